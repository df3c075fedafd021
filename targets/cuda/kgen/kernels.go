package kgen

import (
	"fmt"
	"math"
	"strings"

	"afdc/targets/cpu/kernels"
)

// Spec is one kernel kind specialised to its shapes. Build returns the kernel and its launch row;
// the kernel name encodes every constant, so equal specs share one kernel.
type Spec interface {
	Build() (*Kernel, Launch)
}

// Block sizes. Reductions use a power of two.
const (
	elemBlock   = 256 // elementwise kernels: one thread per element
	reduceBlock = 256 // one block per row (norm, argmax)
	ropeBlock   = 128
)

func elemSuffix(es ...Elem) string {
	var s []string
	for _, e := range es {
		s = append(s, e.String())
	}
	return strings.Join(s, "_")
}

func finish(k *Kernel, kind string, block int, grid Grid) (*Kernel, Launch) {
	return k, Launch{Name: k.Name, Kind: kind, Params: launchParams(k.Params), Block: block,
		Shared: sharedBytes(k.Body), Grid: grid}
}

// globalID is blockIdx.x·blockDim.x + threadIdx.x.
func (k *Kernel) globalID() *Value { return k.Add(k.Mul(k.Ctaid(), k.Ntid()), k.Tid()) }

// elementwise emits `if i < n·width { body(i) }` for one thread per element.
func (k *Kernel) elementwise(rows *Value, width int64, body func(i *Value)) {
	i := k.globalID()
	k.If(k.Lt(i, k.Mul(rows, k.I32(width))), func() { body(i) }, nil)
}

// CastSpec converts n elements between buffer types (bf16 <-> f32): out[i] = in[i].
type CastSpec struct{ From, To Elem }

func (s CastSpec) Build() (*Kernel, Launch) {
	k := NewKernel("cast_" + elemSuffix(s.From, s.To))
	out := k.Param("out", PPtr, s.To)
	in := k.Param("in", PPtr, s.From)
	n := k.Param("n", PI32, 0)
	k.elementwise(n, 1, func(i *Value) { k.Store(out, i, k.Load(in, i)) })
	return finish(k, "cast", elemBlock, Grid{Count: "n", Mult: 1, PerBlock: elemBlock})
}

// AddSpec is the residual add: out = a + b over rows × Width, in f32, rounded once where stored.
// Every operand is Elem, unless Mixed gives each its own (the f32 residual stream adds a bf16 layer
// output: A f32, B bf16, Out f32).
type AddSpec struct {
	Elem      Elem
	Width     int64
	Mixed     bool
	A, B, Out Elem
}

func (s AddSpec) Build() (*Kernel, Launch) {
	ea, eb, eo := s.Elem, s.Elem, s.Elem
	name := fmt.Sprintf("add_%s_w%d", s.Elem, s.Width)
	if s.Mixed {
		ea, eb, eo = s.A, s.B, s.Out
		name = fmt.Sprintf("add_%s_w%d", elemSuffix(ea, eb, eo), s.Width)
	}
	k := NewKernel(name)
	out, a, b := k.Param("out", PPtr, eo), k.Param("a", PPtr, ea), k.Param("b", PPtr, eb)
	rows := k.Param("rows", PI32, 0)
	k.elementwise(rows, s.Width, func(i *Value) { k.Store(out, i, k.Add(k.Load(a, i), k.Load(b, i))) })
	return finish(k, "add", elemBlock, Grid{Count: "rows", Mult: s.Width, PerBlock: elemBlock})
}

// SiluMulSpec is out = silu(g)·u = (g / (1 + exp(−g)))·u, as kernels.SiluMul. g and u are Elem, and
// so is out unless Out is set (Wide: the routed experts' f32 gate and up, their bf16 product).
type SiluMulSpec struct {
	Elem  Elem
	Width int64
	Wide  bool // g and u are Elem, out is Out
	Out   Elem
}

