package runtime_test

import (
	"context"
	"errors"
	"net"
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

// TestRemoteFFNSaysWhyNotConnected: while a rank cannot reach its FFN rank, Ready says why: the
// last attempt's failure, here a listener that does not speak the connector protocol (the error
// the attention server ends with after --connect-timeout).
func TestRemoteFFNSaysWhyNotConnected(t *testing.T) {
	wire := []ir.WireLayer{{Layer: 0, Kind: "dense",
		ToFFN: []ir.WireTensor{{Name: "hidden", DType: "f32", Width: 4}}, FromFFN: []ir.WireTensor{{Name: "hidden", DType: "f32", Width: 4}}}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Read(make([]byte, 1<<16))
			c.Write([]byte("HTTP/1.1 400 Bad Request\r\n\r\n"))
			c.Close()
		}
	}()
	hello := connector.Hello{Role: connector.RoleAttention, Plan: "p", Version: "t", Topology: connector.Topology{AttentionRanks: 1, FFNRanks: 1}, Stages: 1, Model: "m", MaxRows: 64}
	l, err := runtime.NewRemoteFFN(connector.Config{Rendezvous: ln.Addr().String(), Hello: hello}, wire, 0)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- l.Run(ctx) }()
	defer func() {
		cancel()
		<-done
	}()
	want := "not yet connected to the FFN rank via " + ln.Addr().String() + " (last error: await welcome: frame length 1347703880 exceeds the cap of 67108864 bytes: the peer at " + ln.Addr().String() + " does not speak the afdc connector protocol"
	var got error
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if got = l.Ready(); got != nil && strings.Contains(got.Error(), want) {
			return
		}
	}
	t.Fatalf("Ready = %v, want it to contain %q", got, want)
}
