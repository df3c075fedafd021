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

// The command line's own runs: the demo and the CPU benchmarks build for the reference target,
// the device benchmarks for CUDA (deviceBenches: bench --target beyond the CPU).
const referenceTarget, cudaTarget = "cpu", "cuda"

// benchTarget is the target afdc bench measures its role programs on, the one plan --validate
// compares the planner's model with.
const benchTarget = cudaTarget

var deviceBenches = map[string]func(*benchCmd, *env) error{
	cudaTarget: (*benchCmd).runCUDA,
}
