package kgen_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"afdc/runtime/kvfp8"
	"afdc/runtime/weights"
	"afdc/targets/cpu/kernels"
	"afdc/targets/cuda/kgen"
)

// mlaStep is a step of several sequences for the MLA decode tests: each sequence has a context of
// ctx positions, the last rows of which are the step's rows (one for decode, several for a prefill
// chunk), over a paged pool whose blocks are shuffled.
type mlaStep struct {
	ctx, rows            []int
	blockSize, maxBlocks int
	numBlocks            int
	table                []int32
	tokSeq, tokPos       []int32
}

func newMLAStep(rng *rand.Rand, ctx, rows []int, blockSize, spare int) *mlaStep {
	s := &mlaStep{ctx: ctx, rows: rows, blockSize: blockSize}
	for i, n := range ctx {
		s.maxBlocks = max(s.maxBlocks, (n+blockSize-1)/blockSize)
		for p := n - rows[i]; p < n; p++ {
			s.tokSeq = append(s.tokSeq, int32(i))
			s.tokPos = append(s.tokPos, int32(p))
		}
	}
	s.maxBlocks += spare // a table wider than the contexts need, as a graph bucket's would be
	s.numBlocks = len(ctx) * s.maxBlocks
	for _, id := range rng.Perm(s.numBlocks) {
		s.table = append(s.table, int32(id))
	}
	return s
}

func (s *mlaStep) row(seq, pos int) int {
	return int(s.table[seq*s.maxBlocks+pos/s.blockSize])*s.blockSize + pos%s.blockSize
}

// TestMLADecodeInterpret runs the split decode path (the absorption as the runtime's GEMM computes
// it, mla_decode, mla_combine, the output projection) in the interpreter against
// kernels.MLAAttentionPaged: contexts of 1, a tile plus one, several tiles and a chunk boundary,
// a prefill chunk of three rows (each causal), shuffled blocks, a table wider than needed, one and
// several splits, head groups of the whole and of part of the heads, a latent width that is and one
// that is not a multiple of the warp. The workspace starts as NaN: a split that reads a slot no
// block wrote poisons the result.
func TestMLADecodeInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	for _, c := range []mlaCase{
		{kgen.EBF16, 4, 2, 16, 8, 32, 4},
		{kgen.EF32, 3, 3, 8, 32, 64, 1},
		{kgen.EF32, 2, 1, 4, 8, 24, 8},
	} {
		got, want, mag := mlaDecodeRun(t, c, nil)
		tol := 1e-5
		if c.elem == kgen.EBF16 {
			tol = 1.0 / 256 // o_lat is rounded to bf16 for the output GEMM
		}
		checkClose(t, fmt.Sprintf("%s heads %d group %d rank %d splits %d", c.elem, c.heads, c.hg, c.rank, c.splits), got, want, mag, tol)
	}
}

type mlaCase struct {
	elem                        kgen.Elem
	heads, hg, nope, rope, rank int
	splits                      int
}

// mlaDecodeRun runs the split decode path of case c (the spec through alter when it is not nil) in
// the interpreter and returns its output, kernels.MLAAttentionPaged's, and the magnitude that
// bounds each element's rounding (o_lat is a convex combination of latents of magnitude ≲ 4).
func mlaDecodeRun(t *testing.T, c mlaCase, alter func(kgen.MLADecodeSpec) kgen.MLADecodeSpec) (got *kgen.Buf, want, mag []float32) {
	t.Helper()
	return mlaDecodeRunStep(t, c, []int{1, 33, 70, 7}, []int{1, 1, 1, 3}, 8, alter)
}

// mlaDecodeRunStep is mlaDecodeRun on sequences of contexts ctx whose last rows[i] positions are
// the step's rows, in a pool of blocks of blockSize positions.
func mlaDecodeRunStep(t *testing.T, c mlaCase, ctx, stepRows []int, blockSize int, alter func(kgen.MLADecodeSpec) kgen.MLADecodeSpec) (got *kgen.Buf, want, mag []float32) {
	t.Helper()
	rng := rand.New(rand.NewPCG(uint64(c.rank), uint64(c.splits)))
	st := newMLAStep(rng, ctx, stepRows, blockSize, 1)
	H, nope, rope, rank := c.heads, c.nope, c.rope, c.rank
	W, qw, v := rank+rope, nope+rope, 5
	rows := len(st.tokPos)
	poolBuf, pool := act(rng, c.elem, st.numBlocks*st.blockSize*W)
	qBuf, q := act(rng, c.elem, rows*H*qw)
	kvb := make([]float32, H*(nope+v)*rank)
	for i := range kvb {
		kvb[i] = float32(rng.NormFloat64() * 0.2)
	}
	d := kgen.MLADecodeSpec{Q: c.elem, Pool: c.elem, Heads: int64(H), HG: int64(c.hg), Nope: int64(nope), Rope: int64(rope),
		Rank: int64(rank), Scale: 0.3}
	if alter != nil {
		d = alter(d)
	}
	if d.Pool == kgen.EF8 {
		// The FP8 cache's rows of the same latents (rope keys as they are); the reference reads
		// what that cache reads back.
		spreadBlocks(pool, rank, rank+rope)
		poolBuf = fp8Pool(pool, rank, rope)
	}
	// The reference, sequence by sequence, on a copy of the pool (it rewrites the new rows).
	want = make([]float32, rows*H*v)
	first := 0
	for i, n := range st.ctx {
		r := st.rows[i]
		c1, kpe := make([]float32, r*rank), make([]float32, r*rope)
		for j := range r {
			at := st.row(i, n-r+j) * W
			copy(c1[j*rank:], pool[at:at+rank])
			copy(kpe[j*rope:], pool[at+rank:at+W])
		}
		ref := append([]float32(nil), pool...)
		kernels.MLAAttentionPaged(want[first*H*v:(first+r)*H*v], q[first*H*qw:(first+r)*H*qw], c1, kpe, r, ref,
			st.table[i*st.maxBlocks:(i+1)*st.maxBlocks], st.blockSize, n-r, kvb, H, nope, rope, v, rank, 0.3)
		first += r
	}
	// q_abs as the absorption GEMM's f32 sums (qabsAs rounds them as the GEMM does for a kernel that
	// reads bf16).
	qabs := make([]float32, rows*H*rank)
	for it := range rows * H {
		h := it % H
		for d := range nope {
			x := q[it*qw+d]
			for cc := range rank {
				qabs[it*rank+cc] += x * kvb[(h*(nope+v)+d)*rank+cc]
			}
		}
	}
	paging := []any{&kgen.Buf{I32: st.table}, &kgen.Buf{I32: st.tokSeq}, &kgen.Buf{I32: st.tokPos},
		int32(st.maxBlocks), int32(st.blockSize)}
	// decode runs spec d over a NaN workspace and, where the kernel wrote o_lat itself (the
	// warpgroup kernel, in a launch of one split), returns that and true; else the combine's o_lat.
	const sentinel = 0x7fa5 // a bf16 NaN no kernel makes: what the kernel left unwritten
	decode := func(d kgen.MLADecodeSpec) (*kgen.Buf, bool) {
		part := make([]float32, kgen.MLAWorkspaceBytes(rows, c.splits, d.Heads, d.Rank)/4)
		for i := range part {
			part[i] = float32(math.NaN())
		}
		partBuf := &kgen.Buf{F32: part}
		args := append([]any{partBuf, qabsAs(qabs, d.QAbs()), qBuf, poolBuf}, paging...)
		args = append(args, int32(c.splits), int32(rows*c.splits))
		var direct *kgen.Buf
		if d.Hopper {
			direct = outBuf(kgen.EBF16, rows*H*rank)
			for i := range direct.BF16 {
				direct.BF16[i] = sentinel
			}
			args = append(args, direct)
		}
		if d.PoolMap() {
			args = append(args, &kgen.TensorMap{Buf: poolBuf, Dims: [2]int64{int64(W), int64(st.numBlocks * st.blockSize)}, Stride: int64(W),
				Box: [2]int64{int64(kgen.MLAPoolBox[0]), int64(kgen.MLAPoolBox[1])}, Swizzle128: true})
		}
		interpret(t, d, int64(rows*c.splits), args...)
		if direct != nil && direct.BF16[0] != sentinel {
			return direct, true
		}
		if direct != nil && slices.ContainsFunc(direct.BF16, func(b uint16) bool { return b != sentinel }) {
			t.Fatalf("splits %d: the decode kernel wrote part of o_lat", c.splits)
		}
		comb := kgen.CombineSpec{Kind: "mla_combine", Out: c.elem, Heads: d.Heads, Width: d.Rank}
		olat := outBuf(c.elem, rows*H*rank)
		k, l := comb.Build()
		if err := kgen.Verify(k); err != nil {
			t.Fatal(err)
		}
		err := kgen.Interpret(k, int(l.Grid.Blocks(int64(rows))), l.Block, olat, partBuf, &kgen.Buf{I32: st.tokPos},
			int32(st.maxBlocks), int32(st.blockSize), int32(c.splits), int32(rows))
		if err != nil {
			t.Fatal(err)
		}
		return olat, false
	}
	olatBuf, wrote := decode(d)
	if want := d.Hopper && c.splits == 1; wrote != want {
		t.Fatalf("splits %d: the decode kernel wrote o_lat itself: %v, want %v", c.splits, wrote, want)
	}
	if wrote {
		// The kernel's own o_lat is what the combine makes of its partial sums, bit for bit.
		ref, _ := decode(kgen.ViaCombine(d))
		if !slices.Equal(olatBuf.BF16, ref.BF16) {
			t.Fatalf("one split: the warpgroup kernel's o_lat differs from the combine's")
		}
	}
	got = &kgen.Buf{F32: make([]float32, rows*H*v)}
	mag = make([]float32, rows*H*v)
	for it := range rows * H {
		h := it % H
		for j := range v {
			var s, m float64
			for cc := range rank {
				w := float64(kvb[(h*(nope+v)+nope+j)*rank+cc])
				s += float64(olatBuf.F32Value(it*rank+cc)) * w
				m += math.Abs(w) * 4 // o_lat is a convex combination of latents of magnitude ≲ 4
			}
			got.F32[it*v+j], mag[it*v+j] = float32(s), float32(m)
		}
	}
	return got, want, mag
}

