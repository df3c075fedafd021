package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// The text form, one statement a line:
//
//	module @NAME role=ROLE {ATTRS}
//
//	param @NAME : TYPE role=ROLE ckpt="..." experts=N block=RxC
//
//	func @NAME(%0: TYPE, ...) -> (TYPE, ...) {
//	  %N = OP %a, %b, @weight {ATTRS} : TYPE
//	  return %N, ...
//	}
//
// Values carry no names; they are numbered per function at print time (Number), so two prints of
// equal modules are equal text and a pass's effect shows as a small diff. docs/ir.md has the grammar.

// String prints the module in its text form.
func (m *Module) String() string { return Print(m) }

// Print returns the text form of m. It prints any module, verified or not, so that a broken module
// can still be dumped; names it cannot resolve print as %? and @?.
func Print(m *Module) string {
	if m == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString("module ")
	writeGlobal(&b, m.Name)
	b.WriteString(" role=")
	b.WriteString(m.Role.String())
	if len(m.Attrs) > 0 {
		b.WriteByte(' ')
		writeAttrs(&b, m.Attrs)
	}
	b.WriteByte('\n')
	if len(m.Params) > 0 {
		b.WriteByte('\n')
		for _, p := range m.Params {
			writeParam(&b, p)
		}
	}
	for _, f := range m.Funcs {
		b.WriteByte('\n')
		writeFunc(&b, f)
	}
	return b.String()
}

// Number assigns the print numbers of f's values: arguments first, in order, then op results in
// body order. Values reachable from f but not defined in it get no number.
func Number(f *Func) map[*Value]int {
	num := map[*Value]int{}
	add := func(v *Value) {
		if v == nil {
			return
		}
		if _, ok := num[v]; !ok {
			num[v] = len(num)
		}
	}
	for _, a := range f.Args {
		add(a)
	}
	for _, op := range f.Body {
		if op != nil {
			add(op.Result)
		}
	}
	return num
}

func writeParam(b *strings.Builder, p *Param) {
	if p == nil {
		b.WriteString("param @? : invalid[] role=full\n")
		return
	}
	b.WriteString("param ")
	writeGlobal(b, p.Name)
	b.WriteString(" : ")
	b.WriteString(p.Type.String())
	b.WriteString(" role=")
	b.WriteString(p.Role.String())
	if p.Ckpt != p.Name {
		b.WriteString(" ckpt=")
		b.WriteString(strconv.Quote(p.Ckpt))
	}
	if p.Experts > 0 {
		fmt.Fprintf(b, " experts=%d", p.Experts)
	}
	if p.Block != [2]int64{} {
		fmt.Fprintf(b, " block=%dx%d", p.Block[0], p.Block[1])
	}
	b.WriteByte('\n')
}

func writeFunc(b *strings.Builder, f *Func) {
	if f == nil {
		b.WriteString("func @?() {\n  return\n}\n")
		return
	}
	num := Number(f)
	name := func(v *Value) string {
		if n, ok := num[v]; ok && v != nil {
			return "%" + strconv.Itoa(n)
		}
		return "%?"
	}
	b.WriteString("func ")
	writeGlobal(b, f.Name)
	b.WriteByte('(')
	for i, a := range f.Args {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(name(a))
		b.WriteString(": ")
		b.WriteString(typeOf(a).String())
	}
	b.WriteByte(')')
	switch len(f.Results) {
	case 0:
	case 1:
		b.WriteString(" -> ")
		b.WriteString(typeOf(f.Results[0]).String())
	default:
		b.WriteString(" -> (")
		for i, r := range f.Results {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(typeOf(r).String())
		}
		b.WriteByte(')')
	}
	b.WriteString(" {\n")
	for _, op := range f.Body {
		b.WriteString("  ")
		if op == nil {
			b.WriteString("invalid\n")
			continue
		}
		if op.Result != nil {
			b.WriteString(name(op.Result))
			b.WriteString(" = ")
		}
		b.WriteString(op.Kind.String())
		sep := " "
		for _, a := range op.Args {
			b.WriteString(sep)
			b.WriteString(name(a))
			sep = ", "
		}
		for _, w := range op.Weights {
			b.WriteString(sep)
			if w == nil {
				b.WriteString("@?")
			} else {
				writeGlobal(b, w.Name)
			}
			sep = ", "
		}
		if len(op.Attrs) > 0 {
			b.WriteByte(' ')
			writeAttrs(b, op.Attrs)
		}
		if op.Result != nil {
			b.WriteString(" : ")
			b.WriteString(op.Result.Type.String())
		}
		b.WriteByte('\n')
	}
	b.WriteString("  return")
	for i, r := range f.Results {
		if i == 0 {
			b.WriteByte(' ')
		} else {
			b.WriteString(", ")
		}
		b.WriteString(name(r))
	}
	b.WriteString("\n}\n")
}

func typeOf(v *Value) Type {
	if v == nil {
		return Type{}
	}
	return v.Type
}

// writeGlobal writes @name, quoting the name when it is not a plain name (empty, or holding
// characters outside isNameByte).
func writeGlobal(b *strings.Builder, name string) {
	b.WriteByte('@')
	if isPlainName(name) {
		b.WriteString(name)
	} else {
		b.WriteString(strconv.Quote(name))
	}
}

func writeAttrs(b *strings.Builder, a Attrs) {
	b.WriteByte('{')
	for i, k := range a.Keys() {
		if i > 0 {
			b.WriteString(", ")
		}
		if isIdent(k) {
			b.WriteString(k)
		} else {
			b.WriteString(strconv.Quote(k))
		}
		b.WriteByte('=')
		b.WriteString(formatAttr(a[k]))
	}
	b.WriteByte('}')
}

// formatAttr prints an attribute value so that it parses back to the same Go type: a float always
// carries a '.', an exponent, or is NaN/Inf, so it never reads back as an integer.
func formatAttr(v any) string {
	switch x := v.(type) {
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return formatFloat(x)
	case string:
		return strconv.Quote(x)
	case bool:
		return strconv.FormatBool(x)
	case []int64:
		parts := make([]string, len(x))
		for i, n := range x {
			parts[i] = strconv.FormatInt(n, 10)
		}
		return "[" + strings.Join(parts, ",") + "]"
	}
	// Not an attribute type; the verifier reports it. Print something visibly wrong that does
	// not parse.
	return fmt.Sprintf("<%T %v>", v, v)
}

func formatFloat(x float64) string {
	s := strconv.FormatFloat(x, 'g', -1, 64)
	if !strings.ContainsAny(s, ".eEnN") { // NaN, +Inf and -Inf already read back as floats
		s += ".0"
	}
	return s
}

// isNameByte reports the bytes of a bare @name or %name: checkpoint-style names such as
// model.layers.3.mlp.experts.gate_proj or deepseek-v3.
func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-'
}

func isPlainName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isNameByte(s[i]) {
			return false
		}
	}
	return true
}

func isIdentStart(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }

func isIdentByte(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }

// isIdent reports a bare identifier: keywords, op names, dtypes, attribute keys, dim symbols.
func isIdent(s string) bool {
	if s == "" || !isIdentStart(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isIdentByte(s[i]) {
			return false
		}
	}
	return true
}
