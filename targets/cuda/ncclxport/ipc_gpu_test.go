//go:build gpu

package ncclxport

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"afdc/targets/cuda/cu"
)

// ipcGPUMaxRows is the rows a step of the IPC GPU test may carry (the hello's bound, and with the
// wire's widest row the receive buffers' size).
const ipcGPUMaxRows = 4096

// The CUDA IPC data plane between two processes on one GPU, with the stand-in backend of the NCCL
// test (gpu_test.go): the attention rank (this process) and the FFN rank (a child), both on GPU 0,
// so every value that comes back must be bit-exact what went out. Then the FFN process is killed
// with a step in flight, three times: the step must fail naming the FFN rank, and after a restart
// (fresh buffers) the next step must be exact. Then two attention processes against one FFN
// process, all on the GPU. Run it as
//
//	AFDC_GPU_OUT=out ./ncclxport.test -test.run GPUIPC -test.v
//
// It records ipc-gpu.json in AFDC_GPU_OUT.
func TestGPUIPC(t *testing.T) {
	if os.Getenv(envRole) != "" {
		t.Skip("child")
	}
	if err := cu.Load(); err != nil {
		t.Skipf("no CUDA driver: %v", err)
	}
	if n, err := cu.DeviceCount(); err != nil || n < 1 {
		t.Skipf("needs a GPU: %d (%v)", n, err)
	}
	t.Setenv(envPlane, IPC) // this process's hello and plane, and the children's
	out := os.Getenv("AFDC_GPU_OUT")
	if out == "" {
		out = t.TempDir()
	}
	os.MkdirAll(out, 0o755)
	width := 7168
	rep := map[string]any{"width": width}
	flush := func() {
		b, _ := json.MarshalIndent(rep, "", "  ")
		os.WriteFile(filepath.Join(out, "ipc-gpu.json"), b, 0o644)
	}
	defer flush()
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	ctx := context.Background()
	be, err := newGPUBE(0, width, 0)
	if err != nil {
		t.Fatal(err)
	}
	base := []string{envWidth + "=" + strconv.Itoa(width), envDev + "=0"}

	// Phase 1: exact round trips at decode batches and at prefill sizes.
	rv := freeAddr(t)
	ffn := startChild(t, out, "ipc-ffn-1A1F", append(base, envRole+"=ffn", envRV+"="+rv, envTopo+"=1")...)
	st := &Stats{}
	pctx, pcancel := context.WithCancel(ctx)
	remote, eng := attention(t, pctx, be, rv, 0, 1, width, log, st)
	exact, tried := 0, 0
	for i, seqs := range []int{1, 2, 8, 64, 64, 1024, 4096, 4096} {
		tried++
		t0 := time.Now()
		if err := stepCheck(ctx, eng, seqs, int32(10*i), width); err != nil {
			t.Errorf("1A1F step %d (%d rows): %v", i, seqs, err)
			continue
		}
		exact++
		rep[fmt.Sprintf("step %d rows %d ms", i, seqs)] = float64(time.Since(t0).Microseconds()) / 1000
	}
	rep["1A1F exact steps"] = fmt.Sprintf("%d of %d", exact, tried)
	rep["1A1F exchanges"] = st.Snapshot()
	flush()
	pcancel()
	remote.Close()
	ffn.kill()

	// Phase 2: the FFN process killed with a step in flight; a new one starts each time.
	type trial struct {
		FailedAfterMs float64
		Err           string
		NextStepOK    bool
		NextErr       string
	}
	var trials []trial
	rv = freeAddr(t)
	slowEnv := append(base, envRole+"=ffn", envRV+"="+rv, envTopo+"=1", envSlow+"=150")
	ffn = startChild(t, out, "ipc-ffn-kill-0", slowEnv...)
	pctx, pcancel = context.WithCancel(ctx)
	remote, eng = attention(t, pctx, be, rv, 0, 1, width, log, &Stats{})
	for i := range 3 {
		errc := make(chan error, 1)
		go func() { errc <- stepCheck(ctx, eng, 16, 7, width) }()
		time.Sleep(400 * time.Millisecond) // the FFN sleeps 150 ms per layer and stage: mid-step
		t0 := time.Now()
		ffn.cmd.Process.Signal(syscall.SIGKILL)
		var tr trial
		select {
		case err := <-errc:
			tr.FailedAfterMs = float64(time.Since(t0).Microseconds()) / 1000
			if err != nil {
				tr.Err = err.Error()
			}
		case <-time.After(30 * time.Second):
			tr.Err = "no answer within 30 s"
		}
		<-ffn.done
		if tr.Err == "" {
			t.Errorf("kill trial %d: the step in flight succeeded", i)
		}
		ffn = startChild(t, out, fmt.Sprintf("ipc-ffn-kill-%d", i+1), slowEnv...)
		pairUp(t, remote)
		if err := stepCheck(ctx, eng, 16, 9, width); err != nil {
			tr.NextErr = err.Error()
			t.Errorf("kill trial %d: the step after the restart: %v", i, err)
		} else {
			tr.NextStepOK = true
		}
		trials = append(trials, tr)
		rep["kill trials"] = trials
		flush()
		t.Logf("trial %d: %+v", i, tr)
	}
	pcancel()
	remote.Close()
	ffn.kill()

	// Phase 3: two attention processes (this one and a child) against one FFN process, one GPU.
	rv = freeAddr(t)
	ffn = startChild(t, out, "ipc-ffn-2A1F", append(base, envRole+"=ffn", envRV+"="+rv, envTopo+"=2")...)
	att := startChild(t, out, "ipc-attn-1", append(base, envRole+"=attn", envRV+"="+rv, envTopo+"=2", envRank+"=1", envSteps+"=30")...)
	pctx, pcancel = context.WithCancel(ctx)
	defer pcancel()
	remote, eng = attention(t, pctx, be, rv, 0, 2, width, log, &Stats{})
	ok2 := 0
	for i := range 30 {
		if err := stepCheck(ctx, eng, 8, int32(i), width); err != nil {
			t.Errorf("2A1F rank 0 step %d: %v", i, err)
		} else {
			ok2++
		}
	}
	childErr := <-att.done
	if childErr != nil {
		t.Errorf("2A1F attention rank 1 (child): %v", childErr)
	}
	rep["2A1F rank 0 exact steps of 30"] = ok2
	rep["2A1F rank 1 child"] = fmt.Sprint(childErr)
	remote.Close()
	ffn.kill()
}
