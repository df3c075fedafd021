package cuda

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/targets/cuda/kgen"
)

// epFFN compiles DeepSeek-V3's layers 3-4 (MoE, FP8 experts) as an --ep ranks build and returns
// its FFN program's expert_ffn ops.
func epFFN(t *testing.T, ranks int, emap map[int][]int64) (*ir.Module, []*ir.Op) {
	t.Helper()
	a := compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda", ActDType: "bf16", Layers: &compiler.LayerRange{First: 3, Last: 4}, EP: ranks, ExpertMap: emap})
	var ops []*ir.Op
	for _, f := range a.FFN.Funcs {
		if op := expertFFNOf(f); op != nil {
			ops = append(ops, op)
		}
	}
	if len(ops) != 2 {
		t.Fatalf("--ep %d FFN program: %d layer functions that are one expert_ffn, expected 2", ranks, len(ops))
	}
	return a.FFN, ops
}

// TestExpertFFNKernels: an expert rank's expert_ffn gets moe_experts' kernels at the layer's widths
// (permute, gather, combine over the 256 experts and the FP8 streaming pair), so its FP8 experts stay
// FP8 and stream.
func TestExpertFFNKernels(t *testing.T) {
	_, ops := epFFN(t, 4, nil)
	op := ops[0]
	if !kgen.FP8Experts(op) {
		t.Fatal("expert_ffn of DeepSeek-V3: its FP8 experts are not kept FP8, expected the streaming kernels to read them")
	}
	ls, err := kgen.KernelsFor(op)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]string{}
	for _, l := range ls {
		kinds[l.Kind] = l.Name
	}
	for _, k := range []string{"moe_permute", "moe_gather", "moe_combine", "silu_mul", "moe_active", "moe_stream_gate_up", "moe_stream_down"} {
		if kinds[k] == "" {
			t.Errorf("expert_ffn kernels %v: no %s", kinds, k)
		}
	}
	if !strings.Contains(kinds["moe_permute"], "256") {
		t.Errorf("moe_permute %q, expected one over the layer's 256 experts", kinds["moe_permute"])
	}
	if slotsPerRow(op) != 1 || gemmForm(op) != ir.BF16 {
		t.Errorf("expert_ffn: %d slots a row and GEMMs in %s, expected 1 (one pair a row) and bf16", slotsPerRow(op), gemmForm(op))
	}
}

