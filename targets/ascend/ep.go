package ascend

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"afdc/ir"
)

// Expert parallelism on the FFN side (docs/ep.md, docs/ascend.md): an expert rank runs expert_ffn,
// the SwiGLU experts the layer's expert map gives it, one f32 output row per (token, expert held
// here) pair, tokens in order and experts ascending within a token, each the expert's output times
// the token's weight for it. Only the rank's experts are on the device: an expert weight's buffer
// is [E_r, ...], its held experts in ascending order.

// heldExperts is, per expert weight of an expert_ffn, the experts rank holds (ascending); an error
// names a rank outside the program's.
func heldExperts(m *ir.Module, rank int) (map[*ir.Param][]int, error) {
	var held map[*ir.Param][]int
	for _, f := range m.Funcs {
		for _, op := range f.Body {
			if op.Kind != ir.OpExpertFFN {
				continue
			}
			n := op.Attrs.MustInt("ranks")
			if rank < 0 || int64(rank) >= n {
				return nil, fmt.Errorf("ascend: @%s: expert rank %d, expected 0..%d (the program spreads its experts over %d ranks)", f.Name, rank, n-1, n)
			}
			var mine []int
			for e, r := range op.Attrs["map"].([]int64) {
				if r == int64(rank) {
					mine = append(mine, e)
				}
			}
			if held == nil {
				held = map[*ir.Param][]int{}
			}
			for _, w := range op.Weights {
				held[w] = mine
			}
		}
	}
	return held, nil
}

// paramDims is a parameter's device shape: an expert weight of an expert rank holds only its experts.
func (x *Executor) paramDims(p *ir.Param) []int64 {
	dims := make([]int64, len(p.Type.Shape))
	for j, d := range p.Type.Shape {
		dims[j] = d.N
	}
	if h, ok := x.held[p]; ok {
		dims[0] = int64(len(h))
	}
	return dims
}

// paramBytes is a parameter's device size.
func (x *Executor) paramBytes(p *ir.Param) int64 {
	n := x.deviceDType(p).Size()
	for _, d := range x.paramDims(p) {
		n *= d
	}
	return n
}

// expertRouting is one stage's routing of an expert_ffn, read on the host (the runtime counts the
// rows it receives from it, so it has it there): per row of the payload, its top-k expert ids
// (ascending, -1 after the last) and weights.
type expertRouting struct {
	ids []int32
	w   []float32
}

// pairsHere counts the (row, expert held by this rank) pairs of a routing under op's map, checking
// every id as expert_ffn defines them.
func pairsHere(op *ir.Op, rank int, r expertRouting, rows int64) (int64, error) {
	m := op.Attrs["map"].([]int64)
	k := op.Attrs.MustInt("top_k")
	if int64(len(r.ids)) != rows*k || int64(len(r.w)) != rows*k {
		return 0, fmt.Errorf("expert_ffn: %d ids and %d weights for %d rows, expected %d of each (top_k %d)", len(r.ids), len(r.w), rows, rows*k, k)
	}
	var p int64
	for t := range rows {
		last, ended := int32(-1), false
		for j := range k {
			e := r.ids[t*k+j]
			switch {
			case e == -1:
				ended = true
				continue
			case e < -1 || int(e) >= len(m) || ended || e <= last:
				return 0, fmt.Errorf("expert_ffn: row %d slot %d: expert id %d, expected an id in %d..%d above the row's earlier ids, -1 after the last", t, j, e, last+1, len(m)-1)
			}
			last = e
			if m[e] != int64(rank) {
				continue
			}
			if r.w[t*k+j] == 0 {
				return 0, fmt.Errorf("expert_ffn: row %d: weight 0 for expert %d, expected a nonzero weight for every listed expert", t, e)
			}
			p++
		}
	}
	return p, nil
}

