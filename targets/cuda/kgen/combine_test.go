package kgen_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"afdc/targets/cuda/kgen"
)

// combineWork is a split workspace as mla_decode or gqa_decode leave it: rows at positions tokPos
// over splits splits of chunk positions; the splits a row's context reaches hold a random max,
// sum and partial output, the others NaN (no block writes them, so a combine that reads one
// poisons its row).
type combineWork struct {
	heads, width         int
	splits, chunk        int
	maxBlocks, blockSize int
	tokPos               []int32
	part                 []float32
}

// newCombineWork fills a workspace: maxes spread over ±4 (so the weights e^(m−M) span e^-8..1),
// sums in [1, 33), each output the split's sum times a value of magnitude ≲ 3 (a partial output
// is a sum of probabilities ≤ 1 times values).
func newCombineWork(rng *rand.Rand, heads, width, splits, maxBlocks, blockSize int, tokPos []int32) *combineWork {
	c := &combineWork{heads: heads, width: width, splits: splits, maxBlocks: maxBlocks, blockSize: blockSize, tokPos: tokPos}
	// The kernels' chunk: roundup(ceil(max_blocks·block_size / splits), kgen.SplitAlign).
	c.chunk = ((maxBlocks*blockSize+splits-1)/splits + kgen.SplitAlign - 1) / kgen.SplitAlign * kgen.SplitAlign
	P := int(kgen.PartRow(int64(width)))
	c.part = make([]float32, len(tokPos)*splits*heads*P)
	for r := range tokPos {
		for s := range splits {
			for h := range heads {
				at := ((r*splits+s)*heads + h) * P
				if s >= c.splitsOf(r) {
					for j := range P {
						c.part[at+j] = float32(math.NaN())
					}
					continue
				}
				l := 1 + 32*rng.Float64()
				for j := range width {
					c.part[at+j] = float32(l * rng.NormFloat64())
				}
				c.part[at+width] = float32(8*rng.Float64() - 4)
				c.part[at+width+1] = float32(l)
				for j := width + 2; j < P; j++ { // the row's padding, which no kernel reads
					c.part[at+j] = float32(math.NaN())
				}
			}
		}
	}
	return c
}

// splitsOf is the splits row r's context reaches (capped at MLAMaxSplits, as the kernels cap it).
func (c *combineWork) splitsOf(r int) int {
	return min((int(c.tokPos[r])+1+c.chunk-1)/c.chunk, kgen.MLAMaxSplits)
}

// ref is the float64 combine of row r, head h: out = Σ e^(m_s−M)·o_s / Σ e^(m_s−M)·l_s, and the
// same sum of |o_s| (the magnitude that bounds the f32 sums' rounding).
func (c *combineWork) ref(r, h int) (out, mag []float64) {
	P := int(kgen.PartRow(int64(c.width)))
	slot := func(s int) []float32 {
		at := ((r*c.splits+s)*c.heads + h) * P
		return c.part[at : at+P]
	}
	ns := c.splitsOf(r)
	M := math.Inf(-1)
	for s := range ns {
		M = max(M, float64(slot(s)[c.width]))
	}
	out, mag = make([]float64, c.width), make([]float64, c.width)
	var den float64
	for s := range ns {
		x := slot(s)
		e := math.Exp(float64(x[c.width]) - M)
		den += e * float64(x[c.width+1])
		for j := range c.width {
			out[j] += e * float64(x[j])
			mag[j] += e * math.Abs(float64(x[j]))
		}
	}
	for j := range out {
		out[j] /= den
		mag[j] /= den
	}
	return out, mag
}

