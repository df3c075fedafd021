package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"text/tabwriter"

	"afdc/compiler"
	"afdc/targets"
	"afdc/targets/cuda/bench"
)

type planCmd struct {
	modelFlag
	Target   string  `default:"cuda" enum:"cuda,ascend,cpu" help:"Target the role programs are compiled for (cuda|ascend); its activation dtype sets the wire and KV bytes."`
	Hardware string  `default:"h200" placeholder:"NAME|FILE.json" help:"Hardware profile: a shipped one (${profiles}) or a profile .json file (default h200)."`
	TPOTms   float64 `name:"tpot-ms" default:"50" help:"Latency bound: time per output token of every sequence, in milliseconds."`
	Context  float64 `default:"4096" help:"Tokens in each sequence's KV cache (for a mixed workload, its mean)."`
	GPUs     int     `name:"gpus" help:"GPUs available; caps the bundle and counts how many bundles fit (0: no limit)."`
	GateOn   string  `default:"ffn" enum:"ffn,attention" help:"Where the MoE router's linear runs (ffn|attention); on the attention side its logits join the exchange."`
	KVCache  string  `name:"kv-cache" default:"auto" enum:"auto,fp8" placeholder:"auto|fp8" help:"The KV cache priced, as afdc build's: its bytes a token set the attention batch that fits and the cache read a decode step takes. ${kvcache}"`
	EP       int     `name:"ep" default:"1" help:"Expert ranks: price the FFN instance as N expert ranks, one GPU each (an --ep build): dispatch sends a token's hidden state once to each distinct rank among its experts, combine returns one row per expert."`
	JSON     bool    `name:"json" help:"Print the plan as JSON."`
	SVG      string  `name:"svg" type:"path" placeholder:"FILE" help:"Also write an SVG plot of tokens/s/GPU against r."`
	Validate bool    `help:"Run afdc bench configurations on this machine and print modelled against measured per-role step times."`
	From     string  `name:"validate-from" type:"existingfile" placeholder:"FILE" help:"With --validate: compare against a report written by afdc bench --target cuda --json-file FILE instead of running the bench."`
}

func (c *planCmd) Help() string {
	return `Sizes an attention-FFN disaggregated deployment: r attention instances feeding one FFN instance
(an rA-1F bundle), from the role programs' cost rules and a hardware profile. Every number is a
model, not a measurement; docs/plan.md derives each one.

Step times are priced as the target runs the program (docs/plan.md, The cost model): per op the
larger of its bytes over the bandwidth and its FLOPs over the rate of the unit that runs it (cuBLAS
GEMMs, the generated attention core, the streaming experts, other kernels), plus launches, host
waits and host copies, each from the profile; --json gives t_A's and t_F's terms (step_terms).

What is printed:
  layer budget      the time one decoder layer may take within the TPOT: TPOT / layers.
  attention         GPUs of one instance (fewest that hold its weights with room for KV), its batch
                    B (searched), max batch by memory (sequences of --context tokens beside the
                    weights) and by the TPOT (attention step alone), and t_A, its step time at B.
  ffn               GPUs of the FFN instance (searched among 1, 1.5, 2, 3 and 4x the fewest that
                    hold the weights), its batch r*B, t_F (step time at r*B: every op's roofline,
                    routed experts read as many as E*(1-(1-k/E)^(r*B)) under uniform routing),
                    experts touched.
  exchange          the link (scale-up when the bundle fits one NVLink/UB domain, else scale-out),
                    bytes per token per layer (larger direction), t_C (one instance's exchange per
                    step, one way, plus a latency per layer).
  ratio             r, the ratio deployed. B, r, the FFN GPUs and S are searched together for the
                    most tokens/s/GPU whose bundle meets the TPOT (every batch up to the TPOT's
                    bound, every r up to 256 or --gpus, every S up to 8); cap is the largest r
                    meeting the TPOT at the plan's B.
  closed form       the rA-1F rule at the plan's B and FFN GPUs: r_A (t_F(r*B) = t_A), r_C
                    (t_F(r*B) = t_C), r_peak (where tokens/s/GPU peaks once the FFN is slowest),
                    r* = max(r_A, r_C, r_peak) and the term that set it; then r* deployed (floor or
                    ceil) with its best S: its TPOT and tokens/s/GPU. It prices one unstaged step
                    and knows no TPOT, so it differs from the searched r where the bound or the
                    stages bind.
  stages            S (micro-batches per step with the shortest layer time), the fewest that hide
                    the exchange, per-layer times of one micro-batch (attention a, FFN f, exchange c)
                    and the layer time max(S*max(a,f,c), a+2c+f).
  tpot model        layers x layer time.
  tokens/s/GPU      r*B / ((r*attention GPUs + FFN GPUs) x tpot model).
  monolithic        the whole model on the fewest GPUs that hold it (up to 2x, the best), weights
                    spread with no communication cost (generous to it), at the largest batch that
                    meets the TPOT; gain is the plan's tokens/s/GPU over its.

--validate (target cuda) runs afdc bench --target cuda on GPU 0 for the DeepSeek-V3-shaped slice
of --model (1 dense + 3 MoE layers, bf16, random weights, the cache at --context) at batch 8, 64 and
256, and prints the model's per-role step time of the slice's attention and FFN programs against the
measured one (attention and FFN programs on the one GPU, host-staged; the FFN role's time is its
layers' FFN times, payload copies included, the attention role's the rest of the step), with the ratio,
whether the model is within 25 % of the measurement, and the model's terms in ms (gemm, attention,
streaming, kernels, launch, sync, host: which one is off when it is not); it exits non-zero when one
is not. Price it with the profile bench --target cuda --calibrate wrote (--hardware FILE). Without the
CUDA driver it stops with one line naming it. --validate-from FILE compares against the bf16
results at batch 8, 64 and 256 and context --context of a report that afdc bench --target cuda
--json-file wrote (the same run, no second one). The Ascend bench is not built.`
}

