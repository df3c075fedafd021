package kgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"afdc/runtime/weights"
)

// bf16Rand is n normal values of standard deviation sd, as bf16 bits and their float64 values.
func bf16Rand(rng *rand.Rand, n int, sd float64) ([]uint16, []float64) {
	b, f := make([]uint16, n), make([]float64, n)
	for i := range b {
		b[i] = weights.Float32ToBF16(float32(rng.NormFloat64() * sd))
		f[i] = float64(weights.BF16ToFloat32(b[i]))
	}
	return b, f
}

// flashRef is causal softmax attention in float64: out[i, h, :] = Σ_t p_t·v(h, t) over t <= q0+i,
// p = softmax(scale·q(i, h)·k(h, t)).
func flashRef(n, q0, heads, dk, dv int, scale float64, q []float64, key, val func(h, t, c int) float64) []float64 {
	out := make([]float64, n*heads*dv)
	for i := range n {
		for h := range heads {
			lim := q0 + i + 1
			s := make([]float64, lim)
			mx := math.Inf(-1)
			for t := range lim {
				for c := range dk {
					s[t] += q[(i*heads+h)*dk+c] * key(h, t, c)
				}
				s[t] *= scale
				mx = max(mx, s[t])
			}
			var den float64
			o := out[(i*heads+h)*dv : (i*heads+h+1)*dv]
			for t := range lim {
				e := math.Exp(s[t] - mx)
				den += e
				for c := range dv {
					o[c] += e * val(h, t, c)
				}
			}
			for c := range o {
				o[c] /= den
			}
		}
	}
	return out
}

// flashErr is the largest |got − want| of each output row (a query and head), relative to that
// row's largest |want|, over all rows.
func flashErr(got *Buf, want []float64, dv int) (float64, int) {
	worst, at := 0.0, -1
	for r := 0; r*dv < len(want); r++ {
		scale := 0.0
		for c := range dv {
			scale = max(scale, math.Abs(want[r*dv+c]))
		}
		for c := range dv {
			e := math.Abs(float64(got.F32Value(r*dv+c))-want[r*dv+c]) / scale
			if !(e <= worst) { // NaN too
				worst, at = e, r*dv+c
				if e != e {
					return math.Inf(1), at
				}
			}
		}
	}
	return worst, at
}

// flashTol bounds the error of the flash kernels relative to a row's largest value: the
// probabilities rounded to bf16 (2⁻⁹ relative each, partly averaging out over the keys) and the
// output rounded to bf16 (2⁻⁹).
const flashTol = 1e-2

// TestFlashPrefillMLA runs mla_prefill_flash in the interpreter on chunks of 1, 63, 64 and 130
// queries (one partial tile, one short of a tile, a whole one, three tiles with 2 rows in the
// last), fresh (q0 = 0) and after a cached prefix (q0 = 37, so diagonals fall inside key tiles),
// with a 48-wide q·k (a 32-column chunk and a 16-column step) and 32-wide values, and compares
// with float64 attention on the same bf16 inputs. The variant whose mask drops the diagonal key
// must fail the same bound.
func TestFlashPrefillMLA(t *testing.T) {
	const H, nope, rope, dv = 2, 32, 16, 32
	const scale = 0.17
	rng := rand.New(rand.NewPCG(5, 8))
	for _, c := range []struct{ n, q0 int }{{1, 0}, {63, 0}, {64, 0}, {130, 0}, {1, 37}, {64, 37}, {130, 37}} {
		t.Run(fmt.Sprintf("n%d_q0%d", c.n, c.q0), func(t *testing.T) {
			flashMLACase(t, rng, FlashPrefillSpec{Source: FlashMLA, Heads: H, Dk: nope + rope, Dv: dv, Nope: nope}, scale, c.n, c.q0, false)
		})
	}
}