// TestGQADecodeInterpret runs gqa_decode and gqa_combine in the interpreter against
// kernels.GQAAttentionPaged on the steps of TestMLADecodeInterpret's kind: groups served by one
// block and by two, a head dim that is and one that is not a multiple of the warp, one that divides
// the block's threads across heads, one and several splits, the workspace starting as NaN.
func TestGQADecodeInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	type tc struct {
		elem             kgen.Elem
		heads, kv, d, hg int
		splits           int
	}
	for _, c := range []tc{
		{kgen.EBF16, 6, 2, 32, 3, 4},
		{kgen.EF32, 4, 2, 20, 1, 1},
		{kgen.EF32, 8, 1, 16, 4, 8},
		{kgen.EBF16, 8, 2, 64, 4, 2}, // 256 threads over 64 columns: each thread takes every 4th head
	} {
		rng := rand.New(rand.NewPCG(uint64(c.d), uint64(c.splits)))
		st := newMLAStep(rng, []int{1, 33, 70, 7}, []int{1, 1, 1, 3}, 8, 1)
		H, kv, d := c.heads, c.kv, c.d
		wd, rows := kv*d, len(st.tokPos)
		kBuf, kp := act(rng, c.elem, st.numBlocks*st.blockSize*wd)
		vBuf, vp := act(rng, c.elem, st.numBlocks*st.blockSize*wd)
		qBuf, q := act(rng, c.elem, rows*H*d)
		want := make([]float32, rows*H*d)
		first := 0
		for i, n := range st.ctx {
			r := st.rows[i]
			k1, v1 := make([]float32, r*wd), make([]float32, r*wd)
			for j := range r {
				at := st.row(i, n-r+j) * wd
				copy(k1[j*wd:], kp[at:at+wd])
				copy(v1[j*wd:], vp[at:at+wd])
			}
			kernels.GQAAttentionPaged(want[first*H*d:(first+r)*H*d], q[first*H*d:(first+r)*H*d], k1, v1, r,
				append([]float32(nil), kp...), append([]float32(nil), vp...), st.table[i*st.maxBlocks:(i+1)*st.maxBlocks],
				st.blockSize, n-r, H, kv, d, 0.25)
			first += r
		}
		s := kgen.GQADecodeSpec{Elem: c.elem, Heads: int64(H), KVHeads: int64(kv), HeadDim: int64(d), HG: int64(c.hg), Scale: 0.25}
		part := make([]float32, kgen.MLAWorkspaceBytes(rows, c.splits, s.Heads, s.HeadDim)/4)
		for i := range part {
			part[i] = float32(math.NaN())
		}
		partBuf := &kgen.Buf{F32: part}
		interpret(t, s, int64(rows*c.splits), partBuf, qBuf, kBuf, vBuf, &kgen.Buf{I32: st.table}, &kgen.Buf{I32: st.tokSeq},
			&kgen.Buf{I32: st.tokPos}, int32(st.maxBlocks), int32(st.blockSize), int32(c.splits), int32(rows*c.splits))
		comb := kgen.CombineSpec{Kind: "gqa_combine", Out: c.elem, Heads: s.Heads, Width: s.HeadDim}
		out := outBuf(c.elem, rows*H*d)
		k, l := comb.Build()
		if err := kgen.Interpret(k, int(l.Grid.Blocks(int64(rows))), l.Block, out, partBuf, &kgen.Buf{I32: st.tokPos},
			int32(st.maxBlocks), int32(st.blockSize), int32(c.splits), int32(rows)); err != nil {
			t.Fatal(err)
		}
		mag := make([]float32, len(want))
		for i := range mag {
			mag[i] = 4 // the output is a convex combination of values of magnitude ≲ 4
		}
		checkClose(t, fmt.Sprintf("%s heads %d/%d group %d dim %d splits %d", c.elem, H, kv, c.hg, d, c.splits), out, want, mag, 1e-5)
	}
}

// TestMLADecodeMMAInterpret runs the tensor-core mla_decode (bf16, 16 heads a block) on
// TestMLADecodeInterpret's steps: two head groups, one and several splits. q_abs and the
// probabilities are rounded to bf16 (relative error ≤ 2⁻⁹) before their products, so the output
// differs from the f32 reference by about one bf16 rounding of the magnitude, not by f32 rounding:
// the tolerance is 2⁻⁹ of it (the CUDA-core kernel stays within 2⁻¹², this one within 2⁻¹¹ on these
// cases). The same kernel with two A registers of its score MMA swapped (a wrong fragment mapping)
// must move most outputs past it.
func TestMLADecodeMMAInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	const tol = 1.0 / 512
	for _, c := range []struct {
		mlaCase
		warps int64
		stage bool
	}{
		{mlaCase{kgen.EBF16, 32, 16, 16, 32, 256, 2}, 4, true}, // width 288: not staged
		{mlaCase{kgen.EBF16, 16, 16, 8, 64, 256, 1}, 4, false},
		{mlaCase{kgen.EBF16, 16, 16, 8, 64, 256, 1}, 4, true},
		{mlaCase{kgen.EBF16, 16, 16, 8, 64, 512, 2}, 8, false}, // tiles of 64 positions
		{mlaCase{kgen.EBF16, 16, 16, 8, 64, 512, 2}, 8, true},
	} {
		name := fmt.Sprintf("heads %d rank %d rope %d splits %d warps %d stage %v", c.heads, c.rank, c.rope, c.splits, c.warps, c.stage)
		mma := func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec {
			d.Warps, d.Stage = c.warps, c.stage
			if !d.TensorCores() {
				t.Fatalf("%s: the tensor-core kernel does not apply", name)
			}
			return d
		}
		got, want, mag := mlaDecodeRun(t, c.mlaCase, mma)
		checkClose(t, name, got, want, mag, tol)
		got, want, mag = mlaDecodeRun(t, c.mlaCase, func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec { return kgen.BrokenMLADecode(mma(d)) })
		checkMisMapped(t, name, got, want, mag, tol)
	}
}

