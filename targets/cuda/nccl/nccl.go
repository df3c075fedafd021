// Package nccl binds the NCCL calls of the data plane (unique id, communicator init by rank,
// point-to-point send and receive on a stream, group calls, abort, destroy, asynchronous errors)
// through the loader of package cu, without cgo. It owns the process's NCCL environment: NVLink
// multicast is switched off (NCCL_NVLS_ENABLE=0) before NCCL first initialises unless the user set
// the variable, because multicast can put a shared host's GPUs out of service.
//
// It imports package cu only.
package nccl

import (
	"fmt"
	"os"
	"sync"
	"unsafe"

	"afdc/targets/cuda/cu"
)

// Library is the file NCCL is loaded from.
const Library = "libnccl.so.2"

const hint = "is NCCL 2 installed? (set " + cu.LibraryPathEnv + " to its folder)"

// UniqueID is an ncclUniqueId: 128 bytes made by one rank and handed to all (over the control plane).
type UniqueID struct{ Internal [128]byte }

var fn struct {
	getVersion, getUniqueID, getErrorString, getLastError        uintptr
	commAbort, commDestroy, commGetAsyncError, commCount         uintptr
	commCuDevice, commUserRank, send, recv, groupStart, groupEnd uintptr
	// commInitRank takes the id by value: purego lays the 128-byte struct out as the C ABI does.
	commInitRank func(comm *uintptr, nranks int32, id UniqueID, rank int32) Result
	// commInitRankConfig is the same with an ncclConfig_t, which is how a communicator is made
	// non-blocking.
	commInitRankConfig func(comm *uintptr, nranks int32, id UniqueID, rank int32, cfg *config) Result
}

var (
	loadOnce sync.Once
	loadErr  error
)

// NVLSEnv is the variable that switches NVLink multicast (NVLS) in NCCL.
const NVLSEnv = "NCCL_NVLS_ENABLE"

// SetSafeEnv sets NCCL_NVLS_ENABLE=0 unless the variable is set, and reports whether it set it.
func SetSafeEnv() bool {
	if _, ok := os.LookupEnv(NVLSEnv); ok {
		return false
	}
	os.Setenv(NVLSEnv, "0")
	return true
}

// Load opens NCCL (and the driver). NCCL reads its environment when it first initialises, so the
// environment is made safe here, before any NCCL call.
func Load() error {
	loadOnce.Do(func() { loadErr = load() })
	return loadErr
}

func load() error {
	SetSafeEnv()
	if err := cu.Load(); err != nil {
		return err
	}
	lib, err := cu.OpenLibrary(Library, hint)
	if err != nil {
		return err
	}
	for _, s := range []struct {
		p    *uintptr
		name string
	}{
		{&fn.getVersion, "ncclGetVersion"},
		{&fn.getUniqueID, "ncclGetUniqueId"},
		{&fn.getErrorString, "ncclGetErrorString"},
		{&fn.getLastError, "ncclGetLastError"},
		{&fn.commAbort, "ncclCommAbort"},
		{&fn.commDestroy, "ncclCommDestroy"},
		{&fn.commGetAsyncError, "ncclCommGetAsyncError"},
		{&fn.commCount, "ncclCommCount"},
		{&fn.commCuDevice, "ncclCommCuDevice"},
		{&fn.commUserRank, "ncclCommUserRank"},
		{&fn.send, "ncclSend"},
		{&fn.recv, "ncclRecv"},
		{&fn.groupStart, "ncclGroupStart"},
		{&fn.groupEnd, "ncclGroupEnd"},
	} {
		p, err := lib.Sym(s.name)
		if err != nil {
			return err
		}
		*s.p = p
	}
	p, err := lib.Sym("ncclCommInitRank")
	if err != nil {
		return err
	}
	cu.RegisterFunc(&fn.commInitRank, p)
	if p, err = lib.Sym("ncclCommInitRankConfig"); err != nil {
		return err
	}
	cu.RegisterFunc(&fn.commInitRankConfig, p)
	return nil
}

// Result is an ncclResult_t.
type Result int32

// Results a caller tests for.
const (
	Success      Result = 0
	InvalidUsage Result = 5
	InProgress   Result = 7
)

