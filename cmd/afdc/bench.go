package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"afdc/compiler"
	"afdc/runtime"
	"afdc/runtime/weights"
	cpubench "afdc/targets/cpu/bench"
)

type benchCmd struct {
	modelFlag
	GPUArch   string `name:"gpu-arch" placeholder:"sm_80|sm_90|sm_90a" help:"${gpuarch}"`
	KVCache   string `name:"kv-cache" default:"auto" enum:"auto,fp8" placeholder:"auto|fp8" help:"The KV cache of the programs measured (cpu: the model's; cuda: the benchmark slice's), as afdc build's. ${kvcache}"`
	NumLayers int    `help:"Keep only the first N decoder layers (e.g. a mid-size model cut to 2 layers); 0 keeps all."`
	Batch     int    `default:"8" help:"Concurrent sequences."`
	Prompt    int    `default:"16" help:"Prompt tokens per sequence."`
	Tokens    int    `default:"32" help:"Tokens generated per sequence."`
	Stages    int    `default:"2" help:"Micro-batch stages of the split plan (cpu, and cuda with --gpus)."`
	Dir       string `type:"path" help:"Work folder (weights, executables); default: a temporary folder, removed afterwards. Random weights an earlier run wrote there for the same model are reused."`
	MinStage  int    `name:"min-stage-tokens" default:"-1" placeholder:"N" help:"cpu: the attention executable's --min-stage-tokens (a step runs in as many of the --stages as give each at least N tokens; 0: always all of them); -1 leaves its default."`
	Runs      int    `default:"1" help:"cpu: run the batch this many times each way, alternating monolithic and split on the same loaded model and executables, and print every run (the machine's noise shows as their spread)."`

	Target        string   `default:"cpu" enum:"cpu,cuda" help:"cpu: the model's monolithic and split runs on this CPU. cuda: the benchmark slice of --model (a DeepSeek or GLM-4.5 MoE model cut to 1 dense + 3 MoE layers at full width, random weights made on GPU 0), per layer kind against the HBM roofline."`
	Weights       []string `default:"bf16,fp8" enum:"bf16,fp8" help:"cuda: weight forms to run (fp8 keeps the routed experts FP8 on the device, as the executables' --keep-fp8 does)."`
	Contexts      []int    `default:"1024,4096" help:"cuda: tokens in every sequence's KV cache before decoding."`
	Batches       []int    `default:"1,8,64,256" help:"cuda: decode batches (sequences per step)."`
	Steps         int      `default:"16" help:"cuda: timed decode steps per configuration (after 2 untimed)."`
	Fill          string   `default:"random" enum:"random,prefill" help:"cuda: how the KV cache reaches each context: random (blocks taken and filled with random values, no compute; decode reads them all the same) or prefill (chunked prefill through the model, 4096 rows a step: slow at 256 x 4096)."`
	NoSplit       bool     `name:"no-split" help:"cuda: skip the split step (the attention and FFN programs on one GPU); the layer kinds' times come from the monolithic step either way."`
	NoOverlap     bool     `name:"no-overlap" help:"cuda: run each MoE layer's shared experts in program order instead of on a second stream beside its router and routed experts (for comparison)."`
	Reference     string   `default:"scripts/cuda/reference_deepseek_v3.py" placeholder:"SCRIPT|off" help:"cuda: the PyTorch eager reference, run when python3 imports torch; off skips it. Default: scripts/cuda/reference_deepseek_v3.py, relative to the working folder, so it is found when afdc runs from its source tree."`
	JSON          bool     `name:"json" help:"cuda: print the report as JSON."`
	Calibrate     bool     `help:"cuda: measure the figures of the planner's step model on GPU 0 (copy bandwidth, launch overhead, host wait, host copies, cuBLAS at decode shapes, the streaming experts' bandwidth, the attention core's rate, the streaming/cuBLAS crossover) and write them, marked measured with the device and date, into a copy of the --hardware profile."`
	Hardware      string   `default:"h200" placeholder:"NAME|FILE.json" help:"cuda --calibrate: the profile whose other figures the calibrated one keeps (default h200)."`
	ProfileOut    string   `name:"profile-out" type:"path" placeholder:"FILE" help:"cuda --calibrate: write the profile here (default: print it)."`
	JSONFile      string   `name:"json-file" type:"path" placeholder:"FILE" help:"cuda: also write the report as JSON to FILE (plan --validate-from reads it)."`
	Graphs        string   `default:"both" enum:"off,both" help:"cuda: both also times the monolithic decode steps with CUDA graphs on (a graph per batch bucket, replayed), beside the eager figures; off times them eagerly only."`
	GPUs          string   `name:"gpus" placeholder:"A,F" help:"cuda: split the slice across two GPUs of this host over NCCL, attention on GPU A and FFN on GPU F, in one process: per --contexts and --batches the split step, each side alone, their ratio, the link bandwidth and the exchanges per layer and stage (--stages micro-batches)."`
	Prefill       string   `name:"prefill" placeholder:"TOKENSxPROMPTS,..." help:"cuda: time prompts to their first tokens instead of decode, e.g. 4096x1,2048x8 (one 4,096-token prompt; 8 of 2,048 sent together): per shape the wall time of the monolithic program and, unless --no-split, of the attention and FFN programs on the GPU, every step synced; with --op-times the device time of every op and kernel of the prefill's steps."`
	PrefillStep   int      `name:"prefill-step" default:"0" placeholder:"N" help:"cuda --prefill: the most prompt tokens one step takes (the servers' --max-batch-tokens); longer prompts, or more of them, go in several steps. 0 (the default): as afdc run sizes its steps, the largest up to 16384 whose activations fit half the GPU memory the weights leave."`
	NoPrefillForm bool     `name:"no-prefill-form" help:"cuda --prefill: run prompt steps' attention through the decode attention kernels instead of the prefill kernels (for comparison)."`
	EP            []int    `name:"ep" placeholder:"N" help:"cuda: measure the expert-parallel exchange instead: the slice as an --ep N build for each N (1: the unsharded split), its attention program and N expert ranks on GPU 0 in this process over loopback TCP with host staging, decode steps of each --batches; per MoE layer the dispatch and combine bytes and times and each rank's share of the (token, expert) pairs (the expert-load imbalance)."`
	OpTimes       bool     `name:"op-times" help:"cuda: also run each monolithic configuration with CUDA events around every op and kernel, and print the top device times per step, every one in the JSON (a separate pass: the events' cost stays out of the reported figures); with --gpus, the FFN's ops in the split steps beside the same in the FFN-alone steps, and the JSON gets one split step's timeline on both GPUs (ops, kernels, NCCL transfers, the FFN host's waits)."`
}

