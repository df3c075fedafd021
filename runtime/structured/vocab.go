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
	// runes[id]: the characters of a plain token; quoted[id]: a mixed token has a quote.
	runes  []int32
	quoted []bool
	// longest lists the plain tokens, most characters first.
	longest []int32
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
		plain: make([]bool, len(tokens)), bytes: tokens, runes: make([]int32, len(tokens)),
		quoted: make([]bool, len(tokens))}
	order := make([]int32, 0, len(tokens))
	for id, b := range tokens {
		v.same[id] = -1
		if len(b) == 0 {
			continue
		}
		order = append(order, int32(id))
		if plainString(b) {
			v.plain[id] = true
			v.runes[id] = int32(utf8.RuneCount(b))
		} else {
			v.mixed = append(v.mixed, int32(id))
			v.quoted[id] = bytes.IndexByte(b, '"') >= 0
		}
	}
	for id, ok := range v.plain {
		if ok {
			v.longest = append(v.longest, int32(id))
		}
	}
	slices.SortStableFunc(v.longest, func(a, b int32) int { return int(v.runes[b] - v.runes[a]) })
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

// AllowState sets allowed[id] for every token whose bytes s accepts from where it is, and clears
// the others. allowed has Size entries.
func (v *Vocab) AllowState(s State, allowed []bool) {
	if s.depth == 0 {
		clear(allowed)
		v.walkState(0, s, allowed)
		return
	}
	f := &s.st[s.depth-1]
	nd := &s.g.nodes[f.node]
	if f.phase == pLeaf && nd.kind == kAnyObject && s.depth == 1 {
		v.Allow(s.in, allowed) // json_object: the Machine alone
		return
	}
	if f.phase == pLeaf && s.in.st == sString && !(nd.kind == kString && nd.re != nil) {
		// Inside a string, plain tokens are allowed whatever came before, as far as a limit
		// on its characters lets them.
		copy(allowed, v.plain)
		limited := nd.kind == kString && (nd.min > 0 || nd.max >= 0)
		if nd.kind == kString && nd.max >= 0 {
			room := nd.max - int64(f.n)
			for _, id := range v.longest {
				if int64(v.runes[id]) <= room {
					break
				}
				allowed[id] = false
			}
		}
		for _, id := range v.mixed {
			b := v.bytes[id]
			switch {
			case v.quoted[id]:
				sc := s // the token may end the string: the whole state
				allowed[id] = sc.feedAll(b)
			case limited:
				in, fc := s.in, *f // it stays inside: the string's lexer alone
				ok := true
				for _, c := range b {
					if ok, _ = leafByte(&in, &fc, nd, c); !ok {
						break
					}
				}
				allowed[id] = ok
			default:
				in := s.in
				allowed[id] = in.FeedAll(b)
			}
		}
		return
	}
	clear(allowed)
	v.walkState(0, s, allowed)
}

func (s *State) feedAll(b []byte) bool {
	for _, c := range b {
		if !s.feed(c) {
			return false
		}
	}
	return true
}

func (v *Vocab) walkState(n int32, s State, allowed []bool) {
	for c := v.nodes[n].child; c >= 0; c = v.nodes[c].next {
		sc := s
		if !sc.feed(v.nodes[c].b) {
			continue
		}
		for id := v.nodes[c].id; id >= 0; id = v.same[id] {
			allowed[id] = true
		}
		if v.nodes[c].child >= 0 {
			v.walkState(c, sc, allowed)
		}
	}
}
