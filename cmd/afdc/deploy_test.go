package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"

	planfile "afdc/deploy"
	"afdc/runtime/weights"
)

// copyFiles copies every regular file of src into dst.
func copyFiles(t *testing.T, src, dst string) {
	t.Helper()
	ents, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if b, err := os.ReadFile(filepath.Join(src, e.Name())); err == nil {
			if err := os.WriteFile(filepath.Join(dst, e.Name()), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// waitReady polls base+/ready until it answers 200; it fails the test when a process in exited
// ends first. The bound only keeps a broken start from hanging the test.
func waitReady(t *testing.T, base string, exited <-chan string) {
	t.Helper()
	deadline := time.Now().Add(4 * time.Minute)
	for {
		if code, _, _ := probe(base, "/ready"); code == 200 {
			return
		}
		select {
		case who := <-exited:
			t.Fatalf("%s exited before %s was ready", who, base)
		case <-time.After(200 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s/ready never answered 200", base)
		}
	}
}

// TestPodsOfTheTinyPlan: the manifests deploy k8s writes for the tiny plan, run as local processes
// (the container command of each pod with the variables LeaderWorkerSet sets, every pod on its own
// loopback address, the image's and volumes' paths mapped to local folders), make a working
// deployment: completions and chat through the Service's target port on the leader, the served
// model's name, and a SIGTERM to every pod drains and leaves no process behind.
func TestPodsOfTheTinyPlan(t *testing.T) {
	dir := t.TempDir()
	plan := filepath.Join(dir, "plan.json")
	if err := os.WriteFile(plan, []byte(afdc(t, "plan", "--model", "tiny-deepseek-v3", "--json")), 0o644); err != nil {
		t.Fatal(err)
	}
	// The tiny plan's r is 30; 2 attention ranks keep the test to 3 processes on a small machine.
	out := filepath.Join(dir, "k8s")
	afdc(t, "deploy", "k8s", "--plan", plan, "--target", "cpu", "--attention-ranks", "2", "--served-model-name", "tiny-served", "-o", out)
	var lws struct {
		Spec struct {
			LeaderWorkerTemplate struct {
				Size           int                    `json:"size"`
				LeaderTemplate corev1.PodTemplateSpec `json:"leaderTemplate"`
				WorkerTemplate corev1.PodTemplateSpec `json:"workerTemplate"`
			} `json:"leaderWorkerTemplate"`
		} `json:"spec"`
	}
	var svc corev1.Service
	var secret corev1.Secret
	for name, into := range map[string]any{"leaderworkerset.yaml": &lws, "service.yaml": &svc, "secret.yaml": &secret} {
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := yaml.Unmarshal(b, into); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	tmpl := lws.Spec.LeaderWorkerTemplate
	if tmpl.Size != 3 {
		t.Fatalf("group size %d, expected 1 FFN + 2 attention ranks", tmpl.Size)
	}
	// The Service's target port is a container port of the leader, by name.
	leader := tmpl.LeaderTemplate.Spec.Containers[0]
	port := 0
	for _, p := range leader.Ports {
		if p.Name == svc.Spec.Ports[0].TargetPort.String() {
			port = int(p.ContainerPort)
		}
	}
	if port == 0 {
		t.Fatalf("the Service's target port %q is no port of the leader's container %v", svc.Spec.Ports[0].TargetPort.String(), leader.Ports)
	}

	// The image (afdc and the executables it builds), the weights volume and the key's Secret.
	image, weightsDir, keyDir := filepath.Join(dir, "image"), filepath.Join(dir, "weights"), filepath.Join(dir, "key")
	afdc(t, "build", "--model", "tiny-deepseek-v3", "--target", "cpu", "-o", image)
	self, err := os.ReadFile(afdcBin)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(image, "afdc"), self, 0o755); err != nil {
		t.Fatal(err)
	}
	afdc(t, "init-weights", "--model", "tiny-deepseek-v3", "--seed", "3", "-o", weightsDir)
	tok, _ := filepath.Abs("../../testdata/tokenizers/tiny")
	copyFiles(t, tok, weightsDir)
	os.MkdirAll(keyDir, 0o700)
	if err := os.WriteFile(filepath.Join(keyDir, planfile.KeyFile), secret.Data[planfile.KeyFile], 0o600); err != nil {
		t.Fatal(err)
	}
	paths := strings.NewReplacer(planfile.ImageDir, image, planfile.WeightsDir, weightsDir, planfile.KeyDir, keyDir)

	// Every pod on its own loopback address, as pods have their own IPs.
	net := fmt.Sprintf("127.%d.%d.", 1+rand.IntN(250), 1+rand.IntN(250))
	var hosts []string
	for i := range tmpl.Size {
		hosts = append(hosts, net+strconv.Itoa(i+1))
	}
	exited := make(chan string, tmpl.Size)
	var pods []*exec.Cmd
	for i := range tmpl.Size {
		c := tmpl.WorkerTemplate.Spec.Containers[0]
		if i == 0 {
			c = leader
		}
		env := map[string]string{"LWS_LEADER_ADDRESS": hosts[0], "LWS_WORKER_INDEX": strconv.Itoa(i), "LWS_GROUP_SIZE": strconv.Itoa(tmpl.Size),
			"POD_IP": hosts[i], "AFDC_WORKER_HOSTS": strings.Join(hosts, ",")}
		var args []string
		for _, a := range c.Command {
			args = append(args, regexp.MustCompile(`\$\((\w+)\)`).ReplaceAllStringFunc(paths.Replace(a), func(v string) string { return env[v[2:len(v)-1]] }))
		}
		cmd := exec.Command(args[0], args[1:]...)
		cmd.Env = os.Environ()
		for k, v := range env {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
		logf, err := os.Create(filepath.Join(dir, fmt.Sprintf("pod-%d.log", i)))
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stdout, cmd.Stderr = logf, logf
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		pods = append(pods, cmd)
		go func() { cmd.Wait(); logf.Close(); exited <- fmt.Sprintf("pod %d", i) }()
	}
	logs := func() string {
		var b strings.Builder
		for i := range pods {
			l, _ := os.ReadFile(filepath.Join(dir, fmt.Sprintf("pod-%d.log", i)))
			fmt.Fprintf(&b, "--- pod %d\n%s", i, l)
		}
		return b.String()
	}
	defer func() {
		for _, p := range pods {
			p.Process.Kill()
		}
		if t.Failed() {
			t.Log(logs())
		}
	}()
	base := fmt.Sprintf("http://%s:%d", hosts[0], port)
	waitReady(t, base, exited)
	// 24 prompts of their own: the router keeps a conversation to the rank its prompt hashes to,
	// so all of them land on one of two ranks with a chance of 2^-23.
	for i := range 24 {
		if code, r, _ := post(t, base, "/v1/completions", fmt.Sprintf(`{"prompt": [5, 6, %d], "max_tokens": 4, "temperature": 0}`, i)); code != 200 || len(r["choices"].([]any)) != 1 || r["model"] != "tiny-served" {
			t.Fatalf("completion %d through the Service's port: %d %v", i, code, r)
		}
	}
	if code, r, _ := post(t, base, "/v1/chat/completions", `{"messages": [{"role": "user", "content": "hi"}], "max_tokens": 3, "temperature": 0}`); code != 200 || r["object"] != "chat.completion" {
		t.Fatalf("chat through the Service's port: %d %v", code, r)
	}
	m, err := scrapeMetrics(base)
	if err != nil {
		t.Fatal(err)
	}
	ranks := 0
	for k, v := range m {
		if strings.HasPrefix(k, "afdc_router_requests_total{") && strings.Contains(k, `code="200"`) && v > 0 {
			ranks++
		}
	}
	if ranks != 2 {
		t.Errorf("requests reached %d attention ranks, expected both: %v", ranks, m)
	}
	// The rank children of every pod, then SIGTERM to each pod: each drains and exits 0.
	var kids []int
	for _, p := range pods {
		kids = append(kids, children(p.Process.Pid)...)
	}
	if len(kids) != tmpl.Size {
		t.Errorf("the pods run %d ranks, expected %d", len(kids), tmpl.Size)
	}
	for _, p := range pods {
		p.Process.Signal(syscall.SIGTERM)
	}
	for range pods {
		<-exited
	}
	for i, p := range pods {
		if code := p.ProcessState.ExitCode(); code != 0 {
			t.Errorf("pod %d exited %d after SIGTERM, expected 0", i, code)
		}
	}
	for _, pid := range kids {
		if alive(pid) {
			t.Errorf("rank process %d still running after its pod exited", pid)
		}
	}
}

// TestHubIDFromTheLocalCache: a hub id whose snapshot is in the local cache (HF_HUB_CACHE) builds
// and serves under its name (not the snapshot's hash); one that is not there is refused naming the
// cache folder searched.
func TestHubIDFromTheLocalCache(t *testing.T) {
	cache := t.TempDir()
	repo := filepath.Join(cache, "models--acme--tiny-moe")
	hash := "3f1c2a9b7d"
	snap := filepath.Join(repo, "snapshots", hash)
	os.MkdirAll(filepath.Join(repo, "refs"), 0o755)
	if err := os.WriteFile(filepath.Join(repo, "refs", "main"), []byte(hash+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	afdc(t, "init-weights", "--model", "tiny-deepseek-v3", "--seed", "5", "-o", snap)
	tok, _ := filepath.Abs("../../testdata/tokenizers/tiny")
	copyFiles(t, tok, snap)
	env := append(os.Environ(), "HF_HUB_CACHE="+cache)

	absent := exec.Command(afdcBin, "serve", "--model", "acme/absent-model", "--dir", t.TempDir())
	absent.Env = env
	msg, err := absent.CombinedOutput()
	if want := filepath.Join(cache, "models--acme--absent-model"); err == nil || !strings.Contains(string(msg), "searched "+want) {
		t.Errorf("serve of an absent hub id: %v %s, expected an error naming %s", err, msg, want)
	}

	addr, err := freeAddr()
	if err != nil {
		t.Fatal(err)
	}
	build := t.TempDir()
	cmd := exec.Command(afdcBin, "serve", "--model", "acme/tiny-moe", "--http", addr, "--dir", build, "--attention-ranks", "1")
	cmd.Env = env
	stdout, _ := cmd.StdoutPipe()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	exited := make(chan string, 1)
	lines := make(chan string, 64)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
		exited <- "serve"
	}()
	base := "http://" + addr
	waitReady(t, base, exited)
	resp, err := http.Get(base + "/v1/models")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var models struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
	}
	json.Unmarshal(b, &models)
	if len(models.Data) != 1 || models.Data[0].ID != "tiny-moe" {
		t.Errorf("/v1/models %s, expected the hub name tiny-moe", b)
	}
	if code, r, _ := post(t, base, "/v1/completions", `{"prompt": "hello", "max_tokens": 3, "temperature": 0}`); code != 200 || r["model"] != "tiny-moe" {
		t.Errorf("completion: %d %v", code, r)
	}
	for _, exe := range []string{"tiny-moe-attention", "tiny-moe-ffn"} {
		if _, err := os.Stat(filepath.Join(build, exe)); err != nil {
			t.Errorf("executable %s not built under the hub name: %v", exe, err)
		}
	}
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Errorf("serve after SIGTERM: %v\n%s", err, stderr.String())
	}
	var out []string
	for l := range lines {
		out = append(out, l)
	}
	if s := strings.Join(out, "\n"); !strings.Contains(s, "serving tiny-moe at "+base) || strings.Contains(s, "random weights") {
		t.Errorf("serve's output:\n%s\nexpected it to serve tiny-moe from the snapshot's weights", s)
	}
}

// TestInitWeightsNumLayers: --num-layers keeps the first N decoder layers (the config says so and
// no tensor of a later layer is written; cut within the dense layers, all are dense), progress
// lines go to stderr, and out-of-range counts and a checkpoint over --max-gib are refused naming
// the flag.
func TestInitWeightsNumLayers(t *testing.T) {
	one := filepath.Join(t.TempDir(), "w1")
	afdc(t, "init-weights", "--model", "tiny-deepseek-v3", "--num-layers", "1", "-o", one)
	if raw, err := os.ReadFile(filepath.Join(one, "config.json")); err != nil || !strings.Contains(string(raw), `"first_k_dense_replace": 1`) {
		t.Errorf("--num-layers 1 config: %v\n%s\nexpected first_k_dense_replace 1 (its one layer dense)", err, raw)
	}
	out := filepath.Join(t.TempDir(), "w")
	cmd := exec.Command(afdcBin, "init-weights", "--model", "tiny-deepseek-v3", "--num-layers", "3", "-o", out)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	stdout, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	raw, err := os.ReadFile(filepath.Join(out, "config.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cfg map[string]any
	json.Unmarshal(raw, &cfg)
	if cfg["num_hidden_layers"] != 3.0 || cfg["first_k_dense_replace"] != 2.0 {
		t.Errorf("config num_hidden_layers %v, first_k_dense_replace %v, expected 3 and 2", cfg["num_hidden_layers"], cfg["first_k_dense_replace"])
	}
	ck, err := weights.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	names := ck.Names()
	ck.Close()
	per := map[string]int{}
	for _, n := range names {
		if rest, ok := strings.CutPrefix(n, "model.layers."); ok {
			l, _, _ := strings.Cut(rest, ".")
			per[l]++
		}
	}
	if len(per) != 3 || per["0"] == 0 || per["1"] == 0 || per["2"] <= per["1"] {
		t.Errorf("tensors per layer %v, expected layers 0, 1 (dense) and 2 (MoE, with its experts) only", per)
	}
	if !strings.Contains(string(stdout), fmt.Sprintf("%d tensors", len(names))) {
		t.Errorf("stdout %q, expected it to count the %d tensors written", stdout, len(names))
	}
	// Progress: percentages rising to 100, then the write.
	last := -1
	var pct []int
	for _, l := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		var p int
		if _, err := fmt.Sscanf(l, "init-weights: %d%%", &p); err == nil {
			if p <= last {
				t.Errorf("progress %d%% after %d%%", p, last)
			}
			last = p
			pct = append(pct, p)
		}
	}
	if len(pct) < 2 || last != 100 || !strings.Contains(stderr.String(), "init-weights: writing ") {
		t.Errorf("progress lines %v in:\n%s\nexpected rising percentages up to 100 and a writing line", pct, stderr.String())
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--num-layers", "99"}, "--num-layers 99: expected 1..4 (the layers of tiny-deepseek-v3)"},
		{[]string{"--num-layers=-1"}, "--num-layers -1: expected 1..4"},
		{[]string{"--max-gib", "0"}, "--max-gib 0: expected a positive number of GiB"},
	} {
		c := exec.Command(afdcBin, append([]string{"init-weights", "--model", "tiny-deepseek-v3", "-o", filepath.Join(t.TempDir(), "x")}, tc.args...)...)
		msg, err := c.CombinedOutput()
		if err == nil || !strings.Contains(string(msg), tc.want) {
			t.Errorf("init-weights %v: %v %s, expected an error containing %q", tc.args, err, msg, tc.want)
		}
	}
}

// TestServeExpertRanks: afdc serve --ep 2 builds the expert-parallel executables and starts two
// expert ranks beside one attention rank (more FFN ranks than attention ranks), which serve, and
// a SIGTERM stops all three.
func TestServeExpertRanks(t *testing.T) {
	addr, err := freeAddr()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(afdcBin, "serve", "--model", "tiny-deepseek-v3", "--ep", "2", "--attention-ranks", "1", "--http", addr, "--dir", t.TempDir())
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	exited := make(chan string, 1)
	go func() { cmd.Wait(); exited <- "serve" }()
	base := "http://" + addr
	waitReady(t, base, exited)
	kids := children(cmd.Process.Pid)
	if len(kids) != 3 {
		t.Errorf("serve runs %d ranks, expected 2 expert ranks and 1 attention rank", len(kids))
	}
	if code, r, _ := post(t, base, "/v1/completions", `{"prompt": [1, 2, 3], "max_tokens": 4, "temperature": 0}`); code != 200 || len(r["choices"].([]any)) != 1 {
		t.Fatalf("completion over 2 expert ranks: %d %v", code, r)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	<-exited
	if code := cmd.ProcessState.ExitCode(); code != 0 || !strings.Contains(out.String(), "(1 attention ranks, 2 FFN ranks)") {
		t.Errorf("serve exited %d:\n%s", code, out.String())
	}
	for _, pid := range kids {
		if alive(pid) {
			t.Errorf("rank process %d still running after serve exited", pid)
		}
	}
}
