//go:build gpu

package cuda_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/internal/paritytest"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/sampler"
	"afdc/runtime/weights"
	"afdc/targets/cpu"
	"afdc/targets/cuda"
	"afdc/targets/cuda/cu"
)

// The GPU tests run every parity case of testdata/parity on the CUDA backend. Where there is no
// GPU they still compile the programs and make their kernels (into AFDC_CUDA_KERNELS when set, so
// a machine with llc prepares what a GPU machine without it runs), then skip.

// needGPU makes the kernels of mods (so a machine with llc fills the kernel cache) and skips the test
// where no driver loads.
func needGPU(t testing.TB, mods ...*ir.Module) {
	t.Helper()
	for _, m := range mods {
		if _, err := cuda.Kernels(m, nil); err != nil {
			t.Fatal(err)
		}
	}
	if err := cu.Load(); err != nil {
		t.Skipf("no CUDA driver: %v", err)
	}
}

// sliceGPUBytes is the least GPU memory of the tests on the full-width DeepSeek-V3 slice, whose
// loads take fixed shares of an H200's 141 GB (the slice with one MoE layer is about 30 GB of bf16
// weights, with three 63 GiB of experts alone): on a smaller GPU they cannot fit, which says
// nothing of the code they test.
const sliceGPUBytes = 120 << 30

// needSliceGPU is needGPU for the slice's tests: it also skips them on a GPU under sliceGPUBytes.
func needSliceGPU(t testing.TB, mods ...*ir.Module) {
	t.Helper()
	needGPU(t, mods...)
	d, err := cu.DeviceGet(0)
	if err != nil {
		t.Fatal(err)
	}
	n, err := d.TotalMem()
	if err != nil {
		t.Fatal(err)
	}
	if n < sliceGPUBytes {
		t.Skipf("the full-width slice's loads are sized for a GPU of %d GiB or more (an H200), this one has %.1f GiB", sliceGPUBytes>>30, float64(n)/(1<<30))
	}
}

// testOptions keeps each test backend small: several share the GPU.
var testOptions = runtime.LoadOptions{MemoryFraction: 0.04, MaxBatchTokens: 256}

