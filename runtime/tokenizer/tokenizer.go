// Package tokenizer turns text into token ids and back with a HuggingFace byte-level BPE tokenizer
// (tokenizer.json and tokenizer_config.json), and renders a model's chat template. It owns the
// encoding pipeline (added tokens, pre-tokenizer regexes, BPE merges), the decoder, a streaming
// decoder that never splits a UTF-8 character, BOS/EOS policy and the chat template. It supports
// what DeepSeek-V3's files use and refuses any other component by name at load. It is a leaf: it
// imports nothing of afdc, so the serving layer and the CLI can both use it.
package tokenizer

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"unicode/utf8"
)

// Tokenizer is a loaded tokenizer. It is safe for concurrent use.
type Tokenizer struct {
	model   *bpe
	pre     *preTokenizer
	raw     *matcher // added tokens matched on the input text (normalized: false)
	norm    *matcher // added tokens matched on the normalized text (normalized: true)
	added   map[int32]*addedToken
	byText  map[string]*addedToken
	maxID   int32
	bos     int32 // -1 when the config names none
	eos     int32
	addBOS  bool
	addEOS  bool
	frame   *frame            // the post-processor's special tokens around the text; nil: none
	bytes   [][]byte          // id → the bytes it decodes to, nil for an unknown id
	special map[string]string // bos_token, eos_token, pad_token, unk_token as the chat template sees them
	chat    *compiledTemplate // nil without a chat_template
	// objectArgs: the chat template reads tool call arguments as objects (ObjectArguments).
	objectArgs bool
}

// Load reads dir/tokenizer.json and, if present, dir/tokenizer_config.json (BOS/EOS policy, special
// token names and the chat template; without it no BOS is added and there is no chat template).
// A dir/chat_template.jinja, where newer checkpoints keep their template (GLM-4.5's), is the chat
// template, as transformers takes it, in place of tokenizer_config.json's.
func Load(dir string) (*Tokenizer, error) {
	tj, err := os.ReadFile(filepath.Join(dir, "tokenizer.json"))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("tokenizer: %s: no tokenizer.json, expected a HuggingFace tokenizer folder", dir)
	}
	if err != nil {
		return nil, fmt.Errorf("tokenizer: %w", err)
	}
	cj, err := os.ReadFile(filepath.Join(dir, "tokenizer_config.json"))
	if errors.Is(err, fs.ErrNotExist) {
		cj, err = nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("tokenizer: %w", err)
	}
	t, err := New(tj, cj)
	if err != nil {
		return nil, err
	}
	src, err := os.ReadFile(filepath.Join(dir, ChatTemplateFile))
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, fmt.Errorf("tokenizer: %w", err)
	default:
		if err := t.SetChatTemplate(string(src)); err != nil {
			return nil, fmt.Errorf("%s: %v", ChatTemplateFile, err)
		}
	}
	return t, nil
}

// ChatTemplateFile is the file beside tokenizer.json that holds a checkpoint's chat template.
const ChatTemplateFile = "chat_template.jinja"

