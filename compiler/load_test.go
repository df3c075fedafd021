package compiler

import (
	"errors"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"afdc/ir"
)

// paramCount is the HF parameter count of a config (ARCH.md §7 formulas: no MTP layers, no
// e_score_correction_bias buffers). Matching ARCH's totals checks every size key was read right.
func paramCount(c *Config) int64 {
	H, nh := c.Hidden, c.Heads
	var attn int64
	if c.Family.IsMLA() {
		qk := c.QKNope + c.QKRope
		if c.QLoraRank == 0 {
			attn = H * nh * qk
		} else {
			attn = H*c.QLoraRank + c.QLoraRank + c.QLoraRank*nh*qk
		}
		attn += H*(c.KVLoraRank+c.QKRope) + c.KVLoraRank + c.KVLoraRank*nh*(c.QKNope+c.VHead) + nh*c.VHead*H
	} else {
		hd, qkv := c.HeadDim, c.HeadDim*(nh+2*c.KVHeads)
		attn = H*qkv + nh*hd*H
		if c.AttentionBias {
			attn += qkv
		}
		if c.UseQKNorm {
			attn += 2 * hd
		}
	}
	dense := 3 * H * c.Intermediate
	moe := c.RoutedExperts*3*H*c.MoEIntermediate + c.RoutedExperts*H + 3*H*c.MoEIntermediate*c.SharedExperts
	return 2*c.Vocab*H + H + c.Layers*(attn+2*H) + c.DenseLayers()*dense + c.MoELayers()*moe
}

func TestPresetsLoad(t *testing.T) {
	// Totals from ARCH.md §7 (HF meta-device counts).
	wantParams := map[string]int64{
		"deepseek-v2":      235_741_434_880,
		"deepseek-v2-lite": 15_706_484_224,
		"deepseek-v3":      671_026_404_352,
		"deepseek-r1":      671_026_404_352,
		"glm-4.5":          352_797_814_784,
		"glm-4.6":          352_797_814_784,
		"glm-4.5-air":      106_852_245_504,
	}
	names := Presets()
	for _, want := range append(slices.Collect(maps.Keys(wantParams)), "tiny-deepseek-v2-lite", "tiny-deepseek-v2",
		"tiny-deepseek-v3", "tiny-glm4-moe", "tiny-glm4-moe-air") {
		if !slices.Contains(names, want) {
			t.Errorf("Presets() = %v, missing %s", names, want)
		}
	}
	if !slices.IsSorted(names) || len(slices.Compact(slices.Clone(names))) != len(names) {
		t.Errorf("Presets() = %v, not sorted", names)
	}
	for _, name := range names {
		c, err := LoadConfig(name)
		if err != nil {
			t.Errorf("LoadConfig(%s): %v", name, err)
			continue
		}
		if c.Name != name || c.Source != "preset "+name {
			t.Errorf("%s: Name %q Source %q, want %q and %q", name, c.Name, c.Source, name, "preset "+name)
		}
		got := paramCount(c)
		if want, real := wantParams[name]; real {
			if got != want {
				t.Errorf("%s: %d parameters, want %d (ARCH.md §7)", name, got, want)
			}
			if c.DType != ir.BF16 {
				t.Errorf("%s: dtype %s, want bf16", name, c.DType)
			}
		} else {
			if got < 100_000 || got > 300_000 {
				t.Errorf("%s: %d parameters, want 100K-300K for a tiny preset", name, got)
			}
			if c.DType != ir.F32 || c.Vocab != 96 || c.Hidden != 64 || c.TieEmbed {
				t.Errorf("%s: dtype %s vocab %d hidden %d tie %v, want f32, 96, 64, false", name, c.DType, c.Vocab, c.Hidden, c.TieEmbed)
			}
		}
	}
}

