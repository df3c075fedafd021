package kgen

import (
	"fmt"
	"math"
	"strings"
)

// The tensor-core variant of gqa_decode (GQADecodeSpec.MMA): bf16 q and paged K and V pools,
// warp-level mma.m16n8k16 fed by ldmatrix from swizzled shared memory, K and V tiles brought in by
// cp.async while the previous tile is multiplied. It uses only what sm_80 has (mma.sync, ldmatrix,
// cp.async), so one kernel serves sm_80, sm_90 and sm_90a. Decode attention of a GQA model is
// memory-bound (GLM-4.5: 12 query heads a KV head, so 12 flops a byte of K and V): the
// kernel's job is to keep many 16-byte copies in flight and to make the math cheap enough never to
// hold them up.
//
// A block serves the HG query heads (h0 .. h0+HG−1) of one KV head for one (row, split), as the
// CUDA-core kernel does: the grid, the split positions and the workspace are its. The heads are the
// MMA's M: padded to 16 rows whose q is zero, whose scores and probabilities are computed and never
// stored. 4 warps; per tile of T = 64 positions:
//
//   - the group's q [16 × D] (bf16 as stored, zero rows past HG) is staged once, before the first
//     tile;
//   - the tile's K and V rows [T × D] land in shared memory by cp.async, 16 bytes a copy: thread i
//     copies chunks (i mod 8) + 8j of positions i/8 + 16e (e < 4), of K and of V, so a warp's copies
//     of one j are 4 positions × 128 bytes. Two buffers: tile i+1's copies are issued right after
//     the barrier that opens tile i and complete while tile i is multiplied. Positions past the
//     split's end or the row's context copy position lo's row (finite values) and get probability 0;
//   - scores S = q·Kᵀ: warp w takes positions 16w .. 16w+15 of the tile (two n8 tiles) over D/16
//     k-steps; A (q) and B (K rows: position = n, the dims of a row are k, contiguous) both by
//     ldmatrix without transposition;
//   - the online softmax in registers (FA2): a lane holds 4 scores of each of its two rows (heads
//     g and g+8, lane = 4g + t); the tile's row max is reduced over the 4 lanes of a quad by
//     shuffles and across the 4 warps through shared memory (mx), each warp reading the four in the
//     same order, so all keep the same running max m. p = 2^((x − m)·log₂e) with x = score·scale
//     (−∞ past the end); the running sum l and the output are rescaled by α = 2^((m_old − m)·log₂e),
//     which every warp computes for itself from the same m. l sums the unrounded f32 probabilities
//     of the warp's own positions; the four parts are added once at the end (ls);
//   - P, rounded to bf16, goes to a shared tile [16 × T] that every warp reads back by ldmatrix as
//     the A fragments of all T positions;
//   - O[16 × D] += P·V split by columns: warp w takes 16-column pairs of n8 tiles w, w+4, … (D/16
//     pairs; warps past the last pair idle in this pass), B by ldmatrix.trans (rows = positions), T/16
//     k-steps. Accumulators a lane: 8 for each pair, 16 at D = 128, 32 at D = 256.
//
// Shared memory: every tile row (q, K, V: D bf16 = D/8 16-byte chunks) is stored with a stride of
// whole 128-byte lines, chunk c of row r at chunk c ^ (r mod 8), so the 8 rows an ldmatrix phase
// reads at one chunk fall in 8 distinct bank columns, and so do a warp's cp.async stores (8
// consecutive chunks of a row a phase) and the P stores. At D = 128: q 4 KiB, two buffers of K and
// V 64 KiB, P 2 KiB, maxima and sums 512 bytes: 70.5 KiB, three blocks an H200 SM (so the runtime
// keeps its many-block split shape, splitShapeFor in ops.go). At D = 256: 138.5 KiB, one block an
// SM; more than an Ada GPU (which runs sm_80 PTX) gives a block, so sm_80 builds take the kernel
// only where it fits gqaMMASharedAda.
//
// Numerics: scores are f32 sums, in the tensor core's order, of products of bf16 q and K as stored;
// scaled in f32 and exponentiated by ex2.approx (relative error about 2⁻²²); P is rounded to bf16
// (nearest even) before P·V, whose sums are f32 in the tensor core's order; l sums the unrounded
// probabilities. So the output differs from the CUDA-core kernel's (f32 throughout) by about one
// bf16 rounding of P, not bit for bit.

