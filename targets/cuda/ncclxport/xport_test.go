package ncclxport

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// hangGuard bounds a test that would otherwise hang on a bug; it is not a speed check.
const hangGuard = 20 * time.Second

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

func testHello(role string, rank int, topo connector.Topology) connector.Hello {
	return connector.Hello{Role: role, Rank: rank, Plan: "0123456789abcdef", Version: "0.1.0", Topology: topo,
		Stages: 2, Model: "fake", Target: "cuda", Transport: Name, MaxRows: 512}
}

func testLog(t *testing.T) *slog.Logger {
	if testing.Verbose() {
		return slog.New(slog.NewTextHandler(os.Stderr, nil))
	}
	return slog.New(slog.DiscardHandler)
}

// waitFor polls cond until it holds; a test that never gets there fails at the hang guard.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(hangGuard)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting for %s", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// pairs sets up one FFN rank and its attention ranks over a loopback rendezvous, with NCCL
// transports on the fake world.
type pairs struct {
	fs    *connector.FFNSide
	ffn   *FFN
	sides []*connector.AttnSide
	attn  []*Attn
	stats []*Stats
}

// fakeSetup is how most tests start: a context bounded by hangGuard (cancelled when the test
// ends), a fake device memory and NCCL world on it, and nAttn attention ranks set up against the
// FFN rank with opt.
func fakeSetup(t *testing.T, nAttn int, opt Options) (context.Context, *devMem, *fakeWorld, *pairs) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	t.Cleanup(cancel)
	mem := newDevMem()
	w := newFakeWorld(mem)
	return ctx, mem, w, setup(t, ctx, w, nAttn, opt)
}

func setup(t *testing.T, ctx context.Context, w *fakeWorld, nAttn int, opt Options) *pairs {
	t.Helper()
	topo := connector.Topology{AttentionRanks: nAttn, FFNRanks: 1}
	rv := freeAddr(t)
	p := &pairs{sides: make([]*connector.AttnSide, nAttn), attn: make([]*Attn, nAttn), stats: make([]*Stats, nAttn)}
	var wg sync.WaitGroup
	errs := make([]error, nAttn+1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		fs, err := connector.ListenFFN(ctx, connector.Config{Rendezvous: rv, Hello: testHello(connector.RoleFFN, 0, topo)})
		if err == nil {
			p.fs = fs
			o := opt
			o.Lib = w
			p.ffn, err = NewFFN(fs, o)
		}
		errs[nAttn] = err
	}()
	for a := range nAttn {
		wg.Add(1)
		go func() {
			defer wg.Done()
			side, err := connector.DialAttention(ctx, connector.Config{Rendezvous: rv, Hello: testHello(connector.RoleAttention, a, topo)})
			if err == nil {
				p.sides[a] = side
				o := opt
				o.Lib = fakeTimer{w}
				o.Stats = &Stats{}
				p.stats[a] = o.Stats
				p.attn[a], err = NewAttn(ctx, side, o)
			}
			errs[a] = err
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for i := range p.attn {
			p.attn[i].Close()
			p.sides[i].Close()
		}
		p.ffn.Close()
		p.fs.Close()
	})
	return p
}

// The FFN rank makes one communicator per attention peer, each with its own unique id sent to that
// peer alone over the rendezvous connection; it is rank 0 of each, the peer rank 1.
func TestBootstrapOnePairPerPeer(t *testing.T) {
	_, _, w, _ := fakeSetup(t, 3, Options{Log: testLog(t)})
	ps := w.pairs()
	if len(ps) != 3 {
		t.Fatalf("%d communicators, want 3 (one per attention peer): %v", len(ps), w.calls("init"))
	}
	ids := map[string]bool{}
	for _, sh := range ps {
		if !sh.complete() {
			t.Errorf("communicator %s: ranks joined %v, want both", sh.id, sh.joined)
		}
		ids[sh.id] = true
	}
	if len(ids) != 3 {
		t.Errorf("unique ids %v, want 3 different", ids)
	}
	if n := len(w.calls("abort")); n != 0 {
		t.Errorf("%d aborts during a clean bootstrap: %v", n, w.calls("abort"))
	}
}

