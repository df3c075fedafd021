//go:build gpu

package cuda_test

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/internal/paritytest"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/sampler"
	"afdc/targets/cuda"
)

// graphSteps runs the same steps through an engine without graphs (eOff) and one with them (eOn,
// backend on) at the given batch: the prompts (rows i%len(prompts), odd rows one token shorter),
// then 16 decode steps with logits and one without, greedy and sampled rows mixed. Tokens and
// logits must agree bit for bit; a step that asks for no logits gets the tokens alone. It returns
// the decode steps and how on's graph counters moved over them.
func graphSteps(t *testing.T, eOff, eOn *runtime.SplitEngine, on *cuda.Backend, prompts [][]int32, batch int, idBase uint64) (decodes, graphs, eager, replays int) {
	t.Helper()
	ctx := context.Background()
	before := on.GraphStats()
	steps := make([]runtime.SeqStep, batch)
	for i := range steps {
		p := prompts[i%len(prompts)]
		steps[i] = runtime.SeqStep{ID: idBase + uint64(i), Tokens: p[:len(p)-i%2], Logits: true, Position: uint64(len(p) - i%2)}
		if i%2 == 1 {
			steps[i].Sample = sampler.Params{Temperature: 0.8, TopP: 0.9, TopK: 20, Seed: uint64(11 + i)}
		}
	}
	for n := range 17 { // the prompts (eager on both), then 16 decode steps
		tOff, lOff, err := eOff.StepTokens(ctx, steps)
		if err != nil {
			t.Fatal(err)
		}
		tOn, lOn, err := eOn.StepTokens(ctx, steps)
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(tOn) != fmt.Sprint(tOff) {
			t.Fatalf("batch %d step %d: tokens %v with graphs, %v without", batch, n, tOn, tOff)
		}
		if len(lOn) != batch || len(lOff) != batch {
			t.Fatalf("batch %d step %d: %d and %d logits rows, want %d", batch, n, len(lOn), len(lOff), batch)
		}
		for i := range lOn {
			for j := range lOn[i] {
				if math.Float32bits(lOn[i][j]) != math.Float32bits(lOff[i][j]) {
					t.Fatalf("batch %d step %d sequence %d logit %d: %v with graphs, %v without", batch, n, i, j, lOn[i][j], lOff[i][j])
				}
			}
		}
		if n > 0 {
			decodes++
		}
		for i := range steps {
			steps[i].Past += len(steps[i].Tokens)
			steps[i].Tokens = []int32{tOn[i]}
			steps[i].Position++
		}
	}
	// No row asks: the tokens come back alone, on both, and the same.
	for i := range steps {
		steps[i].Logits = false
	}
	var toks [2][]int32
	for k, e := range []*runtime.SplitEngine{eOff, eOn} {
		tk, logits, err := e.StepTokens(ctx, steps)
		if err != nil || len(tk) != batch || logits != nil {
			t.Fatalf("batch %d, no logits asked: %d tokens, %d logits rows, %v; want %d tokens and no logits", batch, len(tk), len(logits), err, batch)
		}
		toks[k] = tk
	}
	if fmt.Sprint(toks[0]) != fmt.Sprint(toks[1]) {
		t.Fatalf("batch %d, no logits asked: tokens %v with graphs, %v without", batch, toks[1], toks[0])
	}
	decodes++
	for _, s := range steps {
		eOff.Release(s.ID)
		eOn.Release(s.ID)
	}
	st := on.GraphStats()
	graphs = st.Replays + st.Captures + st.Updates - (before.Replays + before.Captures + before.Updates)
	return decodes, graphs, st.Eager - before.Eager, st.Replays - before.Replays
}

