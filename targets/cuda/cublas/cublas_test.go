package cublas

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"afdc/targets/cuda/cu"
)

// colMajorGemm does what cuBLAS documents for one GEMM, on host slices indexed by element offsets:
// C[m,n] = alpha·op(A)·op(B) + beta·C, column-major with leading dimensions.
func colMajorGemm(g *Gemm, a, b, c []float64) {
	at := func(i, l int) float64 { // op(A)[i,l]
		if g.TransA == OpT {
			return a[l+i*g.LDA]
		}
		return a[i+l*g.LDA]
	}
	bt := func(l, j int) float64 { // op(B)[l,j]
		if g.TransB == OpT {
			return b[j+l*g.LDB]
		}
		return b[l+j*g.LDB]
	}
	for j := range g.N {
		for i := range g.M {
			s := 0.0
			for l := range g.K {
				s += at(i, l) * bt(l, j)
			}
			c[i+j*g.LDC] = float64(g.Alpha)*s + float64(g.Beta)*c[i+j*g.LDC]
		}
	}
}

// Linear's arguments, run through cuBLAS's own definition, compute y = x·Wᵀ on row-major HF weights.
func TestLinearArgsLayout(t *testing.T) {
	const T, in, out = 5, 7, 3 // all different, so a swapped dimension cannot pass
	r := rand.New(rand.NewPCG(1, 2))
	x, w := make([]float64, T*in), make([]float64, out*in) // row-major [T,in] and [out,in]
	for i := range x {
		x[i] = r.NormFloat64()
	}
	for i := range w {
		w[i] = r.NormFloat64()
	}
	g, err := LinearArgs(T, in, out, 1, R32F, 2, R32F, 3, R32F)
	if err != nil {
		t.Fatal(err)
	}
	y := make([]float64, T*out)
	colMajorGemm(g, w, x, y)
	for tok := range T {
		for o := range out {
			want := 0.0
			for k := range in {
				want += x[tok*in+k] * w[o*in+k]
			}
			if got := y[tok*out+o]; math.Abs(got-want) > 1e-12 {
				t.Fatalf("y[%d,%d] = %v, want %v", tok, o, got, want)
			}
		}
	}
	if g.A != 2 || g.B != 1 || g.C != 3 {
		t.Errorf("operands A=%d B=%d C=%d, want the weight as A (2), x as B (1), y as C (3)", g.A, g.B, g.C)
	}
	if _, err := LinearArgs(0, in, out, 1, R32F, 2, R32F, 3, R32F); err == nil || !strings.Contains(err.Error(), "expected positive sizes") {
		t.Errorf("LinearArgs with no tokens: %v, want a size error", err)
	}
}

func TestGroupedArrays(t *testing.T) {
	var a groupedArrays
	gs := []Group{{TransA: OpT, M: 8, N: 3, K: 4, LDA: 4, LDB: 4, LDC: 8, Alpha: 1, Size: 2},
		{TransA: OpT, M: 8, N: 5, K: 4, LDA: 4, LDB: 4, LDC: 8, Alpha: 2, Beta: 1, Size: 1}}
	if err := a.fill(gs); err != nil {
		t.Fatal(err)
	}
	if len(a.m) != 2 || a.n[1] != 5 || a.size[0] != 2 || a.alpha[1] != 2 || a.beta[1] != 1 || a.ta[0] != int32(OpT) || a.tb[1] != int32(OpN) {
		t.Errorf("fill = %+v, want the groups' fields in order", a)
	}
	if err := a.fill(gs[:1]); err != nil || len(a.n) != 1 {
		t.Errorf("refill with one group: %v, %d groups; want the arrays reused and cut to 1", err, len(a.n))
	}
	bad := gs[1]
	bad.N = 0
	if err := a.fill([]Group{gs[0], bad}); err == nil || !strings.Contains(err.Error(), "group 1") || !strings.Contains(err.Error(), "leave out experts") {
		t.Errorf("a group with no tokens: %v, want an error naming group 1 and what to do", err)
	}
	g := Grouped{Groups: gs}
	if g.Problems() != 3 {
		t.Errorf("Problems = %d, want 3", g.Problems())
	}
}

func TestDataType(t *testing.T) {
	for _, c := range []struct {
		d    DataType
		size int
		name string
	}{{R32F, 4, "f32"}, {R16BF, 2, "bf16"}, {R16F, 2, "f16"}, {DataType(99), 0, "cudaDataType(99)"}} {
		if c.d.Size() != c.size || c.d.String() != c.name {
			t.Errorf("%d: size %d name %q, want %d %q", int32(c.d), c.d.Size(), c.d.String(), c.size, c.name)
		}
	}
}

func TestCreateWithoutLibraries(t *testing.T) {
	_, err := Create()
	if err == nil {
		t.Skip("cuBLAS loads here; the missing-library message is tested where it does not")
	}
	if !strings.Contains(err.Error(), "libcuda.so.1") && !strings.Contains(err.Error(), "libcublas") {
		t.Errorf("Create without CUDA: %q, want it to name the missing library", err)
	}
}

// TestCheckf: a success is nil whatever the format; a failure names the call as formatted and the
// status code.
func TestCheckf(t *testing.T) {
	if err := checkf(0, "cublasGemmEx(m=%d)", 3); err != nil {
		t.Fatalf("status 0: %v, want nil", err)
	}
	err := checkf(7, "cublasGemmEx(m=%d n=%d k=%d)", 2112, 57, 7168)
	var ce *cu.Error
	if !errors.As(err, &ce) || ce.Code != 7 || !strings.HasPrefix(err.Error(), "cublasGemmEx(m=2112 n=57 k=7168)") {
		t.Fatalf("status 7: %v, want a cu.Error of code 7 naming the formatted call", err)
	}
}
