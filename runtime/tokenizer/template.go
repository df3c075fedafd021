package tokenizer

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/ardanlabs/jinja"
)

// Chat templates are Jinja, rendered as transformers does: trim_blocks and lstrip_blocks on,
// keep_trailing_newline off. The engine (github.com/ardanlabs/jinja v1.8.0, the newest that builds
// with this module's Go) applies whitespace control to the nearest *text* segment even when other
// tags stand in between, so "{% if x %}{{ y }}\n" loses its newline, which Jinja2 keeps. So the
// whitespace rules are applied here, on the template's own segments, and the engine gets a
// template with no raw text left: every piece of text becomes {{ textVar[i] }}, and whitespace
// markers are dropped from the tags. The engine then has nothing to trim.

// renderVarPrefix starts the name of every variable the render adds to a template's own: a
// template variable given by the caller may not start with it (checkVarName).
const renderVarPrefix = "afdc_template_"

// textVar is the render variable holding the template's text pieces.
const textVar = renderVarPrefix + "text_"

// A chat template is operator input that runs for every chat request, and the engine has no
// bounds of its own: one looping without end ({% for i in range(100000000) %}) would hold a
// request for minutes and take GBs. So the template is compiled with every output, loop iteration
// and macro call going through functions of the render (printVar, stepVar, enterVar, leaveVar, and
// range shadowed by a bounded one) that fail it past these limits, far above what any real chat
// needs.
const (
	// maxRenderBytes caps what one render prints, everything its outputs and text write (set
	// blocks and macro bodies included): 16 MiB, the text of millions of tokens, more than any
	// model's context holds.
	maxRenderBytes = 16 << 20
	// maxRenderSteps caps one render's loop iterations and macro calls together, and the length of
	// one range(): a chat template loops over the messages and their parts, which the largest
	// request holds some tens of thousands of.
	maxRenderSteps = 1 << 20
	// maxRenderDepth caps nested macro calls.
	maxRenderDepth = 256
)

// maxRenderTime caps one render's time, checked at each output, loop iteration and macro call: a
// loop within the other limits can still take long, building ever longer strings that it does not
// print ({% set ns.s = ns.s ~ s %}). A chat renders in milliseconds. A variable for the tests.
var maxRenderTime = 5 * time.Second

// Render functions the compiled template calls (see compileTemplate).
const (
	printVar = renderVarPrefix + "print_"
	stepVar  = renderVarPrefix + "step_"
	enterVar = renderVarPrefix + "enter_"
	leaveVar = renderVarPrefix + "leave_"
)

type segKind int

const (
	segText segKind = iota
	segOutput
	segBlock
	segComment
)

// tmplSeg is one piece of a template: text, or a tag with its whitespace markers.
type tmplSeg struct {
	kind        segKind
	text        string // text, or the tag's inside without markers
	left, right byte   // '-', '+' or 0: the marker after the opener and before the closer
}

// compiledTemplate is a compiled template and the text pieces it prints.
type compiledTemplate struct {
	tmpl  *jinja.Template
	texts []string
	tags  []string // the inside of every output and block tag
}

// names reports whether some tag holds the identifier name outside string literals.
func (c *compiledTemplate) names(name string) bool {
	for _, tag := range c.tags {
		if slices.Contains(identifiers(tag), name) {
			return true
		}
	}
	return false
}

// identifiers lists the names in a tag's expression, outside string literals.
func identifiers(expr string) []string {
	var out []string
	for i := 0; i < len(expr); {
		switch c := expr[i]; {
		case c == '\'' || c == '"':
			i++
			for i < len(expr) && expr[i] != c {
				if expr[i] == '\\' {
					i++
				}
				i++
			}
			i++
		case isIdentByte(c) && (c < '0' || c > '9'):
			j := i
			for j < len(expr) && isIdentByte(expr[j]) {
				j++
			}
			out = append(out, expr[i:j])
			i = j
		case isIdentByte(c): // a number
			for i < len(expr) && (isIdentByte(expr[i]) || expr[i] == '.') {
				i++
			}
		default:
			i++
		}
	}
	return out
}

