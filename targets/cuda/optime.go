package cuda

import (
	"context"
	"os"
	"sort"
	"strconv"
	"strings"

	"afdc/targets/cuda/cu"
)

// OpTimeEnv turns the per-op time breakdown on for every backend loaded while it is "1" (the
// bench's --op-times does the same with SetOpTimes).
const OpTimeEnv = "AFDC_CUDA_OPTIME"

// OpTime is the device time of one kind of work over the steps since the last ResetOpTimes: an op
// kind ("op linear") with every kernel and GEMM it enqueued, or one generated kernel ("kernel
// mla_attention_bf16_..."). An op's time includes its kernels', so the two kinds overlap.
type OpTime struct {
	Name  string  `json:"name"`
	Ms    float64 `json:"ms"`
	Count int     `json:"count"`
}

// opTimes is the breakdown being gathered: a pair of CUDA events brackets each op (and each
// kernel) on its queue's stream, and the queue adds the elapsed times up when it syncs. Off, no
// event is made or recorded.
type opTimes struct {
	ms    map[string]float64
	count map[string]int
	// perOp: events around every op and kernel (SetOpTimes); without it only the layer sections
	// are timed (SetLayerTimes).
	perOp bool
	// The streaming routed-experts calls and the experts they touched (moe_active's count, read
	// back with the spans): how much weight the calls had to stream.
	moeCalls, moeTouched int
	// device: the ms of every span but the kernels' and the layer sections' since the breakdown
	// was turned on (DeviceMs); ResetOpTimes leaves it, so a reader's differences stay right.
	device float64
}

// add adds one span's time to the breakdown.
func (t *opTimes) add(name string, ms float64) {
	t.ms[name] += ms
	t.count[name]++
	if !strings.HasPrefix(name, "kernel ") && !strings.HasPrefix(name, sectionPrefix) {
		t.device += ms
	}
}

// span is one bracketed piece of work waiting for its queue's sync.
type span struct {
	name       string
	start, end cu.Event
}

// SetOpTimes turns the breakdown on or off (and clears it); on the device's thread, between steps.
func (b *Backend) SetOpTimes(on bool) {
	if !on {
		b.times = nil
		return
	}
	b.times = &opTimes{ms: map[string]float64{}, count: map[string]int{}, perOp: true}
}

func opTimesFromEnv() bool { return os.Getenv(OpTimeEnv) == "1" }

// OpTimeSkipEnv, with OpTimeEnv, clears the breakdown once that many steps have begun (an attention
// step, or an FFN step's first layer), so that the logged breakdown leaves out a role executable's
// first steps, which pay its one-time costs (module loading, library set-up).
const OpTimeSkipEnv = "AFDC_CUDA_OPTIME_SKIP"

// countStep counts a step's beginning and clears the breakdown after OpTimeSkipEnv of them; on
// the thread that drives the backend, between steps.
func (b *Backend) countStep() {
	if b.times == nil || b.timesSkip < 0 {
		return
	}
	if b.timesSkip == 0 {
		n, err := strconv.Atoi(os.Getenv(OpTimeSkipEnv))
		if err != nil || n <= 0 {
			b.timesSkip = -1
			return
		}
		b.timesSkip = n + 2 // it reaches 1 as step n+1 begins
	}
	if b.timesSkip--; b.timesSkip == 1 {
		b.timesSkip = -1
		_ = b.do(func() error {
			for _, q := range b.queues { // the events already recorded land first
				if err := q.sync(); err != nil {
					return err
				}
			}
			b.ResetOpTimes()
			return nil
		})
	}
}

// ResetOpTimes clears the breakdown gathered so far (after warm-up steps).
func (b *Backend) ResetOpTimes() {
	if b.times != nil {
		clear(b.times.ms)
		clear(b.times.count)
		b.times.moeCalls, b.times.moeTouched = 0, 0
	}
}

// ExpertsTouched is the mean number of experts a streaming routed-experts call touched since the
// last reset, and the calls; 0, 0 when the breakdown is off or no call streamed.
func (b *Backend) ExpertsTouched() (mean float64, calls int) {
	if b.times == nil || b.times.moeCalls == 0 {
		return 0, 0
	}
	return float64(b.times.moeTouched) / float64(b.times.moeCalls), b.times.moeCalls
}

