package compiler

import (
	"fmt"
	"math"
	"slices"
	"sort"

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
	Model  string `json:"model"`
	Target string `json:"target"`
	// KVCache is the attention program's KV cache where it is not the activations' type: "fp8"
	// (--kv-cache fp8), which afdc serve and deploy k8s build with.
	KVCache  string  `json:"kv_cache,omitempty"`
	Hardware string  `json:"hardware"`
	TPOTms   float64 `json:"tpot_ms"`
	Context  float64 `json:"context"`
	Layers   int     `json:"layers"`
	// LayerBudgetUs is the time one decoder layer may take within the TPOT, TPOT / layers (the
	// per-layer budget of StepMesh, the AFD system of StepFun's Step-3).
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

	// EP is the expert ranks of an --ep plan, each rank's memory on one device (absent otherwise).
	EP *EPReport `json:"expert_parallel,omitempty"`
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
	// Batch is the plan's batch B, searched with r, the FFN GPUs and the stages for the most
	// tokens/s/GPU under the TPOT.
	Batch  int     `json:"batch"`
	StepMs float64 `json:"step_ms"` // t_A(B)
	// StepTerms is t_A term by term (PriceRole): what the step spends where.
	StepTerms []targets.CostTerm `json:"step_terms"`
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
	StepTerms []targets.CostTerm `json:"step_terms"`
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
	// RCap is the largest r the TPOT (FFN step within it) and --gpus allow at the plan's batch.
	RCap float64 `json:"r_cap"`
	R    int     `json:"r"` // the integer ratio deployed: the search's, not r*
	// StarR is r* as the closed form would deploy it at the plan's batch and FFN GPUs (floor or
	// ceil, the better one-stage rate, within --gpus), and the bundle it gives with its best stage
	// count: its modelled TPOT, tokens/s/GPU and whether it meets the bound.
	StarR                int     `json:"star_r"`
	StarTPOTModelms      float64 `json:"star_tpot_model_ms"`
	StarTokensPerSPerGPU float64 `json:"star_tokens_per_s_per_gpu"`
	StarMeetsTPOT        bool    `json:"star_meets_tpot"`
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

// planner holds what every candidate shares, and the step times it has priced: PriceRole walks
// the whole program, and the search asks for the same micro-batch many times.
type planner struct {
	a      *Artifact
	p      *targets.Profile
	o      PlanOptions
	layers float64
	gA     float64
	wire   float64 // bytes per token per step, larger direction
	kvSeq  float64 // KV bytes per sequence at the context
	memoA  map[float64]float64
	memoF  map[ffnKey]float64
}

type ffnKey struct {
	gF, m float64
	up    bool
}

// tA is the attention instance's step at batch b, in seconds.
func (q *planner) tA(b float64) float64 {
	t, ok := q.memoA[b]
	if !ok {
		t = q.costA(b).Ms / 1e3
		q.memoA[b] = t
	}
	return t
}

func (q *planner) costA(b float64) targets.RoleCost {
	return targets.PriceRole(q.a.Attention, q.a.Target, q.p, ir.Step{Tokens: b, Seqs: b, Context: q.o.Context}, targets.CostOptions{GPUs: q.gA})
}

func (q *planner) costF(m, gF float64) targets.RoleCost {
	return targets.PriceRole(q.a.FFN, q.a.Target, q.p, ir.Step{Tokens: m, Seqs: m, Context: q.o.Context}, targets.CostOptions{GPUs: gF})
}

// linkBW is the exchange's bandwidth each way: the scale-up fabric or the network.
func (q *planner) linkBW(up bool) float64 {
	if up {
		return q.p.ScaleUpBytesPerS.Value
	}
	return q.p.ScaleOutBytesPerS.Value
}

// up says whether a bundle of ratio r with gF FFN GPUs fits one scale-up domain; a bundle that
// does not exchanges over the network.
func (q *planner) up(r, gF float64) bool { return r*q.gA+gF <= q.p.ScaleUpGPUs.Value }

// tC is one attention instance's exchange per step at batch b, one way (the two ways overlap).
func (q *planner) tC(b float64, up bool) float64 {
	return b*q.wire/q.linkBW(up) + q.layers*q.p.LinkLatencyS.Value
}

// tF is the FFN instance's step at m tokens on gF GPUs: its programs, or the rate its ports take
// the tokens in at, whichever is slower.
func (q *planner) tF(m, gF float64, up bool) float64 {
	k := ffnKey{gF, m, up}
	t, ok := q.memoF[k]
	if !ok {
		t = max(q.costF(m, gF).Ms/1e3, m*q.wire/(gF*q.linkBW(up)))
		q.memoF[k] = t
	}
	return t
}

// stageParts is one layer of one micro-batch of b/s sequences on the attention and the link, in
// seconds, and the least the layer can take whatever the FFN does.
func (q *planner) stageParts(b float64, s int, up bool) (a, c, floor float64) {
	mb := b / float64(s)
	a, c = q.tA(mb)/q.layers, q.tC(mb, up)/q.layers
	return a, c, max(float64(s)*max(a, c), a+2*c)
}

// stageTime is one layer of a bundle of ratio r at batch b with s stages and gF FFN GPUs.
func (q *planner) stageTime(b, r, gF float64, s int) PlanStages {
	up := q.up(r, gF)
	mb := b / float64(s)
	a, c, _ := q.stageParts(b, s, up)
	f := q.tF(r*mb, gF, up) / q.layers
	busy := max(a, f)
	layer := max(float64(s)*max(busy, c), a+2*c+f)
	return PlanStages{S: s, MicroBatch: mb, AttentionUs: a * 1e6, FFNUs: f * 1e6, ExchangeUs: c * 1e6,
		LayerUs: layer * 1e6, Hidden: float64(s)*busy >= a+2*c+f && c <= busy}
}

// maxStages is the most stages batch b can run: a micro-batch holds at least one sequence.
func (q *planner) maxStages(b float64) int { return min(q.o.MaxStages, max(1, int(b))) }

// stages picks the stage count with the shortest layer (fewer on a tie: every stage re-reads the
// weights), and records the fewest stages that hide the exchange.
func (q *planner) stages(b, r, gF float64) PlanStages {
	var best PlanStages
	hide := 0
	for s := 1; s <= q.maxStages(b); s++ {
		st := q.stageTime(b, r, gF, s)
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

// layer is the choice stages makes, in seconds, without pricing the FFN for a stage count whose
// attention and exchange alone already take longer than the best layer so far (such a count can
// never replace it under stages' rule); TestPlanLayerIsStages checks they agree.
func (q *planner) layer(b, r, gF float64) (int, float64) {
	up := q.up(r, gF)
	bestS, best := 0, 0.0
	for s := 1; s <= q.maxStages(b); s++ {
		if _, _, floor := q.stageParts(b, s, up); bestS > 0 && floor >= best*(1-1e-9) {
			continue
		}
		if l := q.stageTime(b, r, gF, s).LayerUs / 1e6; bestS == 0 || l < best*(1-1e-9) {
			bestS, best = s, l
		}
	}
	return bestS, best
}

// candidate is one point of the search: FFN GPUs, batch, ratio, and the bundle's stages, TPOT and
// tokens/s/GPU.
type candidate struct {
	gF, b, r float64
	s        int
	tpot     float64 // seconds
	rate     float64 // tokens/s/GPU
}

// better orders candidates: the higher rate; within 1e-9 of each other, the smaller bundle, then
// the smaller batch, then fewer FFN GPUs, then fewer stages, so that the plan does not depend on
// the order the search visits them in.
func (c candidate) better(d candidate, gA float64) bool {
	if d.rate == 0 || c.rate > d.rate*(1+1e-9) {
		return c.rate > 0
	}
	if c.rate < d.rate*(1-1e-9) {
		return false
	}
	key := func(x candidate) [4]float64 { return [4]float64{x.r*gA + x.gF, x.b, x.gF, float64(x.s)} }
	kc, kd := key(c), key(d)
	for i := range kc {
		if kc[i] != kd[i] {
			return kc[i] < kd[i]
		}
	}
	return false
}

// eval prices the bundle (gF, b, r) with its best stage count.
func (q *planner) eval(gF, b, r float64) candidate {
	s, l := q.layer(b, r, gF)
	t := l * q.layers
	return candidate{gF: gF, b: b, r: r, s: s, tpot: t, rate: r * b / ((r*q.gA + gF) * t)}
}

func (q *planner) meets(t float64) bool { return t <= q.o.TPOT*(1+1e-9) }

// search finds the bundle with the most tokens/s/GPU that meets the TPOT, over every FFN GPU count
// in gFs, every batch 1..bMax and every ratio 1..rG(gF), each with its best stage count (on the
// scale-up fabric while the bundle fits one domain, else on the network). It is exhaustive but for
// one property of the step model, which lets it skip what cannot win: the FFN step does not shrink
// as its tokens grow (nor the network beat the scale-up fabric), so at a fixed batch and link the
// TPOT grows with r. Hence
//
//   - a batch is bounded before any r is tried: t_F(m) is at least its value at the grid point
//     (a geometric grid) at or below m, the attention and the link are priced exactly for each
//     stage count, and over each run of ratios the layer is at least that bound at the run's first
//     r while r/(r·g_A+g_F) is at most its value at the last; the batches are visited from the
//     highest bound down until it falls below the best found;
//   - at a batch the ratios that meet the TPOT are 1..r_cap on each link, found by bisection, and
//     over ratios lo..hi the rate is at most hi·b / ((hi·g_A + g_F)·TPOT(lo)), which lets a
//     branch-and-bound over r skip an interval.
//
// TestPlanSearchIsExhaustive checks the result against a plain grid on hand-made profiles, and
// TestPlanSearchProperties the property on the shipped ones.
func (q *planner) search(gFs, rGs []float64, bMax float64) (candidate, bool) {
	type pair struct{ gF, rG, b, ub float64 }
	// lowF(gF, up, m) is at most t_F(m): t_F at the largest point of a geometric grid not above m.
	var grid []float64
	for x := 1.0; x <= float64(q.o.MaxRatio)*bMax*1.25+1; x = math.Ceil(x * 1.25) {
		grid = append(grid, x)
	}
	onGrid := map[ffnKey][]float64{} // t_F at each grid point, NaN until priced
	lowF := func(gF float64, up bool, m float64) float64 {
		k := ffnKey{gF: gF, up: up}
		g, ok := onGrid[k]
		if !ok {
			g = make([]float64, len(grid))
			for i := range g {
				g[i] = math.NaN()
			}
			onGrid[k] = g
		}
		i := max(sort.SearchFloat64s(grid, m+1e-9)-1, 0)
		if math.IsNaN(g[i]) {
			g[i] = q.tF(grid[i], gF, up)
		}
		return g[i]
	}
	var pairs []pair
	for i, gF := range gFs {
		rG := rGs[i]
		rUp := math.Min(rG, math.Floor((q.p.ScaleUpGPUs.Value-gF)/q.gA))
		for b := 1.0; b <= bMax; b++ {
			// Cut 1..rG where the bound's t_F term moves to the next grid point at some stage
			// count and where the link changes. Over each piece the layer's lower bound is at least its
			// value at the piece's first r, and r/(r·g_A+g_F) at most its value at the last.
			ends := []float64{rUp, rG}
			for _, m := range grid {
				for s := 1; s <= q.maxStages(b); s++ {
					if e := math.Ceil(m*float64(s)/b) - 1; e >= 1 && e <= rG {
						ends = append(ends, e)
					}
				}
			}
			slices.Sort(ends)
			ends = slices.Compact(ends)
			var as, cs [2][]float64 // a and c per stage count, on the network and the fabric
			for j, up := range []bool{false, true} {
				for s := 1; s <= q.maxStages(b); s++ {
					a, c, _ := q.stageParts(b, s, up)
					as[j], cs[j] = append(as[j], a), append(cs[j], c)
				}
			}
			ub, lo := 0.0, 1.0
			for _, hi := range ends {
				if hi < lo || hi > rG {
					continue
				}
				up := lo <= rUp
				j := map[bool]int{false: 0, true: 1}[up]
				layer := math.Inf(1)
				for k, a := range as[j] {
					c, s := cs[j][k], float64(k+1)
					f := lowF(gF, up, lo*b/s) / q.layers
					layer = min(layer, max(s*max(a, c, f), a+2*c+f))
				}
				ub = max(ub, hi*b/((hi*q.gA+gF)*layer*q.layers))
				lo = hi + 1
			}
			pairs = append(pairs, pair{gF, rG, b, ub})
		}
	}
	sort.SliceStable(pairs, func(i, j int) bool { return pairs[i].ub > pairs[j].ub })
	var best candidate
	found := false
	consider := func(c candidate) {
		if q.meets(c.tpot) && c.better(best, q.gA) {
			best, found = c, true
		}
	}
	beaten := func(ub float64) bool { return found && ub < best.rate*(1-1e-9) }
	for _, pr := range pairs {
		if beaten(pr.ub) {
			break
		}
		// The layer's floor from the attention and the link alone, over the stage counts.
		floor := math.Inf(1)
		for s := 1; s <= q.maxStages(pr.b); s++ {
			_, _, f := q.stageParts(pr.b, s, true)
			_, _, g := q.stageParts(pr.b, s, false)
			floor = min(floor, f, g)
		}
		if !q.meets(floor*q.layers) || beaten(pr.rG*pr.b/((pr.rG*q.gA+pr.gF)*floor*q.layers)) {
			continue
		}
		// The ratios on the scale-up fabric, then those on the network.
		rUp := math.Min(pr.rG, math.Floor((q.p.ScaleUpGPUs.Value-pr.gF)/q.gA))
		for _, seg := range [][2]float64{{1, rUp}, {math.Max(1, rUp+1), pr.rG}} {
			lo, hi := seg[0], seg[1]
			if hi < lo {
				continue
			}
			memo := map[float64]candidate{}
			at := func(r float64) candidate {
				c, ok := memo[r]
				if !ok {
					c = q.eval(pr.gF, pr.b, r)
					memo[r] = c
					consider(c)
				}
				return c
			}
			hi = largest(lo, hi, func(r float64) bool { return q.meets(at(r).tpot) })
			if hi < lo {
				continue
			}
			var bb func(lo, hi float64)
			bb = func(lo, hi float64) {
				if hi-lo <= 1 || beaten(hi*pr.b/((hi*q.gA+pr.gF)*at(lo).tpot)) {
					return
				}
				mid := math.Floor((lo + hi) / 2)
				at(mid)
				bb(mid, hi)
				bb(lo, mid)
			}
			at(lo)
			bb(lo, hi)
		}
	}
	return best, found
}

// space is what the search ranges over and the bounds MakePlan reports with it.
type space struct {
	gFs, rGs           []float64 // FFN GPU counts tried, and the largest r each allows
	gFMin, bMem, bTPOT float64
	wA, wF             int64
}

// newPlanner sets up the planner for a on p: the attention instance's GPUs, the batch bounds and
// the FFN GPU counts to try.
func newPlanner(a *Artifact, p *targets.Profile, o PlanOptions) (*planner, space, error) {
	if !p.Serves(a.Target.Info().Name) {
		return nil, space{}, fmt.Errorf("--hardware %s: a device of target %v, expected one of target %s", p.Name, p.Targets, a.Target.Info().Name)
	}
	if !(o.TPOT > 0) || !(o.Context >= 1) || math.IsInf(o.TPOT, 1) || math.IsInf(o.Context, 1) {
		return nil, space{}, fmt.Errorf("plan: tpot %v s and context %v, expected both positive and finite (NaN fails every comparison)", o.TPOT, o.Context)
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
	q := &planner{a: a, p: p, o: o, memoA: map[float64]float64{}, memoF: map[ffnKey]float64{}}
	one := targets.ModuleTraffic(a.Attention, ir.Step{Tokens: 1, Seqs: 1, Context: 1})
	if one.Layers == 0 {
		return nil, space{}, fmt.Errorf("plan %s: the attention program exchanges nothing with the FFN, expected one exchange per layer", a.Config.Name)
	}
	q.layers = float64(one.Layers)
	q.wire = max(one.ToFFN, one.FromFFN)
	q.kvSeq = one.Cost.KVBytes * o.Context
	mem := p.MemoryBytes.Value * o.MemFraction
	// Weights as the target holds them (the CUDA target dequantises FP8 to bf16 at load).
	wA, wF := int64(targets.DeviceWeightBytes(a.Attention, a.Target, targets.CostOptions{})), int64(targets.DeviceWeightBytes(a.FFN, a.Target, targets.CostOptions{}))
	q.gA = math.Max(1, math.Ceil(float64(wA)/mem))
	if q.gA*mem-float64(wA) < q.kvSeq {
		q.gA++
	}
	gFMin := math.Max(1, math.Ceil(float64(wF)/mem))
	bMem := math.Floor((q.gA*mem - float64(wA)) / q.kvSeq)
	// The attention step grows with the batch; the largest batch whose attention step alone fits
	// the TPOT bounds the search: S micro-batches of b/S take at least the step of b in sum (every
	// term is a weight read, a launch or a floor paid per micro-batch plus a part that grows with
	// the tokens; TestPlanSearchProperties checks it).
	bTPOT := largest(1, bMem, func(b float64) bool { return q.tA(b) <= o.TPOT })
	if bTPOT < 1 {
		return nil, space{}, fmt.Errorf("plan %s on %s: the attention step at batch 1 takes %.3g ms, over --tpot-ms %.3g", a.Config.Name, p.Name, q.tA(1)*1e3, o.TPOT*1e3)
	}
	// More FFN GPUs shorten the FFN step (its weights are read once per micro-batch whatever the
	// batch) and let it serve more attention instances: try the fewest that hold the weights up to
	// four times that.
	sp := space{gFMin: gFMin, bMem: bMem, bTPOT: bTPOT, wA: wA, wF: wF}
	factors := []float64{1, 1.5, 2, 3, 4}
	if n := float64(a.Opts.EP); n > 1 {
		// An --ep build's FFN instance is its N expert ranks, one GPU each: nothing else runs.
		if err := epFits(a, p, mem); err != nil {
			return nil, space{}, err
		}
		gFMin, factors = n, []float64{1}
		sp.gFMin = n
	}
	for _, k := range factors {
		gF := math.Ceil(gFMin * k)
		rG := float64(o.MaxRatio)
		if o.GPUs > 0 {
			rG = math.Min(rG, math.Floor((float64(o.GPUs)-gF)/q.gA))
		}
		if rG >= 1 && (len(sp.gFs) == 0 || gF != sp.gFs[len(sp.gFs)-1]) {
			sp.gFs, sp.rGs = append(sp.gFs, gF), append(sp.rGs, rG)
		}
	}
	return q, sp, nil
}

// MakePlan sizes an rA-1F deployment of the artifact's role programs on profile p: the FFN GPUs,
// attention batch, ratio and stage count with the most tokens/s/GPU under the TPOT (search), and
// beside it the closed-form ratio r* at that batch.
func MakePlan(a *Artifact, p *targets.Profile, o PlanOptions) (*Plan, error) {
	q, sp, err := newPlanner(a, p, o)
	if err != nil {
		return nil, err
	}
	o = q.o
	gFs, rGs, bMem, bTPOT, wA, wF := sp.gFs, sp.rGs, sp.bMem, sp.bTPOT, sp.wA, sp.wF
	best, ok := q.search(gFs, rGs, bTPOT)
	if !ok {
		if o.GPUs > 0 && float64(o.GPUs) < q.gA+sp.gFMin {
			return nil, fmt.Errorf("--gpus %d: one attention instance (%v GPUs) and one FFN instance (%v GPUs) need %v, expected at least that", o.GPUs, q.gA, sp.gFMin, q.gA+sp.gFMin)
		}
		return nil, fmt.Errorf("plan %s on %s: no batch meets --tpot-ms %.3g once the exchange and the FFN are added", a.Config.Name, p.Name, o.TPOT*1e3)
	}
	rGPU := rGs[slices.Index(gFs, best.gF)]
	pl := q.planAt(best, rGPU)
	pl.Attention.MaxBatchMemory = int(bMem)
	pl.Attention.MaxBatchTPOT = int(bTPOT)
	pl.Attention.WeightBytes, pl.FFN.WeightBytes = wA, wF
	pl.Attention.KVBytesPerSeq = q.kvSeq
	pl.TPOTms, pl.Context, pl.Layers = o.TPOT*1e3, o.Context, int(q.layers)
	pl.LayerBudgetUs = o.TPOT / q.layers * 1e6
	pl.Model, pl.Target, pl.Hardware = a.Config.Name, a.Target.Info().Name, p.Name
	if kvCacheOf(a.Attention) == ir.KVCacheF8E4M3 {
		pl.KVCache = "fp8"
	}
	pl.EP = InspectEP(a, p)
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
	// The curve: every r up to twice the chosen one (at least 16), at most 64 points, at the plan's
	// batch and FFN GPUs.
	rEnd := int(math.Min(rGPU, float64(max(16, 2*pl.Ratio.R))))
	for r := 1; r <= rEnd; r += max(1, (rEnd+63)/64) {
		c := q.eval(best.gF, best.b, float64(r))
		pl.Curve = append(pl.Curve, CurvePoint{R: r, Stages: c.s, TPOTModelms: c.tpot * 1e3,
			TokensPerSPerGPU: c.rate, MeetsTPOT: q.meets(c.tpot)})
	}
	pl.Figures = map[string]string{}
	up := q.up(best.r, best.gF)
	for k, f := range map[string]targets.Figure{"memory_bytes": p.MemoryBytes, "memory_bytes_per_s": p.MemoryBytesPerS,
		"matrix_flops_per_s": p.MatrixFLOPsPerS, "vector_flops_per_s": p.VectorFLOPsPerS, "launch_s": p.LaunchS,
		"attention_flops_per_s": p.AttentionFLOPsPerS, "gemm_bytes_per_s": p.GEMMBytesPerS, "gemm_floor_s": p.GEMMFloorS,
		"routed_gemm_bytes_per_s": p.RoutedGEMMBytesPerS,
		"streaming_bytes_per_s":   p.StreamingBytesPerS, "sync_s": p.SyncS, "host_bytes_per_s": p.HostBytesPerS,
		"streaming_crossover_tokens": p.StreamingCrossoverTokens,
		"link_bytes_per_s":           map[bool]targets.Figure{true: p.ScaleUpBytesPerS, false: p.ScaleOutBytesPerS}[up],
		"link_latency_s":             p.LinkLatencyS} {
		pl.Figures[k] = fmt.Sprintf("%.4g (%s)", f.Value, f.Kind)
	}
	return roundPlan(pl), nil
}

// planAt is the plan of candidate c: its terms, the closed-form ratio at its batch on its link
// (r_A, r_C, r_peak, r*) for comparison, the TPOT cap on r at its batch, and what deploying r*
// there would give.
func (q *planner) planAt(c candidate, rGPU float64) *Plan {
	b, r, gF := c.b, c.r, c.gF
	up := q.up(r, gF)
	tA, tC := q.tA(b), q.tC(b, up)
	tF := func(r float64) float64 { return q.tF(r*b, gF, up) }
	cf := RatioOnCurves(tA, tC, tF, q.gA, gF, float64(q.o.MaxRatio))
	// The largest r that meets the TPOT at this batch: on the network if any r there does, else on
	// the scale-up fabric (the TPOT grows with r on each link, and the network is the slower).
	rUp := math.Min(rGPU, math.Floor((q.p.ScaleUpGPUs.Value-gF)/q.gA))
	ok := func(r float64) bool { return q.meets(q.eval(gF, b, r).tpot) }
	cf.RCap = largest(math.Max(1, rUp+1), rGPU, ok)
	if cf.RCap < math.Max(1, rUp+1) {
		cf.RCap = math.Max(1, largest(1, rUp, ok))
	}
	cf.R = int(r)
	// r* as the closed form deploys it: floor or ceil, whichever has the higher one-stage rate.
	phi := func(r float64) float64 { return r * b / ((r*q.gA + gF) * max(tA, tC, tF(r))) }
	rs := math.Max(1, math.Min(math.Floor(cf.RStar), rGPU))
	if cc := math.Ceil(cf.RStar); cc <= rGPU && cc != rs && phi(cc) > phi(rs) {
		rs = cc
	}
	sc := q.eval(gF, b, rs)
	cf.StarR, cf.StarTPOTModelms, cf.StarTokensPerSPerGPU, cf.StarMeetsTPOT = int(rs), sc.tpot*1e3, sc.rate, q.meets(sc.tpot)
	st := q.stages(b, r, gF)
	tpot := st.LayerUs * q.layers / 1e3
	bundle := int(r*q.gA + gF)
	pl := &Plan{Ratio: cf, Stages: st, TPOTModelms: tpot, BundleGPUs: bundle,
		TokensPerSPerGPU: r * b / (float64(bundle) * tpot / 1e3)}
	pl.Attention = PlanAttention{GPUs: int(q.gA), Batch: int(b), StepMs: tA * 1e3, StepTerms: q.costA(b).Terms}
	pl.FFN = PlanFFN{GPUs: int(gF), Batch: int(r * b), StepMs: tF(r) * 1e3, StepTerms: q.costF(r*b, gF).Terms}
	for _, f := range q.a.FFN.Funcs {
		for _, op := range f.Body {
			if (op.Kind == ir.OpMoEExperts || op.Kind == ir.OpExpertFFN) && pl.FFN.ExpertsTouched == 0 {
				e := float64(op.Weights[0].Type.Shape[0].N)
				pl.FFN.ExpertsTouched = ir.ExpectedExperts(e, float64(op.Attrs.MustInt("top_k")), r*b)
			}
		}
	}
	pl.Exchange = PlanExchange{Link: map[bool]string{true: "scale-up", false: "scale-out"}[up],
		BytesPerTokenPerLayer: q.wire / q.layers, StepMs: tC * 1e3}
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
	w := targets.DeviceWeightBytes(a.Full, a.Target, targets.CostOptions{})
	kv := targets.ModuleTraffic(a.Full, ir.Step{Seqs: 1, Context: 1}).Cost.KVBytes * o.Context
	gMin := math.Max(1, math.Ceil(w/mem))
	var best PlanMonolithic
	for g := gMin; g <= 2*gMin; g++ {
		bMem := math.Floor((g*mem - w) / kv)
		t := func(b float64) float64 {
			return targets.PriceRole(a.Full, a.Target, p, ir.Step{Tokens: b, Seqs: b, Context: o.Context}, targets.CostOptions{GPUs: g}).Ms / 1e3
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
	for _, ts := range [][]targets.CostTerm{p.Attention.StepTerms, p.FFN.StepTerms} {
		for i := range ts {
			ts[i].Ms, ts[i].Bytes, ts[i].FLOPs, ts[i].Count = r(ts[i].Ms), r(ts[i].Bytes), r(ts[i].FLOPs), r(ts[i].Count)
		}
	}
	p.Exchange.StepMs = r(p.Exchange.StepMs)
	x := &p.Ratio
	x.RA, x.RC, x.RPeak, x.RStar, x.RCap = r(x.RA), r(x.RC), r(x.RPeak), r(x.RStar), r(x.RCap)
	x.StarTPOTModelms, x.StarTokensPerSPerGPU = r(x.StarTPOTModelms), r(x.StarTokensPerSPerGPU)
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
	at := targets.ModuleTraffic(a.Attention, s)
	ex := max(at.ToFFN, at.FromFFN)/p.ScaleUpBytesPerS.Value + float64(at.Layers)*p.LinkLatencyS.Value
	o := targets.CostOptions{GPUs: 1}
	return StepTime{Hardware: p.Name, Batch: batch, Context: context,
		AttentionMs: sig4(targets.PriceRole(a.Attention, a.Target, p, s, o).Ms), FFNMs: sig4(targets.PriceRole(a.FFN, a.Target, p, s, o).Ms), ExchangeMs: sig4(ex * 1e3)}
}
