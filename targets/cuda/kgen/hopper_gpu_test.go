//go:build gpu

package kgen

import (
	"encoding/binary"
	"math"
	"os"
	"strings"
	"testing"
	"unsafe"

	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/cu/cutest"
)

// TestHopperTileDevice runs the Hopper check kernel (HopperTile) on a compute capability 9.0 GPU:
// tensor maps from the driver, TMA into shared memory, mbarrier phases, wgmma. The canonical
// descriptor must give A·Bᵀ exactly (small integers over 8); the swapped one is reported, so that a
// layout read the other way round would show. The PTX is $AFDC_HOPPER_PTX when set (a machine
// without llc), else made here.
func TestHopperTileDevice(t *testing.T) {
	defer onHopper(t)()
	const n, k = 64, 64
	var ks []*Kernel
	for _, swap := range []bool{false, true} {
		kern, err := HopperTile(n, k, swap)
		if err != nil {
			t.Fatal(err)
		}
		ks = append(ks, kern)
	}
	mod := hopperModule(t, ks)
	a, b, want := tileInputs(n, k)
	pa, pb := upload(t, a), upload(t, b)
	out, err := cu.MemAlloc(4 * 64 * n)
	if err != nil {
		t.Fatal(err)
	}
	ma, err := cu.EncodeTensorMapTiled(cu.TensorBF16, pa, [2]uint64{k, 64}, 2*k, [2]uint32{8, 64}, cu.SwizzleNone)
	if err != nil {
		t.Fatal(err)
	}
	mb, err := cu.EncodeTensorMapTiled(cu.TensorBF16, pb, [2]uint64{k, n}, 2*k, [2]uint32{8, n}, cu.SwizzleNone)
	if err != nil {
		t.Fatal(err)
	}
	for _, swap := range []bool{false, true} {
		name := "hopper_tile_n64_k64"
		if swap {
			name += "_swap"
		}
		f, err := mod.Function(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := cu.MemsetD32(out, 0, 64*n); err != nil {
			t.Fatal(err)
		}
		if err := f.Launch(cu.D1(1), cu.D1(128), 0, 0, cu.NewArgs(3).TensorMap(ma).TensorMap(mb).Ptr(out)); err != nil {
			t.Fatal(err)
		}
		bad := differing(t, out, want)
		t.Logf("%s: %d of %d results differ from A·Bᵀ", name, bad, len(want))
		if !swap && bad > 0 {
			t.Errorf("%s: %d of %d results differ from A·Bᵀ", name, bad, len(want))
		}
	}
}

// TestHopperProbeDevice runs the swizzled-operand probes (HopperProbeVariants) on a compute
// capability 9.0 GPU: every canonical variant must give A·B exactly; the swapped one is reported.
// The PTX is $AFDC_HOPPER_PTX (TestHopperLLC's AFDC_HOPPER_PTX_OUT), else made here.
func TestHopperProbeDevice(t *testing.T) {
	defer onHopper(t)()
	ks, err := HopperProbeVariants()
	if err != nil {
		t.Fatal(err)
	}
	mod := hopperModule(t, ks)
	const n, k = 128, 128
	a, bt, want := tileInputs(n, k)
	b := make([]uint16, len(bt))
	for j := range n {
		for kk := range k {
			b[kk*n+j] = bt[j*k+kk]
		}
	}
	pa, pbt, pb := upload(t, a), upload(t, bt), upload(t, b)
	out, err := cu.MemAlloc(4 * 64 * n)
	if err != nil {
		t.Fatal(err)
	}
	for _, kern := range ks {
		transB, swap := strings.Contains(kern.Name, "_tb"), strings.HasSuffix(kern.Name, "_swap")
		f, err := mod.Function(kern.Name)
		if err != nil {
			t.Fatal(err)
		}
		if err := cu.MemsetD32(out, 0, 64*n); err != nil {
			t.Fatal(err)
		}
		in := pbt
		if transB {
			in = pb
		}
		dyn := 0
		if dynamicShared(kern.Body) {
			dyn = sharedBytes(kern.Body)
			if err := f.SetMaxDynamicSharedMemory(dyn); err != nil {
				t.Fatal(err)
			}
		}
		if err := f.Launch(cu.D1(1), cu.D1(128), dyn, 0, cu.NewArgs(3).Ptr(pa).Ptr(in).Ptr(out)); err != nil {
			t.Fatal(err)
		}
		bad := differing(t, out, want)
		t.Logf("%s: %d of %d results differ from A·B", kern.Name, bad, len(want))
		if !swap && bad > 0 {
			t.Errorf("%s: %d of %d results differ from A·B", kern.Name, bad, len(want))
		}
	}
}

// onHopper skips a test without the CUDA driver or a compute capability 9.0 device; else it makes
// device 0 current and returns what releases it.
func onHopper(t *testing.T) func() {
	if err := cu.Load(); err != nil {
		t.Skipf("skipping: %v", err)
	}
	release := cutest.OnDevice0(t)
	d, _ := cu.DeviceGet(0)
	if major, _ := d.Attribute(cu.AttrComputeCapabilityMajor); major != 9 {
		release()
		t.Skipf("skipping: compute capability %d.x, the check needs 9.0", major)
	}
	return release
}

// hopperModule loads the PTX of the check kernels ks: $AFDC_HOPPER_PTX when set (a machine without
// llc: TestHopperLLC's AFDC_HOPPER_PTX_OUT), else made here for sm_90a.
func hopperModule(t *testing.T, ks []*Kernel) cu.Module {
	var ptx string
	if p := os.Getenv("AFDC_HOPPER_PTX"); p != "" {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		ptx = string(b)
	} else {
		tc, err := FindToolchain()
		if err != nil {
			t.Skipf("skipping: %v", err)
		}
		if ptx, err = tc.PTXFor(t.Context(), Lower(ks).String(), SM90a); err != nil {
			t.Fatal(err)
		}
	}
	mod, err := cu.ModuleLoadPTX(ptx)
	if err != nil {
		t.Fatal(err)
	}
	return mod
}

// upload copies bf16 values to a new device buffer.
func upload(t *testing.T, h []uint16) cu.DevicePtr {
	p, err := cu.MemAlloc(2 * len(h))
	if err != nil {
		t.Fatal(err)
	}
	if err := cu.CopyHtoD(p, unsafe.Slice((*byte)(unsafe.Pointer(&h[0])), 2*len(h))); err != nil {
		t.Fatal(err)
	}
	return p
}

// differing waits for the device and counts the f32 results at out that are not exactly want's.
func differing(t *testing.T, out cu.DevicePtr, want []float64) int {
	if err := cu.CtxSynchronize(); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 4*len(want))
	if err := cu.CopyDtoH(got, out); err != nil {
		t.Fatal(err)
	}
	bad := 0
	for i, w := range want {
		if float64(math.Float32frombits(binary.LittleEndian.Uint32(got[4*i:]))) != w {
			bad++
		}
	}
	return bad
}
