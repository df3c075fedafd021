package bench

import (
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"afdc/ir"
	"afdc/runtime"
	"afdc/targets/cuda"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/kgen"
)

// PrefillShape is one prefill configuration: Count prompts of Len tokens each, sent together.
type PrefillShape struct {
	Len, Count int
}

func (s PrefillShape) String() string { return fmt.Sprintf("%dx%d", s.Len, s.Count) }

// ParsePrefillShapes reads "4096x1,2048x8" (prompt tokens x prompts).
func ParsePrefillShapes(s string) ([]PrefillShape, error) {
	var out []PrefillShape
	for _, f := range strings.Split(s, ",") {
		l, c, ok := strings.Cut(strings.TrimSpace(f), "x")
		n, err1 := strconv.Atoi(l)
		k, err2 := strconv.Atoi(c)
		if !ok || err1 != nil || err2 != nil || n < 1 || k < 1 {
			return nil, fmt.Errorf("prefill shape %q: expected TOKENSxPROMPTS with both 1 or more, e.g. 4096x1", f)
		}
		out = append(out, PrefillShape{Len: n, Count: k})
	}
	return out, nil
}

// PrefillOptions are the CUDA prefill benchmark's settings (afdc bench --target cuda --prefill).
type PrefillOptions struct {
	Weights []string // bf16, fp8
	Shapes  []PrefillShape
	// StepTokens is the most prompt tokens one step takes (the servers' --max-batch-tokens): longer
	// prompts, or more of them, go in several steps, packed as a server packs them. 0: what each
	// backend sizes itself from the GPU's memory, as afdc run's (cuda.AutoMaxTokens at most).
	StepTokens int
	Runs       int // timed prefills per shape (after one untimed)
	Seed       int64
	Split      bool // also the attention and FFN programs on the GPU, host-staged in between
	OpTimes    bool // also a pass with the per-op device time breakdown of the prefill steps
	// NoPrefillForm times the absorbed decode kernels instead of the MLA prefill form
	// (Backend.NoPrefillForm; for comparison).
	NoPrefillForm bool
	Log           io.Writer
	Compile       Compile
	GPUArch       string
}

// PrefillResult is one shape in one weight form: the wall time from the prompts to their first
// tokens (every step synced, the token ids copied back), monolithic and split.
type PrefillResult struct {
	Weights    string `json:"weights"`
	Len        int    `json:"prompt_tokens"`
	Count      int    `json:"prompts"`
	StepTokens int    `json:"step_tokens"`
	Steps      int    `json:"steps"`
	// SplitStepTokens is the split programs' step where it differs from the monolithic one (both
	// sized from the GPU's memory, each program's share of it).
	SplitStepTokens int           `json:"split_step_tokens,omitempty"`
	MonoMs          float64       `json:"monolithic_ms"`
	MonoMinMs       float64       `json:"monolithic_min_ms"`
	SplitMs         float64       `json:"split_ms,omitempty"`
	SplitMinMs      float64       `json:"split_min_ms,omitempty"`
	TokensS         float64       `json:"monolithic_tokens_per_s"`
	OpTimes         []cuda.OpTime `json:"op_times,omitempty"` // per prefill (all its steps), most time first
}

// FormCheck compares the last row's logits of one prompt step through the MLA prefill form with
// the same step through the absorbed decode kernels (Backend.NoPrefillForm), same weights.
type FormCheck struct {
	Weights     string  `json:"weights"`
	Tokens      int     `json:"prompt_tokens"`
	MaxAbsDiff  float64 `json:"max_abs_diff"`
	MaxAbsLogit float64 `json:"max_abs_logit"`
	SameArgmax  bool    `json:"same_argmax"`
}

// PrefillReport is the prefill benchmark's output.
type PrefillReport struct {
	Device  string          `json:"device"`
	Model   string          `json:"model"`
	Runs    int             `json:"runs"`
	Results []PrefillResult `json:"results"`
	Checks  []FormCheck     `json:"form_checks,omitempty"`
}

// prefillOpTop is how many entries of the breakdown a shape keeps.
const prefillOpTop = 40

