package cu

import "github.com/ebitengine/purego"

func dlopen(path string) (uintptr, error) {
	// RTLD_GLOBAL: cuBLAS finds the cuBLASLt opened before it by its soname.
	return purego.Dlopen(path, purego.RTLD_NOW|purego.RTLD_GLOBAL)
}

func dlsym(h uintptr, name string) (uintptr, error) { return purego.Dlsym(h, name) }

// Call calls the C function at fn with integer and pointer arguments (at most 32) and returns its
// first result register. Pointers converted to uintptr in the argument list stay alive and unmoved
// for the call, as with syscall.Syscall. No CUDA, cuBLAS or NCCL function this project calls takes a
// floating-point argument by value (scalars go by pointer), which is what keeps this path free of
// reflection.
//
//go:uintptrescapes
func Call(fn uintptr, args ...uintptr) uintptr {
	r, _, _ := purego.SyscallN(fn, args...)
	return r
}

// RegisterFunc makes fptr, a pointer to a Go func variable, call fn with purego's conversions; it is
// for the few calls that take a struct by value (ncclCommInitRank's ncclUniqueId, cuIpcOpenMemHandle's
// handle).
func RegisterFunc(fptr any, fn uintptr) { purego.RegisterFunc(fptr, fn) }
