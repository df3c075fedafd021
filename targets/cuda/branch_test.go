package cuda

import (
	"testing"

	"afdc/compiler"
	"afdc/ir"
)

// TestBranches: every MoE layer with shared experts has its shared experts found as a branch of
// the routed-experts op's input (gate and up linears, SiLU·mul, down linear, in program order) that
// joins the routed sum at the layer's add, launched right after that input is made; in the full
// program and the FFN program alike. A shared result read elsewhere keeps the layer in program order.
func TestBranches(t *testing.T) {
	for _, c := range []struct {
		model string
		want  int
	}{{"tiny-deepseek-v3", 2}, {"tiny-glm4-moe", 2}, {"tiny-deepseek-v2-lite", 2}, {"deepseek-v3", 58}} {
		a := compileCase(t, c.model, compiler.BuildOptions{Target: "cuda", Stages: 1})
		for _, m := range []*ir.Module{a.Full, a.FFN} {
			n := 0
			for _, f := range m.Funcs {
				at := map[*ir.Op]int{}
				for i, op := range f.Body {
					at[op] = i
				}
				for trig, br := range branches(f) {
					n++
					kinds := []ir.OpKind{}
					for _, op := range br.ops {
						kinds = append(kinds, op.Kind)
					}
					want := []ir.OpKind{ir.OpLinear, ir.OpLinear, ir.OpSiluMul, ir.OpLinear}
					if len(kinds) != len(want) || kinds[0] != want[0] || kinds[2] != want[2] || kinds[3] != want[3] {
						t.Errorf("%s %s: branch ops %v, expected gate, up, silu_mul, down", c.model, m.Role, kinds)
						continue
					}
					x := br.ops[0].Args[0]
					if x.Def != nil && at[trig] != at[x.Def]+1 || x.Def == nil && at[trig] != 0 {
						t.Errorf("%s %s: branch launched before op %d, expected the op after its input's", c.model, m.Role, at[trig])
					}
					if br.join.Kind != ir.OpAdd || br.join.Args[1] != br.ops[3].Result {
						t.Errorf("%s %s: branch joins at %s, expected the add of the routed and shared results", c.model, m.Role, br.join.Info().Name)
					}
				}
			}
			if n != c.want {
				t.Errorf("%s %s: %d branches, expected %d (one per MoE layer)", c.model, m.Role, n, c.want)
			}
		}
	}
	// The shared experts' output also returned by the function: not a branch.
	a := compileCase(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "cuda", Stages: 1})
	f := a.Full.Func("forward")
	var br *branch
	for _, b := range branches(f) {
		br = b
	}
	f.Results = append(f.Results, br.ops[3].Result)
	if got := len(branches(f)); got != 1 {
		t.Errorf("one layer's shared output read outside it: %d branches, expected 1 (the other layer)", got)
	}
}
