package ncclxport

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// The tests' transfers: bf16 rows of ipcWidth, at most ipcMaxRows a step (the hello's bound).
const (
	ipcWidth   = 8
	ipcMaxRows = 64
	ipcRowB    = ipcWidth * 2
)

// ipcPairs is one FFN rank and its attention ranks over a loopback rendezvous with IPC planes on
// one fake IPC, each rank its own "process".
type ipcPairs struct {
	rv    string
	fs    *connector.FFNSide
	ffn   *IPCFFN
	sides []*connector.AttnSide
	attn  []*IPCAttn
}

func ipcHello(role string, rank, nAttn, stages int) connector.Hello {
	h := testHello(role, rank, connector.Topology{AttentionRanks: nAttn, FFNRanks: 1})
	h.Transport, h.Stages, h.MaxRows = IPC, stages, ipcMaxRows
	return h
}

func ipcOptions(t *testing.T, stages int) Options {
	return Options{Log: testLog(t), Stages: stages, SlotBytes: ipcMaxRows * ipcRowB, Poll: 2 * time.Millisecond, Timeout: 5 * time.Second}
}

// ipcSetup starts the FFN rank and nAttn attention ranks on rendezvous rv ("" picks one).
func ipcSetup(t *testing.T, ctx context.Context, w *fakeIPC, rv string, nAttn int, opt Options) *ipcPairs {
	t.Helper()
	if rv == "" {
		rv = freeAddr(t)
	}
	p := &ipcPairs{rv: rv, sides: make([]*connector.AttnSide, nAttn), attn: make([]*IPCAttn, nAttn)}
	var wg sync.WaitGroup
	errs := make([]error, nAttn+1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		fs, err := connector.ListenFFN(ctx, connector.Config{Rendezvous: rv, Hello: ipcHello(connector.RoleFFN, 0, nAttn, opt.Stages)})
		if err == nil {
			p.fs = fs
			o := opt
			o.Dev = w.dev("ffn")
			p.ffn, err = NewIPCFFN(fs, o)
		}
		errs[nAttn] = err
	}()
	for a := range nAttn {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.sides[a], p.attn[a], errs[a] = ipcDial(ctx, w, rv, a, nAttn, opt)
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.close() })
	return p
}

func ipcDial(ctx context.Context, w *fakeIPC, rv string, a, nAttn int, opt Options) (*connector.AttnSide, *IPCAttn, error) {
	side, err := connector.DialAttention(ctx, connector.Config{Rendezvous: rv, Hello: ipcHello(connector.RoleAttention, a, nAttn, opt.Stages)})
	if err != nil {
		return nil, nil, err
	}
	o := opt
	o.Dev = w.dev(fmt.Sprintf("attn%d", a))
	tr, err := NewIPCAttn(ctx, side, o)
	if err != nil {
		side.Close()
		return nil, nil, err
	}
	return side, tr, nil
}

func (p *ipcPairs) close() {
	for i := range p.attn {
		if p.attn[i] != nil {
			p.attn[i].Close()
			p.sides[i].Close()
		}
	}
	if p.ffn != nil {
		p.ffn.Close()
		p.fs.Close()
	}
}

