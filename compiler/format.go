package compiler

import (
	"fmt"
	"strings"

	"afdc/ir"
)

// roleColors are the fill colours of the two roles in DOT drawings.
var roleColors = map[ir.Role]string{ir.RoleFull: "#eeeeee", ir.RoleAttention: "#cfe2ff", ir.RoleFFN: "#ffe5b4"}

// DOT draws modules for Graphviz: one cluster per function, ops filled in their module's role colour,
// and for a split pair the remote_ffn/send/recv ops joined by dashed edges to the FFN layer function
// they stand for.
func DOT(mods ...*ir.Module) string {
	var b strings.Builder
	b.WriteString("digraph afdc {\n  rankdir=TB;\n  node [shape=box, style=\"rounded,filled\", fontname=\"monospace\", fontsize=10];\n")
	ffnLayer := map[int64]string{} // layer -> node id of the FFN function's entry
	ffnExit := map[int64]string{}
	type link struct {
		layer int64
		node  string
		send  bool
	}
	var links []link
	for mi, m := range mods {
		color := roleColors[m.Role]
		for fi, f := range m.Funcs {
			num := map[*ir.Value]int{}
			for i, a := range f.Args {
				num[a] = i
			}
			n := len(f.Args)
			for _, op := range f.Body {
				if op.Result != nil {
					num[op.Result] = n
					n++
				}
			}
			id := func(v *ir.Value) string { return fmt.Sprintf("m%df%dv%d", mi, fi, num[v]) }
			fmt.Fprintf(&b, "  subgraph cluster_m%df%d {\n    label=%q; style=filled; color=%q; fillcolor=\"white\";\n",
				mi, fi, m.Role.String()+" @"+f.Name, color)
			for _, a := range f.Args {
				fmt.Fprintf(&b, "    %s [label=%q, shape=ellipse, fillcolor=%q];\n", id(a), fmt.Sprintf("%%%d: %s", num[a], a.Type), color)
			}
			for oi, op := range f.Body {
				node := fmt.Sprintf("m%df%do%d", mi, fi, oi)
				if op.Result != nil {
					node = id(op.Result)
				}
				label := op.Info().Name
				if l, ok := op.Attrs.Int("layer"); ok && op.Kind != ir.OpMLAAttention && op.Kind != ir.OpGQAAttention {
					label += fmt.Sprintf(" L%d", l)
				}
				for _, w := range op.Weights {
					label += "\\n@" + shortName(w.Name)
				}
				if op.Result != nil {
					label += "\\n: " + op.Result.Type.String()
				}
				fmt.Fprintf(&b, "    %s [label=\"%s\", fillcolor=%q];\n", node, strings.ReplaceAll(label, "\"", "'"), color)
				for _, a := range op.Args {
					fmt.Fprintf(&b, "    %s -> %s;\n", id(a), node)
				}
				if l, ok := op.Attrs.Int("layer"); ok {
					switch op.Kind {
					case ir.OpRemoteFFN:
						links = append(links, link{l, node, true}, link{l, node, false})
					case ir.OpSend:
						links = append(links, link{l, node, true})
					case ir.OpRecv:
						links = append(links, link{l, node, false})
					}
				}
			}
			var layer int64
			if _, err := fmt.Sscanf(f.Name, "layer.%d", &layer); err == nil && m.Role == ir.RoleFFN && len(f.Args) > 0 {
				ffnLayer[layer] = id(f.Args[0])
				if len(f.Results) > 0 {
					ffnExit[layer] = id(f.Results[0])
				}
			}
			b.WriteString("  }\n")
		}
	}
	for _, l := range links {
		if l.send {
			if to, ok := ffnLayer[l.layer]; ok {
				fmt.Fprintf(&b, "  %s -> %s [style=dashed, color=\"#b35900\"];\n", l.node, to)
			}
		} else if from, ok := ffnExit[l.layer]; ok {
			fmt.Fprintf(&b, "  %s -> %s [style=dashed, color=\"#b35900\"];\n", from, l.node)
		}
	}
	b.WriteString("}\n")
	return b.String()
}

// shortName drops the common "model." prefix so DOT labels stay narrow.
func shortName(n string) string { return strings.TrimPrefix(n, "model.") }
