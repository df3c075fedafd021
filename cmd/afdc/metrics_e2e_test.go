package main

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"sync"
	"testing"
	"time"

	"afdc/compiler"
	"afdc/internal/paritytest"
	"afdc/ir"
)

// TestSplitMetrics: after real requests through a two-stage tiny pair, the attention server's
// per-stage step times, per-layer connector bytes and round trips, and the FFN's batch sizes (rows
// per layer batch, tokens per expert batch, peers per step) agree with the work done: every count
// follows from the tokens the steps carried and the manifest's wire schema.
func TestSplitMetrics(t *testing.T) {
	const stages = 2
	model := paritytest.Dir("v3")
	attn, ffn := buildExes(t, model, stages)
	var man struct {
		Wire []ir.WireLayer `json:"wire"`
	}
	out, err := exec.Command(ffn, "--print-manifest").Output()
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(out, &man); err != nil || len(man.Wire) == 0 {
		t.Fatalf("ffn manifest: %d wire layers, %v", len(man.Wire), err)
	}
	cfg, err := compiler.LoadConfig(model)
	if err != nil {
		t.Fatal(err)
	}
	d := deploy(t, attn, ffn, model, 1, 1, false)
	u := d.urls[0]

	// Two requests at once, so that some steps carry both and the stages are not all alike.
	var wg sync.WaitGroup
	for _, body := range []string{`{"prompt": [5, 6, 7, 8, 9], "max_tokens": 4, "temperature": 0, "ignore_eos": true}`,
		`{"prompt": [3, 4], "max_tokens": 6, "temperature": 0, "ignore_eos": true}`} {
		wg.Go(func() {
			if code, r, _ := post(t, u, "/v1/completions", body); code != 200 {
				t.Errorf("%s: %d %v", body, code, r)
			}
		})
	}
	wg.Wait()
	if t.Failed() {
		t.Fatal(d.logs())
	}
	a, err := scrapeMetrics(u)
	if err != nil {
		t.Fatal(err)
	}
	steps, rows := a["afdc_steps_total"], a["afdc_step_tokens_sum"]
	if steps < 6 || rows < 5+2+5 {
		t.Fatalf("attention: %v steps carrying %v tokens, expected at least 6 steps and 12 tokens", steps, rows)
	}
	// The FFN counts a step once its results are sent, which may be after the answer: wait for it
	// to catch up (a hang guard, not a speed check).
	var f map[string]float64
	for deadline := time.Now().Add(30 * time.Second); ; {
		if f, err = scrapeMetrics(d.ffnURL); err == nil && f["afdc_ffn_steps_total"] == steps {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("FFN: %v steps (err %v), expected the attention's %v", f["afdc_ffn_steps_total"], err, steps)
		}
		time.Sleep(20 * time.Millisecond)
	}

	// Stages: one observation per stage and step; a later stage is ready no sooner, and the step
	// (as the scheduler times it) takes at least as long as its last stage.
	var prev float64
	for s := range stages {
		n, sum := a[fmt.Sprintf(`afdc_stage_seconds_count{stage="%d"}`, s)], a[fmt.Sprintf(`afdc_stage_seconds_sum{stage="%d"}`, s)]
		if n != steps || sum <= 0 || sum < prev {
			t.Errorf("stage %d: %v observations summing to %vs, expected %v summing to more than 0 and at least stage %d's %vs", s, n, sum, steps, s-1, prev)
		}
		prev = sum
	}
	if step := a["afdc_step_seconds_sum"]; step < prev {
		t.Errorf("step time %vs is less than the last stage's %vs", step, prev)
	}

	// Connector: per layer, every token's row goes out and comes back once; every stage of every
	// step exchanges each layer (an empty stage too), so that many round trips.
	moe := 0
	for _, w := range man.Wire {
		var send, back float64
		for _, x := range w.ToFFN {
			send += rows * float64(int(x.Width)*dtypeSize(t, x.DType))
		}
		for _, x := range w.FromFFN {
			back += rows * float64(int(x.Width)*dtypeSize(t, x.DType))
		}
		l := fmt.Sprint(w.Layer)
		if got := a[`afdc_connector_bytes_total{dir="send",layer="`+l+`"}`]; got != send || send <= 0 {
			t.Errorf("layer %s: %v bytes sent, expected %v tokens × the wire's row bytes = %v", l, got, rows, send)
		}
		if got := a[`afdc_connector_bytes_total{dir="recv",layer="`+l+`"}`]; got != back {
			t.Errorf("layer %s: %v bytes received, expected %v", l, got, back)
		}
		n, sum := a[`afdc_connector_round_trip_seconds_count{layer="`+l+`"}`], a[`afdc_connector_round_trip_seconds_sum{layer="`+l+`"}`]
		// A round trip lies within its step, so a layer's sum is at most stages × the steps' time.
		if n != steps*stages || sum <= 0 || sum > stages*a["afdc_step_seconds_sum"] {
			t.Errorf("layer %s: %v round trips summing to %vs, expected %v summing to more than 0 and at most %d × the steps' %vs", l, n, sum, steps*stages, stages, a["afdc_step_seconds_sum"])
		}
		if w.Kind == "moe" {
			moe++
		}
	}

	// FFN: each layer runs one batch per stage with rows, all the tokens in all; each token picks
	// num_experts_per_tok experts in each MoE layer (sigmoid scores are never 0); one peer.
	if got, want := f["afdc_ffn_batch_rows_sum"], rows*float64(len(man.Wire)); got != want {
		t.Errorf("FFN batch rows sum %v, expected %v tokens × %d layers = %v", got, rows, len(man.Wire), want)
	}
	if got, want := f["afdc_ffn_expert_batch_tokens_sum"], rows*float64(moe*int(cfg.TopK)); got != want || moe == 0 {
		t.Errorf("FFN expert batch tokens sum %v, expected %v tokens × %d MoE layers × %d experts per token = %v", got, rows, moe, cfg.TopK, want)
	}
	// Every layer runs as many batches (one per stage with rows); in a MoE layer's batch each token
	// picks TopK distinct experts, so it runs between TopK and RoutedExperts expert batches.
	moeBatches := f["afdc_ffn_batch_rows_count"] * float64(moe) / float64(len(man.Wire))
	if n := f["afdc_ffn_expert_batch_tokens_count"]; n < moeBatches*float64(cfg.TopK) || n > moeBatches*float64(cfg.RoutedExperts) {
		t.Errorf("FFN: %v expert batches for %v MoE layer batches, expected %d to %d per batch", n, moeBatches, cfg.TopK, cfg.RoutedExperts)
	}
	if n, sum := f["afdc_ffn_step_peers_count"], f["afdc_ffn_step_peers_sum"]; n != steps || sum != steps {
		t.Errorf("FFN peers per step: %v observations summing to %v, expected %v steps of 1 peer", n, sum, steps)
	}
}

// dtypeSize is the bytes of one element of a wire dtype.
func dtypeSize(t *testing.T, name string) int {
	t.Helper()
	dt, err := ir.ParseDType(name)
	if err != nil {
		t.Fatalf("wire dtype %q: %v", name, err)
	}
	return int(dt.Size())
}
