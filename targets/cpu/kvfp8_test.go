package cpu_test

import (
	"context"
	"fmt"
	"math"
	"testing"

	"afdc/compiler"
	"afdc/internal/paritytest"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/sampler"
	"afdc/runtime/weights"
)

// kvPrompts are the sequences the FP8 cache tests step together: different lengths, one prompt
// long enough to cross several cache blocks.
var kvPrompts = [][]int32{{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}, {5}, {7, 8, 9, 10, 11}, {42, 17, 3}}

// stepAll runs kvPrompts together on e for n steps. With force it feeds force's tokens (per
// sequence, per step) instead of each step's greedy choice, so that two engines can be compared on
// the same token sequences. It returns the greedy tokens and the logits, per sequence and step.
func stepAll(t *testing.T, e runtime.Engine, n int, force [][]int32) ([][]int32, [][][]float32) {
	t.Helper()
	toks := make([][]int32, len(kvPrompts))
	logits := make([][][]float32, len(kvPrompts))
	steps := make([]runtime.SeqStep, len(kvPrompts))
	for i, p := range kvPrompts {
		steps[i] = runtime.SeqStep{ID: uint64(100 + i), Tokens: p}
	}
	for k := range n {
		out, err := e.Step(context.Background(), steps)
		if err != nil {
			t.Fatal(err)
		}
		for i := range steps {
			tok := int32(sampler.Argmax(out[i]))
			toks[i] = append(toks[i], tok)
			logits[i] = append(logits[i], append([]float32(nil), out[i]...))
			if force != nil {
				tok = force[i][k]
			}
			steps[i] = runtime.SeqStep{ID: steps[i].ID, Tokens: []int32{tok}, Past: steps[i].Past + len(steps[i].Tokens)}
		}
	}
	for _, s := range steps {
		e.Release(s.ID)
	}
	return toks, logits
}

// TestKVFP8SplitEqualsMonolithic: a DeepSeek-style model built with the FP8 MLA cache gives, split
// into its attention and FFN programs (2 stages) and unsplit, the same tokens and logits bit for
// bit. Against the activations' (f32) cache, fed the same tokens, its logits differ but stay close.
// Closeness is the relative RMS difference sqrt(Σ(Δlogit)²/Σlogit²): e4m3 moves a latent value by
// about 3 % RMS (2.7 % measured), each layer's attention output by about as much, and this random
// 4-layer MoE model carries that to its logits as 6 % to 16 % pooled over all rows (seven weight
// seeds measured; 9.4 % for the seed used), some rows up to 68 % where a perturbed hidden state
// flips an expert choice. The test wants the pooled figure between 1e-3 (the cache was quantised)
// and 0.25, every row below 1 (rows of unrelated logits differ by about √2), and the greedy token
// the same at two thirds of the positions at least (81 % to 97 % measured).
func TestKVFP8SplitEqualsMonolithic(t *testing.T) {
	cfg, dir := paritytest.KVRank128(t, 7)
	ck, err := weights.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer ck.Close()
	build := func(kv string) *compiler.Artifact {
		a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cpu", Stages: 2, KVCache: kv, VerifyEach: true})
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	fp8, auto := build("fp8"), build("auto")
	for _, m := range []*ir.Module{fp8.Full, fp8.Attention} {
		for _, f := range m.Funcs {
			for _, op := range f.Body {
				if op.Kind == ir.OpMLAAttention && op.Attrs["kv_cache"] != ir.KVCacheF8E4M3 {
					t.Fatalf("%s module: mla_attention without kv_cache=f8e4m3", m.Role)
				}
			}
		}
	}
	const n = 8
	mono := monolithic(t, load(t, fp8.Full, ck))
	split, err := runtime.NewSplitEngine(backend(t, load(t, fp8.Attention, ck)), &runtime.LocalFFN{FFN: backend(t, load(t, fp8.FFN, ck))}, compiledStages(fp8.Attention))
	if err != nil {
		t.Fatal(err)
	}
	monoToks, monoLogits := stepAll(t, mono, n, nil)
	splitToks, splitLogits := stepAll(t, split, n, nil)
	for i := range kvPrompts {
		if fmt.Sprint(monoToks[i]) != fmt.Sprint(splitToks[i]) {
			t.Errorf("sequence %d: split tokens %v, monolithic %v", i, splitToks[i], monoToks[i])
		}
		for k := range monoLogits[i] {
			for j, w := range monoLogits[i][k] {
				if math.Float32bits(w) != math.Float32bits(splitLogits[i][k][j]) {
					t.Fatalf("sequence %d step %d logit %d: split %v, monolithic %v", i, k, j, splitLogits[i][k][j], w)
				}
			}
		}
	}

	// The activations' cache on the FP8 run's tokens. Per logit row, the relative RMS difference
	// sqrt(Σ(Δlogit)²/Σlogit²); pooled over all rows the same ratio.
	_, autoLogits := stepAll(t, monolithic(t, load(t, auto.Full, ck)), n, monoToks)
	var num, den, worstRow, worstAbs float64
	same := 0
	for i := range kvPrompts {
		for k := range autoLogits[i] {
			var rn, rd float64
			for j, v := range autoLogits[i][k] {
				d := float64(v) - float64(monoLogits[i][k][j])
				rn += d * d
				rd += float64(v) * float64(v)
				worstAbs = max(worstAbs, math.Abs(d))
			}
			num, den = num+rn, den+rd
			rel := math.Sqrt(rn / rd)
			worstRow = max(worstRow, rel)
			if rel >= 1 {
				t.Errorf("sequence %d step %d: FP8 and f32 caches' logits differ by %.3g relative RMS, want below 1", i, k, rel)
			}
			if sampler.Argmax(autoLogits[i][k]) == int(monoToks[i][k]) {
				same++
			}
		}
	}
	pooled := math.Sqrt(num / den)
	t.Logf("FP8 vs f32 cache: relative RMS difference %.3g over all logits, %.3g in the worst row; max |Δlogit| %.3g; greedy tokens agree at %d of %d positions",
		pooled, worstRow, worstAbs, same, n*len(kvPrompts))
	if pooled < 1e-3 || pooled > 0.25 {
		t.Errorf("FP8 and f32 caches' logits differ by %.3g relative RMS, want between 1e-3 (quantised: e4m3 moves a latent by about 3 %%) and 0.25 (close)", pooled)
	}
	if 3*same < 2*n*len(kvPrompts) {
		t.Errorf("greedy tokens of the FP8 and f32 caches agree at %d of %d positions, want two thirds at least", same, n*len(kvPrompts))
	}
}
