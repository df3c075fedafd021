package kgen

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sort"
	"sync"
	"time"
)

// The interpreter's Hopper layer (hopper.go): shared memory by byte address, mbarriers with phases
// and transaction bytes, TMA box copies, and the warpgroup MMA of the tiles its descriptors name.
// Copies and products complete at once (the device runs them asynchronously): a kernel that reads
// their results after the waits the device needs gets the same values.

// hopperState is a block's Hopper state.
type hopperState struct {
	offs   map[*Value]int // shared arrays' byte addresses (sharedLayout)
	spans  []sharedSpan   // the same by address, for word
	mu     sync.Mutex
	cond   *sync.Cond
	mbars  map[int64]*mbarState
	groups []*barrier         // one a warpgroup
	regA   [][128][4]uint32   // per warpgroup: each thread's A registers of the wgmma in progress
	bars   map[int64]*barrier // the named barriers (BarSync, BarArrive), made at their first use
	dead   bool               // a thread failed: every named barrier fails, those made later too
}

// named is the block's named barrier id of count threads (made at its first use).
func (h *hopperState) named(id int64, count int) *barrier {
	h.mu.Lock()
	defer h.mu.Unlock()
	b, ok := h.bars[id]
	if !ok {
		b = newBarrier(count)
		b.failed = h.dead
		h.bars[id] = b
	}
	if b.n != count {
		b.abort()
	}
	return b
}

// abort fails the block's warpgroup and named barriers, so that no thread waits on a failed one.
func (h *hopperState) abort() {
	for _, g := range h.groups {
		g.abort()
	}
	h.mu.Lock()
	h.dead = true
	bars := make([]*barrier, 0, len(h.bars))
	for _, b := range h.bars {
		bars = append(bars, b)
	}
	h.mu.Unlock()
	for _, b := range bars {
		b.abort()
	}
}

type mbarState struct {
	count, pending int
	tx             int64
	phase          int
	landing        []cpLanding // cp.async copies the phase tracks (MbarCpAsyncArrive), landed as it completes
	// initBy is the thread that initialised it; fenced, whether that thread has since run a
	// FenceAsync, which makes the initialisation seen by the bulk copy engine. A bulk copy that
	// completes on a barrier whose initialisation it may not see can leave its phase open for good
	// on the device: the kernel hangs.
	initBy int
	fenced bool
	// copies are the bulk copies issued on the barrier but not landed (the default order): they
	// land, and complete their bytes, when a thread waits on the barrier.
	copies []tmaLanding
}

// tmaLanding is a bulk copy's box as read when it was issued: the bf16 values and the shared
// addresses they land at.
type tmaLanding struct {
	v    *Value
	at   []int64
	vals []uint16
}

// land writes the box into shared memory (t.blk.mu held).
func (c tmaLanding) land(t *thread) error {
	for i, at := range c.at {
		if err := t.setBF16(at, c.vals[i]); err != nil {
			return fmt.Errorf("v%d: TMA: %w", c.v.ID, err)
		}
	}
	return nil
}

func newHopperState(k *Kernel, block int) *hopperState {
	h := &hopperState{mbars: map[int64]*mbarState{}, bars: map[int64]*barrier{}}
	h.offs, _ = sharedLayout(k.Body)
	for s, off := range h.offs {
		h.spans = append(h.spans, sharedSpan{lo: int64(off), hi: int64(off + arrayBytes(s)), s: s})
	}
	slices.SortFunc(h.spans, func(a, b sharedSpan) int { return cmp.Compare(a.lo, b.lo) })
	h.cond = sync.NewCond(&h.mu)
	for w := 0; w+128 <= block; w += 128 {
		h.groups = append(h.groups, newBarrier(128))
	}
	return h
}

// mbarWaitLimit bounds an mbarrier wait in the interpreter: a phase that never completes is an error,
// not a hang.
var mbarWaitLimit = 10 * time.Second

// sharedSpan is a shared array's bytes [lo, hi) in the shared window.
type sharedSpan struct {
	lo, hi int64
	s      *Value
}

