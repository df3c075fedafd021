package ir

import (
	"errors"
	"fmt"
)

// arityProblems says what is wrong with the numbers of operands and weights of op against its row.
func arityProblems(op *Op, info *OpInfo) []string {
	var p []string
	if n := len(op.Args); n < info.MinArgs || n > info.MaxArgs {
		p = append(p, fmt.Sprintf("%d args, expected %s", n, countRange(info.MinArgs, info.MaxArgs)))
	}
	if n := len(op.Weights); n < info.MinWeights || n > info.MaxWeights {
		p = append(p, fmt.Sprintf("%d weights, expected %s", n, countRange(info.MinWeights, info.MaxWeights)))
	}
	return p
}

// InferType runs op's result-type rule once the checks the rule relies on hold: the op is in the
// table, its operand and weight counts fit its row, none is nil, its attributes check. It returns
// the first failure, worded as Verify words it; Verify reports all of them with their context.
func InferType(op *Op) (Type, error) {
	if op.Kind == OpInvalid || op.Kind >= numOps {
		return Type{}, fmt.Errorf("op kind %s, expected an op of the table", op.Kind)
	}
	info := op.Info()
	if p := arityProblems(op, info); len(p) > 0 {
		return Type{}, errors.New(p[0])
	}
	for i, a := range op.Args {
		if a == nil {
			return Type{}, fmt.Errorf("arg %d is nil", i)
		}
	}
	for i, w := range op.Weights {
		if w == nil {
			return Type{}, fmt.Errorf("weight %d is nil", i)
		}
	}
	if err := CheckAttrs(op); err != nil {
		return Type{}, err
	}
	return info.Infer(op)
}
