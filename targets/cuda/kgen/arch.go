package kgen

import (
	"fmt"
	"regexp"
	"strings"
)

// Arch is the GPU architecture the PTX is generated for: llc's -mcpu and the PTX .target line. It
// also decides which kernels a program gets: those using Hopper's warpgroup MMA, bulk tensor copies
// and register reallocation (hopper.go) only for SM90a; SM80 PTX holds only what Ampere runs.
type Arch string

const (
	SM80  Arch = "sm_80"  // Ampere (A100) and newer; Ada (L40S) runs it too
	SM90  Arch = "sm_90"  // Hopper without the arch-specific instructions
	SM90a Arch = "sm_90a" // Hopper with wgmma and setmaxnreg: runs on compute capability 9.0 only
)

// DefaultArch is the architecture a build gets when none is named: the H100 and H200 (compute
// capability 9.0), with the warpgroup-MMA kernels. Other GPUs name theirs: SM90 for newer ones,
// whose drivers compile its PTX, SM80 for Ampere and Ada.
const DefaultArch = SM90a

// Arches lists the accepted architectures, oldest first.
var Arches = []Arch{SM80, SM90, SM90a}

// ParseArch reads a --gpu-arch value; "" is DefaultArch.
func ParseArch(s string) (Arch, error) {
	if s == "" {
		return DefaultArch, nil
	}
	for _, a := range Arches {
		if string(a) == s {
			return a, nil
		}
	}
	names := make([]string, len(Arches))
	for i, a := range Arches {
		names[i] = string(a)
	}
	return "", fmt.Errorf("gpu arch %q, expected one of %s", s, strings.Join(names, ", "))
}

// Hopper reports whether the architecture has the sm_90a-only instructions (wgmma, setmaxnreg).
func (a Arch) Hopper() bool { return a == SM90a }

// Major is the compute capability's major version the PTX needs (8 or 9).
func (a Arch) Major() int {
	if a == SM80 {
		return 8
	}
	return 9
}

// hopperInsn matches the PTX instructions that Ampere does not have: warpgroup MMA, the bulk
// (tensor) copies, register reallocation, the mbarrier forms with transaction counts, and grid
// dependency control.
var hopperInsn = regexp.MustCompile(`\b(wgmma\.|cp\.async\.bulk|setmaxnreg|mbarrier\.[a-z_.]*expect_tx|mbarrier\.try_wait|elect\.sync|fence\.proxy\.async|cp\.reduce\.async\.bulk|griddepcontrol\.)`)

// sm90aInsn matches the instructions only sm_90a has.
var sm90aInsn = regexp.MustCompile(`\b(wgmma\.|setmaxnreg)`)

// mmaShape matches a warp-level mma.sync instruction's shape and types.
var mmaShape = regexp.MustCompile(`mma\.sync\.aligned\.(m\d+n\d+k\d+)\.row\.col\.(?:f32|f16)\.(\w+)\.`)

// ampereMMA are the mma.sync shapes and input types sm_80 executes.
var ampereMMA = map[string]bool{"m16n8k16.bf16": true, "m16n8k16.f16": true, "m16n8k8.bf16": true, "m16n8k8.f16": true, "m16n8k8.tf32": true, "m16n8k4.tf32": true}

// CheckPTX checks that PTX text targets a and uses only instructions a has: its .target line names
// a, and SM80 PTX has no Hopper instruction and only mma.sync shapes Ampere runs.
func CheckPTX(ptx string, a Arch) error {
	want := ".target " + string(a)
	found := ""
	for _, line := range strings.Split(ptx, "\n") {
		if t := strings.TrimSpace(line); strings.HasPrefix(t, ".target ") {
			found = t
			break
		}
	}
	if found != want {
		return fmt.Errorf("PTX .target line %q, expected %q", found, want)
	}
	if a == SM80 {
		if m := hopperInsn.FindString(ptx); m != "" {
			return fmt.Errorf("sm_80 PTX uses %q, an instruction Ampere does not have", m)
		}
		for _, m := range mmaShape.FindAllStringSubmatch(ptx, -1) {
			if !ampereMMA[m[1]+"."+m[2]] {
				return fmt.Errorf("sm_80 PTX uses mma.sync %s with %s inputs, a shape Ampere does not run", m[1], m[2])
			}
		}
	}
	if !a.Hopper() {
		if m := sm90aInsn.FindString(ptx); m != "" {
			return fmt.Errorf("%s PTX uses %q, which needs sm_90a", a, m)
		}
	}
	return nil
}

// ptxISA is the PTX ISA version llc writes for a: 7.0 for Ampere, so that drivers from CUDA 11 on
// load it; 8.0 for Hopper (sm_90a needs it).
func (a Arch) ptxISA() string {
	if a == SM80 {
		return "+ptx70"
	}
	return "+ptx80"
}
