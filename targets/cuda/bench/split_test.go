package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"afdc/targets/cuda"
	"afdc/targets/cuda/ncclslice"
	"afdc/targets/cuda/ncclxport"
)

// TestParseGPUs: --gpus takes two different ordinals, the attention's first.
func TestParseGPUs(t *testing.T) {
	a, f, err := ParseGPUs("0, 3")
	if err != nil || a != 0 || f != 3 {
		t.Errorf(`ParseGPUs("0, 3") = %d, %d, %v; expected 0, 3`, a, f, err)
	}
	for _, tc := range []struct{ in, want string }{
		{"1,1", "GPU 1 twice, expected two different GPUs"},
		{"0", "1 values, expected two device ordinals A,F"},
		{"0,1,2", "3 values, expected two device ordinals"},
		{"0,x", `"x" is not a device ordinal, expected an integer ≥ 0`},
		{"-1,0", `"-1" is not a device ordinal`},
	} {
		if _, _, err := ParseGPUs(tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseGPUs(%q) = %v, expected %q", tc.in, err, tc.want)
		}
	}
}

// cannedNCCLReport is a two-configuration report with figures chosen so that one is within the
// issue's ratio and one is not.
func cannedNCCLReport() *SplitReport {
	x := []ncclxport.Exchange{
		{Layer: 0, Stage: 0, Dir: "recv", Count: 16, Bytes: 16 * 458752, Timed: 16, Nanos: 16 * 120_000},
		{Layer: 0, Stage: 0, Dir: "send", Count: 16, Bytes: 16 * 458752, Timed: 16, Nanos: 16 * 30_000},
		{Layer: 3, Stage: 1, Dir: "send", Count: 16, Bytes: 16 * 458752, Timed: 16, Nanos: 16 * 20_000},
	}
	rep := &SplitReport{Model: "deepseek-v3, 4 layers (1 dense)", AttentionGPU: 0, FFNGPU: 1, AttentionDevice: "Fake GPU", FFNDevice: "Fake GPU",
		Stages: 2, Steps: 16, NVLS: "0", LinkGBs: 358.4, LinkBytes: 1 << 30, HiddenExchangeRatio: hiddenExchangeRatio}
	for _, r := range []ncclslice.Result{
		{Batch: 64, Context: 1024, Stages: 2, Steps: 16, SplitStepMs: 29.81, AttentionMs: 23.48, FFNMs: 7.87, Ratio: 29.81 / 23.48, AttentionX: x},
		{Batch: 8, Context: 1024, Stages: 2, Steps: 16, SplitStepMs: 10.5, AttentionMs: 6, FFNMs: 10, Ratio: 1.05},
	} {
		rep.Results = append(rep.Results, SplitResult{Weights: "bf16", Result: r, AttentionTransfers: ncclslice.Transfers(r.AttentionX, rep.LinkGBs)})
	}
	return rep
}

// TestNCCLReportFormat: the table carries each configuration's times, ratio and verdict against
// 1.15, and the exchanges per layer, stage and direction with bytes / link bandwidth; the JSON
// carries the same figures under stable names.
func TestNCCLReportFormat(t *testing.T) {
	rep := cannedNCCLReport()
	var out bytes.Buffer
	if err := WriteSplitReport(&out, rep); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{
		"attention on GPU 0 (Fake GPU), FFN on GPU 1 (Fake GPU), 2 stages, 16 timed decode steps per configuration; NCCL_NVLS_ENABLE=0",
		"link GPU 0 -> GPU 1: 358.4 GB/s (NCCL send/recv of 1024 MiB, this run)",
		"per step: send 0.050 ms device, 0.003 ms at the link; recv 0.120 ms device, 0.001 ms at the link",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("report lacks %q:\n%s", want, s)
		}
	}
	rows := map[string]bool{}
	for _, l := range strings.Split(s, "\n") {
		rows[strings.Join(strings.Fields(l), " ")] = true
	}
	// 458752 bytes at 358.4 GB/s is 0.00128 ms.
	for _, want := range []string{"bf16 1024 64 29.810 23.480 7.870 1.270 no", "bf16 1024 8 10.500 6.000 10.000 1.050 yes",
		"0 0 recv 458752 0.1200 0.0013 16", "3 1 send 458752 0.0200 0.0013 16"} {
		if !rows[want] {
			t.Errorf("report lacks the row %q:\n%s", want, s)
		}
	}
	j, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		Link    float64 `json:"link_gbytes_per_s"`
		Results []struct {
			Split     float64 `json:"split_step_ms"`
			Ratio     float64 `json:"ratio_to_larger_side"`
			Transfers []struct {
				Layer  int     `json:"layer"`
				Bytes  float64 `json:"bytes_per_transfer"`
				LinkMs float64 `json:"link_ms"`
			} `json:"attention_transfers"`
		} `json:"results"`
	}
	if err := json.Unmarshal(j, &back); err != nil {
		t.Fatal(err)
	}
	if back.Link != 358.4 || len(back.Results) != 2 || back.Results[0].Split != 29.81 || len(back.Results[0].Transfers) != 3 ||
		back.Results[0].Transfers[2].Layer != 3 || back.Results[0].Transfers[2].Bytes != 458752 {
		t.Errorf("JSON does not carry the report's figures: %s", j)
	}
}

