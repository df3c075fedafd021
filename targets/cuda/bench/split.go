package bench

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"log/slog"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"afdc/ir"
	"afdc/targets/cuda"
	"afdc/targets/cuda/kgen"
	"afdc/targets/cuda/nccl"
	"afdc/targets/cuda/ncclslice"
)

// bench --target cuda --gpus A,F: the benchmark slice split across two GPUs over NCCL, the split
// step against the larger side alone. The device work is package ncclslice's, shared with the two-GPU test;
// this file checks the flags, compiles the slice and reports.

// hiddenExchangeRatio is the line the ratios are held to: a split step within 1.15 x the larger side
// hides the exchanges behind the compute.
const hiddenExchangeRatio = 1.15

// linkBytes is what the link bandwidth moves per transfer (1 GiB), linkReps how many times.
const linkBytes, linkReps = 1 << 30, 5

// SplitOptions are the two-GPU bench's settings, checked.
type SplitOptions struct {
	Model        string
	Weights      []string
	AttnGPU, FFN int
	Stages       int
	Contexts     []int
	Batches      []int
	Steps        int
	OpTimes      bool
	Log          io.Writer
	// Compile compiles the slice of Model in each weight form.
	Compile Compile
}

// ParseGPUs reads --gpus: two different device ordinals, the attention's first.
func ParseGPUs(s string) (int, int, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 2 {
		return 0, 0, fmt.Errorf("--gpus %q: %d values, expected two device ordinals A,F (attention on A, FFN on F)", s, len(parts))
	}
	var g [2]int
	for i, p := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n < 0 {
			return 0, 0, fmt.Errorf("--gpus %q: %q is not a device ordinal, expected an integer ≥ 0", s, p)
		}
		g[i] = n
	}
	if g[0] == g[1] {
		return 0, 0, fmt.Errorf("--gpus %q: GPU %d twice, expected two different GPUs (NCCL refuses two ranks on one GPU; a same-GPU pair runs over TCP)", s, g[0])
	}
	return g[0], g[1], nil
}

// SplitReport is the whole two-GPU run.
type SplitReport struct {
	Model           string  `json:"model"`
	AttentionGPU    int     `json:"attention_gpu"`
	FFNGPU          int     `json:"ffn_gpu"`
	AttentionDevice string  `json:"attention_device"`
	FFNDevice       string  `json:"ffn_device"`
	Stages          int     `json:"stages"`
	Steps           int     `json:"timed_steps"`
	NVLS            string  `json:"nccl_nvls_enable"`
	LinkGBs         float64 `json:"link_gbytes_per_s"`
	LinkBytes       int     `json:"link_bytes_per_transfer"`
	LinkError       string  `json:"link_error,omitempty"`
	// HiddenExchangeRatio is the acceptance line the ratios are set against.
	HiddenExchangeRatio float64       `json:"hidden_exchange_ratio"`
	Results             []SplitResult `json:"results"`
}

// SplitResult is one weight form, context and batch.
type SplitResult struct {
	Weights string `json:"weights"`
	// Error is why this configuration has no figures (the pair's later ones are not run).
	Error string `json:"error,omitempty"`
	ncclslice.Result
	// The exchanges per transfer, from each rank's side, at the report's link bandwidth.
	AttentionTransfers []ncclslice.Transfer `json:"attention_transfers"`
	FFNTransfers       []ncclslice.Transfer `json:"ffn_transfers"`
}

