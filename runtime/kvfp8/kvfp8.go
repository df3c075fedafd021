// Package kvfp8 defines the FP8 form of the MLA latent cache: how a token's cached row is
// quantised, laid out and read back. Every target that offers the FP8 cache stores the values this
// package gives, so the CPU reference and a device's kernels agree to the bit on what the cache
// holds.
//
// A token's row of an MLA layer is its normalised latent c (rank values) and its roped key k_pe
// (rope values). In the FP8 form:
//
//   - the latent is cut into blocks of Block (128) values; each block has a scale s = 2^e, the
//     smallest power of two with max|c| ≤ 448·s over the block (e clamped to [MinExp, 127]; an
//     all-zero block has s = 1), and stores each value as the OCP float8 e4m3fn code of c/s,
//     rounded to nearest, ties to even, saturating at ±448 (a NaN becomes +448);
//   - the rope key stays in the activations' type (its values carry the position and are few).
//
// A power-of-two scale makes c/s exact and the read back code·s a bf16 (and an f32) for every
// block of finite values (MinExp keeps the smallest step, 2^-9·s, within bf16's subnormals), so a
// reader that multiplies in bf16 or f32 gets the same value. Per 128 values rather than per token:
// a small block of the latent keeps its own range.
//
// A device row is laid out in bytes as [rank e4m3 codes][rope values of the activations' type]
// [rank/Block scales, f32 little-endian], padded to a multiple of 16 bytes (so that every part of a
// row starts on 16 bytes where rank and rope allow): RowBytes in all, 656 bytes at DeepSeek's
// widths (rank 512, rope 64, bf16) against 1,152 for the bf16 row.
package kvfp8

import (
	"fmt"
	"math"

	"afdc/runtime/weights"
)

// Block is the latent values one scale covers.
const Block = 128

// MinExp is the smallest scale exponent: e4m3's smallest step times 2^MinExp is 2^-133, bf16's
// smallest subnormal, so that every code read back is a bf16.
const MinExp = -124

// Check reports whether a latent of rank values has the FP8 form: whole blocks of Block.
func Check(rank int) error {
	if rank <= 0 || rank%Block != 0 {
		return fmt.Errorf("latent rank %d, expected a positive multiple of %d for the FP8 KV cache (one scale a block of %d values)", rank, Block, Block)
	}
	return nil
}

// RowBytes is the bytes of a device row: the codes, the rope key in elem-byte values and the
// scales, padded to 16 bytes.
func RowBytes(rank, rope, elem int) int { return (rank + rope*elem + 4*(rank/Block) + 15) / 16 * 16 }

// ScaleExp is the exponent e of the block scale 2^e for a block whose largest magnitude is amax:
// the smallest e with amax ≤ 448·2^e, clamped to [MinExp, 127]; 0 for amax 0. It reads only amax's
// bits, as a device kernel does: amax = 1.f·2^(E−127) ≤ 1.75·2^(8+e) exactly when e ≥ E−135 for
// 1.f ≤ 1.75, else e ≥ E−134.
func ScaleExp(amax float32) int {
	b := math.Float32bits(amax) &^ (1 << 31)
	switch {
	case b == 0:
		return 0
	case b >= 0x7f800000: // infinite or NaN: the largest scale, the values saturate
		return 127
	}
	E, f := int(b>>23), b&0x7fffff
	var e int
	if E == 0 { // an f32 subnormal: the smallest scale
		e = MinExp
	} else if f <= 0x600000 {
		e = E - 135
	} else {
		e = E - 134
	}
	return min(max(e, MinExp), 127)
}

// Code is the e4m3fn code of x (already divided by its block's scale): nearest, ties to even,
// saturating at ±448; NaN, whatever its sign bit (which a device's arithmetic does not keep),
// gives +448's code.
func Code(x float32) uint8 {
	if x != x {
		return 0x7e
	}
	return weights.Float32ToF8E4M3(x)
}

// Value is the value an e4m3fn code stands for, times 2^e. Codes 0x7f and 0xff (e4m3fn's NaN),
// which Code never gives, read as ±480·2^e, as a device's shift-and-multiply decode reads them.
func Value(c uint8, e int) float32 {
	if c&0x7f == 0x7f {
		return float32(math.Ldexp(math.Copysign(480, float64(int8(c))), e))
	}
	return float32(math.Ldexp(float64(weights.F8E4M3ToFloat32(c)), e))
}

// Quantize stores the latent c (a multiple of Block values) as codes and per-block scale
// exponents.
func Quantize(codes []uint8, exps []int, c []float32) {
	if len(codes) != len(c) || len(exps)*Block != len(c) {
		panic(fmt.Sprintf("kvfp8.Quantize: %d codes and %d scales for %d values, expected one code a value and one scale a block of %d", len(codes), len(exps), len(c), Block))
	}
	for b := range exps {
		blk := c[b*Block : (b+1)*Block]
		var amax float32
		for _, x := range blk {
			if a := float32(math.Abs(float64(x))); a > amax || a != a {
				amax = a
			}
		}
		e := ScaleExp(amax)
		exps[b] = e
		s := float32(math.Ldexp(1, -e))
		for i, x := range blk {
			codes[b*Block+i] = Code(x * s)
		}
	}
}

// RoundTrip replaces the latent c by what the FP8 cache reads back for it: each value quantised
// with its block's scale and multiplied back. The CPU target stores these values.
func RoundTrip(c []float32) {
	codes := make([]uint8, len(c))
	exps := make([]int, len(c)/Block)
	Quantize(codes, exps, c)
	for i := range c {
		c[i] = Value(codes[i], exps[i/Block])
	}
}
