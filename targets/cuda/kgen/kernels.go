package kgen

import (
	"fmt"
	"math"
	"strings"

	"afdc/targets/opparams"
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
)

func elemSuffix(es ...Elem) string {
	var s []string
	for _, e := range es {
		s = append(s, e.String())
	}
	return strings.Join(s, "_")
}

func finish(k *Kernel, kind string, block int, grid Grid) (*Kernel, Launch) {
	l := Launch{Name: k.Name, Kind: kind, Params: launchParams(k.Params), Block: block, Shared: sharedBytes(k.Body), Grid: grid}
	if dynamicShared(k.Body) {
		_, l.Shared = sharedLayout(k.Body)
		l.Dynamic = true
	}
	return k, l
}

// globalID is blockIdx.x·blockDim.x + threadIdx.x.
func (k *Kernel) globalID() *Value { return k.Add(k.Mul(k.Ctaid(), k.Ntid()), k.Tid()) }

// elementwise emits `if i < n·width { body(i) }` for one thread per element.
func (k *Kernel) elementwise(rows *Value, width int64, body func(i *Value)) {
	i := k.globalID()
	k.If(k.Lt(i, k.Mul(rows, k.I32(width))), func() { body(i) }, nil)
}

// elemVec is the consecutive elements a thread of a vector elementwise kernel takes.
const elemVec = 4

// elementwiseVec emits one thread per elemVec consecutive elements of n × width (width a multiple
// of elemVec, so a thread's elements are all inside or all past the end): body gets their indices
// and issues all of its loads before it uses any. A thread of one element has one load in flight a
// operand, which left the 16,384-row prefill's adds and SiLU·mul at a third to a half of the copy
// bandwidth on an H200.
func (k *Kernel) elementwiseVec(rows *Value, width int64, body func(is []*Value)) {
	i := k.globalID()
	k.If(k.Lt(i, k.Mul(rows, k.I32(width/elemVec))), func() {
		base := k.Mul(i, k.I32(elemVec))
		is := make([]*Value, elemVec)
		for u := range is {
			is[u] = k.Add(base, k.I32(int64(u)))
		}
		body(is)
	}, nil)
}

// loads is ptr[i] for each of is, in order.
func (k *Kernel) loads(ptr *Value, is []*Value) []*Value {
	vs := make([]*Value, len(is))
	for u, i := range is {
		vs[u] = k.Load(ptr, i)
	}
	return vs
}

// CastSpec converts n elements between buffer types (bf16 <-> f32): out[i] = in[i].
type CastSpec struct{ From, To Elem }

func (s CastSpec) Build() (*Kernel, Launch) {
	k := NewKernel("cast_" + elemSuffix(s.From, s.To))
	out := k.Param("out", PPtr, s.To)
	in := k.Param("in", PPtr, s.From)
	n := k.Param("n", PI32, 0)
	// elemVec elements a thread, each guarded (n need not be a multiple); a thread's loads all
	// issue first, the ones past n at element 0.
	i := k.Mul(k.globalID(), k.I32(elemVec))
	k.If(k.Lt(i, n), func() {
		is, ok := make([]*Value, elemVec), make([]*Value, elemVec)
		for u := range is {
			j := k.Add(i, k.I32(int64(u)))
			ok[u] = k.Lt(j, n)
			is[u] = k.Select(ok[u], j, k.I32(0))
		}
		vs := k.loads(in, is)
		for u, v := range vs {
			k.when(ok[u], func() { k.Store(out, is[u], v) })
		}
	}, nil)
	return finish(k, "cast", elemBlock, Grid{Count: "n", Mult: 1, PerBlock: elemBlock * elemVec})
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
	if s.Width%elemVec == 0 {
		k.elementwiseVec(rows, s.Width, func(is []*Value) {
			as, bs := k.loads(a, is), k.loads(b, is)
			for u, i := range is {
				k.Store(out, i, k.Add(as[u], bs[u]))
			}
		})
		return finish(k, "add", elemBlock, Grid{Count: "rows", Mult: s.Width / elemVec, PerBlock: elemBlock})
	}
	k.elementwise(rows, s.Width, func(i *Value) { k.Store(out, i, k.Add(k.Load(a, i), k.Load(b, i))) })
	return finish(k, "add", elemBlock, Grid{Count: "rows", Mult: s.Width, PerBlock: elemBlock})
}

