package bench

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime"
	"afdc/targets/cpu"
)

func init() { cpu.Register() }

// tinyArtifact is tiny-deepseek-v3 compiled for the CPU with two stages.
func tinyArtifact(t *testing.T) *compiler.Artifact {
	t.Helper()
	cfg, err := compiler.LoadConfig("tiny-deepseek-v3")
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cpu", Stages: 2})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// openEngine loads the artifact's full module from the checkpoint in wdir.
func openEngine(a *compiler.Artifact, wdir string) (*runtime.SplitEngine, error) {
	man := a.Manifest(ir.RoleFull)
	ck, err := runtime.OpenCheckpoint(wdir, man)
	if err != nil {
		return nil, err
	}
	defer ck.Close()
	be, err := runtime.Load(man, a.Full, ck, runtime.LoadOptions{})
	if err != nil {
		return nil, err
	}
	return runtime.NewSplitEngine(be.(runtime.AttentionBackend), nil, 1)
}

// TestRunReportsCheckpointAndStopsOnError: Run writes the checkpoint into --dir and says so, reuses
// it on the next run, refuses --runs below 1 before touching anything, and returns the error of a
// step that fails (here writing the executables) without printing the batch line.
func TestRunReportsCheckpointAndStopsOnError(t *testing.T) {
	a := tinyArtifact(t)
	dir := t.TempDir()
	noExes := errors.New("no executables here")
	o := Options{Artifact: a, Dir: dir, Batch: 2, Prompt: 4, Tokens: 2, Stages: 2, MinStage: -1, Runs: 1,
		Open:        openEngine,
		Executables: func(*compiler.Artifact, string) ([]string, error) { return nil, noExes }}

	var out bytes.Buffer
	o.Out, o.Runs = &out, 0
	if err := Run(o); err == nil || err.Error() != "--runs 0, expected at least 1" {
		t.Fatalf("--runs 0: %v", err)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 || out.Len() != 0 {
		t.Fatalf("--runs 0 wrote %d entries and %q; want nothing", len(ents), out.String())
	}

	o.Runs = 1
	for i, want := range []string{"written in", "reused from an earlier run in"} {
		out.Reset()
		if err := Run(o); !errors.Is(err, noExes) {
			t.Fatalf("run %d: %v, want the executables' error", i, err)
		}
		if got := out.String(); !strings.HasPrefix(got, "tiny-deepseek-v3: 4 layers, ") || !strings.Contains(got, " MiB of bf16 weights "+want) || strings.Contains(got, "batch 2") {
			t.Errorf("run %d printed %q, want the checkpoint line (%q) alone", i, got, want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "weights", "afdc-bench.json")); err != nil {
		t.Errorf("the checkpoint's mark: %v", err)
	}
}

// TestMonolithic: the in-process run generates batch x tokens tokens in tokens engine steps, its
// rate is the tokens over the wall time, and it releases its sequences, so the same run number
// runs again.
func TestMonolithic(t *testing.T) {
	a := tinyArtifact(t)
	wdir := filepath.Join(t.TempDir(), "weights")
	if _, _, err := Checkpoint(a.Config, wdir); err != nil {
		t.Fatal(err)
	}
	eng, err := openEngine(a, wdir)
	if err != nil {
		t.Fatal(err)
	}
	prompts := [][]int32{{1, 2, 3}, {4, 5, 6, 7}, {8}}
	for i := range 2 {
		r, err := monolithic(eng, prompts, 3, 0)
		if err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
		if r.Generated != 9 || r.Steps != 3 || r.Wall <= 0 {
			t.Errorf("run %d: %d tokens in %d steps (%v), want 9 in 3", i, r.Generated, r.Steps, r.Wall)
		}
		if rate := 9 / r.Wall.Seconds(); r.TokensPS < rate*0.999 || r.TokensPS > rate*1.001 {
			t.Errorf("run %d: %.1f tokens/s, want %.1f (9 tokens over %v)", i, r.TokensPS, rate, r.Wall)
		}
	}
}

// TestAdvance: the next step feeds the drawn token, counts the tokens fed so far and draws the
// position after it.
func TestAdvance(t *testing.T) {
	got := advance(runtime.SeqStep{ID: 7, Tokens: []int32{1, 2, 3}, Past: 5, Position: 8}, 2)
	if got.ID != 7 || len(got.Tokens) != 1 || got.Tokens[0] != 2 || got.Past != 8 || got.Position != 9 {
		t.Errorf("advance: %+v, want id 7, token 2, past 8, position 9", got)
	}
}
