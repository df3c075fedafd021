package kgen

import (
	"fmt"
	"math"
	"strings"
)

// The seesaw form of the warpgroup-MMA mla_decode (MLADecodeSpec.Hopper with Seesaw; sm_90a). The
// lockstep form (mladecode_wg.go) has both warpgroups score half a tile each, meet for the maxima,
// meet again for P and then both multiply by V: the tensor cores idle through every softmax. Here
// the two warpgroups take turns on a pair of tiles, A (positions t .. t+63) and B (t+64 ..), so
// that one's softmax runs while the other's products do:
//
//   - warpgroup 0 scores all of tile A and owns the left half of the latent output (O_L, columns
//     0 .. Rank/2−1); warpgroup 1 scores tile B and owns O_R. Each keeps its half of O in registers
//     (Rank/4 f32 a thread) and its tile's scores (32 f32, a wgmma m64n64 chain over the row);
//   - per pair, with m the running max before it (both warpgroups hold the same):
//     0: m_A = max(m, rowmax S_A); P_A = 2^(S_A − m_A); O_L, l_0 rescaled to m_A; m_A to shared
//     memory (barrier Scale0); O_L += P_A·V_A,L from P_A's registers;
//     1: m_B = max(m_A, rowmax S_B); P_B = 2^(S_B − m_B); O_R, l_1 rescaled to m_B; m_B and
//     β = 2^(m_A − m_B) to shared memory (Scale1); P_B to shared memory (sP1);
//     O_R += P_B·V_B,R from registers;
//     0: P_A·β, rounded to bf16, to shared memory (sP0, barrier P0); its copies of the next
//     pair; O_L, l_0 rescaled by β;
//     1: O_R += sP0·V_A,R (barrier Issued);
//     0: O_L += sP1·V_B,L;
//     then each scores its tile of the next pair, whose copies went out once the products
//     reading the buffers they overwrite were done. So per pair each warpgroup runs one score
//     chain (64×64×Rank+Rope) and two half products (64×Rank/2×64), and while one exponentiates
//     the other's products run;
//   - the cache tiles come by cp.async, 16 bytes a copy, into two buffers (tile A's and tile B's),
//     each of Rank+Rope/64 regions of 64 rows × 128 bytes in the 128-byte swizzled layout
//     (mladecode_wg.go). Warpgroup 0 copies the left latent regions and the ropes of both tiles,
//     warpgroup 1 the right latent regions, each region completing on its own mbarrier
//     (cp.async.mbarrier.arrive.noinc, 128 arrivals a phase, one phase a pair). A region is copied
//     again once its last reader of the pair is done: the ropes (read by the scores only) and A's
//     left regions after O_L's first product, though warpgroup 0 issues them only after it has
//     handed P_A·β over (warpgroup 1 waits for that, not for them); B's left after O_L's second
//     product, the right ones after O_R's products. The rows they come from are looked up a pair
//     ahead into a shared list, one lookup a thread. Each score chain takes first the regions
//     copied earliest and waits on each group's barriers, then fences the copies to the tensor
//     cores;
//   - in the bulk-copy form (MLADecodeSpec.Bulk: cache blocks of a multiple of 64 positions, so a
//     tile is 64 rows of one block), thread 0 of the warpgroup issues each of those regions as one
//     bulk tensor copy of a 64 × 64 box through the pool's tensor map, under an evict-first L2
//     policy, on the same mbarriers (one arrival and the region's bytes a phase); every thread looks
//     the next pair's two blocks up a pair ahead. No thread computes a copy address, and the rows
//     list and its two barriers go;
//   - q [64 heads × Rank+Rope] is staged once in the same layout; the last region of it (the rope
//     at DeepSeek's widths) goes to registers (16 a thread, the A operand of the last four score
//     steps) and its shared memory becomes sP1, which is how q, two tiles and two P tiles fit:
//     72 + 144 + 8 KiB and a few hundred bytes of maxima, sums and barriers.
//
// A split's positions are taken in pairs of tiles; positions past its end copy position lo's row
// (finite values) and get probability 0, so the last pair's tile B may be empty. The last pair is
// emitted apart, after the loop, without the next pair's copies and scores: those of a pair past
// the end cost a whole score chain in a split of one pair (batch 1 at context 4,096), and skipping
// them under a branch in the loop, even one ptxas sees is warp-uniform, made the kernel 15–25 %
// slower on the H200 at every batch (docs/perf.md). Numerics as the lockstep form (q_abs and P
// rounded to bf16, f32 sums, the lazy running max, ex2.approx), but for P_A's second rounding
// (P_A·β), and the same workspace, combine and one-split output.

