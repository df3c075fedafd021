package ncclxport

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"
)

// Exchange is what one direction of one layer and stage has moved so far.
type Exchange struct {
	Layer, Stage int
	Dir          string // "send" or "recv", from this rank's side
	Count        int64  // transfers
	Bytes        int64
	// Timed and Nanos are the transfers whose device time was measured (CUDA events around the
	// NCCL calls, read once the step was checked) and that time. A transfer's time runs from when
	// the stream reaches it to when its data has moved, so it includes waiting for the peer.
	Timed int64
	Nanos int64
}

// Stats counts a transport's exchanges per layer, stage and direction. Its methods may be called
// from any goroutine.
type Stats struct {
	// Observe, when set before the transport runs, sees every timed transfer (or group) as it is
	// read: an --ep attention rank's dispatch (send) and combine (recv) times, for its histograms.
	Observe func(layer, stage int, dir string, d time.Duration)

	mu sync.Mutex
	m  map[statKey]*Exchange
}

type statKey struct {
	layer, stage int
	dir          string
}

func (s *Stats) entry(layer, stage int, dir string) *Exchange {
	if s.m == nil {
		s.m = map[statKey]*Exchange{}
	}
	k := statKey{layer, stage, dir}
	e := s.m[k]
	if e == nil {
		e = &Exchange{Layer: layer, Stage: stage, Dir: dir}
		s.m[k] = e
	}
	return e
}

func (s *Stats) addBytes(layer, stage int, dir string, n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e := s.entry(layer, stage, dir)
	e.Count++
	e.Bytes += int64(n)
}

func (s *Stats) addTime(layer, stage int, dir string, d time.Duration) {
	s.mu.Lock()
	e := s.entry(layer, stage, dir)
	e.Timed++
	e.Nanos += int64(d)
	s.mu.Unlock()
	if s.Observe != nil {
		s.Observe(layer, stage, dir, d)
	}
}

// Reset forgets what was counted.
func (s *Stats) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m = nil
}

// Snapshot lists the exchanges by layer, stage and direction.
func (s *Stats) Snapshot() []Exchange {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Exchange, 0, len(s.m))
	for _, e := range s.m {
		out = append(out, *e)
	}
	slices.SortFunc(out, func(a, b Exchange) int {
		return cmp.Or(cmp.Compare(a.Layer, b.Layer), cmp.Compare(a.Stage, b.Stage), cmp.Compare(a.Dir, b.Dir))
	})
	return out
}

// WritePrometheus writes the counters in the Prometheus text format, labelled by layer, stage and
// direction, for a role's /metrics.
func (s *Stats) WritePrometheus(w io.Writer) error {
	snap := s.Snapshot()
	var err error
	p := func(format string, a ...any) {
		if err == nil {
			_, err = fmt.Fprintf(w, format, a...)
		}
	}
	for _, m := range []struct {
		name, help string
		val        func(Exchange) float64
	}{
		{"afdc_exchange_transfers_total", "Device data plane (NCCL or CUDA IPC) transfers per layer, stage and direction.", func(e Exchange) float64 { return float64(e.Count) }},
		{"afdc_exchange_bytes_total", "Bytes moved over the device data plane (NCCL or CUDA IPC) per layer, stage and direction.", func(e Exchange) float64 { return float64(e.Bytes) }},
		{"afdc_exchange_timed_total", "Transfers whose device time was measured.", func(e Exchange) float64 { return float64(e.Timed) }},
		{"afdc_exchange_seconds_total", "Device time of the timed transfers (waiting for the peer included).", func(e Exchange) float64 { return float64(e.Nanos) / 1e9 }},
	} {
		p("# HELP %s %s\n# TYPE %s counter\n", m.name, m.help, m.name)
		for _, e := range snap {
			p("%s{layer=\"%d\",stage=\"%d\",dir=\"%s\"} %g\n", m.name, e.Layer, e.Stage, e.Dir, m.val(e))
		}
	}
	return err
}
