package kgen

import (
	"fmt"
	"math"
	"sync"
)

// Interpret runs a kernel on the CPU, one goroutine per thread, so that kernels can be checked
// against the CPU reference where there is no GPU (CI). It follows the kernel IR's semantics,
// rounding f32 arithmetic to float32 after each op, as the device does; it does not check the
// lowering, which the llc and device tests cover. Buffers are *Buf; scalars int32, float32 or int64
// in parameter order.
//
// It is slow (an interpreter, a goroutine per thread): for tests at small widths only.
func Interpret(k *Kernel, grid, block int, args ...any) error {
	return InterpretWith(InterpretOptions{}, k, grid, block, args...)
}

// InterpretOptions choose among the orders the device may take where the kernel IR leaves it free.
type InterpretOptions struct {
	// CopiesAtIssue lands each cp.async or bulk tensor copy in shared memory as it is issued, the
	// earliest the device may write it, so that a copy into a buffer that other threads still read
	// shows. By default a copy lands at the latest the device may write it, so that a read no wait
	// covers shows (it finds the buffer's old values): a cp.async copy at the cp.async.wait_group
	// that completes its group or the mbarrier phase it arrives on, a bulk copy when a thread waits
	// on the mbarrier it completes on.
	CopiesAtIssue bool
}

// InterpretWith is Interpret with the orders of o.
func InterpretWith(o InterpretOptions, k *Kernel, grid, block int, args ...any) error {
	if len(args) != len(k.Params) {
		return fmt.Errorf("interpret %s: %d arguments, expected %d", k.Name, len(args), len(k.Params))
	}
	for i, p := range k.Params {
		if err := checkArg(p, args[i]); err != nil {
			return fmt.Errorf("interpret %s: parameter %s: %w", k.Name, p.Name, err)
		}
	}
	for b := range grid {
		bl := &blockState{shared: map[*Value][]scalar{}, bar: newBarrier(block), shfl: map[*Value][]scalar{}, frags: map[*Value][]scalar{}, hop: newHopperState(k, block)}
		for w := 0; w < block; w += 32 {
			bl.warps = append(bl.warps, newBarrier(min(32, block-w)))
		}
		var wg sync.WaitGroup
		errs := make([]error, block)
		for t := range block {
			wg.Add(1)
			go func() {
				defer wg.Done()
				th := &thread{k: k, opt: o, args: args, tid: t, ctaid: b, ntid: block, blk: bl, env: map[*Value]scalar{}, vars: map[*Value]*scalar{}}
				errs[t] = th.run(k.Body)
				if errs[t] != nil {
					bl.bar.abort()
					for _, w := range bl.warps {
						w.abort()
					}
					bl.hop.abort()
				}
			}()
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				return fmt.Errorf("interpret %s: block %d: %w", k.Name, b, err)
			}
		}
	}
	return nil
}

// Buf is a device buffer for Interpret: exactly one slice is set, matching the parameter's Elem
// (bf16 values as their bits).
type Buf struct {
	F32  []float32
	BF16 []uint16
	I32  []int32
	I64  []int64
	F8   []uint8 // e4m3fn codes
}

func checkArg(p KParam, a any) error {
	switch p.Kind {
	case PPtr:
		b, ok := a.(*Buf)
		if !ok {
			return fmt.Errorf("got %T, expected *Buf", a)
		}
		if (p.Elem == EF32) != (b.F32 != nil) || (p.Elem == EBF16) != (b.BF16 != nil) ||
			(p.Elem == EI32) != (b.I32 != nil) || (p.Elem == EI64) != (b.I64 != nil) || (p.Elem == EF8) != (b.F8 != nil) {
			return fmt.Errorf("buffer does not hold %s", p.Elem)
		}
	case PI32:
		if _, ok := a.(int32); !ok {
			return fmt.Errorf("got %T, expected int32", a)
		}
	case PF32:
		if _, ok := a.(float32); !ok {
			return fmt.Errorf("got %T, expected float32", a)
		}
	case PI64:
		if _, ok := a.(int64); !ok {
			return fmt.Errorf("got %T, expected int64", a)
		}
	case PTensorMap:
		m, ok := a.(*TensorMap)
		if !ok || m.Buf == nil || m.Buf.BF16 == nil {
			return fmt.Errorf("got %T, expected *TensorMap over a bf16 buffer", a)
		}
	}
	return nil
}

