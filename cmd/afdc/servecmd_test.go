package main

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// children are the pids whose parent is pid.
func children(pid int) []int {
	var out []int
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		n, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
		if len(f) > 1 && f[1] == strconv.Itoa(pid) {
			out = append(out, n)
		}
	}
	return out
}

func alive(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	return len(f) > 0 && f[0] != "Z"
}

// TestServeCommand: afdc serve runs 2 attention ranks and 1 FFN rank behind one endpoint that
// answers completions and chat, spreads requests over both ranks, and on SIGTERM finishes the
// requests in flight and leaves no process behind.
func TestServeCommand(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("needs /proc to find the children")
	}
	addr, err := freeAddr()
	if err != nil {
		t.Fatal(err)
	}
	tok, _ := filepath.Abs("../../testdata/tokenizers/tiny")
	// --attention-arg reaches the attention ranks only: the FFN rank would refuse the flag.
	cmd := exec.Command(afdcBin, "serve", "--model", "tiny-deepseek-v3", "--http", addr, "--dir", t.TempDir(), "--tokenizer", tok, "--drain-timeout", "60s",
		"--attention-arg=--served-model-name=tiny-by-arg")
	out, _ := cmd.StdoutPipe()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := make(chan string, 16)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	var log []string
	for serving := false; !serving; {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("serve exited before serving:\n%s\n%s", strings.Join(log, "\n"), stderr.String())
			}
			log = append(log, l)
			serving = strings.HasPrefix(l, "serving ")
		case <-time.After(3 * time.Minute):
			t.Fatalf("serve printed no serving line:\n%s", strings.Join(log, "\n"))
		}
	}
	if want := "at http://" + addr + "/v1 (2 attention ranks, 1 FFN ranks)"; !strings.Contains(log[len(log)-1], want) {
		t.Errorf("serving line %q, expected it to contain %q", log[len(log)-1], want)
	}
	kids := children(cmd.Process.Pid)
	if len(kids) != 3 {
		t.Fatalf("serve has %d children %v, expected 3 (2 attention ranks, 1 FFN rank)", len(kids), kids)
	}
	base := "http://" + addr
	code, chat, _ := post(t, base, "/v1/chat/completions", `{"messages": [{"role": "user", "content": "hi"}], "max_tokens": 4, "temperature": 0}`)
	if code != 200 || chat["object"] != "chat.completion" || chat["model"] != "tiny-by-arg" {
		t.Fatalf("chat: %d %v (want the model id --attention-arg gave the attention ranks)", code, chat)
	}
	// 24 prompts of their own: the router keeps a conversation to the rank its prompt hashes to,
	// so all of them land on one of two ranks with a chance of 2^-23.
	for i := range 24 {
		if code, r, _ := post(t, base, "/v1/completions", fmt.Sprintf(`{"prompt": [1, 2, %d], "max_tokens": 3, "temperature": 0}`, i)); code != 200 || len(r["choices"].([]any)) != 1 {
			t.Fatalf("completion %d: %d %v", i, code, r)
		}
	}
	m, err := scrapeMetrics(base)
	if err != nil {
		t.Fatal(err)
	}
	ranks := 0
	for k, v := range m {
		if strings.HasPrefix(k, "afdc_router_requests_total{") && strings.Contains(k, `code="200"`) && v > 0 {
			ranks++
		}
	}
	if ranks != 2 {
		t.Errorf("requests reached %d attention ranks, expected both: %v", ranks, m)
	}
	// Long requests in flight, then SIGTERM: each must finish with 200.
	var wg sync.WaitGroup
	results := make([]error, 4)
	started := make(chan struct{}, 4)
	for i := range results {
		wg.Go(func() {
			started <- struct{}{}
			_, err := complete(context.Background(), base, map[string]any{"prompt": []int{1, 2, 3 + i}, "max_tokens": 200, "temperature": 0, "ignore_eos": true})
			results[i] = err
		})
	}
	for range results {
		<-started
	}
	time.Sleep(300 * time.Millisecond) // let the requests reach the ranks
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	for i, err := range results {
		if err != nil {
			t.Errorf("in-flight request %d: %v", i, err)
		}
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("serve after SIGTERM: %v\n%s", err, stderr.String())
	}
	for _, pid := range kids {
		if alive(pid) {
			t.Errorf("rank process %d still running after serve exited", pid)
		}
	}
	if _, err := http.Get(base + "/ready"); err == nil {
		t.Errorf("the endpoint still answers after serve exited")
	}
}
