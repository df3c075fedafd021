package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"afdc/compiler"
	planfile "afdc/deploy"
	"afdc/runtime/launch"
)

type deployGroup struct {
	K8s k8sCmd `cmd:"" name:"k8s" help:"Write Kubernetes manifests (a LeaderWorkerSet per bundle, its Service, the cluster key Secret) and the image's Dockerfile."`
}

type k8sCmd struct {
	Model          string   `short:"m" placeholder:"MODEL" help:"A preset, a checkpoint folder or a hub id; default: the --plan's model."`
	Plan           string   `type:"existingfile" placeholder:"FILE" help:"A plan written by afdc plan --json: model, target, attention ranks (r), FFN ranks (its FFN GPUs) and bundles."`
	Out            string   `required:"" short:"o" type:"path" placeholder:"DIR" help:"Folder to write into."`
	Target         string   `enum:",cpu,cuda,ascend" default:"" help:"cpu, cuda or ascend; default: the plan's, else cuda."`
	AttentionRanks int      `placeholder:"N" help:"Attention ranks per bundle; default: the plan's r."`
	EP             int      `name:"ep" placeholder:"N" help:"FFN (expert-parallel) ranks per bundle; default: the plan's FFN GPUs (at most the attention ranks)."`
	Bundles        int      `placeholder:"N" help:"Bundles (LeaderWorkerSet replicas); default: the plan's, else 1."`
	Name           string   `placeholder:"NAME" help:"Resource name; default: from the model's name."`
	Namespace      string   `placeholder:"NS" help:"Namespace of the resources; default: kubectl's."`
	Image          string   `placeholder:"IMAGE" help:"Container image built from the Dockerfile written; default: afdc/NAME:latest."`
	WeightsClaim   string   `placeholder:"PVC" help:"PersistentVolumeClaim holding the checkpoint folder; default: NAME-weights."`
	ServedModel    string   `name:"served-model-name" placeholder:"NAME" help:"The model id served; default: the model's name."`
	Port           int      `default:"8000" help:"HTTP port of every pod (the endpoint on the leader, the rank elsewhere)."`
	RankPort       int      `default:"8001" help:"HTTP port of the leader's own FFN rank."`
	RendezvousPort int      `default:"7733" help:"Port of the rendezvous on the leader."`
	Arg            []string `name:"arg" placeholder:"FLAG" help:"One more flag for every rank (repeatable)."`
}

func (c *k8sCmd) Run(e *env) error {
	ch := planfile.Choices{Model: c.Model, Target: c.Target, AttentionRanks: c.AttentionRanks, EP: c.EP, Bundles: c.Bundles}
	if err := ch.Fill(c.Plan, planfile.K8sDefaults); err != nil {
		return err
	}
	dt, ok := deployTargets[ch.Target]
	if !ok {
		return fmt.Errorf("--target %s: expected cpu, cuda or ascend", ch.Target)
	}
	cfg, err := compiler.LoadConfig(ch.Model)
	if err != nil {
		return err
	}
	k := &planfile.K8s{Name: c.Name, Model: c.ServedModel, Exe: cfg.Name, Image: c.Image, Namespace: c.Namespace,
		AttentionRanks: ch.AttentionRanks, FFNRanks: ch.EP, Bundles: ch.Bundles, DeviceResource: dt.resource, WeightsClaim: c.WeightsClaim,
		Port: c.Port, RankPort: c.RankPort, RendezvousPort: c.RendezvousPort, ExtraArgs: c.Arg}
	files, err := planfile.Write(c.Out, k, planfile.Image{Model: ch.Model, Target: ch.Target, Base: dt.base, Packages: dt.packages})
	if err != nil {
		return err
	}
	for _, f := range files {
		fmt.Fprintln(e.stdout, f)
	}
	fmt.Fprintf(e.stdout, "%d bundle(s) of %d FFN + %d attention ranks; apply with kubectl apply -f %s (needs the LeaderWorkerSet controller)\n", ch.Bundles, ch.EP, ch.AttentionRanks, c.Out)
	return nil
}

type podCmd struct {
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

func (c *podCmd) Help() string {
	return `The container command of the pods afdc deploy k8s writes: it reads LWS_WORKER_INDEX, LWS_GROUP_SIZE
and LWS_LEADER_ADDRESS, runs this pod's rank (FFN ranks first; the leader is FFN rank 0 and the
rendezvous) and, on the leader, the group's endpoint over its attention ranks. SIGTERM drains.`
}

func (c *podCmd) Run(e *env) error {
	p := &launch.Pod{Attention: c.Attention, FFN: c.FFN, AttentionRanks: c.AttentionRanks, FFNRanks: c.FFNRanks, HTTP: c.HTTP,
		RankPort: c.RankPort, RendezvousPort: c.RendezvousPort, WorkerHosts: c.WorkerHosts, Args: c.Args,
		AttentionArgs: c.AttentionArg, DrainTimeout: c.DrainTimeout, Getenv: os.Getenv, Log: e.stderr}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return p.Run(ctx)
}
