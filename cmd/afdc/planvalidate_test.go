package main

import (
	"afdc/compiler"
	"afdc/ir"
	"afdc/targets"
)

// stagedModel is the planner's model of one role's step as plan --validate prices it (one GPU, the
// exchange host-staged as afdc bench runs the pair), in ms.
func stagedModel(mod *ir.Module, prof *targets.Profile, s ir.Step) float64 {
	return compiler.PriceRole(mod, "cuda", prof, s, compiler.CostOptions{GPUs: 1, HostStaged: true}).Ms
}
