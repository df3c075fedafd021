package sampler

import (
	"math"
	"slices"
)

// Params are one row's sampling parameters.
type Params struct {
	// Temperature divides the logits; 0 (or less) is greedy.
	Temperature float32
	// TopP keeps the most probable ids up to this mass; values outside (0, 1) keep all.
	TopP float32
	// TopK keeps the K most probable ids; <= 0 keeps all.
	TopK int
	// Seed keys the row's random stream (see Uniform). A request without a seed gets one drawn at
	// admission, so its whole stream is still a function of (seed, position).
	Seed uint64
}

// Greedy reports whether p samples by argmax alone.
func (p Params) Greedy() bool { return !(p.Temperature > 0) }

// Argmax returns the index of the first maximum of logits; a NaN counts as the maximum (the first
// NaN wins), as torch.argmax does. It returns -1 for empty logits.
func Argmax(logits []float32) int {
	best := -1
	for i, v := range logits {
		if v != v {
			return i
		}
		if best < 0 || v > logits[best] {
			best = i
		}
	}
	return best
}

// Sample draws one token id from a row of logits with p at position (the index in its sequence of
// the token being sampled). It returns -1 for empty logits. The result is a pure function of its
// arguments.
func Sample(logits []float32, p Params, position uint64) int {
	var s Scratch
	return s.Sample(logits, p, position)
}

// Scratch holds the buffers of Sample so a scheduler sampling every step reuses them. The zero
// value is ready; a Scratch is not safe for concurrent use.
type Scratch struct {
	prob []float32
	ids  []int32
	keys []uint64
}

// Sample is the package's Sample with s's buffers.
func (s *Scratch) Sample(logits []float32, p Params, position uint64) int {
	if len(logits) == 0 {
		return -1
	}
	if p.Greedy() {
		return Argmax(logits)
	}
	prob := s.softmax(logits, p.Temperature)
	if prob == nil {
		// The maximum is infinite or NaN: there is no distribution to draw from.
		return Argmax(logits)
	}
	ids := s.order(prob, p.TopK, p.TopP)
	var mass float32
	for _, id := range ids {
		mass += prob[id]
	}
	if p.TopP > 0 && p.TopP < 1 {
		// Top-p applies to the distribution top-k left, renormalised (as HF's and vLLM's samplers
		// do): the prefix's mass is compared with top_p times the mass top-k kept. Without top-k,
		// order may return only the head of the order that top-p needs; then mass is that head's,
		// and the whole distribution's mass is 1.
		target := p.TopP
		if p.TopK > 0 && p.TopK < len(prob) {
			target *= mass
		}
		var cum float32
		for n, id := range ids {
			cum += prob[id]
			if cum >= target {
				ids = ids[:n+1]
				break
			}
		}
		mass = 0
		for _, id := range ids {
			mass += prob[id]
		}
	}
	u := Uniform(p.Seed, position)
	var cum float32
	for _, id := range ids {
		cum += prob[id]
		if cum/mass > u {
			return int(id)
		}
	}
	return int(ids[len(ids)-1])
}

// softmax returns softmax(logits/temperature) in fp32 (exp in float64 rounded to fp32, the sum
// accumulated in fp32 in id order), or nil when the largest scaled logit is not finite.
func (s *Scratch) softmax(logits []float32, temperature float32) []float32 {
	prob := grow(&s.prob, len(logits))
	m := float32(math.Inf(-1))
	for i, l := range logits {
		z := l / temperature
		prob[i] = z
		if z > m || z != z {
			m = z
		}
	}
	if m != m || math.IsInf(float64(m), 0) {
		return nil
	}
	var sum float32
	for i, z := range prob {
		e := float32(math.Exp(float64(z - m)))
		if e != e {
			e = 0
		}
		prob[i] = e
		sum += e
	}
	for i := range prob {
		prob[i] /= sum
	}
	return prob
}

// order returns the ids of prob by probability descending, ties by lower id first; with k > 0 only
// the first k of that order. With top-p on and no top-k it may return only a prefix of the order
// that top-p keeps whole (see below); every caller stops within it.
func (s *Scratch) order(prob []float32, k int, topP float32) []int32 {
	n := len(prob)
	if k > 0 && k < n {
		ids := grow(&s.ids, n)
		for i := range ids {
			ids[i] = int32(i)
		}
		before := func(a, b int32) int {
			switch {
			case prob[a] > prob[b]:
				return -1
			case prob[a] < prob[b]:
				return 1
			}
			return int(a - b)
		}
		ids = topK(ids, k, before)
		slices.SortFunc(ids, before)
		return ids
	}
	// Sort keys that order by probability descending, then id ascending: probabilities are >= 0,
	// whose float bits order as their values.
	key := func(id int) uint64 { return uint64(^math.Float32bits(prob[id]))<<32 | uint64(id) }
	keys := s.keys[:0]
	if topP > 0 && topP < 1 {
		// The ids below tau hold at most n·tau = 1-topP of the mass, so the ids at or above it
		// reach topP and the kept prefix lies among them; it is the head of the full order, as
		// every id left out is less probable than every id kept. Rounding can leave the sum just
		// short, and then the whole order is sorted after all.
		tau := (1 - topP) / float32(n)
		for id, p := range prob {
			if p >= tau {
				keys = append(keys, key(id))
			}
		}
		slices.Sort(keys)
		var cum float32
		reached := false
		for _, kk := range keys {
			if cum += prob[uint32(kk)]; cum >= topP {
				reached = true
				break
			}
		}
		if !reached {
			keys = keys[:0]
		}
	}
	if len(keys) == 0 {
		for id := range prob {
			keys = append(keys, key(id))
		}
		slices.Sort(keys)
	}
	s.keys = keys
	ids := grow(&s.ids, len(keys))
	for i, kk := range keys {
		ids[i] = int32(uint32(kk))
	}
	return ids
}

// topK moves the k first ids (in the order before) to ids[:k], in no particular order, and returns
// ids[:k]. It keeps a heap of the k best seen, whose root is the worst of them: O(n log k).
func topK(ids []int32, k int, before func(a, b int32) int) []int32 {
	h := ids[:k]
	// worse reports whether id a comes after id b in the order.
	worse := func(a, b int32) bool { return before(a, b) > 0 }
	down := func(i int) {
		for {
			l, w := 2*i+1, i
			if l < k && worse(h[l], h[w]) {
				w = l
			}
			if r := l + 1; r < k && worse(h[r], h[w]) {
				w = r
			}
			if w == i {
				return
			}
			h[i], h[w] = h[w], h[i]
			i = w
		}
	}
	for i := k/2 - 1; i >= 0; i-- {
		down(i)
	}
	for _, id := range ids[k:] {
		if worse(h[0], id) {
			h[0] = id
			down(0)
		}
	}
	return h
}

func grow[T any](buf *[]T, n int) []T {
	if cap(*buf) < n {
		*buf = make([]T, n)
	}
	*buf = (*buf)[:n]
	return *buf
}

// BadLogit is the index of the first logit of row nothing can be drawn from, NaN or +Inf, or -1
// when there is none (-Inf is a masked token, and fine).
func BadLogit(row []float32) int {
	for i, v := range row {
		if v != v || v > math.MaxFloat32 {
			return i
		}
	}
	return -1
}
