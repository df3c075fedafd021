package role

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// plainPlane is a device data plane that cannot carry an --ep build's rows.
type plainPlane struct{}

func (plainPlane) Prepare(*runtime.AttentionPlane) error { return nil }
func (plainPlane) Attention(context.Context, *runtime.AttentionPlane) (runtime.FFNPeer, func() error, error) {
	return nil, nil, nil
}
func (plainPlane) FFN(context.Context, *runtime.FFNPlane) (connector.Transport, func() error, error) {
	return nil, nil, nil
}

// rowsPlane is one that can.
type rowsPlane struct{ plainPlane }

func (rowsPlane) ExpertAttention(*runtime.ExpertAttentionPlane) (func() error, error) {
	return nil, nil
}
func (rowsPlane) ExpertFFN(context.Context, *runtime.FFNPlane, int, int) (connector.Transport, func() error, error) {
	return nil, nil, nil
}

// TestCheckExpertPlane: an --ep build takes the rendezvous connections (no plane) or a plane that
// can move rows, whatever its name, and refuses one that cannot; an unsharded build takes any.
func TestCheckExpertPlane(t *testing.T) {
	ep := &ir.Manifest{EP: 3, Transport: "somewire"}
	if p, err := checkExpertPlane(ep, nil); p != nil || err != nil {
		t.Errorf("--ep without a plane: %v, %v; want the connections (nil, nil)", p, err)
	}
	if p, err := checkExpertPlane(ep, rowsPlane{}); err != nil || p == nil {
		t.Errorf("--ep with a rows plane: %v, %v; want the plane", p, err)
	}
	_, err := checkExpertPlane(ep, plainPlane{})
	if err == nil || !strings.Contains(err.Error(), "transport somewire: this data plane cannot carry an --ep build's dispatch and combine") {
		t.Errorf("--ep with a plane without rows: %v, want a refusal naming the transport", err)
	}
	if p, err := checkExpertPlane(&ir.Manifest{Transport: "somewire"}, plainPlane{}); p != nil || err != nil {
		t.Errorf("unsharded build: %v, %v; want no expert plane and no error", p, err)
	}
}

// wholePlane runs the whole exchange itself: its ExpertAttention names the engine's FFN peer.
type wholePlane struct {
	rowsPlane
	peer *stubPeer
}

func (w wholePlane) ExpertAttention(p *runtime.ExpertAttentionPlane) (func() error, error) {
	w.peer.steps = p.Peers
	p.Peer = w.peer
	return func() error { return nil }, nil
}

// stubPeer is a plane's own FFN peer.
type stubPeer struct{ steps *runtime.ExpertPeers }

func (*stubPeer) BeginStep(context.Context, []int) (uint64, error) { return 0, errors.New("stub") }
func (*stubPeer) Peer() int                                        { return 0 }
func (*stubPeer) Send(context.Context, tensor.Queue, int, connector.Tag, []tensor.Tensor) error {
	return errors.New("stub")
}
func (*stubPeer) Recv(context.Context, tensor.Queue, int, connector.Tag, []tensor.Tensor) error {
	return errors.New("stub")
}
func (*stubPeer) Memory() tensor.Memory { return tensor.Device }
func (*stubPeer) Name() string          { return "somewire" }
func (*stubPeer) Close() error          { return nil }

// TestAttentionLinkPeer: in an --ep build the engine's FFN peer is the expert peers, unless the
// plane runs the exchange itself and names its own peer; the link (connections, readiness) stays
// the expert peers either way.
func TestAttentionLinkPeer(t *testing.T) {
	man := &ir.Manifest{EP: 2, Transport: "somewire", Wire: []ir.WireLayer{{Layer: 1, Kind: "moe",
		ToFFN:   []ir.WireTensor{{Name: "hidden", DType: "bf16", Width: 8}, {Name: ir.WireExpertIDs, DType: "i32", Width: 2}, {Name: ir.WireExpertWeights, DType: "f32", Width: 2}},
		FromFFN: []ir.WireTensor{{Name: ir.WireExpertOut, DType: "f32", Width: 8}}, TopK: 2, Ranks: 2, Map: []int64{0, 0, 1, 1}}}}
	cfg := connector.Config{Rendezvous: "127.0.0.1:1", Hello: connector.Hello{Role: connector.RoleAttention,
		Topology: connector.Topology{AttentionRanks: 1, FFNRanks: 2}}}
	link, peer, rf, _, err := newAttentionLink(man, rowsPlane{}, nil, cfg, 0, prometheus.NewRegistry())
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := link.(*runtime.ExpertPeers); !ok || peer != runtime.FFNPeer(link.(*runtime.ExpertPeers)) || rf != nil {
		t.Errorf("a rows plane: link %T, peer %T, rf %v; want the expert peers as both, no single link", link, peer, rf)
	}
	own := &stubPeer{}
	link, peer, _, _, err = newAttentionLink(man, wholePlane{peer: own}, nil, cfg, 0, prometheus.NewRegistry())
	if err != nil {
		t.Fatal(err)
	}
	if peer != runtime.FFNPeer(own) || own.steps == nil || link != attentionLink(own.steps) {
		t.Errorf("a plane with its own peer: link %T, peer %T; want the expert peers as the link and the plane's peer for the engine", link, peer)
	}
}
