package kgen

import (
	"fmt"
	"slices"
	"strings"

	"afdc/ir"
	"afdc/targets/opparams"
)

// The latent side of MLA attention: kv_a_proj_with_mqa's output is cut into the latent c (rank
// values) and the rope key (rope values); c is normalised (kv_a_layernorm), the key rotated, and
// mla_attention stores both into its layer's paged cache before it attends; the query's rope
// dims are rotated beside. That is six launches a layer (two slices, the norm, two ropes, the
// cache write) over a few kilobytes a token. The backend runs them as one (MLALatentSpec) at the
// first slice: the norm's and the ropes' results are their kernels' bits, and the cache holds
// what the cache write would have stored.

// MLALatent is one layer's set of ops that run as one launch.
type MLALatent struct {
	SliceC, SliceK *ir.Op // the latent's and the rope key's slices of the kv projection
	Norm, Rope     *ir.Op // the latent's norm and the key's rope
	Attn           *ir.Op // the mla_attention that reads the two and writes the cache
	// RopeQ is the query's rope where it joins the launch (its input made before First, its
	// positions and frequencies the key's); nil where it runs by itself.
	RopeQ *ir.Op
	// First is the op the fused launch runs at: the first of the two slices in the body, where the
	// kv projection, the positions and the norm's weight are all ready.
	First *ir.Op
}

// Ops are the ops whose results the fused launch writes (or makes needless), First first: the
// slices, the norm, the key's rope and the query's.
func (l MLALatent) Ops() []*ir.Op {
	ops := []*ir.Op{l.SliceC, l.SliceK, l.Norm, l.Rope}
	if l.First == l.SliceK {
		ops[0], ops[1] = ops[1], ops[0]
	}
	if l.RopeQ != nil {
		ops = append(ops, l.RopeQ)
	}
	return ops
}

// MLALatents lists f's latent sets that run as one launch: an mla_attention whose latent is an RMS
// norm of a slice and whose rope key is a rope of a slice, both slices of one value and each result
// read by nothing else, with the rope's positions defined before the slices and the shapes
// MLALatentSpec takes. The query's rope joins where the query is read by it alone and made before
// the first slice, and its positions and frequencies are the key's: it is then rotated at the
// first slice, which nothing between there and its own turn can tell.
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
		if _, ok := MLALatentSpecFor(l); !ok {
			continue
		}
		if rq := op.Args[0].Def; rq != nil && rq.Kind == ir.OpRope && uses[op.Args[0]] == 1 && uses[rq.Args[0]] == 1 && rq.Args[1] == rope.Args[1] {
			if d := rq.Args[0].Def; d == nil || at[d] < at[l.First] {
				l.RopeQ = rq
				if _, ok := MLALatentSpecFor(l); !ok {
					l.RopeQ = nil
				}
			}
		}
		out = append(out, l)
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
	// Q rotates the query in place in the same launch, as RopeSpec Q would (qBlocks blocks a row
	// beside the latent's); nil for none.
	Q *RopeSpec
	// NoCache leaves the cache to mla_cache_write: an FP8 cache (KVF8), whose scales span a block
	// of the latent that the norm's threads hold in pieces.
	NoCache bool
}

// KVF8 reports whether an MLA attention op keeps its cache in the FP8 form (kvfp8.go).
func KVF8(op *ir.Op) bool {
	v, ok := op.Attrs.Str("kv_cache")
	return ok && v == "f8e4m3"
}

// qPairs is how many of the query's pairs a thread of the fused kernel rotates. At 4 a row of
// DeepSeek's 128 heads took 16 blocks of 64 threads beside the latent's, and 256 rows more than one
// wave of them. On an H200 (docs/perf.md), 4 pairs against 16: 13.7–14.1 against 7.1–7.6 µs at 256
// rows, 5.8–6.2 against 4.6–5.0 at 64, 3.4–4.0 against 3.9–4.2 at one to eight.
const qPairs = 16

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
	in, err := actElem(l.SliceC.Args[0].Type)
	if err != nil || in != n.In {
		return MLALatentSpec{}, false
	}
	a, sc, sk := l.Attn.Attrs, l.SliceC.Attrs, l.SliceK.Attrs
	rank, rope := a.MustInt("rank"), a.MustInt("rope")
	kv := l.SliceC.Args[0].Type.Shape.Last().N
	cut := sc.MustInt("start") == 0 && sc.MustInt("len") == rank && sk.MustInt("start") == rank && sk.MustInt("len") == rope && kv == rank+rope
	s := MLALatentSpec{Norm: n, Rope: r, NoCache: KVF8(l.Attn)}
	if l.RopeQ != nil {
		qs, err := specFor(l.RopeQ)
		if err != nil || len(qs) != 1 {
			return MLALatentSpec{}, false
		}
		q, ok := qs[0].(RopeSpec)
		if !ok {
			return MLALatentSpec{}, false
		}
		s.Q = &q
	}
	return s, cut && s.ok(rank, rope)
}

