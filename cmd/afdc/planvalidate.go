package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"afdc/targets"
	"afdc/targets/cuda/bench"
)

// plan --validate's printing; its arithmetic is bench.ValidateRows.

type validateRow = bench.ValidateRow

// writeValidate prints validateRows, each with the model's terms, and whether every one is within
// the bound.
func writeValidate(w io.Writer, rows []validateRow) (bool, error) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := []string{"batch", "role", "model ms", "measured ms", "measured/model", "within 25%"}
	for _, t := range targets.Terms {
		head = append(head, t)
	}
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	all := len(rows) > 0
	for _, r := range rows {
		yes := "yes"
		if !r.Within {
			yes, all = "NO", false
		}
		fmt.Fprintf(tw, "%d\t%s\t%.3f\t%.3f\t%.2f\t%s\t", r.Batch, r.Role, r.ModelMs, r.MeasuredMs, r.Ratio, yes)
		for _, name := range targets.Terms {
			fmt.Fprintf(tw, "%.3f\t", targets.RoleCost{Terms: r.Terms}.Term(name))
		}
		fmt.Fprintln(tw)
	}
	if err := tw.Flush(); err != nil {
		return false, err
	}
	_, err := fmt.Fprintln(w, "model terms in ms: gemm (cuBLAS: weights at gemm_bytes_per_s, the routed experts' at routed_gemm_bytes_per_s, at least gemm_floor_s a call), attention (KV and weights at memory_bytes_per_s, FLOPs at attention_flops_per_s), streaming (expert weights at streaming_bytes_per_s), kernels (other generated kernels at memory_bytes_per_s), launch (launches x launch_s), sync (host waits x sync_s), host (copies at host_bytes_per_s, host-staged payloads at staged_bytes_per_s)")
	return all, err
}
