package role

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
	"time"
)

// devClock is a backend's device time: the values DeviceMs returns in turn.
type devClock struct{ ms []float64 }

func (d *devClock) DeviceMs() (float64, bool) {
	v := d.ms[0]
	d.ms = d.ms[1:]
	return v, true
}

// TestStepClock: off without the variable; on, a line per step with rows, the wall time and the
// host's rest (no waits here), and the device time each step added, taking a counter that went
// back (it started again) as the step's own; steps without rows are not logged.
func TestStepClock(t *testing.T) {
	t.Setenv(stepTimesEnv, "")
	c := newStepClock(nil, slog.New(slog.DiscardHandler))
	if c != nil || c.clock() != nil {
		t.Fatalf("without %s: a step clock %v, want none", stepTimesEnv, c)
	}
	c.step(3, time.Second) // a nil clock does nothing

	t.Setenv(stepTimesEnv, "1")
	var buf bytes.Buffer
	dev := &devClock{ms: []float64{10, 12.5, 12.5, 4}}
	c = newStepClock(dev, slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{ReplaceAttr: dropTime})))
	if c == nil || c.clock() == nil {
		t.Fatalf("with %s=1: no step clock", stepTimesEnv)
	}
	c.step(4096, 70*time.Millisecond)
	c.step(7, 2500*time.Microsecond)
	c.step(0, time.Millisecond) // an idle step: its device time counts, nothing is logged
	c.step(1, time.Millisecond) // the counter started again: 4 ms of this step
	want := []string{
		`level=INFO msg="logging each step's time" env=AFDC_STEP_TIMES`,
		`level=INFO msg="step time" step=1 rows=4096 wall_ms=70 sync_ms=0 syncs=0 peer_wait_ms=0 peer_waits=0 host_ms=70 device_ms=10`,
		`level=INFO msg="step time" step=2 rows=7 wall_ms=2.5 sync_ms=0 syncs=0 peer_wait_ms=0 peer_waits=0 host_ms=2.5 device_ms=2.5`,
		`level=INFO msg="step time" step=3 rows=1 wall_ms=1 sync_ms=0 syncs=0 peer_wait_ms=0 peer_waits=0 host_ms=1 device_ms=4`,
	}
	if got := strings.Split(strings.TrimSpace(buf.String()), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("log:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func dropTime(groups []string, a slog.Attr) slog.Attr {
	if len(groups) == 0 && a.Key == slog.TimeKey {
		return slog.Attr{}
	}
	return a
}
