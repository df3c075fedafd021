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
	tk, dir, err := loadTokenizer("../../testdata/tokenizers/tiny", "", 1000)
	if err != nil || tk == nil {
		t.Fatalf("loadTokenizer: %v, %v (%s)", tk, err, dir)
	}
	msgs := []serve.ChatMessage{{Role: "user", Content: "hi"}}
	plain, err := tk.ApplyChatTemplate(msgs, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	with, err := tk.ApplyChatTemplate(msgs, true, map[string]any{"enable_thinking": false})
	if err != nil || with != plain {
		t.Errorf("an unused variable: %q, %v; want %q", with, err, plain)
	}
	_, err = tk.ApplyChatTemplate(msgs, true, map[string]any{"bos_token": "x"})
	if !errors.Is(err, serve.ErrTemplateVar) || !strings.Contains(err.Error(), `variable "bos_token" is the tokenizer's`) {
		t.Errorf("bos_token as a variable: %v, want an error wrapping serve.ErrTemplateVar", err)
	}
	if _, err := tk.ApplyChatTemplate(nil, true, nil); err == nil || errors.Is(err, serve.ErrTemplateVar) {
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
	tk, _, err := loadTokenizer(dir, "", 1000)
	if err != nil {
		t.Fatal(err)
	}
	got, err := thinkTokens(tk)
	if err != nil || got == nil || *got != (serve.ThinkTokens{Start: 200, End: 201}) {
		t.Errorf("thinkTokens = %+v, %v; want 200 and 201", got, err)
	}
	tiny, _, err := loadTokenizer("../../testdata/tokenizers/tiny", "", 1000)
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
