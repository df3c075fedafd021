package role

import (
	"math"
	"os"
	"strings"
	"testing"

	"afdc/ir"
)

func TestKVBlocks(t *testing.T) {
	src, err := os.ReadFile("../../ir/testdata/full.afir")
	if err != nil {
		t.Fatal(err)
	}
	mod, err := ir.Parse("full.afir", string(src))
	if err != nil {
		t.Fatal(err)
	}
	// Layer 0 is MLA (rank 32 + rope 8 = 40 values a token), layer 1 GQA (K and V of 2 heads of 16 = 64).
	const block = (40 + 64) * cpuCacheElemBytes * 16
	blocks, bb, err := KVBlocks(mod, 3*block+block/2, 16, cpuCacheElemBytes)
	if err != nil || blocks != 3 || bb != block {
		t.Errorf("KVBlocks(3.5 blocks) = %d, %d, %v; want 3 blocks of %d bytes", blocks, bb, err, block)
	}
	if blocks, _, err := KVBlocks(mod, 0, 16, cpuCacheElemBytes); err != nil || blocks < 1 {
		t.Errorf("KVBlocks(default) = %d, %v; want at least one block", blocks, err)
	}
	for _, tc := range []struct {
		budget int64
		size   int
		want   string
	}{
		{block - 1, 16, "holds no block of 16 tokens (6656 bytes), expected at least 6656"},
		{block, 0, "--kv-block-size 0, expected at least 1 token"},
		{-1, 16, "--kv-cache-bytes -1, expected >= 0"},
	} {
		if _, _, err := KVBlocks(mod, tc.budget, tc.size, cpuCacheElemBytes); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("KVBlocks(%d, %d) = %v, want an error containing %q", tc.budget, tc.size, err, tc.want)
		}
	}
}

// TestMinStageTokensDefault: -1 gives the cpu target its default, a pair on one GPU one stage and
// every other target 0 (every stage); a count given is kept on every target and plane.
func TestMinStageTokensDefault(t *testing.T) {
	for _, c := range []struct {
		flag      int
		target    string
		oneDevice bool
		want      int
	}{
		{-1, "cpu", false, CPUMinStageTokens}, {-1, "cuda", false, 0}, {-1, "ascend", false, 0},
		{-1, "cuda", true, math.MaxInt32},
		{0, "cpu", false, 0}, {7, "cpu", false, 7}, {7, "cuda", false, 7}, {0, "cuda", true, 0}, {7, "cuda", true, 7},
	} {
		if got := minStageTokens(c.flag, c.target, c.oneDevice); got != c.want {
			t.Errorf("--min-stage-tokens %d on %s (one device %v): %d, want %d", c.flag, c.target, c.oneDevice, got, c.want)
		}
	}
}

// TestHostKVBytes: a cache in host memory larger than the machine's physical memory is refused;
// where that memory cannot be read, any budget passes.
func TestHostKVBytes(t *testing.T) {
	for _, tc := range []struct {
		budget, mem int64
		known       bool
		want        string // "": accepted
	}{
		{8 << 30, 16 << 30, true, ""},
		{16 << 30, 16 << 30, true, ""},
		{0, 16 << 30, true, ""},
		{16<<30 + 1, 16 << 30, true, "--kv-cache-bytes 17179869185 exceeds this machine's physical memory of 17179869184 bytes (16.0 GiB), expected less"},
		{math.MaxInt64, 0, false, ""},
	} {
		err := checkHostKVBytes(tc.budget, tc.mem, tc.known)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("checkHostKVBytes(%d, %d, %v) = %v, want %q", tc.budget, tc.mem, tc.known, err, tc.want)
		}
	}
}

// TestPrefixCachingDefault: auto turns the prefix cache on for the cpu and cuda targets, not for
// ascend; on and off apply everywhere.
func TestPrefixCachingDefault(t *testing.T) {
	for _, c := range []struct {
		flag, target string
		want         bool
	}{
		{"auto", "cpu", true}, {"auto", "cuda", true}, {"auto", "ascend", false},
		{"on", "ascend", true}, {"off", "cpu", false}, {"off", "cuda", false},
	} {
		if got := prefixCaching(c.flag, c.target); got != c.want {
			t.Errorf("--prefix-caching %s on %s: %v, want %v", c.flag, c.target, got, c.want)
		}
	}
}
