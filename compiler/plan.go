package compiler

import (
	"fmt"
	"math"

	"afdc/ir"
	"afdc/targets"
)

// PlanOptions are the serving constraints `afdc plan` sizes a deployment for.
type PlanOptions struct {
	TPOT    float64 // seconds per output token per sequence, the latency bound
	Context float64 // tokens in each sequence's KV cache (the paper's θ for a mixed workload)
	GPUs    int     // GPUs available; 0 means no limit
	// MemFraction of each device's memory holds weights and KV; the rest is activations, workspace
	// and the runtime. 0 means DefaultMemFraction.
	MemFraction float64
	MaxRatio    int // largest attention:FFN ratio considered; 0 means 256
	MaxStages   int // largest stage count considered; 0 means 8
}

// DefaultMemFraction is the share of device memory the planner gives to weights and KV cache.
const DefaultMemFraction = 0.9

// Plan is what `afdc plan` prints: an rA-1F bundle (r attention instances feeding one FFN
// instance) sized from the role programs' cost rules and a hardware profile. Times are in
// milliseconds unless the name says otherwise; docs/plan.md explains every field.
type Plan struct {
	Model    string  `json:"model"`
	Target   string  `json:"target"`
	Hardware string  `json:"hardware"`
	TPOTms   float64 `json:"tpot_ms"`
	Context  float64 `json:"context"`
	Layers   int     `json:"layers"`
	// LayerBudgetUs is StepMesh's per-layer budget, TPOT / layers.
	LayerBudgetUs float64 `json:"layer_budget_us"`

	Attention PlanAttention `json:"attention"`
	FFN       PlanFFN       `json:"ffn"`
	Exchange  PlanExchange  `json:"exchange"`
	Ratio     PlanRatio     `json:"ratio"`
	Stages    PlanStages    `json:"stages"`

	// TPOTModelms is the modelled time per output token of the chosen bundle, at most TPOTms.
	TPOTModelms float64 `json:"tpot_model_ms"`
	// BundleGPUs = r·attention.gpus + ffn.gpus.
	BundleGPUs int `json:"bundle_gpus"`
	// TokensPerSPerGPU = r·batch / (bundle_gpus · tpot_model).
	TokensPerSPerGPU float64 `json:"tokens_per_s_per_gpu"`
	// Bundles and TokensPerS are how many bundles --gpus holds and what they decode together.
	Bundles    int     `json:"bundles,omitempty"`
	TokensPerS float64 `json:"tokens_per_s,omitempty"`

	Monolithic PlanMonolithic `json:"monolithic"`
	// Gain is tokens_per_s_per_gpu over the monolithic replica's.
	Gain float64 `json:"gain"`

	// Curve is tokens/s/GPU against r at the plan's batch, each r with its best stage count.
	Curve []CurvePoint `json:"curve"`
	// Figures are the profile numbers the plan used, with their kinds.
	Figures map[string]string `json:"figures"`
}

// PlanAttention is one attention instance.
type PlanAttention struct {
	GPUs          int     `json:"gpus"`
	WeightBytes   int64   `json:"weight_bytes"`
	KVBytesPerSeq float64 `json:"kv_bytes_per_seq"`
	// MaxBatchMemory is how many sequences of Context tokens fit beside the weights.
	MaxBatchMemory int `json:"max_batch_memory"`
	// MaxBatchTPOT is the largest batch whose attention step alone fits the TPOT.
	MaxBatchTPOT int `json:"max_batch_tpot"`
	// Batch is the plan's batch B: the largest for which the whole bundle meets the TPOT.
	Batch  int     `json:"batch"`
	StepMs float64 `json:"step_ms"` // t_A(B)
	// StepTerms is t_A term by term (PriceRole): what the step spends where.
	StepTerms []CostTerm `json:"step_terms"`
}

