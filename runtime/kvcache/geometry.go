package kvcache

import (
	"fmt"

	"afdc/ir"
	"afdc/runtime/kvfp8"
)

// LayerCache is one attention layer's cache width per token.
type LayerCache struct {
	Layer int
	// MLA: Latent = kv_lora_rank + qk_rope_head_dim values per token, KVHeads and HeadDim zero.
	// GQA: KVHeads·HeadDim values per token for K and as many for V, Latent zero.
	Latent           int
	KVHeads, HeadDim int
	// Bytes is the bytes one token takes in this layer where they are not Values·ElemBytes: an
	// FP8 MLA row (kvfp8.RowBytes) in a device's layout; 0 otherwise.
	Bytes int
}

// Values is the number of cached values one token takes in this layer.
func (l LayerCache) Values() int {
	if l.Latent > 0 {
		return l.Latent
	}
	return 2 * l.KVHeads * l.HeadDim
}

// Geometry is the cache shape of a whole program: its attention layers and the bytes of one
// cached value.
type Geometry struct {
	Layers    []LayerCache
	ElemBytes int // 4 for an fp32 cache (the CPU target), 2 for bf16
}

// TokenBytes is the cache size of one token over all layers.
func (g Geometry) TokenBytes() int64 {
	var n int64
	for _, l := range g.Layers {
		if l.Bytes > 0 {
			n += int64(l.Bytes)
		} else {
			n += int64(l.Values()) * int64(g.ElemBytes)
		}
	}
	return n
}

// BlockBytes is the cache size of one block of blockSize tokens over all layers: what one block id
// costs in device memory.
func (g Geometry) BlockBytes(blockSize int) int64 { return g.TokenBytes() * int64(blockSize) }

// Blocks is how many blocks of blockSize tokens fit in budget bytes.
func (g Geometry) Blocks(budget int64, blockSize int) int {
	b := g.BlockBytes(blockSize)
	if b <= 0 || budget <= 0 {
		return 0
	}
	return int(budget / b)
}

// FromModule reads the geometry from a program's attention ops (mla_attention: rank + rope;
// gqa_attention: kv_heads, head_dim), one entry per op in program order. An mla_attention with
// the FP8 cache (kv_cache="f8e4m3") takes kvfp8.RowBytes a token in a device's layout (elemBytes
// below 4); an fp32 cache (the CPU target's) keeps the FP8 values in f32, Values·4 bytes. A program without
// attention (an FFN role) has no cache and is an error, as is a non-positive width.
func FromModule(m *ir.Module, elemBytes int) (Geometry, error) {
	if elemBytes <= 0 {
		return Geometry{}, fmt.Errorf("kvcache: element size %d bytes, expected > 0", elemBytes)
	}
	g := Geometry{ElemBytes: elemBytes}
	for _, f := range m.Funcs {
		for _, op := range f.Body {
			var l LayerCache
			switch op.Kind {
			case ir.OpMLAAttention:
				rank, _ := op.Attrs.Int("rank")
				rope, _ := op.Attrs.Int("rope")
				l.Latent = int(rank + rope)
				if kv, _ := op.Attrs.Str("kv_cache"); kv == ir.KVCacheF8E4M3 && elemBytes < 4 {
					l.Bytes = kvfp8.RowBytes(int(rank), int(rope), elemBytes)
				}
			case ir.OpGQAAttention:
				kvh, _ := op.Attrs.Int("kv_heads")
				hd, _ := op.Attrs.Int("head_dim")
				l.KVHeads, l.HeadDim = int(kvh), int(hd)
			default:
				continue
			}
			layer, _ := op.Attrs.Int("layer")
			l.Layer = int(layer)
			if l.Values() <= 0 {
				return Geometry{}, fmt.Errorf("kvcache: %s layer %d: %d cached values per token, expected > 0", op.Info().Name, l.Layer, l.Values())
			}
			g.Layers = append(g.Layers, l)
		}
	}
	if len(g.Layers) == 0 {
		return Geometry{}, fmt.Errorf("kvcache: module %q (role %s) has no mla_attention or gqa_attention op, expected an attention program", m.Name, m.Role)
	}
	return g, nil
}

// ProgramElemBytes is the bytes of a value of the cache a program's attention ops write in their
// own type (the latent of mla_attention, the key of gqa_attention): 2 for bf16, 4 for f32; 0 for a
// program without attention, which has no cache (FromModule refuses both).
func ProgramElemBytes(m *ir.Module) int {
	for _, f := range m.Funcs {
		for _, op := range f.Body {
			if (op.Kind == ir.OpMLAAttention || op.Kind == ir.OpGQAAttention) && len(op.Args) > 1 {
				if n := int(op.Args[1].Type.DType.Size()); n > 0 {
					return n
				}
			}
		}
	}
	return 0
}
