package tokenizer

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

type chatCase struct {
	Name                string    `json:"name"`
	AddGenerationPrompt bool      `json:"add_generation_prompt"`
	Messages            []Message `json:"messages"`
}

type chatReference struct {
	Renders []struct {
		Name  string `json:"name"`
		Text  string `json:"text"`
		Error string `json:"error"`
	} `json:"renders"`
}

// TestChatTemplate renders every case of scripts/tokenizer/chat_cases.json and compares with
// transformers' apply_chat_template. A case the reference refuses must be refused here too.
func TestChatTemplate(t *testing.T) {
	var cases []chatCase
	mustReadJSON("../../scripts/tokenizer/chat_cases.json", &cases)
	for _, name := range []string{"deepseek-v3", "tiny"} {
		t.Run(name, func(t *testing.T) {
			tok := load(t, name)
			if !tok.HasChatTemplate() {
				t.Fatal("no chat template")
			}
			var ref chatReference
			mustReadJSON(filepath.Join(testdata, "reference", name+".chat.json"), &ref)
			if len(ref.Renders) != len(cases) {
				t.Fatalf("%d reference renders for %d cases, expected one each", len(ref.Renders), len(cases))
			}
			for i, c := range cases {
				r := ref.Renders[i]
				got, err := tok.ApplyChatTemplate(c.Messages, c.AddGenerationPrompt)
				switch {
				case r.Error != "" && err == nil:
					t.Errorf("%s: rendered %q, the reference refused it: %s", c.Name, got, r.Error)
				case r.Error == "" && err != nil:
					t.Errorf("%s: %v", c.Name, err)
				case r.Error == "":
					if diff := cmp.Diff(r.Text, got); diff != "" {
						t.Errorf("%s: render (-reference +got):\n%s", c.Name, diff)
					}
				}
			}
		})
	}
}

// TestChatTemplateEncode checks that a rendered conversation encodes with its BOS and role
// markers as single tokens when encoded without adding another BOS.
func TestChatTemplateEncode(t *testing.T) {
	tok := load(t, "deepseek-v3")
	s, err := tok.ApplyChatTemplate([]Message{{Role: "user", Content: "hi"}}, true)
	if err != nil {
		t.Fatal(err)
	}
	ids, err := tok.Encode(s, false)
	if err != nil {
		t.Fatal(err)
	}
	user, _ := tok.TokenID("<｜User｜>")
	assistant, _ := tok.TokenID("<｜Assistant｜>")
	hi, _ := tok.Encode("hi", false)
	want := append(append([]int32{tok.BOS(), user}, hi...), assistant)
	if diff := cmp.Diff(want, ids); diff != "" {
		t.Errorf("encoded chat (-want +got):\n%s", diff)
	}
}

func TestChatTemplateErrors(t *testing.T) {
	tok := load(t, "tiny")
	for _, tc := range []struct {
		msgs []Message
		want string
	}{
		{nil, "chat template: no messages, expected at least one"},
		{[]Message{{Role: "user", Content: "a"}, {Content: "b"}}, "chat template: messages[1]: empty role, expected system, user, assistant or tool"},
	} {
		_, err := tok.ApplyChatTemplate(tc.msgs, true)
		if err == nil || err.Error() != tc.want {
			t.Errorf("ApplyChatTemplate(%v) error = %v, expected %q", tc.msgs, err, tc.want)
		}
	}
}

// TestChatTemplateVars: variables beside the messages reach the template with their types (the
// request's chat_template_kwargs: GLM-4.5's enable_thinking, DeepSeek-V3.1's thinking), absent ones
// stay undefined, and none may take a given variable's name.
func TestChatTemplateVars(t *testing.T) {
	tok, cfg := tinyFiles(t)
	cfg["chat_template"] = "{{ enable_thinking }}|{{ n + 1 }}|{{ f }}|{{ xs|length }}|{{ m.k }}|{{ none_ is none }}|{{ bos_token }}" +
		"{% if enable_thinking is defined and not enable_thinking %}/nothink{% endif %}"
	tj, _ := json.Marshal(tok)
	cj, _ := json.Marshal(cfg)
	tk, err := New(tj, cj)
	if err != nil {
		t.Fatal(err)
	}
	msgs := []Message{{Role: "user", Content: "hi"}}
	got, err := tk.ApplyChatTemplateVars(msgs, true, map[string]any{"enable_thinking": false, "n": int64(3), "f": 0.5,
		"xs": []any{"a", "b"}, "m": map[string]any{"k": "v"}, "none_": nil})
	if want := "False|4|0.5|2|v|True|<s>/nothink"; err != nil || got != want {
		t.Errorf("with variables: %q, %v; want %q", got, err, want)
	}
	cfg["chat_template"] = "{% if enable_thinking is defined and not enable_thinking %}/nothink{% else %}think{% endif %}"
	cj, _ = json.Marshal(cfg)
	if tk, err = New(tj, cj); err != nil {
		t.Fatal(err)
	}
	if got, err := tk.ApplyChatTemplate(msgs, true); err != nil || got != "think" {
		t.Errorf("without variables: %q, %v; want think", got, err)
	}
	for name, want := range map[string]string{
		"messages":              `chat template: variable "messages" is the request's own, expected another name`,
		"add_generation_prompt": `chat template: variable "add_generation_prompt" is the request's own, expected another name`,
		"eos_token":             `chat template: variable "eos_token" is the tokenizer's, expected another name`,
		"afdc_template_print_":  `chat template: variable "afdc_template_print_" is the renderer's, expected another name`,
		"":                      "chat template: a variable with an empty name, expected a name",
	} {
		if _, err := tk.ApplyChatTemplateVars(msgs, true, map[string]any{name: true}); err == nil || err.Error() != want || !errors.Is(err, ErrTemplateVar) {
			t.Errorf("variable %q: %v, want %q wrapping ErrTemplateVar", name, err, want)
		}
	}
}
