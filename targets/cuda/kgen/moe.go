package kgen

import "fmt"

// The routed experts of a step run as grouped GEMMs over the tokens each expert received. These
// kernels move the tokens: MoEPermute lists, per expert, the rows that chose it (ascending row order,
// so the layout is deterministic), MoEGather copies those rows into one contiguous block per expert,
// and MoECombine adds the experts' outputs back into each row, weighted, in ascending expert order
// (kernels.MoEExpertsFn's order, so the sum rounds the same way).

// The expert-major token list of a routing matrix [rows, Experts] takes three kernels, so that the
// walks over the matrix spread over the GPU (one block walking every row of a 4,096-token step took
// 0.6 ms a layer, each thread's loads waiting on the last):
//
//	moe_count    blocks of permuteChunk rows: part[b·E + e] = the rows of chunk b that chose e
//	moe_permute  one block: counts, offsets and the pad slots from the parts, and each part
//	             replaced by its chunk's first slot for e
//	moe_scatter  blocks of permuteChunk rows: each (row, expert) of the chunk to its slot
//
// Together they write:
//
//	counts[e]        rows that chose e
//	offsets[e]       Σ roundup(counts[<e], pad); offsets[Experts] is the total (rows·top_k when no
//	                 weight is 0 and pad is 1)
//	perm_rows[j]     the row at slot j (slots of expert e: offsets[e] .. offsets[e]+counts[e]-1, rows
//	                 ascending; the pad slots after them, up to offsets[e+1], row 0)
//	perm_weight[j]   its routing weight (f32; 0 in a pad slot)
//	slot[r·E + e]    the slot of (r, e), -1 when r did not choose e
//
// pad (a runtime argument, 1 or more) rounds each expert's slots up to a multiple of pad: a prefill
// step's GEMMs then come in a few distinct row counts (one batched call each) instead of dozens.
// The pad slots hold a copy of row 0, which the GEMMs compute and nothing reads: the combine reads
// only the slots slot[] names. part holds PermuteChunks(rows)·Experts i32.

// MoECountSpec builds moe_count.
type MoECountSpec struct {
	Route   Elem
	Experts int64
}

// MoEPermuteSpec builds moe_permute.
type MoEPermuteSpec struct {
	Route   Elem
	Experts int64
}

// MoEScatterSpec builds moe_scatter.
type MoEScatterSpec struct {
	Route   Elem
	Experts int64
}

const permuteBlock = 256

// permuteChunk is the rows a block of moe_count and moe_scatter walks.
const permuteChunk = 64

// permuteUnroll is how many loads a permute thread issues before using any.
const permuteUnroll = 8

// PermuteChunks is the number of row chunks (moe_count's and moe_scatter's blocks) of rows rows.
func PermuteChunks(rows int) int { return (rows + permuteChunk - 1) / permuteChunk }

// chunkWalk calls f for each row r of block b's chunk with its routing weight w for expert e and
// whether r is a row (the chunk's rows past rows are not), the weights loaded permuteUnroll at a
// time before any is used.
func (k *Kernel) chunkWalk(route, rows, e *Value, E int64, f func(r, w, ok *Value)) {
	r0 := k.Mul(k.Ctaid(), k.I32(permuteChunk))
	last := k.Sub(rows, k.I32(1))
	k.Loop(k.I32(0), k.I32(permuteChunk), k.I32(permuteUnroll), func(u0 *Value) {
		var rs, ws, oks []*Value
		for u := range int64(permuteUnroll) {
			r := k.Add(k.Add(r0, u0), k.I32(u))
			ok := k.Lt(r, rows)
			ws = append(ws, k.Load(route, k.Add(k.Mul(k.Select(ok, r, last), k.I32(E)), e)))
			rs, oks = append(rs, r), append(oks, ok)
		}
		for u := range ws {
			f(rs[u], ws[u], oks[u])
		}
	})
}

