package kgen

import "afdc/ir"

// MLP is a gated MLP of a program, as lowering writes every dense FFN and shared expert:
//
//	g = linear(x, gate)   u = linear(x, up)   a = silu_mul(g, u)   y = linear(a, down)
//
// in that order, without biases (an FP8 weight's block scales may follow it), each of g, u and a
// read by the next op alone, so a backend may compute them its own way as long as y comes out.
type MLP struct{ Gate, Up, Act, Down *ir.Op }

// MLPs finds the gated MLPs of f.
func MLPs(f *ir.Func) []MLP {
	uses := f.Uses()
	at := map[*ir.Op]int{}
	for i, op := range f.Body {
		at[op] = i
	}
	plain := func(op *ir.Op) bool {
		if op == nil || op.Kind != ir.OpLinear {
			return false
		}
		for _, p := range op.Weights[1:] {
			if !p.IsScale() {
				return false // a bias
			}
		}
		return true
	}
	var out []MLP
	for _, act := range f.Body {
		if act.Kind != ir.OpSiluMul {
			continue
		}
		g, u := act.Args[0].Def, act.Args[1].Def
		if !plain(g) || !plain(u) || g.Args[0] != u.Args[0] || uses[g.Result] != 1 || uses[u.Result] != 1 || uses[act.Result] != 1 {
			continue
		}
		var down *ir.Op
		for _, op := range f.Body[at[act]+1:] {
			if len(op.Args) > 0 && op.Args[0] == act.Result {
				down = op
				break
			}
		}
		if !plain(down) || !(at[g] < at[u] && at[u] < at[act]) {
			continue
		}
		out = append(out, MLP{Gate: g, Up: u, Act: act, Down: down})
	}
	return out
}

// StreamingMLP are the kernels that run a gated MLP for one token as the streaming routed-experts
// kernels run one expert: its gate and up matrices are an expert's [1, Inter, Hidden], its down
// [1, Hidden, Inter], so the fused gate·up·SiLU kernel streams both once and writes a (g and u
// never reach memory) and the down kernel writes y. Below the streaming/GEMM crossover (a token a
// matrix; the routed experts' measured crossover is under two) these read the weights once each,
// where the GEMM library splits the reduction and adds a reduction kernel. None when the MLP's
// shapes do not take them (bf16 activations and weights, widths the streaming loads divide).
func StreamingMLP(m MLP) []Spec {
	x, a, y := m.Gate.Args[0].Type, m.Act.Result.Type, m.Down.Result.Type
	if x.DType != ir.BF16 || a.DType != ir.BF16 || m.Gate.Result.Type.DType != ir.BF16 || m.Up.Result.Type.DType != ir.BF16 {
		return nil
	}
	for _, op := range []*ir.Op{m.Gate, m.Up, m.Down} {
		if op.Weights[0].Type.DType == ir.F32 {
			return nil // the linear reads an f32 weight (kernelForm): not the bf16 the kernels stream
		}
		// An FP8 weight is dequantised to bf16 at load (only routed experts stay FP8): the kernels
		// stream that.
		if _, ok := op.Attrs.Str("operands"); ok {
			return nil
		}
	}
	out, err := actElem(y)
	if err != nil || out == EI32 {
		return nil
	}
	h, inter := width(x), width(a)
	if m.Up.Weights[0].Type.Shape[0].N != inter || width(y) != h {
		return nil
	}
	gu := MoEStreamSpec{X: EBF16, Out: EBF16, W: EBF16, Hidden: h, Inter: inter, Experts: 1, TT: 8, R: 1, NW: 4, Blocks: 528}
	down := MoEStreamSpec{Down: true, X: EBF16, Out: out, W: EBF16, Hidden: h, Inter: inter, Experts: 1, TT: 8, R: 2, NW: 4, Blocks: 528}
	if gu.Check() != nil || down.Check() != nil {
		return nil
	}
	return []Spec{gu, down}
}
