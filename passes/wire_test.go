package passes

import (
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/ir"
)

func TestWireSchema(t *testing.T) {
	hidden := WireTensor{Name: "hidden", DType: "bf16", Width: tHidden}
	logits := WireTensor{Name: "router_logits", DType: "f32", Width: tExperts}
	for _, tc := range []struct {
		gate  string
		want  []LayerSchema
		bytes []int64
	}{{
		gate: GateOnFFN,
		want: []LayerSchema{
			{Layer: 0, Kind: "dense", ToFFN: []WireTensor{hidden}, FromFFN: []WireTensor{hidden}},
			{Layer: 1, Kind: "moe", ToFFN: []WireTensor{hidden}, FromFFN: []WireTensor{hidden}},
			{Layer: 2, Kind: "moe", ToFFN: []WireTensor{hidden}, FromFFN: []WireTensor{hidden}},
		},
		bytes: []int64{32, 32, 32}, // 8 bf16 each way
	}, {
		gate: GateOnAttention,
		want: []LayerSchema{
			{Layer: 0, Kind: "dense", ToFFN: []WireTensor{hidden}, FromFFN: []WireTensor{hidden}},
			{Layer: 1, Kind: "moe", ToFFN: []WireTensor{hidden, logits}, FromFFN: []WireTensor{hidden}},
			{Layer: 2, Kind: "moe", ToFFN: []WireTensor{hidden, logits}, FromFFN: []WireTensor{hidden}},
		},
		bytes: []int64{32, 48, 48}, // plus 4 f32 logits
	}} {
		s := runPasses(t, tinyModel(t), Options{GateOn: tc.gate}, "split", "dce", "own", "wire")
		if diff := cmp.Diff(tc.want, s.Schema); diff != "" {
			t.Errorf("gate on %s: schema (-want +got):\n%s", tc.gate, diff)
		}
		var bytes []int64
		for _, ls := range s.Schema {
			bytes = append(bytes, ls.BytesPerToken())
		}
		if diff := cmp.Diff(tc.bytes, bytes); diff != "" {
			t.Errorf("gate on %s: bytes per token (-want +got):\n%s", tc.gate, diff)
		}
		if !regexp.MustCompile(`^[0-9a-f]{16}$`).MatchString(s.Plan) {
			t.Errorf("plan %q, want 16 hex digits", s.Plan)
		}
		for _, m := range []*ir.Module{s.Attention, s.FFN} {
			if m.Attrs["plan"] != s.Plan {
				t.Errorf("%s module: plan attr %v, want %s", m.Role, m.Attrs["plan"], s.Plan)
			}
		}
	}
}

func TestPlanID(t *testing.T) {
	plan := func(o Options) string {
		return runPasses(t, tinyModel(t), o, "split", "dce", "own", "wire").Plan
	}
	base := plan(Options{Stages: 2, Version: "v1"})
	if again := plan(Options{Stages: 2, Version: "v1"}); again != base {
		t.Errorf("plan not stable: %s then %s", base, again)
	}
	if dflt := plan(Options{Version: "v1"}); dflt != base {
		t.Errorf("default stages give plan %s, explicit 2 gives %s", dflt, base)
	}
	seen := map[string]string{base: "base"}
	for name, o := range map[string]Options{
		"stages 1":          {Stages: 1, Version: "v1"},
		"stages 3":          {Stages: 3, Version: "v1"},
		"gate on attention": {Stages: 2, GateOn: GateOnAttention, Version: "v1"},
		"version":           {Stages: 2, Version: "v2"},
	} {
		p := plan(o)
		if prev, dup := seen[p]; dup {
			t.Errorf("%s: plan %s equals that of %s", name, p, prev)
		}
		seen[p] = name
	}
	// A schema change alone changes the plan too.
	schema := []LayerSchema{{Layer: 0, Kind: "dense", ToFFN: []WireTensor{{Name: "hidden", DType: "bf16", Width: 8}}, FromFFN: []WireTensor{{Name: "hidden", DType: "bf16", Width: 8}}}}
	o := Options{Stages: 2, GateOn: "ffn"}
	a := planID("m", o, schema)
	schema[0].FromFFN[0].DType = "f32"
	if b := planID("m", o, schema); a == b {
		t.Errorf("plan ignores the wire dtype")
	}
	if planID("m", o, nil) == planID("n", o, nil) {
		t.Errorf("plan ignores the model name")
	}
}

func TestWireErrors(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(s *State)
		want   []string
	}{{
		name:   "argument type mismatch",
		mutate: func(s *State) { s.FFN.Func("layer.1").Args[0].Type = f3(ir.Tokens, tHidden) },
		want:   []string{"layer 1: attention sends (bf16[T,8]), but FFN @layer.1 takes (f32[T,8]), expected the same types"},
	}, {
		name: "result type mismatch",
		mutate: func(s *State) {
			g := s.FFN.Func("layer.0")
			g.Results = append(g.Results, g.Args[0])
		},
		want: []string{"layer 0: attention receives (bf16[T,8]), but FFN @layer.0 returns (bf16[T,8], bf16[T,8])"},
	}, {
		name: "missing and extra FFN functions",
		mutate: func(s *State) {
			s.FFN.Func("layer.2").Name = "layer.7"
			s.FFN.NewFunc("mlp")
		},
		want: []string{"layer 2: remote_ffn in @forward has no FFN function @layer.2",
			"FFN function @layer.7: no remote_ffn {layer=7} in the attention module calls it",
			"FFN function @mlp: expected a name layer.N"},
	}, {
		name: "two exchanges of one layer",
		mutate: func(s *State) {
			for _, op := range s.Attention.Funcs[0].Body {
				if op.Kind == ir.OpRemoteFFN && op.Attrs.MustInt("layer") == 2 {
					op.Attrs["layer"] = int64(1)
				}
			}
		},
		want: []string{"layer 1: remote_ffn in @forward and @forward, expected one per layer",
			"FFN function @layer.2: no remote_ffn {layer=2}"},
	}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := runPasses(t, tinyModel(t), Options{}, "split", "dce", "own")
			tc.mutate(s)
			wantErr(t, wirePass(s), tc.want...)
			if s.Plan != "" || s.Attention.Attrs["plan"] != nil {
				t.Errorf("a failed wire set a plan")
			}
		})
	}
}
