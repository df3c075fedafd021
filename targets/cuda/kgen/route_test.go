package kgen

import (
	"afdc/targets/opparams"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
)

// routeCases are the routers of the model families at their real widths and at widths that leave
// lanes empty or split a group across lanes.
var routeCases = []RouteSpec{
	// DeepSeek-V3 / R1: 256 experts, 8 groups of 32, top-4 groups, top-8.
	{Logits: EF32, Out: EF32, Bias: EF32, HasBias: true, Experts: 256,
		Params: RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 8, Groups: 8, TopKGroup: 4, Norm: true, Scale: 2.5}},
	// GLM-4.5: 160 experts, no groups, a bf16 bias.
	{Logits: EF32, Out: EF32, Bias: EBF16, HasBias: true, Experts: 160,
		Params: RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 8, Groups: 1, TopKGroup: 1, Norm: true, Scale: 1}},
	// DeepSeek-V2: 160 experts, 8 groups of 20 (groups straddle lanes), top-3 groups, top-6.
	{Logits: EF32, Out: EF32, Experts: 160,
		Params: RouteParams{Scoring: "softmax", Method: "group_limited_greedy", TopK: 6, Groups: 8, TopKGroup: 3, Scale: 16}},
	// DeepSeek-V2-Lite: 64 experts, greedy.
	{Logits: EF32, Out: EF32, Experts: 64,
		Params: RouteParams{Scoring: "softmax", Method: "greedy", TopK: 6, Groups: 1, TopKGroup: 1, Scale: 1}},
	// Odd widths: 72 experts (the last slot partly empty) in 4 groups of 18, with and without norm.
	{Logits: EBF16, Out: EBF16, Bias: EF32, HasBias: true, Experts: 72,
		Params: RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 5, Groups: 4, TopKGroup: 2, Scale: 1.5}},
	{Logits: EF32, Out: EF32, Experts: 72,
		Params: RouteParams{Scoring: "softmax", Method: "group_limited_greedy", TopK: 4, Groups: 6, TopKGroup: 2, Norm: true, Scale: 1}},
	{Logits: EF32, Out: EF32, Experts: 20,
		Params: RouteParams{Scoring: "softmax", Method: "greedy", TopK: 3, Groups: 1, TopKGroup: 1, Norm: true, Scale: 2}},
	// Sigmoid scores limited by group maxima: a NaN first expert decides its group's score.
	{Logits: EF32, Out: EF32, Bias: EF32, HasBias: true, Experts: 64,
		Params: RouteParams{Scoring: "sigmoid", Method: "group_limited_greedy", TopK: 6, Groups: 8, TopKGroup: 3, Norm: true, Scale: 1}},
	// Groups of one expert (the group score is the single value).
	{Logits: EF32, Out: EF32, Bias: EF32, HasBias: true, Experts: 16,
		Params: RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 4, Groups: 16, TopKGroup: 6, Norm: true, Scale: 1}},
}

// routeInputs are rows of logits with the cases that decide ties and NaN: random rows, a row of
// coarse values (many equal scores, so ties in every top-k and group choice), rows with NaN
// (first expert, first before the largest, scattered, all), ±inf, and a bias with repeated values.
func routeInputs(rng *rand.Rand, e int, ebf16 bool) (logits, bias []float32, rows int) {
	rows = 11
	logits = make([]float32, rows*e)
	for i := range logits {
		logits[i] = float32(rng.NormFloat64() * 2)
	}
	row := func(r int) []float32 { return logits[r*e : (r+1)*e] }
	for i := range row(1) {
		row(1)[i] = float32(rng.IntN(3)) / 2 // ties
	}
	for i := range row(2) {
		row(2)[i] = 0 // all equal
	}
	nan, inf := float32(math.NaN()), float32(math.Inf(1))
	row(3)[0] = nan
	row(4)[e/2], row(4)[e-1], row(4)[1] = nan, nan, nan
	for i := range row(5) {
		row(5)[i] = nan
	}
	row(6)[3], row(6)[e-2] = inf, -inf
	for i := range row(7) {
		row(7)[i] = -inf
	}
	row(8)[0] = -inf
	row(9)[0] = nan // a NaN first expert in front of the row's largest scores
	for i := 1; i < e/4; i++ {
		row(9)[i] = 8
	}
	bias = make([]float32, e)
	for i := range bias {
		bias[i] = float32(rng.IntN(3)) * 0.01
	}
	if ebf16 {
		for i, f := range logits {
			logits[i] = weights.BF16ToFloat32(weights.Float32ToBF16(f))
		}
	}
	for i, f := range bias {
		bias[i] = weights.BF16ToFloat32(weights.Float32ToBF16(f))
	}
	return logits, bias, rows
}

func routeBuf(x []float32, e Elem) *Buf {
	if e == EBF16 {
		b := &Buf{BF16: make([]uint16, len(x))}
		for i, f := range x {
			b.BF16[i] = weights.Float32ToBF16(f)
		}
		return b
	}
	return &Buf{F32: append([]float32(nil), x...)}
}

