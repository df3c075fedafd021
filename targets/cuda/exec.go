package cuda

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"time"
	"unsafe"

	"afdc/ir"
	"afdc/runtime"
	rt "afdc/runtime/tensor"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/device"
	"afdc/targets/cuda/kgen"
	"afdc/targets/interp"
)

// dval is a value of a run in device memory: rows × width elements of dt, dense.
type dval struct {
	p           cu.DevicePtr
	dt          ir.DType
	rows, width int
}

func (v dval) rowBytes() int { return v.width * elemSize(v.dt) }
func (v dval) bytes() int    { return v.rows * v.rowBytes() }

// run is one pass through a function body on a queue: a stage's attention program, which stops at
// each exchange and resumes when the FFN's result arrives, or one chunk of an FFN layer. Every op
// enqueues its kernels and GEMMs on the queue's stream; values live in the queue's arena.
type run struct {
	interp.Cursor[dval]
	b       *Backend
	q       *queue
	rows    int
	seqs    int
	pending *ir.Op
	// pre: results that another op's launch wrote (a group's linears: linearGroup; a rope its
	// norm rotated: normRope; a latent set's norm, ropes and other slice: mlaLatent), until their
	// turn (written).
	pre map[*ir.Op]dval
	// deferred: residual adds whose linear waits to run with them (residualLinear), to the linear
	// and its input (which the run's values drop after the linear, its last reader in the program).
	deferred map[*ir.Op]deferredLinear
	// normed: the results of norms a decode step skipped, whose linears run with the norm inside
	// (Backend.normLinears), to the norm's input.
	normed map[*ir.Value]normedInput
	// tails: the norms of stacked pairs whose GEMM ran (stackedLinear), to the stacked rows and
	// the tail's room.
	tails map[*ir.Op]stackedTail

	// A stage's inputs on the device. maxBlocks is the block table's width: the step's most blocks
	// rounded up to a power of two (begin; graph.go pads the same way). ctxStride is the attention
	// scores' row stride: the longest context of the step (longest) in an eager step, maxBlocks'
	// positions in a graph step, so a kernel argument derived from the context (a split count) must
	// come from longest for a graph step to compute what the eager one does.
	tokSeq, tokPos, table, last   cu.DevicePtr
	maxBlocks, ctxStride, longest int
	temp, topK, topP, seed, where cu.DevicePtr
	greedy                        bool
	// logits: the batch asked for the logits on the host (Batch.Logits); without it a program
	// that samples returns the token ids alone and its logits stay in the arena.
	logits bool
	// pad is the rows a graph step added to reach its bucket (graph.go): dummy sequences after the
	// real ones, whose results are not returned. graph marks a graph step; sig is its dry run's
	// launches.
	pad      int
	graph    bool
	sig      []uint64
	unpadded *stepInputs // a graph step's inputs before padding, for unpad
	seg      int         // the graph step's segments run so far (the work before each exchange, and the tail)
	// fresh: each sequence's rows (in order) when every sequence of an eager step starts at
	// position 0, so that its rows are its whole context (the MLA prefill form through cuBLAS,
	// mlaPrefill); nil otherwise. parts: each sequence's rows and cached tokens in an eager step
	// (the fused prefill kernels take the prompts and long chunks among them, prefillRows); nil in a
	// graph step.
	fresh, parts []seqRows
	// split: the step's sequences divided for the fused prefill kernels, by the most keys a
	// sequence may have (prefillSplit), worked out at the first attention op and reused by the
	// others.
	split map[int]partSplit
	// pfScratch: the fused MLA prefill's scratch in this run's arena, once taken (prefillScratch).
	pfScratch cu.DevicePtr
	// spScratch: the split attention kernels' workspace in this run's arena, once taken
	// (splitScratch).
	spScratch cu.DevicePtr
	// The layer section open (layertime.go).
	open *span
	// Shared experts launched on the side stream (branch.go): onSide while their ops are
	// enqueued, early the ops already run, pendingJoin the add that waits for them.
	onSide      bool
	early       map[*ir.Op]bool
	pendingJoin *ir.Op
	// plan: where the run's values and op scratch go (liveplan.go); nil for a run that carves
	// everything from the whole arena. in: the run's inputs (the plan's first region); win: the
	// running op's scratch window.
	plan *arenaPlan
	in   *device.Arena
	win  device.Arena
}

// karg is one kernel argument, matched to the launch table's parameters by name.
type karg struct {
	name string
	v    uint64
	m    *cu.TensorMap // a tensor map parameter's value (v: what a dry run signs for it)
}

func ptr(name string, p cu.DevicePtr) karg { return karg{name: name, v: uint64(p)} }
func i32(name string, v int) karg          { return karg{name: name, v: uint64(v)} }

