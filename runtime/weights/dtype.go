package weights

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// dtypeSizes is the byte size of one element of each dtype a safetensors header may name.
var dtypeSizes = map[string]int64{
	"BOOL": 1, "U8": 1, "I8": 1, "F8_E4M3": 1, "F8_E5M2": 1,
	"U16": 2, "I16": 2, "F16": 2, "BF16": 2,
	"U32": 4, "I32": 4, "F32": 4,
	"U64": 8, "I64": 8, "F64": 8,
}

// DTypeSize is the byte size of one element of a safetensors dtype ("BF16" → 2).
func DTypeSize(dtype string) (int64, bool) {
	n, ok := dtypeSizes[dtype]
	return n, ok
}

func knownDTypes() string {
	names := make([]string, 0, len(dtypeSizes))
	for n := range dtypeSizes {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// Loadable reports whether Float32 can convert a tensor of this dtype (F8_E4M3 needs its scale tensor too).
func Loadable(dtype string) bool {
	switch dtype {
	case "F32", "BF16", "F16", "F8_E4M3":
		return true
	}
	return false
}

const loadableList = "F32, BF16, F16 or F8_E4M3"

// BF16ToFloat32 converts one bfloat16 value; exact, since bf16 is the top half of an f32.
func BF16ToFloat32(h uint16) float32 { return math.Float32frombits(uint32(h) << 16) }

// Float32ToBF16 rounds to the nearest bfloat16, ties to even. NaN stays NaN (quiet), infinities stay.
func Float32ToBF16(f float32) uint16 {
	b := math.Float32bits(f)
	if b&0x7fffffff > 0x7f800000 { // NaN: truncating could clear the payload and make it inf
		return uint16(b>>16) | 0x0040
	}
	b += 0x7fff + (b>>16)&1
	return uint16(b >> 16)
}

// F16ToFloat32 converts one IEEE binary16 value exactly, subnormals, infinities and NaN included.
func F16ToFloat32(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h) & 0x3ff
	switch {
	case exp == 0x1f: // inf or NaN, payload kept in the top mantissa bits
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	case exp == 0: // zero or subnormal: mant × 2^-24, exact in f32
		v := float32(mant) * (1.0 / (1 << 24))
		return math.Float32frombits(sign | math.Float32bits(v))
	}
	return math.Float32frombits(sign | (exp+127-15)<<23 | mant<<13)
}

// Float32ToF16 rounds to the nearest binary16, ties to even; overflow gives infinity.
func Float32ToF16(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int(b>>23) & 0xff
	mant := b & 0x7fffff
	if exp == 0xff {
		if mant != 0 {
			return sign | 0x7e00 | uint16(mant>>13)
		}
		return sign | 0x7c00
	}
	e := exp - 127 + 15
	if e >= 0x1f {
		return sign | 0x7c00
	}
	if e <= 0 {
		// Subnormal result: the f16 mantissa is value / 2^-24 = mant24 × 2^(e-14).
		if exp == 0 {
			return sign // f32 subnormals are far below half the smallest f16 subnormal
		}
		shift := uint(14 - e)
		if shift > 24 {
			return sign
		}
		m := mant | 0x800000
		r := m >> shift
		rem := m & (1<<shift - 1)
		half := uint32(1) << (shift - 1)
		if rem > half || rem == half && r&1 == 1 {
			r++ // may carry into the smallest normal, which is the right answer
		}
		return sign | uint16(r)
	}
	r := uint32(e)<<10 | mant>>13
	rem := mant & 0x1fff
	if rem > 0x1000 || rem == 0x1000 && r&1 == 1 {
		r++ // may carry into the exponent, up to infinity, which is the right answer
	}
	return sign | uint16(r)
}

// f8e4m3Table holds the float32 value of every OCP e4m3fn code. Read-only after init, so safe for
// concurrent use.
var f8e4m3Table = func() (t [256]float32) {
	for c := range 256 {
		t[c] = f8e4m3Bits(uint8(c))
	}
	return t
}()

// f8e4m3Bits builds the f32 of an e4m3fn code from its fields: sign, 4 exponent bits with bias 7,
// 3 mantissa bits; no infinities; S.1111.111 is NaN, so the largest finite value is 1.75 × 2^8 = 448.
func f8e4m3Bits(c uint8) float32 {
	sign := uint32(c&0x80) << 24
	exp := uint32(c>>3) & 0xf
	mant := uint32(c) & 0x7
	switch {
	case exp == 0xf && mant == 0x7:
		return math.Float32frombits(sign | 0x7fc00000)
	case exp == 0:
		// Subnormal: mant × 2^-9. Normalise into an f32 normal by finding the leading bit.
		if mant == 0 {
			return math.Float32frombits(sign)
		}
		e := uint32(127 - 9)
		for mant&0x8 == 0 {
			mant <<= 1
			e--
		}
		e += 3
		return math.Float32frombits(sign | e<<23 | (mant&0x7)<<20)
	}
	return math.Float32frombits(sign | (exp+127-7)<<23 | mant<<20)
}

// F8E4M3ToFloat32 converts one OCP float8 e4m3fn code exactly.
func F8E4M3ToFloat32(c uint8) float32 { return f8e4m3Table[c] }

// Float32ToF8E4M3 rounds to the nearest e4m3fn code, ties to even, saturating at ±448 (as block
// quantisers clamp before casting); NaN gives the NaN code 0x7f.
func Float32ToF8E4M3(f float32) uint8 {
	if f != f {
		return 0x7f
	}
	var sign uint8
	if math.Signbit(float64(f)) {
		sign = 0x80
		f = -f
	}
	// Codes 0x00..0x7e are the non-negative finite values in increasing order.
	i := sort.Search(0x7f, func(i int) bool { return f8e4m3Table[i] >= f })
	if i == 0x7f {
		return sign | 0x7e
	}
	if i > 0 && f8e4m3Table[i] != f {
		lo, hi := f8e4m3Table[i-1], f8e4m3Table[i]
		if d1, d2 := f-lo, hi-f; d1 < d2 || d1 == d2 && (i-1)&1 == 0 {
			i--
		}
	}
	return sign | uint8(i)
}

// DecodeBF16 converts little-endian bfloat16 bytes to float32.
func DecodeBF16(b []byte) ([]float32, error) {
	if len(b)%2 != 0 {
		return nil, fmt.Errorf("bf16 data of %d bytes, expected an even length", len(b))
	}
	out := make([]float32, len(b)/2)
	for i := range out {
		out[i] = BF16ToFloat32(uint16(b[2*i]) | uint16(b[2*i+1])<<8)
	}
	return out, nil
}

// DecodeF16 converts little-endian binary16 bytes to float32.
func DecodeF16(b []byte) ([]float32, error) {
	if len(b)%2 != 0 {
		return nil, fmt.Errorf("f16 data of %d bytes, expected an even length", len(b))
	}
	out := make([]float32, len(b)/2)
	for i := range out {
		out[i] = F16ToFloat32(uint16(b[2*i]) | uint16(b[2*i+1])<<8)
	}
	return out, nil
}

// DecodeF32 converts little-endian float32 bytes to a new slice.
func DecodeF32(b []byte) ([]float32, error) {
	if len(b)%4 != 0 {
		return nil, fmt.Errorf("f32 data of %d bytes, expected a multiple of 4", len(b))
	}
	out := make([]float32, len(b)/4)
	for i := range out {
		out[i] = math.Float32frombits(uint32(b[4*i]) | uint32(b[4*i+1])<<8 | uint32(b[4*i+2])<<16 | uint32(b[4*i+3])<<24)
	}
	return out, nil
}

// DecodeF8E4M3 converts e4m3fn codes to float32 (no scaling).
func DecodeF8E4M3(b []byte) []float32 {
	out := make([]float32, len(b))
	for i, c := range b {
		out[i] = f8e4m3Table[c]
	}
	return out
}

// EncodeF32 writes float32 values as little-endian bytes.
func EncodeF32(v []float32) []byte {
	out := make([]byte, 4*len(v))
	for i, f := range v {
		b := math.Float32bits(f)
		out[4*i], out[4*i+1], out[4*i+2], out[4*i+3] = byte(b), byte(b>>8), byte(b>>16), byte(b>>24)
	}
	return out
}

// EncodeBF16 rounds float32 values to bfloat16 (nearest, ties to even), little-endian.
func EncodeBF16(v []float32) []byte {
	out := make([]byte, 2*len(v))
	for i, f := range v {
		h := Float32ToBF16(f)
		out[2*i], out[2*i+1] = byte(h), byte(h>>8)
	}
	return out
}

// EncodeF16 rounds float32 values to binary16 (nearest, ties to even), little-endian.
func EncodeF16(v []float32) []byte {
	out := make([]byte, 2*len(v))
	for i, f := range v {
		h := Float32ToF16(f)
		out[2*i], out[2*i+1] = byte(h), byte(h>>8)
	}
	return out
}

// EncodeF8E4M3 rounds float32 values to e4m3fn codes (nearest, ties to even, saturating at ±448).
func EncodeF8E4M3(v []float32) []byte {
	out := make([]byte, len(v))
	for i, f := range v {
		out[i] = Float32ToF8E4M3(f)
	}
	return out
}
