// Package role is the composition root of the role executables: it builds the attention server
// (HTTP API, scheduler, KV cache, split engine) and the FFN server from a role's payload and its
// flags, on the backend and the data plane that its target registered with the runtime. It knows no
// target itself.
package role

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"afdc/internal/quietnet"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/kvcache"
	"afdc/runtime/serve"
)

// Files of a role executable's payload.
const (
	PayloadManifest = "manifest.json"
	PayloadProgram  = "program.afir"
	PayloadConfig   = "config.json"
)

// DefaultRendezvous is where FFN rank 0 listens unless told otherwise.
const DefaultRendezvous = "127.0.0.1:7733"

// Flags are the flags both role executables take, whatever their target (a target adds its own:
// runtime.Executable).
type Flags struct {
	Weights        string        `type:"path" placeholder:"DIR" help:"Checkpoint folder: config.json and safetensors (single file or sharded with its index). The role loads only its own tensors."`
	Rendezvous     string        `default:"${rendezvous}" placeholder:"HOST:PORT" help:"Where FFN rank 0 listens and every other rank meets it (default ${rendezvous}). Either role may start first."`
	Rank           int           `default:"0" help:"Rank of this process within its role."`
	AttentionRanks int           `default:"1" help:"Attention ranks of the deployment (at least --ffn-ranks)."`
	FFNRanks       int           `name:"ffn-ranks" default:"1" help:"FFN ranks of the deployment. Each FFN rank serves a block of attention ranks (block sizes differ by at most one) and runs their tokens as one batch. With an --ep build: its expert ranks (the --ep it was built with); every attention rank talks to every expert rank, and any number of attention ranks works."`
	ConnectTimeout time.Duration `default:"10m" help:"How long to wait at start for the peers."`
	PrintManifest  bool          `help:"Print the manifest (plan, tensors, wire schema) and exit."`
	LogLevel       string        `default:"info" enum:"debug,info,warn,error" help:"Log level (debug, info, warn, error); logs go to stderr."`
	LogFormat      string        `default:"text" enum:"text,json" help:"Log format: text (key=value) or json (one object a line)."`
	CheckWeights   string        `default:"auto" enum:"auto,on,off" help:"Scan this role's weights for NaN and Inf at load, in parallel, and refuse to start naming each bad tensor. auto: on when the role's weights are at most ${checkbound} (one more pass over the bytes); on; off."`
	DrainTimeout   time.Duration `default:"60s" help:"On SIGTERM or SIGINT: how long to let running work finish before exiting. The attention server stops admitting (503 with Retry-After) and exits 0 once its requests are done; the FFN server exits once its attention peers have disconnected."`
	ConnectFlags
}

