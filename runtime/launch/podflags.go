package launch

import (
	"context"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// PodFlags are afdc pod's flags.
type PodFlags struct {
	Attention      string        `required:"" type:"existingfile" placeholder:"EXE" help:"The attention executable."`
	FFN            string        `name:"ffn" required:"" type:"existingfile" placeholder:"EXE" help:"The FFN executable."`
	AttentionRanks int           `required:"" help:"Attention ranks of the group."`
	FFNRanks       int           `name:"ffn-ranks" required:"" help:"FFN ranks of the group (worker indices 0..N-1; the leader is FFN rank 0)."`
	HTTP           string        `name:"http" required:"" placeholder:"HOST:PORT" help:"The pod's address and HTTP port: the endpoint on the leader, the rank's HTTP elsewhere."`
	RankPort       int           `default:"8001" help:"HTTP port of the leader's own FFN rank."`
	RendezvousPort int           `default:"7733" help:"Port of the rendezvous on the leader."`
	WorkerHosts    []string      `env:"AFDC_WORKER_HOSTS" placeholder:"HOST" help:"The group's pod addresses by worker index; default: derived from LWS_LEADER_ADDRESS as LeaderWorkerSet names pods (for running the pods outside Kubernetes)."`
	AttentionArg   []string      `name:"attention-arg" placeholder:"FLAG" help:"One more flag for the attention ranks only (repeatable)."`
	DrainTimeout   time.Duration `default:"60s" help:"How long running requests may take at SIGTERM."`
	Args           []string      `arg:"" optional:"" placeholder:"FLAG" help:"Flags for every rank, after --."`
}

// Help is afdc pod --help's text.
func (c *PodFlags) Help() string {
	return `The container command of the pods afdc deploy k8s writes: it reads LWS_WORKER_INDEX, LWS_GROUP_SIZE
and LWS_LEADER_ADDRESS, runs this pod's rank (FFN ranks first; the leader is FFN rank 0 and the
rendezvous) and, on the leader, the group's endpoint over its attention ranks. SIGTERM drains.`
}

// Run runs the pod until SIGTERM or Ctrl-C (then drains) or its rank exits; log gets its lines.
func (c *PodFlags) Run(log io.Writer) error {
	p := &Pod{Attention: c.Attention, FFN: c.FFN, AttentionRanks: c.AttentionRanks, FFNRanks: c.FFNRanks, HTTP: c.HTTP,
		RankPort: c.RankPort, RendezvousPort: c.RendezvousPort, WorkerHosts: c.WorkerHosts, Args: c.Args,
		AttentionArgs: c.AttentionArg, DrainTimeout: c.DrainTimeout, Getenv: os.Getenv, Log: log}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return p.Run(ctx)
}