func (s SiluMulSpec) Build() (*Kernel, Launch) {
	eo := s.Elem
	name := fmt.Sprintf("silu_mul_%s_w%d", s.Elem, s.Width)
	if s.Wide {
		eo = s.Out
		name = fmt.Sprintf("silu_mul_%s_w%d", elemSuffix(s.Elem, eo), s.Width)
	}
	k := NewKernel(name)
	out, g, u := k.Param("out", PPtr, eo), k.Param("g", PPtr, s.Elem), k.Param("u", PPtr, s.Elem)
	rows := k.Param("rows", PI32, 0)
	k.elementwise(rows, s.Width, func(i *Value) {
		gv := k.Load(g, i)
		e := k.ExpF32(k.Sub(k.F32(0), gv))
		k.Store(out, i, k.Mul(k.Div(gv, k.Add(k.F32(1), e)), k.Load(u, i)))
	})
	return finish(k, "silu_mul", elemBlock, Grid{Count: "rows", Mult: s.Width, PerBlock: elemBlock})
}

// EmbeddingSpec gathers rows of a [Vocab, Hidden] table: out[r][j] = table[ids[r]][j]. The runtime
// checks ids against the vocabulary on the host (they come from requests); an id out of range here
// writes zeros rather than reading outside the table.
type EmbeddingSpec struct {
	Table, Out    Elem
	Vocab, Hidden int64
}

func (s EmbeddingSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("embedding_%s_v%d_h%d", elemSuffix(s.Table, s.Out), s.Vocab, s.Hidden))
	out := k.Param("out", PPtr, s.Out)
	ids := k.Param("ids", PPtr, EI32)
	table := k.Param("table", PPtr, s.Table)
	rows := k.Param("rows", PI32, 0)
	k.elementwise(rows, s.Hidden, func(i *Value) {
		h := k.I32(s.Hidden)
		id := k.Load(ids, k.Div(i, h))
		ok := k.And(k.Le(k.I32(0), id), k.Lt(id, k.I32(s.Vocab)))
		k.If(ok, func() {
			k.Store(out, i, k.Load(table, k.Add(k.Mul(id, h), k.Rem(i, h))))
		}, func() { k.Store(out, i, k.F32(0)) })
	})
	return finish(k, "embedding", elemBlock, Grid{Count: "rows", Mult: s.Hidden, PerBlock: elemBlock})
}

// RMSNormSpec normalises each group of Group values of rows × Width (Group = Width for a plain
// norm, head_dim for per-head q/k norms), as kernels.RMSNorm: the mean of squares in float64 rounded
// once, inv = float32(1/sqrt(float64(ms + eps))), out = w·(x·inv). With Residual, the input is
// h = x + res (float32), written to res_out, and h is normalised: the fused residual add.
type RMSNormSpec struct {
	In, Out, W   Elem
	Width, Group int64
	Eps          float32
	Residual     bool
}

