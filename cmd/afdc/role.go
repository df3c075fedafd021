package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/alecthomas/kong"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/serve"
)

// Files of a role executable's payload.
const (
	payloadManifest = "manifest.json"
	payloadProgram  = "program.afir"
	payloadConfig   = "config.json"
)

// DefaultRendezvous is where FFN rank 0 listens unless told otherwise.
const DefaultRendezvous = "127.0.0.1:7733"

// roleFlags are the flags both role executables take.
type roleFlags struct {
	Weights        string        `type:"path" placeholder:"DIR" help:"Checkpoint folder: config.json and safetensors (single file or sharded with its index). The role loads only its own tensors."`
	Rendezvous     string        `default:"${rendezvous}" placeholder:"HOST:PORT" help:"Where FFN rank 0 listens and every other rank meets it. Either role may start first."`
	Rank           int           `default:"0" help:"Rank of this process within its role."`
	AttentionRanks int           `default:"1" help:"Attention ranks of the deployment (at least --ffn-ranks)."`
	FFNRanks       int           `name:"ffn-ranks" default:"1" help:"FFN ranks of the deployment. Each FFN rank serves a block of attention ranks (block sizes differ by at most one) and runs their tokens as one batch."`
	ConnectTimeout time.Duration `default:"10m" help:"How long to wait at start for the peers."`
	PrintManifest  bool          `help:"Print the manifest (plan, tensors, wire schema) and exit."`
	Device         int           `default:"0" placeholder:"N" help:"Device targets (cuda): the GPU this rank runs on."`
	GPUMemory      float64       `name:"gpu-memory-fraction" default:"0.9" placeholder:"F" help:"Device targets (cuda): the share of the GPU's memory this rank takes for weights, KV cache and activations; ranks sharing a GPU split it."`
	RandomWeights  string        `placeholder:"SEED" help:"Device targets (cuda): make deterministic random weights on the device from SEED instead of reading --weights (every role and afdc run --target cuda make the same ones)."`
	LogLevel       string        `default:"info" enum:"debug,info,warn,error" help:"Log level (debug, info, warn, error); logs go to stderr."`
	connectFlags
}

type attentionCLI struct {
	roleFlags
	HTTP           string        `name:"http" default:"127.0.0.1:8000" placeholder:"HOST:PORT" help:"Address of the OpenAI-compatible HTTP API (/v1/completions, /v1/models, /health, /metrics)."`
	PeerTimeout    time.Duration `default:"5m" help:"How long to wait for the FFN rank's result of one layer before failing the step and reconnecting; keep it above the FFN's --peer-timeout. 0 waits forever."`
	MaxBatchTokens int           `default:"512" help:"Tokens per step, all sequences together. Also the row limit this rank declares to its FFN rank at the handshake (which refuses more than it accepts, see the FFN's --max-peer-rows)."`
	ChunkTokens    int           `default:"256" help:"Prompt tokens per sequence per step (chunked prefill)."`
	MaxSeqLen      int           `default:"-1" help:"Limit on prompt + max_tokens per request; -1 means the model's max_position_embeddings, 0 none."`
	KVCacheBytes   int64         `name:"kv-cache-bytes" default:"0" help:"Bytes of the paged KV cache; 0 means a quarter of the machine's physical memory (4 GiB where it cannot be read), or 8 GiB of device memory on Ascend. A request is admitted when its prompt + max_tokens fit in the free blocks, and refused when they exceed the whole cache."`
	KVBlockSize    int           `name:"kv-block-size" default:"16" help:"Tokens per KV cache block."`
	MaxQueue       int           `default:"256" help:"Requests that may wait for KV cache blocks; beyond them a request gets a 503 with Retry-After."`
}

type ffnCLI struct {
	roleFlags
	Listen         string        `placeholder:"HOST:PORT" help:"FFN ranks other than 0: where to accept attention peers; default: the rendezvous host, any free port."`
	PeerTimeout    time.Duration `default:"1m" help:"How long, within a step, to wait for an attention rank that stays connected but silent (its step header once asked, its tensors) before dropping it so its other peers go on; 0 waits forever."`
	HTTP           string        `name:"http" placeholder:"HOST:PORT" help:"Optional address for /health and /metrics; any other request gets a 404 naming the attention server."`
	MaxPeerRows    int           `default:"0" help:"Most tokens per step one attention rank may declare (its --max-batch-tokens); a rank declaring more is refused at the handshake, one sending more is dropped. 0: as many as fit one 64 MiB tensor frame of the plan's widest row. Buffers are sized only from counts within this limit."`
	MaxBatchTokens int           `default:"512" help:"Tokens per step of each attention peer (its --max-batch-tokens): what a device target plans its memory for; the CPU ignores it."`
}

