package main

import (
	"bufio"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"afdc/internal/loadgen"
	"afdc/internal/paritytest"
	"afdc/runtime/weights"
)

// The serving tests run the tiny DeepSeek-V3 parity model's executables with the tiny tokenizer,
// as a user would: text and chat over HTTP, streaming, signals.

// servingDir copies the parity checkpoint and the tiny tokenizer into one folder, as a checkpoint
// with its tokenizer looks.
func servingDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, src := range []string{
		filepath.Join(paritytest.Dir("v3"), "config.json"), filepath.Join(paritytest.Dir("v3"), "model.safetensors"),
		filepath.Join("..", "..", "testdata", "tokenizers", "tiny", "tokenizer.json"),
		filepath.Join("..", "..", "testdata", "tokenizers", "tiny", "tokenizer_config.json"),
	} {
		b, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(src)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// post sends body to url+path and returns the status, the decoded JSON body and the headers.
func post(t *testing.T, url, path, body string) (int, map[string]any, http.Header) {
	t.Helper()
	resp, err := http.Post(url+path, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatalf("POST %s: %v", path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("POST %s %s: status %d, body %q: %v", path, body, resp.StatusCode, b, err)
	}
	return resp.StatusCode, m, resp.Header
}

// sse posts a streaming request and returns its events (decoded) before [DONE].
func sse(t *testing.T, url, path, body string) []map[string]any {
	t.Helper()
	resp, err := http.Post(url+path, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("stream %s: %d %s", body, resp.StatusCode, b)
	}
	var out []map[string]any
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok || data == "[DONE]" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(data), &m); err != nil {
			t.Fatalf("event %q: %v", data, err)
		}
		out = append(out, m)
	}
	return out
}

func choice0(m map[string]any) map[string]any {
	cs, _ := m["choices"].([]any)
	if len(cs) == 0 {
		return map[string]any{}
	}
	c, _ := cs[0].(map[string]any)
	return c
}

func ids32(v any) []int32 {
	var out []int32
	for _, x := range v.([]any) {
		out = append(out, int32(x.(float64)))
	}
	return out
}

