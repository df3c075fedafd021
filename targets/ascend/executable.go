package ascend

import (
	"context"
	"fmt"
	"slices"

	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/targets/ascend/acl"
)

// HCCLName is the HCCL data plane's name in manifests and at the handshake.
const HCCLName = "hccl"

// deviceKVBytes is the KV cache's size when the attention executable is given none: device memory,
// which /proc/meminfo does not describe, so a fixed share of a 64 GiB NPU.
const deviceKVBytes = 8 << 30

// registerExecutable is what the Ascend target adds to the role executables: a check for CANN and
// HCCL, its KV layout (bf16 on the device), and the HCCL data plane.
func registerExecutable() {
	runtime.RegisterExecutable("ascend", runtime.Executable{
		Probe: func() error {
			// The error names the first library that is missing.
			lib, err := acl.Open(acl.Options{})
			if err != nil {
				return err
			}
			return lib.Close()
		},
		KVElemBytes:    2,
		KVDefaultBytes: deviceKVBytes,
	})
	runtime.RegisterPlane(HCCLName, hcclPlane{})
}

// hcclPlane is the HCCL data plane: an FFN rank and its block of attention ranks join one
// communicator, whose root id the FFN rank shares over the rendezvous connections. The
// communicator is made once: an FFN rank that restarts needs its attention ranks restarted too.
type hcclPlane struct{}

// Prepare has nothing to do: the communicator is joined once the link runs.
func (hcclPlane) Prepare(*runtime.AttentionPlane) error { return nil }

// Attention joins the communicator with the root id the FFN rank shares over the link (waited for
// at most p.Wait).
func (hcclPlane) Attention(ctx context.Context, p *runtime.AttentionPlane) (runtime.FFNPeer, func() error, error) {
	ab, ok := p.Backend.(*Backend)
	if !ok {
		return nil, nil, fmt.Errorf("transport hccl: the %s backend has no HCCL data plane, expected target ascend", p.Backend.Target())
	}
	wctx, cancel := context.WithTimeout(ctx, p.Wait)
	defer cancel()
	id, err := p.Remote.CollectiveID(wctx)
	if err != nil {
		return nil, nil, fmt.Errorf("transport hccl: %w (--connect-timeout %v)", err, p.Wait)
	}
	if id.Transport != HCCLName {
		return nil, nil, fmt.Errorf("transport hccl: the FFN rank shared a %s collective id, expected hccl", id.Transport)
	}
	owner := p.Hello.Topology.OwnerOf(p.Hello.Rank)
	block := p.Hello.Topology.PeersOf(owner)
	tr, err := ab.ConnectAttention(owner, slices.Index(block, p.Hello.Rank), len(block), id.ID)
	if err != nil {
		return nil, nil, err
	}
	return runtime.TransportPeer(p.Remote, tr), tr.Close, nil
}

// FFN makes the communicator with the FFN rank's block and shares its root id over the peers'
// connections.
func (hcclPlane) FFN(ctx context.Context, p *runtime.FFNPlane) (connector.Transport, func() error, error) {
	fb, ok := p.Backend.(*Backend)
	if !ok {
		return nil, nil, fmt.Errorf("transport hccl: the %s backend has no HCCL data plane, expected target ascend", p.Backend.Target())
	}
	tr, err := fb.ConnectFFN(p.Side.Peers(), func(root []byte) error {
		return p.Side.ShareCollectiveID(ctx, connector.CollectiveID{Transport: HCCLName, ID: root})
	})
	if err != nil {
		return nil, nil, err
	}
	return tr, tr.Close, nil
}

var _ runtime.ExpertPlane = hcclPlane{}

// ExpertAttention makes an --ep attention rank's FFN peer the communicator of every rank
// (ExpertJoin): dispatch and combine, routing included, run over HCCL; the connections to the
// expert ranks announce the steps and carry the root id of each generation.
func (hcclPlane) ExpertAttention(p *runtime.ExpertAttentionPlane) (func() error, error) {
	ab, ok := p.Backend.(*Backend)
	if !ok {
		return nil, fmt.Errorf("the %s backend has no HCCL data plane, expected target ascend", p.Backend.Target())
	}
	topo := p.Hello.Topology
	j, err := ab.JoinExperts(p.Hello.Rank, topo.AttentionRanks, topo.FFNRanks, p.Peers, JoinOptions{Log: p.Log})
	if err != nil {
		return nil, err
	}
	p.Peers.SetDataPlane(HCCLName, nil, func(rank int) runtime.DataPlane {
		return func(_ context.Context, side *connector.AttnSide) (connector.Transport, error) {
			return j.Link(rank, side, side.Transport())
		}
	})
	p.Peer = j
	return j.Close, nil
}

// ExpertFFN is expert rank rank's data plane to every attention rank (ExpertRows following the
// communicator's generations over p.Side's connections).
func (hcclPlane) ExpertFFN(_ context.Context, p *runtime.FFNPlane, rank, experts int) (connector.Transport, func() error, error) {
	fb, ok := p.Backend.(*Backend)
	if !ok {
		return nil, nil, fmt.Errorf("the %s backend has no HCCL data plane, expected target ascend", p.Backend.Target())
	}
	tr, err := fb.JoinAttention(rank, p.Side, JoinOptions{Log: p.Log})
	if err != nil {
		return nil, nil, err
	}
	if tr.expert != experts {
		tr.Close()
		return nil, nil, fmt.Errorf("the program spreads its experts over %d expert ranks, but the deployment has %d, expected --ffn-ranks %d", tr.expert, experts, tr.expert)
	}
	return tr, tr.Close, nil
}
