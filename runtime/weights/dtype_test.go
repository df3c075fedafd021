package weights

import (
	"math"
	"testing"
)

// e4m3Reference computes an OCP e4m3fn code from its fields with float64 arithmetic, independently
// of the bit construction in f8e4m3Bits.
func e4m3Reference(c uint8) float64 {
	s, e, m := c>>7, int(c>>3)&0xf, float64(c&7)
	if e == 0xf && m == 7 {
		return math.NaN()
	}
	var v float64
	if e == 0 {
		v = math.Ldexp(m/8, 1-7)
	} else {
		v = math.Ldexp(1+m/8, e-7)
	}
	if s == 1 {
		v = -v
	}
	return v
}

func TestF8E4M3AllCodes(t *testing.T) {
	for c := range 256 {
		got := F8E4M3ToFloat32(uint8(c))
		want := e4m3Reference(uint8(c))
		if math.IsNaN(want) {
			if !math.IsNaN(float64(got)) {
				t.Errorf("code %#02x: got %v, want NaN", c, got)
			}
			continue
		}
		if float64(got) != want || math.Signbit(float64(got)) != math.Signbit(want) {
			t.Errorf("code %#02x: got %v, want %v", c, got, want)
		}
	}
	// Landmarks of the format, stated directly.
	for _, tc := range []struct {
		code uint8
		want float32
	}{{0x7e, 448}, {0xfe, -448}, {0x38, 1}, {0x08, 1.0 / 64}, {0x01, 1.0 / 512}, {0x07, 7.0 / 512}} {
		if got := F8E4M3ToFloat32(tc.code); got != tc.want {
			t.Errorf("code %#02x: got %v, want %v", tc.code, got, tc.want)
		}
	}
	if v := F8E4M3ToFloat32(0x80); v != 0 || !math.Signbit(float64(v)) {
		t.Errorf("code 0x80: got %v, want -0", v)
	}
	got := DecodeF8E4M3([]byte{0x38, 0xc0, 0x7f})
	if got[0] != 1 || got[1] != -2 || !math.IsNaN(float64(got[2])) {
		t.Errorf("DecodeF8E4M3: got %v, want [1 -2 NaN]", got)
	}
}

func TestF8E4M3Encode(t *testing.T) {
	for c := range 256 {
		if c&0x7f == 0x7f {
			continue
		}
		if got := Float32ToF8E4M3(F8E4M3ToFloat32(uint8(c))); got != uint8(c) {
			t.Errorf("round trip of code %#02x gave %#02x", c, got)
		}
	}
	// Midpoints between neighbours go to the even code; just off them, to the nearer one.
	for c := uint8(0); c < 0x7e; c++ {
		lo, hi := F8E4M3ToFloat32(c), F8E4M3ToFloat32(c+1)
		mid := float32((float64(lo) + float64(hi)) / 2)
		even := c
		if c&1 == 1 {
			even = c + 1
		}
		if got := Float32ToF8E4M3(mid); got != even {
			t.Errorf("midpoint %v of %#02x,%#02x gave %#02x, want %#02x", mid, c, c+1, got, even)
		}
		if got := Float32ToF8E4M3(math.Nextafter32(mid, 0)); got != c {
			t.Errorf("just below %v gave %#02x, want %#02x", mid, got, c)
		}
		if got := Float32ToF8E4M3(math.Nextafter32(mid, 1000)); got != c+1 {
			t.Errorf("just above %v gave %#02x, want %#02x", mid, got, c+1)
		}
	}
	for _, tc := range []struct {
		in   float32
		want uint8
	}{{1000, 0x7e}, {-1e9, 0xfe}, {float32(math.Inf(1)), 0x7e}, {float32(math.NaN()), 0x7f}, {1e-9, 0}} {
		if got := Float32ToF8E4M3(tc.in); got != tc.want {
			t.Errorf("Float32ToF8E4M3(%v) = %#02x, want %#02x", tc.in, got, tc.want)
		}
	}
}

func f16Reference(h uint16) float64 {
	s, e, m := h>>15, int(h>>10)&0x1f, float64(h&0x3ff)
	var v float64
	switch {
	case e == 0x1f && m != 0:
		return math.NaN()
	case e == 0x1f:
		v = math.Inf(1)
	case e == 0:
		v = math.Ldexp(m, -24)
	default:
		v = math.Ldexp(1+m/1024, e-15)
	}
	if s == 1 {
		v = -v
	}
	return v
}

func TestF16AllCodes(t *testing.T) {
	for c := range 1 << 16 {
		h := uint16(c)
		got := F16ToFloat32(h)
		want := f16Reference(h)
		if math.IsNaN(want) {
			if !math.IsNaN(float64(got)) {
				t.Errorf("f16 %#04x: got %v, want NaN", h, got)
			}
		} else if float64(got) != want || math.Signbit(float64(got)) != math.Signbit(want) {
			t.Errorf("f16 %#04x: got %v, want %v", h, got, want)
		}
		if back := Float32ToF16(got); back != h && !math.IsNaN(want) {
			t.Errorf("f16 %#04x: round trip gave %#04x", h, back)
		} else if math.IsNaN(want) && back&0x7c00 != 0x7c00 || math.IsNaN(want) && back&0x3ff == 0 {
			t.Errorf("f16 NaN %#04x: round trip gave %#04x, not a NaN", h, back)
		}
	}
}

