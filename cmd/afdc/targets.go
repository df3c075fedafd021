package main

import "afdc/targets/cpu"

// The targets this binary runs: each registers its backend with the runtime, which knows none
// itself. A CUDA or Ascend backend is one more line here.
func init() {
	cpu.Register()
}
