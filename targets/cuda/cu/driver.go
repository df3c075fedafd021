package cu

import (
	"fmt"
	"sync"
	"unsafe"
)

// DriverLibrary is the file the driver API is loaded from.
const DriverLibrary = "libcuda.so.1"

const driverHint = "is the NVIDIA driver installed? (set " + LibraryPathEnv + " to its folder)"

// The driver's entry points, resolved once by Load. Where the header maps a name to a versioned symbol
// (cuMemAlloc is cuMemAlloc_v2 since CUDA 3.2, cuEventElapsedTime is cuEventElapsedTime_v2 since 12.8,
// cuGraphInstantiate is cuGraphInstantiateWithFlags since 12.0) the versioned one is asked for first.
var fn struct {
	getErrorString, getErrorName, init, driverGetVersion                                  uintptr
	deviceGet, deviceGetCount, deviceGetName, deviceGetAttribute, deviceTotalMem          uintptr
	primaryCtxRetain, primaryCtxRelease, ctxSetCurrent, ctxGetCurrent, ctxSynchronize     uintptr
	streamCreate, streamCreateWithPriority, streamSynchronize, streamDestroy, streamQuery uintptr
	streamWaitEvent, eventCreate, eventRecord, eventSynchronize, eventElapsedTime         uintptr
	eventQuery, eventDestroy                                                              uintptr
	memGetInfo, memAlloc, memFree, memHostAlloc, memFreeHost                              uintptr
	memsetD8, memsetD32, memsetD8Async, memsetD32Async                                    uintptr
	memcpyHtoD, memcpyDtoH, memcpyDtoD, memcpyHtoDAsync, memcpyDtoHAsync, memcpyDtoDAsync uintptr
	moduleLoadDataEx, moduleGetFunction, moduleUnload, launchKernel, funcSetAttribute     uintptr
	streamBeginCapture, streamEndCapture, graphInstantiate, graphLaunch                   uintptr
	graphExecDestroy, graphDestroy, ipcGetMemHandle, ipcCloseMemHandle                    uintptr
	graphExecUpdate, streamIsCapturing, ctxGetStreamPriorityRange                         uintptr
	launchKernelEx                                                                        uintptr // 0 where the driver lacks it
	ipcOpenMemHandle                                                                      func(*DevicePtr, IpcMemHandle, uint32) Result
}

var (
	loadOnce sync.Once
	loadErr  error
)

// Load opens the driver library, resolves every entry point this package uses and calls cuInit. It
// is safe to call from any goroutine and any number of times; the first outcome is kept.
func Load() error {
	loadOnce.Do(func() { loadErr = load() })
	return loadErr
}

