package compiler

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"afdc/ir"
)

// maxConfigBytes bounds a config.json; real ones are a few KiB.
const maxConfigBytes = 16 << 20

// LoadConfig reads the config of model, which is looked up in this order: a preset name (see Presets),
// a folder holding config.json, or the path of a config.json file.
// Config.Name is the preset name, the folder's base name, or (for a file) its folder's base name.
func LoadConfig(model string) (*Config, error) {
	if data, ok := PresetJSON(model); ok {
		return ParseConfig("preset "+model, model, data)
	}
	if model == "" {
		return nil, fmt.Errorf("load: empty model name, expected a preset (%s), a checkpoint folder or a config.json path", strings.Join(Presets(), ", "))
	}
	if IsHubID(model) {
		snap, err := ResolveHub(model)
		if err != nil {
			return nil, err
		}
		model = snap
	}
	st, err := os.Stat(model)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("load %s: not a preset, folder or file, expected a preset (%s), a checkpoint folder or a config.json path", model, strings.Join(Presets(), ", "))
	}
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", model, err)
	}
	path := model
	if st.IsDir() {
		path = filepath.Join(model, "config.json")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", model, err)
	}
	data, err := readCapped(path)
	if errors.Is(err, fs.ErrNotExist) && st.IsDir() {
		return nil, fmt.Errorf("load %s: folder has no config.json, expected a HuggingFace checkpoint folder", model)
	}
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", model, err)
	}
	// A *ConfigError already names the file on every line; it is returned as is.
	name := filepath.Base(filepath.Dir(abs))
	if n := hubName(filepath.Dir(abs)); n != "" {
		name = n // a hub snapshot is named by its model, not its commit hash
	}
	return ParseConfig(path, name, data)
}