// PlanFFN is the FFN instance.
type PlanFFN struct {
	GPUs        int     `json:"gpus"`
	WeightBytes int64   `json:"weight_bytes"`
	Batch       int     `json:"batch"`   // r·B tokens per step
	StepMs      float64 `json:"step_ms"` // t_F(r·B)
	// ExpertsTouched is the expected distinct routed experts per MoE layer at that batch.
	ExpertsTouched float64 `json:"experts_touched,omitempty"`
	// StepTerms is the FFN programs' step at r·B term by term (PriceRole; the port intake that
	// t_F may take instead is not a term).
	StepTerms []CostTerm `json:"step_terms"`
}

// PlanExchange is the link between the roles.
type PlanExchange struct {
	Link string `json:"link"` // "scale-up" when the bundle fits one fabric, else "scale-out"
	// BytesPerTokenPerLayer is the larger direction of one token's exchange in one layer.
	BytesPerTokenPerLayer float64 `json:"bytes_per_token_per_layer"`
	StepMs                float64 `json:"step_ms"` // t_C(B) at one attention instance's port
}

// PlanRatio is the attention:FFN ratio.
type PlanRatio struct {
	RA    float64 `json:"r_a"`    // FFN step at r_a·B equals the attention step
	RC    float64 `json:"r_c"`    // FFN step at r_c·B equals the exchange step
	RPeak float64 `json:"r_peak"` // where tokens/s/GPU peaks once the FFN is the bottleneck
	RStar float64 `json:"r_star"` // max(r_a, r_c, r_peak)
	// Regime names the term that set r_star: attention, communication or ffn.
	Regime string `json:"regime"`
	// RCap is the largest r the TPOT (FFN step within it) and --gpus allow.
	RCap float64 `json:"r_cap"`
	R    int     `json:"r"` // the integer ratio deployed
}

// PlanStages is the micro-batch pipeline.
type PlanStages struct {
	S          int     `json:"s"`
	MicroBatch float64 `json:"micro_batch"` // B / S per attention instance
	// AttentionUs, FFNUs and ExchangeUs are one layer of one micro-batch on each resource.
	AttentionUs float64 `json:"attention_us"`
	FFNUs       float64 `json:"ffn_us"`
	ExchangeUs  float64 `json:"exchange_us"`
	// LayerUs = max(S·max(attention, ffn, exchange), attention + 2·exchange + ffn).
	LayerUs float64 `json:"layer_us"`
	// Hidden says the exchange is hidden at S: the busier side never waits.
	Hidden bool `json:"hidden"`
	// HideS is the fewest stages that hide the exchange (0: none up to the limit).
	HideS int `json:"hide_s"`
}

// PlanMonolithic is one replica of the whole model on the fewest GPUs that hold it, at the largest
// batch that meets the same TPOT.
type PlanMonolithic struct {
	GPUs             int     `json:"gpus"`
	Batch            int     `json:"batch"`
	TPOTModelms      float64 `json:"tpot_model_ms"`
	TokensPerSPerGPU float64 `json:"tokens_per_s_per_gpu"`
}

// CurvePoint is one r of the plot.
type CurvePoint struct {
	R                int     `json:"r"`
	Stages           int     `json:"stages"`
	TPOTModelms      float64 `json:"tpot_model_ms"`
	TokensPerSPerGPU float64 `json:"tokens_per_s_per_gpu"`
	MeetsTPOT        bool    `json:"meets_tpot"`
}

// planner holds what every candidate batch shares.
type planner struct {
	a       *Artifact
	p       *targets.Profile
	o       PlanOptions
	layers  float64
	gA, gF  float64
	wire    float64 // bytes per token per step, larger direction
	kvSeq   float64 // KV bytes per sequence at the context
	linkBW  float64
	scaleUp bool
}

// tA is the attention instance's step at batch b.
func (q *planner) tA(b float64) float64 { return q.costA(b).Ms / 1e3 }

