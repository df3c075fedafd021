package cuda

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/nccl"
	"afdc/targets/cuda/ncclxport"
)

// cudaNoKVBudget is the KV budget of a role executable given no --kv-cache-bytes: more than any
// GPU holds (1 PiB), so that the device pool's capacity is the bound.
const cudaNoKVBudget = 1 << 50

// executable is what the CUDA target adds to the role executables: a check for the driver, its
// own flags, and the NCCL and CUDA IPC data planes.
func registerExecutable() {
	runtime.RegisterExecutable("cuda", runtime.Executable{
		Probe: cu.Load, // the driver, cuInit included
		Flags: func() runtime.TargetFlags { return &RoleFlags{} },
		// Steps of 2,048 tokens with prompt chunks of 512: on one H200 serving the DeepSeek-V3
		// slice (64 clients) they cut the time to first token's p90 from 194 to 138 ms against 512
		// and 256, at the same throughput (docs/perf.md).
		StepTokens: 2048, ChunkTokens: 512,
		// The pools hold the program's type (bf16, or f32 for an f32 build), or FP8 rows
		// (kvfp8.RowBytes) for an FP8 MLA cache; with no --kv-cache-bytes the GPU's share
		// (--gpu-memory-fraction) bounds the cache alone: the backend sizes its pools from the
		// memory the weights and activations leave (Backend.KVCapacity), not from the host's memory.
		KVProgramType: true, KVDefaultBytes: cudaNoKVBudget,
	})
	runtime.RegisterPlane(ncclxport.Name, ncclPlane{})
	runtime.RegisterPlane(ncclxport.IPC, ipcPlane{})
}

// RoleFlags are the CUDA target's own flags of the role executables: the GPU, its memory, how the
// weights come, and the data plane to the other role.
type RoleFlags struct {
	Device        int     `default:"0" placeholder:"N" help:"The GPU this rank runs on (default 0)."`
	GPUMemory     float64 `name:"gpu-memory-fraction" default:"0.9" placeholder:"F" help:"The share of the GPU's memory this rank takes for weights, KV cache and activations (default 0.9); ranks sharing a GPU split it."`
	RandomWeights string  `placeholder:"SEED" help:"Make deterministic random weights on the GPU from SEED instead of reading --weights (every role and afdc run --target cuda make the same ones)."`
	KeepFP8       bool    `name:"keep-fp8" help:"Keep an FP8 checkpoint's routed experts (128x128 block scales) in FP8 on the GPU, dequantised in registers: half their memory, about the same decode speed at batch 1-64, slower at larger batches and prefill. Default: dequantise them to bf16 at load."`
	CUDAGraphs    bool    `name:"cuda-graphs" help:"The attention role: run each decode step (one token per sequence, up to 64 per stage) as CUDA graphs, one per segment between two exchanges, captured once per batch bucket and replayed. The FFN role ignores it."`
	Transport     string  `default:"auto" enum:"auto,tcp,nccl,ipc" help:"Data plane to the other role: nccl moves hidden states device to device between two GPUs; ipc moves them device to device when both roles share one GPU (CUDA IPC: each maps the other's receive buffers); tcp stages them through host memory over the rendezvous connection. auto: nccl when --peer-gpu names another GPU or host than --device, ipc when it names the same GPU, tcp when --peer-gpu is unset. Both roles must end up with the same choice; a mismatch is refused at the handshake, naming both."`
	PeerGPU       string  `name:"peer-gpu" placeholder:"[HOST/]N" help:"Where the other role runs, for --transport auto and ipc: its GPU ordinal on this host (both processes seeing the same CUDA_VISIBLE_DEVICES), or HOST/N on another host. Unset: unknown, and auto picks tcp."`

	note string // why auto settled on tcp (TransportNote)
}

// TransportNote says, after ChooseTransport, when --transport auto took TCP only because
// --peer-gpu left the other role's GPU unknown: hidden states then cross host memory, several
// times slower at prefill than a device plane on the same machine (docs/perf.md).
func (f *RoleFlags) TransportNote() string { return f.note }

