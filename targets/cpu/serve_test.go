package cpu_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"afdc/runtime/serve"
	"afdc/targets/cpu"
)

// TestServePagedBeyondCapacity runs the attention server's scheduler over the real CPU engine with
// a cache of 6 blocks of 4 tokens: eight concurrent requests of 3 to 5 blocks each queue, all
// complete with the tokens the monolithic engine gives each alone (greedy), and seeded sampled
// requests give the tokens they give alone.
func TestServePagedBeyondCapacity(t *testing.T) {
	pc, a, ck := loadParity(t, "v3", 0)
	prog := load(t, a.Full, ck)
	eng, err := cpu.NewLocalEngine(prog)
	if err != nil {
		t.Fatal(err)
	}
	const blockSize = 4
	if err := eng.SetBlockSize(blockSize); err != nil {
		t.Fatal(err)
	}
	srv := serve.New(serve.Config{Model: "v3", Engine: eng, KVBlocks: 6, KVBlockSize: blockSize})
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Run(ctx) }()
	defer func() { cancel(); <-done }()

	post := func(body string) (int, []int32, string) {
		resp, err := http.Post(ts.URL+"/v1/completions", "application/json", strings.NewReader(body))
		if err != nil {
			return -1, nil, err.Error()
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		var r struct {
			Choices []struct {
				TokenIDs []int32 `json:"token_ids"`
			} `json:"choices"`
		}
		if json.Unmarshal(b, &r) != nil || len(r.Choices) != 1 {
			return resp.StatusCode, nil, string(b)
		}
		return resp.StatusCode, r.Choices[0].TokenIDs, string(b)
	}
	prompts := [][]int32{pc.Prompts[0].PromptIDs, pc.Prompts[1].PromptIDs, {5}, {7, 8, 9, 10, 11}}
	var bodies []string
	var want [][]int32
	for i := range 8 {
		p := prompts[i%len(prompts)]
		n := 8 + i%3*2
		if i < 4 {
			ref, _ := greedy(t, must(cpu.NewLocalEngine(prog)), 1, p, n)
			want = append(want, ref)
			bodies = append(bodies, fmt.Sprintf(`{"prompt": %s, "max_tokens": %d, "temperature": 0}`, ids(p), n))
			continue
		}
		body := fmt.Sprintf(`{"prompt": %s, "max_tokens": %d, "temperature": 1.0, "top_k": 20, "seed": %d}`, ids(p), n, i)
		code, toks, msg := post(body) // alone: nothing else is running
		if code != 200 {
			t.Fatalf("request %d alone: %d %s", i, code, msg)
		}
		want = append(want, toks)
		bodies = append(bodies, body)
	}
	type result struct {
		code int
		toks []int32
		msg  string
	}
	res := make([]chan result, len(bodies))
	for i, b := range bodies {
		res[i] = make(chan result, 1)
		go func() {
			code, toks, msg := post(b)
			res[i] <- result{code, toks, msg}
		}()
	}
	for i := range res {
		r := <-res[i]
		if r.code != 200 {
			t.Fatalf("request %d: %d %s", i, r.code, r.msg)
		}
		if !slices.Equal(r.toks, want[i]) {
			t.Errorf("request %d amid the others: %v, alone %v", i, r.toks, want[i])
		}
	}
	code, _, msg := post(fmt.Sprintf(`{"prompt": %s, "max_tokens": 20}`, ids(make([]int32, 5))))
	if code != 400 || !strings.Contains(msg, "exceeds the whole KV cache (6 blocks of 4 tokens)") {
		t.Errorf("a request over the whole cache: %d %s, want a 400", code, msg)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func ids(p []int32) string {
	b, _ := json.Marshal(p)
	return string(b)
}
