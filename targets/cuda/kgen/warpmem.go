package kgen

import (
	"fmt"
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The Ampere-class data movement and math of the flash-attention kernels, usable on every
// architecture kgen targets (sm_80 up):
//
//   - Exp2: PTX ex2.approx.ftz.f32, the fast exponential of a softmax whose scale carries log2(e);
//   - LdMatrix: ldmatrix.sync.aligned.m8n8.x4[.trans].shared.b16, four 8×8 tiles of 16-bit values
//     from shared memory straight into a warp's mma.m16n8k16 operand registers, transposed or not;
//   - CpAsync: cp.async.cg.shared.global (16 bytes, bypassing L1), with commit_group/wait_group, so a
//     block copies its next tile while its tensor cores work on the current one;
//   - PackBF2: cvt.rn.bf16x2.f32, two f32 rounded to bf16 in one instruction (an MMA operand);
//   - Max: max.f32, one instruction where a compare and a select take two.
//
// The interpreter runs each with its reference semantics; a CpAsync copy lands at the wait that
// completes its group there, or where it is issued (InterpretOptions).

const (
	cpCopy   = iota // Args: shared array, word index, global buffer, element index
	cpCommit        // cp.async.commit_group
	cpWait          // cp.async.wait_group n (Aux's upper bits)
)

// Exp2 is 2^x in f32, approximate (relative error about 2^-22); results below the f32 normal range
// flush to zero, as do subnormal inputs.
func (k *Kernel) Exp2(x *Value) *Value {
	return k.add(&Value{Op: OpExp2, Type: TF32, Args: []*Value{x}})
}

// LdMatrix loads four 8×8 matrices of 16-bit values from the i32 shared array s, collectively for
// the warp (every lane must execute it). Lane l supplies, at word i (a multiple of 4), the 16-byte
// row l%8 of matrix l/8. Word j of the result (Lane(v, j)) holds matrix j's elements (row l/4,
// columns 2(l%4) and 2(l%4)+1), the first in the low half; with trans, the transposed matrix's:
// (rows 2(l%4) and 2(l%4)+1, column l/4). Without trans the words are an mma.m16n8k16 A fragment
// of a row-major tile, or a B fragment of a tile stored n-major (k contiguous); with trans, B of a
// tile stored k-major.
func (k *Kernel) LdMatrix(s, i *Value, trans bool) *Value {
	return k.add(&Value{Op: OpLdMatrix, Type: TV4, Aux: b2i(trans), Args: []*Value{s, i}})
}

// CpAsync copies 16 bytes from buffer ptr at element gi (16-byte aligned) to the i32 shared array s
// at word si (a multiple of 4), asynchronously: the data is there after a CpAsyncWait that covers
// its group, and for other threads after a Barrier following that wait.
func (k *Kernel) CpAsync(s, si, ptr, gi *Value) {
	k.add(&Value{Op: OpCpAsync, Aux: cpCopy, Args: []*Value{s, si, ptr, gi}})
}

// StoreV stores the 16 bytes of v (a TV4, as LoadV yields) into buffer ptr from element i (16-byte
// aligned).
func (k *Kernel) StoreV(ptr, i, v *Value) {
	k.add(&Value{Op: OpStoreV, Args: []*Value{ptr, i, v}, Elem: ptr.Elem})
}

// CpAsyncCommit closes the group of this thread's CpAsync copies issued since the last commit.
func (k *Kernel) CpAsyncCommit() { k.add(&Value{Op: OpCpAsync, Aux: cpCommit}) }

// CpAsyncWait waits until at most n of this thread's committed groups are still in flight.
func (k *Kernel) CpAsyncWait(n int64) { k.add(&Value{Op: OpCpAsync, Aux: cpWait | n<<8}) }

// PackBF2 rounds a and b to bf16 (nearest even; a NaN becomes the quiet NaN 0x7fff) and packs them,
// a in the low half: the A or B operand of a bf16 MMA.
func (k *Kernel) PackBF2(a, b *Value) *Value {
	return k.add(&Value{Op: OpPackBF2, Type: TI32, Args: []*Value{a, b}})
}

// Max is the larger of the f32 a and b; a NaN operand is ignored (IEEE maxNum), so the max of a
// score and −∞ is the score.
func (k *Kernel) Max(a, b *Value) *Value {
	return k.add(&Value{Op: OpMax, Type: TF32, Args: []*Value{a, b}})
}

func verifyWarpMem(v *Value, k *Kernel) error {
	switch v.Op {
	case OpExp2:
		if v.Args[0].Type != TF32 {
			return fmt.Errorf("exp2 of %s, expected f32", v.Args[0].Type)
		}
	case OpPackBF2, OpMax:
		if v.Args[0].Type != TF32 || v.Args[1].Type != TF32 {
			return fmt.Errorf("%s of %s, %s, expected f32", v.Op, v.Args[0].Type, v.Args[1].Type)
		}
	case OpLdMatrix:
		if a := v.Args[0]; a.Op != OpShared || a.Type != TI32 {
			return fmt.Errorf("operand 0 is v%d (%s %s), expected an i32 shared array", a.ID, a.Op, a.Type)
		}
		if v.Args[1].Type != TI32 {
			return fmt.Errorf("operand 1 is %s, expected i32", v.Args[1].Type)
		}
	case OpStoreF2:
		if p := v.Args[0]; p.Op != OpParam || k.Params[p.Aux].Kind != PPtr || (v.Elem != EF32 && v.Elem != EBF16) {
			return fmt.Errorf("operand 0 is v%d (%s %s), expected an f32 or bf16 buffer parameter", p.ID, p.Op, v.Elem)
		}
		if v.Args[1].Type != TI32 || v.Args[2].Type != TF32 || v.Args[3].Type != TF32 {
			return fmt.Errorf("store of %s at %s, expected two f32 at an i32 index", v.Args[2].Type, v.Args[1].Type)
		}
	case OpStoreV:
		if p := v.Args[0]; p.Op != OpParam || k.Params[p.Aux].Kind != PPtr {
			return fmt.Errorf("operand 0 is v%d (%s), expected a buffer parameter", p.ID, p.Op)
		}
		if t := v.Args[1].Type; t != TI32 && t != TI64 {
			return fmt.Errorf("operand 1 is %s, expected i32 or i64", t)
		}
		if v.Args[2].Type != TV4 {
			return fmt.Errorf("stores %s as 16 bytes, expected a v4 (4 words)", v.Args[2].Type)
		}
	case OpCpAsync:
		kind, n := v.Aux&0xff, v.Aux>>8
		switch kind {
		case cpCopy:
			if a := v.Args[0]; a.Op != OpShared || a.Type != TI32 {
				return fmt.Errorf("operand 0 is v%d (%s %s), expected an i32 shared array", a.ID, a.Op, a.Type)
			}
			if p := v.Args[2]; p.Op != OpParam || k.Params[p.Aux].Kind != PPtr {
				return fmt.Errorf("operand 2 is v%d (%s), expected a buffer parameter", p.ID, p.Op)
			}
			if v.Args[1].Type != TI32 {
				return fmt.Errorf("operand 1 is %s, expected i32", v.Args[1].Type)
			}
			if t := v.Args[3].Type; t != TI32 && t != TI64 {
				return fmt.Errorf("operand 3 is %s, expected i32 or i64", t)
			}
		case cpCommit:
		case cpWait:
			if n < 0 || n > 7 {
				return fmt.Errorf("cp.async.wait_group %d, expected 0..7", n)
			}
		default:
			return fmt.Errorf("cp.async kind %d, expected copy (%d), commit (%d) or wait (%d)", kind, cpCopy, cpCommit, cpWait)
		}
	}
	return nil
}

func lowerExp2(l *lowerer, v *Value) value.Value {
	return l.call("llvm.nvvm.ex2.approx.ftz.f", types.Float, l.arg(v, 0))
}

// lowerPackBF2 is one cvt.rn.bf16x2.f32, whose first source goes to the high half. The asm has no
// side effects, so that LLVM schedules and merges it as any arithmetic.
func lowerPackBF2(l *lowerer, v *Value) value.Value {
	fa := ir.NewInlineAsm(types.NewPointer(types.NewFunc(types.I32, types.Float, types.Float)), "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f")
	return l.b.NewCall(fa, l.arg(v, 1), l.arg(v, 0))
}

// packBF2 is PackBF2 on the host: the interpreter's semantics.
func packBF2(a, b float64) uint32 { return uint32(bf16RNE(a)) | uint32(bf16RNE(b))<<16 }

// bf16RNE is f rounded to bf16, nearest even; a NaN is 0x7fff, cvt's canonical NaN.
func bf16RNE(f float64) uint16 {
	x := float32(f)
	if x != x {
		return 0x7fff
	}
	bits := math.Float32bits(x)
	return uint16((bits + 0x7fff + (bits>>16)&1) >> 16)
}

// maxNum is Max on the host: IEEE maxNum, as PTX's max.f32.
func maxNum(a, b float64) float64 {
	switch {
	case a != a:
		return b
	case b != b:
		return a
	}
	return math.Max(a, b)
}

func lowerLdMatrix(l *lowerer, v *Value) value.Value {
	tr := ""
	if v.Aux != 0 {
		tr = ".trans"
	}
	addr := l.b.NewPtrToInt(l.sharedAt(v), types.I32)
	st := types.NewStruct(types.I32, types.I32, types.I32, types.I32)
	r := l.asm(st, "ldmatrix.sync.aligned.m8n8.x4"+tr+".shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}", addr)
	var out value.Value = constant.NewZeroInitializer(v4i32)
	for j := range int64(4) {
		out = l.b.NewInsertElement(out, l.b.NewExtractValue(r, uint64(j)), constant.NewInt(types.I32, j))
	}
	return out
}

func lowerStoreF2(l *lowerer, v *Value) value.Value {
	if v.Elem == EBF16 {
		// Two bf16 as one i32: a in the low half (the lower address).
		lo, hi := l.bf16Bits(l.arg(v, 2)), l.bf16Bits(l.arg(v, 3))
		w := l.b.NewOr(lo, l.b.NewShl(hi, constant.NewInt(types.I32, 16)))
		p := types.NewPointer(types.I32)
		p.AddrSpace = asGlobal
		st := l.b.NewStore(w, l.b.NewBitCast(l.elemAt(v), p))
		st.Align = 4
		return nil
	}
	v2 := types.NewVector(2, types.Float)
	var x value.Value = constant.NewZeroInitializer(v2)
	for i := range 2 {
		x = l.b.NewInsertElement(x, l.arg(v, 2+i), constant.NewInt(types.I32, int64(i)))
	}
	p := types.NewPointer(v2)
	p.AddrSpace = asGlobal
	st := l.b.NewStore(x, l.b.NewBitCast(l.elemAt(v), p))
	st.Align = 8
	return nil
}

// storeF2 runs a StoreF2: two f32 (or two bf16, rounded as Store rounds) at an even element index.
func (t *thread) storeF2(v *Value) error {
	b, ok := t.args[v.Args[0].Aux].(*Buf)
	bf := v.Elem == EBF16
	if !ok || (bf && b.BF16 == nil) || (!bf && b.F32 == nil) {
		return fmt.Errorf("v%d: pair store of %s into %T, expected a *Buf of that type", v.ID, v.Elem, t.args[v.Args[0].Aux])
	}
	n := len(b.F32)
	if bf {
		n = len(b.BF16)
	}
	i := t.env[v.Args[1]].i
	if i < 0 || i%2 != 0 || i+2 > int64(n) {
		return fmt.Errorf("v%d: %s pair store at element %d of [0,%d), expected an even index with 2 elements left", v.ID, t.k.Params[v.Args[0].Aux].Name, i, n)
	}
	a, c := float32(t.env[v.Args[2]].f), float32(t.env[v.Args[3]].f)
	t.blk.mu.Lock()
	defer t.blk.mu.Unlock()
	if bf {
		b.BF16[i], b.BF16[i+1] = storeBF16(a), storeBF16(c)
		return nil
	}
	b.F32[i], b.F32[i+1] = a, c
	return nil
}

func lowerStoreV(l *lowerer, v *Value) value.Value {
	st := l.b.NewStore(l.arg(v, 2), l.v4At(v))
	st.Align = 16
	return nil
}

func lowerCpAsync(l *lowerer, v *Value) value.Value {
	kind, n := v.Aux&0xff, v.Aux>>8
	switch kind {
	case cpCommit:
		l.asm(types.Void, "cp.async.commit_group;", "~{memory}")
	case cpWait:
		l.asm(types.Void, fmt.Sprintf("cp.async.wait_group %d;", n), "~{memory}")
	default:
		dst := l.b.NewPtrToInt(l.sharedAt(v), types.I32)
		p := v.Args[2]
		idx := l.arg(v, 3)
		if v.Args[3].Type == TI32 { // an i64 index is used as it is (a sext of it is invalid IR)
			idx = l.b.NewSExt(idx, types.I64)
		}
		src := l.b.NewGetElementPtr(elemType(p.Elem), l.arg(v, 2), idx)
		l.asm(types.Void, "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}", dst, src)
	}
	return nil
}

// exp2Ref is Exp2 on the host: the interpreter's semantics (the device's approximation differs in
// the last bits).
func exp2Ref(x float64) float64 {
	if math.Abs(x) < 0x1p-126 {
		x = 0
	}
	r := float64(float32(math.Exp2(x)))
	if r < 0x1p-126 {
		return 0
	}
	return r
}

// ldMatrix runs a LdMatrix for thread t: every lane publishes its row's word index, waits for the
// warp, reads its words and waits again (so that a later run cannot overwrite an unread index).
func (t *thread) ldMatrix(v *Value) error {
	base := t.tid &^ 31
	if base+32 > t.ntid {
		return fmt.Errorf("v%d: ldmatrix in a partial warp (block of %d threads), expected whole warps of 32", v.ID, t.ntid)
	}
	arr := t.arr(v.Args[0])
	if i := t.env[v.Args[1]].i; i < 0 || i%4 != 0 || i+4 > int64(len(arr)) {
		return fmt.Errorf("v%d: ldmatrix row at word %d of [0,%d), expected a multiple of 4 with 4 words left", v.ID, i, len(arr))
	}
	t.blk.mu.Lock()
	rows, ok := t.blk.frags[v]
	if !ok {
		rows = make([]scalar, t.ntid)
		t.blk.frags[v] = rows
	}
	rows[t.tid] = t.env[v.Args[1]]
	t.blk.mu.Unlock()
	w := t.blk.warps[t.tid/32]
	if !w.wait() {
		return fmt.Errorf("another thread of the block failed")
	}
	lane := t.tid & 31
	var r scalar
	t.blk.mu.Lock()
	// half(m, row, col) is the 16-bit element (row, col) of matrix m (every lane checked its row).
	half := func(m, row, col int) uint32 {
		return uint32(arr[rows[base+8*m+row].i+int64(col/2)].i) >> (16 * (col % 2)) & 0xffff
	}
	for m := range 4 {
		if v.Aux == 0 {
			r.v[m] = half(m, lane/4, 2*(lane%4)) | half(m, lane/4, 2*(lane%4)+1)<<16
		} else {
			r.v[m] = half(m, 2*(lane%4), lane/4) | half(m, 2*(lane%4)+1, lane/4)<<16
		}
	}
	t.blk.mu.Unlock()
	if !w.wait() {
		return fmt.Errorf("another thread of the block failed")
	}
	t.env[v] = r
	return nil
}

// cpLanding is a cp.async copy read from global memory and not yet written to shared memory.
type cpLanding struct {
	arr   []scalar
	at    int64
	words [4]uint32
}

// cpAsync runs a CpAsync op. A copy reads its 16 bytes when issued and lands them in shared memory
// at once with CopiesAtIssue, else when a wait_group completes its group; a commit closes the open
// group; a wait_group n lands every committed group but the n newest. A copy never committed nor
// waited for never lands, as the device does not promise it.
func (t *thread) cpAsync(v *Value) error {
	switch v.Aux & 0xff {
	case cpCommit:
		t.cpGroups = append(t.cpGroups, t.cpOpen)
		t.cpOpen = nil
		return nil
	case cpWait:
		n := int(v.Aux >> 8)
		if len(t.cpGroups) <= n {
			return nil
		}
		done := t.cpGroups[:len(t.cpGroups)-n]
		t.blk.mu.Lock()
		for _, g := range done {
			for _, c := range g {
				c.land()
			}
		}
		t.blk.mu.Unlock()
		t.cpGroups = append([][]cpLanding(nil), t.cpGroups[len(t.cpGroups)-n:]...)
		return nil
	}
	arr, si := t.arr(v.Args[0]), t.env[v.Args[1]].i
	if si < 0 || si%4 != 0 || si+4 > int64(len(arr)) {
		return fmt.Errorf("v%d: cp.async to word %d of [0,%d), expected a multiple of 4 with 4 words left", v.ID, si, len(arr))
	}
	b, ok := t.args[v.Args[2].Aux].(*Buf)
	if !ok {
		return fmt.Errorf("v%d: cp.async source %T, expected a *Buf", v.ID, t.args[v.Args[2].Aux])
	}
	words, err := bufWords(b, t.env[v.Args[3]].i)
	if err != nil {
		return fmt.Errorf("v%d: cp.async: %w", v.ID, err)
	}
	c := cpLanding{arr: arr, at: si, words: words}
	if !t.opt.CopiesAtIssue {
		t.cpOpen = append(t.cpOpen, c)
		return nil
	}
	t.blk.mu.Lock()
	c.land()
	t.blk.mu.Unlock()
	return nil
}

// land writes the copy's words (the block's lock held).
func (c cpLanding) land() {
	for k, w := range c.words {
		c.arr[c.at+int64(k)] = scalar{i: int64(int32(w))}
	}
}

// storeV runs a StoreV: the four words, little-endian, over the buffer's elements from i.
func (t *thread) storeV(v *Value) error {
	b, ok := t.args[v.Args[0].Aux].(*Buf)
	if !ok {
		return fmt.Errorf("v%d: 16-byte store into %T, expected a *Buf", v.ID, t.args[v.Args[0].Aux])
	}
	i, w := t.env[v.Args[1]].i, t.env[v.Args[2]].v
	per := int64(16 / v.Elem.Size())
	n := int64(len(b.F32) + len(b.BF16) + len(b.I32) + len(b.I64) + len(b.F8))
	if i < 0 || i%per != 0 || i+per > n {
		return fmt.Errorf("v%d: %s 16-byte store at element %d of [0,%d), expected a multiple of %d with %d elements left", v.ID, t.k.Params[v.Args[0].Aux].Name, i, n, per, per)
	}
	var bytes [16]byte
	for q := range 4 {
		bytes[4*q], bytes[4*q+1], bytes[4*q+2], bytes[4*q+3] = byte(w[q]), byte(w[q]>>8), byte(w[q]>>16), byte(w[q]>>24)
	}
	t.blk.mu.Lock()
	defer t.blk.mu.Unlock()
	for j := range per {
		switch v.Elem {
		case EF32, EI32:
			x := uint32(bytes[4*j]) | uint32(bytes[4*j+1])<<8 | uint32(bytes[4*j+2])<<16 | uint32(bytes[4*j+3])<<24
			if v.Elem == EF32 {
				b.F32[i+j] = math.Float32frombits(x)
			} else {
				b.I32[i+j] = int32(x)
			}
		case EBF16:
			b.BF16[i+j] = uint16(bytes[2*j]) | uint16(bytes[2*j+1])<<8
		case EF8:
			b.F8[i+j] = bytes[j]
		case EI64:
			var x uint64
			for q := range 8 {
				x |= uint64(bytes[8*j+int64(q)]) << (8 * q)
			}
			b.I64[i+j] = int64(x)
		}
	}
	return nil
}

// bufWords reads the 16 bytes of b from element gi as four little-endian words.
func bufWords(b *Buf, gi int64) ([4]uint32, error) {
	var w [4]uint32
	var n, per int64
	switch {
	case b.F32 != nil:
		n, per = int64(len(b.F32)), 4
	case b.BF16 != nil:
		n, per = int64(len(b.BF16)), 8
	case b.I32 != nil:
		n, per = int64(len(b.I32)), 4
	case b.I64 != nil:
		n, per = int64(len(b.I64)), 2
	default:
		n, per = int64(len(b.F8)), 16
	}
	if gi < 0 || gi%per != 0 || gi+per > n {
		return w, fmt.Errorf("element %d of %d, expected a 16-byte aligned element with 16 bytes left", gi, n)
	}
	for k := range int64(4) {
		switch {
		case b.F32 != nil:
			w[k] = math.Float32bits(b.F32[gi+k])
		case b.BF16 != nil:
			w[k] = uint32(b.BF16[gi+2*k]) | uint32(b.BF16[gi+2*k+1])<<16
		case b.I32 != nil:
			w[k] = uint32(b.I32[gi+k])
		case b.I64 != nil:
			w[k] = uint32(b.I64[gi+k/2] >> (32 * (k % 2)))
		default:
			w[k] = uint32(b.F8[gi+4*k]) | uint32(b.F8[gi+4*k+1])<<8 | uint32(b.F8[gi+4*k+2])<<16 | uint32(b.F8[gi+4*k+3])<<24
		}
	}
	return w, nil
}
