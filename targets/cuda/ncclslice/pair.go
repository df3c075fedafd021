// Package ncclslice measures a split model across two GPUs of one host in one process: the
// attention backend on one GPU behind the runtime's SplitEngine and RemoteFFN, the FFN backend on
// the other behind ServeFFN, the data plane between them NCCL (ncclxport) and the control plane the
// connector over loopback TCP. It owns the measurement that `afdc bench --target cuda --gpus` and
// the two-GPU test share: the split decode step, each side alone, the link bandwidth and the
// exchanges per layer and stage. It does not compile models (the caller hands it the role
// programs) and does not print (the caller formats the Result).
package ncclslice

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"time"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
	"afdc/targets/cuda"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/nccl"
	"afdc/targets/cuda/ncclxport"
)

// Config is what Open needs: the role programs of one plan and where and how large to run them.
type Config struct {
	Attention, FFN *ir.Module
	Wire           []ir.WireLayer
	Plan           string // the plan id both ranks' hellos carry
	Model          string
	Stages         int
	// AttentionGPU and FFNGPU are the device ordinals; they must differ (NCCL refuses two ranks of
	// one communicator on one GPU).
	AttentionGPU, FFNGPU int
	Seed                 int64 // random weights and KV values
	// KeepFP8 keeps an FP8 checkpoint's routed experts FP8 on the FFN's device (LoadOptions.KeepFP8).
	KeepFP8 bool
	// MaxBatch and MaxContext size the KV pool (MaxBatch sequences of MaxContext tokens, twice:
	// the split engine's and the attention-alone engine's sequences are live one after the other,
	// never together, but a margin costs little) and the rows per stage.
	MaxBatch, MaxContext int
	// Rendezvous is the loopback address of the control plane; "" picks a free port.
	Rendezvous string
	Log        *slog.Logger // nil: warnings to nowhere
	// OpTimes adds a pass per configuration with the FFN backend's op-time breakdown, split and
	// alone (Result.FFNOpsSplit, FFNOpsAlone).
	OpTimes bool
}

// kvBlockSize is the KV cache block the pair's sequences use (the runtime's default).
const kvBlockSize = 64

// Pair is the two ranks, up and connected.
type Pair struct {
	cfg           Config
	attn, ffn     *cuda.Backend
	remote        *runtime.RemoteFFN
	split, alone  *runtime.SplitEngine
	attnX, ffnX   *ncclxport.Stats
	cancel        context.CancelFunc
	ffnDone       chan error      // the FFN loop's end, once
	ffnExit       chan struct{}   // closed when the FFN loop's goroutine has returned
	ffnQueues     []runtime.Queue // FFNAlone's, one a stage
	nextID        uint64
	randomKVReady bool
}

// Check refuses a configuration before anything touches a device.
func (c Config) Check() error {
	switch {
	case c.Attention == nil || c.FFN == nil:
		return errors.New("ncclslice: no attention or FFN program, expected both roles of one plan")
	case c.AttentionGPU < 0 || c.FFNGPU < 0:
		return fmt.Errorf("GPUs %d,%d: expected device ordinals ≥ 0", c.AttentionGPU, c.FFNGPU)
	case c.AttentionGPU == c.FFNGPU:
		return fmt.Errorf("GPUs %d,%d: the same GPU twice, expected two different GPUs (NCCL refuses two ranks on one GPU; a same-GPU pair runs over TCP)", c.AttentionGPU, c.FFNGPU)
	case c.Stages < 1:
		return fmt.Errorf("%d stages, expected at least 1", c.Stages)
	case c.MaxBatch < 1 || c.MaxContext < 1:
		return fmt.Errorf("batch %d and context %d, expected both at least 1", c.MaxBatch, c.MaxContext)
	}
	return nil
}

