package cuda

import (
	"strings"
	"testing"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime"
	"afdc/targets/cuda/device"
	"afdc/targets/cuda/kgen"
)

// TestAutoRows: a backend left to size its steps takes the largest step whose arenas fit half of
// what the weights left, counting every stage, and never less than the old fixed default.
func TestAutoRows(t *testing.T) {
	plan := func(rows int) int { return rows << 20 } // 1 MiB a row
	for _, c := range []struct {
		free, stages, most, want int
	}{
		{free: 1 << 40, stages: 1, want: AutoMaxTokens},
		{free: 2 * (4096<<20 + stageExtraBytes), stages: 1, want: 4096},
		{free: 2*(4096<<20+stageExtraBytes) - 1, stages: 1, want: 2048},
		{free: 2 * (4096<<20 + stageExtraBytes), stages: 2, want: 1024}, // two arenas of 2,048 rows miss by one stage's extra bytes
		{free: 2 * (1024<<20 + stageExtraBytes), stages: 1, want: 1024},
		{free: 1 << 20, stages: 1, want: DefaultMaxTokens},
		{free: -5, stages: 1, want: DefaultMaxTokens},
		// A cap (the executables' default step) bounds the largest; it does not raise the least.
		{free: 1 << 40, stages: 1, most: 2048, want: 2048},
		{free: 2 * (1024<<20 + stageExtraBytes), stages: 1, most: 2048, want: 1024},
		{free: 1 << 40, stages: 1, most: 8192, want: 8192},
		{free: 1 << 40, stages: 1, most: 4 * AutoMaxTokens, want: AutoMaxTokens},
		{free: 2 * (AutoMaxTokens<<20 + stageExtraBytes), stages: 1, want: AutoMaxTokens},
		{free: 2*(AutoMaxTokens<<20+stageExtraBytes) - 1, stages: 1, want: AutoMaxTokens / 2},
		{free: 1 << 20, stages: 1, most: 2048, want: DefaultMaxTokens},
	} {
		if got := autoRows(c.free, c.stages, c.most, plan); got != c.want {
			t.Errorf("autoRows(%d free, %d stages, most %d) = %d, want %d", c.free, c.stages, c.most, got, c.want)
		}
	}
}

// TestFreshRows: the prefill form's sequences are found only when every sequence of the step
// starts at position 0, each with its rows in step order.
func TestFreshRows(t *testing.T) {
	got := freshRows(seqParts([]runtime.SeqStep{{ID: 1, Tokens: make([]int32, 3)}, {ID: 2, Tokens: make([]int32, 5)}}))
	if len(got) != 2 || got[0] != (seqRows{0, 3, 0}) || got[1] != (seqRows{3, 5, 0}) {
		t.Errorf("two prompts: %v, want [{0 3 0} {3 5 0}]", got)
	}
	if got := freshRows(seqParts([]runtime.SeqStep{{ID: 1, Tokens: make([]int32, 3)}, {ID: 2, Tokens: make([]int32, 1), Past: 9}})); got != nil {
		t.Errorf("a prompt beside a decode row: %v, want nil (the absorbed kernels)", got)
	}
	if got := freshRows(seqParts([]runtime.SeqStep{{ID: 1, Tokens: make([]int32, 100), Past: 9}})); got != nil {
		t.Errorf("a chunk after cached tokens: %v, want nil (cuBLAS's form needs the whole context in the step)", got)
	}
}

