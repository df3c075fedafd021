package kgen

import "fmt"

// The Hopper layer: warpgroup MMA (wgmma) on shared-memory descriptors, bulk tensor copies (TMA)
// completing on mbarriers, and register reallocation (setmaxnreg). Each op lowers to inline PTX
// (hopper_ir.go) that only sm_90a assembles, so only kernels chosen for SM90a use it; the
// interpreter runs each with reference semantics (hopper_interp.go): the product of the tiles the
// descriptors describe, the box copy, the barrier's phases.
//
// Shared memory is addressed in bytes of the shared window (SAddr). Tiles the tensor cores read are
// in the no-swizzle K-major layout: 8×8 core matrices of 8 rows × 16 bytes each, element (m, k) of a
// tile at start + (m%8)·16 + (m/8)·SBO + (k%8)·2 + (k/8)·LBO. A TMA box of 8 bf16 (16 bytes) by R
// rows lands as exactly that layout with SBO 128 for one 8-column slice of K.

// Sub-kinds of OpMbar.
const (
	mbarInit     = iota // Args: address, arrival count
	mbarArrive          // Args: address
	mbarExpectTx        // Args: address, bytes: arrive and expect that many bytes of copies
	mbarWait            // Args: address, phase parity: wait until the phase of that parity completed
	mbarCpAsync         // Args: address: arrive once this thread's earlier cp.async copies have landed
)

// Sub-kinds of OpAsync (the low byte of Aux; the count in Aux>>8).
const (
	asyncFence = iota // fence.proxy.async.shared::cta: ordinary shared stores before it are seen by the tensor cores and copies
	wgFence           // wgmma.fence: accumulator registers written before it are seen by the next wgmma
	wgCommit          // wgmma.commit_group
	wgWait            // wgmma.wait_group n: at most n groups still pending
	regInc            // setmaxnreg.inc n
	regDec            // setmaxnreg.dec n
	barSync           // bar.sync id, count (n = id | count<<8): wait until count threads arrived
	barArrive         // bar.arrive id, count: arrive without waiting
)

// SharedAligned is Shared with the array placed at a multiple of align bytes (a power of two, at
// least 16): TMA destinations need 128.
func (k *Kernel) SharedAligned(t Type, n, align int64) *Value {
	s := k.Shared(t, n)
	s.AuxF = float64(align)
	return s
}

// sharedAlign is the largest alignment a kernel's SharedAligned arrays ask for (0 when none).
func sharedAlign(vs []*Value) int {
	a := 0
	for _, v := range vs {
		if v.Op == OpShared {
			a = max(a, int(v.AuxF))
		}
		a = max(a, sharedAlign(v.Body), sharedAlign(v.Else))
	}
	return a
}

// SAddr is the byte address of element i of a shared array in the shared window.
func (k *Kernel) SAddr(s, i *Value) *Value {
	return k.add(&Value{Op: OpSAddr, Type: TI32, Args: []*Value{s, i}})
}

// MbarInit initialises the mbarrier at shared address a (8 bytes) for count arrivals a phase.
func (k *Kernel) MbarInit(a, count *Value) {
	k.add(&Value{Op: OpMbar, Aux: mbarInit, Args: []*Value{a, count}})
}

// MbarArrive arrives once on the mbarrier at a.
func (k *Kernel) MbarArrive(a *Value) { k.add(&Value{Op: OpMbar, Aux: mbarArrive, Args: []*Value{a}}) }

// MbarExpectTx arrives once on the mbarrier at a and adds bytes to the copies its phase waits for.
func (k *Kernel) MbarExpectTx(a, bytes *Value) {
	k.add(&Value{Op: OpMbar, Aux: mbarExpectTx, Args: []*Value{a, bytes}})
}

// MbarWait waits until the mbarrier at a has completed the phase of parity (0 or 1).
func (k *Kernel) MbarWait(a, parity *Value) {
	k.add(&Value{Op: OpMbar, Aux: mbarWait, Args: []*Value{a, parity}})
}

// MbarCpAsyncArrive arrives on the mbarrier at a once every cp.async copy this thread issued before
// it has landed (cp.async.mbarrier.arrive.noinc: the arrival is one of the count MbarInit set).
// Whoever waits on that phase then sees the copies, after a FenceAsync if the tensor cores read
// them.
func (k *Kernel) MbarCpAsyncArrive(a *Value) {
	k.add(&Value{Op: OpMbar, Aux: mbarCpAsync, Args: []*Value{a}})
}

