package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"afdc/internal/paritytest"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// rawAttentionPeer joins the FFN at rdv as attention rank `rank` of topo, with the hello of the
// FFN executable's manifest, over a socket whose receive buffer is small (so that what it does
// not read fills it quickly). key is the cluster key, or nil.
func rawAttentionPeer(ctx context.Context, t *testing.T, ffnExe, rdv string, rank int, topo connector.Topology, maxRows int, key []byte) (*connector.RawPeer, ir.Manifest) {
	t.Helper()
	out, err := exec.Command(ffnExe, "--print-manifest").Output()
	if err != nil {
		t.Fatal(err)
	}
	var man ir.Manifest
	if err := json.Unmarshal(out, &man); err != nil || len(man.Wire) == 0 {
		t.Fatalf("ffn manifest: %d wire layers, %v", len(man.Wire), err)
	}
	d := net.Dialer{Control: func(_, _ string, c syscall.RawConn) error {
		var serr error
		c.Control(func(fd uintptr) { serr = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 16<<10) })
		return serr
	}}
	var conn net.Conn
	for { // until the FFN listens
		if conn, err = d.DialContext(ctx, "tcp", rdv); err == nil {
			break
		}
		if ctx.Err() != nil {
			t.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	hello := connector.Hello{Role: connector.RoleAttention, Rank: rank, Plan: man.Plan, Version: man.Version, Model: man.Model,
		Stages: man.Stages, Target: man.Target, Transport: man.Transport, Topology: topo, MaxRows: maxRows}
	p, err := connector.HandshakeRawPeer(ctx, conn, connector.Config{Hello: hello, ClusterKey: key, Heartbeat: 100 * time.Millisecond})
	if err != nil {
		conn.Close()
		t.Fatalf("raw attention rank %d: %v", rank, err)
	}
	return p, man
}

// TestPeerThatStopsReadingExecutables (defect 1): 2A1F, attention rank 0 is the attention
// executable serving requests; attention rank 1 is a raw peer that completes the keyed handshake,
// keeps heartbeating and sends step after step of full batches (the manifest's wire schema, all
// stages), but never reads a byte. The FFN's results for it fill the sockets' buffers; its send
// then ends by --peer-timeout and rank 1 is dropped naming why, while rank 0's requests keep
// succeeding (a request in a step with rank 1 may fail, naming it). Before, the FFN's send had no
// deadline: it blocked until the peer closed and rank 0 answered 503 meanwhile.
func TestPeerThatStopsReadingExecutables(t *testing.T) {
	model := paritytest.Dir("v2")
	attnExe, ffnExe := buildExes(t, model, 2)
	keyFile, key := clusterKeyFile(t)
	rdv, _ := freeAddr()
	httpAddr, _ := freeAddr()
	common := []string{"--weights", model, "--rendezvous", rdv, "--attention-ranks", "2", "--connect-timeout", "60s", "--cluster-key-file", keyFile}
	ffn, err := startProc("ffn", ffnExe, append(common, "--peer-timeout", "2s")...)
	if err != nil {
		t.Fatal(err)
	}
	defer ffn.Stop(5 * time.Second)
	att, err := startProc("attention rank 0", attnExe, append(common, "--rank", "0", "--http", httpAddr)...)
	if err != nil {
		t.Fatal(err)
	}
	defer att.Stop(5 * time.Second)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	base := "http://" + httpAddr
	const maxRows = runtime.DefaultStepTokens // the FFN's default --max-peer-rows on the cpu target (its --max-batch-tokens)
	raw, man := rawAttentionPeer(ctx, t, ffnExe, rdv, 1, connector.Topology{AttentionRanks: 2, FFNRanks: 1}, maxRows, key)
	defer raw.Conn.Close()
	if err := waitHealthy(ctx, base, att, ffn); err != nil {
		t.Fatalf("%v\n%s\n%s", err, att.Output(), ffn.Output())
	}

	// Rank 1: heartbeats, and steps back to back; its writes share one lock so frames never mix.
	var mu sync.Mutex
	write := func(f func() error) error {
		mu.Lock()
		defer mu.Unlock()
		raw.Conn.SetWriteDeadline(time.Now().Add(60 * time.Second))
		return f()
	}
	gone := make(chan error, 2)
	start := time.Now()
	var steps atomic.Int64
	go func() {
		for ctx.Err() == nil {
			time.Sleep(100 * time.Millisecond)
			if err := write(raw.Heartbeat); err != nil {
				gone <- err
				return
			}
		}
	}()
	go func() {
		per := maxRows / man.Stages
		counts := make([][]int, man.Stages)
		for s := range counts {
			counts[s] = []int{per}
		}
		for step := raw.NextStep; ctx.Err() == nil; step++ {
			if err := write(func() error { return raw.Step(connector.StepHeader{Step: step, Stages: man.Stages, Counts: counts}) }); err != nil {
				gone <- err
				return
			}
			for _, w := range man.Wire {
				var data []tensor.Tensor
				for _, wt := range w.ToFFN {
					dt, err := ir.ParseDType(wt.DType)
					if err != nil {
						gone <- err
						return
					}
					data = append(data, tensor.New(dt, per, int(wt.Width)))
				}
				for s := range man.Stages {
					tag := connector.Tag{Step: step, Layer: w.Layer, Stage: s}
					if err := write(func() error { return raw.Tensors(tag, data) }); err != nil {
						gone <- err
						return
					}
				}
			}
			steps.Add(1)
		}
	}()

	// Rank 0's clients, until rank 1 is gone and a few more requests were served.
	var served, failed atomic.Int64
	var after atomic.Int64 // served after rank 1 was dropped
	var dropped atomic.Bool
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for c := range 2 {
		wg.Go(func() {
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				rctx, rcancel := context.WithTimeout(ctx, 30*time.Second)
				_, err := complete(rctx, base, map[string]any{"prompt": []int32{int32(3 + c), int32(4 + i%7), 5}, "max_tokens": 4, "temperature": 0})
				rcancel()
				switch {
				case err == nil:
					served.Add(1)
					if dropped.Load() {
						after.Add(1)
					}
				case strings.Contains(err.Error(), "attention rank 1"):
					failed.Add(1) // in a step with the dropped peer: the error names it
				default:
					t.Errorf("rank 0's request %d while rank 1 does not read: %v", i, err)
					failed.Add(1)
				}
			}
		})
	}
	var goneErr error
	select {
	case goneErr = <-gone:
	case <-time.After(60 * time.Second): // a hang guard; the bound under test is --peer-timeout 2s
		close(stop)
		wg.Wait()
		t.Fatalf("the FFN did not drop a peer that does not read within 60s (rank 1 sent %d steps)\n%s", steps.Load(), ffn.Output())
	}
	took := time.Since(start)
	dropped.Store(true)
	for after.Load() < 4 && ctx.Err() == nil && !t.Failed() {
		time.Sleep(50 * time.Millisecond)
	}
	close(stop)
	wg.Wait()
	t.Logf("rank 1 sent %d steps without reading and was dropped %v after its first (its write: %v); rank 0 served %d requests (%d after the drop), %d failed naming rank 1",
		steps.Load(), took.Round(time.Millisecond), goneErr, served.Load(), after.Load(), failed.Load())
	if ffn.Exited() {
		t.Fatalf("the FFN exited:\n%s", ffn.Output())
	}
	if out := ffn.Output(); !strings.Contains(out, "attention rank 1 stopped reading: a frame could not be written to it within 2s") {
		t.Errorf("FFN log: want rank 1 dropped as not reading within --peer-timeout 2s\n%s", out)
	}
	if after.Load() < 4 {
		t.Errorf("rank 0 served %d requests after rank 1 was dropped, want 4", after.Load())
	}
}

// clusterKeyFile writes a cluster key file and returns its path and the key.
func clusterKeyFile(t *testing.T) (string, []byte) {
	t.Helper()
	key := []byte("a-shared-secret-of-32-characters")
	path := fmt.Sprintf("%s/cluster.key", t.TempDir())
	if err := os.WriteFile(path, append(key, '\n'), 0o600); err != nil {
		t.Fatal(err)
	}
	return path, key
}
