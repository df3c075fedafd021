// Package cublas binds the cuBLAS GEMMs a backend offloads (dense projections, strided batches and
// the grouped routed-expert GEMM) through the driver loader of package cu, without cgo. It owns the
// translation of HuggingFace's row-major [out, in] weights into cuBLAS's column-major calls (Linear)
// and the conversion of every cublasStatus_t into an error naming the call and cuBLAS's own text.
//
// A Handle is bound to the context current on the thread that created it; use it on that thread.
//
// It imports package cu only.
package cublas

import (
	"fmt"
	"runtime"
	"sync"
	"unsafe"

	"afdc/targets/cuda/cu"
)

// The libraries: cuBLAS 13 needs cuBLASLt 13, which is opened first so cuBLAS finds it by soname.
const (
	Library   = "libcublas.so.13"
	LtLibrary = "libcublasLt.so.13"
)

const hint = "is CUDA 13's cuBLAS installed? (set " + cu.LibraryPathEnv + " to its folder)"

var fn struct {
	create, destroy, setStream, setWorkspace, setMathMode, getVersion uintptr
	statusString, statusName                                          uintptr
	gemmEx, gemmStridedBatchedEx, gemmGroupedBatchedEx                uintptr
	gemmBatchedEx                                                     uintptr
}

var (
	loadOnce sync.Once
	loadErr  error
)

// Load opens cuBLAS (and the driver, through cu.Load).
func Load() error {
	loadOnce.Do(func() { loadErr = load() })
	return loadErr
}

func load() error {
	if err := cu.Load(); err != nil {
		return err
	}
	ltLib, err := cu.OpenLibrary(LtLibrary, hint)
	if err != nil {
		return err
	}
	// Without cuBLASLt's matmul API (a library missing a symbol) the plans stay off and every
	// GEMM takes cuBLAS's own call.
	loadLt(ltLib)
	lib, err := cu.OpenLibrary(Library, hint)
	if err != nil {
		return err
	}
	for _, s := range []struct {
		p     *uintptr
		names []string
	}{
		{&fn.create, []string{"cublasCreate_v2"}},
		{&fn.destroy, []string{"cublasDestroy_v2"}},
		{&fn.setStream, []string{"cublasSetStream_v2"}},
		{&fn.setWorkspace, []string{"cublasSetWorkspace_v2"}},
		{&fn.setMathMode, []string{"cublasSetMathMode"}},
		{&fn.getVersion, []string{"cublasGetVersion_v2"}},
		{&fn.statusString, []string{"cublasGetStatusString"}},
		{&fn.statusName, []string{"cublasGetStatusName"}},
		{&fn.gemmEx, []string{"cublasGemmEx"}},
		{&fn.gemmStridedBatchedEx, []string{"cublasGemmStridedBatchedEx"}},
		{&fn.gemmGroupedBatchedEx, []string{"cublasGemmGroupedBatchedEx"}},
		{&fn.gemmBatchedEx, []string{"cublasGemmBatchedEx"}},
	} {
		p, err := lib.SymAny(s.names...)
		if err != nil {
			return err
		}
		*s.p = p
	}
	return nil
}

// Status is a cublasStatus_t.
type Status int32

func check(call string, s Status) error {
	if s == 0 {
		return nil
	}
	return statusError(call, s)
}

// checkf is check with the call's name formatted only on a failure: the GEMMs are called for every
// op of every step.
func checkf(s Status, format string, args ...any) error {
	if s == 0 {
		return nil
	}
	return statusError(fmt.Sprintf(format, args...), s)
}

// statusError is the error of a failed call: its name, cuBLAS's name and description of s.
func statusError(call string, s Status) error {
	e := &cu.Error{Call: call, Code: int(s)}
	if fn.statusName != 0 {
		e.Name = cu.GoString((*byte)(ptrOf(cu.Call(fn.statusName, uintptr(s)))))
	}
	if fn.statusString != 0 {
		e.Msg = cu.GoString((*byte)(ptrOf(cu.Call(fn.statusString, uintptr(s)))))
	}
	return e
}

// ptrOf turns an address returned by C (a static string of the library, never Go memory) into a
// pointer.
func ptrOf(p uintptr) unsafe.Pointer {
	return *(*unsafe.Pointer)(unsafe.Pointer(&p))
}