func (c *planCmd) Run(e *env) (err error) {
	if c.Validate {
		return c.validate(e)
	}
	if c.From != "" {
		return fmt.Errorf("--validate-from %s: it is read only with --validate", c.From)
	}
	// Written so that NaN fails too (every comparison with it is false), and +Inf, which planned
	// a TPOT the bound never constrains.
	if !(c.TPOTms > 0) || math.IsInf(c.TPOTms, 1) {
		return fmt.Errorf("--tpot-ms %v: expected a positive finite number of milliseconds", c.TPOTms)
	}
	if !(c.Context >= 1) || math.IsInf(c.Context, 1) {
		return fmt.Errorf("--context %v: expected a finite count of at least 1 token", c.Context)
	}
	if c.GPUs < 0 {
		return fmt.Errorf("--gpus %d: expected 0 (no limit) or more", c.GPUs)
	}
	prof, err := targets.LoadProfile(c.Hardware)
	if err != nil {
		return err
	}
	// The plot's file is opened before the search, so that a path it cannot be written to fails at
	// once rather than after it; a failed plan leaves no empty file behind.
	var svg *os.File
	if c.SVG != "" {
		if svg, err = os.Create(c.SVG); err != nil {
			return fmt.Errorf("--svg: %w", err)
		}
		defer func() {
			if cerr := svg.Close(); err == nil && cerr != nil {
				err = fmt.Errorf("--svg: %w", cerr)
			}
			if err != nil {
				os.Remove(c.SVG)
			}
		}()
	}
	a, err := compileModel(c.Model, planFlags{Stages: 1, GateOn: c.GateOn, EP: c.EP}, "", compiler.BuildOptions{Target: c.Target, KVCache: c.KVCache})
	if err != nil {
		return err
	}
	p, err := compiler.MakePlan(a, prof, compiler.PlanOptions{TPOT: c.TPOTms / 1e3, Context: c.Context, GPUs: c.GPUs})
	if err != nil {
		return err
	}
	if svg != nil {
		if _, err := svg.WriteString(compiler.PlanSVG(p)); err != nil {
			return fmt.Errorf("--svg: %w", err)
		}
	}
	if c.JSON {
		b, err := json.MarshalIndent(p, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(e.stdout, "%s\n", b)
		return err
	}
	w := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	row := func(k, f string, v ...any) { fmt.Fprintf(w, "%s\t%s\n", k, fmt.Sprintf(f, v...)) }
	row("model", "%s on %s (%s), target %s", p.Model, p.Hardware, prof.Device, p.Target)
	kv := "the activations' type"
	if p.KVCache == "fp8" {
		kv = "fp8"
	}
	row("bound", "TPOT %.4g ms, context %.0f tokens (KV cache %s), %d layers", p.TPOTms, p.Context, kv, p.Layers)
	row("layer budget", "%.4g us (TPOT / layers)", p.LayerBudgetUs)
	at := p.Attention
	row("attention", "%d GPU(s), batch B=%d (memory allows %d, TPOT alone %d), t_A=%.4g ms", at.GPUs, at.Batch, at.MaxBatchMemory, at.MaxBatchTPOT, at.StepMs)
	row("ffn", "%d GPU(s), batch r*B=%d, t_F=%.4g ms, %.4g experts touched per MoE layer", p.FFN.GPUs, p.FFN.Batch, p.FFN.StepMs, p.FFN.ExpertsTouched)
	row("exchange", "%s, %.0f bytes/token/layer, t_C=%.4g ms", p.Exchange.Link, p.Exchange.BytesPerTokenPerLayer, p.Exchange.StepMs)
	if p.EP != nil {
		row("expert ranks", "%d (the FFN instance; a token's hidden state goes once to each distinct rank among its experts)", p.EP.Ranks)
		for _, m := range p.EP.PerRank {
			row(fmt.Sprintf("  rank %d", m.Rank), "%d experts over all moe layers, %s weight bytes + %s activation bytes", m.Experts, group(m.Weights), group(m.Activations))
		}
	}
	r := p.Ratio
	row("ratio", "r=%d (searched with B, FFN GPUs and S); cap %.4g at B", r.R, r.RCap)
	star := "meets the TPOT"
	if !r.StarMeetsTPOT {
		star = "misses the TPOT"
	}
	row("closed form", "r_A=%.4g r_C=%.4g r_peak=%.4g -> r*=%.4g (%s-bound); r=%d at B: TPOT %.4g ms (%s), %.4g tokens/s/GPU",
		r.RA, r.RC, r.RPeak, r.RStar, r.Regime, r.StarR, r.StarTPOTModelms, star, r.StarTokensPerSPerGPU)
	s := p.Stages
	hide := fmt.Sprintf("%d hide the exchange", s.HideS)
	if s.HideS == 0 {
		hide = "none up to 8 hides the exchange"
	}
	row("stages", "S=%d (%s); per layer a=%.4g us f=%.4g us c=%.4g us -> %.4g us", s.S, hide, s.AttentionUs, s.FFNUs, s.ExchangeUs, s.LayerUs)
	row("tpot model", "%.4g ms", p.TPOTModelms)
	row("bundle", "%d GPUs (%d x %d attention + %d ffn)", p.BundleGPUs, r.R, at.GPUs, p.FFN.GPUs)
	row("tokens/s/GPU", "%.4g", p.TokensPerSPerGPU)
	if p.Bundles > 0 {
		row("on --gpus", "%d bundle(s), %.4g tokens/s", p.Bundles, p.TokensPerS)
	}
	m := p.Monolithic
	row("monolithic", "%d GPUs, batch %d, TPOT %.4g ms, %.4g tokens/s/GPU", m.GPUs, m.Batch, m.TPOTModelms, m.TokensPerSPerGPU)
	row("gain", "%.3gx tokens/s/GPU over monolithic", p.Gain)
	return w.Flush()
}

// validate is plan --validate: the cost model against afdc bench --target cuda on this machine.
func (c *planCmd) validate(e *env) error {
	if _, ok := deviceBenches[c.Target]; !ok {
		return fmt.Errorf("--validate: target %s, expected %s (it compares the model with afdc bench on this machine; the %s bench is not built)", c.Target, cudaTarget, c.Target)
	}
	prof, err := targets.LoadProfile(c.Hardware)
	if err != nil {
		// A profile calibrated by an older afdc lacks the figures added since: say where they come from.
		return fmt.Errorf("--validate: %w (afdc bench --target cuda --calibrate --profile-out FILE measures every figure of the step model)", err)
	}
	o := cudaBenchOpts{Model: c.Model, Weights: []string{"bf16"}, Contexts: []int{int(c.Context)}, Batches: []int{8, 64, 256},
		Steps: 16, Seed: 1, Split: true, Log: e.stderr}
	if c.From == "" && int(c.Context) <= decodeLead(o) {
		return fmt.Errorf("--context %v: expected more than %d tokens (the bench's timed steps decode within it)", c.Context, decodeLead(o))
	}
	base, err := compiler.LoadConfig(c.Model)
	if err != nil {
		return err
	}
	cfg, err := bench.SliceConfig(base, bench.SliceLayers, bench.SliceDense, false)
	if err != nil {
		return err
	}
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: c.Target, Stages: 1, GateOn: c.GateOn, KVCache: c.KVCache})
	if err != nil {
		return err
	}
	var rep *cudaReport
	if c.From != "" {
		if rep, err = bench.ReadReport(c.From, int(c.Context), []int{8, 64, 256}); err != nil {
			return fmt.Errorf("--validate-from: %w", err)
		}
	} else if rep, err = runCudaBench(o, c.KVCache); err != nil {
		return fmt.Errorf("--validate: %w", err)
	}
	rows, err := bench.ValidateRows(a.Target, a.Attention, a.FFN, prof, rep.Results)
	if err != nil {
		return fmt.Errorf("--validate: %w", err)
	}
	fmt.Fprintf(e.stdout, "%s on %s (profile %s), context %.0f: modelled against measured per-role step time\n", rep.Model, rep.Device, prof.Name, c.Context)
	ok, err := writeValidate(e.stdout, rows)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("--validate: the model is off by more than 25 %% on some role and batch (table above)")
	}
	return nil
}
