package compiler

import (
	"fmt"

	"afdc/ir"
)

// LowerOptions choose what lowering cannot read from the config.
type LowerOptions struct {
	// ActDType is the dtype of activations between ops: the checkpoint dtype for a graph that mirrors the
	// model (bf16 for the real configs), f32 for the CPU target, which computes in fp32.
	// InvalidDType means the config's dtype.
	ActDType ir.DType
	// ResidualF32 keeps, under reduced-precision activations, the values a bf16 rounding hurts most
	// and costs least to widen in f32 (see precisionPolicy): the residual stream and the logits.
	ResidualF32 bool
	// Layers, when set, lowers only the decoder layers First..Last (inclusive, real indices kept), for
	// looking at part of a large model; the prologue and epilogue stay.
	Layers *LayerRange
	// KVCache is the dtype of the MLA latent cache: InvalidDType keeps the activations' type;
	// F8E4M3 sets kv_cache="f8e4m3" on every mla_attention op (the FP8 cache, runtime/kvfp8), which
	// needs MLA attention and a kv_lora_rank that is a multiple of ir.KVFP8Block.
	KVCache ir.DType
}

// LayerRange is an inclusive range of decoder layer indices.
type LayerRange struct{ First, Last int64 }

// Lower builds the full model of a config as one module of role full: a single function
// @forward(%ids: i32[T], %pos: i32[T], %sampling: f32[B,3], %keys: i64[B,2]) -> (i32[B], DT[B,vocab])
// holding every serving decoder layer; sampling and keys are each sequence's sampling parameters
// (temperature, top_p, top_k) and random key (seed, position), operands of the sample op.
// MTP layers are not part of the serving graph and are recorded only as the module attribute mtp_excluded.
//
// Parameters carry their checkpoint names and dtypes and the role lowering intends for them (mlp.* on the
// FFN side, everything else on the attention side); the split pass decides placement from the ops and the
// own pass checks that the two agree.
func Lower(c *Config, opts LowerOptions) (*ir.Module, error) {
	if c.Family == FamilyUnknown {
		return nil, fmt.Errorf("%s: cannot lower model_type %q", c.Source, c.ModelType)
	}
	act := opts.ActDType
	if act == ir.InvalidDType {
		act = c.DType
	}
	if act != ir.F32 && act != ir.BF16 && act != ir.F16 {
		return nil, fmt.Errorf("activation dtype %s: expected f32, bf16 or f16", act)
	}
	if r := opts.Layers; r != nil && (r.First < 0 || r.First > r.Last || r.Last >= c.Layers) {
		return nil, fmt.Errorf("layers %d-%d: expected a range inside 0-%d", r.First, r.Last, c.Layers-1)
	}
	switch kv := opts.KVCache; {
	case kv == ir.InvalidDType:
	case kv != ir.F8E4M3:
		return nil, fmt.Errorf("kv cache dtype %s: expected f8e4m3, or none for the activations' type", kv)
	case !c.Family.IsMLA():
		return nil, fmt.Errorf("kv cache fp8: %s (%s) has grouped-query attention, and the FP8 KV cache is built for MLA attention only", c.Name, c.ModelType)
	case c.KVLoraRank <= 0 || c.KVLoraRank%ir.KVFP8Block != 0:
		return nil, fmt.Errorf("kv cache fp8: %s has kv_lora_rank %d, expected a positive multiple of %d (the FP8 cache keeps one scale per %d latent values)", c.Name, c.KVLoraRank, ir.KVFP8Block, ir.KVFP8Block)
	}
	l := &lowerer{c: c, act: act, layers: opts.Layers, kv: opts.KVCache, wide: opts.ResidualF32 && act != ir.F32, m: &ir.Module{
		Name: c.Name,
		Role: ir.RoleFull,
		Attrs: ir.Attrs{
			"arch":         c.Architecture,
			"model_type":   c.ModelType,
			"layers":       c.Layers,
			"dense_layers": c.DenseLayers(),
			"moe_layers":   c.MoELayers(),
			"mtp_excluded": c.MTPLayers,
			"hidden":       c.Hidden,
			"vocab":        c.Vocab,
			"act_dtype":    act.String(),
		},
	}}
	l.forward()
	return l.m, nil
}

type lowerer struct {
	c      *Config
	wide   bool // the residual stream and logits in f32 under bf16/f16 activations (ResidualF32)
	layers *LayerRange
	act    ir.DType
	kv     ir.DType // the MLA latent cache's dtype: InvalidDType for act (LowerOptions.KVCache)
	m      *ir.Module
	f      *ir.Func
	pos    *ir.Value
}

