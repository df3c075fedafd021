package kgen

import (
	"fmt"
	"math"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The kernel IR's tensor-core ops, for the tensor-core expert kernels (streaming_mma.go).
//
// OpMMA is PTX's mma.sync.aligned.m16n8k16.row.col.f32.{bf16,f16}: a warp multiplies a 16×16 A
// (row-major) by a 16×8 B (column-major) and adds a 16×8 f32 C. Each lane holds a fixed part of each
// operand (lane = 4·group + tig, group 0..7, tig 0..3; a register's low half is the lower index):
//
//	A: reg 0 (group, 2tig..2tig+1), reg 1 (group+8, 2tig..), reg 2 (group, 2tig+8..), reg 3 (group+8, 2tig+8..)
//	B: reg 0 (k 2tig..2tig+1, n group), reg 1 (k 2tig+8..2tig+9, n group)
//	C, D: 0, 1 (row group, n 2tig, 2tig+1), 2, 3 (row group+8, n 2tig, 2tig+1)
//
// Every lane of the warp must reach it together (warp-uniform control flow).

const (
	mmaBF16 = 0 // A and B hold bf16 pairs
	mmaF16  = 1 // A and B hold f16 pairs
)

// mmaArgs is the operands a lane contributes: 4 A, 2 B, 4 C.
const mmaArgs = 10

// MMA is D = A·B + C over the warp (see above); kind is mmaBF16 or mmaF16. The result is a TV4 whose
// lanes hold the bits of D's four f32 values: read them with MMAOut.
func (k *Kernel) MMA(kind int64, a [4]*Value, b [2]*Value, c [4]*Value) *Value {
	args := append(append(append([]*Value{}, a[:]...), b[:]...), c[:]...)
	return k.add(&Value{Op: OpMMA, Type: TV4, Args: args, Aux: kind})
}

// MMAOut is value i (0..3) of an MMA's D.
func (k *Kernel) MMAOut(d *Value, i int64) *Value { return k.Bits(TF32, k.Lane(d, i)) }

// PackH2 rounds a and b to f16 (nearest even, saturating at ±65504; a NaN becomes +65504) and packs
// them, a in the low half: a B operand of an f16 MMA.
func (k *Kernel) PackH2(a, b *Value) *Value {
	return k.add(&Value{Op: OpPackH2, Type: TI32, Args: []*Value{a, b}})
}

func verifyMMA(v *Value) error {
	if v.Op == OpPackH2 {
		if v.Args[0].Type != TF32 || v.Args[1].Type != TF32 {
			return fmt.Errorf("pack_h2 of %s, %s, expected f32", v.Args[0].Type, v.Args[1].Type)
		}
		return nil
	}
	if v.Aux != mmaBF16 && v.Aux != mmaF16 {
		return fmt.Errorf("mma kind %d, expected bf16 (0) or f16 (1)", v.Aux)
	}
	for i, a := range v.Args {
		want := TI32
		if i >= 6 {
			want = TF32
		}
		if a.Type != want {
			return fmt.Errorf("mma operand %d is %s, expected %s", i, a.Type, want)
		}
	}
	return nil
}

var (
	f32x4 = types.NewStruct(types.Float, types.Float, types.Float, types.Float)
	h2    = types.NewVector(2, types.Half)
)

func lowerMMA(l *lowerer, v *Value) value.Value {
	name := "llvm.nvvm.mma.m16n8k16.row.col.bf16"
	var args []value.Value
	for i := range 6 {
		x := l.arg(v, i)
		if v.Aux == mmaF16 {
			x = l.b.NewBitCast(x, h2)
		}
		args = append(args, x)
	}
	if v.Aux == mmaF16 {
		name = "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"
	}
	for i := 6; i < mmaArgs; i++ {
		args = append(args, l.arg(v, i))
	}
	d := l.call(name, f32x4, args...)
	var out value.Value = constant.NewZeroInitializer(v4i32)
	for i := range int64(4) {
		f := l.b.NewExtractValue(d, uint64(i))
		out = l.b.NewInsertElement(out, l.b.NewBitCast(f, types.I32), constant.NewInt(types.I32, i))
	}
	return out
}

func lowerPackH2(l *lowerer, v *Value) value.Value {
	var out value.Value = constant.NewZeroInitializer(h2)
	for i := range 2 {
		x := l.call("llvm.minnum.f32", types.Float, l.arg(v, i), constant.NewFloat(types.Float, 65504))
		x = l.call("llvm.maxnum.f32", types.Float, x, constant.NewFloat(types.Float, -65504))
		out = l.b.NewInsertElement(out, l.b.NewFPTrunc(x, types.Half), constant.NewInt(types.I32, int64(i)))
	}
	return l.b.NewBitCast(out, types.I32)
}

// packH2 is PackH2 on the host: the interpreter's semantics.
func packH2(a, b float64) uint32 { return uint32(f16Bits(a)) | uint32(f16Bits(b))<<16 }

// f16Bits rounds x to the nearest f16 (ties to even), saturating; NaN saturates to +65504 as
// minnum/maxnum make it on the device.
func f16Bits(x float64) uint16 {
	if x != x || x > 65504 {
		x = 65504
	}
	if x < -65504 {
		x = -65504
	}
	var sign uint16
	if math.Signbit(x) {
		sign, x = 0x8000, -x
	}
	if x == 0 {
		return sign
	}
	_, e := math.Frexp(x) // x = f·2^e, f in [0.5, 1): the leading bit is 2^(e-1)
	lsb := max(e-1, -14) - 10
	m := math.RoundToEven(math.Ldexp(x, -lsb)) // the significand in units of the last place
	if m >= 2048 {                             // rounding carried into the next binade
		m /= 2
		lsb++
	}
	if m < 1024 { // subnormal (lsb = -24)
		return sign | uint16(m)
	}
	return sign | uint16(lsb+10+15)<<10 | uint16(m-1024)
}

// h2Value is the value of half i of a packed pair of kind.
func h2Value(kind int64, w uint32, i int) float64 {
	h := uint16(w >> (16 * i))
	if kind == mmaBF16 {
		return float64(math.Float32frombits(uint32(h) << 16))
	}
	s := 1.0
	if h&0x8000 != 0 {
		s = -1
	}
	e, m := int(h>>10&0x1f), float64(h&0x3ff)
	switch e {
	case 0:
		return s * math.Ldexp(m, -24)
	case 31:
		if m == 0 {
			return s * math.Inf(1)
		}
		return math.NaN()
	}
	return s * math.Ldexp(1024+m, e-25)
}

// mma interprets OpMMA: every lane publishes its fragments, waits for the warp, computes its own
// four results from the whole warp's fragments (products exact in f64, the sum rounded once to
// f32), and waits again so that a later run of the same op cannot overwrite operands unread.
func (t *thread) mma(v *Value) error {
	base := t.tid &^ 31
	if base+32 > t.ntid {
		return fmt.Errorf("v%d: mma in a partial warp (block of %d threads)", v.ID, t.ntid)
	}
	t.blk.mu.Lock()
	arr, ok := t.blk.frags[v]
	if !ok {
		arr = make([]scalar, t.ntid*mmaArgs)
		t.blk.frags[v] = arr
	}
	for i := range mmaArgs {
		arr[t.tid*mmaArgs+i] = t.env[v.Args[i]]
	}
	t.blk.mu.Unlock()
	w := t.blk.warps[t.tid/32]
	if !w.wait() {
		return fmt.Errorf("another thread of the block failed")
	}
	t.blk.mu.Lock()
	lane := t.tid & 31
	group, tig := lane>>2, lane&3
	// a(row, col) and b(kk, n) read the owning lane's register half.
	a := func(row, col int) float64 {
		reg := (row / 8) + 2*(col/8)
		owner := base + 4*(row%8) + (col%8)/2
		return h2Value(v.Aux, uint32(arr[owner*mmaArgs+reg].i), col%2)
	}
	b := func(kk, n int) float64 {
		owner := base + 4*n + (kk%8)/2
		return h2Value(v.Aux, uint32(arr[owner*mmaArgs+4+kk/8].i), kk%2)
	}
	var r scalar
	for i := range 4 {
		row, n := group+8*(i/2), 2*tig+i%2
		s := arr[t.tid*mmaArgs+6+i].f
		for kk := range 16 {
			s += a(row, kk) * b(kk, n)
		}
		r.v[i] = math.Float32bits(float32(s))
	}
	t.blk.mu.Unlock()
	if !w.wait() {
		return fmt.Errorf("another thread of the block failed")
	}
	t.env[v] = r
	return nil
}
