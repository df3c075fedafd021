package bench

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/targets"
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

// TestCalibratedProfile: every calibrated figure replaces the profile's, marked measured with the
// device and the date, the others are kept, and the result is a valid profile.
func TestCalibratedProfile(t *testing.T) {
	p, err := targets.LoadProfile("h200")
	if err != nil {
		t.Fatal(err)
	}
	cal := Calibration{Device: "Fake GPU", Date: "2026-01-02", CopyBytesS: 4.1e12, LaunchS: 3e-6, SyncS: 1.5e-5, HostBytesS: 4e10,
		GEMMBytesS: 3.1e12, GEMMFloorS: 2.2e-5, GEMMShape: "g", FloorShape: "f", StreamBytesS: 2.9e12, StreamBatches: []int{1, 2},
		AttnFLOPsS: 2e13, AttnBatch: 64, AttnContexts: [2]int{256, 2304}, Crossover: 2.5, CrossBatch: 64, CrossFound: true,
		RoutedBytesS: 3.6e12, RoutedBatches: []int{64, 256}, StagedBytesS: 6e9, StagedShape: "256 x 7168 bf16"}
	c := Calibrated(*p, cal)
	for _, f := range []struct {
		name string
		got  targets.Figure
		want float64
	}{{"bandwidth", c.MemoryBytesPerS, 4.1e12}, {"launch", c.LaunchS, 3e-6}, {"sync", c.SyncS, 1.5e-5}, {"host", c.HostBytesPerS, 4e10},
		{"gemm", c.GEMMBytesPerS, 3.1e12}, {"floor", c.GEMMFloorS, 2.2e-5}, {"streaming", c.StreamingBytesPerS, 2.9e12},
		{"attention", c.AttentionFLOPsPerS, 2e13}, {"crossover", c.StreamingCrossoverTokens, 2.5}, {"routed", c.RoutedGEMMBytesPerS, 3.6e12}, {"staged", c.StagedBytesPerS, 6e9}} {
		if f.got.Kind != targets.Measured || !strings.Contains(f.got.Source, "Fake GPU, 2026-01-02") || f.got.Value != f.want {
			t.Errorf("%s: %+v, expected %g measured on Fake GPU, 2026-01-02", f.name, f.got, f.want)
		}
	}
	if c.MatrixFLOPsPerS != p.MatrixFLOPsPerS || c.VectorFLOPsPerS != p.VectorFLOPsPerS || c.Name != p.Name {
		t.Errorf("figures not calibrated changed: %+v", c.MatrixFLOPsPerS)
	}
	if p.LaunchS.Value == 3e-6 && p.LaunchS.Kind == targets.Measured {
		t.Error("the shipped profile was changed in place")
	}
	// A failed fit (0) keeps the profile's figure.
	cal.StreamBytesS, cal.AttnFLOPsS, cal.RoutedBytesS, cal.StagedBytesS = 0, 0, 0, 0
	if k := Calibrated(*p, cal); k.StreamingBytesPerS != p.StreamingBytesPerS || k.AttentionFLOPsPerS != p.AttentionFLOPsPerS || k.RoutedGEMMBytesPerS != p.RoutedGEMMBytesPerS || k.StagedBytesPerS != p.StagedBytesPerS {
		t.Errorf("failed fits replaced the figures: %+v, %+v, %+v", k.StreamingBytesPerS, k.AttentionFLOPsPerS, k.RoutedGEMMBytesPerS)
	}
	cal.CrossFound, cal.CrossBatch = false, 256
	if !strings.Contains(Calibrated(*p, cal).StreamingCrossoverTokens.Source, "a lower bound") {
		t.Error("a crossover not found is not called a lower bound")
	}
	b, _ := json.Marshal(c)
	if _, err := targets.ParseProfile("calibrated", b); err != nil {
		t.Errorf("the calibrated profile does not parse: %v", err)
	}
}

