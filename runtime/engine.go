// Package runtime is what a role executable runs around a target: the engines that drive role
// programs (stage orchestration, exchange order), the FFN daemon's loop, the backend registry, and
// the seam a target implements (backend.go). The attention server, weights and the connector are its
// subpackages.
//
// It may import ir (programs and manifests); never compiler and never a target: targets implement
// the interfaces here and cmd registers them.
package runtime

import (
	"context"

	"afdc/runtime/sampler"
)

// SeqStep is one sequence's part of a forward step.
type SeqStep struct {
	ID     uint64  // stable across the steps of one sequence
	Tokens []int32 // the tokens this step appends: a prompt chunk, or the last sampled token
	Past   int     // tokens of this sequence already in the KV cache
	// Blocks is the sequence's block table in the paged KV cache (see runtime/kvcache): it covers
	// at least Past+len(Tokens) tokens. nil when the scheduler runs without a paged cache.
	Blocks []int32
	// Sample holds the row's sampling parameters, for an engine that samples where the logits are
	// (a device) and returns token ids; Position is the index in the sequence of the token to sample.
	Sample   sampler.Params
	Position uint64
	// Logits asks for this row's logits on the host (the request wants logprobs or its logits).
	// A device that samples may keep a step's logits on the device when no row asks: copying a
	// vocabulary of f32 per sequence to the host each step costs more than the sampling.
	Logits bool
}

// Engine runs forward steps of a model (whole, or the attention half talking to FFN ranks): what the
// scheduler drives. Implementations are not safe for concurrent Steps: one scheduler drives an engine.
type Engine interface {
	// Step appends each sequence's tokens to its KV cache and returns, per sequence in order, the fp32
	// logits of its last new position. Sequences are independent: a sequence's logits do not depend on
	// which others share the step.
	Step(ctx context.Context, seqs []SeqStep) ([][]float32, error)
	// Release drops a finished sequence's KV cache.
	Release(id uint64)
	// Vocab is the logits width.
	Vocab() int
}

// TokenEngine is an Engine whose program samples: StepTokens returns each sequence's token, drawn
// with its SeqStep's Sample parameters at its Position (the runtime sampler's draw, wherever it
// runs), and the logits when the backend returned them (nil when it sampled on its device and kept
// them there). SplitEngine is one; the scheduler prefers it.
type TokenEngine interface {
	Engine
	StepTokens(ctx context.Context, seqs []SeqStep) ([]int32, [][]float32, error)
}