// TestExpertSets: an expert rank holds exactly the experts its map gives it, contiguous or
// scattered: the tensors it loads, the bytes the allocation plan gives each expert weight
// (keyBytes, what loadWeights allocates) and ExpertBytes are its experts' alone, computed without a
// GPU; a rank outside the program's is refused.
func TestExpertSets(t *testing.T) {
	contiguous := func(e int) int64 { return int64(e / 64) }
	scattered := func(e int) int64 { return int64(e % 4) }
	uneven := func(e int) int64 { return []int64{0, 1, 1, 2, 2, 2, 3, 3}[e%8] } // 32, 64, 96, 64 experts
	for _, tc := range []struct {
		name  string
		rank  func(e int) int64
		given bool // passed as --expert-map (the contiguous one is the default)
	}{{"contiguous", contiguous, false}, {"scattered", scattered, true}, {"uneven", uneven, true}} {
		m := make([]int64, 256)
		for e := range m {
			m[e] = tc.rank(e)
		}
		var emap map[int][]int64
		if tc.given {
			emap = map[int][]int64{3: m, 4: m}
		}
		mod, ops := epFFN(t, 4, emap)
		var whole int64
		for _, k := range weightKeys(mod, false) {
			if k.p.Experts > 0 {
				whole += k.p.Elems() * int64(elemSize(k.dt))
			}
		}
		var sum int64
		for r := range 4 {
			var mine []int
			for e, x := range m {
				if x == int64(r) {
					mine = append(mine, e)
				}
			}
			s, err := expertSets(mod, r)
			if err != nil {
				t.Fatal(err)
			}
			b := &Backend{mod: mod, held: s}
			for _, op := range ops {
				set := s[op.Weights[0]]
				if !slices.Equal(set.held, mine) {
					t.Errorf("%s rank %d: holds experts %v, expected %v", tc.name, r, set.held, mine)
				}
				for e, x := range m {
					if want := slices.Index(mine, e); (x == int64(r)) != (set.slot[e] >= 0) || set.slot[e] != want {
						t.Errorf("%s rank %d: expert %d in slot %d, expected %d", tc.name, r, e, set.slot[e], want)
						break
					}
				}
				ts := b.tensorsOf(op.Weights[0])
				all := op.Weights[0].Tensors()
				want := make([]string, len(mine))
				for i, e := range mine {
					want[i] = all[e]
				}
				if !slices.Equal(ts, want) {
					t.Errorf("%s rank %d: loads %d tensors %q.., expected %d from expert %d on", tc.name, r, len(ts), ts[0], len(want), mine[0])
				}
			}
			var planned int64
			for _, k := range weightKeys(mod, false) {
				if k.p.Experts > 0 {
					planned += b.keyBytes(k)
				}
			}
			if want := whole / 256 * int64(len(mine)); planned != want || b.ExpertBytes() != want {
				t.Errorf("%s rank %d: allocates %d bytes of routed experts (ExpertBytes %d), expected %d (%d of 256 experts)", tc.name, r, planned, b.ExpertBytes(), want, len(mine))
			}
			sum += planned
		}
		if sum != whole {
			t.Errorf("%s: the ranks allocate %d bytes of routed experts together, expected the unsharded %d", tc.name, sum, whole)
		}
		if _, err := expertSets(mod, 4); err == nil || !strings.Contains(err.Error(), "expert rank 4, expected 0..3") {
			t.Errorf("rank 4 of 4: %v, expected a refusal naming 0..3", err)
		}
	}
}

// TestPairRows: a pair's routing row holds its weight in its expert's slot of the rank's copy (a
// scattered rank's expert 9 is its third), and its token's hidden row beside it.
func TestPairRows(t *testing.T) {
	m := []int64{1, 0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0} // rank 1 holds 0, 3, 5, 6, 9, 10
	s := expertSet{slot: make([]int, len(m))}
	for e, r := range m {
		s.slot[e] = -1
		if r == 1 {
			s.slot[e] = len(s.held)
			s.held = append(s.held, e)
		}
	}
	hidden := []byte{10, 11, 20, 21, 30, 31} // 3 tokens of 2 bytes
	x, route := pairRows([]epPair{{0, 3, 0.5}, {0, 9, 0.25}, {2, 10, 2}}, s.slot, hidden, 2)
	if !slices.Equal(x, []byte{10, 11, 10, 11, 30, 31}) {
		t.Errorf("pair rows %v, expected tokens 0, 0, 2", x)
	}
	want := make([]float32, 3*len(m))
	want[0*12+1], want[1*12+4], want[2*12+5] = 0.5, 0.25, 2
	if !slices.Equal(route, want) {
		t.Errorf("routing rows %v, expected experts 3, 9 and 10 in slots 1, 4 and 5", route)
	}
}

