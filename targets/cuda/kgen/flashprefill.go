package kgen

import (
	"fmt"
	"math"
)

// The fused causal attention of a prefill chunk (FlashAttention-2's scheme on mma.m16n8k16, bf16
// in, f32 accumulate, bf16 out): no score or probability ever goes to memory.
//
// A block is 4 warps and 64 queries of one head (16 a warp, the MMA's m16); the grid covers (query
// tile, head) pairs of one sequence, a few heads at a time and in those the tiles with the most
// keys first (flashPlace), so that the long blocks start early and the keys stay in L2. Query i of the chunk (0-based) sits at
// position q0+i (q0: the tokens already cached before the chunk, 0 for a fresh prompt) and attends
// to keys 0 .. q0+i. A block walks the keys in tiles of 64 up to its last query's limit:
//
//   - the block copies the tile's K [64 × Dk] and V [64 × Dv] rows into shared memory as they are
//     in memory, 16 bytes a cp.async, into one of two buffers: the next tile's copies are issued
//     before the current tile's products, so they overlap (cp.async.wait_group 1 and a barrier
//     before a tile is read, a barrier after, before its buffer is refilled). K rows are padded to
//     16 words past a multiple of 32 (a quarter-warp's 16-byte loads of two rows fall on the two
//     halves of the banks), V rows to 4 past (the 8 rows an ldmatrix phase reads fall on 8
//     different 16-byte bank columns);
//   - S = Q·Kᵀ: each warp's Q rows are A fragments kept in registers for the whole block (loaded
//     once). Columns are taken 32 at a time (two MMAs), a lane holding columns 8·tig .. 8·tig+7
//     of its rows and of its key: one 16-byte load each, the k order inside the 32 columns being
//     the same permutation for A and B (as in mladecode_mma.go). A width with 16 columns left over
//     takes them as one natural k-step;
//   - the online softmax in registers: a lane holds rows group and group+8 of its warp, 16 scores
//     of each a tile; the row max is reduced over the 4 lanes of the row (ShflXor 1, 2); the
//     scores are scaled by scale·log2(e) once so that exp is Exp2; the causal mask (−∞ past the
//     row's position) is applied only on the tiles that cross the warp's diagonal; the running sum
//     stays per lane and is reduced at the end;
//   - P·V: the probabilities, rounded to bf16, are the A fragments as they lie in the S
//     accumulators (the C of n-tiles 2s and 2s+1 is the A of k-step s); the B fragments (two
//     adjacent keys of one value column) come from the natural V rows by ldmatrix.trans, one x4
//     for two k-steps of an n-tile; Dv/8 n-tiles of output accumulators a lane;
//   - at the end O/l, rounded to bf16, is stored for the rows inside the chunk.
//
// Every row sees key 0 in the first tile, so its running max is finite from then on: a later
// fully masked tile gives exp2(−∞) = 0, never ∞ − ∞.
//
// The keys and values come from a source (flashSource): MLA's expanded form (k_nope and v of each
// head from the kv GEMM's rows, the rope key shared by all heads: mla_prefill_flash) or the paged
// cache of grouped-query attention (gqa_prefill_flash). Keys past the sequence's last (in the last
// tile) are read as its last key: finite values the mask gives probability 0. Query rows past the
// chunk's end (in the last query tile) compute on its last query and are not stored.
//
// Numerics: q, k and v are bf16 as stored; the probabilities are rounded to bf16 before P·V (HF's
// bf16 eager attention rounds them too); scores, max, sums and output accumulate in f32. Exp2 is
// the approximate ex2 (relative error ~2⁻²²).

// Flash prefill sources.
const (
	FlashMLA = "mla" // q [n, Heads, Nope+Rope]; kv [keys, Heads·(Nope+Dv)]; kpe [keys, Rope]
	FlashGQA = "gqa" // q [n, Heads, Dk]; k and v from the paged pools [slots, KVHeads·Dk]
)

