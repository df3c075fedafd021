package kgen_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/internal/testflags"
	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
	"afdc/targets/cuda/kgen"
)

// streamWeights is a random [rows, cols] weight matrix as a kernel reads it (bf16 bits, or e4m3 codes
// with 128×128 scales) and the float32 values it stands for (code · scale), which the CPU reference
// multiplies.
type streamWeights struct {
	buf, scale *kgen.Buf
	vals       []float32
}

func randWeights(rng *rand.Rand, e kgen.Elem, mats, rows, cols int) streamWeights {
	n := mats * rows * cols
	sw := streamWeights{vals: make([]float32, n)}
	if e == kgen.EBF16 {
		sw.buf = &kgen.Buf{BF16: make([]uint16, n)}
		for i := range n {
			h := weights.Float32ToBF16(float32(rng.NormFloat64() * 0.05))
			sw.buf.BF16[i], sw.vals[i] = h, weights.BF16ToFloat32(h)
		}
		return sw
	}
	sr, sc := (rows+127)/128, (cols+127)/128
	sw.buf = &kgen.Buf{F8: make([]uint8, n)}
	sw.scale = &kgen.Buf{F32: make([]float32, mats*sr*sc)}
	for i := range sw.scale.F32 {
		sw.scale.F32[i] = float32(0.5+rng.Float64()) / 4096 // distinct per block
	}
	for m := range mats {
		for r := range rows {
			for c := range cols {
				i := (m*rows+r)*cols + c
				code := uint8(rng.IntN(256))
				if code&0x7f == 0x7f { // the NaN codes: checkpoints hold none
					code &^= 1
				}
				sw.buf.F8[i] = code
				s := sw.scale.F32[(m*sr+r/128)*sc+c/128]
				sw.vals[i] = weights.F8E4M3ToFloat32(code) * s
			}
		}
	}
	return sw
}

// act is n random activations held as e (bf16 values rounded as the kernel reads them) and their
// float32 values.
func act(rng *rand.Rand, e kgen.Elem, n int) (*kgen.Buf, []float32) {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(rng.NormFloat64())
	}
	if e == kgen.EF32 {
		return &kgen.Buf{F32: v}, v
	}
	b := &kgen.Buf{BF16: make([]uint16, n)}
	for i, f := range v {
		b.BF16[i] = weights.Float32ToBF16(f)
		v[i] = weights.BF16ToFloat32(b.BF16[i])
	}
	return b, v
}

func outBuf(e kgen.Elem, n int) *kgen.Buf {
	if e == kgen.EBF16 {
		return &kgen.Buf{BF16: make([]uint16, n)}
	}
	return &kgen.Buf{F32: make([]float32, n)}
}

