package passes

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"afdc/ir"
)

func TestInferKeepsSoundTypes(t *testing.T) {
	m := tinyModel(t)
	before := ir.Print(m)
	if err := inferPass(&State{Full: m}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(before, ir.Print(m)); diff != "" {
		t.Errorf("infer changed a sound module (-want +got):\n%s", diff)
	}
}

func TestInferFillsUnsetTypes(t *testing.T) {
	m := tinyModel(t)
	want := ir.Print(m)
	for _, op := range m.Funcs[0].Body {
		op.Result.Type = ir.Type{}
	}
	if err := inferPass(&State{Full: m}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, ir.Print(m)); diff != "" {
		t.Errorf("inferred types (-want +got):\n%s", diff)
	}
}

func TestInferErrors(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(f *ir.Func)
		want   []string
	}{{
		name:   "wrong result type",
		mutate: func(f *ir.Func) { f.Body[1].Result.Type = bf(ir.Tokens, 16) },
		want:   []string{"@forward: rms_norm @model.layers.0.input_layernorm.weight (op 1)", "result is bf16[T,16], but the type rule gives bf16[T,8]"},
	}, {
		name:   "missing attribute",
		mutate: func(f *ir.Func) { delete(f.Body[1].Attrs, "eps") },
		want:   []string{"@forward: rms_norm", "missing attribute eps"},
	}, {
		name:   "arity",
		mutate: func(f *ir.Func) { f.Body[1].Args = append(f.Body[1].Args, f.Args[0]) },
		want:   []string{"@forward: rms_norm", "2 args, expected 1"},
	}, {
		name:   "type rule",
		mutate: func(f *ir.Func) { f.Body[2].Args[0] = f.Body[0].Result.Def.Args[0] }, // linear of the ids
		want:   []string{"@forward: linear @model.layers.0.self_attn.q_proj.weight (op 2)", "expected [rows, width]"},
	}, {
		name: "result on send",
		mutate: func(f *ir.Func) {
			op := f.Body[1]
			op.Kind, op.Weights, op.Attrs = ir.OpSend, nil, ir.Attrs{"layer": int64(0), "kind": "dense"}
		},
		want: []string{"@forward: send (op 1)", "has a result of type bf16[T,8], expected none"},
	}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := tinyModel(t)
			tc.mutate(m.Funcs[0])
			wantErr(t, inferPass(&State{Full: m}), tc.want...)
		})
	}
}
