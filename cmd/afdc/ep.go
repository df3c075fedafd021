package main

import (
	"context"
	"fmt"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/serve"
	"afdc/targets/cuda/ncclxport"
)

// expertParallel adds --ep and --expert-map to a compile's options. With --ep above 1 the router
// runs on the attention side, whatever --gate-on says (its default is the unsharded build's).
func (pf planFlags) expertParallel(o *compiler.BuildOptions) error {
	if pf.EP < 1 {
		return fmt.Errorf("--ep %d: expected 1 or more expert ranks (1 keeps every expert in each FFN process)", pf.EP)
	}
	if pf.ExpertMap != "" && pf.EP < 2 {
		return fmt.Errorf("--expert-map %s: expected --ep of 2 or more (the ranks it places experts on)", pf.ExpertMap)
	}
	if pf.EP < 2 {
		return nil
	}
	o.EP, o.GateOn = pf.EP, "attention"
	if pf.ExpertMap != "" {
		m, err := compiler.LoadExpertMap(pf.ExpertMap, pf.EP)
		if err != nil {
			return fmt.Errorf("--expert-map: %w", err)
		}
		o.ExpertMap = m
	}
	return nil
}

// epRows prints the expert ranks of an inspect report.
func epRows(row func(string, any), r *compiler.EPReport) {
	if r == nil {
		return
	}
	row("expert ranks", fmt.Sprintf("%d (activations priced at %d tokens a step)", r.Ranks, r.ActivationTokens))
	for _, m := range r.PerRank {
		row(fmt.Sprintf("  rank %d", m.Rank), fmt.Sprintf("%d experts over all moe layers, %s weight bytes, %s activation bytes, %s resident",
			m.Experts, group(m.Weights), group(m.Activations), group(m.Weights+m.Activations)))
	}
	if r.Fits != nil {
		verdict := "every rank fits"
		if !*r.Fits {
			verdict = "a rank does not fit"
		}
		row("expert ranks on "+r.Hardware, fmt.Sprintf("%s %s bytes; fewest ranks that fit: %s with the experts as stored, %s in bf16",
			verdict, group(r.MemoryBytes), orNoneN(r.MinEP), orNoneN(r.MinEPBF16)))
	}
}

func orNoneN(n int) string {
	if n == 0 {
		return "none"
	}
	return fmt.Sprint(n)
}

// attentionLink is an attention rank's connection(s) to the FFN side, kept up by Run.
type attentionLink interface {
	runtime.FFNPeer
	Run(ctx context.Context) error
	Ready() error
	Joined() bool
	Wanted() <-chan struct{}
}

// newAttentionLink is an attention rank's link to the FFN side: one RemoteFFN (also returned as
// rf, for a device data plane), or in an --ep build the links to every expert rank (rf nil), whose
// dispatch and combine run over TCP and are exported to reg.
func newAttentionLink(man *ir.Manifest, cfg connector.Config, timeout time.Duration, reg prometheus.Registerer) (attentionLink, *runtime.RemoteFFN, error) {
	if man.EP == 0 {
		rf, err := runtime.NewRemoteFFN(cfg, man.Wire, timeout)
		return rf, rf, err
	}
	if err := checkEPTransport(man); err != nil {
		return nil, nil, err
	}
	if cfg.Hello.Topology.FFNRanks != man.EP {
		return nil, nil, fmt.Errorf("--ffn-ranks %d, but this program's experts are spread over %d expert ranks (built with --ep %d), expected --ffn-ranks %d", cfg.Hello.Topology.FFNRanks, man.EP, man.EP, man.EP)
	}
	p, err := runtime.NewExpertPeers(cfg, man.Wire, timeout)
	if err != nil {
		return nil, nil, err
	}
	p.SetStats(serve.EPMetrics(reg))
	return p, nil, nil
}

// checkEPTransport refuses a device data plane for an --ep build: its dispatch and combine run over
// TCP so far.
func checkEPTransport(man *ir.Manifest) error {
	if man.Transport == ncclxport.Name || man.Transport == "hccl" {
		return fmt.Errorf("transport %s: an --ep build's dispatch and combine run over tcp so far, expected a build with the tcp transport", man.Transport)
	}
	return nil
}

// checkExpertRank checks an expert rank's flags against its --ep program: --ffn-ranks is the
// program's expert ranks and --rank one of them. Unsharded programs pass.
func checkExpertRank(man *ir.Manifest, rank, attention, ffn int) error {
	if man.EP == 0 {
		return nil
	}
	if err := checkEPTransport(man); err != nil {
		return err
	}
	if ffn != man.EP {
		return fmt.Errorf("--ffn-ranks %d, but this program's experts are spread over %d expert ranks (built with --ep %d), expected --ffn-ranks %d", ffn, man.EP, man.EP, man.EP)
	}
	if rank < 0 || rank >= man.EP {
		return fmt.Errorf("--rank %d, expected an expert rank 0..%d", rank, man.EP-1)
	}
	if attention < 1 {
		return fmt.Errorf("--attention-ranks %d, expected at least 1", attention)
	}
	return nil
}

// checkEPBuild refuses executables of an --ep build for a target whose runtime cannot run one yet:
// the CPU target runs expert ranks; CUDA and Ascend compile, inspect and plan --ep builds (graph,
// inspect, plan), but their backends have no expert_ffn and their data planes no dispatch/combine.
func checkEPBuild(target string, ep int) error {
	if ep > 1 && target != "cpu" {
		return fmt.Errorf("--ep %d with --target %s: the %s executables cannot run an expert-parallel program yet, expected --target cpu (graph, inspect and plan take --ep for every target)", ep, target, target)
	}
	return nil
}
