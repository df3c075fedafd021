package compiler

import (
	"math"

	"afdc/ir"
	"afdc/targets"
)

// The planner's step-time model: a role program priced op by op as its target runs it, from the op
// table's cost rules (FLOPs, activation and KV bytes) and the hardware profile's rates. Each op
// costs the larger of its bytes over the bandwidth and its FLOPs over the rate of the unit that runs
// it, and every step adds what the program's execution costs besides arithmetic: kernel launches,
// host waits and host copies. The terms are kept apart so that a model that disagrees with a
// measurement says which one is off (plan --json, plan --validate).
//
// How the CUDA target runs each op (targets/cuda exec.go and ops.go) is written down here as the
// launch table below: what unit, how many launches, whether the host waits. A change there that
// changes a count belongs in cudaExec too; TestCudaExecCoversOps checks that every op of the
// shipped presets' role programs has a row.

// Cost terms, in the order they are printed.
const (
	TermGEMM      = "gemm"      // library GEMMs (cuBLAS): weights at gemm_bytes_per_s (routed experts at routed_gemm_bytes_per_s), FLOPs on the matrix units
	TermAttention = "attention" // the generated attention core: KV and weights, FLOPs at attention_flops_per_s
	TermStreaming = "streaming" // the generated streaming expert kernels: weights at streaming_bytes_per_s
	TermKernels   = "kernels"   // the other generated kernels (norms, rope, adds, routing, sampling)
	TermLaunch    = "launch"    // kernel launches and library calls × launch_s
	TermSync      = "sync"      // host waits for the device × sync_s
	TermHost      = "host"      // device↔host copies: logits and ids at host_bytes_per_s, host-staged payloads at staged_bytes_per_s
)

// Terms lists the cost terms in print order.
var Terms = []string{TermGEMM, TermAttention, TermStreaming, TermKernels, TermLaunch, TermSync, TermHost}

// CostTerm is one term of a role's step: its time and what it counted.
type CostTerm struct {
	Term  string  `json:"term"`
	Ms    float64 `json:"ms"`
	Bytes float64 `json:"bytes,omitempty"`
	FLOPs float64 `json:"flops,omitempty"`
	Count float64 `json:"count,omitempty"` // launches for launch, waits for sync
}

// RoleCost is one role's modelled step, term by term (every term of Terms, in order).
type RoleCost struct {
	Ms    float64    `json:"ms"`
	Terms []CostTerm `json:"terms"`
}

// Term returns the named term's time in ms (0 when absent).
func (r RoleCost) Term(name string) float64 {
	for _, t := range r.Terms {
		if t.Term == name {
			return t.Ms
		}
	}
	return 0
}

// CostOptions say how the role runs beyond its program.
type CostOptions struct {
	// GPUs spread the weights (expert or tensor parallel): bandwidths and rates add up; launches,
	// waits and host copies do not.
	GPUs float64
	// HostStaged: the exchange goes through host memory (the TCP transport and afdc bench's
	// in-process pair): each exchange copies its payload through the host and waits for the
	// device. Without it the exchange is the link's, priced by the planner, not here.
	HostStaged bool
	// KeepFP8 keeps FP8 routed experts in FP8 on the device (the executables' --keep-fp8); every
	// other FP8 weight is dequantised to bf16 at load on the CUDA target.
	KeepFP8 bool
}

// exec is how a target runs one op: the unit its work goes to, and what the execution adds.
type exec struct {
	term     string
	launches float64
	syncs    float64
	host     float64 // bytes copied between host and device (pinned memory, DMA only)
	staged   float64 // payload bytes of a host-staged exchange (Go memory ↔ pinned ↔ device)
	extra    float64 // device bytes the target moves that the op's rule does not count (slice copies)
	// matrix puts the op's FLOPs on the matrix units; lib prices it as a library GEMM of the
	// profile (gemm_bytes_per_s for its weights, at least gemm_floor_s); routed reads its weights
	// at routed_gemm_bytes_per_s instead (the routed experts' gathered, uneven GEMMs).
	matrix, lib, routed bool
}

