package kvcache

import (
	"encoding/binary"
	"hash/maphash"
	"slices"
)

// PrefixCache remembers which blocks of the pool hold which tokens, so that a sequence whose
// prompt begins with tokens already cached takes their blocks instead of computing them again
// (automatic prefix caching, as vLLM and SGLang do it). Only full blocks are cached, each under
// a key of its tokens and of the key of the block before it, so a block stands for the whole
// prefix it ends, never for its tokens alone. A cached block that no sequence holds stays in the
// pool, idle, until its space is needed: the allocator's Grow takes back the least recently used
// idle blocks first.
//
// Blocks are shared only whole and read only: a sequence writes its own blocks, from the first
// one past the prefix it took. The scheduler keeps it so: it takes at most the blocks before the
// prompt's last token, which it must compute for the logits that start the answer.
//
// Like the Allocator, a PrefixCache is owned by the scheduler goroutine.
type PrefixCache struct {
	a       *Allocator
	seed    maphash.Seed
	byKey   map[uint64]*prefixEntry
	byBlock map[int32]*prefixEntry
	// idle lists the entries of blocks no sequence holds, least recently used first.
	head, tail *prefixEntry
	idle       int
}

type prefixEntry struct {
	key, parent uint64
	tokens      []int32
	block       int32
	prev, next  *prefixEntry
	isIdle      bool
}

// NewPrefixCache attaches a prefix cache to a: blocks it caches stay out of a's free list while
// idle.
func NewPrefixCache(a *Allocator) *PrefixCache {
	c := &PrefixCache{a: a, seed: maphash.MakeSeed(), byKey: map[uint64]*prefixEntry{}, byBlock: map[int32]*prefixEntry{}}
	a.prefix = c
	return c
}

// Key is the key of the block of tokens that follows the prefix keyed parent (0: none).
func (c *PrefixCache) Key(parent uint64, tokens []int32) uint64 {
	var h maphash.Hash
	h.SetSeed(c.seed)
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], parent)
	h.Write(b[:])
	for _, t := range tokens {
		binary.LittleEndian.PutUint32(b[:4], uint32(t))
		h.Write(b[:4])
	}
	k := h.Sum64()
	if k == 0 {
		k = 1 // 0 is the empty prefix
	}
	return k
}

// Acquire finds the longest run of whole blocks at the start of tokens that the cache holds, at
// most limit tokens of them, and makes the caller one more holder of each (release them with the
// Allocator's Free). It returns the blocks and their keys.
func (c *PrefixCache) Acquire(tokens []int32, limit int) (blocks []int32, keys []uint64) {
	bs := c.a.blockSize
	parent := uint64(0)
	for n := 0; (n+1)*bs <= min(limit, len(tokens)); n++ {
		chunk := tokens[n*bs : (n+1)*bs]
		e := c.byKey[c.Key(parent, chunk)]
		if e == nil || e.parent != parent || !slices.Equal(e.tokens, chunk) {
			break
		}
		if e.isIdle {
			c.unlink(e)
			c.a.kept--
		}
		c.a.refs[e.block]++
		blocks = append(blocks, e.block)
		keys = append(keys, e.key)
		parent = e.key
	}
	return blocks, keys
}

// Insert records that block, which the caller holds, now holds tokens (a whole block) after the
// prefix keyed parent, and returns the key of the prefix it ends. When another block holds the
// same prefix already, that one stays the cached one (and block is freed as any other).
func (c *PrefixCache) Insert(parent uint64, tokens []int32, block int32) uint64 {
	key := c.Key(parent, tokens)
	if len(tokens) != c.a.blockSize || c.byKey[key] != nil || c.byBlock[block] != nil {
		return key
	}
	e := &prefixEntry{key: key, parent: parent, tokens: slices.Clone(tokens), block: block}
	c.byKey[key] = e
	c.byBlock[block] = e
	return key
}

// Blocks is the number of blocks the cache remembers, held by sequences or idle.
func (c *PrefixCache) Blocks() int { return len(c.byBlock) }

// Idle is the number of cached blocks no sequence holds.
func (c *PrefixCache) Idle() int { return c.idle }

// Clear forgets every cached block: the pool's contents can no longer be trusted. Idle blocks go
// back to the free list; held ones are freed as any other when their holders let go.
func (c *PrefixCache) Clear() {
	for c.head != nil {
		c.drop(c.head)
	}
	clear(c.byKey)
	clear(c.byBlock)
}

// keep is the Allocator's call when a block loses its last holder: a cached block becomes idle,
// the most recently used, and stays out of the free list.
func (c *PrefixCache) keep(id int32) bool {
	e := c.byBlock[id]
	if e == nil {
		return false
	}
	e.isIdle = true
	e.prev, e.next = c.tail, nil
	if c.tail != nil {
		c.tail.next = e
	} else {
		c.head = e
	}
	c.tail = e
	c.idle++
	return true
}

// evict gives the allocator back n idle blocks, least recently used first, and forgets them.
func (c *PrefixCache) evict(n int) {
	for ; n > 0 && c.head != nil; n-- {
		c.drop(c.head)
	}
}

// drop forgets idle entry e and frees its block.
func (c *PrefixCache) drop(e *prefixEntry) {
	c.unlink(e)
	delete(c.byKey, e.key)
	delete(c.byBlock, e.block)
	c.a.kept--
	c.a.free = append(c.a.free, e.block)
}

// unlink takes idle entry e off the idle list.
func (c *PrefixCache) unlink(e *prefixEntry) {
	if e.prev != nil {
		e.prev.next = e.next
	} else {
		c.head = e.next
	}
	if e.next != nil {
		e.next.prev = e.prev
	} else {
		c.tail = e.prev
	}
	e.prev, e.next, e.isIdle = nil, nil, false
	c.idle--
}
