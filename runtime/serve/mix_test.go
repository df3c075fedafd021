package serve

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/runtime"
)

// seqTrace is what the recorded steps say of one sequence: the steps it took part in and the step
// whose chunk completed its prompt.
type seqTrace struct {
	prompt    []int32
	steps     []int // indices of the steps holding it, ascending
	prefilled int   // the step that put its last prompt token in the cache; -1 if none did
	chunks    []int // its prompt chunks' sizes, in order
}

// traceSteps matches each recorded sequence to its prompt (by its first chunk) and checks the
// scheduling invariants of every step: no step exceeds budget tokens, a sequence appears at most
// once per step, its chunks follow its cache (Past), and a sequence whose prompt is in the cache
// decodes one token in every step from then until its last, so no decode is ever skipped.
func traceSteps(t *testing.T, steps [][]runtime.SeqStep, prompts [][]int32, budget int) map[uint64]*seqTrace {
	t.Helper()
	tr := map[uint64]*seqTrace{}
	for k, st := range steps {
		n := 0
		seen := map[uint64]bool{}
		for _, s := range st {
			n += len(s.Tokens)
			if seen[s.ID] {
				t.Errorf("step %d: sequence %d appears twice", k, s.ID)
			}
			seen[s.ID] = true
			q := tr[s.ID]
			if q == nil {
				if s.Past != 0 {
					t.Fatalf("step %d: sequence %d first appears with %d tokens cached, expected 0", k, s.ID, s.Past)
				}
				for _, p := range prompts {
					if len(p) >= len(s.Tokens) && slices.Equal(p[:len(s.Tokens)], s.Tokens) {
						q = &seqTrace{prompt: p, prefilled: -1}
					}
				}
				if q == nil {
					t.Fatalf("step %d: sequence %d starts with %v, the start of no prompt sent", k, s.ID, s.Tokens)
				}
				tr[s.ID] = q
			}
			q.steps = append(q.steps, k)
			if q.prefilled < 0 {
				if !slices.Equal(q.prompt[s.Past:s.Past+len(s.Tokens)], s.Tokens) {
					t.Errorf("step %d: sequence %d feeds %v at %d, expected its prompt's tokens", k, s.ID, s.Tokens, s.Past)
				}
				q.chunks = append(q.chunks, len(s.Tokens))
				if s.Past+len(s.Tokens) == len(q.prompt) {
					q.prefilled = k
				}
			} else if len(s.Tokens) != 1 {
				t.Errorf("step %d: decoding sequence %d feeds %d tokens, expected 1", k, s.ID, len(s.Tokens))
			}
		}
		if n > budget {
			t.Errorf("step %d holds %d tokens, over the budget of %d", k, n, budget)
		}
	}
	for id, q := range tr {
		if q.prefilled < 0 {
			t.Errorf("sequence %d: its prompt never completed", id)
			continue
		}
		last := q.steps[len(q.steps)-1]
		var want []int
		for k := q.prefilled; k <= last; k++ {
			want = append(want, k)
		}
		if got := q.steps[len(q.steps)-len(want):]; !slices.Equal(got, want) {
			t.Errorf("sequence %d decodes in steps %v, expected every step from %d to %d", id, got, q.prefilled, last)
		}
	}
	return tr
}

