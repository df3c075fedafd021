package tokenizer

import (
	"container/heap"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"
)

// bpe is the byte-level BPE model: a vocabulary of byte-rune strings and ranked merges.
type bpe struct {
	vocab        map[string]int32
	tokens       []string         // id → token, "" where the vocabulary has no such id
	merges       map[uint64]merge // (left id, right id) → the merge
	unk          int32            // id of unk_token, or -1: unknown runes are then dropped, as the reference does
	fuseUnk      bool             // consecutive unknown runes become one unk
	ignoreMerges bool             // a word already in the vocabulary is one token
	cache        sync.Map         // word → []int32
	cacheLen     int64            // approximate number of cached words; guarded by cacheMu
	cacheMu      sync.Mutex
}

// merge is one merge rule: its rank (lower merges first) and the id it produces.
type merge struct {
	rank int32
	id   int32
}

// cacheWords bounds the word cache; beyond it words are encoded every time (the reference does the same).
const cacheWords = 1 << 16

// maxCachedWord bounds the bytes of a cached (byte-level) word. Without it the cache's memory is
// cacheWords times the longest word a client sends: a prompt that is one run of letters is one word,
// so 65536 requests of 1 MiB would pin some 128 GiB. A long word is rare and its merge costs about
// what caching would save, so it is encoded every time.
const maxCachedWord = 256

func pairKey(a, b int32) uint64 { return uint64(uint32(a))<<32 | uint64(uint32(b)) }

func newBPE(where string, raw json.RawMessage) (*bpe, error) {
	var m struct {
		Type                    string            `json:"type"`
		Dropout                 *float64          `json:"dropout"`
		UnkToken                *string           `json:"unk_token"`
		ContinuingSubwordPrefix *string           `json:"continuing_subword_prefix"`
		EndOfWordSuffix         *string           `json:"end_of_word_suffix"`
		FuseUnk                 bool              `json:"fuse_unk"`
		ByteFallback            bool              `json:"byte_fallback"`
		IgnoreMerges            bool              `json:"ignore_merges"`
		Vocab                   map[string]int32  `json:"vocab"`
		Merges                  []json.RawMessage `json:"merges"`
	}
	if isNull(raw) {
		return nil, fmt.Errorf("%s: null, expected a BPE model", where)
	}
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("%s: %v", where, err)
	}
	switch {
	case m.Type != "BPE":
		return nil, fmt.Errorf("%s: type %q is not supported, expected \"BPE\"", where, m.Type)
	case m.Dropout != nil && *m.Dropout != 0:
		return nil, fmt.Errorf("%s: dropout %g is not supported, expected null", where, *m.Dropout)
	case m.ContinuingSubwordPrefix != nil && *m.ContinuingSubwordPrefix != "":
		return nil, fmt.Errorf("%s: continuing_subword_prefix %q is not supported, expected null", where, *m.ContinuingSubwordPrefix)
	case m.EndOfWordSuffix != nil && *m.EndOfWordSuffix != "":
		return nil, fmt.Errorf("%s: end_of_word_suffix %q is not supported, expected null", where, *m.EndOfWordSuffix)
	case m.ByteFallback:
		return nil, fmt.Errorf("%s: byte_fallback true is not supported, expected false", where)
	case len(m.Vocab) == 0:
		return nil, fmt.Errorf("%s: empty vocab, expected tokens", where)
	}
	b := &bpe{vocab: m.Vocab, merges: make(map[uint64]merge, len(m.Merges)), unk: -1, fuseUnk: m.FuseUnk, ignoreMerges: m.IgnoreMerges}
	maxID := int32(-1)
	for tok, id := range m.Vocab {
		if id < 0 {
			return nil, fmt.Errorf("%s: vocab: %q has id %d, expected >= 0", where, tok, id)
		}
		maxID = max(maxID, id)
	}
	b.tokens = make([]string, maxID+1)
	for tok, id := range m.Vocab {
		b.tokens[id] = tok
	}
	if m.UnkToken != nil {
		id, ok := m.Vocab[*m.UnkToken]
		if !ok {
			return nil, fmt.Errorf("%s: unk_token %q is not in the vocab, expected it there", where, *m.UnkToken)
		}
		b.unk = id
	}
	for i, rawMerge := range m.Merges {
		left, right, err := parseMerge(rawMerge)
		if err != nil {
			return nil, fmt.Errorf("%s: merges[%d]: %v", where, i, err)
		}
		l, okL := m.Vocab[left]
		r, okR := m.Vocab[right]
		out, okOut := m.Vocab[left+right]
		if !okL || !okR || !okOut {
			return nil, fmt.Errorf("%s: merges[%d]: %q + %q: a part or the result is not in the vocab, expected all three there", where, i, left, right)
		}
		if _, dup := b.merges[pairKey(l, r)]; !dup { // the first (lowest) rank of a repeated pair wins
			b.merges[pairKey(l, r)] = merge{rank: int32(i), id: out}
		}
	}
	return b, nil
}

