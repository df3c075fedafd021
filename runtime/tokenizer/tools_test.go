package tokenizer

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// toolSpec is scripts/tokenizer/tool_cases.json.
type toolSpec struct {
	Templates []struct {
		Name, Path, Arguments string
	} `json:"templates"`
	Tools json.RawMessage `json:"tools"`
	Cases []struct {
		Name                string         `json:"name"`
		Templates           []string       `json:"templates"`
		Tools               bool           `json:"tools"`
		AddGenerationPrompt bool           `json:"add_generation_prompt"`
		Vars                map[string]any `json:"vars"`
		Messages            []Message      `json:"messages"`
	} `json:"cases"`
	ToJSON []struct {
		Template string `json:"template"`
		X        string `json:"x"`
	} `json:"tojson"`
}

type toolReference struct {
	Renders []struct {
		Case, Template, Text, Error string
	} `json:"renders"`
	ToJSON []struct {
		Text, Error string
	} `json:"tojson"`
}

func loadToolSpec(t *testing.T) (toolSpec, toolReference) {
	t.Helper()
	var spec toolSpec
	var ref toolReference
	mustReadJSON("../../scripts/tokenizer/tool_cases.json", &spec)
	mustReadJSON(filepath.Join(testdata, "reference", "tools.json"), &ref)
	return spec, ref
}

// TestToolTemplates renders conversations with tools and tool calls through DeepSeek-V3's,
// DeepSeek-V3.1's and GLM-4.6's chat templates and compares with Jinja2's renders in
// transformers' environment (scripts/tokenizer/tool_reference.py). The templates take tool
// call arguments differently: the probe at load must find what the case file says of each.
// GLM-4.6's template prints an assistant's content even when it is none ("None" in Jinja2,
// nothing here, where none prints as ""), so its tool-call case gives content "" to the
// reference, as a client's empty content.
func TestToolTemplates(t *testing.T) {
	spec, ref := loadToolSpec(t)
	toks := map[string]*Tokenizer{}
	for _, tm := range spec.Templates {
		tok := mustLoadDir(t, filepath.Join(testdata, "deepseek-v3")) // its own: the template changes
		if strings.HasSuffix(tm.Path, ".jinja") {
			src, err := os.ReadFile(filepath.Join("../..", tm.Path))
			if err != nil {
				t.Fatal(err)
			}
			if err := tok.SetChatTemplate(string(src)); err != nil {
				t.Fatalf("%s: %v", tm.Name, err)
			}
		}
		if got, want := tok.ObjectArguments(), tm.Arguments == "object"; got != want {
			t.Errorf("%s: ObjectArguments() = %v, the case file says arguments are %s", tm.Name, got, tm.Arguments)
		}
		toks[tm.Name] = tok
	}
	i := 0
	for _, c := range spec.Cases {
		for _, name := range c.Templates {
			if i >= len(ref.Renders) {
				t.Fatalf("%d reference renders, expected more", len(ref.Renders))
			}
			r := ref.Renders[i]
			i++
			if r.Case != c.Name || r.Template != name {
				t.Fatalf("reference render %d is %q with %s, expected %q with %s: regenerate it", i-1, r.Case, r.Template, c.Name, name)
			}
			o := ChatOptions{AddGenerationPrompt: c.AddGenerationPrompt, Vars: c.Vars}
			if c.Tools {
				o.Tools = spec.Tools
			}
			got, err := toks[name].RenderChat(c.Messages, o)
			switch {
			case r.Error != "" && err == nil:
				t.Errorf("%s, %s: rendered, the reference failed: %s", c.Name, name, r.Error)
			case r.Error == "" && err != nil:
				t.Errorf("%s, %s: %v", c.Name, name, err)
			case r.Error == "":
				if diff := cmp.Diff(r.Text, got); diff != "" {
					t.Errorf("%s, %s: render (-reference +got):\n%s", c.Name, name, diff)
				}
			}
		}
	}
	if i != len(ref.Renders) {
		t.Errorf("%d reference renders, the cases make %d: regenerate it", len(ref.Renders), i)
	}
}

// TestToJSON compares the templates' tojson with json.dumps as transformers calls it.
func TestToJSON(t *testing.T) {
	spec, ref := loadToolSpec(t)
	if len(ref.ToJSON) != len(spec.ToJSON) {
		t.Fatalf("%d reference renders for %d tojson cases", len(ref.ToJSON), len(spec.ToJSON))
	}
	for i, c := range spec.ToJSON {
		tmpl, err := compileTemplate(c.Template)
		if err != nil {
			t.Fatalf("%s: %v", c.Template, err)
		}
		x, err := jsonValue([]byte(c.X))
		if err != nil {
			t.Fatalf("%s: %v", c.X, err)
		}
		got, err := tmpl.render(map[string]any{"x": x})
		r := ref.ToJSON[i]
		switch {
		case r.Error != "" && err == nil:
			t.Errorf("%s: rendered %q, the reference failed: %s", c.Template, got, r.Error)
		case r.Error == "" && err != nil:
			t.Errorf("%s: %v", c.Template, err)
		case got != r.Text:
			t.Errorf("%s of %s:\n got %s\nwant %s", c.Template, c.X, got, r.Text)
		}
	}
}

