package main

import (
	"afdc/targets/cuda/cu"
	"context"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
	"afdc/targets"
	"afdc/targets/ascend"
	"afdc/targets/ascend/acl"
	"afdc/targets/cuda/ncclxport"
)

// targetSupport is what a role executable's --help says of its target, beyond the CPU reference.
func targetSupport(name string) string {
	if name == "cpu" {
		return ""
	}
	t, err := targets.Lookup(name)
	if err != nil {
		return ""
	}
	return fmt.Sprintf(" Target %s: %s.", name, t.Info().Note)
}

// probeTarget checks, before any weights are read, that this machine has the libraries the
// target's backend loads: for CUDA the driver (cuInit included), for Ascend CANN and HCCL (the
// error names the first that is missing).
func probeTarget(name string) error {
	switch name {
	case "cuda":
		return cu.Load()
	case "ascend":
		lib, err := acl.Open(acl.Options{})
		if err != nil {
			return err
		}
		return lib.Close()
	}
	return nil
}

// devicePeer is an attention rank's FFN peer whose tensors move over a device data plane: the step
// headers go over the rendezvous connection (RemoteFFN), the payloads over the transport.
type devicePeer struct {
	*runtime.RemoteFFN
	tr connector.Transport
}

func (p devicePeer) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	return p.tr.Send(ctx, q, peer, tag, data)
}

func (p devicePeer) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	return p.tr.Recv(ctx, q, peer, tag, into)
}

func (p devicePeer) Memory() tensor.Memory { return p.tr.Memory() }
func (p devicePeer) Name() string          { return p.tr.Name() }
func (p devicePeer) Close() error          { return p.tr.Close() }

// attentionDataPlane is the FFN peer of an attention rank over the manifest's transport: TCP on the
// connection itself (or the NCCL plane that setAttentionNCCL gave it), or HCCL joined with the
// root id its FFN rank shares over that connection (waited for at most wait). The communicator is made once: an FFN rank that restarts needs its
// attention ranks restarted too. release closes what it made.
func attentionDataPlane(ctx context.Context, man *ir.Manifest, be runtime.Backend, remote *runtime.RemoteFFN, hello connector.Hello, wait time.Duration) (runtime.FFNPeer, func() error, error) {
	if man.Transport != "hccl" {
		return remote, func() error { return nil }, nil
	}
	ab, ok := be.(*ascend.Backend)
	if !ok {
		return nil, nil, fmt.Errorf("transport hccl: the %s backend has no HCCL data plane, expected target ascend", be.Target())
	}
	wctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	id, err := remote.CollectiveID(wctx)
	if err != nil {
		return nil, nil, fmt.Errorf("transport hccl: %w (--connect-timeout %v)", err, wait)
	}
	if id.Transport != "hccl" {
		return nil, nil, fmt.Errorf("transport hccl: the FFN rank shared a %s collective id, expected hccl", id.Transport)
	}
	owner := hello.Topology.OwnerOf(hello.Rank)
	block := hello.Topology.PeersOf(owner)
	tr, err := ab.ConnectAttention(owner, slices.Index(block, hello.Rank), len(block), id.ID)
	if err != nil {
		return nil, nil, err
	}
	return devicePeer{remote, tr}, tr.Close, nil
}

// ffnDataPlane is an FFN rank's transport: TCP on its peers' connections, an NCCL communicator per
// peer (counted in xst), or an HCCL communicator with its block, whose root id it shares over those
// connections. release closes what it made.
func ffnDataPlane(ctx context.Context, man *ir.Manifest, be runtime.Backend, fs *connector.FFNSide, xst *ncclxport.Stats, log *slog.Logger) (connector.Transport, func() error, error) {
	if man.Transport == ncclxport.Name {
		return ffnNCCL(be, fs, man.Stages, xst, log)
	}
	if man.Transport != "hccl" {
		return fs.Transport(), func() error { return nil }, nil
	}
	fb, ok := be.(*ascend.Backend)
	if !ok {
		return nil, nil, fmt.Errorf("transport hccl: the %s backend has no HCCL data plane, expected target ascend", be.Target())
	}
	tr, err := fb.ConnectFFN(fs.Peers(), func(root []byte) error {
		return fs.ShareCollectiveID(ctx, connector.CollectiveID{Transport: "hccl", ID: root})
	})
	if err != nil {
		return nil, nil, err
	}
	return tr, tr.Close, nil
}
