package kernels

import (
	"math"
	"math/rand/v2"
	"sort"
)

// SampleParams controls Sample. TopK <= 0 disables top-k; TopP <= 0 or >= 1 disables top-p.
type SampleParams struct {
	Temperature, TopP float32
	TopK              int
}

// Sample draws a token id from logits. Temperature <= 0 is greedy (Argmax). Otherwise, in the order HF's
// logits warpers use:
//
//	z_i = logits_i / Temperature (float32);  p = softmax(z) (float64)
//	top-k: keep the TopK most probable ids (ties: lower id first)
//	top-p: of those, sorted by probability (ties: lower id first), keep the shortest prefix whose
//	       cumulative probability is >= TopP·(kept mass)
//	draw u = rng.Float64()·(kept mass) and return the first kept id (in that order) whose cumulative
//	probability exceeds u
//
// The result depends only on logits, p and the rng state, so a fixed seed is deterministic. rng must
// not be nil when Temperature > 0. It returns -1 for empty logits.
func Sample(logits []float32, p SampleParams, rng *rand.Rand) int {
	if len(logits) == 0 {
		return -1
	}
	if !(p.Temperature > 0) {
		return Argmax(logits)
	}
	m := math.Inf(-1)
	z := make([]float64, len(logits))
	for i, l := range logits {
		z[i] = float64(l / p.Temperature)
		if z[i] > m {
			m = z[i]
		}
	}
	if math.IsInf(m, 0) || math.IsNaN(m) {
		return Argmax(logits)
	}
	for i := range z {
		z[i] = math.Exp(z[i] - m)
		if z[i] != z[i] {
			z[i] = 0
		}
	}
	// cand lists the kept ids, most probable first once sorted.
	var cand []int
	byProb := func(c []int) {
		sort.Slice(c, func(a, b int) bool {
			if z[c[a]] != z[c[b]] {
				return z[c[a]] > z[c[b]]
			}
			return c[a] < c[b]
		})
	}
	topP := p.TopP > 0 && p.TopP < 1
	switch {
	case p.TopK > 0 && p.TopK < len(z):
		cand = topKIndices(z, p.TopK)
		byProb(cand)
	case topP:
		cand = make([]int, len(z))
		for i := range cand {
			cand[i] = i
		}
		byProb(cand)
	default:
		cand = make([]int, len(z))
		for i := range cand {
			cand[i] = i
		}
	}
	var mass float64
	for _, i := range cand {
		mass += z[i]
	}
	if topP {
		target := float64(p.TopP) * mass
		var cum float64
		for n, i := range cand {
			cum += z[i]
			if cum >= target {
				cand = cand[:n+1]
				mass = cum
				break
			}
		}
	}
	u := rng.Float64() * mass
	var cum float64
	for _, i := range cand {
		cum += z[i]
		if u < cum {
			return i
		}
	}
	return cand[len(cand)-1]
}

// topKIndices returns the indices of the k largest z (ties: lower index), in no particular order. It
// keeps a min-heap of size k, O(n log k).
func topKIndices(z []float64, k int) []int {
	h := make([]int, 0, k)
	// less reports whether id a ranks below id b (smaller value, or equal value and larger id).
	less := func(a, b int) bool {
		if z[a] != z[b] {
			return z[a] < z[b]
		}
		return a > b
	}
	down := func(i int) {
		for {
			l, s := 2*i+1, i
			if l < len(h) && less(h[l], h[s]) {
				s = l
			}
			if r := l + 1; r < len(h) && less(h[r], h[s]) {
				s = r
			}
			if s == i {
				return
			}
			h[i], h[s] = h[s], h[i]
			i = s
		}
	}
	for i := range z {
		if len(h) < k {
			h = append(h, i)
			for j := len(h) - 1; j > 0; {
				p := (j - 1) / 2
				if !less(h[j], h[p]) {
					break
				}
				h[j], h[p] = h[p], h[j]
				j = p
			}
			continue
		}
		if less(h[0], i) {
			h[0] = i
			down(0)
		}
	}
	return h
}
