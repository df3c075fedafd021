package passes

import (
	"errors"
	"fmt"
	"strings"

	"afdc/ir"
)

// ownPass checks the weight and op partition of the role modules:
//   - every param of the full module is held by the attention or the FFN module (none lost);
//   - the FFN module holds no op the op table keeps off the FFN side (embedding, attention, rope,
//     last_tokens, sample, the exchange ops) and no attention-side tensor: embeddings, lm_head,
//     self_attn.*, or a norm outside mlp (which also rules out the rms_norm of input_layernorm);
//   - the attention module holds no op kept off the attention side (moe_route, moe_experts) and no
//     mlp.* tensor, except the router weight mlp.gate.weight when the gate runs on the attention side;
//     in an expert-parallel build (EP > 1) it runs moe_route and holds every mlp tensor but the
//     routed experts (mlp.experts.*), which the FFN module alone holds;
//   - a param's role agrees with the modules whose ops reference it (both: RoleBoth).
//
// All violations are reported together, each naming the op and the tensor.
func ownPass(s *State) error {
	if s.Full == nil || s.Attention == nil || s.FFN == nil {
		bug("own", "needs the full module and both role modules (split must run first)")
	}
	opts, err := s.Opts.normalized()
	if err != nil {
		return err
	}
	var errs []error
	report := func(m *ir.Module, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s module: %s", m.Role, fmt.Sprintf(format, args...)))
	}

	held := map[string]bool{}
	for _, m := range []*ir.Module{s.Attention, s.FFN} {
		for _, p := range m.Params {
			held[p.Name] = true
		}
	}
	for _, p := range s.Full.Params {
		if !held[p.Name] {
			errs = append(errs, fmt.Errorf("tensor %s (@%s) is lost: neither the attention nor the FFN module holds it, expected every tensor to have an owner",
				tensorName(p), p.Name))
		}
	}

	misplaced := map[ir.Role]func(p *ir.Param) string{
		ir.RoleFFN: attentionTensor,
		ir.RoleAttention: func(p *ir.Param) string {
			name := tensorName(p)
			if opts.EP > 1 {
				// Expert parallel: only the routed experts live on the expert ranks.
				if strings.Contains(name, ".mlp.experts.") || strings.HasPrefix(name, "mlp.experts.") {
					return "a routed expert tensor, which only the expert ranks may hold in an expert-parallel build"
				}
				return ""
			}
			if opts.GateOn == GateOnAttention && strings.HasSuffix(name, routerSuffix) {
				return ""
			}
			if strings.HasPrefix(name, "mlp.") || strings.Contains(name, ".mlp.") {
				return "an mlp tensor, which only the FFN side may hold"
			}
			return ""
		},
	}
	refs := map[ir.Role]map[string]bool{}
	for _, m := range []*ir.Module{s.Attention, s.FFN} {
		refs[m.Role] = map[string]bool{}
		seen := map[*ir.Param]bool{}
		forEachOp(m, func(f *ir.Func, op *ir.Op) {
			// moe_route may run on the attention side only in an expert-parallel build.
			epRoute := op.Kind == ir.OpMoERoute && m.Role == ir.RoleAttention && opts.EP <= 1
			if !op.Info().Roles.Has(m.Role) || epRoute {
				report(m, "%s: op may not run on the %s side, expected it in the other module", where(f, op), m.Role)
			}
			for _, w := range op.Weights {
				refs[m.Role][w.Name] = true
				if seen[w] {
					continue
				}
				seen[w] = true
				if why := misplaced[m.Role](w); why != "" {
					report(m, "%s: tensor %s is %s", where(f, op), tensorName(w), why)
				}
			}
		})
		for _, p := range m.Params {
			if seen[p] {
				continue
			}
			if why := misplaced[m.Role](p); why != "" {
				report(m, "param @%s: tensor %s is %s", p.Name, tensorName(p), why)
			}
		}
	}

	for _, m := range []*ir.Module{s.Attention, s.FFN} {
		for _, p := range m.Params {
			inA, inF := refs[ir.RoleAttention][p.Name], refs[ir.RoleFFN][p.Name]
			want, by := m.Role, "this module only"
			switch {
			case inA && inF:
				want, by = ir.RoleBoth, "both modules"
			case !inA && !inF:
				by = "no op"
			}
			if p.Role != want {
				report(m, "param @%s (tensor %s) has role %s, expected %s (referenced by %s)", p.Name, tensorName(p), p.Role, want, by)
			}
		}
	}
	return errors.Join(errs...)
}

// tensorName is the checkpoint name of a param, or its IR name when it has none.
func tensorName(p *ir.Param) string {
	if p.Ckpt != "" {
		return p.Ckpt
	}
	return p.Name
}

// attentionTensor says why a tensor belongs to the attention side, or "" when it may live on the
// FFN side.
func attentionTensor(p *ir.Param) string {
	name := tensorName(p)
	segs := strings.Split(name, ".")
	inMLP := false
	for _, s := range segs {
		if s == "mlp" {
			inMLP = true
		}
	}
	last := segs[len(segs)-1]
	if (last == "weight" || last == "bias") && len(segs) > 1 {
		last = segs[len(segs)-2]
	}
	switch {
	case strings.Contains(name, "embed_tokens"):
		return "an embedding, which only the attention side may hold"
	case segs[0] == "lm_head" || strings.Contains(name, ".lm_head."):
		return "the lm_head, which only the attention side may hold"
	case strings.Contains(name, ".self_attn.") || segs[0] == "self_attn":
		return "an attention tensor (self_attn.*), which only the attention side may hold"
	case strings.HasSuffix(last, "norm") && !inMLP:
		return "a norm outside mlp, which only the attention side may hold"
	}
	return ""
}