// Version is cuBLAS's version (major*10000 + minor*100 + patch).
func Version(h *Handle) (int, error) {
	var v int32
	err := check("cublasGetVersion", Status(cu.Call(fn.getVersion, h.h, uintptr(unsafe.Pointer(&v)))))
	return int(v), err
}

// Handle is a cublasHandle_t with the stream and workspace it runs on, and the cuBLASLt plans its
// GEMMs run through (lt.go; nil where they are off).
type Handle struct {
	h      uintptr
	stream cu.Stream
	ws     cu.DevicePtr
	wsSize int
	lt     *lt
}

// Create makes a handle in the current context.
func Create() (*Handle, error) {
	if err := Load(); err != nil {
		return nil, err
	}
	var h uintptr
	if err := check("cublasCreate", Status(cu.Call(fn.create, uintptr(unsafe.Pointer(&h))))); err != nil {
		return nil, err
	}
	// A split-K GEMM sums its parts in f32, as the plans do (ltReductions): cuBLAS's default lets a
	// bf16 GEMM add them in bf16.
	if err := check("cublasSetMathMode", Status(cu.Call(fn.setMathMode, h, uintptr(DefaultMath|DisallowReducedPrecisionReduction)))); err != nil {
		cu.Call(fn.destroy, h)
		return nil, err
	}
	l, err := newLt()
	if err != nil {
		cu.Call(fn.destroy, h)
		return nil, err
	}
	return &Handle{h: h, lt: l}, nil
}

// Destroy releases the handle.
func (h *Handle) Destroy() error {
	if h.lt != nil {
		h.lt.destroy()
	}
	return check("cublasDestroy", Status(cu.Call(fn.destroy, h.h)))
}

// LtStats is what the handle's cuBLASLt plans did (zero where they are off).
func (h *Handle) LtStats() LtStats {
	if h.lt == nil {
		return LtStats{}
	}
	return h.lt.stats
}

// SetStream orders the handle's later calls on s.
func (h *Handle) SetStream(s cu.Stream) error {
	if err := check("cublasSetStream", Status(cu.Call(fn.setStream, h.h, uintptr(s)))); err != nil {
		return err
	}
	// cuBLAS goes back to its default pool; the plans then take algorithms without a workspace
	h.stream, h.ws, h.wsSize = s, 0, 0
	return nil
}

// SetWorkspace gives cuBLAS a device buffer of its own, so it never allocates during a call (which
// would break graph capture); NVIDIA advises 32 MiB on Hopper. It holds until the next SetStream,
// which puts the handle back on cuBLAS's default workspace pool.
func (h *Handle) SetWorkspace(p cu.DevicePtr, n int) error {
	if err := check("cublasSetWorkspace", Status(cu.Call(fn.setWorkspace, h.h, uintptr(p), uintptr(n)))); err != nil {
		return err
	}
	h.ws, h.wsSize = p, n
	return nil
}

// Math modes.
const (
	DefaultMath                       = 0
	PedanticMath                      = 2 // no reduced-precision shortcuts
	DisallowReducedPrecisionReduction = 16
)

// SetMathMode sets cublasMath_t.
func (h *Handle) SetMathMode(mode int) error {
	return check("cublasSetMathMode", Status(cu.Call(fn.setMathMode, h.h, uintptr(mode))))
}

// Op is a cublasOperation_t.
type Op int32

// Operations.
const (
	OpN Op = 0
	OpT Op = 1
)

// DataType is a cudaDataType_t.
type DataType int32

// Data types.
const (
	R32F  DataType = 0
	R16F  DataType = 2
	R16BF DataType = 14
)

// Size is the bytes per element.
func (d DataType) Size() int {
	switch d {
	case R32F:
		return 4
	case R16F, R16BF:
		return 2
	}
	return 0
}

func (d DataType) String() string {
	switch d {
	case R32F:
		return "f32"
	case R16F:
		return "f16"
	case R16BF:
		return "bf16"
	}
	return fmt.Sprintf("cudaDataType(%d)", int32(d))
}

// ComputeType is a cublasComputeType_t.
type ComputeType int32

