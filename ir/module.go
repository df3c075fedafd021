package ir

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Module is one program: the full model, or the attention or FFN half of it.
type Module struct {
	Name   string // model name, e.g. "deepseek-v3"
	Role   Role
	Attrs  Attrs // module facts: architecture, stages, plan id, ...
	Params []*Param
	Funcs  []*Func
}

// Param is a weight the module reads: one checkpoint tensor, or a stack of per-expert tensors.
//
// Invariant: when Experts > 0, Type.Shape[0] == Experts and Ckpt contains exactly one "*", which stands
// for the expert index 0..Experts-1; each expert's tensor has Type.Shape[1:].
type Param struct {
	Name    string // IR name, unique in the module; printed as @Name
	Type    Type   // dtype as stored in the checkpoint (before any load-time conversion)
	Role    Role   // owning role: RoleAttention, RoleFFN or RoleBoth (never RoleFull)
	Ckpt    string // checkpoint tensor name (pattern when Experts > 0)
	Experts int64  // > 0 for a stacked per-expert parameter
	// Block is the FP8 block size ([rows, cols]) when the tensor is F8E4M3 and carries a
	// "<name>_scale_inv" companion; zero otherwise.
	Block [2]int64
}

// IsScale reports whether p is the block scale of an FP8 weight ("<weight>_scale_inv", f32): an
// operand of the ops that read the weight, listed with the weight in manifests and counted with it
// in sizes.
func (p *Param) IsScale() bool {
	return p.Type.DType == F32 && strings.HasSuffix(p.Ckpt, "_scale_inv")
}

// Tensors lists the checkpoint tensor names this parameter stands for (not FP8 scales).
func (p *Param) Tensors() []string {
	if p.Experts == 0 {
		return []string{p.Ckpt}
	}
	out := make([]string, p.Experts)
	for e := range out {
		out[e] = strings.Replace(p.Ckpt, "*", strconv.Itoa(e), 1)
	}
	return out
}

// TensorShape is the shape of one checkpoint tensor of the parameter.
func (p *Param) TensorShape() Shape {
	if p.Experts > 0 {
		return p.Type.Shape[1:]
	}
	return p.Type.Shape
}

// Elems is the number of scalars the parameter holds (all experts together).
func (p *Param) Elems() int64 {
	n, _ := p.Type.Shape.Elems()
	return n
}

// ScaleShape is the shape of one tensor's FP8 scale_inv companion, or nil.
func (p *Param) ScaleShape() Shape {
	if p.Block == [2]int64{} {
		return nil
	}
	s := p.TensorShape()
	rows, cols := s[0].N, s[len(s)-1].N
	return Shape{Fixed((rows + p.Block[0] - 1) / p.Block[0]), Fixed((cols + p.Block[1] - 1) / p.Block[1])}
}

// Func is a function in SSA form: arguments, a straight-line body, results.
type Func struct {
	Name    string
	Args    []*Value
	Body    []*Op
	Results []*Value
}

// Value is an SSA value: a function argument (Def == nil) or the result of an op.
// Values are numbered by the printer; they carry no name of their own.
type Value struct {
	Type Type
	Def  *Op
}

// Op is one operation. Kind indexes the op table.
type Op struct {
	Kind    OpKind
	Args    []*Value
	Weights []*Param
	Attrs   Attrs
	Result  *Value // nil for an op without a result (send)
}

// Info is the op's table row.
func (o *Op) Info() *OpInfo { return &opTable[o.Kind] }

// Exchange reports the layer of an exchange op of one of the kinds (send, recv, remote_ffn: their
// "layer" attribute), and whether o is one.
func (o *Op) Exchange(kinds ...OpKind) (int, bool) {
	for _, k := range kinds {
		if o.Kind == k {
			return int(o.Attrs.MustInt("layer")), true
		}
	}
	return 0, false
}

// Attrs are named attributes. Values are int64, float64, string, bool or []int64.
type Attrs map[string]any