// TestRouteWarp runs the warp router and the serial one in the interpreter on every case and
// requires the CPU reference's bits (NaN for NaN; bf16 outputs the reference rounded).
func TestRouteWarp(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	rng := rand.New(rand.NewPCG(7, 9))
	for _, s := range routeCases {
		if !s.warpFits() {
			t.Fatalf("%s: does not fit the warp router", s.name())
		}
		logits, bias, rows := routeInputs(rng, int(s.Experts), s.Logits == EBF16)
		p := s.Params
		want := make([]float32, rows*int(s.Experts))
		var b []float32
		if s.HasBias {
			b = bias
		}
		kernels.MoERoute(want, logits, rows, int(s.Experts), b, opparams.RouteParams{Scoring: p.Scoring, Method: p.Method,
			TopK: int(p.TopK), Groups: int(p.Groups), TopKGroup: int(p.TopKGroup), Norm: p.Norm, Scale: p.Scale})
		for _, form := range []string{"warp", "serial"} {
			k, l := s.buildWarp()
			if form == "serial" {
				k, l = s.buildSerial()
			}
			t.Run(k.Name, func(t *testing.T) {
				out := routeBuf(make([]float32, len(want)), s.Out)
				args := []any{out, routeBuf(logits, s.Logits)}
				if s.HasBias {
					args = append(args, routeBuf(bias, s.Bias))
				}
				args = append(args, int32(rows))
				if err := Interpret(k, int(l.Grid.Blocks(int64(rows))), l.Block, args...); err != nil {
					t.Fatal(err)
				}
				if err := sameBits(out, want); err != nil {
					t.Error(err)
				}
			})
		}
	}
}

func sameBits(got *Buf, want []float32) error {
	bad := 0
	var first error
	for i, x := range want {
		if got.BF16 != nil {
			x = weights.BF16ToFloat32(weights.Float32ToBF16(x))
		}
		g := got.F32Value(i)
		if math.Float32bits(g) != math.Float32bits(x) && !(g != g && x != x) {
			if first == nil {
				first = fmt.Errorf("[%d] = %v, CPU %v", i, g, x)
			}
			bad++
		}
	}
	if bad > 0 {
		return fmt.Errorf("%d of %d values differ, first %w", bad, len(want), first)
	}
	return nil
}

// TestRouteForm: Build takes the warp form for the model families and the serial one where a
// router does not fit it, and both forms launch a grid that covers every row.
func TestRouteForm(t *testing.T) {
	v3 := routeCases[0]
	if k, l := v3.Build(); k.Name != v3.name()+"_w" || l.Block != 32*routeWarps || l.Grid.Blocks(9) != 3 {
		t.Errorf("DeepSeek-V3 router: %s, block %d, %d blocks for 9 rows; expected the warp form, %d threads, 3 blocks",
			k.Name, l.Block, l.Grid.Blocks(9), 32*routeWarps)
	}
	wide := v3
	wide.Experts, wide.Params.Groups = 1024, 8
	// Its scratch is 12 KiB a row: 3 rows a block in the 48 KiB of static shared memory.
	if k, l := wide.Build(); k.Name != wide.name() || l.Grid.Blocks(9) != 3 || l.Shared > 48*1024 {
		t.Errorf("1024 experts: %s, %d blocks for 9 rows, %d bytes of shared memory; expected the serial form, 3 blocks, at most 48 KiB",
			k.Name, l.Grid.Blocks(9), l.Shared)
	}
}

// TestRouteSerialWide checks the serial fallback on a router too wide for the warp form.
func TestRouteSerialWide(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short")
	}
	s := RouteSpec{Logits: EF32, Out: EF32, Bias: EF32, HasBias: true, Experts: 320,
		Params: RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 8, Groups: 40, TopKGroup: 5, Norm: true, Scale: 2}}
	if s.warpFits() {
		t.Fatal("40 groups fit the warp form; expected the serial one")
	}
	logits, bias, rows := routeInputs(rand.New(rand.NewPCG(1, 2)), int(s.Experts), false)
	want := make([]float32, len(logits))
	p := s.Params
	kernels.MoERoute(want, logits, rows, int(s.Experts), bias, opparams.RouteParams{Scoring: p.Scoring, Method: p.Method,
		TopK: int(p.TopK), Groups: int(p.Groups), TopKGroup: int(p.TopKGroup), Norm: p.Norm, Scale: p.Scale})
	k, l := s.Build()
	out := &Buf{F32: make([]float32, len(want))}
	if err := Interpret(k, int(l.Grid.Blocks(int64(rows))), l.Block, out, &Buf{F32: logits}, &Buf{F32: bias}, int32(rows)); err != nil {
		t.Fatal(err)
	}
	if err := sameBits(out, want); err != nil {
		t.Error(err)
	}
}
