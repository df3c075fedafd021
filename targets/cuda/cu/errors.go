package cu

import (
	"fmt"
	"unsafe"
)

// Error is a failed call of a CUDA library: the call, the status code, the status's name and the
// library's own description of it.
type Error struct {
	Call string
	Code int
	Name string
	Msg  string
}

func (e *Error) Error() string {
	switch {
	case e.Name != "" && e.Msg != "":
		return fmt.Sprintf("%s: %s (%d): %s", e.Call, e.Name, e.Code, e.Msg)
	case e.Name != "":
		return fmt.Sprintf("%s: %s (%d)", e.Call, e.Name, e.Code)
	case e.Msg != "":
		return fmt.Sprintf("%s: error %d: %s", e.Call, e.Code, e.Msg)
	}
	return fmt.Sprintf("%s: error %d", e.Call, e.Code)
}

// Result is a CUresult.
type Result int32

// Success is CUDA_SUCCESS.
const Success Result = 0

// Some results a caller tests for.
const (
	ErrorInvalidValue   Result = 1
	ErrorOutOfMemory    Result = 2
	ErrorNotInitialized Result = 3
	ErrorNoDevice       Result = 100
	ErrorInvalidContext Result = 201
	ErrorNotReady       Result = 600
)

// GoString copies a NUL-terminated C string; nil gives "".
func GoString(p *byte) string {
	if p == nil {
		return ""
	}
	n := 0
	for *(*byte)(unsafe.Add(unsafe.Pointer(p), n)) != 0 {
		n++
	}
	return string(unsafe.Slice(p, n))
}
