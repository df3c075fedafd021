package serve

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"
)

// TestPenalties: a model that always ranks a (logit 100) just above b (99.5), far above the rest, answers a...a greedily;
// presence, frequency and repetition penalties change what it picks exactly as they change the
// logits (vLLM's order: repetition, then frequency and presence), its reported logprobs stay the
// model's own, and its rows are asked for on the host, where the penalties are applied.
func TestPenalties(t *testing.T) {
	tok := newFakeTok()
	a, b := tok.ids['a'], tok.ids['b']
	eng := newFake(vocab)
	cfg := Config{Tokenizer: tok, Engine: rowEngine{eng, func(_ int, row []float32) { row[a], row[b] = 100, 99.5 }}}
	h := newHarness(t, cfg, eng, true)
	for _, tc := range []struct{ prompt, extra, want string }{
		{"x", ``, "aaaaa"},
		{"x", `, "presence_penalty": 1`, "abaaa"},     // a 99 < 99.5; then a 99 > b 98.5
		{"x", `, "frequency_penalty": 1`, "ababa"},    // a and b lose 1 a time they come
		{"x", `, "frequency_penalty": -0.5`, "aaaaa"}, // a negative penalty favours repeats
		{"a", `, "repetition_penalty": 2`, "baaaa"},   // a in the prompt: 50 < 99.5; then b 49.75 < 50
		{"x", `, "repetition_penalty": 1`, "aaaaa"},   // 1 is off
		{"a", `, "repetition_penalty": 2, "frequency_penalty": 1`, "baaba"},
	} {
		body := fmt.Sprintf(`{"prompt": %q, "max_tokens": 5, "temperature": 0, "logprobs": 1%s}`, tc.prompt, tc.extra)
		code, r, _ := h.do("/v1/completions", body)
		if code != 200 {
			t.Fatalf("%s: %d %+v", body, code, r.Error)
		}
		if got := *r.Choices[0].Text; got != tc.want {
			t.Errorf("%s: %q, want %q", tc.extra, got, tc.want)
		}
		// The logprobs are the model's: a is always the likelier of the two.
		var lp struct {
			Top []map[string]float64 `json:"top_logprobs"`
		}
		if err := json.Unmarshal(r.Choices[0].Logprobs, &lp); err != nil || len(lp.Top) != 5 || lp.Top[4]["a"] == 0 {
			t.Errorf("%s: logprobs %s (%v), want a on top at every position", tc.extra, r.Choices[0].Logprobs, err)
		}
	}
	for _, st := range eng.recorded() {
		for _, s := range st {
			if !s.Logits {
				t.Fatalf("a step without host logits: %+v", s)
			}
		}
	}
	// Without logprobs or penalties the rows may stay on the device.
	if code, _, _ := h.do("/v1/completions", `{"prompt": "x", "max_tokens": 1}`); code != 200 {
		t.Fatal(code)
	}
	steps := eng.recorded()
	if last := steps[len(steps)-1]; last[0].Logits {
		t.Errorf("a plain request asked for host logits: %+v", last[0])
	}
	// The model's default repetition penalty (its generation_config.json) applies to a request
	// that leaves it out; 1 in the request turns it off.
	rp := 2.0
	eng2 := newFake(vocab)
	cfg.Engine, cfg.Defaults = rowEngine{eng2, func(_ int, row []float32) { row[a], row[b] = 100, 99.5 }}, SamplingDefaults{RepetitionPenalty: &rp}
	h2 := newHarness(t, cfg, eng2, true)
	for extra, want := range map[string]string{``: "baaaa", `, "repetition_penalty": 1`: "aaaaa"} {
		code, r, _ := h2.do("/v1/completions", `{"prompt": "a", "max_tokens": 5, "temperature": 0`+extra+`}`)
		if code != 200 || *r.Choices[0].Text != want {
			t.Errorf("default repetition_penalty 2, request %q: %d %q, want %q", extra, code, deref(r.Choices[0].Text), want)
		}
	}
}

