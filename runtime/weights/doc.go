// Package weights reads and writes HuggingFace safetensors checkpoints.
//
// It owns the on-disk format: header parsing and validation, the mmap of each file, the index of a
// sharded checkpoint, the conversion of F32, BF16, F16 and block-scaled F8_E4M3 weights to float32,
// the comparison of a checkpoint against the tensors a role expects (Check), and the writer used by
// `afdc init-weights`. It imports nothing of the project; loaders above it decide which tensors a role
// reads and draw any progress display.
//
// Invariant kept by Open: every tensor's byte range lies inside its file's data section, no two
// non-empty tensors overlap, and dtype size × element count equals the range's length. Everything
// after Open relies on that and does no further bounds checking of the header.
package weights
