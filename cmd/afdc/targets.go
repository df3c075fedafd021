package main

import (
	"afdc/targets/cpu"
	"afdc/targets/cuda"
)

// The targets this binary runs: each registers its backend with the runtime, which knows none
// itself. An Ascend backend is one more line here.
func init() {
	cpu.Register()
	cuda.Register()
}
