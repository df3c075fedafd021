package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/runtime"
	"afdc/runtime/sampler"
)

const vocab = 100

func TestGreedyEqualsArgmaxChain(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), true)
	prompt := ids(5, 3)
	got, finish := h.complete(fmt.Sprintf(`{"prompt": %s, "max_tokens": 12, "temperature": 0}`, jsonIDs(prompt)))
	if d := cmp.Diff(greedyChain(prompt, 12, vocab), got); d != "" {
		t.Errorf("tokens (-want +got):\n%s", d)
	}
	if finish != "length" {
		t.Errorf("finish_reason %q, want length", finish)
	}
	// [[ids]] is the same prompt.
	got2, _ := h.complete(fmt.Sprintf(`{"prompt": [%s], "max_tokens": 12, "temperature": 0}`, jsonIDs(prompt)))
	if d := cmp.Diff(got, got2); d != "" {
		t.Errorf("[[ids]] tokens (-want +got):\n%s", d)
	}
	waitFor(t, "all sequences released", func() bool { return h.eng.live() == 0 && len(h.eng.releasedIDs()) == 2 })
}

// TestReturnLogits: with return_logits each token comes with the logits row it was chosen from;
// without it the response carries none.
func TestReturnLogits(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), true)
	prompt := ids(4, 7)
	code, b := h.post("/v1/completions", fmt.Sprintf(`{"prompt": %s, "max_tokens": 3, "temperature": 0, "return_logits": true}`, jsonIDs(prompt)))
	if code != 200 {
		t.Fatalf("status %d: %s", code, b)
	}
	c := decode(t, b).Choices[0]
	hist := slices.Clone(prompt)
	if len(c.Logits) != 3 {
		t.Fatalf("%d logits rows, want 3", len(c.Logits))
	}
	for i, tok := range c.TokenIDs {
		if d := cmp.Diff(fakeLogits(hist, vocab), c.Logits[i]); d != "" {
			t.Errorf("row %d (-want +got):\n%s", i, d)
		}
		hist = append(hist, tok)
	}
	_, b = h.post("/v1/completions", fmt.Sprintf(`{"prompt": %s, "max_tokens": 2, "temperature": 0}`, jsonIDs(prompt)))
	if c := decode(t, b).Choices[0]; c.Logits != nil {
		t.Errorf("logits returned without return_logits: %d rows", len(c.Logits))
	}
}

func TestResponseShape(t *testing.T) {
	h := newHarness(t, Config{Model: "tiny-moe"}, newFake(vocab), true)
	code, b := h.post("/v1/completions", `{"model": "tiny-moe", "prompt": [1, 2, 3], "max_tokens": 4, "temperature": 0}`)
	if code != 200 {
		t.Fatalf("status %d: %s", code, b)
	}
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	r := decode(t, b)
	if !strings.HasPrefix(r.ID, "cmpl-") || r.Object != "text_completion" || r.Model != "tiny-moe" || r.Created == 0 {
		t.Errorf("header fields wrong: %s", b)
	}
	want := usage{PromptTokens: 3, CompletionTokens: 4, TotalTokens: 7}
	if r.Usage == nil || *r.Usage != want {
		t.Errorf("usage %+v, want %+v", r.Usage, want)
	}
	c := raw["choices"].([]any)[0].(map[string]any)
	if c["text"] != "" || c["logprobs"] != nil || c["index"] != 0.0 {
		t.Errorf("choice %v: want text \"\", logprobs null, index 0", c)
	}
	if _, ok := c["logprobs"]; !ok {
		t.Errorf("choice %v has no logprobs key", c)
	}
}

// TestConcurrentRequestsShareSteps: two requests queued together run in the same steps.
func TestConcurrentRequestsShareSteps(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), false)
	prompts := [][]int32{ids(4, 1), ids(6, 2)}
	got := make([][]int32, 2)
	var wg sync.WaitGroup
	for i, p := range prompts {
		wg.Go(func() {
			got[i], _ = h.complete(fmt.Sprintf(`{"prompt": %s, "max_tokens": 5, "temperature": 0}`, jsonIDs(p)))
		})
	}
	waitFor(t, "both requests queued", func() bool { return h.queued() == 2 })
	h.start()
	wg.Wait()
	for i, p := range prompts {
		if d := cmp.Diff(greedyChain(p, 5, vocab), got[i]); d != "" {
			t.Errorf("request %d tokens (-want +got):\n%s", i, d)
		}
	}
	steps := h.eng.recorded()
	// 1 prefill step + 4 decode steps, each with both sequences.
	if len(steps) != 5 {
		t.Fatalf("%d steps, want 5: %v", len(steps), steps)
	}
	for i, st := range steps {
		if len(st) != 2 || st[0].ID == st[1].ID {
			t.Errorf("step %d has %d sequences %v, want both requests", i, len(st), st)
		}
	}
	if n := len(steps[0][0].Tokens) + len(steps[0][1].Tokens); n != 10 {
		t.Errorf("first step has %d tokens, want both prompts (10)", n)
	}
}

