package kgen

import (
	"context"
	"fmt"
	"reflect"
	"sort"
	"sync"

	llir "github.com/llir/llvm/ir"

	"afdc/ir"
	"afdc/targets/opparams"
)

// Bundle is the device code of one role program: its kernels as LLVM IR and PTX, and the launch
// table a runtime needs to call them.
type Bundle struct {
	LL       string   `json:"-"`
	PTX      string   `json:"-"`
	Launches []Launch `json:"kernels"`
	// Arch is the GPU architecture the PTX targets.
	Arch Arch `json:"gpu_arch,omitempty"`
	// DependentLaunch: every kernel waits for the grid before it in its stream itself (Hopper and
	// newer; lower), so the runtime may launch them with programmatic stream serialization.
	DependentLaunch bool `json:"dependent_launch,omitempty"`
	// Pending lists the program's ops that have no generated kernel (none today), so a runtime can
	// refuse such a program plainly. GEMMs (linear, and the expert
	// GEMMs between moe_gather and moe_combine) are cuBLAS calls, not kernels here, but for a bf16
	// linear's steps of a few tokens (LinearDecode).
	Pending []string `json:"pending,omitempty"`
}

// Plan chooses the kernels of a role program: one spec per distinct shape of every op this package
// generates, plus the bf16 <-> f32 casts. The result is sorted by kernel name.
func Plan(m *ir.Module) ([]Spec, []string, error) { return PlanFor(m, DefaultArch) }