// mlaBenchSpecs is the mla_decode variants scripts/cuda/mla_bench.py times at DeepSeek-V3's widths:
// the CUDA-core kernel, the tensor-core one with 4 and 8 warps reading the cache from global memory
// in both passes, and with 8 warps staging each tile in shared memory, then the flash-attention
// kernel with two cache tiles (what sm_90 plans) and with one (sm_80's); with
// AFDC_KGEN_MLABENCH_ARCH sm_90a, the 8-warp tensor-core kernel, sm_90a's warpgroup-MMA kernel in
// its lockstep and seesaw forms, the seesaw form's bulk-copy kernel (what sm_90a plans over cache
// blocks of 64 positions, the seesaw one over others), and the flash-attention kernel.
// AFDC_KGEN_MLABENCH_SEESAW (comma-separated sets of MLADecodeSpec's seesaw knobs, such as o,r or
// h) replaces the flash-attention kernel by the seesaw kernel with each set applied (to the
// bulk-copy form for a set with h).
func mlaBenchSpecs() []kgen.MLADecodeSpec {
	base := kgen.MLADecodeSpec{Q: kgen.EBF16, Pool: kgen.EBF16, Heads: 128, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1352}
	cc, w4, w8, st, hop, ss, fa, fa1 := base, base, base, base, base, base, base, base
	cc.NoMMA = true
	w4.Warps, w8.Warps, st.Warps = 4, 8, 8
	st.Stage = true
	hop.Hopper = true
	ss.Hopper, ss.Seesaw = true, true
	fa.FA, fa1.FA, fa1.FASingle = true, true, true
	bulk := ss
	bulk.Bulk = true
	if kgen.Arch(os.Getenv("AFDC_KGEN_MLABENCH_ARCH")).Hopper() {
		if knobs := os.Getenv("AFDC_KGEN_MLABENCH_SEESAW"); knobs != "" {
			specs := []kgen.MLADecodeSpec{w8, hop, ss, bulk}
			for _, k := range strings.Split(knobs, ",") {
				if strings.Contains(k, "h") { // a knob of the bulk-copy form
					specs = append(specs, kgen.SeesawKnobs(bulk, k))
				} else {
					specs = append(specs, kgen.SeesawKnobs(ss, k))
				}
			}
			return specs
		}
		return []kgen.MLADecodeSpec{w8, hop, ss, bulk, fa}
	}
	return []kgen.MLADecodeSpec{cc, w4, w8, st, fa, fa1}
}

// TestWriteMLABench compiles the mla_decode benchmark's kernels and, with AFDC_KGEN_MLABENCH_OUT=DIR,
// writes DIR/kernels.ptx and DIR/kernels.json (each kernel's launch and widths) for
// scripts/cuda/mla_bench.py.
func TestWriteMLABench(t *testing.T) {
	var specs []kgen.Spec
	var meta []map[string]any
	for _, s := range mlaBenchSpecs() {
		if err := s.Check(); err != nil {
			t.Fatal(err)
		}
		specs = append(specs, s)
		meta = append(meta, map[string]any{"tensor_cores": s.TensorCores() || s.FA || s.Hopper, "wgmma": s.Hopper, "fa": s.FA, "heads": s.Heads, "hg": s.HG,
			"nope": s.Nope, "rope": s.Rope, "rank": s.Rank})
	}
	mod, ls, err := kgen.Build(specs)
	if err != nil {
		t.Fatal(err)
	}
	arch, err := kgen.ParseArch(os.Getenv("AFDC_KGEN_MLABENCH_ARCH"))
	if err != nil {
		t.Fatal(err)
	}
	writeBenchKernels(t, os.Getenv("AFDC_KGEN_MLABENCH_OUT"), mod.String(), ls, meta, arch)
}

// TestMLADecodeKernelChoice: bf16 specs the tensor-core kernel takes build it (8 warps where the
// latent splits into 64 columns a warp, else 4); f32 builds, other head groups, widths off the
// k-steps, an unsplittable warp count and NoMMA build the CUDA-core kernel.
func TestMLADecodeKernelChoice(t *testing.T) {
	ds := kgen.MLADecodeSpec{Q: kgen.EBF16, Pool: kgen.EBF16, Heads: 128, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1}
	with := func(f func(*kgen.MLADecodeSpec)) kgen.MLADecodeSpec {
		s := ds
		f(&s)
		return s
	}
	for _, c := range []struct {
		what  string
		s     kgen.MLADecodeSpec
		block int
		mma   string // the name's suffix; "" for the CUDA-core kernel
	}{
		{"deepseek bf16", ds, 256, "_mma_w8"},
		{"staged", with(func(s *kgen.MLADecodeSpec) { s.Stage = true }), 256, "_mma_w8_st"},
		{"rank 256", with(func(s *kgen.MLADecodeSpec) { s.Rank = 256 }), 128, "_mma_w4"},
		{"rank 256 staged", with(func(s *kgen.MLADecodeSpec) { s.Rank, s.Stage = 256, true }), 128, "_mma_w4_st"},
		{"rope 96 staged: rows off 64 columns", with(func(s *kgen.MLADecodeSpec) { s.Rank, s.Rope, s.Stage = 256, 96, true }), 128, "_mma_w4"},
		{"4 warps asked", with(func(s *kgen.MLADecodeSpec) { s.Warps = 4 }), 128, "_mma_w4"},
		{"f32", with(func(s *kgen.MLADecodeSpec) { s.Q, s.Pool = kgen.EF32, kgen.EF32 }), 256, ""},
		{"group of 8", with(func(s *kgen.MLADecodeSpec) { s.HG = 8 }), 256, ""},
		{"rope 48", with(func(s *kgen.MLADecodeSpec) { s.Rope = 48 }), 256, ""},
		{"8 warps over rank 256", with(func(s *kgen.MLADecodeSpec) { s.Rank, s.Warps = 256, 8 }), 256, ""},
		{"NoMMA", with(func(s *kgen.MLADecodeSpec) { s.NoMMA = true }), 256, ""},
	} {
		k, l := c.s.Build()
		if err := kgen.Verify(k); err != nil {
			t.Fatalf("%s: %v", c.what, err)
		}
		mma := ""
		if i := strings.Index(k.Name, "_mma"); i >= 0 {
			mma = k.Name[i:]
		}
		if mma != c.mma || l.Block != c.block || c.s.TensorCores() != (c.mma != "") {
			t.Errorf("%s: kernel %s, block %d, TensorCores %v; expected suffix %q, block %d", c.what, k.Name, l.Block, c.s.TensorCores(), c.mma, c.block)
		}
		if l.Kind != "mla_decode" || l.Grid.Mult != c.s.Heads/c.s.HG {
			t.Errorf("%s: launch kind %s, grid mult %d; expected mla_decode over %d head groups", c.what, l.Kind, l.Grid.Mult, c.s.Heads/c.s.HG)
		}
		if l.Dynamic != (l.Shared > kgen.StaticSharedMax) {
			t.Errorf("%s: %d B of shared memory, dynamic %v; expected dynamic shared memory past %d B", c.what, l.Shared, l.Dynamic, kgen.StaticSharedMax)
		}
	}
	// DeepSeek's staged kernel: q words (16 rows of 288 + 16), scores (16 × 72), max, sum and
	// rescale (16 each), row offsets (64) and the tile (64 rows of 288 words), 4 bytes a word.
	ds.Stage = true
	if _, l := ds.Build(); l.Shared != 4*(16*304+16*72+3*16+64+64*288) || l.DynamicShared() != l.Shared {
		t.Errorf("deepseek: %d B of shared memory, %d B asked at launch; expected %d for both", l.Shared, l.DynamicShared(), 4*(16*304+16*72+3*16+64+64*288))
	}
}