// TestChunkedPrefill: a long prompt enters in ChunkTokens pieces, then decodes one token a step.
func TestChunkedPrefill(t *testing.T) {
	h := newHarness(t, Config{MaxBatchTokens: 512, ChunkTokens: 256}, newFake(vocab), true)
	prompt := ids(600, 5)
	got, _ := h.complete(fmt.Sprintf(`{"prompt": %s, "max_tokens": 3, "temperature": 0}`, jsonIDs(prompt)))
	if d := cmp.Diff(greedyChain(prompt, 3, vocab), got); d != "" {
		t.Errorf("tokens (-want +got):\n%s", d)
	}
	type part struct{ N, Past int }
	var comp []part
	for _, st := range h.eng.recorded() {
		if len(st) != 1 {
			t.Fatalf("step %v: want one sequence", st)
		}
		comp = append(comp, part{len(st[0].Tokens), st[0].Past})
	}
	want := []part{{256, 0}, {256, 256}, {88, 512}, {1, 600}, {1, 601}}
	if d := cmp.Diff(want, comp); d != "" {
		t.Errorf("steps (-want +got):\n%s", d)
	}
}

// TestBatchBudget: decodes go first, prefill chunks fill the rest of MaxBatchTokens in arrival order.
func TestBatchBudget(t *testing.T) {
	h := newHarness(t, Config{MaxBatchTokens: 400, ChunkTokens: 256}, newFake(vocab), false)
	var wg sync.WaitGroup
	for i := range 2 {
		body := fmt.Sprintf(`{"prompt": %s, "max_tokens": 2, "temperature": 0}`, jsonIDs(ids(300, int32(i))))
		wg.Go(func() { h.complete(body) })
		waitFor(t, "request queued", func() bool { return h.queued() == i+1 })
	}
	h.start()
	wg.Wait()
	var comp [][]int
	for _, st := range h.eng.recorded() {
		var row []int
		for _, s := range st {
			row = append(row, int(s.ID), len(s.Tokens), s.Past)
		}
		comp = append(comp, row)
	}
	a, b := int(h.eng.recorded()[0][0].ID), int(h.eng.recorded()[0][1].ID)
	want := [][]int{
		{a, 256, 0, b, 144, 0},    // A's first chunk, B gets the rest of the budget
		{a, 44, 256, b, 156, 144}, // both finish their prompts
		{a, 1, 300, b, 1, 300},    // both decode
	}
	if d := cmp.Diff(want, comp); d != "" {
		t.Errorf("steps [id, tokens, past, ...] (-want +got):\n%s", d)
	}
}

func TestSeed(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), true)
	req := func(seed int) []int32 {
		got, _ := h.complete(fmt.Sprintf(`{"prompt": [1, 2, 3], "max_tokens": 16, "temperature": 1.0, "seed": %d}`, seed))
		return got
	}
	a, b, c := req(7), req(7), req(8)
	if d := cmp.Diff(a, b); d != "" {
		t.Errorf("same seed, different tokens (-first +second):\n%s", d)
	}
	if slices.Equal(a, c) {
		t.Errorf("seeds 7 and 8 gave the same 16 tokens %v", a)
	}
	if slices.Equal(a, greedyChain([]int32{1, 2, 3}, 16, vocab)) {
		t.Errorf("temperature 1 gave the greedy chain: sampling is not random")
	}
}

// TestTinyTopP: a top_p too small for float32 still means "only the most probable token".
func TestTinyTopP(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), true)
	got, _ := h.complete(`{"prompt": [4, 5], "max_tokens": 10, "temperature": 1, "top_p": 1e-50}`)
	if d := cmp.Diff(greedyChain([]int32{4, 5}, 10, vocab), got); d != "" {
		t.Errorf("tokens (-greedy +got):\n%s", d)
	}
}