// role is a role executable: its payload, read at start.
type role struct {
	man     ir.Manifest
	program string
	exe     string
	files   map[string][]byte // the target's own payload files (cuda: PTX and launch table)
}

// runRole is main for an emitted executable: the payload decides the role.
func runRole(files map[string][]byte, args []string, stdout, stderr io.Writer) int {
	r := role{program: string(files[payloadProgram]), exe: "afdc", files: map[string][]byte{}}
	for name, data := range files {
		if name != payloadManifest && name != payloadProgram && name != payloadConfig {
			r.files[name] = data
		}
	}
	if err := json.Unmarshal(files[payloadManifest], &r.man); err != nil {
		fmt.Fprintf(stderr, "afdc: this executable's payload has no valid %s: %v\n", payloadManifest, err)
		return 2
	}
	if len(os.Args) > 0 {
		r.exe = filepath.Base(os.Args[0])
	}
	var (
		cli   any
		flags *roleFlags
		desc  string
	)
	switch r.man.Role {
	case "attention":
		c := &attentionCLI{}
		cli, flags = c, &c.roleFlags
		desc = fmt.Sprintf("The attention server of %s (plan %s, %d stages, target %s): it serves completions over HTTP, keeps the KV cache and the sampler, and sends every layer's FFN to its FFN rank.", r.man.Model, r.man.Plan, r.man.Stages, r.man.Target)
	case "ffn":
		c := &ffnCLI{}
		cli, flags = c, &c.roleFlags
		desc = fmt.Sprintf("The FFN server of %s (plan %s, %d stages, target %s): it holds the dense MLPs and experts and runs the tokens of its attention ranks as one batch. It serves no completions.", r.man.Model, r.man.Plan, r.man.Stages, r.man.Target)
	default:
		fmt.Fprintf(stderr, "afdc: this executable's manifest has role %q, expected attention or ffn\n", r.man.Role)
		return 2
	}
	desc += targetSupport(r.man.Target)
	if _, code := parseArgs(r.exe, cli, args, stdout, stderr, kong.Description(desc),
		kong.Vars{"rendezvous": DefaultRendezvous}); code >= 0 {
		return code
	}
	if flags.PrintManifest {
		b, _ := json.MarshalIndent(r.man, "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
		return 0
	}
	if err := probeTarget(r.man.Target); err != nil {
		// A machine without the target's libraries says so before any weights are read.
		fmt.Fprintf(stderr, "%s: error: %v\n", r.exe, err)
		return 1
	}
	log := newLogger(stderr, flags.LogLevel).With("role", r.man.Role, "rank", flags.Rank)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var err error
	switch c := cli.(type) {
	case *attentionCLI:
		err = r.serveAttention(ctx, c, stderr, log)
	case *ffnCLI:
		err = r.serveFFN(ctx, c, stderr, log)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: error: %v\n", r.exe, err)
		return 1
	}
	return 0
}

func newLogger(w io.Writer, level string) *slog.Logger {
	var l slog.Level
	_ = l.UnmarshalText([]byte(level))
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: l}))
}

// hello is this process's identity at the handshake.
func (r *role) hello(f *roleFlags) connector.Hello {
	return connector.Hello{
		Role: r.man.Role, Rank: f.Rank, Plan: r.man.Plan, Version: r.man.Version, Model: r.man.Model, Stages: r.man.Stages,
		Target: r.man.Target, Transport: r.man.Transport,
		Topology: connector.Topology{AttentionRanks: f.AttentionRanks, FFNRanks: f.FFNRanks},
	}
}

// load parses the role's program and loads it with its weights onto the backend of the manifest's
// target (one that cmd registered; see targets.go).
func (r *role) load(f *roleFlags, opt runtime.LoadOptions, stderr io.Writer, log *slog.Logger) (runtime.Backend, error) {
	seed, err := randomSeed(f.RandomWeights)
	if err != nil {
		return nil, err
	}
	if f.Weights == "" && seed == nil {
		return nil, errors.New("--weights DIR is required: the checkpoint folder this role loads its tensors from")
	}
	if err := runtime.CanLoad(r.man.Target); err != nil {
		return nil, err
	}
	mod, err := ir.Parse(payloadProgram, r.program)
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
		src = ck
	}
	t0 := time.Now()
	bar := newProgress(stderr, "loading "+r.man.Role+" weights")
	opt.Progress, opt.Log, opt.MaxPositions = bar.update, log, r.man.MaxPositions
	opt.Device, opt.MemoryFraction, opt.Files, opt.RandomWeights = f.Device, f.GPUMemory, r.files, seed
	be, err := runtime.Load(&r.man, mod, src, opt)
	bar.done()
	if err != nil {
		return nil, err
	}
	log.Info("weights loaded", "target", be.Target(), "dir", f.Weights, "random_seed", f.RandomWeights, "tensors", len(r.man.Tensors), "weight_bytes", r.man.WeightBytes, "seconds", time.Since(t0).Seconds())
	return be, nil
}

