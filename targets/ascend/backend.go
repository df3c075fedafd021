package ascend

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	goruntime "runtime"
	"strconv"
	"sync"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/sampler"
	"afdc/runtime/tensor"
	"afdc/runtime/weights"
	"afdc/targets/ascend/acl"
)

// Backend is the Ascend target behind the runtime's device seam: an Executor on one NPU, driven from
// one locked OS thread (ACL binds the device context to the thread), one stream per stage. The
// runtime's SplitEngine and ServeFFN drive it; HCCL (hccl.go) is its transport.
type Backend struct {
	x      *Executor
	lib    *acl.Lib
	device int  // the NPU, -1 when the caller initialised ACL (tests)
	owns   bool // Close finalises ACL and closes the libraries
	work   chan func()
	done   chan struct{}
	// recv is where the runtime's device buffers come from (Alloc: the transport's receive buffers
	// and the FFN's outputs): a bump arena reset at the end of every Drive, once no stream reads
	// the step's buffers any more, and regrown to the high-water mark so a steady step
	// allocates nothing.
	recv   arena
	queues []*queue        // one per stage, in stage order
	handed int             // queues asked for so far
	live   map[uint64]bool // sequences with KV cache rows (SetBlockSize refuses while any is)
	layers []int           // attention: exchanged layers in program order; FFN: @layer.L present
	// mu orders Close after every Drive in flight (and a Drive after Close fails, not panics).
	mu     sync.RWMutex
	closed bool
}

var (
	_ runtime.AttentionBackend = (*Backend)(nil)
	_ runtime.FFNBackend       = (*Backend)(nil)
	_ tensor.Owner             = (*Backend)(nil)
)

// Register makes the Ascend target loadable by role executables.
func Register() {
	runtime.Register("ascend", Load)
	registerExecutable()
}

// Default sizes when the role executable does not give them (runtime.LoadOptions).
const (
	DefaultMaxTokens = 512  // tokens per stage, all sequences together (the attention side's default --max-batch-tokens)
	DefaultBlockSize = 16   // KV cache tokens per block
	DefaultBlocks    = 4096 // KV cache blocks
)

// Load is the registered loader: it opens CANN and HCCL (a machine without them gets the missing
// library's name), initialises the NPU named by $AFDC_ASCEND_DEVICE (default 0) on the backend's
// thread, plans and allocates the program, and uploads the weights in their device dtypes.
func Load(mod *ir.Module, w runtime.Weights, opt runtime.LoadOptions) (runtime.Backend, error) {
	dev := 0
	if s := os.Getenv("AFDC_ASCEND_DEVICE"); s != "" {
		d, err := strconv.Atoi(s)
		if err != nil || d < 0 {
			return nil, fmt.Errorf("ascend: AFDC_ASCEND_DEVICE=%q, expected a device number >= 0", s)
		}
		dev = d
	}
	lib, err := acl.Open(acl.Options{})
	if err != nil {
		return nil, err
	}
	o := Options{MaxTokens: opt.MaxBatchTokens, BlockSize: opt.KVBlockSize, Blocks: opt.KVBlocks, MaxPositions: opt.MaxPositions, ExpertRank: opt.ExpertRank}
	if o.MaxTokens <= 0 {
		o.MaxTokens = DefaultMaxTokens
	}
	if o.BlockSize <= 0 {
		o.BlockSize = DefaultBlockSize
	}
	if o.Blocks <= 0 {
		o.Blocks = DefaultBlocks
	}
	if o.MaxPositions <= 0 {
		o.MaxPositions = o.Blocks * o.BlockSize
	}
	o.MaxSeqs = o.MaxTokens // every sequence of a step brings at least one token
	b, err := start(lib, dev, mod, o)
	if err != nil {
		return nil, errors.Join(err, lib.Close())
	}
	if err := b.LoadWeights(w, opt.Progress); err != nil {
		return nil, errors.Join(err, b.Close())
	}
	return b, nil
}

