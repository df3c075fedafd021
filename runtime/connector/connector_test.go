package connector

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	_ "afdc/internal/testflags" // accept -update
)

const testPlan = "3f2a9c0d5e7b1a24"

// testMaxRows is the test attention ranks' batch bound (Hello.MaxRows).
const testMaxRows = 4096

func testHello(role string, rank int, topo Topology) Hello {
	return Hello{Role: role, Rank: rank, Plan: testPlan, Version: "0.1.0", Topology: topo, Stages: 2, Model: "tiny-deepseek-v3", MaxRows: testMaxRows}
}

// freeAddr returns a loopback address with a port that was free a moment ago.
func freeAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

type deployment struct {
	ffn  []*FFNSide
	attn []*AttnSide
}

func (d *deployment) close() {
	for _, a := range d.attn {
		if a != nil {
			a.Close()
		}
	}
	for _, f := range d.ffn {
		if f != nil {
			f.Close()
		}
	}
}

// logEvents is a log handler that counts messages, so a test can wait for something to have
// happened (a dial retried, a rank registered) instead of sleeping.
type logEvents struct {
	mu      sync.Mutex
	counts  map[string]int
	changed chan struct{}
}

func newLogEvents() *logEvents {
	return &logEvents{counts: map[string]int{}, changed: make(chan struct{})}
}

func (e *logEvents) Enabled(context.Context, slog.Level) bool { return true }
func (e *logEvents) WithAttrs([]slog.Attr) slog.Handler       { return e }
func (e *logEvents) WithGroup(string) slog.Handler            { return e }
func (e *logEvents) Handle(_ context.Context, r slog.Record) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.counts[r.Message]++
	close(e.changed)
	e.changed = make(chan struct{})
	return nil
}

// wait blocks until msg was logged at least n times.
func (e *logEvents) wait(ctx context.Context, msg string, n int) error {
	for {
		e.mu.Lock()
		c, ch := e.counts[msg], e.changed
		e.mu.Unlock()
		if c >= n {
			return nil
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return fmt.Errorf("waiting for %d %q logs, saw %d: %w", n, msg, c, ctx.Err())
		}
	}
}

// start brings up a whole deployment over loopback; ffnFirst decides which role starts first: the
// other starts once the first is provably waiting (every FFN rank other than 0 registered and rank
// 0 accepting, or every attention rank retrying its dial), so the early side has to wait or retry.
func start(t *testing.T, topo Topology, ffnFirst bool) *deployment {
	t.Helper()
	// The rendezvous port comes from freeAddr (listen, close, reuse): under load another test's
	// listener or outgoing connection can take it before rank 0 listens. Such a start is retried
	// on a new port; any other failure is the test's.
	for attempt := 1; ; attempt++ {
		d, err := tryStart(topo, ffnFirst, freeAddr(t))
		if err == nil {
			t.Cleanup(d.close)
			return d
		}
		if !errors.Is(err, syscall.EADDRINUSE) || attempt == 3 {
			t.Fatalf("start %s: %v", topo, err)
		}
		t.Logf("start %s: %v; again on another port", topo, err)
	}
}