func (r *role) serveAttention(ctx context.Context, c *attentionCLI, stderr io.Writer, log *slog.Logger) error {
	mod, err := ir.Parse(payloadProgram, r.program)
	if err != nil {
		return fmt.Errorf("payload program: %w", err)
	}
	// The cache is sized first: a device backend lays its pools out at load.
	budget, elem := c.KVCacheBytes, cpuCacheElemBytes
	if r.man.Target == "ascend" {
		elem = 2 // bf16 on the device
		if budget == 0 {
			budget = deviceKVBytes
		}
	}
	blocks, blockBytes, err := kvBlocksOf(mod, budget, c.KVBlockSize, elem)
	if err != nil {
		return err
	}
	be, err := r.load(&c.roleFlags, runtime.LoadOptions{KVBlockSize: c.KVBlockSize, KVBlocks: blocks, MaxBatchTokens: c.MaxBatchTokens}, stderr, log)
	if err != nil {
		return err
	}
	defer be.Close()
	attn, ok := be.(runtime.AttentionBackend)
	if !ok {
		return fmt.Errorf("target %s: its backend cannot run an attention program", be.Target())
	}
	ln, err := net.Listen("tcp", c.HTTP)
	if err != nil {
		return fmt.Errorf("--http %s: %w", c.HTTP, err)
	}
	defer ln.Close()
	ccfg, err := r.connectorConfig(&c.roleFlags, log)
	if err != nil {
		return err
	}
	ccfg.Hello.Serves = "http://" + ln.Addr().String()
	ccfg.Hello.MaxRows = c.MaxBatchTokens
	if ccfg.Hello.MaxRows <= 0 {
		ccfg.Hello.MaxRows = 512 // serve.Config's default for the same flag
	}
	remote, err := runtime.NewRemoteFFN(ccfg, r.man.Wire, c.PeerTimeout)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	go func() {
		if err := remote.Run(ctx); err != nil {
			cancel(err)
		}
	}()
	peer, release, err := attentionDataPlane(ctx, &r.man, be, remote, ccfg.Hello, c.ConnectTimeout)
	if err != nil {
		remote.Close()
		return err
	}
	defer release()
	eng, err := runtime.NewSplitEngine(attn, peer, r.man.Stages)
	if err != nil {
		return err
	}
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
	log.Info("kv cache", "blocks", blocks, "block_tokens", c.KVBlockSize, "block_bytes", blockBytes, "bytes", int64(blocks)*blockBytes)
	srv := serve.New(serve.Config{Model: r.man.Model, Engine: eng, MaxBatchTokens: c.MaxBatchTokens, ChunkTokens: c.ChunkTokens,
		MaxSeqLen: c.MaxSeqLen, Logger: log, Ready: remote.Ready, Idle: remote.Wanted(),
		KVBlocks: blocks, KVBlockSize: c.KVBlockSize, MaxQueue: c.MaxQueue})
	log.Info("serving completions", "http", "http://"+ln.Addr().String(), "rendezvous", c.Rendezvous, "transport", peer.Name())
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			cancel(fmt.Errorf("http: %w", err))
		}
	}()
	go func() {
		// A deployment that never comes together should say so rather than wait forever.
		select {
		case <-ctx.Done():
		case <-time.After(c.ConnectTimeout):
			if err := remote.Ready(); err != nil && !remote.Joined() {
				cancel(fmt.Errorf("no FFN rank within --connect-timeout %v: %w", c.ConnectTimeout, err))
			}
		}
	}()
	runErr := srv.Run(ctx)
	// The scheduler has answered every request by now (in-flight ones with 503). Give the handlers a
	// moment to write; a connection a client opened but never used would otherwise hold Shutdown for
	// Go's 5 s grace on new connections.
	shut, done := context.WithTimeout(context.Background(), time.Second)
	defer done()
	if hs.Shutdown(shut) != nil {
		hs.Close()
	}
	remote.Close()
	if cause := context.Cause(ctx); cause != nil && !errors.Is(cause, context.Canceled) {
		return cause
	}
	if runErr != nil && ctx.Err() == nil {
		return runErr
	}
	log.Info("stopped")
	return nil
}

