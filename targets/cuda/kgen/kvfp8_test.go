package kgen

import (
	"math"
	"math/rand/v2"
	"testing"

	"afdc/runtime/kvfp8"
)

// kvF8Case is a paged pool of FP8 rows written by mla_cache_write's FP8 kernel: rows new tokens of
// sequence 1 at positions past.., latents whose scale blocks span very different ranges (one all
// zero, one with values in e4m3's subnormal range of its scale, one of ties).
type kvF8Case struct {
	rank, rope, bs, maxBlocks, rows, past int
	table                                 []int32
	c, kpe                                []uint16 // bf16 bits
	pool                                  []int32
}

func newKVF8Case(t *testing.T, rank, rope, rows, past int) *kvF8Case {
	t.Helper()
	const bs, maxBlocks = 4, 8
	rng := rand.New(rand.NewPCG(7, uint64(rank+rope)))
	kc := &kvF8Case{rank: rank, rope: rope, bs: bs, maxBlocks: maxBlocks, rows: rows, past: past}
	numBlocks := 2*maxBlocks + 1
	ids := rng.Perm(numBlocks)
	kc.table = make([]int32, 2*maxBlocks)
	for i := range kc.table {
		kc.table[i] = int32(ids[i])
	}
	kc.c = make([]uint16, rows*rank)
	for i := range kc.c {
		blk := i % rank / kvF8Block
		x := rng.NormFloat64() * math.Ldexp(1, 3*blk-4)
		switch {
		case blk == 1 && i%rank == kvF8Block+5:
			x = 1e-6 // far below its block's largest value: a subnormal code
		case blk == 2:
			x = math.Ldexp(float64(1+2*(i%8))/16, i%5) // halfway between codes: ties to even
		case blk == rank/kvF8Block-1 && rank > 2*kvF8Block:
			x = 0 // a block of zeros
		}
		kc.c[i] = bf16Of(float32(x))
	}
	kc.kpe = make([]uint16, rows*rope)
	for i := range kc.kpe {
		kc.kpe[i] = bf16Of(float32(rng.NormFloat64()))
	}
	kc.pool = make([]int32, numBlocks*bs*int(KVF8RowWords(int64(rank), int64(rope))))
	k, l := MLACacheWriteSpec{Elem: EBF16, Rank: int64(rank), Rope: int64(rope), F8: true}.Build()
	seq, pos := make([]int32, rows), make([]int32, rows)
	for i := range rows {
		seq[i], pos[i] = 1, int32(past+i)
	}
	if err := Interpret(k, int(l.Grid.Blocks(int64(rows))), l.Block, &Buf{I32: kc.pool}, &Buf{BF16: kc.c}, &Buf{BF16: kc.kpe},
		&Buf{I32: kc.table}, &Buf{I32: seq}, &Buf{I32: pos}, int32(maxBlocks), int32(bs), int32(rows)); err != nil {
		t.Fatal(err)
	}
	return kc
}

func bf16Of(x float32) uint16 {
	b := math.Float32bits(x)
	return uint16((b + 0x7fff + (b>>16)&1) >> 16)
}

func fromBF16(b uint16) float32 { return math.Float32frombits(uint32(b) << 16) }

// slot is the pool row of sequence 1's position p.
func (kc *kvF8Case) slot(p int) int { return int(kc.table[kc.maxBlocks+p/kc.bs])*kc.bs + p%kc.bs }