// AttentionFlags are the attention executable's flags.
type AttentionFlags struct {
	Flags
	HTTP              string        `name:"http" default:"127.0.0.1:8000" placeholder:"HOST:PORT" help:"Address of the OpenAI-compatible HTTP API (/v1/completions, /v1/chat/completions, /v1/models, /health, /ready, /live, /metrics); default 127.0.0.1:8000."`
	PeerTimeout       time.Duration `default:"5m" help:"How long to wait for the FFN rank's result of one layer before failing the step and reconnecting; keep it above the FFN's --peer-timeout. 0 waits forever."`
	MaxBatchTokens    int           `default:"0" help:"Tokens per step, all sequences together: running decodes first, then prompt chunks in what is left. Also the row limit this rank declares to its FFN rank at the handshake (which refuses more than it accepts, see the FFN's --max-peer-rows). 0: the target's default, 512 off cuda; on cuda the largest step up to 2048 whose activations fit half the memory the weights leave (the FFN side's 0 plans for 2048)."`
	ChunkTokens       int           `default:"0" help:"Prompt tokens per sequence per step (chunked prefill): a long prompt takes this many a step beside the running decodes, so it does not stall them. 0: the target's default, 512 on cuda, 256 elsewhere."`
	BatchWait         time.Duration `name:"batch-wait" default:"0s" help:"When a request arrives at an idle server, wait up to this long for more before the first step, so requests sent together start together (the wait ends as soon as the queued prompts fill --max-batch-tokens). 0 starts at once."`
	PrefillHold       time.Duration `name:"prefill-hold" default:"0s" help:"While sequences are decoding, hold a new prompt out of the steps for up to this long after it arrives, so that prompts arriving close together start in one step: a step with prompt tokens costs more than a decode-only one however few they are (an MoE model reads nearly every expert's weights). The hold ends as soon as the held prompts fill what the decodes leave of --max-batch-tokens. Raises time to first token by up to the hold. 0 starts each prompt at the next step."`
	MinStageTokens    int           `name:"min-stage-tokens" default:"-1" placeholder:"N" help:"Cut a step into the plan's micro-batch stages only as far as each stage gets at least N tokens; a smaller step runs in fewer stages (decode of a small batch in one). Each stage runs every weight product again, which costs as much as the stage's compute where reading the weights bounds a step. 0 always uses every stage; -1: ${minstagecpu} on the cpu target, one stage when both roles share one GPU (the ipc plane: their kernels take turns, so stages overlap nothing), else 0."`
	MaxSeqLen         int           `default:"-1" help:"Limit on prompt + max_tokens per request; -1 means the model's max_position_embeddings, 0 none."`
	KVCacheBytes      int64         `name:"kv-cache-bytes" default:"0" help:"Bytes of the paged KV cache; 0 means a quarter of the machine's physical memory (4 GiB where it cannot be read), or the target's own default where its device memory is not the host's. A request is admitted when its prompt + max_tokens fit in the free blocks, and refused when they exceed the whole cache."`
	PrefixCaching     string        `name:"prefix-caching" default:"auto" enum:"auto,on,off" help:"Keep the KV cache blocks of finished requests while their space is not needed, and start a prompt that begins with the same tokens (a system prompt, the earlier turns of a conversation) past the whole blocks it shares with them instead of computing them again; idle cached blocks give way, least recently used first, to requests that need the space. auto: on for the cpu and cuda targets; off on ascend, where it has not yet run on a device (on turns it on)."`
	KVBlockSize       int           `name:"kv-block-size" default:"64" help:"Tokens per KV cache block. On sm_90a GPUs the MLA decode kernel reads whole blocks of a multiple of 64 tokens by bulk copies; other sizes take its slower form."`
	MaxQueue          int           `default:"256" help:"Requests that may wait for KV cache blocks; beyond them a request gets a 503 with Retry-After."`
	Tokenizer         string        `type:"path" placeholder:"DIR" help:"Folder with tokenizer.json (and tokenizer_config.json) for text prompts, chat and text answers; default: the --weights folder when it has one. Without a tokenizer the server takes token ids only."`
	APIKey            string        `name:"api-key" env:"AFDC_API_KEY" placeholder:"KEY" help:"Require \"Authorization: Bearer KEY\" on /v1/, /tokenize and /detokenize requests (/health, /ready, /live and /metrics stay open). On the command line it shows in the process list: prefer --api-key-file or the environment variable."`
	APIKeyFile        string        `name:"api-key-file" placeholder:"FILE" help:"Read --api-key from FILE (a regular file of at most 4 KiB; trailing whitespace ignored)."`
	MaxConnections    int           `default:"1024" help:"Open HTTP connections at once; one more is answered 503 with Retry-After and closed. 0: no cap."`
	ReadHeaderTimeout time.Duration `default:"10s" help:"Time to read a request's headers."`
	ReadTimeout       time.Duration `default:"60s" help:"Time to read a whole request, body included (not the generation: it is lifted once the body is in)."`
	WriteTimeout      time.Duration `default:"60s" help:"Time one write to a client may block (a response, a stream's event); a client that reads slower is dropped."`
	IdleTimeout       time.Duration `default:"120s" help:"How long a keep-alive connection may wait for its next request."`
	StallTimeout      time.Duration `default:"30s" help:"/health and /ready answer 503 while one engine step has run longer than this (an FFN rank that stopped answering)."`
	ServedModelName   string        `name:"served-model-name" placeholder:"NAME" help:"The model id the API serves and answers with (/v1/models, the model field); default: the model's name."`
	ReasoningParser   string        `name:"reasoning-parser" default:"none" enum:"none,think" help:"think: a chat answer's reasoning, up to the tokenizer's </think>, goes to the message's reasoning_content (in streams the deltas' too) and the rest to its content, as vLLM's reasoning parsers give DeepSeek-R1's and GLM-4.5's; the answer reasons when it opens with <think> or when the prompt ends inside a <think> block (DeepSeek-R1's template). Needs a tokenizer with both tokens. none: the answer whole in content."`
	ToolCallParser    string        `name:"tool-call-parser" default:"auto" enum:"auto,none,deepseek,glm" help:"How chat answers call functions, for requests that offer tools (tool_choice auto or required): deepseek reads DeepSeek-V3's, R1's and V3.1's calls, glm GLM-4.5's and 4.6's; the calls become the message's tool_calls (finish_reason tool_calls) and the text before them its content. auto: the format whose tokens the tokenizer has. none: requests with tools are refused unless their tool_choice is none."`
	ChatTemplate      string        `name:"chat-template" type:"path" placeholder:"FILE" help:"A Jinja chat template to render chats with instead of the tokenizer's (tokenizer_config.json's chat_template, or chat_template.jinja beside it): for instance one that shows the model a request's tools, which DeepSeek-V3's and R1's own do not."`
	GenerationConfig  string        `name:"generation-config" default:"auto" enum:"auto,none" help:"auto: the checkpoint's generation_config.json, when --weights has one, gives the temperature, top_p, top_k, min_p and repetition_penalty of requests that leave them out, and more end-of-sequence ids (as vLLM's default). none: OpenAI's defaults (temperature 1, top_p 1, no top_k), and the end-of-sequence ids of config.json and the tokenizer only."`
}

// FFNFlags are the FFN executable's flags.
type FFNFlags struct {
	Flags
	Listen         string        `placeholder:"HOST:PORT" help:"FFN ranks other than 0: where to accept attention peers; default: the rendezvous host, any free port."`
	PeerTimeout    time.Duration `default:"1m" help:"How long, within a step, to wait for an attention rank that stays connected but silent (its step header once asked, its tensors) before dropping it so its other peers go on; 0 waits forever."`
	HTTP           string        `name:"http" placeholder:"HOST:PORT" help:"Optional address for /health, /ready, /live and /metrics; any other request gets a 404 naming the attention server."`
	MaxPeerRows    int           `default:"0" help:"Most tokens per step one attention rank may declare (its --max-batch-tokens); a rank declaring more is refused at the handshake, one sending more is dropped. 0: this rank's --max-batch-tokens, what the plan is sized for. Buffers are sized only from counts within this limit."`
	MaxBatchTokens int           `default:"0" help:"Tokens per step of each attention peer (its --max-batch-tokens): what a device target plans its memory for; the CPU ignores it. 0: the target's default, as the attention side's 0 (2048 on cuda, 512 elsewhere)."`
}

// Role is a role executable: its payload, read at start, and its target's own flags.
type Role struct {
	man     ir.Manifest
	config  []byte // the model's config.json, as compiled
	program string
	files   map[string][]byte // the target's own payload files (cuda: PTX and launch table)
	target  runtime.TargetFlags
}