func compileTemplate(src string) (*compiledTemplate, error) {
	segs, err := lexTemplate(src)
	if err != nil {
		return nil, err
	}
	applyWhitespace(segs)
	var b strings.Builder
	var texts, tags []string
	// Every output goes through printVar, every loop body and macro body starts with a call that
	// counts it: the render's limits.
	for _, s := range segs {
		switch s.kind {
		case segText:
			if s.text != "" {
				fmt.Fprintf(&b, "{{ %s(%s[%d]) }}", printVar, textVar, len(texts))
				texts = append(texts, s.text)
			}
		case segOutput:
			tags = append(tags, s.text)
			b.WriteString("{{ " + printVar + "((" + renameFilter(s.text, "tojson", tojsonVar) + ")) }}")
		case segBlock:
			tags = append(tags, s.text)
			s.text = renameFilter(s.text, "tojson", tojsonVar)
			kw := blockKeyword(s.text)
			if kw == "endmacro" {
				b.WriteString("{{ " + leaveVar + "() }}")
			}
			b.WriteString("{%" + s.text + "%}")
			switch kw {
			case "for":
				b.WriteString("{{ " + stepVar + "() }}")
			case "macro":
				b.WriteString("{{ " + enterVar + "() }}")
			}
		}
	}
	t, err := jinja.Compile(b.String())
	if err != nil {
		return nil, err
	}
	return &compiledTemplate{tmpl: t, texts: texts, tags: tags}, nil
}

// blockKeyword is the statement a block tag's inside starts with ("for", "endmacro").
func blockKeyword(inner string) string {
	inner = strings.TrimSpace(inner)
	if i := strings.IndexFunc(inner, func(r rune) bool { return !unicode.IsLetter(r) && r != '_' }); i >= 0 {
		return inner[:i]
	}
	return inner
}

func (c *compiledTemplate) render(data map[string]any) (string, error) {
	vals := make(map[string]jinja.Value, len(data)+6)
	for k, v := range data {
		if jv, ok := v.(jinja.Value); ok {
			vals[k] = jv
		} else {
			vals[k] = jinja.FromGoValue(v)
		}
	}
	texts := make([]jinja.Value, len(c.texts))
	for i, t := range c.texts {
		texts[i] = jinja.NewString(t)
	}
	vals[textVar] = jinja.NewList(texts)
	var printed, steps, depth int
	start := time.Now()
	overtime := func() error {
		if time.Since(start) > maxRenderTime {
			return fmt.Errorf("took more than %v, expected at most %v for one chat: does a loop of the template never end?", maxRenderTime, maxRenderTime)
		}
		return nil
	}
	step := func() error {
		if steps++; steps > maxRenderSteps {
			return fmt.Errorf("more than %d loop iterations and macro calls, expected at most %d for one chat: does a loop of the template never end?", maxRenderSteps, maxRenderSteps)
		}
		return overtime()
	}
	vals[printVar] = jinja.NewCallable(printVar, func(args []jinja.Value, _ map[string]jinja.Value) (jinja.Value, error) {
		s := ""
		if len(args) == 1 {
			s = printText(args[0])
		}
		if printed += len(s); printed > maxRenderBytes {
			return jinja.Undefined(), fmt.Errorf("output of more than %d MiB, expected at most %d MiB for one chat: does the template's output grow without end?", maxRenderBytes>>20, maxRenderBytes>>20)
		}
		return jinja.NewString(s), overtime()
	})
	vals[stepVar] = jinja.NewCallable(stepVar, func([]jinja.Value, map[string]jinja.Value) (jinja.Value, error) {
		return jinja.NewString(""), step()
	})
	vals[enterVar] = jinja.NewCallable(enterVar, func([]jinja.Value, map[string]jinja.Value) (jinja.Value, error) {
		if depth++; depth > maxRenderDepth {
			return jinja.Undefined(), fmt.Errorf("macro calls nested more than %d deep, expected at most %d: does a macro call itself without end?", maxRenderDepth, maxRenderDepth)
		}
		return jinja.NewString(""), step()
	})
	vals[leaveVar] = jinja.NewCallable(leaveVar, func([]jinja.Value, map[string]jinja.Value) (jinja.Value, error) {
		depth--
		return jinja.NewString(""), nil
	})
	vals["range"] = jinja.NewCallable("range", boundedRange)
	vals[tojsonVar] = jinja.NewCallable(tojsonVar, tojsonFilter)
	return c.tmpl.RenderValues(vals)
}

