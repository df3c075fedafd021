package ncclslice

import (
	"math"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/targets/cuda/ncclxport"
)

// TestStageRows: a decode batch splits as the SplitEngine splits it, every row in one stage.
func TestStageRows(t *testing.T) {
	for _, tc := range []struct {
		batch, stages int
		want          []int
	}{{64, 2, []int{32, 32}}, {65, 2, []int{32, 33}}, {1, 2, []int{0, 1}}, {7, 3, []int{2, 2, 3}}, {8, 1, []int{8}}, {8, 0, []int{8}}} {
		got := StageRows(tc.batch, tc.stages)
		if len(got) != len(tc.want) {
			t.Fatalf("StageRows(%d, %d) = %v, expected %v", tc.batch, tc.stages, got, tc.want)
		}
		sum := 0
		for i := range got {
			sum += got[i]
			if got[i] != tc.want[i] {
				t.Errorf("StageRows(%d, %d) = %v, expected %v", tc.batch, tc.stages, got, tc.want)
				break
			}
		}
		if sum != tc.batch {
			t.Errorf("StageRows(%d, %d) holds %d rows, expected %d", tc.batch, tc.stages, sum, tc.batch)
		}
	}
}

// TestTransfers: per-transfer bytes and device time are the counters over their counts, and the
// link time is the bytes at the bandwidth; an untimed exchange keeps a zero device time.
func TestTransfers(t *testing.T) {
	ex := []ncclxport.Exchange{
		{Layer: 3, Stage: 1, Dir: "send", Count: 16, Bytes: 16 * 458752, Timed: 8, Nanos: 8 * 40_000},
		{Layer: 3, Stage: 1, Dir: "recv", Count: 4, Bytes: 4 * 1000},
		{Layer: 0, Stage: 0, Dir: "recv"},
	}
	got := Transfers(ex, 400)
	if len(got) != 3 {
		t.Fatalf("%d transfers, expected 3", len(got))
	}
	if g := got[0]; g.Bytes != 458752 || math.Abs(g.DeviceMs-0.04) > 1e-12 || math.Abs(g.LinkMs-458752/400e9*1e3) > 1e-12 || g.Count != 16 {
		t.Errorf("send: %+v, expected 458752 bytes, 0.040 ms, %.6f ms at 400 GB/s", g, 458752/400e9*1e3)
	}
	if g := got[1]; g.Bytes != 1000 || g.DeviceMs != 0 {
		t.Errorf("untimed recv: %+v, expected 1000 bytes and no device time", g)
	}
	if g := got[2]; g.Bytes != 0 || g.LinkMs != 0 {
		t.Errorf("empty exchange: %+v, expected zeros", g)
	}
	if g := Transfers(ex[:1], 0)[0]; g.LinkMs != 0 {
		t.Errorf("no bandwidth: link %v ms, expected 0", g.LinkMs)
	}
}

// TestConfigCheck: a configuration the pair cannot run is refused before any device is touched,
// with what was expected.
func TestConfigCheck(t *testing.T) {
	m := &ir.Module{Name: "x"}
	ok := Config{Attention: m, FFN: m, Stages: 2, AttentionGPU: 0, FFNGPU: 1, MaxBatch: 64, MaxContext: 1024}
	if err := ok.Check(); err != nil {
		t.Fatalf("a sound config: %v", err)
	}
	for _, tc := range []struct {
		edit func(*Config)
		want string
	}{
		{func(c *Config) { c.FFNGPU = 0 }, "the same GPU twice, expected two different GPUs"},
		{func(c *Config) { c.AttentionGPU = -1 }, "expected device ordinals ≥ 0"},
		{func(c *Config) { c.Stages = 0 }, "0 stages, expected at least 1"},
		{func(c *Config) { c.MaxContext = 0 }, "expected both at least 1"},
		{func(c *Config) { c.FFN = nil }, "expected both roles of one plan"},
	} {
		c := ok
		tc.edit(&c)
		if err := c.Check(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Check = %v, expected %q", err, tc.want)
		}
	}
}

// TestCheckCount: the machine must hold both ordinals, and two GPUs at least.
func TestCheckCount(t *testing.T) {
	if err := checkCount(2, 0, 1); err != nil {
		t.Errorf("2 GPUs for 0,1: %v", err)
	}
	for _, tc := range []struct {
		n, a, f int
		want    string
	}{
		{1, 0, 1, "this machine has 1 GPU(s), expected 2 or more"},
		{0, 0, 1, "this machine has 0 GPU(s), expected 2 or more"},
		{4, 0, 4, "GPUs 0,4: this machine has 4 GPUs, expected ordinals below 4"},
	} {
		if err := checkCount(tc.n, tc.a, tc.f); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("checkCount(%d, %d, %d) = %v, expected %q", tc.n, tc.a, tc.f, err, tc.want)
		}
	}
}
