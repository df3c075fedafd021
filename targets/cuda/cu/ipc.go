package cu

import (
	"encoding/hex"
	"fmt"
	"unsafe"
)

// IpcMemHandle is a CUipcMemHandle: 64 opaque bytes that let another process on the same host map a
// device allocation (cuMemAlloc memory only). It travels as Hex over a control plane.
type IpcMemHandle struct{ Reserved [64]byte }

// IpcGetMemHandle exports an allocation.
func IpcGetMemHandle(p DevicePtr) (IpcMemHandle, error) {
	var h IpcMemHandle
	err := check("cuIpcGetMemHandle", Result(Call(fn.ipcGetMemHandle, uintptr(unsafe.Pointer(&h)), uintptr(p))))
	return h, err
}

// ipcLazyEnablePeerAccess is CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS.
const ipcLazyEnablePeerAccess = 1

// IpcOpenMemHandle maps another process's exported allocation into the current context. A process
// cannot open its own handles (the driver refuses with invalid context).
func IpcOpenMemHandle(h IpcMemHandle) (DevicePtr, error) {
	var p DevicePtr
	err := check("cuIpcOpenMemHandle", fn.ipcOpenMemHandle(&p, h, ipcLazyEnablePeerAccess))
	return p, err
}

// IpcCloseMemHandle unmaps an IpcOpenMemHandle.
func IpcCloseMemHandle(p DevicePtr) error {
	return check("cuIpcCloseMemHandle", Result(Call(fn.ipcCloseMemHandle, uintptr(p))))
}

// Hex is the handle as text.
func (h IpcMemHandle) Hex() string { return hex.EncodeToString(h.Reserved[:]) }

// ParseIpcMemHandle reads a Hex handle.
func ParseIpcMemHandle(s string) (IpcMemHandle, error) {
	var h IpcMemHandle
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != len(h.Reserved) {
		return h, fmt.Errorf("ipc handle %.16q...: expected %d hex-encoded bytes", s, len(h.Reserved))
	}
	copy(h.Reserved[:], b)
	return h, nil
}
