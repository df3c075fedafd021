package kgen

import (
	"fmt"
	"math"
)

// The tensor-core variant of mla_decode (bf16 q and latent cache, 16 heads a block). At decode
// batch 64 and context 4,096 the CUDA-core kernel of mladecode.go spends its time on f32 FMAs
// (2·(Rank+Rope+Rank) a position, head and row, 73 GFLOP a DeepSeek-V3 layer), far more than on
// reading the cache. Here the two products of a tile of 8·NW positions (NW warps a block, 8 for
// DeepSeek: see mmaWarps) are mma.m16n8k16 (bf16 in, f32 accumulate), the head group being the
// MMA's m16:
//
//   - the block stages the group's [q_abs | q_pe] once (bf16), packed in pairs (i32 words), in
//     shared memory;
//   - scores: warp w takes positions t0+8w .. t0+8w+7 (one n8 tile) over the whole width
//     (W = Rank+Rope): each lane loads 16 bytes of its position's latent row (lane = 4·group + tig:
//     position group, columns kc+8·tig .. +7) for every 32-column k-step, and those words are the B
//     fragments as they are (two MMAs a k-step, words (0, 1) then (2, 3)); the A fragments are the
//     q words of the same columns, the 4 of a lane's row taken in one 16-byte shared load (SLoadV:
//     at DeepSeek-V3's widths, batch 64 and context 4,096, the kernel ran 1.11 ms against 1.26 with
//     a 4-byte load a word, whose shared-memory traffic bounded it). (The k order inside a k-step is free as long as A and B agree,
//     as in streaming_mma.go.) Scaled scores go to shared memory, −∞ past the chunk's end;
//   - the online softmax runs on the f32 scores as in the CUDA-core kernel (a warp per head, lanes
//     over the positions), so the running max and sum are f32 of unrounded probabilities;
//   - P·C: the 512 latent columns are split over the warps (Rank/NW each: 64 n8 tiles of
//     accumulators would be 256 registers a lane; with 8 warps a lane holds 32); each warp reads
//     all the tile's probabilities as bf16 A fragments and the tile's latent rows again (the score
//     pass just brought them into L1/L2) as B fragments. B's k is the position, which the cache does not hold adjacent, so a
//     lane loads 16 bytes (columns 8·group .. +7 of a 64-column block) of each of its four
//     positions (2tig, 2tig+1, 2tig+8, 2tig+9 of the 16-position k-step) and recombines the halves
//     of each word: the low halves make the B of the even column 8·group+2j, the high halves that
//     of the odd one. So n8 tile 2j+e of a 64-column block holds column 8·n+2j+e in its column n.
//
// Numerics: q_abs (the absorption GEMM's f32 sums, which it rounds to bf16) and P are rounded to
// bf16 (nearest even) before their products; the latent is bf16 as stored; every sum is f32 in
// the tensor core's order. HF's bf16 eager attention likewise multiplies bf16 queries, keys,
// probabilities and values (its softmax runs in f32 and is rounded to bf16 before P·V). A NaN in
// q_abs or q_pe makes the row's output NaN.
// The workspace and the launch are the CUDA-core kernel's: mla_combine and the runtime do not
// change.

// mmaWarps is the warps of a tensor-core block: 8 positions each in the score pass (a tile is
// 8·warps positions), Rank/warps latent columns each in the P·C pass. Unless Warps says, 8 where
// the latent splits into 64-column blocks over 8 warps (DeepSeek's 512), else 4: on the H200, 8
// warps (tiles of 64 positions, 32 accumulators a lane) ran 1.25 ms where 4 ran 1.78 at batch 64,
// context 4,096 (docs/perf.md).
func (s MLADecodeSpec) mmaWarps() int64 {
	switch {
	case s.Warps != 0:
		return s.Warps
	case s.Rank%(64*8) == 0:
		return 8
	}
	return 4
}

// TensorCores reports whether Build emits the tensor-core kernel: bf16 q and cache, 16 heads a
// block, a width of whole 32-column k-steps, a latent that splits into 64-column blocks over the
// warps, and NoMMA unset. Otherwise (f32 builds, the parity reference; other shapes) the CUDA-core
// kernel runs. FA and Hopper take precedence: with either set Build emits that kernel instead.
func (s MLADecodeSpec) TensorCores() bool {
	nw := s.mmaWarps()
	return !s.NoMMA && s.Q == EBF16 && s.Pool == EBF16 && s.HG == 16 && (nw == 4 || nw == 8) &&
		(s.Rank+s.Rope)%32 == 0 && s.Rank%(64*nw) == 0
}