// Compute types: Compute32F accumulates in fp32 with full-precision fp32 multiplies (tensor cores for
// bf16/f16 inputs); Compute32FFastTF32 lets fp32 inputs use TF32 tensor cores.
const (
	Compute32F         ComputeType = 68
	Compute32FPedantic ComputeType = 69
	Compute32FFastTF32 ComputeType = 77
)

// gemmDefault is CUBLAS_GEMM_DEFAULT.
const gemmDefault = ^uintptr(0) // -1

// Gemm is the column-major C[m,n] = alpha·op(A)·op(B) + beta·C with A, B, C of the given types,
// fp32 scalars and Compute32F (or the compute type given).
type Gemm struct {
	TransA, TransB Op
	M, N, K        int
	A              cu.DevicePtr
	AType          DataType
	LDA            int
	B              cu.DevicePtr
	BType          DataType
	LDB            int
	C              cu.DevicePtr
	CType          DataType
	LDC            int
	Alpha, Beta    float32
	Compute        ComputeType
	// bias, set by GemmBias only, is a vector of M elements of CType that cuBLASLt's bias epilogue
	// adds to every column of the result before it rounds.
	bias cu.DevicePtr
}

func (g *Gemm) compute() ComputeType {
	if g.Compute == 0 {
		return Compute32F
	}
	return g.Compute
}

// GemmEx runs one GEMM: through its cuBLASLt plan where the handle has them, else (or where
// cuBLASLt has no algorithm for it) one cublasGemmEx.
func (h *Handle) GemmEx(g *Gemm) error {
	if h.lt != nil {
		if h.lt.gemm(g, 1, 0, 0, 0, h.stream, h.ws, h.wsSize) {
			return nil
		}
	}
	alpha, beta := g.Alpha, g.Beta
	s := Status(cu.Call(fn.gemmEx, h.h, uintptr(g.TransA), uintptr(g.TransB), uintptr(g.M), uintptr(g.N), uintptr(g.K),
		uintptr(unsafe.Pointer(&alpha)), uintptr(g.A), uintptr(g.AType), uintptr(g.LDA),
		uintptr(g.B), uintptr(g.BType), uintptr(g.LDB),
		uintptr(unsafe.Pointer(&beta)), uintptr(g.C), uintptr(g.CType), uintptr(g.LDC),
		uintptr(g.compute()), gemmDefault))
	return checkf(s, "cublasGemmEx(m=%d n=%d k=%d %v·%v→%v)", g.M, g.N, g.K, g.AType, g.BType, g.CType)
}

// GemmBias runs g with bias, a vector of g.M elements of g.CType, added to every column of the
// result in the epilogue, before the one rounding to g.CType (cuBLASLt's bias epilogue; g.Beta
// should be 0). It reports whether it ran: without cuBLASLt plans, or where cuBLASLt has no
// algorithm with that epilogue for the shape, it runs nothing and the caller adds the bias another
// way (as a GEMM of the bias and a vector of ones into C, then g with beta 1).
func (h *Handle) GemmBias(g *Gemm, bias cu.DevicePtr) bool {
	if h.lt == nil || bias == 0 {
		return false
	}
	gb := *g
	gb.bias = bias
	return h.lt.gemm(&gb, 1, 0, 0, 0, h.stream, h.ws, h.wsSize)
}

// LinearArgs checks a Linear's shapes and returns the column-major GEMM that computes it. Y[T,out] =
// X[T,in]·Wᵀ with every matrix row-major and W as HuggingFace stores it, [out, in]. Read column-major,
// row-major X is Xc[in,T], W is Wc[in,out] and Y is Yc[out,T], so Yc = Wcᵀ·Xc: A = W transposed
// (lda = in), B = X untransposed (ldb = in), m = out, n = T, k = in, ldc = out.
func LinearArgs(tokens, in, out int, x cu.DevicePtr, xt DataType, w cu.DevicePtr, wt DataType, y cu.DevicePtr, yt DataType) (*Gemm, error) {
	if tokens <= 0 || in <= 0 || out <= 0 {
		return nil, fmt.Errorf("linear: tokens %d, in %d, out %d, expected positive sizes", tokens, in, out)
	}
	return &Gemm{TransA: OpT, TransB: OpN, M: out, N: tokens, K: in,
		A: w, AType: wt, LDA: in, B: x, BType: xt, LDB: in, C: y, CType: yt, LDC: out,
		Alpha: 1, Beta: 0}, nil
}

