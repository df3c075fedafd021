package serve

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// prefixHarness serves the fake engine with a paged cache of blocks blocks of 4 tokens and the
// prefix cache; the fake reads a sequence's first Past tokens from the blocks other sequences
// wrote and fails any write into a block two live sequences hold.
func prefixHarness(t *testing.T, blocks int) (*harness, *fakeEngine) {
	eng := newFake(vocab)
	eng.blockSize, eng.shared = 4, true
	return newHarness(t, Config{KVBlocks: blocks, KVBlockSize: 4, PrefixCaching: true}, eng, true), eng
}

// cachedRun posts a greedy completion of prompt and returns its tokens and cached prompt tokens.
func cachedRun(h *harness, prompt []int32, maxTokens int) ([]int32, int) {
	h.t.Helper()
	p, _ := json.Marshal(prompt)
	code, b := h.post("/v1/completions", fmt.Sprintf(`{"prompt": %s, "max_tokens": %d, "temperature": 0}`, p, maxTokens))
	if code != http.StatusOK {
		h.t.Fatalf("status %d: %s", code, b)
	}
	r := decode(h.t, b)
	if r.Usage == nil || r.Usage.PromptTokensDetails == nil {
		h.t.Fatalf("response %s: no prompt_tokens_details", b)
	}
	return r.Choices[0].TokenIDs, r.Usage.PromptTokensDetails.CachedTokens
}

func seqIDs(from, n int) []int32 {
	out := make([]int32, n)
	for i := range out {
		out[i] = int32(from + i)
	}
	return out
}

// TestPrefixCaching: a prompt that begins with whole blocks another sequence computed (its
// prompt, or its prompt and answer) starts past them, the engine sees it start there, and it
// answers exactly what it answers without the cache; the prompt's last token is always computed;
// a prefix is matched whole from the start only; the hits are counted.
func TestPrefixCaching(t *testing.T) {
	h, eng := prefixHarness(t, 64)
	a := seqIDs(10, 14) // 3 whole blocks and 2 tokens
	outA, cached := cachedRun(h, a, 3)
	if cached != 0 || !slices.Equal(outA, greedyChain(a, 3, vocab)) {
		t.Fatalf("first request: cached %d, tokens %v; want 0 and %v", cached, outA, greedyChain(a, 3, vocab))
	}
	for _, tc := range []struct {
		name   string
		prompt []int32
		cached int
	}{
		{"same 3 blocks, another tail", append(slices.Clone(a[:12]), 60, 61, 62), 12},
		{"the same prompt", a, 12},
		{"a prompt of exactly its 3 blocks: the last one again", a[:12], 8},
		{"the second block differs", append(slices.Clone(a[:4]), 70, 71, 72, 73, 74), 4},
		{"the blocks shifted by one", append([]int32{9}, a...), 0},
		// The conversation goes on: the first answer's tokens are in the cache too.
		{"the prompt, the answer and more", append(append(slices.Clone(a), outA...), 80, 81, 82, 83, 84), 16},
	} {
		before := len(eng.recorded())
		got, cached := cachedRun(h, tc.prompt, 3)
		if want := greedyChain(tc.prompt, 3, vocab); !slices.Equal(got, want) || cached != tc.cached {
			t.Errorf("%s: tokens %v cached %d; want %v, %d", tc.name, got, cached, want, tc.cached)
		}
		first := eng.recorded()[before][0]
		if first.Past != tc.cached || len(first.Tokens) != len(tc.prompt)-tc.cached {
			t.Errorf("%s: first step past %d with %d tokens, want %d and %d", tc.name, first.Past, len(first.Tokens), tc.cached, len(tc.prompt)-tc.cached)
		}
	}
	if got := h.metric("afdc_prefix_cache_hits_tokens_total"); got != "52" {
		t.Errorf("afdc_prefix_cache_hits_tokens_total = %s, want 12+12+8+4+0+16 = 52", got)
	}
	if got := h.metric("afdc_kv_cache_used_blocks"); got != "0" {
		t.Errorf("afdc_kv_cache_used_blocks = %s with nothing running, want 0 (idle cached blocks are free)", got)
	}
}

