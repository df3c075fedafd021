// Package tensor is the one buffer type that crosses the device seam: a dtype, a row-major shape,
// and where the bytes live (host memory the runtime can read, or device memory only its owner can).
// Engines, backends, payloads and transports move Tensors, never bare []float32, so a bf16 or fp8
// activation is as first-class as an fp32 one.
//
// It imports nothing of the project: the connector, the runtime and every target depend on it.
package tensor

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strings"
	"unsafe"

	"afdc/ir"
)

// DType is an element type of a tensor: the IR's dtype (ir.DType), one enum on both sides of the
// device seam. Size is in bytes (0 for Invalid); String is the wire and IR spelling ("bf16").
type DType = ir.DType

// The dtypes, as the IR names them.
const (
	Invalid = ir.InvalidDType
	F32     = ir.F32
	BF16    = ir.BF16
	F16     = ir.F16
	F8E4M3  = ir.F8E4M3 // OCP fp8 e4m3fn: no infinities, 0x7f/0xff NaN
	I32     = ir.I32
	I64     = ir.I64
)

// Memory says where a tensor's bytes live.
type Memory uint8

const (
	Host   Memory = iota // Go memory (or pinned host memory a device can reach): Bytes holds it
	Device               // a device's memory: Ptr is its address, only the Owner can read it
)

func (m Memory) String() string {
	if m == Device {
		return "device"
	}
	return "host"
}

// Owner is whoever allocated a tensor's memory (a backend's allocator); nil for Go memory, which the
// garbage collector owns. Free returns the memory; a tensor must not be used after.
type Owner interface {
	Free(Tensor) error
	// Name says whose memory it is in messages ("cuda:0").
	Name() string
}

// Tensor is a buffer: DType elements in a row-major Shape, in Mem. A Tensor value is a view: copies
// share the bytes.
type Tensor struct {
	DType DType
	Shape []int
	Mem   Memory
	Bytes []byte  // Host: the elements, little-endian, len = Elems()*DType.Size()
	Ptr   uintptr // Device: the address of the first element
	Owner Owner   // nil: Go memory
}

// Elems is the product of the shape (1 for a scalar, 0 when any dim is 0).
func (t Tensor) Elems() int {
	n := 1
	for _, d := range t.Shape {
		n *= d
	}
	return n
}

// Len is the size in bytes.
func (t Tensor) Len() int { return t.Elems() * int(t.DType.Size()) }

// Rows is the leading dim of a 2-D tensor ([rows, width]); 0 for other ranks.
func (t Tensor) Rows() int {
	if len(t.Shape) != 2 {
		return 0
	}
	return t.Shape[0]
}

// Width is the last dim (0 for a scalar).
func (t Tensor) Width() int {
	if len(t.Shape) == 0 {
		return 0
	}
	return t.Shape[len(t.Shape)-1]
}

func (t Tensor) String() string {
	dims := make([]string, len(t.Shape))
	for i, d := range t.Shape {
		dims[i] = fmt.Sprint(d)
	}
	s := fmt.Sprintf("%s[%s]", t.DType, strings.Join(dims, ","))
	if t.Mem == Device {
		owner := "device"
		if t.Owner != nil {
			owner = t.Owner.Name()
		}
		s += "@" + owner
	}
	return s
}

// New allocates a zeroed host tensor.
func New(dt DType, shape ...int) Tensor {
	t := Tensor{DType: dt, Shape: append([]int(nil), shape...)}
	t.Bytes = make([]byte, t.Len())
	return t
}

// Check says whether t is a well-formed host tensor of dtype dt and the given shape.
func (t Tensor) Check(dt DType, shape ...int) error {
	if t.DType != dt || !slices.Equal(t.Shape, shape) {
		want := Tensor{DType: dt, Shape: shape}
		return fmt.Errorf("tensor %s, expected %s", t, want)
	}
	return t.CheckHost()
}

// CheckHost says whether t's bytes are in host memory and match its dtype and shape.
func (t Tensor) CheckHost() error {
	if t.Mem != Host {
		return fmt.Errorf("tensor %s is in device memory, expected host memory", t)
	}
	if t.DType.Size() == 0 {
		return fmt.Errorf("tensor %s has no valid dtype", t)
	}
	for _, d := range t.Shape {
		if d < 0 {
			return fmt.Errorf("tensor %s has a negative dim", t)
		}
	}
	if len(t.Bytes) != t.Len() {
		return fmt.Errorf("tensor %s holds %d bytes, expected %d", t, len(t.Bytes), t.Len())
	}
	return nil
}

// hostLittleEndian says whether Go memory already is in the tensors' byte order, so float32 and
// int32 slices can be viewed as bytes without a copy.
var hostLittleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// FromF32 wraps f as an f32 host tensor of the given shape. On a little-endian host it is a view
// (no copy: writes to one show in the other); elsewhere a converted copy.
func FromF32(f []float32, shape ...int) Tensor {
	return fromWords("FromF32", F32, f, shape, math.Float32bits)
}

