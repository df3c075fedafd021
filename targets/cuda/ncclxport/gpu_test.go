//go:build gpu

package ncclxport

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"log/slog"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/device"
	"afdc/targets/cuda/nccl"
)

// The NCCL data plane between processes on two GPUs, without a model: the attention rank (this
// process, GPU 0) and the FFN rank (a child process, GPU 1) run the runtime's engines over the
// transport with a stand-in backend whose attention forwards the hidden state it last received and
// whose FFN copies its input to its output, so every value that comes back must be bit-exact what
// went out. Needs two GPUs; run it as
//
//	AFDC_GPU_OUT=out NCCL_NVLS_ENABLE=0 ./ncclxport.test -test.run GPU -test.v
//
// It records (in AFDC_GPU_OUT, as nccl-gpu.json) the exchanges' bytes and device times, the time from
// killing the FFN process to the failure of the step in flight, and whether the next step after a
// restart succeeded.

const (
	envRole  = "AFDC_NCCL_ROLE" // "ffn" or "attn" in a child
	envRV    = "AFDC_NCCL_RV"
	envTopo  = "AFDC_NCCL_TOPO" // attention ranks of the 1-FFN topology
	envRank  = "AFDC_NCCL_RANK"
	envDev   = "AFDC_NCCL_DEV"
	envSlow  = "AFDC_NCCL_SLOW"  // the FFN sleeps this long per layer (a step in flight to kill)
	envWidth = "AFDC_NCCL_WIDTH" // hidden width
	envSteps = "AFDC_NCCL_STEPS" // an attention child's steps
	envPlane = "AFDC_NCCL_PLANE" // the data plane: "nccl" (default) or "ipc"
)

// gpuBE is the stand-in backend on one GPU: buffers from a bump arena (reset, once the device is idle,
// when full), a stream per queue.
type gpuBE struct {
	dev   *device.Device
	width int
	slow  time.Duration

	arena *device.Arena
	qs    []*gpuQueue
}

type gpuQueue struct {
	be    *gpuBE
	s     cu.Stream
	pin   *cu.HostBuf
	dirty bool
}

func (q *gpuQueue) Stream() cu.Stream { return q.s }
func (q *gpuQueue) Enqueued()         { q.dirty = true }