// Split compiles the slice for every weight form and makes its kernels (into
// $AFDC_CUDA_KERNELS when set: a machine with llc and no GPU prepares them), then checks the
// machine (driver, NCCL, two GPUs) and measures.
func Split(o SplitOptions) (*SplitReport, error) {
	arts, err := compileSlices(o.Compile, o.Weights, o.Stages, kgen.DefaultArch, func(a *Slice) []*ir.Module {
		return []*ir.Module{a.Attention, a.FFN}
	})
	if err != nil {
		return nil, err
	}
	if err := ncclslice.CheckDevices(o.AttnGPU, o.FFN); err != nil {
		return nil, err
	}
	maxB, maxC := 0, 0
	for _, b := range o.Batches {
		maxB = max(maxB, b)
	}
	for _, c := range o.Contexts {
		maxC = max(maxC, c)
	}
	rep := &SplitReport{Model: fmt.Sprintf("%s, %d layers (%d dense)", arts[o.Weights[0]].Model, SliceLayers, SliceDense), AttentionGPU: o.AttnGPU, FFNGPU: o.FFN,
		Stages: o.Stages, Steps: o.Steps, NVLS: os.Getenv(nccl.NVLSEnv), LinkBytes: linkBytes, HiddenExchangeRatio: hiddenExchangeRatio}
	log := slog.New(slog.NewTextHandler(o.Log, &slog.HandlerOptions{Level: slog.LevelWarn}))
	ctx := context.Background()
	for _, w := range o.Weights {
		a := arts[w]
		p, err := ncclslice.Open(ctx, ncclslice.Config{Attention: a.Attention, FFN: a.FFN, Wire: a.Wire, Plan: a.Plan, Model: a.Name,
			Stages: o.Stages, AttentionGPU: o.AttnGPU, FFNGPU: o.FFN, Seed: 1, MaxBatch: maxB, MaxContext: maxC, KeepFP8: w == "fp8", OpTimes: o.OpTimes, Log: log})
		if err != nil {
			if len(rep.Results) == 0 {
				return nil, fmt.Errorf("%s: %w", w, err)
			}
			// An earlier weight form's figures stay in the report.
			rep.Results = append(rep.Results, SplitResult{Weights: w, Result: ncclslice.Result{Stages: o.Stages}, Error: err.Error()})
			continue
		}
		if rep.AttentionDevice == "" {
			rep.AttentionDevice, rep.FFNDevice = p.Devices()
		}
		first := len(rep.Results)
	measure:
		for _, c := range o.Contexts {
			for _, b := range o.Batches {
				r, err := p.Measure(ctx, b, c, o.Steps)
				if err != nil {
					// Kept in the report with what was measured before it; the pair may be broken,
					// so its other configurations are not run.
					rep.Results = append(rep.Results, SplitResult{Weights: w, Result: ncclslice.Result{Batch: b, Context: c, Stages: o.Stages}, Error: err.Error()})
					fmt.Fprintf(o.Log, "%s context %d batch %d: %v\n", w, c, b, err)
					break measure
				}
				// Progress as each configuration ends, so a run stopped by its time limit still says
				// what it measured.
				fmt.Fprintf(o.Log, "%s context %d batch %d: split %.3f ms, attention alone %.3f ms, ffn alone %.3f ms, ratio %.3f\n",
					w, c, b, r.SplitStepMs, r.AttentionMs, r.FFNMs, r.Ratio)
				rep.Results = append(rep.Results, SplitResult{Weights: w, Result: r})
			}
		}
		// The link once, after the steps (as the test has always run it), on the first pair.
		if rep.LinkGBs == 0 && rep.LinkError == "" {
			if rep.LinkGBs, err = p.LinkBandwidth(linkBytes, linkReps); err != nil {
				rep.LinkError = err.Error()
			}
			fmt.Fprintf(o.Log, "link GPU %d -> GPU %d: %.1f GB/s %s\n", o.AttnGPU, o.FFN, rep.LinkGBs, rep.LinkError)
		}
		for i := first; i < len(rep.Results); i++ {
			r := &rep.Results[i]
			r.AttentionTransfers, r.FFNTransfers = ncclslice.Transfers(r.AttentionX, rep.LinkGBs), ncclslice.Transfers(r.FFNX, rep.LinkGBs)
		}
		if err := p.Close(); err != nil {
			return nil, fmt.Errorf("%s: close the pair: %w", w, err)
		}
	}
	return rep, nil
}

