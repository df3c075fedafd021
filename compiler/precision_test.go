package compiler

import (
	"fmt"
	"strings"
	"testing"

	"afdc/ir"
)

// TestCUDAPrecision: a cuda bf16 build keeps the residual stream, the attention's output projection,
// the routed experts' sum (with shared experts), the router's logits and the logits in f32, feeds
// every GEMM bf16, and
// exchanges the same bf16 tensors as a bf16 build without the policy (the ascend target's); the f32
// build and the other targets are lowered as before.
func TestCUDAPrecision(t *testing.T) {
	for _, name := range []string{"deepseek-v3", "deepseek-v2-lite", "glm-4.5"} {
		t.Run(name, func(t *testing.T) {
			a := compilePreset(t, name, BuildOptions{Target: "cuda", Stages: 1})
			f := a.Full.Func("forward")
			res := map[*ir.Value]bool{} // the residual stream
			counts := map[string]int{}
			for _, op := range f.Body {
				dt := func() ir.DType { return op.Result.Type.DType }
				switch op.Kind {
				case ir.OpEmbedding:
					res[op.Result] = true
					if dt() != ir.F32 {
						t.Errorf("embedding stores %s, expected f32 (the residual stream's start)", dt())
					}
				case ir.OpAdd:
					if res[op.Args[0]] {
						res[op.Result] = true
						counts["residual add"]++
						if dt() != ir.F32 {
							t.Errorf("residual add %s, expected f32", op.Result.Type)
						}
					} else if dt() != ir.BF16 {
						t.Errorf("the FFN's result (routed + shared) is %s, expected bf16 (the wire's)", dt())
					}
				case ir.OpRMSNorm:
					if dt() != ir.BF16 {
						t.Errorf("rms_norm @%s stores %s, expected bf16 (the GEMMs' input)", op.Weights[0].Name, dt())
					}
				case ir.OpLinear:
					if op.Args[0].Type.DType != ir.BF16 {
						t.Errorf("linear @%s reads %s, expected bf16", op.Weights[0].Name, op.Args[0].Type)
					}
					w := op.Weights[0].Name
					operands, _ := op.Attrs.Str("operands")
					switch {
					case strings.HasSuffix(w, "mlp.gate.weight"):
						counts["router"]++
						// HF's gate multiplies in fp32; its input and weight hold bf16 values,
						// whose products fp32 holds exactly.
						if dt() != ir.F32 || operands != "bf16" || op.Weights[0].Type.DType != ir.BF16 {
							t.Errorf("router @%s (%s): %s, operands %q; expected f32 from bf16 operands (HF's fp32 gate of bf16 values)", w, op.Weights[0].Type, dt(), operands)
						}
					case strings.Contains(w, "o_proj") || w == "lm_head.weight" || w == "model.embed_tokens.weight":
						counts["f32 projection"]++
						if dt() != ir.F32 || operands != "bf16" {
							t.Errorf("@%s: %s, operands %q; expected f32 from bf16 operands", w, dt(), operands)
						}
					case dt() != ir.BF16:
						t.Errorf("@%s stores %s, expected bf16", w, dt())
					}
				case ir.OpMoEExperts:
					counts["experts"]++
					if dt() != ir.F32 {
						t.Errorf("moe_experts stores %s, expected the f32 sum (the model has shared experts)", dt())
					}
				}
			}
			layers := int(a.Config.Layers)
			want := map[string]int{"residual add": 2 * layers, "f32 projection": layers + 1,
				"router": int(a.Config.MoELayers()), "experts": int(a.Config.MoELayers())}
			if fmt.Sprint(counts) != fmt.Sprint(want) {
				t.Errorf("ops seen %v, expected %v", counts, want)
			}
			// The exchanged tensors are the ascend bf16 build's, which lowers without the policy.
			plain := compilePreset(t, name, BuildOptions{Target: "ascend", Stages: 1})
			if got, want := fmt.Sprint(a.Wire), fmt.Sprint(plain.Wire); got != want {
				t.Errorf("wire %s, expected the plain bf16 build's %s", got, want)
			}
			// The f32 build has no dtype attributes at all.
			f32 := compilePreset(t, name, BuildOptions{Target: "cuda", ActDType: "f32", Stages: 1})
			for _, op := range f32.Full.Func("forward").Body {
				if _, ok := op.Attrs["operands"]; ok || op.Kind != ir.OpEmbedding && op.Kind != ir.OpLinear && op.Attrs["dtype"] != nil {
					t.Errorf("f32 build: %s carries %v", op.Info().Name, op.Attrs)
				}
			}
		})
	}
}

// TestCUDARouterF32Weight: a checkpoint whose weights are fp32, built with bf16 activations, keeps
// its router's GEMM in fp32: bf16 operands would round the gate's weight.
func TestCUDARouterF32Weight(t *testing.T) {
	c, err := ParseConfig("config.json", "f32", editPreset(t, "tiny-deepseek-v3", map[string]any{"torch_dtype": "float32"}))
	if err != nil {
		t.Fatal(err)
	}
	a, err := Compile(c, BuildOptions{Target: "cuda", ActDType: "bf16", Stages: 1, VerifyEach: true})
	if err != nil {
		t.Fatal(err)
	}
	routers := 0
	for _, op := range a.Full.Func("forward").Body {
		if op.Kind == ir.OpLinear && strings.HasSuffix(op.Weights[0].Name, "mlp.gate.weight") {
			routers++
			if operands, _ := op.Attrs.Str("operands"); operands != "" || op.Weights[0].Type.DType != ir.F32 {
				t.Errorf("router @%s (%s): operands %q, expected fp32 ones (none named)", op.Weights[0].Name, op.Weights[0].Type, operands)
			}
		}
	}
	if routers == 0 {
		t.Error("no router linear in the tiny DeepSeek-V3")
	}
}
