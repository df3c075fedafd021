package cublas

import (
	"fmt"
	"os"
	"runtime"
	"unsafe"

	"afdc/targets/cuda/cu"
)

// cuBLASLt plans a Handle's GEMMs. cublasGemmEx chooses an algorithm for every shape it has not met
// before, and that choice costs 0.2–0.6 ms of host time a call on an H200 (10–20 µs once met). A
// serving step's row count is the number of tokens it carries, which at steps with prompts is
// nearly always new: every projection of such a step paid the choice again. Here the choice is
// made once per shape class: the row count rounded up to a class boundary (sizeClass), the
// algorithm cuBLASLt's heuristic picks for the class's largest size then runs every size in the
// class. Each exact shape keeps its descriptors, so a call after the first is one cublasLtMatmul.

// LtEnv turns the cuBLASLt plans off when set to "off", "0" or "false": every GEMM then goes through
// cublasGemmEx and cublasGemmStridedBatchedEx as before (a diagnostic, for comparing the two).
const LtEnv = "AFDC_CUBLASLT"

// ltFuncs is cuBLASLt's functions, resolved at Load (all or none).
type ltFuncs struct {
	create, destroy                     uintptr
	descCreate, descDestroy, descSet    uintptr
	layoutCreate, layoutDestroy, layout uintptr
	prefCreate, prefDestroy, prefSet    uintptr
	heuristic, matmul                   uintptr
}

var ltFn ltFuncs

// cublasLt.h's attribute numbers.
const (
	ltDescTransA        = 3 // CUBLASLT_MATMUL_DESC_TRANSA, int32
	ltDescTransB        = 4 // CUBLASLT_MATMUL_DESC_TRANSB, int32
	ltDescEpilogue      = 7 // CUBLASLT_MATMUL_DESC_EPILOGUE, uint32
	ltDescBias          = 8 // CUBLASLT_MATMUL_DESC_BIAS_POINTER, const void*
	ltEpilogueBias      = 4 // CUBLASLT_EPILOGUE_BIAS: a vector of D's rows added to every column
	ltLayoutBatchCount  = 5 // CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, int32
	ltLayoutBatchStride = 6 // CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, int64
	ltPrefMaxWorkspace  = 1 // CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, uint64
	ltPrefAlignA        = 5 // CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES, uint32 (B, C, D follow)
	ltPrefReduction     = 3 // CUBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK, uint32
	ltMaxPlans          = 4096
	ltAlignCap          = 256 // the heuristic's default assumption
)

// ltReductions is the split-K reductions the plans allow: none, or in the compute type
// (CUBLASLT_REDUCTION_SCHEME_COMPUTE_TYPE). The in-place and output-type schemes add the parts in
// the output's type, so a bf16 result rounds once a part: on an H200, bf16 GEMMs of GLM-4.5-Air's
// key width over 63 to 4,096 tokens came out up to 7 times further from float64 than one rounding
// (docs/perf.md, "Five model families against float64").
const ltReductions = 2

// loadLt resolves cuBLASLt's functions; where one is missing it resolves none, which keeps the
// plans off (newLt).
func loadLt(lib *cu.Library) {
	for _, s := range []struct {
		p    *uintptr
		name string
	}{
		{&ltFn.create, "cublasLtCreate"}, {&ltFn.destroy, "cublasLtDestroy"},
		{&ltFn.descCreate, "cublasLtMatmulDescCreate"}, {&ltFn.descDestroy, "cublasLtMatmulDescDestroy"},
		{&ltFn.descSet, "cublasLtMatmulDescSetAttribute"},
		{&ltFn.layoutCreate, "cublasLtMatrixLayoutCreate"}, {&ltFn.layoutDestroy, "cublasLtMatrixLayoutDestroy"},
		{&ltFn.layout, "cublasLtMatrixLayoutSetAttribute"},
		{&ltFn.prefCreate, "cublasLtMatmulPreferenceCreate"}, {&ltFn.prefDestroy, "cublasLtMatmulPreferenceDestroy"},
		{&ltFn.prefSet, "cublasLtMatmulPreferenceSetAttribute"},
		{&ltFn.heuristic, "cublasLtMatmulAlgoGetHeuristic"}, {&ltFn.matmul, "cublasLtMatmul"},
	} {
		p, err := lib.Sym(s.name)
		if err != nil {
			ltFn = ltFuncs{}
			return
		}
		*s.p = p
	}
}

// sizeClass is the size a GEMM's row count is planned at: itself up to 64 (decode steps,
// whose counts recur), then the next multiple of 64 up to 1,024, of 256 up to 8,192, of 1,024
// beyond.
func sizeClass(n int) int {
	up := func(n, to int) int { return (n + to - 1) / to * to }
	switch {
	case n <= 64:
		return n
	case n <= 1024:
		return up(n, 64)
	case n <= 8192:
		return up(n, 256)
	}
	return up(n, 1024)
}

