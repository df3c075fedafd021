package runtime

import (
	"context"
	"fmt"
	"math"

	"afdc/runtime/sampler"
)

// Greedy is a greedy decode of one sequence: the tokens and the fp32 logits each was chosen from
// (row 0 is the prompt's last position).
type Greedy struct {
	Tokens []int32
	Logits [][]float32
}

// GreedyOptions bound a GreedyDecode.
type GreedyOptions struct {
	// ChunkTokens is the most prompt tokens one step feeds (chunked prefill); 0 feeds the whole
	// prompt in one step. A device backend plans its activation memory for a number of tokens per
	// step (LoadOptions.MaxBatchTokens): a prompt longer than that must go in chunks.
	ChunkTokens int
	// MaxPositions is the longest sequence the model allows (its max_position_embeddings); 0 is no
	// limit. The prompt and the generated tokens together must fit.
	MaxPositions int
}

// CheckLength checks that a prompt of prompt tokens followed by n generated ones fits the model's
// positions (0 maxPositions: no limit).
func CheckLength(prompt, n, maxPositions int) error {
	if prompt < 1 {
		return fmt.Errorf("an empty prompt, expected at least one token")
	}
	// n > maxPositions-prompt, not prompt+n > maxPositions: the sum overflows for n near MaxInt64.
	// When it fails the sum is above maxPositions > 0 and below 2^64, so it is exact in uint64.
	if maxPositions > 0 && n > maxPositions-prompt {
		return fmt.Errorf("a prompt of %d tokens and %d to generate make %d positions, expected at most %d (the model's max_position_embeddings)",
			prompt, n, uint64(prompt)+uint64(n), maxPositions)
	}
	return nil
}

// GreedyDecode feeds prompt to e as sequence id, in chunks of at most opt.ChunkTokens tokens, then
// generates n tokens greedily (the runtime sampler's argmax, what a temperature-0 request of the
// server gets), and releases the sequence. The engine computes each chunk's queries against the
// cached prefix, so chunking does not change the result: on the CPU the tokens and logits are the
// same bits as one step over the whole prompt.
func GreedyDecode(ctx context.Context, e Engine, id uint64, prompt []int32, n int, opt GreedyOptions) (Greedy, error) {
	var g Greedy
	if opt.ChunkTokens < 0 {
		return g, fmt.Errorf("chunk tokens %d, expected 0 (no chunking) or more", opt.ChunkTokens)
	}
	if n < 1 {
		return g, fmt.Errorf("%d tokens to generate, expected 1 or more", n)
	}
	if err := CheckLength(len(prompt), n, opt.MaxPositions); err != nil {
		return g, err
	}
	defer e.Release(id)
	chunk := opt.ChunkTokens
	if chunk == 0 {
		chunk = len(prompt)
	}
	past := 0
	var logits []float32
	for past < len(prompt) {
		end := min(past+chunk, len(prompt))
		out, err := e.Step(ctx, []SeqStep{{ID: id, Tokens: prompt[past:end], Past: past}})
		if err != nil {
			return g, fmt.Errorf("prompt tokens %d to %d: %w", past, end, err)
		}
		if len(out) != 1 {
			return g, fmt.Errorf("the engine returned logits for %d sequences, expected 1", len(out))
		}
		logits, past = out[0], end
	}
	for i := range n {
		if len(logits) != e.Vocab() {
			return g, fmt.Errorf("the engine returned %d logits, expected the vocabulary size %d", len(logits), e.Vocab())
		}
		// A NaN or an infinity would make the argmax meaningless (all-NaN logits give token 0): the
		// model overflowed or its weights hold them, which a reference run must say.
		for v, x := range logits {
			if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
				return g, fmt.Errorf("token %d: the engine returned a non-finite logit (%v at vocabulary index %d), expected finite numbers: the model overflowed or its weights hold NaN or Inf", i+1, x, v)
			}
		}
		tok := int32(sampler.Argmax(logits))
		g.Tokens = append(g.Tokens, tok)
		g.Logits = append(g.Logits, logits)
		if i == n-1 {
			break
		}
		out, err := e.Step(ctx, []SeqStep{{ID: id, Tokens: []int32{tok}, Past: past}})
		if err != nil {
			return g, fmt.Errorf("generated token %d: %w", i+1, err)
		}
		if len(out) != 1 {
			return g, fmt.Errorf("the engine returned logits for %d sequences, expected 1", len(out))
		}
		logits, past = out[0], past+1
	}
	return g, nil
}
