package kernels

import (
	"fmt"
	"math"
	"testing"
)

// eachKernel runs f with each set of dot kernels this CPU has installed in turn (the portable one
// always), then restores the process's own.
func eachKernel(t *testing.T, f func(t *testing.T)) {
	saved := currentDot()
	defer useDot(saved)
	for _, s := range dotSets {
		useDot(s)
		t.Run(s.name, f)
	}
}

// toBF16 rounds w to bf16 (nearest even) and returns the bf16 values and their exact widening.
func toBF16(w []float32) ([]uint16, []float32) {
	h, f := make([]uint16, len(w)), make([]float32, len(w))
	for i, v := range w {
		b := math.Float32bits(v)
		b += 0x7fff + (b>>16)&1
		h[i] = uint16(b >> 16)
		f[i] = math.Float32frombits(uint32(h[i]) << 16)
	}
	return h, f
}

// TestLinearMat: with every kernel, LinearMat is within float32 rounding of a float64 product, a
// bf16 matrix gives the same bits as its f32 widening, and each row's bits are the same alone as in
// batches of every size (row blocks of four, padding rows, a tail past the last 16 values).
func TestLinearMat(t *testing.T) {
	eachKernel(t, func(t *testing.T) {
		rng := newRNG(30)
		for _, sh := range []struct{ in, out int }{{16, 5}, {64, 33}, {97, 40}, {5, 7}, {2048, 70}} {
			const maxRows = 11
			x := randSlice(rng, maxRows*sh.in, 1)
			h, w := toBF16(randSlice(rng, sh.out*sh.in, 1/math.Sqrt(float64(sh.in))))
			bias := randSlice(rng, sh.out, 1)
			lin := func(m Mat, lo, hi int) []float32 {
				out := make([]float32, (hi-lo)*sh.out)
				LinearMat(out, x[lo*sh.in:hi*sh.in], hi-lo, sh.in, m, sh.out, bias)
				return out
			}
			name := fmt.Sprintf("in %d out %d", sh.in, sh.out)
			all := lin(F32Mat(w), 0, maxRows)
			closeTo(t, name, all, refLinear(f64(x), maxRows, sh.in, w, sh.out, bias), 2e-6)
			sameBits(t, name+": bf16 vs widened", lin(BF16Mat(h), 0, maxRows), all)
			for _, n := range []int{1, 2, 3, 4, 5, 8, 9, 11} {
				for _, j := range []int{0, n - 1} {
					sameBits(t, fmt.Sprintf("%s: row %d of %d", name, j, n), lin(BF16Mat(h), 0, n)[j*sh.out:(j+1)*sh.out], all[j*sh.out:(j+1)*sh.out])
				}
			}
		}
	})
}

// TestDotKernelsAgree: the assembly kernels and the portable one compute the same canonical
// order, so the AVX2 and AVX-512 kernels give the same bits and the portable one (product rounded
// before the add) differs from them within a few float32 ulps of the dot's magnitude.
func TestDotKernelsAgree(t *testing.T) {
	if len(dotSets) == 1 {
		t.Skip("skipping: this CPU runs the portable kernel only")
	}
	rng := newRNG(31)
	const in, out, rows = 1024, 64, 5
	x := randSlice(rng, rows*in, 1)
	h, w := toBF16(randSlice(rng, out*in, 1/math.Sqrt(in)))
	saved := currentDot()
	defer useDot(saved)
	results := make([][]float32, len(dotSets))
	for i, s := range dotSets {
		useDot(s)
		results[i] = make([]float32, rows*out)
		LinearMat(results[i], x, rows, in, BF16Mat(h), out, nil)
	}
	for i := 2; i < len(dotSets); i++ {
		sameBits(t, dotSets[i].name+" vs "+dotSets[1].name, results[i], results[1])
	}
	for r := range rows {
		for o := range out {
			var mag float64
			for k := range in {
				mag += math.Abs(float64(x[r*in+k]) * float64(w[o*in+k]))
			}
			a, g := results[1][r*out+o], results[0][r*out+o]
			if d := math.Abs(float64(a - g)); d > 1e-6*mag {
				t.Fatalf("row %d column %d: %s %v, go %v (|Δ| %.3g, Σ|x·w| %.3g)", r, o, dotSets[1].name, a, g, d, mag)
			}
		}
	}
}

