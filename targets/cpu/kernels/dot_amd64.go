package kernels

import "golang.org/x/sys/cpu"

//go:noescape
func dot4F32AVX2(x0, x1, x2, x3, w *float32, n int, out *[4]float32)

//go:noescape
func dot4BF16AVX2(x0, x1, x2, x3 *float32, w *uint16, n int, out *[4]float32)

func init() {
	if cpu.X86.HasAVX2 && cpu.X86.HasFMA {
		dot4F32, dot4BF16, dotKernel = dot4F32AVX2, dot4BF16AVX2, "avx2+fma"
	}
}
