package kgen_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"afdc/ir"
	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
	"afdc/targets/cuda/kgen"
)

// TestLinearDecodeInterpret runs the decode linear kernel in the interpreter against kernels.Linear:
// bf16 and f32 results, with and without a bias; column splits that divide the k-steps evenly and
// ones that do not (so some warps take one k-step more, and some only the single-step tail); a
// warp's k-steps in one batch; one warp (no shared-memory sum); output widths that leave the last
// tile partly empty; token counts below a pass, filling one, and taking a second pass, with TT 8
// and 16.
func TestLinearDecodeInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	for _, c := range []struct {
		out      kgen.Elem
		bias     bool
		in, outW int64
		tt, s, u int64
		tokens   int
	}{
		{kgen.EBF16, false, 256, 32, 8, 2, 2, 1},
		{kgen.EBF16, true, 256, 40, 8, 2, 2, 5},
		{kgen.EF32, false, 224, 24, 8, 3, 2, 8},    // 7 k-steps over 3 warps: 2, 2, 3
		{kgen.EF32, true, 96, 16, 8, 2, 4, 11},     // 3 k-steps over 2 warps: all in the tail
		{kgen.EBF16, false, 128, 16, 16, 1, 2, 13}, // one warp, the second token tile partly live
		{kgen.EBF16, true, 160, 48, 16, 4, 1, 19},  // two passes of 16
		{kgen.EBF16, false, 640, 40, 8, 2, 10, 6},  // each warp's 10 k-steps in one batch
	} {
		t.Run(fmt.Sprintf("%s_bias%v_i%d_o%d_t%d_s%d_u%d_n%d", c.out, c.bias, c.in, c.outW, c.tt, c.s, c.u, c.tokens), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(31, uint64(c.in+c.outW)))
			in, out := int(c.in), int(c.outW)
			w := randWeights(rng, kgen.EBF16, 1, out, in)
			xb, xv := act(rng, kgen.EBF16, c.tokens*in)
			y := outBuf(c.out, c.tokens*out)
			s := kgen.LinearDecodeSpec{Out: c.out, Bias: c.bias, In: c.in, OutW: c.outW, TT: c.tt, S: c.s, U: c.u}
			args := []any{y, xb, w.buf}
			var bias []float32
			if c.bias {
				var bb *kgen.Buf
				bb, bias = act(rng, kgen.EBF16, out)
				args = append(args, bb)
			}
			interpret(t, s, int64(c.tokens), append(args, int32(c.tokens))...)
			want := make([]float32, c.tokens*out)
			kernels.Linear(want, xv, c.tokens, in, w.vals, out, bias)
			mag := absLinear(xv, c.tokens, in, w.vals, out)
			for i := range mag {
				if bias != nil {
					mag[i] += abs32(bias[i%out])
				}
			}
			checkClose(t, "y", y, want, mag, 1e-5)
		})
	}
}

// TestLinearDecodeResidual: the decode linear with the residual add fused gives the bits of the
// linear kernel followed by the add (the linear's result as stored, added to the residual in f32,
// the sum stored in the residual's type), for bf16 and f32 results (GLM's o projection keeps f32),
// an f32 and a bf16 residual stream, with and without a bias, at one token and at a partial token
// tile.
func TestLinearDecodeResidual(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	for _, c := range []struct {
		out, res kgen.Elem
		bias     bool
		tokens   int
		tt       int64
	}{{kgen.EBF16, kgen.EF32, false, 1, 8}, {kgen.EBF16, kgen.EF32, true, 5, 8}, {kgen.EBF16, kgen.EBF16, false, 3, 8}, {kgen.EF32, kgen.EF32, true, 2, 8},
		{kgen.EBF16, kgen.EF32, false, 13, 16}} { // the wide form, both token tiles live
		t.Run(fmt.Sprintf("%s_%s_bias%v_n%d_t%d", c.out, c.res, c.bias, c.tokens, c.tt), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(7, uint64(c.tokens)))
			const in, out = 256, 40
			w := randWeights(rng, kgen.EBF16, 1, out, in)
			xb, _ := act(rng, kgen.EBF16, c.tokens*in)
			rb, rv := act(rng, c.res, c.tokens*out)
			lin := kgen.LinearDecodeSpec{Out: c.out, Bias: c.bias, In: in, OutW: out, TT: c.tt, S: 2, U: 2, M: 3}
			args := []any{xb, w.buf}
			if c.bias {
				bb, _ := act(rng, kgen.EBF16, out)
				args = append(args, bb)
			}
			y := outBuf(c.out, c.tokens*out)
			interpret(t, lin, int64(c.tokens), append(append([]any{y}, args...), int32(c.tokens))...)
			want := make([]float32, c.tokens*out)
			for i := range want {
				want[i] = rv[i] + y.F32Value(i) // the add kernel: a + b in f32
			}
			fused := lin
			fused.Residual, fused.Sum = true, c.res
			got := outBuf(c.res, c.tokens*out)
			interpret(t, fused, int64(c.tokens), append(append([]any{got}, args...), rb, int32(c.tokens))...)
			bad := 0
			for i, x := range want {
				if c.res == kgen.EBF16 {
					x = weights.BF16ToFloat32(weights.Float32ToBF16(x))
				}
				if g := got.F32Value(i); math.Float32bits(g) != math.Float32bits(x) {
					if bad == 0 {
						t.Errorf("y[%d] = %v, the linear and the add %v", i, g, x)
					}
					bad++
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d values differ from the linear and the add", bad, len(want))
			}
		})
	}
	// A group takes no residual.
	if err := (kgen.LinearDecodeSpec{Out: kgen.EF32, In: 256, OutW: 40, TT: 8, S: 2, U: 2, Residual: true, Sum: kgen.EF32, Group: [3]int64{16}}).Check(); err == nil ||
		!strings.Contains(err.Error(), "expected a single linear") {
		t.Errorf("a residual group: error %v, expected one saying a single linear", err)
	}
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

