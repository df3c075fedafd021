package kernels

import (
	"math"
	"math/rand/v2"
	"testing"
)

func newRNG(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15)) }

// randSlice returns n normal values with standard deviation sd.
func randSlice(rng *rand.Rand, n int, sd float64) []float32 {
	s := make([]float32, n)
	for i := range s {
		s[i] = float32(rng.NormFloat64() * sd)
	}
	return s
}

// closeTo fails the test when |got-want| > tol·(1+|want|) anywhere, naming the first bad index.
func closeTo(t *testing.T, name string, got []float32, want []float64, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: len %d, want %d", name, len(got), len(want))
	}
	worst, wi := 0.0, -1
	for i := range got {
		d := math.Abs(float64(got[i])-want[i]) / (1 + math.Abs(want[i]))
		if d > worst || d != d {
			worst, wi = d, i
		}
	}
	if worst > tol || worst != worst {
		t.Fatalf("%s: index %d: got %v, want %v (scaled error %.3g > %.3g)", name, wi, got[wi], want[wi], worst, tol)
	}
}

// sameBits fails unless a and b are bit-identical.
func sameBits(t *testing.T, name string, a, b []float32) {
	t.Helper()
	if len(a) != len(b) {
		t.Fatalf("%s: len %d vs %d", name, len(a), len(b))
	}
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
			t.Fatalf("%s: index %d: %v (%#08x) vs %v (%#08x)", name, i, a[i], math.Float32bits(a[i]), b[i], math.Float32bits(b[i]))
		}
	}
}

func f64(s []float32) []float64 {
	d := make([]float64, len(s))
	for i, v := range s {
		d[i] = float64(v)
	}
	return d
}

// panicMessage runs f and returns its panic value as a string ("" when it does not panic).
func panicMessage(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg, _ = r.(string)
			if msg == "" {
				msg = "non-string panic"
			}
		}
	}()
	f()
	return ""
}

// refSoftmax is softmax in float64.
func refSoftmax(s []float64) []float64 {
	m := math.Inf(-1)
	for _, v := range s {
		m = math.Max(m, v)
	}
	out := make([]float64, len(s))
	var sum float64
	for i, v := range s {
		out[i] = math.Exp(v - m)
		sum += out[i]
	}
	for i := range out {
		out[i] /= sum
	}
	return out
}

// refLinear is out[r][o] = Σ_i x[r][i]·w[o][i] (+ bias[o]) in float64.
func refLinear(x []float64, rows, in int, w []float32, outDim int, bias []float32) []float64 {
	out := make([]float64, rows*outDim)
	for r := 0; r < rows; r++ {
		for o := 0; o < outDim; o++ {
			var s float64
			for i := 0; i < in; i++ {
				s += x[r*in+i] * float64(w[o*in+i])
			}
			if bias != nil {
				s += float64(bias[o])
			}
			out[r*outDim+o] = s
		}
	}
	return out
}