// FlashPrefillSpec is one flash prefill kernel: Source says where the keys and values come from,
// Dk is the q·k width, Dv the value width; Nope is MLA's k_nope width (the rope key is Dk − Nope);
// KVHeads the GQA pools' heads (Dk = Dv = head_dim).
type FlashPrefillSpec struct {
	Source  string
	Heads   int64
	Dk, Dv  int64
	Nope    int64
	KVHeads int64
	Scale   float32
	// Hopper takes the warpgroup-MMA form (flashprefill_wgmma.go; sm_90a only): set by PlanFor for
	// SM90a where HopperOK.
	Hopper bool

	broken bool // tests: the causal mask drops the diagonal
}

// Flash tiling: 4 warps of 16 queries a block, keys in tiles of 64.
const (
	flashWarps = 4
	flashQ     = 16 * flashWarps
	flashKeys  = 64
)

// flashStride is a shared row stride (words) of at least w words (w a multiple of 4) that is 16 past
// a multiple of 32: a quarter-warp's 16-byte loads of two adjacent rows then fall on the two halves
// of the banks.
func flashStride(w int64) int64 {
	s := w + (16-w%32+32)%32
	return s
}

// flashVStride is a shared row stride (words) of at least w words (w a multiple of 4) that is 4 past
// a multiple of 32: the 8 rows an ldmatrix phase reads at one column then fall on 8 different
// 16-byte columns of the banks.
func flashVStride(w int64) int64 { return w + (4-w%32+32)%32 }

// Check reports a spec the kernel cannot take.
func (s FlashPrefillSpec) Check() error {
	if s.Heads <= 0 || s.Dk < 16 || s.Dk%16 != 0 || s.Dv < 8 || s.Dv%8 != 0 {
		return fmt.Errorf("flash prefill: heads %d, q·k width %d, value width %d, expected heads > 0, a q·k width of whole 16s and a value width of whole 8s", s.Heads, s.Dk, s.Dv)
	}
	switch s.Source {
	case FlashMLA:
		if s.Nope <= 0 || s.Nope >= s.Dk || s.Nope%8 != 0 {
			return fmt.Errorf("flash prefill: nope width %d of q·k width %d, expected a multiple of 8 below it", s.Nope, s.Dk)
		}
	case FlashGQA:
		if s.KVHeads <= 0 || s.Heads%s.KVHeads != 0 || s.Dk != s.Dv {
			return fmt.Errorf("flash prefill: %d heads over %d kv heads, widths %d and %d, expected kv heads dividing heads and equal widths", s.Heads, s.KVHeads, s.Dk, s.Dv)
		}
	default:
		return fmt.Errorf("flash prefill: source %q, expected %q or %q", s.Source, FlashMLA, FlashGQA)
	}
	if s.Hopper {
		if s.Dv%16 != 0 || s.Dv > 256 {
			return fmt.Errorf("flash prefill (warpgroup MMA): value width %d, expected a multiple of 16 up to 256", s.Dv)
		}
		if b := s.hopperShared(); b > 227<<10 {
			return fmt.Errorf("flash prefill (warpgroup MMA): %d bytes of shared memory, expected at most 227 KiB", b)
		}
		return nil
	}
	if b := s.sharedWords() * 4; b > 227<<10 {
		return fmt.Errorf("flash prefill: %d bytes of shared memory, expected at most 227 KiB", b)
	}
	return nil
}

// sharedWords is the shared memory the kernel takes, in words: two tiles of K and V.
func (s FlashPrefillSpec) sharedWords() int64 {
	return 2 * flashKeys * (flashStride(s.Dk/2) + flashVStride(s.Dv/2))
}

// FlashBlocks is the grid of one launch over queries queries (its "blocks" argument): a block per
// query tile (64 queries, 128 in the warpgroup form) and head.
func (s FlashPrefillSpec) FlashBlocks(queries int) int {
	tile := flashQ
	if s.Hopper {
		tile = flashHopperQ
	}
	return (queries + tile - 1) / tile * int(s.Heads)
}

