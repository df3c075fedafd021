package connector

import (
	"context"
	"errors"
	"fmt"
	"net"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"afdc/runtime/tensor"
)

// testFrameLimit is the frame bound of these tests: 1 KiB holds 14 rows of 16 floats, so every
// transfer of more rows goes as several frames, and the reader refuses a frame above it.
const testFrameLimit = MinFrameLimit

// framePair starts one FFN rank and one attention rank whose frames are bounded by limit.
func framePair(t *testing.T, limit int, peerTimeout time.Duration) (*FFNSide, *AttnSide) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	topo := Topology{1, 1}
	rv := freeAddr(t)
	type res struct {
		f   *FFNSide
		err error
	}
	fc := make(chan res, 1)
	go func() {
		f, err := ListenFFN(ctx, Config{Rendezvous: rv, Hello: testHello(RoleFFN, 0, topo), FrameLimit: limit, PeerTimeout: peerTimeout})
		fc <- res{f, err}
	}()
	a, err := DialAttention(ctx, Config{Rendezvous: rv, Hello: testHello(RoleAttention, 0, topo), FrameLimit: limit})
	if err != nil {
		t.Fatal(err)
	}
	r := <-fc
	if r.err != nil {
		t.Fatal(r.err)
	}
	t.Cleanup(func() { a.Close(); r.f.Close() })
	return r.f, a
}

// ramp is rows×width distinct floats starting at from.
func ramp(rows, width int, from float32) tensor.Tensor {
	v := make([]float32, rows*width)
	for i := range v {
		v[i] = from + float32(i)
	}
	return tensor.FromF32(v, rows, width)
}

// TestTransferOverFrameCap: transfers of 1 to 300 rows of two tensors (each row 16 + 3 floats,
// 76 bytes) cross a connection whose frames hold at most 12 rows, both ways, by Send/Recv and by
// SendRows/RecvRows, and arrive bit for bit. The receiver's reader refuses any frame over 1 KiB, so
// every transfer above 12 rows arrived as several frames.
func TestTransferOverFrameCap(t *testing.T) {
	f, a := framePair(t, testFrameLimit, 0)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for i, rows := range []int{1, 12, 13, 14, 100, 300} {
		step := a.NextStep()
		must(t, a.SendStep(ctx, StepHeader{Step: step, Stages: 1, Counts: [][]int{{rows}}}))
		h, err := f.RecvStep(ctx)
		if err != nil {
			t.Fatal(err)
		}
		tag := Tag{Step: h.Step, Layer: i, Stage: 0}
		sent := []tensor.Tensor{ramp(rows, 16, 1), ramp(rows, 3, -1e6)}
		must(t, a.Transport().Send(ctx, nil, 0, tag, sent))
		got := []tensor.Tensor{tensor.New(tensor.F32, rows, 16), tensor.New(tensor.F32, rows, 3)}
		must(t, f.Transport().Recv(ctx, nil, 0, tag, got))
		for k := range got {
			if !slices.Equal(got[k].Bytes, sent[k].Bytes) {
				t.Fatalf("%d rows to the ffn rank: tensor %d differs", rows, k)
			}
		}
		// Back, as a combine's rows: 3 per row, a count neither side's header holds.
		back := []tensor.Tensor{ramp(3*rows, 16, 7)}
		must(t, f.Transport().(RowsTransport).SendRows(ctx, nil, 0, tag, back))
		into := []tensor.Tensor{tensor.New(tensor.F32, 3*rows, 16)}
		must(t, a.Transport().(RowsTransport).RecvRows(ctx, nil, 0, tag, into))
		if !slices.Equal(into[0].Bytes, back[0].Bytes) {
			t.Fatalf("%d rows back to the attention rank differ", 3*rows)
		}
	}
	for _, c := range []Config{{FrameLimit: MinFrameLimit - 1}, {FrameLimit: MaxFrameSize + 1}, {FrameLimit: -1}} {
		if err := c.validate(); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("frame limit %d bytes: expected %d..%d", c.FrameLimit, MinFrameLimit, MaxFrameSize)) {
			t.Errorf("frame limit %d: %v, want it refused naming the range", c.FrameLimit, err)
		}
	}
}

