// Package targets describes the machines afdc compiles for: what a target computes in, how its role
// executables talk, and how far its code generation goes; the hardware profiles of the devices they
// run on (profiles/*.json, every figure measured, datasheet or placeholder); and the step-time model
// that prices a role program on a profile from the op table's cost rules. Targets are data; their
// kernels live in the subpackages (cpu/).
//
// It may import ir and passes; never compiler or the runtime's executables.
package targets

import (
	"fmt"
	"sort"
	"strings"

	"afdc/ir"
)

// Target is one kind of machine the role executables run on.
type Target struct {
	Name string
	// ActDType is the dtype activations have between ops and on the wire.
	ActDType ir.DType
	// Transport names the data plane between the roles.
	Transport string
	// Executes says whether afdc's runtime can run this target's programs today; a target that cannot
	// still compiles, so its programs and manifests can be inspected and checked.
	Executes bool
	// Executables says whether build writes role executables even though Executes is false: they
	// serve through the target's libraries, but their lowering is tested only against a fake of
	// them, never run on the hardware here.
	Executables bool
	// Note is shown to users where support is reported.
	Note string
}

var all = map[string]Target{
	"cpu": {Name: "cpu", ActDType: ir.F32, Transport: "tcp", Executes: true,
		Note: "Go kernels, fp32 compute, TCP data plane; the reference target"},
	"cuda": {Name: "cuda", ActDType: ir.BF16, Transport: "nccl", Executes: true,
		Note: "generated PTX kernels and cuBLAS GEMMs on NVIDIA GPUs, bf16 activations; the executables talk over TCP with host staging"},
	"ascend": {Name: "ascend", ActDType: ir.BF16, Transport: "hccl", Executables: true,
		Note: "lowered and golden-tested; not run on hardware"},
}

// Lookup finds a target by name.
func Lookup(name string) (Target, error) {
	t, ok := all[name]
	if !ok {
		return Target{}, fmt.Errorf("unknown target %q, expected one of %s", name, strings.Join(Names(), ", "))
	}
	return t, nil
}

// Names lists the target names, sorted.
func Names() []string {
	var n []string
	for k := range all {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}