// tmap is a tensor map argument; id stands for it in a dry run's signature (the address of the
// tensor it maps).
func tmap(name string, m *cu.TensorMap, id cu.DevicePtr) karg {
	return karg{name: name, v: uint64(id), m: m}
}

// launch calls a generated kernel on the run's stream. The grid follows from the argument the
// launch table names as its count; a launch of no blocks is skipped.
func (r *run) launch(k *kfn, args ...karg) error {
	a := k.args.Reset()
	count := int64(-1)
	dry := r.q.mode == modeDry
	if dry {
		r.sign(kernelID(k))
	}
	for _, p := range k.l.Params {
		var v uint64
		var m *cu.TensorMap
		found := false
		for _, x := range args {
			if x.name == p.Name {
				v, m, found = x.v, x.m, true
				break
			}
		}
		if !found {
			return fmt.Errorf("kernel %s: no value for parameter %s", k.l.Name, p.Name)
		}
		if dry {
			r.sign(v)
		}
		switch p.Type {
		case "ptr":
			a.Ptr(cu.DevicePtr(v))
		case "i32":
			a.I32(int32(v))
		case "i64":
			a.I64(int64(v))
		case "f32":
			a.F32(math.Float32frombits(uint32(v)))
		case "tensor_map":
			if m == nil {
				return fmt.Errorf("kernel %s: parameter %s takes a tensor map, none given", k.l.Name, p.Name)
			}
			a.TensorMap(m)
		default:
			return fmt.Errorf("kernel %s: parameter %s of type %q", k.l.Name, p.Name, p.Type)
		}
		if p.Name == k.l.Grid.Count {
			count = int64(int32(v))
		}
	}
	if count < 0 {
		return fmt.Errorf("kernel %s: grid count %s is negative or missing", k.l.Name, k.l.Grid.Count)
	}
	blocks := k.l.Grid.Blocks(count)
	if blocks == 0 {
		return nil
	}
	if blocks > math.MaxInt32 {
		return fmt.Errorf("kernel %s: %d blocks, expected at most %d", k.l.Name, blocks, math.MaxInt32)
	}
	if dry {
		return nil
	}
	r.q.dirty = true
	do := func() error {
		var err error
		if r.b.dependent {
			err = k.f.LaunchDependent(cu.D1(int(blocks)), cu.D1(k.l.Block), k.l.DynamicShared(), r.q.s, a)
		} else {
			err = k.f.Launch(cu.D1(int(blocks)), cu.D1(k.l.Block), k.l.DynamicShared(), r.q.s, a)
		}
		if err != nil {
			return fmt.Errorf("kernel %s: %w", k.l.Name, err)
		}
		return nil
	}
	if r.timing() {
		return r.timed("kernel "+k.l.Name, do)
	}
	return do()
}

// copyD2D copies n device bytes on the run's stream (a signature entry in a dry run).
func (r *run) copyD2D(dst, src cu.DevicePtr, n int) error {
	if r.q.mode == modeDry {
		r.sign(sigCopy, uint64(dst), uint64(src), uint64(n))
		return nil
	}
	r.q.dirty = true
	return cu.CopyDtoDAsync(dst, src, n, r.q.s)
}

// alloc makes a value of rows × width elements of dt in the arena.
func (r *run) alloc(dt ir.DType, rows, width int) (dval, error) {
	v := dval{dt: dt, rows: rows, width: width}
	p, err := r.q.alloc(v.bytes())
	v.p = p
	return v, err
}

// input uploads host bytes into a new arena buffer.
func (r *run) input(raw []byte) (cu.DevicePtr, error) {
	p, err := r.q.alloc(len(raw))
	if err != nil {
		return 0, err
	}
	return p, r.q.upload(p, raw)
}

func i32Bytes(v []int32) []byte {
	if len(v) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 4*len(v))
}