// TestPresetRouting checks per-family router facts of ARCH.md §3-4 on the presets.
func TestPresetRouting(t *testing.T) {
	tests := []struct {
		name          string
		family        Family
		method        string
		scoring       string
		bias          bool
		rsf           float64
		topk, ng, tkg int64
		qLora         int64
		mtp           int64
		qkNorm        bool
		fp8           bool
	}{
		{"deepseek-v2", FamilyDeepSeekV2, "group_limited_greedy", "softmax", false, 16, 6, 8, 3, 1536, 0, false, false},
		{"deepseek-v2-lite", FamilyDeepSeekV2, "greedy", "softmax", false, 1, 6, 1, 1, 0, 0, false, false},
		{"deepseek-v3", FamilyDeepSeekV3, "noaux_tc", "sigmoid", true, 2.5, 8, 8, 4, 1536, 1, false, true},
		{"deepseek-r1", FamilyDeepSeekV3, "noaux_tc", "sigmoid", true, 2.5, 8, 8, 4, 1536, 1, false, true},
		{"glm-4.5", FamilyGlm4Moe, "noaux_tc", "sigmoid", true, 2.5, 8, 1, 1, 0, 1, true, false},
		{"glm-4.5-air", FamilyGlm4Moe, "noaux_tc", "sigmoid", true, 1, 8, 1, 1, 0, 1, false, false},
		{"tiny-deepseek-v2-lite", FamilyDeepSeekV2, "greedy", "softmax", false, 1, 3, 1, 1, 0, 0, false, false},
		{"tiny-deepseek-v2", FamilyDeepSeekV2, "group_limited_greedy", "softmax", false, 16, 4, 4, 2, 24, 0, false, false},
		{"tiny-deepseek-v3", FamilyDeepSeekV3, "noaux_tc", "sigmoid", true, 2.5, 4, 4, 2, 24, 1, false, false},
		{"tiny-glm4-moe", FamilyGlm4Moe, "noaux_tc", "sigmoid", true, 2.5, 3, 1, 1, 0, 1, true, false},
		{"tiny-glm4-moe-air", FamilyGlm4Moe, "noaux_tc", "sigmoid", true, 1, 3, 1, 1, 0, 1, false, false},
	}
	for _, tt := range tests {
		c, err := LoadConfig(tt.name)
		if err != nil {
			t.Fatalf("LoadConfig(%s): %v", tt.name, err)
		}
		got := []any{c.Family, c.TopKMethod, c.Scoring, c.CorrectionBias, c.RoutedScaling, c.TopK, c.NGroup, c.TopKGroup, c.QLoraRank, c.MTPLayers, c.UseQKNorm, c.FP8 != nil}
		want := []any{tt.family, tt.method, tt.scoring, tt.bias, tt.rsf, tt.topk, tt.ng, tt.tkg, tt.qLora, tt.mtp, tt.qkNorm, tt.fp8}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%s: family, method, scoring, bias, rsf, topk, n_group, topk_group, q_lora, mtp, qk_norm, fp8 (-want +got):\n%s", tt.name, d)
		}
	}
	v3, _ := LoadConfig("deepseek-v3")
	if d := cmp.Diff(&FP8{Format: "e4m3", Block: [2]int64{128, 128}, ActivationScheme: "dynamic"}, v3.FP8); d != "" {
		t.Errorf("deepseek-v3 FP8 (-want +got):\n%s", d)
	}
	glm, _ := LoadConfig("glm-4.5")
	if d := cmp.Diff([]int64{151329, 151336, 151338}, glm.EOS); d != "" || glm.BOS != -1 {
		t.Errorf("glm-4.5 BOS %d (want -1), EOS (-want +got):\n%s", glm.BOS, d)
	}
	if glm.HeadDim != 128 || glm.RotaryDim() != 64 || glm.KVHeads != 8 || glm.Rope.Theta != 1e6 || glm.Rope.Type != "default" {
		t.Errorf("glm-4.5: head_dim %d rotary %d kv %d theta %g rope %s, want 128 64 8 1e6 default",
			glm.HeadDim, glm.RotaryDim(), glm.KVHeads, glm.Rope.Theta, glm.Rope.Type)
	}
}

func TestDialectsAgree(t *testing.T) {
	for _, name := range []string{"deepseek-v3", "glm-4.5-air"} {
		v4, err := LoadConfig(name)
		if err != nil {
			t.Fatal(err)
		}
		dir := filepath.Join("testdata", "configs", "hf5", name)
		v5, err := LoadConfig(dir)
		if err != nil {
			t.Fatal(err)
		}
		if v5.Source != filepath.Join(dir, "config.json") {
			t.Errorf("Source = %q, want %q", v5.Source, filepath.Join(dir, "config.json"))
		}
		if d := cmp.Diff(v4, v5, cmpopts.IgnoreFields(Config{}, "Source", "Raw")); d != "" {
			t.Errorf("%s: 4.x vs 5.x dialect (-want +got):\n%s", name, d)
		}
	}
}

