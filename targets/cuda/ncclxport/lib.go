// Package ncclxport is the NCCL data plane between attention and FFN ranks on different GPUs: a
// connector.Transport that moves each layer's tensors device to device with ncclSend and ncclRecv
// on the stage's CUDA stream, with no host copy. It owns the pair communicators (one per FFN rank
// and attention rank of its block, bootstrapped with a unique id the FFN rank sends over the
// rendezvous connection), their fault handling (a lost peer's communicator is aborted so no device
// or host wait hangs, the steps in flight fail naming the rank, and a returning rank gets a fresh
// communicator), the per-layer and per-stage exchange metrics, and the rule that picks NCCL or TCP.
//
// The NCCL calls sit behind Lib and Comm, so the transport's logic is tested without a GPU against
// a fake communicator; NCCL() is the real one (targets/cuda/nccl, through purego).
//
// Where both roles share one GPU (NCCL refuses two ranks on one device) the package's CUDA IPC data
// plane (IPC: NewIPCAttn, NewIPCFFN) moves the same tensors device to device through buffers each
// side maps from the other; its device calls sit behind Device, CUDA() being the driver's.
package ncclxport

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"

	"afdc/runtime/tensor"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/nccl"
)

// Name is the transport's name in plans, flags and messages.
const Name = "nccl"

// Lib is what the transport needs of NCCL. Init, GroupStart, GroupEnd and the Comm's Send and Recv
// run on the transport's issuing thread (issuer, bound with Options.Bind); Pending and Abort may
// run on any thread.
type Lib interface {
	// UniqueID makes the bootstrap id of a new communicator (128 bytes for NCCL).
	UniqueID() ([]byte, error)
	// Init starts joining rank of nranks to the communicator of id without blocking: the
	// communicator is ready when Pending reports false.
	Init(id []byte, nranks, rank int) (Comm, error)
	GroupStart() error
	GroupEnd() error
}

// Comm is one communicator.
type Comm interface {
	// Send enqueues n bytes at buf to peer on stream; Recv enqueues their receipt into buf.
	Send(buf uintptr, n int, peer int, stream uintptr) error
	Recv(buf uintptr, n int, peer int, stream uintptr) error
	// Pending is whether the communicator's last call is still being issued (init, a group's
	// connection set-up), or the error it ended with (a lost peer, where the library sees it).
	Pending() (bool, error)
	// Abort ends the communicator at once, making its kernels and calls in flight return.
	Abort() error
}

// uniqueIDBytes is the size of one NCCL unique id (NCCL_UNIQUE_ID_BYTES). A pair's collective id
// carries one a communicator.
const uniqueIDBytes = 128

// comms is one attention-FFN pair's communicators, one per micro-batch stage: stage s's transfers go
// over comms[s mod len]. A communicator runs its calls in issue order, so with one for the whole pair
// a stage's result waited behind the other stage's payload issued before it (on two H200s, stage 0's
// first result waited for stage 1's first attention layer). Each communicator keeps the mirror order
// of its own stage's transfers, which both ranks issue alike.
type comms []Comm

// forStage is stage s's communicator.
func (cs comms) forStage(s int) Comm { return cs[s%len(cs)] }

// Pending is true while any communicator's last call is being issued, or the first error.
func (cs comms) Pending() (bool, error) {
	any := false
	for _, c := range cs {
		p, err := c.Pending()
		if err != nil {
			return false, err
		}
		any = any || p
	}
	return any, nil
}

