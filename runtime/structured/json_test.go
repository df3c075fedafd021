package structured

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// accepts feeds s and reports whether every byte was allowed and the object is complete.
func accepts(s string) bool {
	m := NewObject()
	return m.FeedAll([]byte(s)) && m.Done()
}

func TestMachineValid(t *testing.T) {
	for _, s := range []string{
		`{}`, ` {} `, "\t{\n}\r\n", `{"a":1}`, `{"a": -0.5e+10, "b": [1, 2.25, -3, 0, 1E5, 1e-2], "c": {"d": null}}`,
		`{"s": "quote \" slash \/ back \\ \b\f\n\r\t \u00e9\uD83D\uDE00", "t": true, "f": false}`,
		`{"utf8": "é 北京 😀", "": ""}`, "{\"edges\": \"\xe0\xa0\x80 \xed\x9f\xbf \xf0\x90\x80\x80 \xf4\x8f\xbf\xbf\"}", `{"nested": [[[]], {}, [{"x": []}]]}`, `{"n": 0, "m": -0, "k": 10.0}`,
	} {
		if !accepts(s) {
			t.Errorf("refused %q", s)
		}
		if !json.Valid([]byte(s)) {
			t.Fatalf("test case %q is not JSON", s)
		}
	}
}

func TestMachineInvalid(t *testing.T) {
	for _, s := range []string{
		`[1]`, `1`, `"a"`, `{"a" 1}`, `{"a":}`, `{"a":1,}`, `{"a":[1,]}`, `{"a":01}`, `{"a":1.}`, `{"a":.5}`,
		`{"a":-}`, `{"a":1e}`, `{'a':1}`, "{\"a\":\"x\ny\"}", `{"a":"\x"}`, `{"a":"\u12G4"}`, `{"a":"x}`, `{}x`,
		`{"a":NaN}`, `{"a":+1}`, `{"a":tru}`, `{"a":nul}`, `{a:1}`, `{"a":1}}`, `{"a":[}`, `{"a":]}`, "{\"a\":\"\xff\"}",
		"{\"a\":\"\xc3\"}", "{\"a\":\"\xe0\x9f\xbf\"}", "{\"a\":\"\xed\xa0\x80\"}", "{\"a\":\"\xf0\x8f\xbf\xbf\"}",
		"{\"a\":\"\xf4\x90\x80\x80\"}", "{\"a\":\"\xc0\xaf\"}", `{,}`, `{"a":1 "b":2}`, `{"a":[1 2]}`, `{"a"::1}`, `{"a":true false}`,
	} {
		if accepts(s) {
			t.Errorf("accepted %q", s)
		}
	}
	// Limits: blanks, a number's length, the nesting depth.
	if accepts("{" + strings.Repeat(" ", MaxSpace+1) + "}") {
		t.Errorf("accepted %d blanks in a row", MaxSpace+1)
	}
	if !accepts("{" + strings.Repeat(" ", MaxSpace) + "}" + strings.Repeat(" ", MaxSpace)) {
		t.Errorf("refused %d blanks", MaxSpace)
	}
	if accepts(`{"a":`+strings.Repeat("1", MaxNumber+1)+`}`) || !accepts(`{"a":`+strings.Repeat("1", MaxNumber)+`}`) {
		t.Errorf("a number's length: the limit is %d", MaxNumber)
	}
	deep := func(n int) string { return `{"a":` + strings.Repeat("[", n-1) + strings.Repeat("]", n-1) + `}` }
	if !accepts(deep(MaxDepth)) || accepts(deep(MaxDepth+1)) {
		t.Errorf("nesting: the limit is %d", MaxDepth)
	}
}

// TestMachineRefusalKeepsState: a refused byte leaves the machine where it was.
func TestMachineRefusalKeepsState(t *testing.T) {
	text := `{"a": [1.5e3, "x\u00e9é", true, null, {"b": -0}], "c": 12}`
	m := NewObject()
	for i := 0; i < len(text); i++ {
		for c := range 256 {
			before := m
			if !m.Feed(byte(c)) && m != before {
				t.Fatalf("at %d (%q): refusing %q changed the machine", i, text[:i], byte(c))
			}
			m = before
		}
		if !m.Feed(text[i]) {
			t.Fatalf("refused %q at %d", text[i], i)
		}
	}
	if !m.Done() {
		t.Error("not done at the end")
	}
}

