package ir

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Parse reads a module in the text form that Print writes and verifies it. For text that Print
// wrote, Print(Parse(s)) == s. It also accepts '#' comments to the end of a line, blank lines
// anywhere, value names other than numbers (%h7), quoted names (@"a b"), and parameters declared
// after the functions that use them.
//
// Errors are "filename:line:col: message", saying what was found and what was expected; a module
// that parses but fails Verify returns the verifier's problems, each at the line of its op,
// parameter or function.
func Parse(filename, src string) (m *Module, err error) {
	// Every input is checked before use below; this only turns a parser bug into an error instead
	// of taking the caller down.
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, fmt.Errorf("%s: internal error in the IR parser: %v", filename, r)
		}
	}()
	p := &parser{
		file:     filename,
		lines:    strings.Split(src, "\n"),
		paramPos: map[*Param]pos{},
		opPos:    map[*Op]pos{},
		fnPos:    map[*Func]pos{},
		retPos:   map[*Func]pos{},
		names:    map[*Value]string{},
	}
	if err := p.module(); err != nil {
		return nil, err
	}
	if err := p.verify(); err != nil {
		return nil, err
	}
	return p.m, nil
}

type weightRef struct {
	op   *Op
	idx  int
	name string
	at   pos
}

type parser struct {
	file  string
	lines []string
	next  int // index of the next source line to read

	line int     // 1-based number of the current line
	toks []token // tokens of the current line, ending with tEOL
	j    int     // current token

	m        *Module
	byName   map[string]*Param
	pending  []weightRef
	paramPos map[*Param]pos
	opPos    map[*Op]pos
	fnPos    map[*Func]pos
	retPos   map[*Func]pos
	names    map[*Value]string // source names, for verifier messages
}

// errAt formats a positioned error.
func (p *parser) errAt(at pos, format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: %s", p.file, at.line, at.col, fmt.Sprintf(format, args...))
}

func (p *parser) errTok(t token, format string, args ...any) error {
	return p.errAt(pos{p.line, t.col}, format, args...)
}

// expected reports the current token as not the one wanted.
func (p *parser) expected(what string) error {
	t := p.peek()
	return p.errTok(t, "expected %s, found %s", what, t.describe())
}

// nextLine advances to the next line holding a token; ok is false at the end of the input.
func (p *parser) nextLine() (bool, error) {
	for p.next < len(p.lines) {
		p.line = p.next + 1
		toks, err := lexLine(p.lines[p.next])
		p.next++
		if err != nil {
			return false, p.errAt(pos{p.line, err.col}, "%s", err.msg)
		}
		if len(toks) > 1 {
			p.toks, p.j = toks, 0
			return true, nil
		}
	}
	p.line = len(p.lines)
	p.toks, p.j = []token{{kind: tEOL, text: "EOF", col: len(p.lines[len(p.lines)-1]) + 1}}, 0
	return false, nil
}

func (p *parser) peek() token { return p.toks[p.j] }

func (p *parser) take() token {
	t := p.toks[p.j]
	if t.kind != tEOL {
		p.j++
	}
	return t
}

func (p *parser) here() pos { return pos{p.line, p.peek().col} }

// is reports whether the current token is the punctuation or keyword s.
func (p *parser) is(kind tokKind, s string) bool {
	t := p.peek()
	return t.kind == kind && t.text == s
}

func (p *parser) punct(s string, context string) error {
	if !p.is(tPunct, s) {
		return p.expected(fmt.Sprintf("'%s' %s", s, context))
	}
	p.take()
	return nil
}

func (p *parser) keyword(s string, context string) error {
	if !p.is(tIdent, s) {
		return p.expected(fmt.Sprintf("%q %s", s, context))
	}
	p.take()
	return nil
}

func (p *parser) eol(context string) error {
	if p.peek().kind != tEOL {
		return p.expected("end of line " + context)
	}
	return nil
}