func readCapped(path string) ([]byte, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	data, err := io.ReadAll(io.LimitReader(fh, maxConfigBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxConfigBytes {
		return nil, fmt.Errorf("%s: more than %d bytes, expected a config.json", path, maxConfigBytes)
	}
	return data, nil
}

// familyInfo holds what a model_type fixes: its family, HF class, and the defaults its HF config class
// gives to keys a config.json may leave out. Sizes that shape weights have no default: a model whose
// config omits one is rejected rather than silently given the full-size model's value.
type familyInfo struct {
	family      Family
	arch        string
	maxPos      int64
	eps         float64
	theta       float64
	shared      int64
	firstKDense int64
	normTopK    bool
	rsf         float64
	mtp         int64
}

var familyInfos = map[string]familyInfo{
	"deepseek_v2": {FamilyDeepSeekV2, "DeepseekV2ForCausalLM", 2048, 1e-6, 10000, 0, 0, false, 1.0, 0},
	"deepseek_v3": {FamilyDeepSeekV3, "DeepseekV3ForCausalLM", 4096, 1e-6, 10000, 1, 3, true, 2.5, 1},
	"glm4_moe":    {FamilyGlm4Moe, "Glm4MoeForCausalLM", 131072, 1e-5, 10000, 1, 1, true, 1.0, 0},
}

// modelTypes lists the known model_type values, sorted, for messages.
var modelTypes = []string{"deepseek_v2", "deepseek_v3", "glm4_moe"}

// familyByArch finds the family whose HF class a config's architectures list starts with.
func familyByArch(top jsonObj) (familyInfo, bool) {
	raw, _ := lookupKey(top, "architectures")
	if list, ok := raw.([]any); ok && len(list) > 0 {
		for _, mt := range modelTypes {
			if fi := familyInfos[mt]; list[0] == fi.arch {
				return fi, true
			}
		}
	}
	return familyInfo{}, false
}

// archNames lists the known classes for messages: "A, B or C".
func archNames() string {
	names := make([]string, len(modelTypes))
	for i, mt := range modelTypes {
		names[i] = familyInfos[mt].arch
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// ParseConfig parses and validates a HuggingFace config.json of either dialect (transformers 4.x:
// rope_theta + rope_scaling, torch_dtype; 5.x: rope_parameters, dtype, qk_head_dim/head_dim for
// DeepSeek, num_mtp_layers). source names the input in messages; name becomes Config.Name.
// Any problem found makes it return a *ConfigError listing all of them.
func ParseConfig(source, name string, data []byte) (*Config, error) {
	top, perr := decodeObject(data)
	if perr != nil {
		return nil, &ConfigError{Source: source, Problems: []Problem{*perr}}
	}
	f := newFields()
	c := &Config{Source: source, Name: name, BOS: -1, Raw: append([]byte(nil), data...)}
	parseConfig(c, f, jsonObj{m: top})
	if len(f.probs) > 0 {
		return nil, &ConfigError{Source: source, Problems: f.probs}
	}
	return c, nil
}

// decodeObject decodes data into a JSON object with numbers kept as json.Number, so integers and
// floats are told apart exactly.
func decodeObject(data []byte) (map[string]any, *Problem) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // a UTF-8 byte-order mark some editors write
	// Unmarshal validates the whole input first, which gives the byte offset of a syntax error
	// (including trailing data and truncation); the Decoder then keeps numbers exact.
	var raw json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, &Problem{Msg: fmt.Sprintf("invalid JSON at byte offset %d: %s, expected a JSON object", se.Offset, se.Error())}
		}
		return nil, &Problem{Msg: fmt.Sprintf("invalid JSON: %v, expected a JSON object", err)}
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, &Problem{Msg: fmt.Sprintf("invalid JSON: %v, expected a JSON object", err)}
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, &Problem{Msg: fmt.Sprintf("top level: found %s, expected a JSON object", describeJSON(v))}
	}
	return m, nil
}

func parseConfig(c *Config, f *configFields, top jsonObj) {
	mt, present, ok := f.str(top, "model_type", "a string")
	if !ok {
		return
	}
	if !present {
		f.add("model_type", "missing, expected one of %s", strings.Join(modelTypes, ", "))
		return
	}
	fi, known := familyInfos[mt]
	if !known {
		// A checkpoint that ships its own model code (Kimi K2's kimi_k2, say) names a model_type of
		// its own but one of the known classes in architectures; serving stacks pick the model by
		// that class, and so does afdc. Its config is then read with that class's defaults.
		if fi, known = familyByArch(top); !known {
			f.add("model_type", "found %s, expected one of %s, or a model_type of its own with architectures naming %s",
				describeJSON(mt), strings.Join(modelTypes, ", "), archNames())
			return
		}
	}
	c.ModelType, c.Family = mt, fi.family
	c.Architecture = fi.arch // the canonical class when architectures is absent
	if raw, present := lookupKey(top, "architectures"); present {
		list, isList := raw.([]any)
		switch {
		case !isList || len(list) == 0:
			f.add("architectures", "found %s, expected a list starting with %q", describeJSON(raw), fi.arch)
		case list[0] != fi.arch:
			f.add("architectures", "found %s for model_type %s, expected %q", describeJSON(list[0]), mt, fi.arch)
		}
	}

	parseDType(c, f, top)
	c.Vocab = f.size(top, "vocab_size", 0, true)
	c.Hidden = f.size(top, "hidden_size", 0, true)
	c.Layers = f.size(top, "num_hidden_layers", 0, true)
	c.Intermediate = f.size(top, "intermediate_size", 0, true)
	c.Heads = f.size(top, "num_attention_heads", 0, true)
	c.MaxPos = f.size(top, "max_position_embeddings", fi.maxPos, false)
	c.RMSNormEps = f.positive(top, "rms_norm_eps", fi.eps)
	c.TieEmbed = f.boolean(top, "tie_word_embeddings", false)
	c.AttentionBias = f.boolean(top, "attention_bias", false)
	if act, present, ok := f.str(top, "hidden_act", "a string"); ok && present {
		f.oneOf("hidden_act", act, "silu")
	}

	unsupported(f, top)
	if c.Family.IsMLA() {
		parseMLA(c, f, top)
	} else {
		parseGQA(c, f, top)
	}
	parseRope(c, f, top)
	parseMoE(c, f, top, fi)
	c.MTPLayers = parseMTP(f, top, fi.mtp)
	parseFP8(c, f, top)
	parseTokens(c, f, top)
	validate(c, f)
}

var dtypeNames = map[string]ir.DType{"bfloat16": ir.BF16, "float16": ir.F16, "float32": ir.F32}

// parseDType reads torch_dtype (4.x) or dtype (5.x); both present must agree.
func parseDType(c *Config, f *configFields, top jsonObj) {
	const want = `one of "bfloat16", "float16", "float32"`
	c.DType = ir.BF16
	var seen string
	for _, key := range []string{"torch_dtype", "dtype"} {
		s, present, ok := f.str(top, key, want)
		if !ok || !present {
			continue
		}
		dt, known := dtypeNames[s]
		if !known {
			f.add(key, "found %s, expected %s", describeJSON(s), want)
			continue
		}
		if seen != "" && seen != s {
			f.add(key, "found %s but torch_dtype is %s, expected the same dtype", describeJSON(s), describeJSON(seen))
			continue
		}
		seen, c.DType = s, dt
	}
}

func parseMLA(c *Config, f *configFields, top jsonObj) {
	if _, present := top.m["q_lora_rank"]; !present {
		f.add("q_lora_rank", "missing, expected a positive integer or null (null: q_proj without low-rank query)")
	} else {
		c.QLoraRank = f.size(top, "q_lora_rank", 0, false) // null reads as absent: 0
	}
	c.KVLoraRank = f.size(top, "kv_lora_rank", 0, true)
	c.QKNope = f.size(top, "qk_nope_head_dim", 0, true)
	c.QKRope = f.size(top, "qk_rope_head_dim", 0, true)
	c.VHead = f.size(top, "v_head_dim", 0, true)
	// MLA ignores num_key_value_heads; HF defaults it to the head count.
	c.KVHeads = f.size(top, "num_key_value_heads", c.Heads, false)
	if c.KVHeads == 0 && f.ok("num_key_value_heads") {
		c.KVHeads = 1 // heads itself was bad and already reported
	}
	// 5.x writes qk_head_dim = nope + rope and head_dim = rope (the dim RoPE is computed over).
	if v, present, ok := f.integer(top, "qk_head_dim", "a positive integer"); ok && present &&
		f.ok("qk_nope_head_dim", "qk_rope_head_dim") && v != c.QKNope+c.QKRope {
		f.add("qk_head_dim", "found %d, expected qk_nope_head_dim + qk_rope_head_dim = %d", v, c.QKNope+c.QKRope)
	}
	if v, present, ok := f.integer(top, "head_dim", "a positive integer"); ok && present &&
		f.ok("qk_rope_head_dim") && v != c.QKRope {
		f.add("head_dim", "found %d, expected qk_rope_head_dim %d (5.x DeepSeek configs set head_dim to the RoPE dims)", v, c.QKRope)
	}
}

func parseGQA(c *Config, f *configFields, top jsonObj) {
	c.KVHeads = f.size(top, "num_key_value_heads", 0, true)
	c.UseQKNorm = f.boolean(top, "use_qk_norm", false)
	if _, present := lookupKey(top, "head_dim"); present {
		c.HeadDim = f.size(top, "head_dim", 0, true)
		return
	}
	// HF attention falls back to hidden_size / num_attention_heads.
	if !f.ok("hidden_size", "num_attention_heads") || c.Heads == 0 {
		f.bad["head_dim"] = true
		return
	}
	if c.Hidden%c.Heads != 0 {
		f.add("head_dim", "missing, and hidden_size %d is not divisible by num_attention_heads %d: expected head_dim", c.Hidden, c.Heads)
		return
	}
	c.HeadDim = c.Hidden / c.Heads
}

// parseRope reads the rotary embedding from rope_parameters (5.x) or rope_theta + rope_scaling (4.x).
func parseRope(c *Config, f *configFields, top jsonObj) {
	r := &c.Rope
	params, inParams, ok := f.object(top, "rope_parameters")
	if !ok {
		f.bad["rope_theta"] = true
		return
	}
	scaling, inScaling, ok := f.object(top, "rope_scaling")
	if !ok {
		f.bad["rope_theta"] = true
		return
	}
	if inParams && inScaling {
		f.add("rope_scaling", "found an object beside rope_parameters, expected only one of them")
		return
	}
	// src holds the rope type and YaRN keys; theta (and GLM's partial_rotary_factor) may sit in it
	// (5.x) or at the top level (4.x).
	var src jsonObj
	var present bool
	switch {
	case inParams:
		src, present = params, true
	case inScaling:
		src, present = scaling, true
	}
	r.Theta = readShared(f, src, top, "rope_theta", 10000)
	if !c.Family.IsMLA() {
		c.PartialRotary = readShared(f, src, top, "partial_rotary_factor", 0.5)
		if f.ok("partial_rotary_factor") && c.PartialRotary > 1 {
			f.add("partial_rotary_factor", "found %s, expected a fraction in (0, 1]", fmtFloat(c.PartialRotary))
		}
	}
	r.Type = "default"
	if !present {
		return
	}
	typ, ok := ropeType(f, src)
	if !ok {
		return
	}
	r.Type = typ
	if typ != "yarn" {
		return
	}
	r.BetaFast = f.positive(src, "beta_fast", 32)
	r.BetaSlow = f.positive(src, "beta_slow", 1)
	r.NoTruncate = !f.boolean(src, "truncate", true)
	r.MScale, _, _ = f.number(src, "mscale", "a number")
	r.MScaleAllDim, _, _ = f.number(src, "mscale_all_dim", "a number")
	r.HasMScale = r.MScale != 0 && r.MScaleAllDim != 0
	r.AttnFactor = f.positive(src, "attention_factor", 0)
	origKey := src.name("original_max_position_embeddings")
	r.OrigMaxPos = f.size(src, "original_max_position_embeddings", 0, false)
	_, hasOrig := lookupKey(src, "original_max_position_embeddings")
	if _, hasFactor := lookupKey(src, "factor"); hasFactor {
		r.Factor = f.positive(src, "factor", 0)
	} else if !hasOrig {
		f.add(src.name("factor"), "missing, and no original_max_position_embeddings to derive it from: expected a number")
	} else if f.ok(origKey, "max_position_embeddings") && r.OrigMaxPos > 0 {
		// transformers 5.17: factor = max_position_embeddings / original_max_position_embeddings.
		r.Factor = float64(c.MaxPos) / float64(r.OrigMaxPos)
	}
	if !hasOrig && f.ok("max_position_embeddings") {
		// HF uses max_position_embeddings when the original context is not given.
		r.OrigMaxPos = c.MaxPos
	}
}

// ropeType reads rope_type (5.x, and some 4.x) or type (4.x); afdc implements default and yarn.
func ropeType(f *configFields, src jsonObj) (string, bool) {
	const want = `"default" or "yarn"`
	t1, has1, ok1 := f.str(src, "rope_type", want)
	t2, has2, ok2 := f.str(src, "type", want)
	if !ok1 || !ok2 {
		return "", false
	}
	key, typ := src.name("rope_type"), t1
	switch {
	case has1 && has2 && t1 != t2:
		f.add(src.name("type"), "found %s but rope_type is %s, expected the same", describeJSON(t2), describeJSON(t1))
		return "", false
	case !has1 && has2:
		key, typ = src.name("type"), t2
	case !has1 && !has2:
		f.add(src.name("rope_type"), "missing, expected %s", want)
		return "", false
	}
	if !f.oneOf(key, typ, "default", "yarn") {
		return "", false
	}
	return typ, true
}

// readShared reads a positive number that may be in src (5.x rope_parameters, 4.x rope_scaling) or at
// the top level; both present must agree. Problems are keyed by the bare key name.
func readShared(f *configFields, src, top jsonObj, key string, def float64) float64 {
	var inSrc bool
	if src.m != nil {
		_, inSrc = lookupKey(src, key)
	}
	_, inTop := lookupKey(top, key)
	if !inSrc {
		v := f.positive(top, key, def)
		if !f.ok(key) {
			f.bad[key] = true
		}
		return v
	}
	v := f.positive(src, key, def)
	if !f.ok(src.name(key)) {
		f.bad[key] = true
		return v
	}
	if inTop {
		t := f.positive(top, key, def)
		if f.ok(key) && t != v {
			f.add(key, "found %s but %s is %s, expected the same", fmtFloat(t), src.name(key), fmtFloat(v))
		}
	}
	return v
}

// parseMoE reads the MoE block and the router. deepseek_v3 and glm4_moe always route with noaux_tc
// (sigmoid scores, correction bias for selection); deepseek_v2 reads topk_method and scores with softmax.
func parseMoE(c *Config, f *configFields, top jsonObj, fi familyInfo) {
	c.MoEIntermediate = f.size(top, "moe_intermediate_size", 0, true)
	c.RoutedExperts = f.size(top, "n_routed_experts", 0, true)
	c.TopK = f.size(top, "num_experts_per_tok", 0, true)
	c.SharedExperts = f.count(top, "n_shared_experts", fi.shared)
	c.FirstKDense = f.count(top, "first_k_dense_replace", fi.firstKDense)
	c.NGroup = f.size(top, "n_group", 1, false)
	c.TopKGroup = f.size(top, "topk_group", 1, false)
	c.NormTopKProb = f.boolean(top, "norm_topk_prob", fi.normTopK)
	c.RoutedScaling = f.positive(top, "routed_scaling_factor", fi.rsf)

	method, mOK := "greedy", true
	scoring, sOK := "softmax", true
	if fi.family != FamilyDeepSeekV2 {
		method, scoring = "noaux_tc", "sigmoid"
	}
	if s, present, ok := f.str(top, "topk_method", "a string"); !ok {
		mOK = false
	} else if present {
		if fi.family == FamilyDeepSeekV2 {
			mOK = f.oneOf("topk_method", s, "greedy", "group_limited_greedy")
		} else {
			mOK = f.oneOf("topk_method", s, "noaux_tc")
		}
		method = s
	}
	if s, present, ok := f.str(top, "scoring_func", "a string"); !ok {
		sOK = false
	} else if present {
		sOK = f.oneOf("scoring_func", s, scoring)
	}
	if !mOK || !sOK {
		f.bad["topk_method"] = true
		return
	}
	c.TopKMethod, c.Scoring = method, scoring
	c.CorrectionBias = method == "noaux_tc"
}

// parseMTP reads num_nextn_predict_layers or its 5.x alias num_mtp_layers.
func parseMTP(f *configFields, top jsonObj, def int64) int64 {
	n := f.count(top, "num_nextn_predict_layers", def)
	if _, present := lookupKey(top, "num_mtp_layers"); !present {
		return n
	}
	m := f.count(top, "num_mtp_layers", def)
	if _, both := lookupKey(top, "num_nextn_predict_layers"); both && f.ok("num_nextn_predict_layers", "num_mtp_layers") && m != n {
		f.add("num_mtp_layers", "found %d but num_nextn_predict_layers is %d, expected the same", m, n)
	}
	return m
}

// parseFP8 records DeepSeek's block FP8 quantization_config; any other quantisation is an error.
func parseFP8(c *Config, f *configFields, top jsonObj) {
	q, present, ok := f.object(top, "quantization_config")
	if !ok || !present {
		return
	}
	method, present, ok := f.str(q, "quant_method", `"fp8"`)
	if !ok {
		return
	}
	if !present {
		f.add(q.name("quant_method"), `missing, expected "fp8"`)
		return
	}
	if !f.oneOf(q.name("quant_method"), method, "fp8") {
		return
	}
	fp8 := &FP8{Format: "e4m3", Block: [2]int64{128, 128}, ActivationScheme: "dynamic"}
	if s, present, ok := f.str(q, "fmt", `"e4m3"`); ok && present && f.oneOf(q.name("fmt"), s, "e4m3") {
		fp8.Format = s
	}
	if s, present, ok := f.str(q, "activation_scheme", `"dynamic"`); ok && present && f.oneOf(q.name("activation_scheme"), s, "dynamic", "static") {
		fp8.ActivationScheme = s
	}
	if raw, present := lookupKey(q, "weight_block_size"); present {
		list, isList := raw.([]any)
		if !isList || len(list) != 2 {
			f.add(q.name("weight_block_size"), "found %s, expected two positive integers", describeList(raw))
		} else {
			pair := jsonObj{m: map[string]any{"0": list[0], "1": list[1]}, prefix: q.name("weight_block_size")}
			fp8.Block = [2]int64{f.size(pair, "0", 0, true), f.size(pair, "1", 0, true)}
		}
	}
	c.FP8 = fp8
}

// describeList renders a list with its length, so "expected two" reads clearly.
func describeList(v any) string {
	if l, ok := v.([]any); ok {
		return fmt.Sprintf("a list of %d", len(l))
	}
	return describeJSON(v)
}

// parseTokens reads bos_token_id (an integer or null) and eos_token_id (an integer, a list, or null).
func parseTokens(c *Config, f *configFields, top jsonObj) {
	const want = "a non-negative integer or null"
	if v, present, ok := f.integer(top, "bos_token_id", want); ok && present {
		if v < 0 {
			f.add("bos_token_id", "found %d, expected %s", v, want)
		} else {
			c.BOS = v
		}
	}
	raw, present := lookupKey(top, "eos_token_id")
	if !present {
		return
	}
	list, isList := raw.([]any)
	if !isList {
		list = []any{raw}
	}
	c.EOS = make([]int64, 0, len(list))
	for i, e := range list {
		key := "eos_token_id"
		if isList {
			key = fmt.Sprintf("eos_token_id[%d]", i)
		}
		one := jsonObj{m: map[string]any{key: e}}
		v, present, ok := f.integer(one, key, "a non-negative integer")
		if !ok {
			continue
		}
		if !present || v < 0 {
			f.add(key, "found %s, expected a non-negative integer", describeJSON(e))
			continue
		}
		c.EOS = append(c.EOS, v)
	}
}

// unsupported rejects keys whose non-default values change the model in ways Config cannot express,
// rather than compiling a different model than the checkpoint's.
func unsupported(f *configFields, top jsonObj) {
	// DeepseekV2MLP takes bias=mlp_bias; afdc's MLPs have no bias.
	if b := f.boolean(top, "mlp_bias", false); b {
		f.add("mlp_bias", "found true, expected false (afdc's MLPs and experts have no bias)")
	}
	// transformers 5.17 ignores moe_layer_freq while DeepSeek's own code honours it; they agree only at 1.
	if v, present, ok := f.integer(top, "moe_layer_freq", "1"); ok && present && v != 1 {
		f.add("moe_layer_freq", "found %d, expected 1 (every layer from first_k_dense_replace on is MoE)", v)
	}
	// rope_interleave false rotates (i, i+d/2) pairs of DeepSeek's rope slice instead of (2i, 2i+1).
	if b := f.boolean(top, "rope_interleave", true); !b {
		f.add("rope_interleave", "found false, expected true (DeepSeek checkpoints rotate interleaved pairs)")
	}
}