// checkFlash compares a flash kernel's output (dv values a query and head, H heads) with want: within
// flashTol of each row's largest value, or, for the broken variant, beyond it somewhere.
func checkFlash(t *testing.T, out *Buf, want []float64, dv, H int, broken bool) {
	t.Helper()
	e, at := flashErr(out, want, dv)
	t.Logf("broken %v: largest error %.3g of the row's largest value (element %d)", broken, e, at)
	if !broken && e > flashTol {
		t.Errorf("element %d (query %d, head %d): %v, want %v: %.3g of the row's largest value, expected at most %g",
			at, at/dv/H, at/dv%H, out.F32Value(at), want[at], e, flashTol)
	}
	if broken && e <= flashTol {
		t.Errorf("the kernel whose mask drops the diagonal passed (%.3g): the check cannot see a wrong mask", e)
	}
}

// TestFlashPrefillGQA runs gqa_prefill_flash in the interpreter on the second sequence of a paged
// cache (blocks of 16 slots at shuffled block ids; 4 heads over 2 kv heads, head_dim 32), fresh and
// after a cached prefix, against float64 attention; the variant whose mask drops the diagonal key
// must fail.
func TestFlashPrefillGQA(t *testing.T) {
	const H, kvh, d, bs = 4, 2, 32, 16
	const scale = 0.2
	rng := rand.New(rand.NewPCG(6, 1))
	for _, c := range []struct{ n, q0 int }{{70, 0}, {5, 60}, {66, 23}} {
		t.Run(fmt.Sprintf("n%d_q0%d", c.n, c.q0), func(t *testing.T) {
			flashGQACase(t, rng, FlashPrefillSpec{Source: FlashGQA, Heads: H, KVHeads: kvh, Dk: d, Dv: d}, scale, bs, c.n, c.q0)
		})
	}
}

// TestFlashPrefillLLC compiles the kernels at DeepSeek-V3's (128 heads, q·k 192, values 128) and
// GLM-4.5's (96 heads over 8, head_dim 128) widths with llc: every local promoted to a register,
// the two tiles of K and V in (dynamic) shared memory, the copies asynchronous.
func TestFlashPrefillLLC(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Skipf("skipping: %v", err)
	}
	var ks []*Kernel
	for _, s := range []FlashPrefillSpec{
		{Source: FlashMLA, Heads: 128, Dk: 192, Dv: 128, Nope: 128, Scale: 0.1352},
		{Source: FlashGQA, Heads: 96, KVHeads: 8, Dk: 128, Dv: 128, Scale: 0.0884},
	} {
		k, l := s.Build()
		if want := int(s.sharedWords() * 4); l.Shared != want || l.Dynamic != (l.Shared > StaticSharedMax) {
			t.Errorf("%s: %d bytes of shared memory, dynamic %v, expected %d, dynamic over 48 KiB", l.Name, l.Shared, l.Dynamic, want)
		}
		ks = append(ks, k)
	}
	ptx := llcEntries(t, tc, ks)
	// The tiles come in by cp.async, the B fragments of P·V by ldmatrix.trans.
	for _, op := range []string{"cp.async.cg.shared.global", "cp.async.wait_group 1;", "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"} {
		if !strings.Contains(ptx, op) {
			t.Errorf("PTX has no %s", op)
		}
	}
	// A key tile: (q·k width / 16) k-steps of 8 n-tiles, then 4 k-steps of (value width / 8).
	if n, want := strings.Count(ptx, "mma.sync.aligned.m16n8k16"), (12*8+4*16)+(8*8+4*16); n != want {
		t.Errorf("%d mma instructions, expected %d: each key tile's unrolled products", n, want)
	}
}

