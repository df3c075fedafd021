package connector

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"afdc/runtime/tensor"
)

// crash drops a connection without a shutdown frame, as a killed process would.
func crash(l *link) { l.conn.Close() }

func TestVanishedAttentionPeerAndReturn(t *testing.T) {
	topo := Topology{2, 1}
	d := start(t, topo, true)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	a0, a1, f := d.attn[0], d.attn[1], d.ffn[0]
	one := testPayload{Rows: 1, Widths: []int{2}, Data: [][]float32{{1, 2}}}
	must(t, a0.SendStep(ctx, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{1}}}))
	must(t, a1.SendStep(ctx, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{1}}}))
	h, err := f.RecvStep(ctx)
	if err != nil || fmt.Sprint(h.Counts) != "[[1 1]]" {
		t.Fatalf("RecvStep = %+v, %v", h, err)
	}
	must(t, a0.SendTensors(ctx, 0, 0, one))
	crash(a1.l)

	t0 := time.Now()
	_, err = f.RecvTensors(ctx, 0, 0, []int{2})
	// The context above bounds the wait; a hang would fail on its deadline, not here.
	t.Logf("ffn noticed the lost peer after %v", time.Since(t0))
	var pe *PeerError
	if !errors.As(err, &pe) || pe.Rank != 1 || !strings.Contains(err.Error(), "attention rank 1 disconnected: EOF") {
		t.Fatalf("ffn RecvTensors = %v, want attention rank 1 disconnected: EOF", err)
	}
	// The surviving peer learns at once that the step is lost, and why.
	t0 = time.Now()
	_, err = a0.RecvTensors(ctx, 0, 0, []int{2})
	var ab *StepAbortedError
	if !errors.As(err, &ab) || ab.Step != 0 || !strings.Contains(err.Error(), "step 0 aborted by ffn rank 0: ") || !strings.Contains(err.Error(), "attention rank 1 disconnected: EOF") {
		t.Fatalf("surviving peer RecvTensors = %v, want step 0 aborted naming attention rank 1", err)
	}
	// The context above bounds the wait; a hang would fail on its deadline, not here.
	t.Logf("surviving peer failed after %v", time.Since(t0))
	// Later step operations of the aborted step keep failing instead of hanging.
	if err := f.SendTensors(ctx, 0, 0, one); err == nil || !strings.Contains(err.Error(), "step 0 was aborted") {
		t.Errorf("SendTensors on the aborted step = %v", err)
	}
	if err := a1.SendStep(ctx, StepHeader{Step: 1, Stages: 1, Counts: [][]int{{1}}}); err == nil || !strings.Contains(err.Error(), "ffn rank 0 disconnected") {
		t.Errorf("SendStep on the crashed side = %v, want its connection's failure", err)
	}

	// The peer returns: it resumes at the ffn rank's next step and takes part again.
	a1b, err := DialAttention(ctx, Config{Rendezvous: f.Addr(), Hello: testHello(RoleAttention, 1, topo)})
	if err != nil {
		t.Fatal(err)
	}
	d.attn[1] = a1b
	if a1b.NextStep() != 1 {
		t.Errorf("returning peer NextStep = %d, want 1", a1b.NextStep())
	}
	runStep(t, d, 1, 1)
	runStep(t, d, 2, 2)
}

func TestVanishedFFN(t *testing.T) {
	d := start(t, Topology{1, 1}, false)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	a, f := d.attn[0], d.ffn[0]
	must(t, a.SendStep(ctx, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{1}}}))
	must(t, a.SendTensors(ctx, 0, 0, testPayload{Rows: 1, Widths: []int{1}, Data: [][]float32{{1}}}))
	done := make(chan error, 1)
	blocked := make(chan struct{})
	var once sync.Once
	a.h.blocking = func() { once.Do(func() { close(blocked) }) }
	go func() {
		_, err := a.RecvTensors(ctx, 0, 0, []int{1})
		done <- err
	}()
	<-blocked // the receive waits for a frame that will not come
	// The ffn rank has read what was sent (closing a socket with unread bytes would reset it
	// rather than end it with EOF).
	var l *link
	must(t, f.h.wait(ctx, func() (bool, error) {
		l = f.slots[0]
		return l != nil && len(l.steps) == 1 && len(l.tensors) == 1, nil
	}))
	crash(l)
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "ffn rank 0 disconnected: EOF") {
			t.Fatalf("RecvTensors = %v, want ffn rank 0 disconnected: EOF", err)
		}
	case <-time.After(time.Second):
		t.Fatal("RecvTensors still blocked 1s after the ffn rank vanished")
	}
	if err := a.SendTensors(ctx, 0, 0, testPayload{Rows: 1, Widths: []int{1}, Data: [][]float32{{1}}}); err == nil || !strings.Contains(err.Error(), "ffn rank 0 disconnected") {
		t.Errorf("SendTensors after the loss = %v", err)
	}
}