// scalar holds any kernel IR value: ints (and bools, 0/1) in i, floats in f, a TV4 in v.
type scalar struct {
	i int64
	f float64
	v [4]uint32
}

type blockState struct {
	mu     sync.Mutex
	shared map[*Value][]scalar
	bar    *barrier
	warps  []*barrier          // one a warp, for shuffles
	shfl   map[*Value][]scalar // a shuffle's operands, by thread
	frags  map[*Value][]scalar // a tensor-core product's operands, mmaArgs a thread
	hop    *hopperState        // shared addresses, mbarriers, warpgroups (hopper_interp.go)
}

type thread struct {
	k                *Kernel
	opt              InterpretOptions
	args             []any
	tid, ctaid, ntid int
	blk              *blockState
	env              map[*Value]scalar
	vars             map[*Value]*scalar
	wgOut            map[*Value][]float64 // a warpgroup MMA's results, by op
	cpOpen           []cpLanding          // cp.async copies issued since the last commit
	cpGroups         [][]cpLanding        // committed groups not yet waited for, oldest first
	unfenced         bool                 // it initialised an mbarrier that no FenceAsync of its own followed yet
}

func (t *thread) run(vs []*Value) error {
	for _, v := range vs {
		if err := t.step(v); err != nil {
			return err
		}
	}
	return nil
}

// round gives a float result the precision of its type.
func round(t Type, f float64) float64 {
	if t == TF32 {
		return float64(float32(f))
	}
	return f
}

