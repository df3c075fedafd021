package bench

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"afdc/compiler"
)

// TestCheckpointReuse: the bench writes its random checkpoint once per --dir and reuses it for
// the same model, and writes it again for another model or when the weights are gone.
func TestCheckpointReuse(t *testing.T) {
	cfg, err := compiler.LoadConfig("tiny-deepseek-v3")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "weights")
	n, reused, err := Checkpoint(cfg, dir)
	if err != nil || reused || n <= 0 {
		t.Fatalf("first write: %d bytes, reused %v, %v; want bytes written", n, reused, err)
	}
	st, err := os.Stat(filepath.Join(dir, "model.safetensors"))
	if err != nil {
		t.Fatal(err)
	}
	n2, reused, err := Checkpoint(cfg, dir)
	if err != nil || !reused || n2 != st.Size() {
		t.Fatalf("second call: %d bytes, reused %v, %v; want the %d bytes reused", n2, reused, err, st.Size())
	}
	other, err := compiler.LoadConfig("tiny-deepseek-v2")
	if err != nil {
		t.Fatal(err)
	}
	if _, reused, err := Checkpoint(other, dir); err != nil || reused {
		t.Fatalf("another config: reused %v, %v; want it written", reused, err)
	}
	if _, reused, err := Checkpoint(other, dir); err != nil || !reused {
		t.Fatalf("the other config again: reused %v, %v; want it reused", reused, err)
	}
	if err := os.Remove(filepath.Join(dir, "model.safetensors")); err != nil {
		t.Fatal(err)
	}
	if _, reused, err := Checkpoint(other, dir); err != nil || reused {
		t.Fatalf("weights removed: reused %v, %v; want them written", reused, err)
	}
}

// TestProcCPU: a process's processor time and page faults read from /proc grow with work and
// memory touched, as the kernel's own count for this process says.
func TestProcCPU(t *testing.T) {
	pid := os.Getpid()
	a := procCPU(pid)
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		if a.ok {
			t.Fatalf("no /proc, but procCPU read %+v", a)
		}
		t.Skip("no /proc on this system")
	}
	if !a.ok {
		t.Fatal("procCPU could not read this process")
	}
	buf := make([]byte, 64<<20)
	for i := 0; i < len(buf); i += 4096 {
		buf[i] = 1
	}
	for t0 := time.Now(); time.Since(t0) < 50*time.Millisecond; {
	}
	b := procCPU(pid)
	d := b.sub(a)
	if d.User+d.Sys < 10*time.Millisecond || d.Faults < 1000 || buf[4096] != 1 {
		t.Errorf("after 50 ms of work and 64 MiB touched: %v user, %v sys, %d faults; want at least 10 ms and 1000 faults", d.User, d.Sys, d.Faults)
	}
	self := selfCPU()
	if !self.ok || self.Faults < b.Faults-100 {
		t.Errorf("getrusage %+v, /proc %+v: want the same counts", self, b)
	}
}