// TestMoEExpertsBF16: bf16 experts give the bits of their f32 widening, a reused scratch the bits
// of a fresh one, with every kernel.
func TestMoEExpertsBF16(t *testing.T) {
	eachKernel(t, func(t *testing.T) {
		const rows, hidden, inter, experts = 9, 48, 40, 6
		m := randMoE(32, rows, hidden, inter, experts)
		half := make([][3][]uint16, experts)
		for e := range experts {
			half[e][0], m.gate[e] = toBF16(m.gate[e])
			half[e][1], m.up[e] = toBF16(m.up[e])
			half[e][2], m.down[e] = toBF16(m.down[e])
		}
		want := m.run(0, rows)
		var sc MoEScratch
		for pass := range 2 {
			got := make([]float32, rows*hidden)
			MoEExperts(got, m.x, rows, hidden, m.route, experts, func(e int) (Mat, Mat, Mat) {
				return BF16Mat(half[e][0]), BF16Mat(half[e][1]), BF16Mat(half[e][2])
			}, inter, &sc)
			sameBits(t, fmt.Sprintf("pass %d", pass), got, want)
		}
		// A smaller batch through the same scratch: row 0's bits are its own.
		got := make([]float32, hidden)
		MoEExperts(got, m.x[:hidden], 1, hidden, m.route[:experts], experts, func(e int) (Mat, Mat, Mat) {
			return BF16Mat(half[e][0]), BF16Mat(half[e][1]), BF16Mat(half[e][2])
		}, inter, &sc)
		sameBits(t, "row 0 alone", got, want[:hidden])
	})
}

// TestMoEExpertPairs: with every kernel and bf16 experts, the pair rows of any split of the experts
// into two shares, added per row in ascending expert order from zero (pairs from both shares
// interleaved by expert), give MoEExperts' bits; the pairs come rows in order, experts ascending
// within a row, and their count is the route's nonzero entries of the share.
func TestMoEExpertPairs(t *testing.T) {
	eachKernel(t, func(t *testing.T) {
		const rows, hidden, inter, experts = 11, 72, 40, 6
		m := randMoE(33, rows, hidden, inter, experts)
		half := make([][3][]uint16, experts)
		for e := range experts {
			half[e][0], _ = toBF16(m.gate[e])
			half[e][1], _ = toBF16(m.up[e])
			half[e][2], _ = toBF16(m.down[e])
		}
		w := func(e int) (Mat, Mat, Mat) { return BF16Mat(half[e][0]), BF16Mat(half[e][1]), BF16Mat(half[e][2]) }
		want := make([]float32, rows*hidden)
		MoEExperts(want, m.x, rows, hidden, m.route, experts, w, inter, nil)
		var sc MoEScratch
		for _, share := range [][]bool{{true, false, true, false, true, false}, {false, false, false, true, true, true}} {
			// Each share's routing, its pairs, and a cursor per share.
			type part struct {
				out  []float32
				next int
			}
			parts := [2]*part{}
			for s := range 2 {
				r := make([]float32, len(m.route))
				n := 0
				for i, v := range m.route {
					if v != 0 && share[i%experts] == (s == 0) {
						r[i] = v
						n++
					}
				}
				out := make([]float32, n*hidden)
				if got := MoEExpertPairs(out, m.x, rows, hidden, r, experts, w, inter, &sc); got != n {
					t.Fatalf("share %d: %d pairs, expected %d", s, got, n)
				}
				parts[s] = &part{out: out}
			}
			got := make([]float32, rows*hidden)
			for r := range rows {
				o := got[r*hidden : (r+1)*hidden]
				for e := range experts {
					if m.route[r*experts+e] == 0 {
						continue
					}
					p := parts[0]
					if !share[e] {
						p = parts[1]
					}
					for c, v := range p.out[p.next*hidden : (p.next+1)*hidden] {
						o[c] += v
					}
					p.next++
				}
			}
			sameBits(t, fmt.Sprintf("share %v", share), got, want)
		}
	})
}
