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

// The 4×4 AVX-512 kernels: out[4r+c] = Σ_k x_r[k]·w_c[k] for four activation rows x_r and four
// weight rows w_c = w + c·stride, each element's sixteen lanes one Z register, in the same order as
// above (the fold of a Z register's halves is the first step of REDUCE16), so they give the AVX2
// kernels' bits.

// REDUCEZ folds Z register z (with y and x its lower halves) and stores the sum at dst.
#define REDUCEZ(z, y, x, dst) \
	VEXTRACTF64X4 $1, z, Y21; \
	VADDPS Y21, y, Y21; \
	VEXTRACTF32X4 $1, Y21, X22; \
	VADDPS X22, X21, X21; \
	VMOVHLPS X21, X21, X22; \
	VADDPS X22, X21, X21; \
	VMOVSHDUP X21, X22; \
	VADDSS X22, X21, X21; \
	VMOVSS X21, dst

#define ROW4(xp, a0, a1, a2, a3) \
	VMOVUPS (xp)(R9*1), Z20; \
	VFMADD231PS Z16, Z20, a0; \
	VFMADD231PS Z17, Z20, a1; \
	VFMADD231PS Z18, Z20, a2; \
	VFMADD231PS Z19, Z20, a3

#define ZERO16 \
	VPXORD Z0, Z0, Z0; VPXORD Z1, Z1, Z1; VPXORD Z2, Z2, Z2; VPXORD Z3, Z3, Z3; \
	VPXORD Z4, Z4, Z4; VPXORD Z5, Z5, Z5; VPXORD Z6, Z6, Z6; VPXORD Z7, Z7, Z7; \
	VPXORD Z8, Z8, Z8; VPXORD Z9, Z9, Z9; VPXORD Z10, Z10, Z10; VPXORD Z11, Z11, Z11; \
	VPXORD Z12, Z12, Z12; VPXORD Z13, Z13, Z13; VPXORD Z14, Z14, Z14; VPXORD Z15, Z15, Z15

#define STORE16 \
	REDUCEZ(Z0, Y0, X0, 0(R8)); REDUCEZ(Z1, Y1, X1, 4(R8)); REDUCEZ(Z2, Y2, X2, 8(R8)); REDUCEZ(Z3, Y3, X3, 12(R8)); \
	REDUCEZ(Z4, Y4, X4, 16(R8)); REDUCEZ(Z5, Y5, X5, 20(R8)); REDUCEZ(Z6, Y6, X6, 24(R8)); REDUCEZ(Z7, Y7, X7, 28(R8)); \
	REDUCEZ(Z8, Y8, X8, 32(R8)); REDUCEZ(Z9, Y9, X9, 36(R8)); REDUCEZ(Z10, Y10, X10, 40(R8)); REDUCEZ(Z11, Y11, X11, 44(R8)); \
	REDUCEZ(Z12, Y12, X12, 48(R8)); REDUCEZ(Z13, Y13, X13, 52(R8)); REDUCEZ(Z14, Y14, X14, 56(R8)); REDUCEZ(Z15, Y15, X15, 60(R8))

// func dot4x4F32AVX512(x0, x1, x2, x3, w *float32, stride, n int, out *[16]float32)
TEXT ·dot4x4F32AVX512(SB), NOSPLIT, $0-64
	MOVQ x0+0(FP), AX
	MOVQ x1+8(FP), BX
	MOVQ x2+16(FP), CX
	MOVQ x3+24(FP), DX
	MOVQ w+32(FP), SI
	MOVQ stride+40(FP), R11
	MOVQ n+48(FP), DI
	MOVQ out+56(FP), R8
	ZERO16
	SHLQ $2, R11
	LEAQ (R11)(R11*2), R12
	SHLQ $2, DI
	XORQ R9, R9

z32loop:
	CMPQ R9, DI
	JGE  z32done
	VMOVUPS (SI), Z16
	VMOVUPS (SI)(R11*1), Z17
	VMOVUPS (SI)(R11*2), Z18
	VMOVUPS (SI)(R12*1), Z19
	ROW4(AX, Z0, Z1, Z2, Z3)
	ROW4(BX, Z4, Z5, Z6, Z7)
	ROW4(CX, Z8, Z9, Z10, Z11)
	ROW4(DX, Z12, Z13, Z14, Z15)
	ADDQ $64, R9
	ADDQ $64, SI
	JMP  z32loop

z32done:
	STORE16
	VZEROUPPER
	RET

// func dot4x4BF16AVX512(x0, x1, x2, x3 *float32, w *uint16, stride, n int, out *[16]float32)
TEXT ·dot4x4BF16AVX512(SB), NOSPLIT, $0-64
	MOVQ x0+0(FP), AX
	MOVQ x1+8(FP), BX
	MOVQ x2+16(FP), CX
	MOVQ x3+24(FP), DX
	MOVQ w+32(FP), SI
	MOVQ stride+40(FP), R11
	MOVQ n+48(FP), DI
	MOVQ out+56(FP), R8
	ZERO16
	SHLQ $1, R11
	LEAQ (R11)(R11*2), R12
	SHLQ $2, DI
	XORQ R9, R9

z16loop:
	CMPQ R9, DI
	JGE  z16done
	VPMOVZXWD (SI), Z16
	VPMOVZXWD (SI)(R11*1), Z17
	VPMOVZXWD (SI)(R11*2), Z18
	VPMOVZXWD (SI)(R12*1), Z19
	VPSLLD $16, Z16, Z16
	VPSLLD $16, Z17, Z17
	VPSLLD $16, Z18, Z18
	VPSLLD $16, Z19, Z19
	ROW4(AX, Z0, Z1, Z2, Z3)
	ROW4(BX, Z4, Z5, Z6, Z7)
	ROW4(CX, Z8, Z9, Z10, Z11)
	ROW4(DX, Z12, Z13, Z14, Z15)
	ADDQ $64, R9
	ADDQ $32, SI
	JMP  z16loop

z16done:
	STORE16
	VZEROUPPER
	RET