// ipcBegin starts a step: each attention rank's header (counts[a][s] rows of stage s), then the
// FFN rank's merged header.
func ipcBegin(t *testing.T, ctx context.Context, p *ipcPairs, counts [][]int) connector.StepHeader {
	t.Helper()
	var step uint64
	for a, side := range p.sides {
		if side == nil {
			continue
		}
		step = side.NextStep()
		cs := make([][]int, len(counts[a]))
		for s, c := range counts[a] {
			cs[s] = []int{c}
		}
		if err := side.SendStep(ctx, connector.StepHeader{Step: step, Stages: len(cs), Counts: cs}); err != nil {
			t.Fatal(err)
		}
	}
	h, err := p.fs.RecvStep(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if h.Step != step {
		t.Fatalf("ffn rank merged step %d, want %d", h.Step, step)
	}
	return h
}

// payload is the distinct bytes attention rank a sends at one layer and stage.
func payload(a, layer, stage, step int) func(i int) byte {
	return func(i int) byte { return byte(i*7 + a*31 + layer*11 + stage*5 + step*3 + 1) }
}

// ffnCompute is the fake FFN: every byte plus the layer and one.
func ffnCompute(b []byte, layer int) []byte {
	out := make([]byte, len(b))
	for i, x := range b {
		out[i] = x + byte(layer) + 1
	}
	return out
}

// exchange runs one layer of one stage: every attention rank sends its rows, the FFN rank gathers
// them, computes and scatters, every attention rank receives; it checks what each side got.
func exchange(t *testing.T, ctx context.Context, mem *devMem, p *ipcPairs, step uint64, layer, stage int, rows []int) {
	t.Helper()
	exchangeOn(t, ctx, fakeQueue{s: 10 + 1}, mem, p, step, layer, stage, rows)
}

// exchangeOn is exchange with every transfer on queue q.
func exchangeOn(t *testing.T, ctx context.Context, q tensor.Queue, mem *devMem, p *ipcPairs, step uint64, layer, stage int, rows []int) {
	t.Helper()
	tag := connector.Tag{Step: step, Layer: layer, Stage: stage}
	total := 0
	var peers, counts []int
	sent := make([]tensor.Tensor, len(p.attn))
	for a, tr := range p.attn {
		sent[a] = mem.buf(tensor.BF16, rows[a], ipcWidth, payload(a, layer, stage, int(step)))
		if err := tr.Send(ctx, q, 0, tag, []tensor.Tensor{sent[a]}); err != nil {
			t.Fatalf("attention rank %d: %v", a, err)
		}
		peers, counts = append(peers, a), append(counts, rows[a])
		total += rows[a]
	}
	into := mem.buf(tensor.BF16, total, ipcWidth, nil)
	dropped, err := connector.Gather(ctx, p.ffn, q, tag, peers, counts, []tensor.Tensor{into})
	if err != nil || len(dropped) > 0 {
		t.Fatalf("gather %s: dropped %v, %v", tag, dropped, err)
	}
	var want []byte
	for a := range p.attn {
		want = append(want, mem.bytesOf(sent[a])...)
	}
	if got := mem.bytesOf(into); !bytes.Equal(got, want) {
		t.Fatalf("ffn rank gathered %v at %s, want the peers' rows %v", got, tag, want)
	}
	out := mem.buf(tensor.BF16, total, ipcWidth, nil)
	copy(mem.bytesOf(out), ffnCompute(mem.bytesOf(into), layer))
	if dropped, err := connector.Scatter(ctx, p.ffn, q, tag, peers, counts, []tensor.Tensor{out}); err != nil || len(dropped) > 0 {
		t.Fatalf("scatter %s: dropped %v, %v", tag, dropped, err)
	}
	for a, tr := range p.attn {
		got := mem.buf(tensor.BF16, rows[a], ipcWidth, nil)
		if err := tr.Recv(ctx, q, 0, tag, []tensor.Tensor{got}); err != nil {
			t.Fatalf("attention rank %d: %v", a, err)
		}
		if w := ffnCompute(mem.bytesOf(sent[a]), layer); !bytes.Equal(mem.bytesOf(got), w) {
			t.Fatalf("attention rank %d received %v at %s, want %v", a, mem.bytesOf(got), tag, w)
		}
	}
}

// Two attention ranks and one FFN rank at two stages over three layers and two steps, with uneven
// rows and stages of no rows: every byte arrives where it should, the bulk bytes move by device
// copies only (payload and result, copied in and out once each), and closing releases every
// buffer and mapping of every process.
func TestIPCRoundTrips(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	mem := newDevMem()
	w := newFakeIPC(mem)
	p := ipcSetup(t, ctx, w, "", 2, ipcOptions(t, 2))
	for _, proc := range []string{"ffn", "attn0", "attn1"} {
		allocs, maps := w.held(proc)
		wantMaps := 2
		if proc == "ffn" {
			wantMaps = 4
		}
		if allocs != wantMaps || maps != wantMaps {
			t.Errorf("%s holds %d buffers and %d mappings, want %d and %d (one per stage and peer)", proc, allocs, maps, wantMaps, wantMaps)
		}
	}
	moved := 0
	steps := [][][]int{
		{{3, 0}, {1, 5}},  // attention rank 0 has no stage-1 rows
		{{1, 2}, {0, 64}}, // rank 1 fills its buffer on stage 1
	}
	for _, counts := range steps {
		h := ipcBegin(t, ctx, p, counts)
		for layer := range 3 {
			for s := range 2 {
				rows := []int{counts[0][s], counts[1][s]}
				if rows[0]+rows[1] == 0 {
					continue
				}
				exchange(t, ctx, mem, p, h.Step, layer, s, rows)
				moved += 4 * (rows[0] + rows[1]) * ipcRowB // in and out, each way
			}
		}
	}
	if got := w.copiedBytes(); got != moved {
		t.Errorf("%d bytes copied on the device, want %d (each transfer copied into the peer's buffer and out once)", got, moved)
	}
	st := p.attn[1].opt.Stats.Snapshot()
	if len(st) == 0 {
		t.Errorf("no exchanges counted on attention rank 1")
	}
	p.close()
	for _, proc := range []string{"ffn", "attn0", "attn1"} {
		if allocs, maps := w.held(proc); allocs != 0 || maps != 0 {
			t.Errorf("after close %s still holds %d buffers and %d mappings", proc, allocs, maps)
		}
	}
}

// issuingFakeQueue is a stage queue that issues work on its stream itself, as the CUDA backend's
// queues do from the device's thread; it counts the calls it ran.
type issuingFakeQueue struct {
	fakeQueue
	issued int
}

func (q *issuingFakeQueue) Issue(f func() error) error {
	q.issued++
	return f()
}

// A stage queue that issues work on its stream itself gets every copy of a transfer, sent or
// received, on either side (none goes through the plane's issuing thread), and the bytes arrive as
// over the issuing thread.
func TestIPCCopiesOnTheQueue(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	mem := newDevMem()
	w := newFakeIPC(mem)
	p := ipcSetup(t, ctx, w, "", 2, ipcOptions(t, 1))
	defer p.close()
	q := &issuingFakeQueue{fakeQueue: fakeQueue{s: 1}}
	h := ipcBegin(t, ctx, p, [][]int{{3}, {2}})
	before := w.copyCount()
	for layer := range 3 {
		exchangeOn(t, ctx, q, mem, p, h.Step, layer, 0, []int{3, 2})
	}
	// Per layer: two payloads copied in and out, two results copied in and out.
	if copies := w.copyCount() - before; copies != 3*8 || q.issued != copies {
		t.Errorf("%d copies, %d of them issued by the queue; want 24, all by the queue", copies, q.issued)
	}
}

// A transfer of zero rows moves nothing and needs no step; more rows than the receive buffer holds
// is refused before any copy; a second send on a stage before the peer answered is refused rather
// than overwriting the bytes the peer may not have copied out yet.
func TestIPCSizesAndReuse(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	mem := newDevMem()
	w := newFakeIPC(mem)
	p := ipcSetup(t, ctx, w, "", 1, ipcOptions(t, 1))
	a := p.attn[0]
	q := fakeQueue{s: 1}
	if err := a.Send(ctx, q, 0, connector.Tag{Step: 9}, []tensor.Tensor{mem.buf(tensor.BF16, 0, ipcWidth, nil)}); err != nil {
		t.Errorf("a send of zero rows: %v, want nothing done", err)
	}
	if err := a.Recv(ctx, q, 0, connector.Tag{Step: 9}, []tensor.Tensor{mem.buf(tensor.BF16, 0, ipcWidth, nil)}); err != nil {
		t.Errorf("a receive of zero rows: %v, want nothing done", err)
	}
	if n := w.copiedBytes(); n != 0 {
		t.Errorf("%d bytes copied for zero rows", n)
	}
	h := ipcBegin(t, ctx, p, [][]int{{ipcMaxRows}})
	tag := connector.Tag{Step: h.Step}
	big := mem.buf(tensor.F32, ipcMaxRows, ipcWidth, nil) // twice the bytes a row of the plan
	err := a.Send(ctx, q, 0, tag, []tensor.Tensor{big})
	if err == nil || !strings.Contains(err.Error(), "receive buffer holds") {
		t.Errorf("a send larger than the buffer: %v, want it refused naming the buffer's size", err)
	}
	x := mem.buf(tensor.BF16, ipcMaxRows, ipcWidth, payload(0, 0, 0, 1))
	if err := a.Send(ctx, q, 0, tag, []tensor.Tensor{x}); err != nil {
		t.Fatal(err)
	}
	err = a.Send(ctx, q, 0, connector.Tag{Step: h.Step, Layer: 1}, []tensor.Tensor{x})
	if err == nil || !strings.Contains(err.Error(), "still holds the previous transfer") {
		t.Errorf("a second send on the stage before an answer: %v, want it refused", err)
	}
	if err := a.Send(ctx, q, 1, tag, []tensor.Tensor{x}); err == nil || !strings.Contains(err.Error(), "not this rank's owner") {
		t.Errorf("a send to ffn rank 1: %v, want it refused", err)
	}
}

// The FFN rank is killed in the middle of a step (after the attention rank's payload, before its
// answer): the attention rank's receive fails promptly naming the FFN rank, later transfers fail
// at once, its buffers and mappings are released on Close; a restarted FFN rank and a new
// connection get fresh buffers (new handles), and the exchange works again.
func TestIPCFFNKilledMidStep(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	mem := newDevMem()
	w := newFakeIPC(mem)
	opt := ipcOptions(t, 1)
	p := ipcSetup(t, ctx, w, "", 1, opt)
	a := p.attn[0]
	oldSet := a.peer.id
	h := ipcBegin(t, ctx, p, [][]int{{4}})
	tag := connector.Tag{Step: h.Step}
	q := fakeQueue{s: 1}
	if err := a.Send(ctx, q, 0, tag, []tensor.Tensor{mem.buf(tensor.BF16, 4, ipcWidth, payload(0, 0, 0, 0))}); err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(20 * time.Millisecond)
		p.ffn.Close()
		p.fs.Close()
	}()
	err := a.Recv(ctx, q, 0, tag, []tensor.Tensor{mem.buf(tensor.BF16, 4, ipcWidth, nil)})
	if err == nil || !strings.Contains(err.Error(), "ffn rank 0") {
		t.Fatalf("receive while the ffn rank dies: %v, want an error naming ffn rank 0", err)
	}
	waitFor(t, "the attention rank's failure", func() bool { return a.Err() != nil })
	err = a.Send(ctx, q, 0, connector.Tag{Step: h.Step, Layer: 1}, []tensor.Tensor{mem.buf(tensor.BF16, 4, ipcWidth, nil)})
	if err == nil || !strings.Contains(err.Error(), "ffn rank 0") {
		t.Errorf("a send after the loss: %v, want an error naming ffn rank 0", err)
	}
	if allocs, maps := w.held("ffn"); allocs != 0 || maps != 0 {
		t.Errorf("the closed ffn rank still holds %d buffers and %d mappings", allocs, maps)
	}
	a.Close()
	p.sides[0].Close()
	if allocs, maps := w.held("attn0"); allocs != 0 || maps != 0 {
		t.Errorf("the attention rank still holds %d buffers and %d mappings after Close", allocs, maps)
	}
	p.attn, p.sides, p.ffn = nil, nil, nil

	// The restart: the same rendezvous, fresh buffers on both sides.
	p2 := ipcSetup(t, ctx, w, p.rv, 1, opt)
	if p2.attn[0].peer.id == oldSet {
		t.Errorf("the restarted ffn rank's buffer set %x is the old one's", oldSet)
	}
	h = ipcBegin(t, ctx, p2, [][]int{{4}})
	exchange(t, ctx, mem, p2, h.Step, 0, 0, []int{4})
}