// TestMLADecodeQAbs: the kernel Build makes declares q_abs in the type QAbs names, which is the one
// the runtime has the absorption GEMM write: bf16 for the tensor-core kernels that stage it as
// loaded (8-warp, flash-attention, lockstep warpgroup), f32 for sm_90a's seesaw kernel, which
// rounds it as it stages, and for the CUDA-core kernel.
func TestMLADecodeQAbs(t *testing.T) {
	ds := kgen.MLADecodeSpec{Q: kgen.EBF16, Pool: kgen.EBF16, Heads: 128, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1}
	for _, c := range []struct {
		what string
		f    func(*kgen.MLADecodeSpec)
		want kgen.Elem
	}{
		{"tensor cores", func(*kgen.MLADecodeSpec) {}, kgen.EBF16},
		{"flash attention", func(s *kgen.MLADecodeSpec) { s.FA = true }, kgen.EBF16},
		{"lockstep warpgroup", func(s *kgen.MLADecodeSpec) { s.Hopper = true }, kgen.EBF16},
		{"seesaw", func(s *kgen.MLADecodeSpec) { s.Hopper, s.Seesaw = true, true }, kgen.EF32},
		{"CUDA cores", func(s *kgen.MLADecodeSpec) { s.NoMMA = true }, kgen.EF32},
		{"f32", func(s *kgen.MLADecodeSpec) { s.Q, s.Pool = kgen.EF32, kgen.EF32 }, kgen.EF32},
	} {
		s := ds
		c.f(&s)
		_, l := s.Build()
		p, _ := l.Param("qabs")
		got := p.Elem
		if s.QAbs() != c.want || got != c.want.String() {
			t.Errorf("%s: QAbs %s, kernel %s declares q_abs %q; expected %s", c.what, s.QAbs(), l.Name, got, c.want)
		}
	}
}

// TestKVSwizzle: the staged tile's swizzle lets each quarter-warp of both passes' 16-byte reads
// hit 8 distinct 16-byte bank columns (chunk mod 8), for every row and chunk offset the passes use.
func TestKVSwizzle(t *testing.T) {
	f, err := kgen.KVSwizzles(8)
	if err != nil {
		t.Fatal(err)
	}
	col := func(r, c int) int { return (c ^ int(f[r%8])) % 8 }
	distinct := func(what string, cols []int) {
		seen := map[int]bool{}
		for _, c := range cols {
			seen[c] = true
		}
		if len(seen) != 8 {
			t.Errorf("%s: bank columns %v, expected 8 distinct", what, cols)
		}
	}
	for q := range 4 {
		for ks := range 18 { // score pass: rows 8w+2q, 8w+2q+1; chunks 4ks+tig
			var cols []int
			for g := 2 * q; g < 2*q+2; g++ {
				for tig := range 4 {
					cols = append(cols, col(8+g, 4*ks+tig))
				}
			}
			distinct(fmt.Sprintf("score pass, quarter %d, k-step %d", q, ks), cols)
		}
		for _, e := range []int{0, 1, 8, 9} { // P·C pass: rows 16kk+2tig+e; chunks 8m+2q, 8m+2q+1
			var cols []int
			for g := 2 * q; g < 2*q+2; g++ {
				for tig := range 4 {
					cols = append(cols, col(16+2*tig+e, 8*3+g))
				}
			}
			distinct(fmt.Sprintf("P·C pass, quarter %d, row offset %d", q, e), cols)
		}
	}
}

// TestMLADecodeFAChoice: FAOK takes bf16 specs of heads in 64s, rows of whole 64 columns up to 576
// and a latent of 64-column multiples up to 512; Build makes the flash-attention kernel only when FA
// asks (256 threads over Heads/64 head groups, dynamic shared memory of q, the tiles, P and the
// maxima and sums), its one-tile form with FASingle, and Check refuses FA on shapes it cannot serve
// and FA with Hopper.
func TestMLADecodeFAChoice(t *testing.T) {
	ds := kgen.MLADecodeSpec{Q: kgen.EBF16, Pool: kgen.EBF16, Heads: 128, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1}
	for _, c := range []struct {
		what string
		f    func(*kgen.MLADecodeSpec)
		ok   bool
	}{
		{"deepseek", func(*kgen.MLADecodeSpec) {}, true},
		{"rank 256", func(s *kgen.MLADecodeSpec) { s.Rank = 256 }, true},
		{"f32", func(s *kgen.MLADecodeSpec) { s.Q, s.Pool = kgen.EF32, kgen.EF32 }, false},
		{"bf16 q, f32 cache", func(s *kgen.MLADecodeSpec) { s.Pool = kgen.EF32 }, false},
		{"96 heads", func(s *kgen.MLADecodeSpec) { s.Heads = 96 }, false},
		{"rope 32: row of 544", func(s *kgen.MLADecodeSpec) { s.Rope = 32 }, false},
		{"row of 640", func(s *kgen.MLADecodeSpec) { s.Rank, s.Rope = 576, 64 }, false},
		{"rank 96", func(s *kgen.MLADecodeSpec) { s.Rank, s.Rope = 96, 32 }, false},
	} {
		s := ds
		c.f(&s)
		if s.FAOK() != c.ok {
			t.Errorf("%s: FAOK %v, want %v", c.what, s.FAOK(), c.ok)
		}
		s.FA = true
		if err := s.Check(); (err == nil) != c.ok {
			t.Errorf("%s with FA: Check %v, want an error %v", c.what, err, !c.ok)
		}
	}
	if k, _ := ds.Build(); strings.HasSuffix(k.Name, "_fa") {
		t.Errorf("without FA: kernel %s, want the tensor-core one", k.Name)
	}
	for _, single := range []bool{false, true} {
		s := ds
		s.FA, s.FASingle = true, single
		k, l := s.Build()
		if err := kgen.Verify(k); err != nil {
			t.Fatal(err)
		}
		suffix, tiles := "_fa", 2
		if single {
			suffix, tiles = "_fa1", 1
		}
		// q (64 × 576 bf16), the tiles (64 × 576 bf16 each), P (64 × 64 bf16), maxima and sums (2 × 64
		// f32 each), rescales (64 f32).
		shared := 64*576*2 + tiles*64*576*2 + 64*64*2 + 5*64*4
		if !strings.HasSuffix(k.Name, suffix) || l.Block != 256 || l.Grid.Mult != 2 || l.Kind != "mla_decode" || l.Shared != shared || l.DynamicShared() != shared {
			t.Errorf("FA single %v: kernel %s, block %d, grid mult %d, kind %s, shared %d (asked %d); want %s, 256, 2 head groups, mla_decode, %d",
				single, k.Name, l.Block, l.Grid.Mult, l.Kind, l.Shared, l.DynamicShared(), suffix, shared)
		}
	}
	both := ds
	both.FA, both.Hopper = true, true
	if err := both.Check(); err == nil || !strings.Contains(err.Error(), "expected one") {
		t.Errorf("FA and Hopper: Check %v, want an error asking for one", err)
	}
}