func (p *parser) global(what string) (string, token, error) {
	t := p.peek()
	if t.kind != tGlobal {
		return "", t, p.expected(what)
	}
	p.take()
	return t.text, t, nil
}

func (p *parser) module() error {
	ok, err := p.nextLine()
	if err != nil {
		return err
	}
	if !ok {
		return p.errAt(pos{1, 1}, "empty input, expected a module line")
	}
	if err := p.keyword("module", "at the start of the input"); err != nil {
		return err
	}
	name, _, err := p.global("a module name @NAME after module")
	if err != nil {
		return err
	}
	p.m = &Module{Name: name}
	p.byName = map[string]*Param{}
	if err := p.keyword("role", "after the module name"); err != nil {
		return err
	}
	if err := p.punct("=", "after role"); err != nil {
		return err
	}
	if p.m.Role, err = p.role(); err != nil {
		return err
	}
	if p.is(tPunct, "{") {
		if p.m.Attrs, err = p.attrs(); err != nil {
			return err
		}
	}
	if err := p.eol("after the module header"); err != nil {
		return err
	}
	for {
		ok, err := p.nextLine()
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		switch {
		case p.is(tIdent, "param"):
			err = p.param()
		case p.is(tIdent, "func"):
			err = p.function()
		default:
			err = p.expected(`"param" or "func"`)
		}
		if err != nil {
			return err
		}
	}
	for _, r := range p.pending {
		w := p.byName[r.name]
		if w == nil {
			return p.errAt(r.at, "unknown parameter @%s", quoteName(r.name))
		}
		r.op.Weights[r.idx] = w
	}
	return nil
}

func (p *parser) role() (Role, error) {
	t := p.peek()
	if t.kind != tIdent {
		return 0, p.expected("a role (full, attention, ffn or both)")
	}
	r, err := ParseRole(t.text)
	if err != nil {
		return 0, p.errTok(t, "%v", err)
	}
	p.take()
	return r, nil
}

func (p *parser) param() error {
	start := p.here()
	p.take() // param
	name, nameTok, err := p.global("a parameter name @NAME after param")
	if err != nil {
		return err
	}
	if prev := p.byName[name]; prev != nil {
		return p.errTok(nameTok, "parameter @%s defined twice (first at line %d)", quoteName(name), p.paramPos[prev].line)
	}
	if err := p.punct(":", "and a type after the parameter name"); err != nil {
		return err
	}
	t, err := p.typ()
	if err != nil {
		return err
	}
	prm := &Param{Name: name, Type: t, Ckpt: name}
	seen := map[string]bool{}
	for p.peek().kind != tEOL {
		key := p.peek()
		if key.kind != tIdent {
			return p.expected("a parameter field (role, ckpt, experts or block) or end of line")
		}
		switch key.text {
		case "role", "ckpt", "experts", "block":
		default:
			return p.errTok(key, "unknown parameter field %q, expected role, ckpt, experts or block", key.text)
		}
		if seen[key.text] {
			return p.errTok(key, "parameter field %s given twice", key.text)
		}
		seen[key.text] = true
		p.take()
		if err := p.punct("=", "after "+key.text); err != nil {
			return err
		}
		v := p.peek()
		switch key.text {
		case "role":
			if prm.Role, err = p.role(); err != nil {
				return err
			}
		case "ckpt":
			if v.kind != tString {
				return p.expected("a quoted checkpoint name after ckpt=")
			}
			prm.Ckpt = v.text
			p.take()
		case "experts":
			n, err := strconv.ParseInt(v.text, 10, 64)
			if v.kind != tNumber || err != nil {
				return p.expected("an integer expert count after experts=")
			}
			prm.Experts = n
			p.take()
		case "block":
			r, c, ok := strings.Cut(v.text, "x")
			rows, err1 := strconv.ParseInt(r, 10, 64)
			cols, err2 := strconv.ParseInt(c, 10, 64)
			if v.kind != tNumber || !ok || err1 != nil || err2 != nil {
				return p.expected("a block size ROWSxCOLS such as 128x128 after block=")
			}
			prm.Block = [2]int64{rows, cols}
			p.take()
		}
	}
	if !seen["role"] {
		return p.errTok(p.peek(), "parameter @%s has no role=, expected role=attention, ffn or both", quoteName(name))
	}
	p.m.AddParam(prm)
	p.byName[name] = prm
	p.paramPos[prm] = start
	return nil
}

