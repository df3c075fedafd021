package kgen

import (
	"math/rand/v2"
	"testing"

	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
	"afdc/targets/opparams"
)

// TestNormRope runs the norm with its rope epilogue in the interpreter and requires the bits of the
// two kernels run one after the other (the norm's result stored, then rotated in place) and of the
// CPU reference: GLM-4.5's q and k widths (NeoX, half the head rotated), f32 activations, an
// interleaved rotation past an offset with YaRN, and heads of 64 and 256.
func TestNormRope(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	rng := rand.New(rand.NewPCG(3, 9))
	glm := opparams.NewRope(64, 1e6, nil, 1)
	yarn := opparams.NewRope(32, 10000, &opparams.Yarn{Factor: 40, OrigMaxPos: 4096, BetaFast: 32, BetaSlow: 1}, 1)
	for _, c := range []struct {
		elem   Elem
		rope   RopeSpec
		wantOK bool
	}{
		{EBF16, RopeSpec{Heads: 12, HeadDim: 128, Style: "neox", Table: glm}, true}, // q (96 heads in GLM-4.5)
		{EBF16, RopeSpec{Heads: 2, HeadDim: 128, Style: "neox", Table: glm}, true},  // k
		{EF32, RopeSpec{Heads: 3, HeadDim: 128, Style: "neox", Table: glm}, true},
		{EBF16, RopeSpec{Heads: 2, HeadDim: 64, Offset: 16, Style: "interleaved", Table: yarn}, true},
		{EBF16, RopeSpec{Heads: 2, HeadDim: 256, Offset: 224, Style: "interleaved", Table: yarn}, true},
		{EBF16, RopeSpec{Heads: 2, HeadDim: 64, Offset: 48, Style: "neox", Table: yarn}, false}, // dims past the head
	} {
		r := c.rope
		r.Elem = c.elem
		norm := RMSNormSpec{In: c.elem, Out: c.elem, W: EBF16, Width: r.Heads * r.HeadDim, Group: r.HeadDim, Eps: 1e-5}
		if ok := norm.NormRopeOK(r); ok != c.wantOK {
			t.Fatalf("%s: NormRopeOK %v, expected %v", r.tag(), ok, c.wantOK)
		}
		if !c.wantOK {
			continue
		}
		fused := norm
		fused.Rope = &r
		k, l := fused.Build()
		t.Run(k.Name, func(t *testing.T) {
			pos := []int32{0, 4095, 163839}
			rows := len(pos)
			n := rows * int(norm.Width)
			round := func(v []float32) {
				if c.elem == EBF16 {
					for i, f := range v {
						v[i] = weights.BF16ToFloat32(weights.Float32ToBF16(f))
					}
				}
			}
			x := make([]float32, n)
			for i := range x {
				x[i] = float32(rng.NormFloat64() * 2)
			}
			round(x)
			w := make([]float32, norm.Group)
			for i := range w {
				w[i] = weights.BF16ToFloat32(weights.Float32ToBF16(float32(1 + rng.NormFloat64()/4)))
			}
			// The CPU reference: the norm's result as stored, rotated.
			want := make([]float32, n)
			kernels.RMSNorm(want, x, rows*int(r.Heads), int(norm.Group), w, norm.Eps)
			round(want)
			kernels.ApplyRope(r.Table, want, rows, pos, int(r.Heads), int(r.HeadDim), int(r.Offset), r.Style)
			round(want)
			// The two kernels one after the other.
			nk, nl := norm.Build()
			seq := routeBuf(make([]float32, n), c.elem)
			if err := Interpret(nk, int(nl.Grid.Blocks(int64(rows))), nl.Block, seq, routeBuf(x, c.elem), routeBuf(w, EBF16), int32(rows)); err != nil {
				t.Fatal(err)
			}
			rk, rl := r.Build()
			if err := Interpret(rk, int(rl.Grid.Blocks(int64(rows))), rl.Block, seq, &Buf{I32: pos}, int32(rows)); err != nil {
				t.Fatal(err)
			}
			if l.Block != nl.Block || l.Grid != nl.Grid {
				t.Errorf("launch %d threads %+v, expected the norm's %d, %+v", l.Block, l.Grid, nl.Block, nl.Grid)
			}
			out := routeBuf(make([]float32, n), c.elem)
			if err := Interpret(k, int(l.Grid.Blocks(int64(rows))), l.Block, out, routeBuf(x, c.elem), routeBuf(w, EBF16), &Buf{I32: pos}, int32(rows)); err != nil {
				t.Fatal(err)
			}
			if err := sameBits(out, want); err != nil {
				t.Errorf("against the CPU: %v", err)
			}
			seqv := make([]float32, n)
			for i := range seqv {
				seqv[i] = seq.F32Value(i)
			}
			if err := sameBits(out, seqv); err != nil {
				t.Errorf("against the norm and rope kernels: %v", err)
			}
		})
	}
}