// TestFlashPrefillCheck: shapes the kernel cannot take are refused with what was found and what was
// expected; the planned shapes pass.
func TestFlashPrefillCheck(t *testing.T) {
	for _, c := range []struct {
		s    FlashPrefillSpec
		want string
	}{
		{FlashPrefillSpec{Source: FlashMLA, Heads: 2, Dk: 24, Dv: 12, Nope: 16}, "q·k width 24, value width 12"},
		{FlashPrefillSpec{Source: FlashMLA, Heads: 2, Dk: 48, Dv: 32, Nope: 12}, "nope width 12"},
		{FlashPrefillSpec{Source: FlashGQA, Heads: 6, KVHeads: 4, Dk: 32, Dv: 32}, "6 heads over 4 kv heads"},
		{FlashPrefillSpec{Source: "mha", Heads: 2, Dk: 32, Dv: 32}, `source "mha"`},
		{FlashPrefillSpec{Source: FlashMLA, Heads: 2, Dk: 2048, Dv: 2048, Nope: 1024}, "bytes of shared memory"},
	} {
		err := c.s.Check()
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "expected") {
			t.Errorf("%+v: %v, want an error naming %q and what was expected", c.s, err, c.want)
		}
	}
	for _, s := range []FlashPrefillSpec{
		{Source: FlashMLA, Heads: 128, Dk: 192, Dv: 128, Nope: 128},
		{Source: FlashGQA, Heads: 96, KVHeads: 8, Dk: 128, Dv: 128},
	} {
		if err := s.Check(); err != nil {
			t.Errorf("%+v: %v", s, err)
		}
	}
}

// TestFlashPrefillHopperMLA runs the warpgroup form of mla_prefill_flash in the interpreter (its
// wgmma on the swizzled tiles the descriptors name) on chunks of 1, 130 (a whole query tile and 2
// rows) and 70 queries, fresh and after cached prefixes of 37 and 100 tokens (diagonals inside key
// tiles, a warpgroup whose rows end before the block's last key tile), with a 96-wide q·k (one
// whole 64-column block and half of the next) and 80-wide values (two blocks of V's columns), and
// compares with float64 attention; the variant whose mask drops the diagonal key must fail.
//
// With a scale of 2.5 a row's scaled scores spread over tens of log2 units, so a later key tile's
// max often passes the running one by more than lazyMax's slack and the output is rescaled after
// the first tile; at 0.11 it never is.
func TestFlashPrefillHopperMLA(t *testing.T) {
	const H, nope, rope, dv = 2, 64, 32, 80
	rng := rand.New(rand.NewPCG(9, 2))
	for _, c := range []struct {
		n, q0 int
		scale float64
	}{{1, 0, 0.11}, {130, 0, 0.11}, {70, 37, 0.11}, {1, 100, 0.11}, {130, 60, 2.5}} {
		t.Run(fmt.Sprintf("n%d_q0%d_scale%g", c.n, c.q0, c.scale), func(t *testing.T) {
			flashMLACase(t, rng, FlashPrefillSpec{Source: FlashMLA, Heads: H, Dk: nope + rope, Dv: dv, Nope: nope, Hopper: true}, c.scale, c.n, c.q0, true)
		})
	}
	// A q·k of 64 leaves Q's buffer (16 KiB) short of the 80-wide output tile (20 KiB): the
	// output is stored from registers instead.
	t.Run("dk64_output_from_registers", func(t *testing.T) {
		s := FlashPrefillSpec{Source: FlashMLA, Heads: H, Dk: 64, Dv: dv, Nope: 32, Hopper: true}
		if q, _, _ := s.hopperTiles(); 128*s.Dv*2 <= q {
			t.Fatalf("Q's buffer (%d bytes) holds the output tile: not the case this covers", q)
		}
		flashMLACase(t, rng, s, 0.11, 70, 37, true)
	})
}

// TestFlashPrefillHopperGQA runs the warpgroup form of gqa_prefill_flash in the interpreter on the
// second sequence of a paged cache (4 heads over 2 kv heads, head_dim 80: a whole 64-column block
// and a part of the next, in K and in V), fresh and after a cached prefix, against float64
// attention; the variant whose mask drops the diagonal key must fail.
func TestFlashPrefillHopperGQA(t *testing.T) {
	const H, kvh, d, bs = 4, 2, 80, 16
	const scale = 0.13
	rng := rand.New(rand.NewPCG(6, 3))
	for _, c := range []struct{ n, q0 int }{{131, 0}, {66, 23}} {
		t.Run(fmt.Sprintf("n%d_q0%d", c.n, c.q0), func(t *testing.T) {
			flashGQACase(t, rng, FlashPrefillSpec{Source: FlashGQA, Heads: H, KVHeads: kvh, Dk: d, Dv: d, Hopper: true}, scale, bs, c.n, c.q0)
		})
	}
}

