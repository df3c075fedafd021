package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/internal/paritytest"
	"afdc/ir"
)

// TestKVCacheFlag: --kv-cache takes auto or fp8 on build, run, bench, plan and serve; fp8 is refused, each time
// saying why, for a model without MLA attention, a latent rank that is not whole blocks of 128 and
// a target without the FP8 cache. The help explains the choice.
func TestKVCacheFlag(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"build", "--model", "deepseek-v3", "--target", "cpu", "-o", "x", "--kv-cache", "bf16"}, `--kv-cache must be one of "auto","fp8" but got "bf16"`},
		{[]string{"run", "--weights", paritytest.Dir("v3"), "--prompt-ids", "1", "--kv-cache", "f8e4m3"}, `--kv-cache must be one of "auto","fp8" but got "f8e4m3"`},
		{[]string{"bench", "--model", "tiny-deepseek-v3", "--kv-cache", "int8"}, `--kv-cache must be one of "auto","fp8" but got "int8"`},
		{[]string{"build", "--model", "tiny-glm4-moe", "--target", "cpu", "-o", "x", "--kv-cache", "fp8"},
			"kv cache fp8: tiny-glm4-moe (glm4_moe) has grouped-query attention, and the FP8 KV cache is built for MLA attention only (DeepSeek models); expected auto"},
		{[]string{"build", "--model", "deepseek-v3", "--target", "ascend", "-o", "x", "--kv-cache", "fp8"},
			"kv cache fp8: target ascend does not offer the FP8 MLA KV cache, expected auto, or a target that does (cpu, cuda)"},
		{[]string{"build", "--model", "tiny-deepseek-v3", "--target", "cpu", "-o", "x", "--kv-cache", "fp8"},
			"kv cache fp8: tiny-deepseek-v3 has kv_lora_rank 32, expected a positive multiple of 128 (the FP8 cache keeps one scale per 128 latent values)"},
		{[]string{"run", "--weights", paritytest.Dir("v3"), "--prompt-ids", "1", "--kv-cache", "fp8"},
			"kv cache fp8: v3 has kv_lora_rank 32, expected a positive multiple of 128"},
		// serve builds what it serves with the flag.
		{[]string{"serve", "--model", "tiny-glm4-moe", "--kv-cache", "fp8"}, "the FP8 KV cache is built for MLA attention only"},
		{[]string{"serve", "--model", "tiny-deepseek-v3", "--kv-cache", "e5m2"}, `--kv-cache "e5m2", expected auto or fp8`},
		{[]string{"deploy", "k8s", "--model", "glm-4.5", "--attention-ranks", "2", "-o", t.TempDir(), "--kv-cache", "fp8"}, "the FP8 KV cache is built for MLA attention only"},
		{[]string{"deploy", "k8s", "--model", "deepseek-v3", "--attention-ranks", "2", "-o", t.TempDir(), "--kv-cache", "int8"}, `--kv-cache "int8", expected auto or fp8`},
	} {
		_, stderr, code := afdcRun(tc.args...)
		if code == 0 || !strings.Contains(stderr, tc.want) {
			t.Errorf("afdc %s: exit %d, stderr %q, want an error containing %q", strings.Join(tc.args, " "), code, stderr, tc.want)
		}
	}
	for _, cmd := range [][]string{{"build"}, {"run"}, {"bench", "decode"}, {"plan"}, {"serve"}, {"deploy", "k8s"}, {"inspect"}} {
		out, _, code := afdcRun(append(cmd, "--help")...)
		if flat := strings.Join(strings.Fields(out), " "); code != 0 || !strings.Contains(flat, "--kv-cache=auto|fp8") ||
			!strings.Contains(flat, "fp8: store the MLA latent cache as FP8 (e4m3, a power-of-two scale per 128 values;") ||
			!strings.Contains(flat, "about 0.57× the bytes a token at DeepSeek's widths; auto: the activations' type") {
			t.Errorf("afdc %s --help (exit %d) does not explain --kv-cache:\n%s", cmd, code, out)
		}
	}
}

// kvCheckpoint is paritytest.KVRank128's checkpoint folder and the model's name there.
func kvCheckpoint(t *testing.T) (string, string) {
	t.Helper()
	_, dir := paritytest.KVRank128(t, 3)
	named, err := compiler.LoadConfig(dir)
	if err != nil {
		t.Fatal(err)
	}
	return dir, named.Name
}

// runJSON is afdc run --json's output.
type runJSON struct {
	Tokens []int32     `json:"tokens"`
	Logits [][]float32 `json:"logits"`
}