// With Stages 2 the FFN rank makes two communicators per peer from one collective id of two unique
// ids, the attention rank joins both, and stage s's transfers go over communicator s: stage 1's
// payload moves while stage 0's is still unreceived, which one communicator in issue order would
// hold back behind it.
func TestStageCommunicators(t *testing.T) {
	ctx, mem, w, p := fakeSetup(t, 1, Options{Log: testLog(t), Stages: 2})
	if n := len(w.pairs()); n != 2 {
		t.Fatalf("%d communicators for 1 peer at 2 stages, want 2: %v", n, w.calls("init"))
	}
	if len(p.attn[0].comm) != 2 {
		t.Fatalf("attention rank joined %d communicators, want 2", len(p.attn[0].comm))
	}
	q := fakeQueue{s: 3}
	x := []tensor.Tensor{mem.buf(tensor.BF16, 2, 8, func(i int) byte { return byte(i) }), mem.buf(tensor.BF16, 2, 8, func(i int) byte { return byte(100 + i) })}
	for s := range 2 {
		if err := p.attn[0].Send(ctx, q, 0, connector.Tag{Step: 1, Layer: 0, Stage: s}, x[s:s+1]); err != nil {
			t.Fatal(err)
		}
	}
	// The FFN rank receives stage 1 first: on its own communicator it matches at once.
	into := mem.buf(tensor.BF16, 2, 8, nil)
	if _, err := connector.Gather(ctx, p.ffn, q, connector.Tag{Step: 1, Layer: 0, Stage: 1}, []int{0}, []int{2}, []tensor.Tensor{into}); err != nil {
		t.Fatal(err)
	}
	if got, want := mem.bytesOf(into), mem.bytesOf(x[1]); !bytes.Equal(got, want) {
		t.Errorf("stage 1 received %v, want stage 1's payload %v", got, want)
	}
	sends := w.calls("send")
	byID := map[string]int{}
	for _, l := range sends {
		byID[strings.Fields(l)[1]]++
	}
	if len(byID) != 2 {
		t.Errorf("the two stages' sends went over %v, want one communicator each", byID)
	}
	p.ffn.mu.Lock()
	pc := p.ffn.peers[0]
	p.ffn.mu.Unlock()
	if pc == nil || len(pc.comm) != 2 {
		t.Fatalf("ffn rank's peer communicators %v, want 2", pc)
	}
	// A peer's loss aborts both.
	p.ffn.drop(pc, errors.New("test: peer failed"))
	if n := len(w.calls("abort")); n != 2 {
		t.Errorf("%d aborts after dropping the peer, want 2 (both stage communicators): %v", n, w.calls("abort"))
	}
}

