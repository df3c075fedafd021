package ir

import (
	"strings"
	"testing"
)

// TestCustomCall: a library call is typed by its attributes and checked like any op; its cost is a
// GEMM against its weights.
func TestCustomCall(t *testing.T) {
	const src = "module @m role=ffn\n\nparam @w : bf16[8,4] role=ffn\n\n" +
		"func @f(%0: bf16[T,4]) -> bf16[T,8] {\n" +
		"  %1 = custom_call %0, @w {ATTRS} : bf16[T,8]\n" +
		"  return %1\n}\n"
	good := `call="cublas.gemm", dtype="bf16", target="cuda", width=8, accumulate="f32"`
	m, err := Parse("cc.afir", strings.Replace(src, "ATTRS", good, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(m); err != nil {
		t.Fatal(err)
	}
	op := m.Funcs[0].Body[0]
	if c := op.Info().Cost(op, Step{Tokens: 3, Seqs: 3}); c.MatrixFLOPs != 2*3*8*4 || c.WeightBytes != 8*4*2 || c.ActBytes != 3*(4+8)*2 {
		t.Errorf("cost %+v, want 192 matrix FLOPs, 64 weight bytes and 72 activation bytes", c)
	}
	for _, tc := range []struct{ attrs, want string }{
		{`dtype="bf16", target="cuda", width=8`, "missing attribute call"},
		{`call="x", dtype="bf16", target="cuda", width=8, accumulate="f64"`, `attribute accumulate is "f64", expected one of [f32 bf16 f16]`},
		{`call="x", dtype="bf16", target="cuda", width=8, lda=3`, "unknown attribute lda"},
		{`call="x", dtype="bf16", target="cuda", width=9`, "result type bf16[T,8], expected bf16[T,9]"},
	} {
		m, err := Parse("cc.afir", strings.Replace(src, "ATTRS", tc.attrs, 1))
		if err == nil {
			err = Verify(m)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("attrs %s: %v, want %q", tc.attrs, err, tc.want)
		}
	}
}

// TestSampleOperands: sample takes logits alone (greedy) or with per-row params and keys, whose
// shapes follow the logits' rows.
func TestSampleOperands(t *testing.T) {
	const src = "module @m role=full\n\n" +
		"func @f(%0: f32[B,8], %1: PARAMS, %2: KEYS) -> i32[B] {\n" +
		"  %3 = sample ARGS : i32[B]\n" +
		"  return %3\n}\n"
	for _, tc := range []struct{ params, keys, args, want string }{
		{"f32[B,3]", "i64[B,2]", "%0, %1, %2", ""},
		{"f32[B,3]", "i64[B,2]", "%0", ""},
		{"f32[B,3]", "i64[B,2]", "%0, %1", "2 operands, expected logits alone (greedy) or logits, params and keys"},
		{"f32[B,2]", "i64[B,2]", "%0, %1, %2", "params are f32[B,2], expected f32[B,3] (temperature, top_p, top_k per row)"},
		{"f32[B,3]", "i32[B,2]", "%0, %1, %2", "keys are i32[B,2], expected i64[B,2] (seed, position per row)"},
	} {
		text := strings.NewReplacer("PARAMS", tc.params, "KEYS", tc.keys, "ARGS", tc.args).Replace(src)
		_, err := Parse("s.afir", text)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("sample %s with %s, %s: %v, want %q", tc.args, tc.params, tc.keys, err, tc.want)
		}
	}
}

// TestFP8Operands: an op over f8e4m3 weights takes their block scales as operands and says what it
// accumulates in; the checks name what is missing or wrong.
func TestFP8Operands(t *testing.T) {
	const src = "module @m role=ffn\n\n" +
		"param @w : f8e4m3[300,4] role=ffn block=128x128\n" +
		"param @w_scale_inv : f32[SCALE] role=ffn\n" +
		"param @b : bf16[300] role=ffn\n" +
		"param @v : bf16[300,4] role=ffn\n\n" +
		"func @f(%0: bf16[T,4]) -> bf16[T,300] {\n" +
		"  %1 = linear %0, OPERANDS : bf16[T,300]\n" +
		"  return %1\n}\n"
	for _, tc := range []struct{ scale, operands, want string }{
		{"3,1", `@w, @w_scale_inv, @b {accumulate="f32"}`, ""},
		{"3,1", `@w, @w_scale_inv {accumulate="f32"}`, ""},
		{"3,1", `@w, @w_scale_inv`, "f8e4m3 weight @w, expected the attribute accumulate (the dtype its products sum in)"},
		{"3,1", `@w {accumulate="f32"}`, "f8e4m3 weight @w without its block-scale operand"},
		{"2,1", `@w, @w_scale_inv {accumulate="f32"}`, "scale @w_scale_inv of f8e4m3 weight @w is f32[2,1], expected f32[3,1] (its 128x128 blocks)"},
		{"3,1", `@v, @b {accumulate="f32"}`, "attribute accumulate on bf16 weights, expected it only with f8e4m3 weights"},
	} {
		text := strings.NewReplacer("SCALE", tc.scale, "OPERANDS", tc.operands).Replace(src)
		_, err := Parse("fp8.afir", text)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("linear %s (scale [%s]): %v, want %q", tc.operands, tc.scale, err, tc.want)
		}
	}
}
