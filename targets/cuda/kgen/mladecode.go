package kgen

import (
	"fmt"
	"math"

	"afdc/ir"
)

// MLA attention split over the sequence (flash-decoding), absorbed form. The per-(token, head)
// kernel (attention.go) re-reads every cached latent once per head and runs its dots serially per
// thread; at DeepSeek-V3 widths that is 128 reads of each cached token a step. Here:
//
//   - the absorption q_abs = q_nope·W_kn and the output projection out = o_lat·W_vᵀ are batched
//     GEMMs over the heads (the runtime runs them on cuBLAS), so no attention block reads weights;
//   - mla_decode: one block per (row, split, head group) streams its chunk of the row's paged latent
//     cache once for the group's HG heads (groups of one (row, split) are adjacent in the grid, so
//     their re-reads of the chunk hit L2), keeping an online softmax (running max, running sum, f32
//     partial output over the latent) per head, written to a workspace;
//   - mla_combine: one block per (row, head) merges the splits into o_lat.
//
// Launch arguments are graph-stable: device pointers, max_blocks, block_size, splits and
// row_splits = rows·splits (the grid count). Each block reads its row's position from tok_pos and
// does nothing when its chunk lies past the row's context, so one launch serves decode, prefill and
// mixed rows (row i attends causally to positions 0..tok_pos[i] of its sequence).
//
// Split s of a row covers positions [s·chunk, (s+1)·chunk) with
//
//	chunk = roundup(ceil(max_blocks·block_size / splits), SplitAlign)
//
// (max_blocks·block_size bounds every row's context, so splits·chunk covers it; SplitAlign, 64, is
// a whole tile of every split kernel, and one cache block of 64 positions for the bulk-copy form of
// the seesaw kernel, whose tiles must not cross a block). The workspace is
// [rows, splits, Heads, PartRow(Rank)] f32: per (row, split, head) the partial output (relative to
// the running max), then the max, then the sum, padded: MLAWorkspaceBytes.
//
// Scores are float32(q_abs·c_t + q_pe·kpe_t)·scale with the dot split across a warp's lanes and a
// butterfly sum; the softmax sums in f32 per tile of 32 positions; the CPU reference
// (kernels.MLAAttentionPaged) sums in other orders: they agree to f32 rounding, not bit for bit.

const (
	mlaTile     = 32 // positions a tile: one a lane in the softmax
	mlaWarps    = 8
	mlaBlock    = mlaWarps * streamWarp
	mlaTokWarp  = mlaTile / mlaWarps // positions a warp scores at a time
	mlaPVUnroll = 8                  // positions whose values a thread loads at once for the weighted sum
	// MLAMaxSplits bounds splits (the combine's shared weights).
	MLAMaxSplits = 64
	// SplitAlign is what the positions of a split decode kernel's split are a multiple of (the
	// package comment above).
	SplitAlign   = 64
	mlaCombBlock = 128
)

// MLAWorkspaceBytes is the f32 workspace mla_decode (or gqa_decode, rank its head dim) writes for
// rows × splits.
func MLAWorkspaceBytes(rows, splits int, heads, rank int64) int {
	return rows * splits * int(heads) * int(PartRow(rank)) * 4
}

// PartRow is the f32 stride of a split workspace's rows: a (row, split, head)'s width partial
// output values, its max and its sum, padded to a multiple of 8 (32 bytes) so that every row starts
// on a sector. Rows width+2 apart (2,056 bytes at width 512) made a warp's stores of a tile's rows
// straddle sectors, half of each written a store: on the H200 the seesaw MLA decode took 16.1 µs at
// batch 1 and 38.3 at batch 8 with them, 12.4 and 33.3 with rows on sectors (docs/perf.md).
func PartRow(width int64) int64 { return roundUp(width+2, 8) }

// partAt is the element index in a split workspace of (row·splits + split) rs, head's row:
// (rs·heads + head)·PartRow(width).
func (k *Kernel) partAt(rs, head *Value, heads, width int64) *Value {
	return k.Mul(k.Add(k.Mul(rs, k.I32(heads)), head), k.I32(PartRow(width)))
}