// An attention rank killed in the middle of a step: the FFN rank drops it from the step (the other
// peer's rows go on) and releases its buffers and mappings; its next connection gets fresh ones.
func TestIPCAttentionKilledMidStep(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	mem := newDevMem()
	w := newFakeIPC(mem)
	opt := ipcOptions(t, 1)
	p := ipcSetup(t, ctx, w, "", 2, opt)
	h := ipcBegin(t, ctx, p, [][]int{{2}, {3}})
	tag := connector.Tag{Step: h.Step}
	q := fakeQueue{s: 1}
	x0 := mem.buf(tensor.BF16, 2, ipcWidth, payload(0, 0, 0, 0))
	if err := p.attn[0].Send(ctx, q, 0, tag, []tensor.Tensor{x0}); err != nil {
		t.Fatal(err)
	}
	// Attention rank 1 dies before sending.
	p.attn[1].Close()
	p.sides[1].Close()
	into := mem.buf(tensor.BF16, 5, ipcWidth, nil)
	counts := []int{2, 3}
	dropped, err := connector.Gather(ctx, p.ffn, q, tag, []int{0, 1}, counts, []tensor.Tensor{into})
	if err != nil || !slices.Equal(dropped, []int{1}) {
		t.Fatalf("gather with attention rank 1 dead: dropped %v, %v; want [1] dropped and no error", dropped, err)
	}
	if got := mem.bytesOf(into)[:2*ipcRowB]; !bytes.Equal(got, mem.bytesOf(x0)) {
		t.Errorf("attention rank 0's rows %v, want %v", got, mem.bytesOf(x0))
	}
	// The step goes on for rank 0: its answer arrives.
	out := mem.buf(tensor.BF16, 2, ipcWidth, nil)
	copy(mem.bytesOf(out), ffnCompute(mem.bytesOf(x0), 0))
	if dropped, err := connector.Scatter(ctx, p.ffn, q, tag, []int{0, 1}, counts, []tensor.Tensor{out}); err != nil || len(dropped) > 0 {
		t.Fatalf("scatter to the survivor: dropped %v, %v", dropped, err)
	}
	got := mem.buf(tensor.BF16, 2, ipcWidth, nil)
	if err := p.attn[0].Recv(ctx, q, 0, tag, []tensor.Tensor{got}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(mem.bytesOf(got), mem.bytesOf(out)) {
		t.Errorf("attention rank 0 received %v, want %v", mem.bytesOf(got), mem.bytesOf(out))
	}
	waitFor(t, "attention rank 1's buffers released", func() bool {
		allocs, maps := w.held("ffn")
		return allocs == 1 && maps == 1
	})
	// Rank 1 comes back: fresh buffers, and a full step with both peers.
	side, tr, err := ipcDial(ctx, w, p.rv, 1, 2, opt)
	if err != nil {
		t.Fatal(err)
	}
	p.sides[1], p.attn[1] = side, tr
	h = ipcBegin(t, ctx, p, [][]int{{1}, {2}})
	exchange(t, ctx, mem, p, h.Step, 0, 0, []int{1, 2})
}

// A peer whose notice does not match what the FFN rank expects (not an ipc notice, another buffer
// set, other bytes) is dropped from the step with a message saying what came and what was
// expected; its connection ends, so it starts over with fresh buffers.
func TestIPCBadNotices(t *testing.T) {
	for _, c := range []struct {
		name  string
		forge func(n tensor.Tensor, own *bufferSet)
		want  string
	}{
		{"no mark", func(n tensor.Tensor, own *bufferSet) { clear(n.Bytes) }, "without the ipc mark"},
		{"old set", func(n tensor.Tensor, own *bufferSet) { writeNotice(n, own.id+1, 0, 3*ipcRowB) }, "expected this connection's"},
		{"bytes", func(n tensor.Tensor, own *bufferSet) { writeNotice(n, own.id, 0, 2*ipcRowB) }, fmt.Sprintf("notice of %d bytes, expected %d", 2*ipcRowB, 3*ipcRowB)},
		{"buffer", func(n tensor.Tensor, own *bufferSet) { writeNotice(n, own.id, 1, 3*ipcRowB) }, "notice for buffer 1, expected 0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
			defer cancel()
			mem := newDevMem()
			w := newFakeIPC(mem)
			p := ipcSetup(t, ctx, w, "", 1, ipcOptions(t, 1))
			h := ipcBegin(t, ctx, p, [][]int{{3}})
			tag := connector.Tag{Step: h.Step}
			p.ffn.mu.Lock()
			own := p.ffn.peers[0].own
			p.ffn.mu.Unlock()
			n := newNotice(3)
			c.forge(n, own)
			if err := p.sides[0].Transport().Send(ctx, nil, 0, tag, []tensor.Tensor{n}); err != nil {
				t.Fatal(err)
			}
			into := mem.buf(tensor.BF16, 3, ipcWidth, nil)
			dropped, err := connector.Gather(ctx, p.ffn, fakeQueue{s: 1}, tag, []int{0}, []int{3}, []tensor.Tensor{into})
			if err != nil || !slices.Equal(dropped, []int{0}) {
				t.Fatalf("gather of a forged notice: dropped %v, %v; want the peer dropped", dropped, err)
			}
			waitFor(t, "the peer's connection ended", func() bool { return p.sides[0].Err() != nil })
			if err := p.sides[0].Err(); !strings.Contains(err.Error(), c.want) {
				t.Errorf("the peer was told %v, want %q", err, c.want)
			}
			if w.copiedBytes() != 0 {
				t.Errorf("%d bytes copied out of the buffer for a forged notice", w.copiedBytes())
			}
		})
	}
}

