package role

import (
	"log/slog"
	"math"
	"os"
	"time"

	"afdc/runtime/connector"
)

// stepTimesEnv, set to 1, makes a role executable log one line per step ("step time") saying where
// the step's time went: its wall time, the host's waits in its exchanges (for its own stream
// before each send, for the peer's answer in each receive) and the rest, the host's own work
// (launching, planning, the connector). With the per-op breakdown on (AFDC_CUDA_OPTIME=1 on the
// CUDA target) it adds the device time of the step's ops. It is for finding where the split's time
// goes against the monolithic engine (docs/perf.md); it costs a clock reading per wait.
const stepTimesEnv = "AFDC_STEP_TIMES"

// stepClock logs a role's steps (stepTimesEnv).
type stepClock struct {
	log   *slog.Logger
	waits connector.WaitClock
	// device, when set, is the device time of the work run so far in ms (ok false: not measured);
	// each step logs what it added.
	device  func() (ms float64, ok bool)
	lastDev float64
	steps   int
}

// newStepClock is the role's step clock when stepTimesEnv asks for one, else nil. be is the loaded
// backend: one that can say its device time (the CUDA backend with its per-op breakdown on) adds
// it to each line.
func newStepClock(be any, log *slog.Logger) *stepClock {
	if os.Getenv(stepTimesEnv) != "1" {
		return nil
	}
	c := &stepClock{log: log}
	if d, ok := be.(interface{ DeviceMs() (float64, bool) }); ok {
		c.device = d.DeviceMs
	}
	log.Info("logging each step's time", "env", stepTimesEnv)
	return c
}

// clock is where the connector adds the exchanges' waits (nil without a step clock).
func (c *stepClock) clock() *connector.WaitClock {
	if c == nil {
		return nil
	}
	return &c.waits
}

// step logs one step of rows rows (tokens; an FFN step's rows summed over its peers) that took d,
// with the waits gathered since the last step. Steps of no rows (a peer's idle steps) only reset
// the waits.
func (c *stepClock) step(rows int, d time.Duration) {
	if c == nil {
		return
	}
	w := c.waits.Take()
	var dev float64
	devOK := false
	if c.device != nil {
		if now, ok := c.device(); ok {
			// A counter that went back started again since the last step: all of it is this
			// step's.
			dev, devOK = now-c.lastDev, true
			if now < c.lastDev {
				dev = now
			}
			c.lastDev = now
		}
	}
	if rows == 0 {
		return
	}
	c.steps++
	attrs := []any{"step", c.steps, "rows", rows, "wall_ms", ms(d),
		"sync_ms", ms(w.Sync), "syncs", w.Syncs, "peer_wait_ms", ms(w.Peer), "peer_waits", w.Peers,
		"host_ms", ms(d - w.Sync - w.Peer)}
	if devOK {
		attrs = append(attrs, "device_ms", math.Round(dev*1e3)/1e3)
	}
	c.log.Info("step time", attrs...)
}

// ms is d in milliseconds, to the microsecond.
func ms(d time.Duration) float64 { return math.Round(float64(d.Microseconds())) / 1e3 }
