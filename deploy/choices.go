package deploy

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"afdc/compiler"
)

// Choices are the shape afdc serve and deploy k8s run: what their flags set, else what the plan
// says, else the command's defaults.
type Choices struct {
	Model          string
	Target         string
	AttentionRanks int // per bundle
	// EP is the FFN ranks per bundle, the expert ranks: the executables are built with --ep EP
	// (above 1) and every rank gets --ffn-ranks EP; the executables say whether they take it.
	EP      int
	Bundles int
	// KVCache is the KV cache the attention executables are built with (afdc build --kv-cache):
	// "auto" or "fp8".
	KVCache string
}

// ServeDefaults are afdc serve's: 2 attention ranks and 1 FFN rank on this machine's CPU.
var ServeDefaults = Choices{Target: "cpu", AttentionRanks: 2, EP: 1, Bundles: 1, KVCache: "auto"}

// K8sDefaults are deploy k8s's: a device target, one FFN rank and one bundle; the attention ranks
// come from the plan or the flag.
var K8sDefaults = Choices{Target: "cuda", EP: 1, Bundles: 1, KVCache: "auto"}

// Fill sets what c leaves unset from the plan file at planPath (none when ""), then from def. A
// model and attention ranks are required from one of them.
func (c *Choices) Fill(planPath string, def Choices) error {
	if planPath != "" {
		p, err := ReadPlan(planPath)
		if err != nil {
			return err
		}
		c.merge(Choices{Model: p.Model, Target: p.Target, AttentionRanks: p.AttentionRanks(), EP: p.FFNRanks(), Bundles: p.Bundles, KVCache: p.KVCache})
	}
	c.merge(def)
	switch {
	case c.Model == "" && c.AttentionRanks == 0:
		return errors.New("--plan FILE, or --model and --attention-ranks, are required")
	case c.Model == "":
		return errors.New("--model or --plan is required")
	case c.AttentionRanks == 0:
		return errors.New("--attention-ranks or --plan is required")
	case c.AttentionRanks < 0 || c.EP < 0 || c.Bundles < 0:
		return errors.New(c.negative())
	}
	return nil
}

// BuildArgs are the afdc build flags the executables of c need beyond the model and target.
func (c Choices) BuildArgs() []string {
	var args []string
	if c.EP > 1 {
		args = append(args, "--ep", strconv.Itoa(c.EP))
	}
	if c.KVCache == "fp8" {
		args = append(args, "--kv-cache", "fp8")
	}
	return args
}

func (c *Choices) merge(d Choices) {
	if c.Model == "" {
		c.Model = d.Model
	}
	if c.Target == "" {
		c.Target = d.Target
	}
	if c.KVCache == "" {
		c.KVCache = d.KVCache
	}
	for _, f := range []struct {
		to   *int
		from int
	}{{&c.AttentionRanks, d.AttentionRanks}, {&c.EP, d.EP}, {&c.Bundles, d.Bundles}} {
		if *f.to == 0 {
			*f.to = f.from
		}
	}
}

func (c *Choices) negative() string {
	var bad []string
	for _, f := range []struct {
		flag string
		n    int
	}{{"--attention-ranks", c.AttentionRanks}, {"--ep", c.EP}, {"--bundles", c.Bundles}} {
		if f.n < 0 {
			bad = append(bad, f.flag+" "+strconv.Itoa(f.n))
		}
	}
	return strings.Join(bad, ", ") + ": expected 1 or more"
}

// CheckKVCacheFlag checks a --kv-cache flag of serve or deploy k8s: auto, fp8, or unset ("": the
// plan's choice, else auto).
func CheckKVCacheFlag(kv string) error {
	if kv == "" || slices.Contains(compiler.KVCacheOptions, kv) {
		return nil
	}
	return fmt.Errorf("--kv-cache %q, expected %s", kv, strings.Join(compiler.KVCacheOptions, " or "))
}

// KVCacheError is err, a refusal of the KV cache kv the choices settled on (compiler.CheckKVCache),
// saying where an fp8 that no flag (flag "") asked for came from: the plan, which --kv-cache auto
// overrides.
func KVCacheError(err error, flag, kv string) error {
	if flag == "" && kv == "fp8" {
		return fmt.Errorf("%w (the plan's kv_cache; --kv-cache auto builds the activations' cache)", err)
	}
	return err
}
