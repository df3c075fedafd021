package passes

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"afdc/ir"
)

// Wire tensor names.
const (
	WireHidden       = "hidden"
	WireRouterLogits = "router_logits"
)

// LayerSchema is the payload of one decoder layer's exchange between the two role programs: the
// manifests' ir.WireLayer, so the schema the pass derives is the one the executables read.
type LayerSchema = ir.WireLayer

// WireTensor is one tensor of a payload: per token, Width elements of DType (WireHidden or
// WireRouterLogits).
type WireTensor = ir.WireTensor

// wirePass derives the schema of every layer from its remote_ffn op in the attention module, checks
// it against the argument and result types of @layer.L in the FFN module (one function per
// remote_ffn and one remote_ffn per function), and computes the plan id, which it stores in
// State.Plan and as the attribute "plan" of both role modules.
func wirePass(s *State) error {
	if s.Full == nil || s.Attention == nil || s.FFN == nil {
		bug("wire", "needs the full module and both role modules (split must run first)")
	}
	opts, err := s.Opts.normalized()
	if err != nil {
		return err
	}
	var errs []error
	var schema []LayerSchema
	seen := map[int64]string{}
	forEachOp(s.Attention, func(f *ir.Func, op *ir.Op) {
		var ls LayerSchema
		var err error
		switch op.Kind {
		case ir.OpRemoteFFN:
			ls, err = layerSchema(s.FFN, f, op, seen)
		case ir.OpRemoteExperts:
			ls, err = expertSchema(s.FFN, f, op, seen)
		default:
			return
		}
		if err != nil {
			errs = append(errs, err)
			return
		}
		schema = append(schema, ls)
	})
	for _, g := range s.FFN.Funcs {
		l, ok := layerOfFunc(g.Name)
		if !ok {
			errs = append(errs, fmt.Errorf("FFN function @%s: expected a name layer.N", g.Name))
		} else if _, ok := seen[l]; !ok {
			errs = append(errs, fmt.Errorf("FFN function @%s: no remote_ffn {layer=%d} in the attention module calls it", g.Name, l))
		}
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	slices.SortFunc(schema, func(a, b LayerSchema) int { return a.Layer - b.Layer })
	s.Schema = schema
	s.Plan = planID(s.Full.Name, opts, schema)
	for _, m := range []*ir.Module{s.Attention, s.FFN} {
		if m.Attrs == nil {
			m.Attrs = ir.Attrs{}
		}
		m.Attrs["plan"] = s.Plan
	}
	return nil
}

// layerSchema reads the schema of one remote_ffn and checks it against its FFN function.
func layerSchema(ffn *ir.Module, f *ir.Func, op *ir.Op, seen map[int64]string) (LayerSchema, error) {
	layer, ok1 := op.Attrs.Int("layer")
	kind, ok2 := op.Attrs.Str("kind")
	if !ok1 || !ok2 || len(op.Args) < 1 || len(op.Args) > 2 || op.Result == nil {
		return LayerSchema{}, fmt.Errorf("%s: expected remote_ffn x[, logits] {layer, kind} with a result", where(f, op))
	}
	at := fmt.Sprintf("layer %d", layer)
	if prev, dup := seen[layer]; dup {
		return LayerSchema{}, fmt.Errorf("%s: remote_ffn in @%s and @%s, expected one per layer", at, prev, f.Name)
	}
	seen[layer] = f.Name
	ls := LayerSchema{Layer: int(layer), Kind: kind}
	for i, a := range op.Args {
		name := WireHidden
		if i == 1 {
			name = WireRouterLogits
		}
		ls.ToFFN = append(ls.ToFFN, WireTensor{Name: name, DType: a.Type.DType.String(), Width: a.Type.Shape.Last().N})
	}
	r := op.Result.Type
	ls.FromFFN = []WireTensor{{Name: WireHidden, DType: r.DType.String(), Width: r.Shape.Last().N}}

	g := ffn.Func("layer." + strconv.FormatInt(layer, 10))
	if g == nil {
		return LayerSchema{}, fmt.Errorf("%s: remote_ffn in @%s has no FFN function @layer.%d", at, f.Name, layer)
	}
	sends, takes := valueTypes(op.Args), valueTypes(g.Args)
	if !typesEqual(sends, takes) {
		return LayerSchema{}, fmt.Errorf("%s: attention sends (%s), but FFN @%s takes (%s), expected the same types",
			at, typeList(sends), g.Name, typeList(takes))
	}
	wants, gives := []ir.Type{r}, valueTypes(g.Results)
	if !typesEqual(wants, gives) {
		return LayerSchema{}, fmt.Errorf("%s: attention receives (%s), but FFN @%s returns (%s), expected the same types",
			at, typeList(wants), g.Name, typeList(gives))
	}
	return ls, nil
}

// layerOfFunc reads the layer index of an FFN function name "layer.N".
func layerOfFunc(name string) (int64, bool) {
	rest, ok := strings.CutPrefix(name, "layer.")
	if !ok {
		return 0, false
	}
	n, err := strconv.ParseInt(rest, 10, 64)
	return n, err == nil && n >= 0
}

func typesEqual(a, b []ir.Type) bool {
	return slices.EqualFunc(a, b, func(x, y ir.Type) bool { return x.Equal(y) })
}

func typeList(ts []ir.Type) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = t.String()
	}
	return strings.Join(parts, ", ")
}

