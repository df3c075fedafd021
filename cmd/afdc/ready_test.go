package main

import (
	"encoding/json"
	"io"
	"net/http"
	"testing"
	"time"
)

// probe answers GET base+path: its status, the body's "status" and its Retry-After.
func probe(base, path string) (int, string, string) {
	c := &http.Client{Timeout: 5 * time.Second}
	resp, err := c.Get(base + path)
	if err != nil {
		return 0, err.Error(), ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var body map[string]any
	json.Unmarshal(b, &body)
	state, _ := body["status"].(string)
	if resp.StatusCode != 200 {
		e, _ := body["error"].(map[string]any)
		if e == nil || e["code"] != state || e["message"] == "" {
			return resp.StatusCode, "bad shape: " + string(b), ""
		}
	}
	return resp.StatusCode, state, resp.Header.Get("Retry-After")
}

// TestReadinessTellsTheTruth: the FFN answers /live while it is not serving; with one of two
// attention ranks up, that rank's /ready is 503 in the one non-ready shape and a completion gets a
// 503 with Retry-After at once; once the second rank joins both are ready and serve.
func TestReadinessTellsTheTruth(t *testing.T) {
	attn, ffn := buildExes(t, "tiny-deepseek-v3", 2)
	wdir := t.TempDir()
	afdc(t, "init-weights", "--model", "tiny-deepseek-v3", "-o", wdir)
	var addrs [4]string
	for i := range addrs {
		a, err := freeAddr()
		if err != nil {
			t.Fatal(err)
		}
		addrs[i] = a
	}
	common := []string{"--weights", wdir, "--rendezvous", addrs[0], "--attention-ranks", "2", "--log-level", "warn"}
	t0 := time.Now()
	f, err := startProc("ffn", ffn, append(common, "--http", addrs[1])...)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Stop(5 * time.Second)
	var live time.Duration
	for {
		if code, _, _ := probe("http://"+addrs[1], "/live"); code == 200 {
			live = time.Since(t0)
			break
		}
		if f.Exited() {
			t.Fatalf("ffn exited: %s", f.Output())
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Logf("ffn /live answered 200 %v after the process started", live)
	if code, state, ra := probe("http://"+addrs[1], "/ready"); code != 503 || (state != "loading" && state != "unavailable") || ra == "" {
		t.Errorf("ffn /ready before its peers: %d %q Retry-After %q, expected 503 loading or unavailable with Retry-After", code, state, ra)
	}
	a0, err := startProc("attention 0", attn, append(common, "--rank", "0", "--http", addrs[2])...)
	if err != nil {
		t.Fatal(err)
	}
	defer a0.Stop(5 * time.Second)
	base0 := "http://" + addrs[2]
	// Wait for rank 0 to load and connect; it must stay unready: its sibling is missing.
	deadline := time.Now().Add(60 * time.Second)
	for {
		code, state, ra := probe(base0, "/ready")
		if code == 200 {
			t.Fatalf("attention rank 0 /ready 200 with rank 1 down")
		}
		if state == "unavailable" && ra != "" {
			break
		}
		if time.Now().After(deadline) || a0.Exited() {
			t.Fatalf("attention rank 0 never left loading: %d %q\n%s", code, state, a0.Output())
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(500 * time.Millisecond) // connected to the FFN by now; still not serving
	if code, state, _ := probe(base0, "/ready"); code != 503 || state != "unavailable" {
		t.Errorf("attention rank 0 /ready with rank 1 down: %d %q, expected 503 unavailable", code, state)
	}
	code, body, hdr := postNoFatal(base0, `{"prompt": [1, 2, 3], "max_tokens": 2}`)
	if code != 503 || hdr.Get("Retry-After") == "" || body["status"] != "unavailable" {
		t.Errorf("completion with rank 1 down: %d %v Retry-After %q, expected 503 unavailable with Retry-After", code, body, hdr.Get("Retry-After"))
	}
	a1, err := startProc("attention 1", attn, append(common, "--rank", "1", "--http", addrs[3])...)
	if err != nil {
		t.Fatal(err)
	}
	defer a1.Stop(5 * time.Second)
	for _, b := range []string{base0, "http://" + addrs[3], "http://" + addrs[1]} {
		for {
			code, state, _ := probe(b, "/ready")
			if code == 200 {
				break
			}
			if time.Now().After(deadline.Add(30 * time.Second)) {
				t.Fatalf("%s /ready %d %q after rank 1 joined\n%s\n%s", b, code, state, a0.Output(), a1.Output())
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	for _, b := range []string{base0, "http://" + addrs[3]} {
		if code, r, _ := postNoFatal(b, `{"prompt": [1, 2, 3], "max_tokens": 2}`); code != 200 {
			t.Errorf("%s completion once both ranks are up: %d %v", b, code, r)
		}
	}
}