func TestStopTokens(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), true)
	prompt := ids(4, 9)
	chain := greedyChain(prompt, 20, vocab)
	k := 3
	for slices.Contains(chain[:k], chain[k]) {
		k++
	}
	// A second stop id that never appears in the chain must not matter.
	other := int32(0)
	for slices.Contains(chain, other) {
		other++
	}
	got, finish := h.complete(fmt.Sprintf(`{"prompt": %s, "max_tokens": 20, "temperature": 0, "stop_token_ids": [%d, %d]}`, jsonIDs(prompt), other, chain[k]))
	if d := cmp.Diff(chain[:k+1], got); d != "" {
		t.Errorf("tokens (-want +got):\n%s", d)
	}
	if finish != "stop" {
		t.Errorf("finish_reason %q, want stop", finish)
	}
}

func TestStreamingMatches(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), true)
	body := `{"prompt": [5, 6, 7], "max_tokens": 9, "temperature": 0.8, "seed": 42, "stream": %v}`
	want, wantFinish := h.complete(fmt.Sprintf(body, false))
	got, finish, events := h.streamed(fmt.Sprintf(body, true))
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("streamed tokens (-non-streaming +streaming):\n%s", d)
	}
	if finish != wantFinish {
		t.Errorf("streamed finish %q, want %q", finish, wantFinish)
	}
	if len(events) < 2 || events[len(events)-1] != "[DONE]" {
		t.Errorf("events %v: want chunks then [DONE]", events)
	}
	// With include_usage, a last chunk before [DONE] carries usage.
	_, _, events = h.streamed(`{"prompt": [5, 6, 7], "max_tokens": 2, "stream": true, "stream_options": {"include_usage": true}}`)
	r := decode(t, []byte(events[len(events)-2]))
	if r.Usage == nil || *r.Usage != (usage{PromptTokens: 3, CompletionTokens: 2, TotalTokens: 5}) || len(r.Choices) != 0 {
		t.Errorf("usage chunk %s: want usage {3 2 5} and no choices", events[len(events)-2])
	}
}

