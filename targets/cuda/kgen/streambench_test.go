package kgen_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"afdc/targets/cuda/kgen"
)

// DeepSeek-V3's widths: the MoE layer and the MLA projections the streaming kernels are measured on.
const (
	dsHidden  = 7168
	dsInter   = 2048
	dsExperts = 256
)

// streamBenchSpecs is every kernel scripts/cuda/stream_bench.py times: the dense projections of an
// MLA layer and the routed-expert kernels, bf16 and fp8, in a few tilings (tokens a pass, rows a
// warp, persistent blocks, pipelined staging or not) so that the measurement picks per shape and
// batch instead of a guess. (The pipelined variants came after the run in docs/perf.md.)
func streamBenchSpecs(moeOnly bool) (specs []kgen.Spec, meta []map[string]any) {
	add := func(s kgen.Spec, m map[string]any) {
		k, _ := s.Build()
		m["name"] = k.Name
		specs = append(specs, s)
		meta = append(meta, m)
	}
	for _, w := range []kgen.Elem{kgen.EBF16, kgen.EF8} {
		for _, sh := range [][2]int64{{7168, 1536}, {1536, 24576}, {7168, 576}, {16384, 7168}} {
			if moeOnly {
				break
			}
			for _, v := range [][3]int64{{8, 1, 0}, {8, 2, 0}, {16, 2, 0}, {16, 4, 0}, {8, 1, 1}, {8, 2, 1}} {
				add(kgen.DenseStreamSpec{X: kgen.EBF16, Out: kgen.EBF16, W: w, In: sh[0], OutW: sh[1], TT: v[0], R: v[1], NW: 4, Pipe: v[2] == 1},
					map[string]any{"kind": "dense_stream", "w": w.String(), "in": sh[0], "out": sh[1], "tt": v[0], "r": v[1], "pipe": v[2] == 1})
			}
		}
		for _, down := range []bool{false, true} {
			// The CUDA-core kernels: the tilings measured best before (docs/perf.md) and, in the
			// full set, the others measured then.
			cuda := [][4]int64{{8, 2, 0, 528}, {8, 1, 0, 1056}, {16, 1, 0, 528}}
			if !moeOnly {
				cuda = nil
				for _, v := range [][3]int64{{8, 1, 0}, {16, 1, 0}, {8, 2, 0}, {16, 2, 0}, {8, 1, 1}, {8, 2, 1}} {
					for _, b := range []int64{264, 528, 1056} {
						cuda = append(cuda, [4]int64{v[0], v[1], v[2], b})
					}
				}
			}
			for _, v := range cuda {
				s := kgen.MoEStreamSpec{Down: down, X: kgen.EBF16, Out: kgen.EBF16, W: w, Hidden: dsHidden, Inter: dsInter,
					Experts: dsExperts, TT: v[0], R: v[1], NW: 4, Blocks: v[3], Pipe: v[2] == 1}
				if down {
					s.Out = kgen.EF32
					s.R *= 2 // down has one matrix: twice the rows for the same registers
				}
				_, l := s.Build()
				add(s, map[string]any{"kind": l.Kind, "w": w.String(), "tt": v[0], "r": s.R, "blocks": v[3], "pipe": s.Pipe, "mma": false})
			}
			// The tensor-core kernels (streaming_mma.go): tokens a pass, row tiles a warp, k-steps
			// unrolled, persistent blocks of 4 warps. The first run (docs/perf.md) favoured the most
			// bytes in flight a warp over more warps (U 4 over 2, 264 blocks over 528 for bf16), so
			// the grid also tries U 8 and one block an SM (132).
			var mv [][5]int64 // tt, r, u, blocks, skew
			for _, tt := range []int64{8, 16} {
				for _, r := range []int64{1, 2} {
					for _, u := range []int64{2, 4} {
						for _, b := range []int64{264, 528} {
							mv = append(mv, [5]int64{tt, r, u, b, 0})
						}
					}
				}
				mv = append(mv, [5]int64{tt, 1, 8, 132, 0}, [5]int64{tt, 1, 8, 264, 0}, [5]int64{tt, 2, 4, 132, 0}, [5]int64{tt, 2, 8, 132, 0})
				// Skewed walks (streaming_mma.go) of the tilings best in the first run and of U 8.
				mv = append(mv, [5]int64{tt, 2, 4, 264, 1}, [5]int64{tt, 2, 4, 528, 1}, [5]int64{tt, 1, 4, 528, 1}, [5]int64{tt, 2, 2, 528, 1}, [5]int64{tt, 1, 8, 264, 1})
			}
			for _, v := range mv {
				tt, r, u, b := v[0], v[1], v[2], v[3]
				s := kgen.MoEStreamSpec{Down: down, X: kgen.EBF16, Out: kgen.EBF16, W: w, Hidden: dsHidden, Inter: dsInter,
					Experts: dsExperts, TT: tt, R: r, NW: 4, Blocks: b, MMA: true, U: u, Skew: v[4] == 1}
				if down {
					s.Out = kgen.EF32
					s.R *= 2
				}
				_, l := s.Build()
				add(s, map[string]any{"kind": l.Kind, "w": w.String(), "tt": tt, "r": s.R, "blocks": b, "u": u, "mma": true, "skew": s.Skew})
			}
		}
	}
	add(kgen.MoEActiveSpec{Experts: dsExperts}, map[string]any{"kind": "moe_active"})
	add(kgen.MoECountSpec{Route: kgen.EF32, Experts: dsExperts}, map[string]any{"kind": "moe_count"})
	add(kgen.MoEPermuteSpec{Route: kgen.EF32, Experts: dsExperts}, map[string]any{"kind": "moe_permute"})
	add(kgen.MoEScatterSpec{Route: kgen.EF32, Experts: dsExperts}, map[string]any{"kind": "moe_scatter"})
	add(kgen.MoECombineSpec{Elem: kgen.EF32, Out: kgen.EBF16, Hidden: dsHidden, Experts: dsExperts}, map[string]any{"kind": "moe_combine"})
	return specs, meta
}