var resultNames = [...]string{"ncclSuccess", "ncclUnhandledCudaError", "ncclSystemError", "ncclInternalError",
	"ncclInvalidArgument", "ncclInvalidUsage", "ncclRemoteError", "ncclInProgress"}

// ResultName is the enum name of a result.
func ResultName(r Result) string {
	if r >= 0 && int(r) < len(resultNames) {
		return resultNames[r]
	}
	return ""
}

// check turns a result into nil or an *cu.Error naming the call, with NCCL's text for the code and
// its last error message (which names the cause: a duplicate GPU, a lost peer).
func check(call string, r Result) error {
	if r == Success {
		return nil
	}
	e := &cu.Error{Call: call, Code: int(r), Name: ResultName(r)}
	if fn.getErrorString != 0 {
		e.Msg = cu.GoString((*byte)(ptrOf(cu.Call(fn.getErrorString, uintptr(r)))))
	}
	if fn.getLastError != 0 {
		if last := cu.GoString((*byte)(ptrOf(cu.Call(fn.getLastError, 0)))); last != "" {
			e.Msg += ": " + last
		}
	}
	return e
}

// ptrOf turns an address returned by C (a string owned by NCCL, never Go memory) into a pointer.
func ptrOf(p uintptr) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(&p)) }

// Version is NCCL's version code (22803 for 2.28.3).
func Version() (int, error) {
	if err := Load(); err != nil {
		return 0, err
	}
	var v int32
	err := check("ncclGetVersion", Result(cu.Call(fn.getVersion, uintptr(unsafe.Pointer(&v)))))
	return int(v), err
}

// GetUniqueID makes the id the ranks of one communicator share.
func GetUniqueID() (UniqueID, error) {
	var id UniqueID
	if err := Load(); err != nil {
		return id, err
	}
	err := check("ncclGetUniqueId", Result(cu.Call(fn.getUniqueID, uintptr(unsafe.Pointer(&id)))))
	return id, err
}

// Comm is an ncclComm_t.
type Comm uintptr

// CommInitRank joins rank of nranks to the communicator of id, on the device current on this
// thread. It blocks until every rank has joined.
func CommInitRank(nranks int, id UniqueID, rank int) (Comm, error) {
	if nranks <= 0 || rank < 0 || rank >= nranks {
		return 0, fmt.Errorf("ncclCommInitRank: rank %d of %d, expected 0 ≤ rank < nranks", rank, nranks)
	}
	if err := Load(); err != nil {
		return 0, err
	}
	var c uintptr
	err := check(fmt.Sprintf("ncclCommInitRank(rank %d of %d)", rank, nranks), fn.commInitRank(&c, int32(nranks), id, int32(rank)))
	return Comm(c), err
}

// config is the head of an ncclConfig_t as NCCL 2.14 laid it out. NCCL reads only the first size
// bytes of the caller's struct and fills the fields of later versions with their defaults, so this
// short form stays valid on newer libraries without copying their whole struct.
type config struct {
	size           uint64
	magic          uint32
	version        uint32
	blocking       int32
	cgaClusterSize int32
}

// configUndefInt is NCCL_CONFIG_UNDEF_INT: let NCCL choose.
const configUndefInt = -1 << 31

// CommInitRankNonBlocking starts joining rank of nranks to the communicator of id on the device
// current on this thread, and returns at once: the communicator is usable when AsyncError stops
// reporting InProgress (Pending), and every later call on it may return InProgress too. Nothing
// then blocks a thread on a peer that never comes: the caller polls with its own deadline and
// aborts.
func CommInitRankNonBlocking(nranks int, id UniqueID, rank int) (Comm, error) {
	if nranks <= 0 || rank < 0 || rank >= nranks {
		return 0, fmt.Errorf("ncclCommInitRankConfig: rank %d of %d, expected 0 ≤ rank < nranks", rank, nranks)
	}
	if err := Load(); err != nil {
		return 0, err
	}
	cfg := config{size: uint64(unsafe.Sizeof(config{})), magic: 0xcafebeef, version: 21400, blocking: 0, cgaClusterSize: configUndefInt}
	var c uintptr
	r := fn.commInitRankConfig(&c, int32(nranks), id, int32(rank), &cfg)
	if r == InProgress {
		r = Success
	}
	return Comm(c), check(fmt.Sprintf("ncclCommInitRankConfig(rank %d of %d, non-blocking)", rank, nranks), r)
}

