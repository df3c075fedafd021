package kernels

import (
	"math"
	"strings"
	"testing"

	_ "afdc/internal/testflags" // accept -update
)

type mlaShape struct{ heads, nope, rope, v, rank int }

// refMLA is HF's expanded (non-absorbed) MLA in float64: k_nope, v = kv_b_proj(c) for every cached
// position, scores = (q_nope·k_nope + q_pe·k_pe)·scale, softmax, p@v. allC/allK hold every position;
// the rows new tokens are the last ones.
func refMLA(q []float32, allC, allK []float32, rows int, kvb []float32, s mlaShape, scale float64) []float64 {
	T := len(allC) / s.rank
	past := T - rows
	w := s.nope + s.v
	kv := make([]float64, T*s.heads*w) // [T][heads][nope+v]
	for t := 0; t < T; t++ {
		for o := 0; o < s.heads*w; o++ {
			var acc float64
			for c := 0; c < s.rank; c++ {
				acc += float64(kvb[o*s.rank+c]) * float64(allC[t*s.rank+c])
			}
			kv[t*s.heads*w+o] = acc
		}
	}
	qw := s.nope + s.rope
	out := make([]float64, rows*s.heads*s.v)
	for i := 0; i < rows; i++ {
		for h := 0; h < s.heads; h++ {
			qh := q[(i*s.heads+h)*qw:]
			n := past + i + 1
			sc := make([]float64, n)
			for t := range sc {
				var acc float64
				for d := 0; d < s.nope; d++ {
					acc += float64(qh[d]) * kv[(t*s.heads+h)*w+d]
				}
				for d := 0; d < s.rope; d++ {
					acc += float64(qh[s.nope+d]) * float64(allK[t*s.rope+d])
				}
				sc[t] = acc * scale
			}
			p := refSoftmax(sc)
			for j := 0; j < s.v; j++ {
				var acc float64
				for t := range p {
					acc += p[t] * kv[(t*s.heads+h)*w+s.nope+j]
				}
				out[(i*s.heads+h)*s.v+j] = acc
			}
		}
	}
	return out
}

type mlaInputs struct {
	q, c, kpe, kvb []float32
}

func randMLA(seed uint64, rows int, s mlaShape) mlaInputs {
	rng := newRNG(seed)
	return mlaInputs{
		q:   randSlice(rng, rows*s.heads*(s.nope+s.rope), 1),
		c:   randSlice(rng, rows*s.rank, 1),
		kpe: randSlice(rng, rows*s.rope, 1),
		kvb: randSlice(rng, s.heads*(s.nope+s.v)*s.rank, 1/math.Sqrt(float64(s.rank))),
	}
}

func (m mlaInputs) rowsFrom(lo, hi int, s mlaShape) mlaInputs {
	qw := s.heads * (s.nope + s.rope)
	return mlaInputs{q: m.q[lo*qw : hi*qw], c: m.c[lo*s.rank : hi*s.rank], kpe: m.kpe[lo*s.rope : hi*s.rope], kvb: m.kvb}
}

// testBlock is the block size of the tests' contiguous caches: small, and not a multiple of the
// chunk sizes, so sequences cross blocks mid-step.
const testBlock = 4

// identityTable is the block table 0, 1, ..., enough blocks for n tokens: a sequence's cache laid
// out contiguously in its pool, the paged kernels' equivalent of a per-sequence buffer.
func identityTable(n int) []int32 {
	table := make([]int32, (n+testBlock-1)/testBlock)
	for i := range table {
		table[i] = int32(i)
	}
	return table
}

// mlaSeq is one sequence's MLA cache for one layer in the tests: a pool holding up to capacity
// tokens through an identity table, and the number of tokens already in it.
type mlaSeq struct {
	pool  []float32
	table []int32
	past  int
}

func newMLASeq(s mlaShape, capacity int) *mlaSeq {
	table := identityTable(capacity)
	return &mlaSeq{pool: make([]float32, len(table)*testBlock*(s.rank+s.rope)), table: table}
}

// cached returns the latents and rope keys of the sequence's cached tokens, in token order.
func (m *mlaSeq) cached(s mlaShape) (c, kpe []float32) {
	wd := s.rank + s.rope
	for t := range m.past {
		c = append(c, m.pool[t*wd:t*wd+s.rank]...)
		kpe = append(kpe, m.pool[t*wd+s.rank:(t+1)*wd]...)
	}
	return c, kpe
}

func runMLA(seq *mlaSeq, in mlaInputs, rows int, s mlaShape, scale float32) []float32 {
	out := make([]float32, rows*s.heads*s.v)
	MLAAttentionPaged(out, in.q, in.c, in.kpe, rows, seq.pool, seq.table, testBlock, seq.past, in.kvb, s.heads, s.nope, s.rope, s.v, s.rank, scale)
	seq.past += rows
	return out
}

func TestMLAAttentionMatchesExpandedForm(t *testing.T) {
	for _, s := range []mlaShape{{4, 16, 8, 12, 32}, {3, 7, 5, 9, 19}, {2, 128, 64, 128, 512}} {
		const scale = 0.1352337789
		in := randMLA(6, 9, s)
		cache := newMLASeq(s, 9)
		// Prefill 6 tokens, then a chunk of 3 on top of the cache.
		got1 := runMLA(cache, in.rowsFrom(0, 6, s), 6, s, scale)
		want1 := refMLA(in.q[:6*s.heads*(s.nope+s.rope)], in.c[:6*s.rank], in.kpe[:6*s.rope], 6, in.kvb, s, scale)
		closeTo(t, "MLA prefill", got1, want1, 1e-5)
		got2 := runMLA(cache, in.rowsFrom(6, 9, s), 3, s, scale)
		want2 := refMLA(in.q[6*s.heads*(s.nope+s.rope):], in.c, in.kpe, 3, in.kvb, s, scale)
		closeTo(t, "MLA chunk after cache", got2, want2, 1e-5)
		c, kpe := cache.cached(s)
		sameBits(t, "cached latent", c, in.c)
		sameBits(t, "cached rope keys", kpe, in.kpe)
	}
}