// TestFlashPrefillHopperLLC compiles the warpgroup form at DeepSeek-V3's (128 heads, q·k 192,
// values 128) and GLM-4.5's (96 heads over 8, head_dim 128) widths for sm_90a: llc accepts it, no
// local memory, the PTX passes CheckPTX for sm_90a (and sm_90 refuses it), and it holds the score
// chain (m64n64k16 from shared memory, Dk/16 a tile) and P·V with A from registers and B
// transposed (m64n128k16, 4 a tile), the copies asynchronous and fenced to the tensor cores, and
// the wait that overlaps the softmax with P·V keeps P's registers.
func TestFlashPrefillHopperLLC(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Skipf("skipping: %v", err)
	}
	var ks []*Kernel
	for _, s := range []FlashPrefillSpec{
		{Source: FlashMLA, Heads: 128, Dk: 192, Dv: 128, Nope: 128, Scale: 0.1352, Hopper: true},
		{Source: FlashGQA, Heads: 96, KVHeads: 8, Dk: 128, Dv: 128, Scale: 0.0884, Hopper: true},
	} {
		k, l := s.Build()
		if want := int(s.hopperShared()); l.Shared < want || !l.Dynamic || l.Block != 256 || !strings.HasSuffix(l.Name, "_wgmma") {
			t.Errorf("%s: %d bytes of shared memory, dynamic %v, block %d; expected at least %d, dynamic, 256 threads, a name ending in _wgmma",
				l.Name, l.Shared, l.Dynamic, l.Block, want)
		}
		ks = append(ks, k)
	}
	ptx, err := tc.PTXFor(t.Context(), Lower(ks).String(), SM90a)
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckPTX(ptx, SM90a); err != nil {
		t.Error(err)
	}
	if err := CheckPTX(strings.Replace(ptx, ".target sm_90a", ".target sm_90", 1), SM90); err == nil {
		t.Errorf("CheckPTX accepts the warpgroup form as sm_90 PTX")
	}
	if strings.Contains(ptx, ".local") {
		t.Errorf("PTX uses local memory: a mutable local or an accumulator was not kept in registers")
	}
	for _, k := range ks {
		if !strings.Contains(ptx, ".entry "+k.Name+"(") {
			t.Errorf("PTX has no entry %s", k.Name)
		}
	}
	// The softmax packs P with cvt and takes its maxima with max.f32; the output leaves 16 bytes a
	// store.
	for _, op := range []string{"cp.async.cg.shared.global", "cp.async.wait_group 0;", "fence.proxy.async.shared::cta", "wgmma.fence.sync.aligned;",
		"wgmma.commit_group.sync.aligned;", "wgmma.wait_group.sync.aligned 0;", "cvt.rn.bf16x2.f32", "max.f32", "st.global.v4.u32"} {
		if !strings.Contains(ptx, op) {
			t.Errorf("PTX has no %s", op)
		}
	}
	if n := strings.Count(ptx, "wgmma.wait_group.sync.aligned 1;"); n != 4 {
		t.Errorf("%d waits for the scores beside a running P·V, expected two a kernel", n)
	}
	if strings.Contains(ptx, "mma.sync.aligned") || strings.Contains(ptx, "ldmatrix") {
		t.Errorf("the warpgroup form's PTX holds warp-level mma.sync or ldmatrix")
	}
	// 12 (MLA) and 8 (GQA) score steps a key tile, 4 P·V steps, each chain three times: the first
	// tile's scores before the two loops (unmasked and masked tiles), the last tile's P·V after them.
	if n, want := strings.Count(ptx, "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16"), 3*(12+8); n != want {
		t.Errorf("%d score wgmma, expected %d", n, want)
	}
	pv := regexp.MustCompile(`wgmma\.mma_async\.sync\.aligned\.m64n128k16\.f32\.bf16\.bf16 \{[^}]*\}, \{[^}]*\}, [^,]+, p, 1, 1, 1;`)
	if n, want := len(pv.FindAllString(ptx, -1)), 3*(4+4); n != want {
		t.Errorf("%d P·V wgmma with register A and transposed B, expected %d", n, want)
	}
	// Nothing branches while products are in flight: from each loop's wgmma.fence to its last wait,
	// one basic block (no label, no branch).
	const wait1, wait0, fence = "wgmma.wait_group.sync.aligned 1;", "wgmma.wait_group.sync.aligned 0;", "wgmma.fence.sync.aligned;"
	for rest, at := ptx, 0; ; rest = rest[at+len(wait1):] {
		if at = strings.Index(rest, wait1); at < 0 {
			break
		}
		from, to := strings.LastIndex(rest[:at], fence), strings.Index(rest[at:], wait0)
		if from < 0 || to < 0 {
			t.Fatalf("a wait for the scores without a fence before it or a wait for P·V after it")
		}
		if span := rest[from : at+to]; strings.Contains(span, "$L__BB") || strings.Contains(span, "bra") {
			t.Errorf("a branch or label between a product's issue and its wait:\n%s", span)
		}
	}
}