// staged reports whether the tensor-core kernel stages each tile of the cache in shared memory:
// when Stage asks and a row is whole 64-column blocks (the swizzle of kvSwizzle permutes 16-byte
// chunks within aligned groups of 8, and a row then starts on a 128-byte line).
//
// The block copies a tile's rows with 16-byte loads and stores (SStoreV), the score pass reads its
// B fragments from there (SLoadV), and so does the P·C pass, so a tile's cache rows cross L2 once
// a block instead of twice. At DeepSeek-V3's widths the tile (64 × 576 bf16, 72 KiB) takes the
// block to 96 KiB of dynamic shared memory. On the H200 it ran slower: 190 registers a thread
// (ptxas), so one block an SM instead of two, 1.62 ms against 1.11 at batch 64, context 4,096;
// capped at 128 registers (2 blocks an SM, 184 bytes of spills) 1.20 ms (docs/perf.md).
func (s MLADecodeSpec) staged() bool { return s.Stage && (s.Rank+s.Rope)%64 == 0 }

// kvSwizzle is the XOR that places 16-byte chunk c of tile row r at chunk c ^ kvSwizzle(r&7) of the
// row in shared memory. Shared memory serves a 16-byte access a quarter-warp (8 lanes) at a time,
// without conflict when the 8 chunks fall in distinct 16-byte columns (chunk mod 8) of the banks.
// The score pass's quarter-warp reads rows 2q and 2q+1 (q fixed), chunks 4ks+tig: bit 2 of the
// XOR must differ between the two rows. The P·C pass's reads rows 2tig+e (e fixed), chunks
// 8m+2q and 8m+2q+1: bits 1-2 of the XOR must differ over the four rows 2tig+e. Bit 2 =
// (r ^ r>>2) & 1 and bit 1 = r>>1 & 1 give both; the cooperative store writes 8 consecutive
// chunks of a row, a permutation of one group, without conflict either.
func (k *Kernel) kvSwizzle(r *Value) *Value {
	b2 := k.Shl(k.And(k.Xor(r, k.Shr(r, k.I32(2))), k.I32(1)), k.I32(2))
	return k.Or(b2, k.And(r, k.I32(2)))
}

