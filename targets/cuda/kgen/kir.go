package kgen

import "fmt"

// Type is the type of a kernel IR value. Memory element types (what a pointer points to) are
// separate: see Elem.
type Type uint8

const (
	TVoid Type = iota
	TBool
	TI32
	TI64
	TF32
	TF64
	TV4  // four i32 lanes: what a 16-byte LoadV yields (see streaming.go)
	TAcc // a warpgroup MMA's accumulators, N/2 f32 a thread (hopper.go); read with WGOut
)

var typeNames = [...]string{TVoid: "void", TBool: "bool", TI32: "i32", TI64: "i64", TF32: "f32", TF64: "f64", TV4: "v4i32", TAcc: "acc"}

func (t Type) String() string { return typeNames[t] }

func (t Type) isFloat() bool { return t == TF32 || t == TF64 }

// Elem is the element type of a device buffer. BF16 values are widened to f32 on load and rounded
// to nearest even on store, so kernels compute in f32 whatever the buffer holds.
type Elem uint8

const (
	EF32 Elem = iota
	EBF16
	EI32
	EI64
	// EF8 is OCP float8 e4m3fn, one byte an element. It is only read with LoadV, 16 elements at a
	// time, and decoded in registers (streaming.go): weights stay FP8 in device memory.
	EF8
)

var elemNames = [...]string{EF32: "f32", EBF16: "bf16", EI32: "i32", EI64: "i64", EF8: "f8e4m3"}

// Size is the element's size in bytes.
func (e Elem) Size() int64 {
	switch e {
	case EBF16:
		return 2
	case EI64:
		return 8
	case EF8:
		return 1
	}
	return 4
}

func (e Elem) String() string { return elemNames[e] }

// value is the type a load of this element yields.
func (e Elem) value() Type {
	switch e {
	case EI32:
		return TI32
	case EI64:
		return TI64
	}
	return TF32
}

// Op is a kernel IR operation; opTable (lower.go) holds its lowering.
type Op uint8

