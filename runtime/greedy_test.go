package runtime

import (
	"context"
	"math"
	"strings"
	"testing"
)

// stepEngine returns the logits logits(step) at each step.
type stepEngine struct {
	vocab  int
	steps  int
	logits func(step int) []float32
}

func (e *stepEngine) Step(_ context.Context, seqs []SeqStep) ([][]float32, error) {
	e.steps++
	return [][]float32{e.logits(e.steps)}, nil
}
func (e *stepEngine) Release(uint64) {}
func (e *stepEngine) Vocab() int     { return e.vocab }

// TestGreedyRefusesNonFiniteLogits: a greedy decode stops with an error naming the token and the
// value where the engine's logits hold a NaN or an infinity (an argmax of all-NaN logits is token
// 0, a silent wrong answer), and decodes as before where they are finite.
func TestGreedyRefusesNonFiniteLogits(t *testing.T) {
	nan := float32(math.NaN())
	for _, tc := range []struct {
		name string
		bad  float32
		at   int // the step whose logits hold it (1: the prompt's)
		want string
	}{
		{"nan in the prompt's logits", nan, 1, "token 1: the engine returned a non-finite logit (NaN at vocabulary index 2)"},
		{"inf later", float32(math.Inf(1)), 3, "token 3: the engine returned a non-finite logit (+Inf at vocabulary index 2)"},
	} {
		e := &stepEngine{vocab: 4, logits: func(step int) []float32 {
			l := []float32{0, 1, 0, 0}
			if step == tc.at {
				l[2] = tc.bad
			}
			return l
		}}
		_, err := GreedyDecode(context.Background(), e, 1, []int32{5, 6}, 4, GreedyOptions{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
	e := &stepEngine{vocab: 4, logits: func(int) []float32 { return []float32{0, 1, 0, 0} }}
	g, err := GreedyDecode(context.Background(), e, 1, []int32{5, 6}, 4, GreedyOptions{})
	if err != nil || len(g.Tokens) != 4 || g.Tokens[3] != 1 {
		t.Errorf("finite logits: %v, %v, want 4 tokens of 1", g.Tokens, err)
	}
}
