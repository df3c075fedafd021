package cuda

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/device"
	"afdc/targets/interp"
)

func TestGraphBuckets(t *testing.T) {
	g, err := newGraphCache(nil, []int{8, 1, 4, 4, 2}, 64)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(g.buckets, []int{1, 2, 4, 8}) {
		t.Errorf("buckets %v, want sorted and deduplicated [1 2 4 8]", g.buckets)
	}
	for _, c := range []struct{ n, want int }{{1, 1}, {2, 2}, {3, 4}, {5, 8}, {8, 8}, {9, 0}} {
		b, ok := g.bucketFor(c.n)
		if b != c.want || ok != (c.want > 0) {
			t.Errorf("bucketFor(%d) = %d, %v; want %d", c.n, b, ok, c.want)
		}
	}
	if d, _ := newGraphCache(nil, nil, 512); !slices.Equal(d.buckets, DefaultGraphBuckets) {
		t.Errorf("default buckets %v, want %v", d.buckets, DefaultGraphBuckets)
	}
	for _, c := range []struct {
		buckets []int
		want    string
	}{
		{[]int{}, "none given"},
		{[]int{0, 4}, "expected batch sizes in [1, 64]"},
		{[]int{4, 128}, "expected batch sizes in [1, 64]"},
	} {
		if _, err := newGraphCache(nil, c.buckets, 64); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("buckets %v: %v, want an error containing %q", c.buckets, err, c.want)
		}
	}
}

// TestPadInputs: the real sequences keep their inputs, the dummies are token 0 at position 0 on
// the scratch block with greedy sampling, the table is widened to a power of two with ctx_stride
// following it.
func TestPadInputs(t *testing.T) {
	in := stepInputs{ids: []int32{7, 9, 11}, pos: []int32{40, 3, 17}, tokSeq: []int32{0, 1, 2}, last: []int32{0, 1, 2},
		table: []int32{5, 6, 8, 2, 0, 0, 4, 3, 0}, maxBlocks: 3, ctxStride: 41,
		sampling: []float32{0.7, 0.9, 20, 0, 1, 0, 1.2, 0.5, 3}, keys: []int64{1, 40, 2, 3, 3, 17}}
	got := padInputs(in, 4, 99, 16)
	want := stepInputs{ids: []int32{7, 9, 11, 0}, pos: []int32{40, 3, 17, 0}, tokSeq: []int32{0, 1, 2, 3}, last: []int32{0, 1, 2, 3},
		table: []int32{5, 6, 8, 0, 2, 0, 0, 0, 4, 3, 0, 0, 99, 99, 99, 99}, maxBlocks: 4, ctxStride: 64,
		sampling: []float32{0.7, 0.9, 20, 0, 1, 0, 1.2, 0.5, 3, 0, 1, 0}, keys: []int64{1, 40, 2, 3, 3, 17, 0, 0}}
	if fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", want) {
		t.Errorf("padInputs:\n got %+v\nwant %+v", got, want)
	}
	// A program without a sampler pads no sampling rows; a width already a power of two stays.
	in.sampling, in.keys, in.maxBlocks, in.table = nil, nil, 2, []int32{1, 2, 3, 0, 4, 0}
	got = padInputs(in, 3, 7, 16)
	if got.sampling != nil || got.keys != nil || got.maxBlocks != 2 || got.ctxStride != 32 || !slices.Equal(got.table, []int32{1, 2, 3, 0, 4, 0}) {
		t.Errorf("unpadded bucket without sampling: %+v", got)
	}
}

// fakeGraphs records the driver calls the cache makes.
type fakeGraphs struct {
	calls      []string
	next       uintptr
	refuse     bool // updates fail
	failInst   bool
	launchFail bool
}

