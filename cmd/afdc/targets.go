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

// benchTarget is the target afdc bench measures its role programs on, the one plan --validate
// compares the planner's model with.
const benchTarget = "cuda"
