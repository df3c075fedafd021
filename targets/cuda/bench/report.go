package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"text/tabwriter"

	"afdc/ir"
	"afdc/targets/cuda"
	"afdc/targets/cuda/kgen"
)

// The CUDA decode benchmark's arithmetic and report, apart from the device work (benchcuda.go) so
// that it is tested without a GPU: what each layer kind of a step must read (from the program's
// ir cost rules), its roofline time at the bandwidth measured in the same run, and the ratio.

// SliceLayers and SliceDense are the benchmark slice: a DeepSeek-V3-shaped model at full width
// cut to 1 dense + 3 MoE decoder layers.
const SliceLayers, SliceDense = 4, 1

// Slice is the benchmark slice of one weight form, compiled for CUDA.
type Slice struct {
	Model                string // the model it was cut from
	Name                 string // the slice's own config name
	Full, Attention, FFN *ir.Module
	Wire                 []ir.WireLayer
	Plan                 string
}

// Compile compiles the benchmark slice of Options.Model in one weight form (bf16, or fp8: the
// checkpoint's FP8 matrices kept FP8) with stages micro-batch stages. The command line supplies it:
// the compiler sits above the targets.
type Compile func(weights string, stages int) (*Slice, error)

// compileSlices compiles the slice for each weight form and makes the kernels for GPU architecture
// arch of the programs mods picks from each (into $AFDC_CUDA_KERNELS when set), before either CUDA
// bench touches a device: a machine with llc and no GPU prepares them for one with a GPU and no llc.
func compileSlices(compile Compile, weights []string, stages int, arch kgen.Arch, mods func(*Slice) []*ir.Module) (map[string]*Slice, error) {
	if compile == nil {
		return nil, fmt.Errorf("no compiler for the benchmark slice, expected Options.Compile")
	}
	out := map[string]*Slice{}
	for _, w := range weights {
		a, err := compile(w, stages)
		if err != nil {
			return nil, err
		}
		for _, m := range mods(a) {
			if _, err := cuda.KernelsFor(m, nil, arch); err != nil {
				return nil, err
			}
		}
		out[w] = a
	}
	return out, nil
}

// sliceBytes is what one decode step of a full program moves through device memory, by what it
// belongs to: every op's ir cost (weights as stored, routed experts only those touched under
// uniform routing, KV read, activations), classed by its first weight's name. Layer figures are
// per layer of that kind (means), the others per step.
type sliceBytes struct {
	Layers      int `json:"layers"`
	DenseLayers int `json:"dense_layers"`
	MoELayers   int `json:"moe_layers"`
	// Attention is one layer's attention: its projections, norms and the MLA op (KV excluded).
	Attention float64 `json:"attention_bytes"`
	KV        float64 `json:"kv_bytes"`
	DenseFFN  float64 `json:"dense_ffn_bytes"`
	Router    float64 `json:"router_bytes"`
	Experts   float64 `json:"routed_expert_bytes"`
	Shared    float64 `json:"shared_expert_bytes"`
	// ExpertsTouched is the expected distinct routed experts one MoE layer reads (ir.ExpectedExperts).
	ExpertsTouched float64 `json:"experts_touched"`
	// Other is the rest of the step: embedding, final norm, head, sampling, and the weightless ops
	// (rope, slices, adds, SiLU, routing) of every layer.
	Other float64 `json:"other_bytes"`
	Step  float64 `json:"step_bytes"`
}

var layerOf = regexp.MustCompile(`^model\.layers\.(\d+)\.`)

