package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"afdc/internal/paritytest"
	"afdc/targets/cuda/cu"
	"afdc/targets/cuda/kgen"
)

// afdcRun runs the command line in-process and returns stdout, stderr and the exit code.
func afdcRun(args ...string) (string, string, int) {
	var out, errb strings.Builder
	code := run(args, &out, &errb)
	return out.String(), errb.String(), code
}

func TestInspectJSON(t *testing.T) {
	out, stderr, code := afdcRun("inspect", "--model", "deepseek-v3", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var r struct {
		Model        string `json:"model"`
		Architecture string `json:"architecture"`
		Layers       struct {
			Dense, MoE  int64
			MTPExcluded int64 `json:"mtp_excluded"`
		} `json:"layers"`
		TotalParams  int64 `json:"total_params"`
		ActiveParams int64 `json:"active_params"`
		Roles        map[string]struct {
			Params      int64 `json:"params"`
			WeightBytes int64 `json:"weight_bytes"`
			Tensors     int64 `json:"tensors"`
		} `json:"roles"`
		Wire int64 `json:"wire_bytes_per_token_per_layer"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if r.TotalParams != 671_026_419_200 || r.Model != "deepseek-v3" || r.Architecture != "DeepseekV3ForCausalLM" {
		t.Errorf("model %q arch %q total %d, want deepseek-v3 DeepseekV3ForCausalLM 671026419200", r.Model, r.Architecture, r.TotalParams)
	}
	if r.Layers.Dense != 3 || r.Layers.MoE != 58 || r.Layers.MTPExcluded != 1 {
		t.Errorf("layers %+v, want 3 dense, 58 moe, 1 mtp excluded", r.Layers)
	}
	a, f := r.Roles["attention"], r.Roles["ffn"]
	if a.Params+f.Params != r.TotalParams || a.Tensors == 0 || f.Tensors == 0 || a.WeightBytes == 0 || f.WeightBytes == 0 {
		t.Errorf("roles %+v", r.Roles)
	}
	if r.Wire != 28_672 {
		t.Errorf("wire bytes/token/layer %d, want 7168 x 2 x 2 = 28672", r.Wire)
	}
	// The KV cache a token takes a layer: the bf16 latent and rope key, or the FP8 row.
	for kv, want := range map[string]int64{"auto": 1152, "fp8": 656} {
		out, stderr, code := afdcRun("inspect", "--model", "deepseek-v3", "--target", "cuda", "--kv-cache", kv, "--json")
		if code != 0 {
			t.Fatalf("--kv-cache %s: exit %d: %s", kv, code, stderr)
		}
		var k struct {
			KV int64 `json:"kv_bytes_per_token_per_layer"`
		}
		if err := json.Unmarshal([]byte(out), &k); err != nil {
			t.Fatal(err)
		}
		if k.KV != want {
			t.Errorf("inspect --kv-cache %s: %d KV bytes a token and layer, want %d", kv, k.KV, want)
		}
	}
}

func TestGraphFormats(t *testing.T) {
	dot, _, code := afdcRun("graph", "--model", "tiny-glm4-moe", "--format", "dot")
	if code != 0 || !strings.HasPrefix(dot, "digraph afdc {") || !strings.Contains(dot, `"#cfe2ff"`) || !strings.Contains(dot, `"#ffe5b4"`) {
		t.Errorf("dot (exit %d) lacks the graph or one of the role colours:\n%.300s", code, dot)
	}
	js, _, code := afdcRun("graph", "--model", "tiny-glm4-moe", "--role", "ffn", "--format", "json")
	var m struct {
		Role  string
		Funcs []struct{ Name string }
	}
	if err := json.Unmarshal([]byte(js), &m); code != 0 || err != nil || m.Role != "ffn" || len(m.Funcs) != 3 {
		t.Errorf("json (exit %d, %v): role %q, %d funcs, want ffn with 3 layer functions", code, err, m.Role, len(m.Funcs))
	}
	text, _, _ := afdcRun("graph", "--model", "deepseek-v3", "--role", "attention", "--layers", "3-4")
	if !strings.Contains(text, "send %") || strings.Contains(text, "model.layers.5.") || !strings.Contains(text, "model.layers.4.") {
		t.Errorf("attention graph of layers 3-4 does not hold exactly layers 3 and 4:\n%.500s", text)
	}
}

func TestCLIErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"graph", "--model", "no-such-model"}, "not a preset, folder or file"},
		{[]string{"graph", "--model", "tiny-deepseek-v3", "--layers", "x-2"}, `--layers "x-2": expected a layer index or a range`},
		{[]string{"graph", "--model", "tiny-deepseek-v3", "--layers", "2-9"}, "expected a range inside 0-3"},
		{[]string{"build", "--model", "tiny-deepseek-v3", "--target", "cpu", "-o", "x", "--stages", "0"}, "--stages 0: expected 1 or more"},
		{[]string{"build", "--model", "tiny-deepseek-v3", "--target", "tpu", "-o", "x"}, "--target must be one of"},
		{[]string{"build", "--model", "tiny-deepseek-v3", "--target", "cpu", "-o", "x", "--dump-after", "nope"}, `dump after "nope": no such pass, expected one of verify`},
		{[]string{"run", "--weights", ".", "--prompt-ids", "1,a"}, `"a" is not a token id`},
		{[]string{"run", "--weights", paritytest.Dir("v2-lite"), "--prompt-ids", "1,2,3", "--max-tokens", "2600"},
			"--prompt-ids and --max-tokens: a prompt of 3 tokens and 2600 to generate make 2603 positions, expected at most 2560 (the model's max_position_embeddings)"},
		{[]string{"run", "--weights", paritytest.Dir("v2-lite"), "--prompt-ids", "1", "--max-tokens", "9223372036854775807"},
			"--prompt-ids and --max-tokens: a prompt of 1 tokens and 9223372036854775807 to generate make 9223372036854775808 positions, expected at most 2560"},
		{[]string{"run", "--weights", ".", "--prompt-ids", "1", "--chunk-tokens=-1"}, "--chunk-tokens -1: expected 0 (sized to the device) or more"},
		{[]string{"init-weights", "--model", "deepseek-v3", "-o", "x"}, "above the limit of 8.0 GiB"},
	} {
		_, stderr, code := afdcRun(tc.args...)
		if code == 0 || !strings.Contains(stderr, tc.want) {
			t.Errorf("afdc %s: exit %d, stderr %q, want an error containing %q", strings.Join(tc.args, " "), code, stderr, tc.want)
		}
	}
}

// TestBuildEmptyOut: the commands that write a folder refuse an empty -o rather than read it as
// the current folder.
func TestBuildEmptyOut(t *testing.T) {
	t.Chdir(t.TempDir()) // where writing into the current folder would go
	for _, args := range [][]string{
		{"build", "--model", "tiny-deepseek-v3", "--target", "cpu", "-o", ""},
		{"init-weights", "--model", "tiny-deepseek-v3", "-o", ""},
		{"deploy", "k8s", "--model", "tiny-deepseek-v3", "--target", "cpu", "-o", ""},
	} {
		_, stderr, code := afdcRun(args...)
		if want := "--out: empty, expected a folder"; code == 0 || !strings.Contains(stderr, want) {
			t.Errorf("%s -o '': exit %d, stderr %q, want an error containing %q", args[0], code, stderr, want)
		}
		if files, _ := os.ReadDir("."); len(files) != 0 {
			t.Errorf("%s -o '' wrote %d files into the current folder, want none", args[0], len(files))
		}
	}
}

// TestBuildWritesPlan: the programs parse back, the manifests agree on the plan, and for cpu the two
// executables are there.
func TestBuildWritesPlan(t *testing.T) {
	dir := t.TempDir()
	out, stderr, code := afdcRun("build", "--model", "tiny-deepseek-v2", "--target", "cpu", "--stages", "3", "-o", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if n := len(strings.Fields(out)); n != 6 {
		t.Errorf("build listed %d files, want 6 (2 programs, 2 manifests, 2 executables):\n%s", n, out)
	}
	plans := map[string]bool{}
	for _, role := range []string{"attention", "ffn"} {
		var m struct {
			Role, Plan string
			Stages     int
			Wire       []struct{ Layer int }
		}
		b, err := os.ReadFile(filepath.Join(dir, "tiny-deepseek-v2-"+role+".json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		if m.Role != role || m.Stages != 3 || len(m.Wire) != 3 {
			t.Errorf("%s manifest: role %q stages %d, %d wire layers", role, m.Role, m.Stages, len(m.Wire))
		}
		plans[m.Plan] = true
		if st, err := os.Stat(filepath.Join(dir, "tiny-deepseek-v2-"+role)); err != nil || st.Mode()&0o111 == 0 {
			t.Errorf("%s executable: %v", role, err)
		}
	}
	if len(plans) != 1 {
		t.Errorf("the manifests name %d plans, want one", len(plans))
	}
	cudaDir := t.TempDir()
	_, stderr, code = afdcRun("build", "--model", "tiny-deepseek-v2", "--target", "cuda", "-o", cudaDir)
	if _, err := kgen.FindToolchain(); err != nil {
		// Without llc the build must say how to get one.
		if code == 0 || !strings.Contains(stderr, "apt-get install -y llvm-19") {
			t.Errorf("cuda build without llc: exit %d, stderr %q; want a failure naming the llvm-19 package", code, stderr)
		}
		return
	}
	if code != 0 {
		t.Fatalf("cuda build: exit %d, stderr %q; want success", code, stderr)
	}
	for _, role := range []string{"attention", "ffn"} {
		if st, err := os.Stat(filepath.Join(cudaDir, "tiny-deepseek-v2-"+role)); err != nil || st.Mode()&0o111 == 0 {
			t.Errorf("cuda %s executable: %v", role, err)
		}
	}
	checkNoDriver(t)
	for _, role := range []string{"attention", "ffn"} {
		ptx, err := os.ReadFile(filepath.Join(cudaDir, "tiny-deepseek-v2-"+role+".ptx"))
		if err != nil || !bytes.Contains(ptx, []byte(".target sm_90a")) {
			t.Errorf("cuda build: %s PTX: %v, want PTX for sm_90a", role, err)
		}
		var table struct {
			Kernels []kgen.Launch `json:"kernels"`
		}
		data, err := os.ReadFile(filepath.Join(cudaDir, "tiny-deepseek-v2-"+role+".kernels.json"))
		if err == nil {
			err = json.Unmarshal(data, &table)
		}
		if err != nil || len(table.Kernels) == 0 {
			t.Errorf("cuda build: %s launch table: %v, %d kernels", role, err, len(table.Kernels))
		}
		for _, k := range table.Kernels {
			if !bytes.Contains(ptx, []byte(".entry "+k.Name+"(")) {
				t.Errorf("cuda build: %s launch table names %s, which the PTX does not define", role, k.Name)
			}
		}
	}
	// --gpu-arch sm_80: Ampere PTX, recorded in the launch table; an unknown arch is refused.
	ampDir := t.TempDir()
	afdc(t, "build", "--model", "tiny-deepseek-v2", "--target", "cuda", "--gpu-arch", "sm_80", "-o", ampDir)
	for dir, arch := range map[string]string{cudaDir: "sm_90a", ampDir: "sm_80"} {
		ptx, err := os.ReadFile(filepath.Join(dir, "tiny-deepseek-v2-attention.ptx"))
		if err != nil || !bytes.Contains(ptx, []byte("\n.target "+arch+"\n")) {
			t.Errorf("cuda build for %s: PTX: %v, want .target %s", arch, err, arch)
		}
		var table struct {
			Arch string `json:"gpu_arch"`
		}
		data, err := os.ReadFile(filepath.Join(dir, "tiny-deepseek-v2-attention.kernels.json"))
		if err == nil {
			err = json.Unmarshal(data, &table)
		}
		if err != nil || table.Arch != arch {
			t.Errorf("cuda build for %s: launch table records %q (%v)", arch, table.Arch, err)
		}
	}
	if _, stderr, code := afdcRun("build", "--model", "tiny-deepseek-v2", "--target", "cuda", "--gpu-arch", "sm_75", "-o", t.TempDir()); code == 0 || !strings.Contains(stderr, `device architecture "sm_75" for target cuda, expected one of sm_90a, sm_80, sm_90`) {
		t.Errorf("--gpu-arch sm_75: exit %d, stderr %q; want a refusal listing the architectures", code, stderr)
	}
}

// checkNoDriver: where no CUDA driver is installed, the cuda executables stop at start with exit 1 and
// one line that names the missing library.
func checkNoDriver(t *testing.T) {
	t.Helper()
	if err := cu.Load(); err == nil {
		t.Log("a CUDA driver is installed: the missing-driver message is not checked here")
		return
	}
	// The executables are copies of the afdc binary TestMain built (an in-process build would copy
	// the test binary).
	dir, w := t.TempDir(), t.TempDir()
	afdc(t, "build", "--model", "tiny-deepseek-v2", "--target", "cuda", "-o", dir)
	afdc(t, "init-weights", "--model", "tiny-deepseek-v2", "-o", w)
	for _, role := range []string{"attention", "ffn"} {
		cmd := exec.Command(filepath.Join(dir, "tiny-deepseek-v2-"+role), "--weights", w, "--http", "127.0.0.1:0", "--connect-timeout", "5s")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		code := -1
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
		if code != 1 || len(lines) != 1 || !strings.Contains(lines[0], "libcuda.so.1") {
			t.Errorf("%s without a driver: exit %d, stderr %q; want exit 1 and one line naming libcuda.so.1", role, code, stderr.String())
		}
	}
}
