package main

import (
	"debug/elf"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"testing"

	"afdc/compiler"
)

var elfMachine = map[string]elf.Machine{"amd64": elf.EM_X86_64, "arm64": elf.EM_AARCH64}

func checkELF(t *testing.T, path, arch string) {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	defer f.Close()
	if f.Machine != elfMachine[arch] {
		t.Errorf("%s is for %s, expected %s (%s)", path, f.Machine, elfMachine[arch], arch)
	}
}

// TestAscendExecutables builds the Ascend executables of every real preset for amd64 and arm64,
// checks their architecture, and runs the host's on this machine, which has no CANN: they exit 1
// naming the missing library.
func TestAscendExecutables(t *testing.T) {
	other := map[string]string{"amd64": "arm64", "arm64": "amd64"}[goruntime.GOARCH]
	if other == "" {
		t.Skipf("host architecture %s is neither amd64 nor arm64", goruntime.GOARCH)
	}
	// Another architecture, nothing shipped beside afdc, and no source tree to build it from: a
	// clear error.
	cmd := exec.Command(afdcBin, "build", "--model", "tiny-deepseek-v3", "--target", "ascend", "--arch", other, "-o", t.TempDir())
	cmd.Dir = t.TempDir()
	b, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(b), "expected afdc-linux-"+other+" beside afdc, or afdc run inside its source tree with Go installed") {
		t.Errorf("--arch %s outside the source tree: %v\n%s\nexpected an error saying what is missing", other, err, b)
	}

	// Another architecture with nothing shipped beside afdc: afdc cross-compiles its base.
	out := t.TempDir()
	afdc(t, "build", "--model", "tiny-deepseek-v3", "--target", "ascend", "--arch", other, "-o", out)
	checkELF(t, filepath.Join(out, "tiny-deepseek-v3-ffn"), other)

	// A shipped base beside afdc (what a release carries) serves every other build.
	shipped := filepath.Join(filepath.Dir(afdcBin), "afdc-linux-"+other)
	build := exec.Command("go", "build", "-trimpath", "-o", shipped, ".")
	build.Env = append(os.Environ(), "GOOS=linux", "GOARCH="+other, "CGO_ENABLED=0")
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("cross-compile: %v\n%s", err, b)
	}
	t.Cleanup(func() { os.Remove(shipped) })

	noCANN := t.TempDir()
	for _, model := range []string{"deepseek-v2", "deepseek-v2-lite", "deepseek-v3", "deepseek-r1", "glm-4.5", "glm-4.5-air", "glm-4.6"} {
		for _, arch := range []string{goruntime.GOARCH, other} {
			dir := filepath.Join(t.TempDir(), arch)
			afdc(t, "build", "--model", model, "--target", "ascend", "--arch", arch, "-o", dir)
			cfg, err := compiler.LoadConfig(model)
			if err != nil {
				t.Fatal(err)
			}
			for _, role := range []string{"attention", "ffn"} {
				exe := filepath.Join(dir, cfg.Name+"-"+role)
				checkELF(t, exe, arch)
				if arch != goruntime.GOARCH {
					os.Remove(exe) // keep the temporary folder small
					continue
				}
				cmd := exec.Command(exe, "--weights", noCANN)
				cmd.Env = append(os.Environ(), "AFDC_ASCEND_LIB_DIR="+noCANN)
				b, err := cmd.CombinedOutput()
				var exit *exec.ExitError
				if !errors.As(err, &exit) || exit.ExitCode() != 1 || !strings.Contains(string(b), "libascendcl.so") {
					t.Errorf("%s without CANN: %v, output %q; expected exit 1 naming libascendcl.so", exe, err, b)
				}
				help, _ := exec.Command(exe, "--help").CombinedOutput()
				if !strings.Contains(strings.Join(strings.Fields(string(help)), " "), "lowered and golden-tested; not run on hardware") {
					t.Errorf("%s --help does not state Ascend's support:\n%s", exe, help)
				}
				os.Remove(exe)
			}
		}
	}
	if got := afdc(t, "inspect", "--model", "glm-4.5-air", "--target", "ascend"); !strings.Contains(got, "lowered and golden-tested; not run on hardware") {
		t.Errorf("inspect --target ascend does not state the support:\n%s", got)
	}
}
