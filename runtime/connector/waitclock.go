package connector

import (
	"sync"
	"time"
)

// WaitClock adds up the host time a rank's transfers spend waiting, in two kinds, for a per-step
// account of where an exchange's time goes (the role executables log it with AFDC_STEP_TIMES=1):
//
//   - Sync: before a send, for the queue's work that produces the payload (and, on a device data
//     plane, its copy into the peer's buffer), until the stream has run it;
//   - Peer: in a receive, for the peer's tensors (TCP) or its notice (a device data plane) to
//     arrive.
//
// On one device shared by both roles the two add up to the handoffs of a step: what the stream
// still had to run, then what the other side took, its host work included. A nil *WaitClock
// records nothing; its methods may be called from any goroutine.
type WaitClock struct {
	mu sync.Mutex
	w  Waits
}

// Waits is what a WaitClock gathered: the time of each kind and how many waits it summed.
type Waits struct {
	Sync, Peer   time.Duration
	Syncs, Peers int
}

func (c *WaitClock) addSync(d time.Duration) {
	if c == nil {
		return
	}
	c.mu.Lock()
	c.w.Sync += d
	c.w.Syncs++
	c.mu.Unlock()
}

func (c *WaitClock) addPeer(d time.Duration) {
	if c == nil {
		return
	}
	c.mu.Lock()
	c.w.Peer += d
	c.w.Peers++
	c.mu.Unlock()
}

// Take returns what was gathered since the last Take and starts again from zero.
func (c *WaitClock) Take() Waits {
	if c == nil {
		return Waits{}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	w := c.w
	c.w = Waits{}
	return w
}

// SetWaitClock makes the rank's transfers add their host waits to c (nil: none); a device data
// plane that sends its notices over this connection's transport is timed by it too.
func (a *AttnSide) SetWaitClock(c *WaitClock) { a.clock.Store(c) }

// SetWaitClock makes the rank's transfers add their host waits to c (nil: none); a device data
// plane that sends its notices over this connection's transport is timed by it too.
func (f *FFNSide) SetWaitClock(c *WaitClock) { f.clock.Store(c) }
