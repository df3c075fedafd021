package interp

import (
	"context"
	"errors"
	"testing"

	"afdc/ir"
)

// TestCursor: a run stops before the op stop accepts and resumes after it; each value dies after
// its last use; a cancelled context stops the run before the next op.
func TestCursor(t *testing.T) {
	ty := ir.T(ir.F32, ir.Sym("T"), 4)
	x, a, b, c := &ir.Value{Type: ty}, &ir.Value{Type: ty}, &ir.Value{Type: ty}, &ir.Value{Type: ty}
	f := &ir.Func{Name: "f", Args: []*ir.Value{x}, Results: []*ir.Value{c}, Body: []*ir.Op{
		{Kind: ir.OpRMSNorm, Args: []*ir.Value{x}, Result: a},
		{Kind: ir.OpSend, Args: []*ir.Value{a}},
		{Kind: ir.OpAdd, Args: []*ir.Value{a, x}, Result: b},
		{Kind: ir.OpAdd, Args: []*ir.Value{b, b}, Result: c},
	}}
	cur := NewCursor(f, map[*ir.Value]int{x: 1})
	var ran []ir.OpKind
	each := func(op *ir.Op) error {
		ran = append(ran, op.Kind)
		cur.Done(op, len(ran)+1)
		return nil
	}
	isSend := func(op *ir.Op) bool { return op.Kind == ir.OpSend }
	if err := cur.Until(context.Background(), isSend, each); err != nil {
		t.Fatal(err)
	}
	if cur.Op() != f.Body[1] || len(ran) != 1 || cur.Env[a] != 2 || cur.Env[x] != 1 {
		t.Fatalf("stopped at %v after %v with %v, expected at the send after one op, a and x alive", cur.Op(), ran, cur.Env)
	}
	cur.Done(cur.Op(), 0) // the send: a's second use
	cur.PC++
	if err := cur.Until(context.Background(), isSend, each); err != nil {
		t.Fatal(err)
	}
	if !cur.AtEnd() || cur.Op() != nil || len(ran) != 3 {
		t.Fatalf("ran %v, at end %v, expected all four ops done", ran, cur.AtEnd())
	}
	if _, ok := cur.Env[a]; ok || len(cur.Env) != 1 || cur.Env[c] != 4 {
		t.Errorf("live values at the end %v, expected only the result c", cur.Env)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	again := NewCursor(f, map[*ir.Value]int{x: 1})
	if err := again.Until(ctx, isSend, each); !errors.Is(err, context.Canceled) || again.PC != 0 {
		t.Errorf("cancelled run: %v at %d, expected context.Canceled before the first op", err, again.PC)
	}
}
