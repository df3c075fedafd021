//go:build gpu

package cuda_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/ncclslice"
)

// TestGPUNCCLSlice: the DeepSeek-V3 slice (full width, 4 layers, random weights) split across two
// GPUs, attention backend on GPU 0 and FFN backend on GPU 1, in one process over the runtime's own
// engines (SplitEngine with 2 stages, ServeFFN) and the NCCL data plane, measured by the code of
// `afdc bench --target cuda --gpus` (package ncclslice). At batch 64 and context 1024 (random KV)
// it times:
//
//   - the split decode step over NCCL;
//   - the attention side alone: the same backend behind a peer that answers at once (no FFN, no
//     transfer), so a step is the attention's compute of 2 stages;
//   - the FFN side alone: the FFN backend's layers for both stages' 32 rows, synced;
//   - the link: a 1 GiB NCCL send/recv between the two GPUs;
//
// and records the exchanges' bytes and device time per layer and stage (in AFDC_GPU_OUT, as
// nccl-slice.json when set). The exchange is hidden when the split step is close to
// max(attention, FFN); the test reports the ratio and fails on errors and on exchanges that do not
// add up (every layer and stage moved its rows, the same bytes seen from both ranks). Needs two
// GPUs.
func TestGPUNCCLSlice(t *testing.T) {
	const batch, stages, tokens, steps = 64, 2, 1024, 16
	const name = "deepseek-v3-4l"
	a := presetCut(t, "deepseek-v3", name, stages, func(raw map[string]any) { raw["num_hidden_layers"] = 4 })
	needGPU(t, a.Attention, a.FFN)
	if n, err := cu.DeviceCount(); err != nil || n < 2 {
		t.Skipf("needs two GPUs, found %d (%v)", n, err)
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	p, err := ncclslice.Open(context.Background(), ncclslice.Config{Attention: a.Attention, FFN: a.FFN, Wire: a.Wire, Plan: a.Plan,
		Model: name, Stages: stages, AttentionGPU: 0, FFNGPU: 1, Seed: 1, MaxBatch: batch, MaxContext: tokens, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	r, err := p.Measure(context.Background(), batch, tokens, steps)
	if err != nil {
		t.Fatal(err)
	}
	bw, err := p.LinkBandwidth(1<<30, 5)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("NCCLSLICE batch %d, %d stages, context %d: split step %.2f ms, attention alone %.2f ms, ffn alone %.2f ms: ratio %.3f to the larger; link %.1f GB/s",
		batch, stages, tokens, r.SplitStepMs, r.AttentionMs, r.FFNMs, r.Ratio, bw)
	attn := ncclslice.Transfers(r.AttentionX, bw)
	for _, x := range attn {
		t.Logf("NCCLSLICE layer %d stage %d %s: %.0f bytes, %.3f ms device time per transfer (%.4f ms at link bandwidth)", x.Layer, x.Stage, x.Dir, x.Bytes, x.DeviceMs, x.LinkMs)
	}
	// Every exchanged layer and stage moved its rows both ways, steps times, and the FFN rank saw
	// transfers of the same size in the other direction (per transfer: the FFN rank counts a
	// transfer once it has issued it, which can trail the attention rank's clock by a moment).
	if want := len(a.Wire) * stages * 2; len(attn) != want {
		t.Errorf("%d exchanges on the attention side, expected %d (layers x stages x 2 directions)", len(attn), want)
	}
	ffnBytes := map[[3]any]float64{}
	for _, x := range ncclslice.Transfers(r.FFNX, bw) {
		ffnBytes[[3]any{x.Layer, x.Stage, x.Dir}] = x.Bytes
	}
	flip := map[string]string{"send": "recv", "recv": "send"}
	for _, x := range attn {
		if x.Count != steps {
			t.Errorf("layer %d stage %d %s: %d transfers, expected one per timed step (%d)", x.Layer, x.Stage, x.Dir, x.Count, steps)
		}
		if got := ffnBytes[[3]any{x.Layer, x.Stage, flip[x.Dir]}]; got != x.Bytes || x.Bytes == 0 {
			t.Errorf("layer %d stage %d %s: %.0f bytes a transfer on the attention side, %.0f on the ffn side, expected the same, not 0", x.Layer, x.Stage, x.Dir, x.Bytes, got)
		}
	}
	if out := os.Getenv("AFDC_GPU_OUT"); out != "" {
		res := map[string]any{"result": r, "link_gbytes_per_s": bw, "attention_transfers": attn, "ffn_transfers": ncclslice.Transfers(r.FFNX, bw)}
		j, _ := json.MarshalIndent(res, "", " ")
		if err := os.WriteFile(filepath.Join(out, "nccl-slice.json"), j, 0o644); err != nil {
			t.Error(err)
		}
	}
}
