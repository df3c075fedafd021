package kgen

import "math"

// The warpgroup-MMA form of the fused causal prefill (FlashPrefillSpec.Hopper; sm_90a only): the
// scheme of flashprefill.go on the Hopper layer's wgmma (hopper.go), FlashAttention-3's products
// without its producer warpgroup. A block is two warpgroups (256 threads) and 128 queries of one
// head, 64 a warpgroup (the wgmma's M); the grid order is the other form's (the query tiles with the
// most keys first, q0 the tokens cached before the chunk).
//
// Every tile in shared memory is in the 128-byte swizzled layout (SmemDesc128, Swizzle128) as
// 64-column blocks of its rows one after the other: element (row, col) of an R-row tile at byte
// (col/64)·128R + 128·row + 2·(col%64) before the swizzle. All three kinds are copied 16 bytes a
// cp.async, each chunk to its swizzled place:
//
//   - Q [128 × Dk], once (in the first tile's copy group): warpgroup w's A is its 64 rows, K-major
//     (SBO 1,024 between 8-row groups; a k-step of 16 columns a start 32 bytes on inside a 64-column
//     block, the next block 128·128 bytes on);
//   - K [64 keys × Dk] and V [64 keys × Dv] of a key tile, each in one of two buffers. K is S's B,
//     K-major like Q; V, stored as rows, is P·V's B read MN-major (WGMMAT's layout: LBO 64·128
//     bytes between 64-column blocks of Dv, SBO 1,024 between 8-key groups, a k-step of 16 keys a
//     start 2,048 bytes on).
//
// Per key tile a warpgroup computes S[64 × 64] = Q·Kᵀ as one chain of Dk/16 wgmma m64n64k16; the
// online softmax runs on the accumulators in registers as in the other form (a thread holds 16
// scores of each of two rows, the row max reduced over the row's 4 lanes, scale·log2(e) folded in,
// the causal mask only on the tiles that cross the block's diagonal); O[64 × Dv] += P·V is 4 wgmma
// m64nDvk16 with A from registers: the probabilities of keys 16j .. 16j+15, rounded to bf16, are
// exactly the four A registers of k-step j (WGMMARegA), so P never goes to shared memory.
//
// The tiles are pipelined as FlashAttention-3 does inside a warpgroup. Iteration j ≥ 1 starts with
// cp.async.wait_group 0, the async-proxy fence and one barrier (tile j's K and tile j−1's V are in,
// and both warpgroups are done with the products of iteration j−1); then every thread issues the
// copies of K_{j+1} and V_j into the buffers of K_{j−1} and V_{j−2}, and each warpgroup issues S_j,
// then P_{j−1}·V_{j−1}, waits for S_j alone and runs its softmax while that product runs, waits for
// it and, unless every row of the warp kept its max, rescales the output by the softmax's
// correction. Tile 0's scores and softmax come before the loop, the last tile's P·V after it.
// Nothing branches between a product's issue and its wait: the loop is split at the first tile
// that crosses the block's diagonal, and the tiles from there on take the mask as a select a
// score. The wait that ends a P·V names P's registers (WGWaitKeep), so that the softmax's values
// are not given them while the product reads them. The first warpgroup computes the block's last
// key tile even where it lies wholly past its rows (the mask gives it probability 0).
//
// Numerics are the other form's (bf16 q, k, v and probabilities, f32 scores, sums and output,
// ex2.approx, O/l rounded once to bf16 and stored for the rows inside the chunk) but for two
// roundings: 2^(s·scale·log2 e − m) takes its product and difference in one FMA, and a row's 16
// probabilities of a tile are summed as a tree; and m, the running max a row's probabilities are
// taken against, moves only when a tile's max passes it by more than 8 (lazyMax), so a
// probability before the division by the row's sum may reach 2^8, where the other form's is at
// most 1 (bf16 and f32 round it to the same relative precision). The output tile goes out through
// shared memory, 16 bytes a thread.

const (
	flashHopperQ    = 128 // queries a block: two warpgroups of the wgmma's M
	flashHopperKeys = 64  // keys a tile: S's N
)

