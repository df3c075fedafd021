//go:build gpu

package cuda_test

import (
	"testing"

	"afdc/compiler"
	"afdc/runtime"
	"afdc/targets/cuda"
)

// kvF8Cut is DeepSeek-V3 at its real attention widths cut to a dense and a MoE layer (4 experts,
// all chosen) and a vocabulary of 8,192, built with the KV cache kv ("auto" or "fp8").
func kvF8Cut(t *testing.T, kv string) *compiler.Artifact {
	return presetCutWith(t, "deepseek-v3", "deepseek-v3-2l-kv-"+kv, compiler.BuildOptions{Target: "cuda", Stages: 1, KVCache: kv}, func(raw map[string]any) {
		for k, v := range map[string]any{"num_hidden_layers": 2, "first_k_dense_replace": 1, "n_routed_experts": 4, "num_experts_per_tok": 4,
			"n_group": 1, "topk_group": 1, "vocab_size": 8192} {
			raw[k] = v
		}
		delete(raw, "quantization_config")
	})
}

// TestGPUKVF8 runs the FP8 KV cache on the cut model (random weights):
//   - a step mixing a decode row, a prompt and a chunk after cached tokens gives each sequence the
//     logits of its own steps: the prefill form, which reads every position back from the FP8
//     cache, agrees with the flash-attention decode core over the FP8 tiles;
//   - teacher-forced beside the bf16 cache (batches 1 and 8, 16 steps): top-1 agrees at 75 % of
//     positions or more (a wrong read of the cache agrees at chance; the tiny CPU model's FP8
//     cache agreed at 81–97 % of greedy positions), the largest |Δlogit| logged as KVF8;
//   - at the same small memory budget the FP8 pool holds 1,152/656 ≈ 1.76 times the tokens.
func TestGPUKVF8(t *testing.T) {
	f8, bf := kvF8Cut(t, "fp8"), kvF8Cut(t, "auto")
	needGPU(t, f8.Full, bf.Full)
	seed := int64(1)
	load := func(a *compiler.Artifact, frac float64) *cuda.Backend {
		b, err := cuda.Load(a.Full, nil, runtime.LoadOptions{MemoryFraction: frac, RandomWeights: &seed})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { b.Close() })
		return b
	}
	fb, bb := load(f8, 0.25), load(bf, 0.25)
	fe, be := engine(t, fb, nil, 1), engine(t, bb, nil, 1)
	mixedStep(t, fe, fb.Vocab())
	worst, scale, agree, total := teacherForced(t, be, fe, []int{1, 8}, 16)
	t.Logf("KVF8 teacher-forced against the bf16 cache: top-1 agrees at %d/%d, largest |Δlogit| %.3g (logits up to %.3g)", agree, total, worst, scale)
	if float64(agree) < 0.75*float64(total) {
		t.Errorf("top-1 agrees with the bf16 cache's at %d of %d positions, expected at least 75%%", agree, total)
	}
	if worst == 0 {
		t.Errorf("logits bit-equal to the bf16 cache's: the FP8 cache was not used")
	}
	// Small budgets, so that neither pool reaches the block cap.
	small8, small16 := load(f8, 0.06), load(bf, 0.06)
	c8, c16 := small8.KVCapacity(64), small16.KVCapacity(64)
	ratio := float64(c8) / float64(c16)
	t.Logf("KVF8 pool at 6%% of the memory: %d blocks of 64 tokens FP8, %d bf16 (%.3f×)", c8, c16, ratio)
	if ratio < 1.7 || ratio > 1.8 {
		t.Errorf("FP8 pool holds %.3f× the bf16 pool's tokens, expected 1,152/656 ≈ 1.76", ratio)
	}
}
