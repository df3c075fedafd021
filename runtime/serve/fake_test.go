package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	_ "afdc/internal/testflags" // accept -update
	"afdc/runtime"
	"afdc/runtime/sampler"
)

// fakeEngine is a deterministic Engine: a sequence's logits are a hash of every token it has been
// fed, so they depend on the sequence alone (as the Engine contract requires). It checks each step
// against its own record of the caches and records every step's composition.
type fakeEngine struct {
	vocab int

	mu       sync.Mutex
	hist     map[uint64][]int32
	steps    [][]runtime.SeqStep
	released []uint64
	failNext error // returned by the next Step, then cleared
	// blockSize, when set, makes Step check the block tables: each covers the sequence's tokens,
	// and no block belongs to two live sequences.
	blockSize int
	tables    map[uint64][]int32
	hook      func(ctx context.Context, n int) // called at the start of step n (0-based), without mu
	// shared (with blockSize) lets live sequences share blocks, as a prefix cache's hits do: the
	// fake keeps each block's tokens, reads a new sequence's first Past tokens from its table,
	// and fails a step that writes a block another live sequence holds.
	shared bool
	pool   map[int32][]int32
}

func newFake(vocab int) *fakeEngine {
	return &fakeEngine{vocab: vocab, hist: map[uint64][]int32{}, tables: map[uint64][]int32{}, pool: map[int32][]int32{}}
}

// checkBlocks checks the block tables of a step against those of the live sequences (f.mu held).
func (f *fakeEngine) checkBlocks(seqs []runtime.SeqStep) error {
	for _, s := range seqs {
		if need := s.Past + len(s.Tokens); len(s.Blocks)*f.blockSize < need {
			return fmt.Errorf("fake: seq %d: %d blocks of %d tokens for %d tokens", s.ID, len(s.Blocks), f.blockSize, need)
		}
		f.tables[s.ID] = slices.Clone(s.Blocks)
	}
	if f.shared {
		return f.writeBlocks(seqs)
	}
	owner := map[int32]uint64{}
	for id, table := range f.tables {
		for _, b := range table {
			if o, ok := owner[b]; ok {
				return fmt.Errorf("fake: block %d belongs to seqs %d and %d", b, o, id)
			}
			owner[b] = id
		}
	}
	return nil
}

// writeBlocks writes each step's tokens into its blocks, after checking that no other live
// sequence holds a block written (f.mu held).
func (f *fakeEngine) writeBlocks(seqs []runtime.SeqStep) error {
	holders := map[int32][]uint64{}
	for id, table := range f.tables {
		for _, b := range table {
			holders[b] = append(holders[b], id)
		}
	}
	for _, s := range seqs {
		for p := s.Past; p < s.Past+len(s.Tokens); p++ {
			b := s.Blocks[p/f.blockSize]
			if len(holders[b]) > 1 {
				return fmt.Errorf("fake: seq %d writes position %d into block %d, which seqs %v hold", s.ID, p, b, holders[b])
			}
			if f.pool[b] == nil {
				f.pool[b] = slices.Repeat([]int32{-1}, f.blockSize)
			}
			f.pool[b][p%f.blockSize] = s.Tokens[p-s.Past]
		}
	}
	return nil
}

// prefix reads the first past tokens of a new sequence from the blocks of its table.
func (f *fakeEngine) prefix(s runtime.SeqStep) ([]int32, error) {
	h := make([]int32, s.Past)
	for p := range h {
		blk := f.pool[s.Blocks[p/f.blockSize]]
		if blk == nil || blk[p%f.blockSize] < 0 {
			return nil, fmt.Errorf("fake: seq %d starts at %d but its block %d holds no token %d", s.ID, s.Past, s.Blocks[p/f.blockSize], p)
		}
		h[p] = blk[p%f.blockSize]
	}
	return h, nil
}

func (f *fakeEngine) Vocab() int { return f.vocab }