func (f *fakeGraphs) instantiate(g cu.Graph) (cu.GraphExec, error) {
	if f.failInst {
		f.calls = append(f.calls, "instantiate!")
		return 0, errors.New("instantiate refused")
	}
	f.next++
	f.calls = append(f.calls, fmt.Sprintf("instantiate g%d -> e%d", g, f.next))
	return cu.GraphExec(f.next), nil
}
func (f *fakeGraphs) update(e cu.GraphExec, g cu.Graph) error {
	if f.refuse {
		f.calls = append(f.calls, fmt.Sprintf("update e%d g%d refused", e, g))
		return errors.New("cuGraphExecUpdate: topology changed")
	}
	f.calls = append(f.calls, fmt.Sprintf("update e%d g%d", e, g))
	return nil
}
func (f *fakeGraphs) launch(e cu.GraphExec, s cu.Stream) error {
	f.calls = append(f.calls, fmt.Sprintf("launch e%d", e))
	if f.launchFail {
		return errors.New("launch failed")
	}
	return nil
}
func (f *fakeGraphs) destroyExec(e cu.GraphExec) error {
	f.calls = append(f.calls, fmt.Sprintf("destroy e%d", e))
	return nil
}
func (f *fakeGraphs) destroyGraph(g cu.Graph) error {
	f.calls = append(f.calls, fmt.Sprintf("destroy g%d", g))
	return nil
}

// TestGraphCacheStep: a bucket's first step captures and instantiates, the same signature replays,
// a changed one (a scalar such as ctx_stride or a split count) captures again and updates, a refused
// update instantiates anew, and a failed capture or instantiation leaves the step to run eagerly.
func TestGraphCacheStep(t *testing.T) {
	drv := &fakeGraphs{}
	g, err := newGraphCache(drv, []int{1, 4}, 64)
	if err != nil {
		t.Fatal(err)
	}
	captures := 0
	capture := func() (cu.Graph, error) {
		captures++
		return cu.Graph(100 + captures), nil
	}
	failCapture := func() (cu.Graph, error) { return 0, errNeedsHost }
	type stepCase struct {
		bucket  int
		sig     []uint64
		capture func() (cu.Graph, error)
		refuse  bool
		inst    bool // instantiation fails
		act     graphAction
		calls   string
	}
	for i, c := range []stepCase{
		{bucket: 4, sig: []uint64{1, 2, 3}, capture: capture, act: actCapture, calls: "[instantiate g101 -> e1 launch e1 destroy g101]"},
		{bucket: 4, sig: []uint64{1, 2, 3}, capture: capture, act: actReplay, calls: "[launch e1]"},
		{bucket: 1, sig: []uint64{1, 2, 3}, capture: capture, act: actCapture, calls: "[instantiate g102 -> e2 launch e2 destroy g102]"},
		{bucket: 4, sig: []uint64{1, 2, 4}, capture: capture, act: actUpdate, calls: "[update e1 g103 launch e1 destroy g103]"},
		{bucket: 4, sig: []uint64{1, 2, 4}, capture: capture, act: actReplay, calls: "[launch e1]"},
		{bucket: 4, sig: []uint64{1, 2, 3}, capture: capture, refuse: true, act: actCapture, calls: "[update e1 g104 refused destroy e1 instantiate g104 -> e3 launch e3 destroy g104]"},
		{bucket: 4, sig: []uint64{9}, capture: failCapture, act: actEager, calls: "[]"},
		{bucket: 4, sig: []uint64{1, 2, 3}, capture: capture, act: actReplay, calls: "[launch e3]"},
		{bucket: 1, sig: []uint64{5}, capture: capture, refuse: true, inst: true, act: actEager, calls: "[update e2 g105 refused destroy e2 instantiate! destroy g105]"},
		{bucket: 1, sig: []uint64{5}, capture: capture, act: actCapture, calls: "[instantiate g106 -> e4 launch e4 destroy g106]"},
	} {
		drv.calls, drv.refuse, drv.failInst = nil, c.refuse, c.inst
		act, err := g.step(graphKey{bucket: c.bucket}, c.sig, 0, c.capture)
		if err != nil || act != c.act || fmt.Sprint(drv.calls) != c.calls && !(len(drv.calls) == 0 && c.calls == "[]") {
			t.Errorf("step %d (bucket %d, sig %v): %v, %v, calls %v; want %v, calls %s", i, c.bucket, c.sig, act, err, drv.calls, c.act, c.calls)
		}
	}
	want := GraphStats{Replays: 3, Captures: 4, Updates: 1, Refused: 2, Eager: 2, LastEager: "instantiate: instantiate refused"}
	if g.stats != want {
		t.Errorf("stats %+v, want %+v", g.stats, want)
	}
	// The signature is the cache's own copy: a caller reusing its buffer changes nothing.
	sig := []uint64{7, 7}
	drv.calls = nil
	if act, _ := g.step(graphKey{bucket: 4}, sig, 0, capture); act != actUpdate {
		t.Fatalf("new signature: %v, want an update", act)
	}
	sig[0] = 8
	if act, _ := g.step(graphKey{bucket: 4}, []uint64{7, 7}, 0, capture); act != actReplay {
		t.Errorf("after the caller changed its buffer: %v, want a replay of the stored signature", act)
	}
	drv.launchFail = true
	if _, err := g.step(graphKey{bucket: 4}, []uint64{7, 7}, 0, capture); err == nil {
		t.Error("a failed launch: no error")
	}
	drv.calls = nil
	if err := g.free(); err != nil || len(g.entries) != 0 || len(drv.calls) != 2 {
		t.Errorf("free: %v, %d entries left, calls %v; want both execs destroyed", err, len(g.entries), drv.calls)
	}
}

