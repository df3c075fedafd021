package passes

import (
	"fmt"
	"slices"
	"strconv"

	"afdc/ir"
)

// shardPass makes an expert-parallel build (Options.EP = N > 1) out of the split modules; with
// N = 1 it changes nothing. For every remote_ffn of the attention module, of layer L:
//
//   - the FFN function @layer.L is inlined in its place, so the dense MLP of a dense layer, and the
//     router, moe_route and shared experts of a MoE layer, run on the attention side (docs/ep.md
//     says why: no hop for a dense layer, and the shared experts overlap the routed experts'
//     round trip);
//   - in a MoE layer the one moe_experts op becomes
//     `%m = remote_experts %x, %route {layer, top_k, ranks, map, dtype}` on the attention side, of
//     moe_experts' result type, and @layer.L becomes
//     `@layer.L(%x, %ids: i32[T,k], %w: f32[T,k]) -> f32[P,H] { expert_ffn ... }`, holding the
//     routed experts alone; every rank runs that one function over the experts the map gives it;
//   - a dense layer's @layer.L is removed: nothing of it is left on the FFN side.
//
// map is Options.ExpertMap[L], or the contiguous blocks of ir.ContiguousMap. The combine's sum (in
// ascending expert order, from zero, of each expert's weight × output) is moe_experts' own, so the
// sharded pair computes the unsharded pair's bits for any N and any map.
func shardPass(s *State) error {
	if s.Attention == nil || s.FFN == nil {
		bug("shard", "needs both role modules (split must run first)")
	}
	opts, err := s.Opts.normalized()
	if err != nil {
		return err
	}
	if opts.EP <= 1 {
		return nil
	}
	sh := &sharder{s: s, n: opts.EP, maps: opts.ExpertMap, attParams: map[string]*ir.Param{}, newFFN: map[int64]*ir.Func{}}
	for _, p := range s.Attention.Params {
		sh.attParams[p.Name] = p
	}
	used := map[int]bool{}
	for _, f := range s.Attention.Funcs {
		body := make([]*ir.Op, 0, len(f.Body))
		for _, op := range f.Body {
			if op.Kind != ir.OpRemoteFFN {
				body = append(body, op)
				continue
			}
			ops, err := sh.inline(f, op, used)
			if err != nil {
				return err
			}
			body = append(body, ops...)
		}
		f.Body = body
	}
	for l := range opts.ExpertMap {
		if !used[l] {
			return fmt.Errorf("expert map: layer %d is not a MoE layer of %s, expected only MoE layers", l, s.Full.Name)
		}
	}
	// The FFN module keeps one function per MoE layer, in the order split made them.
	var funcs []*ir.Func
	for _, g := range s.FFN.Funcs {
		l, ok := layerOfFunc(g.Name)
		if nf := sh.newFFN[l]; ok && nf != nil {
			funcs = append(funcs, nf)
		}
	}
	s.FFN.Funcs = funcs
	reassignParams(s.Full, s.Attention, s.FFN)
	for _, m := range []*ir.Module{s.Attention, s.FFN} {
		if m.Attrs == nil {
			m.Attrs = ir.Attrs{}
		}
		m.Attrs["ep"] = int64(opts.EP)
	}
	return nil
}

type sharder struct {
	s         *State
	n         int
	maps      map[int][]int64
	attParams map[string]*ir.Param // the attention module's params, by name
	newFFN    map[int64]*ir.Func   // the rewritten FFN function of each MoE layer
}

// attParam returns the attention module's param of a name, copying the full module's on first use.
func (sh *sharder) attParam(p *ir.Param) *ir.Param {
	if q, ok := sh.attParams[p.Name]; ok {
		return q
	}
	q := *p
	if f := sh.s.Full.Param(p.Name); f != nil {
		q = *f
	}
	sh.attParams[p.Name] = &q
	sh.s.Attention.Params = append(sh.s.Attention.Params, &q)
	return &q
}

