// Package compiler reads model configs (both HuggingFace dialects, presets), lowers a model of each
// architecture family to an ir.Module and drives the pass pipeline into role programs.
//
// It may import ir, passes and targets; never runtime.
package compiler

import (
	"math"

	"afdc/ir"
)

// Family is an architecture family afdc lowers.
type Family uint8

const (
	FamilyUnknown Family = iota
	FamilyDeepSeekV2
	FamilyDeepSeekV3
	FamilyGlm4Moe
)

func (f Family) String() string {
	return [...]string{"unknown", "deepseek_v2", "deepseek_v3", "glm4_moe"}[f]
}

// IsMLA reports whether the family uses multi-head latent attention.
func (f Family) IsMLA() bool { return f == FamilyDeepSeekV2 || f == FamilyDeepSeekV3 }

// Rope is the rotary embedding of a config, normalised from either dialect.
type Rope struct {
	Type         string  // "default" or "yarn"
	Theta        float64 // rope_theta
	Factor       float64 // yarn: scaling factor
	OrigMaxPos   int64   // yarn: original_max_position_embeddings
	BetaFast     float64 // yarn, default 32
	BetaSlow     float64 // yarn, default 1
	MScale       float64 // yarn: mscale (0 when absent)
	MScaleAllDim float64 // yarn: mscale_all_dim (0 when absent)
	HasMScale    bool    // both mscale and mscale_all_dim were given and non-zero
	AttnFactor   float64 // explicit attention_factor; 0 when absent
	NoTruncate   bool    // yarn: truncate false, the correction range without floor and ceil
}

// FP8 is the block-quantisation of a checkpoint (DeepSeek's quantization_config).
type FP8 struct {
	Format           string   // "e4m3"
	Block            [2]int64 // weight_block_size, [128, 128] for DeepSeek-V3
	ActivationScheme string   // "dynamic"
}

// Config is a model config, normalised from a HuggingFace config.json of either dialect.
// Every size is validated by Parse; lowering may rely on them.
type Config struct {
	Source       string // where it came from, for messages: a file path or "preset NAME"
	Name         string // model name used for artifacts: the preset name or the checkpoint folder's name
	ModelType    string // model_type as written
	Architecture string // architectures[0]
	Family       Family
	DType        ir.DType // torch_dtype (dtype in 5.x): the checkpoint's tensor dtype

	Vocab        int64
	Hidden       int64
	Layers       int64 // num_hidden_layers (serving layers; MTP layers are extra)
	Intermediate int64 // dense MLP width
	RMSNormEps   float64
	MaxPos       int64
	TieEmbed     bool

	Heads         int64
	KVHeads       int64
	AttentionBias bool

	// MLA (DeepSeek)
	QLoraRank  int64 // 0 when q_lora_rank is null: q_proj instead of q_a/q_b
	KVLoraRank int64
	QKNope     int64
	QKRope     int64
	VHead      int64

	// GQA (GLM-4.5 MoE)
	HeadDim       int64
	PartialRotary float64 // fraction of head_dim that rotates
	UseQKNorm     bool

	Rope Rope

	// MoE
	FirstKDense     int64 // layers below this index are dense
	MoEIntermediate int64
	RoutedExperts   int64
	SharedExperts   int64
	TopK            int64
	NGroup          int64
	TopKGroup       int64
	TopKMethod      string // "greedy", "group_limited_greedy" or "noaux_tc"
	Scoring         string // "softmax" or "sigmoid"
	NormTopKProb    bool   // as written; DeepSeek-V2's router never reads it
	RoutedScaling   float64
	CorrectionBias  bool // router has e_score_correction_bias (noaux_tc)

	MTPLayers int64 // num_nextn_predict_layers: present in checkpoints, excluded from serving
	FP8       *FP8  // nil unless quantization_config is FP8

	BOS int64   // -1 when absent
	EOS []int64 // may be empty

	Raw []byte // the config.json as read, shipped with the role executables
}

// IsMoELayer reports whether decoder layer i has a MoE block (else a dense MLP).
func (c *Config) IsMoELayer(i int64) bool { return c.RoutedExperts > 0 && i >= c.FirstKDense }

// DenseLayers and MoELayers count the serving layers of each kind.
func (c *Config) DenseLayers() int64 { return c.Layers - c.MoELayers() }

func (c *Config) MoELayers() int64 {
	if c.RoutedExperts == 0 {
		return 0
	}
	return max(0, c.Layers-c.FirstKDense)
}

// QKHeadDim is the per-head query/key width: nope+rope for MLA, head_dim for GQA.
func (c *Config) QKHeadDim() int64 {
	if c.Family.IsMLA() {
		return c.QKNope + c.QKRope
	}
	return c.HeadDim
}

// RotaryDim is the number of rotated dims per head: qk_rope_head_dim for MLA,
// int(head_dim * partial_rotary_factor) for GQA.
func (c *Config) RotaryDim() int64 {
	if c.Family.IsMLA() {
		return c.QKRope
	}
	return int64(float64(c.HeadDim) * c.PartialRotary)
}

// yarnMScale is transformers' get_mscale(scale, mscale).
func yarnMScale(scale, m float64) float64 {
	if scale <= 1 {
		return 1
	}
	return 0.1*m*math.Log(scale) + 1
}

// SoftmaxScale is the attention score scale: head_dim^-0.5, times mscale(factor, mscale_all_dim)^2
// under YaRN with mscale_all_dim set (ARCH.md §2.4).
func (c *Config) SoftmaxScale() float64 {
	s := 1 / math.Sqrt(float64(c.QKHeadDim()))
	if c.Family.IsMLA() && c.Rope.Type == "yarn" && c.Rope.MScaleAllDim != 0 {
		m := yarnMScale(c.Rope.Factor, c.Rope.MScaleAllDim)
		s *= m * m
	}
	return s
}

// RopeAttnFactor is YaRN's attention_scaling applied to cos and sin (1 without YaRN).
func (c *Config) RopeAttnFactor() float64 {
	if c.Rope.Type != "yarn" {
		return 1
	}
	if c.Rope.AttnFactor != 0 {
		return c.Rope.AttnFactor
	}
	if c.Rope.HasMScale {
		return yarnMScale(c.Rope.Factor, c.Rope.MScale) / yarnMScale(c.Rope.Factor, c.Rope.MScaleAllDim)
	}
	return yarnMScale(c.Rope.Factor, 1)
}
