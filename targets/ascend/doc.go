// Package ascend is afdc's Ascend target: the role programs lowered to aclnn operator calls
// (two-phase: GetWorkspaceSize, then launch on a stream) and HCCL point-to-point transfers, through
// the bindings of package acl.
//
// It owns the lowering table (one row per IR op: lower.go), the static activation plan of each role
// function (plan.go), the executor that walks a role program for a step's stages, one stream per
// stage (exec.go), and the HCCL data plane of one attention-FFN pair (hccl.go). Tensors are device
// buffers described by aclTensor views built from IR types; weights, KV cache blocks and rope tables
// live in device memory the executor allocates at load.
//
// No Ascend hardware was available: the lowering is checked against a recording fake of the
// libraries (acl/fakeacl), with golden call sequences under testdata/golden/ascend/. The runtime's
// scheduler, block allocator and sampler parameters stay in the runtime; this package receives block
// tables and token counts per stage as plain data. It imports ir, targets/ascend/acl and the CPU
// target's rope frequency math; never the runtime or the compiler.
package ascend
