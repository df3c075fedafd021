package serve

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"afdc/runtime/structured"
	"afdc/runtime/toolcall"
)

// ToolParser reads the function calls of a chat answer (Config.Tools): the model opens them
// with one token and writes them in its own format, which the parser knows.
type ToolParser interface {
	// Start is the token that opens an answer's calls.
	Start() int32
	// Parse reads ids, the answer from Start on: the calls complete in it, in order, and the
	// text of ids past them (a call still being written or, at the answer's end, text that is
	// not a call).
	Parse(ids []int32, tools []toolcall.Tool) (calls []toolcall.Call, rest string)
}

// Limits on a request's tools; each rejection names the limit.
const (
	maxTools        = 128
	maxToolNameLen  = 256
	maxToolCallsMsg = 128 // tool calls of one message
)

// toolRequest is what a chat request asks of tools: none (parse false), or the tools the
// template shows and the answer's calls are read against.
type toolRequest struct {
	raw      json.RawMessage // the request's tools array, for the template
	tools    []toolcall.Tool
	parse    bool // read the answer's calls (tool_choice auto or required)
	required bool // tool_choice required: the answer opens with a call
	parallel bool // parallel_tool_calls: more than one call per answer
	// named (tool_choice {"type": "function", "function": {"name": ...}}) is the function the
	// answer calls: the answer past any reasoning is its arguments, constrained to args, the
	// function's parameters schema.
	named string
	args  *structured.Grammar
}

// parseTools reads tools, tool_choice and parallel_tool_calls. tool_choice "none" keeps the tools
// from the template and the answer as text; "auto" (the default with tools) shows them and reads
// the calls; "required" also makes the answer open with the format's start token (after any
// reasoning), so that it calls. A named function ({"type": "function", "function": {"name":
// ...}}) makes the answer, past any reasoning, that function's arguments: decoding constrained to
// its parameters schema, as vLLM does, in no model's call format (so no tool-call parser is needed).
func (s *Server) parseTools(raw, choice json.RawMessage, parallel *bool) (toolRequest, *apiError) {
	tr := toolRequest{parallel: parallel == nil || *parallel}
	mode := "auto"
	const want = `"auto", "required", "none" or {"type": "function", "function": {"name": ...}}`
	if len(choice) > 0 && !bytes.Equal(choice, []byte("null")) {
		var name string
		var named struct {
			Type     *string `json:"type"`
			Function *struct {
				Name *string `json:"name"`
			} `json:"function"`
		}
		switch {
		case json.Unmarshal(choice, &name) == nil:
			switch name {
			case "auto", "none", "required":
				mode = name
			default:
				return tr, badRequest("tool_choice", "tool_choice: %q, expected %s", clip([]byte(name)), want)
			}
		case json.Unmarshal(choice, &named) == nil && named.Type != nil && *named.Type == "function" && named.Function != nil && named.Function.Name != nil:
			mode, tr.named = "named", *named.Function.Name
		default:
			return tr, badRequest("tool_choice", "tool_choice: %s, expected %s", clip(choice), want)
		}
	}
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		if mode == "required" || mode == "named" {
			return tr, badRequest("tool_choice", "tool_choice: %s without tools, expected tools to call", clip(choice))
		}
		return tr, nil
	}
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return tr, badRequest("tools", "tools: got %s, expected an array of {\"type\": \"function\", \"function\": {...}} objects", rawKind(raw))
	}
	if len(list) == 0 {
		if mode == "required" || mode == "named" {
			return tr, badRequest("tool_choice", "tool_choice: %s with no tools, expected tools to call", clip(choice))
		}
		return tr, nil
	}
	if len(list) > maxTools {
		return tr, badRequest("tools", "tools: %d tools, expected at most %d", len(list), maxTools)
	}
	seen := map[string]bool{}
	for i, t := range list {
		var tool struct {
			Type     *string `json:"type"`
			Function *struct {
				Name        *string         `json:"name"`
				Description json.RawMessage `json:"description"`
				Parameters  json.RawMessage `json:"parameters"`
				Strict      json.RawMessage `json:"strict"`
			} `json:"function"`
		}
		if err := json.Unmarshal(t, &tool); err != nil || bytes.Equal(t, []byte("null")) {
			return tr, badRequest("tools", "tools[%d]: got %s, expected an object {\"type\": \"function\", \"function\": {...}}", i, rawKind(t))
		}
		if tool.Type == nil || *tool.Type != "function" {
			return tr, badRequest("tools", "tools[%d].type: %s, expected \"function\"", i, typeText(tool.Type))
		}
		f := tool.Function
		if f == nil {
			return tr, badRequest("tools", "tools[%d].function: missing, expected an object with a name", i)
		}
		if f.Name == nil {
			return tr, badRequest("tools", "tools[%d].function.name: missing, expected the function's name", i)
		}
		name := *f.Name
		if err := checkToolName(name); err != "" {
			return tr, badRequest("tools", "tools[%d].function.name: %q %s", i, clip([]byte(name)), err)
		}
		if seen[name] {
			return tr, badRequest("tools", "tools[%d].function.name: %q is also an earlier tool's name, expected each name once", i, name)
		}
		seen[name] = true
		if k := rawKind(f.Description); f.Description != nil && k != "a string" && k != "null" {
			return tr, badRequest("tools", "tools[%d].function.description: got %s, expected a string", i, k)
		}
		if k := rawKind(f.Parameters); f.Parameters != nil && k != "an object" && k != "null" {
			return tr, badRequest("tools", "tools[%d].function.parameters: got %s, expected a JSON schema object", i, k)
		}
		if k := rawKind(f.Strict); f.Strict != nil && k != "a boolean" && k != "null" {
			return tr, badRequest("tools", "tools[%d].function.strict: got %s, expected a boolean", i, k)
		}
		tr.tools = append(tr.tools, toolcall.Tool{Name: name, Parameters: f.Parameters})
	}
	if mode == "none" {
		tr.tools = nil
		return tr, nil
	}
	if mode == "named" {
		return s.namedTool(tr, raw)
	}
	if s.cfg.Tools == nil {
		return tr, badRequest("tools", "tools: this server does not read tool calls (started with --tool-call-parser none, or its tokenizer has no tool-call tokens), expected null or tool_choice \"none\"")
	}
	tr.raw, tr.parse, tr.required = raw, true, mode == "required"
	return tr, nil
}

