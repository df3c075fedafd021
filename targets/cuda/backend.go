// Package cuda is the CUDA target behind the runtime's device seam: it loads a role program's
// weights onto one GPU, runs every op with the kernels kgen generated for the program (PTX, loaded
// with cuModuleLoadData) and cuBLAS GEMMs, keeps the KV cache as paged blocks in device memory, and
// samples on the device. One Backend serves every role: a full or attention module through
// runtime.AttentionBackend, an FFN module through runtime.FFNBackend.
//
// Every CUDA call runs on the device's one locked OS thread (package device): the runtime drives a
// step inside Drive, which runs there, and a method called from elsewhere is handed to it. Device
// memory is taken at load, all of it: the weights, the KV block pool and one activation arena per
// queue (stage), carved by bumping an offset and reset when a run begins, so a step never calls
// cuMemAlloc. Host tensors that cross the seam are Go memory; they are staged through pinned buffers
// of their queue, and results are copied out of them when the queue is synced.
package cuda

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"afdc/ir"
	"afdc/runtime"
	rt "afdc/runtime/tensor"
	"afdc/targets"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/cublas"
	"afdc/targets/cuda/device"
	"afdc/targets/cuda/kgen"
)

// autoRows is the rows of one step when the load options leave them to the backend: the largest
// of AutoMaxTokens (or most, when positive and smaller), halving down to DefaultMaxTokens, whose
// activation arenas (one a stage, plan gives one's bytes), staging and cuBLAS workspaces take at most half of the
// free bytes left after the weights (the rest is the KV cache's); DefaultMaxTokens where none does.
func autoRows(free, stages, most int, plan func(rows int) int) int {
	top := AutoMaxTokens
	if most > 0 && most < top {
		top = most
	}
	for rows := top; rows > DefaultMaxTokens; rows /= 2 {
		if stages*(plan(rows)+stageExtraBytes) <= free/2 {
			return rows
		}
	}
	return DefaultMaxTokens
}

// MaxRows is the most tokens one step may hold: the load options' MaxBatchTokens, or what the
// backend sized from the device's memory when they left it 0 (autoRows).
func (b *Backend) MaxRows() int { return b.maxRows }

// Defaults of the load options.
const (
	DefaultMemoryFraction = 0.9
	DefaultMaxTokens      = 512
	// AutoMaxTokens is the largest step a backend sizes itself (LoadOptions.MaxBatchTokens 0):
	// a 16,384-token prompt, or eight of 2,048 sent together, in one step where the memory left
	// after the weights allows, so that a step reads each expert's weights once for all of them.
	// On an H200 the DeepSeek-V3 slice took eight prompts of 2,048 to their first tokens in 152
	// ms in one such step against 196 in four steps of 4,096 (docs/perf.md).
	AutoMaxTokens = 16384
	// BlockSize is the default tokens of one KV block (every layer's pools share the block
	// numbering); the runtime sets its own with SetBlockSize. 64 is a tile of the split decode
	// kernels (kgen.SplitAlign): over such blocks the MLA decode kernel on sm_90a reads a tile as one
	// bulk copy a region (kgen.MLADecodeSpec.Bulk), measured 4-15 % faster on an H200 than its
	// cp.async form (docs/perf.md).
	BlockSize = 64
	// scoresCap bounds the attention scores workspace of one launch; longer steps run in row chunks.
	scoresCap = 256 << 20
	// blasWorkspace is the bytes of each cuBLAS workspace: the backend's, set at load for the
	// measurements outside a run, and a stage's two (its stream's and its side stream's).
	blasWorkspace = 32 << 20
	// queueBlasBytes is a stage's two cuBLAS workspaces.
	queueBlasBytes = 2 * blasWorkspace
)

// Register makes the CUDA target loadable by role executables.
func Register() {
	runtime.Register("cuda", func(mod *ir.Module, w runtime.Weights, opt runtime.LoadOptions) (runtime.Backend, error) {
		// FP8 routed experts stay FP8 only when asked: measured on the H200 (docs/perf-history.md, "FP8
		// routed experts kept FP8"), their streaming kernels are no faster than bf16 GEMMs at decode
		// batch 1-64, slower at 256, and prefill re-reads each expert per 8 tokens; what they buy is
		// half the experts' memory.
		return Load(mod, w, opt)
	})
	registerExecutable()
}

