package cuda

import (
	"math"
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

// TestExpertSpans: each of 4 ranks holds 64 contiguous experts of 256, its weights a quarter of the
// whole; a scattered map holds the span from a rank's first expert to its last; a rank outside the
// program's is refused.
func TestExpertSpans(t *testing.T) {
	mod, ops := epFFN(t, 4, nil)
	var whole int64
	for _, k := range weightKeys(mod, false) {
		whole += k.p.Elems() * int64(elemSize(k.dt))
	}
	for r := range 4 {
		s, err := expertSpans(mod, r)
		if err != nil {
			t.Fatal(err)
		}
		b := &Backend{mod: mod, spans: s}
		for _, op := range ops {
			for _, w := range op.Weights {
				if got := s[w]; got != (expertSpan{first: 64 * r, n: 64}) {
					t.Errorf("rank %d %s: span %+v, expected experts %d..%d", r, w.Name, got, 64*r, 64*r+63)
				}
			}
			if ts := b.tensorsOf(op.Weights[0]); len(ts) != 64 || !strings.Contains(ts[0], ".experts."+itoa(64*r)+".") {
				t.Errorf("rank %d: loads %d tensors from %q, expected 64 from expert %d", r, len(ts), ts[0], 64*r)
			}
		}
		if got := b.ExpertBytes(); got*4 != whole {
			t.Errorf("rank %d: %d bytes of routed experts, expected a quarter of %d", r, got, whole)
		}
		// The kernels index expert e from the base: expert 64r lands on the copy's first byte.
		k := wkey{ops[0].Weights[0], ir.F8E4M3}
		per := int(k.p.Elems() / k.p.Experts)
		if got := b.keyBase(k, 1<<40).Add(64 * r * per); got != 1<<40 {
			t.Errorf("rank %d: expert %d at %#x, expected the copy's start %#x", r, 64*r, got, 1<<40)
		}
	}
	m := make([]int64, 256)
	for e := range m {
		m[e] = int64(e % 4)
	}
	mod, ops = epFFN(t, 4, map[int][]int64{3: m, 4: m})
	s, err := expertSpans(mod, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := s[ops[0].Weights[0]]; got != (expertSpan{first: 1, n: 253}) {
		t.Errorf("scattered map rank 1: span %+v, expected experts 1..253", got)
	}
	if _, err := expertSpans(mod, 4); err == nil || !strings.Contains(err.Error(), "expert rank 4, expected 0..3") {
		t.Errorf("rank 4 of 4: %v, expected a refusal naming 0..3", err)
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