func TestBadRequests(t *testing.T) {
	h := newHarness(t, Config{Model: "tiny", MaxSeqLen: 64}, newFake(vocab), true)
	tests := []struct {
		name, body string
		status     int
		param      string // "" = null
		want       string
	}{
		{"syntax", "{\"prompt\": [1, 2,\n ]}", 400, "", "invalid JSON at line 2, column 2"},
		{"truncated", `{"prompt": [1`, 400, "", "request body: invalid JSON at line 1, column 13 (byte 13): unexpected end of JSON input"},
		{"empty body", " \n", 400, "", "request body: empty, expected a JSON object"},
		{"not an object", `[1, 2]`, 400, "", "got a JSON array, expected an object"},
		{"max_tokens type", `{"prompt": [1], "max_tokens": "ten"}`, 400, "max_tokens", "max_tokens: got a JSON string, expected an integer"},
		{"temperature type", `{"prompt": [1], "temperature": true}`, 400, "temperature", "temperature: got a JSON bool, expected a number"},
		{"stream type", `{"prompt": [1], "stream": 1}`, 400, "stream", "stream: got a JSON number, expected a boolean"},
		{"stop ids type", `{"prompt": [1], "stop_token_ids": 3}`, 400, "stop_token_ids", "stop_token_ids: got a JSON number, expected an array of integers"},
		{"string prompt", `{"prompt": "hello"}`, 400, "prompt", "prompt: got a string; this model has no tokenizer, send token ids"},
		{"string list prompt", `{"prompt": ["hello"]}`, 400, "prompt", "prompt[0]: got a string; this model has no tokenizer, send token ids"},
		{"missing prompt", `{"max_tokens": 3}`, 400, "prompt", "prompt: missing, expected a string or an array of token ids"},
		{"empty prompt", `{"prompt": []}`, 400, "prompt", "prompt: empty, expected at least one token id"},
		{"empty inner prompt", `{"prompt": [[]]}`, 400, "prompt", "prompt[0]: empty, expected at least one token id"},
		{"batch with a bad id", `{"prompt": [[1], [2, 100]]}`, 400, "prompt", "prompt[1][1]: token id 100 is outside the vocabulary [0, 100)"},
		{"batch too large", `{"prompt": [` + strings.Repeat(`[1], `, maxPrompts) + `[1]]}`, 400, "prompt", "a batch of 33 prompts, expected at most 32"},
		{"object prompt", `{"prompt": {"a": 1}}`, 400, "prompt", "prompt: got an object, expected a string or an array of token ids"},
		{"fraction id", `{"prompt": [1, 2.5]}`, 400, "prompt", "prompt[1]: 2.5 is not a token id, expected an integer in [0, 100)"},
		{"id too big", `{"prompt": [1, 100]}`, 400, "prompt", "prompt[1]: token id 100 is outside the vocabulary [0, 100)"},
		{"negative id", `{"prompt": [[-1]]}`, 400, "prompt", "prompt[0][0]: token id -1 is outside the vocabulary [0, 100)"},
		{"max_tokens 0", `{"prompt": [1], "max_tokens": 0}`, 400, "max_tokens", "max_tokens: 0, expected at least 1"},
		{"too long", `{"prompt": [1, 2, 3, 4], "max_tokens": 61}`, 400, "max_tokens", "prompt tokens 4 + max_tokens 61 = 65 exceeds the maximum sequence length 64"},
		{"prompt too long", `{"prompt": [` + strings.Repeat("1, ", 69) + `1], "max_tokens": 2}`, 400, "prompt", "prompt of 70 tokens exceeds the maximum sequence length 64, expected at most 63"},
		{"prompt fills", `{"prompt": [` + strings.Repeat("1, ", 63) + `1]}`, 400, "prompt", "prompt of 64 tokens fills the maximum sequence length 64, expected at most 63"},
		// max_tokens near the int range must not wrap the sum below the limit and slip through.
		{"max_tokens overflow", `{"prompt": [1, 2, 3, 4], "max_tokens": 9223372036854775807}`, 400, "max_tokens", "prompt tokens 4 + max_tokens 9223372036854775807 = 9223372036854775811 exceeds the maximum sequence length 64"},
		{"negative temperature", `{"prompt": [1], "temperature": -0.5}`, 400, "temperature", "temperature: -0.5, expected >= 0"},
		{"top_p 0", `{"prompt": [1], "top_p": 0}`, 400, "top_p", "top_p: 0, expected a value in (0, 1]"},
		{"top_p above 1", `{"prompt": [1], "top_p": 1.5}`, 400, "top_p", "top_p: 1.5, expected a value in (0, 1]"},
		{"top_k negative", `{"prompt": [1], "top_k": -3}`, 400, "top_k", "top_k: -3, expected >= 0"},
		{"stop id out of range", `{"prompt": [1], "stop_token_ids": [5, 200]}`, 400, "stop_token_ids", "stop_token_ids[1]: token id 200 is outside the vocabulary [0, 100)"},
		{"n", `{"prompt": [1], "n": 17}`, 400, "n", "n: 17, expected 1 to 16 choices"},
		{"stop strings", `{"prompt": [1], "stop": ["\n"]}`, 400, "stop", "stop[0]: a string, but this model has no tokenizer; send token ids"},
		{"wrong model", `{"model": "gpt-4", "prompt": [1]}`, 404, "model", `model: "gpt-4" does not exist, expected "tiny"`},
		{"too large", `{"prompt": [` + strings.Repeat("1, ", maxBody/3) + `1]}`, 413, "", "request body: larger than 1048576 bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, b := h.post("/v1/completions", tt.body)
			if code != tt.status {
				t.Errorf("status %d, want %d: %s", code, tt.status, b)
			}
			r := decode(t, b)
			if r.Error == nil {
				t.Fatalf("body %s has no error object", b)
			}
			if !strings.Contains(r.Error.Message, tt.want) {
				t.Errorf("message %q, want it to contain %q", r.Error.Message, tt.want)
			}
			if r.Error.Type != "invalid_request_error" || r.Error.Code != nil && tt.status != 404 {
				t.Errorf("type %q code %v, want invalid_request_error and null", r.Error.Type, r.Error.Code)
			}
			gotParam := ""
			if r.Error.Param != nil {
				gotParam = *r.Error.Param
			}
			if gotParam != tt.param {
				t.Errorf("param %q, want %q", gotParam, tt.param)
			}
		})
	}
	if steps := h.eng.recorded(); len(steps) != 0 {
		t.Errorf("rejected requests reached the engine: %v", steps)
	}
	// Accepted edge values and ignored unknown fields.
	if got, _ := h.complete(`{"prompt": [[99]], "max_tokens": 63, "top_p": 1, "top_k": 5, "n": 1, "echo": false, "stop": null, "user": "x", "my_field": 1}`); len(got) != 63 {
		t.Errorf("%d tokens, want 63", len(got))
	}
}

