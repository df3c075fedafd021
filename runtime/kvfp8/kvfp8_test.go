package kvfp8

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestScaleExp: the exponent is the smallest with amax ≤ 448·2^e, checked against a search over
// exponents for magnitudes around every boundary.
func TestScaleExp(t *testing.T) {
	want := func(amax float32) int {
		for e := MinExp; e <= 127; e++ {
			if float64(amax) <= 448*math.Ldexp(1, e) {
				return e
			}
		}
		return 127
	}
	r := rand.New(rand.NewPCG(1, 2))
	xs := []float32{448, 448.00003, 447.99997, 1, 0.5, 1e-30, 1e-40, 3e38, 1.75, 1.7500001, 224, 896, 896.0001}
	for range 2000 {
		xs = append(xs, float32(math.Ldexp(r.Float64()+0.5, r.IntN(200)-100)))
	}
	for _, x := range xs {
		if g, w := ScaleExp(x), want(x); g != w {
			t.Errorf("ScaleExp(%g) = %d, expected %d", x, g, w)
		}
	}
	if g := ScaleExp(0); g != 0 {
		t.Errorf("ScaleExp(0) = %d, expected 0", g)
	}
	if g := ScaleExp(float32(math.Inf(1))); g != 127 {
		t.Errorf("ScaleExp(+Inf) = %d, expected 127", g)
	}
}

// TestRoundTrip: every value comes back within half an e4m3 step of its block's scale (relative
// 2^-4 of the value for the block's normal codes), each block's largest value lands within 448·s,
// a block of zeros stays zero, and values already on the grid come back exactly.
func TestRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	c := make([]float32, 4*Block)
	for i := range c {
		c[i] = float32(r.NormFloat64() * math.Ldexp(1, i/Block*6-8)) // blocks of very different ranges
	}
	for i := 3 * Block; i < 4*Block; i++ {
		c[i] = 0
	}
	orig := append([]float32(nil), c...)
	codes := make([]uint8, len(c))
	exps := make([]int, 4)
	Quantize(codes, exps, c)
	RoundTrip(c)
	for b := range 4 {
		var amax float64
		for _, x := range orig[b*Block : (b+1)*Block] {
			amax = max(amax, math.Abs(float64(x)))
		}
		s := math.Ldexp(1, exps[b])
		if amax > 448*s || (amax > 0 && amax <= 224*s) {
			t.Errorf("block %d: amax %g, scale 2^%d: expected 224·s < amax ≤ 448·s", b, amax, exps[b])
		}
		for i := b * Block; i < (b+1)*Block; i++ {
			got, want := float64(c[i]), float64(orig[i])
			// e4m3 has 3 mantissa bits: the error is at most 2^-4 of the value, or half the
			// subnormal step 2^-9·s below 2^-6·s.
			if bound := max(math.Abs(want)/16, math.Ldexp(s, -10)); math.Abs(got-want) > bound {
				t.Errorf("value %d: %g came back as %g, expected within %g", i, want, got, bound)
			}
			if got != float64(Value(codes[i], exps[b])) {
				t.Errorf("value %d: RoundTrip gave %g, Value of its code %g", i, got, Value(codes[i], exps[b]))
			}
		}
	}
	again := append([]float32(nil), c...)
	RoundTrip(again)
	for i := range c {
		if again[i] != c[i] {
			t.Fatalf("value %d: %g on the grid came back as %g", i, c[i], again[i])
		}
	}
}

// TestSaturate: infinities saturate to the largest code of their sign and NaN to +448's, instead
// of reaching the cache as e4m3fn's NaN.
func TestSaturate(t *testing.T) {
	for _, tc := range []struct {
		x    float32
		want uint8
	}{{float32(math.Inf(1)), 0x7e}, {float32(math.Inf(-1)), 0xfe}, {float32(math.NaN()), 0x7e}, {-float32(math.NaN()), 0x7e}, {500, 0x7e}, {-460, 0xfe}, {448, 0x7e}} {
		if g := Code(tc.x); g != tc.want {
			t.Errorf("Code(%g) = %#x, expected %#x", tc.x, g, tc.want)
		}
	}
	if v := Value(0x7f, 0); v != 480 {
		t.Errorf("Value(0x7f, 0) = %g, expected 480 (the device decode's reading)", v)
	}
}

func TestCheck(t *testing.T) {
	for _, r := range []int{128, 512} {
		if err := Check(r); err != nil {
			t.Errorf("Check(%d): %v", r, err)
		}
	}
	for _, r := range []int{0, 100, 192, -128} {
		if Check(r) == nil {
			t.Errorf("Check(%d) = nil, expected an error", r)
		}
	}
	if g := RowBytes(512, 64, 2); g != 656 {
		t.Errorf("RowBytes(512, 64, 2) = %d, expected 656", g)
	}
}

// TestMinExpBF16: at the smallest scale every code reads back as a bf16 (its value keeps 8
// significant bits and lies within bf16's subnormals), so a device that widens codes into bf16
// reads what the reference reads; one exponent lower, the smallest codes would not.
func TestMinExpBF16(t *testing.T) {
	bf16 := func(x float32) bool { return math.Float32bits(x)&0xffff == 0 }
	for c := range 0x7f {
		if v := Value(uint8(c), MinExp); !bf16(v) {
			t.Errorf("code %#x at 2^%d: %g is not a bf16", c, MinExp, v)
		}
	}
	if v := Value(1, MinExp-1); bf16(v) {
		t.Errorf("code 1 at 2^%d: %g is a bf16, expected MinExp to be the lowest exponent that keeps every code one", MinExp-1, v)
	}
}
