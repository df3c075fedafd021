package serve

import (
	"encoding/json"
	"errors"
	"strings"
	"unicode/utf8"
)

// Tokenizer is what the server needs of a model's tokenizer to take text prompts and chat messages
// and to answer with text. The executables adapt the checkpoint's tokenizer.json to it; a server
// without one (Config.Tokenizer nil) takes token ids only and answers text requests with a 400.
// Implementations must be safe for concurrent use: every request handler calls them.
type Tokenizer interface {
	// Encode returns the ids of text. addSpecial adds what the tokenizer's configuration puts
	// around a prompt (BOS); a rendered chat template already holds its own.
	Encode(text string, addSpecial bool) ([]int32, error)
	// Decode returns the text of ids, leaving out special tokens. It must be a pure function of
	// ids: a byte sequence cut inside a character decodes to U+FFFD, which the streaming decoder
	// relies on to hold that character back until its last byte arrives.
	Decode(ids []int32) string
	// ApplyChatTemplate renders a chat with the model's chat template. A variable the template
	// may not be given is an error wrapping ErrTemplateVar.
	ApplyChatTemplate(c Chat) (string, error)
	// EOS lists the ids that end a generation unless the request sets ignore_eos.
	EOS() []int32
}

// ByteTokenizer is a Tokenizer that gives each token's bytes and tells special tokens apart:
// what constraining an answer to JSON (response_format json_object) needs.
type ByteTokenizer interface {
	Tokenizer
	// TokenBytes returns the bytes id decodes to (nil for an unknown id); the caller does not
	// change them.
	TokenBytes(id int32) []byte
	// IsSpecial reports whether id is a special token (BOS, EOS, role markers).
	IsSpecial(id int32) bool
}

// ErrTemplateVar is wrapped by a Tokenizer's error for a chat template variable that may not be
// given (one the template is given already): the request's chat_template_kwargs is at fault.
var ErrTemplateVar = errors.New("a chat template variable that may not be given")

// Chat is what a chat request gives the chat template.
type Chat struct {
	Messages []ChatMessage
	// AddGenerationPrompt ends the text with the opening of the assistant's turn.
	AddGenerationPrompt bool
	// Vars (nil: none) are more variables for the template, the request's chat_template_kwargs
	// (strings, int64 and float64 numbers, booleans, nil, []any and map[string]any).
	Vars map[string]any
	// Tools is the request's tools as sent, a JSON array (nil: none).
	Tools json.RawMessage
}

// ChatMessage is one message of a chat request, its content flattened to text.
type ChatMessage struct {
	Role    string
	Content string
	// ToolCalls are an assistant's calls (its content "" when it has none); ToolCallID names the
	// call a tool message answers; Name is the author's name; ReasoningContent an assistant's
	// reasoning, as a client sends back an earlier answer.
	ToolCalls        []ToolCall
	ToolCallID, Name string
	ReasoningContent string
}

// ToolCall is one function call of an assistant message: Arguments is JSON text.
type ToolCall struct {
	ID, Name, Arguments string
}

// detok turns a stream of token ids into text deltas without ever splitting a character: the
// window [prefix, read) is text already returned, decoded again as context for the new tokens,
// and a delta that ends in U+FFFD (a character whose bytes are still arriving) is held back. The
// same scheme as vLLM's incremental detokenizer; it needs nothing of the tokenizer but Decode.
type detok struct {
	tk           Tokenizer
	ids          []int32
	prefix, read int
}

// add appends id and returns the text it completes ("" while a character is incomplete).
func (d *detok) add(id int32) string {
	d.ids = append(d.ids, id)
	before := d.tk.Decode(d.ids[d.prefix:d.read])
	after := d.tk.Decode(d.ids[d.prefix:])
	if len(after) <= len(before) || strings.HasSuffix(after, string(utf8.RuneError)) || !strings.HasPrefix(after, before) {
		return ""
	}
	d.prefix, d.read = d.read, len(d.ids)
	return after[len(before):]
}

// flush returns whatever add held back, incomplete characters included (as U+FFFD): the stream
// has ended and nothing will complete them.
func (d *detok) flush() string {
	if d.read == len(d.ids) {
		return ""
	}
	before := d.tk.Decode(d.ids[d.prefix:d.read])
	after := d.tk.Decode(d.ids[d.prefix:])
	d.prefix, d.read = d.read, len(d.ids)
	return strings.TrimPrefix(after, before)
}
