package serve

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestPrefillHold checks which prompts a step takes under Config.PrefillHold (an hour, so that only
// a prompt marked as two hours old has waited it out): budget 32 tokens, chunks of 16.
func TestPrefillHold(t *testing.T) {
	now := time.Now()
	decoding := func(id uint64) *seq {
		return &seq{id: id, prompt: []int32{1, 2}, kv: 2, last: 7, start: now.Add(-time.Minute)}
	}
	prompt := func(id uint64, n int, age time.Duration) *seq {
		return &seq{id: id, prompt: make([]int32, n), start: now.Add(-age)}
	}
	started := func(id uint64) *seq { return &seq{id: id, prompt: make([]int32, 40), kv: 16, start: now} }
	type part struct {
		ID     uint64
		Tokens int
	}
	for _, c := range []struct {
		name   string
		hold   time.Duration
		active []*seq
		want   []part
	}{
		{"a new prompt waits while others decode", time.Hour,
			[]*seq{decoding(1), decoding(2), prompt(3, 20, 0)}, []part{{1, 1}, {2, 1}}},
		{"no hold", 0,
			[]*seq{decoding(1), decoding(2), prompt(3, 20, 0)}, []part{{1, 1}, {2, 1}, {3, 16}}},
		{"a prompt that waited the hold starts, and the others with it", time.Hour,
			[]*seq{decoding(1), prompt(3, 8, 0), prompt(4, 20, 2*time.Hour)}, []part{{1, 1}, {3, 8}, {4, 16}}},
		{"held prompts that fill what the decodes leave start", time.Hour,
			[]*seq{decoding(1), decoding(2), prompt(3, 20, 0), prompt(4, 20, 0)}, []part{{1, 1}, {2, 1}, {3, 16}, {4, 14}}},
		{"nothing decoding: no hold", time.Hour,
			[]*seq{prompt(3, 20, 0)}, []part{{3, 16}}},
		{"a prompt under way goes on while a new one waits", time.Hour,
			[]*seq{decoding(1), started(5), prompt(3, 20, 0)}, []part{{1, 1}, {5, 16}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := &Server{cfg: Config{MaxBatchTokens: 32, ChunkTokens: 16, PrefillHold: c.hold}}
			_, steps := s.plan(c.active)
			var got []part
			for _, st := range steps {
				got = append(got, part{st.ID, len(st.Tokens)})
			}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("planned step (-want +got):\n%s", d)
			}
		})
	}
}

// TestPrefillHoldServer: a prompt that arrives while another request decodes waits, under a long
// hold, until nothing decodes (then it starts at once); with no hold it joins the next step beside
// the decode.
func TestPrefillHoldServer(t *testing.T) {
	for _, hold := range []time.Duration{0, time.Hour} {
		t.Run(fmt.Sprint("hold ", hold), func(t *testing.T) {
			eng := newFake(vocab)
			h := newHarness(t, Config{MaxBatchTokens: 16, PrefillHold: hold}, eng, false)
			first, second := ids(3, 1), ids(5, 20)
			var wg sync.WaitGroup
			got := make([][]int32, 2)
			send := func(i int, p []int32) {
				wg.Go(func() {
					got[i], _ = h.complete(fmt.Sprintf(`{"prompt": %s, "max_tokens": 4, "temperature": 0}`, jsonIDs(p)))
				})
			}
			// The first request's first decode step waits until the second request is queued, so
			// the scheduler sees it before its next step.
			reached, gate := make(chan struct{}), make(chan struct{})
			eng.hook = func(_ context.Context, n int) {
				if n == 1 {
					close(reached)
					<-gate
				}
			}
			h.start()
			send(0, first)
			select {
			case <-reached:
			case <-time.After(10 * time.Second):
				t.Fatal("the first request's first decode step did not start within 10 s")
			}
			send(1, second)
			waitFor(t, "the second request queued", func() bool { return h.queued() == 1 })
			close(gate)
			wg.Wait()
			for i, p := range [][]int32{first, second} {
				if d := cmp.Diff(greedyChain(p, 4, vocab), got[i]); d != "" {
					t.Errorf("request %d tokens (-want +got):\n%s", i, d)
				}
			}
			// The first request takes steps 0 (its prompt) to 3 (its last decode). Without a hold the
			// second's prompt joins step 2; with one it waits for step 4, the first's being done.
			start := -1
			for k, st := range eng.recorded() {
				for _, s := range st {
					if len(s.Tokens) == len(second) && s.Tokens[0] == second[0] {
						start = k
					}
				}
			}
			want := 2
			if hold > 0 {
				want = 4
			}
			if start != want {
				t.Errorf("the second prompt starts in step %d, want %d: %v", start, want, eng.recorded())
			}
		})
	}
}
