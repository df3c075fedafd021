package cpu_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"afdc/runtime"
	"afdc/runtime/serve"
)

// sameBits reports whether two logits lists are equal bit for bit.
func sameBits(a, b [][]float32) bool {
	return slices.EqualFunc(a, b, func(x, y []float32) bool {
		return slices.EqualFunc(x, y, func(u, v float32) bool { return math.Float32bits(u) == math.Float32bits(v) })
	})
}

// longPrompt is n token ids spread over the parity models' vocabulary of 96.
func longPrompt(n int) []int32 {
	p := make([]int32, n)
	for i := range p {
		p[i] = int32((i*37 + 11) % 96)
	}
	return p
}

// TestGreedyChunkedEqualsWhole: a long prompt fed in chunks of any size gives the tokens and logits
// of one step over the whole prompt, bit for bit, and of the step-by-step reference decode; past the
// model's positions GreedyDecode refuses with the limit named.
func TestGreedyChunkedEqualsWhole(t *testing.T) {
	_, a, ck := loadParity(t, "v3", 0)
	prog := load(t, a.Full, ck)
	maxPos := int(a.Config.MaxPos)
	prompt := longPrompt(300)
	const n = 6
	wantToks, wantRows := greedy(t, monolithic(t, prog), 1, prompt, n)
	for _, chunk := range []int{0, 1, 7, 64, 256, 300, 4096} {
		g, err := runtime.GreedyDecode(context.Background(), monolithic(t, prog), 1, prompt, n, runtime.GreedyOptions{ChunkTokens: chunk, MaxPositions: maxPos})
		if err != nil {
			t.Fatalf("chunks of %d: %v", chunk, err)
		}
		if !slices.Equal(g.Tokens, wantToks) || !sameBits(g.Logits, wantRows) {
			t.Errorf("chunks of %d: tokens %v, whole prompt %v (or the logits differ in some bit)", chunk, g.Tokens, wantToks)
		}
	}

	eng := monolithic(t, prog)
	_, err := runtime.GreedyDecode(context.Background(), eng, 2, longPrompt(maxPos-3), 4, runtime.GreedyOptions{ChunkTokens: 512, MaxPositions: maxPos})
	want := fmt.Sprintf("a prompt of %d tokens and 4 to generate make %d positions, expected at most %d (the model's max_position_embeddings)", maxPos-3, maxPos+1, maxPos)
	if err == nil || err.Error() != want {
		t.Errorf("past the model's positions: %v, want %q", err, want)
	}
	// A count near MaxInt64 must not wrap the sum of prompt and count past the check.
	for _, n := range []int{math.MaxInt64, math.MaxInt64 - 1} {
		err := runtime.CheckLength(2, n, maxPos)
		want := fmt.Sprintf("a prompt of 2 tokens and %d to generate make %d positions, expected at most %d (the model's max_position_embeddings)", n, uint64(n)+2, maxPos)
		if err == nil || err.Error() != want {
			t.Errorf("%d to generate: %v, want %q", n, err, want)
		}
	}
	for name, tc := range map[string]struct {
		prompt       []int32
		n, chunk     int
		wantContains string
	}{
		"empty prompt":   {nil, 4, 0, "an empty prompt"},
		"no tokens":      {[]int32{1}, 0, 0, "0 tokens to generate, expected 1 or more"},
		"negative chunk": {[]int32{1}, 1, -1, "chunk tokens -1, expected 0"},
	} {
		_, err := runtime.GreedyDecode(context.Background(), eng, 3, tc.prompt, tc.n, runtime.GreedyOptions{ChunkTokens: tc.chunk, MaxPositions: maxPos})
		if err == nil || !strings.Contains(err.Error(), tc.wantContains) {
			t.Errorf("%s: %v, want an error containing %q", name, err, tc.wantContains)
		}
	}
	// The prompt at the limit, one token to generate: allowed.
	if _, err := runtime.GreedyDecode(context.Background(), eng, 4, longPrompt(maxPos-1), 1, runtime.GreedyOptions{ChunkTokens: 512, MaxPositions: maxPos}); err != nil {
		t.Errorf("a prompt of max positions - 1 and one token: %v", err)
	}
}

// recordingEngine records each step's composition (per sequence: tokens fed, cached before) and
// holds step hold until release is closed.
type recordingEngine struct {
	runtime.Engine
	hold    int
	release chan struct{}

	mu    sync.Mutex
	steps [][][2]int
}

func (r *recordingEngine) Step(ctx context.Context, seqs []runtime.SeqStep) ([][]float32, error) {
	r.mu.Lock()
	n := len(r.steps)
	var rec [][2]int
	for _, s := range seqs {
		rec = append(rec, [2]int{len(s.Tokens), s.Past})
	}
	r.steps = append(r.steps, rec)
	r.mu.Unlock()
	if n == r.hold {
		<-r.release
	}
	return r.Engine.Step(ctx, seqs)
}

