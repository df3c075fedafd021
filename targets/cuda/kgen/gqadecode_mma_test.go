package kgen_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"afdc/runtime/weights"
	"afdc/targets/cuda/kgen"
)

// gqaMMACase is one shape of the tensor-core gqa_decode tests: heads over kv KV heads of width d,
// split splits ways, on sequences of contexts ctx whose last rows[i] positions are the step's rows.
type gqaMMACase struct {
	heads, kv, d, splits int
	ctx, rows            []int
}

// gqaMMAResult is what a case's run gave and what the float64 definition says.
type gqaMMAResult struct {
	part, wantPart []float32 // the workspace (with a tail past its end) and its reference (no tail)
	out, want      []float32 // the combined output and its reference
	written        []bool    // per (row, split): whether a block writes it (the split starts inside the context)
	vmax           float64   // the largest |value| of the pools' context rows
}

// gqaPoison is what the pool rows outside every context hold: a key that would take nearly all the
// weight (its scores are hundreds) and values far from any context value.
const gqaPoisonK, gqaPoisonV = 16, 512

// gqaMMARun runs gqa_decode (the spec through alter) and gqa_combine on case c in the interpreter
// over a NaN workspace with a NaN tail of one block's heads, with pool rows outside every context
// poisoned, and computes the float64 reference (splitRef: paged softmax attention and its splits).
func gqaMMARun(t *testing.T, c gqaMMACase, alter func(kgen.GQADecodeSpec) kgen.GQADecodeSpec) gqaMMAResult {
	t.Helper()
	rng := rand.New(rand.NewPCG(uint64(c.d), uint64(c.heads*64+c.splits)))
	st := newMLAStep(rng, c.ctx, c.rows, 16, 1)
	H, kvN, d := c.heads, c.kv, c.d
	wd, rows := kvN*d, len(st.tokPos)
	kBuf, kp := act(rng, kgen.EBF16, st.numBlocks*st.blockSize*wd)
	vBuf, vp := act(rng, kgen.EBF16, st.numBlocks*st.blockSize*wd)
	qBuf, q := act(rng, kgen.EBF16, rows*H*d)
	used := make([]bool, st.numBlocks*st.blockSize)
	for i, n := range st.ctx {
		for p := range n {
			used[st.row(i, p)] = true
		}
	}
	res := gqaMMAResult{}
	for r, u := range used {
		for j := r * wd; j < (r+1)*wd; j++ {
			if u {
				res.vmax = max(res.vmax, math.Abs(float64(vp[j])))
				continue
			}
			// Aligned with the first head's q of every row: a large positive score.
			kp[j], vp[j] = gqaPoisonK*float32(math.Copysign(1, float64(q[j%d]))), gqaPoisonV
			kBuf.BF16[j], vBuf.BF16[j] = weights.Float32ToBF16(kp[j]), weights.Float32ToBF16(vp[j])
		}
	}
	s := kgen.GQADecodeSpec{Elem: kgen.EBF16, Heads: int64(H), KVHeads: int64(kvN), HeadDim: int64(d), HG: kgen.GQAHeadGroup(int64(H), int64(kvN)),
		Scale: float32(1 / math.Sqrt(float64(d))), MMA: true}
	if alter != nil {
		s = alter(s)
	}
	pg := &paged{rows: rows, blockSize: st.blockSize, maxBlocks: st.maxBlocks, numBlocks: st.numBlocks, table: st.table, tokSeq: st.tokSeq, tokPos: st.tokPos}
	group := H / kvN
	res.wantPart, res.want = splitRef(pg, H, d, c.splits, func(i, h, row int) float64 {
		var x float64
		for j := range d {
			x += float64(q[(i*H+h)*d+j]) * float64(kp[row*wd+h/group*d+j])
		}
		return x * float64(s.Scale)
	}, func(h, row, col int) float64 { return float64(vp[row*wd+h/group*d+col]) })
	tail := int(s.HG) * int(kgen.PartRow(int64(d)))
	res.part = make([]float32, len(res.wantPart)+tail)
	for i := range res.part {
		res.part[i] = float32(math.NaN())
	}
	partBuf := &kgen.Buf{F32: res.part}
	interpret(t, s, int64(rows*c.splits), partBuf, qBuf, kBuf, vBuf, &kgen.Buf{I32: st.table}, &kgen.Buf{I32: st.tokSeq},
		&kgen.Buf{I32: st.tokPos}, int32(st.maxBlocks), int32(st.blockSize), int32(c.splits), int32(rows*c.splits))
	chunk := (st.maxBlocks*st.blockSize + c.splits - 1) / c.splits
	chunk = (chunk + kgen.SplitAlign - 1) / kgen.SplitAlign * kgen.SplitAlign
	for i := range rows {
		for sp := range c.splits {
			res.written = append(res.written, sp*chunk < int(st.tokPos[i])+1)
		}
	}
	comb := kgen.CombineSpec{Kind: "gqa_combine", Out: kgen.EF32, Heads: s.Heads, Width: s.HeadDim}
	out := outBuf(kgen.EF32, rows*H*d)
	k, l := comb.Build()
	if err := kgen.Interpret(k, int(l.Grid.Blocks(int64(rows))), l.Block, out, &kgen.Buf{F32: res.part[:len(res.wantPart)]}, &kgen.Buf{I32: st.tokPos},
		int32(st.maxBlocks), int32(st.blockSize), int32(c.splits), int32(rows)); err != nil {
		t.Fatal(err)
	}
	res.out = out.F32
	return res
}