// SetOptions sets the GPU, its memory share, the random weights' seed, FP8 experts and graphs.
func (f *RoleFlags) SetOptions(opt *runtime.LoadOptions) error {
	seed, err := runtime.ParseSeed(f.RandomWeights)
	if err != nil {
		return err
	}
	opt.Device, opt.MemoryFraction, opt.RandomWeights, opt.KeepFP8, opt.Graphs = f.Device, f.GPUMemory, seed, f.KeepFP8, f.CUDAGraphs
	return nil
}

// ChooseTransport settles the manifest's data plane for this process from --transport, --device and
// --peer-gpu (ncclxport.Choose decides), so that the handshake compares the choices of both roles
// and the data plane follows it. The manifest names nccl, the plane it was built for; what runs is
// decided here.
func (f *RoleFlags) ChooseTransport(man *ir.Manifest) error {
	flag := strings.ToLower(f.Transport)
	host, _ := os.Hostname()
	self := ncclxport.GPU{Host: host, ID: strconv.Itoa(f.Device)}
	peer, err := parsePeerGPU(f.PeerGPU, host)
	if err != nil {
		return err
	}
	name, err := ncclxport.Choose(flag, man.Target, self, peer)
	if err != nil {
		return err
	}
	if name == ncclxport.IPC && man.EP > 0 {
		// The IPC plane carries a pair's hidden states, not an --ep build's dispatch and combine.
		if flag == ncclxport.IPC {
			return fmt.Errorf("--transport ipc: this program spreads its experts over %d ranks (--ep), whose rows the ipc plane does not carry; expected --transport tcp (or auto) on one GPU", man.EP)
		}
		name = connector.TCP
	}
	man.Transport = name
	f.note = ""
	if name == connector.TCP && (flag == "" || flag == "auto") && f.PeerGPU == "" && man.EP == 0 {
		f.note = "--transport auto took tcp: --peer-gpu is unset, so the other role's GPU is unknown and hidden states go through host memory; " +
			"name it with --peer-gpu N (the GPU of --device: CUDA IPC; another GPU or HOST/N: NCCL) for a device-to-device data plane"
	}
	if name == ncclxport.Name {
		// Multicast can put a shared host's GPUs out of service; the user may still turn it on.
		nccl.SetSafeEnv()
	}
	return nil
}

// parsePeerGPU reads --peer-gpu: "N" (a GPU of this host) or "HOST/N"; "" is unknown.
func parsePeerGPU(s, localHost string) (ncclxport.GPU, error) {
	if s == "" {
		return ncclxport.GPU{}, nil
	}
	host, id := localHost, s
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		host, id = s[:i], s[i+1:]
		if host == "" {
			return ncclxport.GPU{}, fmt.Errorf("--peer-gpu %q: empty host, expected N or HOST/N", s)
		}
	}
	if n, err := strconv.Atoi(id); err != nil || n < 0 {
		return ncclxport.GPU{}, fmt.Errorf("--peer-gpu %q: GPU %q, expected a device ordinal ≥ 0 (N or HOST/N)", s, id)
	}
	return ncclxport.GPU{Host: host, ID: id}, nil
}

// ncclPlane is the NCCL data plane between a CUDA pair: a communicator per connection and stage,
// its transfers issued from the transport's own threads with the backend's context current.
type ncclPlane struct{ linkPeer }

// ncclOptions are the NCCL transport's options on a CUDA backend, counted in a new Stats that
// metrics (when not nil) exports.
func ncclOptions(be runtime.Backend, metrics prometheus.Registerer, log *slog.Logger) (*Backend, ncclxport.Options, error) {
	return planeOptions(ncclxport.Name, be, metrics, log)
}

// planeOptions are the options of the device data plane named plane on a CUDA backend.
func planeOptions(plane string, be runtime.Backend, metrics prometheus.Registerer, log *slog.Logger) (*Backend, ncclxport.Options, error) {
	cb, ok := be.(*Backend)
	if !ok {
		return nil, ncclxport.Options{}, fmt.Errorf("transport %s: the %s backend has no device payloads, expected target cuda", plane, be.Target())
	}
	st := &ncclxport.Stats{}
	if metrics != nil {
		metrics.MustRegister(newExchangeCollector(st))
	}
	return cb, ncclxport.Options{Lib: ncclxport.NCCL(), Bind: cb.BindThread, Stats: st, Log: log}, nil
}

