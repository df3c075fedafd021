package role

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"afdc/runtime/serve"
	"afdc/runtime/tokenizer"
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

func (s servingTokenizer) ApplyChatTemplate(msgs []serve.ChatMessage, gen bool, vars map[string]any) (string, error) {
	m := make([]tokenizer.Message, len(msgs))
	for i, x := range msgs {
		m[i] = tokenizer.Message{Role: x.Role, Content: x.Content}
	}
	text, err := s.t.ApplyChatTemplateVars(m, gen, vars)
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
// model's vocabulary is refused: its prompts would index past the embedding.
func loadTokenizer(flagDir, weightsDir string, vocab int) (serve.Tokenizer, string, error) {
	dir := flagDir
	if dir == "" {
		if _, err := os.Stat(filepath.Join(weightsDir, "tokenizer.json")); errors.Is(err, fs.ErrNotExist) {
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
	return servingTokenizer{t}, dir, nil
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
