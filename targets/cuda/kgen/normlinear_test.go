package kgen_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
	"afdc/targets/cuda/kgen"
)

// TestLinearDecodeNormInterpret runs the decode linear with its input's RMS norm in the
// interpreter, against its definition in float64 (each token's 1/rms as RMSNormSpec rounds it,
// times W·bf16(g⊙x)), and against the norm kernel followed by the plain decode linear, which round
// g⊙x·(1/rms) instead: within bf16 rounding of the terms. Cases: bf16 and f32 results, a bias, one
// warp and several (column splits that do not divide the k-steps), token counts below a pass, a
// second token tile partly live (TT 16), two passes, and a group of two matrices.
func TestLinearDecodeNormInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	for _, c := range []struct {
		out      kgen.Elem
		bias     bool
		in       int64
		outs     []int64
		tt, s, u int64
		tokens   int
	}{
		{kgen.EBF16, false, 256, []int64{40}, 8, 2, 2, 1},
		{kgen.EBF16, true, 224, []int64{24, 40}, 8, 3, 2, 5}, // 7 k-steps over 3 warps, a group
		{kgen.EBF16, false, 128, []int64{16}, 16, 1, 2, 13},  // one warp, tile 1 partly live
		{kgen.EF32, true, 160, []int64{48}, 16, 4, 1, 19},    // two passes of 16
		{kgen.EF32, false, 96, []int64{32}, 8, 2, 4, 8},      // every k-step in the tail
	} {
		t.Run(fmt.Sprintf("%s_bias%v_i%d_o%v_t%d_s%d_n%d", c.out, c.bias, c.in, c.outs, c.tt, c.s, c.tokens), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(53, uint64(c.in)+uint64(c.tokens)))
			in := int(c.in)
			const eps = 1e-6
			xb, xv := act(rng, kgen.EBF16, c.tokens*in)
			for i := range xv { // rms far from 1, different per token
				xb.BF16[i] = weights.Float32ToBF16(xv[i] * float32(1+i/in))
				xv[i] = weights.BF16ToFloat32(xb.BF16[i])
			}
			gb, gv := act(rng, kgen.EBF16, in)
			// inv as RMSNormSpec's invRMS rounds it; xg = bf16(g·x) as the fused kernel's operand.
			inv := make([]float32, c.tokens)
			xg := make([]float32, len(xv))
			for tk := range c.tokens {
				var ss float64
				for j := range in {
					d := float64(xv[tk*in+j])
					ss += d * d
					xg[tk*in+j] = weights.BF16ToFloat32(weights.Float32ToBF16(gv[j] * xv[tk*in+j]))
				}
				ms := float32(ss / float64(in))
				inv[tk] = float32(1 / math.Sqrt(float64(ms+eps)))
			}
			s := kgen.LinearDecodeSpec{Out: c.out, Bias: c.bias, In: c.in, OutW: c.outs[0], TT: c.tt, S: c.s, U: c.u,
				Norm: true, NormEps: eps}
			copy(s.Group[:], c.outs[1:])
			plain := s
			plain.Norm, plain.NormEps = false, 0
			// The two kernels: the norm, then the plain linear over its bf16 result.
			normed := outBuf(kgen.EBF16, c.tokens*in)
			interpret(t, checked{kgen.RMSNormSpec{In: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, Width: c.in, Group: c.in, Eps: eps}}, int64(c.tokens), normed, xb, gb, int32(c.tokens))
			type mat struct {
				w         streamWeights
				bias      []float32
				y, yPlain *kgen.Buf
			}
			var ms []mat
			var args, plainArgs []any
			for i, o := range c.outs {
				m := mat{w: randWeights(rng, kgen.EBF16, 1, int(o), in), y: outBuf(c.out, c.tokens*int(o)), yPlain: outBuf(c.out, c.tokens*int(o))}
				args, plainArgs = append(args, m.y), append(plainArgs, m.yPlain)
				if i == 0 {
					args, plainArgs = append(args, xb, gb), append(plainArgs, normed)
				}
				args, plainArgs = append(args, m.w.buf), append(plainArgs, m.w.buf)
				if c.bias {
					var bb *kgen.Buf
					bb, m.bias = act(rng, kgen.EBF16, int(o))
					args, plainArgs = append(args, bb), append(plainArgs, bb)
				}
				ms = append(ms, m)
			}
			interpret(t, s, int64(c.tokens), append(args, int32(c.tokens))...)
			interpret(t, plain, int64(c.tokens), append(plainArgs, int32(c.tokens))...)
			for i, m := range ms {
				out := int(c.outs[i])
				want := make([]float32, c.tokens*out)
				kernels.Linear(want, xg, c.tokens, in, m.w.vals, out, nil)
				mag := absLinear(xg, c.tokens, in, m.w.vals, out)
				for j := range want {
					want[j] *= inv[j/out]
					mag[j] *= inv[j/out]
					if m.bias != nil {
						want[j] += m.bias[j%out]
						mag[j] += abs32(m.bias[j%out])
					}
				}
				checkClose(t, fmt.Sprintf("y%d", i), m.y, want, mag, 1e-5)
				// Against the two kernels: each term's operand rounds differently (bf16 of
				// g·x·inv against bf16 of g·x), within 2⁻⁸ of it either way.
				var two []float32
				for j := range want {
					two = append(two, m.yPlain.F32Value(j))
				}
				checkClose(t, fmt.Sprintf("y%d against the norm and the linear", i), m.y, two, mag, 1.0/128)
			}
		})
	}
}

