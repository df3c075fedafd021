package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strings"
	"text/tabwriter"

	"afdc/ir"
	"afdc/targets"
)

// plan --validate's arithmetic, apart from the device work so that it is tested without a GPU: the
// planner's step model of the slice's attention and FFN programs (targets.PriceRole, host-staged
// as afdc bench runs them) beside the bench's measured per-role step times.

// validateRow is one role at one batch: the plan's model, term by term, against the measurement.
type validateRow struct {
	Batch      int                `json:"batch"`
	Context    float64            `json:"context"`
	Role       string             `json:"role"`
	ModelMs    float64            `json:"model_ms"`
	Terms      []targets.CostTerm `json:"model_terms"`
	MeasuredMs float64            `json:"measured_ms"`
	Ratio      float64            `json:"ratio"` // measured / model
	Within     bool               `json:"within"`
}

// validateTolerance is issue 12's bound: the model within 25 % of the measurement.
const validateTolerance = 0.25

// validateRows sets the cost model's per-role step time (targets.PriceRole on the attention and
// FFN programs, one GPU of prof, the exchange host-staged as the bench runs it) beside the measured
// one of each result: the FFN role's is the sum of its layers' FFN times (payload copies in and out
// included), the attention role's the split step less those. Each is priced at the mean context
// the timed steps had.
func validateRows(t targets.Target, attn, ffn *ir.Module, prof *targets.Profile, results []cudaResult) ([]validateRow, error) {
	var rows []validateRow
	for _, res := range results {
		c := float64(res.Context)
		if res.Measure.MeanContext > 0 {
			c = res.Measure.MeanContext // what the timed steps had
		}
		s := ir.Step{Tokens: float64(res.Batch), Seqs: float64(res.Batch), Context: c}
		ffnSum := 0.0
		for _, v := range res.Measure.FFNMs {
			ffnSum += v
		}
		if len(res.Measure.FFNMs) == 0 || res.Measure.SplitStepMs <= ffnSum {
			return nil, fmt.Errorf("batch %d: split step %.3f ms with FFN layers summing to %.3f ms, expected a split measurement with time outside the exchanges", res.Batch, res.Measure.SplitStepMs, ffnSum)
		}
		for _, rm := range []struct {
			role string
			mod  *ir.Module
			ms   float64
		}{{"attention", attn, res.Measure.SplitStepMs - ffnSum}, {"ffn", ffn, ffnSum}} {
			rc := targets.PriceRole(rm.mod, t, prof, s, targets.CostOptions{GPUs: 1, HostStaged: true, KeepFP8: res.Weights == "fp8"})
			r := validateRow{Batch: res.Batch, Context: c, Role: rm.role, ModelMs: rc.Ms, Terms: rc.Terms, MeasuredMs: rm.ms}
			if rc.Ms > 0 {
				r.Ratio = rm.ms / rc.Ms
			}
			r.Within = rc.Ms > 0 && math.Abs(rm.ms-rc.Ms) <= validateTolerance*rm.ms
			rows = append(rows, r)
		}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Batch < rows[j].Batch })
	return rows, nil
}

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

// readCudaReport reads a report bench --target cuda --json-file wrote and keeps its bf16 results at
// context and the given batches, every one of which it must hold.
func readCudaReport(file string, context int, batches []int) (*cudaReport, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var rep cudaReport
	if err := json.Unmarshal(data, &rep); err != nil {
		return nil, fmt.Errorf("%s: %w, expected the JSON of afdc bench --target cuda", file, err)
	}
	var keep []cudaResult
	for _, b := range batches {
		found := false
		for _, r := range rep.Results {
			if r.Weights == "bf16" && r.Context == context && r.Batch == b && len(r.Measure.FFNMs) > 0 {
				keep, found = append(keep, r), true
				break
			}
		}
		if !found {
			return nil, fmt.Errorf("%s: no bf16 result with per-layer FFN times at context %d, batch %d, expected one (run the bench with that context and batch, without --no-split)", file, context, b)
		}
	}
	rep.Results = keep
	return &rep, nil
}
