package compiler

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Problem is one thing wrong with a config: the key it concerns and what was found versus expected.
type Problem struct {
	Key string // the config key, dotted when nested ("rope_scaling.factor"); empty for the file as a whole
	Msg string // "found X, expected Y" or a relation between keys
}

// ConfigError is every problem found in one config. ParseConfig collects them all instead of stopping
// at the first, so a user fixes a config in one round.
type ConfigError struct {
	Source   string // the file path or "preset NAME"
	Problems []Problem
}

// Error renders one line per problem: "SOURCE: KEY: found X, expected Y".
func (e *ConfigError) Error() string {
	var b strings.Builder
	for i, p := range e.Problems {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Source)
		b.WriteString(": ")
		if p.Key != "" {
			b.WriteString(p.Key)
			b.WriteString(": ")
		}
		b.WriteString(p.Msg)
	}
	return b.String()
}

// maxSize bounds the sizes that never multiply into a tensor's element count (max_position_embeddings,
// original_max_position_embeddings, weight_block_size); sizeLimits bounds the others.
const maxSize = 1 << 31

// sizeLimits is the largest value of each key that sizes tensors, far above every real model (at
// most 92 layers, 256 routed experts, widths up to 18432, a vocabulary of 151552, 128 heads), but low
// enough that lowering a config and writing its manifest take seconds, not all memory. The bounds alone
// do not keep products inside int64 (layers * experts * 3 * moe_intermediate * hidden reaches
// 2^10 * 2^13 * 3 * 2^20 * 2^20 > 2^63); maxParams does.
var sizeLimits = map[string]int64{
	"num_hidden_layers": 1 << 10, "first_k_dense_replace": 1 << 10,
	"num_nextn_predict_layers": 1 << 10, "num_mtp_layers": 1 << 10,
	"n_routed_experts": 1 << 13, "num_experts_per_tok": 1 << 13, "n_shared_experts": 1 << 13,
	"n_group": 1 << 13, "topk_group": 1 << 13,
	"num_attention_heads": 1 << 14, "num_key_value_heads": 1 << 14,
	"hidden_size": 1 << 20, "intermediate_size": 1 << 20, "moe_intermediate_size": 1 << 20,
	"q_lora_rank": 1 << 20, "kv_lora_rank": 1 << 20, "qk_nope_head_dim": 1 << 20, "qk_rope_head_dim": 1 << 20,
	"v_head_dim": 1 << 20, "head_dim": 1 << 20,
	"vocab_size": 1 << 24,
}

// sizeLimit is the largest value key may take.
func sizeLimit(key string) int64 {
	if l, ok := sizeLimits[key]; ok {
		return l
	}
	return maxSize
}

// maxRoutedExperts bounds the routed experts over all MoE layers (real models have at most 14848): each
// is a tensor per projection in the manifest and the checkpoint.
const maxRoutedExperts = 1 << 17

// maxParams bounds a config's parameter count (about 1.1e15; the largest real model has 6.7e11).
// paramBound, an upper bound on the lowered model's parameters, is summed with saturating arithmetic
// and checked against it, so every count derived from the parameters stays inside int64: a tensor's
// element count (a product of its dims, each partial product at most the whole) and the total are at
// most 2^50; an element takes at most 4 bytes and its FP8 block scale at most 4 more (one f32 per
// block of at least one element), so weight bytes are at most 2^53; a role's counts are at most the
// total, and inspect's sum over both roles at most 2^54.
const maxParams = 1 << 50

// jsonObj is a JSON object being read, with the dotted prefix of its keys for messages.
type jsonObj struct {
	m      map[string]any
	prefix string
}

func (o jsonObj) name(key string) string {
	if o.prefix == "" {
		return key
	}
	return o.prefix + "." + key
}

// configFields reads typed values out of decoded JSON (json.Number for numbers) and records a problem for
// every value of the wrong type or range. A key whose value was unusable is marked bad, and checks that
// relate it to other keys are skipped, so one mistake is reported once.
type configFields struct {
	probs []Problem
	bad   map[string]bool
}

func newFields() *configFields { return &configFields{bad: map[string]bool{}} }

func (f *configFields) add(key, format string, args ...any) {
	f.probs = append(f.probs, Problem{Key: key, Msg: fmt.Sprintf(format, args...)})
	if key != "" {
		f.bad[key] = true
	}
}

