package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"strings"

	"github.com/prometheus/client_golang/prometheus"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
	"afdc/targets/cuda"
	"afdc/targets/cuda/nccl"
	"afdc/targets/cuda/ncclxport"
)

// transportFlags choose a CUDA pair's data plane (the CPU and Ascend executables take only auto).
type transportFlags struct {
	Transport string `default:"auto" enum:"auto,tcp,nccl" help:"Data plane to the peer role (target cuda): nccl moves hidden states device to device; tcp stages them through host memory over the rendezvous connection. auto: nccl when --peer-gpu names another GPU or host than --device, tcp otherwise (a same-GPU pair: NCCL refuses two ranks on one GPU). Both roles must end up with the same choice; a mismatch is refused at the handshake, naming both."`
	PeerGPU   string `name:"peer-gpu" placeholder:"[HOST/]N" help:"Where the peer role runs, for --transport auto: its GPU ordinal on this host (both processes seeing the same CUDA_VISIBLE_DEVICES), or HOST/N on another host. Unset: unknown, and auto picks tcp."`
}

// chooseTransport settles the manifest's data plane for this process from --transport, --device
// and --peer-gpu (ncclxport.Choose decides), so that the handshake compares the choices of both
// roles and the data plane follows it. The CUDA manifest names nccl, the plane it was built for;
// what runs is decided here. Other targets keep their manifest's plane and accept only auto.
func chooseTransport(man *ir.Manifest, f *roleFlags) error {
	flag := strings.ToLower(f.Transport)
	if man.Target != "cuda" {
		if flag != "" && flag != "auto" && flag != man.Transport {
			return fmt.Errorf("--transport %s: target %s runs over %s, expected auto (the flag chooses a cuda pair's data plane)", flag, man.Target, man.Transport)
		}
		return nil
	}
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
	man.Transport = name
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

// ncclOptions are the NCCL transport's options on a CUDA backend: transfers are issued from the
// transport's own threads with the backend's context current, counted in st.
func ncclOptions(be runtime.Backend, st *ncclxport.Stats, log *slog.Logger) (ncclxport.Options, error) {
	cb, ok := be.(*cuda.Backend)
	if !ok {
		return ncclxport.Options{}, fmt.Errorf("transport nccl: the %s backend has no device payloads, expected target cuda", be.Target())
	}
	return ncclxport.Options{Lib: ncclxport.NCCL(), Bind: cb.BindThread, Stats: st, Log: log}, nil
}

// setAttentionNCCL makes an attention rank's payloads device tensors and its link to the FFN rank
// an NCCL communicator per connection (rebuilt when the FFN rank returns). Call it before
// remote.Run.
func setAttentionNCCL(be runtime.Backend, remote *runtime.RemoteFFN, st *ncclxport.Stats, log *slog.Logger) error {
	opt, err := ncclOptions(be, st, log)
	if err != nil {
		return err
	}
	if err := be.(*cuda.Backend).SetPayloadMemory(tensor.Device); err != nil {
		return fmt.Errorf("transport nccl: %w", err)
	}
	remote.SetDataPlane(ncclxport.Name, tensor.Device, func(ctx context.Context, side *connector.AttnSide) (connector.Transport, error) {
		return ncclxport.NewAttn(ctx, side, opt)
	})
	return nil
}

// ffnNCCL is an FFN rank's NCCL data plane: a communicator per connected attention peer and
// micro-batch stage (stages).
func ffnNCCL(be runtime.Backend, fs *connector.FFNSide, stages int, st *ncclxport.Stats, log *slog.Logger) (connector.Transport, func() error, error) {
	opt, err := ncclOptions(be, st, log)
	if err != nil {
		return nil, nil, err
	}
	be.(*cuda.Backend).SetStagePriorities() // before ServeFFN makes the stage queues
	opt.Stages = stages
	tr, err := ncclxport.NewFFN(fs, opt)
	if err != nil {
		return nil, nil, fmt.Errorf("transport nccl: %w", err)
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
		d("afdc_exchange_transfers_total", "NCCL transfers per layer, stage and direction (send or recv, from this rank's side)."),
		d("afdc_exchange_bytes_total", "Bytes moved over NCCL per layer, stage and direction."),
		d("afdc_exchange_timed_total", "NCCL transfers whose device time was measured (CUDA events around the calls)."),
		d("afdc_exchange_seconds_total", "Device time of the timed NCCL transfers, waiting for the peer included."),
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
