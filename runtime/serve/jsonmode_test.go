package serve

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"afdc/runtime/structured"
)

// jsonHarness serves a model that, at the i-th generated token, ranks want[i][0] first (logit
// 100), want[i][1] second (90) and the rest far below; 1 is its EOS.
func jsonHarness(t *testing.T, think bool, want ...[2]byte) (*harness, *fakeTok) {
	tok := newFakeTok()
	id := func(c byte) int32 {
		if c == 0 {
			return fakeEOS
		}
		return tok.ids[c]
	}
	eng := newFake(vocab)
	row := func(pos int, row []float32) {
		i := pos - 1 // the prompts are one token
		if i < 0 || i >= len(want) {
			return
		}
		row[id(want[i][0])] = 100
		if want[i][1] != 255 {
			row[id(want[i][1])] = 90
		}
	}
	cfg := Config{Tokenizer: tok, EOS: []int32{fakeEOS}, Engine: rowEngine{eng, row}}
	if think {
		cfg.Think = &ThinkTokens{Start: tok.ids['('], End: tok.ids[')']}
	}
	return newHarness(t, cfg, eng, true), tok
}

// TestJSONObject: with response_format json_object a model that opens with a code fence, writes a
// stray x between key and colon and would stop before closing its object writes, token by token,
// its best choice that keeps the answer a prefix of a JSON object, ends only once the object is
// complete, and ends then; without it, its own text; an answer that reasons is left alone until
// its reasoning ends.
func TestJSONObject(t *testing.T) {
	const none = 255
	script := [][2]byte{{'`', '{'}, {'"', none}, {'k', none}, {'"', none}, {'x', ':'}, {'1', none}, {0, '}'}, {'a', 0}}
	h, _ := jsonHarness(t, false, script...)
	for _, tc := range []struct{ format, text, finish string }{
		{`{"type": "json_object"}`, `{"k":1}`, "stop"},
		{`{"type": "text"}`, "`\"k\"x1", "stop"},
		{`null`, "`\"k\"x1", "stop"},
	} {
		code, r, _ := h.do("/v1/completions", `{"prompt": [5], "max_tokens": 10, "temperature": 0, "response_format": `+tc.format+`}`)
		if code != 200 {
			t.Fatalf("%s: %d %+v", tc.format, code, r.Error)
		}
		if got := *r.Choices[0].Text; got != tc.text || deref(r.Choices[0].FinishReason) != tc.finish {
			t.Errorf("%s: %q %s, want %q %s", tc.format, got, deref(r.Choices[0].FinishReason), tc.text, tc.finish)
		}
	}
	// ignore_eos: the complete object ends the answer all the same.
	code, r, _ := h.do("/v1/completions", `{"prompt": [5], "max_tokens": 10, "temperature": 0, "ignore_eos": true, "response_format": {"type": "json_object"}}`)
	if code != 200 || *r.Choices[0].Text != `{"k":1}` || deref(r.Choices[0].FinishReason) != "stop" || len(r.Choices[0].TokenIDs) != 7 {
		t.Errorf("ignore_eos: %d %q %s %v", code, deref(r.Choices[0].Text), deref(r.Choices[0].FinishReason), r.Choices[0].TokenIDs)
	}
	// Sampled, not greedy: every draw is among the allowed tokens, whatever the logits.
	for seed := range 20 {
		code, r, _ := h.do("/v1/completions", `{"prompt": [7], "max_tokens": 40, "temperature": 1.5, "seed": `+jsonInt(int32(seed))+`, "response_format": {"type": "json_object"}}`)
		if code != 200 {
			t.Fatal(code)
		}
		text := *r.Choices[0].Text
		if deref(r.Choices[0].FinishReason) == "stop" && !json.Valid([]byte(text)) {
			t.Errorf("seed %d: stopped with %q, not JSON", seed, text)
		}
		if !strings.HasPrefix(strings.TrimLeft(text, " \t\n\r"), "{") {
			t.Errorf("seed %d: %q does not open an object", seed, text)
		}
	}

	// Reasoning first: ( opens it, ) closes it, then the object.
	h2, _ := jsonHarness(t, true, [2]byte{'(', none}, [2]byte{'h', none}, [2]byte{')', none}, [2]byte{'`', '{'}, [2]byte{'}', none}, [2]byte{0, none})
	code, r, _ = h2.do("/v1/completions", `{"prompt": [5], "max_tokens": 10, "temperature": 0, "response_format": {"type": "json_object"}}`)
	if code != 200 || *r.Choices[0].Text != "(h){}" {
		t.Errorf("reasoning, then the object: %d %q", code, deref(r.Choices[0].Text))
	}

	for _, tc := range []struct{ body, want string }{
		{`{"prompt": [5], "response_format": {"type": "json_schema", "json_schema": {"name": "x"}}}`, "json_schema without json_schema.schema"},
		{`{"prompt": [5], "response_format": {"type": "json_schema", "json_schema": {"name": "x", "schema": {"type": "integer", "minimum": 0}}}}`, `json_schema \"x\": #: keyword \"minimum\" is not supported`},
		{`{"prompt": [5], "response_format": {"type": "json_schema", "json_schema": {"schema": {"anyOf": [{"type": "object"}, {"type": "object"}]}}}}`, `can both start with '{'`},
		{`{"prompt": [5], "response_format": {"type": "yaml"}}`, `response_format.type: \"yaml\"`},
		{`{"prompt": [5], "response_format": "json"}`, `response_format: \"json\"`},
		{`{"prompt": [5], "min_tokens": 2, "response_format": {"type": "json_object"}}`, "min_tokens: 2 with response_format json_object"},
	} {
		code, b := h.post("/v1/completions", tc.body)
		if code != 400 || !strings.Contains(string(b), tc.want) {
			t.Errorf("%s: %d %s, want a 400 with %q", tc.body, code, b, tc.want)
		}
	}
	bare := newHarness(t, Config{}, newFake(vocab), true)
	for _, format := range []string{`{"type": "json_object"}`, `{"type": "json_schema", "json_schema": {"name": "n", "schema": {"type": "integer"}}}`} {
		if code, b := bare.post("/v1/completions", `{"prompt": [5], "response_format": `+format+`}`); code != 400 || !strings.Contains(string(b), "needs the model's tokenizer") {
			t.Errorf("%s without a tokenizer: %d %s", format, code, b)
		}
	}
}

