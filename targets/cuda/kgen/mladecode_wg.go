package kgen

import (
	"fmt"
	"math"
)

// The warpgroup-MMA variant of mla_decode (MLADecodeSpec.Hopper; sm_90a only): the flash-attention
// kernel's dataflow (mladecode_fa.go: 64 heads a block, tiles of 64 cache positions by cp.async,
// two tile buffers, the online softmax in registers) with both products on wgmma over 128-byte
// swizzled shared memory (hopper.go) instead of warp-level mma.sync fed by ldmatrix. A block serves
// heads h0 .. h0+63 of one (row, split) with two warpgroups (256 threads); wg is the thread's
// warpgroup, wl its warp in it, lane = 4·gr + tg. Per tile of 64 positions (T):
//
//   - the block's q tile [64 heads × W] (W = Rank+Rope; q_abs comes bf16 from the absorption GEMM,
//     q_pe is q's tail) is staged once, before the first tile, K-major in the swizzled layout:
//     W/64 regions of 64 columns, each 64 rows of 128 bytes (8 KiB), element (h, c) at region
//     c/64, byte 128h + 2(c mod 64), 16-byte chunks XOR the row mod 8 (Swizzle128);
//   - the tile's cache rows [T × W] bf16 land by cp.async, 16 bytes a copy, in the same layout with
//     positions as rows: thread i copies chunk i mod 8 of every region for positions i/8 and
//     i/8+32 (a warp's copies are 4 whole 128-byte rows of a region). With two buffers tile i+1's
//     copies are issued right after tile i's score products (which run meanwhile), from addresses
//     whose block-table loads went out before those products, and land while tile i is
//     multiplied. Positions past the split's end or the row's context copy position lo's row
//     (finite values) and get probability 0;
//   - scores: warpgroup wg computes S[64 heads × positions 32wg .. 32wg+31] as one chain of W/16
//     wgmma m64n32k16, A = q and B = the tile's rows 32wg .. (a start 4 KiB·wg on), both K-major
//     (a 16-column k-step is a start 32 bytes on inside a region, the next region 8 KiB on). The
//     16 accumulators of a thread are rows r0 = 16wl + gr and r0+8, positions 8j + 2tg (+1);
//   - the online softmax in registers (FA2), as the flash-attention kernel's: the tile's row max is
//     reduced over a quad by shuffles and between the two warpgroups through shared memory (mx),
//     so both keep the same running max m; x = score·scale (−∞ past the end),
//     p = 2^((x − m)·log₂e), α = 2^((m_old − m)·log₂e), l = l·α + Σp over the thread's positions
//     (the unrounded f32 probabilities; each warpgroup keeps its own positions' part, added at
//     the end);
//   - P·V: warpgroup wg owns latent columns (Rank/2)·wg .. +Rank/2 and accumulates O[64 heads ×
//     Rank/2] (Rank/4 f32 a thread, 128 at DeepSeek's 512), rescaled by α in registers (the
//     accumulator rows are the scores' rows). B is the same cache tile read MN-major (WGMMAT): the
//     latent columns are N, contiguous in a region's rows, 64-column regions lbo = 8 KiB apart,
//     groups of 8 positions sbo = 1 KiB apart, a k-step of 16 positions a start 2 KiB on, so no
//     transposed copy is made. A = P, rounded to bf16: the warpgroup's own 32 positions straight
//     from its score accumulators (WGMMARegA: the accumulator layout of an m64n32 product is the
//     A fragment layout of two k-steps), the other warpgroup's 32 from a shared P tile [64 × 64]
//     (K-major, swizzled) that each warpgroup writes its half of. Four wgmma m64n(Rank/2)k16 a
//     tile.
//
// Barriers a tile: the tile has landed (and the previous tile's products, which read the other
// buffer and P, are done in both warpgroups), the maxima are exchanged, P is whole. Ordinary
// shared stores that wgmma reads (q, the cp.async copies, P) are fenced to the async proxy before
// their barrier. Shared memory at DeepSeek-V3's widths: q 72 KiB, two tiles 144 KiB, P 8 KiB, the
// maxima and sums 1 KiB: 225 KiB, one block an SM.
//
// Numerics as the flash-attention kernel: q_abs and P rounded to bf16 (nearest even), the latent
// bf16 as stored, f32 sums in the tensor core's order, the exponential ex2.approx. The workspace,
// grid count and combine are the other kernels': Mult is Heads/64 head groups. A launch of one
// split (large batches, short contexts: the runtime's split plan) writes o_lat itself (out), bit
// for bit what mla_combine would make of its partial sums, and the runtime launches no combine:
// at batch 256 that combine read 67 MB of partial sums a layer to write 34 MB.

