package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	rt "afdc/runtime/tensor"
	"afdc/targets/cuda"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/kgen"
)

// Options are the CUDA decode benchmark's settings (afdc bench --target cuda; plan --validate).
type Options struct {
	Model           string
	Weights         []string // bf16, fp8
	Contexts        []int
	Batches         []int
	Steps           int
	Seed            int64
	Split           bool   // also run the attention and FFN programs on the GPU (the split step row)
	NoOverlap       bool   // shared experts in program order (cuda.Backend.NoOverlap)
	ReferenceScript string // "" skips the PyTorch eager reference
	Prefill         bool   // fill the cache by chunked prefill instead of Prefilled over random KV
	Graphs          string // "both": also time the monolithic steps with CUDA graphs on; "" or "off": not
	OpTimes         bool   // also run a pass with the per-op device time breakdown (benchcudagraphs.go)
	maxBatch        int    // > 0: decode only the batches up to it (the graphs pass: larger ones run eagerly)
	Log             io.Writer
	// Compile compiles the slice of Model in each weight form.
	Compile Compile
	GPUArch string // the kernels' GPU architecture (kgen.Arches; "" the default)
}

// Decode runs every configuration on GPU 0. The slices are compiled and their kernels made
// first (into $AFDC_CUDA_KERNELS when set, so a machine with llc and no GPU prepares them for one
// with a GPU and no llc); then, on a machine without the CUDA driver, it stops with the driver's
// error.
func Decode(o Options) (*Report, error) {
	arts, err := compileSlices(o.Compile, o.Weights, 1, kgen.Arch(o.GPUArch), func(a *Slice) []*ir.Module {
		return []*ir.Module{a.Full, a.Attention, a.FFN}
	})
	if err != nil {
		return nil, err
	}
	if err := cu.Load(); err != nil {
		return nil, err
	}
	rep := &Report{Model: fmt.Sprintf("%s, %d layers (%d dense)", arts[o.Weights[0]].Model, SliceLayers, SliceDense), Steps: o.Steps}
	maxBatch := 0
	for _, b := range o.Batches {
		maxBatch = max(maxBatch, b)
	}
	for _, w := range o.Weights {
		a := arts[w]
		// Decode needs rows for the largest batch; a prefill fills 4096 a step.
		rows := max(512, maxBatch)
		if o.Prefill {
			rows = max(rows, 4096)
		}
		opt := runtime.LoadOptions{MemoryFraction: 0.7, MaxBatchTokens: rows, RandomWeights: &o.Seed, KeepFP8: w == "fp8", GPUArch: o.GPUArch}
		be, err := cuda.Load(a.Full, nil, opt)
		if err != nil {
			return nil, err
		}
		be.NoOverlap = o.NoOverlap
		if rep.Device == "" {
			rep.Device = be.DeviceName()
			if rep.CopyBytesS, err = be.CopyBandwidth(1<<30, 20); err != nil {
				be.Close()
				return nil, err
			}
		}
		// The layer sections are timed in the monolithic steps themselves: a pair of events a
		// part, none inside it.
		be.SetLayerTimes(true)
		mono, err := decodeTimes(o, be, nil, maxBatch)
		be.SetLayerTimes(false)
		var graphs map[[2]int]Measure
		var opTimes map[[2]int][]cuda.OpTime
		if err == nil && o.Graphs == "both" {
			graphs, err = graphPass(o, be, maxBatch)
		}
		if err == nil && o.OpTimes {
			opTimes, err = opTimesPass(o, be, maxBatch)
		}
		be.Close()
		if err != nil {
			return nil, fmt.Errorf("%s monolithic: %w", w, err)
		}
		var split map[[2]int]Measure
		if o.Split {
			opt.MemoryFraction = 0.15
			at, err := cuda.Load(a.Attention, nil, opt)
			if err != nil {
				return nil, err
			}
			opt.MemoryFraction = 0.55
			ff, err := cuda.Load(a.FFN, nil, opt)
			if err != nil {
				at.Close()
				return nil, err
			}
			ff.NoOverlap = o.NoOverlap
			split, err = decodeTimes(o, at, &runtime.LocalFFN{FFN: ff}, maxBatch)
			at.Close()
			ff.Close()
			if err != nil {
				return nil, fmt.Errorf("%s split: %w", w, err)
			}
		}
		for _, c := range o.Contexts {
			for _, b := range o.Batches {
				m := mono[[2]int{c, b}]
				if s, ok := split[[2]int{c, b}]; ok {
					m.SplitStepMs, m.FFNMs = s.SplitStepMs, s.FFNMs
					if m.MeanContext == 0 {
						m.MeanContext = s.MeanContext
					}
				}
				// Priced at the context the timed steps had (the cache is filled short of c).
				sb, err := stepBytes(a.Full, b, int(math.Round(m.MeanContext)))
				if err != nil {
					return nil, err
				}
				res := Result{Weights: w, Context: c, Batch: b, Bytes: sb, Measure: m}
				if res.Rows, err = cudaRows(sb, m, rep.CopyBytesS); err != nil {
					return nil, err
				}
				res.Measure.OpTimes = opTimes[[2]int{c, b}]
				rep.Results = append(rep.Results, res)
				if g, ok := graphs[[2]int{c, b}]; ok {
					rep.Results = append(rep.Results, graphResult(res, g, rep.CopyBytesS))
				}
			}
		}
	}
	if o.ReferenceScript != "" {
		rep.ReferenceNote = runReference(o, rep)
	}
	return rep, nil
}