// The named barriers of the seesaw (1..6; 0 is the block's): the first four of 256 threads, where
// one warpgroup arrives and the other syncs; the last two of a warpgroup's 128.
const (
	ssScale0 = 1 + iota // warpgroup 0's m_A is in shared memory
	ssScale1            // warpgroup 1's m_B and β are
	ssP0                // P_A·β is in sP0
	ssIssued            // P_B is in sP1 and O_R's product with sP0 is issued
	ssRows0             // warpgroup 0's list of the next pair's rows is whole (128 threads)
	ssRows1             // warpgroup 1's
)

func (s MLADecodeSpec) buildSS() (*Kernel, Launch) {
	kind, form := "mla_decode", ""
	if s.PoolMap() {
		kind, form = "mla_decode_bulk", "_bulk"
	}
	name := fmt.Sprintf("mla_decode_%s_h%d_n%d_r%d_k%d_s%08x_ss%s%s", elemSuffix(s.Q, s.Pool), s.Heads, s.Nope,
		s.Rope, s.Rank, math.Float32bits(s.Scale), form, s.ssKnobs)
	k := NewKernel(name)
	pa := s.decodeParams(k)
	part, qabs, q, pool := pa.part, pa.qabs, pa.q, pa.pool
	out := k.Param("out", PPtr, EBF16) // o_lat [rows, Heads, Rank], written here when splits is 1
	tma := s.PoolMap()
	var pmap *Value
	if tma {
		pmap = k.Param("pool_map", PTensorMap, EBF16)
	}
	evictFirst := tma && !strings.Contains(s.ssKnobs, "h")
	table, seq, pos, maxBlocks, blockSize, splits := pa.table, pa.seq, pa.pos, pa.maxBlocks, pa.blockSize, pa.splits

	const HG, T = wgHeads, wgTile
	const regBytes = T * 128 // a region: 64 rows (heads or positions) of 64 bf16
	W := s.Rank + s.Rope
	NR := W / 64     // regions of a row
	NV := s.Rank / 2 // latent columns a warpgroup owns
	VR := NV / 64    // regions of a latent half
	G := s.Heads / HG
	tileBytes := NR * regBytes
	tid, bid := k.Tid(), k.Ctaid()
	lane, warp := k.And(tid, k.I32(streamWarp-1)), k.Shr(tid, k.I32(5))
	// The warpgroup, broadcast from lane 0 so that ptxas sees it is the same across the warp: under
	// a branch on a value it cannot prove warp-uniform it serializes the warpgroup MMAs.
	wg, wl := k.ShflIdx(k.Shr(warp, k.I32(2)), 0), k.And(warp, k.I32(3))
	gr, tg := k.Shr(lane, k.I32(2)), k.And(lane, k.I32(3))
	wt := k.And(tid, k.I32(127))
	zero, one := k.I32(0), k.I32(1)
	grp, rs, row, sq, n, lo, hi := k.splitPlace(bid, G, seq, pos, maxBlocks, blockSize, splits)
	ninf := k.F32(math.Inf(-1))
	always := k.Lt(k.I32(-1), zero)

	qs := k.SharedAligned(TI32, HG*W/2, 1024)        // q as bf16 in swizzled regions; the last region later sP1
	kv := k.SharedAligned(TI32, 2*tileBytes/4, 1024) // tile A's buffer, then tile B's
	p0 := k.SharedAligned(TI32, HG*T/2, 1024)        // sP0: P_A·β as bf16, one swizzled region
	mx := k.Shared(TF32, HG)                         // the running max after the latest tile, per head
	beta := k.Shared(TF32, HG)                       // β per head
	ls := k.Shared(TF32, 2*HG)                       // each warpgroup's sum per head
	bars := k.SharedAligned(TI32, 2*2*NR, 8)         // an mbarrier per region of each buffer
	base := k.Shared(TI32, 4)                        // q's, the tiles' and sP0's addresses and a 0, read back each pair
	// Per warpgroup: the next pair's 128 rows in the pool.
	rowsS := k.Shared(TI32, 2*2*T)
	qAddr, kvAddr, p0Addr, barAddr := k.SAddr(qs, zero), k.SAddr(kv, zero), k.SAddr(p0, zero), k.SAddr(bars, zero)
	// opq is 0, read back from shared memory at the top of each pair and added into the per-thread
	// addresses the loop uses (the copies' destinations, the barriers', the P tiles'): without it
	// the compiler computes every one of them before the loop, disjoint constants OR-ed in so that
	// no address offset can fold them, and keeps them all, 72 for the copies alone, spilling.
	opq := zero
	bar := func(buf, r int64) *Value { return k.Add(k.Add(barAddr, opq), k.I32(8*(buf*NR+r))) }

	// word is the i32 index of the byte at (row r, column c) of a swizzled tile of 64-row regions.
	word := func(r, c *Value) *Value { return k.swizzledWord(r, c, T) }

	// A warpgroup's thread copies chunk q8 of rows pr + 16e (e < 4) of each region it copies.
	q8, pr := k.And(wt, k.I32(7)), k.Shr(wt, k.I32(3))
	// clamp maps a position past the split's end to lo (whose row copies finite values that get
	// probability 0).
	clamp := func(p *Value) *Value { return k.Select(k.Lt(p, hi), p, lo) }
	// tileRows is where in the pool those four rows of the tile at t0 start (the first pair's;
	// the loop reads later pairs' from the shared list).
	tileRows := func(t0 *Value) [4]*Value {
		var src [4]*Value
		for e := range int64(4) {
			src[e] = k.Mul(k.cacheRow(table, sq, clamp(k.Add(t0, k.Add(pr, k.I32(16*e)))), maxBlocks, blockSize), k.I32(W))
		}
		return src
	}
	// Regions by who copies them and when: the left latent half (0 .. VR−1), the right (VR ..
	// 2VR−1) and the rope (2VR .. NR−1). A tile's rope is read by its scores only, so both tiles'
	// ropes are free from a pair's start and warpgroup 0 copies them with its early copies.
	span := func(a, b int64) []int64 {
		var r []int64
		for i := a; i < b; i++ {
			r = append(r, i)
		}
		return r
	}
	left, right, rope := span(0, VR), span(VR, 2*VR), span(2*VR, NR)
	cat := func(a, b []int64) []int64 { return append(append([]int64(nil), a...), b...) }
	early, late := rope, []int64(nil) // who copies the ropes: warpgroup 0 early, or 1 with its right half
	if strings.Contains(s.ssKnobs, "o") {
		early, late = nil, rope
	}
	// pageRow is where in the pool the tile at t0 starts (bulk copies: a tile is 64 rows of one
	// page).
	pageRow := func(t0 *Value) *Value { return k.cacheRow(table, sq, clamp(t0), maxBlocks, blockSize) }
	// copyRegions issues this thread's copies of regions rs of a tile (rows from tileRows or
	// sharedRows) into buffer buf, each region's followed by its mbarrier's arrival. With bulk
	// copies, thread 0 of the warpgroup issues each region as one box from the tile's first row
	// src[0].
	copyRegions := func(src [4]*Value, buf int64, rs []int64) {
		if tma {
			k.If(k.Eq(wt, zero), func() {
				for _, r := range rs {
					b := bar(buf, r)
					k.MbarExpectTx(b, k.I32(regBytes))
					k.tmaLoad(pmap, k.Add(k.Add(kvAddr, opq), k.I32(buf*tileBytes+r*regBytes)), b, k.I32(64*r), src[0], evictFirst)
				}
			}, nil)
			return
		}
		for _, r := range rs {
			for e := range int64(4) {
				dst := k.Swizzle128(k.Add(k.Shl(k.Add(pr, k.I32(16*e)), k.I32(7)), k.Shl(q8, k.I32(4))))
				k.CpAsync(kv, k.Add(k.Add(k.Shr(dst, k.I32(2)), opq), k.I32((buf*tileBytes+r*regBytes)/4)), pool,
					k.Add(src[e], k.Add(k.I32(64*r), k.Shl(q8, k.I32(3)))))
			}
			k.MbarCpAsyncArrive(bar(buf, r))
		}
	}

	k.If(k.Lt(lo, n), func() {
		h0 := k.Mul(grp, k.I32(HG))
		k.If(k.Eq(tid, zero), func() {
			arrivals := int64(128)
			if tma {
				arrivals = 1
			}
			for i := range 2 * NR {
				k.MbarInit(k.Add(barAddr, k.I32(8*i)), k.I32(arrivals))
			}
			if tma {
				k.FenceAsync() // the initialisations, to the bulk copy engine
			}
			k.SStore(base, zero, qAddr)
			k.SStore(base, one, kvAddr)
			k.SStore(base, k.I32(2), p0Addr)
			k.SStore(base, k.I32(3), zero)
		}, nil)
		k.Barrier() // the mbarriers, before any copy arrives on them
		var first [2][4]*Value
		if tma {
			first = [2][4]*Value{{pageRow(lo)}, {pageRow(k.Add(lo, k.I32(T)))}}
		} else {
			first = [2][4]*Value{tileRows(lo), tileRows(k.Add(lo, k.I32(T)))}
		}
		k.If(k.Eq(wg, zero), func() {
			copyRegions(first[0], 0, cat(left, early))
			copyRegions(first[1], 1, cat(left, early))
		}, func() {
			copyRegions(first[0], 0, cat(right, late))
			copyRegions(first[1], 1, cat(right, late))
		})
		// Every q_abs load of a thread in flight at once (32 at DeepSeek's rank) rather than four
		// rounds of qBatch: ncu put the staging at a tenth of a batch-8 launch's warp samples.
		qb := int64(0)
		if !strings.Contains(s.ssKnobs, "s") {
			qb = HG * s.Rank / 4 / wgThreads
		}
		k.stageQ(s, qStage{qs: qs, qabs: qabs, q: q, row: row, h0: h0, tid: tid, heads: HG, threads: wgThreads, batch: qb,
			qabsWord:  func(h, j4 *Value) *Value { return word(h, k.Shl(j4, k.I32(2))) },
			ropeChunk: func(h, c8 *Value) *Value { return word(h, k.Add(k.I32(s.Rank), k.Shl(c8, k.I32(3)))) },
			ropeWord:  func(h, jp *Value) *Value { return word(h, k.Add(k.I32(s.Rank), k.Shl(jp, one))) }})
		k.FenceAsync() // q's stores, before the barrier after which the tensor cores read them
		k.Barrier()

		r0 := k.Add(k.Shl(wl, k.I32(4)), gr)
		hrow := [2]*Value{r0, k.Add(r0, k.I32(8))}
		// q's last region in registers: k-step j's A fragment (rows hrow, columns 16j + 2tg (+1),
		// +8 (+1) of the region). Its shared memory is sP1 from the first pair on: warpgroup 1
		// writes it after Scale0, which warpgroup 0 passes after reading its own.
		var rq [4][4]*Value
		for j := range int64(4) {
			for t := range int64(4) {
				c := k.I32((NR-1)*64 + 16*j + 8*(t/2))
				rq[j][t] = k.SLoad(qs, word(hrow[t%2], k.Add(c, k.Shl(tg, one))))
			}
		}

		// acc[i]: O accumulator i of the warpgroup's half, row hrow[i%4/2], column
		// NV·wg + 8(i/4) + 2tg + i%2; sc[i]: score i of its tile, row hrow[i%4/2], position
		// 8(i/4) + 2tg + i%2.
		acc := make([]*Value, NV/2)
		for i := range acc {
			acc[i] = k.Var(k.F32(0))
		}
		sc := make([]*Value, 32)
		for i := range sc {
			sc[i] = k.Var(k.F32(0))
		}
		mrun := [2]*Value{k.Var(ninf), k.Var(ninf)}
		lrun := [2]*Value{k.Var(k.F32(0)), k.Var(k.F32(0))}
		L := k.F32(log2e)
		cL := k.F32(float64(float32(float64(s.Scale) * log2e)))

		// scores issues the score chain of the tile in buffer buf over the regions of groups, in
		// order (q's last region from registers), each group after waiting for its copies of
		// phase parity: the regions one warpgroup copies at one time are a group, the earliest
		// copied first. first: the chain starts here.
		scores := func(buf int64, parity *Value, groups [][]int64, c []*Value, first bool) []*Value {
			qd := k.SmemDesc128(k.SLoad(base, zero), 0, 1024)
			kd := k.SmemDesc128(k.Add(k.SLoad(base, one), k.I32(buf*tileBytes)), 0, 1024)
			for _, g := range groups {
				if len(g) == 0 {
					continue
				}
				for _, r := range g {
					k.MbarWait(bar(buf, r), parity)
				}
				if !tma {
					k.FenceAsync() // the copies, which the waits made visible, to the tensor cores
				}
				k.WGFence()
				for _, r := range g {
					for j := range int64(4) {
						off := r*regBytes + 32*j
						add := always
						if first {
							add, first = k.Lt(one, zero), false
						}
						var d *Value
						if r == NR-1 {
							d = k.WGMMARegA(64, rq[j], k.DescAdd(kd, off), add, c, false)
						} else {
							d = k.WGMMA(64, k.DescAdd(qd, off), k.DescAdd(kd, off), add, c)
						}
						c = append([]*Value(nil), c...)
						for i := range c {
							c[i] = k.WGOut(d, int64(i))
						}
					}
				}
			}
			return c
		}
		// The score chains' region orders: warpgroup 0's tile A, its own early copies (left and
		// rope) then warpgroup 1's right half; warpgroup 1's tile B, its own right half and the
		// ropes warpgroup 0 copied early, then the left half warpgroup 0 copies last.
		orderA := [][]int64{cat(left, early), cat(right, late)}
		orderB := [][]int64{cat(cat(right, late), early), left}
		if strings.Contains(s.ssKnobs, "o") {
			orderB = [][]int64{left, cat(right, rope)}
		}
		getAll := func(vs []*Value) []*Value {
			c := make([]*Value, len(vs))
			for i, v := range vs {
				c[i] = k.Get(v)
			}
			return c
		}
		setAll := func(vs, c []*Value) {
			for i := range vs {
				k.Set(vs[i], c[i])
			}
		}
		zeros := func(n int) []*Value {
			c := make([]*Value, n)
			for i := range c {
				c[i] = k.F32(0)
			}
			return c
		}

		// The first pair's scores.
		k.If(k.Eq(wg, zero), func() {
			setAll(sc, scores(0, zero, orderA, zeros(32), true))
		}, func() {
			setAll(sc, scores(1, zero, orderB, zeros(32), true))
		})
		k.WGCommit()
		k.WGWait(0)

		// softmax takes the tile at t0's scores against the running max m (a row's pair) and
		// returns the new max, the rescale from m and the probabilities (row hrow[i%4/2]),
		// lazily as the lockstep form: the max moves only past lazyMaxSlack.
		softmax := func(t0 *Value, m [2]*Value) (mnew, alpha [2]*Value, p []*Value) {
			x := make([]*Value, 32)
			var rows [2][]*Value
			pb := k.Add(t0, k.Shl(tg, one))
			for i := range int64(32) {
				x[i] = k.Select(k.Lt(k.Add(pb, k.I32(8*(i/4)+i%2)), hi), k.Get(sc[i]), ninf)
				rows[i%4/2] = append(rows[i%4/2], x[i])
			}
			var tmax [2]*Value
			for e := range 2 {
				tmax[e] = k.Mul(k.tree(rows[e], k.Max), k.F32(float64(s.Scale)))
			}
			tmax = k.quadMax(tmax)
			var negm [2]*Value
			for e := range 2 {
				mv := k.Var(m[e])
				mnew[e], alpha[e] = k.lazyDecodeMax(tmax[e], mv, L)
				negm[e] = k.Sub(k.F32(0), k.Mul(mnew[e], L))
			}
			p = make([]*Value, 32)
			for i := range 32 {
				p[i] = k.Exp2(k.FMA(x[i], cL, negm[i%4/2]))
			}
			return mnew, alpha, p
		}
		rowSums := func(p []*Value) [2]*Value {
			var terms [2][]*Value
			for i, v := range p {
				terms[i%4/2] = append(terms[i%4/2], v)
			}
			return [2]*Value{k.tree(terms[0], k.Add), k.tree(terms[1], k.Add)}
		}
		// pack rounds the probabilities to the A fragments of the four k-steps (positions 16j ..).
		pack := func(p []*Value) [4][4]*Value {
			var ra [4][4]*Value
			for j := range 4 {
				for t := range 4 {
					ra[j][t] = k.PackBF2(p[8*j+2*t], p[8*j+2*t+1])
				}
			}
			if s.broken {
				for j := range ra {
					ra[j][1], ra[j][2] = ra[j][2], ra[j][1]
				}
			}
			return ra
		}
		// storeP writes the fragments into the P tile whose byte 0 is word w0 of arr.
		storeP := func(arr *Value, w0 int64, ra [4][4]*Value) {
			for i := range int64(16) { // pair i: values 2i, 2i+1
				v := 2 * i
				col := k.Add(k.Shl(tg, one), k.I32(8*(v/4)))
				k.SStore(arr, k.Add(k.I32(w0), word(k.Add(hrow[v%4/2], opq), col)), ra[i/4][i%4])
			}
		}
		rescale := func(f [2]*Value) { k.rescaleMoved(acc, f) }
		// pv issues O += P·V over the tile in buffer buf: P from registers (ra) or from the P tile
		// at shared address pAddr; V the warpgroup's latent half of the tile, read MN-major.
		pv := func(buf int64, w int64, ra *[4][4]*Value, pAddr *Value) {
			vd := k.SmemDesc128(k.Add(k.SLoad(base, one), k.I32(buf*tileBytes+w*VR*regBytes)), T*128, 1024)
			var pd *Value
			if ra == nil {
				pd = k.SmemDesc128(pAddr, 0, 1024)
			}
			c := getAll(acc)
			k.WGFence()
			for j := range int64(4) {
				db := k.DescAdd(vd, 2048*j)
				var d *Value
				if ra != nil {
					d = k.WGMMARegA(NV, ra[j], db, always, c, true)
				} else {
					d = k.WGMMAT(NV, k.DescAdd(pd, 32*j), db, always, c)
				}
				for i := range c {
					c[i] = k.WGOut(d, int64(i))
				}
			}
			k.WGCommit()
			setAll(acc, c)
		}
		flat := func(ra [4][4]*Value) []*Value {
			var v []*Value
			for j := range ra {
				v = append(v, ra[j][:]...)
			}
			return v
		}

		// blockOf loads the pool block a (clamped) position of the row's sequence lies in. blkN
		// holds the block of this thread's position in the next pair (tn + wt), loaded one pair
		// earlier so that no instruction waits on the load.
		blockOf := func(p *Value) *Value {
			return k.Load(table, k.Add(k.Mul(sq, maxBlocks), k.Div(clamp(p), blockSize)))
		}
		var blkN *Value
		var pageN [2]*Value // bulk copies: the pool blocks of the next pair's two tiles
		if tma {
			for j := range int64(2) {
				pageN[j] = k.Var(blockOf(k.Add(lo, k.I32(2*T+j*T))))
			}
		} else {
			blkN = k.Var(blockOf(k.Add(lo, k.Add(k.I32(2*T), wt))))
		}
		// pair runs the pair of tiles at t: its softmaxes and products, and with next the next
		// pair's lookups, copies and scores. The loop runs every pair but the last with next; the
		// last runs after it without, so no scores past the split's end are computed.
		pair := func(t *Value, next bool) {
			opq = k.SLoad(base, k.I32(3))
			var parity, list, rowN *Value
			var tileN [2]*Value // bulk copies: where the next pair's tiles start in the pool
			if next {
				tn := k.Add(t, k.I32(2*T))
				pi := k.Div(k.Sub(t, lo), k.I32(2*T))
				// The next pair's copies complete phase (pair index + 1) mod 2 of each region's barrier.
				parity = k.And(k.Add(pi, one), one)
				if tma {
					for j := range int64(2) {
						tileN[j] = k.Add(k.Mul(k.Get(pageN[j]), blockSize), k.Rem(clamp(k.Add(tn, k.I32(j*T))), blockSize))
						k.Set(pageN[j], blockOf(k.Add(tn, k.I32(2*T+j*T)))) // the pair after, a pair ahead of its use
					}
				} else {
					// Where the next pair's rows are in the pool: a thread of each warpgroup looks up
					// one (position tn + wt: tile A's, then B's) for its warpgroup's shared list, read
					// by the 8 threads that copy the row's chunks (one table load and division a
					// thread, not 8, and one register). The list is written after a barrier all the
					// warpgroup's warps reach (Scale1 for warpgroup 0, Scale0 for 1: 256 threads, 128
					// of them its own), so no warp still reads the last pair's.
					list = k.Mul(wg, k.I32(2*T))
					rowN = k.Mul(k.Add(k.Mul(k.Get(blkN), blockSize), k.Rem(clamp(k.Add(tn, wt)), blockSize)), k.I32(W))
					if strings.Contains(s.ssKnobs, "r") {
						rowN = k.Mul(k.cacheRow(table, sq, clamp(k.Add(tn, wt)), maxBlocks, blockSize), k.I32(W))
					}
					k.Set(blkN, blockOf(k.Add(tn, k.Add(k.I32(2*T), wt)))) // the pair after, a pair ahead of its use
				}
			}
			// sharedRows reads this thread's four rows of tile j of the next pair from the list, after
			// a sync of the warpgroup (named barrier 5 or 6, 128 threads) has made the stores seen.
			sharedRows := func(j int64) [4]*Value {
				var src [4]*Value
				if tma {
					return [4]*Value{tileN[j]}
				}
				for e := range int64(4) {
					src[e] = k.SLoad(rowsS, k.Add(list, k.Add(pr, k.I32(j*T+16*e))))
				}
				return src
			}
			k.If(k.Eq(wg, zero), func() {
				m := [2]*Value{k.Get(mrun[0]), k.Get(mrun[1])}
				mA, alpha, p := softmax(t, m)
				sum := rowSums(p)
				for e := range 2 {
					k.Set(lrun[e], k.FMA(k.Get(lrun[e]), alpha[e], sum[e]))
				}
				rescale(alpha)
				k.If(k.Eq(tg, zero), func() {
					for e := range 2 {
						k.SStore(mx, hrow[e], mA[e])
					}
				}, nil)
				k.BarArrive(ssScale0, wgThreads)
				ra := pack(p)
				pv(0, 0, &ra, nil)           // O_L += P_A·V_A,L
				k.WGWaitKeep(0, flat(ra)...) // before β's rescale of O_L and A's left regions' copies
				k.BarSync(ssScale1, wgThreads)
				var b [2]*Value
				for e := range 2 {
					b[e] = k.SLoad(beta, hrow[e])
					k.Set(mrun[e], k.SLoad(mx, hrow[e]))
					k.Set(lrun[e], k.Mul(k.Get(lrun[e]), b[e]))
				}
				// P_A·β from the rounded P_A (its f32 values are not kept through the product: 32
				// registers).
				var rb [4][4]*Value
				for j := range 4 {
					for t := range 4 {
						x := ra[j][t]
						lo := k.Mul(k.Bits(TF32, k.Shl(x, k.I32(16))), b[t%2])
						hi := k.Mul(k.Bits(TF32, k.And(x, k.I32(-1<<16))), b[t%2])
						rb[j][t] = k.PackBF2(lo, hi)
					}
				}
				storeP(p0, 0, rb)
				k.FenceAsync()
				k.BarArrive(ssP0, wgThreads)
				// The next pair's copies of A's left regions and rope (their readers, S_A and O_L's
				// first product, are done) and of B's rope (S_B is done: warpgroup 1 passed Scale1).
				// They go out after P0, which warpgroup 1 waits for: issued before it, they held
				// warpgroup 1 up by their issue time (docs/perf.md).
				if next {
					if !tma {
						k.SStore(rowsS, k.Add(list, wt), rowN)
						k.BarSync(ssRows0, 128)
					}
					copyRegions(sharedRows(0), 0, cat(left, early))
					copyRegions(sharedRows(1), 1, early)
				}
				rescale(b)
				k.BarSync(ssIssued, wgThreads)
				pv(1, 0, nil, k.Add(k.SLoad(base, zero), k.I32((NR-1)*regBytes))) // O_L += P_B·V_B,L from sP1
				if !next {
					k.WGWait(0)
					return
				}
				c := scores(0, parity, orderA[:1], zeros(32), true) // the next A's regions copied above
				k.WGCommit()
				k.WGWait(1) // O_L's product: B's left regions are free
				copyRegions(sharedRows(1), 1, left)
				c = scores(0, parity, orderA[1:], c, false)
				k.WGCommit()
				k.WGWait(0)
				setAll(sc, c)
			}, func() {
				k.BarSync(ssScale0, wgThreads)
				var mA, mold [2]*Value
				for e := range 2 {
					mA[e] = k.SLoad(mx, hrow[e])
					mold[e] = k.Get(mrun[e])
				}
				mB, b, p := softmax(k.Add(t, k.I32(T)), mA)
				sum := rowSums(p)
				var alpha [2]*Value
				for e := range 2 {
					alpha[e] = k.Exp2(k.Mul(k.Sub(mold[e], mB[e]), L))
					k.Set(lrun[e], k.FMA(k.Get(lrun[e]), alpha[e], sum[e]))
					k.Set(mrun[e], mB[e])
				}
				rescale(alpha)
				k.If(k.Eq(tg, zero), func() {
					for e := range 2 {
						k.SStore(mx, hrow[e], mB[e])
						k.SStore(beta, hrow[e], b[e])
					}
				}, nil)
				k.BarArrive(ssScale1, wgThreads)
				if next && !tma {
					k.SStore(rowsS, k.Add(list, wt), rowN)
				}
				ra := pack(p)
				storeP(qs, (NR-1)*regBytes/4, ra)
				k.FenceAsync()
				pv(1, 1, &ra, nil) // O_R += P_B·V_B,R
				k.BarSync(ssP0, wgThreads)
				pv(0, 1, nil, k.SLoad(base, k.I32(2))) // O_R += P_A·V_A,R from sP0
				k.BarArrive(ssIssued, wgThreads)
				if !next {
					k.WGWaitKeep(0, flat(ra)...)
					return
				}
				// Tile B's right regions: S_B and O_R's first product, their readers, are done.
				if !tma {
					k.BarSync(ssRows1, 128)
				}
				k.WGWaitKeep(1, flat(ra)...)
				copyRegions(sharedRows(1), 1, cat(right, late))
				k.WGWait(0)
				copyRegions(sharedRows(0), 0, cat(right, late)) // S_A (before Scale0) and O_R's second product are done
				setAll(sc, scores(1, parity, orderB, zeros(32), true))
				k.WGCommit()
				k.WGWait(0)
			})
		}
		// The pairs but the last, then the last (a split has at least one position).
		last := k.Add(lo, k.Mul(k.Div(k.Sub(k.Sub(hi, lo), one), k.I32(2*T)), k.I32(2*T)))
		k.Loop(lo, last, k.I32(2*T), func(t *Value) { pair(t, true) })
		pair(last, false)
		opq = zero // each pair's value is its own
		end := wgEnd{acc: acc, mrun: mrun, lrun: lrun, hrow: hrow, wg: wg, tg: tg, h0: h0, rs: rs, row: row,
			splits: splits, part: part, out: out, ls: ls}
		if !strings.Contains(s.ssKnobs, "f") {
			// Both warpgroups' products are done (each waited on its last) before wgFinish's
			// barrier, so the tile buffers (64·(Rank+Rope) words, at least the 32·Rank o_lat
			// needs) are free for its staging.
			end.stage, end.tid = kv, tid
		}
		wgFinish(k, s, end)
	}, nil)
	return finish(k, kind, wgThreads, Grid{Count: "row_splits", Mult: G, PerBlock: 1})
}
