package kgen

import "math"

// The warp router: one warp per row, the row's experts spread over the lanes (slot j of lane l is
// expert 32·j + l, so a slot's loads and stores are coalesced and index order is slot-major,
// lane-minor). Everything a lane holds is straight-line SSA (slots unrolled at build time), so
// there are no loops over the experts in one thread but the softmax's float64 sum, which the CPU
// takes in index order and which therefore stays serial (from shared memory, every lane reading
// the same words). Per row, for the DeepSeek-V3 router (256 experts, 8 groups, top-4 groups,
// top-8): 8 slots a lane, 8 group top-2 merges of 5 shuffle steps, then 8 rounds of a local
// argmax over 8 slots and a 5-step shuffle argmax: a few thousand instructions of one warp instead
// of one thread's ~20,000 dependent steps.
//
// Bits: every choice is an argmax under argmaxUnpicked's order (a number beats NaN, a larger
// number beats a smaller, equal values go to the lower index), which is a total order, so reducing
// it in any tree gives the serial scan's winner. A group's top-2 and max never admit NaN (the CPU's
// `x > a` is false for NaN), so their merges are plain max/min; their sum is a + b as on the CPU
// (a zero's sign may differ, which no comparison sees). The normalisation sums the chosen weights
// in float64 in index order, as the CPU does over the whole row: the unchosen experts add +0,
// which changes no sum of non-negative scores, so the k chosen are sorted by index (k² compares)
// and added alone.

// routeWarps rows share a block, one warp each.
const routeWarps = 4

// Limits of the warp form: a lane's slots and the k chosen experts are registers, the kept groups
// a 32-bit mask.
const (
	routeMaxSlots = 16 // experts ≤ 512
	routeMaxTopK  = 16
	routeMaxGroup = 32
)

func (s RouteSpec) warpFits() bool {
	p := s.Params
	return s.Experts > 0 && (s.Experts+31)/32 <= routeMaxSlots && p.Groups >= 1 && p.Groups <= routeMaxGroup &&
		p.TopK >= 1 && p.TopK <= routeMaxTopK
}

// routeBetter reports whether (v1, i1) ranks before (v2, i2) in argmaxUnpicked's order: a number
// before NaN, then the larger, then the lower index; two NaNs by index.
func (k *Kernel) routeBetter(v1, i1, v2, i2 *Value) *Value {
	n1, n2 := k.Ne(v1, v1), k.Ne(v2, v2)
	lower := k.Lt(i1, i2)
	num := k.Or(n2, k.Or(k.Gt(v1, v2), k.And(k.Eq(v1, v2), lower)))
	return k.Select(n1, k.And(n2, lower), num)
}

// warpButterfly combines one value set per lane over the 32 lanes: each of the 5 steps exchanges
// vs with the lane whose id differs in one bit and replaces them by merge(own, other). merge must
// be commutative in what it returns so that both lanes of a pair agree; after the last step every
// lane holds the combination of all 32.
func (k *Kernel) warpButterfly(vs []*Value, merge func(own, other []*Value) []*Value) []*Value {
	for m := int64(16); m > 0; m /= 2 {
		o := make([]*Value, len(vs))
		for i, v := range vs {
			o[i] = k.ShflXor(v, m)
		}
		vs = merge(vs, o)
	}
	return vs
}

func (k *Kernel) not(b *Value) *Value { return k.Xor(b, k.boolConst(true)) }