// TestLongPromptMixesWithDecodes: a long prompt arriving while decodes run is fed in chunks beside
// them. Every step holds every running decode and stays within the budget, and the prompt takes
// ceil(len / min(chunk, budget - decodes)) steps: the chunk size bounds it in the first case, the
// budget the decodes leave in the second.
func TestLongPromptMixesWithDecodes(t *testing.T) {
	const decodes, long = 5, 120
	for _, tc := range []struct {
		budget, chunk, perStep int
	}{
		{64, 16, 16}, // the chunk binds
		{16, 16, 11}, // the budget left by 5 decodes binds
		{6, 256, 1},  // one token of budget left: the prompt still advances
	} {
		t.Run(fmt.Sprintf("budget%d-chunk%d", tc.budget, tc.chunk), func(t *testing.T) {
			eng := newFake(vocab)
			h := newHarness(t, Config{MaxBatchTokens: tc.budget, ChunkTokens: tc.chunk}, eng, false)
			var prompts [][]int32
			for i := range decodes {
				prompts = append(prompts, ids(4, int32(i)))
			}
			longPrompt := ids(long, 50)
			prompts = append(prompts, longPrompt)
			// Hold step 6 (all five decode from step 5 on, whatever the budget) until the long
			// request is queued, so it arrives while they run. They outlast its prefill by far.
			arrive := make(chan struct{})
			var once sync.Once
			eng.hook = func(ctx context.Context, n int) {
				if n == 6 {
					once.Do(func() { close(arrive) })
					waitFor(t, "the long request queued", func() bool { return h.queued() == 1 })
				}
			}
			got := make([][]int32, len(prompts))
			var wg sync.WaitGroup
			for i := range decodes {
				body := fmt.Sprintf(`{"prompt": %s, "max_tokens": %d, "temperature": 0}`, jsonIDs(prompts[i]), 3*long+10)
				wg.Go(func() { got[i], _ = h.complete(body) })
			}
			waitFor(t, "the decodes queued", func() bool { return h.queued() == decodes })
			h.start()
			<-arrive
			got[decodes], _ = h.complete(fmt.Sprintf(`{"prompt": %s, "max_tokens": 3, "temperature": 0}`, jsonIDs(longPrompt)))
			wg.Wait()
			for i, p := range prompts {
				n := 3*long + 10
				if i == decodes {
					n = 3
				}
				if d := cmp.Diff(greedyChain(p, n, vocab), got[i]); d != "" {
					t.Errorf("request %d tokens (-want +got):\n%s", i, d)
				}
			}

			steps := eng.recorded()
			tr := traceSteps(t, steps, prompts, tc.budget)
			var lq *seqTrace
			for _, q := range tr {
				if len(q.prompt) == long {
					lq = q
				}
			}
			if lq == nil {
				t.Fatal("the long prompt never ran")
			}
			first := lq.steps[0]
			if first != 7 {
				t.Errorf("the long prompt's first chunk is in step %d, expected 7 (it arrived during step 6)", first)
			}
			var wantChunks []int
			for left := long; left > 0; left -= tc.perStep {
				wantChunks = append(wantChunks, min(tc.perStep, left))
			}
			if d := cmp.Diff(wantChunks, lq.chunks); d != "" {
				t.Errorf("the long prompt's chunks (-want +got):\n%s", d)
			}
			if want := first + (long+tc.perStep-1)/tc.perStep - 1; lq.prefilled != want {
				t.Errorf("the long prompt completed in step %d, expected %d: ceil(%d/%d) steps from step %d", lq.prefilled, want, long, tc.perStep, first)
			}
			// Every step of its prefill holds all five decodes.
			for k := first; k <= lq.prefilled; k++ {
				if n := len(steps[k]) - 1; n != decodes {
					t.Errorf("step %d holds %d decodes beside the prompt's chunk, expected %d", k, n, decodes)
				}
			}
		})
	}
}

// TestRunningNeverExceedsBudget: with more requests than a step has tokens, the running ones
// decode in every step, the others are not admitted until they finish, and the budget is used.
func TestRunningNeverExceedsBudget(t *testing.T) {
	const budget, reqs = 4, 7
	eng := newFake(vocab)
	h := newHarness(t, Config{MaxBatchTokens: budget, ChunkTokens: budget}, eng, false)
	var prompts [][]int32
	for i := range reqs {
		prompts = append(prompts, ids(2, int32(10+i)))
	}
	// At the first step only budget sequences are admitted (the others would hold cache blocks
	// without a token of the step to run).
	var held int
	eng.hook = func(ctx context.Context, n int) {
		if n == 0 {
			h.s.mu.Lock()
			held = h.s.pending
			h.s.mu.Unlock()
		}
	}
	got := make([][]int32, reqs)
	var wg sync.WaitGroup
	for i, p := range prompts {
		body := fmt.Sprintf(`{"prompt": %s, "max_tokens": %d, "temperature": 0}`, jsonIDs(p), 3+i)
		wg.Go(func() { got[i], _ = h.complete(body) })
	}
	waitFor(t, "the requests queued", func() bool { return h.queued() == reqs })
	h.start()
	wg.Wait()
	for i, p := range prompts {
		if d := cmp.Diff(greedyChain(p, 3+i, vocab), got[i]); d != "" {
			t.Errorf("request %d tokens (-want +got):\n%s", i, d)
		}
	}
	if held != reqs-budget {
		t.Errorf("%d requests held back at the first step, expected %d", held, reqs-budget)
	}
	steps := eng.recorded()
	traceSteps(t, steps, prompts, budget)
	most := 0
	for _, st := range steps {
		most = max(most, len(st))
	}
	if most != budget {
		t.Errorf("at most %d sequences in a step, expected the budget (%d)", most, budget)
	}
}
