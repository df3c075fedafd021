package kgen

import (
	"fmt"
	"strings"
)

// String prints the kernel IR, one value a line, nested bodies indented: the dump of the stage
// before LLVM IR.
func (k *Kernel) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "kernel %s(", k.Name)
	for i, p := range k.Params {
		if i > 0 {
			b.WriteString(", ")
		}
		switch p.Kind {
		case PPtr:
			fmt.Fprintf(&b, "%s *%s", p.Name, p.Elem)
		default:
			fmt.Fprintf(&b, "%s %s", p.Name, [...]string{PI32: "i32", PF32: "f32", PI64: "i64", PTensorMap: "tensor_map"}[p.Kind])
		}
	}
	b.WriteString(") {\n")
	printBlock(&b, k.Body, "  ")
	b.WriteString("}\n")
	return b.String()
}

func printBlock(b *strings.Builder, vs []*Value, ind string) {
	for _, v := range vs {
		b.WriteString(ind)
		if v.Type != TVoid || v.Op == OpLoop || v.Op == OpWhile {
			fmt.Fprintf(b, "v%d = ", v.ID)
		}
		b.WriteString(v.Op.String())
		if v.Type != TVoid {
			fmt.Fprintf(b, ".%s", v.Type)
		}
		for _, a := range v.Args {
			fmt.Fprintf(b, " v%d", a.ID)
		}
		switch v.Op {
		case OpConst:
			if v.Type.isFloat() {
				fmt.Fprintf(b, " %v", v.AuxF)
			} else {
				fmt.Fprintf(b, " %d", v.Aux)
			}
		case OpParam, OpShared, OpShflXor, OpShflIdx:
			fmt.Fprintf(b, " [%d]", v.Aux)
		case OpTable:
			fmt.Fprintf(b, " [%d values]", len(v.Data))
		case OpLoad, OpStore, OpAtomicAdd:
			fmt.Fprintf(b, " %s", v.Elem)
		case OpLoop:
			if v.Aux == loopNoUnroll {
				b.WriteString(" nounroll")
			}
		}
		b.WriteByte('\n')
		if v.Body != nil {
			printBlock(b, v.Body, ind+"  ")
		}
		if v.Else != nil {
			b.WriteString(ind + "else\n")
			printBlock(b, v.Else, ind+"  ")
		}
	}
}
