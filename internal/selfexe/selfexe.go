// Package selfexe finds the afdc executable that role executables are copies of: this one, or one
// for another architecture (shipped beside it, or cross-compiled from afdc's source tree).
package selfexe

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"
)

// Base finds the afdc executable the role executables for arch are copies of, and a
// cleanup for a temporary one. This machine's architecture is this executable. Another one is, in
// order: afdc-linux-ARCH beside this executable (what a release ships), or afdc cross-compiled with
// GOARCH=ARCH CGO_ENABLED=0 when Go is installed and the working directory is inside afdc's source
// tree (the build needs no C toolchain: the Ascend bindings load CANN with purego).
func Base(arch string) (string, func(), error) {
	noop := func() {}
	self, err := os.Executable()
	if err != nil {
		return "", noop, fmt.Errorf("find this executable to copy: %w", err)
	}
	if arch == goruntime.GOARCH {
		return self, noop, nil
	}
	shipped := filepath.Join(filepath.Dir(self), "afdc-linux-"+arch)
	if _, err := os.Stat(shipped); err == nil {
		return shipped, noop, nil
	}
	root, err := sourceRoot()
	if err != nil {
		return "", noop, fmt.Errorf("--arch %s: no %s, and afdc cannot cross-compile itself here (%v); expected afdc-linux-%s beside afdc, or afdc run inside its source tree with Go installed",
			arch, shipped, err, arch)
	}
	dir, err := os.MkdirTemp("", "afdc-"+arch+"-")
	if err != nil {
		return "", noop, err
	}
	cleanup := func() { os.RemoveAll(dir) }
	out := filepath.Join(dir, "afdc-linux-"+arch)
	cmd := exec.Command("go", "build", "-trimpath", "-o", out, "./cmd/afdc")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=linux", "GOARCH="+arch, "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		cleanup()
		return "", noop, fmt.Errorf("--arch %s: cross-compiling afdc in %s: %v\n%s", arch, root, err, b)
	}
	return out, cleanup, nil
}

// sourceRoot is the folder of the afdc module the working directory is in, when Go is installed.
func sourceRoot() (string, error) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		return "", errors.New("no Go toolchain on PATH")
	}
	b, err := exec.Command(goBin, "list", "-m", "-f", "{{.Path}} {{.Dir}}").Output()
	if err != nil {
		return "", fmt.Errorf("the working directory is not inside a Go module (go list -m: %w)", err)
	}
	switch name, dir, _ := strings.Cut(strings.TrimSpace(string(b)), " "); {
	case dir == "":
		return "", errors.New("the working directory is not inside a Go module")
	case name != "afdc":
		return "", fmt.Errorf("the module here is %s, not afdc", name)
	default:
		return dir, nil
	}
}
