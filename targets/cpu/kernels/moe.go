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
// and up, each [inter, hidden], and down, [hidden, inter], as float32; MoEExperts is the same over
// f32 or bf16 weights, with its buffers kept between calls. out ([rows, hidden]) is zeroed, then for
// experts e ascending and each row with route[r][e] != 0:
//
//	h = SiluMul(gate[e]·x[r], up[e]·x[r]);  out[r][j] = out[r][j] + float32(route[r][e] · (down[e]·h)[j])
//
// This is HF 5.17's eager loop (o * w, then y.index_add_ in ascending expert order) for a float32
// model.
func MoEExpertsFn(out, x []float32, rows, hidden int, route []float32, experts int, weights func(e int) (gate, up, down []float32), inter int) {
	MoEExperts(out, x, rows, hidden, route, experts, func(e int) (Mat, Mat, Mat) {
		g, u, d := weights(e)
		return F32Mat(g), F32Mat(u), F32Mat(d)
	}, inter, nil)
}

// MoEScratch holds MoEExperts' buffers from one call to the next, so a decode step allocates
// nothing once they have grown. Its zero value is ready; one call at a time may use it.
type MoEScratch struct {
	start, fill []int // per expert: its first slot; the next slot to fill
	row         []int // per slot (a row's choice of an expert, grouped by expert): the row
	weight      []float32
	xg, h, u, d []float32 // per slot: the row's input, SiLU·mul of gate and up (up's scratch), down
	mats        [][3]Mat  // per expert: gate, up, down (only for experts some row chose)
	tasks       []moeTask
}

// moeTask is columns [lo, hi) of one expert's product (e < 0: of the combination, all experts).
type moeTask struct{ e, lo, hi int }

// moeCols is how many output columns one task of the experts' products computes: small enough that
// the experts of a decode step make a few tasks per core, large enough to amortise the task.
const moeCols = 64

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// MoEExperts is MoEExpertsFn over weights held as f32 or bf16 (weights(e) is called once per expert
// some row chose, before any product runs), with sc keeping the buffers between calls (nil: fresh
// ones). The rows that chose each expert are gathered into a block; then, over all experts at once,
// gate and up with SiLU·mul, down, and the weighted sum run as tasks of moeCols columns spread
// over the package's workers. Every element is a dot in the canonical order (dot.go) and the sum
// adds experts in ascending order per row, so no grouping or scheduling changes a row's bits.
func MoEExperts(out, x []float32, rows, hidden int, route []float32, experts int, weights func(e int) (gate, up, down Mat), inter int, sc *MoEScratch) {
	const k = "MoEExperts"
	checkLen(k, "out", len(out), rows*hidden)
	clear(out)
	if sc == nil {
		sc = &MoEScratch{}
	}
	moeProducts(k, x, rows, hidden, route, experts, weights, inter, sc)
	row, weight, d := sc.row, sc.weight, sc.d
	// The weighted sum, experts ascending for every element, per block of hidden columns.
	parallelFor(hidden, len(row)*hidden*16, func(lo, hi int) {
		for j, r := range row {
			w := weight[j]
			or := out[r*hidden+lo : r*hidden+hi]
			for c, dv := range d[j*hidden+lo : j*hidden+hi] {
				or[c] += float32(w * dv)
			}
		}
	})
}

// MoEExpertPairs is MoEExperts without the sum: it returns the number of (row, expert) pairs with
// route[r][e] != 0 and writes one row per pair into out ([pairs, hidden]), rows in order and experts
// ascending within a row: float32(route[r][e] · (down[e]·h)[j]), the very term MoEExperts adds for
// that pair. Adding a row's pair rows in order from zero therefore gives MoEExperts' bits; an
// expert-parallel rank computes its share of the experts this way and the attention side adds.
// out must hold at least pairs·hidden values (the count of nonzero route entries).
func MoEExpertPairs(out, x []float32, rows, hidden int, route []float32, experts int, weights func(e int) (gate, up, down Mat), inter int, sc *MoEScratch) int {
	const k = "MoEExpertPairs"
	if sc == nil {
		sc = &MoEScratch{}
	}
	moeProducts(k, x, rows, hidden, route, experts, weights, inter, sc)
	row, weight, d := sc.row, sc.weight, sc.d
	checkLen(k, "out", len(out), len(row)*hidden)
	// Pair index of each slot: a row's pairs start after the earlier rows' pairs, and the slots,
	// grouped by expert ascending, reach each row's experts in ascending order.
	first := grow(sc.fill, rows+1)
	clear(first)
	for _, r := range row {
		first[r+1]++
	}
	for r := range rows {
		first[r+1] += first[r]
	}
	sc.fill = first
	parallelFor(hidden, len(row)*hidden*16, func(lo, hi int) {
		next := make([]int, rows)
		for j, r := range row {
			w := weight[j]
			p := first[r] + next[r]
			next[r]++
			or := out[p*hidden+lo : p*hidden+hi]
			for c, dv := range d[j*hidden+lo : j*hidden+hi] {
				or[c] = float32(w * dv)
			}
		}
	})
	return len(row)
}

