package kgen

import (
	"fmt"
	"math"
)

// MLAPrefillSoftmaxSpec is the causal softmax of MLA's prefill form (ops.go's mlaPrefill), where the
// keys and values are expanded from the latent (k_nope, v = c·W_kvbᵀ) and cuBLAS computes the
// scores and the weighted sum. scores holds, for each of rows = heads·queries rows, keys f32 dots
// q·k (192 dims for DeepSeek: nope and rope) of one query of a sequence's chunk against the first
// keys positions of the sequence; query i (0-based in the chunk) sits at position q0+i and attends
// to positions 0 .. q0+i. Per row, as the absorbed kernels compute it:
//
//	s[t] = scores[t]·scale                   (t <= q0+i)
//	p[t] = exp(s[t] − max s) / Σ exp(...)     (ExpF32, float64 sum rounded once)
//	p[t] = 0                                  (q0+i < t < keys: the causal mask)
//
// written to p (Out: the cuBLAS operand type of the weighted sum); scores is overwritten with the
// exponentials. One block per row.
type MLAPrefillSoftmaxSpec struct {
	Out   Elem
	Scale float32
}

func (s MLAPrefillSoftmaxSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("mla_prefill_softmax_%s_s%08x", s.Out, math.Float32bits(s.Scale)))
	p := k.Param("p", PPtr, s.Out)
	scores := k.Param("scores", PPtr, EF32)
	keys := k.Param("keys", PI32, 0)
	queries := k.Param("queries", PI32, 0)
	q0 := k.Param("q0", PI32, 0)
	k.Param("rows", PI32, 0)
	tid, row := k.Tid(), k.Ctaid()
	lim := k.Add(k.Add(q0, k.Rem(row, queries)), k.I32(1))
	n := k.Select(k.Lt(lim, keys), lim, keys)
	sb := k.Mul(row, keys)
	step := k.I32(attnBlock)
	m := k.Var(k.F32(math.Inf(-1)))
	k.Loop(tid, n, step, func(t *Value) {
		x := k.Mul(k.Load(scores, k.Add(sb, t)), k.F32(float64(s.Scale)))
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
	// Each thread reads back only the exponentials it stored itself (the same t of the same loop
	// stride), so no barrier is needed before the division.
	k.Loop(tid, keys, step, func(t *Value) {
		in := k.Lt(t, n)
		e := k.Load(scores, k.Add(sb, k.Select(in, t, k.I32(0))))
		k.Store(p, k.Add(sb, t), k.Select(in, k.Div(e, den), k.F32(0)))
	})
	return finish(k, "mla_prefill_softmax", attnBlock, Grid{Count: "rows", Mult: 1, PerBlock: 1})
}

// MLACacheGatherSpec copies the cached latent and rope key of positions 0 .. n−1 of one sequence
// (its row seq of the block table) from the paged MLA pool into contiguous rows: c [n, Rank] and
// kpe [n, Rope]. The prefill form of a chunk whose sequence has n tokens cached puts them before
// the chunk's own rows, so that the kv GEMM and the flash kernel see the whole context. With F8
// the pool holds the FP8 form (kvfp8.go), read back into Elem.
type MLACacheGatherSpec struct {
	Elem       Elem
	Rank, Rope int64
	F8         bool
}

func (s MLACacheGatherSpec) Build() (*Kernel, Launch) {
	if s.F8 {
		return s.gatherF8()
	}
	w := s.Rank + s.Rope
	k := NewKernel(fmt.Sprintf("mla_cache_gather_%s_r%d_p%d", s.Elem, s.Rank, s.Rope))
	c, kpe := k.Param("c", PPtr, s.Elem), k.Param("kpe", PPtr, s.Elem)
	pool := k.Param("pool", PPtr, s.Elem)
	table := k.Param("table", PPtr, EI32)
	seq := k.Param("seq", PI32, 0)
	maxBlocks, blockSize := k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
	n := k.Param("n", PI32, 0)
	k.elementwise(n, w, func(i *Value) {
		p, j := k.Div(i, k.I32(w)), k.Rem(i, k.I32(w))
		x := k.Load(pool, k.Add(k.Mul(k.cacheRow(table, seq, p, maxBlocks, blockSize), k.I32(w)), j))
		k.If(k.Lt(j, k.I32(s.Rank)), func() {
			k.Store(c, k.Add(k.Mul(p, k.I32(s.Rank)), j), x)
		}, func() {
			k.Store(kpe, k.Add(k.Mul(p, k.I32(s.Rope)), k.Sub(j, k.I32(s.Rank))), x)
		})
	})
	return finish(k, "mla_cache_gather", elemBlock, Grid{Count: "n", Mult: w, PerBlock: elemBlock})
}
