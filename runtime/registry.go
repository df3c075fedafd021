package runtime

import (
	"fmt"
	"log/slog"
	"sort"
	"strings"
	"sync"

	"afdc/ir"
	"afdc/runtime/weights"
)

// Weights is a checkpoint as a backend loads it (runtime/weights.Checkpoint is one): each tensor's
// bytes in its own dtype, with FP8 block scales; the backend decides what to widen
// (weights.Widen gives fp32). Calls may come from several goroutines at once.
type Weights interface {
	Weight(name string) (weights.Weight, error)
}

// LoadOptions are what a role executable tells a backend at load.
type LoadOptions struct {
	// Progress, when set, is called with the bytes loaded and the total, one call at a time.
	Progress func(done, total int64)
	Log      *slog.Logger
	// Device is the accelerator ordinal a device target runs on (--device); the CPU ignores it.
	Device int
	// MemoryFraction bounds the share of the device's memory a device target takes (weights, KV
	// cache, activations); 0 means the target's default.
	MemoryFraction float64
	// Files are the target's own files of the executable's payload (cuda: its PTX and launch table),
	// by name; nil when the program was not built into an executable.
	Files map[string][]byte
	// RandomWeights, when set, asks a device target to make deterministic random weights from this
	// seed on the device instead of reading any (the Weights argument is then nil): full-width
	// models without a checkpoint on disk, for benchmarks and end-to-end checks.
	RandomWeights *int64
	// ExpertRank is the expert rank an expert-parallel FFN program runs as (--rank): it loads only
	// the routed experts its layers' expert maps give that rank. Other programs ignore it.
	ExpertRank int
	// KVBlockSize is the tokens per block of the paged KV cache the scheduler's block tables use
	// (0: the backend's default); the attention backend lays its pools out in such blocks.
	KVBlockSize int
	// Sizes a device backend plans its memory for at load (0: the backend's defaults; the CPU
	// grows as it goes and ignores them): MaxBatchTokens tokens per stage (the FFN side: all its
	// peers' together), KVBlocks blocks of the paged KV cache the scheduler's allocator hands out,
	// MaxPositions the longest sequence.
	MaxBatchTokens int
	KVBlocks       int
	MaxPositions   int
	// MaxAutoTokens caps the tokens per step a device backend sizes itself when MaxBatchTokens is
	// 0 (0: the backend's own most); the role executables' --max-batch-tokens 0 passes the
	// target's default step, which the FFN side plans for.
	MaxAutoTokens int
	// DevicePayloads says the attention program's payloads will live in device memory (its
	// transport is a device data plane: NCCL, CUDA IPC), so a device backend reserves their
	// buffers before it gives the rest of its memory to the KV cache. The FFN role ignores it.
	DevicePayloads bool
	// KeepFP8 asks a device target to keep a checkpoint's FP8 routed experts in FP8 on the device
	// (dequantised in registers by its kernels: half the memory) rather than dequantising them to
	// its compute dtype at load; the CPU ignores it.
	KeepFP8 bool
	// Graphs asks a device target to capture decode steps (one token per sequence) as device graphs,
	// one per batch bucket, and replay them (cuda: CUDA graphs); GraphBuckets are the buckets, in
	// sequences (nil: the target's default). Other steps run as they do without.
	Graphs       bool
	GraphBuckets []int
	// GPUArch is the GPU architecture a device target generates its kernels for when the payload
	// has none (cuda: sm_80, sm_90 or sm_90a; "" the target's default).
	GPUArch string
}

// Loader puts a role program and its weights onto a target's device.
type Loader func(mod *ir.Module, w Weights, opt LoadOptions) (Backend, error)

var (
	regMu   sync.Mutex
	loaders = map[string]Loader{}
)

// Register makes target loadable. cmd registers the targets the binary was built with; the runtime
// itself knows none.
func Register(target string, l Loader) {
	regMu.Lock()
	defer regMu.Unlock()
	loaders[target] = l
}

// Registered lists the registered targets, sorted.
func Registered() []string {
	regMu.Lock()
	defer regMu.Unlock()
	var ns []string
	for n := range loaders {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}

// CanLoad says whether this binary has a backend for target: a target it cannot run is refused at
// start, before any weights are read, naming the target and what is missing.
func CanLoad(target string) error {
	regMu.Lock()
	l := loaders[target]
	regMu.Unlock()
	if l != nil {
		return nil
	}
	have := Registered()
	return fmt.Errorf("target %s: this executable has no %s backend (it runs %s), expected a binary built with the %s target; or build the model with --target %s",
		target, target, orNone(have), target, strings.Join(have, " or --target "))
}

// Load picks the backend of the manifest's target and loads mod onto it. A target this binary has
// no backend for is refused naming it and what the binary has.
func Load(man *ir.Manifest, mod *ir.Module, w Weights, opt LoadOptions) (Backend, error) {
	regMu.Lock()
	l := loaders[man.Target]
	regMu.Unlock()
	if l == nil {
		return nil, CanLoad(man.Target)
	}
	return l(mod, w, opt)
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "no target"
	}
	return strings.Join(s, ", ")
}
