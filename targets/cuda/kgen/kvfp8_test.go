package kgen

import (
	"math"
	"math/rand/v2"
	"testing"

	"afdc/runtime/kvfp8"
)

// kvF8Case is a paged pool of FP8 rows written by mla_cache_write's FP8 kernel: rows new tokens of
// sequence 1 at positions past.., latents whose scale blocks span very different ranges: block 1
// holds 448 (scale 1) and odd multiples of 2^-10 (ties between subnormal codes), block 2 448 and
// midpoints between neighbouring normal codes (ties), a last block past the third all zeros.
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
		blk, j := i%rank/kvF8Block, i%kvF8Block
		x := rng.NormFloat64() * math.Ldexp(1, 3*blk-4)
		sign := float64(1 - 2*(i%2))
		switch {
		case (blk == 1 || blk == 2) && j == 0:
			x = 448 // the block's scale is 1
		case blk == 1 && j < 40:
			x = sign * math.Ldexp(float64(2*(j%8)+1), -10) // halfway between subnormal codes
		case blk == 2:
			x = sign * math.Ldexp(1+float64(2*(j%8)+1)/16, j%9-4) // halfway between normal codes
		case blk == rank/kvF8Block-1 && rank > 3*kvF8Block:
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
			sub := 0
			for _, code := range codes {
				if code&0x78 == 0 && code&7 != 0 {
					sub++
				}
			}
			if sh.rank >= 256 && sub < 30 {
				t.Fatalf("rank %d, token %d: %d subnormal codes, expected block 1's ties to give at least 30", sh.rank, i, sub)
			}
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

// TestF8CodeInterpret runs the device quantiser's two steps, f8Code and f8ScaleExp, in the
// interpreter over every e4m3 value and the midpoints between neighbours (and one f32 step either
// side), the subnormal codes' range, 440 to 500, ±Inf, NaN of both signs, f32 subnormals and random
// bit patterns, against runtime/kvfp8's Code and ScaleExp bit for bit.
func TestF8CodeInterpret(t *testing.T) {
	var xs []float32
	add := func(x float32) {
		xs = append(xs, x, -x, math.Nextafter32(x, 0), math.Nextafter32(x, float32(math.Inf(1))))
	}
	for c := range 0x7f {
		v := kvfp8.Value(uint8(c), 0)
		add(v)
		if c < 0x7e {
			add((v + kvfp8.Value(uint8(c+1), 0)) / 2)
		}
	}
	for i := range 200 {
		add(float32(i) / 200 * 0x1p-6)
		add(440 + float32(i)*0.3)
	}
	nan := math.Float32frombits(0x7fc00000)
	xs = append(xs, float32(math.Inf(1)), float32(math.Inf(-1)), nan, math.Float32frombits(0xffc00000), math.Float32frombits(1), 0x1p-130, 3e38)
	rng := rand.New(rand.NewPCG(5, 5))
	for range 4000 {
		xs = append(xs, math.Float32frombits(rng.Uint32()))
	}
	k := NewKernel("f8code_test")
	in := k.Param("x", PPtr, EF32)
	code, exp := k.Param("code", PPtr, EI32), k.Param("exp", PPtr, EI32)
	n := k.Param("n", PI32, 0)
	k.elementwise(n, 1, func(i *Value) {
		x := k.Load(in, i)
		k.Store(code, i, k.f8Code(x))
		k.Store(exp, i, k.f8ScaleExp(k.And(k.Bits(TI32, x), k.I32(0x7fffffff))))
	})
	if err := Verify(k); err != nil {
		t.Fatal(err)
	}
	cb, eb := &Buf{I32: make([]int32, len(xs))}, &Buf{I32: make([]int32, len(xs))}
	if err := Interpret(k, (len(xs)+255)/256, 256, &Buf{F32: xs}, cb, eb, int32(len(xs))); err != nil {
		t.Fatal(err)
	}
	bad := 0
	for i, x := range xs {
		a := math.Float32frombits(math.Float32bits(x) &^ (1 << 31))
		if got, want := uint8(cb.I32[i]), kvfp8.Code(x); got != want || cb.I32[i]>>8 != 0 {
			t.Errorf("f8Code(%g, bits %#x) = %#x, kvfp8.Code %#x", x, math.Float32bits(x), cb.I32[i], want)
			bad++
		}
		if got, want := int(eb.I32[i]), kvfp8.ScaleExp(a); got != want {
			t.Errorf("f8ScaleExp(%g) = %d, kvfp8.ScaleExp %d", a, got, want)
			bad++
		}
		if bad > 10 {
			t.FailNow()
		}
	}
	if kvF8MinExp != kvfp8.MinExp || kvF8Block != kvfp8.Block {
		t.Errorf("kgen's MinExp %d and block %d, kvfp8's %d and %d", kvF8MinExp, kvF8Block, kvfp8.MinExp, kvfp8.Block)
	}
}
