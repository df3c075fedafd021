package kgen

import (
	"fmt"
	"math"
)

// Paged KV layout, agreed with the runtime: per layer a pool of num_blocks blocks of block_size
// tokens; MLA: [num_blocks, block_size, Rank+Rope] (the normalised latent first, then the roped
// k_pe), or with the FP8 cache [num_blocks, block_size, KVF8RowWords] words (kvfp8.go); GQA: a K
// pool and a V pool, each [num_blocks, block_size, KVHeads, HeadDim]. A sequence's
// block table is a row of the int32 table [num_seqs, max_blocks]; token t of a sequence lives in block
// table[t / block_size], slot t % block_size. Every token of a step carries its sequence index and
// absolute position (tok_seq, tok_pos), so one launch serves decode, prefill and mixed batches:
// token i attends causally to positions 0 .. tok_pos[i] of its sequence.

// cacheRow returns the pool row (block·block_size + slot) of position pos of sequence seq.
func (k *Kernel) cacheRow(table, seq, pos, maxBlocks, blockSize *Value) *Value {
	blk := k.Load(table, k.Add(k.Mul(seq, maxBlocks), k.Div(pos, blockSize)))
	return k.Add(k.Mul(blk, blockSize), k.Rem(pos, blockSize))
}

// MLACacheWriteSpec stores each new token's latent c ([rows, Rank]) and rope key kpe ([rows,
// Rope]) into its slot of the MLA pool: as they are, or with F8 in the FP8 form (kvfp8.go).
type MLACacheWriteSpec struct {
	Elem       Elem
	Rank, Rope int64
	F8         bool
}

func (s MLACacheWriteSpec) Build() (*Kernel, Launch) {
	if s.F8 {
		return s.buildF8()
	}
	w := s.Rank + s.Rope
	k := NewKernel(fmt.Sprintf("mla_cache_write_%s_r%d_p%d", s.Elem, s.Rank, s.Rope))
	pool := k.Param("pool", PPtr, s.Elem)
	c, kpe := k.Param("c", PPtr, s.Elem), k.Param("kpe", PPtr, s.Elem)
	table := k.Param("table", PPtr, EI32)
	seq, pos := k.Param("tok_seq", PPtr, EI32), k.Param("tok_pos", PPtr, EI32)
	maxBlocks, blockSize := k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
	rows := k.Param("rows", PI32, 0)
	k.elementwise(rows, w, func(i *Value) {
		r, j := k.Div(i, k.I32(w)), k.Rem(i, k.I32(w))
		row := k.cacheRow(table, k.Load(seq, r), k.Load(pos, r), maxBlocks, blockSize)
		dst := k.Add(k.Mul(row, k.I32(w)), j)
		k.If(k.Lt(j, k.I32(s.Rank)), func() {
			k.Store(pool, dst, k.Load(c, k.Add(k.Mul(r, k.I32(s.Rank)), j)))
		}, func() {
			k.Store(pool, dst, k.Load(kpe, k.Add(k.Mul(r, k.I32(s.Rope)), k.Sub(j, k.I32(s.Rank)))))
		})
	})
	return finish(k, "mla_cache_write", elemBlock, Grid{Count: "rows", Mult: w, PerBlock: elemBlock})
}

// MLAAttentionSpec is DeepSeek MLA attention in absorbed form over the paged latent cache, one block
// per (token, head), as kernels.MLAAttentionPaged computes it:
//
//	q_abs[c] = Σ_d q_nope[d]·W_kn[h][d][c]          (d ascending; each product rounded, then the add)
//	s[t]     = float32(q_abs·c_t + q_pe·kpe_t)·scale  (t = 0 .. tok_pos)
//	p        = softmax(s)                              (max subtracted, ExpF32, float64 sum rounded once)
//	o_lat[c] = Σ_t p[t]·c_t[c]                        (t ascending, as q_abs)
//	out[h][j] = o_lat·W_v[h][j]
//
// kvb is kv_b_proj.weight [Heads·(Nope+V), Rank] (rows per head: k_nope then v). The dots run
// serially per thread in index order, while the CPU's gonum dots are unrolled: they agree to float32
// rounding, not bit for bit. scores is a [rows·Heads, ctx_stride] f32 workspace (ctx_stride >= the
// longest context of the step).
type MLAAttentionSpec struct {
	Elem, W                    Elem
	Heads, Nope, Rope, V, Rank int64
	Scale                      float32
}

