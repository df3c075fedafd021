package cuda

import (
	"fmt"
	"time"

	"afdc/targets/cuda/cu"
)

// TraceSpan is one piece of a traced timeline, in ms from the trace's start: work a queue's stream
// ran between two CUDA events (Where "queue N": an op, a kernel, or a transfer a transport bracketed
// with OpenSpan), or time the host spent in a call (Where "host").
type TraceSpan struct {
	Where string  `json:"where"`
	Name  string  `json:"name"`
	Start float64 `json:"start_ms"`
	End   float64 `json:"end_ms"`
}

// tracer is a timeline being gathered: the op-time spans of every queue placed against one base
// event, and host spans against the host time at which that event completed.
type tracer struct {
	base  cu.Event
	host  time.Time
	spans []TraceSpan
	// ownsOp: the trace turned the per-op breakdown on and gives back what was there before
	// (prev: nothing, or the layer sections alone).
	ownsOp bool
	prev   *opTimes
}

// StartTrace starts a timeline (on the device's thread, between steps): from now on every op and
// kernel of every queue, every span a transport opens (OpenSpan) and the host's time in FFN calls
// and their queue waits are recorded until StopTrace. The op-time breakdown is on meanwhile.
func (b *Backend) StartTrace() error {
	if b.trace != nil {
		return fmt.Errorf("cuda device %d: a trace is already running", b.dev.Ordinal)
	}
	for _, q := range b.queues {
		if err := q.sync(); err != nil {
			return err
		}
	}
	e, err := cu.EventCreate(cu.EventDefault)
	if err != nil {
		return err
	}
	// Stream 0 is the legacy default stream; the queues' streams do not wait for it, so the event
	// completes at once and its host time is the timeline's zero.
	if err := e.Record(0); err == nil {
		err = e.Synchronize()
	}
	if err != nil {
		e.Destroy()
		return err
	}
	t := &tracer{base: e, host: time.Now(), ownsOp: !b.perOp(), prev: b.times}
	if t.ownsOp {
		b.SetOpTimes(true)
	}
	b.trace = t
	return nil
}

// StopTrace ends the timeline (on the device's thread, between steps) and returns its spans, in the
// order they were gathered, and the host time of its zero.
func (b *Backend) StopTrace() ([]TraceSpan, time.Time, error) {
	t := b.trace
	if t == nil {
		return nil, time.Time{}, fmt.Errorf("cuda device %d: no trace running", b.dev.Ordinal)
	}
	var err error
	for _, q := range b.queues {
		if e := q.sync(); e != nil && err == nil {
			err = e
		}
	}
	b.trace = nil
	if t.ownsOp {
		b.times = t.prev
	}
	t.base.Destroy()
	return t.spans, t.host, err
}

// traceHost records host time spent from t0 to now, when a trace runs.
func (b *Backend) traceHost(name string, t0 time.Time) {
	if t := b.trace; t != nil {
		t.spans = append(t.spans, TraceSpan{Where: "host", Name: name, Start: msSince(t.host, t0), End: msSince(t.host, time.Now())})
	}
}

func msSince(base, t time.Time) float64 { return float64(t.Sub(base).Nanoseconds()) / 1e6 }

// traceSpan places a synced span on the timeline.
func (q *queue) traceSpan(s span) error {
	t := q.b.trace
	if t == nil {
		return nil
	}
	start, err := cu.ElapsedMs(t.base, s.start)
	if err != nil {
		return err
	}
	end, err := cu.ElapsedMs(t.base, s.end)
	if err != nil {
		return err
	}
	t.spans = append(t.spans, TraceSpan{Where: fmt.Sprintf("queue %d", q.index()), Name: s.name, Start: float64(start), End: float64(end)})
	return nil
}

// index is the queue's position among its backend's queues.
func (q *queue) index() int {
	for i, o := range q.b.queues {
		if o == q {
			return i
		}
	}
	return -1
}

// OpenSpan brackets work that a transport enqueues on the queue's stream from outside (an NCCL
// transfer) with the op-time events: it records the start now and returns the function that
// records the end, once the work is enqueued. Without the breakdown on (or while a graph is
// captured) both are no-ops and name is not called.
func (q *queue) OpenSpan(name func() string) (func(), error) {
	if !q.b.perOp() || q.mode != modeEager {
		return func() {}, nil
	}
	start, err := q.mark()
	if err != nil {
		return nil, err
	}
	return func() {
		end, err := q.mark()
		if err != nil {
			return
		}
		q.spans = append(q.spans, span{name(), start, end})
		q.dirty = true
	}, nil
}