// TestGraphBucketEligible: only decode steps (one token per sequence), within the largest bucket
// and without the op-time breakdown, are graph steps, with or without exchanges.
func TestGraphBucketEligible(t *testing.T) {
	g, err := newGraphCache(&fakeGraphs{}, []int{1, 2, 4, 8}, 64)
	if err != nil {
		t.Fatal(err)
	}
	b := &Backend{graphs: g}
	full := &ir.Func{Name: "forward"}
	split := &ir.Func{Name: "forward", Body: []*ir.Op{{Kind: ir.OpSend}}}
	for _, c := range []struct {
		f      *ir.Func
		tokens []int
		times  bool
		want   int
	}{
		{full, []int{1}, false, 1},
		{full, []int{1, 1, 1}, false, 4},
		{full, []int{1, 1, 1, 1, 1, 1, 1, 1}, false, 8},
		{full, []int{1, 1, 1, 1, 1, 1, 1, 1, 1}, false, 0}, // past the largest bucket
		{full, []int{1, 5}, false, 0},                      // a prefill chunk in the step
		{full, nil, false, 0},
		{split, []int{1, 1}, false, 2}, // exchanges: a graph per segment
		{full, []int{1}, true, 0},      // op times time eager work
	} {
		b.times = nil
		if c.times {
			b.SetOpTimes(true)
		}
		got, ok := b.graphBucket(c.f, c.tokens)
		if got != c.want || ok != (c.want > 0) {
			t.Errorf("tokens %v, exchanges %v, op times %v: bucket %d, %v; want %d", c.tokens, len(c.f.Body) > 0, c.times, got, ok, c.want)
		}
	}
	if g.stats.Ineligible != 4 {
		t.Errorf("%d steps counted ineligible, want 4", g.stats.Ineligible)
	}
	// A bucket whose body needed the host runs eagerly from then on, counted as eager.
	b.times = nil
	g.hostBound[4] = true
	if _, ok := b.graphBucket(full, []int{1, 1, 1}); ok || g.stats.Eager != 1 {
		t.Errorf("host-bound bucket: a graph step (%v) or %d eager, want none and 1", ok, g.stats.Eager)
	}
	if got, ok := b.graphBucket(full, []int{1, 1}); !ok || got != 2 {
		t.Errorf("another bucket after one went host-bound: %d, %v; want bucket 2", got, ok)
	}
	b.graphs = nil
	if _, ok := b.graphBucket(full, []int{1}); ok {
		t.Error("graphs off: a graph step")
	}
}

// TestNextPow2 pins the table widths a graph step rounds to.
func TestNextPow2(t *testing.T) {
	for n, want := range map[int]int{0: 1, 1: 1, 2: 2, 3: 4, 64: 64, 65: 128} {
		if got := nextPow2(n); got != want {
			t.Errorf("nextPow2(%d) = %d, want %d", n, got, want)
		}
	}
}