// printText is v as an output tag prints it.
func printText(v jinja.Value) string {
	switch {
	case v.IsString():
		return v.AsString()
	case v.IsUndefined(), v.IsNone(), v.IsCallable():
		return ""
	}
	return v.String()
}

// boundedRange is Jinja's range(stop), range(start, stop[, step]), refusing more than
// maxRenderSteps items before it makes any.
func boundedRange(args []jinja.Value, _ map[string]jinja.Value) (jinja.Value, error) {
	if len(args) < 1 || len(args) > 3 {
		return jinja.Undefined(), fmt.Errorf("range: %d arguments, expected 1 to 3", len(args))
	}
	n := make([]int64, len(args))
	for i, a := range args {
		switch {
		case a.IsInt():
			n[i] = a.AsInt()
		case a.IsFloat():
			n[i] = int64(a.AsFloat()) // as the engine's own range
		case a.IsBool() && a.AsBool():
			n[i] = 1
		case a.IsBool():
		default:
			return jinja.Undefined(), fmt.Errorf("range: argument %d is %s, expected an integer", i+1, a)
		}
	}
	start, stop, step := int64(0), n[0], int64(1)
	if len(n) > 1 {
		start, stop = n[0], n[1]
	}
	if len(n) > 2 {
		step = n[2]
	}
	if step == 0 {
		return jinja.Undefined(), errors.New("range: step 0, expected a nonzero step")
	}
	// The item count, in uint64: stop - start may not fit an int64.
	var count uint64
	switch {
	case step > 0 && stop > start:
		count = (uint64(stop)-uint64(start)-1)/uint64(step) + 1
	case step < 0 && stop < start:
		count = (uint64(start)-uint64(stop)-1)/(uint64(-(step+1))+1) + 1
	}
	if count > maxRenderSteps {
		return jinja.Undefined(), fmt.Errorf("range(%s) of %d items, expected at most %d for one chat", argList(args), count, maxRenderSteps)
	}
	items := make([]jinja.Value, count)
	for i := range items {
		items[i] = jinja.NewInt(start + int64(i)*step)
	}
	return jinja.NewList(items), nil
}

// argList writes a call's arguments as the template gave them.
func argList(args []jinja.Value) string {
	s := make([]string, len(args))
	for i, a := range args {
		s[i] = a.String()
	}
	return strings.Join(s, ", ")
}

// lexTemplate cuts src into text and tags. Tag ends inside string literals do not count; the
// contents of {% raw %}...{% endraw %} are text.
func lexTemplate(src string) ([]tmplSeg, error) {
	var segs []tmplSeg
	text := 0 // start of the current text
	for i := 0; i < len(src)-1; {
		if src[i] != '{' || (src[i+1] != '{' && src[i+1] != '%' && src[i+1] != '#') {
			i++
			continue
		}
		open := src[i+1]
		closer := map[byte]string{'{': "}}", '%': "%}", '#': "#}"}[open]
		end := tagEnd(src, i+2, closer, open != '#')
		if end < 0 {
			return nil, fmt.Errorf("line %d: %s opened and never closed, expected %s", lineOf(src, i), src[i:i+2], closer)
		}
		if i > text {
			segs = append(segs, tmplSeg{kind: segText, text: src[text:i]})
		}
		inner := src[i+2 : end]
		s := tmplSeg{kind: map[byte]segKind{'{': segOutput, '%': segBlock, '#': segComment}[open]}
		if len(inner) > 0 && (inner[0] == '-' || inner[0] == '+') {
			s.left, inner = inner[0], inner[1:]
		}
		if len(inner) > 0 && (inner[len(inner)-1] == '-' || inner[len(inner)-1] == '+') {
			s.right, inner = inner[len(inner)-1], inner[:len(inner)-1]
		}
		s.text = inner
		segs = append(segs, s)
		i = end + 2
		text = i
		if s.kind == segBlock && strings.TrimSpace(inner) == "raw" {
			// Everything up to the matching endraw tag is text.
			j := text
			for {
				k := strings.Index(src[j:], "{%")
				if k < 0 {
					return nil, fmt.Errorf("line %d: raw block never ends, expected {%% endraw %%}", lineOf(src, i))
				}
				k += j
				e := tagEnd(src, k+2, "%}", true)
				if e < 0 {
					return nil, fmt.Errorf("line %d: {%% opened and never closed, expected %%}", lineOf(src, k))
				}
				if strings.Trim(src[k+2:e], "-+ \t\r\n") == "endraw" {
					segs = segs[:len(segs)-1] // the raw tag itself renders nothing
					raw := tmplSeg{kind: segText, text: src[text:k]}
					if s.left != 0 || s.right != 0 {
						// Markers on raw tags act on the text around them like any block tag's;
						// keep an empty comment to carry them.
						segs = append(segs, tmplSeg{kind: segComment, left: s.left, right: s.right})
					}
					segs = append(segs, raw)
					endTag := tmplSeg{kind: segComment}
					inner := src[k+2 : e]
					if len(inner) > 0 && (inner[0] == '-' || inner[0] == '+') {
						endTag.left = inner[0]
					}
					if len(inner) > 0 && (inner[len(inner)-1] == '-' || inner[len(inner)-1] == '+') {
						endTag.right = inner[len(inner)-1]
					}
					segs = append(segs, endTag)
					i = e + 2
					text = i
					break
				}
				j = e + 2
			}
		}
	}
	if text < len(src) {
		segs = append(segs, tmplSeg{kind: segText, text: src[text:]})
	}
	return segs, nil
}

