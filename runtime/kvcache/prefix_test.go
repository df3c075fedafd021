package kvcache

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// checkPool checks that every block is exactly one of: free, idle in the prefix cache, held.
func checkPool(t *testing.T, a *Allocator, c *PrefixCache) {
	t.Helper()
	state := make([]string, a.NumBlocks())
	for _, id := range a.free {
		if state[id] != "" {
			t.Fatalf("block %d twice on the free list", id)
		}
		state[id] = "free"
	}
	idle := 0
	for e := c.head; e != nil; e = e.next {
		if state[e.block] != "" || a.refs[e.block] != 0 || !e.isIdle {
			t.Fatalf("idle block %d: also %q, %d holders", e.block, state[e.block], a.refs[e.block])
		}
		state[e.block] = "idle"
		idle++
	}
	if idle != c.Idle() || idle != a.kept {
		t.Fatalf("%d idle blocks listed, the cache counts %d, the allocator %d", idle, c.Idle(), a.kept)
	}
	for id, s := range state {
		if (s == "") != (a.refs[id] > 0) {
			t.Fatalf("block %d: %q with %d holders", id, s, a.refs[id])
		}
	}
	if a.FreeBlocks()+a.UsedBlocks() != a.NumBlocks() {
		t.Fatalf("free %d + used %d != %d", a.FreeBlocks(), a.UsedBlocks(), a.NumBlocks())
	}
}

// insertAll records the full blocks of tokens held in table, as the scheduler does once they
// are computed.
func insertAll(c *PrefixCache, tokens []int32, table []int32) {
	parent := uint64(0)
	bs := c.a.BlockSize()
	for n := 0; (n+1)*bs <= len(tokens); n++ {
		parent = c.Insert(parent, tokens[n*bs:(n+1)*bs], table[n])
	}
}

func TestPrefixCache(t *testing.T) {
	a, _ := NewAllocator(8, 2)
	c := NewPrefixCache(a)
	pa := []int32{1, 2, 3, 4, 5}
	if b, _ := c.Acquire(pa, len(pa)-1); b != nil {
		t.Fatalf("an empty cache gave %v", b)
	}
	ta, _ := a.Grow(nil, 7)
	insertAll(c, pa, ta)
	if c.Blocks() != 2 {
		t.Fatalf("%d blocks cached, want the 2 full ones", c.Blocks())
	}
	// The same prefix, another ending: both blocks, each now with two holders.
	pb := []int32{1, 2, 3, 4, 9}
	tb, keys := c.Acquire(pb, len(pb)-1)
	if !slices.Equal(tb, ta[:2]) || len(keys) != 2 || a.Refs(ta[0]) != 2 {
		t.Fatalf("Acquire: %v %v (refs %d), want %v", tb, keys, a.Refs(ta[0]), ta[:2])
	}
	tb, ok := a.Grow(tb, 7)
	if !ok || len(tb) != 4 {
		t.Fatalf("Grow after a hit: %v %v", tb, ok)
	}
	checkPool(t, a, c)
	for _, tc := range []struct {
		tokens []int32
		limit  int
		want   int
	}{
		{[]int32{1, 2, 3, 5}, 3, 1},    // the second block differs
		{[]int32{3, 4, 5}, 2, 0},       // [3 4] is cached only after [1 2]
		{[]int32{1, 2, 3, 4}, 3, 1},    // the limit leaves the last token to compute
		{[]int32{1, 2, 3, 4, 7}, 4, 2}, // both
		{[]int32{1}, 0, 0},
	} {
		got, _ := c.Acquire(tc.tokens, tc.limit)
		if len(got) != tc.want {
			t.Errorf("Acquire(%v, %d): %v, want %d blocks", tc.tokens, tc.limit, got, tc.want)
		}
		a.Free(got)
	}
	// Released by both holders, the cached blocks stay idle (free to take, still cached).
	a.Free(ta)
	a.Free(tb)
	checkPool(t, a, c)
	if c.Idle() != 2 || a.FreeBlocks() != 8 || a.UsedBlocks() != 0 {
		t.Fatalf("idle %d free %d used %d, want 2, 8, 0", c.Idle(), a.FreeBlocks(), a.UsedBlocks())
	}
	tc, _ := c.Acquire(pa, 4)
	if len(tc) != 2 || c.Idle() != 0 {
		t.Fatalf("a hit on idle blocks: %v, idle %d", tc, c.Idle())
	}
	a.Free(tc)
	// A table of the whole pool takes the idle blocks back and forgets them.
	all, ok := a.Grow(nil, 16)
	if !ok || c.Blocks() != 0 || c.Idle() != 0 {
		t.Fatalf("Grow of the whole pool: %v, cached %d idle %d", ok, c.Blocks(), c.Idle())
	}
	checkPool(t, a, c)
	a.Free(all)
	if got, _ := c.Acquire(pa, 4); got != nil {
		t.Fatalf("an evicted prefix hit: %v", got)
	}
}