// FlashPrefillBlocks is the "blocks" argument of a launch of the flash prefill kernel l over
// queries queries of heads heads. Both forms give each warp 16 queries, so a block's query tile is
// half its threads (64 queries for 128 threads, 128 for the warpgroup form's 256).
func FlashPrefillBlocks(l Launch, queries, heads int) int {
	tile := max(l.Block/2, 1)
	return (queries + tile - 1) / tile * heads
}

// flashHeadGroup is the heads whose blocks the flash prefill grid interleaves (flashPlace): the
// largest of 8, 4, 2, 1 that divides heads.
func flashHeadGroup(heads int64) int64 {
	g := int64(8)
	for heads%g != 0 {
		g /= 2
	}
	return g
}

// flashPlace is the head and query tile of block bid of a flash prefill launch of blocks blocks
// over heads heads. The grid walks the heads in groups of G = flashHeadGroup(heads); inside a group
// it goes tile by tile from the tile with the most keys, the group's G heads side by side. So the
// blocks running at once share the keys and values of a few heads, which stay in L2 while every
// tile of those heads reads them (heads side by side across the whole grid made each wave of
// query tiles read every head's keys again, from memory once a sequence's expanded keys outgrow
// L2: 134 MB at 2,048 tokens of DeepSeek-V3), and each group, the last one included, ends with its
// shortest blocks.
func (k *Kernel) flashPlace(bid, blocks *Value, heads int64) (h, tile *Value) {
	G := flashHeadGroup(heads)
	tiles := k.Div(blocks, k.I32(heads))
	per := k.Mul(tiles, k.I32(G)) // blocks of a group
	g, r := k.Div(bid, per), k.Rem(bid, per)
	h = k.Add(k.Mul(g, k.I32(G)), k.Rem(r, k.I32(G)))
	tile = k.Sub(k.Sub(tiles, k.I32(1)), k.Div(r, k.I32(G)))
	return h, tile
}

// FlashPrefillMaxQueries is the most queries one launch may take: q and out are indexed in i32, so
// queries·heads·width (the wider of q·k and v) stays below 2³¹. A longer chunk runs as several
// launches, each its queries' slice of q and out with q0 advanced.
func FlashPrefillMaxQueries(heads, dk, dv int) int { return (1<<31 - 1) / (heads * max(dk, dv)) }

// flashSeg is a run of a K or V row's columns in one buffer, in 16-byte chunks: at gives the
// element index (i32 or i64, 16-byte aligned) of chunk c of the run for key t (0-based in the
// sequence, in range).
type flashSeg struct {
	chunks int64
	buf    *Value
	at     func(t, c *Value) *Value
}

// flashSource is where a flash kernel's keys and values come from: K's and V's columns, as
// segments.
type flashSource struct{ k, v []flashSeg }

// flashParams are a flash kernel's parameters: the output, q, the source of keys and values for a
// head, the chunk's queries, its first position and the grid's block count.
type flashParams struct {
	out, q              *Value
	src                 func(h *Value) flashSource
	queries, q0, blocks *Value
}

// name is the kernel's name: source, widths and scale; the warpgroup form ends in _wgmma.
func (s FlashPrefillSpec) name() string {
	var name string
	switch s.Source {
	case FlashMLA:
		name = fmt.Sprintf("mla_prefill_flash_h%d_n%d_r%d_v%d_s%08x", s.Heads, s.Nope, s.Dk-s.Nope, s.Dv, math.Float32bits(s.Scale))
	case FlashGQA:
		name = fmt.Sprintf("gqa_prefill_flash_h%d_g%d_d%d_s%08x", s.Heads, s.KVHeads, s.Dk, math.Float32bits(s.Scale))
	}
	if s.Hopper {
		name += "_wgmma"
	}
	if s.broken {
		name += "_broken"
	}
	return name
}

