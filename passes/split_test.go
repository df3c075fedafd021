package passes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/ir"
)

var attnLayerOps = []string{"rms_norm", "linear", "linear", "linear", "rope", "rope", "gqa_attention", "linear", "add", "rms_norm"}

// attentionForward is the expected op list of the attention @forward after split; router says
// whether the MoE layers keep their router linear.
func attentionForward(router bool) []string {
	out := []string{"embedding"}
	for l := range 3 {
		out = append(out, attnLayerOps...)
		if router && l > 0 {
			out = append(out, "linear")
		}
		out = append(out, "remote_ffn", "add")
	}
	return append(out, "rms_norm", "last_tokens", "linear", "sample")
}

func TestSplitDefault(t *testing.T) {
	full := tinyModel(t)
	before := ir.Print(full)
	s := runPasses(t, full, Options{}, "split")

	if got := ir.Print(s.Full); got != before {
		t.Errorf("split changed the full module (-want +got):\n%s", cmp.Diff(before, got))
	}
	if diff := cmp.Diff([]string{"forward"}, funcNames(s.Attention)); diff != "" {
		t.Errorf("attention functions (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(attentionForward(false), opNames(s.Attention.Funcs[0])); diff != "" {
		t.Errorf("attention @forward ops (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"layer.0", "layer.1", "layer.2"}, funcNames(s.FFN)); diff != "" {
		t.Errorf("FFN functions (-want +got):\n%s", diff)
	}
	dense := []string{"linear", "linear", "silu_mul", "linear"}
	moe := []string{"linear", "moe_route", "moe_experts", "linear", "linear", "silu_mul", "linear", "add"}
	for i, want := range [][]string{dense, moe, moe} {
		g := s.FFN.Funcs[i]
		if diff := cmp.Diff(want, opNames(g)); diff != "" {
			t.Errorf("@%s ops (-want +got):\n%s", g.Name, diff)
		}
		if diff := cmp.Diff([]ir.Type{bf(ir.Tokens, tHidden)}, valueTypes(g.Args)); diff != "" {
			t.Errorf("@%s args (-want +got):\n%s", g.Name, diff)
		}
		if len(g.Results) != 1 || g.Results[0].Def != g.Body[len(g.Body)-1] {
			t.Errorf("@%s returns %v, want the result of its last op", g.Name, g.Results)
		}
	}

	// remote_ffn: attributes, operand (the cut) and its result feeding the residual add.
	var remotes []string
	f := s.Attention.Funcs[0]
	for i, op := range f.Body {
		if op.Kind != ir.OpRemoteFFN {
			continue
		}
		remotes = append(remotes, fmt.Sprintf("%d %s", op.Attrs.MustInt("layer"), op.Attrs.MustStr("kind")))
		if cut := op.Args[0].Def; len(op.Args) != 1 || cut.Kind != ir.OpRMSNorm {
			t.Errorf("remote_ffn %d reads %v, want the post-attention norm", i, op.Args)
		}
		if next := f.Body[i+1]; next.Kind != ir.OpAdd || next.Args[1] != op.Result || op.Result.Def != op {
			t.Errorf("remote_ffn %d: result not read by the residual add that follows", i)
		}
	}
	if diff := cmp.Diff([]string{"0 dense", "1 moe", "2 moe"}, remotes); diff != "" {
		t.Errorf("remote_ffn layer/kind (-want +got):\n%s", diff)
	}

	// Params: the FFN side holds exactly the mlp.* params, the attention side the rest.
	wantAtt, wantFFN := map[string]string{}, map[string]string{}
	for _, p := range full.Params {
		if ffnName(p.Name) {
			wantFFN[p.Name] = "ffn"
		} else {
			wantAtt[p.Name] = "attention"
		}
	}
	if diff := cmp.Diff(wantAtt, paramRoles(s.Attention)); diff != "" {
		t.Errorf("attention params (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(wantFFN, paramRoles(s.FFN)); diff != "" {
		t.Errorf("FFN params (-want +got):\n%s", diff)
	}
	for _, m := range []*ir.Module{s.Attention, s.FFN} {
		if diff := cmp.Diff(full.Attrs, m.Attrs); diff != "" || m.Name != full.Name {
			t.Errorf("%s module: name %q, attrs (-want +got):\n%s", m.Role, m.Name, diff)
		}
		// The modules must not share params with the full module or each other.
		for _, p := range m.Params {
			if slices.Contains(full.Params, p) {
				t.Errorf("%s module shares param @%s with the full module", m.Role, p.Name)
			}
		}
	}
}

func ffnName(name string) bool { return strings.Contains(name, ".mlp.") }

func TestSplitGateOnAttention(t *testing.T) {
	full := tinyModel(t)
	s := runPasses(t, full, Options{GateOn: GateOnAttention}, "split")
	f := s.Attention.Funcs[0]
	if diff := cmp.Diff(attentionForward(true), opNames(f)); diff != "" {
		t.Errorf("attention @forward ops (-want +got):\n%s", diff)
	}
	for _, op := range f.Body {
		if op.Kind != ir.OpRemoteFFN {
			continue
		}
		l := op.Attrs.MustInt("layer")
		if l == 0 {
			if len(op.Args) != 1 {
				t.Errorf("dense layer 0: remote_ffn has %d operands, want 1", len(op.Args))
			}
			continue
		}
		if len(op.Args) != 2 || !isRouter(op.Args[1].Def) || op.Args[1].Def.Args[0] != op.Args[0] {
			t.Errorf("layer %d: remote_ffn operands %v, want the cut and the router logits of linear(cut)", l, op.Args)
		}
	}
	moe := []string{"moe_route", "moe_experts", "linear", "linear", "silu_mul", "linear", "add"}
	for _, name := range []string{"layer.1", "layer.2"} {
		g := s.FFN.Func(name)
		if diff := cmp.Diff(moe, opNames(g)); diff != "" {
			t.Errorf("@%s ops (-want +got):\n%s", name, diff)
		}
		want := []ir.Type{bf(ir.Tokens, tHidden), f3(ir.Tokens, tExperts)}
		if diff := cmp.Diff(want, valueTypes(g.Args)); diff != "" {
			t.Errorf("@%s args (-want +got):\n%s", name, diff)
		}
		if g.Body[0].Args[0] != g.Args[1] {
			t.Errorf("@%s: moe_route does not read the logits argument", name)
		}
	}
	if got := len(s.FFN.Func("layer.0").Args); got != 1 {
		t.Errorf("@layer.0 has %d args, want 1 (dense layers send no logits)", got)
	}
	// Exactly the router weights moved to the attention side.
	att, ffn := paramRoles(s.Attention), paramRoles(s.FFN)
	for _, p := range full.Params {
		isGate := p.Name == "model.layers.1.mlp.gate.weight" || p.Name == "model.layers.2.mlp.gate.weight"
		_, inAtt := att[p.Name]
		_, inFFN := ffn[p.Name]
		wantAtt := !ffnName(p.Name) || isGate
		if inAtt != wantAtt || inFFN == wantAtt {
			t.Errorf("@%s: in attention %v, in FFN %v; want attention %v", p.Name, inAtt, inFFN, wantAtt)
		}
		if isGate && att[p.Name] != "attention" {
			t.Errorf("@%s: role %s, want attention", p.Name, att[p.Name])
		}
	}
}

// A param that ops of both sides read becomes RoleBoth in both modules.
func TestSplitSharedParamIsBoth(t *testing.T) {
	b := newModel()
	x := b.embed()
	h := b.attention(x, 0)
	c := b.norm(h, "model.layers.0.post_attention_layernorm.weight")
	n := b.norm(c, "model.norm.weight") // the final norm's weight, read inside the FFN too
	y := b.mlp(n, "model.layers.0.mlp.", 6)
	m := b.finish(b.op(ir.OpAdd, []*ir.Value{h, y}, nil, nil))
	s := runPasses(t, m, Options{}, "split")
	for _, mod := range []*ir.Module{s.Attention, s.FFN} {
		if got := paramRoles(mod)["model.norm.weight"]; got != "both" {
			t.Errorf("%s module: @model.norm.weight has role %q, want both", mod.Role, got)
		}
		if got := paramRoles(mod)["model.layers.0.input_layernorm.weight"]; mod.Role == ir.RoleAttention && got != "attention" {
			t.Errorf("attention module: input_layernorm role %q, want attention", got)
		}
	}
}

func TestSplitErrors(t *testing.T) {
	cases := []struct {
		name  string
		build func() *ir.Module
		opts  Options
		want  []string
	}{{
		// The shared experts read the input norm instead of the cut: a second outside input.
		name: "extra outside input",
		build: func() *ir.Module {
			b := newModel()
			x := b.embed()
			h := b.attention(x, 0)
			c := b.norm(h, "model.layers.0.post_attention_layernorm.weight")
			e := b.mlp(c, "model.layers.0.mlp.", 6)
			sh := b.mlp(x, "model.layers.0.mlp.shared_experts.", 3)
			y := b.op(ir.OpAdd, []*ir.Value{e, sh}, nil, nil)
			return b.finish(b.op(ir.OpAdd, []*ir.Value{h, y}, nil, nil))
		},
		want: []string{"layer 0 (@forward)", "FFN region op @forward: add reads the result of @forward: linear @model.layers.0.mlp.shared_experts.down_proj.weight from outside the region",
			"expected only the cut @forward: rms_norm @model.layers.0.post_attention_layernorm.weight"},
	}, {
		name: "region value escapes",
		build: func() *ir.Module {
			b := newModel()
			x := b.embed()
			h := b.attention(x, 0)
			c := b.norm(h, "model.layers.0.post_attention_layernorm.weight")
			y := b.mlp(c, "model.layers.0.mlp.", 6)
			x = b.op(ir.OpAdd, []*ir.Value{h, y}, nil, nil)
			g := b.f.Body[len(b.f.Body)-5].Result // the gate_proj linear
			x = b.op(ir.OpAdd, []*ir.Value{x, b.linear(g, "model.extra.weight", tHidden, nil)}, nil, nil)
			return b.finish(x)
		},
		want: []string{"layer 0", "@forward: linear @model.extra.weight outside the FFN region reads the result of @forward: linear @model.layers.0.mlp.gate_proj.weight"},
	}, {
		name: "no cut",
		build: func() *ir.Module {
			b := newModel()
			return b.finish(b.attention(b.embed(), 0))
		},
		want: []string{"no decoder layer to split", "post_attention_layernorm.weight"},
	}, {
		name: "no residual add",
		build: func() *ir.Module {
			b := newModel()
			h := b.attention(b.embed(), 0)
			c := b.norm(h, "model.layers.0.post_attention_layernorm.weight")
			return b.finish(b.mlp(c, "model.layers.0.mlp.", 6))
		},
		want: []string{"layer 0 (@forward): no add after the cut reads its input"},
	}, {
		name: "gate on attention without router",
		opts: Options{GateOn: GateOnAttention},
		build: func() *ir.Module {
			full := tinyModel(t)
			for _, op := range full.Funcs[0].Body {
				if isRouter(op) {
					op.Weights[0].Name = "model.layers.x.mlp.router.weight"
					break
				}
			}
			return full
		},
		want: []string{"layer 1 (@forward): gate on attention, but the moe region has no linear with a weight named *.mlp.gate.weight"},
	}, {
		name:  "bad options",
		opts:  Options{GateOn: "ffm"},
		build: func() *ir.Module { return tinyModel(t) },
		want:  []string{`gate on "ffm", expected "ffn" or "attention"`},
	}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := &State{Full: tc.build(), Opts: tc.opts}
			wantErr(t, splitPass(s), tc.want...)
			if s.Attention != nil || s.FFN != nil {
				t.Errorf("a failed split set the role modules")
			}
		})
	}
}