// Prepare makes an attention rank's payloads device tensors and its link to the FFN rank an NCCL
// communicator per connection (rebuilt when the FFN rank returns).
func (ncclPlane) Prepare(p *runtime.AttentionPlane) error {
	cb, opt, err := ncclOptions(p.Backend, p.Metrics, p.Log)
	if err != nil {
		return err
	}
	if err := cb.SetPayloadMemory(tensor.Device); err != nil {
		return fmt.Errorf("transport nccl: %w", err)
	}
	p.Remote.SetDataPlane(ncclxport.Name, tensor.Device, func(ctx context.Context, side *connector.AttnSide) (connector.Transport, error) {
		return ncclxport.NewAttn(ctx, side, opt)
	})
	return nil
}

// linkPeer is the Attention of a device plane that Prepare gave to the link itself.
type linkPeer struct{}

// Attention is the link itself: Prepare gave it its device data plane.
func (linkPeer) Attention(_ context.Context, p *runtime.AttentionPlane) (runtime.FFNPeer, func() error, error) {
	return p.Remote, func() error { return nil }, nil
}

// FFN is an FFN rank's NCCL data plane: a communicator per connected attention peer and
// micro-batch stage.
func (ncclPlane) FFN(_ context.Context, p *runtime.FFNPlane) (connector.Transport, func() error, error) {
	cb, opt, err := ncclOptions(p.Backend, p.Metrics, p.Log)
	if err != nil {
		return nil, nil, err
	}
	cb.SetStagePriorities() // before ServeFFN makes the stage queues
	opt.Stages = p.Stages
	tr, err := ncclxport.NewFFN(p.Side, opt)
	if err != nil {
		return nil, nil, fmt.Errorf("transport nccl: %w", err)
	}
	return tr, tr.Close, nil
}

// ipcPlane is the CUDA IPC data plane of a pair sharing one GPU: each role maps the other's
// receive buffers, and a transfer is a device-to-device copy on the stage's stream plus a notice
// on the rendezvous connection.
type ipcPlane struct{ linkPeer }

// ipcOptions are the IPC plane's options on a CUDA backend (ncclOptions' with the driver's IPC).
func ipcOptions(be runtime.Backend, metrics prometheus.Registerer, log *slog.Logger) (*Backend, ncclxport.Options, error) {
	cb, opt, err := planeOptions(ncclxport.IPC, be, metrics, log)
	if err != nil {
		return nil, opt, err
	}
	opt.Lib, opt.Dev = nil, ncclxport.CUDA()
	return cb, opt, nil
}

// Prepare makes an attention rank's payloads device tensors and its link to the FFN rank a pair of
// mapped buffer sets per connection (fresh ones when the FFN rank returns), each receive buffer
// sized for the rank's most rows a step at the plan's widest row.
// OneDevice: both roles of an ipc pair run on one GPU.
func (ipcPlane) OneDevice() {}

var _ runtime.OneDevice = ipcPlane{}

func (ipcPlane) Prepare(p *runtime.AttentionPlane) error {
	cb, opt, err := ipcOptions(p.Backend, p.Metrics, p.Log)
	if err != nil {
		return err
	}
	if p.RowBytes <= 0 {
		return fmt.Errorf("transport ipc: the plan's widest row is %d bytes, expected > 0", p.RowBytes)
	}
	if err := cb.SetPayloadMemory(tensor.Device); err != nil {
		return fmt.Errorf("transport ipc: %w", err)
	}
	opt.Stages = p.Hello.Stages
	opt.SlotBytes = p.Hello.MaxRows * p.RowBytes
	if p.Wait > 0 {
		opt.Timeout = p.Wait
	}
	p.Remote.SetDataPlane(ncclxport.IPC, tensor.Device, func(ctx context.Context, side *connector.AttnSide) (connector.Transport, error) {
		return ncclxport.NewIPCAttn(ctx, side, opt)
	})
	return nil
}

// FFN is an FFN rank's IPC data plane: a pair of buffer sets per connected attention peer.
func (ipcPlane) FFN(_ context.Context, p *runtime.FFNPlane) (connector.Transport, func() error, error) {
	cb, opt, err := ipcOptions(p.Backend, p.Metrics, p.Log)
	if err != nil {
		return nil, nil, err
	}
	cb.SetStagePriorities() // before ServeFFN makes the stage queues
	opt.Stages = p.Stages
	tr, err := ncclxport.NewIPCFFN(p.Side, opt)
	if err != nil {
		return nil, nil, fmt.Errorf("transport ipc: %w", err)
	}
	return tr, tr.Close, nil
}

