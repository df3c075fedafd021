package epbench

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// WriteJSON writes the report as indented JSON.
func WriteJSON(w io.Writer, rep *Report) error {
	b, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

// WriteText writes the report as a table per build and batch: per MoE layer the bytes and
// milliseconds of a step's dispatch and combine, the imbalance, and each rank's tokens, pairs and
// share of the pairs.
func WriteText(w io.Writer, rep *Report) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s", rep.Model)
	if rep.Weights != "" {
		fmt.Fprintf(&b, " (%s weights)", rep.Weights)
	}
	if rep.Device != "" {
		fmt.Fprintf(&b, " on %s", rep.Device)
	}
	fmt.Fprintf(&b, ": hidden %d (%s on the wire), top-%d of %d experts, %d stages; per step, means of %d timed steps; loopback TCP, host staging\n",
		rep.Hidden, rep.HiddenDType, rep.TopK, rep.Experts, rep.Stages, rep.Steps)
	for _, r := range rep.Runs {
		what := fmt.Sprintf("%d expert ranks", r.Ranks)
		if r.Ranks == 1 {
			what = "1 FFN rank (unsharded split: hidden rows out, FFN rows back)"
		}
		fmt.Fprintf(&b, "\n%s, batch %d: %.3f ms/step\n", what, r.Batch, r.StepMS)
		fmt.Fprintf(&b, "  %5s  %14s  %11s  %14s  %10s  %9s  %s\n", "layer", "dispatch bytes", "dispatch ms", "combine bytes", "combine ms", "imbalance", "per rank: tokens / pairs (share of pairs)")
		for _, l := range r.Layers {
			var ranks []string
			for _, rk := range l.Ranks {
				ranks = append(ranks, fmt.Sprintf("%d: %s / %s (%.3f)", rk.Rank, num(rk.Tokens), num(rk.Pairs), rk.Share))
			}
			fmt.Fprintf(&b, "  %5d  %14s  %11.3f  %14s  %10.3f  %9.3f  %s\n", l.Layer, num(l.DispatchBytes), l.DispatchMS, num(l.CombineBytes), l.CombineMS, l.Imbalance, strings.Join(ranks, ", "))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// num prints a per-step figure with thousands separators: whole when it is (to a tenth), else with
// one decimal.
func num(v float64) string {
	t := math.Round(v * 10)
	whole, tenth := int64(t)/10, int64(math.Abs(t))%10
	s := strconv.FormatInt(whole, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var out []byte
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	if neg || t < 0 && whole == 0 {
		out = append([]byte{'-'}, out...)
	}
	if tenth != 0 {
		out = append(out, '.', byte('0'+tenth))
	}
	return string(out)
}
