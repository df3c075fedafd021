package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"reflect"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/targets"
	"afdc/targets/cuda"
)

// stagedModel is the planner's model of one role's step as plan --validate prices it (one GPU, the
// exchange host-staged as afdc bench runs the pair), in ms.
func stagedModel(mod *ir.Module, prof *targets.Profile, s ir.Step) float64 {
	return targets.PriceRole(mod, cuda.Target{}, prof, s, targets.CostOptions{GPUs: 1, HostStaged: true}).Ms
}

// Two H200 runs of 2026-11-30, each bench --target cuda's report and the profile --calibrate wrote
// in the same run (testdata/validate, kept as they came but for a machine path in the peer note).
// The first predates routed_gemm_bytes_per_s and staged_bytes_per_s, and the tests of the model's
// arithmetic use it; the second (b) measured every figure of the step model, and the shipped h200
// profile is its calibration.
const (
	runBench     = "testdata/validate/bench-h200-2026-11-30.json"
	runProfile   = "testdata/validate/h200-calibrated-2026-11-30.json"
	finalBench   = "testdata/validate/bench-h200-2026-11-30b.json"
	finalProfile = "testdata/validate/h200-calibrated-2026-11-30b.json"
)

// TestShippedH200IsTheRun: the shipped h200 profile is the second run's calibration figure for
// figure (value, kind and source), so that the plans and the validation below are priced on what
// that run measured and nothing tuned by hand; every figure calibrate measures is marked measured
// with the device and date, and the only figure left a placeholder is the link latency, which
// nothing here measures.
func TestShippedH200IsTheRun(t *testing.T) {
	shipped, err := targets.LoadProfile("h200")
	if err != nil {
		t.Fatal(err)
	}
	run, err := targets.LoadProfile(finalProfile)
	if err != nil {
		t.Fatal(err)
	}
	sv, rv := reflect.ValueOf(*shipped), reflect.ValueOf(*run)
	calibrated := 0
	for i := 0; i < sv.NumField(); i++ {
		name := sv.Type().Field(i).Tag.Get("json")
		if !reflect.DeepEqual(sv.Field(i).Interface(), rv.Field(i).Interface()) {
			t.Errorf("%s: shipped %+v, the run's %+v", name, sv.Field(i).Interface(), rv.Field(i).Interface())
		}
		f, ok := sv.Field(i).Interface().(targets.Figure)
		if !ok {
			continue
		}
		if f.Kind == targets.Measured && strings.Contains(f.Source, "--calibrate on NVIDIA H200, 2026-11-30: ") {
			calibrated++
		}
		if f.Kind == targets.Placeholder && name != "link_latency_s" {
			t.Errorf("%s: still a placeholder (%s), expected the run's measurement", name, f.Source)
		}
	}
	// copy, launch, sync, host, staged, gemm, floor, routed, streaming, attention, crossover.
	if calibrated != 11 {
		t.Errorf("%d figures measured by --calibrate on the H200, expected the 11 it measures", calibrated)
	}
}

// TestValidateShippedOnRun is issue 12's acceptance reproduced from the second run's measurement:
// plan --validate --validate-from its bench report, priced with the shipped profile, has the
// modelled per-role step time within 25 % of the measured one for both roles at batch 8, 64 and 256.
func TestValidateShippedOnRun(t *testing.T) {
	out, stderr, code := afdcRun("plan", "-m", "deepseek-v3", "--validate", "--validate-from", finalBench)
	if code != 0 || !strings.Contains(out, "on NVIDIA H200 (profile h200), context 4096") {
		t.Fatalf("exit %d, stderr %q, stdout:\n%s", code, stderr, out)
	}
	seen := map[string]bool{}
	for _, l := range strings.Split(out, "\n") {
		f := strings.Fields(l)
		if len(f) < 6 || (f[1] != "attention" && f[1] != "ffn") {
			continue
		}
		var model, measured float64
		if _, err := fmt.Sscan(f[2], &model); err != nil {
			t.Fatalf("row %q: %v", l, err)
		}
		if _, err := fmt.Sscan(f[3], &measured); err != nil {
			t.Fatalf("row %q: %v", l, err)
		}
		// The printed figures are rounded to 0.001 ms; none of the rows is that close to the bound.
		if math.Abs(measured-model) > validateTolerance*measured || f[5] != "yes" {
			t.Errorf("batch %s %s: model %.3f ms, measured %.3f ms, expected within 25 %%", f[0], f[1], model, measured)
		}
		seen[f[0]+" "+f[1]] = true
	}
	for _, b := range []string{"8", "64", "256"} {
		for _, r := range []string{"attention", "ffn"} {
			if !seen[b+" "+r] {
				t.Errorf("no row for batch %s %s in:\n%s", b, r, out)
			}
		}
	}
}

