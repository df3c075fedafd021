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

// TestCacheKey names a module's bundle by the module, the architecture and the kernel generator,
// so that a bundle of another architecture or another build of afdc is never read for it.
func TestCacheKey(t *testing.T) {
	m := &ir.Module{Name: "m", Role: ir.RoleAttention}
	m.NewFunc("forward")
	fp := kgen.Fingerprint()
	if len(fp) != 16 || fp != kgen.Fingerprint() {
		t.Fatalf("fingerprint %q, expected 16 hex digits, the same each call", fp)
	}
	keys := map[string]bool{}
	for _, a := range []kgen.Arch{kgen.SM80, kgen.SM90, kgen.SM90a} {
		got := cacheKey(m, a)
		if want := ModuleKey(m) + "-" + string(a) + "-" + fp; got != want {
			t.Errorf("%s key %q, want %q", a, got, want)
		}
		keys[got] = true
	}
	if len(keys) != 3 {
		t.Errorf("keys %v, expected one per architecture", keys)
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

// TestCacheOtherBuild: a bundle of the same module and architecture under another generator's
// name (an older afdc's, whose kernels may differ) is not read: the kernels are made again where
// llc is, and elsewhere the error names the file this build looks for.
func TestCacheOtherBuild(t *testing.T) {
	m := &ir.Module{Name: "m", Role: ir.RoleAttention}
	m.NewFunc("forward")
	dir := t.TempDir()
	t.Setenv(KernelCacheEnv, dir)
	old := ModuleKey(m) + "-" + string(kgen.SM90a) + "-0123456789abcdef"
	table := `{"kernels":[{"name":"stale","kind":"add","params":[],"block":1,"shared_bytes":0,"grid":{"count":"rows","mult":1,"per_block":1}}],"gpu_arch":"sm_90a"}`
	for name, data := range map[string]string{old + ".ptx": ".version 8.0\n", old + ".kernels.json": table} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := KernelsFor(m, nil, kgen.SM90a)
	if _, tcErr := kgen.FindToolchain(); tcErr != nil {
		if err == nil || !strings.Contains(err.Error(), cacheKey(m, kgen.SM90a)+".ptx") {
			t.Errorf("without llc: %v, expected an error naming the file this build reads", err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range b.Launches {
		if l.Name == "stale" {
			t.Fatalf("the other build's bundle was read")
		}
	}
	if _, err := os.Stat(filepath.Join(dir, cacheKey(m, kgen.SM90a)+".ptx")); err != nil {
		t.Errorf("the bundle made here was not cached under this build's key: %v", err)
	}
}
