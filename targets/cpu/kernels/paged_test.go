package kernels

import (
	"fmt"
	"math"
	"math/bits"
	"strings"
	"testing"
)

// pagedTable returns a block table of n blocks drawn from a pool of numBlocks in scrambled order, and
// a pool of numBlocks blocks of rowWidth·blockSize values filled with NaN, so that a read of a row
// the table does not name poisons the result.
func pagedTable(seed uint64, n, numBlocks, blockSize, rowWidth int) ([]int32, []float32) {
	perm := newRNG(seed).Perm(numBlocks)
	table := make([]int32, n)
	for i := range table {
		table[i] = int32(perm[i])
	}
	pool := make([]float32, numBlocks*blockSize*rowWidth)
	for i := range pool {
		pool[i] = float32(math.NaN())
	}
	return table, pool
}

// chunks is the step pattern of the paged tests: a prefill of 6, decodes of 1, and a chunk of 3. The
// tests use blocks of 3 tokens so that a block's first row is not always 16-byte aligned.
var chunks = []int{6, 1, 1, 3, 1}

// TestMLAAttentionPagedAnyTable: through two different scrambled block tables, step by step, the
// paged kernel gives the bits it gives through a contiguous (identity) table, the layout of a
// per-sequence buffer: block ids never change a result, whatever the rows' alignment.
func TestMLAAttentionPagedAnyTable(t *testing.T) {
	// {3, 7, 6, 9, 19}: rows of 25 values, whose alignment changes from row to row.
	for _, s := range []mlaShape{{4, 16, 8, 12, 32}, {3, 7, 5, 9, 19}, {3, 7, 6, 9, 19}, {2, 128, 64, 128, 512}} {
		const scale, blockSize = 0.1352337789, 3
		total := 0
		for _, n := range chunks {
			total += n
		}
		in := randMLA(7, total, s)
		cache := newMLASeq(s, total)
		table, pool := pagedTable(3, (total+blockSize-1)/blockSize, 9, blockSize, s.rank+s.rope)
		table2, pool2 := pagedTable(5, (total+blockSize-1)/blockSize, 6, blockSize, s.rank+s.rope)
		past := 0
		for _, n := range chunks {
			part := in.rowsFrom(past, past+n, s)
			want := runMLA(cache, part, n, s, scale)
			got, got2 := make([]float32, len(want)), make([]float32, len(want))
			MLAAttentionPaged(got, part.q, part.c, part.kpe, n, pool, table, blockSize, past, part.kvb, s.heads, s.nope, s.rope, s.v, s.rank, scale)
			MLAAttentionPaged(got2, part.q, part.c, part.kpe, n, pool2, table2, blockSize, past, part.kvb, s.heads, s.nope, s.rope, s.v, s.rank, scale)
			name := fmt.Sprintf("%+v rows %d..%d", s, past, past+n)
			sameBits(t, name+" tables "+fmt.Sprint(table)+" vs "+fmt.Sprint(table2), got, got2)
			sameBits(t, name+" scrambled vs contiguous", want, got)
			past += n
		}
	}
}

// TestGQAAttentionPagedAnyTable: as the MLA test, for K and V pools.
func TestGQAAttentionPagedAnyTable(t *testing.T) {
	for _, s := range []gqaShape{{8, 2, 16}, {6, 3, 13}, {12, 1, 128}} {
		const blockSize = 3
		total := 0
		for _, n := range chunks {
			total += n
		}
		rng := newRNG(9)
		kw := s.kvHeads * s.headDim
		q := randSlice(rng, total*s.heads*s.headDim, 1)
		k := randSlice(rng, total*kw, 1)
		v := randSlice(rng, total*kw, 1)
		scale := float32(1 / math.Sqrt(float64(s.headDim)))
		cache := newGQASeq(s, total)
		table, kpool := pagedTable(4, (total+blockSize-1)/blockSize, 7, blockSize, kw)
		vpool := append([]float32(nil), kpool...)
		table2, kpool2 := pagedTable(6, (total+blockSize-1)/blockSize, 5, blockSize, kw)
		vpool2 := append([]float32(nil), kpool2...)
		past := 0
		for _, n := range chunks {
			qs, ks, vs := q[past*s.heads*s.headDim:(past+n)*s.heads*s.headDim], k[past*kw:(past+n)*kw], v[past*kw:(past+n)*kw]
			want := runGQA(cache, qs, ks, vs, n, s, scale)
			got := make([]float32, len(want))
			got2 := make([]float32, len(want))
			GQAAttentionPaged(got, qs, ks, vs, n, kpool, vpool, table, blockSize, past, s.heads, s.kvHeads, s.headDim, scale)
			GQAAttentionPaged(got2, qs, ks, vs, n, kpool2, vpool2, table2, blockSize, past, s.heads, s.kvHeads, s.headDim, scale)
			name := fmt.Sprintf("%+v rows %d..%d", s, past, past+n)
			sameBits(t, name+" tables "+fmt.Sprint(table)+" vs "+fmt.Sprint(table2), got, got2)
			sameBits(t, name+" scrambled vs contiguous", want, got)
			past += n
		}
	}
}

