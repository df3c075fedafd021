package kgen

import (
	"fmt"
	"math"
)

// The flash-attention variant of mla_decode (MLADecodeSpec.FA): bf16 q and latent cache, 64 heads a
// block, warp-level mma.m16n8k16 fed by ldmatrix from swizzled shared memory, and the cache tiles
// brought in by cp.async while the previous tile is multiplied. It uses only what sm_80 has
// (mma.sync, ldmatrix, cp.async), but its shared memory only Hopper holds (two tiles) or an A100
// (one), not Ada, which runs sm_80 PTX too: PlanFor takes it for sm_90 and sm_90a. Against the 16-head tensor-core
// kernel (mladecode_mma.go) it reads each cache tile into a block once for 64 heads instead of once
// per 16 (a quarter of the bytes through L2 at DeepSeek-V3's 128 heads), keeps the scores and the
// softmax in registers, and takes every MMA operand with one ldmatrix instead of recombining
// half-words.
//
// A block serves heads h0 .. h0+63 of one (row, split), 8 warps: for the scores warp w takes head
// group hg = w mod 4 (16 heads, the MMA's M) and position half ch = w / 4; for P·V head half
// hp = w mod 2 (32 heads, two m16 tiles) and latent quarter cq = w / 2. Per tile of 64 positions
// (T):
//
//   - the block's q tile [64 heads × W] (W = Rank+Rope; q_abs comes bf16 from the absorption GEMM,
//     q_pe is q's tail) is staged once, before the first tile;
//   - the tile's cache rows [T × W] bf16 land in shared memory by cp.async, 16 bytes a copy: thread
//     i copies chunks i mod 8 + 8j of positions i/8 and i/8+32 (a warp's copies are whole 128-byte
//     lines of 4 rows). With two buffers (the default) tile i+1's copies are issued right after the
//     barrier that opens tile i and complete while tile i is multiplied; with one (FASingle, which
//     an A100's 163 KiB of shared memory a block hold) the copy of tile i+1 waits for tile i.
//     Positions past the split's end or the row's context copy position lo's row instead (finite
//     values) and get probability 0;
//   - scores S = [q_abs | q_pe]·tileᵀ: warp (hg, ch) computes heads hg × positions 32ch .. 32ch+31,
//     4 n8 tiles over W/16 k-steps; A (q) and B (the tile's rows: position = n, the dims of a row
//     are k, contiguous) both by ldmatrix without transposition;
//   - the online softmax in registers (FA2): a lane holds 8 scores of each of its two heads (rows
//     g and g+8, lane = 4g + t); the tile's row max is reduced over the 4 lanes of a quad by
//     shuffles and across the two warps of a head group through shared memory (mx), so both keep
//     the same running max m. p = 2^((x − m)·log₂e) with x = score·scale (−∞ past the end), the
//     running sum l and the partial output are rescaled by α = 2^((m_old − m)·log₂e). l sums the
//     unrounded f32 probabilities; each warp keeps its own positions' part, and the two parts are
//     added once at the end;
//   - P, rounded to bf16, goes to a shared tile [64 heads × T], and α to a shared row of 64, that
//     each warp reads back (P by ldmatrix, as the A fragments of all T positions);
//   - O[32 heads × Rank/4] += P·V with V = latent columns cq·Rank/4 .. +Rank/4 of the tile: B by
//     ldmatrix.trans (rows = positions), each B fragment serving both m16 tiles of heads, Rank/32
//     n8 tiles × 2 m16 tiles over T/16 k-steps, Rank/4 accumulators a lane (128 at DeepSeek's
//     512). Against 16 heads × Rank/2 a warp (the scores' split) that reads half the tile's
//     latent bytes from shared memory for twice P's, which is 8 times smaller.
//
// Shared memory: every tile stores 16-byte chunk c of row r at chunk c ^ (r mod 8) of the row
// (rows are whole 128-byte lines, W a multiple of 64), so the 8 rows an ldmatrix phase reads at
// one chunk fall in 8 distinct bank columns, and a warp's cp.async stores (8 consecutive chunks of
// a row a phase) and P stores (8 rows × 16 bytes) do too. At DeepSeek-V3's widths: q 72 KiB, two
// tiles 144 KiB, P 8 KiB and 1.25 KiB of maxima, sums and rescales: 225 KiB, within sm_90's
// 227 KiB a block
// (one tile: 153 KiB, within an A100's 163 KiB). One block an SM.
//
// Over an FP8 cache (Pool EF8; the rows of kvfp8.go) the block holds one bf16 tile and a staging
// buffer of FP8 rows (41 KiB at DeepSeek-V3's widths, 194 KiB in all): a tile's rows arrive there
// by cp.async, unswizzled; after the barrier that opens the tile every thread widens its share, 16
// codes times their block's scale into two 16-byte chunks of the swizzled bf16 tile (exact: an
// e4m3 value times a power of two is a bf16) and the key's chunks as they are; after a second
// barrier the next tile's copies are issued into the free staging buffer, and the products read
// the bf16 tile as they read a bf16 cache's. The copies of tile i+1 thus overlap tile i's
// products, but not its widening.
//
// Numerics as the 16-head tensor-core kernel: q_abs and P rounded to bf16 (nearest even) before
// their products, the latent bf16 as stored, f32 sums in the tensor core's order; the exponential
// is ex2.approx (relative error about 2⁻²²), so the results are not bit-equal to the other kernels'.
// The workspace, grid count and combine are the other kernels': Mult is Heads/64 head groups.

