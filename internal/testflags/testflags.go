// Package testflags declares the flags every afdc test binary accepts, once, so that
// `go test ./... -update` runs in every package: a package with golden files compares with them
// through Golden (or reads Update), the others import this package for its side effect. Only tests
// import it.
package testflags

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Update asks tests to rewrite their golden files instead of comparing with them.
var Update = flag.Bool("update", false, "rewrite golden files instead of comparing with them")

// Golden compares got with the golden file at path, failing the test with a (-want +got) diff; under
// -update it writes got there instead (making the folder), so a missing file is an error only
// without it.
func Golden(t testing.TB, path, got string) {
	t.Helper()
	if *Update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if d := cmp.Diff(string(want), got); d != "" {
		t.Errorf("%s differs (-want +got):\n%s", path, d)
	}
}
