package cuda

import (
	"strings"
	"testing"

	"afdc/runtime"
)

// TestKVPrefilled: a prefilled sequence holds its blocks and count as a prefill would have left
// them, so its next decode step (Past n) is accepted and one more token past a block edge takes a
// block; a live sequence, an empty count and a count that does not fit are refused.
func TestKVPrefilled(t *testing.T) {
	kv := &kvCache{poolTokens: 64, seqs: map[uint64]*seqKV{}}
	if err := kv.setBlockSize(16); err != nil {
		t.Fatal(err)
	}
	if err := kv.prefilled(1, 32); err != nil {
		t.Fatal(err)
	}
	if s := kv.seqs[1]; s == nil || s.n != 32 || len(s.blocks) != 2 || !s.own || len(kv.free) != 2 {
		t.Fatalf("prefilled 32: %+v, %d free; want 32 tokens in 2 own blocks, 2 free", s, len(kv.free))
	}
	if _, err := kv.take([]runtime.SeqStep{{ID: 1, Tokens: []int32{7}, Past: 32}}); err != nil || len(kv.seqs[1].blocks) != 3 {
		t.Errorf("the decode step after it: %v, %d blocks; want 3", err, len(kv.seqs[1].blocks))
	}
	if err := kv.prefilled(1, 4); err == nil || !strings.Contains(err.Error(), "is live") {
		t.Errorf("a live sequence: %v", err)
	}
	if err := kv.prefilled(2, 0); err == nil || !strings.Contains(err.Error(), "expected at least 1") {
		t.Errorf("no tokens: %v", err)
	}
	if err := kv.prefilled(3, 17); err == nil || !strings.Contains(err.Error(), "KV cache full") || kv.seqs[3] != nil {
		t.Errorf("too many: %v", err)
	}
	kv.release(1)
	if len(kv.free) != 4 {
		t.Errorf("after release: %d free, want 4", len(kv.free))
	}
}
