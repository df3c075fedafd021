package role

import (
	"context"
	"fmt"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/serve"
)

// attentionLink is an attention rank's connection(s) to the FFN side, kept up by Run.
type attentionLink interface {
	runtime.FFNPeer
	Run(ctx context.Context) error
	Ready() error
	Serving() error // nil once it can serve a request end to end
	Joined() bool
	Wanted() <-chan struct{}
}

// newAttentionLink is an attention rank's link to the FFN side: one RemoteFFN (also returned as
// rf, for a device data plane), or in an --ep build the links to every expert rank (rf nil), whose
// dispatch and combine are exported to reg. Their rows move over plane when it can carry them
// (runtime.ExpertPlane), else over the rendezvous connections; release closes what the plane made.
// peer is the engine's FFN peer: the link itself, or the plane's when it runs the exchange itself.
func newAttentionLink(man *ir.Manifest, plane runtime.Plane, be runtime.Backend, cfg connector.Config, timeout time.Duration, reg prometheus.Registerer) (link attentionLink, peer runtime.FFNPeer, rf *runtime.RemoteFFN, release func() error, err error) {
	release = func() error { return nil }
	if man.EP == 0 {
		rf, err := runtime.NewRemoteFFN(cfg, man.Wire, timeout)
		return rf, rf, rf, release, err
	}
	ep, err := checkExpertPlane(man, plane)
	if err != nil {
		return nil, nil, nil, release, err
	}
	if err := checkExpertRanks(man, cfg.Hello.Topology.FFNRanks); err != nil {
		return nil, nil, nil, release, err
	}
	p, err := runtime.NewExpertPeers(cfg, man.Wire, timeout)
	if err != nil {
		return nil, nil, nil, release, err
	}
	p.SetStats(serve.EPMetrics(reg))
	peer = p
	if ep != nil {
		xp := &runtime.ExpertAttentionPlane{Backend: be, Peers: p, Hello: cfg.Hello, Log: cfg.Logger, Metrics: reg}
		if release, err = ep.ExpertAttention(xp); err != nil {
			return nil, nil, nil, func() error { return nil }, fmt.Errorf("transport %s: %w", man.Transport, err)
		}
		if xp.Peer != nil {
			peer = xp.Peer
		}
	}
	return p, peer, nil, release, nil
}

// checkExpertPlane is the plane an --ep build's rows move over: nil for the rendezvous connections
// (tcp, no device data plane), the plane itself when it can carry them (runtime.ExpertPlane); a
// device data plane that cannot is refused. Unsharded programs pass (nil).
func checkExpertPlane(man *ir.Manifest, plane runtime.Plane) (runtime.ExpertPlane, error) {
	if man.EP == 0 || plane == nil {
		return nil, nil
	}
	ep, ok := plane.(runtime.ExpertPlane)
	if !ok {
		return nil, fmt.Errorf("transport %s: this data plane cannot carry an --ep build's dispatch and combine, expected a build with the %s transport (or a data plane that can)", man.Transport, connector.TCP)
	}
	return ep, nil
}

// checkExpertRank checks an expert rank's flags against its --ep program: --ffn-ranks is the
// program's expert ranks and --rank one of them. Unsharded programs pass.
func checkExpertRank(man *ir.Manifest, rank, attention, ffn int) error {
	if man.EP == 0 {
		return nil
	}
	if err := checkExpertRanks(man, ffn); err != nil {
		return err
	}
	if rank < 0 || rank >= man.EP {
		return fmt.Errorf("--rank %d, expected an expert rank 0..%d", rank, man.EP-1)
	}
	if attention < 1 {
		return fmt.Errorf("--attention-ranks %d, expected at least 1", attention)
	}
	return nil
}

// checkExpertRanks checks --ffn-ranks against an --ep program: its expert ranks. Unsharded programs
// pass.
func checkExpertRanks(man *ir.Manifest, ffn int) error {
	if man.EP > 0 && ffn != man.EP {
		return fmt.Errorf("--ffn-ranks %d, but this program's experts are spread over %d expert ranks (built with --ep %d), expected --ffn-ranks %d", ffn, man.EP, man.EP, man.EP)
	}
	return nil
}
