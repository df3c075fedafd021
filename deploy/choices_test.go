package deploy

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func writePlan(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "plan.json")
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestChoicesFill: flags win over the plan, the plan over the defaults; the plan's FFN GPUs pass
// through as the FFN (expert-parallel) ranks whatever the attention ranks, for the executables to
// accept or refuse; missing or negative choices are errors that name the flag.
func TestChoicesFill(t *testing.T) {
	plan := writePlan(t, `{"model": "deepseek-v3", "target": "cuda", "attention": {"gpus": 2}, "ffn": {"gpus": 8}, "ratio": {"r": 3}, "bundles": 4}`)
	fp8 := writePlan(t, `{"model": "deepseek-v3", "target": "cuda", "kv_cache": "fp8", "attention": {"gpus": 1}, "ffn": {"gpus": 2}, "ratio": {"r": 3}}`)
	for _, tc := range []struct {
		name string
		c    Choices
		plan string
		def  Choices
		want Choices
	}{
		{"plan", Choices{}, plan, ServeDefaults, Choices{"deepseek-v3", "cuda", 3, 8, 4, "auto"}},
		{"flags over plan", Choices{Model: "m", Target: "cpu", AttentionRanks: 2, EP: 1}, plan, ServeDefaults, Choices{"m", "cpu", 2, 1, 4, "auto"}},
		{"serve defaults", Choices{Model: "tiny-deepseek-v3"}, "", ServeDefaults, Choices{"tiny-deepseek-v3", "cpu", 2, 1, 1, "auto"}},
		{"ep beyond attention ranks", Choices{Model: "m", EP: 4}, "", ServeDefaults, Choices{"m", "cpu", 2, 4, 1, "auto"}},
		{"k8s defaults", Choices{Model: "m", AttentionRanks: 5}, "", K8sDefaults, Choices{"m", "cuda", 5, 1, 1, "auto"}},
		{"fp8 plan", Choices{}, fp8, K8sDefaults, Choices{"deepseek-v3", "cuda", 3, 2, 1, "fp8"}},
		{"flag over fp8 plan", Choices{KVCache: "auto"}, fp8, ServeDefaults, Choices{"deepseek-v3", "cuda", 3, 2, 1, "auto"}},
	} {
		c := tc.c
		if err := c.Fill(tc.plan, tc.def); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if c != tc.want {
			t.Errorf("%s: %+v, expected %+v", tc.name, c, tc.want)
		}
		// The image is built with what the choices say.
		if args, fp8 := strings.Join(c.BuildArgs(), " "), c.KVCache == "fp8"; strings.Contains(args, "--kv-cache fp8") != fp8 {
			t.Errorf("%s: build args %q with kv cache %s", tc.name, args, c.KVCache)
		}
	}
	for _, tc := range []struct {
		c    Choices
		plan string
		def  Choices
		want string
	}{
		{Choices{}, "", ServeDefaults, "--model or --plan is required"},
		{Choices{}, "", K8sDefaults, "--plan FILE, or --model and --attention-ranks, are required"},
		{Choices{Model: "m"}, "", K8sDefaults, "--attention-ranks or --plan is required"},
		{Choices{Model: "m", EP: -2}, "", ServeDefaults, "--ep -2: expected 1 or more"},
		{Choices{}, writePlan(t, `{"model": "m"}`), ServeDefaults, "expected the JSON that afdc plan --json prints"},
		{Choices{}, writePlan(t, `not json`), ServeDefaults, "expected the JSON that afdc plan --json prints"},
	} {
		c := tc.c
		if err := c.Fill(tc.plan, tc.def); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Fill(%+v, plan %q) = %v, expected an error containing %q", tc.c, tc.plan, err, tc.want)
		}
	}
}

// TestK8sDefaults: what deploy k8s leaves empty is filled in, and more FFN than attention ranks is
// written as asked (every pod gets --ffn-ranks).
func TestK8sDefaults(t *testing.T) {
	k := &K8s{Exe: "DeepSeek-V3.1_base", AttentionRanks: 2, FFNRanks: 4, Bundles: 1}
	if err := k.Check(); err != nil {
		t.Fatal(err)
	}
	if k.Name != "deepseek-v3-1-base" || k.Model != "DeepSeek-V3.1_base" || k.Image != "afdc/deepseek-v3-1-base:latest" ||
		k.WeightsClaim != "deepseek-v3-1-base-weights" || k.Port != 8000 || k.RankPort != 8001 || k.RendezvousPort != 7733 {
		t.Errorf("defaults %+v", k)
	}
	if cmd := strings.Join(k.PodCommand(), " "); !strings.Contains(cmd, "--attention-ranks 2 --ffn-ranks 4") {
		t.Errorf("pod command %q, expected --attention-ranks 2 --ffn-ranks 4", cmd)
	}
	if err := (&K8s{Exe: "m", AttentionRanks: 1, FFNRanks: 0, Bundles: 1}).Check(); err == nil || !strings.Contains(err.Error(), "expected at least 1 of each") {
		t.Errorf("0 FFN ranks: %v", err)
	}
}

// TestPodCommandArgs: the flags for every rank follow the "--" that afdc pod passes on to both
// roles, those for the attention ranks only go before it as --attention-arg, in order.
func TestPodCommandArgs(t *testing.T) {
	k := &K8s{Exe: "m", AttentionRanks: 1, FFNRanks: 1, Bundles: 1, ExtraArgs: []string{"--log-level=debug"},
		AttentionArgs: []string{"--kv-cache-bytes=1073741824", "--reasoning-parser=think"}}
	if err := k.Check(); err != nil {
		t.Fatal(err)
	}
	cmd := k.PodCommand()
	sep := slices.Index(cmd, "--")
	if sep < 0 {
		t.Fatalf("pod command %q has no --", cmd)
	}
	before, after := strings.Join(cmd[:sep], " "), cmd[sep+1:]
	if !strings.HasSuffix(before, "--attention-arg=--served-model-name=m --attention-arg=--kv-cache-bytes=1073741824 --attention-arg=--reasoning-parser=think") {
		t.Errorf("before --: %q, expected the attention ranks' flags as --attention-arg, in order", before)
	}
	if after[len(after)-1] != "--log-level=debug" || slices.Contains(after, "--kv-cache-bytes=1073741824") {
		t.Errorf("after --: %q, expected every rank's flags and no attention-only one", after)
	}
}
