package ascend_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/compiler"
	"afdc/internal/testflags"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	"afdc/runtime/sampler"
	"afdc/runtime/tensor"
	"afdc/runtime/weights"
	"afdc/targets/ascend"
	"afdc/targets/ascend/acl"
	"afdc/targets/ascend/acl/fakeacl"
)

var (
	fakeOnce sync.Once
	fakeDir  string
	fakeCtl  *fakeacl.Control
	fakeErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if fakeDir != "" {
		os.RemoveAll(fakeDir)
	}
	os.Exit(code)
}

// fake builds the recording fake once for the test binary and opens the bindings on it.
func fake(t testing.TB) (*acl.Lib, *fakeacl.Control) {
	t.Helper()
	fakeOnce.Do(func() {
		if fakeDir, fakeErr = os.MkdirTemp("", "afdc-fakeacl"); fakeErr != nil {
			return
		}
		if _, fakeErr = fakeacl.Build(fakeDir); fakeErr != nil {
			return
		}
		fakeCtl, fakeErr = fakeacl.Load(fakeDir)
	})
	if errors.Is(fakeErr, fakeacl.ErrNoCompiler) {
		t.Skip(fakeErr)
	}
	if fakeErr != nil {
		t.Fatal(fakeErr)
	}
	lib, err := acl.Open(acl.Options{Dir: fakeDir})
	if err != nil {
		t.Fatal(err)
	}
	return lib, fakeCtl
}

