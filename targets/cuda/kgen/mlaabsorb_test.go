package kgen_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"afdc/targets/cuda/kgen"
)

// TestMLAAbsorbInterpret runs the query absorption kernel in the interpreter against a float64
// reference of q_nope·W_uk per head: f32 and bf16 results, one pass of rows and several with the
// last partly empty, two column blocks a head, W_uk between value rows it must not read (kv_b_proj's
// layout, the value rows NaN), and the rope columns of q (NaN) left out.
func TestMLAAbsorbInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	for _, c := range []struct {
		out  kgen.Elem
		rows int
	}{{kgen.EF32, 1}, {kgen.EF32, 11}, {kgen.EBF16, 8}, {kgen.EBF16, 19}} {
		s := kgen.MLAAbsorbSpec{Heads: 3, Nope: 64, Rope: 16, V: 32, Rank: 256, Out: c.out}
		t.Run(fmt.Sprintf("%s_rows%d", c.out, c.rows), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(13, uint64(c.rows)))
			H, N, QW, R := int(s.Heads), int(s.Nope), int(s.Nope+s.Rope), int(s.Rank)
			kvRows := H * int(s.Nope+s.V)
			kvb, kv := act(rng, kgen.EBF16, kvRows*R)
			for h := range H { // the value rows: never read
				for r := N; r < N+int(s.V); r++ {
					for col := range R {
						kvb.BF16[(h*(N+int(s.V))+r)*R+col] = 0x7fc0
					}
				}
			}
			qb, qv := act(rng, kgen.EBF16, c.rows*H*QW)
			for i := range qv { // the rope columns: never read
				if i%QW >= N {
					qb.BF16[i] = 0x7fc0
				}
			}
			want := make([]float32, c.rows*H*R)
			mag := make([]float32, len(want))
			for tk := range c.rows {
				for h := range H {
					for col := range R {
						var sum, m float64
						for d := range N {
							p := float64(qv[(tk*H+h)*QW+d]) * float64(kv[(h*(N+int(s.V))+d)*R+col])
							sum += p
							m += math.Abs(p)
						}
						want[(tk*H+h)*R+col], mag[(tk*H+h)*R+col] = float32(sum), float32(m)
					}
				}
			}
			got := outBuf(c.out, len(want))
			interpret(t, s, int64(c.rows), got, qb, kvb, int32(c.rows))
			tol := 1e-5
			if c.out == kgen.EBF16 {
				tol = 1.0 / 256
			}
			checkClose(t, "q_abs", got, want, mag, tol)
		})
	}
}