const (
	faHeads   = 64  // heads a block
	faTile    = 64  // positions a tile
	faThreads = 256 // 8 warps
	faMaxW    = 576 // widest cache row whose tiles fit in shared memory
)

// log2e turns a natural exponent into ex2's.
const log2e = 1.4426950408889634

// qBatch is the most q_abs loads a thread of stageQ has in flight at once.
const qBatch = 8

// qStage is where a split decode kernel stages its block's q rows (stageQ): the shared array, the
// global q_abs (of the kernel's QAbs type) and q (bf16), the block's row and first head, and the
// word of shared memory that holds, of head h's row, q_abs columns 4·j4 .. 4·j4+1 (qabsWord, for
// an f32 q_abs; the next word holds 4·j4+2, +3), where 16-byte chunk c8 of q_abs starts
// (qabsChunk, for a bf16 q_abs), q_pe's 16-byte chunk c8 (ropeChunk) and q_pe's pair jp
// (ropeWord), each in the kernel's swizzled layout. batch caps the q_abs loads a thread has in
// flight (0: qBatch).
type qStage struct {
	qs, qabs, q, row, h0, tid                *Value
	heads, threads, batch                    int64
	qabsWord, qabsChunk, ropeChunk, ropeWord func(h, j *Value) *Value
}

// stageQ stores the block's q tile [heads × (Rank + Rope)] in shared memory as bf16: an f32 q_abs 4
// values (16 bytes) a load, rounded to two bf16 pairs, a bf16 one 8 values a load, stored as
// loaded; q_pe 8 bf16 values a load, stored as they are where its rows start on 16 bytes, else a
// pair at a time. A thread issues up to st.batch (or qBatch) of its q_abs loads before it stores
// any, so that their latencies overlap instead of adding up (one load in flight at a time left a
// small-batch decode waiting on them for a sixth of its time).
func (k *Kernel) stageQ(s MLADecodeSpec, st qStage) {
	one := k.I32(1)
	per, sh := s.Rank/4, int64(2) // q_abs loads a head, log2 of the values a load
	wide := s.QAbs() == EBF16
	if wide {
		per, sh = s.Rank/8, 3
	}
	total := st.heads * per
	most := st.batch
	if most == 0 {
		most = qBatch
	}
	u := int64(1)
	for u < most && total%(st.threads*2*u) == 0 {
		u *= 2
	}
	k.Loop(st.tid, k.I32(total), k.I32(st.threads*u), func(i0 *Value) {
		vs := make([]*Value, u)
		hs := make([]*Value, u)
		js := make([]*Value, u)
		for b := range u {
			i := k.Add(i0, k.I32(b*st.threads))
			hs[b], js[b] = k.Div(i, k.I32(per)), k.Rem(i, k.I32(per))
			head := k.Add(k.Mul(st.row, k.I32(s.Heads)), k.Add(st.h0, hs[b]))
			vs[b] = k.LoadV(st.qabs, k.Add(k.Mul(head, k.I32(s.Rank)), k.Shl(js[b], k.I32(sh))))
		}
		for b, v := range vs {
			if wide {
				k.SStoreV(st.qs, st.qabsChunk(hs[b], js[b]), v)
				continue
			}
			f := func(j int64) *Value { return k.Bits(TF32, k.Lane(v, j)) }
			w := st.qabsWord(hs[b], js[b])
			k.SStore(st.qs, w, k.PackBF2(f(0), f(1)))
			k.SStore(st.qs, k.Add(w, one), k.PackBF2(f(2), f(3)))
		}
	})
	qw := s.Nope + s.Rope
	if s.Rope > 0 && s.Nope%8 == 0 && qw%8 == 0 {
		k.Loop(st.tid, k.I32(st.heads*(s.Rope/8)), k.I32(st.threads), func(i *Value) {
			h, c8 := k.Div(i, k.I32(s.Rope/8)), k.Rem(i, k.I32(s.Rope/8))
			head := k.Add(k.Mul(st.row, k.I32(s.Heads)), k.Add(st.h0, h))
			v := k.LoadV(st.q, k.Add(k.Mul(head, k.I32(qw)), k.Add(k.I32(s.Nope), k.Shl(c8, k.I32(3)))))
			k.SStoreV(st.qs, st.ropeChunk(h, c8), v)
		})
	} else if s.Rope > 0 {
		k.Loop(st.tid, k.I32(st.heads*(s.Rope/2)), k.I32(st.threads), func(i *Value) {
			h, jp := k.Div(i, k.I32(s.Rope/2)), k.Rem(i, k.I32(s.Rope/2))
			head := k.Add(k.Mul(st.row, k.I32(s.Heads)), k.Add(st.h0, h))
			at := k.Add(k.Mul(head, k.I32(qw)), k.Add(k.I32(s.Nope), k.Shl(jp, one)))
			k.SStore(st.qs, st.ropeWord(h, jp), k.PackBF2(k.Load(st.q, at), k.Load(st.q, k.Add(at, one))))
		})
	}
}

