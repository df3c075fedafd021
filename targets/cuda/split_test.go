package cuda

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/ir"

	"afdc/targets/cuda/kgen"
)

// TestMLASplits: the split count is a power of two within kgen.MLAMaxSplits; above one split the
// grid stays within the target blocks and no split is shorter than the shape's least positions; a longer
// context or fewer rows never take fewer splits (a graph captured at one context serves the next
// steps' longer ones until the count doubles); the largest count within those bounds is taken.
func TestMLASplits(t *testing.T) {
	for _, sh := range []splitShape{manyBlocks, {132, waveMinChunk}, {132, mlaMinChunk}} {
		target := sh.target
		for _, groups := range []int{1, 2, 8, 12} {
			for rows := 1; rows <= 300; rows++ {
				prev := 0
				for _, ctx := range []int{1, 31, 64, 100, 1024, 4096, 1 << 20} {
					s := mlaSplits(rows, groups, ctx, sh)
					if s < 1 || s > kgen.MLAMaxSplits || s&(s-1) != 0 {
						t.Fatalf("rows %d groups %d ctx %d: %d splits, expected a power of two in [1, %d]", rows, groups, ctx, s, kgen.MLAMaxSplits)
					}
					if s > 1 && (rows*groups*s > target || ctx < s*sh.minChunk) {
						t.Fatalf("target %d rows %d groups %d ctx %d: %d splits make %d blocks of %d positions", target, rows, groups, ctx, s, rows*groups*s, ctx/s)
					}
					if d := 2 * s; d <= kgen.MLAMaxSplits && rows*groups*d <= target && ctx >= d*sh.minChunk {
						t.Fatalf("target %d rows %d groups %d ctx %d: %d splits, %d fit too", target, rows, groups, ctx, s, d)
					}
					if s < prev {
						t.Fatalf("rows %d groups %d: ctx %d takes %d splits, a shorter context took %d", rows, groups, ctx, s, prev)
					}
					prev = s
				}
			}
		}
	}
	// DeepSeek-V3's 128 heads in two groups of 64 at contexts of 4,070 and 4,096 on 132 SMs: one
	// wave, splits of two tiles at batch 1.
	for _, c := range []struct{ rows, ctx, want int }{{1, 4096, 32}, {1, 4070, 32}, {8, 4096, 8}, {64, 4096, 1}, {256, 4096, 1}, {1, 1024, 8}} {
		if s := mlaSplits(c.rows, 2, c.ctx, splitShape{132, waveMinChunk}); s != c.want {
			t.Errorf("batch %d, context %d: %d splits on 132 SMs, expected %d", c.rows, c.ctx, s, c.want)
		}
	}
}

// TestSplitBenchConstants: the kernel benches (scripts/cuda/splitbench.py) time each kernel at the
// split count the runtime would choose, from a copy of its constants, which must stay equal to
// them.
func TestSplitBenchConstants(t *testing.T) {
	src, err := os.ReadFile("../../scripts/cuda/splitbench.py")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"BLOCK": BlockSize, "TARGET_BLOCKS": mlaTargetBlocks, "MIN_CHUNK": mlaMinChunk,
		"MAX_SPLITS": kgen.MLAMaxSplits, "WAVE_MIN_CHUNK": waveMinChunk}
	got := map[string]int{}
	for _, m := range regexp.MustCompile(`(?m)^([A-Z_, ]+) = ([0-9, ]+)`).FindAllStringSubmatch(string(src), -1) {
		names, vals := strings.Split(m[1], ","), strings.Split(m[2], ",")
		for i := range min(len(names), len(vals)) {
			if v, err := strconv.Atoi(strings.TrimSpace(vals[i])); err == nil {
				got[strings.TrimSpace(names[i])] = v
			}
		}
	}
	for name, w := range want {
		if v, ok := got[name]; !ok || v != w {
			t.Errorf("splitbench.py: %s = %d (found: %t), the runtime's is %d", name, v, ok, w)
		}
	}
}