const attnBlock = 256

func (s MLAAttentionSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("mla_attention_%s_h%d_n%d_r%d_v%d_k%d_s%08x", elemSuffix(s.Elem, s.W), s.Heads, s.Nope,
		s.Rope, s.V, s.Rank, math.Float32bits(s.Scale)))
	out := k.Param("out", PPtr, s.Elem)
	q := k.Param("q", PPtr, s.Elem)
	kvb := k.Param("kvb", PPtr, s.W)
	pool := k.Param("pool", PPtr, s.Elem)
	table := k.Param("table", PPtr, EI32)
	seq, pos := k.Param("tok_seq", PPtr, EI32), k.Param("tok_pos", PPtr, EI32)
	scores := k.Param("scores", PPtr, EF32)
	maxBlocks, blockSize := k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
	ctxStride := k.Param("ctx_stride", PI32, 0)
	k.Param("rows", PI32, 0)
	tid, bid := k.Tid(), k.Ctaid()
	H, R, qw, pw := k.I32(s.Heads), k.I32(s.Rank), s.Nope+s.Rope, s.Rank+s.Rope
	tok, h := k.Div(bid, H), k.Rem(bid, H)
	qb := k.Mul(bid, k.I32(qw)) // (tok·H + h)·qw
	wb := k.Mul(h, k.I32((s.Nope+s.V)*s.Rank))
	sq, p := k.Load(seq, tok), k.Load(pos, tok)
	n := k.Add(p, k.I32(1))
	sb := k.Mul(bid, ctxStride)
	step := k.I32(attnBlock)
	zero, one := k.I32(0), k.I32(1)
	qabs := k.Shared(TF32, s.Rank)
	olat := k.Shared(TF32, s.Rank)
	k.Loop(tid, R, step, func(c *Value) {
		acc := k.Var(k.F32(0))
		k.Loop(zero, k.I32(s.Nope), one, func(d *Value) {
			w := k.Load(kvb, k.Add(wb, k.Add(k.Mul(d, R), c)))
			k.Set(acc, k.Add(k.Get(acc), k.Mul(k.Load(q, k.Add(qb, d)), w)))
		})
		k.SStore(qabs, c, k.Get(acc))
	})
	k.Barrier()
	m := k.Var(k.F32(math.Inf(-1)))
	k.Loop(tid, n, step, func(t *Value) {
		base := k.Mul(k.cacheRow(table, sq, t, maxBlocks, blockSize), k.I32(pw))
		d1 := k.Var(k.F32(0))
		k.Loop(zero, R, one, func(c *Value) {
			k.Set(d1, k.Add(k.Get(d1), k.Mul(k.SLoad(qabs, c), k.Load(pool, k.Add(base, c)))))
		})
		d2 := k.Var(k.F32(0))
		k.Loop(zero, k.I32(s.Rope), one, func(j *Value) {
			k.Set(d2, k.Add(k.Get(d2), k.Mul(k.Load(q, k.Add(qb, k.Add(k.I32(s.Nope), j))), k.Load(pool, k.Add(base, k.Add(R, j))))))
		})
		x := k.Mul(k.Add(k.Get(d1), k.Get(d2)), k.F32(float64(s.Scale)))
		k.Store(scores, k.Add(sb, t), x)
		k.If(k.Gt(x, k.Get(m)), func() { k.Set(m, x) }, nil)
	})
	mx := k.blockMaxF32(tid, k.Get(m), attnBlock)
	sum := k.rowSumN(tid, n, attnBlock, func(t *Value) *Value {
		e := k.ExpF32(k.Sub(k.Load(scores, k.Add(sb, t)), mx))
		k.Store(scores, k.Add(sb, t), e)
		return k.Conv(TF64, e)
	})
	den := k.Conv(TF32, sum)
	k.Loop(tid, n, step, func(t *Value) {
		k.Store(scores, k.Add(sb, t), k.Div(k.Load(scores, k.Add(sb, t)), den))
	})
	k.Barrier() // every probability is stored before any thread sums over t
	k.Loop(tid, R, step, func(c *Value) {
		acc := k.Var(k.F32(0))
		k.Loop(zero, n, one, func(t *Value) {
			row := k.cacheRow(table, sq, t, maxBlocks, blockSize)
			k.Set(acc, k.Add(k.Get(acc), k.Mul(k.Load(scores, k.Add(sb, t)), k.Load(pool, k.Add(k.Mul(row, k.I32(pw)), c)))))
		})
		k.SStore(olat, c, k.Get(acc))
	})
	k.Barrier()
	k.Loop(tid, k.I32(s.V), step, func(j *Value) {
		wr := k.Add(wb, k.Mul(k.Add(k.I32(s.Nope), j), R))
		acc := k.Var(k.F32(0))
		k.Loop(zero, R, one, func(c *Value) {
			k.Set(acc, k.Add(k.Get(acc), k.Mul(k.SLoad(olat, c), k.Load(kvb, k.Add(wr, c)))))
		})
		k.Store(out, k.Add(k.Mul(bid, k.I32(s.V)), j), k.Get(acc))
	})
	return finish(k, "mla_attention", attnBlock, Grid{Count: "rows", Mult: s.Heads, PerBlock: 1})
}