// tryStart starts a deployment with its rendezvous at rv; on failure it closes what started and
// returns every rank's error.
func tryStart(topo Topology, ffnFirst bool, rv string) (*deployment, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	d := &deployment{ffn: make([]*FFNSide, topo.FFNRanks), attn: make([]*AttnSide, topo.AttentionRanks)}
	var wg sync.WaitGroup
	errs := make(chan error, topo.FFNRanks+topo.AttentionRanks)
	ffnEvents := newLogEvents()
	ffnLog := slog.New(ffnEvents)
	attnEvents := make([]*logEvents, topo.AttentionRanks)
	for r := range attnEvents {
		attnEvents[r] = newLogEvents()
	}
	startFFN := func() {
		for r := range topo.FFNRanks {
			wg.Go(func() {
				f, err := ListenFFN(ctx, Config{Rendezvous: rv, Hello: testHello(RoleFFN, r, topo), Logger: ffnLog})
				d.ffn[r] = f
				errs <- err
			})
		}
	}
	startAttn := func() {
		for r := range topo.AttentionRanks {
			wg.Go(func() {
				a, err := DialAttention(ctx, Config{Rendezvous: rv, Hello: testHello(RoleAttention, r, topo), Logger: slog.New(attnEvents[r])})
				d.attn[r] = a
				errs <- err
			})
		}
	}
	// fail ends the start: the ranks that were started stop, and their errors come with why.
	fail := func(why error) (*deployment, error) {
		cancel()
		wg.Wait()
		close(errs)
		all := []error{why}
		for err := range errs {
			if err != nil {
				all = append(all, err)
			}
		}
		d.close()
		return nil, errors.Join(all...)
	}
	if ffnFirst {
		startFFN()
		if err := ffnEvents.wait(ctx, "connector: listening", topo.FFNRanks); err != nil {
			return fail(err)
		}
		if err := ffnEvents.wait(ctx, "connector: ffn rank registered", topo.FFNRanks-1); err != nil {
			return fail(err)
		}
		startAttn()
	} else {
		startAttn()
		for r, ev := range attnEvents {
			if err := ev.wait(ctx, "connector: retrying", 1); err != nil {
				return fail(fmt.Errorf("attention rank %d: %w", r, err))
			}
		}
		startFFN()
	}
	wg.Wait()
	close(errs)
	var all []error
	for err := range errs {
		if err != nil {
			all = append(all, err)
		}
	}
	if len(all) > 0 {
		d.close()
		return nil, errors.Join(all...)
	}
	return d, nil
}

// value is the test pattern of one element: who sent it, which row of the sender, which column.
func value(step uint64, layer, rank, row, col, tensor int) float32 {
	return float32(int(step)*100000 + layer*10000 + rank*1000 + row*10 + col + tensor*7)
}

var testWidths = []int{3, 2} // hidden and router logits

func attnPayload(step uint64, layer, rank, rows int) testPayload {
	p := testPayload{Rows: rows, Widths: testWidths, Data: make([][]float32, len(testWidths))}
	for t, w := range testWidths {
		p.Data[t] = make([]float32, rows*w)
		for r := range rows {
			for c := range w {
				p.Data[t][r*w+c] = value(step, layer, rank, r, c, t)
			}
		}
	}
	return p
}

// counts is the tokens of attention rank a in stage s of a step: varied, with zeros.
func counts(step uint64, a, s int) int { return (int(step)+a*3+s*2)%4 + (a+s)%2 - 1 + 1 }

