package kgen_test

import (
	"os"
	"regexp"
	"testing"

	"afdc/targets/cuda/kgen"
)

// linearBenchShapes are the linear layers of DeepSeek-V3 and GLM-4.5 that decode steps run:
// name, input width, output rows, bias, f32 result.
var linearBenchShapes = []struct {
	name     string
	in, out  int64
	bias, wf bool
}{
	{"ds q_a", 7168, 1536, false, false}, {"ds kv_a", 7168, 576, false, false}, {"ds q_b", 1536, 24576, false, false},
	{"ds o", 16384, 7168, false, false}, {"ds gate", 7168, 18432, false, false}, {"ds down", 18432, 7168, false, false},
	{"ds shared gate", 7168, 2048, false, false}, {"ds shared down", 2048, 7168, false, false},
	{"ds router", 7168, 256, false, true}, {"ds head", 7168, 129280, false, true},
	{"glm q", 5120, 12288, true, false}, {"glm k", 5120, 1024, true, false}, {"glm o", 12288, 5120, false, false},
	{"glm head", 5120, 151552, false, true},
}

// TestWriteLinearBench writes the decode linear kernel, in the variants scripts/cuda/linear_bench.py
// times against cuBLAS (column splits, k-steps a batch of loads, launch bounds, tokens a pass), for every shape of
// linearBenchShapes (those whose names AFDC_KGEN_LINEAR_SHAPES, a regular expression, matches), to
// AFDC_KGEN_LINEAR_OUT (kernels.ptx, kernels.json); without it, it only builds and checks them.
func TestWriteLinearBench(t *testing.T) {
	var specs []kgen.Spec
	var meta []map[string]any
	only, err := regexp.Compile(os.Getenv("AFDC_KGEN_LINEAR_SHAPES")) // the shapes to write, by name
	if err != nil {
		t.Fatalf("AFDC_KGEN_LINEAR_SHAPES: %v", err)
	}
	for _, sh := range linearBenchShapes {
		if !only.MatchString(sh.name) {
			continue
		}
		// The backend's tiling for this input width (LinearDecode's, whatever the size).
		def, ok := kgen.LinearDecode(linearOp(sh.in, 16, sh.bias, sh.wf))
		if !ok {
			t.Fatalf("%s: no decode kernel", sh.name)
		}
		def.OutW = sh.out
		for _, v := range []struct {
			s, u, m, tt int64
		}{{def.S, def.U, def.M, 8}, {def.S, def.U, 0, 8}, {8, 8, 0, 8}, {8, 14, 0, 8}, {8, 20, 0, 8}, {4, 8, 0, 8},
			{8, 8, 2, 8}, {8, 10, 2, 8}, {8, 6, 2, 8}, {8, 4, 2, 8}, {8, 4, 3, 8}, {4, 8, 4, 8}, {4, 6, 2, 8},
			{def.S, def.U, def.M, 16}, {def.S, 2, def.M, 16}, {4, 2, 4, 16}, {8, 2, 2, 16}} {
			s := def
			s.S, s.U, s.M, s.TT = v.s, v.u, v.m, v.tt
			if s.Check() != nil {
				continue
			}
			k, l := s.Build()
			dup := false
			for _, m := range meta {
				if m["name"] == k.Name {
					dup = true
				}
			}
			if dup {
				continue
			}
			specs = append(specs, s)
			meta = append(meta, map[string]any{"name": k.Name, "shape": sh.name, "in": sh.in, "out": sh.out, "bias": sh.bias,
				"f32": sh.wf, "s": s.S, "u": s.U, "m": s.M, "default": s == def, "wide_default": s == def.Wide(), "grid": l.Grid.Fixed})
		}
	}
	mod, ls, err := kgen.Build(specs)
	if err != nil {
		t.Fatal(err)
	}
	writeBenchKernels(t, os.Getenv("AFDC_KGEN_LINEAR_OUT"), mod.String(), ls, meta, kgen.DefaultArch)
}
