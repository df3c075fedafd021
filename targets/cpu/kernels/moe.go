package kernels

import (
	"fmt"
	"math"

	"afdc/targets/opparams"
)

// MoERoute turns router logits ([rows, experts], float32 = F.linear(x.float(), gate.float())) into a dense
// [rows, experts] matrix of routing weights, 0 for unselected experts. bias (e_score_correction_bias,
// may be nil) is added for selection only. Per row, all in float32:
//
//	s    = softmax(logits) | sigmoid(logits) = 1/(1+exp(-l))
//	sel  = s + bias                                      (s if bias is nil)
//	groups (only when Groups > 1 and Method != greedy), G = experts/Groups consecutive experts each:
//	  group_limited_greedy: score_g = max(sel in g); experts outside the TopKGroup best groups: sel = 0, weight 0
//	  noaux_tc:             score_g = sum of the two largest sel in g (the one value if G == 1); outside: sel = -inf
//	pick the TopK largest sel
//	w_e  = s_e (the unbiased score; 0 for an expert masked to 0 by group_limited_greedy)
//	if Norm: w_e = w_e / (float32(Σ_selected float64(w)) + 1e-20)
//	w_e  = w_e · Scale
//
// Ties in every top-k choose the lower index (deterministic; torch leaves ties unspecified). Rows are
// independent. Invalid parameters (see Validate) panic: the compiler validates the config first.
func MoERoute(out, logits []float32, rows, experts int, bias []float32, p opparams.RouteParams) {
	if err := p.Validate(experts); err != nil {
		panic("kernels.MoERoute: " + err.Error())
	}
	checkLen("MoERoute", "logits", len(logits), rows*experts)
	checkLen("MoERoute", "out", len(out), rows*experts)
	if bias != nil {
		checkLen("MoERoute", "bias", len(bias), experts)
	}
	s := make([]float32, experts)
	sel := make([]float32, experts)
	gscore := make([]float32, p.Groups)
	keep := make([]bool, p.Groups)
	picked := make([]bool, experts)
	gsize := experts / p.Groups
	grouped := p.Groups > 1 && p.Method != "greedy"
	negInf := float32(math.Inf(-1))
	for r := 0; r < rows; r++ {
		copy(s, logits[r*experts:(r+1)*experts])
		if p.Scoring == "softmax" {
			softmaxInPlace(s)
		} else {
			for e, l := range s {
				s[e] = 1 / (1 + float32(math.Exp(float64(-l))))
			}
		}
		for e := range sel {
			sel[e] = s[e]
			if bias != nil {
				sel[e] += bias[e]
			}
		}
		for g := range keep {
			keep[g] = true
		}
		if grouped {
			for g := range gscore {
				gs := sel[g*gsize : (g+1)*gsize]
				if p.Method == "group_limited_greedy" {
					m := gs[0]
					for _, x := range gs[1:] {
						if x > m {
							m = x
						}
					}
					gscore[g] = m
				} else {
					a, b := negInf, negInf // largest, second largest
					for _, x := range gs {
						if x > a {
							a, b = x, a
						} else if x > b {
							b = x
						}
					}
					if gsize == 1 {
						gscore[g] = a
					} else {
						gscore[g] = a + b
					}
				}
				keep[g] = false
			}
			for range p.TopKGroup {
				keep[argmaxUnpicked(gscore, keep)] = true
			}
			fill := float32(0)
			if p.Method == "noaux_tc" {
				fill = negInf
			}
			for e := range sel {
				if !keep[e/gsize] {
					sel[e] = fill
				}
			}
		}
		o := out[r*experts : (r+1)*experts]
		clear(o)
		clear(picked)
		for range p.TopK {
			e := argmaxUnpicked(sel, picked)
			picked[e] = true
			if keep[e/gsize] {
				o[e] = s[e]
			}
		}
		if p.Norm {
			var sum float64
			for _, w := range o {
				sum += float64(w)
			}
			d := float32(sum) + 1e-20
			for e := range o {
				o[e] /= d
			}
		}
		for e := range o {
			o[e] *= p.Scale
		}
	}
}

// argmaxUnpicked returns the lowest index of the largest v[i] with !picked[i]. A NaN is never chosen
// over a number. Callers guarantee at least one unpicked index.
func argmaxUnpicked(v []float32, picked []bool) int {
	best := -1
	for i, x := range v {
		if picked[i] {
			continue
		}
		if best < 0 || x > v[best] || (v[best] != v[best] && x == x) {
			best = i
		}
	}
	return best
}

// MoEExpertsFn combines the routed experts (SwiGLU, no bias) of every row of x ([rows, hidden]) with
// the dense routing matrix route ([rows, experts], from MoERoute). weights(e) gives expert e's gate
// and up, each [inter, hidden], and down, [hidden, inter]; it is called only for an expert some row
// chose, one expert at a time, so a caller that keeps experts in bf16 can widen each into a scratch
// buffer there (the widening is exact, so the result is the same bits). out ([rows, hidden]) is
// zeroed, then for experts e ascending and each row with route[r][e] != 0:
//
//	h = SiluMul(gate[e]·x[r], up[e]·x[r]);  out[r][j] = out[r][j] + float32(route[r][e] · (down[e]·h)[j])
//
// This is HF 5.17's eager loop (o * w, then y.index_add_ in ascending expert order) for a float32
// model. Rows that chose e are gathered into one block per expert and run through Linear; Linear is
// per-row exact, so the block composition never changes a row's bits.
func MoEExpertsFn(out, x []float32, rows, hidden int, route []float32, experts int, weights func(e int) (gate, up, down []float32), inter int) {
	const k = "MoEExperts"
	checkPos(k, "hidden", hidden)
	checkPos(k, "inter", inter)
	checkLen(k, "x", len(x), rows*hidden)
	checkLen(k, "out", len(out), rows*hidden)
	checkLen(k, "route", len(route), rows*experts)
	clear(out)
	var (
		idx        []int
		xb, g, u   []float32
		d          []float32
		maxN       int
		allRowsBuf = x
	)
	for e := 0; e < experts; e++ {
		idx = idx[:0]
		for r := 0; r < rows; r++ {
			if route[r*experts+e] != 0 {
				idx = append(idx, r)
			}
		}
		n := len(idx)
		if n == 0 {
			continue
		}
		gate, up, down := weights(e)
		checkLen(k, fmt.Sprintf("gate[%d]", e), len(gate), inter*hidden)
		checkLen(k, fmt.Sprintf("up[%d]", e), len(up), inter*hidden)
		checkLen(k, fmt.Sprintf("down[%d]", e), len(down), hidden*inter)
		if n > maxN {
			maxN = n
			xb = make([]float32, n*hidden)
			g = make([]float32, n*inter)
			u = make([]float32, n*inter)
			d = make([]float32, n*hidden)
		}
		xe := allRowsBuf
		if n != rows {
			xe = xb[:n*hidden]
			for j, r := range idx {
				copy(xe[j*hidden:(j+1)*hidden], x[r*hidden:(r+1)*hidden])
			}
		}
		ge, ue, de := g[:n*inter], u[:n*inter], d[:n*hidden]
		Linear(ge, xe, n, hidden, gate, inter, nil)
		Linear(ue, xe, n, hidden, up, inter, nil)
		SiluMul(ge, ge, ue)
		Linear(de, ge, n, inter, down, hidden, nil)
		for j, r := range idx {
			w := route[r*experts+e]
			or := out[r*hidden : (r+1)*hidden]
			for c, dv := range de[j*hidden : (j+1)*hidden] {
				or[c] += float32(w * dv)
			}
		}
	}
}