// lowerExpertFFN: the pairs sorted by the rank's local expert (tokens in order within one) are
// gathered from the hidden rows (aclnnEmbedding), run through aclnnGroupedMatmulV4 for gate and up
// into the two halves of one [P, 2I] buffer, aclnnSwiGlu and aclnnGroupedMatmulV4 for down, scaled
// by their weights into f32 (aclnnMul with a [P, 1] column), and gathered into the output's pair
// order (aclnnEmbedding). The sort, the per-expert counts and both gathers' indices come from the
// host's copy of the routing, uploaded with the weights column in one copy.
func lowerExpertFFN(c *opCtx) error {
	x := c.in(0)
	r := c.st.routing
	m := c.op.Attrs["map"].([]int64)
	k := c.op.Attrs.MustInt("top_k")
	rank := int64(c.x.opt.ExpertRank)
	held := c.x.held[c.op.Weights[0]]
	t, h := x.dims[0], x.dims[1]
	pp := planPairs(r, m, k, rank, held, t)
	p := int64(len(pp.rows))
	if p != c.out.dims[0] {
		return fmt.Errorf("%d pairs held here, the output has %d rows", p, c.out.dims[0])
	}
	if p == 0 {
		return nil
	}
	e := int64(len(held))
	host := pp.bytes()
	cntAt := int64(len(host)) - e*8
	base, err := c.st.inputs.get(c.x.lib, int64(len(host)))
	if err != nil {
		return err
	}
	if err := c.x.lib.Upload(base, host); err != nil {
		return err
	}
	rowIdx := contiguous(ir.I32, base, p)
	perm := contiguous(ir.I32, base+uintptr(p*4), p)
	wcol := contiguous(ir.F32, base+uintptr(p*8), p, 1)
	counts := contiguous(ir.I64, base+uintptr(cntAt), e)

	gate, up, down := c.weight(0), c.weight(1), c.weight(2)
	inter := gate.dims[1]
	xs, err1 := c.tmp(x.dt, p, h)
	gu, err2 := c.tmp(x.dt, p, 2*inter)
	act, err3 := c.tmp(x.dt, p, inter)
	ys, err4 := c.tmp(x.dt, p, h)
	yw, err5 := c.tmp(ir.F32, p, h)
	if err := errors.Join(err1, err2, err3, err4, err5); err != nil {
		return err
	}
	lib := c.x.lib
	if err := gather(c, x, rowIdx, xs); err != nil {
		return err
	}
	expertT := func(w view) view { // [E_r, N, K] as the [E_r, K, N] right operand
		return w.strided(w.off, []int64{w.dims[0], w.dims[2], w.dims[1]}, []int64{w.dims[1] * w.dims[2], 1, w.dims[2]})
	}
	gmm := func(in, w, out view) error {
		k := c.call()
		xl, wl, gl, ol := k.list(in), k.list(expertT(w)), k.t(counts), k.list(out)
		return k.launch("GroupedMatmulV4", func(ws *uint64, exe *uintptr) int32 {
			// splitItem 3: one output tensor; groupType 0: split M; groupListType 1: counts; actType 0.
			return lib.Op.GroupedMatmulV4(xl, wl, 0, 0, 0, 0, 0, 0, gl, 0, 0, 0, 3, 0, 1, 0, ol, 0, 0, ws, exe)
		})
	}
	half := func(i int64) view { return gu.strided(i*inter, []int64{p, inter}, []int64{2 * inter, 1}) }
	if err := gmm(xs, gate, half(0)); err != nil {
		return err
	}
	if err := gmm(xs, up, half(1)); err != nil {
		return err
	}
	k2 := c.call()
	gi, ao := k2.t(gu), k2.t(act)
	if err := k2.launch("SwiGlu", func(ws *uint64, exe *uintptr) int32 { return lib.Op.SwiGlu(gi, -1, ao, ws, exe) }); err != nil {
		return err
	}
	if err := gmm(act, down, ys); err != nil {
		return err
	}
	// The weight times the expert's output, in f32 (the combine adds f32 terms).
	k3 := c.call()
	yi, wi, yo := k3.t(ys), k3.t(wcol), k3.t(yw)
	if err := k3.launch("Mul", func(ws *uint64, exe *uintptr) int32 { return lib.Op.Mul(yi, wi, yo, ws, exe) }); err != nil {
		return err
	}
	return gather(c, yw, perm, c.out)
}

// expertOp is f's expert_ffn, or nil.
func expertOp(f *ir.Func) *ir.Op {
	for _, op := range f.Body {
		if op.Kind == ir.OpExpertFFN {
			return op
		}
	}
	return nil
}

// pairPlan is how an expert_ffn's pairs run: sorted by local expert (tokens in order within one).
type pairPlan struct {
	rows   []int32   // per sorted pair: its payload row (the gather into expert order)
	perm   []int32   // per output pair (tokens in order, experts ascending): its sorted position
	w      []float32 // per sorted pair: its weight
	counts []int64   // per local expert: its pairs
}

// planPairs lays out a routing's pairs held by rank (held: its experts, ascending).
func planPairs(r expertRouting, m []int64, k, rank int64, held []int, t int64) pairPlan {
	local := make(map[int32]int, len(held))
	for j, e := range held {
		local[int32(e)] = j
	}
	type pair struct {
		row int32
		w   float32
	}
	byExpert := make([][]pair, len(held))
	var outOrder [][2]int // per output pair: (local expert, index in its expert's list)
	for row := range t {
		for j := range k {
			e := r.ids[row*k+j]
			if e < 0 || m[e] != rank {
				continue
			}
			le := local[e]
			outOrder = append(outOrder, [2]int{le, len(byExpert[le])})
			byExpert[le] = append(byExpert[le], pair{int32(row), r.w[row*k+j]})
		}
	}
	var pp pairPlan
	start := make([]int, len(held))
	for le, ps := range byExpert {
		start[le] = len(pp.rows)
		for _, q := range ps {
			pp.rows = append(pp.rows, q.row)
			pp.w = append(pp.w, q.w)
		}
		pp.counts = append(pp.counts, int64(len(ps)))
	}
	for _, o := range outOrder {
		pp.perm = append(pp.perm, int32(start[o[0]]+o[1]))
	}
	return pp
}

// bytes is the plan as uploaded: rows i32[P], perm i32[P], weights f32[P], padding to 8 bytes,
// counts i64[E_r].
func (pp pairPlan) bytes() []byte {
	host := make([]byte, 0, len(pp.rows)*12+len(pp.counts)*8+4)
	for _, v := range pp.rows {
		host = binary.LittleEndian.AppendUint32(host, uint32(v))
	}
	for _, v := range pp.perm {
		host = binary.LittleEndian.AppendUint32(host, uint32(v))
	}
	for _, v := range pp.w {
		host = binary.LittleEndian.AppendUint32(host, math.Float32bits(v))
	}
	if len(host)%8 != 0 {
		host = append(host, 0, 0, 0, 0)
	}
	for _, v := range pp.counts {
		host = binary.LittleEndian.AppendUint64(host, uint64(v))
	}
	return host
}