// TestPagedLayout: token t of a sequence is row table[t/blockSize]·blockSize + t%blockSize, with c
// before k_pe in an MLA row, and the rows the table does not name are untouched.
func TestPagedLayout(t *testing.T) {
	s := mlaShape{1, 2, 2, 2, 3}
	const blockSize = 2
	in := randMLA(1, 3, s)
	table := []int32{2, 0}
	pool := make([]float32, 3*blockSize*5)
	out := make([]float32, 3*s.v)
	MLAAttentionPaged(out, in.q, in.c, in.kpe, 3, pool, table, blockSize, 0, in.kvb, s.heads, s.nope, s.rope, s.v, s.rank, 0.5)
	for tok, row := range []int{4, 5, 0} {
		want := append(append([]float32(nil), in.c[tok*3:tok*3+3]...), in.kpe[tok*2:tok*2+2]...)
		sameBits(t, fmt.Sprintf("token %d in row %d", tok, row), want, pool[row*5:row*5+5])
	}
	for _, x := range pool[1*5 : 4*5] { // rows 1, 2, 3: not named
		if bits.OnesCount32(math.Float32bits(x)) != 0 {
			t.Fatalf("a row outside the table was written: %v", pool)
		}
	}
}

func TestPagedBadTable(t *testing.T) {
	s := mlaShape{1, 2, 2, 2, 3}
	in := randMLA(1, 3, s)
	for _, tc := range []struct {
		table []int32
		want  string
	}{
		{[]int32{0}, "token 2 needs block 1 of the table, which has 1 blocks of 2 tokens"},
		{[]int32{0, 5}, "block id 5, expected one in [0, 3)"},
	} {
		func() {
			defer func() {
				r := recover()
				if msg, _ := r.(string); !strings.Contains(msg, tc.want) {
					t.Errorf("table %v: recovered %v, want a panic containing %q", tc.table, r, tc.want)
				}
			}()
			MLAAttentionPaged(make([]float32, 3*s.v), in.q, in.c, in.kpe, 3, make([]float32, 3*2*5), tc.table, 2, 0, in.kvb,
				s.heads, s.nope, s.rope, s.v, s.rank, 0.5)
		}()
	}
}

// pagedCase is one sequence of TestPagedSeqsMatchOneByOne: its cached tokens and the rows its step
// adds (0: a sequence without rows in the step).
type pagedCase struct{ past, rows int }

var pagedCases = []pagedCase{{0, 5}, {7, 1}, {3, 0}, {11, 1}, {1, 4}, {20, 1}}

