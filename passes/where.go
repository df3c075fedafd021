package passes

import (
	"fmt"
	"strings"

	"afdc/ir"
)

// where names an op for a message: its function, its kind and the parameters it reads,
// e.g. "@layer.3: moe_experts @model.layers.3.mlp.experts.gate_proj ...".
func where(f *ir.Func, op *ir.Op) string {
	var b strings.Builder
	fmt.Fprintf(&b, "@%s: %s", f.Name, op.Kind)
	for _, w := range op.Weights {
		if w != nil {
			b.WriteString(" @" + w.Name)
		}
	}
	return b.String()
}

// forEachOp calls fn for every op of every function of m, in order.
func forEachOp(m *ir.Module, fn func(f *ir.Func, op *ir.Op)) {
	for _, f := range m.Funcs {
		for _, op := range f.Body {
			fn(f, op)
		}
	}
}
