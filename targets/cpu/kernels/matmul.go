package kernels

import (
	"math"
	"runtime"
)

// Mat is a weight matrix in HF layout ([outDim, in], row-major), held either as float32 values or
// as bf16 values (the high halves of float32s), exactly one of the two set. The kernels read bf16
// weights as they are stored and widen them in registers, which is exact, so a bf16 Mat gives the
// same bits as its float32 widening.
type Mat struct {
	F32  []float32
	BF16 []uint16
}

// F32Mat wraps float32 weights.
func F32Mat(w []float32) Mat { return Mat{F32: w} }

// BF16Mat wraps bf16 weights.
func BF16Mat(w []uint16) Mat { return Mat{BF16: w} }

// Len is the number of values the matrix holds.
func (m Mat) Len() int {
	if m.BF16 != nil {
		return len(m.BF16)
	}
	return len(m.F32)
}

// at is value i, widened.
func (m Mat) at(i int) float32 {
	if m.BF16 != nil {
		return math.Float32frombits(uint32(m.BF16[i]) << 16)
	}
	return m.F32[i]
}

// Linear computes out ([rows, outDim]) = x ([rows, in]) · wᵀ (+ bias), with w in HF layout [outDim, in]:
//
//	out[r][o] = dot(x[r], w[o]) (+ bias[o], one float32 add after the dot)
//
// bias may be nil. Each dot runs in the canonical order of dot.go, fixed by `in` alone, so out[r]
// is bit-identical whatever else is in the batch. See LinearMat.
func Linear(out, x []float32, rows, in int, w []float32, outDim int, bias []float32) {
	LinearMat(out, x, rows, in, F32Mat(w), outDim, bias)
}

// LinearMat is Linear over f32 or bf16 weights. It is a blocked matrix product: each weight row is
// read once for four activation rows at a time, columns are taken in blocks that stay in cache
// while every row block passes, and work above ~1e5 multiply-accumulates is split by output
// column into chunks the package's workers take in turn. None of this changes a bit: every output
// element is one dot in the canonical order.
func LinearMat(out, x []float32, rows, in int, w Mat, outDim int, bias []float32) {
	checkLen("Linear", "x", len(x), rows*in)
	checkLen("Linear", "w", w.Len(), outDim*in)
	checkLen("Linear", "out", len(out), rows*outDim)
	if bias != nil {
		checkLen("Linear", "bias", len(bias), outDim)
	}
	fn := func(lo, hi int) { linearBlock(out, x, rows, in, w, outDim, bias, lo, hi) }
	p := runtime.GOMAXPROCS(0)
	if p <= 1 || outDim <= 4 || rows*in*outDim < parallelMinWork {
		fn(0, outDim)
		return
	}
	// Four chunks per core, taken by whichever core is free: a core that another process (the
	// other half of a split model on the same host) holds up delays its chunk, not the whole op.
	// Chunks are multiples of four columns, the AVX-512 kernel's width.
	chunk := (outDim + 4*p - 1) / (4 * p)
	runChunks(outDim, (chunk+3)&^3, fn)
}

// linearCacheBytes is the size of the weight block that every row block meets while it stays in a
// core's L2.
const linearCacheBytes = 128 << 10

// linearBlock computes output columns [lo, hi) of LinearMat for all rows, on the calling goroutine.
// out's rows are outDim apart, x's in apart.
func linearBlock(out, x []float32, rows, in int, w Mat, outDim int, bias []float32, lo, hi int) {
	if rows == 0 || hi <= lo {
		return
	}
	if in == 0 {
		for r := range rows {
			for o := lo; o < hi; o++ {
				var s float32
				if bias != nil {
					s += bias[o]
				}
				out[r*outDim+o] = s
			}
		}
		return
	}
	m := in &^ 15
	esize := 4
	if w.BF16 != nil {
		esize = 2
	}
	cols := max(4, linearCacheBytes/(in*esize)) &^ 3
	var acc [4]float32
	var acc16 [16]float32
	var xp [4]*float32
	// store writes the dots of rows [rb, re) with weight row o (their tails and bias added).
	store := func(rb, re, o int, dots func(i int) float32) {
		for i := range re - rb {
			s := dots(i)
			if m < in {
				xr := x[(rb+i)*in+m : (rb+i+1)*in]
				for k, v := range xr {
					s += float32(v * w.at(o*in+m+k))
				}
			}
			if bias != nil {
				s += bias[o]
			}
			out[(rb+i)*outDim+o] = s
		}
	}
	for cb := lo; cb < hi; cb += cols {
		ce := min(cb+cols, hi)
		for rb := 0; rb < rows; rb += 4 {
			re := min(rb+4, rows)
			for i := range xp {
				// Rows past the batch's end repeat its last row: the kernel always takes four.
				xp[i] = &x[min(rb+i, re-1)*in]
			}
			o := cb
			if dot4x4F32 != nil {
				// Four weight rows at a time; the last few of the block go one by one below.
				for ; o+4 <= ce; o += 4 {
					if w.BF16 != nil {
						dot4x4BF16(xp[0], xp[1], xp[2], xp[3], &w.BF16[o*in], in, m, &acc16)
					} else {
						dot4x4F32(xp[0], xp[1], xp[2], xp[3], &w.F32[o*in], in, m, &acc16)
					}
					for c := range 4 {
						store(rb, re, o+c, func(i int) float32 { return acc16[4*i+c] })
					}
				}
				for ; o < ce; o++ {
					if w.BF16 != nil {
						dot4x4BF16(xp[0], xp[1], xp[2], xp[3], &w.BF16[o*in], 0, m, &acc16)
					} else {
						dot4x4F32(xp[0], xp[1], xp[2], xp[3], &w.F32[o*in], 0, m, &acc16)
					}
					store(rb, re, o, func(i int) float32 { return acc16[4*i] })
				}
			}
			for ; o < ce; o++ {
				if w.BF16 != nil {
					dot4BF16(xp[0], xp[1], xp[2], xp[3], &w.BF16[o*in], m, &acc)
				} else {
					dot4F32(xp[0], xp[1], xp[2], xp[3], &w.F32[o*in], m, &acc)
				}
				store(rb, re, o, func(i int) float32 { return acc[i] })
			}
		}
	}
}