const (
	wgHeads   = 64  // heads a block: the wgmma's M
	wgTile    = 64  // positions a tile
	wgThreads = 256 // two warpgroups
	wgMaxW    = 576 // widest cache row whose q tile and two cache tiles fit in shared memory
)

// HopperOK reports whether the warpgroup-MMA kernel serves the spec's shapes: bf16 q and cache,
// heads in groups of 64, rows of whole 64-column regions (the swizzle's 128-byte rows) of at most
// wgMaxW (the shared memory), and a latent that splits into two halves of whole regions of at
// most 256 columns (one wgmma's N each).
func (s MLADecodeSpec) HopperOK() bool {
	w := s.Rank + s.Rope
	return s.Q == EBF16 && s.Pool == EBF16 && s.Heads > 0 && s.Heads%wgHeads == 0 && s.Rope >= 0 && s.Nope >= 0 &&
		w%64 == 0 && w <= wgMaxW && s.Rank > 0 && s.Rank%128 == 0 && s.Rank <= 512
}

func (s MLADecodeSpec) buildWG() (*Kernel, Launch) {
	name := fmt.Sprintf("mla_decode_%s_h%d_n%d_r%d_k%d_s%08x_wg", elemSuffix(s.Q, s.Pool), s.Heads, s.Nope,
		s.Rope, s.Rank, math.Float32bits(s.Scale))
	k := NewKernel(name)
	pa := s.decodeParams(k)
	part, qabs, q, pool := pa.part, pa.qabs, pa.q, pa.pool
	out := k.Param("out", PPtr, EBF16) // o_lat [rows, Heads, Rank], written here when splits is 1
	table, seq, pos, maxBlocks, blockSize, splits := pa.table, pa.seq, pa.pos, pa.maxBlocks, pa.blockSize, pa.splits

	const HG, T = wgHeads, wgTile
	W := s.Rank + s.Rope
	KS := W / 16     // score k-steps
	NV := s.Rank / 2 // latent columns a warpgroup accumulates: P·V's N
	G := s.Heads / HG
	tileBytes := T * W * 2 // W/64 regions of 8 KiB
	tid, bid := k.Tid(), k.Ctaid()
	lane, warp := k.And(tid, k.I32(streamWarp-1)), k.Shr(tid, k.I32(5))
	wg, wl := k.Shr(warp, k.I32(2)), k.And(warp, k.I32(3))
	gr, tg := k.Shr(lane, k.I32(2)), k.And(lane, k.I32(3))
	zero, one := k.I32(0), k.I32(1)
	grp, rs, row, sq, n, lo, hi := k.splitPlace(bid, G, seq, pos, maxBlocks, blockSize, splits)
	ninf := k.F32(math.Inf(-1))
	always := k.Lt(k.I32(-1), zero)

	qs := k.SharedAligned(TI32, HG*W/2, 1024)      // [q_abs | q_pe] as bf16, swizzled regions
	kv := k.SharedAligned(TI32, tileBytes/2, 1024) // two cache tiles (tileBytes/4 words each)
	ps := k.SharedAligned(TI32, HG*T/2, 1024)      // P as bf16, one swizzled region
	mx := k.Shared(TF32, 2*HG)                     // each warpgroup's tile max per head
	ls := k.Shared(TF32, 2*HG)                     // each warpgroup's sum per head
	qa := k.Shared(TI32, 1)                        // q's address, read back each tile (see the scores)
	qAddr, kvAddr, pAddr := k.SAddr(qs, zero), k.SAddr(kv, zero), k.SAddr(ps, zero)

	word := k.swizzledWord

	// tileRows is where in the pool the two cache rows this thread copies of the tile at t0 start
	// (positions pr and pr+32 of it): the block table's loads, made a tile ahead of the copies so
	// that a warp does not wait on them between its score products and its softmax.
	q8, pr := k.And(tid, k.I32(7)), k.Shr(tid, k.I32(3))
	tileRows := func(t0 *Value) [2]*Value {
		var src [2]*Value
		for e := range int64(2) {
			p := k.Add(t0, k.Add(pr, k.I32(32*e)))
			src[e] = k.Mul(k.cacheRow(table, sq, k.Select(k.Lt(p, hi), p, lo), maxBlocks, blockSize), k.I32(W))
		}
		return src
	}
	// copyTile issues the cp.async copies of a tile's rows (tileRows) into the buffer at byte base
	// of kv, and commits them as one group.
	copyTile := func(src [2]*Value, base *Value) {
		for e := range int64(2) {
			r := k.Add(pr, k.I32(32*e))
			dst := k.Add(base, k.Swizzle128(k.Add(k.Shl(r, k.I32(7)), k.Shl(q8, k.I32(4)))))
			for j := range W / 64 {
				k.CpAsync(kv, k.Shr(k.Add(dst, k.I32(j*T*128)), k.I32(2)), pool, k.Add(src[e], k.Add(k.I32(64*j), k.Shl(q8, k.I32(3)))))
			}
		}
		k.CpAsyncCommit()
	}

	k.If(k.Lt(lo, n), func() {
		h0 := k.Mul(grp, k.I32(HG))
		copyTile(tileRows(lo), zero) // in flight while q is staged
		k.stageQ(s, qStage{qs: qs, qabs: qabs, q: q, row: row, h0: h0, tid: tid, heads: HG, threads: wgThreads,
			qabsChunk: func(h, c8 *Value) *Value { return word(h, k.Shl(c8, k.I32(3)), HG) },
			ropeChunk: func(h, c8 *Value) *Value { return word(h, k.Add(k.I32(s.Rank), k.Shl(c8, k.I32(3))), HG) },
			ropeWord:  func(h, jp *Value) *Value { return word(h, k.Add(k.I32(s.Rank), k.Shl(jp, one)), HG) }})
		k.If(k.Eq(tid, zero), func() { k.SStore(qa, zero, qAddr) }, nil)
		k.FenceAsync() // q's stores, before the barrier that opens the first tile

		// acc[i]: P·V accumulator i, row r0 + 8(i%4/2), column NV·wg + 8(i/4) + 2tg + i%2; m and l
		// of rows r0 and r0+8.
		acc := make([]*Value, NV/2)
		for i := range acc {
			acc[i] = k.Var(k.F32(0))
		}
		mrun := [2]*Value{k.Var(ninf), k.Var(ninf)}
		lrun := [2]*Value{k.Var(k.F32(0)), k.Var(k.F32(0))}
		r0 := k.Add(k.Shl(wl, k.I32(4)), gr)
		hrow := [2]*Value{r0, k.Add(r0, k.I32(8))}
		other := k.Sub(one, wg)
		vOff := k.Mul(wg, k.I32(NV/64*T*128)) // this warpgroup's latent regions in a tile
		L := k.F32(log2e)
		k.Loop(lo, hi, k.I32(T), func(t0 *Value) {
			next := k.Add(t0, k.I32(T))
			buf := k.Mul(k.And(k.Div(k.Sub(t0, lo), k.I32(T)), one), k.I32(tileBytes))
			k.CpAsyncWait(0)
			k.FenceAsync()
			k.Barrier() // the tile has landed for every thread; the previous tile's products are done
			tile := k.Add(kvAddr, buf)
			rowsNext := tileRows(next) // in flight while the scores are issued

			// Scores of positions 32wg .. 32wg+31.
			sc := make([]*Value, 16)
			for i := range sc {
				sc[i] = k.F32(0)
			}
			// A k-step is a start (st/4)·8 KiB + (st%4)·32 bytes on in q and in the tile alike
			// (64-row regions both), and a descriptor's start is its address / 16 in the low bits
			// (shared addresses are below 2¹⁸), so each step adds a constant to the two base
			// descriptors. q's is rebuilt each tile from its address read back from shared memory:
			// computed from the constant address, the compiler hoists all 36 out of the loop and
			// keeps them in 72 registers beside the 128 accumulators.
			qd := k.SmemDesc128(k.SLoad(qa, zero), 0, 1024)
			kd := k.SmemDesc128(k.Add(tile, k.Shl(wg, k.I32(12))), 0, 1024)
			k.WGFence()
			for st := range KS {
				off := k.I64((st/4*T*128 + st%4*32) >> 4)
				da, db := k.Add(qd, off), k.Add(kd, off)
				d := k.WGMMA(32, da, db, k.Lt(zero, k.I32(st)), sc)
				for i := range sc {
					sc[i] = k.WGOut(d, int64(i))
				}
			}
			k.WGCommit()
			// The next tile's copies go out while the tensor cores run the scores. After the last
			// tile every position is past hi and copies position lo's row into the idle buffer: no
			// branch inside the products' window.
			copyTile(rowsNext, k.Sub(k.I32(tileBytes), buf))
			k.WGWait(0)

			// Value i: row hrow[i%4/2], position 32wg + 8(i/4) + 2tg + i%2. The row's max is taken
			// over the raw scores (a tree of max.f32) and then scaled: the scale is positive and
			// rounding monotonic, so it is the max of the scaled scores.
			x := make([]*Value, 16)
			var rows [2][]*Value
			pbase := k.Add(k.Add(t0, k.Shl(wg, k.I32(5))), k.Shl(tg, one))
			for i := range int64(16) {
				x[i] = k.Select(k.Lt(k.Add(pbase, k.I32(8*(i/4)+i%2)), hi), sc[i], ninf)
				rows[i%4/2] = append(rows[i%4/2], x[i])
			}
			var tmax [2]*Value
			for e := range 2 {
				tmax[e] = k.Mul(k.tree(rows[e], k.Max), k.F32(float64(s.Scale)))
			}
			tmax = k.quadMax(tmax)
			k.If(k.Eq(tg, zero), func() {
				for e := range 2 {
					k.SStore(mx, k.Add(k.Shl(wg, k.I32(6)), hrow[e]), tmax[e])
				}
			}, nil)
			k.Barrier() // both warpgroups' maxima
			var alpha, negm [2]*Value
			for e := range 2 {
				o := k.SLoad(mx, k.Add(k.Shl(other, k.I32(6)), hrow[e]))
				mt := k.Max(o, tmax[e])
				var mnew *Value
				mnew, alpha[e] = k.lazyDecodeMax(mt, mrun[e], L)
				negm[e] = k.Sub(k.F32(0), k.Mul(mnew, L))
			}
			// p = 2^(s·scale·log2 e − m·log2 e), the product and difference one FMA; a row's sum a
			// tree.
			p := make([]*Value, 16)
			var terms [2][]*Value
			cL := k.F32(float64(float32(float64(s.Scale) * log2e)))
			for i := range 16 {
				e := i % 4 / 2
				p[i] = k.Exp2(k.FMA(x[i], cL, negm[e]))
				terms[e] = append(terms[e], p[i])
			}
			for e := range 2 {
				k.Set(lrun[e], k.FMA(k.Get(lrun[e]), alpha[e], k.tree(terms[e], k.Add)))
			}
			// A registers of the own k-steps j = 0, 1 (positions 32wg + 16j ..): a[t] = the pair of
			// values 8j+2t, 8j+2t+1; the same pairs go to P's shared tile for the other warpgroup.
			var ra [2][4]*Value
			for j := range 2 {
				for t := range 4 {
					ra[j][t] = k.PackBF2(p[8*j+2*t], p[8*j+2*t+1])
				}
			}
			for i := range int64(8) { // pair i: values 2i, 2i+1
				v := 2 * i
				col := k.Add(pbase, k.I32(8*(v/4)))
				k.SStore(ps, word(hrow[v%4/2], k.Sub(col, t0), HG), ra[i/4][i%4])
			}
			if s.broken {
				for j := range ra {
					ra[j][1], ra[j][2] = ra[j][2], ra[j][1]
				}
			}
			k.FenceAsync()
			k.Barrier() // P is whole

			k.rescaleMoved(acc, alpha) // no product is in flight here
			c := make([]*Value, len(acc))
			for i := range acc {
				c[i] = k.Get(acc[i])
			}
			// k-step s of the tile (positions 16s ..) is B's start 2 KiB·s on; the own steps are
			// s = 2wg + j, the other's 2(1−wg) + j (A at P's start 32 bytes·s on).
			vB := k.Add(tile, vOff)
			k.WGFence()
			for j := range int64(2) {
				db := k.SmemDesc128(k.Add(vB, k.Shl(k.Add(k.Shl(wg, one), k.I32(j)), k.I32(11))), T*128, 1024)
				d := k.WGMMARegA(NV, ra[j], db, always, c, true)
				for i := range c {
					c[i] = k.WGOut(d, int64(i))
				}
			}
			for j := range int64(2) {
				st := k.Add(k.Shl(other, one), k.I32(j))
				da := k.SmemDesc128(k.Add(pAddr, k.Shl(st, k.I32(5))), 0, 1024)
				db := k.SmemDesc128(k.Add(vB, k.Shl(st, k.I32(11))), T*128, 1024)
				d := k.WGMMAT(NV, da, db, always, c)
				for i := range c {
					c[i] = k.WGOut(d, int64(i))
				}
			}
			k.WGCommit()
			k.WGWait(0)
			for i := range acc {
				k.Set(acc[i], c[i])
			}
		})
		k.CpAsyncWait(0) // the idle copy after the last tile
		wgFinish(k, s, wgEnd{acc: acc, mrun: mrun, lrun: lrun, hrow: hrow, wg: wg, tg: tg, h0: h0, rs: rs, row: row,
			splits: splits, part: part, out: out, ls: ls})
	}, nil)
	return finish(k, "mla_decode", wgThreads, Grid{Count: "row_splits", Mult: G, PerBlock: 1})
}

