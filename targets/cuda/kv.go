package cuda

import (
	"fmt"
	"sort"

	"afdc/ir"
	"afdc/runtime"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/kgen"
)

// maxKVBlocks bounds the block pool (four million tokens of context at BlockSize 64), so a small
// model does not take the whole budget for a cache it cannot fill.
const maxKVBlocks = 1 << 16

// kvCache is the paged KV cache: per attention layer a pool of numBlocks blocks of BlockSize tokens
// in the layout kgen's kernels read (MLA: [blocks, BlockSize, rank+rope]; GQA: K and V pools of
// [blocks, BlockSize, kv_heads·head_dim]), one block numbering for every layer, and per sequence the
// blocks it holds. The host owns the block tables; a run uploads its sequences' rows.
//
// The blocks either come with the steps (the runtime's paged cache owns the block tables: the
// serving path) or from the backend's own allocator (steps without tables: tests, afdc run); an
// engine uses one or the other while sequences are live. The pool is carved in tokens, so the block
// size can change (SetBlockSize) while no sequence is live.
type kvCache struct {
	poolTokens int // tokens each layer's pool holds
	blockSize  int
	numBlocks  int // poolTokens / blockSize
	free       []int32
	seqs       map[uint64]*seqKV
	external   bool                           // the live sequences' tables come with the steps
	pools      map[int64][2]cu.DevicePtr      // layer → pool (MLA), or K and V pools (GQA)
	maps       map[cu.DevicePtr]*cu.TensorMap // an MLA pool's tensor map, by the pool, made at first use
}

type seqKV struct {
	blocks []int32 // the table: the backend's own blocks, or the last step's
	own    bool    // blocks came from the backend's allocator
	n      int     // tokens cached
}

// kvLayer is one attention op's cache shape.
type kvLayer struct {
	layer int64
	width int  // elements per token per pool (an FP8 MLA row: its 32-bit words, kgen.KVF8RowWords)
	pools int  // 1 (MLA) or 2 (GQA)
	elem  int  // bytes per element
	f8    bool // the FP8 form's rows (kgen.KVF8)
}

func kvLayers(mod *ir.Module) []kvLayer {
	var ls []kvLayer
	f := mod.Func("forward")
	if f == nil {
		return nil
	}
	for _, op := range f.Body {
		a := op.Attrs
		switch op.Kind {
		case ir.OpMLAAttention:
			l := kvLayer{layer: a.MustInt("layer"), width: int(a.MustInt("rank") + a.MustInt("rope")), pools: 1, elem: elemSize(op.Args[1].Type.DType)}
			if kgen.KVF8(op) {
				l.width, l.elem, l.f8 = int(kgen.KVF8RowWords(a.MustInt("rank"), a.MustInt("rope"))), 4, true
			}
			ls = append(ls, l)
		case ir.OpGQAAttention:
			ls = append(ls, kvLayer{layer: a.MustInt("layer"), width: int(a.MustInt("kv_heads") * a.MustInt("head_dim")), pools: 2,
				elem: elemSize(op.Args[1].Type.DType)})
		}
	}
	sort.Slice(ls, func(i, j int) bool { return ls[i].layer < ls[j].layer })
	return ls
}

// newKV sizes the block pool to the bytes left, and to capTokens when positive, and allocates it
// (on the device's thread).
func (b *Backend) newKV(left, capTokens int) error {
	ls := kvLayers(b.mod)
	per := 0
	for _, l := range ls {
		per += BlockSize * l.width * l.pools * l.elem
	}
	kv := &kvCache{seqs: map[uint64]*seqKV{}, pools: map[int64][2]cu.DevicePtr{}, blockSize: BlockSize}
	b.kv = kv
	if per == 0 {
		return nil
	}
	// Leave room for the queues' pinned and cuBLAS side allocations the driver makes on its own.
	n := min((left-(64<<20))/per, maxKVBlocks)
	if capTokens > 0 {
		n = min(n, (capTokens+BlockSize-1)/BlockSize)
	}
	if n < 1 {
		return fmt.Errorf("cuda device %d: the KV cache needs %d bytes per block of %d tokens, %s of the memory budget are left, expected room for one block (raise --gpu-memory-fraction)",
			b.dev.Ordinal, per, BlockSize, gib(left))
	}
	kv.poolTokens = n * BlockSize
	for _, l := range ls {
		var ps [2]cu.DevicePtr
		for i := range l.pools {
			bytes := kv.poolRows() * l.width * l.elem
			p, err := b.alloc(bytes, fmt.Sprintf("the KV pool of layer %d", l.layer))
			if err != nil {
				return err
			}
			// Zeros, so that every row a kernel may read before a token is written there holds a
			// finite value: the MLA bulk-copy kernel reads whole blocks, and a row past a sequence's
			// end gets probability 0, which a NaN would still turn into NaN.
			if err := cu.MemsetD8(p, 0, bytes); err != nil {
				return fmt.Errorf("the KV pool of layer %d: %w", l.layer, err)
			}
			ps[i] = p
		}
		kv.pools[l.layer] = ps
	}
	return kv.setBlockSize(BlockSize)
}

// setBlockSize re-carves the pools into blocks of n tokens; only while no sequence is live.
func (kv *kvCache) setBlockSize(n int) error {
	if n < 1 {
		return fmt.Errorf("KV block size %d tokens, expected at least 1", n)
	}
	if len(kv.seqs) > 0 {
		return fmt.Errorf("KV block size: %d sequences are live, expected none", len(kv.seqs))
	}
	kv.blockSize, kv.numBlocks = n, kv.poolTokens/n
	kv.free = kv.free[:0]
	for i := kv.numBlocks - 1; i >= 0; i-- {
		kv.free = append(kv.free, int32(i))
	}
	return nil
}