// gqaPTol bounds the tensor-core kernel's error relative to the magnitude of the values it
// weights: one bf16 rounding of each probability (2⁻⁹ relative), plus a sixteenth of that for the
// f32 sums and the approximate exponential.
const gqaPTol = 1.0/512 + 1.0/8192

// check compares a run with its reference: every written (row, split, head) of the workspace
// (output within gqaPTol of the split's sum times vmax, max and sum to 10⁻⁵ relative), every
// split past a row's context and the tail still NaN (no block wrote there: a padded head's row
// stored anywhere lands in a neighbour's slot or past the end), and the combined output within
// gqaPTol·vmax. It returns the largest output error relative to vmax.
func (r gqaMMAResult) check(t *testing.T, name string, c gqaMMACase) float64 {
	t.Helper()
	d, H := c.d, c.heads
	bad := 0
	fail := func(format string, a ...any) {
		if bad < 5 {
			t.Errorf(name+": "+format, a...)
		}
		bad++
	}
	for rs, w := range r.written {
		for h := range H {
			base := (rs*H + h) * int(kgen.PartRow(int64(d)))
			m, l := r.wantPart[base+d], r.wantPart[base+d+1]
			for j := range d + 2 {
				got, want := float64(r.part[base+j]), float64(r.wantPart[base+j])
				switch {
				case !w:
					if !math.IsNaN(got) {
						fail("workspace (row·split %d, head %d)[%d] = %g past the context, want it unwritten", rs, h, j, got)
					}
				case j < d:
					if lim := gqaPTol * float64(l) * r.vmax; !(math.Abs(got-want) <= lim) {
						fail("workspace (row·split %d, head %d) output %d = %g, want %g (|Δ| %.3g > %.3g)", rs, h, j, got, want, math.Abs(got-want), lim)
					}
				case j == d:
					if !(math.Abs(got-want) <= 1e-5*(1+math.Abs(float64(m)))) {
						fail("workspace (row·split %d, head %d) max = %g, want %g", rs, h, got, want)
					}
				default:
					if !(math.Abs(got-want) <= 1e-5*float64(l)) {
						fail("workspace (row·split %d, head %d) sum = %g, want %g", rs, h, got, want)
					}
				}
			}
		}
	}
	for i := len(r.wantPart); i < len(r.part); i++ {
		if !math.IsNaN(float64(r.part[i])) {
			fail("workspace tail [%d] = %g, want it unwritten", i-len(r.wantPart), r.part[i])
			break
		}
	}
	worst := 0.0
	for i, want := range r.want {
		e := math.Abs(float64(r.out[i])-float64(want)) / r.vmax
		if !(e <= gqaPTol) {
			fail("output[%d] = %g, want %g (|Δ|/vmax %.3g > %.3g)", i, r.out[i], want, e, gqaPTol)
		}
		worst = max(worst, e)
	}
	if bad > 0 {
		t.Errorf("%s: %d mismatches", name, bad)
	}
	return worst
}