// TestFlashPrefillHopperCheck: the warpgroup form refuses values wider than one wgmma or not in
// whole 16-column steps, and serves DeepSeek-V3's and GLM-4.5's shapes in 227 KiB.
func TestFlashPrefillHopperCheck(t *testing.T) {
	for _, c := range []struct {
		s    FlashPrefillSpec
		want string
	}{
		{FlashPrefillSpec{Source: FlashMLA, Heads: 2, Dk: 192, Dv: 264, Nope: 128, Hopper: true}, "value width 264"},
		{FlashPrefillSpec{Source: FlashGQA, Heads: 2, KVHeads: 1, Dk: 40, Dv: 40, Hopper: true}, "value width 40"},
		{FlashPrefillSpec{Source: FlashMLA, Heads: 2, Dk: 1024, Dv: 256, Nope: 960, Hopper: true}, "bytes of shared memory"},
	} {
		err := c.s.Check()
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "expected") {
			t.Errorf("%+v: %v, want an error naming %q and what was expected", c.s, err, c.want)
		}
		if c.s.HopperOK() {
			t.Errorf("%+v: HopperOK", c.s)
		}
	}
	for _, s := range []FlashPrefillSpec{
		{Source: FlashMLA, Heads: 128, Dk: 192, Dv: 128, Nope: 128},
		{Source: FlashGQA, Heads: 96, KVHeads: 8, Dk: 128, Dv: 128},
	} {
		if !s.HopperOK() {
			t.Errorf("%+v: the warpgroup form refuses it", s)
		}
		if b := s.hopperShared(); b != map[string]int64{FlashMLA: 128 << 10, FlashGQA: 96 << 10}[s.Source] {
			t.Errorf("%s: %d bytes of shared memory, expected Q and two tiles of K and V", s.Source, b)
		}
	}
}

// TestWGWaitKeep: the registers a wgmma wait keeps are inputs of its inline PTX (so the compiler
// keeps them to the wait), in order, as i32 ("r") and f32 ("f"); other kinds are refused.
func TestWGWaitKeep(t *testing.T) {
	k := NewKernel("keep")
	out := k.Param("out", PPtr, EF32)
	a, f := k.Add(k.Tid(), k.I32(3)), k.Conv(TF32, k.Tid())
	k.WGWaitKeep(0, a, f)
	k.Store(out, k.Tid(), f)
	if err := Verify(k); err != nil {
		t.Fatal(err)
	}
	ll := Lower([]*Kernel{k}).String()
	if !regexp.MustCompile(`asm sideeffect "wgmma\.wait_group\.sync\.aligned 0;", "r,f,~\{memory\}"\(i32 %[0-9a-z.]+, float %[0-9a-z.]+\)`).MatchString(ll) {
		t.Errorf("the wait does not take the kept registers as inputs:\n%s", ll)
	}
	bad := NewKernel("keep_bad")
	bad.WGWaitKeep(0, bad.I64(1))
	if err := Verify(bad); err == nil || !strings.Contains(err.Error(), "expected only i32 or f32") {
		t.Errorf("a kept i64: %v, want an error naming what was expected", err)
	}
}