// MLADecodeSpec is the split attention core. Q is the element of q (its q_pe part is read; q_abs
// comes in QAbs), Pool the cache's. HG heads share a block; Heads % HG == 0.
type MLADecodeSpec struct {
	Q, Pool                     Elem
	Heads, HG, Nope, Rope, Rank int64
	Scale                       float32
	// NoMMA keeps a bf16 spec on the CUDA-core kernel (benchmarks compare the two); Warps is the
	// tensor-core block's warps, 4 or 8 (0: 8 where the latent splits, else 4). See mladecode_mma.go.
	NoMMA bool
	Warps int64
	// Stage has the tensor-core kernel copy each tile of the cache into shared memory once, for
	// both of its passes to read, instead of each pass loading the rows from global memory. It is
	// measured slower on the H200 and left to benchmarks (mladecode_mma.go, docs/perf.md).
	Stage bool
	// Hopper takes the warpgroup-MMA kernel (mladecode_wg.go; sm_90a only): set by PlanFor
	// for SM90a where HopperOK.
	Hopper bool
	// Seesaw takes the warpgroup kernel's seesaw form (mladecode_ss.go) where SeesawOK: the two
	// warpgroups take turns on pairs of tiles, one's softmax running under the other's products.
	Seesaw bool
	// Bulk has the seesaw form read the cache by bulk tensor copies through a tensor map of the
	// pool (PoolMap), under an evict-first L2 policy, instead of every thread's cp.async: a kernel
	// of its own (Kind "mla_decode_bulk"), which the runtime takes where the cache's blocks are of
	// a multiple of SplitAlign positions.
	Bulk bool
	// FA takes the flash-attention kernel (mladecode_fa.go; 64 heads a block): set by PlanFor for
	// SM90 and SM90a where FAOK. FASingle keeps it to one cache tile in shared memory (153 KiB: an
	// A100's 163 KiB a block hold it, Ada's 99 do not) instead of two; benchmarks only.
	FA, FASingle bool
	// broken swaps two A registers of the tensor-core (or flash-attention) kernel's score MMA: a wrong fragment
	// mapping that the interpreter tests must catch (set only by tests).
	broken bool
	// viaCombine leaves the warpgroup kernel's one-split launches to the workspace and the combine
	// (set only by tests, which check that both give the same bits).
	viaCombine bool
	// ssKnobs varies the seesaw form, for benchmarks. Parts turned back: "o" leaves the ropes to
	// warpgroup 1 and the scores in region order, "r" looks the copies' rows up in the pair they
	// are for, "f" stores a one-split o_lat from the registers, "s" loads q_abs in rounds of
	// qBatch; with Bulk, "h" drops the evict-first policy.
	ssKnobs string
}

// PoolMap reports whether the kernel Build makes reads the cache through a tensor map, parameter
// pool_map: the pool as [rows, Rank+Rope] bf16, boxes of 64 values × 64 rows, 128-byte swizzle
// (MLAPoolBox). Thread 0 of each warpgroup issues each region of a tile as one box, 64 positions of
// one cache block, so the block size must be a multiple of 64 (the splits start at multiples of
// SplitAlign). A box past a split's end reads the block of the split's first position; a box the
// sequence's end cuts reads the rows after the end in its block, which get probability 0 and so
// must hold finite values (the runtime zeroes its pools when it allocates them).
func (s MLADecodeSpec) PoolMap() bool {
	return s.Hopper && s.Seesaw && s.Bulk
}

// MLAPoolBox is the box, in elements (values, rows), of the pool's tensor map that the bulk-copy
// form reads (PoolMap).
var MLAPoolBox = [2]uint32{64, 64}

// MLAHeadGroup is the heads a decode block serves: 16 where they divide (the q block of 16 heads ×
// 576 f32 is 36 KiB of shared memory), else the largest divisor below.
func MLAHeadGroup(heads int64) int64 {
	for g := int64(16); g > 1; g-- {
		if heads%g == 0 {
			return g
		}
	}
	return 1
}

// Check reports shapes the kernel cannot serve.
func (s MLADecodeSpec) Check() error {
	w := s.Rank + s.Rope
	switch {
	case s.HG < 1 || s.HG > 16 || s.Heads%s.HG != 0:
		return fmt.Errorf("mla_decode: head group %d of %d heads, expected 1..16 dividing the heads", s.HG, s.Heads)
	case s.Rank <= 0 || s.Rope < 0 || s.Nope < 0:
		return fmt.Errorf("mla_decode: rank %d, rope %d, nope %d, expected a positive rank", s.Rank, s.Rope, s.Nope)
	case s.HG*roundUp(w, streamWarp)*4+s.HG*mlaTile*4 > 46<<10:
		return fmt.Errorf("mla_decode: %d heads × %d of f32 exceed the static shared memory", s.HG, w)
	case s.Pool == EF8 && (!KVF8OK(s.Rank, s.Rope) || s.Q != EBF16):
		return fmt.Errorf("mla_decode: an FP8 cache with %s q, rank %d, rope %d; expected bf16 q, rank a multiple of %d, rope of 8", s.Q, s.Rank, s.Rope, kvF8Block)
	case s.FA && s.Hopper:
		return fmt.Errorf("mla_decode: both the flash-attention and the warpgroup kernel asked, expected one")
	case s.FA && !s.FAOK():
		return fmt.Errorf("mla_decode: flash-attention kernel for %s q, %s cache, %d heads, rank %d, rope %d; expected bf16 q, a bf16 or FP8 cache (FP8: rank a multiple of 128, rope of 8), heads in 64s, rank+rope a multiple of 64 up to %d, rank a multiple of 64 up to 512",
			s.Q, s.Pool, s.Heads, s.Rank, s.Rope, faMaxW)
	case s.Bulk && !(s.Hopper && s.Seesaw && s.Pool == EBF16):
		return fmt.Errorf("mla_decode: bulk copies of a %s cache in a kernel other than the seesaw one, expected the seesaw form over a bf16 cache", s.Pool)
	case s.Seesaw && !s.Hopper:
		return fmt.Errorf("mla_decode: the seesaw form asked without the warpgroup kernel, expected both")
	case s.Hopper && !s.HopperOK():
		return fmt.Errorf("mla_decode: warpgroup kernel for %s q, %s cache, %d heads, rank %d, rope %d; expected bf16, heads in 64s, rank+rope a multiple of 64 up to %d, rank a multiple of 128 up to 512",
			s.Q, s.Pool, s.Heads, s.Rank, s.Rope, wgMaxW)
	}
	return nil
}

