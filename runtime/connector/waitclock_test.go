package connector

import (
	"context"
	"testing"
	"time"

	"afdc/runtime/tensor"
)

// slowQueue is a queue whose work takes d to run: every Sync waits that long.
type slowQueue struct {
	d     time.Duration
	syncs int
}

func (q *slowQueue) Sync(context.Context) error {
	q.syncs++
	time.Sleep(q.d)
	return nil
}

// TestWaitClock: each side's clock counts one sync per send that has a queue and one peer wait per
// receive, and times them: the syncs at least the queue's work, the attention rank's wait for the
// answer at least the time the FFN rank held it back. Take starts again from zero.
func TestWaitClock(t *testing.T) {
	d := start(t, Topology{AttentionRanks: 1, FFNRanks: 1}, true)
	a, f := d.attn[0], d.ffn[0]
	var ac, fc WaitClock
	a.SetWaitClock(&ac)
	f.SetWaitClock(&fc)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	const work, hold, layers = 20 * time.Millisecond, 60 * time.Millisecond, 2
	aq, fq := &slowQueue{d: work}, &slowQueue{d: work}
	must(t, a.SendStep(ctx, StepHeader{Step: a.NextStep(), Stages: 1, Counts: [][]int{{2}}}))
	h, err := f.RecvStep(ctx)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		for l := range layers {
			tag := Tag{Step: h.Step, Layer: l}
			in := []tensor.Tensor{tensor.New(tensor.F32, 2, 3)}
			if err := f.Transport().Recv(ctx, nil, 0, tag, in); err != nil {
				done <- err
				return
			}
			time.Sleep(hold)
			if err := f.Transport().Send(ctx, fq, 0, tag, in); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	for l := range layers {
		tag := Tag{Step: h.Step, Layer: l}
		must(t, a.Transport().Send(ctx, aq, 0, tag, []tensor.Tensor{ramp(2, 3, float32(l))}))
		must(t, a.Transport().Recv(ctx, nil, 0, tag, []tensor.Tensor{tensor.New(tensor.F32, 2, 3)}))
	}
	must(t, <-done)
	aw, fw := ac.Take(), fc.Take()
	if aw.Syncs != layers || aw.Peers != layers || fw.Syncs != layers || fw.Peers != layers {
		t.Errorf("attention %d syncs, %d peer waits; ffn %d, %d; want %d of each on both sides", aw.Syncs, aw.Peers, fw.Syncs, fw.Peers, layers)
	}
	if aq.syncs != layers || fq.syncs != layers {
		t.Errorf("queues synced %d and %d times, want %d (one per send)", aq.syncs, fq.syncs, layers)
	}
	if aw.Sync < layers*work || fw.Sync < layers*work {
		t.Errorf("sync waits %v (attention) and %v (ffn), want at least %v each (the queues' work)", aw.Sync, fw.Sync, layers*work)
	}
	// The attention rank waits for each answer through the FFN rank's hold and its sync.
	if aw.Peer < layers*(hold+work) {
		t.Errorf("attention peer wait %v, want at least %v (the FFN rank held each answer %v and synced %v)", aw.Peer, layers*(hold+work), hold, work)
	}
	if again := ac.Take(); again != (Waits{}) {
		t.Errorf("a second Take gave %+v, want zero", again)
	}
	var none *WaitClock
	none.addSync(time.Second)
	if w := none.Take(); w != (Waits{}) {
		t.Errorf("a nil clock gave %+v, want zero", w)
	}
}
