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

// TestVanishedAttentionPeerAndReturn: an attention rank lost mid-step is dropped from the step; its
// block-mate's rows are gathered, computed and returned as if it were alone. The lost rank returns at
// the next step and takes part again. (Before isolation, the lost rank aborted the step for its
// block-mate too: its in-flight requests failed.)
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

	tag := Tag{Step: 0, Layer: 0, Stage: 0}
	counts := []int{1, 1}
	into := buffers(2, []int{2})
	dropped, err := Gather(ctx, f.Transport(), nil, tag, f.Peers(), counts, into)
	if err != nil || fmt.Sprint(dropped) != "[1]" || fmt.Sprint(counts) != "[1 0]" {
		t.Fatalf("Gather = dropped %v, counts %v, %v; want rank 1 (index 1) dropped, counts [1 0], no error", dropped, counts, err)
	}
	if got := fromTensors(1, []int{2}, []tensor.Tensor{into[0].RowSlice(0, 1)}); fmt.Sprint(got.Data) != "[[1 2]]" {
		t.Errorf("gathered rows %v, want the surviving peer's [[1 2]]", got.Data)
	}
	f.h.mu.Lock()
	lostErr := f.slots[1].err
	f.h.mu.Unlock()
	if lostErr == nil || !strings.Contains(lostErr.Error(), "attention rank 1 disconnected") {
		t.Errorf("lost peer's link: %v, want attention rank 1 disconnected", lostErr)
	}
	// The rest of the step runs for the surviving peer alone: a later stage or layer skips rank 1.
	back := fromTensors(1, []int{2}, []tensor.Tensor{into[0].RowSlice(0, 1)})
	back.Data[0][0] = 7
	dropped, err = Scatter(ctx, f.Transport(), nil, tag, f.Peers(), counts, back.tensors())
	if err != nil || len(dropped) != 0 {
		t.Fatalf("Scatter = dropped %v, %v", dropped, err)
	}
	got, err := a0.RecvTensors(ctx, 0, 0, []int{2})
	if err != nil || fmt.Sprint(got.Data) != "[[7 2]]" {
		t.Fatalf("surviving peer RecvTensors = %v, %v; want its result [[7 2]]", got.Data, err)
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
	a.h.blocking = func(context.Context) { once.Do(func() { close(blocked) }) }
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
	// A receive that stays blocked after the loss is caught by the test binary's timeout, with the
	// stacks; a wall-clock bound here would only make the test flaky on a loaded machine.
	if err := <-done; err == nil || !strings.Contains(err.Error(), "ffn rank 0 disconnected: EOF") {
		t.Fatalf("RecvTensors = %v, want ffn rank 0 disconnected: EOF", err)
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
	must(t, f.h.wait(ctx, func() (bool, error) {
		n := 0
		for _, l := range f.slots {
			if l != nil && l.err == nil {
				n++
			}
		}
		return n == 1, nil
	}))
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
	if err := <-done; !errors.Is(err, ErrPeerShutdown) || !strings.Contains(err.Error(), "ffn rank 0 closed: shut down") {
		t.Fatalf("RecvTensors = %v, want ffn rank 0 closed: shut down", err)
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
	if dropped, err := Gather(ctx, ft, nil, tag, d.ffn[1].Peers(), h.Counts[1], into); err != nil || len(dropped) > 0 {
		t.Fatalf("gather: dropped %v, %v", dropped, err)
	}
	if !bytes.Equal(into[0].Bytes, bf.Bytes) || !bytes.Equal(into[1].Bytes, f8.Bytes) {
		t.Fatal("bf16/fp8 tensors changed on the way to the ffn rank")
	}
	if dropped, err := Scatter(ctx, ft, nil, tag, d.ffn[1].Peers(), h.Counts[1], into); err != nil || len(dropped) > 0 {
		t.Fatalf("scatter: dropped %v, %v", dropped, err)
	}
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

// TestRejoinDuringStepGetsServingAndWant: an attention rank that rejoins a running ffn rank while
// a step waits for its header is told both that the rank runs steps and that the step wants its
// header, as two signals. (When both were the same request frame, the attention rank's one-slot
// request buffer could fold them into one, which it then took for the first and never answered:
// the step dropped it as overdue.)
func TestRejoinDuringStepGetsServingAndWant(t *testing.T) {
	topo := Topology{2, 1}
	d := start(t, topo, true)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	a0, f := d.attn[0], d.ffn[0]
	for _, a := range d.attn {
		select {
		case <-a.Serving():
		case <-ctx.Done():
			t.Fatal("a peer was not told the ffn rank runs steps")
		}
	}
	must(t, d.attn[1].Close())
	poll(t, ctx, func() bool { return fmt.Sprint(f.Connected()) == "[0]" })
	must(t, a0.SendStep(ctx, StepHeader{Step: a0.NextStep(), Stages: 1, Counts: [][]int{{1}}}))
	a1, err := DialAttention(ctx, Config{Rendezvous: f.Addr(), Hello: testHello(RoleAttention, 1, topo)})
	if err != nil {
		t.Fatal(err)
	}
	d.attn[1] = a1
	steps := make(chan StepHeader, 1)
	go func() {
		h, err := f.RecvStep(ctx)
		if err != nil {
			t.Error(err)
		}
		steps <- h
	}()
	// Wait until both signals have reached the returning rank before reading either.
	poll(t, ctx, func() bool {
		f.h.mu.Lock()
		defer f.h.mu.Unlock()
		l := f.slots[1]
		return l != nil && l.wantSent > 0
	})
	select {
	case <-a1.Serving():
	case <-ctx.Done():
		t.Fatal("the returning peer was not told the ffn rank runs steps")
	}
	select {
	case <-a1.Wanted():
	case <-ctx.Done():
		t.Fatal("the returning peer was not asked for the step that waits for it")
	}
	must(t, a1.SendStep(ctx, StepHeader{Step: a1.NextStep(), Stages: 1, Counts: [][]int{{2}}}))
	select {
	case h := <-steps:
		if fmt.Sprint(h.Counts) != "[[1 2]]" {
			t.Errorf("merged counts %v, expected [[1 2]]: the returning peer's header in the step", h.Counts)
		}
	case <-ctx.Done():
		t.Fatal("the step never merged")
	}
	if got := fmt.Sprint(f.Connected()); got != "[0 1]" {
		t.Errorf("connected %s after the step, expected [0 1]: the returning peer kept", got)
	}
}

// poll waits until cond holds, checking every few milliseconds; ctx's end fails the test.
func poll(t *testing.T, ctx context.Context, cond func() bool) {
	t.Helper()
	for !cond() {
		select {
		case <-ctx.Done():
			t.Fatal("condition never held")
		case <-time.After(5 * time.Millisecond):
		}
	}
}
