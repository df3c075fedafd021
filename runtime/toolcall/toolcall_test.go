package toolcall

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

type parseCase struct {
	name  string
	text  string
	tools []Tool
	want  []Call
	// rest is the text past the calls (text[used:]).
	rest string
}

func runCases(t *testing.T, f Format, cases []parseCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			calls, used := f.Parse(c.text, c.tools)
			if diff := cmp.Diff(c.want, calls); diff != "" {
				t.Errorf("calls (-want +got):\n%s", diff)
			}
			if used < 0 || used > len(c.text) {
				t.Fatalf("used %d of %d bytes", used, len(c.text))
			}
			if got := c.text[used:]; got != c.rest {
				t.Errorf("rest %q, want %q", got, c.rest)
			}
		})
	}
}

func TestDeepSeek(t *testing.T) {
	v3 := func(name, args string) string {
		return "<｜tool▁call▁begin｜>function<｜tool▁sep｜>" + name + "\n```json\n" + args + "\n```<｜tool▁call▁end｜>"
	}
	v31 := func(name, args string) string {
		return "<｜tool▁call▁begin｜>" + name + "<｜tool▁sep｜>" + args + "<｜tool▁call▁end｜>"
	}
	const begin, end = "<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>"
	w := Call{"get_weather", `{"city": "Paris"}`}
	runCases(t, DeepSeek{}, []parseCase{
		{name: "v3 one call", text: begin + v3("get_weather", `{"city": "Paris"}`) + end, want: []Call{w}},
		{name: "v3 two calls, a line between", text: begin + v3("get_weather", `{"city": "Paris"}`) + "\n" + v3("now", "{}") + end,
			want: []Call{w, {"now", "{}"}}},
		{name: "v3 arguments over lines", text: begin + v3("f", "{\n  \"a\": [1, 2]\n}") + end, want: []Call{{"f", "{\n  \"a\": [1, 2]\n}"}}},
		{name: "v3.1 one call", text: begin + v31("get_weather", `{"city": "Paris"}`) + end, want: []Call{w}},
		{name: "v3.1 two calls", text: begin + v31("get_weather", `{"city": "Paris"}`) + v31("now", "{}") + end, want: []Call{w, {"now", "{}"}}},
		// A V3.1 function named "function" is still read by its shape.
		{name: "v3.1 named function", text: begin + v31("function", `{"x": 1}`) + end, want: []Call{{"function", `{"x": 1}`}}},
		{name: "no calls end yet", text: begin + v3("get_weather", `{"city": "Paris"}`), want: []Call{w}},
		{name: "second call still coming", text: begin + v3("get_weather", `{"city": "Paris"}`) + "\n<｜tool▁call▁begin｜>function<｜tool▁sep｜>no",
			want: []Call{w}, rest: "\n<｜tool▁call▁begin｜>function<｜tool▁sep｜>no"},
		{name: "only the opening", text: begin, rest: begin},
		{name: "arguments not JSON", text: begin + v31("f", "{city: Paris}") + end, rest: begin + v31("f", "{city: Paris}") + end},
		{name: "no separator", text: begin + "<｜tool▁call▁begin｜>f{}<｜tool▁call▁end｜>" + end, rest: begin + "<｜tool▁call▁begin｜>f{}<｜tool▁call▁end｜>" + end},
		{name: "empty name", text: begin + v31(" ", "{}") + end, rest: begin + v31(" ", "{}") + end},
		{name: "text after the calls", text: begin + v31("f", "{}") + "oops" + end, want: []Call{{"f", "{}"}}, rest: "oops" + end},
		{name: "text after the end", text: begin + v31("f", "{}") + end + " bye", want: []Call{{"f", "{}"}}, rest: " bye"},
		{name: "not the opening", text: "hello", rest: "hello"},
	})
}

