package runtime

import (
	"math"
	"strings"
	"testing"

	"afdc/ir"
)

// TestCombineOrder: a row's expert outputs are added in ascending expert order from zero whatever
// ranks hold them, so values whose float sum depends on the order come out as the unsharded sum.
func TestCombineOrder(t *testing.T) {
	l := epLayer{layer: 3, k: 3, ranks: 3, hidden: 1, emap: []int64{2, 0, 1, 0, 2}}
	// Row 0 chooses experts 0, 1, 4 (ranks 2, 0, 2); row 1 chooses 2 and 3 (ranks 1, 0).
	route := []float32{
		1, 1, 0, 0, 1,
		0, 0, 1, 1, 0,
	}
	r, err := routeOf(l, route, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.ids; got[0] != 0 || got[1] != 1 || got[2] != 4 || got[3] != 2 || got[4] != 3 || got[5] != -1 {
		t.Fatalf("ids %v, want [0 1 4 2 3 -1]", got)
	}
	if r.pairs[0] != 2 || r.pairs[1] != 1 || r.pairs[2] != 2 || len(r.tokens[0]) != 2 || len(r.tokens[1]) != 1 {
		t.Fatalf("pairs %v tokens %v, want pairs [2 1 2] and rank 0 with both rows", r.pairs, r.tokens)
	}
	big := float32(1 << 25)
	// Per rank, its pairs in row order, experts ascending within a row.
	bufs := [][]float32{
		{1, 5},      // rank 0: (row 0, expert 1), (row 1, expert 3)
		{7},         // rank 1: (row 1, expert 2)
		{big, -big}, // rank 2: (row 0, expert 0), (row 0, expert 4)
	}
	out := make([]float32, 2)
	combine(out, r, l, bufs)
	want0 := ((0 + big) + 1) - big // expert order 0, 1, 4: the 1 is lost to rounding
	if math.Float32bits(out[0]) != math.Float32bits(want0) || out[1] != 12 {
		t.Errorf("combine %v, want [%v 12]", out, want0)
	}
	if want0 == 1 {
		t.Fatalf("the test's values do not depend on the order")
	}
}

func TestRouteErrors(t *testing.T) {
	l := epLayer{layer: 2, k: 1, ranks: 2, hidden: 1, emap: []int64{0, 1}}
	if _, err := routeOf(l, []float32{1, 1}, 1); err == nil || !strings.Contains(err.Error(), "row 0 routes to more than top_k 1 experts") {
		t.Errorf("two experts with top_k 1: %v", err)
	}
	if _, err := routeOf(l, []float32{1, 0, 0}, 1); err == nil || !strings.Contains(err.Error(), "expected 2 experts a row") {
		t.Errorf("3 weights for 1 row of 2 experts: %v", err)
	}
	bad := []ir.WireLayer{{Layer: 1, Kind: "moe", Ranks: 2, TopK: 2, Map: []int64{0, 2},
		ToFFN:   []ir.WireTensor{{Name: "hidden", DType: "f32", Width: 4}, {Name: "expert_ids", DType: "i32", Width: 2}, {Name: "expert_weights", DType: "f32", Width: 2}},
		FromFFN: []ir.WireTensor{{Name: "expert_out", DType: "f32", Width: 4}}}}
	if _, err := readEP(bad); err == nil || !strings.Contains(err.Error(), "expert 1 on rank 2 of 2") {
		t.Errorf("map naming rank 2 of 2: %v", err)
	}
}
