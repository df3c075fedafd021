package role

import (
	"context"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
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