func (b *Backend) begin(ctx context.Context, q *queue, f *ir.Func, batch runtime.Batch) (*run, error) {
	rows, n := batch.Rows(), len(batch.Seqs)
	if err := batch.IDs.Check(rt.I32, rows); err != nil {
		return nil, fmt.Errorf("batch ids: %w", err)
	}
	if err := batch.CheckRows(); err != nil {
		return nil, err
	}
	if err := batch.Pos.Check(rt.I32, rows); err != nil {
		return nil, fmt.Errorf("batch positions: %w", err)
	}
	if rows > b.maxRows {
		return nil, fmt.Errorf("a step of %d tokens, expected at most %d (the activation memory is planned for --max-batch-tokens)", rows, b.maxRows)
	}
	var sampling []float32
	var keys []int64
	if len(f.Args) == 4 {
		if err := batch.Sampling.Check(rt.F32, n, 3); err != nil {
			return nil, fmt.Errorf("batch sampling parameters: %w", err)
		}
		if err := batch.Keys.Check(rt.I64, n, 2); err != nil {
			return nil, fmt.Errorf("batch sampling keys: %w", err)
		}
		sampling, keys = batch.Sampling.F32(), batch.Keys.I64()
	}
	ids := batch.IDs.I32()
	if v := b.embedVocab(f); v > 0 {
		for i, id := range ids {
			if id < 0 || int(id) >= v {
				return nil, fmt.Errorf("token %d of the batch: id %d, expected an id in [0, %d)", i, id, v)
			}
		}
	}
	steps, err := withTables(batch)
	if err != nil {
		return nil, err
	}
	// Per token: its sequence and position; per sequence: its last row and block-table row.
	in := stepInputs{ids: batch.IDs.I32(), pos: batch.Pos.I32(), tokSeq: make([]int32, 0, rows), last: make([]int32, n),
		sampling: sampling, keys: keys}
	tokens := make([]int, n)
	for i, s := range steps {
		tokens[i] = len(s.Tokens)
	}
	seqs, err := b.kv.take(steps)
	if err != nil {
		return nil, err
	}
	at := 0
	for i, s := range batch.Seqs {
		for range s.Tokens {
			in.tokSeq = append(in.tokSeq, int32(i))
		}
		at += len(s.Tokens)
		in.last[i] = int32(at - 1)
		in.ctxStride = max(in.ctxStride, seqs[i].n)
		in.maxBlocks = max(in.maxBlocks, len(seqs[i].blocks))
	}
	// The table is as wide as a graph step's would be (the next power of two of blocks), where it
	// fits: the split attention kernels cut a row's context at max_blocks·block_size / splits, so a
	// step must see the same width whether it replays a graph or runs eagerly to give the same bits.
	if w := nextPow2(in.maxBlocks); n*w <= tableEntries {
		in.maxBlocks = w
	}
	in.table = make([]int32, n*in.maxBlocks)
	for i, st := range seqs {
		copy(in.table[i*in.maxBlocks:], st.blocks)
	}
	r := &run{Cursor: interp.NewCursor(f, map[*ir.Value]dval{}), b: b, q: q, rows: rows, seqs: n, logits: batch.Logits,
		longest: in.ctxStride}
	if bucket, ok := b.graphBucket(f, tokens); ok && bucket*nextPow2(in.maxBlocks) <= tableEntries {
		real := in
		in = padInputs(in, bucket, b.kv.scratchBlock(), b.kv.blockSize)
		r.graph, r.pad, r.rows, r.seqs, r.unpadded = true, bucket-n, bucket, bucket, &real
	}
	if !r.graph {
		r.parts = seqParts(steps)
		r.fresh = freshRows(r.parts)
	}
	if n*in.maxBlocks > tableEntries {
		return nil, fmt.Errorf("a step of %d sequences of up to %d blocks, expected at most %d block-table entries", n, in.maxBlocks, tableEntries)
	}
	if err := q.reset(); err != nil {
		return nil, err
	}
	r.usePlan()
	return r, r.stage(in)
}

// seqRows is one sequence's rows of a step: from row r0, n of them, after past cached tokens.
type seqRows struct{ r0, n, past int }

// freshRows is parts when every sequence of a step starts at position 0, else nil.
func freshRows(parts []seqRows) []seqRows {
	for _, s := range parts {
		if s.past != 0 {
			return nil
		}
	}
	return parts
}

// prefillMinRows is the fewest new rows of a sequence with cached tokens that the fused prefill
// kernels take (a query tile of theirs): shorter ones (decode rows) run the split kernels, which
// read the cache once a row instead of a tile's worth of queries at a time.
const prefillMinRows = 64

// seqParts is each sequence's rows and cached tokens, in the step's row order.
func seqParts(steps []runtime.SeqStep) []seqRows {
	out := make([]seqRows, len(steps))
	at := 0
	for i, s := range steps {
		out[i] = seqRows{at, len(s.Tokens), s.Past}
		at += len(s.Tokens)
	}
	return out
}

// prefill reports whether a sequence's rows take the fused prefill kernels: a prompt from
// position 0, or a chunk of at least prefillMinRows rows.
func (s seqRows) prefill() bool { return s.past == 0 || s.n >= prefillMinRows }

// rowRange is rows lo .. hi-1 of a step.
type rowRange struct{ lo, hi int }

// partSplit is a step's sequences divided by splitParts.
type partSplit struct {
	taken []seqRows
	seq   []int
	rest  []rowRange
}

// prefillSplit divides the run's sequences into those the fused prefill kernels take (prompts and
// long chunks of at most keys cached and new tokens) and the rows left to the split kernels, once
// a run for each bound (every layer's op asks the same).
func (r *run) prefillSplit(keys int) partSplit {
	if p, ok := r.split[keys]; ok {
		return p
	}
	var p partSplit
	p.taken, p.seq, p.rest = splitParts(r.parts, func(s seqRows) bool { return s.prefill() && s.past+s.n <= keys })
	if r.split == nil {
		r.split = map[int]partSplit{}
	}
	r.split[keys] = p
	return p
}

