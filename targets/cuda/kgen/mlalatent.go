package kgen

import (
	"fmt"
	"strings"

	"afdc/ir"
)

// The latent side of MLA attention: kv_a_proj_with_mqa's output is cut into the latent c (rank
// values) and the rope key (rope values); c is normalised (kv_a_layernorm), the key rotated, and
// mla_attention stores both into its layer's paged cache before it attends. That is five launches
// a layer (two slices, the norm, the rope, the cache write) over a few kilobytes a token. The
// backend runs them as one (MLALatentSpec) at the first slice: the norm's and the rope's results
// are the two kernels' bits, and the cache holds what the cache write would have stored.

// MLALatent is one layer's set of ops that run as one launch.
type MLALatent struct {
	SliceC, SliceK *ir.Op // the latent's and the rope key's slices of the kv projection
	Norm, Rope     *ir.Op // the latent's norm and the key's rope
	Attn           *ir.Op // the mla_attention that reads the two and writes the cache
	// First is the op the fused launch runs at: the first of the two slices in the body, where the
	// kv projection, the positions and the norm's weight are all ready.
	First *ir.Op
}

// Ops are the ops whose results the fused launch writes (or makes needless), First first: the
// slices, the norm and the rope.
func (l MLALatent) Ops() []*ir.Op {
	if l.First == l.SliceK {
		return []*ir.Op{l.SliceK, l.SliceC, l.Norm, l.Rope}
	}
	return []*ir.Op{l.SliceC, l.SliceK, l.Norm, l.Rope}
}

// MLALatents lists f's latent sets that run as one launch: an mla_attention whose latent is an RMS
// norm of a slice and whose rope key is a rope of a slice, both slices of one value and each result
// read by nothing else, with the rope's positions defined before the slices and the shapes
// MLALatentSpec takes.
func MLALatents(f *ir.Func) []MLALatent {
	uses := f.Uses()
	at := map[*ir.Op]int{}
	for i, op := range f.Body {
		at[op] = i
	}
	var out []MLALatent
	for _, op := range f.Body {
		if op.Kind != ir.OpMLAAttention || len(op.Args) != 3 {
			continue
		}
		norm, rope := op.Args[1].Def, op.Args[2].Def
		if norm == nil || rope == nil || norm.Kind != ir.OpRMSNorm || rope.Kind != ir.OpRope ||
			uses[op.Args[1]] != 1 || uses[op.Args[2]] != 1 {
			continue
		}
		sc, sk := norm.Args[0].Def, rope.Args[0].Def
		if sc == nil || sk == nil || sc.Kind != ir.OpSlice || sk.Kind != ir.OpSlice || sc.Args[0] != sk.Args[0] ||
			uses[norm.Args[0]] != 1 || uses[rope.Args[0]] != 1 {
			continue
		}
		l := MLALatent{SliceC: sc, SliceK: sk, Norm: norm, Rope: rope, Attn: op, First: sc}
		if at[sk] < at[sc] {
			l.First = sk
		}
		if d := rope.Args[1].Def; d != nil && at[d] >= at[l.First] {
			continue
		}
		if _, ok := MLALatentSpecFor(l); ok {
			out = append(out, l)
		}
	}
	return out
}

// MLALatentSpec is the latent side of one MLA layer in one launch, a block a token: the latent's
// norm as Norm computes it (its vector form, one group of the rank), the key's rope as Rope
// computes it (one head of the key's width, rotated whole), and both stored into the cache slot of
// the token as MLACacheWriteSpec stores them.
type MLALatentSpec struct {
	Norm RMSNormSpec
	Rope RopeSpec
}

// MLALatentSpecFor is the fused kernel of l where its shapes allow: the slices cut [0, rank) and
// [rank, rank+rope) of a row of rank+rope values, the norm is a vector norm of one group of the
// rank, the rope rotates all of a single head of the key's width, and the latent, the key and the
// cache share one element type.
func MLALatentSpecFor(l MLALatent) (MLALatentSpec, bool) {
	ns, err := specFor(l.Norm)
	if err != nil || len(ns) != 1 {
		return MLALatentSpec{}, false
	}
	rs, err := specFor(l.Rope)
	if err != nil || len(rs) != 1 {
		return MLALatentSpec{}, false
	}
	n, ok1 := ns[0].(RMSNormSpec)
	r, ok2 := rs[0].(RopeSpec)
	if !ok1 || !ok2 {
		return MLALatentSpec{}, false
	}
	a, sc, sk := l.Attn.Attrs, l.SliceC.Attrs, l.SliceK.Attrs
	rank, rope := a.MustInt("rank"), a.MustInt("rope")
	kv := l.SliceC.Args[0].Type.Shape.Last().N
	cut := sc.MustInt("start") == 0 && sc.MustInt("len") == rank && sk.MustInt("start") == rank && sk.MustInt("len") == rope && kv == rank+rope
	in, err := actElem(l.SliceC.Args[0].Type)
	s := MLALatentSpec{Norm: n, Rope: r}
	return s, err == nil && cut && s.ok(rank, rope) && in == n.In
}