const (
	OpParam     Op = iota // Aux: parameter index
	OpConst               // AuxI or AuxF, of Type
	OpTid                 // threadIdx.x
	OpCtaid               // blockIdx.x
	OpNtid                // blockDim.x
	OpAdd                 // a + b (int or float)
	OpSub                 // a - b
	OpMul                 // a * b
	OpDiv                 // a / b (signed for ints, IEEE round-to-nearest for floats)
	OpRem                 // a % b (signed ints)
	OpAnd                 // a & b (ints, bools)
	OpOr                  // a | b
	OpXor                 // a ^ b
	OpShl                 // a << b
	OpShr                 // a >> b (logical)
	OpFMA                 // a*b + c, one rounding
	OpLt                  // a < b (signed; ordered for floats: false on NaN)
	OpLe                  // a <= b
	OpEq                  // a == b
	OpNe                  // a != b (unordered for floats: true on NaN)
	OpSelect              // Args[0] ? Args[1] : Args[2]
	OpConv                // numeric conversion to Type (sitofp, fptosi, fpext, fptrunc, sext, trunc)
	OpBits                // reinterpret the bits (f32<->i32, f64<->i64)
	OpRint                // round to nearest even integer, float type kept
	OpSqrt                // IEEE sqrt (round to nearest)
	OpLoad                // Args: ptr param, index; Elem from the param
	OpStore               // Args: ptr param, index, value
	OpShared              // a shared-memory array; Aux: length, Elem
	OpTable               // a read-only array of f32 constants (Data) in global memory
	OpSLoad               // Args: shared array or table, index
	OpSStore              // Args: shared array, index, value
	OpBarrier             // __syncthreads
	OpShflXor             // Args: value (i32 or f32), lane mask constant in Aux; full-warp butterfly
	OpVar                 // a mutable local of Type, Args[0] its initial value
	OpGet                 // Args[0]: var
	OpSet                 // Args: var, value
	OpLoop                // for i := Args[0]; i < Args[1]; i += Args[2] { Body }; the value is i inside Body; Aux loopNoUnroll: never unrolled
	OpIf                  // if Args[0] { Body } else { Else }
	OpLoadV               // Args: ptr param, element index (16-byte aligned); 16 bytes, non-coherent, as TV4
	OpLane                // Args[0]: a TV4; Aux: lane 0..3; its i32
	OpSar                 // a >> b (arithmetic)
	OpMMA                 // Args: 4 A, 2 B (i32: two bf16 or f16 each), 4 C (f32); Aux: mmaBF16 or mmaF16; a warp's m16n8k16 tensor-core product, as TV4 of f32 bits (streaming_mma.go)
	OpPackH2              // Args: a, b (f32); the i32 holding f16(a) low and f16(b) high, saturated to ±65504 (streaming_mma.go)
	OpAtomicAdd           // Args: i32 ptr param, index, value; adds value to ptr[index] atomically (device scope) and yields the old value
	OpWhile               // Args: an i32 var, hi; while i := var; i < hi { Body }; the value is i inside Body, which must advance var
	OpSLoadV              // Args: an i32 shared array, index (a multiple of 4); its 4 words from there, one 16-byte load, as TV4
	OpSStoreV             // Args: an i32 shared array, index (a multiple of 4), a TV4; its 4 words stored from there, one 16-byte store
	OpSAddr               // Args: shared array, index; the element's byte address in the shared window (i32), for the Hopper ops (hopper.go)
	OpMbar                // Aux: mbarInit, mbarArrive, mbarExpectTx or mbarWait; Args: barrier address and count, -, bytes or phase parity (hopper.go)
	OpTMALoad             // Args: tensor map param, shared address, mbarrier address, inner and outer coordinates; a 2-D bulk tensor copy (hopper.go)
	OpWGMMA               // Args: A and B shared-memory descriptors (i64), accumulate (bool), N/2 f32 accumulators; Aux: N; a warpgroup's m64nNk16 bf16 product, as TAcc (hopper.go)
	OpWGOut               // Args: a TAcc; Aux: its index; that f32
	OpAsync               // Aux: asyncFence, wgFence, wgCommit, wgWait | n<<8, or setmaxnreg (hopper.go)
	OpExp2                // Args: f32; 2^x, approximate (warpmem.go)
	OpLdMatrix            // Args: an i32 shared array, the word index of this lane's row; Aux: transposed; four 8×8 16-bit matrices as TV4 (warpmem.go)
	OpCpAsync             // Aux: cpCopy (Args: shared array, word index, buffer, element index), cpCommit or cpWait | n<<8 (warpmem.go)
	OpStoreV              // Args: buffer param, element index (16-byte aligned), a TV4; its 16 bytes stored there (warpmem.go)
	OpPackBF2             // Args: a, b (f32); the i32 holding bf16(a) low and bf16(b) high, nearest even (warpmem.go)
	OpMax                 // Args: a, b (f32); the larger, a NaN operand ignored (warpmem.go)
	OpV4                  // Args: four i32; the TV4 of them, Args[0] in lane 0 (vec.go)
	OpStoreF2             // Args: f32 or bf16 buffer param, element index (even), a, b; a at the index, b after it: one 8- or 4-byte store (vec.go)
	OpShflIdx             // Args: value (i32 or f32), source lane constant in Aux; every lane gets that lane's value
	numOps
)

// Value is one kernel IR value or statement. Builder methods append it to the block being built, so
// the statement order is the program order; a value is only used after, and inside, its block.
type Value struct {
	ID   int
	Op   Op
	Type Type
	Args []*Value
	Aux  int64
	AuxF float64
	Elem Elem
	Data []float64 // OpTable
	Body []*Value  // OpLoop, OpIf
	Else []*Value  // OpIf
}

// ParamKind is how a kernel parameter is passed.
type ParamKind uint8

const (
	PPtr ParamKind = iota // a device pointer to Elem
	PI32
	PF32
	PI64
	PTensorMap // a 128-byte tensor map passed by value (a grid constant), for TMALoad (hopper.go)
)

// KParam is one kernel parameter.
type KParam struct {
	Name string
	Kind ParamKind
	Elem Elem // for PPtr
}