// Bad buffer handles from a peer: the FFN rank drops a peer whose handles it cannot use, naming
// why, and holds nothing for it; the set's decoding refuses every malformed form.
func TestIPCBadHandles(t *testing.T) {
	id := uint64(7)
	good := encodeSet(id, 1024, [][]byte{make([]byte, ipcHandleBytes)})
	for _, c := range []struct {
		name string
		enc  []byte
		want string
	}{
		{"short", good[:10], "without the"},
		{"magic", append([]byte("NOTIPC!!"), good[8:]...), "without the"},
		{"count", encodeSet(id, 1024, [][]byte{make([]byte, ipcHandleBytes), make([]byte, ipcHandleBytes)}), "exports 2 buffers, expected 1"},
		{"size", encodeSet(id, 0, [][]byte{make([]byte, ipcHandleBytes)}), "buffers are 0 bytes"},
		{"truncated", good[:len(good)-1], fmt.Sprintf("buffer handles of %d bytes, expected %d", len(good)-1, len(good))},
	} {
		if _, _, _, err := decodeSet(c.enc, 1); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: decodeSet: %v, want an error containing %q", c.name, err, c.want)
		}
	}
	mem := newDevMem()
	w := newFakeIPC(mem)
	is := newIssuer(nil)
	defer is.retire()
	if _, err := openSet(is, w.dev("a"), good, 1, 0); err == nil || !strings.Contains(err.Error(), "invalid handle") || !strings.Contains(err.Error(), "one GPU") {
		t.Errorf("openSet of an unknown handle: %v, want the driver's refusal and the one-GPU hint", err)
	}
	own, enc, err := allocSet(is, w.dev("b"), 1, 1024)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := openSet(is, w.dev("a"), enc, 1, 2048); err == nil || !strings.Contains(err.Error(), "hold 1024 bytes, expected at least 2048") {
		t.Errorf("openSet of buffers too small: %v, want the sizes named", err)
	}
	if allocs, maps := w.held("a"); allocs != 0 || maps != 0 {
		t.Errorf("a failed open left %d buffers and %d mappings", allocs, maps)
	}
	own.release(is, w.dev("b"), false)

	// Over the rendezvous: a peer sharing garbage handles.
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	rv := freeAddr(t)
	opt := ipcOptions(t, 1)
	var fs *connector.FFNSide
	var ffn *IPCFFN
	done := make(chan error, 1)
	go func() {
		var err error
		fs, err = connector.ListenFFN(ctx, connector.Config{Rendezvous: rv, Hello: ipcHello(connector.RoleFFN, 0, 1, 1)})
		if err == nil {
			o := opt
			o.Dev = w.dev("ffn")
			ffn, err = NewIPCFFN(fs, o)
		}
		done <- err
	}()
	side, err := connector.DialAttention(ctx, connector.Config{Rendezvous: rv, Hello: ipcHello(connector.RoleAttention, 0, 1, 1)})
	if err != nil {
		t.Fatal(err)
	}
	defer side.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	defer fs.Close()
	defer ffn.Close()
	if err := side.ShareCollectiveID(ctx, connector.CollectiveID{Transport: IPC, ID: good}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the peer dropped", func() bool { return side.Err() != nil })
	if err := side.Err(); !strings.Contains(err.Error(), "attention rank 0") || !strings.Contains(err.Error(), "invalid handle") {
		t.Errorf("the peer was told %v, want its rank and the refused handle", err)
	}
	waitFor(t, "nothing held for the dropped peer", func() bool {
		allocs, maps := w.held("ffn")
		return allocs == 0 && maps == 0
	})
}

