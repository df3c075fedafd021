package tokenizer

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/ardanlabs/jinja"
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
	// ReasoningContent is an assistant's reasoning, which some templates show (GLM-4.5's, for
	// the turns after the last user message).
	ReasoningContent string `json:"reasoning_content,omitempty"`
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
	return t.RenderChat(messages, ChatOptions{AddGenerationPrompt: addGenerationPrompt})
}

// ApplyChatTemplateVars is ApplyChatTemplate with more variables for the template (see
// ChatOptions.Vars).
func (t *Tokenizer) ApplyChatTemplateVars(messages []Message, addGenerationPrompt bool, vars map[string]any) (string, error) {
	return t.RenderChat(messages, ChatOptions{AddGenerationPrompt: addGenerationPrompt, Vars: vars})
}

// ChatOptions are what a chat render takes besides the messages.
type ChatOptions struct {
	// AddGenerationPrompt ends the text with the opening of the assistant's turn.
	AddGenerationPrompt bool
	// Vars are more variables for the template, as apply_chat_template's keyword arguments
	// (enable_thinking for GLM-4.5, thinking for DeepSeek-V3.1): strings, numbers (int64 or
	// float64), booleans, nil, and lists and maps of them. A variable may not take the name of one
	// the template is given already.
	Vars map[string]any
	// Tools are the functions the model may call: a JSON array of OpenAI tool objects, which the
	// template sees as tools, each object's members in the order written. nil: tools is none.
	Tools json.RawMessage
}

// RenderChat renders messages with the chat template, as transformers' apply_chat_template does.
// An assistant's tool call arguments reach the template as the JSON text they are, or as the
// object that text holds when the template reads arguments as a mapping (GLM-4.5's does; see
// ObjectArguments).
func (t *Tokenizer) RenderChat(messages []Message, o ChatOptions) (string, error) {
	if t.chat == nil {
		return "", ErrNoChatTemplate
	}
	for name := range o.Vars {
		if err := t.checkVarName(name); err != nil {
			return "", err
		}
	}
	if len(messages) == 0 {
		return "", errors.New("chat template: no messages, expected at least one")
	}
	msgs, err := messageValues(messages, t.objectArgs)
	if err != nil {
		return "", err
	}
	tools := jinja.None()
	if len(o.Tools) > 0 {
		if tools, err = jsonValue(o.Tools); err != nil {
			return "", fmt.Errorf("chat template: tools: %v", err)
		}
		if !tools.IsList() {
			return "", errors.New("chat template: tools: not a JSON array, expected one")
		}
	}
	return t.render(msgs, tools, o.AddGenerationPrompt, o.Vars)
}

// render renders the template over messages and tools made ready for it.
func (t *Tokenizer) render(msgs, tools jinja.Value, gen bool, vars map[string]any) (string, error) {
	data := map[string]any{"messages": msgs, "add_generation_prompt": gen, "tools": tools, "documents": jinja.None()}
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

// messageValues makes messages the list the template reads: each a mapping of role, content
// (none for an assistant's tool calls without text), and reasoning_content, tool_calls,
// tool_call_id and name where set. objectArgs gives tool call arguments as objects.
func messageValues(messages []Message, objectArgs bool) (jinja.Value, error) {
	list := make([]jinja.Value, len(messages))
	for i, m := range messages {
		if m.Role == "" {
			return jinja.Undefined(), fmt.Errorf("chat template: messages[%d]: empty role, expected system, user, assistant or tool", i)
		}
		v := jinja.NewDict()
		d := v.AsDict()
		d.Set("role", jinja.NewString(m.Role))
		if len(m.ToolCalls) > 0 && m.Content == "" {
			d.Set("content", jinja.None())
		} else {
			d.Set("content", jinja.NewString(m.Content))
		}
		if m.ReasoningContent != "" {
			d.Set("reasoning_content", jinja.NewString(m.ReasoningContent))
		}
		if len(m.ToolCalls) > 0 {
			calls := make([]jinja.Value, len(m.ToolCalls))
			for j, c := range m.ToolCalls {
				args := jinja.NewString(c.Function.Arguments)
				if objectArgs {
					var err error
					if args, err = jsonValue([]byte(c.Function.Arguments)); err != nil {
						return jinja.Undefined(), fmt.Errorf("chat template: messages[%d].tool_calls[%d].function.arguments: %v, expected JSON (this template reads arguments as an object)", i, j, err)
					}
				}
				fn := jinja.NewDict()
				fn.AsDict().Set("name", jinja.NewString(c.Function.Name))
				fn.AsDict().Set("arguments", args)
				call := jinja.NewDict()
				call.AsDict().Set("id", jinja.NewString(c.ID))
				call.AsDict().Set("type", jinja.NewString(c.Type))
				call.AsDict().Set("function", fn)
				calls[j] = call
			}
			d.Set("tool_calls", jinja.NewList(calls))
		}
		if m.ToolCallID != "" {
			d.Set("tool_call_id", jinja.NewString(m.ToolCallID))
		}
		if m.Name != "" {
			d.Set("name", jinja.NewString(m.Name))
		}
		list[i] = v
	}
	return jinja.NewList(list), nil
}

// ChatTemplateReads reports whether the chat template names the variable name anywhere in its
// tags (a template that never names tools shows the model no tools).
func (t *Tokenizer) ChatTemplateReads(name string) bool {
	return t.chat != nil && t.chat.names(name)
}

// ObjectArguments reports whether the chat template reads a tool call's arguments as an object
// (GLM-4.5's iterates over arguments.items()) rather than as JSON text (DeepSeek-V3's prints
// it). OpenAI's API sends arguments as text; transformers' documentation asks for objects, and
// templates were written both ways. Load finds out by rendering one call both ways (probeArgs).
func (t *Tokenizer) ObjectArguments() bool { return t.objectArgs }

// The call probeArgs renders.
const (
	probeArgKey  = "afdc_probe_argument"
	probeArgJSON = `{"` + probeArgKey + `": "afdc_probe_value"}`
)

// probeArgs renders a user message and an assistant's call with arguments first as text: when
// the text shows in the render, the template prints arguments. Else with arguments as an
// object: when its key shows, the template reads objects. Text otherwise (a template that shows
// no tool calls).
func (t *Tokenizer) probeArgs() bool {
	msgs := []Message{{Role: "user", Content: "x"}, {Role: "assistant", ToolCalls: []ToolCall{
		{ID: "call_0", Type: "function", Function: FunctionCall{Name: "afdc_probe", Arguments: probeArgJSON}}}}}
	for _, object := range []bool{false, true} {
		v, err := messageValues(msgs, object)
		if err != nil {
			return false
		}
		out, err := t.render(v, jinja.None(), false, nil)
		switch {
		case err != nil:
		case !object && strings.Contains(out, probeArgJSON):
			return false
		case object && strings.Contains(out, probeArgKey):
			return true
		}
	}
	return false
}

// checkVarName refuses a template variable that would take the place of one the template is
// given (messages, add_generation_prompt, the special tokens) or of the renderer's own.
func (t *Tokenizer) checkVarName(name string) error {
	var msg string
	switch {
	case name == "":
		msg = "a variable with an empty name, expected a name"
	case name == "messages" || name == "add_generation_prompt" || name == "tools" || name == "documents":
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