// TestMLACacheWriteF8 checks every word the FP8 write kernel stores against runtime/kvfp8: the
// codes, each block's scale 2^e, the key's bf16 pairs, at the slot the table gives; the slots of
// other positions stay zero.
func TestMLACacheWriteF8(t *testing.T) {
	for _, sh := range []struct{ rank, rope int }{{512, 64}, {128, 8}, {256, 0}, {384, 16}} {
		kc := newKVF8Case(t, sh.rank, sh.rope, 5, 6)
		rw := int(KVF8RowWords(int64(sh.rank), int64(sh.rope)))
		if want := kvfp8.RowBytes(sh.rank, sh.rope, 2); rw*4 != want {
			t.Fatalf("rank %d rope %d: rows of %d words, kvfp8 says %d bytes", sh.rank, sh.rope, rw, want)
		}
		written := map[int]bool{}
		for i := range kc.rows {
			c := make([]float32, sh.rank)
			for j := range c {
				c[j] = fromBF16(kc.c[i*sh.rank+j])
			}
			codes, exps := make([]uint8, sh.rank), make([]int, sh.rank/kvfp8.Block)
			kvfp8.Quantize(codes, exps, c)
			s := kc.slot(kc.past + i)
			written[s] = true
			row := kc.pool[s*rw : (s+1)*rw]
			for j, code := range codes {
				if got := uint8(uint32(row[j/4]) >> (8 * (j % 4))); got != code {
					t.Fatalf("rank %d, token %d, value %d (%g): code %#x, expected %#x", sh.rank, i, j, c[j], got, code)
				}
			}
			for b, e := range exps {
				if got, want := math.Float32frombits(uint32(row[sh.rank/4+sh.rope/2+b])), float32(math.Ldexp(1, e)); got != want {
					t.Fatalf("rank %d, token %d, block %d: scale %g, expected 2^%d", sh.rank, i, b, got, e)
				}
			}
			for j := range sh.rope / 2 {
				w := uint32(row[sh.rank/4+j])
				if lo, hi := uint16(w), uint16(w>>16); lo != kc.kpe[i*sh.rope+2*j] || hi != kc.kpe[i*sh.rope+2*j+1] {
					t.Fatalf("rank %d, token %d, key pair %d: %#x %#x, expected %#x %#x", sh.rank, i, j, lo, hi, kc.kpe[i*sh.rope+2*j], kc.kpe[i*sh.rope+2*j+1])
				}
			}
		}
		for s := range len(kc.pool) / rw {
			if written[s] {
				continue
			}
			for _, w := range kc.pool[s*rw : (s+1)*rw] {
				if w != 0 {
					t.Fatalf("rank %d: slot %d written, expected only the new tokens' slots", sh.rank, s)
				}
			}
		}
	}
}

// TestMLACacheGatherF8 gathers the FP8 rows back to bf16: every latent value is its code times its
// block's scale (kvfp8.Value, which bf16 holds exactly), every key value as written; the rows past
// n are left alone.
func TestMLACacheGatherF8(t *testing.T) {
	const rank, rope = 256, 16
	kc := newKVF8Case(t, rank, rope, 7, 0)
	n := kc.rows
	k, l := MLACacheGatherSpec{Elem: EBF16, Rank: rank, Rope: rope, F8: true}.Build()
	c, kpe := &Buf{BF16: make([]uint16, (n+1)*rank)}, &Buf{BF16: make([]uint16, (n+1)*rope)}
	if err := Interpret(k, int(l.Grid.Blocks(int64(n))), l.Block, c, kpe, &Buf{I32: kc.pool}, &Buf{I32: kc.table}, int32(1), int32(kc.maxBlocks), int32(kc.bs), int32(n)); err != nil {
		t.Fatal(err)
	}
	for p := range n {
		want := make([]float32, rank)
		for j := range want {
			want[j] = fromBF16(kc.c[p*rank+j])
		}
		kvfp8.RoundTrip(want)
		for j := range rank {
			if got := fromBF16(c.BF16[p*rank+j]); got != want[j] {
				t.Fatalf("position %d, value %d: %g, expected %g", p, j, got, want[j])
			}
		}
		for j := range rope {
			if got := kpe.BF16[p*rope+j]; got != kc.kpe[p*rope+j] {
				t.Fatalf("position %d, key %d: %#x, expected %#x", p, j, got, kc.kpe[p*rope+j])
			}
		}
	}
	for j := range rank {
		if c.BF16[n*rank+j] != 0 {
			t.Fatalf("value %d past the gathered positions written", j)
		}
	}
}
