package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"afdc/compiler"
	"afdc/internal/paritytest"
	_ "afdc/internal/testflags" // accept -update
	"afdc/runtime/role"
	"afdc/runtime/weights"
)

// The end-to-end tests build the afdc binary, compile role executables with it, start them as
// processes on loopback and talk to them over HTTP, as a user would.

var afdcBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "afdc-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	afdcBin = filepath.Join(dir, "afdc")
	build := exec.Command("go", "build", "-o", afdcBin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "build afdc: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// afdc runs the built binary and returns its stdout; a failure ends the test with stderr.
func afdc(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command(afdcBin, args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("afdc %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return string(out)
}

// buildExes compiles model for cpu into a fresh folder and returns the attention and FFN executables.
func buildExes(t *testing.T, model string, stages int) (attn, ffn string) {
	t.Helper()
	out := t.TempDir()
	afdc(t, "build", "--model", model, "--target", "cpu", "--stages", fmt.Sprint(stages), "-o", out)
	cfg, err := compiler.LoadConfig(model)
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(out, cfg.Name+"-attention"), filepath.Join(out, cfg.Name+"-ffn")
}

// stopGrace is how long a role process may take to stop after SIGTERM before the test kills it
// and fails.
const stopGrace = 15 * time.Second

// deployment is a running set of role processes.
type deployment struct {
	t      *testing.T
	procs  []*proc
	urls   []string // attention ranks' HTTP bases, by rank
	ffnURL string   // FFN rank 0's HTTP base (health, metrics, 404s)
}

// stop ends the attention ranks first: an FFN rank told to stop serves its connected attention
// peers until they leave (its drain).
func (d *deployment) stop() {
	procs := slices.Clone(d.procs)
	slices.SortStableFunc(procs, func(a, b *proc) int {
		return strings.Compare(a.Name[:3], b.Name[:3]) // "att" before "ffn"
	})
	for _, p := range procs {
		// An attention rank may take up to 5 s to shut its HTTP server down (serve.Stopping; net/http
		// waits that long on a connection accepted with no request yet) and a second to close its
		// link: a grace of 5 s left no room, and once failed on a loaded machine.
		if err := p.Stop(stopGrace); err != nil && !strings.Contains(err.Error(), "signal") {
			d.t.Errorf("%s: %v\n%s", p.Name, err, p.Output())
		}
	}
}

func (d *deployment) logs() string {
	var b strings.Builder
	for _, p := range d.procs {
		fmt.Fprintf(&b, "--- %s\n%s", p.Name, p.Output())
	}
	return b.String()
}

// deploy starts F FFN ranks and A attention ranks of a built pair on free loopback ports, FFN ranks
// first unless attnFirst, with extra flags for the FFN ranks, and waits until every attention rank
// is healthy.
func deploy(t *testing.T, attnExe, ffnExe, weights string, a, f int, attnFirst bool, ffnExtra ...string) *deployment {
	t.Helper()
	return deployFlags(t, attnExe, ffnExe, weights, a, f, attnFirst, nil, ffnExtra)
}

// deployFlags is deploy with extra flags for the attention ranks too.
func deployFlags(t *testing.T, attnExe, ffnExe, weights string, a, f int, attnFirst bool, attnExtra, ffnExtra []string) *deployment {
	t.Helper()
	return deployTry(t, attnExe, ffnExe, weights, a, f, attnFirst, attnExtra, ffnExtra, 1)
}

// portRetries is how many times a deployment starts again on fresh ports when a process found
// its port taken: the ports are drawn at random while other test packages run, and one drawn free
// may be bound by another process before the child binds it.
const portRetries = 3

func deployTry(t *testing.T, attnExe, ffnExe, weights string, a, f int, attnFirst bool, attnExtra, ffnExtra []string, attempt int) *deployment {
	t.Helper()
	rdv, err := freeAddr()
	if err != nil {
		t.Fatal(err)
	}
	d := &deployment{t: t}
	t.Cleanup(d.stop)
	topo := []string{"--weights", weights, "--rendezvous", rdv, "--attention-ranks", fmt.Sprint(a), "--ffn-ranks", fmt.Sprint(f), "--log-level", "warn", "--connect-timeout", "30s"}
	startFFN := func() {
		for r := range f {
			args := append(append(append([]string{}, topo...), ffnExtra...), "--rank", fmt.Sprint(r))
			if r > 0 {
				args = append(args, "--listen", "127.0.0.1:0")
			} else {
				addr, err := freeAddr()
				if err != nil {
					t.Fatal(err)
				}
				d.ffnURL = "http://" + addr
				args = append(args, "--http", addr)
			}
			p, err := startProc(fmt.Sprintf("ffn rank %d", r), ffnExe, args...)
			if err != nil {
				t.Fatal(err)
			}
			d.procs = append(d.procs, p)
		}
	}
	startAttn := func() {
		for r := range a {
			addr, err := freeAddr()
			if err != nil {
				t.Fatal(err)
			}
			args := append(append(append([]string{}, topo...), attnExtra...), "--rank", fmt.Sprint(r), "--http", addr)
			if attnFirst {
				args = append(args, "--log-level", "debug") // to see the dial retries below
			}
			p, err := startProc(fmt.Sprintf("attention rank %d", r), attnExe, args...)
			if err != nil {
				t.Fatal(err)
			}
			d.procs = append(d.procs, p)
			d.urls = append(d.urls, "http://"+addr)
		}
	}
	if attnFirst {
		startAttn()
		// Start the FFN ranks only once every attention rank is up and has retried its dial.
		deadline := time.Now().Add(30 * time.Second)
		for _, p := range d.procs {
			for !strings.Contains(p.Output(), "connector: retrying") {
				select {
				case <-p.Done():
					t.Fatalf("%s exited before dialling:\n%s", p.Name, p.Output())
				case <-time.After(10 * time.Millisecond):
				}
				if time.Now().After(deadline) {
					t.Fatalf("%s did not retry its dial within 30s:\n%s", p.Name, p.Output())
				}
			}
		}
		startFFN()
	} else {
		startFFN()
		startAttn()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, u := range d.urls {
		if err := waitHealthy(ctx, u, d.procs...); err != nil {
			if attempt < portRetries && strings.Contains(err.Error(), "address already in use") {
				t.Logf("attempt %d: a port was taken, starting again on fresh ports: %v", attempt, err)
				for _, p := range d.procs {
					_ = p.Stop(5 * time.Second) // one of them exited already: its error is the one above
				}
				d.procs = nil
				return deployTry(t, attnExe, ffnExe, weights, a, f, attnFirst, attnExtra, ffnExtra, attempt+1)
			}
			t.Fatalf("%v\n%s", err, d.logs())
		}
	}
	return d
}

// request is one completion a test sends and checks.
type request struct {
	rank   int
	prompt []int32
	n      int
}

// sendAll sends every request concurrently and returns the results in order. Each generates its
// n tokens (ignore_eos): the references it is held to are fixed-length greedy runs.
func (d *deployment) sendAll(reqs []request) []*completionResult {
	d.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out := make([]*completionResult, len(reqs))
	errs := make([]error, len(reqs))
	var wg sync.WaitGroup
	for i, r := range reqs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out[i], errs[i] = complete(ctx, d.urls[r.rank], map[string]any{"prompt": r.prompt, "max_tokens": r.n, "temperature": 0, "return_logits": true, "ignore_eos": true})
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			d.t.Fatalf("request %d (rank %d): %v\n%s", i, reqs[i].rank, err, d.logs())
		}
	}
	return out
}

// reference decodes the requests with the unsplit model in this process.
func reference(t *testing.T, model, weights string, reqs []request) []decode {
	t.Helper()
	cfg, err := compiler.LoadConfig(model)
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cpu", Stages: 1})
	if err != nil {
		t.Fatal(err)
	}
	eng, err := openMonolithic(a, weights)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]decode, len(reqs))
	for i, r := range reqs {
		if out[i], err = greedyDecode(eng, uint64(i), r.prompt, r.n); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func checkBitExact(t *testing.T, reqs []request, got []*completionResult, want []decode) {
	t.Helper()
	for i := range reqs {
		c := got[i].Choices[0]
		if fmt.Sprint(c.TokenIDs) != fmt.Sprint(want[i].tokens) {
			t.Errorf("request %d (rank %d, prompt %v): tokens %v, monolithic %v", i, reqs[i].rank, reqs[i].prompt, c.TokenIDs, want[i].tokens)
			continue
		}
		if !equalBits(c.Logits, want[i].logits) {
			t.Errorf("request %d (rank %d): logits differ from the monolithic model's in some bit", i, reqs[i].rank)
		}
	}
}

// mixedRequests gives every attention rank three concurrent requests of different prompt lengths.
func mixedRequests(ranks, vocab int) []request {
	var reqs []request
	for r := range ranks {
		for k, n := range []int{1, 4, 9} {
			p := make([]int32, n)
			for j := range p {
				p[j] = int32((r*31 + k*17 + j*7 + 3) % vocab)
			}
			reqs = append(reqs, request{rank: r, prompt: p, n: 5 + k})
		}
	}
	return reqs
}

// TestSplitEqualsMonolithicTopologies: the emitted executables, deployed as 1A1F, 2A1F and 3A2F with
// 1, 2 and 3 stages, answer concurrent requests of different lengths with the monolithic model's tokens
// and logits bit for bit: with every step cut into every stage (--min-stage-tokens=0), and with
// the default, which runs these small steps in one stage.
func TestSplitEqualsMonolithicTopologies(t *testing.T) {
	model := paritytest.Dir("v3")
	topologies := [][2]int{{1, 1}, {2, 1}, {3, 2}}
	for _, stages := range []int{1, 2, 3} {
		attn, ffn := buildExes(t, model, stages)
		for _, tp := range topologies {
			for _, every := range []bool{true, false} {
				if !every && stages == 1 {
					continue // one stage either way
				}
				var extra []string
				name := fmt.Sprintf("%dA%dF/stages=%d", tp[0], tp[1], stages)
				if every {
					extra = []string{"--min-stage-tokens=0"}
				} else {
					name += "/min-stage-tokens=default"
				}
				t.Run(name, func(t *testing.T) {
					reqs := mixedRequests(tp[0], 96)
					d := deployFlags(t, attn, ffn, model, tp[0], tp[1], false, extra, nil)
					got := d.sendAll(reqs)
					checkBitExact(t, reqs, got, reference(t, model, model, reqs))
				})
			}
		}
	}
}

// TestStartOrder: attention ranks started before their FFN rank wait for it and give the same result.
func TestStartOrder(t *testing.T) {
	model := paritytest.Dir("glm4.5")
	attn, ffn := buildExes(t, model, 2)
	reqs := mixedRequests(2, 96)
	want := reference(t, model, model, reqs)
	for _, attnFirst := range []bool{false, true} {
		t.Run(fmt.Sprintf("attention_first=%v", attnFirst), func(t *testing.T) {
			d := deploy(t, attn, ffn, model, 2, 1, attnFirst)
			checkBitExact(t, reqs, d.sendAll(reqs), want)
			// The sequence limit defaults to the model's max_position_embeddings (512 here).
			_, err := complete(context.Background(), d.urls[0], map[string]any{"prompt": []int32{1, 2}, "max_tokens": 511})
			if err == nil || !strings.Contains(err.Error(), "400") || !strings.Contains(err.Error(), "512") {
				t.Errorf("prompt 2 + max_tokens 511 on a 512-position model: %v, want a 400 naming the limit", err)
			}
			// A completion sent to the FFN executable is a 404 that names both attention servers.
			_, err = complete(context.Background(), d.ffnURL, map[string]any{"prompt": []int32{1}})
			if err == nil || !strings.Contains(err.Error(), "404") || !strings.Contains(err.Error(), d.urls[0]) || !strings.Contains(err.Error(), d.urls[1]) {
				t.Errorf("completion sent to the FFN server: %v, want a 404 naming %s and %s", err, d.urls[0], d.urls[1])
			}
		})
	}
}

// TestParityThroughExecutables: for every HF parity case, the executables over HTTP give HF's greedy
// tokens for 16 steps with logits within 1e-4.
func TestParityThroughExecutables(t *testing.T) {
	for _, name := range paritytest.Cases {
		t.Run(name, func(t *testing.T) {
			dir := paritytest.Dir(name)
			pc, err := paritytest.Expected(dir)
			if err != nil {
				t.Fatal(err)
			}
			attn, ffn := buildExes(t, dir, 2)
			d := deploy(t, attn, ffn, dir, 1, 1, false)
			var reqs []request
			for _, p := range pc.Prompts {
				reqs = append(reqs, request{prompt: p.PromptIDs, n: len(p.Tokens)})
			}
			got := d.sendAll(reqs)
			for i, p := range pc.Prompts {
				c := got[i].Choices[0]
				if fmt.Sprint(c.TokenIDs) != fmt.Sprint(p.Tokens) {
					t.Fatalf("prompt %d: tokens %v, HF %v", i, c.TokenIDs, p.Tokens)
				}
				worst := 0.0
				for s := range p.Logits {
					for j, v := range p.Logits[s] {
						worst = math.Max(worst, math.Abs(float64(c.Logits[s][j])-v))
					}
				}
				if worst > 1e-4 {
					t.Errorf("prompt %d: max |Δlogit| %.3g vs HF, want <= 1e-4", i, worst)
				}
			}
		})
	}
}

// TestMismatchedPlansRefused: an attention executable and an FFN executable of different plans
// (other stages, another model) both stop with a message naming the difference.
func TestMismatchedPlansRefused(t *testing.T) {
	v3 := paritytest.Dir("v3")
	attn2, _ := buildExes(t, v3, 2)
	_, ffn1 := buildExes(t, v3, 1)
	_, glmFFN := buildExes(t, paritytest.Dir("glm4.5"), 2)
	for _, tc := range []struct {
		name    string
		ffn     string
		weights string
		want    []string
	}{
		{"stages", ffn1, v3, []string{"plan mismatch", "stages 2", "stages 1"}},
		{"model", glmFFN, paritytest.Dir("glm4.5"), []string{"plan mismatch", "model v3", "glm4.5"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rdv, err := freeAddr()
			if err != nil {
				t.Fatal(err)
			}
			httpAddr, _ := freeAddr()
			ffn, err := startProc("ffn", tc.ffn, "--weights", tc.weights, "--rendezvous", rdv, "--connect-timeout", "20s")
			if err != nil {
				t.Fatal(err)
			}
			att, err := startProc("attention", attn2, "--weights", v3, "--rendezvous", rdv, "--http", httpAddr, "--connect-timeout", "20s")
			if err != nil {
				t.Fatal(err)
			}
			defer att.Stop(time.Second)
			defer ffn.Stop(time.Second)
			for _, p := range []*proc{att, ffn} {
				if err := p.Wait(20 * time.Second); err == nil {
					t.Errorf("%s exited cleanly, want a refusal", p.Name)
				}
				for _, w := range tc.want {
					if !strings.Contains(p.Output(), w) {
						t.Errorf("%s output lacks %q:\n%s", p.Name, w, p.Output())
					}
				}
			}
		})
	}
}

// TestRoleExecutable checks what a role executable says about itself and about bad weights.
func TestRoleExecutable(t *testing.T) {
	model := paritytest.Dir("v3")
	attn, ffn := buildExes(t, model, 2)
	var man struct {
		Role, Plan string
		Stages     int
		Tensors    []struct{ Name string }
	}
	out, err := exec.Command(ffn, "--print-manifest").Output()
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(out, &man); err != nil {
		t.Fatal(err)
	}
	if man.Role != "ffn" || man.Stages != 2 || len(man.Tensors) == 0 {
		t.Errorf("ffn manifest: role %q stages %d, %d tensors", man.Role, man.Stages, len(man.Tensors))
	}
	help, _ := exec.Command(attn, "--help").CombinedOutput()
	for _, w := range []string{"--http", "--weights", "--rendezvous", "--attention-ranks", "attention server of v3",
		"--kv-cache-bytes", "--kv-block-size", "--max-queue", "--prefill-hold"} {
		if !strings.Contains(string(help), w) {
			t.Errorf("attention --help lacks %q:\n%s", w, help)
		}
	}
	if flat := strings.Join(strings.Fields(string(help)), " "); !strings.Contains(flat, "--min-stage-tokens") || !strings.Contains(flat, fmt.Sprintf("-1: %d on the cpu target", role.CPUMinStageTokens)) {
		t.Errorf("attention --help lacks --min-stage-tokens with its cpu default:\n%s", help)
	}
	// A negative --min-stage-tokens other than -1 is refused, naming what it expects.
	rdv0, _ := freeAddr()
	msg0, err := exec.Command(attn, "--weights", model, "--rendezvous", rdv0, "--min-stage-tokens=-2").CombinedOutput()
	if err == nil || !strings.Contains(string(msg0), "--min-stage-tokens -2, expected -1") {
		t.Errorf("attention --min-stage-tokens=-2: err %v, output:\n%s", err, msg0)
	}
	// So is a negative --prefill-hold.
	msg1, err := exec.Command(attn, "--weights", model, "--rendezvous", rdv0, "--prefill-hold=-1s").CombinedOutput()
	if err == nil || !strings.Contains(string(msg1), "--prefill-hold -1s, expected 0 or a positive duration") {
		t.Errorf("attention --prefill-hold=-1s: err %v, output:\n%s", err, msg1)
	}
	// Another model's checkpoint: the FFN executable names the tensors that do not fit and stops
	// before it listens.
	bad := t.TempDir()
	afdc(t, "init-weights", "--model", "tiny-glm4-moe", "-o", bad)
	rdv, _ := freeAddr()
	cmd := exec.Command(ffn, "--weights", bad, "--rendezvous", rdv, "--connect-timeout", "5s")
	msg, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(msg), "does not fit the ffn role of v3") || !strings.Contains(string(msg), "model.layers.3.mlp.experts.8.gate_proj.weight") {
		t.Errorf("ffn with another model's weights: err %v, output:\n%s", err, msg)
	}
}

// TestRunJSON: afdc run --json prints the tokens and the logits each was chosen from, equal to HF's.
func TestRunJSON(t *testing.T) {
	dir := paritytest.Dir("v2-lite")
	var got struct {
		Tokens []int32     `json:"tokens"`
		Logits [][]float32 `json:"logits"`
	}
	if err := json.Unmarshal([]byte(afdc(t, "run", "--weights", dir, "--prompt-ids", "3,14,15,92,65,35,89", "--max-tokens", "16", "--json")), &got); err != nil {
		t.Fatal(err)
	}
	raw, _ := os.ReadFile(filepath.Join(dir, "expected.json"))
	var pc struct {
		Prompts []struct {
			Tokens []int32 `json:"tokens"`
		} `json:"prompts"`
	}
	json.Unmarshal(raw, &pc)
	if fmt.Sprint(got.Tokens) != fmt.Sprint(pc.Prompts[0].Tokens) || len(got.Logits) != 16 || len(got.Logits[0]) != 96 {
		t.Errorf("run --json: tokens %v (HF %v), %d logits rows", got.Tokens, pc.Prompts[0].Tokens, len(got.Logits))
	}
	// A prompt longer than --chunk-tokens goes in chunks and prints the same bytes.
	whole := afdc(t, "run", "--weights", dir, "--prompt-ids", "3,14,15,92,65,35,89", "--max-tokens", "16", "--json")
	if chunked := afdc(t, "run", "--weights", dir, "--prompt-ids", "3,14,15,92,65,35,89", "--max-tokens", "16", "--json", "--chunk-tokens", "3"); chunked != whole {
		t.Errorf("run --chunk-tokens 3 printed other tokens or logits than the prompt in one step")
	}
}

// TestFFNRestart: when the FFN rank dies, a request fails promptly with an error that says so and
// /health turns 503; when the FFN rank returns, the pair reconnects and serves the same tokens.
func TestFFNRestart(t *testing.T) {
	model := paritytest.Dir("v2")
	attn, ffnExe := buildExes(t, model, 2)
	d := deploy(t, attn, ffnExe, model, 1, 1, false)
	reqs := []request{{prompt: []int32{5, 6, 7}, n: 4}}
	before := d.sendAll(reqs)[0].Choices[0].TokenIDs

	ffn := d.procs[0]
	ffn.Cmd.Process.Kill()
	ffn.Wait(5 * time.Second)
	// The deadline is a hang guard: a request that waited for the dead rank would end with it,
	// not with the 503 asserted below.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	t0 := time.Now()
	_, err := complete(ctx, d.urls[0], map[string]any{"prompt": []int32{5, 6, 7}, "max_tokens": 4, "temperature": 0})
	if err == nil || !strings.Contains(err.Error(), "503") || !strings.Contains(strings.ToLower(err.Error()), "ffn") {
		t.Fatalf("request with the FFN rank gone: %v, want a 503 naming the FFN rank", err)
	}
	t.Logf("with the FFN rank gone, after %v: %v", time.Since(t0).Round(time.Millisecond), err)
	resp, err := http.Get(d.urls[0] + "/health")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("/health with the FFN rank gone: %d, want 503", resp.StatusCode)
	}

	again, err := startProc("ffn again", ffnExe, ffn.Cmd.Args[1:]...)
	if err != nil {
		t.Fatal(err)
	}
	d.procs[0] = again
	if err := waitHealthy(ctx, d.urls[0], again); err != nil {
		t.Fatalf("%v\n%s", err, d.logs())
	}
	after := d.sendAll(reqs)[0].Choices[0].TokenIDs
	if fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("tokens after the restart %v, before %v", after, before)
	}
}