// flashMLACase runs the MLA flash prefill kernel of spec (and its variant whose mask drops the
// diagonal) in the interpreter on a chunk of n queries after q0 cached tokens, against float64
// attention on the same bf16 inputs (scale: the spec's, exact in the reference). checkGrid also
// ties the launch's grid to the spec's. The kernel runs with its copies landing at their waits,
// and for a warpgroup form also as they are issued (InterpretOptions).
func flashMLACase(t *testing.T, rng *rand.Rand, spec FlashPrefillSpec, scale float64, n, q0 int, checkGrid bool) {
	spec.Scale = float32(scale)
	H, nope, rope, dv := int(spec.Heads), int(spec.Nope), int(spec.Dk-spec.Nope), int(spec.Dv)
	keys := q0 + n
	hw := H * (nope + dv)
	qb, qf := bf16Rand(rng, n*H*(nope+rope), 1)
	kvb, kvf := bf16Rand(rng, keys*hw, 1)
	kpb, kpf := bf16Rand(rng, keys*rope, 1)
	want := flashRef(n, q0, H, nope+rope, dv, scale, qf, func(h, t, j int) float64 {
		if j < nope {
			return kvf[t*hw+h*(nope+dv)+j]
		}
		return kpf[t*rope+j-nope]
	}, func(h, t, j int) float64 { return kvf[t*hw+h*(nope+dv)+nope+j] })
	for _, broken := range []bool{false, true} {
		s := spec
		s.broken = broken
		k, l := s.Build()
		out := &Buf{BF16: make([]uint16, n*H*dv)}
		blocks := s.FlashBlocks(n)
		if got := FlashPrefillBlocks(l, n, H); checkGrid && got != blocks {
			t.Fatalf("the launch's grid for %d queries is %d blocks, the spec's %d", n, got, blocks)
		}
		for _, o := range flashOrders(s, broken) {
			for i := range out.BF16 {
				out.BF16[i] = 0x7fc0 // every element must be written
			}
			if err := InterpretWith(o, k, int(l.Grid.Blocks(int64(blocks))), l.Block, out, &Buf{BF16: qb}, &Buf{BF16: kvb}, &Buf{BF16: kpb},
				int32(n), int32(q0), int32(blocks)); err != nil {
				t.Fatal(err)
			}
			checkFlash(t, out, want, dv, H, broken)
		}
	}
}

// flashOrders are the copy orders a flash case runs the kernel of s in: both for a warpgroup form
// (whose copies run several tiles ahead of their reads), the default for the rest and for a broken
// variant, which needs to fail once.
func flashOrders(s FlashPrefillSpec, broken bool) []InterpretOptions {
	if s.Hopper && !broken {
		return []InterpretOptions{{}, {CopiesAtIssue: true}}
	}
	return []InterpretOptions{{}}
}