// checkClose compares got with want element by element: the streaming kernels add in another order
// than the CPU reference, so each element may differ by f32 rounding of its sum (bounded by tol·mag[i],
// mag the sum of the magnitudes of its terms), plus one bf16 rounding when the output is bf16.
func checkClose(t *testing.T, what string, got *kgen.Buf, want, mag []float32, tol float64) {
	t.Helper()
	bad := 0
	for i, w := range want {
		g := float64(got.F32Value(i))
		lim := tol * float64(mag[i])
		if got.BF16 != nil {
			lim += math.Abs(float64(w)) / 256
		}
		if d := math.Abs(g - float64(w)); !(d <= lim) {
			if bad < 5 {
				t.Errorf("%s[%d] = %g, want %g (|Δ| %.3g > %.3g)", what, i, g, w, d, lim)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d elements differ", what, bad, len(want))
	}
}

// absLinear is Linear over |x| and |w|: the magnitude that bounds a dot product's rounding.
func absLinear(x []float32, rows, in int, w []float32, out int) []float32 {
	ax, aw := make([]float32, len(x)), make([]float32, len(w))
	for i, v := range x {
		ax[i] = float32(math.Abs(float64(v)))
	}
	for i, v := range w {
		aw[i] = float32(math.Abs(float64(v)))
	}
	m := make([]float32, rows*out)
	kernels.Linear(m, ax, rows, in, aw, out, nil)
	return m
}

func interpret(t *testing.T, s interface {
	kgen.Spec
	Check() error
}, count int64, args ...any) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	k, l := s.Build()
	if err := kgen.Verify(k); err != nil {
		t.Fatal(err)
	}
	// A kernel that copies by cp.async runs first with its copies landing as they are issued (the
	// earliest the device may write them), then, on the same inputs, as its waits complete them
	// (the latest): its outputs must be the same bits both times.
	var early []*kgen.Buf
	if kgen.CopiesAsync(k) {
		in := snapshot(args)
		if err := kgen.InterpretWith(kgen.InterpretOptions{CopiesAtIssue: true}, k, int(l.Grid.Blocks(count)), l.Block, args...); err != nil {
			t.Fatal(err)
		}
		early = snapshot(args)
		restore(args, in)
	}
	if err := kgen.Interpret(k, int(l.Grid.Blocks(count)), l.Block, args...); err != nil {
		t.Fatal(err)
	}
	if early != nil {
		for i, b := range snapshot(args) {
			if b != nil && !sameBufBits(b, early[i]) {
				t.Fatalf("%s: argument %d differs between copies landing at issue and at their wait", k.Name, i)
			}
		}
	}
}

// sameBufBits reports whether a and b hold the same bits (NaNs with the same payload equal).
func sameBufBits(a, b *kgen.Buf) bool {
	f := func(x []float32) []uint32 {
		out := make([]uint32, len(x))
		for i, v := range x {
			out[i] = math.Float32bits(v)
		}
		return out
	}
	return slices.Equal(f(a.F32), f(b.F32)) && slices.Equal(a.BF16, b.BF16) && slices.Equal(a.I32, b.I32) &&
		slices.Equal(a.I64, b.I64) && slices.Equal(a.F8, b.F8)
}

// snapshot copies each buffer among args (nil for the scalars).
func snapshot(args []any) []*kgen.Buf {
	out := make([]*kgen.Buf, len(args))
	for i, a := range args {
		if b, ok := a.(*kgen.Buf); ok {
			out[i] = &kgen.Buf{F32: slices.Clone(b.F32), BF16: slices.Clone(b.BF16), I32: slices.Clone(b.I32), I64: slices.Clone(b.I64), F8: slices.Clone(b.F8)}
		}
	}
	return out
}

// restore writes a snapshot back into the buffers among args.
func restore(args []any, s []*kgen.Buf) {
	for i, a := range args {
		if b, ok := a.(*kgen.Buf); ok {
			copy(b.F32, s[i].F32)
			copy(b.BF16, s[i].BF16)
			copy(b.I32, s[i].I32)
			copy(b.I64, s[i].I64)
			copy(b.F8, s[i].F8)
		}
	}
}

// TestDenseStreamInterpret runs the dense streaming kernel in the interpreter against kernels.Linear
// on the dequantised weights: bf16 and fp8 weights, f32 and bf16 activations, a token count that takes
// two passes (5 tokens, 4 a pass) and an output width that leaves the last block's rows partly empty.
func TestDenseStreamInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	const in, out, tokens = 512, 38, 5
	for _, c := range []struct {
		x, w, y kgen.Elem
		pipe    bool
	}{
		{kgen.EF32, kgen.EBF16, kgen.EF32, false},
		{kgen.EBF16, kgen.EBF16, kgen.EBF16, false},
		{kgen.EF32, kgen.EF8, kgen.EF32, false},
		{kgen.EBF16, kgen.EF8, kgen.EBF16, false},
		{kgen.EBF16, kgen.EBF16, kgen.EBF16, true},
		{kgen.EF32, kgen.EF8, kgen.EF32, true},
	} {
		t.Run(fmt.Sprintf("%s_%s_%s_pipe%v", c.x, c.w, c.y, c.pipe), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(7, uint64(c.w)))
			w := randWeights(rng, c.w, 1, out, in)
			xb, xv := act(rng, c.x, tokens*in)
			y := outBuf(c.y, tokens*out)
			s := kgen.DenseStreamSpec{X: c.x, Out: c.y, W: c.w, In: in, OutW: out, TT: 4, R: 3, NW: 2, Pipe: c.pipe}
			args := []any{y, xb, w.buf}
			if c.w == kgen.EF8 {
				args = append(args, w.scale)
			}
			interpret(t, s, tokens, append(args, int32(tokens))...)
			want := make([]float32, tokens*out)
			kernels.Linear(want, xv, tokens, in, w.vals, out, nil)
			checkClose(t, "y", y, want, absLinear(xv, tokens, in, w.vals, out), 1e-5)
		})
	}
}

