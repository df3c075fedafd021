package ir

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func testdataFiles(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "*.afir"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata/*.afir files (err %v)", err)
	}
	return files
}

// TestRoundTrip checks print(parse(s)) == s on the hand-written files, and that a clone prints the same.
func TestRoundTrip(t *testing.T) {
	for _, file := range testdataFiles(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			m, err := Parse(file, string(src))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if diff := cmp.Diff(string(src), Print(m)); diff != "" {
				t.Errorf("print(parse(s)) differs (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(string(src), m.Clone().String()); diff != "" {
				t.Errorf("clone prints differently (-want +got):\n%s", diff)
			}
			if err := Verify(m); err != nil {
				t.Errorf("Verify: %v", err)
			}
		})
	}
}

// TestTestdataCoversOps makes sure the round-trip files exercise every op of the table, stacked
// parameters, multi-result functions and send without a result.
func TestTestdataCoversOps(t *testing.T) {
	seen := map[OpKind]bool{}
	var stacked, multi, sendNoResult bool
	for _, file := range testdataFiles(t) {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Parse(file, string(src))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range m.Params {
			stacked = stacked || p.Experts > 0
		}
		for _, f := range m.Funcs {
			multi = multi || len(f.Results) > 1
			for _, op := range f.Body {
				seen[op.Kind] = true
				sendNoResult = sendNoResult || op.Kind == OpSend && op.Result == nil
			}
		}
	}
	for k := OpKind(1); k < numOps; k++ {
		if !seen[k] {
			t.Errorf("no testdata file uses op %s", k)
		}
	}
	if !stacked || !multi || !sendNoResult {
		t.Errorf("stacked params %v, multi-result functions %v, send without result %v; want all true", stacked, multi, sendNoResult)
	}
}

// builtModule builds, with the module.go builders, the module whose text is builtText.
func builtModule() *Module {
	m := &Module{Name: "deepseek-v3", Role: RoleAttention, Attrs: Attrs{"stages": int64(2), "arch": "DeepseekV3ForCausalLM"}}
	emb := m.AddParam(&Param{Name: "model.embed_tokens.weight", Type: T(BF16, 129280, 7168), Role: RoleAttention, Ckpt: "model.embed_tokens.weight"})
	norm := m.AddParam(&Param{Name: "model.layers.0.input_layernorm.weight", Type: T(BF16, 7168), Role: RoleBoth, Ckpt: "model.layers.0.input_layernorm.weight"})
	m.AddParam(&Param{Name: "model.layers.3.mlp.experts.gate_proj", Type: T(F8E4M3, 256, 2048, 7168), Role: RoleBoth,
		Ckpt: "model.layers.3.mlp.experts.*.gate_proj.weight", Experts: 256, Block: [2]int64{128, 128}})
	f := m.NewFunc("forward", T(I32, Tokens), T(I32, Tokens))
	h := f.NewOp(OpEmbedding, []*Value{f.Args[0]}, []*Param{emb}, Attrs{"dtype": "bf16"})
	n := f.NewOp(OpRMSNorm, []*Value{h.Result}, []*Param{norm}, Attrs{"eps": 1e-06})
	f.NewOp(OpSend, []*Value{n.Result}, nil, Attrs{"kind": "dense", "layer": int64(3)})
	r := f.NewOp(OpRecv, nil, nil, Attrs{"layer": int64(3), "dtype": "bf16", "width": int64(7168)})
	l := f.NewOp(OpLastTokens, []*Value{r.Result}, nil, nil)
	s := f.NewOp(OpSample, []*Value{l.Result}, nil, nil)
	f.Results = []*Value{s.Result, l.Result}
	g := m.NewFunc("flush", T(BF16, Tokens, 7168))
	f.NewOp(OpAdd, []*Value{h.Result, r.Result}, nil, nil) // dead, but printed
	g.NewOp(OpSend, []*Value{g.Args[0]}, nil, Attrs{"kind": "moe", "layer": int64(60)})
	return m
}

const builtText = `module @deepseek-v3 role=attention {arch="DeepseekV3ForCausalLM", stages=2}

param @model.embed_tokens.weight : bf16[129280,7168] role=attention
param @model.layers.0.input_layernorm.weight : bf16[7168] role=both
param @model.layers.3.mlp.experts.gate_proj : f8e4m3[256,2048,7168] role=both ckpt="model.layers.3.mlp.experts.*.gate_proj.weight" experts=256 block=128x128

func @forward(%0: i32[T], %1: i32[T]) -> (i32[B], bf16[B,7168]) {
  %2 = embedding %0, @model.embed_tokens.weight {dtype="bf16"} : bf16[T,7168]
  %3 = rms_norm %2, @model.layers.0.input_layernorm.weight {eps=1e-06} : bf16[T,7168]
  send %3 {kind="dense", layer=3}
  %4 = recv {dtype="bf16", layer=3, width=7168} : bf16[T,7168]
  %5 = last_tokens %4 : bf16[B,7168]
  %6 = sample %5 : i32[B]
  %7 = add %2, %4 : bf16[T,7168]
  return %6, %5
}

func @flush(%0: bf16[T,7168]) {
  send %0 {kind="moe", layer=60}
  return
}
`

func TestPrintBuilt(t *testing.T) {
	m := builtModule()
	if err := Verify(m); err != nil {
		t.Fatalf("Verify: %v", err)
	}
	if diff := cmp.Diff(builtText, Print(m)); diff != "" {
		t.Errorf("Print (-want +got):\n%s", diff)
	}
	back, err := Parse("built.afir", builtText)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	// Compare the structure, not only the text: params and attributes come back with their Go types.
	valueType := func(v *Value) Type {
		if v == nil {
			return Type{}
		}
		return v.Type
	}
	opts := cmp.Options{
		cmp.Comparer(func(a, b *Value) bool { return valueType(a).Equal(valueType(b)) }),
		cmp.Comparer(func(a, b *Op) bool {
			if a.Kind != b.Kind || !cmp.Equal(a.Attrs, b.Attrs) || len(a.Args) != len(b.Args) || len(a.Weights) != len(b.Weights) ||
				!valueType(a.Result).Equal(valueType(b.Result)) {
				return false
			}
			for i := range a.Args {
				if !a.Args[i].Type.Equal(b.Args[i].Type) {
					return false
				}
			}
			for i := range a.Weights {
				if a.Weights[i].Name != b.Weights[i].Name {
					return false
				}
			}
			return true
		}),
	}
	if diff := cmp.Diff(m.Params, back.Params); diff != "" {
		t.Errorf("params after parse (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(m.Attrs, back.Attrs); diff != "" {
		t.Errorf("module attrs after parse (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(m.Funcs, back.Funcs, opts); diff != "" {
		t.Errorf("functions after parse (-want +got):\n%s", diff)
	}
}

func TestPrintModuleShapes(t *testing.T) {
	for _, tc := range []struct {
		m    *Module
		want string
	}{
		{&Module{Name: "m", Role: RoleFFN}, "module @m role=ffn\n"},
		{&Module{Name: "", Role: RoleFull, Attrs: Attrs{"x y": int64(1)}}, "module @\"\" role=full {\"x y\"=1}\n"},
		{func() *Module {
			m := &Module{Name: "m"}
			m.NewFunc("f")
			return m
		}(), "module @m role=full\n\nfunc @f() {\n  return\n}\n"},
		{func() *Module {
			m := &Module{Name: "m"}
			m.AddParam(&Param{Name: "w", Type: T(F32, 2), Role: RoleFFN, Ckpt: "w"})
			return m
		}(), "module @m role=full\n\nparam @w : f32[2] role=ffn\n"},
	} {
		if diff := cmp.Diff(tc.want, Print(tc.m)); diff != "" {
			t.Errorf("Print (-want +got):\n%s", diff)
		}
	}
}

func TestFormatAttr(t *testing.T) {
	for _, tc := range []struct {
		v    any
		want string
	}{
		{1.0, "1.0"},
		{1e-06, "1e-06"},
		{0.5, "0.5"},
		{100000.0, "100000.0"},
		{1e21, "1e+21"},
		{math.Copysign(0, -1), "-0.0"},
		{math.NaN(), "NaN"},
		{math.Inf(1), "+Inf"},
		{math.Inf(-1), "-Inf"},
		{int64(-7), "-7"},
		{true, "true"},
		{"a\"b\n", `"a\"b\n"`},
		{[]int64{1, 2, 3}, "[1,2,3]"},
		{[]int64{}, "[]"},
	} {
		got := formatAttr(tc.v)
		if got != tc.want {
			t.Errorf("formatAttr(%#v) = %q, want %q", tc.v, got, tc.want)
		}
		// Every printed value must read back with its Go type.
		m, err := Parse("attr.afir", "module @m role=full {k="+got+"}\n")
		if err != nil {
			t.Errorf("parse %s: %v", got, err)
			continue
		}
		if back := formatAttr(m.Attrs["k"]); back != got {
			t.Errorf("%s reads back as %#v, printed %s", got, m.Attrs["k"], back)
		}
	}
}

// TestPrintBroken checks that a module the verifier rejects still prints, naming what it cannot resolve.
func TestPrintBroken(t *testing.T) {
	m := &Module{Name: "m", Role: RoleFull}
	f := m.NewFunc("f", T(F32, Tokens, 4))
	foreign := &Value{Type: T(F32, Tokens, 4)}
	f.Body = append(f.Body, &Op{Kind: OpLinear, Args: []*Value{foreign}, Weights: []*Param{nil}, Result: &Value{Type: T(F32, Tokens, 4)}})
	f.Body = append(f.Body, &Op{Kind: OpKind(200)})
	f.Results = []*Value{foreign}
	got := Print(m)
	for _, want := range []string{"%1 = linear %?, @? : f32[T,4]", "  op(200)\n", "return %?"} {
		if !strings.Contains(got, want) {
			t.Errorf("Print of a broken module lacks %q:\n%s", want, got)
		}
	}
}

func TestNumber(t *testing.T) {
	m := builtModule()
	f := m.Funcs[0]
	num := Number(f)
	if num[f.Args[0]] != 0 || num[f.Args[1]] != 1 {
		t.Errorf("args numbered %d, %d; want 0, 1", num[f.Args[0]], num[f.Args[1]])
	}
	want := 2
	for _, op := range f.Body {
		if op.Result == nil {
			continue
		}
		if num[op.Result] != want {
			t.Errorf("result of %s numbered %d, want %d", op.Kind, num[op.Result], want)
		}
		want++
	}
	if len(num) != want {
		t.Errorf("Number has %d values, want %d", len(num), want)
	}
}

// TestPrintJSON: the JSON form numbers values as the text form does and names weights and types.
func TestPrintJSON(t *testing.T) {
	b, err := PrintJSON(builtModule())
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Role  string `json:"role"`
		Funcs []struct {
			Body []struct {
				Result  *int     `json:"result"`
				Op      string   `json:"op"`
				Args    []int    `json:"args"`
				Weights []string `json:"weights"`
				Type    string   `json:"type"`
			} `json:"body"`
		} `json:"funcs"`
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	body := got.Funcs[0].Body
	if got.Role != "attention" || body[0].Op != "embedding" || *body[0].Result != 2 || body[0].Weights[0] != "model.embed_tokens.weight" ||
		body[1].Args[0] != 2 || body[1].Type != "bf16[T,7168]" {
		t.Errorf("JSON form:\n%s", b)
	}
}
