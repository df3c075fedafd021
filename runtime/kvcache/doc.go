// Package kvcache owns the paged KV cache's bookkeeping: a block allocator (a free list and a
// reference count per block), per-sequence block tables, a prefix cache (which blocks hold which
// whole-block prefixes of token ids, kept while idle until their space is needed), and the cache
// geometry that turns a byte budget into a number of blocks. It holds no cache memory: a backend allocates, per layer, a pool
// of NumBlocks blocks in the agreed layout and its attention kernels read and write it through the
// block tables the scheduler passes as operands.
//
// Layout (every target uses exactly this): per layer a pool of num_blocks blocks of block_size
// tokens.
//
//	MLA: one pool [num_blocks, block_size, kv_lora_rank + qk_rope_head_dim]: the normalised latent
//	     c_kv first, then the roped k_pe
//	GQA: a K pool and a V pool, each [num_blocks, block_size, num_kv_heads, head_dim]
//
// A sequence's block table is an int32 array of block ids; token t of the sequence lives in block
// table[t/block_size], slot t%block_size.
//
// It imports only ir (to read the cache geometry from a role program).
package kvcache