// A copy that fails on the device fails the attention rank's pair naming the FFN rank, and every
// later transfer fails at once.
func TestIPCCopyFailure(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	mem := newDevMem()
	w := newFakeIPC(mem)
	p := ipcSetup(t, ctx, w, "", 1, ipcOptions(t, 1))
	w.mu.Lock()
	w.failCopy = func(proc string, n int) error {
		if proc == "attn0" {
			return errors.New("fake: CUDA_ERROR_ILLEGAL_ADDRESS")
		}
		return nil
	}
	w.mu.Unlock()
	h := ipcBegin(t, ctx, p, [][]int{{2}})
	x := mem.buf(tensor.BF16, 2, ipcWidth, nil)
	err := p.attn[0].Send(ctx, fakeQueue{s: 1}, 0, connector.Tag{Step: h.Step}, []tensor.Tensor{x})
	if err == nil || !strings.Contains(err.Error(), "ILLEGAL_ADDRESS") || !strings.Contains(err.Error(), "ffn rank 0") {
		t.Fatalf("send with a failing copy: %v, want the device's error naming ffn rank 0", err)
	}
	if err := p.attn[0].Recv(ctx, fakeQueue{s: 1}, 0, connector.Tag{Step: h.Step}, []tensor.Tensor{x}); err == nil || !strings.Contains(err.Error(), "ILLEGAL_ADDRESS") {
		t.Errorf("a receive after the failure: %v, want the pair's error at once", err)
	}
}

