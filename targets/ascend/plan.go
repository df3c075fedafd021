package ascend

import (
	"fmt"
	"slices"

	"afdc/ir"
)

// plan is the static activation plan of one role function: where, in a stage's activation arena,
// each value lives. It is computed once at load for the largest step (Options.MaxTokens tokens,
// Options.MaxSeqs sequences); a smaller step uses the same offsets with its rows packed at the start.
//
// Invariants: a value either owns a region (root) or aliases its source's region (a slice is a
// strided view; a rope whose input has no other reader rotates in place); two roots whose lifetimes
// (definition to last read, aliases included) overlap never overlap in memory; function arguments
// and results live for the whole function.
type plan struct {
	off   map[*ir.Value]int64     // byte offset of a root's region
	size  map[*ir.Value]int64     // bytes of a root's region
	alias map[*ir.Value]*ir.Value // value -> the value whose region it views
	pair  map[*ir.Value]pairSlot  // value -> its half of a region shared with its silu_mul partner
	bytes int64                   // arena size
}

// pairSlot places one operand of a silu_mul in a [T, 2N] region: gate in columns [0, N), up in
// [N, 2N), so the two linears write their halves and aclnnSwiGlu reads the whole.
type pairSlot struct {
	first *ir.Value // the gate operand, which owns the region
	col   int64     // first column of this half
	width int64     // 2N
}

const align = 512 // aclnn prefers 512-byte aligned tensors; ACL's malloc gives 32

// root follows aliases to the value owning the region.
func (p *plan) root(v *ir.Value) *ir.Value {
	for {
		a, ok := p.alias[v]
		if !ok {
			return v
		}
		v = a
	}
}

// planFunc plans f for steps of at most maxT tokens and maxB sequences.
func planFunc(f *ir.Func, maxT, maxB int64, act ir.DType) (*plan, error) {
	p := &plan{off: map[*ir.Value]int64{}, size: map[*ir.Value]int64{}, alias: map[*ir.Value]*ir.Value{}, pair: map[*ir.Value]pairSlot{}}
	uses := f.Uses()
	pairSiluOperands(f, uses, p)
	end := len(f.Body) + 1
	last := map[*ir.Value]int{}
	def := map[*ir.Value]int{}
	var roots []*ir.Value
	addRoot := func(v *ir.Value, at int, bytes int64) {
		def[v], p.size[v] = at, (bytes+align-1)/align*align
		roots = append(roots, v)
	}
	for _, a := range f.Args {
		b, err := valueBytes(a.Type, maxT, maxB)
		if err != nil {
			return nil, err
		}
		addRoot(a, 0, b)
		last[a] = end
	}
	for i, op := range f.Body {
		for _, a := range op.Args {
			r := p.root(a)
			last[r] = max(last[r], i+1)
		}
		v := op.Result
		if v == nil {
			continue
		}
		if ps, ok := p.pair[v]; ok && ps.first != v {
			p.alias[v] = ps.first // the up half lives as long as the region
			continue
		}
		switch {
		case op.Kind == ir.OpSlice:
			p.alias[v] = op.Args[0]
			continue
		case op.Kind == ir.OpRope && uses[op.Args[0]] == 1 && op.Args[0].Def != nil:
			p.alias[v] = op.Args[0]
			continue
		}
		b, err := valueBytes(v.Type, maxT, maxB)
		if op.Kind == ir.OpMoERoute {
			// Routing travels sparse: top-k weights (f32) and expert ids (i32) per token.
			b, err = maxT*op.Attrs.MustInt("top_k")*8, nil
		}
		if op.Kind == ir.OpExpertFFN {
			// Its pair rows are the function's result (check), written into the caller's buffer.
			b, err = 0, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", op.Kind, err)
		}
		if _, ok := p.pair[v]; ok {
			b *= 2
		}
		addRoot(v, i+1, b)
		last[v] = max(last[v], i+1)
	}
	for _, r := range f.Results {
		last[p.root(r)] = end
	}
	// First fit in definition order: a region is free again after its value's last reader.
	type live struct {
		off, end int64
		until    int
	}
	var busy []live
	for _, v := range roots {
		at := def[v]
		busy = slices.DeleteFunc(busy, func(l live) bool { return l.until < at })
		slices.SortFunc(busy, func(a, b live) int { return int(a.off - b.off) })
		var off int64
		for _, l := range busy {
			if off+p.size[v] <= l.off {
				break
			}
			off = max(off, l.end)
		}
		p.off[v] = off
		busy = append(busy, live{off, off + p.size[v], last[v]})
		p.bytes = max(p.bytes, off+p.size[v])
	}
	return p, nil
}

// valueBytes is the size of a value of type t at the largest step.
func valueBytes(t ir.Type, maxT, maxB int64) (int64, error) {
	n := t.DType.Size()
	for _, d := range t.Shape {
		switch {
		case d == ir.Tokens:
			n *= maxT
		case d == ir.Seqs:
			n *= maxB
		case d.IsSym():
			return 0, fmt.Errorf("value of type %s has dimension %s, expected T, B or a number", t, d)
		default:
			n *= d.N
		}
	}
	return n, nil
}

// aclType maps an IR dtype to aclDataType.
func aclType(d ir.DType) (int32, error) {
	switch d {
	case ir.F32:
		return 0, nil
	case ir.F16:
		return 1, nil
	case ir.BF16:
		return 27, nil
	case ir.I32:
		return 3, nil
	case ir.I64:
		return 9, nil
	}
	return 0, fmt.Errorf("dtype %s has no aclDataType, expected f32, f16, bf16, i32 or i64", d)
}

// hcclType maps an IR dtype to HcclDataType.
func hcclType(d ir.DType) (int32, error) {
	switch d {
	case ir.F32:
		return 4, nil
	case ir.F16:
		return 3, nil
	case ir.BF16:
		return 11, nil
	case ir.I32:
		return 2, nil
	}
	return 0, fmt.Errorf("dtype %s cannot travel over HCCL, expected f32, f16, bf16 or i32", d)
}

// pairSiluOperands finds each silu_mul whose operands are two linears read by nothing else, the
// gate defined first, and gives them halves of one region (see pairSlot).
func pairSiluOperands(f *ir.Func, uses map[*ir.Value]int, p *plan) {
	at := map[*ir.Value]int{}
	for i, op := range f.Body {
		if op.Result != nil {
			at[op.Result] = i
		}
	}
	for _, op := range f.Body {
		if op.Kind != ir.OpSiluMul {
			continue
		}
		g, u := op.Args[0], op.Args[1]
		if g == u || g.Def == nil || u.Def == nil || g.Def.Kind != ir.OpLinear || u.Def.Kind != ir.OpLinear ||
			uses[g] != 1 || uses[u] != 1 || !g.Type.Equal(u.Type) || at[g] > at[u] {
			continue
		}
		n := g.Type.Shape[1].N
		p.pair[g] = pairSlot{first: g, col: 0, width: 2 * n}
		p.pair[u] = pairSlot{first: g, col: n, width: 2 * n}
	}
}
