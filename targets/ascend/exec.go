package ascend

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"afdc/ir"
	"afdc/runtime/weights"
	"afdc/targets/ascend/acl"
	"afdc/targets/opparams"
)

// Options size what the executor allocates at load.
type Options struct {
	MaxTokens    int // tokens per stage, all sequences together (on the FFN side: all peers')
	MaxSeqs      int // sequences per stage
	BlockSize    int // KV cache tokens per block
	Blocks       int // KV cache blocks per layer
	MaxPositions int // rows of the rope tables
	// ExpertRank is the expert rank an expert-parallel FFN program runs as: only the experts its
	// layers' maps give this rank are allocated and loaded. Other programs ignore it.
	ExpertRank int
	// Trace, when set, is called with a line before each stage's part of a layer ("stage 0 layer 3")
	// and at the step's phases; tests write it into the fake's log.
	Trace func(string)
	// OnValue, when set, is called with each op's result and the view the executor gave it; tests
	// check the view against the IR type.
	OnValue func(op *ir.Op, dims []int64, tokens, seqs int64)
}

// Seq is one sequence's part of a stage: its new tokens, how many it has cached, and its block
// table (the runtime's block allocator owns it; here it is plain data).
type Seq struct {
	Tokens []int32
	Past   int
	Blocks []int32
}

// Executor runs one role program on an Ascend device: the weights, KV cache and rope tables it
// loaded, and one stream, activation arena and scratch arena per stage. Not safe for concurrent
// use: Backend runs it on one goroutine locked to its OS thread (ACL binds the device context to
// the thread).
type Executor struct {
	lib      *acl.Lib
	mod      *ir.Module
	opt      Options
	act      ir.DType
	plans    map[*ir.Func]*plan
	weights  map[*ir.Param]uintptr
	caches   map[int64][2]uintptr // layer -> (latent or K, rope key or V) cache
	ropes    map[string][2]uintptr
	ropeDims map[string]int64
	stages   []*stage
	layers   []*ir.Func // FFN: @layer.L by L
	fwd      *ir.Func   // attention: @forward
	// f32Params are the parameters kept in f32 on the device (router correction biases).
	f32Params map[*ir.Param]bool
	// held is, per expert weight of an expert_ffn, the experts this rank holds (ascending).
	held   map[*ir.Param][]int
	allocs []uintptr
}

// stage is what one micro-batch stage owns.
type stage struct {
	idx     int
	stream  uintptr
	act     uintptr // activation arena (the plan)
	scratch arena   // per-op temporaries and workspaces, reset after each op
	inputs  arena   // the step's host data: ids, positions, gather indices, masks
	vals    map[*ir.Value]view
	routes  map[*ir.Value]route
	t, b    int64
	seqs    []seqRun
	args    map[string]view    // host inputs by name
	rope    map[string][2]view // cos and sin rows of the step's positions, per rope configuration
	pc      int                // attention: the next op of @forward this stage runs
	bind    map[*ir.Value]view // values written into a caller's buffer rather than the plan's
	routing expertRouting      // FFN: the host's copy of an expert_ffn's routing this step
	p       int64              // FFN: the (token, expert held here) pairs of this step's expert_ffn
}

// seqRun is a sequence's place in its stage.
type seqRun struct {
	row, n, ctx int64
	gather      view // i32 [ctx]: cache slots of positions 0..ctx-1
	mask        view // act [n, ctx] causal mask; zero dims when n == 1
	slots       []int64
}

// route is moe_route's result on the device: top-k weights and expert ids.
type route struct{ w, ids view }

