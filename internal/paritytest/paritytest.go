// Package paritytest reads the HF parity cases of testdata/parity for the tests that check a target
// against them: each case is a small checkpoint folder with its config and expected.json, the greedy
// tokens and fp32 logits HF transformers gave (written by scripts/parity/gen.py). Only tests import
// it.
package paritytest

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"afdc/compiler"
	"afdc/runtime/weights"
)

// Case is one case's expected.json: greedy decodes of its prompts and the logits each token was
// chosen from.
type Case struct {
	Case    string   `json:"case"`
	Prompts []Prompt `json:"prompts"`
}

// Prompt is one greedy decode: the prompt, the tokens HF chose and, per token, the logits row.
type Prompt struct {
	PromptIDs []int32     `json:"prompt_ids"`
	Tokens    []int32     `json:"tokens"`
	Logits    [][]float64 `json:"logits"`
}

// Cases names every case, one per architecture variant the targets must reproduce.
var Cases = []string{"v2-lite", "v2", "v3", "glm4.5", "glm4.5-air", "v3-nolora", "v2-bias-tied", "glm-grouped-tied"}

// Dir is a case's folder, relative to a package two levels below the module root (go test runs a
// package's tests in its folder, and every package that reads the cases sits there). It is relative
// rather than found from this file's path so that a test binary copied to another machine with the
// repository still finds it.
func Dir(name string) string { return filepath.Join("..", "..", "testdata", "parity", name) }

// Agreement is how many teacher-forced positions a run's top-1 shares with HF's fp32 greedy tokens.
type Agreement struct{ Agree, Total int }

// HFBF16 reads testdata/parity/hf-bf16.json: per case, HF transformers' own bf16 run's agreement
// with its fp32 greedy tokens (measured on the H200), the bar a bf16 target is held to beside 95 %.
func HFBF16() (map[string]Agreement, error) {
	path := Dir("hf-bf16.json")
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f struct{ Cases map[string]Agreement }
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f.Cases, nil
}

// Expected reads the expected.json of the case folder dir.
func Expected(dir string) (*Case, error) {
	raw, err := os.ReadFile(filepath.Join(dir, "expected.json"))
	if err != nil {
		return nil, err
	}
	var c Case
	if err := json.Unmarshal(raw, &c); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, "expected.json"), err)
	}
	return &c, nil
}

// Load reads case name's expectations, compiles its config with o and opens its checkpoint (closed
// when the test ends); any failure ends the test.
func Load(t testing.TB, name string, o compiler.BuildOptions) (*Case, *compiler.Artifact, *weights.Checkpoint) {
	t.Helper()
	c, err := Expected(Dir(name))
	if err != nil {
		t.Fatal(err)
	}
	a, ck := Open(t, Dir(name), o)
	return c, a, ck
}

// Open compiles the config in checkpoint folder dir with o and opens its checkpoint (closed when
// the test ends); any failure ends the test.
func Open(t testing.TB, dir string, o compiler.BuildOptions) (*compiler.Artifact, *weights.Checkpoint) {
	t.Helper()
	cfg, err := compiler.LoadConfig(dir)
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(cfg, o)
	if err != nil {
		t.Fatal(err)
	}
	ck, err := weights.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ck.Close() })
	return a, ck
}
