package serve

import (
	"context"
	"fmt"
	"io"
	"math"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// postAsync sends body from its own goroutine (t.Fatal must not be called there) and returns a
// channel that yields the status and body, or status -1 and the transport error.
func (h *harness) postAsync(ctx context.Context, body string) <-chan [2]string {
	out := make(chan [2]string, 1)
	go func() {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, h.ts.URL+"/v1/completions", strings.NewReader(body))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			out <- [2]string{"-1", err.Error()}
			return
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		out <- [2]string{fmt.Sprint(resp.StatusCode), string(b)}
	}()
	return out
}

// metric returns the value of one sample line of /metrics ("" when absent).
func (h *harness) metric(name string) string {
	h.t.Helper()
	_, b := h.get("/metrics")
	for line := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), name+" "); ok {
			return v
		}
	}
	return ""
}

// kvRequests are requests of 4 blocks of 4 tokens each (prompt + max_tokens = 16): greedy and seeded
// sampled ones, some with top-k and top-p.
func kvRequests(n int) []string {
	var out []string
	for i := range n {
		prompt := jsonIDs(ids(6, int32(11*i+1)))
		switch i % 3 {
		case 0:
			out = append(out, fmt.Sprintf(`{"prompt": %s, "max_tokens": 10, "temperature": 0}`, prompt))
		case 1:
			out = append(out, fmt.Sprintf(`{"prompt": %s, "max_tokens": 10, "temperature": 1.2, "seed": %d}`, prompt, 100+i))
		default:
			out = append(out, fmt.Sprintf(`{"prompt": %s, "max_tokens": 10, "temperature": 0.7, "top_k": 20, "top_p": 0.9, "seed": %d}`, prompt, 100+i))
		}
	}
	return out
}

// TestKVQueueBeyondCapacity: with a cache of 8 blocks, 12 concurrent requests of 4 blocks each run
// at most two at a time, all complete with the tokens each gives alone, and every block returns to
// the pool.
func TestKVQueueBeyondCapacity(t *testing.T) {
	reqs := kvRequests(12)
	alone := newHarness(t, Config{}, newFake(vocab), true)
	want := make([][]int32, len(reqs))
	for i, r := range reqs {
		want[i], _ = alone.complete(r)
	}

	eng := newFake(vocab)
	eng.blockSize = 4
	h := newHarness(t, Config{KVBlocks: 8, KVBlockSize: 4}, eng, true)
	if got := h.metric("afdc_kv_cache_blocks"); got != "8" {
		t.Errorf("afdc_kv_cache_blocks = %q, want 8", got)
	}
	// Hold the first step until every other request has arrived, so that they all contend.
	gate := make(chan struct{})
	var once sync.Once
	open := func() { once.Do(func() { close(gate) }) }
	t.Cleanup(open)
	eng.hook = func(ctx context.Context, n int) {
		if n == 0 {
			<-gate
		}
	}
	res := []<-chan [2]string{h.postAsync(context.Background(), reqs[0])}
	waitFor(t, "the first request in the engine", func() bool { return len(eng.recorded()) == 1 })
	for _, r := range reqs[1:] {
		res = append(res, h.postAsync(context.Background(), r))
	}
	waitFor(t, "every request submitted", func() bool { return h.queued() == len(reqs)-1 })
	open()
	for i, ch := range res {
		r := <-ch
		if r[0] != "200" {
			t.Fatalf("request %d: status %s: %s", i, r[0], r[1])
		}
		if d := cmp.Diff(want[i], decode(t, []byte(r[1])).Choices[0].TokenIDs); d != "" {
			t.Errorf("request %d: tokens amid the queue differ from alone (-alone +queued):\n%s", i, d)
		}
	}
	most := 0
	for _, st := range eng.recorded() {
		most = max(most, len(st))
	}
	if most != 2 {
		t.Errorf("at most %d sequences shared a step, want 2 (8 blocks hold two requests of 4)", most)
	}
	waitFor(t, "every block back in the pool", func() bool { return h.metric("afdc_kv_cache_used_blocks") == "0" })
	if got := h.metric("afdc_queued_requests"); got != "0" {
		t.Errorf("afdc_queued_requests = %q after all completed, want 0", got)
	}
}

