// Package bench measures CPU decoding (afdc bench, the default --target cpu): the same model and
// random weights run unsplit in this process and as the attention+FFN executables on loopback
// serving the same batch over HTTP.
package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	goruntime "runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"afdc/compiler"
	"afdc/internal/procs"
	"afdc/runtime"
	"afdc/runtime/role"
	"afdc/runtime/weights"
)

// Options are the CPU bench's settings, its flags checked.
type Options struct {
	Artifact *compiler.Artifact // the model compiled for this host, with Stages micro-batch stages
	Dir      string             // work folder (weights, executables); "": a temporary one, removed afterwards
	Batch    int                // concurrent sequences
	Prompt   int                // prompt tokens per sequence
	Tokens   int                // tokens generated per sequence
	Stages   int                // micro-batch stages of the split plan
	MinStage int                // the attention executable's --min-stage-tokens; -1 leaves its default
	Runs     int                // runs each way, alternating monolithic and split
	Out      io.Writer          // the report
	// Open loads the artifact's full module, its weights from a checkpoint folder, into an
	// in-process engine.
	Open func(a *compiler.Artifact, wdir string) (*runtime.SplitEngine, error)
	// Executables writes the artifact's attention and FFN executables into dir and returns their
	// paths, in that order.
	Executables func(a *compiler.Artifact, dir string) ([]string, error)
}

// result is one way of running the batch.
type result struct {
	Name      string
	Wall      time.Duration
	Generated int
	TokensPS  float64
	StepMS    float64
	Steps     int
	CPU       cpuUse
}

// Run writes the random checkpoint, loads the monolithic engine, starts the split pair and runs the
// batch o.Runs times each way, printing every run and the split / monolithic ratio.
func Run(o Options) error {
	if o.Runs < 1 {
		return fmt.Errorf("--runs %d, expected at least 1", o.Runs)
	}
	dir := o.Dir
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "afdc-bench-"); err != nil {
			return err
		}
		defer os.RemoveAll(dir)
	}
	cfg := o.Artifact.Config
	wdir := filepath.Join(dir, "weights")
	t0 := time.Now()
	wbytes, reused, err := Checkpoint(cfg, wdir)
	if err != nil {
		return err
	}
	verb := "written"
	if reused {
		verb = "reused from an earlier run"
	}
	fmt.Fprintf(o.Out, "%s: %d layers, %.1f MiB of bf16 weights %s in %v\n", cfg.Name, cfg.Layers, float64(wbytes)/(1<<20), verb, time.Since(t0).Round(time.Millisecond))
	prompts := make([][]int32, o.Batch)
	for i := range prompts {
		for j := range o.Prompt {
			prompts[i] = append(prompts[i], int32((i*131+j*17+1)%int(cfg.Vocab)))
		}
	}

	eng, err := o.Open(o.Artifact, wdir)
	if err != nil {
		return err
	}
	sp, err := startSplit(o, dir, wdir, len(prompts))
	if err != nil {
		return err
	}
	defer sp.stop()
	minStage := o.MinStage
	if minStage < 0 {
		minStage = role.CPUMinStageTokens
	}
	use := fmt.Sprintf("a step in as many as give each at least %d tokens", minStage)
	if minStage == 0 {
		use = "every step in all of them"
	}
	fmt.Fprintf(o.Out, "batch %d, prompt %d, %d tokens each, %d stages (%s), GOMAXPROCS %d\n", o.Batch, o.Prompt, o.Tokens, o.Stages, use, goruntime.GOMAXPROCS(0))
	var ratios []float64
	for run := range o.Runs {
		mono, err := monolithic(eng, prompts, o.Tokens, run)
		if err != nil {
			return err
		}
		split, err := sp.run(prompts, o.Tokens)
		if err != nil {
			return err
		}
		if o.Runs > 1 {
			fmt.Fprintf(o.Out, "run %d\n", run+1)
		}
		for _, r := range []result{mono, split} {
			fmt.Fprintf(o.Out, "  %-28s %8.1f tokens/s  (%d tokens in %v; %d engine steps, %.2f ms each%s)\n", r.Name, r.TokensPS, r.Generated, r.Wall.Round(time.Millisecond), r.Steps, r.StepMS, r.CPU.perStep(r.Steps))
		}
		ratios = append(ratios, split.TokensPS/mono.TokensPS)
		fmt.Fprintf(o.Out, "  split / monolithic: %.2f\n", ratios[len(ratios)-1])
	}
	if o.Runs > 1 {
		slices.Sort(ratios)
		fmt.Fprintf(o.Out, "split / monolithic over %d runs: %.2f to %.2f, median %.2f\n", o.Runs, ratios[0], ratios[len(ratios)-1], ratios[len(ratios)/2])
	}
	return nil
}

