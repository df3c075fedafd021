package ascend

import (
	"testing"

	"afdc/compiler"
	"afdc/ir"
)

// TestPlanNoLiveOverlap checks every role function of every preset: two values whose lifetimes
// overlap never share bytes, aliases read their root's region, and the arena holds every region.
func TestPlanNoLiveOverlap(t *testing.T) {
	for _, model := range compiler.Presets() {
		cfg, err := compiler.LoadConfig(model)
		if err != nil {
			t.Fatal(err)
		}
		a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "ascend"})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []*ir.Module{a.Attention, a.FFN} {
			for _, f := range m.Funcs {
				p, err := planFunc(f, 16, 4, ir.BF16)
				if err != nil {
					t.Fatalf("%s @%s: %v", model, f.Name, err)
				}
				checkPlan(t, model+" @"+f.Name, f, p)
			}
		}
	}
}

func checkPlan(t *testing.T, where string, f *ir.Func, p *plan) {
	t.Helper()
	// Lifetimes in op positions: args at 0, op i's result at i+1, a read by op i at i+1.
	first, last := map[*ir.Value]int{}, map[*ir.Value]int{}
	for _, a := range f.Args {
		first[a], last[a] = 0, len(f.Body)+1
	}
	for i, op := range f.Body {
		for _, a := range op.Args {
			r := p.root(a)
			last[r] = max(last[r], i+1)
		}
		if op.Result != nil {
			r := p.root(op.Result)
			if _, ok := first[r]; !ok {
				first[r] = i + 1
			}
			last[r] = max(last[r], i+1)
		}
	}
	for _, r := range f.Results {
		last[p.root(r)] = len(f.Body) + 1
	}
	var roots []*ir.Value
	for v := range p.off {
		roots = append(roots, v)
		if p.off[v]+p.size[v] > p.bytes {
			t.Errorf("%s: a region ends at %d, past the arena's %d bytes", where, p.off[v]+p.size[v], p.bytes)
		}
	}
	for i, a := range roots {
		for _, b := range roots[i+1:] {
			live := first[a] <= last[b] && first[b] <= last[a]
			disjoint := p.off[a]+p.size[a] <= p.off[b] || p.off[b]+p.size[b] <= p.off[a]
			if live && !disjoint {
				t.Errorf("%s: values of type %s (positions %d-%d) and %s (%d-%d) are live together and share bytes [%d,%d) and [%d,%d)",
					where, a.Type, first[a], last[a], b.Type, first[b], last[b], p.off[a], p.off[a]+p.size[a], p.off[b], p.off[b]+p.size[b])
			}
		}
	}
}
