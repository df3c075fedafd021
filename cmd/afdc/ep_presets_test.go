package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/internal/eptest"
	"afdc/runtime"
	"afdc/runtime/weights"
)

// TestExpertParallelTinyPresets: every tiny preset, and a variant of tiny-deepseek-v3 with 10 experts
// (4, 3, 3 over 3 ranks; 3, 3, 2, 2 over 4), with random weights (f32, and bf16 experts kept bf16 by
// the CPU target for one), --ep 2, 3 and 4 with 1, 2 and 3 attention ranks: every attention rank's
// greedy tokens and logits equal the unsharded pair's bit for bit.
func TestExpertParallelTinyPresets(t *testing.T) {
	type model struct {
		name, dtype string
		edit        func(map[string]any)
	}
	models := []model{
		{"tiny-deepseek-v2-lite", "f32", nil}, {"tiny-deepseek-v2", "f32", nil}, {"tiny-deepseek-v3", "f32", nil},
		{"tiny-glm4-moe", "f32", nil}, {"tiny-glm4-moe-air", "bf16", nil},
		{"tiny-deepseek-v3", "f32", func(c map[string]any) { c["n_routed_experts"], c["n_group"], c["topk_group"] = 10, 1, 1 }},
	}
	for _, m := range models {
		cfg, err := compiler.LoadConfig(m.name)
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		label := m.name + "/" + m.dtype
		if m.edit != nil {
			// A config folder of the variant: the preset's config.json with the edit.
			raw, err := os.ReadFile(filepath.Join("..", "..", "compiler", "presets", m.name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			var c map[string]any
			if err := json.Unmarshal(raw, &c); err != nil {
				t.Fatal(err)
			}
			m.edit(c)
			b, _ := json.Marshal(c)
			if err := os.WriteFile(filepath.Join(dir, "config.json"), b, 0o644); err != nil {
				t.Fatal(err)
			}
			if cfg, err = compiler.LoadConfig(dir); err != nil {
				t.Fatal(err)
			}
			label = fmt.Sprintf("%s-%dexperts/%s", m.name, cfg.RoutedExperts, m.dtype)
		}
		if _, _, err := writeRandomCheckpoint(cfg, 7, dir, m.dtype, 1<<30, 1<<30, nil); err != nil {
			t.Fatal(err)
		}
		ck, err := weights.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ck.Close() })
		ref, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cpu", Stages: 2})
		if err != nil {
			t.Fatal(err)
		}
		unsharded := eptest.Unsharded(t, ref, ck)
		prompts := [][]int32{{1, 2, 3, 4, 5}, {7, 3}, {11, 13, 17, 19}}
		want := make([][2]eptest.Run, len(prompts))
		for i, p := range prompts {
			want[i] = eptest.DecodeAll(t, []*runtime.SplitEngine{unsharded}, [][]int32{p}, 3)[0]
		}
		for _, n := range []int{2, 3, 4} {
			a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cpu", Stages: 2, EP: n, VerifyEach: true})
			if err != nil {
				t.Fatal(err)
			}
			for _, att := range []int{1, 2, 3} {
				t.Run(fmt.Sprintf("%s/ep%d/A%d", label, n, att), func(t *testing.T) {
					d := eptest.Start(t, a, ck, att)
					got := eptest.DecodeAll(t, d.Engines, prompts[:att], 3)
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

func TestExpertParallelCLIErrors(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "map.json")
	if err := os.WriteFile(bad, []byte(`{"ranks": 3, "layers": {"2": [0, 1]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
		also string
	}{
		{[]string{"graph", "--model", "tiny-deepseek-v3", "--ep", "0"}, "--ep 0: expected 1 or more expert ranks", ""},
		{[]string{"graph", "--model", "tiny-deepseek-v3", "--expert-map", bad}, "expected --ep of 2 or more", ""},
		{[]string{"graph", "--model", "tiny-deepseek-v3", "--ep", "2", "--expert-map", bad}, "ranks 3, expected the build's --ep 2", ""},
		{[]string{"graph", "--model", "tiny-deepseek-v3", "--ep", "3", "--expert-map", bad}, "layer 2", "places 2 experts, expected the layer's 16"},
		{[]string{"graph", "--model", "tiny-deepseek-v3", "--ep", "17"}, "17 expert ranks for 16 experts", ""},
		{[]string{"plan", "--model", "deepseek-v3", "--ep", "4"}, "--ep 4: an expert rank needs", "expected --ep 6 or more"},
	} {
		_, stderr, code := afdcRun(tc.args...)
		if code == 0 || !strings.Contains(stderr, tc.want) || !strings.Contains(stderr, tc.also) {
			t.Errorf("afdc %s: exit %d, stderr %q, want an error containing %q and %q", strings.Join(tc.args, " "), code, stderr, tc.want, tc.also)
		}
	}
	out, _, code := afdcRun("inspect", "--model", "deepseek-v3", "--target", "cuda", "--ep", "8")
	for _, want := range []string{"expert ranks                8", "rank 7", "81,758,552,064 weight bytes", "every rank fits", "6 with the experts as stored, 11 in bf16"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("inspect --ep 8: exit %d, output lacks %q:\n%s", code, want, out)
		}
	}
}
