package main

import (
	"encoding/json"
	"math"
	"os"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/targets"
)

// stagedModel is the planner's model of one role's step as plan --validate prices it (one GPU, the
// exchange host-staged as afdc bench runs the pair), in ms.
func stagedModel(mod *ir.Module, prof *targets.Profile, s ir.Step) float64 {
	return compiler.PriceRole(mod, "cuda", prof, s, compiler.CostOptions{GPUs: 1, HostStaged: true}).Ms
}

// The H200 run of 2026-11-30: bench --target cuda's report and the profile --calibrate wrote, kept
// as they came (testdata/validate).
const (
	runBench   = "testdata/validate/bench-h200-2026-11-30.json"
	runProfile = "testdata/validate/h200-calibrated-2026-11-30.json"
)

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

// TestValidateRunRepricing: on the 2026-11-30 run's report, the two new figures only re-price what
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
	rows, err := validateRows(a.Attention, a.FFN, old, rep.Results)
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
	slower, err := validateRows(a.Attention, a.FFN, runProfileWith(t, routed, base.HostBytesPerS.Value), rep.Results)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range slower {
		term := func(rr validateRow, name string) float64 { return compiler.RoleCost{Terms: rr.Terms}.Term(name) }
		want := 0.0
		if r.Role == "ffn" {
			b := float64(r.Batch)
			want = expertBytes(a.Full, r.Batch) * (1/routed - 1/base.GEMMBytesPerS.Value) * 1e3
			if b == 8 {
				want = 0 // streamed, not on the GEMM path
			}
		}
		if d := term(r, compiler.TermGEMM) - term(rows[i], compiler.TermGEMM); math.Abs(d-want) > 1e-9 || math.Abs(r.ModelMs-rows[i].ModelMs-want) > 1e-9 {
			t.Errorf("batch %d %s: gemm moved %.6f ms, expected %.6f", r.Batch, r.Role, d, want)
		}
	}
	staged, err := validateRows(a.Attention, a.FFN, runProfileWith(t, base.GEMMBytesPerS.Value, 6e9), rep.Results)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range staged {
		if d := r.ModelMs - rows[i].ModelMs; !(d > 0) || math.Abs(d-(compiler.RoleCost{Terms: r.Terms}.Term(compiler.TermHost)-compiler.RoleCost{Terms: rows[i].Terms}.Term(compiler.TermHost))) > 1e-9 {
			t.Errorf("batch %d %s: a slower staged path moved the model %.6f ms, expected the host term alone to grow", r.Batch, r.Role, d)
		}
	}
}