// WriteSplitReport prints the report: a line of set-up, a row per configuration with the
// ratio, and per configuration the attention rank's transfers by layer, stage and direction.
func WriteSplitReport(w io.Writer, r *SplitReport) error {
	nvls := r.NVLS
	if nvls == "" {
		nvls = "unset"
	}
	fmt.Fprintf(w, "%s: attention on GPU %d (%s), FFN on GPU %d (%s), %d stages, %d timed decode steps per configuration; NCCL_NVLS_ENABLE=%s\n",
		r.Model, r.AttentionGPU, r.AttentionDevice, r.FFNGPU, r.FFNDevice, r.Stages, r.Steps, nvls)
	if r.LinkError != "" {
		fmt.Fprintf(w, "link GPU %d -> GPU %d: not measured: %s\n", r.AttentionGPU, r.FFNGPU, r.LinkError)
	} else {
		fmt.Fprintf(w, "link GPU %d -> GPU %d: %.1f GB/s (NCCL send/recv of %d MiB, this run)\n", r.AttentionGPU, r.FFNGPU, r.LinkGBs, r.LinkBytes>>20)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "weights\tcontext\tbatch\tsplit step ms\tattention alone ms\tffn alone ms\tratio\twithin %.2f\t\n", r.HiddenExchangeRatio)
	for _, res := range r.Results {
		if res.Error != "" {
			fmt.Fprintf(tw, "%s\t%d\t%d\t-\t-\t-\t-\t-\t\n", res.Weights, res.Context, res.Batch)
			continue
		}
		within := "no"
		if res.Ratio > 0 && res.Ratio <= r.HiddenExchangeRatio {
			within = "yes"
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t%s\t\n", res.Weights, res.Context, res.Batch, res.SplitStepMs, res.AttentionMs, res.FFNMs, res.Ratio, within)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, res := range r.Results {
		if res.Error != "" {
			fmt.Fprintf(w, "%s context %d batch %d: failed: %s\n", res.Weights, res.Context, res.Batch, res.Error)
			continue
		}
		fmt.Fprintf(w, "%s context %d batch %d: exchanges per transfer, attention rank's side (device ms: CUDA events around the NCCL call, waiting for the peer included)\n",
			res.Weights, res.Context, res.Batch)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "  layer\tstage\tdir\tbytes\tdevice ms\tbytes/link ms\ttransfers\t")
		sum := map[string]float64{}
		for _, x := range res.AttentionTransfers {
			fmt.Fprintf(tw, "  %d\t%d\t%s\t%.0f\t%.4f\t%.4f\t%d\t\n", x.Layer, x.Stage, x.Dir, x.Bytes, x.DeviceMs, x.LinkMs, x.Count)
			sum[x.Dir+" device"] += x.DeviceMs
			sum[x.Dir+" link"] += x.LinkMs
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Fprintf(w, "  per step: send %.3f ms device, %.3f ms at the link; recv %.3f ms device, %.3f ms at the link\n",
			sum["send device"], sum["send link"], sum["recv device"], sum["recv link"])
		if err := writeFFNOpTimes(w, res.Result); err != nil {
			return err
		}
		if res.Trace != nil {
			s := summarizeTrace(res.Trace)
			fmt.Fprintf(w, "  traced split step: %.3f ms; the FFN's GPU ran ops for %.3f ms of it (%.0f %%): idle %.3f ms before its first op, %.3f ms between ops, %.3f ms after its last\n",
				s.stepMs, s.busyMs, 100*s.busyMs/max(s.stepMs, 1e-9), s.beforeMs, s.gapsMs, s.afterMs)
		}
	}
	return nil
}

// traceSummary is where a traced split step's time went on the FFN's GPU.
type traceSummary struct {
	stepMs, busyMs, beforeMs, gapsMs, afterMs float64
}

// summarizeTrace reads a traced step: its span is from the attention's first device span to the
// later of the two GPUs' last ones (on the attention's clock), and the FFN's GPU is busy where
// any of its queues runs an op (ops only: a kernel lies inside its op, and a transfer waiting for
// its peer is not work).
func summarizeTrace(tr *ncclslice.Trace) traceSummary {
	type iv struct{ a, b float64 }
	var ops []iv
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range tr.Attention {
		if s.Where != "host" {
			lo, hi = min(lo, s.Start), max(hi, s.End)
		}
	}
	for _, s := range tr.FFN {
		if s.Where == "host" {
			continue
		}
		a, b := s.Start+tr.FFNZeroMs, s.End+tr.FFNZeroMs
		hi = max(hi, b)
		if strings.HasPrefix(s.Name, "op ") {
			ops = append(ops, iv{a, b})
		}
	}
	var t traceSummary
	if len(ops) == 0 || math.IsInf(lo, 0) {
		return t
	}
	t.stepMs = hi - lo
	slices.SortFunc(ops, func(x, y iv) int { return cmp.Compare(x.a, y.a) })
	cur := ops[0]
	t.beforeMs = max(cur.a-lo, 0)
	for _, o := range ops[1:] {
		if o.a > cur.b {
			t.busyMs += cur.b - cur.a
			t.gapsMs += o.a - cur.b
			cur = o
			continue
		}
		cur.b = max(cur.b, o.b)
	}
	t.busyMs += cur.b - cur.a
	t.afterMs = max(hi-cur.b, 0)
	return t
}

// ffnOpRows is how many of the FFN's ops and kernels --op-times prints per configuration.
const ffnOpRows = 12

// writeFFNOpTimes prints, when --op-times ran its pass, the FFN backend's device time per step of
// its costliest ops and kernels in the split steps beside the same in the FFN-alone steps.
func writeFFNOpTimes(w io.Writer, r ncclslice.Result) error {
	if r.FFNOpsSplit == nil && r.FFNOpsAlone == nil {
		return nil
	}
	alone := map[string]cuda.OpTime{}
	for _, t := range r.FFNOpsAlone {
		alone[t.Name] = t
	}
	fmt.Fprintf(w, "  ffn op times per step (device, CUDA events; an op includes its kernels), split steps against ffn alone; experts touched per streaming MoE call %.1f split, %.1f alone:\n", r.ExpertsSplit, r.ExpertsAlone)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "  split ms\tcalls\talone ms\tcalls\tsplit/alone\t\t")
	for i, t := range r.FFNOpsSplit {
		if i == ffnOpRows {
			break
		}
		a := alone[t.Name]
		ratio := "-"
		if a.Ms > 0 {
			ratio = fmt.Sprintf("%.2f", t.Ms/a.Ms)
		}
		fmt.Fprintf(tw, "  %.3f\t%d\t%.3f\t%d\t%s\t%s\t\n", t.Ms, t.Count, a.Ms, a.Count, ratio, t.Name)
	}
	return tw.Flush()
}

// Failed is the first configuration's error, or the link's, after the report is out: the run
// exits non-zero, its figures kept.
func (r *SplitReport) Failed() error {
	for _, res := range r.Results {
		if res.Error != "" {
			return fmt.Errorf("bench --target cuda --gpus: %s context %d batch %d: %s", res.Weights, res.Context, res.Batch, res.Error)
		}
	}
	if r.LinkError != "" {
		return fmt.Errorf("bench --target cuda --gpus: link bandwidth: %s", r.LinkError)
	}
	return nil
}
