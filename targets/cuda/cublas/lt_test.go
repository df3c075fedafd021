package cublas

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/targets/cuda/cu"
)

func TestSizeClass(t *testing.T) {
	for _, c := range []struct{ n, want int }{
		{1, 1}, {57, 57}, {64, 64}, {65, 128}, {128, 128}, {129, 192}, {1000, 1024}, {1024, 1024},
		{1025, 1280}, {8191, 8192}, {8192, 8192}, {8193, 9216},
	} {
		if got := sizeClass(c.n); got != c.want {
			t.Errorf("sizeClass(%d) = %d, want %d", c.n, got, c.want)
		}
	}
	// Every size is planned at a class at least as large, and a class is its own class.
	for n := 1; n <= 20000; n++ {
		c := sizeClass(n)
		if c < n || sizeClass(c) != c {
			t.Fatalf("sizeClass(%d) = %d, whose class is %d", n, c, sizeClass(c))
		}
	}
}

func TestAlign(t *testing.T) {
	for _, c := range []struct {
		p      cu.DevicePtr
		es, ld int
		stride int64
		want   uint32
	}{
		{0x10000, 2, 7168, 0, 256},   // an aligned weight: capped at what the heuristic assumes
		{0x10040, 2, 7168, 0, 64},    // a row offset of 64 bytes
		{0x10000, 2, 7168, 192, 128}, // batch entries 384 bytes apart
		{0x10000, 2, 37, 0, 2},       // odd leading dimension: columns 74 bytes apart
		{1, 4, 8, 0, 1},
	} {
		if got := align(c.p, c.es, c.ld, c.stride); got != c.want {
			t.Errorf("align(%#x, es %d, ld %d, stride %d) = %d, want %d", c.p, c.es, c.ld, c.stride, got, c.want)
		}
	}
}

// fakeLt is an lt whose heuristic and matmul are recorded instead of run.
type fakeLt struct {
	*lt
	chosen []ltShape // the classes the heuristic was asked for
	ran    []int     // the n of every matmul
	refuse func(g *Gemm) bool
	noAlgo bool
	ws     int // the workspace the choices need
}

func newFakeLt() *fakeLt {
	f := &fakeLt{}
	f.lt = &lt{choices: map[ltShape]*ltChoice{}, plans: map[ltShape]*ltPlan{},
		describe: func(*ltPlan, ltShape) error { return nil },
		choose: func(_ *lt, class ltShape, ws int) (ltChoice, error) {
			f.chosen = append(f.chosen, class)
			return ltChoice{ok: !f.noAlgo, workspace: f.ws}, nil
		},
		run: func(_ *lt, _ *ltPlan, g *Gemm, _ cu.Stream, _ cu.DevicePtr, _ int) Status {
			if f.refuse != nil && f.refuse(g) {
				return 15 // CUBLAS_STATUS_NOT_SUPPORTED
			}
			f.ran = append(f.ran, g.N)
			return 0
		}}
	return f
}

func linearGemm(tokens int) *Gemm {
	g, _ := LinearArgs(tokens, 7168, 1536, 0x200000, R16BF, 0x100000, R16BF, 0x400000, R16BF)
	return g
}

