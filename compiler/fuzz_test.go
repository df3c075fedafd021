package compiler

import (
	"fmt"
	"testing"
)

// checkPositiveSizes states what ParseConfig promises lowering: every size it returns is positive.
func checkPositiveSizes(c *Config) error {
	sizes := map[string]int64{
		"vocab": c.Vocab, "hidden": c.Hidden, "layers": c.Layers, "intermediate": c.Intermediate,
		"max_pos": c.MaxPos, "heads": c.Heads, "kv_heads": c.KVHeads, "qk_head_dim": c.QKHeadDim(),
		"rotary_dim": c.RotaryDim(), "moe_intermediate": c.MoEIntermediate, "routed_experts": c.RoutedExperts,
		"topk": c.TopK, "n_group": c.NGroup, "topk_group": c.TopKGroup,
	}
	if c.Family.IsMLA() {
		sizes["kv_lora_rank"], sizes["v_head_dim"] = c.KVLoraRank, c.VHead
	} else {
		sizes["head_dim"] = c.HeadDim
	}
	for name, v := range sizes {
		if v <= 0 {
			return fmt.Errorf("%s is %d", name, v)
		}
	}
	if c.SharedExperts < 0 || c.FirstKDense < 0 || c.TopK > c.RoutedExperts || c.MTPLayers < 0 {
		return fmt.Errorf("shared %d first_k_dense %d topk %d/%d mtp %d", c.SharedExperts, c.FirstKDense, c.TopK, c.RoutedExperts, c.MTPLayers)
	}
	if !(c.RMSNormEps > 0) || !(c.Rope.Theta > 0) || !(c.RoutedScaling > 0) {
		return fmt.Errorf("eps %g theta %g routed_scaling_factor %g", c.RMSNormEps, c.Rope.Theta, c.RoutedScaling)
	}
	if c.Rope.Type == "yarn" && !(c.Rope.Factor > 0 && c.Rope.OrigMaxPos > 0) {
		return fmt.Errorf("yarn factor %g original %d", c.Rope.Factor, c.Rope.OrigMaxPos)
	}
	if c.Family == FamilyUnknown || c.TopKMethod == "" || c.Scoring == "" {
		return fmt.Errorf("family %s topk_method %q scoring %q", c.Family, c.TopKMethod, c.Scoring)
	}
	return nil
}

func FuzzParseConfig(f *testing.F) {
	for _, name := range Presets() {
		data, _ := PresetJSON(name)
		f.Add(data)
	}
	f.Add([]byte(`{"model_type": "glm4_moe", "rope_parameters": {"rope_type": "yarn"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseConfig("fuzz.json", "fuzz", data)
		if err != nil {
			if c != nil {
				t.Fatalf("config returned with error %v", err)
			}
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if err := checkPositiveSizes(c); err != nil {
			t.Fatalf("accepted config breaks an invariant: %v", err)
		}
		// Derived values must be finite for every accepted config.
		if s, r := c.SoftmaxScale(), c.RopeAttnFactor(); !(s > 0) || !(r > 0) || s > 1e300 || r > 1e300 {
			t.Fatalf("softmax scale %g, rope attention factor %g", s, r)
		}
	})
}