func loadCUDA(t *testing.T, m *ir.Module, ck *weights.Checkpoint) *cuda.Backend {
	t.Helper()
	b, err := cuda.Load(m, ck, testOptions)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

func engine(t *testing.T, be runtime.AttentionBackend, peer runtime.FFNPeer, stages int) *runtime.SplitEngine {
	t.Helper()
	e, err := runtime.NewSplitEngine(be, peer, stages)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// greedy decodes n tokens with the device's sampler, checking it picks each logits row's argmax.
func greedy(t *testing.T, e *runtime.SplitEngine, id uint64, prompt []int32, n int) ([]int32, [][]float32) {
	t.Helper()
	var toks []int32
	var rows [][]float32
	step := runtime.SeqStep{ID: id, Tokens: prompt, Logits: true}
	for range n {
		tk, logits, err := e.StepTokens(context.Background(), []runtime.SeqStep{step})
		if err != nil {
			t.Fatal(err)
		}
		if logits == nil {
			t.Fatal("no logits")
		}
		if want := int32(sampler.Argmax(logits[0])); tk[0] != want {
			t.Fatalf("step %d: the device sampled %d, the logits' argmax is %d", len(toks), tk[0], want)
		}
		toks = append(toks, tk[0])
		rows = append(rows, append([]float32(nil), logits[0]...))
		step = runtime.SeqStep{ID: id, Tokens: []int32{tk[0]}, Past: step.Past + len(step.Tokens), Logits: true}
	}
	e.Release(id)
	return toks, rows
}

func cpuEngine(t *testing.T, a *compiler.Artifact, ck *weights.Checkpoint) *runtime.SplitEngine {
	t.Helper()
	p, err := cpu.Load(a.Full, ck, nil)
	if err != nil {
		t.Fatal(err)
	}
	be, err := cpu.NewBackend(p)
	if err != nil {
		t.Fatal(err)
	}
	return engine(t, be, nil, 1)
}

// TestGPUParityF32: with f32 activations the monolithic CUDA run decodes the CPU reference's greedy
// tokens for every step of every parity case, logits within 1e-3.
func TestGPUParityF32(t *testing.T) {
	for _, name := range paritytest.Cases {
		t.Run(name, func(t *testing.T) {
			pc, a, ck := paritytest.Load(t, name, compiler.BuildOptions{Target: "cuda", ActDType: "f32", Stages: 1})
			needGPU(t, a.Full)
			_, ca, cck := paritytest.Load(t, name, compiler.BuildOptions{Target: "cpu", Stages: 1})
			ce := cpuEngine(t, ca, cck)
			ge := engine(t, loadCUDA(t, a.Full, ck), nil, 1)
			worst := 0.0
			steps := 0
			for pi, p := range pc.Prompts {
				want, wl := greedy(t, ce, uint64(pi), p.PromptIDs, len(p.Tokens))
				got, gl := greedy(t, ge, uint64(pi), p.PromptIDs, len(p.Tokens))
				for i := range want {
					if got[i] != want[i] {
						t.Fatalf("prompt %d step %d: token %d, the CPU reference's %d (tokens %v, want %v)", pi, i, got[i], want[i], got, want)
					}
					for j := range wl[i] {
						worst = math.Max(worst, math.Abs(float64(gl[i][j]-wl[i][j])))
					}
				}
				steps += len(want)
			}
			if worst > 1e-3 {
				t.Errorf("max |Δlogit| %.3g against the CPU reference, expected at most 1e-3", worst)
			}
			t.Logf("PARITY f32 %s: %d greedy tokens equal to the CPU reference, max |Δlogit| %.3g", name, steps, worst)
		})
	}
}

// TestGPUParityBF16: with bf16 activations, fed HF's tokens (teacher forcing), the CUDA run's top-1
// agrees with HF's greedy token at 95 % of positions or more, on every case. targets/cpu's
// TestBF16Emulated predicts these figures.
func TestGPUParityBF16(t *testing.T) {
	for _, name := range paritytest.Cases {
		t.Run(name, func(t *testing.T) {
			pc, a, ck := paritytest.Load(t, name, compiler.BuildOptions{Target: "cuda", Stages: 1})
			needGPU(t, a.Full)
			agree, total, worst := againstHF(t, engine(t, loadCUDA(t, a.Full, ck), nil, 1), pc)
			frac := float64(agree) / float64(total)
			// Issue 7's line: 95 % on every case, also where HF's own bf16 agrees less with its
			// fp32 tokens (v2: 87.5 %); HF's figure is printed beside for scale.
			want, hf := 0.95, hfBF16(t, name)
			if frac < want {
				t.Errorf("top-1 agrees with HF at %d of %d positions (%.1f%%), expected at least %.1f%% (HF bf16: %.1f%%)", agree, total, 100*frac, 100*want, 100*hf)
			}
			t.Logf("PARITY bf16 %s: teacher-forced top-1 agrees with HF at %d/%d positions (%.1f%%; HF's own bf16 %.1f%%), max |Δlogit| %.3g", name, agree, total, 100*frac, 100*hf, worst)
		})
	}
}

// againstHF feeds each of the case's prompts and then its recorded fp32 greedy tokens, one a step,
// and counts the steps whose top-1 is the recorded token; worst is the largest difference from
// HF's fp32 logits.
func againstHF(t *testing.T, e *runtime.SplitEngine, pc *paritytest.Case) (agree, total int, worst float64) {
	t.Helper()
	for pi, p := range pc.Prompts {
		step := runtime.SeqStep{ID: uint64(pi), Tokens: p.PromptIDs}
		for i, want := range p.Tokens {
			out, err := e.Step(context.Background(), []runtime.SeqStep{step})
			if err != nil {
				t.Fatal(err)
			}
			if int32(sampler.Argmax(out[0])) == want {
				agree++
			}
			for j, v := range out[0] {
				worst = math.Max(worst, math.Abs(float64(v)-p.Logits[i][j]))
			}
			total++
			step = runtime.SeqStep{ID: uint64(pi), Tokens: []int32{want}, Past: step.Past + len(step.Tokens)}
		}
		e.Release(uint64(pi))
	}
	return agree, total, worst
}

// TestGPUParityBF16Weights is the bf16 parity with the checkpoint's weights rounded to bf16, as HF
// loads them for its own bf16 figure (torch_dtype bfloat16): the program then takes the bf16 decode
// kernels (the decode linears, their groups and residual adds), which the f32 checkpoints do not
// reach. The line is HF's own bf16 agreement with its fp32 tokens, the same weights at the same
// precision, less one position: the two round in different places, and a near-tie of these tiny
// models flips either way (on the H200 v3-nolora agreed at 30 of 32 positions where HF's own bf16
// run does at 31; the CPU kernels emulating this program with these weights also give 30).
// Every position of every case is also compared with HF's fp32 logits (max |Δlogit| logged).
func TestGPUParityBF16Weights(t *testing.T) {
	for _, name := range paritytest.Cases {
		t.Run(name, func(t *testing.T) {
			pc, _, _ := paritytest.Load(t, name, compiler.BuildOptions{Target: "cuda", Stages: 1})
			a, ck := paritytest.Open(t, bf16Checkpoint(t, paritytest.Dir(name)), compiler.BuildOptions{Target: "cuda", Stages: 1})
			linears := 0
			for _, op := range a.Full.Funcs[0].Body {
				if op.Kind == ir.OpLinear && op.Weights[0].Type.DType == ir.BF16 {
					linears++
				}
			}
			if linears == 0 {
				t.Fatalf("the program has no bf16 linear: the weights were not taken as bf16")
			}
			needGPU(t, a.Full)
			agree, total, worst := againstHF(t, engine(t, loadCUDA(t, a.Full, ck), nil, 1), pc)
			frac, hf := float64(agree)/float64(total), hfBF16(t, name)
			if hfAgree := int(math.Round(hf * float64(total))); agree < hfAgree-1 {
				t.Errorf("top-1 agrees with HF's fp32 tokens at %d of %d positions (%.1f%%), expected at most one fewer than HF's own bf16 run's %d", agree, total, 100*frac, hfAgree)
			}
			t.Logf("PARITY bf16 weights %s: teacher-forced top-1 agrees with HF at %d/%d positions (%.1f%%; HF's own bf16 %.1f%%), max |Δlogit| %.3g, %d bf16 linears",
				name, agree, total, 100*frac, 100*hf, worst, linears)
		})
	}
}

// bf16Checkpoint writes a copy of the checkpoint in dir with its f32 tensors rounded to bf16
// (nearest, ties to even, as torch casts) and its config's dtype bfloat16, and returns its folder.
func bf16Checkpoint(t *testing.T, dir string) string {
	t.Helper()
	src, err := weights.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	var ts []weights.Tensor
	for _, name := range src.Names() {
		info, _ := src.Info(name)
		if info.DType != "F32" {
			raw, err := src.Raw(name)
			if err != nil {
				t.Fatal(err)
			}
			ts = append(ts, weights.Tensor{Name: name, DType: info.DType, Shape: info.Shape, Data: raw})
			continue
		}
		v, err := src.Float32(name)
		if err != nil {
			t.Fatal(err)
		}
		b := make([]byte, 2*len(v))
		for i, f := range v {
			h := weights.Float32ToBF16(f)
			b[2*i], b[2*i+1] = byte(h), byte(h>>8)
		}
		ts = append(ts, weights.Tensor{Name: name, DType: "BF16", Shape: info.Shape, Data: b})
	}
	out := t.TempDir()
	if err := weights.WriteFile(filepath.Join(out, weights.SingleFileName), ts, nil); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(dir, "config.json"))
	if err != nil {
		t.Fatal(err)
	}
	var c map[string]any
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	delete(c, "dtype")
	c["torch_dtype"] = "bfloat16"
	if raw, err = json.Marshal(c); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "config.json"), raw, 0o644); err != nil {
		t.Fatal(err)
	}
	return out
}

// hfBF16 is HF transformers' own bf16 agreement with its fp32 greedy tokens for a case
// (testdata/parity/hf-bf16.json, measured on the H200).
func hfBF16(t *testing.T, name string) float64 {
	t.Helper()
	hf, err := paritytest.HFBF16()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := hf[name]
	if !ok || c.Total == 0 {
		t.Fatalf("hf-bf16.json has no figure for %s", name)
	}
	return float64(c.Agree) / float64(c.Total)
}