// tagEnd returns the index of closer in src from i, skipping quoted strings when quotes is set,
// or -1.
func tagEnd(src string, i int, closer string, quotes bool) int {
	for ; i < len(src)-1; i++ {
		c := src[i]
		if quotes && (c == '\'' || c == '"') {
			for i++; i < len(src) && src[i] != c; i++ {
				if src[i] == '\\' {
					i++
				}
			}
			continue
		}
		if c == closer[0] && src[i+1] == closer[1] {
			return i
		}
	}
	return -1
}

func lineOf(src string, i int) int { return strings.Count(src[:i], "\n") + 1 }

// applyWhitespace applies Jinja2's whitespace control to the text segments, each rule acting only
// on the text right next to its tag:
//   - "-" after an opener strips all whitespace before the tag, "-" before a closer all after it;
//   - lstrip_blocks: before a block or comment tag without "+", spaces and tabs back to the start
//     of the line go, if nothing else is on the line before the tag;
//   - trim_blocks: after a block or comment tag without "+", one newline goes;
//   - keep_trailing_newline off: a newline ending the template goes;
//   - line breaks in text are written "\n".
//
// lstrip is judged on the text as written, before trim_blocks takes its newline, as Jinja2's lexer
// does.
func applyWhitespace(segs []tmplSeg) {
	// Jinja2 writes every line break of template text as "\n".
	crlf := strings.NewReplacer("\r\n", "\n", "\r", "\n")
	for i := range segs {
		if segs[i].kind == segText {
			segs[i].text = crlf.Replace(segs[i].text)
		}
	}
	isText := func(i int) bool { return i >= 0 && i < len(segs) && segs[i].kind == segText }
	// Left sides first: they look at where lines start, which trim_blocks would hide.
	for i, s := range segs {
		if s.kind == segText || !isText(i-1) {
			continue
		}
		prev := &segs[i-1]
		switch {
		case s.left == '-':
			prev.text = strings.TrimRight(prev.text, " \t\r\n\v\f")
		case s.left != '+' && (s.kind == segBlock || s.kind == segComment):
			lineStart := strings.LastIndexByte(prev.text, '\n') + 1
			if (lineStart > 0 || i-1 == 0) && strings.Trim(prev.text[lineStart:], " \t") == "" {
				prev.text = prev.text[:lineStart]
			}
		}
	}
	for i, s := range segs {
		if s.kind == segText || !isText(i+1) {
			continue
		}
		next := &segs[i+1]
		switch {
		case s.right == '-':
			next.text = strings.TrimLeft(next.text, " \t\r\n\v\f")
		case s.right != '+' && (s.kind == segBlock || s.kind == segComment):
			next.text = strings.TrimPrefix(next.text, "\n")
		}
	}
	if n := len(segs); n > 0 && segs[n-1].kind == segText {
		segs[n-1].text = strings.TrimSuffix(segs[n-1].text, "\n")
	}
}