// TestNormLinears: the norms that run inside their linears' decode launch in the presets' programs
// (the monolithic one and the two roles): DeepSeek's q_a norm with q_b, in the monolithic and the
// attention programs; not the norms of the f32 residual stream (input and post-attention norms,
// whose linears read a bf16 result of an f32 input), nor the latent's norm (its own launch with the
// ropes). V2-Lite (no q LoRA) and GLM-4.5 have none.
func TestNormLinears(t *testing.T) {
	for _, c := range []struct {
		model string
		want  []string // norm weight → the linears' weights
	}{
		{"deepseek-v3", []string{"self_attn.q_a_layernorm.weight → self_attn.q_b_proj.weight"}},
		{"deepseek-v2", []string{"self_attn.q_a_layernorm.weight → self_attn.q_b_proj.weight"}},
		{"deepseek-v2-lite", nil},
		{"glm-4.5", nil},
	} {
		cfg, err := compiler.LoadConfig(c.model)
		if err != nil {
			t.Fatal(err)
		}
		a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cuda"})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]bool{}
		for _, mod := range []*ir.Module{a.Full, a.Attention, a.FFN} {
			for _, f := range mod.Funcs {
				for _, nl := range kgen.NormLinears(f, kgen.LinearGroups(f)) {
					short := func(n string) string { return strings.Join(strings.Split(n, ".")[3:], ".") }
					var names []string
					for _, op := range nl.Ops {
						names = append(names, short(op.Weights[0].Name))
						if op.Args[0] != nl.Norm.Result {
							t.Errorf("%s: %s does not read %s's result", c.model, op.Weights[0].Name, nl.Norm.Weights[0].Name)
						}
					}
					got[short(nl.Norm.Weights[0].Name)+" → "+strings.Join(names, " ")] = true
					if mod == a.FFN {
						t.Errorf("%s: %s fused in the FFN program, which has no attention", c.model, nl.Norm.Weights[0].Name)
					}
				}
			}
		}
		var kinds []string
		for k := range got {
			kinds = append(kinds, k)
		}
		slices.Sort(kinds)
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(kinds, want) {
			t.Errorf("%s: fused norms %q, expected %q", c.model, kinds, want)
		}
	}
}

// TestDeviceCheckNormLinear runs the device check's cases of the decode linear with its norm
// inside (with a group and alone) in the interpreter, at small widths: the cases' float64
// references and bounds hold before the GPU sees them.
func TestDeviceCheckNormLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	w := &checkWriter{mem: map[string]any{}, rng: rand.New(rand.NewPCG(11, 13))}
	for _, s := range []kgen.LinearDecodeSpec{
		{Out: kgen.EBF16, In: 256, OutW: 40, TT: 8, S: 2, U: 2, Group: [3]int64{24}, Norm: true, NormEps: 1e-6},
		{Out: kgen.EBF16, In: 192, OutW: 24, TT: 8, S: 2, U: 4, Norm: true, NormEps: 1e-5},
	} {
		if err := w.caseFor("deepseek-v3", s); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range w.cases {
		if err := runCase(w, c); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
	}
	if len(w.cases) != 2 {
		t.Errorf("%d cases, expected 2", len(w.cases))
	}
}

// checked is a spec without shape checks of its own, for interpret.
type checked struct{ kgen.RMSNormSpec }

func (checked) Check() error { return nil }