// runStep drives one step through the whole deployment: every attention rank sends its header and
// tensors, each ffn rank gathers, checks the fan-in order, negates, and scatters back.
func runStep(t *testing.T, d *deployment, step uint64, layers int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	topo := d.attn[0].hello.Topology
	var wg sync.WaitGroup
	errs := make(chan error, len(d.attn)+len(d.ffn))
	for ai, a := range d.attn {
		wg.Go(func() {
			h := StepHeader{Step: step, Stages: 2, Counts: [][]int{{counts(step, ai, 0)}, {counts(step, ai, 1)}}}
			if err := a.SendStep(ctx, h); err != nil {
				errs <- err
				return
			}
			for l := range layers {
				for s := range 2 {
					if err := a.SendTensors(ctx, l, s, attnPayload(step, l, ai, h.Counts[s][0])); err != nil {
						errs <- err
						return
					}
				}
				for s := range 2 {
					p, err := a.RecvTensors(ctx, l, s, testWidths)
					if err != nil {
						errs <- err
						return
					}
					want := attnPayload(step, l, ai, h.Counts[s][0])
					if p.Rows != want.Rows {
						errs <- fmt.Errorf("attention %d layer %d stage %d: %d rows back, want %d", ai, l, s, p.Rows, want.Rows)
						return
					}
					for t := range want.Data {
						for i, v := range want.Data[t] {
							if p.Data[t][i] != -v {
								errs <- fmt.Errorf("attention %d layer %d stage %d tensor %d [%d] = %v, want %v", ai, l, s, t, i, p.Data[t][i], -v)
								return
							}
						}
					}
				}
			}
		})
	}
	for fi, f := range d.ffn {
		wg.Go(func() {
			h, err := f.RecvStep(ctx)
			if err != nil {
				errs <- err
				return
			}
			peers := topo.PeersOf(fi)
			if h.Step != step || h.Stages != 2 || len(h.Counts) != 2 || len(h.Counts[0]) != len(peers) {
				errs <- fmt.Errorf("ffn %d: merged header %+v, want step %d, 2 stages, %d columns", fi, h, step, len(peers))
				return
			}
			for s := range 2 {
				for i, a := range peers {
					if h.Counts[s][i] != counts(step, a, s) {
						errs <- fmt.Errorf("ffn %d: Counts[%d][%d] = %d, want %d", fi, s, i, h.Counts[s][i], counts(step, a, s))
						return
					}
				}
			}
			for l := range layers {
				for s := range 2 {
					p, err := f.RecvTensors(ctx, l, s, testWidths)
					if err != nil {
						errs <- err
						return
					}
					// Fan in: the rows of each peer, in peer order.
					row := 0
					for i, a := range peers {
						for r := range h.Counts[s][i] {
							for t, w := range testWidths {
								for c := range w {
									if got, want := p.Data[t][(row+r)*w+c], value(step, l, a, r, c, t); got != want {
										errs <- fmt.Errorf("ffn %d layer %d stage %d: tensor %d row %d col %d = %v, want %v (attention %d row %d)", fi, l, s, t, row+r, c, got, want, a, r)
										return
									}
								}
							}
						}
						row += h.Counts[s][i]
					}
					if p.Rows != row {
						errs <- fmt.Errorf("ffn %d: %d rows, want %d", fi, p.Rows, row)
						return
					}
					for t := range p.Data {
						for i := range p.Data[t] {
							p.Data[t][i] = -p.Data[t][i]
						}
					}
					if err := f.SendTensors(ctx, l, s, p); err != nil {
						errs <- err
						return
					}
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestDeployments(t *testing.T) {
	for _, topo := range []Topology{{1, 1}, {2, 1}, {3, 2}} {
		for _, ffnFirst := range []bool{true, false} {
			name := topo.String() + "/attention-first"
			if ffnFirst {
				name = topo.String() + "/ffn-first"
			}
			t.Run(name, func(t *testing.T) {
				d := start(t, topo, ffnFirst)
				for fi, f := range d.ffn {
					if got, want := fmt.Sprint(f.Connected()), fmt.Sprint(topo.PeersOf(fi)); got != want {
						t.Errorf("ffn %d connected %s, want %s", fi, got, want)
					}
				}
				for step := range uint64(3) {
					runStep(t, d, step, 2)
				}
			})
		}
	}
}

// TestCountsHaveZeros keeps the step pattern honest: it must exercise peers with no tokens.
func TestCountsHaveZeros(t *testing.T) {
	zeros, nonzero := 0, 0
	for step := range uint64(3) {
		for a := range 3 {
			for s := range 2 {
				if counts(step, a, s) == 0 {
					zeros++
				} else {
					nonzero++
				}
			}
		}
	}
	if zeros == 0 || nonzero == 0 {
		t.Fatalf("counts pattern has %d zeros and %d non-zeros, want both", zeros, nonzero)
	}
}

// TestIdlePeerStillSendsHeader: a peer with zero tokens sends a header and nothing else; the ffn
// rank neither waits for its tensors nor sends it any.
func TestIdlePeerStillSendsHeader(t *testing.T) {
	d := start(t, Topology{2, 1}, true)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	a0, a1, f := d.attn[0], d.attn[1], d.ffn[0]
	if err := a0.SendStep(ctx, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{2}}}); err != nil {
		t.Fatal(err)
	}
	if err := a1.SendStep(ctx, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{0}}}); err != nil {
		t.Fatal(err)
	}
	if err := a1.SendTensors(ctx, 0, 0, testPayload{Rows: 0, Widths: []int{3}, Data: [][]float32{{}}}); err != nil {
		t.Fatal(err)
	}
	if err := a0.SendTensors(ctx, 0, 0, testPayload{Rows: 2, Widths: []int{3}, Data: [][]float32{{1, 2, 3, 4, 5, 6}}}); err != nil {
		t.Fatal(err)
	}
	h, err := f.RecvStep(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(h.Counts) != "[[2 0]]" {
		t.Fatalf("merged counts %v, want [[2 0]]", h.Counts)
	}
	p, err := f.RecvTensors(ctx, 0, 0, []int{3})
	if err != nil {
		t.Fatal(err)
	}
	if p.Rows != 2 || fmt.Sprint(p.Data) != "[[1 2 3 4 5 6]]" {
		t.Fatalf("fan in %+v", p)
	}
	if err := f.SendTensors(ctx, 0, 0, p); err != nil {
		t.Fatal(err)
	}
	back, err := a1.RecvTensors(ctx, 0, 0, []int{3})
	if err != nil || back.Rows != 0 {
		t.Fatalf("idle peer receive: %+v, %v; want 0 rows", back, err)
	}
	back, err = a0.RecvTensors(ctx, 0, 0, []int{3})
	if err != nil || fmt.Sprint(back.Data) != "[[1 2 3 4 5 6]]" {
		t.Fatalf("busy peer receive: %+v, %v", back, err)
	}
}

// TestIdlePeerAskedForStep: when one peer begins a step, the ffn rank asks each idle peer (once) for
// its header, and merges the step once the idle peer answers with zero counts.
func TestIdlePeerAskedForStep(t *testing.T) {
	d := start(t, Topology{2, 1}, true)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	a0, a1, f := d.attn[0], d.attn[1], d.ffn[0]
	// Once every peer has connected, the ffn rank tells each one it runs steps (an attention rank is
	// ready only once it has heard so), which is no request for a step: none comes until a peer
	// begins one.
	for i, a := range []*AttnSide{a0, a1} {
		select {
		case <-a.Serving():
		case <-ctx.Done():
			t.Fatalf("attention rank %d was not told the ffn rank runs steps", i)
		}
	}
	select {
	case <-a1.Wanted():
		t.Fatal("asked for a step before any peer began one")
	case <-time.After(100 * time.Millisecond):
	}
	steps := make(chan StepHeader, 1)
	go func() {
		h, err := f.RecvStep(ctx)
		if err != nil {
			t.Error(err)
		}
		steps <- h
	}()
	if err := a0.SendStep(ctx, StepHeader{Step: a0.NextStep(), Stages: 1, Counts: [][]int{{3}}}); err != nil {
		t.Fatal(err)
	}
	select {
	case <-a1.Wanted():
	case <-ctx.Done():
		t.Fatal("the idle peer was never asked for its step")
	}
	select {
	case <-a0.Wanted():
		t.Error("the peer that began the step was asked for it too")
	case h := <-steps:
		t.Fatalf("step %+v merged without the idle peer's header", h)
	case <-time.After(100 * time.Millisecond):
	}
	if err := a1.SendStep(ctx, StepHeader{Step: a1.NextStep(), Stages: 1, Counts: [][]int{{0}}}); err != nil {
		t.Fatal(err)
	}
	if h := <-steps; fmt.Sprint(h.Counts) != "[[3 0]]" {
		t.Errorf("merged counts %v, want [[3 0]]", h.Counts)
	}
}

func TestStepsMatchedByNumber(t *testing.T) {
	// A peer that skips a step number takes no part in it: its later header waits for its step.
	d := start(t, Topology{2, 1}, true)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	a0, a1, f := d.attn[0], d.attn[1], d.ffn[0]
	must(t, a0.SendStep(ctx, StepHeader{Step: 4, Stages: 1, Counts: [][]int{{1}}}))
	must(t, a1.SendStep(ctx, StepHeader{Step: 5, Stages: 1, Counts: [][]int{{3}}}))
	h, err := f.RecvStep(ctx)
	if err != nil || h.Step != 4 || fmt.Sprint(h.Counts) != "[[1 0]]" {
		t.Fatalf("first merge: %+v, %v; want step 4 counts [[1 0]]", h, err)
	}
	must(t, a0.SendStep(ctx, StepHeader{Step: 5, Stages: 1, Counts: [][]int{{2}}}))
	h, err = f.RecvStep(ctx)
	if err != nil || h.Step != 5 || fmt.Sprint(h.Counts) != "[[2 3]]" {
		t.Fatalf("second merge: %+v, %v; want step 5 counts [[2 3]]", h, err)
	}
	// Steps must increase on the sending side too.
	err = a0.SendStep(ctx, StepHeader{Step: 5, Stages: 1, Counts: [][]int{{2}}})
	if err == nil || !strings.Contains(err.Error(), "step number 5, expected at least 6") {
		t.Fatalf("repeated step: %v", err)
	}
}

func TestStepHeaderChecks(t *testing.T) {
	d := start(t, Topology{1, 1}, true)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	a := d.attn[0]
	tests := []struct {
		h    StepHeader
		want string
	}{
		{StepHeader{Stages: 0}, "stages 0, expected at least 1"},
		{StepHeader{Stages: 3, Counts: [][]int{{1}, {1}, {1}}}, "3 stages, expected at most the plan's 2"},
		{StepHeader{Stages: 2, Counts: [][]int{{1}}}, "1 count rows, expected one per stage (2)"},
		{StepHeader{Stages: 1, Counts: [][]int{{1, 2}}}, "stage 0 has 2 counts, expected 1"},
		{StepHeader{Stages: 1, Counts: [][]int{{-1}}}, "count -1, expected 0.."},
	}
	for _, tc := range tests {
		err := a.SendStep(ctx, tc.h)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("SendStep(%+v) = %v, want %q", tc.h, err, tc.want)
		}
	}
	if err := a.SendTensors(ctx, 0, 0, testPayload{}); err == nil || !strings.Contains(err.Error(), "no step, call SendStep first") {
		t.Errorf("SendTensors before a step: %v", err)
	}
	must(t, a.SendStep(ctx, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{2}}}))
	err := a.SendTensors(ctx, 0, 0, testPayload{Rows: 3, Widths: []int{1}, Data: [][]float32{{1, 2, 3}}})
	if err == nil || !strings.Contains(err.Error(), "3 rows, expected 2 (the step header's count)") {
		t.Errorf("wrong row count: %v", err)
	}
	err = a.SendTensors(ctx, 0, 1, testPayload{Rows: 2, Widths: []int{1}, Data: [][]float32{{1, 2}}})
	if err == nil || !strings.Contains(err.Error(), "stage 1 of step 0: expected step 0, layer >= 0 and stage 0..0") {
		t.Errorf("stage out of range: %v", err)
	}
	err = a.SendTensors(ctx, 0, 0, testPayload{Rows: 2, Widths: []int{2}, Data: [][]float32{{1, 2}}})
	if err == nil || !strings.Contains(err.Error(), "tensor 0: tensor f32[2,2] holds 8 bytes, expected 16") {
		t.Errorf("short tensor: %v", err)
	}
}