// compile loads a preset and compiles it for the Ascend target, failing the test on either error.
func compile(t testing.TB, model string, opts compiler.BuildOptions) *compiler.Artifact {
	t.Helper()
	cfg, err := compiler.LoadConfig(model)
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(cfg, opts)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// The step every preset runs: two stages (the default plan), a decode that crosses a block boundary
// and a prefill chunk in stage 0, a decode in stage 1 drawn with a temperature (on the host, from
// the logits). The runtime's split engine cuts the sequences into these stages by token count; the
// test peer checks it did.
var testStep = [][]ascend.Seq{
	{{Tokens: []int32{9}, Past: 17, Blocks: []int32{1, 2}}, {Tokens: []int32{5, 6, 7}, Blocks: []int32{0}}},
	{{Tokens: []int32{3}, Past: 5, Blocks: []int32{3}}},
}

func testOptions(ctl *fakeacl.Control, check func(op *ir.Op, dims []int64, t, b int64)) ascend.Options {
	return ascend.Options{MaxTokens: 8, MaxSeqs: 4, BlockSize: 16, Blocks: 8, MaxPositions: 64,
		Trace: ctl.Note, OnValue: check}
}

// seqSteps lays a step out as the scheduler gives it to the engine: the stages' sequences in order,
// and the tokens per stage the runtime must announce. The last sequence of every step samples with
// a temperature.
func seqSteps(step [][]ascend.Seq, peer int) ([]runtime.SeqStep, []int) {
	var out []runtime.SeqStep
	counts := make([]int, len(step))
	for s, st := range step {
		for _, q := range st {
			out = append(out, runtime.SeqStep{ID: uint64(100*peer + len(out)), Tokens: q.Tokens, Past: q.Past, Blocks: q.Blocks,
				Sample: sampler.Params{TopK: 4}, Position: uint64(q.Past + len(q.Tokens))})
			counts[s] += len(q.Tokens)
		}
	}
	if len(out) > 0 {
		out[len(out)-1].Sample = sampler.Params{Temperature: 0.7, TopP: 0.9, Seed: 42}
	}
	return out, counts
}

// testControl is the FFN rank's control plane in tests: it replays step headers, then closes. It
// notes the golden step's bounds in the fake's log.
type testControl struct {
	ctl     *fakeacl.Control
	headers []connector.StepHeader
	peers   []int
	next    int
}

func (c *testControl) Peers() []int { return c.peers }

func (c *testControl) RecvStep(context.Context) (connector.StepHeader, error) {
	if c.next == len(c.headers) {
		if c.ctl != nil {
			c.ctl.Note("end of step")
		}
		return connector.StepHeader{}, connector.ErrClosed
	}
	if c.next == len(c.headers)-1 && c.ctl != nil {
		c.ctl.Note("step")
	}
	c.next++
	return c.headers[c.next-1], nil
}

// testPeer is an attention rank's FFN peer in tests: the HCCL transport, and a control plane that
// checks the step's tokens per stage are the ones expected.
type testPeer struct {
	*ascend.HCCL
	want []int
	step uint64
}

func (p *testPeer) Peer() int { return 0 }

func (p *testPeer) BeginStep(_ context.Context, tokens []int) (uint64, error) {
	if !slices.Equal(tokens, p.want) {
		return 0, fmt.Errorf("the engine announced %v tokens per stage, expected %v (the test's stages)", tokens, p.want)
	}
	p.step++
	return p.step - 1, nil
}

// attentionEngine loads an attention module on a backend joined to a communicator (the fake takes
// any root id) and drives it with the runtime's split engine; done closes both.
func attentionEngine(t testing.TB, lib *acl.Lib, m *ir.Module, o ascend.Options, want []int) (*runtime.SplitEngine, func()) {
	t.Helper()
	ab, err := ascend.NewBackend(lib, m, o)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := ab.ConnectAttention(0, 0, 1, make([]byte, acl.RootInfoBytes))
	if err != nil {
		t.Fatal(err)
	}
	stages, _ := m.Attrs.Int("stages")
	eng, err := runtime.NewSplitEngine(ab, &testPeer{HCCL: tr, want: want}, int(stages))
	if err != nil {
		t.Fatal(err)
	}
	return eng, func() {
		if err := errors.Join(tr.Close(), ab.Close()); err != nil {
			t.Error(err)
		}
	}
}

// splitStep runs one step of a preset's two role programs against the fake and returns the FFN
// and attention logs.
func splitStep(t *testing.T, model string) (ffnLog, attLog string) {
	t.Helper()
	logs := splitSteps(t, model, compiler.BuildOptions{Target: "ascend"}, testStep)
	return logs[0], logs[1]
}

// splitSteps runs a split step through the real runtime (runtime.ServeFFN on an FFN backend,
// runtime.SplitEngine on each attention backend, the HCCL transport between them) against the
// fake: one FFN rank with one attention peer per step given. It returns the FFN's log then each
// attention peer's. The FFN side runs first (it roots the communicator and shares the id); the
// fake's HCCL calls do not block, so the sides run one after the other, each with its own log.
// Each side runs the step twice: the first sizes the scratch arenas, the second, between the
// "step" and "end of step" notes, is the golden steady state every later step repeats.
func splitSteps(t *testing.T, model string, opts compiler.BuildOptions, steps ...[][]ascend.Seq) []string {
	t.Helper()
	lib, ctl := fake(t)
	a := compile(t, model, opts)
	dir := t.TempDir()
	check := func(op *ir.Op, dims []int64, tk, b int64) {
		want := make([]int64, len(op.Result.Type.Shape))
		for i, d := range op.Result.Type.Shape {
			switch d {
			case ir.Tokens:
				want[i] = tk
			case ir.Seqs:
				want[i] = b
			default:
				want[i] = d.N
			}
		}
		if !slices.Equal(dims, want) {
			t.Errorf("%s: %s result bound as %v, expected %v from the IR type %s", model, op.Kind, dims, want, op.Result.Type)
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
	ctx := context.Background()
	stages := len(steps[0])
	var peers []int
	counts := make([][]int, stages)
	for p, step := range steps {
		peers = append(peers, p)
		_, c := seqSteps(step, p)
		for s := range counts {
			counts[s] = append(counts[s], c[s])
		}
	}

	// The FFN rank.
	ffnLog := filepath.Join(dir, "ffn.log")
	if err := ctl.Start(ffnLog); err != nil {
		t.Fatal(err)
	}
	fb, err := ascend.NewBackend(lib, a.FFN, testOptions(ctl, check))
	if err != nil {
		t.Fatal(err)
	}
	var root []byte
	tr, err := fb.ConnectFFN(peers, func(r []byte) error { root = r; return nil })
	if err != nil {
		t.Fatal(err)
	}
	hs := []connector.StepHeader{{Step: 0, Stages: stages, Counts: counts}, {Step: 1, Stages: stages, Counts: counts}}
	stats := &runtime.FFNStats{}
	var warns strings.Builder
	err = runtime.ServeFFN(ctx, &testControl{ctl: ctl, headers: hs, peers: peers}, tr, fb, a.Wire, stats, slog.New(slog.NewTextHandler(&warns, nil)))
	if err != nil || stats.Steps.Load() != 2 || stats.Aborted.Load() != 0 {
		t.Fatalf("ffn: %v; %d steps run, %d abandoned, expected 2 and 0\n%s", err, stats.Steps.Load(), stats.Aborted.Load(), warns.String())
	}
	if err := errors.Join(tr.Close(), fb.Close()); err != nil {
		t.Fatal(err)
	}
	logs := []string{read(ffnLog)}

	// Each attention rank.
	for p, step := range steps {
		log := filepath.Join(dir, fmt.Sprintf("attention%d.log", p))
		if err := ctl.Start(log); err != nil {
			t.Fatal(err)
		}
		ab, err := ascend.NewBackend(lib, a.Attention, testOptions(ctl, check))
		if err != nil {
			t.Fatal(err)
		}
		tr, err := ab.ConnectAttention(0, p, len(steps), root)
		if err != nil {
			t.Fatal(err)
		}
		seqs, want := seqSteps(step, p)
		eng, err := runtime.NewSplitEngine(ab, &testPeer{HCCL: tr, want: want}, stages)
		if err != nil {
			t.Fatal(err)
		}
		for rep := range 2 {
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
		}
		ctl.Note("end of step")
		if err := errors.Join(tr.Close(), ab.Close()); err != nil {
			t.Fatal(err)
		}
		logs = append(logs, read(log))
	}
	return logs
}

// TestGoldenCalls compares each preset's step, both roles, with its golden call sequence and
// checks the invariants of the raw logs.
func TestGoldenCalls(t *testing.T) {
	presets := compiler.Presets()
	if len(presets) < 12 {
		t.Fatalf("%d presets, expected the 7 real and 5 tiny ones", len(presets))
	}
	for _, model := range presets {
		t.Run(model, func(t *testing.T) {
			ffnLog, attLog := splitStep(t, model)
			f, a := parseLog(ffnLog), parseLog(attLog)
			checkInvariants(t, "ffn", f)
			checkInvariants(t, "attention", a)
			checkPairs(t, a, f, "0")
			for role, l := range map[string]callLog{"ffn": f, "attention": a} {
				testflags.Golden(t, filepath.Join("..", "..", "testdata", "golden", "ascend", model+"-"+role+".calls"), render(l))
			}
		})
	}
}

// region is a live device allocation.
type region struct{ base, size uint64 }

func hex(s string) uint64 {
	v, _ := strconv.ParseUint(strings.TrimPrefix(s, "0x"), 16, 64)
	return v
}

// checkInvariants checks one role's whole log (load, step, close): every workspace asked is
// allocated to the launch that asked it, every tensor lies inside live device memory, every
// descriptor made is destroyed, every launch consumes the executor its first phase made, and all
// device memory, streams and communicators are released at the end.
func checkInvariants(t *testing.T, role string, l callLog) {
	t.Helper()
	var live []region
	inside := func(p, n uint64) bool {
		for _, r := range live {
			if p >= r.base && p+n <= r.base+r.size {
				return true
			}
		}
		return false
	}
	made := map[string]string{}   // handle -> what made it
	inList := map[string]string{} // tensor -> its list
	pendingWS := map[string]string{}
	pendingOp := map[string]string{}
	sizes := map[string]uint64{"0": 4, "1": 2, "3": 4, "9": 8, "27": 2}
	errs := 0
	fail := func(format string, args ...any) {
		if errs++; errs <= 10 {
			t.Errorf(role+": "+format, args...)
		}
	}
	for _, ln := range l.lines {
		switch {
		case ln.note != "":
		case ln.name == "aclrtMalloc":
			live = append(live, region{hex(ln.ret), hex(ln.get("size")) + 0})
			live[len(live)-1].size, _ = strconv.ParseUint(ln.get("size"), 10, 64)
		case ln.name == "aclrtFree":
			p := hex(ln.get("devPtr"))
			i := slices.IndexFunc(live, func(r region) bool { return r.base == p })
			if i < 0 {
				fail("aclrtFree of 0x%x, which is not allocated", p)
				continue
			}
			live = slices.Delete(live, i, i+1)
		case ln.name == "aclCreateTensor":
			storage := ints(ln.get("storage"))
			n := uint64(storage[0]) * sizes[ln.get("dtype")]
			if !inside(hex(ln.get("data")), n) {
				fail("tensor %s (dims %s, storage %d elements at %s) is outside live device memory", ln.ret, ln.get("dims"), storage[0], ln.get("data"))
			}
			made[ln.ret] = ln.name
		case ln.name == "aclCreateScalar" || ln.name == "aclCreateIntArray":
			made[ln.ret] = ln.name
		case ln.name == "aclCreateTensorList":
			made[ln.ret] = ln.name
			for _, h := range strings.Split(strings.Trim(ln.get("tensors"), "[]"), ",") {
				inList[h] = ln.ret
			}
		case strings.HasPrefix(ln.name, "aclDestroy"):
			h := ln.args[0].v
			if _, ok := made[h]; !ok {
				fail("%s of %s, which is not live", ln.name, h)
			}
			delete(made, h)
			if ln.name == "aclDestroyTensorList" {
				for tn, list := range inList {
					if list == h {
						delete(made, tn)
						delete(inList, tn)
					}
				}
			}
		case strings.HasSuffix(ln.name, "GetWorkspaceSize"):
			e := ln.get("executor<-")
			pendingWS[e] = ln.get("ws<-")
			pendingOp[e] = strings.TrimSuffix(ln.name, "GetWorkspaceSize")
		case strings.HasPrefix(ln.name, "aclnn"):
			e := ln.get("executor")
			ws, ok := pendingWS[e]
			if !ok || pendingOp[e] != ln.name {
				fail("%s launches executor %s, expected one its GetWorkspaceSize made", ln.name, e)
				continue
			}
			delete(pendingWS, e)
			if ln.get("workspaceSize") != ws {
				fail("%s launched with workspace %s bytes, asked %s", ln.name, ln.get("workspaceSize"), ws)
			}
			n, _ := strconv.ParseUint(ws, 10, 64)
			if n > 0 && !inside(hex(ln.get("workspace")), n) {
				fail("%s workspace %s of %d bytes is not allocated", ln.name, ln.get("workspace"), n)
			}
		}
	}
	for h, what := range made {
		fail("%s %s never destroyed", what, h)
	}
	for _, r := range live {
		fail("device memory at 0x%x (%d bytes) never freed", r.base, r.size)
	}
	for _, pair := range [][2]string{{"aclrtCreateStream", "aclrtDestroyStream"}, {"HcclCommInitRootInfo", "HcclCommDestroy"}} {
		if c, d := count(l, pair[0]), count(l, pair[1]); c != d || (c == 0 && (role != "expert" || pair[0] != "HcclCommInitRootInfo")) {
			fail("%d %s and %d %s, expected as many, at least one", c, pair[0], d, pair[1])
		}
	}
	for e, op := range pendingOp {
		if _, ok := pendingWS[e]; ok {
			fail("%s executor %s never launched", op, e)
		}
	}
}

func count(l callLog, name string) int {
	n := 0
	for _, ln := range l.lines {
		if ln.name == name {
			n++
		}
	}
	return n
}

// hcclCall is one send or receive with the note that announced it ("send stage 0 layer 3", on the
// FFN side with "peer P").
type hcclCall struct {
	stage, layer string
	count, dtype string
}

// hcclCalls lists a log's calls of name announced by dir notes, for one FFN peer (attention logs
// have peer 0).
func hcclCalls(l callLog, name, dir, peer string) []hcclCall {
	var out []hcclCall
	note := ""
	for _, ln := range l.lines {
		if ln.note != "" {
			note = ln.note
			continue
		}
		if ln.name != name {
			continue
		}
		f := strings.Fields(note) // "send stage 0 layer 3 [peer 1]"
		p := "0"
		if len(f) == 7 {
			p = f[6]
		}
		if p != peer {
			continue
		}
		c := hcclCall{count: ln.get("count"), dtype: ln.get("dataType")}
		if len(f) >= 5 && f[0] == dir {
			c.stage, c.layer = f[2], f[4]
		}
		out = append(out, c)
	}
	return out
}

// checkPairs checks that an attention peer's sends and receives pair with the FFN's, per layer and
// stage, in order, per direction.
func checkPairs(t *testing.T, att, ffn callLog, peer string) {
	t.Helper()
	as, fr := hcclCalls(att, "HcclSend", "send", "0"), hcclCalls(ffn, "HcclRecv", "recv", peer)
	fs, ar := hcclCalls(ffn, "HcclSend", "send", peer), hcclCalls(att, "HcclRecv", "recv", "0")
	if len(as) == 0 || len(fs) == 0 {
		t.Fatalf("no HCCL traffic: %d attention sends, %d FFN sends", len(as), len(fs))
	}
	if d := cmp.Diff(as, fr, cmp.AllowUnexported(hcclCall{})); d != "" {
		t.Errorf("attention sends vs FFN receives (-send +recv):\n%s", d)
	}
	if d := cmp.Diff(fs, ar, cmp.AllowUnexported(hcclCall{})); d != "" {
		t.Errorf("FFN sends vs attention receives (-send +recv):\n%s", d)
	}
}

// TestPlanVariants runs plans the goldens do not: synchronous and three-stage steps, the router on
// the attention side (two payload tensors, one HCCL group), and an FFN rank serving two attention
// peers as one batch. Each is checked by the invariants and the pairing.
func TestPlanVariants(t *testing.T) {
	oneStage := [][]ascend.Seq{{{Tokens: []int32{1, 2}, Blocks: []int32{0}}, {Tokens: []int32{4}, Past: 9, Blocks: []int32{2}}}}
	threeStages := [][]ascend.Seq{testStep[0], testStep[1], {{Tokens: []int32{8, 8}, Past: 30, Blocks: []int32{4, 5}}}}
	other := [][]ascend.Seq{{{Tokens: []int32{2, 2}, Past: 3, Blocks: []int32{7}}}, {{Tokens: []int32{1}, Blocks: []int32{6}}}}
	for _, c := range []struct {
		name  string
		model string
		opts  compiler.BuildOptions
		steps [][][]ascend.Seq
	}{
		{"stages1", "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend", Stages: 1}, [][][]ascend.Seq{oneStage}},
		{"stages3", "tiny-glm4-moe", compiler.BuildOptions{Target: "ascend", Stages: 3}, [][][]ascend.Seq{threeStages}},
		{"gate-on-attention", "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend", GateOn: "attention"}, [][][]ascend.Seq{testStep}},
		{"two-peers", "tiny-deepseek-v2", compiler.BuildOptions{Target: "ascend"}, [][][]ascend.Seq{testStep, other}},
		{"empty-stage", "tiny-glm4-moe-air", compiler.BuildOptions{Target: "ascend"}, [][][]ascend.Seq{testStep, {other[0], nil}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			logs := splitSteps(t, c.model, c.opts, c.steps...)
			ffn := parseLog(logs[0])
			checkInvariants(t, "ffn", ffn)
			for p, l := range logs[1:] {
				a := parseLog(l)
				checkInvariants(t, fmt.Sprintf("attention %d", p), a)
				checkPairs(t, a, ffn, strconv.Itoa(p))
			}
			if c.opts.GateOn == "attention" && !strings.Contains(logs[1], "HcclGroupStart") {
				t.Errorf("router logits on the attention side: no HcclGroupStart around the two-tensor payload")
			}
		})
	}
}

// TestSplitStepDeterministic runs tiny-deepseek-v3's whole split step twice: the logs are equal.
func TestSplitStepDeterministic(t *testing.T) {
	f1, a1 := splitStep(t, "tiny-deepseek-v3")
	f2, a2 := splitStep(t, "tiny-deepseek-v3")
	if f1 != f2 || a1 != a2 {
		t.Errorf("two runs logged differently:\nffn %s\nattention %s", cmp.Diff(f1, f2), cmp.Diff(a1, a2))
	}
	if n := strings.Count(a1, "\n"); n < 500 {
		t.Errorf("attention log has %d lines, expected a whole step's calls", n)
	}
}

// TestFailureNamesCallAndOp makes one operator fail: the step reports the call, the library's
// message and the IR op.
func TestFailureNamesCallAndOp(t *testing.T) {
	lib, ctl := fake(t)
	a := compile(t, "tiny-glm4-moe", compiler.BuildOptions{Target: "ascend"})
	if err := ctl.Start(filepath.Join(t.TempDir(), "fail.log")); err != nil {
		t.Fatal(err)
	}
	defer ctl.Stop()
	seqs, want := seqSteps(testStep, 0)
	eng, done := attentionEngine(t, lib, a.Attention, testOptions(ctl, nil), want)
	defer done()
	ctl.Fail("aclnnRmsNormGetWorkspaceSize", 161002)
	_, _, err := eng.StepTokens(context.Background(), seqs)
	for _, part := range []string{"@forward op 1 (rms_norm)", "aclnnRmsNormGetWorkspaceSize returned 161002 (ACLNN_ERR_PARAM_INVALID)", "fake failure injected"} {
		if err == nil || !strings.Contains(err.Error(), part) {
			t.Errorf("error %v, expected it to contain %q", err, part)
		}
	}
}

// TestLoadFailureReleasesEverything makes the last allocation of a load fail: New reports it and
// leaves no memory or stream behind.
func TestLoadFailureReleasesEverything(t *testing.T) {
	lib, ctl := fake(t)
	a := compile(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend"})
	log := filepath.Join(t.TempDir(), "load.log")
	if err := ctl.Start(log); err != nil {
		t.Fatal(err)
	}
	ctl.Fail("aclrtMemcpy", 200000) // the first rope table upload, after every allocation but one
	_, err := ascend.New(lib, a.Attention, testOptions(ctl, nil))
	ctl.Stop()
	if err == nil || !strings.Contains(err.Error(), "aclrtMemcpy returned 200000") {
		t.Fatalf("load with a failing copy: %v, expected the copy's error", err)
	}
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	l := parseLog(string(b))
	if m, f := count(l, "aclrtMalloc"), count(l, "aclrtFree"); m == 0 || m != f {
		t.Errorf("%d allocations and %d frees after a failed load, expected as many", m, f)
	}
	if c, d := count(l, "aclrtCreateStream"), count(l, "aclrtDestroyStream"); c == 0 || c != d {
		t.Errorf("%d streams created and %d destroyed after a failed load, expected as many", c, d)
	}
}

// TestRejectsWhatDoesNotLower checks the load-time errors of programs the operators cannot run.
func TestRejectsWhatDoesNotLower(t *testing.T) {
	lib, ctl := fake(t)
	a := compile(t, "tiny-deepseek-v2", compiler.BuildOptions{Target: "ascend"})
	var route *ir.Op
	for _, f := range a.FFN.Funcs {
		for _, op := range f.Body {
			if op.Kind == ir.OpMoERoute && route == nil {
				route = op
			}
		}
	}
	if route == nil {
		t.Fatal("tiny-deepseek-v2 has no moe_route")
	}
	route.Attrs["norm"] = true
	_, err := ascend.New(lib, a.FFN, testOptions(ctl, nil))
	if err == nil || !strings.Contains(err.Error(), "softmax scoring with norm_topk_prob") || !strings.Contains(err.Error(), "(moe_route)") {
		t.Errorf("softmax router with norm: %v, expected the moe_route named and the reason", err)
	}
	_, err = ascend.New(lib, a.FFN, ascend.Options{MaxTokens: 8})
	if err == nil || !strings.Contains(err.Error(), "MaxSeqs=0") || !strings.Contains(err.Error(), "expected all positive") {
		t.Errorf("zero options: %v, expected a clear error", err)
	}
}

// TestCacheWritesFollowBlockTable runs a chunk whose four tokens straddle two blocks that are not
// adjacent: each of K and V is written with one copy per run of consecutive slots, at the slots the
// block table names.
func TestCacheWritesFollowBlockTable(t *testing.T) {
	step := [][]ascend.Seq{{{Tokens: []int32{1, 2, 3, 4}, Past: 14, Blocks: []int32{3, 6}}}}
	logs := splitSteps(t, "tiny-glm4-moe-air", compiler.BuildOptions{Target: "ascend", Stages: 1}, step)
	l := parseLog(logs[1])
	var copies []logLine
	started := false
	for _, ln := range l.lines {
		started = started || ln.note == "step"
		if started && ln.name == "aclrtMemcpyAsync" && ln.get("kind") == "3" {
			copies = append(copies, ln)
		}
	}
	if len(copies) < 4 {
		t.Fatalf("%d device copies in the step, expected at least 4 (K and V, two runs each)", len(copies))
	}
	const row = 2 * 16 * 2 // kv_heads x head_dim bf16
	for i, kv := range []string{"K", "V"} {
		a, b := copies[2*i], copies[2*i+1]
		if a.get("count") != fmt.Sprint(2*row) || b.get("count") != fmt.Sprint(2*row) {
			t.Errorf("%s copies of %s and %s bytes, expected two rows (%d) each", kv, a.get("count"), b.get("count"), 2*row)
		}
		// Slots 3·16+14 = 62 and 6·16+0 = 96.
		if d := hex(b.get("dst")) - hex(a.get("dst")); d != (96-62)*row {
			t.Errorf("%s runs %d bytes apart, expected %d (slots 62 and 96)", kv, d, (96-62)*row)
		}
		if d := hex(b.get("src")) - hex(a.get("src")); d != 2*row {
			t.Errorf("%s sources %d bytes apart, expected two rows (%d)", kv, d, 2*row)
		}
	}
}

// TestHostSamplingFollowsTheRuntime checks the sample op's split: greedy rows take the device's
// aclnnArgMax (the fake leaves the downloaded ids 0), a row with a temperature is drawn on the host
// from the downloaded logits (the fake leaves them 0) by runtime/sampler with its seed and position.
func TestHostSamplingFollowsTheRuntime(t *testing.T) {
	lib, ctl := fake(t)
	a := compile(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend"})
	seqs, want := seqSteps(testStep, 0)
	eng, done := attentionEngine(t, lib, a.Attention, testOptions(ctl, nil), want)
	defer done()
	toks, logits, err := eng.StepTokens(context.Background(), seqs)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range seqs {
		w := int32(0)
		if !s.Sample.Greedy() {
			w = int32(sampler.Sample(logits[i], s.Sample, s.Position))
		}
		if toks[i] != w {
			t.Errorf("sequence %d (%+v): token %d, expected %d", i, s.Sample, toks[i], w)
		}
	}
	last := seqs[len(seqs)-1]
	if sampler.Sample(logits[len(seqs)-1], last.Sample, last.Position) == 0 {
		t.Fatal("the sampled row draws id 0, which cannot tell a host draw from the device's argmax; pick another seed")
	}
}

// fp8Weights serves a module's FP8 parameters as the checkpoint would: e4m3 bytes of 1.0 with a
// block scale of 2 (and its other parameters as f32 zeros), counting what it is asked.
type fp8Weights struct {
	params map[string]*ir.Param
	asked  map[string]bool
}

func (w *fp8Weights) Weight(name string) (weights.Weight, error) {
	p := w.params[name]
	if p == nil {
		return weights.Weight{}, fmt.Errorf("no tensor %s", name)
	}
	w.asked[name] = true
	shape := []int{}
	for _, d := range p.TensorShape() {
		shape = append(shape, int(d.N))
	}
	if p.Type.DType != ir.F8E4M3 {
		return weights.Weight{Name: name, Data: tensor.New(tensor.F32, shape...)}, nil
	}
	data := tensor.New(tensor.F8E4M3, shape...)
	for i := range data.Bytes {
		data.Bytes[i] = weights.Float32ToF8E4M3(1)
	}
	ss := p.ScaleShape()
	scale := tensor.New(tensor.F32, int(ss[0].N), int(ss[1].N))
	for i := range scale.F32() {
		scale.F32()[i] = 2
	}
	return weights.Weight{Name: name, Data: data, Scale: &scale, Block: [2]int{int(p.Block[0]), int(p.Block[1])}}, nil
}

// TestFP8DequantisedAtLoad loads an FP8 build of tiny-deepseek-v3: every FP8 weight is uploaded in
// bf16 (two bytes per element), the block scales get no device buffer and are never asked for on
// their own (the weight source dequantises with them), and a scale cannot be loaded as a weight.
func TestFP8DequantisedAtLoad(t *testing.T) {
	lib, ctl := fake(t)
	cfg, err := compiler.LoadConfig("tiny-deepseek-v3")
	if err != nil {
		t.Fatal(err)
	}
	cfg.FP8 = &compiler.FP8{Format: "e4m3", Block: [2]int64{16, 16}, ActivationScheme: "dynamic"}
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "ascend"})
	if err != nil {
		t.Fatal(err)
	}
	src := &fp8Weights{params: map[string]*ir.Param{}, asked: map[string]bool{}}
	var fp8, scales []*ir.Param
	for _, p := range a.FFN.Params {
		switch {
		case p.IsScale():
			scales = append(scales, p)
			continue
		case p.Type.DType == ir.F8E4M3:
			fp8 = append(fp8, p)
		}
		for _, n := range p.Tensors() {
			src.params[n] = p
		}
	}
	if len(fp8) == 0 || len(scales) == 0 {
		t.Fatalf("an FP8 build with %d FP8 weights and %d scales, expected some of each", len(fp8), len(scales))
	}
	log := filepath.Join(t.TempDir(), "load.log")
	if err := ctl.Start(log); err != nil {
		t.Fatal(err)
	}
	be, err := ascend.NewBackend(lib, a.FFN, testOptions(ctl, nil))
	if err != nil {
		t.Fatal(err)
	}
	if err := be.LoadWeights(src, nil); err != nil {
		t.Fatal(err)
	}
	ctl.Stop()
	if err := be.Close(); err != nil {
		t.Fatal(err)
	}
	if err := be.Drive(func() error { return nil }); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("Drive after Close: %v, expected an error saying the backend is closed", err)
	}
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	uploads, mallocs := map[string]int{}, map[string]int{}
	for _, ln := range parseLog(string(b)).lines {
		switch ln.name {
		case "aclrtMemcpy":
			uploads[ln.get("count")]++
		case "aclrtMalloc":
			mallocs[ln.get("size")]++
		}
	}
	for _, p := range fp8 {
		n := fmt.Sprint(2 * p.Elems())
		if uploads[n] == 0 || mallocs[n] == 0 {
			t.Errorf("FP8 weight %s: no buffer and upload of %s bytes (bf16), expected one", p.Name, n)
		}
	}
	for _, p := range scales {
		if src.asked[p.Ckpt] {
			t.Errorf("scale %s asked for as a weight, expected the weight source to dequantise with it", p.Name)
		}
	}
	x, err := ascend.New(lib, a.FFN, testOptions(ctl, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if err := x.LoadWeight(scales[0], make([]byte, 4*scales[0].Elems())); err == nil || !strings.Contains(err.Error(), "folded into its weight") {
		t.Errorf("loading scale %s: %v, expected it refused as folded into its weight", scales[0].Name, err)
	}
}

// TestRefusesCustomCall: a library call substituted for another target is refused at load, naming
// it.
func TestRefusesCustomCall(t *testing.T) {
	lib, ctl := fake(t)
	a := compile(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend"})
	for _, op := range a.Attention.Func("forward").Body {
		if op.Kind == ir.OpLinear {
			op.Kind = ir.OpCustomCall
			op.Attrs = ir.Attrs{"target": "cuda", "call": "cublasLtMatmul", "dtype": "bf16", "width": int64(8)}
			break
		}
	}
	_, err := ascend.NewBackend(lib, a.Attention, testOptions(ctl, nil))
	if err == nil || !strings.Contains(err.Error(), "(custom_call)") || !strings.Contains(err.Error(), "target cuda, call cublasLtMatmul") {
		t.Errorf("custom_call: %v, expected a refusal naming the op, its target and call", err)
	}
}

// TestBeginRowsMismatch: a batch whose sequences hold more tokens than its ids is refused with both
// counts, not sliced past its ids.
func TestBeginRowsMismatch(t *testing.T) {
	lib, ctl := fake(t)
	a := compile(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend"})
	ab, err := ascend.NewBackend(lib, a.Attention, testOptions(ctl, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer ab.Close()
	q, err := ab.NewQueue()
	if err != nil {
		t.Fatal(err)
	}
	tables := tensor.FromI32([]int32{0}, 1, 1)
	batch := runtime.Batch{
		Seqs:        []runtime.SeqStep{{ID: 1, Tokens: []int32{1, 2, 3}}},
		IDs:         tensor.FromI32([]int32{1, 2}, 2),
		Pos:         tensor.FromI32([]int32{0, 1}, 2),
		BlockTables: tables,
		Sampling:    tensor.New(tensor.F32, 1, 3),
		Keys:        tensor.New(tensor.I64, 1, 2),
	}
	_, err = ab.Begin(context.Background(), q, batch)
	if want := "ascend: batch of 2 ids for sequences of 3 tokens, expected as many"; err == nil || err.Error() != want {
		t.Errorf("Begin: %v, want %q", err, want)
	}
}