// TestGPUSplit: the attention and FFN programs on two CUDA backends (in-process FFN peer, the
// compiled stages, both prompts in one step) decode the monolithic CUDA run's greedy tokens.
func TestGPUSplit(t *testing.T) {
	for _, name := range paritytest.Cases {
		t.Run(name, func(t *testing.T) {
			pc, a, ck := paritytest.Load(t, name, compiler.BuildOptions{Target: "cuda"})
			needGPU(t, a.Full, a.Attention, a.FFN)
			mono := engine(t, loadCUDA(t, a.Full, ck), nil, 1)
			attn, ffn := loadCUDA(t, a.Attention, ck), loadCUDA(t, a.FFN, ck)
			stages := a.Opts.Stages
			split := engine(t, attn, &runtime.LocalFFN{FFN: ffn}, stages)
			n := len(pc.Prompts[0].Tokens)
			var want [][]int32
			for pi, p := range pc.Prompts {
				w, _ := greedy(t, mono, uint64(pi), p.PromptIDs, n)
				want = append(want, w)
			}
			// Both prompts decode together: one per stage.
			steps := make([]runtime.SeqStep, len(pc.Prompts))
			for i, p := range pc.Prompts {
				steps[i] = runtime.SeqStep{ID: uint64(10 + i), Tokens: p.PromptIDs}
			}
			got := make([][]int32, len(steps))
			for range n {
				toks, _, err := split.StepTokens(context.Background(), steps)
				if err != nil {
					t.Fatal(err)
				}
				for i := range steps {
					got[i] = append(got[i], toks[i])
					steps[i] = runtime.SeqStep{ID: steps[i].ID, Tokens: []int32{toks[i]}, Past: steps[i].Past + len(steps[i].Tokens)}
				}
			}
			for i := range want {
				if fmt.Sprint(got[i]) != fmt.Sprint(want[i]) {
					t.Errorf("prompt %d: split %v, monolithic %v", i, got[i], want[i])
				}
			}
			t.Logf("SPLIT %s: %d stages, %d prompts × %d greedy tokens equal to the monolithic CUDA run", name, stages, len(want), n)
		})
	}
}

// TestGPUExpertsGrouped: the routed experts' grouped GEMM call decodes the same greedy tokens as one
// cuBLAS call per expert, logits within bf16 noise; also on a prompt long enough that the grouped
// path rounds each expert's slots up (moePad), which the per-expert calls never do.
func TestGPUExpertsGrouped(t *testing.T) {
	for _, name := range []string{"v3", "glm4.5", "v2"} {
		t.Run(name, func(t *testing.T) {
			pc, a, ck := paritytest.Load(t, name, compiler.BuildOptions{Target: "cuda", Stages: 1})
			needGPU(t, a.Full)
			loop := loadCUDA(t, a.Full, ck)
			loop.ExpertLoop = true
			le, ge := engine(t, loop, nil, 1), engine(t, loadCUDA(t, a.Full, ck), nil, 1)
			prompts, gen := [][]int32{}, []int{}
			for _, p := range pc.Prompts {
				prompts, gen = append(prompts, p.PromptIDs), append(gen, len(p.Tokens))
			}
			long := make([]int32, 240) // one step within testOptions' 256 rows
			for i := range long {
				long[i] = int32(1 + (i*7)%90)
			}
			prompts, gen = append(prompts, long), append(gen, 4)
			worst := 0.0
			for pi, p := range prompts {
				want, wl := greedy(t, le, uint64(pi), p, gen[pi])
				got, gl := greedy(t, ge, uint64(pi), p, gen[pi])
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Fatalf("prompt %d: grouped %v, per-expert %v", pi, got, want)
				}
				for i := range wl {
					for j := range wl[i] {
						worst = math.Max(worst, math.Abs(float64(gl[i][j]-wl[i][j])))
					}
				}
			}
			if worst > 0.05 {
				t.Errorf("max |Δlogit| %.3g between grouped and per-expert GEMMs, expected bf16 noise (< 0.05)", worst)
			}
			t.Logf("GROUPED %s: greedy tokens equal to per-expert GEMMs, max |Δlogit| %.3g", name, worst)
		})
	}
}

// deepseekV3Slice is DeepSeek-V3 at full width cut to 4 layers, the first dense of them dense and
// the rest MoE; with fp8 its FP8 quantization_config stays (the matrices FP8 in 128×128 blocks),
// without it every weight is bf16.
func deepseekV3Slice(t testing.TB, dense int, fp8 bool) *compiler.Artifact {
	return presetCut(t, "deepseek-v3", fmt.Sprintf("deepseek-v3-4l-%dd", dense), 1, func(raw map[string]any) {
		raw["num_hidden_layers"] = 4
		raw["first_k_dense_replace"] = dense
		if !fp8 {
			delete(raw, "quantization_config")
		}
	})
}

// presetCut compiles preset's config.json as edit leaves it, under name, for cuda with stages.
func presetCut(t testing.TB, preset, name string, stages int, edit func(raw map[string]any)) *compiler.Artifact {
	t.Helper()
	return presetCutWith(t, preset, name, compiler.BuildOptions{Target: "cuda", Stages: stages}, edit)
}