// cols64 is the number of 64-column blocks of a w-column swizzled tile.
func cols64(w int64) int64 { return (w + 63) / 64 }

// hopperTiles are the warpgroup form's tile sizes in bytes: Q, one K tile and one V tile.
func (s FlashPrefillSpec) hopperTiles() (q, kt, vt int64) {
	return cols64(s.Dk) * flashHopperQ * 128, cols64(s.Dk) * flashHopperKeys * 128, cols64(s.Dv) * flashHopperKeys * 128
}

// hopperShared is the warpgroup form's shared memory in bytes: Q and two tiles of K and V.
func (s FlashPrefillSpec) hopperShared() int64 {
	q, kt, vt := s.hopperTiles()
	return q + 2*(kt+vt)
}

// HopperOK reports whether the warpgroup form serves the spec's shapes: values in whole 16-column
// steps of at most one wgmma's N (256), and the tiles within a block's shared memory.
func (s FlashPrefillSpec) HopperOK() bool {
	h := s
	h.Hopper = true
	return h.Check() == nil
}

func (s FlashPrefillSpec) buildHopper(k *Kernel, p flashParams) (*Kernel, Launch) {
	const nthreads = 2 * 128
	const T = flashHopperKeys
	out, q, queries, q0, blocks := p.out, p.q, p.queries, p.q0, p.blocks
	QB, KB, VB := s.hopperTiles()
	qs := k.SharedAligned(TI32, QB/4, 1024)
	ks := k.SharedAligned(TI32, 2*KB/4, 1024)
	vs := k.SharedAligned(TI32, 2*VB/4, 1024)

	tid, bid := k.Tid(), k.Ctaid()
	lane, warp := k.And(tid, k.I32(streamWarp-1)), k.Shr(tid, k.I32(5))
	wg := k.Shr(warp, k.I32(2))
	group, tig := k.Shr(lane, k.I32(2)), k.And(lane, k.I32(3))
	zero, one := k.I32(0), k.I32(1)
	ninf := k.F32(math.Inf(-1))
	h, tile := k.flashPlace(bid, blocks, s.Heads)
	m0 := k.Mul(tile, k.I32(flashHopperQ))
	keys := k.Add(q0, queries)
	last := k.Sub(queries, one)
	// This thread's rows (0-based in the chunk): accumulator value i is row r[i%4/2] and column
	// 8·(i/4) + 2·tig + i%2 of its warpgroup's product.
	wr := k.Add(m0, k.Shl(warp, k.I32(4))) // the warp's first row (warpgroup w's rows are 64w ..)
	r := [2]*Value{k.Add(wr, group), k.Add(wr, k.Add(group, k.I32(8)))}
	lim := [2]*Value{k.Add(q0, r[0]), k.Add(q0, r[1])} // the last key each row sees
	src := p.src(h)

	// swz is the swizzled byte offset of 16-byte chunk c of row t in an R-row tile of 64-column blocks.
	swz := func(R int64, t, c *Value) *Value {
		off := k.Add(k.Mul(k.Shr(c, k.I32(3)), k.I32(R*128)), k.Add(k.Shl(t, k.I32(7)), k.Shl(k.And(c, k.I32(7)), k.I32(4))))
		return k.Swizzle128(off)
	}
	// Q's rows m0 .. m0+127; rows past the chunk's end copy its last query.
	qc := s.Dk / 8
	k.items(flashHopperQ*qc, nthreads, func(i *Value) {
		t, c := k.Div(i, k.I32(qc)), k.Rem(i, k.I32(qc))
		row := k.Add(m0, t)
		row = k.Select(k.Lt(row, queries), row, last)
		at := k.Add(k.Mul(k.Add(k.Mul(row, k.I32(s.Heads)), h), k.I32(s.Dk)), k.Shl(c, k.I32(3)))
		k.CpAsync(qs, k.Shr(swz(flashHopperQ, t, c), k.I32(2)), q, at)
	})
	// fetch starts the copies of key tile t0's K (or V) rows into buffer b; keys past the
	// sequence's last copy the last key (finite values the mask gives probability 0).
	fetch := func(segs []flashSeg, dst *Value, tile int64, t0, b *Value) {
		off := int64(0)
		for _, seg := range segs {
			k.items(T*seg.chunks, nthreads, func(i *Value) {
				t, c := k.Div(i, k.I32(seg.chunks)), k.Rem(i, k.I32(seg.chunks))
				pos := k.Add(t0, t)
				pos = k.Select(k.Lt(pos, keys), pos, k.Sub(keys, one))
				at := k.Add(k.Mul(b, k.I32(tile)), swz(T, t, k.Add(c, k.I32(off))))
				k.CpAsync(dst, k.Shr(at, k.I32(2)), seg.buf, seg.at(pos, c))
			})
			off += seg.chunks
		}
	}
	fetchK := func(t0, b *Value) { fetch(src.k, ks, KB, t0, b) }
	fetchV := func(t0, b *Value) { fetch(src.v, vs, VB, t0, b) }
	kend := k.Add(q0, k.Select(k.Lt(k.Add(m0, k.I32(flashHopperQ)), queries), k.Add(m0, k.I32(flashHopperQ)), queries))
	ntiles := k.Div(k.Add(kend, k.I32(T-1)), k.I32(T))

	NO := s.Dv / 2 // output accumulators a thread
	acc := make([]*Value, NO)
	for i := range acc {
		acc[i] = k.Var(k.F32(0))
	}
	mrow := [2]*Value{k.Var(ninf), k.Var(ninf)}         // running max of each row (scaled scores)
	lrow := [2]*Value{k.Var(k.F32(0)), k.Var(k.F32(0))} // this thread's share of each row's sum
	// The last tile's probabilities as P·V's A registers (bf16 pairs).
	var pa [T / 16][4]*Value
	for j := range pa {
		for t := range pa[j] {
			pa[j][t] = k.Var(k.I32(0))
		}
	}
	c2 := k.F32(float64(s.Scale) * math.Log2E)
	qA := k.Add(k.SAddr(qs, zero), k.Shl(wg, k.I32(13))) // the warpgroup's 64 rows: 8 KiB on
	dQ := k.SmemDesc128(qA, 0, 1024)
	kAddr, vAddr := k.SAddr(ks, zero), k.SAddr(vs, zero)
	// ready waits for this thread's copies, then makes everyone's visible to the tensor cores; the
	// barrier also says that both warpgroups are done with the products issued before it.
	ready := func() {
		k.CpAsyncWait(0)
		k.FenceAsync()
		k.Barrier()
	}
	// scores issues S = Q·Kᵀ of the tile in K buffer b as one commit group: Dk/16 k-steps, each in
	// 64-column block st/4 (a region of the tile's rows × 128 bytes), 32 bytes a step inside it.
	scores := func(b *Value) []*Value {
		dB := k.SmemDesc128(k.Add(kAddr, k.Mul(b, k.I32(KB))), 0, 1024)
		sc := make([]*Value, T/2)
		for i := range sc {
			sc[i] = k.F32(0)
		}
		for st := range s.Dk / 16 {
			da := k.DescAdd(dQ, st/4*flashHopperQ*128+st%4*32)
			db := k.DescAdd(dB, st/4*T*128+st%4*32)
			d := k.WGMMA(T, da, db, k.Lt(zero, k.I32(st)), sc)
			for i := range sc {
				sc[i] = k.WGOut(d, int64(i))
			}
		}
		k.WGCommit()
		return sc
	}
	// pv issues O += P·V for the probabilities in pa and the tile in V buffer b as one commit
	// group: k-step j is keys 16j .. 16j+15, whose probabilities are A register t = the pair of
	// score values 8j+2t, 8j+2t+1.
	pv := func(b *Value) []*Value {
		dV := k.SmemDesc128(k.Add(vAddr, k.Mul(b, k.I32(VB))), T*128, 1024)
		c := make([]*Value, NO)
		for i := range acc {
			c[i] = k.Get(acc[i])
		}
		for j := range int64(T / 16) {
			a := [4]*Value{k.Get(pa[j][0]), k.Get(pa[j][1]), k.Get(pa[j][2]), k.Get(pa[j][3])}
			db := k.DescAdd(dV, j*16*128)
			d := k.WGMMARegA(s.Dv, a, db, k.Lt(k.I32(-1), zero), c, true)
			for i := range c {
				c[i] = k.WGOut(d, int64(i))
			}
		}
		k.WGCommit()
		return c
	}
	// softmax takes tile t0's scores (complete): with masked, the causal mask (a select a score,
	// no branch: it runs while a product is in flight), then the running max and sum of the
	// thread's two rows and the probabilities into pa; it returns each row's rescale of the output
	// so far. The max is taken over the raw scores (scaling by c2 > 0 keeps their order, and f32
	// rounding is monotonic, so it is exactly the max of the scaled ones); each probability is
	// 2^(s·c2 − m) with the product and difference one FMA; maxima and sums are trees over a
	// row's 16 values, so no chain of dependent instructions runs the tile's length.
	softmax := func(t0 *Value, sc []*Value, masked bool) [2]*Value {
		x := make([]*Value, len(sc))
		for i := range sc {
			x[i] = sc[i]
			if masked {
				key := k.Add(t0, k.Add(k.I32(int64(8*(i/4)+i%2)), k.Shl(tig, one)))
				in := k.Le(key, lim[i%4/2])
				if s.broken {
					in = k.Lt(key, lim[i%4/2])
				}
				x[i] = k.Select(in, x[i], ninf)
			}
		}
		var rows [2][]*Value
		for i := range x {
			rows[i%4/2] = append(rows[i%4/2], x[i])
		}
		var alpha, negm [2]*Value
		for hr := range 2 {
			var mnew *Value
			mnew, alpha[hr] = k.lazyMax(k.Mul(k.tree(rows[hr], k.Max), c2), mrow[hr])
			negm[hr] = k.Sub(k.F32(0), mnew)
		}
		pr := make([]*Value, len(x))
		var terms [2][]*Value
		for i := range x {
			hr := i % 4 / 2
			pr[i] = k.Exp2(k.FMA(x[i], c2, negm[hr]))
			terms[hr] = append(terms[hr], pr[i])
		}
		for hr := range 2 {
			k.Set(lrow[hr], k.FMA(k.Get(lrow[hr]), alpha[hr], k.tree(terms[hr], k.Add)))
		}
		for j := range pa {
			for t := range pa[j] {
				k.Set(pa[j][t], k.PackBF2(pr[8*j+2*t], pr[8*j+2*t+1]))
			}
		}
		return alpha
	}

	// Tile 0: Q and K₀ in, then K₁ and V₀ on their way while S₀ and its softmax run (the output is
	// still zero: no rescale).
	fetchK(zero, zero)
	k.CpAsyncCommit()
	ready()
	k.If(k.Lt(one, ntiles), func() { fetchK(k.I32(T), one) }, nil)
	fetchV(zero, zero)
	k.CpAsyncCommit()
	k.WGFence()
	sc := scores(zero)
	k.WGWait(0)
	softmax(zero, sc, true)
	// Tile j ≥ 1: K_{j+1} and V_j are copied (into the buffers of K_{j−1} and V_{j−2}, which the
	// barrier says both warpgroups are done with) while S_j and P_{j−1}·V_{j−1} run on the tensor
	// cores, and the softmax of S_j runs beside the second.
	// The tiles before jm lie wholly at or before the block's first row's position: no mask there,
	// and the loop is split so that neither body branches on it.
	jm := k.Div(k.Add(k.Add(q0, m0), one), k.I32(T))
	jm = k.Select(k.Lt(jm, one), one, jm)
	jm = k.Select(k.Lt(ntiles, jm), ntiles, jm)
	for _, masked := range []bool{false, true} {
		lo, hi := one, jm
		if masked {
			lo, hi = jm, ntiles
		}
		k.Loop(lo, hi, one, func(j *Value) {
			t0 := k.Mul(j, k.I32(T))
			b := k.And(j, one)
			ready()
			k.If(k.Lt(k.Add(j, one), ntiles), func() { fetchK(k.Add(t0, k.I32(T)), k.Xor(b, one)) }, nil)
			fetchV(t0, b)
			k.CpAsyncCommit()
			k.WGFence() // pa and the output were written since the last products
			sc := scores(b)
			o := pv(k.Xor(b, one))
			k.WGWait(1)       // S_j is done, P_{j−1}·V_{j−1} may still run
			var keep []*Value // P_{j−1}'s registers, which the products still read
			for j := range pa {
				for t := range pa[j] {
					keep = append(keep, k.Get(pa[j][t]))
				}
			}
			alpha := softmax(t0, sc, masked)
			k.WGWaitKeep(0, keep...)
			for i := range acc {
				k.Set(acc[i], o[i])
			}
			k.rescaleMoved(acc, alpha) // nothing is in flight here
		})
	}
	// The last tile's P·V.
	ready()
	k.WGFence()
	o := pv(k.And(k.Sub(ntiles, one), one))
	k.WGWait(0)
	for i := range acc {
		k.Set(acc[i], o[i])
	}
	// O / l: the row sums over the 4 lanes of a row, then each row inside the chunk stored.
	inv := k.rowInverse(lrow)
	if flashHopperQ*s.Dv*2 > QB {
		for hr := range 2 {
			k.If(k.Lt(r[hr], queries), func() {
				ob := k.Add(k.Mul(k.Add(k.Mul(r[hr], k.I32(s.Heads)), h), k.I32(s.Dv)), k.Shl(tig, one))
				for i := range NO {
					if i%4/2 == int64(hr) {
						k.Store(out, k.Add(ob, k.I32(8*(i/4)+i%2)), k.Mul(k.Get(acc[i]), inv[hr]))
					}
				}
			}, nil)
		}
		return finish(k, s.kind(), nthreads, Grid{Count: "blocks", Mult: 1, PerBlock: 1})
	}
	// Where the block's output tile fits Q's buffer (every product that read Q is done), it goes
	// there as bf16 pairs, then out 16 bytes a thread, whole rows of the tile together. In the
	// tile, row l's 16-byte chunk c sits at chunk c ^ (l mod sw), so that the pairs a warp writes
	// at once (8 rows × 4 lanes) fall in distinct banks.
	nc := s.Dv / 8 // 16-byte chunks of a row
	sw := int64(1)
	for sw < 8 && nc%(2*sw) == 0 {
		sw *= 2
	}
	at := func(row, c *Value) *Value { // the word of chunk c of tile row row
		return k.Add(k.Mul(row, k.I32(s.Dv/2)), k.Shl(k.Xor(c, k.And(row, k.I32(sw-1))), k.I32(2)))
	}
	for hr := range 2 {
		lr := k.Sub(r[hr], m0)
		for i := int64(0); i < NO; i += 2 {
			if i%4/2 == int64(hr) {
				pair := k.PackBF2(k.Mul(k.Get(acc[i]), inv[hr]), k.Mul(k.Get(acc[i+1]), inv[hr]))
				k.SStore(qs, k.Add(at(lr, k.I32(i/4)), tig), pair)
			}
		}
	}
	k.Barrier()
	k.items(flashHopperQ*nc, nthreads, func(i *Value) {
		row, c := k.Div(i, k.I32(nc)), k.Rem(i, k.I32(nc))
		q := k.Add(m0, row)
		k.If(k.Lt(q, queries), func() {
			k.StoreV(out, k.Add(k.Mul(k.Add(k.Mul(q, k.I32(s.Heads)), h), k.I32(s.Dv)), k.Shl(c, k.I32(3))), k.SLoadV(qs, at(row, c)))
		}, nil)
	})
	return finish(k, s.kind(), nthreads, Grid{Count: "blocks", Mult: 1, PerBlock: 1})
}
