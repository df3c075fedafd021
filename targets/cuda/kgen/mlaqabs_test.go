package kgen_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"afdc/targets/cuda/kgen"
)

// TestMLAQAbsInterpret runs the query absorption kernel in the interpreter against a float64
// product per head, q_nope[t, h]·W_kn[h] with W_kn[h] the key rows of kv_b_proj between the heads'
// value rows: one row of W_kn a thread's range and several, DeepSeek's widths (rank 512, nope 128,
// 32 rows a range in batches of 8), ranges that batches of 8 do not divide, one token, a partial
// pass, and two passes.
func TestMLAQAbsInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	for _, c := range []struct {
		s      kgen.MLAQAbsSpec
		tokens int
	}{
		{kgen.MLAQAbsSpec{Heads: 3, Nope: 32, Rope: 8, V: 16, Rank: 64}, 1},
		{kgen.MLAQAbsSpec{Heads: 2, Nope: 32, Rope: 16, V: 24, Rank: 256}, 5},
		{kgen.MLAQAbsSpec{Heads: 2, Nope: 128, Rope: 64, V: 128, Rank: 512}, 8},
		{kgen.MLAQAbsSpec{Heads: 2, Nope: 32, Rope: 0, V: 8, Rank: 64}, 11},
		{kgen.MLAQAbsSpec{Heads: 1, Nope: 48, Rope: 16, V: 8, Rank: 512}, 3}, // 12 rows a range: batches of 6
	} {
		s := c.s
		t.Run(fmt.Sprintf("%s_n%d", s.Name(), c.tokens), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(23, uint64(s.Rank+s.Nope)))
			H, nope, qw, rank, T := int(s.Heads), int(s.Nope), int(s.Nope+s.Rope), int(s.Rank), c.tokens
			w := randWeights(rng, kgen.EBF16, 1, H*int(s.Nope+s.V), rank)
			qb, qv := act(rng, kgen.EBF16, T*H*qw)
			out := outBuf(kgen.EF32, T*H*rank)
			interpret(t, s, int64(T), out, qb, w.buf, int32(T))
			want, mag := make([]float32, T*H*rank), make([]float32, T*H*rank)
			for tk := range T {
				for h := range H {
					for col := range rank {
						var sum, abs float64
						for r := range nope {
							p := float64(qv[(tk*H+h)*qw+r]) * float64(w.vals[(h*int(s.Nope+s.V)+r)*rank+col])
							sum, abs = sum+p, abs+math.Abs(p)
						}
						want[(tk*H+h)*rank+col], mag[(tk*H+h)*rank+col] = float32(sum), float32(abs)
					}
				}
			}
			checkClose(t, "q_abs", out, want, mag, 1e-5)
		})
	}
	for _, c := range []struct {
		s    kgen.MLAQAbsSpec
		want string
	}{
		{kgen.MLAQAbsSpec{Heads: 2, Nope: 32, Rope: 8, V: 8, Rank: 60}, "rank 60, expected a multiple of 8"},
		{kgen.MLAQAbsSpec{Heads: 2, Nope: 42, Rope: 6, V: 8, Rank: 512}, "nope 42 over 4 row ranges"},
		{kgen.MLAQAbsSpec{Heads: 2, Nope: 32, Rope: 4, V: 8, Rank: 64}, "query head width 36"},
	} {
		if err := c.s.Check(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, expected one containing %q", c.s, err, c.want)
		}
	}
}