// word finds the i32 shared array holding byte address a and the word's index in it; the caller
// holds the block's lock. (A search of the sorted spans: the wgmma tiles read every element
// through it.)
func (t *thread) word(a int64) ([]scalar, int, error) {
	spans := t.blk.hop.spans
	i := sort.Search(len(spans), func(i int) bool { return spans[i].hi > a })
	if i == len(spans) || a < spans[i].lo {
		return nil, 0, fmt.Errorf("shared address %d is outside every shared array", a)
	}
	sp := spans[i]
	if sp.s.Type != TI32 {
		return nil, 0, fmt.Errorf("shared address %d is in a %s array, expected i32 (bf16 pairs)", a, sp.s.Type)
	}
	return t.arrLocked(sp.s), int((a - sp.lo) / 4), nil
}

// bf16At and setBF16 read and write the bf16 at an even shared byte address.
func (t *thread) bf16At(a int64) (uint16, error) {
	arr, i, err := t.word(a)
	if err != nil {
		return 0, err
	}
	return uint16(uint32(arr[i].i) >> (16 * uint(a/2%2))), nil
}

func (t *thread) setBF16(a int64, x uint16) error {
	arr, i, err := t.word(a)
	if err != nil {
		return err
	}
	w := uint32(arr[i].i)
	sh := 16 * uint(a/2%2)
	w = w&^(0xffff<<sh) | uint32(x)<<sh
	arr[i].i = int64(int32(w))
	return nil
}

func bf16f(x uint16) float64 { return float64(math.Float32frombits(uint32(x) << 16)) }

func (t *thread) hopper(v *Value) error {
	h := t.blk.hop
	a := func(i int) scalar { return t.env[v.Args[i]] }
	switch v.Op {
	case OpSAddr:
		s := v.Args[0]
		t.env[v] = scalar{i: int64(h.offs[s]) + a(1).i*int64(arrayBytes(s)/int(s.Aux))}
	case OpMbar:
		return t.mbar(v)
	case OpTMALoad:
		tm, ok := t.args[v.Args[0].Aux].(*TensorMap)
		if !ok {
			return fmt.Errorf("v%d: tensor map argument %T, expected *TensorMap", v.ID, t.args[v.Args[0].Aux])
		}
		dst, bar, c0, c1 := a(1).i, a(2).i, a(3).i, a(4).i
		if dst%128 != 0 {
			return fmt.Errorf("v%d: TMA destination %d, expected a multiple of 128", v.ID, dst)
		}
		// The box is read as the copy is issued; it lands at once with CopiesAtIssue, else when a
		// thread waits on the barrier's phase that the copy completes.
		c := tmaLanding{v: v, at: make([]int64, 0, tm.Box[0]*tm.Box[1]), vals: make([]uint16, 0, tm.Box[0]*tm.Box[1])}
		for r := range tm.Box[1] {
			for cc := range tm.Box[0] {
				var x uint16
				if gi, go_ := c0+cc, c1+r; gi >= 0 && gi < tm.Dims[0] && go_ >= 0 && go_ < tm.Dims[1] {
					x = tm.Buf.BF16[go_*tm.Stride+gi]
				}
				at := dst + 2*(r*tm.Box[0]+cc)
				if tm.Swizzle128 {
					at = swizzle128(at)
				}
				c.at, c.vals = append(c.at, at), append(c.vals, x)
			}
		}
		h.mu.Lock()
		defer h.mu.Unlock()
		m, ok := h.mbars[bar]
		switch {
		case !ok:
			return fmt.Errorf("v%d: a bulk tensor copy completes on shared address %d, which holds no initialised mbarrier", v.ID, bar)
		case !m.fenced:
			return fmt.Errorf("v%d: a bulk tensor copy completes on the mbarrier at %d, which thread %d initialised with no FenceAsync after it: "+
				"the copy engine may not see the initialisation (expected FenceAsync between MbarInit and the barrier before the copies)", v.ID, bar, m.initBy)
		case !t.opt.CopiesAtIssue:
			m.copies = append(m.copies, c)
			return nil
		}
		return t.landTMA(v, bar, m, []tmaLanding{c})
	case OpWGMMA:
		return t.wgmma(v)
	case OpWGOut:
		t.env[v] = scalar{f: t.wgOut[v.Args[0]][v.Aux]}
	case OpAsync:
		// Ordering only, but for the named barriers: the interpreter's copies and products are
		// already complete.
		kind, n := v.Aux&0xff, v.Aux>>8
		if kind == asyncFence && t.unfenced {
			h.mu.Lock()
			for _, m := range h.mbars {
				if m.initBy == t.tid {
					m.fenced = true
				}
			}
			h.mu.Unlock()
			t.unfenced = false
		}
		if kind == barSync || kind == barArrive {
			if !h.named(n&0xff, int(n>>8)).arrive(kind == barSync) {
				return fmt.Errorf("v%d: named barrier %d: another thread of the block failed or its count changed", v.ID, n&0xff)
			}
		}
	}
	return nil
}

