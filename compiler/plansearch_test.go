package compiler

import (
	"fmt"
	"math"
	"testing"

	"afdc/targets"
)

// searchCase is a tiny preset on a hand-made profile: the H200's figures with a given launch and
// GEMM floor (fixed costs paid per micro-batch), an attention core and expert reads slow enough
// that both roles' steps grow with their tokens as a full-size model's do, and a memory that holds
// 40 sequences, so that a plain grid over every batch, ratio and stage count is cheap enough to
// compare with.
func searchCase(t *testing.T, preset string, launch, floorS, tpotX float64) (*planner, space) {
	t.Helper()
	a := compilePreset(t, preset, BuildOptions{Target: "cuda", Stages: 1})
	base, err := targets.LoadProfile("h200")
	if err != nil {
		t.Fatal(err)
	}
	p := *base
	p.LaunchS.Value, p.GEMMFloorS.Value = launch, floorS
	p.AttentionFLOPsPerS.Value, p.MatrixFLOPsPerS.Value, p.VectorFLOPsPerS.Value = 2e10, 2e10, 2e10
	o := PlanOptions{TPOT: 1, Context: 4096, MaxRatio: 12, MaxStages: 4}
	// Size the memory for 40 sequences beside the attention weights, and the TPOT as a multiple
	// of the attention step at batch 1.
	q, _, err := newPlanner(a, &p, o)
	if err != nil {
		t.Fatal(err)
	}
	wA := targets.DeviceWeightBytes(a.Attention, a.Target, targets.CostOptions{})
	p.MemoryBytes.Value = (wA + 40.5*q.kvSeq) / DefaultMemFraction
	o.TPOT = tpotX * q.tA(1)
	q, sp, err := newPlanner(a, &p, o)
	if err != nil {
		t.Fatal(err)
	}
	return q, sp
}

// TestPlanSearchIsExhaustive compares the search, and the plan MakePlan prints, with a plain grid
// over every FFN GPU count, batch, ratio and stage count on hand-made profiles, and checks that
// some of them need a batch smaller than the largest that meets the TPOT at r = 1 (the batch the
// planner used to fix before choosing r), so that a planner which fixes it fails here.
func TestPlanSearchIsExhaustive(t *testing.T) {
	smaller := 0
	for _, preset := range []string{"tiny-deepseek-v3", "tiny-glm4-moe"} {
		for _, launch := range []float64{2e-6, 20e-6} {
			for _, tpotX := range []float64{1.5, 2.5, 4} {
				name := fmt.Sprintf("%s/launch=%g/tpot=%gxA", preset, launch, tpotX)
				q, sp := searchCase(t, preset, launch, 10*launch, tpotX)
				got, ok := q.search(sp.gFs, sp.rGs, sp.bTPOT)
				var want candidate
				for i, gF := range sp.gFs {
					for b := 1.0; b <= sp.bMem; b++ {
						for r := 1.0; r <= sp.rGs[i]; r++ {
							for s := 1; s <= q.maxStages(b); s++ {
								tp := q.stageTime(b, r, gF, s).LayerUs * q.layers / 1e6
								c := candidate{gF: gF, b: b, r: r, s: s, tpot: tp, rate: r * b / ((r*q.gA + gF) * tp)}
								if q.meets(tp) && c.better(want, q.gA) {
									want = c
								}
							}
						}
					}
				}
				if want.rate == 0 {
					if ok {
						t.Errorf("%s: search found %+v where the grid finds nothing", name, got)
					}
					continue
				}
				if !ok || !q.meets(got.tpot) || math.Abs(got.rate-want.rate) > 1e-9*want.rate || got.b != want.b || got.r != want.r || got.gF != want.gF {
					t.Errorf("%s: search %+v, grid %+v", name, got, want)
				}
				// MakePlan deploys the same bundle.
				pl, err := MakePlan(q.a, q.p, q.o)
				if err != nil || pl.Attention.Batch != int(want.b) || pl.Ratio.R != int(want.r) || pl.FFN.GPUs != int(want.gF) || pl.TokensPerSPerGPU != sig4(want.rate) {
					t.Errorf("%s: MakePlan B=%d r=%d FFN GPUs %d at %v tokens/s/GPU (%v), grid %+v", name, pl.Attention.Batch, pl.Ratio.R, pl.FFN.GPUs, pl.TokensPerSPerGPU, err, want)
				}
				// The batch the r = 1 rule would fix for the optimum's FFN GPUs.
				b1 := largest(1, sp.bTPOT, func(b float64) bool { return q.meets(q.eval(want.gF, b, 1).tpot) })
				if want.b < b1 {
					smaller++
				}
			}
		}
	}
	if smaller == 0 {
		t.Errorf("no case needs a batch below the r = 1 maximum: the test does not tell the search from fixing B at r = 1")
	}
}