// TestPrefixCacheLRU: Grow evicts the idle block released longest ago first; Clear forgets
// everything, idle blocks back on the free list, held ones freed later as any other.
func TestPrefixCacheLRU(t *testing.T) {
	a, _ := NewAllocator(4, 1)
	c := NewPrefixCache(a)
	x, _ := a.Grow(nil, 1)
	y, _ := a.Grow(nil, 1)
	insertAll(c, []int32{10}, x)
	insertAll(c, []int32{20}, y)
	a.Free(x)
	a.Free(y)
	// Two free blocks, two idle: three blocks evict the one of x, released first.
	z, ok := a.Grow(nil, 3)
	if !ok {
		t.Fatal("Grow of 3 with 2 free and 2 idle failed")
	}
	if got, _ := c.Acquire([]int32{10, 0}, 1); got != nil {
		t.Errorf("x's block survived: %v", got)
	}
	hy, _ := c.Acquire([]int32{20, 0}, 1)
	if len(hy) != 1 {
		t.Errorf("y's block evicted, want x's")
	}
	checkPool(t, a, c)
	if _, ok := a.Grow(nil, 1); ok {
		t.Error("Grow past the pool succeeded")
	}
	c.Clear()
	a.Free(hy)
	a.Free(z)
	checkPool(t, a, c)
	if c.Blocks() != 0 || a.FreeBlocks() != 4 || len(a.free) != 4 {
		t.Errorf("after Clear: cached %d, free %d (%d listed)", c.Blocks(), a.FreeBlocks(), len(a.free))
	}
}

// TestPrefixCacheKeys: a block stands for its whole prefix; a second block computing a prefix
// already cached is not recorded; an entry whose tokens differ from the lookup's is not taken
// (what a key collision would look like).
func TestPrefixCacheKeys(t *testing.T) {
	a, _ := NewAllocator(8, 2)
	c := NewPrefixCache(a)
	if c.Key(0, []int32{1, 2}) == c.Key(c.Key(0, []int32{9, 9}), []int32{1, 2}) {
		t.Error("a block's key ignores its prefix")
	}
	t1, _ := a.Grow(nil, 2)
	t2, _ := a.Grow(nil, 2)
	k1 := c.Insert(0, []int32{1, 2}, t1[0])
	if k2 := c.Insert(0, []int32{1, 2}, t2[0]); k2 != k1 || c.Blocks() != 1 {
		t.Fatalf("a second block of the same prefix: key %x (first %x), %d cached", k2, k1, c.Blocks())
	}
	a.Free(t2)
	checkPool(t, a, c) // t2's block went to the free list, not idle
	c.byKey[k1].tokens[1] = 7
	if got, _ := c.Acquire([]int32{1, 2, 3}, 2); got != nil {
		t.Errorf("an entry of other tokens under the key was taken: %v", got)
	}
	a.Free(t1)
	checkPool(t, a, c)
}

// TestPrefixCacheRandom runs random sequences through the allocator and the cache, checking the
// pool after every operation and that every hit's blocks hold the tokens asked for.
func TestPrefixCacheRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	a, _ := NewAllocator(24, 2)
	c := NewPrefixCache(a)
	content := map[int32][]int32{} // what each block holds, as the engine would have written it
	type live struct {
		table []int32
	}
	var seqs []live
	for step := range 2000 {
		if len(seqs) > 0 && r.IntN(3) == 0 {
			i := r.IntN(len(seqs))
			a.Free(seqs[i].table)
			seqs = slices.Delete(seqs, i, i+1)
		} else {
			n := 1 + r.IntN(8)
			toks := make([]int32, n)
			for i := range toks {
				toks[i] = int32(r.IntN(2)) // few distinct prompts: many hits
			}
			hit, _ := c.Acquire(toks, n-1)
			for i, b := range hit {
				if !slices.Equal(content[b], toks[i*2:i*2+2]) {
					t.Fatalf("step %d: block %d holds %v, the hit was for %v", step, b, content[b], toks[i*2:i*2+2])
				}
			}
			table, ok := a.Grow(hit, n+r.IntN(3))
			if !ok {
				a.Free(hit)
				checkPool(t, a, c)
				continue
			}
			for i := len(hit); (i+1)*2 <= n; i++ {
				content[table[i]] = slices.Clone(toks[i*2 : i*2+2]) // computed by this sequence
			}
			insertAll(c, toks, table)
			seqs = append(seqs, live{table})
		}
		checkPool(t, a, c)
	}
}