// typ reads DTYPE[DIM,...].
func (p *parser) typ() (Type, error) {
	t := p.peek()
	if t.kind != tIdent {
		return Type{}, p.expected("a type such as bf16[T,7168]")
	}
	dt, err := ParseDType(t.text)
	if err != nil {
		return Type{}, p.errTok(t, "%v", err)
	}
	p.take()
	if err := p.punct("[", "to open the shape of "+t.text); err != nil {
		return Type{}, err
	}
	shape := Shape{}
	for !p.is(tPunct, "]") {
		if len(shape) > 0 {
			if err := p.punct(",", "or ']' in a shape"); err != nil {
				return Type{}, err
			}
		}
		d := p.peek()
		switch d.kind {
		case tNumber:
			n, err := strconv.ParseInt(d.text, 10, 64)
			if err != nil || n <= 0 {
				return Type{}, p.errTok(d, "dim %s, expected a positive size, T, B or P", d.text)
			}
			shape = append(shape, Fixed(n))
		case tIdent:
			if d.text != "T" && d.text != "B" && d.text != "P" {
				return Type{}, p.errTok(d, "dim %q, expected a positive size, T, B or P", d.text)
			}
			shape = append(shape, Sym(d.text))
		default:
			return Type{}, p.expected("a dim (a positive size, T, B or P)")
		}
		p.take()
	}
	p.take() // ]
	return Type{DType: dt, Shape: shape}, nil
}

// attrs reads {key=value, ...}.
func (p *parser) attrs() (Attrs, error) {
	p.take() // {
	a := Attrs{}
	for !p.is(tPunct, "}") {
		if len(a) > 0 {
			if err := p.punct(",", "or '}' between attributes"); err != nil {
				return nil, err
			}
		}
		k := p.peek()
		if k.kind != tIdent && k.kind != tString {
			return nil, p.expected("an attribute name")
		}
		if _, dup := a[k.text]; dup {
			return nil, p.errTok(k, "attribute %s given twice", k.text)
		}
		p.take()
		if err := p.punct("=", "after attribute "+k.text); err != nil {
			return nil, err
		}
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		a[k.text] = v
	}
	p.take() // }
	return a, nil
}

// value reads an attribute value: an integer, a float, a string, true/false or [ints].
func (p *parser) value() (any, error) {
	t := p.peek()
	switch {
	case t.kind == tString:
		p.take()
		return t.text, nil
	case t.kind == tNumber:
		v, err := number(t.text)
		if err != nil {
			return nil, p.errTok(t, "%v", err)
		}
		p.take()
		return v, nil
	case t.kind == tIdent && (t.text == "true" || t.text == "false"):
		p.take()
		return t.text == "true", nil
	case t.kind == tIdent && isNaNOrInf(t.text):
		p.take()
		f, _ := strconv.ParseFloat(t.text, 64)
		return f, nil
	case p.is(tPunct, "["):
		p.take()
		list := []int64{}
		for !p.is(tPunct, "]") {
			if len(list) > 0 {
				if err := p.punct(",", "or ']' in an integer list"); err != nil {
					return nil, err
				}
			}
			e := p.peek()
			n, err := strconv.ParseInt(e.text, 10, 64)
			if e.kind != tNumber || err != nil {
				return nil, p.expected("an integer in a list")
			}
			list = append(list, n)
			p.take()
		}
		p.take()
		return list, nil
	}
	return nil, p.expected("an attribute value (number, string, true, false or [ints])")
}

