// Package structured constrains generation to JSON. Machine is a byte-level pushdown automaton
// that accepts exactly the JSON texts whose top-level value is an object (OpenAI's response_format
// json_object) and lexes the free-form values inside a schema. Grammar is a JSON Schema compiled
// to a graph of value nodes (response_format json_schema), State a position in it. Vocab masks a
// vocabulary: from a state, it allows only the tokens whose bytes the state accepts. The server
// samples a constrained answer on the host from its logits with the other tokens' set to -Inf, and
// feeds each sampled token to the state.
//
// Whitespace between JSON tokens is allowed, at most MaxSpace bytes in a row, a number at most
// MaxNumber bytes long, and containers nested at most MaxDepth deep: a model that has lost its way
// cannot fill max_tokens with blanks or digits, and a Machine is a small value, copied freely.
// It imports nothing of the project.
package structured

// MaxSpace caps a run of white space between JSON tokens; MaxNumber a number's length; MaxDepth
// the containers open at once.
const (
	MaxSpace  = 32
	MaxNumber = 64
	MaxDepth  = 64
)

type state uint8

const (
	sStart      state = iota // before the top-level object: space, then '{'
	sValue                   // a value: after ':' or ',' in an array
	sKeyOrEnd                // after '{': a key or '}'
	sKey                     // after ',' in an object: a key
	sColon                   // after a key: ':'
	sAfter                   // after a value in a container: ',' or its closer
	sValueOrEnd              // after '[': a value or ']'
	sString                  // inside a string
	sEscape                  // after a backslash in a string
	sUnicode                 // after \u: aux hex digits read
	sUTF8                    // inside a string's multi-byte character: aux continuation bytes left
	sLiteral                 // inside true, false or null: lit is which, aux its bytes read
	sMinus                   // a number's '-'
	sZero                    // a number's leading 0
	sInt                     // a number's integer digits
	sDot                     // a number's '.'
	sFrac                    // a number's fraction digits
	sExp                     // a number's e or E
	sExpSign                 // a number's exponent sign
	sExpInt                  // a number's exponent digits
	sDone                    // the object is complete: only space
)

// Machine is the automaton's state, a value: a copy is an independent machine. The zero value
// is not ready: use NewObject.
type Machine struct {
	st  state
	aux uint8 // sUnicode: hex digits read; sUTF8: continuation bytes left
	// lo, hi: sUTF8, the range of the next continuation byte (narrower after some lead bytes:
	// no overlong form, surrogate or code point past U+10FFFF).
	lo, hi uint8
	key    bool  // the string being read is an object key
	space  uint8 // white space bytes in a row
	num    uint8 // bytes of the number being read
	depth  uint8 // open containers
	lit    uint8 // sLiteral: the literal (an index of literals) and, in aux, the bytes of it read
	// stack holds the open containers, bit i set for an object at depth i, clear for an array.
	stack uint64
}

// literals are true, false and null.
var literals = [...]string{"true", "false", "null"}

// NewObject returns a machine at the start of a JSON text whose top-level value is an object.
func NewObject() Machine { return Machine{st: sStart} }

// Done reports whether the object is complete: the answer may end.
func (m *Machine) Done() bool { return m.st == sDone }