// run combines rows [r0, r0+n) of the workspace (as a launch over those rows alone would see them:
// their tok_pos and their part of the workspace) and returns the output buffer.
func (c *combineWork) run(t *testing.T, s kgen.CombineSpec, r0, n int) *kgen.Buf {
	t.Helper()
	k, l := s.Build()
	if err := kgen.Verify(k); err != nil {
		t.Fatal(err)
	}
	rowLen := c.splits * c.heads * int(kgen.PartRow(int64(c.width)))
	out := outBuf(s.Out, n*c.heads*c.width)
	if s.Out == kgen.EF32 {
		for i := range out.F32 {
			out.F32[i] = float32(math.NaN()) // an output no thread writes stays NaN
		}
	} else {
		for i := range out.BF16 {
			out.BF16[i] = 0x7fc0
		}
	}
	err := kgen.Interpret(k, int(l.Grid.Blocks(int64(n))), l.Block, out, &kgen.Buf{F32: c.part[r0*rowLen : (r0+n)*rowLen]},
		&kgen.Buf{I32: c.tokPos[r0 : r0+n]}, int32(c.maxBlocks), int32(c.blockSize), int32(c.splits), int32(n))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// combineTol bounds the combine's f32 error relative to the magnitude Σ e_s·|o_s| / Σ e_s·l_s: the
// exp (one f32 rounding), the denominator (a tree of ≤ 64 positive terms: 7 roundings), 1/den and
// the weight (2), a group's sequential sum of ≤ 64 products and the groups' sum (≤ 68): 2⁻¹⁷ is
// about 128 f32 roundings, so a wrong weight, split or column is far past it.
const combineTol = 1.0 / (1 << 17)

// TestCombineInterpret runs mla_combine and gqa_combine at DeepSeek-V3's and GLM-4.5's widths
// (Width 512 over 128 heads, Width 128 over 96 heads) in the interpreter against the float64
// combine: at 64 splits with rows whose contexts reach 64, 47, 2 and 1 of them (the later splits
// of a row NaN: a combine that reads one fails), and at one split (o_0·(1/l_0): the f32 result is
// checked bit for bit). Two runs must give identical bits, and each row combined alone must give
// the bits it gets among the others.
func TestCombineInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	for _, c := range []struct {
		kind         string
		out          kgen.Elem
		heads, width int
		splits       int
	}{
		{"gqa_combine", kgen.EF32, 96, 128, 64},
		{"gqa_combine", kgen.EBF16, 96, 128, 1},
		{"gqa_combine", kgen.EF32, 96, 128, 1},
		{"mla_combine", kgen.EF32, 128, 512, 64},
		{"mla_combine", kgen.EBF16, 128, 512, 1},
		{"mla_combine", kgen.EF32, 128, 512, 1},
	} {
		name := fmt.Sprintf("%s %s heads %d width %d splits %d", c.kind, c.out, c.heads, c.width, c.splits)
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(c.width), uint64(c.splits)))
			// 256 blocks of 16: 4,096 positions, a chunk of 64 (SplitAlign) at 64 splits.
			w := newCombineWork(rng, c.heads, c.width, c.splits, 256, 16, []int32{4095, 3000, 80, 0})
			if c.splits == 64 {
				if got := []int{w.splitsOf(0), w.splitsOf(1), w.splitsOf(2), w.splitsOf(3)}; !slices.Equal(got, []int{64, 47, 2, 1}) {
					t.Fatalf("rows reach %v splits, want [64 47 2 1]", got)
				}
			}
			s := kgen.CombineSpec{Kind: c.kind, Out: c.out, Heads: int64(c.heads), Width: int64(c.width)}
			rows := len(w.tokPos)
			got := w.run(t, s, 0, rows)
			bad, worst := 0, 0.0
			for r := range rows {
				for h := range c.heads {
					want, mag := w.ref(r, h)
					at := ((r*w.splits)*c.heads + h) * int(kgen.PartRow(int64(c.width)))
					for j := range c.width {
						i := (r*c.heads+h)*c.width + j
						g := float64(got.F32Value(i))
						lim := combineTol * mag[j]
						if c.out == kgen.EBF16 {
							lim += math.Abs(want[j]) / 256 // one bf16 rounding
						}
						d := math.Abs(g - want[j])
						if mag[j] > 0 {
							worst = max(worst, d/mag[j])
						}
						ok := d <= lim
						if w.splitsOf(r) == 1 && c.out == kgen.EF32 {
							// One split: e^0 = 1, the result is o_0·(1/l_0) in f32.
							exact := w.part[at+j] * (1 / w.part[at+c.width+1])
							ok = math.Float32bits(float32(g)) == math.Float32bits(exact)
							lim = 0
							d = math.Abs(g - float64(exact))
						}
						if !ok {
							if bad < 5 {
								t.Errorf("row %d (%d splits) head %d [%d] = %g, want %g (|Δ| %.3g > %.3g)", r, w.splitsOf(r), h, j, g, want[j], d, lim)
							}
							bad++
						}
					}
				}
			}
			if bad > 0 {
				t.Fatalf("%d outputs off", bad)
			}
			t.Logf("largest |Δ| %.3g of the magnitude Σ e_s·|o_s| / Σ e_s·l_s", worst)
			// Determinism: a second run, the same bits.
			again := w.run(t, s, 0, rows)
			if !slices.Equal(again.F32, got.F32) || !slices.Equal(again.BF16, got.BF16) {
				t.Errorf("two runs of the same workspace differ")
			}
			// Batch invariance: each row alone, the bits it had among the others.
			n := c.heads * c.width
			for r := range rows {
				alone := w.run(t, s, r, 1)
				if !slices.Equal(alone.F32, sub(got.F32, r*n, n)) || !slices.Equal(alone.BF16, sub(got.BF16, r*n, n)) {
					t.Errorf("row %d (%d splits) combined alone differs from its combine among %d rows", r, w.splitsOf(r), rows)
				}
			}
		})
	}
}

// sub is s[i:i+n], or nil for a nil s.
func sub[T any](s []T, i, n int) []T {
	if s == nil {
		return nil
	}
	return s[i : i+n]
}