// PlanFor is Plan for the GPU architecture arch: SM90a takes the warpgroup-MMA MLA decode kernel
// in its seesaw form where its shapes allow (mladecode_ss.go), SM90 (and SM90a where that one does not serve) the
// flash-attention kernel where its shapes allow (mladecode_fa.go), and SM80 keeps the 16-head
// tensor-core kernel (its PTX also runs on Ada, with too little shared memory for the others).
// SM90a also takes the warpgroup form of the fused prefill where its shapes allow
// (flashprefill_wgmma.go); SM80 and SM90 keep the mma.sync form. Every architecture takes the
// tensor-core GQA decode kernel for bf16 programs where its shapes allow (gqadecode_mma.go; SM80
// only where an Ada block holds its shared memory).
func PlanFor(m *ir.Module, arch Arch) ([]Spec, []string, error) {
	specs := map[string]Spec{}
	add := func(s Spec) {
		k, _ := s.Build()
		specs[k.Name] = s
	}
	add(CastSpec{From: EBF16, To: EF32})
	add(CastSpec{From: EF32, To: EBF16})
	pending := map[string]bool{}
	for _, f := range m.Funcs {
		// The decode linear kernels in both forms: steps of up to 8 tokens and of 9 to 16.
		for _, g := range LinearGroups(f) {
			add(LinearGroupSpec(g))
			add(LinearGroupSpec(g).Wide())
		}
		for _, p := range NormRopes(f) {
			s, _ := NormRopeSpec(p[0], p[1])
			add(s)
		}
		for _, nl := range NormLinears(f, LinearGroups(f)) {
			s, _ := NormLinearSpec(nl.Norm, nl.Ops)
			add(s)
			add(s.Wide())
		}
		for _, p := range ResidualLinears(f) {
			s, _ := LinearResidualSpec(p[0], p[1])
			add(s)
			add(s.Wide())
		}
		for _, st := range StackedLinears(f, LinearGroups(f)) {
			s, _ := StackedNormSpec(st)
			add(s)
		}
		for _, l := range MLALatents(f) {
			s, _ := MLALatentSpecFor(l)
			add(s)
		}
		for _, op := range f.Body {
			s, err := specForArch(op, arch)
			if err != nil {
				return nil, nil, fmt.Errorf("%s: %s: %w", m.Name, op.Info().Name, err)
			}
			for _, x := range s {
				add(x)
			}
			if s == nil && !noKernel[op.Kind] {
				pending[op.Info().Name] = true
			}
		}
	}
	var names []string
	for n := range specs {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([]Spec, len(names))
	for i, n := range names {
		out[i] = specs[n]
	}
	var pend []string
	for n := range pending {
		pend = append(pend, n)
	}
	sort.Strings(pend)
	return out, pend, nil
}

// noKernel are the ops that need no kernel of their own: the transport, and GEMMs, which are cuBLAS
// calls (a bf16 linear also has a kernel for decode steps, LinearDecode).
var noKernel = map[ir.OpKind]bool{
	ir.OpSend: true, ir.OpRecv: true, ir.OpRemoteFFN: true, ir.OpLinear: true,
	ir.OpDispatch: true, ir.OpCombine: true,
}

// expertsOf is a routed-experts op's expert count and routing matrix element type: moe_experts
// reads its dense routing operand [rows, E]; expert_ffn's backend builds an f32 one from the ids
// and weights (one row per (token, expert) pair), over the stacked weights' E experts.
func expertsOf(op *ir.Op) (int64, Elem, error) {
	if op.Kind == ir.OpExpertFFN {
		return op.Weights[0].Type.Shape[0].N, EF32, nil
	}
	r, err := actElem(op.Args[1].Type)
	return width(op.Args[1].Type), r, err
}

func actElem(t ir.Type) (Elem, error) {
	switch t.DType {
	case ir.F32:
		return EF32, nil
	case ir.BF16:
		return EBF16, nil
	case ir.I32:
		return EI32, nil
	}
	return 0, fmt.Errorf("activation %s, expected f32, bf16 or i32", t)
}

// weightElem is how a weight sits in device memory: f32 stays f32, every other float (bf16, f16,
// FP8 dequantised at load) is bf16.
func weightElem(p *ir.Param) Elem {
	if p.Type.DType == ir.F32 {
		return EF32
	}
	return EBF16
}

// LinearBias is a linear op's bias param, nil when it has none: the first of its params after the
// weight that is not an FP8 scale. The backend holds it in the GEMM form, as the weight.
func LinearBias(op *ir.Op) *ir.Param {
	for _, p := range op.Weights[1:] {
		if !p.IsScale() {
			return p
		}
	}
	return nil
}

// GEMMForm is the element type a GEMM of op multiplies in (the backend casts its activations to
// it): the experts' GEMMs read their input's type (their weighted sum may be stored wider); a
// linear's "operands" attribute names it where it differs from the result (bf16 operands of f32
// results: the output projections, the logits, a bf16 gate's router logits); else f32 results
// multiply in f32, every other in bf16.
func GEMMForm(op *ir.Op) ir.DType {
	if op.Kind == ir.OpMoEExperts || op.Kind == ir.OpExpertFFN {
		return op.Args[0].Type.DType
	}
	if s, ok := op.Attrs.Str("operands"); ok {
		if d, err := ir.ParseDType(s); err == nil && d == ir.F32 {
			return ir.F32
		}
		return ir.BF16
	}
	if op.Result.Type.DType == ir.F32 {
		return ir.F32
	}
	return ir.BF16
}

func width(t ir.Type) int64 { return t.Shape[len(t.Shape)-1].N }

func specFor(op *ir.Op) ([]Spec, error) { return specForArch(op, DefaultArch) }

// specForArch is specFor for the GPU architecture arch.
func specForArch(op *ir.Op, arch Arch) ([]Spec, error) {
	a := op.Attrs
	var res, in Elem
	var err error
	if op.Result != nil {
		if res, err = actElem(op.Result.Type); err != nil {
			return nil, err
		}
	}
	if len(op.Args) > 0 {
		if in, err = actElem(op.Args[0].Type); err != nil {
			return nil, err
		}
	}
	switch op.Kind {
	case ir.OpEmbedding:
		w := op.Weights[0]
		return []Spec{EmbeddingSpec{Table: weightElem(w), Out: res, Vocab: w.Type.Shape[0].N, Hidden: w.Type.Shape[1].N}}, nil
	case ir.OpRMSNorm:
		w := op.Weights[0]
		s := RMSNormSpec{In: in, Out: res, W: weightElem(w), Width: width(op.Result.Type), Group: w.Type.Shape[0].N,
			Eps: float32(a.MustFloat("eps"))}
		out := []Spec{s}
		// The fused residual add reads both addends as the norm's input type: not the f32 residual
		// stream's adds of a bf16 layer output.
		if d := op.Args[0].Def; d != nil && d.Kind == ir.OpAdd && d.Args[0].Type.DType == d.Args[1].Type.DType && d.Args[0].Type.DType == op.Args[0].Type.DType {
			s.Residual = true
			out = append(out, s)
		}
		return out, nil
	case ir.OpMLAAttention:
		c, err := actElem(op.Args[1].Type)
		if err != nil {
			return nil, err
		}
		rank, rope := a.MustInt("rank"), a.MustInt("rope")
		// An FP8 kv_b_proj is dequantised at load: to bf16 for bf16 activations, to f32 for the
		// f32 build, which is held to the CPU reference's f32 dequantisation.
		w := weightElem(op.Weights[0])
		if op.Weights[0].Type.DType == ir.F8E4M3 && res == EF32 {
			w = EF32
		}
		heads, nope := a.MustInt("heads"), a.MustInt("nope")
		scale := float32(a.MustFloat("scale"))
		if KVF8(op) {
			return mlaF8Specs(op, arch, in, c, w, res)
		}
		out := []Spec{MLACacheWriteSpec{Elem: c, Rank: rank, Rope: rope},
			MLAAttentionSpec{Elem: res, W: w, Heads: heads, Nope: nope, Rope: rope, V: a.MustInt("v"), Rank: rank, Scale: scale}}
		// The split decode path (mladecode.go) runs the absorption and the output projection as
		// GEMMs of q and o_lat against kv_b_proj, which cuBLAS takes only in one element type.
		if in == w && res == w {
			d := MLADecodeSpec{Q: in, Pool: c, Heads: heads, HG: MLAHeadGroup(heads), Nope: nope, Rope: rope, Rank: rank, Scale: scale}
			// On sm_90a the warpgroup kernel (its seesaw form) where its shapes allow; on sm_90 (and sm_90a where
			// that one does not serve) the flash-attention kernel where its shapes allow; else the
			// 16-head tensor-core (or CUDA-core) kernel. The others stay reachable for benchmarks.
			// sm_80 PTX also runs on Ada (L40S: 99 KiB of shared memory a block), which the
			// flash-attention kernel's one-tile form (153 KiB) exceeds: sm_80 builds keep the
			// tensor-core kernel (24 KiB).
			switch {
			case arch.Hopper() && d.HopperOK():
				d.Hopper, d.Seesaw = true, true
			case d.FAOK() && arch != SM80:
				d.FA = true
			}
			if d.Check() == nil {
				out = append(out, d, CombineSpec{Kind: "mla_combine", Out: w, Heads: heads, Width: rank})
				// The seesaw kernel's bulk-copy form too, which the runtime takes where the cache's
				// blocks are of whole tiles (MLADecodeSpec.Bulk).
				if d.Seesaw {
					b := d
					b.Bulk = true
					if b.Check() == nil {
						out = append(out, b)
					}
				}
				// Steps of a few rows take the query absorption as a kernel (mlaabsorb.go).
				if ab := (MLAAbsorbSpec{Heads: heads, Nope: nope, Rope: rope, V: a.MustInt("v"), Rank: rank, Out: d.QAbs()}); w == EBF16 && ab.Check() == nil {
					out = append(out, ab)
				}
				// Steps of a few rows merge the splits and apply the output absorption in one
				// launch (mlaout.go) on Hopper, whose shared memory holds a head's W_v: 172 KiB at
				// DeepSeek's widths, past what an sm_80 build's GPUs (A100, Ada) give a block. Only
				// with heads enough to spread the launch over the GPU (a block a head: measured at
				// 128); DeepSeek-V2-Lite's 16 would leave 16 blocks to read every W_v.
				if w == EBF16 && arch != SM80 && heads >= mlaOutMinHeads {
					for tt := int64(1); tt <= MLAOutTokens; tt *= 2 {
						if o := (MLAOutSpec{Heads: heads, Nope: nope, V: a.MustInt("v"), Rank: rank, TT: tt}); o.Check() == nil {
							out = append(out, o)
						}
					}
				}
			}
			// The prefill form (cuBLAS over the expanded keys and values) takes q, the latent, the
			// rope key and kv_b_proj in one element type too.
			// In bf16 the scores, softmax and weighted sum are one fused kernel (flashprefill.go);
			// f32 builds (the parity reference) keep cuBLAS and the softmax kernel.
			if kpe, err := actElem(op.Args[2].Type); err == nil && kpe == w && c == w {
				f := FlashPrefillSpec{Source: FlashMLA, Heads: heads, Dk: nope + rope, Dv: a.MustInt("v"), Nope: nope, Scale: scale}
				f.Hopper = arch.Hopper() && f.HopperOK() // sm_90a: the warpgroup form (flashprefill_wgmma.go)
				if w == EBF16 && f.Check() == nil {
					// mla_cache_gather puts a chunk's cached prefix before its rows.
					out = append(out, f, MLACacheGatherSpec{Elem: c, Rank: rank, Rope: rope})
				} else {
					out = append(out, MLAPrefillSoftmaxSpec{Out: w, Scale: scale})
				}
			}
		}
		return out, nil
	case ir.OpGQAAttention:
		kv, hd := a.MustInt("kv_heads"), a.MustInt("head_dim")
		heads := a.MustInt("heads")
		if kv <= 0 || heads%kv != 0 {
			return nil, fmt.Errorf("heads %d, kv_heads %d, expected kv_heads dividing heads", heads, kv)
		}
		scale := float32(a.MustFloat("scale"))
		out := []Spec{KVCacheWriteSpec{Elem: in, KVHeads: kv, HeadDim: hd},
			GQAAttentionSpec{Elem: res, Heads: heads, KVHeads: kv, HeadDim: hd, Scale: scale}}
		// The split decode path (gqadecode.go) reads q and the pools and writes the output in one type.
		// bf16 takes the tensor-core kernel (gqadecode_mma.go) where its shapes allow.
		d := GQADecodeSpec{Elem: res, Heads: heads, KVHeads: kv, HeadDim: hd, HG: GQAHeadGroup(heads, kv), Scale: scale}
		d.MMA = d.MMAOK(arch)
		if in == res && d.Check() == nil {
			out = append(out, d, CombineSpec{Kind: "gqa_combine", Out: res, Heads: heads, Width: hd})
		}
		// Prompt and chunk steps of bf16 programs: the fused prefill kernel over the paged pools
		// (which hold the activations' type).
		if f := (FlashPrefillSpec{Source: FlashGQA, Heads: heads, KVHeads: kv, Dk: hd, Dv: hd, Scale: scale}); in == EBF16 && res == EBF16 && f.Check() == nil {
			f.Hopper = arch.Hopper() && f.HopperOK() // sm_90a: the warpgroup form (flashprefill_wgmma.go)
			out = append(out, f)
		}
		return out, nil
	case ir.OpLinear:
		// cuBLAS runs every linear; bf16 ones also get the decode kernel for steps of a few tokens,
		// in its two forms (up to 8 tokens, then up to 16), in that order.
		if d, ok := LinearDecode(op); ok {
			return []Spec{d, d.Wide()}, nil
		}
		return nil, nil
	case ir.OpSlice:
		return []Spec{SliceSpec{Elem: res, InWidth: width(op.Args[0].Type), Start: a.MustInt("start"), Len: a.MustInt("len")}}, nil
	case ir.OpLastTokens:
		return []Spec{GatherRowsSpec{Elem: res, Width: width(op.Result.Type)}}, nil
	case ir.OpAdd:
		b, err := actElem(op.Args[1].Type)
		if err != nil {
			return nil, err
		}
		if in == b && b == res {
			return []Spec{AddSpec{Elem: res, Width: width(op.Result.Type)}}, nil
		}
		return []Spec{AddSpec{Elem: res, Mixed: true, A: in, B: b, Out: res, Width: width(op.Result.Type)}}, nil
	case ir.OpSiluMul:
		return []Spec{SiluMulSpec{Elem: res, Width: width(op.Result.Type)}}, nil
	case ir.OpRope:
		t, err := opparams.Rope(a)
		if err != nil {
			return nil, err
		}
		return []Spec{RopeSpec{Elem: res, Heads: a.MustInt("heads"), HeadDim: a.MustInt("head_dim"),
			Offset: a.MustInt("offset"), Style: a.MustStr("style"), Table: t}}, nil
	case ir.OpSample:
		v := width(op.Args[0].Type)
		return []Spec{ArgmaxSpec{Elem: in, Vocab: v}, SampleSpec{Elem: in, Vocab: v}}, nil
	case ir.OpMoEExperts, ir.OpExpertFFN:
		// expert_ffn runs the same kernels over its pair rows: each pair row routes to one expert
		// with its weight, so the combine's sum of one term is that pair's product.
		e, route, err := expertsOf(op)
		if err != nil {
			return nil, err
		}
		h := width(op.Result.Type)
		// The experts' SiLU·mul runs between the gate/up and down GEMMs over [slots, inter]; its
		// width is the experts' own, which no other op of the program need share.
		inter := op.Weights[0].Type.Shape[1].N
		// Wide (a bf16 input, an f32 result): the GEMMs store gate, up and the down projections in
		// f32, SiLU·mul rounds its product to bf16 for the down GEMMs, the combine reads f32.
		silu := SiluMulSpec{Elem: in, Width: inter}
		ys := in
		if res == EF32 && in != EF32 {
			silu = SiluMulSpec{Elem: EF32, Width: inter, Wide: true, Out: in}
			ys = EF32
		}
		specs := []Spec{MoECountSpec{Route: route, Experts: e}, MoEPermuteSpec{Route: route, Experts: e}, MoEScatterSpec{Route: route, Experts: e}, MoEGatherSpec{Elem: in, Hidden: h, Experts: e},
			MoECombineSpec{Elem: ys, Out: res, Hidden: h, Experts: e}, silu}
		return append(specs, StreamingExperts(op)...), nil
	case ir.OpMoERoute:
		e := width(op.Args[0].Type)
		rp, err := opparams.Route(a, int(e))
		if err != nil {
			return nil, err
		}
		s := RouteSpec{Logits: in, Out: res, Experts: e, Params: RouteParams{Scoring: rp.Scoring, Method: rp.Method,
			TopK: int64(rp.TopK), Groups: int64(rp.Groups), TopKGroup: int64(rp.TopKGroup), Norm: rp.Norm, Scale: rp.Scale}}
		if len(op.Weights) == 1 {
			s.HasBias, s.Bias = true, weightElem(op.Weights[0])
		}
		return []Spec{s}, nil
	}
	return nil, nil
}

// Build lowers specs to one LLVM module and the launch table, in spec order.
func Build(specs []Spec) (*llir.Module, []Launch, error) { return build(specs, false) }

// build is Build; dependent lowers the kernels for dependent launches (lower).
func build(specs []Spec, dependent bool) (*llir.Module, []Launch, error) {
	var ks []*Kernel
	var ls []Launch
	for _, s := range specs {
		k, l := s.Build()
		if err := l.check(); err != nil {
			return nil, nil, err
		}
		if err := Verify(k); err != nil {
			return nil, nil, err
		}
		ks = append(ks, k)
		ls = append(ls, l)
	}
	return lower(ks, dependent), ls, nil
}

// Generate plans, lowers and compiles the kernels of a role program for DefaultArch. tc may be nil:
// the bundle then has LLVM IR but no PTX.
func Generate(ctx context.Context, m *ir.Module, tc *Toolchain) (*Bundle, error) {
	return GenerateFor(ctx, m, tc, DefaultArch)
}

// GenerateFor is Generate for the GPU architecture arch.
func GenerateFor(ctx context.Context, m *ir.Module, tc *Toolchain, arch Arch) (*Bundle, error) {
	arch, err := ParseArch(string(arch)) // "" is the default
	if err != nil {
		return nil, err
	}
	specs, pending, err := PlanFor(m, arch)
	if err != nil {
		return nil, err
	}
	dependent := arch.Major() >= 9
	mod, ls, err := build(specs, dependent)
	if err != nil {
		return nil, err
	}
	b := &Bundle{LL: mod.String(), Launches: ls, Pending: pending, Arch: arch, DependentLaunch: dependent}
	if tc != nil {
		if b.PTX, err = tc.PTXFor(ctx, b.LL, arch); err != nil {
			return nil, fmt.Errorf("%s %s kernels: %w", m.Name, m.Role, err)
		}
		if err := CheckPTX(b.PTX, arch); err != nil {
			return nil, fmt.Errorf("%s %s kernels: %w", m.Name, m.Role, err)
		}
	}
	return b, nil
}

// KernelsFor lists the kernels that implement one op of a role program, in the order a runtime
// launches them (e.g. the cache write before the attention; permute, gather, then combine around
// the expert GEMMs; add_rms_norm is an alternative to add followed by rms_norm). Ops without
// kernels (GEMMs, transport) return none. The names are those of the bundle Generate makes for the
// op's module.
func KernelsFor(op *ir.Op) ([]Launch, error) { return KernelsForArch(op, DefaultArch) }

// KernelsForArch is KernelsFor in the bundle GenerateFor makes for arch.
func KernelsForArch(op *ir.Op, arch Arch) ([]Launch, error) {
	specs, err := specForArch(op, arch)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", op.Info().Name, err)
	}
	var ls []Launch
	for _, s := range specs {
		ls = append(ls, launchOf(s))
	}
	return ls, nil
}

