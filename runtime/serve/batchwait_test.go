package serve

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestBatchWaitGathersArrivals: with BatchWait, a request that finds the server idle waits for the
// next one, and the first step starts as soon as the two fill MaxBatchTokens, holding both prompts.
func TestBatchWaitGathersArrivals(t *testing.T) {
	h := newHarness(t, Config{MaxBatchTokens: 10, BatchWait: time.Minute}, newFake(vocab), true)
	prompts := [][]int32{ids(4, 1), ids(6, 2)}
	got := make([][]int32, 2)
	var wg sync.WaitGroup
	send := func(i int) {
		wg.Go(func() {
			got[i], _ = h.complete(fmt.Sprintf(`{"prompt": %s, "max_tokens": 3, "temperature": 0}`, jsonIDs(prompts[i])))
		})
	}
	send(0)
	waitFor(t, "the first request queued", func() bool { return h.queued() == 1 })
	// The scheduler holds the first request back while it waits for more (without BatchWait it
	// would step it alone at once).
	time.Sleep(20 * time.Millisecond)
	if n := len(h.eng.recorded()); n != 0 {
		t.Fatalf("%d steps before the batch filled, expected none", n)
	}
	send(1)
	wg.Wait()
	for i, p := range prompts {
		if d := cmp.Diff(greedyChain(p, 3, vocab), got[i]); d != "" {
			t.Errorf("request %d tokens (-want +got):\n%s", i, d)
		}
	}
	steps := h.eng.recorded()
	if len(steps) != 3 {
		t.Fatalf("%d steps, want 3 (one prefill of both, two decodes): %v", len(steps), steps)
	}
	if len(steps[0]) != 2 || len(steps[0][0].Tokens)+len(steps[0][1].Tokens) != 10 {
		t.Errorf("first step %v, want both prompts (10 tokens)", steps[0])
	}
}

// TestBatchWaitEnds: a lone request that does not fill a step runs once BatchWait has passed, and a
// peer's request for a step (Idle) ends the wait at once.
func TestBatchWaitEnds(t *testing.T) {
	p := ids(5, 3)
	body := fmt.Sprintf(`{"prompt": %s, "max_tokens": 4, "temperature": 0}`, jsonIDs(p))
	t.Run("timer", func(t *testing.T) {
		h := newHarness(t, Config{BatchWait: 30 * time.Millisecond}, newFake(vocab), true)
		got, finish := h.complete(body)
		if d := cmp.Diff(greedyChain(p, 4, vocab), got); d != "" || finish != "length" {
			t.Errorf("finish %q, tokens (-want +got):\n%s", finish, d)
		}
	})
	t.Run("idle", func(t *testing.T) {
		idle := make(chan struct{})
		h := newHarness(t, Config{BatchWait: time.Hour, Idle: idle}, newFake(vocab), true)
		done := make(chan []int32, 1)
		go func() { got, _ := h.complete(body); done <- got }()
		waitFor(t, "the request queued", func() bool { return h.queued() == 1 })
		idle <- struct{}{}
		if d := cmp.Diff(greedyChain(p, 4, vocab), <-done); d != "" {
			t.Errorf("tokens (-want +got):\n%s", d)
		}
	})
}
