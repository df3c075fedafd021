package compiler

// The targets the compiler's tests build for register themselves at init, as they do in the
// afdc binary (cmd/afdc/targets.go); the compiler itself imports none.
import (
	_ "afdc/targets/ascend"
	_ "afdc/targets/cpu"
	_ "afdc/targets/cuda"
)
