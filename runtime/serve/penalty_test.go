package serve

import (
	"encoding/json"
	"fmt"
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
