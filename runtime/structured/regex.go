package structured

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// A string's pattern (JSON Schema's "pattern", or a "format" written as one) is compiled to a DFA
// over the string's characters, as decoded from the JSON text: the 128 ASCII characters each a
// symbol of their own, and every other code point one symbol, symOther. A pattern can therefore
// name ASCII characters only; where it takes any character (".", a negated class) it takes any
// non-ASCII one too. \d, \w and \s are their ASCII sets ([0-9], [A-Za-z0-9_], the six ASCII
// spaces), which are within what every regex dialect means by them, and \D, \W, \S their ASCII
// complements. A pattern is a search, as JSON Schema says: unless it is anchored with ^ and $, any
// text may come before and after what it matches.

const (
	symOther = 128 // any non-ASCII code point
	nsym     = 129
	// maxDFAStates bounds a pattern's automaton.
	maxDFAStates = 2048
	// maxRepeat bounds a counted repetition ({n,m}).
	maxRepeat = 256
)

// symset is a set of symbols.
type symset [3]uint64

func (s *symset) add(c int)      { s[c/64] |= 1 << (c % 64) }
func (s *symset) has(c int) bool { return s[c/64]&(1<<(c%64)) != 0 }
func (s *symset) union(o symset) { s[0], s[1], s[2] = s[0]|o[0], s[1]|o[1], s[2]|o[2] }
func (s *symset) addRange(lo, hi int) {
	for c := lo; c <= hi; c++ {
		s.add(c)
	}
}

func (s symset) not() symset {
	var o symset
	for c := range nsym {
		if !s.has(c) {
			o.add(c)
		}
	}
	return o
}

// dfa is a pattern's automaton: state 0 the start; next[s][sym] the state after sym (-1: the
// pattern cannot match any more). Every state it keeps can still reach an accepting one.
type dfa struct {
	next   [][nsym]int32
	accept []bool
}

// regex nodes (the parse tree).
type reKind uint8

const (
	reSet    reKind = iota // one symbol of set
	reCat                  // subs in order
	reAlt                  // one of subs
	reRepeat               // sub, min to max times (max < 0: no limit)
	reEmpty                // nothing
)

type reNode struct {
	kind     reKind
	set      symset
	subs     []*reNode
	min, max int
}

type reParser struct {
	src string
	i   int
}

// compilePattern compiles a JSON Schema pattern: a search, unless its anchors say otherwise.
func compilePattern(pat string) (*dfa, error) { return compileRegex(pat, false) }

// compileRegex compiles a pattern; whole: it must match the whole string, anchors or not.
func compileRegex(pat string, whole bool) (*dfa, error) {
	p := &reParser{src: pat}
	alts, err := p.top()
	if err != nil {
		return nil, fmt.Errorf("pattern %q: %v", pat, err)
	}
	any := &reNode{kind: reRepeat, subs: []*reNode{{kind: reSet, set: symset{}.not()}}, max: -1}
	var all []*reNode
	for _, a := range alts {
		var parts []*reNode
		if !a.start && !whole {
			parts = append(parts, any)
		}
		parts = append(parts, a.node)
		if !a.end && !whole {
			parts = append(parts, any)
		}
		all = append(all, &reNode{kind: reCat, subs: parts})
	}
	d, err := buildDFA(&reNode{kind: reAlt, subs: all})
	if err != nil {
		return nil, fmt.Errorf("pattern %q: %v", pat, err)
	}
	return d, nil
}

// anchored is a top-level alternative and whether ^ and $ anchor it.
type anchored struct {
	node       *reNode
	start, end bool
}

func (p *reParser) top() ([]anchored, error) {
	var out []anchored
	for {
		var a anchored
		if p.peek('^') {
			p.i++
			a.start = true
		}
		n, err := p.cat()
		if err != nil {
			return nil, err
		}
		if p.peek('$') {
			p.i++
			a.end = true
		}
		a.node = n
		out = append(out, a)
		if p.i == len(p.src) {
			return out, nil
		}
		switch p.src[p.i] {
		case '|':
			p.i++
		case ')':
			return nil, fmt.Errorf("unbalanced ) at %d, expected a ( before it", p.i)
		default:
			return nil, fmt.Errorf("%q at %d: ^ and $ are supported only at the start and end of the pattern or of a top-level alternative", p.src[p.i], p.i)
		}
	}
}

func (p *reParser) peek(c byte) bool { return p.i < len(p.src) && p.src[p.i] == c }

