package kgen

import "afdc/ir"

// An RMS norm of a bf16 input whose result only decode linears read runs inside their launch at
// decode sizes (LinearDecodeSpec.Norm): DeepSeek's q_a norm with q_b. At one to eight tokens the
// norm's own launch took 3.6–3.9 µs on an H200, for work the linear's loads can carry: each lane
// already loads its token's columns of x once a block. The norms of the f32 residual stream keep
// their launch (LinearDecodeSpec.Norm says why).

// NormLinear is a norm and the decode linears that read its result, run as one launch: Ops is one
// linear or a group of LinearGroups, the first op first.
type NormLinear struct {
	Norm *ir.Op
	Ops  []*ir.Op
}

// NormLinears lists the norms of f whose result is read by nothing but one decode linear or the
// linears of one of groups (LinearGroups(f), or the subset of it a runtime takes), the first of
// them the op right after the norm, where the fused kernel takes the shapes (NormLinearSpec). A
// linear with its residual add (ResidualLinears) keeps its norm.
func NormLinears(f *ir.Func, groups [][]*ir.Op) []NormLinear {
	uses := f.Uses()
	lead := map[*ir.Op][]*ir.Op{}
	for _, g := range groups {
		lead[g[0]] = g
	}
	res := map[*ir.Op]bool{}
	for _, p := range ResidualLinears(f) {
		res[p[0]] = true
	}
	var out []NormLinear
	for i, op := range f.Body[:max(len(f.Body)-1, 0)] {
		next := f.Body[i+1]
		if op.Kind != ir.OpRMSNorm || op.Result == nil || next.Kind != ir.OpLinear || len(next.Args) == 0 || next.Args[0] != op.Result {
			continue
		}
		ops := lead[next]
		if ops == nil {
			if res[next] {
				continue
			}
			ops = []*ir.Op{next}
		}
		if uses[op.Result] != len(ops) {
			continue
		}
		if _, ok := NormLinearSpec(op, ops); ok {
			out = append(out, NormLinear{Norm: op, Ops: ops})
		}
	}
	return out
}

// NormLinearSpec is the decode kernel of linears ops (one, or a group from LinearGroups) with the
// norm whose result they read: ok where the linears take the decode kernel, the norm is one group a
// row over their input width (no fused residual add) with a bf16 weight and result, and its input
// is bf16.
func NormLinearSpec(norm *ir.Op, ops []*ir.Op) (LinearDecodeSpec, bool) {
	ns, err := specFor(norm) // the plain norm first (the runtime takes no add_rms_norm)
	if err != nil || len(ns) == 0 {
		return LinearDecodeSpec{}, false
	}
	n, ok := ns[0].(RMSNormSpec)
	if !ok || n.Residual || n.Rope != nil || n.Out != EBF16 || n.W != EBF16 || n.In != EBF16 {
		return LinearDecodeSpec{}, false
	}
	var s LinearDecodeSpec
	if len(ops) == 1 {
		if s, ok = LinearDecode(ops[0]); !ok {
			return LinearDecodeSpec{}, false
		}
	} else {
		s = LinearGroupSpec(ops)
	}
	if n.Group != n.Width || n.Width != s.In {
		return LinearDecodeSpec{}, false
	}
	s.Norm, s.NormEps = true, n.Eps
	if s.Check() != nil {
		return LinearDecodeSpec{}, false
	}
	return s, true
}
