package kernels

import (
	"math"
	"strings"
	"testing"
)

func TestEmbedding(t *testing.T) {
	rng := newRNG(1)
	const vocab, hidden = 11, 5
	table := randSlice(rng, vocab*hidden, 1)
	ids := []int32{3, 0, 10, 3}
	out := make([]float32, len(ids)*hidden)
	if err := Embedding(out, ids, table, hidden); err != nil {
		t.Fatalf("Embedding: %v", err)
	}
	for r, id := range ids {
		for j := 0; j < hidden; j++ {
			if out[r*hidden+j] != table[int(id)*hidden+j] {
				t.Fatalf("row %d col %d: got %v, want table[%d][%d] = %v", r, j, out[r*hidden+j], id, j, table[int(id)*hidden+j])
			}
		}
	}
	for _, tc := range []struct {
		ids  []int32
		out  int
		want string
	}{
		{[]int32{1, 11}, 2 * hidden, "id 11 out of range, expected 0 <= id < vocab 11"},
		{[]int32{-1}, hidden, "id -1 out of range"},
		{[]int32{1}, 3, "out has 3 values, expected 1 ids × hidden 5 = 5"},
	} {
		err := Embedding(make([]float32, tc.out), tc.ids, table, hidden)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Embedding(%v): error %v, want it to contain %q", tc.ids, err, tc.want)
		}
	}
	if err := Embedding(nil, nil, table[:7], hidden); err == nil || !strings.Contains(err.Error(), "multiple of hidden 5") {
		t.Errorf("ragged table: error %v", err)
	}
}

func refRMSNorm(x []float32, rows, width int, w []float32, eps float64) []float64 {
	g := len(w)
	out := make([]float64, rows*width)
	for k := 0; k < rows*width/g; k++ {
		var s float64
		for j := 0; j < g; j++ {
			v := float64(x[k*g+j])
			s += v * v
		}
		inv := 1 / math.Sqrt(s/float64(g)+eps)
		for j := 0; j < g; j++ {
			out[k*g+j] = float64(w[j]) * float64(x[k*g+j]) * inv
		}
	}
	return out
}

func TestRMSNorm(t *testing.T) {
	rng := newRNG(2)
	for _, tc := range []struct{ rows, width, g int }{{1, 7168, 7168}, {5, 64, 64}, {3, 8 * 128, 128}, {40, 4096, 4096}} {
		x := randSlice(rng, tc.rows*tc.width, 2)
		w := randSlice(rng, tc.g, 0.2)
		for i := range w {
			w[i] += 1
		}
		out := make([]float32, len(x))
		RMSNorm(out, x, tc.rows, tc.width, w, 1e-6)
		closeTo(t, "RMSNorm", out, refRMSNorm(x, tc.rows, tc.width, w, float64(float32(1e-6))), 1e-6)
		// In place gives the same bits.
		in := append([]float32(nil), x...)
		RMSNorm(in, in, tc.rows, tc.width, w, 1e-6)
		sameBits(t, "RMSNorm in place", in, out)
	}
	if msg := panicMessage(func() { RMSNorm(make([]float32, 10), make([]float32, 10), 1, 10, make([]float32, 4), 1e-6) }); !strings.Contains(msg, "width 10 is not a multiple of len(w) 4") {
		t.Errorf("bad group: panic %q", msg)
	}
}

func TestLinear(t *testing.T) {
	rng := newRNG(3)
	// in values that are not multiples of 4 exercise the dot kernel's alignment peeling and tails.
	for _, tc := range []struct{ rows, in, out int }{{1, 2048, 64}, {7, 97, 33}, {64, 256, 300}, {3, 1, 5}} {
		x := randSlice(rng, tc.rows*tc.in, 1)
		w := randSlice(rng, tc.out*tc.in, 1/math.Sqrt(float64(tc.in)))
		bias := randSlice(rng, tc.out, 0.5)
		for _, b := range [][]float32{nil, bias} {
			out := make([]float32, tc.rows*tc.out)
			Linear(out, x, tc.rows, tc.in, w, tc.out, b)
			closeTo(t, "Linear", out, refLinear(f64(x), tc.rows, tc.in, w, tc.out, b), 2e-6)
		}
	}
	if msg := panicMessage(func() { Linear(make([]float32, 2), make([]float32, 3), 1, 3, make([]float32, 5), 2, nil) }); !strings.Contains(msg, "len(w) = 5, expected 6") {
		t.Errorf("bad w: panic %q", msg)
	}
}

func TestSiluMulAdd(t *testing.T) {
	rng := newRNG(4)
	g := randSlice(rng, 1000, 4)
	u := randSlice(rng, 1000, 1)
	g = append(g, 0, 80, -80, 1e-30)
	u = append(u, 1, 1, 1, 1)
	out := make([]float32, len(g))
	SiluMul(out, g, u)
	want := make([]float64, len(g))
	for i := range g {
		gv := float64(g[i])
		want[i] = gv / (1 + math.Exp(-gv)) * float64(u[i])
	}
	closeTo(t, "SiluMul", out, want, 1e-6)
	sum := make([]float32, len(g))
	Add(sum, g, u)
	for i := range g {
		if sum[i] != g[i]+u[i] {
			t.Fatalf("Add[%d] = %v, want %v", i, sum[i], g[i]+u[i])
		}
	}
}
