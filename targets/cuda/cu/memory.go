package cu

import (
	"fmt"
	"unsafe"
)

// DevicePtr is a CUdeviceptr: an address in the device's (unified) address space.
type DevicePtr uint64

// Add offsets a device address by n bytes.
func (p DevicePtr) Add(n int) DevicePtr { return p + DevicePtr(n) }

// MemAlloc allocates n bytes of device memory in the current context.
func MemAlloc(n int) (DevicePtr, error) {
	if n <= 0 {
		return 0, fmt.Errorf("cuMemAlloc: %d bytes, expected a positive size", n)
	}
	var p DevicePtr
	err := check(fmt.Sprintf("cuMemAlloc(%d bytes)", n), Result(Call(fn.memAlloc, uintptr(unsafe.Pointer(&p)), uintptr(n))))
	return p, err
}

// MemFree frees a MemAlloc.
func MemFree(p DevicePtr) error { return check("cuMemFree", Result(Call(fn.memFree, uintptr(p)))) }

// MemsetD8 sets n bytes to v.
func MemsetD8(p DevicePtr, v byte, n int) error {
	return check("cuMemsetD8", Result(Call(fn.memsetD8, uintptr(p), uintptr(v), uintptr(n))))
}

// MemsetD32 sets n 32-bit words to v (the bits of a float32 too: math.Float32bits).
func MemsetD32(p DevicePtr, v uint32, n int) error {
	return check("cuMemsetD32", Result(Call(fn.memsetD32, uintptr(p), uintptr(v), uintptr(n))))
}

// MemsetD8Async is MemsetD8 ordered on a stream.
func MemsetD8Async(p DevicePtr, v byte, n int, s Stream) error {
	return check("cuMemsetD8Async", Result(Call(fn.memsetD8Async, uintptr(p), uintptr(v), uintptr(n), uintptr(s))))
}

// MemsetD32Async is MemsetD32 ordered on a stream.
func MemsetD32Async(p DevicePtr, v uint32, n int, s Stream) error {
	return check("cuMemsetD32Async", Result(Call(fn.memsetD32Async, uintptr(p), uintptr(v), uintptr(n), uintptr(s))))
}

// CopyHtoD copies a Go byte slice to the device and waits for it. Go memory is only passed to
// synchronous copies: an asynchronous copy could outlive the slice.
func CopyHtoD(dst DevicePtr, src []byte) error {
	if len(src) == 0 {
		return nil
	}
	return check("cuMemcpyHtoD", Result(Call(fn.memcpyHtoD, uintptr(dst), uintptr(unsafe.Pointer(&src[0])), uintptr(len(src)))))
}

// CopyDtoH copies device memory into a Go byte slice and waits for it.
func CopyDtoH(dst []byte, src DevicePtr) error {
	if len(dst) == 0 {
		return nil
	}
	return check("cuMemcpyDtoH", Result(Call(fn.memcpyDtoH, uintptr(unsafe.Pointer(&dst[0])), uintptr(src), uintptr(len(dst)))))
}

// CopyDtoD copies n bytes between device buffers.
func CopyDtoD(dst, src DevicePtr, n int) error {
	return check("cuMemcpyDtoD", Result(Call(fn.memcpyDtoD, uintptr(dst), uintptr(src), uintptr(n))))
}

// CopyDtoDAsync copies n bytes between device buffers, ordered on a stream.
func CopyDtoDAsync(dst, src DevicePtr, n int, s Stream) error {
	return check("cuMemcpyDtoDAsync", Result(Call(fn.memcpyDtoDAsync, uintptr(dst), uintptr(src), uintptr(n), uintptr(s))))
}

// CopyHtoDAsync copies from pinned host memory to the device, ordered on a stream. The host buffer
// must stay allocated until the stream has passed the copy.
func CopyHtoDAsync(dst DevicePtr, src *HostBuf, off, n int, s Stream) error {
	if err := src.span("cuMemcpyHtoDAsync", off, n); err != nil {
		return err
	}
	return check("cuMemcpyHtoDAsync", Result(Call(fn.memcpyHtoDAsync, uintptr(dst), uintptr(unsafe.Add(src.p, off)), uintptr(n), uintptr(s))))
}

// CopyDtoHAsync copies from the device into pinned host memory, ordered on a stream.
func CopyDtoHAsync(dst *HostBuf, off int, src DevicePtr, n int, s Stream) error {
	if err := dst.span("cuMemcpyDtoHAsync", off, n); err != nil {
		return err
	}
	return check("cuMemcpyDtoHAsync", Result(Call(fn.memcpyDtoHAsync, uintptr(unsafe.Add(dst.p, off)), uintptr(src), uintptr(n), uintptr(s))))
}

// HostBuf is page-locked host memory from cuMemHostAlloc: the device reads and writes it by DMA, so
// asynchronous copies overlap compute and run at the link's speed.
type HostBuf struct {
	p unsafe.Pointer
	n int
}

// Host allocation flags.
const (
	HostAllocPortable      = 1 // pinned for every context, not only the current one
	HostAllocDeviceMap     = 2
	HostAllocWriteCombined = 4 // fast host writes and device reads, slow host reads
)

// MemHostAlloc allocates n bytes of pinned host memory.
func MemHostAlloc(n int, flags uint32) (*HostBuf, error) {
	if n <= 0 {
		return nil, fmt.Errorf("cuMemHostAlloc: %d bytes, expected a positive size", n)
	}
	var p unsafe.Pointer
	if err := check(fmt.Sprintf("cuMemHostAlloc(%d bytes)", n), Result(Call(fn.memHostAlloc,
		uintptr(unsafe.Pointer(&p)), uintptr(n), uintptr(flags)))); err != nil {
		return nil, err
	}
	return &HostBuf{p: p, n: n}, nil
}

// Bytes is the buffer as a Go slice; it is valid until Free.
func (h *HostBuf) Bytes() []byte { return unsafe.Slice((*byte)(h.p), h.n) }

// Len is the buffer's size in bytes.
func (h *HostBuf) Len() int { return h.n }

// Free releases the buffer.
func (h *HostBuf) Free() error {
	if h.p == nil {
		return nil
	}
	err := check("cuMemFreeHost", Result(Call(fn.memFreeHost, uintptr(h.p))))
	h.p, h.n = nil, 0
	return err
}

func (h *HostBuf) span(call string, off, n int) error {
	if h == nil || h.p == nil {
		return fmt.Errorf("%s: host buffer is freed, expected a live pinned buffer", call)
	}
	if off < 0 || n < 0 || off+n > h.n {
		return fmt.Errorf("%s: bytes [%d, %d) of a %d-byte pinned buffer, expected a range inside it", call, off, off+n, h.n)
	}
	return nil
}