// CheckDevices reports what keeps this machine from running the pair: no CUDA driver, no NCCL,
// fewer GPUs than the ordinals need. NCCL_NVLS_ENABLE=0 is set first unless the user set it
// (multicast can put a shared host's GPUs out of service), since NCCL reads it when it loads.
func CheckDevices(attnGPU, ffnGPU int) error {
	nccl.SetSafeEnv()
	if err := cu.Load(); err != nil {
		return err
	}
	if err := nccl.Load(); err != nil {
		return err
	}
	n, err := cu.DeviceCount()
	if err != nil {
		return err
	}
	return checkCount(n, attnGPU, ffnGPU)
}

// checkCount says whether n GPUs hold the two ordinals.
func checkCount(n, attnGPU, ffnGPU int) error {
	if n < 2 {
		return fmt.Errorf("this machine has %d GPU(s), expected 2 or more (attention on one, FFN on another)", n)
	}
	if attnGPU >= n || ffnGPU >= n {
		return fmt.Errorf("GPUs %d,%d: this machine has %d GPUs, expected ordinals below %d", attnGPU, ffnGPU, n, n)
	}
	return nil
}

// Open loads both backends with random weights, starts the FFN rank's loop and connects the
// attention rank to it over NCCL; it returns once the pair is ready (bounded by 60 s and ctx).
func Open(ctx context.Context, c Config) (*Pair, error) {
	if err := c.Check(); err != nil {
		return nil, err
	}
	if err := CheckDevices(c.AttentionGPU, c.FFNGPU); err != nil {
		return nil, err
	}
	if c.Log == nil {
		c.Log = slog.New(slog.DiscardHandler)
	}
	if c.Rendezvous == "" {
		addr, err := freeLoopback()
		if err != nil {
			return nil, err
		}
		c.Rendezvous = addr
	}
	rows := max(512, c.MaxBatch)
	// Two engines' worth of sequences, each MaxContext tokens plus a block of slack.
	blocks := 2*c.MaxBatch*((c.MaxContext+kvBlockSize-1)/kvBlockSize+1) + 64
	seed := c.Seed
	p := &Pair{cfg: c, attnX: &ncclxport.Stats{}, ffnX: &ncclxport.Stats{}, ffnDone: make(chan error, 1), ffnExit: make(chan struct{})}
	var err error
	p.attn, err = cuda.Load(c.Attention, nil, runtime.LoadOptions{Device: c.AttentionGPU, MemoryFraction: 0.6, MaxBatchTokens: rows,
		RandomWeights: &seed, KVBlockSize: kvBlockSize, KVBlocks: blocks, Log: c.Log})
	if err != nil {
		return nil, fmt.Errorf("attention on GPU %d: %w", c.AttentionGPU, err)
	}
	p.ffn, err = cuda.Load(c.FFN, nil, runtime.LoadOptions{Device: c.FFNGPU, MemoryFraction: 0.85, MaxBatchTokens: rows, RandomWeights: &seed,
		KeepFP8: c.KeepFP8, Log: c.Log})
	if err != nil {
		p.attn.Close()
		return nil, fmt.Errorf("ffn on GPU %d: %w", c.FFNGPU, err)
	}
	run, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	hello := func(role string) connector.Hello {
		return connector.Hello{Role: role, Plan: c.Plan, Version: "ncclslice", Topology: connector.Topology{AttentionRanks: 1, FFNRanks: 1},
			Stages: c.Stages, Model: c.Model, Target: "cuda", Transport: ncclxport.Name, MaxRows: rows}
	}
	// The FFN rank, served in this process on its GPU.
	go func() {
		defer close(p.ffnExit)
		fs, err := connector.ListenFFN(run, connector.Config{Rendezvous: c.Rendezvous, Hello: hello(connector.RoleFFN), Logger: c.Log})
		if err != nil {
			p.ffnDone <- err
			return
		}
		defer fs.Close()
		p.ffn.SetStagePriorities()
		tr, err := ncclxport.NewFFN(fs, ncclxport.Options{Lib: ncclxport.NCCL(), Bind: p.ffn.BindThread, Stages: c.Stages, Log: c.Log, Stats: p.ffnX})
		if err != nil {
			p.ffnDone <- err
			return
		}
		defer tr.Close()
		p.ffnDone <- runtime.ServeFFN(run, fs, tr, p.ffn, c.Wire, nil, c.Log)
	}()
	fail := func(err error) (*Pair, error) {
		p.Close()
		return nil, err
	}
	// The attention rank.
	p.remote, err = runtime.NewRemoteFFN(connector.Config{Rendezvous: c.Rendezvous, Hello: hello(connector.RoleAttention), Logger: c.Log}, c.Wire, 0)
	if err != nil {
		return fail(err)
	}
	if err := p.attn.SetPayloadMemory(tensor.Device); err != nil {
		return fail(err)
	}
	p.remote.SetDataPlane(ncclxport.Name, tensor.Device, func(ctx context.Context, side *connector.AttnSide) (connector.Transport, error) {
		return ncclxport.NewAttn(ctx, side, ncclxport.Options{Lib: ncclxport.NCCL(), Bind: p.attn.BindThread, Log: c.Log, Stats: p.attnX})
	})
	go p.remote.Run(run)
	deadline := time.Now().Add(60 * time.Second)
	for p.remote.Ready() != nil {
		select {
		case err := <-p.ffnDone:
			return fail(fmt.Errorf("ffn rank: %v", err))
		case <-ctx.Done():
			return fail(ctx.Err())
		case <-time.After(5 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fail(fmt.Errorf("the pair did not come up within 60 s: %v", p.remote.Ready()))
		}
	}
	if p.split, err = runtime.NewSplitEngine(p.attn, p.remote, c.Stages); err != nil {
		return fail(err)
	}
	if p.alone, err = runtime.NewSplitEngine(p.attn, NullPeer{}, c.Stages); err != nil {
		return fail(err)
	}
	return p, nil
}

// freeLoopback is a loopback address whose port was free a moment ago.
func freeLoopback() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", fmt.Errorf("a loopback port for the control plane: %w", err)
	}
	defer l.Close()
	return l.Addr().String(), nil
}