// weightDType is the checkpoint dtype of a tensor; fp8 marks the Linear weights that DeepSeek's FP8
// checkpoints store as float8_e4m3fn with a 128x128 weight_scale_inv.
func (l *lowerer) param(name string, role ir.Role, fp8 bool, dims ...any) *ir.Param {
	dt := l.c.DType
	p := &ir.Param{Name: name, Ckpt: name, Role: role}
	if fp8 && l.c.FP8 != nil {
		dt = ir.F8E4M3
		p.Block = l.c.FP8.Block
	}
	p.Type = ir.T(dt, dims...)
	return l.m.AddParam(p)
}

// experts declares a stacked per-expert weight [E, rows, cols] whose checkpoint tensors are
// PREFIX.experts.E.PROJ.weight.
func (l *lowerer) experts(prefix, proj string, rows, cols int64) *ir.Param {
	p := l.param(prefix+".experts."+proj, ir.RoleFFN, true, l.c.RoutedExperts, rows, cols)
	p.Ckpt = prefix + ".experts.*." + proj + ".weight"
	p.Experts = l.c.RoutedExperts
	return p
}

func (l *lowerer) op(kind ir.OpKind, args []*ir.Value, weights []*ir.Param, attrs ir.Attrs) *ir.Value {
	return l.f.NewOp(kind, args, weights, attrs).Result
}

// scaled returns the matrices followed, when they are FP8, by their block-scale params (the
// checkpoint's "<weight>_scale_inv", f32), and attrs with the FP8 accumulation dtype set: the
// scales are operands of the op that reads the weights (ir.fp8Scales).
func (l *lowerer) scaled(attrs ir.Attrs, ws ...*ir.Param) ([]*ir.Param, ir.Attrs) {
	if ws[0].Type.DType != ir.F8E4M3 {
		return ws, attrs
	}
	out := append([]*ir.Param(nil), ws...)
	for _, w := range ws {
		shape := w.ScaleShape()
		dims := []any{}
		if w.Experts > 0 {
			dims = append(dims, w.Experts)
		}
		for _, d := range shape {
			dims = append(dims, d.N)
		}
		s := &ir.Param{Name: w.Name + "_scale_inv", Ckpt: w.Ckpt + "_scale_inv", Role: w.Role, Experts: w.Experts, Type: ir.T(ir.F32, dims...)}
		if w.Experts == 0 {
			s.Name = w.Ckpt + "_scale_inv"
		}
		out = append(out, l.m.AddParam(s))
	}
	if attrs == nil {
		attrs = ir.Attrs{}
	}
	attrs["accumulate"] = "f32"
	return out, attrs
}

func vals(v ...*ir.Value) []*ir.Value { return v }
func ps(p ...*ir.Param) []*ir.Param   { return p }
func (l *lowerer) eps() ir.Attrs      { return ir.Attrs{"eps": l.c.RMSNormEps} }
func (l *lowerer) actName() string    { return l.act.String() }
func layerPrefix(i int64) string      { return fmt.Sprintf("model.layers.%d", i) }
func (l *lowerer) linear(x *ir.Value, w ...*ir.Param) *ir.Value {
	return l.op(ir.OpLinear, vals(x), w, nil)
}

// proj declares a Linear weight [out, in] (with its scale when FP8, and its bias when bias is set)
// and applies it.
func (l *lowerer) proj(x *ir.Value, name string, role ir.Role, fp8, bias bool, out, in int64) *ir.Value {
	w, attrs := l.scaled(nil, l.param(name+".weight", role, fp8, out, in))
	if bias {
		b := l.param(name+".bias", role, false, out)
		w = append(w, b)
	}
	return l.op(ir.OpLinear, vals(x), w, attrs)
}

