//go:build gpu

package cuda_test

import (
	"testing"

	"afdc/compiler"
	"afdc/internal/paritytest"
)

// TestGPUCalibrateFigures runs the calibration's device measurements on a small backend and checks
// each lands in a range an H200-class GPU can give (these are sanity bounds, not speed targets:
// the figures themselves go to the profile through bench --target cuda --calibrate): a wait of 1 us
// to 1 ms, pinned device-to-host copies of 1-100 GB/s, cuBLAS at a decode shape reading its weights
// at 0.3-6 TB/s, and a small GEMM's floor of 1-500 us. The log line CALIB carries the figures.
func TestGPUCalibrateFigures(t *testing.T) {
	_, a, ck := paritytest.Load(t, paritytest.Cases[0], compiler.BuildOptions{Target: "cuda"})
	needGPU(t, a.Full)
	b := loadCUDA(t, a.Full, ck)
	sync, err := b.SyncRoundTrip(200)
	if err != nil {
		t.Fatal(err)
	}
	host, err := b.HostCopyBandwidth(64<<20, 10)
	if err != nil {
		t.Fatal(err)
	}
	gemm, err := b.GEMMBandwidth(16, 8, 7168, 2048, 10)
	if err != nil {
		t.Fatal(err)
	}
	floor, err := b.GEMMFloor(8, 7168, 576, 50)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("CALIB sync %.2f us, host copy %.3g GB/s, cuBLAS decode-shape weights %.3g TB/s, small GEMM floor %.2f us", sync*1e6, host/1e9, gemm/1e12, floor*1e6)
	for _, c := range []struct {
		name     string
		v, lo, h float64
	}{{"sync round trip (s)", sync, 1e-6, 1e-3}, {"host copy (B/s)", host, 1e9, 1e11}, {"gemm bandwidth (B/s)", gemm, 3e11, 6e12}, {"gemm floor (s)", floor, 1e-6, 5e-4}} {
		if !(c.v >= c.lo && c.v <= c.h) {
			t.Errorf("%s = %g, expected %g to %g", c.name, c.v, c.lo, c.h)
		}
	}
	if _, err := b.GEMMBandwidth(0, 8, 7168, 2048, 10); err == nil {
		t.Error("no experts: no error")
	}
}
