package structured

import (
	"math/rand/v2"
	"testing"
	"time"

	"afdc/runtime/tokenizer"
)

// states returns machines at every byte of a few JSON objects: each state an answer passes.
func states() []Machine {
	var out []Machine
	for _, text := range []string{
		`{"name": "北京 \"x\" \u00e9", "n": [1, -2.5e+3, 0], "ok": true, "z": null, "o": {"k": false}}`,
		"{\n  \"a\": [\n    {\"b\": \"😀 multi-byte\"}\n  ]\n}  ",
	} {
		m := NewObject()
		out = append(out, m)
		for i := range len(text) {
			if !m.Feed(text[i]) {
				panic("bad state text")
			}
			out = append(out, m)
		}
	}
	return out
}

// deepseekTokens is each token's bytes of DeepSeek-V3's vocabulary (128,815 tokens); noSpecial
// leaves the special tokens' out, as the server does.
func deepseekTokens(t testing.TB, noSpecial bool) [][]byte {
	tok, err := tokenizer.Load("../../testdata/tokenizers/deepseek-v3")
	if err != nil {
		t.Fatal(err)
	}
	toks := make([][]byte, tok.VocabSize())
	for id := range toks {
		if !noSpecial || !tok.IsSpecial(int32(id)) {
			toks[id] = tok.TokenBytes(int32(id))
		}
	}
	return toks
}

// TestVocabAllow: the mask from the trie walk (and the string fast path) is, token for token, what
// feeding each token's bytes to the machine gives; on DeepSeek-V3's vocabulary of 128,815
// tokens and on a small one with equal and prefix tokens.
func TestVocabAllow(t *testing.T) {
	real := deepseekTokens(t, false)
	small := [][]byte{[]byte(`{`), []byte(`{"`), []byte(`{"`), nil, []byte(`"`), []byte(`":`), []byte(` `), []byte("\xe5\x8c"),
		[]byte("\x97"), []byte(`1`), []byte(`12`), []byte(`1.`), []byte(`}`), []byte(`"}`), []byte("é"), []byte(`\`), []byte(`\u`)}
	for _, tc := range []struct {
		name   string
		tokens [][]byte
	}{{"deepseek-v3", real}, {"small", small}} {
		t.Run(tc.name, func(t *testing.T) {
			v := NewVocab(tc.tokens)
			allowed := make([]bool, v.Size())
			var slowest time.Duration
			for si, m := range states() {
				start := time.Now()
				v.Allow(m, allowed)
				slowest = max(slowest, time.Since(start))
				n := 0
				for id, b := range tc.tokens {
					mc := m
					want := len(b) > 0 && mc.FeedAll(b)
					if allowed[id] != want {
						t.Fatalf("state %d (%d): token %d %q allowed %v, feeding it gives %v", si, m.st, id, b, allowed[id], want)
					}
					if want {
						n++
					}
				}
				if si == 0 && n == 0 {
					t.Fatal("nothing allowed at the start")
				}
			}
			t.Logf("%s: slowest mask %v", tc.name, slowest)
		})
	}
}

// TestVocabWalkRandom: random vocabularies of short tokens over JSON's bytes, random states.
func TestVocabWalkRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const alphabet = "{}[]:,\" 01.e-tn\\u"
	for range 50 {
		toks := make([][]byte, 200)
		for i := range toks {
			b := make([]byte, r.IntN(5))
			for j := range b {
				b[j] = alphabet[r.IntN(len(alphabet))]
			}
			toks[i] = b
		}
		v := NewVocab(toks)
		allowed := make([]bool, len(toks))
		for _, m := range states() {
			v.Allow(m, allowed)
			for id, b := range toks {
				mc := m
				if want := len(b) > 0 && mc.FeedAll(b); allowed[id] != want {
					t.Fatalf("token %q: allowed %v, want %v", b, allowed[id], want)
				}
			}
		}
	}
}

// BenchmarkVocabAllow times one mask over DeepSeek-V3's vocabulary in the states a JSON answer
// spends its tokens in:
//
//	go test -run '^$' -bench VocabAllow ./runtime/structured
func BenchmarkVocabAllow(b *testing.B) {
	v := NewVocab(deepseekTokens(b, true))
	allowed := make([]bool, v.Size())
	for _, tc := range []struct{ name, prefix string }{
		{"start", ``}, {"in-string", `{"text": "some wor`}, {"after-value", `{"a": 1`}, {"in-number", `{"a": 12`},
	} {
		m := NewObject()
		if !m.FeedAll([]byte(tc.prefix)) {
			b.Fatal(tc.prefix)
		}
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				v.Allow(m, allowed)
			}
		})
	}
}
