package acl

import (
	"fmt"
	"runtime"
	"unsafe"
)

// Enum values of the reference (§2 and §5), as the C functions take them.
const (
	// aclDataType
	DTFloat   int32 = 0
	DTFloat16 int32 = 1
	DTInt32   int32 = 3
	DTInt64   int32 = 9
	DTBool    int32 = 12
	DTBF16    int32 = 27

	// aclFormat
	FormatND int32 = 2

	// aclrtMemcpyKind
	MemcpyHostToDevice   int32 = 1
	MemcpyDeviceToHost   int32 = 2
	MemcpyDeviceToDevice int32 = 3

	// aclrtMemMallocPolicy
	MallocHugeFirst int32 = 0

	// HcclDataType
	HcclInt32 int32 = 2
	HcclFP16  int32 = 3
	HcclFP32  int32 = 4
	HcclBF16  int32 = 11

	// HCCL_ROOT_INFO_BYTES
	RootInfoBytes = 4108
)

var aclErrors = map[int32]string{
	100000: "ACL_ERROR_INVALID_PARAM", 100001: "ACL_ERROR_UNINITIALIZE", 100002: "ACL_ERROR_REPEAT_INITIALIZE",
	200000: "ACL_ERROR_BAD_ALLOC", 200001: "ACL_ERROR_API_NOT_SUPPORT", 200002: "ACL_ERROR_INVALID_DEVICE",
	500000: "ACL_ERROR_INTERNAL_ERROR", 500001: "ACL_ERROR_FAILURE", 500003: "ACL_ERROR_RT_FAILURE", 500004: "ACL_ERROR_DRV_FAILURE",
	161001: "ACLNN_ERR_PARAM_NULLPTR", 161002: "ACLNN_ERR_PARAM_INVALID", 361001: "ACLNN_ERR_RUNTIME_ERROR",
}

// Error is a failed call: its name, its status and the library's own message.
type Error struct {
	Call   string
	Status int32
	Msg    string
}

func (e *Error) Error() string {
	name := aclErrors[e.Status]
	if name == "" {
		name = "status"
	}
	return fmt.Sprintf("ascend: %s returned %d (%s): %s", e.Call, e.Status, name, e.Msg)
}

// check turns an ACL or aclnn status into an error carrying aclGetRecentErrMsg.
func (l *Lib) check(call string, st int32) error {
	if st == 0 {
		return nil
	}
	return &Error{Call: call, Status: st, Msg: l.rt.aclGetRecentErrMsg()}
}

// checkHccl turns an HcclResult into an error carrying HcclGetErrorString.
func (l *Lib) checkHccl(call string, st int32) error {
	if st == 0 {
		return nil
	}
	return &Error{Call: call, Status: st, Msg: l.hccl.HcclGetErrorString(st)}
}

// Init initialises ACL and binds the device to the calling thread.
func (l *Lib) Init(device int) error {
	if err := l.check("aclInit", l.rt.aclInit(nil)); err != nil {
		return err
	}
	return l.check("aclrtSetDevice", l.rt.aclrtSetDevice(int32(device)))
}

// Finalize releases the device and ACL.
func (l *Lib) Finalize(device int) error {
	if err := l.check("aclrtResetDevice", l.rt.aclrtResetDevice(int32(device))); err != nil {
		return err
	}
	return l.check("aclFinalize", l.rt.aclFinalize())
}

// CreateStream makes a stream.
func (l *Lib) CreateStream() (uintptr, error) {
	var s uintptr
	return s, l.check("aclrtCreateStream", l.rt.aclrtCreateStream(&s))
}

// DestroyStream destroys a stream.
func (l *Lib) DestroyStream(s uintptr) error {
	return l.check("aclrtDestroyStream", l.rt.aclrtDestroyStream(s))
}

// Sync waits for a stream's work.
func (l *Lib) Sync(s uintptr) error {
	return l.check("aclrtSynchronizeStream", l.rt.aclrtSynchronizeStream(s))
}

// Malloc allocates device memory.
func (l *Lib) Malloc(size int64) (uintptr, error) {
	if size <= 0 {
		return 0, fmt.Errorf("ascend: aclrtMalloc of %d bytes, expected a positive size", size)
	}
	var p uintptr
	return p, l.check("aclrtMalloc", l.rt.aclrtMalloc(&p, uint64(size), MallocHugeFirst))
}