// parseMerge reads a merge written either as "left right" or as ["left", "right"].
func parseMerge(raw json.RawMessage) (string, string, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		left, right, ok := strings.Cut(s, " ")
		if !ok || left == "" || right == "" || strings.Contains(right, " ") {
			return "", "", fmt.Errorf("%q, expected two tokens separated by one space", s)
		}
		return left, right, nil
	}
	var pair []string
	if err := json.Unmarshal(raw, &pair); err != nil || len(pair) != 2 {
		return "", "", fmt.Errorf("%s, expected \"left right\" or [left, right]", abbrev(string(raw)))
	}
	return pair[0], pair[1], nil
}

// encodeWord appends the ids of one byte-level word.
func (b *bpe) encodeWord(dst []int32, word string) []int32 {
	if ids, ok := b.cache.Load(word); ok {
		return append(dst, ids.([]int32)...)
	}
	start := len(dst)
	dst = b.merge(dst, word)
	if len(word) > maxCachedWord {
		return dst
	}
	b.cacheMu.Lock()
	if b.cacheLen < cacheWords {
		b.cacheLen++
		b.cache.Store(word, append([]int32(nil), dst[start:]...))
	}
	b.cacheMu.Unlock()
	return dst
}

// symbol is one part of a word during merging, in a doubly linked list over the word's runes.
type symbol struct {
	id         int32
	prev, next int // indexes into the symbol slice, -1 at the ends
	size       int // runes covered; 0 once merged into its left neighbour
}

// candidate is a merge of the symbol at pos with its right neighbour, valid while both are unchanged.
type candidate struct {
	rank, id  int32
	pos       int
	leftID    int32
	rightID   int32
	rightSize int
}

type candidates []candidate

func (c candidates) Len() int { return len(c) }
func (c candidates) Less(i, j int) bool {
	if c[i].rank != c[j].rank {
		return c[i].rank < c[j].rank
	}
	return c[i].pos < c[j].pos // equal ranks merge leftmost first
}
func (c candidates) Swap(i, j int) { c[i], c[j] = c[j], c[i] }
func (c *candidates) Push(x any)   { *c = append(*c, x.(candidate)) }
func (c *candidates) Pop() any {
	old := *c
	x := old[len(old)-1]
	*c = old[:len(old)-1]
	return x
}

// merge splits word into runes and applies merges lowest rank first, leftmost first among equals,
// which is the reference's order. A heap keeps it O(n log n) in the word's length, so a long run of
// one character costs no more than its length warrants.
func (b *bpe) merge(dst []int32, word string) []int32 {
	if b.ignoreMerges {
		if id, ok := b.vocab[word]; ok {
			return append(dst, id)
		}
	}
	syms := make([]symbol, 0, utf8.RuneCountInString(word))
	pendingUnk := false
	for i, r := range word {
		id, ok := b.vocab[word[i:i+utf8.RuneLen(r)]]
		if !ok {
			if b.unk < 0 {
				continue
			}
			if b.fuseUnk && pendingUnk {
				syms[len(syms)-1].size++
				continue
			}
			id = b.unk
			pendingUnk = true
		} else {
			pendingUnk = false
		}
		syms = append(syms, symbol{id: id, prev: len(syms) - 1, next: len(syms) + 1, size: 1})
	}
	if len(syms) == 0 {
		return dst
	}
	syms[len(syms)-1].next = -1
	var h candidates
	push := func(pos int) {
		next := syms[pos].next
		if next < 0 {
			return
		}
		if m, ok := b.merges[pairKey(syms[pos].id, syms[next].id)]; ok {
			heap.Push(&h, candidate{rank: m.rank, id: m.id, pos: pos, leftID: syms[pos].id, rightID: syms[next].id, rightSize: syms[next].size})
		}
	}
	for i := range syms {
		push(i)
	}
	for h.Len() > 0 {
		c := heap.Pop(&h).(candidate)
		left := &syms[c.pos]
		if left.size == 0 || left.id != c.leftID || left.next < 0 {
			continue
		}
		right := &syms[left.next]
		if right.id != c.rightID || right.size != c.rightSize {
			continue // a stale candidate: one side has merged since
		}
		left.id = c.id
		left.size += right.size
		right.size = 0
		left.next = right.next
		if left.next >= 0 {
			syms[left.next].prev = c.pos
		}
		if left.prev >= 0 {
			push(left.prev)
		}
		push(c.pos)
	}
	for i := 0; i >= 0; i = syms[i].next {
		dst = append(dst, syms[i].id)
	}
	return dst
}

// resetCache empties the word cache (benchmarks measure encoding without it).
func (b *bpe) resetCache() {
	b.cacheMu.Lock()
	defer b.cacheMu.Unlock()
	b.cache.Clear()
	b.cacheLen = 0
}