// TestJSONSchema: with response_format json_schema every answer that ends is a value of the
// schema, its properties in the schema's order, whatever the sampled logits; on both endpoints.
func TestJSONSchema(t *testing.T) {
	h, _ := jsonHarness(t, false)
	const schema = `{"type": "object", "properties": {"a": {"type": "integer"}, "b": {"enum": ["x", "yz"]}, "c": {"type": "array", "items": {"type": "boolean"}, "maxItems": 2}}, "required": ["a", "b"], "additionalProperties": false}`
	format := `{"type": "json_schema", "json_schema": {"name": "t", "strict": true, "schema": ` + schema + `}}`
	stopped := 0
	for seed := range 30 {
		body := `{"prompt": [7], "max_tokens": 200, "temperature": 1.5, "seed": ` + jsonInt(int32(seed)) + `, "response_format": ` + format + `}`
		path, text := "/v1/completions", ""
		if seed%2 == 1 {
			path = "/v1/chat/completions"
			body = `{"messages": [{"role": "user", "content": "hi"}], "max_tokens": 200, "temperature": 1.5, "seed": ` + jsonInt(int32(seed)) + `, "response_format": ` + format + `}`
		}
		code, r, _ := h.do(path, body)
		if code != 200 {
			t.Fatalf("seed %d: %d %+v", seed, code, r.Error)
		}
		if path == "/v1/completions" {
			text = *r.Choices[0].Text
		} else {
			text = r.Choices[0].Message.Content
		}
		if deref(r.Choices[0].FinishReason) != "stop" {
			continue
		}
		stopped++
		var v struct {
			A *json.Number `json:"a"`
			B *string      `json:"b"`
			C []bool       `json:"c"`
		}
		d := json.NewDecoder(strings.NewReader(text))
		d.DisallowUnknownFields()
		d.UseNumber()
		if err := d.Decode(&v); err != nil {
			t.Errorf("seed %d: %q: %v", seed, text, err)
			continue
		}
		if _, err := v.A.Int64(); v.A == nil || err != nil || v.B == nil || (*v.B != "x" && *v.B != "yz") || len(v.C) > 2 {
			t.Errorf("seed %d: %q is not a value of the schema", seed, text)
		}
		if ia, ib := strings.Index(text, `"a"`), strings.Index(text, `"b"`); ia > ib {
			t.Errorf("seed %d: %q: properties out of the schema's order", seed, text)
		}
	}
	if stopped < 10 {
		t.Errorf("%d of 30 answers ended, expected most within 200 tokens", stopped)
	}
}

// TestJSONObjectNoVocabulary: a vocabulary that cannot write a JSON object fails the request with
// a message, instead of sampling from a row of -Inf.
func TestJSONObjectNoVocabulary(t *testing.T) {
	tok := newFakeTok()
	tok.drop = "{" // the vocabulary has no {
	eng := newFake(vocab)
	h := newHarness(t, Config{Tokenizer: tok, EOS: []int32{fakeEOS}, Engine: eng}, eng, true)
	code, b := h.post("/v1/completions", `{"prompt": [5], "max_tokens": 40, "response_format": {"type": "json_object"}}`)
	// Blanks may open the answer, up to the limit; then nothing can follow.
	if want := fmt.Sprintf("json_object: after %d tokens no token of the model's vocabulary continues the answer", structured.MaxSpace); code != 400 || !strings.Contains(string(b), want) {
		t.Errorf("%d %s", code, b)
	}
	// A named function's arguments: the error names tool_choice.
	code, b = h.post("/v1/chat/completions", `{"messages": [{"role": "user", "content": "x"}], "max_tokens": 40, "tools": `+toolsJSON+`, "tool_choice": {"type": "function", "function": {"name": "weather"}}}`)
	r := decode(t, b)
	if want := fmt.Sprintf(`tool_choice function \"weather\": after %d tokens`, structured.MaxSpace); code != 400 || r.Error == nil || r.Error.Param == nil || *r.Error.Param != "tool_choice" || !strings.Contains(string(b), want) {
		t.Errorf("named function: %d %s", code, b)
	}
}