// launches caches the launch of each spec KernelsForArch has built: every layer of a model asks for
// the same specs, and building a kernel to read its launch costs milliseconds.
var launches sync.Map // Spec → Launch

// launchOf is s's launch, built once per distinct spec (specs of types that are not comparable are
// built every time).
func launchOf(s Spec) Launch {
	if !reflect.TypeOf(s).Comparable() {
		_, l := s.Build()
		return l
	}
	if l, ok := launches.Load(s); ok {
		return l.(Launch)
	}
	_, l := s.Build()
	launches.Store(s, l)
	return l
}

// StreamingExperts are the decode-step kernels of a routed-experts op (streaming.md), when its
// shapes take them: bf16 activations, widths the streaming loads divide, and bf16 weights (a backend
// stores the experts in the activation dtype) or FP8 ones in DeepSeek's 128×128 blocks (FP8Experts:
// the backend keeps those FP8 and the kernels dequantise in registers). moe_active lists the touched
// experts, the gate/up and down kernels stream them with the tilings measured best on the H200, and
// an f32-input combine adds the per-slot f32 results. None for other shapes: the backend then keeps
// the GEMM path.
func StreamingExperts(op *ir.Op) []Spec {
	if (op.Kind != ir.OpMoEExperts && op.Kind != ir.OpExpertFFN) || op.Args[0].Type.DType != ir.BF16 {
		return nil
	}
	out, err := actElem(op.Result.Type) // bf16, or f32 when the sum is kept wide
	if err != nil || out == EI32 {
		return nil
	}
	e, _, err := expertsOf(op)
	if err != nil {
		return nil
	}
	h := width(op.Result.Type)
	inter := op.Weights[0].Type.Shape[1].N
	w := EBF16
	if op.Weights[0].Type.DType == ir.F8E4M3 {
		if !fp8Blocks(op) {
			return nil
		}
		w = EF8
	}
	// Not Pipe: on the H200 the pipelined FP8 kernels made the DeepSeek-V3 slice's decode step slower
	// at every batch (batch 8: 13.2 against 9.7 ms, batch 64: 52.9 against 42.6; docs/perf.md).
	gu := MoEStreamSpec{X: EBF16, Out: EBF16, W: w, Hidden: h, Inter: inter, Experts: e, TT: 8, R: 2, NW: 4, Blocks: 528}
	down := MoEStreamSpec{Down: true, X: EBF16, Out: EF32, W: w, Hidden: h, Inter: inter, Experts: e, TT: 8, R: 4, NW: 4, Blocks: 528}
	if w == EF8 {
		// FP8 takes the tensor-core kernels at every batch where the widths allow: on the H200 at
		// DeepSeek-V3 widths they ran the routed experts 1.6-5.4x faster than the CUDA-core FP8
		// kernels (batch 1, 8, 64, 256: 131, 666, 2556, 3819 µs against 210, 1302, 6911, 20457)
		// and 0.38x the bf16 time at batch 64; these tilings were best or within 8 % of it at every
		// batch (docs/perf.md). bf16 keeps the CUDA-core kernels, faster below the crossover.
		mgu, mdown := gu, down
		mgu.MMA, mgu.TT, mgu.R, mgu.U = true, 16, 1, 4
		mdown.MMA, mdown.TT, mdown.R, mdown.U = true, 16, 4, 2
		if mgu.Check() == nil && mdown.Check() == nil {
			gu, down = mgu, mdown
		}
	}
	act := MoEActiveSpec{Experts: e}
	for _, c := range []interface{ Check() error }{gu, down, act} {
		if c.Check() != nil {
			return nil
		}
	}
	return []Spec{act, gu, down, MoECombineSpec{Elem: EF32, Out: out, Hidden: h, Experts: e}}
}