// swizzledWord is the i32 index of the byte at (row r, column c) of a swizzled K-major tile whose
// 64-column regions are rows·128 bytes apart (c even; the tile at a 1,024-byte aligned offset).
func (k *Kernel) swizzledWord(r, c *Value, rows int64) *Value {
	off := k.Add(k.Add(k.Mul(k.Shr(c, k.I32(6)), k.I32(rows*128)), k.Shl(r, k.I32(7))), k.Shl(k.And(c, k.I32(63)), k.I32(1)))
	return k.Shr(k.Swizzle128(off), k.I32(2))
}

// wgEnd is what the warpgroup kernels (the lockstep and seesaw forms) finish a split with: each
// thread's O accumulators (its warpgroup's latent half, row hrow[i%4/2], column
// (Rank/2)·wg + 8(i/4) + 2tg + i%2), the running max and its warpgroup's part of the sums of rows
// hrow, where the block stands (head h0, (row, split) rs, row) and where it writes.
type wgEnd struct {
	acc                   []*Value
	mrun, lrun, hrow      [2]*Value
	wg, tg, h0, rs, row   *Value
	splits, part, out, ls *Value
	// stage, when set, is an i32 shared array of at least wgHeads·Rank/2 words that no one reads
	// any more (tid the block's thread): a one-split launch writes o_lat through it (wgFinish).
	stage, tid *Value
}

