package cu

import (
	"fmt"
	"runtime"
	"sync"
	"unsafe"
)

// TensorMap is the driver's CUtensorMap: the 128 bytes that describe a tiled view of a device
// tensor to the bulk tensor copy engine (sm_90). A kernel takes it by value (Args.TensorMap).
type TensorMap struct {
	b [128 + 64]byte // room to place the 64-byte aligned map
}

// Bytes is the map, 64-byte aligned as the driver writes and reads it.
func (m *TensorMap) Bytes() []byte {
	off := (64 - int(uintptr(unsafe.Pointer(&m.b[0]))%64)) % 64
	return m.b[off : off+128]
}

// Tensor map element types, swizzles and fills (the driver's CUtensorMapDataType and friends).
const (
	TensorBF16    = 9
	SwizzleNone   = 0
	Swizzle128B   = 3
	L2Promote128B = 2
)

var (
	tmapOnce sync.Once
	tmapFn   uintptr
	tmapErr  error
)

// EncodeTensorMapTiled fills a 2-D tiled tensor map (cuTensorMapEncodeTiled, CUDA 12 drivers) over
// the device tensor at p: dims in elements (inner first), the outer stride in bytes (a multiple of
// 16), the box copied each time, no interleave, zero fill out of bounds.
func EncodeTensorMapTiled(dtype uint32, p DevicePtr, dims [2]uint64, stride uint64, box [2]uint32, swizzle uint32) (*TensorMap, error) {
	if err := Load(); err != nil {
		return nil, err
	}
	tmapOnce.Do(func() {
		var l *Library
		if l, tmapErr = OpenLibrary(DriverLibrary, driverHint); tmapErr == nil {
			tmapFn, tmapErr = l.SymAny("cuTensorMapEncodeTiled")
		}
		if tmapErr != nil {
			tmapErr = fmt.Errorf("the CUDA driver has no cuTensorMapEncodeTiled (CUDA 12 or newer needed): %w", tmapErr)
		}
	})
	if tmapErr != nil {
		return nil, tmapErr
	}
	m := &TensorMap{}
	strides := [1]uint64{stride}
	elem := [2]uint32{1, 1}
	r := Result(Call(tmapFn, uintptr(unsafe.Pointer(&m.Bytes()[0])), uintptr(dtype), 2, uintptr(p),
		uintptr(unsafe.Pointer(&dims[0])), uintptr(unsafe.Pointer(&strides[0])), uintptr(unsafe.Pointer(&box[0])),
		uintptr(unsafe.Pointer(&elem[0])), 0, uintptr(swizzle), L2Promote128B, 0))
	runtime.KeepAlive(&dims)
	runtime.KeepAlive(&strides)
	runtime.KeepAlive(&box)
	runtime.KeepAlive(&elem)
	if err := check(fmt.Sprintf("cuTensorMapEncodeTiled(dims %v, stride %d, box %v)", dims, stride, box), r); err != nil {
		return nil, err
	}
	return m, nil
}
