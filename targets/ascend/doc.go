// Package ascend is afdc's Ascend target: the role programs lowered to aclnn operator calls
// (two-phase: GetWorkspaceSize, then launch on a stream) and HCCL point-to-point transfers, through
// the bindings of package acl, behind the runtime's device seam.
//
// It owns the lowering table (one row per IR op: lower.go), the static activation plan of each role
// function (plan.go), the executor that runs a role program between its exchanges, one stream per
// stage (exec.go), the runtime backend over it (backend.go: runtime.AttentionBackend and
// FFNBackend, registered as "ascend"), the HCCL data plane as a runtime transport (hccl.go) and an
// --ep build's exchange over one HCCL communicator of all ranks (epattn.go, epplan.go, eprows.go).
// Tensors are device buffers described by aclTensor views built from IR types; weights, KV cache
// blocks and rope tables live in device memory the executor allocates at load.
//
// The runtime owns the rest: the scheduler, the block allocator whose tables the steps carry, the
// stage order (runtime.SplitEngine, runtime.ServeFFN) and the sampler's definition, which the
// backend follows for rows with a temperature. No Ascend hardware was available: the lowering is
// checked against a recording fake of the libraries (acl/fakeacl), with golden call sequences of a
// step the runtime drives under testdata/golden/ascend/. It imports ir, the runtime's interfaces,
// targets/ascend/acl and the rope frequency table every target shares (targets/opparams); never
// the compiler or another target.
package ascend
