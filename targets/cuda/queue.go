package cuda

import (
	"context"
	"errors"
	"fmt"

	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/cublas"
	"afdc/targets/cuda/device"
)

// workCounters is the number of work counters a queue holds: the gate/up and down streaming kernels'.
const workCounters = 2

// stagingBytes is the pinned memory each queue starts with for each direction; it grows (once, to
// what a step needed) when a step stages more.
const stagingBytes = 8 << 20

// stageExtraBytes is what a stage holds beside its activation arena, counted against the memory
// budget: its staging buffers and its cuBLAS workspaces.
const stageExtraBytes = stagingBytes + queueBlasBytes

// queue is one stage's stream with the memory its runs use: the activation arena, reset when a run
// (or an FFN call) begins, and pinned buffers through which host tensors go to and from the device.
// Host results are copied out of the pinned buffer once the stream has run, in Sync.
type queue struct {
	b     *Backend
	s     cu.Stream
	arena *device.Arena
	// cur is where the running op's scratch and a run's inputs are carved from: a window of the
	// arena the run's plan gives them (liveplan.go), or nil for the whole arena.
	cur    *device.Arena
	in     *cu.HostBuf // host → device staging
	out    *cu.HostBuf // device → host staging
	inOff  int
	outOff int
	after  []func() // host copies out of `out`, run when the stream has passed them
	dirty  bool     // work enqueued since the last sync
	mode   queueMode
	// work holds the streaming expert kernels' work counters (kgen's workQueue), one a kernel of
	// the routed-experts chain: zero between launches, so one per stream suffices.
	work cu.DevicePtr

	// The op-time breakdown (optime.go): events made on first use and reused after each sync,
	// and the spans they bracket since the last sync.
	events []cu.Event
	evNext int
	spans  []span

	// called is recorded on the stream at the end of each FFN call (0 before the first): the next
	// call waits for it, not for the whole stream (resetForCall).
	called cu.Event

	// The side stream of shared experts (branch.go), its own cuBLAS handle (a handle's workspace
	// serves one stream at a time), and the events that fork it from the stream and join it back;
	// made on first use.
	side         cu.Stream
	sideBlas     *cublas.Handle
	fork, joined cu.Event

	// blasWS and sideWS are cuBLAS workspaces of blasWorkspace bytes for the stream and the side
	// stream: cublasSetStream puts a handle back on cuBLAS's default pool, so each switch sets the
	// stream's own workspace again (blasOn), and two streams never share one.
	blasWS, sideWS cu.DevicePtr
}

// stagePriority is the stream priority of a backend's queue i, in the device's range [greatest,
// least] (lower runs first): the first queue the most urgent, each later one a step less, the
// rest at the least (SetStagePriorities).
func stagePriority(i, least, greatest int) int { return min(greatest+i, least) }

// SetStagePriorities gives the queues made after it stream priorities by stage (stagePriority),
// for a backend that has its GPU to itself in a pair split over a device data plane (the NCCL
// transport sets it on both ranks; SetPayloadMemory(Device) too). A split step's stages start in
// order: stage 0's first layers are the pipeline's fill (the FFN idles until they reach it), so
// where stage 1's attention kernels contend with them, or with stage 0's NCCL transfers (whose
// kernels need SMs too), stage 0's blocks go first, and stage 1 has the FFN's whole stage-0 layer
// to catch up. Where both roles share a GPU (the pair over TCP on one GPU) the queues keep the
// default priority: there the two backends' stages were ordered against each other, and the
// split step ran slower on an H200 at every shape (docs/perf-history.md, the fifth speed run).
func (b *Backend) SetStagePriorities() { b.stagePriorities = true }

