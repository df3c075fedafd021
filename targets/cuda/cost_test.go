package cuda

import (
	"math"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/targets"
)

// costProfile is a device of round numbers, so that every term below is worked by hand.
func costProfile() *targets.Profile {
	f := func(v float64) targets.Figure {
		return targets.Figure{Value: v, Kind: targets.Datasheet, Source: "test"}
	}
	return &targets.Profile{Name: "round", Targets: []string{"cuda"},
		MemoryBytesPerS: f(1e12), GEMMBytesPerS: f(5e11), GEMMFloorS: f(1e-6), MatrixFLOPsPerS: f(1e14), VectorFLOPsPerS: f(1e13),
		AttentionFLOPsPerS: f(1e12), StreamingBytesPerS: f(2.5e11), LaunchS: f(1e-6), SyncS: f(1e-5), HostBytesPerS: f(1e10),
		StreamingCrossoverTokens: f(2), RoutedGEMMBytesPerS: f(2e11), StagedBytesPerS: f(4e9)}
}

func parseModule(t *testing.T, src string) *ir.Module {
	t.Helper()
	m, err := ir.Parse("test.afir", src)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// near compares ms figures to 1e-9 relative.
func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(math.Abs(a), math.Abs(b)) }

func checkTerms(t *testing.T, got targets.RoleCost, want map[string]float64) {
	t.Helper()
	sum := 0.0
	for _, name := range targets.Terms {
		if !near(got.Term(name), want[name]) {
			t.Errorf("%s: %.9g ms, expected %.9g", name, got.Term(name), want[name])
		}
		sum += want[name]
	}
	if !near(got.Ms, sum) {
		t.Errorf("total %.9g ms, expected %.9g", got.Ms, sum)
	}
}

const denseFFN = `module @t role=ffn {}

param @g : bf16[1000,500] role=ffn
param @u : bf16[1000,500] role=ffn
param @d : bf16[500,1000] role=ffn

func @layer.0(%0: bf16[T,500]) -> bf16[T,500] {
  %1 = linear %0, @g : bf16[T,1000]
  %2 = linear %0, @u : bf16[T,1000]
  %3 = silu_mul %1, %2 : bf16[T,1000]
  %4 = linear %3, @d : bf16[T,500]
  return %4
}
`

// TestPriceRoleDense works a dense FFN layer at 4 tokens by hand. Each GEMM reads its 1 MB of
// weights at 5e11 B/s (2 us) and 12 kB of activations at 1e12 (12 ns): 2.012 us, above its 4e6
// FLOPs at 1e14 (40 ns) and the 1 us floor; three of them 6.036 us. SiLU·mul moves 3·4000·2 bytes
// (24 ns). Four launches at 1 us. Host-staged, the payload comes in and the result goes back (2
// copy calls, 2·4·500·2 = 8000 bytes through Go memory at the staged 4e9 B/s: 2 us, not the pinned
// copies' 1e10) and the caller waits once (10 us).
func TestPriceRoleDense(t *testing.T) {
	m := parseModule(t, denseFFN)
	s := ir.Step{Tokens: 4, Seqs: 4, Context: 1}
	got := targets.PriceRole(m, Target{}, costProfile(), s, targets.CostOptions{GPUs: 1})
	checkTerms(t, got, map[string]float64{targets.TermGEMM: 0.006036, targets.TermKernels: 0.000024, targets.TermLaunch: 0.004})
	staged := targets.PriceRole(m, Target{}, costProfile(), s, targets.CostOptions{GPUs: 1, HostStaged: true})
	checkTerms(t, staged, map[string]float64{targets.TermGEMM: 0.006036, targets.TermKernels: 0.000024, targets.TermLaunch: 0.006, targets.TermSync: 0.01, targets.TermHost: 0.002})
	// Two GPUs halve the bandwidth-bound work; launches, waits and host copies stay.
	two := targets.PriceRole(m, Target{}, costProfile(), s, targets.CostOptions{GPUs: 2, HostStaged: true})
	checkTerms(t, two, map[string]float64{targets.TermGEMM: 0.003018, targets.TermKernels: 0.000012, targets.TermLaunch: 0.006, targets.TermSync: 0.01, targets.TermHost: 0.002})
}

