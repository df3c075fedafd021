package kgen

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Lowering of the Hopper layer (hopper.go) to inline PTX.

// tensorMapType is a tensor map's bytes: a kernel parameter of this type passed byval with the
// grid_constant annotation becomes PTX's `.param .align 64 .b8 name[128]`, whose generic address
// cp.async.bulk.tensor reads.
var tensorMapType = types.NewArray(128, types.I8)

// tensorMapParam is the LLVM parameter of a PTensorMap.
func tensorMapParam(name string) *ir.Param {
	p := ir.NewParam(name, types.NewPointer(tensorMapType))
	p.Attrs = append(p.Attrs, ir.Byval{Typ: tensorMapType}, ir.Align(64))
	return p
}

// annotateGridConstants marks f's tensor-map parameters (1-based indices) as grid constants.
func annotateGridConstants(m *ir.Module, f *ir.Func, ks []KParam) {
	var idx []metadata.Field
	for i, p := range ks {
		if p.Kind == PTensorMap {
			idx = append(idx, constant.NewInt(types.I32, int64(i+1)))
		}
	}
	if len(idx) == 0 {
		return
	}
	nd, ok := m.NamedMetadataDefs["nvvm.annotations"]
	if !ok {
		nd = &metadata.NamedDef{Name: "nvvm.annotations"}
		m.NamedMetadataDefs["nvvm.annotations"] = nd
	}
	list := &metadata.Tuple{MetadataID: metadata.MetadataID(len(m.MetadataDefs)), Fields: idx}
	m.MetadataDefs = append(m.MetadataDefs, list)
	node := &metadata.Tuple{MetadataID: metadata.MetadataID(len(m.MetadataDefs)),
		Fields: []metadata.Field{f, &metadata.String{Value: "grid_constant"}, list}}
	m.MetadataDefs = append(m.MetadataDefs, node)
	nd.Nodes = append(nd.Nodes, node)
}

// annotate adds the integer annotation key = n of kernel f to nvvm.annotations (NVPTX reads
// "maxntidx" as .maxntid and "minctasm" as .minnctapersm).
func annotate(m *ir.Module, f *ir.Func, key string, n int64) {
	nd, ok := m.NamedMetadataDefs["nvvm.annotations"]
	if !ok {
		nd = &metadata.NamedDef{Name: "nvvm.annotations"}
		m.NamedMetadataDefs["nvvm.annotations"] = nd
	}
	node := &metadata.Tuple{MetadataID: metadata.MetadataID(len(m.MetadataDefs)),
		Fields: []metadata.Field{f, &metadata.String{Value: key}, constant.NewInt(types.I32, n)}}
	m.MetadataDefs = append(m.MetadataDefs, node)
	nd.Nodes = append(nd.Nodes, node)
}

// asm emits a call of inline PTX with side effects. The call of an instruction that every thread
// of the warp must execute together (.sync.aligned: warpgroup MMA and its fences, commits and
// waits, setmaxnreg, ldmatrix; bar.sync and bar.arrive, which are barrier.*.aligned) is
// convergent, so that LLVM makes it depend on no more conditions than the kernel does. Without the
// attribute, llc's tail duplication copied a warpgroup wait that sat between two branches on one
// condition (thread 0 issuing bulk copies) into both paths: the warp executed it divergently and
// the kernel hung on the GPU. The per-thread instructions (copies, mbarriers) stay free to move.
func (l *lowerer) asm(ret types.Type, text, constraints string, args ...value.Value) value.Value {
	var ps []types.Type
	for _, a := range args {
		ps = append(ps, a.Type())
	}
	fa := ir.NewInlineAsm(types.NewPointer(types.NewFunc(ret, ps...)), text, constraints)
	fa.SideEffect = true
	c := l.b.NewCall(fa, args...)
	if warpAligned(text) {
		c.FuncAttrs = append(c.FuncAttrs, enum.FuncAttrConvergent)
	}
	return c
}

// warpAligned reports whether inline PTX holds an instruction the warp executes as one.
func warpAligned(text string) bool {
	return strings.Contains(text, ".aligned") || strings.HasPrefix(text, "bar.sync ") || strings.HasPrefix(text, "bar.arrive ")
}

func lowerSAddr(l *lowerer, v *Value) value.Value {
	return l.b.NewPtrToInt(l.sharedAt(v), types.I32)
}

func lowerMbar(l *lowerer, v *Value) value.Value {
	switch v.Aux {
	case mbarInit:
		l.asm(types.Void, "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r", l.arg(v, 0), l.arg(v, 1))
	case mbarArrive:
		l.asm(types.Void, "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}", l.arg(v, 0))
	case mbarExpectTx:
		l.asm(types.Void, "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}", l.arg(v, 0), l.arg(v, 1))
	case mbarCpAsync:
		l.asm(types.Void, "cp.async.mbarrier.arrive.noinc.shared::cta.b64 [$0];", "r,~{memory}", l.arg(v, 0))
	case mbarWait:
		// try_wait suspends the thread for a while in hardware; the loop retries until the phase is done.
		head, done := l.newBlock("mbarwait"), l.newBlock("mbardone")
		l.b.NewBr(head)
		l.b = head
		ok := l.asm(types.I32, "{\n.reg .pred p;\nmbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\nselp.u32 $0, 1, 0, p;\n}",
			"=r,r,r,~{memory}", l.arg(v, 0), l.arg(v, 1))
		l.b.NewCondBr(l.b.NewICmp(enum.IPredNE, ok, constant.NewInt(types.I32, 0)), done, head)
		l.b = done
	}
	return nil
}

