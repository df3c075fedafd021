package kgen

import (
	"strings"
	"testing"
)

// TestCombineLLC compiles the combine at the shipped models' widths (GLM-4.5's 96 heads of 128,
// DeepSeek-V3's 128 heads of a 512 latent, and a width that no warp divides) and checks that llc
// accepts each, that no thread's loaded values or sums spill to local memory, and that the block
// keeps its 128 threads, whose shared memory is the split weights and reductions plus, where
// several groups share the weighted sum, the other groups' partial sums.
func TestCombineLLC(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Skipf("skipping: %v", err)
	}
	var ks []*Kernel
	for _, s := range []CombineSpec{
		{Kind: "gqa_combine", Out: EBF16, Heads: 96, Width: 128},
		{Kind: "mla_combine", Out: EBF16, Heads: 128, Width: 512},
		{Kind: "gqa_combine", Out: EF32, Heads: 8, Width: 80},
	} {
		k, l := s.Build()
		if l.Block != mlaCombBlock {
			t.Errorf("%s: block of %d threads, expected %d", k.Name, l.Block, mlaCombBlock)
		}
		g := combineGroups(s.Width)
		want := 4 * (2*combSplitWarps + MLAMaxSplits + (g-1)*s.Width)
		if int64(l.Shared) != want {
			t.Errorf("%s: %d bytes of shared memory, expected %d (%d groups)", k.Name, l.Shared, want, g)
		}
		ks = append(ks, k)
	}
	ptx := llcEntries(t, tc, ks)
	if !strings.Contains(ptx, "shfl.sync.bfly") {
		t.Errorf("PTX has no butterfly shuffle: the split reductions are not warp shuffles")
	}
}