// mlaChunk is the positions a split covers (see the package comment above).
func (k *Kernel) mlaChunk(maxBlocks, blockSize, splits *Value) *Value {
	ctx := k.Mul(maxBlocks, blockSize)
	c := k.Div(k.Add(ctx, k.Sub(splits, k.I32(1))), splits)
	return k.Mul(k.Div(k.Add(c, k.I32(SplitAlign-1)), k.I32(SplitAlign)), k.I32(SplitAlign))
}

// splitPlace is where a split decode block works, from its block index bid over groups head
// groups: its head group g, its (row, split) index rs, the row, the row's sequence sq and causal
// length n, and the positions [lo, hi) of its split (hi clamped to n; lo ≥ n: nothing to do).
func (k *Kernel) splitPlace(bid *Value, groups int64, seq, pos, maxBlocks, blockSize, splits *Value) (g, rs, row, sq, n, lo, hi *Value) {
	g = k.Rem(bid, k.I32(groups))
	rs = k.Div(bid, k.I32(groups))
	row, sp := k.Div(rs, splits), k.Rem(rs, splits)
	sq = k.Load(seq, row)
	n = k.Add(k.Load(pos, row), k.I32(1))
	chunk := k.mlaChunk(maxBlocks, blockSize, splits)
	lo = k.Mul(sp, chunk)
	end := k.Add(lo, chunk)
	hi = k.Select(k.Lt(end, n), end, n)
	return g, rs, row, sq, n, lo, hi
}

// Groups is the head groups of a row the kernel Build makes covers, a block each: its launch's
// grid multiple, which the runtime's split counts follow (known without building the kernel).
func (s MLADecodeSpec) Groups() int64 {
	switch {
	case s.Hopper:
		return s.Heads / wgHeads
	case s.FA:
		return s.Heads / faHeads
	case s.TensorCores():
		return s.Heads / 16
	}
	return s.Heads / s.HG
}

// MLADecodeGroups is Groups of the mla_decode kernel arch's plan gives op (an MLA attention op);
// ok is false when it has none.
func MLADecodeGroups(op *ir.Op, arch Arch) (groups int64, ok bool) {
	specs, err := specForArch(op, arch)
	if err != nil {
		return 0, false
	}
	for _, s := range specs {
		if d, isDecode := s.(MLADecodeSpec); isDecode {
			return d.Groups(), true
		}
	}
	return 0, false
}

// QAbs is the type of q_abs = q_nope·W_kn that the kernel Build makes reads. The tensor-core
// kernels multiply it as bf16, so the absorption GEMM rounds its f32 sums to bf16 for them, as
// they would, and they stage half the bytes: on an H200 at DeepSeek-V3's widths that took the
// flash-attention, lockstep warpgroup and 8-warp tensor-core kernels 1–7 % faster at batch 1 to
// 256 (docs/perf.md). The seesaw kernel reads f32 and rounds it as it stages: with bf16 it ran
// 3–8 % faster at batch 1 and 8 but 2–3 % slower at 64 and 256, its one-split batches, whatever
// the staging's order and loads in flight. The CUDA-core kernel sums in f32.
func (s MLADecodeSpec) QAbs() Elem {
	switch {
	case s.Hopper && s.Seesaw:
		return EF32
	case s.Hopper || s.FA || s.TensorCores():
		return EBF16
	}
	return EF32
}

func (s MLADecodeSpec) Build() (*Kernel, Launch) {
	if err := s.Check(); err != nil {
		panic(err) // specFor checks the shapes first
	}
	if s.Hopper && s.Seesaw {
		return s.buildSS()
	}
	if s.Hopper {
		return s.buildWG()
	}
	if s.FA {
		return s.buildFA()
	}
	if s.TensorCores() {
		return s.buildMMA()
	}
	k := NewKernel(fmt.Sprintf("mla_decode_%s_h%d_g%d_n%d_r%d_k%d_s%08x", elemSuffix(s.Q, s.Pool), s.Heads, s.HG, s.Nope,
		s.Rope, s.Rank, math.Float32bits(s.Scale)))
	part := k.Param("part", PPtr, EF32)
	qabs := k.Param("qabs", PPtr, s.QAbs())
	q := k.Param("q", PPtr, s.Q)
	pool := k.Param("pool", PPtr, s.poolParam())
	W := s.Rank + s.Rope
	rw := W // a row's elements; an FP8 row's words
	var load func(pool, base, at *Value) *Value
	if s.Pool == EF8 {
		rw, load = KVF8RowWords(s.Rank, s.Rope), func(pool, base, at *Value) *Value { return k.f8Value(pool, base, at, s.Rank, s.Rope) }
	}
	k.splitAttention(splitAttn{Heads: s.Heads, HG: s.HG, W: W, VW: s.Rank, Scale: s.Scale, part: part, kpool: pool, vpool: pool, load: load,
		// The group's [q_abs | q_pe] of head `head` (row·Heads + head index), value d < W.
		stageQ: func(i, head, d *Value, qs *Value) {
			k.If(k.Lt(d, k.I32(s.Rank)), func() {
				k.SStore(qs, i, k.Load(qabs, k.Add(k.Mul(head, k.I32(s.Rank)), d)))
			}, func() {
				k.SStore(qs, i, k.Load(q, k.Add(k.Mul(head, k.I32(s.Nope+s.Rope)), k.Add(k.I32(s.Nope-s.Rank), d))))
			})
		},
		rowBase: func(_, row *Value) *Value { return k.Mul(row, k.I32(rw)) },
	})
	return finish(k, "mla_decode", mlaBlock, Grid{Count: "row_splits", Mult: s.Heads / s.HG, PerBlock: 1})
}