func (l *lowerer) forward() {
	c := l.c
	l.f = l.m.NewFunc("forward", ir.T(ir.I32, ir.Tokens), ir.T(ir.I32, ir.Tokens), ir.T(ir.F32, ir.Seqs, 3), ir.T(ir.I64, ir.Seqs, 2))
	ids := l.f.Args[0]
	l.pos = l.f.Args[1]

	embed := l.param("model.embed_tokens.weight", ir.RoleAttention, false, c.Vocab, c.Hidden)
	h := l.op(ir.OpEmbedding, vals(ids), ps(embed), ir.Attrs{"dtype": l.resName()})
	lo, hi := int64(0), c.Layers-1
	if r := l.layers; r != nil {
		lo, hi = r.First, r.Last
	}
	for i := lo; i <= hi; i++ {
		h = l.layer(i, h)
	}
	norm := l.param("model.norm.weight", ir.RoleAttention, false, c.Hidden)
	h = l.op(ir.OpRMSNorm, vals(h), ps(norm), l.resNormAttrs())
	last := l.op(ir.OpLastTokens, vals(h), nil, nil)
	head := embed
	if !c.TieEmbed {
		head = l.param("lm_head.weight", ir.RoleAttention, false, c.Vocab, c.Hidden)
	}
	logits := l.op(ir.OpLinear, vals(last), ps(head), l.logitsAttrs())
	tok := l.op(ir.OpSample, vals(logits, l.f.Args[2], l.f.Args[3]), nil, nil)
	l.f.Results = vals(tok, logits)
}

// layer lowers one pre-norm decoder layer (ARCH.md §1.2).
func (l *lowerer) layer(i int64, h *ir.Value) *ir.Value {
	p := layerPrefix(i)
	inNorm := l.param(p+".input_layernorm.weight", ir.RoleAttention, false, l.c.Hidden)
	x := l.op(ir.OpRMSNorm, vals(h), ps(inNorm), l.resNormAttrs())
	var a *ir.Value
	if l.c.Family.IsMLA() {
		a = l.mla(i, x)
	} else {
		a = l.gqa(i, x)
	}
	h = l.op(ir.OpAdd, vals(h, a), nil, l.resAddAttrs())
	postNorm := l.param(p+".post_attention_layernorm.weight", ir.RoleAttention, false, l.c.Hidden)
	x = l.op(ir.OpRMSNorm, vals(h), ps(postNorm), l.resNormAttrs())
	var y *ir.Value
	if l.c.IsMoELayer(i) {
		y = l.moe(i, x)
	} else {
		y = l.mlp(x, p+".mlp", l.c.Intermediate)
	}
	return l.op(ir.OpAdd, vals(h, y), nil, l.resAddAttrs())
}

// The precision policy of wide lowering (ResidualF32). Each layer adds its attention and FFN outputs
// into the residual stream; rounding that sum to bf16 after every add loses the low bits of the
// small updates against the large running sum, and the drift compounds over the layers (a bf16
// ulp of the residual is 2^-8 of it). Kept in f32 it rounds never: the adds read a bf16 layer
// output and write f32, and the norms read f32 and store the bf16 input of the GEMMs after them,
// so every GEMM still reads bf16 and the tensors exchanged between attention and FFN (the
// post-attention norm's output, the FFN's result) stay bf16. The cost is the [T, hidden] residual
// in f32: 2 more bytes per value, against the megabytes of weights a decode step reads.
//
// The attention's output projection, which the residual add reads next, stores f32 as well (bf16
// operands), so the attention's contribution joins the sum unrounded. The FFN's result crosses to
// the attention side as bf16 and is rounded once: the routed experts' weighted sum stays f32 until
// the shared experts' output is added to it (without shared experts it is the result itself).
//
// The logits are stored f32 (bf16 operands, f32 accumulation, no rounding to bf16): a bf16 logit
// has 8 bits of mantissa, so two candidates closer than ~0.4 % tie exactly and argmax takes the
// lower id. They are one [B, vocab] row per sequence.
func (l *lowerer) resName() string {
	if l.wide {
		return ir.F32.String()
	}
	return l.actName()
}

func (l *lowerer) resNormAttrs() ir.Attrs {
	a := l.eps()
	if l.wide {
		a["dtype"] = l.actName()
	}
	return a
}

// outProj marks an attention output projection wide (see resName).
func (l *lowerer) outProj(v *ir.Value) *ir.Value {
	if l.wide {
		v.Def.Attrs["dtype"] = ir.F32.String()
		v.Def.Attrs["operands"] = l.actName()
		v.Type.DType = ir.F32
	}
	return v
}

func (l *lowerer) resAddAttrs() ir.Attrs {
	if l.wide {
		return ir.Attrs{"dtype": ir.F32.String()}
	}
	return nil
}

func (l *lowerer) logitsAttrs() ir.Attrs {
	if l.wide {
		return ir.Attrs{"dtype": ir.F32.String(), "operands": l.actName()}
	}
	return nil
}

