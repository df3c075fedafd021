package cu

import (
	"slices"
	"testing"
	"unsafe"
)

// TestLaunchConfigLayout checks the Go mirrors of the structs cuLaunchKernelEx reads.
func TestLaunchConfigLayout(t *testing.T) {
	var c launchConfig
	var a launchAttr
	got := []uintptr{unsafe.Sizeof(c), unsafe.Offsetof(c.shared), unsafe.Offsetof(c.stream), unsafe.Offsetof(c.attrs), unsafe.Offsetof(c.numAttrs), unsafe.Sizeof(a), unsafe.Offsetof(a.val)}
	want := []uintptr{56, 24, 32, 40, 48, 72, 8} // cuda.h's CUlaunchConfig and CUlaunchAttribute on 64-bit
	if !slices.Equal(got, want) {
		t.Errorf("sizes and offsets %v, want cuda.h's %v", got, want)
	}
}