// A transport whose peers agree on another data plane is refused at set-up, naming both.
func TestIPCPlaneMismatch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	rv := freeAddr(t)
	mem := newDevMem()
	nw := newFakeWorld(mem)
	w := newFakeIPC(mem)
	done := make(chan error, 1)
	var fs *connector.FFNSide
	go func() {
		var err error
		fs, err = connector.ListenFFN(ctx, connector.Config{Rendezvous: rv, Hello: ipcHello(connector.RoleFFN, 0, 1, 1)})
		if err == nil {
			var f *FFN
			f, err = NewFFN(fs, Options{Lib: nw, Log: testLog(t)}) // an nccl FFN rank
			t.Cleanup(func() { f.Close() })
		}
		done <- err
	}()
	side, err := connector.DialAttention(ctx, connector.Config{Rendezvous: rv, Hello: ipcHello(connector.RoleAttention, 0, 1, 1)})
	if err != nil {
		t.Fatal(err)
	}
	defer side.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	defer fs.Close()
	o := ipcOptions(t, 1)
	o.Dev = w.dev("attn0")
	_, err = NewIPCAttn(ctx, side, o)
	if err == nil || !strings.Contains(err.Error(), `offers a "nccl" data plane, expected "ipc"`) {
		t.Errorf("NewIPCAttn against an nccl ffn rank: %v, want the mismatch named", err)
	}
	if allocs, maps := w.held("attn0"); allocs != 0 || maps != 0 {
		t.Errorf("a refused set-up left %d buffers and %d mappings", allocs, maps)
	}
}