// TestFP8Checkpoint: a DeepSeek-V3-style checkpoint whose Linear weights are float8_e4m3fn with
// block scales (here 16x16, ragged at the edges of the tiny matrices) loads through the manifest's
// FP8 entries; its logits equal those of the same weights dequantised and stored as f32, bit for bit,
// and the split executables serving it equal the monolithic model.
func TestFP8Checkpoint(t *testing.T) {
	raw, ok := compiler.PresetJSON("tiny-deepseek-v3")
	if !ok {
		t.Fatal("no tiny-deepseek-v3 preset")
	}
	var kv weights.OrderedJSON
	if err := json.Unmarshal(raw, &kv); err != nil {
		t.Fatal(err)
	}
	kv.SetRaw("quantization_config", []byte(`{"activation_scheme": "dynamic", "fmt": "e4m3", "quant_method": "fp8", "weight_block_size": [16, 16]}`))
	cfgDir := filepath.Join(t.TempDir(), "tiny-v3-fp8")
	os.MkdirAll(cfgDir, 0o755)
	b, _ := json.Marshal(kv)
	if err := os.WriteFile(filepath.Join(cfgDir, "config.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	fp8 := filepath.Join(t.TempDir(), "tiny-v3-fp8")
	afdc(t, "init-weights", "--model", cfgDir, "--dtype", "fp8", "--seed", "7", "-o", fp8)

	// The same values, dequantised, in an f32 checkpoint with no quantization_config.
	ck, err := weights.Open(fp8)
	if err != nil {
		t.Fatal(err)
	}
	ck.SetFP8Block(16, 16)
	var tensors []weights.Tensor
	nfp8 := 0
	for _, n := range ck.Names() {
		info, _ := ck.Info(n)
		if strings.HasSuffix(n, "_scale_inv") {
			continue
		}
		if info.DType == "F8_E4M3" {
			nfp8++
		}
		v, err := ck.Float32(n)
		if err != nil {
			t.Fatal(err)
		}
		tensors = append(tensors, weights.Tensor{Name: n, DType: "F32", Shape: info.Shape, Data: weights.EncodeF32(v)})
	}
	ck.Close()
	if nfp8 < 50 {
		t.Fatalf("only %d F8_E4M3 tensors in the fp8 checkpoint", nfp8)
	}
	f32 := filepath.Join(t.TempDir(), "tiny-v3-f32")
	os.MkdirAll(f32, 0o755)
	plain, _ := compiler.PresetJSON("tiny-deepseek-v3")
	os.WriteFile(filepath.Join(f32, "config.json"), plain, 0o644)
	if err := weights.WriteFile(filepath.Join(f32, "model.safetensors"), tensors, nil); err != nil {
		t.Fatal(err)
	}

	reqs := mixedRequests(1, 96)
	want := reference(t, fp8, fp8, reqs)
	same := reference(t, f32, f32, reqs)
	for i := range reqs {
		if !equalBits(want[i].logits, same[i].logits) {
			t.Errorf("request %d: fp8 checkpoint logits differ from its dequantised f32 copy", i)
		}
	}
	attn, ffn := buildExes(t, fp8, 2)
	d := deploy(t, attn, ffn, fp8, 1, 1, false)
	checkBitExact(t, reqs, d.sendAll(reqs), want)
}

// TestFFNStalls: an FFN rank that stops answering without closing its connection (here, a stopped
// process) fails the request after --peer-timeout with a message that says so; once it runs again the
// pair reconnects and serves.
func TestFFNStalls(t *testing.T) {
	model := paritytest.Dir("glm4.5-air")
	attnExe, ffnExe := buildExes(t, model, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pr, err := startPairFlags(ctx, attnExe, ffnExe, model, []string{"--connect-timeout", "30s"}, []string{"--peer-timeout", "2s"})
	if err != nil {
		t.Fatal(err)
	}
	defer pr.Stop()
	att, ffn, base := pr.Att, pr.FFN, pr.Base
	req := map[string]any{"prompt": []int32{9, 8, 7}, "max_tokens": 3, "temperature": 0}
	before, err := complete(ctx, base, req)
	if err != nil {
		t.Fatal(err)
	}
	stopProc(t, ffn)
	_, err = complete(ctx, base, req)
	if err == nil || !strings.Contains(err.Error(), "503") || !strings.Contains(err.Error(), "did not answer") {
		t.Errorf("request to a stalled FFN rank: %v, want a 503 saying it did not answer", err)
	}
	ffn.Cmd.Process.Signal(syscall.SIGCONT)
	if err := waitHealthy(ctx, base, att, ffn); err != nil {
		t.Fatalf("%v\n%s\n%s", err, att.Output(), ffn.Output())
	}
	var after *completionResult
	for ctx.Err() == nil { // the first step after the resume may still meet the old connection
		if after, err = complete(ctx, base, req); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if after == nil || fmt.Sprint(after.Choices[0].TokenIDs) != fmt.Sprint(before.Choices[0].TokenIDs) {
		t.Errorf("after the FFN rank resumed: %v, %v; want tokens %v", after, err, before.Choices[0].TokenIDs)
	}
}

// TestAttentionStalls: in 2A1F, an attention rank that stops answering (a stopped process) is dropped
// by the FFN rank after --peer-timeout, so the other attention rank keeps serving; when it runs again
// it reconnects and serves too.
func TestAttentionStalls(t *testing.T) {
	model := paritytest.Dir("v2-lite")
	attnExe, ffnExe := buildExes(t, model, 2)
	d := deploy(t, attnExe, ffnExe, model, 2, 1, false, "--peer-timeout", "2s")
	reqs := []request{{rank: 0, prompt: []int32{4, 5, 6}, n: 4}, {rank: 1, prompt: []int32{7, 8}, n: 4}}
	want := reference(t, model, model, reqs)
	checkBitExact(t, reqs, d.sendAll(reqs), want)

	stalled := d.procs[2] // FFN rank first, then attention ranks 0 and 1
	stopProc(t, stalled)
	checkBitExact(t, reqs[:1], d.sendAll(reqs[:1]), want[:1])
	stalled.Cmd.Process.Signal(syscall.SIGCONT)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var got *completionResult
	var err error
	for ctx.Err() == nil { // rank 1 finds its connection dropped, then dials again
		if got, err = complete(ctx, d.urls[1], map[string]any{"prompt": reqs[1].prompt, "max_tokens": reqs[1].n, "temperature": 0, "ignore_eos": true}); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if got == nil || fmt.Sprint(got.Choices[0].TokenIDs) != fmt.Sprint(want[1].tokens) {
		t.Errorf("rank 1 after it resumed: %v, %v; want %v\n%s", got, err, want[1].tokens, d.logs())
	}
}
