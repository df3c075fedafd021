package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"afdc/internal/epbench"
	"afdc/targets"
	"afdc/targets/cuda/bench"
	"afdc/targets/cuda/ncclslice"
)

// The CUDA benchmarks' command line: flags checked and the benchmark slice compiled here, the
// measurements in package targets/cuda/bench.
type (
	cudaBenchOpts = bench.Options
	cudaReport    = bench.Report
	cudaResult    = bench.Result
)

func decodeLead(o cudaBenchOpts) int { return bench.DecodeLead(o) }

// runCudaBench is the one-GPU decode bench of o.Model's benchmark slice with the KV cache kv.
func runCudaBench(o cudaBenchOpts, kv string) (*cudaReport, error) {
	o.Compile = bench.UnshardedSliceCompiler(o.Model, kv)
	return bench.Decode(o)
}

// runCUDA is bench --target cuda.
func (b *benchCmd) runCUDA(e *env) error {
	if len(b.EP) > 0 {
		return b.runEP(e)
	}
	if b.GPUs != "" {
		return b.runNCCL(e)
	}
	if b.Steps < 1 {
		return fmt.Errorf("--steps %d: expected at least 1", b.Steps)
	}
	if b.Prefill != "" {
		return b.runPrefill(e)
	}
	if b.Calibrate {
		if err := b.runCalibrate(e); err != nil {
			return fmt.Errorf("bench --target cuda --calibrate: %w", err)
		}
		return nil
	}
	for _, n := range b.Batches {
		if n < 1 {
			return fmt.Errorf("--batches %d: expected at least 1 sequence", n)
		}
	}
	ref := b.Reference
	if ref == "off" {
		ref = ""
	}
	o := cudaBenchOpts{Model: b.Model, Weights: b.Weights, Contexts: b.Contexts, Batches: b.Batches, Steps: b.Steps,
		Seed: 1, Split: !b.NoSplit, NoOverlap: b.NoOverlap, ReferenceScript: ref, Prefill: b.Fill == "prefill", Log: e.stderr,
		Graphs: b.Graphs, OpTimes: b.OpTimes, GPUArch: b.GPUArch}
	for _, c := range b.Contexts {
		if c <= decodeLead(o) {
			return fmt.Errorf("--contexts %d: expected more than %d tokens (the timed steps of every batch decode (steps+2) x batches tokens within it)", c, decodeLead(o))
		}
	}
	rep, err := runCudaBench(o, b.KVCache)
	if err != nil {
		return fmt.Errorf("bench --target cuda: %w", err)
	}
	return b.report(e, rep, func(w io.Writer) error { return bench.WriteReport(w, rep) })
}

// ncclOpts checks bench's flags for --gpus before anything is compiled or touches a device.
func (b *benchCmd) ncclOpts(log io.Writer) (bench.SplitOptions, error) {
	o := bench.SplitOptions{Model: b.Model, Weights: b.Weights, Stages: b.Stages, Contexts: b.Contexts, Batches: b.Batches, Steps: b.Steps, OpTimes: b.OpTimes, Log: log,
		Compile: bench.UnshardedSliceCompiler(b.Model, b.KVCache)}
	if b.Calibrate {
		return o, fmt.Errorf("--gpus with --calibrate, expected one of them (calibration runs on GPU 0 alone)")
	}
	if b.Fill != "random" {
		return o, fmt.Errorf("--gpus with --fill %s, expected random (the two-GPU bench fills the cache with random values)", b.Fill)
	}
	var err error
	if o.AttnGPU, o.FFN, err = bench.ParseGPUs(b.GPUs); err != nil {
		return o, err
	}
	if o.Stages < 1 {
		return o, fmt.Errorf("--stages %d: expected at least 1 micro-batch per step", o.Stages)
	}
	if o.Steps < 1 {
		return o, fmt.Errorf("--steps %d: expected at least 1", o.Steps)
	}
	if len(o.Batches) == 0 || len(o.Contexts) == 0 || len(o.Weights) == 0 {
		return o, fmt.Errorf("--batches, --contexts and --weights: expected at least one value each")
	}
	for _, n := range o.Batches {
		if n < 1 {
			return o, fmt.Errorf("--batches %d: expected at least 1 sequence", n)
		}
	}
	for _, c := range o.Contexts {
		if c <= ncclslice.Lead(o.Steps) {
			return o, fmt.Errorf("--contexts %d: expected more than %d tokens (each sequence decodes steps+%d tokens within it)", c, ncclslice.Lead(o.Steps), ncclslice.Lead(0))
		}
	}
	return o, nil
}

