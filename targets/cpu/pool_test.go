package cpu

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/internal/paritytest"
	"afdc/ir"
	afdcrt "afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/sampler"
	rt "afdc/runtime/tensor"
	"afdc/runtime/weights"
)

// poolProgram loads m with its pool set up: off (nothing kept, every output fresh, as before the
// pool) or on, and poisoning the buffers it takes back.
func poolProgram(t *testing.T, m *ir.Module, ck *weights.Checkpoint, on, poison bool) *Program {
	t.Helper()
	p, err := Load(m, ck, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !on {
		p.pool.maxIdle = 0
	}
	p.pool.poison = poison
	return p
}

// checkingPeer is an in-process FFN link that keeps each payload it is sent, with a copy, so a test
// can check that the attention run did not reuse the memory while the step that sent it runs
// (every later send and receive of the step compares them), and whether it came back after.
type checkingPeer struct {
	afdcrt.LocalFFN
	step        uint64
	sent, saved [][]float32 // the payloads of the step in flight
	earlier     [][2][]float32
	bad         string // the first payload that changed during its step
	count       int
}

func (c *checkingPeer) check(tag connector.Tag) {
	for i := range c.sent {
		if c.bad == "" && !sameBits32(c.sent[i], c.saved[i]) {
			c.bad = fmt.Sprintf("payload %d of step %d changed before %s: the attention run reused it during its step", i, c.step, tag)
		}
	}
}

func (c *checkingPeer) Send(ctx context.Context, q rt.Queue, peer int, tag connector.Tag, data []rt.Tensor) error {
	if tag.Step != c.step {
		for i := range c.sent {
			c.earlier = append(c.earlier, [2][]float32{c.sent[i], c.saved[i]})
		}
		c.sent, c.saved, c.step = nil, nil, tag.Step
	}
	c.check(tag)
	for _, d := range data {
		if d.DType == rt.F32 {
			f := d.F32()
			c.sent = append(c.sent, f)
			c.saved = append(c.saved, append([]float32(nil), f...))
			c.count++
		}
	}
	return c.LocalFFN.Send(ctx, q, peer, tag, data)
}

func (c *checkingPeer) Recv(ctx context.Context, q rt.Queue, peer int, tag connector.Tag, into []rt.Tensor) error {
	c.check(tag)
	return c.LocalFFN.Recv(ctx, q, peer, tag, into)
}

// reused counts the payloads of finished steps whose memory changed since they were sent: given
// back to the pool and reused.
func (c *checkingPeer) reused() int {
	n := 0
	for _, e := range c.earlier {
		if !sameBits32(e[0], e[1]) {
			n++
		}
	}
	return n
}

func sameBits32(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
			return false
		}
	}
	return true
}