// presetCutWith is presetCut with the build options o.
func presetCutWith(t testing.TB, preset, name string, o compiler.BuildOptions, edit func(raw map[string]any)) *compiler.Artifact {
	t.Helper()
	cfg, err := compiler.LoadConfig(preset)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(cfg.Raw, &raw); err != nil {
		t.Fatal(err)
	}
	edit(raw)
	b, _ := json.Marshal(raw)
	cut, err := compiler.ParseConfig(preset+" cut", name, b)
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(cut, o)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// teacherForced runs the same steps through two engines for n steps at each batch, feeding both
// the reference's argmax, and returns the worst |Δlogit|, the largest |logit| and how many top-1
// tokens agree out of how many.
func teacherForced(t *testing.T, ref, got *runtime.SplitEngine, batches []int, n int) (worst, scale float64, agree, total int) {
	t.Helper()
	per, scale, agree, total := teacherForcedPrompts(t, ref, got, batches, n, func(i int) []int32 {
		return []int32{1, 2, 3, int32(100 + i), 5, 6, 7, 8}
	})
	for _, w := range per {
		worst = math.Max(worst, w)
	}
	return worst, scale, agree, total
}

// teacherForcedPrompts is teacherForced after sequence i's prompt(i), with the worst |Δlogit| of
// every position.
func teacherForcedPrompts(t *testing.T, ref, got *runtime.SplitEngine, batches []int, n int, prompt func(i int) []int32) (per []float64, scale float64, agree, total int) {
	t.Helper()
	for _, batch := range batches {
		steps := make([]runtime.SeqStep, batch)
		for i := range steps {
			steps[i] = runtime.SeqStep{ID: uint64(1000*batch + i), Tokens: prompt(i)}
		}
		for range n {
			want, err := ref.Step(context.Background(), steps)
			if err != nil {
				t.Fatal(err)
			}
			have, err := got.Step(context.Background(), steps)
			if err != nil {
				t.Fatal(err)
			}
			for i := range steps {
				worst := 0.0
				for j := range want[i] {
					worst = math.Max(worst, math.Abs(float64(have[i][j]-want[i][j])))
					scale = math.Max(scale, math.Abs(float64(want[i][j])))
				}
				per = append(per, worst)
				tok := int32(sampler.Argmax(want[i]))
				if int32(sampler.Argmax(have[i])) == tok {
					agree++
				}
				total++
				steps[i] = runtime.SeqStep{ID: steps[i].ID, Tokens: []int32{tok}, Past: steps[i].Past + len(steps[i].Tokens)}
			}
		}
		for _, s := range steps {
			ref.Release(s.ID)
			got.Release(s.ID)
		}
	}
	return
}

// TestGPUFP8Experts: the DeepSeek-V3 slice with FP8 weights (random codes and block scales made on
// the device), 3 dense + 1 MoE layers and 1 dense + 3 MoE layers: the routed experts kept FP8 and
// dequantised in the streaming kernels' registers agree with the same weights dequantised to bf16
// at load and run through cuBLAS (the default, without KeepFP8) on teacher-forced top-1 tokens at batch 1, 8 and
// 64: ≥ 99 % through one MoE layer, ≥ 90 % through three.
func TestGPUFP8Experts(t *testing.T) {
	slices := map[int]*compiler.Artifact{3: deepseekV3Slice(t, 3, true), 1: deepseekV3Slice(t, 1, true)}
	needSliceGPU(t, slices[3].Full, slices[1].Full)
	for _, dense := range []int{3, 1} {
		a := slices[dense]
		seed := int64(1)
		// The bf16 copy of 3 layers of 256 experts is 63 GiB, the FP8 one half that.
		opt := runtime.LoadOptions{MemoryFraction: 0.55, MaxBatchTokens: 512, RandomWeights: &seed}
		ref, err := cuda.Load(a.Full, nil, opt)
		if err != nil {
			t.Fatal(err)
		}
		opt.MemoryFraction, opt.KeepFP8 = 0.32, true
		be, err := cuda.Load(a.Full, nil, opt)
		if err != nil {
			t.Fatal(err)
		}
		re, fe := engine(t, ref, nil, 1), engine(t, be, nil, 1)
		agree, total := 0, 0
		for _, batch := range []int{1, 8, 64} {
			w, s, ag, n := teacherForced(t, re, fe, []int{batch}, 8)
			t.Logf("FP8 %d MoE layers, batch %d: top-1 agrees at %d/%d, max |Δlogit| %.3g of logits up to %.3g", 4-dense, batch, ag, n, w, s)
			agree, total = agree+ag, total+n
		}
		t.Logf("FP8 experts vs dequantised bf16, %d MoE layers: top-1 agrees at %d/%d (%.1f %%)", 4-dense, agree, total, 100*float64(agree)/float64(total))
		// One MoE layer isolates the kernels: ≥ 99 %. Through three, a routing choice that the
		// bf16 rounding of the reference's weights flips (random weights score the 256 experts
		// nearly alike) changes the next layers' inputs, so the bound is looser.
		if want := map[int]int{3: 99, 1: 90}[dense]; agree*100 < total*want {
			t.Errorf("%d MoE layers: top-1 agrees at %d/%d, expected ≥ %d %%", 4-dense, agree, total, want)
		}
		ref.Close()
		be.Close()
	}
}

// sliceTwice loads the DeepSeek-V3 slice (3 dense + 1 MoE layer, random bf16 weights) twice with
// rows planned for maxRows tokens a step, the first with ref applied to its backend (the path an
// optimisation is compared against), and returns their engines.
func sliceTwice(t *testing.T, maxRows int, ref func(*cuda.Backend)) (*runtime.SplitEngine, *runtime.SplitEngine) {
	return sliceTwiceWith(t, maxRows, ref, func(*cuda.Backend) {})
}

// sliceTwiceWith is sliceTwice with got's backend set up too.
func sliceTwiceWith(t *testing.T, maxRows int, ref, got func(*cuda.Backend)) (*runtime.SplitEngine, *runtime.SplitEngine) {
	a := deepseekV3Slice(t, 3, false)
	needSliceGPU(t, a.Full)
	seed := int64(1)
	opt := runtime.LoadOptions{MemoryFraction: 0.3, MaxBatchTokens: maxRows, RandomWeights: &seed}
	load := func(set func(*cuda.Backend)) *runtime.SplitEngine {
		b, err := cuda.Load(a.Full, nil, opt)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { b.Close() })
		set(b)
		return engine(t, b, nil, 1)
	}
	return load(ref), load(got)
}

// TestGPUStreamingExperts: on the DeepSeek-V3 slice (random bf16 weights), decode steps whose routed
// experts run through the streaming kernels give the logits of the grouped-GEMM path within bf16
// noise, fed the same tokens (teacher forcing), at batch 1 and 4.
func TestGPUStreamingExperts(t *testing.T) {
	ref, st := sliceTwice(t, 64, func(b *cuda.Backend) { b.NoStreaming = true })
	for _, batch := range []int{1, 4} {
		worst, scale, agree, total := teacherForced(t, ref, st, []int{batch}, 8)
		if worst > 0.05*scale || agree*10 < total*9 {
			t.Errorf("batch %d: max |Δlogit| %.3g of logits up to %.3g, top-1 agrees at %d/%d; expected bf16 noise (under 5 %%, 90 %% agreement)", batch, worst, scale, agree, total)
		}
		t.Logf("STREAM batch %d: 8 teacher-forced steps, max |Δlogit| %.3g (logits up to %.3g), top-1 agrees at %d/%d", batch, worst, scale, agree, total)
	}
}

