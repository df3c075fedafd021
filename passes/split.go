package passes

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"afdc/ir"
)

// Checkpoint-name suffixes that mark the cut and the router.
const (
	cutSuffix    = ".post_attention_layernorm.weight"
	routerSuffix = ".mlp.gate.weight"
)

// splitPass builds the attention and FFN modules from the full module, which it leaves untouched.
//
// For every cut c (the result of an rms_norm whose weight name ends in .post_attention_layernorm.weight),
// with h the norm's input (the residual stream): the residual add is the first add after the cut that
// reads h, and y, its other operand, is the FFN output. The FFN region is every op y depends on that
// itself depends on c. Its only input from outside must be c. In the attention module the region is
// replaced by `%y = remote_ffn c {layer, kind}` (the same value y, so its uses need no rewiring); the
// FFN module gets `@layer.L(%x) -> y` holding copies of the region's ops.
//
// With the gate on the attention side the router linear (weight *.mlp.gate.weight) stays in the
// attention module; its logits become the second operand of remote_ffn and the second argument of
// @layer.L.
//
// Each module receives exactly the params its ops reference, with the module's role; a param both
// reference gets RoleBoth in both.
func splitPass(s *State) error {
	if s.Full == nil {
		return errors.New("no full module to split")
	}
	opts, err := s.Opts.normalized()
	if err != nil {
		return err
	}
	att := s.Full.Clone()
	att.Role = ir.RoleAttention
	ffn := &ir.Module{Name: s.Full.Name, Role: ir.RoleFFN, Attrs: s.Full.Attrs.Clone()}
	sp := &splitter{gateOnAttention: opts.GateOn == GateOnAttention, ffn: ffn,
		ffnParams: map[string]*ir.Param{}, layers: map[int64]string{}}
	for _, f := range att.Funcs {
		if err := sp.splitFunc(f); err != nil {
			return err
		}
	}
	if len(sp.layers) == 0 {
		return fmt.Errorf("no decoder layer to split: found no rms_norm with a weight named *%s", cutSuffix)
	}
	assignParams(s.Full, att, ffn, sp.ffnParams)
	s.Attention, s.FFN = att, ffn
	return nil
}

type splitter struct {
	gateOnAttention bool
	ffn             *ir.Module
	ffnParams       map[string]*ir.Param // FFN copies of the full module's params, by name
	layers          map[int64]string     // layer index -> function that holds its cut
}

// cutLayer returns the layer index of a cut op, or ok false when op is not a cut.
func cutLayer(op *ir.Op) (layer int64, ok bool, err error) {
	if op.Kind != ir.OpRMSNorm || len(op.Weights) != 1 || !strings.HasSuffix(op.Weights[0].Name, cutSuffix) {
		return 0, false, nil
	}
	name := op.Weights[0].Name
	var found []int64
	for _, seg := range strings.Split(name, ".") {
		if n, err := strconv.ParseInt(seg, 10, 64); err == nil && n >= 0 {
			found = append(found, n)
		}
	}
	if len(found) != 1 {
		return 0, true, fmt.Errorf("cut norm weight @%s: expected exactly one layer index in the name, found %d", name, len(found))
	}
	return found[0], true, nil
}

// splitFunc splits every cut of f, in program order, rewriting f in place (f belongs to the clone).
func (sp *splitter) splitFunc(f *ir.Func) error {
	cuts := map[*ir.Op]int64{}
	var order []*ir.Op
	for _, op := range f.Body {
		l, ok, err := cutLayer(op)
		if err != nil {
			return fmt.Errorf("%s: %w", where(f, op), err)
		}
		if !ok {
			continue
		}
		if prev, dup := sp.layers[l]; dup {
			return fmt.Errorf("%s: second cut of layer %d (the first is in @%s), expected one per layer", where(f, op), l, prev)
		}
		sp.layers[l] = f.Name
		cuts[op] = l
		order = append(order, op)
	}
	for _, c := range order {
		if err := sp.splitLayer(f, c, cuts[c], cuts); err != nil {
			return err
		}
	}
	return nil
}

