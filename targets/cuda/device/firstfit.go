package device

import (
	"fmt"
	"sort"
)

// FirstFit places blocks in an address range [0, Peak) that grows as needed, reusing the ranges of
// blocks freed before: a block goes to the lowest free range it fits, else on top (taking a free
// range that ends at the top with it). Sizes are rounded up to Align, so every offset is aligned.
// The same sequence of Alloc and Free calls gives the same offsets, which is what lets a plan made
// once at load serve every run (and a captured CUDA graph see the addresses it was captured with).
// The zero value is an empty range.
type FirstFit struct {
	free []Span      // free ranges below top, ascending, never adjacent
	live map[int]int // offset of each live block: its size
	top  int         // end of the highest block ever not freed back
	peak int
}

// Span is a range of offsets: Off, and N bytes from it.
type Span struct{ Off, N int }

// End is the first offset past the span.
func (s Span) End() int { return s.Off + s.N }

// Alloc places a block of n bytes and returns its offset.
func (f *FirstFit) Alloc(n int) (int, error) {
	if n <= 0 {
		return 0, fmt.Errorf("first fit: %d bytes asked for, expected a positive size", n)
	}
	n = (n + Align - 1) / Align * Align
	if f.live == nil {
		f.live = map[int]int{}
	}
	for i, s := range f.free {
		if s.N < n {
			continue
		}
		if s.N == n {
			f.free = append(f.free[:i], f.free[i+1:]...)
		} else {
			f.free[i] = Span{s.Off + n, s.N - n}
		}
		f.live[s.Off] = n
		return s.Off, nil
	}
	off := f.top
	if k := len(f.free); k > 0 && f.free[k-1].End() == f.top {
		off = f.free[k-1].Off // the block reaches past the top from the free range below it
		f.free = f.free[:k-1]
	}
	f.top = off + n
	f.peak = max(f.peak, f.top)
	f.live[off] = n
	return off, nil
}

// Free gives back the block at off.
func (f *FirstFit) Free(off int) error {
	n, ok := f.live[off]
	if !ok {
		return fmt.Errorf("first fit: free of offset %d, expected the offset of a live block", off)
	}
	delete(f.live, off)
	i := sort.Search(len(f.free), func(i int) bool { return f.free[i].Off > off })
	s := Span{off, n}
	if i > 0 && f.free[i-1].End() == off { // merge with the range below
		s = Span{f.free[i-1].Off, f.free[i-1].N + n}
		i--
		f.free = append(f.free[:i], f.free[i+1:]...)
	}
	if i < len(f.free) && f.free[i].Off == s.End() { // and with the range above
		s.N += f.free[i].N
		f.free = append(f.free[:i], f.free[i+1:]...)
	}
	if s.End() == f.top {
		f.top = s.Off // the top comes down: nothing live above the range
		return nil
	}
	f.free = append(f.free, Span{})
	copy(f.free[i+1:], f.free[i:])
	f.free[i] = s
	return nil
}

// Peak is the most of the range ever in use: the first offset past every block placed so far.
func (f *FirstFit) Peak() int { return f.peak }

// Live is the bytes of the blocks not freed.
func (f *FirstFit) Live() int {
	n := 0
	for _, b := range f.live {
		n += b
	}
	return n
}