// TestGPUMLAOut: on the DeepSeek-V3 slice (random bf16 weights), decode steps of 1, 3 and 8
// sequences after 700-token prompts, whose MLA attention runs in several splits, give through
// mla_out (the splits' merge and the output absorption in one kernel) the logits of the combine and
// cuBLAS's output GEMM within bf16 noise, fed the same tokens (teacher forcing): 90 % of the
// positions within 5 % of the largest logit, and of the top-1 tokens. The rest allows for an
// expert chosen at a near tie of the random router, which moves one position's logits by up to a
// sixth (on the H200 one of 48 positions at batch 8); a wrong kernel moves every position.
func TestGPUMLAOut(t *testing.T) {
	var rb, mb *cuda.Backend
	ref, mo := sliceTwiceWith(t, 8*700, func(b *cuda.Backend) { b.NoMLAOut, rb = true, b }, func(b *cuda.Backend) { mb = b })
	prompt := func(i int) []int32 {
		p := make([]int32, 700)
		for j := range p {
			p[j] = int32(1 + (j*31+i*7)%1000)
		}
		return p
	}
	for _, batch := range []int{1, 3, 8} {
		rb.SetOpTimes(true)
		mb.SetOpTimes(true)
		per, scale, agree, total := teacherForcedPrompts(t, ref, mo, []int{batch}, 6, prompt)
		within, worst := withinShare(per, 0.05*scale)
		if within*10 < len(per)*9 || agree*10 < total*9 {
			t.Errorf("batch %d: %d of %d positions within 5 %% of logits up to %.3g (worst |Δlogit| %.3g), top-1 agrees at %d/%d; expected bf16 noise at 90 %% of them", batch, within, len(per), scale, worst, agree, total)
		}
		// The kernel ran where it should, a launch a layer a decode step, and not where it is off.
		launches := func(b *cuda.Backend) int {
			return kernelLaunches(b, func(name string) bool { return strings.HasPrefix(name, "mla_out_") })
		}
		if got, off := launches(mb), launches(rb); got < 4*5 || off != 0 {
			t.Errorf("batch %d: mla_out launched %d times (%d with it off); expected one a layer in every decode step", batch, got, off)
		}
		rb.SetOpTimes(false)
		mb.SetOpTimes(false)
		t.Logf("MLAOUT batch %d: 6 teacher-forced steps after 700-token prompts, %d of %d positions within 5 %% (worst |Δlogit| %.3g, logits up to %.3g), top-1 agrees at %d/%d", batch, within, len(per), worst, scale, agree, total)
	}
}

// TestGPUWideLinears: on the DeepSeek-V3 slice (random bf16 weights), decode steps of 12 and 16
// sequences, whose linears take the decode linear kernel's wide form (16 tokens a pass), give the
// logits of cuBLAS's GEMMs (Backend.NoWideLinears) within bf16 noise, fed the same tokens: 75 % of
// the positions within 5 % of the largest logit, and 80 % of the top-1 tokens. The sums' order
// differs in every projection and in the router's f32 logits, so an expert chosen at a near tie of
// the random router moves more positions than one kernel alone does (on the H200 53 of 60 and 68 of
// 80 within 5 %, top-1 56 of 60 and 70 of 80). A kernel wrong in its second token tile moves the
// sequences past the eighth, a third or a half of them, and one wrong in both every position. It
// also counts the wide kernels' launches: at least three a layer (q_a with kv_a, q_b with its norm,
// o with the residual) in every decode step, none with them off.
func TestGPUWideLinears(t *testing.T) {
	c := againstOff{tag: "WIDE", steps: 5, within: [2]int{3, 4}, agree: [2]int{4, 5}, perStep: 3 * 4,
		kernel: func(name string) bool {
			return strings.HasPrefix(name, "linear_decode_") && strings.Contains(name, "_t16_")
		}}
	c.ref, c.got = sliceTwiceWith(t, 16*64, func(b *cuda.Backend) { b.NoWideLinears, c.rb = true, b }, func(b *cuda.Backend) { c.gb = b })
	c.prompt = spreadPrompts(40, 17, 11)
	c.run(t, 12, 16)
}

// TestGPUMLAAbsorb: on the DeepSeek-V3 slice (random bf16 weights), decode steps of 1 and 8
// sequences, whose query absorption runs as the absorption kernel (kgen/mlaabsorb.go), give the
// logits of cuBLAS's strided-batched GEMM (Backend.NoMLAAbsorb) within bf16 noise, fed the same
// tokens: 90 % of the positions within 5 % of the largest logit, and of the top-1 tokens (the sums'
// order over the nope dims may differ; an expert chosen at a near tie of the random router may move
// a position; on the H200 every logit came out the same). A wrong kernel moves every position. It
// also counts the kernel's launches: one a layer in every decode step, none with it off.
func TestGPUMLAAbsorb(t *testing.T) {
	c := againstOff{tag: "ABSORB", steps: 5, within: [2]int{9, 10}, agree: [2]int{9, 10}, perStep: 4,
		kernel: func(name string) bool { return strings.HasPrefix(name, "mla_absorb_") }}
	c.ref, c.got = sliceTwiceWith(t, 40*140, func(b *cuda.Backend) { b.NoMLAAbsorb, c.rb = true, b }, func(b *cuda.Backend) { c.gb = b })
	c.prompt = spreadPrompts(100, 23, 13)
	c.run(t, 1, 8)
}

// TestGPUStackedLinears: on the DeepSeek-V3 slice (random bf16 weights), steps of 24 and 64
// sequences, past the decode kernels' rows, whose q_a and kv_a projections run as one GEMM over the
// stacked weights and whose q_a norm copies kv_a's columns out (kgen.StackedLinears), give the
// logits of two GEMMs (Backend.NoStackedLinears) within bf16 noise, fed the same tokens: 80 % of the
// positions within 5 % of the largest logit, and of the top-1 tokens. The GEMMs' sums may run in
// another order and an expert chosen at a near tie of the random router moves a position; a wrong
// copy or a norm of the wrong columns moves every one. It also counts the stacked norm's launches:
// one a layer in every decode step, none with it off.
func TestGPUStackedLinears(t *testing.T) {
	c := againstOff{tag: "STACKED", steps: 5, within: [2]int{4, 5}, agree: [2]int{4, 5}, perStep: 4,
		kernel: func(name string) bool { return strings.HasPrefix(name, "rms_norm_") && strings.Contains(name, "_tail") }}
	c.ref, c.got = sliceTwiceWith(t, 64*104, func(b *cuda.Backend) { b.NoStackedLinears, c.rb = true, b }, func(b *cuda.Backend) { c.gb = b })
	c.prompt = spreadPrompts(40, 29, 7)
	c.run(t, 24, 64)
}

