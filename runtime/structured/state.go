package structured

import "strings"

// MaxNest caps the schema's containers open at once in a State: the objects and arrays the
// schema describes. A free-form value (an object of any members) nests inside one of them, up to
// MaxDepth deep on its own.
const MaxNest = 16

type phase uint8

const (
	pValue     phase = iota // before a value of the frame's node: space, then its first byte
	pLeaf                   // inside a value the Machine lexes: any value, a string, a number
	pLit                    // inside one of a literal node's texts: pos is its trie node
	pKeyOrEnd               // an object after '{': a key or '}'
	pKey                    // an object after ',': a key
	pInKey                  // inside a listed key: pos is the key trie's node
	pColon                  // after a key: ':'
	pAfter                  // an object after a member's value: ',' or '}'
	pItemOrEnd              // an array after '[': an item or ']'
	pItem                   // an array after ',': an item
	pAfterItem              // an array after an item: ',' or ']'
	pRaw                    // inside plain text a pattern matches whole (kRawRegex)
)

// frame is one open value of the schema.
type frame struct {
	node int32
	// pos: pLit and pInKey, the trie node; an object after a key, the key's property; a string
	// with a pattern, its automaton's state.
	pos int32
	// n: an array's items so far; a string's characters so far.
	n uint32
	// next: an object's first property that may come next; a string's \u escape, its hex
	// digits so far.
	next  uint16
	phase phase
}

// State is where an answer is in a Grammar, a value: a copy is an independent state. Make one with
// Grammar.Start.
type State struct {
	g     *Grammar
	in    Machine // the lexer of the innermost value, in phase pLeaf
	depth uint8
	space uint8 // white space bytes in a row between tokens
	st    [MaxNest]frame
}

// Start returns the state before an answer's first byte.
func (g *Grammar) Start() State {
	s := State{g: g, depth: 1}
	s.st[0] = frame{node: g.root}
	return s
}

// Done reports whether the answer is a complete value: it may end here.
func (s *State) Done() bool {
	switch {
	case s.depth == 0:
		return true
	case s.depth > 1:
		return false
	}
	f := &s.st[0]
	switch f.phase {
	case pLeaf:
		return s.in.numberEnds()
	case pLit:
		return s.g.nodes[f.node].lits.nodes[f.pos].id >= 0
	case pRaw:
		return s.g.nodes[f.node].re.accept[f.pos] && f.next == 0
	case pValue: // plain text may be empty
		nd := &s.g.nodes[f.node]
		return nd.kind == kRawRegex && nd.re.accept[0]
	}
	return false
}

// Feed advances s by byte c and reports whether c is allowed; a refused byte leaves s as it was.
func (s *State) Feed(c byte) bool {
	t := *s
	if !t.feed(c) {
		return false
	}
	*s = t
	return true
}

// FeedAll feeds b byte by byte, stopping at the first byte not allowed; it reports whether every
// byte was (on false, s is left where that byte was refused).
func (s *State) FeedAll(b []byte) bool {
	for _, c := range b {
		if !s.Feed(c) {
			return false
		}
	}
	return true
}

// feed is Feed without the restore: on false s is left in no particular state.
func (s *State) feed(c byte) bool {
	for {
		if s.depth == 0 { // the value is complete: white space only (JSON), nothing (plain text)
			return !s.g.raw && s.blank(c)
		}
		f := &s.st[s.depth-1]
		nd := &s.g.nodes[f.node]
		switch f.phase {
		case pLeaf:
			ok, ended := s.leaf(f, nd, c)
			if ok || !ended {
				return ok
			}
			s.pop() // c ended a number: it is the container's
			continue
		case pLit:
			if k := nd.lits.child(f.pos, c); k >= 0 {
				f.pos = k
				if t := &nd.lits.nodes[k]; t.id >= 0 && t.child < 0 {
					s.pop()
				}
				return true
			}
			if nd.lits.nodes[f.pos].id < 0 {
				return false
			}
			s.pop() // c ended a number literal
			continue
		case pRaw:
			return s.rawByte(f, nd, c)
		case pInKey:
			k := nd.keys.child(f.pos, c)
			if k < 0 || !s.keyOK(nd, k, f.next) {
				return false
			}
			f.pos = k
			if id := nd.keys.nodes[k].id; id >= 0 { // the closing quote: quoted keys end there
				f.phase, f.pos, f.next = pColon, id, uint16(id)+1
			}
			return true
		}
		if isSpace(c) && !s.g.raw {
			return s.blank(c)
		}
		s.space = 0
		return s.token(f, nd, c)
	}
}

func (s *State) blank(c byte) bool {
	if !isSpace(c) || s.space >= MaxSpace {
		return false
	}
	s.space++
	return true
}