func isNaNOrInf(s string) bool {
	switch strings.ToLower(strings.TrimLeft(s, "+-")) {
	case "nan", "inf", "infinity":
		return true
	}
	return false
}

// number reads an integer, or a float when the text has a '.', an exponent, or is NaN/Inf.
func number(s string) (any, error) {
	if strings.ContainsAny(s, ".eE") || isNaNOrInf(s) {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return nil, fmt.Errorf("invalid float %s, expected a decimal float such as 1e-06 or 0.5", s)
		}
		return f, nil
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("invalid integer %s, expected a decimal int64", s)
	}
	return n, nil
}

func (p *parser) function() error {
	start := p.here()
	p.take() // func
	name, _, err := p.global("a function name @NAME after func")
	if err != nil {
		return err
	}
	f := &Func{Name: name}
	p.fnPos[f] = start
	scope := map[string]*Value{}
	where := map[string]int{}
	define := func(t token, v *Value) error {
		if line, dup := where[t.text]; dup {
			return p.errTok(t, "value %s defined twice in @%s (first at line %d)", t.describe(), quoteName(name), line)
		}
		scope[t.text], where[t.text] = v, p.line
		p.names[v] = t.describe()
		return nil
	}
	if err := p.punct("(", "after the function name"); err != nil {
		return err
	}
	for !p.is(tPunct, ")") {
		if len(f.Args) > 0 {
			if err := p.punct(",", "or ')' between arguments"); err != nil {
				return err
			}
		}
		t := p.peek()
		if t.kind != tLocal {
			return p.expected("an argument %NAME")
		}
		p.take()
		if err := p.punct(":", "and a type after argument "+t.describe()); err != nil {
			return err
		}
		typ, err := p.typ()
		if err != nil {
			return err
		}
		v := &Value{Type: typ}
		if err := define(t, v); err != nil {
			return err
		}
		f.Args = append(f.Args, v)
	}
	p.take() // )
	var results []Type
	if p.is(tPunct, "->") {
		p.take()
		if p.is(tPunct, "(") {
			p.take()
			for !p.is(tPunct, ")") {
				if len(results) > 0 {
					if err := p.punct(",", "or ')' between result types"); err != nil {
						return err
					}
				}
				t, err := p.typ()
				if err != nil {
					return err
				}
				results = append(results, t)
			}
			p.take()
		} else {
			t, err := p.typ()
			if err != nil {
				return err
			}
			results = append(results, t)
		}
	}
	if err := p.punct("{", "to open the body of @"+quoteName(name)); err != nil {
		return err
	}
	if err := p.eol("after '{'"); err != nil {
		return err
	}
	p.m.Funcs = append(p.m.Funcs, f)
	use := func() (*Value, error) {
		t := p.take()
		v := scope[t.text]
		if v == nil {
			return nil, p.errTok(t, "use of undefined value %s", t.describe())
		}
		return v, nil
	}
	for {
		ok, err := p.nextLine()
		if err != nil {
			return err
		}
		if !ok {
			return p.expected(fmt.Sprintf("return and '}' to end @%s", quoteName(name)))
		}
		if p.is(tPunct, "}") {
			return p.expected(fmt.Sprintf("return before '}' in @%s", quoteName(name)))
		}
		if p.is(tIdent, "return") {
			p.retPos[f] = p.here()
			p.take()
			for p.peek().kind != tEOL {
				if len(f.Results) > 0 {
					if err := p.punct(",", "or end of line between returned values"); err != nil {
						return err
					}
				}
				t := p.peek()
				if t.kind != tLocal {
					return p.expected("a returned value %NAME")
				}
				v, err := use()
				if err != nil {
					return err
				}
				if i := len(f.Results); i < len(results) && !v.Type.Equal(results[i]) {
					return p.errTok(t, "return value %s is %s, expected %s as declared", t.describe(), v.Type, results[i])
				}
				f.Results = append(f.Results, v)
			}
			if len(f.Results) != len(results) {
				return p.errAt(p.retPos[f], "return of %d values, expected %d as declared by @%s",
					len(f.Results), len(results), quoteName(name))
			}
			break
		}
		if err := p.op(f, define, use); err != nil {
			return err
		}
	}
	ok, err := p.nextLine()
	if err != nil {
		return err
	}
	if !ok || !p.is(tPunct, "}") {
		return p.expected(fmt.Sprintf("'}' after return to end @%s", quoteName(name)))
	}
	p.take()
	return p.eol("after '}'")
}

