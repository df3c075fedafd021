package bench

import (
	"context"
	"fmt"
	"io"
	"slices"
	"sync"

	"afdc/internal/epbench"
	"afdc/ir"
	"afdc/runtime"
	"afdc/targets/cuda"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/kgen"
)

// EPOptions are afdc bench --target cuda --ep's settings: the benchmark slice as an --ep N build for
// each N of Ranks (1: the unsharded split), its attention program and N expert ranks on GPU 0 in
// this process over loopback TCP with host staging, as the executables run sharing one GPU.
type EPOptions struct {
	Ranks   []int
	Weights []string // bf16, fp8 (fp8: the routed experts stay FP8 on the device)
	Batches []int
	Steps   int
	Stages  int
	Seed    int64
	GPUArch string
	Log     io.Writer
	// Compile compiles the slice in one weight form as a build for ranks expert ranks.
	Compile func(weights string, stages, ranks int) (*Slice, error)
}

// Device memory shares of one configuration on GPU 0: the attention program (its KV cache takes the
// rest of its share), and the FFN ranks together (each rank 1/N of it).
const epAttentionShare, epFFNShare = 0.15, 0.7

// Check refuses settings that cannot run, before anything is compiled.
func (o EPOptions) Check() error {
	if len(o.Ranks) == 0 {
		return fmt.Errorf("--ep: expected at least one expert-rank count")
	}
	for _, n := range o.Ranks {
		if n < 1 {
			return fmt.Errorf("--ep %d: expected 1 (the unsharded split) or more expert ranks", n)
		}
	}
	if len(o.Weights) == 0 {
		return fmt.Errorf("--weights: expected at least one form")
	}
	if o.Stages < 1 {
		return fmt.Errorf("--stages %d: expected at least 1 micro-batch per step", o.Stages)
	}
	if o.Compile == nil {
		return fmt.Errorf("no compiler for the benchmark slice, expected EPOptions.Compile")
	}
	return epbench.CheckSteps(o.Batches, o.Steps)
}

// EP measures every weight form: one report each. The builds and their kernels are made first (into
// $AFDC_CUDA_KERNELS when set); then, on a machine without the CUDA driver, it stops with the
// driver's error.
func EP(o EPOptions) ([]*epbench.Report, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	builds := map[string][]epbench.Build{}
	for _, w := range o.Weights {
		for _, n := range o.Ranks {
			s, err := o.Compile(w, o.Stages, n)
			if err != nil {
				return nil, fmt.Errorf("%s weights, --ep %d: %w", w, n, err)
			}
			for _, m := range []*ir.Module{s.Attention, s.FFN} {
				if _, err := cuda.KernelsFor(m, nil, kgen.Arch(o.GPUArch)); err != nil {
					return nil, fmt.Errorf("%s weights, --ep %d: %w", w, n, err)
				}
			}
			builds[w] = append(builds[w], epbench.Build{Ranks: n, Attention: s.Attention, FFN: s.FFN, Wire: s.Wire, Plan: s.Plan,
				Model: fmt.Sprintf("%s, %d layers (%d dense)", s.Model, SliceLayers, SliceDense), Stages: o.Stages})
		}
	}
	if err := cu.Load(); err != nil {
		return nil, err
	}
	var out []*epbench.Report
	for _, w := range o.Weights {
		var (
			mu     sync.Mutex
			device string
		)
		rows := max(512, slices.Max(o.Batches))
		load := func(b epbench.Build, mod *ir.Module, rank int) (runtime.Backend, error) {
			opt := runtime.LoadOptions{MemoryFraction: epAttentionShare, MaxBatchTokens: rows, RandomWeights: &o.Seed, KeepFP8: w == "fp8", GPUArch: o.GPUArch}
			if rank >= 0 {
				opt.MemoryFraction, opt.ExpertRank = epFFNShare/float64(b.Ranks), rank
			}
			be, err := cuda.Load(mod, nil, opt)
			if err != nil {
				return nil, err
			}
			mu.Lock()
			device = be.DeviceName()
			mu.Unlock()
			if o.Log != nil && rank >= 0 {
				fmt.Fprintf(o.Log, "%s, %d expert ranks: rank %d holds %d bytes of routed experts\n", w, b.Ranks, rank, be.ExpertBytes())
			}
			return be, nil
		}
		rep, err := epbench.Measure(context.Background(), epbench.Options{Builds: builds[w], Batches: o.Batches, Steps: o.Steps, Load: load, Log: o.Log})
		if err != nil {
			return nil, fmt.Errorf("%s weights: %w", w, err)
		}
		rep.Weights, rep.Device = w, device
		out = append(out, rep)
	}
	return out, nil
}
