package main

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/targets"
	"afdc/targets/cuda/bench"
	"afdc/targets/cuda/cu"
)

func sliceArtifact(t *testing.T, fp8 bool) *compiler.Artifact {
	t.Helper()
	base, err := compiler.LoadConfig("deepseek-v3")
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := bench.SliceConfig(base, bench.SliceLayers, bench.SliceDense, fp8)
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cuda", Stages: 1})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestValidateRows: canned measurements against the model of the slice's role programs on the
// H200 profile: a measurement equal to the model is within, one 1.5x it is not, and the table says
// so.
func TestValidateRows(t *testing.T) {
	a := sliceArtifact(t, false)
	prof, err := targets.LoadProfile("h200")
	if err != nil {
		t.Fatal(err)
	}
	model := func(mod *ir.Module, batch int) float64 {
		return stagedModel(mod, prof, ir.Step{Tokens: float64(batch), Seqs: float64(batch), Context: 4096})
	}
	var results []cudaResult
	for _, batch := range []int{8, 64} {
		at, ff := model(a.Attention, batch), model(a.FFN, batch)
		scale := 1.0
		if batch == 64 {
			scale = 1.5
		}
		// The FFN time split over the layers unevenly: only the sum counts.
		results = append(results, cudaResult{Weights: "bf16", Context: 4096, Batch: batch,
			Measure: bench.Measure{SplitStepMs: scale * (at + ff), FFNMs: map[int]float64{0: scale * ff * 0.1, 1: scale * ff * 0.9}}})
	}
	// Batch 256 measured at a mean context of 3000 (a cache filled short of 4096): the model is
	// priced there, so figures equal to its own at 3000 give a ratio of 1.
	m3 := func(mod *ir.Module) float64 {
		return stagedModel(mod, prof, ir.Step{Tokens: 256, Seqs: 256, Context: 3000})
	}
	if m3(a.Attention) == model(a.Attention, 256) {
		t.Fatal("the attention model does not depend on the context; the case below would prove nothing")
	}
	results = append(results, cudaResult{Weights: "bf16", Context: 4096, Batch: 256,
		Measure: bench.Measure{MeanContext: 3000, SplitStepMs: m3(a.Attention) + m3(a.FFN), FFNMs: map[int]float64{0: m3(a.FFN)}}})
	rows, err := validateRows(a.Target, a.Attention, a.FFN, prof, results)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 6 {
		t.Fatalf("%d rows, expected 6", len(rows))
	}
	for _, r := range rows {
		want := map[int]float64{8: 1, 64: 1.5, 256: 1}[r.Batch]
		if math.Abs(r.Ratio-want) > 1e-9 || r.Within != (want == 1) {
			t.Errorf("batch %d %s: ratio %.6f within %v, expected %.1f", r.Batch, r.Role, r.Ratio, r.Within, want)
		}
	}
	var out bytes.Buffer
	ok, err := writeValidate(&out, rows)
	if err != nil || ok {
		t.Fatalf("writeValidate: ok %v err %v, expected not ok", ok, err)
	}
	if s := out.String(); !strings.Contains(s, "1.50          NO") || !strings.Contains(s, "1.00         yes") {
		t.Errorf("table:\n%s", s)
	}
	if _, err := validateRows(a.Target, a.Attention, a.FFN, prof, []cudaResult{{Batch: 8, Measure: bench.Measure{SplitStepMs: 1}}}); err == nil {
		t.Error("a result without FFN times passed")
	}
}

// TestBenchCudaNoDriver: without the CUDA driver, bench --target cuda and plan --validate stop with
// one line naming it (after making the slice's kernels, which needs llc: without it, the line names
// that instead).
func TestBenchCudaNoDriver(t *testing.T) {
	if cu.Load() == nil {
		t.Skip("this machine has the CUDA driver")
	}
	t.Setenv("AFDC_CUDA_KERNELS", t.TempDir())
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"bench", "--target", "cuda", "-m", "deepseek-v3", "--weights", "bf16"}, "bench --target cuda: "},
		{[]string{"plan", "-m", "deepseek-v3", "--validate"}, "--validate: "},
	} {
		_, stderr, code := afdcRun(tc.args...)
		line := strings.TrimSpace(stderr)
		named := strings.Contains(line, tc.want+"cuda: libcuda.so.1 not found") || strings.Contains(line, "none can be made here")
		if code == 0 || !named || strings.Contains(line, "\n") {
			t.Errorf("%v: exit %d, stderr %q, expected one line naming libcuda.so.1 (or the missing llc)", tc.args, code, stderr)
		}
	}
}

