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

// TestGoTrace: without the variable no trace is started; with it the role writes a Go execution
// trace (its header names the format) to PREFIX.ROLE.PID, and an unwritable prefix is an error
// naming the variable.
func TestGoTrace(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	t.Setenv(goTraceEnv, "")
	if stop, err := startGoTrace("ffn", log); stop != nil || err != nil {
		t.Fatalf("unset: stop %v, err %v; expected neither", stop != nil, err)
	}
	prefix := filepath.Join(t.TempDir(), "t")
	t.Setenv(goTraceEnv, prefix)
	stop, err := startGoTrace("ffn", log)
	if err != nil || stop == nil {
		t.Fatalf("set: stop %v, err %v", stop != nil, err)
	}
	stop()
	matches, _ := filepath.Glob(prefix + ".ffn.*")
	if len(matches) != 1 {
		t.Fatalf("trace files %v, expected one %s.ffn.PID", matches, prefix)
	}
	b, err := os.ReadFile(matches[0])
	if err != nil || !bytes.HasPrefix(b, []byte("go 1.")) {
		t.Fatalf("trace %q...: err %v, expected a Go execution trace header", b[:min(len(b), 16)], err)
	}
	t.Setenv(goTraceEnv, filepath.Join(t.TempDir(), "absent", "t"))
	if _, err := startGoTrace("ffn", log); err == nil || !strings.Contains(err.Error(), goTraceEnv) {
		t.Fatalf("unwritable prefix: %v, expected an error naming %s", err, goTraceEnv)
	}
}

// TestCPUProfile: without the variable no profile is started; with it the role writes a CPU
// profile (gzip-compressed protobuf) to PREFIX.ROLE.PID, and an unwritable prefix is an error
// naming the variable.
func TestCPUProfile(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	t.Setenv(cpuProfileEnv, "")
	if stop, err := startCPUProfile("attention", log); stop != nil || err != nil {
		t.Fatalf("unset: stop %v, err %v; expected neither", stop != nil, err)
	}
	prefix := filepath.Join(t.TempDir(), "p")
	t.Setenv(cpuProfileEnv, prefix)
	stop, err := startCPUProfile("attention", log)
	if err != nil || stop == nil {
		t.Fatalf("set: stop %v, err %v", stop != nil, err)
	}
	stop()
	matches, _ := filepath.Glob(prefix + ".attention.*")
	if len(matches) != 1 {
		t.Fatalf("profile files %v, expected one %s.attention.PID", matches, prefix)
	}
	b, err := os.ReadFile(matches[0])
	if err != nil || len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		t.Fatalf("profile %x...: err %v, expected a gzip-compressed profile", b[:min(len(b), 4)], err)
	}
	t.Setenv(cpuProfileEnv, filepath.Join(t.TempDir(), "absent", "p"))
	if _, err := startCPUProfile("attention", log); err == nil || !strings.Contains(err.Error(), cpuProfileEnv) {
		t.Fatalf("unwritable prefix: %v, expected an error naming %s", err, cpuProfileEnv)
	}
}
