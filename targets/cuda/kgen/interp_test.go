package kgen_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/runtime/weights"
	"afdc/targets/cuda/kgen"
)

// TestInterpretTiny runs every kernel kind of the tiny presets' programs (f32 and bf16 activations)
// in the kernel IR interpreter on the device check's random inputs and requires the CPU reference's
// exact bits (rounded to bf16 for bf16 outputs). It needs no GPU
// and no llc, so CI checks the kernels' logic on every change.
func TestInterpretTiny(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	w := &checkWriter{mem: map[string]any{}, rng: rand.New(rand.NewPCG(3, 5))}
	seen := map[string]bool{}
	for _, model := range []string{"tiny-deepseek-v3", "tiny-deepseek-v2", "tiny-glm4-moe"} {
		// cpu programs have f32 activations, cuda programs bf16.
		for _, m := range append(roleModules(t, model, "cpu"), roleModules(t, model, "cuda")...) {
			specs, _, err := kgen.Plan(m)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range specs {
				k, _ := s.Build()
				if seen[k.Name] {
					continue
				}
				seen[k.Name] = true
				if err := w.caseFor(model, s); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for _, c := range w.cases {
		if err := runCase(w, c); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
	}
	if len(w.cases) < 12 {
		t.Errorf("%d cases, expected every kernel kind of three tiny models", len(w.cases))
	}
}

func runCase(w *checkWriter, c checkCase) error {
	args := make([]any, len(c.Args))
	for i, a := range c.Args {
		switch a.Kind {
		case "i32":
			args[i] = int32(a.Value)
		case "f32":
			args[i] = float32(a.Value)
		case "zeros":
			args[i] = newBuf(a.DType, a.N)
		case "buf":
			args[i] = toBuf(w.mem[a.File])
		}
	}
	if err := kgen.Interpret(c.kernel, int(c.Grid), c.Block, args...); err != nil {
		return err
	}
	for _, o := range c.Outputs {
		got := args[o.Arg].(*kgen.Buf)
		switch ref := w.mem[o.Ref].(type) {
		case []int32:
			for i, x := range ref {
				if got.I32[i] != x {
					return fmt.Errorf("output %d [%d] = %d, CPU %d", o.Arg, i, got.I32[i], x)
				}
			}
		case []float32:
			var scale float64
			for _, x := range ref {
				scale = max(scale, math.Abs(float64(x)))
			}
			bf16 := got.BF16 != nil
			for i, x := range ref {
				g := got.F32Value(i)
				if o.Tol > 0 {
					lim := o.Tol * scale
					if bf16 { // the kernel's f32 result is rounded once more, to bf16
						lim += math.Abs(float64(x)) / 256
					}
					if d := math.Abs(float64(g) - float64(x)); d > lim {
						return fmt.Errorf("output %d [%d] = %v, CPU %v: |Δ| %.3g > %.0e·max|ref| %.3g", o.Arg, i, g, x, d, o.Tol, scale)
					}
					continue
				}
				if bf16 {
					x = weights.BF16ToFloat32(weights.Float32ToBF16(x))
				}
				if math.Float32bits(g) != math.Float32bits(x) && !(g != g && x != x) {
					return fmt.Errorf("output %d [%d] = %v, CPU %v", o.Arg, i, g, x)
				}
			}
		}
	}
	return nil
}

func newBuf(dtype string, n int) *kgen.Buf {
	switch dtype {
	case "f32":
		return &kgen.Buf{F32: make([]float32, n)}
	case "bf16":
		return &kgen.Buf{BF16: make([]uint16, n)}
	case "i64":
		return &kgen.Buf{I64: make([]int64, n)}
	}
	return &kgen.Buf{I32: make([]int32, n)}
}

func toBuf(v any) *kgen.Buf {
	switch x := v.(type) {
	case []float32:
		return &kgen.Buf{F32: append([]float32(nil), x...)}
	case []uint16:
		return &kgen.Buf{BF16: append([]uint16(nil), x...)}
	case []int32:
		return &kgen.Buf{I32: append([]int32(nil), x...)}
	case []int64:
		return &kgen.Buf{I64: append([]int64(nil), x...)}
	}
	panic(fmt.Sprintf("toBuf: %T", v))
}

// TestInterpretQueueOps: AtomicAdd yields the old value and adds to the buffer; While runs while
// the variable stays below the bound, the body deciding the next index; SLoadV reads 4 words of a
// shared array and refuses an index off a multiple of 4.
func TestInterpretQueueOps(t *testing.T) {
	k := kgen.NewKernel("queue_ops")
	out := k.Param("out", kgen.PPtr, kgen.EI32)
	ctr := k.Param("ctr", kgen.PPtr, kgen.EI32)
	at := k.Param("at", kgen.PI32, 0)
	tid := k.Tid()
	sm := k.Shared(kgen.TI32, 8)
	k.SStore(sm, tid, k.Mul(tid, k.I32(10)))
	k.Barrier()
	k.If(k.Eq(tid, k.I32(0)), func() {
		v := k.SLoadV(sm, at)
		for i := range int64(4) {
			k.Store(out, k.I32(i), k.Lane(v, i))
		}
		i := k.Var(k.AtomicAdd(ctr, k.I32(0), k.I32(3)))
		n := k.Var(k.I32(0))
		k.While(i, k.I32(10), func(x *kgen.Value) {
			k.Set(n, k.Add(k.Get(n), k.I32(1)))
			k.Set(i, k.Add(x, k.AtomicAdd(ctr, k.I32(0), k.I32(3))))
		})
		k.Store(out, k.I32(4), k.Get(n))
		k.Store(out, k.I32(5), k.Get(i))
	}, nil)
	if err := kgen.Verify(k); err != nil {
		t.Fatal(err)
	}
	o, c := &kgen.Buf{I32: make([]int32, 6)}, &kgen.Buf{I32: []int32{1}}
	if err := kgen.Interpret(k, 1, 8, o, c, int32(4)); err != nil {
		t.Fatal(err)
	}
	// Words 4..7 hold 40..70. i starts at the counter's old value 1; each pass adds the next old
	// value (4, then 7: the counter grows by 3 an add), so the body runs at i = 1 and 5 and the
	// loop stops at 12, the counter at 10.
	if d := cmp.Diff([]int32{40, 50, 60, 70, 2, 12}, o.I32); d != "" {
		t.Errorf("outputs (-want +got):\n%s", d)
	}
	if c.I32[0] != 10 {
		t.Errorf("counter %d after three adds of 3 from 1, expected 10", c.I32[0])
	}
	if err := kgen.Interpret(k, 1, 8, &kgen.Buf{I32: make([]int32, 6)}, &kgen.Buf{I32: []int32{1}}, int32(2)); err == nil || !strings.Contains(err.Error(), "expected a multiple of 4") {
		t.Errorf("SLoadV at word 2: %v, expected the alignment error", err)
	}
}

// TestInterpretFlashPrefill runs the device check's flash prefill cases in the interpreter:
// DeepSeek-V3's widths (q·k 192 in six 32-column chunks, values 128) with 2 heads, and GLM-4.5's
// head_dim 128 with 2 heads a kv head, a chunk of 130 queries after 37 cached tokens, against the
// float64 reference the device check ships, at the device check's tolerance; and its cache gather
// case (DeepSeek-V3's latent and rope key), bit for bit.
func TestInterpretFlashPrefill(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	w := &checkWriter{mem: map[string]any{}, rng: rand.New(rand.NewPCG(4, 4))}
	for _, s := range []kgen.Spec{
		kgen.FlashPrefillSpec{Source: kgen.FlashMLA, Heads: 2, Dk: 192, Dv: 128, Nope: 128, Scale: 0.1352},
		kgen.FlashPrefillSpec{Source: kgen.FlashGQA, Heads: 4, KVHeads: 2, Dk: 128, Dv: 128, Scale: 0.0884},
		kgen.MLACacheGatherSpec{Elem: kgen.EBF16, Rank: 512, Rope: 64},
	} {
		if err := w.caseFor("flash", s); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range w.cases {
		if err := runCase(w, c); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
	}
}
