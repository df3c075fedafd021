package kgen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Triple and DataLayout are those of 64-bit NVPTX, as clang emits them for CUDA device code.
const (
	Triple     = "nvptx64-nvidia-cuda"
	DataLayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
)

// NVPTX address spaces.
const (
	asGlobal types.AddrSpace = 1
	asShared types.AddrSpace = 3
)

// opRow is one row of the lowering table: how a kernel IR op becomes LLVM IR. Control flow (loops,
// ifs) and the few ops that need the lowerer's blocks are rows too, so adding an op is adding a row.
type opRow struct {
	name  string
	lower func(l *lowerer, v *Value) value.Value
}

var opTable [numOps]opRow

func init() {
	opTable = [numOps]opRow{
		OpParam: {"param", func(l *lowerer, v *Value) value.Value { return l.fn.Params[v.Aux] }},
		OpConst: {"const", func(l *lowerer, v *Value) value.Value { return l.konst(v.Type, v.Aux, v.AuxF) }},
		OpTid:   {"tid", func(l *lowerer, v *Value) value.Value { return l.call("llvm.nvvm.read.ptx.sreg.tid.x", types.I32) }},
		OpCtaid: {"ctaid", func(l *lowerer, v *Value) value.Value { return l.call("llvm.nvvm.read.ptx.sreg.ctaid.x", types.I32) }},
		OpNtid:  {"ntid", func(l *lowerer, v *Value) value.Value { return l.call("llvm.nvvm.read.ptx.sreg.ntid.x", types.I32) }},
		OpAdd: {"add", func(l *lowerer, v *Value) value.Value {
			if v.Type.isFloat() {
				return l.b.NewFAdd(l.arg(v, 0), l.arg(v, 1))
			}
			return l.b.NewAdd(l.arg(v, 0), l.arg(v, 1))
		}},
		OpSub: {"sub", func(l *lowerer, v *Value) value.Value {
			if v.Type.isFloat() {
				return l.b.NewFSub(l.arg(v, 0), l.arg(v, 1))
			}
			return l.b.NewSub(l.arg(v, 0), l.arg(v, 1))
		}},
		OpMul: {"mul", func(l *lowerer, v *Value) value.Value {
			if v.Type.isFloat() {
				return l.b.NewFMul(l.arg(v, 0), l.arg(v, 1))
			}
			return l.b.NewMul(l.arg(v, 0), l.arg(v, 1))
		}},
		OpDiv: {"div", func(l *lowerer, v *Value) value.Value {
			if v.Type.isFloat() {
				return l.b.NewFDiv(l.arg(v, 0), l.arg(v, 1))
			}
			return l.b.NewSDiv(l.arg(v, 0), l.arg(v, 1))
		}},
		OpRem: {"rem", func(l *lowerer, v *Value) value.Value { return l.b.NewSRem(l.arg(v, 0), l.arg(v, 1)) }},
		OpAnd: {"and", func(l *lowerer, v *Value) value.Value { return l.b.NewAnd(l.arg(v, 0), l.arg(v, 1)) }},
		OpOr:  {"or", func(l *lowerer, v *Value) value.Value { return l.b.NewOr(l.arg(v, 0), l.arg(v, 1)) }},
		OpXor: {"xor", func(l *lowerer, v *Value) value.Value { return l.b.NewXor(l.arg(v, 0), l.arg(v, 1)) }},
		OpShl: {"shl", func(l *lowerer, v *Value) value.Value { return l.b.NewShl(l.arg(v, 0), l.arg(v, 1)) }},
		OpShr: {"shr", func(l *lowerer, v *Value) value.Value { return l.b.NewLShr(l.arg(v, 0), l.arg(v, 1)) }},
		OpFMA: {"fma", func(l *lowerer, v *Value) value.Value {
			return l.call("llvm.fma.f32", types.Float, l.arg(v, 0), l.arg(v, 1), l.arg(v, 2))
		}},
		OpLt: {"lt", func(l *lowerer, v *Value) value.Value { return l.cmp(v, enum.IPredSLT, enum.FPredOLT) }},
		OpLe: {"le", func(l *lowerer, v *Value) value.Value { return l.cmp(v, enum.IPredSLE, enum.FPredOLE) }},
		OpEq: {"eq", func(l *lowerer, v *Value) value.Value { return l.cmp(v, enum.IPredEQ, enum.FPredOEQ) }},
		OpNe: {"ne", func(l *lowerer, v *Value) value.Value { return l.cmp(v, enum.IPredNE, enum.FPredUNE) }},
		OpSelect: {"select", func(l *lowerer, v *Value) value.Value {
			return l.b.NewSelect(l.arg(v, 0), l.arg(v, 1), l.arg(v, 2))
		}},
		OpConv: {"conv", lowerConv},
		OpBits: {"bits", func(l *lowerer, v *Value) value.Value { return l.b.NewBitCast(l.arg(v, 0), llType(v.Type)) }},
		OpRint: {"rint", func(l *lowerer, v *Value) value.Value {
			return l.call("llvm.rint."+v.Type.String(), llType(v.Type), l.arg(v, 0))
		}},
		OpSqrt: {"sqrt", func(l *lowerer, v *Value) value.Value {
			return l.call("llvm.sqrt."+v.Type.String(), llType(v.Type), l.arg(v, 0))
		}},
		OpLoad:    {"load", lowerLoad},
		OpStore:   {"store", lowerStore},
		OpShared:  {"shared", lowerShared},
		OpTable:   {"table", lowerTable},
		OpSLoad:   {"sload", func(l *lowerer, v *Value) value.Value { return l.b.NewLoad(llType(v.Type), l.sharedAt(v)) }},
		OpSStore:  {"sstore", func(l *lowerer, v *Value) value.Value { l.b.NewStore(l.arg(v, 2), l.sharedAt(v)); return nil }},
		OpBarrier: {"barrier", func(l *lowerer, v *Value) value.Value { l.call("llvm.nvvm.barrier0", types.Void); return nil }},
		OpShflXor: {"shfl_xor", func(l *lowerer, v *Value) value.Value {
			t := llType(v.Type)
			return l.call("llvm.nvvm.shfl.sync.bfly."+v.Type.String(), t,
				constant.NewInt(types.I32, -1), l.arg(v, 0), constant.NewInt(types.I32, v.Aux), constant.NewInt(types.I32, 0x1f))
		}},
		OpShflIdx: {"shfl_idx", func(l *lowerer, v *Value) value.Value {
			t := llType(v.Type)
			return l.call("llvm.nvvm.shfl.sync.idx."+v.Type.String(), t,
				constant.NewInt(types.I32, -1), l.arg(v, 0), constant.NewInt(types.I32, v.Aux), constant.NewInt(types.I32, 0x1f))
		}},
		OpVar: {"var", func(l *lowerer, v *Value) value.Value {
			a := l.entry.NewAlloca(llType(v.Type))
			l.b.NewStore(l.arg(v, 0), a)
			return a
		}},
		OpGet:   {"get", func(l *lowerer, v *Value) value.Value { return l.b.NewLoad(llType(v.Type), l.arg(v, 0)) }},
		OpSet:   {"set", func(l *lowerer, v *Value) value.Value { l.b.NewStore(l.arg(v, 1), l.arg(v, 0)); return nil }},
		OpLoop:  {"loop", lowerLoop},
		OpIf:    {"if", lowerIf},
		OpLoadV: {"loadv", lowerLoadV},
		OpLane: {"lane", func(l *lowerer, v *Value) value.Value {
			return l.b.NewExtractElement(l.arg(v, 0), constant.NewInt(types.I32, v.Aux))
		}},
		OpSar:    {"sar", func(l *lowerer, v *Value) value.Value { return l.b.NewAShr(l.arg(v, 0), l.arg(v, 1)) }},
		OpMMA:    {"mma", lowerMMA},
		OpPackH2: {"pack_h2", lowerPackH2},
		OpAtomicAdd: {"atomic_add", func(l *lowerer, v *Value) value.Value {
			return l.b.NewAtomicRMW(enum.AtomicOpAdd, l.elemAt(v), l.arg(v, 2), enum.AtomicOrderingMonotonic)
		}},
		OpWhile: {"while", lowerWhile},
		OpSLoadV: {"sloadv", func(l *lowerer, v *Value) value.Value {
			p := types.NewPointer(v4i32)
			p.AddrSpace = asShared
			ld := l.b.NewLoad(v4i32, l.b.NewBitCast(l.sharedAt(v), p))
			ld.Align = 16
			return ld
		}},
		OpSAddr:   {"saddr", lowerSAddr},
		OpMbar:    {"mbar", lowerMbar},
		OpTMALoad: {"tma_load", lowerTMALoad},
		OpWGMMA:   {"wgmma", lowerWGMMA},
		OpWGOut:   {"wg_out", lowerWGOut},
		OpAsync:   {"async", lowerAsync},
		OpExp2:    {"exp2", lowerExp2},
		OpPackBF2: {"pack_bf2", lowerPackBF2},
		OpStoreF2: {"store_f2", lowerStoreF2},
		OpV4: {"v4", func(l *lowerer, v *Value) value.Value {
			var out value.Value = constant.NewZeroInitializer(v4i32)
			for i := range 4 {
				out = l.b.NewInsertElement(out, l.arg(v, i), constant.NewInt(types.I32, int64(i)))
			}
			return out
		}},
		OpMax: {"max", func(l *lowerer, v *Value) value.Value {
			return l.call("llvm.maxnum.f32", types.Float, l.arg(v, 0), l.arg(v, 1))
		}},
		OpLdMatrix: {"ldmatrix", lowerLdMatrix},
		OpCpAsync:  {"cp_async", lowerCpAsync},
		OpStoreV:   {"storev", lowerStoreV},
		OpSStoreV: {"sstorev", func(l *lowerer, v *Value) value.Value {
			p := types.NewPointer(v4i32)
			p.AddrSpace = asShared
			st := l.b.NewStore(l.arg(v, 2), l.b.NewBitCast(l.sharedAt(v), p))
			st.Align = 16
			return nil
		}},
	}
	for op, r := range opTable {
		if r.lower == nil {
			panic(fmt.Sprintf("kgen: op %d has no lowering row", op))
		}
	}
}

