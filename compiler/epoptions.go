package compiler

import (
	"fmt"
	"strings"

	"afdc/targets"
)

// SetExpertParallel sets --ep and --expert-map into o. With ep above 1 the router runs on the
// attention side, whatever o.GateOn says (its default is the unsharded build's); mapFile, when
// given, places the experts (LoadExpertMap).
func (o *BuildOptions) SetExpertParallel(ep int, mapFile string) error {
	if ep < 1 {
		return fmt.Errorf("--ep %d: expected 1 or more expert ranks (1 keeps every expert in each FFN process)", ep)
	}
	if mapFile != "" && ep < 2 {
		return fmt.Errorf("--expert-map %s: expected --ep of 2 or more (the ranks it places experts on)", mapFile)
	}
	if ep < 2 {
		return nil
	}
	o.EP, o.GateOn = ep, "attention"
	if mapFile != "" {
		m, err := LoadExpertMap(mapFile, ep)
		if err != nil {
			return fmt.Errorf("--expert-map: %w", err)
		}
		o.ExpertMap = m
	}
	return nil
}

// CheckExpertParallelBuild refuses executables of an --ep build for a target whose role
// executables cannot run an expert-parallel program yet (its Info says so), naming the targets
// that can; graph, inspect and plan take --ep for every target.
func CheckExpertParallelBuild(target string, ep int) error {
	if ep < 2 {
		return nil
	}
	t, err := targets.Lookup(target)
	if err != nil {
		return err
	}
	if t.Info().ExpertParallel {
		return nil
	}
	var can []string
	for _, n := range targets.Names() {
		if u, err := targets.Lookup(n); err == nil && u.Info().ExpertParallel {
			can = append(can, n)
		}
	}
	return fmt.Errorf("--ep %d with --target %s: the %s executables cannot run an expert-parallel program yet, expected --target %s (graph, inspect and plan take --ep for every target)",
		ep, target, target, strings.Join(can, " or "))
}

// Rows are the report's lines as inspect prints them, label and value, with group formatting byte
// counts; none for a report of no expert ranks.
func (r *EPReport) Rows(group func(int64) string) [][2]string {
	if r == nil {
		return nil
	}
	rows := [][2]string{{"expert ranks", fmt.Sprintf("%d (activations priced at %d tokens a step)", r.Ranks, r.ActivationTokens)}}
	for _, m := range r.PerRank {
		rows = append(rows, [2]string{fmt.Sprintf("  rank %d", m.Rank), fmt.Sprintf("%d experts over all moe layers, %s weight bytes, %s activation bytes, %s resident",
			m.Experts, group(m.Weights), group(m.Activations), group(m.Weights+m.Activations))})
	}
	if r.Fits != nil {
		verdict := "every rank fits"
		if !*r.Fits {
			verdict = "a rank does not fit"
		}
		rows = append(rows, [2]string{"expert ranks on " + r.Hardware, fmt.Sprintf("%s %s bytes; fewest ranks that fit: %s with the experts as stored, %s in bf16",
			verdict, group(r.MemoryBytes), orNoneN(r.MinEP), orNoneN(r.MinEPBF16))})
	}
	return rows
}

func orNoneN(n int) string {
	if n == 0 {
		return "none"
	}
	return fmt.Sprint(n)
}