const (
	gqaT       = 64  // positions a tile
	gqaWarps   = 4   // warps a block
	gqaThreads = 128 // threads a block
	// gqaMMAMaxD is the widest head the kernel takes: 32 accumulators a lane at 256.
	gqaMMAMaxD = 256
	// gqaMMASharedAda is the most shared memory a block of an sm_80 build may take: Ada GPUs
	// (L40S), which run sm_80 PTX, give a block 99 KiB.
	gqaMMASharedAda = 99 << 10
)

// GQAMMASplitMin is the least positions a split of the tensor-core kernel takes: 3 tiles, so that
// its double buffer overlaps each tile's copies with the previous tile's products, and a context
// of 3,072 to 6,143 positions is cut into splits of 3 to 6 tiles. On an H200 at GLM-4.5's widths
// and contexts of about 4,096 (docs/perf.md, "Attention rows: launch bounds, GQA splits, q and k
// norms with RoPE"), 16 splits were the fastest of 8, 16, 32 and 64 at batch 1 and 8.
const GQAMMASplitMin = 3 * gqaT

// GQADecodeMMA reports whether l is the tensor-core gqa_decode kernel.
func GQADecodeMMA(l Launch) bool { return l.Kind == "gqa_decode" && strings.HasSuffix(l.Name, "_mma") }

// gqaRowChunks is the 16-byte chunks a swizzled row of D bf16 takes in shared memory: whole
// 128-byte lines.
func gqaRowChunks(d int64) int64 { return roundUp(d/8, 8) }

// MMAShared is the shared memory the tensor-core kernel takes for the spec's head dim: q, two
// buffers of K and V, P, the warps' tile maxima and sums (and the alignment of the arrays).
func (s GQADecodeSpec) MMAShared() int64 {
	rs := gqaRowChunks(s.HeadDim) * 16
	return 16*rs + 4*gqaT*rs + 16*gqaT*2 + 2*gqaWarps*16*4
}

// MMAOK reports whether the tensor-core kernel serves the spec's shapes on arch: bf16 q and pools,
// a head dim of whole 16-column k-steps up to gqaMMAMaxD, and (sm_80) shared memory an Ada block
// holds.
func (s GQADecodeSpec) MMAOK(arch Arch) bool {
	return s.Elem == EBF16 && s.HeadDim > 0 && s.HeadDim%16 == 0 && s.HeadDim <= gqaMMAMaxD &&
		(arch != SM80 || s.MMAShared() <= gqaMMASharedAda)
}

