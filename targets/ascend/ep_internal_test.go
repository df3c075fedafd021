package ascend

import (
	"testing"

	"afdc/ir"
)

var exOp = ir.Op{Kind: ir.OpExpertFFN, Attrs: ir.Attrs{"map": []int64{0, 1, 0, 1}, "top_k": int64(3)}}

// TestPlanPairs checks the expert_ffn layout against the protocol's pair order: following perm to
// a sorted pair gives, for output pair j, the row and weight of the j-th (token, expert held here)
// in token order with experts ascending, and the sorted pairs run through the rank's experts in
// ascending order with the counts given (an uneven map: 10 experts, rank 1 holds 3 of them).
func TestPlanPairs(t *testing.T) {
	m := []int64{0, 1, 0, 1, 2, 2, 1, 0, 2, 0}
	held := []int{1, 3, 6}
	const k = 3
	ids := []int32{1, 3, 6, 0, 6, -1, 2, 4, 9, 3, -1, -1, 1, 5, 6}
	w := []float32{.1, .2, .3, .4, .5, 0, .6, .7, .8, .9, 0, 0, 1.1, 1.2, 1.3}
	pp := planPairs(expertRouting{ids: ids, w: w}, m, k, 1, held, 5)
	type pr struct {
		row int32
		e   int32
		w   float32
	}
	var want []pr
	for r := range 5 {
		for j := range k {
			if e := ids[r*k+j]; e >= 0 && m[e] == 1 {
				want = append(want, pr{int32(r), e, w[r*k+j]})
			}
		}
	}
	if len(pp.perm) != len(want) || len(pp.rows) != len(want) || len(pp.w) != len(want) {
		t.Fatalf("%d perm, %d rows, %d weights, expected %d pairs", len(pp.perm), len(pp.rows), len(pp.w), len(want))
	}
	// The expert of each sorted position, from the counts.
	var expertAt []int32
	for le, n := range pp.counts {
		for range n {
			expertAt = append(expertAt, int32(held[le]))
		}
	}
	if len(expertAt) != len(want) {
		t.Fatalf("counts %v sum to %d, expected %d", pp.counts, len(expertAt), len(want))
	}
	for j, wp := range want {
		s := pp.perm[j]
		if got := (pr{pp.rows[s], expertAt[s], pp.w[s]}); got != wp {
			t.Errorf("pair %d: row %d expert %d weight %v, expected row %d expert %d weight %v", j, got.row, got.e, got.w, wp.row, wp.e, wp.w)
		}
	}
	for i := 1; i < len(expertAt); i++ {
		if expertAt[i] == expertAt[i-1] && pp.rows[i] <= pp.rows[i-1] {
			t.Errorf("sorted pairs %d and %d of expert %d: rows %d then %d, expected token order", i-1, i, expertAt[i], pp.rows[i-1], pp.rows[i])
		}
	}
	if _, err := pairsHere(&exOp, 1, expertRouting{ids: []int32{3, 1, -1}, w: []float32{1, 1, 0}}, 1); err == nil {
		t.Error("ids 3, 1: no error, expected ascending ids refused")
	}
}