func (s RouteSpec) buildWarp() (*Kernel, Launch) {
	p := s.Params
	E := s.Experts
	P := (E + 31) / 32
	k := NewKernel(s.name() + "_w")
	out, logits, bias, rows := s.params(k)
	tid := k.Tid()
	lane, warp := k.And(tid, k.I32(31)), k.Shr(tid, k.I32(5))
	row := k.Add(k.Mul(k.Ctaid(), k.I32(routeWarps)), warp)
	valid := k.Lt(row, rows)
	// A warp past the last row computes the last row and stores nothing, so that every thread
	// reaches every shuffle and barrier.
	lb := k.Mul(k.Select(valid, row, k.Sub(rows, k.I32(1))), k.I32(E))
	negInf := k.F32(math.Inf(-1))
	nan := k.Bits(TF32, k.I32(0x7fc00000))
	zero := k.F32(0)

	idx := make([]*Value, P) // the slot's expert
	has := make([]*Value, P) // whether it exists; nil where it always does
	at := make([]*Value, P)  // an index that is safe to load: the expert, or 0
	for j := range P {
		idx[j] = k.Add(k.I32(32*j), lane)
		at[j] = idx[j]
		if 32*(j+1) > E {
			has[j] = k.Lt(idx[j], k.I32(E))
			at[j] = k.Select(has[j], idx[j], k.I32(0))
		}
	}
	// and is b && the slot exists.
	and := func(j int64, b *Value) *Value {
		if has[j] == nil {
			return b
		}
		return k.And(has[j], b)
	}
	l := make([]*Value, P)
	for j := range P {
		l[j] = k.Load(logits, k.Add(lb, at[j]))
	}

	// Scores.
	sc := make([]*Value, P)
	if p.Scoring == "softmax" {
		// The CPU's scan starts at the first logit, so a NaN there makes m NaN; here m is the
		// largest non-NaN logit. The scores agree all the same: a NaN logit anywhere makes the
		// sum, and so every score of the row, NaN.
		m := negInf
		for j := range P {
			m = k.Select(and(j, k.Gt(l[j], m)), l[j], m)
		}
		m = k.warpButterfly([]*Value{m}, func(a, b []*Value) []*Value {
			return []*Value{k.Select(k.Gt(b[0], a[0]), b[0], a[0])}
		})[0]
		ex := k.Shared(TF32, routeWarps*E)
		wb := k.Mul(warp, k.I32(E))
		for j := range P {
			sc[j] = k.ExpF32(k.Sub(l[j], m))
			st := func() { k.SStore(ex, k.Add(wb, idx[j]), sc[j]) }
			if has[j] == nil {
				st()
			} else {
				k.If(has[j], st, nil)
			}
		}
		k.Barrier()
		sum := k.Var(k.F64(0))
		k.Loop(k.I32(0), k.I32(E), k.I32(1), func(e *Value) {
			k.Set(sum, k.Add(k.Get(sum), k.Conv(TF64, k.SLoad(ex, k.Add(wb, e)))))
		})
		d := k.Conv(TF32, k.Get(sum))
		for j := range P {
			sc[j] = k.Div(sc[j], d)
		}
	} else {
		for j := range P {
			sc[j] = k.Div(k.F32(1), k.Add(k.F32(1), k.ExpF32(k.Sub(zero, l[j]))))
		}
	}
	sel := make([]*Value, P)
	for j := range P {
		sel[j] = sc[j]
		if bias != nil {
			sel[j] = k.Add(sc[j], k.Load(bias, at[j]))
		}
	}

	// Groups: a warp-uniform mask of the kept ones.
	gsize := E / p.Groups
	grouped := p.Groups > 1 && p.Method != "greedy"
	var kept *Value // i32 mask; nil: every group is kept
	// member is whether slot j holds an expert of group g: a constant where the layout decides it
	// (known), else a value.
	member := func(j, g int64) (v *Value, known, in bool) {
		lo, hi := g*gsize, (g+1)*gsize
		if 32*j >= hi || 32*j+31 < lo {
			return nil, true, false
		}
		if lo <= 32*j && 32*j+31 < hi {
			return has[j], has[j] == nil, true
		}
		return k.And(k.Le(k.I32(lo), idx[j]), k.Lt(idx[j], k.I32(hi))), false, false
	}
	keptBit := func(g *Value) *Value { return k.Ne(k.And(k.Shr(kept, g), k.I32(1)), k.I32(0)) }
	if grouped {
		G := p.Groups
		gscore := make([]*Value, G)
		var nanFirst *Value
		if p.Method == "group_limited_greedy" {
			// Bit g: group g's first expert (lane e0%32, slot e0/32) scored NaN, which the CPU's
			// scan keeps as the group's score.
			bits := k.I32(0)
			for g := range G {
				e0 := g * gsize
				isNaN := k.And(k.Eq(lane, k.I32(e0%32)), k.Ne(sel[e0/32], sel[e0/32]))
				bits = k.Or(bits, k.Select(isNaN, k.I32(1<<g), k.I32(0)))
			}
			nanFirst = k.warpButterfly([]*Value{bits}, func(a, b []*Value) []*Value { return []*Value{k.Or(a[0], b[0])} })[0]
		}
		for g := range G {
			// cond is "slot j belongs to g and x passes test".
			cond := func(j int64, test *Value) *Value {
				v, known, in := member(j, g)
				switch {
				case known && in:
					return test
				case v != nil:
					return k.And(v, test)
				}
				return nil
			}
			if p.Method == "group_limited_greedy" {
				m := negInf
				for j := range P {
					if c := cond(j, k.Gt(sel[j], m)); c != nil {
						m = k.Select(c, sel[j], m)
					}
				}
				m = k.warpButterfly([]*Value{m}, func(a, b []*Value) []*Value {
					return []*Value{k.Select(k.Gt(b[0], a[0]), b[0], a[0])}
				})[0]
				gscore[g] = k.Select(k.Ne(k.And(nanFirst, k.I32(1<<g)), k.I32(0)), nan, m)
				continue
			}
			a, b := negInf, negInf // the two largest non-NaN scores
			for j := range P {
				ca := cond(j, k.Gt(sel[j], a))
				if ca == nil {
					continue
				}
				cb := cond(j, k.Gt(sel[j], b))
				b = k.Select(ca, a, k.Select(cb, sel[j], b))
				a = k.Select(ca, sel[j], a)
			}
			ab := k.warpButterfly([]*Value{a, b}, func(x, y []*Value) []*Value {
				up := k.Gt(y[0], x[0])
				hi, lo := k.Select(up, y[0], x[0]), k.Select(up, x[0], y[0])
				sb := k.Select(k.Gt(y[1], x[1]), y[1], x[1])
				return []*Value{hi, k.Select(k.Gt(lo, sb), lo, sb)}
			})
			if gsize == 1 {
				gscore[g] = ab[0]
			} else {
				gscore[g] = k.Add(ab[0], ab[1])
			}
		}
		// The TopKGroup best groups, each an argmaxUnpicked over the groups not yet kept, in the
		// CPU's scan order (every lane the same: the scores are warp-uniform).
		kept = k.I32(0)
		for range p.TopKGroup {
			best, bv := k.I32(-1), zero
			for g := range G {
				x := gscore[g]
				free := k.Eq(k.And(kept, k.I32(1<<g)), k.I32(0))
				take := k.And(free, k.Or(k.Lt(best, k.I32(0)), k.Or(k.Gt(x, bv), k.And(k.Ne(bv, bv), k.Eq(x, x)))))
				best, bv = k.Select(take, k.I32(g), best), k.Select(take, x, bv)
			}
			kept = k.Or(kept, k.Shl(k.I32(1), best))
		}
	}
	// keepSlot is whether slot j's expert is in a kept group (nil: always).
	keepSlot := make([]*Value, P)
	if grouped {
		fill := zero
		if p.Method == "noaux_tc" {
			fill = negInf
		}
		for j := range P {
			keepSlot[j] = keptBit(k.Div(at[j], k.I32(gsize)))
			sel[j] = k.Select(keepSlot[j], sel[j], fill)
		}
	}

	// Top-k: per round, each lane's best unpicked slot, then the warp's best; the winner is picked.
	picked := make([]*Value, P)
	for j := range P {
		picked[j] = k.boolConst(false)
		if has[j] != nil {
			picked[j] = k.not(has[j])
		}
	}
	winI, winS := make([]*Value, p.TopK), make([]*Value, p.TopK)
	for r := range p.TopK {
		bv, bi, bs := nan, k.I32(math.MaxInt32), zero // loses to every real candidate
		for j := range P {
			take := k.And(k.not(picked[j]), k.routeBetter(sel[j], idx[j], bv, bi))
			bv, bi, bs = k.Select(take, sel[j], bv), k.Select(take, idx[j], bi), k.Select(take, sc[j], bs)
		}
		w := k.warpButterfly([]*Value{bv, bi, bs}, func(a, b []*Value) []*Value {
			t := k.routeBetter(b[0], b[1], a[0], a[1])
			return []*Value{k.Select(t, b[0], a[0]), k.Select(t, b[1], a[1]), k.Select(t, b[2], a[2])}
		})
		winI[r], winS[r] = w[1], w[2]
		for j := range P {
			picked[j] = k.Or(picked[j], k.Eq(idx[j], w[1]))
		}
	}

	var d *Value
	if p.Norm {
		// The chosen weights (0 outside the kept groups), added in float64 in index order.
		wt := make([]*Value, p.TopK)
		for r := range p.TopK {
			wt[r] = winS[r]
			if grouped {
				wt[r] = k.Select(keptBit(k.Div(winI[r], k.I32(gsize))), winS[r], zero)
			}
		}
		rank := make([]*Value, p.TopK)
		for r := range p.TopK {
			rank[r] = k.I32(0)
			for q := range p.TopK {
				if q != int64(r) {
					rank[r] = k.Add(rank[r], k.Select(k.Lt(winI[q], winI[r]), k.I32(1), k.I32(0)))
				}
			}
		}
		sum := k.F64(0)
		for t := range p.TopK {
			v := zero
			for r := range p.TopK {
				v = k.Select(k.Eq(rank[r], k.I32(t)), wt[r], v)
			}
			sum = k.Add(sum, k.Conv(TF64, v))
		}
		d = k.Add(k.Conv(TF32, sum), k.F32(1e-20))
	}
	scale := k.F32(float64(p.Scale))
	k.If(valid, func() {
		for j := range P {
			on := picked[j]
			if has[j] != nil {
				on = k.And(has[j], on)
			}
			if keepSlot[j] != nil {
				on = k.And(on, keepSlot[j])
			}
			w := k.Select(on, sc[j], zero)
			if d != nil {
				w = k.Div(w, d)
			}
			st := func() { k.Store(out, k.Add(lb, idx[j]), k.Mul(w, scale)) }
			if has[j] == nil {
				st()
			} else {
				k.If(has[j], st, nil)
			}
		}
	}, nil)
	return finish(k, "moe_route", routeWarps*32, Grid{Count: "rows", Mult: 1, PerBlock: routeWarps})
}