func (o Op) String() string { return opTable[o].name }

func llType(t Type) types.Type {
	switch t {
	case TBool:
		return types.I1
	case TI32:
		return types.I32
	case TI64:
		return types.I64
	case TF32:
		return types.Float
	case TF64:
		return types.Double
	case TV4:
		return v4i32
	}
	return types.Void
}

func elemType(e Elem) types.Type {
	switch e {
	case EBF16:
		return types.I16
	case EI32:
		return types.I32
	case EI64:
		return types.I64
	case EF8:
		return types.I8
	}
	return types.Float
}

func globalPtr(e Elem) *types.PointerType {
	p := types.NewPointer(elemType(e))
	p.AddrSpace = asGlobal
	return p
}

// lowerer holds the state of lowering one kernel.
type lowerer struct {
	mod   *ir.Module
	fn    *ir.Func
	entry *ir.Block // allocas live here
	b     *ir.Block // the block being appended to
	vals  map[*Value]value.Value
	decls map[string]*ir.Func
	nblk  int
	// dyn places the shared arrays in the kernel's dynamic shared memory (dsmem) when they need
	// more than StaticSharedMax; nil when they are static globals.
	dyn   map[*Value]int
	dsmem *ir.Global
}

// Lower turns kernels into one LLVM module for the NVPTX triple; each kernel is a ptx_kernel entry.
func Lower(ks []*Kernel) *ir.Module { return lower(ks, false) }

