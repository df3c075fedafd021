package kgen

import (
	"math"
	"testing"
)

// TestF16Bits: the interpreter's f32→f16 rounding (PackH2's semantics) gives back every finite f16
// from its value, rounds ties to even and saturates, so the FP8 tensor-core kernels' activations are
// checked against the rounding the device does.
func TestF16Bits(t *testing.T) {
	for b := range 1 << 16 {
		h := uint16(b)
		if h>>10&0x1f == 0x1f { // inf and NaN: PackH2 saturates before them
			continue
		}
		if got := f16Bits(h2Value(mmaF16, uint32(h), 0)); got != h {
			t.Fatalf("f16 %#04x: value %g rounds to %#04x", h, h2Value(mmaF16, uint32(h), 0), got)
		}
	}
	for _, c := range []struct {
		x    float64
		want uint16
	}{
		{1 + math.Ldexp(1, -11), 0x3c00},   // a tie: to even
		{1 + 3*math.Ldexp(1, -11), 0x3c02}, // a tie: to even (up)
		{65520, 0x7bff},                    // past the largest: saturated, not inf
		{-1e9, 0xfbff},
		{math.NaN(), 0x7bff},
		{math.Ldexp(1, -25), 0},          // half the smallest subnormal: a tie, to even (zero)
		{math.Ldexp(3, -26), 0x0001},     // above half: the smallest subnormal
		{1 - math.Ldexp(1, -13), 0x3c00}, // rounds up into the next binade
	} {
		if got := f16Bits(c.x); got != c.want {
			t.Errorf("f16Bits(%g) = %#04x, want %#04x", c.x, got, c.want)
		}
	}
}