func (b *Backend) newQueue() (*queue, error) {
	prio := 0
	if b.stagePriorities {
		least, greatest, err := cu.StreamPriorityRange()
		if err != nil {
			return nil, err
		}
		prio = stagePriority(len(b.queues), least, greatest)
	}
	s, err := cu.StreamCreateWithPriority(cu.StreamNonBlocking, prio)
	if err != nil {
		return nil, err
	}
	q := &queue{b: b, s: s}
	base, err := b.alloc(b.arenaSize, "the activation arena of a stage")
	if err != nil {
		s.Destroy()
		return nil, err
	}
	q.arena = device.NewArena(base, b.arenaSize)
	if q.work, err = b.alloc(workCounters*4, "the work counters of a stage"); err == nil {
		err = cu.MemsetD32(q.work, 0, workCounters)
	}
	if err == nil {
		q.blasWS, err = b.alloc(queueBlasBytes, "the cuBLAS workspaces of a stage")
		q.sideWS = q.blasWS + cu.DevicePtr(blasWorkspace)
	}
	if err != nil {
		s.Destroy()
		return nil, err
	}
	if q.in, err = cu.MemHostAlloc(stagingBytes, cu.HostAllocPortable); err == nil {
		q.out, err = cu.MemHostAlloc(stagingBytes, cu.HostAllocPortable)
	}
	if err != nil {
		q.free()
		return nil, err
	}
	b.queues = append(b.queues, q)
	return q, nil
}

func (q *queue) free() error {
	var errs []error
	for _, h := range []*cu.HostBuf{q.in, q.out} {
		if h != nil {
			errs = append(errs, h.Free())
		}
	}
	q.in, q.out = nil, nil
	for _, e := range q.events {
		errs = append(errs, e.Destroy())
	}
	q.events = nil
	if q.called != 0 {
		errs = append(errs, q.called.Destroy())
		q.called = 0
	}
	for _, e := range []*cu.Event{&q.fork, &q.joined} {
		if *e != 0 {
			errs = append(errs, e.Destroy())
			*e = 0
		}
	}
	if q.sideBlas != nil {
		errs = append(errs, q.sideBlas.Destroy())
		q.sideBlas = nil
	}
	if q.side != 0 {
		errs = append(errs, q.side.Destroy())
		q.side = 0
	}
	if q.s != 0 {
		errs = append(errs, q.s.Destroy())
		q.s = 0
	}
	return errors.Join(errs...)
}

// Stream is the queue's CUDA stream: a device transport (ncclxport) enqueues the stage's transfers
// on it.
func (q *queue) Stream() cu.Stream { return q.s }

// Enqueued tells the queue that work was put on its stream from outside (a transport's transfer),
// so the next Sync waits for the stream.
func (q *queue) Enqueued() { q.dirty = true }

// Issue runs f, which enqueues work on the queue's stream (a device data plane's copies), on the
// device's thread: at once when called from within the step the backend is driving, as the engines
// call their transport, else handed to that thread.
func (q *queue) Issue(f func() error) error { return q.b.do(f) }

// Sync waits for the stream and delivers the host results enqueued so far.
func (q *queue) Sync(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return q.b.do(q.sync)
}

func (q *queue) sync() error {
	if q.mode != modeEager {
		return errNeedsHost
	}
	if q.dirty {
		if err := q.s.Synchronize(); err != nil {
			return err
		}
		// Every run's stream waits for its side stream (the join, or until's wait on a failure),
		// so this finds the side idle; it stays as the guard for the arena's reuse.
		if q.side != 0 {
			if err := q.side.Synchronize(); err != nil {
				return err
			}
		}
	}
	if err := q.addSpans(); err != nil {
		return err
	}
	for _, f := range q.after {
		f()
	}
	q.after = q.after[:0]
	q.inOff, q.outOff, q.dirty = 0, 0, false
	return nil
}

// reset makes the queue's arena free for a new run, once the stream has passed the previous one.
func (q *queue) reset() error {
	if err := q.sync(); err != nil {
		return err
	}
	q.arena.Reset()
	q.cur = nil
	q.evNext = 0
	return nil
}

