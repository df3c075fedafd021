package main

import (
	"fmt"

	"afdc/targets/ascend"
	"afdc/targets/cpu"
	"afdc/targets/cuda"
)

// The targets this binary runs: each registers its backend with the runtime, which knows none
// itself.
func init() {
	cpu.Register()
	cuda.Register()
	ascend.Register()
}

// The command line's own runs: the demo and the CPU benchmarks build for the reference target,
// the device benchmarks for CUDA (deviceBenches: bench --target beyond the CPU).
const referenceTarget, cudaTarget = "cpu", "cuda"

// benchTarget is the target afdc bench measures its role programs on, the one plan --validate
// compares the planner's model with.
const benchTarget = cudaTarget

var deviceBenches = map[string]func(*benchCmd, *env) error{
	cudaTarget: (*benchCmd).runCUDA,
}

// deployTargets is what serve and deploy need of a target's devices: the flags that put a rank on
// device i, the Kubernetes resource of one device, the runtime base image and the build stage's
// packages. A target absent here runs on the host (cpu).
var deployTargets = map[string]struct {
	deviceArgs func(i int) []string
	resource   string
	base       string
	packages   []string
}{
	"cpu":    {base: "gcr.io/distroless/static-debian12"},
	"cuda":   {deviceArgs: func(i int) []string { return []string{"--device", fmt.Sprint(i)} }, resource: "nvidia.com/gpu", base: "nvidia/cuda:13.0.0-runtime-ubuntu24.04", packages: []string{"llvm-19"}},
	"ascend": {resource: "huawei.com/Ascend910", base: "ascendai/cann:latest"},
}
