package tokenizer

import (
	"encoding/json"
	"fmt"

	"github.com/dlclark/regexp2/v2"
)

// gpt2Pattern is the split the ByteLevel pre-tokenizer applies when its use_regex is true.
const gpt2Pattern = `'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+`

// preTokenizer cuts a piece of text into the words BPE encodes one by one. The supported steps are
// regex splits that keep every match as its own word ("Isolated") and the final byte-level
// mapping; every other HuggingFace pre-tokenizer is refused at load with its name.
//
// Invariant: concatenating the words gives the piece back, so encoding loses no text.
type preTokenizer struct {
	splits    []*regexp2.Regexp // applied in order, each to every word the previous one left
	byteLevel bool              // map bytes to runes at the end (always true for a loaded file)
}

// newPreTokenizer builds the pre-tokenizer described by raw.
func newPreTokenizer(where string, raw json.RawMessage) (*preTokenizer, error) {
	p := &preTokenizer{}
	if isNull(raw) {
		return nil, fmt.Errorf("%s: null, expected a ByteLevel pre-tokenizer (alone or last in a Sequence)", where)
	}
	if err := p.add(where, raw, true); err != nil {
		return nil, err
	}
	if !p.byteLevel {
		return nil, fmt.Errorf("%s: no ByteLevel step, expected one last (only byte-level BPE is supported)", where)
	}
	return p, nil
}

func (p *preTokenizer) add(where string, raw json.RawMessage, last bool) error {
	typ, err := typeOf(where, raw)
	if err != nil {
		return err
	}
	if p.byteLevel {
		return fmt.Errorf("%s: %s after ByteLevel, expected ByteLevel to be the last step", where, typ)
	}
	switch typ {
	case "Sequence":
		var seq struct {
			PreTokenizers []json.RawMessage `json:"pretokenizers"`
		}
		if err := json.Unmarshal(raw, &seq); err != nil {
			return fmt.Errorf("%s: %v", where, err)
		}
		for i, s := range seq.PreTokenizers {
			if err := p.add(fmt.Sprintf("%s.pretokenizers[%d]", where, i), s, last && i == len(seq.PreTokenizers)-1); err != nil {
				return err
			}
		}
		return nil
	case "Split":
		var s struct {
			Pattern struct {
				Regex  *string `json:"Regex"`
				String *string `json:"String"`
			} `json:"pattern"`
			Behavior string `json:"behavior"`
			Invert   bool   `json:"invert"`
		}
		if err := json.Unmarshal(raw, &s); err != nil {
			return fmt.Errorf("%s: %v", where, err)
		}
		if s.Behavior != "Isolated" {
			return fmt.Errorf("%s: Split behavior %q is not supported, expected \"Isolated\"", where, s.Behavior)
		}
		if s.Invert {
			return fmt.Errorf("%s: Split invert true is not supported, expected false", where)
		}
		var pattern string
		switch {
		case s.Pattern.Regex != nil:
			pattern = *s.Pattern.Regex
		case s.Pattern.String != nil:
			pattern = regexp2.Escape(*s.Pattern.String)
		default:
			return fmt.Errorf("%s: Split pattern has neither \"Regex\" nor \"String\", expected one", where)
		}
		re, err := compile(pattern)
		if err != nil {
			return fmt.Errorf("%s: pattern %q: %v", where, abbrev(pattern), err)
		}
		p.splits = append(p.splits, re)
		return nil
	case "ByteLevel":
		var b struct {
			AddPrefixSpace bool  `json:"add_prefix_space"`
			UseRegex       *bool `json:"use_regex"`
		}
		if err := json.Unmarshal(raw, &b); err != nil {
			return fmt.Errorf("%s: %v", where, err)
		}
		if b.AddPrefixSpace {
			return fmt.Errorf("%s: ByteLevel add_prefix_space true is not supported, expected false", where)
		}
		if b.UseRegex == nil || *b.UseRegex {
			p.splits = append(p.splits, regexp2.MustCompile(gpt2Pattern, regexp2.None, regexp2.OptionMaxBacktrackingStackSize(-1)))
		}
		if !last {
			return fmt.Errorf("%s: ByteLevel before other steps, expected it last", where)
		}
		p.byteLevel = true
		return nil
	}
	return fmt.Errorf("%s: type %q is not supported, expected Sequence, Split or ByteLevel", where, typ)
}

// compile compiles a tokenizer.json pattern. Patterns there are Oniguruma's; regexp2's default
// (.NET) syntax agrees with it on the classes these files use (\s, \p{L}, \p{N}, lookaheads). The
// backtracking stack is unbounded because a word can be as long as the input (a run of spaces).
func compile(pattern string) (*regexp2.Regexp, error) {
	return regexp2.Compile(pattern, regexp2.None, regexp2.OptionMaxBacktrackingStackSize(-1))
}

// words appends to dst the words of piece, in order, before byte-level mapping.
func (p *preTokenizer) words(dst []string, piece string) ([]string, error) {
	cur := []string{piece}
	for _, re := range p.splits {
		var next []string
		for _, w := range cur {
			var err error
			if next, err = splitIsolated(next, re, w); err != nil {
				return nil, err
			}
		}
		cur = next
	}
	return append(dst, cur...), nil
}

// splitIsolated cuts s at every match of re, each match and each gap between matches a word.
// Empty matches cut nothing.
func splitIsolated(dst []string, re *regexp2.Regexp, s string) ([]string, error) {
	if s == "" {
		return dst, nil
	}
	idx, err := re.FindAllStringIndex(s, -1)
	if err != nil {
		return nil, fmt.Errorf("pre-tokenizer: %v", err)
	}
	prev := 0
	for _, m := range idx {
		if m[0] == m[1] {
			continue
		}
		if m[0] > prev {
			dst = append(dst, s[prev:m[0]])
		}
		dst = append(dst, s[m[0]:m[1]])
		prev = m[1]
	}
	if prev < len(s) {
		dst = append(dst, s[prev:])
	}
	return dst, nil
}