// The runtime's engines over the IPC plane: an attention rank's split engine (RemoteFFN, two
// stages) and an FFN rank serving it (ServeFFN), on the fake device: every step's logits are the
// model's exactly, as over TCP; an FFN rank lost with a step in flight fails that step naming it,
// and after a restart (a new connection, fresh buffers) the steps are exact again.
func TestEnginesOverIPCWithRestart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*hangGuard)
	defer cancel()
	mem := newDevMem()
	w := newFakeIPC(mem)
	topo := connector.Topology{AttentionRanks: 1, FFNRanks: 1}
	rv := freeAddr(t)
	log := testLog(t)
	hello := func(role string) connector.Hello {
		h := testHello(role, 0, topo)
		h.Transport = IPC
		return h
	}
	type ffnRank struct {
		cancel context.CancelFunc
		done   chan error
		be     *blockingFFN
	}
	startFFN := func(block bool) *ffnRank {
		fctx, fcancel := context.WithCancel(ctx)
		r := &ffnRank{cancel: fcancel, done: make(chan error, 1), be: &blockingFFN{fakeBE: fakeBE{mem: mem}, gate: make(chan struct{})}}
		if !block {
			close(r.be.gate)
		}
		go func() {
			r.done <- func() error {
				fs, err := connector.ListenFFN(fctx, connector.Config{Rendezvous: rv, Hello: hello(connector.RoleFFN), Logger: log})
				if err != nil {
					return err
				}
				defer fs.Close()
				tr, err := NewIPCFFN(fs, Options{Dev: w.dev("ffn"), Log: log, Poll: 5 * time.Millisecond, Stages: 2})
				if err != nil {
					return err
				}
				defer tr.Close()
				return runtime.ServeFFN(fctx, fs, tr, r.be, fakeWire(), nil, log)
			}()
		}()
		return r
	}
	sets := map[uint64]bool{}
	var setsMu sync.Mutex
	f1 := startFFN(false)
	remote, err := runtime.NewRemoteFFN(connector.Config{Rendezvous: rv, Hello: hello(connector.RoleAttention), Logger: log}, fakeWire(), 0)
	if err != nil {
		t.Fatal(err)
	}
	slot := 512 * runtime.WireRowBytes(fakeWire())
	remote.SetDataPlane(IPC, tensor.Device, func(ctx context.Context, side *connector.AttnSide) (connector.Transport, error) {
		tr, err := NewIPCAttn(ctx, side, Options{Dev: w.dev("attn"), Log: log, Poll: 5 * time.Millisecond, Stages: 2, SlotBytes: slot})
		if err == nil {
			setsMu.Lock()
			sets[tr.peer.id] = true
			setsMu.Unlock()
		}
		return tr, err
	})
	go remote.Run(ctx)
	waitFor(t, "the first pair", func() bool { return remote.Ready() == nil })
	eng, err := runtime.NewSplitEngine(&fakeBE{mem: mem}, remote, 2)
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
	copied := w.copiedBytes()
	checkStep("first step")
	checkStep("second step")
	if w.copiedBytes() == copied {
		t.Errorf("two steps copied nothing on the device: the hidden states did not move over the plane")
	}

	// Lose the FFN rank with a step in flight.
	f1.cancel()
	<-f1.done
	f2 := startFFN(true)
	waitFor(t, "the second pair", func() bool {
		setsMu.Lock()
		defer setsMu.Unlock()
		return len(sets) >= 2 && remote.Ready() == nil
	})
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
	setsMu.Lock()
	before := len(sets)
	setsMu.Unlock()
	startFFN(false)
	waitFor(t, "the third pair", func() bool {
		setsMu.Lock()
		defer setsMu.Unlock()
		return len(sets) > before && remote.Ready() == nil
	})
	checkStep("step after the restart")
	waitFor(t, "the lost ranks' buffers released", func() bool {
		// The live pair holds 2 buffers and 2 mappings on each side; the lost FFN ranks nothing.
		fa, fm := w.held("ffn")
		aa, am := w.held("attn")
		return fa == 2 && fm == 2 && aa == 2 && am == 2
	})
}