// PriceRole prices one step s of role program m compiled for target on profile p.
func PriceRole(m *ir.Module, target string, p *targets.Profile, s ir.Step, o CostOptions) RoleCost {
	g := max(o.GPUs, 1)
	bw, gemmBW, streamBW := g*p.MemoryBytesPerS.Value, g*p.GEMMBytesPerS.Value, g*p.StreamingBytesPerS.Value
	routedBW := g * p.RoutedGEMMBytesPerS.Value
	mat, vec, attn := g*p.MatrixFLOPsPerS.Value, g*p.VectorFLOPsPerS.Value, g*p.AttentionFLOPsPerS.Value
	acc := map[string]*CostTerm{}
	for _, t := range Terms {
		acc[t] = &CostTerm{Term: t}
	}
	staged := 0.0 // of acc[TermHost].Bytes
	countExec := func(acc map[string]*CostTerm, e exec) {
		countExecTerms(acc, e)
		staged += e.staged
	}
	add := func(term string, sec, bytes, flops float64) {
		a := acc[term]
		a.Ms += sec * 1e3
		a.Bytes += bytes
		a.FLOPs += flops
	}
	for _, f := range m.Funcs {
		if m.Role == ir.RoleFFN && o.HostStaged {
			// A layer function's payload comes in through the host, its result goes back, and the
			// caller waits for it.
			in, out := 0.0, 0.0
			for _, a := range f.Args {
				in += s.Rows(a.Type.Shape[0]) * rowBytes(a.Type)
			}
			for _, r := range f.Results {
				out += s.Rows(r.Type.Shape[0]) * rowBytes(r.Type)
			}
			countExec(acc, exec{launches: float64(len(f.Args) + len(f.Results)), syncs: 1, staged: in + out})
		}
		for _, op := range f.Body {
			c := op.Info().Cost(op, s)
			e := execOf(target, op, s, p, o)
			if e.term == "" {
				countExec(acc, e)
				continue
			}
			wb := c.WeightBytes * deviceWeightRatio(target, op, o)
			bytes := wb + c.ActBytes + c.KVBytes + e.extra
			flops := c.MatrixFLOPs + c.VectorFLOPs
			var t float64
			switch {
			case e.lib:
				w := gemmBW
				if e.routed {
					w = routedBW
				}
				t = max(wb/w+(c.ActBytes+e.extra)/bw, flops/mat, p.GEMMFloorS.Value)
			case e.matrix:
				t = max(bytes/bw, flops/mat)
			case e.term == TermAttention:
				t = max(bytes/bw, flops/attn)
			case e.term == TermStreaming:
				t = max(wb/streamBW+c.ActBytes/bw, flops/vec)
			default:
				t = max(bytes/bw, flops/vec)
			}
			add(e.term, t, bytes, flops)
			countExec(acc, e)
		}
	}
	if f := m.Func("forward"); f != nil && len(f.Results) > 0 {
		// The step's inputs go up (ids, positions, each token's sequence, last rows, block tables,
		// and the sampling rows), and its results come back and the host waits for them: token ids
		// where the program samples on the device (its logits stay there unless a request asks for
		// logprobs, which the plan does not price), else the logits cast to f32.
		up := 5.0
		if len(f.Args) == 4 {
			up += 5
		}
		ids := false
		for _, r := range f.Results {
			ids = ids || r.Type.DType == ir.I32
		}
		host := 0.0
		for _, r := range f.Results {
			if ids && r.Type.DType != ir.I32 {
				continue
			}
			n := s.Rows(r.Type.Shape[0])
			for _, d := range r.Type.Shape[1:] {
				n *= float64(d.N)
			}
			host += 4 * n // i32 ids, or logits as f32
			if r.Type.DType != ir.I32 && r.Type.DType != ir.F32 {
				add(TermKernels, n*float64(r.Type.DType.Size()+4)/bw, n*float64(r.Type.DType.Size()+4), 0)
				acc[TermLaunch].Count++
			}
		}
		countExec(acc, exec{launches: up + float64(len(f.Results)), syncs: 1, host: host})
	}
	acc[TermLaunch].Ms = acc[TermLaunch].Count * p.LaunchS.Value * 1e3
	acc[TermSync].Ms = acc[TermSync].Count * p.SyncS.Value * 1e3
	// The host term's bytes are both kinds; each is priced at its own rate.
	acc[TermHost].Ms = (acc[TermHost].Bytes - staged) / p.HostBytesPerS.Value * 1e3
	if staged > 0 {
		acc[TermHost].Ms += staged / p.StagedBytesPerS.Value * 1e3
	}
	var rc RoleCost
	for _, t := range Terms {
		rc.Terms = append(rc.Terms, *acc[t])
		rc.Ms += acc[t].Ms
	}
	return rc
}

