package loadgen

import (
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestCheck: a load that cannot run is refused naming the flags, before any request; a sound one
// passes.
func TestCheck(t *testing.T) {
	good := Config{Clients: 4, Duration: time.Second, PromptMin: 4, PromptMax: 64, OutputMin: 4, OutputMax: 64, MaxID: 95}
	if err := good.Check(); err != nil {
		t.Fatalf("Check(%+v) = %v", good, err)
	}
	for _, bad := range []func(*Config){
		func(c *Config) { c.Clients = 0 },
		func(c *Config) { c.PromptMin = 0 },
		func(c *Config) { c.PromptMax = 3 },
		func(c *Config) { c.OutputMax = 1 },
		func(c *Config) { c.MaxID = -1 },
	} {
		c := good
		bad(&c)
		err := c.Check()
		if err == nil || !strings.Contains(err.Error(), "--clients") || !strings.Contains(err.Error(), "expected clients >= 1") {
			t.Errorf("Check(%+v) = %v, want a refusal naming the flags", c, err)
		}
		if _, err := Run("http://127.0.0.1:1", c); err == nil {
			t.Errorf("Run(%+v) = nil error, want the refusal", c)
		}
	}
}

// TestPercentiles: p50, p90 and p99 are order statistics of the samples, and the mean their mean.
func TestPercentiles(t *testing.T) {
	var v []float64
	for i := 100; i >= 1; i-- {
		v = append(v, float64(i))
	}
	p := percentiles(v)
	if p["p50"] < 49 || p["p50"] > 51 || p["p90"] < 89 || p["p90"] > 91 || p["p99"] < 98 || p["p99"] > 100 || p["mean"] != 50.5 {
		t.Errorf("percentiles(1..100) = %v", p)
	}
}

// TestProbe: a load at a URL where nothing listens fails with an error that names the URL, and no
// report, before any client starts; a server that answers the probe with an error status still
// gets the load (the requests report what it answers).
func TestProbe(t *testing.T) {
	c := Config{Clients: 2, Duration: 200 * time.Millisecond, PromptMin: 4, PromptMax: 8, OutputMin: 2, OutputMax: 4, MaxID: 95}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	dead := "http://" + ln.Addr().String()
	ln.Close()
	rep, err := Run(dead, c)
	if err == nil || !strings.Contains(err.Error(), "no server answers at "+dead) || rep != nil {
		t.Fatalf("Run at a closed port: %+v, %v; expected no report and an error naming %s", rep, err, dead)
	}

	var completions atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/v1/completions" {
			completions.Add(1)
		}
		http.Error(w, "not ready", http.StatusServiceUnavailable)
	}))
	defer srv.Close()
	rep, err = Run(srv.URL, c)
	if err != nil || rep.OK != 0 || rep.Failed == 0 || int64(rep.Failed) != completions.Load() {
		t.Fatalf("Run against a 503 server: %+v, %v; expected every one of its %d requests failed", rep, err, completions.Load())
	}
	if !strings.Contains(rep.Errors[0], "status 503") {
		t.Errorf("first error %q, expected the server's status 503", rep.Errors[0])
	}
}

// TestGoneServer: when the server goes away after the load started, each client pauses after a
// request that reached no server, so the load sends a few attempts rather than thousands.
func TestGoneServer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	// Answer the probe, then stop listening: every request of the load finds the port closed.
	go func() {
		conn, err := ln.Accept()
		ln.Close()
		if err != nil {
			return
		}
		defer conn.Close()
		buf := make([]byte, 4096)
		conn.Read(buf)
		conn.Write([]byte("HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"))
	}()
	c := Config{Clients: 2, Duration: 500 * time.Millisecond, PromptMin: 4, PromptMax: 8, OutputMin: 2, OutputMax: 4, MaxID: 95}
	rep, err := Run("http://"+ln.Addr().String(), c)
	if err != nil {
		t.Fatalf("Run: %v; expected a report of failed requests", err)
	}
	// At most one attempt per client per pause, plus each client's first.
	most := c.Clients * (int(c.Duration/retryPause) + 1)
	if rep.OK != 0 || rep.Failed == 0 || rep.Failed > most {
		t.Fatalf("%d ok, %d failed; expected none ok and 1..%d failed", rep.OK, rep.Failed, most)
	}
	if !strings.Contains(rep.Errors[0], "connection refused") {
		t.Errorf("first error %q, expected the refused connection", rep.Errors[0])
	}
}

// TestSharedPrefix: with SharedPrefix every prompt of every client opens with the same tokens,
// followed by its own of the configured lengths; a negative one is refused.
func TestSharedPrefix(t *testing.T) {
	var mu sync.Mutex
	var prompts [][]int
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/completions" {
			return
		}
		var req struct {
			Prompt []int `json:"prompt"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err == nil {
			mu.Lock()
			prompts = append(prompts, req.Prompt)
			mu.Unlock()
		}
		http.Error(w, "no model here", http.StatusServiceUnavailable)
	}))
	defer srv.Close()
	c := Config{Clients: 3, Duration: 200 * time.Millisecond, PromptMin: 4, PromptMax: 8, OutputMin: 2, OutputMax: 4, MaxID: 95, SharedPrefix: 16}
	if _, err := Run(srv.URL, c); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(prompts) < 3 {
		t.Fatalf("%d requests", len(prompts))
	}
	for _, p := range prompts {
		if len(p) < 16+4 || len(p) > 16+8 || !slices.Equal(p[:16], prompts[0][:16]) {
			t.Fatalf("prompt %v: want the first one's 16 tokens, then 4 to 8 of its own (first %v)", p, prompts[0])
		}
	}
	c.SharedPrefix = -1
	if err := c.Check(); err == nil || !strings.Contains(err.Error(), "--shared-prefix -1") {
		t.Errorf("a negative shared prefix: %v", err)
	}
}
