package runtime

import (
	"strings"
	"testing"

	"afdc/runtime/tensor"
)

// TestSeqsWithTables: each step gets its row of the batch's block tables up to the -1 padding,
// whatever Blocks the step came with; the steps given are not changed; a [seqs, 0] operand leaves
// every step without a table; an operand of the wrong rows, dtype or memory is refused.
func TestSeqsWithTables(t *testing.T) {
	given := []SeqStep{{ID: 1, Tokens: []int32{1}, Blocks: []int32{7}}, {ID: 2, Tokens: []int32{1}}, {ID: 3, Tokens: []int32{1}, Blocks: []int32{8}}}
	b := Batch{Seqs: given, BlockTables: tensor.FromI32([]int32{4, 5, -1, 9, -1, -1, -1, -1, -1}, 3, 3)}
	got, err := b.SeqsWithTables()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || len(got[0].Blocks) != 2 || got[0].Blocks[0] != 4 || got[0].Blocks[1] != 5 ||
		len(got[1].Blocks) != 1 || got[1].Blocks[0] != 9 || got[2].Blocks != nil {
		t.Errorf("tables: %+v, want [4 5], [9], none", got)
	}
	if cap(got[0].Blocks) != 2 {
		t.Errorf("row 0 has capacity %d, want 2: an append would write into row 1", cap(got[0].Blocks))
	}
	if given[0].Blocks[0] != 7 || given[2].Blocks[0] != 8 {
		t.Errorf("the batch's steps were changed: %+v", given)
	}

	b.BlockTables = tensor.FromI32(nil, 3, 0)
	if got, err := b.SeqsWithTables(); err != nil || got[0].Blocks != nil || got[2].Blocks != nil {
		t.Errorf("no tables: %v %+v, want every step without", err, got)
	}

	for name, bt := range map[string]tensor.Tensor{
		"wrong rows":   tensor.FromI32([]int32{1, 2}, 1, 2),
		"wrong dtype":  tensor.New(tensor.F32, 3, 1),
		"one dim":      tensor.FromI32([]int32{1, 2, 3}, 3),
		"no operand":   {},
		"device table": {DType: tensor.I32, Shape: []int{3, 1}, Mem: tensor.Device},
	} {
		b.BlockTables = bt
		_, err := b.SeqsWithTables()
		if err == nil || !strings.Contains(err.Error(), "expected i32[3, blocks] in host memory") {
			t.Errorf("%s: %v, want expected i32[3, blocks] in host memory", name, err)
		}
	}
}