func load() error {
	lib, err := OpenLibrary(DriverLibrary, driverHint)
	if err != nil {
		return err
	}
	syms := []struct {
		p     *uintptr
		names []string
	}{
		{&fn.getErrorString, []string{"cuGetErrorString"}},
		{&fn.getErrorName, []string{"cuGetErrorName"}},
		{&fn.init, []string{"cuInit"}},
		{&fn.driverGetVersion, []string{"cuDriverGetVersion"}},
		{&fn.deviceGet, []string{"cuDeviceGet"}},
		{&fn.deviceGetCount, []string{"cuDeviceGetCount"}},
		{&fn.deviceGetName, []string{"cuDeviceGetName"}},
		{&fn.deviceGetAttribute, []string{"cuDeviceGetAttribute"}},
		{&fn.deviceTotalMem, []string{"cuDeviceTotalMem_v2", "cuDeviceTotalMem"}},
		{&fn.primaryCtxRetain, []string{"cuDevicePrimaryCtxRetain"}},
		{&fn.primaryCtxRelease, []string{"cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease"}},
		{&fn.ctxSetCurrent, []string{"cuCtxSetCurrent"}},
		{&fn.ctxGetCurrent, []string{"cuCtxGetCurrent"}},
		{&fn.ctxSynchronize, []string{"cuCtxSynchronize"}},
		{&fn.streamCreate, []string{"cuStreamCreate"}},
		{&fn.streamCreateWithPriority, []string{"cuStreamCreateWithPriority"}},
		{&fn.ctxGetStreamPriorityRange, []string{"cuCtxGetStreamPriorityRange"}},
		{&fn.streamSynchronize, []string{"cuStreamSynchronize"}},
		{&fn.streamDestroy, []string{"cuStreamDestroy_v2", "cuStreamDestroy"}},
		{&fn.streamQuery, []string{"cuStreamQuery"}},
		{&fn.streamWaitEvent, []string{"cuStreamWaitEvent"}},
		{&fn.eventCreate, []string{"cuEventCreate"}},
		{&fn.eventRecord, []string{"cuEventRecord"}},
		{&fn.eventSynchronize, []string{"cuEventSynchronize"}},
		{&fn.eventElapsedTime, []string{"cuEventElapsedTime_v2", "cuEventElapsedTime"}},
		{&fn.eventQuery, []string{"cuEventQuery"}},
		{&fn.eventDestroy, []string{"cuEventDestroy_v2", "cuEventDestroy"}},
		{&fn.memGetInfo, []string{"cuMemGetInfo_v2", "cuMemGetInfo"}},
		{&fn.memAlloc, []string{"cuMemAlloc_v2", "cuMemAlloc"}},
		{&fn.memFree, []string{"cuMemFree_v2", "cuMemFree"}},
		{&fn.memHostAlloc, []string{"cuMemHostAlloc"}},
		{&fn.memFreeHost, []string{"cuMemFreeHost"}},
		{&fn.memsetD8, []string{"cuMemsetD8_v2", "cuMemsetD8"}},
		{&fn.memsetD32, []string{"cuMemsetD32_v2", "cuMemsetD32"}},
		{&fn.memsetD8Async, []string{"cuMemsetD8Async"}},
		{&fn.memsetD32Async, []string{"cuMemsetD32Async"}},
		{&fn.memcpyHtoD, []string{"cuMemcpyHtoD_v2", "cuMemcpyHtoD"}},
		{&fn.memcpyDtoH, []string{"cuMemcpyDtoH_v2", "cuMemcpyDtoH"}},
		{&fn.memcpyDtoD, []string{"cuMemcpyDtoD_v2", "cuMemcpyDtoD"}},
		{&fn.memcpyHtoDAsync, []string{"cuMemcpyHtoDAsync_v2", "cuMemcpyHtoDAsync"}},
		{&fn.memcpyDtoHAsync, []string{"cuMemcpyDtoHAsync_v2", "cuMemcpyDtoHAsync"}},
		{&fn.memcpyDtoDAsync, []string{"cuMemcpyDtoDAsync_v2", "cuMemcpyDtoDAsync"}},
		{&fn.moduleLoadDataEx, []string{"cuModuleLoadDataEx"}},
		{&fn.moduleGetFunction, []string{"cuModuleGetFunction"}},
		{&fn.moduleUnload, []string{"cuModuleUnload"}},
		{&fn.launchKernel, []string{"cuLaunchKernel"}},
		{&fn.funcSetAttribute, []string{"cuFuncSetAttribute"}},
		{&fn.streamBeginCapture, []string{"cuStreamBeginCapture_v2", "cuStreamBeginCapture"}},
		{&fn.streamEndCapture, []string{"cuStreamEndCapture"}},
		{&fn.graphInstantiate, []string{"cuGraphInstantiateWithFlags"}},
		{&fn.graphLaunch, []string{"cuGraphLaunch"}},
		{&fn.graphExecDestroy, []string{"cuGraphExecDestroy"}},
		{&fn.graphDestroy, []string{"cuGraphDestroy"}},
		// Only the 12.0 form: the older cuGraphExecUpdate takes (errorNode*, result*) instead of
		// the result-info struct.
		{&fn.graphExecUpdate, []string{"cuGraphExecUpdate_v2"}},
		{&fn.streamIsCapturing, []string{"cuStreamIsCapturing"}},
		{&fn.ipcGetMemHandle, []string{"cuIpcGetMemHandle"}},
		{&fn.ipcCloseMemHandle, []string{"cuIpcCloseMemHandle"}},
	}
	for _, s := range syms {
		p, err := lib.SymAny(s.names...)
		if err != nil {
			return err
		}
		*s.p = p
	}
	// Optional: drivers before CUDA 11.8 lack it, and launches then take cuLaunchKernel.
	if p, err := lib.Sym("cuLaunchKernelEx"); err == nil {
		fn.launchKernelEx = p
	}
	p, err := lib.SymAny("cuIpcOpenMemHandle_v2", "cuIpcOpenMemHandle")
	if err != nil {
		return err
	}
	RegisterFunc(&fn.ipcOpenMemHandle, p)
	return check("cuInit", Result(Call(fn.init, 0)))
}

// check turns a CUresult into nil or an *Error naming the call, with the driver's name and text for
// the code.
func check(call string, r Result) error {
	if r == Success {
		return nil
	}
	return &Error{Call: call, Code: int(r), Name: errorName(r), Msg: errorString(r)}
}

func errorString(r Result) string {
	if fn.getErrorString == 0 {
		return ""
	}
	var s *byte
	if Result(Call(fn.getErrorString, uintptr(r), uintptr(unsafe.Pointer(&s)))) != Success {
		return ""
	}
	return GoString(s)
}

func errorName(r Result) string {
	if fn.getErrorName == 0 {
		return ""
	}
	var s *byte
	if Result(Call(fn.getErrorName, uintptr(r), uintptr(unsafe.Pointer(&s)))) != Success {
		return ""
	}
	return GoString(s)
}

// DriverVersion is the driver's CUDA version as major*1000 + minor*10 (13000 for 13.0).
func DriverVersion() (int, error) {
	var v int32
	err := check("cuDriverGetVersion", Result(Call(fn.driverGetVersion, uintptr(unsafe.Pointer(&v)))))
	return int(v), err
}