// TestLinearDecodeCheck: shapes the kernel cannot take are errors that say what is expected.
func TestLinearDecodeCheck(t *testing.T) {
	ok := kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 512, OutW: 64, TT: 8, S: 4, U: 2}
	if err := ok.Check(); err != nil {
		t.Fatalf("%+v: %v", ok, err)
	}
	for _, c := range []struct {
		edit func(*kgen.LinearDecodeSpec)
		want string
	}{
		{func(s *kgen.LinearDecodeSpec) { s.Out = kgen.EI32 }, "result i32, expected bf16 or f32"},
		{func(s *kgen.LinearDecodeSpec) { s.In = 500 }, "input width 500, expected a positive multiple of 32"},
		{func(s *kgen.LinearDecodeSpec) { s.OutW = 0 }, "0 output rows"},
		{func(s *kgen.LinearDecodeSpec) { s.TT = 12 }, "12 tokens a pass, expected 8 or 16"},
		{func(s *kgen.LinearDecodeSpec) { s.S = 0 }, "0 warps a block"},
		{func(s *kgen.LinearDecodeSpec) { s.U = 33 }, "33 k-steps a batch of loads"},
		{func(s *kgen.LinearDecodeSpec) { s.S = 16 }, "16 warps a block, expected 1..8"},
		{func(s *kgen.LinearDecodeSpec) { s.In, s.S = 64, 4 }, "2 k-steps of input over 4 warps"},
	} {
		s := ok
		c.edit(&s)
		err := s.Check()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, expected one containing %q", s, err, c.want)
		}
	}
}