const moeFFN = `module @t role=ffn {}

param @e.gate : bf16[8,100,50] role=ffn ckpt="e.*.gate" experts=8
param @e.up : bf16[8,100,50] role=ffn ckpt="e.*.up" experts=8
param @e.down : bf16[8,50,100] role=ffn ckpt="e.*.down" experts=8

func @layer.0(%0: bf16[T,50], %1: f32[T,8]) -> bf16[T,50] {
  %2 = moe_experts %0, %1, @e.gate, @e.up, @e.down {top_k=2} : bf16[T,50]
  return %2
}
`

// TestPriceRoleExperts works the routed experts (8 of 100x50, top-2) by hand on both sides of the
// crossover (2 tokens per expert matrix: slots < 16 stream). At 1 token 2 experts are touched:
// 60 kB of weights at the streaming 2.5e11 B/s (240 ns) plus 1.6 kB of activations (1.6 ns), five
// launches, no wait. At 8 tokens (16 slots) the grouped GEMMs run: 8·(1-(3/4)^8) = 7.199 experts'
// 215,973 bytes at the routed path's 2e11 B/s (1079.9 ns; at the dense GEMMs' 5e11 it would be
// 432 ns, under the 1 us floor) plus 12.8 kB of activations at 1e12 (12.8 ns): 1092.7 ns; nine
// launches, one wait for the offsets, 36 + 384 bytes of offsets and operand pointers through the
// host.
func TestPriceRoleExperts(t *testing.T) {
	m := parseModule(t, moeFFN)
	p := costProfile()
	one := targets.PriceRole(m, Target{}, p, ir.Step{Tokens: 1, Seqs: 1, Context: 1}, targets.CostOptions{GPUs: 1})
	checkTerms(t, one, map[string]float64{targets.TermStreaming: 0.0002416, targets.TermLaunch: 0.005})
	eight := targets.PriceRole(m, Target{}, p, ir.Step{Tokens: 8, Seqs: 8, Context: 1}, targets.CostOptions{GPUs: 1})
	routed := (8*(1-math.Pow(0.75, 8))*3*100*50*2/2e11 + 12800/1e12) * 1e3
	if math.Abs(routed-0.0010927) > 1e-7 {
		t.Fatalf("hand-worked routed GEMMs %.7g ms, expected 0.0010927", routed)
	}
	checkTerms(t, eight, map[string]float64{targets.TermGEMM: routed, targets.TermLaunch: 0.009, targets.TermSync: 0.01, targets.TermHost: 420.0 / 1e10 * 1e3})
	// At the dense GEMMs' rate the same experts would sit on the floor: the routed figure is the one read.
	p.RoutedGEMMBytesPerS.Value = p.GEMMBytesPerS.Value
	if s := targets.PriceRole(m, Target{}, p, ir.Step{Tokens: 8, Seqs: 8, Context: 1}, targets.CostOptions{GPUs: 1}); !near(s.Term(targets.TermGEMM), 0.001) {
		t.Errorf("routed at gemm_bytes_per_s: %.9g ms, expected the 0.001 ms floor", s.Term(targets.TermGEMM))
	}
	// The crossover is the profile's: at 4 tokens per matrix the 8 tokens stream.
	p.StreamingCrossoverTokens.Value = 4
	if s := targets.PriceRole(m, Target{}, p, ir.Step{Tokens: 8, Seqs: 8, Context: 1}, targets.CostOptions{GPUs: 1}); s.Term(targets.TermStreaming) == 0 || s.Term(targets.TermGEMM) != 0 {
		t.Errorf("crossover 4: %+v, expected the streaming kernels", s.Terms)
	}
}

