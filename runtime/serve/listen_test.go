package serve

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// serveWith starts s's handler on an http.Server with o on a loopback port; it returns the address.
func serveWith(t *testing.T, s *Server, o HTTPOptions) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := NewHTTPServer(s.Handler(), o)
	go hs.Serve(LimitListener(ln, o.MaxConns))
	t.Cleanup(func() { hs.Close() })
	return ln.Addr().String()
}

// TestConnectionCap: a connection over the cap gets a 503 with Retry-After at once; when one
// closes, the next is served.
func TestConnectionCap(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), true)
	addr := serveWith(t, h.s, HTTPOptions{MaxConns: 2})
	var held []net.Conn
	for range 2 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		// A request on each makes sure the server has accepted it before the third dials.
		if _, err := io.WriteString(c, "GET /health HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
			t.Fatal(err)
		}
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("held connection: %v %v", resp, err)
		}
		held = append(held, c)
	}
	resp, err := http.Get("http://" + addr + "/health")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 503 || resp.Header.Get("Retry-After") != "1" || !strings.Contains(string(b), "too many open connections (the server's cap is 2)") {
		t.Errorf("third connection: %d %q %s", resp.StatusCode, resp.Header.Get("Retry-After"), b)
	}
	held[0].Close()
	waitFor(t, "a connection served after one closed", func() bool {
		resp, err := http.Get("http://" + addr + "/health")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == 200
	})
}

// TestIdleAndHeaderTimeouts: a keep-alive connection left idle, and one that never finishes its
// headers, are closed by the server.
func TestIdleAndHeaderTimeouts(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), true)
	addr := serveWith(t, h.s, HTTPOptions{IdleTimeout: 50 * time.Millisecond, ReadHeaderTimeout: 50 * time.Millisecond})
	idle, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer idle.Close()
	io.WriteString(idle, "GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
	br := bufio.NewReader(idle)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.ReadAll(resp.Body)
	partial, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer partial.Close()
	io.WriteString(partial, "GET /health HTTP/1.1\r\nHost: x\r\n")
	for name, r := range map[string]io.Reader{"idle keep-alive": br, "unfinished headers": partial} {
		// The server closes the connection: the read ends (EOF, or a 408 then EOF), well before this
		// deadline, which only keeps a broken server from hanging the test.
		if c, ok := r.(net.Conn); ok {
			c.SetReadDeadline(time.Now().Add(time.Minute))
		} else {
			idle.SetReadDeadline(time.Now().Add(time.Minute))
		}
		if _, err := io.ReadAll(r); err != nil {
			t.Errorf("%s: %v, want the server to close it", name, err)
		}
	}
}

// TestLongGenerationOutlivesReadTimeout: the read timeout bounds reading the request, not the
// generation: a request running longer than it completes.
func TestLongGenerationOutlivesReadTimeout(t *testing.T) {
	eng := newFake(vocab)
	gate := make(chan struct{})
	eng.hook = func(_ context.Context, n int) {
		if n == 1 {
			<-gate
		}
	}
	h := newHarness(t, Config{}, eng, true)
	addr := serveWith(t, h.s, HTTPOptions{ReadTimeout: 30 * time.Millisecond})
	go func() {
		// Hold the step past the read timeout: 4 timeouts' worth.
		time.Sleep(120 * time.Millisecond)
		close(gate)
	}()
	resp, err := http.Post("http://"+addr+"/v1/completions", "application/json", strings.NewReader(`{"prompt": [1], "max_tokens": 3}`))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || len(decode(t, b).Choices) != 1 || len(decode(t, b).Choices[0].TokenIDs) != 3 {
		t.Errorf("%d %s, want 200 with 3 tokens", resp.StatusCode, b)
	}
}