func TestRoutes(t *testing.T) {
	h := newHarness(t, Config{Model: "tiny", MaxSeqLen: 128}, newFake(vocab), true)
	resp, err := http.Get(h.ts.URL + "/v1/completions")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 405 || resp.Header.Get("Allow") != "POST" {
		t.Errorf("GET /v1/completions: %d Allow %q, want 405 Allow POST", resp.StatusCode, resp.Header.Get("Allow"))
	}
	code, b := h.post("/health", "{}")
	if code != 405 || !strings.Contains(decode(t, b).Error.Message, "POST /health: method not allowed, expected GET") {
		t.Errorf("POST /health: %d %s", code, b)
	}
	code, b = h.get("/v1/embeddings")
	// The 404 names every path the server answers.
	if code != 404 || !strings.Contains(decode(t, b).Error.Message, "/v1/embeddings: no such path, expected one of /detokenize, /health, /live, /metrics, /ready, /tokenize, /v1/chat/completions, /v1/completions, /v1/models") {
		t.Errorf("GET unknown path: %d %s", code, b)
	}
	code, b = h.get("/v1/models")
	var models struct {
		Object string
		Data   []struct {
			ID, Object  string
			MaxModelLen int `json:"max_model_len"`
		}
	}
	if err := json.Unmarshal(b, &models); err != nil || code != 200 {
		t.Fatalf("/v1/models: %d %s %v", code, b, err)
	}
	if models.Object != "list" || len(models.Data) != 1 || models.Data[0].ID != "tiny" || models.Data[0].Object != "model" || models.Data[0].MaxModelLen != 128 {
		t.Errorf("/v1/models = %s", b)
	}
}

func TestHealth(t *testing.T) {
	var mu sync.Mutex
	ready := errors.New("loading weights: 3 of 10 files")
	h := newHarness(t, Config{Ready: func() error { mu.Lock(); defer mu.Unlock(); return ready }}, newFake(vocab), true)
	code, b := h.get("/health")
	if code != 503 || !strings.Contains(string(b), "loading weights: 3 of 10 files") {
		t.Errorf("/health while loading: %d %s", code, b)
	}
	mu.Lock()
	ready = nil
	mu.Unlock()
	code, b = h.get("/health")
	if code != 200 || strings.TrimSpace(string(b)) != `{"status":"ok"}` {
		t.Errorf("/health when ready: %d %s", code, b)
	}
}

func TestMetrics(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), true)
	h.complete(`{"prompt": [1, 2], "max_tokens": 3}`)
	h.post("/v1/completions", `{"prompt": []}`)
	code, b := h.get("/metrics")
	if code != 200 {
		t.Fatalf("/metrics: %d", code)
	}
	steps := len(h.eng.recorded())
	for _, want := range []string{
		`afdc_requests_total{code="200"} 1`,
		`afdc_requests_total{code="400"} 1`,
		`afdc_generated_tokens_total 3`,
		fmt.Sprintf("afdc_steps_total %d", steps),
		fmt.Sprintf("afdc_step_seconds_count %d", steps),
		"afdc_step_sequences_sum 3",
		"afdc_step_tokens_sum 4",
		"afdc_batch_sequences 1",
		"# TYPE afdc_step_seconds histogram",
	} {
		if !strings.Contains(string(b), want+"\n") {
			t.Errorf("/metrics lacks %q:\n%s", want, b)
		}
	}
}

