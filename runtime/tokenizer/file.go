package tokenizer

import (
	"encoding/json"
	"fmt"
	"strings"
)

// fileJSON is the part of a HuggingFace tokenizer.json this package reads. Components are kept raw
// and parsed by their own constructors, so an unsupported component is named in the error.
type fileJSON struct {
	AddedTokens   []addedTokenJSON `json:"added_tokens"`
	Normalizer    json.RawMessage  `json:"normalizer"`
	PreTokenizer  json.RawMessage  `json:"pre_tokenizer"`
	PostProcessor json.RawMessage  `json:"post_processor"`
	Decoder       json.RawMessage  `json:"decoder"`
	Model         json.RawMessage  `json:"model"`
}

type addedTokenJSON struct {
	ID         int32  `json:"id"`
	Content    string `json:"content"`
	SingleWord bool   `json:"single_word"`
	LStrip     bool   `json:"lstrip"`
	RStrip     bool   `json:"rstrip"`
	Normalized bool   `json:"normalized"`
	Special    bool   `json:"special"`
}

// component is the common head of every pipeline component: its type tag.
type component struct {
	Type string `json:"type"`
}

// isNull reports whether a raw component is absent or JSON null.
func isNull(raw json.RawMessage) bool {
	s := strings.TrimSpace(string(raw))
	return s == "" || s == "null"
}

func typeOf(where string, raw json.RawMessage) (string, error) {
	var c component
	if err := json.Unmarshal(raw, &c); err != nil {
		return "", fmt.Errorf("%s: %v, expected an object with a \"type\"", where, err)
	}
	if c.Type == "" {
		return "", fmt.Errorf("%s: no \"type\", expected one", where)
	}
	return c.Type, nil
}

// checkNormalizer accepts only normalizers that leave the text unchanged (null, or a Sequence of
// them), which is what DeepSeek-V3 ships. Any other normalizer would change the text before
// matching, so it is refused by name rather than silently skipped.
func checkNormalizer(where string, raw json.RawMessage) error {
	if isNull(raw) {
		return nil
	}
	typ, err := typeOf(where, raw)
	if err != nil {
		return err
	}
	if typ != "Sequence" {
		return fmt.Errorf("%s: type %q is not supported, expected null or a Sequence of none", where, typ)
	}
	var seq struct {
		Normalizers []json.RawMessage `json:"normalizers"`
	}
	if err := json.Unmarshal(raw, &seq); err != nil {
		return fmt.Errorf("%s: %v", where, err)
	}
	for i, n := range seq.Normalizers {
		if err := checkNormalizer(fmt.Sprintf("%s.normalizers[%d]", where, i), n); err != nil {
			return err
		}
	}
	return nil
}

// frame is what a TemplateProcessing post-processor puts around one sequence's ids (its "single"
// template): the ids of the special tokens before and after it.
type frame struct {
	before, after []int32
}

// parsePostProcessor reads the post-processor. ByteLevel only trims offsets and adds no ids;
// TemplateProcessing (Llama 3's BOS, GLM's [gMASK]<sop>) frames the text with special tokens, as
// its single-sequence template says; a Sequence may hold both. It returns the frame, nil when the
// processor adds nothing. Any other processor is refused.
func parsePostProcessor(where string, raw json.RawMessage) (*frame, error) {
	if isNull(raw) {
		return nil, nil
	}
	typ, err := typeOf(where, raw)
	if err != nil {
		return nil, err
	}
	switch typ {
	case "ByteLevel":
		return nil, nil
	case "TemplateProcessing":
		return parseTemplateProcessing(where, raw)
	case "Sequence":
		var seq struct {
			Processors []json.RawMessage `json:"processors"`
		}
		if err := json.Unmarshal(raw, &seq); err != nil {
			return nil, fmt.Errorf("%s: %v", where, err)
		}
		var fr *frame
		for i, p := range seq.Processors {
			w := fmt.Sprintf("%s.processors[%d]", where, i)
			f, err := parsePostProcessor(w, p)
			if err != nil {
				return nil, err
			}
			if f != nil && fr != nil {
				return nil, fmt.Errorf("%s: a second TemplateProcessing, expected at most one", w)
			}
			if f != nil {
				fr = f
			}
		}
		return fr, nil
	}
	return nil, fmt.Errorf("%s: type %q is not supported, expected null, ByteLevel, TemplateProcessing or a Sequence of them", where, typ)
}

