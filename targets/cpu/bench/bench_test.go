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
	// Work until the kernel's own count (getrusage) shows 50 ms of this process's processor time,
	// however long that takes in wall time on a loaded machine.
	r0 := selfCPU()
	for {
		r := selfCPU()
		if !r.ok || r.User+r.Sys-r0.User-r0.Sys >= 50*time.Millisecond {
			break
		}
	}
	b := procCPU(pid)
	self := selfCPU()
	d := b.sub(a)
	// /proc counts in ticks of 10 ms: at least 30 ms of the 50 ms show.
	if d.User+d.Sys < 30*time.Millisecond || buf[4096] != 1 {
		t.Errorf("after 50 ms of processor time by getrusage: /proc shows %v user, %v sys; expected at least 30 ms", d.User, d.Sys)
	}
	// The faults of touching 64 MiB: as many as getrusage counts (huge pages may make them few).
	if !self.ok || self.Faults < b.Faults || d.Faults < 1 {
		t.Errorf("page faults: getrusage %d, /proc %d (%d while touching 64 MiB); expected /proc at most getrusage's, read after it, and at least 1 fault", self.Faults, b.Faults, d.Faults)
	}
}
