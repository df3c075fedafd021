package kgen

import (
	"afdc/targets/opparams"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"afdc/internal/testflags"
)

// goldenSpecs is one small instance of every kernel kind (and of each variant that changes the code:
// residual fusion, rope styles and YaRN, router scoring and grouping).
var goldenSpecs = map[string]Spec{
	"cast_bf16_f32":     CastSpec{From: EBF16, To: EF32},
	"cast_f32_bf16":     CastSpec{From: EF32, To: EBF16},
	"add":               AddSpec{Elem: EF32, Width: 64},
	"silu_mul":          SiluMulSpec{Elem: EBF16, Width: 80},
	"embedding":         EmbeddingSpec{Table: EBF16, Out: EF32, Vocab: 96, Hidden: 64},
	"rms_norm":          RMSNormSpec{In: EF32, Out: EF32, W: EBF16, Width: 64, Group: 64, Eps: 1e-6},
	"rms_norm_heads":    RMSNormSpec{In: EBF16, Out: EBF16, W: EBF16, Width: 128, Group: 32, Eps: 1e-5},
	"add_rms_norm":      RMSNormSpec{In: EF32, Out: EF32, W: EBF16, Width: 64, Group: 64, Eps: 1e-6, Residual: true},
	"rope_interleaved":  RopeSpec{Elem: EF32, Heads: 4, HeadDim: 24, Offset: 16, Style: "interleaved", Table: opparams.NewRope(8, 10000, &opparams.Yarn{Factor: 40, OrigMaxPos: 64, BetaFast: 32, BetaSlow: 1}, 1)},
	"rope_neox":         RopeSpec{Elem: EBF16, Heads: 2, HeadDim: 16, Offset: 0, Style: "neox", Table: opparams.NewRope(8, 1e6, nil, 1)},
	"rms_norm_rope":     RMSNormSpec{In: EBF16, Out: EBF16, W: EBF16, Width: 64, Group: 32, Eps: 1e-5, Rope: &RopeSpec{Elem: EBF16, Heads: 2, HeadDim: 32, Offset: 0, Style: "neox", Table: opparams.NewRope(16, 1e6, nil, 1)}},
	"argmax":            ArgmaxSpec{Elem: EF32, Vocab: 96},
	"sample":            SampleSpec{Elem: EF32, Vocab: 96},
	"mla_cache_write":   MLACacheWriteSpec{Elem: EBF16, Rank: 32, Rope: 8},
	"mla_attention":     MLAAttentionSpec{Elem: EF32, W: EBF16, Heads: 4, Nope: 16, Rope: 8, V: 12, Rank: 32, Scale: 0.38},
	"kv_cache_write":    KVCacheWriteSpec{Elem: EBF16, KVHeads: 2, HeadDim: 16},
	"mla_decode":        MLADecodeSpec{Q: EBF16, Pool: EBF16, Heads: 4, HG: 2, Nope: 16, Rope: 8, Rank: 32, Scale: 0.38},
	"mla_decode_mma":    MLADecodeSpec{Q: EBF16, Pool: EBF16, Heads: 16, HG: 16, Nope: 16, Rope: 32, Rank: 256, Scale: 0.38},
	"mla_decode_mma_w8": MLADecodeSpec{Q: EBF16, Pool: EBF16, Heads: 16, HG: 16, Nope: 16, Rope: 32, Rank: 512, Scale: 0.38},
	// Rows of 576 (whole 64-column blocks): the tile staged in dynamic shared memory.
	"mla_decode_mma_staged": MLADecodeSpec{Q: EBF16, Pool: EBF16, Heads: 16, HG: 16, Nope: 16, Rope: 64, Rank: 512, Scale: 0.38, Stage: true},
	// The flash-attention kernel at its narrowest row (64: one swizzle line), two tile buffers.
	"mla_decode_fa":       MLADecodeSpec{Q: EBF16, Pool: EBF16, Heads: 64, HG: 16, Nope: 16, Rope: 0, Rank: 64, Scale: 0.38, FA: true},
	"mla_combine":         CombineSpec{Kind: "mla_combine", Out: EBF16, Heads: 4, Width: 32},
	"mla_prefill_softmax": MLAPrefillSoftmaxSpec{Out: EBF16, Scale: 0.38},
	// A q·k width of a 32-column chunk and a 16-column step.
	"mla_prefill_flash": FlashPrefillSpec{Source: FlashMLA, Heads: 2, Dk: 48, Dv: 32, Nope: 32, Scale: 0.38},
	"gqa_prefill_flash": FlashPrefillSpec{Source: FlashGQA, Heads: 4, KVHeads: 2, Dk: 32, Dv: 32, Scale: 0.25},
	"mla_cache_gather":  MLACacheGatherSpec{Elem: EBF16, Rank: 32, Rope: 8},
	"gqa_decode":        GQADecodeSpec{Elem: EBF16, Heads: 8, KVHeads: 2, HeadDim: 16, HG: 4, Scale: 0.25},
	// The tensor-core kernel: a KV group of 12 heads (4 padded rows), an odd number of 16-column
	// pairs (80 columns: one warp idles in P·V), rows padded to 128-byte lines in shared memory.
	"gqa_decode_mma": GQADecodeSpec{Elem: EBF16, Heads: 24, KVHeads: 2, HeadDim: 80, HG: 12, Scale: 0.11, MMA: true},
	"gqa_combine":    CombineSpec{Kind: "gqa_combine", Out: EF32, Heads: 8, Width: 16},
	"gqa_attention":  GQAAttentionSpec{Elem: EF32, Heads: 8, KVHeads: 2, HeadDim: 16, Scale: 0.25},
	"slice":          SliceSpec{Elem: EBF16, InWidth: 40, Start: 32, Len: 8},
	"gather_rows":    GatherRowsSpec{Elem: EF32, Width: 64},
	"moe_count":      MoECountSpec{Route: EF32, Experts: 16},
	"moe_permute":    MoEPermuteSpec{Route: EF32, Experts: 16},
	"moe_scatter":    MoEScatterSpec{Route: EF32, Experts: 16},
	"moe_gather":     MoEGatherSpec{Elem: EBF16, Hidden: 64, Experts: 16},
	"moe_combine":    MoECombineSpec{Elem: EBF16, Out: EBF16, Hidden: 64, Experts: 16},
	"moe_route_sigmoid": RouteSpec{Logits: EF32, Out: EF32, Bias: EF32, HasBias: true, Experts: 16,
		Params: RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 4, Groups: 4, TopKGroup: 2, Norm: true, Scale: 2.5}},
	"moe_route_softmax": RouteSpec{Logits: EF32, Out: EF32, Experts: 16,
		Params: RouteParams{Scoring: "softmax", Method: "group_limited_greedy", TopK: 4, Groups: 4, TopKGroup: 2, Scale: 16}},
	// 40 groups do not fit the warp router's 32-bit group mask: the serial form.
	"moe_route_serial": RouteSpec{Logits: EF32, Out: EF32, Experts: 80,
		Params: RouteParams{Scoring: "sigmoid", Method: "noaux_tc", TopK: 4, Groups: 40, TopKGroup: 4, Norm: true, Scale: 1}},
}