// lower is Lower; with dependent, every kernel begins by waiting for the grid launched before it in
// its stream to complete and its writes to be visible (griddepcontrol.wait), and lets the next grid
// launch when its work is done (griddepcontrol.launch_dependents, the last thing each block does).
// Such kernels may be launched dependently (Bundle.DependentLaunch): the driver prepares the next
// grid while this one's last blocks finish, which takes part of the launch latency off a step of
// small kernels. The wait comes before the kernel's first memory access and before any block can
// return, so a grid's completion implies its predecessor's, and a chain of such grids orders as a
// stream does. Hopper and newer only (PTX ISA 7.8, sm_90).
//
// The trigger is at the end, not the start: a grid launched while its predecessor still held SMs
// would place its blocks around that predecessor, unevenly for the kernels whose grids are sized to
// the GPU (decode linears, split attention, streamed experts). On an H200 a trigger at the start
// made GLM-4.5's attention rows 10–15 % slower while DeepSeek-V3's gained; at the end both gained
// (docs/perf.md, "Dependent launches").
func lower(ks []*Kernel, dependent bool) *ir.Module {
	m := ir.NewModule()
	m.TargetTriple = Triple
	m.DataLayout = DataLayout
	decls := map[string]*ir.Func{}
	for _, k := range ks {
		var ps []*ir.Param
		for _, p := range k.Params {
			var t types.Type
			switch p.Kind {
			case PPtr:
				t = globalPtr(p.Elem)
			case PI32:
				t = types.I32
			case PF32:
				t = types.Float
			case PI64:
				t = types.I64
			}
			if p.Kind == PTensorMap {
				ps = append(ps, tensorMapParam(p.Name))
				continue
			}
			ps = append(ps, ir.NewParam(p.Name, t))
		}
		f := m.NewFunc(k.Name, types.Void, ps...)
		f.CallingConv = enum.CallingConvPTXKernel
		annotateGridConstants(m, f, k.Params)
		if k.MaxThreads > 0 {
			annotate(m, f, "maxntidx", k.MaxThreads)
			annotate(m, f, "minctasm", k.MinBlocks)
		}
		l := &lowerer{mod: m, fn: f, vals: map[*Value]value.Value{}, decls: decls}
		if dynamicShared(k.Body) {
			l.dyn, _ = sharedLayout(k.Body)
			l.dsmem = ir.NewGlobal(k.Name+"_dsmem", types.NewArray(0, types.I8))
			l.dsmem.AddrSpace = asShared
			l.dsmem.Typ = nil
			l.dsmem.Type()
			l.dsmem.Linkage = enum.LinkageExternal
			l.dsmem.Align = ir.Align(max(16, sharedAlign(k.Body))) // SharedAligned offsets hold from this base
			m.Globals = append(m.Globals, l.dsmem)
		}
		l.entry = f.NewBlock("entry")
		l.b = f.NewBlock("body")
		if dependent {
			l.asm(types.Void, "griddepcontrol.wait;", "~{memory}")
		}
		l.block(k.Body)
		if dependent {
			l.asm(types.Void, "griddepcontrol.launch_dependents;", "~{memory}")
		}
		l.b.NewRet(nil)
		l.entry.NewBr(f.Blocks[1])
	}
	return m
}