func (s RMSNormSpec) Build() (*Kernel, Launch) {
	name := fmt.Sprintf("rms_norm_%s_w%d_g%d_eps%g", elemSuffix(s.In, s.Out, s.W), s.Width, s.Group, s.Eps)
	kind := "rms_norm"
	if s.Residual {
		name = "add_" + name
		kind = "add_rms_norm"
	}
	k := NewKernel(strings.ReplaceAll(strings.ReplaceAll(name, "-", "m"), ".", "p"))
	out := k.Param("out", PPtr, s.Out)
	var resOut, res *Value
	if s.Residual {
		resOut = k.Param("res_out", PPtr, s.In)
	}
	x := k.Param("x", PPtr, s.In)
	if s.Residual {
		res = k.Param("res", PPtr, s.In)
	}
	w := k.Param("w", PPtr, s.W)
	k.Param("rows", PI32, 0)
	tid := k.Tid()
	base := k.Mul(k.Ctaid(), k.I32(s.Group))
	step := k.I32(reduceBlock)
	in := func(j *Value) *Value { // the value normalised at group offset j
		if !s.Residual {
			return k.Load(x, k.Add(base, j))
		}
		return k.Load(resOut, k.Add(base, j))
	}
	if s.Residual {
		k.Loop(tid, k.I32(s.Group), step, func(j *Value) {
			at := k.Add(base, j)
			k.Store(resOut, at, k.Add(k.Load(x, at), k.Load(res, at)))
		})
		// The sum below reads h back as stored: for a bf16 residual stream the rounded h is what HF
		// normalises too.
	}
	acc := k.Var(k.F64(0))
	k.Loop(tid, k.I32(s.Group), step, func(j *Value) {
		v := k.Conv(TF64, in(j))
		k.Set(acc, k.Add(k.Get(acc), k.Mul(v, v)))
	})
	sum := k.BlockSumF64(tid, k.Get(acc), reduceBlock)
	ms := k.Conv(TF32, k.Div(sum, k.F64(float64(s.Group))))
	inv := k.Conv(TF32, k.Div(k.F64(1), k.Sqrt(k.Conv(TF64, k.Add(ms, k.F32(float64(s.Eps)))))))
	k.Loop(tid, k.I32(s.Group), step, func(j *Value) {
		k.Store(out, k.Add(base, j), k.Mul(k.Load(w, j), k.Mul(in(j), inv)))
	})
	return finish(k, kind, reduceBlock, Grid{Count: "rows", Mult: s.Width / s.Group, PerBlock: 1})
}

// RopeSpec rotates dims [Offset, Offset+Dims) of each of Heads heads (width HeadDim) of every row
// in place, by the row's position, as kernels.RopeTable.Apply: interleaved pairs (2i, 2i+1)
// (DeepSeek) or NeoX pairs (i, i+Dims/2) (GLM). The frequencies are the CPU target's own table
// (YaRN included), placed in the kernel as constants.
type RopeSpec struct {
	Elem                   Elem
	Heads, HeadDim, Offset int64
	Style                  string
	Table                  *kernels.RopeTable
}

func (s RopeSpec) Build() (*Kernel, Launch) {
	half := int64(s.Table.Dims / 2)
	// The name carries a hash of the frequencies, so two tables never share a kernel.
	h := uint32(2166136261)
	for _, f := range s.Table.InvFreq {
		h = (h ^ math.Float32bits(f)) * 16777619
	}
	h = (h ^ math.Float32bits(s.Table.AttnFactor)) * 16777619
	k := NewKernel(fmt.Sprintf("rope_%s_%s_h%d_d%d_o%d_r%d_%08x", s.Style, s.Elem, s.Heads, s.HeadDim, s.Offset, s.Table.Dims, h))
	x := k.Param("x", PPtr, s.Elem)
	pos := k.Param("pos", PPtr, EI32)
	k.Param("rows", PI32, 0)
	var freqs []float64
	for _, f := range s.Table.InvFreq {
		freqs = append(freqs, float64(f))
	}
	inv := k.Table(freqs)
	cs := k.Shared(TF32, 2*half)
	tid, row := k.Tid(), k.Ctaid()
	p := k.Conv(TF32, k.Load(pos, row))
	af := k.F32(float64(s.Table.AttnFactor))
	k.Loop(tid, k.I32(half), k.I32(ropeBlock), func(i *Value) {
		f := k.Conv(TF64, k.Mul(k.SLoad(inv, i), p))
		sin, cos := k.SinCos64(f)
		k.SStore(cs, k.Mul(i, k.I32(2)), k.Mul(k.Conv(TF32, cos), af))
		k.SStore(cs, k.Add(k.Mul(i, k.I32(2)), k.I32(1)), k.Mul(k.Conv(TF32, sin), af))
	})
	k.Barrier()
	stride, step := int64(1), int64(2)
	if s.Style == "neox" {
		stride, step = half, 1
	}
	k.Loop(tid, k.I32(s.Heads*half), k.I32(ropeBlock), func(j *Value) {
		hd, i := k.Div(j, k.I32(half)), k.Rem(j, k.I32(half))
		ia := k.Add(k.Add(k.Mul(k.Add(k.Mul(row, k.I32(s.Heads)), hd), k.I32(s.HeadDim)), k.I32(s.Offset)), k.Mul(i, k.I32(step)))
		ib := k.Add(ia, k.I32(stride))
		a, b := k.Load(x, ia), k.Load(x, ib)
		c, sn := k.SLoad(cs, k.Mul(i, k.I32(2))), k.SLoad(cs, k.Add(k.Mul(i, k.I32(2)), k.I32(1)))
		k.Store(x, ia, k.Sub(k.Mul(a, c), k.Mul(b, sn)))
		k.Store(x, ib, k.Add(k.Mul(b, c), k.Mul(a, sn)))
	})
	return finish(k, "rope", ropeBlock, Grid{Count: "rows", Mult: 1, PerBlock: 1})
}

