package runtime_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
)

// TestDuplicateRankGivesUp: a second attention process claiming a rank that is live at its FFN rank
// ends Run with one clear error after the connector's busy backoff. (It used to retry every 100 ms
// for as long as it ran, logging ten warnings a second.)
func TestDuplicateRankGivesUp(t *testing.T) {
	wire := []ir.WireLayer{{Layer: 0, Kind: "dense",
		ToFFN: []ir.WireTensor{{Name: "hidden", DType: "f32", Width: 4}}, FromFFN: []ir.WireTensor{{Name: "hidden", DType: "f32", Width: 4}}}}
	rv := freeAddr(t)
	topo := connector.Topology{AttentionRanks: 1, FFNRanks: 1}
	hello := func(role string) connector.Hello {
		return connector.Hello{Role: role, Plan: "p", Version: "t", Topology: topo, Stages: 1, Model: "m", MaxRows: 64}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ready := make(chan *connector.FFNSide, 1)
	go func() {
		fs, err := connector.ListenFFN(ctx, connector.Config{Rendezvous: rv, Hello: hello(connector.RoleFFN)})
		if err != nil {
			t.Error(err)
		}
		ready <- fs
	}()
	live, err := connector.DialAttention(ctx, connector.Config{Rendezvous: rv, Hello: hello(connector.RoleAttention)})
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	if fs := <-ready; fs != nil {
		defer fs.Close()
	}
	dup, err := runtime.NewRemoteFFN(connector.Config{Rendezvous: rv, Hello: hello(connector.RoleAttention), BusyGiveUp: 500 * time.Millisecond}, wire, 0)
	if err != nil {
		t.Fatal(err)
	}
	err = dup.Run(ctx)
	var ref *connector.RefusedError
	if !errors.As(err, &ref) || !ref.Busy || !strings.Contains(err.Error(), "another process holds this rank; give each process its own --rank") {
		t.Fatalf("Run of a duplicate rank = %v (ctx %v), want the busy refusal given up with its cause", err, ctx.Err())
	}
}