// Backend is a role program loaded onto one GPU.
type Backend struct {
	arch      kgen.Arch // the bundle's: which kernels an op has (kgen.KernelsForArch)
	dependent bool      // launch the kernels dependently (dependentLaunch)
	dev       *device.Device
	mod       *ir.Module
	log       *slog.Logger
	blas      *cublas.Handle
	cmod      cu.Module
	kfns      map[string]*kfn
	opk       map[*ir.Op]map[string]*kfn // each op's kernels by kind, resolved at load
	w         map[wkey]cu.DevicePtr
	mem       []cu.DevicePtr // every allocation made at load, freed by Close
	// ones holds, per GEMM type, the onesRows ones that broadcast a linear's bias (bias·onesᵀ).
	ones     map[ir.DType]cu.DevicePtr
	onesRows int
	kv       *kvCache // nil for an FFN module
	layers   []int    // exchanged layers of @forward, in order

	maxRows int // rows of one run the activation arenas are planned for
	// splitBytes is the split attention kernels' workspace a run takes (splitScratch), planned
	// with the arena: sizing it means building the op's kernels, too slow for every step.
	splitBytes int
	arenaSize  int // bytes of each queue's activation arena
	// plans: where a run of each function puts its values in the arena (liveplan.go), made for
	// maxRows rows.
	plans  map[*ir.Func]*arenaPlan
	budget int // bytes this backend may take
	used   int // bytes taken so far

	// ExpertLoop runs the routed experts' GEMMs one cuBLAS call each instead of one grouped call
	// per step (the comparison the GPU tests and figures make); set before the first step.
	ExpertLoop bool
	// NoOverlap runs the shared experts in program order on the queue's stream instead of on its
	// side stream beside the router and routed experts (branch.go; for comparison); set before the
	// first step.
	NoOverlap bool
	// branchAt are the shared-expert branches of the program by the op before which they launch;
	// sectionAt the layer sections of each function, by the index of the op each begins at
	// (layertime.go).
	branchAt map[*ir.Op]*branch
	// groups are the linears each group's first op runs in one decode launch (decodeGroups), with
	// their kernel, by that first op.
	groups map[*ir.Op]*linearGroup
	// normRopes are the norms that run with the rope reading their result as one launch
	// (kgen.NormRopes), by the norm.
	normRopes map[*ir.Op]*normRope
	// resLinears are the linears that decode steps run with the residual add after them as one
	// launch at the add (residualLinears), by the linear.
	resLinears map[*ir.Op]*residualLinear
	// latents are the MLA latent sets that run as one launch (kgen.MLALatents), by the op the
	// launch runs at.
	latents map[*ir.Op]*mlaLatent
	// normLinears are the norms whose result only decode linears read, by the norm, with those
	// linears and the kernel decode steps run them with, the norm inside (kgen.NormLinears over
	// decodeGroups).
	normLinears map[*ir.Op]*linearGroup
	// stacks are the pairs of linears that steps past the decode kernels' rows run as one GEMM
	// (kgen.StackedLinears over decodeGroups; stacked.go), by the pair's first op.
	stacks map[*ir.Op]*stackedLinear
	// latentCached are the MLA attention ops whose cache write their latent set's launch does.
	latentCached map[*ir.Op]bool
	sectionAt    map[*ir.Func]map[int]string
	// Profile is the hardware profile whose measured streaming/GEMM crossover decides when a decode
	// step's routed experts stream (targets.Profile.Streams): at load, the shipped profile of this
	// device where that figure is measured, else the H200's (streamingProfile); a calibrated one
	// may replace it before the first step.
	Profile *targets.Profile
	// NoStreaming keeps decode steps' routed experts on cuBLAS instead of the streaming kernels
	// (for comparison); set before the first step. Experts kept in FP8 always stream.
	NoStreaming bool
	// NoMLAOut runs a few rows' split MLA attention through the combine and cuBLAS's output GEMM
	// instead of mla_out (kgen/mlaout.go; for comparison); set before the first step.
	NoMLAOut bool
	// NoMLAAbsorb runs the query absorption of a step's split MLA path through cuBLAS's
	// strided-batched GEMM instead of the absorption kernel (kgen/mlaabsorb.go; for comparison); set
	// before the first step.
	NoMLAAbsorb bool
	// NoBulkMLA keeps the MLA decode kernel's cp.async form where its bulk-copy form would serve
	// (kgen.MLADecodeSpec.Bulk; for comparison); set before the first step.
	NoBulkMLA bool
	// NoWideLinears keeps steps of 9 to 16 tokens on cuBLAS for the linears that take the decode
	// linear kernel at up to 8 (for comparison: kgen.LinearDecodeWideTokens); set before the first
	// step.
	NoWideLinears bool
	// NoStackedLinears runs each of a stacked pair's linears through its own GEMM (stacked.go; for
	// comparison); set before the first step.
	NoStackedLinears bool
	// NoPrefillForm keeps prompt steps on the decode attention kernels instead of the prefill
	// forms (MLA's expanded form, the fused prefill kernels: prefill.go; for comparison); set
	// before the first step.
	NoPrefillForm bool
	// dequantFP8 stores FP8 routed experts dequantised to bf16 and runs them through the GEMMs
	// (LoadOptions.KeepFP8 unset).
	dequantFP8 bool

	// graphs holds the decode steps' CUDA graphs (nil: graphs off); graphBuckets are the load
	// option's buckets (nil: DefaultGraphBuckets). times gathers the op-time breakdown (nil: off).
	graphs       *graphCache
	graphBuckets []int
	times        *opTimes
	timesSkip    int     // steps until the breakdown is cleared (countStep); -1 when done or not asked
	trace        *tracer // a timeline being gathered (trace.go); nil when none

	// ffnOrder is recorded after each FFN call's work on its queue's stream, and the next FFN call
	// on another queue waits for it: the stages' layers run one after another in the order the
	// FFN rank issues them (ffnQ: the queue of the last record; nil before the first call).
	ffnOrder cu.Event
	ffnQ     *queue

	// rank is the expert rank of an expert-parallel FFN program (LoadOptions.ExpertRank) and held
	// the experts of each expert_ffn weight it holds on the device (ep.go); nil for other programs.
	rank int
	held map[*ir.Param]expertSet

	payloadMem rt.Memory // where Attention's payload lives (SetPayloadMemory)
	// stagePriorities: queues made from now on get stream priorities by stage (SetStagePriorities).
	stagePriorities bool
	ring            *ring // device transfer buffers, made on first use

	driving    atomic.Bool // true while Drive runs a closure on the device's thread
	blasStream cu.Stream
	blasSet    bool
	blasWS     cu.DevicePtr // the workspace of blasOn's calls outside a run (calib.go)
	queues     []*queue
	closed     bool
}

