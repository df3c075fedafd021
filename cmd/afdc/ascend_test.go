package main

import (
	"context"
	"debug/elf"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	nethttp "net/http"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
	roles "afdc/runtime/role"
	"afdc/targets/ascend"
	"afdc/targets/ascend/acl"
	"afdc/targets/ascend/acl/fakeacl"
)

var elfMachine = map[string]elf.Machine{"amd64": elf.EM_X86_64, "arm64": elf.EM_AARCH64}

func checkELF(t *testing.T, path, arch string) {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	defer f.Close()
	if f.Machine != elfMachine[arch] {
		t.Errorf("%s is for %s, expected %s (%s)", path, f.Machine, elfMachine[arch], arch)
	}
}

// TestAscendExecutables builds the Ascend executables of every real preset for amd64 and arm64,
// checks their architecture, and runs the host's on this machine, which has no CANN: they exit 1
// naming the missing library.
func TestAscendExecutables(t *testing.T) {
	other := map[string]string{"amd64": "arm64", "arm64": "amd64"}[goruntime.GOARCH]
	if other == "" {
		t.Skipf("host architecture %s is neither amd64 nor arm64", goruntime.GOARCH)
	}
	// Another architecture, nothing shipped beside afdc, and no source tree to build it from: a
	// clear error.
	cmd := exec.Command(afdcBin, "build", "--model", "tiny-deepseek-v3", "--target", "ascend", "--arch", other, "-o", t.TempDir())
	cmd.Dir = t.TempDir()
	b, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(b), "expected afdc-linux-"+other+" beside afdc, or afdc run inside its source tree with Go installed") {
		t.Errorf("--arch %s outside the source tree: %v\n%s\nexpected an error saying what is missing", other, err, b)
	}

	// Another architecture with nothing shipped beside afdc: afdc cross-compiles its base.
	out := t.TempDir()
	afdc(t, "build", "--model", "tiny-deepseek-v3", "--target", "ascend", "--arch", other, "-o", out)
	checkELF(t, filepath.Join(out, "tiny-deepseek-v3-ffn"), other)

	// A shipped base beside afdc (what a release carries) serves every other build.
	shipped := filepath.Join(filepath.Dir(afdcBin), "afdc-linux-"+other)
	build := exec.Command("go", "build", "-trimpath", "-o", shipped, ".")
	build.Env = append(os.Environ(), "GOOS=linux", "GOARCH="+other, "CGO_ENABLED=0")
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("cross-compile: %v\n%s", err, b)
	}
	t.Cleanup(func() { os.Remove(shipped) })

	noCANN := t.TempDir()
	for _, model := range []string{"deepseek-v2", "deepseek-v2-lite", "deepseek-v3", "deepseek-r1", "glm-4.5", "glm-4.5-air", "glm-4.6"} {
		for _, arch := range []string{goruntime.GOARCH, other} {
			dir := filepath.Join(t.TempDir(), arch)
			afdc(t, "build", "--model", model, "--target", "ascend", "--arch", arch, "-o", dir)
			cfg, err := compiler.LoadConfig(model)
			if err != nil {
				t.Fatal(err)
			}
			for _, role := range []string{"attention", "ffn"} {
				exe := filepath.Join(dir, cfg.Name+"-"+role)
				checkELF(t, exe, arch)
				if arch != goruntime.GOARCH {
					os.Remove(exe) // keep the temporary folder small
					continue
				}
				cmd := exec.Command(exe, "--weights", noCANN)
				cmd.Env = append(os.Environ(), "AFDC_ASCEND_LIB_DIR="+noCANN)
				b, err := cmd.CombinedOutput()
				var exit *exec.ExitError
				if !errors.As(err, &exit) || exit.ExitCode() != 1 || !strings.Contains(string(b), "libascendcl.so") {
					t.Errorf("%s without CANN: %v, output %q; expected exit 1 naming libascendcl.so", exe, err, b)
				}
				help, _ := exec.Command(exe, "--help").CombinedOutput()
				if !strings.Contains(strings.Join(strings.Fields(string(help)), " "), "lowered and golden-tested; not run on hardware") {
					t.Errorf("%s --help does not state Ascend's support:\n%s", exe, help)
				}
				os.Remove(exe)
			}
		}
	}
	if got := afdc(t, "inspect", "--model", "glm-4.5-air", "--target", "ascend"); !strings.Contains(got, "lowered and golden-tested; not run on hardware") {
		t.Errorf("inspect --target ascend does not state the support:\n%s", got)
	}
}

