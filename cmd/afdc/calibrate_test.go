package main

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/targets"
	"afdc/targets/cuda/cu"
)

// TestCrossover: the crossover is the first batch whose GEMM time is at most the streaming one,
// priced in tokens per expert matrix under uniform routing; a run where streaming always wins gives
// the last batch's figure as a lower bound; mismatched inputs are refused.
func TestCrossover(t *testing.T) {
	batches := []int{1, 8, 64, 256}
	tok, b, found, err := crossover(batches, []float64{1, 2, 3, 4}, []float64{2, 3, 3, 3}, 256, 8)
	if err != nil {
		t.Fatal(err)
	}
	want := 64 * 8 / ir.ExpectedExperts(256, 8, 64)
	if !found || b != 64 || math.Abs(tok-want) > 1e-12 {
		t.Errorf("crossover %.4g tokens at batch %d (found %v), expected %.4g at 64", tok, b, found, want)
	}
	tok, b, found, err = crossover(batches, []float64{1, 1, 1, 1}, []float64{2, 2, 2, 2}, 256, 8)
	if err != nil || found || b != 256 || math.Abs(tok-256*8/ir.ExpectedExperts(256, 8, 256)) > 1e-12 {
		t.Errorf("streaming always faster: %.4g at %d found %v err %v", tok, b, found, err)
	}
	if _, _, _, err := crossover(batches, []float64{1}, []float64{1, 2, 3, 4}, 256, 8); err == nil || !strings.Contains(err.Error(), "expected one of each per batch") {
		t.Errorf("mismatched inputs: %v", err)
	}
}

// TestCalibratedProfile: the calibrated figures replace the profile's, each marked measured with the
// device and the date, the others kept, and the result is a valid profile.
func TestCalibratedProfile(t *testing.T) {
	p, err := targets.LoadProfile("h200")
	if err != nil {
		t.Fatal(err)
	}
	c := calibrated(*p, "Fake GPU", "2026-01-02", 4.1e12, 3e-6, 2.5, 64, true)
	for name, f := range map[string]targets.Figure{"bandwidth": c.MemoryBytesPerS, "launch": c.LaunchS, "crossover": c.StreamingCrossoverTokens} {
		if f.Kind != targets.Measured || !strings.Contains(f.Source, "Fake GPU, 2026-01-02") {
			t.Errorf("%s: %+v, expected measured on Fake GPU, 2026-01-02", name, f)
		}
	}
	if c.MemoryBytesPerS.Value != 4.1e12 || c.LaunchS.Value != 3e-6 || c.StreamingCrossoverTokens.Value != 2.5 {
		t.Errorf("values %v %v %v", c.MemoryBytesPerS.Value, c.LaunchS.Value, c.StreamingCrossoverTokens.Value)
	}
	if c.MatrixFLOPsPerS != p.MatrixFLOPsPerS || c.Name != p.Name {
		t.Errorf("figures not calibrated changed: %+v", c.MatrixFLOPsPerS)
	}
	if p.LaunchS.Value == 3e-6 && p.LaunchS.Kind == targets.Measured {
		t.Error("the shipped profile was changed in place")
	}
	if !strings.Contains(calibrated(*p, "G", "d", 1, 1, 1, 256, false).StreamingCrossoverTokens.Source, "a lower bound") {
		t.Error("a crossover not found is not called a lower bound")
	}
	b, _ := json.Marshal(c)
	if _, err := targets.ParseProfile("calibrated", b); err != nil {
		t.Errorf("the calibrated profile does not parse: %v", err)
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