// resetForCall readies the queue for an FFN call. The host waits for the previous call's work on
// the stream (its arena is reused; stream order alone would allow that, but the wait keeps the
// host at most a call ahead of the device on each queue, which the transfer ring's reuse relies
// on), not for the transfers enqueued after it: over a device data plane this layer's input
// receive is already on the stream, and waiting for it blocked the host from launching the other
// stage's layer, whose input had arrived (on two H200s the FFN's first MoE layer started 0.46 ms
// after its input). Where the stream holds host work (pinned staging, host copies to deliver, op
// timing events) or records a graph, it syncs as reset does.
func (q *queue) resetForCall() error {
	if q.called == 0 || q.hostWork() {
		return q.reset()
	}
	if err := q.called.Synchronize(); err != nil {
		return err
	}
	q.arena.Reset()
	q.cur = nil
	return nil
}

// hostWork reports whether the queue holds work the host must see through before it is reused: a
// graph being recorded (or a dry run), pinned staging in flight, host copies to deliver or op
// timing events to read.
func (q *queue) hostWork() bool {
	return q.mode != modeEager || q.inOff != 0 || q.outOff != 0 || len(q.after) != 0 || q.evNext != 0
}

// callDone records the end of an FFN call's work on the stream, for the next call to wait for.
func (q *queue) callDone() error {
	if q.called == 0 {
		e, err := cu.EventCreate(cu.EventDisableTiming)
		if err != nil {
			return err
		}
		q.called = e
	}
	return q.called.Record(q.s)
}

// alloc carves n bytes of activations out of the arena.
func (q *queue) alloc(n int) (cu.DevicePtr, error) {
	if n <= 0 {
		return 0, nil
	}
	a := q.arena
	if q.cur != nil {
		a = q.cur
	}
	p, err := a.Alloc(n)
	if err != nil {
		return 0, fmt.Errorf("activations: %w (the arena is planned for %d rows per step; raise --max-batch-tokens or lower the step)", err, q.b.maxRows)
	}
	return p, nil
}

// grow makes a pinned buffer hold at least n more bytes past off, syncing first so that no copy in
// flight uses the old one. It allocates only when a step stages more than any before it.
func (q *queue) grow(h **cu.HostBuf, off, n int) error {
	if off+n <= (*h).Len() {
		return nil
	}
	if err := q.s.Synchronize(); err != nil {
		return err
	}
	// Copies waiting in `after` read from the old out buffer: run them before it goes.
	for _, f := range q.after {
		f()
	}
	q.after = q.after[:0]
	size := max(2*(*h).Len(), off+n)
	nb, err := cu.MemHostAlloc(size, cu.HostAllocPortable)
	if err != nil {
		return err
	}
	copy(nb.Bytes(), (*h).Bytes()[:off])
	if err := (*h).Free(); err != nil {
		return err
	}
	*h = nb
	return nil
}

// upload copies host bytes to dst on the stream, through the pinned buffer.
func (q *queue) upload(dst cu.DevicePtr, src []byte) error {
	n := len(src)
	if n == 0 {
		return nil
	}
	if q.mode != modeEager {
		return errNeedsHost
	}
	off := (q.inOff + 15) &^ 15
	if off+n > q.in.Len() {
		// The pinned buffer is reused from its start once the stream has passed what it holds.
		if err := q.s.Synchronize(); err != nil {
			return err
		}
		off = 0
		if err := q.grow(&q.in, 0, n); err != nil {
			return err
		}
	}
	copy(q.in.Bytes()[off:off+n], src)
	q.inOff = off + n
	q.dirty = true
	return cu.CopyHtoDAsync(dst, q.in, off, n, q.s)
}

// download enqueues a copy of n device bytes into dst (Go memory), delivered at the next Sync.
func (q *queue) download(dst []byte, src cu.DevicePtr) error {
	n := len(dst)
	if n == 0 {
		return nil
	}
	if q.mode != modeEager {
		return errNeedsHost
	}
	off := (q.outOff + 15) &^ 15
	if err := q.grow(&q.out, off, n); err != nil {
		return err
	}
	if err := cu.CopyDtoHAsync(q.out, off, src, n, q.s); err != nil {
		return err
	}
	q.outOff = off + n
	q.dirty = true
	q.after = append(q.after, func() { copy(dst, q.out.Bytes()[off:off+n]) })
	return nil
}