func (f *fakeEngine) Step(ctx context.Context, seqs []runtime.SeqStep) ([][]float32, error) {
	f.mu.Lock()
	n := len(f.steps)
	rec := make([]runtime.SeqStep, len(seqs))
	for i, s := range seqs {
		rec[i] = runtime.SeqStep{ID: s.ID, Tokens: slices.Clone(s.Tokens), Past: s.Past, Logits: s.Logits}
	}
	f.steps = append(f.steps, rec)
	hook := f.hook
	f.mu.Unlock()
	if hook != nil {
		hook(ctx, n)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.failNext; err != nil {
		f.failNext = nil
		return nil, err
	}
	if f.blockSize > 0 {
		if err := f.checkBlocks(seqs); err != nil {
			return nil, err
		}
	}
	out := make([][]float32, len(seqs))
	for i, s := range seqs {
		h, known := f.hist[s.ID]
		if !known && f.shared && s.Past > 0 {
			var err error
			if h, err = f.prefix(s); err != nil {
				return nil, err
			}
		}
		if s.Past != len(h) {
			return nil, fmt.Errorf("fake: seq %d: past %d, cache holds %d", s.ID, s.Past, len(h))
		}
		if len(s.Tokens) == 0 {
			return nil, fmt.Errorf("fake: seq %d: no tokens", s.ID)
		}
		h = append(h, s.Tokens...)
		f.hist[s.ID] = h
		out[i] = fakeLogits(h, f.vocab)
	}
	return out, nil
}

func (f *fakeEngine) Release(id uint64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.hist, id)
	delete(f.tables, id)
	f.released = append(f.released, id)
}

func (f *fakeEngine) recorded() [][]runtime.SeqStep {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.steps)
}

func (f *fakeEngine) releasedIDs() []uint64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.released)
}

func (f *fakeEngine) live() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.hist)
}

// fakeLogits hashes the history (FNV-1a, then splitmix per id) into logits in [0, 4): flat enough that
// sampling at temperature 1 really is random, distinct enough that argmax has no ties in practice.
func fakeLogits(hist []int32, vocab int) []float32 {
	h := uint64(14695981039346656037)
	for _, t := range hist {
		h ^= uint64(uint32(t))
		h *= 1099511628211
	}
	out := make([]float32, vocab)
	for v := range out {
		z := h + uint64(v)*0x9e3779b97f4a7c15
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		z ^= z >> 31
		out[v] = float32(z>>40) / float32(1<<24) * 4
	}
	return out
}

// greedyChain is what greedy decoding of the fake must return.
func greedyChain(prompt []int32, n, vocab int) []int32 {
	h := slices.Clone(prompt)
	var out []int32
	for range n {
		t := int32(sampler.Argmax(fakeLogits(h, vocab)))
		out = append(out, t)
		h = append(h, t)
	}
	return out
}

// harness is a Server behind httptest with its scheduler running (or not yet: start).
type harness struct {
	t    *testing.T
	s    *Server
	eng  *fakeEngine
	ts   *httptest.Server
	stop context.CancelFunc
	done chan error
}

func newHarness(t *testing.T, cfg Config, eng *fakeEngine, run bool) *harness {
	t.Helper()
	if cfg.Engine == nil {
		cfg.Engine = eng
	}
	if cfg.Model == "" {
		cfg.Model = "tiny"
	}
	h := &harness{t: t, s: New(cfg), eng: eng}
	h.ts = httptest.NewServer(h.s.Handler())
	t.Cleanup(func() {
		h.shutdown()
		h.ts.Close()
	})
	if run {
		h.start()
	}
	return h
}

func (h *harness) start() {
	ctx, cancel := context.WithCancel(context.Background())
	h.stop, h.done = cancel, make(chan error, 1)
	go func() { h.done <- h.s.Run(ctx) }()
}

