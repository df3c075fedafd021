package ir

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// verifyBase is a small valid module; each verifier case breaks one rule of it.
//
//	func @forward(%0: f32[T,5], %1: i32[T]) -> f32[T,4] {
//	  %2 = linear %0, @w : f32[T,4]
//	  %3 = rms_norm %2, @g {eps=1e-06} : f32[T,4]
//	  %4 = add %2, %3 : f32[T,4]
//	  return %4
//	}
func verifyBase() *Module {
	m := &Module{Name: "t", Role: RoleFull}
	w := m.AddParam(&Param{Name: "w", Type: T(F32, 4, 5), Role: RoleAttention, Ckpt: "w"})
	g := m.AddParam(&Param{Name: "g", Type: T(F32, 4), Role: RoleBoth, Ckpt: "g"})
	m.AddParam(&Param{Name: "e", Type: T(F8E4M3, 8, 16, 4), Role: RoleFFN, Ckpt: "e.*.w", Experts: 8, Block: [2]int64{128, 128}})
	f := m.NewFunc("forward", T(F32, Tokens, 5), T(I32, Tokens))
	l := f.NewOp(OpLinear, []*Value{f.Args[0]}, []*Param{w}, nil)
	n := f.NewOp(OpRMSNorm, []*Value{l.Result}, []*Param{g}, Attrs{"eps": 1e-06})
	a := f.NewOp(OpAdd, []*Value{l.Result, n.Result}, nil, nil)
	f.Results = []*Value{a.Result}
	return m
}

func TestVerifyBase(t *testing.T) {
	if err := Verify(verifyBase()); err != nil {
		t.Fatalf("Verify of the base module: %v", err)
	}
}