// New prepares an executor for a role module (after the stage pass): it checks every op lowers,
// plans the activations, creates one stream per stage and allocates weights, caches and rope tables.
func New(lib *acl.Lib, m *ir.Module, o Options) (*Executor, error) {
	if o.MaxTokens <= 0 || o.MaxSeqs <= 0 || o.BlockSize <= 0 || o.Blocks <= 0 || o.MaxPositions <= 0 {
		return nil, fmt.Errorf("ascend: options MaxTokens=%d MaxSeqs=%d BlockSize=%d Blocks=%d MaxPositions=%d: expected all positive",
			o.MaxTokens, o.MaxSeqs, o.BlockSize, o.Blocks, o.MaxPositions)
	}
	act, err := ir.ParseDType(fmt.Sprint(m.Attrs["act_dtype"]))
	if err != nil {
		return nil, fmt.Errorf("ascend: module %s: act_dtype: %w", m.Name, err)
	}
	stages, ok := m.Attrs.Int("stages")
	if !ok || stages < 1 {
		return nil, fmt.Errorf("ascend: module %s has stages=%v, expected the stage pass's count >= 1", m.Name, m.Attrs["stages"])
	}
	x := &Executor{lib: lib, mod: m, opt: o, act: act, plans: map[*ir.Func]*plan{}, weights: map[*ir.Param]uintptr{},
		caches: map[int64][2]uintptr{}, ropes: map[string][2]uintptr{}, ropeDims: map[string]int64{}, f32Params: map[*ir.Param]bool{}}
	for _, f := range m.Funcs {
		for _, op := range f.Body {
			if op.Kind == ir.OpMoERoute && len(op.Weights) == 1 {
				x.f32Params[op.Weights[0]] = true
			}
		}
	}
	if err := x.check(); err != nil {
		return nil, err
	}
	if x.held, err = heldExperts(m, o.ExpertRank); err != nil {
		return nil, err
	}
	if m.Role != ir.RoleFFN {
		f := m.Func("forward")
		if f == nil || len(f.Args) != 4 || len(f.Results) != 2 {
			return nil, fmt.Errorf("ascend: module %s has no @forward(ids, positions, sampling, keys) -> (tokens, logits), expected the stage pass's attention program", m.Name)
		}
		x.fwd = f
	}
	if err := x.load(); err != nil {
		return nil, errors.Join(err, x.Close())
	}
	return x, nil
}

// load plans every function and allocates the streams, arenas, weights, caches and rope tables.
func (x *Executor) load() error {
	m, o, act := x.mod, x.opt, x.act
	stages, _ := m.Attrs.Int("stages")
	var err error
	var arena int64
	for _, f := range m.Funcs {
		p, err := planFunc(f, int64(o.MaxTokens), int64(o.MaxSeqs), act)
		if err != nil {
			return fmt.Errorf("ascend: plan @%s: %w", f.Name, err)
		}
		x.plans[f] = p
		arena = max(arena, p.bytes)
		if l, ok := strings.CutPrefix(f.Name, "layer."); ok {
			n, err := strconv.Atoi(l)
			if err != nil {
				return fmt.Errorf("ascend: function @%s: expected @layer.N", f.Name)
			}
			for len(x.layers) <= n {
				x.layers = append(x.layers, nil)
			}
			x.layers[n] = f
		}
	}
	for s := range int(stages) {
		st := &stage{idx: s}
		if st.stream, err = x.lib.CreateStream(); err != nil {
			return err
		}
		x.stages = append(x.stages, st)
		if st.act, err = x.malloc(arena); err != nil {
			return err
		}
	}
	for _, p := range m.Params {
		if x.folded(p) {
			continue // an FP8 block scale, folded into its weight at load
		}
		if x.weights[p], err = x.malloc(x.paramBytes(p)); err != nil {
			return fmt.Errorf("ascend: weight %s: %w", p.Name, err)
		}
	}
	return x.allocState()
}

// deviceDType is how a parameter is held on the device: in the activation dtype, so every operator
// sees one dtype (FP8 checkpoints are dequantised at load: the 910B cube units take no FP8), except
// a router's correction bias, which aclnnMoeGatingTopK reads in the dtype of the fp32 logits.
func (x *Executor) deviceDType(p *ir.Param) ir.DType {
	switch {
	case !p.Type.DType.IsFloat():
		return p.Type.DType
	case x.f32Params[p]:
		return ir.F32
	}
	return x.act
}

// folded reports whether p is the block scale of an FP8 weight: it has no device buffer, because
// the weight is dequantised with it at load (see deviceDType).
func (x *Executor) folded(p *ir.Param) bool { return p.IsScale() }

