package passes

import (
	"fmt"
	"strings"
	"testing"

	"afdc/ir"
)

// TestTargetPasses: a target's own passes run after every shared pass, only in builds for that target,
// can be dumped by their TARGET/NAME, and may rewrite ops into custom_calls that verify.
func TestTargetPasses(t *testing.T) {
	var ran []string
	RegisterTargetPasses("test-target", Pass{Name: "library-rewrite", Doc: "linear of the FFN as a custom_call", Fn: func(s *State) error {
		ran = append(ran, fmt.Sprintf("after %d shared passes, stage attr %v", len(Pipeline), s.Attention.Attrs["stages"]))
		for _, f := range s.FFN.Funcs {
			for _, op := range f.Body {
				if op.Kind == ir.OpLinear && len(op.Weights) == 1 {
					op.Kind = ir.OpCustomCall
					op.Attrs = ir.Attrs{"target": "test-target", "call": "gemm", "dtype": op.Result.Type.DType.String(), "width": op.Result.Type.Shape.Last().N}
				}
			}
		}
		return nil
	}})
	for _, target := range []string{"", "test-target"} {
		ran = nil
		st := &State{Full: tinyModel(t), Opts: Options{Stages: 2, Version: "t", Target: target}}
		var dumped []string
		hooks := Hooks{VerifyEach: true, DumpAfter: "test-target/library-rewrite", Dump: func(p string, _ *State) { dumped = append(dumped, p) }}
		if target == "" {
			hooks = Hooks{VerifyEach: true}
		}
		if err := Run(st, hooks); err != nil {
			t.Fatalf("target %q: %v", target, err)
		}
		calls := strings.Count(ir.Print(st.FFN), "custom_call")
		switch {
		case target == "" && (len(ran) != 0 || calls != 0):
			t.Errorf("a build without the target ran its passes: %v, %d custom calls", ran, calls)
		case target != "" && (len(ran) != 1 || calls == 0 || len(dumped) != 1):
			t.Errorf("target build: ran %v, %d custom calls, dumped %v; want one run after the shared passes, calls, one dump", ran, calls, dumped)
		}
	}
	err := Run(&State{Full: tinyModel(t), Opts: Options{Target: "cpu"}}, Hooks{DumpAfter: "test-target/library-rewrite", Dump: func(string, *State) {}})
	if err == nil || !strings.Contains(err.Error(), `dump after "test-target/library-rewrite": no such pass`) {
		t.Errorf("dump of another target's pass: %v", err)
	}
}
