package kgen

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// warpMemKernel is one warp computing out[16×16] = A[16×16]·B[16×16] on two mma.m16n8k16, with A
// (row-major) and B copied into shared memory by CpAsync and the fragments read by LdMatrix: B
// k-major ([k][n]) read transposed when kMajor, else n-major ([n][k]) read as it is. trans
// overrides the flag the k-major B needs (a test's wrong variant). e2 = Exp2(x) element-wise.
func warpMemKernel(kMajor, trans bool) *Kernel {
	k := NewKernel("warpmem_check")
	out := k.Param("out", PPtr, EF32)
	a := k.Param("a", PPtr, EBF16)
	b := k.Param("b", PPtr, EBF16)
	x := k.Param("x", PPtr, EF32)
	e2 := k.Param("e2", PPtr, EF32)
	sa, sb := k.SharedAligned(TI32, 128, 16), k.SharedAligned(TI32, 128, 16)
	lane := k.Tid()
	// 32 lanes × 16 bytes = one 16×16 bf16 tile each: lane l copies row l/2, half l%2.
	k.CpAsync(sa, k.Mul(lane, k.I32(4)), a, k.Mul(lane, k.I32(8)))
	k.CpAsync(sb, k.Mul(lane, k.I32(4)), b, k.Mul(lane, k.I32(8)))
	k.CpAsyncCommit()
	k.CpAsyncWait(0)
	k.Barrier()
	j, r := k.Shr(lane, k.I32(3)), k.And(lane, k.I32(7))
	// A's matrices: (rows 0-7 | 8-15) × (cols 0-7 | 8-15), in a0..a3 order; row 8(j%2)+r, column 8(j/2).
	arow := k.Add(r, k.Mul(k.And(j, k.I32(1)), k.I32(8)))
	fa := k.LdMatrix(sa, k.Add(k.Mul(arow, k.I32(8)), k.Mul(k.Shr(j, k.I32(1)), k.I32(4))), false)
	// B's matrices: n-tile 0's k 0-7 and 8-15, then n-tile 1's. Stored k-major, the row a lane
	// supplies is k = 8(j%2)+r from column n = 8(j/2); stored n-major, row n = 8(j/2)+r from k = 8(j%2).
	var bi *Value
	if kMajor {
		bi = k.Add(k.Mul(arow, k.I32(8)), k.Mul(k.Shr(j, k.I32(1)), k.I32(4)))
	} else {
		bi = k.Add(k.Mul(k.Add(r, k.Mul(k.Shr(j, k.I32(1)), k.I32(8))), k.I32(8)), k.Mul(k.And(j, k.I32(1)), k.I32(4)))
	}
	fb := k.LdMatrix(sb, bi, trans)
	zero := k.F32(0)
	av := [4]*Value{k.Lane(fa, 0), k.Lane(fa, 1), k.Lane(fa, 2), k.Lane(fa, 3)}
	g, tig := k.Shr(lane, k.I32(2)), k.And(lane, k.I32(3))
	for nt := range int64(2) {
		d := k.MMA(mmaBF16, av, [2]*Value{k.Lane(fb, 2*nt), k.Lane(fb, 2*nt+1)}, [4]*Value{zero, zero, zero, zero})
		for i := range int64(4) {
			row := k.Add(g, k.I32(8*(i/2)))
			col := k.Add(k.Add(k.Mul(tig, k.I32(2)), k.I32(i%2)), k.I32(8*nt))
			k.Store(out, k.Add(k.Mul(row, k.I32(16)), col), k.MMAOut(d, i))
		}
	}
	k.Store(e2, lane, k.Exp2(k.Load(x, lane)))
	return k
}