// SiluMulSpec is out = silu(g)·u = (g / (1 + exp(−g)))·u, as kernels.SiluMul. g and u are Elem, and
// so is out unless Out is set (Wide: the routed experts' f32 gate and up, their bf16 product). An
// f32 product takes the exponential in f64, as the CPU does; a bf16 one the fast f32 exponential.
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
	silu := func(gv, uv *Value) *Value {
		var e *Value
		if eo == EBF16 {
			// A bf16 product keeps 8 bits of the f32 one: exp(−g) as 2^(−g·log2 e) by
			// ex2.approx (relative error about 2^-22) moves it by a bf16 rounding at most, where
			// the f64 exponential made the kernel compute-bound (1.3 TB/s on an H200).
			e = k.Exp2(k.Mul(gv, k.F32(-math.Log2E)))
		} else {
			e = k.ExpF32(k.Sub(k.F32(0), gv))
		}
		return k.Mul(k.Div(gv, k.Add(k.F32(1), e)), uv)
	}
	if s.Width%elemVec == 0 {
		k.elementwiseVec(rows, s.Width, func(is []*Value) {
			gs, us := k.loads(g, is), k.loads(u, is)
			for j, i := range is {
				k.Store(out, i, silu(gs[j], us[j]))
			}
		})
		return finish(k, "silu_mul", elemBlock, Grid{Count: "rows", Mult: s.Width / elemVec, PerBlock: elemBlock})
	}
	k.elementwise(rows, s.Width, func(i *Value) { k.Store(out, i, silu(k.Load(g, i), k.Load(u, i))) })
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
//
// One block per group, of normBlock(Group) threads: each thread loads its at most 8 values (and
// their weights) at once and keeps them in registers, so a row costs one round trip to memory,
// not one per value a thread walks (at decode one block per row is all the GPU runs, and a
// 256-thread block walking 7168 values took ~19 µs on an H200). The float64 sum is a fixed tree
// (each thread's values in order, then shuffles within a warp, then across warps): the same for
// every row, so batch invariant, and rounded once to float32 as on the CPU.
type RMSNormSpec struct {
	In, Out, W   Elem
	Width, Group int64
	Eps          float32
	Residual     bool
	// Rope rotates every group after the norm in the same launch: a per-head q or k norm (GLM-4.5's)
	// whose only reader is that head's RoPE. A group is one of Rope's heads; its normalised values
	// are rounded to Out as the norm stores them, then rotated as RopeSpec rotates what it loads:
	// the two kernels' result bit for bit, one launch and one pass over the row fewer. Set by
	// NormRopeSpec.
	Rope *RopeSpec
	// Tail is the width of a second linear's result stacked after the input's Width columns in
	// each row (StackedLinears): the input's rows are Width+Tail apart, and the kernel copies each
	// row's last Tail values, as they are, to its tail parameter (rows × Tail). Set by
	// StackedNormSpec, for the vector form.
	Tail int64
}

// normBlock is the block of a kernel over n values a row: a power of two from one warp to 1024
// threads, enough that no thread holds more than 8 values.
func normBlock(n int64) int64 {
	b := int64(32)
	for b < 1024 && b*8 < n {
		b *= 2
	}
	return b
}

// strided is the i-th of the values thread tid holds of n, with b threads: j = tid + i·b; in is
// nil where every thread has one (j < n for all), else whether this one does; at is j, or 0 where
// it has none, so that a load stays in bounds.
func (k *Kernel) strided(tid *Value, i, b, n int64) (j, in, at *Value) {
	j = k.Add(tid, k.I32(i*b))
	if (i+1)*b <= n {
		return j, nil, j
	}
	in = k.Lt(j, k.I32(n))
	return j, in, k.Select(in, j, k.I32(0))
}

// when runs f, under `if in` unless in is nil.
func (k *Kernel) when(in *Value, f func()) {
	if in == nil {
		f()
		return
	}
	k.If(in, f, nil)
}