func lowerTMALoad(l *lowerer, v *Value) value.Value {
	if v.Aux == tmaEvictFirst {
		l.asm(types.Void, "{\n.reg .b64 pol;\ncreatepolicy.fractional.L2::evict_first.b64 pol, 1.0;\n"+
			"cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3}], [$4], pol;\n}",
			"r,l,r,r,r,~{memory}", l.arg(v, 1), l.arg(v, 0), l.arg(v, 3), l.arg(v, 4), l.arg(v, 2))
		return nil
	}
	l.asm(types.Void, "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];",
		"r,l,r,r,r,~{memory}", l.arg(v, 1), l.arg(v, 0), l.arg(v, 3), l.arg(v, 4), l.arg(v, 2))
	return nil
}

// lowerWGMMA emits wgmma.mma_async with the accumulators tied in and out; the accumulate flag is
// the scale-d predicate, and the transposition of B an immediate.
func lowerWGMMA(l *lowerer, v *Value) value.Value {
	nn, flags, a, _, _, c := wgParts(v)
	n := len(c)
	fields := make([]types.Type, n)
	regs := make([]string, n)
	cons := make([]string, 0, 2*n+7)
	for i := range n {
		fields[i] = types.Float
		regs[i] = fmt.Sprintf("$%d", i)
		cons = append(cons, "=f")
	}
	var args []value.Value
	var aText string
	// A descriptor that is another plus a constant (DescAdd) is added inside the asm: LLVM sees only
	// the base, so it cannot compute a chain's descriptors all before its first product and keep
	// them (two registers each) through it.
	// desc is operand i's value passed as asm operand at, and the text naming the descriptor.
	var pre []string
	desc := func(i, at int, name string) (value.Value, string) {
		if d := v.Args[i]; d.Op == OpAdd && d.Args[1].Op == OpConst && d.Args[1].Type == TI64 {
			if base, ok := l.vals[d.Args[0]]; ok {
				pre = append(pre, fmt.Sprintf("add.s64 %s, $%d, %d;", name, at, d.Args[1].Aux))
				return base, name
			}
		}
		return l.arg(v, i), fmt.Sprintf("$%d", at)
	}
	if flags&wgRegA != 0 {
		for i := range a {
			cons = append(cons, "r")
			args = append(args, l.arg(v, i))
			a := fmt.Sprintf("$%d", n+i)
			if i == 0 {
				aText = "{" + a
			} else {
				aText += ", " + a
			}
		}
		aText += "}"
	} else {
		cons = append(cons, "l")
		var da value.Value
		da, aText = desc(0, n, "da")
		args = append(args, da)
	}
	na := len(a)
	cons = append(cons, "l", "r")
	db, bText := desc(na, n+na, "db")
	args = append(args, db, l.b.NewZExt(l.arg(v, na+1), types.I32))
	for i := range n {
		cons = append(cons, fmt.Sprint(i))
		args = append(args, l.arg(v, na+2+i))
	}
	tb := 0
	if flags&wgTransB != 0 {
		tb = 1
	}
	imm := fmt.Sprintf("1, 1, 0, %d", tb) // scale A, scale B, transpose A, transpose B
	if flags&wgRegA != 0 {
		imm = fmt.Sprintf("1, 1, %d", tb) // A in registers has no transposition
	}
	decl := ""
	if len(pre) > 0 {
		decl = ".reg .b64 da, db;\n" + strings.Join(pre, "\n") + "\n"
	}
	text := fmt.Sprintf("{\n.reg .pred p;\n%ssetp.ne.b32 p, $%d, 0;\nwgmma.mma_async.sync.aligned.m64n%dk16.f32.bf16.bf16 {%s}, %s, %s, p, %s;\n}",
		decl, n+na+1, nn, strings.Join(regs, ", "), aText, bText, imm)
	return l.asm(types.NewStruct(fields...), text, strings.Join(cons, ","), args...)
}

func lowerWGOut(l *lowerer, v *Value) value.Value {
	return l.b.NewExtractValue(l.arg(v, 0), uint64(v.Aux))
}

func lowerAsync(l *lowerer, v *Value) value.Value {
	kind, n := v.Aux&0xff, v.Aux>>8
	text := map[int64]string{
		asyncFence: "fence.proxy.async.shared::cta;",
		wgFence:    "wgmma.fence.sync.aligned;",
		wgCommit:   "wgmma.commit_group.sync.aligned;",
		wgWait:     fmt.Sprintf("wgmma.wait_group.sync.aligned %d;", n),
		regInc:     fmt.Sprintf("setmaxnreg.inc.sync.aligned.u32 %d;", n),
		regDec:     fmt.Sprintf("setmaxnreg.dec.sync.aligned.u32 %d;", n),
		barSync:    fmt.Sprintf("bar.sync %d, %d;", n&0xff, n>>8),
		barArrive:  fmt.Sprintf("bar.arrive %d, %d;", n&0xff, n>>8),
	}[kind]
	// Registers a wait keeps (WGWaitKeep) are inputs the text does not name: live until the wait.
	cons := ""
	var args []value.Value
	for i, x := range v.Args {
		cons += map[bool]string{true: "f,", false: "r,"}[x.Type == TF32]
		args = append(args, l.arg(v, i))
	}
	l.asm(types.Void, text, cons+"~{memory}", args...)
	return nil
}