// splitParts divides a step's sequences into those that take (take) and the rest, as the row
// ranges the rest cover (runs of adjacent sequences merged). seq is each taken sequence's index.
func splitParts(parts []seqRows, take func(seqRows) bool) (taken []seqRows, seq []int, rest []rowRange) {
	for i, s := range parts {
		if take(s) {
			taken, seq = append(taken, s), append(seq, i)
			continue
		}
		if n := len(rest); n > 0 && rest[n-1].hi == s.r0 {
			rest[n-1].hi = s.r0 + s.n
		} else {
			rest = append(rest, rowRange{s.r0, s.r0 + s.n})
		}
	}
	return taken, seq, rest
}

// stage uploads a step's inputs into the run's arena: the same order and sizes for the same
// shape, so a graph step's buffers are where its graph was captured to read them.
func (r *run) stage(in stepInputs) error {
	r.maxBlocks, r.ctxStride = in.maxBlocks, in.ctxStride
	var idsP, posP cu.DevicePtr
	for _, x := range []struct {
		p   *cu.DevicePtr
		raw []byte
	}{{&idsP, i32Bytes(in.ids)}, {&posP, i32Bytes(in.pos)}, {&r.tokSeq, i32Bytes(in.tokSeq)}, {&r.last, i32Bytes(in.last)}, {&r.table, i32Bytes(in.table)}} {
		var err error
		if *x.p, err = r.input(x.raw); err != nil {
			return err
		}
	}
	r.tokPos = posP
	r.Env[r.F.Args[0]] = dval{p: idsP, dt: ir.I32, rows: r.rows, width: 1}
	r.Env[r.F.Args[1]] = dval{p: posP, dt: ir.I32, rows: r.rows, width: 1}
	if in.sampling != nil {
		return r.samplingInputs(in.sampling, in.keys)
	}
	return nil
}

// nextPow2 is the smallest power of two >= n (1 for n <= 1).
func nextPow2(n int) int {
	p := 1
	for p < n {
		p *= 2
	}
	return p
}

// withTables gives each step the block table of the batch's operand (the runtime's), or none when
// the batch carries no tables: a zero operand counts as [seqs, 0] here, where the CPU and Ascend
// backends refuse it.
func withTables(batch runtime.Batch) ([]runtime.SeqStep, error) {
	if batch.BlockTables.DType == rt.Invalid {
		batch.BlockTables = rt.FromI32(nil, len(batch.Seqs), 0)
	}
	return batch.SeqsWithTables()
}

// samplingInputs splits the rows of (temperature, top_p, top_k) and (seed, position) into the
// sample kernel's per-row arrays.
func (r *run) samplingInputs(sampling []float32, keys []int64) error {
	sa := splitSampling(sampling, keys)
	r.greedy = sa.greedy
	var err error
	for _, in := range []struct {
		p   *cu.DevicePtr
		raw []byte
	}{{&r.temp, rt.FromF32(sa.temp, len(sa.temp)).Bytes}, {&r.topP, rt.FromF32(sa.topP, len(sa.topP)).Bytes}, {&r.topK, i32Bytes(sa.topK)},
		{&r.where, i32Bytes(sa.where)}, {&r.seed, sa.seed}} {
		if *in.p, err = r.input(in.raw); err != nil {
			return err
		}
	}
	return nil
}

// sampleArgs are the sample kernel's per-row arrays.
type sampleArgs struct {
	temp, topP  []float32
	topK, where []int32
	seed        []byte // little-endian u64 per row
	greedy      bool   // every row has temperature <= 0: argmax does
}

// splitSampling reads the rows of (temperature, top_p, top_k) and (seed, position).
func splitSampling(sampling []float32, keys []int64) sampleArgs {
	n := len(sampling) / 3
	sa := sampleArgs{temp: make([]float32, n), topP: make([]float32, n), topK: make([]int32, n), where: make([]int32, n),
		seed: make([]byte, 8*n), greedy: true}
	for i := range n {
		sa.temp[i], sa.topP[i], sa.topK[i] = sampling[3*i], sampling[3*i+1], int32(sampling[3*i+2])
		if sa.temp[i] > 0 {
			sa.greedy = false
		}
		binary.LittleEndian.PutUint64(sa.seed[8*i:], uint64(keys[2*i]))
		sa.where[i] = int32(keys[2*i+1])
	}
	return sa
}

// embedVocab is the vocabulary of the program's embedding, 0 without one.
func (b *Backend) embedVocab(f *ir.Func) int {
	for _, op := range f.Body {
		if op.Kind == ir.OpEmbedding {
			return int(op.Weights[0].Type.Shape[0].N)
		}
	}
	return 0
}

