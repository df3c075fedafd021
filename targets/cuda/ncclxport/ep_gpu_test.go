//go:build gpu

package ncclxport

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"afdc/runtime/connector"
	"afdc/runtime/tensor"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/nccl"
)

// TestGPUEPRows: the expert-parallel rows plane over the installed NCCL in one process: attention
// rank 0 on GPU 0 and N = min(GPUs - 1, 3) expert ranks on GPUs 1..N, one communicator of N+1
// ranks. Every expert rank echoes the rows it receives back as its combine; the attention rank
// checks each returned byte against what it sent (per rank, differently many rows, one rank with
// none), and measures the one-way bandwidth from GPU 0 to each expert GPU at dispatch-like sizes
// (grouped sends of 7,168-wide bf16 rows), written to AFDC_GPU_OUT/ep-nccl-gpu.json: the link figure
// scripts/cuda/epnccl.sh sets the deployment's exchanges against. Skips without NCCL or with fewer
// than two GPUs. Run it as
//
//	AFDC_GPU_OUT=out NCCL_NVLS_ENABLE=0 ./ncclxport.test -test.run GPUEPRows -test.v
func TestGPUEPRows(t *testing.T) {
	if err := nccl.Load(); err != nil {
		t.Skipf("no NCCL: %v", err)
	}
	gpus, err := cu.DeviceCount()
	if err != nil || gpus < 2 {
		t.Skipf("needs two GPUs: %d (%v)", gpus, err)
	}
	n := min(gpus-1, 3)
	out := os.Getenv("AFDC_GPU_OUT")
	if out == "" {
		out = t.TempDir()
	}
	os.MkdirAll(out, 0o755)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	const width = 7168
	bes := make([]*gpuBE, n+1) // GPU g's device, stand-in backend for its buffers and streams
	qs := make([]*gpuQueue, n+1)
	for g := range n + 1 {
		if bes[g], err = newGPUBE(g, width, 0); err != nil {
			t.Fatal(err)
		}
		defer bes[g].Close()
		q, err := bes[g].NewQueue()
		if err != nil {
			t.Fatal(err)
		}
		qs[g] = q.(*gpuQueue)
	}
	topo := connector.Topology{AttentionRanks: 1, FFNRanks: n}
	rv := freeAddr(t)
	experts := make([]*EPExpert, n)
	fss := make([]*connector.FFNSide, n)
	sides := make([]*connector.AttnSide, n)
	var wg sync.WaitGroup
	errs := make([]error, 2*n)
	for r := range n {
		wg.Add(2)
		go func() {
			defer wg.Done()
			h := testHello(connector.RoleFFN, r, topo)
			h.ExpertParallel = true
			cfg := connector.Config{Rendezvous: rv, Hello: h}
			if r > 0 {
				cfg.Listen = "127.0.0.1:0"
			}
			fs, err := connector.ListenFFN(ctx, cfg)
			if err == nil {
				fss[r] = fs
				experts[r], err = NewEPExpert(fs, fs.Transport(), Options{Lib: NCCL(), Bind: bes[r+1].dev.Bind, Log: log}, n, r)
			}
			errs[r] = err
		}()
		go func() {
			defer wg.Done()
			h := testHello(connector.RoleAttention, 0, topo)
			h.ExpertParallel, h.To = true, r
			sides[r], errs[n+r] = connector.DialAttention(ctx, connector.Config{Rendezvous: rv, Hello: h})
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	attn, err := NewEPAttn(Options{Lib: NCCL(), Bind: bes[0].dev.Bind, Log: log}, 1, n, 0)
	if err != nil {
		t.Fatal(err)
	}
	links := make([]*EPLink, n)
	for r := range n {
		if links[r], err = attn.Link(r, sides[r], sides[r].Transport()); err != nil {
			t.Fatal(err)
		}
	}
	defer func() {
		attn.Close()
		for r := range n {
			experts[r].Close()
			sides[r].Close()
			fss[r].Close()
		}
	}()
	waitFor(t, "the communicator of all ranks", func() bool { return attn.Ready() == nil })

	// rowsOn allocates rows × width bf16 on GPU g, filled from seed (nil fill: left as is).
	rowsOn := func(g, rows int, seed byte) (tensor.Tensor, []byte, error) {
		buf, err := bes[g].Alloc(tensor.BF16, tensor.Device, rows, width)
		if err != nil || rows == 0 {
			return buf, nil, err
		}
		host := make([]byte, buf.Len())
		for i := range host {
			host[i] = byte(i*31) ^ seed
		}
		err = bes[g].dev.Do(func() error { return cu.CopyHtoD(cu.DevicePtr(buf.Ptr), host) })
		return buf, host, err
	}
	// exchange sends rows[r] rows to each expert rank r and has it echo them; it returns the
	// wall time of the dispatch (issue to every expert stream done) and checks the echoes.
	exchange := func(step uint64, rows []int, check bool) (time.Duration, error) {
		tag := connector.Tag{Step: step, Layer: 1, Stage: 0}
		sent := make([]tensor.Tensor, n)
		want := make([][]byte, n)
		back := make([]tensor.Tensor, n)
		for r := range n {
			var err error
			if sent[r], want[r], err = rowsOn(0, rows[r], byte(step)+byte(r)); err != nil {
				return 0, err
			}
			if back[r], _, err = rowsOn(0, rows[r], 0); err != nil {
				return 0, err
			}
		}
		got := make([]tensor.Tensor, n)
		var ewg sync.WaitGroup
		eerrs := make([]error, n)
		t0 := time.Now()
		var dispatched time.Duration
		for r := range n {
			ewg.Add(1)
			go func() {
				defer ewg.Done()
				eerrs[r] = bes[r+1].dev.Do(func() error {
					var err error
					if got[r], err = bes[r+1].Alloc(tensor.BF16, tensor.Device, rows[r], width); err != nil {
						return err
					}
					if err := experts[r].Group(func() error { return experts[r].RecvRows(ctx, qs[r+1], 0, tag, []tensor.Tensor{got[r]}) }); err != nil {
						return err
					}
					return qs[r+1].Sync(ctx)
				})
			}()
		}
		err := bes[0].dev.Do(func() error {
			return attn.Group(func() error {
				for r := range n {
					if err := links[r].SendRows(ctx, qs[0], r, tag, []tensor.Tensor{sent[r]}); err != nil {
						return err
					}
				}
				return nil
			})
		})
		ewg.Wait()
		dispatched = time.Since(t0)
		if err := errors.Join(append(eerrs, err)...); err != nil {
			return 0, err
		}
		if !check {
			return dispatched, bes[0].dev.Do(func() error { return qs[0].Sync(ctx) })
		}
		// The combine: every expert rank echoes its rows as one group; the attention receives all.
		for r := range n {
			ewg.Add(1)
			go func() {
				defer ewg.Done()
				eerrs[r] = bes[r+1].dev.Do(func() error {
					if err := experts[r].Group(func() error { return experts[r].SendRows(ctx, qs[r+1], 0, tag, []tensor.Tensor{got[r]}) }); err != nil {
						return err
					}
					return qs[r+1].Sync(ctx)
				})
			}()
		}
		err = bes[0].dev.Do(func() error {
			if err := attn.Group(func() error {
				for r := range n {
					if err := links[r].RecvRows(ctx, qs[0], r, tag, []tensor.Tensor{back[r]}); err != nil {
						return err
					}
				}
				return nil
			}); err != nil {
				return err
			}
			return qs[0].Sync(ctx)
		})
		ewg.Wait()
		if err := errors.Join(append(eerrs, err, attn.Check(step))...); err != nil {
			return 0, err
		}
		for r := range n {
			if rows[r] == 0 {
				continue
			}
			host := make([]byte, back[r].Len())
			if err := bes[0].dev.Do(func() error { return cu.CopyDtoH(host, cu.DevicePtr(back[r].Ptr)) }); err != nil {
				return 0, err
			}
			if !bytes.Equal(host, want[r]) {
				return 0, fmt.Errorf("step %d: expert rank %d's %d rows came back changed", step, r, rows[r])
			}
		}
		return dispatched, nil
	}
	// Exact round trips at decode sizes, one rank without rows in some.
	shapes := [][]int{{64, 0, 7}, {1, 3, 0}, {40, 41, 39}, {0, 64, 64}}
	for i, s := range shapes {
		if _, err := exchange(uint64(i+1), s[:n], true); err != nil {
			t.Fatalf("round trip %v: %v", s[:n], err)
		}
	}
	// The link: one-way grouped sends from GPU 0 to every expert GPU at once, and to each alone.
	type bw struct {
		Rows    []int   `json:"rows_per_rank"`
		Bytes   int     `json:"bytes_per_rank"`
		Seconds float64 `json:"seconds"`
		GBps    float64 `json:"gb_per_s_per_rank"`
	}
	var probe []bw
	for _, rows := range []int{64, 512, 4096} {
		for alone := -1; alone < n; alone++ {
			per := make([]int, n)
			for r := range n {
				if alone < 0 || alone == r {
					per[r] = rows
				}
			}
			var best time.Duration
			for i := range 5 {
				d, err := exchange(uint64(100+i), per, false)
				if err != nil {
					t.Fatal(err)
				}
				if i == 0 || d < best {
					best = d
				}
			}
			b := rows * width * 2
			probe = append(probe, bw{Rows: per, Bytes: b, Seconds: best.Seconds(), GBps: float64(b) / best.Seconds() / 1e9})
		}
	}
	v, _ := nccl.Version()
	rep, _ := json.MarshalIndent(map[string]any{"nccl_version": v, "expert_ranks": n, "round_trips_exact": len(shapes),
		"bandwidth": probe, "note": "wall time from the attention rank's group issue to every expert rank's stream done (best of 5), launch included"}, "", " ")
	if err := os.WriteFile(filepath.Join(out, "ep-nccl-gpu.json"), rep, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s", rep)
}
