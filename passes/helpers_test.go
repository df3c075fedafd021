package passes

import (
	"fmt"
	"strings"
	"testing"

	"afdc/ir"
)

// Test model: hidden 8, vocab 16, 4 experts of width 3, dense width 6. Layer 0 is dense, layers 1 and
// 2 are MoE; attention is plain q/k/v projections, rope and gqa_attention.
const (
	tHidden  = 8
	tVocab   = 16
	tExperts = 4
)

var (
	bf = func(dims ...any) ir.Type { return ir.T(ir.BF16, dims...) }
	f3 = func(dims ...any) ir.Type { return ir.T(ir.F32, dims...) }
)

// modelBuilder builds a full module layer by layer.
type modelBuilder struct {
	m        *ir.Module
	f        *ir.Func
	ids, pos *ir.Value
}

func newModel() *modelBuilder {
	m := &ir.Module{Name: "tiny", Role: ir.RoleFull, Attrs: ir.Attrs{"arch": "DeepseekV3ForCausalLM", "layers": int64(3)}}
	f := m.NewFunc("forward", ir.T(ir.I32, ir.Tokens), ir.T(ir.I32, ir.Tokens))
	return &modelBuilder{m: m, f: f, ids: f.Args[0], pos: f.Args[1]}
}

func (b *modelBuilder) param(name string, t ir.Type) *ir.Param {
	if p := b.m.Param(name); p != nil {
		return p
	}
	role := ir.RoleAttention
	if strings.Contains(name, ".mlp.") {
		role = ir.RoleFFN
	}
	return b.m.AddParam(&ir.Param{Name: name, Ckpt: name, Type: t, Role: role})
}

func (b *modelBuilder) experts(name string, t ir.Type) *ir.Param {
	p := b.param(name, t)
	p.Experts = t.Shape[0].N
	p.Ckpt = strings.Replace(name, ".experts.", ".experts.*.", 1) + ".weight"
	return p
}

func (b *modelBuilder) op(kind ir.OpKind, args []*ir.Value, weights []*ir.Param, attrs ir.Attrs) *ir.Value {
	return b.f.NewOp(kind, args, weights, attrs).Result
}

func (b *modelBuilder) linear(x *ir.Value, name string, out int64, attrs ir.Attrs) *ir.Value {
	w := b.param(name, bf(out, x.Type.Shape[1].N))
	return b.op(ir.OpLinear, []*ir.Value{x}, []*ir.Param{w}, attrs)
}

func (b *modelBuilder) norm(x *ir.Value, name string) *ir.Value {
	w := b.param(name, bf(x.Type.Shape[1].N))
	return b.op(ir.OpRMSNorm, []*ir.Value{x}, []*ir.Param{w}, ir.Attrs{"eps": 1e-6})
}

func (b *modelBuilder) embed() *ir.Value {
	w := b.param("model.embed_tokens.weight", bf(tVocab, tHidden))
	return b.op(ir.OpEmbedding, []*ir.Value{b.ids}, []*ir.Param{w}, ir.Attrs{"dtype": "bf16"})
}

// attention returns h, the residual stream after the attention block of layer l.
func (b *modelBuilder) attention(x *ir.Value, l int) *ir.Value {
	p := fmt.Sprintf("model.layers.%d.", l)
	n := b.norm(x, p+"input_layernorm.weight")
	q := b.linear(n, p+"self_attn.q_proj.weight", tHidden, nil)
	k := b.linear(n, p+"self_attn.k_proj.weight", tHidden, nil)
	v := b.linear(n, p+"self_attn.v_proj.weight", tHidden, nil)
	rope := ir.Attrs{"heads": int64(2), "head_dim": int64(4), "offset": int64(0), "dims": int64(4),
		"style": "neox", "theta": 10000.0, "scaling": "default"}
	qr := b.op(ir.OpRope, []*ir.Value{q, b.pos}, nil, rope)
	kr := b.op(ir.OpRope, []*ir.Value{k, b.pos}, nil, rope.Clone())
	a := b.op(ir.OpGQAAttention, []*ir.Value{qr, kr, v}, nil, ir.Attrs{"layer": int64(l), "heads": int64(2),
		"kv_heads": int64(2), "head_dim": int64(4), "scale": 0.5})
	o := b.linear(a, p+"self_attn.o_proj.weight", tHidden, nil)
	return b.op(ir.OpAdd, []*ir.Value{x, o}, nil, nil)
}

func (b *modelBuilder) mlp(x *ir.Value, prefix string, width int64) *ir.Value {
	g := b.linear(x, prefix+"gate_proj.weight", width, nil)
	u := b.linear(x, prefix+"up_proj.weight", width, nil)
	s := b.op(ir.OpSiluMul, []*ir.Value{g, u}, nil, nil)
	return b.linear(s, prefix+"down_proj.weight", tHidden, nil)
}