// flashGQACase runs the GQA flash prefill kernel of spec (and its variant whose mask drops the
// diagonal) in the interpreter on the second sequence of a paged cache (blocks of bs slots at
// shuffled block ids): a chunk of n queries after q0 cached tokens, against float64 attention
// (scale: the spec's, exact in the reference), in the copy orders of flashOrders.
func flashGQACase(t *testing.T, rng *rand.Rand, spec FlashPrefillSpec, scale float64, bs, n, q0 int) {
	spec.Scale = float32(scale)
	H, kvh, d := int(spec.Heads), int(spec.KVHeads), int(spec.Dk)
	keys := q0 + n
	maxBlocks := (keys + bs - 1) / bs
	numBlocks := 2*maxBlocks + 1
	ids := rng.Perm(numBlocks)
	table := make([]int32, 2*maxBlocks)
	for i := range table {
		table[i] = int32(ids[i])
	}
	const seq = 1
	slot := func(p int) int { return int(table[seq*maxBlocks+p/bs])*bs + p%bs }
	wd := kvh * d
	kpb, kpf := bf16Rand(rng, numBlocks*bs*wd, 1)
	vpb, vpf := bf16Rand(rng, numBlocks*bs*wd, 1)
	qb, qf := bf16Rand(rng, n*H*d, 1)
	want := flashRef(n, q0, H, d, d, scale, qf,
		func(h, p, j int) float64 { return kpf[slot(p)*wd+h/(H/kvh)*d+j] },
		func(h, p, j int) float64 { return vpf[slot(p)*wd+h/(H/kvh)*d+j] })
	for _, broken := range []bool{false, true} {
		s := spec
		s.broken = broken
		k, l := s.Build()
		out := &Buf{BF16: make([]uint16, n*H*d)}
		blocks := s.FlashBlocks(n)
		for _, o := range flashOrders(s, broken) {
			for i := range out.BF16 {
				out.BF16[i] = 0x7fc0
			}
			if err := InterpretWith(o, k, int(l.Grid.Blocks(int64(blocks))), l.Block, out, &Buf{BF16: qb}, &Buf{BF16: kpb}, &Buf{BF16: vpb},
				&Buf{I32: table}, int32(seq), int32(maxBlocks), int32(bs), int32(n), int32(q0), int32(blocks)); err != nil {
				t.Fatal(err)
			}
			checkFlash(t, out, want, d, H, broken)
		}
	}
}

// TestFlashPlace runs the flash prefill grid's block placement in the interpreter: every (head,
// query tile) pair is one block; the grid walks the heads a group of flashHeadGroup at a time (each
// run of group·tiles blocks holds that many whole heads and nothing else); inside a group the tiles
// go from the most keys to the fewest, and the grid ends on a tile with the fewest.
func TestFlashPlace(t *testing.T) {
	for _, c := range []struct{ heads, tiles, group int64 }{{128, 16, 8}, {96, 3, 8}, {12, 5, 4}, {6, 4, 2}, {3, 2, 1}} {
		if g := flashHeadGroup(c.heads); g != c.group {
			t.Errorf("%d heads: a group of %d, expected %d", c.heads, g, c.group)
			continue
		}
		k := NewKernel("place")
		hs, ts := k.Param("h", PPtr, EI32), k.Param("tile", PPtr, EI32)
		blocks := k.Param("blocks", PI32, 0)
		h, tile := k.flashPlace(k.Ctaid(), blocks, c.heads)
		k.Store(hs, k.Ctaid(), h)
		k.Store(ts, k.Ctaid(), tile)
		n := int(c.heads * c.tiles)
		hb, tb := &Buf{I32: make([]int32, n)}, &Buf{I32: make([]int32, n)}
		if err := Interpret(k, n, 1, hb, tb, int32(n)); err != nil {
			t.Fatal(err)
		}
		seen := map[[2]int32]bool{}
		per := int(c.group * c.tiles)
		for b := range n {
			hd, tl := hb.I32[b], tb.I32[b]
			if hd < 0 || int64(hd) >= c.heads || tl < 0 || int64(tl) >= c.tiles || seen[[2]int32{hd, tl}] {
				t.Fatalf("%d heads, %d tiles: block %d is head %d, tile %d: out of range or placed twice", c.heads, c.tiles, b, hd, tl)
			}
			seen[[2]int32{hd, tl}] = true
			if g := b / per; int(hd)/int(c.group) != g {
				t.Errorf("%d heads: block %d is head %d, expected one of group %d (heads %d..%d)", c.heads, b, hd, g, g*int(c.group), (g+1)*int(c.group)-1)
			}
			if b%per > 0 && tl > tb.I32[b-1] {
				t.Errorf("%d heads: block %d takes tile %d after tile %d in its group: expected the tiles with more keys first", c.heads, b, tl, tb.I32[b-1])
			}
		}
		if tb.I32[n-1] != 0 {
			t.Errorf("%d heads: the last block takes tile %d, expected 0 (the fewest keys)", c.heads, tb.I32[n-1])
		}
	}
}