// ropeAttrs are the rotary attributes shared by every rope op of the model.
func (l *lowerer) ropeAttrs(heads, headDim, offset int64, style string) ir.Attrs {
	r := l.c.Rope
	a := ir.Attrs{
		"heads": heads, "head_dim": headDim, "offset": offset, "dims": l.c.RotaryDim(),
		"style": style, "theta": r.Theta, "scaling": r.Type,
	}
	if r.Type == "yarn" {
		a["factor"] = r.Factor
		a["orig_max_pos"] = r.OrigMaxPos
		a["beta_fast"] = r.BetaFast
		a["beta_slow"] = r.BetaSlow
		a["attn_factor"] = l.c.RopeAttnFactor()
		if r.NoTruncate {
			a["truncate"] = false
		}
	}
	return a
}

// mla lowers DeepSeek multi-head latent attention (ARCH.md §2). The inner norms use eps 1e-6: HF builds
// them without passing rms_norm_eps.
func (l *lowerer) mla(i int64, x *ir.Value) *ir.Value {
	c := l.c
	p := layerPrefix(i) + ".self_attn"
	nh, dn, dr, dv, r := c.Heads, c.QKNope, c.QKRope, c.VHead, c.KVLoraRank
	inner := ir.Attrs{"eps": 1e-6}
	var q *ir.Value
	if c.QLoraRank == 0 {
		q = l.proj(x, p+".q_proj", ir.RoleAttention, true, false, nh*(dn+dr), c.Hidden)
	} else {
		qa := l.proj(x, p+".q_a_proj", ir.RoleAttention, true, c.AttentionBias, c.QLoraRank, c.Hidden)
		qn := l.param(p+".q_a_layernorm.weight", ir.RoleAttention, false, c.QLoraRank)
		qa = l.op(ir.OpRMSNorm, vals(qa), ps(qn), inner)
		q = l.proj(qa, p+".q_b_proj", ir.RoleAttention, true, false, nh*(dn+dr), c.QLoraRank)
	}
	ckv := l.proj(x, p+".kv_a_proj_with_mqa", ir.RoleAttention, true, c.AttentionBias, r+dr, c.Hidden)
	lat := l.op(ir.OpSlice, vals(ckv), nil, ir.Attrs{"start": int64(0), "len": r})
	kpe := l.op(ir.OpSlice, vals(ckv), nil, ir.Attrs{"start": r, "len": dr})
	kvn := l.param(p+".kv_a_layernorm.weight", ir.RoleAttention, false, r)
	lat = l.op(ir.OpRMSNorm, vals(lat), ps(kvn), inner)
	q = l.op(ir.OpRope, vals(q, l.pos), nil, l.ropeAttrs(nh, dn+dr, dn, "interleaved"))
	kpe = l.op(ir.OpRope, vals(kpe, l.pos), nil, l.ropeAttrs(1, dr, 0, "interleaved"))
	kvb := l.param(p+".kv_b_proj.weight", ir.RoleAttention, true, nh*(dn+dv), r)
	kvbs, attrs := l.scaled(ir.Attrs{
		"layer": i, "heads": nh, "nope": dn, "rope": dr, "v": dv, "rank": r, "scale": c.SoftmaxScale(),
	}, kvb)
	if l.kv == ir.F8E4M3 {
		attrs["kv_cache"] = ir.KVCacheF8E4M3
	}
	o := l.op(ir.OpMLAAttention, vals(q, lat, kpe), kvbs, attrs)
	return l.outProj(l.proj(o, p+".o_proj", ir.RoleAttention, true, c.AttentionBias, c.Hidden, nh*dv))
}