func (t *thread) mbar(v *Value) error {
	h := t.blk.hop
	addr := t.env[v.Args[0]].i
	switch v.Aux {
	case mbarInit:
		n := int(t.env[v.Args[1]].i)
		if n < 1 {
			return fmt.Errorf("v%d: mbarrier arrival count %d, expected at least 1", v.ID, n)
		}
		h.mu.Lock()
		h.mbars[addr] = &mbarState{count: n, pending: n, initBy: t.tid}
		h.mu.Unlock()
		t.unfenced = true
	case mbarArrive:
		return t.mbarUpdate(v, addr, 1, 0)
	case mbarExpectTx:
		return t.mbarUpdate(v, addr, 1, t.env[v.Args[1]].i)
	case mbarCpAsync:
		// The thread's copies not yet landed land when this phase completes: the latest the
		// device may land them, so a reader that does not wait for the phase reads stale bytes.
		var copies []cpLanding
		for _, g := range t.cpGroups {
			copies = append(copies, g...)
		}
		copies = append(copies, t.cpOpen...)
		t.cpGroups, t.cpOpen = nil, nil
		h.mu.Lock()
		m, ok := h.mbars[addr]
		if ok {
			m.landing = append(m.landing, copies...)
		}
		h.mu.Unlock()
		return t.mbarUpdate(v, addr, 1, 0)
	case mbarWait:
		parity := int(t.env[v.Args[1]].i) & 1
		deadline := time.Now().Add(mbarWaitLimit)
		h.mu.Lock()
		defer h.mu.Unlock()
		for {
			m, ok := h.mbars[addr]
			if !ok {
				return fmt.Errorf("v%d: wait on shared address %d, which no mbarrier was initialised at", v.ID, addr)
			}
			if m.phase&1 != parity {
				return nil
			}
			if len(m.copies) > 0 {
				// The bulk copies issued on the barrier land now, the latest the device may land
				// them: a read of their bytes that no wait covers finds the old values.
				copies := m.copies
				m.copies = nil
				if err := t.landTMA(v, addr, m, copies); err != nil {
					return err
				}
				continue
			}
			if time.Now().After(deadline) {
				return fmt.Errorf("v%d: mbarrier at %d: phase %d never completed (%d arrivals and %d bytes missing)", v.ID, addr, m.phase, m.pending, m.tx)
			}
			h.mu.Unlock()
			time.Sleep(20 * time.Microsecond)
			h.mu.Lock()
		}
	}
	return nil
}

// mbarUpdate records arrivals and expected (positive) or completed (negative) bytes on the mbarrier
// at addr and completes its phase when nothing is missing.
func (t *thread) mbarUpdate(v *Value, addr int64, arrivals int, tx int64) error {
	h := t.blk.hop
	h.mu.Lock()
	defer h.mu.Unlock()
	m, ok := h.mbars[addr]
	if !ok {
		return fmt.Errorf("v%d: shared address %d holds no initialised mbarrier", v.ID, addr)
	}
	return t.mbarUpdateLocked(v, addr, m, arrivals, tx)
}

// landTMA writes bulk copies into shared memory and completes their bytes on the mbarrier m at
// addr (h.mu held).
func (t *thread) landTMA(v *Value, addr int64, m *mbarState, copies []tmaLanding) error {
	var bytes int64
	t.blk.mu.Lock()
	for _, c := range copies {
		if err := c.land(t); err != nil {
			t.blk.mu.Unlock()
			return err
		}
		bytes += int64(2 * len(c.vals))
	}
	t.blk.mu.Unlock()
	return t.mbarUpdateLocked(v, addr, m, 0, -bytes)
}

// mbarUpdateLocked is mbarUpdate on the mbarrier m at addr, h.mu held.
func (t *thread) mbarUpdateLocked(v *Value, addr int64, m *mbarState, arrivals int, tx int64) error {
	m.pending -= arrivals
	m.tx += tx
	if m.pending < 0 {
		return fmt.Errorf("v%d: mbarrier at %d: more arrivals than its count %d", v.ID, addr, m.count)
	}
	if m.pending == 0 && m.tx == 0 {
		if len(m.landing) > 0 {
			t.blk.mu.Lock()
			for _, c := range m.landing {
				c.land()
			}
			t.blk.mu.Unlock()
			m.landing = nil
		}
		m.phase++
		m.pending = m.count
	}
	return nil
}

