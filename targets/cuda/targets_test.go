package cuda

// The CPU target registers itself for the tests that compare a CUDA run with the reference.
import _ "afdc/targets/cpu"
