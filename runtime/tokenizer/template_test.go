package tokenizer

import (
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTemplateWhitespace renders scripts/tokenizer/template_cases.json, whitespace-control corners
// of Jinja, and compares with Jinja2 in the environment transformers renders chat templates in.
func TestTemplateWhitespace(t *testing.T) {
	var cases []struct {
		Template string         `json:"template"`
		Vars     map[string]any `json:"vars"`
	}
	mustReadJSON("../../scripts/tokenizer/template_cases.json", &cases)
	var ref chatReference
	mustReadJSON(filepath.Join(testdata, "reference", "templates.json"), &ref)
	if len(ref.Renders) != len(cases) {
		t.Fatalf("%d reference renders for %d cases, expected one each", len(ref.Renders), len(cases))
	}
	for i, c := range cases {
		ct, err := compileTemplate(c.Template)
		if err != nil {
			t.Errorf("case %d %q: %v", i, c.Template, err)
			continue
		}
		if c.Vars == nil {
			c.Vars = map[string]any{}
		}
		got, err := ct.render(c.Vars)
		if err != nil {
			t.Errorf("case %d %q: %v", i, c.Template, err)
			continue
		}
		if diff := cmp.Diff(ref.Renders[i].Text, got); diff != "" {
			t.Errorf("case %d %q (-jinja2 +got):\n%s", i, c.Template, diff)
		}
	}
}

func TestTemplateLexErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"a {{ b", "line 1: {{ opened and never closed, expected }}"},
		{"a\n{% if x }}", "line 2: {% opened and never closed, expected %}"},
		{"{% raw %}x", "line 1: raw block never ends, expected {% endraw %}"},
	} {
		_, err := compileTemplate(tc.src)
		if err == nil || err.Error() != tc.want {
			t.Errorf("compileTemplate(%q) error = %v, expected %q", tc.src, err, tc.want)
		}
	}
}
