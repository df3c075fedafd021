//go:build gpu

package cuda_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"afdc/compiler"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
	"afdc/targets/cuda"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/nccl"
	"afdc/targets/cuda/ncclxport"
)

// TestGPUNCCLSlice: the DeepSeek-V3 slice (full width, 4 layers, random weights) split across two
// GPUs, attention backend on GPU 0 and FFN backend on GPU 1, in one process over the runtime's own
// engines (SplitEngine with 2 stages, ServeFFN) and the NCCL data plane. At batch 64 it times:
//
//   - the split decode step over NCCL;
//   - the attention side alone: the same backend behind a peer that answers at once (no FFN, no
//     transfer), so a step is the attention's compute of 2 stages;
//   - the FFN side alone: the FFN backend's layers for both stages' 32 rows, synced;
//   - the link: a 1 GiB NCCL send/recv between the two GPUs;
//
// and records the exchanges' bytes and device time per layer and stage (in AFDC_GPU_OUT, as
// nccl-slice.json when set). The exchange is hidden when the split step is close to
// max(attention, FFN); the test reports the ratio and fails only on errors. Needs two GPUs.
func TestGPUNCCLSlice(t *testing.T) {
	cfg, err := compiler.LoadConfig("deepseek-v3")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(cfg.Raw, &raw); err != nil {
		t.Fatal(err)
	}
	raw["num_hidden_layers"] = 4
	b, _ := json.Marshal(raw)
	cut, err := compiler.ParseConfig("deepseek-v3 cut to 4 layers", "deepseek-v3-4l", b)
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(cut, compiler.BuildOptions{Target: "cuda", Stages: 2})
	if err != nil {
		t.Fatal(err)
	}
	needGPU(t, a.Attention, a.FFN)
	if n, err := cu.DeviceCount(); err != nil || n < 2 {
		t.Skipf("needs two GPUs, found %d (%v)", n, err)
	}
	nccl.SetSafeEnv()
	const batch, steps = 64, 16
	seed := int64(1)
	// The KV pool is capped so that two engines' queues (NCCL and attention alone) fit the budget.
	attn, err := cuda.Load(a.Attention, nil, runtime.LoadOptions{Device: 0, MemoryFraction: 0.4, MaxBatchTokens: 512, RandomWeights: &seed, KVBlockSize: 16, KVBlocks: 2048})
	if err != nil {
		t.Fatal(err)
	}
	defer attn.Close()
	ffn, err := cuda.Load(a.FFN, nil, runtime.LoadOptions{Device: 1, MemoryFraction: 0.4, MaxBatchTokens: 512, RandomWeights: &seed})
	if err != nil {
		t.Fatal(err)
	}
	defer ffn.Close()
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	// The FFN rank, served in this process on GPU 1.
	hello := func(role string) connector.Hello {
		return connector.Hello{Role: role, Plan: a.Plan, Version: "test", Topology: connector.Topology{AttentionRanks: 1, FFNRanks: 1},
			Stages: 2, Model: "deepseek-v3-4l", Target: "cuda", Transport: ncclxport.Name, MaxRows: 512}
	}
	rv := "127.0.0.1:7795"
	ffnStats := &ncclxport.Stats{}
	ffnDone := make(chan error, 1)
	go func() {
		fs, err := connector.ListenFFN(ctx, connector.Config{Rendezvous: rv, Hello: hello(connector.RoleFFN), Logger: log})
		if err != nil {
			ffnDone <- err
			return
		}
		defer fs.Close()
		tr, err := ncclxport.NewFFN(fs, ncclxport.Options{Lib: ncclxport.NCCL(), Drive: ffn.Drive, Log: log, Stats: ffnStats})
		if err != nil {
			ffnDone <- err
			return
		}
		defer tr.Close()
		ffnDone <- runtime.ServeFFN(ctx, fs, tr, ffn, a.Wire, nil, log)
	}()

	// The attention rank on GPU 0.
	remote, err := runtime.NewRemoteFFN(connector.Config{Rendezvous: rv, Hello: hello(connector.RoleAttention), Logger: log}, a.Wire, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := attn.SetPayloadMemory(tensor.Device); err != nil {
		t.Fatal(err)
	}
	xst := &ncclxport.Stats{}
	remote.SetDataPlane(ncclxport.Name, tensor.Device, func(ctx context.Context, side *connector.AttnSide) (connector.Transport, error) {
		return ncclxport.NewAttn(ctx, side, ncclxport.Options{Lib: ncclxport.NCCL(), Drive: attn.Drive, Log: log, Stats: xst})
	})
	go remote.Run(ctx)
	defer remote.Close()
	for deadline := time.Now().Add(60 * time.Second); remote.Ready() != nil; time.Sleep(5 * time.Millisecond) {
		select {
		case err := <-ffnDone:
			t.Fatalf("ffn rank: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("the pair did not come up: %v", remote.Ready())
		}
	}
	split := engine(t, attn, remote, 2)
	alone := engine(t, attn, nullPeer{}, 2)

	res := map[string]any{"batch": batch, "stages": 2, "decode_steps": steps}
	base := uint64(0)
	decode := func(e *runtime.SplitEngine) time.Duration {
		seqs := prefillBatch(t, ctx, e, &base, batch)
		run := func(n int) time.Duration {
			t0 := time.Now()
			for range n {
				decodeStep(t, ctx, e, seqs)
			}
			return time.Since(t0) / time.Duration(n)
		}
		run(3) // warm
		xst.Reset()
		ffnStats.Reset()
		d := run(steps)
		for _, s := range seqs {
			e.Release(s.ID)
		}
		return d
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1e3 }
	tSplit := decode(split)
	exch := xst.Snapshot()
	ffnExch := ffnStats.Snapshot()
	tAttn := decode(alone)

	// The FFN side alone: each layer's FFN for both stages' rows, on the FFN backend's own queues.
	tFFN, err := ffnAlone(ctx, ffn, a, batch/2, 2, steps)
	if err != nil {
		t.Fatal(err)
	}
	bw, err := linkBandwidth(attn, ffn, 1<<30)
	if err != nil {
		t.Fatal(err)
	}
	most := max(tAttn, tFFN)
	ratio := float64(tSplit) / float64(most)
	res["split_step_ms"], res["attention_alone_ms"], res["ffn_alone_ms"] = ms(tSplit), ms(tAttn), ms(tFFN)
	res["ratio_to_max_side"] = ratio
	res["link_gbytes_per_s"] = bw
	type perX struct {
		Layer, Stage    int
		Dir             string
		BytesPerXfer    float64
		DeviceMSPerXfer float64
		LinkMS          float64 // the bytes at the measured link bandwidth
	}
	list := func(ex []ncclxport.Exchange) []perX {
		var out []perX
		for _, e := range ex {
			p := perX{Layer: e.Layer, Stage: e.Stage, Dir: e.Dir}
			if e.Count > 0 {
				p.BytesPerXfer = float64(e.Bytes) / float64(e.Count)
				p.LinkMS = p.BytesPerXfer / (bw * 1e9) * 1e3
			}
			if e.Timed > 0 {
				p.DeviceMSPerXfer = float64(e.Nanos) / float64(e.Timed) / 1e6
			}
			out = append(out, p)
		}
		return out
	}
	res["attention_exchanges"], res["ffn_exchanges"] = list(exch), list(ffnExch)
	t.Logf("NCCLSLICE batch %d, 2 stages: split step %.2f ms, attention alone %.2f ms, ffn alone %.2f ms: ratio %.3f to the larger; link %.1f GB/s",
		batch, ms(tSplit), ms(tAttn), ms(tFFN), ratio, bw)
	for _, p := range list(exch) {
		t.Logf("NCCLSLICE layer %d stage %d %s: %.0f bytes, %.3f ms device time per transfer (%.3f ms at link bandwidth)", p.Layer, p.Stage, p.Dir, p.BytesPerXfer, p.DeviceMSPerXfer, p.LinkMS)
	}
	if out := os.Getenv("AFDC_GPU_OUT"); out != "" {
		j, _ := json.MarshalIndent(res, "", " ")
		if err := os.WriteFile(filepath.Join(out, "nccl-slice.json"), j, 0o644); err != nil {
			t.Error(err)
		}
	}
}

// nullPeer is an FFN that answers at once: every transfer is skipped, so a step is the attention's
// own work.
type nullPeer struct{}

func (nullPeer) BeginStep(context.Context, []int) (uint64, error) { return 1, nil }
func (nullPeer) Peer() int                                        { return 0 }
func (nullPeer) Send(context.Context, tensor.Queue, int, connector.Tag, []tensor.Tensor) error {
	return nil
}
func (nullPeer) Recv(context.Context, tensor.Queue, int, connector.Tag, []tensor.Tensor) error {
	return nil
}
func (nullPeer) Memory() tensor.Memory { return tensor.Device }
func (nullPeer) Name() string          { return "none" }
func (nullPeer) Close() error          { return nil }

// ffnAlone times the FFN backend's exchanged layers over stages stages of rows rows each (inputs as
// allocated: the ring's contents), all queues synced, per step, averaged over n steps.
func ffnAlone(ctx context.Context, be *cuda.Backend, a *compiler.Artifact, rows, stages, n int) (time.Duration, error) {
	var d time.Duration
	err := be.Drive(func() error {
		qs := make([]runtime.Queue, stages)
		for s := range qs {
			q, err := be.NewQueue()
			if err != nil {
				return err
			}
			qs[s] = q
		}
		step := func() error {
			for _, w := range a.Wire {
				for s := range stages {
					var in []tensor.Tensor
					for _, x := range w.ToFFN {
						dt, err := tensor.ParseDType(x.DType)
						if err != nil {
							return err
						}
						t, err := be.Alloc(dt, tensor.Device, rows, int(x.Width))
						if err != nil {
							return err
						}
						in = append(in, t)
					}
					dt, err := tensor.ParseDType(w.FromFFN[0].DType)
					if err != nil {
						return err
					}
					out, err := be.Alloc(dt, tensor.Device, rows, int(w.FromFFN[0].Width))
					if err != nil {
						return err
					}
					if err := be.FFN(ctx, qs[s], w.Layer, in, out); err != nil {
						return err
					}
				}
			}
			for _, q := range qs {
				if err := q.Sync(ctx); err != nil {
					return err
				}
			}
			return nil
		}
		for range 3 {
			if err := step(); err != nil {
				return err
			}
		}
		t0 := time.Now()
		for range n {
			if err := step(); err != nil {
				return err
			}
		}
		d = time.Since(t0) / time.Duration(n)
		return nil
	})
	return d, err
}

// linkBandwidth sends n bytes from the attention's GPU to the FFN's over a fresh two-rank NCCL
// communicator, 5 times after a warm-up, and returns GB/s (10^9 bytes per second).
func linkBandwidth(src, dst *cuda.Backend, n int) (float64, error) {
	id, err := nccl.GetUniqueID()
	if err != nil {
		return 0, err
	}
	type side struct {
		be   *cuda.Backend
		rank int
		comm nccl.Comm
		buf  cu.DevicePtr
		s    cu.Stream
	}
	sides := []*side{{be: src, rank: 0}, {be: dst, rank: 1}}
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, sd := range sides {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = sd.be.Drive(func() (err error) {
				if sd.buf, err = cu.MemAlloc(n); err != nil {
					return err
				}
				if sd.s, err = cu.StreamCreate(0); err != nil {
					return err
				}
				sd.comm, err = nccl.CommInitRank(2, id, sd.rank)
				return err
			})
		}()
	}
	wg.Wait()
	for _, e := range errs {
		if e != nil {
			return 0, fmt.Errorf("link bandwidth set-up: %w", e)
		}
	}
	defer func() {
		for _, sd := range sides {
			sd.be.Drive(func() error {
				sd.comm.Destroy()
				cu.MemFree(sd.buf)
				return nil
			})
		}
	}()
	round := func() error {
		for i, sd := range sides {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = sd.be.Drive(func() error {
					var err error
					if sd.rank == 0 {
						err = sd.comm.Send(sd.buf, n, nccl.Uint8, 1, sd.s)
					} else {
						err = sd.comm.Recv(sd.buf, n, nccl.Uint8, 0, sd.s)
					}
					if err != nil {
						return err
					}
					return sd.s.Synchronize()
				})
			}()
		}
		wg.Wait()
		for _, e := range errs {
			if e != nil {
				return e
			}
		}
		return nil
	}
	if err := round(); err != nil {
		return 0, err
	}
	const reps = 5
	t0 := time.Now()
	for range reps {
		if err := round(); err != nil {
			return 0, err
		}
	}
	return float64(n) * reps / time.Since(t0).Seconds() / 1e9, nil
}