// LoadWeight copies one parameter's bytes, already in its device dtype, to the device.
func (x *Executor) LoadWeight(p *ir.Param, data []byte) error {
	if x.folded(p) {
		return fmt.Errorf("ascend: weight %s is an FP8 block scale, expected it folded into its weight (dequantised at load)", p.Name)
	}
	base, ok := x.weights[p]
	if !ok {
		return fmt.Errorf("ascend: weight %s is not a parameter of this program", p.Name)
	}
	if want := x.paramBytes(p); int64(len(data)) != want {
		return fmt.Errorf("ascend: weight %s: %d bytes, expected %d (%s%v)", p.Name, len(data), want, x.deviceDType(p), x.paramDims(p))
	}
	return x.lib.Upload(base, data)
}

func (x *Executor) malloc(n int64) (uintptr, error) {
	p, err := x.lib.Malloc(n)
	if err == nil {
		x.allocs = append(x.allocs, p)
	}
	return p, err
}

// Close frees what the executor allocated and destroys its streams.
func (x *Executor) Close() error {
	var errs []error
	for _, s := range x.stages {
		errs = append(errs, s.scratch.free(x.lib), s.inputs.free(x.lib), x.lib.DestroyStream(s.stream))
	}
	for _, p := range x.allocs {
		errs = append(errs, x.lib.Free(p))
	}
	x.allocs = nil
	return errors.Join(errs...)
}