// TestEngineErrorFailsStepOnly: the failing step's requests get 503 with the engine's message; a
// request not in that step, and the next request, succeed.
func TestEngineErrorFailsStepOnly(t *testing.T) {
	eng := newFake(vocab)
	eng.failNext = errors.New("ffn rank 0: connection reset by peer")
	// The budget fits one 4-token prompt per step, so the second request is not in the first step.
	h := newHarness(t, Config{MaxBatchTokens: 4, ChunkTokens: 4}, eng, false)
	type result struct {
		code int
		body []byte
	}
	res := make([]result, 2)
	var wg sync.WaitGroup
	for i := range 2 {
		body := fmt.Sprintf(`{"prompt": %s, "max_tokens": 2, "temperature": 0}`, jsonIDs(ids(4, int32(i))))
		wg.Go(func() { res[i].code, res[i].body = h.post("/v1/completions", body) })
		waitFor(t, "request queued", func() bool { return h.queued() == i+1 })
	}
	h.start()
	wg.Wait()
	if res[0].code != 503 {
		t.Fatalf("request in the failed step: %d %s, want 503", res[0].code, res[0].body)
	}
	e := decode(t, res[0].body).Error
	if e == nil || e.Message != "engine step failed: ffn rank 0: connection reset by peer" || e.Type != "server_error" {
		t.Errorf("error %+v: want the engine's message", e)
	}
	if res[1].code != 200 {
		t.Errorf("request outside the failed step: %d %s, want 200", res[1].code, res[1].body)
	}
	if d := cmp.Diff(greedyChain(ids(4, 1), 2, vocab), decode(t, res[1].body).Choices[0].TokenIDs); d != "" {
		t.Errorf("surviving request tokens (-want +got):\n%s", d)
	}
	got, _ := h.complete(`{"prompt": [3, 4], "max_tokens": 2, "temperature": 0}`)
	if d := cmp.Diff(greedyChain([]int32{3, 4}, 2, vocab), got); d != "" {
		t.Errorf("next request tokens (-want +got):\n%s", d)
	}
	waitFor(t, "failed sequence released", func() bool { return eng.live() == 0 && len(eng.releasedIDs()) == 3 })

	// Streaming: a failure before the first token still gets its status.
	eng.mu.Lock()
	eng.failNext = errors.New("peer gone")
	eng.mu.Unlock()
	code, b := h.post("/v1/completions", `{"prompt": [1], "stream": true}`)
	if code != 503 || !strings.Contains(string(b), "engine step failed: peer gone") {
		t.Errorf("stream failing at once: %d %s", code, b)
	}
}

// TestBadEngineOutput: an engine that returns the wrong number of rows fails the step, not the server.
func TestBadEngineOutput(t *testing.T) {
	eng := newFake(vocab)
	h := newHarness(t, Config{Engine: shortEngine{eng}}, eng, true)
	code, b := h.post("/v1/completions", `{"prompt": [1, 2]}`)
	if code != 503 || !strings.Contains(string(b), "engine returned logits for 0 sequences, expected 1") {
		t.Errorf("%d %s", code, b)
	}
}

type shortEngine struct{ *fakeEngine }

func (e shortEngine) Step(ctx context.Context, seqs []runtime.SeqStep) ([][]float32, error) {
	e.fakeEngine.Step(ctx, seqs)
	return nil, nil
}

func TestClientDisconnectCancels(t *testing.T) {
	eng := newFake(vocab)
	h := newHarness(t, Config{}, eng, true)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stepped := make(chan struct{})
	var once sync.Once
	eng.mu.Lock()
	eng.hook = func(_ context.Context, n int) {
		if n >= 2 {
			once.Do(func() { close(stepped) })
		}
	}
	eng.mu.Unlock()
	req, _ := http.NewRequestWithContext(ctx, "POST", h.ts.URL+"/v1/completions", strings.NewReader(`{"prompt": [1], "max_tokens": 100000}`))
	errc := make(chan error, 1)
	go func() {
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			resp.Body.Close()
		}
		errc <- err
	}()
	<-stepped
	cancel()
	if err := <-errc; !errors.Is(err, context.Canceled) {
		t.Errorf("client: %v, want context.Canceled", err)
	}
	waitFor(t, "cancelled sequence released", func() bool { return len(eng.releasedIDs()) == 1 && eng.live() == 0 })
	n := len(eng.recorded())
	if n >= 100000 {
		t.Errorf("%d steps: the sequence ran to the end", n)
	}
	code, b := h.get("/metrics")
	if code != 200 || !strings.Contains(string(b), "afdc_requests_cancelled_total 1\n") {
		t.Errorf("/metrics after a disconnect: %s", b)
	}
}

