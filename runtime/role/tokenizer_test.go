package role

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/runtime/serve"
)

// TestServingTokenizerVars: the checkpoint's tokenizer renders a chat with the request's template
// variables, and a variable it may not be given comes back as serve.ErrTemplateVar, so that the
// server names chat_template_kwargs.
func TestServingTokenizerVars(t *testing.T) {
	tk, dir, err := loadTokenizer("../../testdata/tokenizers/tiny", "", "", 1000)
	if err != nil || tk == nil {
		t.Fatalf("loadTokenizer: %v, %v (%s)", tk, err, dir)
	}
	msgs := []serve.ChatMessage{{Role: "user", Content: "hi"}}
	plain, err := tk.ApplyChatTemplate(serve.Chat{Messages: msgs, AddGenerationPrompt: true})
	if err != nil {
		t.Fatal(err)
	}
	with, err := tk.ApplyChatTemplate(serve.Chat{Messages: msgs, AddGenerationPrompt: true, Vars: map[string]any{"enable_thinking": false}})
	if err != nil || with != plain {
		t.Errorf("an unused variable: %q, %v; want %q", with, err, plain)
	}
	_, err = tk.ApplyChatTemplate(serve.Chat{Messages: msgs, AddGenerationPrompt: true, Vars: map[string]any{"bos_token": "x"}})
	if !errors.Is(err, serve.ErrTemplateVar) || !strings.Contains(err.Error(), `variable "bos_token" is the tokenizer's`) {
		t.Errorf("bos_token as a variable: %v, want an error wrapping serve.ErrTemplateVar", err)
	}
	if _, err := tk.ApplyChatTemplate(serve.Chat{AddGenerationPrompt: true}); err == nil || errors.Is(err, serve.ErrTemplateVar) {
		t.Errorf("no messages: %v, want an error that is not about variables", err)
	}
}

// TestThinkTokens: --reasoning-parser think takes the tokenizer's <think> and </think> ids, and
// says what is missing when the tokenizer lacks them or there is none.
func TestThinkTokens(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"tokenizer.json", "tokenizer_config.json"} {
		data, err := os.ReadFile(filepath.Join("../../testdata/tokenizers/tiny", name))
		if err != nil {
			t.Fatal(err)
		}
		if name == "tokenizer.json" {
			var tok map[string]any
			if err := json.Unmarshal(data, &tok); err != nil {
				t.Fatal(err)
			}
			tok["added_tokens"] = append(tok["added_tokens"].([]any),
				map[string]any{"id": 200, "content": "<think>", "special": false},
				map[string]any{"id": 201, "content": "</think>", "special": false})
			data, _ = json.Marshal(tok)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tk, _, err := loadTokenizer(dir, "", "", 1000)
	if err != nil {
		t.Fatal(err)
	}
	got, err := thinkTokens(tk)
	if err != nil || got == nil || *got != (serve.ThinkTokens{Start: 200, End: 201}) {
		t.Errorf("thinkTokens = %+v, %v; want 200 and 201", got, err)
	}
	tiny, _, err := loadTokenizer("../../testdata/tokenizers/tiny", "", "", 1000)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := thinkTokens(tiny); err == nil || err.Error() != "--reasoning-parser think: the tokenizer has no <think> token, expected both <think> and </think>" {
		t.Errorf("a tokenizer without them: %v", err)
	}
	if _, err := thinkTokens(nil); err == nil || !strings.Contains(err.Error(), "no tokenizer") {
		t.Errorf("no tokenizer: %v", err)
	}
}

// TestToolCallParser: auto finds DeepSeek's format in DeepSeek-V3's tokenizer and none in the tiny
// one; a format named on the command line must have its tokens; the reader parses the text of
// ids with special tokens kept.
func TestToolCallParser(t *testing.T) {
	ds, _, err := loadTokenizer("../../testdata/tokenizers/deepseek-v3", "", "", 129280)
	if err != nil {
		t.Fatal(err)
	}
	tiny, _, err := loadTokenizer("../../testdata/tokenizers/tiny", "", "", 1000)
	if err != nil {
		t.Fatal(err)
	}
	p, f, err := toolCalls("auto", ds)
	if err != nil || f == nil || f.Name() != "deepseek" {
		t.Fatalf("auto on DeepSeek-V3's tokenizer: %v, %v", f, err)
	}
	if want, _ := ds.(servingTokenizer).t.TokenID("<｜tool▁calls▁begin｜>"); p.Start() != want {
		t.Errorf("start %d, want %d", p.Start(), want)
	}
	text := "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{\"city\": \"Paris\"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
	ids, err := ds.Encode(text+" bye", false)
	if err != nil {
		t.Fatal(err)
	}
	calls, rest := p.Parse(ids, nil)
	if len(calls) != 1 || calls[0].Name != "get_weather" || calls[0].Arguments != `{"city": "Paris"}` || rest != " bye" {
		t.Errorf("Parse: %+v, rest %q", calls, rest)
	}
	for _, tc := range []struct {
		name string
		tok  serve.Tokenizer
		want string // "" : no reader, no error
	}{
		{"auto", tiny, ""},
		{"auto", nil, ""},
		{"none", ds, ""},
		{"glm", ds, "--tool-call-parser glm: the tokenizer has no <tool_call> token, expected all of <tool_call> </tool_call>"},
		{"deepseek", nil, "--tool-call-parser deepseek: no tokenizer"},
		{"hermes", ds, `tool-call format "hermes", expected one of deepseek, glm`},
	} {
		p, f, err := toolCalls(tc.name, tc.tok)
		if tc.want == "" && (err != nil || p != nil || f != nil) || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%s: %v, %v, %v; want %q", tc.name, p, f, err, tc.want)
		}
	}
}

// TestChatTemplateFlag: --chat-template replaces the tokenizer's template (DeepSeek-V3's never
// reads tools; GLM-4.6's does); a missing file, or no tokenizer to render with, is an error.
func TestChatTemplateFlag(t *testing.T) {
	const dsDir = "../../testdata/tokenizers/deepseek-v3"
	ds, _, err := loadTokenizer(dsDir, "", "", 129280)
	if err != nil {
		t.Fatal(err)
	}
	if templateShowsTools(ds) {
		t.Error("DeepSeek-V3's own template: reads tools, want not")
	}
	glm, _, err := loadTokenizer(dsDir, "", "../../testdata/tokenizers/templates/glm-4.6.jinja", 129280)
	if err != nil {
		t.Fatal(err)
	}
	if !templateShowsTools(glm) {
		t.Error("GLM-4.6's template: does not read tools, want it to")
	}
	out, err := glm.ApplyChatTemplate(serve.Chat{Messages: []serve.ChatMessage{{Role: "user", Content: "hi"}}, AddGenerationPrompt: true})
	if err != nil || !strings.HasPrefix(out, "[gMASK]<sop><|user|>") {
		t.Errorf("render with --chat-template: %q, %v", out, err)
	}
	if _, _, err := loadTokenizer(dsDir, "", filepath.Join(t.TempDir(), "none.jinja"), 129280); err == nil || !strings.HasPrefix(err.Error(), "--chat-template: ") {
		t.Errorf("a missing template file: %v", err)
	}
	if _, _, err := loadTokenizer("", t.TempDir(), "x.jinja", 129280); err == nil || !strings.Contains(err.Error(), "--chat-template: no tokenizer") {
		t.Errorf("no tokenizer: %v", err)
	}
}