// TMALoad copies the tensor map's box at (inner, outer) elements into shared memory at dst, and
// completes its bytes on the mbarrier at bar. One thread issues it.
func (k *Kernel) TMALoad(tmap, dst, bar, inner, outer *Value) {
	k.tmaLoad(tmap, dst, bar, inner, outer, false)
}

// tmaLoad is TMALoad, with evictFirst under an L2 policy that evicts the box's lines first (data
// read once).
func (k *Kernel) tmaLoad(tmap, dst, bar, inner, outer *Value, evictFirst bool) {
	v := &Value{Op: OpTMALoad, Args: []*Value{tmap, dst, bar, inner, outer}}
	if evictFirst {
		v.Aux = tmaEvictFirst
	}
	k.add(v)
}

// tmaEvictFirst is OpTMALoad's Aux for an evict-first L2 policy.
const tmaEvictFirst = 1

// WGMMA is a warpgroup's D = A·B (+ C when acc is true) for A 64×16 and B N×16 (both bf16, K-major,
// from the descriptors da and db: SmemDesc, SmemDesc128), D 64×N in f32. All 128 threads of the
// warpgroup (4 warps from a multiple of 4) reach it together; c holds the thread's N/2
// accumulators: value i is D(16·warp + lane/4 + 8·(i%4/2), 8·(i/4) + 2·(lane%4) + i%2). It runs
// asynchronously on the device: WGFence before, WGCommit and WGWait before its results are read.
func (k *Kernel) WGMMA(n int64, da, db, acc *Value, c []*Value) *Value {
	return k.wgmma(n, 0, []*Value{da}, db, acc, c)
}

// WGMMAT is WGMMA with B MN-major (transposed): the descriptor db names a tile whose N elements are
// contiguous (SmemDesc128's MN-major form), as a [K][N] row-major matrix stored in 128-byte
// swizzled rows is.
func (k *Kernel) WGMMAT(n int64, da, db, acc *Value, c []*Value) *Value {
	return k.wgmma(n, wgTransB, []*Value{da}, db, acc, c)
}

// WGMMARegA is WGMMA with A from registers. a holds the thread's four i32 of A, each two bf16 (the
// lower column in the low half): row 16·warp + lane/4 (+8 for a[1] and a[3]), columns 2·(lane%4)
// and the next (+8 for a[2] and a[3]). That is where a WGMMA's accumulators of columns 16j..16j+15
// are: a[t] = the pair of values 8j+2t and 8j+2t+1 rounded to bf16, so a product's result feeds
// the next product without shared memory. transB: B is MN-major, as in WGMMAT.
func (k *Kernel) WGMMARegA(n int64, a [4]*Value, db, acc *Value, c []*Value, transB bool) *Value {
	f := int64(wgRegA)
	if transB {
		f |= wgTransB
	}
	return k.wgmma(n, f, a[:], db, acc, c)
}

// Flags of an OpWGMMA beside its N (Aux's low 16 bits).
const (
	wgTransB = 1 << 16 // B MN-major
	wgRegA   = 1 << 17 // A from four i32 registers, not a descriptor
)

func (k *Kernel) wgmma(n, flags int64, a []*Value, db, acc *Value, c []*Value) *Value {
	args := append(append(append([]*Value{}, a...), db, acc), c...)
	return k.add(&Value{Op: OpWGMMA, Type: TAcc, Aux: n | flags, Args: args})
}

// wgParts splits an OpWGMMA: its N, flags, A operands (a descriptor, or four registers), B's
// descriptor, the accumulate flag and the accumulators.
func wgParts(v *Value) (n, flags int64, a []*Value, db, acc *Value, c []*Value) {
	n, flags = v.Aux&0xffff, v.Aux&^0xffff
	na := 1
	if flags&wgRegA != 0 {
		na = 4
	}
	if len(v.Args) < na+2 {
		return n, flags, nil, nil, nil, nil
	}
	return n, flags, v.Args[:na], v.Args[na], v.Args[na+1], v.Args[na+2:]
}

// WGOut is accumulator i of a WGMMA's result.
func (k *Kernel) WGOut(d *Value, i int64) *Value {
	return k.add(&Value{Op: OpWGOut, Type: TF32, Aux: i, Args: []*Value{d}})
}

func (k *Kernel) async(kind, n int64) { k.add(&Value{Op: OpAsync, Aux: kind | n<<8}) }

// FenceAsync makes this thread's ordinary shared-memory stores visible to the tensor cores and the
// copy engine (before the barrier that orders them).
func (k *Kernel) FenceAsync() { k.async(asyncFence, 0) }

