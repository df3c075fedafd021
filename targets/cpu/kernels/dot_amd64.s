#include "textflag.h"

// The 4-row dot kernels: out[i] = Σ_k x_i[k]·w[k] over k < n (n a multiple of 16), for four
// activation rows x_0..x_3 against one weight row w, in the package's canonical order: sixteen lane
// sums, lane l holding the fused multiply-adds of k ≡ l (mod 16) in ascending k, folded as
// l+8, then l+4, then l+2, then l+1 (see dot.go). On AVX2 the sixteen lanes are two Y registers.

// REDUCE16 folds the sixteen lanes of (lo, hi) into the low float of lo and stores it at dst.
#define REDUCE16(lo, hi, xlo, dst) \
	VADDPS hi, lo, lo; \
	VEXTRACTF128 $1, lo, X14; \
	VADDPS X14, xlo, xlo; \
	VMOVHLPS xlo, xlo, X14; \
	VADDPS X14, xlo, xlo; \
	VMOVSHDUP xlo, X14; \
	VADDSS X14, xlo, xlo; \
	VMOVSS xlo, dst

// func dot4F32AVX2(x0, x1, x2, x3, w *float32, n int, out *[4]float32)
TEXT ·dot4F32AVX2(SB), NOSPLIT, $0-56
	MOVQ x0+0(FP), AX
	MOVQ x1+8(FP), BX
	MOVQ x2+16(FP), CX
	MOVQ x3+24(FP), DX
	MOVQ w+32(FP), SI
	MOVQ n+40(FP), DI
	MOVQ out+48(FP), R8
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	VXORPS Y2, Y2, Y2
	VXORPS Y3, Y3, Y3
	VXORPS Y4, Y4, Y4
	VXORPS Y5, Y5, Y5
	VXORPS Y6, Y6, Y6
	VXORPS Y7, Y7, Y7
	SHLQ $2, DI
	XORQ R9, R9

f32loop:
	CMPQ R9, DI
	JGE  f32done
	VMOVUPS (SI)(R9*1), Y8
	VMOVUPS 32(SI)(R9*1), Y9
	VFMADD231PS (AX)(R9*1), Y8, Y0
	VFMADD231PS 32(AX)(R9*1), Y9, Y1
	VFMADD231PS (BX)(R9*1), Y8, Y2
	VFMADD231PS 32(BX)(R9*1), Y9, Y3
	VFMADD231PS (CX)(R9*1), Y8, Y4
	VFMADD231PS 32(CX)(R9*1), Y9, Y5
	VFMADD231PS (DX)(R9*1), Y8, Y6
	VFMADD231PS 32(DX)(R9*1), Y9, Y7
	ADDQ $64, R9
	JMP  f32loop

f32done:
	REDUCE16(Y0, Y1, X0, 0(R8))
	REDUCE16(Y2, Y3, X2, 4(R8))
	REDUCE16(Y4, Y5, X4, 8(R8))
	REDUCE16(Y6, Y7, X6, 12(R8))
	VZEROUPPER
	RET

// func dot4BF16AVX2(x0, x1, x2, x3 *float32, w *uint16, n int, out *[4]float32)
TEXT ·dot4BF16AVX2(SB), NOSPLIT, $0-56
	MOVQ x0+0(FP), AX
	MOVQ x1+8(FP), BX
	MOVQ x2+16(FP), CX
	MOVQ x3+24(FP), DX
	MOVQ w+32(FP), SI
	MOVQ n+40(FP), DI
	MOVQ out+48(FP), R8
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	VXORPS Y2, Y2, Y2
	VXORPS Y3, Y3, Y3
	VXORPS Y4, Y4, Y4
	VXORPS Y5, Y5, Y5
	VXORPS Y6, Y6, Y6
	VXORPS Y7, Y7, Y7
	SHLQ $2, DI
	XORQ R9, R9
	XORQ R10, R10

bf16loop:
	CMPQ R9, DI
	JGE  bf16done
	// bf16 is the high half of an f32: zero-extend to 32 bits and shift into place (exact).
	VPMOVZXWD (SI)(R10*1), Y8
	VPMOVZXWD 16(SI)(R10*1), Y9
	VPSLLD $16, Y8, Y8
	VPSLLD $16, Y9, Y9
	VFMADD231PS (AX)(R9*1), Y8, Y0
	VFMADD231PS 32(AX)(R9*1), Y9, Y1
	VFMADD231PS (BX)(R9*1), Y8, Y2
	VFMADD231PS 32(BX)(R9*1), Y9, Y3
	VFMADD231PS (CX)(R9*1), Y8, Y4
	VFMADD231PS 32(CX)(R9*1), Y9, Y5
	VFMADD231PS (DX)(R9*1), Y8, Y6
	VFMADD231PS 32(DX)(R9*1), Y9, Y7
	ADDQ $64, R9
	ADDQ $32, R10
	JMP  bf16loop

bf16done:
	REDUCE16(Y0, Y1, X0, 0(R8))
	REDUCE16(Y2, Y3, X2, 4(R8))
	REDUCE16(Y4, Y5, X4, 8(R8))
	REDUCE16(Y6, Y7, X6, 12(R8))
	VZEROUPPER
	RET
