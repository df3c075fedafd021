package kgen

import (
	"fmt"
	"math"
)

// The warpgroup-MMA variant of mla_decode, for sm_90a only (MLADecodeSpec.Hopper): the Hopper
// layer's wgmma on shared-memory tiles instead of warp-level mma.sync. A block serves 64 heads of
// one (row, split), the wgmma's M, with two warpgroups (256 threads); per tile of 32 positions:
//
//   - the block copies the tile's cache rows (16-byte loads) into shared memory twice: as the
//     score product's B (positions × W, K-major) and transposed, pairs of positions packed in a
//     word, as the P·C product's B (latent columns × positions, K-major);
//   - scores S[64 × 32] = [q_abs | q_pe] · tileᵀ: warpgroup w takes positions 16w .. 16w+15, one
//     chain of W/16 wgmma m64n16k16 (q staged once as bf16 in the same no-swizzle layout);
//   - the online softmax as in the other kernels (a warp per head, a lane per position), the
//     probabilities rounded to bf16 into shared memory as P·C's A;
//   - P·C: warpgroup w accumulates latent columns 256w .. 256w+255 (Rank/2 each, one wgmma
//     m64nNk16 per 16 positions, N = Rank/2 ≤ 256), its accumulators rescaled first.
//
// No TMA here: the cache is paged (a tile's rows are scattered blocks), so the copies are ordinary
// loads and stores, fenced to the async proxy before the tensor cores read them. Numerics are the
// tensor-core kernel's (mladecode_mma.go): q and P rounded to bf16, f32 sums. The workspace, grid
// count and combine are the other kernels': Mult is Heads/64 head groups.
//
// Every tile in shared memory uses the no-swizzle K-major layout of hopper.go with 8-column
// slices of K one after the other: element (m, k) of an R-row tile at byte
// (k/8)·16R + 16m + 2(k%8), so LBO = 16R and SBO = 128.

const (
	mlaHopperHeads = 64 // heads a block: the wgmma's M
	mlaHopperTile  = 32 // positions a tile: a lane each in the softmax
)

// HopperOK reports whether the warpgroup-MMA kernel serves the spec's shapes: bf16 q and cache,
// heads in groups of 64, a width of whole 16-column k-steps and a latent that splits into two
// wgmma N of at most 256.
func (s MLADecodeSpec) HopperOK() bool {
	w := s.Rank + s.Rope
	return s.Q == EBF16 && s.Pool == EBF16 && s.Heads%mlaHopperHeads == 0 && w%16 == 0 &&
		s.Rank%16 == 0 && s.Rank/2 <= 256 && s.Rank >= 32
}

