// Package cpu is afdc's reference target: it executes role programs with Go kernels in fp32, batch
// invariant (a token's bits do not depend on what else shares its batch), which is what makes a split
// model equal the monolithic one bit for bit.
package cpu

import (
	"context"
	"encoding/binary"
	"fmt"
	goruntime "runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/kvcache"
	"afdc/runtime/sampler"
	rt "afdc/runtime/tensor"
	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
	"afdc/targets/interp"
	"afdc/targets/opparams"
)

// Program is a module with its weights loaded, ready to execute.
type Program struct {
	mod *ir.Module
	w   map[*ir.Param][][]float32 // per param, one slice per checkpoint tensor (per expert when stacked)
	// half holds the weights of a bf16 checkpoint that only matrix products read (the routed
	// experts, which are most of a MoE model's bytes, and every linear op's matrix) as stored: the
	// kernels widen them in registers, exactly, so they cost half the memory and half the bandwidth
	// of f32 for the same bits. Params here have nil slices in w.
	half    map[*ir.Param][][]uint16
	scratch sync.Pool // *kernels.MoEScratch
	// pool recycles the ops' f32 outputs once they are dead (see bufPool for when that is).
	pool  bufPool
	ropes map[*ir.Op]*opparams.RopeTable // each rope op's table, ops of one configuration sharing it
	// rank is the expert rank of an expert-parallel FFN program (LoadRank): its expert_ffn ops run
	// the experts their maps place here.
	rank int
	// expertBatch, when set, sees the tokens of every expert batch MoEExperts runs (see
	// Backend.SetExpertBatch).
	expertBatch func(tokens int)
}

// Load reads every parameter of the module from src, checking sizes, with one worker per CPU (src
// must allow concurrent Float32 calls, as weights.Checkpoint does). progress, when set, is called
// after each tensor with the bytes done and the total, from one goroutine at a time.
func Load(mod *ir.Module, src runtime.Weights, progress func(done, total int64)) (*Program, error) {
	return LoadRank(mod, src, progress, 0)
}