// DecodeLead is how many tokens below its context a sequence is filled to: every timed batch that
// holds it decodes Steps+2 tokens, so no sequence passes the context (nor the KV pool, sized to
// exactly 256 sequences of 4,096 tokens at most).
func DecodeLead(o Options) int { return 1 + (o.Steps+2)*len(o.Batches) }

// decodeTimes fills maxBatch sequences to every context less DecodeLead, then times o.Steps decode
// steps (after 2 untimed) of the first b of them for each batch b. The cache is filled without
// computing it (Prefilled over random KV: decode reads every cached token whatever it holds), or
// with o.Prefill by chunked prefill of up to 4096 rows a step. With a peer (the split programs)
// each layer's FFN is timed too (timedFFN). Every step copies the token ids back and keeps the
// logits on the device, as serving does for requests without logprobs.
func decodeTimes(o Options, be *cuda.Backend, peer *runtime.LocalFFN, maxBatch int) (map[[2]int]Measure, error) {
	var tp *timedFFN
	var fp runtime.FFNPeer
	if peer != nil {
		tp = &timedFFN{LocalFFN: peer, ffn: map[int]time.Duration{}}
		fp = tp
	}
	e, err := runtime.NewSplitEngine(be, fp, 1)
	if err != nil {
		return nil, err
	}
	if !o.Prefill {
		if err := be.RandomKV(o.Seed); err != nil {
			return nil, err
		}
	}
	ctx := context.Background()
	out := map[[2]int]Measure{}
	id := uint64(0)
	for _, c := range o.Contexts {
		fill := c - DecodeLead(o)
		if fill < 1 {
			return nil, fmt.Errorf("context %d: below the %d tokens the timed steps decode, expected a longer one", c, DecodeLead(o))
		}
		steps := make([]runtime.SeqStep, maxBatch)
		if !o.Prefill {
			for i := range steps {
				id++
				if err := be.Prefilled(id, fill); err != nil {
					return nil, err
				}
				steps[i] = runtime.SeqStep{ID: id, Tokens: benchPrompt(id, 1, e.Vocab()), Past: fill}
			}
		} else if err := prefill(ctx, e, steps, &id, fill); err != nil {
			return nil, err
		}
		for _, b := range o.Batches {
			if o.maxBatch > 0 && b > o.maxBatch {
				continue
			}
			run := steps[:b]
			var wall time.Duration
			ctxSum := 0.0
			if tp != nil {
				clear(tp.ffn)
			}
			var graphsAt cuda.GraphStats
			for n := range o.Steps + 2 {
				timedStart(be, n, &graphsAt)
				timing := n >= 2
				if tp != nil {
					tp.on = timing
				}
				t0 := time.Now()
				toks, _, err := e.StepTokens(ctx, run)
				if err != nil {
					return nil, fmt.Errorf("context %d batch %d: %w", c, b, err)
				}
				if timing {
					wall += time.Since(t0)
					for _, st := range run {
						ctxSum += float64(st.Past + len(st.Tokens))
					}
				}
				for k := range run {
					run[k] = runtime.SeqStep{ID: run[k].ID, Tokens: []int32{toks[k]}, Past: run[k].Past + 1}
				}
			}
			m := Measure{StepMs: msOf(wall) / float64(o.Steps), MeanContext: ctxSum / float64(o.Steps*b)}
			timedEnd(be, &m, o.Steps, graphsAt)
			if tp != nil {
				tp.on = false
				m.SplitStepMs, m.StepMs = m.StepMs, 0
				m.FFNMs = map[int]float64{}
				for l, d := range tp.ffn {
					m.FFNMs[l] = msOf(d) / float64(o.Steps)
				}
			}
			out[[2]int{c, b}] = m
			fmt.Fprintf(o.Log, "context %d batch %d: %.3f ms/step\n", c, b, msOf(wall)/float64(o.Steps))
		}
		for _, s := range steps {
			e.Release(s.ID)
		}
	}
	return out, nil
}

