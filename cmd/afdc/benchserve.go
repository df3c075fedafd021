package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"afdc/compiler"
)

// benchGroup is `afdc bench`: decode throughput against the monolithic model (the default), or
// load on a serving endpoint.
type benchGroup struct {
	Decode benchCmd      `cmd:"" default:"withargs" help:"Decode tokens/s of the attention+FFN executables against the monolithic model, in one run (the default: afdc bench --model M)."`
	Serve  benchServeCmd `cmd:"" help:"Drive an attention server (--url, or a tiny pair started here) with concurrent clients and report throughput and latency percentiles."`
}

type benchServeCmd struct {
	URL       string        `placeholder:"URL" help:"Attention server to load, e.g. http://127.0.0.1:8000; default: build --model, start its pair on loopback with random weights, and load that."`
	Model     string        `short:"m" default:"tiny-deepseek-v3" placeholder:"MODEL" help:"Model whose pair to start when --url is not given."`
	Clients   int           `default:"64" help:"Concurrent clients; each sends its next request when the last one ends."`
	Duration  time.Duration `default:"60s" help:"How long to send requests; the ones running at the end finish and count."`
	PromptMin int           `default:"4" help:"Shortest prompt, tokens (lengths are uniform in [min, max])."`
	PromptMax int           `default:"64" help:"Longest prompt, tokens."`
	OutputMin int           `default:"4" help:"Fewest tokens to generate (max_tokens, with ignore_eos)."`
	OutputMax int           `default:"64" help:"Most tokens to generate."`
	MaxID     int           `default:"95" help:"Prompts are random token ids in [0, MAX-ID]; 95 fits every model's vocabulary."`
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
events, divided over the tokens of the event). Times are the client's, so they include HTTP.`
}

// benchReport is what bench serve prints.
type benchReport struct {
	URL          string               `json:"url"`
	Clients      int                  `json:"clients"`
	Seconds      float64              `json:"seconds"`
	OK           int                  `json:"ok"`
	Failed       int                  `json:"failed"`
	Errors       []string             `json:"errors,omitempty"`
	PromptTokens int                  `json:"prompt_tokens"`
	OutputTokens int                  `json:"output_tokens"`
	RequestsPS   float64              `json:"requests_per_s"`
	OutputPS     float64              `json:"output_tokens_per_s"`
	TotalPS      float64              `json:"total_tokens_per_s"`
	Latency      map[string]float64   `json:"latency_ms"`
	TTFT         map[string]float64   `json:"ttft_ms"`
	ITL          map[string]float64   `json:"itl_ms"`
	Metrics      map[string]float64   `json:"server_metrics,omitempty"`
	samples      map[string][]float64 // latency, ttft, itl in ms
}

