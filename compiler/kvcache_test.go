package compiler

import (
	"strings"
	"testing"

	"afdc/ir"
)

// mlaKVCaches lists the kv_cache attribute ("" when absent) of every mla_attention op of m.
func mlaKVCaches(m *ir.Module) []string {
	var out []string
	for _, f := range m.Funcs {
		for _, op := range f.Body {
			if op.Kind == ir.OpMLAAttention {
				s, _ := op.Attrs.Str("kv_cache")
				out = append(out, s)
			}
		}
	}
	return out
}

// TestKVCacheFP8: --kv-cache fp8 puts kv_cache="f8e4m3" on every mla_attention op of the full and
// the attention programs (the split pass carries it over) and changes nothing else; "" and "auto"
// give today's programs, without the attribute. The attention and full manifests name the cache,
// the plan stays the same (the FFN side never sees the cache).
func TestKVCacheFP8(t *testing.T) {
	for _, target := range []string{"cpu", "cuda", ""} {
		t.Run("target="+target, func(t *testing.T) {
			def := compilePreset(t, "deepseek-v3", BuildOptions{Target: target})
			auto := compilePreset(t, "deepseek-v3", BuildOptions{Target: target, KVCache: "auto"})
			fp8 := compilePreset(t, "deepseek-v3", BuildOptions{Target: target, KVCache: "fp8"})
			for _, r := range []ir.Role{ir.RoleFull, ir.RoleAttention, ir.RoleFFN} {
				mods := map[ir.Role]func(*Artifact) *ir.Module{
					ir.RoleFull:      func(a *Artifact) *ir.Module { return a.Full },
					ir.RoleAttention: func(a *Artifact) *ir.Module { return a.Attention },
					ir.RoleFFN:       func(a *Artifact) *ir.Module { return a.FFN },
				}
				d, au, f := mods[r](def), mods[r](auto), mods[r](fp8)
				if ir.Print(d) != ir.Print(au) {
					t.Errorf("%s: auto prints differently from the default", r)
				}
				if strings.Contains(ir.Print(d), "kv_cache") {
					t.Errorf("%s: the default program has a kv_cache attribute", r)
				}
				caches := mlaKVCaches(f)
				want := 0
				if r != ir.RoleFFN {
					want = 61 // every decoder layer of DeepSeek-V3 (MTP excluded)
				}
				if len(caches) != want {
					t.Fatalf("%s: %d mla_attention ops, want %d", r, len(caches), want)
				}
				for i, c := range caches {
					if c != ir.KVCacheF8E4M3 {
						t.Fatalf("%s: mla_attention op %d has kv_cache %q, want %q", r, i, c, ir.KVCacheF8E4M3)
					}
				}
				// The attribute is the only difference.
				if got := strings.ReplaceAll(ir.Print(f), `kv_cache="f8e4m3", `, ""); got != ir.Print(d) {
					t.Errorf("%s: the fp8 program differs from the default beyond kv_cache", r)
				}
				wantMan := ""
				if r != ir.RoleFFN {
					wantMan = ir.KVCacheF8E4M3
				}
				if got := fp8.Manifest(r).KVCache; got != wantMan {
					t.Errorf("%s manifest: kv_cache %q, want %q", r, got, wantMan)
				}
				if got := def.Manifest(r).KVCache; got != "" {
					t.Errorf("%s manifest of the default build: kv_cache %q, want none", r, got)
				}
			}
			if fp8.Plan != def.Plan {
				t.Errorf("plan %s with the FP8 cache, %s without: want the same", fp8.Plan, def.Plan)
			}
		})
	}
}

// TestKVCacheRefused: an unknown value, a model without MLA attention, a latent rank that is not
// whole blocks of 128 and a target without the FP8 cache are refused, each saying why.
func TestKVCacheRefused(t *testing.T) {
	for _, tc := range []struct{ model, target, kv, want string }{
		{"deepseek-v3", "cpu", "bf16", `kv cache "bf16", expected one of auto, fp8 (auto: the activations' type; fp8: the MLA latent as FP8)`},
		{"deepseek-v3", "cpu", "FP8", `kv cache "FP8", expected one of auto, fp8 (auto: the activations' type; fp8: the MLA latent as FP8)`},
		{"glm-4.5", "cuda", "fp8", "kv cache fp8: glm-4.5 (glm4_moe) has grouped-query attention, and the FP8 KV cache is built for MLA attention only (DeepSeek models); expected auto"},
		{"deepseek-v3", "ascend", "fp8", "kv cache fp8: target ascend does not offer the FP8 MLA KV cache, expected auto, or a target that does (cpu, cuda)"},
		{"tiny-deepseek-v3", "cpu", "fp8", "kv cache fp8: tiny-deepseek-v3 has kv_lora_rank 32, expected a positive multiple of 128 (the FP8 cache keeps one scale per 128 latent values)"},
	} {
		cfg, err := LoadConfig(tc.model)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Compile(cfg, BuildOptions{Target: tc.target, KVCache: tc.kv})
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s --target %s --kv-cache %s: %v, want %q", tc.model, tc.target, tc.kv, err, tc.want)
		}
	}
	// The ascend target builds with the activations' cache as before.
	cfg, err := LoadConfig("deepseek-v3")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Compile(cfg, BuildOptions{Target: "ascend", KVCache: "auto"}); err != nil {
		t.Errorf("ascend with auto: %v", err)
	}
	// Lowering takes only the FP8 dtype.
	if _, err := Lower(cfg, LowerOptions{KVCache: ir.BF16}); err == nil || err.Error() != "kv cache dtype bf16: expected f8e4m3, or none for the activations' type" {
		t.Errorf("Lower with a bf16 cache dtype: %v", err)
	}
}