// gqa lowers GLM-4.5 MoE attention: biased q/k/v, optional per-head qk-norm, partial NeoX rotary
// (ARCH.md §4.1). o_proj never has a bias.
func (l *lowerer) gqa(i int64, x *ir.Value) *ir.Value {
	c := l.c
	p := layerPrefix(i) + ".self_attn"
	nh, nkv, hd := c.Heads, c.KVHeads, c.HeadDim
	q := l.proj(x, p+".q_proj", ir.RoleAttention, false, c.AttentionBias, nh*hd, c.Hidden)
	k := l.proj(x, p+".k_proj", ir.RoleAttention, false, c.AttentionBias, nkv*hd, c.Hidden)
	v := l.proj(x, p+".v_proj", ir.RoleAttention, false, c.AttentionBias, nkv*hd, c.Hidden)
	if c.UseQKNorm {
		qn := l.param(p+".q_norm.weight", ir.RoleAttention, false, hd)
		kn := l.param(p+".k_norm.weight", ir.RoleAttention, false, hd)
		q = l.op(ir.OpRMSNorm, vals(q), ps(qn), l.eps())
		k = l.op(ir.OpRMSNorm, vals(k), ps(kn), l.eps())
	}
	q = l.op(ir.OpRope, vals(q, l.pos), nil, l.ropeAttrs(nh, hd, 0, "neox"))
	k = l.op(ir.OpRope, vals(k, l.pos), nil, l.ropeAttrs(nkv, hd, 0, "neox"))
	o := l.op(ir.OpGQAAttention, vals(q, k, v), nil, ir.Attrs{
		"layer": i, "heads": nh, "kv_heads": nkv, "head_dim": hd, "scale": c.SoftmaxScale(),
	})
	return l.outProj(l.proj(o, p+".o_proj", ir.RoleAttention, false, false, c.Hidden, nh*hd))
}

// mlp lowers a SwiGLU MLP without bias: down(silu(gate(x)) * up(x)).
func (l *lowerer) mlp(x *ir.Value, prefix string, width int64) *ir.Value {
	h := l.c.Hidden
	g := l.proj(x, prefix+".gate_proj", ir.RoleFFN, true, false, width, h)
	u := l.proj(x, prefix+".up_proj", ir.RoleFFN, true, false, width, h)
	a := l.op(ir.OpSiluMul, vals(g, u), nil, nil)
	return l.proj(a, prefix+".down_proj", ir.RoleFFN, true, false, h, width)
}

// moe lowers a MoE block: fp32 router logits, routing (ARCH.md §3.2/§3.3), routed experts and the shared
// experts, added after the routed sum.
func (l *lowerer) moe(i int64, x *ir.Value) *ir.Value {
	c := l.c
	p := layerPrefix(i) + ".mlp"
	gate := l.param(p+".gate.weight", ir.RoleFFN, false, c.RoutedExperts, c.Hidden)
	la := ir.Attrs{"dtype": "f32"}
	if l.wide && gate.Type.DType == l.act {
		// HF's gate multiplies its input and weight cast to fp32. Both hold bf16 values here (the
		// post-attention norm stores bf16; the weight is bf16), whose products are exact in fp32,
		// so bf16 operands with fp32 sums are the same logits up to the order of the sum, and
		// the GEMM runs on tensor cores instead of fp32's CUDA cores.
		la["operands"] = l.actName()
	}
	logits := l.op(ir.OpLinear, vals(x), ps(gate), la)
	route := ir.Attrs{
		"scoring": c.Scoring, "method": c.TopKMethod, "top_k": c.TopK,
		"groups": int64(1), "topk_group": int64(1), "norm": c.NormTopKProb, "scale": c.RoutedScaling,
	}
	if c.TopKMethod != "greedy" {
		route["groups"], route["topk_group"] = c.NGroup, c.TopKGroup
	}
	if c.Family == FamilyDeepSeekV2 {
		// HF's DeepseekV2TopkRouter never reads norm_topk_prob (ARCH.md §9.1).
		route["norm"] = false
	}
	var rw []*ir.Param
	if c.CorrectionBias {
		b := l.param(p+".gate.e_score_correction_bias", ir.RoleFFN, false, c.RoutedExperts)
		b.Type.DType = ir.F32 // HF keeps it in fp32 (_keep_in_fp32_modules_strict)
		rw = append(rw, b)
	}
	w := l.op(ir.OpMoERoute, vals(logits), rw, route)
	ie := c.MoEIntermediate
	ex := ps(l.experts(p, "gate_proj", ie, c.Hidden), l.experts(p, "up_proj", ie, c.Hidden), l.experts(p, "down_proj", c.Hidden, ie))
	ex, attrs := l.scaled(ir.Attrs{"top_k": c.TopK}, ex...)
	wide := l.wide && c.SharedExperts > 0
	if wide {
		attrs["dtype"] = ir.F32.String()
	}
	y := l.op(ir.OpMoEExperts, vals(x, w), ex, attrs)
	if c.SharedExperts > 0 {
		s := l.mlp(x, p+".shared_experts", ie*c.SharedExperts)
		var sum ir.Attrs
		if wide {
			// The layer's result crosses to the attention side: rounded once, here.
			sum = ir.Attrs{"dtype": l.actName()}
		}
		y = l.op(ir.OpAdd, vals(y, s), nil, sum)
	}
	return y
}