func (s MLADecodeSpec) buildHopper() (*Kernel, Launch) {
	name := fmt.Sprintf("mla_decode_%s_h%d_n%d_r%d_k%d_s%08x_wgmma", elemSuffix(s.Q, s.Pool), s.Heads, s.Nope,
		s.Rope, s.Rank, math.Float32bits(s.Scale))
	k := NewKernel(name)
	pa := s.decodeParams(k)
	part, qabs, q, pool := pa.part, pa.qabs, pa.q, pa.pool
	table, seq, pos, maxBlocks, blockSize, splits := pa.table, pa.seq, pa.pos, pa.maxBlocks, pa.blockSize, pa.splits

	const HG, T, nthreads = mlaHopperHeads, mlaHopperTile, 256
	W, R := s.Rank+s.Rope, s.Rank
	NV := R / 2 // latent columns a warpgroup
	G := s.Heads / HG
	SS := int64(T + 1)
	tid, bid := k.Tid(), k.Ctaid()
	lane, warp := k.And(tid, k.I32(streamWarp-1)), k.Shr(tid, k.I32(5))
	wg, wl := k.Shr(warp, k.I32(2)), k.And(warp, k.I32(3))
	g, rs, row, sq, n, lo, hi := k.splitPlace(bid, G, seq, pos, maxBlocks, blockSize, splits)
	zero := k.I32(0)
	ninf := k.F32(math.Inf(-1))

	qs := k.SharedAligned(TI32, HG*W/2, 128) // [q_abs | q_pe] as bf16, 64 rows
	kt := k.SharedAligned(TI32, T*W/2, 128)  // the tile: T rows of W
	vt := k.SharedAligned(TI32, R*T/2, 128)  // the tile's latent transposed: R rows of T
	ps := k.SharedAligned(TI32, HG*T/2, 128) // probabilities as bf16, 64 rows of T
	ss := k.Shared(TF32, HG*SS)              // scores
	ms := k.Shared(TF32, HG)                 // running max
	ls := k.Shared(TF32, HG)                 // running sum
	as := k.Shared(TF32, HG)                 // this tile's rescale of the partial output
	rowS := k.Shared(TI32, T)                // pool offsets of the tile's positions
	// word is the i32 index of element (m, c) (c even) of an r-row tile in the layout above.
	word := func(m, c *Value, r int64) *Value {
		return k.Add(k.Add(k.Mul(k.Shr(c, k.I32(3)), k.I32(4*r)), k.Mul(m, k.I32(4))), k.Shr(k.And(c, k.I32(7)), k.I32(1)))
	}
	qAddr, kAddr := k.SAddr(qs, zero), k.SAddr(kt, zero)
	vAddr, pAddr := k.SAddr(vt, zero), k.SAddr(ps, zero)

	k.If(k.Lt(lo, n), func() {
		h0 := k.Mul(g, k.I32(HG))
		k.Loop(tid, k.I32(HG*(W/2)), k.I32(nthreads), func(i *Value) {
			h, j := k.Div(i, k.I32(W/2)), k.Rem(i, k.I32(W/2))
			head := k.Add(k.Mul(row, k.I32(s.Heads)), k.Add(h0, h))
			d := k.Mul(j, k.I32(2))
			x0, x1 := k.Var(k.F32(0)), k.Var(k.F32(0))
			k.If(k.Lt(d, k.I32(s.Rank)), func() {
				at := k.Add(k.Mul(head, k.I32(s.Rank)), d)
				k.Set(x0, k.Load(qabs, at))
				k.Set(x1, k.Load(qabs, k.Add(at, k.I32(1))))
			}, func() {
				at := k.Add(k.Mul(head, k.I32(s.Nope+s.Rope)), k.Add(k.I32(s.Nope-s.Rank), d))
				k.Set(x0, k.Load(q, at))
				k.Set(x1, k.Load(q, k.Add(at, k.I32(1))))
			})
			k.SStore(qs, word(h, d, HG), k.bf16Pair(k.Get(x0), k.Get(x1)))
		})
		k.If(k.Lt(tid, k.I32(HG)), func() {
			k.SStore(ms, tid, ninf)
			k.SStore(ls, tid, k.F32(0))
		}, nil)
		acc := make([]*Value, NV/2)
		for i := range acc {
			acc[i] = k.Var(k.F32(0))
		}
		// This thread's accumulator rows (wgmma value i: row 16·wl + lane/4 + 8·(i%4/2)).
		rowA := k.Add(k.Mul(wl, k.I32(16)), k.Shr(lane, k.I32(2)))
		colA := k.Mul(k.And(lane, k.I32(3)), k.I32(2))
		k.Loop(lo, hi, k.I32(T), func(t0 *Value) {
			k.If(k.Lt(tid, k.I32(T)), func() {
				p := k.Add(t0, tid)
				k.SStore(rowS, tid, k.Mul(k.cacheRow(table, sq, k.Select(k.Lt(p, hi), p, lo), maxBlocks, blockSize), k.I32(W)))
			}, nil)
			k.Barrier()
			// Copy: item i is 16-byte chunk c of the position pair (2j, 2j+1); positions past hi
			// read position lo (finite values that get probability 0).
			cpr := W / 8
			items := (T / 2) * cpr
			lo16, hi16 := k.u32(0xffff), k.u32(0xffff0000)
			for u := int64(0); u*nthreads < items; u++ {
				i := k.Add(tid, k.I32(u*nthreads))
				if (u+1)*nthreads > items {
					i = k.Select(k.Lt(i, k.I32(items)), i, k.I32(items-1)) // stores its chunk again
				}
				j, c := k.Div(i, k.I32(cpr)), k.Rem(i, k.I32(cpr))
				r0 := k.Mul(j, k.I32(2))
				r1 := k.Add(r0, k.I32(1))
				c8 := k.Mul(c, k.I32(8))
				v0 := k.LoadV(pool, k.Add(k.SLoad(rowS, r0), c8))
				v1 := k.LoadV(pool, k.Add(k.SLoad(rowS, r1), c8))
				k.SStoreV(kt, word(r0, c8, T), v0)
				k.SStoreV(kt, word(r1, c8, T), v1)
				k.If(k.Lt(c8, k.I32(R)), func() {
					for jj := range int64(4) {
						w0, w1 := k.Lane(v0, jj), k.Lane(v1, jj)
						col := k.Add(c8, k.I32(2*jj))
						even := k.Or(k.And(w0, lo16), k.Shl(w1, k.I32(16)))
						odd := k.Or(k.Shr(w0, k.I32(16)), k.And(w1, hi16))
						k.SStore(vt, word(col, r0, R), even)
						k.SStore(vt, word(k.Add(col, k.I32(1)), r0, R), odd)
					}
				}, nil)
			}
			k.FenceAsync()
			k.Barrier()
			// Scores of positions 16·wg .. +15.
			kB := k.Add(kAddr, k.Mul(wg, k.I32(256)))
			sc := make([]*Value, 8)
			for i := range sc {
				sc[i] = k.F32(0)
			}
			k.WGFence()
			for st := range W / 16 {
				da := k.SmemDesc(k.Add(qAddr, k.I32(st*2*16*HG)), 16*HG, 128)
				db := k.SmemDesc(k.Add(kB, k.I32(st*2*16*T)), 16*T, 128)
				d := k.WGMMA(16, da, db, k.Lt(zero, k.I32(st)), sc)
				for i := range sc {
					sc[i] = k.WGOut(d, int64(i))
				}
			}
			k.WGCommit()
			k.WGWait(0)
			for i := range int64(8) {
				h := k.Add(rowA, k.I32(8*(i%4/2)))
				col := k.Add(k.Add(k.Mul(wg, k.I32(16)), k.I32(8*(i/4)+i%2)), colA)
				x := k.Select(k.Lt(k.Add(t0, col), hi), k.Mul(sc[i], k.F32(float64(s.Scale))), ninf)
				k.SStore(ss, k.Add(k.Mul(h, k.I32(SS)), col), x)
			}
			k.Barrier()
			// Online softmax: warp w updates heads w, w+8, …; lane l takes position l.
			k.Loop(warp, k.I32(HG), k.I32(nthreads/streamWarp), func(h *Value) {
				x := k.SLoad(ss, k.Add(k.Mul(h, k.I32(SS)), lane))
				mold := k.SLoad(ms, h)
				mt := k.warpMax(x)
				mnew := k.Select(k.Gt(mold, mt), mold, mt)
				pr := k.ExpF32(k.Sub(x, mnew))
				sum := k.WarpSum(pr)
				other := k.ShflXor(pr, 1)
				k.If(k.Eq(k.And(lane, k.I32(1)), zero), func() {
					k.SStore(ps, word(h, lane, HG), k.bf16Pair(pr, other))
				}, nil)
				alpha := k.ExpF32(k.Sub(mold, mnew))
				k.If(k.Eq(lane, zero), func() {
					k.SStore(ms, h, mnew)
					k.SStore(ls, h, k.FMA(k.SLoad(ls, h), alpha, sum))
					k.SStore(as, h, alpha)
				}, nil)
			})
			k.FenceAsync()
			k.Barrier()
			al := [2]*Value{k.SLoad(as, rowA), k.SLoad(as, k.Add(rowA, k.I32(8)))}
			for i := range acc {
				k.Set(acc[i], k.Mul(k.Get(acc[i]), al[i%4/2]))
			}
			c := make([]*Value, len(acc))
			for i := range acc {
				c[i] = k.Get(acc[i])
			}
			vB := k.Add(vAddr, k.Mul(wg, k.I32(NV/8*128)))
			k.WGFence()
			for st := range int64(T / 16) {
				da := k.SmemDesc(k.Add(pAddr, k.I32(st*2*16*HG)), 16*HG, 128)
				db := k.SmemDesc(k.Add(vB, k.I32(st*2*16*R)), 16*R, 128)
				d := k.WGMMA(NV, da, db, k.Lt(k.I32(-1), zero), c)
				for i := range c {
					c[i] = k.WGOut(d, int64(i))
				}
			}
			k.WGCommit()
			k.WGWait(0)
			for i := range acc {
				k.Set(acc[i], c[i])
			}
			k.Barrier() // the next tile overwrites the tiles, scores and offsets
		})
		// part[((row·splits + sp)·Heads + head)·(Rank+2) + column]: value i is head rowA+8(i%4/2),
		// column NV·wg + 8(i/4) + 2(lane%4) + i%2.
		pbase := k.Mul(k.Add(k.Mul(rs, k.I32(s.Heads)), h0), k.I32(s.Rank+2))
		for i := range int64(len(acc)) {
			h := k.Add(rowA, k.I32(8*(i%4/2)))
			col := k.Add(k.Add(k.Mul(wg, k.I32(NV)), k.I32(8*(i/4)+i%2)), colA)
			k.Store(part, k.Add(pbase, k.Add(k.Mul(h, k.I32(s.Rank+2)), col)), k.Get(acc[i]))
		}
		k.If(k.Lt(tid, k.I32(HG)), func() {
			hb := k.Add(pbase, k.Mul(tid, k.I32(s.Rank+2)))
			k.Store(part, k.Add(hb, k.I32(s.Rank)), k.SLoad(ms, tid))
			k.Store(part, k.Add(hb, k.I32(s.Rank+1)), k.SLoad(ls, tid))
		}, nil)
	}, nil)
	return finish(k, "mla_decode", nthreads, Grid{Count: "row_splits", Mult: G, PerBlock: 1})
}
