// Package kernels holds the numerical kernels of the CPU target: embedding, RMSNorm, Linear, SwiGLU,
// RoPE (default and YaRN), MLA and GQA attention over paged KV caches, MoE routing and the
// routed-expert combination, and greedy / nucleus sampling.
//
// These kernels are the reference implementation every other target is checked against. They follow
// HF transformers 5.17 numerics in float32 as written down in the shared ARCH reference (§1.3, §2, §3,
// §4): all compute is float32 on row-major []float32, and each kernel's doc comment states its exact
// formula and where its rounding differs from torch's.
//
// Batch invariance is the central invariant of this package: the bits of a token row's output never
// depend on which or how many other rows share the call. Every reduction over a row runs in an order
// fixed by the row's own length and the weight/cache layout only; work is parallelised across rows,
// output columns, or (token, head) pairs, never by splitting a reduction. This is what makes split
// attention/FFN execution equal to monolithic execution bit for bit. The weight products (Linear,
// the routed experts) run their own kernels (dot.go: AVX-512 or AVX2 assembly on amd64, portable Go
// elsewhere) in one canonical order fixed by the length, over f32 or bf16 weights. The attention
// kernels' dot products use gonum's blas32 (assembly on amd64). Its dot kernel peels leading
// elements until the SECOND operand is 16-byte aligned, so the summation order depends on that
// operand's address: every call passes as the second operand a vector whose address does not
// depend on the batch or the block table (a weight row, or the query-side vector where the cache
// row goes first).
//
// Shape mismatches are programming errors of the caller (the compiler verified the program's shapes);
// kernels without an error result panic with a message naming the kernel, the argument, what was found
// and what was expected. Input that can come from a user (token ids) is reported as an error instead.
//
// The package imports from afdc only the shared op parameters (targets/opparams) and the FP8 KV
// cache's format (runtime/kvfp8): it is leaf code used by the CPU runtime.
package kernels