// TestGQADecodeMMAInterpret runs the tensor-core gqa_decode and gqa_combine in the interpreter
// against the float64 definition of paged GQA attention and of its splits: GLM-4.5's 96 heads over
// 8 of width 128, KV groups of 16, 4 and 24 (two blocks a KV head, 12 heads each, 4 padded rows),
// head dims of 128, 64, 80 (an odd number of 16-column pairs: a warp idles in P·V) and 256;
// contexts of 1, a tile less one, a tile and several tiles with a partial last one, prefill
// chunks of several rows (rows at different positions), blocks of 16 positions shuffled, one and
// several splits (a split then ends inside a tile). Pool rows outside every context hold keys that
// would take all the weight and values of 512: a position past the context that got weight would
// move the output by hundreds of times the tolerance.
func TestGQADecodeMMAInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	for _, c := range []gqaMMACase{
		{96, 8, 128, 2, []int{1, 70}, []int{1, 2}},
		{32, 2, 64, 3, []int{1, 63, 64, 200}, []int{1, 1, 1, 2}},
		{8, 2, 64, 1, []int{63, 130}, []int{1, 3}},
		{48, 2, 64, 3, []int{5, 129}, []int{1, 1}},
		{8, 2, 80, 2, []int{33, 100}, []int{2, 1}},
		{4, 1, 256, 2, []int{1, 97}, []int{1, 1}},
	} {
		name := fmt.Sprintf("heads %d/%d dim %d splits %d", c.heads, c.kv, c.d, c.splits)
		r := gqaMMARun(t, c, nil)
		worst := r.check(t, name, c)
		t.Logf("%s: largest |Δ| %.3g of the largest value", name, worst)
	}
}

// TestGQADecodeMMABroken: the kernel with two A registers of its score MMA swapped (a wrong
// fragment mapping) moves most outputs past the tolerance, so the interpreter runs do check the
// fragments' layout.
func TestGQADecodeMMABroken(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	c := gqaMMACase{24, 2, 64, 2, []int{40, 90}, []int{1, 1}}
	r := gqaMMARun(t, c, kgen.BrokenGQADecode)
	bad := 0
	for i, want := range r.want {
		if math.Abs(float64(r.out[i])-float64(want))/r.vmax > gqaPTol {
			bad++
		}
	}
	if bad < len(r.want)/2 {
		t.Errorf("a mis-mapped A fragment moved only %d of %d outputs past the tolerance", bad, len(r.want))
	}
}

// TestGQADecodeKernelChoice: bf16 specs whose head dim is a multiple of 16 up to 256 take the
// tensor-core kernel (sm_80 only where an Ada block holds its shared memory); f32, other widths
// and Check's refusal of MMA on them keep the CUDA-core kernel; the tensor-core launch keeps the
// grid (one block per row, split and head group), kind and parameters, 128 threads, and the shared
// memory MMAShared says.
func TestGQADecodeKernelChoice(t *testing.T) {
	glm := kgen.GQADecodeSpec{Elem: kgen.EBF16, Heads: 96, KVHeads: 8, HeadDim: 128, HG: 12, Scale: 0.088}
	for _, c := range []struct {
		what       string
		elem       kgen.Elem
		d          int64
		sm80, sm90 bool
	}{
		{"GLM-4.5", kgen.EBF16, 128, true, true},
		{"f32", kgen.EF32, 128, false, false},
		{"head dim 72", kgen.EBF16, 72, false, false},
		{"head dim 16", kgen.EBF16, 16, true, true},
		{"head dim 160", kgen.EBF16, 160, false, true}, // rows of 192 in shared memory: 105 KiB,
		{"head dim 192", kgen.EBF16, 192, false, true},
		{"head dim 256", kgen.EBF16, 256, false, true},
		{"head dim 272", kgen.EBF16, 272, false, false},
	} {
		s := glm
		s.Elem, s.HeadDim = c.elem, c.d
		if got80, got90, got90a := s.MMAOK(kgen.SM80), s.MMAOK(kgen.SM90), s.MMAOK(kgen.SM90a); got80 != c.sm80 || got90 != c.sm90 || got90a != c.sm90 {
			t.Errorf("%s: MMAOK sm_80 %v, sm_90 %v, sm_90a %v; want %v, %v, %v", c.what, got80, got90, got90a, c.sm80, c.sm90, c.sm90)
		}
		s.MMA = true
		if err := s.Check(); (err == nil) != c.sm90 {
			t.Errorf("%s with MMA: Check %v, want an error %v", c.what, err, !c.sm90)
		}
	}
	k, l := glm.Build()
	if strings.HasSuffix(k.Name, "_mma") || l.Block != 256 {
		t.Errorf("without MMA: kernel %s, block %d; want the CUDA-core kernel", k.Name, l.Block)
	}
	m := glm
	m.MMA = true
	km, lm := m.Build()
	if err := kgen.Verify(km); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(km.Name, "_mma") || lm.Block != 128 || lm.Kind != l.Kind || lm.Grid != l.Grid || lm.Shared != int(m.MMAShared()) {
		t.Errorf("MMA: kernel %s, block %d, kind %s, grid %+v, shared %d; want _mma, 128, %s, %+v, %d", km.Name, lm.Block, lm.Kind, lm.Grid,
			lm.Shared, l.Kind, l.Grid, m.MMAShared())
	}
	// The runtime passes both the same arguments.
	if !reflect.DeepEqual(lm.Params, l.Params) {
		t.Errorf("MMA parameters %+v, the CUDA-core kernel's %+v", lm.Params, l.Params)
	}
	// GLM-4.5: q 4 KiB, two buffers of K and V 64 KiB, P 2 KiB, maxima and sums 512 bytes; three
	// blocks in an H200 SM's 228 KiB (with the driver's 1 KiB a block).
	if want := 4<<10 + 64<<10 + 2<<10 + 512; lm.Shared != want || (228<<10)/(lm.Shared+1024) < 3 {
		t.Errorf("GLM-4.5 tensor-core kernel: %d bytes of shared memory, want %d (three blocks an SM)", lm.Shared, want)
	}
}