// ok reports whether the spec's norm and rope have the fused kernel's shapes for a latent of rank
// values and a key of rope.
func (s MLALatentSpec) ok(rank, rope int64) bool {
	n, r := s.Norm, s.Rope
	q := s.Q
	return n.Rope == nil && n.vec() && n.Width == rank && n.Group == rank && n.In == n.Out &&
		r.Elem == n.Out && r.Heads == 1 && r.HeadDim == rope && r.Offset == 0 && r.Table != nil &&
		int64(r.Table.Dims) == rope && rope%2 == 0 && (r.Style == "neox" || r.Style == "interleaved") &&
		(q == nil || q.Elem == r.Elem && q.Style == r.Style && sameTable(q.Table, r.Table) && q.Heads > 0 &&
			q.Offset >= 0 && q.Offset+int64(q.Table.Dims) <= q.HeadDim)
}

// sameTable reports whether two rope tables rotate alike: the same dims, frequencies and factor.
func sameTable(a, b *opparams.RopeTable) bool {
	return a != nil && b != nil && a.Dims == b.Dims && a.AttnFactor == b.AttnFactor && slices.Equal(a.InvFreq, b.InvFreq)
}

// qBlocks is the blocks a row the query's rotation takes beside the latent's one.
func (s MLALatentSpec) qBlocks() int64 {
	if s.Q == nil {
		return 0
	}
	pairs := s.Q.Heads * int64(s.Q.Table.Dims/2)
	per := normBlock(s.Norm.Width/8) * qPairs
	return (pairs + per - 1) / per
}

// Name is the kernel's name: the norm's and the rope's.
func (s MLALatentSpec) Name() string {
	name := fmt.Sprintf("mla_latent_%s_%s", strings.TrimPrefix(s.Norm.Name(), "rms_norm_"), strings.TrimPrefix(s.Rope.tag(), "rope_"))
	if q := s.Q; q != nil {
		name += fmt.Sprintf("_q%s_h%d_d%d_o%d", q.Elem, q.Heads, q.HeadDim, q.Offset)
	}
	if s.NoCache {
		name += "_nocache"
	}
	return name
}

// Build makes the kernel: c and kpe are the norm's and the rope's results ([rows, rank] and [rows,
// rope]), x the kv projection ([rows, rank+rope]), w the norm's weight, pos the rope's positions,
// q the query (rotated in place; with Q only), and the paging parameters MLACacheWriteSpec's. A row
// takes one block for its latent and, with Q, qBlocks for its query.
func (s MLALatentSpec) Build() (*Kernel, Launch) {
	k := NewKernel(s.Name())
	p := latentParams{c: k.Param("c", PPtr, s.Norm.Out), kpe: k.Param("kpe", PPtr, s.Rope.Elem)}
	p.x, p.w = k.Param("x", PPtr, s.Norm.In), k.Param("w", PPtr, s.Norm.W)
	p.pos = k.Param("pos", PPtr, EI32)
	if s.Q != nil {
		p.q = k.Param("q", PPtr, s.Q.Elem)
	}
	p.pool = k.Param("pool", PPtr, s.Norm.Out)
	p.table = k.Param("table", PPtr, EI32)
	p.seq, p.tpos = k.Param("tok_seq", PPtr, EI32), k.Param("tok_pos", PPtr, EI32)
	p.maxBlocks, p.blockSize = k.Param("max_blocks", PI32, 0), k.Param("block_size", PI32, 0)
	k.Param("rows", PI32, 0)
	B := normBlock(s.Norm.Width / 8)
	per := 1 + s.qBlocks()
	if per == 1 {
		s.latent(k, p, k.Ctaid(), B)
	} else {
		row, part := k.Div(k.Ctaid(), k.I32(per)), k.Rem(k.Ctaid(), k.I32(per))
		k.If(k.Eq(part, k.I32(0)), func() { s.latent(k, p, row, B) }, func() { s.query(k, p, row, k.Sub(part, k.I32(1)), B) })
	}
	return finish(k, "mla_latent", int(B), Grid{Count: "rows", Mult: per, PerBlock: 1})
}

// latentParams are the fused kernel's parameters.
type latentParams struct {
	c, kpe, x, w, pos, q, pool, table, seq, tpos, maxBlocks, blockSize *Value
}