// TestRowWiderThanFrame: a row that fits no frame is refused before anything is written, naming
// both sizes; the connection stays up.
func TestRowWiderThanFrame(t *testing.T) {
	f, a := framePair(t, testFrameLimit, 0)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	must(t, a.SendStep(ctx, StepHeader{Step: a.NextStep(), Stages: 1, Counts: [][]int{{2}}}))
	h, err := f.RecvStep(ctx)
	if err != nil {
		t.Fatal(err)
	}
	err = a.Transport().Send(ctx, nil, 0, Tag{Step: h.Step}, []tensor.Tensor{ramp(2, 300, 0)})
	if err == nil || !strings.Contains(err.Error(), "a row of 1200 bytes, expected at most") || !strings.Contains(err.Error(), "one tensor frame of 1024 bytes") {
		t.Fatalf("a 1200-byte row over 1 KiB frames: %v", err)
	}
	if err := a.Err(); err != nil {
		t.Errorf("the connection failed: %v", err)
	}
}

// rawFramePeer is an attention rank on the wire, against an FFN rank whose frames hold at most
// testFrameLimit bytes, that has announced a step of rows rows.
func rawFramePeer(t *testing.T, rows int, peerTimeout time.Duration) (*FFNSide, *RawPeer, StepHeader) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	topo := Topology{1, 1}
	rv := freeAddr(t)
	type res struct {
		f   *FFNSide
		err error
	}
	fc := make(chan res, 1)
	go func() {
		f, err := ListenFFN(ctx, Config{Rendezvous: rv, Hello: testHello(RoleFFN, 0, topo), FrameLimit: testFrameLimit, PeerTimeout: peerTimeout})
		fc <- res{f, err}
	}()
	var p *RawPeer
	for p == nil {
		conn, err := net.Dial("tcp", rv)
		if err != nil {
			if ctx.Err() != nil {
				t.Fatal(err)
			}
			time.Sleep(10 * time.Millisecond)
			continue
		}
		if p, err = HandshakeRawPeer(ctx, conn, Config{Hello: testHello(RoleAttention, 0, topo)}); err != nil {
			t.Fatal(err)
		}
	}
	r := <-fc
	if r.err != nil {
		t.Fatal(r.err)
	}
	t.Cleanup(func() { p.Conn.Close(); r.f.Close() })
	must(t, p.Step(StepHeader{Step: p.NextStep, Stages: 1, Counts: [][]int{{rows}}}))
	h, err := r.f.RecvStep(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return r.f, p, h
}

// TestMultiFrameTransferFaults: a transfer of 100 rows that a peer cuts short (it disconnects, or
// goes quiet past the peer timeout), overruns (a frame of more rows than are left), follows with
// another transfer's frame, or sends as one frame over the cap, fails with a message naming what
// arrived and what was expected; the FFN rank drops the peer and never lands more than 100 rows.
func TestMultiFrameTransferFaults(t *testing.T) {
	const rows = 100
	for _, tc := range []struct {
		name    string
		timeout time.Duration
		// send plays the peer; landed is closed once the receiver holds the rows of the first frame.
		send func(p *RawPeer, tag Tag, landed <-chan struct{}) error
		want string
	}{
		{"disconnect after 10 rows", 0, func(p *RawPeer, tag Tag, landed <-chan struct{}) error {
			if err := p.Tensors(tag, []tensor.Tensor{ramp(10, 16, 1)}); err != nil {
				return err
			}
			// A connection that fails drops the frames queued on it: end it once the 10 rows landed.
			select {
			case <-landed:
			case <-time.After(10 * time.Second):
			}
			return p.Conn.Close()
		}, "10 of 100 rows of layer 0 stage 0 of step 0 arrived: attention rank 0 disconnected"},
		{"silent after 10 rows", 300 * time.Millisecond, func(p *RawPeer, tag Tag, _ <-chan struct{}) error {
			return p.Tensors(tag, []tensor.Tensor{ramp(10, 16, 0)})
		}, "attention rank 0 sent 10 of 100 rows for layer 0 stage 0 of step 0 within 300ms (--peer-timeout), the rest never came"},
		{"overrun", 0, func(p *RawPeer, tag Tag, _ <-chan struct{}) error {
			for _, n := range []int{10, 10, 10, 10, 10, 10, 10, 10, 10, 11} {
				if err := p.Tensors(tag, []tensor.Tensor{ramp(n, 16, 0)}); err != nil {
					return err
				}
			}
			return nil
		}, "rows 11 after 90 of the transfer's 100, expected 1..10 (the rows left)"},
		{"first frame over the count", 0, func(p *RawPeer, tag Tag, _ <-chan struct{}) error {
			return p.Tensors(tag, []tensor.Tensor{ramp(0, 16, 0)})
		}, "rows 0, expected 100 (the step header's count"},
		{"another layer's frame midway", 0, func(p *RawPeer, tag Tag, _ <-chan struct{}) error {
			if err := p.Tensors(tag, []tensor.Tensor{ramp(10, 16, 0)}); err != nil {
				return err
			}
			tag.Layer = 1
			return p.Tensors(tag, []tensor.Tensor{ramp(10, 16, 0)})
		}, "layer 1, expected 0"},
		{"one frame over the cap", 0, func(p *RawPeer, tag Tag, _ <-chan struct{}) error {
			return p.Tensors(tag, []tensor.Tensor{ramp(rows, 16, 0)})
		}, "exceeds the cap of 1024"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, p, h := rawFramePeer(t, rows, tc.timeout)
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			tag := Tag{Step: h.Step}
			into := tensor.New(tensor.F32, rows, 16)
			// The receiver blocks on its own goroutine once it has landed a frame and waits for the
			// next: the last value of row 9 (1-based ramp: never 0) says the first 10 rows are in.
			// Only the receive's own waits (its context) read into: the link's reader waits too,
			// for room in its queue, while the receiver writes into.
			type recvKey struct{}
			recvCtx := context.WithValue(ctx, recvKey{}, true)
			landed := make(chan struct{})
			var once sync.Once
			f.h.blocking = func(wctx context.Context) {
				if wctx.Value(recvKey{}) != nil && into.F32()[10*16-1] != 0 {
					once.Do(func() { close(landed) })
				}
			}
			go tc.send(p, tag, landed)
			err := f.Transport().Recv(recvCtx, nil, 0, tag, []tensor.Tensor{into})
			var d *DroppedError
			if !errors.As(err, &d) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Recv = %v, want the peer dropped with %q", err, tc.want)
			}
		})
	}
}

