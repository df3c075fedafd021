package compiler

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRatioPaperWorkedExample works Theorem 4.4 by hand in the paper's own parameterisation. The
// paper's calibrated coefficients (DeepSeek-V3 on Ascend 910C) and its tables of r* could not be read
// where this was written (docs/plan.md says what could), so the numbers are chosen, not quoted:
//
//	B = 256 slots, θ = 600 tokens: T̄ = 153,600
//	t̄_A = 2e-4·153,600 + 1 = 31.72 ms;  t̄_C = 0.01·256 + 0.5 = 3.06 ms;  α_F·B = 0.02·256 = 5.12 ms
//	r_A = (31.72 − 8)/5.12 = 4.6328125;  r_C = (3.06 − 8)/5.12 < 0 → 0;  r_peak = sqrt(8/5.12) = 1.25
//	r* = 4.6328125, attention-bound.
func TestRatioPaperWorkedExample(t *testing.T) {
	m := PaperModel{AlphaA: 2e-4, BetaA: 1, AlphaC: 0.01, BetaC: 0.5, AlphaF: 0.02, BetaF: 8, B: 256, Theta: 600}
	got, err := RatioPaper(m)
	if err != nil {
		t.Fatal(err)
	}
	want := PlanRatio{RA: 4.6328125, RC: 0, RPeak: 1.25, RStar: 4.6328125, Regime: "attention"}
	for _, c := range []struct {
		name      string
		got, want float64
	}{{"r_A", got.RA, want.RA}, {"r_C", got.RC, want.RC}, {"r_peak", got.RPeak, want.RPeak}, {"r*", got.RStar, want.RStar}} {
		if math.Abs(c.got-c.want) > 1e-9 {
			t.Errorf("%s = %.10g, want %.10g", c.name, c.got, c.want)
		}
	}
	if got.Regime != want.Regime {
		t.Errorf("regime %q, want %q", got.Regime, want.Regime)
	}
}

// TestRatioPaperIsTheorem44 checks the closed form against the paper's objective directly: for random
// models, r* maximises the per-instance rate r·B/((r+1)·max(t̄_A, t̄_C, α_F·r·B + β_F)) over a fine grid,
// and each term is the expression Theorem 4.4 states. It also checks the planner's curve search
// (RatioOnCurves, one GPU per instance) lands on the same r* from the lines alone.
func TestRatioPaperIsTheorem44(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 200; i++ {
		m := PaperModel{AlphaA: rng.Float64() * 1e-3, BetaA: rng.Float64() * 10, AlphaC: rng.Float64() * 0.05, BetaC: rng.Float64() * 20,
			AlphaF: 1e-3 + rng.Float64()*0.05, BetaF: 0.5 + rng.Float64()*30, B: 8 + float64(rng.IntN(249)), Theta: 50 + rng.Float64()*4000}
		got, err := RatioPaper(m)
		if err != nil {
			t.Fatal(err)
		}
		tA, tC := m.AlphaA*m.B*m.Theta+m.BetaA, m.AlphaC*m.B+m.BetaC
		aB := m.AlphaF * m.B
		terms := [3]float64{max(0, (tA-m.BetaF)/aB), max(0, (tC-m.BetaF)/aB), math.Sqrt(m.BetaF / aB)}
		if d := max(math.Abs(got.RA-terms[0]), math.Abs(got.RC-terms[1]), math.Abs(got.RPeak-terms[2])); d > 1e-9*(1+got.RStar) {
			t.Fatalf("%+v: terms %v, want %v", m, [3]float64{got.RA, got.RC, got.RPeak}, terms)
		}
		perInstance := func(r float64) float64 { return r * m.B / ((r + 1) * max(tA, tC, m.AlphaF*r*m.B+m.BetaF)) }
		best, arg := 0.0, 0.0
		for r := got.RStar / 2000; r <= 4*got.RStar+1; r += got.RStar / 2000 {
			if v := perInstance(r); v > best {
				best, arg = v, r
			}
		}
		if perInstance(got.RStar) < best*(1-1e-9) || math.Abs(arg-got.RStar) > got.RStar/500+1e-9 {
			t.Fatalf("%+v: r*=%.6g (rate %.6g), grid argmax %.6g (rate %.6g)", m, got.RStar, perInstance(got.RStar), arg, best)
		}
		curves := RatioOnCurves(tA, tC, func(r float64) float64 { return m.AlphaF*r*m.B + m.BetaF }, 1, 1, 4*got.RStar+1)
		if math.Abs(curves.RStar-got.RStar) > 1e-4*got.RStar || curves.Regime != got.Regime {
			t.Fatalf("%+v: RatioOnCurves r*=%.6g %s, Theorem 4.4 %.6g %s", m, curves.RStar, curves.Regime, got.RStar, got.Regime)
		}
	}
}