// TestFASwizzle: the flash-attention kernel's tile layout (64 rows of 72 chunks, DeepSeek-V3's row,
// and P's 8) is a permutation of each row's chunks within its 128-byte lines, and every shared
// access of the kernel is free of bank conflicts: each ldmatrix phase (8 lanes supplying 8
// consecutive rows at one chunk: q and P as A, the tile as the scores' B and, transposed, as
// P·V's), each 8-lane phase of the cp.async stores (8 consecutive chunks of one row) hits 8
// distinct 16-byte bank columns, and a warp's P stores (rows gr of a head group, word tg of one
// chunk) hit 32 distinct banks.
func TestFASwizzle(t *testing.T) {
	for _, cw := range []int{72, 8} {
		w, err := kgen.FASwizzle(64, cw)
		if err != nil {
			t.Fatal(err)
		}
		at := func(r, c int) int { return int(w[r*cw+c]) }
		for r := range 64 {
			seen := map[int]bool{}
			for c := range cw {
				a := at(r, c)
				if a%4 != 0 || a/(4*cw) != r || a/32 != (r*4*cw+4*c)/32 || seen[a] {
					t.Fatalf("row width %d: chunk %d of row %d at word %d, expected a distinct chunk of the same row and 128-byte line", cw, c, r, a)
				}
				seen[a] = true
			}
		}
		distinct := func(what string, words []int, per int) {
			banks := map[int]bool{}
			for _, a := range words {
				banks[a/per%(32/per)] = true
			}
			if len(banks) != len(words) {
				t.Errorf("row width %d, %s: words %v share banks", cw, what, words)
			}
		}
		for r0 := 0; r0 < 64; r0 += 8 {
			for c := range cw {
				var words []int
				for r := r0; r < r0+8; r++ {
					words = append(words, at(r, c))
				}
				distinct(fmt.Sprintf("ldmatrix rows %d..%d chunk %d", r0, r0+7, c), words, 4)
			}
		}
		for r := range 64 {
			for c0 := 0; c0 < cw; c0 += 8 {
				var words []int
				for c := c0; c < c0+8; c++ {
					words = append(words, at(r, c))
				}
				distinct(fmt.Sprintf("cp.async row %d chunks %d..", r, c0), words, 4)
			}
		}
		if cw == 8 {
			for hg := range 4 {
				for e := range 2 {
					for c := range 8 {
						var words []int
						for gr := range 8 {
							for tg := range 4 {
								words = append(words, at(16*hg+8*e+gr, c)+tg)
							}
						}
						distinct(fmt.Sprintf("P stores head group %d half %d chunk %d", hg, e, c), words, 1)
					}
				}
			}
		}
	}
}

// TestMLADecodeWGInterpret runs sm_90a's warpgroup-MMA mla_decode (64 heads a block, two
// warpgroups, wgmma on swizzled tiles, P from registers and shared memory) in the interpreter on
// TestMLADecodeFAInterpret's steps (contexts of 1, a tile less one, a whole tile and 200: a partial
// last tile; a prefill chunk of two rows; shuffled blocks of 16 positions; one and three splits, a
// split's chunk then ending inside a tile; one and two head groups; q rows whose q_pe starts on 16
// bytes and one whose does not, on contexts of 63 and 130), and DeepSeek-V3's row (rank 512: P·V
// of N 256) on a context of two tiles (100). Required: against kernels.MLAAttentionPaged within
// 2⁻¹⁰ of the magnitude (q_abs and P are rounded to bf16), and, where cross is set, against the
// flash-attention kernel within 2⁻¹² (the same tiles; the order of the sums, the FMA in each
// probability's exponent and the lazily moved maximum differ); there the same kernel with two of
// the A registers of its P·V swapped must move most outputs past the reference's tolerance.
// Measured: 3.8·10⁻⁴ and 2.0·10⁻⁴. Dropping the rescale where a row's maximum moves fails the first
// case (0.47).
func TestMLADecodeWGInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	const tol = 1.0 / 1024
	for _, c := range []struct {
		mlaCase
		ctx, rows []int
		cross     bool
	}{
		{mlaCase{kgen.EBF16, 64, 16, 16, 64, 128, 1}, []int{1, 63, 64, 200}, []int{1, 1, 1, 2}, true},
		{mlaCase{kgen.EBF16, 128, 16, 16, 64, 128, 3}, []int{1, 63, 64, 200}, []int{1, 1, 1, 2}, false},
		{mlaCase{kgen.EBF16, 64, 16, 12, 64, 128, 3}, []int{63, 130}, []int{1, 1}, false}, // q rows of 76: q_pe a pair at a time
		{mlaCase{kgen.EBF16, 64, 16, 16, 64, 512, 1}, []int{100}, []int{1}, false},
	} {
		name := fmt.Sprintf("heads %d rank %d rope %d nope %d splits %d", c.heads, c.rank, c.rope, c.nope, c.splits)
		wg := func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec {
			if !d.HopperOK() {
				t.Fatalf("%s: the warpgroup kernel refuses it", name)
			}
			d.Hopper = true
			return d
		}
		got, want, mag := mlaDecodeRunStep(t, c.mlaCase, c.ctx, c.rows, 16, wg)
		checkClose(t, name+" against the reference", got, want, mag, tol)
		t.Logf("%s: largest |Δ| against the reference %.3g of the magnitude", name, maxRelErr(got, want, mag))
		if !c.cross {
			continue
		}
		fa, _, _ := mlaDecodeRunStep(t, c.mlaCase, c.ctx, c.rows, 16, func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec {
			if !d.FAOK() {
				t.Fatalf("%s: the flash-attention kernel refuses it", name)
			}
			d.FA = true
			return d
		})
		checkClose(t, name+" against the flash-attention kernel", got, fa.F32, mag, 1.0/4096)
		t.Logf("%s: largest |Δ| against the flash-attention kernel %.3g of the magnitude", name, maxRelErr(got, fa.F32, mag))
		got, want, mag = mlaDecodeRunStep(t, c.mlaCase, c.ctx, c.rows, 16, func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec { return kgen.BrokenMLADecode(wg(d)) })
		checkMisMapped(t, name, got, want, mag, tol)
	}
}

// checkMisMapped requires a kernel built with two A registers of one of its MMAs swapped (a wrong
// fragment mapping, kgen.BrokenMLADecode) to move at least half its outputs past the tolerance its
// right build meets.
func checkMisMapped(t *testing.T, name string, got *kgen.Buf, want, mag []float32, tol float64) {
	t.Helper()
	bad := 0
	for i, w := range want {
		if math.Abs(float64(got.F32Value(i))-float64(w)) > tol*float64(mag[i]) {
			bad++
		}
	}
	if bad < len(want)/2 {
		t.Errorf("%s: a mis-mapped A fragment moved only %d of %d outputs past the tolerance; expected at least half", name, bad, len(want))
	}
}

// maxRelErr is the largest |got − want| relative to mag.
func maxRelErr(got *kgen.Buf, want, mag []float32) float64 {
	m := 0.0
	for i, w := range want {
		m = max(m, math.Abs(float64(got.F32Value(i))-float64(w))/float64(mag[i]))
	}
	return m
}

