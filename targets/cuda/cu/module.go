package cu

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"unsafe"
)

// Module is a CUmodule: loaded device code.
type Module uintptr

// Function is a CUfunction: one kernel of a module.
type Function uintptr

// JIT options of cuModuleLoadDataEx that this package passes.
const (
	jitErrorLogBuffer          = 5
	jitErrorLogBufferSizeBytes = 6
)

// ModuleLoadPTX loads PTX text (what llc writes) into the current context; the driver compiles it for
// the device. A rejected module's error carries the driver's compile log.
func ModuleLoadPTX(ptx string) (Module, error) {
	image := make([]byte, len(ptx)+1) // the driver reads a NUL-terminated string
	copy(image, ptx)
	errLog := make([]byte, 16<<10)
	opts := []int32{jitErrorLogBuffer, jitErrorLogBufferSizeBytes}
	vals := []uintptr{uintptr(unsafe.Pointer(&errLog[0])), uintptr(len(errLog))}
	var m Module
	r := Result(Call(fn.moduleLoadDataEx, uintptr(unsafe.Pointer(&m)), uintptr(unsafe.Pointer(&image[0])),
		uintptr(len(opts)), uintptr(unsafe.Pointer(&opts[0])), uintptr(unsafe.Pointer(&vals[0]))))
	runtime.KeepAlive(errLog) // vals holds its address as an integer, which the collector does not see
	if err := check("cuModuleLoadDataEx", r); err != nil {
		if l := strings.TrimSpace(GoString(&errLog[0])); l != "" {
			e := err.(*Error)
			e.Msg += ": " + strings.ReplaceAll(l, "\n", "; ")
		}
		return 0, err
	}
	return m, nil
}

// Function looks a kernel up by its (unmangled, .entry) name.
func (m Module) Function(name string) (Function, error) {
	var f Function
	cname := append([]byte(name), 0)
	err := check(fmt.Sprintf("cuModuleGetFunction(%q)", name), Result(Call(fn.moduleGetFunction,
		uintptr(unsafe.Pointer(&f)), uintptr(m), uintptr(unsafe.Pointer(&cname[0])))))
	return f, err
}

// Unload unloads the module.
func (m Module) Unload() error {
	return check("cuModuleUnload", Result(Call(fn.moduleUnload, uintptr(m))))
}

// funcAttrMaxDynamicSharedSizeBytes is CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES.
const funcAttrMaxDynamicSharedSizeBytes = 8

// SetMaxDynamicSharedMemory lets launches of f ask for more than the default 48 KiB of dynamic
// shared memory (up to AttrMaxSharedMemoryPerBlockOptin).
func (f Function) SetMaxDynamicSharedMemory(bytes int) error {
	return check("cuFuncSetAttribute(max dynamic shared memory)", Result(Call(fn.funcSetAttribute,
		uintptr(f), funcAttrMaxDynamicSharedSizeBytes, uintptr(bytes))))
}

// Dim3 is a grid or block shape.
type Dim3 struct{ X, Y, Z uint32 }

// D1 is a one-dimensional shape.
func D1(x int) Dim3 { return Dim3{uint32(x), 1, 1} }

// Args packs a kernel's parameters the way cuLaunchKernel reads them: one slot per parameter holding
// its value, little-endian from the slot's start, and an array of pointers to the slots. A slot is 8
// bytes, which holds every scalar a kernel takes and keeps each 8-byte aligned. An Args is reused
// from launch to launch (Reset) so a step packs without allocating.
type Args struct {
	vals  []uint64
	sizes []uint8
	ptrs  []unsafe.Pointer
	maps  map[int]*TensorMap // by-value tensor maps, by parameter index
	ex    launchEx           // LaunchDependent's configuration, kept here so it is never on a stack
}

// TensorMap appends a tensor map passed by value (a 128-byte .param).
func (a *Args) TensorMap(m *TensorMap) *Args {
	if a.maps == nil {
		a.maps = map[int]*TensorMap{}
	}
	a.maps[len(a.vals)] = m
	return a.add(0, 128)
}

// NewArgs makes an Args with room for n parameters.
func NewArgs(n int) *Args {
	return &Args{vals: make([]uint64, 0, n), sizes: make([]uint8, 0, n), ptrs: make([]unsafe.Pointer, 0, n)}
}

// Reset empties the Args for the next launch.
func (a *Args) Reset() *Args {
	a.vals, a.sizes = a.vals[:0], a.sizes[:0]
	clear(a.maps)
	return a
}

func (a *Args) add(v uint64, size uint8) *Args {
	a.vals = append(a.vals, v)
	a.sizes = append(a.sizes, size)
	return a
}

// Ptr appends a device pointer (a .u64 parameter).
func (a *Args) Ptr(p DevicePtr) *Args { return a.add(uint64(p), 8) }

// I32 appends a 32-bit signed integer.
func (a *Args) I32(v int32) *Args { return a.add(uint64(uint32(v)), 4) }

// U32 appends a 32-bit unsigned integer.
func (a *Args) U32(v uint32) *Args { return a.add(uint64(v), 4) }

