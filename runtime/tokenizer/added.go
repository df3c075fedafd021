package tokenizer

import (
	"unicode"
	"unicode/utf8"
)

// addedToken is a token matched in the text before pre-tokenization, so BPE never sees it.
type addedToken struct {
	id         int32
	content    string
	special    bool // skipped by DecodeSkipSpecial
	singleWord bool // matched only when no word character touches it on either side
	lstrip     bool // absorbs the whitespace before it
	rstrip     bool // absorbs the whitespace after it
	normalized bool // matched on the normalized text (identical here: the normalizer is the identity)
}

// matcher finds added tokens in text, leftmost first and the longest at a position, as the
// reference's Aho-Corasick automaton in LeftmostLongest mode does. It is a byte trie: added tokens
// are few and short, so walking it from each position is cheap.
type matcher struct {
	nodes []trieNode
	first [256]bool // bytes some token starts with: the scan skips every other byte at once
}

type trieNode struct {
	next  map[byte]int32
	token *addedToken // the token ending here, if any
}

func newMatcher(tokens []*addedToken) *matcher {
	m := &matcher{nodes: []trieNode{{}}}
	for _, t := range tokens {
		m.first[t.content[0]] = true
		n := int32(0)
		for i := 0; i < len(t.content); i++ {
			c := t.content[i]
			child, ok := m.nodes[n].next[c]
			if !ok {
				if m.nodes[n].next == nil {
					m.nodes[n].next = map[byte]int32{}
				}
				child = int32(len(m.nodes))
				m.nodes[n].next[c] = child
				m.nodes = append(m.nodes, trieNode{})
			}
			n = child
		}
		if m.nodes[n].token == nil { // the first of two tokens with the same content wins
			m.nodes[n].token = t
		}
	}
	return m
}

// longestAt returns the longest token that starts at s[i:], or nil.
func (m *matcher) longestAt(s string, i int) (*addedToken, int) {
	var best *addedToken
	end := 0
	n := int32(0)
	for j := i; j < len(s); j++ {
		child, ok := m.nodes[n].next[s[j]]
		if !ok {
			break
		}
		n = child
		if t := m.nodes[n].token; t != nil {
			best, end = t, j+1
		}
	}
	return best, end
}

// segment is a piece of the input: either an added token or text still to be pre-tokenized.
type segment struct {
	text  string
	token *addedToken
}

// split cuts s into text and added-token segments, honouring single_word, lstrip and rstrip as the
// reference does: a single_word match touching a word character is skipped (scanning resumes after
// it), lstrip widens a match left over whitespace not already taken, rstrip widens it right.
func (m *matcher) split(dst []segment, s string) []segment {
	if len(m.nodes) == 1 {
		return append(dst, segment{text: s})
	}
	prev := 0
	for i := 0; i < len(s); {
		if !m.first[s[i]] {
			i++
			continue
		}
		t, end := m.longestAt(s, i)
		if t == nil {
			i++
			continue
		}
		start, stop := i, end
		i = end
		if t.singleWord && (endsWithWord(s[:start]) || startsWithWord(s[stop:])) {
			continue
		}
		if t.lstrip {
			start = max(start-trailingSpace(s[:start]), prev)
		}
		if t.rstrip {
			stop += leadingSpace(s[stop:])
			i = stop
		}
		if start > prev {
			dst = append(dst, segment{text: s[prev:start]})
		}
		dst = append(dst, segment{text: s[start:stop], token: t})
		prev = stop
	}
	if prev < len(s) {
		dst = append(dst, segment{text: s[prev:]})
	}
	return dst
}

// isWordRune is \w of the reference's regex engine: letters, marks, decimal digits, connector
// punctuation and the joiners.
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.Is(unicode.Nd, r) ||
		unicode.Is(unicode.Pc, r) || r == 0x200C || r == 0x200D
}

func endsWithWord(s string) bool {
	r, n := utf8.DecodeLastRuneInString(s)
	return n > 0 && isWordRune(r)
}

func startsWithWord(s string) bool {
	r, n := utf8.DecodeRuneInString(s)
	return n > 0 && isWordRune(r)
}

// trailingSpace returns the byte length of the whitespace at the end of s.
func trailingSpace(s string) int {
	n := 0
	for len(s) > n {
		r, size := utf8.DecodeLastRuneInString(s[:len(s)-n])
		if !unicode.IsSpace(r) {
			break
		}
		n += size
	}
	return n
}

// leadingSpace returns the byte length of the whitespace at the start of s.
func leadingSpace(s string) int {
	for i, r := range s {
		if !unicode.IsSpace(r) {
			return i
		}
	}
	return len(s)
}
