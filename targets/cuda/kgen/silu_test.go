package kgen

import (
	"math/rand/v2"
	"testing"

	"afdc/targets/cpu/kernels"
)

// TestSiluMulForms runs SiLU·mul in the interpreter in its forms (4 values a thread: bf16, and the
// routed experts' f32 gate and up to a bf16 product; one a thread at a width not divisible by 4)
// and requires the CPU reference's bits, rounded to the output's type, at every position of 3
// rows. The interpreter's 2^x is exact, so the bf16 forms' fast exponential matches here; on the
// device it may move a product by one bf16 rounding (the device check allows that). (8 values a
// thread in 16-byte accesses, as the norms take them, measured slower on the H200 while the
// exponential was float64's.)
func TestSiluMulForms(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 1))
	for _, c := range []struct {
		s   SiluMulSpec
		vec bool
	}{
		{SiluMulSpec{Elem: EBF16, Width: 80}, true},
		{SiluMulSpec{Elem: EF32, Width: 64, Wide: true, Out: EBF16}, true},
		{SiluMulSpec{Elem: EF32, Width: 62}, false},
	} {
		k, l := c.s.Build()
		t.Run(k.Name, func(t *testing.T) {
			const rows = 3
			n := rows * int(c.s.Width)
			if got, want := l.Grid.Mult, c.s.Width/map[bool]int64{true: elemVec, false: 1}[c.vec]; got != want {
				t.Fatalf("%d threads a row, expected %d", got, want)
			}
			g, u := make([]float32, n), make([]float32, n)
			for i := range g {
				g[i], u[i] = float32(rng.NormFloat64()*4), float32(rng.NormFloat64())
			}
			gb, ub := routeBuf(g, c.s.Elem), routeBuf(u, c.s.Elem)
			gr, ur := make([]float32, n), make([]float32, n)
			for i := range gr {
				gr[i], ur[i] = gb.F32Value(i), ub.F32Value(i)
			}
			want := make([]float32, n)
			kernels.SiluMul(want, gr, ur)
			eo := c.s.Elem
			if c.s.Wide {
				eo = c.s.Out
			}
			out := routeBuf(make([]float32, n), eo)
			if err := Interpret(k, int(l.Grid.Blocks(rows)), l.Block, out, gb, ub, int32(rows)); err != nil {
				t.Fatal(err)
			}
			if err := sameBits(out, want); err != nil {
				t.Error(err)
			}
		})
	}
}