// TestMoEStreamInterpret runs a decode step's routed experts through the streaming kernels (active
// list, fused gate·up·SiLU, down, then MoECombine) in the interpreter against kernels.MoEExpertsFn on
// the dequantised weights, with bf16 and fp8 weights; one expert gets no token and one gets more
// tokens than a pass holds.
func TestMoEStreamInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	const experts, rows = 4, 5
	for _, c := range []struct {
		w             kgen.Elem
		hidden, inter int
		pipe          bool
	}{{kgen.EBF16, 256, 512, false}, {kgen.EF8, 512, 512, false}, {kgen.EBF16, 512, 512, true}, {kgen.EF8, 512, 512, true}} {
		t.Run(fmt.Sprintf("%s_pipe%v", c.w, c.pipe), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(11, uint64(c.w)))
			H, I := c.hidden, c.inter
			gate := randWeights(rng, c.w, experts, I, H)
			up := randWeights(rng, c.w, experts, I, H)
			down := randWeights(rng, c.w, experts, H, I)
			xb, xv := act(rng, kgen.EF32, rows*H)
			// Expert 0 takes every row (5 > TT = 4: two passes), expert 2 one row, expert 3 none.
			route := make([]float32, rows*experts)
			for r := range rows {
				route[r*experts] = float32(0.25 + rng.Float64())
				if r == 3 {
					route[r*experts+2] = 0.5
				} else {
					route[r*experts+1] = float32(0.25 + rng.Float64())
				}
			}
			counts, offsets, prow, pw, slot := moePermute(route, rows, experts)
			slots := len(prow)
			active := &kgen.Buf{I32: make([]int32, experts+1)}
			interpret(t, kgen.MoEActiveSpec{Experts: experts}, rows, active, &kgen.Buf{I32: counts}, int32(rows))
			if d := cmp.Diff([]int32{3, 0, 1, 2, 0}, active.I32); d != "" {
				t.Fatalf("active list (-want +got):\n%s", d)
			}
			actB := &kgen.Buf{F32: make([]float32, slots*I)}
			y := &kgen.Buf{F32: make([]float32, slots*H)}
			base := kgen.MoEStreamSpec{X: kgen.EF32, Out: kgen.EF32, W: c.w, Hidden: int64(H), Inter: int64(I), Experts: experts, TT: 4, R: 2, NW: 2, Blocks: 3, Pipe: c.pipe}
			gu, dn := base, base
			dn.Down = true
			pargs := []any{active, &kgen.Buf{I32: counts}, &kgen.Buf{I32: offsets}}
			guArgs := []any{actB, xb, gate.buf, up.buf}
			dnArgs := []any{y, actB, down.buf}
			if c.w == kgen.EF8 {
				guArgs = append(guArgs, gate.scale, up.scale)
				dnArgs = append(dnArgs, down.scale)
			}
			// Each kernel takes its items from a work counter, which it must leave at 0 for the
			// next launch: the gate/up kernel runs twice on one counter, the second time into a
			// fresh output that must equal the first.
			work := &kgen.Buf{I32: []int32{0, 0}}
			guWork, dnWork := &kgen.Buf{I32: work.I32[0:1]}, &kgen.Buf{I32: work.I32[1:2]}
			guArgs = append(append(guArgs, pargs...), &kgen.Buf{I32: prow}, guWork, int32(rows))
			dnArgs = append(append(dnArgs, pargs...), dnWork, int32(rows))
			interpret(t, gu, rows, guArgs...)
			first := append([]float32(nil), actB.F32...)
			clear(actB.F32)
			interpret(t, gu, rows, guArgs...)
			if d := cmp.Diff(first, actB.F32); d != "" {
				t.Fatalf("gate/up run again on its work counter (-first +second):\n%s", d)
			}
			interpret(t, dn, rows, dnArgs...)
			if d := cmp.Diff([]int32{0, 0}, work.I32); d != "" {
				t.Fatalf("work counters after the launches (-want +got):\n%s", d)
			}
			out := &kgen.Buf{F32: make([]float32, rows*H)}
			comb := kgen.MoECombineSpec{Elem: kgen.EF32, Out: kgen.EF32, Hidden: int64(H), Experts: experts}
			k, l := comb.Build()
			if err := kgen.Interpret(k, int(l.Grid.Blocks(rows)), l.Block, out, y, &kgen.Buf{F32: pw}, &kgen.Buf{I32: slot}, int32(rows)); err != nil {
				t.Fatal(err)
			}

			want := make([]float32, rows*H)
			kernels.MoEExpertsFn(want, xv, rows, H, route, experts, func(e int) ([]float32, []float32, []float32) {
				return gate.vals[e*I*H : (e+1)*I*H], up.vals[e*I*H : (e+1)*I*H], down.vals[e*H*I : (e+1)*H*I]
			}, I)
			// The intermediate is checked first, slot by slot, with its own bound.
			for e := range experts {
				for j := offsets[e]; j < offsets[e+1]; j++ {
					r := int(prow[j])
					g, u := make([]float32, I), make([]float32, I)
					kernels.Linear(g, xv[r*H:(r+1)*H], 1, H, gate.vals[e*I*H:(e+1)*I*H], I, nil)
					kernels.Linear(u, xv[r*H:(r+1)*H], 1, H, up.vals[e*I*H:(e+1)*I*H], I, nil)
					// silu' is within ±1.1, so an error δg in g and δu in u move silu(g)·u by at
					// most 1.1·δg·|u| + |silu(g)|·δu.
					gm := absLinear(xv[r*H:(r+1)*H], 1, H, gate.vals[e*I*H:(e+1)*I*H], I)
					um := absLinear(xv[r*H:(r+1)*H], 1, H, up.vals[e*I*H:(e+1)*I*H], I)
					mag := make([]float32, I)
					for i := range mag {
						sg := float64(g[i]) / (1 + math.Exp(-float64(g[i])))
						mag[i] = float32(1.1*float64(gm[i])*math.Abs(float64(u[i])) + math.Abs(sg)*float64(um[i]))
					}
					kernels.SiluMul(g, g, u)
					got := &kgen.Buf{F32: actB.F32[int(j)*I : int(j+1)*I]}
					checkClose(t, fmt.Sprintf("act[slot %d]", j), got, g, mag, 1e-5)
				}
			}
			mag := make([]float32, rows*H)
			for i := range mag {
				mag[i] = float32(math.Abs(float64(want[i]))) + 1e-3
			}
			checkClose(t, "out", out, want, mag, 1e-3)
		})
	}
}

