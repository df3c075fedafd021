package kernels

import (
	"fmt"
	"testing"
)

func BenchmarkLinear(b *testing.B) {
	const in, out = 2048, 2048
	rng := newRNG(20)
	w := randSlice(rng, in*out, 0.02)
	for _, rows := range []int{1, 64} {
		x := randSlice(rng, rows*in, 1)
		y := make([]float32, rows*out)
		b.Run(fmt.Sprintf("rows=%d", rows), func(b *testing.B) {
			b.SetBytes(int64(4 * in * out))
			for b.Loop() {
				Linear(y, x, rows, in, w, out, nil)
			}
			b.ReportMetric(float64(rows*in*out)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GMAC/s")
		})
	}
}

func BenchmarkMoEExperts(b *testing.B) {
	// 16 experts of 1024 → 512, top-3 of 2 groups: a scaled-down DeepSeek MoE block.
	const hidden, inter, experts = 1024, 512, 16
	for _, rows := range []int{1, 64} {
		m := randMoE(21, rows, hidden, inter, experts)
		out := make([]float32, rows*hidden)
		b.Run(fmt.Sprintf("rows=%d", rows), func(b *testing.B) {
			for b.Loop() {
				MoEExpertsFn(out, m.x, rows, hidden, m.route, experts, m.weights, inter)
			}
			b.ReportMetric(float64(rows*3*3*hidden*inter)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GMAC/s")
		})
	}
}