// blockMaxF32 is the block-wide maximum of one f32 per thread (NaNs ignored); every thread gets it.
func (k *Kernel) blockMaxF32(tid, x *Value, block int64) *Value {
	sm := k.Shared(TF32, block)
	k.SStore(sm, tid, x)
	k.Barrier()
	for st := block / 2; st > 0; st /= 2 {
		k.If(k.Lt(tid, k.I32(st)), func() {
			o := k.SLoad(sm, k.Add(tid, k.I32(st)))
			k.If(k.Gt(o, k.SLoad(sm, tid)), func() { k.SStore(sm, tid, o) }, nil)
		}, nil)
		k.Barrier()
	}
	r := k.SLoad(sm, k.I32(0))
	k.Barrier()
	return r
}

// rowSumN is rowSum over a runtime count n.
func (k *Kernel) rowSumN(tid, n *Value, block int64, f func(i *Value) *Value) *Value {
	acc := k.Var(k.F64(0))
	k.Loop(tid, n, k.I32(block), func(i *Value) { k.Set(acc, k.Add(k.Get(acc), f(i))) })
	return k.BlockSumF64(tid, k.Get(acc), block)
}

// KVCacheWriteSpec stores each new token's k and v ([rows, KVHeads·HeadDim]) into its slot of the
// GQA K and V pools.
type KVCacheWriteSpec struct {
	Elem             Elem
	KVHeads, HeadDim int64
}

func (s KVCacheWriteSpec) Build() (*Kernel, Launch) {
	w := s.KVHeads * s.HeadDim
	k := NewKernel(fmt.Sprintf("kv_cache_write_%s_h%d_d%d", s.Elem, s.KVHeads, s.HeadDim))
	kp, vp := k.Param("k_pool", PPtr, s.Elem), k.Param("v_pool", PPtr, s.Elem)
	kk, vv := k.Param("k", PPtr, s.Elem), k.Param("v", PPtr, s.Elem)
	table := k.Param("table", PPtr, EI32)
	seq, pos := k.Param("tok_seq", PPtr, EI32), k.Param("tok_pos", PPtr, EI32)
	maxBlocks, blockSize := k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
	rows := k.Param("rows", PI32, 0)
	k.elementwise(rows, w, func(i *Value) {
		r, j := k.Div(i, k.I32(w)), k.Rem(i, k.I32(w))
		dst := k.Add(k.Mul(k.cacheRow(table, k.Load(seq, r), k.Load(pos, r), maxBlocks, blockSize), k.I32(w)), j)
		k.Store(kp, dst, k.Load(kk, i))
		k.Store(vp, dst, k.Load(vv, i))
	})
	return finish(k, "kv_cache_write", elemBlock, Grid{Count: "rows", Mult: w, PerBlock: elemBlock})
}

