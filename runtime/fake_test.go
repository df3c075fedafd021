package runtime_test

import (
	"context"
	"fmt"
	"math"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// fakeDevice is a test target: its "device memory" is an arena of float32 only it reads, work it is
// given waits on its queues until the runtime syncs them, and every operation is logged. It proves a
// target needs nothing but the backend interfaces: the runtime's split engine drives it as it drives
// the CPU.
//
// Its arithmetic, per row of token id at position pos, width w: embedding h[c] = id + pos/2 + c;
// attention of layer L adds L+1; the FFN doubles; the layer's result is h + ffn(h); logits[v] =
// h[0] * (v+1).
type fakeDevice struct {
	name   string
	width  int
	arena  []float32
	log    []string
	layers []int
	queues int
}

type fakeQueue struct {
	d       *fakeDevice
	id      int
	pending []func()
}

func (q *fakeQueue) enqueue(what string, f func()) {
	q.d.log = append(q.d.log, fmt.Sprintf("q%d enqueue %s", q.id, what))
	q.pending = append(q.pending, f)
}

func (q *fakeQueue) Sync(context.Context) error {
	for _, f := range q.pending {
		f()
	}
	if len(q.pending) > 0 {
		q.d.log = append(q.d.log, fmt.Sprintf("q%d sync %d", q.id, len(q.pending)))
	}
	q.pending = nil
	return nil
}

// devBuf is a device tensor: rows x width floats at arena offset Ptr.
func (d *fakeDevice) devAlloc(rows, width int) tensor.Tensor {
	p := len(d.arena)
	d.arena = append(d.arena, make([]float32, rows*width)...)
	return tensor.Tensor{DType: tensor.F32, Shape: []int{rows, width}, Mem: tensor.Device, Ptr: uintptr(p), Owner: d}
}

func (d *fakeDevice) at(t tensor.Tensor) []float32 { return d.arena[t.Ptr : int(t.Ptr)+t.Elems()] }

func (d *fakeDevice) Free(tensor.Tensor) error { return nil }
func (d *fakeDevice) Name() string             { return d.name }

func (d *fakeDevice) Target() string             { return "fake" }
func (d *fakeDevice) Drive(f func() error) error { return f() }
func (d *fakeDevice) Close() error               { return nil }
func (d *fakeDevice) NewQueue() (runtime.Queue, error) {
	d.queues++
	return &fakeQueue{d: d, id: d.queues - 1}, nil
}

func (d *fakeDevice) Alloc(dt tensor.DType, mem tensor.Memory, shape ...int) (tensor.Tensor, error) {
	if mem == tensor.Device {
		return d.devAlloc(shape[0], shape[1]), nil
	}
	return tensor.New(dt, shape...), nil
}

// fakeAttn is the attention role of the fake target.
type fakeAttn struct {
	*fakeDevice
	vocab      int
	tokensOnly bool // sample on the "device" and return token ids, not logits
	// onRequest samples on the "device" too, and returns the logits as well when the batch asks
	// (Batch.Logits); asked records each Begin's flag.
	onRequest bool
	asked     []bool
}

func (a *fakeAttn) Exchanges() []int { return a.layers }
func (a *fakeAttn) Vocab() int       { return a.vocab }
func (a *fakeAttn) Release(uint64)   {}
func (a *fakeAttn) SetBlockSize(tokens int) error {
	if tokens < 1 {
		return fmt.Errorf("block size %d, expected at least 1", tokens)
	}
	return nil
}

type fakeRun struct {
	a      *fakeAttn
	q      *fakeQueue
	rows   int
	seqs   []runtime.SeqStep
	logits bool          // the batch asked for the logits
	h      tensor.Tensor // device
}

func (a *fakeAttn) Begin(_ context.Context, q runtime.Queue, b runtime.Batch) (runtime.AttentionRun, error) {
	r := &fakeRun{a: a, q: q.(*fakeQueue), rows: b.Rows(), seqs: b.Seqs, logits: b.Logits, h: a.devAlloc(b.Rows(), a.width)}
	a.asked = append(a.asked, b.Logits)
	ids, pos := b.IDs.I32(), b.Pos.I32()
	r.q.enqueue("embed", func() {
		h := a.at(r.h)
		for i := range r.rows {
			for c := range a.width {
				h[i*a.width+c] = float32(ids[i]) + float32(pos[i])/2 + float32(c)
			}
		}
	})
	return r, nil
}

func (r *fakeRun) Attention(_ context.Context, layer int) ([]tensor.Tensor, error) {
	out := tensor.New(tensor.F32, r.rows, r.a.width) // host: the transport's memory
	r.q.enqueue(fmt.Sprintf("attn L%d + d2h", layer), func() {
		h := r.a.at(r.h)
		for i := range h {
			h[i] += float32(layer + 1)
		}
		copy(out.F32(), h)
	})
	return []tensor.Tensor{out}, nil
}

func (r *fakeRun) Resume(_ context.Context, layer int, y tensor.Tensor) error {
	if y.Mem != tensor.Host || y.Rows() != r.rows {
		return fmt.Errorf("layer %d: result %s", layer, y)
	}
	r.q.enqueue(fmt.Sprintf("h2d + residual L%d", layer), func() {
		h := r.a.at(r.h)
		for i, v := range y.F32() {
			h[i] += v
		}
	})
	return nil
}

func (r *fakeRun) Finish(context.Context) (runtime.Output, error) {
	out := tensor.New(tensor.F32, len(r.seqs), r.a.vocab)
	r.q.enqueue("head + d2h", func() {
		h, o := r.a.at(r.h), out.F32()
		row := 0
		for s, sq := range r.seqs {
			row += len(sq.Tokens)
			for v := range r.a.vocab {
				o[s*r.a.vocab+v] = h[(row-1)*r.a.width] * float32(v+1)
			}
		}
	})
	if r.a.tokensOnly || r.a.onRequest {
		// The device samples (greedy: the largest logit is the last, h[0] > 0) and keeps the logits
		// unless they were asked for.
		toks := tensor.New(tensor.I32, len(r.seqs))
		r.q.enqueue("sample + d2h tokens", func() {
			for i := range r.seqs {
				toks.I32()[i] = int32(r.a.vocab - 1)
			}
		})
		if r.a.onRequest && r.logits {
			return runtime.Output{Tokens: toks, Logits: out}, nil
		}
		return runtime.Output{Tokens: toks}, nil
	}
	return runtime.Output{Logits: out}, nil
}

// fakeFFN is the FFN role of the fake target.
type fakeFFN struct{ *fakeDevice }

func (f *fakeFFN) Layers() []int { return f.layers }

func (f *fakeFFN) FFN(_ context.Context, q runtime.Queue, layer int, in []tensor.Tensor, out tensor.Tensor) error {
	d := f.devAlloc(in[0].Rows(), in[0].Width())
	q.(*fakeQueue).enqueue(fmt.Sprintf("ffn L%d", layer), func() {
		x := f.at(d)
		copy(x, in[0].F32())
		for i, v := range x {
			out.F32()[i] = 2 * v
		}
	})
	return nil
}

// want is the fake target's arithmetic done directly, per sequence of a step: the logits of its last
// token.
func fakeWant(id int32, pos int, width, vocab int, layers []int) []float32 {
	h0 := float32(id) + float32(pos)/2
	for _, l := range layers {
		h0 += float32(l + 1)
		h0 += 2 * h0
	}
	out := make([]float32, vocab)
	for v := range out {
		out[v] = h0 * float32(v+1)
	}
	return out
}

// checkFakeStep runs one step of two sequences of different lengths and positions on an engine over
// the fake devices, and checks each sequence's logits against fakeWant.
func checkFakeStep(t *testing.T, ctx context.Context, e *runtime.SplitEngine, layers []int) {
	t.Helper()
	steps := []runtime.SeqStep{{ID: 1, Tokens: []int32{3, 4}}, {ID: 2, Tokens: []int32{9}, Past: 7}}
	logits, err := e.Step(ctx, steps)
	if err != nil {
		t.Fatal(err)
	}
	wants := [][]float32{fakeWant(4, 1, 4, 5, layers), fakeWant(9, 7, 4, 5, layers)}
	for s, want := range wants {
		for v := range want {
			if math.Abs(float64(logits[s][v]-want[v])) > 1e-3 {
				t.Fatalf("sequence %d logit %d = %v, want %v", s, v, logits[s][v], want[v])
			}
		}
	}
}

// freeAddr is a loopback address that was free a moment ago, for a rendezvous.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestFakeBackendSplitStep: a target that is only the backend interfaces (device buffers in its own
// arena, deferred queues) runs split steps through the real runtime, in 1 and 2 stages, with the
// right values and in layer-major, stage-minor order; its deferred work is synced before the
// transport reads it.
func TestFakeBackendSplitStep(t *testing.T) {
	layers := []int{0, 1, 3}
	for _, stages := range []int{1, 2} {
		t.Run(fmt.Sprintf("stages=%d", stages), func(t *testing.T) {
			ad := &fakeDevice{name: "fake:0", width: 4, layers: layers}
			fd := &fakeDevice{name: "fake:1", width: 4, layers: layers}
			e, err := runtime.NewSplitEngine(&fakeAttn{fakeDevice: ad, vocab: 5, tokensOnly: false}, &runtime.LocalFFN{FFN: &fakeFFN{fd}}, stages)
			if err != nil {
				t.Fatal(err)
			}
			checkFakeStep(t, context.Background(), e, layers)
			var order []string
			for _, ev := range ad.log {
				if strings.Contains(ev, "attn") {
					order = append(order, ev)
				}
			}
			var wantOrder []string
			for _, l := range layers {
				for s := range stages {
					wantOrder = append(wantOrder, fmt.Sprintf("q%d enqueue attn L%d + d2h", s, l))
				}
			}
			if fmt.Sprint(order) != fmt.Sprint(wantOrder) {
				t.Errorf("attention order %v, want %v", order, wantOrder)
			}
			if len(fd.arena) == 0 || !strings.Contains(strings.Join(fd.log, "\n"), "sync") {
				t.Errorf("the FFN device computed nothing in its arena, or was never synced: %v", fd.log)
			}
		})
	}
}

// TestFakeBackendOverTCP: the fake target on both roles, over the real connector: the FFN rank's loop
// (ServeFFN: gather, FFN, scatter over the TCP transport) and the attention rank's RemoteFFN. The
// answers match the in-process run.
func TestFakeBackendOverTCP(t *testing.T) {
	layers := []int{0, 1, 3}
	var wire []ir.WireLayer
	for _, l := range layers {
		wire = append(wire, ir.WireLayer{Layer: l, Kind: "dense",
			ToFFN: []ir.WireTensor{{Name: "hidden", DType: "f32", Width: 4}}, FromFFN: []ir.WireTensor{{Name: "hidden", DType: "f32", Width: 4}}})
	}
	rv := freeAddr(t)
	topo := connector.Topology{AttentionRanks: 1, FFNRanks: 1}
	hello := func(role string) connector.Hello {
		return connector.Hello{Role: role, Plan: "fake-plan", Version: "t", Topology: topo, Stages: 2, Model: "fake", Target: "fake", Transport: connector.TCP, MaxRows: 512}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	remote, err := runtime.NewRemoteFFN(connector.Config{Rendezvous: rv, Hello: hello(connector.RoleAttention)}, wire, 0)
	if err != nil {
		t.Fatal(err)
	}
	go remote.Run(ctx)
	defer remote.Close()
	fd := &fakeDevice{name: "fake:1", width: 4, layers: layers}
	// The FFN loop reports its batches and steps (what /metrics makes histograms of).
	var obs sync.Mutex
	var batchRows []int
	var stepPeers []int
	stats := &runtime.FFNStats{
		Batch: func(rows int) { obs.Lock(); batchRows = append(batchRows, rows); obs.Unlock() },
		Step:  func(d time.Duration, peers int) { obs.Lock(); stepPeers = append(stepPeers, peers); obs.Unlock() },
	}
	served := make(chan error, 1)
	go func() {
		fs, err := connector.ListenFFN(ctx, connector.Config{Rendezvous: rv, Hello: hello(connector.RoleFFN)})
		if err != nil {
			served <- err
			return
		}
		defer fs.Close()
		served <- runtime.ServeFFN(ctx, fs, fs.Transport(), &fakeFFN{fd}, wire, stats, nil)
	}()
	for remote.Ready() != nil {
		select {
		case err := <-served:
			t.Fatalf("ffn rank: %v", err)
		case <-ctx.Done():
			t.Fatalf("no connection: %v", remote.Ready())
		case <-time.After(10 * time.Millisecond):
		}
	}
	ad := &fakeDevice{name: "fake:0", width: 4, layers: layers}
	e, err := runtime.NewSplitEngine(&fakeAttn{fakeDevice: ad, vocab: 5, tokensOnly: false}, remote, 2)
	if err != nil {
		t.Fatal(err)
	}
	checkFakeStep(t, ctx, e, layers)
	// The FFN loop may still be finishing the step after its last send: wait for its report of the
	// step (made once the step is done, under obs) before reading what its device logged.
	stepSeen := func() bool { obs.Lock(); defer obs.Unlock(); return len(stepPeers) > 0 }
	for !stepSeen() && ctx.Err() == nil {
		time.Sleep(time.Millisecond)
	}
	obs.Lock()
	defer obs.Unlock()
	if !strings.Contains(strings.Join(fd.log, "\n"), "ffn L3") {
		t.Errorf("the FFN rank's device did not run layer 3: %v", fd.log)
	}
	// The step's 3 tokens in 2 stages, through every layer; one step with one peer.
	sum := 0
	for _, r := range batchRows {
		sum += r
	}
	if sum != 3*len(layers) || len(batchRows) < len(layers) || fmt.Sprint(stepPeers) != "[1]" {
		t.Errorf("observed batches %v (want rows summing to %d over the layers) and steps with peers %v (want [1])", batchRows, 3*len(layers), stepPeers)
	}
}

// TestFakeBackendTokensOnly: a backend that samples on its device returns token ids and no logits;
// StepTokens carries them, and Step, which promises logits, says why it cannot.
func TestFakeBackendTokensOnly(t *testing.T) {
	layers := []int{0}
	ad := &fakeDevice{name: "fake:0", width: 4, layers: layers}
	fd := &fakeDevice{name: "fake:1", width: 4, layers: layers}
	e, err := runtime.NewSplitEngine(&fakeAttn{fakeDevice: ad, vocab: 5, tokensOnly: true}, &runtime.LocalFFN{FFN: &fakeFFN{fd}}, 2)
	if err != nil {
		t.Fatal(err)
	}
	steps := []runtime.SeqStep{{ID: 1, Tokens: []int32{3}}, {ID: 2, Tokens: []int32{9}}}
	toks, logits, err := e.StepTokens(context.Background(), steps)
	if err != nil || fmt.Sprint(toks) != "[4 4]" || logits != nil {
		t.Fatalf("StepTokens = %v, %v, %v; want [4 4] and no logits", toks, logits, err)
	}
	next := []runtime.SeqStep{{ID: 1, Tokens: []int32{4}, Past: 1}}
	if _, err := e.Step(context.Background(), next); err == nil || !strings.Contains(err.Error(), "the fake backend returned token ids without logits; use StepTokens") {
		t.Errorf("Step on a tokens-only backend: %v", err)
	}
}

// TestLogitsOnRequest: a backend that samples on its device is asked for the logits only when a
// step wants them (SeqStep.Logits, or Step, which returns logits); the ask reaches every stage of
// the step, so the stages agree and every sequence gets its row.
func TestLogitsOnRequest(t *testing.T) {
	layers := []int{0}
	ad := &fakeDevice{name: "fake:0", width: 4, layers: layers}
	fd := &fakeDevice{name: "fake:1", width: 4, layers: layers}
	a := &fakeAttn{fakeDevice: ad, vocab: 5, onRequest: true}
	e, err := runtime.NewSplitEngine(a, &runtime.LocalFFN{FFN: &fakeFFN{fd}}, 2)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	steps := []runtime.SeqStep{{ID: 1, Tokens: []int32{3}}, {ID: 2, Tokens: []int32{9}}}
	toks, logits, err := e.StepTokens(ctx, steps)
	if err != nil || fmt.Sprint(toks) != "[4 4]" || logits != nil || fmt.Sprint(a.asked) != "[false false]" {
		t.Fatalf("StepTokens, no row asking = %v, %v, %v, asked %v; want [4 4], no logits, neither stage asked", toks, logits, err, a.asked)
	}
	a.asked = nil
	// Only the second sequence (the second stage) asks; the first stage must return its rows too.
	steps = []runtime.SeqStep{{ID: 1, Tokens: []int32{4}, Past: 1}, {ID: 2, Tokens: []int32{4}, Past: 1, Logits: true}}
	toks, logits, err = e.StepTokens(ctx, steps)
	if err != nil || fmt.Sprint(toks) != "[4 4]" || len(logits) != 2 || fmt.Sprint(a.asked) != "[true true]" {
		t.Fatalf("StepTokens, one row asking = %v, %d logits rows, %v, asked %v; want [4 4], 2 rows, both stages asked", toks, len(logits), err, a.asked)
	}
	for i, s := range steps {
		if want := fakeWant(s.Tokens[0], s.Past, 4, 5, layers); fmt.Sprint(want) != fmt.Sprint(logits[i]) {
			t.Errorf("sequence %d logits %v, want %v", s.ID, logits[i], want)
		}
	}
	a.asked = nil
	got, err := e.Step(ctx, []runtime.SeqStep{{ID: 1, Tokens: []int32{4}, Past: 2}})
	if err != nil || len(got) != 1 || fmt.Sprint(a.asked) != "[true true]" {
		t.Errorf("Step = %d rows, %v, asked %v; want 1 row, asked", len(got), err, a.asked)
	}
}

// dtypePeer is a LocalFFN that says its answers come back in another dtype than the payload's (as the
// expert-parallel combine, f32 behind a bf16 run) and records the receive buffers it is handed.
type dtypePeer struct {
	*runtime.LocalFFN
	dt  tensor.DType
	got []tensor.DType
}

func (p *dtypePeer) RecvDType(int) (tensor.DType, bool) { return p.dt, true }

func (p *dtypePeer) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	p.got = append(p.got, into[0].DType)
	return fmt.Errorf("stop after the first receive")
}

// TestSplitRecvDType: the split engine sizes a layer's receive buffer in the dtype the peer says
// its answer comes in, not the payload's.
func TestSplitRecvDType(t *testing.T) {
	layers := []int{0, 1}
	ad := &fakeDevice{name: "fake:0", width: 4, layers: layers}
	fd := &fakeDevice{name: "fake:1", width: 4, layers: layers}
	p := &dtypePeer{LocalFFN: &runtime.LocalFFN{FFN: &fakeFFN{fd}}, dt: tensor.BF16}
	e, err := runtime.NewSplitEngine(&fakeAttn{fakeDevice: ad, vocab: 5}, p, 1)
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.Step(context.Background(), []runtime.SeqStep{{ID: 1, Tokens: []int32{1, 2}}})
	if err == nil || !strings.Contains(err.Error(), "stop after the first receive") {
		t.Fatalf("step: %v, expected the peer's stop", err)
	}
	if len(p.got) != 1 || p.got[0] != tensor.BF16 {
		t.Errorf("receive buffers %v, expected one bf16 (the peer's dtype; the payload is f32)", p.got)
	}
}