// TestGolden lowers each kernel kind and compares its LLVM IR with testdata/<case>.ll (-update
// rewrites them).
func TestGolden(t *testing.T) {
	for name, s := range goldenSpecs {
		t.Run(name, func(t *testing.T) {
			k, _ := s.Build()
			got := Lower([]*Kernel{k}).String()
			testflags.Golden(t, filepath.Join("testdata", name+".ll"), got)
		})
	}
}

// TestGoldenKinds keeps goldenSpecs covering every kind Plan can produce.
func TestGoldenKinds(t *testing.T) {
	have := map[string]bool{}
	for _, s := range goldenSpecs {
		_, l := s.Build()
		have[l.Kind] = true
	}
	for _, kind := range []string{"cast", "add", "silu_mul", "embedding", "rms_norm", "add_rms_norm", "rope", "argmax", "moe_route",
		"moe_count", "moe_permute", "moe_scatter", "moe_gather", "moe_combine", "sample", "slice", "gather_rows",
		"mla_cache_write", "mla_attention", "mla_decode", "mla_combine", "mla_prefill_softmax", "mla_prefill_flash", "gqa_prefill_flash", "mla_cache_gather", "kv_cache_write", "gqa_attention", "gqa_decode", "gqa_combine"} {
		if !have[kind] {
			t.Errorf("no golden case of kind %s", kind)
		}
	}
}

// TestGoldenLLC checks that llc accepts every golden kernel and that the bf16 store rounds in
// integer code rather than through a cvt that would differ in NaN handling.
func TestGoldenLLC(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Skipf("skipping: %v", err)
	}
	var ks []*Kernel
	for _, s := range goldenSpecs {
		k, _ := s.Build()
		ks = append(ks, k)
	}
	ptx := llcEntries(t, tc, ks)
	// llc passes an external symbol's name through as it is, and ptxas refuses a name off PTX's
	// identifier syntax (such as one with a dot): the dynamic shared memory's declaration.
	ident := regexp.MustCompile(`^(?:[a-zA-Z][a-zA-Z0-9_$]*|[_$%][a-zA-Z0-9_$]+)$`)
	decl := regexp.MustCompile(`(?m)^\.extern \.shared .* ([^ ]+)\[\];$`)
	ms := decl.FindAllStringSubmatch(ptx, -1)
	if len(ms) == 0 {
		t.Errorf("PTX declares no dynamic shared memory, expected the staged mla_decode's")
	}
	for _, m := range ms {
		if !ident.MatchString(m[1]) {
			t.Errorf("dynamic shared memory %q: not a PTX identifier", m[1])
		}
	}
}

// llcEntries compiles ks with llc and checks that each is a PTX entry point and that no mutable
// local was left in local memory; it returns the PTX.
func llcEntries(t *testing.T, tc *Toolchain, ks []*Kernel) string {
	t.Helper()
	ptx, err := tc.PTX(t.Context(), Lower(ks).String())
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range ks {
		if !strings.Contains(ptx, ".entry "+k.Name+"(") {
			t.Errorf("PTX has no entry %s", k.Name)
		}
	}
	if strings.Contains(ptx, ".local") {
		t.Errorf("PTX uses local memory: a mutable local was not promoted to a register")
	}
	return ptx
}
