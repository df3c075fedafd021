package kvcache

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"afdc/ir"
)

func parseFile(t *testing.T, path string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ir.Parse(filepath.Base(path), string(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestFromModule(t *testing.T) {
	// The IR test module has an MLA layer 0 (rank 32, rope 8) and a GQA layer 1 (2 KV heads of 16).
	g, err := FromModule(parseFile(t, "../../ir/testdata/full.afir"), 4)
	if err != nil {
		t.Fatal(err)
	}
	want := []LayerCache{{Layer: 0, Latent: 32 + 8}, {Layer: 1, KVHeads: 2, HeadDim: 16}}
	if !slices.Equal(g.Layers, want) {
		t.Fatalf("layers %+v, want %+v", g.Layers, want)
	}
	if got, want := g.TokenBytes(), int64((40+2*2*16)*4); got != want {
		t.Errorf("TokenBytes = %d, want %d", got, want)
	}
	if got, want := g.BlockBytes(16), int64((40+64)*4*16); got != want {
		t.Errorf("BlockBytes(16) = %d, want %d", got, want)
	}
	if got := g.Blocks(g.BlockBytes(16)*7+5, 16); got != 7 {
		t.Errorf("Blocks(7 blocks + 5 bytes) = %d, want 7", got)
	}
	if got := g.Blocks(0, 16); got != 0 {
		t.Errorf("Blocks(0) = %d, want 0", got)
	}
}

// TestFromModuleDeepSeekV3 checks the published figure: DeepSeek-V3 caches kv_lora_rank 512 +
// qk_rope_head_dim 64 values per token in each of its 61 layers, 70,272 bytes a token in bf16.
func TestFromModuleDeepSeekV3(t *testing.T) {
	g, err := FromModule(parseFile(t, "../../testdata/golden/deepseek-v3/attention.afir"), 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Layers) != 61 {
		t.Fatalf("%d layers, want 61", len(g.Layers))
	}
	if got := g.TokenBytes(); got != 61*576*2 {
		t.Errorf("TokenBytes = %d, want %d", got, 61*576*2)
	}
}

// TestFromModuleFP8: with the FP8 cache on every MLA layer, a device's layout (2-byte values)
// takes DeepSeek-V3's 656-byte rows, 40,016 bytes a token where bf16 takes 70,272; the CPU's fp32
// cache keeps 576 f32 values a layer.
func TestFromModuleFP8(t *testing.T) {
	m := parseFile(t, "../../testdata/golden/deepseek-v3/attention.afir")
	for _, f := range m.Funcs {
		for _, op := range f.Body {
			if op.Kind == ir.OpMLAAttention {
				op.Attrs["kv_cache"] = ir.KVCacheF8E4M3
			}
		}
	}
	for _, tc := range []struct {
		elem int
		want int64
	}{{2, 61 * 656}, {4, 61 * 576 * 4}} {
		g, err := FromModule(m, tc.elem)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.TokenBytes(); got != tc.want {
			t.Errorf("%d-byte values: TokenBytes = %d, want %d", tc.elem, got, tc.want)
		}
	}
}

// TestProgramElemBytes: the cache's value size is the attention ops' own type: bf16 in
// DeepSeek-V3's golden program, f32 where the latent is f32; 0 without attention.
func TestProgramElemBytes(t *testing.T) {
	m := parseFile(t, "../../testdata/golden/deepseek-v3/attention.afir")
	if got := ProgramElemBytes(m); got != 2 {
		t.Errorf("DeepSeek-V3: %d bytes a value, want 2 (bf16)", got)
	}
	for _, f := range m.Funcs {
		for _, op := range f.Body {
			if op.Kind == ir.OpMLAAttention {
				op.Args[1].Type.DType = ir.F32
			}
		}
	}
	if got := ProgramElemBytes(m); got != 4 {
		t.Errorf("an f32 latent: %d bytes a value, want 4", got)
	}
	if got := ProgramElemBytes(parseFile(t, "../../testdata/golden/deepseek-v3/ffn.afir")); got != 0 {
		t.Errorf("FFN program: %d bytes a value, want 0 (no cache)", got)
	}
}

func TestFromModuleErrors(t *testing.T) {
	ffn := parseFile(t, "../../testdata/golden/deepseek-v3/ffn.afir")
	if _, err := FromModule(ffn, 2); err == nil || !strings.Contains(err.Error(), "no mla_attention or gqa_attention op") {
		t.Errorf("FFN program: %v, want an error saying it has no attention", err)
	}
	if _, err := FromModule(ffn, 0); err == nil || !strings.Contains(err.Error(), "element size 0 bytes, expected > 0") {
		t.Errorf("element size 0: %v", err)
	}
}

func TestNewAllocatorErrors(t *testing.T) {
	for _, tc := range []struct {
		blocks, size int
		want         string
	}{
		{0, 16, "0 blocks, expected at least 1"},
		{4, 0, "block size 0 tokens, expected > 0"},
		{-1, 16, "-1 blocks"},
	} {
		if _, err := NewAllocator(tc.blocks, tc.size); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("NewAllocator(%d, %d) = %v, want an error containing %q", tc.blocks, tc.size, err, tc.want)
		}
	}
}

func TestAllocator(t *testing.T) {
	a, err := NewAllocator(4, 16)
	if err != nil {
		t.Fatal(err)
	}
	if a.BlocksFor(0) != 0 || a.BlocksFor(1) != 1 || a.BlocksFor(16) != 1 || a.BlocksFor(17) != 2 {
		t.Errorf("BlocksFor 0/1/16/17 = %d/%d/%d/%d, want 0/1/1/2", a.BlocksFor(0), a.BlocksFor(1), a.BlocksFor(16), a.BlocksFor(17))
	}
	if !a.Fits(64) || a.Fits(65) {
		t.Errorf("Fits(64), Fits(65) = %v, %v; want true, false for 4 blocks of 16", a.Fits(64), a.Fits(65))
	}
	x, ok := a.Grow(nil, 20)
	if !ok || len(x) != 2 {
		t.Fatalf("Grow(nil, 20) = %v, %v; want 2 blocks", x, ok)
	}
	x, ok = a.Grow(x, 32) // still 2 blocks
	if !ok || len(x) != 2 || a.FreeBlocks() != 2 {
		t.Fatalf("Grow to 32 = %v, %v, free %d; want the same 2 blocks and 2 free", x, ok, a.FreeBlocks())
	}
	y, ok := a.Grow(nil, 48) // 3 blocks, 2 free: refused, nothing taken
	if ok || y != nil || a.FreeBlocks() != 2 {
		t.Fatalf("Grow beyond the free blocks = %v, %v, free %d; want refused and 2 free", y, ok, a.FreeBlocks())
	}
	y, _ = a.Grow(nil, 1)
	a.Share(y) // a second holder
	a.Free(y)
	if a.Refs(y[0]) != 1 || a.FreeBlocks() != 1 {
		t.Fatalf("after share+free: refs %d, free %d; want 1 and 1", a.Refs(y[0]), a.FreeBlocks())
	}
	a.Free(y)
	a.Free(x)
	if a.FreeBlocks() != 4 || a.UsedBlocks() != 0 {
		t.Fatalf("all freed: free %d used %d, want 4 and 0", a.FreeBlocks(), a.UsedBlocks())
	}
	func() {
		defer func() {
			if r := recover(); r == nil || !strings.Contains(r.(string), "Free of free block") {
				t.Errorf("double free: recovered %v, want a panic naming it", r)
			}
		}()
		a.Free(x)
	}()
}

// TestAllocatorRandom runs random grows and frees against a model: no id is ever held twice, and the
// free count always equals the pool minus the held blocks.
func TestAllocatorRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	a, err := NewAllocator(50, 4)
	if err != nil {
		t.Fatal(err)
	}
	var tables [][]int32
	var lens []int
	for step := range 5000 {
		if len(tables) > 0 && r.IntN(3) == 0 {
			i := r.IntN(len(tables))
			a.Free(tables[i])
			tables = slices.Delete(tables, i, i+1)
			lens = slices.Delete(lens, i, i+1)
		} else if len(tables) > 0 && r.IntN(2) == 0 {
			i := r.IntN(len(tables))
			n := lens[i] + r.IntN(9)
			if tb, ok := a.Grow(tables[i], n); ok {
				tables[i], lens[i] = tb, n
			}
		} else if tb, ok := a.Grow(nil, 1+r.IntN(30)); ok {
			tables = append(tables, tb)
			lens = append(lens, len(tb)*4)
		}
		held := map[int32]bool{}
		for i, tb := range tables {
			if len(tb) < a.BlocksFor(lens[i]) {
				t.Fatalf("step %d: table of %d blocks for %d tokens", step, len(tb), lens[i])
			}
			for _, id := range tb {
				if held[id] || id < 0 || int(id) >= a.NumBlocks() {
					t.Fatalf("step %d: block %d held twice or out of range", step, id)
				}
				held[id] = true
			}
		}
		if a.FreeBlocks() != a.NumBlocks()-len(held) {
			t.Fatalf("step %d: %d free, want %d", step, a.FreeBlocks(), a.NumBlocks()-len(held))
		}
	}
}

func TestSlot(t *testing.T) {
	table := []int32{7, 2, 9}
	for _, tc := range []struct {
		t     int
		block int32
		slot  int
	}{{0, 7, 0}, {3, 7, 3}, {4, 2, 0}, {11, 9, 3}} {
		if b, s := Slot(table, 4, tc.t); b != tc.block || s != tc.slot {
			t.Errorf("Slot(t=%d) = %d/%d, want %d/%d", tc.t, b, s, tc.block, tc.slot)
		}
	}
}
