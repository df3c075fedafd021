package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"afdc/compiler"
	"afdc/internal/loadgen"
	"afdc/internal/procs"
)

// benchGroup is `afdc bench`: decode throughput against the monolithic model (the default), or
// load on a serving endpoint.
type benchGroup struct {
	Decode benchCmd      `cmd:"" default:"withargs" help:"Decode tokens/s of the attention+FFN executables against the monolithic model, in one run (the default: afdc bench --model M)."`
	Serve  benchServeCmd `cmd:"" help:"Drive an attention server (--url, or a tiny pair started here) with concurrent clients and report throughput and latency percentiles."`
}

type benchServeCmd struct {
	URL       string        `placeholder:"URL" help:"Attention server to load, e.g. http://127.0.0.1:8000; default: build --model, start its pair on loopback with random weights, and load that."`
	Model     string        `short:"m" default:"tiny-deepseek-v3" placeholder:"MODEL" help:"Model whose pair to start when --url is not given (default tiny-deepseek-v3)."`
	Clients   int           `default:"64" help:"Concurrent clients; each sends its next request when the last one ends."`
	Duration  time.Duration `default:"60s" help:"How long to send requests; the ones running at the end finish and count."`
	PromptMin int           `default:"4" help:"Shortest prompt, tokens (lengths are uniform in [min, max])."`
	PromptMax int           `default:"64" help:"Longest prompt, tokens."`
	OutputMin int           `default:"4" help:"Fewest tokens to generate (max_tokens, with ignore_eos)."`
	OutputMax int           `default:"64" help:"Most tokens to generate."`
	MaxID     int           `default:"95" help:"Prompts are random token ids in [0, MAX-ID]; 95 fits every model's vocabulary."`
	Shared    int           `name:"shared-prefix" default:"0" placeholder:"N" help:"Open every prompt with the same N random tokens (a system prompt every request repeats) before its own --prompt-min to --prompt-max; the report gives the prompt tokens the server's prefix cache held."`
	AttnArgs  []string      `name:"attention-arg" placeholder:"FLAG" help:"A flag for the attention executable of the pair started here (repeatable), e.g. --attention-arg=--prefix-caching=off."`
	Seed      uint64        `default:"1" help:"Seed of the prompt and length draws."`
	APIKey    string        `name:"api-key" env:"AFDC_API_KEY" help:"Bearer key for a server started with --api-key."`
	JSON      bool          `help:"Print the report as JSON."`
}

func (b *benchServeCmd) Help() string {
	return `Each client sends streaming /v1/completions requests with random token-id prompts and lengths
drawn uniformly from the given ranges (ignore_eos, temperature 0), one after another, for --duration.
Reported: requests that succeeded and failed (with the first errors), requests/s, generated tokens/s,
and p50/p90/p99 of the whole request latency, of the time to first token (TTFT: from sending the
request to the first streamed token) and of the inter-token latency (ITL: the gap between streamed
events, divided over the tokens of the event). Times are the client's, so they include HTTP.

Before the clients start it checks that a server answers at --url, and stops if none does; a client
whose request reaches no server waits 100 ms before sending its next.

With --shared-prefix N every prompt opens with the same N tokens, as requests that share a system
prompt do; the report then also gives the prompt tokens the server found in its prefix cache.`
}

func (b *benchServeCmd) Run(e *env) error {
	cfg := loadgen.Config{Clients: b.Clients, Duration: b.Duration, PromptMin: b.PromptMin, PromptMax: b.PromptMax,
		OutputMin: b.OutputMin, OutputMax: b.OutputMax, MaxID: b.MaxID, Seed: b.Seed, APIKey: b.APIKey, SharedPrefix: b.Shared}
	if err := cfg.Check(); err != nil {
		return fmt.Errorf("bench serve: %w", err)
	}
	url := strings.TrimRight(b.URL, "/")
	if url == "" {
		stop, base, err := b.startPair(e)
		if err != nil {
			return err
		}
		defer stop()
		url = base
	}
	rep, err := loadgen.Run(url, cfg)
	if err != nil {
		return err
	}
	if m, err := procs.ScrapeMetrics(url); err == nil {
		rep.Metrics = map[string]float64{}
		for _, k := range []string{"afdc_steps_total", "afdc_step_seconds_sum", "afdc_step_sequences_sum", "afdc_generated_tokens_total",
			"afdc_prefix_cache_queries_tokens_total", "afdc_prefix_cache_hits_tokens_total"} {
			rep.Metrics[k] = m[k]
		}
	}
	if b.JSON {
		out, _ := json.MarshalIndent(rep, "", "  ")
		fmt.Fprintf(e.stdout, "%s\n", out)
	} else {
		rep.Print(e.stdout)
	}
	if rep.Failed > 0 {
		return fmt.Errorf("bench serve: %d of %d requests failed", rep.Failed, rep.OK+rep.Failed)
	}
	return nil
}

// startPair builds --model for cpu with random weights and starts its pair on loopback.
func (b *benchServeCmd) startPair(e *env) (func(), string, error) {
	cfg, err := compiler.LoadConfig(b.Model)
	if err != nil {
		return nil, "", err
	}
	dir, err := os.MkdirTemp("", "afdc-bench-serve-")
	if err != nil {
		return nil, "", err
	}
	cleanup := func() { os.RemoveAll(dir) }
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: referenceTarget, Stages: 2})
	if err != nil {
		cleanup()
		return nil, "", err
	}
	wdir := filepath.Join(dir, "weights")
	if _, _, err := writeRandomCheckpoint(cfg, 1, wdir, "bf16", 4<<30, 16<<30, nil); err != nil {
		cleanup()
		return nil, "", err
	}
	exes, err := writeExecutables(a, dir, nil)
	if err != nil {
		cleanup()
		return nil, "", err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	pr, err := procs.StartPair(ctx, exes[0], exes[1], wdir, b.AttnArgs...)
	if err != nil {
		cleanup()
		return nil, "", err
	}
	fmt.Fprintf(e.stdout, "started the %s pair (random bf16 weights) at %s\n", cfg.Name, pr.Base)
	return func() {
		if err := pr.Stop(); err != nil {
			fmt.Fprintf(e.stderr, "bench serve: %v\n", err)
		}
		cleanup()
	}, pr.Base, nil
}