// ok reports whether the spec's norm and rope have the fused kernel's shapes for a latent of rank
// values and a key of rope.
func (s MLALatentSpec) ok(rank, rope int64) bool {
	n, r := s.Norm, s.Rope
	return n.Rope == nil && n.vec() && n.Width == rank && n.Group == rank && n.In == n.Out &&
		r.Elem == n.Out && r.Heads == 1 && r.HeadDim == rope && r.Offset == 0 && r.Table != nil &&
		int64(r.Table.Dims) == rope && rope%2 == 0 && (r.Style == "neox" || r.Style == "interleaved")
}

// Name is the kernel's name: the norm's and the rope's.
func (s MLALatentSpec) Name() string {
	return fmt.Sprintf("mla_latent_%s_%s", strings.TrimPrefix(s.Norm.Name(), "rms_norm_"), strings.TrimPrefix(s.Rope.tag(), "rope_"))
}

// Build makes the kernel: c and kpe are the norm's and the rope's results ([rows, rank] and [rows,
// rope]), x the kv projection ([rows, rank+rope]), w the norm's weight, pos the rope's positions,
// and the paging parameters MLACacheWriteSpec's.
func (s MLALatentSpec) Build() (*Kernel, Launch) {
	n, r := s.Norm, s.Rope
	rank, rope := n.Width, r.HeadDim
	width := rank + rope
	k := NewKernel(s.Name())
	c, kpe := k.Param("c", PPtr, n.Out), k.Param("kpe", PPtr, r.Elem)
	x, w := k.Param("x", PPtr, n.In), k.Param("w", PPtr, n.W)
	pos := k.Param("pos", PPtr, EI32)
	pool := k.Param("pool", PPtr, n.Out)
	table := k.Param("table", PPtr, EI32)
	seq, tpos := k.Param("tok_seq", PPtr, EI32), k.Param("tok_pos", PPtr, EI32)
	maxBlocks, blockSize := k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
	k.Param("rows", PI32, 0)
	tid, row := k.Tid(), k.Ctaid()
	in := k.Mul(row, k.I32(width))
	slot := k.Mul(k.cacheRow(table, k.Load(seq, row), k.Load(tpos, row), maxBlocks, blockSize), k.I32(width))

	// The rope key's pairs are loaded first, as RopeSpec loads them, before the norm's barriers.
	half := rope / 2
	stride, step := int64(1), int64(2)
	if r.Style == "neox" {
		stride, step = half, 1
	}
	B := normBlock(rank / 8)
	type pair struct{ in, ia, ib, a, b, i *Value }
	ps := make([]pair, (half+B-1)/B)
	for j := range ps {
		_, ok, i := k.strided(tid, int64(j), B, half)
		ia := k.Mul(i, k.I32(step)) // in the key
		ib := k.Add(ia, k.I32(stride))
		ps[j] = pair{in: ok, ia: ia, ib: ib, i: i,
			a: k.Load(x, k.Add(in, k.Add(ia, k.I32(rank)))), b: k.Load(x, k.Add(in, k.Add(ib, k.I32(rank))))}
	}

	// The latent's norm (RMSNormSpec's vector form), stored as the norm stores it and into the slot.
	nb, ins, ats, norm := n.vecGroup(k, tid, x, in, w)
	if nb != B {
		panic(fmt.Sprintf("kgen: %s: the norm's block %d, expected %d", s.Name(), nb, B))
	}
	for i := range ins {
		k.when(ins[i], func() {
			ys := norm(int64(i))
			k.store8(c, k.Add(k.Mul(row, k.I32(rank)), ats[i]), ys)
			k.store8(pool, k.Add(slot, ats[i]), ys)
		})
	}

	// The key's rotation (RopeSpec's), stored into kpe and after the latent in the slot.
	cs := k.Shared(TF32, 2*half)
	r.angles(k, tid, k.Conv(TF32, k.Load(pos, row)), k.F32(float64(r.Table.AttnFactor)), B, r.freqs(k), cs)
	k.Barrier()
	kb := k.Mul(row, k.I32(rope))
	for _, p := range ps {
		k.when(p.in, func() {
			cos, sin := k.SLoad(cs, k.Mul(p.i, k.I32(2))), k.SLoad(cs, k.Add(k.Mul(p.i, k.I32(2)), k.I32(1)))
			ya, yb := k.Sub(k.Mul(p.a, cos), k.Mul(p.b, sin)), k.Add(k.Mul(p.b, cos), k.Mul(p.a, sin))
			k.Store(kpe, k.Add(kb, p.ia), ya)
			k.Store(kpe, k.Add(kb, p.ib), yb)
			k.Store(pool, k.Add(slot, k.Add(p.ia, k.I32(rank))), ya)
			k.Store(pool, k.Add(slot, k.Add(p.ib, k.I32(rank))), yb)
		})
	}
	return finish(k, "mla_latent", int(B), Grid{Count: "rows", Mult: 1, PerBlock: 1})
}