// ArgmaxSpec writes the index of each row's first maximum (the first NaN, if any, as torch.argmax
// and sampler.Argmax) into out, an i32 per row.
type ArgmaxSpec struct {
	Elem  Elem
	Vocab int64
}

// better reports whether (v1, i1) ranks before (v2, i2) in argmax order: NaN first, then larger,
// then lower index.
func (k *Kernel) better(v1, i1, v2, i2 *Value) *Value {
	n1, n2 := k.Ne(v1, v1), k.Ne(v2, v2)
	lower := k.Lt(i1, i2)
	num := k.Or(k.Gt(v1, v2), k.And(k.Eq(v1, v2), lower))
	return k.Select(n1, k.Or(k.Xor(n2, k.boolConst(true)), lower), k.Select(n2, k.boolConst(false), num))
}

func (k *Kernel) boolConst(b bool) *Value {
	n := int64(0)
	if b {
		n = 1
	}
	return k.add(&Value{Op: OpConst, Type: TBool, Aux: n})
}

func (s ArgmaxSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("argmax_%s_v%d", s.Elem, s.Vocab))
	out := k.Param("out", PPtr, EI32)
	logits := k.Param("logits", PPtr, s.Elem)
	k.Param("rows", PI32, 0)
	tid, row := k.Tid(), k.Ctaid()
	best := k.rowArgmax(tid, logits, k.Mul(row, k.I32(s.Vocab)), s.Vocab, reduceBlock)
	k.If(k.Eq(tid, k.I32(0)), func() { k.Store(out, row, best) }, nil)
	return finish(k, "argmax", reduceBlock, Grid{Count: "rows", Mult: 1, PerBlock: 1})
}

// rowArgmax is the argmax of x[base : base+n] over a block of `block` threads; every thread gets it.
func (k *Kernel) rowArgmax(tid, x, base *Value, n, block int64) *Value {
	bv, bi := k.Var(k.F32(math.Inf(-1))), k.Var(k.I32(math.MaxInt32))
	k.Loop(tid, k.I32(n), k.I32(block), func(j *Value) {
		v := k.Load(x, k.Add(base, j))
		k.If(k.better(v, j, k.Get(bv), k.Get(bi)), func() { k.Set(bv, v); k.Set(bi, j) }, nil)
	})
	sv, si := k.Shared(TF32, block), k.Shared(TI32, block)
	k.SStore(sv, tid, k.Get(bv))
	k.SStore(si, tid, k.Get(bi))
	k.Barrier()
	for st := block / 2; st > 0; st /= 2 {
		k.If(k.Lt(tid, k.I32(st)), func() {
			o := k.Add(tid, k.I32(st))
			v2, i2 := k.SLoad(sv, o), k.SLoad(si, o)
			k.If(k.better(v2, i2, k.SLoad(sv, tid), k.SLoad(si, tid)), func() {
				k.SStore(sv, tid, v2)
				k.SStore(si, tid, i2)
			}, nil)
		}, nil)
		k.Barrier()
	}
	return k.SLoad(si, k.I32(0))
}