// Abort aborts every communicator of the pair, all at once, each from a thread of its own. One
// after another deadlocks: aborting one frees its device memory, and cudaFree waits for the
// device's kernels, among them the other communicator's transfer that spins until its own abort
// (on two H200s, a killed FFN left the attention rank hung in 1 of 10 trials). NCCL supports
// concurrent aborts of different communicators since 2.19.
func (cs comms) Abort() error {
	errs := make([]error, len(cs))
	var wg sync.WaitGroup
	for i, c := range cs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = c.Abort()
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// newUniqueIDs makes one NCCL unique id a stage, end to end.
func newUniqueIDs(lib Lib, stages int) ([]byte, error) {
	var ids []byte
	for range stages {
		id, err := lib.UniqueID()
		if err != nil {
			return nil, err
		}
		if len(id) != uniqueIDBytes {
			return nil, fmt.Errorf("unique id of %d bytes, expected %d", len(id), uniqueIDBytes)
		}
		ids = append(ids, id...)
	}
	return ids, nil
}

// initComms joins rank of the nranks-rank communicator of each unique id in ids (uniqueIDBytes
// each), in order, without blocking; on an error those already started are aborted.
func initComms(lib Lib, ids []byte, nranks, rank int) (comms, error) {
	if len(ids) == 0 || len(ids)%uniqueIDBytes != 0 {
		return nil, fmt.Errorf("collective id of %d bytes, expected a positive multiple of %d (one NCCL unique id a stage)", len(ids), uniqueIDBytes)
	}
	var cs comms
	for off := 0; off < len(ids); off += uniqueIDBytes {
		c, err := guard(lib.Init(ids[off:off+uniqueIDBytes], nranks, rank))
		if err != nil {
			cs.Abort()
			return nil, err
		}
		cs = append(cs, c)
	}
	return cs, nil
}

// errAborted is what a guarded communicator's calls return once it is aborted.
var errAborted = errors.New("communicator aborted")

// guarded is a communicator that takes no call after Abort and no abort while a call is in the
// library. NCCL frees a communicator in ncclCommAbort, so a watcher polling Pending on one thread
// while a failed step aborted it on another read freed memory: on two H200s a killed FFN rank took
// the attention process down with a corrupted CUDA event a few trials later. Calls share the lock
// (each returns at once on a non-blocking communicator); Abort takes it alone, once, and every call
// after it returns errAborted without reaching the library.
type guarded struct {
	mu      sync.RWMutex
	c       Comm
	aborted bool
}

// guard wraps a communicator; nil stays nil.
func guard(c Comm, err error) (Comm, error) {
	if c == nil || err != nil {
		return c, err
	}
	return &guarded{c: c}, nil
}

func (g *guarded) Send(buf uintptr, n int, peer int, stream uintptr) error {
	g.mu.RLock()
	defer g.mu.RUnlock()
	if g.aborted {
		return errAborted
	}
	return g.c.Send(buf, n, peer, stream)
}

func (g *guarded) Recv(buf uintptr, n int, peer int, stream uintptr) error {
	g.mu.RLock()
	defer g.mu.RUnlock()
	if g.aborted {
		return errAborted
	}
	return g.c.Recv(buf, n, peer, stream)
}

func (g *guarded) Pending() (bool, error) {
	g.mu.RLock()
	defer g.mu.RUnlock()
	if g.aborted {
		return false, errAborted
	}
	return g.c.Pending()
}

// Abort aborts the communicator once; later calls of any method return errAborted.
func (g *guarded) Abort() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.aborted {
		return nil
	}
	g.aborted = true
	return g.c.Abort()
}

// Timer measures device time on a stream (CUDA events): Mark records a point; once the stream has
// run past both, Elapsed is the time between two marks. A Lib that is also a Timer gets its
// exchanges timed.
type Timer interface {
	Mark(stream uintptr) (Mark, error)
}

// Mark is a recorded point on a stream.
type Mark interface {
	// Since is the device time from start to this mark; both must have completed.
	Since(start Mark) (time.Duration, error)
	Release()
}

// StreamQueue is a queue backed by a CUDA stream: what the CUDA backend's stage queues are. The
// transport enqueues a stage's transfers on its stream, so the queue's Sync must wait for the
// stream even when nothing else was enqueued on it: a queue that skips clean streams implements
// Enqueued, which the transport calls after each transfer it enqueues.
type StreamQueue interface {
	tensor.Queue
	Stream() cu.Stream
}

// issuingQueue is a queue that can run CUDA calls on its stream itself: the CUDA backend's stage
// queues, which run them at once when called from the device's thread that drives the step (as
// the engines call a transport), else hand them to that thread.
type issuingQueue interface {
	Issue(f func() error) error
}

// onQueue runs f, which enqueues work on q's stream, through q when q can issue it, else on the
// plane's issuing thread. Within a driven step that saves two thread hand-offs a transfer, each
// some microseconds on the step's critical path.
func onQueue(q tensor.Queue, is *issuer, f func() error) error {
	if iq, ok := q.(issuingQueue); ok {
		return iq.Issue(f)
	}
	return is.do(f)
}

// enqueued tells q that work was put on its stream behind its back.
func enqueued(q tensor.Queue) {
	if e, ok := q.(interface{ Enqueued() }); ok {
		e.Enqueued()
	}
}

// spanQueue is a queue that can bracket work enqueued on its stream from outside with events, for
// its backend's timeline (the CUDA backend's stage queues, while a trace runs).
type spanQueue interface {
	OpenSpan(name func() string) (func(), error)
}

// openSpan brackets a transfer on q's timeline when q keeps one: call the result once the transfer
// is enqueued. The name is only made when a timeline is kept (not on every transfer of a step).
func openSpan(q tensor.Queue, plane, dir string, layer, stage int) func() {
	if sq, ok := q.(spanQueue); ok {
		name := func() string { return fmt.Sprintf("%s %s layer %d stage %d", plane, dir, layer, stage) }
		if end, err := sq.OpenSpan(name); err == nil {
			return end
		}
	}
	return func() {}
}