// fits reports whether a value of node n, opened in a new frame, can end within MaxNest.
func (s *State) fits(n int32) bool { return int(s.depth)+int(s.g.minNest[n]) <= MaxNest }

// keyOK reports whether the key trie's node k leads to a property that may come next (from next
// on, none required skipped) and whose value fits.
func (s *State) keyOK(nd *node, k int32, next uint16) bool {
	return nd.keys.anyIn(k, next, lastCandidate(nd, next), func(id uint16) bool { return s.fits(nd.props[id].node) })
}

// lastCandidate is the last property that may come next after the ones before next: the first
// required one from next on (none may be skipped), else the last.
func lastCandidate(nd *node, next uint16) uint16 {
	if r := nd.nextReq[next]; int(r) < len(nd.props) {
		return r
	}
	return uint16(len(nd.props) - 1)
}

// token takes c, not white space, between tokens of the frame's value.
func (s *State) token(f *frame, nd *node, c byte) bool {
	switch f.phase {
	case pValue:
		return s.begin(f, c)
	case pKeyOrEnd, pKey:
		if c == '}' && f.phase == pKeyOrEnd {
			return s.closeObject(nd, f)
		}
		if c != '"' {
			return false
		}
		if nd.kind == kMap {
			if !s.fits(nd.elem) { // the key's and the value's frames
				return false
			}
			f.phase = pColon
			if !s.push(f.node, pLeaf) {
				return false
			}
			s.in = Machine{st: sValue}
			return s.in.Feed(c)
		}
		if int(f.next) >= len(nd.props) {
			return false
		}
		k := nd.keys.child(0, c)
		if k < 0 || !s.keyOK(nd, k, f.next) {
			return false
		}
		f.phase, f.pos = pInKey, k
		return true
	case pColon:
		if c != ':' {
			return false
		}
		f.phase = pAfter
		child := nd.elem
		if nd.kind == kObject {
			child = nd.props[f.pos].node
		}
		return s.push(child, pValue)
	case pAfter:
		switch {
		case c == ',' && (nd.kind == kMap || int(f.next) < len(nd.props)):
			f.phase = pKey
			return true
		case c == '}':
			return s.closeObject(nd, f)
		}
		return false
	case pItemOrEnd, pItem:
		if c == ']' && f.phase == pItemOrEnd {
			if int64(f.n) < nd.min {
				return false
			}
			s.pop()
			return true
		}
		if nd.max >= 0 && int64(f.n) >= nd.max || !s.fits(nd.elem) {
			return false
		}
		f.n++
		f.phase = pAfterItem
		if !s.push(nd.elem, pValue) {
			return false
		}
		return s.begin(&s.st[s.depth-1], c)
	case pAfterItem:
		switch {
		case c == ',' && (nd.max < 0 || int64(f.n) < nd.max):
			f.phase = pItem
			return true
		case c == ']' && int64(f.n) >= nd.min:
			s.pop()
			return true
		}
	}
	return false
}

// closeObject takes '}' if no required property is left.
func (s *State) closeObject(nd *node, f *frame) bool {
	if nd.kind == kObject && int(nd.nextReq[f.next]) < len(nd.props) {
		return false
	}
	s.pop()
	return true
}

func (s *State) push(n int32, p phase) bool {
	if s.depth == MaxNest {
		return false
	}
	s.st[s.depth] = frame{node: n, phase: p}
	s.depth++
	s.space = 0
	return true
}

func (s *State) pop() {
	s.depth--
	s.space = 0
}

// begin starts frame f's value with its first byte c.
func (s *State) begin(f *frame, c byte) bool {
	nd := &s.g.nodes[f.node]
	if nd.kind == kUnion {
		n := nd.alts[c]
		if n < 0 || int(s.depth)-1+int(s.g.minNest[n]) > MaxNest { // the member takes this frame
			return false
		}
		f.node, nd = n, &s.g.nodes[n]
	}
	switch nd.kind {
	case kAny:
		s.in = Machine{st: sValue}
	case kAnyObject:
		if c != '{' {
			return false
		}
		s.in = NewObject()
	case kString:
		if c != '"' {
			return false
		}
		s.in, f.n, f.pos = Machine{st: sValue}, 0, 0
	case kNumber, kInteger:
		if c != '-' && (c < '0' || c > '9') {
			return false
		}
		s.in = Machine{st: sValue}
	case kLiteral:
		k := nd.lits.child(0, c)
		if k < 0 {
			return false
		}
		f.phase, f.pos = pLit, k
		if t := &nd.lits.nodes[k]; t.id >= 0 && t.child < 0 {
			s.pop() // a one-byte literal (a digit)
		}
		return true
	case kRawRegex:
		f.phase, f.pos, f.next = pRaw, 0, 0
		return s.rawByte(f, nd, c)
	case kObject, kMap:
		if c != '{' {
			return false
		}
		f.phase, f.next = pKeyOrEnd, 0
		return true
	case kArray:
		if c != '[' {
			return false
		}
		f.phase, f.n = pItemOrEnd, 0
		return true
	default:
		return false
	}
	f.phase = pLeaf
	return s.in.Feed(c)
}

