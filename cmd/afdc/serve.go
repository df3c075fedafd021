package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	goruntime "runtime"
	"syscall"
	"time"

	"afdc/compiler"
	planfile "afdc/deploy"
	"afdc/ir"
	"afdc/runtime/launch"
)

type serveCmd struct {
	Model           string        `short:"m" placeholder:"MODEL" help:"A preset, a checkpoint folder, a config.json path, or a HuggingFace hub id (ORG/NAME) in the local hub cache; default: the --plan's model."`
	Plan            string        `type:"existingfile" placeholder:"FILE" help:"A plan written by afdc plan --json: its model, target, attention ranks (r) and FFN ranks, unless flags say otherwise."`
	Target          string        `enum:",cpu,cuda,ascend" default:"" placeholder:"TARGET" help:"cpu, cuda or ascend; default: the plan's, else cpu."`
	HTTP            string        `name:"http" default:"127.0.0.1:8000" placeholder:"HOST:PORT" help:"Where the one OpenAI endpoint listens; it routes every request to the least loaded ready attention rank."`
	AttentionRanks  int           `placeholder:"N" help:"Attention ranks; default: the plan's r, else 2."`
	EP              int           `name:"ep" placeholder:"N" help:"FFN (expert-parallel) ranks; default: the plan's FFN GPUs, else 1."`
	Stages          int           `default:"2" help:"Micro-batch stages per step."`
	Weights         string        `type:"existingdir" placeholder:"DIR" help:"Checkpoint folder; default: the model's folder. A preset without one serves deterministic random weights (--seed)."`
	Tokenizer       string        `type:"existingdir" placeholder:"DIR" help:"Folder with tokenizer.json for text and chat; default: the weights folder."`
	Seed            uint64        `default:"1" help:"Seed of the random weights a preset serves without --weights."`
	ServedModelName string        `name:"served-model-name" placeholder:"NAME" help:"The model id served; default: the model's name."`
	GPUs            int           `name:"gpus" placeholder:"N" help:"Accelerators to spread the ranks over (FFN ranks first); roles share one when there are fewer. Default: 1 for a device target, 0 for cpu."`
	Dir             string        `type:"path" placeholder:"DIR" help:"Where the executables are built (and reused while the plan is the same), with the ranks' logs; default: the user cache folder."`
	StartTimeout    time.Duration `default:"10m" help:"How long to wait for every rank to be ready."`
	DrainTimeout    time.Duration `default:"60s" help:"On Ctrl-C or SIGTERM: how long running requests may take to finish before the ranks are stopped."`
	Arg             []string      `name:"arg" placeholder:"FLAG" help:"One more flag for every rank (repeatable), e.g. --arg=--kv-cache-bytes=1073741824."`
}