// TestValidateOlderProfile: a profile calibrated before routed_gemm_bytes_per_s and
// staged_bytes_per_s existed is refused with each figure it lacks on a line of its own and where
// they come from, not priced with a stand-in.
func TestValidateOlderProfile(t *testing.T) {
	_, stderr, code := afdcRun("plan", "-m", "deepseek-v3", "--validate", "--validate-from", runBench, "--hardware", runProfile)
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	if code == 0 || len(lines) != 2 || !strings.Contains(lines[0], "routed_gemm_bytes_per_s: missing") ||
		!strings.Contains(lines[1], "staged_bytes_per_s: missing") || !strings.Contains(lines[1], "--calibrate") {
		t.Errorf("exit %d, stderr %q, expected a line naming each missing figure and --calibrate", code, stderr)
	}
}

// runProfileWith is the run's calibrated profile with the two figures it predates set to routed
// and staged (B/s), for the what-ifs below.
func runProfileWith(t *testing.T, routed, staged float64) *targets.Profile {
	t.Helper()
	data, err := os.ReadFile(runProfile)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	raw["routed_gemm_bytes_per_s"] = targets.Figure{Value: routed, Kind: targets.Placeholder, Source: "test what-if"}
	raw["staged_bytes_per_s"] = targets.Figure{Value: staged, Kind: targets.Placeholder, Source: "test what-if"}
	out, _ := json.Marshal(raw)
	p, err := targets.ParseProfile("run+what-if", out)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestValidateRunRepricing: on the first 2026-11-30 run's report, the two new figures only re-price what
// they name. Set to the figures the old model used in their place (the routed experts at
// gemm_bytes_per_s, staged payloads at host_bytes_per_s), the model is the one that run printed
// (plan --validate with its calibrated profile, to the printed 0.001 ms); a slower routed path
// moves only the FFN rows' gemm term, by the routed experts' bytes (3 MoE layers' touched experts)
// times the change in seconds per byte; a slower staged path only the host terms.
func TestValidateRunRepricing(t *testing.T) {
	a := sliceArtifact(t, false)
	rep, err := readCudaReport(runBench, 4096, []int{8, 64, 256})
	if err != nil {
		t.Fatal(err)
	}
	base := runProfileWith(t, 1, 1) // for its other figures
	old := runProfileWith(t, base.GEMMBytesPerS.Value, base.HostBytesPerS.Value)
	rows, err := validateRows(a.Target, a.Attention, a.FFN, old, rep.Results)
	if err != nil {
		t.Fatal(err)
	}
	// The run's model also charged the attention step the f32 logits' copy to the host, which the
	// bench (and serving without logprobs) leaves on the device; the model no longer does.
	printed := []float64{4.470, 4.762, 21.445, 14.901, 79.714, 17.530} // attention, ffn at 8, 64, 256
	for i, r := range rows {
		want := printed[i]
		if r.Role == "attention" {
			want -= float64(r.Batch) * 129280 * 4 / base.HostBytesPerS.Value * 1e3
		}
		if math.Abs(r.ModelMs-want) > 0.0005 {
			t.Errorf("batch %d %s: %.4f ms, expected the run's %.3f less the logits' copy, %.4f", r.Batch, r.Role, r.ModelMs, printed[i], want)
		}
	}
	const routed = 3.5e12
	slower, err := validateRows(a.Target, a.Attention, a.FFN, runProfileWith(t, routed, base.HostBytesPerS.Value), rep.Results)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range slower {
		term := func(rr validateRow, name string) float64 { return targets.RoleCost{Terms: rr.Terms}.Term(name) }
		want := 0.0
		if r.Role == "ffn" {
			b := float64(r.Batch)
			want = expertBytes(a.Full, r.Batch) * (1/routed - 1/base.GEMMBytesPerS.Value) * 1e3
			if b == 8 {
				want = 0 // streamed, not on the GEMM path
			}
		}
		if d := term(r, targets.TermGEMM) - term(rows[i], targets.TermGEMM); math.Abs(d-want) > 1e-9 || math.Abs(r.ModelMs-rows[i].ModelMs-want) > 1e-9 {
			t.Errorf("batch %d %s: gemm moved %.6f ms, expected %.6f", r.Batch, r.Role, d, want)
		}
	}
	staged, err := validateRows(a.Target, a.Attention, a.FFN, runProfileWith(t, base.GEMMBytesPerS.Value, 6e9), rep.Results)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range staged {
		if d := r.ModelMs - rows[i].ModelMs; !(d > 0) || math.Abs(d-(targets.RoleCost{Terms: r.Terms}.Term(targets.TermHost)-targets.RoleCost{Terms: rows[i].Terms}.Term(targets.TermHost))) > 1e-9 {
			t.Errorf("batch %d %s: a slower staged path moved the model %.6f ms, expected the host term alone to grow", r.Batch, r.Role, d)
		}
	}
}