// TestLogitBiasAndMinTokens: logit_bias moves its ids' logits; min_tokens keeps the stop ids (the
// model's EOS among them) and stop strings from ending a choice before it has that many tokens;
// both are checked at the door.
func TestLogitBiasAndMinTokens(t *testing.T) {
	tok := newFakeTok()
	a, b := tok.ids['a'], tok.ids['b']
	eng := newFake(vocab)
	cfg := Config{Tokenizer: tok, EOS: []int32{a}, Engine: rowEngine{eng, func(_ int, row []float32) { row[a], row[b] = 100, 99.5 }}}
	h := newHarness(t, cfg, eng, true)
	for _, tc := range []struct {
		extra, text, finish string
		tokens              int
	}{
		{``, "", "stop", 1}, // a is the EOS
		{`, "min_tokens": 3`, "bbb", "stop", 4},
		{fmt.Sprintf(`, "logit_bias": {"%d": 1}`, b), "bbbbb", "length", 5},
		{fmt.Sprintf(`, "logit_bias": {"%d": -100, "%d": 0}`, a, b), "bbbbb", "length", 5},
		{fmt.Sprintf(`, "ignore_eos": true, "logit_bias": {"%d": -1}, "stop": ["bb"]`, a), "", "stop", 2},
		{fmt.Sprintf(`, "ignore_eos": true, "logit_bias": {"%d": -1}, "stop": ["bb"], "min_tokens": 3`, a), "b", "stop", 3},
	} {
		body := `{"prompt": "x", "max_tokens": 5, "temperature": 0` + tc.extra + `}`
		code, r, _ := h.do("/v1/completions", body)
		if code != 200 {
			t.Fatalf("%s: %d %+v", body, code, r.Error)
		}
		c := r.Choices[0]
		if *c.Text != tc.text || deref(c.FinishReason) != tc.finish || len(c.TokenIDs) != tc.tokens {
			t.Errorf("%s: %q %s after %d tokens, want %q %s after %d", tc.extra, *c.Text, deref(c.FinishReason), len(c.TokenIDs), tc.text, tc.finish, tc.tokens)
		}
	}
	for _, tc := range []struct{ body, want string }{
		{`{"prompt": "x", "logit_bias": {"x": 1}}`, `logit_bias: key "x", expected a token id in [0, 100)`},
		{`{"prompt": "x", "logit_bias": {"100": 1}}`, `logit_bias: key "100", expected a token id in [0, 100)`},
		{`{"prompt": "x", "logit_bias": {"5": 101}}`, `logit_bias["5"]: 101, expected a value in [-100, 100]`},
		{`{"prompt": "x", "logit_bias": [1]}`, "logit_bias: got an array"},
		{`{"prompt": "x", "max_tokens": 2, "min_tokens": 3}`, "min_tokens: 3, expected 0 to max_tokens (2)"},
		{`{"prompt": "x", "min_tokens": -1}`, "min_tokens: -1"},
	} {
		code, r, _ := h.do("/v1/completions", tc.body)
		if code != 400 || r.Error == nil || !strings.Contains(r.Error.Message, tc.want) {
			t.Errorf("%s: %d %+v, want a 400 with %q", tc.body, code, r.Error, tc.want)
		}
	}
}

// TestMinP: a model ranking a (logit 100), b (p_b/p_a = 0.3 at temperature 1) and c (0.05) far
// above the rest: sampled, min_p 0.1 never gives c and still gives b; without it, c comes; at
// temperature 2 the ratios are their square roots (c 0.22), so min_p 0.1 keeps c; the model's
// default min_p applies to a request that leaves it out; values outside [0, 1] are refused.
func TestMinP(t *testing.T) {
	tok := newFakeTok()
	a, b, c := tok.ids['a'], tok.ids['b'], tok.ids['c']
	rows := func(_ int, row []float32) {
		for i := range row {
			row[i] = 0
		}
		row[a], row[b], row[c] = 100, 100+float32(math.Log(0.3)), 100+float32(math.Log(0.05))
	}
	count := func(h *harness, extra string) map[byte]int {
		n := map[byte]int{}
		for seed := range 8 {
			code, r, _ := h.do("/v1/completions", fmt.Sprintf(`{"prompt": "x", "max_tokens": 40, "ignore_eos": true, "seed": %d%s}`, seed, extra))
			if code != 200 {
				t.Fatalf("%s: %d %+v", extra, code, r.Error)
			}
			for _, ch := range []byte(*r.Choices[0].Text) {
				n[ch]++
			}
		}
		return n
	}
	eng := newFake(vocab)
	h := newHarness(t, Config{Tokenizer: tok, Engine: rowEngine{eng, rows}}, eng, true)
	for _, tc := range []struct {
		extra string
		c     bool
	}{{``, true}, {`, "min_p": 0.1`, false}, {`, "min_p": 0.1, "temperature": 2`, true}, {`, "min_p": 0`, true}} {
		n := count(h, tc.extra)
		if n['a'] == 0 || n['b'] == 0 || (n['c'] > 0) != tc.c || n['a']+n['b']+n['c'] != 320 {
			t.Errorf("%s: counts a %d, b %d, c %d; want c drawn %v", tc.extra, n['a'], n['b'], n['c'], tc.c)
		}
	}
	mp := 0.1
	eng2 := newFake(vocab)
	h2 := newHarness(t, Config{Tokenizer: tok, Engine: rowEngine{eng2, rows}, Defaults: SamplingDefaults{MinP: &mp}}, eng2, true)
	if n := count(h2, ``); n['c'] > 0 || n['b'] == 0 {
		t.Errorf("default min_p 0.1: counts %v, want no c", n)
	}
	if n := count(h2, `, "min_p": 0`); n['c'] == 0 {
		t.Errorf("default min_p 0.1, request 0: counts %v, want c", n)
	}
	for _, v := range []string{"-0.1", "1.5"} {
		if code, r, _ := h.do("/v1/completions", `{"prompt": "x", "min_p": `+v+`}`); code != 400 || !strings.Contains(r.Error.Message, "min_p: "+v+", expected a value in [0, 1]") {
			t.Errorf("min_p %s: %d %+v", v, code, r.Error)
		}
	}
}