// countExecTerms adds an op's launches, waits and host copies to their terms (priced at the end).
func countExecTerms(acc map[string]*CostTerm, e exec) {
	acc[TermLaunch].Count += e.launches
	acc[TermSync].Count += e.syncs
	acc[TermHost].Bytes += e.host + e.staged
}

// rowBytes is one row of a value: its fixed dims after the first, times the element size.
func rowBytes(t ir.Type) float64 {
	n := float64(t.DType.Size())
	for _, d := range t.Shape[1:] {
		n *= float64(d.N)
	}
	return n
}

// execOf is the launch table: how target runs op in step s. Targets without a table of their own
// (ascend, cpu) run every op as one launch on the unit its cost rule names.
func execOf(target string, op *ir.Op, s ir.Step, p *targets.Profile, o CostOptions) exec {
	if target == "cuda" {
		return cudaExec(op, s, p, o)
	}
	c := op.Info().Cost(op, s)
	switch op.Kind {
	case ir.OpSend, ir.OpRecv, ir.OpRemoteFFN:
		return exchangeExec(op, c, o)
	}
	if c.MatrixFLOPs > 0 {
		return exec{term: TermGEMM, launches: c.Launches, matrix: true}
	}
	return exec{term: TermKernels, launches: c.Launches}
}

// exchangeExec is an exchange op: nothing on the device, and through the host when staged.
func exchangeExec(op *ir.Op, c ir.Cost, o CostOptions) exec {
	if !o.HostStaged {
		return exec{}
	}
	e := exec{launches: 1, staged: c.WireBytes}
	if op.Kind != ir.OpRecv {
		e.syncs = 1 // the payload must be in host memory before it leaves
	}
	return e
}

// cudaExec is the CUDA target's launch table (targets/cuda exec.go, ops.go).
func cudaExec(op *ir.Op, s ir.Step, p *targets.Profile, o CostOptions) exec {
	switch op.Kind {
	case ir.OpSend, ir.OpRecv, ir.OpRemoteFFN:
		return exchangeExec(op, op.Info().Cost(op, s), o)
	case ir.OpLinear, ir.OpCustomCall:
		// One cuBLAS GEMM in the result's dtype; activations of another dtype are cast first (the
		// router's f32 logits from bf16 activations), a bias is one more GEMM broadcasting it.
		e := exec{term: TermGEMM, launches: 1, matrix: true, lib: true}
		if x := op.Args[0].Type; x.DType != gemmDType(op) {
			e.launches++
			e.extra += s.Rows(x.Shape[0]) * float64(x.Shape.Last().N) * float64(x.DType.Size()+gemmDType(op).Size())
		}
		if op.Kind == ir.OpLinear && hasBias(op) {
			e.launches++
		}
		return e
	case ir.OpMLAAttention, ir.OpGQAAttention:
		// The cache write, then the attention kernel (one launch while its scores fit the workspace).
		return exec{term: TermAttention, launches: 2}
	case ir.OpMoEExperts, ir.OpExpertFFN:
		if cudaStreams(op, s, p, o) {
			// moe_permute, moe_active, the fused gate·up·SiLU, the down projection, the f32 combine;
			// no host wait.
			return exec{term: TermStreaming, launches: 5}
		}
		// moe_permute; the experts' offsets come to the host (a wait) to size the GEMMs; gather,
		// grouped gate·up GEMM, SiLU·mul, grouped down GEMM, combine, and the two GEMMs' operand
		// pointer arrays uploaded. Their weights go at the routed path's own measured rate: the
		// tokens per expert are few and uneven, which one GEMM of a fixed shape does not show.
		e := float64(op.Weights[0].Type.Shape[0].N)
		return exec{term: TermGEMM, launches: 9, syncs: 1, host: 4*(e+1) + 2*3*8*math.Min(e, s.Tokens*float64(op.Attrs.MustInt("top_k"))), matrix: true, lib: true, routed: true}
	case ir.OpSlice:
		// A copy kernel on this target (a view in the op's rule).
		n := s.Rows(op.Result.Type.Shape[0]) * float64(op.Result.Type.Shape.Last().N) * float64(op.Result.Type.DType.Size())
		return exec{term: TermKernels, launches: 1, extra: 2 * n}
	}
	return exec{term: TermKernels, launches: 1}
}

