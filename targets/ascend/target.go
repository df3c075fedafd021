package ascend

import (
	"afdc/ir"
	"afdc/targets"
)

// The Ascend target as the compiler and the planner see it: bf16 activations, HCCL between the
// roles, nothing generated beside the role programs, and every op one launch (targets.Basic's
// rules).
func init() {
	targets.Register(targets.Basic{I: targets.Info{Name: "ascend", ActDType: ir.BF16, ActDTypes: []ir.DType{ir.BF16},
		Transport: "hccl", Executables: true, ExpertParallel: true, Note: "lowered and golden-tested; not run on hardware"}})
}
