package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	goruntime "runtime"
	"syscall"
	"time"

	"afdc/compiler"
	planfile "afdc/deploy"
)

type serveCmd struct {
	Model           string        `short:"m" placeholder:"MODEL" help:"A preset, a checkpoint folder, a config.json path, or a HuggingFace hub id (ORG/NAME) in the local hub cache; default: the --plan's model."`
	Plan            string        `type:"existingfile" placeholder:"FILE" help:"A plan written by afdc plan --json: its model, target, attention ranks (r), FFN ranks and KV cache, unless flags say otherwise."`
	Target          string        `enum:",cpu,cuda,ascend" default:"" placeholder:"TARGET" help:"cpu, cuda or ascend; default: the plan's, else cpu."`
	HTTP            string        `name:"http" default:"127.0.0.1:8000" placeholder:"HOST:PORT" help:"Where the one OpenAI endpoint listens (default 127.0.0.1:8000); it routes every request to the least loaded ready attention rank, a conversation to the same rank while that rank has at most 2 requests in flight more than the least loaded."`
	AttentionRanks  int           `placeholder:"N" help:"Attention ranks; default: the plan's r, else 2."`
	EP              int           `name:"ep" placeholder:"N" help:"Expert ranks: the FFN ranks, built with --ep N (each holds its share of the routed experts) and given to every rank as --ffn-ranks; default: the plan's expert ranks or FFN GPUs, else 1."`
	Stages          int           `default:"2" help:"Micro-batch stages per step."`
	KVCache         string        `name:"kv-cache" placeholder:"auto|fp8" help:"The KV cache the attention executables are built with, as afdc build's; default: the plan's, else auto. ${kvcache}"`
	Weights         string        `type:"existingdir" placeholder:"DIR" help:"Checkpoint folder; default: the model's folder. A preset without one serves deterministic random weights (--seed)."`
	Tokenizer       string        `type:"existingdir" placeholder:"DIR" help:"Folder with tokenizer.json for text and chat; default: the weights folder."`
	Seed            uint64        `default:"1" help:"Seed of the random weights a preset serves without --weights."`
	ServedModelName string        `name:"served-model-name" placeholder:"NAME" help:"The model id served; default: the model's name."`
	GPUs            int           `name:"gpus" placeholder:"N" help:"Accelerators to spread the ranks over (FFN ranks first); roles share one when there are fewer. Default: 1 for a device target."`
	Dir             string        `type:"path" placeholder:"DIR" help:"Where the executables are built (and reused while the plan is the same), with the ranks' logs; default: the user cache folder."`
	StartTimeout    time.Duration `default:"10m" help:"How long to wait for every rank to be ready."`
	DrainTimeout    time.Duration `default:"60s" help:"On Ctrl-C or SIGTERM: how long running requests may take to finish before the ranks are stopped."`
	Arg             []string      `name:"arg" placeholder:"FLAG" help:"One more flag for every rank, attention and FFN alike (repeatable), e.g. --arg=--log-level=debug."`
	AttentionArg    []string      `name:"attention-arg" placeholder:"FLAG" help:"One more flag for the attention ranks only (repeatable), e.g. --attention-arg=--kv-cache-bytes=1073741824 or --attention-arg=--reasoning-parser=think."`
}

func (c *serveCmd) Run(e *env) error {
	ch := planfile.Choices{Model: c.Model, Target: c.Target, AttentionRanks: c.AttentionRanks, EP: c.EP, KVCache: c.KVCache}
	if err := planfile.CheckKVCacheFlag(c.KVCache); err != nil {
		return err
	}
	if err := ch.Fill(c.Plan, planfile.ServeDefaults); err != nil {
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
	if err := compiler.CheckKVCache(cfg, ch.Target, ch.KVCache); err != nil {
		return planfile.KVCacheError(err, c.KVCache, ch.KVCache)
	}
	a, err := compileModel(ch.Model, planFlags{Stages: c.Stages, GateOn: "ffn", EP: ch.EP}, "", compiler.BuildOptions{Target: ch.Target, KVCache: ch.KVCache})
	if err != nil {
		return err
	}
	l := &planfile.Local{Artifact: a, Model: ch.Model, Choices: ch, Stages: c.Stages, Weights: c.Weights, Tokenizer: c.Tokenizer,
		ServedModelName: c.ServedModelName, Seed: c.Seed, Devices: c.GPUs, DeviceArgs: dt.DeviceArgs, HTTP: c.HTTP, Dir: c.Dir,
		StartTimeout: c.StartTimeout, DrainTimeout: c.DrainTimeout, Args: c.Arg, AttentionArgs: c.AttentionArg, Log: e.stdout,
		Build: func(dir string) error { _, err := writeBuild(a, dir, goruntime.GOARCH); return err }}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return l.Run(ctx)
}
