package cuda

import (
	"testing"

	"afdc/runtime"
)

// TestAutoRows: a backend left to size its steps takes the largest step whose arenas fit half of
// what the weights left, counting every stage, and never less than the old fixed default.
func TestAutoRows(t *testing.T) {
	plan := func(rows int) int { return rows << 20 } // 1 MiB a row
	for _, c := range []struct {
		free, stages, want int
	}{
		{free: 1 << 40, stages: 1, want: AutoMaxTokens},
		{free: 2 * (4096<<20 + stagingBytes), stages: 1, want: 4096},
		{free: 2*(4096<<20+stagingBytes) - 1, stages: 1, want: 2048},
		{free: 2 * (4096<<20 + stagingBytes), stages: 2, want: 1024}, // two arenas of 2,048 rows miss by one staging buffer
		{free: 2 * (1024<<20 + stagingBytes), stages: 1, want: 1024},
		{free: 1 << 20, stages: 1, want: DefaultMaxTokens},
		{free: -5, stages: 1, want: DefaultMaxTokens},
	} {
		if got := autoRows(c.free, c.stages, plan); got != c.want {
			t.Errorf("autoRows(%d free, %d stages) = %d, want %d", c.free, c.stages, got, c.want)
		}
	}
}

// TestFreshRows: the prefill form's sequences are found only when every sequence of the step
// starts at position 0, each with its rows in step order.
func TestFreshRows(t *testing.T) {
	got := freshRows([]runtime.SeqStep{{ID: 1, Tokens: make([]int32, 3)}, {ID: 2, Tokens: make([]int32, 5)}})
	if len(got) != 2 || got[0] != (seqRows{0, 3}) || got[1] != (seqRows{3, 5}) {
		t.Errorf("two prompts: %v, want [{0 3} {3 5}]", got)
	}
	if got := freshRows([]runtime.SeqStep{{ID: 1, Tokens: make([]int32, 3)}, {ID: 2, Tokens: make([]int32, 1), Past: 9}}); got != nil {
		t.Errorf("a prompt beside a decode row: %v, want nil (the absorbed kernels)", got)
	}
}

// TestPrefillChunk: a chunk's scores and probabilities stay within prefillCap (at least one query),
// never more queries than the sequence has, and the arena plan bounds every sequence length.
func TestPrefillChunk(t *testing.T) {
	for _, c := range []struct{ heads, n, es int }{{128, 4096, 2}, {128, 2048, 4}, {16, 7, 4}, {128, 1 << 20, 2}} {
		q := prefillChunk(c.heads, c.n, c.es)
		if q < 1 || q > c.n {
			t.Errorf("%+v: %d queries, want 1..%d", c, q, c.n)
		}
		if q > 1 && c.heads*q*c.n*(4+c.es) > prefillCap {
			t.Errorf("%+v: %d queries take %d bytes, over %d", c, q, c.heads*q*c.n*(4+c.es), prefillCap)
		}
		if q < c.n && c.heads*(q+1)*c.n*(4+c.es) <= prefillCap {
			t.Errorf("%+v: %d queries, but %d fit", c, q, q+1)
		}
	}
}

// TestPrefillScoreBound: for every sequence length up to a step's rows, the prefill form's scores
// and probabilities (a chunk of prefillChunk queries over all keys) fit the bound the memory plan
// reserves for that step.
func TestPrefillScoreBound(t *testing.T) {
	for _, c := range []struct{ heads, rows, es int }{{128, 4096, 2}, {128, 8192, 2}, {16, 4096, 4}, {128, 40000, 2}, {4, 64, 4}} {
		bound := prefillScoreBytes(c.heads, c.rows, c.es)
		for n := 1; n <= c.rows; n++ {
			if need := c.heads * prefillChunk(c.heads, n, c.es) * n * (4 + c.es); need > bound {
				t.Fatalf("%+v: a sequence of %d tokens needs %d bytes of scores, more than the bound %d", c, n, need, bound)
			}
		}
	}
}
