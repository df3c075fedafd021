package serve

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const toolsJSON = `[{"type": "function", "function": {"name": "weather", "description": "d", "parameters": {"type": "object"}}},
	{"type": "function", "function": {"name": "now"}}]`

// toolHarness serves the fake model answering out (then its EOS) to the chat request body
// would send, with the fake tool-call parser; think adds ( and ) as the reasoning tokens.
func toolHarness(t *testing.T, body, out string, think bool) *harness {
	t.Helper()
	tok := newFakeTok()
	tok.eos = []int32{fakeEOS}
	var req struct {
		Messages []ChatMessage   `json:"messages"`
		Tools    json.RawMessage `json:"tools"`
		Choice   string          `json:"tool_choice"`
	}
	if err := json.Unmarshal([]byte(body), &req); err != nil {
		t.Fatal(err)
	}
	c := Chat{Messages: req.Messages, AddGenerationPrompt: true}
	if req.Choice != "none" && string(req.Tools) != "null" {
		c.Tools = req.Tools
	}
	prompt, err := tok.ApplyChatTemplate(c)
	if err != nil {
		t.Fatal(err)
	}
	ids, err := tok.Encode(strings.Repeat("-", len(prompt))+out, false)
	if err != nil {
		t.Fatal(err)
	}
	eng := newFake(vocab)
	cfg := Config{Tokenizer: tok, Engine: rowEngine{eng, script(append(ids, fakeEOS))}, Tools: fakeTools{tok}}
	if think {
		cfg.Think = &ThinkTokens{Start: tok.ids['('], End: tok.ids[')']}
	}
	return newHarness(t, cfg, eng, true)
}

type wantCall struct{ name, args string }

// TestToolCalls: an answer's calls, from the parser's start token on, become the message's
// tool_calls (each with its own id, finish_reason tool_calls), the text before them its content
// (null when there is none); a stream's deltas carry the same calls with their indexes; text
// after the calls that is not one, or a call cut off by max_tokens, stays content; calls inside
// the reasoning are not read; parallel_tool_calls false keeps the first call; without tools, or
// with tool_choice none, the answer is text and the template does not see the tools.
func TestToolCalls(t *testing.T) {
	const user = `{"role": "user", "content": "x"}`
	for _, tc := range []struct {
		name, extra, out string
		think            bool
		maxTokens        int
		content          *string // nil: null
		reasoning        string
		calls            []wantCall
		finish           string
	}{
		{name: "text and two calls", out: "Sure.<weather city=Paris> <now>", content: ptr("Sure."),
			calls: []wantCall{{"weather", `{"city":"Paris"}`}, {"now", `{}`}}, finish: "tool_calls"},
		{name: "calls only", out: "<now>", calls: []wantCall{{"now", `{}`}}, finish: "tool_calls"},
		{name: "one call allowed", extra: `, "parallel_tool_calls": false`, out: "<weather city=Oslo><now>",
			calls: []wantCall{{"weather", `{"city":"Oslo"}`}}, finish: "tool_calls"},
		{name: "text after the calls", out: "<now> and then", content: ptr(" and then"), calls: []wantCall{{"now", `{}`}}, finish: "tool_calls"},
		{name: "cut by max_tokens", out: "Ok.<weather city=Pa", maxTokens: 12, content: ptr("Ok.<weather "), finish: "length"},
		{name: "reasoning first", out: "(a<b)<now>", think: true, reasoning: "a<b", calls: []wantCall{{"now", `{}`}}, finish: "tool_calls"},
		{name: "no tools", extra: `, "tools": null`, out: "Sure.<now>", content: ptr("Sure.<now>"), finish: "stop"},
		{name: "tool_choice none", extra: `, "tool_choice": "none"`, out: "Sure.<now>", content: ptr("Sure.<now>"), finish: "stop"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := `{"messages": [` + user + `], "tools": ` + toolsJSON + tc.extra + `, "temperature": 0`
			if tc.maxTokens > 0 {
				body += fmt.Sprintf(`, "max_tokens": %d`, tc.maxTokens)
			}
			body += "}"
			h := toolHarness(t, body, tc.out, tc.think)
			code, r, _ := h.do("/v1/chat/completions", body)
			if code != 200 {
				t.Fatalf("status %d: %+v", code, r.Error)
			}
			ch := r.Choices[0]
			m := ch.Message
			if m.Content != deref(tc.content) || deref(m.ReasoningContent) != tc.reasoning || deref(ch.FinishReason) != tc.finish {
				t.Errorf("content %q reasoning %q finish %q; want %q, %q, %q", m.Content, deref(m.ReasoningContent), deref(ch.FinishReason),
					deref(tc.content), tc.reasoning, tc.finish)
			}
			checkCalls(t, "response", m.ToolCalls, tc.calls, false)
			raw := h.raw("/v1/chat/completions", body)
			if null := strings.Contains(raw, `"content":null`); null != (tc.content == nil) {
				t.Errorf("response %s: content null %v, want %v", raw, null, tc.content == nil)
			}

			var content, reasoning, finish string
			var calls []toolCallJSON
			for _, e := range h.events("/v1/chat/completions", strings.Replace(body, `"temperature": 0`, `"temperature": 0, "stream": true`, 1)) {
				d := e.Choices[0].Delta
				if d == nil {
					continue
				}
				content += deref(d.Content)
				reasoning += deref(d.ReasoningContent)
				calls = append(calls, d.ToolCalls...)
				if f := e.Choices[0].FinishReason; f != nil {
					finish = *f
				}
			}
			if content != deref(tc.content) || reasoning != tc.reasoning || finish != tc.finish {
				t.Errorf("stream: content %q reasoning %q finish %q; want %q, %q, %q", content, reasoning, finish, deref(tc.content), tc.reasoning, tc.finish)
			}
			checkCalls(t, "stream", calls, tc.calls, true)
		})
	}
}