// Open reads a role executable's payload: its manifest, program and the target's own files.
func Open(files map[string][]byte) (*Role, error) {
	r := &Role{program: string(files[PayloadProgram]), config: files[PayloadConfig], files: map[string][]byte{}}
	for name, data := range files {
		if name != PayloadManifest && name != PayloadProgram && name != PayloadConfig {
			r.files[name] = data
		}
	}
	if err := json.Unmarshal(files[PayloadManifest], &r.man); err != nil {
		return nil, fmt.Errorf("this executable's payload has no valid %s: %v", PayloadManifest, err)
	}
	if r.man.Role != "attention" && r.man.Role != "ffn" {
		return nil, fmt.Errorf("this executable's manifest has role %q, expected attention or ffn", r.man.Role)
	}
	return r, nil
}

// Manifest is the role's manifest (its transport as Start settled it).
func (r *Role) Manifest() *ir.Manifest { return &r.man }

// Flags returns fresh values of the role's flags (*AttentionFlags or *FFNFlags) and of its target's
// own (nil when the target registered none), for the command line to fill.
func (r *Role) Flags() (flags any, target runtime.TargetFlags) {
	if x := runtime.ExecutableOf(r.man.Target); x.Flags != nil {
		target = x.Flags()
	}
	if r.man.Role == "attention" {
		return &AttentionFlags{}, target
	}
	return &FFNFlags{}, target
}

// Description is what the role executable's --help says it is.
func (r *Role) Description() string {
	if r.man.Role == "attention" {
		return fmt.Sprintf("The attention server of %s (plan %s, %d stages, target %s): it serves completions over HTTP, keeps the KV cache and the sampler, and sends every layer's FFN to its FFN rank.", r.man.Model, r.man.Plan, r.man.Stages, r.man.Target)
	}
	return fmt.Sprintf("The FFN server of %s (plan %s, %d stages, target %s): it holds the dense MLPs and experts and runs the tokens of its attention ranks as one batch. It serves no completions.", r.man.Model, r.man.Plan, r.man.Stages, r.man.Target)
}

// Start takes the target's parsed flags (those Flags returned), settles the data plane from them,
// and checks that this machine has the target's libraries: before any weights are read.
func (r *Role) Start(target runtime.TargetFlags) error {
	r.target = target
	if target != nil {
		if err := target.ChooseTransport(&r.man); err != nil {
			return err
		}
	}
	if probe := runtime.ExecutableOf(r.man.Target).Probe; probe != nil {
		// A machine without the target's libraries says so before any weights are read.
		return probe()
	}
	return nil
}

// Serve runs the role with its parsed flags (those Flags returned) until ctx ends and the role has
// drained; stderr takes the load's progress.
func (r *Role) Serve(ctx context.Context, flags any, stderr io.Writer, log *slog.Logger) error {
	for _, start := range []func(string, *slog.Logger) (func(), error){startGoTrace, startCPUProfile} {
		if stop, err := start(r.man.Role, log); err != nil {
			return err
		} else if stop != nil {
			defer stop()
		}
	}
	if n, ok := r.target.(runtime.TransportNoter); ok {
		if note := n.TransportNote(); note != "" {
			log.Warn(note, "transport", r.man.Transport)
		}
	}
	switch c := flags.(type) {
	case *AttentionFlags:
		return r.serveAttention(ctx, c, stderr, log)
	case *FFNFlags:
		return r.serveFFN(ctx, c, stderr, log)
	}
	return fmt.Errorf("role flags %T, expected *AttentionFlags or *FFNFlags", flags)
}

// NewLogger is a logger writing to w at level (debug, info, warn, error) as text or json.
func NewLogger(w io.Writer, level, format string) *slog.Logger {
	var l slog.Level
	_ = l.UnmarshalText([]byte(level))
	o := &slog.HandlerOptions{Level: l}
	if format == "json" {
		return slog.New(slog.NewJSONHandler(w, o))
	}
	return slog.New(slog.NewTextHandler(w, o))
}

// CheckWeightsBound is the role weight size up to which --check-weights=auto scans. The scan reads
// the mapped bytes once at about 1.6 GB/s on two loaded cores (docs/perf.md), faster with more: up
// to 32 GiB it costs well under a minute next to a load that reads the same bytes anyway, and a NaN
// in a small test or distilled checkpoint is the common mistake. Beyond it the scan is opt-in.
const CheckWeightsBound = 32 << 30

// hello is this process's identity at the handshake.
func (r *Role) hello(f *Flags) connector.Hello {
	return connector.Hello{
		Role: r.man.Role, Rank: f.Rank, Plan: r.man.Plan, Version: r.man.Version, Model: r.man.Model, Stages: r.man.Stages,
		Target: r.man.Target, Transport: r.man.Transport,
		Topology: connector.Topology{AttentionRanks: f.AttentionRanks, FFNRanks: f.FFNRanks}, ExpertParallel: r.man.EP > 0,
	}
}