// Prefill times prompts to their first tokens on GPU 0: for each weight form and shape, Runs
// prefills of fresh sequences (after one untimed), through the monolithic program and, with
// Split, the attention and FFN programs on the same GPU.
func Prefill(o PrefillOptions) (*PrefillReport, error) {
	if o.StepTokens < 0 || o.Runs < 1 || len(o.Shapes) == 0 {
		return nil, fmt.Errorf("prefill bench: %d step tokens, %d runs, %d shapes, expected 0 (sized to the GPU) or more step tokens and 1 or more of the others", o.StepTokens, o.Runs, len(o.Shapes))
	}
	arts, err := compileSlices(o.Compile, o.Weights, 1, kgen.Arch(o.GPUArch), func(a *Slice) []*ir.Module {
		return []*ir.Module{a.Full, a.Attention, a.FFN}
	})
	if err != nil {
		return nil, err
	}
	if err := cu.Load(); err != nil {
		return nil, err
	}
	rep := &PrefillReport{Model: fmt.Sprintf("%s, %d layers (%d dense)", arts[o.Weights[0]].Model, SliceLayers, SliceDense), Runs: o.Runs}
	for _, w := range o.Weights {
		a := arts[w]
		// The slice's 72 GB of weights leave an H200 room for steps of 16,384 rows.
		opt := runtime.LoadOptions{MemoryFraction: 0.9, MaxBatchTokens: o.StepTokens, RandomWeights: &o.Seed, KeepFP8: w == "fp8", GPUArch: o.GPUArch}
		be, err := cuda.Load(a.Full, nil, opt)
		if err != nil {
			return nil, err
		}
		mo := o // the monolithic program's step: as asked, or as it sized itself
		mo.StepTokens = be.MaxRows()
		if rep.Device == "" {
			rep.Device = be.DeviceName()
		}
		e, err := runtime.NewSplitEngine(be, nil, 1)
		if err != nil {
			be.Close()
			return nil, err
		}
		fc, err := formCheck(e, be, min(mo.StepTokens, o.Shapes[0].Len))
		if err != nil {
			be.Close()
			return nil, fmt.Errorf("%s prefill form check: %w", w, err)
		}
		fc.Weights = w
		rep.Checks = append(rep.Checks, fc)
		be.NoPrefillForm = o.NoPrefillForm
		fmt.Fprintf(o.Log, "%s prefill form against the absorbed kernels, %d tokens: max |dlogit| %.4g of max |logit| %.4g, same argmax %v\n", w, fc.Tokens, fc.MaxAbsDiff, fc.MaxAbsLogit, fc.SameArgmax)
		res := make([]PrefillResult, len(o.Shapes))
		for i, s := range o.Shapes {
			res[i] = PrefillResult{Weights: w, Len: s.Len, Count: s.Count, StepTokens: mo.StepTokens}
			res[i].MonoMs, res[i].MonoMinMs, res[i].Steps, err = prefillTimes(mo, e, be, s)
			if err != nil {
				break
			}
			res[i].TokensS = float64(s.Len*s.Count) / res[i].MonoMs * 1e3
			fmt.Fprintf(o.Log, "%s prefill %s (steps of %d tokens): %.2f ms monolithic\n", w, s, mo.StepTokens, res[i].MonoMs)
			if o.OpTimes {
				be.SetOpTimes(true)
				_, _, _, err = prefillTimes(PrefillOptions{StepTokens: mo.StepTokens, Runs: 1, Log: o.Log}, e, be, s)
				for k, t := range be.OpTimes() {
					if k == prefillOpTop {
						break
					}
					res[i].OpTimes = append(res[i].OpTimes, t)
				}
				be.SetOpTimes(false)
				if err != nil {
					break
				}
			}
		}
		be.Close()
		if err != nil {
			return nil, fmt.Errorf("%s monolithic: %w", w, err)
		}
		if o.Split {
			opt.MemoryFraction = 0.3
			at, err := cuda.Load(a.Attention, nil, opt)
			if err != nil {
				return nil, err
			}
			opt.MemoryFraction = 0.6
			ff, err := cuda.Load(a.FFN, nil, opt)
			if err != nil {
				at.Close()
				return nil, err
			}
			se, err := runtime.NewSplitEngine(at, &runtime.LocalFFN{FFN: ff}, 1)
			at.NoPrefillForm = o.NoPrefillForm
			so := o // sized by both programs: the smaller of their steps
			so.StepTokens = min(at.MaxRows(), ff.MaxRows())
			for i, s := range o.Shapes {
				if err != nil {
					break
				}
				if so.StepTokens != mo.StepTokens {
					res[i].SplitStepTokens = so.StepTokens
				}
				if res[i].SplitMs, res[i].SplitMinMs, _, err = prefillTimes(so, se, at, s); err != nil {
					break
				}
				fmt.Fprintf(o.Log, "%s prefill %s: %.2f ms split\n", w, s, res[i].SplitMs)
			}
			at.Close()
			ff.Close()
			if err != nil {
				return nil, fmt.Errorf("%s split: %w", w, err)
			}
		}
		rep.Results = append(rep.Results, res...)
	}
	return rep, nil
}

// benchPrompt is the n prompt tokens of sequence id, spread over a vocabulary of vocab ids.
func benchPrompt(id uint64, n, vocab int) []int32 {
	prompt := make([]int32, n)
	for j := range prompt {
		prompt[j] = int32((int(id)*7919 + j*104729) % vocab)
	}
	return prompt
}

