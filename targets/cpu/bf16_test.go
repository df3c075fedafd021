package cpu_test

import (
	"context"
	"math"
	"slices"
	"testing"

	"afdc/runtime"
	"afdc/runtime/sampler"
	"afdc/runtime/tensor"
	"afdc/runtime/weights"
	"afdc/targets/cpu"
)

// bf16Source serves a checkpoint's tensors rounded to bf16, as a bf16 checkpoint would hold them.
type bf16Source struct{ ck *weights.Checkpoint }

func (s bf16Source) Weight(name string) (weights.Weight, error) {
	w, err := s.ck.Weight(name)
	if err != nil {
		return w, err
	}
	f, err := weights.Widen(w)
	if err != nil {
		return w, err
	}
	w.Data = tensor.Tensor{DType: tensor.BF16, Shape: w.Data.Shape, Bytes: weights.EncodeBF16(f)}
	return w, nil
}

// widenedSource serves the same bf16 values already widened to f32: what loading looked like before
// the CPU kept experts in bf16.
type widenedSource struct{ bf16Source }

func (s widenedSource) Weight(name string) (weights.Weight, error) {
	w, err := s.bf16Source.Weight(name)
	if err != nil {
		return w, err
	}
	f, err := weights.Widen(w)
	w.Data = tensor.Tensor{DType: tensor.F32, Shape: w.Data.Shape, Bytes: weights.EncodeF32(f)}
	return w, err
}

// TestBF16ExpertsExact: routed experts of a bf16 checkpoint stay bf16 in memory and are widened per
// use; the logits are the same bits as with every weight widened at load.
func TestBF16ExpertsExact(t *testing.T) {
	for _, name := range []string{"v3", "glm4.5"} {
		t.Run(name, func(t *testing.T) {
			pc, a, ck := loadParity(t, name, 0)
			half, err := cpu.Load(a.Full, bf16Source{ck}, nil)
			if err != nil {
				t.Fatal(err)
			}
			full, err := cpu.Load(a.Full, widenedSource{bf16Source{ck}}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if h, f := half.ResidentBytes(), full.ResidentBytes(); h >= f {
				t.Errorf("resident bytes with bf16 experts %d, all fp32 %d: want fewer", h, f)
			}
			for pi, p := range pc.Prompts {
				gotToks, got := greedy(t, monolithic(t, half), uint64(pi), p.PromptIDs, 4)
				wantToks, want := greedy(t, monolithic(t, full), uint64(pi), p.PromptIDs, 4)
				for i := range want {
					if gotToks[i] != wantToks[i] {
						t.Fatalf("prompt %d step %d: token %d, want %d", pi, i, gotToks[i], wantToks[i])
					}
					for j := range want[i] {
						if math.Float32bits(got[i][j]) != math.Float32bits(want[i][j]) {
							t.Fatalf("prompt %d step %d logit %d: %v, want %v", pi, i, j, got[i][j], want[i][j])
						}
					}
				}
			}
		})
	}
}

// TestStepTokens: the tokens the program's sample op draws with the steps' sampling parameters are
// the runtime sampler's draws from the logits it returns (greedy and seeded top-k rows), through the
// split engine and the monolithic one. A step that asks for no logits gets the same tokens and no
// logits.
func TestStepTokens(t *testing.T) {
	pc, a, ck := loadParity(t, "v3", 2)
	split, err := runtime.NewSplitEngine(backend(t, load(t, a.Attention, ck)), &runtime.LocalFFN{FFN: backend(t, load(t, a.FFN, ck))}, 2)
	if err != nil {
		t.Fatal(err)
	}
	hot := sampler.Params{Temperature: 1.5, TopK: 20, TopP: 0.95, Seed: 1<<63 + 7}
	for _, e := range []*runtime.SplitEngine{monolithic(t, load(t, a.Full, ck)), split} {
		steps := func(id uint64, logits bool) []runtime.SeqStep {
			return []runtime.SeqStep{
				{ID: id, Tokens: pc.Prompts[0].PromptIDs, Position: uint64(len(pc.Prompts[0].PromptIDs)), Logits: logits},
				{ID: id + 1, Tokens: []int32{5, 6}, Sample: hot, Position: 2},
				{ID: id + 2, Tokens: []int32{7}, Sample: hot, Position: 1},
			}
		}
		asked := steps(1, true)
		toks, logits, err := e.StepTokens(context.Background(), asked)
		if err != nil || len(toks) != 3 || len(logits) != 3 {
			t.Fatalf("StepTokens = %v, %d logits rows, %v", toks, len(logits), err)
		}
		for i, st := range asked {
			if want := int32(sampler.Sample(logits[i], st.Sample, st.Position)); toks[i] != want {
				t.Errorf("sequence %d: token %d, the sampler draws %d from its logits", i, toks[i], want)
			}
		}
		quiet, none, err := e.StepTokens(context.Background(), steps(11, false))
		if err != nil || none != nil {
			t.Fatalf("StepTokens without logits = %v, %d logits rows, %v; expected tokens alone", quiet, len(none), err)
		}
		if !slices.Equal(quiet, toks) {
			t.Errorf("tokens without logits %v, with logits %v", quiet, toks)
		}
	}
}
