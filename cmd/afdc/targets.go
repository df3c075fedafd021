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

// deviceBenches are bench's targets beyond the CPU: the measurements run on their devices.
var deviceBenches = map[string]func(*benchCmd, *env) error{
	"cuda": (*benchCmd).runCUDA,
}
