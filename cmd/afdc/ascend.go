package main

import (
	"fmt"
	"io"

	"afdc/targets"
	"afdc/targets/ascend/acl"
)

// targetSupport is what a role executable's --help says of its target, beyond the CPU reference.
func targetSupport(name string) string {
	if name == "cpu" {
		return ""
	}
	t, err := targets.Lookup(name)
	if err != nil {
		return ""
	}
	return fmt.Sprintf(" Target %s: %s.", name, t.Note)
}

// runAscend is an Ascend role executable after its flags: it loads CANN and HCCL first, so a
// machine without them gets one line naming the missing library. Serving through the device
// executor waits for the runtime's backend seam (docs/ascend.md says what plugs in where), so even
// with CANN present it stops with a clear error rather than pretend.
func runAscend(r *role, stderr io.Writer) int {
	lib, err := acl.Open(acl.Options{})
	if err != nil {
		fmt.Fprintf(stderr, "%s: error: %v\n", r.exe, err)
		return 1
	}
	defer lib.Close()
	fmt.Fprintf(stderr, "%s: error: CANN found (libraries loaded), but serving %s on Ascend is not wired into afdc's runtime yet: the target is lowered and golden-tested, not run on hardware\n", r.exe, r.man.Role)
	return 1
}
