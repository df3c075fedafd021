package main

import (
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
