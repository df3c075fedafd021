package runtime_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// scriptedControl hands ServeFFN one step, then reports the control plane closed.
type scriptedControl struct {
	peers []int
	steps []connector.StepHeader
}

func (c *scriptedControl) Peers() []int { return c.peers }
func (c *scriptedControl) RecvStep(context.Context) (connector.StepHeader, error) {
	if len(c.steps) == 0 {
		return connector.StepHeader{}, connector.ErrClosed
	}
	h := c.steps[0]
	c.steps = c.steps[1:]
	return h, nil
}

// dropTransport gives every row of attention rank p the value p, except that rank drop fails at
// layer dropAt (and would fail at every later receive): the transport drops it from the step. It
// records what is asked of it.
type dropTransport struct {
	drop, dropAt int
	log          []string
}

func (t *dropTransport) Memory() tensor.Memory { return tensor.Host }
func (t *dropTransport) Name() string          { return "scripted" }
func (t *dropTransport) Close() error          { return nil }

func (t *dropTransport) Recv(_ context.Context, _ tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	t.log = append(t.log, fmt.Sprintf("recv L%d a%d %d", tag.Layer, peer, into[0].Rows()))
	if peer == t.drop && tag.Layer >= t.dropAt {
		return &connector.DroppedError{Peer: peer, Err: fmt.Errorf("attention rank %d disconnected: EOF", peer)}
	}
	v := into[0].F32()
	for i := range v {
		v[i] = float32(peer)
	}
	return nil
}

func (t *dropTransport) Send(_ context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	if q != nil {
		q.Sync(context.Background())
	}
	t.log = append(t.log, fmt.Sprintf("send L%d a%d %v", tag.Layer, peer, data[0].F32()))
	return nil
}

// TestServeFFNDropsPeerMidStep: attention rank 11 of a block {10, 11, 12} is lost at layer 1 of a
// step. The FFN rank finishes the step for 10 and 12: from layer 1 on, rank 12's row moves up into
// rank 11's place in the batch, its result is its own (its value doubled), and rank 11 is neither
// sent to nor awaited again in the step. (Before isolation, the step was abandoned for all three.)
func TestServeFFNDropsPeerMidStep(t *testing.T) {
	layers := []int{0, 1, 2}
	var wire []ir.WireLayer
	for _, l := range layers {
		wire = append(wire, ir.WireLayer{Layer: l, Kind: "dense",
			ToFFN: []ir.WireTensor{{Name: "hidden", DType: "f32", Width: 1}}, FromFFN: []ir.WireTensor{{Name: "hidden", DType: "f32", Width: 1}}})
	}
	ctl := &scriptedControl{peers: []int{10, 11, 12}, steps: []connector.StepHeader{{Step: 0, Stages: 1, Counts: [][]int{{2, 3, 1}}}}}
	tr := &dropTransport{drop: 11, dropAt: 1}
	stats := &runtime.FFNStats{}
	fd := &fakeDevice{name: "fake:1", width: 1, layers: layers}
	if err := runtime.ServeFFN(context.Background(), ctl, tr, &fakeFFN{fd}, wire, stats, nil); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"recv L0 a10 2", "recv L0 a11 3", "recv L0 a12 1",
		"send L0 a10 [20 20]", "send L0 a11 [22 22 22]", "send L0 a12 [24]",
		"recv L1 a10 2", "recv L1 a11 3", "recv L1 a12 1",
		"send L1 a10 [20 20]", "send L1 a12 [24]",
		"recv L2 a10 2", "recv L2 a12 1",
		"send L2 a10 [20 20]", "send L2 a12 [24]",
	}
	if got := strings.Join(tr.log, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("transfers:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	if stats.Steps.Load() != 1 || stats.Aborted.Load() != 0 || stats.Dropped.Load() != 1 {
		t.Errorf("steps %d aborted %d dropped %d, want 1 0 1", stats.Steps.Load(), stats.Aborted.Load(), stats.Dropped.Load())
	}
}
