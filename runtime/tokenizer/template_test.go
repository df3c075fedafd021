package tokenizer

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// TestTemplateLimits: a template whose rendering does not end fails with the limit it ran into,
// before it takes the memory or the time, and one within the limits renders as before.
func TestTemplateLimits(t *testing.T) {
	defer func(d time.Duration) { maxRenderTime = d }(maxRenderTime)
	for _, tc := range []struct {
		src, want string
		time      time.Duration // maxRenderTime; 0: the default
	}{
		{"{% for i in range(100000000) %}{{ i }}{% endfor %}", "range(100000000) of 100000000 items, expected at most 1048576 for one chat", 0},
		{"{% for i in range(0, 9223372036854775807, 2) %}{% endfor %}", "range(0, 9223372036854775807, 2) of 4611686018427387904 items, expected at most 1048576", 0},
		{"{% for i in range(100) %}{{ 'abcdefghij' * 100000 }}x{% endfor %}", "output of more than 16 MiB, expected at most 16 MiB for one chat", 0},
		// Within the counts but slow: each iteration copies the string the ones before built.
		{"{% set ns = namespace(s='') %}{% for i in range(1000000) %}{% set ns.s = ns.s ~ '0123456789' * 10 %}{% endfor %}{{ ns.s }}", "took more than 300ms, expected at most 300ms for one chat", 300 * time.Millisecond},
		{"{% for i in range(2000) %}{% for j in range(2000) %}{% endfor %}{% endfor %}", "more than 1048576 loop iterations and macro calls, expected at most 1048576 for one chat", 0},
		{"{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}{{ f(0) }}", "macro calls nested more than 256 deep, expected at most 256", 0},
		{"{% for i in range(1, 2, 0) %}{% endfor %}", "range: step 0, expected a nonzero step", 0},
	} {
		ct, err := compileTemplate(tc.src)
		if err != nil {
			t.Fatalf("compileTemplate(%q): %v", tc.src, err)
		}
		maxRenderTime = 5 * time.Second
		if tc.time > 0 {
			maxRenderTime = tc.time
		}
		if _, err := ct.render(map[string]any{}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("render(%q) error = %v, expected %q", tc.src, err, tc.want)
		}
	}
	for _, tc := range []struct{ src, want string }{
		{"{% for i in range(3) %}{{ i }},{% endfor %}{{ range(5, 0, -2) }} {{ range(2.7) }} {{ range(-3) }}", "0,1,2,[5, 3, 1] [0, 1] []"},
		{"{% macro f(n) %}{% if n > 0 %}{{ n }}{{ f(n - 1) }}{% endif %}{% endmacro %}{% for i in range(200) %}{{ f(3) }}{% endfor %}", strings.Repeat("321", 200)},
		{"{{ [1, 'a'] }}{{ none }}{{ true }}{{ 1.5 }}{{ {'k': 2} }}", "[1, 'a']True1.5{'k': 2}"},
	} {
		ct, err := compileTemplate(tc.src)
		if err != nil {
			t.Fatalf("compileTemplate(%q): %v", tc.src, err)
		}
		if got, err := ct.render(map[string]any{}); err != nil || got != tc.want {
			t.Errorf("render(%q) = %q, %v, expected %q", tc.src, got, err, tc.want)
		}
	}
}
