package main

import (
	"context"
	"fmt"
	"net"
	"testing"
	"time"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
)

// TestDefaultStepEveryPreset: for every preset, unsharded and as --ep 2 and 8 (or the experts of a
// layer, when fewer), an FFN rank configured as the executable configures it (row limit: the
// default --max-batch-tokens off cuda, runtime.DefaultStepTokens) accepts an attention rank declaring the default step; DeepSeek-V3's
// expert-parallel steps are among those whose combine (512 x 8 f32 rows of 7168) exceeds one 64 MiB
// frame, and so cross as several.
func TestDefaultStepEveryPreset(t *testing.T) {
	const step = runtime.DefaultStepTokens
	over := map[string]bool{}
	for _, name := range compiler.Presets() {
		cfg, err := compiler.LoadConfig(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, ep := range []int{1, 2, 8} {
			ep = min(ep, int(cfg.RoutedExperts))
			o := compiler.BuildOptions{Target: "cpu", Stages: 2}
			if err := o.SetExpertParallel(ep, ""); err != nil {
				t.Fatal(err)
			}
			a, err := compiler.Compile(cfg, o)
			if err != nil {
				t.Fatalf("%s --ep %d: %v", name, ep, err)
			}
			rb := runtime.WireRowBytes(a.Wire)
			if rb*step > connector.MaxFrameSize {
				over[fmt.Sprintf("%s/ep%d", name, ep)] = true
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			rv := ln.Addr().String()
			ln.Close()
			topo := connector.Topology{AttentionRanks: 1, FFNRanks: 1}
			hello := func(role string) connector.Hello {
				return connector.Hello{Role: role, Plan: a.Plan, Version: ir.Version, Stages: 2, Model: cfg.Name, Topology: topo, MaxRows: step, ExpertParallel: ep > 1}
			}
			done := make(chan error, 1)
			go func() {
				f, err := connector.ListenFFN(ctx, connector.Config{Rendezvous: rv, Hello: hello(connector.RoleFFN), RowBytes: rb, MaxPeerRows: step})
				if err == nil {
					f.Close()
				}
				done <- err
			}()
			at, err := connector.DialAttention(ctx, connector.Config{Rendezvous: rv, Hello: hello(connector.RoleAttention), RowBytes: rb})
			if err != nil {
				t.Errorf("%s --ep %d (%d bytes a row): a %d-token step refused: %v", name, ep, rb, step, err)
			}
			// The attention rank stays until the FFN rank has started with it: one that left at
			// once could be gone before the FFN rank counted it, which then waits for it in vain.
			if err := <-done; err != nil {
				t.Errorf("%s --ep %d: the FFN rank: %v", name, ep, err)
			}
			if at != nil {
				at.Close()
			}
			cancel()
		}
	}
	if !over["deepseek-v3/ep2"] || !over["deepseek-v3/ep8"] {
		t.Errorf("steps over one frame %v, expected DeepSeek-V3's expert-parallel ones among them", over)
	}
}