// TestTensorMismatch: what arrives is checked against what the receiver expects, and both sides
// report the same difference.
func TestTensorMismatch(t *testing.T) {
	tests := []struct {
		name       string
		sendLayer  int
		sendWidths []int
		recvLayer  int
		recvWidths []int
		want       string
	}{
		{"layer", 0, []int{2}, 1, []int{2}, "tensors from attention rank 0: layer 0, expected 1"},
		{"widths", 3, []int{2}, 3, []int{2, 4}, "tensors from attention rank 0: widths [2], expected [2 4] (the plan's)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := start(t, Topology{1, 1}, true)
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			defer cancel()
			a, f := d.attn[0], d.ffn[0]
			must(t, a.SendStep(ctx, StepHeader{Step: 0, Stages: 1, Counts: [][]int{{1}}}))
			p := testPayload{Rows: 1, Widths: tc.sendWidths, Data: [][]float32{make([]float32, tc.sendWidths[0])}}
			must(t, a.SendTensors(ctx, tc.sendLayer, 0, p))
			if _, err := f.RecvStep(ctx); err != nil {
				t.Fatal(err)
			}
			_, err := f.RecvTensors(ctx, tc.recvLayer, 0, tc.recvWidths)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("ffn RecvTensors = %v, want %q", err, tc.want)
			}
			_, err = a.RecvTensors(ctx, tc.sendLayer, 0, tc.sendWidths)
			var pe *PeerError
			if !errors.As(err, &pe) || pe.What != "reported an error" || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("attention RecvTensors = %v, want ffn rank 0 reporting %q", err, tc.want)
			}
		})
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// BenchmarkTensorRoundTrip measures one attention rank sending a DeepSeek-V3-sized hidden state
// (128 rows x 7168 float32) to its ffn rank and getting it back over loopback.
func BenchmarkTensorRoundTrip(b *testing.B) {
	topo := Topology{1, 1}
	rv := "127.0.0.1:0"
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	fc := make(chan *FFNSide, 1)
	ln, err := net.Listen("tcp", rv)
	if err != nil {
		b.Fatal(err)
	}
	rv = ln.Addr().String()
	ln.Close()
	go func() {
		f, err := ListenFFN(ctx, Config{Rendezvous: rv, Hello: testHello(RoleFFN, 0, topo)})
		if err != nil {
			b.Error(err)
		}
		fc <- f
	}()
	a, err := DialAttention(ctx, Config{Rendezvous: rv, Hello: testHello(RoleAttention, 0, topo)})
	if err != nil {
		b.Fatal(err)
	}
	f := <-fc
	defer f.Close()
	defer a.Close()
	const rows, width = 128, 7168
	p := testPayload{Rows: rows, Widths: []int{width}, Data: [][]float32{make([]float32, rows*width)}}
	go func() {
		for {
			if _, err := f.RecvStep(ctx); err != nil {
				return
			}
			q, err := f.RecvTensors(ctx, 0, 0, []int{width})
			if err != nil {
				return
			}
			if f.SendTensors(ctx, 0, 0, q) != nil {
				return
			}
		}
	}()
	b.SetBytes(2 * rows * width * 4)
	b.ResetTimer()
	for i := range b.N {
		if err := a.SendStep(ctx, StepHeader{Step: uint64(i), Stages: 1, Counts: [][]int{{rows}}}); err != nil {
			b.Fatal(err)
		}
		if err := a.SendTensors(ctx, 0, 0, p); err != nil {
			b.Fatal(err)
		}
		if _, err := a.RecvTensors(ctx, 0, 0, []int{width}); err != nil {
			b.Fatal(err)
		}
	}
}

