package kernels

import (
	"fmt"

	"afdc/runtime/kvfp8"
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
	MLAAttentionPagedSeqs([]PagedSeq{{Out: out, Q: q, C: c, KPE: kpe, Rows: rows, Pool: pool, Table: table, BlockSize: blockSize, Past: past}},
		kvb, heads, nope, rope, v, rank, scale)
}

// PagedSeq is one sequence's part of a step's paged attention: its rows of the step's query and
// output, its new tokens' cache entries (MLA: the latent C and rope key KPE; GQA: K and V), its
// cache pool (MLA: the latent pool; GQA: K, with V beside it), block table, block size, and how many
// of its tokens are already cached.
type PagedSeq struct {
	Out, Q    []float32
	C, KPE    []float32 // MLA
	K, V      []float32 // GQA
	Rows      int
	Pool      []float32 // MLA latents, or GQA keys
	VPool     []float32 // GQA values
	Table     []int32
	BlockSize int
	Past      int
	// FP8 (MLA) makes the pool hold what the FP8 KV cache reads back (mla_attention's
	// kv_cache="f8e4m3"): each new token's latent is written as kvfp8.RoundTrip of its C row (rank a
	// multiple of kvfp8.Block), its rope key as given. The pool stays f32: the numerics of the FP8
	// cache, not its memory. C itself is left as it was.
	FP8 bool

	at   []int // cache row of each of the sequence's first Past+Rows tokens
	unit int   // the sequence's first (token, head) unit in the step
}

// units lays the sequences' (token, head) units end to end and returns their count and the
// longest context; seqs[k].unit is sequence k's first unit.
func units(seqs []PagedSeq, heads int) (n, longest int) {
	for k := range seqs {
		seqs[k].unit = n
		n += seqs[k].Rows * heads
		longest = max(longest, seqs[k].Past+seqs[k].Rows)
	}
	return n, longest
}

// seqOf returns the index of the sequence that holds unit it, searching forward from k (units
// ascend within a chunk).
func seqOf(seqs []PagedSeq, heads, k, it int) int {
	for it >= seqs[k].unit+seqs[k].Rows*heads {
		k++
	}
	return k
}

