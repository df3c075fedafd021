package passes

import (
	"slices"

	"afdc/ir"
)

// dcePass removes, in every function of every module, each op that has no side effect (per the op
// table) and whose result nobody reads, until none is left; then it drops the params no op
// references from the role modules (the full module keeps its params: own compares against them).
func dcePass(s *State) error {
	for _, m := range []*ir.Module{s.Full, s.Attention, s.FFN} {
		if m == nil {
			continue
		}
		for _, f := range m.Funcs {
			dceFunc(f)
		}
		if m.Role != ir.RoleFull {
			refs := referenced(m)
			m.Params = slices.DeleteFunc(m.Params, func(p *ir.Param) bool { return !refs[p] })
		}
	}
	return nil
}

// dceFunc removes the dead ops of f. Every use of a value comes after its definition, so one sweep
// from the end reaches the fixed point: when an op is judged, all its readers have been judged and,
// if dead, have already given up their uses of its result.
func dceFunc(f *ir.Func) {
	uses := f.Uses()
	dead := map[*ir.Op]bool{}
	for i := len(f.Body) - 1; i >= 0; i-- {
		op := f.Body[i]
		if op.Info().SideEffect || (op.Result != nil && uses[op.Result] > 0) {
			continue
		}
		dead[op] = true
		for _, a := range op.Args {
			uses[a]--
		}
	}
	if len(dead) > 0 {
		f.Body = slices.DeleteFunc(f.Body, func(op *ir.Op) bool { return dead[op] })
	}
}
