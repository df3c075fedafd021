package connector

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"afdc/runtime/tensor"
)

func epHello(role string, rank int, topo Topology) Hello {
	h := testHello(role, rank, topo)
	h.ExpertParallel = true
	return h
}

func TestExpertParallelTopology(t *testing.T) {
	one := Topology{AttentionRanks: 1, FFNRanks: 3}
	if err := validateTopology(epHello(RoleFFN, 2, one)); err != nil {
		t.Errorf("1 attention rank x 3 expert ranks: %v, want valid", err)
	}
	if err := validateTopology(testHello(RoleFFN, 2, one)); err == nil {
		t.Errorf("1A3F without expert parallelism: valid, want refused")
	}
	if got := peersFor(epHello(RoleFFN, 1, Topology{AttentionRanks: 3, FFNRanks: 2})); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("expert rank 1's peers %v, want every attention rank", got)
	}
	h := epHello(RoleAttention, 0, one)
	h.To = 2
	if FFNRankOf(h) != 2 {
		t.Errorf("FFNRankOf %d, want the rank dialled (2)", FFNRankOf(h))
	}
	h.To = 3
	if err := h.validateSelf(); err == nil || !strings.Contains(err.Error(), "dials ffn rank 3, out of range") {
		t.Errorf("dialling expert rank 3 of 3: %v, want refused naming it", err)
	}
}

