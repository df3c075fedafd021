package kernels

import (
	"math"
	"testing"
)

// batchSizes are the batch sizes whose row 0 (and one other row) must equal the row computed alone.
var batchSizes = []int{1, 7, 64, 300}

func TestBatchInvariance(t *testing.T) {
	const maxRows = 300
	rng := newRNG(10)

	t.Run("Linear", func(t *testing.T) {
		// 300 rows × 96 × 200 is above the parallel threshold, 1 row is below it: both paths are covered.
		for _, sh := range []struct{ in, out int }{{96, 20}, {97, 200}, {512, 130}} {
			x := randSlice(rng, maxRows*sh.in, 1)
			w := randSlice(rng, sh.out*sh.in, 1/math.Sqrt(float64(sh.in)))
			bias := randSlice(rng, sh.out, 1)
			lin := func(lo, hi int) []float32 {
				out := make([]float32, (hi-lo)*sh.out)
				Linear(out, x[lo*sh.in:hi*sh.in], hi-lo, sh.in, w, sh.out, bias)
				return out
			}
			alone := lin(0, 1)
			for _, n := range batchSizes {
				sameBits(t, "Linear row 0", lin(0, n)[:sh.out], alone)
				j := n / 2 // row j of the batch equals row j alone (an activation row at another offset)
				sameBits(t, "Linear row j", lin(0, n)[j*sh.out:(j+1)*sh.out], lin(j, j+1))
			}
		}
	})

	t.Run("RMSNorm", func(t *testing.T) {
		const width = 1000
		x := randSlice(rng, maxRows*width, 3)
		w := randSlice(rng, width, 1)
		norm := func(n int) []float32 {
			out := make([]float32, n*width)
			RMSNorm(out, x[:n*width], n, width, w, 1e-6)
			return out[:width]
		}
		alone := norm(1)
		for _, n := range batchSizes {
			sameBits(t, "RMSNorm row 0", norm(n), alone)
		}
	})

	t.Run("MoEExperts", func(t *testing.T) {
		m := randMoE(11, maxRows, 64, 48, 8)
		alone := m.run(0, 1)
		for _, n := range batchSizes {
			sameBits(t, "MoEExperts row 0", m.run(0, n)[:64], alone)
			j := n - 1
			sameBits(t, "MoEExperts row j", m.run(0, n)[j*64:(j+1)*64], m.run(j, j+1))
		}
	})

	t.Run("MLAAttention", func(t *testing.T) {
		s := mlaShape{4, 16, 8, 12, 32}
		in := randMLA(12, maxRows, s)
		alone := runMLA(newMLASeq(s, 1), in.rowsFrom(0, 1, s), 1, s, 0.1)
		for _, n := range batchSizes {
			got := runMLA(newMLASeq(s, n), in.rowsFrom(0, n, s), n, s, 0.1)
			sameBits(t, "MLA row 0", got[:s.heads*s.v], alone)
		}
	})

	t.Run("GQAAttention", func(t *testing.T) {
		s := gqaShape{8, 2, 16}
		q := randSlice(rng, maxRows*s.heads*s.headDim, 1)
		k := randSlice(rng, maxRows*s.kvHeads*s.headDim, 1)
		v := randSlice(rng, maxRows*s.kvHeads*s.headDim, 1)
		kw := s.kvHeads * s.headDim
		run := func(n int) []float32 {
			return runGQA(newGQASeq(s, n), q[:n*s.heads*s.headDim], k[:n*kw], v[:n*kw], n, s, 0.25)[:s.heads*s.headDim]
		}
		alone := run(1)
		for _, n := range batchSizes {
			sameBits(t, "GQA row 0", run(n), alone)
		}
	})
}