// TestPoolRecyclesNothingLive: with the pool poisoning every buffer it takes back (NaN), a split
// engine of 2 stages and the monolithic one give, bit for bit, the logits of engines without the
// pool; the logits a step returned are unchanged after later steps, and the payloads it sent are
// unchanged until the step is over (then they go back to the pool). A
// buffer given back while a later op, the transport or the caller still read it would show as NaN
// or as another step's values.
func TestPoolRecyclesNothingLive(t *testing.T) {
	pc, a, ck := paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cpu", Stages: 2, VerifyEach: true})
	split := func(on, poison bool, peer *checkingPeer) afdcrt.Engine {
		ab, err := NewBackend(poolProgram(t, a.Attention, ck, on, poison))
		if err != nil {
			t.Fatal(err)
		}
		fb, err := NewBackend(poolProgram(t, a.FFN, ck, on, poison))
		if err != nil {
			t.Fatal(err)
		}
		peer.LocalFFN = afdcrt.LocalFFN{FFN: fb}
		e, err := afdcrt.NewSplitEngine(ab, peer, 2)
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	mono := func(on, poison bool) afdcrt.Engine {
		e, err := NewLocalEngine(poolProgram(t, a.Full, ck, on, poison))
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	prompts := [][]int32{pc.Prompts[0].PromptIDs, pc.Prompts[1].PromptIDs, {5}, {7, 8, 9, 10, 11}}
	// run keeps the logits slices the engine returned, not copies, and checks them at the end.
	run := func(e afdcrt.Engine) [][]float32 {
		var kept, copies [][]float32
		steps := make([]afdcrt.SeqStep, len(prompts))
		for i, p := range prompts {
			steps[i] = afdcrt.SeqStep{ID: uint64(i), Tokens: p}
		}
		for range 6 {
			out, err := e.Step(context.Background(), steps)
			if err != nil {
				t.Fatal(err)
			}
			for i := range steps {
				kept = append(kept, out[i])
				copies = append(copies, append([]float32(nil), out[i]...))
				tok := int32(sampler.Argmax(out[i]))
				steps[i] = afdcrt.SeqStep{ID: steps[i].ID, Tokens: []int32{tok}, Past: steps[i].Past + len(steps[i].Tokens)}
			}
		}
		for r := range kept {
			if !sameBits32(kept[r], copies[r]) {
				t.Fatalf("logits row %d changed after later steps: the engine's result was recycled", r)
			}
		}
		return kept
	}
	var refPeer, peer checkingPeer
	want := run(split(false, false, &refPeer))
	for _, c := range []struct {
		name string
		got  [][]float32
	}{
		{"split, pool poisoned", run(split(true, true, &peer))},
		{"monolithic, pool off", run(mono(false, false))},
		{"monolithic, pool poisoned", run(mono(true, true))},
	} {
		for r := range want {
			if !sameBits32(want[r], c.got[r]) {
				t.Fatalf("%s: logits row %d differ from the split engine without the pool", c.name, r)
			}
		}
	}
	if peer.count == 0 || peer.count != refPeer.count {
		t.Fatalf("%d payloads sent with the pool, %d without, expected the same nonzero count", peer.count, refPeer.count)
	}
	if peer.bad != "" {
		t.Fatal(peer.bad)
	}
	// The split engine gives a step's payloads back once it is over: later steps reuse them.
	if peer.reused() == 0 {
		t.Errorf("none of the %d payloads of finished steps was reused, expected them back in the pool", len(peer.earlier))
	}
	if refPeer.reused() != 0 {
		t.Errorf("without the pool %d payloads of finished steps changed, expected none", refPeer.reused())
	}
}

// TestDecodeStepAllocatesNoActivations: once warm, a decode step of the monolithic engine takes
// every op output from the pool except the buffers that leave the step (the logits it returns),
// and the Go heap grows per step by far less than the step's activations, which the engine without
// the pool allocates afresh.
func TestDecodeStepAllocatesNoActivations(t *testing.T) {
	_, a, ck := paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cpu", VerifyEach: true})
	const seqs, steps = 4, 8
	measure := func(on bool) (heapPerStep, freshPerStep float64, p *Program, vocab int) {
		p = poolProgram(t, a.Full, ck, on, false)
		e, err := NewLocalEngine(p)
		if err != nil {
			t.Fatal(err)
		}
		batch := make([]afdcrt.SeqStep, seqs)
		for i := range batch {
			batch[i] = afdcrt.SeqStep{ID: uint64(i), Tokens: []int32{int32(3 + i), 4, 5}}
		}
		step := func() {
			out, err := e.Step(context.Background(), batch)
			if err != nil {
				t.Fatal(err)
			}
			vocab = len(out[0])
			for i := range batch {
				batch[i] = afdcrt.SeqStep{ID: batch[i].ID, Tokens: []int32{int32(sampler.Argmax(out[i]))}, Past: batch[i].Past + len(batch[i].Tokens)}
			}
		}
		// Warm up: the prefill, two decode steps (the pool fills, the KV pools grow to their blocks).
		for range 3 {
			step()
		}
		var m0, m1 runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m0)
		f0 := p.pool.fresh
		for range steps {
			step()
		}
		runtime.ReadMemStats(&m1)
		return float64(m1.TotalAlloc-m0.TotalAlloc) / steps, float64(p.pool.fresh-f0) / steps, p, vocab
	}
	offHeap, offFresh, _, vocab := measure(false)
	onHeap, onFresh, p, _ := measure(true)
	// What leaves a step: the logits, [seqs, vocab] f32, in a buffer of the next power of two.
	logits := float64(int64(4) << class(seqs*vocab))
	// The step's activations: every f32 op output of @forward at seqs rows (the attention out and
	// the routing matrix included), as the engine without the pool allocates them.
	var acts float64
	for _, op := range p.mod.Func("forward").Body {
		if op.Result != nil && op.Result.Type.DType != ir.I32 && op.Result.Type.DType != ir.I64 {
			acts += float64(4 * seqs * width(op.Result))
		}
	}
	t.Logf("per decode step: heap %.0f B with the pool, %.0f B without; pool allocations %.0f B (off: %.0f B); logits %.0f B, activations %.0f B",
		onHeap, offHeap, onFresh, offFresh, logits, acts)
	if onFresh > logits {
		t.Errorf("pool allocated %.0f B per warm decode step, expected at most the logits' %.0f B", onFresh, logits)
	}
	if offFresh < acts {
		t.Errorf("without the pool a step allocated %.0f B of outputs, expected at least the activations' %.0f B", offFresh, acts)
	}
	// The heap's bound: the logits and the step's bookkeeping (the maps of the run's values, the
	// batch layout), which is what the engine without the pool allocates besides its outputs, with
	// a quarter for slack; far below the activations (the test's model is tiny, its bookkeeping is
	// comparable to them: a model's activations grow with its widths, the bookkeeping does not).
	book := offHeap - offFresh
	if bound := logits + 1.25*book; onHeap > bound || bound > offHeap {
		t.Errorf("heap grows %.0f B per warm decode step, expected at most logits + 1.25 x bookkeeping %.0f B = %.0f B (below the %.0f B without the pool)", onHeap, book, bound, offHeap)
	}
}

// TestTokenStepRecyclesLogits: a warm decode step that asks for tokens alone (what the server asks
// when no request wants logprobs) takes every buffer from the pool, the logits' included, while one
// that asks for logits allocates them afresh each step (they leave the step).
func TestTokenStepRecyclesLogits(t *testing.T) {
	_, a, ck := paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cpu", VerifyEach: true})
	const seqs, steps = 4, 6
	freshPerStep := func(logits bool) float64 {
		p := poolProgram(t, a.Full, ck, true, false)
		e, err := NewLocalEngine(p)
		if err != nil {
			t.Fatal(err)
		}
		batch := make([]afdcrt.SeqStep, seqs)
		for i := range batch {
			batch[i] = afdcrt.SeqStep{ID: uint64(i), Tokens: []int32{int32(3 + i), 4, 5}, Logits: logits}
		}
		step := func() {
			toks, _, err := e.StepTokens(context.Background(), batch)
			if err != nil || len(toks) != seqs {
				t.Fatalf("StepTokens = %v, %v", toks, err)
			}
			for i := range batch {
				batch[i] = afdcrt.SeqStep{ID: batch[i].ID, Tokens: toks[i : i+1], Past: batch[i].Past + len(batch[i].Tokens), Logits: logits}
			}
		}
		for range 3 {
			step()
		}
		f0 := p.pool.fresh
		for range steps {
			step()
		}
		return float64(p.pool.fresh-f0) / steps
	}
	with, without := freshPerStep(true), freshPerStep(false)
	if without != 0 {
		t.Errorf("a warm token step allocated %.0f B per step from the pool, expected 0 (its logits go back)", without)
	}
	if with == 0 {
		t.Errorf("a warm step returning logits allocated nothing, expected its logits afresh each step")
	}
}

// TestTokenStepHandsOutNonFiniteLogits: a step whose logits overflow returns them even when it
// was asked for tokens alone, so the server can fail the request saying so; finite ones are not.
func TestTokenStepHandsOutNonFiniteLogits(t *testing.T) {
	_, a, ck := paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cpu", VerifyEach: true})
	p := poolProgram(t, a.Full, ck, true, false)
	e, err := NewLocalEngine(p)
	if err != nil {
		t.Fatal(err)
	}
	steps := []afdcrt.SeqStep{{ID: 1, Tokens: []int32{3, 4, 5}, Position: 3}}
	if _, logits, err := e.StepTokens(context.Background(), steps); err != nil || logits != nil {
		t.Fatalf("finite step: %d logits rows, %v; expected tokens alone", len(logits), err)
	}
	head := 0
	for pr, ws := range p.w {
		if !strings.Contains(pr.Name, "lm_head") {
			continue
		}
		for _, w := range ws {
			for i := range w {
				w[i] = 3e38
			}
			head++
		}
		for _, h := range p.half[pr] {
			for i := range h {
				h[i] = 0x7f7f // bf16 3.39e38
			}
			head++
		}
	}
	if head == 0 {
		t.Fatal("no lm_head weights found to overflow")
	}
	steps = []afdcrt.SeqStep{{ID: 2, Tokens: []int32{3, 4, 5}, Position: 3}}
	_, logits, err := e.StepTokens(context.Background(), steps)
	if err != nil || len(logits) != 1 {
		t.Fatalf("overflowing step: %d logits rows, %v; expected its logits", len(logits), err)
	}
	if sampler.BadLogit(logits[0]) < 0 {
		t.Fatal("the overflowing step's logits are finite: the test's weights did not overflow")
	}
}

// TestBufPool: a buffer given back serves the next request of its class, zeroed when asked; the
// pool keeps at most maxIdle bytes, and leaves buffers it did not hand out to the collector.
func TestBufPool(t *testing.T) {
	p := bufPool{maxIdle: 4 * 64}
	a := p.get(40, false) // class 64
	if len(a) != 40 || cap(a) != 64 || p.fresh != 4*64 {
		t.Fatalf("get(40): len %d cap %d, %d B fresh, expected 40, 64, 256", len(a), cap(a), p.fresh)
	}
	for i := range a {
		a[i] = 1
	}
	p.put(a)
	if p.idleBytes() != 4*64 {
		t.Fatalf("idle %d B after one put, expected 256", p.idleBytes())
	}
	b := p.get(33, true)
	if &b[:1][0] != &a[:1][0] || p.fresh != 4*64 {
		t.Fatalf("get(33) after put: a fresh buffer (%d B fresh), expected the one given back", p.fresh)
	}
	for i, v := range b {
		if v != 0 {
			t.Fatalf("get(33, zero): value %d = %v, expected 0", i, v)
		}
	}
	c := p.get(64, false)
	p.put(b)
	p.put(c) // over maxIdle: dropped
	if p.idleBytes() != 4*64 {
		t.Errorf("idle %d B, expected the 256 B bound", p.idleBytes())
	}
	p.put(make([]float32, 10)) // not a power-of-two capacity: not one of the pool's
	if p.idleBytes() != 4*64 || len(p.free[class(10)]) != 0 {
		t.Errorf("after putting a buffer of capacity 10: idle %d B, %d buffers in its class; expected 256 B and none (not one of the pool's)", p.idleBytes(), len(p.free[class(10)]))
	}
}