// Over the IPC plane each transfer's notice goes through the connection's transport, so the wait
// clocks of both sides count one stream sync per send (before its notice) and one peer wait per
// receive: two attention ranks, two layers of one stage.
func TestIPCWaitClock(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	mem := newDevMem()
	p := ipcSetup(t, ctx, newFakeIPC(mem), "", 2, ipcOptions(t, 1))
	var fc connector.WaitClock
	ac := make([]connector.WaitClock, 2)
	p.fs.SetWaitClock(&fc)
	for a, side := range p.sides {
		side.SetWaitClock(&ac[a])
	}
	h := ipcBegin(t, ctx, p, [][]int{{3}, {2}})
	const layers = 2
	for layer := range layers {
		exchange(t, ctx, mem, p, h.Step, layer, 0, []int{3, 2})
	}
	if w := fc.Take(); w.Syncs != 2*layers || w.Peers != 2*layers {
		t.Errorf("ffn rank: %d syncs and %d peer waits, want %d of each (one per peer and layer)", w.Syncs, w.Peers, 2*layers)
	}
	for a := range ac {
		if w := ac[a].Take(); w.Syncs != layers || w.Peers != layers {
			t.Errorf("attention rank %d: %d syncs and %d peer waits, want %d of each (one per layer)", a, w.Syncs, w.Peers, layers)
		}
	}
}