// parseTemplateProcessing reads the single-sequence template of a TemplateProcessing: special
// tokens (each named in special_tokens with its ids) around the one sequence, A.
func parseTemplateProcessing(where string, raw json.RawMessage) (*frame, error) {
	var tp struct {
		Single []struct {
			SpecialToken *struct {
				ID string `json:"id"`
			}
			Sequence *struct {
				ID string `json:"id"`
			}
		} `json:"single"`
		SpecialTokens map[string]struct {
			IDs []int32 `json:"ids"`
		} `json:"special_tokens"`
	}
	if err := json.Unmarshal(raw, &tp); err != nil {
		return nil, fmt.Errorf("%s: %v, expected a TemplateProcessing", where, err)
	}
	fr, seen := &frame{}, false
	for i, piece := range tp.Single {
		w := fmt.Sprintf("%s: single[%d]", where, i)
		switch {
		case piece.Sequence != nil && piece.SpecialToken == nil:
			if piece.Sequence.ID != "A" || seen {
				return nil, fmt.Errorf("%s: sequence %q, expected sequence A once", w, piece.Sequence.ID)
			}
			seen = true
		case piece.SpecialToken != nil && piece.Sequence == nil:
			st, ok := tp.SpecialTokens[piece.SpecialToken.ID]
			if !ok || len(st.IDs) == 0 {
				return nil, fmt.Errorf("%s: special token %q has no ids in special_tokens, expected them there", w, piece.SpecialToken.ID)
			}
			if seen {
				fr.after = append(fr.after, st.IDs...)
			} else {
				fr.before = append(fr.before, st.IDs...)
			}
		default:
			return nil, fmt.Errorf("%s: expected a SpecialToken or a Sequence", w)
		}
	}
	if !seen {
		return nil, fmt.Errorf("%s: single has no sequence A, expected the text's place in it", where)
	}
	return fr, nil
}

// checkDecoder accepts the ByteLevel decoder (its add_prefix_space and trim_offsets do not change
// decoded text), alone or as the only member of a Sequence.
func checkDecoder(where string, raw json.RawMessage) error {
	if isNull(raw) {
		return fmt.Errorf("%s: null, expected a ByteLevel decoder", where)
	}
	typ, err := typeOf(where, raw)
	if err != nil {
		return err
	}
	switch typ {
	case "ByteLevel":
		return nil
	case "Sequence":
		var seq struct {
			Decoders []json.RawMessage `json:"decoders"`
		}
		if err := json.Unmarshal(raw, &seq); err != nil {
			return fmt.Errorf("%s: %v", where, err)
		}
		if len(seq.Decoders) != 1 {
			return fmt.Errorf("%s: Sequence of %d decoders is not supported, expected one ByteLevel", where, len(seq.Decoders))
		}
		return checkDecoder(where+".decoders[0]", seq.Decoders[0])
	}
	return fmt.Errorf("%s: type %q is not supported, expected ByteLevel", where, typ)
}

// configJSON is the part of tokenizer_config.json this package reads.
type configJSON struct {
	AddBOS       *bool           `json:"add_bos_token"`
	AddEOS       *bool           `json:"add_eos_token"`
	BOS          json.RawMessage `json:"bos_token"`
	EOS          json.RawMessage `json:"eos_token"`
	Pad          json.RawMessage `json:"pad_token"`
	Unk          json.RawMessage `json:"unk_token"`
	ChatTemplate json.RawMessage `json:"chat_template"`
}

// tokenString reads a special token entry of tokenizer_config.json: null, a string, or an
// AddedToken object with a "content".
func tokenString(where string, raw json.RawMessage) (string, error) {
	if isNull(raw) {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s, nil
	}
	var obj struct {
		Content *string `json:"content"`
	}
	if err := json.Unmarshal(raw, &obj); err != nil || obj.Content == nil {
		return "", fmt.Errorf("%s: %s, expected a string or an object with \"content\"", where, abbrev(string(raw)))
	}
	return *obj.Content, nil
}

// chatTemplate reads chat_template: a string, or a list of {name, template} of which "default" is used.
func chatTemplate(where string, raw json.RawMessage) (string, error) {
	if isNull(raw) {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s, nil
	}
	var list []struct {
		Name     string `json:"name"`
		Template string `json:"template"`
	}
	if err := json.Unmarshal(raw, &list); err != nil {
		return "", fmt.Errorf("%s: %s, expected a string or a list of {name, template}", where, abbrev(string(raw)))
	}
	for _, t := range list {
		if t.Name == "default" {
			return t.Template, nil
		}
	}
	return "", fmt.Errorf("%s: no template named \"default\" among %d, expected one", where, len(list))
}

// abbrev shortens s for an error message.
func abbrev(s string) string {
	if len(s) > 60 {
		return s[:60] + "..."
	}
	return s
}