// fp8Blocks reports whether a routed-experts op holds its three matrices in FP8 with one scale per
// 128×128 block, each followed by its scale param (gate, up, down, then their scales): the layout
// the FP8 streaming kernels read.
func fp8Blocks(op *ir.Op) bool {
	if len(op.Weights) != 6 {
		return false
	}
	for i, p := range op.Weights[:3] {
		if p.Type.DType != ir.F8E4M3 || p.Block != [2]int64{fp8Block, fp8Block} || !op.Weights[3+i].IsScale() || op.Weights[3+i].Type.DType != ir.F32 {
			return false
		}
	}
	return true
}

// FP8Experts reports whether a backend keeps a routed-experts op's weights in FP8 on the device:
// its streaming kernels read e4m3 codes and their f32 block scales (stacked [E, Out, In] bytes and
// [E, ceil(Out/128), ceil(In/128)] scales) for every decode step, whatever the token count, since
// no GEMM path reads FP8.
func FP8Experts(op *ir.Op) bool {
	specs := StreamingExperts(op)
	return len(specs) > 0 && op.Weights[0].Type.DType == ir.F8E4M3
}

// SplitAttention reports whether an attention op's kernels include a split decode pair
// (mla_decode and mla_combine, or gqa_decode and gqa_combine). MLA has it when q, the result and
// kv_b_proj share one element type, which the runtime's absorption and output GEMMs need; GQA when q
// and the result do.
func SplitAttention(op *ir.Op) bool {
	specs, err := specFor(op)
	if err != nil {
		return false
	}
	for _, s := range specs {
		switch s.(type) {
		case MLADecodeSpec, GQADecodeSpec:
			return true
		}
	}
	return false
}

// FusedPrefill reports whether an attention op's kernels include a fused prefill kernel
// (flashprefill.go), which needs no scores buffer.
func FusedPrefill(op *ir.Op) bool {
	specs, err := specFor(op)
	if err != nil {
		return false
	}
	for _, s := range specs {
		if _, ok := s.(FlashPrefillSpec); ok {
			return true
		}
	}
	return false
}
