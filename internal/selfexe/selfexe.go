// Package selfexe finds the afdc executable that role executables are copies of: this one, or one
// for another architecture (shipped beside it, or cross-compiled from afdc's source tree).
package selfexe

import (
	"bufio"
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

// sourceRoot is the folder of afdc's go.mod above the working directory, when Go is installed.
func sourceRoot() (string, error) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		return "", errors.New("no Go toolchain on PATH")
	}
	b, err := exec.Command(goBin, "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(b))
	if mod == "" || mod == os.DevNull {
		return "", errors.New("the working directory is not inside a Go module")
	}
	f, err := os.Open(mod)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if name, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "module "); ok {
			if strings.TrimSpace(name) != "afdc" {
				return "", fmt.Errorf("the module here is %s, not afdc", name)
			}
			return filepath.Dir(mod), nil
		}
	}
	return "", fmt.Errorf("%s names no module", mod)
}