// planID hashes what both executables must agree on: the model, the options that shape the
// programs and the wire schema. The encoding is one line per fact with quoted strings, so no two
// different inputs encode the same.
func planID(model string, o Options, schema []LayerSchema) string {
	var b strings.Builder
	fmt.Fprintf(&b, "afdc plan 1\nmodel %q\nstages %d\ngate_on %q\nversion %q\nlayers %d\n",
		model, o.Stages, o.GateOn, o.Version, len(schema))
	if o.Target != "" || o.Transport != "" {
		fmt.Fprintf(&b, "target %q\ntransport %q\n", o.Target, o.Transport)
	}
	if o.EP > 1 {
		fmt.Fprintf(&b, "ep %d\n", o.EP)
	}
	for _, ls := range schema {
		fmt.Fprintf(&b, "layer %d %q", ls.Layer, ls.Kind)
		if ls.Ranks > 0 {
			// Expert parallel: the map decides which rank gets which rows, so ranks must agree on it.
			fmt.Fprintf(&b, " ep %d top_k %d map %v", ls.Ranks, ls.TopK, ls.Map)
		}
		for _, dir := range []struct {
			tag string
			ts  []WireTensor
		}{{"to", ls.ToFFN}, {"from", ls.FromFFN}} {
			fmt.Fprintf(&b, " %s %d", dir.tag, len(dir.ts))
			for _, t := range dir.ts {
				fmt.Fprintf(&b, " %q %q %d", t.Name, t.DType, t.Width)
			}
		}
		b.WriteByte('\n')
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:])[:16]
}

// expertSchema reads the schema of one remote_experts (an expert-parallel MoE layer) and checks it
// against its FFN function: @layer.L(x, ids i32[T,k], weights f32[T,k]) -> f32[P,H].
func expertSchema(ffn *ir.Module, f *ir.Func, op *ir.Op, seen map[int64]string) (LayerSchema, error) {
	layer := op.Attrs.MustInt("layer")
	at := fmt.Sprintf("layer %d", layer)
	if prev, dup := seen[layer]; dup {
		return LayerSchema{}, fmt.Errorf("%s: exchanges in @%s and @%s, expected one per layer", at, prev, f.Name)
	}
	seen[layer] = f.Name
	x := op.Args[0].Type
	k := op.Attrs.MustInt("top_k")
	h := x.Shape.Last().N
	ls := LayerSchema{Layer: int(layer), Kind: "moe", TopK: int(k), Ranks: int(op.Attrs.MustInt("ranks")),
		Map: append([]int64(nil), op.Attrs["map"].([]int64)...),
		ToFFN: []WireTensor{{Name: WireHidden, DType: x.DType.String(), Width: h},
			{Name: ir.WireExpertIDs, DType: "i32", Width: k}, {Name: ir.WireExpertWeights, DType: "f32", Width: k}},
		FromFFN: []WireTensor{{Name: ir.WireExpertOut, DType: "f32", Width: h}}}
	g := ffn.Func("layer." + strconv.FormatInt(layer, 10))
	if g == nil {
		return LayerSchema{}, fmt.Errorf("%s: remote_experts in @%s has no FFN function @layer.%d", at, f.Name, layer)
	}
	takes := []ir.Type{x, {DType: ir.I32, Shape: ir.Shape{x.Shape[0], ir.Fixed(k)}}, {DType: ir.F32, Shape: ir.Shape{x.Shape[0], ir.Fixed(k)}}}
	if got := valueTypes(g.Args); !typesEqual(takes, got) {
		return LayerSchema{}, fmt.Errorf("%s: attention dispatches (%s), but FFN @%s takes (%s), expected the same types", at, typeList(takes), g.Name, typeList(got))
	}
	gives := []ir.Type{{DType: ir.F32, Shape: ir.Shape{ir.Pairs, ir.Fixed(h)}}}
	if got := valueTypes(g.Results); !typesEqual(gives, got) {
		return LayerSchema{}, fmt.Errorf("%s: attention combines (%s), but FFN @%s returns (%s), expected the same types", at, typeList(gives), g.Name, typeList(got))
	}
	for _, o := range g.Body {
		if o.Kind == ir.OpExpertFFN && !slices.Equal(o.Attrs["map"].([]int64), ls.Map) {
			return LayerSchema{}, fmt.Errorf("%s: FFN @%s places experts by map %v, the attention side by %v, expected one map", at, g.Name, o.Attrs["map"], ls.Map)
		}
	}
	return ls, nil
}