// TestPlanLayerIsStages checks that the search's pruned stage choice is stages' choice.
func TestPlanLayerIsStages(t *testing.T) {
	q, sp := searchCase(t, "tiny-deepseek-v3", 20e-6, 200e-6, 2.5)
	for _, gF := range sp.gFs {
		for b := 1.0; b <= sp.bMem; b += 3 {
			for r := 1.0; r <= 12; r += 2 {
				s, l := q.layer(b, r, gF)
				st := q.stages(b, r, gF)
				if s != st.S || math.Abs(l*1e6-st.LayerUs) > 1e-9*st.LayerUs {
					t.Errorf("gF %v b %v r %v: layer gives S=%d %.6g us, stages S=%d %.6g us", gF, b, r, s, l*1e6, st.S, st.LayerUs)
				}
			}
		}
	}
}

// TestPlanTieBreak checks the order among bundles of the same rate: the smaller bundle, then the
// smaller batch, the fewer FFN GPUs and the fewer stages, whichever is seen first.
func TestPlanTieBreak(t *testing.T) {
	base := candidate{gF: 4, b: 16, r: 8, s: 2, rate: 1000}
	for _, tc := range []struct {
		name string
		c    candidate
	}{
		{"smaller bundle", candidate{gF: 4, b: 16, r: 7, s: 2, rate: 1000}},
		{"smaller batch", candidate{gF: 4, b: 15, r: 8, s: 2, rate: 1000 * (1 + 1e-12)}},
		{"fewer FFN GPUs at the same bundle", candidate{gF: 3, b: 16, r: 9, s: 2, rate: 1000}},
		{"fewer stages", candidate{gF: 4, b: 16, r: 8, s: 1, rate: 1000}},
	} {
		if !tc.c.better(base, 1) || base.better(tc.c, 1) {
			t.Errorf("%s: %+v should beat %+v and not the other way", tc.name, tc.c, base)
		}
	}
	if hi := (candidate{gF: 9, b: 40, r: 12, s: 4, rate: 1001}); !hi.better(base, 1) || base.better(hi, 1) {
		t.Errorf("a higher rate should win whatever its size")
	}
	q, sp := searchCase(t, "tiny-glm4-moe", 20e-6, 200e-6, 2.5)
	first, _ := q.search(sp.gFs, sp.rGs, sp.bTPOT)
	q2, sp2 := searchCase(t, "tiny-glm4-moe", 20e-6, 200e-6, 2.5)
	if again, _ := q2.search(sp2.gFs, sp2.rGs, sp2.bTPOT); again != first {
		t.Errorf("search gave %+v then %+v", first, again)
	}
}

// TestPlanSearchProperties checks, for every real preset on the shipped CUDA profiles, the two
// properties of the step model that let the search skip candidates (search's comment): splitting
// the attention step into micro-batches never makes it shorter in sum, and the FFN step does not
// shrink as its tokens grow, over every token count the search can ask for. The second holds only
// where the streaming crossover is measured: at a ridge-point crossover (295 tokens per expert
// matrix on the h100 profile) the model streams thousands of tokens with the experts' FLOPs on the
// CUDA cores, up to 10x slower than the GEMM path just past the switch, which no backend does.
func TestPlanSearchProperties(t *testing.T) {
	for _, prof := range []string{"h200", "h100", "b200"} {
		p, err := targets.LoadProfile(prof)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range Presets() {
			if len(name) > 5 && name[:5] == "tiny-" {
				continue
			}
			a := compilePreset(t, name, BuildOptions{Target: "cuda", Stages: 1})
			q, sp, err := newPlanner(a, p, PlanOptions{TPOT: 0.05, Context: 4096})
			if err != nil {
				continue // no batch meets the bound on this profile: nothing to search
			}
			gF, prev := sp.gFs[0], 0.0
			for m := 1.0; p.StreamingCrossoverTokens.Kind == targets.Measured && m <= 256*sp.bTPOT; m = math.Ceil(m * 1.1) {
				f := q.tF(m, gF, false)
				if f < prev*(1-1e-9) {
					t.Errorf("%s on %s: t_F(%v tokens) = %.6g ms, below t_F at fewer tokens %.6g ms", name, prof, m, f*1e3, prev*1e3)
					break
				}
				prev = f
			}
			for b := 1.0; b <= sp.bTPOT; b = math.Ceil(b * 1.5) {
				for s := 2.0; s <= 8; s++ {
					if s*q.tA(b/s) < q.tA(b)*(1-1e-9) {
						t.Errorf("%s on %s: %v micro-batches of %v take %.6g ms in sum, less than one of %v, %.6g ms", name, prof, s, b/s, s*q.tA(b/s)*1e3, b, q.tA(b)*1e3)
					}
				}
			}
		}
	}
}