// moe is the MoE block of layer l on the cut c.
func (b *modelBuilder) moe(c *ir.Value, l int) *ir.Value {
	p := fmt.Sprintf("model.layers.%d.mlp.", l)
	logits := b.linear(c, p+"gate.weight", tExperts, ir.Attrs{"dtype": "f32"})
	bias := b.param(p+"gate.e_score_correction_bias", f3(tExperts))
	r := b.op(ir.OpMoERoute, []*ir.Value{logits}, []*ir.Param{bias}, ir.Attrs{"scoring": "sigmoid",
		"method": "noaux_tc", "top_k": int64(2), "groups": int64(1), "topk_group": int64(1), "norm": true, "scale": 1.0})
	ws := []*ir.Param{
		b.experts(p+"experts.gate_proj", bf(tExperts, 3, tHidden)),
		b.experts(p+"experts.up_proj", bf(tExperts, 3, tHidden)),
		b.experts(p+"experts.down_proj", bf(tExperts, tHidden, 3)),
	}
	e := b.op(ir.OpMoEExperts, []*ir.Value{c, r}, ws, ir.Attrs{"top_k": int64(2)})
	sh := b.mlp(c, p+"shared_experts.", 3)
	return b.op(ir.OpAdd, []*ir.Value{e, sh}, nil, nil)
}

// layer appends decoder layer l, dense or MoE, and returns the new residual stream.
func (b *modelBuilder) layer(x *ir.Value, l int, moe bool) *ir.Value {
	h := b.attention(x, l)
	c := b.norm(h, fmt.Sprintf("model.layers.%d.post_attention_layernorm.weight", l))
	var y *ir.Value
	if moe {
		y = b.moe(c, l)
	} else {
		y = b.mlp(c, fmt.Sprintf("model.layers.%d.mlp.", l), 6)
	}
	return b.op(ir.OpAdd, []*ir.Value{h, y}, nil, nil)
}

// finish appends the final norm, lm_head and sampler and sets the results.
func (b *modelBuilder) finish(x *ir.Value) *ir.Module {
	n := b.norm(x, "model.norm.weight")
	last := b.op(ir.OpLastTokens, []*ir.Value{n}, nil, nil)
	logits := b.linear(last, "lm_head.weight", tVocab, nil)
	tok := b.op(ir.OpSample, []*ir.Value{logits}, nil, nil)
	b.f.Results = []*ir.Value{tok, logits}
	return b.m
}

// tinyModel is the three-layer test model: dense, MoE, MoE.
func tinyModel(t testing.TB) *ir.Module {
	t.Helper()
	b := newModel()
	x := b.embed()
	for l := range 3 {
		x = b.layer(x, l, l > 0)
	}
	m := b.finish(x)
	if err := ir.Verify(m); err != nil {
		t.Fatalf("test model does not verify: %v", err)
	}
	return m
}

// opNames lists the op kinds of a function's body.
func opNames(f *ir.Func) []string {
	var out []string
	for _, op := range f.Body {
		out = append(out, op.Kind.String())
	}
	return out
}

func funcNames(m *ir.Module) []string {
	var out []string
	for _, f := range m.Funcs {
		out = append(out, f.Name)
	}
	return out
}

// paramRoles maps each param name of m to its role.
func paramRoles(m *ir.Module) map[string]string {
	out := map[string]string{}
	for _, p := range m.Params {
		out[p.Name] = p.Role.String()
	}
	return out
}

// runPasses runs the named pipeline passes in order on a state built from full, failing the test on
// an error, and verifies every module after each.
func runPasses(t testing.TB, full *ir.Module, opts Options, names ...string) *State {
	t.Helper()
	s := &State{Full: full, Opts: opts}
	for _, p := range Pipeline {
		if len(names) == 0 {
			break
		}
		if p.Name != names[0] {
			continue
		}
		names = names[1:]
		if err := p.Fn(s); err != nil {
			t.Fatalf("pass %s: %v", p.Name, err)
		}
		if err := verifyAll(s); err != nil {
			t.Fatalf("verify after %s: %v", p.Name, err)
		}
	}
	if len(names) > 0 {
		t.Fatalf("passes %v not run: not in pipeline order", names)
	}
	return s
}

// wantErr checks that err is non-nil and contains every fragment.
func wantErr(t *testing.T, err error, fragments ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("got no error, want one containing %q", fragments)
	}
	for _, f := range fragments {
		if !strings.Contains(err.Error(), f) {
			t.Errorf("error %q\ndoes not contain %q", err, f)
		}
	}
}
