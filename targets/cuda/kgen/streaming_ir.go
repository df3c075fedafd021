package kgen

import (
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The kernel IR's wide loads, for the streaming kernels (streaming.go). A weight row is read 16 bytes a
// lane at a time (8 bf16 or 16 fp8), through the non-coherent path: the load carries
// !invariant.load, which NVPTX lowers to ld.global.nc.v4.u32 (the read-only data cache, no coherence
// traffic), on LLVM 19 as on 22.

var v4i32 = types.NewVector(4, types.I32)

// LoadV reads the 16 bytes at element i of ptr (i a multiple of 16/size) as four i32 lanes, the
// element at i in the low bits of lane 0 (little endian). The buffer must not be written while the
// kernel runs. i is i32 or i64: the stacked expert weights of one DeepSeek-V3 layer hold 3.8·10⁹
// elements a matrix, past what an i32 indexes.
func (k *Kernel) LoadV(ptr, i *Value) *Value {
	return k.add(&Value{Op: OpLoadV, Type: TV4, Args: []*Value{ptr, i}, Elem: ptr.Elem})
}

// Lane is lane j (0..3) of a TV4.
func (k *Kernel) Lane(v *Value, j int64) *Value {
	return k.add(&Value{Op: OpLane, Type: TI32, Args: []*Value{v}, Aux: j})
}

// v4At is the 16 bytes of buffer Args[0] from element Args[1] (i32 or i64), as a <4 x i32> pointer.
func (l *lowerer) v4At(v *Value) value.Value {
	p := types.NewPointer(v4i32)
	p.AddrSpace = asGlobal
	idx := l.arg(v, 1)
	if v.Args[1].Type == TI32 {
		idx = l.b.NewSExt(idx, types.I64)
	}
	return l.b.NewBitCast(l.b.NewGetElementPtr(elemType(v.Elem), l.arg(v, 0), idx), p)
}

func lowerLoadV(l *lowerer, v *Value) value.Value {
	ld := l.b.NewLoad(v4i32, l.v4At(v))
	ld.Align = 16
	ld.Metadata = append(ld.Metadata, &metadata.Attachment{Name: "invariant.load", Node: l.emptyMD()})
	return ld
}

// emptyMD is the module's empty metadata tuple, !{}, that !invariant.load names.
func (l *lowerer) emptyMD() *metadata.Tuple {
	for _, d := range l.mod.MetadataDefs {
		if t, ok := d.(*metadata.Tuple); ok && len(t.Fields) == 0 {
			return t
		}
	}
	t := &metadata.Tuple{MetadataID: -1}
	l.mod.MetadataDefs = append(l.mod.MetadataDefs, t)
	return t
}