// A serving step's row counts: each new count is planned once, every count in a class shares one
// heuristic query, and a count met before costs neither.
func TestLtPlansOncePerClass(t *testing.T) {
	f := newFakeLt()
	counts := []int{57, 58, 57, 900, 901, 930, 900, 1000, 1025, 58}
	for _, n := range counts {
		if !f.gemm(linearGemm(n), 1, 0, 0, 0, 0, 0, 32<<20) {
			t.Fatalf("%d tokens: not run through the plan", n)
		}
	}
	var classes []int
	for _, c := range f.chosen {
		classes = append(classes, c.n)
	}
	if diff := cmp.Diff([]int{57, 58, 960, 1024, 1280}, classes); diff != "" {
		t.Errorf("heuristic queries by class (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(counts, f.ran); diff != "" {
		t.Errorf("matmuls by tokens (-want +got):\n%s", diff)
	}
	want := LtStats{Choices: 5, Plans: 7, Matmuls: len(counts)}
	if diff := cmp.Diff(want, f.stats); diff != "" {
		t.Errorf("stats (-want +got):\n%s", diff)
	}
	// The class keeps everything but the row count: another weight width is another class, and the
	// width stays exact (C's leading dimension, the output head's 129,280, bounds it).
	g := linearGemm(900)
	g.M, g.LDC = 129280, 129280
	f.gemm(g, 1, 0, 0, 0, 0, 0, 32<<20)
	if last := f.chosen[len(f.chosen)-1]; last.m != 129280 || last.n != 960 {
		t.Errorf("a 129,280-wide GEMM of 900 tokens queried class m %d n %d, want m 129280 n 960", last.m, last.n)
	}
	// Strided batches are their own shapes.
	f.gemm(linearGemm(900), 128, 0, 192, 1536, 0, 0, 32<<20)
	if last := f.chosen[len(f.chosen)-1]; last.count != 128 || last.sb != 192 {
		t.Errorf("a strided batch queried class %+v, want count 128 and B's stride 192", last)
	}
}

// Where cuBLASLt has no algorithm, refuses one at a size, or the choice needs more workspace than
// the stream has, the call goes back to cuBLAS, and a refused shape is not tried again.
func TestLtFallbacks(t *testing.T) {
	f := newFakeLt()
	f.noAlgo = true
	if f.gemm(linearGemm(100), 1, 0, 0, 0, 0, 0, 32<<20) || f.gemm(linearGemm(101), 1, 0, 0, 0, 0, 0, 32<<20) {
		t.Errorf("a class without an algorithm ran through the plan")
	}
	if len(f.chosen) != 1 || f.stats.Unplanned != 1 {
		t.Errorf("a class without an algorithm was queried %d times (%+v), want once", len(f.chosen), f.stats)
	}

	f = newFakeLt()
	f.refuse = func(g *Gemm) bool { return g.N == 70 }
	for range 3 {
		if f.gemm(linearGemm(70), 1, 0, 0, 0, 0, 0, 32<<20) {
			t.Fatalf("a refused shape reported as run")
		}
	}
	if !f.gemm(linearGemm(71), 1, 0, 0, 0, 0, 0, 32<<20) {
		t.Errorf("a shape of the same class, not refused, did not run through the plan")
	}
	if want := (LtStats{Choices: 1, Plans: 2, Matmuls: 1, Fallbacks: 3, Refused: 1, Last: "cublasLtMatmul(m=1536 n=70 k=7168 ×1): status 15"}); f.stats != want {
		t.Errorf("stats %+v, want %+v (the refused shape tried once)", f.stats, want)
	}

	f = newFakeLt()
	f.ws = 1 << 20
	if !f.gemm(linearGemm(300), 1, 0, 0, 0, 0, 0, 32<<20) {
		t.Errorf("a choice within the workspace did not run")
	}
	if f.gemm(linearGemm(300), 1, 0, 0, 0, 0, 0, 1<<10) {
		t.Errorf("a choice needing 1 MiB ran with a 1 KiB workspace")
	}

	f = newFakeLt()
	f.describe = func(*ltPlan, ltShape) error { return errDescribe }
	if f.gemm(linearGemm(5), 1, 0, 0, 0, 0, 0, 32<<20) || len(f.chosen) != 0 {
		t.Errorf("a shape cuBLASLt could not describe ran through a plan or queried the heuristic")
	}
}

var errDescribe = &cu.Error{Call: "cublasLtMatrixLayoutCreate", Code: 7}

// The plans are bounded: past ltMaxPlans exact shapes they are dropped and made again, while the
// classes' choices stay.
func TestLtPlansBounded(t *testing.T) {
	f := newFakeLt()
	for n := 1; n <= ltMaxPlans+10; n++ {
		f.gemm(linearGemm(n), 1, 0, 0, 0, 0, 0, 32<<20)
	}
	if len(f.plans) > ltMaxPlans {
		t.Errorf("%d plans kept, want at most %d", len(f.plans), ltMaxPlans)
	}
	queried := len(f.chosen)
	f.gemm(linearGemm(1), 1, 0, 0, 0, 0, 0, 32<<20)
	if len(f.chosen) != queried {
		t.Errorf("a dropped plan's class was queried again")
	}
}

// A GEMM with the bias epilogue is its own plan and its own heuristic query (cuBLASLt offers only
// algorithms that have the epilogue), the call carries its vector, and where no algorithm has it
// GemmBias reports that it ran nothing, so that the caller adds the bias another way.
func TestLtBiasEpilogue(t *testing.T) {
	f := newFakeLt()
	var biases []cu.DevicePtr
	run := f.run
	f.run = func(l *lt, p *ltPlan, g *Gemm, s cu.Stream, ws cu.DevicePtr, n int) Status {
		biases = append(biases, g.bias)
		return run(l, p, g, s, ws, n)
	}
	h := &Handle{lt: f.lt, wsSize: 32 << 20}
	g := linearGemm(600)
	if !h.GemmBias(g, 0x300040) || !h.GemmBias(linearGemm(600), 0x300100) {
		t.Fatal("a biased GEMM did not run through its plan")
	}
	if !f.gemm(linearGemm(600), 1, 0, 0, 0, 0, 0, 32<<20) {
		t.Fatal("the GEMM without a bias did not run through its plan")
	}
	if diff := cmp.Diff([]cu.DevicePtr{0x300040, 0x300100, 0}, biases); diff != "" {
		t.Errorf("bias vectors the matmuls ran with (-want +got):\n%s", diff)
	}
	var al []uint32
	for _, c := range f.chosen {
		al = append(al, c.alBias)
	}
	// The vector at 0x…40 and the one at 0x…100 differ in alignment (64 and 256 bytes): two
	// classes, and the plain GEMM a third.
	if diff := cmp.Diff([]uint32{64, 256, 0}, al); diff != "" {
		t.Errorf("heuristic queries by the bias's alignment (-want +got):\n%s", diff)
	}
	if g.bias != 0 {
		t.Errorf("GemmBias left its vector on the caller's GEMM")
	}

	f = newFakeLt()
	f.noAlgo = true
	if (&Handle{lt: f.lt, wsSize: 32 << 20}).GemmBias(linearGemm(600), 0x300000) {
		t.Errorf("GemmBias reported a run where cuBLASLt had no algorithm")
	}
	if (&Handle{wsSize: 32 << 20}).GemmBias(linearGemm(600), 0x300000) {
		t.Errorf("GemmBias reported a run on a handle without plans")
	}
}

// The heuristic's stand-in bias address has exactly the vector's alignment.
func TestBiasProxy(t *testing.T) {
	for al := uint32(2); al <= ltAlignCap; al *= 2 {
		if got := align(cu.DevicePtr(biasProxy(al)), 2, 0, 0); got != al {
			t.Errorf("biasProxy(%d) = %#x, aligned to %d", al, biasProxy(al), got)
		}
	}
}