var (
	_ runtime.AttentionBackend = (*Backend)(nil)
	_ runtime.FFNBackend       = (*Backend)(nil)
)

// kfn is one generated kernel: its launch row and its function in the loaded module.
type kfn struct {
	l    kgen.Launch
	f    cu.Function
	args *cu.Args
}

// wkey is a weight in one device form: the param and the element type it is stored in (a tied
// embedding read by the gather kernel in f32 and by the head's GEMM in bf16 is stored twice).
type wkey struct {
	p  *ir.Param
	dt ir.DType
}

// Load opens the device of opt.Device, loads the program's kernels and weights and sizes its KV
// cache and activation arenas within opt.MemoryFraction of the device's memory. A machine without
// the driver or cuBLAS gets an error naming the missing library. A checkpoint's FP8 routed experts
// (128x128 block scales) stay FP8 on the device with opt.KeepFP8, dequantised in the streaming
// kernels' registers; otherwise they are dequantised to bf16 at load and run through cuBLAS, as
// every other FP8 weight is.
func Load(mod *ir.Module, src runtime.Weights, opt runtime.LoadOptions) (*Backend, error) {
	return load(mod, src, opt, !opt.KeepFP8)
}

func load(mod *ir.Module, src runtime.Weights, opt runtime.LoadOptions, dequantFP8 bool) (*Backend, error) {
	frac := opt.MemoryFraction
	if frac == 0 {
		frac = DefaultMemoryFraction
	}
	if !(frac > 0 && frac <= 1) {
		return nil, fmt.Errorf("gpu memory fraction %v, expected a share in (0, 1]", frac)
	}
	maxRows := opt.MaxBatchTokens
	if maxRows == 0 {
		maxRows = DefaultMaxTokens // until the weights are in: then sized to what is left (autoRows)
	}
	if maxRows < 1 {
		return nil, fmt.Errorf("max tokens per step %d, expected at least 1", maxRows)
	}
	if err := checkOps(mod); err != nil {
		return nil, err
	}
	arch, err := kgen.ParseArch(opt.GPUArch)
	if err != nil {
		return nil, err
	}
	held, err := expertSets(mod, opt.ExpertRank)
	if err != nil {
		return nil, err
	}
	bundle, err := KernelsFor(mod, opt.Files, arch)
	if err != nil {
		return nil, err
	}
	if err := cublas.Load(); err != nil {
		return nil, err
	}
	dev, err := device.Open(opt.Device, device.Options{Streams: 1})
	if err != nil {
		return nil, err
	}
	log := opt.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	b := &Backend{arch: bundle.Arch, dev: dev, mod: mod, log: log, kfns: map[string]*kfn{}, opk: map[*ir.Op]map[string]*kfn{}, branchAt: map[*ir.Op]*branch{}, groups: map[*ir.Op]*linearGroup{}, normRopes: map[*ir.Op]*normRope{}, resLinears: map[*ir.Op]*residualLinear{}, normLinears: map[*ir.Op]*linearGroup{}, stacks: map[*ir.Op]*stackedLinear{}, latents: map[*ir.Op]*mlaLatent{}, latentCached: map[*ir.Op]bool{}, sectionAt: map[*ir.Func]map[int]string{}, w: map[wkey]cu.DevicePtr{}, ones: map[ir.DType]cu.DevicePtr{},
		maxRows: maxRows, budget: int(frac * float64(dev.TotalBytes)), dequantFP8: dequantFP8, rank: opt.ExpertRank, held: held}
	if b.dependent, err = dependentLaunch(bundle.DependentLaunch, os.Getenv(dependentLaunchEnv)); err != nil {
		dev.Close()
		return nil, err
	}
	if b.Profile, err = streamingProfile(dev.Name, log); err != nil {
		dev.Close()
		return nil, err
	}
	if f := mod.Func("forward"); f != nil {
		for _, op := range f.Body {
			if op.Kind == ir.OpSend || op.Kind == ir.OpRemoteFFN || op.Kind == ir.OpDispatch {
				b.layers = append(b.layers, int(op.Attrs.MustInt("layer")))
			}
		}
	}
	err = dev.Do(func() error {
		if err := b.loadKernels(bundle); err != nil {
			return err
		}
		for _, f := range mod.Funcs {
			for _, op := range f.Body {
				ks, err := b.kernels(op)
				if err != nil {
					return fmt.Errorf("@%s: %w", f.Name, err)
				}
				b.opk[op] = ks
			}
			brs := branches(f)
			maps.Copy(b.branchAt, brs)
			// A shared-expert branch's linears keep cuBLAS past 8 rows: on the side stream beside the
			// routed experts, the wide decode kernel's blocks take the SMs the routed experts' streaming
			// kernels would have had (on an H200, DeepSeek-V3's MoE FFN at 12 rows 1.905 against 1.880
			// ms, GLM-4.5's at 16 1.27-1.29 against 1.23).
			for _, br := range brs {
				for _, op := range br.ops {
					delete(b.opk[op], "linear_decode_wide")
				}
			}
			b.sectionAt[f] = sections(f)
			groups := decodeGroups(f, brs)
			for _, g := range groups {
				lg, err := b.linearGroupOf(g, kgen.LinearGroupSpec(g))
				if err != nil {
					return fmt.Errorf("@%s: %w", f.Name, err)
				}
				b.groups[g[0]] = lg
			}
			for _, p := range kgen.NormRopes(f) {
				s, _ := kgen.NormRopeSpec(p[0], p[1])
				k, err := b.kernel(s.Name())
				if err != nil {
					return fmt.Errorf("@%s: %w", f.Name, err)
				}
				b.normRopes[p[0]] = &normRope{rope: p[1], k: k}
			}
			for _, p := range residualLinears(f, brs, groups) {
				s, _ := kgen.LinearResidualSpec(p[0], p[1])
				k, wide, err := b.decodeForms(s)
				if err != nil {
					return fmt.Errorf("@%s: %w", f.Name, err)
				}
				b.resLinears[p[0]] = &residualLinear{add: p[1], k: k, wide: wide}
			}
			for _, nl := range kgen.NormLinears(f, groups) {
				s, _ := kgen.NormLinearSpec(nl.Norm, nl.Ops)
				lg, err := b.linearGroupOf(nl.Ops, s)
				if err != nil {
					return fmt.Errorf("@%s: %w", f.Name, err)
				}
				b.normLinears[nl.Norm] = lg
			}
			for _, st := range kgen.StackedLinears(f, groups) {
				s, _ := kgen.StackedNormSpec(st)
				k, err := b.kernel(s.Name())
				if err != nil {
					return fmt.Errorf("@%s: %w", f.Name, err)
				}
				b.stacks[st.Lead] = &stackedLinear{s: st, k: k}
			}
			for _, l := range kgen.MLALatents(f) {
				s, _ := kgen.MLALatentSpecFor(l)
				k, err := b.kernel(s.Name())
				if err != nil {
					return fmt.Errorf("@%s: %w", f.Name, err)
				}
				b.latents[l.First] = &mlaLatent{l: l, k: k}
				b.latentCached[l.Attn] = !s.NoCache // an FP8 cache is written by mla_cache_write
			}
		}
		if b.blas, err = cublas.Create(); err != nil {
			return err
		}
		if b.blasWS, err = b.alloc(blasWorkspace, "cuBLAS workspace"); err != nil {
			return err
		}
		if err := b.blas.SetWorkspace(b.blasWS, blasWorkspace); err != nil {
			return err
		}
		if opt.RandomWeights != nil {
			return b.randomWeights(*opt.RandomWeights, opt.Progress)
		}
		if src == nil {
			return fmt.Errorf("module %s (%s): no weights to load, expected a checkpoint or random weights", mod.Name, mod.Role)
		}
		return b.loadWeights(src, opt.Progress)
	})
	if err != nil {
		b.Close()
		return nil, err
	}
	stages := 1
	if s, ok := mod.Attrs.Int("stages"); ok && s > 1 {
		stages = int(s)
	}
	if opt.MaxBatchTokens == 0 {
		b.maxRows = autoRows(b.budget-b.used, stages, opt.MaxAutoTokens, func(rows int) int { return planBytesFor(mod, rows, b.arch) })
		maxRows = b.maxRows
	}
	// The bias broadcast reads a one per row of a step: made once the step's rows are known (above,
	// after the weights when the backend sizes them itself).
	if err := dev.Do(b.loadOnes); err != nil {
		b.Close()
		return nil, err
	}
	b.arenaSize = planBytesFor(mod, maxRows, b.arch)
	b.plans = map[*ir.Func]*arenaPlan{}
	for _, f := range mod.Funcs {
		b.plans[f] = planFunc(f, maxRows, b.arch)
	}
	b.splitBytes = splitScratchBytes(mod, maxRows, b.arch)
	if mod.Role != ir.RoleFFN && opt.DevicePayloads {
		// The device transfer ring (SetPayloadMemory) is taken now, before the KV pool is given
		// the rest of the budget: taken after, the pool had grown into its room (up to the pool's
		// own bound), and the last stage arena no longer fit.
		if err := dev.Do(b.newRing); err != nil {
			b.Close()
			return nil, err
		}
	}
	if mod.Role != ir.RoleFFN {
		// The scheduler's block count, when given, bounds the pool: no more device memory than it
		// will hand out.
		capTokens := 0
		if opt.KVBlocks > 0 {
			bs := opt.KVBlockSize
			if bs <= 0 {
				bs = BlockSize
			}
			capTokens = opt.KVBlocks * bs
		}
		if err := dev.Do(func() error {
			return b.newKV(b.budget-b.used-stages*(b.arenaSize+stageExtraBytes), capTokens)
		}); err != nil {
			b.Close()
			return nil, err
		}
		if opt.KVBlockSize > 0 {
			if err := b.kv.setBlockSize(opt.KVBlockSize); err != nil {
				b.Close()
				return nil, err
			}
		}
		b.graphBuckets = opt.GraphBuckets
		if opt.Graphs {
			if err := dev.Do(func() error { return b.setGraphs(true, opt.GraphBuckets) }); err != nil {
				b.Close()
				return nil, err
			}
		}
	}
	if opTimesFromEnv() {
		b.SetOpTimes(true)
	}
	log.Info("cuda backend loaded", "device", dev.String(), "device_bytes", b.used, "expert_bytes", b.ExpertBytes(), "kv_blocks", b.kvBlocks(),
		"block_size", b.kvBlockSize(), "arena_bytes", b.arenaSize, "max_rows", maxRows, "graphs", b.graphs != nil, "op_times", b.times != nil,
		"libraries", fmt.Sprint(cu.Loaded()))
	return b, nil
}