// Linear computes Y[T,out] = X[T,in]·Wᵀ for row-major X, Y and a row-major [out, in] weight, fp32
// accumulation.
func (h *Handle) Linear(tokens, in, out int, x cu.DevicePtr, xt DataType, w cu.DevicePtr, wt DataType, y cu.DevicePtr, yt DataType) error {
	g, err := LinearArgs(tokens, in, out, x, xt, w, wt, y, yt)
	if err != nil {
		return err
	}
	return h.GemmEx(g)
}

// StridedBatch is Gemm repeated Count times with A, B and C advanced by their strides (in elements).
type StridedBatch struct {
	Gemm
	StrideA, StrideB, StrideC int64
	Count                     int
}

// GemmStridedBatchedEx runs one strided batch: through its cuBLASLt plan where the handle has
// them, else one cublasGemmStridedBatchedEx.
func (h *Handle) GemmStridedBatchedEx(b *StridedBatch) error {
	g := &b.Gemm
	if h.lt != nil && b.Count > 0 {
		if h.lt.gemm(g, b.Count, b.StrideA, b.StrideB, b.StrideC, h.stream, h.ws, h.wsSize) {
			return nil
		}
	}
	alpha, beta := g.Alpha, g.Beta
	s := Status(cu.Call(fn.gemmStridedBatchedEx, h.h, uintptr(g.TransA), uintptr(g.TransB), uintptr(g.M), uintptr(g.N), uintptr(g.K),
		uintptr(unsafe.Pointer(&alpha)), uintptr(g.A), uintptr(g.AType), uintptr(g.LDA), uintptr(b.StrideA),
		uintptr(g.B), uintptr(g.BType), uintptr(g.LDB), uintptr(b.StrideB),
		uintptr(unsafe.Pointer(&beta)), uintptr(g.C), uintptr(g.CType), uintptr(g.LDC), uintptr(b.StrideC),
		uintptr(b.Count), uintptr(g.compute()), gemmDefault))
	return checkf(s, "cublasGemmStridedBatchedEx(m=%d n=%d k=%d ×%d)", g.M, g.N, g.K, b.Count)
}

// Batched is Gemm repeated Count times over device arrays of pointers (APtrs, BPtrs, CPtrs, Count
// each): one cublasGemmBatchedEx, which takes the type combinations of cublasGemmEx (bf16 A and B
// with an f32 C among them), where the grouped call takes one type for all three. Gemm's A, B and C
// are not read.
type Batched struct {
	Gemm
	APtrs, BPtrs, CPtrs cu.DevicePtr
	Count               int
}

// GemmBatchedEx runs one cublasGemmBatchedEx.
func (h *Handle) GemmBatchedEx(b *Batched) error {
	g := &b.Gemm
	if b.Count <= 0 {
		return fmt.Errorf("cublasGemmBatchedEx: %d problems, expected at least one", b.Count)
	}
	alpha, beta := g.Alpha, g.Beta
	s := Status(cu.Call(fn.gemmBatchedEx, h.h, uintptr(g.TransA), uintptr(g.TransB), uintptr(g.M), uintptr(g.N), uintptr(g.K),
		uintptr(unsafe.Pointer(&alpha)), uintptr(b.APtrs), uintptr(g.AType), uintptr(g.LDA),
		uintptr(b.BPtrs), uintptr(g.BType), uintptr(g.LDB),
		uintptr(unsafe.Pointer(&beta)), uintptr(b.CPtrs), uintptr(g.CType), uintptr(g.LDC),
		uintptr(b.Count), uintptr(g.compute()), gemmDefault))
	return checkf(s, "cublasGemmBatchedEx(m=%d n=%d k=%d ×%d %v·%v→%v)", g.M, g.N, g.K, b.Count, g.AType, g.BType, g.CType)
}

// Group is one group of a grouped GEMM: Size problems sharing shapes and scalars.
type Group struct {
	TransA, TransB Op
	M, N, K        int
	LDA, LDB, LDC  int
	Alpha, Beta    float32
	Size           int
}