// TestPrefixCachingTogether: requests sharing a prefix run at once, sampled and greedy, several
// choices each: every answer is the one the engine gives without a cache, no shared block is
// ever written (the fake fails such a step), and every block is free at the end.
func TestPrefixCachingTogether(t *testing.T) {
	alone := newHarness(t, Config{}, newFake(vocab), true)
	h, eng := prefixHarness(t, 96)
	system := seqIDs(20, 9)
	var bodies []string
	for i := range 8 {
		p, _ := json.Marshal(append(slices.Clone(system), int32(40+i), int32(50+i)))
		bodies = append(bodies, fmt.Sprintf(`{"prompt": %s, "max_tokens": 6, "seed": %d, "n": 2, "temperature": 0.8}`, p, i))
	}
	want := make([][]byte, len(bodies))
	for i, b := range bodies {
		_, want[i] = alone.post("/v1/completions", b)
	}
	// Warm the cache with the shared prefix, then send all at once.
	if _, cached := cachedRun(h, system, 1); cached != 0 {
		t.Fatal(cached)
	}
	res := make([]<-chan [2]string, len(bodies))
	for i, b := range bodies {
		res[i] = h.postAsync(t.Context(), b)
	}
	for i, ch := range res {
		r := <-ch
		if r[0] != "200" {
			t.Fatalf("request %d: %s %s", i, r[0], r[1])
		}
		got, exp := decode(t, []byte(r[1])), decode(t, want[i])
		for c := range got.Choices {
			if d := cmp.Diff(exp.Choices[c].TokenIDs, got.Choices[c].TokenIDs); d != "" {
				t.Errorf("request %d choice %d (-alone +cached):\n%s", i, c, d)
			}
		}
		if got.Usage.PromptTokensDetails.CachedTokens != 8 {
			t.Errorf("request %d: %d cached tokens, want the 8 of the two whole blocks", i, got.Usage.PromptTokensDetails.CachedTokens)
		}
	}
	waitFor(t, "every block free", func() bool { return h.metric("afdc_kv_cache_used_blocks") == "0" })
	_ = eng
}

// TestPrefixCachingEviction: idle cached blocks give way to a request that needs the space, the
// least recently used first; a failed engine step forgets the whole cache.
func TestPrefixCachingEviction(t *testing.T) {
	h, eng := prefixHarness(t, 8)
	a, b := seqIDs(10, 9), seqIDs(30, 9) // 2 whole blocks each, 3 blocks with 2 tokens to generate
	cachedRun(h, a, 2)
	cachedRun(h, b, 2)
	if got := h.metric("afdc_prefix_cache_blocks"); got != "4" {
		t.Fatalf("afdc_prefix_cache_blocks = %s, want 4", got)
	}
	// 6 blocks: the 4 free ones and a's 2, released first; b's stay.
	big := seqIDs(60, 21)
	if _, cached := cachedRun(h, big, 3); cached != 0 {
		t.Fatalf("big: cached %d", cached)
	}
	if _, cached := cachedRun(h, b, 1); cached != 8 {
		t.Errorf("b after the big request: cached %d, want 8 (a's blocks went first)", cached)
	}
	if _, cached := cachedRun(h, a, 1); cached != 0 {
		t.Errorf("a after the big request: cached %d, want 0", cached)
	}
	eng.mu.Lock()
	eng.failNext = fmt.Errorf("lost the device")
	eng.mu.Unlock()
	if code, _ := h.post("/v1/completions", `{"prompt": [1, 2, 3], "max_tokens": 1}`); code != http.StatusServiceUnavailable {
		t.Fatalf("failed step: status %d, want 503", code)
	}
	if got := h.metric("afdc_prefix_cache_blocks"); got != "0" {
		t.Errorf("after a failed step the cache holds %s blocks, want 0", got)
	}
	if got, cached := cachedRun(h, b, 1); cached != 0 || !slices.Equal(got, greedyChain(b, 1, vocab)) {
		t.Errorf("b after the failure: cached %d, %v", cached, got)
	}
}
