package compiler

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// deleteKey marks a key editPreset removes.
type deleteKey struct{}

// edit returns the JSON of a preset with top-level keys replaced (nil writes null, deleteKey{} removes).
func editPreset(t testing.TB, preset string, changes map[string]any) []byte {
	t.Helper()
	data, ok := PresetJSON(preset)
	if !ok {
		t.Fatalf("no preset %s", preset)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	for k, v := range changes {
		if _, ok := v.(deleteKey); ok {
			delete(m, k)
		} else {
			m[k] = v
		}
	}
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestConfigErrors(t *testing.T) {
	yarn := func(kv ...any) map[string]any {
		m := map[string]any{"type": "yarn", "factor": 40, "original_max_position_embeddings": 64, "mscale": 1.0, "mscale_all_dim": 1.0}
		for i := 0; i+1 < len(kv); i += 2 {
			if _, ok := kv[i+1].(deleteKey); ok {
				delete(m, kv[i].(string))
			} else {
				m[kv[i].(string)] = kv[i+1]
			}
		}
		return m
	}
	const v2, v3, glm = "tiny-deepseek-v2", "tiny-deepseek-v3", "tiny-glm4-moe"
	tests := []struct {
		name    string
		data    []byte // used when preset is empty
		preset  string
		changes map[string]any
		want    []string // every line of the error, without the "config.json: " prefix
	}{
		{name: "not JSON", data: []byte("hello"),
			want: []string{"invalid JSON at byte offset 1: invalid character 'h' looking for beginning of value, expected a JSON object"}},
		{name: "truncated JSON", data: []byte(`{"model_type": "deepseek_v3", "hidden_size": 6`),
			want: []string{"invalid JSON at byte offset 46: unexpected end of JSON input, expected a JSON object"}},
		{name: "trailing data", data: []byte(`{"model_type": "deepseek_v3"} x`),
			want: []string{"invalid JSON at byte offset 31: invalid character 'x' after top-level value, expected a JSON object"}},
		{name: "empty file", data: []byte(""),
			want: []string{"invalid JSON at byte offset 0: unexpected end of JSON input, expected a JSON object"}},
		{name: "top level array", data: []byte(`[1, 2]`),
			want: []string{"top level: found an array, expected a JSON object"}},
		{name: "top level null", data: []byte(`null`),
			want: []string{"top level: found null, expected a JSON object"}},
		{name: "unknown model_type", preset: v3, changes: map[string]any{"model_type": "llama", "architectures": []any{"LlamaForCausalLM"}},
			want: []string{`model_type: found "llama", expected one of deepseek_v2, deepseek_v3, glm4_moe, or a model_type of its own with architectures naming DeepseekV2ForCausalLM, DeepseekV3ForCausalLM or Glm4MoeForCausalLM`}},
		{name: "unknown model_type, no architectures", preset: glm, changes: map[string]any{"model_type": "kimi_k2", "architectures": deleteKey{}},
			want: []string{`model_type: found "kimi_k2", expected one of deepseek_v2, deepseek_v3, glm4_moe, or a model_type of its own with architectures naming DeepseekV2ForCausalLM, DeepseekV3ForCausalLM or Glm4MoeForCausalLM`}},
		{name: "missing model_type", preset: glm, changes: map[string]any{"model_type": deleteKey{}},
			want: []string{`model_type: missing, expected one of deepseek_v2, deepseek_v3, glm4_moe`}},
		{name: "model_type not a string", preset: glm, changes: map[string]any{"model_type": 4},
			want: []string{`model_type: found 4, expected a string`}},
		{name: "architectures inconsistent", preset: v3, changes: map[string]any{"architectures": []any{"Glm4MoeForCausalLM"}},
			want: []string{`architectures: found "Glm4MoeForCausalLM" for model_type deepseek_v3, expected "DeepseekV3ForCausalLM"`}},
		{name: "architectures empty", preset: glm, changes: map[string]any{"architectures": []any{}},
			want: []string{`architectures: found an array, expected a list starting with "Glm4MoeForCausalLM"`}},
		{name: "missing required keys", preset: v3, changes: map[string]any{"hidden_size": deleteKey{}, "vocab_size": deleteKey{}, "num_hidden_layers": deleteKey{}, "num_attention_heads": nil},
			want: []string{
				"vocab_size: missing, expected a positive integer",
				"hidden_size: missing, expected a positive integer",
				"num_hidden_layers: missing, expected a positive integer",
				"num_attention_heads: missing, expected a positive integer",
			}},
		{name: "missing MLA and MoE keys", preset: v2, changes: map[string]any{"kv_lora_rank": deleteKey{}, "q_lora_rank": deleteKey{}, "n_routed_experts": deleteKey{}},
			want: []string{
				"q_lora_rank: missing, expected a positive integer or null (null: q_proj without low-rank query)",
				"kv_lora_rank: missing, expected a positive integer",
				"n_routed_experts: missing, expected a positive integer",
			}},
		{name: "string where int", preset: v3, changes: map[string]any{"num_hidden_layers": "4"},
			want: []string{`num_hidden_layers: found "4", expected a positive integer`}},
		{name: "float where int", preset: glm, changes: map[string]any{"hidden_size": 64.5},
			want: []string{`hidden_size: found 64.5, expected a positive integer`}},
		{name: "bool where number", preset: glm, changes: map[string]any{"rms_norm_eps": true, "num_key_value_heads": false},
			want: []string{
				`rms_norm_eps: found true, expected a positive number`,
				`num_key_value_heads: found false, expected a positive integer`,
			}},
		{name: "object where bool", preset: glm, changes: map[string]any{"use_qk_norm": map[string]any{}},
			want: []string{`use_qk_norm: found an object, expected true or false`}},
		{name: "negative and zero sizes", preset: v3, changes: map[string]any{"num_attention_heads": -4, "intermediate_size": 0},
			want: []string{
				"intermediate_size: found 0, expected a positive integer (at most 1048576)",
				"num_attention_heads: found -4, expected a positive integer (at most 16384)",
			}},
		{name: "huge size", preset: v3, changes: map[string]any{"hidden_size": json.Number("1e300")},
			want: []string{"hidden_size: found 1e300, expected a positive integer"}},
		{name: "counts above their limits", preset: v3, changes: map[string]any{"num_hidden_layers": 2147483647, "n_routed_experts": 2147483647, "n_group": 1, "topk_group": 1},
			want: []string{
				"num_hidden_layers: found 2147483647, expected at most 1024",
				"n_routed_experts: found 2147483647, expected at most 8192",
			}},
		{name: "widths above their limits", preset: glm, changes: map[string]any{"hidden_size": 2147483647, "intermediate_size": 2147483647, "vocab_size": 2147483647},
			want: []string{
				"vocab_size: found 2147483647, expected at most 16777216",
				"hidden_size: found 2147483647, expected at most 1048576",
				"intermediate_size: found 2147483647, expected at most 1048576",
			}},
		{name: "too many routed experts in all", preset: v3, changes: map[string]any{"num_hidden_layers": 1024, "n_routed_experts": 8192},
			want: []string{"n_routed_experts: 8192 in each of 1022 MoE layers make 8372224 routed experts, expected at most 131072 in all"}},
		{name: "too many parameters", preset: v3, changes: map[string]any{"num_hidden_layers": 1024, "n_routed_experts": 128, "hidden_size": 65536, "moe_intermediate_size": 65536},
			want: []string{"the layer, expert and width sizes make 1698736036175616 parameters, expected at most 1125899906842624"}},
		{name: "too many parameters for int64", preset: glm,
			changes: map[string]any{"num_hidden_layers": 1024, "num_attention_heads": 16384, "num_key_value_heads": 16384, "head_dim": 1 << 20, "hidden_size": 1 << 20},
			want:    []string{"the layer, expert and width sizes make more than 9223372036854775807 parameters, expected at most 1125899906842624"}},
		{name: "vocab_size 0", preset: v2, changes: map[string]any{"vocab_size": 0},
			want: []string{"vocab_size: found 0, expected a positive integer (at most 16777216)"}},
		{name: "n_group does not divide experts", preset: v3, changes: map[string]any{"n_routed_experts": 12, "n_group": 5},
			want: []string{"n_group: 5 does not divide n_routed_experts 12, expected a divisor"}},
		{name: "topk_group above n_group", preset: v2, changes: map[string]any{"topk_group": 5},
			want: []string{"topk_group: found 5, expected at most n_group 4"}},
		{name: "experts per token above selected groups", preset: v3, changes: map[string]any{"num_experts_per_tok": 9},
			want: []string{"num_experts_per_tok: found 9, expected at most 8 (topk_group 2 groups of 4 experts)"}},
		{name: "experts per token above experts", preset: glm, changes: map[string]any{"num_experts_per_tok": 9},
			want: []string{"num_experts_per_tok: found 9, expected at most n_routed_experts 8"}},
		{name: "noaux_tc groups of one", preset: v3, changes: map[string]any{"n_group": 16, "topk_group": 4},
			want: []string{"n_group: 16 groups of 1 expert, expected at least 2 experts per group (noaux_tc scores a group by its top 2)"}},
		{name: "first_k_dense_replace negative", preset: v3, changes: map[string]any{"first_k_dense_replace": -1},
			want: []string{"first_k_dense_replace: found -1, expected a non-negative integer (at most 1024)"}},
		{name: "unknown topk_method", preset: v2, changes: map[string]any{"topk_method": "random"},
			want: []string{`topk_method: found "random", expected one of "greedy", "group_limited_greedy"`}},
		{name: "deepseek_v3 topk_method", preset: v3, changes: map[string]any{"topk_method": "greedy"},
			want: []string{`topk_method: found "greedy", expected "noaux_tc"`}},
		{name: "unknown scoring_func", preset: v2, changes: map[string]any{"scoring_func": "tanh"},
			want: []string{`scoring_func: found "tanh", expected "softmax"`}},
		{name: "glm scoring_func", preset: glm, changes: map[string]any{"scoring_func": "softmax"},
			want: []string{`scoring_func: found "softmax", expected "sigmoid"`}},
		{name: "unknown rope type", preset: v3, changes: map[string]any{"rope_scaling": map[string]any{"type": "dynamic", "factor": 2}},
			want: []string{`rope_scaling.type: found "dynamic", expected one of "default", "yarn"`}},
		{name: "rope type and rope_type disagree", preset: v3, changes: map[string]any{"rope_scaling": yarn("rope_type", "linear")},
			want: []string{`rope_scaling.type: found "yarn" but rope_type is "linear", expected the same`}},
		{name: "rope_scaling without type", preset: v3, changes: map[string]any{"rope_scaling": yarn("type", deleteKey{})},
			want: []string{`rope_scaling.rope_type: missing, expected "default" or "yarn"`}},
		{name: "yarn without factor", preset: v3, changes: map[string]any{"rope_scaling": yarn("factor", deleteKey{}, "original_max_position_embeddings", deleteKey{})},
			want: []string{"rope_scaling.factor: missing, and no original_max_position_embeddings to derive it from: expected a number"}},
		{name: "yarn factor not a number", preset: v3, changes: map[string]any{"rope_scaling": yarn("factor", "40")},
			want: []string{`rope_scaling.factor: found "40", expected a positive number`}},
		{name: "rope_scaling and rope_parameters", preset: v3, changes: map[string]any{"rope_parameters": map[string]any{"rope_type": "default"}},
			want: []string{"rope_scaling: found an object beside rope_parameters, expected only one of them"}},
		{name: "rope_theta disagrees", preset: v3, changes: map[string]any{"rope_scaling": nil, "rope_parameters": map[string]any{"rope_type": "default", "rope_theta": 500}},
			want: []string{"rope_theta: found 10000 but rope_parameters.rope_theta is 500, expected the same"}},
		{name: "odd qk_rope_head_dim", preset: v3, changes: map[string]any{"qk_rope_head_dim": 7},
			want: []string{"qk_rope_head_dim: found 7, expected an even number (RoPE rotates pairs)"}},
		{name: "glm rotary dims odd", preset: glm, changes: map[string]any{"head_dim": 18},
			want: []string{"partial_rotary_factor: head_dim 18 * partial_rotary_factor 0.5 = 9 rotary dims, expected an even number (RoPE rotates pairs)"}},
		{name: "glm rotary dims not integral", preset: glm, changes: map[string]any{"partial_rotary_factor": 0.3},
			want: []string{"partial_rotary_factor: head_dim 16 * partial_rotary_factor 0.3 = 4.8 rotary dims, expected a whole number"}},
		{name: "glm partial_rotary_factor above 1", preset: glm, changes: map[string]any{"partial_rotary_factor": 1.5},
			want: []string{"partial_rotary_factor: found 1.5, expected a fraction in (0, 1]"}},
		{name: "glm partial_rotary_factor 0", preset: glm, changes: map[string]any{"partial_rotary_factor": 0},
			want: []string{"partial_rotary_factor: found 0, expected a positive number"}},
		{name: "qk_head_dim not nope+rope", preset: v3, changes: map[string]any{"qk_head_dim": 25},
			want: []string{"qk_head_dim: found 25, expected qk_nope_head_dim + qk_rope_head_dim = 24"}},
		{name: "5.x deepseek head_dim not rope", preset: v3, changes: map[string]any{"qk_head_dim": 24, "head_dim": 16},
			want: []string{"head_dim: found 16, expected qk_rope_head_dim 8 (5.x DeepSeek configs set head_dim to the RoPE dims)"}},
		{name: "glm heads not a multiple of kv heads", preset: glm, changes: map[string]any{"num_key_value_heads": 3},
			want: []string{"num_attention_heads: 8 is not a multiple of num_key_value_heads 3, expected a multiple (GQA groups)"}},
		{name: "glm head_dim absent, hidden not divisible", preset: glm, changes: map[string]any{"head_dim": deleteKey{}, "num_attention_heads": 6},
			want: []string{"head_dim: missing, and hidden_size 64 is not divisible by num_attention_heads 6: expected head_dim"}},
		{name: "hidden_act", preset: v2, changes: map[string]any{"hidden_act": "gelu"},
			want: []string{`hidden_act: found "gelu", expected "silu"`}},
		{name: "unknown quant_method", preset: v3, changes: map[string]any{"quantization_config": map[string]any{"quant_method": "awq", "bits": 4}},
			want: []string{`quantization_config.quant_method: found "awq", expected "fp8"`}},
		{name: "weight_block_size one int", preset: v3, changes: map[string]any{"quantization_config": map[string]any{"quant_method": "fp8", "weight_block_size": []any{128}}},
			want: []string{`quantization_config.weight_block_size: found a list of 1, expected two positive integers`}},
		{name: "weight_block_size not positive", preset: v3, changes: map[string]any{"quantization_config": map[string]any{"quant_method": "fp8", "weight_block_size": []any{128, -1}}},
			want: []string{`quantization_config.weight_block_size.1: found -1, expected a positive integer (at most 2147483648)`}},
		{name: "fp8 fmt", preset: v3, changes: map[string]any{"quantization_config": map[string]any{"quant_method": "fp8", "fmt": "e5m2"}},
			want: []string{`quantization_config.fmt: found "e5m2", expected "e4m3"`}},
		{name: "rms_norm_eps not positive", preset: v3, changes: map[string]any{"rms_norm_eps": 0},
			want: []string{"rms_norm_eps: found 0, expected a positive number"}},
		{name: "rope_theta not positive", preset: glm, changes: map[string]any{"rope_theta": -1},
			want: []string{"rope_theta: found -1, expected a positive number"}},
		{name: "n_shared_experts negative", preset: v3, changes: map[string]any{"n_shared_experts": -1},
			want: []string{"n_shared_experts: found -1, expected a non-negative integer (at most 8192)"}},
		{name: "unknown dtype", preset: glm, changes: map[string]any{"torch_dtype": "int8"},
			want: []string{`torch_dtype: found "int8", expected one of "bfloat16", "float16", "float32"`}},
		{name: "dtype and torch_dtype disagree", preset: glm, changes: map[string]any{"dtype": "bfloat16"},
			want: []string{`dtype: found "bfloat16" but torch_dtype is "float32", expected the same dtype`}},
		{name: "num_mtp_layers disagrees", preset: v3, changes: map[string]any{"num_mtp_layers": 2},
			want: []string{"num_mtp_layers: found 2 but num_nextn_predict_layers is 1, expected the same"}},
		{name: "eos list with a string", preset: glm, changes: map[string]any{"eos_token_id": []any{1, "2"}},
			want: []string{`eos_token_id[1]: found "2", expected a non-negative integer`}},
		{name: "eos outside the vocabulary", preset: glm, changes: map[string]any{"eos_token_id": []any{1, 96}},
			want: []string{"eos_token_id[1]: found 96, expected a token id below vocab_size 96"}},
		{name: "bos outside the vocabulary", preset: v3, changes: map[string]any{"bos_token_id": 1000},
			want: []string{"bos_token_id: found 1000, expected a token id below vocab_size 96"}},
		{name: "mlp_bias", preset: v2, changes: map[string]any{"mlp_bias": true},
			want: []string{"mlp_bias: found true, expected false (afdc's MLPs and experts have no bias)"}},
		{name: "moe_layer_freq", preset: v2, changes: map[string]any{"moe_layer_freq": 2},
			want: []string{"moe_layer_freq: found 2, expected 1 (every layer from first_k_dense_replace on is MoE)"}},
		{name: "rope_interleave false", preset: v3, changes: map[string]any{"rope_interleave": false},
			want: []string{"rope_interleave: found false, expected true (DeepSeek checkpoints rotate interleaved pairs)"}},
		{name: "every problem is collected", preset: v3, changes: map[string]any{"vocab_size": 0, "n_group": 5, "hidden_act": "gelu", "rope_theta": "1e4"},
			want: []string{
				"vocab_size: found 0, expected a positive integer (at most 16777216)",
				`hidden_act: found "gelu", expected "silu"`,
				`rope_theta: found "1e4", expected a positive number`,
				"n_group: 5 does not divide n_routed_experts 16, expected a divisor",
			}},
	}
	if len(tests) < 20 {
		t.Fatalf("only %d cases", len(tests))
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := tt.data
			if tt.preset != "" {
				data = editPreset(t, tt.preset, tt.changes)
			}
			c, err := ParseConfig("config.json", "x", data)
			var ce *ConfigError
			if !errors.As(err, &ce) {
				t.Fatalf("ParseConfig = %+v, %v; want a *ConfigError", c, err)
			}
			if c != nil {
				t.Errorf("ParseConfig returned a config with its error")
			}
			want := make([]string, len(tt.want))
			for i, w := range tt.want {
				want[i] = "config.json: " + w
			}
			if d := cmp.Diff(want, strings.Split(err.Error(), "\n")); d != "" {
				t.Errorf("error lines (-want +got):\n%s", d)
			}
			if len(ce.Problems) != len(tt.want) {
				t.Errorf("%d problems, want %d", len(ce.Problems), len(tt.want))
			}
		})
	}
}