// alt parses alternatives up to a closing parenthesis or the end.
func (p *reParser) alt() (*reNode, error) {
	var subs []*reNode
	for {
		n, err := p.cat()
		if err != nil {
			return nil, err
		}
		subs = append(subs, n)
		if !p.peek('|') {
			break
		}
		p.i++
	}
	if len(subs) == 1 {
		return subs[0], nil
	}
	return &reNode{kind: reAlt, subs: subs}, nil
}

func (p *reParser) cat() (*reNode, error) {
	var subs []*reNode
	for p.i < len(p.src) {
		c := p.src[p.i]
		if c == '|' || c == ')' || c == '$' {
			break
		}
		n, err := p.atom()
		if err != nil {
			return nil, err
		}
		if n, err = p.quantifiers(n); err != nil {
			return nil, err
		}
		subs = append(subs, n)
	}
	if len(subs) == 0 {
		return &reNode{kind: reEmpty}, nil
	}
	return &reNode{kind: reCat, subs: subs}, nil
}

func (p *reParser) quantifiers(n *reNode) (*reNode, error) {
	for p.i < len(p.src) {
		lo, hi := 0, 0
		switch p.src[p.i] {
		case '*':
			lo, hi = 0, -1
			p.i++
		case '+':
			lo, hi = 1, -1
			p.i++
		case '?':
			lo, hi = 0, 1
			p.i++
		case '{':
			end := strings.IndexByte(p.src[p.i:], '}')
			if end < 0 {
				return nil, fmt.Errorf("unclosed { at %d, expected {n}, {n,} or {n,m}", p.i)
			}
			body := p.src[p.i+1 : p.i+end]
			a, b, comma := strings.Cut(body, ",")
			var err error
			if lo, err = strconv.Atoi(a); err != nil {
				return nil, fmt.Errorf("repetition {%s} at %d, expected {n}, {n,} or {n,m}", body, p.i)
			}
			hi = lo
			if comma {
				hi = -1
				if b != "" {
					if hi, err = strconv.Atoi(b); err != nil || hi < lo {
						return nil, fmt.Errorf("repetition {%s} at %d, expected {n}, {n,} or {n,m} with n <= m", body, p.i)
					}
				}
			}
			if lo > maxRepeat || hi > maxRepeat {
				return nil, fmt.Errorf("repetition {%s} at %d, expected counts up to %d", body, p.i, maxRepeat)
			}
			p.i += end + 1
		default:
			return n, nil
		}
		if p.peek('?') { // lazy: the same language
			p.i++
		}
		n = &reNode{kind: reRepeat, subs: []*reNode{n}, min: lo, max: hi}
		if p.i < len(p.src) && strings.IndexByte("*+?{", p.src[p.i]) >= 0 {
			return nil, fmt.Errorf("%q at %d repeats a repetition, expected a group around it", p.src[p.i], p.i)
		}
	}
	return n, nil
}

func (p *reParser) atom() (*reNode, error) {
	c := p.src[p.i]
	switch c {
	case '(':
		p.i++
		if strings.HasPrefix(p.src[p.i:], "?:") {
			p.i += 2
		} else if p.peek('?') {
			return nil, fmt.Errorf("group (?%c at %d: lookarounds and named groups are not supported", p.src[min(p.i+1, len(p.src)-1)], p.i-1)
		}
		n, err := p.alt()
		if err != nil {
			return nil, err
		}
		if !p.peek(')') {
			return nil, fmt.Errorf("unclosed ( at the end, expected a ) to close it")
		}
		p.i++
		return n, nil
	case '[':
		s, err := p.class()
		if err != nil {
			return nil, err
		}
		return &reNode{kind: reSet, set: s}, nil
	case '.':
		p.i++
		s := symset{}
		s.add('\n')
		s.add('\r')
		return &reNode{kind: reSet, set: s.not()}, nil
	case '\\':
		s, err := p.escape(false)
		if err != nil {
			return nil, err
		}
		return &reNode{kind: reSet, set: s}, nil
	case '*', '+', '?', '{':
		return nil, fmt.Errorf("%q at %d repeats nothing, expected a character, class or group before it", c, p.i)
	case '^':
		return nil, fmt.Errorf("^ at %d: supported only at the start of the pattern or of a top-level alternative", p.i)
	}
	if c >= 0x80 {
		return nil, fmt.Errorf("a non-ASCII character at %d: a pattern may name ASCII characters only", p.i)
	}
	p.i++
	var s symset
	s.add(int(c))
	return &reNode{kind: reSet, set: s}, nil
}

