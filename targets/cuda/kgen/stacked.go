package kgen

import "afdc/ir"

// Two linears of one input as one GEMM. DeepSeek's q_a (7,168 → 1,536) and kv_a (7,168 → 576)
// read the same activations. Past the decode kernels' rows each went to cuBLAS alone, and at 24 to
// 256 rows cuBLAS takes 13–15 µs for each on an H200 whichever algorithm its heuristic offers,
// though they read 22 and 8 MB: a GEMM that narrow has too few output tiles to keep the memory
// busy. Over the two weights stacked (q_a's rows, then kv_a's) one GEMM takes 14–17 µs for both
// (docs/perf.md). Its result holds both outputs side by side in each row, and the norm that alone
// reads the first (the q_a norm) reads it there and copies the second's columns out to where the
// second's result lives (RMSNormSpec.Tail), so every other reader finds the results as before.

// StackedLinear is a pair of linears run as one GEMM over their stacked weights: Lead, whose
// weight comes first and whose result only Norm reads, and Tail, the other op of its decode group
// (LinearGroups), whose result Norm's launch writes.
type StackedLinear struct {
	Lead, Tail, Norm *ir.Op
}

// StackedLinears lists the pairs of f that run as one GEMM past the decode kernels' rows: groups
// (LinearGroups(f), or the subset of it a runtime takes) of two linears of two weights, without
// bias and with one GEMM form, whose first op's result is read by one RMS norm alone, a plain norm
// of one group a row (not one run with a rope, NormRopes), that comes before every reader of the
// second op's result, where the norm's kernel takes the shapes (StackedNormSpec). A weight is
// stacked once: a pair with a weight of an earlier pair is left out (its weights could not lie one
// after the other).
func StackedLinears(f *ir.Func, groups [][]*ir.Op) []StackedLinear {
	uses := f.Uses()
	at := map[*ir.Op]int{}
	users := map[*ir.Value][]*ir.Op{}
	for i, op := range f.Body {
		at[op] = i
		for _, a := range op.Args {
			users[a] = append(users[a], op)
		}
	}
	roped := map[*ir.Op]bool{}
	for _, p := range NormRopes(f) {
		roped[p[0]] = true
	}
	var out []StackedLinear
	stacked := map[*ir.Param]bool{}
	for _, g := range groups {
		if len(g) != 2 {
			continue
		}
		lead, tail := g[0], g[1]
		if lead.Weights[0] == tail.Weights[0] || stacked[lead.Weights[0]] || stacked[tail.Weights[0]] || LinearBias(lead) != nil || LinearBias(tail) != nil || GEMMForm(lead) != GEMMForm(tail) ||
			lead.Result.Type.DType != tail.Result.Type.DType || uses[lead.Result] != 1 || len(users[lead.Result]) != 1 {
			continue // (one use that is no op's: the function returns the lead's result)
		}
		norm := users[lead.Result][0]
		if norm.Kind != ir.OpRMSNorm || roped[norm] {
			continue
		}
		normFirst := at[norm] > at[lead]
		for _, u := range users[tail.Result] {
			normFirst = normFirst && at[u] > at[norm]
		}
		s := StackedLinear{Lead: lead, Tail: tail, Norm: norm}
		if _, ok := StackedNormSpec(s); ok && normFirst {
			out = append(out, s)
			stacked[lead.Weights[0]], stacked[tail.Weights[0]] = true, true
		}
	}
	return out
}

// StackedNormSpec is the norm kernel of pair s: s.Norm's plain kernel over rows of the stacked
// result, with the tail's columns copied out; ok where that norm is one group a row over the lead's
// whole width, takes its groups 8 values a load, and the tail's width is a multiple of 8.
func StackedNormSpec(s StackedLinear) (RMSNormSpec, bool) {
	ns, err := specFor(s.Norm)
	if err != nil || len(ns) == 0 {
		return RMSNormSpec{}, false
	}
	n, ok := ns[0].(RMSNormSpec)
	tw := width(s.Tail.Result.Type)
	if !ok || n.Residual || n.Rope != nil || n.Group != n.Width || n.Width != width(s.Lead.Result.Type) || tw%8 != 0 {
		return RMSNormSpec{}, false
	}
	n.Tail = tw
	if !n.vec() {
		return RMSNormSpec{}, false
	}
	return n, true
}
