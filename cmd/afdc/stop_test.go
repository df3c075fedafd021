package main

import (
	"bytes"
	"fmt"
	"os"
	"syscall"
	"testing"
	"time"
)

// stopProc sends SIGSTOP to p and waits until the kernel reports it stopped: the signal is
// delivered asynchronously, and a test that sends a request right after kill(2) could otherwise
// see the process finish that request before it stops.
func stopProc(t *testing.T, p *proc) {
	t.Helper()
	pid := p.Cmd.Process.Pid
	if err := p.Cmd.Process.Signal(syscall.SIGSTOP); err != nil {
		t.Fatalf("SIGSTOP %s: %v", p.Name, err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		state, err := procState(pid)
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		if state == 'T' || state == 't' {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: state %q 10 s after SIGSTOP, expected T (stopped)", p.Name, state)
		}
		time.Sleep(time.Millisecond)
	}
}

// procState is the state letter of /proc/PID/stat (R, S, D, T, ...). The command name before it is
// in parentheses and may hold spaces, so the state is read after the last ')'.
func procState(pid int) (byte, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 || i+2 >= len(b) {
		return 0, fmt.Errorf("/proc/%d/stat: %q, expected 'pid (comm) state ...'", pid, b)
	}
	return b[i+2], nil
}
