// Command afdc is the attention-FFN disaggregation compiler, and the runtime of every executable it emits.
//
//	afdc build --model deepseek-v3 --target cpu -o out/
//
// compiles a model into out/deepseek-v3-attention and out/deepseek-v3-ffn. Run either with --help for
// its own flags.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	goruntime "runtime"
	"strings"

	"github.com/alecthomas/kong"

	"afdc/ir"
	"afdc/passes"
	"afdc/runtime/payload"
	"afdc/targets"
)

// cli is the compiler's command line. The emitted role executables have their own (executable.go,
// runtime/role).
type cli struct {
	Graph       graphCmd         `cmd:"" help:"Print the IR of a model: the full graph, or the attention or FFN program after the split."`
	Inspect     inspectCmd       `cmd:"" help:"Summarise a model: layers, parameter counts, what each role loads and sends."`
	Build       buildCmd         `cmd:"" help:"Compile a model into an attention and an FFN program for a target."`
	Run         runCmd           `cmd:"" help:"Run the unsplit model in-process with greedy decoding, on the CPU or a GPU (--target cuda): the monolithic reference."`
	InitWeights initWeightsCmd   `cmd:"" name:"init-weights" help:"Write a deterministic random checkpoint of a model in HuggingFace layout."`
	Bench       benchGroup       `cmd:"" help:"Measure: decode tokens/s against the monolithic model (bench --model M), or load on a server (bench serve)."`
	Demo        demoCmd          `cmd:"" help:"Build the tiny-deepseek-v3 executables, start them on loopback, send completions, print what happened."`
	Plan        planCmd          `cmd:"" help:"Size an attention-FFN deployment from the cost model and a hardware profile: batch, ratio r, stages, tokens/s/GPU."`
	Tokenize    tokenizeCmd      `cmd:"" help:"Print the token ids of a JSON array of strings read on stdin, with a HuggingFace tokenizer folder."`
	Serve       serveCmd         `cmd:"" help:"Build a model's executables, start every rank on this machine and serve one OpenAI endpoint over them."`
	Deploy      deployGroup      `cmd:"" help:"Write what a cluster needs to run a model: deploy k8s."`
	Pod         podCmd           `cmd:"" help:"Run one pod of a LeaderWorkerSet group (the container command of afdc deploy k8s)."`
	Version     kong.VersionFlag `help:"Print the version and exit."`
}

// modelFlag is --model, the same everywhere.
type modelFlag struct {
	Model string `required:"" short:"m" placeholder:"MODEL" help:"A preset name (an unknown name lists them), a checkpoint folder holding config.json, a config.json path, or a HuggingFace hub id (ORG/NAME) in the local hub cache."`
}

// planFlags are the compile options that change the plan.
type planFlags struct {
	Stages int    `default:"2" help:"Micro-batch stages per step: attention of stage s+1 runs while the FFN computes stage s. 1 is synchronous."`
	GateOn string `default:"ffn" enum:"ffn,attention" help:"Where the MoE router's linear runs (ffn|attention). On the attention side its fp32 logits join the payload. With --ep above 1 the router always runs on the attention side."`
	EP     int    `name:"ep" default:"1" help:"Expert ranks: spread each MoE layer's routed experts over N FFN ranks (expert parallel; dense MLPs and shared experts run on the attention side). 1 keeps every expert in each FFN process."`
	// ExpertMap is a JSON placement of each MoE layer's experts on the --ep ranks.
	ExpertMap string `name:"expert-map" placeholder:"FILE.json" help:"With --ep: place experts on ranks by this JSON ({\"ranks\": N, \"layers\": {\"LAYER\": [rank of each expert]}}); layers it leaves out get contiguous blocks whose sizes differ by at most one."`
}

func main() {
	// An emitted executable carries its role's payload; the plain afdc binary carries none.
	files, err := payload.Self()
	switch {
	case err == nil:
		os.Exit(runRole(files, os.Args[1:], os.Stdout, os.Stderr))
	case errors.Is(err, payload.ErrNoPayload):
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	default:
		fmt.Fprintf(os.Stderr, "afdc: %v\n", err)
		os.Exit(2)
	}
}

// run is main without the process: it parses args, runs the command and returns the exit code.
func run(args []string, stdout, stderr io.Writer) int {
	var c cli
	kctx, code := parseArgs("afdc", &c, args, stdout, stderr,
		kong.Description("afdc compiles a mixture-of-experts model into two executables, one for attention and one for the FFN, that serve it together."),
		kong.Vars{"version": "afdc " + ir.Version, "passes": strings.Join(passes.Names(), ", "), "profiles": strings.Join(targets.ProfileNames(), ", "), "hostarch": goruntime.GOARCH,
			"kvcache": "fp8: store the MLA latent cache as FP8 (e4m3, a power-of-two scale per 128 values; the rope key stays in the activations' type), about 0.57× the bytes a token at DeepSeek's widths; auto: the activations' type. fp8 needs MLA attention (DeepSeek models) with a kv_lora_rank that is a multiple of 128, and --target cpu (the FP8 cache's numerics, its memory f32) or cuda (a bf16 build).",
			"gpuarch": "cuda: the GPU architecture of the generated kernels: sm_90a (the default: H100 and H200, compute capability 9.0 only, with its warpgroup-MMA attention kernels), sm_90 (compute capability 9.0 and newer, without them) or sm_80 (Ampere and newer, e.g. A100, L40S)."},
		kong.NamedMapper("outdir", kong.MapperFunc(outDirMapper)),
		kong.UsageOnError())
	if code >= 0 {
		return code
	}
	if err := kctx.Run(&env{stdout: stdout, stderr: stderr}); err != nil {
		fmt.Fprintf(stderr, "afdc: error: %v\n", err)
		return 1
	}
	return 0
}

// parseArgs parses args into grammar with kong. A code >= 0 means stop with it: 2 for a usage error
// (reported on stderr), or what kong exits with after --help or --version; -1 means run kctx.
func parseArgs(name string, grammar any, args []string, stdout, stderr io.Writer, opts ...kong.Option) (kctx *kong.Context, code int) {
	exit := -1
	opts = append(opts, kong.Name(name), kong.Writers(stdout, stderr),
		kong.Exit(func(c int) { exit = c; panic(exitPanic{}) }))
	parser, err := kong.New(grammar, opts...)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return nil, 2
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(exitPanic); !ok {
				panic(r)
			}
			kctx, code = nil, exit
		}
	}()
	kctx, err = parser.Parse(args)
	if err != nil {
		fmt.Fprintf(stderr, "%s: error: %v\n", name, err)
		return nil, 2
	}
	return kctx, -1
}

// exitPanic carries kong's exit (after --help or --version) out of Parse without ending the process,
// so run stays testable.
type exitPanic struct{}

// env is what commands write to.
type env struct {
	stdout, stderr io.Writer
}

// outDirMapper reads a folder to write into (type:"outdir"): kong's path type, except that an empty
// value is refused rather than read as the current folder.
func outDirMapper(ctx *kong.DecodeContext, target reflect.Value) error {
	var path string
	if err := ctx.Scan.PopValueInto("folder", &path); err != nil {
		return err
	}
	if path == "" {
		return fmt.Errorf("empty, expected a folder")
	}
	target.SetString(kong.ExpandPath(path))
	return nil
}

func mib(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }
