package passes

import (
	"fmt"

	"afdc/ir"
)

// inferPass recomputes the result type of every op of every module from the op table
// (ir.InferType, which first runs the verifier's checks of arity and attributes). A result whose
// type is unset (the zero Type) receives the computed type; a set type that differs is an error, as
// is a rule failure.
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
	// The checks the type rule relies on (arity, operands, attributes) are the verifier's, in ir.
	t, err := ir.InferType(op)
	if err != nil {
		return err
	}
	info := op.Info()
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