// load parses the role's program and loads it with its weights onto the backend of the manifest's
// target (one that cmd registered; see targets.go), after checking them for NaN/Inf when asked.
func (r *Role) load(f *Flags, opt runtime.LoadOptions, stderr io.Writer, log *slog.Logger) (runtime.Backend, error) {
	if r.target != nil {
		if err := r.target.SetOptions(&opt); err != nil {
			return nil, err
		}
	}
	seed := opt.RandomWeights
	if f.Weights == "" && seed == nil {
		return nil, errors.New("--weights DIR is required: the checkpoint folder this role loads its tensors from")
	}
	if err := runtime.CanLoad(r.man.Target); err != nil {
		return nil, err
	}
	mod, err := ir.Parse(PayloadProgram, r.program)
	if err != nil {
		return nil, fmt.Errorf("payload program: %w", err)
	}
	if mod.Role.String() != r.man.Role {
		return nil, fmt.Errorf("payload program has role %s, its manifest %s", mod.Role, r.man.Role)
	}
	var src runtime.Weights
	if seed == nil {
		ck, err := runtime.OpenCheckpoint(f.Weights, &r.man)
		if err != nil {
			return nil, err
		}
		defer ck.Close()
		if f.CheckWeights == "on" || f.CheckWeights == "auto" && r.man.WeightBytes <= CheckWeightsBound {
			t0 := time.Now()
			names := make([]string, len(r.man.Tensors))
			for i, t := range r.man.Tensors {
				names[i] = t.Name
			}
			bar := newProgress(stderr, log, "checking "+r.man.Role+" weights for NaN/Inf")
			err := ck.CheckFinite(names, 0, bar.update)
			bar.done()
			if err != nil {
				return nil, fmt.Errorf("--check-weights: %s has non-finite weights (turn the check off with --check-weights=off):\n%w", f.Weights, indentErr(err))
			}
			log.Info("weights checked: all finite", "tensors", len(names), "seconds", time.Since(t0).Seconds())
		}
		src = ck
	}
	t0 := time.Now()
	bar := newProgress(stderr, log, "loading "+r.man.Role+" weights")

	opt.Progress, opt.Log, opt.MaxPositions = bar.update, log, r.man.MaxPositions
	opt.Files = r.files
	be, err := runtime.Load(&r.man, mod, src, opt)
	bar.done()
	if err != nil {
		return nil, err
	}
	log.Info("weights loaded", "target", be.Target(), "dir", f.Weights, "random_seed", seedText(seed), "tensors", len(r.man.Tensors), "weight_bytes", r.man.WeightBytes, "seconds", time.Since(t0).Seconds())
	return be, nil
}

// durationFlag is a duration flag that may not be negative, and what its 0 means ("" where 0 is
// just no wait).
type durationFlag struct {
	name string
	v    time.Duration
	zero string
}

// checkDurations refuses the first negative one of ds.
func checkDurations(ds ...durationFlag) error {
	for _, d := range ds {
		if d.v >= 0 {
			continue
		}
		if d.zero == "" {
			return fmt.Errorf("%s %v, expected 0 or a positive duration", d.name, d.v)
		}
		return fmt.Errorf("%s %v, expected 0 (%s) or a positive duration", d.name, d.v, d.zero)
	}
	return nil
}

// checkFlags checks the flags both roles take that need nothing loaded.
func checkFlags(f *Flags) error {
	return checkDurations(durationFlag{"--drain-timeout", f.DrainTimeout, "stop at once"})
}

// checkAttentionFlags checks the attention executable's flags that need nothing loaded, on target.
func checkAttentionFlags(c *AttentionFlags, target string) error {
	if err := checkDurations(durationFlag{"--batch-wait", c.BatchWait, ""}, durationFlag{"--prefill-hold", c.PrefillHold, ""},
		durationFlag{"--peer-timeout", c.PeerTimeout, "wait forever"}, durationFlag{"--write-timeout", c.WriteTimeout, "none"},
		durationFlag{"--stall-timeout", c.StallTimeout, "the default 30s"}); err != nil {
		return err
	}
	if c.MinStageTokens < -1 {
		return fmt.Errorf("--min-stage-tokens %d, expected -1 (the target's default), 0 (every stage) or a token count", c.MinStageTokens)
	}
	if c.MaxBatchTokens < 0 || c.ChunkTokens < 0 {
		return fmt.Errorf("--max-batch-tokens %d, --chunk-tokens %d: expected 0 (the target's default) or a token count", c.MaxBatchTokens, c.ChunkTokens)
	}
	if c.MaxSeqLen < -1 {
		return fmt.Errorf("--max-seq-len %d, expected -1 (the model's max_position_embeddings), 0 (no limit) or a token count", c.MaxSeqLen)
	}
	if c.MaxQueue < 0 {
		return fmt.Errorf("--max-queue %d, expected a number of requests (0: the default 256)", c.MaxQueue)
	}
	if target == "cpu" {
		// The cpu target keeps its cache in host memory.
		mem, known := physicalMemory()
		if err := checkHostKVBytes(c.KVCacheBytes, mem, known); err != nil {
			return err
		}
	}
	return checkFlags(&c.Flags)
}

// checkFFNFlags checks the FFN executable's flags that need nothing loaded.
func checkFFNFlags(c *FFNFlags) error {
	if c.MaxBatchTokens < 0 {
		return fmt.Errorf("--max-batch-tokens %d: expected 0 (the target's default) or a token count", c.MaxBatchTokens)
	}
	if c.MaxPeerRows < 0 {
		return fmt.Errorf("--max-peer-rows %d, expected 0 (this rank's --max-batch-tokens) or a token count", c.MaxPeerRows)
	}
	if err := checkDurations(durationFlag{"--peer-timeout", c.PeerTimeout, "wait forever"}); err != nil {
		return err
	}
	return checkFlags(&c.Flags)
}

// checkPlace checks this rank's topology flags (--rank, --attention-ranks, --ffn-ranks) and
// --rendezvous before anything loads, with the messages the handshake would give once it had.
func (r *Role) checkPlace(f *Flags) error {
	check := checkExpertRanks(&r.man, f.FFNRanks)
	if r.man.Role == connector.RoleFFN {
		check = checkExpertRank(&r.man, f.Rank, f.AttentionRanks, f.FFNRanks) // an expert rank's own --rank too
	}
	if check != nil {
		return check
	}
	cfg := connector.Config{Rendezvous: f.Rendezvous, Hello: r.hello(f)}
	return cfg.CheckPlace()
}