// Device is a CUdevice ordinal handle.
type Device int32

// DeviceCount is the number of CUDA devices visible.
func DeviceCount() (int, error) {
	var n int32
	err := check("cuDeviceGetCount", Result(Call(fn.deviceGetCount, uintptr(unsafe.Pointer(&n)))))
	return int(n), err
}

// DeviceGet returns the device of an ordinal.
func DeviceGet(ordinal int) (Device, error) {
	var d Device
	err := check(fmt.Sprintf("cuDeviceGet(%d)", ordinal),
		Result(Call(fn.deviceGet, uintptr(unsafe.Pointer(&d)), uintptr(ordinal))))
	return d, err
}

// Name is the device's product name.
func (d Device) Name() (string, error) {
	var buf [256]byte
	if err := check("cuDeviceGetName", Result(Call(fn.deviceGetName,
		uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)), uintptr(d)))); err != nil {
		return "", err
	}
	return GoString(&buf[0]), nil
}

// DeviceAttribute is a CUdevice_attribute.
type DeviceAttribute int32

// The attributes a backend sizes its launches and reports by.
const (
	AttrMaxThreadsPerBlock           DeviceAttribute = 1
	AttrMaxSharedMemoryPerBlock      DeviceAttribute = 8
	AttrWarpSize                     DeviceAttribute = 10
	AttrClockRate                    DeviceAttribute = 13 // kHz
	AttrMultiprocessorCount          DeviceAttribute = 16
	AttrPCIBusID                     DeviceAttribute = 33
	AttrMemoryClockRate              DeviceAttribute = 36 // kHz
	AttrGlobalMemoryBusWidth         DeviceAttribute = 37 // bits
	AttrL2CacheSize                  DeviceAttribute = 38 // bytes
	AttrUnifiedAddressing            DeviceAttribute = 41
	AttrComputeCapabilityMajor       DeviceAttribute = 75
	AttrComputeCapabilityMinor       DeviceAttribute = 76
	AttrMaxSharedMemoryPerSM         DeviceAttribute = 81 // bytes
	AttrMaxSharedMemoryPerBlockOptin DeviceAttribute = 97
)

// Attribute reads one device attribute.
func (d Device) Attribute(a DeviceAttribute) (int, error) {
	var v int32
	err := check(fmt.Sprintf("cuDeviceGetAttribute(%d)", a), Result(Call(fn.deviceGetAttribute,
		uintptr(unsafe.Pointer(&v)), uintptr(a), uintptr(d))))
	return int(v), err
}

// TotalMem is the device's memory in bytes.
func (d Device) TotalMem() (uint64, error) {
	var n uint64
	err := check("cuDeviceTotalMem", Result(Call(fn.deviceTotalMem, uintptr(unsafe.Pointer(&n)), uintptr(d))))
	return n, err
}

// Context is a CUcontext.
type Context uintptr

// PrimaryCtxRetain retains the device's primary context (the one the CUDA runtime, PyTorch and NCCL
// share), which is what one process per device wants.
func (d Device) PrimaryCtxRetain() (Context, error) {
	var c Context
	err := check("cuDevicePrimaryCtxRetain", Result(Call(fn.primaryCtxRetain, uintptr(unsafe.Pointer(&c)), uintptr(d))))
	return c, err
}

// PrimaryCtxRelease releases a PrimaryCtxRetain.
func (d Device) PrimaryCtxRelease() error {
	return check("cuDevicePrimaryCtxRelease", Result(Call(fn.primaryCtxRelease, uintptr(d))))
}

// SetCurrent binds the context to the calling OS thread.
func (c Context) SetCurrent() error {
	return check("cuCtxSetCurrent", Result(Call(fn.ctxSetCurrent, uintptr(c))))
}

// CurrentContext is the context bound to the calling OS thread, 0 if none.
func CurrentContext() (Context, error) {
	var c Context
	err := check("cuCtxGetCurrent", Result(Call(fn.ctxGetCurrent, uintptr(unsafe.Pointer(&c)))))
	return c, err
}

// CtxSynchronize waits for all work of the current context.
func CtxSynchronize() error { return check("cuCtxSynchronize", Result(Call(fn.ctxSynchronize))) }

// StreamPriorityRange is the current context's stream priorities: least (the default, 0) and
// greatest (the most urgent, a negative number; lower numbers run first).
func StreamPriorityRange() (least, greatest int, err error) {
	var l, g int32
	err = check("cuCtxGetStreamPriorityRange", Result(Call(fn.ctxGetStreamPriorityRange, uintptr(unsafe.Pointer(&l)), uintptr(unsafe.Pointer(&g)))))
	return int(l), int(g), err
}

// MemGetInfo is the free and total memory of the current context's device.
func MemGetInfo() (free, total uint64, err error) {
	err = check("cuMemGetInfo", Result(Call(fn.memGetInfo,
		uintptr(unsafe.Pointer(&free)), uintptr(unsafe.Pointer(&total)))))
	return free, total, err
}
