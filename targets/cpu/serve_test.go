package cpu_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
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
	ts := startServer(t, serve.Config{Model: "v3", Engine: eng, KVBlocks: 6, KVBlockSize: blockSize})

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

// startServer serves cfg over HTTP with its scheduler running until the test ends.
func startServer(t *testing.T, cfg serve.Config) *httptest.Server {
	t.Helper()
	srv := serve.New(cfg)
	ts := httptest.NewServer(srv.Handler())
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done; ts.Close() })
	return ts
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

// TestServePrefixCaching runs the scheduler with its prefix cache over the real CPU engine (an MLA
// and a GQA model, blocks of 4 tokens): prompts that begin with blocks another request computed
// start past them, and their logits are the ones the prompt gives alone, from the first token on,
// bit for bit; so is a conversation's next turn, whose prompt holds the first answer.
func TestServePrefixCaching(t *testing.T) {
	for _, name := range []string{"v3", "glm4.5"} {
		t.Run(name, func(t *testing.T) {
			pc, a, ck := loadParity(t, name, 0)
			prog := load(t, a.Full, ck)
			eng := must(cpu.NewLocalEngine(prog))
			const blockSize = 4
			if err := eng.SetBlockSize(blockSize); err != nil {
				t.Fatal(err)
			}
			ts := startServer(t, serve.Config{Model: name, Engine: eng, KVBlocks: 64, KVBlockSize: blockSize, PrefixCaching: true})

			run := func(prompt []int32) (toks []int32, logits [][]float32, cached int) {
				t.Helper()
				resp, err := http.Post(ts.URL+"/v1/completions", "application/json",
					strings.NewReader(fmt.Sprintf(`{"prompt": %s, "max_tokens": 3, "temperature": 0, "return_logits": true}`, ids(prompt))))
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				b, _ := io.ReadAll(resp.Body)
				var r struct {
					Choices []struct {
						TokenIDs []int32     `json:"token_ids"`
						Logits   [][]float32 `json:"logits"`
					} `json:"choices"`
					Usage struct {
						Details struct {
							Cached int `json:"cached_tokens"`
						} `json:"prompt_tokens_details"`
					} `json:"usage"`
				}
				if resp.StatusCode != 200 || json.Unmarshal(b, &r) != nil || len(r.Choices) != 1 {
					t.Fatalf("status %d: %s", resp.StatusCode, b)
				}
				return r.Choices[0].TokenIDs, r.Choices[0].Logits, r.Usage.Details.Cached
			}
			base := slices.Concat(pc.Prompts[0].PromptIDs, pc.Prompts[1].PromptIDs)
			first, _, _ := run(base)
			for _, tc := range []struct {
				name   string
				prompt []int32
			}{
				{"the same blocks, another tail", slices.Concat(base[:len(base)/blockSize*blockSize], []int32{5, 6})},
				{"the next turn", slices.Concat(base, first, []int32{7, 8, 9})},
			} {
				toks, logits, cached := run(tc.prompt)
				if cached == 0 {
					t.Errorf("%s: no token came from the cache", tc.name)
				}
				want, wantRows := greedy(t, must(cpu.NewLocalEngine(prog)), 1, tc.prompt, 3)
				if !slices.Equal(toks, want) {
					t.Errorf("%s: tokens %v, alone %v", tc.name, toks, want)
				}
				for k := range wantRows {
					for j := range wantRows[k] {
						if math.Float32bits(logits[k][j]) != math.Float32bits(wantRows[k][j]) {
							t.Fatalf("%s (%d tokens cached): step %d logit %d: %v, alone %v", tc.name, cached, k, j, logits[k][j], wantRows[k][j])
						}
					}
				}
			}
		})
	}
}
