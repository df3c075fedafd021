package kernels

import (
	"fmt"
	"math"
)

// Embedding gathers rows of table ([vocab, hidden], row-major) into out ([len(ids), hidden]):
//
//	out[r][j] = table[ids[r]][j]
//
// (nn.Embedding, no scaling). Ids come from requests, so a bad id is an error, not a panic.
func Embedding(out []float32, ids []int32, table []float32, hidden int) error {
	if hidden <= 0 {
		return fmt.Errorf("embedding: hidden = %d, expected > 0", hidden)
	}
	if len(table)%hidden != 0 {
		return fmt.Errorf("embedding: table has %d values, expected a multiple of hidden %d", len(table), hidden)
	}
	if len(out) != len(ids)*hidden {
		return fmt.Errorf("embedding: out has %d values, expected %d ids × hidden %d = %d",
			len(out), len(ids), hidden, len(ids)*hidden)
	}
	vocab := len(table) / hidden
	for r, id := range ids {
		if id < 0 || int(id) >= vocab {
			return fmt.Errorf("embedding: token %d: id %d out of range, expected 0 <= id < vocab %d", r, id, vocab)
		}
		copy(out[r*hidden:(r+1)*hidden], table[int(id)*hidden:(int(id)+1)*hidden])
	}
	return nil
}

// RMSNorm normalises each group of len(w) consecutive values of every row of x ([rows, width]) into
// out (which may alias x). With G = len(w) (width % G == 0; G = width for a plain norm, G = head_dim
// for GLM's per-head q_norm/k_norm):
//
//	ms  = float32( Σ_j float64(x_j)² / G )        (one rounding)
//	inv = float32( 1 / sqrt(float64(ms + eps)) )  (ms+eps rounded in float32, rsqrt correctly rounded)
//	out_j = w_j * (x_j * inv)                      (two float32 roundings, in this order)
//
// The mean is accumulated in float64 and rounded once: torch's float32 mean uses a blocked/pairwise
// (CPU) or tree (GPU) sum whose error is O(log G) ulp around the exact value, and the float64 sum is
// within 1 ulp of that exact value, whereas a sequential float32 sum drifts O(G) ulp over 7168 values.
// The order is fixed per row, so the result is batch invariant.
func RMSNorm(out, x []float32, rows, width int, w []float32, eps float32) {
	g := len(w)
	checkPos("RMSNorm", "len(w)", g)
	if width%g != 0 {
		panic(fmt.Sprintf("kernels.RMSNorm: width %d is not a multiple of len(w) %d", width, g))
	}
	checkLen("RMSNorm", "x", len(x), rows*width)
	checkLen("RMSNorm", "out", len(out), rows*width)
	groups := rows * width / g
	parallelFor(groups, rows*width*2, func(lo, hi int) {
		for k := lo; k < hi; k++ {
			xs := x[k*g : (k+1)*g]
			os := out[k*g : (k+1)*g]
			var s float64
			for _, v := range xs {
				s += float64(v) * float64(v)
			}
			ms := float32(s / float64(g))
			inv := float32(1 / math.Sqrt(float64(ms+eps)))
			for j, v := range xs {
				os[j] = w[j] * float32(v*inv)
			}
		}
	})
}

// SiluMul computes the SwiGLU product elementwise, in float32 as torch does:
//
//	out[i] = silu(g[i]) * u[i],   silu(g) = g / (1 + exp(-g))
//
// exp is evaluated in float64 and rounded to float32 (torch's vectorised expf is within 1 ulp).
// out may alias g or u.
func SiluMul(out, g, u []float32) {
	checkLen("SiluMul", "u", len(u), len(g))
	checkLen("SiluMul", "out", len(out), len(g))
	for i, gv := range g {
		e := float32(math.Exp(float64(-gv)))
		out[i] = (gv / (1 + e)) * u[i]
	}
}

// Add computes out[i] = a[i] + b[i] in float32 (the residual add). out may alias a or b.
func Add(out, a, b []float32) {
	checkLen("Add", "b", len(b), len(a))
	checkLen("Add", "out", len(out), len(a))
	for i, av := range a {
		out[i] = av + b[i]
	}
}

// softmaxInPlace replaces s by softmax(s) in float32, as torch's float32 softmax: m = max(s),
// e_t = exp(s_t - m) (difference rounded in float32, exp in float64 rounded to float32), then
// p_t = e_t / Σe with the sum accumulated in float64 in index order and rounded once.
func softmaxInPlace(s []float32) {
	if len(s) == 0 {
		return
	}
	m := s[0]
	for _, v := range s[1:] {
		if v > m {
			m = v
		}
	}
	var sum float64
	for t, v := range s {
		e := float32(math.Exp(float64(v - m)))
		s[t] = e
		sum += float64(e)
	}
	d := float32(sum)
	for t := range s {
		s[t] /= d
	}
}