// TestSplitParts: the fused prefill kernels take a step's prompts and its chunks of at least
// prefillMinRows rows after cached tokens, with their indices among the step's sequences; the rows
// of the others (decode rows, short chunks) are left to the split kernels as ranges, adjacent ones
// merged.
func TestSplitParts(t *testing.T) {
	parts := seqParts([]runtime.SeqStep{
		{ID: 1, Tokens: make([]int32, 3)},                         // a prompt: rows 0-2
		{ID: 2, Tokens: make([]int32, 1), Past: 9},                // decode: row 3
		{ID: 3, Tokens: make([]int32, prefillMinRows-1), Past: 7}, // a short chunk: rows 4-66
		{ID: 4, Tokens: make([]int32, prefillMinRows), Past: 40},  // a chunk: rows 67-130
		{ID: 5, Tokens: make([]int32, 1), Past: 2},                // decode: row 131
	})
	taken, seq, rest := splitParts(parts, seqRows.prefill)
	want := []seqRows{{0, 3, 0}, {3 + prefillMinRows, prefillMinRows, 40}}
	if len(taken) != 2 || taken[0] != want[0] || taken[1] != want[1] || len(seq) != 2 || seq[0] != 0 || seq[1] != 3 {
		t.Errorf("taken %v (sequences %v), want %v (sequences [0 3])", taken, seq, want)
	}
	wantRest := []rowRange{{3, 3 + prefillMinRows}, {3 + 2*prefillMinRows, 4 + 2*prefillMinRows}}
	if len(rest) != 2 || rest[0] != wantRest[0] || rest[1] != wantRest[1] {
		t.Errorf("rest %v, want %v", rest, wantRest)
	}
	if taken, _, rest := splitParts(parts[1:2], seqRows.prefill); taken != nil || len(rest) != 1 || rest[0] != (rowRange{3, 4}) {
		t.Errorf("a decode row alone: taken %v, rest %v; want none taken, rest [{3 4}]", taken, rest)
	}
	// prefillSplit bounds the keys: the chunk after 40 cached tokens (104 keys) is left to the split
	// kernels under a bound of 100, and each bound is worked out once a run.
	r := &run{parts: parts}
	if p := r.prefillSplit(100); len(p.taken) != 1 || p.taken[0] != want[0] || len(p.rest) != 1 || p.rest[0] != (rowRange{3, 4 + 2*prefillMinRows}) {
		t.Errorf("bound 100: taken %v, rest %v; want the prompt, rest [{3 %d}]", p.taken, p.rest, 4+2*prefillMinRows)
	}
	r.parts = nil
	if p := r.prefillSplit(100); len(p.taken) != 1 {
		t.Errorf("the second ask of bound 100 worked it out again: %v", p.taken)
	}
	n := 0
	if err := forChunks(wantRest, 40, func(r0, rows int) error { n += rows; return nil }); err != nil || n != rangeRows(wantRest) || n != prefillMinRows+1 {
		t.Errorf("forChunks covered %d rows (%v), rangeRows %d, want %d", n, err, rangeRows(wantRest), prefillMinRows+1)
	}
}

// TestPrefillChunk: a chunk's scores and probabilities stay within prefillCap (at least one query),
// never more queries than the sequence has, and the arena plan bounds every sequence length.
func TestPrefillChunk(t *testing.T) {
	for _, c := range []struct{ heads, n, es int }{{128, 4096, 2}, {128, 2048, 4}, {16, 7, 4}, {128, 1 << 20, 2}} {
		q := prefillChunk(c.heads, c.n, c.es)
		if q < 1 || q > c.n {
			t.Errorf("%+v: %d queries, want 1..%d", c, q, c.n)
		}
		if q > 1 && c.heads*q*c.n*(4+c.es) > prefillCap {
			t.Errorf("%+v: %d queries take %d bytes, over %d", c, q, c.heads*q*c.n*(4+c.es), prefillCap)
		}
		if q < c.n && c.heads*(q+1)*c.n*(4+c.es) <= prefillCap {
			t.Errorf("%+v: %d queries, but %d fit", c, q, q+1)
		}
	}
}

// TestPrefillScoreBound: for every sequence length up to a step's rows, the prefill form's scores
// and probabilities (a chunk of prefillChunk queries over all keys) fit the bound the memory plan
// reserves for that step.
func TestPrefillScoreBound(t *testing.T) {
	for _, c := range []struct{ heads, rows, es int }{{128, 4096, 2}, {128, 8192, 2}, {16, 4096, 4}, {128, 40000, 2}, {4, 64, 4}} {
		bound := prefillScoreBytes(c.heads, c.rows, c.es)
		for n := 1; n <= c.rows; n++ {
			if need := c.heads * prefillChunk(c.heads, n, c.es) * n * (4 + c.es); need > bound {
				t.Fatalf("%+v: a sequence of %d tokens needs %d bytes of scores, more than the bound %d", c, n, need, bound)
			}
		}
	}
}

