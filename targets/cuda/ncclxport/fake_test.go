package ncclxport

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"syscall"
	"time"
	"unsafe"

	"afdc/runtime/tensor"
	"afdc/targets/cuda/cu"
)

// fakeWorld is a fake NCCL shared by the ranks of a test: communicators meet by unique id, sends
// and receives of a pair are matched in the order each side issued them (as NCCL matches
// point-to-point calls), and matched bytes are copied between "device" buffers, which are Go memory
// whose address the test tensors carry. It records every call, can fail or stall a communicator,
// and counts aborts.
type fakeWorld struct {
	mem     *devMem
	mu      sync.Mutex
	nextID  int
	comms   map[string]*fakeShared // by id
	log     []string               // every call, in order
	threads []fakeThread           // the OS thread of every init and group start, in order
	groups  int                    // open group depth
	maxGrp  int                    // ops issued inside the largest group
	inGrp   int
	// failOp, when set, is asked about every send and receive (verb, rank, peer, bytes) before it
	// is taken; an error fails the call.
	failOp func(verb string, rank, peer, n int) error
}

type fakeShared struct {
	id     string
	joined []*fakeComm // by rank; the communicator's size is len(joined)
	// pending transfers per direction, by (from, to)
	sends map[[2]int][]fakeOp
	recvs map[[2]int][]fakeOp
}

// complete is whether every rank joined.
func (sh *fakeShared) complete() bool {
	for _, c := range sh.joined {
		if c == nil {
			return false
		}
	}
	return true
}

type fakeOp struct {
	buf uintptr
	n   int
}

type fakeComm struct {
	w       *fakeWorld
	sh      *fakeShared
	rank    int
	aborted bool
	failErr error // Pending reports it
	stall   bool  // Pending stays true
}

// fakeThread is the OS thread a call came from: "init rank R" or "group".
type fakeThread struct {
	call string
	tid  int
}

func newFakeWorld(mem *devMem) *fakeWorld {
	return &fakeWorld{mem: mem, comms: map[string]*fakeShared{}}
}

func (w *fakeWorld) logf(format string, a ...any) { w.log = append(w.log, fmt.Sprintf(format, a...)) }

func (w *fakeWorld) UniqueID() ([]byte, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.nextID++
	id := make([]byte, 128)
	copy(id, fmt.Sprintf("fake-id-%d", w.nextID))
	return id, nil
}

func idString(id []byte) string { return strings.TrimRight(string(id), "\x00") }

func (w *fakeWorld) Init(id []byte, nranks, rank int) (Comm, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if nranks < 2 || rank < 0 || rank >= nranks {
		return nil, fmt.Errorf("fake init: rank %d of %d, expected 0..%d", rank, nranks, nranks-1)
	}
	k := idString(id)
	sh := w.comms[k]
	if sh == nil {
		sh = &fakeShared{id: k, joined: make([]*fakeComm, nranks), sends: map[[2]int][]fakeOp{}, recvs: map[[2]int][]fakeOp{}}
		w.comms[k] = sh
	}
	if len(sh.joined) != nranks {
		return nil, fmt.Errorf("fake init: %s has %d ranks, joined as one of %d", k, len(sh.joined), nranks)
	}
	if sh.joined[rank] != nil {
		return nil, fmt.Errorf("fake init: rank %d of %s joined twice", rank, k)
	}
	c := &fakeComm{w: w, sh: sh, rank: rank}
	sh.joined[rank] = c
	w.logf("init %s rank %d", k, rank)
	w.threads = append(w.threads, fakeThread{fmt.Sprintf("init rank %d", rank), syscall.Gettid()})
	return c, nil
}

func (w *fakeWorld) GroupStart() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.groups == 0 {
		w.inGrp = 0
	}
	w.groups++
	w.logf("group start")
	w.threads = append(w.threads, fakeThread{"group", syscall.Gettid()})
	return nil
}

func (w *fakeWorld) GroupEnd() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.groups == 0 {
		return errors.New("fake: group end without start")
	}
	w.groups--
	if w.groups == 0 {
		w.maxGrp = max(w.maxGrp, w.inGrp)
	}
	w.logf("group end")
	return nil
}

func (c *fakeComm) Pending() (bool, error) {
	c.w.mu.Lock()
	defer c.w.mu.Unlock()
	if c.aborted {
		return false, errors.New("fake: communicator aborted")
	}
	if c.failErr != nil {
		return false, c.failErr
	}
	if c.stall {
		return true, nil
	}
	// Set-up completes when every rank joined.
	return !c.sh.complete(), nil
}

func (c *fakeComm) Abort() error {
	c.w.mu.Lock()
	defer c.w.mu.Unlock()
	if !c.aborted {
		c.aborted = true
		c.w.logf("abort %s rank %d", c.sh.id, c.rank)
		// As NCCL's kernels do on abort, receives still waiting end with whatever their buffers
		// held, so work queued behind them runs.
		for d, rs := range c.sh.recvs {
			if d[1] != c.rank {
				continue
			}
			for _, r := range rs {
				c.w.mem.filled(r.buf, r.n)
			}
			delete(c.sh.recvs, d)
		}
	}
	return nil
}