// ok reports whether none of the keys was found unusable.
func (f *configFields) ok(keys ...string) bool {
	for _, k := range keys {
		if f.bad[k] {
			return false
		}
	}
	return true
}

// describe renders a decoded JSON value for "found X" (strings quoted and shortened).
func describeJSON(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case string:
		if len(v) > 40 {
			v = v[:40] + "..."
		}
		return strconv.Quote(v)
	case bool:
		return strconv.FormatBool(v)
	case json.Number:
		return v.String()
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	}
	return fmt.Sprintf("%T", v)
}

// lookup returns the value of key; present is false when it is absent or null.
func lookupKey(o jsonObj, key string) (any, bool) {
	v, ok := o.m[key]
	return v, ok && v != nil
}

// integer reads an integer (integral numbers written as floats, like 64.0, are accepted).
// present is false when the key is absent or null; ok is false when a problem was recorded.
func (f *configFields) integer(o jsonObj, key, expected string) (v int64, present, ok bool) {
	raw, present := lookupKey(o, key)
	if !present {
		return 0, false, true
	}
	n, isNum := raw.(json.Number)
	if !isNum {
		f.add(o.name(key), "found %s, expected %s", describeJSON(raw), expected)
		return 0, true, false
	}
	if i, err := n.Int64(); err == nil {
		return i, true, true
	}
	x, err := n.Float64()
	if err != nil || x != math.Trunc(x) || math.Abs(x) > 1<<62 {
		f.add(o.name(key), "found %s, expected %s", n, expected)
		return 0, true, false
	}
	return int64(x), true, true
}

// size reads a positive integer; a missing required key is a problem, a missing optional one gives def.
func (f *configFields) size(o jsonObj, key string, def int64, required bool) int64 {
	const want = "a positive integer"
	v, present, ok := f.integer(o, key, want)
	switch {
	case !ok:
		return 0
	case !present && required:
		f.add(o.name(key), "missing, expected %s", want)
		return 0
	case !present:
		return def
	case v <= 0:
		f.add(o.name(key), "found %d, expected %s (at most %d)", v, want, sizeLimit(key))
		return 0
	case v > sizeLimit(key):
		f.add(o.name(key), "found %d, expected at most %d", v, sizeLimit(key))
		return 0
	}
	return v
}

// count reads a non-negative integer, def when absent.
func (f *configFields) count(o jsonObj, key string, def int64) int64 {
	const want = "a non-negative integer"
	v, present, ok := f.integer(o, key, want)
	switch {
	case !ok:
		return 0
	case !present:
		return def
	case v < 0:
		f.add(o.name(key), "found %d, expected %s (at most %d)", v, want, sizeLimit(key))
		return 0
	case v > sizeLimit(key):
		f.add(o.name(key), "found %d, expected at most %d", v, sizeLimit(key))
		return 0
	}
	return v
}

// number reads a finite number; present is false when absent or null.
func (f *configFields) number(o jsonObj, key, expected string) (v float64, present, ok bool) {
	raw, present := lookupKey(o, key)
	if !present {
		return 0, false, true
	}
	n, isNum := raw.(json.Number)
	if !isNum {
		f.add(o.name(key), "found %s, expected %s", describeJSON(raw), expected)
		return 0, true, false
	}
	x, err := n.Float64()
	if err != nil || math.IsInf(x, 0) || math.IsNaN(x) {
		f.add(o.name(key), "found %s, expected %s", n, expected)
		return 0, true, false
	}
	return x, true, true
}

// positive reads a number > 0, def when absent.
func (f *configFields) positive(o jsonObj, key string, def float64) float64 {
	const want = "a positive number"
	v, present, ok := f.number(o, key, want)
	switch {
	case !ok:
		return 0
	case !present:
		return def
	case v <= 0:
		f.add(o.name(key), "found %s, expected %s", fmtFloat(v), want)
		return 0
	}
	return v
}

// boolean reads a bool, def when absent or null.
func (f *configFields) boolean(o jsonObj, key string, def bool) bool {
	raw, present := lookupKey(o, key)
	if !present {
		return def
	}
	b, isBool := raw.(bool)
	if !isBool {
		f.add(o.name(key), "found %s, expected true or false", describeJSON(raw))
		return def
	}
	return b
}