// New builds a tokenizer from the contents of tokenizer.json and tokenizer_config.json (nil when absent).
func New(tokenizerJSON, configJSON []byte) (*Tokenizer, error) {
	var f fileJSON
	if err := json.Unmarshal(tokenizerJSON, &f); err != nil {
		return nil, fmt.Errorf("tokenizer.json: %v, expected a HuggingFace tokenizer file", err)
	}
	if err := checkNormalizer("tokenizer.json: normalizer", f.Normalizer); err != nil {
		return nil, err
	}
	fr, err := parsePostProcessor("tokenizer.json: post_processor", f.PostProcessor)
	if err != nil {
		return nil, err
	}
	if err := checkDecoder("tokenizer.json: decoder", f.Decoder); err != nil {
		return nil, err
	}
	pre, err := newPreTokenizer("tokenizer.json: pre_tokenizer", f.PreTokenizer)
	if err != nil {
		return nil, err
	}
	model, err := newBPE("tokenizer.json: model", f.Model)
	if err != nil {
		return nil, err
	}
	t := &Tokenizer{model: model, pre: pre, added: map[int32]*addedToken{}, byText: map[string]*addedToken{},
		maxID: int32(len(model.tokens)) - 1, bos: -1, eos: -1, special: map[string]string{}, frame: fr}
	var rawTokens, normTokens []*addedToken
	for i, a := range f.AddedTokens {
		where := fmt.Sprintf("tokenizer.json: added_tokens[%d]", i)
		switch {
		case a.Content == "":
			return nil, fmt.Errorf("%s: empty content, expected text", where)
		case a.ID < 0:
			return nil, fmt.Errorf("%s: id %d, expected >= 0", where, a.ID)
		case t.added[a.ID] != nil:
			return nil, fmt.Errorf("%s: id %d is taken by %q, expected each id once", where, a.ID, t.added[a.ID].content)
		}
		tok := &addedToken{id: a.ID, content: a.Content, special: a.Special, singleWord: a.SingleWord,
			lstrip: a.LStrip, rstrip: a.RStrip, normalized: a.Normalized}
		t.added[a.ID] = tok
		if _, dup := t.byText[a.Content]; !dup {
			t.byText[a.Content] = tok
		}
		t.maxID = max(t.maxID, a.ID)
		if a.Normalized {
			normTokens = append(normTokens, tok)
		} else {
			rawTokens = append(rawTokens, tok)
		}
	}
	t.raw, t.norm = newMatcher(rawTokens), newMatcher(normTokens)
	t.bytes = make([][]byte, t.maxID+1)
	for id := range t.bytes {
		if tok, ok := t.token(int32(id)); ok {
			t.bytes[id] = appendTokenBytes(nil, tok)
		}
	}
	if fr != nil {
		for _, id := range append(append([]int32(nil), fr.before...), fr.after...) {
			if _, ok := t.token(id); !ok {
				return nil, fmt.Errorf("tokenizer.json: post_processor: special token id %d is not a token, expected an id of the vocab or added_tokens", id)
			}
		}
	}
	if configJSON != nil {
		if err := t.configure(configJSON); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// configure applies tokenizer_config.json.
func (t *Tokenizer) configure(data []byte) error {
	var c configJSON
	if err := json.Unmarshal(data, &c); err != nil {
		return fmt.Errorf("tokenizer_config.json: %v, expected a JSON object", err)
	}
	for _, s := range []struct {
		name string
		raw  json.RawMessage
		id   *int32
	}{{"bos_token", c.BOS, &t.bos}, {"eos_token", c.EOS, &t.eos}, {"pad_token", c.Pad, nil}, {"unk_token", c.Unk, nil}} {
		content, err := tokenString("tokenizer_config.json: "+s.name, s.raw)
		if err != nil {
			return err
		}
		if content == "" {
			continue
		}
		t.special[s.name] = content
		if s.id != nil {
			id, ok := t.TokenID(content)
			if !ok {
				return fmt.Errorf("tokenizer_config.json: %s: %q is not a token of tokenizer.json, expected one", s.name, content)
			}
			*s.id = id
		}
	}
	t.addBOS = c.AddBOS != nil && *c.AddBOS
	t.addEOS = c.AddEOS != nil && *c.AddEOS
	if t.addBOS && t.bos < 0 {
		return fmt.Errorf("tokenizer_config.json: add_bos_token is true but there is no bos_token, expected one")
	}
	if t.addEOS && t.eos < 0 {
		return fmt.Errorf("tokenizer_config.json: add_eos_token is true but there is no eos_token, expected one")
	}
	src, err := chatTemplate("tokenizer_config.json: chat_template", c.ChatTemplate)
	if err != nil {
		return err
	}
	if src != "" {
		if err := t.SetChatTemplate(src); err != nil {
			return fmt.Errorf("tokenizer_config.json: %v", err)
		}
	}
	return nil
}

// SetChatTemplate makes src the chat template, in place of tokenizer_config.json's.
func (t *Tokenizer) SetChatTemplate(src string) error {
	c, err := compileTemplate(src)
	if err != nil {
		return fmt.Errorf("chat_template: %v", err)
	}
	t.chat = c
	t.objectArgs = t.probeArgs()
	return nil
}

// Encode returns the token ids of text. With addSpecial, the special tokens the tokenizer puts
// around a text are added: those of tokenizer.json's TemplateProcessing when it has one, else the
// BOS (and EOS) that tokenizer_config.json asks for (add_bos_token, add_eos_token); without, none
// are: use false for text that already carries them, such as a rendered chat template. Added and
// special tokens written in the text are matched as single tokens. text must be valid UTF-8.
func (t *Tokenizer) Encode(text string, addSpecial bool) ([]int32, error) {
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && size == 1 {
			return nil, fmt.Errorf("tokenizer: encode: invalid UTF-8 at byte %d, expected UTF-8 text", i)
		}
		i += size
	}
	ids := make([]int32, 0, len(text)/3+2)
	switch {
	case addSpecial && t.frame != nil:
		ids = append(ids, t.frame.before...)
	case addSpecial && t.addBOS:
		ids = append(ids, t.bos)
	}
	var words []string
	for _, seg := range t.raw.split(nil, text) {
		if seg.token != nil {
			ids = append(ids, seg.token.id)
			continue
		}
		for _, nseg := range t.norm.split(nil, seg.text) {
			if nseg.token != nil {
				ids = append(ids, nseg.token.id)
				continue
			}
			var err error
			if words, err = t.pre.words(words[:0], nseg.text); err != nil {
				return nil, fmt.Errorf("tokenizer: encode: %v", err)
			}
			for _, w := range words {
				ids = t.model.encodeWord(ids, byteLevel(w))
			}
		}
	}
	switch {
	case addSpecial && t.frame != nil:
		ids = append(ids, t.frame.after...)
	case addSpecial && t.addEOS:
		ids = append(ids, t.eos)
	}
	return ids, nil
}

// token returns the text of id: an added token's content or a vocabulary entry, ok false for an id
// that is neither (the model's vocabulary may be padded beyond the tokenizer's).
func (t *Tokenizer) token(id int32) (string, bool) {
	if a, ok := t.added[id]; ok {
		return a.content, true
	}
	if id >= 0 && int(id) < len(t.model.tokens) && t.model.tokens[id] != "" {
		return t.model.tokens[id], true
	}
	return "", false
}

// Decode returns the text of ids, special tokens included. Ids the tokenizer does not know are
// skipped; bytes that do not form UTF-8 become U+FFFD.
func (t *Tokenizer) Decode(ids []int32) string {
	var b []byte
	for _, id := range ids {
		b = append(b, t.tokenBytes(id)...)
	}
	if utf8.Valid(b) {
		return string(b)
	}
	return string(appendLossy(nil, b))
}

// tokenBytes returns the bytes id decodes to (nil for an unknown id).
func (t *Tokenizer) tokenBytes(id int32) []byte {
	if id < 0 || int(id) >= len(t.bytes) {
		return nil
	}
	return t.bytes[id]
}

// TokenBytes returns the bytes id decodes to (an added token's text, special or not), nil for an
// id the tokenizer does not know. The slice is the tokenizer's own: do not change it.
func (t *Tokenizer) TokenBytes(id int32) []byte { return t.tokenBytes(id) }

// TokenID returns the id of a token's text (an added token's content, or a vocabulary entry in its
// byte-level spelling, such as "Ġthe").
func (t *Tokenizer) TokenID(text string) (int32, bool) {
	if a, ok := t.byText[text]; ok {
		return a.id, true
	}
	id, ok := t.model.vocab[text]
	return id, ok
}

// Token returns the text of id as TokenID spells it.
func (t *Tokenizer) Token(id int32) (string, bool) { return t.token(id) }

// IsSpecial reports whether id is an added token marked special (BOS, EOS, and the like), which a
// server usually leaves out of the text it returns.
func (t *Tokenizer) IsSpecial(id int32) bool {
	a, ok := t.added[id]
	return ok && a.special
}

// BOS returns the id of tokenizer_config.json's bos_token, or -1 when it names none.
func (t *Tokenizer) BOS() int32 { return t.bos }

// EOS returns the id of tokenizer_config.json's eos_token, or -1 when it names none.
func (t *Tokenizer) EOS() int32 { return t.eos }

// AddsBOS reports whether Encode(text, true) starts with BOS.
func (t *Tokenizer) AddsBOS() bool {
	if t.frame != nil {
		return t.bos >= 0 && len(t.frame.before) > 0 && t.frame.before[0] == t.bos
	}
	return t.addBOS
}

// VocabSize returns the largest token id plus one. A model's embedding may be larger (padded).
func (t *Tokenizer) VocabSize() int { return int(t.maxID) + 1 }