func TestGLM(t *testing.T) {
	weather := []Tool{{Name: "get_weather", Parameters: json.RawMessage(
		`{"type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "integer"}, "note": {"type": ["string", "null"]}}}`)}}
	call := func(name string, kv ...string) string {
		var b strings.Builder
		b.WriteString("<tool_call>" + name + "\n")
		for i := 0; i < len(kv); i += 2 {
			b.WriteString("<arg_key>" + kv[i] + "</arg_key>\n<arg_value>" + kv[i+1] + "</arg_value>\n")
		}
		b.WriteString("</tool_call>")
		return b.String()
	}
	runCases(t, GLM{}, []parseCase{
		{name: "typed by the schema", text: call("get_weather", "city", "Paris", "days", "3"), tools: weather,
			want: []Call{{"get_weather", `{"city":"Paris","days":3}`}}},
		{name: "a string argument stays text", text: call("get_weather", "city", "42", "note", " two words \n"), tools: weather,
			want: []Call{{"get_weather", `{"city":"42","note":" two words \n"}`}}},
		{name: "no schema: JSON where it parses", text: call("f", "n", " 3 ", "o", `{"a": [1, 2.50]}`, "s", "plain words", "b", "true"),
			want: []Call{{"f", `{"n":3,"o":{"a":[1,2.50]},"s":"plain words","b":true}`}}},
		{name: "characters kept", text: call("f", "q", "<b> & 北京"), want: []Call{{"f", `{"q":"<b> & 北京"}`}}},
		{name: "no arguments", text: "<tool_call>now\n</tool_call>", want: []Call{{"now", "{}"}}},
		{name: "no line breaks", text: "<tool_call>f<arg_key>a</arg_key><arg_value>1</arg_value></tool_call>", want: []Call{{"f", `{"a":1}`}}},
		{name: "a key twice: the last value, the first place", text: call("f", "a", "1", "b", "2", "a", "3"), want: []Call{{"f", `{"a":3,"b":2}`}}},
		{name: "two calls", text: call("get_weather", "city", "Paris") + "\n" + call("now"), tools: weather,
			want: []Call{{"get_weather", `{"city":"Paris"}`}, {"now", "{}"}}},
		{name: "second call still coming", text: call("now") + "\n<tool_call>get_weather\n<arg_key>ci", want: []Call{{"now", "{}"}},
			rest: "\n<tool_call>get_weather\n<arg_key>ci"},
		{name: "a value without its key", text: "<tool_call>f\n<arg_value>1</arg_value>\n</tool_call>", rest: "<tool_call>f\n<arg_value>1</arg_value>\n</tool_call>"},
		{name: "text between pairs", text: "<tool_call>f\n<arg_key>a</arg_key>so<arg_value>1</arg_value>\n</tool_call>",
			rest: "<tool_call>f\n<arg_key>a</arg_key>so<arg_value>1</arg_value>\n</tool_call>"},
		{name: "no name", text: "<tool_call>\n<arg_key>a</arg_key><arg_value>1</arg_value></tool_call>",
			rest: "<tool_call>\n<arg_key>a</arg_key><arg_value>1</arg_value></tool_call>"},
		{name: "text after", text: call("now") + " and more", want: []Call{{"now", "{}"}}, rest: " and more"},
	})
}

func TestSchemaType(t *testing.T) {
	for raw, want := range map[string]string{
		`"string"`: "string", `["string", "null"]`: "string", `["null", "integer"]`: "integer",
		`["string", "integer"]`: "", `null`: "", `{}`: "", `[]`: "",
	} {
		if got := schemaType(json.RawMessage(raw)); got != want {
			t.Errorf("schemaType(%s) = %q, want %q", raw, got, want)
		}
	}
}

func TestByName(t *testing.T) {
	for _, f := range Formats {
		g, err := ByName(f.Name())
		if err != nil || g.Name() != f.Name() {
			t.Errorf("ByName(%q) = %v, %v", f.Name(), g, err)
		}
		if f.Tokens()[0] != f.Start() {
			t.Errorf("%s: Tokens()[0] = %q, expected Start %q", f.Name(), f.Tokens()[0], f.Start())
		}
	}
	if _, err := ByName("hermes"); err == nil || !strings.Contains(err.Error(), "deepseek, glm") {
		t.Errorf("ByName(hermes): %v, expected an error naming the formats", err)
	}
}