// namedTool prepares a call to tool_choice's function tr.named: its parameters schema compiled.
func (s *Server) namedTool(tr toolRequest, raw json.RawMessage) (toolRequest, *apiError) {
	i := slices.IndexFunc(tr.tools, func(t toolcall.Tool) bool { return t.Name == tr.named })
	if i < 0 {
		names := make([]string, len(tr.tools))
		for k, t := range tr.tools {
			names[k] = t.Name
		}
		return tr, badRequest("tool_choice", "tool_choice: function %q is not among the tools (%s), expected one of them", clip([]byte(tr.named)), strings.Join(names, ", "))
	}
	params := tr.tools[i].Parameters
	if len(params) == 0 || bytes.Equal(params, []byte("null")) {
		params = json.RawMessage(`{"type": "object"}`) // no parameters described: any object
	}
	g, err := s.grammars.schema(params)
	if err != nil {
		return tr, badRequest("tool_choice", "tool_choice: function %q: its parameters schema: %v", tr.named, err)
	}
	if _, ok := s.cfg.Tokenizer.(ByteTokenizer); !ok {
		return tr, badRequest("tool_choice", "tool_choice: a named function needs the model's tokenizer (each token's bytes), and %s", noTokenizer)
	}
	tr.raw, tr.args = raw, g
	return tr, nil
}

func typeText(s *string) string {
	if s == nil {
		return "missing"
	}
	return fmt.Sprintf("%q", clip([]byte(*s)))
}

// checkToolName returns why name cannot name a function ("" when it can): it is written into the
// prompt and read back from the answer, so it is one line of printable text without the
// formats' markup.
func checkToolName(name string) string {
	switch {
	case name == "":
		return "is empty, expected a name"
	case len(name) > maxToolNameLen:
		return fmt.Sprintf("is %d bytes, expected at most %d", len(name), maxToolNameLen)
	case strings.ContainsFunc(name, func(r rune) bool { return unicode.IsSpace(r) || !unicode.IsPrint(r) || r == '<' || r == '>' }):
		return "holds white space, a control character, < or >, expected a name such as get_weather"
	}
	return ""
}

// decodeToolCalls reads an assistant message's tool_calls: {id, type "function", function: {name,
// arguments}}, arguments as JSON text (OpenAI's) or as the JSON value itself.
func decodeToolCalls(raw json.RawMessage, where string) ([]ToolCall, *apiError) {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, badRequest("messages", "%s: got %s, expected an array of tool calls", where, rawKind(raw))
	}
	if len(list) > maxToolCallsMsg {
		return nil, badRequest("messages", "%s: %d calls, expected at most %d", where, len(list), maxToolCallsMsg)
	}
	out := make([]ToolCall, len(list))
	for j, c := range list {
		at := fmt.Sprintf("%s[%d]", where, j)
		var call struct {
			ID       *string `json:"id"`
			Type     *string `json:"type"`
			Function *struct {
				Name      *string         `json:"name"`
				Arguments json.RawMessage `json:"arguments"`
			} `json:"function"`
		}
		if err := json.Unmarshal(c, &call); err != nil || bytes.Equal(c, []byte("null")) {
			return nil, badRequest("messages", "%s: got %s, expected {\"id\", \"type\": \"function\", \"function\": {\"name\", \"arguments\"}}", at, rawKind(c))
		}
		if call.Type != nil && *call.Type != "function" {
			return nil, badRequest("messages", "%s.type: %s, expected \"function\"", at, typeText(call.Type))
		}
		if call.Function == nil || call.Function.Name == nil || *call.Function.Name == "" {
			return nil, badRequest("messages", "%s.function.name: missing, expected the function's name", at)
		}
		args := "{}"
		var text string
		switch a := call.Function.Arguments; {
		case len(a) == 0 || bytes.Equal(a, []byte("null")):
		case json.Unmarshal(a, &text) == nil:
			if !json.Valid([]byte(text)) {
				return nil, badRequest("messages", "%s.function.arguments: %q is not JSON, expected the arguments as JSON text", at, clip([]byte(text)))
			}
			args = text
		default:
			args = string(a)
		}
		out[j] = ToolCall{Name: *call.Function.Name, Arguments: args}
		if call.ID != nil {
			out[j].ID = *call.ID
		}
	}
	return out, nil
}