// alloc takes n bytes of device memory within the budget, on the device's thread.
func (b *Backend) alloc(n int, what string) (cu.DevicePtr, error) {
	n = (n + device.Align - 1) / device.Align * device.Align
	if b.used+n > b.budget {
		return 0, fmt.Errorf("cuda device %d: %s needs %s, %s of the memory budget %s are left, expected it to fit (raise --gpu-memory-fraction)",
			b.dev.Ordinal, what, gib(n), gib(b.budget-b.used), gib(b.budget))
	}
	p, err := cu.MemAlloc(n)
	if err != nil {
		return 0, fmt.Errorf("%s (%s): %w", what, gib(n), err)
	}
	b.mem = append(b.mem, p)
	b.used += n
	return p, nil
}

func gib(n int) string { return fmt.Sprintf("%.2f GiB", float64(n)/(1<<30)) }

// checkOps refuses a program with an op this backend does not run, before any device work.
func checkOps(mod *ir.Module) error {
	for _, f := range mod.Funcs {
		for _, op := range f.Body {
			switch op.Kind {
			case ir.OpEmbedding, ir.OpRMSNorm, ir.OpLinear, ir.OpSlice, ir.OpRope, ir.OpMLAAttention, ir.OpGQAAttention,
				ir.OpSiluMul, ir.OpAdd, ir.OpMoERoute, ir.OpMoEExperts, ir.OpLastTokens, ir.OpSample, ir.OpSend, ir.OpRecv,
				ir.OpDispatch, ir.OpCombine, ir.OpExpertFFN:
			default:
				return fmt.Errorf("module %s: @%s: the cuda backend cannot run op %s, expected the ops of a cuda build", mod.Name, f.Name, op.Info().Name)
			}
			if op.Result != nil {
				if dt := op.Result.Type.DType; dt != ir.F32 && dt != ir.BF16 && dt != ir.I32 {
					return fmt.Errorf("module %s: @%s: %s result %s, expected f32, bf16 or i32", mod.Name, f.Name, op.Info().Name, op.Result.Type)
				}
			}
		}
	}
	return nil
}

