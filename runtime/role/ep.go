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
// dispatch and combine run over the rendezvous connections and are exported to reg.
func newAttentionLink(man *ir.Manifest, plane runtime.Plane, cfg connector.Config, timeout time.Duration, reg prometheus.Registerer) (attentionLink, *runtime.RemoteFFN, error) {
	if man.EP == 0 {
		rf, err := runtime.NewRemoteFFN(cfg, man.Wire, timeout)
		return rf, rf, err
	}
	if err := checkExpertPlane(man, plane); err != nil {
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

// checkExpertPlane refuses a device data plane (any registered one) for an --ep build: dispatch
// and combine run over the rendezvous connections (tcp) so far. Unsharded programs pass.
func checkExpertPlane(man *ir.Manifest, plane runtime.Plane) error {
	if man.EP > 0 && plane != nil {
		return fmt.Errorf("transport %s: an --ep build's dispatch and combine run over %s so far, expected a build with the %s transport", man.Transport, connector.TCP, connector.TCP)
	}
	return nil
}

// checkExpertRank checks an expert rank's flags against its --ep program: --ffn-ranks is the
// program's expert ranks and --rank one of them. Unsharded programs pass.
func checkExpertRank(man *ir.Manifest, rank, attention, ffn int) error {
	if man.EP == 0 {
		return nil
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
