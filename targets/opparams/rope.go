// Package opparams builds and validates, once, the numeric parameters of the ops whose attributes
// several targets read the same way: the rotary frequency table of a rope op (default or YaRN, HF's
// arithmetic) and the router of a moe_route op. The CPU kernels, the CUDA kernel generator and the
// Ascend executor all take them from here, so every target rotates and routes as the reference does
// and no target imports another.
//
// It imports ir only.
package opparams

import (
	"fmt"
	"math"
	"strings"

	"afdc/ir"
)

// Yarn holds the YaRN rope-scaling parameters (HF rope_scaling type "yarn", ARCH §2.4).
type Yarn struct {
	Factor             float64 // scaling factor s (40 for DeepSeek)
	OrigMaxPos         int64   // original_max_position_embeddings (4096 for DeepSeek)
	BetaFast, BetaSlow float64 // 32 and 1 for DeepSeek
	// NoTruncate keeps the correction range's ends as computed (transformers' truncate false);
	// the default rounds them outward to whole dims.
	NoTruncate bool
}

// RopeTable holds the rotary frequencies of one rope configuration; it is read-only after NewRope and
// safe for concurrent use.
type RopeTable struct {
	Dims       int       // number of rotated dims (even); pair i uses InvFreq[i], i < Dims/2
	InvFreq    []float32 // inverse frequencies, float32 exactly as HF computes them
	AttnFactor float32   // attention_scaling, multiplied into cos and sin
	// Low and High are the YaRN correction range (after floor/ceil, unless NoTruncate, and
	// clamping); both 0 without YaRN.
	Low, High float64
}

// Rope builds the frequency table of a rope op's attributes (dims, theta, scaling and, for YaRN,
// factor, orig_max_pos, beta_fast, beta_slow, truncate (default true); attn_factor, default 1),
// checking each first.
func Rope(a ir.Attrs) (*RopeTable, error) {
	dims, ok1 := a.Int("dims")
	theta, ok2 := a.Float("theta")
	if !ok1 || !ok2 || dims <= 0 || dims%2 != 0 || !(theta > 1) {
		return nil, fmt.Errorf("dims %v, theta %v, expected a positive even dims and theta > 1", a["dims"], a["theta"])
	}
	var y *Yarn
	if s, _ := a.Str("scaling"); s == "yarn" {
		f, _ := a.Float("factor")
		o, _ := a.Int("orig_max_pos")
		bf, _ := a.Float("beta_fast")
		bs, _ := a.Float("beta_slow")
		y = &Yarn{Factor: f, OrigMaxPos: o, BetaFast: bf, BetaSlow: bs}
		if tr, ok := a.Bool("truncate"); ok && !tr {
			y.NoTruncate = true
		}
		if !(y.Factor > 0) || y.OrigMaxPos <= 0 || !(y.BetaFast > 0) || !(y.BetaSlow > 0) {
			return nil, fmt.Errorf("yarn %+v, expected positive factor, original max positions and betas", *y)
		}
	}
	af := 1.0
	if v, ok := a.Float("attn_factor"); ok {
		af = v
	}
	return NewRope(int(dims), theta, y, af), nil
}

// RopeKey names the table a rope op's attributes make: two ops of one key share it.
func RopeKey(a ir.Attrs) string {
	var b strings.Builder
	for _, k := range []string{"dims", "theta", "scaling", "factor", "orig_max_pos", "beta_fast", "beta_slow", "truncate", "attn_factor"} {
		fmt.Fprintf(&b, "%s=%v;", k, a[k])
	}
	return b.String()
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
// YaRN (HF _compute_yarn_parameters), with corr(n) = dims·ln(orig/(n·2π)) / (2·ln theta) in float64:
//
//	low  = max(floor(corr(BetaFast)), 0); high = min(ceil(corr(BetaSlow)), dims-1); if low == high: high += 0.001
//	(with NoTruncate, transformers' truncate false: corr(BetaFast) and corr(BetaSlow) without floor and ceil)
//	ramp_i  = clamp((float32(i) - float32(low)) / float32(high-low), 0, 1)    (float32)
//	extra_i = 1 - ramp_i
//	invFreq_i = (1/(float32(Factor)·pos_i))·(1-extra_i) + (1/pos_i)·extra_i  (each op rounded to float32)
//
// Invalid parameters are configuration errors Rope and the compiler reject first; here they panic.
func NewRope(dims int, theta float64, yarn *Yarn, attnFactor float64) *RopeTable {
	if dims <= 0 || dims%2 != 0 {
		panic(fmt.Sprintf("opparams.NewRope: dims = %d, expected a positive even number", dims))
	}
	if !(theta > 1) {
		panic(fmt.Sprintf("opparams.NewRope: theta = %v, expected > 1", theta))
	}
	if yarn != nil && (!(yarn.Factor > 0) || yarn.OrigMaxPos <= 0 || !(yarn.BetaFast > 0) || !(yarn.BetaSlow > 0)) {
		panic(fmt.Sprintf("opparams.NewRope: yarn = %+v, expected positive factor, original max positions and betas", *yarn))
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
	low, high := corr(yarn.BetaFast), corr(yarn.BetaSlow)
	if !yarn.NoTruncate {
		low, high = math.Floor(low), math.Ceil(high)
	}
	low, high = math.Max(low, 0), math.Min(high, float64(dims-1))
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