func (b *benchCmd) Help() string {
	return `Measures CPU decoding of the same model and random weights two ways in one run: the unsplit model
in this process (the engine of 'afdc run') and the attention+FFN executables on loopback serving the
same batch over HTTP. Both prefill all prompts in one step and then decode the batch together;
tokens/s counts generated tokens over the wall time of the whole run.

With --target cuda it measures CUDA decode instead, on GPU 0: the benchmark slice of --model (a
DeepSeek or GLM-4.5 MoE config cut to 1 dense + 3 MoE layers at full width, random weights made on the GPU),
the paged cache filled to each --contexts, decode at each --batches, bf16 and FP8 experts. Per layer
kind (MLA or GQA attention, dense FFN, MoE FFN, and the layers they make) it prints the time, the bytes the
step must read (the program's ir cost rules: attention weights, KV read, routed experts touched under
uniform routing, shared expert, router), the roofline time at the device copy bandwidth measured in
the same run, and the ratio. The step times are wall time of synced steps (token ids copied back, as
served): the monolithic program's step and, unless --no-split, the attention and FFN programs on the
same GPU (host-staged). A layer kind's time is the device time of one such part of the monolithic
step, between CUDA events at the part's first op and the next part's (attention from the input
norm, FFN from the post-attention norm, each through its residual add; no event inside a part), as
the PyTorch eager reference (--reference) times its layers. A line under each configuration says how much of the step
those parts kept the device busy: the rest (launch gaps, host work, the token copy) is all that
CUDA graphs could remove.
With --graphs both (the default) the monolithic steps are timed again with CUDA graphs on (graphs
column "on"; the split programs run eagerly); a line under each such row says how many timed steps
replayed, captured or updated a graph and its ratio to the eager step. --op-times adds, per
configuration, the top device times per step by op kind and by kernel (CUDA events, from a pass of
its own). Only the token ids come back each step (logits stay on the device, as served without
logprobs). Without the CUDA driver it stops with one line naming it.

With --gpus A,F it splits the same slice across two GPUs of this host in one process: the attention
program on GPU A behind the runtime's split engine (--stages
micro-batches), the FFN program on GPU F behind its serving loop, hidden states moving device to
device over NCCL (NCCL_NVLS_ENABLE=0 unless set). The cache is filled with random values to each
--contexts less the tokens the steps decode. Per configuration it prints the split decode step, the
attention side alone (the same backend behind a peer that answers at once: no FFN, no transfer), the
FFN side alone (its layers for every stage's rows on its own queues, synced), the ratio of the split
step to the larger side (at or below 1.15, hidden_exchange_ratio in the JSON, the exchanges are
hidden behind the compute), the link bandwidth (an NCCL
send/recv of 1 GiB between the GPUs in the same run) and, per layer, stage and direction, the bytes
a transfer moves, its device time (CUDA events around the NCCL call, so waiting for the peer counts)
and the bytes over the link bandwidth. It needs two GPUs, the driver and NCCL; without them it
stops with one line naming what is missing. Each --weights form loads a pair of its own; --fill
prefill, --no-split, --op-times, --graphs and --reference do not apply.

With --ep N,... (e.g. --ep 1,2,4) it measures the expert-parallel exchange of the slice instead:
for each N its attention program and N expert ranks on GPU 0 over loopback TCP with host staging,
per MoE layer and step the dispatch and combine bytes and times, and each rank's share of the
(token, expert) pairs (the expert-load imbalance). docs/ep.md describes every column.

With --prefill SHAPES (e.g. 4096x1,2048x8: prompt tokens x prompts sent together) it times prompts
to their first tokens instead of decode, monolithic and (unless --no-split) split, in steps of up to
--prefill-step tokens; --op-times adds the device time of every op of one prefill.

--calibrate measures, on the same slice, the copy bandwidth, the launch overhead and the decode
batch from which the routed experts' GEMMs match the streaming kernels, and writes them into a copy
of the --hardware profile (--profile-out), marked measured with the device's name and the date.`
}