func (c *fakeComm) op(send bool, buf uintptr, n, peer int, stream uintptr) error {
	c.w.mu.Lock()
	defer c.w.mu.Unlock()
	verb := "recv"
	if send {
		verb = "send"
	}
	if c.aborted {
		return fmt.Errorf("fake %s: communicator aborted", verb)
	}
	if peer < 0 || peer >= len(c.sh.joined) || peer == c.rank {
		return fmt.Errorf("fake %s: peer %d, expected another rank of 0..%d", verb, peer, len(c.sh.joined)-1)
	}
	if c.w.failOp != nil {
		if err := c.w.failOp(verb, c.rank, peer, n); err != nil {
			return err
		}
	}
	if c.w.groups > 0 {
		c.w.inGrp++
	}
	if len(c.sh.joined) == 2 {
		c.w.logf("%s %s rank %d %d bytes stream %d", verb, c.sh.id, c.rank, n, stream)
	} else {
		c.w.logf("%s %s rank %d peer %d %d bytes stream %d", verb, c.sh.id, c.rank, peer, n, stream)
	}
	op := fakeOp{buf, n}
	d := [2]int{peer, c.rank} // direction: from, to
	if send {
		d = [2]int{c.rank, peer}
		c.sh.sends[d] = append(c.sh.sends[d], op)
	} else {
		c.sh.recvs[d] = append(c.sh.recvs[d], op)
	}
	{
		for len(c.sh.sends[d]) > 0 && len(c.sh.recvs[d]) > 0 {
			s, r := c.sh.sends[d][0], c.sh.recvs[d][0]
			c.sh.sends[d], c.sh.recvs[d] = c.sh.sends[d][1:], c.sh.recvs[d][1:]
			if s.n != r.n {
				return fmt.Errorf("fake: send of %d bytes matched a receive of %d", s.n, r.n)
			}
			dst, err1 := c.w.mem.at(r.buf, r.n)
			src, err2 := c.w.mem.at(s.buf, s.n)
			if err := errors.Join(err1, err2); err != nil {
				return err
			}
			copy(dst, src)
			c.w.mem.filled(r.buf, r.n)
		}
	}
	return nil
}

func (c *fakeComm) Send(buf uintptr, n, peer int, stream uintptr) error {
	return c.op(true, buf, n, peer, stream)
}

func (c *fakeComm) Recv(buf uintptr, n, peer int, stream uintptr) error {
	return c.op(false, buf, n, peer, stream)
}

func (w *fakeWorld) calls(prefix string) []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []string
	for _, l := range w.log {
		if strings.HasPrefix(l, prefix) {
			out = append(out, l)
		}
	}
	return out
}

// shared returns the pair of id k.
func (w *fakeWorld) pairs() []*fakeShared {
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []*fakeShared
	for _, sh := range w.comms {
		out = append(out, sh)
	}
	return out
}

// ready counts the communicators both ranks joined.
func (w *fakeWorld) ready() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	n := 0
	for _, sh := range w.comms {
		if sh.complete() {
			n++
		}
	}
	return n
}

// fakeMark times nothing: a Timer whose marks are host times, to exercise the stats path.
type fakeTimer struct{ *fakeWorld }

type fakeMark struct{ at time.Time }

func (fakeTimer) Mark(uintptr) (Mark, error) { return fakeMark{time.Now()}, nil }
func (m fakeMark) Since(s Mark) (time.Duration, error) {
	return m.at.Sub(s.(fakeMark).at) + time.Microsecond, nil
}
func (fakeMark) Release() {}

// fakeQueue is a stage queue with a stream number.
type fakeQueue struct{ s cu.Stream }

func (q fakeQueue) Sync(context.Context) error { return nil }
func (q fakeQueue) Stream() cu.Stream          { return q.s }

// devBuf makes a [rows, width] "device" tensor of dt over Go memory, filled by fill (nil: zeros).
// keep holds the memory so the fake may write into it.
type devMem struct {
	mu   sync.Mutex
	cond *sync.Cond
	keep [][]byte
	fill map[uintptr]int // bytes received into each buffer (by its base)
}

func newDevMem() *devMem {
	m := &devMem{fill: map[uintptr]int{}}
	m.cond = sync.NewCond(&m.mu)
	return m
}

// filled records that n bytes at p were received.
func (m *devMem) filled(p uintptr, n int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, b := range m.keep {
		base := uintptr(unsafe.Pointer(&b[0]))
		if p >= base && p < base+uintptr(len(b)) {
			m.fill[base] += n
		}
	}
	m.cond.Broadcast()
}

// wait blocks until t's whole buffer has been received into, as a device stream waits for a
// receive; a test whose transfers never match fails by its own deadline instead.
func (m *devMem) wait(t tensor.Tensor) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for m.fill[t.Ptr] < t.Len() {
		m.cond.Wait()
	}
}

// at is the n bytes at address p, inside one of the buffers made by buf.
func (m *devMem) at(p uintptr, n int) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, b := range m.keep {
		base := uintptr(unsafe.Pointer(&b[0]))
		if p >= base && p+uintptr(n) <= base+uintptr(len(b)) {
			off := int(p - base)
			return b[off : off+n], nil
		}
	}
	return nil, fmt.Errorf("fake: %d bytes at %#x are in no buffer", n, p)
}

func (m *devMem) buf(dt tensor.DType, rows, width int, fill func(i int) byte) tensor.Tensor {
	n := rows * width * int(dt.Size())
	b := make([]byte, max(n, 1))
	if fill != nil {
		for i := range n {
			b[i] = fill(i)
		}
	}
	m.mu.Lock()
	m.keep = append(m.keep, b)
	m.mu.Unlock()
	return tensor.Tensor{DType: dt, Shape: []int{rows, width}, Mem: tensor.Device, Ptr: uintptr(unsafe.Pointer(&b[0]))}
}

func (m *devMem) bytesOf(t tensor.Tensor) []byte {
	b, err := m.at(t.Ptr, t.Len())
	if err != nil {
		panic(err)
	}
	return b
}
