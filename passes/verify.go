package passes

import (
	"errors"

	"afdc/ir"
)

// verifyPass checks the full module with the IR verifier before any pass relies on its shape.
func verifyPass(s *State) error {
	if s.Full == nil {
		return errors.New("no full module to compile")
	}
	if s.Full.Role != ir.RoleFull {
		return errors.New("input module has role " + s.Full.Role.String() + ", expected full")
	}
	return ir.Verify(s.Full)
}