func TestPyFloat(t *testing.T) {
	for f, want := range map[float64]string{
		1: "1.0", 0.1: "0.1", 100: "100.0", 1e15: "1000000000000000.0", 1e16: "1e+16", 1e22: "1e+22",
		123456789: "123456789.0", 0.0001: "0.0001", 0.00012: "0.00012", 1e-5: "1e-05", -1.5e-7: "-1.5e-07",
		5e-324: "5e-324", 1.7976931348623157e308: "1.7976931348623157e+308", math.Inf(1): "Infinity",
		math.Inf(-1): "-Infinity",
	} {
		if got := pyFloat(f); got != want {
			t.Errorf("pyFloat(%v) = %q, want %q", f, got, want)
		}
	}
	if got := pyFloat(math.NaN()); got != "NaN" {
		t.Errorf("pyFloat(NaN) = %q", got)
	}
}

func TestRenameFilter(t *testing.T) {
	for in, want := range map[string]string{
		" x | tojson ":                     " x | J ",
		"x|tojson(indent=2)":               "x|J(indent=2)",
		"'a | tojson' ~ (x |\n tojson)":    "'a | tojson' ~ (x |\n J)",
		`"q\" | tojson" | tojson`:          `"q\" | tojson" | J`,
		"x | tojsonish | upper":            "x | tojsonish | upper",
		"set y = x | tojson if a else b":   "set y = x | J if a else b",
		"x or tojson | length":             "x or tojson | length",
		"'unterminated | tojson":           "'unterminated | tojson",
		"a | trim | tojson | replace(1,2)": "a | trim | J | replace(1,2)",
	} {
		if got := renameFilter(in, "tojson", "J"); got != want {
			t.Errorf("renameFilter(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestJSONValue checks the order of members and the kinds of numbers, and refusals.
func TestJSONValue(t *testing.T) {
	v, err := jsonValue([]byte(`{"z": 1, "a": [2.0, -3, 1e400], "m": {"b": null, "a": true}, "z": "again"}`))
	if err != nil {
		t.Fatal(err)
	}
	if got := v.AsDict().OrderedKeys(); !cmp.Equal(got, []string{"z", "a", "m"}) {
		t.Errorf("keys %v, want [z a m]", got)
	}
	z, _ := v.AsDict().Get("z")
	a, _ := v.AsDict().Get("a")
	if !z.IsString() || !a.AsList().Get(0).IsFloat() || !a.AsList().Get(1).IsInt() || !math.IsInf(a.AsList().Get(2).AsFloat(), 1) {
		t.Errorf("values %s, %s: want a string, then a float, an int and an infinite float", z, a)
	}
	for _, bad := range []string{``, `{"a": }`, `[1] [2]`, `[1] x`, `{"a": 1`} {
		if _, err := jsonValue([]byte(bad)); err == nil {
			t.Errorf("jsonValue(%q): no error", bad)
		}
	}
}

// TestChatTemplateFile: a chat_template.jinja beside tokenizer.json takes the place of
// tokenizer_config.json's template, as transformers loads it.
func TestChatTemplateFile(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"tokenizer.json", "tokenizer_config.json"} {
		b, err := os.ReadFile(filepath.Join(testdata, "tiny", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	msgs := []Message{{Role: "user", Content: "hi"}}
	before, err := mustLoadDir(t, dir).ApplyChatTemplate(msgs, true)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ChatTemplateFile), []byte("{% for m in messages %}[{{ m.role }}] {{ m.content }}{% endfor %}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	after, err := mustLoadDir(t, dir).ApplyChatTemplate(msgs, true)
	if err != nil {
		t.Fatal(err)
	}
	if after != "[user] hi" || after == before {
		t.Errorf("with %s: %q (before %q), want %q", ChatTemplateFile, after, before, "[user] hi")
	}
	if err := os.WriteFile(filepath.Join(dir, ChatTemplateFile), []byte("{% for m in messages %}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir); err == nil || !strings.HasPrefix(err.Error(), ChatTemplateFile+": ") {
		t.Errorf("a broken %s: %v, expected an error naming the file", ChatTemplateFile, err)
	}
}

func mustLoadDir(t *testing.T, dir string) *Tokenizer {
	t.Helper()
	tok, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// TestToolsVariable: tools is none without tools (as transformers passes it), may not be given
// as a variable, and must be a JSON array.
func TestToolsVariable(t *testing.T) {
	tok := mustLoadDir(t, filepath.Join(testdata, "tiny"))
	if err := tok.SetChatTemplate("{{ tools is none }} {{ documents is none }} {{ tools | length if tools else 0 }}"); err != nil {
		t.Fatal(err)
	}
	msgs := []Message{{Role: "user", Content: "x"}}
	for tools, want := range map[string]string{"": "True True 0", `[{"type": "function"}, {}]`: "False True 2"} {
		got, err := tok.RenderChat(msgs, ChatOptions{Tools: json.RawMessage(tools)})
		if err != nil || got != want {
			t.Errorf("tools %q: %q, %v, want %q", tools, got, err, want)
		}
	}
	if _, err := tok.RenderChat(msgs, ChatOptions{Tools: json.RawMessage(`{"a": 1}`)}); err == nil || !strings.Contains(err.Error(), "not a JSON array") {
		t.Errorf("tools as an object: %v", err)
	}
	for _, name := range []string{"tools", "documents"} {
		if _, err := tok.RenderChat(msgs, ChatOptions{Vars: map[string]any{name: 1}}); err == nil || !strings.Contains(err.Error(), "request's own") {
			t.Errorf("variable %s: %v, expected a refusal", name, err)
		}
	}
}