// NewBackend puts mod on an NPU whose ACL the caller has initialised (tests, with the recording
// fake): the executor is made on the backend's thread; no weights are loaded (LoadWeights).
func NewBackend(lib *acl.Lib, mod *ir.Module, o Options) (*Backend, error) {
	return start(lib, -1, mod, o)
}

func start(lib *acl.Lib, dev int, mod *ir.Module, o Options) (*Backend, error) {
	b := &Backend{lib: lib, device: dev, owns: dev >= 0, work: make(chan func()), done: make(chan struct{}), live: map[uint64]bool{}}
	go b.thread()
	err := b.do(func() (err error) {
		if dev >= 0 {
			if err := lib.Init(dev); err != nil {
				return err
			}
		}
		b.x, err = New(lib, mod, o)
		return err
	})
	if err != nil {
		if dev >= 0 {
			err = errors.Join(err, b.do(func() error { return lib.Finalize(dev) }))
		}
		close(b.work)
		<-b.done
		return nil, err
	}
	if b.x.fwd != nil {
		for _, op := range b.x.fwd.Body {
			if isSend(op.Kind) {
				b.layers = append(b.layers, int(op.Attrs.MustInt("layer")))
			}
		}
	}
	for l, f := range b.x.layers {
		if f != nil {
			b.layers = append(b.layers, l)
		}
	}
	return b, nil
}

// thread runs the backend's work on one OS thread, where ACL's device context lives.
func (b *Backend) thread() {
	goruntime.LockOSThread()
	defer close(b.done)
	for f := range b.work {
		f()
	}
}

func (b *Backend) Target() string { return "ascend" }

// Drive runs f on the backend's thread. Then it waits for every stream to finish (the runtime
// drives a whole step in one call) and recycles the step's device buffers, so the next step starts
// with idle streams and, once a step of its size has run, allocates nothing.
func (b *Backend) Drive(f func() error) error {
	return b.do(func() error { return errors.Join(f(), b.settle()) })
}

// do runs f on the backend's thread.
func (b *Backend) do(f func() error) error {
	b.mu.RLock()
	defer b.mu.RUnlock()
	if b.closed {
		return errors.New("ascend: the backend is closed")
	}
	return b.run(f)
}

// run hands f to the thread and waits for it.
func (b *Backend) run(f func() error) error {
	errc := make(chan error, 1)
	b.work <- func() { errc <- f() }
	return <-errc
}

// settle waits for the streams and regrows the arenas that needed extra regions.
func (b *Backend) settle() error {
	if b.x == nil {
		return nil
	}
	for _, q := range b.queues {
		q.after = nil // a step that failed before its Sync leaves downloads nobody waits for
		if err := b.lib.Sync(q.st.stream); err != nil {
			return err
		}
		if err := b.x.settle(q.st); err != nil {
			return err
		}
	}
	if len(b.x.stages) > 0 {
		return b.recv.reset(b.lib, b.x.stages[0].stream)
	}
	return nil
}

// queue is one stage's stream.
type queue struct {
	b  *Backend
	st *stage
	// after runs once the stream is idle: the downloads of the step's outputs.
	after []func() error
}

func (q *queue) Sync(context.Context) error {
	if err := q.b.lib.Sync(q.st.stream); err != nil {
		return err
	}
	var errs []error
	for _, f := range q.after {
		errs = append(errs, f())
	}
	q.after = nil
	return errors.Join(errs...)
}

// NewQueue hands out the stages' streams in order (made at load, one per stage of the program);
// asked for more, it hands them out again in turn (a stream shared by two queues stays ordered).
func (b *Backend) NewQueue() (runtime.Queue, error) {
	defer func() { b.handed++ }()
	if n := len(b.x.stages); b.handed >= n {
		return b.queues[b.handed%n], nil
	}
	q := &queue{b: b, st: b.x.stages[b.handed]}
	b.queues = append(b.queues, q)
	return q, nil
}