// TestKVLongPromptAdmittedWhenBlocksFree: a request that needs the whole cache waits while another
// holds blocks, is not overtaken by a later short one, and runs once the blocks free.
func TestKVLongPromptAdmittedWhenBlocksFree(t *testing.T) {
	eng := newFake(vocab)
	eng.blockSize = 4
	gate := make(chan struct{})
	var once sync.Once
	open := func() { once.Do(func() { close(gate) }) }
	t.Cleanup(open)
	queuedAtStep1 := make(chan string, 1)
	h := newHarness(t, Config{KVBlocks: 8, KVBlockSize: 4}, eng, true)
	eng.hook = func(ctx context.Context, n int) {
		switch n {
		case 0:
			<-gate // hold the first request's first step until the others have arrived
		case 1:
			// The scheduler has seen the others by now; metrics are served while a step runs.
			queuedAtStep1 <- h.metric("afdc_queued_requests")
		}
	}
	short := fmt.Sprintf(`{"prompt": %s, "max_tokens": 4, "temperature": 0}`, jsonIDs(ids(4, 1)))
	longPrompt := ids(20, 2)
	long := fmt.Sprintf(`{"prompt": %s, "max_tokens": 12, "temperature": 0}`, jsonIDs(longPrompt))
	first := h.postAsync(context.Background(), short)
	waitFor(t, "the first request in the engine", func() bool { return len(eng.recorded()) == 1 })
	if got := h.metric("afdc_kv_cache_used_blocks"); got != "2" {
		t.Errorf("afdc_kv_cache_used_blocks = %q with one request of 8 tokens, want 2", got)
	}
	second := h.postAsync(context.Background(), long)
	waitFor(t, "the long request submitted", func() bool { return h.queued() == 1 })
	third := h.postAsync(context.Background(), short)
	waitFor(t, "the later short request submitted", func() bool { return h.queued() == 2 })
	open()
	if got := <-queuedAtStep1; got != "2" {
		t.Errorf("afdc_queued_requests = %q while the first request holds its blocks, want 2", got)
	}
	for i, ch := range []<-chan [2]string{first, second, third} {
		if r := <-ch; r[0] != "200" {
			t.Fatalf("request %d: status %s: %s", i, r[0], r[1])
		}
	}
	// Admission is in arrival order: the long request ran alone, before the third.
	var seen []uint64
	for _, st := range eng.recorded() {
		for _, s := range st {
			if len(seen) == 0 || seen[len(seen)-1] != s.ID {
				seen = append(seen, s.ID)
			}
		}
		if len(st) > 1 {
			t.Errorf("a step ran %d sequences; the long request needs the whole cache", len(st))
		}
	}
	if d := cmp.Diff([]uint64{1, 2, 3}, seen); d != "" {
		t.Errorf("order the sequences ran (-want +got):\n%s", d)
	}
	waitFor(t, "every block back in the pool", func() bool { return h.metric("afdc_kv_cache_used_blocks") == "0" })
}

// TestKVImpossibleRequest: a request larger than the whole cache is refused with a 400 before it
// reaches the scheduler (which does not even run here).
func TestKVImpossibleRequest(t *testing.T) {
	h := newHarness(t, Config{KVBlocks: 8, KVBlockSize: 4}, newFake(vocab), false)
	code, b := h.post("/v1/completions", fmt.Sprintf(`{"prompt": %s, "max_tokens": 13}`, jsonIDs(ids(20, 1))))
	r := decode(t, b)
	if code != http.StatusBadRequest || r.Error == nil ||
		r.Error.Message != "prompt tokens 20 + max_tokens 13 = 33 exceeds the whole KV cache (8 blocks of 4 tokens), expected at most 32" {
		t.Errorf("status %d: %s; want a 400 naming the cache size", code, b)
	}
	// A max_tokens near the int range would wrap prompt + max_tokens negative: it must still be
	// refused, not admitted with no blocks reserved.
	code, b = h.post("/v1/completions", fmt.Sprintf(`{"prompt": %s, "max_tokens": %d}`, jsonIDs(ids(20, 1)), math.MaxInt))
	r = decode(t, b)
	if code != http.StatusBadRequest || r.Error == nil ||
		r.Error.Message != "prompt tokens 20 + max_tokens 9223372036854775807 = 9223372036854775827 exceeds the whole KV cache (8 blocks of 4 tokens), expected at most 32" {
		t.Errorf("status %d: %s; want a 400 naming the cache size", code, b)
	}
	// A prompt that alone fills the cache is the prompt's fault.
	code, b = h.post("/v1/completions", fmt.Sprintf(`{"prompt": %s, "max_tokens": 1}`, jsonIDs(ids(32, 1))))
	r = decode(t, b)
	if code != http.StatusBadRequest || r.Error == nil || r.Error.Param == nil || *r.Error.Param != "prompt" ||
		r.Error.Message != "prompt of 32 tokens fills the whole KV cache (8 blocks of 4 tokens, 32 tokens), expected at most 31 to leave room for the completion" {
		t.Errorf("status %d: %s; want a 400 on the prompt naming the cache size", code, b)
	}
	if h.queued() != 0 {
		t.Errorf("%d requests queued, want none", h.queued())
	}
}

