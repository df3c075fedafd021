package kgen

import (
	"math/rand/v2"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
)

// TestStackedNorm runs the norm over rows of a stacked result in the interpreter: each row's first
// Width values normalised as the plain norm kernel does them (the CPU reference's bits), its last
// Tail values copied to the tail as they are. DeepSeek-V3's q_a and kv_a widths in bf16, and a
// narrow f32 case whose tail is not a whole pass of the block.
func TestStackedNorm(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	rng := rand.New(rand.NewPCG(17, 4))
	for _, s := range []RMSNormSpec{
		{In: EBF16, Out: EBF16, W: EBF16, Width: 1536, Group: 1536, Eps: 1e-6, Tail: 576},
		{In: EF32, Out: EF32, W: EF32, Width: 64, Group: 64, Eps: 1e-5, Tail: 264},
	} {
		k, l := s.Build()
		t.Run(k.Name, func(t *testing.T) {
			const rows = 3
			w, tw := int(s.Width), int(s.Tail)
			stacked := make([]float32, rows*(w+tw))
			for i := range stacked {
				stacked[i] = float32(rng.NormFloat64() * float64(1+i/(w+tw)))
				if s.In == EBF16 {
					stacked[i] = weights.BF16ToFloat32(weights.Float32ToBF16(stacked[i]))
				}
			}
			g := make([]float32, w)
			for i := range g {
				g[i] = weights.BF16ToFloat32(weights.Float32ToBF16(float32(1 + rng.NormFloat64()/4)))
			}
			lead, tail := make([]float32, rows*w), make([]float32, rows*tw)
			for r := range rows {
				copy(lead[r*w:], stacked[r*(w+tw):r*(w+tw)+w])
				copy(tail[r*tw:], stacked[r*(w+tw)+w:(r+1)*(w+tw)])
			}
			want := make([]float32, rows*w)
			kernels.RMSNorm(want, lead, rows, w, g, s.Eps)
			out, gotTail := routeBuf(make([]float32, rows*w), s.Out), routeBuf(make([]float32, rows*tw), s.In)
			if l.Grid.Blocks(rows) != rows {
				t.Fatalf("%d blocks for %d rows, expected one a row", l.Grid.Blocks(rows), rows)
			}
			if err := Interpret(k, rows, l.Block, out, routeBuf(stacked, s.In), routeBuf(g, s.W), gotTail, int32(rows)); err != nil {
				t.Fatal(err)
			}
			if err := sameBits(out, want); err != nil {
				t.Errorf("out: %v", err)
			}
			if err := sameBits(gotTail, tail); err != nil {
				t.Errorf("tail: %v", err)
			}
		})
	}
}

