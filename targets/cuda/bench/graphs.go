package bench

import (
	"fmt"
	"io"
	"slices"

	"afdc/targets/cuda"
)

// The CUDA decode benchmark's graphs and op-time passes (afdc bench --target cuda --graphs,
// --op-times): each runs the monolithic configurations again on the same backend, after the eager
// figures, so neither disturbs them (events around every op add time; graphs replace launches).

// opTimesTop is how many entries of the breakdown a configuration prints (the JSON holds them all).
const opTimesTop = 12

// graphPass times the monolithic decode steps again with CUDA graphs on and returns the figures by
// (context, batch), each with what the graph cache did during its timed steps; batches past the
// largest bucket are left out. The sequences are filled as for the eager figures (the same
// DecodeLead), so the contexts match.
func graphPass(o Options, be *cuda.Backend, maxBatch int) (map[[2]int]Measure, error) {
	if err := be.SetGraphs(true); err != nil {
		return nil, err
	}
	defer be.SetGraphs(false)
	// Batches past the largest bucket would run eagerly again: skipped.
	o.maxBatch = slices.Max(cuda.DefaultGraphBuckets)
	fmt.Fprintln(o.Log, "graphs on:")
	return decodeTimes(o, be, nil, maxBatch)
}

// opTimesPass runs the monolithic decode steps again with the per-op breakdown on and returns it by
// (context, batch), per step.
func opTimesPass(o Options, be *cuda.Backend, maxBatch int) (map[[2]int][]cuda.OpTime, error) {
	be.SetOpTimes(true)
	defer be.SetOpTimes(false)
	fmt.Fprintln(o.Log, "op times (events around every op and kernel; these step times are not reported):")
	m, err := decodeTimes(o, be, nil, maxBatch)
	if err != nil {
		return nil, err
	}
	out := map[[2]int][]cuda.OpTime{}
	for k, v := range m {
		out[k] = v.OpTimes
	}
	return out, nil
}

// timedStart is called before each decode step of a configuration: the breakdown and the graph
// counts start from the first timed step (n == 2), after the untimed ones.
func timedStart(be *cuda.Backend, n int, graphs *cuda.GraphStats) {
	if n == 2 {
		be.ResetOpTimes()
		*graphs = be.GraphStats()
	}
}

// timedEnd adds the breakdown (per step, every entry; the text report prints the top ones) and the graph counts of the timed steps
// to a configuration's measurement.
func timedEnd(be *cuda.Backend, m *Measure, steps int, graphsBefore cuda.GraphStats) {
	for _, t := range be.LayerTimes() {
		if m.LayerMs == nil {
			m.LayerMs = map[string]float64{}
		}
		m.LayerMs[t.Name] = t.Ms / float64(t.Count)
		m.PartsMs += t.Ms / float64(steps)
	}
	for _, t := range be.OpTimes() {
		t.Ms /= float64(steps)
		t.Count /= steps
		m.OpTimes = append(m.OpTimes, t)
	}
	if st := be.GraphStats(); st != (cuda.GraphStats{}) {
		d := cuda.GraphStats{Replays: st.Replays - graphsBefore.Replays, Captures: st.Captures - graphsBefore.Captures,
			Updates: st.Updates - graphsBefore.Updates, Refused: st.Refused - graphsBefore.Refused,
			Eager: st.Eager - graphsBefore.Eager, Ineligible: st.Ineligible - graphsBefore.Ineligible}
		if d.Eager > 0 {
			d.LastEager = st.LastEager
		}
		m.Graphs = &d
	}
}

// graphResult is a configuration's graphs-on figure as a report row: the monolithic step only (the
// split programs run eagerly).
func graphResult(res Result, g Measure, bw float64) Result {
	res.Graphs = true
	res.Measure = g
	roof := res.Bytes.Step / bw * 1e3
	res.Rows = []Row{{Kind: "step (monolithic)", Ms: g.StepMs, Bytes: res.Bytes.Step, RooflineMs: roof, Ratio: g.StepMs / roof}}
	return res
}

// writeGraphsAndOpTimes prints what a configuration's timed graph steps did, its step time against
// the eager one of the same configuration (eagerStepMs, 0 if none), and its op-time breakdown.
func writeGraphsAndOpTimes(w io.Writer, res Result, eagerStepMs float64) {
	if g := res.Measure.Graphs; g != nil && res.Graphs {
		ratio := 0.0
		if eagerStepMs > 0 {
			ratio = res.Measure.StepMs / eagerStepMs
		}
		fmt.Fprintf(w, "  graphs: step %.3f ms = %.2fx the eager step; timed steps: %d replayed, %d captured, %d updated (%d refused), %d eager, %d not graph steps\n",
			res.Measure.StepMs, ratio, g.Replays, g.Captures, g.Updates, g.Refused, g.Eager, g.Ineligible)
		if g.LastEager != "" {
			fmt.Fprintf(w, "  graphs: the last eager step's reason: %s\n", g.LastEager)
		}
	}
	if len(res.Measure.OpTimes) > 0 {
		fmt.Fprintf(w, "  op times per step (device, CUDA events; an op includes its kernels), top %d:\n", opTimesTop)
		for _, t := range res.Measure.OpTimes[:min(len(res.Measure.OpTimes), opTimesTop)] {
			fmt.Fprintf(w, "    %9.3f ms  %4d/step  %s\n", t.Ms, t.Count, t.Name)
		}
	}
}

// eagerStep is the graphs-off monolithic step time of res's configuration in the report, 0 if none.
func eagerStep(r *Report, res Result) float64 {
	for _, o := range r.Results {
		if !o.Graphs && o.Weights == res.Weights && o.Context == res.Context && o.Batch == res.Batch {
			return o.Measure.StepMs
		}
	}
	return 0
}
