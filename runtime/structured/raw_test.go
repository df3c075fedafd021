package structured

import (
	"testing"
)

// TestChoice: a choice grammar takes exactly its texts, with nothing around them; it is Done at
// each text's end and Ended only where no other text goes on.
func TestChoice(t *testing.T) {
	g, err := Choice([]string{"yes", "no", "yes!", "peut-être"})
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]bool{"yes": true, "no": true, "yes!": true, "peut-être": true,
		" yes": false, "yes ": false, "ye": false, "n": false, "No": false, "yes!!": false, "\"yes\"": false} {
		if got := acceptsText(g, text); got != want {
			t.Errorf("%q: %v, expected %v", text, got, want)
		}
	}
	s := g.Start()
	s.FeedAll([]byte("yes"))
	if !s.Done() || s.Ended() {
		t.Errorf("after yes: Done %v Ended %v, expected true, false (yes! may follow)", s.Done(), s.Ended())
	}
	s = g.Start()
	s.FeedAll([]byte("no"))
	if !s.Done() || !s.Ended() {
		t.Errorf("after no: Done %v Ended %v, expected both", s.Done(), s.Ended())
	}
	for _, bad := range [][]string{nil, {"a", ""}, {"\xff"}} {
		if _, err := Choice(bad); err == nil {
			t.Errorf("Choice(%q): no error", bad)
		}
	}
}

// TestRegex: a regex grammar takes the plain UTF-8 texts its pattern matches whole.
func TestRegex(t *testing.T) {
	for pat, cases := range map[string]map[string]bool{
		`\d{3}-[a-z]+`: {"123-abc": true, "123-": false, "a123-abc": false, "123-abcé": false, "123-abc\n": false},
		`.+`:           {"é😀 x": true, "": false, "a\nb": false, "\xe0\x80\x80": false, "\xed\xa0\x80": false, "\xc3": false},
		`(yes|no)!?`:   {"yes": true, "no!": true, "yes!!": false, "maybe": false},
		`[^"]*`:        {``: true, `a b\c`: true, `a"b`: false},
	} {
		g, err := Regex(pat)
		if err != nil {
			t.Fatalf("%s: %v", pat, err)
		}
		for text, want := range cases {
			if got := acceptsText(g, text); got != want {
				t.Errorf("%s: %q: %v, expected %v", pat, text, got, want)
			}
		}
	}
	if _, err := Regex(`(?=x)`); err == nil {
		t.Error("a lookahead compiled")
	}
}

// TestVocabAllowRaw: the masks of plain-text grammars are, token for token, what feeding each
// token's bytes gives, on DeepSeek-V3's vocabulary.
func TestVocabAllowRaw(t *testing.T) {
	toks := deepseekTokens(t, false)
	v := NewVocab(toks)
	allowed := make([]bool, v.Size())
	choice, err := Choice([]string{"positive", "negative", "neutral", "pos"})
	if err != nil {
		t.Fatal(err)
	}
	re, err := Regex(`[A-Z][a-z]+ \d{1,3}(, [A-Z][a-z]+ \d{1,3})*\.`)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		g    *Grammar
		text string
	}{{choice, "negative"}, {choice, "pos"}, {re, "Oslo 12, Bergen 7."}} {
		s := tc.g.Start()
		for i := 0; i <= len(tc.text); i++ {
			v.AllowState(s, allowed)
			n := 0
			for id, b := range toks {
				sc := s
				want := len(b) > 0 && sc.FeedAll(b)
				if allowed[id] != want {
					t.Fatalf("%q at %d: token %q allowed %v, feeding it gives %v", tc.text, i, b, allowed[id], want)
				}
				if want {
					n++
				}
			}
			if n == 0 && !s.Done() {
				t.Fatalf("%q at %d: nothing allowed before the end", tc.text, i)
			}
			if i < len(tc.text) && !s.Feed(tc.text[i]) {
				t.Fatalf("%q refused at %d", tc.text, i)
			}
		}
	}
}
