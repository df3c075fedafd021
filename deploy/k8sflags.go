package deploy

import (
	"fmt"
	"io"

	"afdc/compiler"
)

// K8sFlags are afdc deploy k8s's flags.
type K8sFlags struct {
	Model          string   `short:"m" placeholder:"MODEL" help:"A preset, a checkpoint folder or a hub id; default: the --plan's model."`
	Plan           string   `type:"existingfile" placeholder:"FILE" help:"A plan written by afdc plan --json: model, target, attention ranks (r), FFN ranks (its FFN GPUs), bundles and KV cache."`
	Out            string   `required:"" short:"o" type:"outdir" placeholder:"DIR" help:"Folder to write into."`
	Target         string   `enum:",cpu,cuda,ascend" default:"" placeholder:"TARGET" help:"cpu, cuda or ascend; default: the plan's, else cuda."`
	AttentionRanks int      `placeholder:"N" help:"Attention ranks per bundle; default: the plan's r."`
	EP             int      `name:"ep" placeholder:"N" help:"Expert ranks per bundle: the FFN ranks, the image built with --ep N; default: the plan's expert ranks or FFN GPUs."`
	Bundles        int      `placeholder:"N" help:"Bundles (LeaderWorkerSet replicas); default: the plan's, else 1."`
	KVCache        string   `name:"kv-cache" placeholder:"auto|fp8" help:"The KV cache the image's attention executables are built with, as afdc build's; default: the plan's, else auto. ${kvcache}"`
	Name           string   `placeholder:"NAME" help:"Resource name; default: from the model's name."`
	Namespace      string   `placeholder:"NS" help:"Namespace of the resources; default: kubectl's."`
	Image          string   `placeholder:"IMAGE" help:"Container image built from the Dockerfile written; default: afdc/NAME:latest."`
	WeightsClaim   string   `placeholder:"PVC" help:"PersistentVolumeClaim holding the checkpoint folder; default: NAME-weights."`
	ServedModel    string   `name:"served-model-name" placeholder:"NAME" help:"The model id served; default: the model's name."`
	Port           int      `default:"8000" help:"HTTP port of every pod (the endpoint on the leader, the rank elsewhere)."`
	RankPort       int      `default:"8001" help:"HTTP port of the leader's own FFN rank."`
	RendezvousPort int      `default:"7733" help:"Port of the rendezvous on the leader."`
	Arg            []string `name:"arg" placeholder:"FLAG" help:"One more flag for every rank, attention and FFN alike (repeatable), e.g. --arg=--log-level=debug."`
	AttentionArg   []string `name:"attention-arg" placeholder:"FLAG" help:"One more flag for the attention ranks only (repeatable), e.g. --attention-arg=--kv-cache-bytes=17179869184."`
}

// DeviceTarget is what serve and deploy k8s need of a target's devices: the flags that put a rank
// on device i (nil: the host), the Kubernetes resource of one device, the runtime base image and
// the build stage's packages.
type DeviceTarget struct {
	DeviceArgs func(i int) []string
	Resource   string
	Base       string
	Packages   []string
}

// Run writes the manifests and the Dockerfile for the targets the binary knows, printing the
// files written and how to apply them.
func (c *K8sFlags) Run(targets map[string]DeviceTarget, stdout io.Writer) error {
	ch := Choices{Model: c.Model, Target: c.Target, AttentionRanks: c.AttentionRanks, EP: c.EP, Bundles: c.Bundles, KVCache: c.KVCache}
	if err := CheckKVCacheFlag(c.KVCache); err != nil {
		return err
	}
	if err := ch.Fill(c.Plan, K8sDefaults); err != nil {
		return err
	}
	dt, ok := targets[ch.Target]
	if !ok {
		return fmt.Errorf("--target %s: expected cpu, cuda or ascend", ch.Target)
	}
	cfg, err := compiler.LoadConfig(ch.Model)
	if err != nil {
		return err
	}
	// The image builds with the KV cache chosen: what the build would refuse is refused here,
	// not at docker build.
	if err := compiler.CheckKVCache(cfg, ch.Target, ch.KVCache); err != nil {
		return KVCacheError(err, c.KVCache, ch.KVCache)
	}
	k := &K8s{Name: c.Name, Model: c.ServedModel, Exe: cfg.Name, Image: c.Image, Namespace: c.Namespace,
		AttentionRanks: ch.AttentionRanks, FFNRanks: ch.EP, Bundles: ch.Bundles, DeviceResource: dt.Resource, WeightsClaim: c.WeightsClaim,
		Port: c.Port, RankPort: c.RankPort, RendezvousPort: c.RendezvousPort, ExtraArgs: c.Arg, AttentionArgs: c.AttentionArg}
	files, err := Write(c.Out, k, Image{Model: ch.Model, Target: ch.Target, BuildArgs: ch.BuildArgs(), Base: dt.Base, Packages: dt.Packages})
	if err != nil {
		return err
	}
	for _, f := range files {
		fmt.Fprintln(stdout, f)
	}
	fmt.Fprintf(stdout, "%d bundle(s) of %d FFN + %d attention ranks; apply with kubectl apply -f %s (needs the LeaderWorkerSet controller)\n", ch.Bundles, ch.EP, ch.AttentionRanks, c.Out)
	return nil
}
