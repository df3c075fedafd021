// Package runtime is what a role executable runs: the engines that execute role programs, the
// attention server (HTTP API, scheduler, sampler), the FFN daemon, weights and the connector.
//
// It may import ir (programs); never a target or compiler.
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
}

// Engine runs forward steps of a model (whole, or the attention half talking to FFN ranks).
// Implementations are not safe for concurrent Steps: one scheduler drives an engine.
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

// LayerRunner runs the FFN program of one layer on a batch of rows: what an FFN rank does for the
// tokens of all its attention peers at once.
type LayerRunner interface {
	// RunLayer computes layer's FFN of x ([rows, hidden], row-major) with the extra payload tensors
	// (router logits when the gate runs on the attention side) and returns [rows, hidden].
	RunLayer(layer int, x []float32, rows int, extra [][]float32) ([]float32, error)
	// Layers lists the layer indices the program has, ascending.
	Layers() []int
}