// checkRounding checks nearest-even rounding at every midpoint between neighbouring positive codes
// lo and lo+1 up to maxCode; the value after maxCode is treated as its finite continuation so the
// overflow to infinity is checked too.
func checkRounding(t *testing.T, kind string, maxCode uint16, toF32 func(uint16) float32, next float64, enc func(float32) uint16) {
	t.Helper()
	for c := uint16(0); c <= maxCode; c++ {
		lo := float64(toF32(c))
		hi := next
		if c < maxCode {
			hi = float64(toF32(c + 1))
		}
		mid := float32((lo + hi) / 2)
		if float64(mid) != (lo+hi)/2 {
			t.Fatalf("%s: midpoint of %#04x not exact in f32", kind, c)
		}
		even := c
		if c&1 == 1 {
			even = c + 1
		}
		if got := enc(mid); got != even {
			t.Errorf("%s: midpoint %v after %#04x gave %#04x, want %#04x", kind, mid, c, got, even)
		}
		if got := enc(math.Nextafter32(mid, 0)); got != c {
			t.Errorf("%s: just below %v gave %#04x, want %#04x", kind, mid, got, c)
		}
		if got := enc(math.Nextafter32(mid, float32(math.Inf(1)))); got != c+1 {
			t.Errorf("%s: just above %v gave %#04x, want %#04x", kind, mid, got, c+1)
		}
	}
}

func TestF16Rounding(t *testing.T) {
	checkRounding(t, "f16", 0x7bff, F16ToFloat32, 65536, Float32ToF16)
	if got := Float32ToF16(-70000); got != 0xfc00 {
		t.Errorf("-70000 gave %#04x, want -inf 0xfc00", got)
	}
	if got := Float32ToF16(math.SmallestNonzeroFloat32); got != 0 {
		t.Errorf("smallest f32 subnormal gave %#04x, want 0", got)
	}
}

func TestBF16(t *testing.T) {
	checkRounding(t, "bf16", 0x7f7f, BF16ToFloat32, math.Ldexp(1, 128), Float32ToBF16)
	for c := range 1 << 16 {
		h := uint16(c)
		f := BF16ToFloat32(h)
		if math.Float32bits(f) != uint32(h)<<16 {
			t.Fatalf("bf16 %#04x: got bits %#08x", h, math.Float32bits(f))
		}
		if f == f && Float32ToBF16(f) != h {
			t.Errorf("bf16 %#04x: round trip gave %#04x", h, Float32ToBF16(f))
		}
	}
	// A NaN whose payload lies only in the low half must stay NaN, not become infinity.
	nan := math.Float32frombits(0x7f800001)
	if got := BF16ToFloat32(Float32ToBF16(nan)); !math.IsNaN(float64(got)) {
		t.Errorf("NaN 0x7f800001 became %v", got)
	}
}

func TestEncodeDecode(t *testing.T) {
	v := []float32{1, -2.5, 3.140625, 0, float32(math.Inf(-1))}
	f32, err := DecodeF32(EncodeF32(v))
	if err != nil || !equalF32(f32, v) {
		t.Errorf("F32 round trip: got %v, %v; want %v", f32, err, v)
	}
	bf, err := DecodeBF16(EncodeBF16(v))
	if err != nil || !equalF32(bf, v) {
		t.Errorf("BF16 round trip: got %v, %v; want %v", bf, err, v)
	}
	hf, err := DecodeF16(EncodeF16(v))
	if err != nil || !equalF32(hf, v) {
		t.Errorf("F16 round trip: got %v, %v; want %v", hf, err, v)
	}
	if b := EncodeBF16([]float32{1.00390625}); b[0] != 0x80 || b[1] != 0x3f {
		t.Errorf("EncodeBF16(1+2^-8) = % x, want 80 3f (tie to even, down to 1)", b)
	}
	if _, err := DecodeBF16([]byte{1, 2, 3}); err == nil || err.Error() != "bf16 data of 3 bytes, expected an even length" {
		t.Errorf("DecodeBF16 odd length: got %v", err)
	}
	if _, err := DecodeF16([]byte{1}); err == nil || err.Error() != "f16 data of 1 bytes, expected an even length" {
		t.Errorf("DecodeF16 odd length: got %v", err)
	}
	if _, err := DecodeF32([]byte{1, 2}); err == nil || err.Error() != "f32 data of 2 bytes, expected a multiple of 4" {
		t.Errorf("DecodeF32 short: got %v", err)
	}
}

func equalF32(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
			return false
		}
	}
	return true
}