// TestWriteStreamBench compiles the benchmark's kernels (checking each against Check and Verify) and,
// with AFDC_KGEN_STREAM_OUT=DIR, writes DIR/kernels.ptx and DIR/kernels.json for
// scripts/cuda/stream_bench.py; AFDC_KGEN_STREAM_MOE=1 keeps only the MoE kernels (the run
// `stream_bench.py --moe-only` makes, which loads faster).
func TestWriteStreamBench(t *testing.T) {
	specs, meta := streamBenchSpecs(os.Getenv("AFDC_KGEN_STREAM_MOE") == "1")
	for _, s := range specs {
		if c, ok := s.(interface{ Check() error }); ok {
			if err := c.Check(); err != nil {
				t.Fatal(err)
			}
		}
	}
	mod, ls, err := kgen.Build(specs)
	if err != nil {
		t.Fatal(err)
	}
	writeBenchKernels(t, os.Getenv("AFDC_KGEN_STREAM_OUT"), mod.String(), ls, meta, kgen.DefaultArch)
}

// writeBenchKernels ends a benchmark generator. It checks that the module defines every launch and
// that there is a metadata row a launch; with dir set, it compiles the module to PTX, checks that
// every launch is a PTX entry, and writes dir/kernels.ptx and dir/kernels.json (each row with its
// launch) for the GPU machine's script.
func writeBenchKernels(t *testing.T, dir, mod string, ls []kgen.Launch, meta []map[string]any, arch kgen.Arch) {
	t.Helper()
	if len(ls) != len(meta) {
		t.Fatalf("%d launches for %d metadata rows, expected one a row", len(ls), len(meta))
	}
	for i, l := range ls {
		if !strings.Contains(mod, "define ptx_kernel void @"+l.Name+"(") {
			t.Fatalf("the module does not define kernel %s", l.Name)
		}
		meta[i]["launch"] = l
	}
	if dir == "" {
		return
	}
	ptx, err := toolchain(t).PTXFor(context.Background(), mod, arch)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range ls {
		if !strings.Contains(ptx, ".entry "+l.Name+"(") {
			t.Fatalf("PTX has no entry %s", l.Name)
		}
	}
	js, err := json.MarshalIndent(meta, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{"kernels.ptx": []byte(ptx), "kernels.json": js} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
