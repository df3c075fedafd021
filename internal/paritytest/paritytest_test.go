package paritytest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCasesWellFormed: every case's expected.json names its case and holds, per prompt, one logits
// row per token, each as wide as the first (the vocabulary).
func TestCasesWellFormed(t *testing.T) {
	for _, name := range Cases {
		c, err := Expected(Dir(name))
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Prompts) == 0 {
			t.Errorf("%s: no prompts", name)
		}
		for i, p := range c.Prompts {
			if len(p.PromptIDs) == 0 || len(p.Tokens) == 0 || len(p.Logits) != len(p.Tokens) {
				t.Errorf("%s prompt %d: %d prompt ids, %d tokens, %d logits rows, expected ids and one row per token", name, i, len(p.PromptIDs), len(p.Tokens), len(p.Logits))
				continue
			}
			for j, row := range p.Logits {
				if len(row) != len(p.Logits[0]) || len(row) == 0 {
					t.Errorf("%s prompt %d row %d: %d logits, expected %d", name, i, j, len(row), len(p.Logits[0]))
				}
			}
		}
	}
}

// TestExpectedNamesBadFile: a malformed expected.json is reported with its path.
func TestExpectedNamesBadFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "expected.json"), []byte(`{"prompts": 3}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Expected(dir)
	if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, "expected.json")) {
		t.Errorf("malformed expected.json: %v, expected an error naming the file", err)
	}
	if _, err := Expected(filepath.Join(dir, "missing")); err == nil {
		t.Error("missing case folder: no error")
	}
}