// align is the largest power of two, at most ltAlignCap, dividing every address a matrix's
// elements start at: its base, its columns (ld elements apart) and its batch entries.
func align(p cu.DevicePtr, es int, ld int, stride int64) uint32 {
	v := uint64(p) | uint64(ld*es) | uint64(stride)*uint64(es) | ltAlignCap
	return uint32(v & -v)
}

// ltShape is what a GEMM's descriptors depend on; n exact in a plan's key, its size class in a
// choice's.
type ltShape struct {
	ta, tb        Op
	m, n, k       int
	lda, ldb, ldc int
	at, bt, ct    DataType
	compute       ComputeType
	count         int
	sa, sb, sc    int64
	alA, alB, alC uint32
	// alBias is the bias vector's alignment where the GEMM adds one (GemmBias), 0 where it does not.
	alBias uint32
}

func shapeOf(g *Gemm, count int, sa, sb, sc int64) ltShape {
	s := ltShape{ta: g.TransA, tb: g.TransB, m: g.M, n: g.N, k: g.K, lda: g.LDA, ldb: g.LDB, ldc: g.LDC,
		at: g.AType, bt: g.BType, ct: g.CType, compute: g.compute(), count: count, sa: sa, sb: sb, sc: sc,
		alA: align(g.A, g.AType.Size(), g.LDA, sa), alB: align(g.B, g.BType.Size(), g.LDB, sb), alC: align(g.C, g.CType.Size(), g.LDC, sc)}
	if g.bias != 0 {
		s.alBias = align(g.bias, g.CType.Size(), 0, 0)
	}
	return s
}

// biasProxy is a stand-in bias address of alignment al for the heuristic, which reads the pointer
// only for its alignment: 64 KiB plus al below ltAlignCap, so aligned to exactly al (or to the cap).
func biasProxy(al uint32) uintptr {
	return 1<<16 + uintptr(al%ltAlignCap)
}

// class is the shape a choice is made for: n in its size class. m stays exact: it is a weight's
// width wherever it recurs, and C's leading dimension bounds it.
func (s ltShape) class() ltShape {
	s.n = sizeClass(s.n)
	return s
}

// ltAlgo is a cublasLtMatmulAlgo_t.
type ltAlgo [8]uint64

// ltHeuristic is a cublasLtMatmulHeuristicResult_t.
type ltHeuristic struct {
	algo      ltAlgo
	workspace uint64
	state     int32
	waves     float32
	reserved  [4]int32
}

// ltChoice is the algorithm of a shape class; ok is false where the heuristic offered none (why
// says what it answered).
type ltChoice struct {
	algo      ltAlgo
	workspace int
	ok        bool
	why       string
}

// ltPlan is an exact shape's descriptors and its class's choice; fallback once cuBLASLt refused
// the shape with that choice.
type ltPlan struct {
	desc, a, b, c uintptr
	choice        *ltChoice
	fallback      bool
}

// LtStats counts what the plans did.
type LtStats struct {
	Choices   int // heuristic queries (one per shape class)
	Plans     int // exact shapes given descriptors
	Matmuls   int // GEMMs run by cublasLtMatmul
	Fallbacks int // GEMMs run by cublasGemmEx or cublasGemmStridedBatchedEx instead
	// Unplanned is the classes the heuristic gave no algorithm, Refused the shapes cuBLASLt refused
	// to run with their class's; Last says why the latest of either happened.
	Unplanned, Refused int
	Last               string
}

// lt is a Handle's cuBLASLt state. describe, choose and run make a plan's descriptors, query the
// heuristic and run the matmul (tests replace them).
type lt struct {
	h        uintptr
	choices  map[ltShape]*ltChoice
	plans    map[ltShape]*ltPlan
	stats    LtStats
	choose   func(l *lt, class ltShape, workspace int) (ltChoice, error)
	run      func(l *lt, p *ltPlan, g *Gemm, s cu.Stream, ws cu.DevicePtr, wsSize int) Status
	describe func(p *ltPlan, s ltShape) error
}

func newLt() (*lt, error) {
	if v := os.Getenv(LtEnv); v == "off" || v == "0" || v == "false" || ltFn.create == 0 {
		return nil, nil
	}
	var h uintptr
	if err := check("cublasLtCreate", Status(cu.Call(ltFn.create, uintptr(unsafe.Pointer(&h))))); err != nil {
		return nil, err
	}
	return &lt{h: h, choices: map[ltShape]*ltChoice{}, plans: map[ltShape]*ltPlan{}, choose: ltChoose, run: ltRun, describe: ltDescribe}, nil
}

func (l *lt) destroy() {
	l.dropPlans()
	if l.h != 0 {
		cu.Call(ltFn.destroy, l.h)
	}
}