// TestMLADecodeWGChoice: HopperOK takes bf16 specs of heads in 64s, rows of whole 64 columns up to
// 576 and a latent of 128-column multiples up to 512; Build makes the warpgroup kernel only when
// Hopper asks (256 threads over Heads/64 head groups, dynamic shared memory of q, two tiles, P and
// the maxima and sums), and Check refuses Hopper on shapes it cannot serve.
func TestMLADecodeWGChoice(t *testing.T) {
	ds := kgen.MLADecodeSpec{Q: kgen.EBF16, Pool: kgen.EBF16, Heads: 128, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1}
	for _, c := range []struct {
		what string
		f    func(*kgen.MLADecodeSpec)
		ok   bool
	}{
		{"deepseek", func(*kgen.MLADecodeSpec) {}, true},
		{"rank 256", func(s *kgen.MLADecodeSpec) { s.Rank = 256 }, true},
		{"rank 128, no rope", func(s *kgen.MLADecodeSpec) { s.Rank, s.Rope = 128, 0 }, true},
		{"f32", func(s *kgen.MLADecodeSpec) { s.Q, s.Pool = kgen.EF32, kgen.EF32 }, false},
		{"bf16 q, f32 cache", func(s *kgen.MLADecodeSpec) { s.Pool = kgen.EF32 }, false},
		{"96 heads", func(s *kgen.MLADecodeSpec) { s.Heads = 96 }, false},
		{"rope 40", func(s *kgen.MLADecodeSpec) { s.Rope = 40 }, false},
		{"rank 192: halves off 64 columns", func(s *kgen.MLADecodeSpec) { s.Rank = 192 }, false},
		{"rank 1024", func(s *kgen.MLADecodeSpec) { s.Rank = 1024 }, false},
		{"row of 640", func(s *kgen.MLADecodeSpec) { s.Rank, s.Rope = 512, 128 }, false},
	} {
		s := ds
		c.f(&s)
		if s.HopperOK() != c.ok {
			t.Errorf("%s: HopperOK %v, want %v", c.what, s.HopperOK(), c.ok)
		}
		s.Hopper = true
		if err := s.Check(); (err == nil) != c.ok {
			t.Errorf("%s with Hopper: Check %v, want an error %v", c.what, err, !c.ok)
		}
	}
	h96 := ds
	h96.Heads, h96.Hopper = 96, true
	if err := h96.Check(); err == nil || !strings.Contains(err.Error(), "warpgroup kernel for bf16 q, bf16 cache, 96 heads") ||
		!strings.Contains(err.Error(), "expected bf16, heads in 64s") {
		t.Errorf("96 heads with Hopper: Check %v, want what was asked and the shapes it serves", err)
	}
	if k, _ := ds.Build(); strings.HasSuffix(k.Name, "_wg") {
		t.Errorf("without Hopper: kernel %s, want the tensor-core one", k.Name)
	}
	ds.Hopper = true
	k, l := ds.Build()
	if err := kgen.Verify(k); err != nil {
		t.Fatal(err)
	}
	// q (64 × 576 bf16), two tiles (64 × 576 bf16 each), P (64 × 64 bf16), maxima and sums (2 × 64
	// f32 each), q's address (one word): within sm_90's 227 KiB a block.
	shared := 3*64*576*2 + 64*64*2 + 4*64*4 + 4
	if shared > 227<<10 {
		t.Fatalf("expected %d B of shared memory, more than a block may have", shared)
	}
	if !strings.HasSuffix(k.Name, "_wg") || l.Block != 256 || l.Grid.Mult != 2 || l.Kind != "mla_decode" || l.Shared != shared || l.DynamicShared() != shared {
		t.Errorf("Hopper: kernel %s, block %d, grid mult %d, kind %s, shared %d (asked %d); want _wg, 256, 2 head groups, mla_decode, %d",
			k.Name, l.Block, l.Grid.Mult, l.Kind, l.Shared, l.DynamicShared(), shared)
	}

	// The seesaw form: q (its last region later P_B), two tiles, P_A, the maxima, β and sums (4 × 64
	// f32), 18 mbarriers, three addresses and each warpgroup's list of 128 rows, within the 227 KiB.
	ss := ds
	ss.Seesaw = true
	k, l = ss.Build()
	if err := kgen.Verify(k); err != nil {
		t.Fatal(err)
	}
	shared = 3*64*576*2 + 64*64*2 + 4*64*4 + 18*8 + 3*4 + 2*128*4
	if shared > 227<<10 {
		t.Fatalf("expected %d B of shared memory, more than a block may have", shared)
	}
	if !strings.HasSuffix(k.Name, "_ss") || l.Block != 256 || l.Grid.Mult != 2 || l.Kind != "mla_decode" || l.Shared < shared ||
		l.Shared > shared+16 || l.Shared > 227<<10 {
		t.Errorf("Seesaw: kernel %s, block %d, grid mult %d, kind %s, shared %d; want _ss, 256, 2 head groups, mla_decode, %d and up to 16 B of alignment, within %d",
			k.Name, l.Block, l.Grid.Mult, l.Kind, l.Shared, shared, 227<<10)
	}
	ss.Hopper = false
	if err := ss.Check(); err == nil || !strings.Contains(err.Error(), "seesaw") {
		t.Errorf("Seesaw without Hopper: Check %v, want an error naming the seesaw form", err)
	}
}

// TestMLADecodeFAInterpret runs the flash-attention mla_decode (64 heads a block, ldmatrix operands,
// cp.async tiles of 64 positions) in the interpreter: contexts of 1, a tile less one, a whole tile
// and several tiles with a partial last one (200), a prefill chunk of two rows, blocks of 16
// positions shuffled, one and three splits (a split's chunk then ends inside a tile), one and two
// head groups, two tile buffers and one, DeepSeek-V3's row of 576 and the narrowest (64), q rows
// whose q_pe starts on 16 bytes and one whose does not (nope 12). Against
// kernels.MLAAttentionPaged within 2⁻¹⁰ of the magnitude (q_abs and P are rounded to bf16, 2⁻⁹
// relative; measured 3.2·10⁻⁴), and, where cross is set, against the 16-head tensor-core kernel
// (the same roundings: only the exponential's last bits, the sums' order and, with its 4 warps'
// tiles of 32 positions, the maxima P is taken against differ) within 2⁻¹² (measured 7.5·10⁻⁵);
// there the same kernel with two A registers of its score MMA swapped must move most outputs
// past the reference's tolerance.
func TestMLADecodeFAInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	const tol = 1.0 / 1024
	ctx, rows := []int{1, 63, 64, 200}, []int{1, 1, 1, 2}
	for _, c := range []struct {
		mlaCase
		single, cross, fp8 bool
	}{
		{mlaCase{kgen.EBF16, 64, 16, 16, 64, 256, 1}, false, true, false},
		{mlaCase{kgen.EBF16, 128, 16, 16, 64, 256, 3}, true, true, false},
		{mlaCase{kgen.EBF16, 64, 16, 12, 64, 512, 3}, false, false, false}, // q rows of 76: q_pe a pair at a time
		{mlaCase{kgen.EBF16, 64, 16, 8, 0, 64, 3}, false, false, false},    // the narrowest row, no rope: one n-tile pair a warp
		// An FP8 cache: its tiles staged, widened to bf16, then multiplied as a bf16 cache's.
		{mlaCase{kgen.EBF16, 64, 16, 16, 64, 256, 1}, false, false, true},
		{mlaCase{kgen.EBF16, 128, 16, 12, 64, 512, 3}, false, false, true},
		{mlaCase{kgen.EBF16, 64, 16, 8, 0, 128, 2}, false, false, true},
	} {
		name := fmt.Sprintf("heads %d rank %d rope %d splits %d single %v fp8 %v", c.heads, c.rank, c.rope, c.splits, c.single, c.fp8)
		fa := func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec {
			if c.fp8 {
				d.Pool = kgen.EF8
			}
			if !d.FAOK() {
				t.Fatalf("%s: the flash-attention kernel refuses it", name)
			}
			d.FA, d.FASingle = true, c.single
			return d
		}
		got, want, mag := mlaDecodeRunStep(t, c.mlaCase, ctx, rows, 16, fa)
		checkClose(t, name+" against the reference", got, want, mag, tol)
		if !c.cross {
			continue
		}
		mma, _, _ := mlaDecodeRunStep(t, c.mlaCase, ctx, rows, 16, func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec {
			if !d.TensorCores() {
				t.Fatalf("%s: the tensor-core kernel refuses it", name)
			}
			return d
		})
		checkClose(t, name+" against the tensor-core kernel", got, mma.F32, mag, 1.0/4096)
		got, want, mag = mlaDecodeRunStep(t, c.mlaCase, ctx, rows, 16, func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec { return kgen.BrokenMLADecode(fa(d)) })
		checkMisMapped(t, name, got, want, mag, tol)
	}
}

