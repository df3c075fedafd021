package kgen

import (
	"fmt"
	"math"
)

// RouteSpec is the MoE router of one layer (kernels.MoERoute): scores (softmax or sigmoid) of
// [rows, Experts] router logits, optional group limiting, top-k on the bias-corrected scores,
// optional renormalisation and the routed scaling factor; the result is the dense [rows, Experts]
// weight matrix (0 for experts not chosen). Build gives the warp kernel (routewarp.go) wherever it
// fits, else the serial one below: one thread per row walking the experts in index order. Both
// resolve every tie to the lower index and give the CPU reference's bits.
type RouteSpec struct {
	Logits, Bias, Out Elem
	HasBias           bool
	Experts           int64
	Params            RouteParams
}

// RouteParams are opparams.RouteParams with sized fields, as the kernel is built from them.
type RouteParams struct {
	Scoring, Method         string
	TopK, Groups, TopKGroup int64
	Norm                    bool
	Scale                   float32
}

// serialRows is how many rows share a block of the serial router: each thread owns its row's
// scratch in shared memory ((3·E + 2·G)·4 bytes a row), up to 8 rows within the 48 KiB of static
// shared memory.
func serialRows(experts, groups int64) int64 {
	per := (3*experts + 2*max(groups, 1)) * 4
	return max(1, min(8, 48*1024/per))
}

func (s RouteSpec) Build() (*Kernel, Launch) {
	if s.warpFits() {
		return s.buildWarp()
	}
	return s.buildSerial()
}

// name is the kernel's name: every constant of the spec, and "_w" for the warp form.
func (s RouteSpec) name() string {
	p := s.Params
	norm := 0
	if p.Norm {
		norm = 1
	}
	name := fmt.Sprintf("moe_route_%s_%s_e%d_k%d_g%d_kg%d_n%d_s%08x_%s", p.Scoring, p.Method, s.Experts, p.TopK,
		p.Groups, p.TopKGroup, norm, math.Float32bits(p.Scale), elemSuffix(s.Logits, s.Out))
	if s.HasBias {
		name += "_bias_" + s.Bias.String()
	}
	return name
}

// params declares a router's parameters in launch order: the weights out, the logits, the
// correction bias when the spec has one (nil otherwise), the row count.
func (s RouteSpec) params(k *Kernel) (out, logits, bias, rows *Value) {
	out = k.Param("out", PPtr, s.Out)
	logits = k.Param("logits", PPtr, s.Logits)
	if s.HasBias {
		bias = k.Param("bias", PPtr, s.Bias)
	}
	return out, logits, bias, k.Param("rows", PI32, 0)
}