// cudaOneKernel are the ops the CUDA target runs as one generated kernel each, bound by their bytes
// (cudaExec's last row). An op in neither this set nor cudaExec's cases is priced as one too, and
// TestCudaExecCoversOps fails until it is given its row.
var cudaOneKernel = map[ir.OpKind]bool{
	ir.OpEmbedding: true, ir.OpRMSNorm: true, ir.OpRope: true, ir.OpAdd: true, ir.OpSiluMul: true,
	ir.OpMoERoute: true, ir.OpLastTokens: true, ir.OpSample: true,
}

// cudaStreams says whether the CUDA target runs op's routed experts through its streaming kernels:
// experts kept FP8 always, bf16 ones below the profile's crossover (Profile.Streams, the rule the
// backend decides by).
func cudaStreams(op *ir.Op, s ir.Step, p *targets.Profile, o CostOptions) bool {
	if o.KeepFP8 && op.Weights[0].Type.DType == ir.F8E4M3 {
		return true
	}
	return p.Streams(s.Tokens, float64(op.Weights[0].Type.Shape[0].N), float64(op.Attrs.MustInt("top_k")))
}

// gemmDType is the dtype a CUDA GEMM computes in: its result's (f32 for the router), else bf16.
func gemmDType(op *ir.Op) ir.DType {
	if op.Result.Type.DType == ir.F32 {
		return ir.F32
	}
	return ir.BF16
}

func hasBias(op *ir.Op) bool {
	n := len(op.Weights)
	return n == 2 && !op.Weights[1].IsScale() || n == 3
}

// deviceWeightRatio is the bytes the target reads of op's weights over the bytes stored in the
// checkpoint (deviceParamBytes).
func deviceWeightRatio(target string, op *ir.Op, o CostOptions) float64 {
	stored, dev := 0.0, 0.0
	for _, w := range op.Weights {
		b, _ := w.Type.Bytes()
		stored += float64(b)
		dev += deviceParamBytes(target, op, w, o)
	}
	if stored == 0 {
		return 1
	}
	return dev / stored
}

// deviceParamBytes is what weight w of op takes in the target's memory: the CUDA target dequantises
// FP8 matrices to bf16 at load (their scales are then dropped), except routed experts kept FP8, and
// runs GEMMs with an f32 result on f32 weights. Other targets keep the checkpoint's form.
func deviceParamBytes(target string, op *ir.Op, w *ir.Param, o CostOptions) float64 {
	b, _ := w.Type.Bytes()
	switch {
	case target != "cuda", (op.Kind == ir.OpMoEExperts || op.Kind == ir.OpExpertFFN) && o.KeepFP8:
		return float64(b)
	case w.IsScale():
		return 0
	case w.Type.DType == ir.F32:
		return float64(b)
	case (op.Kind == ir.OpLinear || op.Kind == ir.OpCustomCall) && gemmDType(op) == ir.F32:
		return float64(w.Elems() * 4)
	}
	return float64(w.Elems() * 2)
}

// DeviceWeightBytes is what role program m's weights take in the memory of target's devices
// (deviceParamBytes; a parameter several ops read is counted once, in its first op's form).
func DeviceWeightBytes(m *ir.Module, target string, o CostOptions) float64 {
	seen := map[*ir.Param]bool{}
	total := 0.0
	for _, f := range m.Funcs {
		for _, op := range f.Body {
			for _, w := range op.Weights {
				if !seen[w] {
					seen[w] = true
					total += deviceParamBytes(target, op, w, o)
				}
			}
		}
	}
	return total
}
