package testflags

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// recorder is a testing.TB that keeps the failure instead of failing the test, so Golden's
// verdicts can be checked; Fatalf ends only the goroutine golden runs Golden on.
type recorder struct {
	testing.TB
	failed bool
	msg    string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.failed, r.msg = true, fmt.Sprintf(format, args...)
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	runtime.Goexit()
}

// golden runs Golden against a recorder on its own goroutine and returns the recorder.
func golden(t *testing.T, path, got string) *recorder {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		Golden(r, path, got)
	}()
	<-done
	return r
}

// TestGolden: a matching file passes, a differing one fails, a missing one fails with the -update
// hint, and under -update the file (and its folder) is written with what was got.
func TestGolden(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "x.out")
	r := golden(t, path, "a\n")
	if !r.failed || !strings.Contains(r.msg, "-update") {
		t.Errorf("missing golden file: failed=%v %q, expected a failure with the -update hint", r.failed, r.msg)
	}
	*Update = true
	Golden(t, path, "a\n")
	*Update = false
	if b, err := os.ReadFile(path); err != nil || string(b) != "a\n" {
		t.Fatalf("after -update: %q, %v, expected the golden file written", b, err)
	}
	r = golden(t, path, "a\n")
	if r.failed {
		t.Errorf("matching golden file failed: %q", r.msg)
	}
	r = golden(t, path, "b\n")
	if !r.failed || !strings.Contains(r.msg, "-want +got") {
		t.Errorf("differing golden file: failed=%v %q, expected a diff", r.failed, r.msg)
	}
}
