package role

import (
	"bytes"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRecordings: without its variable neither recording starts; with it the role writes a Go
// execution trace (its header names the format) or a CPU profile (gzip-compressed) to
// PREFIX.ROLE.PID, and an unwritable prefix is an error naming the variable.
func TestRecordings(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, c := range []struct {
		env, role string
		start     func(string, *slog.Logger) (func(), error)
		header    []byte
	}{
		{goTraceEnv, "ffn", startGoTrace, []byte("go 1.")},
		{cpuProfileEnv, "attention", startCPUProfile, []byte{0x1f, 0x8b}},
	} {
		t.Setenv(c.env, "")
		if stop, err := c.start(c.role, log); stop != nil || err != nil {
			t.Fatalf("%s unset: stop %v, err %v; expected neither", c.env, stop != nil, err)
		}
		prefix := filepath.Join(t.TempDir(), "t")
		t.Setenv(c.env, prefix)
		stop, err := c.start(c.role, log)
		if err != nil || stop == nil {
			t.Fatalf("%s set: stop %v, err %v", c.env, stop != nil, err)
		}
		stop()
		matches, _ := filepath.Glob(prefix + "." + c.role + ".*")
		if len(matches) != 1 {
			t.Fatalf("%s: files %v, expected one %s.%s.PID", c.env, matches, prefix, c.role)
		}
		b, err := os.ReadFile(matches[0])
		if err != nil || !bytes.HasPrefix(b, c.header) {
			t.Fatalf("%s: file starts %q: err %v, expected %q", c.env, b[:min(len(b), 16)], err, c.header)
		}
		t.Setenv(c.env, filepath.Join(t.TempDir(), "absent", "t"))
		if _, err := c.start(c.role, log); err == nil || !strings.Contains(err.Error(), c.env) {
			t.Fatalf("unwritable prefix: %v, expected an error naming %s", err, c.env)
		}
	}
}
