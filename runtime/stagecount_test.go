package runtime_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"afdc/runtime"
)

// TestMinStageTokens: with a minimum of tokens per stage, a step too small to give every stage
// that many runs in fewer stages (the others exchange no rows), a step large enough in all; the
// logits are the same either way, and without the minimum every step uses every stage.
func TestMinStageTokens(t *testing.T) {
	layers := []int{0, 2}
	const width = 4
	seqs := func(n, tokens int) []runtime.SeqStep {
		var s []runtime.SeqStep
		for i := range n {
			toks := make([]int32, tokens)
			for j := range toks {
				toks[j] = int32(1 + (i*7+j*3)%5)
			}
			s = append(s, runtime.SeqStep{ID: uint64(i + 1), Tokens: toks})
		}
		return s
	}
	// rowsPerStage runs one step and returns the rows each stage sent at the first layer.
	run := func(stages, min int, steps []runtime.SeqStep) ([]int, [][]float32) {
		t.Helper()
		ad := &fakeDevice{name: "fake:0", width: width, layers: layers}
		fd := &fakeDevice{name: "fake:1", width: width, layers: layers}
		e, err := runtime.NewSplitEngine(&fakeAttn{fakeDevice: ad, vocab: 5}, &runtime.LocalFFN{FFN: &fakeFFN{fd}}, stages)
		if err != nil {
			t.Fatal(err)
		}
		e.SetMinStageTokens(min)
		rows := make([]int, stages)
		e.SetStats(runtime.SplitStats{Exchange: func(layer, stage, sent, _ int, _ time.Duration) {
			if layer == layers[0] {
				rows[stage] += sent / (width * 4)
			}
		}})
		logits, err := e.Step(context.Background(), steps)
		if err != nil {
			t.Fatal(err)
		}
		return rows, logits
	}
	for _, c := range []struct {
		stages, min, seqs, tokens int
		want                      []int
	}{
		{2, 0, 8, 1, []int{4, 4}},            // no minimum: every stage
		{2, 32, 8, 1, []int{8, 0}},           // decode of 8: one stage
		{2, 32, 63, 1, []int{63, 0}},         // just short of two stages' worth
		{2, 32, 64, 1, []int{32, 32}},        // two stages of 32
		{2, 32, 8, 16, []int{64, 64}},        // a prefill of 128 tokens
		{4, 32, 96, 1, []int{32, 32, 32, 0}}, // three of four stages
		{3, 1, 2, 1, []int{1, 1, 0}},         // fewer tokens than stages
	} {
		name := fmt.Sprintf("%d stages, min %d, %d×%d tokens", c.stages, c.min, c.seqs, c.tokens)
		steps := seqs(c.seqs, c.tokens)
		got, logits := run(c.stages, c.min, steps)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: rows per stage %v, want %v", name, got, c.want)
		}
		_, ref := run(1, 0, steps)
		for i := range ref {
			if !slices.Equal(logits[i], ref[i]) {
				t.Errorf("%s: sequence %d logits %v, want %v (one stage)", name, i, logits[i], ref[i])
			}
		}
	}
}