// escape reads \X at p.i; in a class, \b is a backspace.
func (p *reParser) escape(inClass bool) (symset, error) {
	var s symset
	if p.i+1 >= len(p.src) {
		return s, fmt.Errorf("a pattern ending in \\, expected an escaped character after it")
	}
	c := p.src[p.i+1]
	p.i += 2
	digits, word, space := symset{}, symset{}, symset{}
	digits.addRange('0', '9')
	word.union(digits)
	word.addRange('a', 'z')
	word.addRange('A', 'Z')
	word.add('_')
	for _, x := range " \t\n\r\f\v" {
		space.add(int(x))
	}
	ascii := symset{}
	ascii.addRange(0, 127)
	minus := func(a, b symset) symset {
		return symset{a[0] &^ b[0], a[1] &^ b[1], a[2] &^ b[2]}
	}
	switch c {
	case 'd':
		return digits, nil
	case 'D':
		return minus(ascii, digits), nil
	case 'w':
		return word, nil
	case 'W':
		return minus(ascii, word), nil
	case 's':
		return space, nil
	case 'S':
		return minus(ascii, space), nil
	case 't':
		s.add('\t')
	case 'n':
		s.add('\n')
	case 'r':
		s.add('\r')
	case 'f':
		s.add('\f')
	case 'v':
		s.add('\v')
	case '0':
		s.add(0)
	case 'b':
		if !inClass {
			return s, fmt.Errorf("\\b at %d: word boundaries are not supported, expected characters, classes and groups", p.i-2)
		}
		s.add(8)
	case 'x', 'u':
		n := 2
		if c == 'u' {
			n = 4
		}
		if p.i+n > len(p.src) {
			return s, fmt.Errorf("\\%c at %d needs %d hex digits", c, p.i-2, n)
		}
		v, err := strconv.ParseUint(p.src[p.i:p.i+n], 16, 32)
		if err != nil {
			return s, fmt.Errorf("\\%c%s at %d, expected %d hex digits", c, p.src[p.i:p.i+n], p.i-2, n)
		}
		if v >= 0x80 {
			return s, fmt.Errorf("\\%c%s at %d: a pattern may name ASCII characters only", c, p.src[p.i:p.i+n], p.i-2)
		}
		p.i += n
		s.add(int(v))
	default:
		if c >= '1' && c <= '9' || c == 'B' || c == 'p' || c == 'P' || c == 'k' || c >= 0x80 || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			return s, fmt.Errorf("\\%c at %d is not supported, expected \\d \\w \\s, their complements, \\t \\n \\r \\f \\v \\0, \\x, \\u or escaped punctuation", c, p.i-2)
		}
		s.add(int(c)) // an escaped punctuation character: itself
	}
	return s, nil
}

// class reads [...] at p.i.
func (p *reParser) class() (symset, error) {
	start := p.i
	p.i++
	neg := p.peek('^')
	if neg {
		p.i++
	}
	var s symset
	first := true
	for {
		if p.i >= len(p.src) {
			return s, fmt.Errorf("unclosed [ at %d, expected a ] to close the class", start)
		}
		c := p.src[p.i]
		if c == ']' && !first {
			p.i++
			break
		}
		first = false
		var lo symset
		single := -1
		switch {
		case c == '\\':
			var err error
			if lo, err = p.escape(true); err != nil {
				return s, err
			}
			if n := count(lo); n == 1 {
				single = only(lo)
			}
		case c >= 0x80:
			return s, fmt.Errorf("a non-ASCII character at %d: a pattern may name ASCII characters only", p.i)
		default:
			p.i++
			lo.add(int(c))
			single = int(c)
		}
		if single >= 0 && p.i+1 < len(p.src) && p.src[p.i] == '-' && p.src[p.i+1] != ']' {
			p.i++
			var hiSet symset
			hi := -1
			if p.src[p.i] == '\\' {
				var err error
				if hiSet, err = p.escape(true); err != nil {
					return s, err
				}
				if count(hiSet) == 1 {
					hi = only(hiSet)
				}
			} else if p.src[p.i] < 0x80 {
				hi = int(p.src[p.i])
				p.i++
			}
			if hi < single {
				return s, fmt.Errorf("a bad range in the class at %d, expected ASCII characters in order", start)
			}
			lo.addRange(single, hi)
		}
		s.union(lo)
	}
	if neg {
		s = s.not()
	}
	return s, nil
}

func count(s symset) int {
	n := 0
	for c := range nsym {
		if s.has(c) {
			n++
		}
	}
	return n
}

func only(s symset) int {
	for c := range nsym {
		if s.has(c) {
			return c
		}
	}
	return -1
}

// The NFA: Thompson's construction, states with epsilon edges and at most one symbol-set edge.
type nfaState struct {
	set  symset
	to   int32 // the set edge's target (-1: none)
	eps  []int32
	fina bool
}

