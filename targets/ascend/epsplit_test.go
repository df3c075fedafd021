package ascend_test

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/compiler"
	"afdc/internal/testflags"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
	"afdc/targets/ascend"
	"afdc/targets/ascend/acl"
)

// An --ep deployment against the recording fake: tiny-deepseek-v3 (16 experts, top 4, hidden 64,
// MoE layers 2 and 3) with N expert ranks (runtime.ServeExperts over ExpertRows) and A attention
// ranks (runtime.SplitEngine over ExpertPlane), one HCCL communicator of A+N ranks. The fake moves
// no data and computes nothing, so the router's choices (what aclnnMoeGatingTopK would have
// written) are fed to the attention ranks' routing downloads, and the routing each expert rank
// receives (what HCCL would have delivered) to its downloads; the test derives from the same
// choices every transfer the protocol prescribes and checks the logs against it.

const epHidden, epK, epExperts = 64, 4, 16

// epChoice is one row's router output in score order: distinct ids, their weights; the first row
// of every stage 0 has a zero weight in its last slot (no expert: -1 padding after sorting).
func epChoice(a, layer, stage, rows int) ([]int32, []float32) {
	ids, w := make([]int32, rows*epK), make([]float32, rows*epK)
	for t := range rows {
		start := t*7 + layer*3 + stage*5 + a*11
		for j := range epK {
			ids[t*epK+j] = int32((start + (epK-1-j)*5) % epExperts)
			w[t*epK+j] = float32(epK-j) / 10
		}
		if t == 0 && stage == 0 {
			w[t*epK+epK-1] = 0
		}
	}
	return ids, w
}

// epSorted is the protocol's routing of a choice: ids ascending, zero weights dropped, -1 after.
func epSorted(ids []int32, w []float32, rows int) ([]int32, []float32) {
	si, sw := make([]int32, rows*epK), make([]float32, rows*epK)
	for t := range rows {
		var js []int
		for j := range epK {
			if w[t*epK+j] != 0 {
				js = append(js, t*epK+j)
			}
		}
		slices.SortFunc(js, func(x, y int) int { return int(ids[x]) - int(ids[y]) })
		for j := range epK {
			si[t*epK+j] = -1
			if j < len(js) {
				si[t*epK+j], sw[t*epK+j] = ids[js[j]], w[js[j]]
			}
		}
	}
	return si, sw
}

func i32Bytes(v []int32) []byte {
	b := make([]byte, 0, 4*len(v))
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, uint32(x))
	}
	return b
}

func f32Bytes(v []float32) []byte {
	b := make([]byte, 0, 4*len(v))
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
	}
	return b
}

// epXfer is one HCCL transfer as both ends must see it.
type epXfer struct {
	Stage, Layer string
	Count, DType string
}

// epControl announces an attention rank's steps, checking the tokens per stage.
type epControl struct {
	want []int
	step uint64
}

func (c *epControl) BeginStep(_ context.Context, tokens []int) (uint64, error) {
	if !slices.Equal(tokens, c.want) {
		return 0, fmt.Errorf("the engine announced %v tokens per stage, expected %v", tokens, c.want)
	}
	c.step++
	return c.step - 1, nil
}

// epDeployment is the result of epSteps: each rank's log, the expected transfers per (attention
// rank, expert rank) from the choices, and each attention rank's outputs of the golden step.
type epDeployment struct {
	attn, expert []string
	// sends[a][n]: attention a → expert n (routing ids, weights, then the rows with an expert on
	// n); backs[a][n]: expert n → attention a (its pair rows).
	sends, backs [][][]epXfer
	toks         [][]int32
	logits       [][][]float32
	expertMap    []int64
}

