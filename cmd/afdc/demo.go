package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"time"

	"afdc/compiler"
	"afdc/internal/procs"
	"afdc/ir"
)

type demoCmd struct {
	Model     string `default:"tiny-deepseek-v3" help:"Model to build (a tiny preset keeps it quick)."`
	Stages    int    `default:"2" help:"Micro-batch stages of the plan."`
	Requests  int    `default:"4" help:"Concurrent completions to send."`
	MaxTokens int    `default:"8" help:"Tokens per completion (greedy)."`
	Seed      uint64 `default:"1" help:"Seed of the random weights."`
	Keep      bool   `help:"Keep the temporary folder (executables, weights, logs) and print its path."`
}

func (d *demoCmd) Help() string {
	return `Builds the model's attention and FFN executables for the CPU into a temporary folder, writes random
weights, starts the FFN and the attention executable on free loopback ports, sends concurrent
completions (batched into the same steps), checks every token against the unsplit model run
in-process, prints the tokens, each role's weight bytes and step timings, and stops both.`
}

func (d *demoCmd) Run(e *env) error {
	out := e.stdout
	dir, err := os.MkdirTemp("", "afdc-demo-")
	if err != nil {
		return err
	}
	if d.Keep {
		fmt.Fprintf(out, "folder: %s\n", dir)
	} else {
		defer os.RemoveAll(dir)
	}
	cfg, err := compiler.LoadConfig(d.Model)
	if err != nil {
		return err
	}
	t0 := time.Now()
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: referenceTarget, Stages: d.Stages})
	if err != nil {
		return err
	}
	if _, err := a.WriteFiles(dir); err != nil {
		return err
	}
	exes, err := writeExecutables(a, dir, nil)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "built %s for cpu in %v: plan %s, %d stages\n", cfg.Name, time.Since(t0).Round(time.Millisecond), a.Plan, d.Stages)
	for _, x := range exes {
		fmt.Fprintf(out, "  %s\n", filepath.Base(x))
	}
	wdir := filepath.Join(dir, "weights")
	n, bytes, err := writeRandomCheckpoint(cfg, d.Seed, wdir, "f32", 2<<30, 1<<30, nil)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "random weights: %d tensors, %s (seed %d)\n", n, mib(bytes), d.Seed)
	for _, r := range []ir.Role{ir.RoleAttention, ir.RoleFFN} {
		m := a.Manifest(r)
		fmt.Fprintf(out, "  %-9s loads %4d tensors, %s\n", r, len(m.Tensors), mib(m.WeightBytes))
	}

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	pr, err := procs.StartPair(ctx, exes[0], exes[1], wdir)
	if err != nil {
		return err
	}
	defer pr.Stop()
	fmt.Fprintf(out, "ffn and attention running: completions at %s, rendezvous %s\n", pr.Base, pr.Rendezvous)

	prompts := make([][]int32, d.Requests)
	for i := range prompts {
		for j := range 3 + 2*i {
			prompts[i] = append(prompts[i], int32((7*i+5*j+1)%int(cfg.Vocab)))
		}
	}
	reqs := make([]map[string]any, len(prompts))
	for i, p := range prompts {
		// ignore_eos: the monolithic reference below decodes max_tokens whatever it meets.
		reqs[i] = map[string]any{"prompt": p, "max_tokens": d.MaxTokens, "temperature": 0, "return_logits": true, "ignore_eos": true}
	}
	t1 := time.Now()
	results, err := procs.CompleteAll(ctx, pr.Base, reqs)
	wall := time.Since(t1)
	if err != nil {
		return fmt.Errorf("completion: %w\nattention log:\n%s\nffn log:\n%s", err, pr.Att.Output(), pr.FFN.Output())
	}
	ref, err := monolithic(a, wdir, prompts, d.MaxTokens)
	if err != nil {
		return err
	}
	same := true
	for i, p := range prompts {
		got := results[i].Choices[0]
		exact := equalBits(got.Logits, ref[i].logits) && fmt.Sprint(got.TokenIDs) == fmt.Sprint(ref[i].tokens)
		same = same && exact
		verdict := "= monolithic, bit for bit"
		if !exact {
			verdict = fmt.Sprintf("!= monolithic %v", ref[i].tokens)
		}
		fmt.Fprintf(out, "  prompt %v\n    -> %v  %s\n", p, got.TokenIDs, verdict)
	}
	am, err := procs.ScrapeMetrics(pr.Base)
	if err != nil {
		return err
	}
	fm, err := procs.ScrapeMetrics(pr.FFNBase)
	if err != nil {
		return err
	}
	steps := am["afdc_steps_total"]
	fmt.Fprintf(out, "%d completions of %d tokens in %v: %.0f engine steps, %.2f ms per step, %.1f sequences per step\n",
		len(prompts), d.MaxTokens, wall.Round(time.Millisecond), steps, 1e3*am["afdc_step_seconds_sum"]/math.Max(steps, 1),
		am["afdc_step_sequences_sum"]/math.Max(steps, 1))
	fmt.Fprintf(out, "ffn: %.0f steps, %.0f token-layers, %.2f ms computing\n", fm["afdc_ffn_steps_total"], fm["afdc_ffn_token_layers_total"], 1e3*fm["afdc_ffn_compute_seconds_total"])
	if err := pr.Stop(); err != nil {
		return err
	}
	fmt.Fprintln(out, "stopped both")
	if !same {
		return fmt.Errorf("the split model differed from the monolithic one")
	}
	return nil
}

// monolithic decodes the prompts greedily with the unsplit model in this process.
func monolithic(a *compiler.Artifact, wdir string, prompts [][]int32, n int) ([]decode, error) {
	eng, err := openMonolithic(a, wdir)
	if err != nil {
		return nil, err
	}
	out := make([]decode, len(prompts))
	for i, p := range prompts {
		if out[i], err = greedyDecode(eng, uint64(i), p, n); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func equalBits(a, b [][]float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if len(a[i]) != len(b[i]) {
			return false
		}
		for j := range a[i] {
			if math.Float32bits(a[i][j]) != math.Float32bits(b[i][j]) {
				return false
			}
		}
	}
	return true
}
