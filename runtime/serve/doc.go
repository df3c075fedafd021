// Package serve owns the attention executable's HTTP front: the OpenAI-compatible API
// (/v1/completions and /v1/chat/completions with text through a Tokenizer, or token ids;
// /v1/models, /health, /ready, /metrics), its metrics and request logs, admission and drain, the
// HTTP connection limits, and the scheduler that batches requests continuously onto one
// runtime.Engine. It also owns the tiny handler of the FFN executable, which answers /health and
// /metrics and points everything else at the attention server. docs/serving.md is the user's page.
//
// Scheduling. One goroutine, Run, owns the Engine: no other goroutine calls Step or Release, and no
// lock is held while the Engine runs. Each step takes, in arrival order, the next token of every
// sequence that is decoding, then chunks of up to ChunkTokens prompt tokens of the sequences still
// prefilling (so a long prompt takes several steps and never stalls the decoders), all within
// MaxBatchTokens tokens. At most MaxBatchTokens sequences are admitted, so every running decode
// has its token in every step and the oldest prompt advances in every step. After the step, every
// sequence whose prompt is fully in the cache samples its next token from its logits with its own
// parameters and its own rng; a sequence finishes on
// max_tokens or on a stop token (which, as in HF generate, is the last of the returned token ids) and
// is released at once. An engine error fails exactly the sequences of that step (503 with the
// engine's message) and releases them; the others keep going, and the next step may succeed.
//
// With Config.PrefixCaching, admission gives a sequence the blocks of the longest cached whole-block
// prefix of its prompt (all but its last token at most) and the sequence starts past them; after
// each step the blocks its tokens have filled are recorded (kvcache.PrefixCache). A failed step
// forgets them all.
//
// Handlers talk to the scheduler through a queue of new sequences and, per sequence, a
// mutex-guarded list of sampled tokens (with their logprobs) plus a one-slot notification channel
// shared by the choices of one request, so the scheduler never blocks on a slow client. A request
// with n choices is n sequences. Text is the handler's business: it decodes the tokens it takes
// (never splitting a character), cuts stop strings and then marks the sequence halted; the
// scheduler drops halted sequences, and those whose client went away, before its next step.
//
// A sequence whose request adjusts its logits (penalties, logit_bias, min_tokens, a JSON
// constraint) asks the engine for its rows and samples on the host from a copy the scheduler
// adjusts; logprobs and return_logits report the engine's rows as they came.
//
// A NaN or +Inf logit fails its sequence with a 500 before sampling, and logprobs of -Inf are
// written as -9999, so no non-finite number reaches JSON; return_logits writes them as null. Only
// logits the engine returns are checked: a backend that samples on its device keeps a step's logits
// there unless some sequence asks for them (logprobs, return_logits), and the token its sampler
// drew from such a row is returned unchecked.
//
// Requests are validated fully before they are queued; every rejection is an OpenAI-shaped error
// naming the field, what was found and what was expected.
//
// Chat requests may offer tools: a ToolParser (Config.Tools) reads the calls out of the answer from
// its start token on, in the model's format (runtime/toolcall), and they go out as the message's
// tool_calls; the text before them is its content.
//
// The package imports runtime (the Engine interface, and SplitStats for the split engine's series
// that SplitMetrics makes), runtime/sampler, runtime/kvcache, runtime/toolcall (the types of
// tools and calls) and runtime/structured (the JSON automaton of response_format json_object);
// nothing else of the project.
// Metrics use the Prometheus client.
package serve