// TestPrefillKernelsPlanned: a bf16 DeepSeek-V3 build's MLA op gets the fused prefill kernel at its
// widths (128 heads, k_nope 128, rope 64, v 128) and no softmax kernel, and its arena reserves no
// scores; an f32 build (the parity reference) keeps the cuBLAS form's softmax kernel and its scores.
func TestPrefillKernelsPlanned(t *testing.T) {
	mla := func(act string) *ir.Op {
		a := compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda", ActDType: act, Layers: &compiler.LayerRange{First: 0, Last: 0}})
		for _, f := range a.Attention.Funcs {
			for _, op := range f.Body {
				if op.Kind == ir.OpMLAAttention {
					return op
				}
			}
		}
		t.Fatalf("%s build: no mla_attention op", act)
		return nil
	}
	kinds := func(op *ir.Op) map[string]string {
		ls, err := kgen.KernelsFor(op)
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]string{}
		for _, l := range ls {
			m[l.Kind] = l.Name
		}
		return m
	}
	bf, f32 := mla("bf16"), mla("f32")
	kb, kf := kinds(bf), kinds(f32)
	if !strings.HasPrefix(kb["mla_prefill_flash"], "mla_prefill_flash_h128_n128_r64_v128_") || kb["mla_prefill_softmax"] != "" {
		t.Errorf("bf16 build: flash kernel %q, softmax kernel %q; want the flash kernel at DeepSeek-V3's widths and no softmax", kb["mla_prefill_flash"], kb["mla_prefill_softmax"])
	}
	if kf["mla_prefill_softmax"] == "" || kf["mla_prefill_flash"] != "" {
		t.Errorf("f32 build: softmax kernel %q, flash kernel %q; want the softmax kernel only", kf["mla_prefill_softmax"], kf["mla_prefill_flash"])
	}
	if !kgen.FusedPrefill(bf) || kgen.FusedPrefill(f32) {
		t.Errorf("FusedPrefill: bf16 %v, f32 %v; want true, false", kgen.FusedPrefill(bf), kgen.FusedPrefill(f32))
	}
	// 4,096 rows: for bf16 the expanded kv (keys · 128 · 256 · 2 bytes) and a sequence's gathered
	// latent and rope key (keys · 576 · 2) for prefillMinKeys keys at least, no scores; f32 adds
	// its scores.
	const rows = 4096
	for _, c := range []struct{ rows, keys int }{{rows, prefillMinKeys}, {2 * prefillMinKeys, 2 * prefillMinKeys}} {
		if got, want := mlaPrefillBytes(bf, c.rows, true), c.keys*128*256*2+c.keys*576*2; got != want {
			t.Errorf("bf16 prefill bytes of %d rows %d, want %d (kv and the gathered rows of %d keys)", c.rows, got, want, c.keys)
		}
	}
	if got, kv := mlaPrefillBytes(f32, rows, false), rows*128*256*4; got <= kv {
		t.Errorf("f32 prefill bytes %d, want more than the kv's %d (the scores)", got, kv)
	}
}

// TestGQAPrefillPlanned: a bf16 GLM-4.5 build's GQA op gets the fused prefill kernel over the paged
// pools at its widths (96 heads over 8 kv heads, head_dim 128); an f32 build does not.
func TestGQAPrefillPlanned(t *testing.T) {
	flash := func(act string) string {
		a := compileCase(t, "glm-4.5", compiler.BuildOptions{Target: "cuda", ActDType: act, Layers: &compiler.LayerRange{First: 0, Last: 0}})
		for _, f := range a.Attention.Funcs {
			for _, op := range f.Body {
				if op.Kind != ir.OpGQAAttention {
					continue
				}
				ls, err := kgen.KernelsFor(op)
				if err != nil {
					t.Fatal(err)
				}
				for _, l := range ls {
					if l.Kind == "gqa_prefill_flash" {
						return l.Name
					}
				}
				return ""
			}
		}
		t.Fatalf("%s build: no gqa_attention op", act)
		return ""
	}
	if got := flash("bf16"); !strings.HasPrefix(got, "gqa_prefill_flash_h96_g8_d128_") {
		t.Errorf("bf16 build: fused prefill kernel %q, want one of 96 heads over 8, head_dim 128", got)
	}
	if got := flash("f32"); got != "" {
		t.Errorf("f32 build: fused prefill kernel %q, want none (the parity reference keeps the exact kernels)", got)
	}
}