func TestDerivedValues(t *testing.T) {
	tests := []struct {
		name       string
		scale, tol float64
	}{
		{"deepseek-v2", 0.1147213868, 1e-9},
		{"deepseek-v2-lite", 0.1147213868, 1e-9},
		{"deepseek-v3", 0.1352337789, 1e-9},
		{"deepseek-r1", 0.1352337789, 1e-9},
		{"glm-4.5", 0.08838834764831845, 1e-15},
		{"glm-4.5-air", 0.08838834764831845, 1e-15},
	}
	for _, tt := range tests {
		c, err := LoadConfig(tt.name)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.SoftmaxScale(); math.Abs(got-tt.scale) > tt.tol {
			t.Errorf("%s: SoftmaxScale = %.12g, want %.12g", tt.name, got, tt.scale)
		}
		if got := c.RopeAttnFactor(); math.Abs(got-1) > 1e-12 {
			t.Errorf("%s: RopeAttnFactor = %.12g, want 1", tt.name, got)
		}
		if c.Family.IsMLA() && (c.Rope.Type != "yarn" || c.Rope.Factor != 40 || c.Rope.OrigMaxPos != 4096 ||
			c.Rope.BetaFast != 32 || c.Rope.BetaSlow != 1 || !c.Rope.HasMScale) {
			t.Errorf("%s: rope %+v, want yarn factor 40 orig 4096 beta 32/1 with mscale", tt.name, c.Rope)
		}
	}
}

// TestYarnFactorDerived: a null factor falls back to max_position_embeddings / original (5.17).
func TestYarnFactorDerived(t *testing.T) {
	data := editPreset(t, "tiny-deepseek-v3", map[string]any{
		"rope_scaling":            map[string]any{"type": "yarn", "factor": nil, "original_max_position_embeddings": 64},
		"max_position_embeddings": 1280,
	})
	c, err := ParseConfig("config.json", "x", data)
	if err != nil {
		t.Fatal(err)
	}
	if c.Rope.Factor != 20 || c.Rope.HasMScale || c.Rope.BetaFast != 32 || c.Rope.BetaSlow != 1 {
		t.Errorf("rope %+v, want factor 1280/64 = 20, no mscale, betas 32/1", c.Rope)
	}
	// Without mscale keys the rope attention factor is get_mscale(factor) = 0.1 ln 20 + 1.
	if got, want := c.RopeAttnFactor(), 0.1*math.Log(20)+1; math.Abs(got-want) > 1e-12 {
		t.Errorf("RopeAttnFactor = %g, want %g", got, want)
	}
	data = editPreset(t, "tiny-deepseek-v3", map[string]any{
		"rope_parameters": map[string]any{"rope_type": "yarn", "rope_theta": 50000, "factor": 4, "attention_factor": 0.5},
		"rope_scaling":    nil, "rope_theta": nil,
	})
	c, err = ParseConfig("config.json", "x", data)
	if err != nil {
		t.Fatal(err)
	}
	if c.RopeAttnFactor() != 0.5 || c.Rope.Theta != 50000 || c.Rope.OrigMaxPos != c.MaxPos {
		t.Errorf("rope %+v: want attention_factor 0.5, theta 5e4, original max pos = max_position_embeddings %d", c.Rope, c.MaxPos)
	}
}