// callFields reads the key=value arguments of one line of the fake's call log.
func callFields(line string) map[string]string {
	out := map[string]string{}
	for _, f := range strings.Fields(line) {
		if k, v, ok := strings.Cut(f, "="); ok {
			out[k] = v
		}
	}
	return out
}

// hcclTransfers lists a log's calls of name as "count/dataType", in order.
func hcclTransfers(log, name string) []string {
	var out []string
	for _, ln := range strings.Split(log, "\n") {
		if strings.HasPrefix(ln, name+" ") {
			f := callFields(ln)
			out = append(out, f["count"]+"/"+f["dataType"])
		}
	}
	return out
}

// TestAscendExecutablesServeAgainstFake runs tiny-deepseek-v3's two Ascend executables with
// AFDC_ASCEND_LIB_DIR pointing at the recording fake: they load, meet over the rendezvous, join
// one HCCL communicator with the root id the FFN rank shares over the collective-id frame, serve a
// completion through the runtime (scheduler, split engine, FFN loop) and shut down cleanly. The fake
// computes nothing, so the call logs are checked, not the tokens: the same root on both sides, every
// HcclSend of one side paired with an HcclRecv of the other in order and size, all memory, streams
// and communicators released, and each executable's whole log equal, call for call, to the same
// steps driven in this process by the runtime over the same loader (the path the goldens of
// targets/ascend are produced by).
func TestAscendExecutablesServeAgainstFake(t *testing.T) {
	fakeDir := t.TempDir()
	if _, err := fakeacl.Build(fakeDir); errors.Is(err, fakeacl.ErrNoCompiler) {
		t.Skip(err)
	} else if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	afdc(t, "build", "--model", "tiny-deepseek-v3", "--target", "ascend", "-o", out)
	w := t.TempDir()
	afdc(t, "init-weights", "--model", "tiny-deepseek-v3", "-o", w)
	rdv, err := freeAddr()
	if err != nil {
		t.Fatal(err)
	}
	http, err := freeAddr()
	if err != nil {
		t.Fatal(err)
	}
	ffnHTTP, err := freeAddr()
	if err != nil {
		t.Fatal(err)
	}
	logs := map[string]string{"ffn": filepath.Join(out, "ffn.calls"), "attention": filepath.Join(out, "attention.calls")}
	t.Setenv("AFDC_ASCEND_LIB_DIR", fakeDir)
	args := []string{"--weights", w, "--rendezvous", rdv, "--log-level", "info", "--connect-timeout", "30s"} // info: a failure shows the connection's story
	var procs []*proc
	for _, role := range []string{"ffn", "attention"} {
		t.Setenv("AFDC_FAKE_ACL_LOG", logs[role]) // inherited by the process started now
		a := args
		if role == "attention" {
			a = append(a, "--http", http, "--kv-cache-bytes", "1048576")
		} else {
			a = append(a, "--http", ffnHTTP)
		}
		p, err := startProc(role, filepath.Join(out, "tiny-deepseek-v3-"+role), a...)
		if err != nil {
			t.Fatal(err)
		}
		procs = append(procs, p)
	}
	dump := func() string {
		var b strings.Builder
		for _, p := range procs {
			fmt.Fprintf(&b, "--- %s\n%s", p.Name, p.Output())
		}
		return b.String()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := waitHealthy(ctx, "http://"+http, procs...); err != nil {
		t.Fatalf("%v\n%s", err, dump())
	}
	res, err := complete(ctx, "http://"+http, map[string]any{"prompt": []int32{3, 1, 4, 1, 5}, "max_tokens": 3, "temperature": 0})
	if err != nil {
		t.Fatalf("%v\n%s", err, dump())
	}
	if len(res.Choices) != 1 || len(res.Choices[0].TokenIDs) != 3 {
		t.Errorf("completion %+v, expected 3 tokens", res)
	}
	// The fake's HCCL does not block, so the attention rank can finish before the FFN rank has run
	// the last step: wait for its count.
	for !strings.Contains(metrics(ctx, t, "http://"+ffnHTTP), "afdc_ffn_steps_total 3\n") {
		select {
		case <-ctx.Done():
			t.Fatalf("the FFN rank did not run 3 steps: %s\n%s", metrics(ctx, t, "http://"+ffnHTTP), dump())
		case <-time.After(10 * time.Millisecond):
		}
	}
	for i := len(procs) - 1; i >= 0; i-- { // attention first: the FFN rank then sees its peer leave
		if err := procs[i].Stop(10 * time.Second); err != nil && !strings.Contains(err.Error(), "signal") {
			t.Errorf("%s: %v\n%s", procs[i].Name, err, procs[i].Output())
		}
	}
	text := map[string]string{}
	for role, path := range logs {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		text[role] = "\n" + string(b) // every call starts a line
		for _, pair := range [][2]string{{"aclrtMalloc", "aclrtFree"}, {"aclrtCreateStream", "aclrtDestroyStream"}, {"HcclCommInitRootInfo", "HcclCommDestroy"}, {"aclInit", "aclFinalize"}} {
			c, d := strings.Count(text[role], "\n"+pair[0]+" ")+strings.Count(text[role], "\n"+pair[0]+"\n"), strings.Count(text[role], "\n"+pair[1]+" ")+strings.Count(text[role], "\n"+pair[1]+"\n")
			if c == 0 || c != d {
				t.Errorf("%s: %d %s and %d %s, expected as many, at least one", role, c, pair[0], d, pair[1])
			}
		}
	}
	var roots [2]string
	for i, role := range []string{"ffn", "attention"} {
		for _, ln := range strings.Split(text[role], "\n") {
			if strings.HasPrefix(ln, "HcclCommInitRootInfo ") {
				f := callFields(ln)
				roots[i] = f["root"]
				if want := fmt.Sprint(i); f["nRanks"] != "2" || f["rank"] != want {
					t.Errorf("%s joined as %s of %s ranks, expected rank %s of 2", role, f["rank"], f["nRanks"], want)
				}
			}
		}
	}
	if roots[0] == "" || roots[0] != roots[1] {
		t.Errorf("HCCL root ids: ffn %q, attention %q; expected the one the FFN rank made", roots[0], roots[1])
	}
	as, fr := hcclTransfers(text["attention"], "HcclSend"), hcclTransfers(text["ffn"], "HcclRecv")
	fs, ar := hcclTransfers(text["ffn"], "HcclSend"), hcclTransfers(text["attention"], "HcclRecv")
	// Three steps of one sequence (so one stage each): the 5-token prompt, then two decodes, each
	// exchanging the 4 layers' bf16 hidden states (64 wide) both ways.
	var want []string
	for _, rows := range []int{5, 1, 1} {
		for range 4 {
			want = append(want, fmt.Sprintf("%d/11", rows*64))
		}
	}
	if !slices.Equal(as, want) || !slices.Equal(fr, want) || !slices.Equal(fs, want) || !slices.Equal(ar, want) {
		t.Errorf("HCCL transfers (count/dtype): attention sends %v, ffn receives %v; ffn sends %v, attention receives %v; expected each %v", as, fr, fs, ar, want)
	}
	if !strings.Contains(text["attention"], "aclnnArgMax ") || !strings.Contains(text["ffn"], "aclnnMoeGatingTopK ") {
		t.Errorf("the logs lack the head's ArgMax or the router's MoeGatingTopK: not a whole step")
	}

	// The same calls as the runtime-driven step the goldens come from: this process loads each
	// role's program with the same loader and options, joins with the fake's root id, and runs the
	// scheduler's three steps through runtime.SplitEngine (attention) or runtime.ServeFFN (FFN); its
	// log must equal the executable's, call for call.
	for _, role := range []string{"attention", "ffn"} {
		got := replica(t, role, fakeDir, out, w, filepath.Join(out, role+".replica.calls"))
		if n := strings.Count(got, "\n"); n < 1000 {
			t.Errorf("the runtime-driven %s step logged %d calls, expected a whole load and three steps", role, n)
		}
		if got != text[role] {
			a, b := strings.Split(text[role], "\n"), strings.Split(got, "\n")
			i := 0
			for i < len(a) && i < len(b) && a[i] == b[i] {
				i++
			}
			t.Errorf("the %s executable's calls differ from the runtime-driven step's at line %d of %d/%d:\nexecutable: %q\nruntime:    %q",
				role, i, len(a), len(b), strings.Join(a[i:min(i+3, len(a))], " | "), strings.Join(b[i:min(i+3, len(b))], " | "))
		}
	}
}

// metrics reads base/metrics ("" when it cannot).
func metrics(ctx context.Context, t *testing.T, base string) string {
	req, err := nethttp.NewRequestWithContext(ctx, "GET", base+"/metrics", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := nethttp.DefaultClient.Do(req)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// replicaControl is the FFN rank's control plane of the replica: the three step headers the
// attention rank announced, then the end.
type replicaControl struct{ next int }

func (c *replicaControl) Peers() []int { return []int{0} }

func (c *replicaControl) RecvStep(context.Context) (connector.StepHeader, error) {
	if c.next == 3 {
		return connector.StepHeader{}, connector.ErrClosed
	}
	c.next++
	rows := 1
	if c.next == 1 {
		rows = 5
	}
	return connector.StepHeader{Step: uint64(c.next - 1), Stages: 2, Counts: [][]int{{rows}, {0}}}, nil
}

// replicaPeer is the control plane of the replica: it checks the engine announces one stage of the
// step's tokens, as the executable's did.
type replicaPeer struct {
	*ascend.HCCL
	want [][]int
	step int
}

func (p *replicaPeer) Peer() int { return 0 }

func (p *replicaPeer) BeginStep(_ context.Context, tokens []int) (uint64, error) {
	if p.step >= len(p.want) || !slices.Equal(tokens, p.want[p.step]) {
		return 0, fmt.Errorf("step %d announces %v tokens per stage, expected %v", p.step, tokens, p.want)
	}
	p.step++
	return uint64(p.step - 1), nil
}

// replica runs, in this process and against the fake at dir, what role's executable of build out
// did for one 5-token prompt and 3 tokens, and returns the call log.
func replica(t *testing.T, role, dir, out, weights, log string) string {
	t.Helper()
	ctl, err := fakeacl.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var man ir.Manifest
	b, err := os.ReadFile(filepath.Join(out, "tiny-deepseek-v3-"+role+".json"))
	if err == nil {
		err = json.Unmarshal(b, &man)
	}
	if err != nil {
		t.Fatal(err)
	}
	prog, err := os.ReadFile(filepath.Join(out, "tiny-deepseek-v3-"+role+".afir"))
	if err != nil {
		t.Fatal(err)
	}
	mod, err := ir.Parse(payloadProgram, string(prog))
	if err != nil {
		t.Fatal(err)
	}
	ck, err := runtime.OpenCheckpoint(weights, &man)
	if err != nil {
		t.Fatal(err)
	}
	defer ck.Close()
	if err := ctl.Start(log); err != nil {
		t.Fatal(err)
	}
	// finish takes the error of closing what the role opened, stops the log and returns it.
	finish := func(closeErr error) string {
		if closeErr != nil {
			t.Fatal(closeErr)
		}
		ctl.Stop()
		b, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		return "\n" + string(b)
	}
	if role == "ffn" {
		be, err := ascend.Load(mod, ck, runtime.LoadOptions{MaxBatchTokens: 512, MaxPositions: man.MaxPositions})
		if err != nil {
			t.Fatal(err)
		}
		fb := be.(*ascend.Backend)
		tr, err := fb.ConnectFFN([]int{0}, func([]byte) error { return nil })
		if err != nil {
			t.Fatal(err)
		}
		stats := &runtime.FFNStats{}
		if err := runtime.ServeFFN(context.Background(), &replicaControl{}, tr, fb, man.Wire, stats, nil); err != nil || stats.Steps.Load() != 3 {
			t.Fatalf("ffn replica: %v, %d steps, expected 3", err, stats.Steps.Load())
		}
		return finish(errors.Join(tr.Close(), be.Close()))
	}
	blocks, _, err := roles.KVBlocks(mod, 1048576, 16, 2) // the executable's --kv-cache-bytes 1048576
	if err != nil {
		t.Fatal(err)
	}
	be, err := ascend.Load(mod, ck, runtime.LoadOptions{KVBlockSize: 16, KVBlocks: blocks, MaxBatchTokens: 512, MaxPositions: man.MaxPositions})
	if err != nil {
		t.Fatal(err)
	}
	root := make([]byte, acl.RootInfoBytes) // what the fake's HcclGetRootInfo writes
	for i := range root {
		root[i] = byte(i*7 + 1)
	}
	tr, err := be.(*ascend.Backend).ConnectAttention(0, 0, 1, root)
	if err != nil {
		t.Fatal(err)
	}
	eng, err := runtime.NewSplitEngine(be.(runtime.AttentionBackend), &replicaPeer{HCCL: tr, want: [][]int{{5, 0}, {1, 0}, {1, 0}}}, man.Stages)
	if err != nil {
		t.Fatal(err)
	}
	if err := eng.SetBlockSize(16); err != nil {
		t.Fatal(err)
	}
	// The scheduler's steps: the prompt, then each drawn token (the fake's argmax: 0), in block 0.
	steps := [][]int32{{3, 1, 4, 1, 5}, {0}, {0}}
	past := 0
	for _, toks := range steps {
		st := runtime.SeqStep{ID: 1, Tokens: toks, Past: past, Blocks: []int32{0}, Position: uint64(past + len(toks))}
		if _, _, err := eng.StepTokens(context.Background(), []runtime.SeqStep{st}); err != nil {
			t.Fatal(err)
		}
		past += len(toks)
	}
	eng.Release(1)
	return finish(errors.Join(tr.Close(), be.Close()))
}