// Free releases device memory.
func (l *Lib) Free(p uintptr) error { return l.check("aclrtFree", l.rt.aclrtFree(p)) }

// Upload copies host bytes to device memory, synchronously.
func (l *Lib) Upload(dst uintptr, src []byte) error {
	if len(src) == 0 {
		return nil
	}
	st := l.rt.aclrtMemcpy(dst, uint64(len(src)), uintptr(unsafe.Pointer(&src[0])), uint64(len(src)), MemcpyHostToDevice)
	runtime.KeepAlive(src)
	return l.check("aclrtMemcpy", st)
}

// Download copies device memory to host bytes, synchronously.
func (l *Lib) Download(dst []byte, src uintptr) error {
	if len(dst) == 0 {
		return nil
	}
	st := l.rt.aclrtMemcpy(uintptr(unsafe.Pointer(&dst[0])), uint64(len(dst)), src, uint64(len(dst)), MemcpyDeviceToHost)
	runtime.KeepAlive(dst)
	return l.check("aclrtMemcpy", st)
}

// CopyAsync enqueues a device-to-device copy on a stream.
func (l *Lib) CopyAsync(dst, src uintptr, n int64, stream uintptr) error {
	return l.check("aclrtMemcpyAsync", l.rt.aclrtMemcpyAsync(dst, uint64(n), src, uint64(n), MemcpyDeviceToDevice, stream))
}

// Desc describes a tensor view over device memory: dims and strides in elements, the view's offset
// in elements from Base, and the storage length in elements (a 1-D ND storage, as torch_npu passes).
type Desc struct {
	DType   int32
	Dims    []int64
	Strides []int64
	Offset  int64
	Storage int64
	Base    uintptr
}

// CreateTensor makes an aclTensor for a view.
func (l *Lib) CreateTensor(d Desc) (uintptr, error) {
	if len(d.Dims) == 0 || len(d.Dims) != len(d.Strides) {
		return 0, fmt.Errorf("ascend: aclCreateTensor: dims %v and strides %v, expected equal non-zero lengths", d.Dims, d.Strides)
	}
	storage := []int64{d.Storage}
	t := l.meta.aclCreateTensor(&d.Dims[0], uint64(len(d.Dims)), d.DType, &d.Strides[0], d.Offset, FormatND, &storage[0], 1, d.Base)
	runtime.KeepAlive(d.Dims)
	runtime.KeepAlive(d.Strides)
	runtime.KeepAlive(storage)
	if t == 0 {
		return 0, &Error{Call: "aclCreateTensor", Msg: l.rt.aclGetRecentErrMsg()}
	}
	return t, nil
}

// DestroyTensor releases an aclTensor.
func (l *Lib) DestroyTensor(t uintptr) error {
	return l.check("aclDestroyTensor", l.meta.aclDestroyTensor(t))
}

// ScalarF32 makes a FLOAT aclScalar.
func (l *Lib) ScalarF32(v float32) (uintptr, error) {
	p := new(float32)
	*p = v
	s := l.meta.aclCreateScalar(unsafe.Pointer(p), DTFloat)
	runtime.KeepAlive(p)
	if s == 0 {
		return 0, &Error{Call: "aclCreateScalar", Msg: l.rt.aclGetRecentErrMsg()}
	}
	return s, nil
}

// DestroyScalar releases an aclScalar.
func (l *Lib) DestroyScalar(s uintptr) error {
	return l.check("aclDestroyScalar", l.meta.aclDestroyScalar(s))
}

// IntArray makes an aclIntArray.
func (l *Lib) IntArray(v []int64) (uintptr, error) {
	if len(v) == 0 {
		return 0, fmt.Errorf("ascend: aclCreateIntArray of no values")
	}
	a := l.meta.aclCreateIntArray(&v[0], uint64(len(v)))
	runtime.KeepAlive(v)
	if a == 0 {
		return 0, &Error{Call: "aclCreateIntArray", Msg: l.rt.aclGetRecentErrMsg()}
	}
	return a, nil
}

