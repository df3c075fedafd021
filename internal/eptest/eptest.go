// Package eptest runs expert-parallel deployments of the CPU target in one process for tests: expert
// ranks serving over the connector's TCP transport on loopback, and attention engines behind their
// ExpertPeers, with greedy decodes compared bit for bit.
package eptest

import (
	"context"
	"fmt"
	"math"
	"net"
	"sync"
	"testing"
	"time"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/sampler"
	"afdc/runtime/weights"
	"afdc/targets/cpu"
)

func backend(t testing.TB, p *cpu.Program) *cpu.Backend {
	t.Helper()
	b, err := cpu.NewBackend(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func load(t testing.TB, m *ir.Module, ck *weights.Checkpoint) *cpu.Program {
	t.Helper()
	p, err := cpu.Load(m, ck, nil)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Unsharded is the split engine of an unsharded build with its FFN in-process (the reference an
// --ep deployment must equal).
func Unsharded(t testing.TB, a *compiler.Artifact, ck *weights.Checkpoint) *runtime.SplitEngine {
	t.Helper()
	st, _ := a.Attention.Attrs.Int("stages")
	e, err := runtime.NewSplitEngine(backend(t, load(t, a.Attention, ck)), &runtime.LocalFFN{FFN: backend(t, load(t, a.FFN, ck))}, int(st))
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// Deployment is an expert-parallel deployment in one process: expert ranks serving over the
// connector's TCP transport, and one attention engine per attention rank behind its ExpertPeers.
type Deployment struct {
	Engines []*runtime.SplitEngine
	peers   []*runtime.ExpertPeers
	cancel  context.CancelFunc
	wg      sync.WaitGroup
	// rankCancel stops one expert rank (its listener and loop), for fault tests.
	rankCancel []context.CancelFunc
}

func freeLoopback(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

func epHello(a *compiler.Artifact, role string, rank, attention int) connector.Hello {
	return connector.Hello{Role: role, Rank: rank, Plan: a.Plan, Version: ir.Version, Stages: a.Opts.Stages, Model: a.Config.Name,
		Topology: connector.Topology{AttentionRanks: attention, FFNRanks: a.Opts.EP}, MaxRows: 256, ExpertParallel: true}
}

// startRank starts expert rank r of a; it serves until its context ends.
func (d *Deployment) startRank(t testing.TB, a *compiler.Artifact, ck *weights.Checkpoint, rv string, r, attention, frameLimit int) {
	t.Helper()
	p, err := cpu.LoadRank(a.FFN, ck, nil, r)
	if err != nil {
		t.Fatal(err)
	}
	be := backend(t, p)
	ctx, cancel := context.WithCancel(context.Background())
	d.rankCancel[r] = cancel
	d.wg.Add(1)
	go func() {
		defer d.wg.Done()
		cfg := connector.Config{Rendezvous: rv, Hello: epHello(a, connector.RoleFFN, r, attention), RowBytes: runtime.WireRowBytes(a.Wire),
			PeerTimeout: 5 * time.Second, Heartbeat: 50 * time.Millisecond, PeerSilence: 500 * time.Millisecond, FrameLimit: frameLimit}
		if r != 0 {
			cfg.Listen = "127.0.0.1:0"
		}
		fs, err := connector.ListenFFN(ctx, cfg)
		if err != nil {
			return
		}
		defer fs.Close()
		runtime.ServeExperts(ctx, fs, fs.Transport(), be, a.Wire, r, nil, nil, nil)
	}()
}

// Start starts attention × a.Opts.EP ranks of an --ep build a, all in this process, and waits
// until every attention rank reaches every expert rank.
func Start(t testing.TB, a *compiler.Artifact, ck *weights.Checkpoint, attention int) *Deployment {
	t.Helper()
	return StartFramed(t, a, ck, attention, 0)
}

// StartFramed is Start with every connection's tensor frames bounded by frameLimit bytes
// (connector.Config.FrameLimit; 0: the default), so transfers larger than that go as several frames.
func StartFramed(t testing.TB, a *compiler.Artifact, ck *weights.Checkpoint, attention, frameLimit int) *Deployment {
	t.Helper()
	n := a.Opts.EP
	rv := freeLoopback(t)
	ctx, cancel := context.WithCancel(context.Background())
	d := &Deployment{cancel: cancel, rankCancel: make([]context.CancelFunc, n)}
	t.Cleanup(d.stop)
	for r := range n {
		d.startRank(t, a, ck, rv, r, attention, frameLimit)
	}
	for i := range attention {
		cfg := connector.Config{Rendezvous: rv, Hello: epHello(a, connector.RoleAttention, i, attention),
			Heartbeat: 50 * time.Millisecond, PeerSilence: 500 * time.Millisecond, FrameLimit: frameLimit, RowBytes: runtime.WireRowBytes(a.Wire)}
		peers, err := runtime.NewExpertPeers(cfg, a.Wire, 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		d.peers = append(d.peers, peers)
		d.wg.Add(1)
		go func() {
			defer d.wg.Done()
			peers.Run(ctx)
		}()
		eng, err := runtime.NewSplitEngine(backend(t, load(t, a.Attention, ck)), peers, stagesOf(a))
		if err != nil {
			t.Fatal(err)
		}
		d.Engines = append(d.Engines, eng)
	}
	d.waitReady(t)
	return d
}

func (d *Deployment) waitReady(t testing.TB) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for _, p := range d.peers {
		for p.Ready() != nil {
			if time.Now().After(deadline) {
				t.Fatalf("deployment not ready: %v", p.Ready())
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

func (d *Deployment) stop() {
	d.cancel()
	for _, c := range d.rankCancel {
		if c != nil {
			c()
		}
	}
	for _, p := range d.peers {
		p.Close()
	}
	d.wg.Wait()
}

// Run is one greedy decode: the tokens and the logits each was chosen from.
type Run struct {
	Toks   []int32
	Logits [][]float32
}

// DecodeAll runs greedy decodes of prompts on engines at once (engine i takes prompts[i]; they step
// in lockstep, as a deployment's attention ranks do), steps steps each, two sequences a step on
// each engine (the prompt and its reverse) so stages carry rows of several sequences.
func DecodeAll(t testing.TB, engines []*runtime.SplitEngine, prompts [][]int32, steps int) [][2]Run {
	t.Helper()
	out := make([][2]Run, len(engines))
	errs := make([]error, len(engines))
	var wg sync.WaitGroup
	for i, e := range engines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rev := make([]int32, len(prompts[i]))
			for j, v := range prompts[i] {
				rev[len(rev)-1-j] = v
			}
			seqs := []runtime.SeqStep{{ID: 1, Tokens: prompts[i]}, {ID: 2, Tokens: rev}}
			for range steps {
				logits, err := e.Step(context.Background(), seqs)
				if err != nil {
					errs[i] = err
					return
				}
				for s := range seqs {
					tok := int32(sampler.Argmax(logits[s]))
					out[i][s].Toks = append(out[i][s].Toks, tok)
					out[i][s].Logits = append(out[i][s].Logits, append([]float32(nil), logits[s]...))
					seqs[s] = runtime.SeqStep{ID: seqs[s].ID, Tokens: []int32{tok}, Past: seqs[s].Past + len(seqs[s].Tokens)}
				}
			}
			e.Release(1)
			e.Release(2)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("attention rank %d: %v", i, err)
		}
	}
	return out
}

// SameBits fails unless got has want's tokens and logits bit for bit.
func SameBits(t testing.TB, what string, want, got Run) {
	t.Helper()
	if fmt.Sprint(want.Toks) != fmt.Sprint(got.Toks) {
		t.Fatalf("%s: tokens %v, unsharded %v", what, got.Toks, want.Toks)
	}
	for s := range want.Logits {
		for j := range want.Logits[s] {
			if math.Float32bits(want.Logits[s][j]) != math.Float32bits(got.Logits[s][j]) {
				t.Fatalf("%s: step %d logit %d: %v, unsharded %v", what, s, j, got.Logits[s][j], want.Logits[s][j])
			}
		}
	}
}

func stagesOf(a *compiler.Artifact) int {
	s, _ := a.Attention.Attrs.Int("stages")
	return int(s)
}