// until runs ops from pc up to (not including) the first op stop accepts, or to the end.
func (r *run) until(ctx context.Context, stop func(*ir.Op) bool) (err error) {
	defer func() {
		// A failed run's stream still waits for its side stream: whatever syncs the stream next
		// (the next call's wait included) has the side's work behind it too.
		if err != nil && r.pendingJoin != nil {
			_ = r.q.s.WaitEvent(r.q.joined) // best effort: the run already failed
			r.pendingJoin = nil
		}
	}()
	err = r.Until(ctx, stop, func(op *ir.Op) error {
		if r.sectioned() {
			if name, ok := r.b.sectionAt[r.F][r.PC]; ok {
				if err := r.section(name); err != nil {
					return err
				}
			}
		}
		if br := r.b.branchAt[op]; br != nil && r.overlaps() {
			if err := r.launchBranch(br); err != nil {
				return fmt.Errorf("@%s: %w", r.F.Name, err)
			}
		}
		if r.early[op] {
			return nil // run on the side stream already
		}
		if op == r.pendingJoin {
			if err := r.q.s.WaitEvent(r.q.joined); err != nil {
				return err
			}
			r.pendingJoin = nil
		}
		var res dval
		var err error
		r.enter(op)
		defer r.leave()
		if r.timing() {
			err = r.timed("op "+op.Info().Name, func() error {
				res, err = r.step(op)
				return err
			})
		} else {
			res, err = r.step(op)
		}
		if err != nil {
			return fmt.Errorf("@%s: %s: %w", r.F.Name, op.Info().Name, err)
		}
		r.Done(op, res)
		return nil
	})
	if err != nil || !r.AtEnd() {
		return err // stopped before an op: the open section goes on
	}
	if r.open != nil {
		return r.section("")
	}
	return nil
}

// Attention runs up to layer's send and returns its payload: host tensors filled when the queue is
// synced (the TCP transport syncs before it reads them).
func (r *run) Attention(ctx context.Context, layer int) ([]rt.Tensor, error) {
	var out []rt.Tensor
	err := r.b.do(func() error {
		if r.b.trace != nil {
			defer r.b.traceHost(fmt.Sprintf("attention layer %d queue %d", layer, r.q.index()), time.Now())
		}
		err := r.segment(ctx, func(op *ir.Op) bool {
			l, ok := op.Exchange(ir.OpSend, ir.OpDispatch)
			return ok && l == layer
		})
		if err != nil {
			return err
		}
		if r.AtEnd() {
			return fmt.Errorf("layer %d is not exchanged by this program (or not next)", layer)
		}
		op := r.Op()
		for _, a := range op.Args {
			v := r.Env[a]
			v.rows -= r.pad // a graph step's dummy rows are not sent
			if r.b.payloadMem == rt.Device {
				// A device transport sends the value itself: it lives in the run's arena until the
				// queue's next run, and the transfer is enqueued on the same stream.
				out = append(out, rt.Tensor{DType: v.dt, Shape: []int{v.rows, v.width}, Mem: rt.Device, Ptr: uintptr(v.p)})
				continue
			}
			t := rt.New(v.dt, v.rows, v.width)
			if err := r.q.download(t.Bytes, v.p); err != nil {
				return err
			}
			out = append(out, t)
		}
		r.Done(op, dval{})
		r.PC++
		return nil
	})
	return out, err
}

// Resume takes layer's FFN result (a host tensor, staged to the device, or a device tensor) as the
// value of its recv.
func (r *run) Resume(ctx context.Context, layer int, y rt.Tensor) error {
	return r.b.do(func() error {
		err := r.until(ctx, func(op *ir.Op) bool {
			l, ok := op.Exchange(ir.OpRecv, ir.OpCombine)
			return ok && l == layer
		})
		if err != nil {
			return err
		}
		if r.AtEnd() {
			return fmt.Errorf("layer %d has no recv in this program (or not next)", layer)
		}
		op := r.Op()
		from := r.fromTensor
		if r.graph {
			from = r.graphRecv
		}
		v, err := from(y, op.Result)
		if err != nil {
			return fmt.Errorf("layer %d result: %w", layer, err)
		}
		r.Done(op, v)
		r.PC++
		return nil
	})
}

// fromTensor checks a tensor handed to the run against the value it becomes and puts it on the
// device.
func (r *run) fromTensor(t rt.Tensor, val *ir.Value) (dval, error) {
	w := int(val.Type.Shape.Last().N)
	v := dval{dt: val.Type.DType, rows: r.rows, width: w}
	want := rt.Tensor{DType: v.dt, Shape: []int{r.rows, w}}
	if t.DType != want.DType || len(t.Shape) != 2 || t.Shape[0] != r.rows || t.Shape[1] != w {
		return v, fmt.Errorf("tensor %s, expected %s", t, want)
	}
	if t.Mem == rt.Device {
		v.p = cu.DevicePtr(t.Ptr)
		return v, nil
	}
	if err := t.CheckHost(); err != nil {
		return v, err
	}
	p, err := r.place(val, len(t.Bytes))
	if err != nil {
		return v, err
	}
	v.p = p
	return v, r.q.upload(p, t.Bytes)
}

