package cpu_test

import (
	"context"
	"fmt"
	"math"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"afdc/compiler"
	"afdc/internal/paritytest"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/sampler"
	"afdc/runtime/weights"
	"afdc/targets/cpu"
)

// epDeployment is an expert-parallel deployment in one process: expert ranks serving over the
// connector's TCP transport, and one attention engine per attention rank behind its ExpertPeers.
type epDeployment struct {
	engines []*runtime.SplitEngine
	peers   []*runtime.ExpertPeers
	cancel  context.CancelFunc
	wg      sync.WaitGroup
	// rankCancel stops one expert rank (its listener and loop), for fault tests.
	rankCancel []context.CancelFunc
}

func freeLoopback(t *testing.T) string {
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
func (d *epDeployment) startRank(t *testing.T, a *compiler.Artifact, ck *weights.Checkpoint, rv string, r, attention int) {
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
			PeerTimeout: 5 * time.Second, Heartbeat: 50 * time.Millisecond, PeerSilence: 500 * time.Millisecond}
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

// startEP starts attention × a.Opts.EP ranks of an --ep build a, all in this process, and waits
// until every attention rank reaches every expert rank.
func startEP(t *testing.T, a *compiler.Artifact, ck *weights.Checkpoint, attention int) *epDeployment {
	t.Helper()
	n := a.Opts.EP
	rv := freeLoopback(t)
	ctx, cancel := context.WithCancel(context.Background())
	d := &epDeployment{cancel: cancel, rankCancel: make([]context.CancelFunc, n)}
	t.Cleanup(d.stop)
	for r := range n {
		d.startRank(t, a, ck, rv, r, attention)
	}
	for i := range attention {
		cfg := connector.Config{Rendezvous: rv, Hello: epHello(a, connector.RoleAttention, i, attention),
			Heartbeat: 50 * time.Millisecond, PeerSilence: 500 * time.Millisecond}
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
		eng, err := runtime.NewSplitEngine(backend(t, load(t, a.Attention, ck)), peers, compiledStages(a.Attention))
		if err != nil {
			t.Fatal(err)
		}
		d.engines = append(d.engines, eng)
	}
	d.waitReady(t)
	return d
}

func (d *epDeployment) waitReady(t *testing.T) {
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

func (d *epDeployment) stop() {
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

// decodeRun is one greedy decode: the tokens and the logits each was chosen from.
type decodeRun struct {
	toks   []int32
	logits [][]float32
}

// decodeAll runs greedy decodes of prompts on engines at once (engine i takes prompts[i]; they step
// in lockstep, as a deployment's attention ranks do), steps steps each, two sequences a step on
// each engine (the prompt and its reverse) so stages carry rows of several sequences.
func decodeAll(t *testing.T, engines []*runtime.SplitEngine, prompts [][]int32, steps int) [][2]decodeRun {
	t.Helper()
	out := make([][2]decodeRun, len(engines))
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
					out[i][s].toks = append(out[i][s].toks, tok)
					out[i][s].logits = append(out[i][s].logits, append([]float32(nil), logits[s]...))
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

// sameBits fails unless got has want's tokens and logits bit for bit.
func sameBits(t *testing.T, what string, want, got decodeRun) {
	t.Helper()
	if fmt.Sprint(want.toks) != fmt.Sprint(got.toks) {
		t.Fatalf("%s: tokens %v, unsharded %v", what, got.toks, want.toks)
	}
	for s := range want.logits {
		for j := range want.logits[s] {
			if math.Float32bits(want.logits[s][j]) != math.Float32bits(got.logits[s][j]) {
				t.Fatalf("%s: step %d logit %d: %v, unsharded %v", what, s, j, got.logits[s][j], want.logits[s][j])
			}
		}
	}
}

// TestExpertParallelEqualsUnsharded: for every parity case, --ep 2, 3 and 4 (8 experts over 3 ranks
// and 16 over 3 are uneven shards) with 1, 2 and 3 attention ranks (A < N, A = N, A > N), every
// attention rank's greedy tokens and logits equal the unsharded pair's bit for bit (two stages,
// two sequences a step).
func TestExpertParallelEqualsUnsharded(t *testing.T) {
	const steps = 4
	for _, name := range paritytest.Cases {
		pc, ref, ck := paritytest.Load(t, name, compiler.BuildOptions{Target: "cpu", Stages: 2})
		unsharded, err := runtime.NewSplitEngine(backend(t, load(t, ref.Attention, ck)), &runtime.LocalFFN{FFN: backend(t, load(t, ref.FFN, ck))}, 2)
		if err != nil {
			t.Fatal(err)
		}
		prompts := [][]int32{pc.Prompts[0].PromptIDs, pc.Prompts[1%len(pc.Prompts)].PromptIDs, {5, 3, 9}}
		want := make([][2]decodeRun, len(prompts))
		for i, p := range prompts {
			want[i] = decodeAll(t, []*runtime.SplitEngine{unsharded}, [][]int32{p}, steps)[0]
		}
		for _, n := range []int{2, 3, 4} {
			_, a, _ := paritytest.Load(t, name, compiler.BuildOptions{Target: "cpu", Stages: 2, EP: n, VerifyEach: true})
			for _, attention := range []int{1, 2, 3} {
				t.Run(fmt.Sprintf("%s/ep%d/A%d", name, n, attention), func(t *testing.T) {
					d := startEP(t, a, ck, attention)
					got := decodeAll(t, d.engines, prompts[:attention], steps)
					for i := range got {
						for s := range 2 {
							sameBits(t, fmt.Sprintf("attention rank %d sequence %d", i, s), want[i][s], got[i][s])
						}
					}
				})
			}
		}
	}
}

// TestExpertParallelScatteredMap: a placement that is neither contiguous nor even (16 experts as
// 7, 1, 3 and 5 over 4 ranks, interleaved) gives the unsharded bits too, and each rank loads only
// its experts.
func TestExpertParallelScatteredMap(t *testing.T) {
	m := []int64{0, 3, 0, 2, 0, 3, 1, 0, 2, 3, 0, 2, 3, 0, 3, 0}
	maps := map[int][]int64{}
	pc, ref, ck := paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cpu", Stages: 2})
	for _, w := range ref.Wire {
		if w.Kind == "moe" {
			maps[w.Layer] = m
		}
	}
	_, a, _ := paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cpu", Stages: 2, EP: 4, ExpertMap: maps, VerifyEach: true})
	unsharded, err := runtime.NewSplitEngine(backend(t, load(t, ref.Attention, ck)), &runtime.LocalFFN{FFN: backend(t, load(t, ref.FFN, ck))}, 2)
	if err != nil {
		t.Fatal(err)
	}
	prompts := [][]int32{pc.Prompts[0].PromptIDs, {2, 4, 6, 8}}
	d := startEP(t, a, ck, 2)
	got := decodeAll(t, d.engines, prompts, 4)
	for i, p := range prompts {
		want := decodeAll(t, []*runtime.SplitEngine{unsharded}, [][]int32{p}, 4)[0]
		for s := range 2 {
			sameBits(t, fmt.Sprintf("attention rank %d sequence %d", i, s), want[s], got[i][s])
		}
	}
	// The unsharded FFN program holds every expert (and nothing else, in these layers' functions,
	// but the shared experts, which an --ep build moves to the attention side).
	var per [4]int64
	var sum int64
	for r := range per {
		p, err := cpu.LoadRank(a.FFN, ck, nil, r)
		if err != nil {
			t.Fatal(err)
		}
		per[r] = p.ResidentBytes()
		sum += per[r]
	}
	var experts int64
	for _, pr := range ref.FFN.Params {
		if pr.Experts > 0 {
			experts += pr.Elems() * 4
		}
	}
	if sum != experts {
		t.Errorf("the ranks hold %d bytes together, want the unsharded program's %d bytes of routed experts", sum, experts)
	}
	for r, held := range []int64{7, 1, 3, 5} {
		if want := experts * held / 16; per[r] != want {
			t.Errorf("rank %d holds %d bytes, want %d (%d of 16 experts)", r, per[r], want, held)
		}
	}
	if _, err := cpu.LoadRank(a.FFN, ck, nil, 4); err == nil || !strings.Contains(err.Error(), "expert rank 4, expected 0..3") {
		t.Errorf("rank 4 of 4: err %v, want it refused naming the ranks", err)
	}
}