// tileProbs turns a tile's scaled scores x[nt][i] (MMA D value i of n-tile nt, row i/2 of the
// lane's two) into probabilities p = 2^((x − m)·L) against each row's new maximum, stores them as
// bf16 pairs to the shared P tile (rows T/8 chunks wide; n-tile nt at chunk(nt), word tg of it) and
// folds their sum into each row's running sum: l = l·α + Σp, the sums of the unrounded f32 p.
func (k *Kernel) tileProbs(x [][4]*Value, mnew, alpha, lrun [2]*Value, L, ps *Value, hrow [2]*Value, tg *Value, T int64, chunk func(nt int64) *Value) {
	var sum [2]*Value
	for nt := range int64(len(x)) {
		var p [4]*Value
		for i := range 4 {
			p[i] = k.Exp2(k.Mul(k.Sub(x[nt][i], mnew[i/2]), L))
			if sum[i/2] == nil {
				sum[i/2] = p[i]
			} else {
				sum[i/2] = k.Add(sum[i/2], p[i])
			}
		}
		for e := range int64(2) {
			w := k.Add(k.faSwz(hrow[e], chunk(nt), T/8), tg)
			k.SStore(ps, w, k.PackBF2(p[2*e], p[2*e+1]))
		}
	}
	for e := range 2 {
		k.Set(lrun[e], k.FMA(k.Get(lrun[e]), alpha[e], sum[e]))
	}
}

// tileScores masks and scales a tile's score accumulators: sc[nt][i] is MMA D value i of n-tile nt,
// row i/2 of the lane's pair, at position base() + 8nt + 2tg + i%2 of the tile that starts at t0.
// Positions at or past hi get ninf, the others sc·scale. It returns them with each row's maximum
// over its quad (quadMax). base is called once a value, where its products are wanted.
func (k *Kernel) tileScores(sc [][4]*Value, base func() *Value, t0, tg, hi, ninf *Value, scale float32) (x [][4]*Value, tmax [2]*Value) {
	x = make([][4]*Value, len(sc))
	for nt := range int64(len(sc)) {
		for i := range int64(4) {
			col := k.Add(k.Add(base(), k.I32(8*nt+i%2)), k.Mul(tg, k.I32(2)))
			x[nt][i] = k.Select(k.Lt(k.Add(t0, col), hi), k.Mul(sc[nt][i], k.F32(float64(scale))), ninf)
			if e := i / 2; tmax[e] == nil {
				tmax[e] = x[nt][i]
			} else {
				tmax[e] = k.Select(k.Gt(x[nt][i], tmax[e]), x[nt][i], tmax[e])
			}
		}
	}
	return x, k.quadMax(tmax)
}