func (l *lowerer) block(vs []*Value) {
	for _, v := range vs {
		l.vals[v] = opTable[v.Op].lower(l, v)
	}
}

func (l *lowerer) newBlock(what string) *ir.Block {
	l.nblk++
	return l.fn.NewBlock(fmt.Sprintf("%s%d", what, l.nblk))
}

func (l *lowerer) arg(v *Value, i int) value.Value {
	x, ok := l.vals[v.Args[i]]
	if !ok {
		panic(fmt.Sprintf("kgen: %s operand %d (v%d %s) used before it is defined", v.Op, i, v.Args[i].ID, v.Args[i].Op))
	}
	return x
}

func (l *lowerer) konst(t Type, i int64, f float64) value.Value {
	switch t {
	case TF32:
		return constant.NewFloat(types.Float, float64(float32(f)))
	case TF64:
		return constant.NewFloat(types.Double, f)
	case TBool:
		return constant.NewBool(i != 0)
	}
	return constant.NewInt(llType(t).(*types.IntType), i)
}

// call calls an intrinsic, declaring it on first use.
func (l *lowerer) call(name string, ret types.Type, args ...value.Value) value.Value {
	f, ok := l.decls[name]
	if !ok {
		var ps []*ir.Param
		for _, a := range args {
			ps = append(ps, ir.NewParam("", a.Type()))
		}
		f = l.mod.NewFunc(name, ret, ps...)
		l.decls[name] = f
	}
	return l.b.NewCall(f, args...)
}

