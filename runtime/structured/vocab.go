package structured

import (
	"bytes"
	"slices"
	"unicode/utf8"
)

// Vocab is a vocabulary prepared for masking: its tokens' bytes in a trie, so that one walk from a
// machine's state visits each allowed prefix once and leaves a refused one at its first byte; and,
// for the state a constrained answer spends most tokens in (inside a string), the tokens that are
// plain string text, allowed there whatever came before, apart from the few others.
type Vocab struct {
	size  int
	nodes []trieNode
	// same chains the ids of tokens with equal bytes (-1 ends a chain).
	same []int32
	// plain[id]: id's bytes are string text (no quote, backslash or control byte, whole UTF-8
	// characters); mixed lists the other non-empty tokens, checked one by one inside strings.
	plain []bool
	mixed []int32
	bytes [][]byte
}

type trieNode struct {
	b           byte
	child, next int32 // first child, next sibling (-1: none)
	id          int32 // a token ending here (-1: none)
}

// NewVocab prepares tokens, each id's bytes; an id with none (unknown, or a special token the
// caller leaves out) is never allowed.
func NewVocab(tokens [][]byte) *Vocab {
	v := &Vocab{size: len(tokens), nodes: []trieNode{{child: -1, next: -1, id: -1}}, same: make([]int32, len(tokens)),
		plain: make([]bool, len(tokens)), bytes: tokens}
	order := make([]int32, 0, len(tokens))
	for id, b := range tokens {
		v.same[id] = -1
		if len(b) == 0 {
			continue
		}
		order = append(order, int32(id))
		if plainString(b) {
			v.plain[id] = true
		} else {
			v.mixed = append(v.mixed, int32(id))
		}
	}
	slices.SortFunc(order, func(a, b int32) int { return bytes.Compare(tokens[a], tokens[b]) })
	// Insert in byte order: each token shares its longest common prefix with the previous one,
	// whose path is kept, and its new nodes come after every child their parents have.
	lastChild := []int32{-1}
	var path []int32 // path[i]: the node of the previous token's byte i
	var prev []byte
	for _, id := range order {
		b := tokens[id]
		n := 0
		for n < len(prev) && n < len(b) && prev[n] == b[n] {
			n++
		}
		path = path[:n]
		prev = b
		if n == len(b) { // the previous token's bytes (sorted: a prefix would have come first)
			end := path[n-1]
			v.same[id] = v.nodes[end].id
			v.nodes[end].id = id
			continue
		}
		for i := n; i < len(b); i++ {
			parent := int32(0)
			if i > 0 {
				parent = path[i-1]
			}
			node := int32(len(v.nodes))
			v.nodes = append(v.nodes, trieNode{b: b[i], child: -1, next: -1, id: -1})
			lastChild = append(lastChild, -1)
			if l := lastChild[parent]; l >= 0 {
				v.nodes[l].next = node
			} else {
				v.nodes[parent].child = node
			}
			lastChild[parent] = node
			path = append(path, node)
		}
		v.nodes[path[len(b)-1]].id = id
	}
	return v
}

// plainString reports whether b, inside a JSON string, is text that leaves the string as it is:
// whole UTF-8 characters, no quote, backslash or control byte.
func plainString(b []byte) bool {
	for _, c := range b {
		if c == '"' || c == '\\' || c < 0x20 {
			return false
		}
	}
	return utf8.Valid(b)
}

// Bytes returns id's bytes (nil for a token never allowed).
func (v *Vocab) Bytes(id int32) []byte {
	if id < 0 || int(id) >= len(v.bytes) {
		return nil
	}
	return v.bytes[id]
}

// Size is the number of ids.
func (v *Vocab) Size() int { return v.size }

// Allow sets allowed[id] for every token whose bytes m accepts from its state, and clears the
// others. allowed has Size entries.
func (v *Vocab) Allow(m Machine, allowed []bool) {
	if m.st == sString {
		copy(allowed, v.plain)
		for _, id := range v.mixed {
			mc := m
			allowed[id] = mc.FeedAll(v.bytes[id])
		}
		return
	}
	clear(allowed)
	v.walk(0, m, allowed)
}

func (v *Vocab) walk(n int32, m Machine, allowed []bool) {
	for c := v.nodes[n].child; c >= 0; c = v.nodes[c].next {
		mc := m
		if !mc.Feed(v.nodes[c].b) {
			continue
		}
		for id := v.nodes[c].id; id >= 0; id = v.same[id] {
			allowed[id] = true
		}
		if v.nodes[c].child >= 0 {
			v.walk(c, mc, allowed)
		}
	}
}