// TestGQADecodeMMALLC compiles the tensor-core kernel at GLM-4.5's widths (96 heads over 8, head
// dim 128) for sm_80 and sm_90a: llc accepts it, CheckPTX passes (no Hopper instruction, only
// mma.sync shapes Ampere runs), the PTX holds the bf16 m16n8k16, both ldmatrix forms, the 16-byte
// cp.async with its commit and wait, and ex2.approx, 32 MMAs (16 score, 16 P·V a tile) and no local
// memory.
func TestGQADecodeMMALLC(t *testing.T) {
	tc := toolchain(t)
	s := kgen.GQADecodeSpec{Elem: kgen.EBF16, Heads: 96, KVHeads: 8, HeadDim: 128, HG: 12, Scale: 0.0884, MMA: true}
	k, _ := s.Build()
	for _, arch := range []kgen.Arch{kgen.SM80, kgen.SM90a} {
		ptx, err := tc.PTXFor(t.Context(), kgen.Lower([]*kgen.Kernel{k}).String(), arch)
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		if err := kgen.CheckPTX(ptx, arch); err != nil {
			t.Errorf("%s: %v", arch, err)
		}
		for _, want := range []string{".entry " + k.Name + "(", "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
			"ldmatrix.sync.aligned.m8n8.x4.shared.b16", "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16",
			"cp.async.cg.shared.global", "cp.async.commit_group", "cp.async.wait_group 0", "ex2.approx"} {
			if !strings.Contains(ptx, want) {
				t.Errorf("%s PTX of %s lacks %q", arch, k.Name, want)
			}
		}
		if n := strings.Count(ptx, "mma.sync.aligned"); n != 32 {
			t.Errorf("%s: %d mma.sync in the PTX, want 16 score and 16 P·V products", arch, n)
		}
		if strings.Contains(ptx, ".local") {
			t.Errorf("%s: PTX uses local memory: the accumulators were not kept in registers", arch)
		}
	}
}

// TestWriteGQABench compiles the gqa_decode benchmark's kernels at GLM-4.5's widths (96 heads over
// 8, head dim 128, bf16): the CUDA-core kernel, then the tensor-core one. With
// AFDC_KGEN_GQABENCH_OUT=DIR it writes DIR/kernels.ptx (for AFDC_KGEN_GQABENCH_ARCH, default
// sm_90a) and DIR/kernels.json (each kernel's launch and widths) for scripts/cuda/gqa_bench.py.
func TestWriteGQABench(t *testing.T) {
	base := kgen.GQADecodeSpec{Elem: kgen.EBF16, Heads: 96, KVHeads: 8, HeadDim: 128, HG: 12, Scale: 0.0884}
	mma := base
	mma.MMA = true
	var specs []kgen.Spec
	var meta []map[string]any
	for _, s := range []kgen.GQADecodeSpec{base, mma} {
		if err := s.Check(); err != nil {
			t.Fatal(err)
		}
		specs = append(specs, s)
		meta = append(meta, map[string]any{"tensor_cores": s.MMA, "heads": s.Heads, "kv_heads": s.KVHeads, "head_dim": s.HeadDim, "hg": s.HG})
	}
	mod, ls, err := kgen.Build(specs)
	if err != nil {
		t.Fatal(err)
	}
	arch, err := kgen.ParseArch(os.Getenv("AFDC_KGEN_GQABENCH_ARCH"))
	if err != nil {
		t.Fatal(err)
	}
	writeBenchKernels(t, os.Getenv("AFDC_KGEN_GQABENCH_OUT"), mod.String(), ls, meta, arch)
}