// warpMemInputs are A and B (as stored: k-major or n-major), exact in bf16, and A·B in f64.
func warpMemInputs(kMajor bool) (a, b []uint16, want []float64) {
	r := rand.New(rand.NewPCG(3, 5))
	val := func() float32 { return float32(r.IntN(17)-8) / 8 }
	a, b = make([]uint16, 256), make([]uint16, 256)
	am, bm := make([]float64, 256), make([]float64, 256) // row-major A[m][k], B[k][n]
	for i := range a {
		a[i] = bf16bits(val())
		am[i] = bf16f(a[i])
	}
	for kk := range 16 {
		for n := range 16 {
			v := bf16bits(val())
			bm[kk*16+n] = bf16f(v)
			if kMajor {
				b[kk*16+n] = v
			} else {
				b[n*16+kk] = v
			}
		}
	}
	want = make([]float64, 256)
	for m := range 16 {
		for n := range 16 {
			for kk := range 16 {
				want[m*16+n] += am[m*16+kk] * bm[kk*16+n]
			}
		}
	}
	return a, b, want
}

// TestWarpMemInterp: LdMatrix's fragments, from tiles CpAsync copied, feed the tensor-core product
// as the mma layout needs: A row-major, B n-major as it is and k-major transposed. The k-major tile
// read without the transpose must not give A·B. Exp2 is 2^x, flushing results below f32's normal
// range.
func TestWarpMemInterp(t *testing.T) {
	for _, c := range []struct {
		name          string
		kMajor, trans bool
		wantOK        bool
	}{
		{"k-major, transposed", true, true, true},
		{"n-major", false, false, true},
		{"k-major, not transposed", true, false, false},
	} {
		a, b, want := warpMemInputs(c.kMajor)
		out := &Buf{F32: make([]float32, 256)}
		xs := make([]float32, 32)
		for i := range xs {
			xs[i] = float32(i)*0.75 - 12
		}
		xs[31] = -130 // 2^-130 is subnormal in f32: flushed
		e2 := &Buf{F32: make([]float32, 32)}
		if err := Interpret(warpMemKernel(c.kMajor, c.trans), 1, 32, out, &Buf{BF16: a}, &Buf{BF16: b}, &Buf{F32: xs}, e2); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		bad := 0
		for i, w := range want {
			if float64(out.F32[i]) != w { // sums of 16 products of multiples of 1/8: exact in f32
				bad++
			}
		}
		if c.wantOK && bad > 0 {
			t.Errorf("%s: %d of 256 products differ from A·B (out[0] %v, want %v)", c.name, bad, out.F32[0], want[0])
		}
		if !c.wantOK && bad == 0 {
			t.Errorf("%s: gave A·B: the interpreter ignores the transpose", c.name)
		}
		for i, x := range xs {
			w := float32(math.Exp2(float64(x)))
			if x < -126 {
				w = 0
			}
			if e2.F32[i] != w {
				t.Errorf("exp2(%v) = %v, want %v", x, e2.F32[i], w)
			}
		}
	}
}

// TestWarpMemErrors: a misaligned ldmatrix row or cp.async is an error naming what was expected.
func TestWarpMemErrors(t *testing.T) {
	k := NewKernel("bad_ldmatrix")
	s := k.SharedAligned(TI32, 16, 16)
	k.LdMatrix(s, k.Add(k.Tid(), k.I32(1)), false)
	if err := Interpret(k, 1, 32); err == nil || !strings.Contains(err.Error(), "expected a multiple of 4") {
		t.Errorf("misaligned ldmatrix: %v", err)
	}
	k = NewKernel("bad_cp_async")
	p := k.Param("p", PPtr, EBF16)
	s = k.SharedAligned(TI32, 16, 16)
	k.CpAsync(s, k.I32(0), p, k.I32(4))
	if err := Interpret(k, 1, 1, &Buf{BF16: make([]uint16, 16)}); err == nil || !strings.Contains(err.Error(), "16-byte aligned") {
		t.Errorf("misaligned cp.async: %v", err)
	}
	k = NewKernel("bad_wait")
	k.CpAsyncWait(9)
	if err := Verify(k); err == nil || !strings.Contains(err.Error(), "expected 0..7") {
		t.Errorf("cp.async.wait_group 9: %v", err)
	}
}

