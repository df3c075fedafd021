package cuda

import (
	"context"
	"encoding/json"
	"fmt"
	"math"

	"afdc/ir"
	"afdc/passes"
	"afdc/targets"
	"afdc/targets/cuda/kgen"
)

// The CUDA target as the compiler and the planner see it: bf16 activations with an f32 residual
// stream, NCCL between the roles, generated PTX kernels as its artifacts, and the rules by which its
// executor (exec.go, ops.go) runs each op, which the planner prices.

func init() { targets.Register(Target{}) }

// Target is the CUDA target's compile side.
type Target struct{}

func (Target) Info() targets.Info {
	return targets.Info{Name: "cuda", ActDType: ir.BF16, ActDTypes: []ir.DType{ir.BF16, ir.F32}, ResidualF32: true,
		Transport: "nccl", Executes: true, RandomWeights: true, ExpertParallel: true, Device: "h200", KVFP8: true,
		Note:         "generated PTX kernels and cuBLAS GEMMs on NVIDIA GPUs, bf16 activations; the executables talk over TCP with host staging",
		DeviceArches: deviceArches()}
}

// deviceArches are the GPU architectures of kgen's PTX, the default first.
func deviceArches() []string {
	out := []string{string(kgen.DefaultArch)}
	for _, a := range kgen.Arches {
		if a != kgen.DefaultArch {
			out = append(out, string(a))
		}
	}
	return out
}

// Passes: the CUDA target has none of its own; its rewrites happen in kgen and at load.
func (Target) Passes() []passes.Pass { return nil }