// wgmma interprets OpWGMMA: the warpgroup's threads publish their accumulators (and A's registers),
// each computes its own N/2 results from the tiles the descriptors name (products exact in f64,
// the sum over K and the accumulator rounded once to f32), then all wait again before the operands
// may be reused.
func (t *thread) wgmma(v *Value) error {
	h := t.blk.hop
	g := t.tid / 128
	if g >= len(h.groups) {
		return fmt.Errorf("v%d: wgmma in a partial warpgroup (block of %d threads)", v.ID, t.ntid)
	}
	nn, flags, aOps, dbv, accv, cs := wgParts(v)
	n := int(nn)
	db := uint64(t.env[dbv].i)
	acc := t.env[accv].i != 0
	var A [][16]float64
	var err error
	if flags&wgRegA != 0 {
		var regs [4]uint32
		for i, x := range aOps {
			regs[i] = uint32(t.env[x].i)
		}
		h.mu.Lock()
		if h.regA == nil {
			h.regA = make([][128][4]uint32, len(h.groups))
		}
		h.regA[g][t.tid%128] = regs
		h.mu.Unlock()
		if !h.groups[g].wait() {
			return fmt.Errorf("another thread of the block failed")
		}
		A = make([][16]float64, 64)
		h.mu.Lock()
		for th := range 128 {
			w, lane := th/32, th%32
			for q, r := range h.regA[g][th] {
				row := 16*w + lane/4 + 8*(q%2)
				col := 2*(lane%4) + 8*(q/2)
				A[row][col] = bf16f(uint16(r))
				A[row][col+1] = bf16f(uint16(r >> 16))
			}
		}
		h.mu.Unlock()
	} else if A, err = t.wgTile(v, uint64(t.env[aOps[0]].i), 64, false); err != nil {
		return err
	}
	B, err := t.wgTile(v, db, n, flags&wgTransB != 0)
	if err != nil {
		return err
	}
	w, lane := (t.tid%128)/32, t.tid%32
	out := make([]float64, n/2)
	for i := range n / 2 {
		row := 16*w + lane/4 + 8*(i%4/2)
		col := 8*(i/4) + 2*(lane%4) + i%2
		s := 0.0
		if acc {
			s = t.env[cs[i]].f
		}
		for k := range 16 {
			s += A[row][k] * B[col][k]
		}
		out[i] = float64(float32(s))
	}
	if !h.groups[g].wait() {
		return fmt.Errorf("another thread of the block failed")
	}
	if t.wgOut == nil {
		t.wgOut = map[*Value][]float64{}
	}
	t.wgOut[v] = out
	t.env[v] = scalar{}
	return nil
}

// wgTile reads the rows×16 operand a descriptor names (rows: M or N), in the layout of its swizzle
// mode and major-ness (SmemDesc, SmemDesc128).
func (t *thread) wgTile(v *Value, d uint64, rows int, mnMajor bool) ([][16]float64, error) {
	mode := d >> 62
	if mode > 1 {
		return nil, fmt.Errorf("v%d: descriptor swizzle mode %d, expected none (0) or 128 bytes (1)", v.ID, mode)
	}
	start, lbo, sbo := int64(d&0x3fff)<<4, int64(d>>16&0x3fff)<<4, int64(d>>32&0x3fff)<<4
	at := func(m, k int64) int64 {
		switch {
		case mode == 0 && !mnMajor:
			return start + m%8*16 + m/8*sbo + k%8*2 + k/8*lbo
		case mode == 0:
			return start + m%8*2 + m/8*sbo + k%8*16 + k/8*lbo
		case !mnMajor:
			return swizzle128(start + m%8*128 + m/8*sbo + 2*k)
		default:
			return swizzle128(start + 2*(m%64) + m/64*lbo + k%8*128 + k/8*sbo)
		}
	}
	out := make([][16]float64, rows)
	t.blk.mu.Lock()
	defer t.blk.mu.Unlock()
	for m := range rows {
		for k := range 16 {
			x, err := t.bf16At(at(int64(m), int64(k)))
			if err != nil {
				return nil, fmt.Errorf("v%d: wgmma operand (%d, %d): %w", v.ID, m, k, err)
			}
			out[m][k] = bf16f(x)
		}
	}
	return out, nil
}