// TestWarpMemPTX: llc lowers the three for sm_80 (PTX 7.0) and sm_90 to the instructions named.
func TestWarpMemPTX(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Skipf("skipping: %v", err)
	}
	ll := Lower([]*Kernel{warpMemKernel(true, true), renamed(warpMemKernel(false, false), "warpmem_check_n")}).String()
	for _, arch := range []Arch{SM80, SM90} {
		ptx, err := tc.PTXFor(context.Background(), ll, arch)
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		for _, want := range []string{"ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16", "ldmatrix.sync.aligned.m8n8.x4.shared.b16",
			"cp.async.cg.shared.global", "cp.async.commit_group", "cp.async.wait_group 0", "ex2.approx.ftz.f32", "mma.sync.aligned.m16n8k16"} {
			if !strings.Contains(ptx, want) {
				t.Errorf("%s: PTX lacks %q", arch, want)
			}
		}
		if err := CheckPTX(ptx, arch); err != nil {
			t.Errorf("%s: %v", arch, err)
		}
	}
}

func renamed(k *Kernel, name string) *Kernel { k.Name = name; return k }

// TestCpAsyncLanding runs one thread's copies through commit groups and waits in both of the
// interpreter's orders. By default a copy lands when a wait_group completes its group, so a read
// after wait_group 1 finds the newer group's buffer unwritten and an uncommitted copy never lands;
// with CopiesAtIssue every copy is in shared memory as soon as it is issued.
func TestCpAsyncLanding(t *testing.T) {
	k := NewKernel("cp_landing")
	out := k.Param("out", PPtr, EI32)
	src := k.Param("src", PPtr, EI32)
	s := k.SharedAligned(TI32, 12, 16)
	for w := range int64(12) {
		k.SStore(s, k.I32(w), k.I32(-1))
	}
	k.Barrier()
	copyWords := func(at int64) { k.CpAsync(s, k.I32(at), src, k.I32(at)) }
	copyWords(0)
	k.CpAsyncCommit()
	copyWords(4)
	k.CpAsyncCommit()
	k.CpAsyncWait(1)
	k.Store(out, k.I32(0), k.SLoad(s, k.I32(0)))
	k.Store(out, k.I32(1), k.SLoad(s, k.I32(4)))
	copyWords(8) // never committed
	k.CpAsyncWait(0)
	k.Store(out, k.I32(2), k.SLoad(s, k.I32(4)))
	k.Store(out, k.I32(3), k.SLoad(s, k.I32(8)))
	if err := Verify(k); err != nil {
		t.Fatal(err)
	}
	words := make([]int32, 12)
	for i := range words {
		words[i] = int32(100 + i)
	}
	for _, c := range []struct {
		opt  InterpretOptions
		want []int32
	}{
		{InterpretOptions{}, []int32{100, -1, 104, -1}},
		{InterpretOptions{CopiesAtIssue: true}, []int32{100, 104, 104, 108}},
	} {
		got := &Buf{I32: make([]int32, 4)}
		if err := InterpretWith(c.opt, k, 1, 1, got, &Buf{I32: words}); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got.I32, c.want) {
			t.Errorf("%+v: read %v, expected %v", c.opt, got.I32, c.want)
		}
	}
}

