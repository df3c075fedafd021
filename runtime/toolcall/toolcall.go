// Package toolcall reads the function calls a model writes in its answer, in the formats the
// supported models were trained on, into OpenAI's shape: a function name and its arguments as
// JSON text. The server finds where an answer's calls begin (the format's Start token) and
// gives the text from there on to Parse, as the answer grows and once more at its end.
//
// Two formats:
//   - DeepSeek: DeepSeek-V3, R1 and V3.1. The calls stand between <｜tool▁calls▁begin｜> and
//     <｜tool▁calls▁end｜>, each between <｜tool▁call▁begin｜> and <｜tool▁call▁end｜>: V3 and R1
//     write "function<｜tool▁sep｜>NAME\n```json\nARGS\n```", V3.1 "NAME<｜tool▁sep｜>ARGS".
//   - GLM: GLM-4.5, 4.5-Air and 4.6. Each call is <tool_call>NAME, then one
//     <arg_key>KEY</arg_key><arg_value>VALUE</arg_value> pair per argument, then </tool_call>. A
//     value is JSON unless the tool's schema types the argument as a string, in which case it is
//     the text as written, which is how the chat template writes it.
package toolcall

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Call is one function call of an answer.
type Call struct {
	Name string
	// Arguments is JSON text, usually an object.
	Arguments string
}

// Tool is a function a request offers the model: its name and the JSON schema of its parameters
// (nil when the request gives none).
type Tool struct {
	Name       string
	Parameters json.RawMessage
}

// Format is a model's way of writing function calls.
type Format interface {
	// Name is the format's name on the command line.
	Name() string
	// Start is the text that opens an answer's calls: one token of the model's vocabulary.
	Start() string
	// Tokens are the texts the format needs as single tokens of the vocabulary, Start first.
	Tokens() []string
	// Parse reads text, which begins with Start: the calls complete in it, in order, and how
	// many bytes of text they take with what separates and closes them. The text past used is
	// the start of a call still being written or, once the answer is over, text that is not a
	// call. A call that does not parse ends the calls: nothing after it is read.
	Parse(text string, tools []Tool) (calls []Call, used int)
}

// Formats are the formats afdc reads, by name.
var Formats = []Format{DeepSeek{}, GLM{}}

// ByName returns the format named name.
func ByName(name string) (Format, error) {
	var names []string
	for _, f := range Formats {
		if f.Name() == name {
			return f, nil
		}
		names = append(names, f.Name())
	}
	return nil, fmt.Errorf("tool-call format %q, expected one of %s", name, strings.Join(names, ", "))
}

// DeepSeek is the format of DeepSeek-V3, R1 and V3.1.
type DeepSeek struct{}

const (
	dsCallsBegin = "<｜tool▁calls▁begin｜>"
	dsCallsEnd   = "<｜tool▁calls▁end｜>"
	dsCallBegin  = "<｜tool▁call▁begin｜>"
	dsCallEnd    = "<｜tool▁call▁end｜>"
	dsSep        = "<｜tool▁sep｜>"
	// dsFence opens V3's arguments after the name.
	dsFence = "\n```json\n"
)

func (DeepSeek) Name() string  { return "deepseek" }
func (DeepSeek) Start() string { return dsCallsBegin }
func (DeepSeek) Tokens() []string {
	return []string{dsCallsBegin, dsCallsEnd, dsCallBegin, dsCallEnd, dsSep}
}

func (DeepSeek) Parse(text string, _ []Tool) (calls []Call, used int) {
	if !strings.HasPrefix(text, dsCallsBegin) {
		return nil, 0
	}
	return readCalls(text, len(dsCallsBegin), dsCallBegin, dsCallEnd, dsCallsEnd, deepseekCall)
}

// readCalls reads calls from text[pos:]: each open, a body that parse reads, close, with only
// white space between them, until one does not parse or the text ends, or end (when not "")
// closes them all. used is where the last call, or end, stops.
func readCalls(text string, pos int, open, close, end string, parse func(body string) (Call, bool)) (calls []Call, used int) {
	for {
		at := pos + leadingSpace(text[pos:])
		rest := text[at:]
		if end != "" && strings.HasPrefix(rest, end) {
			return calls, at + len(end)
		}
		if !strings.HasPrefix(rest, open) {
			return calls, used
		}
		body := at + len(open)
		n := strings.Index(text[body:], close)
		if n < 0 {
			return calls, used
		}
		c, ok := parse(text[body : body+n])
		if !ok {
			return calls, used
		}
		calls = append(calls, c)
		pos = body + n + len(close)
		used = pos
	}
}

// deepseekCall reads one call's body: V3's "TYPE<｜tool▁sep｜>NAME\n```json\nARGS\n```" when it
// has that shape, else V3.1's "NAME<｜tool▁sep｜>ARGS". The arguments must be JSON.
func deepseekCall(body string) (Call, bool) {
	head, rest, ok := strings.Cut(body, dsSep)
	if !ok {
		return Call{}, false
	}
	if name, fenced, ok := strings.Cut(rest, dsFence); ok && strings.TrimSpace(head) != "" {
		fenced = strings.TrimRightFunc(fenced, unicode.IsSpace)
		if args, ok := strings.CutSuffix(fenced, "```"); ok {
			if c, ok := newCall(name, args); ok {
				return c, true
			}
		}
	}
	return newCall(head, rest)
}