// inline returns the attention-side ops that replace one remote_ffn (see shardPass).
func (sh *sharder) inline(f *ir.Func, r *ir.Op, used map[int]bool) ([]*ir.Op, error) {
	layer, _ := r.Attrs.Int("layer")
	kind, _ := r.Attrs.Str("kind")
	at := fmt.Sprintf("layer %d", layer)
	g := sh.s.FFN.Func("layer." + strconv.FormatInt(layer, 10))
	if g == nil || len(g.Args) != len(r.Args) || len(g.Results) != 1 || r.Result == nil {
		return nil, fmt.Errorf("%s: %s has no FFN function @layer.%d taking its operands", at, where(f, r), layer)
	}
	vm := map[*ir.Value]*ir.Value{}
	for i, a := range g.Args {
		vm[a] = r.Args[i]
	}
	var out []*ir.Op
	var experts *ir.Op
	for _, op := range g.Body {
		if op.Kind == ir.OpMoEExperts {
			if experts != nil {
				return nil, fmt.Errorf("%s: two moe_experts ops in @%s, expected one", at, g.Name)
			}
			experts = op
			m, err := sh.expertFunc(layer, op)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", at, err)
			}
			used[int(layer)] = true
			o := &ir.Op{Kind: ir.OpRemoteExperts, Args: []*ir.Value{vm[op.Args[0]], vm[op.Args[1]]}, Attrs: ir.Attrs{
				"layer": layer, "top_k": op.Attrs.MustInt("top_k"), "ranks": int64(sh.n), "map": m,
				"dtype": op.Result.Type.DType.String()}}
			o.Result = &ir.Value{Type: op.Result.Type, Def: o}
			vm[op.Result] = o.Result
			out = append(out, o)
			continue
		}
		o := &ir.Op{Kind: op.Kind, Attrs: op.Attrs.Clone()}
		for _, a := range op.Args {
			o.Args = append(o.Args, vm[a])
		}
		for _, w := range op.Weights {
			o.Weights = append(o.Weights, sh.attParam(w))
		}
		if op.Result != nil {
			o.Result = &ir.Value{Type: op.Result.Type, Def: o}
			vm[op.Result] = o.Result
		}
		out = append(out, o)
	}
	if kind == "moe" && experts == nil {
		return nil, fmt.Errorf("%s: moe layer without a moe_experts op in @%s", at, g.Name)
	}
	// The inlined result takes over the remote_ffn's value, so its uses need no rewiring.
	last := vm[g.Results[0]]
	if last == nil || last.Def == nil || !last.Type.Equal(r.Result.Type) {
		return nil, fmt.Errorf("%s: @%s returns an argument or a %v, expected a value of type %s computed by its body", at, g.Name, g.Results[0].Type, r.Result.Type)
	}
	y := r.Result
	last.Def.Result = y
	y.Def = last.Def
	return out, nil
}

// expertFunc makes the FFN function of a MoE layer's expert ranks from its moe_experts op, and
// returns the layer's expert map.
func (sh *sharder) expertFunc(layer int64, op *ir.Op) ([]int64, error) {
	e := op.Weights[0].Type.Shape[0].N
	m, ok := sh.maps[int(layer)]
	if !ok {
		m = ir.ContiguousMap(int(e), sh.n)
	}
	if int64(len(m)) != e {
		return nil, fmt.Errorf("expert map places %d experts, expected the layer's %d", len(m), e)
	}
	if int64(sh.n) > e {
		return nil, fmt.Errorf("%d expert ranks for %d experts, expected at most one rank per expert", sh.n, e)
	}
	m = slices.Clone(m)
	x := op.Args[0].Type
	k := op.Attrs.MustInt("top_k")
	g := &ir.Func{Name: "layer." + strconv.FormatInt(layer, 10)}
	for _, t := range []ir.Type{x, {DType: ir.I32, Shape: ir.Shape{x.Shape[0], ir.Fixed(k)}}, {DType: ir.F32, Shape: ir.Shape{x.Shape[0], ir.Fixed(k)}}} {
		g.Args = append(g.Args, &ir.Value{Type: t})
	}
	attrs := ir.Attrs{"top_k": k, "ranks": int64(sh.n), "map": m}
	if acc, ok := op.Attrs["accumulate"]; ok {
		attrs["accumulate"] = acc
	}
	o := &ir.Op{Kind: ir.OpExpertFFN, Args: slices.Clone(g.Args), Weights: slices.Clone(op.Weights), Attrs: attrs}
	o.Result = &ir.Value{Type: ir.Type{DType: ir.F32, Shape: ir.Shape{ir.Pairs, x.Shape[1]}}, Def: o}
	g.Body = []*ir.Op{o}
	g.Results = []*ir.Value{o.Result}
	if err := checkMapValues(m, sh.n); err != nil {
		return nil, err
	}
	sh.newFFN[layer] = g
	return m, nil
}

// checkMapValues checks that a map names ranks 0..n-1 and leaves no rank without an expert.
func checkMapValues(m []int64, n int) error {
	held := make([]int, n)
	for e, r := range m {
		if r < 0 || r >= int64(n) {
			return fmt.Errorf("expert map: expert %d on rank %d, expected a rank 0..%d", e, r, n-1)
		}
		held[r]++
	}
	for r, c := range held {
		if c == 0 {
			return fmt.Errorf("expert map: rank %d holds no expert, expected every rank to hold at least one", r)
		}
	}
	return nil
}

// reassignParams gives each role module exactly the params its ops reference, in the full module's
// order, with RoleBoth for a param both reference (the FFN module keeps its own param objects).
func reassignParams(full, att, ffn *ir.Module) {
	attRefs, ffnRefs := map[string]*ir.Param{}, map[string]*ir.Param{}
	forEachOp(att, func(_ *ir.Func, op *ir.Op) {
		for _, w := range op.Weights {
			attRefs[w.Name] = w
		}
	})
	forEachOp(ffn, func(_ *ir.Func, op *ir.Op) {
		for _, w := range op.Weights {
			ffnRefs[w.Name] = w
		}
	})
	att.Params, ffn.Params = nil, nil
	for _, p := range full.Params {
		a, f := attRefs[p.Name], ffnRefs[p.Name]
		role := ir.RoleAttention
		if a != nil && f != nil {
			role = ir.RoleBoth
		}
		if a != nil {
			a.Role = role
			att.Params = append(att.Params, a)
		}
		if f != nil {
			if a == nil {
				role = ir.RoleFFN
			}
			f.Role = role
			ffn.Params = append(ffn.Params, f)
		}
	}
}
