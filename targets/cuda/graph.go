package cuda

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"unsafe"

	"afdc/ir"
	rt "afdc/runtime/tensor"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/device"
)

// CUDA graphs for decode steps.
//
// A decode step (one token per sequence, no host value needed mid-step) is run as replays of
// captured graphs: one for a full module's step, one per segment between exchanges for the
// attention role (the FFN's result is copied into a fixed arena buffer between them). The
// sequences are padded up to a batch bucket with dummy sequences (token 0 at position 0, their one
// cache row in a scratch block past the pool, so they never touch a real sequence's cache), the
// step's host inputs are uploaded into the arena exactly as an eager step's are, and the graphs,
// captured once per stage queue, bucket and segment, read them there.
//
// What makes a replay valid is that every kernel and GEMM of the step gets the arguments the
// capture recorded. Rather than trusting a hand-made key, each graph step first runs the body's host
// side dry: every op computes its launches (arena addresses, grid, scalar arguments such as
// max_blocks, ctx_stride or an attention kernel's split count) without enqueueing them, and the
// list of them (the signature) is compared with the one the segment's graph was captured with.
// Equal: replay. Different: capture the step again and update the instantiated graph
// (cuGraphExecUpdate, cheap when only parameters changed), or instantiate a new one when the
// driver refuses the update. A body that needs the host mid-step (the grouped expert GEMMs read the
// experts' slot counts back) fails its dry run and the step runs eagerly, as does any step a dry
// run or a capture fails for.
//
// The table width (max_blocks) of a graph step is rounded up to a power of two, and the
// attention's ctx_stride with it, so that a sequence growing by a token a step keeps its
// signature for many steps. The kernels bound their loops by each token's position, not by
// these strides, so the rounding changes no result.

// DefaultGraphBuckets are the batch buckets a graph is captured for when LoadOptions.GraphBuckets
// is nil.
var DefaultGraphBuckets = []int{1, 2, 4, 8, 16, 32, 64}

// queue modes: how a run's work reaches the stream.
type queueMode int

const (
	modeEager   queueMode = iota // enqueued and run
	modeDry                      // computed, not enqueued: the launches go into the run's signature
	modeCapture                  // recorded into a graph
)

// errNeedsHost is what a dry or captured body gets when it asks for a host round trip (a sync, a
// staged upload or download): such a step cannot be a graph.
var errNeedsHost = errors.New("the step needs the host mid-step (a sync or a staged copy), expected none in a graph step")

// graphDriver is what the cache asks of the driver; tests give it a fake.
type graphDriver interface {
	instantiate(g cu.Graph) (cu.GraphExec, error)
	update(e cu.GraphExec, g cu.Graph) error
	launch(e cu.GraphExec, s cu.Stream) error
	destroyExec(e cu.GraphExec) error
	destroyGraph(g cu.Graph) error
}

type cuGraphs struct{}

func (cuGraphs) instantiate(g cu.Graph) (cu.GraphExec, error) { return g.Instantiate() }
func (cuGraphs) update(e cu.GraphExec, g cu.Graph) error      { return e.Update(g) }
func (cuGraphs) launch(e cu.GraphExec, s cu.Stream) error     { return e.Launch(s) }
func (cuGraphs) destroyExec(e cu.GraphExec) error             { return e.Destroy() }
func (cuGraphs) destroyGraph(g cu.Graph) error                { return g.Destroy() }

// GraphStats counts what the graph steps did since the backend's graphs were turned on.
type GraphStats struct {
	Replays    int // steps that replayed a graph as it was
	Captures   int // steps captured into a new graph (first of a bucket, or after a refused update)
	Updates    int // steps captured again and updated into their bucket's graph
	Refused    int // updates the driver refused (a new graph was instantiated instead)
	Eager      int // steps a graph could have run that ran eagerly (dry run or capture failed)
	Ineligible int // steps that were no graph step (prefill, mixed, too many sequences, op times on)
	// Why the last step that could have been a graph ran eagerly ("" if none did): a dry run's
	// error, a capture's or an instantiation's.
	LastEager string
}

// graphKey names a graph: the queue (a stage's stream and arena), the bucket, and the segment of
// the step (the work up to the first exchange is segment 0, and so on; a full module's step is one
// segment).
type graphKey struct {
	q           *queue
	bucket, seg int
}

// graphEntry is an instantiated graph and the signature it was captured with.
type graphEntry struct {
	exec cu.GraphExec
	sig  []uint64
}