func (b *Backend) loadKernels(bundle *kgen.Bundle) error {
	if err := checkArch(bundle.Arch, b.dev.Major, b.dev.Minor); err != nil {
		return err
	}
	var err error
	if b.cmod, err = cu.ModuleLoadPTX(bundle.PTX); err != nil {
		return fmt.Errorf("load the program's kernels: %w", err)
	}
	for _, l := range bundle.Launches {
		f, err := b.cmod.Function(l.Name)
		if err != nil {
			return err
		}
		if l.DynamicShared() > kgen.StaticSharedMax {
			if err := f.SetMaxDynamicSharedMemory(l.DynamicShared()); err != nil {
				return fmt.Errorf("kernel %s: %d B of shared memory a block: %w", l.Name, l.DynamicShared(), err)
			}
		}
		b.kfns[l.Name] = &kfn{l: l, f: f, args: cu.NewArgs(len(l.Params))}
	}
	return nil
}

// kernels returns the kernels of op, by kind, from the loaded bundle.
func (b *Backend) kernels(op *ir.Op) (map[string]*kfn, error) {
	ls, err := kgen.KernelsForArch(op, b.arch)
	if err != nil {
		return nil, err
	}
	out := map[string]*kfn{}
	for _, l := range ls {
		k := b.kfns[l.Name]
		if k == nil {
			return nil, fmt.Errorf("%s: kernel %s is not in the program's PTX, expected the bundle built for this program", op.Info().Name, l.Name)
		}
		switch {
		case out[l.Kind] == nil: // rms_norm's first kernel is the plain one
			out[l.Kind] = k
		case l.Kind == "moe_combine": // the second adds the streaming kernels' f32 slots
			out["moe_combine_f32"] = k
		case l.Kind == "linear_decode": // the second is the wide form (steps of 9 to 16 tokens)
			out["linear_decode_wide"] = k
		}
	}
	return out, nil
}