func TestShutdownFailsInFlight(t *testing.T) {
	eng := newFake(vocab)
	h := newHarness(t, Config{}, eng, true)
	inStep := make(chan struct{})
	eng.mu.Lock()
	eng.hook = func(ctx context.Context, n int) {
		if n == 0 {
			close(inStep)
			<-ctx.Done() // a step that only ends with the server
		}
	}
	eng.mu.Unlock()
	type result struct {
		code int
		body []byte
	}
	done := make(chan result, 1)
	go func() {
		code, b := h.post("/v1/completions", `{"prompt": [1, 2]}`)
		done <- result{code, b}
	}()
	<-inStep
	h.shutdown()
	r := <-done
	if r.code != 503 || !strings.Contains(string(r.body), "server is shutting down") {
		t.Errorf("in-flight request at shutdown: %d %s", r.code, r.body)
	}
	code, b := h.post("/v1/completions", `{"prompt": [1, 2]}`)
	if code != 503 || !strings.Contains(string(b), "server is shutting down") {
		t.Errorf("request after shutdown: %d %s", code, b)
	}
	code, b = h.get("/health")
	if code != 503 || !strings.Contains(string(b), "server is shutting down") {
		t.Errorf("/health after shutdown: %d %s", code, b)
	}
	if got := eng.releasedIDs(); len(got) != 1 {
		t.Errorf("released %v, want the in-flight sequence", got)
	}
	if err := h.s.Run(context.Background()); err == nil || !strings.Contains(err.Error(), "Run called twice") {
		t.Errorf("second Run: %v", err)
	}
}

func TestFFNHandler(t *testing.T) {
	h := NotAttentionHandler(func() string { return "http://attn-0:8000" }, nil)
	rec := func(method, path string) (int, string) {
		w := httptest.NewRecorder()
		req, _ := http.NewRequest(method, path, nil)
		h.ServeHTTP(w, req)
		return w.Code, w.Body.String()
	}
	code, b := rec("POST", "/v1/completions")
	if code != 404 || !strings.Contains(b, "this is the FFN server of an afdc pair; send completions to the attention server (http://attn-0:8000)") {
		t.Errorf("POST /v1/completions on FFN: %d %s", code, b)
	}
	var e struct {
		Error struct{ Message, Type string }
	}
	if err := json.Unmarshal([]byte(b), &e); err != nil || e.Error.Type != "invalid_request_error" {
		t.Errorf("404 body %s is not an OpenAI error (%v)", b, err)
	}
	code, b = rec("GET", "/health")
	if code != 200 || strings.TrimSpace(b) != `{"role":"ffn","status":"ok"}` {
		t.Errorf("/health on FFN: %d %s", code, b)
	}
	code, b = rec("GET", "/metrics")
	if code != 200 || !strings.Contains(b, `afdc_up{role="ffn"} 1`) {
		t.Errorf("/metrics on FFN: %d %s", code, b)
	}
	if code, _ = rec("DELETE", "/health"); code != 405 {
		t.Errorf("DELETE /health on FFN: %d, want 405", code)
	}
}

// TestIdleStep: while no request is active, a signal on Config.Idle runs one engine step without
// sequences (an idle attention rank keeping lockstep with its FFN rank's other peers).
func TestIdleStep(t *testing.T) {
	idle := make(chan struct{}, 1)
	eng := newFake(vocab)
	h := newHarness(t, Config{Idle: idle}, eng, true)
	idle <- struct{}{}
	waitFor(t, "an empty step", func() bool {
		r := eng.recorded()
		return len(r) == 1 && len(r[0]) == 0
	})
	// A request afterwards orders the scheduler's work: had the one signal caused a second empty
	// step, it would be recorded before the request's steps, which are all non-empty.
	h.complete(`{"prompt": [1, 2], "max_tokens": 2, "temperature": 0}`)
	for i, st := range eng.recorded()[1:] {
		if len(st) == 0 {
			t.Errorf("step %d is empty: more than one step after one idle signal", i+1)
		}
	}
}

// deviceSampler is a fake engine whose "device" samples: it returns token ids and no logits, drawn
// by the runtime sampler with each step's parameters, as a GPU backend would.
// With onRequest it returns the logits too when a step asks (SeqStep.Logits), counting such steps.
type deviceSampler struct {
	*fakeEngine
	onRequest bool
	asked     *atomic.Int32
}

func (d deviceSampler) StepTokens(ctx context.Context, seqs []runtime.SeqStep) ([]int32, [][]float32, error) {
	logits, err := d.fakeEngine.Step(ctx, seqs)
	if err != nil {
		return nil, nil, err
	}
	toks := make([]int32, len(seqs))
	ask := false
	for i, s := range seqs {
		toks[i] = int32(sampler.Sample(logits[i], s.Sample, s.Position))
		ask = ask || s.Logits
	}
	if d.onRequest && ask {
		d.asked.Add(1)
		return toks, logits, nil
	}
	return toks, nil, nil
}