func (l *lt) dropPlans() {
	for _, p := range l.plans {
		p.free()
	}
	clear(l.plans)
}

func (p *ltPlan) free() {
	for _, d := range []uintptr{p.a, p.b, p.c} {
		if d != 0 {
			cu.Call(ltFn.layoutDestroy, d)
		}
	}
	if p.desc != 0 {
		cu.Call(ltFn.descDestroy, p.desc)
	}
}

// gemm runs g (count > 1: strided batches) through its plan, and reports whether it did: where it
// did not, the caller makes cuBLAS's own call.
func (l *lt) gemm(g *Gemm, count int, sa, sb, sc int64, s cu.Stream, ws cu.DevicePtr, wsSize int) bool {
	key := shapeOf(g, count, sa, sb, sc)
	p := l.plans[key]
	if p == nil {
		if len(l.plans) >= ltMaxPlans {
			l.dropPlans()
		}
		p = l.plan(key, wsSize)
		l.plans[key] = p
		l.stats.Plans++
	}
	if p.fallback || !p.choice.ok || p.choice.workspace > wsSize {
		l.stats.Fallbacks++
		return false
	}
	if st := l.run(l, p, g, s, ws, wsSize); st != 0 {
		// Refused at this size with its class's algorithm: this shape goes to cuBLAS from now on.
		p.fallback = true
		l.stats.Fallbacks++
		l.stats.Refused++
		l.stats.Last = fmt.Sprintf("cublasLtMatmul(m=%d n=%d k=%d ×%d): status %d", key.m, key.n, key.k, key.count, st)
		return false
	}
	l.stats.Matmuls++
	return true
}

// plan makes key's descriptors and looks up (or makes) its class's choice. A shape cuBLASLt cannot
// describe (arguments cuBLAS would refuse too) is planned as a fallback, so that cuBLAS's own call
// reports it.
func (l *lt) plan(key ltShape, wsSize int) *ltPlan {
	p := &ltPlan{}
	if err := l.describe(p, key); err != nil {
		p.free()
		return &ltPlan{fallback: true}
	}
	class := key.class()
	c := l.choices[class]
	if c == nil {
		ch, err := l.choose(l, class, wsSize)
		if err != nil {
			ch = ltChoice{why: err.Error()}
		}
		c = &ch
		l.choices[class] = c
		l.stats.Choices++
		if !c.ok {
			l.stats.Unplanned++
			l.stats.Last = fmt.Sprintf("class m=%d n=%d k=%d ×%d: %s", class.m, class.n, class.k, class.count, c.why)
		}
	}
	p.choice = c
	return p
}

// ltDescribe makes the matmul descriptor and the three layouts of s (C's serves as D's).
func ltDescribe(p *ltPlan, s ltShape) error {
	if err := check("cublasLtMatmulDescCreate", Status(cu.Call(ltFn.descCreate, uintptr(unsafe.Pointer(&p.desc)), uintptr(s.compute), uintptr(R32F)))); err != nil {
		return err
	}
	ta, tb := int32(s.ta), int32(s.tb)
	if err := ltSet(ltFn.descSet, p.desc, ltDescTransA, unsafe.Pointer(&ta), 4); err != nil {
		return err
	}
	if err := ltSet(ltFn.descSet, p.desc, ltDescTransB, unsafe.Pointer(&tb), 4); err != nil {
		return err
	}
	if s.alBias != 0 {
		epi := uint32(ltEpilogueBias)
		if err := ltSet(ltFn.descSet, p.desc, ltDescEpilogue, unsafe.Pointer(&epi), 4); err != nil {
			return err
		}
		if err := ltSetBias(p.desc, biasProxy(s.alBias)); err != nil {
			return err
		}
	}
	rowsA, colsA := s.m, s.k
	if s.ta == OpT {
		rowsA, colsA = s.k, s.m
	}
	rowsB, colsB := s.k, s.n
	if s.tb == OpT {
		rowsB, colsB = s.n, s.k
	}
	var err error
	if p.a, err = ltLayout(s.at, rowsA, colsA, s.lda, s.count, s.sa); err != nil {
		return err
	}
	if p.b, err = ltLayout(s.bt, rowsB, colsB, s.ldb, s.count, s.sb); err != nil {
		return err
	}
	p.c, err = ltLayout(s.ct, s.m, s.n, s.ldc, s.count, s.sc)
	return err
}

// ltSetBias points a descriptor with the bias epilogue at its vector.
func ltSetBias(desc, p uintptr) error {
	return ltSet(ltFn.descSet, desc, ltDescBias, unsafe.Pointer(&p), int(unsafe.Sizeof(p)))
}

func ltSet(fn, obj uintptr, attr int, v unsafe.Pointer, size int) error {
	return check("cublasLt attribute", Status(cu.Call(fn, obj, uintptr(attr), uintptr(v), uintptr(size))))
}