// mlaDecodeParams are the parameters of every mla_decode kernel, in launch order: the workspace,
// q_abs, q, the latent pool, then the paging (splitParams).
type mlaDecodeParams struct {
	part, qabs, q, pool *Value
	splitParams
}

// splitParams are the split kernels' paging parameters (table, tok_seq, tok_pos, max_blocks,
// block_size, splits, row_splits), in launch order after a kernel's own.
type splitParams struct{ table, seq, pos, maxBlocks, blockSize, splits *Value }

func (k *Kernel) splitParams() splitParams {
	var p splitParams
	p.table = k.Param("table", PPtr, EI32)
	p.seq, p.pos = k.Param("tok_seq", PPtr, EI32), k.Param("tok_pos", PPtr, EI32)
	p.maxBlocks, p.blockSize = k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
	p.splits = k.Param("splits", PI32, 0)
	k.Param("row_splits", PI32, 0)
	return p
}

// mlaDecodeParams declares an mla_decode kernel's parameters on k.
func (s MLADecodeSpec) decodeParams(k *Kernel) mlaDecodeParams {
	var p mlaDecodeParams
	p.part = k.Param("part", PPtr, EF32)
	p.qabs = k.Param("qabs", PPtr, s.QAbs())
	p.q = k.Param("q", PPtr, s.Q)
	p.pool = k.Param("pool", PPtr, s.poolParam())
	p.splitParams = k.splitParams()
	return p
}

// poolParam is the element type of the pool parameter: the cache's, or EI32 for an FP8 cache's
// rows, which the kernels read as words (kvfp8.go).
func (s MLADecodeSpec) poolParam() Elem {
	if s.Pool == EF8 {
		return EI32
	}
	return s.Pool
}

// splitAttn is what the MLA and GQA split kernels differ in. A block serves HG query heads (h0 ..
// h0+HG−1, h0 = (blockIdx mod Heads/HG)·HG) of one (row, split); the scores are q·K over W values of
// a key row, the output sums VW values of the value row at the same offset.
type splitAttn struct {
	Heads, HG, W, VW int64
	Scale            float32
	part             *Value // [rows, splits, Heads, PartRow(VW)] f32
	kpool, vpool     *Value
	// stageQ stores value d (< W) of query head `head` (row·Heads + its index) into qs[i].
	stageQ func(i, head, d, qs *Value)
	// rowBase is the element offset in the pools of a position's key (and value) for the
	// block's first head h0, the position's pool row given (block·block_size + slot).
	rowBase func(h0, row *Value) *Value
	// load, when set, reads value at of the key (and value) row at base instead of a Load of the
	// pool there: an FP8 cache's row (kvfp8.go).
	load func(pool, base, at *Value) *Value
}

// read is value at of the row at base of pool (kpool or vpool).
func (c splitAttn) read(k *Kernel, pool, base, at *Value) *Value {
	if c.load != nil {
		return c.load(pool, base, at)
	}
	return k.Load(pool, k.Add(base, at))
}

