package kgen

import (
	"afdc/targets/opparams"
	"math/rand/v2"
	"testing"

	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
)

// TestRMSNormWide runs the norm kernels at the widths of real models (7168 in 16-byte loads, 7
// vectors a thread; per-head groups) and others (1000 in vectors with a partial last stride, 1004
// one value a load) in the interpreter and requires the CPU reference's bits: the fused residual's
// h as stored and the normalised output.
func TestRMSNormWide(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	rng := rand.New(rand.NewPCG(5, 6))
	bf := func(v []float32) []float32 {
		for i, f := range v {
			v[i] = weights.BF16ToFloat32(weights.Float32ToBF16(f))
		}
		return v
	}
	normal := func(n int, scale float64) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(rng.NormFloat64() * scale)
		}
		return v
	}
	for _, s := range []RMSNormSpec{
		{In: EF32, Out: EBF16, W: EBF16, Width: 7168, Group: 7168, Eps: 1e-6},
		{In: EBF16, Out: EBF16, W: EBF16, Width: 1000, Group: 1000, Eps: 1e-6, Residual: true},
		{In: EF32, Out: EF32, W: EF32, Width: 1000, Group: 1000, Eps: 1e-5, Residual: true},
		{In: EBF16, Out: EBF16, W: EBF16, Width: 512, Group: 128, Eps: 1e-5},
		{In: EBF16, Out: EF32, W: EF32, Width: 1000, Group: 1000, Eps: 1e-6},
		{In: EF32, Out: EBF16, W: EBF16, Width: 1004, Group: 1004, Eps: 1e-6},
	} {
		k, l := s.Build()
		t.Run(k.Name, func(t *testing.T) {
			rows := 2
			n := rows * int(s.Width)
			x, r := normal(n, 3), normal(n, 1)
			x[5] = 0 // a zero and a huge value: the float64 mean sees both
			x[7] = 3e4
			if s.In == EBF16 {
				bf(x)
				bf(r)
			}
			wt := bf(normal(int(s.Group), 1))
			h := x
			if s.Residual {
				h = make([]float32, n)
				kernels.Add(h, x, r)
				if s.In == EBF16 {
					bf(h)
				}
			}
			want := make([]float32, n)
			kernels.RMSNorm(want, h, rows, int(s.Width), wt, s.Eps)
			out, hOut := routeBuf(make([]float32, n), s.Out), routeBuf(make([]float32, n), s.In)
			args := []any{out}
			if s.Residual {
				args = append(args, hOut, routeBuf(x, s.In), routeBuf(r, s.In))
			} else {
				args = append(args, routeBuf(x, s.In))
			}
			args = append(args, routeBuf(wt, s.W), int32(rows))
			B := normBlock(s.Group)
			if s.vec() {
				B = normBlock(s.Group / 8)
			}
			if l.Block != int(B) || l.Grid.Blocks(int64(rows)) != int64(rows)*(s.Width/s.Group) {
				t.Fatalf("block %d, %d blocks; want %d threads, one block per group", l.Block, l.Grid.Blocks(int64(rows)), B)
			}
			if err := Interpret(k, int(l.Grid.Blocks(int64(rows))), l.Block, args...); err != nil {
				t.Fatal(err)
			}
			if err := sameBits(out, want); err != nil {
				t.Errorf("out: %v", err)
			}
			if s.Residual {
				if err := sameBits(hOut, h); err != nil {
					t.Errorf("res_out: %v", err)
				}
			}
		})
	}
}

// TestRopeWide rotates DeepSeek-V3's 128 query heads (rope dims 64 after 128, YaRN) and GLM-4.5's
// NeoX heads (partial rotary) and a single key head in the interpreter, against the CPU table's
// bits, at positions that exercise the angle reduction.
func TestRopeWide(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	rng := rand.New(rand.NewPCG(8, 1))
	yarn := opparams.NewRope(64, 10000, &opparams.Yarn{Factor: 40, OrigMaxPos: 4096, BetaFast: 32, BetaSlow: 1}, 1)
	for _, s := range []RopeSpec{
		{Elem: EBF16, Heads: 128, HeadDim: 192, Offset: 128, Style: "interleaved", Table: yarn},
		{Elem: EBF16, Heads: 1, HeadDim: 64, Offset: 0, Style: "interleaved", Table: yarn},
		{Elem: EF32, Heads: 12, HeadDim: 128, Offset: 0, Style: "neox", Table: opparams.NewRope(64, 1e6, nil, 1)},
	} {
		k, l := s.Build()
		t.Run(k.Name, func(t *testing.T) {
			pos := []int32{0, 4095, 163839}
			rows := len(pos)
			n := rows * int(s.Heads*s.HeadDim)
			x := make([]float32, n)
			for i := range x {
				x[i] = float32(rng.NormFloat64())
				if s.Elem == EBF16 {
					x[i] = weights.BF16ToFloat32(weights.Float32ToBF16(x[i]))
				}
			}
			want := append([]float32(nil), x...)
			kernels.ApplyRope(s.Table, want, rows, pos, int(s.Heads), int(s.HeadDim), int(s.Offset), s.Style)
			buf := routeBuf(x, s.Elem)
			if err := Interpret(k, int(l.Grid.Blocks(int64(rows))), l.Block, buf, &Buf{I32: pos}, int32(rows)); err != nil {
				t.Fatal(err)
			}
			if err := sameBits(buf, want); err != nil {
				t.Error(err)
			}
		})
	}
}