// op reads [%NAME =] OP operands [{attrs}] [: TYPE].
func (p *parser) op(f *Func, define func(token, *Value) error, use func() (*Value, error)) error {
	start := p.here()
	var resTok *token
	if t := p.peek(); t.kind == tLocal {
		p.take()
		if err := p.punct("=", "after "+t.describe()); err != nil {
			return err
		}
		resTok = &t
	}
	t := p.peek()
	if t.kind != tIdent {
		return p.expected("an op name")
	}
	if t.text == "return" {
		return p.errTok(t, "return cannot have a result, expected an op name")
	}
	kind, ok := LookupOp(t.text)
	if !ok {
		return p.errTok(t, "unknown op %q", t.text)
	}
	p.take()
	op := &Op{Kind: kind, Attrs: Attrs{}}
	for n := 0; ; n++ {
		o := p.peek()
		if o.kind != tLocal && o.kind != tGlobal {
			if n > 0 {
				return p.expected("an operand %VALUE or @PARAM after ','")
			}
			break
		}
		if o.kind == tLocal {
			if len(op.Weights) > 0 {
				return p.errTok(o, "value %s after weights, expected values before @params", o.describe())
			}
			v, err := use()
			if err != nil {
				return err
			}
			op.Args = append(op.Args, v)
		} else {
			p.take()
			p.pending = append(p.pending, weightRef{op: op, idx: len(op.Weights), name: o.text, at: pos{p.line, o.col}})
			op.Weights = append(op.Weights, nil)
		}
		if !p.is(tPunct, ",") {
			break
		}
		p.take()
	}
	if p.is(tPunct, "{") {
		a, err := p.attrs()
		if err != nil {
			return err
		}
		op.Attrs = a
	}
	if resTok != nil {
		if !p.is(tPunct, ":") {
			return p.expected("':' and a type after op with a result")
		}
		p.take()
		typ, err := p.typ()
		if err != nil {
			return err
		}
		op.Result = &Value{Type: typ, Def: op}
		if err := define(*resTok, op.Result); err != nil {
			return err
		}
	} else if p.is(tPunct, ":") {
		return p.errTok(p.peek(), "found ':' and a type after an op without a result, expected end of line (or %%N = before the op)")
	}
	if err := p.eol("after the op"); err != nil {
		return err
	}
	f.Body = append(f.Body, op)
	p.opPos[op] = start
	return nil
}

// verify runs the verifier with source names and puts each problem at its line.
func (p *parser) verify() error {
	probs := verify(p.m, func(_ *Func, v *Value) string {
		if n, ok := p.names[v]; ok {
			return n
		}
		return "%?"
	})
	var errs []error
	for _, pr := range probs {
		at := pos{1, 1}
		switch {
		case pr.op != nil:
			at = p.opPos[pr.op]
		case pr.param != nil:
			at = p.paramPos[pr.param]
		case pr.ret && pr.fn != nil:
			at = p.retPos[pr.fn]
		case pr.fn != nil:
			at = p.fnPos[pr.fn]
		}
		errs = append(errs, p.errAt(at, "%s", pr.msg))
	}
	return errors.Join(errs...)
}