// WGFence, WGCommit and WGWait order warpgroup MMAs: fence before the first that reads registers
// written since, commit the issued ones as a group, wait until at most n groups are pending.
func (k *Kernel) WGFence()       { k.async(wgFence, 0) }
func (k *Kernel) WGCommit()      { k.async(wgCommit, 0) }
func (k *Kernel) WGWait(n int64) { k.async(wgWait, n) }

// WGWaitKeep is WGWait that also keeps the registers of keep (i32 or f32 values: the A registers
// of a register-A wgmma still in flight) from being reused before the wait: the device reads
// them asynchronously, which the compiler cannot see, so a value computed between the wgmma and
// the wait could otherwise be given one of them.
func (k *Kernel) WGWaitKeep(n int64, keep ...*Value) {
	k.add(&Value{Op: OpAsync, Aux: wgWait | n<<8, Args: keep})
}

// BarSync and BarArrive are the named barrier id (1..15; 0 is Barrier's) of count threads (a
// multiple of 32): BarSync waits until count threads have arrived at it, counting itself, BarArrive
// arrives without waiting. Shared stores before an arrival are seen by the threads it releases. Two
// warpgroups hand work to each other this way: one arrives where the other syncs.
func (k *Kernel) BarSync(id, count int64)   { k.async(barSync, id|count<<8) }
func (k *Kernel) BarArrive(id, count int64) { k.async(barArrive, id|count<<8) }

// SetMaxNReg raises (inc) or lowers the warpgroup's register count to n (24..256, a multiple of 8).
func (k *Kernel) SetMaxNReg(inc bool, n int64) {
	if inc {
		k.async(regInc, n)
	} else {
		k.async(regDec, n)
	}
}

// SmemDesc builds a wgmma shared-memory descriptor (i64) for a no-swizzle tile at shared address
// addr (16-byte aligned): start address, leading (K) and stride (M/N) byte offsets, each in 16-byte
// units. K-major, element (m, k) of the tile is at addr + (m%8)·16 + (m/8)·sbo + (k%8)·2 +
// (k/8)·lbo.
func (k *Kernel) SmemDesc(addr *Value, lbo, sbo int64) *Value { return k.smemDesc(addr, lbo, sbo, 0) }

// SmemDesc128 builds a descriptor for a tile in the 128-byte swizzled layout: rows of 128 bytes
// (64 bf16) in atoms of 8 rows (1,024 bytes, at 1,024-byte aligned addresses), the 16-byte chunk c
// of row r of an atom stored at chunk c ^ r (Swizzle128). K-major (WGMMA's A and B, WGMMAT's A),
// element (m, k) at addr + (m%8)·128 + (m/8)·sbo + 2k before the swizzle, k < 16 (lbo unused: a
// step of 16 columns inside a row is a start 32 bytes on). MN-major (WGMMAT's B), element (n, k)
// at addr + 2·(n%64) + (n/64)·lbo + (k%8)·128 + (k/8)·sbo before the swizzle: a [K][N] matrix of
// 64-column blocks lbo apart.
func (k *Kernel) SmemDesc128(addr *Value, lbo, sbo int64) *Value {
	return k.smemDesc(addr, lbo, sbo, 1)
}

// DescAdd is the descriptor d with its matrix off bytes (a multiple of 16) further on: its start
// address field (bits 0..13: the address over 16) plus off/16, one 64-bit add where a descriptor
// from the address takes four. Exact while the address stays inside the 256 KiB the field spans,
// as every shared-memory address does.
func (k *Kernel) DescAdd(d *Value, off int64) *Value {
	if off == 0 {
		return d
	}
	return k.Add(d, k.I64(off>>4))
}

func (k *Kernel) smemDesc(addr *Value, lbo, sbo, mode int64) *Value {
	lo := k.Conv(TI64, k.Shr(k.And(addr, k.I32(0x3ffff)), k.I32(4)))
	return k.Or(lo, k.I64((lbo>>4&0x3fff)<<16|(sbo>>4&0x3fff)<<32|mode<<62))
}

// Swizzle128 is the byte offset at which the 128-byte swizzled layout stores byte off of its
// unswizzled form (off from a 1,024-byte aligned base): the 16-byte chunk index (bits 4..6) XOR
// the row in the atom (bits 7..9).
func (k *Kernel) Swizzle128(off *Value) *Value {
	return k.Xor(off, k.And(k.Shr(off, k.I32(3)), k.I32(0x70)))
}