// kind is the kernel's kind, the name the runtime finds it by (the same for both forms).
func (s FlashPrefillSpec) kind() string {
	if s.Source == FlashGQA {
		return "gqa_prefill_flash"
	}
	return "mla_prefill_flash"
}

// params declares the kernel's parameters (the same for both forms).
func (s FlashPrefillSpec) params(k *Kernel) flashParams {
	out := k.Param("out", PPtr, EBF16)
	q := k.Param("q", PPtr, EBF16)
	var src func(h *Value) flashSource
	switch s.Source {
	case FlashMLA:
		kv := k.Param("kv", PPtr, EBF16)
		kpe := k.Param("kpe", PPtr, EBF16)
		hw, rope := s.Heads*(s.Nope+s.Dv), s.Dk-s.Nope
		// Element indices in i64: a long context's kv rows (H·(nope+v) = 32,768 elements for
		// DeepSeek-V3) pass 2³¹ elements at 65,536 keys.
		at := func(t *Value, w int64, col *Value) *Value {
			return k.Add(k.Mul(k.Conv(TI64, t), k.I64(w)), k.Conv(TI64, col))
		}
		src = func(h *Value) flashSource {
			col := k.Mul(h, k.I32(s.Nope+s.Dv))
			return flashSource{
				k: []flashSeg{
					{s.Nope / 8, kv, func(t, c *Value) *Value { return at(t, hw, k.Add(col, k.Shl(c, k.I32(3)))) }},
					{rope / 8, kpe, func(t, c *Value) *Value { return at(t, rope, k.Shl(c, k.I32(3))) }},
				},
				v: []flashSeg{{s.Dv / 8, kv, func(t, c *Value) *Value {
					return at(t, hw, k.Add(k.Add(col, k.I32(s.Nope)), k.Shl(c, k.I32(3))))
				}}},
			}
		}
	case FlashGQA:
		kp := k.Param("k_pool", PPtr, EBF16)
		vp := k.Param("v_pool", PPtr, EBF16)
		table := k.Param("table", PPtr, EI32)
		seq := k.Param("seq", PI32, 0)
		maxBlocks, blockSize := k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
		wd := s.KVHeads * s.Dk
		src = func(h *Value) flashSource {
			col := k.Mul(k.Div(h, k.I32(s.Heads/s.KVHeads)), k.I32(s.Dk))
			at := func(t, c *Value) *Value { // in i64: slots · kv heads · head_dim may pass 2³¹
				row := k.Mul(k.Conv(TI64, k.cacheRow(table, seq, t, maxBlocks, blockSize)), k.I64(wd))
				return k.Add(row, k.Conv(TI64, k.Add(col, k.Shl(c, k.I32(3)))))
			}
			return flashSource{
				k: []flashSeg{{s.Dk / 8, kp, at}},
				v: []flashSeg{{s.Dv / 8, vp, at}},
			}
		}
	}
	queries := k.Param("queries", PI32, 0)
	q0 := k.Param("q0", PI32, 0)
	blocks := k.Param("blocks", PI32, 0)
	return flashParams{out: out, q: q, src: src, queries: queries, q0: q0, blocks: blocks}
}