// prefill fills steps' sequences with fill-token prompts, packed into steps of up to 4096 rows,
// leaving each step at its next decode token.
func prefill(ctx context.Context, e *runtime.SplitEngine, steps []runtime.SeqStep, id *uint64, fill int) error {
	var pending []int
	rows := 0
	flush := func() error {
		if len(pending) == 0 {
			return nil
		}
		part := make([]runtime.SeqStep, len(pending))
		for k, i := range pending {
			part[k] = steps[i]
		}
		toks, _, err := e.StepTokens(ctx, part)
		if err != nil {
			return err
		}
		for k, i := range pending {
			steps[i] = runtime.SeqStep{ID: part[k].ID, Tokens: []int32{toks[k]}, Past: part[k].Past + len(part[k].Tokens)}
		}
		pending, rows = pending[:0], 0
		return nil
	}
	for i := range steps {
		*id++
		prompt := benchPrompt(*id, fill, e.Vocab())
		for p := 0; p < len(prompt); p += 4096 {
			chunk := prompt[p:min(len(prompt), p+4096)]
			if rows+len(chunk) > 4096 {
				if err := flush(); err != nil {
					return err
				}
			}
			steps[i] = runtime.SeqStep{ID: *id, Tokens: chunk, Past: p}
			pending, rows = append(pending, i), rows+len(chunk)
			if p+4096 < len(prompt) {
				if err := flush(); err != nil {
					return err
				}
			}
		}
	}
	return flush()
}

// timedFFN is the in-process FFN peer with each layer's FFN timed: the attention queue is synced
// before the clock starts (so the attention's own tail is not counted), then the FFN backend stages
// the host payload in, runs the layer, and the result is back in host memory when the clock stops.
type timedFFN struct {
	*runtime.LocalFFN
	on  bool
	ffn map[int]time.Duration
}

func (t *timedFFN) Send(ctx context.Context, q rt.Queue, peer int, tag connector.Tag, data []rt.Tensor) error {
	if q != nil {
		if err := q.Sync(ctx); err != nil {
			return err
		}
	}
	t0 := time.Now()
	err := t.LocalFFN.Send(ctx, nil, peer, tag, data)
	if t.on {
		t.ffn[tag.Layer] += time.Since(t0)
	}
	return err
}

func msOf(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }

// referenceTimeout bounds the eager reference's run, so that a slow reference cannot cost the bench its own
// figures; the configurations it finished in time are kept.
const referenceTimeout = 150 * time.Second

// runReference runs the PyTorch eager reference when python3 imports torch and attaches its figures; the
// note says what happened (skipped, failed, stopped, ran).
func runReference(o Options, rep *Report) string {
	if err := exec.Command("python3", "-c", "import torch").Run(); err != nil {
		return "not run: python3 cannot import torch here"
	}
	args := []string{o.ReferenceScript, "--model", o.Model, "--layers", strconv.Itoa(SliceLayers), "--dense", strconv.Itoa(SliceDense),
		"--contexts", joinInts(o.Contexts), "--batches", joinInts(o.Batches), "--steps", strconv.Itoa(o.Steps), "--lead", strconv.Itoa(DecodeLead(o))}
	ctx, cancel := context.WithTimeout(context.Background(), referenceTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "python3", args...)
	var errb strings.Builder
	cmd.Stderr = &errb
	if o.Log != nil {
		// The reference's progress lines (each configuration's figures, the cache shapes it found) go to
		// the bench's log too.
		cmd.Stderr = io.MultiWriter(&errb, o.Log)
	}
	outb, err := cmd.Output()
	note := "transformers DeepseekV3 in PyTorch eager, bf16, grouped_mm experts, SDPA, random weights (" + o.ReferenceScript + ")"
	if err != nil {
		note = fmt.Sprintf("failed: %v: %s", err, lastLine(errb.String()))
		if ctx.Err() != nil {
			note = fmt.Sprintf("stopped after %v; the configurations it finished are shown", referenceTimeout)
		}
		if len(strings.TrimSpace(string(outb))) == 0 {
			return note
		}
	}
	if err := parseReference(outb, rep.Results); err != nil {
		return err.Error()
	}
	return note
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ",")
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// PrintReport writes the report as text or JSON.
func PrintReport(w io.Writer, rep *Report, asJSON bool) error {
	if asJSON {
		b, err := json.MarshalIndent(rep, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	}
	return WriteReport(w, rep)
}
