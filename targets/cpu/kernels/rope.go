package kernels

import (
	"fmt"
	"math"
)

// Yarn holds the YaRN rope-scaling parameters (HF rope_scaling type "yarn", ARCH §2.4).
type Yarn struct {
	Factor             float64 // scaling factor s (40 for DeepSeek)
	OrigMaxPos         int64   // original_max_position_embeddings (4096 for DeepSeek)
	BetaFast, BetaSlow float64 // 32 and 1 for DeepSeek
}

// RopeTable holds the rotary frequencies of one rope configuration; it is read-only after NewRope and
// safe for concurrent use.
type RopeTable struct {
	Dims       int       // number of rotated dims (even); pair i uses InvFreq[i], i < Dims/2
	InvFreq    []float32 // inverse frequencies, float32 exactly as HF computes them
	AttnFactor float32   // attention_scaling, multiplied into cos and sin
	// Low and High are the YaRN correction range (after floor/ceil and clamping); both 0 without YaRN.
	Low, High float64
}

// NewRope builds the frequency table for a rotary slice of dims dims, base theta, optional YaRN, and
// attention scaling attnFactor (1 for the default rope and for DeepSeek YaRN with mscale = mscale_all_dim).
//
// Default rope (HF _compute_default_rope_parameters), all float32:
//
//	e_i       = float32(2i) / float32(dims)
//	pos_i     = float32(theta) ** e_i                (powf, correctly rounded via float64)
//	invFreq_i = 1 / pos_i
//
// YaRN (HF _compute_yarn_parameters, truncate=True), with corr(n) = dims·ln(orig/(n·2π)) / (2·ln theta)
// in float64:
//
//	low  = max(floor(corr(BetaFast)), 0); high = min(ceil(corr(BetaSlow)), dims-1); if low == high: high += 0.001
//	ramp_i  = clamp((float32(i) - float32(low)) / float32(high-low), 0, 1)    (float32)
//	extra_i = 1 - ramp_i
//	invFreq_i = (1/(float32(Factor)·pos_i))·(1-extra_i) + (1/pos_i)·extra_i  (each op rounded to float32)
//
// Invalid parameters are configuration errors the compiler rejects first; here they panic.
func NewRope(dims int, theta float64, yarn *Yarn, attnFactor float64) *RopeTable {
	if dims <= 0 || dims%2 != 0 {
		panic(fmt.Sprintf("kernels.NewRope: dims = %d, expected a positive even number", dims))
	}
	if !(theta > 1) {
		panic(fmt.Sprintf("kernels.NewRope: theta = %v, expected > 1", theta))
	}
	if yarn != nil && (!(yarn.Factor > 0) || yarn.OrigMaxPos <= 0 || !(yarn.BetaFast > 0) || !(yarn.BetaSlow > 0)) {
		panic(fmt.Sprintf("kernels.NewRope: yarn = %+v, expected positive factor, original max positions and betas", *yarn))
	}
	half := dims / 2
	t := &RopeTable{Dims: dims, InvFreq: make([]float32, half), AttnFactor: float32(attnFactor)}
	base := float64(float32(theta))
	pos := make([]float32, half)
	for i := range pos {
		e := float32(2*i) / float32(dims)
		pos[i] = float32(math.Pow(base, float64(e)))
	}
	if yarn == nil {
		for i, p := range pos {
			t.InvFreq[i] = 1 / p
		}
		return t
	}
	corr := func(n float64) float64 {
		return float64(dims) * math.Log(float64(yarn.OrigMaxPos)/(n*2*math.Pi)) / (2 * math.Log(theta))
	}
	low := math.Max(math.Floor(corr(yarn.BetaFast)), 0)
	high := math.Min(math.Ceil(corr(yarn.BetaSlow)), float64(dims-1))
	if low == high {
		high += 0.001
	}
	t.Low, t.High = low, high
	f32 := float32(yarn.Factor)
	lo32, span := float32(low), float32(high-low)
	for i, p := range pos {
		ramp := (float32(i) - lo32) / span
		ramp = min(max(ramp, 0), 1)
		extra := 1 - ramp
		inter := 1 / float32(f32*p)
		ext := 1 / p
		t.InvFreq[i] = float32(inter*(1-extra)) + float32(ext*extra)
	}
	return t
}

// Apply rotates, in place, dims [offset, offset+Dims) of each of the heads heads (width headDim) of each
// row of x ([rows, heads·headDim]) by the angle of the row's position pos[r]. For pair i:
//
//	f = float32(InvFreq_i · float32(pos))   (HF: inv_freq ⊗ position_ids in float32)
//	c = float32(cos f)·AttnFactor,  s = float32(sin f)·AttnFactor
//	a' = a·c − b·s,  b' = b·c + a·s        (each product rounded, then the sum)
//
// style "interleaved": pair i is (x[2i], x[2i+1]) and the result stays interleaved (DeepSeek-V2's
// complex form; V3 5.17 de-interleaves, which leaves q·k unchanged). style "neox": pair i is
// (x[i], x[i+Dims/2]) (rotate_half over the rotary slice; GLM-4.5). Anything else panics.
func (t *RopeTable) Apply(x []float32, rows int, pos []int32, heads, headDim, offset int, style string) {
	var stride int // distance between the two elements of a pair
	var step int   // distance between consecutive pairs
	switch style {
	case "interleaved":
		stride, step = 1, 2
	case "neox":
		stride, step = t.Dims/2, 1
	default:
		panic(fmt.Sprintf("kernels.RopeTable.Apply: style %q, expected \"interleaved\" or \"neox\"", style))
	}
	if offset < 0 || offset+t.Dims > headDim {
		panic(fmt.Sprintf("kernels.RopeTable.Apply: rotary dims [%d,%d) exceed head_dim %d", offset, offset+t.Dims, headDim))
	}
	checkLen("RopeTable.Apply", "pos", len(pos), rows)
	checkLen("RopeTable.Apply", "x", len(x), rows*heads*headDim)
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