// wgFinish adds the two warpgroups' sums and stores the split: its partial sums, max and sum for
// mla_combine, or, in a launch of one split, o_lat itself.
func wgFinish(k *Kernel, s MLADecodeSpec, e wgEnd) {
	const HG = wgHeads
	NV := s.Rank / 2
	zero, one := k.I32(0), k.I32(1)
	acc, mrun, lrun, hrow, wg, tg, h0, rs, row := e.acc, e.mrun, e.lrun, e.hrow, e.wg, e.tg, e.h0, e.rs, e.row
	splits, part, out, ls := e.splits, e.part, e.out, e.ls
	// The sums: the quad's lanes, then the two warpgroups.
	k.storeQuadSums(lrun, tg, ls, func(e int) *Value { return k.Add(k.Shl(wg, k.I32(6)), hrow[e]) })
	col0 := k.Add(k.Mul(wg, k.I32(NV)), k.Shl(tg, one))
	// lsum is a row's sum over both warpgroups.
	lsum := func(h *Value) *Value { return k.Add(k.SLoad(ls, h), k.SLoad(ls, k.Add(h, k.I32(HG)))) }
	// partial stores the split's partial sums, max and sum for mla_combine.
	partial := func() {
		// part[((row·splits + sp)·Heads + head)·PartRow(Rank) + column].
		pb := k.partAt(rs, h0, s.Heads, s.Rank)
		// Accumulators i and i+1 are adjacent columns: one 8-byte store, a quad's four filling a
		// sector (rows start on one).
		for i := int64(0); i < int64(len(acc)); i += 2 {
			h := hrow[i%4/2]
			col := k.Add(col0, k.I32(8*(i/4)))
			k.StoreF2(part, k.Add(pb, k.Add(k.Mul(h, k.I32(PartRow(s.Rank))), col)), k.Get(acc[i]), k.Get(acc[i+1]))
		}
		k.If(k.And(k.Eq(tg, zero), k.Eq(wg, zero)), func() {
			for e := range 2 {
				h := hrow[e]
				hb := k.Add(pb, k.Mul(h, k.I32(PartRow(s.Rank))))
				k.Store(part, k.Add(hb, k.I32(s.Rank)), k.Get(mrun[e]))
				k.Store(part, k.Add(hb, k.I32(s.Rank+1)), lsum(h))
			}
		}, nil)
	}
	// direct stores o_lat itself (a launch of one split): the accumulators times 1/l rounded to
	// bf16, as mla_combine computes it from a single split's partial sums (the same
	// operations, so the same bits), without the workspace's round trip or the combine's
	// launch.
	direct := func() {
		// out[(row·Heads + head)·Rank + column].
		ob := k.Mul(k.Add(k.Mul(row, k.I32(s.Heads)), h0), k.I32(s.Rank))
		var inv [2]*Value
		for e := range 2 {
			inv[e] = k.Div(k.F32(1), lsum(hrow[e]))
		}
		// Accumulators i and i+1 are adjacent columns: one 4-byte store of the rounded pair.
		for i := int64(0); i < int64(len(acc)); i += 2 {
			e := i % 4 / 2
			col := k.Add(col0, k.I32(8*(i/4)))
			k.StoreF2(out, k.Add(ob, k.Add(k.Mul(hrow[e], k.I32(s.Rank)), col)), k.Mul(k.Get(acc[i]), inv[e]), k.Mul(k.Get(acc[i+1]), inv[e]))
		}
	}
	// staged is direct through shared memory: each thread's pairs rounded by cvt (PackBF2, the same
	// bits as the combine's rounding but for a NaN, which becomes 0x7fff) into the block's o_lat
	// rows [64 heads × Rank] as they lie in global memory, 16-byte chunks swizzled by the row
	// (chunk c of row h at c ⊕ (h mod 8): a warp's stores of one pair index hit 32 banks), then
	// copied out 16 bytes a thread. Stored from the registers, a pair was a 4-byte store filling
	// half its sectors, and the rounding in integer operations made the tail a long run of code
	// that each warp fetched while it ran.
	staged := func() {
		st := e.stage
		RW := s.Rank / 2 // words of a row
		var inv [2]*Value
		for r := range 2 {
			inv[r] = k.Div(k.F32(1), lsum(hrow[r]))
		}
		word := func(h, c8, w *Value) *Value {
			return k.Add(k.Add(k.Mul(h, k.I32(RW)), k.Shl(k.Xor(c8, k.And(h, k.I32(7))), k.I32(2))), w)
		}
		for i := int64(0); i < int64(len(acc)); i += 2 {
			r := i % 4 / 2
			col := k.Add(col0, k.I32(8*(i/4)))
			w := word(hrow[r], k.Shr(col, k.I32(3)), k.Shr(k.And(col, k.I32(7)), one))
			k.SStore(st, w, k.PackBF2(k.Mul(k.Get(acc[i]), inv[r]), k.Mul(k.Get(acc[i+1]), inv[r])))
		}
		k.Barrier()
		C := s.Rank / 8 // 16-byte chunks of a row
		ob := k.Mul(k.Add(k.Mul(row, k.I32(s.Heads)), h0), k.I32(s.Rank))
		k.Loop(e.tid, k.I32(HG*C), k.I32(wgThreads), func(c *Value) {
			h, c8 := k.Div(c, k.I32(C)), k.Rem(c, k.I32(C))
			k.StoreV(out, k.Add(ob, k.Shl(c, k.I32(3))), k.SLoadV(st, word(h, c8, zero)))
		})
	}
	if e.stage != nil {
		direct = staged
	}
	if s.viaCombine {
		partial()
	} else {
		k.If(k.Eq(splits, one), direct, partial)
	}
}
