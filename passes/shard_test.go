package passes

import (
	"fmt"
	"slices"
	"testing"

	"afdc/ir"
)

// TestShardNoOp: without --ep (0 or 1) the pass changes nothing: same programs, same plan id.
func TestShardNoOp(t *testing.T) {
	base := runPasses(t, tinyModel(t), Options{}, "verify", "infer", "split", "dce", "own", "wire", "stage")
	for _, ep := range []int{0, 1} {
		s := &State{Full: tinyModel(t), Opts: Options{EP: ep}}
		if err := Run(s, Hooks{VerifyEach: true}); err != nil {
			t.Fatal(err)
		}
		if s.Plan != base.Plan || ir.Print(s.Attention) != ir.Print(base.Attention) || ir.Print(s.FFN) != ir.Print(base.FFN) {
			t.Errorf("ep %d: programs or plan %s differ from the unsharded build's (plan %s)", ep, s.Plan, base.Plan)
		}
	}
}

// TestShardPlacement: with --ep 3 the routed experts alone stay on the FFN side (one expert_ffn per
// MoE layer, the contiguous map 2, 1, 1), everything else of the MLPs moves to the attention side,
// and the plan id depends on N and on the map.
func TestShardPlacement(t *testing.T) {
	s := runPasses(t, tinyModel(t), Options{EP: 3}, "verify", "infer", "split", "shard", "dce", "own", "wire")
	for _, f := range s.FFN.Funcs {
		if got := opNames(f); !slices.Equal(got, []string{"expert_ffn"}) {
			t.Errorf("FFN @%s holds %v, want expert_ffn alone", f.Name, got)
		}
		if m := f.Body[0].Attrs["map"]; fmt.Sprint(m) != "[0 0 1 2]" {
			t.Errorf("FFN @%s map %v, want [0 0 1 2]", f.Name, m)
		}
	}
	for name, role := range paramRoles(s.FFN) {
		if role != "ffn" {
			t.Errorf("FFN param %s has role %s, want ffn", name, role)
		}
	}
	for _, p := range s.FFN.Params {
		if p.Experts == 0 {
			t.Errorf("FFN param %s is not a routed expert tensor", p.Name)
		}
	}
	var ops []string
	for _, op := range s.Attention.Funcs[0].Body {
		ops = append(ops, op.Info().Name)
	}
	for _, want := range []string{"moe_route", "remote_experts", "silu_mul"} {
		if !slices.Contains(ops, want) {
			t.Errorf("attention @forward lacks %s: %v", want, ops)
		}
	}
	if slices.Contains(ops, "remote_ffn") {
		t.Errorf("attention @forward keeps a remote_ffn: %v", ops)
	}
	plans := map[string]string{}
	for _, o := range []Options{{EP: 2}, {EP: 3}, {EP: 3, ExpertMap: map[int][]int64{1: {2, 1, 0, 0}, 2: {2, 1, 0, 0}}}} {
		st := runPasses(t, tinyModel(t), o, "verify", "infer", "split", "shard", "dce", "own", "wire")
		key := fmt.Sprint(o.EP, o.ExpertMap)
		for k, p := range plans {
			if p == st.Plan {
				t.Errorf("options %s and %s share plan %s", k, key, p)
			}
		}
		plans[key] = st.Plan
	}
}

func TestShardErrors(t *testing.T) {
	run := func(o Options) error { return Run(&State{Full: tinyModel(t), Opts: o}, Hooks{}) }
	wantErr(t, run(Options{EP: 5}), "pass shard", "5 expert ranks for 4 experts")
	wantErr(t, run(Options{EP: 2, GateOn: GateOnFFN}), `gate on "ffn" with ep 2`, "attention side")
	wantErr(t, run(Options{EP: -1}), "ep -1, expected at least 1")
	wantErr(t, run(Options{EP: 1, ExpertMap: map[int][]int64{1: {0, 0, 0, 0}}}), "expert map with ep 1")
	wantErr(t, run(Options{EP: 2, ExpertMap: map[int][]int64{1: {0, 1, 0}}}), "layer 1", "places 3 experts, expected the layer's 4")
	wantErr(t, run(Options{EP: 2, ExpertMap: map[int][]int64{1: {0, 0, 0, 0}}}), "rank 1 holds no expert")
	wantErr(t, run(Options{EP: 2, ExpertMap: map[int][]int64{1: {0, 2, 1, 0}}}), "expert 1 on rank 2, expected a rank 0..1")
	wantErr(t, run(Options{EP: 2, ExpertMap: map[int][]int64{0: {0, 1, 0, 1}}}), "layer 0 is not a MoE layer")
}
