package role

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"afdc/runtime/serve"
	"afdc/runtime/tokenizer"
	"afdc/runtime/toolcall"
)

// servingTokenizer adapts the checkpoint's tokenizer to what the attention server needs: text
// without special tokens, and the chat template over plain messages.
type servingTokenizer struct{ t *tokenizer.Tokenizer }

func (s servingTokenizer) Encode(text string, addSpecial bool) ([]int32, error) {
	return s.t.Encode(text, addSpecial)
}

func (s servingTokenizer) Decode(ids []int32) string {
	keep := make([]int32, 0, len(ids))
	for _, id := range ids {
		if !s.t.IsSpecial(id) {
			keep = append(keep, id)
		}
	}
	return s.t.Decode(keep)
}

var _ serve.ByteTokenizer = servingTokenizer{}

// TokenBytes and IsSpecial make it a serve.ByteTokenizer: answers constrained to JSON.
func (s servingTokenizer) TokenBytes(id int32) []byte { return s.t.TokenBytes(id) }
func (s servingTokenizer) IsSpecial(id int32) bool    { return s.t.IsSpecial(id) }

func (s servingTokenizer) ApplyChatTemplate(c serve.Chat) (string, error) {
	m := make([]tokenizer.Message, len(c.Messages))
	for i, x := range c.Messages {
		m[i] = tokenizer.Message{Role: x.Role, Content: x.Content, ToolCallID: x.ToolCallID, Name: x.Name, ReasoningContent: x.ReasoningContent}
		for _, tc := range x.ToolCalls {
			m[i].ToolCalls = append(m[i].ToolCalls, tokenizer.ToolCall{ID: tc.ID, Type: "function",
				Function: tokenizer.FunctionCall{Name: tc.Name, Arguments: tc.Arguments}})
		}
	}
	text, err := s.t.RenderChat(m, tokenizer.ChatOptions{AddGenerationPrompt: c.AddGenerationPrompt, Vars: c.Vars, Tools: c.Tools})
	if errors.Is(err, tokenizer.ErrTemplateVar) {
		err = templateVarError{err}
	}
	return text, err
}

// templateVarError is the tokenizer's error for a variable that may not be given, wrapping
// serve.ErrTemplateVar too so that the server names the request's field.
type templateVarError struct{ error }

func (e templateVarError) Unwrap() []error { return []error{e.error, serve.ErrTemplateVar} }

func (s servingTokenizer) EOS() []int32 {
	if e := s.t.EOS(); e >= 0 {
		return []int32{e}
	}
	return nil
}

// loadTokenizer loads the tokenizer of --tokenizer DIR, or else of the checkpoint folder when it
// has a tokenizer.json; nil (token ids only) when neither has one. A tokenizer with ids beyond the
// model's vocabulary is refused: its prompts would index past the embedding. templateFile
// (--chat-template), when set, replaces its chat template.
func loadTokenizer(flagDir, weightsDir, templateFile string, vocab int) (serve.Tokenizer, string, error) {
	dir := flagDir
	if dir == "" {
		if _, err := os.Stat(filepath.Join(weightsDir, "tokenizer.json")); errors.Is(err, fs.ErrNotExist) {
			if templateFile != "" {
				return nil, "", errors.New("--chat-template: no tokenizer (no tokenizer.json in --weights and no --tokenizer), expected one to render chats with")
			}
			return nil, "", nil
		}
		dir = weightsDir
	}
	t, err := tokenizer.Load(dir)
	if err != nil {
		return nil, "", fmt.Errorf("--tokenizer %s: %w", dir, err)
	}
	if t.VocabSize() > vocab {
		return nil, "", fmt.Errorf("--tokenizer %s: ids up to %d, expected fewer than the model's vocabulary of %d", dir, t.VocabSize()-1, vocab)
	}
	if templateFile != "" {
		src, err := os.ReadFile(templateFile)
		if err != nil {
			return nil, "", fmt.Errorf("--chat-template: %w", err)
		}
		if err := t.SetChatTemplate(string(src)); err != nil {
			return nil, "", fmt.Errorf("--chat-template %s: %v", templateFile, err)
		}
	}
	return servingTokenizer{t}, dir, nil
}

// toolParser reads an answer's calls with the tokenizer: the text of the ids, special tokens
// included, in the model's format.
type toolParser struct {
	t     *tokenizer.Tokenizer
	f     toolcall.Format
	start int32
}

func (p toolParser) Start() int32 { return p.start }

func (p toolParser) Parse(ids []int32, tools []toolcall.Tool) ([]toolcall.Call, string) {
	text := p.t.Decode(ids)
	calls, used := p.f.Parse(text, tools)
	return calls, text[used:]
}

// toolCalls makes the reader of --tool-call-parser NAME: a format's name, none, or auto, the
// format whose tokens the tokenizer has (none when no format's are all there, or there is no
// tokenizer).
func toolCalls(name string, tok serve.Tokenizer) (serve.ToolParser, toolcall.Format, error) {
	if name == "none" {
		return nil, nil, nil
	}
	st, ok := tok.(servingTokenizer)
	if !ok {
		if name == "auto" {
			return nil, nil, nil
		}
		return nil, nil, fmt.Errorf("--tool-call-parser %s: no tokenizer (no tokenizer.json in --weights and no --tokenizer), expected one with the format's tokens", name)
	}
	formats := toolcall.Formats
	if name != "auto" {
		f, err := toolcall.ByName(name)
		if err != nil {
			return nil, nil, fmt.Errorf("--tool-call-parser: %v", err)
		}
		formats = []toolcall.Format{f}
	}
	for _, f := range formats {
		var missing string
		for _, text := range f.Tokens() {
			if _, ok := st.t.TokenID(text); !ok {
				missing = text
				break
			}
		}
		if missing == "" {
			start, _ := st.t.TokenID(f.Start())
			return toolParser{t: st.t, f: f, start: start}, f, nil
		}
		if name != "auto" {
			return nil, nil, fmt.Errorf("--tool-call-parser %s: the tokenizer has no %s token, expected all of %s", name, missing, strings.Join(f.Tokens(), " "))
		}
	}
	return nil, nil, nil
}

// templateShowsTools reports whether the chat template reads the tools variable at all (DeepSeek-V3's
// and R1's own do not: their models see a request's tools only through its messages).
func templateShowsTools(tok serve.Tokenizer) bool {
	st, ok := tok.(servingTokenizer)
	return ok && st.t.ChatTemplateReads("tools")
}

// thinkTokens finds the ids of <think> and </think> for --reasoning-parser think.
func thinkTokens(tok serve.Tokenizer) (*serve.ThinkTokens, error) {
	st, ok := tok.(servingTokenizer)
	if !ok {
		return nil, errors.New("--reasoning-parser think: no tokenizer (no tokenizer.json in --weights and no --tokenizer), expected one with <think> and </think>")
	}
	var ids [2]int32
	for i, text := range []string{"<think>", "</think>"} {
		id, ok := st.t.TokenID(text)
		if !ok {
			return nil, fmt.Errorf("--reasoning-parser think: the tokenizer has no %s token, expected both <think> and </think>", text)
		}
		ids[i] = id
	}
	return &serve.ThinkTokens{Start: ids[0], End: ids[1]}, nil
}