// Artifacts are the role programs' kernels for the GPU architecture o.DeviceArch: for each role
// NAME-ROLE.ll (the LLVM IR), .ptx (by llc) and .kernels.json (the launch table, which records the
// architecture), and the PTX and launch table as the executable's payload. A missing llc is an
// error that says how to install one.
func (Target) Artifacts(ctx context.Context, mods []*ir.Module, o targets.ArtifactOptions) (*targets.Artifacts, error) {
	tc, err := kgen.FindToolchain()
	if err != nil {
		return nil, fmt.Errorf("target cuda: %w", err)
	}
	out := &targets.Artifacts{Payload: map[ir.Role]map[string][]byte{}}
	for _, m := range mods {
		b, err := kgen.GenerateFor(ctx, m, tc, kgen.Arch(o.DeviceArch))
		if err != nil {
			return nil, err
		}
		table, err := json.MarshalIndent(b, "", "  ")
		if err != nil {
			return nil, err
		}
		out.Files = append(out.Files, targets.File{Role: m.Role, Suffix: ".ll", Data: []byte(b.LL)},
			targets.File{Role: m.Role, Suffix: ".ptx", Data: []byte(b.PTX)},
			targets.File{Role: m.Role, Suffix: ".kernels.json", Data: append(table, '\n')})
		if out.Payload[m.Role], err = PayloadFiles(b); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// DeviceParamBytes is what weight w of op takes on the device, in the form the backend uploads it
// (weightKeys, heldForm): FP8 matrices are dequantised to bf16 at load (their scales then dropped),
// except routed experts kept FP8; a GEMM's weight is held in its operands' type (bf16 but for fp32
// GEMMs).
func (Target) DeviceParamBytes(op *ir.Op, w *ir.Param, o targets.CostOptions) float64 {
	return paramBytes(op, w, o, heldForm(op, w))
}

// ModelParamReadBytes is what the step-time model counts a step reading of weight w: FP8 matrices
// as bf16 (but routed experts kept FP8), f32 weights at 4 bytes, and the weight of a GEMM with an
// f32 result at 4 bytes whatever its operands (gemmDType). The output projections, the logits and
// a bf16 gate's router read bf16 weights, but the profiles' rates were fitted to measured steps
// with this count (TestValidateShippedOnRun), so it stays until they are fitted again.
func (Target) ModelParamReadBytes(op *ir.Op, w *ir.Param, o targets.CostOptions) float64 {
	form := ir.BF16
	if w.Type.DType == ir.F32 || (op.Kind == ir.OpLinear || op.Kind == ir.OpCustomCall) && gemmDType(op) == ir.F32 {
		form = ir.F32
	}
	return paramBytes(op, w, o, form)
}

// paramBytes is weight w of op held in form: its stored bytes for routed experts kept FP8, nothing
// for an FP8 scale (applied at load), else its elements at form's size.
func paramBytes(op *ir.Op, w *ir.Param, o targets.CostOptions, form ir.DType) float64 {
	switch {
	case (op.Kind == ir.OpMoEExperts || op.Kind == ir.OpExpertFFN) && o.KeepFP8:
		b, _ := w.Type.Bytes()
		return float64(b)
	case w.IsScale():
		return 0
	}
	return float64(w.Elems() * int64(elemSize(form)))
}

// Exec is the CUDA target's launch table: how exec.go and ops.go run each op. A change there that
// changes a count belongs here too; TestExecCoversOps checks that every op of the shipped presets'
// role programs has a row.
func (Target) Exec(op *ir.Op, s ir.Step, p *targets.Profile, o targets.CostOptions) targets.Exec {
	switch op.Kind {
	case ir.OpSend, ir.OpRecv, ir.OpRemoteFFN:
		return targets.ExchangeExec(op, op.Info().Cost(op, s), o)
	case ir.OpLinear, ir.OpCustomCall:
		// One cuBLAS GEMM in gemmDType; activations of another dtype are cast first (the fp32
		// router's bf16 input), a bias is one more GEMM broadcasting it.
		e := targets.Exec{Term: targets.TermGEMM, Launches: 1, Matrix: true, Lib: true}
		if x := op.Args[0].Type; x.DType != gemmDType(op) {
			e.Launches++
			e.Extra += s.Rows(x.Shape[0]) * float64(x.Shape.Last().N) * float64(x.DType.Size()+gemmDType(op).Size())
		}
		if op.Kind == ir.OpLinear && hasBias(op) {
			e.Launches++
		}
		return e
	case ir.OpMLAAttention, ir.OpGQAAttention:
		// The cache write, then the attention kernel (one launch while its scores fit the workspace).
		return targets.Exec{Term: targets.TermAttention, Launches: 2}
	case ir.OpMoEExperts, ir.OpExpertFFN:
		if streamsExperts(op, s, p, o) {
			// moe_permute, moe_active, the fused gate·up·SiLU, the down projection, the f32 combine;
			// no host wait.
			return targets.Exec{Term: targets.TermStreaming, Launches: 5}
		}
		// moe_permute; the experts' offsets come to the host (a wait) to size the GEMMs; gather,
		// grouped gate·up GEMM, SiLU·mul, grouped down GEMM, combine, and the two GEMMs' operand
		// pointer arrays uploaded. Their weights go at the routed path's own measured rate: the
		// tokens per expert are few and uneven, which one GEMM of a fixed shape does not show.
		e := float64(op.Weights[0].Type.Shape[0].N)
		return targets.Exec{Term: targets.TermGEMM, Launches: 9, Syncs: 1, Host: 4*(e+1) + 2*3*8*math.Min(e, s.Tokens*float64(op.Attrs.MustInt("top_k"))), Matrix: true, Lib: true, Routed: true}
	case ir.OpSlice:
		// A copy kernel on this target (a view in the op's rule).
		n := s.Rows(op.Result.Type.Shape[0]) * float64(op.Result.Type.Shape.Last().N) * float64(op.Result.Type.DType.Size())
		return targets.Exec{Term: targets.TermKernels, Launches: 1, Extra: 2 * n}
	}
	return targets.Exec{Term: targets.TermKernels, Launches: 1}
}

// oneKernel are the ops the CUDA target runs as one generated kernel each, bound by their bytes
// (Exec's last row). An op in neither this set nor Exec's cases is priced as one too, and
// TestExecCoversOps fails until it is given its row.
var oneKernel = map[ir.OpKind]bool{
	ir.OpEmbedding: true, ir.OpRMSNorm: true, ir.OpRope: true, ir.OpAdd: true, ir.OpSiluMul: true,
	ir.OpMoERoute: true, ir.OpLastTokens: true, ir.OpSample: true,
}

// streamsExperts says whether the CUDA target runs op's routed experts through its streaming
// kernels: experts kept FP8 always, bf16 ones below the profile's crossover (Profile.Streams, the
// rule ops.go decides by).
func streamsExperts(op *ir.Op, s ir.Step, p *targets.Profile, o targets.CostOptions) bool {
	if o.KeepFP8 && op.Weights[0].Type.DType == ir.F8E4M3 {
		return true
	}
	return p.Streams(s.Tokens, float64(op.Weights[0].Type.Shape[0].N), float64(op.Attrs.MustInt("top_k")))
}

// gemmDType is the dtype the step-time model takes a CUDA GEMM to compute in: its result's, else
// bf16. The GEMMs with an f32 result and bf16 operands (gemmForm: the output projections, the
// logits, a bf16 gate's router) are counted as fp32 too, weights at 4 bytes (ModelParamReadBytes)
// and a cast of the input: the profiles' rates were fitted to step times with this count
// (TestValidateShippedOnRun), so it stays until they are fitted again.
func gemmDType(op *ir.Op) ir.DType {
	if op.Result.Type.DType == ir.F32 {
		return ir.F32
	}
	return ir.BF16
}

// hasBias says whether a linear op carries a bias (a weight after the matrix that is no FP8 scale).
func hasBias(op *ir.Op) bool {
	n := len(op.Weights)
	return n == 2 && !op.Weights[1].IsScale() || n == 3
}
