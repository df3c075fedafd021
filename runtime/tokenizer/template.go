package tokenizer

import (
	"fmt"
	"strings"

	"github.com/ardanlabs/jinja"
)

// Chat templates are Jinja, rendered as transformers does: trim_blocks and lstrip_blocks on,
// keep_trailing_newline off. The engine (github.com/ardanlabs/jinja v1.8.0, the newest that builds
// with this module's Go) applies whitespace control to the nearest *text* segment even when other
// tags stand in between, so "{% if x %}{{ y }}\n" loses its newline, which Jinja2 keeps. So the
// whitespace rules are applied here, on the template's own segments, and the engine gets a
// template with no raw text left: every piece of text becomes {{ textVar[i] }}, and whitespace
// markers are dropped from the tags. The engine then has nothing to trim.

// textVar is the render variable holding the template's text pieces.
const textVar = "afdc_template_text_"

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
}

func compileTemplate(src string) (*compiledTemplate, error) {
	segs, err := lexTemplate(src)
	if err != nil {
		return nil, err
	}
	applyWhitespace(segs)
	var b strings.Builder
	var texts []string
	for _, s := range segs {
		switch s.kind {
		case segText:
			if s.text != "" {
				fmt.Fprintf(&b, "{{ %s[%d] }}", textVar, len(texts))
				texts = append(texts, s.text)
			}
		case segOutput:
			b.WriteString("{{" + s.text + "}}")
		case segBlock:
			b.WriteString("{%" + s.text + "%}")
		}
	}
	t, err := jinja.Compile(b.String())
	if err != nil {
		return nil, err
	}
	return &compiledTemplate{tmpl: t, texts: texts}, nil
}

func (c *compiledTemplate) render(data map[string]any) (string, error) {
	texts := make([]any, len(c.texts))
	for i, t := range c.texts {
		texts[i] = t
	}
	data[textVar] = texts
	return c.tmpl.Render(data)
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