// Finish runs the rest of the body and returns the sampled tokens of each sequence and, when the
// batch asked for them or the program does not sample, its f32 logits, filled when the queue is
// synced.
func (r *run) Finish(ctx context.Context) (runtime.Output, error) {
	var out runtime.Output
	err := r.b.do(func() error {
		if err := r.segment(ctx, never); err != nil {
			return err
		}
		return r.outputs(&out)
	})
	return out, err
}

// outputs enqueues the copies of the program's results to the host: the token ids, and the
// logits only where wanted (wantLogits).
func (r *run) outputs(out *runtime.Output) error {
	// The casts below go to the plan's window after the body.
	r.window(r.plan.tailSpan())
	defer r.leave()
	samples := false
	for _, res := range r.F.Results {
		samples = samples || res.Type.DType == ir.I32
	}
	for _, res := range r.F.Results {
		v, ok := r.Env[res]
		if !ok {
			continue
		}
		// A padded graph step's results have a row per bucket slot; the real sequences' come first.
		v.rows -= r.pad
		if res.Type.DType == ir.I32 {
			out.Tokens = rt.New(rt.I32, v.rows)
			if err := r.q.download(out.Tokens.Bytes, v.p); err != nil {
				return err
			}
			continue
		}
		if !wantLogits(samples, r.logits) {
			continue
		}
		f32, err := r.cast(v, ir.F32)
		if err != nil {
			return err
		}
		out.Logits = rt.New(rt.F32, v.rows, v.width)
		if err := r.q.download(out.Logits.Bytes, f32.p); err != nil {
			return err
		}
	}
	if out.Logits.DType == rt.Invalid && out.Tokens.DType == rt.Invalid {
		return fmt.Errorf("@%s returns neither tokens nor logits", r.F.Name)
	}
	return nil
}

// wantLogits says whether a run copies its logits to the host: when the batch asked, or when the
// program does not sample (its logits are its only output).
func wantLogits(samples, asked bool) bool { return asked || !samples }

// cast is v in type to: a copy made by the cast kernel, or v itself where it is of that type.
func (r *run) cast(v dval, to ir.DType) (dval, error) {
	if v.dt == to {
		return v, nil
	}
	name := map[[2]ir.DType]string{{ir.BF16, ir.F32}: "cast_bf16_f32", {ir.F32, ir.BF16}: "cast_f32_bf16"}[[2]ir.DType{v.dt, to}]
	if name == "" {
		return dval{}, fmt.Errorf("no cast from %s to %s", v.dt, to)
	}
	k, err := r.b.kernel(name)
	if err != nil {
		return dval{}, err
	}
	out, err := r.alloc(to, v.rows, v.width)
	if err != nil {
		return dval{}, err
	}
	return out, r.launch(k, ptr("out", out.p), ptr("in", v.p), i32("n", v.rows*v.width))
}

// ffnChunk runs rows [r0, r0+n) of an FFN layer function.
func (b *Backend) ffnChunk(ctx context.Context, q *queue, f *ir.Func, in []rt.Tensor, out rt.Tensor, r0, n int) error {
	t0 := time.Now()
	if err := q.resetForCall(); err != nil {
		return err
	}
	if b.trace != nil {
		b.traceHost(fmt.Sprintf("wait queue %d", q.index()), t0)
	}
	// After the reset's host wait, so that the host does not also wait for the other stage's layer:
	// this call's work follows the last FFN call's on another queue (ffnOrdered).
	if b.ffnQ != nil && b.ffnQ != q {
		if err := q.s.WaitEvent(b.ffnOrder); err != nil {
			return err
		}
	}
	r := &run{Cursor: interp.NewCursor(f, map[*ir.Value]dval{}), b: b, q: q, rows: n}
	r.usePlan()
	for i, a := range f.Args {
		t := in[i]
		if t.Mem == rt.Host {
			rb := t.Len() / max(t.Rows(), 1)
			t = rt.Tensor{DType: t.DType, Shape: []int{n, t.Width()}, Bytes: t.Bytes[r0*rb : (r0+n)*rb]}
		} else {
			t = deviceRows(t, r0, n)
		}
		v, err := r.fromTensor(t, a)
		if err != nil {
			return fmt.Errorf("payload %d: %w", i, err)
		}
		r.Env[a] = v
	}
	if err := r.until(ctx, func(*ir.Op) bool { return false }); err != nil {
		return err
	}
	y := r.Env[f.Results[0]]
	if out.Mem == rt.Device {
		o := deviceRows(out, r0, n)
		r.q.dirty = true
		return cu.CopyDtoDAsync(cu.DevicePtr(o.Ptr), y.p, y.bytes(), q.s)
	}
	rb := out.Len() / max(out.Rows(), 1)
	return q.download(out.Bytes[r0*rb:(r0+n)*rb], y.p)
}

func deviceRows(t rt.Tensor, r0, n int) rt.Tensor {
	rb := t.Len() / max(t.Rows(), 1)
	return rt.Tensor{DType: t.DType, Shape: []int{n, t.Width()}, Mem: rt.Device, Ptr: t.Ptr + uintptr(r0*rb), Owner: t.Owner}
}

// step enqueues one op and returns its result.
func (r *run) step(op *ir.Op) (dval, error) {
	arg := func(i int) dval { return r.Env[op.Args[i]] }
	ks := r.b.opk[op]
	a := op.Attrs
	if y, ok := r.pre[op]; ok { // written by another op's launch
		delete(r.pre, op)
		return y, nil
	}
	var res dval
	if op.Result != nil {
		rows := r.rows
		if op.Result.Type.Shape[0].Sym == "B" {
			rows = r.seqs
		}
		var err error
		res = dval{dt: op.Result.Type.DType, rows: rows, width: int(op.Result.Type.Shape.Last().N)}
		if rows == 0 {
			return res, nil // an empty stage: nothing to compute
		}
		switch op.Kind {
		case ir.OpRope, ir.OpSample, ir.OpLinear, ir.OpMoEExperts:
			// These make their result themselves.
		default:
			if res, err = r.result(op.Result, res.dt, res.rows, res.width); err != nil {
				return res, err
			}
		}
	}
	w := func(i int, dt ir.DType) cu.DevicePtr { return r.b.w[wkey{op.Weights[i], dt}] }
	switch op.Kind {
	case ir.OpEmbedding:
		return res, r.launch(ks["embedding"], ptr("out", res.p), ptr("ids", arg(0).p), ptr("table", w(0, kernelForm(op.Weights[0]))), i32("rows", res.rows))
	case ir.OpRMSNorm:
		if st, ok := r.tails[op]; ok {
			delete(r.tails, op)
			return res, r.stackedNorm(op, st, res)
		}
		// Read by decode linears alone: they run with the norm inside, from the norm's input. Only
		// under an arena plan, which holds that input until them (liveRanges).
		if nl := r.b.normLinears[op]; nl != nil && r.plan != nil && r.b.decodeKernel(nl.k, nl.wide, res.rows) != nil && arg(0).dt == ir.BF16 {
			if r.normed == nil {
				r.normed = map[*ir.Value]normedInput{}
			}
			r.normed[op.Result] = normedInput{arg(0), op}
			return res, nil
		}
		args := []karg{ptr("out", res.p), ptr("x", arg(0).p), ptr("w", w(0, kernelForm(op.Weights[0]))), i32("rows", res.rows)}
		if nr := r.b.normRopes[op]; nr != nil && r.ropeInPlace(nr.rope) {
			r.written(nr.rope, res) // rotated in place by this launch
			return res, r.launch(nr.k, append(args, ptr("pos", r.Env[nr.rope.Args[1]].p))...)
		}
		return res, r.launch(ks["rms_norm"], args...)
	case ir.OpLinear:
		if in, ok := r.normed[op.Args[0]]; ok {
			delete(r.normed, op.Args[0])
			nw := in.norm.Weights[0]
			return r.linearGroup(r.b.normLinears[in.norm], in.x, ptr("nw", r.b.w[wkey{nw, kernelForm(nw)}]))
		}
		if g := r.b.groups[op]; g != nil && arg(0).dt == ir.BF16 && r.b.decodeKernel(g.k, g.wide, arg(0).rows) != nil {
			return r.linearGroup(g, arg(0))
		}
		// Past the decode kernels' rows, a stacked pair's one GEMM. Only under an arena plan, which
		// gives the lead's result room for both.
		if st := r.b.stacks[op]; st != nil && r.plan != nil && !r.b.NoStackedLinears {
			return r.stackedLinear(st, arg(0))
		}
		// With the residual add after it: run at the add, whose result it writes. Only under an
		// arena plan, which holds the linear's input until the add (liveRanges).
		if rl := r.b.resLinears[op]; rl != nil && r.plan != nil && arg(0).dt == ir.BF16 {
			if k := r.b.decodeKernel(rl.k, rl.wide, arg(0).rows); k != nil {
				if r.deferred == nil {
					r.deferred = map[*ir.Op]deferredLinear{}
				}
				r.deferred[rl.add] = deferredLinear{op, arg(0), k}
				return r.result(op.Result, op.Result.Type.DType, arg(0).rows, int(op.Result.Type.Shape.Last().N))
			}
		}
		return r.linear(op, arg(0))
	case ir.OpSlice:
		if lt := r.b.latents[op]; lt != nil {
			return r.mlaLatent(lt, res)
		}
		return res, r.launch(ks["slice"], ptr("out", res.p), ptr("x", arg(0).p), i32("rows", res.rows))
	case ir.OpRope:
		x := arg(0)
		if !r.ropeInPlace(op) {
			// The rope kernel works in place; the input lives on, so rotate a copy.
			y, err := r.result(op.Result, x.dt, x.rows, x.width)
			if err != nil {
				return y, err
			}
			if err := r.copyD2D(y.p, x.p, x.bytes()); err != nil {
				return y, err
			}
			x = y
		}
		return x, r.launch(ks["rope"], ptr("x", x.p), ptr("pos", arg(1).p), i32("rows", x.rows))
	case ir.OpMLAAttention:
		pool := r.b.kv.pools[a.MustInt("layer")][0]
		if r.b.latentCached[op] { // by its latent set's launch
		} else if err := r.launch(ks["mla_cache_write"], append(r.paging(), ptr("pool", pool), ptr("c", arg(1).p), ptr("kpe", arg(2).p), i32("rows", r.rows))...); err != nil {
			return res, err
		}
		kvb := w(0, mlaForm(op, op.Weights[0]))
		pre, rest, err := r.mlaPrefill(op, ks, res, arg(0), arg(1), arg(2), kvb, pool)
		if err != nil || pre && rest == nil {
			return res, err
		}
		if !pre {
			rest = []rowRange{{0, r.rows}}
		}
		if ok, err := r.mlaSplit(op, ks, res, arg(0), kvb, pool, rest); ok || err != nil {
			return res, err
		}
		if kgen.KVF8(op) { // only the split kernels read the FP8 form (kgen's mlaF8Specs)
			return res, fmt.Errorf("mla_attention: an FP8 KV cache and no split decode kernel for it")
		}
		return res, r.attention(op, ks["mla_attention"], res, arg(0), ptr("kvb", kvb), ptr("pool", pool))
	case ir.OpGQAAttention:
		pools := r.b.kv.pools[a.MustInt("layer")]
		err := r.launch(ks["kv_cache_write"], append(r.paging(), ptr("k_pool", pools[0]), ptr("v_pool", pools[1]), ptr("k", arg(1).p), ptr("v", arg(2).p), i32("rows", r.rows))...)
		if err != nil {
			return res, err
		}
		pre, rest, err := r.gqaPrefill(ks, op, res, arg(0), pools[0], pools[1])
		if err != nil || pre && rest == nil {
			return res, err
		}
		if !pre {
			rest = []rowRange{{0, r.rows}}
		}
		if ok, err := r.gqaSplit(ks, op, res, arg(0), pools[0], pools[1], rest); ok || err != nil {
			return res, err
		}
		return res, r.attention(op, ks["gqa_attention"], res, arg(0), ptr("k_pool", pools[0]), ptr("v_pool", pools[1]))
	case ir.OpSiluMul:
		return res, r.launch(ks["silu_mul"], ptr("out", res.p), ptr("g", arg(0).p), ptr("u", arg(1).p), i32("rows", res.rows))
	case ir.OpAdd:
		if d, ok := r.deferred[op]; ok {
			delete(r.deferred, op)
			return res, r.linearResidual(d, op, res)
		}
		return res, r.launch(ks["add"], ptr("out", res.p), ptr("a", arg(0).p), ptr("b", arg(1).p), i32("rows", res.rows))
	case ir.OpMoERoute:
		args := []karg{ptr("out", res.p), ptr("logits", arg(0).p), i32("rows", res.rows)}
		if len(op.Weights) == 1 {
			args = append(args, ptr("bias", w(0, kernelForm(op.Weights[0]))))
		}
		return res, r.launch(ks["moe_route"], args...)
	case ir.OpMoEExperts:
		return r.experts(op, ks, arg(0), arg(1))
	case ir.OpLastTokens:
		return res, r.launch(ks["gather_rows"], ptr("out", res.p), ptr("x", arg(0).p), ptr("idx", r.last), i32("n", res.rows))
	case ir.OpSample:
		return r.sample(op, ks, arg(0))
	}
	return res, fmt.Errorf("the cuda backend cannot execute op %s", op.Info().Name)
}

// paging are the arguments every cache kernel takes: the block table and each token's sequence and
// position.
func (r *run) paging() []karg {
	return []karg{ptr("table", r.table), ptr("tok_seq", r.tokSeq), ptr("tok_pos", r.tokPos),
		i32("max_blocks", r.maxBlocks), i32("block_size", r.b.kv.blockSize)}
}

// written keeps v, op's result that another op's launch writes, for op's turn (r.pre).
func (r *run) written(op *ir.Op, v dval) {
	if r.pre == nil {
		r.pre = map[*ir.Op]dval{}
	}
	r.pre[op] = v
}