// roundBF16 is x rounded to bf16 (nearest even, NaN to the quiet NaN) and widened back: what a
// bf16 store and load give, as lowerStore rounds.
func (k *Kernel) roundBF16(x *Value) *Value {
	return k.Bits(TF32, k.Shl(k.bf16Bits(x), k.I32(16)))
}

// shflXorF64 is ShflXor of an f64, as its two 32-bit halves.
func (k *Kernel) shflXorF64(x *Value, mask int64) *Value {
	b := k.Bits(TI64, x)
	lo, hi := k.ShflXor(k.Conv(TI32, b), mask), k.ShflXor(k.Conv(TI32, k.Shr(b, k.I64(32))), mask)
	r := k.Or(k.Shl(k.Conv(TI64, hi), k.I64(32)), k.And(k.Conv(TI64, lo), k.I64(0xffffffff)))
	return k.Bits(TF64, r)
}

// warpSumF64 adds x over the 32 lanes of a warp by a butterfly; every lane gets the same sum (each
// step adds the same two numbers on both lanes of a pair).
func (k *Kernel) warpSumF64(x *Value) *Value {
	for m := int64(16); m > 0; m /= 2 {
		x = k.Add(x, k.shflXorF64(x, m))
	}
	return x
}

// treeSumF64 adds one f64 per thread over a block of b threads (a multiple of 32, at most 1024):
// each warp's butterfly, then the warps' sums through shared memory and a butterfly again. Every
// thread gets the sum; its order depends only on b.
func (k *Kernel) treeSumF64(tid, x *Value, b int64) *Value {
	x = k.warpSumF64(x)
	nw := b / 32
	if nw == 1 {
		return x
	}
	sm := k.Shared(TF64, nw)
	lane := k.And(tid, k.I32(31))
	k.If(k.Eq(lane, k.I32(0)), func() { k.SStore(sm, k.Shr(tid, k.I32(5)), x) }, nil)
	k.Barrier()
	in := k.Lt(lane, k.I32(nw))
	return k.warpSumF64(k.Select(in, k.SLoad(sm, k.Select(in, lane, k.I32(0))), k.F64(0)))
}

// Name is the kernel's name, Build's without building it.
func (s RMSNormSpec) Name() string {
	name := fmt.Sprintf("rms_norm_%s_w%d_g%d_eps%g", elemSuffix(s.In, s.Out, s.W), s.Width, s.Group, s.Eps)
	if s.Residual {
		name = "add_" + name
	}
	if s.Rope != nil {
		name = fmt.Sprintf("%s_%s", name, s.Rope.tag())
	}
	if s.Tail > 0 {
		name = fmt.Sprintf("%s_tail%d", name, s.Tail)
	}
	return strings.ReplaceAll(strings.ReplaceAll(name, "-", "m"), ".", "p")
}

func (s RMSNormSpec) Build() (*Kernel, Launch) {
	kind := "rms_norm"
	switch {
	case s.Residual:
		kind = "add_rms_norm"
	case s.Rope != nil:
		kind = "rms_norm_rope"
	case s.Tail > 0:
		kind = "rms_norm_tail"
	}
	k := NewKernel(s.Name())
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
	var pos, tail *Value
	if s.Rope != nil {
		pos = k.Param("pos", PPtr, EI32)
	}
	if s.Tail > 0 {
		tail = k.Param("tail", PPtr, s.In)
	}
	k.Param("rows", PI32, 0)
	if s.vec() {
		return s.buildVec(k, kind, out, x, w, pos, tail)
	}
	B := normBlock(s.Group)
	n := (s.Group + B - 1) / B
	tid := k.Tid()
	base := k.Mul(k.Ctaid(), k.I32(s.Group))
	js, ins := make([]*Value, n), make([]*Value, n)
	h, wv := make([]*Value, n), make([]*Value, n)
	for i := range n {
		j, in, at := k.strided(tid, i, B, s.Group)
		js[i], ins[i] = j, in
		g := k.Add(base, at)
		if s.Residual {
			h[i] = k.Add(k.Load(x, g), k.Load(res, g))
		} else {
			h[i] = k.Load(x, g)
		}
		wv[i] = k.Load(w, at)
	}
	if s.Residual {
		for i := range n {
			k.when(ins[i], func() { k.Store(resOut, k.Add(base, js[i]), h[i]) })
			// h is normalised as stored: for a bf16 residual stream the rounded h is what HF
			// normalises too.
			if s.In == EBF16 {
				h[i] = k.roundBF16(h[i])
			}
		}
	}
	acc := k.F64(0)
	for i := range n {
		v := k.Conv(TF64, h[i])
		sq := k.Mul(v, v)
		if ins[i] != nil {
			sq = k.Select(ins[i], sq, k.F64(0))
		}
		acc = k.Add(acc, sq)
	}
	inv := s.invRMS(k, tid, acc, B)
	for i := range n {
		k.when(ins[i], func() { k.Store(out, k.Add(base, js[i]), k.Mul(wv[i], k.Mul(h[i], inv))) })
	}
	return finish(k, kind, int(B), Grid{Count: "rows", Mult: s.Width / s.Group, PerBlock: 1})
}