// MLAAttentionPagedSeqs is MLAAttentionPaged for every sequence of a step in one fan-out over all
// their (token, head) pairs: a decode step of many sequences is many small attentions, each too
// short to spread over the cores alone. Each pair's result is computed as MLAAttentionPaged
// computes it, so the outputs are the same bits however the sequences are grouped.
func MLAAttentionPagedSeqs(seqs []PagedSeq, kvb []float32, heads, nope, rope, v, rank int, scale float32) {
	const k = "MLAAttentionPaged"
	checkPos(k, "heads", heads)
	checkPos(k, "rank", rank)
	checkPos(k, "v", v)
	if nope < 0 || rope < 0 {
		panic(fmt.Sprintf("kernels.%s: nope = %d, rope = %d, expected >= 0", k, nope, rope))
	}
	checkLen(k, "kvb", len(kvb), heads*(nope+v)*rank)
	width := rank + rope
	qw := nope + rope
	work := 0
	for n := range seqs {
		s := &seqs[n]
		if s.Past < 0 {
			panic(fmt.Sprintf("kernels.%s: past = %d, expected >= 0", k, s.Past))
		}
		rows := s.Rows
		checkLen(k, "q", len(s.Q), rows*heads*qw)
		checkLen(k, "c", len(s.C), rows*rank)
		checkLen(k, "kpe", len(s.KPE), rows*rope)
		checkLen(k, "out", len(s.Out), rows*heads*v)
		if s.FP8 && rank%kvfp8.Block != 0 {
			panic(fmt.Sprintf("kernels.%s: FP8 cache with rank %d, expected a multiple of %d (one scale per block)", k, rank, kvfp8.Block))
		}
		total := s.Past + rows
		s.at = pagedRows(k, len(s.Pool), width, s.Table, s.BlockSize, total)
		for i := range rows {
			row := s.Pool[s.at[s.Past+i]*width : (s.at[s.Past+i]+1)*width]
			copy(row[:rank], s.C[i*rank:(i+1)*rank])
			if s.FP8 {
				kvfp8.RoundTrip(row[:rank])
			}
			copy(row[rank:], s.KPE[i*rope:(i+1)*rope])
		}
		work += rows * heads * (nope*rank + total*(2*rank+rope) + v*rank)
	}
	n, longest := units(seqs, heads)
	parallelFor(n, work, func(lo, hi int) {
		sp := make([]float32, 2*rank+longest)
		qabs, olat, sc := sp[:rank], sp[rank:2*rank], sp[2*rank:]
		sq := 0
		for it := lo; it < hi; it++ {
			sq = seqOf(seqs, heads, sq, it)
			s := &seqs[sq]
			u := it - s.unit
			i, h := u/heads, u%heads
			qh := s.Q[(i*heads+h)*qw : (i*heads+h+1)*qw]
			w := kvb[h*(nope+v)*rank : (h+1)*(nope+v)*rank]
			clear(qabs)
			for d := 0; d < nope; d++ {
				axpy(qh[d], w[d*rank:(d+1)*rank], qabs)
			}
			qpe := qh[nope:]
			scores := sc[:s.Past+i+1]
			for t := range scores {
				row := s.Pool[s.at[t]*width : (s.at[t]+1)*width]
				x := dot(row[:rank], qabs)
				if rope > 0 {
					x += dot(row[rank:], qpe)
				}
				scores[t] = x * scale
			}
			softmaxInPlace(scores)
			clear(olat)
			for t, p := range scores {
				axpy(p, s.Pool[s.at[t]*width:s.at[t]*width+rank], olat)
			}
			o := s.Out[(i*heads+h)*v : (i*heads+h+1)*v]
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
	GQAAttentionPagedSeqs([]PagedSeq{{Out: out, Q: q, K: k, V: v, Rows: rows, Pool: kpool, VPool: vpool, Table: table, BlockSize: blockSize, Past: past}},
		heads, kvHeads, headDim, scale)
}

// GQAAttentionPagedSeqs is GQAAttentionPaged for every sequence of a step in one fan-out over all
// their (token, head) pairs (see MLAAttentionPagedSeqs); the outputs are the same bits.
func GQAAttentionPagedSeqs(seqs []PagedSeq, heads, kvHeads, headDim int, scale float32) {
	const kn = "GQAAttentionPaged"
	checkPos(kn, "heads", heads)
	checkPos(kn, "kvHeads", kvHeads)
	checkPos(kn, "headDim", headDim)
	if heads%kvHeads != 0 {
		panic(fmt.Sprintf("kernels.%s: heads %d is not a multiple of kvHeads %d", kn, heads, kvHeads))
	}
	kw := kvHeads * headDim
	work := 0
	for n := range seqs {
		s := &seqs[n]
		if s.Past < 0 {
			panic(fmt.Sprintf("kernels.%s: past = %d, expected >= 0", kn, s.Past))
		}
		rows := s.Rows
		checkLen(kn, "q", len(s.Q), rows*heads*headDim)
		checkLen(kn, "k", len(s.K), rows*kw)
		checkLen(kn, "v", len(s.V), rows*kw)
		checkLen(kn, "out", len(s.Out), rows*heads*headDim)
		checkLen(kn, "vpool", len(s.VPool), len(s.Pool))
		total := s.Past + rows
		s.at = pagedRows(kn, len(s.Pool), kw, s.Table, s.BlockSize, total)
		for i := range rows {
			r := s.at[s.Past+i] * kw
			copy(s.Pool[r:r+kw], s.K[i*kw:(i+1)*kw])
			copy(s.VPool[r:r+kw], s.V[i*kw:(i+1)*kw])
		}
		work += rows * heads * total * 2 * headDim
	}
	group := heads / kvHeads
	n, longest := units(seqs, heads)
	parallelFor(n, work, func(lo, hi int) {
		sc := make([]float32, longest)
		sq := 0
		for it := lo; it < hi; it++ {
			sq = seqOf(seqs, heads, sq, it)
			s := &seqs[sq]
			u := it - s.unit
			i, h := u/heads, u%heads
			kvh := h / group
			qh := s.Q[(i*heads+h)*headDim : (i*heads+h+1)*headDim]
			scores := sc[:s.Past+i+1]
			for t := range scores {
				off := s.at[t]*kw + kvh*headDim
				scores[t] = dot(s.Pool[off:off+headDim], qh) * scale
			}
			softmaxInPlace(scores)
			o := s.Out[(i*heads+h)*headDim : (i*heads+h+1)*headDim]
			clear(o)
			for t, p := range scores {
				off := s.at[t]*kw + kvh*headDim
				axpy(p, s.VPool[off:off+headDim], o)
			}
		}
	})
}