func (s MoECountSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("moe_count_%s_e%d", s.Route, s.Experts))
	route := k.Param("route", PPtr, s.Route)
	part := k.Param("part", PPtr, EI32)
	rows := k.Param("rows", PI32, 0)
	one := k.I32(1)
	k.Loop(k.Tid(), k.I32(s.Experts), k.I32(permuteBlock), func(e *Value) {
		n := k.Var(k.I32(0))
		k.chunkWalk(route, rows, e, s.Experts, func(_, w, ok *Value) {
			k.If(k.And(ok, k.Ne(w, k.F32(0))), func() { k.Set(n, k.Add(k.Get(n), one)) }, nil)
		})
		k.Store(part, k.Add(k.Mul(k.Ctaid(), k.I32(s.Experts)), e), k.Get(n))
	})
	return finish(k, "moe_count", permuteBlock, Grid{Count: "rows", Mult: 1, PerBlock: permuteChunk})
}

func (s MoEPermuteSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("moe_permute_%s_e%d", s.Route, s.Experts))
	part := k.Param("part", PPtr, EI32)
	counts := k.Param("counts", PPtr, EI32)
	offsets := k.Param("offsets", PPtr, EI32)
	prow := k.Param("perm_rows", PPtr, EI32)
	pw := k.Param("perm_weight", PPtr, EF32)
	rows := k.Param("rows", PI32, 0)
	padArg := k.Param("pad", PI32, 0)
	E := k.I32(s.Experts)
	one, zero := k.I32(1), k.I32(0)
	pad := k.Select(k.Lt(padArg, one), one, padArg)
	tid := k.Tid()
	off := k.Shared(TI32, s.Experts+1)
	nb := k.Div(k.Add(rows, k.I32(permuteChunk-1)), k.I32(permuteChunk))
	// walk calls f(b, part[b·E+e]) for every chunk b in order, the parts loaded permuteUnroll at a
	// time before any is used.
	walk := func(e *Value, f func(b, c *Value)) {
		k.Loop(zero, nb, k.I32(permuteUnroll), func(b0 *Value) {
			var bs, cs []*Value
			for u := range int64(permuteUnroll) {
				b := k.Add(b0, k.I32(u))
				ok := k.Lt(b, nb)
				cs = append(cs, k.Select(ok, k.Load(part, k.Add(k.Mul(k.Select(ok, b, zero), E), e)), zero))
				bs = append(bs, b)
			}
			for u := range cs {
				f(bs[u], cs[u])
			}
		})
	}
	k.Loop(tid, E, k.I32(permuteBlock), func(e *Value) {
		n := k.Var(zero)
		walk(e, func(_, c *Value) { k.Set(n, k.Add(k.Get(n), c)) })
		k.Store(counts, e, k.Get(n))
		k.SStore(off, e, k.Get(n))
	})
	k.Barrier()
	k.If(k.Eq(tid, zero), func() {
		acc := k.Var(zero)
		k.Loop(zero, k.I32(s.Experts+1), one, func(e *Value) {
			c := k.Var(zero)
			k.If(k.Lt(e, E), func() { k.Set(c, k.SLoad(off, e)) }, nil)
			k.SStore(off, e, k.Get(acc))
			k.Store(offsets, e, k.Get(acc))
			padded := k.Mul(k.Div(k.Sub(k.Add(k.Get(c), pad), one), pad), pad)
			k.Set(acc, k.Add(k.Get(acc), padded))
		})
	}, nil)
	k.Barrier()
	k.Loop(tid, E, k.I32(permuteBlock), func(e *Value) {
		j := k.Var(k.SLoad(off, e))
		walk(e, func(b, c *Value) {
			k.If(k.Lt(b, nb), func() {
				k.Store(part, k.Add(k.Mul(b, E), e), k.Get(j))
				k.Set(j, k.Add(k.Get(j), c))
			}, nil)
		})
		// The pad slots: row 0, weight 0.
		k.Loop(k.Get(j), k.SLoad(off, k.Add(e, one)), one, func(p *Value) {
			k.Store(prow, p, zero)
			k.Store(pw, p, k.F32(0))
		})
	})
	return finish(k, "moe_permute", permuteBlock, Grid{Count: "rows", Mult: 0, PerBlock: 1, Fixed: 1})
}