// FeedAll feeds b byte by byte, stopping at the first byte not allowed; it reports whether every
// byte was (on false, m is left where that byte was refused).
func (m *Machine) FeedAll(b []byte) bool {
	for _, c := range b {
		if !m.Feed(c) {
			return false
		}
	}
	return true
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// Feed advances m by byte c and reports whether c is allowed; a refused byte leaves m as it was.
func (m *Machine) Feed(c byte) bool {
	switch m.st {
	case sString:
		return m.stringByte(c)
	case sEscape:
		switch c {
		case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			m.st = sString
		case 'u':
			m.st, m.aux = sUnicode, 0
		default:
			return false
		}
		return true
	case sUnicode:
		if !isHex(c) {
			return false
		}
		if m.aux++; m.aux == 4 {
			m.st = sString
		}
		return true
	case sUTF8:
		if c < m.lo || c > m.hi {
			return false
		}
		m.lo, m.hi = 0x80, 0xBF
		if m.aux--; m.aux == 0 {
			m.st = sString
		}
		return true
	case sLiteral:
		l := literals[m.lit]
		if c != l[m.aux] {
			return false
		}
		if m.aux++; int(m.aux) == len(l) {
			m.endValue()
		}
		return true
	case sMinus, sZero, sInt, sDot, sFrac, sExp, sExpSign, sExpInt:
		return m.numberByte(c)
	}
	// Between tokens.
	if isSpace(c) {
		if m.space >= MaxSpace {
			return false
		}
		m.space++
		return true
	}
	switch m.st {
	case sStart:
		if c != '{' {
			return false
		}
		m.open(c)
	case sValue, sValueOrEnd:
		if c == ']' && m.st == sValueOrEnd {
			m.close()
			break
		}
		if !m.startValue(c) {
			return false
		}
	case sKeyOrEnd, sKey:
		switch {
		case c == '"':
			m.st, m.key = sString, true
		case c == '}' && m.st == sKeyOrEnd:
			m.close()
		default:
			return false
		}
	case sColon:
		if c != ':' {
			return false
		}
		m.st = sValue
	case sAfter:
		top := byte('[')
		if m.stack&(1<<(m.depth-1)) != 0 {
			top = '{'
		}
		switch {
		case c == ',' && top == '{':
			m.st = sKey
		case c == ',':
			m.st = sValue
		case c == '}' && top == '{', c == ']' && top == '[':
			m.close()
		default:
			return false
		}
	default: // sDone
		return false
	}
	m.space = 0
	return true
}

// startValue begins a value with c.
func (m *Machine) startValue(c byte) bool {
	switch {
	case c == '{' || c == '[':
		if m.depth == MaxDepth {
			return false
		}
		m.open(c)
	case c == '"':
		m.st, m.key = sString, false
	case c == 't':
		m.st, m.lit, m.aux = sLiteral, 0, 1
	case c == 'f':
		m.st, m.lit, m.aux = sLiteral, 1, 1
	case c == 'n':
		m.st, m.lit, m.aux = sLiteral, 2, 1
	case c == '-':
		m.st, m.num = sMinus, 1
	case c == '0':
		m.st, m.num = sZero, 1
	case c >= '1' && c <= '9':
		m.st, m.num = sInt, 1
	default:
		return false
	}
	return true
}

func (m *Machine) open(c byte) {
	if c == '{' {
		m.stack |= 1 << m.depth
	} else {
		m.stack &^= 1 << m.depth
	}
	m.depth++
	if c == '{' {
		m.st = sKeyOrEnd
	} else {
		m.st = sValueOrEnd
	}
}

func (m *Machine) close() {
	m.depth--
	m.endValue()
}

// endValue moves past a complete value.
func (m *Machine) endValue() {
	if m.depth == 0 {
		m.st = sDone
	} else {
		m.st = sAfter
	}
	m.space = 0
}

func (m *Machine) stringByte(c byte) bool {
	switch {
	case c == '"':
		if m.key {
			m.st = sColon
		} else {
			m.endValue()
		}
	case c == '\\':
		m.st = sEscape
	case c < 0x20:
		return false
	case c < 0x80:
	case c >= 0xC2 && c <= 0xF4:
		m.st = sUTF8
		m.aux, m.lo, m.hi = utf8Lead(c)
	default:
		return false
	}
	return true
}

func (m *Machine) numberByte(c byte) bool {
	digit := c >= '0' && c <= '9'
	next := m.st
	switch m.st {
	case sMinus:
		switch {
		case c == '0':
			next = sZero
		case digit:
			next = sInt
		default:
			return false
		}
	case sZero, sInt:
		switch {
		case digit && m.st == sInt:
		case c == '.':
			next = sDot
		case c == 'e' || c == 'E':
			next = sExp
		default:
			return m.endNumber(c)
		}
	case sDot, sFrac:
		switch {
		case digit:
			next = sFrac
		case m.st == sFrac && (c == 'e' || c == 'E'):
			next = sExp
		case m.st == sFrac:
			return m.endNumber(c)
		default:
			return false
		}
	case sExp:
		switch {
		case c == '+' || c == '-':
			next = sExpSign
		case digit:
			next = sExpInt
		default:
			return false
		}
	case sExpSign, sExpInt:
		switch {
		case digit:
			next = sExpInt
		case m.st == sExpInt:
			return m.endNumber(c)
		default:
			return false
		}
	}
	if m.num >= MaxNumber {
		return false
	}
	if (next == sDot || next == sExp || next == sExpSign) && m.num+2 > MaxNumber {
		return false // no room left for the digit it needs: the number could not end
	}
	m.st, m.num = next, m.num+1
	return true
}

// endNumber ends a complete number at c, which must then be allowed after a value.
func (m *Machine) endNumber(c byte) bool {
	saved := *m
	m.endValue()
	if !m.Feed(c) {
		*m = saved
		return false
	}
	return true
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// numberEnds reports whether m holds a complete top-level number, which the next byte that is not
// one of its own ends.
func (m *Machine) numberEnds() bool {
	return m.depth == 0 && (m.st == sZero || m.st == sInt || m.st == sFrac || m.st == sExpInt)
}

// utf8Lead is what lead byte c (0xC2 to 0xF4) of a UTF-8 character asks of the rest: how many
// continuation bytes, and the range of the first (narrower than 0x80..0xBF after E0, ED, F0 and
// F4: no overlong form, surrogate or code point past U+10FFFF).
func utf8Lead(c byte) (n, lo, hi uint8) {
	lo, hi = 0x80, 0xBF
	switch {
	case c <= 0xDF:
		n = 1
	case c <= 0xEF:
		n = 2
	default:
		n = 3
	}
	switch c {
	case 0xE0:
		lo = 0xA0 // below: an overlong form
	case 0xED:
		hi = 0x9F // above: a surrogate
	case 0xF0:
		lo = 0x90 // below: an overlong form
	case 0xF4:
		hi = 0x8F // above: past U+10FFFF
	}
	return n, lo, hi
}