func TestVerify(t *testing.T) {
	body := func(m *Module, i int) *Op { return m.Funcs[0].Body[i] }
	for _, tc := range []struct {
		name   string
		mutate func(m *Module)
		want   string
	}{
		{"module role", func(m *Module) { m.Role = RoleBoth }, "module @t: role both, expected full, attention or ffn"},
		{"module attr type", func(m *Module) { m.Attrs = Attrs{"n": 3} }, "module @t: attribute n is int, expected int64, float64, string, bool or []int64"},
		{"empty param name", func(m *Module) { m.Params[0].Name = "" },
			`param @"": empty name`},
		{"duplicate param", func(m *Module) { m.Params[1].Name = "w" }, "param @w: defined twice, expected unique names"},
		{"param role full", func(m *Module) { m.Params[1].Role = RoleFull }, "param @g: role full, expected attention, ffn or both"},
		{"param of the other role", func(m *Module) { m.Role = RoleAttention; m.Params = m.Params[:2] },
			""},
		{"param not loaded", func(m *Module) { m.Role = RoleFFN },
			"param @w: role attention, but a module of role ffn loads only ffn and both parameters"},
		{"stack shape", func(m *Module) { m.Params[2].Type = T(F8E4M3, 7, 16, 4) },
			"param @e: stacked over 8 experts, but the type is f8e4m3[7,16,4], expected [8, ...]"},
		{"stack pattern", func(m *Module) { m.Params[2].Ckpt = "e.*.*.w" },
			`param @e: stacked checkpoint name "e.*.*.w" has 2 '*', expected exactly one for the expert index`},
		{"stack of a scalar", func(m *Module) { m.Params[2].Type = T(F8E4M3) },
			"param @e: stacked over 8 experts, but the type is f8e4m3[], expected [8, ...]"},
		{"negative experts", func(m *Module) { m.Params[2].Experts = -1 }, "param @e: experts -1, expected a positive count or none"},
		{"block sizes", func(m *Module) { m.Params[2].Block = [2]int64{128, 0} }, "param @e: block 128x0, expected positive sizes"},
		{"block on a vector", func(m *Module) { m.Params[2].Type = T(F8E4M3, 8, 16); m.Params[2].Block = [2]int64{1, 1} },
			"param @e: block 1x1 on tensors of shape [16], expected a matrix"},
		{"zero dim param", func(m *Module) { m.Params[1].Type = T(F32, 0) },
			"param @g: type f32[0] has dim 0 of size 0, expected a positive size"},
		{"invalid dtype", func(m *Module) { m.Params[1].Type.DType = DType(42) },
			"param @g: type dtype(42)[4] has dtype dtype(42), expected one of f32, bf16, f16, f8e4m3, i32, i64"},
		{"arg dim symbol", func(m *Module) { m.Funcs[0].Args[1].Type = T(I32, Sym("S")) },
			`@forward: argument %1: type i32[S] has dim 0 "S", expected a size, T, B or P`},
		{"duplicate function", func(m *Module) { m.NewFunc("forward") }, "@forward: function defined twice, expected unique names"},
		{"empty function name", func(m *Module) { m.NewFunc("") }, "function 1 has an empty name"},
		{"invalid op kind", func(m *Module) { body(m, 2).Kind = OpInvalid }, "@forward: op 2 has kind invalid, expected an op of the table"},
		{"out-of-table op kind", func(m *Module) { body(m, 2).Kind = OpKind(99) }, "@forward: op 2 has kind op(99), expected an op of the table"},
		{"wrong arity", func(m *Module) { body(m, 2).Args = body(m, 2).Args[:1] }, "@forward: %4 = add: 1 args, expected 2"},
		{"too many weights", func(m *Module) {
			body(m, 0).Weights = append(body(m, 0).Weights, m.Params[0], m.Params[1], m.Params[1])
		},
			"@forward: %2 = linear: 4 weights, expected 1 to 3"},
		{"unknown attr", func(m *Module) { body(m, 1).Attrs["epsilon"] = 1e-5 }, "@forward: %3 = rms_norm: unknown attribute epsilon"},
		{"missing attr", func(m *Module) { delete(body(m, 1).Attrs, "eps") }, "@forward: %3 = rms_norm: missing attribute eps"},
		{"attr kind", func(m *Module) { body(m, 1).Attrs["eps"] = "small" }, "@forward: %3 = rms_norm: attribute eps is small, expected float"},
		{"bad enum", func(m *Module) { body(m, 0).Attrs["dtype"] = "f8e4m3" },
			`@forward: %2 = linear: attribute dtype is "f8e4m3", expected one of [f32 bf16 f16]`},
		{"use before def", func(m *Module) { body(m, 1).Args[0] = body(m, 2).Result },
			"@forward: %3 = rms_norm: arg 0 (%4) is used before its definition"},
		{"value of another function", func(m *Module) {
			g := m.NewFunc("other", T(F32, Tokens, 4))
			body(m, 2).Args[1] = g.Args[0]
		}, "@forward: %4 = add: arg 1 (%?) is not defined in the function"},
		{"nil arg", func(m *Module) { body(m, 2).Args[1] = nil }, "@forward: %4 = add: arg 1 is nil"},
		{"foreign weight", func(m *Module) {
			body(m, 1).Weights[0] = &Param{Name: "g", Type: T(F32, 4), Role: RoleBoth, Ckpt: "g"}
		}, "@forward: %3 = rms_norm: weight @g is not a parameter of the module"},
		{"nil weight", func(m *Module) { body(m, 1).Weights[0] = nil }, "@forward: %3 = rms_norm: weight 0 is nil"},
		{"op in wrong role", func(m *Module) {
			f := m.Funcs[0]
			f.NewOp(OpRecv, nil, nil, Attrs{"layer": int64(0), "dtype": "f32", "width": int64(4)})
		}, "@forward: %5 = recv: not allowed in a module of role full, expected roles attention"},
		{"type mismatch", func(m *Module) { body(m, 1).Result.Type = T(BF16, Tokens, 4) },
			"@forward: %3 = rms_norm: result type bf16[T,4], expected f32[T,4]\n@forward: %4 = add: operands are f32[T,4] and bf16[T,4], expected equal types"},
		{"type rule", func(m *Module) { m.Params[0].Type = T(BF16, 3, 4) },
			"@forward: %2 = linear: weight @w is bf16[3,4], expected [out, 5] to match input f32[T,5]"},
		{"missing result", func(m *Module) { body(m, 0).Result = nil },
			"@forward: linear (op 0): has no result, expected one\n" +
				"@forward: %2 = rms_norm: arg 0 (%?) is not defined in the function\n" +
				"@forward: %3 = add: arg 0 (%?) is not defined in the function"},
		{"send with result", func(m *Module) {
			op := &Op{Kind: OpSend, Args: []*Value{body(m, 2).Result}, Attrs: Attrs{"kind": "dense", "layer": int64(0)}}
			op.Result = &Value{Type: T(F32, Tokens, 4), Def: op}
			m.Funcs[0].Body = append(m.Funcs[0].Body, op)
		}, "@forward: %5 = send: not allowed in a module of role full, expected roles attention\n@forward: %5 = send: has a result, expected none"},
		{"result defined twice", func(m *Module) { m.Funcs[0].Body = append(m.Funcs[0].Body, body(m, 2)) },
			"@forward: %4 = add: result %4 is defined twice"},
		{"result of another op", func(m *Module) { body(m, 2).Result.Def = body(m, 1) },
			"@forward: %4 = add: result %4 names another defining op"},
		{"undefined function result", func(m *Module) { m.Funcs[0].Results = append(m.Funcs[0].Results, &Value{Type: T(F32, 4)}) },
			"@forward: return value 1 (%?) is not defined in the function"},
		{"nil pieces", func(m *Module) {
			m.Params = append(m.Params, nil)
			m.Funcs = append(m.Funcs, nil)
			m.Funcs[0].Body = append(m.Funcs[0].Body, nil)
		}, "module @t: nil parameter\n@forward: op 3 is nil\nfunction 1 is nil"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := verifyBase()
			tc.mutate(m)
			err := Verify(m)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("Verify: %v, want no error", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("Verify found nothing, want %q", tc.want)
			}
			if diff := cmp.Diff(tc.want, err.Error()); diff != "" {
				t.Errorf("Verify (-want +got):\n%s", diff)
			}
		})
	}
}

func TestVerifyNil(t *testing.T) {
	if err := Verify(nil); err == nil || err.Error() != "nil module" {
		t.Errorf("Verify(nil) = %v, want nil module", err)
	}
}

// TestVerifyRoles checks the op role sets: an attention-only or full/attention op placed in an FFN
// module is reported, once per op.
func TestVerifyRoles(t *testing.T) {
	m := &Module{Name: "t", Role: RoleFFN}
	f := m.NewFunc("f", T(BF16, Tokens, 8))
	f.NewOp(OpRemoteFFN, []*Value{f.Args[0]}, nil, Attrs{"kind": "dense", "layer": int64(1)})
	f.NewOp(OpLastTokens, []*Value{f.Args[0]}, nil, nil)
	err := Verify(m)
	want := []string{
		"@f: %1 = remote_ffn: not allowed in a module of role ffn, expected roles attention",
		"@f: %2 = last_tokens: not allowed in a module of role ffn, expected roles full|attention",
	}
	if err == nil {
		t.Fatalf("Verify found nothing, want %q", want)
	}
	if diff := cmp.Diff(want, strings.Split(err.Error(), "\n")); diff != "" {
		t.Errorf("Verify (-want +got):\n%s", diff)
	}
}
