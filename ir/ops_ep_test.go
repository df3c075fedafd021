package ir

import (
	"fmt"
	"math"
	"testing"
)

func TestContiguousMap(t *testing.T) {
	for _, tc := range []struct {
		e, n int
		want string
	}{{10, 4, "[0 0 0 1 1 1 2 2 3 3]"}, {8, 3, "[0 0 0 1 1 1 2 2]"}, {4, 4, "[0 1 2 3]"}, {16, 3, "[0 0 0 0 0 0 1 1 1 1 1 2 2 2 2 2]"}} {
		if got := fmt.Sprint(ContiguousMap(tc.e, tc.n)); got != tc.want {
			t.Errorf("ContiguousMap(%d, %d) = %s, want %s", tc.e, tc.n, got, tc.want)
		}
	}
}

// TestExpectedRanks checks the closed form against counting every k-subset of a small map.
func TestExpectedRanks(t *testing.T) {
	for _, tc := range []struct {
		m    []int64
		n, k int
	}{{ContiguousMap(8, 3), 3, 3}, {ContiguousMap(10, 4), 4, 2}, {[]int64{0, 3, 0, 2, 0, 3, 1, 0, 2}, 4, 4}} {
		var sum, subsets float64
		var rec func(start, left int, used []bool)
		rec = func(start, left int, used []bool) {
			if left == 0 {
				d := 0
				for _, u := range used {
					if u {
						d++
					}
				}
				sum += float64(d)
				subsets++
				return
			}
			for e := start; e < len(tc.m); e++ {
				was := used[tc.m[e]]
				used[tc.m[e]] = true
				rec(e+1, left-1, used)
				used[tc.m[e]] = was
			}
		}
		rec(0, tc.k, make([]bool, tc.n))
		if got, want := ExpectedRanks(tc.m, tc.n, tc.k), sum/subsets; math.Abs(got-want) > 1e-12 {
			t.Errorf("ExpectedRanks(%v, %d, %d) = %v, counted %v", tc.m, tc.n, tc.k, got, want)
		}
	}
	if got := ExpectedRanks(ContiguousMap(256, 1), 1, 8); got != 1 {
		t.Errorf("one rank: %v distinct ranks, want 1", got)
	}
}
