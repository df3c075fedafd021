package toolcall

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/runtime/tokenizer"
)

// TestTemplateRoundTrip writes tool calls with each model's own chat template, as the model saw
// them in training, and reads them back: each format must parse what its templates write,
// arguments equal as JSON, string arguments of GLM's schema as the text they were.
func TestTemplateRoundTrip(t *testing.T) {
	const tokDir = "../../testdata/tokenizers/deepseek-v3"
	tools := []Tool{{Name: "get_weather", Parameters: json.RawMessage(
		`{"type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "integer"}, "extra": {"type": "object"}}}`)}}
	want := []Call{
		{"get_weather", `{"city": "42", "days": 3, "extra": {"z": [1, 2.5, "<b>"], "a": null}}`},
		{"get_weather", `{"city": "北京 \"old\" town\n"}`},
		{"now", `{}`},
	}
	for _, tc := range []struct {
		template string // "": the tokenizer's own
		format   Format
		calls    int
	}{
		// DeepSeek-V3's own template closes the calls after the second and every later one
		// (and ends the turn), so it writes two calls in the shape the model learnt.
		{"", DeepSeek{}, 2},
		{"deepseek-v3.1.jinja", DeepSeek{}, 3},
		{"glm-4.6.jinja", GLM{}, 3},
	} {
		want := want[:tc.calls]
		calls := make([]tokenizer.ToolCall, len(want))
		for i, c := range want {
			calls[i] = tokenizer.ToolCall{ID: "call_" + c.Name, Type: "function", Function: tokenizer.FunctionCall{Name: c.Name, Arguments: c.Arguments}}
		}
		msgs := []tokenizer.Message{{Role: "user", Content: "weather?"}, {Role: "assistant", ToolCalls: calls}}
		name := tc.template
		if name == "" {
			name = "deepseek-v3"
		}
		t.Run(name, func(t *testing.T) {
			tok, err := tokenizer.Load(tokDir)
			if err != nil {
				t.Fatal(err)
			}
			if tc.template != "" {
				src, err := os.ReadFile(filepath.Join("../../testdata/tokenizers/templates", tc.template))
				if err != nil {
					t.Fatal(err)
				}
				if err := tok.SetChatTemplate(string(src)); err != nil {
					t.Fatal(err)
				}
			}
			text, err := tok.ApplyChatTemplate(msgs, false)
			if err != nil {
				t.Fatal(err)
			}
			at := strings.Index(text, tc.format.Start())
			if at < 0 {
				t.Fatalf("no %s in the render:\n%s", tc.format.Start(), text)
			}
			got, used := tc.format.Parse(text[at:], tools)
			if len(got) != len(want) {
				t.Fatalf("%d calls, want %d, from\n%s", len(got), len(want), text[at:])
			}
			for i := range want {
				if got[i].Name != want[i].Name || !sameJSON(t, got[i].Arguments, want[i].Arguments) {
					t.Errorf("call %d: %+v, want %+v", i, got[i], want[i])
				}
			}
			t.Logf("after the calls: %q", text[at+used:])
		})
	}
}

func sameJSON(t *testing.T, a, b string) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal([]byte(a), &x); err != nil {
		t.Errorf("%s: %v", a, err)
		return false
	}
	if err := json.Unmarshal([]byte(b), &y); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	return cmp.Equal(x, y)
}
