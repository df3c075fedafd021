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

// TestGPUGraphs: the same decode steps with CUDA graphs on and off give the same tokens and the same
// logits bit for bit, over 16 steps at batch 1, 3 (padded to the bucket of 4) and 8, greedy and
// sampled rows mixed, for the v3 parity case with bf16 and with f32 activations. The decode steps
// whose routed experts stream (bf16, under 2 slots per expert in the bucket) ran as graphs
// (captured, updated or replayed, none fell back to eager); the others (f32, or the case's 16
// experts × top-4 at bucket 8: cuBLAS expert GEMMs sized on the host) ran eagerly. A step that asks
// for no logits gets the tokens alone.
func TestGPUGraphs(t *testing.T) {
	for _, act := range []string{"bf16", "f32"} {
		t.Run(act, func(t *testing.T) {
			o := compiler.BuildOptions{Target: "cuda", Stages: 1}
			if act == "f32" {
				o.ActDType = "f32"
			}
			pc, a, ck := paritytest.Load(t, "v3", o)
			needGPU(t, a.Full)
			off := loadCUDA(t, a.Full, ck)
			opt := testOptions
			opt.Graphs = true
			on, err := cuda.Load(a.Full, ck, opt)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { on.Close() })
			eOff, eOn := engine(t, off, nil, 1), engine(t, on, nil, 1)
			ctx := context.Background()
			experts, topK := 0, 0
			for _, op := range a.Full.Func("forward").Body {
				if op.Kind == ir.OpMoEExperts {
					experts, topK = int(op.Args[1].Type.Shape.Last().N), int(op.Attrs.MustInt("top_k"))
				}
			}
			for bi, batch := range []int{1, 3, 8} {
				decodes := 0
				before := on.GraphStats()
				steps := make([]runtime.SeqStep, batch)
				for i := range steps {
					p := pc.Prompts[i%len(pc.Prompts)].PromptIDs
					steps[i] = runtime.SeqStep{ID: uint64(100*bi + i), Tokens: p[:len(p)-i%2], Logits: true, Position: uint64(len(p) - i%2)}
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
				// No row asks: the tokens come back alone, on both.
				for i := range steps {
					steps[i].Logits = false
				}
				for _, e := range []*runtime.SplitEngine{eOff, eOn} {
					toks, logits, err := e.StepTokens(ctx, steps)
					if err != nil || len(toks) != batch || logits != nil {
						t.Fatalf("batch %d, no logits asked: %d tokens, %d logits rows, %v; want %d tokens and no logits", batch, len(toks), len(logits), err, batch)
					}
				}
				decodes++
				for _, s := range steps {
					eOff.Release(s.ID)
					eOn.Release(s.ID)
				}
				st := on.GraphStats()
				graphs := st.Replays + st.Captures + st.Updates - (before.Replays + before.Captures + before.Updates)
				eager := st.Eager - before.Eager
				bucket := map[int]int{1: 1, 3: 4, 8: 8}[batch]
				if act == "bf16" && bucket*topK < 2*experts {
					if graphs != decodes || eager != 0 || st.Replays == before.Replays {
						t.Errorf("batch %d: %d decode steps, %d as graphs, %d eager (last because %q), %d replays; want all graphs, some replayed", batch, decodes, graphs, eager, st.LastEager, st.Replays-before.Replays)
					}
				} else if graphs != 0 || eager != decodes {
					t.Errorf("batch %d (%s, %d slots for %d experts): %d decode steps, %d as graphs, %d eager; want all eager", batch, act, bucket*topK, experts, decodes, graphs, eager)
				}
				t.Logf("GRAPHS %s v3 batch %d: %d decode steps equal with graphs on and off, bit for bit; %d ran as graphs, %d eagerly", act, batch, decodes, graphs, eager)
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