func (r *Role) serveAttention(ctx context.Context, c *AttentionFlags, stderr io.Writer, log *slog.Logger) error {
	if err := checkAttentionFlags(c, r.man.Target); err != nil {
		return err
	}
	if err := r.checkPlace(&c.Flags); err != nil {
		return err
	}
	step, chunk := runtime.StepDefaults(r.man.Target)
	autoStep := c.MaxBatchTokens == 0 // resolved once the backend is loaded (sizedStep)
	// Listen first, so that probes get an answer (503, "loading weights") while the weights load.
	ln, err := net.Listen("tcp", c.HTTP)
	if err != nil {
		return fmt.Errorf("--http %s: %w", c.HTTP, err)
	}
	reg := serve.NewRegistry()
	var api atomic.Pointer[http.Handler]
	loading := loadingHandler(reg)
	api.Store(&loading)
	hs := serve.NewHTTPServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { (*api.Load()).ServeHTTP(w, r) }),
		serve.HTTPOptions{ReadHeaderTimeout: c.ReadHeaderTimeout, ReadTimeout: c.ReadTimeout, IdleTimeout: c.IdleTimeout, MaxConns: c.MaxConnections})
	httpErr := make(chan error, 1)
	go func() {
		if err := hs.Serve(serve.LimitListener(quietnet.Listener(ln), c.MaxConnections)); err != nil && !errors.Is(err, http.ErrServerClosed) {
			httpErr <- fmt.Errorf("http: %w", err)
		}
	}()
	defer hs.Close()

	mod, err := ir.Parse(PayloadProgram, r.program)
	if err != nil {
		return fmt.Errorf("payload program: %w", err)
	}
	// The cache is sized first: a device backend lays its pools out at load.
	budget, elem := c.KVCacheBytes, cpuCacheElemBytes
	if x := runtime.ExecutableOf(r.man.Target); x.KVElemBytes > 0 || x.KVProgramType {
		elem = x.KVElemBytes // a device's own layout
		if x.KVProgramType {
			elem = kvcache.ProgramElemBytes(mod)
		}
		if budget == 0 {
			budget = x.KVDefaultBytes
		}
	}
	blocks, blockBytes, err := KVBlocks(mod, budget, c.KVBlockSize, elem)
	if err != nil {
		return err
	}
	// A device data plane (any registered plane: TCP has none) moves the payloads from device memory.
	_, devicePlane := runtime.PlaneOf(r.man.Transport)
	be, err := r.load(&c.Flags, runtime.LoadOptions{KVBlockSize: c.KVBlockSize, KVBlocks: blocks, MaxBatchTokens: c.MaxBatchTokens,
		MaxAutoTokens: step, DevicePayloads: devicePlane}, stderr, log)
	if err != nil {
		return err
	}
	defer be.Close()
	steps := newStepClock(be, log)
	if autoStep {
		c.MaxBatchTokens = sizedStep(be, step)
		log.Info("tokens per step", "max_batch_tokens", c.MaxBatchTokens)
	}
	if c.ChunkTokens == 0 {
		c.ChunkTokens = min(chunk, c.MaxBatchTokens)
	}
	attn, ok := be.(runtime.AttentionBackend)
	if !ok {
		return fmt.Errorf("target %s: its backend cannot run an attention program", be.Target())
	}
	if c.APIKeyFile != "" {
		if c.APIKey, err = serve.LoadAPIKey(c.APIKeyFile); err != nil {
			return err
		}
	}
	ccfg, err := r.connectorConfig(&c.Flags, log)
	if err != nil {
		return err
	}
	ccfg.Hello.Serves = "http://" + ln.Addr().String()
	ccfg.WaitClock = steps.clock()
	ccfg.Hello.MaxRows = c.MaxBatchTokens
	// A device data plane is set up before the link runs, and joined once it does.
	plane, err := runtime.PlaneFor(r.man.Transport)
	if err != nil {
		return err
	}
	remote, epPeer, rf, releaseEP, err := newAttentionLink(&r.man, plane, be, ccfg, c.PeerTimeout, reg)
	if err != nil {
		return err
	}
	defer releaseEP()
	if rf == nil {
		plane = nil // an --ep build's plane (if any) is the expert peers' already
	}
	ap := &runtime.AttentionPlane{Backend: be, Remote: rf, Hello: ccfg.Hello, RowBytes: ccfg.RowBytes, Wait: c.ConnectTimeout, Log: log, Metrics: reg}
	if plane != nil {
		if err := plane.Prepare(ap); err != nil {
			return err
		}
	}
	// The scheduler and the link run on their own context: a signal drains them, it does not cut them.
	runCtx, cancel := context.WithCancelCause(context.WithoutCancel(ctx))
	defer cancel(nil)
	go func() {
		if err := remote.Run(runCtx); err != nil {
			cancel(err)
		}
	}()
	peer := epPeer
	release := func() error { return nil }
	if plane != nil {
		if peer, release, err = plane.Attention(runCtx, ap); err != nil {
			remote.Close()
			return err
		}
	}
	defer release()
	eng, err := runtime.NewSplitEngine(attn, peer, r.man.Stages)
	if err != nil {
		return err
	}
	oneDevice := false
	if p, ok := runtime.PlaneOf(r.man.Transport); ok {
		_, oneDevice = p.(runtime.OneDevice)
	}
	eng.SetMinStageTokens(minStageTokens(c.MinStageTokens, r.man.Target, oneDevice))
	stats := serve.SplitMetrics(reg, eng.Layers(), eng.Stages())
	if steps != nil {
		stats.Step = steps.step
	}
	eng.SetStats(stats)
	tok, tokDir, err := loadTokenizer(c.Tokenizer, c.Weights, c.ChatTemplate, eng.Vocab())
	if err != nil {
		return err
	}
	if tok != nil {
		log.Info("tokenizer loaded: text prompts and chat accepted", "dir", tokDir)
	} else {
		log.Info("no tokenizer.json in --weights and no --tokenizer: token ids only")
	}
	gen, err := modelGeneration(r.config, c.Weights, c.GenerationConfig == "auto")
	if err != nil {
		return err
	}
	var think *serve.ThinkTokens
	if c.ReasoningParser == "think" {
		if think, err = thinkTokens(tok); err != nil {
			return err
		}
	}
	tools, format, err := toolCalls(c.ToolCallParser, tok)
	if err != nil {
		return err
	}
	switch {
	case format == nil:
		log.Info("tool calls: not read; requests with tools are refused unless tool_choice is none")
	case !templateShowsTools(tok):
		log.Warn("tool calls: the chat template never reads tools, so the model sees a request's tools only where its messages describe them; --chat-template gives one that shows them", "format", format.Name())
	default:
		log.Info("tool calls: read from chat answers", "format", format.Name())
	}
	logGeneration(log, gen)
	if c.MaxSeqLen < 0 {
		c.MaxSeqLen = r.man.MaxPositions
	}
	// A device backend sized its KV pool at load from its memory budget: the scheduler may hand out
	// no more blocks than it holds.
	if dev, ok := be.(interface{ KVCapacity(blockSize int) int }); ok {
		blocks = min(blocks, dev.KVCapacity(c.KVBlockSize))
		if blocks < 1 {
			return fmt.Errorf("target %s: its KV pool holds no block of %d tokens, expected at least one (raise --gpu-memory-fraction)", be.Target(), c.KVBlockSize)
		}
	}
	if err := eng.SetBlockSize(c.KVBlockSize); err != nil {
		return err
	}
	log.Info("kv cache", "blocks", blocks, "block_tokens", c.KVBlockSize, "block_bytes", blockBytes, "bytes", int64(blocks)*blockBytes,
		"prefix_caching", prefixCaching(c.PrefixCaching, r.man.Target))
	model := r.man.Model
	if c.ServedModelName != "" {
		model = c.ServedModelName
	}
	srv := serve.New(serve.Config{Model: model, Engine: eng, Tokenizer: tok, MaxBatchTokens: c.MaxBatchTokens, ChunkTokens: c.ChunkTokens,
		MaxSeqLen: c.MaxSeqLen, Logger: log, Ready: remote.Serving, Idle: remote.Wanted(), APIKey: c.APIKey,
		StallTimeout: c.StallTimeout, WriteTimeout: c.WriteTimeout, Registry: reg,
		KVBlocks: blocks, KVBlockSize: c.KVBlockSize, MaxQueue: c.MaxQueue, BatchWait: c.BatchWait, PrefillHold: c.PrefillHold,
		EOS: gen.eos, Defaults: gen.defaults, Think: think, Tools: tools, PrefixCaching: prefixCaching(c.PrefixCaching, r.man.Target)})
	h := srv.Handler()
	api.Store(&h)
	log.Info("serving completions", "http", "http://"+ln.Addr().String(), "rendezvous", c.Rendezvous, "transport", peer.Name())
	go func() {
		select {
		case err := <-httpErr:
			cancel(err)
		case <-runCtx.Done():
		}
	}()
	go func() {
		// A deployment that never comes together should say so rather than wait forever.
		select {
		case <-runCtx.Done():
		case <-time.After(c.ConnectTimeout):
			if err := remote.Ready(); err != nil && !remote.Joined() {
				cancel(fmt.Errorf("no FFN rank within --connect-timeout %v: %w", c.ConnectTimeout, err))
			}
		}
	}()
	runDone := make(chan error, 1)
	go func() { runDone <- srv.Run(runCtx) }()

	var runErr error
	select {
	case runErr = <-runDone:
		cancel(nil)
	case <-ctx.Done():
		runErr = serve.Stopping{HTTP: hs, Server: srv, Timeout: c.DrainTimeout, StopRun: func() { cancel(nil) }, RunDone: runDone, Log: log}.DrainAndStop()
	}
	remote.Close()
	if cause := context.Cause(runCtx); cause != nil && !errors.Is(cause, context.Canceled) {
		return cause
	}
	if runErr != nil {
		return runErr
	}
	log.Info("stopped")
	return nil
}