// Grouped is a cublasGemmGroupedBatchedEx: the groups' shapes live on the host; APtrs, BPtrs and
// CPtrs are device arrays of device pointers, one per problem, problems of group 0 first. For routed
// experts a group is one expert's GEMM (M = its output width, N = its tokens), so the experts a step
// touches run in one call however unevenly their tokens fall.
type Grouped struct {
	Groups              []Group
	APtrs, BPtrs, CPtrs cu.DevicePtr
	AType, BType, CType DataType
	Compute             ComputeType
}

// Problems is the number of GEMMs, the length each pointer array must have.
func (g *Grouped) Problems() int {
	n := 0
	for _, gr := range g.Groups {
		n += gr.Size
	}
	return n
}

// groupedArrays is the host-side argument block of a grouped call, kept so a step packs it without
// allocating after the first time.
type groupedArrays struct {
	ta, tb                       []int32
	m, n, k, lda, ldb, ldc, size []int32
	alpha, beta                  []float32
}

func (a *groupedArrays) fill(gs []Group) error {
	*a = groupedArrays{ta: a.ta[:0], tb: a.tb[:0], m: a.m[:0], n: a.n[:0], k: a.k[:0], lda: a.lda[:0],
		ldb: a.ldb[:0], ldc: a.ldc[:0], size: a.size[:0], alpha: a.alpha[:0], beta: a.beta[:0]}
	for i, g := range gs {
		if g.M <= 0 || g.N <= 0 || g.K <= 0 || g.Size <= 0 {
			return fmt.Errorf("cublasGemmGroupedBatchedEx: group %d: m=%d n=%d k=%d size=%d, expected positive sizes (leave out experts no token chose)", i, g.M, g.N, g.K, g.Size)
		}
		a.ta, a.tb = append(a.ta, int32(g.TransA)), append(a.tb, int32(g.TransB))
		a.m, a.n, a.k = append(a.m, int32(g.M)), append(a.n, int32(g.N)), append(a.k, int32(g.K))
		a.lda, a.ldb, a.ldc = append(a.lda, int32(g.LDA)), append(a.ldb, int32(g.LDB)), append(a.ldc, int32(g.LDC))
		a.size = append(a.size, int32(g.Size))
		a.alpha, a.beta = append(a.alpha, g.Alpha), append(a.beta, g.Beta)
	}
	return nil
}

// GemmGroupedBatchedEx runs one grouped call. cuBLAS rejects empty problems, so an expert no token
// chose must be left out of the groups and of the pointer arrays.
func (h *Handle) GemmGroupedBatchedEx(g *Grouped) error {
	if len(g.Groups) == 0 {
		return fmt.Errorf("cublasGemmGroupedBatchedEx: no groups, expected at least one")
	}
	var a groupedArrays
	if err := a.fill(g.Groups); err != nil {
		return err
	}
	compute := g.Compute
	if compute == 0 {
		compute = Compute32F
	}
	s := Status(cu.Call(fn.gemmGroupedBatchedEx, h.h,
		uintptr(unsafe.Pointer(&a.ta[0])), uintptr(unsafe.Pointer(&a.tb[0])),
		uintptr(unsafe.Pointer(&a.m[0])), uintptr(unsafe.Pointer(&a.n[0])), uintptr(unsafe.Pointer(&a.k[0])),
		uintptr(unsafe.Pointer(&a.alpha[0])),
		uintptr(g.APtrs), uintptr(g.AType), uintptr(unsafe.Pointer(&a.lda[0])),
		uintptr(g.BPtrs), uintptr(g.BType), uintptr(unsafe.Pointer(&a.ldb[0])),
		uintptr(unsafe.Pointer(&a.beta[0])),
		uintptr(g.CPtrs), uintptr(g.CType), uintptr(unsafe.Pointer(&a.ldc[0])),
		uintptr(len(g.Groups)), uintptr(unsafe.Pointer(&a.size[0])), uintptr(compute)))
	runtime.KeepAlive(&a)
	return checkf(s, "cublasGemmGroupedBatchedEx(%d groups, %d problems, %v·%v→%v)", len(g.Groups), g.Problems(), g.AType, g.BType, g.CType)
}
