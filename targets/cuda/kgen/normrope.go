package kgen

import "afdc/ir"

// The per-head q and k norms of GLM-4.5 and GLM-4.6 (use_qk_norm) are each read only by their
// RoPE: the backend runs the pair as one launch of the norm with the rope as its epilogue
// (RMSNormSpec.Rope), which saves a launch and a pass over the row for each of q and k.

// NormRopes lists the norm and rope pairs of f that run as one launch: a rope whose input is an
// RMS norm's result and nothing else's, whose positions are defined before the norm (so that the
// norm's launch can read them), and whose shapes the fused kernel takes (NormRopeSpec).
func NormRopes(f *ir.Func) [][2]*ir.Op {
	uses := f.Uses()
	at := map[*ir.Op]int{}
	for i, op := range f.Body {
		at[op] = i
	}
	var out [][2]*ir.Op
	for _, op := range f.Body {
		if op.Kind != ir.OpRope {
			continue
		}
		norm := op.Args[0].Def
		if norm == nil || norm.Kind != ir.OpRMSNorm || uses[op.Args[0]] != 1 {
			continue
		}
		if d := op.Args[1].Def; d != nil && at[d] >= at[norm] {
			continue
		}
		if _, ok := NormRopeSpec(norm, op); ok {
			out = append(out, [2]*ir.Op{norm, op})
		}
	}
	return out
}

// NormRopeSpec is the fused kernel of a norm and the rope that reads its result: the norm's spec
// with the rope's as its epilogue, where the shapes allow it (RMSNormSpec.NormRopeOK).
func NormRopeSpec(norm, rope *ir.Op) (RMSNormSpec, bool) {
	ns, err := specFor(norm)
	if err != nil || len(ns) == 0 {
		return RMSNormSpec{}, false
	}
	rs, err := specFor(rope)
	if err != nil || len(rs) != 1 {
		return RMSNormSpec{}, false
	}
	n, ok1 := ns[0].(RMSNormSpec)
	r, ok2 := rs[0].(RopeSpec)
	if !ok1 || !ok2 || !n.NormRopeOK(r) {
		return RMSNormSpec{}, false
	}
	n.Rope = &r
	return n, true
}

// NormRopeOK reports whether the norm can take rope as its epilogue (RMSNormSpec.Rope): the
// norm's groups are the rope's heads, read and written 8 at a time (no fused residual add), in
// the rope's element type, and the rotated dims lie inside a head.
func (s RMSNormSpec) NormRopeOK(r RopeSpec) bool {
	return s.Rope == nil && s.vec() && s.Out == r.Elem && r.Table != nil && s.Group == r.HeadDim && s.Width == r.Heads*r.HeadDim &&
		r.Table.Dims > 0 && r.Table.Dims%2 == 0 && r.Offset >= 0 && r.Offset+int64(r.Table.Dims) <= r.HeadDim &&
		(r.Style == "neox" || r.Style == "interleaved")
}

// rotate is the rope epilogue of the vector norm: ys (thread tid's normalised values, vector i at
// ats[i] of the group, present where ins[i]) are rounded to Out as stored, placed in shared memory,
// and rotated in registers by the block's row position. Each rotated value is computed as RopeSpec
// computes the member of its pair that it stores, from the same operands.
func (s RMSNormSpec) rotate(k *Kernel, tid, pos *Value, B int64, ins, ats []*Value, ys [][8]*Value) {
	r := s.Rope
	half := int64(r.Table.Dims / 2)
	g := k.Shared(TF32, s.Group) // the group's values as stored
	cs := k.Shared(TF32, 2*half) // cos, sin of each pair's angle, as RopeSpec's
	for i := range ys {
		for j := range ys[i] {
			if s.Out == EBF16 {
				ys[i][j] = k.roundBF16(ys[i][j])
			}
		}
		k.when(ins[i], func() {
			for j, y := range ys[i] {
				k.SStore(g, k.Add(ats[i], k.I32(int64(j))), y)
			}
		})
	}
	row := k.Div(k.Ctaid(), k.I32(s.Width/s.Group))
	r.angles(k, tid, k.Conv(TF32, k.Load(pos, row)), k.F32(float64(r.Table.AttnFactor)), B, r.freqs(k), cs)
	k.Barrier()
	for i := range ys {
		for j, y := range ys[i] {
			c := k.Add(ats[i], k.I32(int64(j)))
			rel := k.Sub(c, k.I32(r.Offset))
			rot := k.And(k.Lt(k.I32(-1), rel), k.Lt(rel, k.I32(2*half)))
			// first: y is the pair's first member (RopeSpec's a); p: its pair's index.
			var first, p, mate *Value
			if r.Style == "neox" {
				first = k.Lt(rel, k.I32(half))
				p = k.Select(first, rel, k.Sub(rel, k.I32(half)))
				mate = k.Select(first, k.Add(c, k.I32(half)), k.Sub(c, k.I32(half)))
			} else {
				first = k.Eq(k.And(rel, k.I32(1)), k.I32(0))
				p = k.Shr(rel, k.I32(1))
				mate = k.Select(first, k.Add(c, k.I32(1)), k.Sub(c, k.I32(1)))
			}
			p, mate = k.Select(rot, p, k.I32(0)), k.Select(rot, mate, c)
			cos, sin := k.SLoad(cs, k.Mul(p, k.I32(2))), k.SLoad(cs, k.Add(k.Mul(p, k.I32(2)), k.I32(1)))
			m := k.SLoad(g, mate)
			// RopeSpec: a' = a·c − b·s, b' = b·c + a·s.
			v := k.Select(first, k.Sub(k.Mul(y, cos), k.Mul(m, sin)), k.Add(k.Mul(y, cos), k.Mul(m, sin)))
			ys[i][j] = k.Select(rot, v, y)
		}
	}
}