// loadingHandler answers while the weights load: probes and the API with 503 (Retry-After), and
// /metrics with what the registry has so far.
func loadingHandler(reg *prometheus.Registry) http.Handler {
	metrics := serve.MetricsHandler(reg)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/metrics" {
			metrics.ServeHTTP(w, r)
			return
		}
		if r.URL.Path == "/live" {
			serve.LiveHandler("attention")(w, r)
			return
		}
		serve.WriteNotReady(w, serve.StateLoading, "loading weights: the server is starting, expected to be ready shortly", 5)
	})
}

// indentErr indents every line of err by two spaces, under the line that introduces it.
func indentErr(err error) error {
	return errors.New("  " + strings.ReplaceAll(err.Error(), "\n", "\n  "))
}

func (r *Role) serveFFN(ctx context.Context, c *FFNFlags, stderr io.Writer, log *slog.Logger) error {
	topo := connector.Topology{AttentionRanks: c.AttentionRanks, FFNRanks: c.FFNRanks}
	peers := 1
	if topo.Validate() == nil {
		peers = len(topo.PeersOf(c.Rank))
	}
	if err := checkFFNFlags(c); err != nil {
		return err
	}
	if err := r.checkPlace(&c.Flags); err != nil {
		return err
	}
	if c.MaxBatchTokens == 0 {
		c.MaxBatchTokens, _ = runtime.StepDefaults(r.man.Target)
	}
	waitFor := fmt.Sprint(topo.PeersOf(c.Rank))
	if r.man.EP > 0 {
		peers = c.AttentionRanks // an expert rank serves every attention rank
		waitFor = fmt.Sprintf("0..%d", c.AttentionRanks-1)
	}
	stats := &runtime.FFNStats{}
	var epStats *runtime.ExpertRankStats
	var side atomic.Pointer[connector.FFNSide]
	// Listen first, so that a liveness probe gets its answer from the first second, the load
	// included (/live 200; /health and /ready 503 until the FFN serves steps).
	var probes *serve.FFNHandler
	var reg *prometheus.Registry
	if c.HTTP != "" {
		ln, err := net.Listen("tcp", c.HTTP)
		if err != nil {
			return fmt.Errorf("--http %s: %w", c.HTTP, err)
		}
		reg = serve.NewRegistry()
		registerFFNMetrics(reg, stats, &side)
		if r.man.EP > 0 {
			epStats = serve.ExpertRankMetrics(reg, c.Rank)
		}
		probes = serve.NewFFNHandler(serve.MetricsHandler(reg))
		hs := serve.NewHTTPServer(probes,
			serve.HTTPOptions{ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second, IdleTimeout: 2 * time.Minute, MaxConns: 256})
		go hs.Serve(serve.LimitListener(ln, 256))
		defer hs.Close()
		log.Info("health and metrics", "http", "http://"+ln.Addr().String())
	}
	be, err := r.load(&c.Flags, runtime.LoadOptions{MaxBatchTokens: c.MaxBatchTokens * peers, ExpertRank: c.Rank}, stderr, log)
	if err != nil {
		return err
	}
	defer be.Close()
	ffn, ok := be.(runtime.FFNBackend)
	if !ok {
		return fmt.Errorf("target %s: its backend cannot run an FFN program", be.Target())
	}
	plane, err := runtime.PlaneFor(r.man.Transport)
	if err != nil {
		return err
	}
	ep, err := checkExpertPlane(&r.man, plane)
	if err != nil {
		return err
	}
	fp := &runtime.FFNPlane{Backend: be, Stages: r.man.Stages, Log: log}
	if probes != nil {
		fp.Metrics = reg
		probes.SetState(serve.StateUnavailable, fmt.Sprintf("waiting for attention peers %s to connect via %s", waitFor, c.Rendezvous))
	}
	wait, cancelWait := context.WithTimeout(ctx, c.ConnectTimeout)
	defer cancelWait()
	log.Info("waiting for attention peers", "rendezvous", c.Rendezvous)
	ccfg, err := r.connectorConfig(&c.Flags, log)
	if err != nil {
		return err
	}
	ccfg.Listen, ccfg.PeerTimeout, ccfg.MaxPeerRows = c.Listen, c.PeerTimeout, c.MaxPeerRows
	steps := newStepClock(be, log)
	ccfg.WaitClock = steps.clock()
	if steps != nil {
		// A step's rows: the token-layers it ran over the layers each row goes through.
		seen, layers := stats.Tokens.Load(), int64(max(len(r.man.Wire), 1))
		also := stats.Step
		stats.Step = func(d time.Duration, peers int) {
			if also != nil {
				also(d, peers)
			}
			now := stats.Tokens.Load()
			steps.step(int((now-seen)/layers), d)
			seen = now
		}
	}
	if ccfg.MaxPeerRows == 0 {
		ccfg.MaxPeerRows = max(c.MaxBatchTokens, 1) // what the plan is sized for, not one frame's worth
	}
	fs, err := connector.ListenFFN(wait, ccfg)
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		if errors.Is(err, context.DeadlineExceeded) {
			return fmt.Errorf("not every attention peer connected within --connect-timeout %v: %w", c.ConnectTimeout, err)
		}
		return err
	}
	defer fs.Close()
	side.Store(fs)
	tr, release := fs.Transport(), func() error { return nil }
	switch {
	case ep != nil:
		fp.Side = fs
		if tr, release, err = ep.ExpertFFN(ctx, fp, c.Rank, r.man.EP); err != nil {
			return fmt.Errorf("transport %s: %w", r.man.Transport, err)
		}
	case plane != nil:
		fp.Side = fs
		if tr, release, err = plane.FFN(ctx, fp); err != nil {
			return err
		}
	}
	defer release()
	if probes != nil {
		hint := func() string {
			if s := side.Load(); s != nil {
				if addrs := s.PeerServes(); len(addrs) > 0 {
					return strings.Join(addrs, ", ")
				}
			}
			return "the attention executable of plan " + r.man.Plan + "; none is connected now"
		}
		probes.Serve(serve.NotAttentionHandler(hint, serve.MetricsHandler(reg)))
	}
	log.Info("serving ffn", "listen", fs.Addr(), "peers", fmt.Sprint(fs.Peers()), "transport", tr.Name())
	// The loop runs on its own context: a signal waits for the attention peers to drain first.
	runCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	defer cancel()
	go func() {
		select {
		case <-runCtx.Done():
			return
		case <-ctx.Done():
		}
		log.Info("draining: serving the connected attention peers until they leave", "drain_timeout", c.DrainTimeout, "connected", fmt.Sprint(fs.Connected()))
		deadline := time.After(c.DrainTimeout)
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for len(fs.Connected()) > 0 {
			select {
			case <-deadline:
				log.Warn("--drain-timeout passed with attention peers still connected", "connected", fmt.Sprint(fs.Connected()))
				cancel()
				return
			case <-tick.C:
			case <-runCtx.Done():
				return
			}
		}
		log.Info("drained: no attention peer connected")
		cancel()
	}()
	if r.man.EP > 0 {
		err = runtime.ServeExperts(runCtx, fs, tr, ffn, r.man.Wire, c.Rank, stats, epStats, log)
	} else {
		err = runtime.ServeFFN(runCtx, fs, tr, ffn, r.man.Wire, stats, log)
	}
	log.Info("stopped", "steps", stats.Steps.Load(), "aborted", stats.Aborted.Load())
	return err
}