// TestGPUBulkMLA: on the DeepSeek-V3 slice (random bf16 weights, cache blocks of 64 positions), the
// MLA decode kernel's bulk-copy form (kgen.MLADecodeSpec.Bulk) gives the logits of its cp.async form
// (Backend.NoBulkMLA) bit for bit, fed the same tokens: at batch 1 and 8 after prompts of 800 to 807
// tokens (several splits, mla_out after them) and at 64 after prompts of 70 to 133 (one split, o_lat
// written by the kernel). The last block of most sequences is cut, so its rows past the end are read
// and must get probability 0. Both forms do the same arithmetic on the same values; only how the
// tiles reach shared memory differs, so a box from the wrong block, region or row moves logits. It
// also counts the bulk kernel's launches: one a layer in every decode step, none with it off.
func TestGPUBulkMLA(t *testing.T) {
	var rb, gb *cuda.Backend
	ref, got := sliceTwiceWith(t, 64*104, func(b *cuda.Backend) { b.NoBulkMLA, rb = true, b }, func(b *cuda.Backend) { gb = b })
	const steps = 5
	for _, c := range []struct{ batch, prompt int }{{1, 800}, {8, 800}, {64, 70}} {
		rb.SetOpTimes(true)
		gb.SetOpTimes(true)
		per, scale, agree, total := teacherForcedPrompts(t, ref, got, []int{c.batch}, steps, spreadPrompts(c.prompt, 37, 19))
		_, worst := withinShare(per, 0)
		if worst != 0 || agree != total {
			t.Errorf("batch %d: largest |Δlogit| %.3g (logits up to %.3g), top-1 agrees at %d/%d; expected the cp.async form's logits bit for bit", c.batch, worst, scale, agree, total)
		}
		bulk := func(name string) bool {
			return strings.HasPrefix(name, "mla_decode_") && strings.Contains(name, "_ss_bulk")
		}
		if n, off := kernelLaunches(gb, bulk), kernelLaunches(rb, bulk); n < 4*(steps-1) || off != 0 {
			t.Errorf("batch %d: the bulk-copy kernel launched %d times (%d with it off); expected one a layer in every decode step", c.batch, n, off)
		}
		rb.SetOpTimes(false)
		gb.SetOpTimes(false)
		t.Logf("BULK batch %d: %d teacher-forced steps after %d-token prompts, largest |Δlogit| %.3g over %d positions (logits up to %.3g), top-1 agrees at %d/%d",
			c.batch, steps, c.prompt, worst, len(per), scale, agree, total)
	}
}

// spreadPrompts is prompt i of n+i tokens, token j 1 + (j·a + i·b) mod 1000.
func spreadPrompts(n, a, b int) func(i int) []int32 {
	return func(i int) []int32 {
		p := make([]int32, n+i)
		for j := range p {
			p[j] = int32(1 + (j*a+i*b)%1000)
		}
		return p
	}
}

// againstOff compares the slice with a kernel on (got, its backend gb) and off (ref, rb), fed the
// same tokens: per batch, steps-1 decode steps after the prompts' prefill (teacher-forced from ref),
// at least within[0]/within[1] of the positions within 5 % of the largest logit and agree[0]/agree[1]
// of the top-1 tokens, and at least perStep launches of the kernels kernel matches in every decode
// step with it on, none with it off.
type againstOff struct {
	tag           string
	ref, got      *runtime.SplitEngine
	rb, gb        *cuda.Backend
	prompt        func(i int) []int32
	steps         int
	within, agree [2]int
	kernel        func(name string) bool
	perStep       int
}

func (c againstOff) run(t *testing.T, batches ...int) {
	t.Helper()
	for _, batch := range batches {
		c.rb.SetOpTimes(true)
		c.gb.SetOpTimes(true)
		per, scale, agree, total := teacherForcedPrompts(t, c.ref, c.got, []int{batch}, c.steps, c.prompt)
		within, worst := withinShare(per, 0.05*scale)
		if within*c.within[1] < len(per)*c.within[0] || agree*c.agree[1] < total*c.agree[0] {
			t.Errorf("batch %d: %d of %d positions within 5 %% of logits up to %.3g (worst |Δlogit| %.3g), top-1 agrees at %d/%d; expected bf16 noise at %d/%d and %d/%d of them",
				batch, within, len(per), scale, worst, agree, total, c.within[0], c.within[1], c.agree[0], c.agree[1])
		}
		n, off := kernelLaunches(c.gb, c.kernel), kernelLaunches(c.rb, c.kernel)
		if n < c.perStep*(c.steps-1) || off != 0 {
			t.Errorf("batch %d: the kernels launched %d times (%d with them off); expected at least %d in every decode step", batch, n, off, c.perStep)
		}
		c.rb.SetOpTimes(false)
		c.gb.SetOpTimes(false)
		t.Logf("%s batch %d: %d teacher-forced steps, %d of %d positions within 5 %% (worst |Δlogit| %.3g, logits up to %.3g), top-1 agrees at %d/%d, %d launches",
			c.tag, batch, c.steps, within, len(per), worst, scale, agree, total, n)
	}
}

// withinShare is how many of the positions' largest logit differences per are at most bound, and
// the largest of them.
func withinShare(per []float64, bound float64) (within int, worst float64) {
	for _, w := range per {
		if w <= bound {
			within++
		}
		worst = math.Max(worst, w)
	}
	return within, worst
}

// kernelLaunches is how many launches of the kernels whose names match b's per-op breakdown counted
// since it was switched on.
func kernelLaunches(b *cuda.Backend, match func(name string) bool) int {
	n := 0
	for _, ot := range b.OpTimes() {
		if name, ok := strings.CutPrefix(ot.Name, "kernel "); ok && match(name) {
			n += ot.Count
		}
	}
	return n
}