func (q *planner) costA(b float64) RoleCost {
	return PriceRole(q.a.Attention, q.a.Target.Name, q.p, ir.Step{Tokens: b, Seqs: b, Context: q.o.Context}, CostOptions{GPUs: q.gA})
}

func (q *planner) costF(m float64) RoleCost {
	return PriceRole(q.a.FFN, q.a.Target.Name, q.p, ir.Step{Tokens: m, Seqs: m, Context: q.o.Context}, CostOptions{GPUs: q.gF})
}

// tC is one attention instance's exchange per step at batch b, one way (the two ways overlap).
func (q *planner) tC(b float64) float64 {
	return b*q.wire/q.linkBW + q.layers*q.p.LinkLatencyS.Value
}

// tF is the FFN instance's step at m tokens: its programs, or the rate its ports take the tokens in
// at, whichever is slower.
func (q *planner) tF(m float64) float64 {
	return max(q.costF(m).Ms/1e3, m*q.wire/(q.gF*q.linkBW))
}

// stageTime is the TPOT of a bundle of ratio r at batch b with s stages, and its per-layer parts.
func (q *planner) stageTime(b, r float64, s int) PlanStages {
	mb := b / float64(s)
	a, f, c := q.tA(mb)/q.layers, q.tF(r*mb)/q.layers, q.tC(mb)/q.layers
	busy := max(a, f)
	layer := max(float64(s)*max(busy, c), a+2*c+f)
	return PlanStages{S: s, MicroBatch: mb, AttentionUs: a * 1e6, FFNUs: f * 1e6, ExchangeUs: c * 1e6,
		LayerUs: layer * 1e6, Hidden: float64(s)*busy >= a+2*c+f && c <= busy}
}

// stages picks the stage count with the shortest layer (fewer on a tie: every stage re-reads the
// weights), and records the fewest stages that hide the exchange.
func (q *planner) stages(b, r float64) PlanStages {
	var best PlanStages
	hide := 0
	// A micro-batch holds at least one sequence.
	for s := 1; s <= min(q.o.MaxStages, max(1, int(b))); s++ {
		st := q.stageTime(b, r, s)
		if st.Hidden && hide == 0 {
			hide = s
		}
		if s == 1 || st.LayerUs < best.LayerUs*(1-1e-9) {
			best = st
		}
	}
	best.HideS = hide
	return best
}

// tpot is the bundle's modelled time per output token in seconds.
func (q *planner) tpot(b, r float64) float64 { return q.stages(b, r).LayerUs * q.layers / 1e6 }