// invRMS is 1/sqrt(mean + eps) of a group whose float64 sums of squares are acc, one a thread of
// B: the block's fixed tree, the mean rounded once to float32 as on the CPU.
func (s RMSNormSpec) invRMS(k *Kernel, tid, acc *Value, B int64) *Value {
	return k.rmsInv(k.treeSumF64(tid, acc, B), s.Group, s.Eps)
}

// rmsInv is 1/sqrt(mean + eps) of n values whose sum of squares is the float64 sum: the mean
// rounded once to float32 as on the CPU, the root and its inverse in float64, rounded to float32.
// Every kernel with an RMS norm inside takes it from here, so they round as the norm kernel does.
func (k *Kernel) rmsInv(sum *Value, n int64, eps float32) *Value {
	ms := k.Conv(TF32, k.Div(sum, k.F64(float64(n))))
	return k.Conv(TF32, k.Div(k.F64(1), k.Sqrt(k.Conv(TF64, k.Add(ms, k.F32(float64(eps)))))))
}

// vec reports whether the norm takes its groups 8 values a load (buildVec): groups of a width
// divisible by 8 of f32 or bf16, without the fused residual add.
func (s RMSNormSpec) vec() bool {
	return !s.Residual && vecOK(s.Group, s.In) && vecOK(s.Group, s.Out) && vecOK(s.Group, s.W)
}

// buildVec is the norm over groups of a width divisible by 8: a thread holds at most 8 vectors of 8
// values (load8), so a block has an eighth of the threads and each thread's loads are 16 bytes
// wide. The float64 sum is the same fixed tree over the block (each thread's values in order).
func (s RMSNormSpec) buildVec(k *Kernel, kind string, out, x, w, pos, tail *Value) (*Kernel, Launch) {
	tid := k.Tid()
	base := k.Mul(k.Ctaid(), k.I32(s.Group))
	xbase := base
	if s.Tail > 0 {
		// One group a row (StackedNormSpec): the input's rows are Width+Tail apart.
		xbase = k.Mul(k.Ctaid(), k.I32(s.Width+s.Tail))
	}
	// The stacked tail, 8 values a thread a pass, copied as they are: loaded before the norm's
	// loads (every thread in bounds; those past the tail load its first vector), stored after.
	type tailVec struct {
		in *Value
		c  *Value
		v  [8]*Value
	}
	var tails []tailVec
	if s.Tail > 0 {
		nv, B := s.Tail/8, normBlock(s.Group/8)
		for i := range (nv + B - 1) / B {
			_, in, at := k.strided(tid, i, B, nv)
			c := k.Mul(at, k.I32(8))
			tails = append(tails, tailVec{in, c, k.load8(x, k.Add(k.Add(xbase, k.I32(s.Width)), c))})
		}
	}
	B, ins, ats, norm := s.vecGroup(k, tid, x, xbase, w)
	n := int64(len(ins))
	for _, tv := range tails {
		k.when(tv.in, func() { k.store8(tail, k.Add(k.Mul(k.Ctaid(), k.I32(s.Tail)), tv.c), tv.v) })
	}
	if s.Rope != nil {
		ys := make([][8]*Value, n)
		for i := range n {
			ys[i] = norm(i)
		}
		s.rotate(k, tid, pos, B, ins, ats, ys)
		for i := range n {
			k.when(ins[i], func() { k.store8(out, k.Add(base, ats[i]), ys[i]) })
		}
	} else {
		for i := range n {
			k.when(ins[i], func() {
				ys := norm(i)
				k.store8(out, k.Add(base, ats[i]), ys)
			})
		}
	}
	return finish(k, kind, int(B), Grid{Count: "rows", Mult: s.Width / s.Group, PerBlock: 1})
}

