package kernels

import "golang.org/x/sys/cpu"

//go:noescape
func dot4F32AVX2(x0, x1, x2, x3, w *float32, n int, out *[4]float32)

//go:noescape
func dot4BF16AVX2(x0, x1, x2, x3 *float32, w *uint16, n int, out *[4]float32)

//go:noescape
func dot4x4F32AVX512(x0, x1, x2, x3, w *float32, stride, n int, out *[16]float32)

//go:noescape
func dot4x4BF16AVX512(x0, x1, x2, x3 *float32, w *uint16, stride, n int, out *[16]float32)

func init() {
	if cpu.X86.HasAVX2 && cpu.X86.HasFMA {
		dotSets = append(dotSets, dotSet{"avx2+fma", dot4F32AVX2, dot4BF16AVX2, nil, nil})
	}
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512VL && cpu.X86.HasAVX2 && cpu.X86.HasFMA {
		dotSets = append(dotSets, dotSet{"avx512", dot4F32AVX2, dot4BF16AVX2, dot4x4F32AVX512, dot4x4BF16AVX512})
	}
	useDot(dotSets[len(dotSets)-1])
}
