package kernels

import (
	"fmt"
	"sync"
)

// MLACache is one sequence's MLA cache for one layer: the normalised latent c ([T, Rank]) and the roped
// shared rope key k_pe ([T, Rope]), as HF 5.17 caches them. It grows by appending; its buffers are
// 64-byte aligned so that row addresses (and with them the dot-product order) depend only on the row.
// The zero value is an empty cache that takes its widths from the first MLAAttention call.
type MLACache struct {
	Rank, Rope int
	c, kpe     []float32
}

// NewMLACache returns an empty cache for latent width rank and rope width rope.
func NewMLACache(rank, rope int) *MLACache { return &MLACache{Rank: rank, Rope: rope} }

// Len returns the number of cached positions.
func (m *MLACache) Len() int {
	if m.Rank == 0 {
		return 0
	}
	return len(m.c) / m.Rank
}

// Latent returns the cached latents, [Len, Rank] (read-only view).
func (m *MLACache) Latent() []float32 { return m.c }

// RopeKeys returns the cached rope keys, [Len, Rope] (read-only view).
func (m *MLACache) RopeKeys() []float32 { return m.kpe }

// KVCache is one sequence's GQA cache for one layer: K and V, each [T, KVHeads·HeadDim], stored after
// q/k-norm and RoPE. 64-byte aligned like MLACache; the zero value takes its widths from the first call.
type KVCache struct {
	KVHeads, HeadDim int
	k, v             []float32
}

// NewKVCache returns an empty cache for kvHeads heads of width headDim.
func NewKVCache(kvHeads, headDim int) *KVCache { return &KVCache{KVHeads: kvHeads, HeadDim: headDim} }

// Len returns the number of cached positions.
func (c *KVCache) Len() int {
	if c.KVHeads*c.HeadDim == 0 {
		return 0
	}
	return len(c.k) / (c.KVHeads * c.HeadDim)
}

// Keys and Values return the cached tensors, [Len, KVHeads·HeadDim] (read-only views).
func (c *KVCache) Keys() []float32   { return c.k }
func (c *KVCache) Values() []float32 { return c.v }

// MLAAttention runs DeepSeek MLA attention for `rows` new tokens of ONE sequence. It appends their
// latents c ([rows, rank], already kv_a_layernorm'ed) and rope keys kpe ([rows, rope], already roped)
// to cache, then token i (absolute position past+i, past = cache length before the call) attends
// causally to cache positions 0..past+i. q is [rows, heads·(nope+rope)] with per-head layout
// [q_nope | q_pe] (q_pe already roped); kvb is kv_b_proj.weight [heads·(nope+v), rank] with per-head
// rows [k_nope (nope) | v (v)]; out is [rows, heads·v].
//
// HF computes k_nope = W_kn·c and v = W_v·c for every cached position and then
// scores = (q_nope·k_nope + q_pe·k_pe)·scale. This kernel uses the mathematically identical absorbed
// form (DeepSeek's attn_impl="absorb", ARCH §2.2), which touches only the latent, per head h:
//
//	q_abs[c]  = Σ_d q_nope[d]·W_kn[h][d][c]                   (d ascending, float32)
//	score[t]  = float32(q_abs·c_t + q_pe·kpe_t) · scale         (t = 0..past+i)
//	p         = softmax(score)                                  (float32, max subtracted; see softmaxInPlace)
//	o_lat[c]  = Σ_t p[t]·c_t[c]                                  (t ascending, float32)
//	out[h][j] = o_lat · W_v[h][j]                                (j < v)
//
// It differs from HF's expanded form only by float32 rounding (ARCH measured ≤4.4e-6 on logits). Each
// (token, head) result depends only on q, the sequence's cache and kvb, so it is batch invariant, and
// decoding one token at a time gives the same bits as a prefill of the same tokens.
func MLAAttention(out []float32, q []float32, c, kpe []float32, rows int, cache *MLACache, kvb []float32,
	heads, nope, rope, v, rank int, scale float32) {
	const k = "MLAAttention"
	checkPos(k, "heads", heads)
	checkPos(k, "rank", rank)
	checkPos(k, "v", v)
	if nope < 0 || rope < 0 {
		panic(fmt.Sprintf("kernels.%s: nope = %d, rope = %d, expected >= 0", k, nope, rope))
	}
	checkLen(k, "q", len(q), rows*heads*(nope+rope))
	checkLen(k, "c", len(c), rows*rank)
	checkLen(k, "kpe", len(kpe), rows*rope)
	checkLen(k, "kvb", len(kvb), heads*(nope+v)*rank)
	checkLen(k, "out", len(out), rows*heads*v)
	if cache.Rank == 0 && cache.Rope == 0 && len(cache.c) == 0 {
		cache.Rank, cache.Rope = rank, rope
	}
	if cache.Rank != rank || cache.Rope != rope {
		panic(fmt.Sprintf("kernels.%s: cache holds rank %d rope %d, expected rank %d rope %d", k, cache.Rank, cache.Rope, rank, rope))
	}
	past := cache.Len()
	cache.c = appendAligned(cache.c, c)
	cache.kpe = appendAligned(cache.kpe, kpe)
	cc, kk := cache.c, cache.kpe
	qw := nope + rope
	total := past + rows
	work := rows * heads * (nope*rank + total*(2*rank+rope) + v*rank)
	scratch := sync.Pool{New: func() any { s := make([]float32, 2*rank+total); return &s }}
	parallelFor(rows*heads, work, func(lo, hi int) {
		sp := scratch.Get().(*[]float32)
		defer scratch.Put(sp)
		qabs, olat, sc := (*sp)[:rank], (*sp)[rank:2*rank], (*sp)[2*rank:]
		for it := lo; it < hi; it++ {
			i, h := it/heads, it%heads
			qh := q[(i*heads+h)*qw : (i*heads+h+1)*qw]
			w := kvb[h*(nope+v)*rank : (h+1)*(nope+v)*rank]
			clear(qabs)
			for d := 0; d < nope; d++ {
				axpy(qh[d], w[d*rank:(d+1)*rank], qabs)
			}
			qpe := qh[nope:]
			n := past + i + 1
			s := sc[:n]
			for t := range s {
				x := dot(qabs, cc[t*rank:(t+1)*rank])
				if rope > 0 {
					x += dot(qpe, kk[t*rope:(t+1)*rope])
				}
				s[t] = x * scale
			}
			softmaxInPlace(s)
			clear(olat)
			for t, p := range s {
				axpy(p, cc[t*rank:(t+1)*rank], olat)
			}
			o := out[(i*heads+h)*v : (i*heads+h+1)*v]
			for j := range o {
				o[j] = dot(olat, w[(nope+j)*rank:(nope+j+1)*rank])
			}
		}
	})
}

