package bench

import (
	"context"
	"fmt"
	"io"
	"time"

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

// Calibration is what one --calibrate run measured on a device.
type Calibration struct {
	Device, Date string
	CopyBytesS   float64 // device-to-device copy, reads and writes counted
	LaunchS      float64 // one eager kernel launch
	SyncS        float64 // one launch and host wait, round trip
	HostBytesS   float64 // device-to-host copy into pinned memory
	// StagedBytesS is a payload round trip through Go and pinned memory (StagedShape), each way
	// counted.
	StagedBytesS float64
	StagedShape  string
	GEMMBytesS   float64 // cuBLAS weights read at a decode shape (GEMMShape)
	GEMMFloorS   float64 // one small cuBLAS GEMM (FloorShape)
	GEMMShape    string
	FloorShape   string
	// StreamBytesS is the streaming experts' bandwidth: the slope of the decode step's time over
	// its routed experts' bytes, at the batches of the sweep that stream (StreamBatches).
	StreamBytesS  float64
	StreamBatches []int
	// AttnFLOPsS is the attention core's rate: the step's extra time over the attention FLOPs it
	// adds from context AttnContexts[0] to [1] at batch AttnBatch.
	AttnFLOPsS   float64
	AttnBatch    int
	AttnContexts [2]int
	Crossover    float64 // tokens per expert matrix
	CrossBatch   int
	CrossFound   bool
	// RoutedBytesS is the routed experts' GEMM path: their weight bytes (uniform routing) over the
	// moe_experts op's device time, at RoutedBatches with the GEMMs forced.
	RoutedBytesS  float64
	RoutedBatches []int
}

// Calibrated is p with the figures a calibration measured, each marked measured with its device,
// date and method; the others are kept, and so are the two fitted figures (streaming bandwidth,
// attention rate) when their fit failed (0).
func Calibrated(p targets.Profile, c Calibration) targets.Profile {
	at := fmt.Sprintf("afdc bench --target cuda --calibrate on %s, %s", c.Device, c.Date)
	m := func(v float64, how string) targets.Figure {
		return targets.Figure{Value: v, Kind: targets.Measured, Source: at + ": " + how}
	}
	p.MemoryBytesPerS = m(c.CopyBytesS, "device-to-device copy of 1 GiB x 20, counting bytes read and written")
	p.LaunchS = m(c.LaunchS, "2000 empty kernels back to back on one stream (eager; a captured graph's launches may cost less)")
	p.SyncS = m(c.SyncS, "an empty kernel launched and its stream synchronized, 500 times, host clock")
	p.HostBytesPerS = m(c.HostBytesS, "device-to-host copies of 64 MiB into pinned memory, 20 times")
	p.GEMMBytesPerS = m(c.GEMMBytesS, "cuBLAS bf16 strided-batched GEMM, "+c.GEMMShape+", weight bytes over time")
	p.GEMMFloorS = m(c.GEMMFloorS, "one cuBLAS bf16 GEMM, "+c.FloorShape+", 50 back to back")
	if c.StagedBytesS > 0 {
		p.StagedBytesPerS = m(c.StagedBytesS, "a payload of "+c.StagedShape+" from Go memory through pinned memory to the device and back into a new Go buffer, 50 rounds, host clock, bytes each way counted")
	}
	if c.StreamBytesS > 0 {
		p.StreamingBytesPerS = m(c.StreamBytesS, fmt.Sprintf("decode steps of the DeepSeek-V3 slice (bf16, 8-token sequences) at batch %v on the streaming path: the slope of step time over the routed experts' bytes (uniform routing)", c.StreamBatches))
	}
	if c.AttnFLOPsS > 0 {
		p.AttentionFLOPsPerS = m(c.AttnFLOPsS, fmt.Sprintf("decode steps of the DeepSeek-V3 slice (bf16) at batch %d over caches of %d and %d tokens: the attention FLOPs the longer context adds (ir cost rule) over the time it adds", c.AttnBatch, c.AttnContexts[0], c.AttnContexts[1]))
	}
	if c.RoutedBytesS > 0 {
		p.RoutedGEMMBytesPerS = m(c.RoutedBytesS, fmt.Sprintf("decode steps of the DeepSeek-V3 slice (bf16) at batch %v with the routed experts on their GEMM path (gather, cuBLAS calls per distinct token count, combine) and distinct tokens in every sequence and step: the touched experts' weight bytes under uniform routing over the moe_experts op's device time (CUDA events)", c.RoutedBatches))
	}
	how := fmt.Sprintf("the first decode batch (%d) at which the routed experts' grouped GEMMs were at least as fast as the streaming kernels on the DeepSeek-V3 slice (bf16)", c.CrossBatch)
	if !c.CrossFound {
		how = fmt.Sprintf("streaming was faster at every batch up to %d on the DeepSeek-V3 slice (bf16): a lower bound", c.CrossBatch)
	}
	p.StreamingCrossoverTokens = m(c.Crossover, "tokens per expert matrix at "+how)
	return p
}

// calibrateSeqTokens is the prompt of each sweep sequence: the sweep's first step prefills every
// sequence's prompt at once, so the backend's activations are planned for this times the largest
// batch.
const calibrateSeqTokens = 8

// Attention sweep: the batch and the two cache lengths whose difference prices the attention core.
// At batch 64 the attention FLOPs a cached token adds (2·heads·(2·rank+rope) per row and layer in
// MLA) dwarf its bytes, so the difference is the core's compute.
const calibrateAttnBatch = 64

var calibrateAttnContexts = [2]int{256, 2304}

// Calibrate measures on GPU 0, on the bf16 benchmark slice a, the figures of the planner's step
// model (copy bandwidth, launch overhead, host wait, host copies, cuBLAS at decode shapes, the
// streaming experts' bandwidth, the attention core's rate, the streaming/cuBLAS crossover), timing
// steps decode steps a point, and returns prof with them (Calibrated) and what was measured; log
// takes its progress. On a machine without the CUDA driver it stops with the driver's error.
func Calibrate(a *Slice, prof targets.Profile, steps int, log io.Writer) (targets.Profile, Calibration, error) {
	var none Calibration
	if _, err := cuda.Kernels(a.Full, nil); err != nil {
		return prof, none, err
	}
	if err := cu.Load(); err != nil {
		return prof, none, err
	}
	seed := int64(1)
	maxBatch := calibrateBatches[len(calibrateBatches)-1]
	rows := max(calibrateSeqTokens*maxBatch, calibrateAttnBatch)
	be, err := cuda.Load(a.Full, nil, runtime.LoadOptions{MemoryFraction: 0.7, MaxBatchTokens: rows, RandomWeights: &seed})
	if err != nil {
		return prof, none, err
	}
	defer be.Close()
	c := Calibration{Device: be.DeviceName(), Date: time.Now().UTC().Format("2006-01-02")}
	if c.CopyBytesS, err = be.CopyBandwidth(1<<30, 20); err != nil {
		return prof, none, err
	}
	if c.LaunchS, err = be.LaunchOverhead(2000); err != nil {
		return prof, none, err
	}
	if c.SyncS, err = be.SyncRoundTrip(500); err != nil {
		return prof, none, err
	}
	if c.HostBytesS, err = be.HostCopyBandwidth(64<<20, 20); err != nil {
		return prof, none, err
	}
	sh, err := sliceShapes(a.Full)
	if err != nil {
		return prof, none, err
	}
	// The routed experts' GEMMs at batch 64: about 2 tokens on each of 64 experts' gate matrices.
	c.GEMMShape = fmt.Sprintf("64 experts of %d x %d, 8 tokens each", sh.inter, sh.hidden)
	if c.GEMMBytesS, err = be.GEMMBandwidth(64, 8, sh.hidden, sh.inter, 10); err != nil {
		return prof, none, err
	}
	c.FloorShape = fmt.Sprintf("%d -> %d (the smallest projection), 8 tokens", sh.floorIn, sh.floorOut)
	if c.GEMMFloorS, err = be.GEMMFloor(8, sh.floorIn, sh.floorOut, 50); err != nil {
		return prof, none, err
	}
	fmt.Fprintf(log, "calibrate: copy %.3g TB/s, launch %.3g us, sync %.3g us, host copy %.3g GB/s, cuBLAS %.3g TB/s (%s), GEMM floor %.3g us\n",
		c.CopyBytesS/1e12, c.LaunchS*1e6, c.SyncS*1e6, c.HostBytesS/1e9, c.GEMMBytesS/1e12, c.GEMMShape, c.GEMMFloorS*1e6)
	// A host-staged exchange's payload at batch 256: what --validate's largest FFN steps move.
	c.StagedShape = fmt.Sprintf("256 x %d bf16", sh.hidden)
	if c.StagedBytesS, err = be.StagedBandwidth(256*sh.hidden*2, 50); err != nil {
		fmt.Fprintf(log, "calibrate: staged bandwidth: %v; the profile keeps its figure\n", err)
		c.StagedBytesS = 0
	} else {
		fmt.Fprintf(log, "calibrate: host-staged payload %.3g GB/s (%s, each way counted)\n", c.StagedBytesS/1e9, c.StagedShape)
	}
	eng, err := runtime.NewSplitEngine(be, nil, 1)
	if err != nil {
		return prof, none, err
	}
	var stream, grouped []float64
	for _, batch := range calibrateBatches {
		for _, st := range []bool{true, false} {
			be.NoStreaming = !st
			t, err := stepTime(eng, batch, steps)
			if err != nil {
				return prof, none, fmt.Errorf("batch %d: %w", batch, err)
			}
			if st {
				stream = append(stream, t)
			} else {
				grouped = append(grouped, t)
			}
		}
		fmt.Fprintf(log, "calibrate: batch %d: streaming %.3f ms, GEMMs %.3f ms a step\n", batch, stream[len(stream)-1]*1e3, grouped[len(grouped)-1]*1e3)
	}
	be.NoStreaming = false
	if c.Crossover, c.CrossBatch, c.CrossFound, err = crossover(calibrateBatches, stream, grouped, sh.experts, sh.topK); err != nil {
		return prof, none, err
	}
	// The two fits below are worth a profile without them: a failure keeps the profile's figure and
	// says so, rather than losing every figure measured so far.
	keep := func(what string, err error) {
		fmt.Fprintf(log, "calibrate: %s: %v; the profile keeps its figure\n", what, err)
	}
	if c.StreamBytesS, c.StreamBatches, err = streamingBandwidth(a.Full, calibrateBatches, stream, sh); err != nil {
		keep("streaming bandwidth", err)
	}
	c.RoutedBatches = calibrateRoutedBatches
	if per, err := routedSweep(be, eng, c.RoutedBatches, steps, log); err != nil {
		keep("routed GEMM sweep", err)
	} else if c.RoutedBytesS, err = routedBandwidth(a.Full, c.RoutedBatches, per); err != nil {
		keep("routed GEMM bandwidth", err)
	}
	c.AttnBatch, c.AttnContexts = calibrateAttnBatch, calibrateAttnContexts
	if at, err := attentionSweep(be, eng, c.AttnBatch, c.AttnContexts, steps, log); err != nil {
		keep("attention sweep", err)
	} else if c.AttnFLOPsS, err = attentionRate(a.Full, c.AttnBatch, c.AttnContexts, at, steps); err != nil {
		keep("attention rate", err)
	}
	return Calibrated(prof, c), c, nil
}

// Summary is the line that says what a calibration measured and where the profile went.
func (c Calibration) Summary(out string) string {
	return fmt.Sprintf("%s: copy %.3g TB/s, launch %.3g us, sync %.3g us, host copy %.3g GB/s, staged payload %.3g GB/s, cuBLAS %.3g TB/s, GEMM floor %.3g us, routed experts' GEMMs %.3g TB/s, streaming %.3g TB/s, attention core %.3g TFLOP/s, streaming/GEMM crossover %.3g tokens per expert matrix; written to %s",
		c.Device, c.CopyBytesS/1e12, c.LaunchS*1e6, c.SyncS*1e6, c.HostBytesS/1e9, c.StagedBytesS/1e9, c.GEMMBytesS/1e12, c.GEMMFloorS*1e6, c.RoutedBytesS/1e12, c.StreamBytesS/1e12, c.AttnFLOPsS/1e12, c.Crossover, out)
}

// calibrateRoutedBatches are the decode batches the routed experts' GEMM path is timed at: the
// batches above the crossover that --validate's largest ones stand for (222, 250 and 256 of 256
// experts touched under uniform routing).
var calibrateRoutedBatches = []int{64, 128, 256}

// routedSweep times the moe_experts op on its GEMM path (streaming off) at each batch: the mean
// device time of one call, in seconds, from the per-op breakdown (CUDA events around the op, so
// the host's wait for the experts' offsets inside it counts, as it does in a step). Every sequence
// decodes a token of its own at every step: the sweep's shared prompts would route alike and touch
// fewer experts than the uniform routing the bytes are counted for.
func routedSweep(be *cuda.Backend, eng *runtime.SplitEngine, batches []int, steps int, log io.Writer) ([]float64, error) {
	be.NoStreaming = true
	be.SetOpTimes(true)
	defer func() {
		be.SetOpTimes(false)
		be.NoStreaming = false
	}()
	var per []float64
	for _, batch := range batches {
		t, err := routedCallTime(be, eng, batch, steps)
		if err != nil {
			return nil, fmt.Errorf("batch %d: %w", batch, err)
		}
		per = append(per, t)
		fmt.Fprintf(log, "calibrate: batch %d: routed experts' GEMMs %.3f ms a layer (device)\n", batch, t*1e3)
	}
	return per, nil
}

// routedCallTime is one batch of routedSweep: batch sequences of distinct 8-token prompts, the
// prefill and 2 decode steps untimed, then steps decode steps with the breakdown on.
func routedCallTime(be *cuda.Backend, eng *runtime.SplitEngine, batch, steps int) (float64, error) {
	const vocab = 129280 // DeepSeek-V3's
	tok := func(id uint64, j int) int32 { return int32((id*7919 + uint64(j)*104729) % vocab) }
	run := make([]runtime.SeqStep, batch)
	for i := range run {
		benchSeq++
		p := make([]int32, calibrateSeqTokens)
		for j := range p {
			p[j] = tok(benchSeq, j)
		}
		run[i] = runtime.SeqStep{ID: benchSeq, Tokens: p}
	}
	defer func() {
		for _, s := range run {
			eng.Release(s.ID)
		}
	}()
	ctx := context.Background()
	for n := range 3 + steps {
		if n == 3 {
			be.ResetOpTimes()
		}
		if _, _, err := eng.StepTokens(ctx, run); err != nil {
			return 0, err
		}
		for k := range run {
			// A fresh token of the sequence's own rather than the sampled one, which random
			// weights may make the same for many sequences.
			run[k] = runtime.SeqStep{ID: run[k].ID, Tokens: []int32{tok(run[k].ID, calibrateSeqTokens+n)}, Past: run[k].Past + len(run[k].Tokens)}
		}
	}
	for _, t := range be.OpTimes() {
		if t.Name == "op moe_experts" && t.Count > 0 && t.Ms > 0 {
			return t.Ms / 1e3 / float64(t.Count), nil
		}
	}
	return 0, fmt.Errorf("no device time of the moe_experts op in %d steps, expected the per-op breakdown of a MoE step", steps)
}

// routedBandwidth is the routed experts' GEMM path as bytes per second: the weight bytes one
// moe_experts call reads at each batch (uniform routing, ir cost rule) over its measured time,
// summed over the batches (so the larger, longer calls weigh more).
func routedBandwidth(full *ir.Module, batches []int, per []float64) (float64, error) {
	if len(batches) == 0 || len(per) != len(batches) {
		return 0, fmt.Errorf("routed GEMM bandwidth: %d batches with %d times, expected one time per batch", len(batches), len(per))
	}
	var op *ir.Op
	for _, o := range full.Func("forward").Body {
		if o.Kind == ir.OpMoEExperts {
			op = o
			break
		}
	}
	if op == nil {
		return 0, fmt.Errorf("module %s: no routed experts, expected a MoE slice", full.Name)
	}
	bytes, secs := 0.0, 0.0
	for i, b := range batches {
		if !(per[i] > 0) {
			return 0, fmt.Errorf("routed GEMM bandwidth: batch %d timed at %v s, expected a positive time", b, per[i])
		}
		bytes += op.Info().Cost(op, ir.Step{Tokens: float64(b), Seqs: float64(b), Context: calibrateSeqTokens}).WeightBytes
		secs += per[i]
	}
	return bytes / secs, nil
}

// shapes are the slice's widths the calibration measures at, read from its program.
type shapes struct {
	hidden, inter     int
	floorIn, floorOut int // the linear with the smallest weight
	experts, topK     float64
}

func sliceShapes(full *ir.Module) (shapes, error) {
	var sh shapes
	least := int64(-1)
	for _, op := range full.Func("forward").Body {
		switch op.Kind {
		case ir.OpMoEExperts:
			g := op.Weights[0].Type.Shape
			sh.experts, sh.topK = float64(g[0].N), float64(op.Attrs.MustInt("top_k"))
			sh.inter, sh.hidden = int(g[1].N), int(g[2].N)
		case ir.OpLinear:
			w := op.Weights[0]
			if op.Result.Type.DType != ir.F32 && (least < 0 || w.Elems() < least) {
				least, sh.floorOut, sh.floorIn = w.Elems(), int(w.Type.Shape[0].N), int(w.Type.Shape[1].N)
			}
		}
	}
	if sh.experts == 0 || least < 0 {
		return sh, fmt.Errorf("module %s: no routed experts or no projection, expected a MoE slice", full.Name)
	}
	return sh, nil
}

// ExpertBytes is what the routed experts of one decode step of batch sequences read under uniform
// routing (every MoE layer, weights as stored: the slice is bf16).
func ExpertBytes(full *ir.Module, batch int) float64 {
	s := ir.Step{Tokens: float64(batch), Seqs: float64(batch), Context: calibrateSeqTokens}
	total := 0.0
	for _, op := range full.Func("forward").Body {
		if op.Kind == ir.OpMoEExperts {
			total += op.Info().Cost(op, s).WeightBytes
		}
	}
	return total
}

// streamingBandwidth is the least-squares slope of the streaming steps' time over their routed
// experts' bytes, at the batches the backend streams (slots below twice the experts), as bytes per
// second: the rest of the step barely grows with the batch at these sizes, the experts touched do.
func streamingBandwidth(full *ir.Module, batches []int, stream []float64, sh shapes) (float64, []int, error) {
	var xs, ys []float64
	var used []int
	for i, b := range batches {
		if float64(b)*sh.topK < 2*sh.experts {
			xs, ys, used = append(xs, ExpertBytes(full, b)), append(ys, stream[i]), append(used, b)
		}
	}
	slope, err := fitSlope(xs, ys)
	if err != nil {
		return 0, nil, fmt.Errorf("streaming bandwidth over batches %v: %w", used, err)
	}
	return 1 / slope, used, nil
}

// fitSlope is the least-squares slope of ys over xs; it must be positive (time grows with bytes).
func fitSlope(xs, ys []float64) (float64, error) {
	if len(xs) < 2 || len(xs) != len(ys) {
		return 0, fmt.Errorf("%d points, expected at least 2", len(xs))
	}
	var mx, my float64
	for i := range xs {
		mx, my = mx+xs[i], my+ys[i]
	}
	mx, my = mx/float64(len(xs)), my/float64(len(xs))
	var sxy, sxx float64
	for i := range xs {
		sxy += (xs[i] - mx) * (ys[i] - my)
		sxx += (xs[i] - mx) * (xs[i] - mx)
	}
	if sxx == 0 || !(sxy/sxx > 0) {
		return 0, fmt.Errorf("slope %v over %v, expected the time to grow with the bytes", sxy/sxx, xs)
	}
	return sxy / sxx, nil
}

// attentionRate is the attention core's FLOP rate from two decode-step times at batch over caches
// of contexts[0] and contexts[1] tokens: the FLOPs the longer cache adds to the program's attention
// ops (their ir cost rule, at the mean context of each run's timed steps) over the time it adds.
func attentionRate(full *ir.Module, batch int, contexts [2]int, times [2]float64, steps int) (float64, error) {
	flops := func(ctx int) float64 {
		// The timed steps run after 2 untimed ones, each a token longer.
		s := ir.Step{Tokens: float64(batch), Seqs: float64(batch), Context: float64(ctx) + 2 + float64(steps+1)/2}
		total := 0.0
		for _, op := range full.Func("forward").Body {
			if op.Kind == ir.OpMLAAttention || op.Kind == ir.OpGQAAttention {
				total += op.Info().Cost(op, s).MatrixFLOPs
			}
		}
		return total
	}
	df, dt := flops(contexts[1])-flops(contexts[0]), times[1]-times[0]
	if !(df > 0) || !(dt > 0) {
		return 0, fmt.Errorf("attention sweep: %.4g more FLOPs in %.4g s more at context %d than %d, expected both to grow", df, dt, contexts[1], contexts[0])
	}
	return df / dt, nil
}

// attentionSweep times decode steps at batch over caches of each of the two contexts.
func attentionSweep(be *cuda.Backend, eng *runtime.SplitEngine, batch int, contexts [2]int, steps int, log io.Writer) ([2]float64, error) {
	var at [2]float64
	for i, ctx := range contexts {
		t, err := contextStepTime(be, eng, batch, ctx, steps)
		if err != nil {
			return at, fmt.Errorf("context %d: %w", ctx, err)
		}
		at[i] = t
		fmt.Fprintf(log, "calibrate: batch %d, context %d: %.3f ms a step\n", batch, ctx, t*1e3)
	}
	return at, nil
}

// contextStepTime is the mean wall time, in seconds, of steps decode steps (after 2 untimed) of
// batch sequences each holding ctx cached tokens (made by Prefilled over random KV: decode reads
// every cached token whatever it holds).
func contextStepTime(be *cuda.Backend, eng *runtime.SplitEngine, batch, ctx, steps int) (float64, error) {
	if err := be.RandomKV(1); err != nil {
		return 0, err
	}
	run := make([]runtime.SeqStep, batch)
	for i := range run {
		benchSeq++
		if err := be.Prefilled(benchSeq, ctx); err != nil {
			return 0, err
		}
		run[i] = runtime.SeqStep{ID: benchSeq, Tokens: []int32{int32((benchSeq * 7919) % 129280)}, Past: ctx}
	}
	return timeSteps(eng, run, 2, steps)
}

// stepTime is the mean wall time of steps decode steps of batch fresh 8-token sequences (after the
// prefill and 2 untimed decode steps), in seconds.
func stepTime(eng *runtime.SplitEngine, batch, steps int) (float64, error) {
	run := make([]runtime.SeqStep, batch)
	for i := range run {
		benchSeq++
		run[i] = runtime.SeqStep{ID: benchSeq, Tokens: []int32{1, 2, 3, int32(benchSeq % 1000), 5, 6, 7, 8}}
	}
	return timeSteps(eng, run, 3, steps)
}

// timeSteps runs untimed steps then steps timed ones of run, each feeding its tokens to the next,
// releases the sequences, and returns the timed steps' mean wall time in seconds.
func timeSteps(eng *runtime.SplitEngine, run []runtime.SeqStep, untimed, steps int) (float64, error) {
	ctx := context.Background()
	defer func() {
		for _, s := range run {
			eng.Release(s.ID)
		}
	}()
	var wall time.Duration
	for n := range untimed + steps {
		t0 := time.Now()
		toks, _, err := eng.StepTokens(ctx, run)
		if err != nil {
			return 0, err
		}
		if n >= untimed {
			wall += time.Since(t0)
		}
		for k := range run {
			run[k] = runtime.SeqStep{ID: run[k].ID, Tokens: []int32{toks[k]}, Past: run[k].Past + len(run[k].Tokens)}
		}
	}
	return wall.Seconds() / float64(steps), nil
}

var benchSeq uint64