// TestGPUGraphs: on the DeepSeek-V3 slice at full width (3 dense layers and 1 MoE layer of 256
// experts, random bf16 weights made on the device), the same decode steps with CUDA graphs on and
// off give the same tokens and the same logits bit for bit over 17 decode steps at batch 1, 3
// (padded to the bucket of 4) and 8, greedy and sampled rows mixed, and every decode step ran as a
// graph (captured, updated or replayed; none eager), some replayed: below 2 slots per expert the
// routed experts stream, so no step needs the host. Prompts of 4 to 10 tokens, where the MLA
// decode runs in one split, and of 400 to 406, where it runs in two and a few rows end in mla_out.
func TestGPUGraphs(t *testing.T) {
	a := deepseekV3Slice(t, 3, false)
	needSliceGPU(t, a.Full)
	for _, c := range []struct {
		name      string
		promptLen int
	}{{"short prompts", 4}, {"long prompts", 400}} {
		t.Run(c.name, func(t *testing.T) {
			seed := int64(1)
			// 4 layers of which one MoE: about 30 GB of bf16 weights each; a step takes batch 8's
			// prompts.
			opt := runtime.LoadOptions{MemoryFraction: 0.3, MaxBatchTokens: max(128, 8*(c.promptLen+8)), RandomWeights: &seed}
			off, err := cuda.Load(a.Full, nil, opt)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { off.Close() })
			opt.Graphs = true
			on, err := cuda.Load(a.Full, nil, opt)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { on.Close() })
			eOff, eOn := engine(t, off, nil, 1), engine(t, on, nil, 1)
			prompts := make([][]int32, 4)
			for i := range prompts {
				prompts[i] = make([]int32, c.promptLen+2*i)
				for j := range prompts[i] {
					prompts[i][j] = int32((i*7919 + j*104729 + 13) % 129280)
				}
			}
			for bi, batch := range []int{1, 3, 8} {
				decodes, graphs, eager, replays := graphSteps(t, eOff, eOn, on, prompts, batch, uint64(100*bi))
				if graphs != decodes || eager != 0 || replays == 0 {
					t.Errorf("batch %d: %d decode steps, %d as graphs, %d eager (last because %q), %d replays; want all graphs, some replayed",
						batch, decodes, graphs, eager, on.GraphStats().LastEager, replays)
				}
				t.Logf("GRAPHS deepseek-v3 slice, %s, batch %d: %d decode steps equal with graphs on and off, bit for bit; %d ran as graphs (%d replays), %d eagerly",
					c.name, batch, decodes, graphs, replays, eager)
			}
			t.Logf("GRAPHS deepseek-v3 slice, %s: stats %+v", c.name, on.GraphStats())
		})
	}
}

// TestGPUGraphsFallback: on the v3 parity case (16 experts of width 24) with bf16 and with f32
// activations, graphs on and off give the same tokens and logits bit for bit at batch 1, 3 and 8,
// and every decode step either ran as a graph or fell back to eager for a reason the dry run gave
// (the host mid-step): as graphs exactly where the program streams its routed experts (bf16
// kernels exist for its widths, under 2 slots per expert in the bucket), eagerly elsewhere (f32;
// expert widths the streaming loads do not divide; cuBLAS expert GEMMs sized on the host).
func TestGPUGraphsFallback(t *testing.T) {
	for _, act := range []string{"bf16", "f32"} {
		t.Run(act, func(t *testing.T) {
			o := compiler.BuildOptions{Target: "cuda", Stages: 1}
			if act == "f32" {
				o.ActDType = "f32"
			}
			pc, a, ck := paritytest.Load(t, "v3", o)
			needGPU(t, a.Full)
			bundle, err := cuda.Kernels(a.Full, nil)
			if err != nil {
				t.Fatal(err)
			}
			streams := false
			for _, l := range bundle.Launches {
				streams = streams || strings.HasPrefix(l.Kind, "moe_stream")
			}
			off := loadCUDA(t, a.Full, ck)
			opt := testOptions
			opt.Graphs = true
			on, err := cuda.Load(a.Full, ck, opt)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { on.Close() })
			eOff, eOn := engine(t, off, nil, 1), engine(t, on, nil, 1)
			experts, topK := 0, 0
			for _, op := range a.Full.Func("forward").Body {
				if op.Kind == ir.OpMoEExperts {
					experts, topK = int(op.Args[1].Type.Shape.Last().N), int(op.Attrs.MustInt("top_k"))
				}
			}
			var prompts [][]int32
			for _, p := range pc.Prompts {
				prompts = append(prompts, p.PromptIDs)
			}
			for bi, batch := range []int{1, 3, 8} {
				decodes, graphs, eager, _ := graphSteps(t, eOff, eOn, on, prompts, batch, uint64(100*bi))
				bucket := map[int]int{1: 1, 3: 4, 8: 8}[batch]
				why := on.GraphStats().LastEager
				switch {
				case graphs+eager != decodes:
					t.Errorf("batch %d: %d decode steps, %d as graphs, %d eager; want each one or the other", batch, decodes, graphs, eager)
				case act == "bf16" && streams && bucket*topK < 2*experts:
					if graphs != decodes {
						t.Errorf("batch %d: experts stream, yet %d of %d decode steps ran eagerly (last because %q)", batch, eager, decodes, why)
					}
				case graphs != 0:
					t.Errorf("batch %d (%s, streaming kernels %v, %d slots for %d experts): %d of %d decode steps ran as graphs; want all eager", batch, act, streams, bucket*topK, experts, graphs, decodes)
				case !strings.Contains(why, "host"):
					t.Errorf("batch %d: decode steps ran eagerly because %q; want the dry run's: the step needs the host", batch, why)
				}
				t.Logf("GRAPHS %s v3 batch %d (streaming experts %v): %d decode steps equal with graphs on and off, bit for bit; %d ran as graphs, %d eagerly",
					act, batch, streams, decodes, graphs, eager)
			}
			t.Logf("GRAPHS %s v3: stats %+v", act, on.GraphStats())
		})
	}
}

