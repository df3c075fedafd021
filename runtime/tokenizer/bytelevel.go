package tokenizer

import "unicode/utf8"

// Byte-level BPE works on text in which every byte is one printable rune (GPT-2's table): bytes
// that are printable Latin-1 stand for themselves, the other 68 are moved to U+0100 and up in byte
// order. So a space is 'Ġ' (U+0120) and a newline 'Ċ' (U+010A).
var (
	byteToRune [256]rune
	runeToByte = map[rune]byte{}
)

func init() {
	n := rune(0)
	for b := 0; b < 256; b++ {
		printable := (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF)
		if printable {
			byteToRune[b] = rune(b)
		} else {
			byteToRune[b] = 256 + n
			n++
		}
		runeToByte[byteToRune[b]] = byte(b)
	}
}

// byteLevel maps the bytes of s to their runes.
func byteLevel(s string) string {
	buf := make([]byte, 0, 2*len(s))
	for i := 0; i < len(s); i++ {
		buf = utf8.AppendRune(buf, byteToRune[s[i]])
	}
	return string(buf)
}

// appendTokenBytes appends the bytes a token stands for, as the ByteLevel decoder does: if every
// rune of the token is a byte rune, the bytes; otherwise (an added token such as "<｜User｜>") the
// token's own UTF-8.
func appendTokenBytes(dst []byte, tok string) []byte {
	start := len(dst)
	for _, r := range tok {
		b, ok := runeToByte[r]
		if !ok {
			return append(dst[:start], tok...)
		}
		dst = append(dst, b)
	}
	return dst
}

// appendLossy appends b as UTF-8, replacing each maximal invalid subsequence with one U+FFFD (the
// rule of Unicode's "substitution of maximal subparts", which Rust's from_utf8_lossy and so the
// reference decoder follow).
func appendLossy(dst []byte, b []byte) []byte {
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		if r != utf8.RuneError || size > 1 {
			dst = append(dst, b[:size]...)
			b = b[size:]
			continue
		}
		dst = append(dst, "\uFFFD"...)
		b = b[invalidPrefix(b):]
	}
	return dst
}

// invalidPrefix returns the length of the maximal subpart at the start of b, which does not begin
// a valid character: the lead byte and the continuation bytes that could still have followed it.
func invalidPrefix(b []byte) int {
	lo, hi, need := byte(0x80), byte(0xBF), 0
	switch c := b[0]; {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c == 0xE0:
		lo, need = 0xA0, 2
	case c == 0xED:
		hi, need = 0x9F, 2
	case c >= 0xE1 && c <= 0xEF:
		need = 2
	case c == 0xF0:
		lo, need = 0x90, 3
	case c == 0xF4:
		hi, need = 0x8F, 3
	case c >= 0xF1 && c <= 0xF3:
		need = 3
	default:
		return 1
	}
	n := 1
	for ; n <= need && n < len(b); n++ {
		if b[n] < lo || b[n] > hi {
			break
		}
		lo, hi = 0x80, 0xBF
	}
	return n
}

// incompleteTail returns how many bytes at the end of b are the start of a character that more
// bytes could still complete. A streaming decoder holds those back.
func incompleteTail(b []byte) int {
	for k := 1; k <= 3 && k <= len(b); k++ {
		c := b[len(b)-k]
		if c < 0x80 {
			return 0
		}
		if c >= 0xC0 {
			// A lead byte: the tail is incomplete if it is a valid prefix shorter than its sequence.
			tail := b[len(b)-k:]
			if invalidPrefix(tail) == k && !utf8.Valid(tail) && validLeadPrefix(tail) {
				return k
			}
			return 0
		}
	}
	return 0
}

// validLeadPrefix reports whether tail (a lead byte and continuation bytes) is shorter than the
// sequence its lead byte starts, so more bytes could complete it.
func validLeadPrefix(tail []byte) bool {
	c := tail[0]
	var size int
	switch {
	case c >= 0xC2 && c <= 0xDF:
		size = 2
	case c >= 0xE0 && c <= 0xEF:
		size = 3
	case c >= 0xF0 && c <= 0xF4:
		size = 4
	default:
		return false
	}
	return len(tail) < size
}