// LoadRank is Load for an expert rank of an expert-parallel FFN program: the routed experts of its
// expert_ffn ops that the ops' maps place on another rank are not read (their slices stay nil).
// Other programs load as with Load, whatever rank says.
func LoadRank(mod *ir.Module, src runtime.Weights, progress func(done, total int64), rank int) (*Program, error) {
	p := &Program{mod: mod, w: map[*ir.Param][][]float32{}, half: map[*ir.Param][][]uint16{}, ropes: map[*ir.Op]*opparams.RopeTable{}, rank: rank}
	p.pool.maxIdle = defaultMaxIdle
	away, err := expertsAway(mod, rank)
	if err != nil {
		return nil, err
	}
	type job struct {
		param *ir.Param
		index int
		name  string
	}
	var jobs []job
	var total int64
	products := matrixOnly(mod)
	for _, pr := range mod.Params {
		names := pr.Tensors()
		p.w[pr] = make([][]float32, len(names))
		if products[pr] {
			p.half[pr] = make([][]uint16, len(names))
		}
		for i, n := range names {
			if away[pr] != nil && away[pr][i] {
				continue
			}
			total += pr.Elems() / int64(len(names)) * 4
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
				// The CPU computes in fp32: weights are widened once, here, except bf16 matrices
				// only products read, which stay bf16 and are widened in registers (exact either way).
				var (
					data []float32
					half []uint16
					n    int
				)
				w, err := src.Weight(j.name)
				switch {
				case err != nil:
				case p.half[j.param] != nil && w.Data.DType == rt.BF16:
					half = make([]uint16, len(w.Data.Bytes)/2)
					for i := range half {
						half[i] = binary.LittleEndian.Uint16(w.Data.Bytes[2*i:])
					}
					n = len(half)
				default:
					data, err = weights.Widen(w)
					n = len(data)
				}
				if err == nil && int64(n) != want {
					err = fmt.Errorf("%d values, expected %s = %d", n, j.param.TensorShape(), want)
				}
				mu.Lock()
				if err != nil {
					if first == nil {
						first = fmt.Errorf("load %s: %w", j.name, err)
					}
					next.Store(int64(len(jobs))) // stop the other workers early
				} else {
					// Distinct slots: the maps themselves are not written.
					if half != nil {
						p.half[j.param][j.index] = half
					} else {
						p.w[j.param][j.index] = data
					}
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
	// The tables are built here, once a configuration, so that a step looks its op's up.
	tables := map[string]*opparams.RopeTable{}
	for _, f := range mod.Funcs {
		for _, op := range f.Body {
			if op.Kind != ir.OpRope {
				continue
			}
			key := opparams.RopeKey(op.Attrs)
			if tables[key] == nil {
				t, err := opparams.Rope(op.Attrs)
				if err != nil {
					return nil, fmt.Errorf("%s: rope: %w", f.Name, err)
				}
				tables[key] = t
			}
			p.ropes[op] = tables[key]
		}
	}
	return p, nil
}

// matrixOnly is the set of params that only matrix products read: the matrix of a linear op, the
// gate, up and down of routed experts. Those the kernels can read in bf16.
func matrixOnly(mod *ir.Module) map[*ir.Param]bool {
	ok := map[*ir.Param]bool{}
	other := map[*ir.Param]bool{}
	for _, f := range mod.Funcs {
		for _, op := range f.Body {
			for i, w := range op.Weights {
				if (op.Kind == ir.OpLinear && i == 0) || ((op.Kind == ir.OpMoEExperts || op.Kind == ir.OpExpertFFN) && i < 3) {
					ok[w] = true
				} else {
					other[w] = true
				}
			}
		}
	}
	for w := range other {
		delete(ok, w)
	}
	return ok
}

// mat is param pr's tensor i as the kernels read it: bf16 as loaded, or f32.
func (p *Program) mat(pr *ir.Param, i int) kernels.Mat {
	if h := p.half[pr]; h != nil && h[i] != nil {
		return kernels.BF16Mat(h[i])
	}
	return kernels.F32Mat(p.w[pr][i])
}

// Module is the program's module.
func (p *Program) Module() *ir.Module { return p.mod }

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

// tensor is a value at run time: rows x width floats, or ints for i32 values.
type tensor struct {
	f     []float32
	i     []int32
	l     []int64 // i64 values: the sample op's keys
	rows  int
	width int
	// pooled: f came from the program's pool and only this tensor holds it, so the run may give it
	// back when the value is dead; cleared when the memory leaves the run (pin) or goes back.
	pooled bool
}

// pin marks t's memory as handed out of the run: it is never given back to the pool.
func (t *tensor) pin() { t.pooled = false }

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

// exec interprets a whole function body (one without exchanges).
func (p *Program) exec(ctx context.Context, f *ir.Func, env map[*ir.Value]*tensor, seqs []Seq, rows int) error {
	r := &run{Cursor: interp.NewCursor(f, env), p: p, seqs: seqs, rows: rows}
	return r.until(ctx, func(*ir.Op) bool { return false })
}

func (p *Program) step(op *ir.Op, env map[*ir.Value]*tensor, seqs []Seq, rows int) (*tensor, error) {
	arg := func(i int) *tensor { return env[op.Args[i]] }
	wt := func(i int) []float32 { return p.w[op.Weights[i]][0] }
	// newOut takes an op's output from the pool: zero for the kernels that accumulate into it or
	// leave values unwritten, not for those that write every value.
	newOut := func(r, w int, zero bool) *tensor {
		return &tensor{f: p.pool.get(r*w, zero), rows: r, width: w, pooled: true}
	}
	a := op.Attrs
	switch op.Kind {
	case ir.OpEmbedding:
		h := width(op.Result)
		out := newOut(rows, h, false)
		if err := kernels.Embedding(out.f, arg(0).i, wt(0), h); err != nil {
			return nil, err
		}
		return out, nil
	case ir.OpRMSNorm:
		x := arg(0)
		out := newOut(x.rows, x.width, false)
		kernels.RMSNorm(out.f, x.f, x.rows, x.width, wt(0), float32(a.MustFloat("eps")))
		return out, nil
	case ir.OpLinear:
		x := arg(0)
		n := width(op.Result)
		out := newOut(x.rows, n, false)
		var bias []float32
		k := 1 // the weights before the bias: the matrix, and its scale when FP8 (dequantised at load)
		if op.Weights[0].Type.DType == ir.F8E4M3 {
			k = 2
		}
		if len(op.Weights) > k {
			bias = wt(k)
		}
		kernels.LinearMat(out.f, x.f, x.rows, x.width, p.mat(op.Weights[0], 0), n, bias)
		return out, nil
	case ir.OpSlice:
		x := arg(0)
		s, n := int(a.MustInt("start")), int(a.MustInt("len"))
		out := newOut(x.rows, n, false)
		for r := range x.rows {
			copy(out.f[r*n:(r+1)*n], x.f[r*x.width+s:r*x.width+s+n])
		}
		return out, nil
	case ir.OpRope:
		x := arg(0)
		out := newOut(x.rows, x.width, false)
		copy(out.f, x.f)
		kernels.ApplyRope(p.ropes[op], out.f, x.rows, arg(1).i, int(a.MustInt("heads")), int(a.MustInt("head_dim")),
			int(a.MustInt("offset")), a.MustStr("style"))
		return out, nil
	case ir.OpMLAAttention:
		return p.mla(op, arg(0), arg(1), arg(2), seqs)
	case ir.OpGQAAttention:
		return p.gqa(op, arg(0), arg(1), arg(2), seqs)
	case ir.OpSiluMul:
		x := arg(0)
		out := newOut(x.rows, x.width, false)
		kernels.SiluMul(out.f, x.f, arg(1).f)
		return out, nil
	case ir.OpAdd:
		x := arg(0)
		out := newOut(x.rows, x.width, false)
		kernels.Add(out.f, x.f, arg(1).f)
		return out, nil
	case ir.OpMoERoute:
		l := arg(0)
		out := newOut(l.rows, l.width, true)
		var bias []float32
		if len(op.Weights) == 1 {
			bias = wt(0)
		}
		rp, err := opparams.Route(a, l.width)
		if err != nil {
			return nil, fmt.Errorf("moe_route: %w", err)
		}
		kernels.MoERoute(out.f, l.f, l.rows, l.width, bias, rp)
		return out, nil
	case ir.OpMoEExperts:
		x, r := arg(0), arg(1)
		out := newOut(x.rows, x.width, true)
		inter := int(op.Weights[0].Type.Shape[1].N)
		sc, _ := p.scratch.Get().(*kernels.MoEScratch)
		if sc == nil {
			sc = &kernels.MoEScratch{}
		}
		defer p.scratch.Put(sc)
		expert := func(e int) (g, u, d kernels.Mat) {
			return p.mat(op.Weights[0], e), p.mat(op.Weights[1], e), p.mat(op.Weights[2], e)
		}
		if p.expertBatch != nil {
			countExpertBatches(r.f, x.rows, r.width, p.expertBatch)
		}
		kernels.MoEExperts(out.f, x.f, x.rows, x.width, r.f, r.width, expert, inter, sc)
		return out, nil
	case ir.OpExpertFFN:
		return p.expertFFN(op, arg(0), arg(1), arg(2))
	case ir.OpLastTokens:
		x := arg(0)
		out := newOut(len(seqs), x.width, true)
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
		var sc sampler.Scratch
		for r := range x.rows {
			logits := x.f[r*x.width : (r+1)*x.width]
			if len(op.Args) == 1 {
				out.i[r] = int32(sampler.Argmax(logits))
				continue
			}
			// The runtime's sampler, keyed by the row's seed and position: the same token the
			// scheduler would draw from these logits.
			p, k := arg(1).f[3*r:3*r+3], arg(2).l[2*r:2*r+2]
			out.i[r] = int32(sc.Sample(logits, sampler.Params{Temperature: p[0], TopP: p[1], TopK: int(p[2]), Seed: uint64(k[0])}, uint64(k[1])))
		}
		return out, nil
	}
	return nil, fmt.Errorf("the cpu target cannot execute op %s", op.Info().Name)
}

// mla runs MLA attention for every sequence of the step in one fan-out, each through its block
// table into the layer's pool.
func (p *Program) mla(op *ir.Op, q, c, kpe *tensor, seqs []Seq) (*tensor, error) {
	a := op.Attrs
	layer := a.MustInt("layer")
	h, dn, dr, dv, r := int(a.MustInt("heads")), int(a.MustInt("nope")), int(a.MustInt("rope")), int(a.MustInt("v")), int(a.MustInt("rank"))
	out := &tensor{f: p.pool.get(q.rows*h*dv, true), rows: q.rows, width: h * dv, pooled: true}
	kvb := p.w[op.Weights[0]][0]
	// The FP8 cache (kv_cache="f8e4m3"): the pool keeps f32 values, each latent as the FP8 cache
	// reads it back.
	kv, _ := a.Str("kv_cache")
	fp8 := kv == ir.KVCacheF8E4M3
	batch := make([]kernels.PagedSeq, 0, len(seqs))
	err := perSeq(seqs, layer, r+dr, "mla_attention: no latent pool", func(s Seq, lo, hi int) {
		batch = append(batch, kernels.PagedSeq{Out: out.f[lo*h*dv : hi*h*dv], Q: q.f[lo*q.width : hi*q.width], C: c.f[lo*r : hi*r],
			KPE: kpe.f[lo*dr : hi*dr], Rows: hi - lo, Pool: s.Cache.mla[layer], Table: s.Blocks, BlockSize: s.Cache.BlockSize, Past: s.Past, FP8: fp8})
	})
	if err == nil {
		kernels.MLAAttentionPagedSeqs(batch, kvb, h, dn, dr, dv, r, float32(a.MustFloat("scale")))
	}
	return out, err
}

// gqa runs grouped-query attention for every sequence of the step in one fan-out, each through its
// block table into the layer's K and V pools.
func (p *Program) gqa(op *ir.Op, q, k, v *tensor, seqs []Seq) (*tensor, error) {
	a := op.Attrs
	layer := a.MustInt("layer")
	h, kvh, hd := int(a.MustInt("heads")), int(a.MustInt("kv_heads")), int(a.MustInt("head_dim"))
	out := &tensor{f: p.pool.get(q.rows*h*hd, true), rows: q.rows, width: h * hd, pooled: true}
	batch := make([]kernels.PagedSeq, 0, len(seqs))
	err := perSeq(seqs, layer, kvh*hd, "gqa_attention: no K/V pools", func(s Seq, lo, hi int) {
		batch = append(batch, kernels.PagedSeq{Out: out.f[lo*h*hd : hi*h*hd], Q: q.f[lo*q.width : hi*q.width], K: k.f[lo*k.width : hi*k.width],
			V: v.f[lo*v.width : hi*v.width], Rows: hi - lo, Pool: s.Cache.k[layer], VPool: s.Cache.v[layer], Table: s.Blocks, BlockSize: s.Cache.BlockSize, Past: s.Past})
	})
	if err == nil {
		kernels.GQAAttentionPagedSeqs(batch, h, kvh, hd, float32(a.MustFloat("scale")))
	}
	return out, err
}

// perSeq is the loop both attention kinds share: for each sequence, check its cache has layer's
// pool of width values per token, then attend its batch rows [lo, hi).
func perSeq(seqs []Seq, layer int64, width int, what string, attend func(s Seq, lo, hi int)) error {
	at := 0
	for _, s := range seqs {
		if s.Cache == nil || s.Cache.width[layer] != width {
			return fmt.Errorf("%s of width %d for layer %d in the sequence's KV cache", what, width, layer)
		}
		attend(s, at, at+s.Rows)
		at += s.Rows
	}
	return nil
}

// ResidentBytes is the memory the loaded weights take.
func (p *Program) ResidentBytes() int64 {
	var n int64
	for _, ws := range p.w {
		for _, w := range ws {
			n += 4 * int64(len(w))
		}
	}
	for _, hs := range p.half {
		for _, h := range hs {
			n += 2 * int64(len(h))
		}
	}
	return n
}

// countExpertBatches calls see with the rows of each expert that at least one row of the dense
// routing matrix route ([rows, experts]) chose: a nonzero weight, as MoEExpertsFn gathers them, in
// ascending expert order. It walks the matrix once more instead of asking the kernel, so the kernel
// stays free of metrics: rows × experts compares against the experts' rows × hidden × inter
// multiply-adds. The walk is row-major over blocks of experts counted on the stack, so it reads
// memory in order and allocates nothing.
func countExpertBatches(route []float32, rows, experts int, see func(tokens int)) {
	const block = 256
	for e0 := 0; e0 < experts; e0 += block {
		n := min(block, experts-e0)
		var count [block]int
		for r := range rows {
			for i, w := range route[r*experts+e0 : r*experts+e0+n] {
				if w != 0 {
					count[i]++
				}
			}
		}
		for _, c := range count[:n] {
			if c > 0 {
				see(c)
			}
		}
	}
}