// newCall is the call of a name and JSON arguments, both trimmed; ok is false when the name is
// empty or spans lines, or the arguments are not JSON.
func newCall(name, args string) (Call, bool) {
	name, args = strings.TrimSpace(name), strings.TrimSpace(args)
	if name == "" || strings.ContainsAny(name, "\r\n") || !json.Valid([]byte(args)) {
		return Call{}, false
	}
	return Call{Name: name, Arguments: args}, true
}

// GLM is the format of GLM-4.5, 4.5-Air and 4.6.
type GLM struct{}

const (
	glmCallBegin = "<tool_call>"
	glmCallEnd   = "</tool_call>"
	glmKeyBegin  = "<arg_key>"
	glmKeyEnd    = "</arg_key>"
	glmValBegin  = "<arg_value>"
	glmValEnd    = "</arg_value>"
)

func (GLM) Name() string  { return "glm" }
func (GLM) Start() string { return glmCallBegin }
func (GLM) Tokens() []string {
	return []string{glmCallBegin, glmCallEnd, glmKeyBegin, glmKeyEnd, glmValBegin, glmValEnd}
}

func (GLM) Parse(text string, tools []Tool) (calls []Call, used int) {
	return readCalls(text, 0, glmCallBegin, glmCallEnd, "", func(body string) (Call, bool) { return glmCall(body, tools) })
}

// glmCall reads one call's body: the name up to the first line break or <arg_key>, then the
// key and value pairs, with only white space between them.
func glmCall(body string, tools []Tool) (Call, bool) {
	n := len(body)
	if i := strings.IndexByte(body, '\n'); i >= 0 {
		n = i
	}
	if i := strings.Index(body, glmKeyBegin); i >= 0 && i < n {
		n = i
	}
	name := strings.TrimSpace(body[:n])
	if name == "" {
		return Call{}, false
	}
	types := paramTypes(tools, name)
	var keys []string
	vals := map[string]json.RawMessage{}
	rest := body[n:]
	for {
		rest = strings.TrimLeftFunc(rest, unicode.IsSpace)
		if rest == "" {
			break
		}
		key, after, ok := between(rest, glmKeyBegin, glmKeyEnd)
		if !ok {
			return Call{}, false
		}
		val, after, ok := between(strings.TrimLeftFunc(after, unicode.IsSpace), glmValBegin, glmValEnd)
		if !ok {
			return Call{}, false
		}
		rest = after
		key = strings.TrimSpace(key)
		if _, seen := vals[key]; !seen {
			keys = append(keys, key)
		}
		vals[key] = argValue(val, types[key] == "string")
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(jsonString(k))
		b.WriteByte(':')
		b.Write(vals[k])
	}
	b.WriteByte('}')
	return Call{Name: name, Arguments: b.String()}, true
}

// between cuts s, which must start with open, at close: what stands between them and what follows.
func between(s, open, close string) (inner, after string, ok bool) {
	s, ok = strings.CutPrefix(s, open)
	if !ok {
		return "", "", false
	}
	inner, after, ok = strings.Cut(s, close)
	return inner, after, ok
}

// argValue is a GLM argument's value as JSON: the text as written for a string argument; else
// the text, trimmed, when it is JSON, and the trimmed text as a string when it is not (the model
// wrote a bare word for an argument its schema does not type as a string).
func argValue(v string, isString bool) json.RawMessage {
	if isString {
		return jsonString(v)
	}
	t := strings.TrimSpace(v)
	if json.Valid([]byte(t)) {
		var b bytes.Buffer
		if json.Compact(&b, []byte(t)) == nil {
			return b.Bytes()
		}
	}
	return jsonString(t)
}

// jsonString is s as a JSON string, with its characters as they are (no HTML escapes).
func jsonString(s string) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(strings.ToValidUTF8(s, string(utf8.RuneError))) // a string always encodes
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// paramTypes maps each parameter of the tool named name to its JSON schema type: "string" for a
// parameter typed "string" or ["string", "null"], else what the schema says ("" when none).
func paramTypes(tools []Tool, name string) map[string]string {
	for _, t := range tools {
		if t.Name != name || len(t.Parameters) == 0 {
			continue
		}
		var schema struct {
			Properties map[string]struct {
				Type json.RawMessage `json:"type"`
			} `json:"properties"`
		}
		if json.Unmarshal(t.Parameters, &schema) != nil {
			return nil
		}
		out := make(map[string]string, len(schema.Properties))
		for k, p := range schema.Properties {
			out[k] = schemaType(p.Type)
		}
		return out
	}
	return nil
}

// schemaType reads a schema's type: a name, or a list of names of which all but "null" are the
// same one.
func schemaType(raw json.RawMessage) string {
	var one string
	if json.Unmarshal(raw, &one) == nil {
		return one
	}
	var list []string
	if json.Unmarshal(raw, &list) != nil {
		return ""
	}
	t := ""
	for _, x := range list {
		switch {
		case x == "null":
		case t == "":
			t = x
		case t != x:
			return ""
		}
	}
	return t
}

// leadingSpace is the length of s's leading white space.
func leadingSpace(s string) int {
	return len(s) - len(strings.TrimLeftFunc(s, unicode.IsSpace))
}