// TestExpertParallelMesh: 2 attention ranks each reach both of 2 expert ranks through the
// rendezvous; an expert rank's merged header has a column per attention rank, and rows the routing
// decides (RowsTransport) travel both ways. An unsharded attention rank is refused naming both
// topologies.
func TestExpertParallelMesh(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	topo := Topology{AttentionRanks: 2, FFNRanks: 2}
	rv := freeAddr(t)
	ffn := make([]*FFNSide, 2)
	var wg sync.WaitGroup
	for r := range 2 {
		wg.Go(func() {
			cfg := Config{Rendezvous: rv, Hello: epHello(RoleFFN, r, topo)}
			if r > 0 {
				cfg.Listen = "127.0.0.1:0"
			}
			f, err := ListenFFN(ctx, cfg)
			if err != nil {
				t.Error(err)
			}
			ffn[r] = f
		})
	}
	attn := map[[2]int]*AttnSide{}
	var mu sync.Mutex
	for a := range 2 {
		for f := range 2 {
			wg.Go(func() {
				h := epHello(RoleAttention, a, topo)
				h.To = f
				s, err := DialAttention(ctx, Config{Rendezvous: rv, Hello: h})
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				attn[[2]int{a, f}] = s
				mu.Unlock()
			})
		}
	}
	wg.Wait()
	if t.Failed() {
		t.FailNow()
	}
	defer func() {
		for _, s := range attn {
			s.Close()
		}
		for _, f := range ffn {
			f.Close()
		}
	}()
	if got := ffn[1].Peers(); !slices.Equal(got, []int{0, 1}) {
		t.Fatalf("expert rank 1 serves %v, want both attention ranks", got)
	}
	// A step on expert rank 1: attention rank 0 sends 3 rows in the header, then 2 routed rows.
	for a := range 2 {
		s := attn[[2]int{a, 1}]
		if err := s.SendStep(ctx, StepHeader{Step: s.NextStep(), Stages: 1, Counts: [][]int{{3 - 3*a}}}); err != nil {
			t.Fatal(err)
		}
	}
	h, err := ffn[1].RecvStep(ctx)
	if err != nil || !slices.Equal(h.Counts[0], []int{3, 0}) {
		t.Fatalf("merged header %+v, err %v; want counts [3 0]", h, err)
	}
	tag := Tag{Step: h.Step, Layer: 1, Stage: 0}
	a0 := attn[[2]int{0, 1}]
	sent := tensor.FromF32([]float32{1, 2, 3, 4}, 2, 2)
	if err := a0.Transport().(RowsTransport).SendRows(ctx, nil, 1, tag, []tensor.Tensor{sent}); err != nil {
		t.Fatal(err)
	}
	got := tensor.New(tensor.F32, 2, 2)
	if err := ffn[1].Transport().(RowsTransport).RecvRows(ctx, nil, 0, tag, []tensor.Tensor{got}); err != nil || !slices.Equal(got.F32(), sent.F32()) {
		t.Fatalf("expert rank received %v, err %v; want %v", got.F32(), err, sent.F32())
	}
	back := tensor.FromF32([]float32{5, 6, 7, 8, 9, 10}, 3, 2)
	if err := ffn[1].Transport().(RowsTransport).SendRows(ctx, nil, 0, tag, []tensor.Tensor{back}); err != nil {
		t.Fatal(err)
	}
	short := tensor.New(tensor.F32, 2, 2) // the attention side expected 2 rows; 3 came
	err = a0.Transport().(RowsTransport).RecvRows(ctx, nil, 1, tag, []tensor.Tensor{short})
	if err == nil || !strings.Contains(err.Error(), "rows 3, expected 2") {
		t.Errorf("3 rows into a 2-row buffer: %v, want refused naming both counts", err)
	}

	// An attention rank passes a collective id on to an expert rank (an expert-parallel device data
	// plane's one communicator of every rank); the expert rank reads it on that connection only.
	a1 := attn[[2]int{1, 1}]
	ep1 := ffn[1].PeerEpochs()[1]
	if _, ok, err := ffn[1].PeerCollectiveID(1, ep1); ok || err != nil {
		t.Fatalf("collective id before any was passed: ok %v, err %v; want none", ok, err)
	}
	id := CollectiveID{Transport: "nccl", ID: []byte("unique-id-bytes")}
	if err := a1.ShareCollectiveID(ctx, id); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		c, ok, err := ffn[1].PeerCollectiveID(1, ep1)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			if c.Transport != "nccl" || string(c.ID) != "unique-id-bytes" {
				t.Fatalf("expert rank read %+v, want %+v", c, id)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the collective id never arrived")
		}
		time.Sleep(2 * time.Millisecond)
	}
	if _, _, err := ffn[1].PeerCollectiveID(1, ep1+100); err == nil || !strings.Contains(err.Error(), "is gone") {
		t.Errorf("another connection's id: %v, want refused", err)
	}
	// Expert rank 0's way: an id as large as HCCL's (a 4108-byte root and its generation) to one
	// attention rank's connection, which reads it.
	big := CollectiveID{Transport: "hccl", ID: bytes.Repeat([]byte{7}, 4116)}
	e0 := ffn[0]
	if err := e0.ShareCollectiveIDWith(ctx, 1, e0.PeerEpochs()[1], big); err != nil {
		t.Fatalf("a 4116-byte id to one attention rank: %v, want it sent", err)
	}
	wctx, wcancel := context.WithTimeout(ctx, 5*time.Second)
	c, err := attn[[2]int{1, 0}].CollectiveID(wctx)
	wcancel()
	if err != nil || c.Transport != "hccl" || !bytes.Equal(c.ID, big.ID) {
		t.Fatalf("attention rank 1 read %q (%d bytes), err %v; want the 4116 bytes sent", c.Transport, len(c.ID), err)
	}
	if err := e0.ShareCollectiveIDWith(ctx, 1, e0.PeerEpochs()[1], CollectiveID{Transport: "hccl", ID: make([]byte, 8193)}); err == nil || !strings.Contains(err.Error(), "8193 bytes, expected a transport name and 1..8192 bytes") {
		t.Errorf("an 8193-byte id: %v, want refused saying what is expected", err)
	}
	if err := a1.ShareCollectiveID(ctx, CollectiveID{Transport: "nccl"}); err == nil || !strings.Contains(err.Error(), "0 bytes, expected a transport name and 1..8192 bytes") {
		t.Errorf("an empty id: %v, want refused saying what is expected", err)
	}

	// An attention rank of an unsharded deployment is refused by an expert rank, naming both sides.
	h0 := testHello(RoleAttention, 0, Topology{AttentionRanks: 2, FFNRanks: 2})
	_, err = DialAttention(ctx, Config{Rendezvous: rv, Hello: h0, BusyGiveUp: time.Second})
	var ref *RefusedError
	if !errors.As(err, &ref) || !strings.Contains(err.Error(), "topology mismatch") || !strings.Contains(err.Error(), "2A2F expert parallel") {
		t.Errorf("unsharded attention rank: %v, want refused naming the expert-parallel topology", err)
	}
}