// stepBytes prices one decode step of batch sequences at context tokens each from mod's @forward.
func stepBytes(mod *ir.Module, batch, context int) (sliceBytes, error) {
	f := mod.Func("forward")
	if f == nil {
		return sliceBytes{}, fmt.Errorf("module %s (%s): no @forward, expected a full program", mod.Name, mod.Role)
	}
	s := ir.Step{Tokens: float64(batch), Seqs: float64(batch), Context: float64(context)}
	var b sliceBytes
	dense, moe := map[int]bool{}, map[int]bool{}
	attnLayers := map[int]bool{}
	for _, op := range f.Body {
		if op.Kind == ir.OpRemoteFFN || op.Kind == ir.OpSend || op.Kind == ir.OpRecv {
			return sliceBytes{}, fmt.Errorf("module %s: @forward exchanges with an FFN, expected the full (monolithic) program", mod.Name)
		}
		c := op.Info().Cost(op, s)
		mem := c.MemBytes()
		b.Step += mem
		if op.Kind == ir.OpGQAAttention && len(op.Weights) == 0 {
			// GQA's core reads only the cache (its projections are ops of their own).
			b.KV += c.KVBytes
			b.Attention += mem - c.KVBytes
			continue
		}
		if len(op.Weights) == 0 {
			b.Other += mem
			continue
		}
		name := op.Weights[0].Name
		m := layerOf.FindStringSubmatch(name)
		if m == nil {
			b.Other += mem
			continue
		}
		l, _ := strconv.Atoi(m[1])
		rest := name[len(m[0]):]
		switch {
		case strings.HasPrefix(rest, "self_attn."), strings.HasPrefix(rest, "input_layernorm"), strings.HasPrefix(rest, "post_attention_layernorm"):
			attnLayers[l] = true
			b.KV += c.KVBytes
			b.Attention += mem - c.KVBytes
		case strings.HasPrefix(rest, "mlp.experts."):
			moe[l] = true
			b.Experts += mem
			if op.Kind == ir.OpMoEExperts {
				g := op.Weights[0].Type.Shape
				b.ExpertsTouched = ir.ExpectedExperts(float64(g[0].N), float64(op.Attrs.MustInt("top_k")), float64(batch))
			}
		case strings.HasPrefix(rest, "mlp.shared_experts."):
			moe[l] = true
			b.Shared += mem
		case strings.HasPrefix(rest, "mlp.gate."):
			moe[l] = true
			b.Router += mem
		case strings.HasPrefix(rest, "mlp."):
			dense[l] = true
			b.DenseFFN += mem
		default:
			b.Other += mem
		}
	}
	b.Layers, b.DenseLayers, b.MoELayers = len(attnLayers), len(dense), len(moe)
	per := func(v float64, n int) float64 {
		if n == 0 {
			return 0
		}
		return v / float64(n)
	}
	b.Attention, b.KV = per(b.Attention, b.Layers), per(b.KV, b.Layers)
	b.DenseFFN = per(b.DenseFFN, b.DenseLayers)
	b.Router, b.Experts, b.Shared = per(b.Router, b.MoELayers), per(b.Experts, b.MoELayers), per(b.Shared, b.MoELayers)
	return b, nil
}

// Measure is what one configuration's runs measured: the monolithic program's decode step, and
// the attention and FFN programs on the same GPU (runtime.LocalFFN, host-staged) with each layer's
// FFN timed from the attention's queue synced to the result back in host memory (the FFN's work,
// its payload copies in and out included).
type Measure struct {
	StepMs      float64 `json:"step_ms"`
	SplitStepMs float64 `json:"split_step_ms"`
	// FFNMs is the split step's FFN calls by layer, from the attention's queue synced to the result
	// back in host memory (payload copies included): what plan --validate prices as the FFN role.
	FFNMs map[int]float64 `json:"ffn_ms_by_layer"`
	// LayerMs is the mean device time of one part of each kind (cuda.LayerTimes' names: "mla
	// attention", "dense ffn", "moe ffn", "head", ...) in the monolithic step.
	LayerMs map[string]float64 `json:"layer_ms,omitempty"`
	// PartsMs is the device time of all the parts of one step (embedding, layers, head): against
	// StepMs, how busy the device was, and so the most that CUDA graphs' saved launches can give.
	PartsMs float64 `json:"parts_ms,omitempty"`
	// MeanContext is the mean cached tokens (the new one included) of the timed steps' sequences:
	// the cache is filled short of the configuration's context so that decoding stays within it.
	MeanContext float64 `json:"mean_context"`
	// OpTimes is the per-step device time breakdown (--op-times, from its own pass); Graphs what
	// the graph cache did over the timed steps (graphs on).
	OpTimes []cuda.OpTime    `json:"op_times,omitempty"`
	Graphs  *cuda.GraphStats `json:"graph_steps,omitempty"`
}

// Row is one layer kind of one configuration against its roofline.
type Row struct {
	Kind       string  `json:"kind"`
	Ms         float64 `json:"ms"`
	Bytes      float64 `json:"bytes"`
	RooflineMs float64 `json:"roofline_ms"`
	Ratio      float64 `json:"ratio"`
}

