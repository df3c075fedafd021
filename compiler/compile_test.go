package compiler

import (
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/internal/testflags"
	"afdc/ir"
)

func compilePreset(t testing.TB, name string, o BuildOptions) *Artifact {
	t.Helper()
	c, err := LoadConfig(name)
	if err != nil {
		t.Fatal(err)
	}
	o.VerifyEach = true
	a, err := Compile(c, o)
	if err != nil {
		t.Fatalf("compile %s: %v", name, err)
	}
	return a
}

// TestGolden pins the full, attention and FFN module of every preset under testdata/golden/. Rewrite
// with `go test ./compiler -update` and review the diff.
func TestGolden(t *testing.T) {
	for _, name := range Presets() {
		t.Run(name, func(t *testing.T) {
			a := compilePreset(t, name, BuildOptions{})
			for _, m := range []*ir.Module{a.Full, a.Attention, a.FFN} {
				got := ir.Print(m)
				path := filepath.Join("..", "testdata", "golden", name, m.Role.String()+".afir")
				testflags.Golden(t, path, got)
				back, err := ir.Parse(path, got)
				if err != nil {
					t.Fatalf("golden %s does not parse: %v", path, err)
				}
				if d := cmp.Diff(got, ir.Print(back)); d != "" {
					t.Errorf("%s: print(parse(s)) != s (-want +got):\n%s", path, d)
				}
			}
		})
	}
}

// TestParamCounts checks every real preset against ARCH.md §7 (HF meta-device counts) plus the router
// correction-bias tensors, which HF keeps as buffers but checkpoints store and the FFN role loads.
func TestParamCounts(t *testing.T) {
	for _, tc := range []struct {
		name        string
		hf, biases  int64
		dense, moe  int64
		mtp         int64
		attnPerLay  int64
		wireDefault int64
		kv          int64 // ARCH.md §7's KV cache bytes per token per layer at bf16
	}{
		{"deepseek-v2", 235_741_434_880, 0, 1, 59, 0, 149_227_520, 20_480, 1152},
		{"deepseek-v2-lite", 15_706_484_224, 0, 1, 26, 0, 13_763_072, 8_192, 1152},
		{"deepseek-v3", 671_026_404_352, 58 * 256, 3, 58, 1, 187_107_328, 28_672, 1152},
		{"deepseek-r1", 671_026_404_352, 58 * 256, 3, 58, 1, 187_107_328, 28_672, 1152},
		{"glm-4.5", 352_797_814_784, 89 * 160, 3, 89, 1, 136_329_472, 20_480, 4096},
		{"glm-4.6", 352_797_814_784, 89 * 160, 3, 89, 1, 136_329_472, 20_480, 4096},
		{"glm-4.5-air", 106_852_245_504, 45 * 128, 1, 45, 1, 109_066_240, 16_384, 4096},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := compilePreset(t, tc.name, BuildOptions{})
			r := Inspect(a)
			if r.TotalParams != tc.hf+tc.biases {
				t.Errorf("total_params = %d, want %d (HF) + %d (router biases)", r.TotalParams, tc.hf, tc.biases)
			}
			if got := r.Roles.Attention.Params + r.Roles.FFN.Params; got != r.TotalParams {
				t.Errorf("attention %d + ffn %d = %d, want total %d (nothing is shared by default)",
					r.Roles.Attention.Params, r.Roles.FFN.Params, got, r.TotalParams)
			}
			if r.Layers.Dense != tc.dense || r.Layers.MoE != tc.moe || r.Layers.MTPExcluded != tc.mtp {
				t.Errorf("layers dense %d moe %d mtp %d, want %d %d %d", r.Layers.Dense, r.Layers.MoE, r.Layers.MTPExcluded, tc.dense, tc.moe, tc.mtp)
			}
			// Attention params per layer (ARCH §7) = the attention role minus embed, lm_head, final norm
			// and the two layer norms per layer, divided by layers.
			c := a.Config
			perLayer := (r.Roles.Attention.Params - 2*c.Vocab*c.Hidden - c.Hidden - 2*c.Hidden*c.Layers) / c.Layers
			if perLayer != tc.attnPerLay {
				t.Errorf("attention params per layer = %d, want %d", perLayer, tc.attnPerLay)
			}
			if r.KVBytesPerTokenPerLayer != tc.kv {
				t.Errorf("kv bytes/token/layer = %d, want %d", r.KVBytesPerTokenPerLayer, tc.kv)
			}
			if r.WireBytesPerTokenPerLayer != tc.wireDefault {
				t.Errorf("wire bytes/token/layer = %d, want %d", r.WireBytesPerTokenPerLayer, tc.wireDefault)
			}
		})
	}
}