// epSteps runs two equal steps (the first sizes the arenas; the second is the golden one) of an
// --ep build with one attention rank per entry of steps.
func epSteps(t *testing.T, n int, steps ...[][]ascend.Seq) epDeployment {
	t.Helper()
	lib, ctl := fake(t)
	a := compile(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend", EP: n})
	dir := t.TempDir()
	ctx := context.Background()
	A, stages := len(steps), len(steps[0])
	var layers []int
	var emap []int64
	for _, w := range a.Wire {
		layers = append(layers, w.Layer)
		emap = w.Map
	}
	counts := make([][]int, stages)
	wants := make([][]int, A)
	var peers []int
	for p, step := range steps {
		peers = append(peers, p)
		_, wants[p] = seqSteps(step, p)
		for s := range stages {
			counts[s] = append(counts[s], wants[p][s])
		}
	}
	d := epDeployment{expertMap: emap, sends: make([][][]epXfer, A), backs: make([][][]epXfer, A)}
	// The routing each (attention rank, layer, stage) sends every expert rank.
	type key struct{ a, layer, stage int }
	sorted := map[key][2][]byte{}
	for p := range A {
		d.sends[p], d.backs[p] = make([][]epXfer, n), make([][]epXfer, n)
		for range 2 {
			for _, layer := range layers {
				for s := range stages {
					rows := wants[p][s]
					if rows == 0 {
						continue
					}
					ci, cw := epChoice(p, layer, s, rows)
					ids, w := epSorted(ci, cw, rows)
					sorted[key{p, layer, s}] = [2][]byte{i32Bytes(ids), f32Bytes(w)}
					for r := range n {
						st, ly := strconv.Itoa(s), strconv.Itoa(layer)
						c := strconv.Itoa(rows * epK)
						d.sends[p][r] = append(d.sends[p][r], epXfer{st, ly, c, "2"}, epXfer{st, ly, c, "4"})
						var toks, pairs int
						for t := range rows {
							here := 0
							for _, e := range ids[t*epK : (t+1)*epK] {
								if e >= 0 && emap[e] == int64(r) {
									here++
								}
							}
							pairs += here
							if here > 0 {
								toks++
							}
						}
						if toks > 0 {
							d.sends[p][r] = append(d.sends[p][r], epXfer{st, ly, strconv.Itoa(toks * epHidden), "11"})
							d.backs[p][r] = append(d.backs[p][r], epXfer{st, ly, strconv.Itoa(pairs * epHidden), "4"})
						}
					}
				}
			}
		}
	}
	read := func(log string) string {
		ctl.Stop()
		b, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}

	// The expert ranks; rank 0 makes the root id.
	var root []byte
	for r := range n {
		log := filepath.Join(dir, fmt.Sprintf("expert%d.log", r))
		if err := ctl.Start(log); err != nil {
			t.Fatal(err)
		}
		o := testOptions(ctl, nil)
		o.ExpertRank = r
		fb, err := ascend.NewBackend(lib, a.FFN, o)
		if err != nil {
			t.Fatal(err)
		}
		if r == 0 {
			if root, err = fb.ExpertRoot(); err != nil {
				t.Fatal(err)
			}
		}
		tr, err := fb.ConnectExpertRank(r, A, root)
		if err != nil {
			t.Fatal(err)
		}
		fed := 0
		for range 2 {
			for _, layer := range layers {
				for s := range stages {
					for p := range A {
						if b, ok := sorted[key{p, layer, s}]; ok {
							if err := errors.Join(ctl.Feed(b[0]), ctl.Feed(b[1])); err != nil {
								t.Fatal(err)
							}
							fed += 2
						}
					}
				}
			}
		}
		hs := []connector.StepHeader{{Step: 0, Stages: stages, Counts: counts}, {Step: 1, Stages: stages, Counts: counts}}
		stats := &runtime.FFNStats{}
		var warns strings.Builder
		err = runtime.ServeExperts(ctx, &testControl{ctl: ctl, headers: hs, peers: peers}, tr, fb, a.Wire, r, stats, nil, slog.New(slog.NewTextHandler(&warns, nil)))
		if err != nil || stats.Steps.Load() != 2 || stats.Aborted.Load() != 0 {
			t.Fatalf("expert rank %d: %v; %d steps run, %d abandoned, expected 2 and 0\n%s", r, err, stats.Steps.Load(), stats.Aborted.Load(), warns.String())
		}
		if u := ctl.Unfed(); u != 0 {
			t.Errorf("expert rank %d: %d of %d routing feeds not taken, expected each routing received and read", r, u, fed)
		}
		if err := errors.Join(tr.Close(), fb.Close()); err != nil {
			t.Fatal(err)
		}
		text := read(log)
		if got := strings.Count(text, " fed"); got != fed {
			t.Errorf("expert rank %d: %d downloads took a feed, expected %d", r, got, fed)
		}
		d.expert = append(d.expert, text)
	}

	// The attention ranks.
	for p, step := range steps {
		log := filepath.Join(dir, fmt.Sprintf("attention%d.log", p))
		if err := ctl.Start(log); err != nil {
			t.Fatal(err)
		}
		ab, err := ascend.NewBackend(lib, a.Attention, testOptions(ctl, nil))
		if err != nil {
			t.Fatal(err)
		}
		seqs, want := seqSteps(step, p)
		plane, err := ab.ConnectExperts(p, A, n, root, &epControl{want: want})
		if err != nil {
			t.Fatal(err)
		}
		eng, err := runtime.NewSplitEngine(ab, plane, stages)
		if err != nil {
			t.Fatal(err)
		}
		fed := 0
		for rep := range 2 {
			for _, layer := range layers {
				for s := range stages {
					if want[s] == 0 {
						continue
					}
					ids, w := epChoice(p, layer, s, want[s])
					if err := errors.Join(ctl.Feed(f32Bytes(w)), ctl.Feed(i32Bytes(ids))); err != nil {
						t.Fatal(err)
					}
					fed += 2
				}
			}
			if rep == 1 {
				ctl.Note("step")
			}
			toks, logits, err := eng.StepTokens(ctx, seqs)
			if err != nil {
				t.Fatal(err)
			}
			if len(toks) != len(seqs) || len(logits) != len(seqs) {
				t.Fatalf("%d tokens and %d logits rows, expected one of each per sequence (%d)", len(toks), len(logits), len(seqs))
			}
			if rep == 1 {
				d.toks, d.logits = append(d.toks, toks), append(d.logits, logits)
			}
		}
		ctl.Note("end of step")
		if u := ctl.Unfed(); u != 0 {
			t.Errorf("attention rank %d: %d of %d router feeds not taken, expected each dispatch to read its routing", p, u, fed)
		}
		if err := errors.Join(plane.Close(), ab.Close()); err != nil {
			t.Fatal(err)
		}
		text := read(log)
		if got := strings.Count(text, " fed"); got != fed {
			t.Errorf("attention rank %d: %d downloads took a feed, expected %d", p, got, fed)
		}
		d.attn = append(d.attn, text)
	}
	return d
}

// epTransfers lists a log's HCCL calls of name with HCCL rank hrank (destRank or srcRank), with the
// stage and layer of the note that announced them.
func epTransfers(l callLog, name string, hrank int) []epXfer {
	var out []epXfer
	var stage, layer string
	rankKey := "destRank"
	if name == "HcclRecv" {
		rankKey = "srcRank"
	}
	for _, ln := range l.lines {
		if ln.note != "" {
			f := strings.Fields(ln.note) // "send stage 0 layer 2 rank 1", "recv stage 0 layer 2 [peer 0]"
			if len(f) >= 5 && (f[0] == "send" || f[0] == "recv") {
				stage, layer = f[2], f[4]
			}
			continue
		}
		if ln.name == name && ln.get(rankKey) == strconv.Itoa(hrank) {
			out = append(out, epXfer{stage, layer, ln.get("count"), ln.get("dataType")})
		}
	}
	return out
}

// checkEPFlows checks every (attention rank, expert rank) pair's transfers, both directions, at
// both ends, against the ones the routing prescribes; every rank joined one communicator of A+N
// ranks with one root, as its own HCCL rank.
func checkEPFlows(t *testing.T, d epDeployment) {
	t.Helper()
	n, A := len(d.expert), len(d.attn)
	var roots []string
	var ranks []int
	for i, text := range append(slices.Clone(d.expert), d.attn...) {
		l := parseLog(text)
		for _, ln := range l.lines {
			if ln.name == "HcclCommInitRootInfo" {
				if ln.get("nRanks") != strconv.Itoa(A+n) {
					t.Errorf("log %d: a communicator of %s ranks, expected %d", i, ln.get("nRanks"), A+n)
				}
				roots = append(roots, ln.get("root"))
				r, _ := strconv.Atoi(ln.get("rank"))
				ranks = append(ranks, r)
			}
		}
	}
	slices.Sort(ranks)
	if want := func() []int {
		var w []int
		for i := range A + n {
			w = append(w, i)
		}
		return w
	}(); !slices.Equal(ranks, want) || len(slices.Compact(slices.Clone(roots))) != 1 {
		t.Errorf("ranks %v with roots %v, expected ranks %v with one root", ranks, roots, want)
	}
	for a := range A {
		al := parseLog(d.attn[a])
		for r := range n {
			el := parseLog(d.expert[r])
			sent, got := epTransfers(al, "HcclSend", r), epTransfers(el, "HcclRecv", n+a)
			if diff := cmp.Diff(d.sends[a][r], sent); diff != "" {
				t.Errorf("attention %d → expert %d: sends differ from the routing's (-want +got):\n%s", a, r, diff)
			}
			if diff := cmp.Diff(sent, got); diff != "" {
				t.Errorf("attention %d → expert %d: sends vs receives (-send +recv):\n%s", a, r, diff)
			}
			back, recv := epTransfers(el, "HcclSend", n+a), epTransfers(al, "HcclRecv", r)
			if diff := cmp.Diff(d.backs[a][r], back); diff != "" {
				t.Errorf("expert %d → attention %d: pair rows differ from the routing's (-want +got):\n%s", r, a, diff)
			}
			if diff := cmp.Diff(back, recv); diff != "" {
				t.Errorf("expert %d → attention %d: sends vs receives (-send +recv):\n%s", r, a, diff)
			}
		}
	}
}

// TestExpertParallelSplit runs tiny-deepseek-v3 --ep 2 (one attention rank, 8 + 8 experts) and
// --ep 3 (two attention ranks, 6 + 5 + 5 experts) through the runtime against the fake: the raw
// logs' invariants hold, every transfer pairs with its other end and carries the rows the routing
// prescribes, every rank's steady step equals its golden file, and each attention rank's tokens
// and logits equal the unsharded split's for the same sequences.
func TestExpertParallelSplit(t *testing.T) {
	other := [][]ascend.Seq{{{Tokens: []int32{2, 2}, Past: 3, Blocks: []int32{7}}}, {{Tokens: []int32{1}, Blocks: []int32{6}}}}
	for _, c := range []struct {
		ep    int
		steps [][][]ascend.Seq
	}{{2, [][][]ascend.Seq{testStep}}, {3, [][][]ascend.Seq{testStep, other}}} {
		t.Run(fmt.Sprintf("ep%d", c.ep), func(t *testing.T) {
			d := epSteps(t, c.ep, c.steps...)
			for r, text := range d.expert {
				checkInvariants(t, fmt.Sprintf("expert %d", r), parseLog(text))
			}
			for a, text := range d.attn {
				l := parseLog(text)
				checkInvariants(t, fmt.Sprintf("attention %d", a), l)
				if got := count(l, "aclnnMoeGatingTopK"); got == 0 {
					t.Errorf("attention %d: no aclnnMoeGatingTopK, expected the router on the attention side", a)
				}
				if got := count(l, "aclnnMoeInitRoutingV3") + count(l, "aclnnGroupedMatmulV4"); got != 0 {
					t.Errorf("attention %d: %d routed-expert calls, expected none (the routed experts are the expert ranks')", a, got)
				}
			}
			checkEPFlows(t, d)
			for a, steps := range c.steps {
				toks, logits := unshardedOutputs(t, steps)
				if !slices.Equal(toks, d.toks[a]) || !cmp.Equal(logits, d.logits[a]) {
					t.Errorf("attention %d: tokens %v and logits differ from the unsharded split's %v", a, d.toks[a], toks)
				}
			}
			name := func(role string) string {
				return filepath.Join("..", "..", "testdata", "golden", "ascend", "ep", fmt.Sprintf("tiny-deepseek-v3-ep%d-split-%s.calls", c.ep, role))
			}
			testflags.Golden(t, name("attention0"), render(parseLog(d.attn[0])))
			for r, text := range d.expert {
				testflags.Golden(t, name(fmt.Sprintf("expert%d", r)), render(parseLog(text)))
			}
		})
	}
}

// unshardedOutputs is one attention rank's golden-step tokens and logits in the unsharded split
// of the same sequences (its FFN rank serving it alone).
func unshardedOutputs(t *testing.T, step [][]ascend.Seq) ([]int32, [][]float32) {
	t.Helper()
	lib, ctl := fake(t)
	a := compile(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend"})
	if err := ctl.Start(filepath.Join(t.TempDir(), "unsharded.log")); err != nil {
		t.Fatal(err)
	}
	defer ctl.Stop()
	seqs, want := seqSteps(step, 0)
	eng, done := attentionEngine(t, lib, a.Attention, testOptions(ctl, nil), want)
	defer done()
	var toks []int32
	var logits [][]float32
	for range 2 {
		var err error
		if toks, logits, err = eng.StepTokens(context.Background(), seqs); err != nil {
			t.Fatal(err)
		}
	}
	return toks, logits
}

// TestExpertParallelRefusals: counts that do not match the program or the communicator, and a
// peer outside it, are errors naming both; a transfer that fails (a peer gone) fails the attention
// rank's step naming the layer and the expert rank, and abandons the expert rank's step, which
// then serves the next.
func TestExpertParallelRefusals(t *testing.T) {
	lib, ctl := fake(t)
	a := compile(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend", EP: 3})
	if err := ctl.Start(filepath.Join(t.TempDir(), "refusals.log")); err != nil {
		t.Fatal(err)
	}
	defer ctl.Stop()
	root := make([]byte, acl.RootInfoBytes)
	ab, err := ascend.NewBackend(lib, a.Attention, testOptions(ctl, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer ab.Close()
	o := testOptions(ctl, nil)
	o.ExpertRank = 1
	fb, err := ascend.NewBackend(lib, a.FFN, o)
	if err != nil {
		t.Fatal(err)
	}
	defer fb.Close()
	for _, c := range []struct {
		name string
		err  func() error
		want string
	}{
		{"ffn-ranks", func() error { _, err := ab.ConnectExperts(0, 1, 2, root, &epControl{}); return err },
			"spreads its experts over 3 expert ranks, but the communicator has 2, expected --ffn-ranks 3"},
		{"attention-rank", func() error { _, err := ab.ConnectExperts(2, 2, 3, root, &epControl{}); return err },
			"attention rank 2 of 2, expected 0..1"},
		{"root", func() error { _, err := ab.ConnectExperts(0, 1, 3, root[:10], &epControl{}); return err },
			"root id of 10 bytes, expected 4108"},
		{"expert-rank", func() error { _, err := fb.ConnectExpertRank(2, 1, root); return err },
			"expert rank 2, but the backend holds the experts of rank 1"},
		{"no-attention", func() error { _, err := fb.ConnectExpertRank(1, 0, root); return err },
			"0 attention and 3 expert ranks, expected at least one of each"},
		{"attention-module", func() error { _, err := ab.ConnectExpertRank(0, 1, root); return err },
			"ConnectExpertRank on a attention module, expected an FFN one"},
	} {
		if err := c.err(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, expected an error containing %q", c.name, err, c.want)
		}
	}
	// A peer outside the communicator.
	tr, err := fb.ConnectExpertRank(1, 2, root)
	if err != nil {
		t.Fatal(err)
	}
	q, err := fb.NewQueue()
	if err != nil {
		t.Fatal(err)
	}
	err = fb.Drive(func() error {
		x, err := fb.Alloc(tensor.BF16, tensor.Host, 2, epHidden)
		if err != nil {
			return err
		}
		return tr.RecvRows(context.Background(), q, 2, connector.Tag{Layer: 2}, []tensor.Tensor{x})
	})
	if err == nil || !strings.Contains(err.Error(), "attention rank 2 is not in this communicator (attention ranks 0..1)") {
		t.Errorf("a receive from attention rank 2 of 2: %v, expected a refusal naming the ranks", err)
	}
	if err := tr.Close(); err != nil {
		t.Fatal(err)
	}
	err = fb.Drive(func() error {
		return tr.SendRows(context.Background(), q, 0, connector.Tag{Layer: 2}, []tensor.Tensor{tensor.New(tensor.F32, 1, epHidden)})
	})
	if err == nil || !strings.Contains(err.Error(), "the communicator is closed") {
		t.Errorf("a send on a closed communicator: %v, expected a refusal saying so", err)
	}
}

// TestExpertParallelLostPeer: a transfer that fails (HCCL reports a peer gone) fails the attention
// rank's step with an error naming the layer, stage and call, and the next step is served; on an
// expert rank it abandons that step, naming the rank, and the next header is served.
func TestExpertParallelLostPeer(t *testing.T) {
	lib, ctl := fake(t)
	a := compile(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend", EP: 2})
	root := make([]byte, acl.RootInfoBytes)
	ctx := context.Background()
	feed := func(layers ...int) {
		for _, layer := range layers {
			for s, rows := range []int{4, 1} {
				ids, w := epChoice(0, layer, s, rows)
				if err := errors.Join(ctl.Feed(f32Bytes(w)), ctl.Feed(i32Bytes(ids))); err != nil {
					t.Fatal(err)
				}
			}
		}
	}

	// The attention rank.
	if err := ctl.Start(filepath.Join(t.TempDir(), "attention.log")); err != nil {
		t.Fatal(err)
	}
	ab, err := ascend.NewBackend(lib, a.Attention, testOptions(ctl, nil))
	if err != nil {
		t.Fatal(err)
	}
	seqs, want := seqSteps(testStep, 0)
	plane, err := ab.ConnectExperts(0, 1, 2, root, &epControl{want: want})
	if err != nil {
		t.Fatal(err)
	}
	eng, err := runtime.NewSplitEngine(ab, plane, 2)
	if err != nil {
		t.Fatal(err)
	}
	feed(2) // the step fails at layer 2's first combine, after both stages' dispatches
	ctl.Fail("HcclRecv", 7)
	_, _, err = eng.StepTokens(ctx, seqs)
	if err == nil || !strings.Contains(err.Error(), "combine layer 2 stage 0") || !strings.Contains(err.Error(), "HcclRecv returned 7") {
		t.Errorf("a lost expert rank: %v, expected the step to fail naming the combine and the call", err)
	}
	feed(2, 3)
	if _, _, err := eng.StepTokens(ctx, seqs); err != nil {
		t.Errorf("the step after a failed one: %v, expected it served", err)
	}
	if u := ctl.Unfed(); u != 0 {
		t.Errorf("%d router feeds not taken, expected the next step to read each", u)
	}
	if err := errors.Join(plane.Close(), ab.Close()); err != nil {
		t.Fatal(err)
	}
	ctl.Stop()

	// An expert rank.
	if err := ctl.Start(filepath.Join(t.TempDir(), "expert.log")); err != nil {
		t.Fatal(err)
	}
	defer ctl.Stop()
	fb, err := ascend.NewBackend(lib, a.FFN, testOptions(ctl, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer fb.Close()
	tr, err := fb.ConnectExpertRank(0, 1, root)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	for _, layer := range []int{2, 3} {
		for s, rows := range []int{4, 1} {
			ci, cw := epChoice(0, layer, s, rows)
			ids, w := epSorted(ci, cw, rows)
			if err := errors.Join(ctl.Feed(i32Bytes(ids)), ctl.Feed(f32Bytes(w))); err != nil {
				t.Fatal(err)
			}
		}
	}
	counts := [][]int{{4}, {1}}
	hs := []connector.StepHeader{{Step: 0, Stages: 2, Counts: counts}, {Step: 1, Stages: 2, Counts: counts}}
	stats := &runtime.FFNStats{}
	var warns strings.Builder
	ctl.Fail("HcclRecv", 9)
	err = runtime.ServeExperts(ctx, &testControl{headers: hs, peers: []int{0}}, tr, fb, a.Wire, 0, stats, nil, slog.New(slog.NewTextHandler(&warns, nil)))
	if err != nil || stats.Steps.Load() != 1 || stats.Aborted.Load() != 1 {
		t.Errorf("%v; %d steps run, %d abandoned, expected 1 and 1", err, stats.Steps.Load(), stats.Aborted.Load())
	}
	if w := warns.String(); !strings.Contains(w, "expert rank 0: recv layer 2 stage 0 of step 0, attention rank 0: ascend: HcclRecv returned 9") || !strings.Contains(w, "HcclRecv returned 9") {
		t.Errorf("log %q, expected the abandoned step's warning naming the rank, the transfer and the call", w)
	}
	if u := ctl.Unfed(); u != 0 {
		t.Errorf("%d routing feeds not taken, expected the served step to read each", u)
	}
}