// MakePlan sizes an rA-1F deployment of the artifact's role programs on profile p.
func MakePlan(a *Artifact, p *targets.Profile, o PlanOptions) (*Plan, error) {
	if !p.Serves(a.Target.Name) {
		return nil, fmt.Errorf("--hardware %s: a device of target %v, expected one of target %s", p.Name, p.Targets, a.Target.Name)
	}
	if o.TPOT <= 0 || o.Context < 1 {
		return nil, fmt.Errorf("plan: tpot %v s and context %v, expected both positive", o.TPOT, o.Context)
	}
	if o.MemFraction == 0 {
		o.MemFraction = DefaultMemFraction
	}
	if o.MaxRatio == 0 {
		o.MaxRatio = 256
	}
	if o.MaxStages == 0 {
		o.MaxStages = 8
	}
	q := &planner{a: a, p: p, o: o}
	one := targets.ModuleTime(a.Attention, p, 1, ir.Step{Tokens: 1, Seqs: 1, Context: 1})
	if one.Layers == 0 {
		return nil, fmt.Errorf("plan %s: the attention program exchanges nothing with the FFN, expected one exchange per layer", a.Config.Name)
	}
	q.layers = float64(one.Layers)
	q.wire = max(one.ToFFN, one.FromFFN)
	q.kvSeq = one.Cost.KVBytes * o.Context
	mem := p.MemoryBytes.Value * o.MemFraction
	// Weights as the target holds them (the CUDA target dequantises FP8 to bf16 at load).
	wA, wF := int64(DeviceWeightBytes(a.Attention, a.Target.Name, CostOptions{})), int64(DeviceWeightBytes(a.FFN, a.Target.Name, CostOptions{}))
	q.gA = math.Max(1, math.Ceil(float64(wA)/mem))
	if q.gA*mem-float64(wA) < q.kvSeq {
		q.gA++
	}
	gFMin := math.Max(1, math.Ceil(float64(wF)/mem))
	bMem := math.Floor((q.gA*mem - float64(wA)) / q.kvSeq)
	// The attention step grows with the batch; the largest batch whose attention step alone fits
	// the TPOT bounds the search.
	bTPOT := largest(1, bMem, func(b float64) bool { return q.tA(b) <= o.TPOT })
	if bTPOT < 1 {
		return nil, fmt.Errorf("plan %s on %s: the attention step at batch 1 takes %.3g ms, over --tpot-ms %.3g", a.Config.Name, p.Name, q.tA(1)*1e3, o.TPOT*1e3)
	}
	// More FFN GPUs shorten the FFN step (its weights are read once per micro-batch whatever the
	// batch) and let it serve more attention instances: try the fewest that hold the weights up to
	// four times that.
	var pl *Plan
	var rGPU float64
	for _, k := range []float64{1, 1.5, 2, 3, 4} {
		q.gF = math.Ceil(gFMin * k)
		rG := float64(o.MaxRatio)
		if o.GPUs > 0 {
			rG = math.Min(rG, math.Floor((float64(o.GPUs)-q.gF)/q.gA))
			if rG < 1 {
				continue
			}
		}
		q.setLink(q.gA+q.gF <= p.ScaleUpGPUs.Value)
		b := largest(1, bTPOT, func(b float64) bool { return q.tpot(b, 1) <= o.TPOT*(1+1e-9) })
		if b < 1 {
			continue
		}
		c := q.at(b, rG)
		if pl == nil || c.TokensPerSPerGPU > pl.TokensPerSPerGPU {
			pl, rGPU = c, rG
		}
	}
	if pl == nil {
		if o.GPUs > 0 && float64(o.GPUs) < q.gA+gFMin {
			return nil, fmt.Errorf("--gpus %d: one attention instance (%v GPUs) and one FFN instance (%v GPUs) need %v, expected at least that", o.GPUs, q.gA, gFMin, q.gA+gFMin)
		}
		return nil, fmt.Errorf("plan %s on %s: no batch meets --tpot-ms %.3g once the exchange and the FFN are added", a.Config.Name, p.Name, o.TPOT*1e3)
	}
	// Leave the planner on the chosen configuration for the curve.
	q.gF = float64(pl.FFN.GPUs)
	pl = q.at(float64(pl.Attention.Batch), rGPU)
	pl.Attention.MaxBatchMemory = int(bMem)
	pl.Attention.MaxBatchTPOT = int(bTPOT)
	pl.Attention.WeightBytes, pl.FFN.WeightBytes = wA, wF
	pl.Attention.KVBytesPerSeq = q.kvSeq
	pl.TPOTms, pl.Context, pl.Layers = o.TPOT*1e3, o.Context, int(q.layers)
	pl.LayerBudgetUs = o.TPOT / q.layers * 1e6
	pl.Model, pl.Target, pl.Hardware = a.Config.Name, a.Target.Name, p.Name
	if o.GPUs > 0 {
		pl.Bundles = o.GPUs / pl.BundleGPUs
		pl.TokensPerS = float64(pl.Bundles*pl.BundleGPUs) * pl.TokensPerSPerGPU
	}
	mono, err := monolithic(a, p, o)
	if err != nil {
		return nil, err
	}
	pl.Monolithic = mono
	if mono.TokensPerSPerGPU > 0 {
		pl.Gain = pl.TokensPerSPerGPU / mono.TokensPerSPerGPU
	}
	// The curve: every r up to twice the chosen one (at least 16), at most 64 points.
	rEnd := int(math.Min(rGPU, float64(max(16, 2*pl.Ratio.R))))
	for r := 1; r <= rEnd; r += max(1, (rEnd+63)/64) {
		st := q.stages(float64(pl.Attention.Batch), float64(r))
		tpot := st.LayerUs * q.layers / 1e3
		pl.Curve = append(pl.Curve, CurvePoint{R: r, Stages: st.S, TPOTModelms: tpot,
			TokensPerSPerGPU: float64(r*pl.Attention.Batch) / ((float64(r)*q.gA + q.gF) * tpot / 1e3),
			MeetsTPOT:        tpot <= pl.TPOTms*(1+1e-9)})
	}
	pl.Figures = map[string]string{}
	for k, f := range map[string]targets.Figure{"memory_bytes": p.MemoryBytes, "memory_bytes_per_s": p.MemoryBytesPerS,
		"matrix_flops_per_s": p.MatrixFLOPsPerS, "vector_flops_per_s": p.VectorFLOPsPerS, "launch_s": p.LaunchS,
		"attention_flops_per_s": p.AttentionFLOPsPerS, "gemm_bytes_per_s": p.GEMMBytesPerS, "gemm_floor_s": p.GEMMFloorS,
		"routed_gemm_bytes_per_s": p.RoutedGEMMBytesPerS,
		"streaming_bytes_per_s":   p.StreamingBytesPerS, "sync_s": p.SyncS, "host_bytes_per_s": p.HostBytesPerS,
		"streaming_crossover_tokens": p.StreamingCrossoverTokens,
		"link_bytes_per_s":           map[bool]targets.Figure{true: p.ScaleUpBytesPerS, false: p.ScaleOutBytesPerS}[q.scaleUp],
		"link_latency_s":             p.LinkLatencyS} {
		pl.Figures[k] = fmt.Sprintf("%.4g (%s)", f.Value, f.Kind)
	}
	return roundPlan(pl), nil
}