// TestLogitsAskedOnlyByLogprobs: the scheduler marks a step's rows as needing logits only for
// requests with logprobs or return_logits, so a device-sampling engine copies none for the others
// and still serves those.
func TestLogitsAskedOnlyByLogprobs(t *testing.T) {
	asked := &atomic.Int32{}
	dev := newHarness(t, Config{Engine: deviceSampler{fakeEngine: newFake(vocab), onRequest: true, asked: asked}}, newFake(vocab), true)
	if got, _ := dev.complete(`{"prompt": [3, 4], "max_tokens": 3, "temperature": 0}`); len(got) != 3 || asked.Load() != 0 {
		t.Errorf("plain request: %v tokens, %d steps asked for logits; want 3 tokens, none asked", got, asked.Load())
	}
	for _, body := range []string{
		`{"prompt": [3, 4], "max_tokens": 3, "temperature": 0, "logprobs": 2}`,
		`{"prompt": [3, 4], "max_tokens": 3, "temperature": 0, "return_logits": true}`,
	} {
		asked.Store(0)
		if code, b := dev.post("/v1/completions", body); code != http.StatusOK {
			t.Errorf("%s: %d %s", body, code, b)
		}
		if asked.Load() < 3 {
			t.Errorf("%s: %d steps asked for logits, want one per generated token (3)", body, asked.Load())
		}
	}
}

// TestTokenEngine: with an engine that samples where the logits are, the scheduler takes its token
// ids (the same tokens as sampling the logits itself, seeded or greedy) and refuses return_logits,
// which needs rows the engine did not return.
func TestTokenEngine(t *testing.T) {
	plain := newHarness(t, Config{}, newFake(vocab), true)
	dev := newHarness(t, Config{Engine: deviceSampler{fakeEngine: newFake(vocab)}}, newFake(vocab), true)
	for _, body := range []string{
		`{"prompt": [3, 4, 5], "max_tokens": 6, "temperature": 0}`,
		`{"prompt": [3, 4, 5], "max_tokens": 6, "temperature": 0.9, "top_k": 5, "seed": 11}`,
	} {
		want, _ := plain.complete(body)
		got, _ := dev.complete(body)
		if fmt.Sprint(got) != fmt.Sprint(want) || len(got) != 6 {
			t.Errorf("%s: device-sampled tokens %v, host-sampled %v", body, got, want)
		}
	}
	code, b := dev.post("/v1/completions", `{"prompt": [1], "max_tokens": 2, "return_logits": true}`)
	if code != http.StatusServiceUnavailable || !strings.Contains(string(b), "the engine sampled on its device and returned no logits") {
		t.Errorf("return_logits on a device-sampling engine: %d %s", code, b)
	}
}

// TestSamplingDefaults: a request that leaves temperature, top_p or top_k out gets the model's
// defaults (Config.Defaults: its generation_config.json), one that sets them keeps its own, and a
// server without defaults keeps OpenAI's.
func TestSamplingDefaults(t *testing.T) {
	temp, topP, topK := 0.6, 0.95, 20
	with := New(Config{Model: "m", Engine: newFake(vocab), Defaults: SamplingDefaults{Temperature: &temp, TopP: &topP, TopK: &topK}})
	without := New(Config{Model: "m", Engine: newFake(vocab)})
	for _, tc := range []struct {
		s    *Server
		body string
		want sampler.Params
	}{
		{with, `{"prompt": [1]}`, sampler.Params{Temperature: 0.6, TopP: 0.95, TopK: 20}},
		{with, `{"prompt": [1], "temperature": 0, "top_k": 0}`, sampler.Params{Temperature: 0, TopP: 0.95, TopK: 0}},
		{with, `{"prompt": [1], "top_p": 1, "temperature": null}`, sampler.Params{Temperature: 0.6, TopP: 1, TopK: 20}},
		{without, `{"prompt": [1]}`, sampler.Params{Temperature: 1, TopP: 1, TopK: 0}},
	} {
		req, _, aerr := tc.s.parseRequest([]byte(tc.body), false)
		if aerr != nil {
			t.Fatalf("%s: %+v", tc.body, aerr)
		}
		if req.params != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.body, req.params, tc.want)
		}
	}
}
