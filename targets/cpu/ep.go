package cpu

import (
	"fmt"

	"afdc/ir"
	"afdc/runtime/weights"
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

// expertFFN runs expert_ffn: for every row of x and each of its expert ids (ascending; -1 ends the
// list) that the op's map places on this rank, one output row weight × expert(x), rows in order and
// experts ascending within a row. Each expert's rows go through gate, up, SiluMul and down as one
// block, and the weight multiplies in f32 exactly as kernels.MoEExpertsFn does, so a pair's row has
// the bits of that expert's term in the unsharded sum.
func (p *Program) expertFFN(op *ir.Op, x, ids, wt *tensor) (*tensor, error) {
	m := op.Attrs["map"].([]int64)
	k := int(op.Attrs.MustInt("top_k"))
	hidden := x.width
	inter := int(op.Weights[0].Type.Shape[1].N)
	if ids.width != k || wt.width != k || ids.rows != x.rows || wt.rows != x.rows {
		return nil, fmt.Errorf("expert_ffn: ids %dx%d and weights %dx%d for %d rows, expected %d per row", ids.rows, ids.width, wt.rows, wt.width, x.rows, k)
	}
	// Output row of each (row, slot) held here, in row order.
	slot := make([]int, x.rows*k)
	pairs := 0
	for i, e := range ids.i {
		slot[i] = -1
		if e < 0 {
			continue
		}
		if int(e) >= len(m) {
			return nil, fmt.Errorf("expert_ffn: expert id %d, expected -1 or 0..%d", e, len(m)-1)
		}
		if m[e] == int64(p.rank) {
			slot[i] = pairs
			pairs++
		}
	}
	out := &tensor{f: make([]float32, pairs*hidden), rows: pairs, width: hidden}
	sc, _ := p.scratch.Get().(*expertScratch)
	if sc == nil {
		sc = &expertScratch{}
	}
	defer p.scratch.Put(sc)
	var idx, at []int
	for e := range m {
		if m[e] != int64(p.rank) {
			continue
		}
		idx, at = idx[:0], at[:0]
		for r := range x.rows {
			for j := range k {
				if ids.i[r*k+j] == int32(e) && slot[r*k+j] >= 0 {
					idx = append(idx, r)
					at = append(at, r*k+j)
				}
			}
		}
		n := len(idx)
		if n == 0 {
			continue
		}
		var ws [3][]float32
		for i, pr := range op.Weights[:3] {
			if h := p.half[pr]; h != nil && h[e] != nil {
				if len(sc.w[i]) != len(h[e]) {
					sc.w[i] = make([]float32, len(h[e]))
				}
				for c, v := range h[e] {
					sc.w[i][c] = weights.BF16ToFloat32(v)
				}
				ws[i] = sc.w[i]
				continue
			}
			ws[i] = p.w[pr][e]
			if ws[i] == nil {
				return nil, fmt.Errorf("expert_ffn: expert %d of @%s is not loaded on expert rank %d", e, pr.Name, p.rank)
			}
		}
		xe := make([]float32, n*hidden)
		for j, r := range idx {
			copy(xe[j*hidden:(j+1)*hidden], x.f[r*hidden:(r+1)*hidden])
		}
		g, u, d := make([]float32, n*inter), make([]float32, n*inter), make([]float32, n*hidden)
		kernels.Linear(g, xe, n, hidden, ws[0], inter, nil)
		kernels.Linear(u, xe, n, hidden, ws[1], inter, nil)
		kernels.SiluMul(g, g, u)
		kernels.Linear(d, g, n, inter, ws[2], hidden, nil)
		if p.expertBatch != nil {
			p.expertBatch(n)
		}
		for j := range idx {
			w := wt.f[at[j]]
			o := out.f[slot[at[j]]*hidden : (slot[at[j]]+1)*hidden]
			for c, dv := range d[j*hidden : (j+1)*hidden] {
				o[c] = float32(w * dv)
			}
		}
	}
	return out, nil
}