// decodeForms are the loaded decode linear kernels of spec s, its narrow form and its wide one.
func (b *Backend) decodeForms(s kgen.LinearDecodeSpec) (narrow, wide *kfn, err error) {
	if narrow, err = b.kernel(s.Name()); err != nil {
		return nil, nil, err
	}
	wide, err = b.kernel(s.Wide().Name())
	return narrow, wide, err
}

// linearGroupOf is ops with the loaded decode linear kernels of spec s, in both forms.
func (b *Backend) linearGroupOf(ops []*ir.Op, s kgen.LinearDecodeSpec) (*linearGroup, error) {
	k, wide, err := b.decodeForms(s)
	if err != nil {
		return nil, err
	}
	return &linearGroup{ops: ops, k: k, wide: wide}, nil
}

// kernel finds a loaded kernel by name (the casts, which no op names).
func (b *Backend) kernel(name string) (*kfn, error) {
	k := b.kfns[name]
	if k == nil {
		return nil, fmt.Errorf("kernel %s is not in the program's PTX", name)
	}
	return k, nil
}

func (b *Backend) Target() string { return "cuda" }

// Drive runs f on the device's thread; every call into the backend that f makes runs there directly.
func (b *Backend) Drive(f func() error) error {
	return b.dev.Do(func() error {
		b.driving.Store(true)
		defer b.driving.Store(false)
		return f()
	})
}

// BindThread makes the backend's CUDA context current on the calling OS thread (locked by the
// caller): ncclxport's issuing threads (Options.Bind) run it first.
func (b *Backend) BindThread() error { return b.dev.Bind() }

// do runs f on the device's thread: directly inside Drive, handed over otherwise (a caller that is
// not driving this backend, such as an in-process FFN peer driven by another device's thread).
func (b *Backend) do(f func() error) error {
	if b.driving.Load() {
		return f()
	}
	return b.dev.Do(f)
}

// NewQueue makes a stage's queue: a stream, its activation arena and pinned staging buffers.
func (b *Backend) NewQueue() (runtime.Queue, error) {
	var q *queue
	err := b.do(func() error {
		var err error
		q, err = b.newQueue()
		return err
	})
	if err != nil {
		return nil, err
	}
	return q, nil
}

// Alloc makes host buffers in Go memory (the transport's receive buffers; they are staged through
// pinned memory when a run reads them) and device buffers from the transfer ring (see ring).
func (b *Backend) Alloc(dt rt.DType, mem rt.Memory, shape ...int) (rt.Tensor, error) {
	if mem == rt.Host {
		return rt.New(dt, shape...), nil
	}
	t := rt.Tensor{DType: dt, Shape: append([]int(nil), shape...), Mem: rt.Device}
	if t.Len() == 0 {
		return t, nil
	}
	err := b.do(func() error {
		if err := b.newRing(); err != nil {
			return err
		}
		p, err := b.ring.take(t.Len())
		t.Ptr = uintptr(p)
		return err
	})
	return t, err
}

// SetPayloadMemory says where Attention's payload must live: host memory (the default, for TCP)
// or device memory (a device transport such as NCCL, which sends straight from the run's values).
// Device memory also sets up the transfer ring the receive buffers come from, before any step.
func (b *Backend) SetPayloadMemory(mem rt.Memory) error {
	b.payloadMem = mem
	if mem != rt.Device {
		return nil
	}
	b.SetStagePriorities()
	return b.do(b.newRing)
}

// ring is the device memory the runtime's transfer buffers come from (Alloc with device memory:
// the FFN's received rows and results, the attention's received layer outputs), handed out in
// order and reused from its start when the end is reached. The runtime allocates those buffers per
// layer and never frees them; each lives until the next layer or two have consumed it, and the
// ring holds at least ringSlots of the largest, so a buffer is reused only long after its last
// reader.
type ring struct {
	base      cu.DevicePtr
	size, off int
}

const ringSlots = 16

func (r *ring) take(n int) (cu.DevicePtr, error) {
	n = (n + device.Align - 1) / device.Align * device.Align
	if n*ringSlots > r.size {
		return 0, fmt.Errorf("a transfer buffer of %d bytes, expected at most %d (the device transfer ring holds %d such; raise --max-batch-tokens)", n, r.size/ringSlots, ringSlots)
	}
	if r.off+n > r.size {
		r.off = 0
	}
	p := r.base.Add(r.off)
	r.off += n
	return p, nil
}

