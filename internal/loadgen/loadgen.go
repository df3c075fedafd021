// Package loadgen is the serving load generator of afdc bench serve: concurrent clients sending
// streaming completions with random token-id prompts to an attention server, and the throughput
// and latency percentiles they saw.
package loadgen

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
)

// Config is a load: how many clients, for how long, and the requests they send.
type Config struct {
	Clients   int           // concurrent clients; each sends its next request when the last one ends
	Duration  time.Duration // how long to send requests; the ones running at the end finish and count
	PromptMin int           // prompt lengths in tokens, uniform in [PromptMin, PromptMax]
	PromptMax int
	OutputMin int // tokens to generate (max_tokens, with ignore_eos), uniform in [OutputMin, OutputMax]
	OutputMax int
	MaxID     int    // prompts are random token ids in [0, MaxID]
	Seed      uint64 // seed of the prompt and length draws
	// SharedPrefix tokens (drawn once from Seed) open every prompt, before its own random tokens:
	// a system prompt every request repeats, what a server's prefix cache serves.
	SharedPrefix int
	APIKey       string // bearer key, for a server started with --api-key
}

// Check refuses a load that cannot run, naming the flags.
func (c Config) Check() error {
	if c.Clients < 1 || c.PromptMin < 1 || c.PromptMax < c.PromptMin || c.OutputMin < 1 || c.OutputMax < c.OutputMin || c.MaxID < 0 {
		return fmt.Errorf("--clients %d, --prompt-min/max %d/%d, --output-min/max %d/%d, --max-id %d: expected clients >= 1, 1 <= min <= max and max-id >= 0",
			c.Clients, c.PromptMin, c.PromptMax, c.OutputMin, c.OutputMax, c.MaxID)
	}
	if c.SharedPrefix < 0 {
		return fmt.Errorf("--shared-prefix %d: expected >= 0", c.SharedPrefix)
	}
	return nil
}

// Run drives the attention server at url with c's clients and reports what they saw.
func Run(url string, c Config) (*Report, error) {
	if err := c.Check(); err != nil {
		return nil, err
	}
	if err := probe(url); err != nil {
		return nil, err
	}
	return c.load(url)
}

// probe checks that a server answers HTTP at url before the clients start, so that a wrong URL or
// a server not yet listening is one clear error instead of a load of failed requests. Any status
// will do: the requests themselves say what the server thinks of them.
func probe(url string) error {
	client := &http.Client{Timeout: probeTimeout}
	resp, err := client.Get(url + "/health")
	if err != nil {
		return fmt.Errorf("no server answers at %s: %w (is it started, and listening there?)", url, err)
	}
	resp.Body.Close()
	return nil
}

// probeTimeout bounds probe's request.
const probeTimeout = 10 * time.Second

// retryPause is how long a client waits after a request that reached no server (the connection
// was refused or reset) before it sends the next, so that a server that went away mid-load is not
// flooded with connection attempts while the load runs out.
const retryPause = 100 * time.Millisecond

// Report is what a load measured.
type Report struct {
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

// load runs the clients against url.
func (b *Config) load(url string) (*Report, error) {
	rep := &Report{URL: url, Clients: b.Clients, samples: map[string][]float64{}}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: b.Clients, MaxConnsPerHost: b.Clients}}
	var mu sync.Mutex
	deadline := time.Now().Add(b.Duration)
	start := time.Now()
	var wg sync.WaitGroup
	shared := make([]int, b.SharedPrefix)
	prng := rand.New(rand.NewPCG(b.Seed, ^uint64(0)))
	for i := range shared {
		shared[i] = prng.IntN(b.MaxID + 1)
	}
	for c := range b.Clients {
		rng := rand.New(rand.NewPCG(b.Seed, uint64(c)))
		wg.Go(func() {
			for time.Now().Before(deadline) {
				prompt := make([]int, len(shared)+b.PromptMin+rng.IntN(b.PromptMax-b.PromptMin+1))
				copy(prompt, shared)
				for i := len(shared); i < len(prompt); i++ {
					prompt[i] = rng.IntN(b.MaxID + 1)
				}
				out := b.OutputMin + rng.IntN(b.OutputMax-b.OutputMin+1)
				r, err := b.one(client, url, prompt, out)
				if err != nil && unreachable(err) {
					time.Sleep(min(retryPause, time.Until(deadline)))
				}
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

// unreachable reports whether err is a request that got no answer from a server: the connection
// failed (refused, reset, timed out) rather than the server answering with an error.
func unreachable(err error) bool {
	var op *net.OpError
	return errors.As(err, &op)
}

// timing is one request as the client saw it.
type timing struct {
	total, ttft time.Duration
	itl         []float64 // ms, one per token after the first
	tokens      int
}

// one sends a streaming completion and times it; an HTTP error, an error event, a stream without
// [DONE] or a token count other than max_tokens is a failure.
func (b *Config) one(client *http.Client, url string, prompt []int, maxTokens int) (timing, error) {
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

func (r *Report) Print(w io.Writer) {
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
	if q := r.Metrics["afdc_prefix_cache_queries_tokens_total"]; q > 0 {
		fmt.Fprintf(w, "prefix cache %.0f of %.0f prompt tokens looked up were cached (%.1f %%)\n", r.Metrics["afdc_prefix_cache_hits_tokens_total"], q, 100*r.Metrics["afdc_prefix_cache_hits_tokens_total"]/q)
	}
}
