package kernels

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/runtime/kvfp8"
)

// TestKVFP8BlockAgrees: the IR's block of the FP8 MLA cache (restated there, as ir imports no
// runtime package) is the format's.
func TestKVFP8BlockAgrees(t *testing.T) {
	if ir.KVFP8Block != kvfp8.Block {
		t.Fatalf("ir.KVFP8Block %d, kvfp8.Block %d: expected the same", ir.KVFP8Block, kvfp8.Block)
	}
}

// roundTripped returns a copy of the latent rows c (rank values each) as the FP8 cache reads them.
func roundTripped(c []float32, rank int) []float32 {
	out := slices.Clone(c)
	for r := 0; r < len(out); r += rank {
		kvfp8.RoundTrip(out[r : r+rank])
	}
	return out
}

// TestMLAAttentionPagedFP8: with FP8 set, two sequences stepping together through scrambled block
// tables (a prefill, decodes and a chunk) leave in the pool exactly kvfp8.RoundTrip of each new
// latent row and the rope keys as given, do not touch the inputs, and attend as the same kernel does
// over latents round-tripped beforehand (bit for bit), which is the expanded form over them within
// 1e-5; the outputs differ from the unquantised cache's.
func TestMLAAttentionPagedFP8(t *testing.T) {
	for _, s := range []mlaShape{{2, 128, 64, 128, 512}, {4, 16, 8, 12, 128}, {3, 7, 6, 9, 256}} {
		const scale, blockSize = 0.0721687836, 3
		total := 0
		for _, n := range chunks {
			total += n
		}
		width := s.rank + s.rope
		nBlocks := (total + blockSize - 1) / blockSize
		type seq struct {
			in                 mlaInputs
			fp8C               []float32 // the inputs' latents round-tripped
			table              []int32
			pool, ref, plain   []float32 // FP8 pool; pool of the plain kernel over fp8C; pool of the plain kernel over in.c
			outs, refs, plains []float32
		}
		seqs := make([]*seq, 2)
		for k := range seqs {
			in := randMLA(uint64(11+k), total, s)
			// Blocks of very different ranges, so each block's scale matters.
			for r := range total {
				for b := 0; b < s.rank/kvfp8.Block; b++ {
					f := float32(math.Ldexp(1, b-1))
					for i := range kvfp8.Block {
						in.c[r*s.rank+b*kvfp8.Block+i] *= f
					}
				}
			}
			table, pool := pagedTable(uint64(3+k), nBlocks, 2*nBlocks+1, blockSize, width)
			seqs[k] = &seq{in: in, fp8C: roundTripped(in.c, s.rank), table: table, pool: pool,
				ref: slices.Clone(pool), plain: slices.Clone(pool)}
		}
		if slices.Equal(seqs[0].fp8C, seqs[0].in.c) {
			t.Fatalf("%+v: the round trip changed no latent value; the test would show nothing", s)
		}
		kvb := seqs[0].in.kvb
		past := 0
		for _, n := range chunks {
			var batch, refBatch, plainBatch []PagedSeq
			for _, sq := range seqs {
				part := sq.in.rowsFrom(past, past+n, s)
				before := slices.Clone(part.c)
				out, ref, plain := make([]float32, n*s.heads*s.v), make([]float32, n*s.heads*s.v), make([]float32, n*s.heads*s.v)
				common := PagedSeq{Q: part.q, KPE: part.kpe, Rows: n, Table: sq.table, BlockSize: blockSize, Past: past}
				b := common
				b.Out, b.C, b.Pool, b.FP8 = out, part.c, sq.pool, true
				batch = append(batch, b)
				r := common
				r.Out, r.C, r.Pool = ref, sq.fp8C[past*s.rank:(past+n)*s.rank], sq.ref
				refBatch = append(refBatch, r)
				p := common
				p.Out, p.C, p.Pool = plain, part.c, sq.plain
				plainBatch = append(plainBatch, p)
				defer func() {
					if !slices.Equal(part.c, before) {
						t.Errorf("%+v: the kernel changed its input latents", s)
					}
				}()
			}
			MLAAttentionPagedSeqs(batch, kvb, s.heads, s.nope, s.rope, s.v, s.rank, scale)
			MLAAttentionPagedSeqs(refBatch, kvb, s.heads, s.nope, s.rope, s.v, s.rank, scale)
			MLAAttentionPagedSeqs(plainBatch, kvb, s.heads, s.nope, s.rope, s.v, s.rank, scale)
			for k, sq := range seqs {
				name := fmt.Sprintf("%+v seq %d rows %d..%d", s, k, past, past+n)
				sq.outs = append(sq.outs, batch[k].Out...)
				sq.refs = append(sq.refs, refBatch[k].Out...)
				sq.plains = append(sq.plains, plainBatch[k].Out...)
				// The pool: every cached token's latent is its round trip, its rope key as given.
				for tok := range past + n {
					row := pagedRow("test", sq.table, blockSize, len(sq.pool)/(blockSize*width), tok)
					got := sq.pool[row*width : (row+1)*width]
					sameBits(t, name+fmt.Sprintf(" token %d latent", tok), got[:s.rank], sq.fp8C[tok*s.rank:(tok+1)*s.rank])
					sameBits(t, name+fmt.Sprintf(" token %d rope key", tok), got[s.rank:], sq.in.kpe[tok*s.rope:(tok+1)*s.rope])
				}
				sameBits(t, name+" output against the kernel over round-tripped latents", batch[k].Out, refBatch[k].Out)
			}
			past += n
		}
		for k, sq := range seqs {
			name := fmt.Sprintf("%+v seq %d", s, k)
			want := refMLA(sq.in.q, sq.fp8C, sq.in.kpe, total, kvb, s, scale)
			closeTo(t, name+" against the expanded form over round-tripped latents", sq.outs, want, 1e-5)
			if slices.Equal(sq.outs, sq.plains) {
				t.Errorf("%s: the FP8 cache's outputs equal the unquantised cache's", name)
			}
		}
	}
}

// TestMLAAttentionPagedFP8Rank: an FP8 cache needs whole blocks of latent values.
func TestMLAAttentionPagedFP8Rank(t *testing.T) {
	s := mlaShape{2, 8, 4, 8, 96}
	in := randMLA(1, 1, s)
	defer func() {
		r := recover()
		if msg := fmt.Sprint(r); !strings.Contains(msg, "kernels.MLAAttentionPaged: FP8 cache with rank 96, expected a multiple of 128") {
			t.Fatalf("panic %q, want one naming the rank and the block", msg)
		}
	}()
	MLAAttentionPagedSeqs([]PagedSeq{{Out: make([]float32, s.heads*s.v), Q: in.q, C: in.c, KPE: in.kpe, Rows: 1,
		Pool: make([]float32, 4*(s.rank+s.rope)), Table: []int32{0}, BlockSize: 4, FP8: true}}, in.kvb, s.heads, s.nope, s.rope, s.v, s.rank, 0.1)
}