// splitAttention emits the split kernel's body after its own parameters, appending the paging
// parameters (table, tok_seq, tok_pos, max_blocks, block_size, splits, row_splits).
func (k *Kernel) splitAttention(c splitAttn) {
	W, VW := c.W, c.VW
	Wp := roundUp(W, streamWarp) // a lane reads values lane + 32·j; the q block is padded with zeros
	G := c.Heads / c.HG
	part := c.part
	sp := k.splitParams()
	table, seq, pos, maxBlocks, blockSize, splits := sp.table, sp.seq, sp.pos, sp.maxBlocks, sp.blockSize, sp.splits
	tid, bid := k.Tid(), k.Ctaid()
	lane, warp := k.And(tid, k.I32(streamWarp-1)), k.Shr(tid, k.I32(5))
	g, rs, row, sq, n, lo, hi := k.splitPlace(bid, G, seq, pos, maxBlocks, blockSize, splits)
	zero := k.I32(0)
	ninf := k.F32(math.Inf(-1))

	qs := k.Shared(TF32, c.HG*Wp)      // the group's queries, padded with zeros, head-major
	ss := k.Shared(TF32, c.HG*mlaTile) // scores, then probabilities, head-major
	ms := k.Shared(TF32, c.HG)         // running max
	ls := k.Shared(TF32, c.HG)         // running sum
	as := k.Shared(TF32, c.HG)         // this tile's rescale of the partial output
	rowS := k.Shared(TI32, mlaTile)    // pool offsets of the tile's positions

	// Value columns a thread accumulates: tid + mlaBlock·j for every head of the group; or, where
	// the value row is narrower than the block (GQA's 128), column tid mod VW of every R-th head
	// from tid / VW, so that no thread idles.
	ncol := (VW + mlaBlock - 1) / mlaBlock
	R := int64(1)
	if VW < mlaBlock && mlaBlock%VW == 0 && c.HG%(mlaBlock/VW) == 0 {
		R = mlaBlock / VW
	}
	nh := c.HG / R // heads a thread accumulates
	k.If(k.Lt(lo, n), func() {
		h0 := k.Mul(g, k.I32(c.HG))
		k.Loop(tid, k.I32(c.HG*Wp), k.I32(mlaBlock), func(i *Value) {
			h, d := k.Div(i, k.I32(Wp)), k.Rem(i, k.I32(Wp))
			head := k.Add(k.Mul(row, k.I32(c.Heads)), k.Add(h0, h))
			k.If(k.Lt(d, k.I32(W)), func() { c.stageQ(i, head, d, qs) }, func() { k.SStore(qs, i, k.F32(0)) })
		})
		k.If(k.Lt(tid, k.I32(c.HG)), func() {
			k.SStore(ms, tid, ninf)
			k.SStore(ls, tid, k.F32(0))
		}, nil)
		var cols []*Value
		var colOK []*Value
		acc := make([][]*Value, nh)
		headOf := func(m int64) *Value { return k.I32(m) }
		if R > 1 {
			cols, colOK = []*Value{k.Rem(tid, k.I32(VW))}, []*Value{k.Lt(tid, k.I32(mlaBlock))}
			hsub := k.Div(tid, k.I32(VW))
			headOf = func(m int64) *Value { return k.Add(hsub, k.I32(R*m)) }
		}
		for j := range ncol {
			if R > 1 {
				break
			}
			col := k.Add(tid, k.I32(j*mlaBlock))
			ok := k.Lt(col, k.I32(VW))
			cols = append(cols, k.Select(ok, col, zero))
			colOK = append(colOK, ok)
		}
		for h := range acc {
			for range ncol {
				acc[h] = append(acc[h], k.Var(k.F32(0)))
			}
		}
		k.Barrier()
		k.Loop(lo, hi, k.I32(mlaTile), func(t0 *Value) {
			// Scores: warp w takes positions t0 + w·mlaTokWarp + i; its lanes split each position's
			// W values (lane + 32·j) and a butterfly adds them.
			var cv [mlaTokWarp][]*Value
			var valid [mlaTokWarp]*Value
			for i := range int64(mlaTokWarp) {
				t := k.Add(t0, k.Add(k.Mul(warp, k.I32(mlaTokWarp)), k.I32(i)))
				valid[i] = k.Lt(t, hi)
				base := c.rowBase(h0, k.cacheRow(table, sq, k.Select(valid[i], t, lo), maxBlocks, blockSize))
				k.If(k.Eq(lane, zero), func() {
					k.SStore(rowS, k.Add(k.Mul(warp, k.I32(mlaTokWarp)), k.I32(i)), base)
				}, nil)
				for j := range Wp / streamWarp {
					at := k.Add(lane, k.I32(j*streamWarp))
					if (j+1)*streamWarp <= W {
						cv[i] = append(cv[i], c.read(k, c.kpool, base, at))
						continue
					}
					// The padded tail: lanes past W read their row's first value and use 0.
					ok := k.Lt(at, k.I32(W))
					x := c.read(k, c.kpool, base, k.Select(ok, at, zero))
					cv[i] = append(cv[i], k.Select(ok, x, k.F32(0)))
				}
			}
			// Two heads an iteration where they pair up: twice the independent sums in flight
			// through the butterflies.
			hu := int64(1)
			if c.HG%2 == 0 {
				hu = 2
			}
			k.Loop(zero, k.I32(c.HG), k.I32(hu), func(h0 *Value) {
				var dot [2][mlaTokWarp]*Value
				for v := range hu {
					qb := k.Add(k.Mul(k.Add(h0, k.I32(v)), k.I32(Wp)), lane)
					for j := range Wp / streamWarp {
						qv := k.SLoad(qs, k.Add(qb, k.I32(j*streamWarp)))
						for i := range mlaTokWarp {
							if j == 0 {
								dot[v][i] = k.Mul(qv, cv[i][j])
							} else {
								dot[v][i] = k.FMA(qv, cv[i][j], dot[v][i])
							}
						}
					}
				}
				for m := int64(16); m > 0; m /= 2 {
					for v := range hu {
						for i := range mlaTokWarp {
							dot[v][i] = k.Add(dot[v][i], k.ShflXor(dot[v][i], m))
						}
					}
				}
				for v := range hu {
					h := k.Add(h0, k.I32(v))
					for i := range int64(mlaTokWarp) {
						x := k.Select(valid[i], k.Mul(dot[v][i], k.F32(float64(c.Scale))), ninf)
						k.If(k.Eq(lane, zero), func() {
							k.SStore(ss, k.Add(k.Mul(h, k.I32(mlaTile)), k.Add(k.Mul(warp, k.I32(mlaTokWarp)), k.I32(i))), x)
						}, nil)
					}
				}
			})
			k.Barrier()
			// Online softmax: warp w updates heads w, w+8, …; lane = position in the tile. Every
			// tile holds at least one valid position, so its max is finite.
			k.Loop(warp, k.I32(c.HG), k.I32(mlaWarps), func(h *Value) {
				at := k.Add(k.Mul(h, k.I32(mlaTile)), lane)
				x := k.SLoad(ss, at)
				mold := k.SLoad(ms, h)
				mt := k.warpMax(x)
				mnew := k.Select(k.Gt(mold, mt), mold, mt)
				p := k.ExpF32(k.Sub(x, mnew))
				sum := k.WarpSum(p)
				alpha := k.ExpF32(k.Sub(mold, mnew))
				k.SStore(ss, at, p)
				k.If(k.Eq(lane, zero), func() {
					k.SStore(ms, h, mnew)
					k.SStore(ls, h, k.FMA(k.SLoad(ls, h), alpha, sum))
					k.SStore(as, h, alpha)
				}, nil)
			})
			k.Barrier()
			// Partial output: each thread owns ncol value columns of nh heads of the group.
			for h := range nh {
				a := k.SLoad(as, headOf(h))
				for j := range ncol {
					k.Set(acc[h][j], k.Mul(k.Get(acc[h][j]), a))
				}
			}
			// Every position of the tile, mlaPVUnroll at a time with all their loads issued first
			// (one load latency per group rather than per position): positions past hi have
			// probability 0 and a valid pool offset (rowS), so they add nothing.
			k.Loop(zero, k.I32(mlaTile), k.I32(mlaPVUnroll), func(i0 *Value) {
				var cv [mlaPVUnroll][]*Value
				for u := range int64(mlaPVUnroll) {
					base := k.SLoad(rowS, k.Add(i0, k.I32(u)))
					for j := range ncol {
						cv[u] = append(cv[u], c.read(k, c.vpool, base, cols[j]))
					}
				}
				for u := range int64(mlaPVUnroll) {
					for h := range nh {
						p := k.SLoad(ss, k.Add(k.Mul(headOf(h), k.I32(mlaTile)), k.Add(k.I32(u), i0)))
						for j := range ncol {
							k.Set(acc[h][j], k.FMA(p, cv[u][j], k.Get(acc[h][j])))
						}
					}
				}
			})
			k.Barrier() // the next tile overwrites the scores and offsets
		})
		// part[((row·splits + sp)·Heads + head)·PartRow(VW) + …]
		pb := k.partAt(rs, h0, c.Heads, VW)
		for h := range nh {
			hb := k.Add(pb, k.Mul(headOf(h), k.I32(PartRow(VW))))
			for j := range ncol {
				k.If(colOK[j], func() { k.Store(part, k.Add(hb, cols[j]), k.Get(acc[h][j])) }, nil)
			}
		}
		k.If(k.Lt(tid, k.I32(c.HG)), func() {
			hb := k.Add(pb, k.Mul(tid, k.I32(PartRow(VW))))
			k.Store(part, k.Add(hb, k.I32(VW)), k.SLoad(ms, tid))
			k.Store(part, k.Add(hb, k.I32(VW+1)), k.SLoad(ls, tid))
		}, nil)
	}, nil)
}

