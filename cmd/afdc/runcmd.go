package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime"
	"afdc/targets"
)

type runCmd struct {
	Model         string  `short:"m" placeholder:"MODEL" help:"A preset name, a checkpoint folder or a config.json path; default: the --weights folder."`
	Weights       string  `type:"existingdir" placeholder:"DIR" help:"Checkpoint folder (safetensors, single file or sharded with its index); required unless --random-weights."`
	PromptIDs     string  `required:"" name:"prompt-ids" placeholder:"1,2,3" help:"The prompt as comma-separated token ids."`
	MaxTokens     int     `default:"16" help:"Tokens to generate (greedy)."`
	ChunkTokens   int     `name:"chunk-tokens" default:"0" placeholder:"N" help:"Prompt tokens per step: a longer prompt goes in chunks (what a GPU plans its activation memory for). 0: a GPU sizes it to the memory left after the weights (the largest up to 16384 whose activations fit half of it), the CPU takes 512."`
	JSON          bool    `name:"json" help:"Print {\"tokens\": [...], \"logits\": [[...], ...]}: row i holds the fp32 logits token i was chosen from (row 0 is the prompt's last position)."`
	Target        string  `default:"cpu" enum:"cpu,cuda" help:"Where to run: cpu (the reference) or cuda (the CUDA backend on --device; its kernels come from llc or the AFDC_CUDA_KERNELS folder)."`
	ActDType      string  `name:"act-dtype" enum:",f32,bf16" default:"" placeholder:"f32|bf16" help:"Activation dtype of a cuda run; default bf16."`
	Device        int     `default:"0" placeholder:"N" help:"The GPU of a cuda run (default 0)."`
	GPUMemory     float64 `name:"gpu-memory-fraction" default:"0.9" placeholder:"F" help:"The share of the GPU's memory a cuda run takes (default 0.9)."`
	RandomWeights string  `placeholder:"SEED" help:"A cuda run: deterministic random weights made on the GPU from SEED (the role executables' --random-weights makes the same); needs --model."`
	KeepFP8       bool    `name:"keep-fp8" help:"A cuda run: keep an FP8 checkpoint's routed experts in FP8 on the GPU (see the executables' --keep-fp8)."`
	GPUArch       string  `name:"gpu-arch" placeholder:"sm_80|sm_90|sm_90a" help:"${gpuarch}"`
	KVCache       string  `name:"kv-cache" default:"auto" enum:"auto,fp8" placeholder:"auto|fp8" help:"${kvcache}"`
	CUDAGraphs    bool    `name:"cuda-graphs" help:"A cuda run: run each decode step (after the prompt) as a replay of a CUDA graph captured for its batch bucket."`
}

func (c *runCmd) Help() string {
	return `Runs the unsplit model in this process with greedy decoding: the monolithic reference the split
executables are checked against (on the CPU by default; --target cuda runs it on a GPU).`
}

