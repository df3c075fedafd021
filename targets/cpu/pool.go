package cpu

import (
	"math"
	"math/bits"
	"sync"
	"unsafe"
)

// bufPool hands out the f32 outputs of a program's ops and takes them back when they are dead, so
// a steady stream of steps reuses the same pages instead of allocating (and, in a process with a
// small Go heap, page-faulting and collecting) megabytes of fresh activations per step.
//
// Buffers come in power-of-two capacity classes, so a class serves every length up to its size
// whatever the batch, and the idle buffers are bounded: at most maxIdle bytes wait in the pool,
// beyond that a freed buffer is left to the collector.
//
// Lifetimes. A buffer is owned by exactly one of: the pool (idle), or one tensor of one run. A
// run gives a tensor's buffer back only when all of these hold:
//   - the IR says the value is dead: its last use in the function body has run (interp.Cursor's
//     use counts; a function's results keep one use, so they never die inside the run);
//   - the tensor came from the pool (the runtime's operands, the FFN payload, a received hidden
//     state and every other buffer from outside are never pooled);
//   - nothing outside the run was given the memory: tensors handed to the runtime (an exchange's
//     payload, which a transport may still read after the op, and the step's results, logits
//     included, which the engine returns to its callers) are pinned and left to the collector.
//
// No op returns a tensor that shares its argument's memory, so a dead value's buffer is referenced
// by nothing the run can still read. The pool is shared by every run of the program (stages of a
// step, concurrent FFN calls) under a mutex; a buffer a run gave back is dead for every run.
type bufPool struct {
	mu      sync.Mutex
	free    [64][][]float32 // by class: capacity 1<<class
	idle    int64           // bytes in free
	fresh   int64           // bytes of the buffers get had to allocate, ever
	maxIdle int64
	// poison, for tests: a buffer given back is filled with NaN, so a reader of a recycled value
	// sees the corruption instead of stale but plausible numbers.
	poison bool
	// lent: buffers handed to the runtime (exchange payloads, receive buffers), by their first
	// element, with their capacity; the runtime gives them back (Backend.Recycle) when its
	// transfers are done with them. Anything else it gives is not looked at.
	lent      map[*float32]int
	lentBytes int64
}

// defaultMaxIdle bounds the bytes a program's pool keeps between steps: a decode step's
// activations are a few MB; a long prefill's beyond this bound are left to the collector.
const defaultMaxIdle = 256 << 20

func class(n int) int {
	if n <= 1 {
		return 0
	}
	return bits.Len(uint(n - 1))
}

// get returns a buffer of n values, zeroed when zero is set (for kernels that accumulate or leave
// values unwritten); otherwise its contents are arbitrary and the caller writes every value.
func (p *bufPool) get(n int, zero bool) []float32 {
	c := class(n)
	p.mu.Lock()
	var b []float32
	if l := len(p.free[c]); l > 0 {
		b = p.free[c][l-1]
		p.free[c][l-1] = nil
		p.free[c] = p.free[c][:l-1]
		p.idle -= 4 * int64(cap(b))
	} else {
		p.fresh += 4 << c
	}
	p.mu.Unlock()
	if b == nil {
		return make([]float32, n, 1<<c)
	}
	b = b[:n]
	if zero {
		clear(b)
	}
	return b
}

// put gives a dead buffer back.
func (p *bufPool) put(b []float32) {
	c := cap(b)
	if c == 0 || c&(c-1) != 0 { // not one of ours
		return
	}
	if p.poison {
		nan := float32(math.NaN())
		b = b[:c]
		for i := range b {
			b[i] = nan
		}
	}
	p.mu.Lock()
	if p.idle+4*int64(c) <= p.maxIdle {
		k := class(c)
		p.free[k] = append(p.free[k], b[:0])
		p.idle += 4 * int64(c)
	}
	p.mu.Unlock()
}

// maxLent bounds the bytes of buffers lent to the runtime and not given back yet. A step the
// runtime gives its buffers back for lends a few layers' worth; a failed step, or a path that does
// not give them back, would otherwise keep its buffers alive through the map: past the bound the
// map forgets every loan (those buffers are then left to the collector).
const maxLent = defaultMaxIdle

// lend records b as handed to the runtime, to come back through takeBack.
func (p *bufPool) lend(b []float32) {
	if cap(b) == 0 {
		return
	}
	p.mu.Lock()
	if p.lent == nil || p.lentBytes+4*int64(cap(b)) > maxLent {
		p.lent, p.lentBytes = map[*float32]int{}, 0
	}
	p.lent[&b[:1][0]] = cap(b)
	p.lentBytes += 4 * int64(cap(b))
	p.mu.Unlock()
}

// takeBack gives back the lent buffer whose first element is at first; nothing happens when none
// is lent there (never lent, or given back already).
func (p *bufPool) takeBack(first *float32) {
	p.mu.Lock()
	c, ok := p.lent[first]
	if ok {
		delete(p.lent, first)
		p.lentBytes -= 4 * int64(c)
	}
	p.mu.Unlock()
	if ok {
		p.put(unsafe.Slice(first, c)[:0])
	}
}

// idleBytes is the memory waiting in the pool.
func (p *bufPool) idleBytes() int64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.idle
}