// CombineSpec merges a split kernel's splits (mla_decode's or gqa_decode's) into out [rows, Heads,
// Width] (Out): with M the max over the row's splits, out = Σ_s e^(m_s−M)·o_s / Σ_s e^(m_s−M)·l_s.
// Splits past the row's context (s·chunk ≥ tok_pos+1) were not written and are not read. For MLA
// out is o_lat (Width = Rank), for GQA the attention output (Width = HeadDim). Kind is the launch
// kind: "mla_combine" or "gqa_combine".
type CombineSpec struct {
	Kind         string
	Out          Elem
	Heads, Width int64
}

// Build emits the combine: one block of 128 threads per (row, head).
//
// A block whose row has one split writes o_0·(1/l_0) (its weight e^0 is 1): every thread loads all
// of its columns before it stores any, one read and one write a value.
//
// With several splits, the threads first take a split each: each loads its split's max and sum
// once, the block's max M comes from warp butterflies and one shared slot a warp, each thread
// computes its split's e_s = e^(m_s−M) once, and the denominator Σ e_s·l_s is a butterfly over each
// warp's lanes then the warps' sums in warp order. Both reductions are a fixed tree over the split
// index, so a row's result has the same bits for the same workspace and split count, whatever the
// other rows. The weighted sum Σ (e_s/den)·o_s then splits the block into groups of whole warps,
// as many as leave a thread at most 4 columns (4 groups at Width 128, 1 at Width 512): group g
// takes splits g, g+groups, ... in rounds of combLoads values a thread (8 splits' columns at those
// widths): a round's loads are issued before the previous round's values are added (in split
// order), the first round's before the reductions, so a thread keeps one or two rounds in flight.
// Group 0 then adds the other groups' partial sums, in group order, from shared memory. Workspace
// rows are PartRow(Width) f32 apart; a thread's columns are a warp's stride apart, so the loads are
// scalar, many in flight a thread.
//
// A group with no split of the row (fewer splits than groups) and the slots past the row's splits
// load the row's last split again and add nothing: no branch holds the loads back, and no
// unwritten split is read.
//
// Why: with every thread walking all the splits itself, twice for the max and the denominator (an
// exp a split in a dependent chain) and a few splits at a time for the weighted sum, merging 64
// splits of 96 heads by 128 values took about 20 µs a layer at batch 1 on an H200, more than the
// decode core it merges. Sums are f32 and the weights ExpF32 of the max difference, as before;
// only the summation order changed (the last f32 bits).
func (s CombineSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("%s_%s_h%d_k%d", s.Kind, s.Out, s.Heads, s.Width))
	olat := k.Param("out", PPtr, s.Out)
	part := k.Param("part", PPtr, EF32)
	pos := k.Param("tok_pos", PPtr, EI32)
	maxBlocks, blockSize := k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
	splits := k.Param("splits", PI32, 0)
	k.Param("rows", PI32, 0)
	tid, bid := k.Tid(), k.Ctaid()
	W := s.Width
	H := k.I32(s.Heads)
	row, h := k.Div(bid, H), k.Rem(bid, H)
	n := k.Add(k.Load(pos, row), k.I32(1))
	chunk := k.mlaChunk(maxBlocks, blockSize, splits)
	ns := k.Div(k.Add(n, k.Sub(chunk, k.I32(1))), chunk)
	ns = k.Select(k.Lt(ns, k.I32(MLAMaxSplits)), ns, k.I32(MLAMaxSplits))
	// Split s of (row, h) starts at ((row·splits + s)·Heads + h)·PartRow(Width).
	at := func(sp *Value) *Value { return k.partAt(k.Add(k.Mul(row, splits), sp), h, s.Heads, W) }
	outAt := k.Mul(bid, k.I32(W))
	// colsOf returns n columns j, j+stride, ... as indices safe to load (column 0 for one past
	// Width) and whether each is below Width (nil where every thread's is).
	colsOf := func(j *Value, stride, n int64) (cols, ok []*Value) {
		for i := range n {
			c := k.Add(j, k.I32(i*stride))
			if (i+1)*stride <= W {
				cols, ok = append(cols, c), append(ok, nil)
				continue
			}
			valid := k.Lt(c, k.I32(W))
			cols, ok = append(cols, k.Select(valid, c, k.I32(0))), append(ok, valid)
		}
		return cols, ok
	}
	// store writes x to column cols[i] of the output where ok[i] allows.
	store := func(cols, ok []*Value, i int, x *Value) {
		st := func() { k.Store(olat, k.Add(outAt, cols[i]), x) }
		if ok[i] == nil {
			st()
			return
		}
		k.If(ok[i], st, nil)
	}
	k.If(k.Eq(ns, k.I32(1)), func() {
		base := at(k.I32(0))
		l := k.Load(part, k.Add(base, k.I32(W+1)))
		cols, ok := colsOf(tid, mlaCombBlock, (W+mlaCombBlock-1)/mlaCombBlock)
		var vs []*Value
		for _, c := range cols {
			vs = append(vs, k.Load(part, k.Add(base, c)))
		}
		// 1/l_0 after the values' loads are issued: before them, it would hold them back a load's
		// latency.
		inv := k.Div(k.F32(1), l)
		for i, v := range vs {
			store(cols, ok, i, k.Mul(v, inv))
		}
	}, func() { k.combineSplits(s, part, ns, at, colsOf, store) })
	return finish(k, s.Kind, mlaCombBlock, Grid{Count: "rows", Mult: s.Heads, PerBlock: 1})
}

