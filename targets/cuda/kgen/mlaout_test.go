package kgen_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/runtime/weights"
	"afdc/targets/cuda/kgen"
)

// mlaOutCase is a split workspace (combineWork) and a kv_b_proj of random bf16 values.
type mlaOutCase struct {
	*combineWork
	nope, v int
	kvb     []uint16
}

func newMLAOutCase(rng *rand.Rand, heads, nope, v, rank, splits int, tokPos []int32) *mlaOutCase {
	c := &mlaOutCase{combineWork: newCombineWork(rng, heads, rank, splits, 128, 16, tokPos), nope: nope, v: v}
	c.kvb = make([]uint16, heads*(nope+v)*rank)
	for i := range c.kvb {
		c.kvb[i] = weights.Float32ToBF16(float32(rng.NormFloat64() / 16))
	}
	return c
}

// w is W_v[h][j][r] as a float64.
func (c *mlaOutCase) w(h, j, r int) float64 {
	return float64(weights.BF16ToFloat32(c.kvb[(h*(c.nope+c.v)+c.nope+j)*c.width+r]))
}

// ref is the float64 result of row r, head h (V values) and the bound of its error: o_lat rounded
// to bf16 (2⁻⁸ of each |o_lat| at most) and the merge's f32 error (combineTol of its magnitude),
// each through |W|, the products' f32 sums, and the result's own bf16 rounding.
func (c *mlaOutCase) ref(r, h int) (out, lim []float64) {
	olat, mag := c.combineWork.ref(r, h)
	out, lim = make([]float64, c.v), make([]float64, c.v)
	for j := range c.v {
		var abs float64
		for k := range c.width {
			w := c.w(h, j, k)
			out[j] += w * olat[k]
			lim[j] += math.Abs(w) * (math.Abs(olat[k])/256 + combineTol*mag[k])
			abs += math.Abs(w * olat[k])
		}
		lim[j] += abs/(1<<20) + math.Abs(out[j])/256
	}
	return out, lim
}

// run launches mla_out of tt slots over rows [r0, r0+n) of the workspace.
func (c *mlaOutCase) run(t *testing.T, tt int64, r0, n int) *kgen.Buf {
	t.Helper()
	s := kgen.MLAOutSpec{Heads: int64(c.heads), Nope: int64(c.nope), V: int64(c.v), Rank: int64(c.width), TT: tt}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	k, l := s.Build()
	if err := kgen.Verify(k); err != nil {
		t.Fatal(err)
	}
	if l.Kind != kgen.MLAOutKind(tt) || l.Grid.Blocks(int64(n)) != int64(c.heads) {
		t.Fatalf("launch %s of %d blocks, want %s of %d (a block a head)", l.Kind, l.Grid.Blocks(int64(n)), kgen.MLAOutKind(tt), c.heads)
	}
	rowLen := c.splits * c.heads * int(kgen.PartRow(int64(c.width)))
	out := &kgen.Buf{BF16: make([]uint16, n*c.heads*c.v)}
	for i := range out.BF16 {
		out.BF16[i] = 0x7fc0 // NaN where no thread stores
	}
	err := kgen.Interpret(k, int(l.Grid.Blocks(int64(n))), l.Block, out, &kgen.Buf{F32: c.part[r0*rowLen : (r0+n)*rowLen]},
		&kgen.Buf{BF16: c.kvb}, &kgen.Buf{I32: c.tokPos[r0 : r0+n]}, int32(c.maxBlocks), int32(c.blockSize), int32(c.splits), int32(n))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestMLAOutInterpret runs mla_out in the interpreter against the float64 merge and product: rows
// whose contexts reach all, some or one of the splits (the unreached ones NaN, so a kernel that
// reads one fails), DeepSeek-V3's widths (rank 512, 128 value dims, over 2 of its heads) and a
// narrow rank (64: 16 groups of threads share the splits), at 8, 16, 32 and 64 splits in 1, 2, 4
// and 8 slots (64 over 8 slots: several rounds). Each row run alone, in the slots of one token,
// must give the bits it gets among the others.
func TestMLAOutInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	for _, c := range []struct {
		heads, nope, v, rank, splits int
		tokPos                       []int32
	}{
		{2, 128, 128, 512, 8, []int32{2047, 1500, 40, 0, 700, 2000, 255, 1024}},
		{2, 128, 128, 512, 32, []int32{2047, 900, 63}},
		{2, 128, 128, 512, 16, []int32{300, 2047}}, // two slots
		{2, 128, 128, 512, 64, []int32{2047}},
		{2, 128, 128, 512, 64, []int32{2047, 1500, 40, 0, 700, 2000, 255}}, // rounds past the first
		{3, 32, 32, 64, 64, []int32{2047, 1500, 40, 0, 31}},
	} {
		name := fmt.Sprintf("heads %d rank %d v %d splits %d rows %d", c.heads, c.rank, c.v, c.splits, len(c.tokPos))
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(c.rank), uint64(c.splits)))
			w := newMLAOutCase(rng, c.heads, c.nope, c.v, c.rank, c.splits, c.tokPos)
			rows := len(c.tokPos)
			tt := kgen.MLAOutSlots(rows)
			got := w.run(t, tt, 0, rows)
			bad, worst := 0, 0.0
			for r := range rows {
				for h := range c.heads {
					want, lim := w.ref(r, h)
					for j := range c.v {
						g := float64(got.F32Value((r*c.heads+h)*c.v + j))
						d := math.Abs(g - want[j])
						worst = max(worst, d/lim[j])
						if !(d <= lim[j]) {
							if bad < 5 {
								t.Errorf("row %d (%d splits) head %d value %d = %g, want %g (|Δ| %.3g > %.3g)", r, w.splitsOf(r), h, j, g, want[j], d, lim[j])
							}
							bad++
						}
					}
				}
			}
			if bad > 0 {
				t.Fatalf("%d outputs off", bad)
			}
			t.Logf("%d slots: largest |Δ| %.2f of its bound", tt, worst)
			// The first and last rows alone.
			for _, r := range []int{0, rows - 1} {
				alone := w.run(t, 1, r, 1)
				for i := range alone.BF16 {
					if a, b := alone.BF16[i], got.BF16[r*c.heads*c.v+i]; a != b {
						t.Fatalf("row %d alone: output %d is %#04x, %#04x among %d rows", r, i, a, b, rows)
					}
				}
			}
		})
	}
}