// randomValue writes a random JSON value with random blanks, as a model might.
func randomValue(r *rand.Rand, b *strings.Builder, depth int) {
	blank := func() {
		for range r.IntN(3) {
			b.WriteByte(" \n\t\r"[r.IntN(4)])
		}
	}
	blank()
	switch k := r.IntN(8); {
	case k == 0 && depth < 6:
		b.WriteByte('{')
		for i := range r.IntN(4) {
			if i > 0 {
				b.WriteByte(',')
			}
			blank()
			k, _ := json.Marshal(randomString(r))
			b.Write(k)
			blank()
			b.WriteByte(':')
			randomValue(r, b, depth+1)
		}
		blank()
		b.WriteByte('}')
	case k == 1 && depth < 6:
		b.WriteByte('[')
		for i := range r.IntN(4) {
			if i > 0 {
				b.WriteByte(',')
			}
			randomValue(r, b, depth+1)
		}
		blank()
		b.WriteByte(']')
	case k == 2:
		s, _ := json.Marshal(randomString(r))
		b.Write(s)
	case k == 3:
		b.WriteString([]string{"true", "false", "null"}[r.IntN(3)])
	default:
		n, _ := json.Marshal((r.Float64() - 0.5) * float64(int64(1)<<r.IntN(60)))
		if r.IntN(2) == 0 {
			n, _ = json.Marshal(r.Int64N(1<<40) - 1<<39)
		}
		b.Write(n)
	}
	blank()
}

func randomString(r *rand.Rand) string {
	runes := []rune("ab\"\\/\n\t\x01é北😀 ")
	var s []rune
	for range r.IntN(6) {
		s = append(s, runes[r.IntN(len(runes))])
	}
	return string(s)
}

// TestMachineAgreesWithJSON: on random objects and their mutations (a byte dropped, added or
// changed), the machine accepts a text exactly when encoding/json finds it valid, its value is an
// object and it is UTF-8 (encoding/json takes other bytes, as U+FFFD; an answer is text), within
// the limits, which these texts stay under.
func TestMachineAgreesWithJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	const alphabet = "{}[]:,\"\\ 0123456789.eE+-tfnrul\x00é"
	for range 20000 {
		var b strings.Builder
		b.WriteByte('{')
		for i := range r.IntN(4) {
			if i > 0 {
				b.WriteByte(',')
			}
			k, _ := json.Marshal(randomString(r))
			b.Write(k)
			b.WriteByte(':')
			randomValue(r, &b, 1)
		}
		b.WriteByte('}')
		s := []byte(b.String())
		if r.IntN(2) == 0 && len(s) > 0 {
			i := r.IntN(len(s))
			switch r.IntN(3) {
			case 0:
				s = append(s[:i], s[i+1:]...)
			case 1:
				s = append(s[:i], append([]byte{alphabet[r.IntN(len(alphabet))]}, s[i:]...)...)
			default:
				s[i] = alphabet[r.IntN(len(alphabet))]
			}
		}
		valid := json.Valid(s)
		object := strings.HasPrefix(strings.TrimLeft(string(s), " \t\r\n"), "{")
		if got := accepts(string(s)); got != (valid && object && utf8.Valid(s)) {
			t.Fatalf("%q: machine %v, encoding/json valid %v object %v, UTF-8 %v", s, got, valid, object, utf8.Valid(s))
		}
	}
}

// TestMachineNumberRoom: a number takes a '.', 'e' or sign only where a digit still fits after it
// within MaxNumber bytes, so it can always end.
func TestMachineNumberRoom(t *testing.T) {
	for _, tc := range []struct {
		digits int
		next   string
		want   bool
	}{{MaxNumber - 2, ".", true}, {MaxNumber - 1, ".", false}, {MaxNumber - 1, "e", false}, {MaxNumber - 2, "e", true}, {MaxNumber, "0", false}} {
		m := NewObject()
		if !m.FeedAll([]byte(`{"n": ` + strings.Repeat("1", tc.digits))) {
			t.Fatalf("%d digits refused", tc.digits)
		}
		if got := m.FeedAll([]byte(tc.next)); got != tc.want {
			t.Errorf("%d digits, then %q: %v, expected %v", tc.digits, tc.next, got, tc.want)
		}
		if tc.want && !m.FeedAll([]byte("5}")) {
			t.Errorf("%d digits, then %q: could not end the number", tc.digits, tc.next)
		}
	}
	m := NewObject()
	if !m.FeedAll([]byte(`{"n": `+strings.Repeat("1", MaxNumber-3)+"e")) || m.Feed('-') != true || m.Feed('-') {
		t.Error("an exponent's sign where one digit still fits")
	}
}
