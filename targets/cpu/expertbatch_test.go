package cpu

import (
	"fmt"
	"testing"
)

// TestCountExpertBatches: each expert that some row chose (a nonzero weight) is seen once with its
// row count; experts no row chose are not seen.
func TestCountExpertBatches(t *testing.T) {
	// 3 rows over 4 experts: expert 0 by rows 0 and 2, expert 2 by all, expert 3 by row 1, expert 1
	// by none.
	route := []float32{
		0.5, 0, 0.5, 0,
		0, 0, 0.25, 0.75,
		0.1, 0, 0.9, 0,
	}
	var seen []int
	countExpertBatches(route, 3, 4, func(n int) { seen = append(seen, n) })
	if got := fmt.Sprint(seen); got != "[2 3 1]" {
		t.Errorf("expert batches %s, want [2 3 1]", got)
	}
}