// Sync polls the stream (on the device thread: the runtime calls it inside Drive).
func (q *gpuQueue) Sync(ctx context.Context) error {
	for {
		done, err := q.s.Done()
		if err != nil || done {
			q.dirty = false
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		time.Sleep(20 * time.Microsecond)
	}
}

func newGPUBE(ordinal, width int, slow time.Duration) (*gpuBE, error) {
	d, err := device.Open(ordinal, device.Options{})
	if err != nil {
		return nil, err
	}
	b := &gpuBE{dev: d, width: width, slow: slow}
	if b.arena, err = d.NewArena(16 << 30); err != nil {
		return nil, err
	}
	return b, nil
}

func (b *gpuBE) Target() string             { return "cuda" }
func (b *gpuBE) Drive(f func() error) error { return b.dev.Do(f) }
func (b *gpuBE) Close() error               { return b.dev.Close() }
func (b *gpuBE) Release(uint64)             {}
func (b *gpuBE) SetBlockSize(int) error     { return nil }
func (b *gpuBE) Vocab() int                 { return b.width }
func (b *gpuBE) Exchanges() []int           { return []int{0, 1, 2} }
func (b *gpuBE) Layers() []int              { return []int{0, 1, 2} }

func (b *gpuBE) NewQueue() (runtime.Queue, error) {
	s, err := cu.StreamCreate(cu.StreamNonBlocking)
	if err != nil {
		return nil, err
	}
	q := &gpuQueue{be: b, s: s}
	b.qs = append(b.qs, q)
	return q, nil
}

func (b *gpuBE) Alloc(dt tensor.DType, mem tensor.Memory, shape ...int) (tensor.Tensor, error) {
	t := tensor.Tensor{DType: dt, Shape: append([]int(nil), shape...), Mem: tensor.Device}
	if mem == tensor.Host {
		return tensor.New(dt, shape...), nil
	}
	// No reuse within a step: a buffer allocated early in a step (a stage's received result) is
	// read late in it. The attention side starts over at a step's start (Begin); the FFN processes
	// of this test are short-lived and never do.
	p, err := b.arena.Alloc(max(t.Len(), 1))
	t.Ptr = uintptr(p)
	return t, err
}

// FFN copies the hidden state in to out.
func (b *gpuBE) FFN(_ context.Context, q runtime.Queue, _ int, in []tensor.Tensor, out tensor.Tensor) error {
	if b.slow > 0 {
		time.Sleep(b.slow)
	}
	return cu.CopyDtoDAsync(cu.DevicePtr(out.Ptr), cu.DevicePtr(in[0].Ptr), out.Len(), q.(*gpuQueue).s)
}

type gpuRun struct {
	b    *gpuBE
	q    *gpuQueue
	ids  []int32
	seqs int
	y    tensor.Tensor
}

// pattern is the hidden state a token starts with: bit patterns that any misplaced byte changes.
func pattern(id int32, c int) float32 { return float32(id)*1000 + float32(c%997) + 0.25 }

func (b *gpuBE) Begin(_ context.Context, q runtime.Queue, bt runtime.Batch) (runtime.AttentionRun, error) {
	if q == runtime.Queue(b.qs[0]) && b.arena.Used() > b.arena.Size()/2 {
		// A step's first stage: every stream has finished with the arena's buffers before reuse.
		for _, q := range b.qs {
			if err := q.s.Synchronize(); err != nil {
				return nil, err
			}
		}
		b.arena.Reset()
	}
	return &gpuRun{b: b, q: q.(*gpuQueue), ids: append([]int32(nil), bt.IDs.I32()...), seqs: len(bt.Seqs)}, nil
}

func (r *gpuRun) Attention(_ context.Context, layer int) ([]tensor.Tensor, error) {
	rows := len(r.ids)
	h, err := r.b.Alloc(tensor.F32, tensor.Device, rows, r.b.width)
	if err != nil {
		return nil, err
	}
	if r.y.Ptr == 0 {
		host := make([]byte, h.Len())
		for i, id := range r.ids {
			for c := range r.b.width {
				binary.LittleEndian.PutUint32(host[4*(i*r.b.width+c):], math.Float32bits(pattern(id, c)))
			}
		}
		if err := cu.CopyHtoD(cu.DevicePtr(h.Ptr), host); err != nil {
			return nil, err
		}
	} else if err := cu.CopyDtoDAsync(cu.DevicePtr(h.Ptr), cu.DevicePtr(r.y.Ptr), h.Len(), r.q.s); err != nil {
		return nil, err
	}
	// Router logits: [rows, 256] f32, as DeepSeek-V3's, filled with the layer number.
	lg, err := r.b.Alloc(tensor.F32, tensor.Device, rows, 256)
	if err != nil {
		return nil, err
	}
	if err := cu.MemsetD32Async(cu.DevicePtr(lg.Ptr), math.Float32bits(float32(layer)), rows*256, r.q.s); err != nil {
		return nil, err
	}
	return []tensor.Tensor{h, lg}, nil
}

func (r *gpuRun) Resume(_ context.Context, _ int, y tensor.Tensor) error { r.y = y; return nil }

// Finish returns the hidden state that came back last, one row per sequence (one token each).
func (r *gpuRun) Finish(context.Context) (runtime.Output, error) {
	n := r.y.Len()
	if r.q.pin == nil || r.q.pin.Len() < n {
		var err error
		if r.q.pin, err = cu.MemHostAlloc(max(n, 1), cu.HostAllocPortable); err != nil {
			return runtime.Output{}, err
		}
	}
	if err := cu.CopyDtoHAsync(r.q.pin, 0, cu.DevicePtr(r.y.Ptr), n, r.q.s); err != nil {
		return runtime.Output{}, err
	}
	return runtime.Output{Logits: tensor.Tensor{DType: tensor.F32, Shape: []int{r.seqs, r.b.width}, Bytes: r.q.pin.Bytes()[:n]}}, nil
}

func gpuWire(width int) []ir.WireLayer {
	var w []ir.WireLayer
	for l := range 3 {
		w = append(w, ir.WireLayer{Layer: l, Kind: "moe",
			ToFFN:   []ir.WireTensor{{Name: "hidden", DType: "f32", Width: int64(width)}, {Name: "router_logits", DType: "f32", Width: 256}},
			FromFFN: []ir.WireTensor{{Name: "hidden", DType: "f32", Width: int64(width)}}})
	}
	return w
}

func gpuHello(role string, rank, attnRanks int) connector.Hello {
	h := testHello(role, rank, connector.Topology{AttentionRanks: attnRanks, FFNRanks: 1})
	if os.Getenv(envPlane) == IPC {
		h.Transport, h.MaxRows = IPC, ipcGPUMaxRows
	}
	return h
}

func envInt(k string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(k)); err == nil {
		return v
	}
	return def
}