// SetBlockSize sets the tokens per block of the tables the steps carry; only while no sequence is
// live.
func (b *Backend) SetBlockSize(tokens int) error {
	if b.kv == nil {
		return fmt.Errorf("module %s (%s) has no KV cache, expected an attention or full module", b.mod.Name, b.mod.Role)
	}
	return b.kv.setBlockSize(tokens)
}

// KVCapacity is how many blocks of blockSize tokens the device pool holds: the most blocks the
// runtime's paged cache may hand out for this backend.
func (b *Backend) KVCapacity(blockSize int) int {
	if b.kv == nil || blockSize < 1 {
		return 0
	}
	return b.kv.poolTokens / blockSize
}

func (b *Backend) kvBlocks() int {
	if b.kv == nil {
		return 0
	}
	return b.kv.numBlocks
}

// take checks each sequence's cached length against the step and finds the blocks of its tokens:
// the step's table (checked against the pool), or the backend's own allocator's. On a failure
// nothing is taken.
func (kv *kvCache) take(steps []runtime.SeqStep) ([]*seqKV, error) {
	if len(kv.seqs) == 0 && len(steps) > 0 {
		kv.external = steps[0].Blocks != nil
	}
	out := make([]*seqKV, len(steps))
	need := 0
	for i, s := range steps {
		st := kv.seqs[s.ID]
		n := 0
		switch {
		case st != nil:
			n = st.n
		case s.Blocks != nil:
			// A sequence's first step may start past tokens that its table's first blocks hold
			// already, computed by another sequence (the scheduler's prefix cache).
			n = s.Past
		}
		if n != s.Past {
			return nil, fmt.Errorf("sequence %d: %d tokens are cached, the step says %d", s.ID, n, s.Past)
		}
		if len(s.Tokens) == 0 {
			return nil, fmt.Errorf("sequence %d: a step needs at least one token", s.ID)
		}
		if (s.Blocks != nil) != kv.external {
			return nil, fmt.Errorf("sequence %d: block table given = %v while the live sequences' = %v, expected every step of an engine with or every step without", s.ID, s.Blocks != nil, kv.external)
		}
		end := s.Past + len(s.Tokens)
		blocks := (end + kv.blockSize - 1) / kv.blockSize
		if s.Blocks != nil {
			if len(s.Blocks) < blocks {
				return nil, fmt.Errorf("sequence %d: block table of %d blocks of %d tokens for %d tokens, expected at least %d blocks", s.ID, len(s.Blocks), kv.blockSize, end, blocks)
			}
			for _, b := range s.Blocks[:blocks] {
				if b < 0 || int(b) >= kv.numBlocks {
					return nil, fmt.Errorf("sequence %d: block id %d, expected one in [0, %d) (the device pool)", s.ID, b, kv.numBlocks)
				}
			}
		} else {
			have := 0
			if st != nil {
				have = len(st.blocks)
			}
			need += max(0, blocks-have)
		}
		out[i] = st
	}
	if need > len(kv.free) {
		return nil, fmt.Errorf("KV cache full: the step needs %d more blocks of %d tokens, %d of %d are free", need, kv.blockSize, len(kv.free), kv.numBlocks)
	}
	for i, s := range steps {
		st := out[i]
		if st == nil {
			st = &seqKV{own: s.Blocks == nil}
			kv.seqs[s.ID] = st
			out[i] = st
		}
		end := s.Past + len(s.Tokens)
		if s.Blocks != nil {
			st.blocks = s.Blocks[:(end+kv.blockSize-1)/kv.blockSize]
		}
		for len(st.blocks)*kv.blockSize < end {
			b := kv.free[len(kv.free)-1]
			kv.free = kv.free[:len(kv.free)-1]
			st.blocks = append(st.blocks, b)
		}
		st.n = end
	}
	return out, nil
}

// poolMap is the tensor map of the MLA pool at p that the bulk-copy decode kernel reads
// (kgen.MLADecodeSpec.PoolMap): width bf16 values a row, every row of the pool, boxes of
// kgen.MLAPoolBox in the 128-byte swizzle; made at the pool's first use and kept (a pool does not
// move).
func (kv *kvCache) poolMap(p cu.DevicePtr, width int) (*cu.TensorMap, error) {
	if m := kv.maps[p]; m != nil {
		return m, nil
	}
	m, err := cu.EncodeTensorMapTiled(cu.TensorBF16, p, [2]uint64{uint64(width), uint64(kv.poolRows())}, uint64(2*width),
		kgen.MLAPoolBox, cu.Swizzle128B)
	if err != nil {
		return nil, fmt.Errorf("the tensor map of a KV pool of %d rows × %d values: %w", kv.poolRows(), width, err)
	}
	if kv.maps == nil {
		kv.maps = map[cu.DevicePtr]*cu.TensorMap{}
	}
	kv.maps[p] = m
	return m, nil
}

// poolRows is the rows each pool holds: its blocks' tokens and the scratch block's.
func (kv *kvCache) poolRows() int { return kv.poolTokens + scratchTokens }

// scratchTokens are allocated past each pool's blocks for the scratch block (scratchBlock).
const scratchTokens = BlockSize

// scratchBlock is the block id the dummy sequences of a padded graph step (graph.go) write their
// one cache row to and read it from: the block just past the pool's numbered ones, which no
// sequence is given. Only its first token is touched (a dummy sequence is one token at position
// 0), and that lies within the scratchTokens after poolTokens whatever the block size.
func (kv *kvCache) scratchBlock() int32 { return int32(kv.numBlocks) }

func (kv *kvCache) release(id uint64) {
	st := kv.seqs[id]
	if st == nil {
		return
	}
	if st.own {
		kv.free = append(kv.free, st.blocks...)
	}
	delete(kv.seqs, id)
}