// TestGPUSharedOverlap: on the DeepSeek-V3 slice, decode steps whose shared experts run on the
// side stream beside the router and routed experts give the logits of program order bit for bit
// (the same kernels on the same operands), at batch 1 and 16: streaming decode steps, after the
// prompts' prefill through the grouped GEMMs.
func TestGPUSharedOverlap(t *testing.T) {
	ref, ov := sliceTwice(t, 256, func(b *cuda.Backend) { b.NoOverlap = true })
	for _, batch := range []int{1, 16} {
		worst, scale, agree, total := teacherForced(t, ref, ov, []int{batch}, 8)
		if worst != 0 || agree != total {
			t.Errorf("batch %d: max |Δlogit| %.3g of logits up to %.3g, top-1 agrees at %d/%d; expected the same bits", batch, worst, scale, agree, total)
		}
		t.Logf("OVERLAP batch %d: 8 teacher-forced steps, logits equal to program order's bit for bit (max |Δ| %g), top-1 %d/%d", batch, worst, agree, total)
	}
}

// BenchmarkGPUDecode: decode steps of the DeepSeek-V3 slice of issue 8 (1 dense + 3 MoE layers at
// full width, random weights made on the device) at batch 1, 8, 64 and 256 after a 32-token prompt
// per sequence: bf16 weights with the routed experts through the streaming kernels below 2 tokens
// per expert and grouped GEMMs above (stream), bf16 through grouped GEMMs only (grouped), and FP8
// experts kept FP8 through the streaming kernels at every batch (fp8); tokens come back from the
// device sampler, logits too (the serving path copies both today).
//
//	cuda.test -test.run '^$' -test.bench GPUDecode -test.benchtime 16x
func BenchmarkGPUDecode(b *testing.B) {
	for _, w := range []string{"bf16", "fp8"} {
		a := deepseekV3Slice(b, 1, w == "fp8")
		needSliceGPU(b, a.Full)
		seed := int64(1)
		be, err := cuda.Load(a.Full, nil, runtime.LoadOptions{MemoryFraction: 0.6, MaxBatchTokens: 512, RandomWeights: &seed, KeepFP8: w == "fp8"})
		if err != nil {
			b.Fatal(err)
		}
		e, err := runtime.NewSplitEngine(be, nil, 1)
		if err != nil {
			b.Fatal(err)
		}
		modes := []string{"stream", "grouped"}
		if w == "fp8" {
			modes = []string{"stream"}
		}
		for _, mode := range modes {
			for _, batch := range []int{1, 8, 64, 256} {
				b.Run(fmt.Sprintf("%s/batch%d/%s", w, batch, mode), func(b *testing.B) {
					be.NoStreaming = mode != "stream"
					decodeSteps(b, e, batch)
				})
			}
		}
		be.Close()
	}
}

var benchID uint64

// prefillBatch starts batch sequences with fresh ids after *next on 32-token prompts and prefills
// them in groups of 16, which fit the planned rows; the sequences it returns are ready to decode.
func prefillBatch(tb testing.TB, ctx context.Context, e *runtime.SplitEngine, next *uint64, batch int) []runtime.SeqStep {
	tb.Helper()
	seqs := make([]runtime.SeqStep, batch)
	for i := range seqs {
		*next++
		prompt := make([]int32, 32)
		for j := range prompt {
			prompt[j] = int32((int(*next)*7919 + j*104729) % 129280)
		}
		seqs[i] = runtime.SeqStep{ID: *next, Tokens: prompt}
	}
	for i := 0; i < batch; i += 16 {
		part := seqs[i:min(batch, i+16)]
		toks, _, err := e.StepTokens(ctx, part)
		if err != nil {
			tb.Fatal(err)
		}
		for k := range part {
			part[k] = runtime.SeqStep{ID: part[k].ID, Tokens: []int32{toks[k]}, Past: 32}
		}
	}
	return seqs
}

// decodeStep advances every sequence of seqs by the token the engine drew for it.
func decodeStep(tb testing.TB, ctx context.Context, e *runtime.SplitEngine, seqs []runtime.SeqStep) {
	tb.Helper()
	toks, _, err := e.StepTokens(ctx, seqs)
	if err != nil {
		tb.Fatal(err)
	}
	for k := range seqs {
		seqs[k] = runtime.SeqStep{ID: seqs[k].ID, Tokens: []int32{toks[k]}, Past: seqs[k].Past + 1}
	}
}

// decodeSteps prefills batch 32-token prompts, then times b.N decode steps of all of them together.
func decodeSteps(b *testing.B, e *runtime.SplitEngine, batch int) {
	ctx := context.Background()
	steps := prefillBatch(b, ctx, e, &benchID, batch)
	b.ResetTimer()
	for range b.N {
		decodeStep(b, ctx, e, steps)
	}
	b.StopTimer()
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1e3/float64(b.N), "ms/step")
	b.ReportMetric(float64(batch*b.N)/b.Elapsed().Seconds(), "tokens/s")
	for _, s := range steps {
		e.Release(s.ID)
	}
}

