package tokenizer

import (
	"errors"
	"fmt"
	"strings"
)

// Message is one turn of a conversation, as in OpenAI's chat API.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
	// ToolCalls are an assistant's calls. An assistant message with tool calls and no content
	// reaches the template with content none, as the OpenAI API sends it (content null).
	ToolCalls  []ToolCall `json:"tool_calls,omitempty"`
	ToolCallID string     `json:"tool_call_id,omitempty"`
	Name       string     `json:"name,omitempty"`
}

// ToolCall is one function call of an assistant message.
type ToolCall struct {
	ID       string       `json:"id,omitempty"`
	Type     string       `json:"type"`
	Function FunctionCall `json:"function"`
}

// FunctionCall names the function and carries its arguments as JSON text.
type FunctionCall struct {
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

// ErrTemplateVar is wrapped by the error of a template variable that may not be given.
var ErrTemplateVar = errors.New("a chat template variable that may not be given")

// ErrNoChatTemplate is returned by ApplyChatTemplate when tokenizer_config.json has none.
var ErrNoChatTemplate = errors.New("tokenizer: tokenizer_config.json has no chat_template, expected one for chat messages")

// HasChatTemplate reports whether ApplyChatTemplate can render.
func (t *Tokenizer) HasChatTemplate() bool { return t.chat != nil }

// ApplyChatTemplate renders messages with tokenizer_config.json's chat_template, as transformers'
// apply_chat_template(messages, tokenize=False, add_generation_prompt=...) does. The template sees
// messages, add_generation_prompt and the special token names (bos_token, eos_token, pad_token,
// unk_token). The result usually begins with the BOS text: encode it with Encode(s, false).
func (t *Tokenizer) ApplyChatTemplate(messages []Message, addGenerationPrompt bool) (string, error) {
	return t.ApplyChatTemplateVars(messages, addGenerationPrompt, nil)
}

// ApplyChatTemplateVars is ApplyChatTemplate with more variables for the template, as
// apply_chat_template's keyword arguments (enable_thinking for GLM-4.5, thinking for
// DeepSeek-V3.1): strings, numbers (int64 or float64), booleans, nil, and lists and maps of them.
// A variable may not take the name of one the template is given already.
func (t *Tokenizer) ApplyChatTemplateVars(messages []Message, addGenerationPrompt bool, vars map[string]any) (string, error) {
	if t.chat == nil {
		return "", ErrNoChatTemplate
	}
	for name := range vars {
		if err := t.checkVarName(name); err != nil {
			return "", err
		}
	}
	if len(messages) == 0 {
		return "", errors.New("chat template: no messages, expected at least one")
	}
	for i, m := range messages {
		if m.Role == "" {
			return "", fmt.Errorf("chat template: messages[%d]: empty role, expected system, user, assistant or tool", i)
		}
	}
	msgs := make([]any, len(messages))
	for i, m := range messages {
		v := map[string]any{"role": m.Role, "content": m.Content}
		if len(m.ToolCalls) > 0 {
			calls := make([]any, len(m.ToolCalls))
			for j, c := range m.ToolCalls {
				calls[j] = map[string]any{"id": c.ID, "type": c.Type,
					"function": map[string]any{"name": c.Function.Name, "arguments": c.Function.Arguments}}
			}
			v["tool_calls"] = calls
			if m.Content == "" {
				v["content"] = nil
			}
		}
		if m.ToolCallID != "" {
			v["tool_call_id"] = m.ToolCallID
		}
		if m.Name != "" {
			v["name"] = m.Name
		}
		msgs[i] = v
	}
	data := map[string]any{"messages": msgs, "add_generation_prompt": addGenerationPrompt}
	for k, v := range vars {
		data[k] = v
	}
	for k, v := range t.special {
		data[k] = v
	}
	out, err := t.chat.render(data)
	if err != nil {
		return "", fmt.Errorf("chat template: %v", err)
	}
	return out, nil
}

// checkVarName refuses a template variable that would take the place of one the template is
// given (messages, add_generation_prompt, the special tokens) or of the renderer's own.
func (t *Tokenizer) checkVarName(name string) error {
	var msg string
	switch {
	case name == "":
		msg = "a variable with an empty name, expected a name"
	case name == "messages" || name == "add_generation_prompt":
		msg = fmt.Sprintf("variable %q is the request's own, expected another name", name)
	case name == "bos_token" || name == "eos_token" || name == "pad_token" || name == "unk_token":
		msg = fmt.Sprintf("variable %q is the tokenizer's, expected another name", name)
	case strings.HasPrefix(name, renderVarPrefix):
		msg = fmt.Sprintf("variable %q is the renderer's, expected another name", name)
	default:
		return nil
	}
	return varError("chat template: " + msg)
}

// varError is the error of a template variable that may not be given: its text, wrapping
// ErrTemplateVar.
type varError string

func (e varError) Error() string { return string(e) }
func (e varError) Unwrap() error { return ErrTemplateVar }