// runNCCL is bench --target cuda --gpus.
func (b *benchCmd) runNCCL(e *env) error {
	o, err := b.ncclOpts(e.stderr)
	if err != nil {
		return err
	}
	rep, err := bench.Split(o)
	if err != nil {
		return fmt.Errorf("bench --target cuda --gpus %s: %w", b.GPUs, err)
	}
	if err := b.report(e, rep, func(w io.Writer) error { return bench.WriteSplitReport(w, rep) }); err != nil {
		return err
	}
	return rep.Failed()
}

// runCalibrate is bench --target cuda --calibrate: the figures of the planner's step model measured
// on GPU 0, written into a copy of the --hardware profile.
func (b *benchCmd) runCalibrate(e *env) error {
	prof, err := targets.LoadProfile(b.Hardware)
	if err != nil {
		return err
	}
	slice, err := bench.UnshardedSliceCompiler(b.Model, b.KVCache)("bf16", 1)
	if err != nil {
		return err
	}
	p, c, err := bench.Calibrate(slice, *prof, b.Steps, e.stderr)
	if err != nil {
		return err
	}
	out, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return err
	}
	if _, err := targets.ParseProfile("calibrated", out); err != nil {
		return fmt.Errorf("the calibrated profile: %w", err)
	}
	if b.ProfileOut == "" {
		_, err = fmt.Fprintf(e.stdout, "%s\n", out)
		return err
	}
	if err := os.WriteFile(b.ProfileOut, append(out, '\n'), 0o644); err != nil {
		return fmt.Errorf("--profile-out: %w", err)
	}
	fmt.Fprintln(e.stdout, c.Summary(b.ProfileOut))
	return nil
}

// runEP is bench --target cuda --ep.
func (b *benchCmd) runEP(e *env) error {
	switch {
	case b.GPUs != "":
		return fmt.Errorf("--ep with --gpus, expected one of them (the expert-parallel bench runs on GPU 0 alone)")
	case b.Calibrate:
		return fmt.Errorf("--ep with --calibrate, expected one of them")
	}
	o := bench.EPOptions{Ranks: b.EP, Weights: b.Weights, Batches: b.Batches, Steps: b.Steps, Stages: b.Stages, Seed: 1,
		GPUArch: b.GPUArch, Log: e.stderr, Compile: bench.SliceCompiler(b.Model, b.KVCache)}
	if err := o.Check(); err != nil {
		return err
	}
	reps, err := bench.EP(o)
	if err != nil {
		return fmt.Errorf("bench --target cuda --ep: %w", err)
	}
	return b.report(e, reps, func(w io.Writer) error {
		for i, r := range reps {
			if i > 0 {
				fmt.Fprintln(w)
			}
			if err := epbench.WriteText(w, r); err != nil {
				return err
			}
		}
		return nil
	})
}

// runPrefill is bench --target cuda --prefill.
func (b *benchCmd) runPrefill(e *env) error {
	shapes, err := bench.ParsePrefillShapes(b.Prefill)
	if err != nil {
		return fmt.Errorf("--prefill: %w", err)
	}
	if b.PrefillStep < 0 {
		return fmt.Errorf("--prefill-step %d: expected 0 (sized to the GPU) or more tokens", b.PrefillStep)
	}
	rep, err := bench.Prefill(bench.PrefillOptions{Weights: b.Weights, Shapes: shapes, StepTokens: b.PrefillStep, Runs: b.Steps,
		Seed: 1, Split: !b.NoSplit, OpTimes: b.OpTimes, NoPrefillForm: b.NoPrefillForm, Log: e.stderr, Compile: bench.UnshardedSliceCompiler(b.Model, b.KVCache), GPUArch: b.GPUArch})
	if err != nil {
		return fmt.Errorf("bench --target cuda --prefill: %w", err)
	}
	return b.report(e, rep, func(w io.Writer) error { return bench.WritePrefillReport(w, rep) })
}

// report writes a bench report: as JSON to --json-file when given, then to standard output as JSON
// with --json, else as text.
func (b *benchCmd) report(e *env, v any, text func(io.Writer) error) error {
	j, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	j = append(j, '\n')
	if b.JSONFile != "" {
		if err := os.WriteFile(b.JSONFile, j, 0o644); err != nil {
			return fmt.Errorf("--json-file: %w", err)
		}
	}
	if b.JSON {
		_, err := e.stdout.Write(j)
		return err
	}
	return text(e.stdout)
}
