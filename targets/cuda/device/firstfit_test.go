package device

import (
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// TestFirstFitReuse: a freed block's range goes to the next block that fits it (the lowest such
// range), free neighbours merge, a range ending at the top is extended rather than left behind,
// and freeing what is not live is refused.
func TestFirstFitReuse(t *testing.T) {
	var f FirstFit
	a, _ := f.Alloc(1000) // 1024
	b, _ := f.Alloc(256)
	c, _ := f.Alloc(512)
	if a != 0 || b != 1024 || c != 1280 || f.Peak() != 1792 {
		t.Fatalf("bump start: %d %d %d peak %d; want 0 1024 1280 peak 1792", a, b, c, f.Peak())
	}
	if err := f.Free(a); err != nil {
		t.Fatal(err)
	}
	if d, _ := f.Alloc(300); d != 0 { // fits a's range
		t.Errorf("300 bytes after freeing the first block at %d, want 0", d)
	}
	if e, _ := f.Alloc(2000); e != 1792 { // fits no hole: on top
		t.Errorf("2000 bytes at %d, want the top 1792", e)
	}
	if err := f.Free(b); err != nil {
		t.Fatal(err)
	}
	if err := f.Free(c); err != nil { // merges with b's range and the rest of a's: 1,280 bytes at 512
		t.Fatal(err)
	}
	if g, _ := f.Alloc(1280); g != 512 {
		t.Errorf("1280 bytes at %d, want 512 (the free ranges merged)", g)
	}
	if err := f.Free(12345); err == nil || !strings.Contains(err.Error(), "expected the offset of a live block") {
		t.Errorf("free of no block: %v", err)
	}
	if _, err := f.Alloc(0); err == nil {
		t.Error("a block of 0 bytes placed")
	}
	// A free range at the top is extended by a block larger than it.
	var h FirstFit
	x, _ := h.Alloc(256)
	y, _ := h.Alloc(256)
	h.Free(y)
	if z, _ := h.Alloc(1024); z != 256 || h.Peak() != 1280 {
		t.Errorf("1024 bytes over a free top range at %d, peak %d; want 256 and 1280", z, h.Peak())
	}
	_ = x
}

// TestFirstFitNoOverlap: over random sequences of allocations and frees, the live blocks never
// overlap, each is aligned and within the peak, the peak never falls, the live bytes are the sum
// of the live blocks, and the same sequence gives the same offsets.
func TestFirstFitNoOverlap(t *testing.T) {
	type step struct {
		free bool
		n    int // bytes, or the index among the live blocks to free
	}
	for seed := int64(1); seed <= 200; seed++ {
		rng := rand.New(rand.NewSource(seed))
		var seq []step
		for range 300 {
			if rng.Intn(3) == 0 {
				seq = append(seq, step{free: true, n: rng.Intn(1 << 20)})
			} else {
				seq = append(seq, step{n: 1 + rng.Intn(1<<rng.Intn(16))})
			}
		}
		play := func() []int {
			var f FirstFit
			var offs []int
			live := map[int]int{} // offset: asked size
			var order []int
			peak := 0
			for i, s := range seq {
				if s.free {
					if len(order) == 0 {
						continue
					}
					k := s.n % len(order)
					if err := f.Free(order[k]); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, i, err)
					}
					delete(live, order[k])
					order = append(order[:k], order[k+1:]...)
					continue
				}
				off, err := f.Alloc(s.n)
				if err != nil {
					t.Fatalf("seed %d step %d: %v", seed, i, err)
				}
				if off%Align != 0 || off+s.n > f.Peak() {
					t.Fatalf("seed %d step %d: block %d+%d unaligned or past the peak %d", seed, i, off, s.n, f.Peak())
				}
				for o, n := range live {
					if off < o+n && o < off+s.n {
						t.Fatalf("seed %d step %d: block %d+%d overlaps live %d+%d", seed, i, off, s.n, o, n)
					}
				}
				if f.Peak() < peak {
					t.Fatalf("seed %d step %d: peak fell from %d to %d", seed, i, peak, f.Peak())
				}
				peak = f.Peak()
				live[off] = s.n
				order = append(order, off)
				offs = append(offs, off)
			}
			want := 0
			for _, n := range live {
				want += (n + Align - 1) / Align * Align
			}
			if f.Live() != want {
				t.Fatalf("seed %d: %d bytes live, want %d", seed, f.Live(), want)
			}
			return offs
		}
		if a, b := play(), play(); !slices.Equal(a, b) {
			t.Fatalf("seed %d: the same sequence placed blocks at %v, then at %v", seed, a, b)
		}
	}
}