// toolCallJSON is a call of a response's message, or of a stream's delta (with Index).
type toolCallJSON struct {
	Index *int `json:"index,omitempty"`
	// ID, Type and the name are left out of a stream's later pieces of one call (a named
	// function's arguments as they come), as OpenAI's.
	ID       string `json:"id,omitempty"`
	Type     string `json:"type,omitempty"`
	Function struct {
		Name      string `json:"name,omitempty"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

// namedDelta is a stream's next piece of the call tool_choice named (nil when there is none
// yet): the first carries its id, type and name; each, the arguments' text since the last, up to
// its last character that is not white space (the arguments are trimmed, so trailing blanks are
// sent only once more follows them).
func (c *choiceState) namedDelta() []toolCallJSON {
	if c.toolFrom < 0 {
		return nil
	}
	args := strings.TrimRightFunc(strings.TrimLeftFunc(c.text[c.toolStart():], unicode.IsSpace), unicode.IsSpace)
	if c.argsSent > len(args) { // cannot happen: what was sent is a prefix of the arguments
		return nil
	}
	if c.argsOpened && len(args) == c.argsSent {
		return nil
	}
	var t toolCallJSON
	t.Index = new(int)
	if !c.argsOpened {
		if len(c.callIDs) == 0 {
			c.callIDs = append(c.callIDs, "call_"+rand.Text())
		}
		t.ID, t.Type, t.Function.Name = c.callIDs[0], "function", c.req.tools.named
		c.argsOpened = true
	}
	t.Function.Arguments = args[c.argsSent:]
	c.argsSent = len(args)
	return []toolCallJSON{t}
}

// readCalls reads the answer's calls from its tool section (c.toolFrom on): those complete so
// far while it is generating; at its end (final) all of them, and what follows them that is not
// a call, which becomes content.
func (c *choiceState) readCalls(final bool) {
	if c.toolFrom < 0 {
		return
	}
	if name := c.req.tools.named; name != "" {
		// The answer past its reasoning is the function's arguments: one call, once over
		// (cut at max_tokens, its arguments are cut too, as OpenAI's).
		if !final {
			return
		}
		if len(c.callIDs) == 0 {
			c.callIDs = append(c.callIDs, "call_"+rand.Text())
		}
		c.calls = []toolcall.Call{{Name: name, Arguments: strings.TrimSpace(c.text[c.toolStart():])}}
		return
	}
	ids := c.ids[c.toolFrom:]
	if c.stopTok && len(ids) > 0 {
		ids = ids[:len(ids)-1] // the stop token is not part of the answer
	}
	calls, rest := c.s.cfg.Tools.Parse(ids, c.req.tools.tools)
	if !c.req.tools.parallel && len(calls) > 1 {
		calls = calls[:1]
	}
	for len(c.callIDs) < len(calls) {
		c.callIDs = append(c.callIDs, "call_"+rand.Text())
	}
	c.calls = calls
	if final && strings.TrimSpace(rest) != "" {
		c.toolRest = rest
	}
}

// toolCalls renders calls [from, to) of c; stream adds their indexes.
func (c *choiceState) toolCalls(from, to int, stream bool) []toolCallJSON {
	out := make([]toolCallJSON, 0, to-from)
	for i := from; i < to; i++ {
		var t toolCallJSON
		if stream {
			t.Index = new(int)
			*t.Index = i
		}
		t.ID, t.Type = c.callIDs[i], "function"
		t.Function.Name, t.Function.Arguments = c.calls[i].Name, c.calls[i].Arguments
		out = append(out, t)
	}
	return out
}

// finishReason is what a response says of c's end: "tool_calls" when an answer that called
// functions ended on its own (not at max_tokens); "stop" for the call tool_choice named.
func (c *choiceState) finishReason() string {
	if c.finish == "stop" && len(c.calls) > 0 && c.req.tools.named == "" { // a named call stops, as OpenAI's
		return "tool_calls"
	}
	return c.finish
}

// toolStart is where the answer's calls begin in its text (len(text) when they have not).
func (c *choiceState) toolStart() int {
	if c.toolFrom < 0 {
		return len(c.text)
	}
	return min(c.offsets[c.toolFrom], len(c.text))
}
