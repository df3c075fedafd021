package kgen

import "fmt"

// SliceSpec copies columns [Start, Start+Len) of rows of width InWidth into a dense [rows, Len]
// buffer. The role programs' slices are views; the kernels that follow them (norm, rope) read dense
// rows, so the runtime materialises a slice with this copy.
type SliceSpec struct {
	Elem                Elem
	InWidth, Start, Len int64
}

func (s SliceSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("slice_%s_w%d_s%d_l%d", s.Elem, s.InWidth, s.Start, s.Len))
	out, x := k.Param("out", PPtr, s.Elem), k.Param("x", PPtr, s.Elem)
	rows := k.Param("rows", PI32, 0)
	k.elementwise(rows, s.Len, func(i *Value) {
		r, j := k.Div(i, k.I32(s.Len)), k.Rem(i, k.I32(s.Len))
		k.Store(out, i, k.Load(x, k.Add(k.Mul(r, k.I32(s.InWidth)), k.Add(j, k.I32(s.Start)))))
	})
	return finish(k, "slice", elemBlock, Grid{Count: "rows", Mult: s.Len, PerBlock: elemBlock})
}

// GatherRowsSpec copies rows by index: out[i] = x[idx[i]] ([n, Width]). last_tokens is this with
// each sequence's last row, which the runtime knows.
type GatherRowsSpec struct {
	Elem  Elem
	Width int64
}

func (s GatherRowsSpec) Build() (*Kernel, Launch) {
	k := NewKernel(fmt.Sprintf("gather_rows_%s_w%d", s.Elem, s.Width))
	out, x := k.Param("out", PPtr, s.Elem), k.Param("x", PPtr, s.Elem)
	idx := k.Param("idx", PPtr, EI32)
	n := k.Param("n", PI32, 0)
	k.elementwise(n, s.Width, func(i *Value) {
		r, j := k.Div(i, k.I32(s.Width)), k.Rem(i, k.I32(s.Width))
		k.Store(out, i, k.Load(x, k.Add(k.Mul(k.Load(idx, r), k.I32(s.Width)), j)))
	})
	return finish(k, "gather_rows", elemBlock, Grid{Count: "n", Mult: s.Width, PerBlock: elemBlock})
}