// GQAAttentionSpec is grouped-query attention over the paged K/V pools, one block per (token, query
// head), as kernels.GQAAttentionPaged: query head h reads kv head h / (Heads/KVHeads);
// s[t] = float32(q·K_t)·scale, p = softmax(s) as MLA's, out = Σ_t p[t]·V_t (t ascending, each product
// rounded then added). The q·K dots are serial per thread (the CPU's are unrolled): equal to float32
// rounding. scores is a [rows·Heads, ctx_stride] f32 workspace.
type GQAAttentionSpec struct {
	Elem                    Elem
	Heads, KVHeads, HeadDim int64
	Scale                   float32
}

func (s GQAAttentionSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("gqa_attention_%s_h%d_kv%d_d%d_s%08x", s.Elem, s.Heads, s.KVHeads, s.HeadDim, math.Float32bits(s.Scale)))
	out := k.Param("out", PPtr, s.Elem)
	q := k.Param("q", PPtr, s.Elem)
	kp, vp := k.Param("k_pool", PPtr, s.Elem), k.Param("v_pool", PPtr, s.Elem)
	table := k.Param("table", PPtr, EI32)
	seq, pos := k.Param("tok_seq", PPtr, EI32), k.Param("tok_pos", PPtr, EI32)
	scores := k.Param("scores", PPtr, EF32)
	maxBlocks, blockSize := k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
	ctxStride := k.Param("ctx_stride", PI32, 0)
	k.Param("rows", PI32, 0)
	tid, bid := k.Tid(), k.Ctaid()
	H, D := k.I32(s.Heads), k.I32(s.HeadDim)
	tok, h := k.Div(bid, H), k.Rem(bid, H)
	kvh := k.Div(h, k.I32(s.Heads/s.KVHeads))
	kw := k.I32(s.KVHeads * s.HeadDim)
	qb := k.Mul(bid, D)
	sq, p := k.Load(seq, tok), k.Load(pos, tok)
	n := k.Add(p, k.I32(1))
	sb := k.Mul(bid, ctxStride)
	step := k.I32(attnBlock)
	zero, one := k.I32(0), k.I32(1)
	at := func(t *Value) *Value { // start of (t, kvh) in the pools
		return k.Add(k.Mul(k.cacheRow(table, sq, t, maxBlocks, blockSize), kw), k.Mul(kvh, D))
	}
	m := k.Var(k.F32(math.Inf(-1)))
	k.Loop(tid, n, step, func(t *Value) {
		base := at(t)
		d := k.Var(k.F32(0))
		k.Loop(zero, D, one, func(j *Value) {
			k.Set(d, k.Add(k.Get(d), k.Mul(k.Load(q, k.Add(qb, j)), k.Load(kp, k.Add(base, j)))))
		})
		x := k.Mul(k.Get(d), k.F32(float64(s.Scale)))
		k.Store(scores, k.Add(sb, t), x)
		k.If(k.Gt(x, k.Get(m)), func() { k.Set(m, x) }, nil)
	})
	mx := k.blockMaxF32(tid, k.Get(m), attnBlock)
	sum := k.rowSumN(tid, n, attnBlock, func(t *Value) *Value {
		e := k.ExpF32(k.Sub(k.Load(scores, k.Add(sb, t)), mx))
		k.Store(scores, k.Add(sb, t), e)
		return k.Conv(TF64, e)
	})
	den := k.Conv(TF32, sum)
	k.Loop(tid, n, step, func(t *Value) {
		k.Store(scores, k.Add(sb, t), k.Div(k.Load(scores, k.Add(sb, t)), den))
	})
	k.Barrier()
	k.Loop(tid, D, step, func(j *Value) {
		acc := k.Var(k.F32(0))
		k.Loop(zero, n, one, func(t *Value) {
			k.Set(acc, k.Add(k.Get(acc), k.Mul(k.Load(scores, k.Add(sb, t)), k.Load(vp, k.Add(at(t), j)))))
		})
		k.Store(out, k.Add(qb, j), k.Get(acc))
	})
	return finish(k, "gqa_attention", attnBlock, Grid{Count: "rows", Mult: s.Heads, PerBlock: 1})
}