// TestExpertPairs: the pairs of a rank are its experts' (row, expert, weight) in row order, experts
// ascending; bad routing is refused naming the row and slot.
func TestExpertPairs(t *testing.T) {
	m := []int64{0, 0, 1, 1, 2, 2}
	ids := []int32{0, 2, 3, 1, 4, -1, 5, -1, -1}
	ws := []float32{0.5, 0.25, 0.25, 0.75, 0.25, 0, 1, 0, 0}
	got, err := pairs(m, 3, 1, ids, ws, 3)
	if err != nil {
		t.Fatal(err)
	}
	want := []epPair{{0, 2, 0.25}, {0, 3, 0.25}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("rank 1 pairs %v, expected %v", got, want)
	}
	if got, _ := pairs(m, 3, 2, ids, ws, 3); len(got) != 2 || got[0] != (epPair{1, 4, 0.25}) || got[1] != (epPair{2, 5, 1}) {
		t.Errorf("rank 2 pairs %v, expected rows 1 and 2 with experts 4 and 5", got)
	}
	for _, tc := range []struct {
		ids  []int32
		ws   []float32
		want string
	}{
		{[]int32{2, 1, -1}, []float32{1, 1, 0}, "row 0 slot 1: expert id 1, expected an id in 3..5"},
		{[]int32{-1, 2, -1}, []float32{0, 1, 0}, "row 0 slot 1: expert id 2 after a -1"},
		{[]int32{6, -1, -1}, []float32{1, 0, 0}, "row 0 slot 0: expert id 6"},
		{[]int32{-2, -1, -1}, []float32{1, 0, 0}, "expected -1 or 0..5"},
		{[]int32{2, -1, -1}, []float32{0, 0, 0}, "weight 0 for expert 2"},
	} {
		if _, err := pairs(m, 3, 1, tc.ids, tc.ws, 1); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ids %v: %v, expected an error containing %q", tc.ids, err, tc.want)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestCombineRows: the attention side's combine over a device data plane adds a row's pair rows in
// the order of its indices (ascending experts) from zero, stops at -1, and refuses an index past
// the pair rows.
func TestCombineRows(t *testing.T) {
	big := float32(1 << 25)
	// Pair rows (width 2), as they land: rank 0's, then rank 1's.
	y := []float32{big, 1, 1, 2, -big, 3, 7, 4}
	out := make([]float32, 4)
	// Row 0: pairs 0, 1, 2 (experts ascending: +big, 1, -big); row 1: pair 3 alone, then -1.
	if err := combineRows(out, y, []int32{0, 1, 2, 3, -1, 0}, 3, 2); err != nil {
		t.Fatal(err)
	}
	want0 := ((0 + big) + 1) - big
	if math.Float32bits(out[0]) != math.Float32bits(want0) || out[1] != (0+1)+2+3 || out[2] != 7 || out[3] != 4 {
		t.Errorf("combine %v, want [%v 6 7 4]", out, want0)
	}
	if want0 == 1 {
		t.Fatal("the test's values do not depend on the order")
	}
	if err := combineRows(out, y, []int32{0, 4, -1, 0, -1, 0}, 3, 2); err == nil || !strings.Contains(err.Error(), "row 0 takes pair row 4 of 4") {
		t.Errorf("index past the pair rows: %v", err)
	}
}

// TestMoEPad: a small step's experts keep their exact slots (pad 1) while they average fewer than
// moeMidFrom rows, are rounded up to moeMidPad from there and to moePadRows once they average that
// many; the bound on a step's slots never falls as its rows grow.
func TestMoEPad(t *testing.T) {
	for _, c := range []struct{ rows, k, e, pad int }{
		{1, 8, 256, 1}, {64, 8, 256, 1}, {127, 8, 256, 1}, {128, 8, 256, moeMidPad}, {256, 8, 256, moeMidPad},
		{1023, 8, 256, moeMidPad}, {1024, 8, 256, moePadRows}, {4096, 8, 256, moePadRows},
		{1023, 1, 256, 1}, {1024, 1, 256, moeMidPad}, {4096, 1, 256, moeMidPad}, {8192, 1, 256, moePadRows},
	} {
		if pad := moePad(c.rows, c.k, c.e); pad != c.pad {
			t.Errorf("%d rows x %d over %d experts: pad %d, want %d", c.rows, c.k, c.e, pad, c.pad)
		}
	}
	for _, e := range []int{8, 160, 256} {
		prev := 0
		for rows := 1; rows <= 8192; rows++ {
			s := moeSlots(rows, 8, e, moePad(rows, 8, e))
			if s < prev {
				t.Fatalf("%d experts: %d rows bound %d slots, %d rows %d", e, rows, s, rows-1, prev)
			}
			prev = s
		}
	}
}
