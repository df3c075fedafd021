package cpu

import (
	"afdc/ir"
	"afdc/targets"
)

// The CPU target as the compiler and the planner see it: f32 compute, the TCP data plane, no
// generated files, and every op one call of its Go kernel (targets.Basic's rules).
func init() {
	targets.Register(targets.Basic{I: targets.Info{Name: "cpu", ActDType: ir.F32, ActDTypes: []ir.DType{ir.F32},
		Transport: "tcp", Executes: true, ExpertParallel: true, KVFP8: true, Note: "Go kernels, fp32 compute, TCP data plane; the reference target"}})
}