func (b *Backend) stageOf(q runtime.Queue) (*stage, error) {
	mine, ok := q.(*queue)
	if !ok || mine.b != b {
		return nil, fmt.Errorf("queue %T is not one of this ascend backend's streams", q)
	}
	return mine.st, nil
}

// Alloc gives host memory from Go, device memory from the step's receive arena (valid until the
// end of the Drive it was asked in).
func (b *Backend) Alloc(dt tensor.DType, mem tensor.Memory, shape ...int) (tensor.Tensor, error) {
	if mem == tensor.Host {
		return tensor.New(dt, shape...), nil
	}
	t := tensor.Tensor{DType: dt, Shape: append([]int(nil), shape...), Mem: tensor.Device, Owner: b}
	if t.Len() == 0 {
		return t, nil
	}
	p, err := b.recv.get(b.lib, int64(t.Len()))
	if err != nil {
		return tensor.Tensor{}, err
	}
	t.Ptr = p
	return t, nil
}

// Free is a no-op: the receive arena is recycled as a whole at the next step.
func (b *Backend) Free(tensor.Tensor) error { return nil }

func (b *Backend) Name() string {
	if b.device < 0 {
		return "ascend"
	}
	return fmt.Sprintf("ascend:%d", b.device)
}

// Close frees the device memory and streams, and releases ACL when the backend initialised it.
func (b *Backend) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil
	}
	err := b.run(func() error {
		errs := []error{b.settle(), b.recv.free(b.lib), b.x.Close()}
		if b.owns {
			errs = append(errs, b.lib.Finalize(b.device))
		}
		return errors.Join(errs...)
	})
	b.closed = true
	close(b.work)
	<-b.done
	if b.owns {
		err = errors.Join(err, b.lib.Close())
	}
	return err
}

// LoadWeights uploads every parameter in its device dtype: floats widened to f32 by the weight
// source (FP8 with its block scales dequantised, so the scale parameters have no buffer of their
// own), then narrowed to the activation dtype (router biases stay f32); experts stacked.
func (b *Backend) LoadWeights(w runtime.Weights, progress func(done, total int64)) error {
	var total, done int64
	for _, p := range b.x.mod.Params {
		if !b.x.folded(p) {
			total += b.x.paramBytes(p)
		}
	}
	for _, p := range b.x.mod.Params {
		if b.x.folded(p) {
			continue
		}
		dt := b.x.deviceDType(p)
		want, _ := p.TensorShape().Elems()
		var buf []byte
		names := p.Tensors()
		if held, ok := b.x.held[p]; ok {
			// An expert rank reads only the experts it holds.
			mine := make([]string, len(held))
			for j, e := range held {
				mine[j] = names[e]
			}
			names = mine
		}
		for _, name := range names {
			t, err := w.Weight(name)
			if err != nil {
				return fmt.Errorf("ascend: weight %s: %w", p.Name, err)
			}
			if !dt.IsFloat() {
				if t.Data.DType != dt || int64(t.Data.Elems()) != want {
					return fmt.Errorf("ascend: weight %s (%s) is %s, expected %s of %d elements", p.Name, name, t.Data, dt, want)
				}
				buf = append(buf, t.Data.Bytes...)
				continue
			}
			f, err := weights.Widen(t)
			if err != nil {
				return fmt.Errorf("ascend: weight %s (%s): %w", p.Name, name, err)
			}
			if int64(len(f)) != want {
				return fmt.Errorf("ascend: weight %s (%s) has %d elements, expected %d (%s)", p.Name, name, len(f), want, p.TensorShape())
			}
			buf = append(buf, encode(f, dt)...)
		}
		if err := b.do(func() error { return b.x.LoadWeight(p, buf) }); err != nil {
			return err
		}
		done += int64(len(buf))
		if progress != nil {
			progress(done, total)
		}
	}
	return nil
}

// Exchanges lists the layers @forward sends to the FFN, in program order.
func (b *Backend) Exchanges() []int {
	if b.x.fwd == nil {
		return nil
	}
	return append([]int(nil), b.layers...)
}