// Keys returns the attribute names in sorted order (the print order).
func (a Attrs) Keys() []string {
	ks := make([]string, 0, len(a))
	for k := range a {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// Int returns an integer attribute and whether it was present with that type.
func (a Attrs) Int(k string) (int64, bool) {
	v, ok := a[k].(int64)
	return v, ok
}

// Float returns a float attribute; an integer attribute converts.
func (a Attrs) Float(k string) (float64, bool) {
	switch v := a[k].(type) {
	case float64:
		return v, true
	case int64:
		return float64(v), true
	}
	return 0, false
}

// Str returns a string attribute.
func (a Attrs) Str(k string) (string, bool) {
	v, ok := a[k].(string)
	return v, ok
}

// Bool returns a boolean attribute.
func (a Attrs) Bool(k string) (bool, bool) {
	v, ok := a[k].(bool)
	return v, ok
}

// Ints returns an integer-list attribute.
func (a Attrs) Ints(k string) ([]int64, bool) {
	v, ok := a[k].([]int64)
	return v, ok
}

// MustInt returns an integer attribute the verifier has already checked.
func (a Attrs) MustInt(k string) int64 {
	v, ok := a.Int(k)
	if !ok {
		panic(fmt.Sprintf("ir: attribute %q is %T, want int", k, a[k]))
	}
	return v
}

// MustFloat returns a float attribute the verifier has already checked.
func (a Attrs) MustFloat(k string) float64 {
	v, ok := a.Float(k)
	if !ok {
		panic(fmt.Sprintf("ir: attribute %q is %T, want float", k, a[k]))
	}
	return v
}

// MustStr returns a string attribute the verifier has already checked.
func (a Attrs) MustStr(k string) string {
	v, ok := a.Str(k)
	if !ok {
		panic(fmt.Sprintf("ir: attribute %q is %T, want string", k, a[k]))
	}
	return v
}

// Clone copies the attribute map (lists are shared; attributes are never mutated in place).
func (a Attrs) Clone() Attrs {
	if a == nil {
		return nil
	}
	b := make(Attrs, len(a))
	for k, v := range a {
		b[k] = v
	}
	return b
}

// Param returns the parameter of that name, or nil.
func (m *Module) Param(name string) *Param {
	for _, p := range m.Params {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// Func returns the function of that name, or nil.
func (m *Module) Func(name string) *Func {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// AddParam appends a parameter and returns it.
func (m *Module) AddParam(p *Param) *Param {
	m.Params = append(m.Params, p)
	return p
}

// NewFunc appends a function with arguments of the given types.
func (m *Module) NewFunc(name string, args ...Type) *Func {
	f := &Func{Name: name}
	for _, t := range args {
		f.Args = append(f.Args, &Value{Type: t})
	}
	m.Funcs = append(m.Funcs, f)
	return f
}

// NewOp appends an op to the function. Its result type is computed by the op's type rule; a rule
// failure is an internal error of the caller (lowering or a pass), so it panics.
func (f *Func) NewOp(kind OpKind, args []*Value, weights []*Param, attrs Attrs) *Op {
	op := &Op{Kind: kind, Args: args, Weights: weights, Attrs: attrs}
	if op.Attrs == nil {
		op.Attrs = Attrs{}
	}
	info := op.Info()
	if info.HasResult {
		t, err := info.Infer(op)
		if err != nil {
			panic(fmt.Sprintf("ir: building %s in @%s: %v", info.Name, f.Name, err))
		}
		op.Result = &Value{Type: t, Def: op}
	}
	f.Body = append(f.Body, op)
	return op
}

// Uses counts, for every value, the ops (and function results) that read it.
func (f *Func) Uses() map[*Value]int {
	u := map[*Value]int{}
	for _, op := range f.Body {
		for _, a := range op.Args {
			u[a]++
		}
	}
	for _, r := range f.Results {
		u[r]++
	}
	return u
}

// Clone deep-copies the module: params, functions, ops and values.
func (m *Module) Clone() *Module {
	n := &Module{Name: m.Name, Role: m.Role, Attrs: m.Attrs.Clone()}
	pm := map[*Param]*Param{}
	for _, p := range m.Params {
		q := *p
		pm[p] = &q
		n.Params = append(n.Params, &q)
	}
	for _, f := range m.Funcs {
		vm := map[*Value]*Value{}
		g := &Func{Name: f.Name}
		for _, a := range f.Args {
			v := &Value{Type: a.Type}
			vm[a] = v
			g.Args = append(g.Args, v)
		}
		for _, op := range f.Body {
			o := &Op{Kind: op.Kind, Attrs: op.Attrs.Clone()}
			for _, a := range op.Args {
				o.Args = append(o.Args, vm[a])
			}
			for _, w := range op.Weights {
				o.Weights = append(o.Weights, pm[w])
			}
			if op.Result != nil {
				o.Result = &Value{Type: op.Result.Type, Def: o}
				vm[op.Result] = o.Result
			}
			g.Body = append(g.Body, o)
		}
		for _, r := range f.Results {
			g.Results = append(g.Results, vm[r])
		}
		n.Funcs = append(n.Funcs, g)
	}
	return n
}