// TestServingAPI: every API field against the real executables with the tiny tokenizer.
func TestServingAPI(t *testing.T) {
	dir := servingDir(t)
	attn, ffn := buildExes(t, dir, 2)
	d := deploy(t, attn, ffn, dir, 1, 1, false)
	u := d.urls[0]

	// Text in, text out; the same prompt as ids gives the same tokens (greedy, batch-invariant).
	code, r, _ := post(t, u, "/v1/completions", `{"prompt": "hello world", "max_tokens": 8, "temperature": 0}`)
	if code != 200 {
		t.Fatalf("text completion: %d %v\n%s", code, r, d.logs())
	}
	c := choice0(r)
	toks := ids32(c["token_ids"])
	usage := r["usage"].(map[string]any)
	if len(toks) != 8 || c["finish_reason"] != "length" || usage["completion_tokens"] != 8.0 || usage["prompt_tokens"].(float64) < 2 {
		t.Errorf("text completion: %v", r)
	}
	text := c["text"].(string)

	// echo: the prompt comes back in front.
	_, re, _ := post(t, u, "/v1/completions", `{"prompt": "hello world", "max_tokens": 8, "temperature": 0, "echo": true}`)
	if got := choice0(re)["text"]; got != "hello world"+text {
		t.Errorf("echo: %q, want %q", got, "hello world"+text)
	}

	// stream with include_usage: the same text and tokens, then a usage event.
	evs := sse(t, u, "/v1/completions", `{"prompt": "hello world", "max_tokens": 8, "temperature": 0, "stream": true, "stream_options": {"include_usage": true}}`)
	var stext string
	var stoks []int32
	for _, e := range evs[:len(evs)-1] {
		stext += choice0(e)["text"].(string)
		stoks = append(stoks, ids32(choice0(e)["token_ids"])...)
	}
	if stext != text || !slices.Equal(stoks, toks) || evs[len(evs)-1]["usage"] == nil {
		t.Errorf("stream: %q %v (usage %v), want %q %v", stext, stoks, evs[len(evs)-1]["usage"], text, toks)
	}

	// stop: a token id, and a string taken from the text itself.
	_, rs, _ := post(t, u, "/v1/completions", fmt.Sprintf(`{"prompt": "hello world", "max_tokens": 8, "temperature": 0, "stop_token_ids": [%d]}`, toks[2]))
	if got := ids32(choice0(rs)["token_ids"]); choice0(rs)["finish_reason"] != "stop" || !slices.Equal(got, toks[:slices.Index(toks, toks[2])+1]) {
		t.Errorf("stop_token_ids %d: %v, want %v then stop", toks[2], rs, toks)
	}
	if len(strings.TrimSpace(text)) > 2 {
		i := strings.IndexFunc(text, func(r rune) bool { return r != ' ' }) // a non-space start keeps it simple
		stop := text[i : i+1]
		_, rs, _ = post(t, u, "/v1/completions", fmt.Sprintf(`{"prompt": "hello world", "max_tokens": 8, "temperature": 0, "stop": [%q]}`, stop))
		if got := choice0(rs)["text"]; got != text[:strings.Index(text, stop)] || choice0(rs)["finish_reason"] != "stop" {
			t.Errorf("stop %q: text %q, want %q", stop, got, text[:strings.Index(text, stop)])
		}
	}

	// Sampling: a seed fixes the draw; n gives that many choices; top_p, top_k accepted.
	body := `{"prompt": [5, 6, 7], "max_tokens": 6, "temperature": 0.9, "top_p": 0.95, "top_k": 20, "seed": 42, "n": 3}`
	_, s1, _ := post(t, u, "/v1/completions", body)
	_, s2, _ := post(t, u, "/v1/completions", body)
	if fmt.Sprint(s1["choices"]) != fmt.Sprint(s2["choices"]) || len(s1["choices"].([]any)) != 3 {
		t.Errorf("seeded n=3: %v then %v, want the same 3 choices", s1["choices"], s2["choices"])
	}

	// logprobs: the greedy token's logprob is the best of its alternatives.
	_, rl, _ := post(t, u, "/v1/completions", `{"prompt": "hello world", "max_tokens": 3, "temperature": 0, "logprobs": 2}`)
	lp := choice0(rl)["logprobs"].(map[string]any)
	for i, x := range lp["token_logprobs"].([]any) {
		top := lp["top_logprobs"].([]any)[i].(map[string]any)
		best := math.Inf(-1)
		for _, v := range top {
			best = max(best, v.(float64))
		}
		if x.(float64) > 0 || math.Abs(x.(float64)-best) > 1e-9 {
			t.Errorf("token %d: logprob %v, best alternative %v", i, x, best)
		}
	}

	// Chat, plain and streamed, through the tokenizer's chat template.
	chat := `{"messages": [{"role": "system", "content": "be brief"}, {"role": "user", "content": "hi"}], "max_tokens": 6, "temperature": 0, "logprobs": true, "top_logprobs": 1`
	code, rc, _ := post(t, u, "/v1/chat/completions", chat+"}")
	msg, _ := choice0(rc)["message"].(map[string]any)
	if code != 200 || rc["object"] != "chat.completion" || msg["role"] != "assistant" || choice0(rc)["logprobs"] == nil {
		t.Fatalf("chat: %d %v", code, rc)
	}
	var content string
	for _, e := range sse(t, u, "/v1/chat/completions", chat+`, "stream": true}`) {
		if d, ok := choice0(e)["delta"].(map[string]any); ok && d["content"] != nil {
			content += d["content"].(string)
		}
	}
	if content != msg["content"] {
		t.Errorf("chat stream %q, chat %q", content, msg["content"])
	}

	// Models, probes, metrics.
	for _, p := range []string{"/v1/models", "/health", "/ready"} {
		if code, b := getBody(t, u+p); code != 200 {
			t.Errorf("GET %s: %d %s", p, code, b)
		}
	}
	_, m := getBody(t, u+"/metrics")
	for _, want := range []string{"afdc_requests_total{code=\"200\"}", "afdc_time_to_first_token_seconds_bucket", "afdc_inter_token_latency_seconds_count", "afdc_prompt_tokens_total", "afdc_running_sequences", "afdc_step_seconds_sum", "process_resident_memory_bytes"} {
		if !strings.Contains(m, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	_, fm := getBody(t, d.ffnURL+"/metrics")
	for _, want := range []string{`afdc_up{role="ffn"} 1`, "afdc_ffn_steps_total", "afdc_ffn_connected_peers 1", "go_goroutines",
		"afdc_ffn_batch_rows_bucket", "afdc_ffn_step_seconds_count", `afdc_ffn_step_peers_bucket{le="1"}`} {
		if !strings.Contains(fm, want) {
			t.Errorf("FFN /metrics lacks %s", want)
		}
	}

	// Malformed requests: 4xx with a message, and the server serves on.
	for _, bad := range []string{`{"prompt": ""}`, `{"prompt": "a", "logprobs": 99}`, `{"messages": []}`, `{"prompt": "a", "n": 0}`, `{`} {
		path := "/v1/completions"
		if strings.Contains(bad, "messages") {
			path = "/v1/chat/completions"
		}
		code, r, _ := post(t, u, path, bad)
		if code/100 != 4 || r["error"].(map[string]any)["message"] == "" {
			t.Errorf("%s: %d %v", bad, code, r)
		}
	}
	if code, _, _ := post(t, u, "/v1/completions", `{"prompt": "ok", "max_tokens": 1}`); code != 200 {
		t.Errorf("after malformed requests: %d", code)
	}
}

func getBody(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// TestGreedyAloneEqualsUnderLoad: a greedy request's tokens and logits are the same bits alone and
// amid 63 concurrent requests of other lengths.
func TestGreedyAloneEqualsUnderLoad(t *testing.T) {
	dir := servingDir(t)
	attn, ffn := buildExes(t, dir, 2)
	d := deploy(t, attn, ffn, dir, 1, 1, false)
	probe := request{prompt: []int32{11, 22, 33, 44, 55}, n: 12}
	alone := d.sendAll([]request{probe})[0]
	reqs := []request{probe}
	for i := range 63 {
		p := make([]int32, 1+i%17)
		for j := range p {
			p[j] = int32((i*13 + j*5 + 1) % 96)
		}
		reqs = append(reqs, request{prompt: p, n: 4 + i%20})
	}
	loaded := d.sendAll(reqs)[0]
	if fmt.Sprint(alone.Choices[0].TokenIDs) != fmt.Sprint(loaded.Choices[0].TokenIDs) || !equalBits(alone.Choices[0].Logits, loaded.Choices[0].Logits) {
		t.Errorf("alone %v, amid 63 others %v (or their logits differ in some bit)", alone.Choices[0].TokenIDs, loaded.Choices[0].TokenIDs)
	}
}

// TestDrainOnSIGTERM: SIGTERM under load lets every running request finish, refuses new ones with
// 503 and Retry-After, and both roles exit 0 (the FFN, signalled first, once its peer has left).
func TestDrainOnSIGTERM(t *testing.T) {
	dir := servingDir(t)
	attn, ffn := buildExes(t, dir, 2)
	d := deploy(t, attn, ffn, dir, 1, 1, false)
	u := d.urls[0]
	const n = 8
	type res struct {
		code   int
		tokens int
		err    error
	}
	results := make([]res, n)
	started := make(chan struct{}, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			body := fmt.Sprintf(`{"prompt": [%d, 2, 3], "max_tokens": 300, "temperature": 0, "ignore_eos": true, "stream": true}`, i+1)
			resp, err := http.Post(u+"/v1/completions", "application/json", strings.NewReader(body))
			if err != nil {
				results[i].err = err
				started <- struct{}{}
				return
			}
			defer resp.Body.Close()
			results[i].code = resp.StatusCode
			sc := bufio.NewScanner(resp.Body)
			first := true
			for sc.Scan() {
				data, ok := strings.CutPrefix(sc.Text(), "data: ")
				if !ok || data == "[DONE]" {
					continue
				}
				if first {
					started <- struct{}{}
					first = false
				}
				var ev completionResult
				if err := json.Unmarshal([]byte(data), &ev); err != nil || ev.Error != nil {
					results[i].err = fmt.Errorf("event %s: %v", data, err)
					continue
				}
				for _, c := range ev.Choices {
					results[i].tokens += len(c.TokenIDs)
				}
			}
			if first {
				started <- struct{}{}
			}
		})
	}
	for range n {
		<-started
	}
	ffnProc, attProc := d.procs[0], d.procs[1]
	ffnProc.Cmd.Process.Signal(syscall.SIGTERM)
	attProc.Cmd.Process.Signal(syscall.SIGTERM)
	// Once the signal is handled (/ready says so), new requests are refused while the running ones
	// finish (or the listener is already gone).
	for !attProc.Exited() {
		if code, _ := getBodyNoFatal(u + "/ready"); code != 200 {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	refused := false
	for !refused && !attProc.Exited() {
		code, r, hdr := postNoFatal(u, `{"prompt": [1], "max_tokens": 1}`)
		switch {
		case code == 503:
			if hdr.Get("Retry-After") == "" || !strings.Contains(fmt.Sprint(r), "draining") {
				t.Errorf("503 while draining: Retry-After %q, %v", hdr.Get("Retry-After"), r)
			}
			refused = true
		case code == 200:
			t.Errorf("a new request was admitted after SIGTERM: %v", r)
			refused = true
		case code == 0:
			refused = true // the server has closed its listener
		}
	}
	wg.Wait()
	for i, r := range results {
		if r.err != nil || r.code != 200 || r.tokens != 300 {
			t.Errorf("request %d: status %d, %d tokens, %v; want 200 with all 300 tokens", i, r.code, r.tokens, r.err)
		}
	}
	for _, p := range []*proc{attProc, ffnProc} {
		if err := p.Wait(60 * time.Second); err != nil {
			t.Errorf("%s: %v, want exit 0\n%s", p.Name, err, p.Output())
		}
	}
}

func getBodyNoFatal(url string) (int, string) {
	resp, err := http.Get(url)
	if err != nil {
		return 0, ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func postNoFatal(url, body string) (int, map[string]any, http.Header) {
	resp, err := http.Post(url+"/v1/completions", "application/json", strings.NewReader(body))
	if err != nil {
		return 0, nil, nil
	}
	defer resp.Body.Close()
	var m map[string]any
	json.NewDecoder(resp.Body).Decode(&m)
	return resp.StatusCode, m, resp.Header
}

// TestNaNWeightsRefused: a checkpoint with a NaN in a tensor of the role is refused at load, naming
// the tensor (it used to load silently and answer token 0 forever); --check-weights=off loads it.
func TestNaNWeightsRefused(t *testing.T) {
	dir := servingDir(t)
	attn, _ := buildExes(t, dir, 2)
	ck, err := weights.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	const name = "model.layers.0.input_layernorm.weight"
	info, ok := ck.Info(name)
	ck.Close()
	if !ok {
		t.Fatalf("no tensor %s", name)
	}
	f, err := os.OpenFile(info.File, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	var nan []byte
	switch info.DType {
	case "F32":
		nan = binary.LittleEndian.AppendUint32(nil, math.Float32bits(float32(math.NaN())))
	case "BF16", "F16":
		nan = []byte{0x00, 0x7e | 0x80} // a NaN in both
	default:
		t.Fatalf("dtype %s", info.DType)
	}
	if _, err := f.WriteAt(nan, info.Offset+int64(len(nan))); err != nil {
		t.Fatal(err)
	}
	f.Close()
	rdv, _ := freeAddr()
	p, err := startProc("attention", attn, "--weights", dir, "--rendezvous", rdv, "--http", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	err = p.Wait(60 * time.Second)
	if err == nil || !strings.Contains(p.Output(), `tensor "`+name+`": 1 non-finite values`) || !strings.Contains(p.Output(), "--check-weights") {
		t.Errorf("exit %v, output:\n%s\nwant a failure naming %s", err, p.Output(), name)
	}
	// Off: the check is skipped, the weights load, the server waits for its FFN and stops on SIGTERM.
	p, err = startProc("attention", attn, "--weights", dir, "--rendezvous", rdv, "--http", "127.0.0.1:0", "--check-weights", "off")
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for !strings.Contains(p.Output(), "serving completions") && !p.Exited() && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if err := p.Stop(10 * time.Second); err != nil || !strings.Contains(p.Output(), "serving completions") {
		t.Errorf("--check-weights=off: %v\n%s", err, p.Output())
	}
}

// TestHealthWhileFFNStopped: with the FFN rank stopped (SIGSTOP) and a request waiting on it,
// /health turns 503 within --stall-timeout (it used to say ok for minutes) and recovers after SIGCONT.
func TestHealthWhileFFNStopped(t *testing.T) {
	dir := servingDir(t)
	attn, ffn := buildExes(t, dir, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	pr, err := startPair(ctx, attn, ffn, dir, "--stall-timeout", "500ms")
	if err != nil {
		t.Fatal(err)
	}
	defer pr.Stop()
	ap, fp, u := pr.Att, pr.FFN, pr.Base
	stopProc(t, fp)
	done := make(chan int, 1)
	go func() {
		code, _, _ := postNoFatal(u, `{"prompt": [1, 2], "max_tokens": 4}`)
		done <- code
	}()
	for {
		code, b := getBody(t, u+"/health")
		if code == 503 {
			if !strings.Contains(b, "the FFN rank is not answering") {
				t.Errorf("/health: %s", b)
			}
			break
		}
		if ctx.Err() != nil {
			t.Fatalf("/health still %d with the FFN stopped", code)
		}
		time.Sleep(50 * time.Millisecond)
	}
	fp.Cmd.Process.Signal(syscall.SIGCONT)
	if code := <-done; code != 200 {
		t.Errorf("the waiting request after SIGCONT: %d", code)
	}
	if err := waitHealthy(ctx, u, ap, fp); err != nil {
		t.Error(err)
	}
}

// TestHTTPLimits: the executable closes idle keep-alive connections after --idle-timeout and a
// request whose body never finishes after --read-timeout (both used to hold a descriptor forever),
// and answers a connection over --max-connections with a 503.
func TestHTTPLimits(t *testing.T) {
	dir := servingDir(t)
	attn, ffn := buildExes(t, dir, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	pr, err := startPair(ctx, attn, ffn, dir, "--idle-timeout", "200ms", "--read-timeout", "300ms", "--max-connections", "3")
	if err != nil {
		t.Fatal(err)
	}
	defer pr.Stop()
	addr := strings.TrimPrefix(pr.Base, "http://")
	idle, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer idle.Close()
	io.WriteString(idle, "GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
	br := bufio.NewReader(idle)
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("health on the kept-alive connection: %v %v", resp, err)
	}
	io.ReadAll(resp.Body)
	slow, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Close()
	io.WriteString(slow, "POST /v1/completions HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"prompt\": ")
	// Both are held now. Fill the cap: a connection over it gets a 503 naming the cap. (A probe's
	// connection the server has not closed yet may hold a slot for a moment: a 503 before the cap
	// is full is retried.)
	held := 2
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		io.WriteString(c, "GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("connection %d: %v", held+1, err)
		}
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<10))
		if resp.StatusCode == 200 {
			held++
			continue
		}
		if held < 3 && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		if resp.StatusCode != 503 || held != 3 || !strings.Contains(string(b), "too many open connections (the server's cap is 3)") {
			t.Errorf("connection %d: %d %s, want a 503 naming the cap after 3", held+1, resp.StatusCode, b)
		}
		break
	}
	// The server closes the idle one and the slow one (with a 400, or at once): reads end. The
	// deadline only keeps a broken server from hanging the test.
	for name, c := range map[string]net.Conn{"idle keep-alive": idle, "unfinished body": slow} {
		c.SetReadDeadline(time.Now().Add(30 * time.Second))
		var r io.Reader = c
		if c == idle {
			r = br
		}
		if _, err := io.ReadAll(r); err != nil {
			t.Errorf("%s: %v, want the server to close it", name, err)
		}
	}
}

// TestAPIKeyAndRequestLog: --api-key guards /v1/ (probes stay open), and --log-format json writes
// one JSON line per request at its end with its id, tokens, latency and outcome.
func TestAPIKeyAndRequestLog(t *testing.T) {
	dir := servingDir(t)
	attn, ffn := buildExes(t, dir, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	pr, err := startPair(ctx, attn, ffn, dir, "--api-key", "k3y", "--log-format", "json", "--log-level", "info")
	if err != nil {
		t.Fatal(err)
	}
	defer pr.Stop()
	if code, _, _ := postNoFatal(pr.Base, `{"prompt": "hi", "max_tokens": 2, "ignore_eos": true}`); code != 401 {
		t.Errorf("without the key: %d, want 401", code)
	}
	req, _ := http.NewRequest("POST", pr.Base+"/v1/completions", strings.NewReader(`{"prompt": "hi", "max_tokens": 2, "ignore_eos": true}`))
	req.Header.Set("Authorization", "Bearer k3y")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var r completionResult
	json.NewDecoder(resp.Body).Decode(&r)
	resp.Body.Close()
	if resp.StatusCode != 200 || len(r.Choices) != 1 || len(r.Choices[0].TokenIDs) != 2 {
		t.Fatalf("with the key: %d %+v", resp.StatusCode, r)
	}
	if code, _ := getBodyNoFatal(pr.Base + "/health"); code != 200 {
		t.Errorf("/health without the key: %d", code)
	}
	var lines []map[string]any
	deadline := time.Now().Add(10 * time.Second)
	for len(lines) < 2 && time.Now().Before(deadline) {
		lines = lines[:0]
		for l := range strings.Lines(pr.Att.Output()) {
			var m map[string]any
			if json.Unmarshal([]byte(l), &m) == nil && m["msg"] == "request" {
				lines = append(lines, m)
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	if len(lines) != 2 {
		t.Fatalf("%d request lines, want 2 (one per request):\n%s", len(lines), pr.Att.Output())
	}
	if l := lines[0]; l["status"] != 401.0 || l["outcome"] != "rejected" {
		t.Errorf("the refused request's line: %v", l)
	}
	if l := lines[1]; l["status"] != 200.0 || l["outcome"] != "length" || l["completion_tokens"] != 2.0 || !strings.HasPrefix(fmt.Sprint(l["id"]), "cmpl-") || l["seconds"] == nil {
		t.Errorf("the served request's line: %v", l)
	}
}

// TestBenchServe: the load generator drives a running pair and reports every request it sent, with
// latency, TTFT and ITL percentiles in order.
func TestBenchServe(t *testing.T) {
	dir := servingDir(t)
	attn, ffn := buildExes(t, dir, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	pr, err := startPair(ctx, attn, ffn, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer pr.Stop()
	out := afdc(t, "bench", "serve", "--url", pr.Base, "--clients", "4", "--duration", "1s", "--output-min", "3", "--output-max", "9", "--json")
	var rep loadgen.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("report %q: %v", out, err)
	}
	m, err := scrapeMetrics(pr.Base)
	if err != nil {
		t.Fatal(err)
	}
	if rep.OK == 0 || rep.Failed != 0 || float64(rep.OK) != m[`afdc_requests_total{code="200"}`] {
		t.Errorf("report: %d ok, %d failed; the server answered %v with 200", rep.OK, rep.Failed, m[`afdc_requests_total{code="200"}`])
	}
	if float64(rep.OutputTokens) != m["afdc_generated_tokens_total"] || rep.OutputTokens < 3*rep.OK || rep.OutputTokens > 9*rep.OK {
		t.Errorf("report: %d tokens for %d requests of 3 to 9; the server generated %v", rep.OutputTokens, rep.OK, m["afdc_generated_tokens_total"])
	}
	for name, p := range map[string]map[string]float64{"latency": rep.Latency, "ttft": rep.TTFT, "itl": rep.ITL} {
		if !(p["p50"] > 0 && p["p50"] <= p["p90"] && p["p90"] <= p["p99"]) {
			t.Errorf("%s percentiles %v: want 0 < p50 <= p90 <= p99", name, p)
		}
	}
}

// TestHealthIdleFFNStopped: with no request in flight, a stopped FFN rank (SIGSTOP) still turns
// /health and /ready to 503, once its heartbeats have been missing for --peer-silence, and the pair
// is healthy again after SIGCONT.
func TestHealthIdleFFNStopped(t *testing.T) {
	dir := servingDir(t)
	attn, ffn := buildExes(t, dir, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	beat := []string{"--heartbeat", "100ms", "--peer-silence", "500ms"}
	pr, err := startPairFlags(ctx, attn, ffn, dir, beat, beat)
	if err != nil {
		t.Fatal(err)
	}
	defer pr.Stop()
	ap, fp, u := pr.Att, pr.FFN, pr.Base
	stopProc(t, fp)
	for {
		if code, _ := getBodyNoFatal(u + "/health"); code == 503 {
			break
		}
		if ctx.Err() != nil {
			t.Fatal("/health still 200 with the FFN stopped and silent")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if code, _ := getBodyNoFatal(u + "/ready"); code != 503 {
		t.Errorf("/ready with the FFN stopped: %d, want 503", code)
	}
	fp.Cmd.Process.Signal(syscall.SIGCONT)
	if err := waitHealthy(ctx, u, ap, fp); err != nil {
		t.Fatalf("after SIGCONT: %v\n%s\n%s", err, ap.Output(), fp.Output())
	}
	if code, _, _ := postNoFatal(u, `{"prompt": [1, 2], "max_tokens": 3}`); code != 200 {
		t.Errorf("a request after SIGCONT: %d", code)
	}
}