func ltLayout(t DataType, rows, cols, ld, count int, stride int64) (uintptr, error) {
	var d uintptr
	s := Status(cu.Call(ltFn.layoutCreate, uintptr(unsafe.Pointer(&d)), uintptr(t), uintptr(rows), uintptr(cols), uintptr(ld)))
	if s != 0 {
		return 0, statusError("cublasLtMatrixLayoutCreate", s)
	}
	if count > 1 {
		n := int32(count)
		if err := ltSet(ltFn.layout, d, ltLayoutBatchCount, unsafe.Pointer(&n), 4); err != nil {
			cu.Call(ltFn.layoutDestroy, d)
			return 0, err
		}
		if err := ltSet(ltFn.layout, d, ltLayoutBatchStride, unsafe.Pointer(&stride), 8); err != nil {
			cu.Call(ltFn.layoutDestroy, d)
			return 0, err
		}
	}
	return d, nil
}

// ltChoose asks cuBLASLt's heuristic for the best algorithm of class (with the alignments of the
// plan's operands and at most workspace bytes), through layouts at the class's sizes.
func ltChoose(l *lt, class ltShape, workspace int) (ltChoice, error) {
	res, s, err := ltCandidates(l, class, workspace, 1)
	if err != nil {
		return ltChoice{}, err
	}
	if len(res) < 1 || res[0].state != 0 {
		// No algorithm for this class (an unsupported type or compute combination): cuBLAS's
		// own calls run it.
		state := int32(0)
		if len(res) > 0 {
			state = res[0].state
		}
		return ltChoice{why: fmt.Sprintf("cublasLtMatmulAlgoGetHeuristic: status %d, %d results, state %d", s, len(res), state)}, nil
	}
	return ltChoice{algo: res[0].algo, workspace: int(res[0].workspace), ok: true}, nil
}

// ltCandidates is the heuristic's first n algorithms for class, best first, with its status (a
// failed query returns none).
func ltCandidates(l *lt, class ltShape, workspace, n int) ([]ltHeuristic, Status, error) {
	cp := &ltPlan{}
	defer cp.free()
	if err := ltDescribe(cp, class); err != nil {
		return nil, 0, err
	}
	var pref uintptr
	if err := check("cublasLtMatmulPreferenceCreate", Status(cu.Call(ltFn.prefCreate, uintptr(unsafe.Pointer(&pref))))); err != nil {
		return nil, 0, err
	}
	defer cu.Call(ltFn.prefDestroy, pref)
	ws := uint64(workspace)
	if err := ltSet(ltFn.prefSet, pref, ltPrefMaxWorkspace, unsafe.Pointer(&ws), 8); err != nil {
		return nil, 0, err
	}
	for i, a := range []uint32{class.alA, class.alB, class.alC, class.alC} {
		if err := ltSet(ltFn.prefSet, pref, ltPrefAlignA+i, unsafe.Pointer(&a), 4); err != nil {
			return nil, 0, err
		}
	}
	red := uint32(ltReductions)
	if err := ltSet(ltFn.prefSet, pref, ltPrefReduction, unsafe.Pointer(&red), 4); err != nil {
		return nil, 0, err
	}
	res := make([]ltHeuristic, n)
	var got int32
	s := Status(cu.Call(ltFn.heuristic, l.h, cp.desc, cp.a, cp.b, cp.c, cp.c, pref, uintptr(n),
		uintptr(unsafe.Pointer(&res[0])), uintptr(unsafe.Pointer(&got))))
	runtime.KeepAlive(res)
	if s != 0 {
		return nil, s, nil
	}
	return res[:got], s, nil
}

func ltRun(l *lt, p *ltPlan, g *Gemm, s cu.Stream, ws cu.DevicePtr, wsSize int) Status {
	if g.bias != 0 {
		// The descriptor is the shape's, the vector the call's: it is read when the matmul is
		// enqueued (and captured into a graph then), so setting it per call is safe.
		if err := ltSetBias(p.desc, uintptr(g.bias)); err != nil {
			return 7 // CUBLAS_STATUS_INVALID_VALUE: the caller adds the bias itself
		}
	}
	alpha, beta := g.Alpha, g.Beta
	st := Status(cu.Call(ltFn.matmul, l.h, p.desc, uintptr(unsafe.Pointer(&alpha)),
		uintptr(g.A), p.a, uintptr(g.B), p.b, uintptr(unsafe.Pointer(&beta)), uintptr(g.C), p.c, uintptr(g.C), p.c,
		uintptr(unsafe.Pointer(&p.choice.algo)), uintptr(ws), uintptr(wsSize), uintptr(s)))
	runtime.KeepAlive(&alpha)
	runtime.KeepAlive(&beta)
	return st
}
