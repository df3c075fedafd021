package kvcache

import "fmt"

// Allocator hands out block ids in [0, NumBlocks). A block is free while its reference count is
// zero; Share adds a reference (a sequence forked from another, a shared prefix) and Free drops
// one, so a block returns to the free list only when its last holder lets go. Freed blocks are
// reused first (a LIFO free list), which keeps the working set of a device cache small.
//
// An Allocator is not safe for concurrent use: the scheduler goroutine owns it.
type Allocator struct {
	blockSize int
	refs      []int32
	free      []int32 // a stack of free ids
	// prefix, when set, keeps blocks no sequence holds whose tokens it remembers: they are out
	// of the free list, kept of them, until Grow needs them.
	prefix *PrefixCache
	kept   int
}

// NewAllocator returns an allocator of numBlocks blocks of blockSize tokens, all free.
func NewAllocator(numBlocks, blockSize int) (*Allocator, error) {
	if blockSize <= 0 {
		return nil, fmt.Errorf("kvcache: block size %d tokens, expected > 0", blockSize)
	}
	if numBlocks <= 0 {
		return nil, fmt.Errorf("kvcache: %d blocks, expected at least 1 (raise the cache size or lower the block size)", numBlocks)
	}
	if numBlocks > 1<<31-1 {
		return nil, fmt.Errorf("kvcache: %d blocks, expected at most %d (block ids are int32)", numBlocks, 1<<31-1)
	}
	a := &Allocator{blockSize: blockSize, refs: make([]int32, numBlocks), free: make([]int32, numBlocks)}
	for i := range a.free {
		// Highest first, so the first allocations pop ids 0, 1, 2, ...
		a.free[i] = int32(numBlocks - 1 - i)
	}
	return a, nil
}

// BlockSize is the tokens per block.
func (a *Allocator) BlockSize() int { return a.blockSize }

// NumBlocks is the pool size.
func (a *Allocator) NumBlocks() int { return len(a.refs) }

// FreeBlocks is the number of blocks no sequence holds (a prefix cache's idle blocks among them:
// Grow takes them back when it needs them).
func (a *Allocator) FreeBlocks() int { return len(a.free) + a.kept }

// UsedBlocks is NumBlocks - FreeBlocks.
func (a *Allocator) UsedBlocks() int { return len(a.refs) - a.FreeBlocks() }

// BlocksFor is the number of blocks tokens take.
func (a *Allocator) BlocksFor(tokens int) int { return (tokens + a.blockSize - 1) / a.blockSize }

// Fits reports whether a sequence of tokens could ever be cached: it needs at most every block.
func (a *Allocator) Fits(tokens int) bool { return a.BlocksFor(tokens) <= len(a.refs) }

// Grow extends table so that it covers tokens tokens, allocating the missing blocks, and returns
// it. It is all or nothing: when the free blocks do not suffice it returns table unchanged and
// false.
func (a *Allocator) Grow(table []int32, tokens int) ([]int32, bool) {
	need := a.BlocksFor(tokens) - len(table)
	if need <= 0 {
		return table, true
	}
	if need > a.FreeBlocks() {
		return table, false
	}
	if need > len(a.free) {
		a.prefix.evict(need - len(a.free))
	}
	for range need {
		id := a.free[len(a.free)-1]
		a.free = a.free[:len(a.free)-1]
		a.refs[id] = 1
		table = append(table, id)
	}
	return table, true
}

// Share adds a reference to every block of table (another holder of the same cached tokens).
// Sharing a free block is a scheduler bug and panics.
func (a *Allocator) Share(table []int32) {
	for _, id := range table {
		if a.refs[id] <= 0 {
			panic(fmt.Sprintf("kvcache: Share of free block %d", id))
		}
		a.refs[id]++
	}
}

// Free drops one reference to every block of table; blocks left without a holder return to the
// free list at once. Freeing a free block is a scheduler bug (a double free) and panics.
func (a *Allocator) Free(table []int32) {
	for _, id := range table {
		if a.refs[id] <= 0 {
			panic(fmt.Sprintf("kvcache: Free of free block %d", id))
		}
		a.refs[id]--
		if a.refs[id] == 0 {
			if a.prefix != nil && a.prefix.keep(id) {
				a.kept++
			} else {
				a.free = append(a.free, id)
			}
		}
	}
}

// Refs is block id's reference count (0: free).
func (a *Allocator) Refs(id int32) int { return int(a.refs[id]) }

// Slot is where token t of a sequence with table lives: its block id and the slot in that block.
func Slot(table []int32, blockSize, t int) (block int32, slot int) {
	return table[t/blockSize], t % blockSize
}