// FromI32 wraps v as an i32 host tensor of the given shape (a view on a little-endian host).
func FromI32(v []int32, shape ...int) Tensor {
	return fromWords("FromI32", I32, v, shape, func(x int32) uint32 { return uint32(x) })
}

// F32 returns the values of an f32 host tensor: a view on a little-endian host (writes show in t),
// a copy elsewhere. Asking a tensor of another dtype or memory is a caller's bug and panics naming it.
func (t Tensor) F32() []float32 {
	return words(t, "F32", F32, math.Float32frombits)
}

// I32 returns the values of an i32 host tensor, as F32 does for f32.
func (t Tensor) I32() []int32 {
	return words(t, "I32", I32, func(u uint32) int32 { return int32(u) })
}

// word is a 4-byte element type whose Go layout on a little-endian host is the tensors' byte order.
type word interface{ ~float32 | ~int32 }

// fromWords is FromF32 and FromI32: fn names the caller in the panic, bits gives an element's
// little-endian bits for the copy a big-endian host needs.
func fromWords[E word](fn string, dt DType, v []E, shape []int, bits func(E) uint32) Tensor {
	t := Tensor{DType: dt, Shape: append([]int(nil), shape...)}
	if t.Elems() != len(v) {
		panic(fmt.Sprintf("tensor.%s: %d values for shape %v", fn, len(v), shape))
	}
	if hostLittleEndian {
		if len(v) > 0 {
			t.Bytes = unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 4*len(v))
		} else {
			t.Bytes = []byte{}
		}
		return t
	}
	t.Bytes = make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(t.Bytes[4*i:], bits(x))
	}
	return t
}

// words is F32 and I32: a view when the host's order matches and the bytes are aligned, else a
// copy converted by frombits.
func words[E word](t Tensor, fn string, dt DType, frombits func(uint32) E) []E {
	if t.DType != dt || t.Mem != Host {
		panic(fmt.Sprintf("tensor: %s of a %s tensor", fn, t))
	}
	n := len(t.Bytes) / 4
	if n == 0 {
		return []E{}
	}
	if hostLittleEndian && uintptr(unsafe.Pointer(&t.Bytes[0]))%4 == 0 {
		return unsafe.Slice((*E)(unsafe.Pointer(&t.Bytes[0])), n)
	}
	v := make([]E, n)
	for i := range v {
		v[i] = frombits(binary.LittleEndian.Uint32(t.Bytes[4*i:]))
	}
	return v
}

// NewI64 makes an i64 host tensor holding v (a copy, little-endian).
func NewI64(v []int64, shape ...int) Tensor {
	t := New(I64, shape...)
	if t.Elems() != len(v) {
		panic(fmt.Sprintf("tensor.NewI64: %d values for shape %v", len(v), shape))
	}
	for i, x := range v {
		binary.LittleEndian.PutUint64(t.Bytes[8*i:], uint64(x))
	}
	return t
}

// I64 returns a copy of the values of an i64 host tensor.
func (t Tensor) I64() []int64 {
	if t.DType != I64 || t.Mem != Host {
		panic(fmt.Sprintf("tensor: I64 of a %s tensor", t))
	}
	v := make([]int64, len(t.Bytes)/8)
	for i := range v {
		v[i] = int64(binary.LittleEndian.Uint64(t.Bytes[8*i:]))
	}
	return v
}

// RowSlice is rows [from, to) of a 2-D tensor, sharing its memory (host bytes, or the device
// address from*width elements on): how a batch is cut per peer (fan-out) and how a peer's rows land
// inside a batch buffer (fan-in), for host and device transports alike.
func (t Tensor) RowSlice(from, to int) Tensor {
	if len(t.Shape) != 2 || from < 0 || to < from || to > t.Shape[0] {
		panic(fmt.Sprintf("tensor: rows %d..%d of a %s tensor", from, to, t))
	}
	rb := t.Shape[1] * int(t.DType.Size())
	if t.Mem == Device {
		return Tensor{DType: t.DType, Shape: []int{to - from, t.Shape[1]}, Mem: Device, Ptr: t.Ptr + uintptr(from*rb), Owner: t.Owner}
	}
	return Tensor{DType: t.DType, Shape: []int{to - from, t.Shape[1]}, Bytes: t.Bytes[from*rb : to*rb : to*rb], Owner: t.Owner}
}

// Queue orders work on a device: what a backend enqueues on a queue runs in order (a CUDA stream;
// on the CPU, inline as it is enqueued). A transfer takes the queue of the stage it belongs to: it
// is ordered after the work enqueued before it, and work enqueued after it sees its data. A host
// transport (TCP) syncs the queue before it reads a buffer; a device transport (NCCL, HCCL) enqueues
// the transfer on the queue's stream instead and returns at once.
type Queue interface {
	// Sync waits until everything enqueued so far has run and returns the first error of that work.
	Sync(ctx context.Context) error
}
