package ir

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The lexer of the IR text form: one source line at a time into tokens, with 1-based columns.

type pos struct{ line, col int }

type tokKind uint8

const (
	tEOL    tokKind = iota // end of the line (or a comment)
	tIdent                 // keyword, op name, dtype, attribute key, dim symbol
	tGlobal                // @name; text is the name
	tLocal                 // %name; text is the name
	tNumber                // integer, float, or a block size such as 128x128
	tString                // "..."; text is the unquoted value
	tPunct                 // ( ) [ ] { } , : = ->
)

type token struct {
	kind tokKind
	text string
	col  int
}

// describe names a token in "found ..." messages.
func (t token) describe() string {
	switch t.kind {
	case tEOL:
		if t.text == "EOF" {
			return "end of input"
		}
		return "end of line"
	case tIdent:
		return strconv.Quote(t.text)
	case tGlobal:
		return "@" + quoteName(t.text)
	case tLocal:
		return "%" + quoteName(t.text)
	case tNumber:
		return "number " + t.text
	case tString:
		return "string " + strconv.Quote(t.text)
	}
	return "'" + t.text + "'"
}

func quoteName(s string) string {
	if isPlainName(s) {
		return s
	}
	return strconv.Quote(s)
}

type lexError struct {
	col int
	msg string
}

// lexLine splits one source line into tokens, ending with tEOL. Columns are 1-based byte offsets.
func lexLine(s string) ([]token, *lexError) {
	var toks []token
	i := 0
	for i < len(s) {
		c := s[i]
		start := i
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			i++
			continue
		case c == '#':
			i = len(s)
			continue
		case c == '@' || c == '%':
			kind := tGlobal
			if c == '%' {
				kind = tLocal
			}
			i++
			if i < len(s) && s[i] == '"' {
				text, n, err := quoted(s[i:])
				if err != nil {
					return nil, &lexError{i + 1, err.Error()}
				}
				i += n
				toks = append(toks, token{kind, text, start + 1})
				continue
			}
			for i < len(s) && isNameByte(s[i]) {
				i++
			}
			if i == start+1 {
				return nil, &lexError{start + 1, fmt.Sprintf("expected a name after '%c'", c)}
			}
			toks = append(toks, token{kind, s[start+1 : i], start + 1})
		case c == '"':
			text, n, err := quoted(s[i:])
			if err != nil {
				return nil, &lexError{i + 1, err.Error()}
			}
			i += n
			toks = append(toks, token{tString, text, start + 1})
		case c == '-' && i+1 < len(s) && s[i+1] == '>':
			i += 2
			toks = append(toks, token{tPunct, "->", start + 1})
		case isDigit(c) || (c == '-' || c == '+') && i+1 < len(s) && (isDigit(s[i+1]) || isIdentStart(s[i+1]) || s[i+1] == '.'):
			i++
			for i < len(s) {
				d := s[i]
				if isIdentByte(d) || d == '.' || (d == '+' || d == '-') && strings.IndexByte("eEpP", s[i-1]) >= 0 {
					i++
					continue
				}
				break
			}
			toks = append(toks, token{tNumber, s[start:i], start + 1})
		case isIdentStart(c):
			for i < len(s) && isIdentByte(s[i]) {
				i++
			}
			toks = append(toks, token{tIdent, s[start:i], start + 1})
		case strings.IndexByte("()[]{},:=", c) >= 0:
			i++
			toks = append(toks, token{tPunct, s[start:i], start + 1})
		default:
			r, _ := utf8.DecodeRuneInString(s[i:])
			return nil, &lexError{start + 1, fmt.Sprintf("unexpected character %q", r)}
		}
	}
	return append(toks, token{kind: tEOL, col: len(s) + 1}), nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// quoted reads a Go-quoted string at the start of s and returns its value and length.
func quoted(s string) (string, int, error) {
	q, err := strconv.QuotedPrefix(s)
	if err != nil {
		return "", 0, fmt.Errorf("malformed string %s, expected a closed Go-quoted string", clip(s))
	}
	v, err := strconv.Unquote(q)
	if err != nil {
		return "", 0, fmt.Errorf("malformed string %s: %v", clip(q), err)
	}
	return v, len(q), nil
}

// clip shortens text quoted in a message.
func clip(s string) string {
	if len(s) > 24 {
		s = s[:24] + "..."
	}
	return strconv.Quote(s)
}