func (h *harness) shutdown() {
	if h.stop == nil {
		return
	}
	h.stop()
	select {
	case err := <-h.done:
		if err != nil {
			h.t.Errorf("Run: %v", err)
		}
	case <-time.After(5 * time.Second):
		h.t.Errorf("Run did not return after its context ended")
	}
	h.stop = nil
}

// post sends body to path and returns the status and the body.
func (h *harness) post(path, body string) (int, []byte) {
	h.t.Helper()
	resp, err := http.Post(h.ts.URL+path, "application/json", strings.NewReader(body))
	if err != nil {
		h.t.Fatalf("POST %s: %v", path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

func (h *harness) get(path string) (int, []byte) {
	h.t.Helper()
	resp, err := http.Get(h.ts.URL + path)
	if err != nil {
		h.t.Fatalf("GET %s: %v", path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

type completionResp struct {
	ID      string `json:"id"`
	Object  string `json:"object"`
	Created int64  `json:"created"`
	Model   string `json:"model"`
	Choices []struct {
		Index        int         `json:"index"`
		Text         string      `json:"text"`
		TokenIDs     []int32     `json:"token_ids"`
		FinishReason *string     `json:"finish_reason"`
		Logits       [][]float32 `json:"logits"`
	} `json:"choices"`
	Usage *usage `json:"usage"`
	Error *struct {
		Message string  `json:"message"`
		Type    string  `json:"type"`
		Param   *string `json:"param"`
		Code    *string `json:"code"`
	} `json:"error"`
}

func decode(t *testing.T, b []byte) completionResp {
	t.Helper()
	var r completionResp
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("decode %q: %v", b, err)
	}
	return r
}

// complete posts a request that must succeed and returns its tokens and finish reason.
func (h *harness) complete(body string) ([]int32, string) {
	h.t.Helper()
	code, b := h.post("/v1/completions", body)
	if code != http.StatusOK {
		h.t.Fatalf("POST %s: status %d: %s", body, code, b)
	}
	r := decode(h.t, b)
	if len(r.Choices) != 1 || r.Choices[0].FinishReason == nil {
		h.t.Fatalf("response %s: expected one finished choice", b)
	}
	return r.Choices[0].TokenIDs, *r.Choices[0].FinishReason
}

// streamed posts a streaming request and returns the tokens of all chunks, the finish reason of the
// last chunk, and the raw events.
func (h *harness) streamed(body string) ([]int32, string, []string) {
	h.t.Helper()
	resp, err := http.Post(h.ts.URL+"/v1/completions", "application/json", strings.NewReader(body))
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		b, _ := io.ReadAll(resp.Body)
		h.t.Fatalf("stream: status %d, content type %q: %s", resp.StatusCode, resp.Header.Get("Content-Type"), b)
	}
	var toks []int32
	var finish string
	var events []string
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			continue
		}
		data, ok := strings.CutPrefix(line, "data: ")
		if !ok {
			h.t.Fatalf("stream: line %q is not a data line", line)
		}
		events = append(events, data)
		if data == "[DONE]" {
			continue
		}
		r := decode(h.t, []byte(data))
		if r.Error != nil {
			h.t.Fatalf("stream error event: %s", data)
		}
		for _, c := range r.Choices {
			toks = append(toks, c.TokenIDs...)
			if c.FinishReason != nil {
				finish = *c.FinishReason
			}
		}
	}
	return toks, finish, events
}

// waitFor polls cond until it holds or a deadline passes.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

func (h *harness) queued() int {
	h.s.mu.Lock()
	defer h.s.mu.Unlock()
	return len(h.s.incoming)
}

func ids(n int, from int32) []int32 {
	out := make([]int32, n)
	for i := range out {
		out[i] = (from + int32(i)*7) % 97
	}
	return out
}

func jsonIDs(t []int32) string {
	b, _ := json.Marshal(t)
	return string(bytes.TrimSpace(b))
}
