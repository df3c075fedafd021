package kgen

import (
	"fmt"
	"math"
)

// GQADecodeSpec is grouped-query attention split over the sequence, as mla_decode (mladecode.go):
// one block per (row, split, group of HG query heads of one KV head), which streams its chunk of the
// row's K and V once for the group, keeps an online softmax per head, and writes the same workspace
// layout ([rows, splits, Heads, HeadDim+2] f32); gqa_combine (CombineSpec) merges the splits into the
// attention output. Scores are float32(q·K_t)·scale (kernels.GQAAttentionPaged), summed across a
// warp's lanes: equal to the CPU's to f32 rounding. With MMA set, Build emits the tensor-core
// kernel of gqadecode_mma.go instead (bf16; same grid, workspace and combine).
type GQADecodeSpec struct {
	Elem                        Elem
	Heads, KVHeads, HeadDim, HG int64
	Scale                       float32
	// MMA takes the tensor-core kernel (gqadecode_mma.go): set by PlanFor where MMAOK.
	MMA bool
	// broken swaps two A registers of the tensor-core kernel's score MMA: a wrong fragment mapping
	// that the interpreter tests must catch (set only by tests).
	broken bool
}

// GQAHeadGroup is the query heads a gqa_decode block serves: the largest divisor of the group
// (Heads/KVHeads) up to 16, so a block's heads share one KV head.
func GQAHeadGroup(heads, kvHeads int64) int64 { return MLAHeadGroup(heads / kvHeads) }

// Check reports shapes the kernel cannot serve.
func (s GQADecodeSpec) Check() error {
	switch {
	case s.KVHeads <= 0 || s.Heads%s.KVHeads != 0:
		return fmt.Errorf("gqa_decode: %d heads over %d KV heads, expected KV heads dividing the heads", s.Heads, s.KVHeads)
	case s.HG < 1 || s.HG > 16 || (s.Heads/s.KVHeads)%s.HG != 0:
		return fmt.Errorf("gqa_decode: head group %d of a KV group of %d, expected 1..16 dividing it", s.HG, s.Heads/s.KVHeads)
	case s.HeadDim <= 0:
		return fmt.Errorf("gqa_decode: head dim %d, expected a positive width", s.HeadDim)
	case s.HG*roundUp(s.HeadDim, streamWarp)*4+s.HG*mlaTile*4 > 46<<10:
		return fmt.Errorf("gqa_decode: %d heads × %d of f32 exceed the static shared memory", s.HG, s.HeadDim)
	case s.MMA && !s.MMAOK(SM90):
		return fmt.Errorf("gqa_decode: tensor-core kernel for %s q and pools, head dim %d; expected bf16 and a head dim that is a multiple of 16 up to %d",
			s.Elem, s.HeadDim, gqaMMAMaxD)
	}
	return nil
}

func (s GQADecodeSpec) Build() (*Kernel, Launch) {
	if err := s.Check(); err != nil {
		panic(err) // specFor checks the shapes first
	}
	if s.MMA {
		return s.buildMMA()
	}
	k := NewKernel(fmt.Sprintf("gqa_decode_%s_h%d_kv%d_d%d_g%d_s%08x", s.Elem, s.Heads, s.KVHeads, s.HeadDim, s.HG, math.Float32bits(s.Scale)))
	part := k.Param("part", PPtr, EF32)
	q := k.Param("q", PPtr, s.Elem)
	kp, vp := k.Param("k_pool", PPtr, s.Elem), k.Param("v_pool", PPtr, s.Elem)
	D, group := s.HeadDim, s.Heads/s.KVHeads
	k.splitAttention(splitAttn{Heads: s.Heads, HG: s.HG, W: D, VW: D, Scale: s.Scale, part: part, kpool: kp, vpool: vp,
		stageQ: func(i, head, d, qs *Value) { k.SStore(qs, i, k.Load(q, k.Add(k.Mul(head, k.I32(D)), d))) },
		// Pool row `row`, KV head h0/group: [num_blocks·block_size, KVHeads, HeadDim].
		rowBase: func(h0, row *Value) *Value {
			return k.Add(k.Mul(row, k.I32(s.KVHeads*D)), k.Mul(k.Div(h0, k.I32(group)), k.I32(D)))
		},
	})
	return finish(k, "gqa_decode", mlaBlock, Grid{Count: "row_splits", Mult: s.Heads / s.HG, PerBlock: 1})
}