// TestServeMixedPrefillEqualsAlone: a long prompt arriving while four requests decode is fed in
// chunks beside them (the steps show it), and every request's tokens and logits are those it gets
// alone, bit for bit: mixing prefill chunks into decode steps changes no output.
func TestServeMixedPrefillEqualsAlone(t *testing.T) {
	_, a, ck := loadParity(t, "v3", 0)
	prog := load(t, a.Full, ck)
	const budget, chunk, decodeTokens = 16, 8, 40
	prompts := [][]int32{{5, 9, 2}, {17}, {33, 34, 35, 36, 37, 38}, {90, 1}, longPrompt(100)}
	ns := []int{decodeTokens, decodeTokens, decodeTokens, decodeTokens, 5}
	type alone struct {
		toks []int32
		rows [][]float32
	}
	var want []alone
	for i, p := range prompts {
		toks, rows := greedy(t, monolithic(t, prog), 1, p, ns[i])
		want = append(want, alone{toks, rows})
	}

	eng := &recordingEngine{Engine: monolithic(t, prog), hold: 3, release: make(chan struct{})}
	arrived := make(chan struct{}) // the long request reached the handler
	srv := serve.New(serve.Config{Model: "v3", Engine: eng, MaxBatchTokens: budget, ChunkTokens: chunk})
	h := srv.Handler()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-Long") != "" {
			close(arrived)
		}
		h.ServeHTTP(w, r)
	}))
	defer ts.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Run(ctx) }()
	defer func() { cancel(); <-done }()

	post := func(i int) (alone, error) {
		body := fmt.Sprintf(`{"prompt": %s, "max_tokens": %d, "temperature": 0, "return_logits": true}`, ids(prompts[i]), ns[i])
		req, _ := http.NewRequest(http.MethodPost, ts.URL+"/v1/completions", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if i == len(prompts)-1 {
			req.Header.Set("X-Long", "1")
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return alone{}, err
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		var r struct {
			Choices []struct {
				TokenIDs []int32     `json:"token_ids"`
				Logits   [][]float32 `json:"logits"`
			} `json:"choices"`
		}
		if resp.StatusCode != 200 || json.Unmarshal(b, &r) != nil || len(r.Choices) != 1 {
			return alone{}, fmt.Errorf("status %d: %s", resp.StatusCode, b)
		}
		return alone{r.Choices[0].TokenIDs, r.Choices[0].Logits}, nil
	}
	got := make([]alone, len(prompts))
	errs := make([]error, len(prompts))
	var wg sync.WaitGroup
	for i := range len(prompts) - 1 {
		wg.Go(func() { got[i], errs[i] = post(i) })
	}
	// Step 3 waits for the long request, which comes once the others decode.
	go func() {
		<-arrived
		close(eng.release)
	}()
	for {
		eng.mu.Lock()
		n := len(eng.steps)
		eng.mu.Unlock()
		if n > eng.hold {
			break
		}
		select {
		case err := <-done:
			t.Fatalf("the scheduler stopped: %v", err)
		default:
		}
		time.Sleep(time.Millisecond)
	}
	last := len(prompts) - 1
	got[last], errs[last] = post(last)
	wg.Wait()
	for i := range prompts {
		if errs[i] != nil {
			t.Fatalf("request %d: %v", i, errs[i])
		}
		if !slices.Equal(got[i].toks, want[i].toks) || !sameBits(got[i].rows, want[i].rows) {
			t.Errorf("request %d amid the others: %v, alone %v (or the logits differ in some bit)", i, got[i].toks, want[i].toks)
		}
	}
	// The long prompt went in chunks of at most 8 beside the decodes, within the budget.
	eng.mu.Lock()
	steps := slices.Clone(eng.steps)
	eng.mu.Unlock()
	// Only the long prompt feeds several tokens on top of cached ones (the others' prompts fit in
	// one chunk). No decode finishes before it is in (each makes 40 tokens), so while it is fed the
	// decodes of a step are at least those of the step before: none is left out for a chunk.
	mixed, before := 0, 0
	for k, st := range steps {
		total, chunks, decodes := 0, 0, 0
		for _, s := range st {
			total += s[0]
			if s[0] > 1 && s[1] > 0 {
				chunks++
			}
			if s[0] == 1 && s[1] > 0 {
				decodes++
			}
		}
		if total > budget {
			t.Errorf("step %d holds %d tokens, over the budget of %d", k, total, budget)
		}
		if chunks > 0 && decodes > 0 {
			mixed++
		}
		if chunks > 0 && decodes < before {
			t.Errorf("step %d holds %d decodes beside a chunk of the long prompt, the step before %d", k, decodes, before)
		}
		before = decodes
	}
	// Its 100 tokens take at least 13 steps of at most 8 tokens; all but the first have tokens
	// cached.
	if mixed < 100/chunk {
		t.Errorf("%d steps held a chunk of the long prompt beside decodes, expected at least %d: %v", mixed, 100/chunk, steps)
	}
}
