package targets

import (
	"afdc/ir"
)

// The step-time model, the one the planner uses: a role program priced op by op as its target runs
// it, from the op table's cost rules (FLOPs, activation and KV bytes), the target's execution rules
// (Target.Exec, Target.DeviceParamBytes: written beside the target's executor) and the hardware
// profile's rates. Each op costs the larger of its bytes over the bandwidth and its FLOPs over the
// rate of the unit that runs it, and every step adds what the program's execution costs besides
// arithmetic: kernel launches, host waits and host copies. The terms are kept apart so that a model
// that disagrees with a measurement says which one is off (plan --json, plan --validate).

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
	// KeepFP8 keeps FP8 routed experts in FP8 on the device (the executables' --keep-fp8), on a
	// target that otherwise widens FP8 weights at load.
	KeepFP8 bool
}

// Exec is how a target runs one op: the unit its work goes to (Term; "" for nothing on the
// device), and what the execution adds.
type Exec struct {
	Term     string
	Launches float64
	Syncs    float64
	Host     float64 // bytes copied between host and device (pinned memory, DMA only)
	Staged   float64 // payload bytes of a host-staged exchange (Go memory ↔ pinned ↔ device)
	Extra    float64 // device bytes the target moves that the op's rule does not count (slice copies)
	// Matrix puts the op's FLOPs on the matrix units; Lib prices it as a library GEMM of the
	// profile (gemm_bytes_per_s for its weights, at least gemm_floor_s); Routed reads its weights
	// at routed_gemm_bytes_per_s instead (the routed experts' gathered, uneven GEMMs).
	Matrix, Lib, Routed bool
}