// TestStackedLinears finds DeepSeek's q_a and kv_a, with the q_a norm, in every layer of the
// DeepSeek-V3 and V2 attention programs, and no pair in V2-Lite (no q_a) or GLM-4.5 (q, k and v
// with biases). It refuses a pair whose lead result another op reads, one whose norm comes after a
// reader of the tail's result, and one whose tail width the copy does not take.
func TestStackedLinears(t *testing.T) {
	for _, c := range []struct {
		model string
		want  int
	}{{"deepseek-v3", 61}, {"deepseek-v2", 60}, {"deepseek-v2-lite", 0}, {"glm-4.5", 0}} {
		cfg, err := compiler.LoadConfig(c.model)
		if err != nil {
			t.Fatal(err)
		}
		a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cuda"})
		if err != nil {
			t.Fatal(err)
		}
		got := 0
		for _, f := range a.Attention.Funcs {
			for _, st := range StackedLinears(f, LinearGroups(f)) {
				got++
				if !strings.Contains(st.Lead.Weights[0].Name, "q_a_proj") || !strings.Contains(st.Tail.Weights[0].Name, "kv_a_proj") ||
					!strings.Contains(st.Norm.Weights[0].Name, "q_a_layernorm") {
					t.Errorf("%s: pair %s, %s with norm %s; expected q_a, kv_a and the q_a norm", c.model,
						st.Lead.Weights[0].Name, st.Tail.Weights[0].Name, st.Norm.Weights[0].Name)
				}
				s, ok := StackedNormSpec(st)
				if !ok || s.Width != 1536 || s.Tail != 576 || s.Name() != "rms_norm_bf16_bf16_bf16_w1536_g1536_eps1em06_tail576" {
					t.Errorf("%s: %s (ok %v), expected the bf16 norm of 1536 with a tail of 576", c.model, s.Name(), ok)
				}
			}
		}
		if got != c.want {
			t.Errorf("%s: %d stacked pairs, expected %d", c.model, got, c.want)
		}
	}
	src := `module @m role=attention {act_dtype="bf16"}

param @qa : bf16[16,32] role=attention
param @kva : bf16[TAIL,32] role=attention
param @g : bf16[16] role=attention

func @forward(%0: bf16[T,32]) -> (RESULTS) {
  %1 = linear %0, @qa : bf16[T,16]
  BEFORE
  %3 = linear %0, @TW : bf16[T,TAIL]
  AFTER
  return RET
}
`
	for _, c := range []struct {
		name, tail, before, after, results, ret string
		pairs                                   int
		tw                                      string // the tail's weight: kva unless set
	}{
		{"the plain pair", "24", "%2 = rms_norm %1, @g {eps=1e-06} : bf16[T,16]", "", "bf16[T,16], bf16[T,24]", "%2, %3", 1, ""},
		{"the lead read twice", "24", "%2 = rms_norm %1, @g {eps=1e-06} : bf16[T,16]", "", "bf16[T,16], bf16[T,16]", "%2, %1", 0, ""},
		{"the norm after a reader of the tail", "24", "", "%4 = add %3, %3 : bf16[T,24]\n  %2 = rms_norm %1, @g {eps=1e-06} : bf16[T,16]",
			"bf16[T,16], bf16[T,24]", "%2, %4", 0, ""},
		{"a tail of 12", "12", "%2 = rms_norm %1, @g {eps=1e-06} : bf16[T,16]", "", "bf16[T,16], bf16[T,12]", "%2, %3", 0, ""},
		{"the lead returned, read by no op", "24", "", "", "bf16[T,16], bf16[T,24]", "%1, %3", 0, ""},
		{"one weight for both", "16", "%2 = rms_norm %1, @g {eps=1e-06} : bf16[T,16]", "", "bf16[T,16], bf16[T,16]", "%2, %3", 0, "qa"},
	} {
		if c.tw == "" {
			c.tw = "kva"
		}
		r := strings.NewReplacer("TW", c.tw, "TAIL", c.tail, "BEFORE", c.before, "AFTER", c.after, "RESULTS", c.results, "RET", c.ret)
		m, err := ir.Parse("stacked", r.Replace(src))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		f := m.Funcs[0]
		if got := StackedLinears(f, LinearGroups(f)); len(got) != c.pairs {
			t.Errorf("%s: %d pairs (%+v), expected %d", c.name, len(got), got, c.pairs)
		}
	}
	shared := `module @m role=attention {act_dtype="bf16"}

param @qa : bf16[16,32] role=attention
param @kva : bf16[24,32] role=attention
param @ob : bf16[8,32] role=attention
param @g : bf16[16] role=attention
param @g2 : bf16[24] role=attention

func @forward(%0: bf16[T,32]) -> (bf16[T,16], bf16[T,24], bf16[T,24], bf16[T,8]) {
  %1 = linear %0, @qa : bf16[T,16]
  %2 = rms_norm %1, @g {eps=1e-06} : bf16[T,16]
  %3 = linear %0, @kva : bf16[T,24]
  %4 = add %0, %0 : bf16[T,32]
  %5 = linear %4, @LEAD : bf16[T,24]
  %6 = rms_norm %5, @g2 {eps=1e-06} : bf16[T,24]
  %7 = linear %4, @ob : bf16[T,8]
  return %2, %3, %6, %7
}
`
	for _, c := range []struct {
		lead  string
		pairs int
	}{{"kva", 1}, {"kvb", 2}} {
		text := strings.Replace(shared, "@LEAD", "@"+c.lead, 1)
		if c.lead == "kvb" {
			text = strings.Replace(text, "param @ob", "param @kvb : bf16[24,32] role=attention\nparam @ob", 1)
		}
		m, err := ir.Parse("stacked", text)
		if err != nil {
			t.Fatalf("second lead %s: %v", c.lead, err)
		}
		f := m.Funcs[0]
		if got := StackedLinears(f, LinearGroups(f)); len(got) != c.pairs {
			t.Errorf("a second pair led by @%s: %d pairs (%+v), expected %d", c.lead, len(got), got, c.pairs)
		}
	}
}