// TestMLADecodeWGLLC compiles the warpgroup kernel at DeepSeek-V3's widths for sm_90a: llc accepts
// it, CheckPTX passes, the PTX holds the score chain's K-major m64n32k16, P·V's m64n256k16 with A
// from registers and with A from shared memory, both with B transposed, the fences, commits and
// waits, and no local memory (the 128 P·V accumulators a thread stay in registers).
func TestMLADecodeWGLLC(t *testing.T) {
	tc := toolchain(t)
	s := kgen.MLADecodeSpec{Q: kgen.EBF16, Pool: kgen.EBF16, Heads: 128, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1352, Hopper: true}
	k, _ := s.Build()
	ptx, err := tc.PTXFor(t.Context(), kgen.Lower([]*kgen.Kernel{k}).String(), kgen.SM90a)
	if err != nil {
		t.Fatal(err)
	}
	if err := kgen.CheckPTX(ptx, kgen.SM90a); err != nil {
		t.Error(err)
	}
	for _, want := range []string{
		"wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16", "p, 1, 1, 0, 0;", // scores: both K-major
		"wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16", "p, 1, 1, 1;", // P·V, A from registers
		"p, 1, 1, 0, 1;", // P·V, A from shared memory
		"wgmma.fence.sync.aligned;", "wgmma.commit_group.sync.aligned;", "wgmma.wait_group.sync.aligned 0;",
		"fence.proxy.async.shared::cta;", "cp.async.cg.shared.global", "ex2.approx",
		"max.f32", "cvt.rn.bf16x2.f32", "st.global.v2.f32", // the softmax's maxima, P's pairs, the output's pairs
	} {
		if !strings.Contains(ptx, want) {
			t.Errorf("sm_90a PTX of %s lacks %q", k.Name, want)
		}
	}
	if n := strings.Count(ptx, "wgmma.mma_async"); n != 36+4 {
		t.Errorf("%d wgmma in the PTX, want 36 score steps and 4 P·V steps", n)
	}
	if strings.Contains(ptx, ".local") {
		t.Errorf("PTX uses local memory: the accumulators were not kept in registers")
	}
}

// TestMLADecodeSeesawLLC compiles the seesaw kernel at DeepSeek-V3's widths for sm_90a: llc
// accepts it and CheckPTX passes, nothing spills to local memory, and the PTX holds each warpgroup
// wait, commit and fence as often as the kernel does: llc copying one into a branch that some of
// the warp's threads skip makes the warp execute it divergently (a hang on the GPU).
func TestMLADecodeSeesawLLC(t *testing.T) {
	tc := toolchain(t)
	s := kgen.MLADecodeSpec{Q: kgen.EBF16, Pool: kgen.EBF16, Heads: 128, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1352,
		Hopper: true, Seesaw: true}
	k, _ := s.Build()
	llvm := kgen.Lower([]*kgen.Kernel{k}).String()
	ptx, err := tc.PTXFor(t.Context(), llvm, kgen.SM90a)
	if err != nil {
		t.Fatal(err)
	}
	if err := kgen.CheckPTX(ptx, kgen.SM90a); err != nil {
		t.Error(err)
	}
	for _, op := range []string{"wgmma.wait_group", "wgmma.commit_group", "wgmma.fence"} {
		if got, want := strings.Count(ptx, op), strings.Count(llvm, op); got != want || want == 0 {
			t.Errorf("%d %s in the PTX, the kernel has %d", got, op, want)
		}
	}
	if n := strings.Count(ptx, "cp.async.cg.shared.global"); n != 4*9*2*2 {
		t.Errorf("%d cp.async copies, want 4 a region's thread × 9 regions × 2 tiles, before the loop and in it", n)
	}
	if strings.Contains(ptx, ".local") {
		t.Errorf("PTX uses local memory")
	}
}

// TestMLADecodeSeesawBulkLLC compiles the seesaw kernel's bulk-copy form at DeepSeek-V3's widths
// for sm_90a: llc accepts it and CheckPTX passes; it takes the pool's tensor map as a 64-byte
// aligned 128-byte parameter; its copies are bulk tensor copies under an evict-first policy (one a
// region: two tiles of nine regions before the loop and in it), each announced by expect_tx, with
// no cp.async left; the barriers' initialisation is fenced to the copy engine before the first
// copy; and nothing spills to local memory. Without Bulk the same spec keeps cp.async.
func TestMLADecodeSeesawBulkLLC(t *testing.T) {
	tc := toolchain(t)
	s := kgen.MLADecodeSpec{Q: kgen.EBF16, Pool: kgen.EBF16, Heads: 128, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1352,
		Hopper: true, Seesaw: true, Bulk: true}
	if !s.PoolMap() {
		t.Fatal("the bulk-copy form does not report its tensor map")
	}
	k, l := s.Build()
	if l.Kind != "mla_decode_bulk" {
		t.Errorf("%s: kind %q, expected mla_decode_bulk", k.Name, l.Kind)
	}
	if _, ok := l.Param("pool_map"); !ok {
		t.Fatalf("%s takes no pool_map", k.Name)
	}
	ptx, err := tc.PTXFor(t.Context(), kgen.Lower([]*kgen.Kernel{k}).String(), kgen.SM90a)
	if err != nil {
		t.Fatal(err)
	}
	if err := kgen.CheckPTX(ptx, kgen.SM90a); err != nil {
		t.Error(err)
	}
	if !strings.Contains(ptx, ".param .align 64 .b8 "+k.Name+"_param_12[128]") {
		t.Errorf("PTX lacks the tensor map parameter")
	}
	const copies = 9 * 2 * 2 // regions × tiles, before the loop and in it
	if n := strings.Count(ptx, "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint"); n != copies {
		t.Errorf("%d bulk tensor copies with a cache hint, want %d", n, copies)
	}
	if n := strings.Count(ptx, "createpolicy.fractional.L2::evict_first.b64"); n != copies {
		t.Errorf("%d evict-first policies, want one a copy (%d)", n, copies)
	}
	if n := strings.Count(ptx, "mbarrier.arrive.expect_tx"); n != copies {
		t.Errorf("%d expect_tx arrivals, want one a region (%d)", n, copies)
	}
	if strings.Contains(ptx, "cp.async.cg") || strings.Contains(ptx, "cp.async.mbarrier") {
		t.Errorf("PTX still copies by cp.async")
	}
	init, fence, copy := strings.Index(ptx, "mbarrier.init"), strings.Index(ptx, "fence.proxy.async"), strings.Index(ptx, "cp.async.bulk.tensor")
	if init < 0 || fence < init || copy < fence {
		t.Errorf("mbarrier.init at %d, the first fence.proxy.async at %d, the first copy at %d: want them in that order", init, fence, copy)
	}
	if strings.Contains(ptx, ".local") {
		t.Errorf("PTX uses local memory")
	}
	s.Bulk = false
	k, _ = s.Build()
	ptx, err = tc.PTXFor(t.Context(), kgen.Lower([]*kgen.Kernel{k}).String(), kgen.SM90a)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(ptx, "cp.async.bulk.tensor") || !strings.Contains(ptx, "cp.async.mbarrier.arrive.noinc") {
		t.Errorf("the cp.async form (Bulk off) has bulk copies or lacks its cp.async arrivals")
	}
}

