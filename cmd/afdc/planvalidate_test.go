package main

import (
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
