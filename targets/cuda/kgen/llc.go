package kgen

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
)

// MinLLVM is the oldest LLVM whose llc afdc uses: 19 reads the typed-pointer IR llir writes and
// knows sm_90.
const MinLLVM = 19

// CPU is the default PTX target processor (H100/H200): DefaultArch.
const CPU = string(DefaultArch)

// ErrNoLLC is returned when no llc of LLVM >= 19 is found.
var ErrNoLLC = errors.New("llc (LLVM 19 or newer) not found on PATH, expected e.g. llc-19: apt-get install -y llvm-19")

// Toolchain is the llc (and, when beside it, opt) that turns LLVM IR into PTX.
type Toolchain struct {
	LLC, Opt string
	Version  int
}

var versionRE = regexp.MustCompile(`LLVM version (\d+)`)

// FindToolchain looks for llc-22 … llc-19, then llc, on PATH and checks its version. The opt of the
// same version is used when present: llc alone does not promote the kernels' stack slots to
// registers.
func FindToolchain() (*Toolchain, error) {
	for v := 22; v >= MinLLVM; v-- {
		if tc := probe(fmt.Sprintf("llc-%d", v), fmt.Sprintf("opt-%d", v)); tc != nil {
			return tc, nil
		}
	}
	if tc := probe("llc", "opt"); tc != nil {
		return tc, nil
	}
	return nil, ErrNoLLC
}

func probe(llc, opt string) *Toolchain {
	path, err := exec.LookPath(llc)
	if err != nil {
		return nil
	}
	out, err := exec.Command(path, "--version").Output()
	if err != nil {
		return nil
	}
	m := versionRE.FindSubmatch(out)
	if m == nil {
		return nil
	}
	v, _ := strconv.Atoi(string(m[1]))
	if v < MinLLVM {
		return nil
	}
	tc := &Toolchain{LLC: path, Version: v}
	if p, err := exec.LookPath(opt); err == nil {
		tc.Opt = p
	}
	return tc
}

// PTX compiles LLVM IR text to PTX for DefaultArch.
func (tc *Toolchain) PTX(ctx context.Context, ll string) (string, error) {
	return tc.PTXFor(ctx, ll, DefaultArch)
}

// PTXFor compiles LLVM IR text to PTX for arch. Floating-point contraction is off: the kernels state
// every rounding (an FMA is written as one), so that they match the CPU reference.
func (tc *Toolchain) PTXFor(ctx context.Context, ll string, arch Arch) (string, error) {
	arch, err := ParseArch(string(arch)) // "" is the default
	if err != nil {
		return "", err
	}
	dir, err := os.MkdirTemp("", "afdc-kgen")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "kernels.ll")
	if err := os.WriteFile(in, []byte(ll), 0o644); err != nil {
		return "", err
	}
	if tc.Opt != "" {
		optd := filepath.Join(dir, "kernels.opt.ll")
		if err := run(ctx, tc.Opt, "-S", "-O3", "-mtriple="+Triple, "-mcpu="+string(arch), in, "-o", optd); err != nil {
			return "", err
		}
		in = optd
	}
	out := filepath.Join(dir, "kernels.ptx")
	if err := run(ctx, tc.LLC, "-O3", "-mtriple="+Triple, "-mcpu="+string(arch), "-mattr="+arch.ptxISA(), "--fp-contract=off", in, "-o", out); err != nil {
		return "", err
	}
	b, err := os.ReadFile(out)
	return string(b), err
}

func run(ctx context.Context, tool string, args ...string) error {
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, tool, args...)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		msg := bytes.TrimSpace(stderr.Bytes())
		if len(msg) > 2000 {
			msg = append(msg[:2000], "…"...)
		}
		return fmt.Errorf("%s: %w: %s", filepath.Base(tool), err, msg)
	}
	return nil
}