// TestGPUChild is the child processes' entry: nothing unless the role variable is set.
func TestGPUChild(t *testing.T) {
	role := os.Getenv(envRole)
	if role == "" {
		t.Skip("the parent test starts it")
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	width := envInt(envWidth, 7168)
	be, err := newGPUBE(envInt(envDev, 1), width, time.Duration(envInt(envSlow, 0))*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	rv, topo := os.Getenv(envRV), envInt(envTopo, 1)
	switch role {
	case "ffn":
		fs, err := connector.ListenFFN(ctx, connector.Config{Rendezvous: rv, Hello: gpuHello(connector.RoleFFN, 0, topo), Logger: log})
		if err != nil {
			t.Fatal(err)
		}
		var tr connector.Transport
		if os.Getenv(envPlane) == IPC {
			tr, err = NewIPCFFN(fs, Options{Dev: CUDA(), Bind: be.dev.Bind, Log: log, Stages: 2})
		} else {
			tr, err = NewFFN(fs, Options{Lib: NCCL(), Bind: be.dev.Bind, Log: log})
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := runtime.ServeFFN(ctx, fs, tr, be, gpuWire(width), nil, log); err != nil {
			t.Fatal(err)
		}
	case "attn":
		rank := envInt(envRank, 1)
		remote, eng := attention(t, ctx, be, rv, rank, topo, width, log, &Stats{})
		defer remote.Close()
		for i := range envInt(envSteps, 20) {
			if err := stepCheck(ctx, eng, 8, int32(100*rank+i), width); err != nil {
				t.Fatalf("attention rank %d step %d: %v", rank, i, err)
			}
		}
		t.Logf("attention rank %d: %d steps exact", rank, envInt(envSteps, 20))
	}
}

func attention(t *testing.T, ctx context.Context, be *gpuBE, rv string, rank, topo, width int, log *slog.Logger, st *Stats) (*runtime.RemoteFFN, *runtime.SplitEngine) {
	t.Helper()
	remote, err := runtime.NewRemoteFFN(connector.Config{Rendezvous: rv, Hello: gpuHello(connector.RoleAttention, rank, topo), Logger: log}, gpuWire(width), 0)
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv(envPlane) == IPC {
		slot := ipcGPUMaxRows * runtime.WireRowBytes(gpuWire(width))
		remote.SetDataPlane(IPC, tensor.Device, func(ctx context.Context, side *connector.AttnSide) (connector.Transport, error) {
			return NewIPCAttn(ctx, side, Options{Dev: CUDA(), Bind: be.dev.Bind, Log: log, Stats: st, Stages: 2, SlotBytes: slot})
		})
	} else {
		remote.SetDataPlane(Name, tensor.Device, func(ctx context.Context, side *connector.AttnSide) (connector.Transport, error) {
			return NewAttn(ctx, side, Options{Lib: NCCL(), Bind: be.dev.Bind, Log: log, Stats: st})
		})
	}
	go remote.Run(ctx)
	eng, err := runtime.NewSplitEngine(be, remote, 2)
	if err != nil {
		t.Fatal(err)
	}
	pairUp(t, remote)
	return remote, eng
}

func pairUp(t *testing.T, remote *runtime.RemoteFFN) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for remote.Ready() != nil {
		if time.Now().After(deadline) {
			t.Fatalf("the pair did not come up: %v", remote.Ready())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// stepCheck runs one decode step of seqs sequences (ids base, base+1, ...) and checks every value.
func stepCheck(ctx context.Context, eng *runtime.SplitEngine, seqs int, base int32, width int) error {
	var steps []runtime.SeqStep
	for i := range seqs {
		steps = append(steps, runtime.SeqStep{ID: uint64(i + 1), Tokens: []int32{base + int32(i)}, Past: 3})
	}
	out, err := eng.Step(ctx, steps)
	if err != nil {
		return err
	}
	for i, row := range out {
		for c, v := range row {
			if want := pattern(base+int32(i), c); v != want {
				return fmt.Errorf("sequence %d value %d: %v, want %v", i, c, v, want)
			}
		}
	}
	return nil
}

type child struct {
	cmd  *exec.Cmd
	done chan error
}

func startChild(t *testing.T, out, name string, env ...string) *child {
	t.Helper()
	// One file for every child (fewer files to bring back), each line prefixed by the child's name.
	f, err := os.OpenFile(filepath.Join(out, "children.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(f, "==== %s\n", name)
	cmd := exec.Command(os.Args[0], "-test.run", "^TestGPUChild$", "-test.v")
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = f, f
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := &child{cmd: cmd, done: make(chan error, 1)}
	go func() { c.done <- cmd.Wait(); f.Close() }()
	return c
}

func (c *child) kill() error {
	c.cmd.Process.Signal(syscall.SIGKILL)
	return <-c.done
}

type gpuReport struct {
	NCCLVersion int
	Width       int
	Phases      map[string]any
}

func TestGPUTwoProcesses(t *testing.T) {
	if os.Getenv(envRole) != "" {
		t.Skip("child")
	}
	if err := nccl.Load(); err != nil {
		t.Skipf("no NCCL: %v", err)
	}
	if n, err := cu.DeviceCount(); err != nil || n < 2 {
		t.Skipf("needs two GPUs: %d (%v)", n, err)
	}
	out := os.Getenv("AFDC_GPU_OUT")
	if out == "" {
		out = t.TempDir()
	}
	os.MkdirAll(out, 0o755)
	v, _ := nccl.Version()
	width := 7168
	rep := gpuReport{NCCLVersion: v, Width: width, Phases: map[string]any{}}
	// Written after every phase, so a run cut short keeps what it measured.
	flush := func() {
		b, _ := json.MarshalIndent(rep, "", "  ")
		os.WriteFile(filepath.Join(out, "nccl-gpu.json"), b, 0o644)
	}
	defer flush()
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	ctx := context.Background()
	be, err := newGPUBE(0, width, 0)
	if err != nil {
		t.Fatal(err)
	}
	base := []string{envWidth + "=" + strconv.Itoa(width), envDev + "=1"}

	// Phase 1: one attention rank (GPU 0) and one FFN rank (GPU 1): exact round trips at decode
	// batches, then large transfers for the link's bandwidth.
	rv := freeAddr(t)
	ffn := startChild(t, out, "ffn-1A1F", append(base, envRole+"=ffn", envRV+"="+rv, envTopo+"=1")...)
	st := &Stats{}
	pctx, pcancel := context.WithCancel(ctx)
	remote, eng := attention(t, pctx, be, rv, 0, 1, width, log, st)
	exact := 0
	for i, seqs := range []int{1, 2, 8, 64, 64, 64, 64} {
		if err := stepCheck(ctx, eng, seqs, int32(10*i), width); err != nil {
			t.Errorf("1A1F step %d (%d sequences): %v", i, seqs, err)
		} else {
			exact++
		}
	}
	rep.Phases["1A1F exact steps of 7"] = exact
	flush()
	// Decode at batch 64, 2 stages: the wall time of a step (3 exchanged layers, stand-in compute).
	st.Reset()
	t0 := time.Now()
	const n64 = 50
	for i := range n64 {
		if err := stepCheck(ctx, eng, 64, int32(i), width); err != nil {
			t.Fatal(err)
		}
	}
	rep.Phases["batch 64 step ms"] = float64(time.Since(t0).Microseconds()) / 1000 / n64
	rep.Phases["batch 64 exchanges"] = st.Snapshot()
	st.Reset()
	for _, rows := range []int{1024, 4096} {
		t0 := time.Now()
		if err := stepCheck(ctx, eng, rows, 1, width); err != nil {
			t.Fatal(err)
		}
		rep.Phases[fmt.Sprintf("rows %d step ms", rows)] = float64(time.Since(t0).Microseconds()) / 1000
	}
	rep.Phases["large exchanges"] = st.Snapshot()
	flush()
	pcancel()
	remote.Close()
	ffn.kill()

	// Phase 2: the FFN process killed with a step in flight, 10 times; each time a new FFN process
	// starts and the next step must succeed.
	type trial struct {
		FailedAfterMs float64
		Err           string
		NextStepOK    bool
		NextErr       string
	}
	var trials []trial
	rv = freeAddr(t)
	slowEnv := append(base, envRole+"=ffn", envRV+"="+rv, envTopo+"=1", envSlow+"=150")
	ffn = startChild(t, out, "ffn-kill-0", slowEnv...)
	pctx, pcancel = context.WithCancel(ctx)
	remote, eng = attention(t, pctx, be, rv, 0, 1, width, log, &Stats{})
	for i := range 10 {
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
		ffn = startChild(t, out, fmt.Sprintf("ffn-kill-%d", i+1), slowEnv...)
		pairUp(t, remote)
		if err := stepCheck(ctx, eng, 16, 9, width); err != nil {
			tr.NextErr = err.Error()
		} else {
			tr.NextStepOK = true
		}
		trials = append(trials, tr)
		rep.Phases["kill trials"] = trials
		flush()
		t.Logf("trial %d: %+v", i, tr)
	}
	rep.Phases["kill trials"] = trials
	pcancel()
	remote.Close()
	ffn.kill()

	// Phase 3: two attention processes on GPU 0 (this one and a child) against one FFN on GPU 1.
	rv = freeAddr(t)
	ffn = startChild(t, out, "ffn-2A1F", append(base, envRole+"=ffn", envRV+"="+rv, envTopo+"=2")...)
	att := startChild(t, out, "attn-1", envWidth+"="+strconv.Itoa(width), envDev+"=0", envRole+"=attn", envRV+"="+rv, envTopo+"=2", envRank+"=1", envSteps+"=30")
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
	rep.Phases["2A1F rank 0 exact steps of 30"] = ok2
	rep.Phases["2A1F rank 1 child"] = fmt.Sprint(childErr)
	remote.Close()
	ffn.kill()
}