func (s FlashPrefillSpec) Build() (*Kernel, Launch) {
	if err := s.Check(); err != nil {
		panic(err) // the planner checks specs before it builds them
	}
	k := NewKernel(s.name())
	p := s.params(k)
	if s.Hopper {
		return s.buildHopper(k, p)
	}
	out, q, src, queries, q0, blocks := p.out, p.q, p.src, p.queries, p.q0, p.blocks
	const nthreads = flashWarps * streamWarp
	KS, VS := flashStride(s.Dk/2), flashVStride(s.Dv/2) // words a staged K and V row
	KT, VT := flashKeys*KS, flashKeys*VS                // words a staged K and V tile
	ks := k.Shared(TI32, 2*KT)                          // K of two tiles, bf16 pairs
	vs := k.Shared(TI32, 2*VT)                          // V of two tiles, bf16 pairs

	tid, bid := k.Tid(), k.Ctaid()
	lane, warp := k.And(tid, k.I32(streamWarp-1)), k.Shr(tid, k.I32(5))
	group, tig := k.Shr(lane, k.I32(2)), k.And(lane, k.I32(3))
	zero, one := k.I32(0), k.I32(1)
	ninf := k.F32(math.Inf(-1))
	h, tile := k.flashPlace(bid, blocks, s.Heads)
	m0 := k.Mul(tile, k.I32(flashQ))
	keys := k.Add(q0, queries)
	last := k.Sub(queries, one)
	// This lane's query rows (0-based in the chunk): r[0] = group, r[1] = group+8 of the warp's 16.
	wr := k.Add(m0, k.Shl(warp, k.I32(4)))
	r := [2]*Value{k.Add(wr, group), k.Add(wr, k.Add(group, k.I32(8)))}
	lim := [2]*Value{k.Add(q0, r[0]), k.Add(q0, r[1])} // the last key each row sees
	src0 := src(h)

	// Q's A fragments, for the whole block. A 32-column chunk c: lane words 4·tig .. +3 of each
	// row (columns 32c+8tig .. +7), one 16-byte load; MMA j of the chunk takes words 2j, 2j+1.
	qrow := func(i int) *Value {
		row := k.Select(k.Lt(r[i], queries), r[i], last)
		return k.Mul(k.Add(k.Mul(row, k.I32(s.Heads)), h), k.I32(s.Dk))
	}
	qb := [2]*Value{qrow(0), qrow(1)}
	type kstep struct {
		a    [4]*Value
		word func(base, key *Value) [2]*Value // the B words of K for this k-step and key (a staged row from word base)
	}
	var steps []kstep
	for c := range s.Dk / 32 {
		va := k.LoadV(q, k.Add(qb[0], k.Add(k.Shl(tig, k.I32(3)), k.I32(32*c))))
		vb := k.LoadV(q, k.Add(qb[1], k.Add(k.Shl(tig, k.I32(3)), k.I32(32*c))))
		cache := map[*Value]*Value{}
		xk := func(base, key *Value) *Value {
			if x, ok := cache[key]; ok {
				return x
			}
			x := k.SLoadV(ks, k.Add(base, k.Add(k.Mul(key, k.I32(KS)), k.Add(k.Shl(tig, k.I32(2)), k.I32(16*c)))))
			cache[key] = x
			return x
		}
		for j := range int64(2) {
			steps = append(steps, kstep{
				a: [4]*Value{k.Lane(va, 2*j), k.Lane(vb, 2*j), k.Lane(va, 2*j+1), k.Lane(vb, 2*j+1)},
				word: func(base, key *Value) [2]*Value {
					x := xk(base, key)
					return [2]*Value{k.Lane(x, 2*j), k.Lane(x, 2*j+1)}
				},
			})
		}
	}
	if s.Dk%32 != 0 { // the last 16 columns as one natural k-step
		c0 := s.Dk - 16
		pair := func(base *Value, col *Value) *Value {
			at := k.Add(base, col)
			return k.Or(k.Shr(k.Bits(TI32, k.Load(q, at)), k.I32(16)), k.And(k.Bits(TI32, k.Load(q, k.Add(at, one))), k.u32(0xffff0000)))
		}
		ca, cb := k.Add(k.Shl(tig, one), k.I32(c0)), k.Add(k.Shl(tig, one), k.I32(c0+8))
		steps = append(steps, kstep{
			a: [4]*Value{pair(qb[0], ca), pair(qb[1], ca), pair(qb[0], cb), pair(qb[1], cb)},
			word: func(base, key *Value) [2]*Value {
				at := k.Add(base, k.Add(k.Mul(key, k.I32(KS)), k.Add(tig, k.I32(c0/2))))
				return [2]*Value{k.SLoad(ks, at), k.SLoad(ks, k.Add(at, k.I32(4)))}
			},
		})
	}

	NT := s.Dv / 8 // output n-tiles
	acc := make([][4]*Value, NT)
	for nt := range acc {
		for i := range 4 {
			acc[nt][i] = k.Var(k.F32(0))
		}
	}
	mrow := [2]*Value{k.Var(ninf), k.Var(ninf)}         // running max of each row (scaled scores)
	lrow := [2]*Value{k.Var(k.F32(0)), k.Var(k.F32(0))} // this lane's share of each row's sum
	sx := make([][4]*Value, flashKeys/8)                // the tile's scaled scores, then probabilities
	for j := range sx {
		for i := range 4 {
			sx[j][i] = k.Var(k.F32(0))
		}
	}
	c2 := k.F32(float64(s.Scale) * math.Log2E)
	kend := k.Add(q0, k.Select(k.Lt(k.Add(m0, k.I32(flashQ)), queries), k.Add(m0, k.I32(flashQ)), queries))
	// fetch starts the copies of key tile t0 into buffer b (K and V rows as they are in memory).
	fetch := func(t0, b *Value) {
		for _, x := range []struct {
			segs   []flashSeg
			dst    *Value
			stride int64
			tile   int64
		}{{src0.k, ks, KS, KT}, {src0.v, vs, VS, VT}} {
			off := int64(0)
			for _, seg := range x.segs {
				k.items(flashKeys*seg.chunks, nthreads, func(i *Value) {
					t, c := k.Div(i, k.I32(seg.chunks)), k.Rem(i, k.I32(seg.chunks))
					p := k.Add(t0, t) // past the sequence's last key: the last key
					p = k.Select(k.Lt(p, keys), p, k.Sub(keys, one))
					at := k.Add(k.Mul(b, k.I32(x.tile)), k.Add(k.Mul(t, k.I32(x.stride)), k.Shl(k.Add(c, k.I32(off)), k.I32(2))))
					k.CpAsync(x.dst, at, seg.buf, seg.at(p, c))
				})
				off += seg.chunks
			}
		}
	}
	ntiles := k.Div(k.Add(kend, k.I32(flashKeys-1)), k.I32(flashKeys))
	fetch(zero, zero)
	k.CpAsyncCommit()
	k.Loop(zero, ntiles, one, func(it *Value) {
		t0 := k.Mul(it, k.I32(flashKeys))
		b := k.And(it, one)
		// The next tile's copies go out before this tile's products (into the buffer the last
		// iteration read: its closing barrier has passed); an empty group past the last tile
		// keeps the wait below uniform.
		k.If(k.Lt(k.Add(it, one), ntiles), func() { fetch(k.Add(t0, k.I32(flashKeys)), k.Xor(b, one)) }, nil)
		k.CpAsyncCommit()
		k.CpAsyncWait(1) // this thread's copies of tile it are in
		k.Barrier()      // and everyone's
		kb, vb := k.Mul(b, k.I32(KT)), k.Mul(b, k.I32(VT))
		// S = Q·Kᵀ: n-tile j holds keys 8j .. 8j+7; this lane's B key is 8j+group.
		for j := range int64(flashKeys / 8) {
			kr := k.Add(group, k.I32(8*j))
			f0 := k.F32(0)
			c := [4]*Value{f0, f0, f0, f0}
			for _, st := range steps {
				d := k.MMA(mmaBF16, st.a, st.word(kb, kr), c)
				for i := range int64(4) {
					c[i] = k.MMAOut(d, i)
				}
			}
			for i := range 4 {
				k.Set(sx[j][i], k.Mul(c[i], c2))
			}
		}
		// The causal mask, on the tiles whose last key is past the warp's first row's position.
		k.If(k.Gt(k.Add(t0, k.I32(flashKeys-1)), k.Add(q0, wr)), func() {
			for j := range int64(flashKeys / 8) {
				for i := range int64(4) {
					t := k.Add(t0, k.Add(k.I32(8*j+i%2), k.Shl(tig, one)))
					in := k.Le(t, lim[i/2])
					if s.broken {
						in = k.Lt(t, lim[i/2])
					}
					k.Set(sx[j][i], k.Select(in, k.Get(sx[j][i]), ninf))
				}
			}
		}, nil)
		// Online softmax of rows group (i = 0, 1) and group+8 (i = 2, 3).
		var alpha [2]*Value
		var mnew [2]*Value
		for hr := range 2 {
			mt := ninf
			for j := range sx {
				for e := range 2 {
					x := k.Get(sx[j][2*hr+e])
					mt = k.Select(k.Gt(x, mt), x, mt)
				}
			}
			mnew[hr], alpha[hr] = k.runningMax(mt, mrow[hr])
		}
		var sum [2]*Value
		for j := range sx {
			for i := range 4 {
				p := k.Exp2(k.Sub(k.Get(sx[j][i]), mnew[i/2]))
				k.Set(sx[j][i], p)
				if sum[i/2] == nil {
					sum[i/2] = p
				} else {
					sum[i/2] = k.Add(sum[i/2], p)
				}
			}
		}
		for hr := range 2 {
			k.Set(lrow[hr], k.FMA(k.Get(lrow[hr]), alpha[hr], sum[hr]))
		}
		for nt := range acc {
			for i := range 4 {
				k.Set(acc[nt][i], k.Mul(k.Get(acc[nt][i]), alpha[i/2]))
			}
		}
		// O += P·V: k-step s is keys 16s .. 16s+15 (n-tiles 2s, 2s+1 of S).
		var pa [flashKeys / 16][4]*Value
		for st := range pa {
			p := func(j, i int) *Value { return k.Get(sx[j][i]) }
			pa[st] = [4]*Value{k.PackBF2(p(2*st, 0), p(2*st, 1)), k.PackBF2(p(2*st, 2), p(2*st, 3)),
				k.PackBF2(p(2*st+1, 0), p(2*st+1, 1)), k.PackBF2(p(2*st+1, 2), p(2*st+1, 3))}
		}
		// B of k-steps 2cc and 2cc+1 for value columns 8nt .. 8nt+7: one ldmatrix.trans of the
		// four 8×8 blocks of keys 32cc .. 32cc+31 (lane l gives key 32cc+l's row).
		for nt := range NT {
			for cc := range int64(flashKeys / 32) {
				row := k.Add(lane, k.I32(32*cc))
				x := k.LdMatrix(vs, k.Add(vb, k.Add(k.Mul(row, k.I32(VS)), k.I32(4*int64(nt)))), true)
				k.mmaAcc(mmaBF16, pa[2*cc], [2]*Value{k.Lane(x, 0), k.Lane(x, 1)}, acc[nt])
				k.mmaAcc(mmaBF16, pa[2*cc+1], [2]*Value{k.Lane(x, 2), k.Lane(x, 3)}, acc[nt])
			}
		}
		k.Barrier() // every warp is done with buffer b before the next iteration's copies into it
	})
	// O / l: the row sums over the 4 lanes of a row, then each row inside the chunk stored.
	inv := k.rowInverse(lrow)
	for hr := range 2 {
		k.If(k.Lt(r[hr], queries), func() {
			ob := k.Add(k.Mul(k.Add(k.Mul(r[hr], k.I32(s.Heads)), h), k.I32(s.Dv)), k.Shl(tig, one))
			for nt := range NT {
				for e := range 2 {
					k.Store(out, k.Add(ob, k.I32(8*int64(nt)+int64(e))), k.Mul(k.Get(acc[nt][2*hr+e]), inv[hr]))
				}
			}
		}, nil)
	}
	return finish(k, s.kind(), nthreads, Grid{Count: "blocks", Mult: 1, PerBlock: 1})
}