func checkCalls(t *testing.T, where string, got []toolCallJSON, want []wantCall, indexed bool) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d calls %+v, want %d", where, len(got), got, len(want))
	}
	ids := map[string]bool{}
	for i, c := range got {
		if c.Function.Name != want[i].name || c.Function.Arguments != want[i].args || c.Type != "function" {
			t.Errorf("%s: call %d %+v, want %s %s", where, i, c, want[i].name, want[i].args)
		}
		if !strings.HasPrefix(c.ID, "call_") || ids[c.ID] {
			t.Errorf("%s: call %d id %q, want a new call_ id", where, i, c.ID)
		}
		ids[c.ID] = true
		if indexed != (c.Index != nil) || indexed && *c.Index != i {
			t.Errorf("%s: call %d index %v, want %v", where, i, c.Index, indexed)
		}
	}
}

// raw posts body and returns the response as sent.
func (h *harness) raw(path, body string) string {
	h.t.Helper()
	resp, err := http.Post(h.ts.URL+path, "application/json", strings.NewReader(body))
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// TestToolMessages: a conversation's earlier calls and their results reach the template; what
// does not fit the shape of a call is refused with the field named.
func TestToolMessages(t *testing.T) {
	tok := newFakeTok()
	h := newHarness(t, Config{Tokenizer: tok, Tools: fakeTools{tok}}, newFake(vocab), true)
	conv := `[{"role": "user", "content": "x"},
		{"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "weather", "arguments": "{\"city\": \"Oslo\"}"}},
			{"id": "c2", "type": "function", "function": {"name": "now", "arguments": {"tz": "UTC"}}}]},
		{"role": "tool", "tool_call_id": "c1", "content": "cold"}, {"role": "tool", "tool_call_id": "c2", "content": "noon"}]`
	code, r, _ := h.do("/v1/chat/completions", `{"messages": `+conv+`, "tools": `+toolsJSON+`, "max_tokens": 1}`)
	if code != 200 {
		t.Fatalf("status %d: %+v", code, r.Error)
	}
	want, _ := tok.ApplyChatTemplate(Chat{Messages: []ChatMessage{{Role: "user", Content: "x"},
		{Role: "assistant", ToolCalls: []ToolCall{{ID: "c1", Name: "weather", Arguments: `{"city": "Oslo"}`}, {ID: "c2", Name: "now", Arguments: `{"tz":"UTC"}`}}},
		{Role: "tool", ToolCallID: "c1", Content: "cold"}, {Role: "tool", ToolCallID: "c2", Content: "noon"}},
		AddGenerationPrompt: true, Tools: json.RawMessage(toolsJSON)})
	if r.Usage == nil || r.Usage.PromptTokens != len(want) {
		t.Errorf("usage %+v: want the %d prompt tokens of %q", r.Usage, len(want), want)
	}
	const X = "/v1/chat/completions"
	msg := `"messages": [` + `{"role": "user", "content": "x"}` + `]`
	for _, tc := range []struct{ body, param, want string }{
		{`{"messages": [{"role": "user", "content": "x", "tool_call_id": "c"}]}`, "messages", "messages[0].tool_call_id: not supported in a user message"},
		{`{"messages": [{"role": "assistant", "tool_calls": [{"function": {"name": "f", "arguments": "{oops"}}]}]}`, "messages", "tool_calls[0].function.arguments: \"{oops\" is not JSON"},
		{`{"messages": [{"role": "assistant", "tool_calls": [{"function": {"arguments": "{}"}}]}]}`, "messages", "tool_calls[0].function.name: missing"},
		{`{"messages": [{"role": "assistant", "tool_calls": [{"type": "code", "function": {"name": "f"}}]}]}`, "messages", `tool_calls[0].type: "code", expected "function"`},
		{`{"messages": [{"role": "assistant", "tool_calls": {}}]}`, "messages", "messages[0].tool_calls: got an object, expected an array"},
		{`{"messages": [{"role": "assistant", "content": null}]}`, "messages", "messages[0].content: got nothing"},
		{`{"messages": [{"role": "tool", "tool_call_id": 3, "content": "x"}]}`, "messages", "messages[0].tool_call_id: got a number, expected a string"},
		{`{` + msg + `, "tools": {}}`, "tools", "tools: got an object, expected an array"},
		{`{` + msg + `, "tools": [{"type": "code", "function": {"name": "f"}}]}`, "tools", `tools[0].type: "code", expected "function"`},
		{`{` + msg + `, "tools": [{"type": "function", "function": {"name": "get weather"}}]}`, "tools", "holds white space"},
		{`{` + msg + `, "tools": [{"type": "function", "function": {"name": ""}}]}`, "tools", "is empty"},
		{`{` + msg + `, "tools": [{"type": "function", "function": {"name": "f"}}, {"type": "function", "function": {"name": "f"}}]}`, "tools", "tools[1].function.name: \"f\" is also an earlier tool's name"},
		{`{` + msg + `, "tools": [{"type": "function", "function": {"name": "f", "parameters": [1]}}]}`, "tools", "parameters: got an array, expected a JSON schema object"},
		{`{` + msg + `, "tool_choice": "required"}`, "tool_choice", `tool_choice: "required" without tools`},
		{`{` + msg + `, "tools": [], "tool_choice": "required"}`, "tool_choice", `tool_choice: "required" with no tools`},
		{`{` + msg + `, "tools": ` + toolsJSON + `, "tool_choice": {"type": "function", "function": {"name": "later"}}}`, "tool_choice", `function "later" is not among the tools (weather, now)`},
		{`{` + msg + `, "tool_choice": {"type": "function", "function": {"name": "now"}}}`, "tool_choice", `without tools`},
		{`{` + msg + `, "tools": [{"type": "function", "function": {"name": "f", "parameters": {"type": "object", "properties": {"d": {"type": "string", "format": "hostname"}}}}}], "tool_choice": {"type": "function", "function": {"name": "f"}}}`,
			"tool_choice", `function "f": its parameters schema: #/properties/d/format: "hostname", expected one of date`},
		{`{` + msg + `, "tools": ` + toolsJSON + `, "tool_choice": {"type": "function", "function": {"name": "now"}}, "response_format": {"type": "json_object"}}`, "response_format", "json_object with tools"},
		{`{` + msg + `, "tools": ` + toolsJSON + `, "tool_choice": {"type": "function"}}`, "tool_choice", `expected "auto", "required", "none" or {"type": "function", "function": {"name": ...}}`},
		{`{` + msg + `, "tool_choice": "sometimes"}`, "tool_choice", `tool_choice: "sometimes", expected "auto", "required", "none" or`},
	} {
		code, r, _ := h.do(X, tc.body)
		if code != 400 || r.Error == nil || !strings.Contains(r.Error.Message, tc.want) {
			t.Errorf("%s: %d %+v, want 400 with %q", tc.body, code, r.Error, tc.want)
		}
	}
	if code, r, _ := h.do("/v1/completions", `{"prompt": "x", "tools": `+toolsJSON+`}`); code != 400 || !strings.Contains(r.Error.Message, "a field of /v1/chat/completions") {
		t.Errorf("tools on /v1/completions: %d %+v", code, r.Error)
	}
	var tools []json.RawMessage
	_ = json.Unmarshal([]byte(toolsJSON), &tools)
	many := "[" + strings.Repeat(string(tools[1])+",", maxTools) + string(tools[1]) + "]"
	if code, r, _ := h.do(X, `{`+msg+`, "tools": `+many+`}`); code != 400 || !strings.Contains(r.Error.Message, fmt.Sprintf("expected at most %d", maxTools)) {
		t.Errorf("%d tools: %d %+v", maxTools+1, code, r.Error)
	}
	if diff := cmp.Diff(0, len(h.eng.recorded())-1); diff != "" {
		t.Errorf("refused requests reached the engine (-want +got steps):\n%s", diff)
	}
}

// TestToolChoiceRequired: with tool_choice required the answer's first token (past any reasoning)
// is the start of its calls whatever the model ranks first, and the call is read; with auto the
// model's own text stands.
func TestToolChoiceRequired(t *testing.T) {
	tok := newFakeTok()
	for _, think := range []bool{false, true} {
		out := "Snow>"
		if think {
			out = "(hm)Snow>"
		}
		body := `{"messages": [{"role": "user", "content": "x"}], "tools": ` + toolsJSON + `, "temperature": 0, "max_tokens": 12, "tool_choice": "required"}`
		prompt, _ := tok.ApplyChatTemplate(Chat{Messages: []ChatMessage{{Role: "user", Content: "x"}}, AddGenerationPrompt: true, Tools: json.RawMessage(toolsJSON)})
		ids, err := tok.Encode(strings.Repeat("-", len(prompt))+out, false)
		if err != nil {
			t.Fatal(err)
		}
		// The model ranks its script first and < second at every position.
		eng := newFake(vocab)
		script := append(ids, fakeEOS)
		row := func(pos int, r []float32) {
			r[script[pos%len(script)]] = 100
			r[tok.ids['<']] = 90
		}
		cfg := Config{Tokenizer: tok, EOS: []int32{fakeEOS}, Engine: rowEngine{eng, row}, Tools: fakeTools{tok}}
		if think {
			cfg.Think = &ThinkTokens{Start: tok.ids['('], End: tok.ids[')']}
		}
		h := newHarness(t, cfg, eng, true)
		code, r, _ := h.do("/v1/chat/completions", body)
		if code != 200 {
			t.Fatalf("think %v: %d %+v", think, code, r.Error)
		}
		m := r.Choices[0].Message
		// The forced < replaces S; the model goes on with its script: now>, then its EOS.
		if len(m.ToolCalls) != 1 || m.ToolCalls[0].Function.Name != "now" || deref(r.Choices[0].FinishReason) != "tool_calls" ||
			think != (deref(m.ReasoningContent) == "hm") {
			t.Errorf("think %v: %+v, finish %s", think, m, deref(r.Choices[0].FinishReason))
		}
		code, r, _ = h.do("/v1/chat/completions", strings.Replace(body, `"required"`, `"auto"`, 1))
		if code != 200 || len(r.Choices[0].Message.ToolCalls) != 0 || !strings.HasPrefix(r.Choices[0].Message.Content, "Snow>") {
			t.Errorf("think %v, auto: %d %+v", think, code, r.Choices[0].Message)
		}
	}
}

// TestToolChoiceNamed: with tool_choice naming a function the answer past any reasoning is that
// function's arguments, constrained to its parameters schema, and comes back as its one call
// (content null, finish_reason stop, as OpenAI's), in a stream too; no tool-call parser is needed.
// Sampled at random, every answer that ends is arguments the schema takes.
func TestToolChoiceNamed(t *testing.T) {
	const tools = `[{"type": "function", "function": {"name": "weather", "parameters": {"type": "object", "properties": {"city": {"type": "string", "maxLength": 8}, "days": {"type": "integer"}}, "required": ["city"]}}},
		{"type": "function", "function": {"name": "now"}}]`
	named := `"tool_choice": {"type": "function", "function": {"name": "weather"}}`
	tok := newFakeTok()
	for _, think := range []bool{false, true} {
		out := `{"city": "Oslo"}`
		if think {
			out = "(hm)" + out
		}
		body := `{"messages": [{"role": "user", "content": "x"}], "tools": ` + tools + `, "temperature": 0, "max_tokens": 40, ` + named + `}`
		prompt, _ := tok.ApplyChatTemplate(Chat{Messages: []ChatMessage{{Role: "user", Content: "x"}}, AddGenerationPrompt: true, Tools: json.RawMessage(tools)})
		ids, err := tok.Encode(strings.Repeat("-", len(prompt))+out, false)
		if err != nil {
			t.Fatal(err)
		}
		eng := newFake(vocab)
		cfg := Config{Tokenizer: tok, EOS: []int32{fakeEOS}, Engine: rowEngine{eng, script(append(ids, fakeEOS))}}
		if think {
			cfg.Think = &ThinkTokens{Start: tok.ids['('], End: tok.ids[')']}
		}
		h := newHarness(t, cfg, eng, true)
		code, r, _ := h.do("/v1/chat/completions", body)
		if code != 200 {
			t.Fatalf("think %v: %d %+v", think, code, r.Error)
		}
		m := r.Choices[0].Message
		checkCalls(t, "response", m.ToolCalls, []wantCall{{"weather", `{"city": "Oslo"}`}}, false)
		if deref(r.Choices[0].FinishReason) != "stop" || think != (deref(m.ReasoningContent) == "hm") || m.Content != "" {
			t.Errorf("think %v: %+v, finish %s", think, m, deref(r.Choices[0].FinishReason))
		}
		if raw := h.raw("/v1/chat/completions", body); !strings.Contains(raw, `"content":null`) {
			t.Errorf("think %v: %s, want content null", think, raw)
		}
		// A stream sends the call in pieces as the arguments come: the first with its id, type
		// and name, the others with more of the arguments only.
		var pieces []toolCallJSON
		var content, finish string
		for _, e := range h.events("/v1/chat/completions", strings.Replace(body, `"temperature": 0`, `"temperature": 0, "stream": true`, 1)) {
			if d := e.Choices[0].Delta; d != nil {
				pieces = append(pieces, d.ToolCalls...)
				content += deref(d.Content)
			}
			if f := e.Choices[0].FinishReason; f != nil {
				finish = *f
			}
		}
		if len(pieces) == 0 {
			t.Fatalf("think %v, stream: no call", think)
		}
		call := pieces[0]
		for _, p := range pieces[1:] {
			if p.ID != "" || p.Type != "" || p.Function.Name != "" || p.Index == nil || *p.Index != 0 {
				t.Errorf("think %v, stream: a later piece %+v repeats the call's id, type or name, or has no index 0", think, p)
			}
			call.Function.Arguments += p.Function.Arguments
		}
		checkCalls(t, "stream", []toolCallJSON{call}, []wantCall{{"weather", `{"city": "Oslo"}`}}, true)
		if content != "" || finish != "stop" {
			t.Errorf("think %v, stream: content %q finish %q", think, content, finish)
		}
	}

	h, _ := jsonHarness(t, false)
	ended := 0
	for seed := range 20 {
		body := `{"messages": [{"role": "user", "content": "x"}], "tools": ` + tools + `, "temperature": 1.5, "max_tokens": 200, "seed": ` + jsonInt(int32(seed)) + `, ` + named + `}`
		code, r, _ := h.do("/v1/chat/completions", body)
		if code != 200 {
			t.Fatalf("seed %d: %d %+v", seed, code, r.Error)
		}
		ch := r.Choices[0]
		if len(ch.Message.ToolCalls) != 1 || ch.Message.Content != "" {
			t.Fatalf("seed %d: %+v, expected one call and no content", seed, ch.Message)
		}
		if deref(ch.FinishReason) != "stop" {
			continue
		}
		ended++
		var args struct {
			City *string `json:"city"`
			Days *int    `json:"days"`
		}
		d := json.NewDecoder(strings.NewReader(ch.Message.ToolCalls[0].Function.Arguments))
		d.DisallowUnknownFields()
		if err := d.Decode(&args); err != nil || args.City == nil || len([]rune(*args.City)) > 8 {
			t.Errorf("seed %d: arguments %q (%v), expected the schema's", seed, ch.Message.ToolCalls[0].Function.Arguments, err)
		}
	}
	if ended < 8 {
		t.Errorf("%d of 20 answers ended, expected most within 200 tokens", ended)
	}
}

// TestNamedDelta: a stream's pieces of a named function's call: the first (as soon as the
// arguments begin) carries the id, type and name; the arguments follow as they grow, trailing
// blanks held back until more text follows them; together they are the trimmed arguments.
func TestNamedDelta(t *testing.T) {
	c := &choiceState{req: &request{tools: toolRequest{named: "f"}}, toolFrom: -1, offsets: []int{0}}
	if d := c.namedDelta(); d != nil {
		t.Fatalf("before the arguments: %+v", d)
	}
	c.toolFrom = 0
	var got []string
	for _, text := range []string{" ", ` {"a"`, ` {"a": 1`, ` {"a": 1 `, ` {"a": 1 , "b":`, ` {"a": 1 , "b": 2}`, " {\"a\": 1 , \"b\": 2}\n "} {
		c.text = text
		for _, d := range c.namedDelta() {
			if len(got) == 0 && (d.ID == "" || d.Type != "function" || d.Function.Name != "f") || len(got) > 0 && (d.ID != "" || d.Function.Name != "") {
				t.Errorf("piece %d %+v: the first alone names the call", len(got), d)
			}
			got = append(got, d.Function.Arguments)
		}
	}
	want := []string{"", `{"a"`, `: 1`, ` , "b":`, ` 2}`}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("pieces (-want +got):\n%s", diff)
	}
}
