package cuda

import (
	"fmt"
	"sort"

	"afdc/ir"
	"afdc/runtime"
	"afdc/targets/cuda/cu"
)

// maxKVBlocks bounds the block pool (a million tokens of context at BlockSize 16), so a small model
// does not take the whole budget for a cache it cannot fill.
const maxKVBlocks = 1 << 16

// kvCache is the paged KV cache: per attention layer a pool of numBlocks blocks of BlockSize tokens
// in the layout kgen's kernels read (MLA: [blocks, BlockSize, rank+rope]; GQA: K and V pools of
// [blocks, BlockSize, kv_heads·head_dim]), one block numbering for every layer, and per sequence the
// blocks it holds. The host owns the block tables; a run uploads its sequences' rows.
type kvCache struct {
	numBlocks int
	free      []int32
	seqs      map[uint64]*seqKV
	pools     map[int64][2]cu.DevicePtr // layer → pool (MLA), or K and V pools (GQA)
}

type seqKV struct {
	blocks []int32
	n      int // tokens cached
}

// kvLayer is one attention op's cache shape.
type kvLayer struct {
	layer int64
	width int // elements per token per pool
	pools int // 1 (MLA) or 2 (GQA)
	elem  int // bytes per element
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
			ls = append(ls, kvLayer{layer: a.MustInt("layer"), width: int(a.MustInt("rank") + a.MustInt("rope")), pools: 1,
				elem: elemSize(op.Args[1].Type.DType)})
		case ir.OpGQAAttention:
			ls = append(ls, kvLayer{layer: a.MustInt("layer"), width: int(a.MustInt("kv_heads") * a.MustInt("head_dim")), pools: 2,
				elem: elemSize(op.Args[1].Type.DType)})
		}
	}
	sort.Slice(ls, func(i, j int) bool { return ls[i].layer < ls[j].layer })
	return ls
}

// newKV sizes the block pool to the bytes left and allocates it (on the device's thread).
func (b *Backend) newKV(left int) error {
	ls := kvLayers(b.mod)
	per := 0
	for _, l := range ls {
		per += BlockSize * l.width * l.pools * l.elem
	}
	kv := &kvCache{seqs: map[uint64]*seqKV{}, pools: map[int64][2]cu.DevicePtr{}}
	b.kv = kv
	if per == 0 {
		return nil
	}
	// Leave room for the queues' pinned and cuBLAS side allocations the driver makes on its own.
	n := min((left-(64<<20))/per, maxKVBlocks)
	if n < 1 {
		return fmt.Errorf("cuda device %d: the KV cache needs %d bytes per block of %d tokens, %s of the memory budget are left, expected room for one block (raise --gpu-memory-fraction)",
			b.dev.Ordinal, per, BlockSize, gib(left))
	}
	kv.numBlocks = n
	for _, l := range ls {
		var ps [2]cu.DevicePtr
		for i := range l.pools {
			p, err := b.alloc(n*BlockSize*l.width*l.elem, fmt.Sprintf("the KV pool of layer %d", l.layer))
			if err != nil {
				return err
			}
			ps[i] = p
		}
		kv.pools[l.layer] = ps
	}
	for i := n - 1; i >= 0; i-- {
		kv.free = append(kv.free, int32(i))
	}
	return nil
}

func (b *Backend) kvBlocks() int {
	if b.kv == nil {
		return 0
	}
	return b.kv.numBlocks
}

// take checks each sequence's cached length against the step and gives it the blocks its new tokens
// need. On a failure nothing is taken.
func (kv *kvCache) take(steps []runtime.SeqStep) ([]*seqKV, error) {
	out := make([]*seqKV, len(steps))
	need := 0
	for i, s := range steps {
		st := kv.seqs[s.ID]
		n := 0
		if st != nil {
			n = st.n
		}
		if n != s.Past {
			return nil, fmt.Errorf("sequence %d: %d tokens are cached, the step says %d", s.ID, n, s.Past)
		}
		if len(s.Tokens) == 0 {
			return nil, fmt.Errorf("sequence %d: a step needs at least one token", s.ID)
		}
		have := 0
		if st != nil {
			have = len(st.blocks)
		}
		need += max(0, (s.Past+len(s.Tokens)+BlockSize-1)/BlockSize-have)
		out[i] = st
	}
	if need > len(kv.free) {
		return nil, fmt.Errorf("KV cache full: the step needs %d more blocks of %d tokens, %d of %d are free", need, BlockSize, len(kv.free), kv.numBlocks)
	}
	for i, s := range steps {
		st := out[i]
		if st == nil {
			st = &seqKV{}
			kv.seqs[s.ID] = st
			out[i] = st
		}
		end := s.Past + len(s.Tokens)
		for len(st.blocks)*BlockSize < end {
			b := kv.free[len(kv.free)-1]
			kv.free = kv.free[:len(kv.free)-1]
			st.blocks = append(st.blocks, b)
		}
		st.n = end
	}
	return out, nil
}

func (kv *kvCache) release(id uint64) {
	st := kv.seqs[id]
	if st == nil {
		return
	}
	kv.free = append(kv.free, st.blocks...)
	delete(kv.seqs, id)
}