// TestNCCLReportFailure: a configuration that failed and a link that was not measured are printed,
// not dropped, the figures before them kept, and the run then fails naming the first.
func TestNCCLReportFailure(t *testing.T) {
	rep := cannedNCCLReport()
	if err := rep.Failed(); err != nil {
		t.Fatalf("a report without errors failed: %v", err)
	}
	rep.Results = append(rep.Results, SplitResult{Weights: "bf16", Result: ncclslice.Result{Batch: 256, Context: 4096}, Error: "split over nccl: out of memory"})
	rep.LinkError, rep.LinkGBs = "ncclCommInitRank: unhandled system error", 0
	var out bytes.Buffer
	if err := WriteSplitReport(&out, rep); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{"link GPU 0 -> GPU 1: not measured: ncclCommInitRank: unhandled system error",
		"bf16 context 4096 batch 256: failed: split over nccl: out of memory", "bf16 context 1024 batch 64: exchanges per transfer"} {
		if !strings.Contains(s, want) {
			t.Errorf("report lacks %q:\n%s", want, s)
		}
	}
	if err := rep.Failed(); err == nil || !strings.Contains(err.Error(), "bf16 context 4096 batch 256: split over nccl: out of memory") {
		t.Errorf("failed() = %v, expected the failed configuration", err)
	}
	rep.Results = rep.Results[:2]
	if err := rep.Failed(); err == nil || !strings.Contains(err.Error(), "link bandwidth: ncclCommInitRank") {
		t.Errorf("failed() = %v, expected the link's error", err)
	}
}

// TestNCCLReportFFNOpTimes: with --op-times the FFN's ops of the split steps are printed beside
// the same ops alone, with their ratio (and "-" for one the alone pass lacks), costliest first, at
// most ffnOpRows of them; without the pass nothing is printed.
func TestNCCLReportFFNOpTimes(t *testing.T) {
	rep := cannedNCCLReport()
	var out bytes.Buffer
	if err := WriteSplitReport(&out, rep); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "ffn op times") {
		t.Fatalf("op times printed without their pass:\n%s", out.String())
	}
	r := &rep.Results[0]
	for i := range ffnOpRows + 3 {
		r.FFNOpsSplit = append(r.FFNOpsSplit, cuda.OpTime{Name: fmt.Sprintf("kernel k%02d", i), Ms: float64(20 - i), Count: 3})
	}
	r.FFNOpsSplit[0].Name = "kernel moe_stream_gate_up"
	r.FFNOpsAlone = []cuda.OpTime{{Name: "kernel moe_stream_gate_up", Ms: 12.5, Count: 3}, {Name: "kernel k01", Ms: 19, Count: 3}}
	out.Reset()
	if err := WriteSplitReport(&out, rep); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	rows := map[string]bool{}
	for _, l := range strings.Split(s, "\n") {
		rows[strings.Join(strings.Fields(l), " ")] = true
	}
	for _, want := range []string{"20.000 3 12.500 3 1.60 kernel moe_stream_gate_up", "19.000 3 19.000 3 1.00 kernel k01",
		"18.000 3 0.000 0 - kernel k02"} {
		if !rows[want] {
			t.Errorf("report lacks the row %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, fmt.Sprintf("kernel k%02d", ffnOpRows)) {
		t.Errorf("report prints more than %d ops:\n%s", ffnOpRows, s)
	}
}

// TestTraceSummary: the traced step spans the attention's first device span to the last of either
// GPU's; the FFN's busy time is the union of its ops (kernels inside them and transfers waiting for
// the peer do not count), placed on the attention's clock; host spans are ignored; and the report
// prints the summary under its configuration.
func TestTraceSummary(t *testing.T) {
	tr := &ncclslice.Trace{
		FFNZeroMs: 0.5,
		Attention: []cuda.TraceSpan{
			{Where: "queue 0", Name: "op mla_attention", Start: 0, End: 1},
			{Where: "host", Name: "attention layer 0 queue 0", Start: -3, End: 9},
			{Where: "queue 1", Name: "op linear", Start: 5, End: 6},
		},
		FFN: []cuda.TraceSpan{
			{Where: "queue 0", Name: "op moe_experts", Start: 1, End: 2},
			{Where: "queue 0", Name: "kernel moe_stream_down", Start: 1.1, End: 1.9},
			{Where: "queue 1", Name: "op moe_experts", Start: 1.8, End: 3},
			{Where: "queue 1", Name: "nccl recv layer 2 stage 1", Start: 3, End: 4},
			{Where: "queue 0", Name: "op add", Start: 4, End: 4.5},
			{Where: "host", Name: "wait queue 0", Start: 0, End: 20},
		},
	}
	got := summarizeTrace(tr)
	// Ops on the attention's clock: [1.5, 2.5] and [2.3, 3.5] merge into [1.5, 3.5]; then [4.5, 5].
	want := traceSummary{stepMs: 6, busyMs: 2.5, beforeMs: 1.5, gapsMs: 1, afterMs: 1}
	const eps = 1e-9
	for _, c := range [][2]float64{{got.stepMs, want.stepMs}, {got.busyMs, want.busyMs}, {got.beforeMs, want.beforeMs}, {got.gapsMs, want.gapsMs}, {got.afterMs, want.afterMs}} {
		if math.Abs(c[0]-c[1]) > eps {
			t.Fatalf("summary %+v, want %+v", got, want)
		}
	}
	if s := summarizeTrace(&ncclslice.Trace{}); s != (traceSummary{}) {
		t.Errorf("an empty trace summarised as %+v, want zeros", s)
	}
	rep := cannedNCCLReport()
	rep.Results[0].Trace = tr
	var out bytes.Buffer
	if err := WriteSplitReport(&out, rep); err != nil {
		t.Fatal(err)
	}
	if w := "traced split step: 6.000 ms; the FFN's GPU ran ops for 2.500 ms of it (42 %): idle 1.500 ms before its first op, 1.000 ms between ops, 1.000 ms after its last"; !strings.Contains(out.String(), w) {
		t.Errorf("report lacks %q:\n%s", w, out.String())
	}
}
