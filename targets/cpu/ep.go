package cpu

import (
	"fmt"

	"afdc/ir"
	"afdc/targets/cpu/kernels"
)

// expertsAway marks, per param, the experts an expert-parallel FFN program's expert_ffn ops place on
// another rank than rank: LoadRank does not read them. Nil for a program without expert_ffn.
func expertsAway(mod *ir.Module, rank int) (map[*ir.Param][]bool, error) {
	var away map[*ir.Param][]bool
	for _, f := range mod.Funcs {
		for _, op := range f.Body {
			if op.Kind != ir.OpExpertFFN {
				continue
			}
			m := op.Attrs["map"].([]int64)
			if n := op.Attrs.MustInt("ranks"); rank < 0 || int64(rank) >= n {
				return nil, fmt.Errorf("@%s: expert rank %d, expected 0..%d (the program spreads its experts over %d ranks)", f.Name, rank, n-1, n)
			}
			if away == nil {
				away = map[*ir.Param][]bool{}
			}
			for _, w := range op.Weights {
				a := make([]bool, len(m))
				for e, r := range m {
					a[e] = r != int64(rank)
				}
				away[w] = a
			}
		}
	}
	return away, nil
}

// expertFFN runs expert_ffn: for every row of x and each of its expert ids (strictly ascending; -1
// ends the list) that the op's map places on this rank, one output row weight × expert(x), rows in
// order and experts ascending within a row. It is kernels.MoEExpertPairs over the routing matrix of
// this rank's experts, so a pair's row has the bits of that expert's term in moe_experts' sum.
func (p *Program) expertFFN(op *ir.Op, x, ids, wt *tensor) (*tensor, error) {
	m := op.Attrs["map"].([]int64)
	k := int(op.Attrs.MustInt("top_k"))
	experts := len(m)
	inter := int(op.Weights[0].Type.Shape[1].N)
	if ids.width != k || wt.width != k || ids.rows != x.rows || wt.rows != x.rows {
		return nil, fmt.Errorf("expert_ffn: ids %dx%d and weights %dx%d for %d rows, expected %d per row", ids.rows, ids.width, wt.rows, wt.width, x.rows, k)
	}
	route := p.pool.get(x.rows*experts, true)
	defer p.pool.put(route) // read only by this call
	pairs := 0
	for r := range x.rows {
		last, ended := int32(-1), false
		for j, e := range ids.i[r*k : (r+1)*k] {
			switch {
			case e < -1:
				return nil, fmt.Errorf("expert_ffn: row %d slot %d: expert id %d, expected -1 or 0..%d", r, j, e, experts-1)
			case e == -1:
				ended = true
				continue
			case ended:
				return nil, fmt.Errorf("expert_ffn: row %d slot %d: expert id %d after a -1, expected -1 (a row's ids come first, then its padding)", r, j, e)
			}
			if int(e) >= experts || e <= last {
				return nil, fmt.Errorf("expert_ffn: row %d slot %d: expert id %d, expected an id in %d..%d above the row's earlier ids, -1 after the last", r, j, e, last+1, experts-1)
			}
			last = e
			if m[e] != int64(p.rank) {
				continue
			}
			w := wt.f[r*k+j]
			if w == 0 {
				return nil, fmt.Errorf("expert_ffn: row %d: weight 0 for expert %d, expected a nonzero weight for every listed expert", r, e)
			}
			route[r*experts+int(e)] = w
			pairs++
		}
	}
	for e, r := range m {
		if r != int64(p.rank) {
			continue
		}
		for _, pr := range op.Weights[:3] {
			if p.half[pr][e] == nil && p.w[pr][e] == nil {
				return nil, fmt.Errorf("expert_ffn: expert %d of @%s is not loaded on expert rank %d", e, pr.Name, p.rank)
			}
		}
	}
	out := &tensor{f: p.pool.get(pairs*x.width, true), rows: pairs, width: x.width, pooled: true}
	if pairs == 0 {
		return out, nil
	}
	sc, _ := p.scratch.Get().(*kernels.MoEScratch)
	if sc == nil {
		sc = &kernels.MoEScratch{}
	}
	defer p.scratch.Put(sc)
	if p.expertBatch != nil {
		countExpertBatches(route, x.rows, experts, p.expertBatch)
	}
	expert := func(e int) (g, u, d kernels.Mat) {
		return p.mat(op.Weights[0], e), p.mat(op.Weights[1], e), p.mat(op.Weights[2], e)
	}
	kernels.MoEExpertPairs(out.f, x.f, x.rows, x.width, route, experts, expert, inter, sc)
	return out, nil
}