// Pending is the state of a non-blocking communicator: done (false) or still working (true) on its
// last call, or the error that call ended with.
func (c Comm) Pending() (bool, error) {
	var r Result
	if err := check("ncclCommGetAsyncError", Result(cu.Call(fn.commGetAsyncError, uintptr(c), uintptr(unsafe.Pointer(&r))))); err != nil {
		return false, err
	}
	if r == InProgress {
		return true, nil
	}
	return false, check("ncclCommGetAsyncError: communicator", r)
}

// Abort ends the communicator at once, failing its pending operations; it is what a peer's loss
// calls for, where Destroy would wait on them.
func (c Comm) Abort() error { return check("ncclCommAbort", Result(cu.Call(fn.commAbort, uintptr(c)))) }

// Destroy frees the communicator once its operations finished.
func (c Comm) Destroy() error {
	return check("ncclCommDestroy", Result(cu.Call(fn.commDestroy, uintptr(c))))
}

// AsyncError is the communicator's asynchronous error (a lost peer shows here while operations hang).
func (c Comm) AsyncError() error {
	var r Result
	if err := check("ncclCommGetAsyncError", Result(cu.Call(fn.commGetAsyncError, uintptr(c), uintptr(unsafe.Pointer(&r))))); err != nil {
		return err
	}
	if r == InProgress {
		return nil
	}
	return check("ncclCommGetAsyncError: communicator", r)
}

// Count is the communicator's number of ranks.
func (c Comm) Count() (int, error) {
	var n int32
	err := check("ncclCommCount", Result(cu.Call(fn.commCount, uintptr(c), uintptr(unsafe.Pointer(&n)))))
	return int(n), err
}

// Device is the CUDA device ordinal of the communicator.
func (c Comm) Device() (int, error) {
	var n int32
	err := check("ncclCommCuDevice", Result(cu.Call(fn.commCuDevice, uintptr(c), uintptr(unsafe.Pointer(&n)))))
	return int(n), err
}

// Rank is this process's rank in the communicator.
func (c Comm) Rank() (int, error) {
	var n int32
	err := check("ncclCommUserRank", Result(cu.Call(fn.commUserRank, uintptr(c), uintptr(unsafe.Pointer(&n)))))
	return int(n), err
}

// DataType is an ncclDataType_t.
type DataType int32

// Data types.
const (
	Int8     DataType = 0
	Uint8    DataType = 1
	Int32    DataType = 2
	Float16  DataType = 6
	Float32  DataType = 7
	Bfloat16 DataType = 9
)

// Send sends count elements to peer, ordered on stream s. On a non-blocking communicator
// InProgress is not an error (see Pending).
func (c Comm) Send(buf cu.DevicePtr, count int, t DataType, peer int, s cu.Stream) error {
	return check(fmt.Sprintf("ncclSend(%d elements to rank %d)", count, peer),
		notInProgress(Result(cu.Call(fn.send, uintptr(buf), uintptr(count), uintptr(t), uintptr(peer), uintptr(c), uintptr(s)))))
}

// Recv receives count elements from peer, ordered on stream s. On a non-blocking communicator
// InProgress is not an error (see Pending).
func (c Comm) Recv(buf cu.DevicePtr, count int, t DataType, peer int, s cu.Stream) error {
	return check(fmt.Sprintf("ncclRecv(%d elements from rank %d)", count, peer),
		notInProgress(Result(cu.Call(fn.recv, uintptr(buf), uintptr(count), uintptr(t), uintptr(peer), uintptr(c), uintptr(s)))))
}

func notInProgress(r Result) Result {
	if r == InProgress {
		return Success
	}
	return r
}

// GroupStart opens a group: the sends and receives up to GroupEnd are issued together, which is what
// lets a send and its matching receive between two ranks proceed without deadlock.
func GroupStart() error { return check("ncclGroupStart", Result(cu.Call(fn.groupStart))) }

// GroupEnd closes a group and issues its operations. With non-blocking communicators it may return
// before they are issued (InProgress, not an error here): poll Pending of each before the next call.
func GroupEnd() error {
	return check("ncclGroupEnd", notInProgress(Result(cu.Call(fn.groupEnd))))
}