// wrap gives an int result the width of its type.
func wrap(t Type, i int64) int64 {
	if t == TI32 {
		return int64(int32(i))
	}
	return i
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func (t *thread) arr(s *Value) []scalar {
	t.blk.mu.Lock()
	defer t.blk.mu.Unlock()
	return t.arrLocked(s)
}

// arrLocked is arr for a caller holding the block's lock.
func (t *thread) arrLocked(s *Value) []scalar {
	a, ok := t.blk.shared[s]
	if !ok {
		a = make([]scalar, s.Aux)
		if s.Op == OpTable {
			for i, f := range s.Data {
				a[i].f = float64(float32(f))
			}
		}
		t.blk.shared[s] = a
	}
	return a
}

func (t *thread) step(v *Value) error {
	a := func(i int) scalar { return t.env[v.Args[i]] }
	fl := v.Type.isFloat()
	var r scalar
	switch v.Op {
	case OpParam:
		switch x := t.args[v.Aux].(type) {
		case int32:
			r.i = int64(x)
		case float32:
			r.f = float64(x)
		case int64:
			r.i = x
		}
	case OpConst:
		r = scalar{i: v.Aux, f: v.AuxF}
	case OpTid:
		r.i = int64(t.tid)
	case OpCtaid:
		r.i = int64(t.ctaid)
	case OpNtid:
		r.i = int64(t.ntid)
	case OpAdd, OpSub, OpMul, OpDiv:
		x, y := a(0), a(1)
		if fl {
			switch v.Op {
			case OpAdd:
				r.f = x.f + y.f
			case OpSub:
				r.f = x.f - y.f
			case OpMul:
				r.f = x.f * y.f
			case OpDiv:
				r.f = x.f / y.f
			}
			r.f = round(v.Type, r.f)
			break
		}
		switch v.Op {
		case OpAdd:
			r.i = x.i + y.i
		case OpSub:
			r.i = x.i - y.i
		case OpMul:
			r.i = x.i * y.i
		case OpDiv:
			if y.i == 0 {
				return fmt.Errorf("v%d: integer division by zero", v.ID)
			}
			r.i = x.i / y.i
		}
		r.i = wrap(v.Type, r.i)
	case OpRem:
		if a(1).i == 0 {
			return fmt.Errorf("v%d: integer remainder by zero", v.ID)
		}
		r.i = a(0).i % a(1).i
	case OpAnd:
		r.i = a(0).i & a(1).i
	case OpOr:
		r.i = a(0).i | a(1).i
	case OpXor:
		r.i = a(0).i ^ a(1).i
	case OpShl:
		r.i = wrap(v.Type, a(0).i<<uint(a(1).i))
	case OpSar:
		if v.Type == TI32 {
			r.i = int64(int32(a(0).i) >> uint(a(1).i))
		} else {
			r.i = a(0).i >> uint(a(1).i)
		}
	case OpLane:
		r.i = int64(int32(a(0).v[v.Aux]))
	case OpLoadV:
		return t.loadV(v)
	case OpMMA:
		return t.mma(v)
	case OpLdMatrix:
		return t.ldMatrix(v)
	case OpCpAsync:
		return t.cpAsync(v)
	case OpStoreV:
		return t.storeV(v)
	case OpStoreF2:
		return t.storeF2(v)
	case OpExp2:
		r.f = exp2Ref(a(0).f)
	case OpSAddr, OpMbar, OpTMALoad, OpWGMMA, OpWGOut, OpAsync:
		return t.hopper(v)
	case OpPackH2:
		r.i = int64(int32(packH2(a(0).f, a(1).f)))
	case OpPackBF2:
		r.i = int64(int32(packBF2(a(0).f, a(1).f)))
	case OpMax:
		r.f = maxNum(a(0).f, a(1).f)
	case OpV4:
		for i := range 4 {
			r.v[i] = uint32(a(i).i)
		}
	case OpShr:
		if v.Type == TI32 {
			r.i = int64(int32(uint32(a(0).i) >> uint(a(1).i)))
		} else {
			r.i = int64(uint64(a(0).i) >> uint(a(1).i))
		}
	case OpFMA:
		r.f = float64(float32(math.FMA(a(0).f, a(1).f, a(2).f)))
	case OpLt, OpLe, OpEq, OpNe:
		x, y := a(0), a(1)
		if v.Args[0].Type.isFloat() {
			switch v.Op {
			case OpLt:
				r.i = b2i(x.f < y.f)
			case OpLe:
				r.i = b2i(x.f <= y.f)
			case OpEq:
				r.i = b2i(x.f == y.f)
			case OpNe:
				r.i = b2i(x.f != y.f)
			}
			break
		}
		switch v.Op {
		case OpLt:
			r.i = b2i(x.i < y.i)
		case OpLe:
			r.i = b2i(x.i <= y.i)
		case OpEq:
			r.i = b2i(x.i == y.i)
		case OpNe:
			r.i = b2i(x.i != y.i)
		}
	case OpSelect:
		if a(0).i != 0 {
			r = a(1)
		} else {
			r = a(2)
		}
	case OpConv:
		x, from := a(0), v.Args[0].Type
		switch {
		case from.isFloat() && fl:
			r.f = round(v.Type, x.f)
		case from.isFloat():
			r.i = wrap(v.Type, int64(x.f))
		case fl:
			r.f = round(v.Type, float64(x.i))
		default:
			r.i = wrap(v.Type, x.i)
		}
	case OpBits:
		x, from := a(0), v.Args[0].Type
		switch {
		case from == TF32:
			r.i = int64(int32(math.Float32bits(float32(x.f))))
		case from == TF64:
			r.i = int64(math.Float64bits(x.f))
		case v.Type == TF32:
			r.f = float64(math.Float32frombits(uint32(x.i)))
		default:
			r.f = math.Float64frombits(uint64(x.i))
		}
	case OpRint:
		r.f = math.RoundToEven(a(0).f)
	case OpSqrt:
		r.f = round(v.Type, math.Sqrt(a(0).f))
	case OpLoad, OpStore:
		return t.mem(v)
	case OpShared, OpTable:
		t.arr(v)
	case OpSLoad:
		arr, i := t.arr(v.Args[0]), a(1).i
		if i < 0 || i >= int64(len(arr)) {
			return fmt.Errorf("v%d: shared index %d out of [0,%d)", v.ID, i, len(arr))
		}
		t.blk.mu.Lock()
		r = arr[i]
		t.blk.mu.Unlock()
	case OpSLoadV:
		arr, i := t.arr(v.Args[0]), a(1).i
		if i < 0 || i%4 != 0 || i+4 > int64(len(arr)) {
			return fmt.Errorf("v%d: 16-byte shared load at word %d of [0,%d), expected a multiple of 4 with 4 words left", v.ID, i, len(arr))
		}
		t.blk.mu.Lock()
		for k := range 4 {
			r.v[k] = uint32(arr[i+int64(k)].i)
		}
		t.blk.mu.Unlock()
	case OpSStoreV:
		arr, i, x := t.arr(v.Args[0]), a(1).i, a(2)
		if i < 0 || i%4 != 0 || i+4 > int64(len(arr)) {
			return fmt.Errorf("v%d: 16-byte shared store at word %d of [0,%d), expected a multiple of 4 with 4 words left", v.ID, i, len(arr))
		}
		t.blk.mu.Lock()
		for k := range 4 {
			arr[i+int64(k)] = scalar{i: int64(int32(x.v[k]))}
		}
		t.blk.mu.Unlock()
	case OpSStore:
		arr, i := t.arr(v.Args[0]), a(1).i
		if i < 0 || i >= int64(len(arr)) {
			return fmt.Errorf("v%d: shared index %d out of [0,%d)", v.ID, i, len(arr))
		}
		t.blk.mu.Lock()
		arr[i] = a(2)
		t.blk.mu.Unlock()
	case OpBarrier:
		if !t.blk.bar.wait() {
			return fmt.Errorf("another thread of the block failed")
		}
	case OpShflXor, OpShflIdx:
		// Every lane of the warp publishes its operand, waits for the others, reads its partner's
		// and waits again, so that a later run of the same shuffle cannot overwrite a value unread.
		p := t.tid ^ int(v.Aux)
		if v.Op == OpShflIdx {
			p = t.tid&^31 | int(v.Aux)
		}
		if p/32 != t.tid/32 || p >= t.ntid {
			return fmt.Errorf("v%d: shuffle partner %d of thread %d is outside its warp", v.ID, p, t.tid)
		}
		t.blk.mu.Lock()
		arr, ok := t.blk.shfl[v]
		if !ok {
			arr = make([]scalar, t.ntid)
			t.blk.shfl[v] = arr
		}
		arr[t.tid] = a(0)
		t.blk.mu.Unlock()
		w := t.blk.warps[t.tid/32]
		if !w.wait() {
			return fmt.Errorf("another thread of the block failed")
		}
		t.blk.mu.Lock()
		r = arr[p]
		t.blk.mu.Unlock()
		if !w.wait() {
			return fmt.Errorf("another thread of the block failed")
		}
	case OpVar:
		x := a(0)
		t.vars[v] = &x
	case OpGet:
		r = *t.vars[v.Args[0]]
	case OpSet:
		*t.vars[v.Args[0]] = a(1)
	case OpLoop:
		lo, hi, st := a(0).i, a(1).i, a(2).i
		for i := lo; i < hi; i += st {
			t.env[v] = scalar{i: i}
			if err := t.run(v.Body); err != nil {
				return err
			}
		}
		return nil
	case OpWhile:
		slot, hi := t.vars[v.Args[0]], a(1).i
		for slot.i < hi {
			t.env[v] = scalar{i: slot.i}
			if err := t.run(v.Body); err != nil {
				return err
			}
		}
		return nil
	case OpAtomicAdd:
		// Blocks run one after another here, so the block's lock orders every access.
		b := t.args[v.Args[0].Aux].(*Buf)
		i := a(1).i
		if i < 0 || i >= int64(len(b.I32)) {
			return fmt.Errorf("v%d: %s index %d out of [0,%d)", v.ID, t.k.Params[v.Args[0].Aux].Name, i, len(b.I32))
		}
		t.blk.mu.Lock()
		r.i = int64(b.I32[i])
		b.I32[i] = int32(r.i + a(2).i)
		t.blk.mu.Unlock()
	case OpIf:
		if a(0).i != 0 {
			return t.run(v.Body)
		}
		return t.run(v.Else)
	default:
		return fmt.Errorf("v%d: op %s not interpreted", v.ID, v.Op)
	}
	t.env[v] = r
	return nil
}

// mem performs a global load or store. Stores of different threads to different elements are safe
// without a lock (as on the device); the kernels never race on one element.
func (t *thread) mem(v *Value) error {
	b := t.args[v.Args[0].Aux].(*Buf)
	i := t.env[v.Args[1]].i
	n := int64(len(b.F32) + len(b.BF16) + len(b.I32) + len(b.I64) + len(b.F8))
	if i < 0 || i >= n {
		return fmt.Errorf("v%d: %s index %d out of [0,%d)", v.ID, t.k.Params[v.Args[0].Aux].Name, i, n)
	}
	if v.Op == OpLoad {
		var r scalar
		switch v.Elem {
		case EF32:
			r.f = float64(b.F32[i])
		case EBF16:
			r.f = float64(math.Float32frombits(uint32(b.BF16[i]) << 16))
		case EI32:
			r.i = int64(b.I32[i])
		case EI64:
			r.i = b.I64[i]
		}
		t.env[v] = r
		return nil
	}
	x := t.env[v.Args[2]]
	switch v.Elem {
	case EF32:
		b.F32[i] = float32(x.f)
	case EBF16:
		b.BF16[i] = storeBF16(float32(x.f))
	case EI32:
		b.I32[i] = int32(x.i)
	case EI64:
		b.I64[i] = x.i
	}
	return nil
}

// barrier is a reusable barrier for n goroutines; abort releases every waiter with false.
type barrier struct {
	mu      sync.Mutex
	cond    *sync.Cond
	n, seen int
	gen     int
	failed  bool
}

func newBarrier(n int) *barrier {
	b := &barrier{n: n}
	b.cond = sync.NewCond(&b.mu)
	return b
}

// wait arrives and waits until n threads have arrived; false when the barrier failed.
func (b *barrier) wait() bool { return b.arrive(true) }

// arrive counts one arrival and, with wait, waits until its generation is complete (a named
// barrier's BarArrive does not wait). It reports false when the barrier failed.
func (b *barrier) arrive(wait bool) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.failed {
		return false
	}
	g := b.gen
	b.seen++
	if b.seen == b.n {
		b.seen = 0
		b.gen++
		b.cond.Broadcast()
		return true
	}
	for wait && g == b.gen && !b.failed {
		b.cond.Wait()
	}
	return !b.failed
}

