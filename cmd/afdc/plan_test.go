package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInspectModelledStep checks inspect's modelled line: the exchange is the wire bytes of the
// batch over the H200's NVLink plus a latency per layer, and the FFN step grows with the batch as
// more experts are touched.
func TestInspectModelledStep(t *testing.T) {
	step := func(batch string) (att, ffn, ex float64) {
		out, stderr, code := afdcRun("inspect", "-m", "deepseek-v3", "--target", "cuda", "--hardware", "h200", "--batch", batch, "--json")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		var r struct {
			StepTime struct {
				AttentionMs float64 `json:"attention_ms"`
				FFNMs       float64 `json:"ffn_ms"`
				ExchangeMs  float64 `json:"exchange_ms"`
			} `json:"step_time"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		return r.StepTime.AttentionMs, r.StepTime.FFNMs, r.StepTime.ExchangeMs
	}
	a8, f8, x8 := step("8")
	a256, f256, x256 := step("256")
	// 61 layers of 7168 bf16 each way; NVLink 450 GB/s each way; 10 us latency per layer.
	for _, c := range []struct{ b, got float64 }{{8, x8}, {256, x256}} {
		want := (c.b*61*7168*2/450e9 + 61*10e-6) * 1e3
		if math.Abs(c.got-want) > 1e-3*want {
			t.Errorf("exchange at batch %v: %v ms, want %v", c.b, c.got, want)
		}
	}
	if !(a256 > a8 && f256 > f8 && a8 > 0 && f8 > 0) {
		t.Errorf("step times attention %v -> %v, ffn %v -> %v ms from batch 8 to 256, expected both to grow", a8, a256, f8, f256)
	}
	out, _, _ := afdcRun("inspect", "-m", "deepseek-v3", "--target", "cuda", "--hardware", "h200")
	if !strings.Contains(out, "modelled step") || !strings.Contains(out, "(h200, batch 64, context 4096)") {
		t.Errorf("inspect lacks the modelled step line:\n%s", out)
	}
}

// TestPlanCommand runs plan on DeepSeek-V3 and GLM-4.5 at 50 ms and checks the plan keeps its own
// bounds, then the text form, the SVG and the errors.
func TestPlanCommand(t *testing.T) {
	for _, m := range []string{"deepseek-v3", "glm-4.5"} {
		out, stderr, code := afdcRun("plan", "-m", m, "--hardware", "h200", "--tpot-ms", "50", "--json")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", m, code, stderr)
		}
		var p struct {
			TPOTModel float64 `json:"tpot_model_ms"`
			Attention struct {
				Batch          int `json:"batch"`
				MaxBatchMemory int `json:"max_batch_memory"`
			} `json:"attention"`
			FFN   struct{ Batch int } `json:"ffn"`
			Ratio struct {
				RA, RC, RPeak, RStar float64
				R                    int
			} `json:"ratio"`
			Stages struct{ S int } `json:"stages"`
		}
		if err := json.Unmarshal([]byte(out), &p); err != nil {
			t.Fatal(err)
		}
		if p.TPOTModel > 50 || p.Ratio.R < 1 || p.Stages.S < 1 || p.FFN.Batch < p.Attention.Batch || p.Attention.Batch > p.Attention.MaxBatchMemory {
			t.Errorf("%s: plan %s", m, out)
		}
	}
	// The FP8 cache: DeepSeek-V3's 61 layers of 656-byte rows where bf16 takes 1,152 a layer, so
	// the attention GPU's memory holds more sequences; GLM-4.5 (grouped-query attention) is refused.
	kvPlan := func(kv string) (perSeq float64, maxBatch int) {
		t.Helper()
		out, stderr, code := afdcRun("plan", "-m", "deepseek-v3", "--context", "32768", "--kv-cache", kv, "--json")
		if code != 0 {
			t.Fatalf("--kv-cache %s: exit %d: %s", kv, code, stderr)
		}
		var p struct {
			KVCache   string `json:"kv_cache"`
			Attention struct {
				KVBytesPerSeq  float64 `json:"kv_bytes_per_seq"`
				MaxBatchMemory int     `json:"max_batch_memory"`
			} `json:"attention"`
		}
		if err := json.Unmarshal([]byte(out), &p); err != nil {
			t.Fatal(err)
		}
		// The plan says which cache it priced, for serve and deploy k8s to build with.
		if want := map[string]string{"auto": "", "fp8": "fp8"}[kv]; p.KVCache != want {
			t.Errorf("--kv-cache %s: the plan's kv_cache %q, expected %q", kv, p.KVCache, want)
		}
		return p.Attention.KVBytesPerSeq, p.Attention.MaxBatchMemory
	}
	bfSeq, bfMax := kvPlan("auto")
	f8Seq, f8Max := kvPlan("fp8")
	if want := 61.0 * 1152 * 32768; bfSeq != want {
		t.Errorf("--kv-cache auto: %g KV bytes a sequence, expected %g", bfSeq, want)
	}
	if want := 61.0 * 656 * 32768; f8Seq != want {
		t.Errorf("--kv-cache fp8: %g KV bytes a sequence, expected %g", f8Seq, want)
	}
	if f8Max <= bfMax {
		t.Errorf("--kv-cache fp8: %d sequences fit the attention GPUs' memory, the bf16 cache %d; expected more", f8Max, bfMax)
	}
	if _, stderr, code := afdcRun("plan", "-m", "glm-4.5", "--kv-cache", "fp8"); code == 0 || !strings.Contains(stderr, "MLA attention only") {
		t.Errorf("plan GLM-4.5 --kv-cache fp8: exit %d, %s; expected the MLA-only refusal", code, stderr)
	}
	svg := filepath.Join(t.TempDir(), "plan.svg")
	out, stderr, code := afdcRun("plan", "-m", "deepseek-v3", "--svg", svg, "--gpus", "64")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"layer budget", "r*=", "closed form", "searched with B", "tokens/s/GPU", "monolithic", "on --gpus"} {
		if !strings.Contains(out, want) {
			t.Errorf("plan output lacks %q:\n%s", want, out)
		}
	}
	if b, err := os.ReadFile(svg); err != nil || !strings.HasPrefix(string(b), "<svg") {
		t.Errorf("--svg wrote %q, %v", b, err)
	}
	// A plan that fails leaves no plot file behind.
	failed := filepath.Join(t.TempDir(), "failed.svg")
	if _, _, code := afdcRun("plan", "-m", "deepseek-v3", "--svg", failed, "--tpot-ms", "1"); code == 0 {
		t.Errorf("plan --tpot-ms 1 succeeded, expected no plan under the bound")
	}
	if _, err := os.Stat(failed); err == nil {
		t.Errorf("a failed plan left its --svg file %s", failed)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--validate", "--target", "ascend", "--hardware", "ascend-910c"}, "--validate: target ascend, expected cuda"},
		{[]string{"--tpot-ms", "0"}, "--tpot-ms 0: expected a positive finite number"},
		{[]string{"--tpot-ms=NaN"}, "--tpot-ms NaN: expected a positive finite number"},
		{[]string{"--tpot-ms=Inf"}, "--tpot-ms +Inf: expected a positive finite number"},
		{[]string{"--context=NaN"}, "--context NaN: expected a finite count"},
		{[]string{"--context=-1"}, "--context -1: expected a finite count"},
		{[]string{"--hardware", "h300"}, `unknown hardware "h300"`},
		{[]string{"--hardware", "ascend-910c"}, "--hardware ascend-910c: a device of target [ascend], expected one of target cuda"},
		{[]string{"--tpot-ms", "1"}, "over --tpot-ms 1"},
		{[]string{"--gpus", "3"}, "--gpus 3: one attention instance"},
		{[]string{"--validate-from", "plan_test.go"}, "plan_test.go: it is read only with --validate"},
		// The plot's path is checked before the search (which --tpot-ms 1 would fail).
		{[]string{"--svg", filepath.Join(t.TempDir(), "no-such-folder", "p.svg"), "--tpot-ms", "1"}, "--svg: open"},
	} {
		_, stderr, code := afdcRun(append([]string{"plan", "-m", "deepseek-v3"}, tc.args...)...)
		if code == 0 || !strings.Contains(stderr, tc.want) {
			t.Errorf("plan %v: exit %d, stderr %q, expected %q", tc.args, code, stderr, tc.want)
		}
	}
}