// TestLinearDecodeOf: which linear ops get the decode kernel, and the column splits chosen for the
// widths of the presets' projections.
func TestLinearDecodeOf(t *testing.T) {
	lin := linearOpOf
	for _, c := range []struct {
		name string
		op   *ir.Op
		ok   bool
		want kgen.LinearDecodeSpec
	}{
		{"q_a 7168→1536: batches of 4, 3 blocks an SM", lin(7168, 1536, ir.BF16, ir.BF16, ir.BF16, false, nil), true,
			kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 7168, OutW: 1536, TT: 8, S: 8, U: 4, M: 3}},
		{"GLM k with bias", lin(5120, 1024, ir.BF16, ir.BF16, ir.BF16, true, nil), true,
			kgen.LinearDecodeSpec{Out: kgen.EBF16, Bias: true, In: 5120, OutW: 1024, TT: 8, S: 8, U: 4, M: 3}},
		{"router, f32 logits of bf16 operands", lin(7168, 256, ir.BF16, ir.BF16, ir.F32, false, map[string]any{"operands": "bf16"}), true,
			kgen.LinearDecodeSpec{Out: kgen.EF32, In: 7168, OutW: 256, TT: 8, S: 8, U: 4, M: 3}},
		{"q_b's width: four warps", lin(1536, 512, ir.BF16, ir.BF16, ir.BF16, false, nil), true,
			kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 1536, OutW: 512, TT: 8, S: 4, U: 4, M: 3}},
		{"short input: one warp", lin(128, 64, ir.BF16, ir.BF16, ir.BF16, false, nil), true,
			kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 128, OutW: 64, TT: 8, S: 1, U: 4, M: 3}},
		{"one k-step", lin(32, 64, ir.BF16, ir.BF16, ir.BF16, false, nil), true,
			kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 32, OutW: 64, TT: 8, S: 1, U: 1, M: 3}},
		{"48 k-steps a warp: batches of 4", lin(12288, 64, ir.BF16, ir.BF16, ir.BF16, false, nil), true,
			kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 12288, OutW: 64, TT: 8, S: 8, U: 4, M: 3}},
		{"49 k-steps a warp: four warps, 4 blocks an SM", lin(12544, 64, ir.BF16, ir.BF16, ir.BF16, false, nil), true,
			kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 12544, OutW: 64, TT: 8, S: 4, U: 4, M: 4}},
		{"DeepSeek o: four warps, 4 blocks an SM", lin(16384, 7168, ir.BF16, ir.BF16, ir.BF16, false, nil), true,
			kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 16384, OutW: 7168, TT: 8, S: 4, U: 4, M: 4}},
		{"q_b: 75 MB", lin(1536, 24576, ir.BF16, ir.BF16, ir.BF16, false, nil), true,
			kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 1536, OutW: 24576, TT: 8, S: 4, U: 4, M: 3}},
		{"DeepSeek dense gate: 264 MB", lin(7168, 18432, ir.BF16, ir.BF16, ir.BF16, false, nil), true,
			kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 7168, OutW: 18432, TT: 8, S: 8, U: 4, M: 3}},
		{"DeepSeek-V3's head: 1.85 GB, cuBLAS's", lin(7168, 129280, ir.BF16, ir.BF16, ir.F32, false, map[string]any{"operands": "bf16"}), false, kgen.LinearDecodeSpec{}},
		{"f32 build", lin(7168, 1536, ir.F32, ir.F32, ir.F32, false, nil), false, kgen.LinearDecodeSpec{}},
		{"f32 result without operands", lin(7168, 256, ir.BF16, ir.BF16, ir.F32, false, nil), false, kgen.LinearDecodeSpec{}},
		{"input width not a multiple of 32", lin(100, 64, ir.BF16, ir.BF16, ir.BF16, false, nil), false, kgen.LinearDecodeSpec{}},
	} {
		got, ok := kgen.LinearDecode(c.op)
		if ok != c.ok || got != c.want {
			t.Errorf("%s: LinearDecode = %+v, %v; expected %+v, %v", c.name, got, ok, c.want, c.ok)
		}
	}
}

// linearOpOf is a linear op [T, in] → [T, out] of the given element types, with a bias or not.
func linearOpOf(in, out int64, x, w, y ir.DType, bias bool, attrs map[string]any) *ir.Op {
	op := &ir.Op{Kind: ir.OpLinear, Attrs: ir.Attrs{}}
	for k, v := range attrs {
		op.Attrs[k] = v
	}
	op.Args = []*ir.Value{{Type: ir.Type{DType: x, Shape: ir.Shape{{Sym: "T"}, {N: in}}}}}
	op.Result = &ir.Value{Type: ir.Type{DType: y, Shape: ir.Shape{{Sym: "T"}, {N: out}}}}
	op.Weights = []*ir.Param{{Name: "w", Type: ir.Type{DType: w, Shape: ir.Shape{{N: out}, {N: in}}}}}
	if bias {
		op.Weights = append(op.Weights, &ir.Param{Name: "b", Type: ir.Type{DType: w, Shape: ir.Shape{{N: out}}}})
	}
	return op
}

// linearOp is a bf16 linear op, its result f32 (with bf16 operands, as the router's) when wide.
func linearOp(in, out int64, bias, wide bool) *ir.Op {
	if wide {
		return linearOpOf(in, out, ir.BF16, ir.BF16, ir.F32, bias, map[string]any{"operands": "bf16"})
	}
	return linearOpOf(in, out, ir.BF16, ir.BF16, ir.BF16, bias, nil)
}

