package kernels

import (
	"fmt"
	"math"

	"afdc/targets/opparams"
)

// ApplyRope rotates by table t, in place, dims [offset, offset+t.Dims) of each of the heads heads
// (width headDim) of each row of x ([rows, heads·headDim]) by the angle of the row's position
// pos[r]. For pair i:
//
//	f = float32(InvFreq_i · float32(pos))   (HF: inv_freq ⊗ position_ids in float32)
//	c = float32(cos f)·AttnFactor,  s = float32(sin f)·AttnFactor
//	a' = a·c − b·s,  b' = b·c + a·s        (each product rounded, then the sum)
//
// style "interleaved": pair i is (x[2i], x[2i+1]) and the result stays interleaved (DeepSeek-V2's
// complex form; V3 5.17 de-interleaves, which leaves q·k unchanged). style "neox": pair i is
// (x[i], x[i+Dims/2]) (rotate_half over the rotary slice; GLM-4.5). Anything else panics.
func ApplyRope(t *opparams.RopeTable, x []float32, rows int, pos []int32, heads, headDim, offset int, style string) {
	var stride int // distance between the two elements of a pair
	var step int   // distance between consecutive pairs
	switch style {
	case "interleaved":
		stride, step = 1, 2
	case "neox":
		stride, step = t.Dims/2, 1
	default:
		panic(fmt.Sprintf("kernels.ApplyRope: style %q, expected \"interleaved\" or \"neox\"", style))
	}
	if offset < 0 || offset+t.Dims > headDim {
		panic(fmt.Sprintf("kernels.ApplyRope: rotary dims [%d,%d) exceed head_dim %d", offset, offset+t.Dims, headDim))
	}
	checkLen("ApplyRope", "pos", len(pos), rows)
	checkLen("ApplyRope", "x", len(x), rows*heads*headDim)
	half := t.Dims / 2
	cs := make([]float32, 2*half)
	for r := 0; r < rows; r++ {
		p := float32(pos[r])
		for i, inv := range t.InvFreq {
			f := float64(float32(inv * p))
			cs[2*i] = float32(math.Cos(f)) * t.AttnFactor
			cs[2*i+1] = float32(math.Sin(f)) * t.AttnFactor
		}
		for h := 0; h < heads; h++ {
			base := (r*heads+h)*headDim + offset
			for i := 0; i < half; i++ {
				ia := base + i*step
				ib := ia + stride
				a, b := x[ia], x[ib]
				c, s := cs[2*i], cs[2*i+1]
				x[ia] = float32(a*c) - float32(b*s)
				x[ib] = float32(b*c) + float32(a*s)
			}
		}
	}
}