// Layers lists the layers the FFN module has an @layer.L for.
func (b *Backend) Layers() []int {
	if b.x.fwd != nil {
		return nil
	}
	return append([]int(nil), b.layers...)
}

func (b *Backend) Vocab() int {
	if b.x.fwd == nil {
		return 0
	}
	return int(b.x.fwd.Results[1].Type.Shape.Last().N)
}

// Release forgets a sequence; its cache rows belong to blocks the runtime frees.
func (b *Backend) Release(id uint64) { delete(b.live, id) }

// SetBlockSize re-cuts the caches' slots into blocks of tokens (the slots are addressed directly,
// so nothing moves); only while no sequence is live.
func (b *Backend) SetBlockSize(tokens int) error {
	if tokens < 1 {
		return fmt.Errorf("ascend: block size %d, expected at least 1 token", tokens)
	}
	if tokens == b.x.opt.BlockSize {
		return nil
	}
	if len(b.live) > 0 {
		return fmt.Errorf("ascend: block size change with %d live sequences, expected none", len(b.live))
	}
	slots := b.x.opt.Blocks * b.x.opt.BlockSize
	if slots < tokens {
		return fmt.Errorf("ascend: block size %d, expected at most the cache's %d slots", tokens, slots)
	}
	b.x.opt.BlockSize, b.x.opt.Blocks = tokens, slots/tokens
	return nil
}

// run is one stage's pass through @forward.
type run struct {
	b        *Backend
	q        *queue
	s        int
	seqs     []runtime.SeqStep
	sampling []float32
	keys     []int64
}

// Begin uploads a stage's inputs: the ids, positions and the block tables (turned into cache slots
// and gather indices). The block tables are the runtime's: the backend keeps no allocator of its own.
func (b *Backend) Begin(_ context.Context, q runtime.Queue, batch runtime.Batch) (runtime.AttentionRun, error) {
	if b.x.fwd == nil {
		return nil, fmt.Errorf("ascend: module %s (%s) has no attention @forward", b.x.mod.Name, b.x.mod.Role)
	}
	st, err := b.stageOf(q)
	if err != nil {
		return nil, err
	}
	n, rows := len(batch.Seqs), batch.Rows()
	if err := batch.IDs.Check(tensor.I32, rows); err != nil {
		return nil, fmt.Errorf("ascend: batch ids: %w", err)
	}
	if err := batch.Pos.Check(tensor.I32, rows); err != nil {
		return nil, fmt.Errorf("ascend: batch positions: %w", err)
	}
	if err := batch.Sampling.Check(tensor.F32, n, 3); err != nil {
		return nil, fmt.Errorf("ascend: batch sampling parameters: %w", err)
	}
	if err := batch.Keys.Check(tensor.I64, n, 2); err != nil {
		return nil, fmt.Errorf("ascend: batch sampling keys: %w", err)
	}
	steps, err := batch.SeqsWithTables()
	if err != nil {
		return nil, fmt.Errorf("ascend: %w", err)
	}
	if err := batch.CheckRows(); err != nil {
		return nil, fmt.Errorf("ascend: %w", err)
	}
	ids := batch.IDs.I32()
	seqs := make([]Seq, n)
	row := 0
	for i, s := range steps {
		if s.Blocks == nil {
			return nil, fmt.Errorf("ascend: sequence %d has no block table, expected the runtime's paged KV cache blocks (this backend keeps no allocator)", s.ID)
		}
		seqs[i] = Seq{Tokens: ids[row : row+len(s.Tokens)], Past: s.Past, Blocks: s.Blocks}
		row += len(s.Tokens)
	}
	if err := b.x.begin(st.idx, seqs); err != nil {
		return nil, err
	}
	for _, s := range batch.Seqs {
		b.live[s.ID] = true
	}
	return &run{b: b, q: q.(*queue), s: st.idx, seqs: batch.Seqs, sampling: batch.Sampling.F32(), keys: batch.Keys.I64()}, nil
}

