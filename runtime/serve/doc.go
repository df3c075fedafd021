// Package serve owns the attention executable's HTTP front: a minimal OpenAI-compatible API
// (/v1/completions with token ids, /v1/models, /health, /metrics) and the scheduler that batches
// requests continuously onto one runtime.Engine. It also owns the tiny handler of the FFN executable,
// which answers /health and /metrics and points everything else at the attention server.
//
// Scheduling. One goroutine, Run, owns the Engine: no other goroutine calls Step or Release, and no
// lock is held while the Engine runs. Each step takes, in arrival order, the next token of every
// sequence that is decoding, then chunks of up to ChunkTokens prompt tokens of the sequences still
// prefilling (so a long prompt takes several steps and never stalls the decoders), all within
// MaxBatchTokens tokens. After the step, every sequence whose prompt is fully in the cache samples its
// next token from its logits with its own parameters and its own rng; a sequence finishes on
// max_tokens or on a stop token (which, as in HF generate, is the last of the returned token ids) and
// is released at once. An engine error fails exactly the sequences of that step (503 with the
// engine's message) and releases them; the others keep going, and the next step may succeed.
//
// Handlers talk to the scheduler through a queue of new sequences and, per sequence, a
// mutex-guarded list of sampled tokens plus a one-slot notification channel, so the scheduler never
// blocks on a slow client. A client that goes away cancels its request context; the scheduler drops
// the sequence before its next step.
//
// Requests are validated fully before they are queued; every rejection is an OpenAI-shaped error
// naming the field, what was found and what was expected.
//
// The package imports runtime (the Engine interface) and the CPU target's sampler; nothing else of
// the project.
package serve
