package kgen_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/targets/cuda/kgen"
)

// TestArgmax: each row's first maximum, or its first NaN, as torch.argmax gives it: rows with a
// tie for the maximum (the lower index wins), a NaN after the maximum, -Inf everywhere, and a
// maximum in the last entry, for widths under one unrolled pass of the block, over several, and
// not a multiple of either; in one block a row and in parts merged (ArgmaxPartsSpec: 1, 2 and 3
// parts, the last short).
func TestArgmax(t *testing.T) {
	for _, vocab := range []int{96, 5000, 129, 9000} {
		t.Run(fmt.Sprintf("v%d", vocab), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(vocab), 1))
			const rows = 5
			x := make([]float32, rows*vocab)
			for i := range x {
				x[i] = rng.Float32()*4 - 2
			}
			row := func(r int) []float32 { return x[r*vocab : (r+1)*vocab] }
			row(1)[vocab/3], row(1)[vocab-2] = 9, 9 // a tie: the first wins
			row(2)[vocab/2], row(2)[vocab-1] = 9, float32(math.NaN())
			for i := range row(3) {
				row(3)[i] = float32(math.Inf(-1))
			}
			row(4)[vocab-1] = 9
			want := make([]int32, rows)
			for r := range rows {
				best := 0
				for i, v := range row(r) {
					b := row(r)[best]
					if b != b {
						break
					}
					if v != v || v > b {
						best = i
					}
				}
				want[r] = int32(best)
			}
			k, l := kgen.ArgmaxSpec{Elem: kgen.EF32, Vocab: int64(vocab)}.Build()
			if err := kgen.Verify(k); err != nil {
				t.Fatal(err)
			}
			out := &kgen.Buf{I32: make([]int32, rows)}
			if err := kgen.Interpret(k, int(l.Grid.Blocks(rows)), l.Block, out, &kgen.Buf{F32: x}, int32(rows)); err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, out.I32); d != "" {
				t.Errorf("argmax (-want +got):\n%s", d)
			}
			// The two-kernel form: each part's best, then the best of those.
			parts := kgen.ArgmaxPartsSpec{Elem: kgen.EF32, Vocab: int64(vocab)}
			P := int(parts.Parts())
			val, idx := &kgen.Buf{F32: make([]float32, rows*P)}, &kgen.Buf{I32: make([]int32, rows*P)}
			pk, pl := parts.Build()
			mk, ml := kgen.ArgmaxMergeSpec{Parts: int64(P)}.Build()
			for _, kk := range []*kgen.Kernel{pk, mk} {
				if err := kgen.Verify(kk); err != nil {
					t.Fatal(err)
				}
			}
			if err := kgen.Interpret(pk, int(pl.Grid.Blocks(rows)), pl.Block, val, idx, &kgen.Buf{F32: x}, int32(rows)); err != nil {
				t.Fatal(err)
			}
			merged := &kgen.Buf{I32: make([]int32, rows)}
			if err := kgen.Interpret(mk, int(ml.Grid.Blocks(rows)), ml.Block, merged, val, idx, int32(rows)); err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, merged.I32); d != "" {
				t.Errorf("argmax over %d parts (-want +got):\n%s", P, d)
			}
		})
	}
}