// TestStructuredOutputs: vLLM's constraints (structured_outputs, and the older guided_* fields):
// sampled at random, every answer that ends is one of the choices, matches the pattern whole, or
// is a value of the schema; they are checked at the door.
func TestStructuredOutputs(t *testing.T) {
	h, _ := jsonHarness(t, false)
	choices := map[string]bool{"yes": true, "no": true, "maybe": true}
	re := regexp.MustCompile(`^[a-c]{2}\d-x?$`)
	for _, tc := range []struct {
		name, field string
		ok          func(string) bool
	}{
		{"choice", `"structured_outputs": {"choice": ["yes", "no", "maybe"]}`, func(s string) bool { return choices[s] }},
		{"guided_choice", `"guided_choice": ["yes", "no", "maybe"]`, func(s string) bool { return choices[s] }},
		{"regex", `"structured_outputs": {"regex": "[a-c]{2}\\d-x?"}`, re.MatchString},
		{"guided_regex", `"guided_regex": "[a-c]{2}\\d-x?"`, re.MatchString},
		{"json", `"structured_outputs": {"json": {"type": "array", "items": {"type": "boolean"}, "maxItems": 2}}`, func(s string) bool {
			var v []bool
			return json.Unmarshal([]byte(s), &v) == nil && len(v) <= 2
		}},
		{"guided_json text", `"guided_json": "{\"type\": \"boolean\"}"`, func(s string) bool {
			s = strings.TrimSpace(s)
			return s == "true" || s == "false"
		}},
	} {
		ended := 0
		for seed := range 12 {
			body := `{"prompt": [7], "max_tokens": 60, "temperature": 1.5, "seed": ` + jsonInt(int32(seed)) + `, ` + tc.field + `}`
			code, r, _ := h.do("/v1/completions", body)
			if code != 200 {
				t.Fatalf("%s: %d %+v", tc.name, code, r.Error)
			}
			if deref(r.Choices[0].FinishReason) != "stop" {
				continue
			}
			ended++
			if text := *r.Choices[0].Text; !tc.ok(text) {
				t.Errorf("%s, seed %d: %q is not what the constraint allows", tc.name, seed, text)
			}
		}
		if ended < 6 {
			t.Errorf("%s: %d of 12 answers ended, expected most", tc.name, ended)
		}
	}
	for _, tc := range []struct{ body, param, want string }{
		{`{"prompt": [5], "structured_outputs": {"choice": ["a"], "regex": "b"}}`, "structured_outputs", "structured_outputs.choice with structured_outputs.regex, expected one constraint"},
		{`{"prompt": [5], "guided_choice": ["a"], "guided_regex": "b"}`, "guided_choice", "guided_choice with guided_regex, expected one constraint"},
		{`{"prompt": [5], "structured_outputs": {"grammar": "root ::= x"}}`, "structured_outputs", "structured_outputs.grammar is not supported"},
		{`{"prompt": [5], "structured_outputs": [1]}`, "structured_outputs", "expected an object with one of json, regex, choice or json_object"},
		{`{"prompt": [5], "guided_choice": "yes"}`, "guided_choice", `guided_choice: \"yes\", expected a list of strings`},
		{`{"prompt": [5], "guided_choice": ["a", ""]}`, "guided_choice", "choice 1 is empty"},
		{`{"prompt": [5], "guided_regex": "(?<=a)b"}`, "guided_regex", "lookarounds"},
		{`{"prompt": [5], "structured_outputs": {"json": {"type": "integer", "minimum": 1}}}`, "structured_outputs", `keyword \"minimum\" is not supported`},
		{`{"prompt": [5], "response_format": {"type": "json_object"}, "guided_regex": "a"}`, "guided_regex", "guided_regex with response_format json_object, expected one constraint"},
		{`{"prompt": [5], "min_tokens": 1, "guided_choice": ["a"]}`, "min_tokens", "min_tokens: 1 with guided_choice"},
	} {
		code, b := h.post("/v1/completions", tc.body)
		r := decode(t, b)
		if code != 400 || r.Error == nil || r.Error.Param == nil || *r.Error.Param != tc.param || !strings.Contains(string(b), tc.want) {
			t.Errorf("%s: %d %s, want a 400 on %s with %q", tc.body, code, b, tc.param, tc.want)
		}
	}
}
