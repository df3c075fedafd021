// Package procs starts afdc's role executables as child processes and talks to them over HTTP:
// an attention and FFN pair on free loopback ports, completions, metrics. The demo, the CPU
// benchmarks and the end-to-end tests use it.
package procs

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Proc is a role executable started as a child process, with its output kept.
type Proc struct {
	Name string
	Cmd  *exec.Cmd
	mu   sync.Mutex
	out  bytes.Buffer
	done chan struct{}
	err  error
}

func (p *Proc) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.Write(b)
}

// Output is what the process printed so far (stdout and stderr together).
func (p *Proc) Output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.String()
}

// Start starts the executable at path with args as the process called name.
func Start(name, path string, args ...string) (*Proc, error) {
	p := &Proc{Name: name, done: make(chan struct{})}
	p.Cmd = exec.Command(path, args...)
	p.Cmd.Stdout, p.Cmd.Stderr = p, p
	if err := p.Cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	go func() {
		p.err = p.Cmd.Wait()
		close(p.done)
	}()
	return p, nil
}

// Done is closed when the process has ended.
func (p *Proc) Done() <-chan struct{} { return p.done }

// Exited reports whether the process has ended.
func (p *Proc) Exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// Stop asks the process to end (SIGTERM) and kills it if it has not within the grace period.
func (p *Proc) Stop(grace time.Duration) error {
	if p.Exited() {
		return p.err
	}
	_ = p.Cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
		return p.err
	case <-time.After(grace):
		_ = p.Cmd.Process.Kill()
		<-p.done
		return fmt.Errorf("%s did not stop within %v; killed", p.Name, grace)
	}
}

// Wait waits for the process to end by itself, at most d.
func (p *Proc) Wait(d time.Duration) error {
	select {
	case <-p.done:
		return p.err
	case <-time.After(d):
		return fmt.Errorf("%s still running after %v", p.Name, d)
	}
}

// FreeAddr returns a loopback address with a port free at the time of the call, for a process about
// to be started to listen on. The port is drawn below Linux's ephemeral range (32768-60999), from
// which the kernel assigns the local ports of outgoing connections and of ":0" listeners: a port
// taken from there can be handed to some other connection between this call and the child's bind,
// and then the child fails with "address already in use".
func FreeAddr() (string, error) {
	const lo, hi = 20000, 32000
	var last error
	for range 64 {
		addr := fmt.Sprintf("127.0.0.1:%d", lo+rand.IntN(hi-lo))
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			last = err
			continue
		}
		ln.Close()
		return addr, nil
	}
	return "", fmt.Errorf("no free loopback port in [%d, %d) after 64 tries: %w", lo, hi, last)
}

// WaitHealthy polls base/health until it answers 200, failing early when a watched process exits.
func WaitHealthy(ctx context.Context, base string, watch ...*Proc) error {
	// No keep-alive: a probe leaves no idle connection behind to count against the server's cap.
	client := &http.Client{Timeout: time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	var last string
	for {
		for _, p := range watch {
			if p.Exited() {
				return fmt.Errorf("%s exited before %s was healthy: %v\n%s", p.Name, base, p.err, p.Output())
			}
		}
		resp, err := client.Get(base + "/health")
		if err == nil {
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
			last = fmt.Sprintf("%d %s", resp.StatusCode, b)
		} else {
			last = err.Error()
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%s not healthy: %s", base, last)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// Completion is what the clients here read of a completion response.
type Completion struct {
	Choices []struct {
		TokenIDs     []int32     `json:"token_ids"`
		FinishReason string      `json:"finish_reason"`
		Logits       [][]float32 `json:"logits"`
	} `json:"choices"`
	Error *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// Complete posts a completion request and decodes the answer; a non-200 status is an error with the
// server's message.
func Complete(ctx context.Context, base string, req map[string]any) (*Completion, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v1/completions", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	hr.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(hr)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out Completion
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, fmt.Errorf("decode response (status %d): %w", resp.StatusCode, err)
	}
	if resp.StatusCode != http.StatusOK {
		msg := "no message"
		if out.Error != nil {
			msg = out.Error.Message
		}
		return nil, fmt.Errorf("status %d: %s", resp.StatusCode, msg)
	}
	if len(out.Choices) != 1 {
		return nil, fmt.Errorf("%d choices, expected 1", len(out.Choices))
	}
	return &out, nil
}

// ScrapeMetrics reads a Prometheus text page into name{labels} -> value.
func ScrapeMetrics(base string) (map[string]float64, error) {
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s/metrics: status %d", base, resp.StatusCode)
	}
	m := map[string]float64{}
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		if i < 0 {
			continue
		}
		v, err := strconv.ParseFloat(line[i+1:], 64)
		if err != nil {
			continue
		}
		m[line[:i]] = v
	}
	return m, errors.Join(sc.Err())
}

// Pair is a running FFN and attention executable (one rank each) on free loopback ports.
type Pair struct {
	FFN, Att   *Proc
	Base       string // the attention server's HTTP base
	FFNBase    string // the FFN executable's HTTP base (health, metrics)
	Rendezvous string
}

// StartPair starts the FFN and then the attention executable of a build with the checkpoint folder
// weights (attnExtra are more flags for the attention executable) and waits, within ctx, until the
// attention server is healthy. On an error nothing is left running.
func StartPair(ctx context.Context, attnExe, ffnExe, weights string, attnExtra ...string) (*Pair, error) {
	return StartPairFlags(ctx, attnExe, ffnExe, weights, nil, attnExtra)
}

// StartPairFlags is StartPair with more flags for the FFN executable as well (ffnExtra), for tests
// that set the same timing flags on both ranks.
func StartPairFlags(ctx context.Context, attnExe, ffnExe, weights string, ffnExtra, attnExtra []string) (*Pair, error) {
	var addrs [3]string
	for i := range addrs {
		a, err := FreeAddr()
		if err != nil {
			return nil, err
		}
		addrs[i] = a
	}
	p := &Pair{Rendezvous: addrs[0], Base: "http://" + addrs[1], FFNBase: "http://" + addrs[2]}
	common := []string{"--weights", weights, "--rendezvous", p.Rendezvous, "--log-level", "warn"}
	var err error
	if p.FFN, err = Start("ffn", ffnExe, append(append(common, "--http", addrs[2]), ffnExtra...)...); err != nil {
		return nil, err
	}
	if p.Att, err = Start("attention", attnExe, append(append(common, "--http", addrs[1]), attnExtra...)...); err != nil {
		p.FFN.Stop(5 * time.Second)
		return nil, err
	}
	if err := WaitHealthy(ctx, p.Base, p.Att, p.FFN); err != nil {
		p.Stop()
		return nil, err
	}
	return p, nil
}

// Stop ends both processes, the attention server first; an error carries the process's output.
func (p *Pair) Stop() error {
	for _, pr := range []*Proc{p.Att, p.FFN} {
		if err := pr.Stop(5 * time.Second); err != nil {
			return fmt.Errorf("%s: %w\n%s", pr.Name, err, pr.Output())
		}
	}
	return nil
}

// CompleteAll sends one completion per request body concurrently to base and returns the results
// in order, or the first error.
func CompleteAll(ctx context.Context, base string, reqs []map[string]any) ([]*Completion, error) {
	out := make([]*Completion, len(reqs))
	errs := make([]error, len(reqs))
	var wg sync.WaitGroup
	for i, r := range reqs {
		wg.Go(func() { out[i], errs[i] = Complete(ctx, base, r) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("request %d: %w", i, err)
		}
	}
	return out, nil
}