// TestPlanValidateFrom: plan --validate-from reads a bench report (canned figures: the model's own
// per-role times scaled) and passes within 25 %, fails beyond, and names a missing batch.
func TestPlanValidateFrom(t *testing.T) {
	a := sliceArtifact(t, false)
	prof, err := targets.LoadProfile("h200")
	if err != nil {
		t.Fatal(err)
	}
	write := func(scale float64, batches ...int) string {
		rep := cudaReport{Model: "deepseek-v3, 4 layers (1 dense)", Device: "Fake GPU", CopyBytesS: 4.27e12, Steps: 16}
		for _, b := range batches {
			s := ir.Step{Tokens: float64(b), Seqs: float64(b), Context: 4096}
			at, ff := stagedModel(a.Attention, prof, s), stagedModel(a.FFN, prof, s)
			ffn := map[int]float64{}
			for l := range 4 {
				ffn[l] = scale * ff / 4
			}
			rep.Results = append(rep.Results, cudaResult{Weights: "bf16", Context: 4096, Batch: b, Measure: bench.Measure{StepMs: 1, SplitStepMs: scale * (at + ff), FFNMs: ffn}},
				cudaResult{Weights: "fp8", Context: 4096, Batch: b}) // no split figures: skipped
		}
		var buf bytes.Buffer
		if err := bench.PrintReport(&buf, &rep, true); err != nil {
			t.Fatal(err)
		}
		f := filepath.Join(t.TempDir(), "bench.json")
		if err := os.WriteFile(f, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	out, stderr, code := afdcRun("plan", "-m", "deepseek-v3", "--validate", "--validate-from", write(1.1, 8, 64, 256))
	if code != 0 || strings.Count(out, " yes") != 6 || !strings.Contains(out, "on Fake GPU (profile h200), context 4096") {
		t.Errorf("within: exit %d, stdout:\n%s\nstderr %s", code, out, stderr)
	}
	out, stderr, code = afdcRun("plan", "-m", "deepseek-v3", "--validate", "--validate-from", write(1.5, 8, 64, 256))
	if code == 0 || strings.Count(out, " NO") != 6 || !strings.Contains(stderr, "off by more than 25 %") {
		t.Errorf("beyond: exit %d, stdout:\n%s\nstderr %s", code, out, stderr)
	}
	_, stderr, code = afdcRun("plan", "-m", "deepseek-v3", "--validate", "--validate-from", write(1, 8, 64))
	if code == 0 || !strings.Contains(stderr, "no bf16 result with per-layer FFN times at context 4096, batch 256") {
		t.Errorf("missing batch: exit %d, stderr %s", code, stderr)
	}
}

// TestBenchNCCLFlags: bad flags for the two-GPU bench are refused before anything is compiled or
// any device touched, each naming the flag and what it expected.
func TestBenchNCCLFlags(t *testing.T) {
	base := []string{"bench", "--target", "cuda", "-m", "deepseek-v3", "--weights", "bf16"}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--gpus", "1,1"}, `--gpus "1,1": GPU 1 twice, expected two different GPUs`},
		{[]string{"--gpus", "0"}, `--gpus "0": 1 values, expected two device ordinals`},
		{[]string{"--gpus", "0,1", "--stages", "0"}, "--stages 0: expected at least 1 micro-batch per step"},
		{[]string{"--gpus", "0,1", "--batches", "0"}, "--batches 0: expected at least 1 sequence"},
		{[]string{"--gpus", "0,1", "--contexts", "16", "--steps", "16"}, "--contexts 16: expected more than 19 tokens"},
		{[]string{"--gpus", "0,1", "--steps", "0"}, "--steps 0: expected at least 1"},
		{[]string{"--gpus", "0,1", "--calibrate"}, "--gpus with --calibrate, expected one of them"},
		{[]string{"--gpus", "0,1", "--fill", "prefill"}, "--gpus with --fill prefill, expected random"},
	} {
		_, stderr, code := afdcRun(append(append([]string(nil), base...), tc.args...)...)
		if code == 0 || !strings.Contains(stderr, tc.want) {
			t.Errorf("afdc bench %v: exit %d, stderr %q, expected %q", tc.args, code, stderr, tc.want)
		}
	}
	_, stderr, code := afdcRun("bench", "-m", "tiny-deepseek-v3", "--gpus", "0,1")
	if want := "--gpus with --target cpu, expected --target cuda"; code == 0 || !strings.Contains(stderr, want) {
		t.Errorf("afdc bench --gpus on the cpu target: exit %d, stderr %q, expected %q", code, stderr, want)
	}
}

// TestBenchNCCLNoDriver: without the CUDA driver the two-GPU bench stops with one line naming it,
// after making the slice's kernels (without llc, the line names that instead).
func TestBenchNCCLNoDriver(t *testing.T) {
	if cu.Load() == nil {
		t.Skip("this machine has the CUDA driver")
	}
	t.Setenv("AFDC_CUDA_KERNELS", t.TempDir())
	_, stderr, code := afdcRun("bench", "--target", "cuda", "-m", "deepseek-v3", "--weights", "bf16", "--gpus", "0,1", "--batches", "64", "--contexts", "1024")
	line := strings.TrimSpace(stderr)
	named := strings.Contains(line, "bench --target cuda --gpus 0,1: cuda: libcuda.so.1 not found") || strings.Contains(line, "none can be made here")
	if code == 0 || !named || strings.Contains(line, "\n") {
		t.Errorf("exit %d, stderr %q, expected one line naming libcuda.so.1 (or the missing llc)", code, stderr)
	}
}

// TestCalibrateNoDriver: without the CUDA driver --calibrate stops with one line naming it.
func TestCalibrateNoDriver(t *testing.T) {
	if cu.Load() == nil {
		t.Skip("this machine has the CUDA driver")
	}
	t.Setenv("AFDC_CUDA_KERNELS", t.TempDir())
	_, stderr, code := afdcRun("bench", "--target", "cuda", "-m", "deepseek-v3", "--calibrate")
	line := strings.TrimSpace(stderr)
	if code == 0 || strings.Contains(line, "\n") || !(strings.Contains(line, "--calibrate: cuda: libcuda.so.1 not found") || strings.Contains(line, "none can be made here")) {
		t.Errorf("exit %d, stderr %q, expected one line naming libcuda.so.1", code, stderr)
	}
}

// expertBytes is what the routed experts of full read at a decode batch (the calibration's pricing).
func expertBytes(full *ir.Module, batch int) float64 { return bench.ExpertBytes(full, batch) }

// TestBenchEPFlags: bad flags for the expert-parallel bench are refused before anything is compiled
// or any device touched, each naming the flag and what it expected.
func TestBenchEPFlags(t *testing.T) {
	base := []string{"bench", "--target", "cuda", "-m", "deepseek-v3", "--weights", "fp8"}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--ep", "0,2"}, "--ep 0: expected 1 (the unsharded split) or more expert ranks"},
		{[]string{"--ep", "2", "--stages", "0"}, "--stages 0: expected at least 1 micro-batch per step"},
		{[]string{"--ep", "2", "--batches", "8,0"}, "batch 0: expected at least 1 sequence"},
		{[]string{"--ep", "2", "--steps", "0"}, "steps 0: expected at least 1"},
		{[]string{"--ep", "2", "--gpus", "0,1"}, "--ep with --gpus, expected one of them"},
		{[]string{"--ep", "2", "--calibrate"}, "--ep with --calibrate, expected one of them"},
	} {
		_, stderr, code := afdcRun(append(append([]string(nil), base...), tc.args...)...)
		if code == 0 || !strings.Contains(stderr, tc.want) {
			t.Errorf("afdc bench %v: exit %d, stderr %q, expected %q", tc.args, code, stderr, tc.want)
		}
	}
	_, stderr, code := afdcRun("bench", "-m", "tiny-deepseek-v3", "--ep", "2")
	if want := "--ep with --target cpu, expected --target cuda"; code == 0 || !strings.Contains(stderr, want) {
		t.Errorf("afdc bench --ep on the cpu target: exit %d, stderr %q, expected %q", code, stderr, want)
	}
}

// TestBenchEPNoDriver: without the CUDA driver the expert-parallel bench stops with one line naming
// it, after building the slice for every --ep and making its kernels (without llc, the line names
// that instead).
func TestBenchEPNoDriver(t *testing.T) {
	if cu.Load() == nil {
		t.Skip("this machine has the CUDA driver")
	}
	t.Setenv("AFDC_CUDA_KERNELS", t.TempDir())
	_, stderr, code := afdcRun("bench", "--target", "cuda", "-m", "deepseek-v3", "--weights", "fp8", "--ep", "1,2", "--batches", "8")
	line := strings.TrimSpace(stderr)
	named := strings.Contains(line, "bench --target cuda --ep: cuda: libcuda.so.1 not found") || strings.Contains(line, "none can be made here")
	if code == 0 || !named || strings.Contains(line, "\n") {
		t.Errorf("exit %d, stderr %q, expected one line naming libcuda.so.1 (or the missing llc)", code, stderr)
	}
}
