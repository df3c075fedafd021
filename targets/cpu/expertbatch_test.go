package cpu

import (
	"fmt"
	"testing"
)

// TestCountExpertBatches: each expert that some row chose (a nonzero weight) is seen once with its
// row count; experts no row chose are not seen.
func TestCountExpertBatches(t *testing.T) {
	// 3 rows over 4 experts: expert 0 by rows 0 and 2, expert 2 by all, expert 3 by row 1, expert 1
	// by none.
	route := []float32{
		0.5, 0, 0.5, 0,
		0, 0, 0.25, 0.75,
		0.1, 0, 0.9, 0,
	}
	var seen []int
	countExpertBatches(route, 3, 4, func(n int) { seen = append(seen, n) })
	if got := fmt.Sprint(seen); got != "[2 3 1]" {
		t.Errorf("expert batches %s, want [2 3 1]", got)
	}

	// More experts than one counting block: 2 rows over 300 experts, both choosing 255 and 299, the
	// second also 256.
	route = make([]float32, 2*300)
	route[255], route[299] = 1, 1
	route[300+255], route[300+256], route[300+299] = 1, 1, 1
	seen = nil
	countExpertBatches(route, 2, 300, func(n int) { seen = append(seen, n) })
	if got := fmt.Sprint(seen); got != "[2 1 2]" {
		t.Errorf("expert batches over 300 experts %s, want [2 1 2]", got)
	}
}

// BenchmarkCountExpertBatches: the counting pass at DeepSeek-V3's width of routing (256 experts,
// 8 per token) over a 512-token batch, the cost an FFN rank pays per MoE layer batch for
// afdc_ffn_expert_batch_tokens.
func BenchmarkCountExpertBatches(b *testing.B) {
	const rows, experts, topK = 512, 256, 8
	route := make([]float32, rows*experts)
	for r := range rows {
		for k := range topK {
			route[r*experts+(r*7+k*31)%experts] = 0.125
		}
	}
	sum := 0
	for b.Loop() {
		countExpertBatches(route, rows, experts, func(n int) { sum += n })
	}
	if sum == 0 {
		b.Fatal("no expert batch seen")
	}
}