// quadMax is each of a lane's two rows' maxima over the 4 lanes of its quad (the lanes holding the
// row's other columns in an MMA accumulator), by shuffles.
func (k *Kernel) quadMax(tmax [2]*Value) [2]*Value {
	for e := range 2 {
		for _, m := range []int64{1, 2} {
			o := k.ShflXor(tmax[e], m)
			tmax[e] = k.Select(k.Gt(o, tmax[e]), o, tmax[e])
		}
	}
	return tmax
}

// decodeMax advances a row's running maximum mrow by the tile's maximum mt (already gathered over
// the row's lanes and warps) for the split decode kernels (the flash prefill's form is runningMax):
// the new maximum and α = 2^((m_old − m_new)·L), the rescale of what was summed under the old one
// (L = log₂e).
func (k *Kernel) decodeMax(mt, mrow, L *Value) (mnew, alpha *Value) {
	mold := k.Get(mrow)
	mnew = k.Select(k.Gt(mold, mt), mold, mt)
	alpha = k.Exp2(k.Mul(k.Sub(mold, mnew), L))
	k.Set(mrow, mnew)
	return mnew, alpha
}

// storeQuadSums adds each of a thread's two row sums (lrun) over the row's quad and stores them, from
// the quad's first lane (tg 0), into ls at at(0) and at(1), then waits for the block: the sums
// of the block's other threads for the same rows (another warpgroup's, another position half's)
// are then in ls too.
func (k *Kernel) storeQuadSums(lrun [2]*Value, tg, ls *Value, at func(e int) *Value) {
	var lq [2]*Value
	for e := range 2 {
		l := k.Get(lrun[e])
		l = k.Add(l, k.ShflXor(l, 1))
		lq[e] = k.Add(l, k.ShflXor(l, 2))
	}
	k.If(k.Eq(tg, k.I32(0)), func() {
		for e := range 2 {
			k.SStore(ls, at(e), lq[e])
		}
	}, nil)
	k.Barrier()
}

// lazyDecodeMax is decodeMax that moves the row's maximum only when the tile's passes it by more
// than lazyMaxSlack in log2 units (FlashAttention-4's conditional rescale, as lazyMax): α is then
// exactly 1, and probabilities against the kept maximum stay at most 2^8. The first tile always
// moves it (from −∞). A split's stored maximum is the one its output and sum were taken against,
// so the combine is unchanged. L nil: the scores are in log2 units already.
func (k *Kernel) lazyDecodeMax(mt, mrow, L *Value) (mnew, alpha *Value) {
	mold := k.Get(mrow)
	var grow, rescale *Value
	if L == nil { // scores already in log2 units (lazyMax)
		grow = k.Gt(mt, k.Add(mold, k.F32(lazyMaxSlack)))
		mnew = k.Select(grow, mt, mold)
		rescale = k.Sub(mold, mnew)
	} else {
		grow = k.Gt(k.Mul(k.Sub(mt, mold), L), k.F32(lazyMaxSlack))
		mnew = k.Select(grow, mt, mold)
		rescale = k.Mul(k.Sub(mold, mnew), L)
	}
	alpha = k.Select(grow, k.Exp2(rescale), k.F32(1))
	k.Set(mrow, mnew)
	return mnew, alpha
}

// FAOK reports whether the flash-attention kernel serves the spec's shapes: bf16 q, a bf16 cache or
// an FP8 one (KVF8OK), heads in groups of 64, rows of whole 64-column blocks (the swizzle's
// 128-byte lines) of at most faMaxW (the shared memory), and a latent that splits into four
// quarters of whole 16-column n-tile pairs, at most 512 wide (Rank/4 accumulators a lane).
func (s MLADecodeSpec) FAOK() bool {
	w := s.Rank + s.Rope
	return s.Q == EBF16 && (s.Pool == EBF16 || s.Pool == EF8 && KVF8OK(s.Rank, s.Rope)) && s.Heads > 0 && s.Heads%faHeads == 0 &&
		s.Rope >= 0 && s.Nope >= 0 && w%64 == 0 && w <= faMaxW && s.Rank > 0 && s.Rank%64 == 0 && s.Rank <= 512
}