// registerFFNMetrics exports the FFN rank's counters (names as before the Prometheus client), its
// connected peers, and histograms of its batch sizes (rows per layer batch, tokens per expert
// batch), step times and peers per step (it sets stats' observers).
func registerFFNMetrics(reg *prometheus.Registry, stats *runtime.FFNStats, side *atomic.Pointer[connector.FFNSide]) {
	up := prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "afdc_up", Help: "Whether this afdc server is up, by role."}, []string{"role"})
	up.WithLabelValues("ffn").Set(1)
	counter := func(name, help string, f func() float64) prometheus.Collector {
		return prometheus.NewCounterFunc(prometheus.CounterOpts{Name: name, Help: help}, f)
	}
	reg.MustRegister(up,
		counter("afdc_ffn_steps_total", "Steps run for the attention peers.", func() float64 { return float64(stats.Steps.Load()) }),
		counter("afdc_ffn_steps_aborted_total", "Steps abandoned because a peer failed them.", func() float64 { return float64(stats.Aborted.Load()) }),
		counter("afdc_ffn_token_layers_total", "Rows run through one layer's FFN, summed over layers.", func() float64 { return float64(stats.Tokens.Load()) }),
		counter("afdc_ffn_compute_seconds_total", "Time spent computing layers.", func() float64 { return float64(stats.Nanos.Load()) / 1e9 }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "afdc_ffn_connected_peers", Help: "Attention ranks connected now."}, func() float64 {
			if s := side.Load(); s != nil {
				return float64(len(s.Connected()))
			}
			return 0
		}),
	)
	batch := prometheus.NewHistogram(prometheus.HistogramOpts{Name: "afdc_ffn_batch_rows",
		Help: "Rows of one layer's batch: the tokens of all attention peers of one stage, run as one.", Buckets: prometheus.ExponentialBuckets(1, 2, 13)})
	step := prometheus.NewHistogram(prometheus.HistogramOpts{Name: "afdc_ffn_step_seconds",
		Help: "Time of a completed step, every layer and stage, exchanges included.", Buckets: prometheus.ExponentialBuckets(0.0005, 2, 16)})
	peers := prometheus.NewHistogram(prometheus.HistogramOpts{Name: "afdc_ffn_step_peers",
		Help: "Attention peers with tokens in a completed step.", Buckets: prometheus.LinearBuckets(1, 1, 16)})
	expert := prometheus.NewHistogram(prometheus.HistogramOpts{Name: "afdc_ffn_expert_batch_tokens",
		Help: "Tokens of one routed-expert batch: the rows of one layer's batch that chose one expert (CPU target only).", Buckets: prometheus.ExponentialBuckets(1, 2, 13)})
	reg.MustRegister(batch, step, peers, expert)
	stats.Batch = func(rows int) { batch.Observe(float64(rows)) }
	stats.Expert = func(tokens int) { expert.Observe(float64(tokens)) }
	stats.Step = func(d time.Duration, n int) {
		step.Observe(d.Seconds())
		peers.Observe(float64(n))
	}
}