func (r *run) Attention(_ context.Context, layer int) ([]tensor.Tensor, error) {
	vs, err := r.b.x.attention(r.s, layer)
	if err != nil {
		return nil, err
	}
	out := make([]tensor.Tensor, len(vs))
	for i, v := range vs {
		out[i] = r.b.deviceTensor(v)
	}
	return out, nil
}

func (r *run) Resume(_ context.Context, layer int, y tensor.Tensor) error {
	v, err := r.b.viewOf(y)
	if err != nil {
		return fmt.Errorf("ascend: the result of layer %d: %w", layer, err)
	}
	return r.b.x.resume(r.s, layer, v)
}

// Finish enqueues the head and returns the token ids and fp32 logits, filled once the queue is
// synced: the logits are downloaded in the activation dtype and widened; a greedy row's token is
// the device's aclnnArgMax, a row with a temperature is drawn from its logits by runtime/sampler
// with the batch's parameters and keys.
func (r *run) Finish(context.Context) (runtime.Output, error) {
	tv, lv, err := r.b.x.finish(r.s)
	if err != nil {
		return runtime.Output{}, err
	}
	n, vocab := len(r.seqs), r.b.Vocab()
	out := runtime.Output{Tokens: tensor.New(tensor.I32, n), Logits: tensor.New(tensor.F32, n, vocab)}
	if n == 0 {
		return out, nil
	}
	lib := r.b.lib
	r.q.after = append(r.q.after, func() error {
		tb := make([]byte, 4*n)
		if err := lib.Download(tb, tv.ptr()); err != nil {
			return err
		}
		lb := make([]byte, lv.elems()*lv.dt.Size())
		if err := lib.Download(lb, lv.ptr()); err != nil {
			return err
		}
		logits := decode(lb, lv.dt)
		copy(out.Logits.F32(), logits)
		toks := out.Tokens.I32()
		for i := range n {
			p := sampler.Params{Temperature: r.sampling[3*i], TopP: r.sampling[3*i+1], TopK: int(r.sampling[3*i+2]), Seed: uint64(r.keys[2*i])}
			if p.Greedy() {
				toks[i] = int32(binary.LittleEndian.Uint32(tb[4*i:]))
				continue
			}
			toks[i] = int32(sampler.Sample(logits[i*vocab:(i+1)*vocab], p, uint64(r.keys[2*i+1])))
		}
		return nil
	})
	return out, nil
}

// FFN runs @layer.L over the payload the transport received, writing the result into out. An
// expert layer (expert_ffn) also takes its payload and output in host memory (an expert rank
// behind a host transport): host tensors are uploaded, and a host output is downloaded once the
// stage's stream has run; its routing is read on the host either way.
func (b *Backend) FFN(_ context.Context, q runtime.Queue, layer int, in []tensor.Tensor, out tensor.Tensor) error {
	st, err := b.stageOf(q)
	if err != nil {
		return err
	}
	var ex *ir.Op
	if layer >= 0 && layer < len(b.x.layers) && b.x.layers[layer] != nil {
		ex = expertOp(b.x.layers[layer])
	}
	st.routing = expertRouting{}
	if ex != nil {
		if st.routing, err = b.hostRouting(in); err != nil {
			return fmt.Errorf("ascend: layer %d: %w", layer, err)
		}
	}
	vs := make([]view, len(in))
	for i, t := range in {
		if ex != nil && t.Mem == tensor.Host {
			vs[i], err = b.upload(st, t)
		} else {
			vs[i], err = b.viewOf(t)
		}
		if err != nil {
			return fmt.Errorf("ascend: layer %d payload %d: %w", layer, i, err)
		}
	}
	dev := out
	if ex != nil && out.Mem == tensor.Host {
		if dev, err = b.Alloc(out.DType, tensor.Device, out.Shape...); err != nil {
			return fmt.Errorf("ascend: layer %d output: %w", layer, err)
		}
	}
	o, err := b.viewOf(dev)
	if err != nil {
		return fmt.Errorf("ascend: layer %d output: %w", layer, err)
	}
	if err := b.x.ffn(st.idx, layer, vs, o); err != nil {
		return err
	}
	if dev.Mem == out.Mem || out.Len() == 0 {
		return nil
	}
	if err := b.lib.Sync(st.stream); err != nil {
		return err
	}
	return b.lib.Download(out.Bytes, dev.Ptr)
}