// TestKVCacheFP8EndToEnd: afdc build --kv-cache fp8 writes an attention program whose every
// mla_attention keeps the FP8 cache (and says so in its manifest) and an FFN program that never
// sees it; deployed (1 attention and 1 FFN rank, every step in 2 stages), the executables answer
// concurrent requests with the tokens and logits of afdc run --kv-cache fp8 bit for bit, and
// afdc run --kv-cache auto gives other logits for the same prompts.
func TestKVCacheFP8EndToEnd(t *testing.T) {
	model, name := kvCheckpoint(t)
	out := t.TempDir()
	afdc(t, "build", "--model", model, "--target", "cpu", "--stages", "2", "--kv-cache", "fp8", "-o", out)
	attnIR, err := os.ReadFile(filepath.Join(out, name+"-attention.afir"))
	if err != nil {
		t.Fatal(err)
	}
	ffnIR, err := os.ReadFile(filepath.Join(out, name+"-ffn.afir"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(attnIR), "mla_attention"); n != 4 || strings.Count(string(attnIR), `kv_cache="f8e4m3"`) != n {
		t.Errorf("attention program: %d mla_attention ops, %d with kv_cache=\"f8e4m3\"; want 4 and all", n, strings.Count(string(attnIR), `kv_cache="f8e4m3"`))
	}
	if strings.Contains(string(ffnIR), "kv_cache") {
		t.Errorf("the FFN program mentions kv_cache")
	}
	var man ir.Manifest
	raw, err := os.ReadFile(filepath.Join(out, name+"-attention.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &man); err != nil || man.KVCache != ir.KVCacheF8E4M3 {
		t.Errorf("attention manifest: kv_cache %q (%v), want %q", man.KVCache, err, ir.KVCacheF8E4M3)
	}

	reqs := mixedRequests(1, 96)
	d := deployFlags(t, filepath.Join(out, name+"-attention"), filepath.Join(out, name+"-ffn"), model, 1, 1, false, []string{"--min-stage-tokens=0"}, nil)
	got := d.sendAll(reqs)
	differ := 0
	for i, r := range reqs {
		ids := strings.Trim(strings.Join(strings.Fields(fmt.Sprint(r.prompt)), ","), "[]")
		runs := map[string]runJSON{}
		for _, kv := range []string{"fp8", "auto"} {
			var j runJSON
			if err := json.Unmarshal([]byte(afdc(t, "run", "--weights", model, "--prompt-ids", ids, "--max-tokens", fmt.Sprint(r.n), "--json", "--kv-cache", kv)), &j); err != nil {
				t.Fatal(err)
			}
			runs[kv] = j
		}
		c := got[i].Choices[0]
		if fmt.Sprint(c.TokenIDs) != fmt.Sprint(runs["fp8"].Tokens) {
			t.Errorf("request %d (prompt %v): split tokens %v, afdc run --kv-cache fp8 %v", i, r.prompt, c.TokenIDs, runs["fp8"].Tokens)
			continue
		}
		if !equalBits(c.Logits, runs["fp8"].Logits) {
			t.Errorf("request %d: split logits differ from afdc run --kv-cache fp8's in some bit", i)
		}
		if !equalBits(runs["auto"].Logits, runs["fp8"].Logits) {
			differ++
		}
	}
	if differ != len(reqs) {
		t.Errorf("afdc run --kv-cache auto and fp8 gave different logits for %d of %d prompts, want all", differ, len(reqs))
	}
}

// TestKVCachePlanToDeploy: a plan priced with --kv-cache fp8 says so, and deploy k8s writes an image
// that builds with it unless --kv-cache auto says otherwise; a plan whose kv_cache the model cannot
// take (GLM-4.5: grouped-query attention) is refused before anything is written, saying it came
// from the plan; a hand-edited kv_cache the build does not know is refused naming the file.
func TestKVCachePlanToDeploy(t *testing.T) {
	dir := t.TempDir()
	plan := filepath.Join(dir, "plan.json")
	if err := os.WriteFile(plan, []byte(afdc(t, "plan", "--model", "deepseek-v3", "--kv-cache", "fp8", "--json")), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		flags []string
		fp8   bool
	}{{nil, true}, {[]string{"--kv-cache", "auto"}, false}} {
		out := filepath.Join(t.TempDir(), "k8s")
		afdc(t, append([]string{"deploy", "k8s", "--plan", plan, "-o", out}, tc.flags...)...)
		b, err := os.ReadFile(filepath.Join(out, "Dockerfile"))
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(string(b), `"--kv-cache", "fp8"`); got != tc.fp8 {
			t.Errorf("deploy k8s %v: the Dockerfile builds with --kv-cache fp8: %v, expected %v\n%s", tc.flags, got, tc.fp8, b)
		}
	}
	raw, err := os.ReadFile(plan)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		from, to, want string
	}{
		{`"model": "deepseek-v3"`, `"model": "glm-4.5"`, "the FP8 KV cache is built for MLA attention only (DeepSeek models); expected auto (the plan's kv_cache; --kv-cache auto builds the activations' cache)"},
		{`"kv_cache": "fp8"`, `"kv_cache": "int8"`, `kv_cache "int8", expected "fp8", "auto" or none`},
	} {
		edited := filepath.Join(t.TempDir(), "plan.json")
		if !strings.Contains(string(raw), tc.from) {
			t.Fatalf("plan JSON lacks %s:\n%s", tc.from, raw)
		}
		if err := os.WriteFile(edited, []byte(strings.Replace(string(raw), tc.from, tc.to, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(t.TempDir(), "k8s")
		_, stderr, code := afdcRun("deploy", "k8s", "--plan", edited, "-o", out)
		if code == 0 || !strings.Contains(strings.Join(strings.Fields(stderr), " "), tc.want) {
			t.Errorf("deploy k8s with %s: exit %d, %s; expected an error containing %q", tc.to, code, stderr, tc.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("deploy k8s with %s wrote %s before refusing", tc.to, out)
		}
	}
}
