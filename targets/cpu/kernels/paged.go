package kernels

import (
	"fmt"
	"sync"
)

// The attention kernels read and write a layer's cache through a sequence's block table, in the
// layout every target shares (see runtime/kvcache): a pool of numBlocks blocks of blockSize token
// rows; token t of the sequence is row table[t/blockSize]·blockSize + t%blockSize. Results must not
// depend on which blocks the table names: gonum's Sdot peels leading elements until its second
// operand is 16-byte aligned, so a cache row there would make the summation order depend on the
// row's address, i.e. on the block id. The kernels pass the cache row first and the query-side
// vector (whose address does not depend on the cache) second.

// pagedRow returns the row index of token t and checks that the table reaches it.
func pagedRow(kernel string, table []int32, blockSize, numBlocks, t int) int {
	b := t / blockSize
	if b >= len(table) {
		panic(fmt.Sprintf("kernels.%s: token %d needs block %d of the table, which has %d blocks of %d tokens", kernel, t, b, len(table), blockSize))
	}
	id := int(table[b])
	if id < 0 || id >= numBlocks {
		panic(fmt.Sprintf("kernels.%s: block id %d, expected one in [0, %d)", kernel, id, numBlocks))
	}
	return id*blockSize + t%blockSize
}

// pagedRows checks the pool shape and returns the row index of each of the first total tokens.
func pagedRows(kernel string, poolLen, width int, table []int32, blockSize, total int) []int {
	checkPos(kernel, "blockSize", blockSize)
	if poolLen%(blockSize*width) != 0 {
		panic(fmt.Sprintf("kernels.%s: pool of %d values is not whole blocks of %d tokens × %d", kernel, poolLen, blockSize, width))
	}
	numBlocks := poolLen / (blockSize * width)
	rows := make([]int, total)
	for t := range rows {
		rows[t] = pagedRow(kernel, table, blockSize, numBlocks, t)
	}
	return rows
}

// MLAAttentionPaged runs DeepSeek MLA attention for `rows` new tokens of ONE sequence over a paged
// latent pool [numBlocks, blockSize, rank+rope] (c then k_pe per row). past is the number of the
// sequence's tokens already in the pool; the new tokens' latents c ([rows, rank], already
// kv_a_layernorm'ed) and rope keys kpe ([rows, rope], already roped) are written at positions
// past.. first, then token i (absolute position past+i) attends causally to positions 0..past+i.
// q is [rows, heads·(nope+rope)] with per-head layout [q_nope | q_pe] (q_pe already roped); kvb is
// kv_b_proj.weight [heads·(nope+v), rank] with per-head rows [k_nope (nope) | v (v)]; out is
// [rows, heads·v].
//
// HF computes k_nope = W_kn·c and v = W_v·c for every cached position and then
// scores = (q_nope·k_nope + q_pe·k_pe)·scale. This kernel uses the mathematically identical absorbed
// form (DeepSeek's attn_impl="absorb", ARCH §2.2), which touches only the latent, per head h:
//
//	q_abs[c]  = Σ_d q_nope[d]·W_kn[h][d][c]                   (d ascending, float32)
//	score[t]  = float32(c_t·q_abs + kpe_t·q_pe) · scale         (t = 0..past+i)
//	p         = softmax(score)                                  (float32, max subtracted; see softmaxInPlace)
//	o_lat[c]  = Σ_t p[t]·c_t[c]                                  (t ascending, float32)
//	out[h][j] = o_lat · W_v[h][j]                                (j < v)
//
// It differs from HF's expanded form only by float32 rounding (ARCH measured ≤4.4e-6 on logits). Each
// (token, head) result depends only on q, the sequence's cached rows and kvb, so it is batch
// invariant, and decoding one token at a time gives the same bits as a prefill of the same tokens.
func MLAAttentionPaged(out []float32, q []float32, c, kpe []float32, rows int, pool []float32, table []int32, blockSize, past int,
	kvb []float32, heads, nope, rope, v, rank int, scale float32) {
	const k = "MLAAttentionPaged"
	checkPos(k, "heads", heads)
	checkPos(k, "rank", rank)
	checkPos(k, "v", v)
	if nope < 0 || rope < 0 || past < 0 {
		panic(fmt.Sprintf("kernels.%s: nope = %d, rope = %d, past = %d, expected >= 0", k, nope, rope, past))
	}
	checkLen(k, "q", len(q), rows*heads*(nope+rope))
	checkLen(k, "c", len(c), rows*rank)
	checkLen(k, "kpe", len(kpe), rows*rope)
	checkLen(k, "kvb", len(kvb), heads*(nope+v)*rank)
	checkLen(k, "out", len(out), rows*heads*v)
	width := rank + rope
	total := past + rows
	at := pagedRows(k, len(pool), width, table, blockSize, total)
	for i := range rows {
		row := pool[at[past+i]*width : (at[past+i]+1)*width]
		copy(row[:rank], c[i*rank:(i+1)*rank])
		copy(row[rank:], kpe[i*rope:(i+1)*rope])
	}
	qw := nope + rope
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
				row := pool[at[t]*width : (at[t]+1)*width]
				x := dot(row[:rank], qabs)
				if rope > 0 {
					x += dot(row[rank:], qpe)
				}
				s[t] = x * scale
			}
			softmaxInPlace(s)
			clear(olat)
			for t, p := range s {
				axpy(p, pool[at[t]*width:at[t]*width+rank], olat)
			}
			o := out[(i*heads+h)*v : (i*heads+h+1)*v]
			for j := range o {
				o[j] = dot(olat, w[(nope+j)*rank:(nope+j+1)*rank])
			}
		}
	})
}