// vecGroup normalises the group of the vector norm at x[base:], thread tid of the block's B: a
// thread holds vector i of the group at ats[i] (present where ins[i], nil where every thread has
// one), and norm(i) is its normalised values. Every kernel with this norm in it (buildVec,
// MLALatentSpec) computes it here, so their values are the same bits.
func (s RMSNormSpec) vecGroup(k *Kernel, tid, x, base, w *Value) (B int64, ins, ats []*Value, norm func(int64) [8]*Value) {
	nv := s.Group / 8
	B = normBlock(nv)
	n := (nv + B - 1) / B
	ins, ats = make([]*Value, n), make([]*Value, n)
	xs, ws := make([][8]*Value, n), make([][8]*Value, n)
	for i := range n {
		_, in, at := k.strided(tid, i, B, nv)
		ins[i], ats[i] = in, k.Mul(at, k.I32(8))
		xs[i] = k.load8(x, k.Add(base, ats[i]))
		ws[i] = k.load8(w, ats[i])
	}
	acc := k.F64(0)
	for i := range n {
		sq := k.F64(0)
		for j, v := range xs[i] {
			d := k.Conv(TF64, v)
			if j == 0 {
				sq = k.Mul(d, d)
			} else {
				sq = k.Add(sq, k.Mul(d, d))
			}
		}
		if ins[i] != nil {
			sq = k.Select(ins[i], sq, k.F64(0))
		}
		acc = k.Add(acc, sq)
	}
	inv := s.invRMS(k, tid, acc, B)
	norm = func(i int64) [8]*Value {
		var ys [8]*Value
		for j := range ys {
			ys[j] = k.Mul(ws[i][j], k.Mul(xs[i][j], inv))
		}
		return ys
	}
	return B, ins, ats, norm
}

// RopeSpec rotates dims [Offset, Offset+Dims) of each of Heads heads (width HeadDim) of every row
// in place, by the row's position, as kernels.ApplyRope: interleaved pairs (2i, 2i+1)
// (DeepSeek) or NeoX pairs (i, i+Dims/2) (GLM). The frequencies are the CPU target's own table
// (YaRN included), placed in the kernel as constants.
type RopeSpec struct {
	Elem                   Elem
	Heads, HeadDim, Offset int64
	Style                  string
	Table                  *opparams.RopeTable
}

// tag names the rotation: its style, widths and a hash of the frequencies, so that two tables
// never share a kernel.
func (s RopeSpec) tag() string {
	h := uint32(2166136261)
	for _, f := range s.Table.InvFreq {
		h = (h ^ math.Float32bits(f)) * 16777619
	}
	h = (h ^ math.Float32bits(s.Table.AttnFactor)) * 16777619
	return fmt.Sprintf("rope_%s_%s_h%d_d%d_o%d_r%d_%08x", s.Style, s.Elem, s.Heads, s.HeadDim, s.Offset, s.Table.Dims, h)
}

// freqs places the table's inverse frequencies in the kernel (Table).
func (s RopeSpec) freqs(k *Kernel) *Value {
	var freqs []float64
	for _, f := range s.Table.InvFreq {
		freqs = append(freqs, float64(f))
	}
	return k.Table(freqs)
}

// angles places cos and sin of each pair's angle at position p in cs (2 values a pair, scaled by
// the attention factor af), from the frequencies inv (freqs), computed by the B threads of the
// block.
func (s RopeSpec) angles(k *Kernel, tid, p, af *Value, B int64, inv, cs *Value) {
	k.Loop(tid, k.I32(int64(s.Table.Dims/2)), k.I32(B), func(i *Value) {
		f := k.Conv(TF64, k.Mul(k.SLoad(inv, i), p))
		sin, cos := k.SinCos64(f)
		k.SStore(cs, k.Mul(i, k.I32(2)), k.Mul(k.Conv(TF32, cos), af))
		k.SStore(cs, k.Add(k.Mul(i, k.I32(2)), k.I32(1)), k.Mul(k.Conv(TF32, sin), af))
	})
}

