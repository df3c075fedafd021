package kernels

import (
	"math"
	"unsafe"
)

// The weight dot products of Linear and the routed experts run in one canonical order, whichever
// kernel computes them, so that an output element's bits depend only on its own activation row, its
// weight row and the length: never on the batch, the block a row falls into, the row's address, or
// whether the weights are f32 or bf16 (bf16 widens to f32 exactly, in registers).
//
// For a dot of length n, with m = n rounded down to a multiple of 16:
//
//	lane[l] = fma(x[k], w[k], lane[l]) for k = l, l+16, … < m, from lane[l] = 0   (l = 0..15)
//	a[l] = lane[l] + lane[l+8];  b[l] = a[l] + a[l+4];  c[l] = b[l] + b[l+2];  s = c[0] + c[1]
//	s = s + x[k]·w[k] for k = m … n-1 (product rounded, then sum rounded)
//
// On amd64 with AVX2 and FMA the lanes are two Y registers (dot_amd64.s), each step a fused
// multiply-add. Elsewhere dot4F32Go and dot4BF16Go compute the same sums in Go with the product
// rounded before the add (Go has no float32 fma; the explicit rounding keeps the compiler from
// fusing on some architectures and not others): batch invariant in the same way, though its bits
// may differ from the assembly's in the last place. One process uses one kernel for every dot.

// dot4F32 and dot4BF16 compute the lane sums of four activation rows against one weight row over
// the first n values (n a multiple of 16), folded as above, into out. dot4x4F32 and dot4x4BF16,
// where the CPU has them (nil otherwise), do the same for four rows against four weight rows w,
// w+stride, w+2·stride, w+3·stride, out[4r+c] for row r and weight row c.
var (
	dot4F32    = dot4F32Go
	dot4BF16   = dot4BF16Go
	dot4x4F32  func(x0, x1, x2, x3, w *float32, stride, n int, out *[16]float32)
	dot4x4BF16 func(x0, x1, x2, x3 *float32, w *uint16, stride, n int, out *[16]float32)
	dotKernel  = "go"
)

// DotKernel names the kernel the weight dot products use in this process: "avx512", "avx2+fma"
// or "go".
func DotKernel() string { return dotKernel }

// dotSet is one choice of kernels, for the tests that run them all.
type dotSet struct {
	name   string
	f32    func(x0, x1, x2, x3, w *float32, n int, out *[4]float32)
	bf16   func(x0, x1, x2, x3 *float32, w *uint16, n int, out *[4]float32)
	f32x4  func(x0, x1, x2, x3, w *float32, stride, n int, out *[16]float32)
	bf16x4 func(x0, x1, x2, x3 *float32, w *uint16, stride, n int, out *[16]float32)
}

// dotSets are the kernels this CPU can run, the portable one first, the one in use last.
var dotSets = []dotSet{{"go", dot4F32Go, dot4BF16Go, nil, nil}}

func currentDot() dotSet {
	return dotSet{dotKernel, dot4F32, dot4BF16, dot4x4F32, dot4x4BF16}
}

func useDot(s dotSet) {
	dotKernel, dot4F32, dot4BF16, dot4x4F32, dot4x4BF16 = s.name, s.f32, s.bf16, s.f32x4, s.bf16x4
}

func fold16(l *[16]float32) float32 {
	var a [8]float32
	for i := range a {
		a[i] = l[i] + l[i+8]
	}
	b0, b1, b2, b3 := a[0]+a[4], a[1]+a[5], a[2]+a[6], a[3]+a[7]
	c0, c1 := b0+b2, b1+b3
	return c0 + c1
}

func dot4F32Go(x0, x1, x2, x3, w *float32, n int, out *[4]float32) {
	ws := unsafe.Slice(w, n)
	for i, xp := range [4]*float32{x0, x1, x2, x3} {
		if i > 0 && xp == x0 {
			out[i] = out[0] // a padding row (see linearBlock)
			continue
		}
		xs := unsafe.Slice(xp, n)
		var l [16]float32
		for k := 0; k+16 <= n; k += 16 {
			xk, wk := xs[k:k+16:k+16], ws[k:k+16:k+16]
			for j := range l {
				l[j] += float32(xk[j] * wk[j])
			}
		}
		out[i] = fold16(&l)
	}
}

func dot4BF16Go(x0, x1, x2, x3 *float32, w *uint16, n int, out *[4]float32) {
	ws := unsafe.Slice(w, n)
	for i, xp := range [4]*float32{x0, x1, x2, x3} {
		if i > 0 && xp == x0 {
			out[i] = out[0] // a padding row (see linearBlock)
			continue
		}
		xs := unsafe.Slice(xp, n)
		var l [16]float32
		for k := 0; k+16 <= n; k += 16 {
			xk, wk := xs[k:k+16:k+16], ws[k:k+16:k+16]
			for j := range l {
				l[j] += float32(xk[j] * math.Float32frombits(uint32(wk[j])<<16))
			}
		}
		out[i] = fold16(&l)
	}
}
