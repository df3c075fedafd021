package main

import (
	"fmt"

	planfile "afdc/deploy"
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

// The demo and CPU benchmarks build for the reference target; bench --target cuda and plan --validate for CUDA.
const referenceTarget, cudaTarget = "cpu", "cuda"

var deviceBenches = map[string]func(*benchCmd, *env) error{
	cudaTarget: (*benchCmd).runCUDA,
}

// deployTargets is what serve and deploy k8s need of each target's devices; a target absent here
// runs on the host (cpu).
var deployTargets = map[string]planfile.DeviceTarget{
	"cpu":    {Base: "gcr.io/distroless/static-debian12"},
	"cuda":   {DeviceArgs: func(i int) []string { return []string{"--device", fmt.Sprint(i)} }, Resource: "nvidia.com/gpu", Base: "nvidia/cuda:13.0.0-runtime-ubuntu24.04", Packages: []string{"llvm-19"}},
	"ascend": {Resource: "huawei.com/Ascend910", Base: "ascendai/cann:latest"},
}