// str reads a string; present is false when absent or null.
func (f *configFields) str(o jsonObj, key, expected string) (s string, present, ok bool) {
	raw, present := lookupKey(o, key)
	if !present {
		return "", false, true
	}
	s, isStr := raw.(string)
	if !isStr {
		f.add(o.name(key), "found %s, expected %s", describeJSON(raw), expected)
		return "", true, false
	}
	return s, true, true
}

// object reads a nested object; present is false when absent or null.
func (f *configFields) object(o jsonObj, key string) (sub jsonObj, present, ok bool) {
	raw, present := lookupKey(o, key)
	if !present {
		return jsonObj{}, false, true
	}
	m, isObj := raw.(map[string]any)
	if !isObj {
		f.add(o.name(key), "found %s, expected an object or null", describeJSON(raw))
		return jsonObj{}, true, false
	}
	return jsonObj{m: m, prefix: o.name(key)}, true, true
}

// oneOf checks that s is one of the allowed values.
func (f *configFields) oneOf(key, s string, allowed ...string) bool {
	for _, a := range allowed {
		if s == a {
			return true
		}
	}
	f.add(key, "found %s, expected %s", describeJSON(s), orList(allowed))
	return false
}

func orList(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = strconv.Quote(x)
	}
	if len(q) == 1 {
		return q[0]
	}
	return "one of " + strings.Join(q, ", ")
}