// TestPackBF2Max runs PackBF2 and Max in the interpreter on values with known answers: ties to
// even both ways, a sign, a NaN (cvt's quiet NaN 0x7fff), the low/high halves; Max ignoring a NaN
// operand and taking a score over −∞. Where llc is, the PTX holds one cvt.rn.bf16x2.f32 and
// max.f32.
func TestPackBF2Max(t *testing.T) {
	k := NewKernel("pack_max")
	out := k.Param("out", PPtr, EI32)
	mx := k.Param("mx", PPtr, EF32)
	x := k.Param("x", PPtr, EF32)
	i := k.Tid()
	a, b := k.Load(x, k.Mul(i, k.I32(2))), k.Load(x, k.Add(k.Mul(i, k.I32(2)), k.I32(1)))
	k.Store(out, i, k.PackBF2(a, b))
	k.Store(mx, i, k.Max(a, b))
	if err := Verify(k); err != nil {
		t.Fatal(err)
	}
	nan := float32(math.NaN())
	in := []float32{1, 1.00390625, 1.01171875, -2.5, nan, 3, float32(math.Inf(-1)), -5}
	got, gm := &Buf{I32: make([]int32, 4)}, &Buf{F32: make([]float32, 4)}
	if err := Interpret(k, 1, 4, got, gm, &Buf{F32: in}); err != nil {
		t.Fatal(err)
	}
	wantPack := []uint32{0x3f803f80, 0xc0203f82, 0x40407fff, 0xc0a0ff80}
	wantMax := []float32{1.00390625, 1.01171875, 3, -5}
	for j := range 4 {
		if uint32(got.I32[j]) != wantPack[j] {
			t.Errorf("PackBF2(%v, %v) = %#08x, expected %#08x", in[2*j], in[2*j+1], uint32(got.I32[j]), wantPack[j])
		}
		if gm.F32[j] != wantMax[j] {
			t.Errorf("Max(%v, %v) = %v, expected %v", in[2*j], in[2*j+1], gm.F32[j], wantMax[j])
		}
	}
	tc, err := FindToolchain()
	if err != nil {
		t.Skipf("skipping the PTX check: %v", err)
	}
	ptx, err := tc.PTX(t.Context(), Lower([]*Kernel{k}).String())
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(ptx, "cvt.rn.bf16x2.f32"); n != 1 || !strings.Contains(ptx, "max.f32") {
		t.Errorf("PTX has %d cvt.rn.bf16x2.f32 (expected 1) and max.f32 %v:\n%s", n, strings.Contains(ptx, "max.f32"), ptx)
	}
}

// TestStoreF2BF16: a pair store into a bf16 buffer writes the bits two Stores would (nearest even,
// a tie rounded to even, a NaN as 0x7fc0), and lowers to one 4-byte store.
func TestStoreF2BF16(t *testing.T) {
	k := NewKernel("store_f2_bf16")
	pair := k.Param("pair", PPtr, EBF16)
	one := k.Param("one", PPtr, EBF16)
	x := k.Param("x", PPtr, EF32)
	i := k.Mul(k.Tid(), k.I32(2))
	a, b := k.Load(x, i), k.Load(x, k.Add(i, k.I32(1)))
	k.StoreF2(pair, i, a, b)
	k.Store(one, i, a)
	k.Store(one, k.Add(i, k.I32(1)), b)
	if err := Verify(k); err != nil {
		t.Fatal(err)
	}
	nan := float32(math.NaN())
	// 1 + 2⁻⁸ is a tie that rounds down to even, 1 + 3·2⁻⁸ one that rounds up.
	in := []float32{1.00390625, 1.01171875, -2.5, nan, float32(math.Inf(-1)), 3.3, 0, -1e-30}
	got, want := &Buf{BF16: make([]uint16, len(in))}, &Buf{BF16: make([]uint16, len(in))}
	if err := Interpret(k, 1, len(in)/2, got, want, &Buf{F32: in}); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.BF16, want.BF16) || got.BF16[0] != 0x3f80 || got.BF16[1] != 0x3f82 || got.BF16[3] != 0x7fc0 {
		t.Errorf("pair stores %#04x, single stores %#04x", got.BF16, want.BF16)
	}
	if err := Interpret(k, 1, len(in)/2, &Buf{F32: make([]float32, len(in))}, want, &Buf{F32: in}); err == nil {
		t.Error("a bf16 pair store into an f32 buffer ran, expected an error")
	}
	ll := Lower([]*Kernel{k}).String()
	if !strings.Contains(ll, "store i32") {
		t.Errorf("the pair store is not one i32 store:\n%s", ll)
	}
}