// Fan-in and fan-out over two peers: the FFN rank's receives of one layer and stage are one group,
// bytes land in the right row blocks, and results go back to the right peer.
func TestGatherScatterGrouped(t *testing.T) {
	ctx, mem, w, p := fakeSetup(t, 2, Options{Log: testLog(t)})
	counts := []int{3, 2}
	tag := connector.Tag{Step: 7, Layer: 5, Stage: 1}
	q := fakeQueue{s: 9}
	var sent [][]tensor.Tensor
	for a, c := range counts {
		hid := mem.buf(tensor.BF16, c, 8, func(i int) byte { return byte(10*a + i) })
		lg := mem.buf(tensor.F32, c, 4, func(i int) byte { return byte(100 + 10*a + i) })
		sent = append(sent, []tensor.Tensor{hid, lg})
		if err := p.attn[a].Send(ctx, q, 0, tag, sent[a]); err != nil {
			t.Fatal(err)
		}
	}
	w.mu.Lock()
	w.maxGrp = 0
	w.mu.Unlock()
	into := []tensor.Tensor{mem.buf(tensor.BF16, 5, 8, nil), mem.buf(tensor.F32, 5, 4, nil)}
	cq := &countingQueue{fakeQueue: q}
	if _, err := connector.Gather(ctx, p.ffn, cq, tag, []int{0, 1}, counts, into); err != nil {
		t.Fatal(err)
	}
	if cq.n != 2 {
		t.Errorf("the queue was told of %d transfers enqueued on its stream, want 2", cq.n)
	}
	if w.maxGrp != 4 {
		t.Errorf("largest group issued %d calls, want 4 (2 peers × 2 tensors in one group)", w.maxGrp)
	}
	for k := range into {
		want := append(append([]byte(nil), mem.bytesOf(sent[0][k])...), mem.bytesOf(sent[1][k])...)
		if got := mem.bytesOf(into[k]); !bytes.Equal(got, want) {
			t.Errorf("tensor %d gathered %v, want %v", k, got, want)
		}
	}
	out := mem.buf(tensor.BF16, 5, 8, func(i int) byte { return byte(200 + i%50) })
	if _, err := connector.Scatter(ctx, p.ffn, q, tag, []int{0, 1}, counts, []tensor.Tensor{out}); err != nil {
		t.Fatal(err)
	}
	off := 0
	for a, c := range counts {
		y := mem.buf(tensor.BF16, c, 8, nil)
		if err := p.attn[a].Recv(ctx, q, 0, tag, []tensor.Tensor{y}); err != nil {
			t.Fatal(err)
		}
		rb := 8 * 2
		if got, want := mem.bytesOf(y), mem.bytesOf(out)[off*rb:(off+c)*rb]; !bytes.Equal(got, want) {
			t.Errorf("attention rank %d received %v, want %v", a, got, want)
		}
		off += c
		if err := p.attn[a].Check(tag.Step); err != nil {
			t.Errorf("attention rank %d: Check: %v", a, err)
		}
	}
	// Stats: attention rank 0 sent 3 rows of bf16[8] and f32[4], and received 3 rows of bf16[8].
	st := p.stats[0].Snapshot()
	want := []Exchange{
		{Layer: 5, Stage: 1, Dir: "recv", Count: 1, Bytes: 3 * 8 * 2, Timed: 1},
		{Layer: 5, Stage: 1, Dir: "send", Count: 1, Bytes: 3*8*2 + 3*4*4, Timed: 1},
	}
	for i := range st {
		st[i].Nanos = 0
	}
	if !slices.Equal(st, want) {
		t.Errorf("attention rank 0 stats %+v, want %+v", st, want)
	}
	var prom strings.Builder
	if err := p.stats[0].WritePrometheus(&prom); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(prom.String(), `afdc_exchange_bytes_total{layer="5",stage="1",dir="send"} 96`) {
		t.Errorf("prometheus text lacks the send bytes:\n%s", prom.String())
	}
}

