package ir

import (
	"errors"
	"fmt"
	"strings"
)

// Verify checks the module's invariants and returns every problem found, joined (errors.Join), each
// a short message naming the function, value and rule:
//
//	@forward: %12 = linear: weight @x is bf16[3,4], expected [out, 5] to match input f32[T,5]
//
// It is cheap enough to run after every pass, and it never panics, whatever the module holds: it
// calls an op's type rule only once the op's arity, attributes and operands have been checked.
func Verify(m *Module) error {
	probs := verify(m, nil)
	errs := make([]error, len(probs))
	for i, p := range probs {
		errs[i] = errors.New(p.msg)
	}
	return errors.Join(errs...)
}

// problem is one verifier finding; the anchors let the parser put a source position on it.
type problem struct {
	msg   string
	param *Param
	fn    *Func
	op    *Op
	ret   bool // the function's results
}

// valueNamer names values in messages: print numbers by default, source names when parsing.
type valueNamer func(f *Func, v *Value) string

type verifier struct {
	m      *Module
	roleOK bool // the module's role is one ops and params can be checked against
	probs  []problem
	params map[*Param]bool   // the module's params
	first  map[string]*Param // first param of each name
	okType map[*Param]bool   // params whose type is sound enough for a type rule to read
	name   valueNamer
}

func verify(m *Module, name valueNamer) []problem {
	if m == nil {
		return []problem{{msg: "nil module"}}
	}
	v := &verifier{m: m, params: map[*Param]bool{}, first: map[string]*Param{}, okType: map[*Param]bool{}, name: name}
	if v.name == nil {
		nums := map[*Func]map[*Value]int{}
		v.name = func(f *Func, x *Value) string {
			if nums[f] == nil {
				nums[f] = Number(f)
			}
			if n, ok := nums[f][x]; ok && x != nil {
				return fmt.Sprintf("%%%d", n)
			}
			return "%?"
		}
	}
	v.module()
	for _, p := range m.Params {
		v.param(p)
	}
	names := map[string]bool{}
	for i, f := range m.Funcs {
		if f == nil {
			v.add(problem{msg: fmt.Sprintf("function %d is nil", i)})
			continue
		}
		if f.Name == "" {
			v.add(problem{fn: f, msg: fmt.Sprintf("function %d has an empty name", i)})
		} else if names[f.Name] {
			v.add(problem{fn: f, msg: fmt.Sprintf("@%s: function defined twice, expected unique names", f.Name)})
		}
		names[f.Name] = true
		v.function(f)
	}
	return v.probs
}

func (v *verifier) add(p problem) { v.probs = append(v.probs, p) }

func (v *verifier) module() {
	m := v.m
	v.roleOK = m.Role == RoleFull || m.Role == RoleAttention || m.Role == RoleFFN
	if !v.roleOK {
		v.add(problem{msg: fmt.Sprintf("module @%s: role %s, expected full, attention or ffn", m.Name, m.Role)})
	}
	for _, k := range m.Attrs.Keys() {
		switch m.Attrs[k].(type) {
		case int64, float64, string, bool, []int64:
		default:
			v.add(problem{msg: fmt.Sprintf("module @%s: attribute %s is %T, expected int64, float64, string, bool or []int64",
				m.Name, k, m.Attrs[k])})
		}
	}
}

func (v *verifier) param(p *Param) {
	if p == nil {
		v.add(problem{msg: fmt.Sprintf("module @%s: nil parameter", v.m.Name)})
		return
	}
	bad := func(format string, args ...any) {
		v.add(problem{param: p, msg: "param @" + quoteName(p.Name) + ": " + fmt.Sprintf(format, args...)})
	}
	if p.Name == "" {
		bad("empty name")
	} else if q := v.first[p.Name]; q != nil && q != p {
		bad("defined twice, expected unique names")
	} else {
		v.first[p.Name] = p
	}
	if v.params[p] {
		bad("listed twice in the module")
	}
	v.params[p] = true
	switch p.Role {
	case RoleAttention, RoleFFN, RoleBoth:
		if v.roleOK && !p.Role.Loads(v.m.Role) {
			bad("role %s, but a module of role %s loads only %s and both parameters", p.Role, v.m.Role, v.m.Role)
		}
	default:
		bad("role %s, expected attention, ffn or both", p.Role)
	}
	typeOK := true
	if err := checkType(p.Type, false); err != nil {
		bad("%v", err)
		typeOK = false
	}
	stackOK := true
	switch {
	case p.Experts < 0:
		stackOK = false
		bad("experts %d, expected a positive count or none", p.Experts)
	case p.Experts > 0:
		if len(p.Type.Shape) == 0 || p.Type.Shape[0] != Fixed(p.Experts) {
			bad("stacked over %d experts, but the type is %s, expected [%d, ...]", p.Experts, p.Type, p.Experts)
			stackOK = false
		}
		if n := strings.Count(p.Ckpt, "*"); n != 1 {
			bad("stacked checkpoint name %q has %d '*', expected exactly one for the expert index", p.Ckpt, n)
		}
	}
	if p.Block != [2]int64{} {
		switch {
		case p.Block[0] <= 0 || p.Block[1] <= 0:
			bad("block %dx%d, expected positive sizes", p.Block[0], p.Block[1])
		case p.Type.DType != F8E4M3:
			bad("block %dx%d on a %s tensor, expected f8e4m3", p.Block[0], p.Block[1], p.Type.DType)
		case typeOK && stackOK && len(p.TensorShape()) != 2:
			bad("block %dx%d on tensors of shape %s, expected a matrix", p.Block[0], p.Block[1], p.TensorShape())
		}
	}
	v.okType[p] = typeOK
}