func (r *role) serveFFN(ctx context.Context, c *ffnCLI, stderr io.Writer, log *slog.Logger) error {
	topo := connector.Topology{AttentionRanks: c.AttentionRanks, FFNRanks: c.FFNRanks}
	peers := 1
	if topo.Validate() == nil {
		peers = len(topo.PeersOf(c.Rank))
	}
	be, err := r.load(&c.roleFlags, runtime.LoadOptions{MaxBatchTokens: c.MaxBatchTokens * peers}, stderr, log)
	if err != nil {
		return err
	}
	defer be.Close()
	ffn, ok := be.(runtime.FFNBackend)
	if !ok {
		return fmt.Errorf("target %s: its backend cannot run an FFN program", be.Target())
	}
	stats := &runtime.FFNStats{}
	var side atomic.Pointer[connector.FFNSide]
	if c.HTTP != "" {
		ln, err := net.Listen("tcp", c.HTTP)
		if err != nil {
			return fmt.Errorf("--http %s: %w", c.HTTP, err)
		}
		mux := http.NewServeMux()
		hint := func() string {
			if s := side.Load(); s != nil {
				if addrs := s.PeerServes(); len(addrs) > 0 {
					return strings.Join(addrs, ", ")
				}
			}
			return "the attention executable of plan " + r.man.Plan + "; none is connected now"
		}
		mux.Handle("/", serve.NotAttentionHandler(hint))
		mux.HandleFunc("GET /metrics", func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/plain; version=0.0.4")
			fmt.Fprintf(w, "afdc_up{role=\"ffn\"} 1\nafdc_ffn_steps_total %d\nafdc_ffn_steps_aborted_total %d\nafdc_ffn_token_layers_total %d\nafdc_ffn_compute_seconds_total %g\n",
				stats.Steps.Load(), stats.Aborted.Load(), stats.Tokens.Load(), float64(stats.Nanos.Load())/1e9)
		})
		hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
		go hs.Serve(ln)
		defer hs.Close()
		log.Info("health and metrics", "http", "http://"+ln.Addr().String())
	}
	wait, cancelWait := context.WithTimeout(ctx, c.ConnectTimeout)
	defer cancelWait()
	log.Info("waiting for attention peers", "rendezvous", c.Rendezvous)
	ccfg, err := r.connectorConfig(&c.roleFlags, log)
	if err != nil {
		return err
	}
	ccfg.Listen, ccfg.PeerTimeout, ccfg.MaxPeerRows = c.Listen, c.PeerTimeout, c.MaxPeerRows
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
	tr, release, err := ffnDataPlane(ctx, &r.man, be, fs)
	if err != nil {
		return err
	}
	defer release()
	log.Info("serving ffn", "listen", fs.Addr(), "peers", fmt.Sprint(fs.Peers()), "transport", tr.Name())
	err = runtime.ServeFFN(ctx, fs, tr, ffn, r.man.Wire, stats, log)
	log.Info("stopped", "steps", stats.Steps.Load(), "aborted", stats.Aborted.Load())
	return err
}

// progress draws a loading bar on a terminal and nothing elsewhere.
type progress struct {
	w     io.Writer
	what  string
	on    bool
	last  int
	drawn bool
}

func newProgress(w io.Writer, what string) *progress {
	p := &progress{w: w, what: what, last: -1}
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.on = true
		}
	}
	return p
}

func (p *progress) update(done, total int64) {
	if !p.on || total == 0 {
		return
	}
	pct := int(done * 100 / total)
	if pct == p.last {
		return
	}
	p.last = pct
	const width = 30
	n := pct * width / 100
	fmt.Fprintf(p.w, "\r%s [%s%s] %3d%% %s / %s", p.what, strings.Repeat("#", n), strings.Repeat(".", width-n), pct, mib(done), mib(total))
	p.drawn = true
}

func (p *progress) done() {
	if p.drawn {
		fmt.Fprintln(p.w)
	}
}

func mib(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }

// randomSeed reads --random-weights: nil when not given.
func randomSeed(s string) (*int64, error) {
	if s == "" {
		return nil, nil
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("--random-weights %q: expected an integer seed", s)
	}
	return &v, nil
}