// TestStreamCheck: shapes the streaming kernels cannot take are errors that say what is expected.
func TestStreamCheck(t *testing.T) {
	for _, c := range []struct {
		s    interface{ Check() error }
		want string
	}{
		{kgen.DenseStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EF8, In: 256, OutW: 8, TT: 4, R: 2, NW: 2},
			"dense_stream: input width 256, expected a positive multiple of 512 (32 lanes × 16 f8e4m3 a load)"},
		{kgen.DenseStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EF32, In: 256, OutW: 8, TT: 4, R: 2, NW: 2},
			"dense_stream: weights f32, expected bf16 or f8e4m3"},
		{kgen.DenseStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, In: 512, OutW: 0, TT: 4, R: 2, NW: 2},
			"dense_stream: 0 output rows, expected a positive count"},
		{kgen.DenseStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, In: 512, OutW: 8, TT: 40, R: 2, NW: 2},
			"dense_stream: 40 tokens a pass, expected 1..32"},
		{kgen.MoEStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, Hidden: 512, Inter: 512, Experts: 8, TT: 32, R: 2, NW: 2, Blocks: 4},
			"moe_stream_gate_up: 32 tokens × 512 columns of f32 staging exceed 48 KiB of static shared memory"},
		{kgen.MoEStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, Hidden: 512, Inter: 512, Experts: 8, TT: 8, R: 2, NW: 2},
			"moe_stream_gate_up: 0 blocks, expected at least 1"},
		{kgen.MoEActiveSpec{Experts: 2000}, "moe_active: 2000 experts, expected 1..1024 (one block)"},
		{kgen.DenseStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, In: 256, OutW: 8, TT: 4, R: 2, NW: 16, Pipe: true},
			"dense_stream: pipelined staging of 256 columns over 512 threads, expected the threads to divide the columns"},
	} {
		err := c.s.Check()
		if err == nil || err.Error() != c.want {
			t.Errorf("%+v: error %v, want %q", c.s, err, c.want)
		}
	}
}