// mixedStep checks, on e, that a step mixing a decode row, a prompt and a chunk after cached tokens
// (the fused prefill kernels taking the prompt and the chunk, the split kernels the decode row) gives
// each sequence the logits it gets in steps of its own, within bf16 noise and with the same argmax.
func mixedStep(t *testing.T, e *runtime.SplitEngine, vocab int) {
	t.Helper()
	seq := func(n, salt int) []int32 {
		p := make([]int32, n)
		for i := range p {
			p[i] = int32(1 + (i*7+salt)%(vocab-1))
		}
		return p
	}
	p1, p2, c1, c2 := seq(200, 1), seq(100, 2), seq(150, 3), seq(80, 4)
	step := func(ss ...runtime.SeqStep) [][]float32 {
		out, err := e.Step(context.Background(), ss)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	// Alone: sequence 1's prompt then one decode row, sequence 2's prompt, sequence 3's two chunks.
	first := step(runtime.SeqStep{ID: 1, Tokens: p1})[0]
	tok := int32(sampler.Argmax(first))
	want := [][]float32{
		step(runtime.SeqStep{ID: 1, Tokens: []int32{tok}, Past: len(p1)})[0],
		step(runtime.SeqStep{ID: 2, Tokens: p2})[0],
	}
	step(runtime.SeqStep{ID: 3, Tokens: c1})
	want = append(want, step(runtime.SeqStep{ID: 3, Tokens: c2, Past: len(c1)})[0])
	// Mixed: the same three in one step.
	step(runtime.SeqStep{ID: 11, Tokens: p1})
	step(runtime.SeqStep{ID: 13, Tokens: c1})
	got := step(runtime.SeqStep{ID: 11, Tokens: []int32{tok}, Past: len(p1)}, runtime.SeqStep{ID: 12, Tokens: p2},
		runtime.SeqStep{ID: 13, Tokens: c2, Past: len(c1)})
	for _, id := range []uint64{1, 2, 3, 11, 12, 13} {
		e.Release(id)
	}
	for i, name := range []string{"decode row", "prompt", "chunk after cached tokens"} {
		bf16Close(t, "MIXED "+name+" in a mixed step", got[i], want[i])
	}
}

// bf16Close fails unless row got is want within bf16 noise: at most 3 % of the largest logit
// apart, and the same argmax unless want's two are closer than twice that distance (random
// weights leave near ties; another step's shapes change the GEMMs' bf16 rounding).
func bf16Close(t *testing.T, what string, got, want []float32) {
	t.Helper()
	worst, scale := 0.0, 0.0
	for j := range want {
		worst = math.Max(worst, math.Abs(float64(got[j]-want[j])))
		scale = math.Max(scale, math.Abs(float64(want[j])))
	}
	ga, wa := sampler.Argmax(got), sampler.Argmax(want)
	if margin := float64(want[wa] - want[ga]); worst > 0.03*scale || ga != wa && margin > 2*worst {
		t.Errorf("%s: max |Δlogit| %.3g of logits up to %.3g, argmax %d (expected %d, %.3g above); expected bf16 noise",
			what, worst, scale, ga, wa, margin)
	}
	t.Logf("%s: max |Δlogit| %.3g of logits up to %.3g", what, worst, scale)
}

// sliceBackend loads the 3-layer DeepSeek-V3 slice in bf16 with random weights (seed 1), closed
// when the test ends.
func sliceBackend(t *testing.T) *cuda.Backend {
	t.Helper()
	a := deepseekV3Slice(t, 3, false)
	needSliceGPU(t, a.Full)
	seed := int64(1)
	b, err := cuda.Load(a.Full, nil, runtime.LoadOptions{MemoryFraction: 0.3, MaxBatchTokens: 512, RandomWeights: &seed})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

// TestGPUMixedPrefill: mixed steps on the DeepSeek-V3 slice (MLA's expanded form, its chunk's cached
// part gathered) and on the tiny GLM-4.5 (GQA over the paged cache), bf16.
func TestGPUMixedPrefill(t *testing.T) {
	t.Run("deepseek-v3-slice", func(t *testing.T) {
		b := sliceBackend(t)
		mixedStep(t, engine(t, b, nil, 1), b.Vocab())
	})
	t.Run("glm4.5", func(t *testing.T) {
		_, a, ck := paritytest.Load(t, "glm4.5", compiler.BuildOptions{Target: "cuda", Stages: 1})
		needGPU(t, a.Full)
		b := loadCUDA(t, a.Full, ck)
		mixedStep(t, engine(t, b, nil, 1), b.Vocab())
	})
}

// TestGPUBiasAutoRows: GLM-4.5-Air at its real widths cut to a dense and a MoE layer (4 experts, all
// chosen; random weights), its q, k and v linears with biases. A backend that sizes its own step
// (more than 512 rows on an H200) gives a 1,100-token prompt's logits bit for bit as one told that
// step's rows. The vector of ones that broadcasts a bias had been made for 512 rows before the
// backend sized its step, and rows past them took garbage for their biases (through afdc run, a
// 4,096-token prompt came out 1.04 off, logits up to 3.6).
func TestGPUBiasAutoRows(t *testing.T) {
	a := presetCut(t, "glm-4.5-air", "glm-4.5-air-2l", 1, func(raw map[string]any) {
		// The special tokens of the cut vocabulary: GLM's own ids lie past 8,192.
		for k, v := range map[string]any{"num_hidden_layers": 2, "first_k_dense_replace": 1, "n_routed_experts": 4, "num_experts_per_tok": 4,
			"intermediate_size": 2048, "moe_intermediate_size": 256, "vocab_size": 8192, "eos_token_id": []int{8190, 8191}, "pad_token_id": 8190} {
			raw[k] = v
		}
	})
	needGPU(t, a.Full)
	seed := int64(1)
	load := func(rows int) (*cuda.Backend, *runtime.SplitEngine) {
		be, err := cuda.Load(a.Full, nil, runtime.LoadOptions{MemoryFraction: 0.3, MaxBatchTokens: rows, RandomWeights: &seed})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { be.Close() })
		return be, engine(t, be, nil, 1)
	}
	autoBE, auto := load(0)
	const n = 1100
	if autoBE.MaxRows() < n {
		t.Fatalf("the backend sized its step to %d rows, expected at least the prompt's %d (an H200 at 0.3 of its memory)", autoBE.MaxRows(), n)
	}
	_, told := load(autoBE.MaxRows())
	prompt := make([]int32, n)
	for i := range prompt {
		prompt[i] = int32(2 + (1+i*7919)%8190)
	}
	var logits [2][]float32
	for i, e := range []*runtime.SplitEngine{auto, told} {
		out, err := e.Step(context.Background(), []runtime.SeqStep{{ID: 1, Tokens: prompt}})
		if err != nil {
			t.Fatal(err)
		}
		logits[i] = out[0]
		e.Release(1)
	}
	worst, scale := 0.0, 0.0
	for j := range logits[0] {
		worst = math.Max(worst, math.Abs(float64(logits[0][j]-logits[1][j])))
		scale = math.Max(scale, math.Abs(float64(logits[1][j])))
	}
	t.Logf("BIASROWS a %d-token prompt, steps of %d rows sized by the backend and told: largest |Δlogit| %.3g (logits up to %.3g)", n, autoBE.MaxRows(), worst, scale)
	if worst != 0 {
		t.Errorf("a %d-token prompt: the backend's own step size gives logits %.3g off the told one's (logits up to %.3g); expected them bit for bit", n, worst, scale)
	}
}
