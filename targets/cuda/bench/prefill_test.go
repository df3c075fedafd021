package bench

import (
	"strings"
	"testing"
)

// TestParsePrefillShapes: shapes are TOKENSxPROMPTS, comma-separated; anything else is refused
// with the shape it found.
func TestParsePrefillShapes(t *testing.T) {
	got, err := ParsePrefillShapes("4096x1, 2048x8")
	if err != nil || len(got) != 2 || got[0] != (PrefillShape{4096, 1}) || got[1] != (PrefillShape{2048, 8}) {
		t.Fatalf("4096x1, 2048x8: %v, %v", got, err)
	}
	for _, bad := range []string{"4096", "x8", "4096x0", "0x1", "-4x2", "4096x1,", "axb"} {
		if _, err := ParsePrefillShapes(bad); err == nil || !strings.Contains(err.Error(), "expected TOKENSxPROMPTS") {
			t.Errorf("%q: %v, want an error naming the expected form", bad, err)
		}
	}
}

// TestPrefillReportSteps: the report names the step the monolithic program took and, where the
// split programs sized theirs smaller, theirs beside the split time.
func TestPrefillReportSteps(t *testing.T) {
	rep := &PrefillReport{Device: "GPU", Model: "slice", Runs: 3, Results: []PrefillResult{
		{Weights: "bf16", Len: 2048, Count: 8, StepTokens: 16384, Steps: 1, MonoMs: 152.3, MonoMinMs: 152.1, SplitMs: 190, SplitMinMs: 188, SplitStepTokens: 8192},
		{Weights: "bf16", Len: 4096, Count: 1, StepTokens: 16384, Steps: 1, MonoMs: 55.4, MonoMinMs: 52.7, SplitMs: 70, SplitMinMs: 69},
	}}
	var b strings.Builder
	if err := WritePrefillReport(&b, rep); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	if len(lines) < 3 || !strings.Contains(lines[1], "2048x8 (1 steps of up to 16384 tokens)") || !strings.Contains(lines[1], "split 190.00 ms (least 188.00, steps of up to 8192 tokens)") {
		t.Errorf("smaller split step:\n%s", b.String())
	}
	if !strings.Contains(lines[2], "split 70.00 ms (least 69.00)") || strings.Count(lines[2], "steps of up to") != 1 {
		t.Errorf("same split step:\n%s", b.String())
	}
}

// TestPrefillOptionsRefused: a negative step or no runs is refused before anything is compiled.
func TestPrefillOptionsRefused(t *testing.T) {
	for _, o := range []PrefillOptions{
		{StepTokens: -1, Runs: 1, Shapes: []PrefillShape{{16, 1}}},
		{StepTokens: 0, Runs: 0, Shapes: []PrefillShape{{16, 1}}},
		{StepTokens: 0, Runs: 1},
	} {
		if _, err := Prefill(o); err == nil || !strings.Contains(err.Error(), "expected 0 (sized to the GPU) or more step tokens") {
			t.Errorf("%+v: %v, want the refusal naming what is expected", o, err)
		}
	}
}