// startWithTimeout brings up 2A1F with the ffn rank's PeerTimeout set.
func startWithTimeout(t *testing.T, timeout time.Duration) (*FFNSide, *AttnSide, *AttnSide) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	topo := Topology{2, 1}
	rv := freeAddr(t)
	var f *FFNSide
	var ferr error
	done := make(chan struct{})
	go func() {
		f, ferr = ListenFFN(ctx, Config{Rendezvous: rv, Hello: testHello(RoleFFN, 0, topo), PeerTimeout: timeout})
		close(done)
	}()
	a := make([]*AttnSide, 2)
	for r := range a {
		var err error
		if a[r], err = DialAttention(ctx, Config{Rendezvous: rv, Hello: testHello(RoleAttention, r, topo)}); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { a[r].Close() })
	}
	<-done
	if ferr != nil {
		t.Fatal(ferr)
	}
	t.Cleanup(func() { f.Close() })
	return f, a[0], a[1]
}

// TestSilentPeerDropped: with PeerTimeout, an attention peer that never answers the ffn rank's request
// for its step header is dropped (and told why) and the step goes on without it; a peer that never
// sends its tensors fails the step naming it.
func TestSilentPeerDropped(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	f, a0, a1 := startWithTimeout(t, 300*time.Millisecond)
	if err := a0.SendStep(ctx, StepHeader{Step: a0.NextStep(), Stages: 1, Counts: [][]int{{2}}}); err != nil {
		t.Fatal(err)
	}
	h, err := f.RecvStep(ctx) // a1 is asked and never answers
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(h.Counts) != "[[2 0]]" {
		t.Errorf("merged counts %v, want [[2 0]] (the silent peer without tokens)", h.Counts)
	}
	waitErr := func(a *AttnSide) error {
		for ctx.Err() == nil {
			if err := a.Err(); err != nil {
				return err
			}
			time.Sleep(10 * time.Millisecond)
		}
		return nil
	}
	if err := waitErr(a1); err == nil || !strings.Contains(err.Error(), "sent no step header within 300ms") {
		t.Errorf("the silent peer's connection: %v, want it dropped with the reason", err)
	}

	// The surviving peer's tensors never come: the step fails naming it.
	if err := a0.SendTensors(ctx, 0, 0, testPayload{Rows: 2, Widths: []int{3}, Data: [][]float32{make([]float32, 6)}}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.RecvTensors(ctx, 0, 0, []int{3}); err != nil {
		t.Fatal(err)
	}
	if err := a0.SendStep(ctx, StepHeader{Step: a0.NextStep(), Stages: 1, Counts: [][]int{{1}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.RecvStep(ctx); err != nil {
		t.Fatal(err)
	}
	_, err = f.RecvTensors(ctx, 0, 0, []int{3})
	if err == nil || !strings.Contains(err.Error(), "attention rank 0 sent no tensors for layer 0 stage 0") {
		t.Errorf("waiting for tensors that never come: %v, want an error naming attention rank 0", err)
	}
}

// TestCollectiveIDReachesTheBlock shares an HCCL-sized root id (4108 bytes) from each FFN rank: every
// attention rank of its block gets its owner's id, bit for bit; an id over the bound is refused.
func TestCollectiveIDReachesTheBlock(t *testing.T) {
	topo := Topology{AttentionRanks: 3, FFNRanks: 2}
	d := start(t, topo, true)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ids := make([][]byte, topo.FFNRanks)
	for f, side := range d.ffn {
		ids[f] = make([]byte, 4108)
		for i := range ids[f] {
			ids[f][i] = byte(i*7 + f)
		}
		if err := side.ShareCollectiveID(ctx, CollectiveID{Transport: "hccl", ID: ids[f]}); err != nil {
			t.Fatal(err)
		}
	}
	for a, side := range d.attn {
		c, err := side.CollectiveID(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if want := ids[topo.OwnerOf(a)]; c.Transport != "hccl" || !bytes.Equal(c.ID, want) {
			t.Errorf("attention rank %d got %q id of %d bytes, expected ffn rank %d's %d bytes", a, c.Transport, len(c.ID), topo.OwnerOf(a), len(want))
		}
	}
	if err := d.ffn[0].ShareCollectiveID(ctx, CollectiveID{Transport: "hccl", ID: make([]byte, 8193)}); err == nil || !strings.Contains(err.Error(), "expected a transport name and 1..8192 bytes") {
		t.Errorf("an id of 8193 bytes: %v, expected it refused with the bound", err)
	}
}

// TestRanksRegisterAgain: an ffn rank r > 0 registers with rank 0 again every reregisterEvery, so a
// rank 0 that restarted with an empty registry (it lives in memory) learns every rank's address
// again, and attention ranks reconnecting through it find their ranks.
func TestRanksRegisterAgain(t *testing.T) {
	topo := Topology{AttentionRanks: 2, FFNRanks: 2}
	d := start(t, topo, true)
	rank0 := d.ffn[0]
	rank0.h.mu.Lock()
	addr := rank0.registry[1]
	delete(rank0.registry, 1) // what a restarted rank 0 starts from
	rank0.h.mu.Unlock()
	if addr == "" {
		t.Fatal("ffn rank 1 was not registered with rank 0 at start")
	}
	deadline := time.Now().Add(3 * reregisterEvery)
	for time.Now().Before(deadline) {
		rank0.h.mu.Lock()
		got := rank0.registry[1]
		rank0.h.mu.Unlock()
		if got != "" {
			if got != addr {
				t.Fatalf("ffn rank 1 registered again as %s, expected its address %s", got, addr)
			}
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("ffn rank 1 did not register again within %v", 3*reregisterEvery)
}
