package runtime_test

import (
	"context"
	"strings"
	"testing"

	"afdc/runtime"
)

// TestSplitFinishBeforeSync: at the end of a step the engine receives every stage's last result and
// enqueues every stage's finish (head, sampling) before it waits for any stage's queue, so that a
// device data plane's last receive and head of stage s+1 do not wait on the host behind stage s's
// sync. The values stay right (checkFakeStep).
func TestSplitFinishBeforeSync(t *testing.T) {
	layers := []int{0, 1, 3}
	for _, stages := range []int{2, 3} {
		ad := &fakeDevice{name: "fake:0", width: 4, layers: layers}
		fd := &fakeDevice{name: "fake:1", width: 4, layers: layers}
		e, err := runtime.NewSplitEngine(&fakeAttn{fakeDevice: ad, vocab: 5}, &runtime.LocalFFN{FFN: &fakeFFN{fd}}, stages)
		if err != nil {
			t.Fatal(err)
		}
		checkFakeStep(t, context.Background(), e, layers)
		// The step's tail: from the first receipt of the last layer's result on.
		first := -1
		for i, ev := range ad.log {
			if strings.Contains(ev, "enqueue h2d + residual L3") {
				first = i
				break
			}
		}
		if first < 0 {
			t.Fatalf("%d stages: no result of layer 3 received: %q", stages, ad.log)
		}
		tail := ad.log[first:]
		heads, firstSync := 0, -1
		for i, ev := range tail {
			switch {
			case strings.Contains(ev, "enqueue head"):
				heads++
				if firstSync >= 0 {
					t.Errorf("%d stages: %q enqueued after a queue was synced (%q); tail %q", stages, ev, tail[firstSync], tail)
				}
			case strings.Contains(ev, " sync ") && firstSync < 0:
				firstSync = i
			}
		}
		if heads != stages || firstSync < 0 {
			t.Errorf("%d stages: %d heads and first sync at %d in the tail %q, expected %d heads before any sync", stages, heads, firstSync, tail, stages)
		}
	}
}