// newRing allocates the transfer ring once: ringSlots transfers of maxRows rows of the widest
// exchanged value (256 MiB at least, for an FFN rank's batch of several attention ranks' rows); in
// an --ep build a row's widest value is its top_k f32 pair rows.
func (b *Backend) newRing() error {
	if b.ring != nil {
		return nil
	}
	widest := 0
	for _, f := range b.mod.Funcs {
		for _, v := range f.Args {
			widest = max(widest, int(v.Type.Shape.Last().N)*elemSize(v.Type.DType))
		}
		for _, op := range f.Body {
			if op.Kind == ir.OpRecv || op.Kind == ir.OpSend || op.Kind == ir.OpDispatch || op.Kind == ir.OpCombine || op.Kind == ir.OpExpertFFN {
				for _, a := range op.Args {
					widest = max(widest, int(a.Type.Shape.Last().N)*elemSize(a.Type.DType))
				}
				if op.Result != nil {
					widest = max(widest, int(op.Result.Type.Shape.Last().N)*elemSize(op.Result.Type.DType))
				}
			}
			// An expert-parallel exchange over a device data plane holds a row's (token, expert)
			// pair rows in f32: up to top_k of them a row, on either side.
			if k, ok := op.Attrs.Int("top_k"); ok && (op.Kind == ir.OpCombine || op.Kind == ir.OpExpertFFN) && op.Result != nil {
				widest = max(widest, int(k)*int(op.Result.Type.Shape.Last().N)*4)
			}
		}
	}
	size := max(256<<20, ringSlots*b.maxRows*widest)
	p, err := b.alloc(size, "the device transfer ring")
	if err != nil {
		return err
	}
	b.ring = &ring{base: p, size: size}
	return nil
}

// Close frees the device memory and ends the device's thread.
func (b *Backend) Close() error {
	if b.closed {
		return nil
	}
	b.closed = true
	if opTimesFromEnv() && b.log != nil {
		b.logOpTimes()
	}
	err := b.dev.Do(func() error {
		var errs []error
		if b.graphs != nil {
			errs = append(errs, b.graphs.free())
		}
		if b.ffnOrder != 0 {
			errs = append(errs, b.ffnOrder.Destroy())
		}
		for _, q := range b.queues {
			errs = append(errs, q.free())
		}
		if b.blas != nil {
			errs = append(errs, b.blas.Destroy())
		}
		for _, p := range b.mem {
			errs = append(errs, cu.MemFree(p))
		}
		if b.cmod != 0 {
			errs = append(errs, b.cmod.Unload())
		}
		return errors.Join(errs...)
	})
	return errors.Join(err, b.dev.Close())
}

func (b *Backend) Exchanges() []int { return append([]int(nil), b.layers...) }

func (b *Backend) Vocab() int {
	f := b.mod.Func("forward")
	if f == nil {
		return 0
	}
	return int(f.Results[len(f.Results)-1].Type.Shape.Last().N)
}

func (b *Backend) kvBlockSize() int {
	if b.kv == nil {
		return 0
	}
	return b.kv.blockSize
}

func (b *Backend) Release(id uint64) {
	if b.kv != nil {
		b.kv.release(id)
	}
}

// Layers lists the FFN layer functions of the module, ascending.
func (b *Backend) Layers() []int {
	var ls []int
	for _, f := range b.mod.Funcs {
		if n, ok := strings.CutPrefix(f.Name, "layer."); ok {
			if l, err := strconv.Atoi(n); err == nil {
				ls = append(ls, l)
			}
		}
	}
	sort.Ints(ls)
	return ls
}

// Begin checks a stage's batch against the KV cache, takes the blocks its new tokens need, and
// stages its inputs (ids, positions, block table, sampling parameters) to the device.
func (b *Backend) Begin(ctx context.Context, q runtime.Queue, batch runtime.Batch) (runtime.AttentionRun, error) {
	f := b.mod.Func("forward")
	if f == nil || b.mod.Role == ir.RoleFFN {
		return nil, fmt.Errorf("module %s (%s) has no attention @forward", b.mod.Name, b.mod.Role)
	}
	cq, err := b.queueOf(q)
	if err != nil {
		return nil, err
	}
	b.countStep()
	var r *run
	err = b.do(func() error {
		var err error
		r, err = b.begin(ctx, cq, f, batch)
		return err
	})
	if err != nil {
		return nil, err
	}
	return r, nil
}

func (b *Backend) queueOf(q runtime.Queue) (*queue, error) {
	cq, ok := q.(*queue)
	if !ok || cq.b != b {
		return nil, fmt.Errorf("queue %T, expected one this cuda backend made", q)
	}
	return cq, nil
}

