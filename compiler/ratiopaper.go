package compiler

import (
	"fmt"
	"math"
)

// PaperModel is the rA–1F analysis in its published parameterisation (Song et al., arXiv 2601.21351,
// §4 of v1: Lemma 4.1, Proposition 4.3, Theorem 4.4; the renewal-reward θ of v3). Every step time is a
// line fitted to traces:
//
//	t_A(T) = AlphaA·T + BetaA   one attention instance holding T tokens of KV over its B slots
//	t_C(B) = AlphaC·B + BetaC   the exchange of one attention instance's B tokens
//	t_F(M) = AlphaF·M + BetaF   the FFN instance on M = r·B aggregated tokens
//
// and the attention side is priced at its long-run mean load T̄ = B·Theta, Theta being the per-slot
// stationary token load (v1: μ_P + μ_D for geometric decode lengths; v3: StationaryLoad of a trace).
// Instances are counted, not GPUs: the objective is tokens per step per instance, r·B/((r+1)·τ).
type PaperModel struct {
	AlphaA, BetaA float64
	AlphaC, BetaC float64
	AlphaF, BetaF float64
	B             float64 // slots (sequences) per attention instance
	Theta         float64 // per-slot stationary token load
}

// Linear is the model in the planner's terms: the attention and exchange steps at the mean load, and
// one GPU per instance, which turns the planner's per-GPU rate into the paper's per-instance rate.
func (m PaperModel) Linear() Linear {
	return Linear{B: m.B, TA: m.AlphaA*m.B*m.Theta + m.BetaA, TC: m.AlphaC*m.B + m.BetaC,
		AlphaF: m.AlphaF, BetaF: m.BetaF, GA: 1, GF: 1}
}

// RatioPaper is Theorem 4.4's r* = max{r_A, r_C, r_peak} with
//
//	r_A    = (t̄_A − β_F)/(α_F·B),  t̄_A = α_A·B·θ + β_A
//	r_C    = (t̄_C − β_F)/(α_F·B),  t̄_C = α_C·B + β_C
//	r_peak = sqrt(β_F/(α_F·B)).
//
// It is RatioLinear on m.Linear(): the planner's rule with g_A = g_F = 1 is the paper's rule, term for
// term. A negative r_A or r_C (the FFN's weight floor alone outlasts that step) is reported as 0, which
// never changes the maximum because r_peak > 0.
func RatioPaper(m PaperModel) (PlanRatio, error) {
	for _, f := range []struct {
		name string
		v    float64
		zero bool // zero allowed
	}{
		{"alpha_a", m.AlphaA, true}, {"beta_a", m.BetaA, true}, {"alpha_c", m.AlphaC, true}, {"beta_c", m.BetaC, true},
		{"alpha_f", m.AlphaF, false}, {"beta_f", m.BetaF, false}, {"b", m.B, false}, {"theta", m.Theta, true},
	} {
		if math.IsNaN(f.v) || math.IsInf(f.v, 0) || f.v < 0 || (f.v == 0 && !f.zero) {
			want := "a positive number"
			if f.zero {
				want = "a number at least 0"
			}
			return PlanRatio{}, fmt.Errorf("rA-1F model: %s = %v, expected %s", f.name, f.v, want)
		}
	}
	return RatioLinear(m.Linear()), nil
}

// StationaryLoad is the paper's (v3) nonparametric estimate of θ from a request trace: the mean
// context a decode slot carries, averaged over decode steps rather than over requests. A request with
// a prompt of p tokens that decodes for d steps holds p, p+1, …, p+d−1 tokens at its steps, a sum of
// d·p + d(d−1)/2, and occupies its slot for d steps; by the renewal-reward theorem the slot's long-run
// mean load is Σ(d·p + d(d−1)/2) / Σd. When every step ends a request with probability q (a geometric
// decode length) it tends to μ_P + (1−q)/q, which v1 writes μ_P + μ_D and uses as T̄/B.
func StationaryLoad(prompts, decodes []int) (float64, error) {
	if len(prompts) == 0 || len(prompts) != len(decodes) {
		return 0, fmt.Errorf("stationary load: %d prompt lengths and %d decode lengths, expected the same number, at least one", len(prompts), len(decodes))
	}
	var load, steps float64
	for i := range prompts {
		p, d := prompts[i], decodes[i]
		if p < 0 || d < 1 {
			return 0, fmt.Errorf("stationary load: request %d has a prompt of %d tokens and %d decode steps, expected a prompt of at least 0 and at least 1 step", i, p, d)
		}
		fp, fd := float64(p), float64(d)
		load += fd*fp + fd*(fd-1)/2
		steps += fd
	}
	return load / steps, nil
}