// checkType checks a dtype and a shape: a known dtype, fixed dims positive, symbolic dims T or B
// (allowed only where sym is true: values, not parameters).
func checkType(t Type, sym bool) error {
	if t.DType == InvalidDType || int(t.DType) >= len(dtypeNames) {
		return fmt.Errorf("type %s has dtype %s, expected one of f32, bf16, f16, f8e4m3, i32, i64", t, t.DType)
	}
	for i, d := range t.Shape {
		switch {
		case d.Sym != "" && !sym:
			return fmt.Errorf("type %s has symbolic dim %d, expected fixed sizes", t, i)
		case d.Sym != "" && (d.N != 0 || d.Sym != "T" && d.Sym != "B" && d.Sym != "P"):
			return fmt.Errorf("type %s has dim %d %q, expected a size, T, B or P", t, i, d.Sym)
		case d.Sym == "" && d.N <= 0:
			return fmt.Errorf("type %s has dim %d of size %d, expected a positive size", t, i, d.N)
		}
	}
	return nil
}

func (v *verifier) function(f *Func) {
	defined := map[*Value]bool{}
	for i, a := range f.Args {
		if a == nil {
			v.add(problem{fn: f, msg: fmt.Sprintf("@%s: argument %d is nil", f.Name, i)})
			continue
		}
		name := v.name(f, a)
		switch {
		case defined[a]:
			v.add(problem{fn: f, msg: fmt.Sprintf("@%s: argument %s listed twice", f.Name, name)})
		case a.Def != nil:
			v.add(problem{fn: f, msg: fmt.Sprintf("@%s: argument %s has a defining op, expected none", f.Name, name)})
		}
		if err := checkType(a.Type, true); err != nil {
			v.add(problem{fn: f, msg: fmt.Sprintf("@%s: argument %s: %v", f.Name, name, err)})
		}
		defined[a] = true
	}
	for i, op := range f.Body {
		if op == nil {
			v.add(problem{fn: f, msg: fmt.Sprintf("@%s: op %d is nil", f.Name, i)})
			continue
		}
		v.op(f, i, op, defined)
	}
	for i, r := range f.Results {
		switch {
		case r == nil:
			v.add(problem{fn: f, ret: true, msg: fmt.Sprintf("@%s: return value %d is nil", f.Name, i)})
		case !defined[r]:
			v.add(problem{fn: f, ret: true, msg: fmt.Sprintf("@%s: return value %d (%s) is not defined in the function",
				f.Name, i, v.name(f, r))})
		}
	}
}

func (v *verifier) op(f *Func, idx int, op *Op, defined map[*Value]bool) {
	if op.Kind == OpInvalid || op.Kind >= numOps {
		v.add(problem{fn: f, op: op, msg: fmt.Sprintf("@%s: op %d has kind %s, expected an op of the table", f.Name, idx, op.Kind)})
		if op.Result != nil {
			defined[op.Result] = true // one finding for the op, not one more for each use
		}
		return
	}
	info := op.Info()
	var head string
	if op.Result != nil {
		head = fmt.Sprintf("@%s: %s = %s: ", f.Name, v.name(f, op.Result), info.Name)
	} else {
		head = fmt.Sprintf("@%s: %s (op %d): ", f.Name, info.Name, idx)
	}
	bad := func(format string, args ...any) {
		v.add(problem{fn: f, op: op, msg: head + fmt.Sprintf(format, args...)})
	}
	// ready stays true while every precondition of the type rule holds.
	ready := true
	for _, p := range arityProblems(op, info) {
		bad("%s", p)
		ready = false
	}
	for i, a := range op.Args {
		switch {
		case a == nil:
			bad("arg %d is nil", i)
			ready = false
		case !defined[a]:
			if a.Def != nil && a.Def != op && a.Def.Result == a && containsOp(f.Body, a.Def) {
				bad("arg %d (%s) is used before its definition", i, v.name(f, a))
			} else {
				bad("arg %d (%s) is not defined in the function", i, v.name(f, a))
			}
		}
	}
	for i, w := range op.Weights {
		switch {
		case w == nil:
			bad("weight %d is nil", i)
			ready = false
		case !v.params[w]:
			bad("weight @%s is not a parameter of the module", quoteName(w.Name))
			ready = false
		case !v.okType[w]:
			ready = false // the param's own message says why
		}
	}
	if err := CheckAttrs(op); err != nil {
		bad("%v", err)
		ready = false
	}
	if v.roleOK && !info.Roles.Has(v.m.Role) {
		bad("not allowed in a module of role %s, expected roles %s", v.m.Role, roleSetString(info.Roles))
	}
	switch {
	case info.HasResult && op.Result == nil:
		bad("has no result, expected one")
		ready = false
	case !info.HasResult && op.Result != nil:
		bad("has a result, expected none")
	}
	if r := op.Result; r != nil {
		if r.Def != op {
			bad("result %s names another defining op", v.name(f, r))
		}
		if defined[r] {
			bad("result %s is defined twice", v.name(f, r))
		}
		defined[r] = true
	}
	if !ready {
		return
	}
	t, err := info.Infer(op)
	if err != nil {
		bad("%v", err)
		return
	}
	if info.HasResult && !op.Result.Type.Equal(t) {
		bad("result type %s, expected %s", op.Result.Type, t)
	}
}

func containsOp(body []*Op, op *Op) bool {
	for _, o := range body {
		if o == op {
			return true
		}
	}
	return false
}

func countRange(lo, hi int) string {
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d to %d", lo, hi)
}

// roleSetString names the roles of a set, e.g. "full|attention".
func roleSetString(s RoleSet) string {
	var names []string
	for _, r := range []Role{RoleFull, RoleAttention, RoleFFN} {
		if s.Has(r) {
			names = append(names, r.String())
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, "|")
}