// items runs n items over a block of b threads, item i = tid + u·b, unrolled; items past n (where b
// does not divide n) redo item n−1.
func (k *Kernel) items(n, b int64, item func(i *Value)) {
	tid := k.Tid()
	for u := range (n + b - 1) / b {
		i := k.Add(tid, k.I32(u*b))
		if (u+1)*b > n {
			i = k.Select(k.Lt(i, k.I32(n)), i, k.I32(n-1))
		}
		item(i)
	}
}

// rowInverse is 1/l of each of a lane's two rows, l its running sum added over the 4 lanes of the
// row's quad.
func (k *Kernel) rowInverse(lrow [2]*Value) [2]*Value {
	var inv [2]*Value
	for hr := range 2 {
		l := k.Get(lrow[hr])
		l = k.Add(l, k.ShflXor(l, 1))
		l = k.Add(l, k.ShflXor(l, 2))
		inv[hr] = k.Div(k.F32(1), l)
	}
	return inv
}

// lazyMaxSlack is how far past a row's running max (in log2 units) a tile's max may go before
// lazyMax moves it: probabilities against the old max then stay at most 2^8.
const lazyMaxSlack = 8

// lazyMax is runningMax that moves the row's max only when the tile's (mt, over the row's quad)
// passes it by more than lazyMaxSlack, FlashAttention-4's conditional rescale: most tiles of a
// long row then leave the max, and the output, as they are (alpha exactly 1). The first tile
// always moves it (from −∞).
func (k *Kernel) lazyMax(mt, mrow *Value) (mnew, alpha *Value) {
	for _, m := range []int64{1, 2} {
		mt = k.Max(mt, k.ShflXor(mt, m))
	}
	return k.lazyDecodeMax(mt, mrow, nil)
}