// TestOpTimesTable: the breakdown lists most time first (ties by name), clears on reset, and is
// nil when off; turning it on starts empty.
func TestOpTimesTable(t *testing.T) {
	b := &Backend{}
	if b.OpTimes() != nil {
		t.Error("off: a breakdown")
	}
	b.SetOpTimes(true)
	b.times.ms["op linear"], b.times.count["op linear"] = 2.5, 10
	b.times.ms["kernel rms_norm_bf16"], b.times.count["kernel rms_norm_bf16"] = 0.5, 4
	b.times.ms["op rms_norm"], b.times.count["op rms_norm"] = 0.5, 4
	b.times.ms["op mla_attention"], b.times.count["op mla_attention"] = 7, 4
	got := fmt.Sprint(b.OpTimes())
	if want := "[{op mla_attention 7 4} {op linear 2.5 10} {kernel rms_norm_bf16 0.5 4} {op rms_norm 0.5 4}]"; got != want {
		t.Errorf("OpTimes = %s, want %s", got, want)
	}
	b.ResetOpTimes()
	if ts := b.OpTimes(); ts == nil || len(ts) != 0 {
		t.Errorf("after reset: %v, want an empty breakdown", ts)
	}
	b.SetOpTimes(false)
	if b.OpTimes() != nil {
		t.Error("turned off: a breakdown")
	}
}

// TestSegmentRestore: undoing a segment's (dry) run puts the run back where it began: the values
// the segment consumed return with their use counts, its results go, the pc, the arena's mark and
// the run's scratches are restored, and a value still used after the segment is untouched.
func TestSegmentRestore(t *testing.T) {
	x, y, a, bv, c := &ir.Value{}, &ir.Value{}, &ir.Value{}, &ir.Value{}, &ir.Value{}
	send := &ir.Op{Kind: ir.OpSend, Args: []*ir.Value{bv}, Attrs: ir.Attrs{"layer": int64(0)}}
	f := &ir.Func{Name: "forward", Args: []*ir.Value{x, y}, Body: []*ir.Op{
		{Kind: ir.OpAdd, Args: []*ir.Value{x, y}, Result: a},
		{Kind: ir.OpAdd, Args: []*ir.Value{a, x}, Result: bv},
		send,
		{Kind: ir.OpAdd, Args: []*ir.Value{y, y}, Result: c},
	}, Results: []*ir.Value{c}}
	q := &queue{arena: device.NewArena(0x1000, 1<<20)}
	r := &run{Cursor: interp.NewCursor(f, map[*ir.Value]dval{x: {p: 0x10}, y: {p: 0x20}}), q: q}
	if _, err := q.arena.Alloc(100); err != nil { // the step's inputs
		t.Fatal(err)
	}
	wantEnv, wantUses, wantUsed := fmt.Sprint(r.Env), fmt.Sprint(r.Uses), q.arena.Used()
	stop := func(op *ir.Op) bool { return op == send }
	st := r.saveSegment(stop)
	// The segment's first split attention op takes the run's scratch.
	sp, err := q.arena.Alloc(256)
	if err != nil {
		t.Fatal(err)
	}
	r.spScratch = sp
	// What until does for the two adds: an allocation each, then done.
	for r.PC < len(f.Body) && !stop(f.Body[r.PC]) {
		p, err := q.arena.Alloc(64)
		if err != nil {
			t.Fatal(err)
		}
		r.Done(f.Body[r.PC], dval{p: p})
		r.PC++
	}
	if _, ok := r.Env[x]; ok || r.PC != 2 {
		t.Fatalf("after the segment: x still in env (%v) or pc %d, want x consumed and pc 2", ok, r.PC)
	}
	r.restoreSegment(st)
	if fmt.Sprint(r.Env) != wantEnv || fmt.Sprint(r.Uses) != wantUses || q.arena.Used() != wantUsed || r.PC != 0 {
		t.Errorf("restored: env %v uses %v arena %d pc %d; want env %s uses %s arena %d pc 0", r.Env, r.Uses, q.arena.Used(), r.PC, wantEnv, wantUses, wantUsed)
	}
	// The scratch lay past the mark: the capture must take it again, at the same address.
	if r.spScratch != 0 {
		t.Errorf("restored: the split scratch %#x kept, which the arena no longer holds", r.spScratch)
	}
}
