package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"afdc/compiler"
	"afdc/internal/paritytest"
)

// buildEPExes compiles model for cpu with --ep ep (and extra flags) into a fresh folder.
func buildEPExes(t *testing.T, model string, ep int, extra ...string) (attn, ffn string) {
	t.Helper()
	out := t.TempDir()
	afdc(t, append([]string{"build", "--model", model, "--target", "cpu", "--stages", "2", "--ep", fmt.Sprint(ep), "-o", out}, extra...)...)
	cfg, err := compiler.LoadConfig(model)
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(out, cfg.Name+"-attention"), filepath.Join(out, cfg.Name+"-ffn")
}

func epGet(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// TestExpertParallelExecutables: the executables of --ep builds, deployed as 2 attention ranks × 3
// expert ranks (16 experts as 6, 5, 5) and 1 attention rank × 3 expert ranks (8 experts as 3, 3, 2),
// answer concurrent requests with the monolithic model's tokens and logits bit for bit, and export
// the expert load and the dispatch and combine bytes.
func TestExpertParallelExecutables(t *testing.T) {
	for _, tc := range []struct {
		model     string
		ep, ranks int
	}{{"v3", 3, 2}, {"glm4.5", 3, 1}} {
		t.Run(fmt.Sprintf("%s/%dA%dE", tc.model, tc.ranks, tc.ep), func(t *testing.T) {
			model := paritytest.Dir(tc.model)
			attn, ffn := buildEPExes(t, model, tc.ep)
			reqs := mixedRequests(tc.ranks, 96)
			d := deploy(t, attn, ffn, model, tc.ranks, tc.ep, false)
			checkBitExact(t, reqs, d.sendAll(reqs), reference(t, model, model, reqs))
			_, m := epGet(t, d.urls[0]+"/metrics")
			for _, want := range []string{`afdc_ep_dispatch_tokens_total{layer="`, `rank="2"`, `dir="combine"`, `afdc_ep_seconds_bucket`} {
				if !strings.Contains(m, want) {
					t.Errorf("attention /metrics lacks %s", want)
				}
			}
			_, m = epGet(t, d.ffnURL+"/metrics")
			if !strings.Contains(m, `afdc_expert_rank_tokens_total{layer="`) || !strings.Contains(m, `afdc_expert_rank_pairs_total`) {
				t.Errorf("expert rank 0 /metrics lacks its tokens and pairs per layer:\n%s", m)
			}
		})
	}
}

// TestExpertRankKilled: with 2 attention ranks × 2 expert ranks, killing expert rank 1 while both
// attention ranks stream fails every in-flight request within 5 s with an error naming the expert
// rank, /health turns 503, and once the rank is back the deployment answers as before.
func TestExpertRankKilled(t *testing.T) {
	model := paritytest.Dir("v2")
	attn, ffnExe := buildEPExes(t, model, 2)
	d := deploy(t, attn, ffnExe, model, 2, 2, false)
	reqs := []request{{rank: 0, prompt: []int32{5, 6, 7}, n: 4}, {rank: 1, prompt: []int32{9, 1}, n: 4}}
	before := d.sendAll(reqs)
	var rank1 *proc
	for _, p := range d.procs {
		if p.Name == "ffn rank 1" {
			rank1 = p
		}
	}
	// Long requests in flight on both attention ranks, then the kill.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	type result struct {
		err error
		at  time.Time
	}
	results := make([]result, 4)
	var wg sync.WaitGroup
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := complete(ctx, d.urls[i%2], map[string]any{"prompt": []int32{int32(i + 1), 2, 3}, "max_tokens": 400, "temperature": 0, "ignore_eos": true})
			results[i] = result{err, time.Now()}
		}()
	}
	time.Sleep(300 * time.Millisecond)
	killed := time.Now()
	rank1.Cmd.Process.Kill()
	rank1.Wait(5 * time.Second)
	wg.Wait()
	for i, r := range results {
		if r.err == nil {
			t.Errorf("request %d finished although an expert rank died while it ran", i)
			continue
		}
		if d := r.at.Sub(killed); d > 5*time.Second {
			t.Errorf("request %d failed %v after the kill, want within 5s: %v", i, d, r.err)
		}
		if !strings.Contains(r.err.Error(), "expert rank 1") {
			t.Errorf("request %d: %v, want an error naming expert rank 1", i, r.err)
		}
		t.Logf("request %d: failed %v after the kill: %v", i, r.at.Sub(killed).Round(time.Millisecond), r.err)
	}
	for _, u := range d.urls {
		if code, body := epGet(t, u+"/health"); code != http.StatusServiceUnavailable || !strings.Contains(body, "expert rank 1") {
			t.Errorf("%s/health with expert rank 1 gone: %d %q, want 503 naming it", u, code, body)
		}
	}
	again, err := startProc("ffn rank 1 again", ffnExe, rank1.Cmd.Args[1:]...)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range d.procs {
		if p == rank1 {
			d.procs[i] = again
		}
	}
	for _, u := range d.urls {
		if err := waitHealthy(ctx, u, again); err != nil {
			t.Fatalf("%v\n%s", err, d.logs())
		}
	}
	after := d.sendAll(reqs)
	for i := range reqs {
		if fmt.Sprint(after[i].Choices[0].TokenIDs) != fmt.Sprint(before[i].Choices[0].TokenIDs) {
			t.Errorf("request %d after the restart: tokens %v, before %v", i, after[i].Choices[0].TokenIDs, before[i].Choices[0].TokenIDs)
		}
	}
}