const gqaAttention = `module @t role=attention {}

func @f(%0: bf16[T,64], %1: bf16[T,16], %2: bf16[T,16]) -> bf16[T,64] {
  %3 = gqa_attention %0, %1, %2 {head_dim=16, heads=4, kv_heads=1, layer=0, scale=0.25} : bf16[T,64]
  return %3
}
`

// TestPriceRoleAttention: the attention core's FLOPs go at the generated kernel's rate, not the
// matrix units'. 2 sequences over 100 cached tokens, 4 heads of 16 on one KV head: 2·4·4·16·100 =
// 51,200 FLOPs at 1e12 (51.2 ns) beat their 12.8 kB of KV and 640 B of activations (13.4 ns);
// the cache write and the kernel are two launches.
func TestPriceRoleAttention(t *testing.T) {
	m := parseModule(t, gqaAttention)
	got := targets.PriceRole(m, Target{}, costProfile(), ir.Step{Tokens: 2, Seqs: 2, Context: 100}, targets.CostOptions{GPUs: 1})
	checkTerms(t, got, map[string]float64{targets.TermAttention: 5.12e-5, targets.TermLaunch: 0.002})
	// Ten times the context, ten times the time: FLOPs and KV grow together, the FLOPs stay the bound.
	long := targets.PriceRole(m, Target{}, costProfile(), ir.Step{Tokens: 2, Seqs: 2, Context: 1000}, targets.CostOptions{GPUs: 1})
	if !near(long.Term(targets.TermAttention), 5.12e-4) {
		t.Errorf("context 1000: attention %.9g ms, expected 5.12e-4", long.Term(targets.TermAttention))
	}
}

const fp8Linear = `module @t role=attention {}

param @w : f8e4m3[256,256] role=attention block=128x128
param @w_scale_inv : f32[2,2] role=attention

func @f(%0: bf16[T,256]) -> bf16[T,256] {
  %1 = linear %0, @w, @w_scale_inv {accumulate="f32"} : bf16[T,256]
  return %1
}
`

// TestDeviceWeights: the CUDA target holds an FP8 matrix dequantised to bf16 (its scales dropped),
// so it reads and stores twice the matrix's FP8 bytes; another target keeps the checkpoint's form.
func TestDeviceWeights(t *testing.T) {
	m := parseModule(t, fp8Linear)
	if got := targets.DeviceWeightBytes(m, Target{}, targets.CostOptions{}); got != 256*256*2 {
		t.Errorf("cuda: %v bytes, expected %d", got, 256*256*2)
	}
	if got := targets.DeviceWeightBytes(m, targets.Basic{}, targets.CostOptions{}); got != 256*256+4*4 {
		t.Errorf("a target with the basic rules: %v bytes, expected %d", got, 256*256+16)
	}
	p := costProfile()
	p.GEMMFloorS.Value = 1e-12
	// 131,072 bytes at 5e11 plus 1 row in and out (1 kB) at 1e12.
	got := targets.PriceRole(m, Target{}, p, ir.Step{Tokens: 1, Seqs: 1, Context: 1}, targets.CostOptions{GPUs: 1})
	if want := (131072/5e11 + 1024/1e12) * 1e3; !near(got.Term(targets.TermGEMM), want) {
		t.Errorf("gemm %.9g ms, expected %.9g", got.Term(targets.TermGEMM), want)
	}
}

// TestExecCoversOps: every op of every shipped preset's CUDA role programs has a row in the
// launch table (a case of Exec or one generated kernel), so none is priced by the fallback.
func TestExecCoversOps(t *testing.T) {
	rows := map[ir.OpKind]bool{ir.OpSend: true, ir.OpRecv: true, ir.OpRemoteFFN: true, ir.OpLinear: true, ir.OpCustomCall: true,
		ir.OpMLAAttention: true, ir.OpGQAAttention: true, ir.OpMoEExperts: true, ir.OpSlice: true}
	for k := range oneKernel {
		rows[k] = true
	}
	for _, name := range compiler.Presets() {
		a := compileCase(t, name, compiler.BuildOptions{Target: "cuda", Stages: 1})
		for _, m := range []*ir.Module{a.Full, a.Attention, a.FFN} {
			for _, f := range m.Funcs {
				for _, op := range f.Body {
					if !rows[op.Kind] {
						t.Errorf("%s %s: op %s has no row in the CUDA launch table", name, m.Role, op.Info().Name)
					}
				}
			}
		}
	}
}

