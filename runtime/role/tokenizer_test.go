package role

import (
	"errors"
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