// formCheck runs one prompt of n tokens as one step twice, through the prefill form and through the
// absorbed kernels, and compares the logits of its last row.
func formCheck(e *runtime.SplitEngine, be *cuda.Backend, n int) (FormCheck, error) {
	prompt := benchPrompt(1, n, e.Vocab())
	var logits [2][]float32
	for i, off := range []bool{false, true} {
		be.NoPrefillForm = off
		id := uint64(1<<41 + i)
		l, err := e.Step(context.Background(), []runtime.SeqStep{{ID: id, Tokens: prompt}})
		e.Release(id)
		if err != nil {
			be.NoPrefillForm = false
			return FormCheck{}, err
		}
		logits[i] = l[0]
	}
	be.NoPrefillForm = false
	fc := FormCheck{Tokens: n}
	best := [2]int{}
	for j := range logits[0] {
		a, b := float64(logits[0][j]), float64(logits[1][j])
		fc.MaxAbsDiff = max(fc.MaxAbsDiff, math.Abs(a-b))
		fc.MaxAbsLogit = max(fc.MaxAbsLogit, math.Abs(b))
		for k, x := range []float64{a, b} {
			if x > float64(logits[k][best[k]]) {
				best[k] = j
			}
		}
	}
	fc.SameArgmax = best[0] == best[1]
	return fc, nil
}

// prefillTimes prefills s's prompts (fresh sequences) o.Runs+1 times and returns the mean and the
// least wall time of the timed runs and the steps one prefill took. The op times, when on, start
// from the first timed run.
func prefillTimes(o PrefillOptions, e *runtime.SplitEngine, be *cuda.Backend, s PrefillShape) (mean, least float64, steps int, err error) {
	ctx := context.Background()
	id := uint64(1 << 40)
	var total time.Duration
	least = -1
	for n := range o.Runs + 1 {
		if n == 1 {
			be.ResetOpTimes()
		}
		seqs := make([]runtime.SeqStep, s.Count)
		for i := range seqs {
			id++
			prompt := benchPrompt(id, s.Len, e.Vocab())
			seqs[i] = runtime.SeqStep{ID: id, Tokens: prompt}
		}
		t0 := time.Now()
		k, err := prefillSteps(ctx, e, seqs, o.StepTokens)
		d := time.Since(t0)
		for _, q := range seqs {
			e.Release(q.ID)
		}
		if err != nil {
			return 0, 0, 0, fmt.Errorf("prefill %s: %w", s, err)
		}
		steps = k
		if n > 0 {
			total += d
			if ms := msOf(d); least < 0 || ms < least {
				least = ms
			}
		}
	}
	return msOf(total) / float64(o.Runs), least, steps, nil
}

// prefillSteps runs the whole prompts of seqs (Past 0, Tokens the prompt) in steps of at most
// stepTokens rows, as the server's scheduler packs them: each step takes the next chunk of every
// unfinished prompt in turn while rows remain. It returns the steps taken.
func prefillSteps(ctx context.Context, e *runtime.SplitEngine, seqs []runtime.SeqStep, stepTokens int) (int, error) {
	done := make([]int, len(seqs))
	steps := 0
	for {
		var part []runtime.SeqStep
		rows := 0
		for i, q := range seqs {
			if done[i] == len(q.Tokens) || rows == stepTokens {
				continue
			}
			n := min(len(q.Tokens)-done[i], stepTokens-rows)
			part = append(part, runtime.SeqStep{ID: q.ID, Tokens: q.Tokens[done[i] : done[i]+n], Past: done[i]})
			done[i] += n
			rows += n
		}
		if len(part) == 0 {
			return steps, nil
		}
		if _, _, err := e.StepTokens(ctx, part); err != nil {
			return steps, err
		}
		steps++
	}
}

// WritePrefillReport writes the report as text.
func WritePrefillReport(w io.Writer, rep *PrefillReport) error {
	fmt.Fprintf(w, "%s: %s, prompts to their first tokens (mean of %d runs, every step synced)\n", rep.Device, rep.Model, rep.Runs)
	for _, c := range rep.Checks {
		fmt.Fprintf(w, "%s prefill form against the absorbed kernels (one %d-token prompt step): max |dlogit| %.4g of max |logit| %.4g, same argmax %v\n",
			c.Weights, c.Tokens, c.MaxAbsDiff, c.MaxAbsLogit, c.SameArgmax)
	}
	for _, r := range rep.Results {
		fmt.Fprintf(w, "%s %dx%d (%d steps of up to %d tokens): monolithic %.2f ms (least %.2f, %.0f tokens/s)", r.Weights, r.Len, r.Count,
			r.Steps, r.StepTokens, r.MonoMs, r.MonoMinMs, r.TokensS)
		if r.SplitMs > 0 {
			fmt.Fprintf(w, ", split %.2f ms (least %.2f", r.SplitMs, r.SplitMinMs)
			if r.SplitStepTokens > 0 {
				fmt.Fprintf(w, ", steps of up to %d tokens", r.SplitStepTokens)
			}
			fmt.Fprint(w, ")")
		}
		fmt.Fprintln(w)
		if len(r.OpTimes) > 0 {
			fmt.Fprintf(w, "  op times per prefill (device, CUDA events; an op includes its kernels), top %d:\n", len(r.OpTimes))
			for _, t := range r.OpTimes {
				fmt.Fprintf(w, "    %9.3f ms  %5d  %s\n", t.Ms, t.Count, t.Name)
			}
		}
	}
	return nil
}
