// Package deploy writes what a cluster needs to run a compiled deployment: Kubernetes manifests (a
// LeaderWorkerSet per bundle, the Service in front of it, the cluster key as a Secret) and the
// container image's Dockerfile, from a plan (afdc plan --json) or from flags.
package deploy

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"

	"afdc/compiler"
)

// Plan is what a deployment takes from afdc plan --json: the model, the target, and one bundle's
// shape (r attention instances of attention.gpus GPUs each, one FFN instance of ffn.gpus GPUs).
type Plan struct {
	Model    string `json:"model"`
	Target   string `json:"target"`
	Hardware string `json:"hardware"`
	// KVCache is "fp8" in a plan priced with --kv-cache fp8, else empty.
	KVCache   string `json:"kv_cache"`
	Attention struct {
		GPUs int `json:"gpus"`
	} `json:"attention"`
	FFN struct {
		GPUs int `json:"gpus"`
	} `json:"ffn"`
	Ratio struct {
		R int `json:"r"`
	} `json:"ratio"`
	Bundles int `json:"bundles"`
	// ExpertParallel is present in a plan made with --ep: its expert ranks.
	ExpertParallel *struct {
		Ranks int `json:"ranks"`
	} `json:"expert_parallel"`
}

// ReadPlan reads a plan file written by afdc plan --json.
func ReadPlan(path string) (*Plan, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("--plan: %w", err)
	}
	var p Plan
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, fmt.Errorf("--plan %s: %v, expected the JSON that afdc plan --json prints", path, err)
	}
	if p.Model == "" || p.Ratio.R < 1 || p.FFN.GPUs < 1 {
		return nil, fmt.Errorf("--plan %s: model %q, ratio.r %d, ffn.gpus %d: expected the JSON that afdc plan --json prints (a model, r >= 1, ffn gpus >= 1)", path, p.Model, p.Ratio.R, p.FFN.GPUs)
	}
	if p.KVCache != "" && !slices.Contains(compiler.KVCacheOptions, p.KVCache) {
		return nil, fmt.Errorf("--plan %s: kv_cache %q, expected \"fp8\", \"auto\" or none (the activations' type)", path, p.KVCache)
	}
	return &p, nil
}

// AttentionRanks is the plan's attention ranks per bundle: one per attention instance.
func (p *Plan) AttentionRanks() int { return p.Ratio.R }

// FFNRanks is the plan's FFN ranks per bundle, its expert ranks: those of an --ep plan, else one
// per FFN GPU. Whether the executables take that many beside the attention ranks is theirs to say
// (--ffn-ranks).
func (p *Plan) FFNRanks() int {
	if p.ExpertParallel != nil && p.ExpertParallel.Ranks > 0 {
		return p.ExpertParallel.Ranks
	}
	return p.FFN.GPUs
}