// F32 appends a float.
func (a *Args) F32(v float32) *Args { return a.add(uint64(math.Float32bits(v)), 4) }

// I64 appends a 64-bit signed integer.
func (a *Args) I64(v int64) *Args { return a.add(uint64(v), 8) }

// U64 appends a 64-bit unsigned integer.
func (a *Args) U64(v uint64) *Args { return a.add(v, 8) }

// Len is the number of parameters packed.
func (a *Args) Len() int { return len(a.vals) }

// Param returns parameter i as the bytes the kernel reads.
func (a *Args) Param(i int) []byte {
	if m, ok := a.maps[i]; ok {
		return append([]byte(nil), m.Bytes()...)
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(&a.vals[i])), 8)
	return append([]byte(nil), b[:a.sizes[i]]...)
}

// pointers fills the pointer array; it is built at launch, after the last append, because an append
// may move the slots.
func (a *Args) pointers() unsafe.Pointer {
	if len(a.vals) == 0 {
		return nil
	}
	a.ptrs = a.ptrs[:0]
	for i := range a.vals {
		if m, ok := a.maps[i]; ok && a.sizes[i] == 128 {
			a.ptrs = append(a.ptrs, unsafe.Pointer(&m.Bytes()[0]))
			continue
		}
		a.ptrs = append(a.ptrs, unsafe.Pointer(&a.vals[i]))
	}
	return unsafe.Pointer(&a.ptrs[0])
}

// Launch launches f on a stream with grid × block threads, shared bytes of dynamic shared memory and
// the packed parameters. The driver copies the parameters before it returns, so args may be reset and
// reused at once.
func (f Function) Launch(grid, block Dim3, shared int, s Stream, args *Args) error {
	var kp unsafe.Pointer
	if args != nil {
		kp = args.pointers()
	}
	r := Result(Call(fn.launchKernel, uintptr(f),
		uintptr(grid.X), uintptr(grid.Y), uintptr(grid.Z), uintptr(block.X), uintptr(block.Y), uintptr(block.Z),
		uintptr(shared), uintptr(s), uintptr(kp), 0))
	runtime.KeepAlive(args)
	if r != Success {
		return check(fmt.Sprintf("cuLaunchKernel(grid %v, block %v, %d B shared)", grid, block, shared), r)
	}
	return nil
}

// launchConfig is cuda.h's CUlaunchConfig: grid, block, shared bytes, stream and launch attributes
// (56 bytes; the stream is 8-byte aligned).
type launchConfig struct {
	grid, block [3]uint32
	shared      uint32
	_           uint32
	stream      Stream
	attrs       unsafe.Pointer
	numAttrs    uint32
	_           uint32
}

// launchAttr is cuda.h's CUlaunchAttribute: a 4-byte id, padding, and a 64-byte value union.
type launchAttr struct {
	id  uint32
	_   uint32
	val [64]byte
}

// attrProgrammaticStreamSerialization is CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION.
const attrProgrammaticStreamSerialization = 6

// launchEx is one cuLaunchKernelEx call's configuration and its one attribute.
type launchEx struct {
	cfg  launchConfig
	attr launchAttr
}

// DependentLaunch reports whether the driver has cuLaunchKernelEx (CUDA 11.8 and newer), which
// LaunchDependent needs to overlap a launch with the kernel before it.
func DependentLaunch() bool { return fn.launchKernelEx != 0 }

// LaunchDependent is Launch for a kernel that waits for the kernel before it in the stream itself
// (PTX griddepcontrol.wait before its first memory access): the launch allows programmatic stream
// serialization, so the driver may start its blocks while that kernel still runs, once every block
// of that kernel has signalled (griddepcontrol.launch_dependents) or exited. Where the previous work
// in the stream is not such a kernel, the launch orders as Launch's does. Without cuLaunchKernelEx
// (DependentLaunch) it is Launch.
func (f Function) LaunchDependent(grid, block Dim3, shared int, s Stream, args *Args) error {
	if fn.launchKernelEx == 0 || args == nil {
		return f.Launch(grid, block, shared, s, args)
	}
	kp := args.pointers()
	ex := &args.ex
	ex.attr = launchAttr{id: attrProgrammaticStreamSerialization}
	ex.attr.val[0] = 1 // programmaticStreamSerializationAllowed, an int
	ex.cfg = launchConfig{grid: [3]uint32{grid.X, grid.Y, grid.Z}, block: [3]uint32{block.X, block.Y, block.Z},
		shared: uint32(shared), stream: s, attrs: unsafe.Pointer(&ex.attr), numAttrs: 1}
	r := Result(Call(fn.launchKernelEx, uintptr(unsafe.Pointer(&ex.cfg)), uintptr(f), uintptr(kp), 0))
	runtime.KeepAlive(args)
	if r != Success {
		return check(fmt.Sprintf("cuLaunchKernelEx(grid %v, block %v, %d B shared, dependent)", grid, block, shared), r)
	}
	return nil
}