func fmtFloat(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// validate checks the relations between keys of a parsed config. Each check runs only when the keys it
// reads were usable, so a mistyped key is not reported a second time as a bad relation.
func validate(c *Config, f *configFields) {
	// first_k_dense_replace past num_hidden_layers makes every layer dense, as in transformers: a
	// config cut to fewer layers than its dense prefix (DeepSeek-V3's to two, say) is one.
	validateRouter(c, f)
	if f.ok("num_hidden_layers", "first_k_dense_replace", "n_routed_experts") && c.MoELayers()*c.RoutedExperts > maxRoutedExperts {
		f.add("n_routed_experts", "%d in each of %d MoE layers make %d routed experts, expected at most %d in all",
			c.RoutedExperts, c.MoELayers(), c.MoELayers()*c.RoutedExperts, int64(maxRoutedExperts))
	}
	validateParams(c, f)
	// A special token outside the vocabulary can never be embedded or sampled: an EOS there would
	// never stop a generation.
	if f.ok("vocab_size") && c.Vocab > 0 {
		if c.BOS >= c.Vocab {
			f.add("bos_token_id", "found %d, expected a token id below vocab_size %d", c.BOS, c.Vocab)
		}
		for i, e := range c.EOS {
			key := "eos_token_id"
			if len(c.EOS) > 1 {
				key = fmt.Sprintf("eos_token_id[%d]", i)
			}
			if e >= c.Vocab {
				f.add(key, "found %d, expected a token id below vocab_size %d", e, c.Vocab)
			}
		}
	}
	if c.Family.IsMLA() {
		if f.ok("qk_rope_head_dim") && c.QKRope%2 != 0 {
			f.add("qk_rope_head_dim", "found %d, expected an even number (RoPE rotates pairs)", c.QKRope)
		}
		return
	}
	if f.ok("num_attention_heads", "num_key_value_heads") && c.KVHeads > 0 && c.Heads%c.KVHeads != 0 {
		f.add("num_attention_heads", "%d is not a multiple of num_key_value_heads %d, expected a multiple (GQA groups)", c.Heads, c.KVHeads)
	}
	if f.ok("head_dim", "partial_rotary_factor") && c.HeadDim > 0 && c.PartialRotary > 0 {
		rd := float64(c.HeadDim) * c.PartialRotary
		switch {
		case rd != math.Trunc(rd):
			f.add("partial_rotary_factor", "head_dim %d * partial_rotary_factor %s = %s rotary dims, expected a whole number", c.HeadDim, fmtFloat(c.PartialRotary), fmtFloat(rd))
		case int64(rd)%2 != 0:
			f.add("partial_rotary_factor", "head_dim %d * partial_rotary_factor %s = %d rotary dims, expected an even number (RoPE rotates pairs)", c.HeadDim, fmtFloat(c.PartialRotary), int64(rd))
		}
	}
}

// validateParams refuses a config whose sizes, each within its limit, together make more than
// maxParams parameters. A key that was unusable reads as 0 here and only lowers the bound.
func validateParams(c *Config, f *configFields) {
	if n := paramBound(c); n > maxParams {
		found := fmt.Sprint(n)
		if n == math.MaxInt64 {
			found = "more than " + found
		}
		f.add("", "the layer, expert and width sizes make %s parameters, expected at most %d", found, int64(maxParams))
	}
}

// paramBound is an upper bound on the parameters lowering declares for c (every projection counted
// with a bias, a separate lm_head even when tied), in arithmetic that stops at math.MaxInt64 rather
// than wrapping.
func paramBound(c *Config) int64 {
	h, nh := c.Hidden, c.Heads
	var attn int64
	if c.Family.IsMLA() {
		dn, dr, dv, r, ql := c.QKNope, c.QKRope, c.VHead, c.KVLoraRank, c.QLoraRank
		q := satMul(nh, dn+dr, h) // q_proj
		if ql > 0 {
			q = satAdd(satMul(ql, h+2), satMul(nh, dn+dr, ql)) // q_a_proj and its bias and norm, q_b_proj
		}
		// kv_a_proj_with_mqa and its bias, kv_a_layernorm, kv_b_proj, o_proj and its bias.
		attn = satAdd(q, satMul(r+dr, h+1), r, satMul(nh, dn+dv, r), satMul(h, satAdd(satMul(nh, dv), 1)))
	} else {
		// q, k, v and their biases, q_norm and k_norm, o_proj.
		attn = satAdd(satMul(nh+2*c.KVHeads, c.HeadDim, h+1), 2*c.HeadDim, satMul(h, nh, c.HeadDim))
	}
	dense := satMul(3, h, c.Intermediate)
	// The router and its correction bias, the routed and the shared experts.
	moe := satAdd(satMul(c.RoutedExperts, h+1), satMul(3, c.RoutedExperts+c.SharedExperts, c.MoEIntermediate, h))
	return satAdd(satMul(2, c.Vocab, h), h, satMul(c.Layers, satAdd(attn, 2*h)), satMul(c.DenseLayers(), dense), satMul(c.MoELayers(), moe))
}

// satAdd and satMul add and multiply non-negative numbers, giving math.MaxInt64 for a result past it.
func satAdd(xs ...int64) int64 {
	var s int64
	for _, x := range xs {
		if x > math.MaxInt64-s {
			return math.MaxInt64
		}
		s += x
	}
	return s
}

func satMul(xs ...int64) int64 {
	p := int64(1)
	for _, x := range xs {
		if x != 0 && p > math.MaxInt64/x {
			return math.MaxInt64
		}
		p *= x
	}
	return p
}

// validateRouter checks the expert counts against the routing method: grouped methods view the E
// experts as n_group groups of E/n_group and pick k experts inside topk_group groups.
func validateRouter(c *Config, f *configFields) {
	if !f.ok("n_routed_experts", "num_experts_per_tok") {
		return
	}
	if c.TopK > c.RoutedExperts {
		f.add("num_experts_per_tok", "found %d, expected at most n_routed_experts %d", c.TopK, c.RoutedExperts)
		return
	}
	grouped := c.TopKMethod == "group_limited_greedy" || c.TopKMethod == "noaux_tc"
	if !grouped || !f.ok("n_group", "topk_group", "topk_method") {
		return
	}
	if c.RoutedExperts%c.NGroup != 0 {
		f.add("n_group", "%d does not divide n_routed_experts %d, expected a divisor", c.NGroup, c.RoutedExperts)
		return
	}
	if c.TopKGroup > c.NGroup {
		f.add("topk_group", "found %d, expected at most n_group %d", c.TopKGroup, c.NGroup)
		return
	}
	if room := c.TopKGroup * (c.RoutedExperts / c.NGroup); c.TopK > room {
		f.add("num_experts_per_tok", "found %d, expected at most %d (topk_group %d groups of %d experts)", c.TopK, room, c.TopKGroup, c.RoutedExperts/c.NGroup)
	}
	// noaux_tc scores a group by the sum of its top-2 experts.
	if c.TopKMethod == "noaux_tc" && c.RoutedExperts/c.NGroup < 2 {
		f.add("n_group", "%d groups of %d expert, expected at least 2 experts per group (noaux_tc scores a group by its top 2)", c.NGroup, c.RoutedExperts/c.NGroup)
	}
}