func (s MoEScatterSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("moe_scatter_%s_e%d", s.Route, s.Experts))
	route := k.Param("route", PPtr, s.Route)
	part := k.Param("part", PPtr, EI32)
	prow := k.Param("perm_rows", PPtr, EI32)
	pw := k.Param("perm_weight", PPtr, EF32)
	slot := k.Param("slot", PPtr, EI32)
	rows := k.Param("rows", PI32, 0)
	E := k.I32(s.Experts)
	k.Loop(k.Tid(), E, k.I32(permuteBlock), func(e *Value) {
		j := k.Var(k.Load(part, k.Add(k.Mul(k.Ctaid(), E), e)))
		k.chunkWalk(route, rows, e, s.Experts, func(r, w, ok *Value) {
			k.If(ok, func() {
				at := k.Add(k.Mul(r, E), e)
				k.If(k.Ne(w, k.F32(0)), func() {
					k.Store(prow, k.Get(j), r)
					k.Store(pw, k.Get(j), w)
					k.Store(slot, at, k.Get(j))
					k.Set(j, k.Add(k.Get(j), k.I32(1)))
				}, func() { k.Store(slot, at, k.I32(-1)) })
			}, nil)
		})
	})
	return finish(k, "moe_scatter", permuteBlock, Grid{Count: "rows", Mult: 1, PerBlock: permuteChunk})
}

// MoEGatherSpec copies the routed rows into expert-major order: out[j] = x[perm_rows[j]] for the
// `slots` slots (rows·top_k at most; the runtime passes that bound, the kernel reads the exact total
// from offsets[Experts]).
type MoEGatherSpec struct {
	Elem            Elem
	Hidden, Experts int64
}

func (s MoEGatherSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("moe_gather_%s_h%d_e%d", s.Elem, s.Hidden, s.Experts))
	out := k.Param("out", PPtr, s.Elem)
	x := k.Param("x", PPtr, s.Elem)
	prow := k.Param("perm_rows", PPtr, EI32)
	offsets := k.Param("offsets", PPtr, EI32)
	slots := k.Param("slots", PI32, 0)
	h := k.I32(s.Hidden)
	total := k.Load(offsets, k.I32(s.Experts))
	if per := 16 / s.Elem.Size(); s.Hidden%per == 0 {
		// 16 bytes a thread: a prefill step's gather moves a few hundred MB (32,768 slots of 7,168
		// bf16 at DeepSeek-V3's widths), which element-wise loads and stores left at a third of the
		// copy bandwidth.
		vecs := s.Hidden / per
		k.elementwise(slots, vecs, func(i *Value) {
			j := k.Div(i, k.I32(vecs))
			k.If(k.Lt(j, total), func() {
				c := k.Mul(k.Rem(i, k.I32(vecs)), k.I32(per))
				r := k.Load(prow, j)
				k.StoreV(out, k.Add(k.Mul(j, h), c), k.LoadV(x, k.Add(k.Mul(r, h), c)))
			}, nil)
		})
		return finish(k, "moe_gather", elemBlock, Grid{Count: "slots", Mult: vecs, PerBlock: elemBlock})
	}
	k.elementwise(slots, s.Hidden, func(i *Value) {
		j := k.Div(i, h)
		k.If(k.Lt(j, total), func() {
			r := k.Load(prow, j)
			k.Store(out, i, k.Load(x, k.Add(k.Mul(r, h), k.Rem(i, h))))
		}, nil)
	})
	return finish(k, "moe_gather", elemBlock, Grid{Count: "slots", Mult: s.Hidden, PerBlock: elemBlock})
}

// moeCombineCols is the columns of a row a moe_combine thread sums.
const moeCombineCols = 4