// streamGolden is one small instance of each streaming kernel and variant.
var streamGolden = map[string]kgen.Spec{
	"dense_stream_bf16": kgen.DenseStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, In: 256, OutW: 8, TT: 2, R: 2, NW: 1},
	"dense_stream_fp8":  kgen.DenseStreamSpec{X: kgen.EF32, Out: kgen.EF32, W: kgen.EF8, In: 512, OutW: 8, TT: 2, R: 1, NW: 1},
	"moe_active":        kgen.MoEActiveSpec{Experts: 8},
	"dense_stream_pipe": kgen.DenseStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, In: 512, OutW: 8, TT: 2, R: 1, NW: 4, Pipe: true},
	"moe_stream_gate_up": kgen.MoEStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, Hidden: 256, Inter: 64,
		Experts: 4, TT: 2, R: 1, NW: 1, Blocks: 2},
	"moe_stream_down_fp8": kgen.MoEStreamSpec{Down: true, X: kgen.EBF16, Out: kgen.EF32, W: kgen.EF8, Hidden: 64, Inter: 512,
		Experts: 4, TT: 2, R: 1, NW: 1, Blocks: 2},
	"moe_mma_gate_up": kgen.MoEStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, Hidden: 64, Inter: 32,
		Experts: 4, TT: 16, R: 1, NW: 1, Blocks: 2, MMA: true, U: 1},
	"moe_mma_down_fp8": kgen.MoEStreamSpec{Down: true, X: kgen.EBF16, Out: kgen.EF32, W: kgen.EF8, Hidden: 16, Inter: 64,
		Experts: 4, TT: 8, R: 1, NW: 1, Blocks: 2, MMA: true, U: 1},
	"linear_decode":       kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 256, OutW: 32, TT: 8, S: 2, U: 2},
	"linear_decode_bias":  kgen.LinearDecodeSpec{Out: kgen.EF32, Bias: true, In: 64, OutW: 16, TT: 16, S: 1, U: 1},
	"linear_decode_res":   kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 256, OutW: 32, TT: 8, S: 2, U: 2, M: 3, Residual: true, Sum: kgen.EF32},
	"linear_decode_group": kgen.LinearDecodeSpec{Out: kgen.EBF16, Bias: true, In: 128, OutW: 32, Group: [3]int64{16, 16}, TT: 8, S: 2, U: 2, M: 3},
}

// TestStreamGolden compares each streaming kernel's LLVM IR with testdata/<case>.ll (-update
// rewrites them), and checks that the weights are read with 16-byte non-coherent loads.
func TestStreamGolden(t *testing.T) {
	for name, s := range streamGolden {
		t.Run(name, func(t *testing.T) {
			k, _ := s.Build()
			if err := kgen.Verify(k); err != nil {
				t.Fatal(err)
			}
			got := kgen.Lower([]*kgen.Kernel{k}).String()
			if name != "moe_active" && (!strings.Contains(got, "load <4 x i32>, <4 x i32> addrspace(1)*") || !strings.Contains(got, "!invariant.load")) {
				t.Errorf("%s: no 16-byte invariant load of the weights", name)
			}
			testflags.Golden(t, filepath.Join("testdata", name+".ll"), got)
		})
	}
}

// TestStreamWideWeights: one DeepSeek-V3 layer's stacked expert matrices hold 256·2048·7168 ≈ 3.8·10⁹
// elements, past an i32 index (the first device run of these kernels faulted on exactly that), so
// every weight load must index in i64.
func TestStreamWideWeights(t *testing.T) {
	specs := []kgen.Spec{
		kgen.MoEStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, Hidden: dsHidden, Inter: dsInter, Experts: dsExperts, TT: 8, R: 1, NW: 4, Blocks: 8},
		kgen.MoEStreamSpec{Down: true, X: kgen.EBF16, Out: kgen.EF32, W: kgen.EF8, Hidden: dsHidden, Inter: dsInter, Experts: dsExperts, TT: 8, R: 2, NW: 4, Blocks: 8},
		kgen.DenseStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, In: 16384, OutW: 7168, TT: 8, R: 2, NW: 4},
		kgen.LinearDecodeSpec{Out: kgen.EBF16, In: 7168, OutW: 129280, TT: 8, S: 8, U: 4}, // the head
		kgen.MoEStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: kgen.EBF16, Hidden: dsHidden, Inter: dsInter, Experts: dsExperts, TT: 8, R: 1, NW: 4, Blocks: 8, MMA: true, U: 2},
		kgen.MoEStreamSpec{Down: true, X: kgen.EBF16, Out: kgen.EF32, W: kgen.EF8, Hidden: dsHidden, Inter: dsInter, Experts: dsExperts, TT: 16, R: 4, NW: 4, Blocks: 8, MMA: true, U: 2},
	}
	for _, s := range specs {
		k, _ := s.Build()
		n := 0
		var walk func(vs []*kgen.Value)
		walk = func(vs []*kgen.Value) {
			for _, v := range vs {
				// The tensor-core kernels also read activations with LoadV; those are small.
				if v.Op == kgen.OpLoadV && k.Params[v.Args[0].Aux].Name != "x" && k.Params[v.Args[0].Aux].Name != "act" {
					n++
					if v.Args[1].Type != kgen.TI64 {
						t.Errorf("%s: v%d loads weights at a %s index, expected i64", k.Name, v.ID, v.Args[1].Type)
					}
				}
				walk(v.Body)
				walk(v.Else)
			}
		}
		walk(k.Body)
		if n == 0 {
			t.Errorf("%s: no 16-byte weight loads", k.Name)
		}
	}
}