// GQAAttentionPaged runs grouped-query attention for `rows` new tokens of ONE sequence over paged K
// and V pools, each [numBlocks, blockSize, kvHeads, headDim]. past is the number of the sequence's
// tokens already in the pools; the new tokens' k and v ([rows, kvHeads·headDim], after norm and
// RoPE) are written at positions past.. first, then token i (position past+i) attends causally to
// positions 0..past+i. q is [rows, heads·headDim]; query head j uses kv head j / (heads/kvHeads)
// (repeat_kv); out is [rows, heads·headDim]. Per (token, head):
//
//	score[t] = float32(K_t·q) · scale;  p = softmax(score) (float32);  out = Σ_t p[t]·V_t (t ascending, float32)
//
// Each (token, head) result depends only on q and the sequence's cached rows: batch invariant, and
// decode equals prefill bit for bit.
func GQAAttentionPaged(out, q, k, v []float32, rows int, kpool, vpool []float32, table []int32, blockSize, past int,
	heads, kvHeads, headDim int, scale float32) {
	const kn = "GQAAttentionPaged"
	checkPos(kn, "heads", heads)
	checkPos(kn, "kvHeads", kvHeads)
	checkPos(kn, "headDim", headDim)
	if heads%kvHeads != 0 {
		panic(fmt.Sprintf("kernels.%s: heads %d is not a multiple of kvHeads %d", kn, heads, kvHeads))
	}
	if past < 0 {
		panic(fmt.Sprintf("kernels.%s: past = %d, expected >= 0", kn, past))
	}
	kw := kvHeads * headDim
	checkLen(kn, "q", len(q), rows*heads*headDim)
	checkLen(kn, "k", len(k), rows*kw)
	checkLen(kn, "v", len(v), rows*kw)
	checkLen(kn, "out", len(out), rows*heads*headDim)
	checkLen(kn, "vpool", len(vpool), len(kpool))
	total := past + rows
	at := pagedRows(kn, len(kpool), kw, table, blockSize, total)
	for i := range rows {
		r := at[past+i] * kw
		copy(kpool[r:r+kw], k[i*kw:(i+1)*kw])
		copy(vpool[r:r+kw], v[i*kw:(i+1)*kw])
	}
	group := heads / kvHeads
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
				off := at[t]*kw + kvh*headDim
				s[t] = dot(kpool[off:off+headDim], qh) * scale
			}
			softmaxInPlace(s)
			o := out[(i*heads+h)*headDim : (i*heads+h+1)*headDim]
			clear(o)
			for t, p := range s {
				off := at[t]*kw + kvh*headDim
				axpy(p, vpool[off:off+headDim], o)
			}
		}
	})
}