// TestSplitShape: a kernel with room for one block an SM fills one wave of the device's SMs with
// splits of at least waveMinChunk positions; smaller kernels, or a device whose figures are
// unknown, keep manyBlocks.
func TestSplitShape(t *testing.T) {
	const h200 = 233472 // an H200 SM's shared memory for blocks
	wave := splitShape{132, waveMinChunk}
	for _, c := range []struct {
		shared, sms, perSM int
		want               splitShape
	}{
		{shared: 230404, sms: 132, perSM: h200, want: wave},                                          // the warpgroup MLA kernel
		{shared: 116 << 10, sms: 132, perSM: h200, want: wave},                                       // two would need 239,616 bytes
		{shared: 112 << 10, sms: 132, perSM: h200, want: manyBlocks},                                 // two fit
		{shared: 20 << 10, sms: 108, perSM: 167936, want: manyBlocks},                                // an A100's SM, a small kernel
		{shared: 230404, sms: 0, perSM: 0, want: manyBlocks},                                         // a device not known
		{shared: 150 << 10, sms: 4096, perSM: h200, want: splitShape{mlaTargetBlocks, waveMinChunk}}, // never above mlaTargetBlocks
	} {
		if got := splitShapeFor(kgen.Launch{Shared: c.shared}, c.sms, c.perSM); got != c.want {
			t.Errorf("%d bytes a block, %d SMs of %d bytes: %+v, expected %+v", c.shared, c.sms, c.perSM, got, c.want)
		}
	}
}

// TestGQASplitShape: the tensor-core gqa_decode at GLM-4.5's widths (70.5 KiB of shared memory,
// three blocks an H200 SM) keeps the many-block target with splits of at least 3 tiles, so batch 1,
// 8, 64 and 256 at contexts of 4,070 and 4,096 take 16, 16, 4 and 1 splits of its 8 head groups
// (and batch 1 at context 1,024 takes 4); at head dim 256 (138.5 KiB, one block an SM) one wave,
// in splits of 3 tiles too; the CUDA-core kernel keeps the many-block shape.
func TestGQASplitShape(t *testing.T) {
	const h200 = 233472
	glm := kgen.GQADecodeSpec{Elem: kgen.EBF16, Heads: 96, KVHeads: 8, HeadDim: 128, HG: 12, Scale: 0.0884, MMA: true}
	_, l := glm.Build()
	if got, want := splitShapeFor(l, 132, h200), (splitShape{mlaTargetBlocks, kgen.GQAMMASplitMin}); got != want {
		t.Errorf("GLM-4.5 (%d bytes a block): %+v, expected %+v", l.Shared, got, want)
	}
	for _, c := range []struct{ rows, ctx, want int }{{1, 4096, 16}, {8, 4096, 16}, {64, 4096, 4}, {256, 4096, 1}, {1, 4070, 16}, {8, 4070, 16}, {1, 1024, 4}, {1, 200, 1}} {
		if s := mlaSplits(c.rows, int(l.Grid.Mult), c.ctx, splitShapeFor(l, 132, h200)); s != c.want {
			t.Errorf("GLM-4.5 batch %d, context %d: %d splits, expected %d", c.rows, c.ctx, s, c.want)
		}
	}
	cuda := glm
	cuda.MMA = false // the CUDA-core kernel keeps the many-block shape's short splits
	if _, l := cuda.Build(); splitShapeFor(l, 132, h200) != manyBlocks {
		t.Errorf("CUDA-core gqa_decode: %+v, expected %+v", splitShapeFor(l, 132, h200), manyBlocks)
	}
	wide := glm
	wide.Heads, wide.KVHeads, wide.HeadDim, wide.HG = 16, 2, 256, 8
	if _, l := wide.Build(); splitShapeFor(l, 132, h200) != (splitShape{132, kgen.GQAMMASplitMin}) {
		t.Errorf("head dim 256 (%d bytes a block): %+v, expected one wave of 132 in splits of 3 tiles", l.Shared, splitShapeFor(l, 132, h200))
	}
}