// graphCache holds a backend's graphs, one per queue, bucket and segment.
type graphCache struct {
	drv     graphDriver
	buckets []int // ascending
	entries map[graphKey]*graphEntry
	// hostBound are the buckets whose body asked for the host in a dry run (the expert GEMMs, past
	// the profile's streaming crossover: a matter of the bucket's rows, so for good); their steps
	// run eagerly and unpadded from then on.
	hostBound map[int]bool
	stats     GraphStats
	sigBuf    []uint64 // the dry runs' signature buffer, reused step to step
}

func newGraphCache(drv graphDriver, buckets []int, maxRows int) (*graphCache, error) {
	if buckets == nil {
		buckets = DefaultGraphBuckets
	}
	bs, err := checkBuckets(buckets, maxRows)
	if err != nil {
		return nil, err
	}
	return &graphCache{drv: drv, buckets: bs, entries: map[graphKey]*graphEntry{}, hostBound: map[int]bool{}}, nil
}

// checkBuckets sorts the buckets and refuses non-positive ones and ones past the arena's rows.
func checkBuckets(buckets []int, maxRows int) ([]int, error) {
	bs := slices.Clone(buckets)
	slices.Sort(bs)
	bs = slices.Compact(bs)
	if len(bs) == 0 {
		return nil, fmt.Errorf("graph buckets: none given, expected at least one batch size")
	}
	if bs[0] < 1 || bs[len(bs)-1] > maxRows {
		return nil, fmt.Errorf("graph buckets %v: expected batch sizes in [1, %d] (the rows the activation memory is planned for)", buckets, maxRows)
	}
	return bs, nil
}

// bucketFor is the smallest bucket that holds n sequences; false when none does.
func (g *graphCache) bucketFor(n int) (int, bool) {
	for _, b := range g.buckets {
		if b >= n {
			return b, true
		}
	}
	return 0, false
}

// graphAction is what a graph step did.
type graphAction int

const (
	actReplay graphAction = iota
	actCapture
	actUpdate
	actEager
)

// step runs a bucket's graph for a step whose dry run gave sig: a replay when the bucket's graph
// was captured with the same signature, else capture() (the step's body recorded into a new
// graph) updated into the bucket's graph, or instantiated. actEager (and no error) means nothing
// was launched and the caller runs the step eagerly; an error after a launch is the launch's.
func (g *graphCache) step(key graphKey, sig []uint64, s cu.Stream, capture func() (cu.Graph, error)) (graphAction, error) {
	e := g.entries[key]
	if e != nil && slices.Equal(e.sig, sig) {
		g.stats.Replays++
		return actReplay, g.drv.launch(e.exec, s)
	}
	gr, err := capture()
	if err != nil {
		g.stats.Eager++
		g.stats.LastEager = "capture: " + err.Error()
		return actEager, nil
	}
	defer g.drv.destroyGraph(gr)
	act := actCapture
	if e != nil {
		if err := g.drv.update(e.exec, gr); err == nil {
			act = actUpdate
		} else {
			g.stats.Refused++
			g.drv.destroyExec(e.exec)
			delete(g.entries, key)
			e = nil
		}
	}
	if e == nil {
		ex, err := g.drv.instantiate(gr)
		if err != nil {
			g.stats.Eager++
			g.stats.LastEager = "instantiate: " + err.Error()
			return actEager, nil
		}
		e = &graphEntry{exec: ex}
		g.entries[key] = e
	}
	e.sig = append(e.sig[:0], sig...)
	if act == actUpdate {
		g.stats.Updates++
	} else {
		g.stats.Captures++
	}
	return act, g.drv.launch(e.exec, s)
}

// free destroys the instantiated graphs.
func (g *graphCache) free() error {
	var errs []error
	for k, e := range g.entries {
		errs = append(errs, g.drv.destroyExec(e.exec))
		delete(g.entries, k)
	}
	return errors.Join(errs...)
}

// SetGraphs turns graph steps on (with the buckets of LoadOptions.GraphBuckets, or the default) or
// off (destroying the graphs); between steps.
func (b *Backend) SetGraphs(on bool) error {
	return b.do(func() error { return b.setGraphs(on, b.graphBuckets) })
}

func (b *Backend) setGraphs(on bool, buckets []int) error {
	var err error
	if b.graphs != nil {
		err = b.graphs.free()
		b.graphs = nil
	}
	if !on {
		return err
	}
	if b.kv == nil {
		return errors.Join(err, fmt.Errorf("module %s (%s): graph steps need a KV cache, expected an attention or full module", b.mod.Name, b.mod.Role))
	}
	g, gerr := newGraphCache(cuGraphs{}, buckets, b.maxRows)
	if gerr != nil {
		return errors.Join(err, gerr)
	}
	b.graphs = g
	return err
}

