package kgen_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"regexp"
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

// TestKVF8Plan: an attention program with the FP8 cache plans the FP8 write, a decode core over
// FP8 rows (the flash-attention kernel over FP8 tiles for DeepSeek-V3 on sm_90 and sm_90a; the
// CUDA-core kernel on sm_80 and for DeepSeek-V2-Lite's 16 heads), the FP8 gather for prefill and
// the latent launch without its cache stores, and nothing that reads the cache as bf16 (the
// per-token attention, the warpgroup, bulk-copy and tensor-core decode kernels); the plans of both
// decode forms pass llc, and the flash-attention decode core keeps its accumulators in registers.
// An f32 build is refused, naming what it needs.
func TestKVF8Plan(t *testing.T) {
	for _, tc := range []struct {
		model  string
		arch   kgen.Arch
		decode string // the decode kernel's name's end, a regular expression
	}{
		{"deepseek-v3", kgen.SM90, "_fa8$"},
		{"deepseek-v3", kgen.SM90a, "_fa8$"},
		{"deepseek-v3", kgen.SM80, "_s[0-9a-f]{8}$"}, // the CUDA-core kernel: its name ends in the scale
		{"deepseek-v2-lite", kgen.SM90a, "_s[0-9a-f]{8}$"},
	} {
		arch := tc.arch
		specs, _, err := kgen.PlanFor(fp8Attention(t, tc.model, ""), arch)
		if err != nil {
			t.Fatalf("%s %s: %v", tc.model, arch, err)
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
			if !regexp.MustCompile(tc.decode).MatchString(n) {
				t.Errorf("%s %s: decode kernel %s, expected one ending in %s", tc.model, arch, n, tc.decode)
			}
		}
		for _, kind := range []string{"mla_attention", "mla_decode_bulk"} {
			if len(kinds[kind]) > 0 {
				t.Errorf("%s: %s planned (%v) over an FP8 cache it cannot read", arch, kind, kinds[kind])
			}
		}
	}
	if tc, err := kgen.FindToolchain(); err == nil && !testing.Short() {
		// Every kernel of both decode forms' plans: DeepSeek-V3 on sm_90a (the flash-attention
		// form), on sm_80 and DeepSeek-V2-Lite on sm_90a (the CUDA-core form).
		for _, c := range []struct {
			model string
			arch  kgen.Arch
		}{{"deepseek-v3", kgen.SM90a}, {"deepseek-v3", kgen.SM80}, {"deepseek-v2-lite", kgen.SM90a}} {
			b, err := kgen.GenerateFor(context.Background(), fp8Attention(t, c.model, ""), tc, c.arch)
			if err != nil {
				t.Fatalf("%s %s: %v", c.model, c.arch, err)
			}
			for _, l := range b.Launches {
				if !strings.Contains(b.PTX, ".entry "+l.Name+"(") {
					t.Errorf("%s %s: PTX has no entry %s", c.model, c.arch, l.Name)
				}
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
	if _, _, err := kgen.PlanFor(fp8Attention(t, "deepseek-v3", "f32"), kgen.SM90a); err == nil || !strings.Contains(err.Error(), "bf16 throughout") || !strings.Contains(err.Error(), "FP8 KV cache") {
		t.Errorf("f32 build: %v, expected an FP8 KV cache error asking for bf16", err)
	}
}

// TestInterpretKVF8Check runs the device check's FP8 cache cases in the interpreter against the
// references it ships: the write (words bit for bit), the gather (bit for bit) and the
// flash-attention decode core over FP8 tiles (one group of DeepSeek-V3's 64 heads, at the check's
// tolerance), so that a failure on the GPU is the device's, not the case's.
func TestInterpretKVF8Check(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	w := &checkWriter{mem: map[string]any{}, rng: rand.New(rand.NewPCG(8, 8))}
	for _, s := range []kgen.Spec{
		kgen.MLACacheWriteSpec{Elem: kgen.EBF16, Rank: 512, Rope: 64, F8: true},
		kgen.MLACacheGatherSpec{Elem: kgen.EBF16, Rank: 512, Rope: 64, F8: true},
		kgen.MLADecodeSpec{Q: kgen.EBF16, Pool: kgen.EF8, Heads: 64, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1352, FA: true},
	} {
		if err := w.caseFor("deepseek-v3", s); err != nil {
			t.Fatal(err)
		}
	}
	if len(w.cases) != 3 {
		t.Fatalf("%d cases, expected the write, the gather and one decode (two splits)", len(w.cases))
	}
	for _, c := range w.cases {
		if err := runCase(w, c); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
	}
}

// TestMLADecodeF8Interpret runs the split decode path with the CUDA-core kernel over an FP8 cache
// (the decode core of sm_80 builds and of head counts the flash-attention kernel does not take) in
// the interpreter against the CPU reference on the latents the cache reads back: a 16-head group,
// groups of 2 over a 256-wide latent of two scale blocks, one and several splits, prefill chunk
// rows; a rope key whose pairs sit at both halves of their words.
func TestMLADecodeF8Interpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	for _, c := range []mlaCase{
		{kgen.EBF16, 16, 16, 16, 8, 128, 3},
		{kgen.EBF16, 4, 2, 8, 16, 256, 1},
	} {
		got, want, mag := mlaDecodeRun(t, c, func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec {
			d.Pool = kgen.EF8
			if err := d.Check(); err != nil || d.TensorCores() || d.FA {
				t.Fatalf("heads %d rank %d: FP8 spec for the CUDA-core kernel: %v", c.heads, c.rank, err)
			}
			return d
		})
		checkClose(t, fmt.Sprintf("FP8 cache, heads %d group %d rank %d splits %d", c.heads, c.hg, c.rank, c.splits), got, want, mag, 1.0/256)
	}
}
