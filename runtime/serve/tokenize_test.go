package serve

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// TestTokenize: /tokenize gives the ids of a text (with the tokenizer's special tokens unless
// add_special_tokens is false), of ids, or of chat messages as a chat request renders them, with
// their count and the server's longest sequence; /detokenize gives the text of ids; both refuse
// what they cannot answer.
func TestTokenize(t *testing.T) {
	tok := newFakeTok()
	h := newHarness(t, Config{Tokenizer: tok, Model: "m", MaxSeqLen: 64}, newFake(vocab), true)
	enc := func(s string, special bool) []int32 { ids, _ := tok.Encode(s, special); return ids }
	chat, _ := tok.ApplyChatTemplate(Chat{Messages: []ChatMessage{{Role: "user", Content: "hi"}}, AddGenerationPrompt: true})
	type tokenized struct {
		Count       int      `json:"count"`
		MaxModelLen int      `json:"max_model_len"`
		Tokens      []int32  `json:"tokens"`
		TokenStrs   []string `json:"token_strs"`
	}
	for _, tc := range []struct {
		body string
		want []int32
		strs []string
	}{
		{`{"prompt": "ab"}`, enc("ab", true), nil},
		{`{"prompt": "ab", "add_special_tokens": false, "return_token_strs": true}`, enc("ab", false), []string{"a", "b"}},
		{`{"model": "m", "prompt": [5, 6]}`, []int32{5, 6}, nil},
		{`{"messages": [{"role": "user", "content": "hi"}]}`, enc(chat, false), nil},
	} {
		code, b := h.post("/tokenize", tc.body)
		var r tokenized
		if code != 200 || json.Unmarshal(b, &r) != nil {
			t.Fatalf("%s: %d %s", tc.body, code, b)
		}
		if !slices.Equal(r.Tokens, tc.want) || r.Count != len(tc.want) || r.MaxModelLen != 64 || !slices.Equal(r.TokenStrs, tc.strs) {
			t.Errorf("%s: %+v, want tokens %v, strs %q", tc.body, r, tc.want, tc.strs)
		}
	}
	code, b := h.post("/detokenize", `{"tokens": [0, `+jsonInt(tok.ids['o'])+`, `+jsonInt(tok.ids['k'])+`]}`)
	if code != 200 || string(b) != `{"prompt":"ok"}`+"\n" {
		t.Errorf("detokenize: %d %s, want ok (the special id 0 left out)", code, b)
	}
	for _, tc := range []struct {
		path, body string
		status     int
		want       string
	}{
		{"/tokenize", `{}`, 400, "prompt and messages: neither given, expected exactly one"},
		{"/tokenize", `{"prompt": "a", "messages": []}`, 400, "both given"},
		{"/tokenize", `{"model": "x", "prompt": "a"}`, 404, "does not exist, expected"},
		{"/tokenize", `{"prompt": [500]}`, 400, "prompt[0]: token id 500 is outside the vocabulary"},
		{"/tokenize", `{"messages": [{"role": "pilot", "content": "x"}]}`, 400, "messages[0].role:"},
		{"/detokenize", `{"tokens": "ab"}`, 400, "tokens: got a string, expected an array of token ids"},
		{"/detokenize", `{"tokens": [1, -1]}`, 400, "tokens[1]: token id -1 is outside the vocabulary"},
		{"/detokenize", `{"tokens": [1.5]}`, 400, "tokens: got an array, expected an array of token ids"},
		{"/tokenize", `{"prompt": `, 400, "invalid JSON"},
	} {
		code, b := h.post(tc.path, tc.body)
		if code != tc.status || !strings.Contains(string(b), tc.want) {
			t.Errorf("%s %s: %d %s, want %d with %q", tc.path, tc.body, code, b, tc.status, tc.want)
		}
	}
	if code, _ := h.get("/tokenize"); code != http.StatusMethodNotAllowed {
		t.Errorf("GET /tokenize: %d, want 405", code)
	}

	// Without a tokenizer: ids only.
	bare := newHarness(t, Config{Model: "m"}, newFake(vocab), true)
	if code, b := bare.post("/tokenize", `{"prompt": "ab"}`); code != 400 || !strings.Contains(string(b), noTokenizer) {
		t.Errorf("text without a tokenizer: %d %s", code, b)
	}
	if code, b := bare.post("/tokenize", `{"prompt": [1, 2, 3]}`); code != 200 || !strings.Contains(string(b), `"count":3`) {
		t.Errorf("ids without a tokenizer: %d %s", code, b)
	}
	// Behind --api-key as /v1/ is.
	keyed := newHarness(t, Config{Tokenizer: tok, Model: "m", APIKey: "k"}, newFake(vocab), true)
	for _, p := range []string{"/tokenize", "/detokenize"} {
		if code, _ := keyed.post(p, `{"prompt": "a", "tokens": [3]}`); code != http.StatusUnauthorized {
			t.Errorf("%s without the key: %d, want 401", p, code)
		}
	}
}

func jsonInt(id int32) string { b, _ := json.Marshal(id); return string(b) }
