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
	rt "afdc/runtime/tensor"
	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
)

// Program is a module with its weights loaded, ready to execute.
type Program struct {
	mod *ir.Module
	w   map[*ir.Param][][]float32 // per param, one slice per checkpoint tensor (per expert when stacked)
	// half holds the routed experts of a bf16 checkpoint as stored, widened one expert at a time when
	// a token chose it: they are most of a MoE model's bytes, and bf16 halves them. Params here
	// have nil slices in w.
	half    map[*ir.Param][][]uint16
	scratch sync.Pool // *expertScratch, the widened gate, up and down of one expert
	ropes   map[string]*kernels.RopeTable
}

// expertScratch is where one expert's bf16 weights are widened for one MoEExperts call.
type expertScratch struct{ w [3][]float32 }

// Load reads every parameter of the module from src, checking sizes, with one worker per CPU (src
// must allow concurrent Float32 calls, as weights.Checkpoint does). progress, when set, is called
// after each tensor with the bytes done and the total, from one goroutine at a time.
func Load(mod *ir.Module, src runtime.Weights, progress func(done, total int64)) (*Program, error) {
	p := &Program{mod: mod, w: map[*ir.Param][][]float32{}, half: map[*ir.Param][][]uint16{}, ropes: map[string]*kernels.RopeTable{}}
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
		if pr.Experts > 0 {
			p.half[pr] = make([][]uint16, len(names))
		}
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
				// The CPU computes in fp32: weights are widened once, here, except routed experts
				// stored in bf16, which stay bf16 and are widened per use (exact either way).
				var (
					data []float32
					half []uint16
					n    int
				)
				w, err := src.Weight(j.name)
				switch {
				case err != nil:
				case j.param.Experts > 0 && w.Data.DType == rt.BF16:
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

// Seq is one sequence's part of a batch: where its rows are and its KV cache.
type Seq struct {
	Rows  int // new tokens of this sequence in the batch
	Cache *Cache
}

// Cache is one sequence's KV cache, per layer: the MLA latent or the GQA keys and values.
type Cache struct {
	mla map[int64]*kernels.MLACache
	kv  map[int64]*kernels.KVCache
}

// NewCache makes an empty cache.
func NewCache() *Cache {
	return &Cache{mla: map[int64]*kernels.MLACache{}, kv: map[int64]*kernels.KVCache{}}
}

// Len is the number of tokens cached (of the first layer that has any).
func (c *Cache) Len() int {
	for _, m := range c.mla {
		return m.Len()
	}
	for _, k := range c.kv {
		return k.Len()
	}
	return 0
}

// tensor is a value at run time: rows x width floats, or ints for i32 values.
type tensor struct {
	f     []float32
	i     []int32
	l     []int64 // i64 values: the sample op's keys
	rows  int
	width int
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

// exec interprets a whole function body (one without exchanges).
func (p *Program) exec(ctx context.Context, f *ir.Func, env map[*ir.Value]*tensor, seqs []Seq, rows int) error {
	r := &run{p: p, f: f, env: env, seqs: seqs, rows: rows, uses: f.Uses()}
	return r.until(ctx, func(*ir.Op) bool { return false })
}

func (p *Program) step(op *ir.Op, env map[*ir.Value]*tensor, seqs []Seq, rows int) (*tensor, error) {
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
		sc, _ := p.scratch.Get().(*expertScratch)
		if sc == nil {
			sc = &expertScratch{}
		}
		defer p.scratch.Put(sc)
		expert := func(e int) (g, u, d []float32) {
			var ws [3][]float32
			for i, pr := range op.Weights[:3] {
				h := p.half[pr]
				if h == nil || h[e] == nil {
					ws[i] = p.w[pr][e]
					continue
				}
				if len(sc.w[i]) != len(h[e]) {
					sc.w[i] = make([]float32, len(h[e]))
				}
				for k, v := range h[e] {
					sc.w[i][k] = weights.BF16ToFloat32(v)
				}
				ws[i] = sc.w[i]
			}
			return ws[0], ws[1], ws[2]
		}
		kernels.MoEExpertsFn(out.f, x.f, x.rows, x.width, r.f, r.width, expert, inter)
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
			if len(op.Args) == 3 && arg(1).f[3*r] > 0 {
				return nil, fmt.Errorf("row %d: temperature %v: the cpu target samples greedily only, expected temperature 0", r, arg(1).f[3*r])
			}
			out.i[r] = int32(kernels.Argmax(x.f[r*x.width : (r+1)*x.width]))
		}
		return out, nil
	}
	return nil, fmt.Errorf("the cpu target cannot execute op %s", op.Info().Name)
}

// mla runs MLA attention sequence by sequence, each against its own latent cache.
func (p *Program) mla(op *ir.Op, q, c, kpe *tensor, seqs []Seq) (*tensor, error) {
	a := op.Attrs
	layer := a.MustInt("layer")
	h, dn, dr, dv, r := int(a.MustInt("heads")), int(a.MustInt("nope")), int(a.MustInt("rope")), int(a.MustInt("v")), int(a.MustInt("rank"))
	out := &tensor{f: make([]float32, q.rows*h*dv), rows: q.rows, width: h * dv}
	kvb := p.w[op.Weights[0]][0]
	at := 0
	for _, s := range seqs {
		if s.Cache == nil {
			return nil, fmt.Errorf("sequence has no KV cache")
		}
		cc := s.Cache.mla[layer]
		if cc == nil {
			cc = kernels.NewMLACache(r, dr)
			s.Cache.mla[layer] = cc
		}
		n := s.Rows
		kernels.MLAAttention(out.f[at*h*dv:(at+n)*h*dv], q.f[at*q.width:(at+n)*q.width], c.f[at*r:(at+n)*r],
			kpe.f[at*dr:(at+n)*dr], n, cc, kvb, h, dn, dr, dv, r, float32(a.MustFloat("scale")))
		at += n
	}
	return out, nil
}

// gqa runs grouped-query attention sequence by sequence against each sequence's K/V cache.
func (p *Program) gqa(op *ir.Op, q, k, v *tensor, seqs []Seq) (*tensor, error) {
	a := op.Attrs
	layer := a.MustInt("layer")
	h, kvh, hd := int(a.MustInt("heads")), int(a.MustInt("kv_heads")), int(a.MustInt("head_dim"))
	out := &tensor{f: make([]float32, q.rows*h*hd), rows: q.rows, width: h * hd}
	at := 0
	for _, s := range seqs {
		if s.Cache == nil {
			return nil, fmt.Errorf("sequence has no KV cache")
		}
		cc := s.Cache.kv[layer]
		if cc == nil {
			cc = kernels.NewKVCache(kvh, hd)
			s.Cache.kv[layer] = cc
		}
		n := s.Rows
		kernels.GQAAttention(out.f[at*h*hd:(at+n)*h*hd], q.f[at*q.width:(at+n)*q.width], k.f[at*k.width:(at+n)*k.width],
			v.f[at*v.width:(at+n)*v.width], n, cc, h, kvh, hd, float32(a.MustFloat("scale")))
		at += n
	}
	return out, nil
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