// Devices names the attention and FFN GPUs.
func (p *Pair) Devices() (attention, ffn string) { return p.attn.DeviceName(), p.ffn.DeviceName() }

// Backends are the two ranks' backends (the attention's, the FFN's).
func (p *Pair) Backends() (attention, ffn *cuda.Backend) { return p.attn, p.ffn }

// Close ends both ranks and frees the devices.
func (p *Pair) Close() error {
	if p.cancel != nil {
		p.cancel()
	}
	if p.remote != nil {
		p.remote.Close()
	}
	if p.ffnExit != nil {
		// The FFN loop returns once its context ends; bounded, so that a stuck rank cannot hang Close.
		select {
		case <-p.ffnExit:
		case <-time.After(10 * time.Second):
		}
	}
	var errs []error
	if p.attn != nil {
		errs = append(errs, p.attn.Close())
	}
	if p.ffn != nil {
		errs = append(errs, p.ffn.Close())
	}
	return errors.Join(errs...)
}

// NullPeer is an FFN that answers at once: every transfer is skipped, so a step is the attention's
// own work (the attention side alone).
type NullPeer struct{}

func (NullPeer) BeginStep(context.Context, []int) (uint64, error) { return 1, nil }
func (NullPeer) Peer() int                                        { return 0 }
func (NullPeer) Send(context.Context, tensor.Queue, int, connector.Tag, []tensor.Tensor) error {
	return nil
}
func (NullPeer) Recv(context.Context, tensor.Queue, int, connector.Tag, []tensor.Tensor) error {
	return nil
}
func (NullPeer) Memory() tensor.Memory { return tensor.Device }
func (NullPeer) Name() string          { return "none" }
func (NullPeer) Close() error          { return nil }