// TestMLADecodeGroups: the head groups a spec says its kernel covers (what the runtime sizes its
// splits by, without building the kernel) are the built launch's grid multiple, for each form.
func TestMLADecodeGroups(t *testing.T) {
	base := kgen.MLADecodeSpec{Q: kgen.EBF16, Pool: kgen.EBF16, Heads: 128, HG: 16, Nope: 128, Rope: 64, Rank: 512, Scale: 0.1}
	core := base
	core.Q, core.Pool = kgen.EF32, kgen.EF32
	fa, wg := base, base
	fa.FA, wg.Hopper = true, true
	for name, s := range map[string]kgen.MLADecodeSpec{"core": core, "mma": base, "fa": fa, "wg": wg} {
		_, l := s.Build()
		if got := s.Groups(); got != l.Grid.Mult {
			t.Errorf("%s: Groups %d, the launch's grid multiple %d", name, got, l.Grid.Mult)
		}
	}
}

// TestMLADecodeSeesawInterpret runs the seesaw form of the warpgroup mla_decode (the two
// warpgroups taking turns on pairs of tiles, copies completing on mbarriers, named barriers between
// them) in the interpreter, its copies landing as late as the device may land them (when the
// region's mbarrier phase completes) and, in interpret's first run, as early. Steps: contexts of 1,
// a pair less one (a prefill chunk of two rows), 300 (three pairs, the last one's tile B empty),
// and 63 and 200 in three splits; blocks of 16 positions, shuffled; one and two head groups; rows
// of 192 (the rope region in registers, one latent region a warpgroup), of 128 (no rope: q's last latent region in registers)
// and of 320 (two latent regions a warpgroup; DeepSeek-V3's 576, four, runs on the device in
// mla_bench.py and the GPU tests). Required: against
// kernels.MLAAttentionPaged within 2⁻¹⁰ of the magnitude, as the lockstep form; against the
// lockstep form within 2⁻¹¹ (P_A·β is rounded to bf16 a second time); its bulk-copy form
// (PoolMap: each region of a tile one box of 64 rows through a tensor map), with and without the
// evict-first policy, over blocks of 64 positions, equal bit for bit to the cp.async form over the
// same blocks; and with two A registers of its P·V swapped, most outputs past the reference's
// tolerance.
func TestMLADecodeSeesawInterpret(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: -short (the interpreter runs a goroutine per GPU thread)")
	}
	const tol = 1.0 / 1024
	for _, c := range []struct {
		mlaCase
		ctx, rows []int
		cross     bool
	}{
		{mlaCase{kgen.EBF16, 64, 16, 16, 64, 128, 1}, []int{1, 127, 300}, []int{1, 2, 1}, true},
		{mlaCase{kgen.EBF16, 128, 16, 16, 64, 128, 3}, []int{63, 200}, []int{1, 1}, false},
		{mlaCase{kgen.EBF16, 64, 16, 16, 0, 128, 1}, []int{130}, []int{1}, false},
		{mlaCase{kgen.EBF16, 64, 16, 16, 64, 256, 1}, []int{150}, []int{1}, false},
	} {
		name := fmt.Sprintf("heads %d rank %d rope %d splits %d", c.heads, c.rank, c.rope, c.splits)
		ss := func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec {
			if !d.HopperOK() {
				t.Fatalf("%s: the warpgroup kernel refuses it", name)
			}
			d.Hopper, d.Seesaw = true, true
			return d
		}
		got, want, mag := mlaDecodeRunStep(t, c.mlaCase, c.ctx, c.rows, 16, ss)
		checkClose(t, name+" against the reference", got, want, mag, tol)
		t.Logf("%s: largest |Δ| against the reference %.3g of the magnitude", name, maxRelErr(got, want, mag))
		if c.splits == 1 { // bulk copies need splits that start at multiples of 64
			paged, _, _ := mlaDecodeRunStep(t, c.mlaCase, c.ctx, c.rows, 64, ss)
			for _, knobs := range []string{"", "h"} {
				bulk, _, _ := mlaDecodeRunStep(t, c.mlaCase, c.ctx, c.rows, 64, func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec {
					d = ss(d)
					d.Bulk = true
					return kgen.SeesawKnobs(d, knobs)
				})
				if !slices.Equal(bulk.F32, paged.F32) || !slices.Equal(bulk.BF16, paged.BF16) {
					t.Errorf("%s: the bulk-copy form (knobs %q) differs from the cp.async form over blocks of 64", name, knobs)
				}
			}
		}
		if !c.cross {
			continue
		}
		wg, _, _ := mlaDecodeRunStep(t, c.mlaCase, c.ctx, c.rows, 16, func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec {
			d.Hopper = true
			return d
		})
		checkClose(t, name+" against the lockstep form", got, wg.F32, mag, 1.0/2048)
		t.Logf("%s: largest |Δ| against the lockstep form %.3g of the magnitude", name, maxRelErr(got, wg.F32, mag))
		got, want, mag = mlaDecodeRunStep(t, c.mlaCase, c.ctx, c.rows, 16, func(d kgen.MLADecodeSpec) kgen.MLADecodeSpec { return kgen.BrokenMLADecode(ss(d)) })
		checkMisMapped(t, name, got, want, mag, tol)
	}
}

// spreadBlocks divides scale block b of the first rank values of every row of width values by
// 2^(b mod 4), so that the blocks of an FP8 cache's rows get different scales and a kernel that
// applies the wrong one is caught.
func spreadBlocks(v []float32, rank, width int) {
	for r := range len(v) / width {
		for j := range rank {
			v[r*width+j] = float32(math.Ldexp(float64(v[r*width+j]), -(j/kvfp8.Block)%4))
		}
	}
}

// fp8Pool is the FP8 cache (runtime/kvfp8) of a pool of rows of rank latent and rope key values
// (bf16 values as f32), as i32 words; it replaces each latent in pool by what the cache reads back.
func fp8Pool(pool []float32, rank, rope int) *kgen.Buf {
	w := rank + rope
	rw := int(kgen.KVF8RowWords(int64(rank), int64(rope)))
	n := len(pool) / w
	out := make([]int32, n*rw)
	codes, exps := make([]uint8, rank), make([]int, rank/kvfp8.Block)
	for r := range n {
		lat := pool[r*w : r*w+rank]
		kvfp8.Quantize(codes, exps, lat)
		kvfp8.RoundTrip(lat)
		row := out[r*rw : (r+1)*rw]
		for j, c := range codes {
			row[j/4] |= int32(uint32(c) << (8 * (j % 4)))
		}
		for j := range rope / 2 {
			lo, hi := weights.Float32ToBF16(pool[r*w+rank+2*j]), weights.Float32ToBF16(pool[r*w+rank+2*j+1])
			row[rank/4+j] = int32(uint32(lo) | uint32(hi)<<16)
		}
		for b, e := range exps {
			row[rank/4+rope/2+b] = int32(math.Float32bits(float32(math.Ldexp(1, e))))
		}
	}
	return &kgen.Buf{I32: out}
}

// qabsAs is q_abs as the buffer of type e that the absorption GEMM writes: its f32 sums, or those
// sums rounded to the nearest bf16.
func qabsAs(qabs []float32, e kgen.Elem) *kgen.Buf {
	if e == kgen.EF32 {
		return &kgen.Buf{F32: qabs}
	}
	b := &kgen.Buf{BF16: make([]uint16, len(qabs))}
	for i, f := range qabs {
		b.BF16[i] = weights.Float32ToBF16(f)
	}
	return b
}