func TestLoadConfigPaths(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my-model")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	data, _ := PresetJSON("tiny-glm4-moe")
	file := filepath.Join(dir, "config.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, arg := range []string{dir, file} {
		c, err := LoadConfig(arg)
		if err != nil {
			t.Fatalf("LoadConfig(%s): %v", arg, err)
		}
		if c.Name != "my-model" || c.Source != file {
			t.Errorf("LoadConfig(%s): Name %q Source %q, want my-model and %s", arg, c.Name, c.Source, file)
		}
		want, _ := LoadConfig("tiny-glm4-moe")
		if d := cmp.Diff(want, c, cmpopts.IgnoreFields(Config{}, "Source", "Name", "Raw")); d != "" {
			t.Errorf("LoadConfig(%s) vs preset (-want +got):\n%s", arg, d)
		}
	}

	_, err := LoadConfig(filepath.Join(dir, "no-such-model"))
	if err == nil || !strings.Contains(err.Error(), "not a preset, folder or file") || !strings.Contains(err.Error(), "tiny-deepseek-v3") {
		t.Errorf("unknown model: err = %v, want one listing the presets", err)
	}
	empty := t.TempDir()
	if _, err := LoadConfig(empty); err == nil || !strings.Contains(err.Error(), "folder has no config.json") {
		t.Errorf("folder without config.json: err = %v", err)
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"model_type": "llama"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = LoadConfig(bad)
	var ce *ConfigError
	if !errors.As(err, &ce) || ce.Source != bad {
		t.Fatalf("bad file: err = %v, want a *ConfigError from %s", err, bad)
	}
	if want := bad + `: model_type: found "llama", expected one of deepseek_v2, deepseek_v3, glm4_moe, or a model_type of its own with architectures naming DeepseekV2ForCausalLM, DeepseekV3ForCausalLM or Glm4MoeForCausalLM`; err.Error() != want {
		t.Errorf("bad file: err = %q, want %q", err, want)
	}
	if _, ok := PresetJSON("../load_test"); ok {
		t.Error(`PresetJSON("../load_test") found something, want nothing outside the presets`)
	}
}

// TestDefaults parses configs holding only the keys without a default and checks the values the
// transformers config classes give the others.
func TestDefaults(t *testing.T) {
	base := `"vocab_size": 96, "hidden_size": 64, "num_hidden_layers": 4, "intermediate_size": 80,
		"num_attention_heads": 4, "moe_intermediate_size": 24, "n_routed_experts": 8, "num_experts_per_tok": 2`
	mla := `, "q_lora_rank": null, "kv_lora_rank": 32, "qk_nope_head_dim": 16, "qk_rope_head_dim": 8, "v_head_dim": 12`
	type defaults struct {
		Method, Scoring               string
		Bias, NormTopK                bool
		Shared, FirstK, NGroup, TopKG int64
		RSF, Eps, Theta               float64
		MaxPos, MTP, KVHeads, HeadDim int64
		Partial                       float64
		Rope                          string
		DType                         string
		BOS                           int64
		EOS                           int
	}
	tests := []struct {
		json string
		want defaults
	}{
		{`{"model_type": "deepseek_v2", ` + base + mla + `}`,
			defaults{"greedy", "softmax", false, false, 0, 0, 1, 1, 1.0, 1e-6, 10000, 2048, 0, 4, 0, 0, "default", "bf16", -1, 0}},
		{`{"model_type": "deepseek_v3", ` + base + mla + `}`,
			defaults{"noaux_tc", "sigmoid", true, true, 1, 3, 1, 1, 2.5, 1e-6, 10000, 4096, 1, 4, 0, 0, "default", "bf16", -1, 0}},
		{`{"model_type": "glm4_moe", "num_key_value_heads": 2, ` + base + `}`,
			defaults{"noaux_tc", "sigmoid", true, true, 1, 1, 1, 1, 1.0, 1e-5, 10000, 131072, 0, 2, 16, 0.5, "default", "bf16", -1, 0}},
	}
	for _, tt := range tests {
		c, err := ParseConfig("config.json", "x", []byte(tt.json))
		if err != nil {
			t.Fatal(err)
		}
		got := defaults{c.TopKMethod, c.Scoring, c.CorrectionBias, c.NormTopKProb, c.SharedExperts, c.FirstKDense,
			c.NGroup, c.TopKGroup, c.RoutedScaling, c.RMSNormEps, c.Rope.Theta, c.MaxPos, c.MTPLayers, c.KVHeads,
			c.HeadDim, c.PartialRotary, c.Rope.Type, c.DType.String(), c.BOS, len(c.EOS)}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("%s defaults (-want +got):\n%s", c.ModelType, d)
		}
	}
}
