package targets

import (
	"afdc/ir"
)

// RoleTime is the modelled time of one step of a role program on a device: the op table's cost
// rules (ir.OpInfo.Cost) summed over the program, each op on the roofline of the profile.
type RoleTime struct {
	// Total is the step's device time in seconds: for every op, the larger of its memory time
	// (bytes / bandwidth) and its compute time (matrix FLOPs / matrix rate + vector FLOPs / vector
	// rate), plus its launches times the per-launch overhead. The exchange is not in it.
	Total float64 `json:"total_s"`
	// Memory, Compute and Launch are the three parts summed over the ops alone: Total is at least
	// the larger of Memory and Compute, plus Launch.
	Memory  float64 `json:"memory_s"`
	Compute float64 `json:"compute_s"`
	Launch  float64 `json:"launch_s"`
	// ToFFN and FromFFN are the bytes the step's exchange moves each way (attention program only).
	ToFFN   float64 `json:"to_ffn_bytes"`
	FromFFN float64 `json:"from_ffn_bytes"`
	// Layers is the number of decoder layers the program runs (exchanges, or FFN layer functions).
	Layers int     `json:"layers"`
	Cost   ir.Cost `json:"-"`
}

// ModuleTime prices one step of a role program on gpus devices of profile p acting as one: the
// weights spread over them (expert or tensor parallel), so bandwidth and rates add up and launches
// do not. It is the planner's model: what the program reads and computes, not how a kernel does it.
func ModuleTime(m *ir.Module, p *Profile, gpus float64, s ir.Step) RoleTime {
	bw := gpus * p.MemoryBytesPerS.Value
	mat, vec := gpus*p.MatrixFLOPsPerS.Value, gpus*p.VectorFLOPsPerS.Value
	var rt RoleTime
	for _, f := range m.Funcs {
		if m.Role == ir.RoleFFN {
			rt.Layers++
		}
		for _, op := range f.Body {
			c := op.Info().Cost(op, s)
			switch op.Kind {
			case ir.OpSend:
				rt.ToFFN += c.WireBytes
				rt.Layers++
				continue
			case ir.OpRecv:
				rt.FromFFN += c.WireBytes
				continue
			case ir.OpDispatch:
				rt.ToFFN += c.WireBytes
				rt.Layers++
				continue
			case ir.OpCombine:
				rt.FromFFN += c.WireBytes
				continue
			case ir.OpRemoteExperts:
				// The combine's part: one f32 row of hidden per (token, expert) pair.
				back := s.Tokens * float64(op.Attrs.MustInt("top_k")*op.Result.Type.Shape[1].N*4)
				rt.ToFFN += c.WireBytes - back
				rt.FromFFN += back
				rt.Layers++
				continue
			case ir.OpRemoteFFN:
				out := op.Result.Type
				back := s.Rows(out.Shape[0]) * float64(out.Shape[1].N*out.DType.Size())
				rt.ToFFN += c.WireBytes - back
				rt.FromFFN += back
				rt.Layers++
				continue
			}
			rt.Cost.Add(c)
			mem := c.MemBytes() / bw
			comp := c.MatrixFLOPs/mat + c.VectorFLOPs/vec
			launch := c.Launches * p.LaunchS.Value
			rt.Memory += mem
			rt.Compute += comp
			rt.Launch += launch
			rt.Total += max(mem, comp) + launch
		}
	}
	return rt
}