var _ runtime.ExpertPlane = ncclPlane{}

// ExpertAttention makes an --ep attention rank's links to the expert ranks carry the dispatch and
// combine rows over one NCCL communicator of every rank (ncclxport.EPAttn): the payloads become
// device tensors, each expert rank's rows are gathered on the device and sent as one group per
// layer and stage, and the routing goes over the rendezvous connections.
func (ncclPlane) ExpertAttention(p *runtime.ExpertAttentionPlane) (func() error, error) {
	cb, opt, err := ncclOptions(p.Backend, p.Metrics, p.Log)
	if err != nil {
		return nil, err
	}
	if err := cb.SetPayloadMemory(tensor.Device); err != nil {
		return nil, err
	}
	if st := p.Peers.Stats(); st.Time != nil {
		// The groups' device times go to the same histograms as the tcp path's times.
		opt.Stats.Observe = func(layer, stage int, dir string, d time.Duration) {
			if dir == "send" {
				st.Time(layer, stage, "dispatch", d)
			} else {
				st.Time(layer, stage, "combine", d)
			}
		}
	}
	topo := p.Hello.Topology
	ep, err := ncclxport.NewEPAttn(opt, topo.AttentionRanks, topo.FFNRanks, p.Hello.Rank)
	if err != nil {
		return nil, err
	}
	p.Peers.SetDataPlane(ncclxport.Name, rowMemory{cb}, func(rank int) runtime.DataPlane {
		return func(_ context.Context, side *connector.AttnSide) (connector.Transport, error) {
			return ep.Link(rank, side, side.Transport())
		}
	})
	return ep.Close, nil
}

// ExpertFFN is an expert rank's NCCL rows plane to every attention rank (ncclxport.EPExpert).
func (ncclPlane) ExpertFFN(_ context.Context, p *runtime.FFNPlane, rank, experts int) (connector.Transport, func() error, error) {
	cb, opt, err := ncclOptions(p.Backend, p.Metrics, p.Log)
	if err != nil {
		return nil, nil, err
	}
	cb.SetStagePriorities() // before ServeExperts makes its queue
	opt.Stages = p.Stages
	tr, err := ncclxport.NewEPExpert(p.Side, p.Side.Transport(), opt, experts, rank)
	if err != nil {
		return nil, nil, err
	}
	return tr, tr.Close, nil
}

// exchangeCollector exports a transport's exchange counters per layer, stage and direction.
type exchangeCollector struct {
	st    *ncclxport.Stats
	descs [4]*prometheus.Desc
}

func newExchangeCollector(st *ncclxport.Stats) *exchangeCollector {
	labels := []string{"layer", "stage", "dir"}
	d := func(name, help string) *prometheus.Desc { return prometheus.NewDesc(name, help, labels, nil) }
	return &exchangeCollector{st: st, descs: [4]*prometheus.Desc{
		d("afdc_exchange_transfers_total", "Device data plane (NCCL or CUDA IPC) transfers per layer, stage and direction (send or recv, from this rank's side)."),
		d("afdc_exchange_bytes_total", "Bytes moved over the device data plane (NCCL or CUDA IPC) per layer, stage and direction."),
		d("afdc_exchange_timed_total", "Device data plane transfers whose device time was measured (CUDA events around the NCCL calls; CUDA IPC transfers are not timed)."),
		d("afdc_exchange_seconds_total", "Device time of the timed transfers, waiting for the peer included."),
	}}
}

func (c *exchangeCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range c.descs {
		ch <- d
	}
}

func (c *exchangeCollector) Collect(ch chan<- prometheus.Metric) {
	for _, e := range c.st.Snapshot() {
		lv := []string{strconv.Itoa(e.Layer), strconv.Itoa(e.Stage), e.Dir}
		for i, v := range []float64{float64(e.Count), float64(e.Bytes), float64(e.Timed), float64(e.Nanos) / 1e9} {
			ch <- prometheus.MustNewConstMetric(c.descs[i], prometheus.CounterValue, v, lv...)
		}
	}
}