// Kernel is one device entry point in kernel IR.
type Kernel struct {
	Name   string
	Params []KParam
	Body   []*Value
	// MaxThreads and MinBlocks are the kernel's launch bounds (Bounds): ptxas keeps its registers
	// within what MinBlocks blocks of MaxThreads threads an SM leave. 0: none.
	MaxThreads, MinBlocks int64
	nextID                int
	block                 *[]*Value // where new statements go
	params                []*Value
}

// NewKernel starts a kernel; Param declares its parameters in order.
func NewKernel(name string) *Kernel {
	k := &Kernel{Name: name}
	k.block = &k.Body
	return k
}

// Bounds declares the kernel's launch bounds: blocks of at most threads threads, of which at least
// minBlocks must fit an SM at once (PTX .maxntid and .minnctapersm), so that ptxas holds each
// thread to the registers that leaves (at most 65,536 / (threads·minBlocks)).
func (k *Kernel) Bounds(threads, minBlocks int64) { k.MaxThreads, k.MinBlocks = threads, minBlocks }

func (k *Kernel) add(v *Value) *Value {
	v.ID = k.nextID
	k.nextID++
	*k.block = append(*k.block, v)
	return v
}

// Param declares the next parameter and returns its value (a pointer or a scalar).
func (k *Kernel) Param(name string, kind ParamKind, e Elem) *Value {
	k.Params = append(k.Params, KParam{Name: name, Kind: kind, Elem: e})
	t := TVoid
	switch kind {
	case PI32:
		t = TI32
	case PF32:
		t = TF32
	case PI64:
		t = TI64
	}
	v := k.add(&Value{Op: OpParam, Type: t, Aux: int64(len(k.Params) - 1), Elem: e})
	k.params = append(k.params, v)
	return v
}

// I32, I64, F32 and F64 are constants.
func (k *Kernel) I32(n int64) *Value { return k.add(&Value{Op: OpConst, Type: TI32, Aux: n}) }
func (k *Kernel) I64(n int64) *Value { return k.add(&Value{Op: OpConst, Type: TI64, Aux: n}) }
func (k *Kernel) F32(f float64) *Value {
	return k.add(&Value{Op: OpConst, Type: TF32, AuxF: float64(float32(f))})
}
func (k *Kernel) F64(f float64) *Value { return k.add(&Value{Op: OpConst, Type: TF64, AuxF: f}) }

func (k *Kernel) Tid() *Value   { return k.add(&Value{Op: OpTid, Type: TI32}) }
func (k *Kernel) Ctaid() *Value { return k.add(&Value{Op: OpCtaid, Type: TI32}) }
func (k *Kernel) Ntid() *Value  { return k.add(&Value{Op: OpNtid, Type: TI32}) }

func (k *Kernel) bin(op Op, a, b *Value) *Value {
	if a.Type != b.Type {
		panic(fmt.Sprintf("kgen: %s: %s %s operand types differ", k.Name, a.Type, b.Type))
	}
	return k.add(&Value{Op: op, Type: a.Type, Args: []*Value{a, b}})
}

func (k *Kernel) Add(a, b *Value) *Value { return k.bin(OpAdd, a, b) }
func (k *Kernel) Sub(a, b *Value) *Value { return k.bin(OpSub, a, b) }
func (k *Kernel) Mul(a, b *Value) *Value { return k.bin(OpMul, a, b) }
func (k *Kernel) Div(a, b *Value) *Value { return k.bin(OpDiv, a, b) }
func (k *Kernel) Rem(a, b *Value) *Value { return k.bin(OpRem, a, b) }
func (k *Kernel) And(a, b *Value) *Value { return k.bin(OpAnd, a, b) }
func (k *Kernel) Or(a, b *Value) *Value  { return k.bin(OpOr, a, b) }
func (k *Kernel) Xor(a, b *Value) *Value { return k.bin(OpXor, a, b) }
func (k *Kernel) Shl(a, b *Value) *Value { return k.bin(OpShl, a, b) }
func (k *Kernel) Shr(a, b *Value) *Value { return k.bin(OpShr, a, b) }
func (k *Kernel) Sar(a, b *Value) *Value { return k.bin(OpSar, a, b) }