// faStages is the bf16 cache tiles the kernel holds: two, one with FASingle, and one over an FP8
// cache, whose tiles arrive in a staging buffer of their own (buildFA).
func (s MLADecodeSpec) faStages() int64 {
	if s.FASingle || s.Pool == EF8 {
		return 1
	}
	return 2
}

// faSwz is the word of a swizzled tile (rows of cw 16-byte chunks, cw a multiple of 8) where chunk c
// of row r starts.
func (k *Kernel) faSwz(r, c *Value, cw int64) *Value {
	return k.Add(k.Mul(r, k.I32(cw*4)), k.Shl(k.Xor(c, k.And(r, k.I32(7))), k.I32(2)))
}

func (s MLADecodeSpec) buildFA() (*Kernel, Launch) {
	name := fmt.Sprintf("mla_decode_%s_h%d_n%d_r%d_k%d_s%08x_fa", elemSuffix(s.Q, s.Pool), s.Heads, s.Nope,
		s.Rope, s.Rank, math.Float32bits(s.Scale))
	if s.FASingle {
		name += "1"
	}
	if s.Pool == EF8 {
		name += "8" // its own suffix, which the device check's skip lists tell from the bf16 kernel's
	}
	k := NewKernel(name)
	pa := s.decodeParams(k)
	part, qabs, q, pool := pa.part, pa.qabs, pa.q, pa.pool
	table, seq, pos, maxBlocks, blockSize, splits := pa.table, pa.seq, pa.pos, pa.maxBlocks, pa.blockSize, pa.splits

	const HG, T = faHeads, faTile
	W := s.Rank + s.Rope
	CW := W / 8      // 16-byte chunks a row
	KS := W / 16     // score k-steps
	RQ := s.Rank / 4 // latent columns a warp accumulates
	NT := RQ / 8     // its n8 tiles, for each of its two m16 tiles of heads
	G := s.Heads / HG
	stages := s.faStages()
	tileWords := T * W / 2
	tid, bid := k.Tid(), k.Ctaid()
	lane, warp := k.And(tid, k.I32(streamWarp-1)), k.Shr(tid, k.I32(5))
	zero, one := k.I32(0), k.I32(1)
	hg, ch := k.And(warp, k.I32(3)), k.Shr(warp, k.I32(2)) // scores: head group, position half
	hp, cq := k.And(warp, one), k.Shr(warp, one)           // P·V: head half, latent quarter
	gr, tg := k.Shr(lane, k.I32(2)), k.And(lane, k.I32(3))
	grp, rs, row, sq, n, lo, hi := k.splitPlace(bid, G, seq, pos, maxBlocks, blockSize, splits)
	ninf := k.F32(math.Inf(-1))

	qs := k.SharedAligned(TI32, HG*W/2, 128)           // [q_abs | q_pe] as bf16 pairs, swizzled
	kv := k.SharedAligned(TI32, stages*tileWords, 128) // the cache tiles, swizzled
	ps := k.SharedAligned(TI32, HG*T/2, 128)           // P as bf16 pairs, swizzled
	mx := k.Shared(TF32, 2*HG)                         // each position half's tile max per head
	as := k.Shared(TF32, HG)                           // the tile's rescale of the output per head
	ls := k.Shared(TF32, 2*HG)                         // each position half's sum per head
	// An FP8 cache (kvfp8.go): its rows of RW words land in st, and every thread turns its share
	// into the bf16 tile kv, which the products then read as they read a bf16 cache's.
	f8 := s.Pool == EF8
	var st *Value
	RW := KVF8RowWords(s.Rank, s.Rope)
	if f8 {
		st = k.SharedAligned(TI32, T*RW, 128)
	}
	// widen turns the staged FP8 tile into the bf16 tile: 16 codes (a 16-byte chunk) a step, times
	// their block's scale, into two chunks of the swizzled row, then the key's chunks as they are.
	widen := func() {
		k.Loop(tid, k.I32(T*s.Rank/16), k.I32(faThreads), func(i *Value) {
			r, j := k.Div(i, k.I32(s.Rank/16)), k.Rem(i, k.I32(s.Rank/16))
			sr := k.Mul(r, k.I32(RW))
			v := k.SLoadV(st, k.Add(sr, k.Shl(j, k.I32(2))))
			scale := k.Bits(TF32, k.SLoad(st, k.Add(sr, k.Add(k.I32(kvF8ScaleWord(s.Rank, s.Rope)), k.Shr(j, k.I32(3))))))
			var w [8]*Value
			for q := range int64(4) {
				x := k.f8Word4(k.Lane(v, q), scale)
				w[2*q], w[2*q+1] = k.PackBF2(x[0], x[1]), k.PackBF2(x[2], x[3])
			}
			for h := range int64(2) {
				k.SStoreV(kv, k.faSwz(r, k.Add(k.Shl(j, k.I32(1)), k.I32(h)), CW), k.V4(w[4*h], w[4*h+1], w[4*h+2], w[4*h+3]))
			}
		})
		k.Loop(tid, k.I32(T*s.Rope/8), k.I32(faThreads), func(i *Value) {
			r, c := k.Div(i, k.I32(s.Rope/8)), k.Rem(i, k.I32(s.Rope/8))
			v := k.SLoadV(st, k.Add(k.Mul(r, k.I32(RW)), k.Add(k.I32(s.Rank/4), k.Shl(c, k.I32(2)))))
			k.SStoreV(kv, k.faSwz(r, k.Add(k.I32(s.Rank/8), c), CW), v)
		})
	}

	// copyTile issues the cp.async copies of the tile at t0 into buffer words from base, and commits
	// them as one group.
	q8, pr := k.And(tid, k.I32(7)), k.Shr(tid, k.I32(3))
	copyTile := func(t0, base *Value) {
		if f8 { // whole FP8 rows into the staging buffer, unswizzled: a warp's copies are consecutive chunks
			k.Loop(tid, k.I32(T*RW/4), k.I32(faThreads), func(i *Value) {
				r, c := k.Div(i, k.I32(RW/4)), k.Rem(i, k.I32(RW/4))
				p := k.Add(t0, r)
				src := k.Mul(k.cacheRow(table, sq, k.Select(k.Lt(p, hi), p, lo), maxBlocks, blockSize), k.I32(RW))
				k.CpAsync(st, k.Add(k.Mul(r, k.I32(RW)), k.Shl(c, k.I32(2))), pool, k.Add(src, k.Shl(c, k.I32(2))))
			})
			k.CpAsyncCommit()
			return
		}
		for e := range int64(2) {
			r := k.Add(pr, k.I32(32*e))
			p := k.Add(t0, r)
			src := k.Mul(k.cacheRow(table, sq, k.Select(k.Lt(p, hi), p, lo), maxBlocks, blockSize), k.I32(W))
			for j := range CW / 8 {
				c := k.Add(q8, k.I32(8*j))
				k.CpAsync(kv, k.Add(base, k.faSwz(r, c, CW)), pool, k.Add(src, k.Shl(c, k.I32(3))))
			}
		}
		k.CpAsyncCommit()
	}

	k.If(k.Lt(lo, n), func() {
		h0 := k.Mul(grp, k.I32(HG))
		copyTile(lo, zero) // in flight while q is staged
		k.stageQ(s, qStage{qs: qs, qabs: qabs, q: q, row: row, h0: h0, tid: tid, heads: HG, threads: faThreads,
			qabsChunk: func(h, c8 *Value) *Value { return k.faSwz(h, c8, CW) },
			ropeChunk: func(h, c8 *Value) *Value { return k.faSwz(h, k.Add(k.I32(s.Rank/8), c8), CW) },
			ropeWord: func(h, jp *Value) *Value {
				j := k.Add(k.I32(s.Rank/2), jp) // the pair's word in the row
				return k.Add(k.faSwz(h, k.Shr(j, k.I32(2)), CW), k.And(j, k.I32(3)))
			}})
		// acc[mt][nt][i]: D value i of m16 tile mt (heads 32hp+16mt ..) and n8 tile nt of this
		// warp's P·V columns; m and l of the score rows gr and gr+8.
		var acc [2][][4]*Value
		for mt := range acc {
			acc[mt] = make([][4]*Value, NT)
			for nt := range acc[mt] {
				for i := range 4 {
					acc[mt][nt][i] = k.Var(k.F32(0))
				}
			}
		}
		mrun := [2]*Value{k.Var(ninf), k.Var(ninf)}
		lrun := [2]*Value{k.Var(k.F32(0)), k.Var(k.F32(0))}
		// ldmatrix rows: an A operand's lane supplies row (lane mod 8) + 8·bit 3 of lane, chunk +
		// bit 4 (matrices: rows 0-7 k 0-7, rows 8-15 k 0-7, rows 0-7 k 8-15, rows 8-15 k 8-15: the
		// A fragment's four registers). The score's B: row (lane mod 8) + 8·bit 4, chunk + bit 3
		// (b0, b1 of n-tile 2np, then of 2np+1). P·V's B (transposed): row (lane mod 8) + 8·bit 3,
		// chunk + bit 4 (b0, b1 of n-tile 2np, then of 2np+1).
		l7 := k.And(lane, k.I32(7))
		b3, b4 := k.And(k.Shr(lane, k.I32(3)), one), k.Shr(lane, k.I32(4))
		aRow := k.Add(k.Add(k.Mul(hg, k.I32(16)), l7), k.Mul(b3, k.I32(8)))
		sRow := k.Add(k.Add(k.Mul(ch, k.I32(32)), l7), k.Mul(b4, k.I32(8)))
		vRow := k.Add(l7, k.Mul(b3, k.I32(8)))
		vChunk := k.Add(k.Mul(cq, k.I32(RQ/8)), b4)
		pRow := k.Add(k.Add(k.Mul(hp, k.I32(32)), l7), k.Mul(b3, k.I32(8))) // + 16mt
		oRow := k.Add(k.Mul(hp, k.I32(32)), gr)                             // + 16mt + 8(i/2)
		hrow := [2]*Value{hrowOf(k, hg, gr, 0), hrowOf(k, hg, gr, 1)}       // the block's heads of rows gr, gr+8
		L := k.F32(log2e)
		k.Loop(lo, hi, k.I32(T), func(t0 *Value) {
			next := k.Add(t0, k.I32(T))
			buf := zero
			k.CpAsyncWait(0)
			k.Barrier() // the tile has landed for every thread; the previous tile's readers are done
			if f8 {
				widen()
				k.Barrier() // the bf16 tile is whole; the staging buffer is free for the next tile
				k.If(k.Lt(next, hi), func() { copyTile(next, zero) }, nil)
			} else if stages == 2 {
				buf = k.Mul(k.And(k.Div(k.Sub(t0, lo), k.I32(T)), one), k.I32(tileWords))
				k.If(k.Lt(next, hi), func() { copyTile(next, k.Sub(k.I32(tileWords), buf)) }, nil)
			}
			// Scores of heads hg, positions 32ch .. +31.
			f0 := k.F32(0)
			var sc [4][4]*Value
			for nt := range sc {
				sc[nt] = [4]*Value{f0, f0, f0, f0}
			}
			for ks := range KS {
				a := k.LdMatrix(qs, k.faSwz(aRow, k.Add(b4, k.I32(2*ks)), CW), false)
				av := [4]*Value{k.Lane(a, 0), k.Lane(a, 1), k.Lane(a, 2), k.Lane(a, 3)}
				if s.broken {
					av[1], av[2] = av[2], av[1]
				}
				for np := range int64(2) {
					b := k.LdMatrix(kv, k.Add(buf, k.faSwz(k.Add(sRow, k.I32(16*np)), k.Add(b3, k.I32(2*ks)), CW)), false)
					for e := range int64(2) {
						d := k.MMA(mmaBF16, av, [2]*Value{k.Lane(b, 2*e), k.Lane(b, 2*e+1)}, sc[2*np+e])
						for i := range int64(4) {
							sc[2*np+e][i] = k.MMAOut(d, i)
						}
					}
				}
			}
			// D value i of n-tile nt: head row gr+8(i/2), position 32ch + 8nt + 2tg + i%2.
			x, tmax := k.tileScores(sc[:], func() *Value { return k.Mul(ch, k.I32(32)) }, t0, tg, hi, ninf, s.Scale)
			k.If(k.Eq(tg, zero), func() {
				for e := range 2 {
					k.SStore(mx, k.Add(k.Mul(ch, k.I32(HG)), hrow[e]), tmax[e])
				}
			}, nil)
			k.Barrier()
			var alpha, mnew [2]*Value
			for e := range 2 {
				o := k.SLoad(mx, k.Add(k.Mul(k.Sub(one, ch), k.I32(HG)), hrow[e]))
				mt := k.Select(k.Gt(o, tmax[e]), o, tmax[e])
				mnew[e], alpha[e] = k.decodeMax(mt, mrun[e], L)
			}
			// P[head row, positions 32ch + 8nt + 2tg, +1]: chunk 4ch + nt of the row, word tg.
			k.tileProbs(x, mnew, alpha, lrun, L, ps, hrow, tg, T, func(nt int64) *Value { return k.Add(k.Mul(ch, k.I32(4)), k.I32(nt)) })
			k.If(k.And(k.Eq(tg, zero), k.Eq(ch, zero)), func() {
				for e := range 2 {
					k.SStore(as, hrow[e], alpha[e])
				}
			}, nil)
			k.Barrier() // P and the rescales are whole
			for mt := range acc {
				al := [2]*Value{k.SLoad(as, k.Add(oRow, k.I32(int64(16*mt)))), k.SLoad(as, k.Add(oRow, k.I32(int64(16*mt+8))))}
				for nt := range acc[mt] {
					for i := range 4 {
						k.Set(acc[mt][nt][i], k.Mul(k.Get(acc[mt][nt][i]), al[i/2]))
					}
				}
			}
			for kk := range int64(T / 16) {
				var av [2][4]*Value
				for mt := range av {
					a := k.LdMatrix(ps, k.faSwz(k.Add(pRow, k.I32(int64(16*mt))), k.Add(b4, k.I32(2*kk)), T/8), false)
					av[mt] = [4]*Value{k.Lane(a, 0), k.Lane(a, 1), k.Lane(a, 2), k.Lane(a, 3)}
				}
				r := k.Add(vRow, k.I32(16*kk))
				for np := range NT / 2 {
					b := k.LdMatrix(kv, k.Add(buf, k.faSwz(r, k.Add(vChunk, k.I32(2*np)), CW)), true)
					for mt := range av {
						k.mmaAcc(mmaBF16, av[mt], [2]*Value{k.Lane(b, 0), k.Lane(b, 1)}, acc[mt][2*np])
						k.mmaAcc(mmaBF16, av[mt], [2]*Value{k.Lane(b, 2), k.Lane(b, 3)}, acc[mt][2*np+1])
					}
				}
			}
			if stages == 1 && !f8 {
				k.Barrier() // every warp is done with the tile
				k.If(k.Lt(next, hi), func() { copyTile(next, zero) }, nil)
			}
		})
		// The sums: the quad's lanes, then the two position halves.
		k.storeQuadSums(lrun, tg, ls, func(e int) *Value { return k.Add(k.Mul(ch, k.I32(HG)), hrow[e]) })
		// part[((row·splits + sp)·Heads + head)·PartRow(Rank) + column]: D value i of tiles (mt, nt) is
		// head 32hp + 16mt + gr + 8(i/2), column cq·RQ + 8nt + 2tg + i%2.
		pbase := k.partAt(rs, h0, s.Heads, s.Rank)
		for mt := range int64(2) {
			for nt := range NT {
				for i := range int64(4) {
					h := k.Add(oRow, k.I32(16*mt+8*(i/2)))
					col := k.Add(k.Add(k.Mul(cq, k.I32(RQ)), k.I32(8*nt+i%2)), k.Mul(tg, k.I32(2)))
					k.Store(part, k.Add(pbase, k.Add(k.Mul(h, k.I32(PartRow(s.Rank))), col)), k.Get(acc[mt][nt][i]))
				}
			}
		}
		k.If(k.And(k.Eq(tg, zero), k.Eq(ch, zero)), func() {
			for e := range 2 {
				h := hrow[e]
				hb := k.Add(pbase, k.Mul(h, k.I32(PartRow(s.Rank))))
				k.Store(part, k.Add(hb, k.I32(s.Rank)), k.Get(mrun[e]))
				k.Store(part, k.Add(hb, k.I32(s.Rank+1)), k.Add(k.SLoad(ls, h), k.SLoad(ls, k.Add(h, k.I32(HG)))))
			}
		}, nil)
	}, nil)
	return finish(k, "mla_decode", faThreads, Grid{Count: "row_splits", Mult: G, PerBlock: 1})
}

// hrowOf is the block's head of a lane's accumulator row e (0: gr, 1: gr+8) in head group hg.
func hrowOf(k *Kernel, hg, gr *Value, e int) *Value {
	return k.Add(k.Mul(hg, k.I32(16)), k.Add(gr, k.I32(int64(8*e))))
}
