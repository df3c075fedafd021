package kernels

import (
	"fmt"
	"runtime"
	"sync"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas32"
)

// parallelMinWork is the number of multiply-accumulates below which a kernel runs on the calling
// goroutine: below it, goroutine start-up costs more than the work.
const parallelMinWork = 100_000

// impl is gonum's float32 BLAS; Sdot and Saxpy on unit strides go to assembly on amd64.
var impl blas.Float32 = blas32.Implementation()

// dot returns x·w with a summation order that depends only on len(x) and the address of w (see the
// package doc): w must be a weight or cache row.
func dot(x, w []float32) float32 {
	return impl.Sdot(len(x), x, 1, w, 1)
}

// axpy does y[i] += a*x[i] (multiply rounded, then add rounded; elementwise, so order-free).
func axpy(a float32, x, y []float32) {
	impl.Saxpy(len(x), a, x, 1, y, 1)
}

// parallelFor runs fn over [0,n) split into contiguous chunks, one goroutine per chunk, when work
// (an estimate in multiply-accumulates) is large enough; otherwise it calls fn(0, n) directly.
// Chunking never changes results: callers only split independent outputs.
func parallelFor(n int, work int, fn func(lo, hi int)) {
	p := runtime.GOMAXPROCS(0)
	if p > n {
		p = n
	}
	if p <= 1 || work < parallelMinWork {
		if n > 0 {
			fn(0, n)
		}
		return
	}
	var wg sync.WaitGroup
	chunk := (n + p - 1) / p
	for lo := 0; lo < n; lo += chunk {
		hi := min(lo+chunk, n)
		wg.Add(1)
		go func() {
			defer wg.Done()
			fn(lo, hi)
		}()
	}
	wg.Wait()
}

// checkLen panics with a uniform message when a slice has the wrong length.
func checkLen(kernel, arg string, got, want int) {
	if got != want {
		panic(fmt.Sprintf("kernels.%s: len(%s) = %d, expected %d", kernel, arg, got, want))
	}
}

// checkPos panics unless v > 0.
func checkPos(kernel, arg string, v int) {
	if v <= 0 {
		panic(fmt.Sprintf("kernels.%s: %s = %d, expected > 0", kernel, arg, v))
	}
}
