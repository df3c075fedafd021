package kernels

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas32"
)

// parallelMinWork is the number of multiply-accumulates below which a kernel runs on the calling
// goroutine: below it, handing work to other cores costs more than the work.
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

// parallelFor runs fn over [0,n) split into contiguous chunks, one per CPU, when work (an estimate in
// multiply-accumulates) is large enough; otherwise it calls fn(0, n) directly. Chunking never
// changes results: callers only split independent outputs.
func parallelFor(n int, work int, fn func(lo, hi int)) {
	p := min(runtime.GOMAXPROCS(0), n)
	if p <= 1 || work < parallelMinWork {
		if n > 0 {
			fn(0, n)
		}
		return
	}
	runChunks(n, (n+p-1)/p, fn)
}

// parallelTasks runs fn(i) for every i in [0,n), each task taken by whichever worker is free next
// (tasks of uneven size balance), when work is large enough; otherwise in order on the caller.
func parallelTasks(n int, work int, fn func(i int)) {
	each := func(lo, hi int) {
		for i := lo; i < hi; i++ {
			fn(i)
		}
	}
	if runtime.GOMAXPROCS(0) <= 1 || n <= 1 || work < parallelMinWork {
		each(0, n)
		return
	}
	runChunks(n, 1, each)
}

// A job is one parallel call: chunks of [0,n) handed out in order to the caller and the workers.
type job struct {
	fn       func(lo, hi int)
	n, chunk int
	next     atomic.Int64
	wg       sync.WaitGroup
}

// work runs chunks until none are left.
func (j *job) work() {
	for {
		lo := int(j.next.Add(1)-1) * j.chunk
		if lo >= j.n {
			return
		}
		j.fn(lo, min(lo+j.chunk, j.n))
		j.wg.Done()
	}
}

var (
	poolOnce sync.Once
	poolJobs chan *job
)

// runChunks runs fn over [0,n) in chunks of chunk on the caller and on the package's workers: one
// long-lived goroutine per CPU, started on first use, so a kernel call starts no goroutines. The
// caller works too and hands the job to idle workers without waiting for them, so a call made
// from inside a task (all workers busy) still finishes.
func runChunks(n, chunk int, fn func(lo, hi int)) {
	poolOnce.Do(func() {
		w := runtime.GOMAXPROCS(0)
		poolJobs = make(chan *job, w)
		for range w {
			go func() {
				for j := range poolJobs {
					j.work()
				}
			}()
		}
	})
	chunks := (n + chunk - 1) / chunk
	j := &job{fn: fn, n: n, chunk: chunk}
	j.wg.Add(chunks)
	for range min(runtime.GOMAXPROCS(0), chunks) - 1 {
		select {
		case poolJobs <- j:
		default:
		}
	}
	j.work()
	j.wg.Wait()
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
