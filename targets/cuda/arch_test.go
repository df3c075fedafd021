package cuda

import (
	"testing"

	"afdc/ir"
	"afdc/targets/cuda/kgen"
)

// TestCheckArch checks which devices run kernels built for each architecture, and the message for
// the others.
func TestCheckArch(t *testing.T) {
	for _, tc := range []struct {
		arch         kgen.Arch
		major, minor int
		ok           bool
	}{
		{kgen.SM80, 8, 0, true}, {kgen.SM80, 8, 9, true}, {kgen.SM80, 9, 0, true},
		{kgen.SM90, 9, 0, true}, {kgen.SM90, 8, 6, false}, {"", 8, 0, false}, {"", 9, 0, true},
		{kgen.SM90a, 9, 0, true}, {kgen.SM90a, 10, 0, false}, {kgen.SM90a, 8, 0, false},
	} {
		err := checkArch(tc.arch, tc.major, tc.minor)
		if (err == nil) != tc.ok {
			t.Errorf("checkArch(%q, %d.%d): %v, want ok %v", tc.arch, tc.major, tc.minor, err, tc.ok)
		}
	}
	want := "kernels built for sm_90a, but the device is compute capability 8.0: rebuild with --gpu-arch sm_80 (Ampere and newer) or the device's own"
	if err := checkArch(kgen.SM90a, 8, 0); err == nil || err.Error() != want {
		t.Errorf("checkArch(sm_90a, 8.0): %v, want %q", err, want)
	}
}

// TestCacheKey keeps the default architecture's cache names as they were and gives the others
// their own.
func TestCacheKey(t *testing.T) {
	m := &ir.Module{Name: "m", Role: ir.RoleAttention}
	m.NewFunc("forward")
	if got := cacheKey(m, kgen.DefaultArch); got != ModuleKey(m) {
		t.Errorf("default key %q, want ModuleKey %q", got, ModuleKey(m))
	}
	if got := cacheKey(m, kgen.SM80); got != ModuleKey(m)+"-sm_80" {
		t.Errorf("sm_80 key %q", got)
	}
}