// at is the plan at attention batch b: the ratio from the closed form, capped by the TPOT and
// rGPU, the link the bundle then needs, and the stages.
func (q *planner) at(b, rGPU float64) *Plan {
	// The link depends on the bundle's size and the ratio on the link: try the scale-up fabric and
	// fall back to the network when the bundle outgrows it.
	var pl *Plan
	for _, up := range []bool{true, false} {
		q.setLink(up)
		pl = q.ratioAt(b, rGPU)
		if !up || float64(pl.BundleGPUs) <= q.p.ScaleUpGPUs.Value {
			pl.Exchange.Link = map[bool]string{true: "scale-up", false: "scale-out"}[up]
			break
		}
	}
	return pl
}

// setLink puts the exchange on the scale-up fabric or on the network.
func (q *planner) setLink(up bool) {
	q.scaleUp, q.linkBW = up, q.p.ScaleUpBytesPerS.Value
	if !up {
		q.linkBW = q.p.ScaleOutBytesPerS.Value
	}
}

func (q *planner) ratioAt(b, rGPU float64) *Plan {
	tA, tC := q.tA(b), q.tC(b)
	tF := func(r float64) float64 { return q.tF(r * b) }
	cf := RatioOnCurves(tA, tC, tF, q.gA, q.gF, float64(q.o.MaxRatio))
	// The largest r whose bundle, with its best stage count, still meets the TPOT: micro-batching
	// makes the FFN read its weights once per stage, so this is tighter than tF(r) <= TPOT.
	cf.RCap = math.Max(1, largest(1, rGPU, func(r float64) bool { return q.tpot(b, r) <= q.o.TPOT*(1+1e-9) }))
	phi := func(r float64) float64 { return r * b / ((r*q.gA + q.gF) * max(tA, tC, tF(r))) }
	r := math.Max(1, math.Min(math.Floor(cf.RStar), math.Floor(cf.RCap)))
	if c := math.Ceil(cf.RStar); c <= cf.RCap && c != r && phi(c) > phi(r) {
		r = c
	}
	cf.R = int(r)
	st := q.stages(b, r)
	tpot := st.LayerUs * q.layers / 1e3
	bundle := int(r*q.gA + q.gF)
	pl := &Plan{Ratio: cf, Stages: st, TPOTModelms: tpot, BundleGPUs: bundle,
		TokensPerSPerGPU: r * b / (float64(bundle) * tpot / 1e3)}
	pl.Attention = PlanAttention{GPUs: int(q.gA), Batch: int(b), StepMs: tA * 1e3, StepTerms: q.costA(b).Terms}
	pl.FFN = PlanFFN{GPUs: int(q.gF), Batch: int(r * b), StepMs: tF(r) * 1e3, StepTerms: q.costF(r * b).Terms}
	for _, f := range q.a.FFN.Funcs {
		for _, op := range f.Body {
			if op.Kind == ir.OpMoEExperts && pl.FFN.ExpertsTouched == 0 {
				e := float64(op.Weights[0].Type.Shape[0].N)
				pl.FFN.ExpertsTouched = ir.ExpectedExperts(e, float64(op.Attrs.MustInt("top_k")), r*b)
			}
		}
	}
	pl.Exchange = PlanExchange{BytesPerTokenPerLayer: q.wire / q.layers, StepMs: tC * 1e3}
	return pl
}