// TestPriceRoleStep: a whole attention program (DeepSeek-V3, host-staged, 8 sequences) waits for the
// device once per exchanged layer and once for its tokens, and brings back through the host the
// step's token ids (a pinned copy; the logits stay on the device, as served without logprobs) and
// each layer's payload (out) and FFN result (in), 7168 bf16 a token each way (the staged path).
func TestPriceRoleStep(t *testing.T) {
	a := compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda", Stages: 1})
	got := targets.PriceRole(a.Attention, Target{}, costProfile(), ir.Step{Tokens: 8, Seqs: 8, Context: 4096}, targets.CostOptions{GPUs: 1, HostStaged: true})
	var sync, host targets.CostTerm
	for _, term := range got.Terms {
		switch term.Term {
		case targets.TermSync:
			sync = term
		case targets.TermHost:
			host = term
		}
	}
	if sync.Count != 61+1 {
		t.Errorf("%v host waits, expected 62 (61 layers and the tokens)", sync.Count)
	}
	if want := 8*4 + 61*2*8*7168*2.0; host.Bytes != want {
		t.Errorf("%v bytes through the host, expected %v", host.Bytes, want)
	}
	// The ids at the pinned copies' 1e10 B/s, the payloads at the staged path's 4e9.
	if want := ((8*4)/1e10 + 61*2*8*7168*2.0/4e9) * 1e3; !near(host.Ms, want) {
		t.Errorf("host %.9g ms, expected %.9g", host.Ms, want)
	}
	if unstaged := targets.PriceRole(a.Attention, Target{}, costProfile(), ir.Step{Tokens: 8, Seqs: 8, Context: 4096}, targets.CostOptions{GPUs: 1}); unstaged.Term(targets.TermSync) != 0.01 {
		t.Errorf("not staged: sync %v ms, expected one wait (10 us)", unstaged.Term(targets.TermSync))
	}
}

// TestDeviceWeightsAsLoaded: what the planner counts a role's weights taking on the GPU is what the
// backend uploads (weightKeys: each weight in the form its reader holds it), for every shipped
// model's roles, bf16 and f32 builds, FP8 checkpoints dequantised at load; in the bf16 builds the
// plans price, the step-time model's count (ModelParamReadBytes) is no smaller, since it takes
// GEMMs with an f32 result as fp32.
func TestDeviceWeightsAsLoaded(t *testing.T) {
	for _, name := range compiler.Presets() {
		for _, act := range []string{"", "f32"} {
			a := compileCase(t, name, compiler.BuildOptions{Target: "cuda", Stages: 1, ActDType: act})
			for _, m := range []*ir.Module{a.Attention, a.FFN, a.Full} {
				var loaded, read float64
				for _, k := range weightKeys(m, true) {
					loaded += float64(k.p.Elems() * int64(elemSize(k.dt)))
				}
				for _, f := range m.Funcs {
					for _, op := range f.Body {
						for _, w := range op.Weights {
							read += Target{}.ModelParamReadBytes(op, w, targets.CostOptions{})
						}
					}
				}
				got := targets.DeviceWeightBytes(m, Target{}, targets.CostOptions{})
				if got != loaded {
					t.Errorf("%s %s %s: planned %.0f bytes of weights, the backend loads %.0f", name, act, m.Role, got, loaded)
				}
				if act == "" && read < got {
					t.Errorf("%s %s %s: the time model reads %.0f bytes, under the %.0f held", name, act, m.Role, read, got)
				}
			}
		}
	}
}
