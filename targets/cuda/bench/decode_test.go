package bench

import (
	"bytes"
	"math"
	"strconv"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/targets/cuda"
)

// sliceArtifact compiles the benchmark slice of DeepSeek-V3 for CUDA, as the command line does.
func sliceArtifact(t *testing.T, fp8 bool) *compiler.Artifact {
	return modelSlice(t, "deepseek-v3", fp8)
}

// modelSlice compiles the benchmark slice of model for CUDA.
func modelSlice(t *testing.T, model string, fp8 bool) *compiler.Artifact {
	t.Helper()
	base, err := compiler.LoadConfig(model)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := SliceConfig(base, SliceLayers, SliceDense, fp8)
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cuda", Stages: 1})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestStepBytes: the slice's bytes per layer kind follow from DeepSeek-V3's widths: a routed expert
// is 3 x 2048 x 7168 bf16 (88 MB), the shared one the same, the dense FFN 3 x 18432 x 7168, the
// MLA latent cache 576 bf16 per token; experts touched follow uniform routing; FP8 halves the
// routed experts (scales aside).
func TestStepBytes(t *testing.T) {
	a := sliceArtifact(t, false)
	expert := 3.0 * 2048 * 7168 * 2
	for _, tc := range []struct{ batch, context int }{{1, 1024}, {64, 4096}, {256, 4096}} {
		b, err := stepBytes(a.Full, tc.batch, tc.context)
		if err != nil {
			t.Fatal(err)
		}
		if b.Layers != 4 || b.DenseLayers != 1 || b.MoELayers != 3 {
			t.Fatalf("layers %d dense %d moe %d, expected 4, 1, 3", b.Layers, b.DenseLayers, b.MoELayers)
		}
		touched := 256 * (1 - math.Pow(1-8.0/256, float64(tc.batch)))
		if math.Abs(b.ExpertsTouched-touched) > 1e-9 {
			t.Errorf("batch %d: %.3f experts touched, expected %.3f", tc.batch, b.ExpertsTouched, touched)
		}
		// The weights plus the activations the rules add: at most 2x(in+out) bf16 per token and
		// matrix (each of 8 experts a token chose, for the routed ones).
		act := float64(tc.batch) * 3 * 2 * (7168 + 18432) * 2
		if got, want := b.Experts, touched*expert; got < want || got > want+8*act {
			t.Errorf("batch %d: routed experts %.4g bytes, expected %.4g plus activations", tc.batch, got, want)
		}
		if got := b.Shared; got < expert || got > expert+act {
			t.Errorf("batch %d: shared expert %.4g bytes, expected %.4g plus activations", tc.batch, got, expert)
		}
		if got, want := b.DenseFFN, 3.0*18432*7168*2; got < want || got > want+act {
			t.Errorf("batch %d: dense FFN %.4g bytes, expected %.4g", tc.batch, got, want)
		}
		if got, want := b.KV, float64(tc.batch*tc.context*576*2); math.Abs(got-want) > 0.01*want {
			t.Errorf("batch %d context %d: KV %.4g bytes, expected %.4g (576 bf16 a token)", tc.batch, tc.context, got, want)
		}
		sum := b.Other + float64(b.Layers)*(b.Attention+b.KV) + float64(b.DenseLayers)*b.DenseFFN + float64(b.MoELayers)*(b.Router+b.Experts+b.Shared)
		if math.Abs(sum-b.Step) > 1e-6*b.Step {
			t.Errorf("batch %d: the classes sum to %.6g bytes, the step is %.6g", tc.batch, sum, b.Step)
		}
	}
	f8, err := stepBytes(sliceArtifact(t, true).Full, 256, 1024)
	if err != nil {
		t.Fatal(err)
	}
	b16, _ := stepBytes(a.Full, 256, 1024)
	if r := f8.Experts / b16.Experts; r < 0.5 || r > 0.52 {
		t.Errorf("FP8 routed experts read %.3f of the bf16 bytes, expected a half plus the block scales", r)
	}
	// GLM-4.5's attention is GQA: its cache holds k and v of 8 heads of 128 a token, read whole.
	glm, err := stepBytes(modelSlice(t, "glm-4.5", false).Full, 64, 4096)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := glm.KV, float64(64*4096*2*8*128*2); math.Abs(got-want) > 0.01*want {
		t.Errorf("glm-4.5 batch 64 context 4096: KV %.4g bytes, expected %.4g (2 x 8 x 128 bf16 a token)", got, want)
	}
	if _, err := stepBytes(a.Attention, 8, 1024); err == nil || !strings.Contains(err.Error(), "expected the full (monolithic) program") {
		t.Errorf("attention program: %v, expected a refusal", err)
	}
}

// layerMs is a monolithic step's layer sections as the bench gathers them.
func layerMs(attn, dense, moe float64) map[string]float64 {
	return map[string]float64{cuda.SectionEmbedding: 0.01, cuda.SectionMLAAttention: attn, cuda.SectionDenseFFN: dense, cuda.SectionMoEFFN: moe, cuda.SectionHead: 0.3}
}

// TestCudaRows: the layer kinds' times are the monolithic step's sections (not the split step's
// FFN calls, which carry the host staging), each beside bytes / bandwidth.
func TestCudaRows(t *testing.T) {
	b := sliceBytes{Layers: 4, DenseLayers: 1, MoELayers: 3, Attention: 100e6, KV: 50e6, DenseFFN: 800e6, Router: 1e6, Experts: 700e6, Shared: 99e6, Step: 5e9}
	m := Measure{StepMs: 2, SplitStepMs: 3, FFNMs: map[int]float64{0: 0.9, 1: 0.9, 2: 0.9, 3: 0.9}, LayerMs: layerMs(0.2, 0.4, 0.6)}
	rows, err := cudaRows(b, m, 4e12)
	if err != nil {
		t.Fatal(err)
	}
	attn := 0.2
	want := map[string][2]float64{ // ms, bytes
		"step (monolithic)":     {2, 5e9},
		"step (split, one GPU)": {3, 5e9},
		"mla attention":         {attn, 150e6},
		"dense ffn":             {0.4, 800e6},
		"dense layer":           {attn + 0.4, 950e6},
		"moe ffn":               {0.6, 800e6},
		"moe layer":             {attn + 0.6, 950e6},
	}
	if len(rows) != len(want) {
		t.Fatalf("%d rows, expected %d: %+v", len(rows), len(want), rows)
	}
	for _, r := range rows {
		w, ok := want[r.Kind]
		if !ok {
			t.Fatalf("unexpected kind %q", r.Kind)
		}
		roof := w[1] / 4e12 * 1e3
		if math.Abs(r.Ms-w[0]) > 1e-12 || r.Bytes != w[1] || math.Abs(r.RooflineMs-roof) > 1e-12 || math.Abs(r.Ratio-w[0]/roof) > 1e-9 {
			t.Errorf("%s: %+v, expected %.4g ms, %.4g bytes, roofline %.4g ms", r.Kind, r, w[0], w[1], roof)
		}
	}
	if _, err := cudaRows(b, m, 0); err == nil || !strings.Contains(err.Error(), "expected a positive measurement") {
		t.Errorf("zero bandwidth: %v", err)
	}
	noMoE := layerMs(0.2, 0.4, 0)
	delete(noMoE, cuda.SectionMoEFFN)
	if _, err := cudaRows(b, Measure{StepMs: 1, LayerMs: noMoE}, 4e12); err == nil || !strings.Contains(err.Error(), "no device time for the moe ffn parts") {
		t.Errorf("missing MoE sections: %v", err)
	}
	// A GQA model (GLM-4.5) gets its attention row under its own kind, at the same bytes.
	gqa := layerMs(0.2, 0.4, 0.6)
	delete(gqa, cuda.SectionMLAAttention)
	gqa[cuda.SectionGQAAttention] = 0.3
	if rows, err := cudaRows(b, Measure{StepMs: 2, LayerMs: gqa}, 4e12); err != nil || rows[1].Kind != "gqa attention" || rows[1].Ms != 0.3 || rows[1].Bytes != 150e6 {
		t.Errorf("gqa: %+v, %v; expected a gqa attention row of 0.3 ms over 150 MB", rows, err)
	}
	// Without the split programs (--no-split) the layer rows stay; the split row goes.
	rows, err = cudaRows(b, Measure{StepMs: 2, LayerMs: layerMs(0.2, 0.4, 0.6)}, 4e12)
	if err != nil || len(rows) != len(want)-1 || rows[1].Kind != "mla attention" {
		t.Errorf("no split: %+v, %v; expected every row but the split step's", rows, err)
	}
}

// TestCudaReportFormat: the table carries every row with its figures and the peer's beside afdc's
// bf16 rows of the same context and batch; a peer error is printed, not dropped.
func TestCudaReportFormat(t *testing.T) {
	b := sliceBytes{Layers: 4, DenseLayers: 1, MoELayers: 3, Attention: 100e6, KV: 50e6, DenseFFN: 800e6, Experts: 700e6, Shared: 100e6, ExpertsTouched: 8, Step: 5e9}
	m := Measure{StepMs: 2, SplitStepMs: 3, FFNMs: map[int]float64{0: 0.4, 1: 0.5, 2: 0.6, 3: 0.7}, LayerMs: layerMs(0.2, 0.4, 0.6), PartsMs: 1.9}
	rows, err := cudaRows(b, m, 4e12)
	if err != nil {
		t.Fatal(err)
	}
	rep := &Report{Model: "deepseek-v3, 4 layers (1 dense)", Device: "Fake GPU", CopyBytesS: 4.27e12, Steps: 16,
		Results: []Result{{Weights: "bf16", Context: 1024, Batch: 1, Bytes: b, Measure: m, Rows: rows},
			{Weights: "fp8", Context: 1024, Batch: 1, Bytes: b, Measure: m, Rows: rows},
			{Weights: "bf16", Context: 4096, Batch: 256, Bytes: b, Measure: m, Rows: rows}}}
	peer := `[{"context":1024,"batch":1,"step_ms":9,"attention_ms":0.5,"dense_ffn_ms":1,"moe_ffn_ms":1.6},{"context":4096,"batch":256,"error":"out of memory"}]`
	if err := parseReference([]byte(peer), rep.Results); err != nil {
		t.Fatal(err)
	}
	if rep.Results[0].Reference == nil || rep.Results[1].Reference != nil || rep.Results[2].Reference == nil {
		t.Fatalf("peer attached to %v %v %v, expected the bf16 results only", rep.Results[0].Reference, rep.Results[1].Reference, rep.Results[2].Reference)
	}
	var out bytes.Buffer
	if err := WriteReport(&out, rep); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	// moe ffn: 0.6 ms against 800 MB / 4 TB/s = 0.2 ms, 3.00x; the peer's 1.6 ms is 8.00x.
	for _, want := range []string{"Fake GPU: copy bandwidth 4.27 TB/s", "8.0 experts touched 700.0 MB", "reference: out of memory",
		"device busy: the step's parts took 1.900 ms of its 2.000 ms (95.0 %)"} {
		if !strings.Contains(s, want) {
			t.Errorf("report lacks %q:\n%s", want, s)
		}
	}
	rowsOut := map[string]bool{}
	for _, l := range strings.Split(s, "\n") {
		rowsOut[strings.Join(strings.Fields(l), " ")] = true
	}
	for _, want := range []string{"bf16 off 1024 1 moe ffn 0.600 800.0 0.200 3.00 1.600 8.00",
		"bf16 off 1024 1 step (monolithic) 2.000 5000.0 1.250 1.60 9.000 7.20",
		"fp8 off 1024 1 moe ffn 0.600 800.0 0.200 3.00 - -", "bf16 off 4096 256 mla attention 0.200 150.0 0.037 5.33 - -"} {
		if !rowsOut[want] {
			t.Errorf("report lacks the row %q:\n%s", want, s)
		}
	}
	if err := parseReference([]byte("not json"), rep.Results); err == nil || !strings.Contains(err.Error(), "expected a JSON list") {
		t.Errorf("bad peer output: %v", err)
	}
}

// TestCudaReportGraphsAndOpTimes: a graphs-on result is a monolithic row in the "on" column with
// its ratio to the eager step of the same configuration and the graph counts, and the eager row
// carries the op-time breakdown.
func TestCudaReportGraphsAndOpTimes(t *testing.T) {
	b := sliceBytes{Layers: 4, Step: 5e9}
	off := Result{Weights: "bf16", Context: 1024, Batch: 1, Bytes: b,
		Measure: Measure{StepMs: 4, OpTimes: []cuda.OpTime{{Name: "op mla_attention", Ms: 1.5, Count: 4}, {Name: "kernel rms_norm_bf16", Ms: 0.25, Count: 9}}},
		Rows:    []Row{{Kind: "step (monolithic)", Ms: 4, Bytes: 5e9, RooflineMs: 1.25, Ratio: 3.2}}}
	on := graphResult(off, Measure{StepMs: 3, Graphs: &cuda.GraphStats{Replays: 7, Updates: 1}}, 4e12)
	rep := &Report{Model: "m", Device: "Fake GPU", CopyBytesS: 4e12, Steps: 8, Results: []Result{off, on}}
	var out bytes.Buffer
	if err := WriteReport(&out, rep); err != nil {
		t.Fatal(err)
	}
	lines := map[string]bool{}
	for _, l := range strings.Split(out.String(), "\n") {
		lines[strings.Join(strings.Fields(l), " ")] = true
	}
	for _, want := range []string{
		"bf16 off 1024 1 step (monolithic) 4.000 5000.0 1.250 3.20 - -",
		"bf16 on 1024 1 step (monolithic) 3.000 5000.0 1.250 2.40 - -",
		"graphs: step 3.000 ms = 0.75x the eager step; timed steps: 7 replayed, 0 captured, 1 updated (0 refused), 0 eager, 0 not graph steps",
		"1.500 ms 4/step op mla_attention",
		"0.250 ms 9/step kernel rms_norm_bf16",
	} {
		if !lines[want] {
			t.Errorf("report lacks the line %q:\n%s", want, out.String())
		}
	}
	if on.Measure.OpTimes != nil || len(on.Rows) != 1 {
		t.Errorf("graphs-on result: op times %v, %d rows; want none and the monolithic row", on.Measure.OpTimes, len(on.Rows))
	}
}

// TestOpTimesTop: the text report prints a configuration's top opTimesTop entries of the per-op
// breakdown (which its JSON holds whole), the rest not.
func TestOpTimesTop(t *testing.T) {
	var ops []cuda.OpTime
	for i := range opTimesTop + 5 {
		ops = append(ops, cuda.OpTime{Name: "kernel k" + strconv.Itoa(100+i), Ms: float64(100 - i), Count: 1})
	}
	var b strings.Builder
	writeGraphsAndOpTimes(&b, Result{Measure: Measure{OpTimes: ops}}, 0)
	for i, op := range ops {
		if got, want := strings.Contains(b.String(), op.Name), i < opTimesTop; got != want {
			t.Errorf("entry %d (%s) printed %v, expected %v (the top %d)", i, op.Name, got, want, opTimesTop)
		}
	}
}