// seedText is a --random-weights seed as the flag gave it; "" for none.
func seedText(seed *int64) string {
	if seed == nil {
		return ""
	}
	return strconv.FormatInt(*seed, 10)
}

// CPUMinStageTokens is the cpu target's default --min-stage-tokens. A CPU weight product's time
// has a part that does not shrink with the rows (reading the weights): cutting a batch of 8 rows in
// two halves costs about 20 % more than the whole, of 64 rows about 6 % (docs/perf-history.md), so
// below 32 rows a stage the stages cost more than the overlap they buy.
const CPUMinStageTokens = 32

// sizedStep is --max-batch-tokens 0 on the attention side: the step a device backend sized itself
// to its memory (at most the target's default step, which the FFN side plans for), or that
// default where the backend sizes nothing (the CPU).
func sizedStep(be runtime.Backend, step int) int {
	if s, ok := be.(interface{ MaxRows() int }); ok && s.MaxRows() > 0 {
		return min(s.MaxRows(), step)
	}
	return step
}

// minStageTokens resolves --min-stage-tokens for target, its roles sharing one device (oneDevice:
// a runtime.OneDevice plane) or not. Two roles on one GPU take turns on it (processes without MPS
// do not run kernels side by side), so a step's stages overlap nothing there and only add weight
// reads: such a pair runs a step in one stage. On the H200 slice, prefill of 8 × 2,048 tokens over
// the ipc plane took 449 ms in one stage against 502 in two (docs/perf.md).
// prefixCaching is --prefix-caching for target: auto is on where the engine has been checked to
// start a sequence past a prefix another one computed (the cpu target; cuda on an H200).
func prefixCaching(flag, target string) bool {
	return flag == "on" || flag == "auto" && (target == "cpu" || target == "cuda")
}

func minStageTokens(flag int, target string, oneDevice bool) int {
	switch {
	case flag >= 0:
		return flag
	case target == "cpu":
		return CPUMinStageTokens
	case oneDevice:
		return math.MaxInt32 // one stage
	}
	return 0
}
