package passes

import (
	"fmt"

	"afdc/ir"
)

// inferPass recomputes the result type of every op of every module from the op table, after
// checking the op's arity and attributes against its row. A result whose type is unset (the zero
// Type) receives the computed type; a set type that differs is an error, as is a rule failure.
//
// Ops are visited in program order, so a filled-in type is seen by the ops that read it.
func inferPass(s *State) error {
	for _, m := range []*ir.Module{s.Full, s.Attention, s.FFN} {
		if m == nil {
			continue
		}
		for _, f := range m.Funcs {
			for i, op := range f.Body {
				if err := inferOp(op); err != nil {
					return fmt.Errorf("%s (op %d): %w", where(f, op), i, err)
				}
			}
		}
	}
	return nil
}

func inferOp(op *ir.Op) error {
	if op.Kind == ir.OpInvalid || int(op.Kind) >= len(ir.Ops()) {
		return fmt.Errorf("op kind %d is not in the op table", op.Kind)
	}
	info := op.Info()
	if n := len(op.Args); n < info.MinArgs || n > info.MaxArgs {
		return fmt.Errorf("%d operands, expected %s", n, between(info.MinArgs, info.MaxArgs))
	}
	if n := len(op.Weights); n < info.MinWeights || n > info.MaxWeights {
		return fmt.Errorf("%d weights, expected %s", n, between(info.MinWeights, info.MaxWeights))
	}
	for i, a := range op.Args {
		if a == nil {
			return fmt.Errorf("operand %d is missing", i)
		}
	}
	for i, w := range op.Weights {
		if w == nil {
			return fmt.Errorf("weight %d is missing", i)
		}
	}
	if err := ir.CheckAttrs(op); err != nil {
		return err
	}
	t, err := info.Infer(op)
	if err != nil {
		return err
	}
	switch {
	case !info.HasResult && op.Result != nil:
		return fmt.Errorf("has a result of type %s, expected none", op.Result.Type)
	case !info.HasResult:
		return nil
	case op.Result == nil:
		return fmt.Errorf("has no result, expected one of type %s", t)
	case op.Result.Type.DType == ir.InvalidDType && len(op.Result.Type.Shape) == 0:
		op.Result.Type = t
	case !op.Result.Type.Equal(t):
		return fmt.Errorf("result is %s, but the type rule gives %s", op.Result.Type, t)
	}
	return nil
}

func between(lo, hi int) string {
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d to %d", lo, hi)
}
