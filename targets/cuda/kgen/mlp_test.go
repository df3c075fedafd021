package kgen_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/targets/cpu/kernels"
	"afdc/targets/cuda/kgen"
)

// mlpFunc is @forward(x) = down(silu(gate·x) · (up·x)) as lowering writes a gated MLP, with weights of
// dt; extra, when set, reads the gate's result a second time (an add after the MLP).
func mlpFunc(h, inter int64, dt ir.DType, extra bool) *ir.Func {
	x := &ir.Value{Type: ir.T(ir.BF16, ir.Tokens, h)}
	op := func(k ir.OpKind, t ir.Type, ws []*ir.Param, args ...*ir.Value) *ir.Op {
		o := &ir.Op{Kind: k, Args: args, Weights: ws, Attrs: ir.Attrs{}}
		o.Result = &ir.Value{Type: t, Def: o}
		return o
	}
	param := func(name string, out, in int64) []*ir.Param {
		return []*ir.Param{{Name: name, Type: ir.T(dt, out, in), Role: ir.RoleFFN}}
	}
	g := op(ir.OpLinear, ir.T(ir.BF16, ir.Tokens, inter), param("gate_proj.weight", inter, h), x)
	u := op(ir.OpLinear, ir.T(ir.BF16, ir.Tokens, inter), param("up_proj.weight", inter, h), x)
	a := op(ir.OpSiluMul, ir.T(ir.BF16, ir.Tokens, inter), nil, g.Result, u.Result)
	d := op(ir.OpLinear, ir.T(ir.BF16, ir.Tokens, h), param("down_proj.weight", h, inter), a.Result)
	f := &ir.Func{Name: "forward", Args: []*ir.Value{x}, Body: []*ir.Op{g, u, a, d}, Results: []*ir.Value{d.Result}}
	if extra {
		s := op(ir.OpSiluMul, ir.T(ir.BF16, ir.Tokens, inter), nil, g.Result, g.Result)
		f.Body = append(f.Body, s)
		f.Results = append(f.Results, s.Result)
	}
	return f
}

// TestMLPs: every dense FFN and shared expert of a lowered program is found (one per dense layer,
// one per MoE layer's shared experts), and an MLP whose gate result is read elsewhere is not.
func TestMLPs(t *testing.T) {
	for _, c := range []struct {
		model string
		want  int
	}{{"tiny-deepseek-v3", 4}, {"tiny-glm4-moe", 3}, {"deepseek-v3", 61}} {
		cfg, err := compiler.LoadConfig(c.model)
		if err != nil {
			t.Fatal(err)
		}
		a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cuda", Stages: 1})
		if err != nil {
			t.Fatal(err)
		}
		ms := kgen.MLPs(a.Full.Func("forward"))
		if len(ms) != c.want {
			t.Errorf("%s: %d MLPs, expected %d", c.model, len(ms), c.want)
		}
		for _, m := range ms {
			if m.Act.Args[0] != m.Gate.Result || m.Act.Args[1] != m.Up.Result || m.Down.Args[0] != m.Act.Result {
				t.Errorf("%s: MLP of %s is not gate, up → silu_mul → down", c.model, m.Down.Weights[0].Name)
			}
		}
		// At full width the streaming kernels take them; DeepSeek-V3's shared expert and dense FFN.
		if c.model == "deepseek-v3" {
			for _, m := range ms {
				if specs := kgen.StreamingMLP(m); len(specs) != 2 {
					t.Errorf("%s: MLP of %s has %d streaming kernels, expected gate·up and down", c.model, m.Down.Weights[0].Name, len(specs))
				}
			}
		}
	}
	if ms := kgen.MLPs(mlpFunc(512, 256, ir.BF16, true)); len(ms) != 0 {
		t.Errorf("an MLP whose gate result is read twice: found %d, expected none (its ops must run as written)", len(ms))
	}
	if ms := kgen.MLPs(mlpFunc(512, 256, ir.F32, false)); len(ms) != 1 || kgen.StreamingMLP(ms[0]) != nil {
		t.Errorf("f32 weights: %d MLPs, expected one without streaming kernels (they stream bf16)", len(ms))
	}
}

// TestStreamingMLPInterpret: one token through a gated MLP's streaming kernels, with the one-expert
// work list the backend passes (active [1, 0], counts [1], offsets [0, 1], perm_rows [0]), against
// the CPU reference (Linear, SiLU·mul, Linear) on the same bf16 weights.
func TestStreamingMLPInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	const H, I = 512, 1024
	ms := kgen.MLPs(mlpFunc(H, I, ir.BF16, false))
	if len(ms) != 1 {
		t.Fatalf("%d MLPs, expected 1", len(ms))
	}
	specs := kgen.StreamingMLP(ms[0])
	if len(specs) != 2 {
		t.Fatalf("%d streaming kernels, expected 2", len(specs))
	}
	rng := rand.New(rand.NewPCG(5, 9))
	gate, up, down := randWeights(rng, kgen.EBF16, 1, I, H), randWeights(rng, kgen.EBF16, 1, I, H), randWeights(rng, kgen.EBF16, 1, H, I)
	xb, xv := act(rng, kgen.EBF16, H)
	work := []int32{1, 0, 0, 1}
	list := func() []any {
		return []any{&kgen.Buf{I32: work[0:2]}, &kgen.Buf{I32: work[0:1]}, &kgen.Buf{I32: work[2:4]}}
	}
	counter := &kgen.Buf{I32: []int32{0}}
	a := &kgen.Buf{BF16: make([]uint16, I)}
	run := func(s kgen.Spec, args ...any) {
		t.Helper()
		k, l := s.Build()
		if err := kgen.Verify(k); err != nil {
			t.Fatal(err)
		}
		if err := kgen.Interpret(k, int(l.Grid.Blocks(1)), l.Block, args...); err != nil {
			t.Fatal(err)
		}
	}
	run(specs[0], append(append([]any{a, xb, gate.buf, up.buf}, list()...), &kgen.Buf{I32: work[2:3]}, counter, int32(1))...)
	y := &kgen.Buf{BF16: make([]uint16, H)}
	run(specs[1], append(append([]any{y, a, down.buf}, list()...), counter, int32(1))...)
	if counter.I32[0] != 0 {
		t.Errorf("work counter left at %d, expected 0 for the next launch", counter.I32[0])
	}
	g, u := make([]float32, I), make([]float32, I)
	kernels.Linear(g, xv, 1, H, gate.vals, I, nil)
	kernels.Linear(u, xv, 1, H, up.vals, I, nil)
	gm, um := absLinear(xv, 1, H, gate.vals, I), absLinear(xv, 1, H, up.vals, I)
	mag := make([]float32, I)
	for i := range mag {
		sg := float64(g[i]) / (1 + math.Exp(-float64(g[i])))
		mag[i] = float32(1.1*float64(gm[i])*math.Abs(float64(u[i])) + math.Abs(sg)*float64(um[i]))
	}
	kernels.SiluMul(g, g, u)
	checkClose(t, "act", a, g, mag, 1e-5)
	// The down kernel reads the activation as the kernel stored it (bf16).
	av := make([]float32, I)
	for i := range av {
		av[i] = a.F32Value(i)
	}
	want := make([]float32, H)
	kernels.Linear(want, av, 1, I, down.vals, H, nil)
	checkClose(t, "y", y, want, absLinear(av, 1, I, down.vals, H), 1e-5)
}
