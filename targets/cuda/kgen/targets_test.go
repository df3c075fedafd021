package kgen_test

// The targets the tests compile for register themselves at init, as in the afdc binary.
import (
	_ "afdc/targets/cpu"
	_ "afdc/targets/cuda"
)
