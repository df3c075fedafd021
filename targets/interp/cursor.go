// Package interp is the op-interpreter cursor the executors of the CPU and CUDA targets share: where
// a run of one function body stands, the values alive at that point, and how many uses each has
// left, so a value dies after its last use and a step's memory stays at a few layers' activations.
// The run stops before an exchange and resumes when its result arrives; what an op computes, and
// where its values live, is the executor's.
//
// It imports ir only.
package interp

import (
	"context"

	"afdc/ir"
)

// Cursor is one run through function F's body; V is the executor's value (a host buffer, a device
// pointer).
type Cursor[V any] struct {
	F    *ir.Func
	Env  map[*ir.Value]V   // the live values
	Uses map[*ir.Value]int // the uses each value has left
	PC   int               // the index in F.Body of the next op
}

// NewCursor starts a run of f at its first op with the live values env (its arguments).
func NewCursor[V any](f *ir.Func, env map[*ir.Value]V) Cursor[V] {
	return Cursor[V]{F: f, Env: env, Uses: f.Uses()}
}

// AtEnd says whether every op of the body has run.
func (c *Cursor[V]) AtEnd() bool { return c.PC == len(c.F.Body) }

// Op is the op the cursor stands at (nil at the end).
func (c *Cursor[V]) Op() *ir.Op {
	if c.AtEnd() {
		return nil
	}
	return c.F.Body[c.PC]
}

// Until runs each on the ops from the cursor up to (not including) the first op stop accepts, or to
// the end, checking ctx before each; each records what its op leaves with Done. An error stops the
// run at the op that failed.
func (c *Cursor[V]) Until(ctx context.Context, stop func(*ir.Op) bool, each func(*ir.Op) error) error {
	for ; c.PC < len(c.F.Body); c.PC++ {
		op := c.F.Body[c.PC]
		if stop(op) {
			return nil
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := each(op); err != nil {
			return err
		}
	}
	return nil
}

// Done records op's result as res and drops the arguments whose last use it was.
func (c *Cursor[V]) Done(op *ir.Op, res V) {
	if op.Result != nil {
		c.Env[op.Result] = res
	}
	for _, a := range op.Args {
		if c.Uses[a]--; c.Uses[a] == 0 {
			delete(c.Env, a)
		}
	}
}
