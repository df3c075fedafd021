package kernels

import (
	"afdc/targets/opparams"
	"math"
	"strings"
	"testing"
)

func TestRopeDefaultInvFreq(t *testing.T) {
	r := opparams.NewRope(64, 1e6, nil, 1)
	want := make([]float64, 32)
	for i := range want {
		want[i] = 1 / math.Pow(1e6, float64(2*i)/64)
	}
	closeTo(t, "inv_freq", r.InvFreq, want, 1e-6)
}

func TestYarnDeepSeekV3(t *testing.T) {
	const dim, theta, factor, orig = 64, 1e4, 40.0, 4096
	r := opparams.NewRope(dim, theta, &opparams.Yarn{Factor: factor, OrigMaxPos: orig, BetaFast: 32, BetaSlow: 1}, 1)
	if r.Low != 10 || r.High != 23 {
		t.Fatalf("correction range = [%v, %v], want [10, 23] (ARCH §2.4)", r.Low, r.High)
	}
	want := make([]float64, dim/2)
	for i := range want {
		p := math.Pow(theta, float64(2*i)/dim)
		ramp := math.Min(math.Max((float64(i)-10)/13, 0), 1)
		extra := 1 - ramp
		want[i] = 1/(factor*p)*(1-extra) + 1/p*extra
	}
	closeTo(t, "yarn inv_freq", r.InvFreq, want, 1e-6)
	// Below low the table is pure extrapolation, above high pure interpolation (1/factor).
	if got, want := float64(r.InvFreq[31])*factor, 1/math.Pow(theta, 62.0/64); math.Abs(got-want) > 1e-6*want {
		t.Errorf("inv_freq[31]·factor = %v, want 1/theta^(62/64)", float64(r.InvFreq[31])*factor)
	}
	if r.InvFreq[0] != 1 {
		t.Errorf("inv_freq[0] = %v, want 1", r.InvFreq[0])
	}
}

// refRope rotates pair (a, b) of each head by pos·invFreq_i, scaled by af, in float64.
func refRope(x []float32, rows int, pos []int32, heads, headDim, offset, dims int, inv []float32, af float64, style string) []float64 {
	out := f64(x)
	for r := 0; r < rows; r++ {
		for h := 0; h < heads; h++ {
			base := (r*heads+h)*headDim + offset
			for i := 0; i < dims/2; i++ {
				ia, ib := base+2*i, base+2*i+1
				if style == "neox" {
					ia, ib = base+i, base+i+dims/2
				}
				// HF forms the angle inv_freq ⊗ position_ids in float32 (ARCH §2.3), so the reference rounds it too.
				f := float64(float32(float64(pos[r]) * float64(inv[i])))
				c, s := math.Cos(f)*af, math.Sin(f)*af
				a, b := float64(x[ia]), float64(x[ib])
				out[ia], out[ib] = a*c-b*s, b*c+a*s
			}
		}
	}
	return out
}

func TestRopeApply(t *testing.T) {
	rng := newRNG(5)
	for _, tc := range []struct {
		style                     string
		heads, headDim, offset, d int
		yarn                      *opparams.Yarn
		af                        float64
	}{
		{"interleaved", 4, 24, 16, 8, &opparams.Yarn{Factor: 40, OrigMaxPos: 64, BetaFast: 32, BetaSlow: 1}, 1},
		{"interleaved", 1, 8, 0, 8, &opparams.Yarn{Factor: 40, OrigMaxPos: 64, BetaFast: 32, BetaSlow: 1}, 0.9},
		{"neox", 8, 16, 0, 8, nil, 1},
		{"neox", 2, 128, 0, 64, nil, 1},
	} {
		r := opparams.NewRope(tc.d, 1e4, tc.yarn, tc.af)
		const rows = 5
		pos := []int32{0, 1, 17, 300, 4095}
		x := randSlice(rng, rows*tc.heads*tc.headDim, 1)
		want := refRope(x, rows, pos, tc.heads, tc.headDim, tc.offset, tc.d, r.InvFreq, float64(float32(tc.af)), tc.style)
		ApplyRope(r, x, rows, pos, tc.heads, tc.headDim, tc.offset, tc.style)
		closeTo(t, tc.style, x, want, 2e-6)
	}
	r := opparams.NewRope(8, 1e4, nil, 1)
	if msg := panicMessage(func() { ApplyRope(r, make([]float32, 16), 1, []int32{0}, 1, 16, 10, "neox") }); !strings.Contains(msg, "rotary dims [10,18) exceed head_dim 16") {
		t.Errorf("bad offset: panic %q", msg)
	}
	if msg := panicMessage(func() { ApplyRope(r, make([]float32, 16), 1, []int32{0}, 1, 16, 0, "gptj") }); !strings.Contains(msg, `style "gptj"`) {
		t.Errorf("bad style: panic %q", msg)
	}
}