type nfa struct{ st []nfaState }

func (a *nfa) add() int32 {
	a.st = append(a.st, nfaState{to: -1})
	return int32(len(a.st) - 1)
}

// maxNFAStates bounds a pattern's NFA, and maxDFAWork the steps of its subset construction
// (NFA states visited times symbols): a pattern a request sends compiles in well under a second.
const (
	maxNFAStates = 1 << 12
	maxDFAWork   = 1 << 27
)

// build adds n's fragment between fresh states and returns its start and end.
func (a *nfa) build(n *reNode) (int32, int32, error) {
	if len(a.st) > maxNFAStates {
		return 0, 0, fmt.Errorf("the pattern is too large, expected a smaller one")
	}
	switch n.kind {
	case reEmpty:
		s := a.add()
		return s, s, nil
	case reSet:
		s, e := a.add(), a.add()
		a.st[s].set, a.st[s].to = n.set, e
		return s, e, nil
	case reCat:
		s, e, err := a.build(n.subs[0])
		if err != nil {
			return 0, 0, err
		}
		for _, sub := range n.subs[1:] {
			s2, e2, err := a.build(sub)
			if err != nil {
				return 0, 0, err
			}
			a.st[e].eps = append(a.st[e].eps, s2)
			e = e2
		}
		return s, e, nil
	case reAlt:
		s, e := a.add(), a.add()
		for _, sub := range n.subs {
			s2, e2, err := a.build(sub)
			if err != nil {
				return 0, 0, err
			}
			a.st[s].eps = append(a.st[s].eps, s2)
			a.st[e2].eps = append(a.st[e2].eps, e)
		}
		return s, e, nil
	}
	// reRepeat: min copies, then max-min optional ones (or a loop).
	s := a.add()
	e := s
	for range n.min {
		s2, e2, err := a.build(n.subs[0])
		if err != nil {
			return 0, 0, err
		}
		a.st[e].eps = append(a.st[e].eps, s2)
		e = e2
	}
	if n.max < 0 {
		s2, e2, err := a.build(n.subs[0])
		if err != nil {
			return 0, 0, err
		}
		end := a.add()
		a.st[e].eps = append(a.st[e].eps, s2, end)
		a.st[e2].eps = append(a.st[e2].eps, s2, end)
		return s, end, nil
	}
	end := a.add()
	for range n.max - n.min {
		s2, e2, err := a.build(n.subs[0])
		if err != nil {
			return 0, 0, err
		}
		a.st[e].eps = append(a.st[e].eps, s2, end)
		e = e2
	}
	a.st[e].eps = append(a.st[e].eps, end)
	return s, end, nil
}

// closure adds to set the states epsilon-reachable from it.
func (a *nfa) closure(set []int32) []int32 {
	seen := make(map[int32]bool, len(set))
	stack := append([]int32(nil), set...)
	var out []int32
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, s)
		stack = append(stack, a.st[s].eps...)
	}
	slices.Sort(out)
	return out
}

func buildDFA(re *reNode) (*dfa, error) {
	var a nfa
	s, e, err := a.build(re)
	if err != nil {
		return nil, err
	}
	a.st[e].fina = true
	key := func(set []int32) string {
		var b strings.Builder
		for _, x := range set {
			b.WriteString(strconv.Itoa(int(x)))
			b.WriteByte(',')
		}
		return b.String()
	}
	d := &dfa{}
	index := map[string]int32{}
	var sets [][]int32
	addState := func(set []int32) (int32, error) {
		k := key(set)
		if i, ok := index[k]; ok {
			return i, nil
		}
		if len(sets) >= maxDFAStates {
			return 0, fmt.Errorf("it needs more than %d automaton states, expected a simpler pattern", maxDFAStates)
		}
		fin := false
		for _, x := range set {
			fin = fin || a.st[x].fina
		}
		i := d.add(fin)
		index[k] = i
		sets = append(sets, set)
		return i, nil
	}
	if _, err := addState(a.closure([]int32{s})); err != nil {
		return nil, err
	}
	work := 0
	for i := 0; i < len(sets); i++ {
		if work += len(sets[i]) * nsym; work > maxDFAWork {
			return nil, fmt.Errorf("it is too complex to compile (its automaton takes more than %d steps), expected a simpler pattern", maxDFAWork)
		}
		for c := range nsym {
			var to []int32
			for _, x := range sets[i] {
				if st := &a.st[x]; st.to >= 0 && st.set.has(c) {
					to = append(to, st.to)
				}
			}
			if len(to) == 0 {
				continue
			}
			j, err := addState(a.closure(to))
			if err != nil {
				return nil, err
			}
			d.next[i][c] = j
		}
	}
	d.prune()
	if !d.accept[0] && !d.live(0) {
		return nil, fmt.Errorf("it matches no string, expected a pattern some string matches")
	}
	return d, nil
}