// buildSerial is the one-thread-per-row router: a few hundred serial steps per expert count, slow
// at decode (about 200 µs a row for 256 experts on an H200) but valid for any shape.
func (s RouteSpec) buildSerial() (*Kernel, Launch) {
	p := s.Params
	k := NewKernel(s.name())
	out, logits, bias, rows := s.params(k)
	E := s.Experts
	routeBlock := serialRows(E, p.Groups)
	tid := k.Tid()
	row := k.globalID()
	// Per-thread scratch: scores, selection scores, and picked/kept flags, E each.
	sc, sel := k.Shared(TF32, routeBlock*E), k.Shared(TF32, routeBlock*E)
	picked := k.Shared(TI32, routeBlock*E)
	gscore := k.Shared(TF32, routeBlock*max(p.Groups, 1))
	keep := k.Shared(TI32, routeBlock*max(p.Groups, 1))
	one, zero := k.I32(1), k.I32(0)
	negInf := k.F32(math.Inf(-1))
	k.If(k.Lt(row, rows), func() {
		sb := k.Mul(tid, k.I32(E))
		gb := k.Mul(tid, k.I32(p.Groups))
		at := func(i *Value) *Value { return k.Add(sb, i) }
		gat := func(g *Value) *Value { return k.Add(gb, g) }
		lb := k.Mul(row, k.I32(E))
		each := func(n int64, f func(i *Value)) { k.Loop(zero, k.I32(n), one, f) }
		if p.Scoring == "softmax" {
			m := k.Var(k.Load(logits, lb))
			each(E, func(e *Value) {
				v := k.Load(logits, k.Add(lb, e))
				k.If(k.Gt(v, k.Get(m)), func() { k.Set(m, v) }, nil)
			})
			sum := k.Var(k.F64(0))
			each(E, func(e *Value) {
				x := k.ExpF32(k.Sub(k.Load(logits, k.Add(lb, e)), k.Get(m)))
				k.SStore(sc, at(e), x)
				k.Set(sum, k.Add(k.Get(sum), k.Conv(TF64, x)))
			})
			d := k.Conv(TF32, k.Get(sum))
			each(E, func(e *Value) { k.SStore(sc, at(e), k.Div(k.SLoad(sc, at(e)), d)) })
		} else {
			each(E, func(e *Value) {
				l := k.Load(logits, k.Add(lb, e))
				k.SStore(sc, at(e), k.Div(k.F32(1), k.Add(k.F32(1), k.ExpF32(k.Sub(k.F32(0), l)))))
			})
		}
		each(E, func(e *Value) {
			v := k.SLoad(sc, at(e))
			if bias != nil {
				v = k.Add(v, k.Load(bias, e))
			}
			k.SStore(sel, at(e), v)
			k.SStore(picked, at(e), zero)
		})
		gsize := E / p.Groups
		grouped := p.Groups > 1 && p.Method != "greedy"
		each(p.Groups, func(g *Value) { k.SStore(keep, gat(g), one) })
		if grouped {
			each(p.Groups, func(g *Value) {
				g0 := k.Mul(g, k.I32(gsize))
				if p.Method == "group_limited_greedy" {
					m := k.Var(k.SLoad(sel, at(g0)))
					k.Loop(k.I32(1), k.I32(gsize), one, func(i *Value) {
						x := k.SLoad(sel, at(k.Add(g0, i)))
						k.If(k.Gt(x, k.Get(m)), func() { k.Set(m, x) }, nil)
					})
					k.SStore(gscore, gat(g), k.Get(m))
				} else {
					a, b := k.Var(negInf), k.Var(negInf)
					k.Loop(zero, k.I32(gsize), one, func(i *Value) {
						x := k.SLoad(sel, at(k.Add(g0, i)))
						k.If(k.Gt(x, k.Get(a)), func() { k.Set(b, k.Get(a)); k.Set(a, x) }, func() {
							k.If(k.Gt(x, k.Get(b)), func() { k.Set(b, x) }, nil)
						})
					})
					if gsize == 1 {
						k.SStore(gscore, gat(g), k.Get(a))
					} else {
						k.SStore(gscore, gat(g), k.Add(k.Get(a), k.Get(b)))
					}
				}
				k.SStore(keep, gat(g), zero)
			})
			each(p.TopKGroup, func(*Value) {
				best := k.argmaxUnpicked(p.Groups, func(g *Value) *Value { return k.SLoad(gscore, gat(g)) },
					func(g *Value) *Value { return k.Ne(k.SLoad(keep, gat(g)), zero) })
				k.SStore(keep, gat(best), one)
			})
			fill := k.F32(0)
			if p.Method == "noaux_tc" {
				fill = negInf
			}
			each(E, func(e *Value) {
				k.If(k.Eq(k.SLoad(keep, gat(k.Div(e, k.I32(gsize)))), zero), func() { k.SStore(sel, at(e), fill) }, nil)
			})
		}
		each(p.TopK, func(*Value) {
			best := k.argmaxUnpicked(E, func(e *Value) *Value { return k.SLoad(sel, at(e)) },
				func(e *Value) *Value { return k.Ne(k.SLoad(picked, at(e)), zero) })
			k.SStore(picked, at(best), one)
		})
		// w_e = the unbiased score of a chosen expert whose group is kept, else 0; summed in index
		// order in float64 as the CPU does, then normalised and scaled in float32 and stored once.
		weight := func(e *Value) *Value {
			on := k.And(k.Ne(k.SLoad(picked, at(e)), zero), k.Ne(k.SLoad(keep, gat(k.Div(e, k.I32(gsize)))), zero))
			return k.Select(on, k.SLoad(sc, at(e)), k.F32(0))
		}
		sum := k.Var(k.F64(0))
		if p.Norm {
			each(E, func(e *Value) { k.Set(sum, k.Add(k.Get(sum), k.Conv(TF64, weight(e)))) })
		}
		d := k.Add(k.Conv(TF32, k.Get(sum)), k.F32(1e-20))
		scale := k.F32(float64(p.Scale))
		each(E, func(e *Value) {
			w := weight(e)
			if p.Norm {
				w = k.Div(w, d)
			}
			k.Store(out, k.Add(lb, e), k.Mul(w, scale))
		})
	}, nil)
	return finish(k, "moe_route", int(routeBlock), Grid{Count: "rows", Mult: 1, PerBlock: routeBlock})
}

// argmaxUnpicked is kernels' argmaxUnpicked over n entries: the lowest index of the largest value
// among those not skipped; a NaN never wins over a number.
func (k *Kernel) argmaxUnpicked(n int64, val func(i *Value) *Value, skip func(i *Value) *Value) *Value {
	best := k.Var(k.I32(-1))
	bv := k.Var(k.F32(0))
	k.Loop(k.I32(0), k.I32(n), k.I32(1), func(i *Value) {
		k.If(k.Xor(skip(i), k.boolConst(true)), func() {
			x := val(i)
			b := k.Get(bv)
			take := k.Or(k.Lt(k.Get(best), k.I32(0)), k.Or(k.Gt(x, b), k.And(k.Ne(b, b), k.Eq(x, x))))
			k.If(take, func() { k.Set(best, i); k.Set(bv, x) }, nil)
		}, nil)
	})
	return k.Get(best)
}