// GraphStats is what the graph steps did since graphs were turned on; zero when off.
func (b *Backend) GraphStats() GraphStats {
	if b.graphs == nil {
		return GraphStats{}
	}
	return b.graphs.stats
}

// graphBucket says whether a stage's step of sequences of the given token counts runs as graphs,
// and in which bucket: graphs on, one token per sequence, as many sequences as the largest bucket
// holds at most, and no op-time breakdown (which times eager work). A program with exchanges (the
// attention role) runs a graph per segment between them.
func (b *Backend) graphBucket(f *ir.Func, tokens []int) (int, bool) {
	g := b.graphs
	if g == nil {
		return 0, false
	}
	ok := b.times == nil && len(tokens) > 0
	for _, t := range tokens {
		ok = ok && t == 1
	}
	bucket, fits := g.bucketFor(len(tokens))
	if !ok || !fits {
		g.stats.Ineligible++
		return 0, false
	}
	if g.hostBound[bucket] {
		g.stats.Eager++
		return 0, false
	}
	return bucket, true
}

// stepInputs are a step's host inputs, as begin uploads them.
type stepInputs struct {
	ids, pos, tokSeq, last, table []int32
	maxBlocks, ctxStride          int
	sampling                      []float32 // nil when the program does not sample
	keys                          []int64
}

// padInputs pads a decode step's inputs (one token per sequence) to bucket sequences: each dummy
// sequence is token 0 at position 0, its table row all scratch (a block no sequence owns), greedy
// sampling; the table is widened to the next power of two of blocks and ctx_stride with it.
func padInputs(in stepInputs, bucket int, scratch int32, blockSize int) stepInputs {
	n := len(in.ids)
	w := 1
	for w < in.maxBlocks {
		w *= 2
	}
	out := stepInputs{maxBlocks: w, ctxStride: w * blockSize,
		ids: make([]int32, bucket), pos: make([]int32, bucket), tokSeq: make([]int32, bucket), last: make([]int32, bucket),
		table: make([]int32, bucket*w)}
	copy(out.ids, in.ids)
	copy(out.pos, in.pos)
	for i := range bucket {
		out.tokSeq[i], out.last[i] = int32(i), int32(i)
		row := out.table[i*w : (i+1)*w]
		if i < n {
			copy(row, in.table[i*in.maxBlocks:(i+1)*in.maxBlocks])
			continue
		}
		for j := range row {
			row[j] = scratch
		}
	}
	if in.sampling != nil {
		out.sampling = make([]float32, 3*bucket)
		out.keys = make([]int64, 2*bucket)
		copy(out.sampling, in.sampling)
		copy(out.keys, in.keys)
		for i := n; i < bucket; i++ {
			out.sampling[3*i+1] = 1 // temperature 0 (greedy), top_p 1, top_k 0
		}
	}
	return out
}

// sign adds a launch to the dry run's signature.
func (r *run) sign(vals ...uint64) { r.sig = append(r.sig, vals...) }

// kernelID stands for a kernel in a signature.
func kernelID(k *kfn) uint64 { return uint64(uintptr(unsafe.Pointer(k))) }

// The signature tags of the launches that are not generated kernels.
const (
	sigGEMM = iota + 1
	sigCopy
)

func never(*ir.Op) bool { return false }

// segment runs the body from pc up to the first op stop accepts (an exchange), or to the end: in a
// graph step as a graph (graphSegment), else eagerly.
func (r *run) segment(ctx context.Context, stop func(*ir.Op) bool) error {
	if !r.graph {
		return r.until(ctx, stop)
	}
	return r.graphSegment(ctx, stop)
}

// segState is what a segment's dry run changes in a run, to undo it before the capture or the eager
// run: the arena's mark, the pc, and the values the segment's ops take from before it (done drops
// them at their last use).
type segState struct {
	mark  device.Mark
	pc    int
	saved map[*ir.Value]dval
	// The run's scratches as the segment found them: one the dry run took lies past the mark.
	pfScratch, spScratch cu.DevicePtr
}

func (r *run) saveSegment(stop func(*ir.Op) bool) segState {
	st := segState{mark: r.inputs().Mark(), pc: r.PC, saved: map[*ir.Value]dval{}, pfScratch: r.pfScratch, spScratch: r.spScratch}
	for _, op := range r.F.Body[r.PC:] {
		if stop(op) {
			break
		}
		for _, a := range op.Args {
			if v, ok := r.Env[a]; ok {
				st.saved[a] = v
			}
		}
	}
	return st
}