func TestMLAOutCheck(t *testing.T) {
	good := kgen.MLAOutSpec{Heads: 128, Nope: 128, V: 128, Rank: 512, TT: 8}
	if err := good.Check(); err != nil {
		t.Fatalf("DeepSeek-V3's widths: %v", err)
	}
	for _, c := range []struct {
		mut  func(*kgen.MLAOutSpec)
		want string
	}{
		{func(s *kgen.MLAOutSpec) { s.TT = 3 }, "3 token slots"},
		{func(s *kgen.MLAOutSpec) { s.Rank = 48 }, "rank 48"},
		{func(s *kgen.MLAOutSpec) { s.Rank = 2048 }, "rank 2048"},
		{func(s *kgen.MLAOutSpec) { s.V = 24 }, "24 value dims"},
		{func(s *kgen.MLAOutSpec) { s.Heads = 0 }, "0 heads"},
	} {
		s := good
		c.mut(&s)
		if err := s.Check(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want an error naming %q", s, err, c.want)
		}
	}
	for rows, want := range map[int]int64{1: 1, 2: 2, 3: 4, 4: 4, 5: 8, 8: 8} {
		if got := kgen.MLAOutSlots(rows); got != want {
			t.Errorf("MLAOutSlots(%d) = %d, want %d", rows, got, want)
		}
	}
}

// TestMLAOutPlanned: a bf16 MLA op's kernels include the four mla_out kernels on sm_90 and sm_90a
// at DeepSeek-V3's 128 heads, and none on sm_80 (too little shared memory a block) or at
// DeepSeek-V2-Lite's 16 heads (too few blocks to spread its weight reads over the GPU).
func TestMLAOutPlanned(t *testing.T) {
	for _, c := range []struct {
		model string
		want  map[kgen.Arch]int
	}{
		{"deepseek-v3", map[kgen.Arch]int{kgen.SM80: 0, kgen.SM90: 4, kgen.SM90a: 4}},
		{"deepseek-v2-lite", map[kgen.Arch]int{kgen.SM80: 0, kgen.SM90: 0, kgen.SM90a: 0}},
	} {
		var op *ir.Op
		for _, m := range roleModules(t, c.model, "cuda") {
			for _, f := range m.Funcs {
				for _, o := range f.Body {
					if o.Kind == ir.OpMLAAttention && op == nil {
						op = o
					}
				}
			}
		}
		if op == nil {
			t.Fatalf("%s: no MLA attention op", c.model)
		}
		for arch, want := range c.want {
			ls, err := kgen.KernelsForArch(op, arch)
			if err != nil {
				t.Fatal(err)
			}
			got := 0
			for _, l := range ls {
				if strings.HasPrefix(l.Name, "mla_out_") {
					got++
				}
			}
			if got != want {
				t.Errorf("%s on %s: %d mla_out kernels, want %d", c.model, arch, got, want)
			}
		}
	}
}
