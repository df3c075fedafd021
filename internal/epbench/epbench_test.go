package epbench_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/internal/epbench"
	"afdc/internal/paritytest"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/weights"
	"afdc/targets/cpu"
)

// cpuLoader loads a build's programs on the CPU target from ck.
func cpuLoader(ck *weights.Checkpoint) epbench.Loader {
	return func(b epbench.Build, mod *ir.Module, rank int) (runtime.Backend, error) {
		var p *cpu.Program
		var err error
		if rank < 0 {
			p, err = cpu.Load(mod, ck, nil)
		} else {
			p, err = cpu.LoadRank(mod, ck, nil, rank)
		}
		if err != nil {
			return nil, err
		}
		return cpu.NewBackend(p)
	}
}

func buildOf(a *compiler.Artifact, ranks int) epbench.Build {
	st, _ := a.Attention.Attrs.Int("stages")
	return epbench.Build{Ranks: ranks, Attention: a.Attention, FFN: a.FFN, Wire: a.Wire, Plan: a.Plan, Model: a.Config.Name, Stages: int(st)}
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }

// TestMeasureOnCPU: the v3 case (hidden 64 in f32, top-4 of 16 experts, 2 MoE layers) unsharded and
// over 2 and 4 expert ranks, batches 1 and 5, on the CPU target. Per MoE layer and rank, a step's
// dispatch is the routing of every token (top_k ids and weights, 8 bytes each) plus one hidden row
// per token with an expert there; the pairs of all ranks are every token's top_k; a rank gets at
// most every token and no more tokens than pairs; the imbalance is the busiest rank over the mean.
// Unsharded, the exchange is one wire row out and one back per token.
func TestMeasureOnCPU(t *testing.T) {
	var builds []epbench.Build
	var ck *weights.Checkpoint
	for _, n := range []int{1, 2, 4} {
		var a *compiler.Artifact
		_, a, ck = paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cpu", Stages: 2, EP: n})
		builds = append(builds, buildOf(a, n))
	}
	batches := []int{1, 5}
	rep, err := epbench.Measure(context.Background(), epbench.Options{Builds: builds, Batches: batches, Steps: 3, Load: cpuLoader(ck)})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Hidden != 64 || rep.TopK != 4 || rep.Experts != 16 || rep.HiddenDType != "f32" {
		t.Fatalf("report of hidden %d %s, top-%d of %d, expected the v3 case's 64 f32, top-4 of 16", rep.Hidden, rep.HiddenDType, rep.TopK, rep.Experts)
	}
	if len(rep.Runs) != 3*len(batches) {
		t.Fatalf("%d runs, expected %d", len(rep.Runs), 3*len(batches))
	}
	h, k := float64(rep.Hidden), float64(rep.TopK)
	for _, r := range rep.Runs {
		what := fmt.Sprintf("%d ranks batch %d", r.Ranks, r.Batch)
		if len(r.Layers) != 2 || r.StepMS <= 0 {
			t.Fatalf("%s: %d MoE layers, step %.3f ms; expected the case's 2 MoE layers and a step time", what, len(r.Layers), r.StepMS)
		}
		T := float64(r.Batch)
		// A stage's combines of successive layers do not overlap, and each lies within its step.
		combine := 0.0
		for _, l := range r.Layers {
			if l.CombineMS <= 0 || l.DispatchMS < 0 {
				t.Errorf("%s layer %d: dispatch %.3f ms, combine %.3f ms; expected times measured", what, l.Layer, l.DispatchMS, l.CombineMS)
			}
			combine += l.CombineMS
		}
		if combine > float64(rep.Stages)*r.StepMS {
			t.Errorf("%s: the layers' combines take %.3f ms a step, more than %d stages x the %.3f ms step", what, combine, rep.Stages, r.StepMS)
		}
		for _, l := range r.Layers {
			lw := fmt.Sprintf("%s layer %d", what, l.Layer)
			if len(l.Ranks) != r.Ranks {
				t.Fatalf("%s: %d ranks reported", lw, len(l.Ranks))
			}
			if r.Ranks == 1 {
				rk := l.Ranks[0]
				if rk.DispatchBytes != T*h*4 || rk.CombineBytes != T*h*4 || rk.Pairs != T*k || l.Imbalance != 1 {
					t.Errorf("%s: dispatch %v, combine %v bytes, %v pairs, imbalance %v; expected %v bytes each way (one f32 row per token), %v pairs, 1",
						lw, rk.DispatchBytes, rk.CombineBytes, rk.Pairs, l.Imbalance, T*h*4, T*k)
				}
				continue
			}
			var pairs, tokens, most, dispatch, combine float64
			for _, rk := range l.Ranks {
				if want := T*k*8 + rk.Tokens*h*4; !near(rk.DispatchBytes, want) {
					t.Errorf("%s rank %d: dispatch %v bytes, expected routing %v + %v tokens x %v-wide f32 rows = %v", lw, rk.Rank, rk.DispatchBytes, T*k*8, rk.Tokens, h, want)
				}
				if rk.Tokens > T || rk.Tokens > rk.Pairs {
					t.Errorf("%s rank %d: %v tokens and %v pairs, expected at most the batch's %v tokens and no more than its pairs", lw, rk.Rank, rk.Tokens, rk.Pairs, T)
				}
				pairs += rk.Pairs
				tokens += rk.Tokens
				most = math.Max(most, rk.Pairs)
				dispatch += rk.DispatchBytes
				combine += rk.CombineBytes
			}
			if !near(pairs, T*k) {
				t.Errorf("%s: %v pairs over the ranks, expected every token's top-%v = %v", lw, pairs, k, T*k)
			}
			if tokens < T || tokens > T*math.Min(k, float64(r.Ranks)) {
				t.Errorf("%s: %v token rows dispatched, expected between the batch %v and min(top_k, ranks) times it", lw, tokens, T)
			}
			if !near(combine, pairs*h*4) || !near(l.CombineBytes, combine) || !near(l.DispatchBytes, dispatch) {
				t.Errorf("%s: combine %v bytes (ranks' sum %v), dispatch %v (sum %v); expected one f32 row a pair, %v", lw, l.CombineBytes, combine, l.DispatchBytes, dispatch, pairs*h*4)
			}
			if want := most / (pairs / float64(r.Ranks)); !near(l.Imbalance, want) || l.Imbalance < 1 {
				t.Errorf("%s: imbalance %v, expected the busiest rank's %v pairs over the mean = %v", lw, l.Imbalance, most, want)
			}
		}
	}

	var text bytes.Buffer
	if err := epbench.WriteText(&text, rep); err != nil {
		t.Fatal(err)
	}
	out := text.String()
	for _, want := range []string{
		"hidden 64 (f32 on the wire), top-4 of 16 experts, 2 stages",
		"1 FFN rank (unsharded split: hidden rows out, FFN rows back), batch 5:",
		"4 expert ranks, batch 1:",
		"dispatch bytes", "combine ms", "imbalance",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text report lacks %q:\n%s", want, out)
		}
	}
	// The 4-rank batch-5 block prints each layer's figures as the report holds them (to a tenth).
	last := rep.Runs[len(rep.Runs)-1]
	block := out[strings.Index(out, "4 expert ranks, batch 5:"):]
	for _, l := range last.Layers {
		found := false
		for _, line := range strings.Split(block, "\n") {
			f := strings.Fields(line)
			if len(f) < 6 || f[0] != fmt.Sprint(l.Layer) {
				continue
			}
			found = true
			for i, want := range []float64{l.DispatchBytes, l.DispatchMS, l.CombineBytes, l.CombineMS, l.Imbalance} {
				got, err := strconv.ParseFloat(strings.ReplaceAll(f[1+i], ",", ""), 64)
				if err != nil || math.Abs(got-want) > 0.05+1e-3*want {
					t.Errorf("layer %d column %d: %q, expected %v", l.Layer, i+1, f[1+i], want)
				}
			}
		}
		if !found {
			t.Errorf("4-rank batch-5 block has no row for layer %d:\n%s", l.Layer, block)
		}
	}
	var js bytes.Buffer
	if err := epbench.WriteJSON(&js, rep); err != nil {
		t.Fatal(err)
	}
	var back epbench.Report
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if len(back.Runs) != len(rep.Runs) || back.Runs[3].Layers[1].Ranks[1].Pairs != rep.Runs[3].Layers[1].Ranks[1].Pairs || !strings.Contains(js.String(), `"expert_ranks": 4`) {
		t.Errorf("JSON report does not round-trip:\n%s", js.String())
	}
}

// TestOptionsRefused: options that cannot run are refused naming the value.
func TestOptionsRefused(t *testing.T) {
	_, a, ck := paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cpu", Stages: 1, EP: 2})
	good := epbench.Options{Builds: []epbench.Build{buildOf(a, 2)}, Batches: []int{1}, Steps: 1, Load: cpuLoader(ck)}
	for _, tc := range []struct {
		edit func(*epbench.Options)
		want string
	}{
		{func(o *epbench.Options) { o.Steps = 0 }, "steps 0: expected at least 1"},
		{func(o *epbench.Options) { o.Batches = []int{4, 0} }, "batch 0: expected at least 1 sequence"},
		{func(o *epbench.Options) { o.Builds[0].Ranks = 4 }, "build for 4 expert ranks: its wire schema spreads experts over 2, expected 4"},
		{func(o *epbench.Options) { o.Load = nil }, "no loader"},
	} {
		o := good
		o.Builds = append([]epbench.Build(nil), good.Builds...)
		tc.edit(&o)
		if _, err := epbench.Measure(context.Background(), o); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Measure = %v, want %q", err, tc.want)
		}
	}
}
