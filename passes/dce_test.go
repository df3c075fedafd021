package passes

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/ir"
)

// An attention-role function with a dead chain, a used linear, and a send/recv whose result is unused.
func TestDCE(t *testing.T) {
	m := &ir.Module{Name: "t", Role: ir.RoleAttention}
	w := func(name string) *ir.Param {
		return m.AddParam(&ir.Param{Name: name, Ckpt: name, Type: bf(8, 8), Role: ir.RoleAttention})
	}
	w1, w2, w3 := w("w1"), w("w2"), w("w3")
	f := m.NewFunc("forward", bf(ir.Tokens, 8))
	x := f.Args[0]
	a := f.NewOp(ir.OpLinear, []*ir.Value{x}, []*ir.Param{w1}, nil).Result
	b := f.NewOp(ir.OpLinear, []*ir.Value{x}, []*ir.Param{w2}, nil).Result
	f.NewOp(ir.OpSiluMul, []*ir.Value{a, b}, nil, nil) // unused: a, b and this die together
	f.NewOp(ir.OpSend, []*ir.Value{x}, nil, ir.Attrs{"layer": int64(0), "kind": "dense"})
	f.NewOp(ir.OpRecv, nil, nil, ir.Attrs{"layer": int64(0), "dtype": "bf16", "width": int64(8)})
	f.NewOp(ir.OpRemoteFFN, []*ir.Value{x}, nil, ir.Attrs{"layer": int64(1), "kind": "dense"})
	kept := f.NewOp(ir.OpLinear, []*ir.Value{x}, []*ir.Param{w3}, nil).Result
	f.Results = []*ir.Value{kept}

	full := &ir.Module{Name: "t", Role: ir.RoleFull, Params: []*ir.Param{{Name: "unused", Ckpt: "unused", Type: bf(8), Role: ir.RoleAttention}}}
	full.NewFunc("forward", bf(ir.Tokens, 8))
	s := &State{Full: full, Attention: m}
	if err := dcePass(s); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"send", "recv", "remote_ffn", "linear"}, opNames(f)); diff != "" {
		t.Errorf("ops after dce (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]string{"w3": "attention"}, paramRoles(m)); diff != "" {
		t.Errorf("params after dce (-want +got):\n%s", diff)
	}
	if len(full.Params) != 1 {
		t.Errorf("dce dropped the full module's params; own needs them")
	}
	if err := ir.Verify(m); err != nil {
		t.Errorf("dce left a broken module: %v", err)
	}
}

// After split the attention side keeps nothing dead, and dce leaves both modules as they are.
func TestDCEAfterSplitIsStable(t *testing.T) {
	s := runPasses(t, tinyModel(t), Options{}, "split")
	att, ffn := ir.Print(s.Attention), ir.Print(s.FFN)
	s = runPasses(t, s.Full, Options{}, "split", "dce")
	if diff := cmp.Diff(att, ir.Print(s.Attention)); diff != "" {
		t.Errorf("attention (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(ffn, ir.Print(s.FFN)); diff != "" {
		t.Errorf("ffn (-want +got):\n%s", diff)
	}
}