const (
	// combLoads is the workspace values a combine thread loads before it adds any: 8 splits of
	// 4 columns at Width 128 and 512, 2 rounds of a warp's 16 splits at 64 splits and Width 128.
	combLoads = 32
	// combColumns bounds the columns a combine thread sums (the groups are as many as that allows).
	combColumns = 4
	combWarps   = mlaCombBlock / streamWarp
	// combSplitWarps is the warps that hold a split each in the max and denominator reductions.
	combSplitWarps = (MLAMaxSplits + streamWarp - 1) / streamWarp
)

// combineGroups is the thread groups (whole warps) of the combine's weighted sum for width
// columns: the most, up to one a warp, that leave each thread at most combColumns columns.
func combineGroups(width int64) int64 {
	g := int64(1)
	for g < combWarps && (width*2*g+mlaCombBlock-1)/mlaCombBlock <= combColumns {
		g *= 2
	}
	return g
}

// combineSplits is the combine of ns > 1 splits (or none: zeros), as Build describes.
func (k *Kernel) combineSplits(s CombineSpec, part, ns *Value, at func(*Value) *Value,
	colsOf func(j *Value, stride, n int64) ([]*Value, []*Value), store func(cols, ok []*Value, i int, x *Value)) {
	W := s.Width
	tid := k.Tid()
	// The weighted sum's shape: group g of G (gs threads) takes splits g, g+G, ...; thread j of a
	// group the columns j, j+gs, ...; a round is U of the group's splits, all loaded before any is
	// added.
	G := combineGroups(W)
	gs := int64(mlaCombBlock) / G
	C := (W + gs - 1) / gs
	U := max(1, min(combLoads/C, MLAMaxSplits/G)) // no more slots than a group has splits
	g, j := k.Div(tid, k.I32(gs)), k.Rem(tid, k.I32(gs))
	cols, ok := colsOf(j, gs, C)
	// Slot u of the round at s0 is split s0+u·G; one past the row's splits loads its last split
	// (written, in bounds) and adds nothing.
	last := k.Select(k.Gt(ns, k.I32(0)), k.Sub(ns, k.I32(1)), k.I32(0))
	slot := func(s0 *Value, u int64) (sp, valid *Value) {
		sp = k.Add(s0, k.I32(u*G))
		valid = k.Lt(sp, ns)
		return k.Select(valid, sp, last), valid
	}
	load := func(s0 *Value) [][]*Value {
		vs := make([][]*Value, U)
		for u := range U {
			sp, _ := slot(s0, u)
			base := at(sp)
			for _, c := range cols {
				vs[u] = append(vs[u], k.Load(part, k.Add(base, c)))
			}
		}
		return vs
	}
	// The first round's values load before the weights are known: their latency overlaps the
	// max and sum loads and the reductions.
	cur := make([][]*Value, U)
	for u, row := range load(g) {
		for _, v := range row {
			cur[u] = append(cur[u], k.Var(v))
		}
	}

	// A split a thread: its max and sum, e_s, and e_s·l_s.
	lane, warp := k.Rem(tid, k.I32(streamWarp)), k.Div(tid, k.I32(streamWarp))
	mine := k.Lt(tid, ns)
	m, l := k.Var(k.F32(math.Inf(-1))), k.Var(k.F32(0))
	k.If(mine, func() {
		base := at(tid)
		k.Set(m, k.Load(part, k.Add(base, k.I32(W))))
		k.Set(l, k.Load(part, k.Add(base, k.I32(W+1))))
	}, nil)
	smax, sden := k.Shared(TF32, combSplitWarps), k.Shared(TF32, combSplitWarps)
	se := k.Shared(TF32, MLAMaxSplits)
	first := k.And(k.Eq(lane, k.I32(0)), k.Lt(warp, k.I32(combSplitWarps)))
	wm := k.warpMax(k.Get(m))
	k.If(first, func() { k.SStore(smax, warp, wm) }, nil)
	k.Barrier()
	M := k.SLoad(smax, k.I32(0))
	for w := int64(1); w < combSplitWarps; w++ {
		o := k.SLoad(smax, k.I32(w))
		M = k.Select(k.Gt(o, M), o, M)
	}
	e := k.Var(k.F32(0))
	k.If(mine, func() {
		k.Set(e, k.ExpF32(k.Sub(k.Get(m), M)))
		k.SStore(se, tid, k.Get(e))
	}, nil)
	ws := k.WarpSum(k.Mul(k.Get(e), k.Get(l)))
	k.If(first, func() { k.SStore(sden, warp, ws) }, nil)
	k.Barrier()
	den := k.SLoad(sden, k.I32(0))
	for w := int64(1); w < combSplitWarps; w++ {
		den = k.Add(den, k.SLoad(sden, k.I32(w)))
	}
	inv := k.Div(k.F32(1), den)

	// Each round issues the next round's loads, then adds its own values in split order.
	acc := make([]*Value, C)
	for i := range acc {
		acc[i] = k.Var(k.F32(0))
	}
	k.Loop(g, ns, k.I32(G*U), func(s0 *Value) {
		next := load(k.Add(s0, k.I32(G*U)))
		for u := range U {
			sp, valid := slot(s0, u)
			w := k.Mul(k.SLoad(se, sp), inv)
			for i := range C {
				sum := k.FMA(w, k.Get(cur[u][i]), k.Get(acc[i]))
				if u > 0 { // slot 0 is s0 < ns
					sum = k.Select(valid, sum, k.Get(acc[i]))
				}
				k.Set(acc[i], sum)
			}
		}
		for u := range U {
			for i := range C {
				k.Set(cur[u][i], next[u][i])
			}
		}
	})
	if G == 1 {
		for i := range acc {
			store(cols, ok, i, k.Get(acc[i]))
		}
		return
	}
	// Groups 1..G-1 leave their partial sums in shared memory; group 0 adds them in group order.
	sp := k.Shared(TF32, (G-1)*W)
	k.If(k.Gt(g, k.I32(0)), func() {
		for i := range acc {
			// Columns past Width (ok false) land at column 0 of the group's slot, which the
			// same group's thread 0 writes too: keep them out.
			st := func() { k.SStore(sp, k.Add(k.Mul(k.Sub(g, k.I32(1)), k.I32(W)), cols[i]), k.Get(acc[i])) }
			if ok[i] == nil {
				st()
			} else {
				k.If(ok[i], st, nil)
			}
		}
	}, nil)
	k.Barrier()
	k.If(k.Eq(g, k.I32(0)), func() {
		for i := range acc {
			x := k.Get(acc[i])
			for o := range G - 1 {
				x = k.Add(x, k.SLoad(sp, k.Add(k.I32(o*W), cols[i])))
			}
			store(cols, ok, i, x)
		}
	}, nil)
}

func roundUp(n, m int64) int64 { return (n + m - 1) / m * m }
