package structured

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// match runs d over s's characters: whether it takes the whole string.
func (d *dfa) match(s string) bool {
	st := int32(0)
	for _, r := range s {
		sym := symOther
		if r < 0x80 {
			sym = int(r)
		}
		if st = d.next[st][sym]; st < 0 {
			return false
		}
	}
	return d.accept[st]
}

// TestPatternAgainstRegexp: on random strings over each pattern's characters, a pattern's
// automaton agrees with Go's regexp (a search, as JSON Schema's pattern is); where the pattern
// reads a non-ASCII character more narrowly than Go (\W, \S, \D take only ASCII), what it takes
// Go takes too. Strings with a carriage return are left out: "." takes none here, where Go's takes it.
func TestPatternAgainstRegexp(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, tc := range []struct {
		pat, alphabet string
		narrow        bool // \W, \S or \D: the automaton takes fewer non-ASCII strings
	}{
		{`^a+b?$`, "abc", false},
		{`ab|^c$`, "abcd", false},
		{`^(ab|cd)*e{2,3}$`, "abcde", false},
		{`^[a-c-]{1,4}x?$`, "abcd-x", false},
		{`[^a-c]`, "abcdé\n", false},
		{`^\d+(\.\d{1,2})?$`, "012.a", false},
		{`^\w+@\w\.(c|o)$`, "a_@.co", false},
		{`^.{2}$`, "a\né", false},
		{`^\s*\S+\s*$`, " \tabé", true},
		{`^\W\D$`, "a1 é", true},
		{`x{0}y`, "xy", false},
		{`^(?:a|b)+?c??$`, "abc", false},
		{`\/\[\]\.`, `/[].`, false},
		{`^[\d\s]+$`, "1 a\t", false},
		{`^[\]a]$`, "]ab", false},
		{`^\x41B\x2e$`, "AB.C", false},
		{`^(a|ab)(c|bcd)(d*)$`, "abcd", false},
		{`^[a-zA-Z0-9]([a-zA-Z0-9-]{0,3}[a-zA-Z0-9])?$`, "aZ9-", false},
	} {
		d, err := compilePattern(tc.pat)
		if err != nil {
			t.Fatalf("%s: %v", tc.pat, err)
		}
		re := regexp.MustCompile(tc.pat)
		chars := []rune(tc.alphabet)
		agree := 0
		for range 3000 {
			var b strings.Builder
			for range r.IntN(9) {
				b.WriteRune(chars[r.IntN(len(chars))])
			}
			s := b.String()
			got, want := d.match(s), re.MatchString(s)
			if got && !want {
				t.Fatalf("%s: takes %q, which Go's regexp does not match", tc.pat, s)
			}
			if got != want && !(tc.narrow && !isASCII(s)) {
				t.Fatalf("%s: %q: %v, Go's regexp %v", tc.pat, s, got, want)
			}
			if got {
				agree++
			}
		}
		if agree == 0 {
			t.Errorf("%s: no random string matched, expected some", tc.pat)
		}
	}
}

func isASCII(s string) bool { return utf8.RuneCountInString(s) == len(s) }

// TestFormats: the formats' patterns take and refuse what they should.
func TestFormats(t *testing.T) {
	for name, cases := range map[string]map[string]bool{
		"date": {"2024-01-31": true, "2024-02-28": true, "2024-04-30": true, "2024-04-31": false, "2024-02-29": false,
			"2024-13-01": false, "2024-00-10": false, "24-01-01": false, "2024-1-01": false},
		"time":      {"23:59:59Z": true, "00:00:00.123+05:30": true, "24:00:00Z": false, "12:00:00": false, "12:60:00Z": false},
		"date-time": {"2024-06-01T12:30:00Z": true, "2024-06-01T12:30:00.5-08:00": true, "2024-06-01 12:30:00Z": false},
		"uuid":      {"123e4567-e89b-12d3-a456-426614174000": true, "123e4567e89b12d3a456426614174000": false, "123e4567-e89b-12d3-a456-42661417400g": false},
		"ipv4":      {"192.168.0.1": true, "255.255.255.255": true, "256.1.1.1": false, "01.2.3.4": false, "1.2.3": false},
		"email":     {"a.b+c@example.com": true, "x@y.co": true, "a@b": false, "@b.com": false, "a@-b.com": false, "a b@c.com": false},
	} {
		d, err := compilePattern(formats[name])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for s, want := range cases {
			if got := d.match(s); got != want {
				t.Errorf("format %s: %q taken %v, expected %v", name, s, got, want)
			}
		}
	}
}

// TestPatternEscapes: \u names an ASCII character as \x does.
func TestPatternEscapes(t *testing.T) {
	d, err := compilePattern(`^\u0041\x42[\u0043-\u0045]$`)
	if err != nil {
		t.Fatal(err)
	}
	for s, want := range map[string]bool{"ABC": true, "ABE": true, "ABF": false, "AB": false} {
		if d.match(s) != want {
			t.Errorf("%q: %v, expected %v", s, !want, want)
		}
	}
}

func TestPatternRefused(t *testing.T) {
	for pat, want := range map[string]string{
		`(?=a)b`:  "lookarounds",
		`(a)\1`:   `\1 at 3 is not supported`,
		`\bword`:  "word boundaries",
		`é+`:      "ASCII characters only",
		`[à-ü]`:   "ASCII characters only",
		`\u00e9`:  "ASCII characters only",
		`a**`:     "repeats a repetition",
		`*a`:      "repeats nothing",
		`(ab`:     "unclosed (",
		`ab)`:     "unbalanced )",
		`a{2,1}`:  "n <= m",
		`a{1000}`: "counts up to 256",
		`[z-a]`:   "a bad range",
		`a^b`:     "^ at 1",
		`a$b`:     "supported only at the start and end",
		`\p{L}`:   `\p at 0 is not supported`,
		`[ab`:     "unclosed [",
	} {
		if _, err := compilePattern(pat); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, expected one saying %q", pat, err, want)
		}
	}
}

// TestPatternBudgets: a pattern or a schema too large to compile quickly is refused, and quickly.
func TestPatternBudgets(t *testing.T) {
	start := time.Now()
	for pat, want := range map[string]string{
		`((a{200}){20}){20}`:        "the pattern is too large",
		`^(a|b)*a(a|b){11}$`:        "more than 2048 automaton states",
		`([a-z0-9]{1,200}\.){1,20}`: "the pattern is too large",
	} {
		if _, err := compilePattern(pat); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, expected an error saying %q", pat, err, want)
		}
	}
	props := make([]string, 40)
	for i := range props {
		props[i] = fmt.Sprintf(`"p%d": {"type": "string", "pattern": "^(a|b)*a(a|b){8}$"}`, i)
	}
	if _, err := CompileSchema([]byte(`{"type": "object", "properties": {` + strings.Join(props, ", ") + `}}`)); err == nil || !strings.Contains(err.Error(), "automaton states in all") {
		t.Errorf("40 patterns of 512 states: %v, expected the schema's budget", err)
	}
	t.Logf("compiled and refused in %v", time.Since(start))
}