// BenchmarkCombineOverFrames measures an expert rank returning DeepSeek-V3's combine of a default
// 512-token step to an attention rank over loopback: 512 x 8 f32 pair rows of 7168, 117 MB, which
// crosses as two 64 MiB frames.
func BenchmarkCombineOverFrames(b *testing.B) {
	const tokens, k, width = 512, 8, 7168
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	topo := Topology{1, 1}
	rv := freeAddr(b)
	hello := func(role string) Hello {
		h := testHello(role, 0, topo)
		h.MaxRows = tokens
		return h
	}
	fc := make(chan *FFNSide, 1)
	go func() {
		f, err := ListenFFN(ctx, Config{Rendezvous: rv, Hello: hello(RoleFFN), RowBytes: k * width * 4, MaxPeerRows: tokens})
		if err != nil {
			b.Error(err)
		}
		fc <- f
	}()
	a, err := DialAttention(ctx, Config{Rendezvous: rv, Hello: hello(RoleAttention), RowBytes: k * width * 4})
	if err != nil {
		b.Fatal(err)
	}
	f := <-fc
	defer f.Close()
	defer a.Close()
	rows := tokens * k
	back := []tensor.Tensor{tensor.New(tensor.F32, rows, width)}
	into := []tensor.Tensor{tensor.New(tensor.F32, rows, width)}
	b.SetBytes(int64(rows * width * 4))
	b.ResetTimer()
	for range b.N {
		if err := a.SendStep(ctx, StepHeader{Step: a.NextStep(), Stages: 1, Counts: [][]int{{tokens}}}); err != nil {
			b.Fatal(err)
		}
		h, err := f.RecvStep(ctx)
		if err != nil {
			b.Fatal(err)
		}
		tag := Tag{Step: h.Step}
		sent := make(chan error, 1)
		go func() { sent <- f.Transport().(RowsTransport).SendRows(ctx, nil, 0, tag, back) }()
		if err := a.Transport().(RowsTransport).RecvRows(ctx, nil, 0, tag, into); err != nil {
			b.Fatal(err)
		}
		if err := <-sent; err != nil {
			b.Fatal(err)
		}
	}
}

// TestJoinedBeforeServing: a peer that completes the set of a starting rank hears joined before
// the rank's serving notice, however late the joined frame would otherwise go out: the notice
// used to race it, and the dialer refused the connection ("got a serving frame, expected joined").
func TestJoinedBeforeServing(t *testing.T) {
	installedHook = func() { time.Sleep(150 * time.Millisecond) } // the rank starts meanwhile
	defer func() { installedHook = nil }()
	f, p, h := rawFramePeer(t, 4, 0)
	if h.Step != p.NextStep || f == nil {
		t.Fatalf("step %d after joining at %d", h.Step, p.NextStep)
	}
}