// TestParamBound: the bound the config validator holds against maxParams is at least what lowering
// declares, for every preset (the real models among them are far below maxParams).
func TestParamBound(t *testing.T) {
	for _, name := range Presets() {
		a := compilePreset(t, name, BuildOptions{})
		total, bound := Inspect(a).TotalParams, paramBound(a.Config)
		if bound < total || bound > maxParams {
			t.Errorf("%s: bound %d, want at least the %d lowered parameters and at most %d", name, bound, total, int64(maxParams))
		}
	}
}

func opNames(m *ir.Module) map[string]bool {
	s := map[string]bool{}
	for _, f := range m.Funcs {
		for _, op := range f.Body {
			s[op.Info().Name] = true
		}
	}
	return s
}

// TestRoleContents is the acceptance check of the split on GLM-4.5: the FFN program holds no attention,
// KV, embedding, lm_head or sampling op; the attention program no expert or dense-MLP weight.
func TestRoleContents(t *testing.T) {
	a := compilePreset(t, "glm-4.5", BuildOptions{})
	ops := opNames(a.FFN)
	for _, bad := range []string{"embedding", "gqa_attention", "mla_attention", "rope", "last_tokens", "sample", "remote_ffn", "send", "recv"} {
		if ops[bad] {
			t.Errorf("ffn module has a %s op", bad)
		}
	}
	for _, p := range a.FFN.Params {
		if !strings.Contains(p.Name, ".mlp.") {
			t.Errorf("ffn module loads %s", p.Name)
		}
	}
	if n := len(a.FFN.Funcs); n != 92 {
		t.Errorf("ffn module has %d layer functions, want 92", n)
	}
	for _, p := range a.Attention.Params {
		if strings.Contains(p.Name, ".mlp.") {
			t.Errorf("attention module loads %s", p.Name)
		}
	}
	ops = opNames(a.Attention)
	for _, bad := range []string{"moe_route", "moe_experts", "silu_mul"} {
		if ops[bad] {
			t.Errorf("attention module has a %s op", bad)
		}
	}
}

// TestGateOnAttention: --gate-on attention moves exactly the router (its linear and weight) into the
// attention module, and the router logits join the payload of MoE layers only.
func TestGateOnAttention(t *testing.T) {
	for _, name := range []string{"glm-4.5-air", "deepseek-v2-lite", "tiny-deepseek-v3"} {
		t.Run(name, func(t *testing.T) {
			ffn := compilePreset(t, name, BuildOptions{})
			att := compilePreset(t, name, BuildOptions{GateOn: "attention"})
			names := func(m *ir.Module) []string {
				var n []string
				for _, p := range m.Params {
					n = append(n, p.Name)
				}
				slices.Sort(n)
				return n
			}
			var moved []string
			for _, n := range names(att.Attention) {
				if !slices.Contains(names(ffn.Attention), n) {
					moved = append(moved, n)
				}
			}
			var want []string
			for l := att.Config.FirstKDense; l < att.Config.Layers; l++ {
				want = append(want, layerPrefix(l)+".mlp.gate.weight")
			}
			slices.Sort(want)
			if d := cmp.Diff(want, moved); d != "" {
				t.Errorf("params moved to attention (-want +got):\n%s", d)
			}
			for _, n := range names(att.FFN) {
				if strings.HasSuffix(n, ".mlp.gate.weight") {
					t.Errorf("ffn module still loads %s", n)
				}
			}
			countOps := func(m *ir.Module, kind ir.OpKind) int {
				n := 0
				for _, f := range m.Funcs {
					for _, op := range f.Body {
						if op.Kind == kind {
							n++
						}
					}
				}
				return n
			}
			if d := countOps(att.Attention, ir.OpLinear) - countOps(ffn.Attention, ir.OpLinear); d != int(att.Config.MoELayers()) {
				t.Errorf("attention gained %d linear ops, want one router per MoE layer (%d)", d, att.Config.MoELayers())
			}
			e := att.Config.RoutedExperts
			for _, w := range att.Wire {
				wantN := 1
				if w.Kind == "moe" {
					wantN = 2
					if w.ToFFN[1].Name != "router_logits" || w.ToFFN[1].DType != "f32" || w.ToFFN[1].Width != e {
						t.Errorf("layer %d router payload %+v, want router_logits f32 x %d", w.Layer, w.ToFFN[1], e)
					}
				}
				if len(w.ToFFN) != wantN {
					t.Errorf("layer %d (%s) sends %d tensors, want %d", w.Layer, w.Kind, len(w.ToFFN), wantN)
				}
			}
			if att.Plan == ffn.Plan {
				t.Errorf("plan id %s does not change with --gate-on", att.Plan)
			}
		})
	}
}

