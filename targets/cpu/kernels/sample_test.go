package kernels

import (
	"math"
	"testing"
)

func TestSample(t *testing.T) {
	rng := newRNG(13)
	logits := randSlice(rng, 1000, 2)
	best := Argmax(logits)
	draw := func(seed uint64, p SampleParams, n int) []int {
		r := newRNG(seed)
		ids := make([]int, n)
		for i := range ids {
			ids[i] = Sample(logits, p, r)
		}
		return ids
	}
	p := SampleParams{Temperature: 0.8, TopP: 0.9, TopK: 50}
	a, b := draw(1, p, 200), draw(1, p, 200)
	distinct := map[int]bool{}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("draw %d: %d vs %d with the same seed", i, a[i], b[i])
		}
		distinct[a[i]] = true
	}
	if len(distinct) < 3 {
		t.Errorf("200 draws at T=0.8 gave only %d distinct ids; sampling looks greedy", len(distinct))
	}
	for _, q := range []SampleParams{{Temperature: 0}, {Temperature: -1, TopK: 5}, {Temperature: 1.5, TopK: 1}, {Temperature: 1, TopP: 1e-6}} {
		for i, id := range draw(2, q, 20) {
			if id != best {
				t.Fatalf("%+v draw %d = %d, want argmax %d", q, i, id, best)
			}
		}
	}
	// Top-k 3 only ever returns the 3 most likely ids.
	top := topKIndices(f64(logits), 3)
	allowed := map[int]bool{top[0]: true, top[1]: true, top[2]: true}
	for i, id := range draw(3, SampleParams{Temperature: 5, TopK: 3}, 300) {
		if !allowed[id] {
			t.Fatalf("top-k 3 draw %d = %d, not among %v", i, id, top)
		}
	}
	// Frequencies follow softmax(logits/T): two tokens with probabilities ~0.73 and ~0.27.
	two := []float32{1, 0}
	r := newRNG(4)
	zeros := 0
	const n = 20000
	for range n {
		if Sample(two, SampleParams{Temperature: 1}, r) == 0 {
			zeros++
		}
	}
	want := 1 / (1 + math.Exp(-1))
	if got := float64(zeros) / n; math.Abs(got-want) > 0.015 {
		t.Errorf("P(id 0) = %.4f, want %.4f", got, want)
	}
	// Top-p 0.5 on that pair keeps only the first token.
	for i := range 50 {
		if id := Sample(two, SampleParams{Temperature: 1, TopP: 0.5}, r); id != 0 {
			t.Fatalf("top-p 0.5 draw %d = %d, want 0", i, id)
		}
	}
}
