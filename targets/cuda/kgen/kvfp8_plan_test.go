package kgen_test

import (
	"context"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/targets/cuda/kgen"
)

// fp8Attention is model's attention program for the cuda target with the FP8 KV cache (activations
// act, "" for the target's).
func fp8Attention(t *testing.T, model, act string) *ir.Module {
	t.Helper()
	c, err := compiler.LoadConfig(model)
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(c, compiler.BuildOptions{Target: "cuda", KVCache: "fp8", ActDType: act})
	if err != nil {
		t.Fatal(err)
	}
	return a.Attention
}

// TestKVF8Plan: a DeepSeek-V3 attention program with the FP8 cache plans, on sm_90 and sm_90a, the
// FP8 write, the flash-attention decode core over FP8 tiles, the FP8 gather for prefill and the
// latent launch without its cache stores, and nothing that reads the cache as bf16 (the per-token
// attention, the warpgroup and bulk-copy decode kernels); the whole plan passes llc for sm_90a,
// and the FP8 decode core keeps its accumulators in registers. sm_80, DeepSeek-V2-Lite's 16 heads
// and an f32 build are refused, each naming what it needs.
func TestKVF8Plan(t *testing.T) {
	m := fp8Attention(t, "deepseek-v3", "")
	for _, arch := range []kgen.Arch{kgen.SM90, kgen.SM90a} {
		specs, _, err := kgen.PlanFor(m, arch)
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		kinds := map[string][]string{}
		for _, s := range specs {
			k, l := s.Build()
			kinds[l.Kind] = append(kinds[l.Kind], k.Name)
		}
		for kind, want := range map[string]string{"mla_cache_write": "_f8e4m3_", "mla_decode": "_f8e4m3_", "mla_cache_gather": "_f8e4m3_", "mla_latent": "_nocache"} {
			names := kinds[kind]
			if len(names) == 0 {
				t.Errorf("%s: no %s kernel", arch, kind)
			}
			for _, n := range names {
				if !strings.Contains(n, want) {
					t.Errorf("%s: %s kernel %s, expected its FP8 form (%q)", arch, kind, n, want)
				}
			}
		}
		for _, n := range kinds["mla_decode"] {
			if !strings.HasSuffix(n, "_fa") {
				t.Errorf("%s: decode kernel %s, expected the flash-attention one", arch, n)
			}
		}
		for _, kind := range []string{"mla_attention", "mla_decode_bulk"} {
			if len(kinds[kind]) > 0 {
				t.Errorf("%s: %s planned (%v) over an FP8 cache it cannot read", arch, kind, kinds[kind])
			}
		}
	}
	if tc, err := kgen.FindToolchain(); err == nil && !testing.Short() {
		b, err := kgen.GenerateFor(context.Background(), m, tc, kgen.SM90a)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range b.Launches {
			if !strings.Contains(b.PTX, ".entry "+l.Name+"(") {
				t.Errorf("PTX has no entry %s", l.Name)
			}
		}
		s := kgen.MLADecodeSpec{Q: kgen.EBF16, Pool: kgen.EF8, Heads: 128, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1352, FA: true}
		k, l := s.Build()
		if sh := l.DynamicShared(); sh > 227<<10 || sh < 190<<10 {
			t.Errorf("FP8 decode core: %d bytes of shared memory, expected q, one bf16 tile, the FP8 staging, P and the maxima (about 194 KiB, within 227)", sh)
		}
		ptx, err := tc.PTXFor(t.Context(), kgen.Lower([]*kgen.Kernel{k}).String(), kgen.SM90)
		if err != nil {
			t.Fatal(err)
		}
		if err := kgen.CheckPTX(ptx, kgen.SM90); err != nil {
			t.Error(err)
		}
		if strings.Contains(ptx, ".local") {
			t.Errorf("FP8 decode core's PTX uses local memory")
		}
	}
	for _, tc := range []struct {
		name, model, act string
		arch             kgen.Arch
		want             string
	}{
		{"sm_80", "deepseek-v3", "", kgen.SM80, "sm_90"},
		{"16 heads", "deepseek-v2-lite", "", kgen.SM90a, "heads in 64s"},
		{"f32", "deepseek-v3", "f32", kgen.SM90a, "bf16 throughout"},
	} {
		_, _, err := kgen.PlanFor(fp8Attention(t, tc.model, tc.act), tc.arch)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "FP8 KV cache") {
			t.Errorf("%s: %v, expected an FP8 KV cache error naming %q", tc.name, err, tc.want)
		}
	}
}