func streamOf(q tensor.Queue) (uintptr, error) {
	sq, ok := q.(StreamQueue)
	if !ok {
		return 0, fmt.Errorf("queue %T has no CUDA stream, expected the CUDA backend's stage queue", q)
	}
	return uintptr(sq.Stream()), nil
}

// transferStream checks the buffers of one transfer, on either side, and returns the stream of q
// to enqueue it on. empty says the stage has no rows this step, so nothing moves.
func transferStream(q tensor.Queue, bufs []tensor.Tensor) (stream uintptr, empty bool, err error) {
	if len(bufs) == 0 {
		return 0, false, errors.New("no tensors, expected at least 1")
	}
	if bufs[0].Rows() == 0 {
		return 0, true, nil
	}
	if err := checkDevice(bufs); err != nil {
		return 0, false, err
	}
	stream, err = streamOf(q)
	return stream, false, err
}

func checkDevice(bufs []tensor.Tensor) error {
	rows := bufs[0].Rows()
	for i, b := range bufs {
		if b.Mem != tensor.Device || b.Ptr == 0 || len(b.Shape) != 2 || b.Rows() != rows || b.DType.Size() == 0 {
			return fmt.Errorf("buffer %d is %s, expected a device tensor of %d rows", i, b, rows)
		}
	}
	return nil
}

// issue enqueues one send or receive (dir) per buffer with rank peer of c on stream; the caller
// wraps it in a group.
func issue(c Comm, dir string, peer int, stream uintptr, bufs []tensor.Tensor) error {
	for _, b := range bufs {
		var err error
		if dir == "send" {
			err = c.Send(b.Ptr, b.Len(), peer, stream)
		} else {
			err = c.Recv(b.Ptr, b.Len(), peer, stream)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// byteLen is the bytes a transfer of bufs moves.
func byteLen(bufs []tensor.Tensor) int {
	n := 0
	for _, b := range bufs {
		n += b.Len()
	}
	return n
}

// NCCL is the Lib of the installed NCCL library. NCCL_NVLS_ENABLE=0 is set on load unless the
// user set it (package nccl).
func NCCL() Lib { return ncclLib{} }

type ncclLib struct{}

func (ncclLib) UniqueID() ([]byte, error) {
	id, err := nccl.GetUniqueID()
	if err != nil {
		return nil, err
	}
	return id.Internal[:], nil
}

func (ncclLib) Init(id []byte, nranks, rank int) (Comm, error) {
	var u nccl.UniqueID
	if len(id) != len(u.Internal) {
		return nil, fmt.Errorf("nccl unique id of %d bytes, expected %d", len(id), len(u.Internal))
	}
	copy(u.Internal[:], id)
	c, err := nccl.CommInitRankNonBlocking(nranks, u, rank)
	if err != nil {
		return nil, err
	}
	return ncclComm{c}, nil
}

func (ncclLib) GroupStart() error { return nccl.GroupStart() }
func (ncclLib) GroupEnd() error   { return nccl.GroupEnd() }

func (ncclLib) Mark(stream uintptr) (Mark, error) {
	e, err := cu.EventCreate(cu.EventDefault)
	if err != nil {
		return nil, err
	}
	if err := e.Record(cu.Stream(stream)); err != nil {
		e.Destroy()
		return nil, err
	}
	return cudaMark(e), nil
}

type cudaMark cu.Event

func (m cudaMark) Since(start Mark) (time.Duration, error) {
	s, ok := start.(cudaMark)
	if !ok {
		return 0, fmt.Errorf("mark %T, expected a CUDA event", start)
	}
	ms, err := cu.ElapsedMs(cu.Event(s), cu.Event(m))
	return time.Duration(float64(ms) * float64(time.Millisecond)), err
}

func (m cudaMark) Release() { cu.Event(m).Destroy() }

type ncclComm struct{ c nccl.Comm }

func (c ncclComm) Send(buf uintptr, n, peer int, stream uintptr) error {
	return c.c.Send(cu.DevicePtr(buf), n, nccl.Uint8, peer, cu.Stream(stream))
}

func (c ncclComm) Recv(buf uintptr, n, peer int, stream uintptr) error {
	return c.c.Recv(cu.DevicePtr(buf), n, nccl.Uint8, peer, cu.Stream(stream))
}

func (c ncclComm) Pending() (bool, error) { return c.c.Pending() }

// Abort may come from a watcher goroutine: it stays on one thread for the call, which NCCL makes
// its device current on.
func (c ncclComm) Abort() error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	return c.c.Abort()
}