func TestStagesChangePlan(t *testing.T) {
	p1 := compilePreset(t, "tiny-glm4-moe", BuildOptions{Stages: 1}).Plan
	p2 := compilePreset(t, "tiny-glm4-moe", BuildOptions{Stages: 2}).Plan
	p2b := compilePreset(t, "tiny-glm4-moe", BuildOptions{Stages: 2}).Plan
	if p1 == p2 || p2 != p2b {
		t.Errorf("plans: stages 1 %s, stages 2 %s and %s: want different across stages, equal across builds", p1, p2, p2b)
	}
}

func TestLayerRange(t *testing.T) {
	a := compilePreset(t, "deepseek-v3", BuildOptions{Layers: &LayerRange{First: 2, Last: 3}})
	var got []string
	for _, f := range a.FFN.Funcs {
		got = append(got, f.Name)
	}
	if d := cmp.Diff([]string{"layer.2", "layer.3"}, got); d != "" {
		t.Errorf("ffn functions (-want +got):\n%s", d)
	}
	c, _ := LoadConfig("deepseek-v3")
	if _, err := Compile(c, BuildOptions{Layers: &LayerRange{First: 60, Last: 61}}); err == nil || !strings.Contains(err.Error(), "inside 0-60") {
		t.Errorf("layers 60-61 of a 61-layer model: err = %v, want a range error", err)
	}
}

// TestFP8Params: DeepSeek-V3's quantization_config makes every Linear weight but the router, the
// embedding and lm_head f8e4m3 with 128x128 scale blocks; the manifest names each scale tensor.
func TestFP8Params(t *testing.T) {
	a := compilePreset(t, "deepseek-v3", BuildOptions{Layers: &LayerRange{First: 3, Last: 3}})
	for _, p := range a.Full.Params {
		wantFP8 := strings.HasSuffix(p.Ckpt, "proj.weight") || strings.HasSuffix(p.Ckpt, "proj_with_mqa.weight")
		if got := p.Type.DType == ir.F8E4M3; got != wantFP8 {
			t.Errorf("%s is %s, fp8 expected %v", p.Name, p.Type.DType, wantFP8)
		}
	}
	man := a.Manifest(ir.RoleFFN)
	found := false
	for _, mt := range man.Tensors {
		if mt.Name == "model.layers.3.mlp.experts.255.down_proj.weight" {
			found = true
			if mt.ScaleInv != mt.Name+"_scale_inv" || !slices.Equal(mt.ScaleInvShape, []int64{56, 16}) || mt.Bytes != 7168*2048 {
				t.Errorf("manifest entry %+v: want scale %s_scale_inv [56,16], %d bytes", mt, mt.Name, 7168*2048)
			}
		}
	}
	if !found {
		t.Error("ffn manifest lacks expert 255's down_proj")
	}
}

// BenchmarkCompileDeepSeekV3 measures the whole compile of DeepSeek-V3 (61 layers, 256 experts):
// config, lowering, every pass, both role programs and manifests.
func BenchmarkCompileDeepSeekV3(b *testing.B) {
	c, err := LoadConfig("deepseek-v3")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		a, err := Compile(c, BuildOptions{Target: "cuda"})
		if err != nil {
			b.Fatal(err)
		}
		// What build writes besides the programs: each role's manifest.
		if a.Manifest(ir.RoleAttention) == nil || len(a.Manifest(ir.RoleFFN).Tensors) == 0 {
			b.Fatal("no manifests")
		}
	}
}