// GQAAttention runs grouped-query attention for `rows` new tokens of ONE sequence. It appends k and v
// ([rows, kvHeads·headDim], after norm and RoPE) to cache, then token i (position past+i) attends
// causally to cache positions 0..past+i. q is [rows, heads·headDim]; query head j uses kv head
// j / (heads/kvHeads) (repeat_kv); out is [rows, heads·headDim]. Per (token, head):
//
//	score[t] = float32(q·K_t) · scale;  p = softmax(score) (float32);  out = Σ_t p[t]·V_t (t ascending, float32)
//
// Each (token, head) result depends only on q and the sequence's cache: batch invariant, and decode
// equals prefill bit for bit.
func GQAAttention(out, q, k, v []float32, rows int, cache *KVCache, heads, kvHeads, headDim int, scale float32) {
	const kn = "GQAAttention"
	checkPos(kn, "heads", heads)
	checkPos(kn, "kvHeads", kvHeads)
	checkPos(kn, "headDim", headDim)
	if heads%kvHeads != 0 {
		panic(fmt.Sprintf("kernels.%s: heads %d is not a multiple of kvHeads %d", kn, heads, kvHeads))
	}
	kw := kvHeads * headDim
	checkLen(kn, "q", len(q), rows*heads*headDim)
	checkLen(kn, "k", len(k), rows*kw)
	checkLen(kn, "v", len(v), rows*kw)
	checkLen(kn, "out", len(out), rows*heads*headDim)
	if cache.KVHeads == 0 && cache.HeadDim == 0 && len(cache.k) == 0 {
		cache.KVHeads, cache.HeadDim = kvHeads, headDim
	}
	if cache.KVHeads != kvHeads || cache.HeadDim != headDim {
		panic(fmt.Sprintf("kernels.%s: cache holds %d kv heads × %d, expected %d × %d", kn, cache.KVHeads, cache.HeadDim, kvHeads, headDim))
	}
	past := cache.Len()
	cache.k = appendAligned(cache.k, k)
	cache.v = appendAligned(cache.v, v)
	kc, vc := cache.k, cache.v
	group := heads / kvHeads
	total := past + rows
	work := rows * heads * total * 2 * headDim
	scratch := sync.Pool{New: func() any { s := make([]float32, total); return &s }}
	parallelFor(rows*heads, work, func(lo, hi int) {
		sp := scratch.Get().(*[]float32)
		defer scratch.Put(sp)
		for it := lo; it < hi; it++ {
			i, h := it/heads, it%heads
			kvh := h / group
			qh := q[(i*heads+h)*headDim : (i*heads+h+1)*headDim]
			n := past + i + 1
			s := (*sp)[:n]
			for t := range s {
				off := t*kw + kvh*headDim
				s[t] = dot(qh, kc[off:off+headDim]) * scale
			}
			softmaxInPlace(s)
			o := out[(i*heads+h)*headDim : (i*heads+h+1)*headDim]
			clear(o)
			for t, p := range s {
				off := t*kw + kvh*headDim
				axpy(p, vc[off:off+headDim], o)
			}
		}
	})
}
