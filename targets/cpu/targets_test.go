package cpu

// The CUDA target registers itself for the tests that compile a CUDA build and run it here (the
// bf16 emulation).
import _ "afdc/targets/cuda"