func TestMLAAttentionDecodeEqualsPrefill(t *testing.T) {
	s := mlaShape{4, 16, 8, 12, 32}
	const rows, scale = 20, 0.11
	in := randMLA(7, rows, s)
	prefill := runMLA(newMLASeq(s, rows), in, rows, s, scale)
	cache := newMLASeq(s, rows)
	var decode []float32
	for i := 0; i < rows; i++ {
		decode = append(decode, runMLA(cache, in.rowsFrom(i, i+1, s), 1, s, scale)...)
	}
	closeTo(t, "MLA decode vs prefill", decode, f64(prefill), 1e-5)
	// Each token's computation is the same sequence of operations in both, so they agree exactly.
	sameBits(t, "MLA decode vs prefill", decode, prefill)
}

type gqaShape struct{ heads, kvHeads, headDim int }

func refGQA(q, allK, allV []float32, rows int, s gqaShape, scale float64) []float64 {
	kw := s.kvHeads * s.headDim
	T := len(allK) / kw
	past := T - rows
	out := make([]float64, rows*s.heads*s.headDim)
	for i := 0; i < rows; i++ {
		for h := 0; h < s.heads; h++ {
			kvh := h / (s.heads / s.kvHeads)
			n := past + i + 1
			sc := make([]float64, n)
			for t := range sc {
				var acc float64
				for d := 0; d < s.headDim; d++ {
					acc += float64(q[(i*s.heads+h)*s.headDim+d]) * float64(allK[t*kw+kvh*s.headDim+d])
				}
				sc[t] = acc * scale
			}
			p := refSoftmax(sc)
			for d := 0; d < s.headDim; d++ {
				var acc float64
				for t := range p {
					acc += p[t] * float64(allV[t*kw+kvh*s.headDim+d])
				}
				out[(i*s.heads+h)*s.headDim+d] = acc
			}
		}
	}
	return out
}

// gqaSeq is one sequence's K and V caches for one layer in the tests, as mlaSeq.
type gqaSeq struct {
	kpool, vpool []float32
	table        []int32
	past         int
}

func newGQASeq(s gqaShape, capacity int) *gqaSeq {
	table := identityTable(capacity)
	n := len(table) * testBlock * s.kvHeads * s.headDim
	return &gqaSeq{kpool: make([]float32, n), vpool: make([]float32, n), table: table}
}

func runGQA(seq *gqaSeq, q, k, v []float32, rows int, s gqaShape, scale float32) []float32 {
	out := make([]float32, rows*s.heads*s.headDim)
	GQAAttentionPaged(out, q, k, v, rows, seq.kpool, seq.vpool, seq.table, testBlock, seq.past, s.heads, s.kvHeads, s.headDim, scale)
	seq.past += rows
	return out
}

func TestGQAAttention(t *testing.T) {
	for _, s := range []gqaShape{{8, 2, 16}, {6, 3, 13}, {12, 1, 128}} {
		rng := newRNG(8)
		const rows = 10
		scale := float32(1 / math.Sqrt(float64(s.headDim)))
		q := randSlice(rng, rows*s.heads*s.headDim, 1)
		k := randSlice(rng, rows*s.kvHeads*s.headDim, 1)
		v := randSlice(rng, rows*s.kvHeads*s.headDim, 1)
		kw := s.kvHeads * s.headDim
		cache := newGQASeq(s, rows)
		got1 := runGQA(cache, q[:7*s.heads*s.headDim], k[:7*kw], v[:7*kw], 7, s, scale)
		closeTo(t, "GQA prefill", got1, refGQA(q[:7*s.heads*s.headDim], k[:7*kw], v[:7*kw], 7, s, float64(scale)), 1e-5)
		got2 := runGQA(cache, q[7*s.heads*s.headDim:], k[7*kw:], v[7*kw:], 3, s, scale)
		closeTo(t, "GQA chunk after cache", got2, refGQA(q[7*s.heads*s.headDim:], k, v, 3, s, float64(scale)), 1e-5)

		prefill := append(got1, got2...)
		dc := newGQASeq(s, rows)
		var decode []float32
		for i := 0; i < rows; i++ {
			decode = append(decode, runGQA(dc, q[i*s.heads*s.headDim:(i+1)*s.heads*s.headDim], k[i*kw:(i+1)*kw], v[i*kw:(i+1)*kw], 1, s, scale)...)
		}
		closeTo(t, "GQA decode vs prefill", decode, f64(prefill), 1e-5)
		sameBits(t, "GQA decode vs prefill", decode, prefill)
		sameBits(t, "cached keys", dc.kpool[:rows*kw], k)
		sameBits(t, "cached values", dc.vpool[:rows*kw], v)
	}
	if msg := panicMessage(func() {
		runGQA(newGQASeq(gqaShape{3, 2, 2}, 1), make([]float32, 6), make([]float32, 4), make([]float32, 4), 1, gqaShape{3, 2, 2}, 1)
	}); !strings.Contains(msg, "heads 3 is not a multiple of kvHeads 2") {
		t.Errorf("bad grouping: panic %q", msg)
	}
}