// DestroyIntArray releases an aclIntArray.
func (l *Lib) DestroyIntArray(a uintptr) error {
	return l.check("aclDestroyIntArray", l.meta.aclDestroyIntArray(a))
}

// TensorList makes an aclTensorList of tensors.
func (l *Lib) TensorList(ts []uintptr) (uintptr, error) {
	if len(ts) == 0 {
		return 0, fmt.Errorf("ascend: aclCreateTensorList of no tensors")
	}
	a := l.meta.aclCreateTensorList(&ts[0], uint64(len(ts)))
	runtime.KeepAlive(ts)
	if a == 0 {
		return 0, &Error{Call: "aclCreateTensorList", Msg: l.rt.aclGetRecentErrMsg()}
	}
	return a, nil
}

// DestroyTensorList releases an aclTensorList (not the tensors in it).
func (l *Lib) DestroyTensorList(a uintptr) error {
	return l.check("aclDestroyTensorList", l.meta.aclDestroyTensorList(a))
}

// Workspace hands out device memory of at least the asked size for one launch on a stream.
type Workspace interface {
	Get(size uint64) (uintptr, error)
}

// Launch runs an operator's two phases: first asks the workspace size and the executor; a positive
// size is taken from ws; then the operator is enqueued on stream.
func (l *Lib) Launch(name string, stream uintptr, ws Workspace, first func(size *uint64, executor *uintptr) int32) error {
	var size uint64
	var ex uintptr
	if err := l.check("aclnn"+name+"GetWorkspaceSize", first(&size, &ex)); err != nil {
		return err
	}
	var buf uintptr
	if size > 0 {
		var err error
		if buf, err = ws.Get(size); err != nil {
			return fmt.Errorf("ascend: workspace of %d bytes for aclnn%s: %w", size, name, err)
		}
	}
	second := l.Op.exec[name]
	if second == nil || *second == nil {
		return fmt.Errorf("ascend: operator %s has no bound second phase", name)
	}
	return l.check("aclnn"+name, (*second)(buf, size, ex, stream))
}

// RootInfo asks HCCL for the root rank's unique id, to be carried to the peer over the rendezvous.
func (l *Lib) RootInfo() ([]byte, error) {
	b := make([]byte, RootInfoBytes)
	return b, l.checkHccl("HcclGetRootInfo", l.hccl.HcclGetRootInfo(unsafe.Pointer(&b[0])))
}

// CommInit joins a communicator of nRanks from the root's id.
func (l *Lib) CommInit(nRanks, rank int, root []byte) (uintptr, error) {
	if len(root) != RootInfoBytes {
		return 0, fmt.Errorf("ascend: HCCL root info is %d bytes, expected %d", len(root), RootInfoBytes)
	}
	var c uintptr
	st := l.hccl.HcclCommInitRootInfo(uint32(nRanks), unsafe.Pointer(&root[0]), uint32(rank), &c)
	runtime.KeepAlive(root)
	return c, l.checkHccl("HcclCommInitRootInfo", st)
}

// CommDestroy releases a communicator.
func (l *Lib) CommDestroy(c uintptr) error {
	return l.checkHccl("HcclCommDestroy", l.hccl.HcclCommDestroy(c))
}

// Send enqueues a send of count elements to peer on stream.
func (l *Lib) Send(buf uintptr, count int64, dt int32, peer int, comm, stream uintptr) error {
	return l.checkHccl("HcclSend", l.hccl.HcclSend(buf, uint64(count), dt, uint32(peer), comm, stream))
}

// Recv enqueues a receive of count elements from peer on stream.
func (l *Lib) Recv(buf uintptr, count int64, dt int32, peer int, comm, stream uintptr) error {
	return l.checkHccl("HcclRecv", l.hccl.HcclRecv(buf, uint64(count), dt, uint32(peer), comm, stream))
}

// GroupStart and GroupEnd bracket the sends of one payload so HCCL issues them together.
func (l *Lib) GroupStart() error { return l.checkHccl("HcclGroupStart", l.hccl.HcclGroupStart()) }

// GroupEnd closes a group opened by GroupStart.
func (l *Lib) GroupEnd() error { return l.checkHccl("HcclGroupEnd", l.hccl.HcclGroupEnd()) }