// countTouched reads a streaming experts call's touched-expert count back (with the breakdown on).
func (r *run) countTouched(active cu.DevicePtr) error {
	if !r.timing() {
		return nil
	}
	var n [4]byte
	if err := r.q.download(n[:], active); err != nil {
		return err
	}
	t := r.b.times
	r.q.after = append(r.q.after, func() {
		t.moeCalls++
		t.moeTouched += int(int32(uint32(n[0]) | uint32(n[1])<<8 | uint32(n[2])<<16 | uint32(n[3])<<24))
	})
	return nil
}

// SyncQueues waits for every queue's stream and adds the spans it holds to the breakdown; on the
// device's thread, between steps.
func (b *Backend) SyncQueues(ctx context.Context) error {
	for _, q := range b.queues {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := q.sync(); err != nil {
			return err
		}
	}
	return nil
}

// logOpTimes logs the breakdown since load (AFDC_CUDA_OPTIME=1 in a role executable, which has no
// other way to report it): the 24 largest entries, device ms summed over every step.
func (b *Backend) logOpTimes() {
	for i, t := range b.OpTimes() {
		if i == 24 {
			break
		}
		b.log.Info("device time since load", "what", t.Name, "ms", t.Ms, "count", t.Count)
	}
}

// OpTimes is the breakdown since the last reset, most time first (ties by name), without the
// layer sections (LayerTimes); nil when off.
func (b *Backend) OpTimes() []OpTime {
	if b.times == nil {
		return nil
	}
	out := make([]OpTime, 0, len(b.times.ms))
	for n, ms := range b.times.ms {
		if !strings.HasPrefix(n, sectionPrefix) {
			out = append(out, OpTime{Name: n, Ms: ms, Count: b.times.count[n]})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Ms != out[j].Ms {
			return out[i].Ms > out[j].Ms
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// timing reports whether this run brackets its work with events: the breakdown is on and the
// work runs now (not recorded into a graph, whose events would time the capture, not a replay).
func (r *run) timing() bool { return r.b.perOp() && r.q.mode == modeEager }

// perOp reports whether every op and kernel is bracketed (the breakdown is on, not only the layer
// sections).
func (b *Backend) perOp() bool { return b.times != nil && b.times.perOp }

// mark records a new event of the queue's pool at the stream's current end.
func (q *queue) mark() (cu.Event, error) {
	if q.evNext == len(q.events) {
		e, err := cu.EventCreate(cu.EventDefault)
		if err != nil {
			return 0, err
		}
		q.events = append(q.events, e)
	}
	e := q.events[q.evNext]
	q.evNext++
	return e, e.Record(q.s)
}

// timed runs f, which enqueues work on the queue, between two events when the breakdown is on.
func (r *run) timed(name string, f func() error) error {
	if !r.timing() {
		return f()
	}
	start, err := r.q.mark()
	if err != nil {
		return err
	}
	if err := f(); err != nil {
		return err
	}
	end, err := r.q.mark()
	if err != nil {
		return err
	}
	r.q.spans = append(r.q.spans, span{name, start, end})
	r.q.dirty = true
	return nil
}

// addSpans adds the synced spans' times to the breakdown; the stream has passed them. Their events
// are reused from the next run on (queue.reset), not before: a sync inside an op (the expert GEMMs'
// slot counts) comes while that op's span is open.
func (q *queue) addSpans() error {
	t := q.b.times
	for _, s := range q.spans {
		ms, err := cu.ElapsedMs(s.start, s.end)
		if err != nil {
			return err
		}
		if err := q.traceSpan(s); err != nil {
			return err
		}
		if t != nil {
			t.add(s.name, float64(ms))
		}
	}
	q.spans = q.spans[:0]
	return nil
}

// DeviceMs is the device time of the work run since the per-op breakdown was turned on, in ms:
// the ops' spans and the transfers a transport bracketed (OpenSpan), summed, after every queue has
// run what it holds (it waits for them); ResetOpTimes does not clear it, so the difference between
// two readings is the work in between. ok is false while the per-op breakdown is off. The kernels
// are left out (each is inside its op), and so is the time the device spent idle between spans: a
// host wait inside an op (the grouped expert GEMMs read their slot counts back) is in that op's
// span. The shared experts' ops on their side stream overlap the stream's, so the sum can exceed
// the time the device was busy.
func (b *Backend) DeviceMs() (ms float64, ok bool) {
	if !b.perOp() {
		return 0, false
	}
	err := b.do(func() error {
		for _, q := range b.queues {
			if err := q.sync(); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, false
	}
	return b.times.device, true
}