// rescaleMoved multiplies each accumulator acc[i] (of row i%4/2, one of a thread's two) by its
// row's α, under a branch that a warp whose rows all kept their max (α exactly 1: lazyMax,
// lazyDecodeMax) skips. Only where no warpgroup product is in flight: ptxas may serialise wgmma
// across a branch.
func (k *Kernel) rescaleMoved(acc []*Value, alpha [2]*Value) {
	one := k.F32(1)
	k.If(k.Or(k.Ne(alpha[0], one), k.Ne(alpha[1], one)), func() {
		for i := range acc {
			k.Set(acc[i], k.Mul(k.Get(acc[i]), alpha[i%4/2]))
		}
	}, nil)
}

// runningMax takes a score row's tile max mt over the 4 lanes that hold the row (a quad) and
// updates the row's running max (the variable mrow): the new max, and the rescale 2^(old − new) of
// what the row summed before (scores already in log2 units).
func (k *Kernel) runningMax(mt, mrow *Value) (mnew, alpha *Value) {
	for _, m := range []int64{1, 2} {
		o := k.ShflXor(mt, m)
		mt = k.Select(k.Gt(o, mt), o, mt)
	}
	mold := k.Get(mrow)
	mnew = k.Select(k.Gt(mt, mold), mt, mold)
	alpha = k.Exp2(k.Sub(mold, mnew))
	k.Set(mrow, mnew)
	return mnew, alpha
}

// tree combines vs pairwise (op(vs[0], vs[1]), op(vs[2], vs[3]), … then those), so that the
// longest chain of dependent ops is log2 of their count.
func (k *Kernel) tree(vs []*Value, op func(a, b *Value) *Value) *Value {
	for len(vs) > 1 {
		next := make([]*Value, 0, (len(vs)+1)/2)
		for i := 0; i+1 < len(vs); i += 2 {
			next = append(next, op(vs[i], vs[i+1]))
		}
		if len(vs)%2 == 1 {
			next = append(next, vs[len(vs)-1])
		}
		vs = next
	}
	return vs[0]
}