// TestLinearDecodeGroupInterpret runs linears of one input in one launch (q, k and v; gate and up)
// in the interpreter against kernels.Linear for each: with and without a bias, two and four
// matrices, output rows that leave each matrix's last tile partly empty (so a block boundary falls
// inside no tile).
func TestLinearDecodeGroupInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	for _, c := range []struct {
		bias   bool
		outs   []int64
		tokens int
	}{
		{true, []int64{48, 24, 24}, 3},
		{false, []int64{40, 40}, 8},
		{false, []int64{16, 8, 32, 24}, 6},
	} {
		t.Run(fmt.Sprintf("bias%v_%v_n%d", c.bias, c.outs, c.tokens), func(t *testing.T) {
			const in = 256
			rng := rand.New(rand.NewPCG(41, uint64(len(c.outs))))
			s := kgen.LinearDecodeSpec{Out: kgen.EBF16, Bias: c.bias, In: in, OutW: c.outs[0], TT: 8, S: 2, U: 2}
			copy(s.Group[:], c.outs[1:])
			xb, xv := act(rng, kgen.EBF16, c.tokens*in)
			type mat struct {
				w    streamWeights
				bias []float32
				y    *kgen.Buf
			}
			var ms []mat
			var args []any
			for i, o := range c.outs {
				m := mat{w: randWeights(rng, kgen.EBF16, 1, int(o), in), y: outBuf(kgen.EBF16, c.tokens*int(o))}
				args = append(args, m.y)
				if i == 0 {
					args = append(args, xb)
				}
				args = append(args, m.w.buf)
				if c.bias {
					var bb *kgen.Buf
					bb, m.bias = act(rng, kgen.EBF16, int(o))
					args = append(args, bb)
				}
				ms = append(ms, m)
			}
			interpret(t, s, int64(c.tokens), append(args, int32(c.tokens))...)
			for i, m := range ms {
				out := int(c.outs[i])
				want := make([]float32, c.tokens*out)
				kernels.Linear(want, xv, c.tokens, in, m.w.vals, out, m.bias)
				mag := absLinear(xv, c.tokens, in, m.w.vals, out)
				for j := range mag {
					if m.bias != nil {
						mag[j] += abs32(m.bias[j%out])
					}
				}
				checkClose(t, fmt.Sprintf("y%d", i), m.y, want, mag, 1e-5)
			}
		})
	}
}