// Transfers of the wrong kind fail with a message naming what was expected, and do not touch NCCL.
func TestBadTransfers(t *testing.T) {
	ctx, mem, w, p := fakeSetup(t, 1, Options{Log: testLog(t)})
	tag := connector.Tag{Step: 1}
	dev := mem.buf(tensor.F32, 2, 4, nil)
	before := len(w.calls("send")) + len(w.calls("recv"))
	for _, c := range []struct {
		name string
		err  error
		want string
	}{
		{"host buffer", p.attn[0].Send(ctx, fakeQueue{1}, 0, tag, []tensor.Tensor{tensor.New(tensor.F32, 2, 4)}), "expected a device tensor"},
		{"wrong owner", p.attn[0].Send(ctx, fakeQueue{1}, 3, tag, []tensor.Tensor{dev}), "not this rank's owner"},
		{"queue without stream", p.attn[0].Recv(ctx, hostQueue{}, 0, tag, []tensor.Tensor{dev}), "has no CUDA stream"},
		{"no tensors", p.ffn.Send(ctx, fakeQueue{1}, 0, tag, nil), "expected at least 1"},
		{"not a peer", p.ffn.Recv(ctx, fakeQueue{1}, 4, tag, []tensor.Tensor{dev}), "not a peer"},
	} {
		if c.err == nil || !strings.Contains(c.err.Error(), c.want) {
			t.Errorf("%s: %v, want an error containing %q", c.name, c.err, c.want)
		}
	}
	if after := len(w.calls("send")) + len(w.calls("recv")); after != before {
		t.Errorf("bad transfers reached NCCL: %d calls", after-before)
	}
	// Zero rows: no call at all.
	if err := p.attn[0].Send(ctx, fakeQueue{1}, 0, tag, []tensor.Tensor{mem.buf(tensor.F32, 0, 4, nil)}); err != nil {
		t.Errorf("zero-row send: %v", err)
	}
	if after := len(w.calls("send")) + len(w.calls("recv")); after != before {
		t.Errorf("a zero-row transfer reached NCCL")
	}
}

// countingQueue counts the transfers the transport says it enqueued behind the queue's back.
type countingQueue struct {
	fakeQueue
	n int
}

func (q *countingQueue) Enqueued() { q.n++ }

type hostQueue struct{}

func (hostQueue) Sync(context.Context) error { return nil }

// The FFN rank goes away while a step's receive is in flight: the attention rank aborts its
// communicator, the step fails at Check naming the FFN rank, and later calls fail at once.
func TestAttentionAbortsWhenFFNLost(t *testing.T) {
	ctx, mem, w, p := fakeSetup(t, 1, Options{Log: testLog(t)})
	a := p.attn[0]
	tag := connector.Tag{Step: 3, Layer: 1}
	y := mem.buf(tensor.F32, 2, 4, nil)
	if err := a.Send(ctx, fakeQueue{1}, 0, tag, []tensor.Tensor{mem.buf(tensor.F32, 2, 4, nil)}); err != nil {
		t.Fatal(err)
	}
	if err := a.Recv(ctx, fakeQueue{1}, 0, tag, []tensor.Tensor{y}); err != nil {
		t.Fatal(err)
	}
	p.ffn.Close()
	p.fs.Close()
	// The receive that was waiting returns (the abort ends it), as a stream sync would.
	mem.wait(y)
	waitFor(t, "the attention rank's abort", func() bool { return a.Err() != nil })
	if got := w.calls("abort"); !slices.ContainsFunc(got, func(s string) bool { return strings.HasSuffix(s, "rank 1") }) {
		t.Errorf("aborts %v, want the attention rank's (rank 1) communicator aborted", got)
	}
	err := a.Check(tag.Step)
	if err == nil || !strings.Contains(err.Error(), "ffn rank 0") || !strings.Contains(err.Error(), "step 3") {
		t.Errorf("Check after the loss: %v, want an error naming step 3 and ffn rank 0", err)
	}
	err = a.Send(ctx, fakeQueue{1}, 0, connector.Tag{Step: 4}, []tensor.Tensor{mem.buf(tensor.F32, 1, 4, nil)})
	if err == nil || !strings.Contains(err.Error(), "ffn rank 0") {
		t.Errorf("a send after the loss: %v, want an error naming ffn rank 0", err)
	}
}

