package tensor

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"

	"afdc/ir"
)

func TestDTypes(t *testing.T) {
	for d := F32; d <= I64; d++ {
		got, err := ir.ParseDType(d.String())
		if err != nil || got != d || d.Size() == 0 {
			t.Errorf("%s: parse %v %v, size %d", d, got, err, d.Size())
		}
	}
	if _, err := ir.ParseDType("f64"); err == nil || !strings.Contains(err.Error(), `dtype "f64", expected one of f32, bf16, f16, f8e4m3, i32, i64`) {
		t.Errorf("ir.ParseDType(f64) = %v", err)
	}
}

// TestViews: FromF32 and F32 share memory, RowSlice cuts rows without copying, and Check names
// what is wrong with a buffer.
func TestViews(t *testing.T) {
	f := []float32{1, 2, 3, 4, 5, 6}
	x := FromF32(f, 3, 2)
	if err := x.Check(F32, 3, 2); err != nil {
		t.Fatal(err)
	}
	x.F32()[0] = 7
	if f[0] != 7 {
		t.Error("F32 of FromF32 is not a view on a little-endian host")
	}
	mid := x.RowSlice(1, 3)
	mid.F32()[0] = -1
	if f[2] != -1 || mid.Rows() != 2 || mid.Width() != 2 {
		t.Errorf("RowSlice(1,3) = %s, wrote f[2] = %v", mid, f[2])
	}
	// A device tensor's rows are an address further on: what a device transport's fan-in lands in.
	dev := Tensor{DType: BF16, Shape: []int{5, 3}, Mem: Device, Ptr: 0x1000}
	if r := dev.RowSlice(2, 5); r.Mem != Device || r.Ptr != 0x1000+2*3*2 || r.Rows() != 3 || r.Width() != 3 {
		t.Errorf("RowSlice(2,5) of %s = %s at 0x%x, expected 3 device rows at 0x%x", dev, r, r.Ptr, 0x1000+2*3*2)
	}
	if got := NewI64([]int64{math.MinInt64, 3}, 1, 2).I64(); got[0] != math.MinInt64 || got[1] != 3 {
		t.Errorf("I64 round trip: %v", got)
	}
	for _, tc := range []struct {
		t    Tensor
		want string
	}{
		{New(BF16, 2, 3), "tensor bf16[2,3], expected f32[3,2]"},
		{Tensor{DType: F32, Shape: []int{3, 2}, Bytes: make([]byte, 20)}, "tensor f32[3,2] holds 20 bytes, expected 24"},
		{Tensor{DType: F32, Shape: []int{3, 2}, Mem: Device, Ptr: 64}, "tensor f32[3,2]@device is in device memory, expected host memory"},
	} {
		if err := tc.t.Check(F32, 3, 2); err == nil || err.Error() != tc.want {
			t.Errorf("Check = %v, want %q", err, tc.want)
		}
	}
}

// A device tensor's row slice is the address of its first row, so a device transport can land each
// peer's rows inside one batch buffer.
func TestDeviceRowSlice(t *testing.T) {
	x := Tensor{DType: BF16, Shape: []int{5, 8}, Mem: Device, Ptr: 0x1000}
	s := x.RowSlice(2, 4)
	if s.Mem != Device || s.Ptr != 0x1000+2*8*2 || s.Rows() != 2 || s.Width() != 8 || s.Bytes != nil {
		t.Errorf("rows 2..4 of %s: %s at %#x, want 2 device rows at %#x", x, s, s.Ptr, 0x1000+2*8*2)
	}
}

// TestWordsCopies: the paths a little-endian host never takes for aligned data, the converted copy
// (as on a big-endian host) and the copy out of misaligned bytes, give the little-endian values
// for both f32 and i32, and the wrong dtype panics naming the accessor.
func TestWordsCopies(t *testing.T) {
	defer func(le bool) { hostLittleEndian = le }(hostLittleEndian)
	hostLittleEndian = false
	f := []float32{1.5, -2, float32(math.Inf(1))}
	x := FromF32(f, 3)
	if got := binary.LittleEndian.Uint32(x.Bytes[4:]); got != math.Float32bits(-2) {
		t.Errorf("FromF32 copy: element 1 has bits %#x, want %#x", got, math.Float32bits(-2))
	}
	if got := x.F32(); len(got) != 3 || got[0] != 1.5 || got[1] != -2 || !math.IsInf(float64(got[2]), 1) {
		t.Errorf("F32 of a copy = %v, want %v", got, f)
	}
	x.F32()[0] = 9
	if f[0] != 1.5 {
		t.Error("FromF32 shared memory with the slice where it had to copy")
	}
	v := []int32{-1, math.MaxInt32, math.MinInt32}
	y := FromI32(v, 1, 3)
	if got := y.I32(); len(got) != 3 || got[0] != -1 || got[1] != math.MaxInt32 || got[2] != math.MinInt32 {
		t.Errorf("I32 of a copy = %v, want %v", got, v)
	}
	hostLittleEndian = true
	odd := make([]byte, 9)
	copy(odd[1:], FromI32([]int32{-7, 8}, 2).Bytes)
	z := Tensor{DType: I32, Shape: []int{2}, Bytes: odd[1:]}
	if got := z.I32(); len(got) != 2 || got[0] != -7 || got[1] != 8 {
		t.Errorf("I32 of misaligned bytes = %v, want [-7 8]", got)
	}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "F32 of a i32[2] tensor") {
			t.Errorf("F32 of an i32 tensor: panic %v, want one naming F32 and the tensor", r)
		}
	}()
	z.F32()
}
