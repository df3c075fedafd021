package passes

import (
	"testing"

	"afdc/ir"
)

func TestVerifyPass(t *testing.T) {
	if err := verifyPass(&State{Full: tinyModel(t)}); err != nil {
		t.Fatalf("a sound model fails: %v", err)
	}
	wantErr(t, verifyPass(&State{}), "no full module")

	m := tinyModel(t)
	m.Role = ir.RoleAttention
	wantErr(t, verifyPass(&State{Full: m}), "role attention, expected full")

	m = tinyModel(t)
	f := m.Funcs[0]
	f.Body[1].Args = f.Body[1].Args[:0] // the first rms_norm loses its operand
	wantErr(t, verifyPass(&State{Full: m}), "@forward", "rms_norm")
}