// MoECombineSpec adds the experts' outputs y ([slots, Hidden], expert-major) back into each row:
//
//	out[r][c] = Σ_{e ascending, slot[r,e] >= 0} float32(w[slot] · y[slot][c])   (a float32 sum from 0)
//
// as kernels.MoEExpertsFn does. A block takes combineBlock·moeCombineCols columns of one row (a row
// has ceil(Hidden/(combineBlock·moeCombineCols)) blocks, so one row still fills several SMs): its
// threads first list the row's slots in ascending expert order (a flag per expert, a block-wide
// scan, combineBlock experts at a time), then each column sums over that list, top-k entries
// instead of every expert's slot. A thread sums moeCombineCols columns: the listing is made once
// for that many columns (a 16,384-row prefill step made it 28 times a row, one a 256 columns), and
// the columns' loads of one slot issue together.
type MoECombineSpec struct {
	Elem, Out       Elem
	Hidden, Experts int64
}

// combineBlock is the combine's threads a block: the experts flagged per scan round, and the
// columns of its row the block sums.
const combineBlock = 256

func (s MoECombineSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("moe_combine_%s_h%d_e%d", elemSuffix(s.Elem, s.Out), s.Hidden, s.Experts))
	out := k.Param("out", PPtr, s.Out)
	y := k.Param("y", PPtr, s.Elem)
	pw := k.Param("perm_weight", PPtr, EF32)
	slot := k.Param("slot", PPtr, EI32)
	k.Param("rows", PI32, 0)
	h, E, B := k.I32(s.Hidden), k.I32(s.Experts), k.I32(combineBlock)
	zero, one := k.I32(0), k.I32(1)
	chunks := ceilDiv(s.Hidden, combineBlock*moeCombineCols)
	tid := k.Tid()
	r, c := k.Div(k.Ctaid(), k.I32(chunks)), k.Add(k.Mul(k.Rem(k.Ctaid(), k.I32(chunks)), k.I32(combineBlock*moeCombineCols)), tid)
	scan := k.Shared(TI32, combineBlock)
	list := k.Shared(TI32, s.Experts)
	wts := k.Shared(TF32, s.Experts)
	n := k.Var(zero) // the row's slots listed so far
	k.Loop(zero, E, B, func(base *Value) {
		e := k.Add(base, tid)
		j := k.Var(k.I32(-1))
		k.If(k.Lt(e, E), func() { k.Set(j, k.Load(slot, k.Add(k.Mul(r, E), e))) }, nil)
		f := k.Select(k.Le(zero, k.Get(j)), one, zero)
		k.SStore(scan, tid, f)
		k.Barrier()
		k.blockScan(scan, tid, combineBlock)
		k.If(k.Eq(f, one), func() {
			at := k.Add(k.Get(n), k.Sub(k.SLoad(scan, tid), one))
			k.SStore(list, at, k.Get(j))
			k.SStore(wts, at, k.Load(pw, k.Get(j)))
		}, nil)
		k.Set(n, k.Add(k.Get(n), k.SLoad(scan, k.I32(combineBlock-1))))
		k.Barrier()
	})
	// moeCombineCols columns a thread, combineBlock apart: their loads of a slot's values issue
	// together, and each column still adds the slots one by one in list order.
	accs := make([]*Value, moeCombineCols)
	for q := range accs {
		accs[q] = k.Var(k.F32(0))
	}
	cols := make([]*Value, moeCombineCols)
	in := make([]*Value, moeCombineCols)
	for q := range cols {
		cols[q] = k.Add(c, k.I32(int64(q)*combineBlock))
		in[q] = k.Lt(cols[q], h)
		cols[q] = k.Select(in[q], cols[q], k.I32(0))
	}
	k.Loop(zero, k.Get(n), one, func(i *Value) {
		j, wt := k.SLoad(list, i), k.SLoad(wts, i)
		ys := make([]*Value, moeCombineCols)
		for q := range ys {
			ys[q] = k.Load(y, k.Add(k.Mul(j, h), cols[q]))
		}
		for q, v := range ys {
			k.Set(accs[q], k.Add(k.Get(accs[q]), k.Mul(wt, v)))
		}
	})
	for q := range cols {
		k.when(in[q], func() { k.Store(out, k.Add(k.Mul(r, h), cols[q]), k.Get(accs[q])) })
	}
	return finish(k, "moe_combine", combineBlock, Grid{Count: "rows", Mult: chunks, PerBlock: 1})
}
