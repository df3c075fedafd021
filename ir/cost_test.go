package ir

import (
	"math"
	"testing"
)

// TestExpectedExperts checks the uniform-routing count against its limits and a hand value.
func TestExpectedExperts(t *testing.T) {
	for _, tc := range []struct{ e, k, t, want float64 }{
		{256, 8, 1, 8},            // one token touches exactly k
		{256, 8, 0, 0},            // no tokens, no reads
		{256, 8, 1e6, 256},        // many tokens touch every expert
		{4, 2, 2, 4 * (1 - 0.25)}, // each expert missed by both with (1/2)^2
		{256, 8, 64, 256 * (1 - math.Pow(1-8.0/256, 64))}, // 222.9...
	} {
		if got := ExpectedExperts(tc.e, tc.k, tc.t); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("ExpectedExperts(%v, %v, %v) = %v, want %v", tc.e, tc.k, tc.t, got, tc.want)
		}
	}
}

// TestCostRules prices a linear, a MoE layer and an MLA attention at a decode step.
func TestCostRules(t *testing.T) {
	m := &Module{Name: "t", Role: RoleFull}
	w := m.AddParam(&Param{Name: "w", Type: T(BF16, 32, 16)})
	g := m.AddParam(&Param{Name: "g", Type: T(BF16, 4, 8, 16), Experts: 4, Ckpt: "g.*"})
	u := m.AddParam(&Param{Name: "u", Type: T(BF16, 4, 8, 16), Experts: 4, Ckpt: "u.*"})
	d := m.AddParam(&Param{Name: "d", Type: T(BF16, 4, 16, 8), Experts: 4, Ckpt: "d.*"})
	kvb := m.AddParam(&Param{Name: "kvb", Type: T(F8E4M3, 2*(3+5), 4), Block: [2]int64{128, 128}})
	kvbScale := m.AddParam(&Param{Name: "kvb_scale_inv", Type: T(F32, 1, 1)})
	f := m.NewFunc("f", T(BF16, Tokens, 16), T(F32, Tokens, 4), T(BF16, Tokens, 2*(3+2)), T(BF16, Tokens, 4), T(BF16, Tokens, 2))
	lin := f.NewOp(OpLinear, []*Value{f.Args[0]}, []*Param{w}, nil)
	moe := f.NewOp(OpMoEExperts, []*Value{f.Args[0], f.Args[1]}, []*Param{g, u, d}, Attrs{"top_k": int64(2)})
	mla := f.NewOp(OpMLAAttention, []*Value{f.Args[2], f.Args[3], f.Args[4]}, []*Param{kvb, kvbScale},
		Attrs{"accumulate": "f32", "layer": int64(0), "heads": int64(2), "nope": int64(3), "rope": int64(2), "v": int64(5), "rank": int64(4), "scale": 0.5})
	s := Step{Tokens: 2, Seqs: 2, Context: 10}

	c := lin.Info().Cost(lin, s)
	if c.MatrixFLOPs != 2*2*32*16 || c.WeightBytes != 32*16*2 || c.ActBytes != 2*(16+32)*2 || c.Launches != 1 {
		t.Errorf("linear cost %+v", c)
	}
	c = moe.Info().Cost(moe, s)
	// Two tokens pick 2 of 4 experts each: 4·(1-(1/2)^2) = 3 experts touched of 4, so 3/4 of the
	// 3·4·8·16·2 stacked bytes.
	if c.WeightBytes != 0.75*3*4*8*16*2 || c.MatrixFLOPs != 6*2*2*8*16 {
		t.Errorf("moe_experts cost %+v, expected 3 of 4 experts read", c)
	}
	c = mla.Info().Cost(mla, s)
	// Each sequence reads its 10 cached latents of rank+rope = 6 bf16 values; kv_b is 16x4 fp8 plus
	// one f32 block scale.
	if c.KVBytes != 2*10*6*2 || c.WeightBytes != 16*4+4 {
		t.Errorf("mla_attention cost %+v", c)
	}
	wantFLOPs := 2 * 2 * 2 * (3*4 + 10*(2*4+2) + 4*5.0)
	if c.MatrixFLOPs != wantFLOPs {
		t.Errorf("mla_attention FLOPs %v, want %v", c.MatrixFLOPs, wantFLOPs)
	}
	// Every op has a rule.
	for k, info := range Ops() {
		if k != int(OpInvalid) && info.Cost == nil {
			t.Errorf("op %s has no cost rule", info.Name)
		}
	}
}
