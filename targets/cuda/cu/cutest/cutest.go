// Package cutest holds the set-up that the GPU tests of the CUDA library bindings (cuBLAS, NCCL)
// share: device 0's primary context, retained once per test binary and made current on the test's
// locked thread. It imports only cu and testing; cu's own tests cannot use it (they are in package
// cu) and keep their own copy.
package cutest

import (
	"runtime"
	"sync"
	"testing"

	"afdc/targets/cuda/cu"
)

var (
	ctxOnce sync.Once
	ctx0    cu.Context
	ctxErr  error
)

// Context0 is device 0's primary context, retained on the first call; without a usable device the
// test is skipped. Goroutines a test starts make it current on their own threads.
func Context0(t testing.TB) cu.Context {
	t.Helper()
	ctxOnce.Do(func() {
		var d cu.Device
		if d, ctxErr = cu.DeviceGet(0); ctxErr == nil {
			ctx0, ctxErr = d.PrimaryCtxRetain()
		}
	})
	if ctxErr != nil {
		t.Skipf("no usable CUDA device: %v", ctxErr)
	}
	return ctx0
}

// OnDevice0 locks the test's goroutine to its thread and makes Context0 current there; the caller
// defers the returned unlock. The caller loads its own library first, so that a missing library
// names itself in the skip.
func OnDevice0(t testing.TB) func() {
	t.Helper()
	c := Context0(t)
	runtime.LockOSThread()
	if err := c.SetCurrent(); err != nil {
		runtime.UnlockOSThread()
		t.Fatal(err)
	}
	return runtime.UnlockOSThread
}