func (l *lowerer) cmp(v *Value, ip enum.IPred, fp enum.FPred) value.Value {
	if v.Args[0].Type.isFloat() {
		return l.b.NewFCmp(fp, l.arg(v, 0), l.arg(v, 1))
	}
	return l.b.NewICmp(ip, l.arg(v, 0), l.arg(v, 1))
}

func lowerConv(l *lowerer, v *Value) value.Value {
	from, to, x := v.Args[0].Type, v.Type, l.arg(v, 0)
	t := llType(to)
	switch {
	case from == TBool:
		return l.b.NewZExt(x, t)
	case !from.isFloat() && to.isFloat():
		return l.b.NewSIToFP(x, t)
	case from.isFloat() && !to.isFloat():
		return l.b.NewFPToSI(x, t)
	case from == TF32 && to == TF64:
		return l.b.NewFPExt(x, t)
	case from == TF64 && to == TF32:
		return l.b.NewFPTrunc(x, t)
	case from == TI32 && to == TI64:
		return l.b.NewSExt(x, t)
	case from == TI64 && to == TI32:
		return l.b.NewTrunc(x, t)
	}
	panic(fmt.Sprintf("kgen: no conversion from %s to %s", from, to))
}

func (l *lowerer) elemAt(v *Value) value.Value {
	idx := l.b.NewSExt(l.arg(v, 1), types.I64)
	return l.b.NewGetElementPtr(elemType(v.Elem), l.arg(v, 0), idx)
}

// lowerLoad widens bf16 by placing its bits in the high half of an f32 (exact).
func lowerLoad(l *lowerer, v *Value) value.Value {
	x := l.b.NewLoad(elemType(v.Elem), l.elemAt(v))
	if v.Elem != EBF16 {
		return x
	}
	w := l.b.NewShl(l.b.NewZExt(x, types.I32), constant.NewInt(types.I32, 16))
	return l.b.NewBitCast(w, types.Float)
}

// lowerStore rounds f32 to bf16 to nearest even, NaN to the canonical quiet NaN 0x7fc0, as torch's
// .to(torch.bfloat16) does.
func lowerStore(l *lowerer, v *Value) value.Value {
	x := l.arg(v, 2)
	if v.Elem == EBF16 {
		x = l.b.NewTrunc(l.bf16Bits(x), types.I16)
	}
	l.b.NewStore(x, l.elemAt(v))
	return nil
}

// bf16Bits is the bf16 a Store writes of the f32 x, in the low 16 bits of an i32.
func (l *lowerer) bf16Bits(x value.Value) value.Value {
	bits := l.b.NewBitCast(x, types.I32)
	odd := l.b.NewAnd(l.b.NewLShr(bits, constant.NewInt(types.I32, 16)), constant.NewInt(types.I32, 1))
	r := l.b.NewLShr(l.b.NewAdd(l.b.NewAdd(bits, constant.NewInt(types.I32, 0x7fff)), odd), constant.NewInt(types.I32, 16))
	nan := l.b.NewFCmp(enum.FPredUNO, x, x)
	return l.b.NewSelect(nan, constant.NewInt(types.I32, 0x7fc0), r)
}

func lowerShared(l *lowerer, v *Value) value.Value {
	at := types.NewArray(uint64(v.Aux), llType(v.Type))
	if l.dyn != nil {
		// The array's bytes of the kernel's dynamic shared memory, as a pointer to the array.
		p := types.NewPointer(at)
		p.AddrSpace = asShared
		b := constant.NewGetElementPtr(types.NewArray(0, types.I8), l.dsmem, constant.NewInt(types.I64, 0), constant.NewInt(types.I64, int64(l.dyn[v])))
		return constant.NewBitCast(b, p)
	}
	g := ir.NewGlobal(fmt.Sprintf("%s.smem%d", l.fn.Name(), v.ID), at)
	g.AddrSpace = asShared
	g.Typ = nil
	g.Type()
	g.Linkage = enum.LinkageInternal
	g.Init = constant.NewUndef(at)
	g.Align = 16 // SLoadV's 16-byte loads
	if v.AuxF > 16 {
		g.Align = ir.Align(v.AuxF) // SharedAligned
	}
	l.mod.Globals = append(l.mod.Globals, g)
	return g
}