// TestPagedSeqsMatchOneByOne: one fan-out over a step's sequences (each with its own block table in
// a shared pool, its own past and rows, one with none) writes the same cache rows and gives the
// same output bits as the kernel called sequence by sequence.
func TestPagedSeqsMatchOneByOne(t *testing.T) {
	const blockSize, numBlocks = 3, 40
	t.Run("mla", func(t *testing.T) {
		s := mlaShape{4, 32, 16, 32, 128}
		const scale = 0.0883883
		width := s.rank + s.rope
		_, poolA := pagedTable(1, 0, numBlocks, blockSize, width)
		poolB := append([]float32(nil), poolA...)
		perm := newRNG(2).Perm(numBlocks)
		var batch []PagedSeq
		var wants [][]float32
		next := 0
		for k, c := range pagedCases {
			total := c.past + c.rows
			nb := (total + blockSize - 1) / blockSize
			table := make([]int32, nb)
			for i := range table {
				table[i] = int32(perm[next])
				next++
			}
			in := randMLA(uint64(10+k), total, s)
			in.kvb = randMLA(99, 1, s).kvb // one layer: every sequence shares kv_b_proj
			if c.past > 0 {
				prior := in.rowsFrom(0, c.past, s)
				for _, pool := range [][]float32{poolA, poolB} {
					MLAAttentionPaged(make([]float32, c.past*s.heads*s.v), prior.q, prior.c, prior.kpe, c.past, pool, table, blockSize, 0, prior.kvb, s.heads, s.nope, s.rope, s.v, s.rank, scale)
				}
			}
			part := in.rowsFrom(c.past, total, s)
			want := make([]float32, c.rows*s.heads*s.v)
			MLAAttentionPaged(want, part.q, part.c, part.kpe, c.rows, poolA, table, blockSize, c.past, part.kvb, s.heads, s.nope, s.rope, s.v, s.rank, scale)
			wants = append(wants, want)
			batch = append(batch, PagedSeq{Out: make([]float32, len(want)), Q: part.q, C: part.c, KPE: part.kpe, Rows: c.rows, Pool: poolB, Table: table, BlockSize: blockSize, Past: c.past})
		}
		MLAAttentionPagedSeqs(batch, randMLA(99, 1, s).kvb, s.heads, s.nope, s.rope, s.v, s.rank, scale)
		for k := range batch {
			sameBits(t, fmt.Sprintf("sequence %d %+v", k, pagedCases[k]), wants[k], batch[k].Out)
		}
		sameBits(t, "the pools after the step", poolA, poolB)
	})
	t.Run("gqa", func(t *testing.T) {
		s := gqaShape{16, 2, 128}
		kw := s.kvHeads * s.headDim
		scale := float32(1 / math.Sqrt(float64(s.headDim)))
		_, kA := pagedTable(3, 0, numBlocks, blockSize, kw)
		vA, kB, vB := append([]float32(nil), kA...), append([]float32(nil), kA...), append([]float32(nil), kA...)
		perm := newRNG(4).Perm(numBlocks)
		var batch []PagedSeq
		var wants [][]float32
		next := 0
		for k, c := range pagedCases {
			total := c.past + c.rows
			table := make([]int32, (total+blockSize-1)/blockSize)
			for i := range table {
				table[i] = int32(perm[next])
				next++
			}
			rng := newRNG(uint64(20 + k))
			q := randSlice(rng, total*s.heads*s.headDim, 1)
			kk := randSlice(rng, total*kw, 1)
			vv := randSlice(rng, total*kw, 1)
			if c.past > 0 {
				for _, p := range [][2][]float32{{kA, vA}, {kB, vB}} {
					GQAAttentionPaged(make([]float32, c.past*s.heads*s.headDim), q[:c.past*s.heads*s.headDim], kk[:c.past*kw], vv[:c.past*kw], c.past, p[0], p[1], table, blockSize, 0, s.heads, s.kvHeads, s.headDim, scale)
				}
			}
			qs, ks, vs := q[c.past*s.heads*s.headDim:], kk[c.past*kw:], vv[c.past*kw:]
			want := make([]float32, c.rows*s.heads*s.headDim)
			GQAAttentionPaged(want, qs, ks, vs, c.rows, kA, vA, table, blockSize, c.past, s.heads, s.kvHeads, s.headDim, scale)
			wants = append(wants, want)
			batch = append(batch, PagedSeq{Out: make([]float32, len(want)), Q: qs, K: ks, V: vs, Rows: c.rows, Pool: kB, VPool: vB, Table: table, BlockSize: blockSize, Past: c.past})
		}
		GQAAttentionPagedSeqs(batch, s.heads, s.kvHeads, s.headDim, scale)
		for k := range batch {
			sameBits(t, fmt.Sprintf("sequence %d %+v", k, pagedCases[k]), wants[k], batch[k].Out)
		}
		sameBits(t, "the K pools after the step", kA, kB)
		sameBits(t, "the V pools after the step", vA, vB)
	})
}