// TestMLAPlanBound: what mlaSplit allocates for a run (q_abs, workspace, o_lat of one row chunk)
// fits the activation plan's bound for every row count up to the planned one, at DeepSeek-V3's
// widths (128 heads in 8 groups, rank 512) and a small model's, bf16 and f32 o_lat.
func TestMLAPlanBound(t *testing.T) {
	for _, c := range []struct{ heads, rank, groups, maxRows int }{{128, 512, 8, 256}, {128, 512, 8, 4096}, {4, 32, 1, 256}} {
		bound := mlaPlanBound(c.maxRows, c.heads, c.rank, c.groups)
		for rows := 1; rows <= c.maxRows; rows++ {
			for _, ctx := range []int{1, 1000, 1 << 20} {
				for _, k := range []struct {
					es int
					sh splitShape
				}{{2, manyBlocks}, {4, manyBlocks}, {2, splitShape{132, waveMinChunk}}} {
					es := k.es
					s, chunk := mlaSplitPlan(rows, ctx, c.heads, c.rank, es, c.groups, k.sh)
					if chunk < 1 || chunk > rows {
						t.Fatalf("%+v rows %d: chunk of %d rows", c, rows, chunk)
					}
					n := chunk*c.heads*c.rank*(4+es) + kgen.MLAWorkspaceBytes(chunk, s, int64(c.heads), int64(c.rank))
					if n > bound {
						t.Fatalf("%+v rows %d ctx %d: %d bytes, the plan's bound is %d", c, rows, ctx, n, bound)
					}
				}
			}
		}
	}
	if got := mlaPlanBound(4096, 128, 512, 8); got > scoresCap {
		t.Errorf("the bound at 4096 rows is %d bytes, expected at most scoresCap %d", got, scoresCap)
	}
}

// TestResidualLinears: in the full programs of DeepSeek-V3 and GLM-4.5, decode steps run each
// layer's o projection with its residual add, and each dense layer's down projection with its add,
// as one launch; never a shared expert's down projection (a side-stream branch) nor a linear of a
// decode group; and the linear's operands are held in the arena plan until the add.
func TestResidualLinears(t *testing.T) {
	for _, model := range []string{"deepseek-v3", "glm-4.5"} {
		cfg, err := compiler.LoadConfig(model)
		if err != nil {
			t.Fatal(err)
		}
		f := compileCase(t, model, compiler.BuildOptions{Target: "cuda"}).Full.Funcs[0]
		brs := branches(f)
		kinds := map[string]int{}
		for _, p := range residualLinears(f, brs, decodeGroups(f, brs)) {
			name := p[0].Weights[0].Name
			kinds[name[strings.LastIndex(name[:strings.LastIndex(name, ".")], ".")+1:]]++
			if p[1].Kind != ir.OpAdd || kgen.ResidualOf(p[0], p[1]) == nil {
				t.Errorf("%s: %s with %s, expected its residual add", model, name, p[1].Info().Name)
			}
		}
		want := map[string]int{"o_proj.weight": int(cfg.Layers), "down_proj.weight": int(cfg.DenseLayers())}
		if fmt.Sprint(kinds) != fmt.Sprint(want) {
			t.Errorf("%s: %v, expected %v", model, kinds, want)
		}
		lv := liveRanges(f, brs)
		for _, p := range residualLinears(f, brs, decodeGroups(f, brs)) {
			if l := lv.val[p[0].Args[0]]; l.end < lv.at[p[1]] {
				t.Errorf("%s: %s's input freed after op %d, before its add at %d", model, p[0].Weights[0].Name, l.end, lv.at[p[1]])
			}
		}
	}
}