// TestGPUGraphsSplit: the attention program (in-process FFN peer over host memory, the build's
// stages) decodes the same tokens and logits, bit for bit, with graphs on and off over 16 steps at
// batch 3 and 8, and with graphs on every decode segment (the work between two exchanges, one
// graph each) ran as a graph: the attention side has no step that needs the host.
func TestGPUGraphsSplit(t *testing.T) {
	pc, a, ck := paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cuda"})
	needGPU(t, a.Attention, a.FFN)
	opt := testOptions
	opt.Graphs = true
	on, err := cuda.Load(a.Attention, ck, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { on.Close() })
	stages := a.Opts.Stages
	eOff := engine(t, loadCUDA(t, a.Attention, ck), &runtime.LocalFFN{FFN: loadCUDA(t, a.FFN, ck)}, stages)
	eOn := engine(t, on, &runtime.LocalFFN{FFN: loadCUDA(t, a.FFN, ck)}, stages)
	ctx := context.Background()
	for bi, batch := range []int{3, 8} {
		steps := make([]runtime.SeqStep, batch)
		for i := range steps {
			p := pc.Prompts[i%len(pc.Prompts)].PromptIDs
			steps[i] = runtime.SeqStep{ID: uint64(100*bi + i), Tokens: p, Logits: true}
		}
		before := on.GraphStats()
		for n := range 17 {
			tOff, lOff, err := eOff.StepTokens(ctx, steps)
			if err != nil {
				t.Fatal(err)
			}
			tOn, lOn, err := eOn.StepTokens(ctx, steps)
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(tOn) != fmt.Sprint(tOff) || len(lOn) != batch || len(lOff) != batch {
				t.Fatalf("batch %d step %d: tokens %v with graphs, %v without (%d and %d logits rows)", batch, n, tOn, tOff, len(lOn), len(lOff))
			}
			for i := range lOn {
				for j := range lOn[i] {
					if math.Float32bits(lOn[i][j]) != math.Float32bits(lOff[i][j]) {
						t.Fatalf("batch %d step %d sequence %d logit %d: %v with graphs, %v without", batch, n, i, j, lOn[i][j], lOff[i][j])
					}
				}
			}
			for i := range steps {
				steps[i].Past += len(steps[i].Tokens)
				steps[i].Tokens = []int32{tOn[i]}
			}
		}
		for _, s := range steps {
			eOff.Release(s.ID)
			eOn.Release(s.ID)
		}
		st := on.GraphStats()
		graphs := st.Replays + st.Captures + st.Updates - (before.Replays + before.Captures + before.Updates)
		if st.Eager != before.Eager || graphs == 0 || st.Replays == before.Replays {
			t.Errorf("batch %d: %d segments as graphs, %d eager (last because %q), %d replays; want graphs only, some replayed", batch, graphs, st.Eager-before.Eager, st.LastEager, st.Replays-before.Replays)
		}
		t.Logf("GRAPHS split v3 batch %d, %d stages: 16 decode steps equal with graphs on and off, bit for bit; %d segments ran as graphs", batch, stages, graphs)
	}
}

// TestGPUOpTimes: with the breakdown on, every op kind of the program is timed once per op per step
// with a positive device time, and turning it off leaves none.
func TestGPUOpTimes(t *testing.T) {
	pc, a, ck := paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cuda", Stages: 1})
	needGPU(t, a.Full)
	be := loadCUDA(t, a.Full, ck)
	e := engine(t, be, nil, 1)
	be.SetOpTimes(true)
	const steps = 4
	greedy(t, e, 1, pc.Prompts[0].PromptIDs, steps)
	want := map[string]int{}
	for _, op := range a.Full.Func("forward").Body {
		want["op "+op.Info().Name] += steps
	}
	got := map[string]cuda.OpTime{}
	kernels := 0
	for _, ot := range be.OpTimes() {
		got[ot.Name] = ot
		if strings.HasPrefix(ot.Name, "kernel ") {
			kernels++
		}
	}
	for name, n := range want {
		if ot := got[name]; ot.Count != n || !(ot.Ms > 0) {
			t.Errorf("%s: %d spans, %.4f ms; want %d spans (one per op per step) and a positive time", name, ot.Count, ot.Ms, n)
		}
	}
	if kernels == 0 {
		t.Error("no kernel in the breakdown")
	}
	t.Logf("OPTIMES v3: %d entries; top %v", len(got), be.OpTimes()[:min(5, len(got))])
	be.SetOpTimes(false)
	if be.OpTimes() != nil {
		t.Error("breakdown off: still one")
	}
}