func (b *benchCmd) Run(e *env) error {
	if run, ok := deviceBenches[b.Target]; ok {
		return run(b, e)
	}
	if len(b.EP) > 0 {
		return fmt.Errorf("--ep with --target %s, expected --target %s (the expert-parallel bench runs the device slice)", b.Target, strings.Join(slices.Sorted(maps.Keys(deviceBenches)), " or --target "))
	}
	if b.GPUs != "" {
		return fmt.Errorf("--gpus with --target %s, expected --target %s (the two-GPU bench runs the device slice over its data plane)", b.Target, strings.Join(slices.Sorted(maps.Keys(deviceBenches)), " or --target "))
	}
	cfg, err := compiler.LoadConfig(b.Model)
	if err != nil {
		return err
	}
	if b.NumLayers != 0 {
		if cfg, err = withLayers(cfg, b.NumLayers); err != nil {
			return err
		}
	}
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: referenceTarget, Stages: b.Stages, KVCache: b.KVCache})
	if err != nil {
		return err
	}
	return cpubench.Run(cpubench.Options{Artifact: a, Dir: b.Dir, Batch: b.Batch, Prompt: b.Prompt, Tokens: b.Tokens, Stages: b.Stages,
		MinStage: b.MinStage, Runs: b.Runs, Out: e.stdout,
		Open:        func(a *compiler.Artifact, wdir string) (*runtime.SplitEngine, error) { return openMonolithic(a, wdir) },
		Executables: func(a *compiler.Artifact, dir string) ([]string, error) { return writeExecutables(a, dir, nil) }})
}

// withLayers returns the config with num_hidden_layers set to n (the checkpoint written from it
// says so too): bench's and init-weights' --num-layers.
func withLayers(cfg *compiler.Config, n int) (*compiler.Config, error) {
	if n < 1 || int64(n) > cfg.Layers {
		return nil, fmt.Errorf("--num-layers %d: expected 1..%d (the layers of %s), or 0 for all", n, cfg.Layers, cfg.Name)
	}
	var kv weights.OrderedJSON
	if err := json.Unmarshal(cfg.Raw, &kv); err != nil {
		return nil, err
	}
	kv.SetRaw("num_hidden_layers", []byte(strconv.Itoa(n)))
	if int64(n) < cfg.FirstKDense && kv.Has("first_k_dense_replace") {
		kv.SetRaw("first_k_dense_replace", []byte(strconv.Itoa(n))) // the first n are all dense
	}
	raw, err := json.Marshal(kv)
	if err != nil {
		return nil, err
	}
	return compiler.ParseConfig(fmt.Sprintf("%s cut to %d layers", cfg.Source, n), fmt.Sprintf("%s-%dl", cfg.Name, n), raw)
}
