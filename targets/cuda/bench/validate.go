package bench

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sort"

	"afdc/ir"
	"afdc/targets"
)

// plan --validate's arithmetic, apart from the device work so that it is tested without a GPU: the
// planner's step model of the slice's attention and FFN programs (targets.PriceRole, host-staged
// as afdc bench runs them) beside the bench's measured per-role step times.

// ValidateRow is one role at one batch: the plan's model, term by term, against the measurement.
type ValidateRow struct {
	Batch      int                `json:"batch"`
	Context    float64            `json:"context"`
	Role       string             `json:"role"`
	ModelMs    float64            `json:"model_ms"`
	Terms      []targets.CostTerm `json:"model_terms"`
	MeasuredMs float64            `json:"measured_ms"`
	Ratio      float64            `json:"ratio"` // measured / model
	Within     bool               `json:"within"`
}

// ValidateTolerance is plan --validate's bound: the model within 25 % of the measurement.
const ValidateTolerance = 0.25

// ValidateRows sets the cost model's per-role step time (targets.PriceRole on the attention and
// FFN programs, one GPU of prof, the exchange host-staged as the bench runs it) beside the measured
// one of each result: the FFN role's is the sum of its layers' FFN times (payload copies in and out
// included), the attention role's the split step less those. Each is priced at the mean context
// the timed steps had.
func ValidateRows(t targets.Target, attn, ffn *ir.Module, prof *targets.Profile, results []Result) ([]ValidateRow, error) {
	var rows []ValidateRow
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
			r := ValidateRow{Batch: res.Batch, Context: c, Role: rm.role, ModelMs: rc.Ms, Terms: rc.Terms, MeasuredMs: rm.ms}
			if rc.Ms > 0 {
				r.Ratio = rm.ms / rc.Ms
			}
			r.Within = rc.Ms > 0 && math.Abs(rm.ms-rc.Ms) <= ValidateTolerance*rm.ms
			rows = append(rows, r)
		}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Batch < rows[j].Batch })
	return rows, nil
}

// ReadReport reads a report bench --target cuda --json-file wrote and keeps its bf16 results at
// context and the given batches, every one of which it must hold.
func ReadReport(file string, context int, batches []int) (*Report, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var rep Report
	if err := json.Unmarshal(data, &rep); err != nil {
		return nil, fmt.Errorf("%s: %w, expected the JSON of afdc bench --target cuda", file, err)
	}
	var keep []Result
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
