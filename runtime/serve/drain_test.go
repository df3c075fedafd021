package serve

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestDrainCutOffEndsEveryRequest: requests still running when --drain-timeout passes end with an
// error event and [DONE] (streams) or a 503 (the others). The HTTP server used to be shut down
// before the scheduler was stopped, so they ended as a truncated stream or a closed connection.
func TestDrainCutOffEndsEveryRequest(t *testing.T) {
	eng := newFake(64)
	eng.hook = func(ctx context.Context, n int) { // a slow engine: requests outlive the drain
		select {
		case <-ctx.Done():
		case <-time.After(20 * time.Millisecond):
		}
	}
	h := newHarness(t, Config{}, eng, false)
	ctx, cancel := context.WithCancel(context.Background())
	runDone := make(chan error, 1)
	go func() { runDone <- h.s.Run(ctx) }()
	type res struct {
		status int
		body   string
	}
	var wg sync.WaitGroup
	results := make([]res, 4)
	for i := range results {
		wg.Go(func() {
			stream := i%2 == 0
			body := fmt.Sprintf(`{"prompt":[1,2,3],"max_tokens":100000,"stream":%v}`, stream)
			resp, err := http.Post(h.ts.URL+"/v1/completions", "application/json", strings.NewReader(body))
			if err != nil {
				results[i] = res{body: err.Error()}
				return
			}
			defer resp.Body.Close()
			var b strings.Builder
			sc := bufio.NewScanner(resp.Body)
			sc.Buffer(nil, 1<<20)
			for sc.Scan() {
				b.WriteString(sc.Text() + "\n")
			}
			if err := sc.Err(); err != nil {
				b.WriteString("read error: " + err.Error())
			}
			results[i] = res{resp.StatusCode, b.String()}
		})
	}
	waitFor(t, "4 running requests", func() bool { return h.s.inflight.Load() == 4 })
	time.Sleep(50 * time.Millisecond) // the streams have sent tokens
	err := Stopping{HTTP: h.ts.Config, Server: h.s, Timeout: 100 * time.Millisecond, StopRun: cancel, RunDone: runDone}.DrainAndStop()
	if err != nil {
		t.Fatalf("DrainAndStop: %v", err)
	}
	wg.Wait()
	for i, r := range results {
		if i%2 == 0 {
			if r.status != 200 || !strings.Contains(r.body, `"message":"server is shutting down"`) || !strings.HasSuffix(r.body, "data: [DONE]\n\n") {
				t.Errorf("stream %d cut off by the drain: %d %q, want an error event and [DONE]", i, r.status, tail(r.body))
			}
		} else if r.status != http.StatusServiceUnavailable || !strings.Contains(r.body, "server is shutting down") {
			t.Errorf("request %d cut off by the drain: %d %q, want a 503", i, r.status, tail(r.body))
		}
	}
}

func tail(s string) string {
	if len(s) > 300 {
		return "…" + s[len(s)-300:]
	}
	return s
}

// TestReadTimeoutIs408: a body that does not arrive within the read timeout is answered 408
// Request Timeout, not 400.
func TestReadTimeoutIs408(t *testing.T) {
	h := newHarness(t, Config{}, newFake(64), true)
	// A server of its own: the harness's is already serving, and its settings are read as it runs.
	ts := httptest.NewUnstartedServer(h.s.Handler())
	ts.Config.ReadTimeout = 200 * time.Millisecond
	ts.Start()
	defer ts.Close()
	c, err := net.Dial("tcp", strings.TrimPrefix(ts.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, "POST /v1/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"prompt\":")
	c.SetReadDeadline(time.Now().Add(10 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusRequestTimeout {
		t.Errorf("a body slower than the read timeout: %d, want 408", resp.StatusCode)
	}
}

// TestAPIKeyFile: the key is read from a regular file, trailing newline trimmed; a device, an
// empty file or a big one is refused.
func TestAPIKeyFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "key")
	os.WriteFile(p, []byte("s3cret\n"), 0o600)
	if k, err := LoadAPIKey(p); err != nil || k != "s3cret" {
		t.Errorf("LoadAPIKey = %q, %v", k, err)
	}
	os.WriteFile(p, []byte("\n"), 0o600)
	if _, err := LoadAPIKey(p); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Errorf("empty key file: %v", err)
	}
	if _, err := LoadAPIKey("/dev/zero"); err == nil || !strings.Contains(err.Error(), "a device, expected a regular file") {
		t.Errorf("/dev/zero: %v", err)
	}
}