// TestKVQueueFull: beyond MaxQueue waiting requests, a request gets a 503 with Retry-After; the
// queued ones complete once the scheduler runs.
func TestKVQueueFull(t *testing.T) {
	h := newHarness(t, Config{KVBlocks: 8, KVBlockSize: 4, MaxQueue: 2}, newFake(vocab), false)
	body := fmt.Sprintf(`{"prompt": %s, "max_tokens": 3, "temperature": 0}`, jsonIDs(ids(3, 1)))
	a, b := h.postAsync(context.Background(), body), h.postAsync(context.Background(), body)
	waitFor(t, "two requests queued", func() bool { return h.queued() == 2 })
	resp, err := http.Post(h.ts.URL+"/v1/completions", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	msg, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") != "1" ||
		!strings.Contains(string(msg), "2 requests are waiting for KV cache blocks") {
		t.Errorf("third request: status %d, Retry-After %q: %s; want a 503 with Retry-After 1", resp.StatusCode, resp.Header.Get("Retry-After"), msg)
	}
	h.start()
	for i, ch := range []<-chan [2]string{a, b} {
		if r := <-ch; r[0] != "200" {
			t.Errorf("queued request %d: status %s: %s", i, r[0], r[1])
		}
	}
}

// TestKVCancelFreesBlocks: a client that leaves frees its blocks at once, and a queued request
// that needed them runs.
func TestKVCancelFreesBlocks(t *testing.T) {
	eng := newFake(vocab)
	eng.blockSize = 4
	h := newHarness(t, Config{KVBlocks: 4, KVBlockSize: 4}, eng, true)
	ctx, cancel := context.WithCancel(context.Background())
	// A stop-free long generation that holds all 4 blocks until cancelled.
	hog := h.postAsync(ctx, fmt.Sprintf(`{"prompt": %s, "max_tokens": 13, "temperature": 0, "stream": true}`, jsonIDs(ids(3, 5))))
	waitFor(t, "the first request in the engine", func() bool { return len(eng.recorded()) > 0 })
	next := h.postAsync(context.Background(), fmt.Sprintf(`{"prompt": %s, "max_tokens": 2, "temperature": 0}`, jsonIDs(ids(3, 9))))
	cancel()
	<-hog
	if r := <-next; r[0] != "200" {
		t.Fatalf("queued request: status %s: %s", r[0], r[1])
	}
	waitFor(t, "every block back in the pool", func() bool { return h.metric("afdc_kv_cache_used_blocks") == "0" })
}

// TestSeededAmidOthers: a seeded sampled request gives the same tokens alone and amid 31 other
// requests (the counter RNG depends on seed and position only, never on the batch).
func TestSeededAmidOthers(t *testing.T) {
	body := fmt.Sprintf(`{"prompt": %s, "max_tokens": 24, "temperature": 1.0, "top_p": 0.95, "seed": 77}`, jsonIDs(ids(5, 40)))
	h := newHarness(t, Config{MaxBatchTokens: 64, ChunkTokens: 8}, newFake(vocab), true)
	alone, _ := h.complete(body)

	// Hold the first step of the crowd until all 32 have arrived; the seeded one arrives last (id 33).
	gate := make(chan struct{})
	var once sync.Once
	open := func() { once.Do(func() { close(gate) }) }
	t.Cleanup(open)
	base := len(h.eng.recorded())
	h.eng.mu.Lock()
	h.eng.hook = func(ctx context.Context, n int) {
		if n == base {
			<-gate
		}
	}
	h.eng.mu.Unlock()
	other := func(i int) <-chan [2]string {
		return h.postAsync(context.Background(), fmt.Sprintf(`{"prompt": %s, "max_tokens": %d, "temperature": %g}`,
			jsonIDs(ids(3+i%17, int32(i))), 5+i%23, float64(i%4)/2))
	}
	others := []<-chan [2]string{other(0)}
	waitFor(t, "the first other request in the engine", func() bool { return len(h.eng.recorded()) == base+1 })
	for i := 1; i < 31; i++ {
		others = append(others, other(i))
	}
	waitFor(t, "the other requests submitted", func() bool { return h.queued() == 30 })
	seeded := h.postAsync(context.Background(), body)
	waitFor(t, "the seeded request submitted", func() bool { return h.queued() == 31 })
	open()
	r := <-seeded
	if r[0] != "200" {
		t.Fatalf("seeded request amid others: status %s: %s", r[0], r[1])
	}
	amid := decode(t, []byte(r[1])).Choices[0].TokenIDs
	for i, ch := range others {
		if r := <-ch; r[0] != "200" {
			t.Fatalf("other request %d: status %s: %s", i, r[0], r[1])
		}
	}
	if d := cmp.Diff(alone, amid); d != "" {
		t.Errorf("seeded tokens alone vs amid 31 others (-alone +amid):\n%s", d)
	}
	// The check means something only if the second run really shared steps.
	shared := false
	for _, st := range h.eng.recorded() {
		for _, s := range st {
			shared = shared || (s.ID == 33 && len(st) > 1)
		}
	}
	if !shared {
		t.Error("the seeded request never shared a step with another")
	}
}