// allocState allocates the paged KV cache of every attention layer and uploads the rope tables.
func (x *Executor) allocState() error {
	slots := int64(x.opt.Blocks * x.opt.BlockSize)
	es := x.act.Size()
	for _, f := range x.mod.Funcs {
		for _, op := range f.Body {
			a := op.Attrs
			switch op.Kind {
			case ir.OpMLAAttention:
				c0, err := x.malloc(slots * a.MustInt("rank") * es)
				if err != nil {
					return err
				}
				c1, err := x.malloc(slots * a.MustInt("rope") * es)
				if err != nil {
					return err
				}
				x.caches[a.MustInt("layer")] = [2]uintptr{c0, c1}
			case ir.OpGQAAttention:
				w := a.MustInt("kv_heads") * a.MustInt("head_dim")
				c0, err := x.malloc(slots * w * es)
				if err != nil {
					return err
				}
				c1, err := x.malloc(slots * w * es)
				if err != nil {
					return err
				}
				x.caches[a.MustInt("layer")] = [2]uintptr{c0, c1}
			case ir.OpRope:
				if err := x.ropeTable(a); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// arena is a bump allocator over device memory, grown between uses: when a use needed more than
// it had, extra regions served it, and the next reset replaces everything with one region of the
// high-water size (after the stream finished with the old ones).
type arena struct {
	base      uintptr
	cap, used int64
	extra     []uintptr
	high      int64 // the most one use needed
	opExtra   int64 // bytes of extras taken by the current use
}

// endOp ends one use: the next starts at the base again.
func (a *arena) endOp() { a.used, a.opExtra = 0, 0 }

func (a *arena) get(lib *acl.Lib, n int64) (uintptr, error) {
	n = (n + align - 1) / align * align
	if a.used+n <= a.cap {
		p := a.base + uintptr(a.used)
		a.used += n
		a.high = max(a.high, a.used)
		return p, nil
	}
	p, err := lib.Malloc(n)
	if err != nil {
		return 0, err
	}
	a.extra = append(a.extra, p)
	a.opExtra += n
	a.high = max(a.high, a.used+a.opExtra)
	return p, nil
}

// reset makes the arena empty; if extras were needed it synchronises stream and regrows.
func (a *arena) reset(lib *acl.Lib, stream uintptr) error {
	a.endOp()
	if len(a.extra) == 0 {
		return nil
	}
	if err := lib.Sync(stream); err != nil {
		return err
	}
	if err := a.free(lib); err != nil {
		return err
	}
	var err error
	a.cap = a.high
	a.base, err = lib.Malloc(a.cap)
	return err
}

func (a *arena) free(lib *acl.Lib) error {
	var errs []error
	for _, p := range a.extra {
		errs = append(errs, lib.Free(p))
	}
	a.extra = nil
	if a.base != 0 {
		errs = append(errs, lib.Free(a.base))
		a.base, a.cap = 0, 0
	}
	return errors.Join(errs...)
}

// wsFor adapts a stage's scratch arena to acl.Workspace.
type wsFor struct {
	lib *acl.Lib
	a   *arena
}

func (w wsFor) Get(n uint64) (uintptr, error) { return w.a.get(w.lib, int64(n)) }

// ropeTable uploads the cos and sin tables of one rope configuration, in the layout
// aclnnRotaryPositionEmbedding's mode reads: halves (neox, mode 0) or pairs (interleaved, mode 1).
func (x *Executor) ropeTable(a ir.Attrs) error {
	key := ropeKey(a)
	if _, ok := x.ropes[key]; ok {
		return nil
	}
	t, err := opparams.Rope(a) // the reference's table, so both targets rotate alike
	if err != nil {
		return fmt.Errorf("rope: %w", err)
	}
	d := int(a.MustInt("dims"))
	neox := a.MustStr("style") == "neox"
	rows := x.opt.MaxPositions
	cos, sin := make([]float32, rows*d), make([]float32, rows*d)
	for p := range rows {
		for i, inv := range t.InvFreq {
			f := float64(inv * float32(p))
			c, s := float32(math.Cos(f))*t.AttnFactor, float32(math.Sin(f))*t.AttnFactor
			j, k := 2*i, 2*i+1
			if neox {
				j, k = i, i+d/2
			}
			cos[p*d+j], cos[p*d+k], sin[p*d+j], sin[p*d+k] = c, c, s, s
		}
	}
	var out [2]uintptr
	for i, tab := range [][]float32{cos, sin} {
		b := encode(tab, x.act)
		p, err := x.malloc(int64(len(b)))
		if err != nil {
			return err
		}
		if err := x.lib.Upload(p, b); err != nil {
			return err
		}
		out[i] = p
	}
	x.ropes[key] = out
	x.ropeDims[key] = int64(d)
	return nil
}

// encode writes float32 values in dtype d (f32, bf16 with round-to-nearest-even, f16).
func encode(v []float32, d ir.DType) []byte {
	switch d {
	case ir.BF16:
		b := make([]byte, 2*len(v))
		for i, f := range v {
			u := math.Float32bits(f)
			if f != f {
				u = 0x7fc00000
			} else {
				u += 0x7fff + (u>>16)&1
			}
			binary.LittleEndian.PutUint16(b[2*i:], uint16(u>>16))
		}
		return b
	case ir.F16:
		return weights.EncodeF16(v)
	default:
		b := make([]byte, 4*len(v))
		for i, f := range v {
			binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(f))
		}
		return b
	}
}

// prepare lays out a stage's host inputs for a step and uploads them in one copy.
func (x *Executor) prepare(st *stage, seqs []Seq) error {
	st.vals, st.routes, st.seqs, st.args = map[*ir.Value]view{}, map[*ir.Value]route{}, nil, map[string]view{}
	st.t, st.b = 0, 0
	if len(seqs) == 0 {
		return nil // an empty stage issues nothing, on either side
	}
	var ids, pos, last []int32
	bs := int64(x.opt.BlockSize)
	for _, s := range seqs {
		n := int64(len(s.Tokens))
		ctx := int64(s.Past) + n
		if n == 0 {
			return fmt.Errorf("ascend: a sequence with no new tokens, expected at least one")
		}
		if ctx > int64(len(s.Blocks))*bs {
			return fmt.Errorf("ascend: sequence of %d tokens has %d blocks of %d, expected at least %d", ctx, len(s.Blocks), bs, (ctx+bs-1)/bs)
		}
		if ctx > int64(x.opt.MaxPositions) {
			return fmt.Errorf("ascend: sequence reaches position %d, expected at most %d (MaxPositions)", ctx, x.opt.MaxPositions)
		}
		r := seqRun{row: int64(len(ids)), n: n, ctx: ctx}
		for p := range ctx {
			b := int64(s.Blocks[p/bs])
			if b < 0 || b >= int64(x.opt.Blocks) {
				return fmt.Errorf("ascend: block %d is outside the cache of %d blocks", b, x.opt.Blocks)
			}
			r.slots = append(r.slots, b*bs+p%bs)
		}
		ids = append(ids, s.Tokens...)
		for p := int64(s.Past); p < ctx; p++ {
			pos = append(pos, int32(p))
		}
		last = append(last, int32(len(ids)-1))
		st.seqs = append(st.seqs, r)
	}
	st.t, st.b = int64(len(ids)), int64(len(seqs))
	if st.t > int64(x.opt.MaxTokens) || st.b > int64(x.opt.MaxSeqs) {
		return fmt.Errorf("ascend: stage of %d tokens and %d sequences, expected at most %d and %d", st.t, st.b, x.opt.MaxTokens, x.opt.MaxSeqs)
	}
	// One host buffer, aligned chunks, one upload.
	var host []byte
	put := func(b []byte) int64 {
		off := int64(len(host))
		host = append(host, b...)
		for len(host)%align != 0 {
			host = append(host, 0)
		}
		return off
	}
	i32 := func(v []int32) []byte {
		b := make([]byte, 4*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
		}
		return b
	}
	offs := map[string]int64{"ids": put(i32(ids)), "positions": put(i32(pos)), "last": put(i32(last))}
	gathers := make([]int64, len(st.seqs))
	masks := make([]int64, len(st.seqs))
	for i := range st.seqs {
		r := &st.seqs[i]
		g := make([]int32, len(r.slots))
		for j, s := range r.slots {
			g[j] = int32(s)
		}
		gathers[i] = put(i32(g))
		if r.n > 1 {
			m := make([]float32, r.n*r.ctx)
			for q := range r.n {
				for k := q + r.ctx - r.n + 1; k < r.ctx; k++ {
					m[q*r.ctx+k] = float32(math.Inf(-1))
				}
			}
			masks[i] = put(encode(m, x.act))
		}
	}
	if err := st.inputs.reset(x.lib, st.stream); err != nil {
		return err
	}
	if err := st.scratch.reset(x.lib, st.stream); err != nil {
		return err
	}
	base, err := st.inputs.get(x.lib, int64(len(host)))
	if err != nil {
		return err
	}
	if err := x.lib.Upload(base, host); err != nil {
		return err
	}
	vec := func(off, n int64) view { return contiguous(ir.I32, base+uintptr(off), n) }
	st.args["ids"], st.args["positions"] = vec(offs["ids"], st.t), vec(offs["positions"], st.t)
	st.args["last"] = vec(offs["last"], st.b)
	for i := range st.seqs {
		r := &st.seqs[i]
		r.gather = vec(gathers[i], r.ctx)
		if r.n > 1 {
			r.mask = contiguous(x.act, base+uintptr(masks[i]), r.n, r.ctx)
		}
	}
	return x.gatherRope(st)
}

// gatherRope gathers, once per step and stage, the cos and sin rows of the step's positions for
// every rope configuration; every rope op of the step reads them.
func (x *Executor) gatherRope(st *stage) error {
	st.rope = map[string][2]view{}
	keys := make([]string, 0, len(x.ropes))
	for k := range x.ropes {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	c := &opCtx{x: x, st: st}
	for _, k := range keys {
		tab := x.ropes[k]
		d := x.ropeDims[k]
		var out [2]view
		for i := range out {
			p, err := st.inputs.get(x.lib, st.t*d*x.act.Size())
			if err != nil {
				return err
			}
			out[i] = contiguous(x.act, p, st.t, d)
			if err := gather(c, contiguous(x.act, tab[i], int64(x.opt.MaxPositions), d), st.args["positions"], out[i]); err != nil {
				return err
			}
		}
		st.rope[k] = out
	}
	st.scratch.endOp()
	return nil
}

// trace reports a step phase to Options.Trace.
func (x *Executor) trace(format string, args ...any) {
	if x.opt.Trace != nil {
		x.opt.Trace(fmt.Sprintf(format, args...))
	}
}

// The runtime drives a step (runtime.SplitEngine on the attention side, runtime.ServeFFN on the FFN
// side) and the transport moves the payloads; the executor runs the program between the exchanges.
// On the attention side each stage walks @forward with a program counter: begin, then per exchanged
// layer attention (up to the layer's send, which is the transport's) and resume (the layer's recv,
// bound to the buffer the transport received into), then finish. On the FFN side each call runs
// one @layer.L over a payload.

// begin prepares stage s for a step of seqs through @forward: the host inputs are uploaded and the
// function's ids and positions bound. The sampling operands stay on the host (see finish).
func (x *Executor) begin(s int, seqs []Seq) error {
	st := x.stages[s]
	if err := x.prepare(st, seqs); err != nil {
		return err
	}
	if err := st.scratch.reset(x.lib, st.stream); err != nil {
		return err
	}
	st.vals[x.fwd.Args[0]], st.vals[x.fwd.Args[1]] = st.args["ids"], st.args["positions"]
	st.pc = 0
	return nil
}

// attention lowers stage s's ops of @forward up to the send of layer and returns the send's
// payload, dense views that hold their values once the stream has run that far. The send itself is
// the transport's. A stage with no rows lowers nothing and returns views of zero rows.
func (x *Executor) attention(s, layer int) ([]view, error) {
	st, f := x.stages[s], x.fwd
	traced := false
	for ; st.pc < len(f.Body); st.pc++ {
		op := f.Body[st.pc]
		switch op.Kind {
		case ir.OpRecv, ir.OpCombine:
			return nil, fmt.Errorf("ascend: stage %d reached the receive of layer %d before the send of layer %d", s, op.Attrs.MustInt("layer"), layer)
		case ir.OpSend, ir.OpDispatch:
			if got := int(op.Attrs.MustInt("layer")); got != layer {
				return nil, fmt.Errorf("ascend: stage %d: the program's next exchange is layer %d, expected %d", s, got, layer)
			}
			st.pc++
			if op.Kind == ir.OpDispatch {
				return x.dispatchPayload(st, op)
			}
			var vs []view
			for i, a := range op.Args {
				v, ok := st.vals[a]
				if st.t == 0 {
					v, ok = contiguous(a.Type.DType, 0, x.dims(st, a.Type)...), true
				}
				if !ok || !v.contig() {
					return nil, fmt.Errorf("ascend: @forward op %d (send): payload %d is not a dense buffer, expected one to send", st.pc-1, i)
				}
				vs = append(vs, v)
			}
			return vs, nil
		}
		if st.t == 0 {
			continue // an empty stage issues nothing, on either side
		}
		if !traced {
			x.trace("stage %d layer %d", s, layer)
			traced = true
		}
		if err := x.lowerOp(st, f, st.pc); err != nil {
			return nil, err
		}
	}
	return nil, fmt.Errorf("ascend: stage %d: @forward has no send of layer %d after op %d", s, layer, st.pc)
}

// resume binds the FFN's output of layer, received into y, as the result of the layer's recv, which
// must be stage s's next op.
func (x *Executor) resume(s, layer int, y view) error {
	st, f := x.stages[s], x.fwd
	if st.pc >= len(f.Body) || !isRecv(f.Body[st.pc].Kind) || int(f.Body[st.pc].Attrs.MustInt("layer")) != layer {
		return fmt.Errorf("ascend: stage %d: the result of layer %d arrives where the program does not receive it (op %d)", s, layer, st.pc)
	}
	op := f.Body[st.pc]
	if want := x.dims(st, op.Result.Type); y.dt != op.Result.Type.DType || !slices.Equal(y.dims, want) || !y.contig() {
		return fmt.Errorf("ascend: stage %d: the result of layer %d is %s%v, expected a dense %s%v", s, layer, y.dt, y.dims, op.Result.Type.DType, want)
	}
	st.vals[op.Result] = y
	st.pc++
	return nil
}

// isSend and isRecv: the exchanges the executor stops at (a layer's send, or in an --ep program its
// dispatch) and binds (a recv, or a combine).
func isSend(k ir.OpKind) bool { return k == ir.OpSend || k == ir.OpDispatch }
func isRecv(k ir.OpKind) bool { return k == ir.OpRecv || k == ir.OpCombine }

// finish lowers the rest of @forward on stage s and returns the views of its results: the sample
// op's token ids (aclnnArgMax, greedy) and the logits of each sequence's last position.
func (x *Executor) finish(s int) (tokens, logits view, err error) {
	st, f := x.stages[s], x.fwd
	if st.t > 0 {
		x.trace("stage %d results", s)
	}
	for ; st.pc < len(f.Body); st.pc++ {
		if op := f.Body[st.pc]; isSend(op.Kind) || isRecv(op.Kind) {
			return view{}, view{}, fmt.Errorf("ascend: stage %d: @forward op %d (%s of layer %d) was not run by the runtime, expected every exchange before the results",
				s, st.pc, op.Kind, op.Attrs.MustInt("layer"))
		}
		if st.t == 0 {
			continue
		}
		if err := x.lowerOp(st, f, st.pc); err != nil {
			return view{}, view{}, err
		}
	}
	if st.t == 0 {
		return contiguous(ir.I32, 0, 0), contiguous(x.act, 0, 0, f.Results[1].Type.Shape.Last().N), nil
	}
	return st.vals[f.Results[0]], st.vals[f.Results[1]], nil
}

// ffn runs @layer.L once on stage s's stream over a payload of dense device views (the hidden
// state first, then the wire schema's extra tensors), writing its [rows, hidden] result into out.
func (x *Executor) ffn(s, layer int, in []view, out view) error {
	if layer < 0 || layer >= len(x.layers) || x.layers[layer] == nil {
		return fmt.Errorf("ascend: module %s has no @layer.%d", x.mod.Name, layer)
	}
	f, st := x.layers[layer], x.stages[s]
	if len(in) != len(f.Args) {
		return fmt.Errorf("ascend: @layer.%d takes %d payload tensors, got %d", layer, len(f.Args), len(in))
	}
	rows := in[0].dims[0]
	if rows > int64(x.opt.MaxTokens) {
		return fmt.Errorf("ascend: @layer.%d over %d rows, expected at most %d (MaxTokens)", layer, rows, x.opt.MaxTokens)
	}
	st.vals, st.routes, st.seqs, st.args = map[*ir.Value]view{}, map[*ir.Value]route{}, nil, map[string]view{}
	st.t, st.b, st.p = rows, 0, 0
	if op := expertOp(f); op != nil {
		p, err := pairsHere(op, x.opt.ExpertRank, st.routing, rows)
		if err != nil {
			return fmt.Errorf("ascend: @layer.%d: %w", layer, err)
		}
		st.p = p
	}
	for i, a := range f.Args {
		if want := x.dims(st, a.Type); in[i].dt != a.Type.DType || !slices.Equal(in[i].dims, want) || !in[i].contig() {
			return fmt.Errorf("ascend: @layer.%d payload %d is %s%v, expected a dense %s%v", layer, i, in[i].dt, in[i].dims, a.Type.DType, want)
		}
		st.vals[a] = in[i]
	}
	res := f.Results[0]
	if want := x.dims(st, res.Type); out.dt != res.Type.DType || !slices.Equal(out.dims, want) || !out.contig() {
		return fmt.Errorf("ascend: @layer.%d output buffer is %s%v, expected a dense %s%v", layer, out.dt, out.dims, res.Type.DType, want)
	}
	if rows == 0 {
		return nil
	}
	st.bind = map[*ir.Value]view{res: out}
	defer func() { st.bind = nil }()
	for i := range f.Body {
		if err := x.lowerOp(st, f, i); err != nil {
			return err
		}
	}
	if got := st.vals[res]; got.ptr() != out.ptr() || !got.contig() {
		// The result was written where a fused predecessor put it: one copy into the caller's buffer.
		c := &opCtx{x: x, st: st}
		if err := copyRows(c, out, got); err != nil {
			return err
		}
		st.scratch.endOp()
	}
	return nil
}

// settle regrows, at the end of a step (its stream idle), the arenas that needed extra regions,
// so the next step of the same size runs with no allocation.
func (x *Executor) settle(st *stage) error {
	if err := st.scratch.reset(x.lib, st.stream); err != nil {
		return err
	}
	return st.inputs.reset(x.lib, st.stream)
}

// ownView is the view of a value that owns its region in the plan, at the stage's size.
func (x *Executor) ownView(st *stage, p *plan, v *ir.Value) view {
	dims := x.dims(st, v.Type)
	if ps, ok := p.pair[v]; ok {
		return view{dt: v.Type.DType, dims: dims, strides: []int64{ps.width, 1}, off: ps.col, base: st.act + uintptr(p.off[ps.first])}
	}
	return contiguous(v.Type.DType, st.act+uintptr(p.off[v]), dims...)
}

// dims resolves a type's shape for a stage.
func (x *Executor) dims(st *stage, t ir.Type) []int64 {
	out := make([]int64, len(t.Shape))
	for i, d := range t.Shape {
		switch d {
		case ir.Tokens:
			out[i] = st.t
		case ir.Seqs:
			out[i] = st.b
		case ir.Pairs:
			out[i] = st.p
		default:
			out[i] = d.N
		}
	}
	return out
}