// swizzle128 is Swizzle128 on an absolute shared address (the device swizzles address bits).
func swizzle128(a int64) int64 { return a ^ (a >> 3 & 0x70) }

// TensorMap is the interpreter's stand-in for a 2-D bf16 tensor map (cuTensorMapEncodeTiled with no
// interleave and zero fill): the buffer, its extents in elements (inner, outer), the outer stride
// in elements, the box copied by TMALoad, and whether the copy lands in the 128-byte swizzled
// layout (Swizzle128 on the shared address) rather than row after row.
type TensorMap struct {
	Buf        *Buf
	Dims       [2]int64
	Stride     int64
	Box        [2]int64
	Swizzle128 bool
}

func verifyHopper(v *Value, k *Kernel) error {
	isI32 := func(i int) error {
		if v.Args[i].Type != TI32 {
			return fmt.Errorf("operand %d is %s, expected i32", i, v.Args[i].Type)
		}
		return nil
	}
	switch v.Op {
	case OpSAddr:
		if v.Args[0].Op != OpShared {
			return fmt.Errorf("operand 0 is %s, expected a shared array", v.Args[0].Op)
		}
		return isI32(1)
	case OpMbar:
		if v.Aux < mbarInit || v.Aux > mbarCpAsync {
			return fmt.Errorf("mbarrier kind %d", v.Aux)
		}
		for i := range v.Args {
			if err := isI32(i); err != nil {
				return err
			}
		}
	case OpTMALoad:
		if a := v.Args[0]; a.Op != OpParam || k.Params[a.Aux].Kind != PTensorMap {
			return fmt.Errorf("operand 0 is %s, expected a tensor map parameter", a.Op)
		}
		for i := 1; i < 5; i++ {
			if err := isI32(i); err != nil {
				return err
			}
		}
	case OpWGMMA:
		n, flags, a, db, acc, c := wgParts(v)
		if n < 8 || n > 256 || n%8 != 0 {
			return fmt.Errorf("wgmma n %d, expected a multiple of 8 in 8..256", n)
		}
		if flags&^(wgTransB|wgRegA) != 0 {
			return fmt.Errorf("wgmma flags %#x, expected transposed B and register A only", flags)
		}
		if a == nil || len(c) != int(n/2) {
			return fmt.Errorf("%d operands, expected A, B, the accumulate flag and n/2 = %d accumulators", len(v.Args), n/2)
		}
		for i, x := range a {
			if want := map[bool]Type{true: TI32, false: TI64}[flags&wgRegA != 0]; x.Type != want {
				return fmt.Errorf("A operand %d is %s, expected %s", i, x.Type, want)
			}
		}
		if db.Type != TI64 || acc.Type != TBool {
			return fmt.Errorf("B descriptor %s and accumulate %s, expected i64 and bool", db.Type, acc.Type)
		}
		for i, x := range c {
			if x.Type != TF32 {
				return fmt.Errorf("accumulator %d is %s, expected f32", i, x.Type)
			}
		}
	case OpWGOut:
		if v.Args[0].Op != OpWGMMA || v.Aux < 0 || v.Aux >= (v.Args[0].Aux&0xffff)/2 {
			return fmt.Errorf("output %d of %s, expected one of a wgmma's n/2", v.Aux, v.Args[0].Op)
		}
	case OpAsync:
		kind, n := v.Aux&0xff, v.Aux>>8
		if kind > barArrive {
			return fmt.Errorf("async kind %d", kind)
		}
		if id, count := n&0xff, n>>8; (kind == barSync || kind == barArrive) && (id < 1 || id > 15 || count < 32 || count%32 != 0) {
			return fmt.Errorf("named barrier %d of %d threads, expected 1..15 (0 is the block's) and a multiple of 32", id, count)
		}
		if (kind == regInc || kind == regDec) && (n < 24 || n > 256 || n%8 != 0) {
			return fmt.Errorf("setmaxnreg %d, expected a multiple of 8 in 24..256", n)
		}
		if kind == wgWait && (n < 0 || n > 7) {
			return fmt.Errorf("wgmma.wait_group %d, expected 0..7", n)
		}
		for i, x := range v.Args {
			if kind != wgWait || (x.Type != TI32 && x.Type != TF32) {
				return fmt.Errorf("operand %d of async kind %d is %s, expected only i32 or f32 registers kept by a wgmma wait", i, kind, x.Type)
			}
		}
	}
	return nil
}