// TestRatioPaperTrends checks the two scalings the paper draws from Theorem 4.4: when the FFN is the
// bottleneck r* = r_peak falls as 1/sqrt(B), and when attention is, r* = r_A rises with the per-slot
// load θ at α_A/α_F per token.
func TestRatioPaperTrends(t *testing.T) {
	ffn := PaperModel{AlphaA: 1e-5, BetaA: 1, AlphaF: 0.01, BetaF: 40, B: 16, Theta: 100}
	small, _ := RatioPaper(ffn)
	ffn.B *= 4
	large, _ := RatioPaper(ffn)
	if small.Regime != "ffn" || large.Regime != "ffn" || math.Abs(small.RStar/large.RStar-2) > 1e-9 {
		t.Errorf("FFN-bound r* at B=16 %.6g (%s), at B=64 %.6g (%s): want a ratio of exactly 2", small.RStar, small.Regime, large.RStar, large.Regime)
	}
	att := PaperModel{AlphaA: 3e-4, BetaA: 2, AlphaF: 0.02, BetaF: 5, B: 64, Theta: 1000}
	short, _ := RatioPaper(att)
	att.Theta += 500
	long, _ := RatioPaper(att)
	if short.Regime != "attention" || long.Regime != "attention" || math.Abs((long.RStar-short.RStar)/500-att.AlphaA/att.AlphaF) > 1e-12 {
		t.Errorf("attention-bound r* at θ=1000 %.6g (%s), at θ=1500 %.6g (%s): want a slope of α_A/α_F = %.6g", short.RStar, short.Regime, long.RStar, long.Regime, att.AlphaA/att.AlphaF)
	}
}

func TestRatioPaperRejects(t *testing.T) {
	ok := PaperModel{AlphaA: 1e-4, BetaA: 1, AlphaF: 0.01, BetaF: 5, B: 32, Theta: 100}
	for _, tc := range []struct {
		edit func(*PaperModel)
		want string
	}{
		{func(m *PaperModel) { m.AlphaF = 0 }, "alpha_f = 0, expected a positive number"},
		{func(m *PaperModel) { m.B = -3 }, "b = -3, expected a positive number"},
		{func(m *PaperModel) { m.Theta = math.NaN() }, "theta = NaN, expected a number at least 0"},
		{func(m *PaperModel) { m.BetaC = math.Inf(1) }, "beta_c = +Inf, expected a number at least 0"},
	} {
		m := ok
		tc.edit(&m)
		if _, err := RatioPaper(m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("RatioPaper(%+v) = %v, want an error containing %q", m, err, tc.want)
		}
	}
}

func TestStationaryLoad(t *testing.T) {
	// One request: a 100-token prompt decoding 5 steps holds 100..104 tokens, 102 on average.
	if got, err := StationaryLoad([]int{100}, []int{5}); err != nil || got != 102 {
		t.Errorf("one request: %v, %v; want 102", got, err)
	}
	// Weighted by steps, not requests: (10) and (0, 1, 2) make 13 tokens over 4 steps.
	if got, err := StationaryLoad([]int{10, 0}, []int{1, 3}); err != nil || got != 3.25 {
		t.Errorf("two requests: %v, %v; want 3.25", got, err)
	}
	// Geometric decode lengths (each step ends a request with probability q) and prompts uniform on
	// 0..200: θ tends to μ_P + (1−q)/q = 100 + 49, the v1 closed form T̄/B = μ_P + μ_D.
	rng := rand.New(rand.NewPCG(5, 6))
	const q, n = 0.02, 200000
	prompts, decodes := make([]int, n), make([]int, n)
	for i := range prompts {
		prompts[i] = rng.IntN(201)
		decodes[i] = 1 + int(math.Floor(math.Log(1-rng.Float64())/math.Log(1-q)))
	}
	if got, err := StationaryLoad(prompts, decodes); err != nil || math.Abs(got-149)/149 > 0.01 {
		t.Errorf("geometric: %v, %v; want 149 within 1%%", got, err)
	}
	for _, tc := range []struct {
		p, d []int
		want string
	}{
		{nil, nil, "0 prompt lengths and 0 decode lengths, expected the same number, at least one"},
		{[]int{1, 2}, []int{1}, "2 prompt lengths and 1 decode lengths"},
		{[]int{5, -1}, []int{1, 1}, "request 1 has a prompt of -1 tokens"},
		{[]int{5}, []int{0}, "request 0 has a prompt of 5 tokens and 0 decode steps, expected"},
	} {
		if _, err := StationaryLoad(tc.p, tc.d); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("StationaryLoad(%v, %v) = %v, want an error containing %q", tc.p, tc.d, err, tc.want)
		}
	}
}