func (sp *splitter) splitLayer(f *ir.Func, cut *ir.Op, layer int64, cuts map[*ir.Op]int64) error {
	ic := slices.Index(f.Body, cut)
	if ic < 0 {
		bug("split", "layer %d: cut op is no longer in @%s", layer, f.Name)
	}
	c, h := cut.Result, cut.Args[0]
	at := fmt.Sprintf("layer %d (@%s)", layer, f.Name)

	// The residual add: the first add after the cut that reads h.
	var res *ir.Op
	for _, op := range f.Body[ic+1:] {
		if op.Kind == ir.OpAdd && slices.Contains(op.Args, h) {
			res = op
			break
		}
	}
	if res == nil {
		return fmt.Errorf("%s: no add after the cut reads its input (the residual), expected add(residual, ffn output)", at)
	}
	y := res.Args[0]
	if y == h {
		y = res.Args[1]
	}
	if y == h {
		return fmt.Errorf("%s: the residual add adds the residual to itself, expected add(residual, ffn output)", at)
	}

	// dep: ops between the cut and the residual add that depend on c.
	ires := slices.Index(f.Body, res)
	dep := map[*ir.Op]bool{}
	for _, op := range f.Body[ic+1 : ires] {
		for _, a := range op.Args {
			if a == c || (a.Def != nil && dep[a.Def]) {
				dep[op] = true
				break
			}
		}
	}
	if y.Def == nil || !dep[y.Def] {
		return fmt.Errorf("%s: the residual add's other operand does not depend on the cut, expected the FFN output computed from it", at)
	}

	// The region: what y depends on, restricted to dep. Stopping at ops outside dep loses nothing:
	// an op reading a value of dep is itself in dep.
	region := map[*ir.Op]bool{y.Def: true}
	for stack := []*ir.Op{y.Def}; len(stack) > 0; {
		op := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, a := range op.Args {
			if a.Def != nil && dep[a.Def] && !region[a.Def] {
				region[a.Def] = true
				stack = append(stack, a.Def)
			}
		}
	}
	kind := "dense"
	var router *ir.Op
	for _, op := range f.Body {
		if !region[op] {
			continue
		}
		if op.Kind == ir.OpMoEExperts {
			kind = "moe"
		}
		if l, ok := cuts[op]; ok {
			return fmt.Errorf("%s: the FFN region contains the cut of layer %d, expected one layer's FFN", at, l)
		}
		if sp.gateOnAttention && isRouter(op) {
			if router != nil {
				return fmt.Errorf("%s: two router linears (%s and %s), expected one", at, where(f, router), where(f, op))
			}
			router = op
		}
	}
	inputs := []*ir.Value{c}
	if sp.gateOnAttention && kind == "moe" {
		if router == nil {
			return fmt.Errorf("%s: gate on attention, but the moe region has no linear with a weight named *%s", at, routerSuffix)
		}
		if router.Args[0] != c {
			return fmt.Errorf("%s: router %s does not read the cut, expected linear(cut) to move to the attention side", at, where(f, router))
		}
		delete(region, router)
		inputs = append(inputs, router.Result)
	} else {
		router = nil // a dense layer has no router to move
	}

	// The region reads only its inputs; nothing outside reads the region, except through y.
	for _, op := range f.Body {
		for _, a := range op.Args {
			inside := a.Def != nil && region[a.Def]
			switch {
			case region[op] && !inside && !slices.Contains(inputs, a):
				return fmt.Errorf("%s: FFN region op %s reads %s from outside the region, expected only the cut %s",
					at, where(f, op), describeValue(f, a), where(f, cut))
			case !region[op] && inside && a != y:
				return fmt.Errorf("%s: %s outside the FFN region reads %s inside it, expected only the FFN output to leave the region",
					at, where(f, op), describeValue(f, a))
			}
		}
	}
	for _, r := range f.Results {
		if r.Def != nil && region[r.Def] && r != y {
			return fmt.Errorf("%s: @%s returns %s inside the FFN region, expected only the FFN output to leave it",
				at, f.Name, describeValue(f, r))
		}
	}
	if !y.Type.Equal(c.Type) {
		return fmt.Errorf("%s: FFN output is %s, expected the cut's type %s", at, y.Type, c.Type)
	}

	// FFN side: @layer.L holding copies of the region, in program order.
	g := sp.ffn.NewFunc("layer."+strconv.FormatInt(layer, 10), valueTypes(inputs)...)
	vm := map[*ir.Value]*ir.Value{}
	for i, v := range inputs {
		vm[v] = g.Args[i]
	}
	for _, op := range f.Body {
		if !region[op] {
			continue
		}
		o := &ir.Op{Kind: op.Kind, Attrs: op.Attrs.Clone()}
		for _, a := range op.Args {
			o.Args = append(o.Args, vm[a])
		}
		for _, w := range op.Weights {
			o.Weights = append(o.Weights, sp.ffnParam(w))
		}
		if op.Result != nil {
			o.Result = &ir.Value{Type: op.Result.Type, Def: o}
			vm[op.Result] = o.Result
		}
		g.Body = append(g.Body, o)
	}
	g.Results = []*ir.Value{vm[y]}

	// Attention side: the region collapses into remote_ffn, which takes over the value y.
	remote := &ir.Op{Kind: ir.OpRemoteFFN, Args: inputs,
		Attrs: ir.Attrs{"layer": layer, "kind": kind}, Result: y}
	yDef := y.Def
	y.Def = remote
	body := f.Body[:0:0]
	for _, op := range f.Body {
		switch {
		case op == yDef:
			body = append(body, remote)
		case !region[op]:
			body = append(body, op)
		}
	}
	f.Body = body
	return nil
}