// Result is one configuration: weights, context and batch.
type Result struct {
	Weights   string           `json:"weights"`
	Graphs    bool             `json:"graphs"`
	Context   int              `json:"context"`
	Batch     int              `json:"batch"`
	Bytes     sliceBytes       `json:"bytes"`
	Measure   Measure          `json:"measured"`
	Rows      []Row            `json:"rows"`
	Reference *ReferenceResult `json:"reference,omitempty"`
}

// ReferenceResult is the PyTorch eager reference's figures for one configuration
// (scripts/cuda/reference_deepseek_v3.py): per layer kind, CUDA events around each module's forward.
type ReferenceResult struct {
	Context     int     `json:"context"`
	Batch       int     `json:"batch"`
	StepMs      float64 `json:"step_ms"`
	AttentionMs float64 `json:"attention_ms"`
	DenseFFNMs  float64 `json:"dense_ffn_ms"`
	MoEFFNMs    float64 `json:"moe_ffn_ms"`
	Error       string  `json:"error,omitempty"`
}

// Report is the whole run.
type Report struct {
	Model         string   `json:"model"`
	Device        string   `json:"device"`
	CopyBytesS    float64  `json:"copy_bytes_per_s"`
	Steps         int      `json:"timed_steps"`
	Results       []Result `json:"results"`
	ReferenceNote string   `json:"reference_note,omitempty"`
}

// cudaRows sets each layer kind's time beside its roofline at bw bytes/s (bytes / bw: the copy
// bandwidth counts reads and writes, so a kernel that only reads its bytes meets the roofline at
// 1.0). A layer kind's time is the device time of one such part of the monolithic step, between CUDA
// events at its first op and the next part's (cuda.SetLayerTimes: attention from the input norm,
// FFN from the post-attention norm, each through its residual add), as the eager reference times its
// layers. The split step (attention and FFN programs in one process on one GPU, host-staged), when
// measured, is set beside the monolithic one, both against the step's bytes.
func cudaRows(b sliceBytes, m Measure, bw float64) ([]Row, error) {
	if !(bw > 0) {
		return nil, fmt.Errorf("copy bandwidth %v bytes/s, expected a positive measurement", bw)
	}
	if b.Layers == 0 {
		return nil, fmt.Errorf("the slice has no layers, expected at least one")
	}
	part := func(kind string) (float64, error) {
		v, ok := m.LayerMs[kind]
		if !ok || !(v > 0) {
			return 0, fmt.Errorf("no device time for the %s parts of the step, expected one from the monolithic step's layer sections", kind)
		}
		return v, nil
	}
	row := func(kind string, ms, bytes float64) Row {
		r := Row{Kind: kind, Ms: ms, Bytes: bytes, RooflineMs: bytes / bw * 1e3}
		if r.RooflineMs > 0 {
			r.Ratio = ms / r.RooflineMs
		}
		return r
	}
	rows := []Row{row("step (monolithic)", m.StepMs, b.Step)}
	if m.SplitStepMs > 0 {
		rows = append(rows, row("step (split, one GPU)", m.SplitStepMs, b.Step))
	}
	// The attention kind is the model's: MLA (DeepSeek) or GQA (GLM-4.5).
	kind := cuda.SectionMLAAttention
	if _, ok := m.LayerMs[cuda.SectionGQAAttention]; ok {
		kind = cuda.SectionGQAAttention
	}
	attn, err := part(kind)
	if err != nil {
		return nil, err
	}
	mla := b.Attention + b.KV
	rows = append(rows, row(kind, attn, mla))
	if b.DenseLayers > 0 {
		ffn, err := part(cuda.SectionDenseFFN)
		if err != nil {
			return nil, err
		}
		rows = append(rows, row("dense ffn", ffn, b.DenseFFN), row("dense layer", attn+ffn, mla+b.DenseFFN))
	}
	if b.MoELayers > 0 {
		ffn, err := part(cuda.SectionMoEFFN)
		if err != nil {
			return nil, err
		}
		moe := b.Router + b.Experts + b.Shared
		rows = append(rows, row("moe ffn", ffn, moe), row("moe layer", attn+ffn, mla+moe))
	}
	return rows, nil
}