// TestLinearGroups: the linears of one input that run as one decode launch in the presets'
// programs: GLM-4.5's q, k and v, DeepSeek's q_a and kv_a (not adjacent: q_a's norm and q_b lie
// between), a shared expert's gate and up; not the dense FFN's gate and up of DeepSeek-V3 and
// GLM-4.5 (past the group's byte bound: cuBLAS's), nor the router with a shared expert (f32 and
// bf16 results).
func TestLinearGroups(t *testing.T) {
	for _, c := range []struct {
		model string
		want  []string // each group's weights, the first op's first
	}{
		{"glm-4.5", []string{"self_attn.q_proj.weight self_attn.k_proj.weight self_attn.v_proj.weight",
			"mlp.shared_experts.gate_proj.weight mlp.shared_experts.up_proj.weight", "mlp.gate_proj.weight mlp.up_proj.weight"}},
		{"deepseek-v3", []string{"self_attn.q_a_proj.weight self_attn.kv_a_proj_with_mqa.weight",
			"mlp.shared_experts.gate_proj.weight mlp.shared_experts.up_proj.weight", "mlp.gate_proj.weight mlp.up_proj.weight"}},
		// V2-Lite: q_proj (no q LoRA) with kv_a, and its dense FFN's gate and up (45 MB each).
		{"deepseek-v2-lite", []string{"self_attn.q_proj.weight self_attn.kv_a_proj_with_mqa.weight",
			"mlp.gate_proj.weight mlp.up_proj.weight", "mlp.shared_experts.gate_proj.weight mlp.shared_experts.up_proj.weight"}},
	} {
		m := roleModules(t, c.model, "cuda")
		got := map[string]int{}
		for _, mod := range m {
			for _, f := range mod.Funcs {
				for _, g := range kgen.LinearGroups(f) {
					var names []string
					for _, op := range g {
						n := op.Weights[0].Name // model.layers.N.…
						names = append(names, strings.Join(strings.Split(n, ".")[3:], "."))
						if op.Args[0] != g[0].Args[0] {
							t.Errorf("%s: %s reads another input than %s", c.model, n, g[0].Weights[0].Name)
						}
					}
					got[strings.Join(names, " ")]++
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
			t.Errorf("%s: groups %v, expected %v", c.model, kinds, want)
		}
	}
}

// TestLinearDecodeNotUnrolled: the k-step loops stay loops, one batch of loads a trip, and tell
// ptxas so, which otherwise unrolls a loop whose trip count it knows: an early form, walking
// GLM-4.5's 5,120 columns in 5 trips of 4 k-steps, took 230 registers a thread that way (ncu on
// the H200). Its timing is what set the batches LinearDecode picks (docs/perf.md); the launch
// bounds that LinearDecode adds must reach the PTX too.
func TestLinearDecodeNotUnrolled(t *testing.T) {
	tc := toolchain(t)
	s, ok := kgen.LinearDecode(linearOpOf(5120, 12288, ir.BF16, ir.BF16, ir.BF16, true, nil))
	if !ok || s.U != 4 || s.M != 3 {
		t.Fatalf("GLM-4.5's q: %+v, %v; expected batches of 4 k-steps and 3 blocks an SM", s, ok)
	}
	s.Group = [3]int64{1024, 1024}
	mod, _, err := kgen.Build([]kgen.Spec{s})
	if err != nil {
		t.Fatal(err)
	}
	ptx, err := tc.PTXFor(context.Background(), mod.String(), kgen.SM90a)
	if err != nil {
		t.Fatal(err)
	}
	// Per matrix, one batch of U k-steps of two weight loads and one activation load (each warp's
	// 20 k-steps are 5 batches: the single-step tail folds away).
	if n, want := strings.Count(ptx, "ld.global.nc.v4"), 3*3*int(s.U); n != want {
		t.Errorf("%d 16-byte loads in the PTX, expected %d (three matrices, one batch of %d k-steps each)", n, want, s.U)
	}
	// Each matrix's k-step loop is marked.
	if n := strings.Count(ptx, `.pragma "nounroll"`); n < 3 {
		t.Errorf(`%d loops marked .pragma "nounroll" in the PTX, expected at least the three k-step loops`, n)
	}
	// The launch bounds reach ptxas, which holds the registers to what 3 blocks of 256 threads leave.
	if !strings.Contains(ptx, ".maxntid 256, 1, 1") || !strings.Contains(ptx, ".minnctapersm 3") {
		t.Errorf("no launch bounds (.maxntid 256, .minnctapersm 3) in the PTX")
	}
}

// TestLinearDecodeWide: the wide form of a decode linear kernel is the spec with 16 tokens a pass
// and nothing else changed, and a program plans both forms of every decode linear kernel: a linear's
// own (the narrow one first, as the backend takes them), its group's, its norm's and its residual
// add's.
func TestLinearDecodeWide(t *testing.T) {
	s, ok := kgen.LinearDecode(linearOpOf(16384, 7168, ir.BF16, ir.BF16, ir.BF16, false, nil))
	if !ok {
		t.Fatal("DeepSeek's o: no decode kernel")
	}
	w := s.Wide()
	if w.TT != kgen.LinearDecodeWideTokens || s.TT != kgen.LinearDecodeTokens {
		t.Errorf("tokens a pass: %d narrow, %d wide; expected %d and %d", s.TT, w.TT, kgen.LinearDecodeTokens, kgen.LinearDecodeWideTokens)
	}
	w.TT = s.TT
	if w != s {
		t.Errorf("the wide form %+v differs from %+v in more than its tokens a pass", s.Wide(), s)
	}
	ls, err := kgen.KernelsForArch(linearOpOf(16384, 7168, ir.BF16, ir.BF16, ir.BF16, false, nil), kgen.SM90a)
	if err != nil {
		t.Fatal(err)
	}
	if len(ls) != 2 || ls[0].Name != s.Name() || ls[1].Name != s.Wide().Name() {
		var names []string
		for _, l := range ls {
			names = append(names, l.Name)
		}
		t.Errorf("the linear's kernels %v, expected [%s %s]", names, s.Name(), s.Wide().Name())
	}
	for i, m := range roleModules(t, "deepseek-v3", "cuda") { // the attention program first
		specs, _, err := kgen.Plan(m)
		if err != nil {
			t.Fatal(err)
		}
		names := map[string]bool{}
		var narrow []kgen.LinearDecodeSpec
		for _, s := range specs {
			k, _ := s.Build()
			names[k.Name] = true
			if d, ok := s.(kgen.LinearDecodeSpec); ok && d.TT == kgen.LinearDecodeTokens {
				narrow = append(narrow, d)
			}
		}
		var norm, res, group bool
		for _, d := range narrow {
			if !names[d.Wide().Name()] {
				t.Errorf("%s: %s planned without its wide form", m.Name, d.Name())
			}
			norm, res, group = norm || d.Norm, res || d.Residual, group || d.Group[0] > 0
		}
		if i == 0 && !(norm && res && group) {
			t.Errorf("%s: decode linear kernels with a norm %v, a residual add %v, a group %v; expected all three (q_a with kv_a, q_b with its norm, o with the residual)", m.Name, norm, res, group)
		}
	}
}