func (s MLADecodeSpec) buildMMA() (*Kernel, Launch) {
	name := fmt.Sprintf("mla_decode_%s_h%d_g%d_n%d_r%d_k%d_s%08x_mma_w%d", elemSuffix(s.Q, s.Pool), s.Heads, s.HG, s.Nope,
		s.Rope, s.Rank, math.Float32bits(s.Scale), s.mmaWarps())
	st := s.staged()
	if st {
		name += "_st"
	}
	k := NewKernel(name)
	pa := s.decodeParams(k)
	part, qabs, q, pool := pa.part, pa.qabs, pa.q, pa.pool
	table, seq, pos, maxBlocks, blockSize, splits := pa.table, pa.seq, pa.pos, pa.maxBlocks, pa.blockSize, pa.splits

	const HG = 16
	NW := s.mmaWarps()
	T := 8 * NW // positions a tile
	W := s.Rank + s.Rope
	// Row strides of the shared q words and scores. A lane takes the A words of a k-step's two
	// MMAs (4 words, columns 8·tig .. +7 of its row) in one 16-byte load, and a load's 8 lanes of a
	// quarter-warp are the 4 tigs of two rows: a q row stride of 16 words past a multiple of 32
	// puts the second row on the other 16 banks, so the load has no bank conflict (the 4-byte loads
	// before, with a stride of 1 word past, had two-way conflicts and 4 times the instructions). The
	// scores' stride is padded off a multiple of 32 (rows group at columns 2·tig: at most twice).
	WW := roundUp(W/2, 32) + 16
	SS := T + 8
	RW := s.Rank / NW // latent columns a warp accumulates
	CB := RW / 64     // 64-column blocks a warp
	G := s.Heads / HG // head groups
	nthreads := int64(NW * streamWarp)
	tid, bid := k.Tid(), k.Ctaid()
	lane, warp := k.And(tid, k.I32(streamWarp-1)), k.Shr(tid, k.I32(5))
	group, tig := k.Shr(lane, k.I32(2)), k.And(lane, k.I32(3))
	g, rs, row, sq, n, lo, hi := k.splitPlace(bid, G, seq, pos, maxBlocks, blockSize, splits)
	zero := k.I32(0)
	ninf := k.F32(math.Inf(-1))

	qs := k.Shared(TI32, HG*WW) // the group's [q_abs | q_pe] as bf16 pairs, head-major
	ss := k.Shared(TF32, HG*SS) // scores, then probabilities, head-major
	ms := k.Shared(TF32, HG)    // running max
	ls := k.Shared(TF32, HG)    // running sum
	as := k.Shared(TF32, HG)    // this tile's rescale of the partial output
	rowS := k.Shared(TI32, T)   // pool offsets of the tile's positions
	RWd := W / 2                // words a staged tile row
	var kv *Value               // the staged tile: T rows of W bf16, chunks swizzled (kvSwizzle)
	if st {
		kv = k.Shared(TI32, T*RWd)
	}
	// kvAt is the word of the staged tile where 16-byte chunk c of row r starts.
	kvAt := func(r, c *Value) *Value {
		return k.Add(k.Mul(r, k.I32(RWd)), k.Shl(k.Xor(c, k.kvSwizzle(k.And(r, k.I32(7)))), k.I32(2)))
	}

	k.If(k.Lt(lo, n), func() {
		h0 := k.Mul(g, k.I32(HG))
		k.Loop(tid, k.I32(HG*(W/2)), k.I32(nthreads), func(i *Value) {
			h, j := k.Div(i, k.I32(W/2)), k.Rem(i, k.I32(W/2))
			head := k.Add(k.Mul(row, k.I32(s.Heads)), k.Add(h0, h))
			d := k.Mul(j, k.I32(2))
			// Rank is even: a word is all q_abs or all q_pe.
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
			k.SStore(qs, k.Add(k.Mul(h, k.I32(WW)), j), k.PackBF2(k.Get(x0), k.Get(x1)))
		})
		k.If(k.Lt(tid, k.I32(HG)), func() {
			k.SStore(ms, tid, ninf)
			k.SStore(ls, tid, k.F32(0))
		}, nil)
		// acc[nt][i]: D value i of n8 tile nt of this warp's columns.
		acc := make([][4]*Value, RW/8)
		for nt := range acc {
			for i := range 4 {
				acc[nt][i] = k.Var(k.F32(0))
			}
		}
		qa := k.Mul(group, k.I32(WW)) // this lane's A rows: head group and group+8
		qb := k.Mul(k.Add(group, k.I32(8)), k.I32(WW))
		k.Barrier()
		k.Loop(lo, hi, k.I32(T), func(t0 *Value) {
			// Scores of positions t0+8·warp .. +7: this lane's B column is position 8·warp+group.
			var xs []*Value
			if st {
				// The block copies the tile's rows (positions past hi read position lo: finite
				// values that get probability 0) into shared memory, 16 bytes a thread and load,
				// the loads of a batch in flight together; both passes read them from there.
				k.If(k.Lt(tid, k.I32(T)), func() {
					p := k.Add(t0, tid)
					k.SStore(rowS, tid, k.Mul(k.cacheRow(table, sq, k.Select(k.Lt(p, hi), p, lo), maxBlocks, blockSize), k.I32(W)))
				}, nil)
				k.Barrier()
				chunks, cpr := T*(W/8), W/8
				per := (chunks + nthreads - 1) / nthreads
				const batch = 6
				for u0 := int64(0); u0 < per; u0 += batch {
					var at, vs []*Value
					for u := u0; u < min(u0+batch, per); u++ {
						i := k.Add(tid, k.I32(u*nthreads))
						if (u+1)*nthreads > chunks {
							i = k.Select(k.Lt(i, k.I32(chunks)), i, k.I32(chunks-1)) // stores its chunk again
						}
						r, c := k.Div(i, k.I32(cpr)), k.Rem(i, k.I32(cpr))
						vs = append(vs, k.LoadV(pool, k.Add(k.SLoad(rowS, r), k.Mul(c, k.I32(8)))))
						at = append(at, kvAt(r, c))
					}
					for j := range vs {
						k.SStoreV(kv, at[j], vs[j])
					}
				}
				k.Barrier()
				r := k.Add(k.Mul(warp, k.I32(8)), group)
				for ks := range W / 32 {
					xs = append(xs, k.SLoadV(kv, kvAt(r, k.Add(tig, k.I32(ks*4)))))
				}
			} else {
				pw := k.Add(t0, k.Mul(warp, k.I32(8)))
				p := k.Add(pw, group)
				base := k.Mul(k.cacheRow(table, sq, k.Select(k.Lt(p, hi), p, lo), maxBlocks, blockSize), k.I32(W))
				k.If(k.Eq(tig, zero), func() { k.SStore(rowS, k.Add(k.Mul(warp, k.I32(8)), group), base) }, nil)
				cb := k.Add(base, k.Mul(tig, k.I32(8)))
				for ks := range W / 32 {
					xs = append(xs, k.LoadV(pool, k.Add(cb, k.I32(ks*32))))
				}
			}
			f0 := k.F32(0)
			sc := [4]*Value{f0, f0, f0, f0}
			tq := k.Mul(tig, k.I32(4))
			for ks := range W / 32 {
				// Words ks·16+4·tig .. +3 of rows group and group+8: columns ks·32+8·tig .. +7.
				wi := k.Add(tq, k.I32(ks*16))
				va, vb := k.SLoadV(qs, k.Add(qa, wi)), k.SLoadV(qs, k.Add(qb, wi))
				for j := range int64(2) {
					a := [4]*Value{k.Lane(va, 2*j), k.Lane(vb, 2*j), k.Lane(va, 2*j+1), k.Lane(vb, 2*j+1)}
					if s.broken {
						a[1], a[2] = a[2], a[1]
					}
					d := k.MMA(mmaBF16, a, [2]*Value{k.Lane(xs[ks], 2*j), k.Lane(xs[ks], 2*j+1)}, sc)
					for i := range int64(4) {
						sc[i] = k.MMAOut(d, i)
					}
				}
			}
			// D value i: head group+8(i/2), position 8·warp+2tig+i%2 of the tile.
			for i := range int64(4) {
				col := k.Add(k.Mul(warp, k.I32(8)), k.Add(k.Mul(tig, k.I32(2)), k.I32(i%2)))
				x := k.Select(k.Lt(k.Add(t0, col), hi), k.Mul(sc[i], k.F32(float64(s.Scale))), ninf)
				h := k.Add(group, k.I32(8*(i/2)))
				k.SStore(ss, k.Add(k.Mul(h, k.I32(SS)), col), x)
			}
			k.Barrier()
			// Online softmax: warp w updates heads w, w+NW, …; lane l takes positions l, l+32, …
			// of the tile. Every tile holds at least one valid position, so its max is finite.
			k.Loop(warp, k.I32(HG), k.I32(NW), func(h *Value) {
				var at, x []*Value
				for u := range T / streamWarp {
					at = append(at, k.Add(k.Mul(h, k.I32(SS)), k.Add(lane, k.I32(u*streamWarp))))
					x = append(x, k.SLoad(ss, at[u]))
				}
				mold := k.SLoad(ms, h)
				mt := x[0]
				for _, xu := range x[1:] {
					mt = k.Select(k.Gt(xu, mt), xu, mt)
				}
				mt = k.warpMax(mt)
				mnew := k.Select(k.Gt(mold, mt), mold, mt)
				var sum *Value
				for u := range x {
					pr := k.ExpF32(k.Sub(x[u], mnew))
					k.SStore(ss, at[u], pr)
					if u == 0 {
						sum = pr
					} else {
						sum = k.Add(sum, pr)
					}
				}
				sum = k.WarpSum(sum)
				alpha := k.ExpF32(k.Sub(mold, mnew))
				k.If(k.Eq(lane, zero), func() {
					k.SStore(ms, h, mnew)
					k.SStore(ls, h, k.FMA(k.SLoad(ls, h), alpha, sum))
					k.SStore(as, h, alpha)
				}, nil)
			})
			k.Barrier()
			al := [2]*Value{k.SLoad(as, group), k.SLoad(as, k.Add(group, k.I32(8)))}
			for nt := range acc {
				for i := range 4 {
					k.Set(acc[nt][i], k.Mul(k.Get(acc[nt][i]), al[i/2]))
				}
			}
			pa := k.Mul(group, k.I32(SS))
			pb := k.Mul(k.Add(group, k.I32(8)), k.I32(SS))
			t2 := k.Mul(tig, k.I32(2))
			for kk := range T / 16 {
				// A: P[head, position 16kk+…], rounded to bf16.
				pr := func(hb *Value, off int64) *Value {
					at := k.Add(hb, k.Add(t2, k.I32(16*kk+off)))
					return k.PackBF2(k.SLoad(ss, at), k.SLoad(ss, k.Add(at, k.I32(1))))
				}
				a := [4]*Value{pr(pa, 0), pr(pb, 0), pr(pa, 8), pr(pb, 8)}
				// B: this lane's positions 2tig, 2tig+1, 2tig+8, 2tig+9 of the k-step.
				var rb [4]*Value
				for e, off := range [4]int64{0, 1, 8, 9} {
					rb[e] = k.Add(t2, k.I32(16*kk+off))
					if !st {
						rb[e] = k.SLoad(rowS, rb[e])
					}
				}
				colBase := k.Add(k.Mul(warp, k.I32(RW)), k.Mul(group, k.I32(8)))
				for c := range CB {
					var v [4]*Value
					for e := range 4 {
						if st {
							v[e] = k.SLoadV(kv, kvAt(rb[e], k.Add(k.Shr(colBase, k.I32(3)), k.I32(c*8))))
						} else {
							v[e] = k.LoadV(pool, k.Add(rb[e], k.Add(colBase, k.I32(c*64))))
						}
					}
					lo16, hi16 := k.u32(0xffff), k.u32(0xffff0000)
					for j := range int64(4) {
						w := [4]*Value{k.Lane(v[0], j), k.Lane(v[1], j), k.Lane(v[2], j), k.Lane(v[3], j)}
						even := [2]*Value{k.Or(k.And(w[0], lo16), k.Shl(w[1], k.I32(16))), k.Or(k.And(w[2], lo16), k.Shl(w[3], k.I32(16)))}
						odd := [2]*Value{k.Or(k.Shr(w[0], k.I32(16)), k.And(w[1], hi16)), k.Or(k.Shr(w[2], k.I32(16)), k.And(w[3], hi16))}
						k.mmaAcc(mmaBF16, a, even, acc[c*8+2*j])
						k.mmaAcc(mmaBF16, a, odd, acc[c*8+2*j+1])
					}
				}
			}
			k.Barrier() // the next tile overwrites the scores and offsets
		})
		// part[((row·splits + sp)·Heads + head)·PartRow(Rank) + column]; D value i of tile c·8+2j+e is
		// head group+8(i/2), column warp·RW + c·64 + 8·(2tig+i%2) + 2j + e.
		pbase := k.partAt(rs, h0, s.Heads, s.Rank)
		for nt := range int64(len(acc)) {
			c, j, e := nt/8, (nt%8)/2, nt%2
			for i := range int64(4) {
				h := k.Add(group, k.I32(8*(i/2)))
				col := k.Add(k.Mul(warp, k.I32(RW)), k.Add(k.Mul(k.Add(k.Mul(tig, k.I32(2)), k.I32(i%2)), k.I32(8)), k.I32(c*64+2*j+e)))
				k.Store(part, k.Add(pbase, k.Add(k.Mul(h, k.I32(PartRow(s.Rank))), col)), k.Get(acc[nt][i]))
			}
		}
		k.If(k.Lt(tid, k.I32(HG)), func() {
			hb := k.Add(pbase, k.Mul(tid, k.I32(PartRow(s.Rank))))
			k.Store(part, k.Add(hb, k.I32(s.Rank)), k.SLoad(ms, tid))
			k.Store(part, k.Add(hb, k.I32(s.Rank+1)), k.SLoad(ls, tid))
		}, nil)
	}, nil)
	return finish(k, "mla_decode", int(nthreads), Grid{Count: "row_splits", Mult: G, PerBlock: 1})
}
