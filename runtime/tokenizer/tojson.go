package tokenizer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/ardanlabs/jinja"
)

// Chat templates print tool schemas and arguments with `tojson`, and what it prints becomes the
// prompt's tokens. transformers gives templates its own tojson, Python's json.dumps with
// ensure_ascii off by default, and the engine's differs from it: floats in Go's shortest form
// (1 for 1.0, 1.23456789e+08 for 123456789.0), ensure_ascii and sort_keys ignored, an undefined
// value written null where Python fails. So the compiled template calls tojsonVar instead, this
// file's json.dumps.

// tojsonVar is the filter the compiled template calls for tojson.
const tojsonVar = renderVarPrefix + "tojson_"

// renameFilter renames filter from to to in a tag's expression text: the name after a "|",
// outside string literals.
func renameFilter(expr, from, to string) string {
	var b strings.Builder
	for i := 0; i < len(expr); {
		c := expr[i]
		switch {
		case c == '\'' || c == '"':
			j := i + 1
			for ; j < len(expr) && expr[j] != c; j++ {
				if expr[j] == '\\' {
					j++
				}
			}
			j = min(j+1, len(expr))
			b.WriteString(expr[i:j])
			i = j
		case c == '|':
			j := i + 1
			for j < len(expr) && (expr[j] == ' ' || expr[j] == '\t' || expr[j] == '\n' || expr[j] == '\r') {
				j++
			}
			k := j
			for k < len(expr) && isIdentByte(expr[k]) {
				k++
			}
			b.WriteString(expr[i:j])
			if expr[j:k] == from {
				b.WriteString(to)
			} else {
				b.WriteString(expr[j:k])
			}
			i = k
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// pyJSONOptions are json.dumps' keyword arguments that transformers' tojson passes on.
type pyJSONOptions struct {
	ensureASCII   bool
	indent        *string // nil: everything on one line
	itemSep       string
	keySep        string
	sortKeys      bool
	maxOutputSize int
}

// tojsonFilter is transformers' tojson(x, ensure_ascii=False, indent=None, separators=None,
// sort_keys=False): the arguments by position or by name.
func tojsonFilter(args []jinja.Value, kwargs map[string]jinja.Value) (jinja.Value, error) {
	if len(args) == 0 {
		return jinja.Undefined(), errors.New("tojson: no value")
	}
	names := []string{"ensure_ascii", "indent", "separators", "sort_keys"}
	if len(args)-1 > len(names) {
		return jinja.Undefined(), fmt.Errorf("tojson: %d arguments, expected at most %d", len(args)-1, len(names))
	}
	named := map[string]jinja.Value{}
	for i, a := range args[1:] {
		named[names[i]] = a
	}
	for k, v := range kwargs {
		if !slices.Contains(names, k) {
			return jinja.Undefined(), fmt.Errorf("tojson: unexpected argument %q, expected %s", k, strings.Join(names, ", "))
		}
		if _, dup := named[k]; dup {
			return jinja.Undefined(), fmt.Errorf("tojson: argument %q given twice", k)
		}
		named[k] = v
	}
	o := pyJSONOptions{itemSep: ", ", keySep: ": ", maxOutputSize: maxRenderBytes}
	if v, ok := named["ensure_ascii"]; ok {
		o.ensureASCII = v.IsTruthy()
	}
	if v, ok := named["indent"]; ok && !v.IsNone() && !v.IsUndefined() {
		var ind string
		switch {
		case v.IsInt():
			ind = strings.Repeat(" ", int(min(max(v.AsInt(), 0), 256)))
		case v.IsString():
			ind = v.AsString()
		default:
			return jinja.Undefined(), fmt.Errorf("tojson: indent %s, expected an integer or a string", v)
		}
		o.indent = &ind
		o.itemSep = ","
	}
	if v, ok := named["separators"]; ok && !v.IsNone() && !v.IsUndefined() {
		if !v.IsList() || v.AsList().Len() != 2 || !v.AsList().Get(0).IsString() || !v.AsList().Get(1).IsString() {
			return jinja.Undefined(), fmt.Errorf("tojson: separators %s, expected two strings", v)
		}
		o.itemSep, o.keySep = v.AsList().Get(0).AsString(), v.AsList().Get(1).AsString()
	}
	if v, ok := named["sort_keys"]; ok {
		o.sortKeys = v.IsTruthy()
	}
	var b strings.Builder
	if err := pyJSON(&b, args[0], &o, 0); err != nil {
		return jinja.Undefined(), err
	}
	return jinja.NewString(b.String()), nil
}

// pyJSON writes v as Python's json.dumps does with options o.
func pyJSON(b *strings.Builder, v jinja.Value, o *pyJSONOptions, depth int) error {
	if depth > maxRenderDepth {
		return fmt.Errorf("tojson: values nested more than %d deep", maxRenderDepth)
	}
	if b.Len() > o.maxOutputSize {
		return fmt.Errorf("tojson: more than %d MiB", o.maxOutputSize>>20)
	}
	newline := func(level int) {
		if o.indent != nil {
			b.WriteByte('\n')
			for range level {
				b.WriteString(*o.indent)
			}
		}
	}
	switch {
	case v.IsNone():
		b.WriteString("null")
	case v.IsBool():
		b.WriteString(map[bool]string{true: "true", false: "false"}[v.AsBool()])
	case v.IsInt():
		b.WriteString(strconv.FormatInt(v.AsInt(), 10))
	case v.IsFloat():
		b.WriteString(pyFloat(v.AsFloat()))
	case v.IsString():
		pyString(b, v.AsString(), o.ensureASCII)
	case v.IsList():
		items := v.AsList().Items
		if len(items) == 0 {
			b.WriteString("[]")
			return nil
		}
		b.WriteByte('[')
		for i, x := range items {
			if i > 0 {
				b.WriteString(o.itemSep)
			}
			newline(depth + 1)
			if err := pyJSON(b, x, o, depth+1); err != nil {
				return err
			}
		}
		newline(depth)
		b.WriteByte(']')
	case v.IsDict():
		d := v.AsDict()
		keys := d.OrderedKeys()
		if len(keys) == 0 {
			b.WriteString("{}")
			return nil
		}
		if o.sortKeys {
			slices.Sort(keys)
		}
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteString(o.itemSep)
			}
			newline(depth + 1)
			pyString(b, k, o.ensureASCII)
			b.WriteString(o.keySep)
			x, _ := d.Get(k)
			if err := pyJSON(b, x, o, depth+1); err != nil {
				return err
			}
		}
		newline(depth)
		b.WriteByte('}')
	case v.IsUndefined():
		return errors.New("tojson: an undefined value, expected one JSON can hold")
	default:
		return fmt.Errorf("tojson: %s, expected a value JSON can hold", v)
	}
	return nil
}

// pyFloat is Python's repr of f: the shortest digits that read back as f, in positional
// notation with at least one decimal ("1.0", "0.0001", "123456789.0") for decimal exponents -4
// to 15, else as "1e+16", "1.5e-05". json.dumps writes NaN and Infinity so too.
func pyFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	e := strconv.FormatFloat(f, 'e', -1, 64)
	exp, _ := strconv.Atoi(e[strings.IndexByte(e, 'e')+1:])
	if exp < -4 || exp >= 16 {
		return e
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.ContainsRune(s, '.') {
		s += ".0"
	}
	return s
}

// pyString writes s as json.dumps writes a string: quote, backslash and control characters
// escaped (\n, \r, \t, \b, \f, else \u00XX); with ensureASCII every character outside
// printable ASCII as \uXXXX (UTF-16 surrogate pairs above U+FFFF). Bytes that are not UTF-8
// become U+FFFD.
func pyString(b *strings.Builder, s string, ensureASCII bool) {
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\b':
			b.WriteString(`\b`)
		case r == '\f':
			b.WriteString(`\f`)
		case r < 0x20 || ensureASCII && r > 0x7e && r <= 0xffff:
			fmt.Fprintf(b, `\u%04x`, r)
		case ensureASCII && r > 0xffff:
			r -= 0x10000
			fmt.Fprintf(b, `\u%04x\u%04x`, 0xd800+(r>>10), 0xdc00+(r&0x3ff))
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
}

// jsonValue decodes JSON text into a template value as Python's json.loads gives it to Jinja:
// objects keep their members' order (a later duplicate member's value in the first one's
// place), integers are ints, other numbers floats.
func jsonValue(raw []byte) (jinja.Value, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	v, err := decodeValue(dec, 0)
	if err != nil {
		return jinja.Undefined(), err
	}
	if _, err := dec.Token(); err != io.EOF {
		return jinja.Undefined(), errors.New("more than one JSON value, expected one")
	}
	return v, nil
}

func decodeValue(dec *json.Decoder, depth int) (jinja.Value, error) {
	if depth > maxRenderDepth {
		return jinja.Undefined(), fmt.Errorf("JSON nested more than %d deep", maxRenderDepth)
	}
	tok, err := dec.Token()
	if err != nil {
		return jinja.Undefined(), err
	}
	switch x := tok.(type) {
	case nil:
		return jinja.None(), nil
	case bool:
		return jinja.NewBool(x), nil
	case string:
		return jinja.NewString(x), nil
	case json.Number:
		if !strings.ContainsAny(x.String(), ".eE") {
			if i, err := x.Int64(); err == nil {
				return jinja.NewInt(i), nil
			}
		}
		f, err := x.Float64()
		if err != nil && !math.IsInf(f, 0) {
			return jinja.Undefined(), err
		}
		return jinja.NewFloat(f), nil
	case json.Delim:
		switch x {
		case '[':
			var items []jinja.Value
			for dec.More() {
				v, err := decodeValue(dec, depth+1)
				if err != nil {
					return jinja.Undefined(), err
				}
				items = append(items, v)
			}
			_, err := dec.Token() // ]
			return jinja.NewList(items), err
		case '{':
			d := jinja.NewDict()
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return jinja.Undefined(), err
				}
				v, err := decodeValue(dec, depth+1)
				if err != nil {
					return jinja.Undefined(), err
				}
				d.AsDict().Set(k.(string), v) // an object's key is always a string token
			}
			_, err := dec.Token() // }
			return d, err
		}
	}
	return jinja.Undefined(), fmt.Errorf("unexpected JSON token %v", tok)
}
