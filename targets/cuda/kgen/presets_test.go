package kgen_test

import (
	"context"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/targets/cuda/kgen"
)

// realPresets are the shipped full-size models; every kernel of both their roles must pass llc.
var realPresets = []string{"deepseek-v2", "deepseek-v2-lite", "deepseek-v3", "deepseek-r1", "glm-4.5", "glm-4.5-air", "glm-4.6"}

func roleModules(t testing.TB, model, target string) []*ir.Module {
	t.Helper()
	c, err := compiler.LoadConfig(model)
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(c, compiler.BuildOptions{Target: target})
	if err != nil {
		t.Fatal(err)
	}
	return []*ir.Module{a.Attention, a.FFN}
}

func toolchain(t testing.TB) *kgen.Toolchain {
	t.Helper()
	tc, err := kgen.FindToolchain()
	if err != nil {
		t.Skipf("skipping: %v", err)
	}
	return tc
}

// TestLLCAcceptsPresets compiles every kernel of every real preset's role programs to PTX and checks
// that each launch-table entry is a PTX entry point.
func TestLLCAcceptsPresets(t *testing.T) {
	tc := toolchain(t)
	if testing.Short() {
		t.Skip("skipping: -short (llc over every preset takes tens of seconds)")
	}
	for _, model := range realPresets {
		for _, m := range roleModules(t, model, "cuda") {
			b, err := kgen.Generate(context.Background(), m, tc)
			if err != nil {
				t.Fatalf("%s %s: %v", model, m.Role, err)
			}
			if len(b.Launches) < 3 {
				t.Fatalf("%s %s: %d kernels, expected the casts and the role's ops", model, m.Role, len(b.Launches))
			}
			for _, l := range b.Launches {
				if !strings.Contains(b.PTX, ".entry "+l.Name+"(") {
					t.Errorf("%s %s: PTX has no entry %s", model, m.Role, l.Name)
				}
			}
		}
	}
}

// BenchmarkGenerateDeepSeekV3 times kernel generation for both DeepSeek-V3 role programs: plan,
// kernel IR, LLVM IR, and opt + llc to PTX (the programs are compiled once, outside the timer).
func BenchmarkGenerateDeepSeekV3(b *testing.B) {
	tc := toolchain(b)
	ms := roleModules(b, "deepseek-v3", "cuda")
	for b.Loop() {
		for _, m := range ms {
			if _, err := kgen.Generate(context.Background(), m, tc); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestNormRopes: the backend fuses the per-head q and k norms with their RoPE in the models that
// have them (GLM-4.5 and 4.6: two pairs a layer on the attention side) and nowhere else, each pair
// a norm whose only reader is the rope.
func TestNormRopes(t *testing.T) {
	for _, c := range []struct {
		model string
		layer int // pairs a decoder layer
	}{{"glm-4.5", 2}, {"glm-4.6", 2}, {"glm-4.5-air", 0}, {"deepseek-v3", 0}, {"deepseek-v2-lite", 0}} {
		cfg, err := compiler.LoadConfig(c.model)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, m := range roleModules(t, c.model, "cuda") {
			for _, f := range m.Funcs {
				uses := f.Uses()
				for _, p := range kgen.NormRopes(f) {
					if p[0].Kind != ir.OpRMSNorm || p[1].Kind != ir.OpRope || p[1].Args[0] != p[0].Result || uses[p[0].Result] != 1 {
						t.Errorf("%s: pair %s → %s is not a norm read only by its rope", c.model, p[0].Info().Name, p[1].Info().Name)
					}
					if m.Role != ir.RoleAttention {
						t.Errorf("%s: a pair in the %s module", c.model, m.Role)
					}
					n++
				}
			}
		}
		if want := c.layer * int(cfg.Layers); n != want {
			t.Errorf("%s: %d norm and rope pairs, expected %d", c.model, n, want)
		}
	}
}

// TestMLALatents finds one fused latent set a layer in the DeepSeek attention programs, with the
// query's rope, and none in GLM's; it refuses a set whose latent another op reads (here: the
// function returns it) and leaves out the query's rope where the query is read after it.
func TestMLALatents(t *testing.T) {
	for _, c := range []struct {
		model string
		want  int
	}{{"deepseek-v3", 61}, {"deepseek-v2-lite", 27}, {"glm-4.5", 0}} {
		got := 0
		for _, f := range roleModules(t, c.model, "cuda")[0].Funcs {
			for _, l := range kgen.MLALatents(f) {
				got++
				if l.Norm.Args[0] != l.SliceC.Result || l.Rope.Args[0] != l.SliceK.Result || l.Attn.Args[1] != l.Norm.Result || l.Attn.Args[2] != l.Rope.Result {
					t.Errorf("%s: a set whose ops do not read each other: %s, %s, %s, %s, %s", c.model,
						l.SliceC.Info().Name, l.SliceK.Info().Name, l.Norm.Info().Name, l.Rope.Info().Name, l.Attn.Info().Name)
				}
				if l.RopeQ == nil || l.Attn.Args[0] != l.RopeQ.Result {
					t.Errorf("%s: the query's rope is not in the launch", c.model)
				}
				s, ok := kgen.MLALatentSpecFor(l)
				if !ok || !strings.HasPrefix(s.Name(), "mla_latent_bf16_bf16_bf16_w512_g512") {
					t.Errorf("%s: %s, ok %v; expected a bf16 kernel of rank 512", c.model, s.Name(), ok)
				}
			}
		}
		if got != c.want {
			t.Errorf("%s: %d fused latent sets, expected %d", c.model, got, c.want)
		}
	}
	src := `module @m role=attention {act_dtype="bf16"}

param @w : bf16[8] role=attention
param @kvb : bf16[40,8] role=attention

func @forward(%0: bf16[T,12], %1: i32[T], %2: bf16[T,24]) -> (RESULTS) {
  %3 = slice %0 {len=8, start=0} : bf16[T,8]
  %4 = slice %0 {len=4, start=8} : bf16[T,4]
  %5 = rms_norm %3, @w {eps=1e-06} : bf16[T,8]
  %6 = rope %4, %1 {attn_factor=1.0, dims=4, head_dim=4, heads=1, offset=0, scaling="default", style="interleaved", theta=10000.0} : bf16[T,4]
  %7 = rope %2, %1 {attn_factor=1.0, dims=4, head_dim=12, heads=2, offset=8, scaling="default", style="interleaved", theta=10000.0} : bf16[T,24]
  %8 = mla_attention %7, %5, %6, @kvb {heads=2, layer=0, nope=8, rank=8, rope=4, scale=0.25, v=12} : bf16[T,24]
  return RET
}
`
	for _, c := range []struct {
		results, ret string
		sets         int
		query        bool // the query's rope in the set
	}{
		{"bf16[T,24]", "%8", 1, true},
		{"bf16[T,24], bf16[T,8]", "%8, %5", 0, false},  // the latent read by another
		{"bf16[T,24], bf16[T,24]", "%8, %2", 1, false}, // the query read after its rope
	} {
		text := strings.Replace(strings.Replace(src, "RESULTS", c.results, 1), "RET", c.ret, 1)
		m, err := ir.Parse("latent", text)
		if err != nil {
			t.Fatal(err)
		}
		got := kgen.MLALatents(m.Funcs[0])
		if len(got) != c.sets || (len(got) == 1 && (got[0].RopeQ != nil) != c.query) {
			t.Errorf("returning %s: %d fused sets (%+v), expected %d, the query's rope in it %v", c.ret, len(got), got, c.sets, c.query)
		}
	}
}