// latent is a row's latent block of B threads: the key's rotation and the latent's norm, each
// stored as its own kernel stores it and into the token's cache slot.
func (s MLALatentSpec) latent(k *Kernel, p latentParams, row *Value, B int64) {
	n, r := s.Norm, s.Rope
	rank, rope := n.Width, r.HeadDim
	width := rank + rope
	tid := k.Tid()
	in := k.Mul(row, k.I32(width))
	slot := k.Mul(k.cacheRow(p.table, k.Load(p.seq, row), k.Load(p.tpos, row), p.maxBlocks, p.blockSize), k.I32(width))

	// The key's pairs and their angles (RopeSpec's), before the norm's barriers.
	half := rope / 2
	stride, step := int64(1), int64(2)
	if r.Style == "neox" {
		stride, step = half, 1
	}
	type pair struct{ in, ia, ib, a, b, i *Value }
	ps := make([]pair, (half+B-1)/B)
	for j := range ps {
		_, ok, i := k.strided(tid, int64(j), B, half)
		ia := k.Mul(i, k.I32(step)) // in the key
		ib := k.Add(ia, k.I32(stride))
		ps[j] = pair{in: ok, ia: ia, ib: ib, i: i,
			a: k.Load(p.x, k.Add(in, k.Add(ia, k.I32(rank)))), b: k.Load(p.x, k.Add(in, k.Add(ib, k.I32(rank))))}
	}
	cs := k.Shared(TF32, 2*half)
	r.angles(k, tid, k.Conv(TF32, k.Load(p.pos, row)), k.F32(float64(r.Table.AttnFactor)), B, r.freqs(k), cs)

	// The latent's norm (RMSNormSpec's vector form), stored as the norm stores it and into the slot.
	nb, ins, ats, norm := n.vecGroup(k, tid, p.x, in, p.w)
	if nb != B {
		panic(fmt.Sprintf("kgen: %s: the norm's block %d, expected %d", s.Name(), nb, B))
	}
	for i := range ins {
		k.when(ins[i], func() {
			ys := norm(int64(i))
			k.store8(p.c, k.Add(k.Mul(row, k.I32(rank)), ats[i]), ys)
			if !s.NoCache {
				k.store8(p.pool, k.Add(slot, ats[i]), ys)
			}
		})
	}

	// The key's rotation, stored into kpe and after the latent in the slot.
	k.Barrier()
	kb := k.Mul(row, k.I32(rope))
	for _, q := range ps {
		k.when(q.in, func() {
			cos, sin := k.SLoad(cs, k.Mul(q.i, k.I32(2))), k.SLoad(cs, k.Add(k.Mul(q.i, k.I32(2)), k.I32(1)))
			ya, yb := k.Sub(k.Mul(q.a, cos), k.Mul(q.b, sin)), k.Add(k.Mul(q.b, cos), k.Mul(q.a, sin))
			k.Store(p.kpe, k.Add(kb, q.ia), ya)
			k.Store(p.kpe, k.Add(kb, q.ib), yb)
			if !s.NoCache {
				k.Store(p.pool, k.Add(slot, k.Add(q.ia, k.I32(rank))), ya)
				k.Store(p.pool, k.Add(slot, k.Add(q.ib, k.I32(rank))), yb)
			}
		})
	}
}

// query is block part (from 0) of a row's query rotation: qPairs pairs a thread of the B, each
// rotated in place from the angle RopeSpec.angles gives its pair, computed by the thread itself.
func (s MLALatentSpec) query(k *Kernel, p latentParams, row, part *Value, B int64) {
	q := s.Q
	half := int64(q.Table.Dims / 2)
	stride, step := int64(1), int64(2)
	if q.Style == "neox" {
		stride, step = half, 1
	}
	pairs := q.Heads * half
	tid := k.Tid()
	inv := q.freqs(k)
	pos := k.Conv(TF32, k.Load(p.pos, row))
	af := k.F32(float64(q.Table.AttnFactor))
	first := k.Mul(part, k.I32(B*qPairs))
	type pair struct{ ok, ia, ib, a, b, i *Value }
	ps := make([]pair, qPairs)
	for j := range ps {
		idx := k.Add(first, k.Add(tid, k.I32(int64(j)*B)))
		ok := k.Lt(idx, k.I32(pairs))
		at := k.Select(ok, idx, k.I32(0))
		hd, i := k.Div(at, k.I32(half)), k.Rem(at, k.I32(half))
		ia := k.Add(k.Add(k.Mul(k.Add(k.Mul(row, k.I32(q.Heads)), hd), k.I32(q.HeadDim)), k.I32(q.Offset)), k.Mul(i, k.I32(step)))
		ib := k.Add(ia, k.I32(stride))
		ps[j] = pair{ok: ok, ia: ia, ib: ib, i: i, a: k.Load(p.q, ia), b: k.Load(p.q, ib)}
	}
	// Every head of the row turns by the same angles: the block computes each once (RopeSpec.angles,
	// the rope kernel's values) while its loads are in flight, not once a pair (128 times a row at
	// DeepSeek's heads).
	cs := k.Shared(TF32, 2*half)
	q.angles(k, tid, pos, af, B, inv, cs)
	k.Barrier()
	for _, x := range ps {
		c, sn := k.SLoad(cs, k.Mul(x.i, k.I32(2))), k.SLoad(cs, k.Add(k.Mul(x.i, k.I32(2)), k.I32(1)))
		k.If(x.ok, func() {
			k.Store(p.q, x.ia, k.Sub(k.Mul(x.a, c), k.Mul(x.b, sn)))
			k.Store(p.q, x.ib, k.Add(k.Mul(x.b, c), k.Mul(x.a, sn)))
		}, nil)
	}
}