// RatioOnCurves applies the closed-form rule r* = max(r_A, r_C, r_peak) to step-time curves: tA and
// tC are the attention and exchange steps at the batch B (independent of r), tF(r) the FFN step at
// r·B, gA and gF the GPUs of an attention and an FFN instance. r_A and r_C solve tF(r) = tA and
// tF(r) = tC; r_peak maximises r / ((r·gA + gF)·tF(r)), the per-GPU rate once the FFN is the
// bottleneck. RatioLinear is the same rule for linear curves, in closed form.
func RatioOnCurves(tA, tC float64, tF func(float64) float64, gA, gF, rMax float64) PlanRatio {
	var pr PlanRatio
	pr.RA = largestReal(0, rMax, func(r float64) bool { return tF(r) <= tA })
	pr.RC = largestReal(0, rMax, func(r float64) bool { return tF(r) <= tC })
	// The per-GPU rate past the crossing is unimodal for the curves the cost rules make (a
	// constant plus a rising part); a golden-section search finds its peak.
	f := func(r float64) float64 { return r / ((r*gA + gF) * tF(r)) }
	lo, hi := 1e-6, rMax
	const g = 0.6180339887498949
	x1, x2 := hi-g*(hi-lo), lo+g*(hi-lo)
	f1, f2 := f(x1), f(x2)
	for i := 0; i < 80 && hi-lo > 1e-6; i++ {
		if f1 < f2 {
			lo, x1, f1 = x1, x2, f2
			x2 = lo + g*(hi-lo)
			f2 = f(x2)
		} else {
			hi, x2, f2 = x2, x1, f1
			x1 = hi - g*(hi-lo)
			f1 = f(x1)
		}
	}
	pr.RPeak = (lo + hi) / 2
	pr.RStar, pr.Regime = pr.RA, "attention"
	if pr.RC > pr.RStar {
		pr.RStar, pr.Regime = pr.RC, "communication"
	}
	if pr.RPeak > pr.RStar {
		pr.RStar, pr.Regime = pr.RPeak, "ffn"
	}
	return pr
}

