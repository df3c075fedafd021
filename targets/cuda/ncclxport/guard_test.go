package ncclxport

import (
	"errors"
	"sync"
	"testing"
)

// strictComm is NCCL's contract for an aborted communicator: it is freed, so any call after
// Abort (Abort again included) is a use after free; it records them instead of crashing.
type strictComm struct {
	mu             sync.Mutex
	aborted        bool
	aborts, after  int
	sends, pending int
}

func (c *strictComm) call(f func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.aborted {
		c.after++
		return
	}
	f()
}
func (c *strictComm) Send(uintptr, int, int, uintptr) error { c.call(func() { c.sends++ }); return nil }
func (c *strictComm) Recv(uintptr, int, int, uintptr) error { c.call(func() { c.sends++ }); return nil }
func (c *strictComm) Pending() (bool, error)                { c.call(func() { c.pending++ }); return false, nil }
func (c *strictComm) Abort() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.aborted {
		c.after++
		return nil
	}
	c.aborted, c.aborts = true, c.aborts+1
	return nil
}

// TestGuardedAfterAbort: once a guarded communicator is aborted, no call reaches the library again,
// whichever goroutine makes it (the watcher's poll, a step's send, a second abort), and each says
// the communicator is aborted.
func TestGuardedAfterAbort(t *testing.T) {
	raw := &strictComm{}
	c, err := guard(raw, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Send(0, 8, 1, 0); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() { // pollers racing the abort, as the watcher does
			defer wg.Done()
			for range 1000 {
				c.Pending()
			}
		}()
	}
	if err := c.Abort(); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	if err := c.Abort(); err != nil {
		t.Errorf("second abort: %v, expected nil", err)
	}
	if err := c.Recv(0, 8, 1, 0); !errors.Is(err, errAborted) {
		t.Errorf("recv after abort: %v, expected %v", err, errAborted)
	}
	if _, err := c.Pending(); !errors.Is(err, errAborted) {
		t.Errorf("pending after abort: %v, expected %v", err, errAborted)
	}
	if raw.after != 0 || raw.aborts != 1 {
		t.Errorf("the library saw %d calls after its abort and %d aborts, expected 0 and 1", raw.after, raw.aborts)
	}
	if raw.sends != 1 {
		t.Errorf("%d sends reached the library, expected the 1 before the abort", raw.sends)
	}
}

// TestGuardNil: a failed Init stays a failure, not a guarded nil.
func TestGuardNil(t *testing.T) {
	boom := errors.New("init failed")
	if c, err := guard(nil, boom); c != nil || !errors.Is(err, boom) {
		t.Errorf("guard(nil, err) = %v, %v; expected nil, %v", c, err, boom)
	}
}