// PriceRole prices one step s of role program m compiled for target t on profile p.
func PriceRole(m *ir.Module, t Target, p *Profile, s ir.Step, o CostOptions) RoleCost {
	g := max(o.GPUs, 1)
	bw, gemmBW, streamBW := g*p.MemoryBytesPerS.Value, g*p.GEMMBytesPerS.Value, g*p.StreamingBytesPerS.Value
	routedBW := g * p.RoutedGEMMBytesPerS.Value
	mat, vec, attn := g*p.MatrixFLOPsPerS.Value, g*p.VectorFLOPsPerS.Value, g*p.AttentionFLOPsPerS.Value
	acc := map[string]*CostTerm{}
	for _, t := range Terms {
		acc[t] = &CostTerm{Term: t}
	}
	staged := 0.0 // of acc[TermHost].Bytes
	countExec := func(acc map[string]*CostTerm, e Exec) {
		countExecTerms(acc, e)
		staged += e.Staged
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
			countExec(acc, Exec{Launches: float64(len(f.Args) + len(f.Results)), Syncs: 1, Staged: in + out})
		}
		for _, op := range f.Body {
			c := op.Info().Cost(op, s)
			e := t.Exec(op, s, p, o)
			if e.Term == "" {
				countExec(acc, e)
				continue
			}
			wb := c.WeightBytes * deviceWeightRatio(t, op, o)
			bytes := wb + c.ActBytes + c.KVBytes + e.Extra
			flops := c.MatrixFLOPs + c.VectorFLOPs
			var t float64
			switch {
			case e.Lib:
				w := gemmBW
				if e.Routed {
					w = routedBW
				}
				t = max(wb/w+(c.ActBytes+e.Extra)/bw, flops/mat, p.GEMMFloorS.Value)
			case e.Matrix:
				t = max(bytes/bw, flops/mat)
			case e.Term == TermAttention:
				t = max(bytes/bw, flops/attn)
			case e.Term == TermStreaming:
				t = max(wb/streamBW+c.ActBytes/bw, flops/vec)
			default:
				t = max(bytes/bw, flops/vec)
			}
			add(e.Term, t, bytes, flops)
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
		countExec(acc, Exec{Launches: up + float64(len(f.Results)), Syncs: 1, Host: host})
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
func countExecTerms(acc map[string]*CostTerm, e Exec) {
	acc[TermLaunch].Count += e.Launches
	acc[TermSync].Count += e.Syncs
	acc[TermHost].Bytes += e.Host + e.Staged
}

// rowBytes is one row of a value: its fixed dims after the first, times the element size.
func rowBytes(t ir.Type) float64 {
	n := float64(t.DType.Size())
	for _, d := range t.Shape[1:] {
		n *= float64(d.N)
	}
	return n
}

// DefaultExec is how a target without rules of its own runs op: every op one launch (or the
// launches its cost rule counts) on the unit its cost rule names.
func DefaultExec(op *ir.Op, s ir.Step, o CostOptions) Exec {
	c := op.Info().Cost(op, s)
	switch op.Kind {
	case ir.OpSend, ir.OpRecv, ir.OpRemoteFFN:
		return ExchangeExec(op, c, o)
	}
	if c.MatrixFLOPs > 0 {
		return Exec{Term: TermGEMM, Launches: c.Launches, Matrix: true}
	}
	return Exec{Term: TermKernels, Launches: c.Launches}
}

// ExchangeExec is an exchange op: nothing on the device, and through the host when staged.
func ExchangeExec(op *ir.Op, c ir.Cost, o CostOptions) Exec {
	if !o.HostStaged {
		return Exec{}
	}
	e := Exec{Launches: 1, Staged: c.WireBytes}
	if op.Kind != ir.OpRecv {
		e.Syncs = 1 // the payload must be in host memory before it leaves
	}
	return e
}

// deviceWeightRatio is the bytes t reads of op's weights over the bytes stored in the checkpoint
// (Target.DeviceParamBytes, or the target's ParamReadModel where it has one).
func deviceWeightRatio(t Target, op *ir.Op, o CostOptions) float64 {
	read := t.DeviceParamBytes
	if m, ok := t.(ParamReadModel); ok {
		read = m.ModelParamReadBytes
	}
	stored, dev := 0.0, 0.0
	for _, w := range op.Weights {
		b, _ := w.Type.Bytes()
		stored += float64(b)
		dev += read(op, w, o)
	}
	if stored == 0 {
		return 1
	}
	return dev / stored
}

// DeviceWeightBytes is what role program m's weights take in the memory of t's devices
// (Target.DeviceParamBytes; a parameter several ops read is counted once, in its first op's form).
func DeviceWeightBytes(m *ir.Module, t Target, o CostOptions) float64 {
	seen := map[*ir.Param]bool{}
	total := 0.0
	for _, f := range m.Funcs {
		for _, op := range f.Body {
			for _, w := range op.Weights {
				if !seen[w] {
					seen[w] = true
					total += t.DeviceParamBytes(op, w, o)
				}
			}
		}
	}
	return total
}

// Traffic is what one step of a role program moves and reads besides its arithmetic: the op table's
// cost rules summed over the program, and the exchange's bytes each way.
type Traffic struct {
	// ToFFN and FromFFN are the bytes the step's exchange moves each way (attention program only).
	ToFFN   float64
	FromFFN float64
	// Layers is the number of decoder layers the program runs (exchanges, or FFN layer functions).
	Layers int
	// Cost sums the cost rules of the program's ops other than the exchange.
	Cost ir.Cost
}

// ModuleTraffic sums one step s of role program m.
func ModuleTraffic(m *ir.Module, s ir.Step) Traffic {
	var t Traffic
	for _, f := range m.Funcs {
		if m.Role == ir.RoleFFN {
			t.Layers++
		}
		for _, op := range f.Body {
			c := op.Info().Cost(op, s)
			switch op.Kind {
			case ir.OpSend:
				t.ToFFN += c.WireBytes
				t.Layers++
				continue
			case ir.OpRecv:
				t.FromFFN += c.WireBytes
				continue
			case ir.OpDispatch:
				t.ToFFN += c.WireBytes
				t.Layers++
				continue
			case ir.OpCombine:
				t.FromFFN += c.WireBytes
				continue
			case ir.OpRemoteExperts:
				// The combine's part: one f32 row of hidden per (token, expert) pair.
				back := s.Tokens * float64(op.Attrs.MustInt("top_k")*op.Result.Type.Shape[1].N*4)
				t.ToFFN += c.WireBytes - back
				t.FromFFN += back
				t.Layers++
				continue
			case ir.OpRemoteFFN:
				out := op.Result.Type
				back := s.Rows(out.Shape[0]) * float64(out.Shape[1].N*out.DType.Size())
				t.ToFFN += c.WireBytes - back
				t.FromFFN += back
				t.Layers++
				continue
			}
			t.Cost.Add(c)
		}
	}
	return t
}
