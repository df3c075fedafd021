package kgen

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/ir"
)

// TestPlanErrors feeds Plan ops whose types or attributes no kernel takes and checks the messages.
func TestPlanErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		op   *ir.Op // built by hand: ir's constructors would reject these ops first
		want string
	}{
		{"f16 activations", &ir.Op{Kind: ir.OpRMSNorm, Args: []*ir.Value{{Type: ir.T(ir.F16, ir.Sym("T"), 64)}},
			Weights: []*ir.Param{{Name: "w", Type: ir.T(ir.BF16, 64)}}, Attrs: ir.Attrs{"eps": 1e-6}},
			"rms_norm: activation f16[T,64], expected f32, bf16 or i32"},
		{"odd rope dims", &ir.Op{Kind: ir.OpRope, Args: []*ir.Value{{Type: ir.T(ir.F32, ir.Sym("T"), 32)}, {Type: ir.T(ir.I32, ir.Sym("T"))}},
			Attrs: ir.Attrs{"dims": int64(7), "theta": 10000.0, "heads": int64(1), "head_dim": int64(32), "offset": int64(0), "style": "neox"}},
			"rope: dims 7, theta 10000, expected a positive even dims and theta > 1"},
		{"router top_k", &ir.Op{Kind: ir.OpMoERoute, Args: []*ir.Value{{Type: ir.T(ir.F32, ir.Sym("T"), 16)}},
			Attrs: ir.Attrs{"scoring": "sigmoid", "method": "noaux_tc", "top_k": int64(9), "groups": int64(4), "topk_group": int64(2),
				"norm": true, "scale": 1.0}},
			"moe_route: route: top_k 9 exceeds the 8 experts in the kept groups"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := &ir.Module{Name: "m", Role: ir.RoleAttention}
			f := m.NewFunc("forward")
			tc.op.Result = &ir.Value{Type: tc.op.Args[0].Type, Def: tc.op}
			f.Body = append(f.Body, tc.op)
			_, _, err := Plan(m)
			if err == nil || err.Error() != "m: "+tc.want {
				t.Errorf("Plan: %v, want %q", err, "m: "+tc.want)
			}
		})
	}
}

// TestNoLLC checks the message a build without llc gives.
func TestNoLLC(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	_, err := FindToolchain()
	if !errors.Is(err, ErrNoLLC) || !strings.Contains(err.Error(), "apt-get install -y llvm-19") {
		t.Errorf("FindToolchain with no llc: %v, want ErrNoLLC naming the package", err)
	}
}

// TestOldLLC checks that an llc older than 19 is passed over.
func TestOldLLC(t *testing.T) {
	dir := t.TempDir()
	script := "#!/bin/sh\necho 'LLVM (http://llvm.org/):'\necho '  LLVM version 14.0.6'\n"
	if err := os.WriteFile(filepath.Join(dir, "llc"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	if _, err := FindToolchain(); !errors.Is(err, ErrNoLLC) {
		t.Errorf("FindToolchain with only llc 14: %v, want ErrNoLLC", err)
	}
}

// TestKernelPrint checks that the kernel IR dump names every op of a kernel that uses most of them.
func TestKernelPrint(t *testing.T) {
	k, _ := goldenSpecs["sample"].Build()
	s := k.String()
	for _, want := range []string{"kernel sample_f32_v96(out *i32, logits *f32", "loop.i32", "barrier", "sload.f32", "else", "rint.f64", "bits.i32"} {
		if !strings.Contains(s, want) {
			t.Errorf("dump lacks %q", want)
		}
	}
}