func (b *barrier) abort() {
	b.mu.Lock()
	b.failed = true
	b.cond.Broadcast()
	b.mu.Unlock()
}

// F32Value reads element i as float32 from an f32 or bf16 buffer.
func (b *Buf) F32Value(i int) float32 {
	if b.BF16 != nil {
		return math.Float32frombits(uint32(b.BF16[i]) << 16)
	}
	return b.F32[i]
}

// loadV reads 16 bytes as four little-endian i32 lanes.
func (t *thread) loadV(v *Value) error {
	b := t.args[v.Args[0].Aux].(*Buf)
	i := t.env[v.Args[1]].i
	per := 16 / v.Elem.Size()
	n := int64(len(b.F32) + len(b.BF16) + len(b.I32) + len(b.I64) + len(b.F8))
	if i%per != 0 || i < 0 || i+per > n {
		return fmt.Errorf("v%d: %s 16-byte load at element %d: not aligned to %d or past [0,%d)", v.ID, t.k.Params[v.Args[0].Aux].Name, i, per, n)
	}
	var bytes [16]byte
	for j := range per {
		switch v.Elem {
		case EF32:
			x := math.Float32bits(b.F32[i+j])
			bytes[4*j], bytes[4*j+1], bytes[4*j+2], bytes[4*j+3] = byte(x), byte(x>>8), byte(x>>16), byte(x>>24)
		case EI32:
			x := uint32(b.I32[i+j])
			bytes[4*j], bytes[4*j+1], bytes[4*j+2], bytes[4*j+3] = byte(x), byte(x>>8), byte(x>>16), byte(x>>24)
		case EBF16:
			bytes[2*j], bytes[2*j+1] = byte(b.BF16[i+j]), byte(b.BF16[i+j]>>8)
		case EF8:
			bytes[j] = b.F8[i+j]
		case EI64:
			x := uint64(b.I64[i+j])
			for q := range 8 {
				bytes[8*j+int64(q)] = byte(x >> (8 * q))
			}
		}
	}
	var r scalar
	for q := range 4 {
		r.v[q] = uint32(bytes[4*q]) | uint32(bytes[4*q+1])<<8 | uint32(bytes[4*q+2])<<16 | uint32(bytes[4*q+3])<<24
	}
	t.env[v] = r
	return nil
}

// storeBF16 is the bf16 a Store of f writes: nearest even, a NaN as the quiet NaN 0x7fc0.
func storeBF16(f float32) uint16 {
	if f != f {
		return 0x7fc0
	}
	bits := math.Float32bits(f)
	return uint16((bits + 0x7fff + (bits>>16)&1) >> 16)
}