// moeProducts gathers the rows that chose each expert into a block and runs, over all experts at
// once, gate and up with SiLU·mul and then down, as tasks of moeCols columns spread over the
// package's workers. It leaves in sc the slots (sc.row, sc.weight: grouped by expert ascending,
// rows ascending within each) and each slot's down product (sc.d, [slots, hidden]).
func moeProducts(k string, x []float32, rows, hidden int, route []float32, experts int, weights func(e int) (gate, up, down Mat), inter int, sc *MoEScratch) {
	checkPos(k, "hidden", hidden)
	checkPos(k, "inter", inter)
	checkLen(k, "x", len(x), rows*hidden)
	checkLen(k, "route", len(route), rows*experts)
	// Slots grouped by expert, rows ascending within each (a counting sort).
	start := grow(sc.start, experts+1)
	clear(start)
	for r := range rows {
		for e, w := range route[r*experts : (r+1)*experts] {
			if w != 0 {
				start[e+1]++
			}
		}
	}
	for e := range experts {
		start[e+1] += start[e]
	}
	slots := start[experts]
	fill := append(grow(sc.fill, experts)[:0], start[:experts]...)
	row, weight := grow(sc.row, slots), grow(sc.weight, slots)
	for r := range rows {
		for e, w := range route[r*experts : (r+1)*experts] {
			if w != 0 {
				row[fill[e]], weight[fill[e]] = r, w
				fill[e]++
			}
		}
	}
	xg := grow(sc.xg, slots*hidden)
	h, u, d := grow(sc.h, slots*inter), grow(sc.u, slots*inter), grow(sc.d, slots*hidden)
	for j, r := range row {
		copy(xg[j*hidden:(j+1)*hidden], x[r*hidden:(r+1)*hidden])
	}
	mats := grow(sc.mats, experts)
	tasks := sc.tasks[:0]
	for e := range experts {
		if start[e+1] == start[e] {
			continue
		}
		g, up, dn := weights(e)
		checkLen(k, fmt.Sprintf("gate[%d]", e), g.Len(), inter*hidden)
		checkLen(k, fmt.Sprintf("up[%d]", e), up.Len(), inter*hidden)
		checkLen(k, fmt.Sprintf("down[%d]", e), dn.Len(), hidden*inter)
		mats[e] = [3]Mat{g, up, dn}
		for lo := 0; lo < inter; lo += moeCols {
			tasks = append(tasks, moeTask{e, lo, min(lo+moeCols, inter)})
		}
	}
	gateUp := len(tasks)
	for e := range experts {
		if start[e+1] > start[e] {
			for lo := 0; lo < hidden; lo += moeCols {
				tasks = append(tasks, moeTask{e, lo, min(lo+moeCols, hidden)})
			}
		}
	}
	sc.start, sc.fill, sc.row, sc.weight, sc.xg, sc.h, sc.u, sc.d, sc.mats, sc.tasks = start, fill, row, weight, xg, h, u, d, mats, tasks

	// Gate and up, then SiLU·mul, per expert and block of inter columns.
	parallelTasks(gateUp, slots*2*hidden*inter, func(i int) {
		t := tasks[i]
		s0, n := start[t.e], start[t.e+1]-start[t.e]
		xe := xg[s0*hidden : (s0+n)*hidden]
		he, ue := h[s0*inter:(s0+n)*inter], u[s0*inter:(s0+n)*inter]
		linearBlock(he, xe, n, hidden, mats[t.e][0], inter, nil, t.lo, t.hi)
		linearBlock(ue, xe, n, hidden, mats[t.e][1], inter, nil, t.lo, t.hi)
		for j := range n {
			c := he[j*inter+t.lo : j*inter+t.hi]
			SiluMul(c, c, ue[j*inter+t.lo:j*inter+t.hi])
		}
	})
	// Down, per expert and block of hidden columns.
	parallelTasks(len(tasks)-gateUp, slots*hidden*inter, func(i int) {
		t := tasks[gateUp+i]
		s0, n := start[t.e], start[t.e+1]-start[t.e]
		linearBlock(d[s0*hidden:(s0+n)*hidden], h[s0*inter:(s0+n)*inter], n, inter, mats[t.e][2], hidden, nil, t.lo, t.hi)
	})
}