// add appends a state without edges.
func (d *dfa) add(accept bool) int32 {
	var row [nsym]int32
	for c := range row {
		row[c] = -1
	}
	d.next = append(d.next, row)
	d.accept = append(d.accept, accept)
	return int32(len(d.next) - 1)
}

// prune drops the edges into states from which no accepting state can be reached, so that every
// state a string reaches can still end it.
func (d *dfa) prune() {
	live := make([]bool, len(d.next))
	for i, a := range d.accept {
		live[i] = a
	}
	for changed := true; changed; {
		changed = false
		for i := range d.next {
			if live[i] {
				continue
			}
			for _, j := range d.next[i] {
				if j >= 0 && live[j] {
					live[i], changed = true, true
					break
				}
			}
		}
	}
	for i := range d.next {
		for c, j := range d.next[i] {
			if j >= 0 && !live[j] {
				d.next[i][c] = -1
			}
		}
	}
}

// escapeViable reports whether a \u escape whose first k hex digits are v can still end as a
// character state s takes: a code point in [v·16^(4−k), (v+1)·16^(4−k)), not a surrogate (which a
// pattern string refuses), ASCII with an edge of its own or another with symOther's.
func (d *dfa) escapeViable(s int32, v, k int) bool {
	span := 1 << (4 * (4 - k))
	lo, hi := v*span, (v+1)*span-1
	for cp := lo; cp <= min(hi, 0x7f); cp++ {
		if d.next[s][cp] >= 0 {
			return true
		}
	}
	if hi < 0x80 || d.next[s][symOther] < 0 {
		return false
	}
	return max(lo, 0x80) < 0xD800 || hi > 0xDFFF // some code point outside the surrogates
}

func (d *dfa) live(s int32) bool {
	for _, j := range d.next[s] {
		if j >= 0 {
			return true
		}
	}
	return false
}

// A date: months of 31, 30 and 28 days (February 29 is left out: the pattern cannot tell leap
// years, and every date it takes must be one).
const datePattern = `[0-9]{4}-((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|02-(0[1-9]|1[0-9]|2[0-8]))`

// timePattern is RFC 3339's full-time (seconds to 59: no leap second).
const timePattern = `([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\.[0-9]{1,9})?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])`

// formats are the JSON Schema formats a string may ask for, as patterns.
var formats = map[string]string{
	"date":      "^" + datePattern + "$",
	"time":      "^" + timePattern + "$",
	"date-time": "^" + datePattern + "T" + timePattern + "$",
	"uuid":      `^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`,
	"ipv4":      `^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$`,
	"email":     `^[A-Za-z0-9]([A-Za-z0-9._+-]{0,62}[A-Za-z0-9])?@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$`,
}

// withLength is d limited to strings of lo to hi characters (hi < 0: no limit), an automaton
// of d's states paired with the characters read so far (counted up to hi, or to lo when there
// is no hi), pruned as d is: every state it keeps can still end a string of an allowed length, so
// a pattern and a length limit together leave no dead end.
func (d *dfa) withLength(lo, hi int64) (*dfa, error) {
	limit := hi
	if limit < 0 {
		limit = lo
	}
	type pair struct {
		s int32
		n int64
	}
	index := map[pair]int32{}
	var pairs []pair
	out := &dfa{}
	add := func(p pair) (int32, error) {
		if i, ok := index[p]; ok {
			return i, nil
		}
		if len(pairs) >= maxDFAStates {
			return 0, fmt.Errorf("with its length limits it needs more than %d automaton states, expected a simpler pattern or smaller limits", maxDFAStates)
		}
		i := out.add(d.accept[p.s] && p.n >= lo)
		index[p] = i
		pairs = append(pairs, p)
		return i, nil
	}
	if _, err := add(pair{0, 0}); err != nil {
		return nil, err
	}
	for i := 0; i < len(pairs); i++ {
		p := pairs[i]
		n := p.n + 1
		if hi >= 0 && n > hi {
			continue
		}
		n = min(n, limit)
		for c, t := range d.next[p.s] {
			if t < 0 {
				continue
			}
			j, err := add(pair{t, n})
			if err != nil {
				return nil, err
			}
			out.next[i][c] = j
		}
	}
	out.prune()
	if !out.accept[0] && !out.live(0) {
		return nil, fmt.Errorf("no string of %d to %d characters matches it, expected limits some match fits", lo, hi)
	}
	return out, nil
}
