package cuda

import (
	"fmt"
	"sort"

	"afdc/ir"
	"afdc/runtime"
	rt "afdc/runtime/tensor"
	"afdc/runtime/weights"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/device"
	"afdc/targets/cuda/kgen"
)

// kernelForm is how a weight a generated kernel reads sits in device memory (kgen's rule): f32 stays
// f32, every other float (bf16, f16, FP8 dequantised at load) is bf16.
func kernelForm(p *ir.Param) ir.DType {
	if p.Type.DType == ir.F32 {
		return ir.F32
	}
	return ir.BF16
}

// mlaForm is how an MLA op's kv_b_proj sits in device memory: kernelForm, except that an FP8 one is
// dequantised to f32 for f32 activations (kgen generates the kernel to match).
func mlaForm(op *ir.Op, p *ir.Param) ir.DType {
	if p.Type.DType == ir.F8E4M3 && op.Result.Type.DType == ir.F32 {
		return ir.F32
	}
	return kernelForm(p)
}

// gemmForm is the element type of a GEMM's operands (cuBLAS takes A and B of one type; the rule is
// kgen's, whose decode linear kernel takes bf16 operands only).
func gemmForm(op *ir.Op) ir.DType { return kgen.GEMMForm(op) }

// weightKeys lists every (param, form) the program reads, in param order; FP8 scale params are
// among them only for routed experts kept in FP8 (kgen.FP8Experts), every other FP8 weight being
// dequantised at load (all of them with dequantFP8).
func weightKeys(mod *ir.Module, dequantFP8 bool) []wkey {
	seen := map[wkey]bool{}
	var keys []wkey
	add := func(p *ir.Param, dt ir.DType) {
		k := wkey{p, dt}
		if !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	for _, f := range mod.Funcs {
		for _, op := range f.Body {
			if !dequantFP8 && kgen.FP8Experts(op) {
				// Kept FP8: the codes as stored and their block scales in f32, which the
				// streaming kernels read (half the bytes of bf16 every decode step).
				for i, p := range op.Weights {
					add(p, map[bool]ir.DType{true: ir.F8E4M3, false: ir.F32}[i < 3])
				}
				continue
			}
			for _, p := range op.Weights {
				if p.IsScale() {
					continue // FP8 block scales: Widen applies them at load, the device holds bf16
				}
				add(p, heldForm(op, p))
			}
		}
	}
	order := map[*ir.Param]int{}
	for i, p := range mod.Params {
		order[p] = i
	}
	sort.SliceStable(keys, func(i, j int) bool { return order[keys[i].p] < order[keys[j].p] })
	return keys
}

// heldForm is the dtype the device holds weight p of op in, the form its reader takes: a GEMM's
// weight in its operands' type (gemmForm), an MLA's weights in mlaForm, any other in kernelForm.
func heldForm(op *ir.Op, p *ir.Param) ir.DType {
	switch op.Kind {
	case ir.OpLinear, ir.OpMoEExperts, ir.OpExpertFFN:
		return gemmForm(op)
	case ir.OpMLAAttention:
		return mlaForm(op, p)
	}
	return kernelForm(p)
}

func elemSize(dt ir.DType) int {
	switch dt {
	case ir.F32, ir.I32:
		return 4
	case ir.F8E4M3:
		return 1
	}
	return 2
}

// loadWeights uploads every weight the program reads in the form its readers take, checking each
// checkpoint tensor's size. FP8 weights are dequantised (weights.Widen) and stored in their readers'
// form, except routed experts the streaming kernels read as FP8 (stored as shipped).
func (b *Backend) loadWeights(src runtime.Weights, progress func(done, total int64)) error {
	keys := weightKeys(b.mod, b.dequantFP8)
	var total, done int64
	for _, k := range keys {
		total += b.keyBytes(k)
	}
	stacked := b.stackedKeys()
	for _, k := range keys {
		base, err := b.weightRoom(k, stacked)
		if err != nil {
			return err
		}
		want, _ := k.p.TensorShape().Elems()
		at := base
		for _, name := range b.tensorsOf(k.p) {
			w, err := src.Weight(name)
			if err != nil {
				return fmt.Errorf("load %s: %w", name, err)
			}
			raw, err := deviceBytes(w, k.dt)
			if err != nil {
				return fmt.Errorf("load %s: %w", name, err)
			}
			if int64(len(raw)) != want*int64(elemSize(k.dt)) {
				return fmt.Errorf("load %s: %d values, expected %s = %d", name, len(raw)/elemSize(k.dt), k.p.TensorShape(), want)
			}
			if err := cu.CopyHtoD(at, raw); err != nil {
				return fmt.Errorf("load %s: %w", name, err)
			}
			at = at.Add(len(raw))
			done += int64(len(raw))
			if progress != nil {
				progress(done, total)
			}
		}
	}
	return nil
}

// deviceBytes converts a checkpoint tensor to dt's little-endian bytes (bf16 and f32 tensors of the
// same dtype pass through as stored).
func deviceBytes(w weights.Weight, dt ir.DType) ([]byte, error) {
	switch {
	case dt == ir.F32 && w.Data.DType == rt.F32, dt == ir.BF16 && w.Data.DType == rt.BF16, dt == ir.F8E4M3 && w.Data.DType == rt.F8E4M3:
		return w.Data.Bytes, nil
	case dt == ir.F8E4M3:
		return nil, fmt.Errorf("dtype %s, expected F8_E4M3 (the model declares FP8 weights)", w.Data.DType)
	}
	f, err := weights.Widen(w)
	if err != nil {
		return nil, err
	}
	if dt == ir.F32 {
		return rt.FromF32(f, len(f)).Bytes, nil
	}
	return weights.EncodeBF16(f), nil
}

// loadOnes makes the vectors of ones a GEMM broadcasts a bias with (bias·onesᵀ), one per GEMM type,
// of the step's most rows (maxRows, final by then: a step never reads past them, onesFor).
func (b *Backend) loadOnes() error {
	n := b.maxRows
	for _, dt := range []ir.DType{ir.F32, ir.BF16} {
		p, err := b.alloc(n*elemSize(dt), "bias broadcast vector")
		if err != nil {
			return err
		}
		one := make([]float32, n)
		for i := range one {
			one[i] = 1
		}
		raw := rt.FromF32(one, n).Bytes
		if dt == ir.BF16 {
			raw = weights.EncodeBF16(one)
		}
		if err := cu.CopyHtoD(p, raw); err != nil {
			return err
		}
		b.ones[dt] = p
	}
	b.onesRows = n
	return nil
}

// onesFor is the vector of ones of GEMM type dt that broadcasts a bias over rows rows, or an error
// where the vector is shorter: the GEMM would read past it and add whatever lies there.
func (b *Backend) onesFor(dt ir.DType, rows int) (cu.DevicePtr, error) {
	p, ok := b.ones[dt]
	if !ok || rows > b.onesRows {
		return 0, fmt.Errorf("a bias broadcast over %d rows, the %s vector of ones holds %d; expected at most the step's %d rows", rows, dt, b.onesRows, b.maxRows)
	}
	return p, nil
}

// tableEntries bounds the block-table entries (sequences × blocks) of one run.
const tableEntries = 1 << 20

// planBytes is the activation arena one queue needs for a run of rows tokens: the largest of its
// functions' plans (liveplan.go: the run's inputs, the split attention's and the fused MLA
// prefill's scratch once each, and the values and op scratch placed by liveness).
func planBytes(mod *ir.Module, rows int) int { return planBytesFor(mod, rows, kgen.DefaultArch) }

// splitScratchBytes is the split attention kernels' workspace of a run of rows tokens (splitScratch):
// the most any of mod's attention ops takes, each part aligned, as planBytesFor counts it.
func splitScratchBytes(mod *ir.Module, rows int, arch kgen.Arch) int {
	n := 0
	for _, f := range mod.Funcs {
		for _, op := range f.Body {
			n = max(n, opSplitBytes(op, rows, arch))
		}
	}
	return n
}

// opSplitBytes is the split attention workspace op takes in a run of rows tokens ((MLA: q_abs,
// o_lat,) the workspace, each aligned); 0 for an op that runs no split kernels.
func opSplitBytes(op *ir.Op, rows int, arch kgen.Arch) int {
	if (op.Kind != ir.OpMLAAttention && op.Kind != ir.OpGQAAttention) || !kgen.SplitAttention(op) {
		return 0
	}
	return splitBytes(op, rows, arch) + 3*device.Align
}

// planBytesFor is planBytes for the kernels of GPU architecture arch.
func planBytesFor(mod *ir.Module, rows int, arch kgen.Arch) int {
	best := 0
	for _, f := range mod.Funcs {
		best = max(best, planFunc(f, rows, arch).total)
	}
	return best + 1<<20
}

// scoresBytes is the attention scores workspace of an op: room for every row at a context of 8,192
// tokens, at most scoresCap (longer steps run in row chunks).
func scoresBytes(op *ir.Op, rows int) int {
	return min(scoresCap, rows*int(op.Attrs.MustInt("heads"))*4*8192)
}

// bias is a linear's bias param: its second weight that is not an FP8 block scale; nil if none.
func bias(op *ir.Op) *ir.Param { return kgen.LinearBias(op) }

// fp8Experts reports whether op's routed experts sit in device memory as FP8 (kgen.FP8Experts,
// when the backend was loaded with KeepFP8).
func (b *Backend) fp8Experts(op *ir.Op) bool { return !b.dequantFP8 && kgen.FP8Experts(op) }
