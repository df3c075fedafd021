// Package kgen generates the CUDA target's device kernels: every non-GEMM op of a role program
// (dtype casts, embedding gather, RMSNorm with and without the fused residual add, SiLU·mul, rope,
// router scoring and top-k, argmax, paged attention) becomes a kernel specialised to the model's
// widths. Attention has three forms: one block per (token, head) (attention.go); the decode form
// split over the sequence with one block per (row, split, head group) plus a combine
// (mladecode.go, gqadecode.go; on sm_90 the flash-attention MLA kernel, mladecode_fa.go, on sm_90a
// the warpgroup-MMA one in its seesaw form, mladecode_ss.go), which the CUDA runtime takes wherever
// the program has it; and, in bf16, the fused causal prefill kernel
// (flashprefill.go) for a step's prompts and long chunks. The tensor-core kernels are built from
// warp-level mma.m16n8k16 with ldmatrix, cp.async and ex2.approx (warpmem.go), and from the Hopper
// layer's warpgroup MMA, TMA, mbarriers and named barriers (hopper.go) for sm_90a. Some ops of a decode step also run
// together, each set as one kernel with the separate kernels' bits: linears of one input
// (lineardecode.go), a linear with the residual add after it, a norm with the rope after it
// (normrope.go), and an MLA layer's latent side (mlalatent.go).
//
// Lowering is staged, each stage dumpable: a kernel is first built in a small kernel IR (kir.go: loads,
// stores, arithmetic, loops, shuffles, shared memory, barriers), then lowered through ONE table of
// rows (lower.go) to LLVM IR with github.com/llir/llvm for the nvptx64-nvidia-cuda triple, then
// compiled to PTX by llc (llc.go). Widths, head counts, expert counts, epsilons and rope frequencies
// are constants in the IR; only token and row counts are runtime arguments. The launch table
// (launch.go) tells a runtime how to call each kernel: entry name, parameters, block size, shared
// memory and how the grid follows from the runtime count. For sm_90 and sm_90a every kernel
// waits for the grid before it itself (griddepcontrol), so a runtime may launch them dependently.
//
// It owns no device state and binds no driver: it imports ir and the CPU kernels (whose rope
// frequencies it reuses bit for bit), never the runtime or compiler.
package kgen
