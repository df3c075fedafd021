package cpu_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/internal/eptest"
	"afdc/internal/paritytest"
	"afdc/runtime"
	"afdc/runtime/connector"
	rt "afdc/runtime/tensor"
	"afdc/targets/cpu"
)

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
		want := make([][2]eptest.Run, len(prompts))
		for i, p := range prompts {
			want[i] = eptest.DecodeAll(t, []*runtime.SplitEngine{unsharded}, [][]int32{p}, steps)[0]
		}
		for _, n := range []int{2, 3, 4} {
			_, a, _ := paritytest.Load(t, name, compiler.BuildOptions{Target: "cpu", Stages: 2, EP: n, VerifyEach: true})
			for _, attention := range []int{1, 2, 3} {
				t.Run(fmt.Sprintf("%s/ep%d/A%d", name, n, attention), func(t *testing.T) {
					d := eptest.Start(t, a, ck, attention)
					got := eptest.DecodeAll(t, d.Engines, prompts[:attention], steps)
					for i := range got {
						for s := range 2 {
							eptest.SameBits(t, fmt.Sprintf("attention rank %d sequence %d", i, s), want[i][s], got[i][s])
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
	d := eptest.Start(t, a, ck, 2)
	got := eptest.DecodeAll(t, d.Engines, prompts, 4)
	for i, p := range prompts {
		want := eptest.DecodeAll(t, []*runtime.SplitEngine{unsharded}, [][]int32{p}, 4)[0]
		for s := range 2 {
			eptest.SameBits(t, fmt.Sprintf("attention rank %d sequence %d", i, s), want[s], got[i][s])
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

// TestExpertFFNBadRouting: an expert rank refuses a routing it could not have been sent (ids out
// of order, repeated, past the experts, a listed expert with weight 0), naming the row, and runs a
// good one into one row per pair of its experts.
func TestExpertFFNBadRouting(t *testing.T) {
	_, a, ck := paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cpu", Stages: 1, EP: 2})
	var layer, k, hidden, experts int
	for _, w := range a.Wire {
		if w.TopK > 0 {
			layer, k, hidden, experts = w.Layer, w.TopK, int(w.ToFFN[0].Width), len(w.Map)
			break
		}
	}
	if k < 2 {
		t.Fatalf("case v3: top_k %d, expected at least 2 for this test", k)
	}
	p, err := cpu.LoadRank(a.FFN, ck, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := backend(t, p)
	run := func(ids []int32, w []float32, pairs int) error {
		in := []rt.Tensor{rt.FromF32(make([]float32, hidden), 1, hidden), rt.FromI32(ids, 1, k), rt.FromF32(w, 1, k)}
		return b.FFN(context.Background(), nil, layer, in, rt.New(rt.F32, pairs, hidden))
	}
	ones := make([]float32, k)
	for i := range ones {
		ones[i] = 0.5
	}
	pad := func(ids ...int32) []int32 {
		out := append([]int32{}, ids...)
		for len(out) < k {
			out = append(out, -1)
		}
		return out
	}
	// Expert 0 is on rank 0 (contiguous blocks): one pair.
	if err := run(pad(0), ones, 1); err != nil {
		t.Fatalf("a good routing: %v", err)
	}
	zero := append([]float32{0}, ones[1:]...)
	for _, tc := range []struct {
		ids  []int32
		w    []float32
		want string
	}{
		{pad(1, 0), ones, "expert id 0, expected an id in 2.."},
		{pad(0, 0), ones, "expert id 0, expected an id in 1.."},
		{pad(int32(experts)), ones, fmt.Sprintf("expert id %d, expected", experts)},
		{append([]int32{-1, 0}, pad()[2:]...), ones, "expert id 0 after a -1, expected -1"},
		{pad(-2), ones, "expert id -2, expected -1 or 0.."},
		{pad(0), zero, "weight 0 for expert 0"},
	} {
		if err := run(tc.ids, tc.w, 1); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ids %v weights %v: err %v, want it to contain %q", tc.ids, tc.w, err, tc.want)
		}
	}
}

// TestExpertParallelSmallFrames: with every connection's tensor frames bounded to 1 KiB (4 rows of
// the v3 case's 64-wide f32 hidden state less the header), dispatch and combine go as several frames
// each, and --ep 2 and 4 with 2 attention ranks still equal the unsharded pair bit for bit. A frame
// over the bound would be refused by its reader, so a run that completes split every larger
// transfer.
func TestExpertParallelSmallFrames(t *testing.T) {
	const limit = connector.MinFrameLimit
	pc, ref, ck := paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cpu", Stages: 2})
	prompts := [][]int32{pc.Prompts[0].PromptIDs, {2, 4, 6, 8, 10, 12, 14, 3, 5, 7, 9, 11}}
	unsharded := eptest.Unsharded(t, ref, ck)
	want := make([][2]eptest.Run, len(prompts))
	for i, p := range prompts {
		want[i] = eptest.DecodeAll(t, []*runtime.SplitEngine{unsharded}, [][]int32{p}, 3)[0]
	}
	for _, n := range []int{2, 4} {
		_, a, _ := paritytest.Load(t, "v3", compiler.BuildOptions{Target: "cpu", Stages: 2, EP: n})
		var k, hidden int
		for _, w := range a.Wire {
			if w.TopK > 0 {
				k, hidden = w.TopK, int(w.ToFFN[0].Width)
			}
		}
		// The first step of the longer prompt has a stage of at least its length in tokens (two
		// sequences of that length over two stages); the busiest rank gets at least len·k/n pairs.
		if long := max(len(prompts[0]), len(prompts[1])); long*k/n*hidden*4 <= 2*limit {
			t.Fatalf("ep %d: %d tokens x top-%d over %d ranks of %d-wide rows fit two frames of %d bytes: the test would not split transfers", n, long, k, n, hidden, limit)
		}
		t.Run(fmt.Sprintf("ep%d", n), func(t *testing.T) {
			d := eptest.StartFramed(t, a, ck, 2, limit)
			got := eptest.DecodeAll(t, d.Engines, prompts, 3)
			for i := range got {
				for s := range 2 {
					eptest.SameBits(t, fmt.Sprintf("attention rank %d sequence %d", i, s), want[i][s], got[i][s])
				}
			}
		})
	}
}