// restoreSegment undoes the ops run since st: their results leave the environment, their uses come
// back, the values they consumed return, and the arena is back at its mark.
func (r *run) restoreSegment(st segState) {
	for _, op := range r.F.Body[st.pc:r.PC] {
		if op.Result != nil {
			delete(r.Env, op.Result)
		}
		for _, a := range op.Args {
			r.Uses[a]++
		}
	}
	maps.Copy(r.Env, st.saved)
	r.PC = st.pc
	r.pfScratch, r.spScratch = st.pfScratch, st.spScratch
	r.inputs().Release(st.mark)
}

// graphSegment runs a segment of a graph step: dry first, then a replay of its graph, a capture, or
// (when the segment cannot be a graph) eagerly.
func (r *run) graphSegment(ctx context.Context, stop func(*ir.Op) bool) error {
	g := r.b.graphs
	key := graphKey{q: r.q, bucket: r.rows, seg: r.seg}
	r.seg++
	st := r.saveSegment(stop)
	r.sig = g.sigBuf[:0]
	r.q.mode = modeDry
	err := r.until(ctx, stop)
	r.q.mode = modeEager
	g.sigBuf = r.sig
	if err != nil {
		g.stats.Eager++
		g.stats.LastEager = "dry run: " + err.Error()
		if errors.Is(err, errNeedsHost) {
			g.hostBound[key.bucket] = true
		}
		if key.seg == 0 && r.pad > 0 {
			// Nothing of the step has run: run it as the eager step it would have been, without
			// the dummy rows (which could also push the experts over the streaming crossover).
			return r.unpad(ctx, stop)
		}
		r.restoreSegment(st)
		return r.until(ctx, stop)
	}
	// After a replay the dry run's values are the segment's: the same arena addresses as the
	// capture's.
	act, err := g.step(key, r.sig, r.q.s, func() (cu.Graph, error) {
		r.restoreSegment(st)
		if err := r.q.s.BeginCapture(cu.CaptureModeThreadLocal); err != nil {
			return 0, err
		}
		r.q.mode = modeCapture
		err := r.until(ctx, stop)
		r.q.mode = modeEager
		gr, endErr := r.q.s.EndCapture()
		if err != nil || endErr != nil {
			if gr != 0 {
				g.drv.destroyGraph(gr)
			}
			r.b.log.Warn("cuda graph capture failed; the step runs eagerly", "rows", r.rows, "segment", key.seg, "err", errors.Join(err, endErr))
			return 0, errors.Join(err, endErr)
		}
		return gr, nil
	})
	r.q.dirty = true
	if err != nil {
		return fmt.Errorf("cuda graph of %d rows, segment %d: %w", r.rows, key.seg, err)
	}
	if act == actEager {
		r.restoreSegment(st)
		return r.until(ctx, stop)
	}
	return nil
}

// unpad turns a graph step whose first segment cannot be a graph back into the eager step of its
// real sequences: the inputs staged again, unpadded, from the arena's start (the stream orders the
// new copies after the padded ones), and the segment run.
func (r *run) unpad(ctx context.Context, stop func(*ir.Op) bool) error {
	in := r.unpadded
	r.graph, r.pad, r.rows, r.seqs, r.unpadded = false, 0, len(in.ids), len(in.last), nil
	r.Env, r.Uses, r.PC = map[*ir.Value]dval{}, r.F.Uses(), 0
	r.pfScratch, r.spScratch = 0, 0
	r.inputs().Reset()
	if err := r.stage(*in); err != nil {
		return err
	}
	return r.until(ctx, stop)
}

// graphRecv makes an exchange's result (the FFN's rows for the real sequences) the recv's value in
// a graph step: a buffer of the bucket's rows in the arena, the real rows copied to its start (from
// the host, or from the transport's device buffer, whose address changes from layer to layer). The
// dummy rows keep what the buffer held: they are computed and never returned.
func (r *run) graphRecv(t rt.Tensor, val *ir.Value) (dval, error) {
	w := int(val.Type.Shape.Last().N)
	real := r.rows - r.pad
	want := rt.Tensor{DType: val.Type.DType, Shape: []int{real, w}}
	if t.DType != want.DType || len(t.Shape) != 2 || t.Shape[0] != real || t.Shape[1] != w {
		return dval{}, fmt.Errorf("tensor %s, expected %s", t, want)
	}
	v, err := r.result(val, val.Type.DType, r.rows, w)
	if err != nil {
		return v, err
	}
	if t.Mem == rt.Device {
		return v, r.copyD2D(v.p, cu.DevicePtr(t.Ptr), t.Len())
	}
	if err := t.CheckHost(); err != nil {
		return v, err
	}
	return v, r.q.upload(v.p, t.Bytes)
}