// TestPrefillScratchOnce: the fused MLA prefill's scratch (keys of up to prefillKeys rows) and the
// split kernels' workspace are planned once a run, not once a layer: eight layers of DeepSeek-V3's
// attention plan less than four layers plus four more of either.
func TestPrefillScratchOnce(t *testing.T) {
	plan := func(last int64) int {
		a := compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda", Layers: &compiler.LayerRange{First: 0, Last: last}})
		return planBytes(a.Attention, 512)
	}
	var op *ir.Op
	a := compileCase(t, "deepseek-v3", compiler.BuildOptions{Target: "cuda", Layers: &compiler.LayerRange{First: 0, Last: 0}})
	for _, f := range a.Attention.Funcs {
		for _, o := range f.Body {
			if o.Kind == ir.OpMLAAttention {
				op = o
			}
		}
	}
	if op == nil || !kgen.FusedPrefill(op) {
		t.Fatalf("no fused MLA prefill op in the bf16 build")
	}
	four, eight := plan(3), plan(7)
	scratch := mlaPrefillBytes(op, 512, true)
	if scratch < prefillMinKeys*128*256*2 {
		t.Fatalf("scratch %d bytes, want the keys of %d tokens at least", scratch, prefillMinKeys)
	}
	if eight-four >= 4*scratch {
		t.Errorf("4 more layers add %d bytes to the arena, as many as 4 scratches (%d each): planned once a layer", eight-four, scratch)
	}
	// The split kernels' workspace, likewise once a run.
	if split := splitBytes(op, 512, kgen.DefaultArch); eight-four >= 4*split {
		t.Errorf("4 more layers add %d bytes to the arena, as many as 4 split workspaces (%d each): planned once a layer", eight-four, split)
	}
	if four < scratch {
		t.Errorf("the arena of 4 layers, %d bytes, does not hold the scratch's %d", four, scratch)
	}
	// The workspace a run takes is sized at load, from every attention op of the program (sizing it
	// builds the op's kernels: far too slow for a decode step), as the plan counts it.
	for _, arch := range kgen.Arches {
		want := splitBytes(op, 512, arch) + 3*device.Align
		if got := splitScratchBytes(a.Attention, 512, arch); got != want {
			t.Errorf("%s: split scratch planned at load %d bytes, want %d (the plan's)", arch, got, want)
		}
	}
}

// TestFlashPrefillPerArch: sm_90a builds get the warpgroup form of the fused prefill (256 threads,
// 128 queries a block) for DeepSeek-V3's MLA and GLM-4.5's GQA; sm_80 and sm_90 keep the mma.sync
// form (128 threads, 64 queries a block). The grid the runtime asks for follows the launch.
func TestFlashPrefillPerArch(t *testing.T) {
	for _, c := range []struct {
		model string
		kind  ir.OpKind
		fl    string
		heads int
	}{{"deepseek-v3", ir.OpMLAAttention, "mla_prefill_flash", 128}, {"glm-4.5", ir.OpGQAAttention, "gqa_prefill_flash", 96}} {
		a := compileCase(t, c.model, compiler.BuildOptions{Target: "cuda", ActDType: "bf16", Layers: &compiler.LayerRange{First: 0, Last: 0}})
		var op *ir.Op
		for _, f := range a.Attention.Funcs {
			for _, o := range f.Body {
				if o.Kind == c.kind {
					op = o
				}
			}
		}
		if op == nil {
			t.Fatalf("%s: no %s op", c.model, c.kind)
		}
		for _, arch := range kgen.Arches {
			ls, err := kgen.KernelsForArch(op, arch)
			if err != nil {
				t.Fatal(err)
			}
			var fl *kgen.Launch
			for i := range ls {
				if ls[i].Kind == c.fl {
					fl = &ls[i]
				}
			}
			if fl == nil {
				t.Errorf("%s %s: no %s kernel", c.model, arch, c.fl)
				continue
			}
			wg := strings.HasSuffix(fl.Name, "_wgmma")
			tile := 64
			if arch.Hopper() {
				tile = 128
			}
			if wg != arch.Hopper() || fl.Block != 2*tile {
				t.Errorf("%s %s: %s with %d threads, want the warpgroup form %v with %d", c.model, arch, fl.Name, fl.Block, arch.Hopper(), 2*tile)
			}
			if got, want := kgen.FlashPrefillBlocks(*fl, 4096, c.heads), 4096/tile*c.heads; got != want {
				t.Errorf("%s %s: %d blocks for 4,096 queries, want %d", c.model, arch, got, want)
			}
		}
	}
}