// A step the FFN rank abandons (its backend failed: it sends an abort and issues none of the step's
// remaining transfers) fails on the attention side when the abort arrives, long before the transfer
// timeout, with the FFN rank's reason.
func TestAttentionFailsAbandonedStep(t *testing.T) {
	ctx, mem, w, p := fakeSetup(t, 1, Options{Log: testLog(t), Timeout: time.Hour, Poll: 5 * time.Millisecond})
	a, side := p.attn[0], p.sides[0]
	step := side.NextStep()
	if err := side.SendStep(ctx, connector.StepHeader{Step: step, Stages: 1, Counts: [][]int{{2}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := p.fs.RecvStep(ctx); err != nil {
		t.Fatal(err)
	}
	y := mem.buf(tensor.F32, 2, 4, nil)
	if err := a.Recv(ctx, fakeQueue{1}, 0, connector.Tag{Step: step}, []tensor.Tensor{y}); err != nil {
		t.Fatal(err)
	}
	p.fs.AbortStep(errors.New("layer 0: the backend failed"))
	waitFor(t, "the abandoned step's failure", func() bool { return a.Err() != nil })
	mem.wait(y) // the abort ended the receive, as a stream sync would see
	err := a.Check(step)
	if err == nil || !strings.Contains(err.Error(), "the backend failed") || !strings.Contains(err.Error(), "ffn rank 0") {
		t.Errorf("Check of the abandoned step: %v, want the ffn rank's reason, naming ffn rank 0", err)
	}
	if !slices.ContainsFunc(w.calls("abort"), func(s string) bool { return strings.HasSuffix(s, "rank 1") }) {
		t.Errorf("aborts %v, want the attention rank's communicator aborted (a transfer cannot be cancelled)", w.calls("abort"))
	}
}

// A step whose transfers stay in flight past the timeout (a peer that stopped without closing its
// connection) is aborted, and the control connection closed so both sides start over.
func TestAttentionTimesOutStalledStep(t *testing.T) {
	ctx, mem, w, p := fakeSetup(t, 1, Options{Log: testLog(t), Timeout: 200 * time.Millisecond, Poll: 5 * time.Millisecond})
	a := p.attn[0]
	y := mem.buf(tensor.F32, 2, 4, nil)
	if err := a.Recv(ctx, fakeQueue{1}, 0, connector.Tag{Step: 1}, []tensor.Tensor{y}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the stalled step's abort", func() bool { return a.Err() != nil })
	if err := a.Err(); !strings.Contains(err.Error(), "did not complete within 200ms") || !strings.Contains(err.Error(), "ffn rank 0") {
		t.Errorf("error %v, want the timeout named with ffn rank 0", err)
	}
	waitFor(t, "the control connection closed", func() bool { return p.sides[0].Err() != nil })
	// The FFN rank sees the connection go and aborts its side of the pair too.
	waitFor(t, "the ffn rank's abort", func() bool {
		return slices.ContainsFunc(w.calls("abort"), func(s string) bool { return strings.HasSuffix(s, "rank 0") })
	})
}

// A peer whose communicator fails is dropped (its connection ended with the reason) and its
// transfers are skipped; the other peer's rows of the same step still go through.
func TestFFNDropsFailedPeerOthersGoOn(t *testing.T) {
	ctx, mem, w, p := fakeSetup(t, 2, Options{Log: testLog(t), Poll: 5 * time.Millisecond})
	// Fail the FFN's side of attention rank 1's pair.
	p.ffn.mu.Lock()
	pc := p.ffn.peers[1]
	p.ffn.mu.Unlock()
	w.mu.Lock()
	pc.comm[0].(*guarded).c.(*fakeComm).failErr = errors.New("fake: remote error") // the fake under the transport's guard
	w.mu.Unlock()
	waitFor(t, "attention rank 1 dropped", func() bool { return p.sides[1].Err() != nil })
	if err := p.sides[1].Err(); !strings.Contains(err.Error(), "remote error") {
		t.Errorf("attention rank 1's connection ended with %v, want the communicator's error", err)
	}
	waitFor(t, "attention rank 1's abort", func() bool { return p.attn[1].Err() != nil })
	tag := connector.Tag{Step: 2, Layer: 0}
	q := fakeQueue{1}
	x := mem.buf(tensor.F32, 2, 4, func(i int) byte { return byte(i + 1) })
	if err := p.attn[0].Send(ctx, q, 0, tag, []tensor.Tensor{x}); err != nil {
		t.Fatal(err)
	}
	into := mem.buf(tensor.F32, 3, 4, nil)
	if _, err := connector.Gather(ctx, p.ffn, q, tag, []int{0, 1}, []int{2, 1}, []tensor.Tensor{into}); err != nil {
		t.Fatalf("gather with a dropped peer: %v", err)
	}
	if got, want := mem.bytesOf(into)[:32], mem.bytesOf(x); !bytes.Equal(got, want) {
		t.Errorf("the live peer's rows %v, want %v", got, want)
	}
	// The FFN rank set both communicators up from one thread of its own; the abort retired that
	// thread, so the gather's group (the last group issued) comes from another.
	w.mu.Lock()
	calls := append([]fakeThread(nil), w.threads...)
	w.mu.Unlock()
	var ffnInit []int
	for _, c := range calls {
		if c.call == "init rank 0" {
			ffnInit = append(ffnInit, c.tid)
		}
	}
	last := calls[len(calls)-1]
	if len(ffnInit) != 2 || ffnInit[0] != ffnInit[1] || last.call != "group" || last.tid == ffnInit[0] {
		t.Errorf("ffn set-ups on threads %v, last call %+v: expected both set-ups on one thread and the group after the abort on another", ffnInit, last)
	}
}

// The engines end to end over the NCCL transport (fake NCCL, fake device): the attention rank's
// SplitEngine and the FFN rank's ServeFFN in 2 stages compute the right logits; both ranks issue
// each pair's transfers in mirror order (the condition for NCCL not to deadlock); the FFN rank is
// then lost mid-step, the step fails naming it, and once a new FFN rank listens the pair rebuilds
// its communicator and the next step succeeds.
func TestEnginesOverNCCLWithRestart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*hangGuard)
	defer cancel()
	mem := newDevMem()
	w := newFakeWorld(mem)
	topo := connector.Topology{AttentionRanks: 1, FFNRanks: 1}
	rv := freeAddr(t)
	log := testLog(t)

	type ffnRank struct {
		cancel context.CancelFunc
		done   chan error
		block  chan struct{} // closed: FFN work may run
		be     *blockingFFN
	}
	startFFN := func(block bool) *ffnRank {
		fctx, fcancel := context.WithCancel(ctx)
		r := &ffnRank{cancel: fcancel, done: make(chan error, 1), be: &blockingFFN{fakeBE: fakeBE{mem: mem}, gate: make(chan struct{})}}
		if !block {
			close(r.be.gate)
		}
		go func() {
			// done is signalled once the rank is gone, listener closed, so the next may listen.
			r.done <- func() error {
				fs, err := connector.ListenFFN(fctx, connector.Config{Rendezvous: rv, Hello: testHello(connector.RoleFFN, 0, topo), Logger: log})
				if err != nil {
					return err
				}
				defer fs.Close()
				tr, err := NewFFN(fs, Options{Lib: w, Log: log, Poll: 5 * time.Millisecond, Stages: 2})
				if err != nil {
					return err
				}
				defer tr.Close()
				return runtime.ServeFFN(fctx, fs, tr, r.be, fakeWire(), nil, log)
			}()
		}()
		return r
	}

	f1 := startFFN(false)
	remote, err := runtime.NewRemoteFFN(connector.Config{Rendezvous: rv, Hello: testHello(connector.RoleAttention, 0, topo), Logger: log}, fakeWire(), 0)
	if err != nil {
		t.Fatal(err)
	}
	remote.SetDataPlane(Name, tensor.Device, func(ctx context.Context, side *connector.AttnSide) (connector.Transport, error) {
		return NewAttn(ctx, side, Options{Lib: w, Log: log, Poll: 5 * time.Millisecond})
	})
	go remote.Run(ctx)
	// Two stages: two communicators a pair, each checked for mirror order on its own.
	waitFor(t, "the first pair", func() bool { return w.ready() == 2 && remote.Ready() == nil })
	be := &fakeBE{mem: mem}
	eng, err := runtime.NewSplitEngine(be, remote, 2)
	if err != nil {
		t.Fatal(err)
	}
	steps := []runtime.SeqStep{{ID: 1, Tokens: []int32{5, 6}}, {ID: 2, Tokens: []int32{7}}, {ID: 3, Tokens: []int32{9, 1, 2}}}
	checkStep := func(what string) {
		t.Helper()
		logits, err := eng.Step(ctx, steps)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		for i, s := range steps {
			if want := expectLogits(s.Tokens[len(s.Tokens)-1], 3); !slices.Equal(logits[i], want) {
				t.Errorf("%s: sequence %d logits %v, want %v", what, s.ID, logits[i], want)
			}
		}
	}
	checkStep("first step")
	checkStep("second step")
	checkMirror(t, w)

	// Lose the FFN rank while the step is in flight: its FFN work is held back, then the process
	// "dies" (its connection and communicator go).
	f1.cancel()
	<-f1.done
	f2 := startFFN(true)
	// A new pair exists only once the attention rank saw the loss and dialled again.
	waitFor(t, "the second pair", func() bool { return w.ready() >= 4 && remote.Ready() == nil })
	errc := make(chan error, 1)
	go func() { _, err := eng.Step(ctx, steps); errc <- err }()
	waitFor(t, "the step in flight at the ffn rank", func() bool { return f2.be.entered() })
	f2.cancel()
	err = <-errc
	if err == nil || !strings.Contains(err.Error(), "ffn rank 0") {
		t.Fatalf("the step in flight when the ffn rank was lost: %v, want an error naming ffn rank 0", err)
	}
	close(f2.be.gate)
	<-f2.done
	before := w.ready()
	startFFN(false)
	waitFor(t, "the third pair", func() bool { return w.ready() > before && remote.Ready() == nil })
	checkStep("step after the restart")
	// One communicator per connection: at least one per FFN rank started (a reconnect can reach a
	// rank in the moment it is closing and make one more).
	if n := len(w.pairs()); n < 3 {
		t.Errorf("%d communicators made, want at least 3 (one per connection)", n)
	}
}

// blockingFFN holds its FFN work until gate is closed.
type blockingFFN struct {
	fakeBE
	gate chan struct{}
	in   sync.Once
	hit  chan struct{}
	mu   sync.Mutex
}

func (b *blockingFFN) entered() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.hit == nil {
		return false
	}
	select {
	case <-b.hit:
		return true
	default:
		return false
	}
}

func (b *blockingFFN) FFN(ctx context.Context, q runtime.Queue, layer int, in []tensor.Tensor, out tensor.Tensor) error {
	b.mu.Lock()
	if b.hit == nil {
		b.hit = make(chan struct{})
	}
	hit := b.hit
	b.mu.Unlock()
	b.in.Do(func() { close(hit) })
	select {
	case <-b.gate:
	case <-ctx.Done():
		return ctx.Err()
	}
	return b.fakeBE.FFN(ctx, q, layer, in, out)
}

// checkMirror asserts that on every communicator the two ranks issued their calls in mirror order:
// the i-th call of one rank is the counterpart (send against receive, same size) of the i-th call
// of the other. NCCL runs a communicator's calls in issue order on each rank, so any other order
// can deadlock once a transfer outgrows NCCL's buffers.
func checkMirror(t *testing.T, w *fakeWorld) {
	t.Helper()
	w.mu.Lock()
	defer w.mu.Unlock()
	seq := map[string][2][]string{}
	for _, l := range w.log {
		var verb, id string
		var rank, n int
		var stream uintptr
		if _, err := fmt.Sscanf(l, "%s %s rank %d %d bytes stream %d", &verb, &id, &rank, &n, &stream); err != nil {
			continue
		}
		s := seq[id]
		if rank == 1 { // write both in rank 0's terms
			verb = map[string]string{"send": "recv", "recv": "send"}[verb]
		}
		s[rank] = append(s[rank], fmt.Sprintf("%s %d", verb, n))
		seq[id] = s
	}
	if len(seq) == 0 {
		t.Fatal("no transfers recorded")
	}
	for id, s := range seq {
		if !slices.Equal(s[0], s[1]) {
			t.Errorf("communicator %s: ranks issued different orders:\nffn (rank 0):       %v\nattention (mirror): %v", id, s[0], s[1])
		}
	}
}

// spanningQueue is a stage queue that keeps a timeline (as the CUDA backend's does while tracing)
// or not: it records the spans it was asked to open and ended.
type spanningQueue struct {
	fakeQueue
	keep  bool
	named []string
	ended int
}

func (q *spanningQueue) OpenSpan(name func() string) (func(), error) {
	if !q.keep {
		return func() {}, nil
	}
	n := name()
	q.named = append(q.named, n)
	return func() { q.ended++ }, nil
}

// Transfers on both sides open a timeline span per transfer, named by direction, layer and stage,
// and end it once the transfer is issued (the FFN side's at the end of its group); a queue that
// keeps no timeline is never asked for a name.
func TestTransferSpans(t *testing.T) {
	ctx, mem, _, p := fakeSetup(t, 1, Options{Log: testLog(t)})
	tag := connector.Tag{Step: 1, Layer: 3, Stage: 1}
	aq := &spanningQueue{fakeQueue: fakeQueue{s: 1}, keep: true}
	x := mem.buf(tensor.BF16, 2, 8, func(i int) byte { return byte(i) })
	if err := p.attn[0].Send(ctx, aq, 0, tag, []tensor.Tensor{x}); err != nil {
		t.Fatal(err)
	}
	fq := &spanningQueue{fakeQueue: fakeQueue{s: 2}, keep: true}
	into := mem.buf(tensor.BF16, 2, 8, nil)
	if _, err := connector.Gather(ctx, p.ffn, fq, tag, []int{0}, []int{2}, []tensor.Tensor{into}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		side string
		q    *spanningQueue
		want string
	}{{"attention", aq, "nccl send layer 3 stage 1"}, {"ffn", fq, "nccl recv layer 3 stage 1"}} {
		if !slices.Equal(c.q.named, []string{c.want}) || c.q.ended != 1 {
			t.Errorf("%s side opened %q and ended %d spans, want [%q] and 1", c.side, c.q.named, c.q.ended, c.want)
		}
	}
	quiet := &spanningQueue{fakeQueue: fakeQueue{s: 1}}
	y := mem.buf(tensor.BF16, 2, 8, nil)
	if err := p.attn[0].Recv(ctx, quiet, 0, tag, []tensor.Tensor{y}); err != nil {
		t.Fatal(err)
	}
	if len(quiet.named) != 0 {
		t.Errorf("a queue keeping no timeline was asked for the names %q", quiet.named)
	}
}

// abortWaiter is a communicator whose Abort returns only once every communicator of its pair has
// begun to abort, as NCCL's does when another communicator's kernel still spins on the device
// (the abort's cudaFree waits for it), or fails after a while.
type abortWaiter struct {
	Comm
	entered *sync.WaitGroup
}

func (a abortWaiter) Abort() error {
	a.entered.Done()
	done := make(chan struct{})
	go func() { a.entered.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-time.After(hangGuard):
		return errors.New("deadlocked: the other communicator never began to abort")
	}
}

// TestPairAbortConcurrent: a pair's communicators are aborted all at once, so an abort that waits
// for the other communicator's kernels to stop (which stop only when that one is aborted) returns.
func TestPairAbortConcurrent(t *testing.T) {
	var entered sync.WaitGroup
	entered.Add(3)
	cs := comms{abortWaiter{entered: &entered}, abortWaiter{entered: &entered}, abortWaiter{entered: &entered}}
	if err := cs.Abort(); err != nil {
		t.Fatalf("aborting a pair's 3 communicators: %v", err)
	}
}