// Linear is the mean-field model with linear step times, the form the rA-1F analysis solves in
// closed form: one attention instance of batch B takes TA per step, its exchange TC, and the FFN
// instance AlphaF·M + BetaF for M aggregated tokens; GA and GF are the instances' GPU counts (1
// and 1 in the paper's per-instance form).
type Linear struct {
	B, TA, TC, AlphaF, BetaF, GA, GF float64
}

// RatioLinear solves the rA-1F ratio for linear step times. Throughput per GPU is
// Φ(r) = r·B / ((r·GA + GF)·max(TA, TC, AlphaF·r·B + BetaF)). While the FFN is not the slowest, the
// step is constant and Φ rises with r; so r* is at least the r where the FFN catches up with the
// attention (r_A = (TA − BetaF)/(AlphaF·B)) or the exchange (r_C = (TC − BetaF)/(AlphaF·B)). Past it
// Φ = r·B/((r·GA+GF)(AlphaF·r·B+BetaF)), whose derivative has the sign of GF·BetaF − GA·AlphaF·B·r²:
// it peaks at r_peak = sqrt(GF·BetaF/(GA·AlphaF·B)). Hence r* = max(r_A, r_C, r_peak).
func RatioLinear(l Linear) PlanRatio {
	pr := PlanRatio{
		RA:    math.Max(0, (l.TA-l.BetaF)/(l.AlphaF*l.B)),
		RC:    math.Max(0, (l.TC-l.BetaF)/(l.AlphaF*l.B)),
		RPeak: math.Sqrt(l.GF * l.BetaF / (l.GA * l.AlphaF * l.B)),
	}
	pr.RStar, pr.Regime = pr.RA, "attention"
	if pr.RC > pr.RStar {
		pr.RStar, pr.Regime = pr.RC, "communication"
	}
	if pr.RPeak > pr.RStar {
		pr.RStar, pr.Regime = pr.RPeak, "ffn"
	}
	return pr
}

// monolithic is the whole model on gM GPUs (weights spread, rates added), at the largest batch
// whose step meets the TPOT, for the gM from the fewest that hold it up to twice that that gives the
// most tokens/s/GPU.
func monolithic(a *Artifact, p *targets.Profile, o PlanOptions) (PlanMonolithic, error) {
	mem := p.MemoryBytes.Value * o.MemFraction
	w := DeviceWeightBytes(a.Full, a.Target.Name, CostOptions{})
	kv := targets.ModuleTime(a.Full, p, 1, ir.Step{Seqs: 1, Context: 1}).Cost.KVBytes * o.Context
	gMin := math.Max(1, math.Ceil(w/mem))
	var best PlanMonolithic
	for g := gMin; g <= 2*gMin; g++ {
		bMem := math.Floor((g*mem - w) / kv)
		t := func(b float64) float64 {
			return PriceRole(a.Full, a.Target.Name, p, ir.Step{Tokens: b, Seqs: b, Context: o.Context}, CostOptions{GPUs: g}).Ms / 1e3
		}
		b := largest(1, bMem, func(b float64) bool { return t(b) <= o.TPOT })
		if b < 1 {
			continue
		}
		tps := b / (g * t(b))
		if tps > best.TokensPerSPerGPU {
			best = PlanMonolithic{GPUs: int(g), Batch: int(b), TPOTModelms: t(b) * 1e3, TokensPerSPerGPU: tps}
		}
	}
	return best, nil
}

