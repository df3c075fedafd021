package kgen

import (
	"math"
	"math/rand/v2"
	"testing"

	"afdc/runtime/weights"
)

// TestMLAPrefillSoftmax runs the prefill form's causal softmax in the interpreter on a chunk of
// queries that starts inside the sequence (q0 > 0, so the first rows see fewer keys than the
// chunk's last) and checks each row against float64: the probabilities of the visible keys (summing
// to 1), exact zeros past the causal limit, in f32 and in bf16 (rounded once).
func TestMLAPrefillSoftmax(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	const heads, queries, q0, keys = 3, 5, 17, 21 // query i sees keys 0 .. 17+i (rows 4, 5 see all 21 and past them)
	const scale = 0.3
	for _, e := range []Elem{EF32, EBF16} {
		k, l := MLAPrefillSoftmaxSpec{Out: e, Scale: scale}.Build()
		rows := heads * queries
		scores := make([]float32, rows*keys)
		for i := range scores {
			scores[i] = float32(rng.NormFloat64() * 8)
		}
		scores[2] = 1e4 // one dominant key: its row is one-hot
		out := routeBuf(make([]float32, rows*keys), e)
		for i := range out.F32 {
			out.F32[i] = float32(math.NaN()) // every entry must be written
		}
		for i := range out.BF16 {
			out.BF16[i] = 0x7fc0
		}
		if err := Interpret(k, int(l.Grid.Blocks(int64(rows))), l.Block, out, routeBuf(scores, EF32), int32(keys), int32(queries), int32(q0), int32(rows)); err != nil {
			t.Fatal(err)
		}
		tol := 3e-6 // x = s·scale and x − max in f32: a few ulp of |x| ≈ 10
		if e == EBF16 {
			tol = 4e-3
		}
		for r := range rows {
			n := min(keys, q0+r%queries+1)
			row := scores[r*keys : (r+1)*keys]
			mx := math.Inf(-1)
			for _, s := range row[:n] {
				mx = math.Max(mx, float64(s)*scale)
			}
			sum := 0.0
			for _, s := range row[:n] {
				sum += math.Exp(float64(s)*scale - mx)
			}
			got := 0.0
			for j := range keys {
				g := float64(out.F32Value(r*keys + j))
				want := 0.0
				if j < n {
					want = math.Exp(float64(row[j])*scale-mx) / sum
				}
				if math.Abs(g-want) > tol*math.Max(want, 1e-3) || (j >= n && g != 0) {
					t.Fatalf("%s row %d key %d (causal limit %d): %v, want %v", e, r, j, n, g, want)
				}
				got += g
			}
			if math.Abs(got-1) > float64(n)*tol {
				t.Errorf("%s row %d: probabilities sum to %v", e, r, got)
			}
		}
		if e == EBF16 && out.BF16[2] != weights.Float32ToBF16(1) {
			t.Errorf("the dominant key's probability is %v, want 1", out.F32Value(2))
		}
	}
}

// TestMLACacheGather runs mla_cache_gather in the interpreter on the second sequence of a paged
// pool (blocks of 4 slots at shuffled ids) and checks every gathered latent and rope value, bit for
// bit, against the slot the table gives; the rows past n are left alone.
func TestMLACacheGather(t *testing.T) {
	const rank, rope, bs, n, maxBlocks = 16, 8, 4, 11, 3
	rng := rand.New(rand.NewPCG(2, 2))
	w := rank + rope
	numBlocks := 2*maxBlocks + 1
	ids := rng.Perm(numBlocks)
	table := make([]int32, 2*maxBlocks)
	for i := range table {
		table[i] = int32(ids[i])
	}
	pool := make([]uint16, numBlocks*bs*w)
	for i := range pool {
		pool[i] = uint16(rng.IntN(0x7f00))
	}
	k, l := MLACacheGatherSpec{Elem: EBF16, Rank: rank, Rope: rope}.Build()
	c, kpe := &Buf{BF16: make([]uint16, (n+1)*rank)}, &Buf{BF16: make([]uint16, (n+1)*rope)}
	if err := Interpret(k, int(l.Grid.Blocks(n)), l.Block, c, kpe, &Buf{BF16: pool}, &Buf{I32: table}, int32(1), int32(maxBlocks), int32(bs), int32(n)); err != nil {
		t.Fatal(err)
	}
	for p := range n + 1 {
		slot := int(table[maxBlocks+p/bs])*bs + p%bs
		for j := range w {
			var got uint16
			if j < rank {
				got = c.BF16[p*rank+j]
			} else {
				got = kpe.BF16[p*rope+j-rank]
			}
			want := pool[slot*w+j]
			if p == n {
				want = 0 // past the gathered positions: untouched
			}
			if got != want {
				t.Fatalf("position %d column %d: %#x, want %#x", p, j, got, want)
			}
		}
	}
}