func (l *lowerer) sharedAt(v *Value) value.Value {
	s := v.Args[0]
	at := types.NewArray(uint64(s.Aux), llType(s.Type))
	idx := l.b.NewSExt(l.arg(v, 1), types.I64)
	return l.b.NewGetElementPtr(at, l.arg(v, 0), constant.NewInt(types.I64, 0), idx)
}

// lowerLoop emits a counted loop with the induction variable as a phi (no stack slot).
func lowerLoop(l *lowerer, v *Value) value.Value {
	lo, hi, step := l.arg(v, 0), l.arg(v, 1), l.arg(v, 2)
	pre := l.b
	head, body, exit := l.newBlock("loop"), l.newBlock("body"), l.newBlock("done")
	pre.NewBr(head)
	i := head.NewPhi(ir.NewIncoming(lo, pre))
	l.vals[v] = i
	head.NewCondBr(head.NewICmp(enum.IPredSLT, i, hi), body, exit)
	l.b = body
	l.block(v.Body)
	next := l.b.NewAdd(i, step)
	i.Incs = append(i.Incs, ir.NewIncoming(next, l.b))
	br := l.b.NewBr(head)
	if v.Aux == loopNoUnroll {
		br.Metadata = append(br.Metadata, &metadata.Attachment{Name: "llvm.loop", Node: l.noUnrollMD()})
	}
	l.b = exit
	return i
}

// noUnrollMD is a new loop ID whose property is llvm.loop.unroll.disable: distinct !{self,
// !{!"llvm.loop.unroll.disable"}} (each loop its own, as LLVM expects).
func (l *lowerer) noUnrollMD() *metadata.Tuple {
	prop := &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{&metadata.String{Value: "llvm.loop.unroll.disable"}}}
	id := &metadata.Tuple{MetadataID: -1, Distinct: true}
	id.Fields = []metadata.Field{id, prop}
	l.mod.MetadataDefs = append(l.mod.MetadataDefs, id, prop)
	return id
}

// lowerWhile emits a loop that reads its variable at the head: the body decides the next index.
func lowerWhile(l *lowerer, v *Value) value.Value {
	slot, hi := l.arg(v, 0), l.arg(v, 1)
	pre := l.b
	head, body, exit := l.newBlock("while"), l.newBlock("body"), l.newBlock("done")
	pre.NewBr(head)
	i := head.NewLoad(types.I32, slot)
	l.vals[v] = i
	head.NewCondBr(head.NewICmp(enum.IPredSLT, i, hi), body, exit)
	l.b = body
	l.block(v.Body)
	l.b.NewBr(head)
	l.b = exit
	return i
}

func lowerIf(l *lowerer, v *Value) value.Value {
	c := l.arg(v, 0)
	then, join := l.newBlock("then"), l.newBlock("join")
	els := join
	if v.Else != nil {
		els = l.newBlock("else")
	}
	l.b.NewCondBr(c, then, els)
	l.b = then
	l.block(v.Body)
	l.b.NewBr(join)
	if v.Else != nil {
		l.b = els
		l.block(v.Else)
		l.b.NewBr(join)
	}
	l.b = join
	return nil
}

func lowerTable(l *lowerer, v *Value) value.Value {
	at := types.NewArray(uint64(v.Aux), types.Float)
	var elems []constant.Constant
	for _, f := range v.Data {
		elems = append(elems, constant.NewFloat(types.Float, float64(float32(f))))
	}
	g := ir.NewGlobal(fmt.Sprintf("%s.table%d", l.fn.Name(), v.ID), at)
	g.AddrSpace = asGlobal
	g.Typ = nil
	g.Type()
	g.Linkage = enum.LinkageInternal
	g.Immutable = true
	g.Init = constant.NewArray(at, elems...)
	g.Align = 4
	l.mod.Globals = append(l.mod.Globals, g)
	return g
}