// FFN runs the FFN function @layer.L over the payload, in row chunks of the planned size.
func (b *Backend) FFN(ctx context.Context, q runtime.Queue, layer int, in []rt.Tensor, out rt.Tensor) error {
	f := b.mod.Func("layer." + strconv.Itoa(layer))
	if f == nil {
		return fmt.Errorf("module %s (%s) has no FFN function for layer %d", b.mod.Name, b.mod.Role, layer)
	}
	if len(in) != len(f.Args) {
		return fmt.Errorf("layer %d takes %d payload tensors, got %d", layer, len(f.Args), len(in))
	}
	cq, err := b.queueOf(q)
	if err != nil {
		return err
	}
	if len(b.layers) > 0 && layer == b.layers[0] {
		b.countStep()
	}
	if op := expertFFNOf(f); op != nil {
		return b.expertFFN(ctx, cq, layer, f, op, in, out)
	}
	rows := in[0].Rows()
	for i, a := range f.Args {
		if err := checkPayload(in[i], a.Type.DType, rows, int(a.Type.Shape[1].N)); err != nil {
			return fmt.Errorf("layer %d payload %d: %w", layer, i, err)
		}
	}
	res := f.Results[0]
	if err := checkPayload(out, res.Type.DType, rows, int(res.Type.Shape.Last().N)); err != nil {
		return fmt.Errorf("layer %d output buffer: %w", layer, err)
	}
	return b.do(func() error {
		if b.trace != nil {
			defer b.traceHost(fmt.Sprintf("ffn layer %d queue %d", layer, cq.index()), time.Now())
		}
		for r0 := 0; r0 < rows; r0 += b.maxRows {
			n := min(b.maxRows, rows-r0)
			if r0 > 0 {
				// The chunks share the queue's arena and staging: the previous one must be done.
				if err := cq.sync(); err != nil {
					return err
				}
			}
			if err := b.ffnChunk(ctx, cq, f, in, out, r0, n); err != nil {
				return fmt.Errorf("layer %d: %w", layer, err)
			}
		}
		if err := cq.callDone(); err != nil {
			return err
		}
		return b.ffnOrdered(cq)
	})
}

// ffnOrdered records the end of an FFN call's work on q's stream, for the next call on another
// queue to wait for (ffnChunk). Stage queues would otherwise run two stages' layers at once on the
// device: each slower, both done at about the same time, so the attention side gets both results
// together and the FFN idles while it computes their next layer (the micro-batch stagger that hides
// the exchange collapses). One after another, stage s's result leaves as soon as its layer is done
// and the attention computes its next layer while the FFN runs stage s+1's.
func (b *Backend) ffnOrdered(q *queue) error {
	if b.ffnOrder == 0 {
		e, err := cu.EventCreate(cu.EventDisableTiming)
		if err != nil {
			return err
		}
		b.ffnOrder = e
	}
	if err := b.ffnOrder.Record(q.s); err != nil {
		return err
	}
	b.ffnQ = q
	return nil
}

// checkPayload checks an FFN payload or output buffer: its dtype and shape, and that a host buffer
// holds its bytes or a device buffer (a device transport's, such as NCCL's) has its memory.
func checkPayload(t rt.Tensor, dt rt.DType, shape ...int) error {
	if t.Mem != rt.Device {
		return t.Check(dt, shape...)
	}
	if t.DType != dt || !slices.Equal(t.Shape, shape) {
		return fmt.Errorf("tensor %s, expected %s", t, rt.Tensor{DType: dt, Shape: shape, Mem: rt.Device})
	}
	if t.Ptr == 0 && t.Len() > 0 {
		return fmt.Errorf("tensor %s has no device memory, expected a buffer from the backend's Alloc", t)
	}
	return nil
}

// streamingProfile is the shipped hardware profile of the device named name where its
// streaming/GEMM crossover was measured, else the H200's (the other shipped profiles hold the
// datasheet ridge point there, a placeholder hundreds of tokens wide that would stream every decode
// batch), said in the log.
func streamingProfile(name string, log *slog.Logger) (*targets.Profile, error) {
	p, ok := targets.ProfileForDevice(name)
	if ok && p.StreamingCrossoverTokens.Kind == targets.Measured {
		return p, nil
	}
	h, err := targets.LoadProfile("h200")
	if err != nil {
		return nil, err
	}
	why := "no shipped hardware profile for this device"
	if ok {
		why = "the " + p.Name + " profile's crossover is not measured"
	}
	log.Info(why+": the streaming/GEMM crossover is the H200's", "device", name, "crossover_tokens", h.StreamingCrossoverTokens.Value)
	return h, nil
}

// dependentLaunchEnv turns dependent launches off (off or 0) for measurements against ordinary ones.
const dependentLaunchEnv = "AFDC_CUDA_DEPENDENT_LAUNCH"

// dependentLaunch decides whether a backend launches its kernels dependently: where the bundle's
// kernels wait for their predecessor (kgen.Bundle.DependentLaunch), the driver can (cuLaunchKernelEx),
// and env (dependentLaunchEnv) is not off.
func dependentLaunch(bundle bool, env string) (bool, error) {
	switch env {
	case "", "on", "1":
	case "off", "0":
		return false, nil
	default:
		return false, fmt.Errorf("%s=%q, expected on or off", dependentLaunchEnv, env)
	}
	return bundle && cu.DependentLaunch(), nil
}