// isRouter reports whether op is the router linear of a MoE layer.
func isRouter(op *ir.Op) bool {
	return op.Kind == ir.OpLinear && len(op.Weights) > 0 && strings.HasSuffix(op.Weights[0].Name, routerSuffix)
}

// ffnParam returns the FFN module's copy of a param, making it on first use.
func (sp *splitter) ffnParam(p *ir.Param) *ir.Param {
	if q, ok := sp.ffnParams[p.Name]; ok {
		return q
	}
	q := *p
	sp.ffnParams[p.Name] = &q
	return &q
}

// assignParams gives each role module the params its ops reference, in the full module's order,
// with the module's role, or RoleBoth for a param both modules reference.
func assignParams(full, att, ffn *ir.Module, ffnParams map[string]*ir.Param) {
	attRefs := referenced(att)
	ffnRefs := referenced(ffn)
	att.Params = slices.DeleteFunc(att.Params, func(p *ir.Param) bool { return !attRefs[p] })
	ffn.Params = nil
	for _, p := range full.Params {
		if q, ok := ffnParams[p.Name]; ok && ffnRefs[q] {
			ffn.Params = append(ffn.Params, q)
		}
	}
	inFFN := map[string]bool{}
	for _, p := range ffn.Params {
		inFFN[p.Name] = true
		p.Role = ir.RoleFFN
	}
	for _, p := range att.Params {
		p.Role = ir.RoleAttention
		if inFFN[p.Name] {
			p.Role = ir.RoleBoth
			ffnParams[p.Name].Role = ir.RoleBoth
		}
	}
}

// referenced is the set of params the ops of m read.
func referenced(m *ir.Module) map[*ir.Param]bool {
	refs := map[*ir.Param]bool{}
	forEachOp(m, func(_ *ir.Func, op *ir.Op) {
		for _, w := range op.Weights {
			refs[w] = true
		}
	})
	return refs
}

func valueTypes(vs []*ir.Value) []ir.Type {
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type
	}
	return ts
}

// describeValue names a value by its definition: an op, or an argument of f.
func describeValue(f *ir.Func, v *ir.Value) string {
	if v.Def != nil {
		return "the result of " + where(f, v.Def)
	}
	if i := slices.Index(f.Args, v); i >= 0 {
		return fmt.Sprintf("argument %d of @%s", i, f.Name)
	}
	return "a value defined nowhere in @" + f.Name
}