// WriteReport prints the report as a table: per configuration its bytes, then each layer
// kind's time, roofline and ratio, and the reference's time of the same kind where it ran.
func WriteReport(w io.Writer, r *Report) error {
	fmt.Fprintf(w, "%s on %s: copy bandwidth %.3g TB/s (reads+writes, this run), %d timed decode steps per configuration\n",
		r.Model, r.Device, r.CopyBytesS/1e12, r.Steps)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "weights\tgraphs\tcontext\tbatch\tkind\tms\tMB read\troofline ms\tratio\treference ms\treference ratio\t")
	for _, res := range r.Results {
		g := "off"
		if res.Graphs {
			g = "on"
		}
		for _, row := range res.Rows {
			peer, pratio := "-", "-"
			if res.Reference != nil && res.Reference.Error == "" {
				if v, ok := referenceMs(res.Reference, row.Kind); ok && row.RooflineMs > 0 {
					peer, pratio = fmt.Sprintf("%.3f", v), fmt.Sprintf("%.2f", v/row.RooflineMs)
				}
			}
			fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%s\t%.3f\t%.1f\t%.3f\t%.2f\t%s\t%s\t\n", res.Weights, g, res.Context, res.Batch, row.Kind,
				row.Ms, row.Bytes/1e6, row.RooflineMs, row.Ratio, peer, pratio)
		}
		b := res.Bytes
		fmt.Fprintf(tw, "  read per layer: attention %.1f MB, KV %.1f MB, router %.2f MB, %.1f experts touched %.1f MB, shared %.1f MB, dense ffn %.1f MB; mean context %.0f\n",
			b.Attention/1e6, b.KV/1e6, b.Router/1e6, b.ExpertsTouched, b.Experts/1e6, b.Shared/1e6, b.DenseFFN/1e6, res.Measure.MeanContext)
		if m := res.Measure; m.PartsMs > 0 && m.StepMs > 0 && !res.Graphs {
			fmt.Fprintf(tw, "  device busy: the step's parts took %.3f ms of its %.3f ms (%.1f %%); the rest is launch gaps, host work and the token copy\n",
				m.PartsMs, m.StepMs, 100*m.PartsMs/m.StepMs)
		}
		if res.Reference != nil && res.Reference.Error != "" {
			fmt.Fprintf(tw, "  reference: %s\n", res.Reference.Error)
		}
		writeGraphsAndOpTimes(tw, res, eagerStep(r, res))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if r.ReferenceNote != "" {
		fmt.Fprintf(w, "reference: %s\n", r.ReferenceNote)
	}
	return nil
}

// referenceMs is the reference's time of one of afdc's layer kinds.
func referenceMs(p *ReferenceResult, kind string) (float64, bool) {
	switch kind {
	case "step (monolithic)":
		return p.StepMs, p.StepMs > 0
	case "mla attention":
		return p.AttentionMs, p.AttentionMs > 0
	case "dense ffn":
		return p.DenseFFNMs, p.DenseFFNMs > 0
	case "moe ffn":
		return p.MoEFFNMs, p.MoEFFNMs > 0
	case "dense layer":
		return p.AttentionMs + p.DenseFFNMs, p.AttentionMs > 0 && p.DenseFFNMs > 0
	case "moe layer":
		return p.AttentionMs + p.MoEFFNMs, p.AttentionMs > 0 && p.MoEFFNMs > 0
	}
	return 0, false
}

// parseReference reads the reference script's JSON, one object per configuration a line as it finishes them
// (or one list of them), and attaches each to afdc's bf16 results of the same context and batch
// (the reference runs bf16 only). Lines are read up to the first that does not parse, so a reference stopped
// mid-run still gives the configurations it finished.
func parseReference(out []byte, results []Result) error {
	var ps []ReferenceResult
	text := strings.TrimSpace(string(out))
	if strings.HasPrefix(text, "[") {
		if err := json.Unmarshal([]byte(text), &ps); err != nil {
			return fmt.Errorf("reference output: %w, expected a JSON list of {context, batch, step_ms, ...}", err)
		}
	} else {
		for _, line := range strings.Split(text, "\n") {
			var p ReferenceResult
			if err := json.Unmarshal([]byte(line), &p); err != nil {
				if len(ps) == 0 {
					return fmt.Errorf("reference output: %w, expected a JSON list of {context, batch, step_ms, ...} or one such object a line", err)
				}
				break
			}
			ps = append(ps, p)
		}
	}
	for i := range ps {
		for j := range results {
			if results[j].Weights == "bf16" && results[j].Context == ps[i].Context && results[j].Batch == ps[i].Batch {
				p := ps[i]
				results[j].Reference = &p
			}
		}
	}
	return nil
}
