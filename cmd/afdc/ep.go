package main

import (
	"fmt"

	"afdc/compiler"
)

// expertParallel adds --ep and --expert-map to a compile's options. With --ep above 1 the router
// runs on the attention side, whatever --gate-on says (its default is the unsharded build's).
func (pf planFlags) expertParallel(o *compiler.BuildOptions) error {
	if pf.EP < 1 {
		return fmt.Errorf("--ep %d: expected 1 or more expert ranks (1 keeps every expert in each FFN process)", pf.EP)
	}
	if pf.ExpertMap != "" && pf.EP < 2 {
		return fmt.Errorf("--expert-map %s: expected --ep of 2 or more (the ranks it places experts on)", pf.ExpertMap)
	}
	if pf.EP < 2 {
		return nil
	}
	o.EP, o.GateOn = pf.EP, "attention"
	if pf.ExpertMap != "" {
		m, err := compiler.LoadExpertMap(pf.ExpertMap, pf.EP)
		if err != nil {
			return fmt.Errorf("--expert-map: %w", err)
		}
		o.ExpertMap = m
	}
	return nil
}

// epRows prints the expert ranks of an inspect report.
func epRows(row func(string, any), r *compiler.EPReport) {
	if r == nil {
		return
	}
	row("expert ranks", fmt.Sprintf("%d (activations priced at %d tokens a step)", r.Ranks, r.ActivationTokens))
	for _, m := range r.PerRank {
		row(fmt.Sprintf("  rank %d", m.Rank), fmt.Sprintf("%d experts over all moe layers, %s weight bytes, %s activation bytes, %s resident",
			m.Experts, group(m.Weights), group(m.Activations), group(m.Weights+m.Activations)))
	}
	if r.Fits != nil {
		verdict := "every rank fits"
		if !*r.Fits {
			verdict = "a rank does not fit"
		}
		row("expert ranks on "+r.Hardware, fmt.Sprintf("%s %s bytes; fewest ranks that fit: %s with the experts as stored, %s in bf16",
			verdict, group(r.MemoryBytes), orNoneN(r.MinEP), orNoneN(r.MinEPBF16)))
	}
}

func orNoneN(n int) string {
	if n == 0 {
		return "none"
	}
	return fmt.Sprint(n)
}
