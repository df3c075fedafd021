package cuda

import (
	"testing"

	"afdc/targets/cuda/kgen"
)

// TestMLASplits: the split count is a power of two within kgen.MLAMaxSplits; above one split the
// grid stays within mlaTargetBlocks and no split is shorter than mlaMinChunk positions; a longer
// context or fewer rows never take fewer splits (a graph captured at one context serves the next
// steps' longer ones until the count doubles).
func TestMLASplits(t *testing.T) {
	for _, groups := range []int{1, 8, 12} {
		for rows := 1; rows <= 300; rows++ {
			prev := 0
			for _, ctx := range []int{1, 31, 64, 100, 1024, 4096, 1 << 20} {
				s := mlaSplits(rows, groups, ctx)
				if s < 1 || s > kgen.MLAMaxSplits || s&(s-1) != 0 {
					t.Fatalf("rows %d groups %d ctx %d: %d splits, expected a power of two in [1, %d]", rows, groups, ctx, s, kgen.MLAMaxSplits)
				}
				if s > 1 && (rows*groups*s > mlaTargetBlocks || ctx < s*mlaMinChunk) {
					t.Fatalf("rows %d groups %d ctx %d: %d splits make %d blocks of %d positions", rows, groups, ctx, s, rows*groups*s, ctx/s)
				}
				if s < prev {
					t.Fatalf("rows %d groups %d: ctx %d takes %d splits, a shorter context took %d", rows, groups, ctx, s, prev)
				}
				prev = s
			}
		}
	}
}

// TestMLAPlanBound: what mlaSplit allocates for a run (q_abs, workspace, o_lat of one row chunk)
// fits the activation plan's bound for every row count up to the planned one, at DeepSeek-V3's
// widths (128 heads in 8 groups, rank 512) and a small model's, bf16 and f32 o_lat.
func TestMLAPlanBound(t *testing.T) {
	for _, c := range []struct{ heads, rank, groups, maxRows int }{{128, 512, 8, 256}, {128, 512, 8, 4096}, {4, 32, 1, 256}} {
		bound := mlaPlanBound(c.maxRows, c.heads, c.rank, c.groups)
		for rows := 1; rows <= c.maxRows; rows++ {
			for _, ctx := range []int{1, 1000, 1 << 20} {
				for _, es := range []int{2, 4} {
					s, chunk := mlaSplitPlan(rows, ctx, c.heads, c.rank, es, c.groups)
					if chunk < 1 || chunk > rows {
						t.Fatalf("%+v rows %d: chunk of %d rows", c, rows, chunk)
					}
					n := chunk*c.heads*c.rank*(4+es) + kgen.MLAWorkspaceBytes(chunk, s, int64(c.heads), int64(c.rank))
					if n > bound {
						t.Fatalf("%+v rows %d ctx %d: %d bytes, the plan's bound is %d", c, rows, ctx, n, bound)
					}
				}
			}
		}
	}
	if got := mlaPlanBound(4096, 128, 512, 8); got > scoresCap {
		t.Errorf("the bound at 4096 rows is %d bytes, expected at most scoresCap %d", got, scoresCap)
	}
}