func (c *serveCmd) Run(e *env) error {
	if c.Plan != "" {
		p, err := planfile.ReadPlan(c.Plan)
		if err != nil {
			return err
		}
		c.Model, c.Target = orStr(c.Model, p.Model), orStr(c.Target, p.Target)
		c.AttentionRanks, c.EP = orInt(c.AttentionRanks, p.AttentionRanks()), orInt(c.EP, p.FFNRanks())
	}
	if c.Model == "" {
		return fmt.Errorf("--model or --plan is required")
	}
	c.Target, c.AttentionRanks, c.EP = orStr(c.Target, "cpu"), orInt(c.AttentionRanks, 2), orInt(c.EP, 1)
	dt, ok := deployTargets[c.Target]
	if !ok {
		return fmt.Errorf("--target %s: expected cpu, cuda or ascend", c.Target)
	}
	a, err := compileModel(c.Model, c.Target, planFlags{Stages: c.Stages, GateOn: "ffn"}, "", "", "", nil)
	if err != nil {
		return err
	}
	if c.Dir == "" {
		cache, err := os.UserCacheDir()
		if err != nil {
			return fmt.Errorf("--dir: no user cache folder (%v); give --dir", err)
		}
		c.Dir = filepath.Join(cache, "afdc", "serve", fmt.Sprintf("%s-%s-s%d", a.Config.Name, c.Target, c.Stages))
	}
	exes, reused, err := buildOrReuse(a, c.Dir)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "executables (%s): %s, %s\n", map[bool]string{true: "reused", false: "built"}[reused], exes[0], exes[1])
	if c.Weights == "" {
		if c.Weights, err = compiler.ModelDir(c.Model); err != nil {
			return err
		}
	}
	if c.Weights == "" {
		c.Weights = filepath.Join(c.Dir, fmt.Sprintf("random-weights-%d", c.Seed))
		if _, err := os.Stat(filepath.Join(c.Weights, "config.json")); err != nil {
			if _, _, err := writeRandomCheckpoint(a.Config, c.Seed, c.Weights, "f32", 2<<30, 8<<30, nil); err != nil {
				return err
			}
		}
		fmt.Fprintf(e.stdout, "%s is a preset with no checkpoint: serving deterministic random weights (seed %d; --weights DIR for real ones)\n", c.Model, c.Seed)
	}
	args := append([]string{"--weights", c.Weights, "--log-format", "json"}, c.Arg...)
	var attnArgs []string
	if c.Tokenizer != "" {
		attnArgs = append(attnArgs, "--tokenizer", c.Tokenizer)
	}
	if c.ServedModelName != "" {
		attnArgs = append(attnArgs, "--served-model-name", c.ServedModelName)
	}
	if c.GPUs == 0 && dt.deviceArgs != nil {
		c.GPUs = 1
	}
	spec := launch.Spec{Attention: exes[0], FFN: exes[1], Args: args, AttentionArgs: attnArgs, AttentionRanks: c.AttentionRanks,
		FFNRanks: c.EP, HTTP: c.HTTP, Dir: filepath.Join(c.Dir, "logs"), StartTimeout: c.StartTimeout, DrainTimeout: c.DrainTimeout, Log: e.stdout}
	if dt.deviceArgs != nil {
		spec.Devices, spec.DeviceArgs = c.GPUs, dt.deviceArgs
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	d, err := launch.Start(ctx, spec)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "serving %s at %s/v1 (%d attention ranks, %d FFN ranks); Ctrl-C stops\n", orStr(c.ServedModelName, a.Config.Name), d.URL(), c.AttentionRanks, c.EP)
	var exited error
	select {
	case <-ctx.Done():
		fmt.Fprintln(e.stdout, "stopping: draining the running requests")
	case p := <-d.Exited():
		exited = fmt.Errorf("%s exited (%v); stopping the others. Its last output:\n%s", p.Name, p.Err(), p.Tail())
	}
	if err := d.Stop(); err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, "stopped")
	return exited
}

// buildOrReuse writes the executables into dir unless the ones there were built by this afdc for the
// same plan (their manifests unchanged).
func buildOrReuse(a *compiler.Artifact, dir string) ([]string, bool, error) {
	exes := []string{filepath.Join(dir, a.Config.Name+"-attention"), filepath.Join(dir, a.Config.Name+"-ffn")}
	self, err := os.Executable()
	if err != nil {
		return nil, false, err
	}
	reuse := true
	for _, r := range []ir.Role{ir.RoleAttention, ir.RoleFFN} {
		want, _ := json.MarshalIndent(a.Manifest(r), "", "  ")
		have, err := os.ReadFile(filepath.Join(dir, a.Config.Name+"-"+r.String()+".json"))
		reuse = reuse && err == nil && bytes.Equal(bytes.TrimSpace(have), bytes.TrimSpace(want))
	}
	for _, x := range exes {
		st, err := os.Stat(x)
		sst, serr := os.Stat(self)
		reuse = reuse && err == nil && serr == nil && st.ModTime().After(sst.ModTime())
	}
	if reuse {
		return exes, true, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, false, err
	}
	if _, err := writeBuild(a, dir, goruntime.GOARCH); err != nil {
		return nil, false, err
	}
	return exes, false, nil
}

func orStr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func orInt(a, b int) int {
	if a != 0 {
		return a
	}
	return b
}
