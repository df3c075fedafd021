package ascend

import (
	"afdc/ir"
	"afdc/targets/ascend/acl"
)

// view is a tensor as aclnn sees it: dtype, dims and strides in elements, an offset in elements
// from a device base. Views are how slices, row blocks of a sequence, transposed weights and
// broadcast operands reach the operators without copies.
type view struct {
	dt      ir.DType
	dims    []int64
	strides []int64
	off     int64
	base    uintptr
}

// contiguous is a row-major view at base.
func contiguous(dt ir.DType, base uintptr, dims ...int64) view {
	st := make([]int64, len(dims))
	s := int64(1)
	for i := len(dims) - 1; i >= 0; i-- {
		st[i] = s
		s *= dims[i]
	}
	return view{dt: dt, dims: dims, strides: st, base: base}
}

// strided is a view with explicit strides and offset over the same base as v.
func (v view) strided(off int64, dims, strides []int64) view {
	return view{dt: v.dt, dims: dims, strides: strides, off: off, base: v.base}
}

func (v view) elems() int64 {
	n := int64(1)
	for _, d := range v.dims {
		n *= d
	}
	return n
}

// ptr is the device address of the view's first element.
func (v view) ptr() uintptr { return v.base + uintptr(v.off*v.dt.Size()) }

// rows is rows [r0, r0+n) of a view whose first dimension is rows.
func (v view) rows(r0, n int64) view {
	d := append([]int64{n}, v.dims[1:]...)
	return v.strided(v.off+r0*v.strides[0], d, v.strides)
}

// contig reports whether the view is row-major with no gaps.
func (v view) contig() bool {
	s := int64(1)
	for i := len(v.dims) - 1; i >= 0; i-- {
		if v.dims[i] != 1 && v.strides[i] != s {
			return false
		}
		s *= v.dims[i]
	}
	return true
}

// desc is the aclCreateTensor description: storage is the 1-D extent from base the view reaches.
func (v view) desc() (acl.Desc, error) {
	dt, err := aclType(v.dt)
	if err != nil {
		return acl.Desc{}, err
	}
	ext := v.off + 1
	for i, d := range v.dims {
		ext += (d - 1) * v.strides[i]
	}
	return acl.Desc{DType: dt, Dims: v.dims, Strides: v.strides, Offset: v.off, Storage: ext, Base: v.base}, nil
}