// Checkpoint writes the random bf16 checkpoint of cfg (seed 1) to wdir, unless a file there says
// an earlier bench wrote the same one (the same config, seed and dtype) and the weights are all
// there: then it is reused. It returns the checkpoint's bytes and whether it was reused.
func Checkpoint(cfg *compiler.Config, wdir string) (int64, bool, error) {
	mark := filepath.Join(wdir, "afdc-bench.json")
	want, err := json.Marshal(map[string]any{"model": cfg.Name, "seed": 1, "dtype": "bf16", "config": json.RawMessage(cfg.Raw)})
	if err != nil {
		return 0, false, err
	}
	if got, err := os.ReadFile(mark); err == nil && string(got) == string(want) {
		if st, err := os.Stat(filepath.Join(wdir, "model.safetensors")); err == nil {
			return st.Size(), true, nil
		}
		if ix, err := os.Stat(filepath.Join(wdir, "model.safetensors.index.json")); err == nil && ix.Size() > 0 {
			var n int64
			ents, _ := os.ReadDir(wdir)
			for _, e := range ents {
				if strings.HasSuffix(e.Name(), ".safetensors") {
					if fi, err := e.Info(); err == nil {
						n += fi.Size()
					}
				}
			}
			return n, true, nil
		}
	}
	os.Remove(mark)
	full, err := compiler.Lower(cfg, compiler.LowerOptions{})
	if err != nil {
		return 0, false, err
	}
	_, wbytes, err := weights.WriteRandom(full, cfg.Name, cfg.Raw, 1, wdir, "bf16", 4<<30, 16<<30, nil)
	if err != nil {
		return 0, false, err
	}
	return wbytes, false, os.WriteFile(mark, want, 0o644)
}

// monolithic runs the batch on the in-process engine, tokens steps; run numbers the sequences
// apart from the earlier runs' (which it releases at the end). Like the server, it asks the program
// for the greedy tokens (temperature 0, what the split run's requests ask) and not for the logits.
func monolithic(eng *runtime.SplitEngine, prompts [][]int32, tokens, run int) (result, error) {
	steps := make([]runtime.SeqStep, len(prompts))
	for i, p := range prompts {
		steps[i] = runtime.SeqStep{ID: uint64(run*len(prompts) + i), Tokens: p, Position: uint64(len(p))}
	}
	defer func() {
		for _, s := range steps {
			eng.Release(s.ID)
		}
	}()
	c0 := selfCPU()
	t0 := time.Now()
	for range tokens {
		toks, _, err := eng.StepTokens(context.Background(), steps)
		if err != nil {
			return result{}, err
		}
		if len(toks) != len(steps) {
			return result{}, fmt.Errorf("monolithic step: %d tokens for %d sequences, expected one each", len(toks), len(steps))
		}
		for i, st := range steps {
			steps[i] = advance(st, toks[i])
		}
	}
	wall := time.Since(t0)
	gen := len(prompts) * tokens
	return result{Name: "monolithic (afdc run)", Wall: wall, Generated: gen, TokensPS: float64(gen) / wall.Seconds(),
		StepMS: wall.Seconds() * 1e3 / float64(tokens), Steps: tokens, CPU: selfCPU().sub(c0)}, nil
}

// advance is the step after st that feeds tok, the token st drew: st's tokens are now cached, and
// the next draw is of the position after tok.
func advance(st runtime.SeqStep, tok int32) runtime.SeqStep {
	past := st.Past + len(st.Tokens)
	return runtime.SeqStep{ID: st.ID, Tokens: []int32{tok}, Past: past, Position: uint64(past + 1)}
}

// splitPair is the role executables of the split runs, started once for all of them.
type splitPair struct {
	pr     *procs.Pair
	ctx    context.Context
	cancel context.CancelFunc
	stages int
}

func (p *splitPair) stop() {
	p.pr.Stop()
	p.cancel()
}

// startSplit writes the role executables and starts them on loopback.
func startSplit(o Options, dir, wdir string, batch int) (*splitPair, error) {
	exes, err := o.Executables(o.Artifact, dir)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	// The batch's requests go out together but reach the server one by one: --batch-wait lets the
	// first step take them all (it starts as soon as they fill --max-batch-tokens), as the
	// monolithic run's first step does, instead of the first alone and the rest a step later.
	pr, err := procs.StartPair(ctx, exes[0], exes[1], wdir, "--max-batch-tokens", strconv.Itoa(batch*o.Prompt), "--batch-wait", "10s", "--min-stage-tokens="+strconv.Itoa(o.MinStage))
	if err != nil {
		cancel()
		return nil, err
	}
	return &splitPair{pr: pr, ctx: ctx, cancel: cancel, stages: o.Stages}, nil
}

// cpu is the two executables' processor use so far.
func (p *splitPair) cpu() cpuUse {
	return procCPU(p.pr.Att.Cmd.Process.Pid).add(procCPU(p.pr.FFN.Cmd.Process.Pid))
}

// run runs the batch through the role executables over HTTP.
func (p *splitPair) run(prompts [][]int32, tokens int) (result, error) {
	ctx, pr, base := p.ctx, p.pr, p.pr.Base
	before, err := procs.ScrapeMetrics(base)
	if err != nil {
		return result{}, err
	}
	reqs := make([]map[string]any, len(prompts))
	for i, p := range prompts {
		reqs[i] = map[string]any{"prompt": p, "max_tokens": tokens, "temperature": 0, "ignore_eos": true} // as many as the monolithic run
	}
	c0 := p.cpu()
	t0 := time.Now()
	if _, err := procs.CompleteAll(ctx, base, reqs); err != nil {
		return result{}, fmt.Errorf("split: %w\n%s\n%s", err, pr.Att.Output(), pr.FFN.Output())
	}
	wall := time.Since(t0)
	use := p.cpu().sub(c0)
	after, err := procs.ScrapeMetrics(base)
	if err != nil {
		return result{}, err
	}
	steps := after["afdc_steps_total"] - before["afdc_steps_total"]
	secs := after["afdc_step_seconds_sum"] - before["afdc_step_seconds_sum"]
	gen := len(prompts) * tokens
	return result{Name: fmt.Sprintf("split (%d stages, loopback)", p.stages), Wall: wall, Generated: gen,
		TokensPS: float64(gen) / wall.Seconds(), StepMS: secs * 1e3 / max(steps, 1), Steps: int(steps), CPU: use}, nil
}
