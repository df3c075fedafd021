// Package cpu is afdc's reference target: it executes role programs with Go kernels in fp32, batch
// invariant (a token's bits do not depend on what else shares its batch), which is what makes a split
// model equal the monolithic one bit for bit.
package cpu

import (
	"context"
	"fmt"
	goruntime "runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"afdc/ir"
	"afdc/runtime/kvcache"
	"afdc/targets/cpu/kernels"
)

// WeightSource gives a checkpoint tensor converted to fp32 (runtime/weights.Checkpoint is one).
type WeightSource interface {
	Float32(name string) ([]float32, error)
}

// Program is a module with its weights loaded, ready to execute.
type Program struct {
	mod   *ir.Module
	w     map[*ir.Param][][]float32 // per param, one slice per checkpoint tensor (per expert when stacked)
	ropes map[string]*kernels.RopeTable
}

// Load reads every parameter of the module from src, checking sizes, with one worker per CPU (src
// must allow concurrent Float32 calls, as weights.Checkpoint does). progress, when set, is called
// after each tensor with the bytes done and the total, from one goroutine at a time.
func Load(mod *ir.Module, src WeightSource, progress func(done, total int64)) (*Program, error) {
	p := &Program{mod: mod, w: map[*ir.Param][][]float32{}, ropes: map[string]*kernels.RopeTable{}}
	type job struct {
		param *ir.Param
		index int
		name  string
	}
	var jobs []job
	var total int64
	for _, pr := range mod.Params {
		total += pr.Elems() * 4
		names := pr.Tensors()
		p.w[pr] = make([][]float32, len(names))
		for i, n := range names {
			jobs = append(jobs, job{pr, i, n})
		}
	}
	var (
		mu    sync.Mutex
		done  int64
		first error
		next  atomic.Int64
		wg    sync.WaitGroup
	)
	for range min(goruntime.GOMAXPROCS(0), len(jobs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				k := int(next.Add(1) - 1)
				if k >= len(jobs) {
					return
				}
				j := jobs[k]
				want, _ := j.param.TensorShape().Elems()
				data, err := src.Float32(j.name)
				if err == nil && int64(len(data)) != want {
					err = fmt.Errorf("%d values, expected %s = %d", len(data), j.param.TensorShape(), want)
				}
				mu.Lock()
				if err != nil {
					if first == nil {
						first = fmt.Errorf("load %s: %w", j.name, err)
					}
					next.Store(int64(len(jobs))) // stop the other workers early
				} else {
					p.w[j.param][j.index] = data // distinct slots: the map itself is not written
					done += want * 4
					if progress != nil {
						progress(done, total)
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if first != nil {
		return nil, first
	}
	for _, f := range mod.Funcs {
		for _, op := range f.Body {
			if op.Kind == ir.OpRope {
				key := ropeKey(op.Attrs)
				if p.ropes[key] == nil {
					p.ropes[key] = newRope(op.Attrs)
				}
			}
		}
	}
	return p, nil
}

// Module is the program's module.
func (p *Program) Module() *ir.Module { return p.mod }

func ropeKey(a ir.Attrs) string {
	var b strings.Builder
	for _, k := range []string{"dims", "theta", "scaling", "factor", "orig_max_pos", "beta_fast", "beta_slow", "attn_factor"} {
		fmt.Fprintf(&b, "%s=%v;", k, a[k])
	}
	return b.String()
}

func newRope(a ir.Attrs) *kernels.RopeTable {
	var y *kernels.Yarn
	if a.MustStr("scaling") == "yarn" {
		y = &kernels.Yarn{Factor: a.MustFloat("factor"), OrigMaxPos: a.MustInt("orig_max_pos"),
			BetaFast: a.MustFloat("beta_fast"), BetaSlow: a.MustFloat("beta_slow")}
	}
	af := 1.0
	if v, ok := a.Float("attn_factor"); ok {
		af = v
	}
	return kernels.NewRope(int(a.MustInt("dims")), a.MustFloat("theta"), y, af)
}

// Seq is one sequence's part of a batch: its new rows, and where its tokens live in the engine's
// paged KV cache.
type Seq struct {
	Rows   int     // new tokens of this sequence in the batch
	Past   int     // tokens of this sequence already in the cache
	Blocks []int32 // its block table, covering Past+Rows tokens
	Cache  *Cache
}

// Cache is an engine's paged KV cache: per attention layer a pool of blocks in the layout of
// runtime/kvcache (MLA: [blocks, BlockSize, rank+rope], c then k_pe; GQA: a K and a V pool, each
// [blocks, BlockSize, kvHeads·headDim]). Which blocks a sequence holds is the block table's owner's
// business (the scheduler's allocator, or the engine's own for callers without tables).
type Cache struct {
	BlockSize int
	blocks    int           // blocks every pool holds
	width     map[int64]int // layer -> values per token of its pool (of each of K and V for GQA)
	mla       map[int64][]float32
	k, v      map[int64][]float32
}

// NewCache makes an empty cache for the attention layers of mod, blocks of blockSize tokens.
func NewCache(mod *ir.Module, blockSize int) (*Cache, error) {
	if blockSize <= 0 {
		return nil, fmt.Errorf("kv cache: block size %d tokens, expected > 0", blockSize)
	}
	g, err := kvcache.FromModule(mod, 4)
	if err != nil {
		return nil, err
	}
	c := &Cache{BlockSize: blockSize, width: map[int64]int{}, mla: map[int64][]float32{}, k: map[int64][]float32{}, v: map[int64][]float32{}}
	for _, l := range g.Layers {
		if l.Latent > 0 {
			c.width[int64(l.Layer)] = l.Latent
			c.mla[int64(l.Layer)] = nil
		} else {
			c.width[int64(l.Layer)] = l.KVHeads * l.HeadDim
			c.k[int64(l.Layer)], c.v[int64(l.Layer)] = nil, nil
		}
	}
	return c, nil
}

// Reserve grows every pool to hold at least blocks blocks. It must not run while a forward step
// reads the pools (the engines call it while laying out a batch).
func (c *Cache) Reserve(blocks int) {
	if blocks <= c.blocks {
		return
	}
	blocks = max(blocks, 2*c.blocks)
	grow := func(m map[int64][]float32) {
		for l, p := range m {
			np := make([]float32, blocks*c.BlockSize*c.width[l])
			copy(np, p)
			m[l] = np
		}
	}
	grow(c.mla)
	grow(c.k)
	grow(c.v)
	c.blocks = blocks
}

// Exchanger carries a layer's payload to the FFN side and its result back. remote_ffn calls Send then
// Recv; a staged program's send and recv ops call them separately.
type Exchanger interface {
	Send(ctx context.Context, layer int, payload [][]float32, rows int) error
	Recv(ctx context.Context, layer int, rows, width int) ([]float32, error)
}

// Output is what a forward function returns: per sequence, the sampled (greedy) token and the logits
// of its last position.
type Output struct {
	Tokens []int32
	Logits [][]float32
}

// tensor is a value at run time: rows x width floats, or ints for i32 values.
type tensor struct {
	f     []float32
	i     []int32
	rows  int
	width int
}

// Forward runs the module's @forward on a batch: ids and pos hold one entry per new token, sequence
// after sequence, as seqs describes. exch serves remote_ffn/send/recv (nil for a full module).
func (p *Program) Forward(ctx context.Context, ids, pos []int32, seqs []Seq, exch Exchanger) (*Output, error) {
	f := p.mod.Func("forward")
	if f == nil {
		return nil, fmt.Errorf("module %s (%s) has no @forward", p.mod.Name, p.mod.Role)
	}
	rows := 0
	for _, s := range seqs {
		rows += s.Rows
	}
	if len(ids) != rows || len(pos) != rows {
		return nil, fmt.Errorf("batch of %d ids and %d positions, expected %d (sum of sequence rows)", len(ids), len(pos), rows)
	}
	env := map[*ir.Value]*tensor{
		f.Args[0]: {i: ids, rows: rows, width: 1},
		f.Args[1]: {i: pos, rows: rows, width: 1},
	}
	if err := p.exec(ctx, f, env, seqs, rows, exch); err != nil {
		return nil, err
	}
	out := &Output{}
	for _, r := range f.Results {
		t := env[r]
		switch {
		case t.i != nil || r.Type.DType == ir.I32:
			out.Tokens = t.i
		default:
			for s := range t.rows {
				out.Logits = append(out.Logits, t.f[s*t.width:(s+1)*t.width])
			}
		}
	}
	return out, nil
}

// RunLayer runs the FFN function @layer.L on rows of x (and the extra payload tensors).
func (p *Program) RunLayer(layer int, x []float32, rows int, extra [][]float32) ([]float32, error) {
	f := p.mod.Func("layer." + strconv.Itoa(layer))
	if f == nil {
		return nil, fmt.Errorf("module %s (%s) has no FFN function for layer %d", p.mod.Name, p.mod.Role, layer)
	}
	if len(extra)+1 != len(f.Args) {
		return nil, fmt.Errorf("layer %d takes %d payload tensors, got %d", layer, len(f.Args), len(extra)+1)
	}
	env := map[*ir.Value]*tensor{}
	for i, a := range f.Args {
		d := x
		if i > 0 {
			d = extra[i-1]
		}
		w := int(a.Type.Shape[1].N)
		if len(d) != rows*w {
			return nil, fmt.Errorf("layer %d payload %d: %d values, expected %d rows x %d", layer, i, len(d), rows, w)
		}
		env[a] = &tensor{f: d, rows: rows, width: w}
	}
	if err := p.exec(context.Background(), f, env, nil, rows, nil); err != nil {
		return nil, err
	}
	return env[f.Results[0]].f, nil
}

// Layers lists the FFN layer functions of the module, ascending.
func (p *Program) Layers() []int {
	var ls []int
	for _, f := range p.mod.Funcs {
		if n, ok := strings.CutPrefix(f.Name, "layer."); ok {
			if l, err := strconv.Atoi(n); err == nil {
				ls = append(ls, l)
			}
		}
	}
	sort.Ints(ls)
	return ls
}

func width(v *ir.Value) int { return int(v.Type.Shape.Last().N) }

// exec interprets a function body. Values die as soon as their last use is done so a step's memory
// stays at a few layers' activations.
func (p *Program) exec(ctx context.Context, f *ir.Func, env map[*ir.Value]*tensor, seqs []Seq, rows int, exch Exchanger) error {
	uses := f.Uses()
	for _, op := range f.Body {
		if err := ctx.Err(); err != nil {
			return err
		}
		res, err := p.step(ctx, op, env, seqs, rows, exch)
		if err != nil {
			return fmt.Errorf("@%s: %s: %w", f.Name, op.Info().Name, err)
		}
		if op.Result != nil {
			env[op.Result] = res
		}
		for _, a := range op.Args {
			if uses[a]--; uses[a] == 0 {
				delete(env, a)
			}
		}
	}
	return nil
}

func (p *Program) step(ctx context.Context, op *ir.Op, env map[*ir.Value]*tensor, seqs []Seq, rows int, exch Exchanger) (*tensor, error) {
	arg := func(i int) *tensor { return env[op.Args[i]] }
	wt := func(i int) []float32 { return p.w[op.Weights[i]][0] }
	newOut := func(r, w int) *tensor { return &tensor{f: make([]float32, r*w), rows: r, width: w} }
	a := op.Attrs
	switch op.Kind {
	case ir.OpEmbedding:
		h := width(op.Result)
		out := newOut(rows, h)
		if err := kernels.Embedding(out.f, arg(0).i, wt(0), h); err != nil {
			return nil, err
		}
		return out, nil
	case ir.OpRMSNorm:
		x := arg(0)
		out := newOut(x.rows, x.width)
		kernels.RMSNorm(out.f, x.f, x.rows, x.width, wt(0), float32(a.MustFloat("eps")))
		return out, nil
	case ir.OpLinear:
		x := arg(0)
		n := width(op.Result)
		out := newOut(x.rows, n)
		var bias []float32
		if len(op.Weights) == 2 {
			bias = wt(1)
		}
		kernels.Linear(out.f, x.f, x.rows, x.width, wt(0), n, bias)
		return out, nil
	case ir.OpSlice:
		x := arg(0)
		s, n := int(a.MustInt("start")), int(a.MustInt("len"))
		out := newOut(x.rows, n)
		for r := range x.rows {
			copy(out.f[r*n:(r+1)*n], x.f[r*x.width+s:r*x.width+s+n])
		}
		return out, nil
	case ir.OpRope:
		x := arg(0)
		out := &tensor{f: append([]float32(nil), x.f...), rows: x.rows, width: x.width}
		p.ropes[ropeKey(a)].Apply(out.f, x.rows, arg(1).i, int(a.MustInt("heads")), int(a.MustInt("head_dim")),
			int(a.MustInt("offset")), a.MustStr("style"))
		return out, nil
	case ir.OpMLAAttention:
		return p.mla(op, arg(0), arg(1), arg(2), seqs)
	case ir.OpGQAAttention:
		return p.gqa(op, arg(0), arg(1), arg(2), seqs)
	case ir.OpSiluMul:
		x := arg(0)
		out := newOut(x.rows, x.width)
		kernels.SiluMul(out.f, x.f, arg(1).f)
		return out, nil
	case ir.OpAdd:
		x := arg(0)
		out := newOut(x.rows, x.width)
		kernels.Add(out.f, x.f, arg(1).f)
		return out, nil
	case ir.OpMoERoute:
		l := arg(0)
		out := newOut(l.rows, l.width)
		var bias []float32
		if len(op.Weights) == 1 {
			bias = wt(0)
		}
		kernels.MoERoute(out.f, l.f, l.rows, l.width, bias, kernels.RouteParams{
			Scoring: a.MustStr("scoring"), Method: a.MustStr("method"), TopK: int(a.MustInt("top_k")),
			Groups: int(a.MustInt("groups")), TopKGroup: int(a.MustInt("topk_group")),
			Norm: a["norm"].(bool), Scale: float32(a.MustFloat("scale")),
		})
		return out, nil
	case ir.OpMoEExperts:
		x, r := arg(0), arg(1)
		out := newOut(x.rows, x.width)
		inter := int(op.Weights[0].Type.Shape[1].N)
		kernels.MoEExperts(out.f, x.f, x.rows, x.width, r.f, r.width, p.w[op.Weights[0]], p.w[op.Weights[1]], p.w[op.Weights[2]], inter)
		return out, nil
	case ir.OpLastTokens:
		x := arg(0)
		out := newOut(len(seqs), x.width)
		at := 0
		for s, sq := range seqs {
			at += sq.Rows
			if sq.Rows > 0 {
				copy(out.f[s*x.width:(s+1)*x.width], x.f[(at-1)*x.width:at*x.width])
			}
		}
		return out, nil
	case ir.OpSample:
		x := arg(0)
		out := &tensor{i: make([]int32, x.rows), rows: x.rows, width: 1}
		for r := range x.rows {
			out.i[r] = int32(kernels.Argmax(x.f[r*x.width : (r+1)*x.width]))
		}
		return out, nil
	case ir.OpRemoteFFN, ir.OpSend:
		if exch == nil {
			return nil, fmt.Errorf("no FFN peer to exchange with")
		}
		layer := int(a.MustInt("layer"))
		payload := make([][]float32, len(op.Args))
		for i := range op.Args {
			payload[i] = arg(i).f
		}
		if err := exch.Send(ctx, layer, payload, rows); err != nil {
			return nil, err
		}
		if op.Kind == ir.OpSend {
			return nil, nil
		}
		y, err := exch.Recv(ctx, layer, rows, width(op.Result))
		if err != nil {
			return nil, err
		}
		return &tensor{f: y, rows: rows, width: width(op.Result)}, nil
	case ir.OpRecv:
		if exch == nil {
			return nil, fmt.Errorf("no FFN peer to exchange with")
		}
		w := width(op.Result)
		y, err := exch.Recv(ctx, int(a.MustInt("layer")), rows, w)
		if err != nil {
			return nil, err
		}
		return &tensor{f: y, rows: rows, width: w}, nil
	}
	return nil, fmt.Errorf("the cpu target cannot execute op %s", op.Info().Name)
}

// mla runs MLA attention sequence by sequence, each through its block table into the layer's pool.
func (p *Program) mla(op *ir.Op, q, c, kpe *tensor, seqs []Seq) (*tensor, error) {
	a := op.Attrs
	layer := a.MustInt("layer")
	h, dn, dr, dv, r := int(a.MustInt("heads")), int(a.MustInt("nope")), int(a.MustInt("rope")), int(a.MustInt("v")), int(a.MustInt("rank"))
	out := &tensor{f: make([]float32, q.rows*h*dv), rows: q.rows, width: h * dv}
	kvb := p.w[op.Weights[0]][0]
	at := 0
	for _, s := range seqs {
		if s.Cache == nil || s.Cache.width[layer] != r+dr {
			return nil, fmt.Errorf("mla_attention layer %d: the sequence's KV cache has no latent pool of width %d", layer, r+dr)
		}
		n := s.Rows
		kernels.MLAAttentionPaged(out.f[at*h*dv:(at+n)*h*dv], q.f[at*q.width:(at+n)*q.width], c.f[at*r:(at+n)*r],
			kpe.f[at*dr:(at+n)*dr], n, s.Cache.mla[layer], s.Blocks, s.Cache.BlockSize, s.Past, kvb, h, dn, dr, dv, r, float32(a.MustFloat("scale")))
		at += n
	}
	return out, nil
}

// gqa runs grouped-query attention sequence by sequence, each through its block table into the
// layer's K and V pools.
func (p *Program) gqa(op *ir.Op, q, k, v *tensor, seqs []Seq) (*tensor, error) {
	a := op.Attrs
	layer := a.MustInt("layer")
	h, kvh, hd := int(a.MustInt("heads")), int(a.MustInt("kv_heads")), int(a.MustInt("head_dim"))
	out := &tensor{f: make([]float32, q.rows*h*hd), rows: q.rows, width: h * hd}
	at := 0
	for _, s := range seqs {
		if s.Cache == nil || s.Cache.width[layer] != kvh*hd {
			return nil, fmt.Errorf("gqa_attention layer %d: the sequence's KV cache has no K/V pools of width %d", layer, kvh*hd)
		}
		n := s.Rows
		kernels.GQAAttentionPaged(out.f[at*h*hd:(at+n)*h*hd], q.f[at*q.width:(at+n)*q.width], k.f[at*k.width:(at+n)*k.width],
			v.f[at*v.width:(at+n)*v.width], n, s.Cache.k[layer], s.Cache.v[layer], s.Blocks, s.Cache.BlockSize, s.Past, h, kvh, hd, float32(a.MustFloat("scale")))
		at += n
	}
	return out, nil
}