func (s GQADecodeSpec) buildMMA() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("gqa_decode_%s_h%d_kv%d_d%d_g%d_s%08x_mma", s.Elem, s.Heads, s.KVHeads, s.HeadDim, s.HG, math.Float32bits(s.Scale)))
	part := k.Param("part", PPtr, EF32)
	q := k.Param("q", PPtr, s.Elem)
	kp, vp := k.Param("k_pool", PPtr, s.Elem), k.Param("v_pool", PPtr, s.Elem)
	sp := k.splitParams()
	table, seq, pos, maxBlocks, blockSize, splits := sp.table, sp.seq, sp.pos, sp.maxBlocks, sp.blockSize, sp.splits

	const T = gqaT
	D, HG := s.HeadDim, s.HG
	group := s.Heads / s.KVHeads
	G := s.Heads / HG
	CW := D / 8             // 16-byte chunks of a row
	RS := gqaRowChunks(D)   // chunks a row takes in shared memory
	KS := D / 16            // score k-steps
	NP := CW / 2            // 16-column pairs of the output
	NPW := (NP + 3) / 4     // pairs a warp takes (the last may be past NP)
	tileWords := T * RS * 4 // one tile of K or of V
	stageWords := 2 * tileWords

	tid, bid := k.Tid(), k.Ctaid()
	lane, warp := k.And(tid, k.I32(streamWarp-1)), k.Shr(tid, k.I32(5))
	zero, one := k.I32(0), k.I32(1)
	gr, tg := k.Shr(lane, k.I32(2)), k.And(lane, k.I32(3))
	grp, rs, row, sq, n, lo, hi := k.splitPlace(bid, G, seq, pos, maxBlocks, blockSize, splits)
	ninf := k.F32(math.Inf(-1))

	qs := k.SharedAligned(TI32, 16*RS*4, 128)      // q as bf16 pairs, swizzled, rows past HG zero
	kv := k.SharedAligned(TI32, 2*stageWords, 128) // per buffer: the K tile, then the V tile, swizzled
	ps := k.SharedAligned(TI32, 16*T/2, 128)       // P as bf16 pairs, swizzled (8 chunks a row)
	mx := k.Shared(TF32, gqaWarps*16)              // each warp's tile max per row
	ls := k.Shared(TF32, gqaWarps*16)              // each warp's sum per row

	h0 := k.Mul(grp, k.I32(HG))
	// The pools' element offset of KV head kvh's row of pool row r: [rows, KVHeads, D].
	kvh := k.Div(h0, k.I32(group))
	poolAt := func(r *Value) *Value { return k.Add(k.Mul(r, k.I32(s.KVHeads*D)), k.Mul(kvh, k.I32(D))) }

	// copyTile issues the cp.async copies of the K and V rows of the tile at t0 into the buffer at
	// word base and commits them as one group.
	c8, pr := k.And(tid, k.I32(7)), k.Shr(tid, k.I32(3))
	copyTile := func(t0, base *Value) {
		for e := range int64(T / 16) {
			r := k.Add(pr, k.I32(16*e))
			p := k.Add(t0, r)
			src := poolAt(k.cacheRow(table, sq, k.Select(k.Lt(p, hi), p, lo), maxBlocks, blockSize))
			for j := range RS / 8 {
				c := k.Add(c8, k.I32(8*j))
				cp := func() {
					w := k.Add(base, k.faSwz(r, c, RS))
					g := k.Add(src, k.Shl(c, k.I32(3)))
					k.CpAsync(kv, w, kp, g)
					k.CpAsync(kv, k.Add(w, k.I32(tileWords)), vp, g)
				}
				if 8*(j+1) <= CW {
					cp()
				} else {
					k.If(k.Lt(c, k.I32(CW)), cp, nil)
				}
			}
		}
		k.CpAsyncCommit()
	}

	k.If(k.Lt(lo, n), func() {
		copyTile(lo, zero) // in flight while q is staged
		k.Loop(tid, k.I32(16*CW), k.I32(gqaThreads), func(i *Value) {
			h, c := k.Div(i, k.I32(CW)), k.Rem(i, k.I32(CW))
			w := k.faSwz(h, c, RS)
			k.If(k.Lt(h, k.I32(HG)), func() {
				head := k.Add(k.Mul(row, k.I32(s.Heads)), k.Add(h0, h))
				k.SStoreV(qs, w, k.LoadV(q, k.Add(k.Mul(head, k.I32(D)), k.Shl(c, k.I32(3)))))
			}, func() {
				for j := range int64(4) {
					k.SStore(qs, k.Add(w, k.I32(j)), zero)
				}
			})
		})
		// acc[j][nt][i]: D value i of n8 tile nt of pair warp + 4j; m and l of rows gr and gr+8.
		acc := make([][2][4]*Value, NPW)
		for j := range acc {
			for nt := range 2 {
				for i := range 4 {
					acc[j][nt][i] = k.Var(k.F32(0))
				}
			}
		}
		mrun := [2]*Value{k.Var(ninf), k.Var(ninf)}
		lrun := [2]*Value{k.Var(k.F32(0)), k.Var(k.F32(0))}
		// ldmatrix rows: A (q, P) row (lane mod 8) + 8·bit 3 of lane, chunk + bit 4; the scores'
		// B row (lane mod 8) + 8·bit 4, chunk + bit 3 (b0, b1 of n-tile 0, then of n-tile 1);
		// P·V's B (transposed) row (lane mod 8) + 8·bit 3, chunk + bit 4 (b0, b1 of the pair's
		// first n-tile, then of its second).
		l7 := k.And(lane, k.I32(7))
		b3, b4 := k.And(k.Shr(lane, k.I32(3)), one), k.Shr(lane, k.I32(4))
		aRow := k.Add(l7, k.Mul(b3, k.I32(8)))
		sRow := k.Add(k.Add(k.Mul(warp, k.I32(16)), l7), k.Mul(b4, k.I32(8)))
		hrow := [2]*Value{gr, k.Add(gr, k.I32(8))}
		L := k.F32(log2e)
		k.Loop(lo, hi, k.I32(T), func(t0 *Value) {
			next := k.Add(t0, k.I32(T))
			k.CpAsyncWait(0)
			k.Barrier() // the tile has landed for every thread; the previous tile's readers are done
			buf := k.Mul(k.And(k.Div(k.Sub(t0, lo), k.I32(T)), one), k.I32(stageWords))
			k.If(k.Lt(next, hi), func() { copyTile(next, k.Sub(k.I32(stageWords), buf)) }, nil)
			// Scores of the 16 rows, positions 16·warp .. +15.
			f0 := k.F32(0)
			sc := [2][4]*Value{{f0, f0, f0, f0}, {f0, f0, f0, f0}}
			for ks := range KS {
				a := k.LdMatrix(qs, k.faSwz(aRow, k.Add(b4, k.I32(2*ks)), RS), false)
				av := [4]*Value{k.Lane(a, 0), k.Lane(a, 1), k.Lane(a, 2), k.Lane(a, 3)}
				if s.broken {
					av[1], av[2] = av[2], av[1]
				}
				b := k.LdMatrix(kv, k.Add(buf, k.faSwz(sRow, k.Add(b3, k.I32(2*ks)), RS)), false)
				for e := range int64(2) {
					d := k.MMA(mmaBF16, av, [2]*Value{k.Lane(b, 2*e), k.Lane(b, 2*e+1)}, sc[e])
					for i := range int64(4) {
						sc[e][i] = k.MMAOut(d, i)
					}
				}
			}
			// D value i of n-tile nt: row gr + 8(i/2), position 16·warp + 8nt + 2tg + i%2.
			x, tmax := k.tileScores(sc[:], func() *Value { return k.Mul(warp, k.I32(16)) }, t0, tg, hi, ninf, s.Scale)
			k.If(k.Eq(tg, zero), func() {
				for e := range 2 {
					k.SStore(mx, k.Add(k.Mul(warp, k.I32(16)), hrow[e]), tmax[e])
				}
			}, nil)
			k.Barrier()
			// The tile's max of each row over the four warps, in warp order (the same in every warp),
			// then the running max. Every tile has a valid position (t0 < hi), so it is finite.
			var alpha, mnew [2]*Value
			for e := range 2 {
				mt := k.SLoad(mx, hrow[e])
				for w := int64(1); w < gqaWarps; w++ {
					o := k.SLoad(mx, k.Add(hrow[e], k.I32(16*w)))
					mt = k.Select(k.Gt(o, mt), o, mt)
				}
				mnew[e], alpha[e] = k.decodeMax(mt, mrun[e], L)
			}
			// P[row, positions 16·warp + 8nt + 2tg, +1]: chunk 2·warp + nt of the row, word tg.
			k.tileProbs(x, mnew, alpha, lrun, L, ps, hrow, tg, T, func(nt int64) *Value { return k.Add(k.Mul(warp, k.I32(2)), k.I32(nt)) })
			k.Barrier() // P is whole
			for j := range acc {
				for nt := range acc[j] {
					for i := range 4 {
						k.Set(acc[j][nt][i], k.Mul(k.Get(acc[j][nt][i]), alpha[i/2]))
					}
				}
			}
			for kk := range int64(T / 16) {
				a := k.LdMatrix(ps, k.faSwz(aRow, k.Add(b4, k.I32(2*kk)), T/8), false)
				av := [4]*Value{k.Lane(a, 0), k.Lane(a, 1), k.Lane(a, 2), k.Lane(a, 3)}
				r := k.Add(aRow, k.I32(16*kk)) // V rows: the k-step's positions
				for j := range NPW {
					pair := k.Add(warp, k.I32(4*j))
					pv := func() {
						b := k.LdMatrix(kv, k.Add(k.Add(buf, k.I32(tileWords)), k.faSwz(r, k.Add(k.Shl(pair, one), b4), RS)), true)
						k.mmaAcc(mmaBF16, av, [2]*Value{k.Lane(b, 0), k.Lane(b, 1)}, acc[j][0])
						k.mmaAcc(mmaBF16, av, [2]*Value{k.Lane(b, 2), k.Lane(b, 3)}, acc[j][1])
					}
					if 4*(j+1) <= NP {
						pv()
					} else {
						k.If(k.Lt(pair, k.I32(NP)), pv, nil)
					}
				}
			}
		})
		// The sums: the quad's lanes, then the four warps.
		for e := range 2 {
			l := k.Get(lrun[e])
			l = k.Add(l, k.ShflXor(l, 1))
			l = k.Add(l, k.ShflXor(l, 2))
			k.If(k.Eq(tg, zero), func() { k.SStore(ls, k.Add(k.Mul(warp, k.I32(16)), hrow[e]), l) }, nil)
		}
		k.Barrier()
		// part[((row·splits + sp)·Heads + head)·PartRow(D) + column], rows below HG only: D value i of
		// tiles (j, nt) is row gr + 8(i/2), column 16·(warp + 4j) + 8nt + 2tg + i%2.
		pbase := k.partAt(rs, h0, s.Heads, D)
		for e := range int64(2) {
			h := hrow[e]
			k.If(k.Lt(h, k.I32(HG)), func() {
				hb := k.Add(pbase, k.Mul(h, k.I32(PartRow(D))))
				for j := range NPW {
					pair := k.Add(warp, k.I32(4*j))
					st := func() {
						for nt := range int64(2) {
							col := k.Add(k.Add(k.Shl(pair, k.I32(4)), k.I32(8*nt)), k.Mul(tg, k.I32(2)))
							for i := range int64(2) {
								k.Store(part, k.Add(hb, k.Add(col, k.I32(i))), k.Get(acc[j][nt][2*e+i]))
							}
						}
					}
					if 4*(j+1) <= NP {
						st()
					} else {
						k.If(k.Lt(pair, k.I32(NP)), st, nil)
					}
				}
				k.If(k.And(k.Eq(tg, zero), k.Eq(warp, zero)), func() {
					l := k.SLoad(ls, h)
					for w := int64(1); w < gqaWarps; w++ {
						l = k.Add(l, k.SLoad(ls, k.Add(h, k.I32(16*w))))
					}
					k.Store(part, k.Add(hb, k.I32(D)), k.Get(mrun[e]))
					k.Store(part, k.Add(hb, k.I32(D+1)), l)
				}, nil)
			}, nil)
		}
	}, nil)
	return finish(k, "gqa_decode", gqaThreads, Grid{Count: "row_splits", Mult: G, PerBlock: 1})
}
