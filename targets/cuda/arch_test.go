package cuda

import (
	"os"
	"path/filepath"
	"strings"
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
		{kgen.SM90, 9, 0, true}, {kgen.SM90, 8, 6, false}, {kgen.SM90, 10, 0, true}, {"", 8, 0, false}, {"", 9, 0, true}, {"", 10, 0, false},
		{kgen.SM90a, 9, 0, true}, {kgen.SM90a, 10, 0, false}, {kgen.SM90a, 8, 0, false},
	} {
		err := checkArch(tc.arch, tc.major, tc.minor)
		if (err == nil) != tc.ok {
			t.Errorf("checkArch(%q, %d.%d): %v, want ok %v", tc.arch, tc.major, tc.minor, err, tc.ok)
		}
	}
	// The message names the architecture the device can run.
	for _, tc := range []struct {
		major int
		want  string
	}{
		{8, "kernels built for sm_90a, but the device is compute capability 8.0: rebuild with --gpu-arch sm_80 (compute capability 8.0 and newer)"},
		{10, "kernels built for sm_90a, but the device is compute capability 10.0: rebuild with --gpu-arch sm_90 (compute capability 9.0 and newer)"},
	} {
		if err := checkArch(kgen.SM90a, tc.major, 0); err == nil || err.Error() != tc.want {
			t.Errorf("checkArch(sm_90a, %d.0): %v, want %q", tc.major, err, tc.want)
		}
	}
}

// TestCacheKey keeps sm_90's cache names as they were (the default before sm_90a) and gives the
// others their own.
func TestCacheKey(t *testing.T) {
	m := &ir.Module{Name: "m", Role: ir.RoleAttention}
	m.NewFunc("forward")
	if got := cacheKey(m, kgen.SM90); got != ModuleKey(m) {
		t.Errorf("sm_90 key %q, want ModuleKey %q", got, ModuleKey(m))
	}
	if got := cacheKey(m, kgen.DefaultArch); got != ModuleKey(m)+"-sm_90a" {
		t.Errorf("default (sm_90a) key %q", got)
	}
	if got := cacheKey(m, kgen.SM80); got != ModuleKey(m)+"-sm_80" {
		t.Errorf("sm_80 key %q", got)
	}
}

// TestCacheArchMismatch: a cached bundle whose launch table names another architecture than the
// one asked for is refused by name, not loaded.
func TestCacheArchMismatch(t *testing.T) {
	m := &ir.Module{Name: "m", Role: ir.RoleAttention}
	m.NewFunc("forward")
	dir := t.TempDir()
	t.Setenv(KernelCacheEnv, dir)
	key := cacheKey(m, kgen.SM90a)
	table := `{"kernels":[{"name":"k","kind":"add","params":[],"block":1,"shared_bytes":0,"grid":{"count":"rows","mult":1,"per_block":1}}],"gpu_arch":"sm_90"}`
	for name, data := range map[string]string{key + ".ptx": ".version 8.0\n", key + ".kernels.json": table} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, err := KernelsFor(m, nil, kgen.SM90a)
	if err == nil || !strings.Contains(err.Error(), "holds kernels for sm_90, expected sm_90a") {
		t.Errorf("a cached sm_90 bundle under the sm_90a key: %v", err)
	}
	if _, err := KernelsFor(m, nil, kgen.SM90); err != nil && strings.Contains(err.Error(), "holds kernels for") {
		t.Errorf("sm_90 asked, nothing cached for it: %v", err)
	}
}