// TestExpertMapMismatchRefused: an expert rank built with another expert map than the attention
// rank's is refused at the handshake, both sides naming the plan of each.
func TestExpertMapMismatchRefused(t *testing.T) {
	model := paritytest.Dir("glm4.5")
	attn, _ := buildEPExes(t, model, 2)
	mapFile := filepath.Join(t.TempDir(), "map.json")
	if err := os.WriteFile(mapFile, []byte(`{"ranks": 2, "layers": {"1": [1, 0, 1, 0, 1, 0, 1, 0]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, otherFFN := buildEPExes(t, model, 2, "--expert-map", mapFile)
	rdv, err := freeAddr()
	if err != nil {
		t.Fatal(err)
	}
	httpAddr, _ := freeAddr()
	common := []string{"--weights", model, "--rendezvous", rdv, "--connect-timeout", "20s", "--ffn-ranks", "2"}
	ffn, err := startProc("ffn", otherFFN, append(common, "--rank", "0")...)
	if err != nil {
		t.Fatal(err)
	}
	att, err := startProc("attention", attn, append(common, "--http", httpAddr)...)
	if err != nil {
		t.Fatal(err)
	}
	defer att.Stop(time.Second)
	defer ffn.Stop(time.Second)
	if err := att.Wait(20 * time.Second); err == nil {
		t.Errorf("attention rank exited cleanly, want a refusal")
	}
	for _, w := range []string{"plan mismatch", "attention has plan", "ffn has plan"} {
		if !strings.Contains(att.Output(), w) {
			t.Errorf("attention output lacks %q:\n%s", w, att.Output())
		}
	}
	if !strings.Contains(ffn.Output(), "plan mismatch") {
		t.Errorf("expert rank output lacks the refusal:\n%s", ffn.Output())
	}
}

// TestExpertRankStalls: with 1 attention rank × 2 expert ranks, an expert rank that stops (SIGSTOP)
// while a request runs fails it within 5 s (the attention rank's --peer-silence of 2 s) naming the
// rank, /health turns 503, and when the rank runs again the deployment answers as before.
func TestExpertRankStalls(t *testing.T) {
	model := paritytest.Dir("glm4.5-air")
	attnExe, ffnExe := buildEPExes(t, model, 2)
	rdv, err := freeAddr()
	if err != nil {
		t.Fatal(err)
	}
	httpAddr, _ := freeAddr()
	base := "http://" + httpAddr
	common := []string{"--weights", model, "--rendezvous", rdv, "--connect-timeout", "30s", "--ffn-ranks", "2", "--log-level", "warn",
		"--heartbeat", "200ms", "--peer-silence", "2s"}
	var procs []*proc
	defer func() {
		for _, p := range procs {
			p.Cmd.Process.Signal(syscall.SIGCONT)
			p.Stop(5 * time.Second)
		}
	}()
	for r := range 2 {
		args := append(append([]string{}, common...), "--rank", fmt.Sprint(r))
		if r > 0 {
			args = append(args, "--listen", "127.0.0.1:0")
		}
		p, err := startProc(fmt.Sprintf("ffn rank %d", r), ffnExe, args...)
		if err != nil {
			t.Fatal(err)
		}
		procs = append(procs, p)
	}
	att, err := startProc("attention", attnExe, append(common, "--http", httpAddr)...)
	if err != nil {
		t.Fatal(err)
	}
	procs = append([]*proc{att}, procs...)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := waitHealthy(ctx, base, procs...); err != nil {
		t.Fatal(err)
	}
	req := map[string]any{"prompt": []int32{9, 8, 7}, "max_tokens": 3, "temperature": 0}
	before, err := complete(ctx, base, req)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := complete(ctx, base, map[string]any{"prompt": []int32{4, 5}, "max_tokens": 400, "temperature": 0, "ignore_eos": true})
		done <- err
	}()
	time.Sleep(200 * time.Millisecond)
	stopProc(t, procs[2])
	stalled := time.Now()
	err = <-done
	if took := time.Since(stalled); err == nil || took > 5*time.Second || !strings.Contains(err.Error(), "expert rank 1") {
		t.Errorf("request with expert rank 1 stalled: %v after %v, want an error naming it within 5s", err, took)
	} else {
		t.Logf("failed %v after the stall: %v", took.Round(time.Millisecond), err)
	}
	if code, body := epGet(t, base+"/health"); code != http.StatusServiceUnavailable || !strings.Contains(body, "expert rank 1") {
		t.Errorf("/health with expert rank 1 stalled: %d %q, want 503 naming it", code, body)
	}
	procs[2].Cmd.Process.Signal(syscall.SIGCONT)
	if err := waitHealthy(ctx, base, procs...); err != nil {
		t.Fatalf("%v\n%s\n%s", err, att.Output(), procs[2].Output())
	}
	var after *completionResult
	for ctx.Err() == nil { // the first step after the resume may still meet the old connection
		if after, err = complete(ctx, base, req); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if after == nil || fmt.Sprint(after.Choices[0].TokenIDs) != fmt.Sprint(before.Choices[0].TokenIDs) {
		t.Errorf("after expert rank 1 resumed: %v, %v; want tokens %v", after, err, before.Choices[0].TokenIDs)
	}
}