// largest is the largest integer in [lo, hi] where ok holds, for ok true up to a point and false
// after; lo-1 when it holds nowhere.
func largest(lo, hi float64, ok func(float64) bool) float64 {
	if hi < lo || !ok(lo) {
		return lo - 1
	}
	for lo < hi {
		mid := math.Ceil((lo + hi) / 2)
		if ok(mid) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

// largestReal is the largest x in [lo, hi] (to 1e-6 relative) where ok holds, for ok true up to a
// point and false after; lo when it holds nowhere.
func largestReal(lo, hi float64, ok func(float64) bool) float64 {
	if ok(hi) {
		return hi
	}
	if !ok(lo) {
		return lo
	}
	for i := 0; i < 100 && hi-lo > 1e-6*math.Max(1, hi); i++ {
		mid := (lo + hi) / 2
		if ok(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// roundPlan rounds every real number to 4 significant digits: the plan is a model, and its JSON
// should not change with the last bits of a platform's floating point.
func roundPlan(p *Plan) *Plan {
	r := sig4
	p.LayerBudgetUs, p.TPOTModelms, p.TokensPerSPerGPU, p.TokensPerS, p.Gain = r(p.LayerBudgetUs), r(p.TPOTModelms), r(p.TokensPerSPerGPU), r(p.TokensPerS), r(p.Gain)
	p.Attention.StepMs = r(p.Attention.StepMs) // KV and wire bytes are exact products of integers
	p.FFN.StepMs, p.FFN.ExpertsTouched = r(p.FFN.StepMs), r(p.FFN.ExpertsTouched)
	for _, ts := range [][]CostTerm{p.Attention.StepTerms, p.FFN.StepTerms} {
		for i := range ts {
			ts[i].Ms, ts[i].Bytes, ts[i].FLOPs, ts[i].Count = r(ts[i].Ms), r(ts[i].Bytes), r(ts[i].FLOPs), r(ts[i].Count)
		}
	}
	p.Exchange.StepMs = r(p.Exchange.StepMs)
	x := &p.Ratio
	x.RA, x.RC, x.RPeak, x.RStar, x.RCap = r(x.RA), r(x.RC), r(x.RPeak), r(x.RStar), r(x.RCap)
	s := &p.Stages
	s.MicroBatch, s.AttentionUs, s.FFNUs, s.ExchangeUs, s.LayerUs = r(s.MicroBatch), r(s.AttentionUs), r(s.FFNUs), r(s.ExchangeUs), r(s.LayerUs)
	m := &p.Monolithic
	m.TPOTModelms, m.TokensPerSPerGPU = r(m.TPOTModelms), r(m.TokensPerSPerGPU)
	for i := range p.Curve {
		c := &p.Curve[i]
		c.TPOTModelms, c.TokensPerSPerGPU = r(c.TPOTModelms), r(c.TokensPerSPerGPU)
	}
	return p
}

func sig4(x float64) float64 {
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return x
	}
	e := math.Pow(10, 3-math.Floor(math.Log10(math.Abs(x))))
	return math.Round(x*e) / e
}

// StepTime is `afdc inspect`'s modelled line: each role's step at one batch on one GPU of a profile
// (an FFN that does not fit one GPU is priced as if it did: the line compares roles, it does not
// size them), and the exchange over the scale-up link.
type StepTime struct {
	Hardware    string  `json:"hardware"`
	Batch       float64 `json:"batch"`
	Context     float64 `json:"context"`
	AttentionMs float64 `json:"attention_ms"`
	FFNMs       float64 `json:"ffn_ms"`
	ExchangeMs  float64 `json:"exchange_ms"`
}

// ModelStep prices one decode step of each role of a at the batch and context on profile p.
func ModelStep(a *Artifact, p *targets.Profile, batch, context float64) StepTime {
	s := ir.Step{Tokens: batch, Seqs: batch, Context: context}
	at := targets.ModuleTime(a.Attention, p, 1, s)
	ex := max(at.ToFFN, at.FromFFN)/p.ScaleUpBytesPerS.Value + float64(at.Layers)*p.LinkLatencyS.Value
	o := CostOptions{GPUs: 1}
	return StepTime{Hardware: p.Name, Batch: batch, Context: context,
		AttentionMs: sig4(PriceRole(a.Attention, a.Target.Name, p, s, o).Ms), FFNMs: sig4(PriceRole(a.FFN, a.Target.Name, p, s, o).Ms), ExchangeMs: sig4(ex * 1e3)}
}
