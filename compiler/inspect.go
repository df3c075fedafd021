package compiler

import (
	"afdc/ir"
	"afdc/runtime/kvfp8"
)

// Report is what `afdc inspect` prints: the model's shape, its parameter counts and what each role
// loads and sends.
type Report struct {
	Model        string `json:"model"`
	Architecture string `json:"architecture"`
	ModelType    string `json:"model_type"`
	Source       string `json:"source"`
	DType        string `json:"dtype"`
	Layers       struct {
		Total       int64 `json:"total"`
		Dense       int64 `json:"dense"`
		MoE         int64 `json:"moe"`
		MTPExcluded int64 `json:"mtp_excluded"`
	} `json:"layers"`
	// TotalParams counts every checkpoint tensor the two roles load for the serving graph (router
	// correction biases included; MTP layers and FP8 scales excluded), each once.
	TotalParams int64 `json:"total_params"`
	// ActiveParams is what one token touches: everything but the routed experts it does not choose.
	ActiveParams int64 `json:"active_params"`
	// Roles counts each role's loads; a tensor both roles load counts in both.
	Roles struct {
		Attention Stats `json:"attention"`
		FFN       Stats `json:"ffn"`
	} `json:"roles"`
	// WireBytesPerTokenPerLayer is the largest per-layer exchange (both directions) for one token.
	WireBytesPerTokenPerLayer int64 `json:"wire_bytes_per_token_per_layer"`
	// KVBytesPerTokenPerLayer is what the attention side caches per token and layer at the activation
	// dtype: the MLA latent (kv_lora_rank + rope dims) or GQA's K and V of every KV head; with the
	// FP8 cache (--kv-cache fp8) a device's FP8 row (runtime/kvfp8).
	KVBytesPerTokenPerLayer int64  `json:"kv_bytes_per_token_per_layer"`
	Plan                    string `json:"plan"`
	Target                  string `json:"target"`
	// Support is how far the target goes (its note), when one was named.
	Support string `json:"support,omitempty"`
	Stages  int    `json:"stages"`
	GateOn  string `json:"gate_on"`
	// EP is every expert rank's memory in an expert-parallel build (absent otherwise).
	EP *EPReport `json:"expert_parallel,omitempty"`
	// StepTime is the modelled step per role (inspect --hardware), absent without a profile.
	StepTime *StepTime `json:"step_time,omitempty"`
}

// Inspect summarises a compiled artifact.
func Inspect(a *Artifact) *Report {
	c := a.Config
	r := &Report{
		Model: c.Name, Architecture: c.Architecture, ModelType: c.ModelType, Source: c.Source,
		DType: c.DType.String(), Plan: a.Plan, Target: a.Target.Info().Name, Support: a.Target.Info().Note,
		Stages: a.Opts.Stages, GateOn: a.Opts.GateOn,
	}
	r.Layers.Total, r.Layers.Dense, r.Layers.MoE, r.Layers.MTPExcluded = c.Layers, c.DenseLayers(), c.MoELayers(), c.MTPLayers
	for _, p := range a.Full.Params {
		if p.IsScale() {
			continue // FP8 block scales are not parameters
		}
		n := p.Elems()
		r.TotalParams += n
		if p.Experts > 0 {
			n = n / p.Experts * c.TopK
		}
		r.ActiveParams += n
	}
	r.Roles.Attention = ModuleStats(a.Attention)
	r.Roles.FFN = ModuleStats(a.FFN)
	for _, w := range a.Wire {
		r.WireBytesPerTokenPerLayer = max(r.WireBytesPerTokenPerLayer, w.BytesPerToken())
	}
	act := a.Target.Info().ActDType.Size()
	switch {
	case c.Family.IsMLA() && kvCacheOf(a.Attention) == ir.KVCacheF8E4M3:
		r.KVBytesPerTokenPerLayer = int64(kvfp8.RowBytes(int(c.KVLoraRank), int(c.QKRope), int(act)))
	case c.Family.IsMLA():
		r.KVBytesPerTokenPerLayer = (c.KVLoraRank + c.QKRope) * act
	default:
		r.KVBytesPerTokenPerLayer = 2 * c.KVHeads * c.HeadDim * act
	}
	return r
}