// hostRouting is an expert layer's routing (payload 1: ids, 2: weights) on the host: read from
// host tensors, downloaded from device ones.
func (b *Backend) hostRouting(in []tensor.Tensor) (expertRouting, error) {
	if len(in) != 3 || in[1].DType != tensor.I32 || in[2].DType != tensor.F32 {
		return expertRouting{}, fmt.Errorf("payload of %d tensors, expected the hidden rows, i32 expert ids and f32 expert weights", len(in))
	}
	host := func(t tensor.Tensor) ([]byte, error) {
		if t.Mem == tensor.Host {
			return t.Bytes, nil
		}
		if t.Owner != tensor.Owner(b) {
			return nil, fmt.Errorf("%s, expected host memory or this NPU's", t)
		}
		buf := make([]byte, t.Len())
		if len(buf) == 0 {
			return buf, nil
		}
		return buf, b.lib.Download(buf, t.Ptr)
	}
	ib, err1 := host(in[1])
	wb, err2 := host(in[2])
	if err := errors.Join(err1, err2); err != nil {
		return expertRouting{}, err
	}
	r := expertRouting{ids: make([]int32, len(ib)/4), w: make([]float32, len(wb)/4)}
	for i := range r.ids {
		r.ids[i] = int32(binary.LittleEndian.Uint32(ib[4*i:]))
	}
	for i := range r.w {
		r.w[i] = math.Float32frombits(binary.LittleEndian.Uint32(wb[4*i:]))
	}
	return r, nil
}

// upload copies a host tensor into the stage's input arena (reset at the end of the step).
func (b *Backend) upload(st *stage, t tensor.Tensor) (view, error) {
	dims := make([]int64, len(t.Shape))
	for i, d := range t.Shape {
		dims[i] = int64(d)
	}
	if t.Len() == 0 {
		return contiguous(t.DType, 0, dims...), nil
	}
	p, err := st.inputs.get(b.lib, int64(t.Len()))
	if err != nil {
		return view{}, err
	}
	return contiguous(t.DType, p, dims...), b.lib.Upload(p, t.Bytes)
}

// deviceTensor is a dense view as the runtime's tensor.
func (b *Backend) deviceTensor(v view) tensor.Tensor {
	shape := make([]int, len(v.dims))
	for i, d := range v.dims {
		shape[i] = int(d)
	}
	return tensor.Tensor{DType: v.dt, Shape: shape, Mem: tensor.Device, Ptr: v.ptr(), Owner: b}
}

// viewOf is a runtime tensor of this device as a dense view.
func (b *Backend) viewOf(t tensor.Tensor) (view, error) {
	if t.Mem != tensor.Device || t.Owner != tensor.Owner(b) {
		return view{}, fmt.Errorf("%s, expected a buffer of this NPU (the hccl transport's device memory)", t)
	}
	dt := t.DType
	if dt == ir.InvalidDType {
		return view{}, fmt.Errorf("%s has no IR dtype", t)
	}
	dims := make([]int64, len(t.Shape))
	for i, d := range t.Shape {
		dims[i] = int64(d)
	}
	return contiguous(dt, t.Ptr, dims...), nil
}

// decode widens device values of dtype d to float32.
func decode(b []byte, d ir.DType) []float32 {
	var out []float32
	switch d {
	case ir.BF16:
		out, _ = weights.DecodeBF16(b)
	case ir.F16:
		out, _ = weights.DecodeF16(b)
	default:
		out, _ = weights.DecodeF32(b)
	}
	return out
}