func (s RopeSpec) Build() (*Kernel, Launch) {
	half := int64(s.Table.Dims / 2)
	k := NewKernel(s.tag())
	x := k.Param("x", PPtr, s.Elem)
	pos := k.Param("pos", PPtr, EI32)
	k.Param("rows", PI32, 0)
	inv := s.freqs(k)
	// At most 4 pairs a thread (normBlock of the row's rotated values), from one warp to 1024
	// threads: 128 threads walking DeepSeek-V3's 128 heads × 32 pairs waited on 32 loads in turn.
	B := normBlock(2 * s.Heads * half)
	cs := k.Shared(TF32, 2*half)
	tid, row := k.Tid(), k.Ctaid()
	p := k.Conv(TF32, k.Load(pos, row))
	af := k.F32(float64(s.Table.AttnFactor))
	stride, step := int64(1), int64(2)
	if s.Style == "neox" {
		stride, step = half, 1
	}
	// Every pair is loaded first, while the angles are computed, and stored back after: a
	// thread's pairs are distinct, so the in-place update reads nothing another thread writes.
	pairs := s.Heads * half
	type pair struct{ in, ia, ib, a, b, i *Value }
	ps := make([]pair, (pairs+B-1)/B)
	for n := range ps {
		_, in, at := k.strided(tid, int64(n), B, pairs)
		hd, i := k.Div(at, k.I32(half)), k.Rem(at, k.I32(half))
		ia := k.Add(k.Add(k.Mul(k.Add(k.Mul(row, k.I32(s.Heads)), hd), k.I32(s.HeadDim)), k.I32(s.Offset)), k.Mul(i, k.I32(step)))
		ib := k.Add(ia, k.I32(stride))
		ps[n] = pair{in: in, ia: ia, ib: ib, a: k.Load(x, ia), b: k.Load(x, ib), i: i}
	}
	s.angles(k, tid, p, af, B, inv, cs)
	k.Barrier()
	for _, q := range ps {
		k.when(q.in, func() {
			c, sn := k.SLoad(cs, k.Mul(q.i, k.I32(2))), k.SLoad(cs, k.Add(k.Mul(q.i, k.I32(2)), k.I32(1)))
			k.Store(x, q.ia, k.Sub(k.Mul(q.a, c), k.Mul(q.b, sn)))
			k.Store(x, q.ib, k.Add(k.Mul(q.b, c), k.Mul(q.a, sn)))
		})
	}
	return finish(k, "rope", int(B), Grid{Count: "rows", Mult: 1, PerBlock: 1})
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

// argmaxUnroll is how many of its entries a thread of rowArgmax loads before comparing any: one at
// a time, each load waiting for the last, a 129,280-entry row took 65 µs (ncu, H200); 8 at a time,
// 59 µs (op times). One block still holds the whole row, so few loads are in flight: splitting a
// row over blocks is the next step.
const argmaxUnroll = 8

// rowArgmax is the argmax of x[base : base+n] over a block of `block` threads; every thread gets it.
// better is a total order (value, then the lower index), so the order a thread visits its entries
// in does not change the result.
func (k *Kernel) rowArgmax(tid, x, base *Value, n, block int64) *Value {
	bv, bi := k.Var(k.F32(math.Inf(-1))), k.Var(k.I32(math.MaxInt32))
	k.Loop(tid, k.I32(n), k.I32(block*argmaxUnroll), func(j0 *Value) {
		var vs, js, ok []*Value
		for u := range int64(argmaxUnroll) {
			j := k.Add(j0, k.I32(u*block))
			valid := k.Lt(j, k.I32(n))
			vs = append(vs, k.Load(x, k.Add(base, k.Select(valid, j, k.I32(n-1)))))
			js, ok = append(js, j), append(ok, valid)
		}
		for u, v := range vs {
			k.If(k.And(ok[u], k.better(v, js[u], k.Get(bv), k.Get(bi))), func() { k.Set(bv, v); k.Set(bi, js[u]) }, nil)
		}
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