func (c *runCmd) Run(e *env) error {
	prompt, err := parseIDs(c.PromptIDs)
	if err != nil {
		return err
	}
	if c.MaxTokens < 1 {
		return fmt.Errorf("--max-tokens %d: expected 1 or more", c.MaxTokens)
	}
	if c.ChunkTokens < 0 {
		return fmt.Errorf("--chunk-tokens %d: expected 0 (sized to the device) or more", c.ChunkTokens)
	}
	seed, err := randomSeed(c.RandomWeights)
	if err != nil {
		return err
	}
	tgt, err := targets.Lookup(c.Target)
	if err != nil {
		return fmt.Errorf("--target: %w", err)
	}
	if seed != nil && (!tgt.Info().RandomWeights || c.Model == "") {
		return fmt.Errorf("--random-weights: expected --target %s and --model (there is no checkpoint to read the config from)", strings.Join(randomWeightTargets(), "|"))
	}
	if seed == nil && c.Weights == "" {
		return fmt.Errorf("--weights DIR is required (or --random-weights SEED with --target cuda)")
	}
	model := c.Model
	if model == "" {
		model = c.Weights
	}
	cfg, err := compiler.LoadConfig(model)
	if err != nil {
		return err
	}
	if c.ActDType != "" {
		if d, err := ir.ParseDType(c.ActDType); err == nil && !tgt.Info().Computes(d) {
			return fmt.Errorf("--act-dtype %s: the %s target computes in %s", c.ActDType, c.Target, dtypeNames(tgt.Info().ActDTypes))
		}
	}
	if err := runtime.CheckLength(len(prompt), c.MaxTokens, int(cfg.MaxPos)); err != nil {
		return fmt.Errorf("--prompt-ids and --max-tokens: %w", err)
	}
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: c.Target, Stages: 1, ActDType: c.ActDType, DeviceArch: c.GPUArch, KVCache: c.KVCache})
	if err != nil {
		return err
	}
	t0 := time.Now()
	eng, err := openMonolithic(a, c.Weights, runtime.LoadOptions{MaxBatchTokens: c.ChunkTokens, Device: c.Device, MemoryFraction: c.GPUMemory, RandomWeights: seed, KeepFP8: c.KeepFP8, Graphs: c.CUDAGraphs, GPUArch: c.GPUArch})
	if err != nil {
		return err
	}
	load := time.Since(t0)
	chunk := c.ChunkTokens
	if chunk == 0 {
		if chunk = eng.StepRows(); chunk == 0 {
			chunk = defaultChunkTokens
		}
	}
	for _, id := range prompt {
		if id < 0 || int(id) >= eng.Vocab() {
			return fmt.Errorf("--prompt-ids: token %d is outside the vocabulary [0, %d)", id, eng.Vocab())
		}
	}
	t1 := time.Now()
	d, err := runtime.GreedyDecode(context.Background(), eng, 1, prompt, c.MaxTokens, runtime.GreedyOptions{ChunkTokens: chunk, MaxPositions: int(cfg.MaxPos)})
	if err != nil {
		return err
	}
	gen := time.Since(t1)
	out := struct {
		Tokens []int32     `json:"tokens"`
		Logits [][]float32 `json:"logits"`
	}{d.Tokens, d.Logits}
	if c.JSON {
		b, err := json.Marshal(out)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(e.stdout, "%s\n", b)
		return err
	}
	fmt.Fprintf(e.stdout, "tokens: %s\n", joinIDs(out.Tokens))
	fmt.Fprintf(e.stdout, "load %v, %d tokens in %v (%.1f tokens/s)\n", load.Round(time.Millisecond), len(out.Tokens),
		gen.Round(time.Millisecond), float64(len(out.Tokens))/gen.Seconds())
	return nil
}

// defaultChunkTokens is --chunk-tokens 0 on a target that sizes no step itself (the CPU).
const defaultChunkTokens = 512

// parseIDs reads "1,2,3".
func parseIDs(s string) ([]int32, error) {
	var ids []int32
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		n, err := strconv.ParseInt(f, 10, 32)
		if err != nil {
			return nil, fmt.Errorf("--prompt-ids %q: %q is not a token id, expected comma-separated integers", s, f)
		}
		ids = append(ids, int32(n))
	}
	return ids, nil
}

func joinIDs(ids []int32) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = strconv.Itoa(int(id))
	}
	return strings.Join(s, " ")
}

// randomWeightTargets are the registered targets whose backends make random weights on the device.
func randomWeightTargets() []string {
	var ns []string
	for _, n := range targets.Names() {
		if t, err := targets.Lookup(n); err == nil && t.Info().RandomWeights {
			ns = append(ns, n)
		}
	}
	return ns
}

// dtypeNames lists dtypes as "f32", "bf16 or f32".
func dtypeNames(ds []ir.DType) string {
	var ns []string
	for _, d := range ds {
		ns = append(ns, d.String())
	}
	if len(ns) < 2 {
		return strings.Join(ns, "")
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " or " + ns[len(ns)-1]
}

// openMonolithic loads the artifact's full module into an in-process engine on the artifact's
// target: its weights from a checkpoint folder, or made on the device when the options ask for
// random ones.
func openMonolithic(a *compiler.Artifact, wdir string, opt ...runtime.LoadOptions) (*runtime.SplitEngine, error) {
	man := a.Manifest(ir.RoleFull)
	var o runtime.LoadOptions
	if len(opt) > 0 {
		o = opt[0]
	}
	var w runtime.Weights
	if o.RandomWeights == nil {
		ck, err := runtime.OpenCheckpoint(wdir, man)
		if err != nil {
			return nil, err
		}
		defer ck.Close() // the program holds converted copies
		w = ck
	}
	be, err := runtime.Load(man, a.Full, w, o)
	if err != nil {
		return nil, err
	}
	return runtime.NewSplitEngine(be.(runtime.AttentionBackend), nil, 1)
}

// decode is a greedy decode: the tokens and the logits each was chosen from.
type decode struct {
	tokens []int32
	logits [][]float32
}

// greedyDecode generates n tokens of one prompt greedily (the prompt in one step) and releases the
// sequence.
func greedyDecode(e runtime.Engine, id uint64, prompt []int32, n int) (decode, error) {
	g, err := runtime.GreedyDecode(context.Background(), e, id, prompt, n, runtime.GreedyOptions{})
	return decode{g.Tokens, g.Logits}, err
}
