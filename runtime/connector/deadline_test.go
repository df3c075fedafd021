package connector

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestPeerThatStopsReadingDropped: 2A1F, attention rank 1 keeps heartbeating and sends its step and
// tensors but never reads. The ffn rank's send of rank 1's results, larger than the sockets
// buffer, used to block for ever (no write deadline), wedging every rank; now it fails within
// PeerTimeout, rank 1 is dropped from the step naming why, and rank 0 gets its results.
func TestPeerThatStopsReadingDropped(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	topo := Topology{2, 1}
	const timeout = 3 * time.Second // also bounds the raw peer's 16 MiB write to the ffn rank, on a loaded machine
	const rows, width = 2048, 2048  // 16 MiB of results for rank 1: more than loopback buffers hold
	var a0 *AttnSide
	f := listenOne(t, topo, Config{PeerTimeout: timeout}, func(rv string) {
		a0 = dialT(t, rv, 0, topo, nil)
		h := testHello(RoleAttention, 1, topo)
		h.HeartbeatMS, h.MaxRows = 20, rows
		raw, _ := rawPeer(t, rv, h)
		go func() { // heartbeats, and never a read
			hb := appendFrameHeader(nil, kindHeartbeat, 0)
			tk := time.NewTicker(20 * time.Millisecond)
			defer tk.Stop()
			for {
				select {
				case <-ctx.Done():
					return
				case <-tk.C:
				}
				raw.SetWriteDeadline(time.Now().Add(time.Second))
				if _, err := raw.Write(hb); err != nil {
					return
				}
			}
		}()
		b, _ := encodeJSONFrame(nil, kindStep, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{rows}}})
		raw.Write(b)
		data := testPayload{Rows: rows, Widths: []int{width}, Data: [][]float32{make([]float32, rows*width)}}.tensors()
		m := metaOf(Tag{Step: 0}, data)
		raw.Write(appendTensorHeader(nil, m, len(data[0].Bytes)))
		raw.Write(data[0].Bytes)
	})
	must(t, a0.SendStep(ctx, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{1}}}))
	h, err := f.RecvStep(ctx)
	if err != nil || fmt.Sprint(h.Counts) != fmt.Sprintf("[[1 %d]]", rows) {
		t.Fatalf("RecvStep = %v, %v", h.Counts, err)
	}
	must(t, a0.SendTensors(ctx, 0, 0, testPayload{Rows: 1, Widths: []int{width}, Data: [][]float32{make([]float32, width)}}))
	in, err := f.RecvTensors(ctx, 0, 0, []int{width})
	if err != nil {
		t.Fatal(err)
	}
	in.Data[0][0] = 42 // rank 0's first result
	sent := make(chan error, 1)
	go func() { sent <- f.SendTensors(ctx, 0, 0, in) }()
	var d *DroppedError
	select {
	case err = <-sent:
	case <-time.After(20 * time.Second): // a hang guard: the bound under test is 3s
		t.Fatal("the ffn rank's send to a peer that does not read did not end within 20s")
	}
	if !errors.As(err, &d) || d.Peer != 1 || !strings.Contains(err.Error(), "attention rank 1 stopped reading: a frame could not be written to it within 3s") {
		t.Fatalf("send to a peer that does not read: %v, want rank 1 dropped as not reading", err)
	}
	got, err := a0.RecvTensors(ctx, 0, 0, []int{width})
	if err != nil || got.Data[0][0] != 42 {
		t.Fatalf("rank 0's result: %v, %v", got.Data[0][:1], err)
	}
	if c := f.Connected(); fmt.Sprint(c) != "[0]" {
		t.Errorf("connected %v, want rank 0 only", c)
	}
}
