package kgen

import (
	"io/fs"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFingerprintSources: the sources the fingerprint hashes are exactly the package's non-test Go
// files, so that a change to any of them (a new file included) changes the kernel cache's key, and
// no test file rides along in the binaries.
func TestFingerprintSources(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, e := range entries {
		if n := e.Name(); !e.IsDir() && strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
			want = append(want, n)
		}
	}
	got, err := fs.Glob(sources, "*")
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(want)
	sort.Strings(got)
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("the embedded sources (fingerprint.go's go:embed lines) differ from the package's non-test Go files (-on disk +embedded):\n%s", d)
	}
}
