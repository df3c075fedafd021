package passes

import (
	"strings"
	"testing"

	"afdc/ir"
)

func TestOwnAcceptsSplit(t *testing.T) {
	for _, gate := range []string{GateOnFFN, GateOnAttention} {
		runPasses(t, tinyModel(t), Options{GateOn: gate}, "split", "dce", "own")
	}
}

func TestOwnErrors(t *testing.T) {
	cases := []struct {
		name   string
		opts   Options
		mutate func(s *State)
		want   []string
	}{{
		name: "lost tensor",
		mutate: func(s *State) {
			s.Full.AddParam(&ir.Param{Name: "model.layers.0.mlp.extra.weight", Ckpt: "model.layers.0.mlp.extra.weight", Type: bf(8), Role: ir.RoleFFN})
			s.Full.AddParam(&ir.Param{Name: "rot", Ckpt: "model.layers.0.self_attn.rotary_emb.inv_freq", Type: bf(8), Role: ir.RoleAttention})
		},
		want: []string{"tensor model.layers.0.mlp.extra.weight (@model.layers.0.mlp.extra.weight) is lost",
			"tensor model.layers.0.self_attn.rotary_emb.inv_freq (@rot) is lost"},
	}, {
		name: "expert op in the attention module",
		mutate: func(s *State) {
			var experts *ir.Op
			for _, op := range s.FFN.Func("layer.1").Body {
				if op.Kind == ir.OpMoEExperts {
					experts = op
				}
			}
			f := s.Attention.Funcs[0]
			var remote *ir.Op
			for _, op := range f.Body {
				if op.Kind == ir.OpRemoteFFN && op.Attrs.MustInt("layer") == 1 {
					remote = op
				}
			}
			var ws []*ir.Param
			for _, w := range experts.Weights {
				q := *w
				q.Role = ir.RoleBoth
				ws = append(ws, s.Attention.AddParam(&q))
				w.Role = ir.RoleBoth
			}
			f.Body = append(f.Body, &ir.Op{Kind: ir.OpMoEExperts, Args: remote.Args, Weights: ws, Attrs: ir.Attrs{"top_k": int64(2)}})
		},
		opts: Options{GateOn: GateOnAttention},
		want: []string{"attention module: @forward: moe_experts @model.layers.1.mlp.experts.gate_proj @model.layers.1.mlp.experts.up_proj @model.layers.1.mlp.experts.down_proj: op may not run on the attention side",
			"tensor model.layers.1.mlp.experts.*.gate_proj.weight is an mlp tensor",
			"tensor model.layers.1.mlp.experts.*.up_proj.weight is an mlp tensor",
			"tensor model.layers.1.mlp.experts.*.down_proj.weight is an mlp tensor"},
	}, {
		name: "input norm in the FFN module",
		mutate: func(s *State) {
			g := s.FFN.Func("layer.0")
			w := *s.Attention.Param("model.layers.0.input_layernorm.weight")
			w.Role = ir.RoleFFN
			op := &ir.Op{Kind: ir.OpRMSNorm, Args: []*ir.Value{g.Args[0]}, Weights: []*ir.Param{s.FFN.AddParam(&w)}, Attrs: ir.Attrs{"eps": 1e-6}}
			op.Result = &ir.Value{Type: g.Args[0].Type, Def: op}
			g.Body[0].Args[0] = op.Result
			g.Body = append([]*ir.Op{op}, g.Body...)
		},
		want: []string{"ffn module: @layer.0: rms_norm @model.layers.0.input_layernorm.weight: tensor model.layers.0.input_layernorm.weight is a norm outside mlp",
			"attention module: param @model.layers.0.input_layernorm.weight (tensor model.layers.0.input_layernorm.weight) has role attention, expected both (referenced by both modules)",
			"ffn module: param @model.layers.0.input_layernorm.weight (tensor model.layers.0.input_layernorm.weight) has role ffn, expected both"},
	}, {
		name: "attention tensors held by the FFN module",
		mutate: func(s *State) {
			for _, name := range []string{"lm_head.weight", "model.embed_tokens.weight", "model.layers.2.self_attn.o_proj.weight"} {
				q := *s.Full.Param(name)
				q.Role = ir.RoleFFN
				s.FFN.AddParam(&q)
			}
		},
		want: []string{"ffn module: param @lm_head.weight: tensor lm_head.weight is the lm_head",
			"ffn module: param @model.embed_tokens.weight: tensor model.embed_tokens.weight is an embedding",
			"ffn module: param @model.layers.2.self_attn.o_proj.weight: tensor model.layers.2.self_attn.o_proj.weight is an attention tensor"},
	}, {
		name: "router weight on the attention side with the gate on ffn",
		mutate: func(s *State) {
			// Split as if the gate ran on the attention side, then check against gate on ffn.
			o := s.Opts
			s.Opts.GateOn = GateOnAttention
			if err := splitPass(s); err != nil {
				panic(err)
			}
			s.Opts = o
		},
		want: []string{"attention module: @forward: linear @model.layers.1.mlp.gate.weight: tensor model.layers.1.mlp.gate.weight is an mlp tensor",
			"attention module: @forward: linear @model.layers.2.mlp.gate.weight"},
	}, {
		name: "role disagrees",
		mutate: func(s *State) {
			s.FFN.Param("model.layers.1.mlp.gate.weight").Role = ir.RoleAttention
			s.Attention.Param("lm_head.weight").Role = ir.RoleBoth
		},
		want: []string{"ffn module: param @model.layers.1.mlp.gate.weight (tensor model.layers.1.mlp.gate.weight) has role attention, expected ffn (referenced by this module only)",
			"attention module: param @lm_head.weight (tensor lm_head.weight) has role both, expected attention"},
	}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := runPasses(t, tinyModel(t), tc.opts, "split", "dce")
			tc.mutate(s)
			err := ownPass(s)
			wantErr(t, err, tc.want...)
			if err != nil {
				if n := strings.Count(err.Error(), "\n") + 1; n != len(tc.want) {
					t.Errorf("%d violations reported, want %d:\n%v", n, len(tc.want), err)
				}
			}
		})
	}
}