// TestOwnModelType reads configs of checkpoints that ship their own model code under a model_type of
// their own (Kimi K2's kimi_k2 over DeepseekV3ForCausalLM): the class picks the family, and the
// config reads as it would under the class's own model_type.
func TestOwnModelType(t *testing.T) {
	for _, tc := range []struct{ preset, class string }{
		{"tiny-deepseek-v2", "DeepseekV2ForCausalLM"},
		{"tiny-deepseek-v3", "DeepseekV3ForCausalLM"},
		{"tiny-glm4-moe", "Glm4MoeForCausalLM"},
	} {
		want, err := ParseConfig("config.json", "x", editPreset(t, tc.preset, map[string]any{"architectures": []any{tc.class}}))
		if err != nil {
			t.Fatalf("%s: %v", tc.preset, err)
		}
		got, err := ParseConfig("config.json", "x", editPreset(t, tc.preset, map[string]any{"model_type": "its_own", "architectures": []any{tc.class}}))
		if err != nil {
			t.Fatalf("%s as its_own: %v", tc.preset, err)
		}
		if got.ModelType != "its_own" || got.Architecture != tc.class {
			t.Errorf("%s: model_type %q, class %q; want its_own, %s", tc.preset, got.ModelType, got.Architecture, tc.class)
		}
		if d := cmp.Diff(want, got, cmpopts.IgnoreFields(Config{}, "ModelType", "Raw")); d != "" {
			t.Errorf("%s under its own model_type (-class's +own):\n%s", tc.preset, d)
		}
	}
}