func (b *benchServeCmd) Run(e *env) error {
	if b.Clients < 1 || b.PromptMin < 1 || b.PromptMax < b.PromptMin || b.OutputMin < 1 || b.OutputMax < b.OutputMin || b.MaxID < 0 {
		return fmt.Errorf("bench serve: --clients %d, --prompt-min/max %d/%d, --output-min/max %d/%d, --max-id %d: expected clients >= 1, 1 <= min <= max and max-id >= 0",
			b.Clients, b.PromptMin, b.PromptMax, b.OutputMin, b.OutputMax, b.MaxID)
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
	rep, err := b.load(url)
	if err != nil {
		return err
	}
	if m, err := scrapeMetrics(url); err == nil {
		rep.Metrics = map[string]float64{}
		for _, k := range []string{"afdc_steps_total", "afdc_step_seconds_sum", "afdc_step_sequences_sum", "afdc_generated_tokens_total"} {
			rep.Metrics[k] = m[k]
		}
	}
	if b.JSON {
		out, _ := json.MarshalIndent(rep, "", "  ")
		fmt.Fprintf(e.stdout, "%s\n", out)
	} else {
		rep.print(e.stdout)
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
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cpu", Stages: 2})
	if err != nil {
		cleanup()
		return nil, "", err
	}
	wdir := filepath.Join(dir, "weights")
	if _, _, err := writeRandomCheckpoint(cfg, 1, wdir, "bf16", 4<<30, 16<<30); err != nil {
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
	pr, err := startPair(ctx, exes[0], exes[1], wdir)
	if err != nil {
		cleanup()
		return nil, "", err
	}
	fmt.Fprintf(e.stdout, "started the %s pair (random bf16 weights) at %s\n", cfg.Name, pr.base)
	return func() {
		if err := pr.stop(); err != nil {
			fmt.Fprintf(e.stderr, "bench serve: %v\n", err)
		}
		cleanup()
	}, pr.base, nil
}

// load runs the clients against url.
func (b *benchServeCmd) load(url string) (*benchReport, error) {
	rep := &benchReport{URL: url, Clients: b.Clients, samples: map[string][]float64{}}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: b.Clients, MaxConnsPerHost: b.Clients}}
	var mu sync.Mutex
	deadline := time.Now().Add(b.Duration)
	start := time.Now()
	var wg sync.WaitGroup
	for c := range b.Clients {
		rng := rand.New(rand.NewPCG(b.Seed, uint64(c)))
		wg.Go(func() {
			for time.Now().Before(deadline) {
				prompt := make([]int, b.PromptMin+rng.IntN(b.PromptMax-b.PromptMin+1))
				for i := range prompt {
					prompt[i] = rng.IntN(b.MaxID + 1)
				}
				out := b.OutputMin + rng.IntN(b.OutputMax-b.OutputMin+1)
				r, err := b.one(client, url, prompt, out)
				mu.Lock()
				if err != nil {
					rep.Failed++
					if len(rep.Errors) < 5 {
						rep.Errors = append(rep.Errors, err.Error())
					}
				} else {
					rep.OK++
					rep.PromptTokens += len(prompt)
					rep.OutputTokens += r.tokens
					rep.samples["latency"] = append(rep.samples["latency"], ms(r.total))
					rep.samples["ttft"] = append(rep.samples["ttft"], ms(r.ttft))
					rep.samples["itl"] = append(rep.samples["itl"], r.itl...)
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	rep.Seconds = time.Since(start).Seconds()
	rep.RequestsPS = float64(rep.OK) / rep.Seconds
	rep.OutputPS = float64(rep.OutputTokens) / rep.Seconds
	rep.TotalPS = float64(rep.OutputTokens+rep.PromptTokens) / rep.Seconds
	rep.Latency, rep.TTFT, rep.ITL = percentiles(rep.samples["latency"]), percentiles(rep.samples["ttft"]), percentiles(rep.samples["itl"])
	return rep, nil
}

func ms(d time.Duration) float64 { return d.Seconds() * 1e3 }

// timing is one request as the client saw it.
type timing struct {
	total, ttft time.Duration
	itl         []float64 // ms, one per token after the first
	tokens      int
}

// one sends a streaming completion and times it; an HTTP error, an error event, a stream without
// [DONE] or a token count other than max_tokens is a failure.
func (b *benchServeCmd) one(client *http.Client, url string, prompt []int, maxTokens int) (timing, error) {
	body, _ := json.Marshal(map[string]any{"prompt": prompt, "max_tokens": maxTokens, "temperature": 0, "ignore_eos": true, "stream": true})
	req, err := http.NewRequest(http.MethodPost, url+"/v1/completions", bytes.NewReader(body))
	if err != nil {
		return timing{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	if b.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+b.APIKey)
	}
	t0 := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		return timing{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		return timing{}, fmt.Errorf("status %d: %s", resp.StatusCode, bytes.TrimSpace(msg))
	}
	var t timing
	last := t0
	done := false
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok {
			continue
		}
		if data == "[DONE]" {
			done = true
			break
		}
		var ev struct {
			Choices []struct {
				TokenIDs []int32 `json:"token_ids"`
			} `json:"choices"`
			Error *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := json.Unmarshal([]byte(data), &ev); err != nil {
			return timing{}, fmt.Errorf("event %q: %v", data, err)
		}
		if ev.Error != nil {
			return timing{}, errors.New("error event: " + ev.Error.Message)
		}
		n := 0
		for _, c := range ev.Choices {
			n += len(c.TokenIDs)
		}
		if n == 0 {
			continue
		}
		now := time.Now()
		if t.tokens == 0 {
			t.ttft = now.Sub(t0) // the first event's tokens have a TTFT, not an ITL
		} else {
			for range n {
				t.itl = append(t.itl, ms(now.Sub(last))/float64(n))
			}
		}
		t.tokens += n
		last = now
	}
	if err := sc.Err(); err != nil {
		return timing{}, err
	}
	if !done {
		return timing{}, errors.New("stream ended without [DONE]")
	}
	if t.tokens != maxTokens {
		return timing{}, fmt.Errorf("%d tokens, expected max_tokens %d (ignore_eos)", t.tokens, maxTokens)
	}
	t.total = time.Since(t0)
	return t, nil
}

// percentiles returns p50, p90, p99 and the mean of v (nearest rank).
func percentiles(v []float64) map[string]float64 {
	if len(v) == 0 {
		return nil
	}
	s := slices.Sorted(slices.Values(v))
	at := func(p float64) float64 { return s[min(len(s)-1, int(p*float64(len(s))))] }
	var sum float64
	for _, x := range s {
		sum += x
	}
	return map[string]float64{"p50": at(0.50), "p90": at(0.90), "p99": at(0.99), "mean": sum / float64(len(s))}
}

func (r *benchReport) print(w io.Writer) {
	fmt.Fprintf(w, "%s: %d clients for %.1f s\n", r.URL, r.Clients, r.Seconds)
	fmt.Fprintf(w, "requests     %d ok, %d failed  (%.2f requests/s)\n", r.OK, r.Failed, r.RequestsPS)
	for _, e := range r.Errors {
		fmt.Fprintf(w, "  error: %s\n", e)
	}
	fmt.Fprintf(w, "tokens       %d prompt, %d generated  (%.1f generated tokens/s, %.1f total tokens/s)\n", r.PromptTokens, r.OutputTokens, r.OutputPS, r.TotalPS)
	for _, row := range []struct {
		name string
		p    map[string]float64
	}{{"latency", r.Latency}, {"TTFT", r.TTFT}, {"ITL", r.ITL}} {
		if row.p == nil {
			continue
		}
		fmt.Fprintf(w, "%-12s p50 %8.1f ms   p90 %8.1f ms   p99 %8.1f ms   mean %8.1f ms\n", row.name, row.p["p50"], row.p["p90"], row.p["p99"], row.p["mean"])
	}
	if s := r.Metrics["afdc_steps_total"]; s > 0 {
		fmt.Fprintf(w, "server       %.0f steps, %.2f ms and %.1f sequences per step on average\n", s, 1e3*r.Metrics["afdc_step_seconds_sum"]/s, r.Metrics["afdc_step_sequences_sum"]/s)
	}
}