// TestCalibrationFits: the streaming bandwidth is the slope of step time over the routed experts'
// bytes at the batches that stream, and the attention rate the FLOPs a longer cache adds over the
// time it adds, both recovered exactly from times made by the model they assume; times that do not
// grow are refused.
func TestCalibrationFits(t *testing.T) {
	a := sliceArtifact(t, false)
	sh, err := sliceShapes(a.Full)
	if err != nil {
		t.Fatal(err)
	}
	if sh.hidden != 7168 || sh.inter != 2048 || sh.experts != 256 || sh.topK != 8 || sh.floorIn != 7168 || sh.floorOut != 576 {
		t.Errorf("shapes %+v, expected DeepSeek-V3's (kv_a the smallest projection)", sh)
	}
	batches := []int{1, 8, 32, 64, 256}
	const bw, rest = 2.5e12, 3e-3
	var times []float64
	for _, b := range batches {
		times = append(times, rest+ExpertBytes(a.Full, b)/bw)
	}
	times[3], times[4] = 1, 1 // batches 64 and 256 run the GEMMs: not fitted
	got, used, err := streamingBandwidth(a.Full, batches, times, sh)
	if err != nil || math.Abs(got/bw-1) > 1e-9 || fmt.Sprint(used) != "[1 8 32]" {
		t.Errorf("streaming bandwidth %.6g over %v (%v), expected %.6g over [1 8 32]", got, used, err, bw)
	}
	// Per cached token and row, MLA adds 2·heads·(2·rank+rope) FLOPs in each of the 4 layers.
	const rate = 2e13
	perToken := 4 * 2 * 128.0 * (2*512 + 64)
	at := [2]float64{0.01, 0.01 + 64*2048*perToken/rate}
	if r, err := attentionRate(a.Full, 64, [2]int{256, 2304}, at, 16); err != nil || math.Abs(r/rate-1) > 1e-9 {
		t.Errorf("attention rate %.6g (%v), expected %.6g", r, err, rate)
	}
	if _, err := attentionRate(a.Full, 64, [2]int{256, 2304}, [2]float64{0.02, 0.01}, 16); err == nil || !strings.Contains(err.Error(), "expected both to grow") {
		t.Errorf("a shorter time at the longer context: %v", err)
	}
	if _, err := fitSlope([]float64{1, 2}, []float64{3, 3}); err == nil || !strings.Contains(err.Error(), "expected the time to grow") {
		t.Errorf("flat times: %v", err)
	}
	if _, err := fitSlope([]float64{1}, []float64{3}); err == nil {
		t.Error("one point fitted")
	}
}

// TestRoutedBandwidth: the routed experts' GEMM path is their weight bytes per MoE layer under
// uniform routing, summed over the batches, over the summed per-call times. Worked by hand for the
// DeepSeek-V3 slice: an expert's three matrices are 3·2048·7168 bf16 = 88,080,384 bytes, and
// 256·(1−(1−8/256)^b) experts are touched: 222.44 at batch 64, 255.92 at 256; 19,592.8 MB and
// 22,541.9 MB in 6 ms and 7 ms: 42,134.7 MB in 13 ms, 3.2411 TB/s.
func TestRoutedBandwidth(t *testing.T) {
	a := sliceArtifact(t, false)
	expert := 3 * 2048 * 7168 * 2.0
	touched := func(b float64) float64 { return 256 * (1 - math.Pow(1-8.0/256, b)) }
	want := (touched(64) + touched(256)) * expert / 13e-3
	if math.Abs(want/3.2411e12-1) > 1e-4 {
		t.Fatalf("hand-worked %.5g B/s, expected 3.2411e12", want)
	}
	got, err := routedBandwidth(a.Full, []int{64, 256}, []float64{6e-3, 7e-3})
	if err != nil || math.Abs(got/want-1) > 1e-9 {
		t.Errorf("routed bandwidth %.6g (%v), expected %.6g", got, err, want)
	}
	if _, err := routedBandwidth(a.Full, []int{64, 256}, []float64{6e-3}); err == nil || !strings.Contains(err.Error(), "expected one time per batch") {
		t.Errorf("a missing time: %v", err)
	}
	if _, err := routedBandwidth(a.Full, []int{64}, []float64{0}); err == nil || !strings.Contains(err.Error(), "expected a positive time") {
		t.Errorf("a zero time: %v", err)
	}
}
