package role

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

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

// modelEOS is the model's own end-of-sequence ids: eos_token_id (an integer or a list) of its
// config.json (as compiled into the executable) and of the checkpoint's generation_config.json
// when it has one, as transformers' generate and vLLM stop at them. GLM-4.5 lists three, the ends
// of a turn among them.
func modelEOS(configJSON []byte, weightsDir string) ([]int32, error) {
	var ids []int32
	add := func(source string, data []byte) error {
		var v struct {
			EOS json.RawMessage `json:"eos_token_id"`
		}
		if err := json.Unmarshal(data, &v); err != nil {
			return fmt.Errorf("%s: %v, expected a JSON object", source, err)
		}
		if len(v.EOS) == 0 || string(v.EOS) == "null" {
			return nil
		}
		var list []int32
		if err := json.Unmarshal(v.EOS, &list); err != nil {
			var one int32
			if err := json.Unmarshal(v.EOS, &one); err != nil {
				return fmt.Errorf("%s: eos_token_id: found %s, expected a token id or a list of them", source, v.EOS)
			}
			list = []int32{one}
		}
		for _, id := range list {
			if id < 0 {
				return fmt.Errorf("%s: eos_token_id: found %d, expected a non-negative token id", source, id)
			}
			if !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
		return nil
	}
	if len(configJSON) > 0 {
		if err := add("the executable's config.json", configJSON); err != nil {
			return nil, err
		}
	}
	if weightsDir == "" {
		return ids, nil
	}
	path := filepath.Join(weightsDir, "generation_config.json")
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return ids, nil
	}
	if err != nil {
		return nil, err
	}
	return ids, add(path, data)
}