// TestPlanNamesTarget: a build's manifests name its target and transport, and the target is part of
// the plan id, so executables of different targets refuse each other at the handshake.
func TestPlanNamesTarget(t *testing.T) {
	plans := map[string]string{}
	for _, tc := range []struct{ target, transport string }{{"cpu", "tcp"}, {"cuda", "nccl"}, {"ascend", "hccl"}} {
		a := compilePreset(t, "tiny-glm4-moe", BuildOptions{Target: tc.target})
		for _, r := range []ir.Role{ir.RoleAttention, ir.RoleFFN} {
			m := a.Manifest(r)
			if m.Target != tc.target || m.Transport != tc.transport {
				t.Errorf("%s %s manifest: target %q transport %q, want %q %q", tc.target, r, m.Target, m.Transport, tc.target, tc.transport)
			}
		}
		for other, p := range plans {
			if p == a.Plan {
				t.Errorf("targets %s and %s have the same plan id %s", other, tc.target, p)
			}
		}
		plans[tc.target] = a.Plan
	}
	if none := compilePreset(t, "tiny-glm4-moe", BuildOptions{}).Plan; none == plans["cpu"] {
		t.Errorf("a build without a target has the cpu plan id %s", none)
	}
}

// TestCutBelowDensePrefix compiles DeepSeek-V3's config cut to two layers, fewer than its three
// dense ones: transformers makes both dense, and so must afdc (no experts on the FFN side).
func TestCutBelowDensePrefix(t *testing.T) {
	c, err := ParseConfig("config.json", "ds2", editPreset(t, "deepseek-v3", map[string]any{"num_hidden_layers": 2}))
	if err != nil {
		t.Fatal(err)
	}
	if c.FirstKDense != 3 || c.DenseLayers() != 2 || c.MoELayers() != 0 || c.IsMoELayer(1) {
		t.Fatalf("first_k_dense_replace %d: %d dense and %d MoE layers, want 2 and 0", c.FirstKDense, c.DenseLayers(), c.MoELayers())
	}
	a, err := Compile(c, BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ops := opNames(a.FFN)
	if ops["moe_route"] || ops["moe_experts"] || !ops["silu_mul"] {
		t.Errorf("ffn ops %v, want the dense MLPs' and no routing or experts", ops)
	}
	weights := 0
	for _, p := range a.FFN.Params {
		if strings.Contains(p.Name, ".experts.") || strings.Contains(p.Name, ".gate.") {
			t.Errorf("ffn loads %s, want only the two dense MLPs", p.Name)
		}
		if !strings.HasSuffix(p.Name, "_scale_inv") {
			weights++
		}
	}
	if weights != 6 {
		t.Errorf("ffn loads %d weights, want 6 (gate, up and down of two dense MLPs)", weights)
	}
}

// TestYarnTruncate: YaRN's truncate (transformers' rope parameter, true when absent) reaches the
// rope ops only when false, so configs without it lower as before; a non-boolean is refused.
func TestYarnTruncate(t *testing.T) {
	yarn := map[string]any{"type": "yarn", "factor": 40, "original_max_position_embeddings": 4096, "beta_fast": 32,
		"beta_slow": 1, "mscale": 1.0, "mscale_all_dim": 1.0}
	for _, tc := range []struct {
		truncate any
		want     any // the rope ops' truncate attribute; nil: absent
	}{{nil, nil}, {true, nil}, {false, false}} {
		rs := maps.Clone(yarn)
		if tc.truncate != nil {
			rs["truncate"] = tc.truncate
		}
		c, err := ParseConfig("config.json", "x", editPreset(t, "deepseek-v3", map[string]any{"rope_scaling": rs}))
		if err != nil {
			t.Fatal(err)
		}
		if c.Rope.NoTruncate != (tc.want == false) {
			t.Errorf("truncate %v: NoTruncate %v", tc.truncate, c.Rope.NoTruncate)
		}
		m, err := Lower(c, LowerOptions{Layers: &LayerRange{First: 0, Last: 0}})
		if err != nil {
			t.Fatal(err)
		}
		ropes := 0
		for _, f := range m.Funcs {
			for _, op := range f.Body {
				if op.Kind != ir.OpRope {
					continue
				}
				ropes++
				if got, ok := op.Attrs["truncate"]; (tc.want == nil && ok) || (tc.want != nil && got != tc.want) {
					t.Errorf("truncate %v: rope op's truncate attribute %v (present %v), want %v", tc.truncate, got, ok, tc.want)
				}
			}
		}
		if ropes == 0 {
			t.Errorf("truncate %v: no rope op lowered", tc.truncate)
		}
	}
	rs := maps.Clone(yarn)
	rs["truncate"] = "no"
	if _, err := ParseConfig("config.json", "x", editPreset(t, "deepseek-v3", map[string]any{"rope_scaling": rs})); err == nil ||
		!strings.Contains(err.Error(), `rope_scaling.truncate: found "no", expected true or false`) {
		t.Errorf("truncate \"no\": %v, want an error naming rope_scaling.truncate", err)
	}
}
