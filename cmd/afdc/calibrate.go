package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"time"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime"
	"afdc/targets"
	"afdc/targets/cuda"
	"afdc/targets/cuda/cu"
)

// calibrateBatches are the decode batches the streaming/cuBLAS crossover is looked for at.
var calibrateBatches = []int{1, 2, 4, 8, 16, 32, 64, 128, 256}

// crossover finds the tokens per routed-expert matrix from which the GEMM path (grouped) is at least
// as fast as the streaming kernels: the first batch where it is, priced as batch*k over the experts
// that batch touches under uniform routing (ir.ExpectedExperts). When streaming wins at every batch
// the largest batch's figure is returned with found false (a lower bound).
func crossover(batches []int, stream, grouped []float64, experts, topK float64) (tokens float64, batch int, found bool, err error) {
	if len(batches) == 0 || len(stream) != len(batches) || len(grouped) != len(batches) {
		return 0, 0, false, fmt.Errorf("crossover: %d batches with %d streaming and %d GEMM times, expected one of each per batch", len(batches), len(stream), len(grouped))
	}
	per := func(b int) float64 { return float64(b) * topK / ir.ExpectedExperts(experts, topK, float64(b)) }
	for i, b := range batches {
		if grouped[i] <= stream[i] {
			return per(b), b, true, nil
		}
	}
	b := batches[len(batches)-1]
	return per(b), b, false, nil
}

// calibrated is p with the figures a calibration measured, each marked measured with its device,
// date and method.
func calibrated(p targets.Profile, device, date string, bw, launch, cross float64, crossBatch int, found bool) targets.Profile {
	at := fmt.Sprintf("afdc bench --target cuda --calibrate on %s, %s", device, date)
	p.MemoryBytesPerS = targets.Figure{Value: bw, Kind: targets.Measured,
		Source: at + ": device-to-device copy of 1 GiB x 20, counting bytes read and written"}
	p.LaunchS = targets.Figure{Value: launch, Kind: targets.Measured,
		Source: at + ": 2000 empty kernels back to back on one stream (eager; a captured graph's launches may cost less)"}
	how := fmt.Sprintf("the first decode batch (%d) at which the routed experts' grouped GEMMs were at least as fast as the streaming kernels on the DeepSeek-V3 slice (bf16)", crossBatch)
	if !found {
		how = fmt.Sprintf("streaming was faster at every batch up to %d on the DeepSeek-V3 slice (bf16): a lower bound", crossBatch)
	}
	p.StreamingCrossoverTokens = targets.Figure{Value: cross, Kind: targets.Measured, Source: at + ": tokens per expert matrix at " + how}
	return p
}

// runCalibrate is bench --target cuda --calibrate: copy bandwidth, launch overhead and the
// streaming/cuBLAS crossover measured on GPU 0, written into a copy of the --hardware profile.
func (b *benchCmd) runCalibrate(e *env) error {
	prof, err := targets.LoadProfile(b.Hardware)
	if err != nil {
		return err
	}
	base, err := compiler.LoadConfig(b.Model)
	if err != nil {
		return err
	}
	cfg, err := deepseekV3Slice(base, sliceLayers, sliceDense, false)
	if err != nil {
		return err
	}
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cuda", Stages: 1})
	if err != nil {
		return err
	}
	if _, err := cuda.Kernels(a.Full, nil); err != nil {
		return err
	}
	if err := cu.Load(); err != nil {
		return err
	}
	seed := int64(1)
	be, err := cuda.Load(a.Full, nil, runtime.LoadOptions{MemoryFraction: 0.7, MaxBatchTokens: 512, RandomWeights: &seed})
	if err != nil {
		return err
	}
	defer be.Close()
	bw, err := be.CopyBandwidth(1<<30, 20)
	if err != nil {
		return err
	}
	launch, err := be.LaunchOverhead(2000)
	if err != nil {
		return err
	}
	eng, err := runtime.NewSplitEngine(be, nil, 1)
	if err != nil {
		return err
	}
	var stream, grouped []float64
	for _, batch := range calibrateBatches {
		for _, st := range []bool{true, false} {
			be.NoStreaming = !st
			t, err := stepTime(eng, batch, b.Steps)
			if err != nil {
				return err
			}
			if st {
				stream = append(stream, t)
			} else {
				grouped = append(grouped, t)
			}
		}
		fmt.Fprintf(e.stderr, "calibrate: batch %d: streaming %.3f ms, GEMMs %.3f ms a step\n", batch, stream[len(stream)-1]*1e3, grouped[len(grouped)-1]*1e3)
	}
	var experts, topK float64
	for _, op := range a.Full.Func("forward").Body {
		if op.Kind == ir.OpMoEExperts {
			experts, topK = float64(op.Weights[0].Type.Shape[0].N), float64(op.Attrs.MustInt("top_k"))
		}
	}
	cross, cb, found, err := crossover(calibrateBatches, stream, grouped, experts, topK)
	if err != nil {
		return err
	}
	p := calibrated(*prof, be.DeviceName(), time.Now().UTC().Format("2006-01-02"), bw, launch, cross, cb, found)
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
	fmt.Fprintf(e.stdout, "%s: copy %.3g TB/s, launch %.3g us, streaming/GEMM crossover %.3g tokens per expert matrix; written to %s\n",
		be.DeviceName(), bw/1e12, launch*1e6, cross, b.ProfileOut)
	return nil
}

// stepTime is the mean wall time of steps decode steps of batch fresh 8-token sequences (after 2
// untimed), in seconds.
func stepTime(eng *runtime.SplitEngine, batch, steps int) (float64, error) {
	ctx := context.Background()
	run := make([]runtime.SeqStep, batch)
	for i := range run {
		benchSeq++
		run[i] = runtime.SeqStep{ID: benchSeq, Tokens: []int32{1, 2, 3, int32(benchSeq % 1000), 5, 6, 7, 8}}
	}
	var wall time.Duration
	for n := range steps + 3 {
		t0 := time.Now()
		toks, _, err := eng.StepTokens(ctx, run)
		if err != nil {
			return 0, err
		}
		if n >= 3 { // the first is the prefill
			wall += time.Since(t0)
		}
		for k := range run {
			run[k] = runtime.SeqStep{ID: run[k].ID, Tokens: []int32{toks[k]}, Past: run[k].Past + len(run[k].Tokens)}
		}
	}
	for _, s := range run {
		eng.Release(s.ID)
	}
	return wall.Seconds() / float64(steps), nil
}

var benchSeq uint64