func (k *Kernel) FMA(a, b, c *Value) *Value {
	if a.Type != TF32 || b.Type != TF32 || c.Type != TF32 {
		panic(fmt.Sprintf("kgen: %s: fma(%s, %s, %s), expected f32", k.Name, a.Type, b.Type, c.Type))
	}
	return k.add(&Value{Op: OpFMA, Type: TF32, Args: []*Value{a, b, c}})
}

func (k *Kernel) cmp(op Op, a, b *Value) *Value {
	v := k.bin(op, a, b)
	v.Type = TBool
	return v
}

func (k *Kernel) Lt(a, b *Value) *Value { return k.cmp(OpLt, a, b) }
func (k *Kernel) Le(a, b *Value) *Value { return k.cmp(OpLe, a, b) }
func (k *Kernel) Eq(a, b *Value) *Value { return k.cmp(OpEq, a, b) }
func (k *Kernel) Ne(a, b *Value) *Value { return k.cmp(OpNe, a, b) }
func (k *Kernel) Gt(a, b *Value) *Value { return k.cmp(OpLt, b, a) }
func (k *Kernel) Ge(a, b *Value) *Value { return k.cmp(OpLe, b, a) }

func (k *Kernel) Select(c, a, b *Value) *Value {
	if a.Type != b.Type || c.Type != TBool {
		panic(fmt.Sprintf("kgen: %s: select(%s, %s, %s)", k.Name, c.Type, a.Type, b.Type))
	}
	return k.add(&Value{Op: OpSelect, Type: a.Type, Args: []*Value{c, a, b}})
}

func (k *Kernel) Conv(t Type, a *Value) *Value {
	if a.Type == t {
		return a
	}
	return k.add(&Value{Op: OpConv, Type: t, Args: []*Value{a}})
}

func (k *Kernel) Bits(t Type, a *Value) *Value {
	return k.add(&Value{Op: OpBits, Type: t, Args: []*Value{a}})
}
func (k *Kernel) Rint(a *Value) *Value {
	return k.add(&Value{Op: OpRint, Type: a.Type, Args: []*Value{a}})
}
func (k *Kernel) Sqrt(a *Value) *Value {
	return k.add(&Value{Op: OpSqrt, Type: a.Type, Args: []*Value{a}})
}

// Load reads ptr[i] (i is i32), widened to f32 for float buffers.
func (k *Kernel) Load(ptr, i *Value) *Value {
	return k.add(&Value{Op: OpLoad, Type: ptr.Elem.value(), Args: []*Value{ptr, i}, Elem: ptr.Elem})
}

// Store writes v to ptr[i], rounding to the buffer's element type.
func (k *Kernel) Store(ptr, i, v *Value) {
	k.add(&Value{Op: OpStore, Args: []*Value{ptr, i, v}, Elem: ptr.Elem})
}

// Shared declares a shared-memory array of n elements of type t (f32, i32 or f64).
func (k *Kernel) Shared(t Type, n int64) *Value {
	return k.add(&Value{Op: OpShared, Type: t, Aux: n})
}

// Table places constant f32 values in device memory, indexed with SLoad.
func (k *Kernel) Table(data []float64) *Value {
	return k.add(&Value{Op: OpTable, Type: TF32, Aux: int64(len(data)), Data: data})
}

func (k *Kernel) SLoad(s, i *Value) *Value {
	return k.add(&Value{Op: OpSLoad, Type: s.Type, Args: []*Value{s, i}})
}

func (k *Kernel) SStore(s, i, v *Value) { k.add(&Value{Op: OpSStore, Args: []*Value{s, i, v}}) }

// SLoadV reads words i .. i+3 of an i32 shared array in one 16-byte load (i a multiple of 4).
func (k *Kernel) SLoadV(s, i *Value) *Value {
	return k.add(&Value{Op: OpSLoadV, Type: TV4, Args: []*Value{s, i}})
}