// leaf feeds c to the Machine lexing frame f's value. ok: c is the value's; ended: c is not, and
// the value (a number) is complete without it.
func (s *State) leaf(f *frame, nd *node, c byte) (ok, ended bool) {
	ok, ended = leafByte(&s.in, f, nd, c)
	if ok && s.in.Done() {
		s.pop()
	}
	return ok, ended
}

// leafByte feeds c to in, the lexer of frame f's value, as leaf does, without the frame's pop
// when the value is complete.
func leafByte(in *Machine, f *frame, nd *node, c byte) (ok, ended bool) {
	switch nd.kind {
	case kInteger:
		if c == '.' || c == 'e' || c == 'E' {
			return false, false
		}
	case kString:
		if nd.min == 0 && nd.max < 0 && nd.re == nil {
			break
		}
		limited := nd.min > 0 || nd.max >= 0
		sym := -1 // the character c completes, for the pattern
		switch in.st {
		case sString:
			if c == '"' {
				if int64(f.n) < nd.min || nd.re != nil && !nd.re.accept[f.pos] {
					return false, false
				}
				break
			}
			if nd.max >= 0 && int64(f.n) >= nd.max {
				return false, false
			}
			f.n++ // a character starts: plain, an escape or a multi-byte one
			switch {
			case c == '\\': // an escape: its character comes with its last byte; some must do
				if nd.re != nil && !nd.re.live(f.pos) {
					return false, false
				}
			case c < 0x80:
				sym = int(c)
			default:
				sym = symOther
			}
		case sEscape:
			if i := strings.IndexByte(escapable, c); i >= 0 {
				sym = int(escaped[i])
			}
			f.next = 0 // \u: its hex digits come next
		case sUnicode:
			v := hexValue(c)
			// Characters are counted as code points: a surrogate pair's two escapes would count
			// as two, so a string with a length limit or a pattern takes no surrogate escape.
			if (limited || nd.re != nil) && in.aux == 1 && f.next == 0xD && v >= 8 {
				return false, false
			}
			f.next = f.next<<4 | uint16(v)
			if nd.re != nil && !nd.re.escapeViable(f.pos, int(f.next), int(in.aux)+1) {
				return false, false
			}
			if in.aux == 3 { // the escape's last digit
				switch cp := f.next; {
				case cp < 0x80:
					sym = int(cp)
				case cp >= 0xDC00 && cp <= 0xDFFF: // a pair's second half: the first counted
				default:
					sym = symOther
				}
			}
		}
		if sym >= 0 && nd.re != nil {
			to := nd.re.next[f.pos][sym]
			if to < 0 {
				return false, false
			}
			f.pos = to
		}
	}
	if !in.Feed(c) {
		return false, in.numberEnds()
	}
	return true, false
}

// Ended reports whether the answer is a complete value that nothing but white space may follow:
// a top-level number is Done before it has Ended (another digit may come).
func (s *State) Ended() bool { return s.depth == 0 }

// escapable are the characters after a backslash that stand for escaped's, in order.
const (
	escapable = "\"\\/bfnrt"
	escaped   = "\"\\/\b\f\n\r\t"
)

// hexValue is a hex digit's value (0 for another byte, which the lexer refuses).
func hexValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return 0
}

// rawByte takes byte c of plain text the pattern of nd must match whole: a character's first byte
// moves the automaton (ASCII its own symbol, a UTF-8 lead byte symOther), its continuation bytes
// are checked as UTF-8 (next: those left; n: the next one's range, lo | hi<<8). Text that reaches
// an accepting state no character can leave is complete: the frame ends.
func (s *State) rawByte(f *frame, nd *node, c byte) bool {
	if f.next > 0 {
		if c < byte(f.n) || c > byte(f.n>>8) {
			return false
		}
		f.next--
		f.n = 0x80 | 0xBF<<8
	} else {
		sym := int(c)
		if c >= 0x80 {
			if c < 0xC2 || c > 0xF4 {
				return false
			}
			sym = symOther
			n, lo, hi := utf8Lead(c)
			f.next, f.n = uint16(n), uint32(lo)|uint32(hi)<<8
		}
		to := nd.re.next[f.pos][sym]
		if to < 0 {
			return false
		}
		f.pos = to
	}
	if f.next == 0 && nd.re.accept[f.pos] && !nd.re.live(f.pos) {
		s.pop()
	}
	return true
}