func TestCloseSendsShutdown(t *testing.T) {
	d := start(t, Topology{2, 1}, true)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	a0, a1, f := d.attn[0], d.attn[1], d.ffn[0]
	// An attention rank that closes leaves cleanly: the ffn rank stops counting on it.
	must(t, a1.Close())
	deadline := time.Now().Add(time.Second)
	for len(f.Connected()) != 1 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if got := fmt.Sprint(f.Connected()); got != "[0]" {
		t.Fatalf("connected %s after attention rank 1 closed, want [0]", got)
	}
	must(t, a0.SendStep(ctx, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{1}}}))
	h, err := f.RecvStep(ctx)
	if err != nil || fmt.Sprint(h.Counts) != "[[1 0]]" {
		t.Fatalf("RecvStep without the closed peer = %+v, %v; want counts [[1 0]]", h, err)
	}
	// The ffn rank closes: the attention rank's pending receive ends with a clean shutdown.
	done := make(chan error, 1)
	go func() {
		_, err := a0.RecvTensors(ctx, 0, 0, []int{1})
		done <- err
	}()
	must(t, f.Close())
	select {
	case err := <-done:
		if !errors.Is(err, ErrPeerShutdown) || !strings.Contains(err.Error(), "ffn rank 0 closed: shut down") {
			t.Fatalf("RecvTensors = %v, want ffn rank 0 closed: shut down", err)
		}
	case <-time.After(time.Second):
		t.Fatal("RecvTensors still blocked 1s after the ffn rank closed")
	}
	if _, err := f.RecvStep(ctx); !errors.Is(err, ErrClosed) {
		t.Errorf("RecvStep after Close = %v, want ErrClosed", err)
	}
}

func TestRecvHonoursContext(t *testing.T) {
	d := start(t, Topology{1, 1}, true)
	a, f := d.attn[0], d.ffn[0]
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	t0 := time.Now()
	if _, err := f.RecvStep(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("RecvStep with nothing coming = %v", err)
	}
	// The context above bounds the wait; a hang would fail on its deadline, not here.
	t.Logf("RecvStep returned after %v", time.Since(t0))
	bg, cancel2 := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel2()
	must(t, a.SendStep(bg, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{1}}}))
	ctx3, cancel3 := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel3()
	if _, err := a.RecvTensors(ctx3, 0, 0, []int{1}); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("RecvTensors with nothing coming = %v", err)
	}
}

// TestTransportInterface: bf16 and fp8 tensors (every bit pattern, NaNs included) go through the TCP
// transport bit for bit, into buffers the receiver supplies; the tag comes from the step header.
func TestTransportInterface(t *testing.T) {
	d := start(t, Topology{3, 2}, true)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	var at, ft Transport = d.attn[2].Transport(), d.ffn[1].Transport()
	if at.Name() != TCP || at.Memory() != tensor.Host {
		t.Errorf("transport %s in %s memory, want tcp in host memory", at.Name(), at.Memory())
	}
	const rows = 256
	bf := tensor.New(tensor.BF16, rows, 3)
	for i := range rows * 3 {
		binary.LittleEndian.PutUint16(bf.Bytes[2*i:], uint16(i*257+0x7f80)) // infinities and NaNs among them
	}
	f8 := tensor.New(tensor.F8E4M3, rows, 1)
	for i := range rows {
		f8.Bytes[i] = byte(i) // all 256 codes, 0x7f and 0xff (NaN) too
	}
	must(t, d.attn[2].SendStep(ctx, StepHeader{Step: 9, Stages: 2, Counts: [][]int{{0}, {rows}}}))
	h, err := d.ffn[1].RecvStep(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tag := Tag{Step: h.Step, Layer: 4, Stage: 1}
	must(t, at.Send(ctx, nil, 1, tag, []tensor.Tensor{bf, f8}))
	into := []tensor.Tensor{tensor.New(tensor.BF16, rows, 3), tensor.New(tensor.F8E4M3, rows, 1)}
	must(t, Gather(ctx, ft, nil, tag, d.ffn[1].Peers(), h.Counts[1], into))
	if !bytes.Equal(into[0].Bytes, bf.Bytes) || !bytes.Equal(into[1].Bytes, f8.Bytes) {
		t.Fatal("bf16/fp8 tensors changed on the way to the ffn rank")
	}
	must(t, Scatter(ctx, ft, nil, tag, d.ffn[1].Peers(), h.Counts[1], into))
	back := []tensor.Tensor{tensor.New(tensor.BF16, rows, 3), tensor.New(tensor.F8E4M3, rows, 1)}
	must(t, at.Recv(ctx, nil, 1, tag, back))
	if !bytes.Equal(back[0].Bytes, bf.Bytes) || !bytes.Equal(back[1].Bytes, f8.Bytes) {
		t.Fatal("bf16/fp8 tensors changed on the way back")
	}
	if err := ft.Send(ctx, nil, 0, tag, into); err == nil || !strings.Contains(err.Error(), "attention rank 0 is not a peer of ffn rank 1 (peers [2])") {
		t.Errorf("Send to a foreign rank = %v", err)
	}
	if err := at.Send(ctx, nil, 0, tag, into); err == nil || !strings.Contains(err.Error(), "ffn rank 0 is not the owner of attention rank 2 (ffn rank 1)") {
		t.Errorf("Send to a foreign ffn rank = %v", err)
	}
	short := tensor.Tensor{DType: tensor.BF16, Shape: []int{rows, 3}, Bytes: bf.Bytes[:10]}
	if err := at.Send(ctx, nil, 1, tag, []tensor.Tensor{short}); err == nil || !strings.Contains(err.Error(), "tensor bf16[256,3] holds 10 bytes, expected 1536") {
		t.Errorf("Send of a short tensor = %v", err)
	}
}