// SStoreV writes the 4 words of v (a TV4, e.g. a LoadV's 16 bytes) to words i .. i+3 of an i32
// shared array in one 16-byte store (i a multiple of 4).
func (k *Kernel) SStoreV(s, i, v *Value) { k.add(&Value{Op: OpSStoreV, Args: []*Value{s, i, v}}) }

func (k *Kernel) Barrier() { k.add(&Value{Op: OpBarrier}) }

// ShflXor exchanges v with the lane whose id differs by mask (all 32 lanes take part).
func (k *Kernel) ShflXor(v *Value, mask int64) *Value {
	return k.add(&Value{Op: OpShflXor, Type: v.Type, Args: []*Value{v}, Aux: mask})
}

// ShflIdx is v of lane `from` of the warp, in every lane: also how a value the compiler cannot see
// is the same across a warp (a thread's warpgroup) becomes one it can, so that the warpgroup MMAs
// under a branch on it are not taken for divergent ones.
func (k *Kernel) ShflIdx(v *Value, from int64) *Value {
	return k.add(&Value{Op: OpShflIdx, Type: v.Type, Args: []*Value{v}, Aux: from})
}

// Var declares a mutable local initialised to init.
func (k *Kernel) Var(init *Value) *Value {
	return k.add(&Value{Op: OpVar, Type: init.Type, Args: []*Value{init}})
}

func (k *Kernel) Get(v *Value) *Value {
	return k.add(&Value{Op: OpGet, Type: v.Type, Args: []*Value{v}})
}
func (k *Kernel) Set(v, x *Value) {
	if v.Type != x.Type {
		panic(fmt.Sprintf("kgen: %s: set %s var to %s", k.Name, v.Type, x.Type))
	}
	k.add(&Value{Op: OpSet, Args: []*Value{v, x}})
}

// Loop emits for i := lo; i < hi; i += step { body(i) } over i32.
func (k *Kernel) Loop(lo, hi, step *Value, body func(i *Value)) { k.loop(lo, hi, step, 0, body) }

// loopNoUnroll marks a loop LLVM must not unroll (OpLoop's Aux).
const loopNoUnroll = 1

// LoopNoUnroll is Loop for a body that already issues its loads in one batch: a loop of a few known
// trips is unrolled whole (by ptxas if not by LLVM), which hoists every trip's loads together and
// can take a kernel past the batch its registers were sized for. The mark reaches the PTX as
// .pragma "nounroll".
func (k *Kernel) LoopNoUnroll(lo, hi, step *Value, body func(i *Value)) {
	k.loop(lo, hi, step, loopNoUnroll, body)
}

func (k *Kernel) loop(lo, hi, step *Value, aux int64, body func(i *Value)) {
	l := k.add(&Value{Op: OpLoop, Type: TI32, Args: []*Value{lo, hi, step}, Aux: aux})
	outer := k.block
	k.block = &l.Body
	body(l)
	k.block = outer
}

// While emits for { i := Get(v); if !(i < hi) break; body(i) } over the i32 variable v: a loop
// whose next index the body decides (a work queue's next item), so the body must Set v.
func (k *Kernel) While(v, hi *Value, body func(i *Value)) {
	l := k.add(&Value{Op: OpWhile, Type: TI32, Args: []*Value{v, hi}})
	outer := k.block
	k.block = &l.Body
	body(l)
	k.block = outer
}

// AtomicAdd adds x to ptr[i] of an i32 buffer atomically across the whole grid and returns the
// value it held before.
func (k *Kernel) AtomicAdd(ptr, i, x *Value) *Value {
	return k.add(&Value{Op: OpAtomicAdd, Type: TI32, Args: []*Value{ptr, i, x}, Elem: ptr.Elem})
}

// If emits if c { then } else { els }; els may be nil.
func (k *Kernel) If(c *Value, then, els func()) {
	v := k.add(&Value{Op: OpIf, Args: []*Value{c}})
	outer := k.block
	k.block = &v.Body
	then()
	if els != nil {
		k.block = &v.Else
		els()
	}
	k.block = outer
}
