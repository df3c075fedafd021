package kgen

import "fmt"

// Launch says how a runtime calls one kernel. It is JSON so that the executables can embed the table
// next to the PTX.
type Launch struct {
	Name string `json:"name"` // PTX entry name
	Kind string `json:"kind"` // kernel kind, e.g. "rms_norm"
	// Params are the kernel's parameters in call order.
	Params []LaunchParam `json:"params"`
	Block  int           `json:"block"`        // threads per block (x)
	Shared int           `json:"shared_bytes"` // shared memory the kernel's arrays take
	// Dynamic says the arrays live in dynamic shared memory (they need more than a kernel may
	// declare statically, StaticSharedMax): every launch asks for Shared bytes, and the function's
	// largest dynamic shared size must be raised to Shared first (cuFuncSetAttribute).
	Dynamic bool `json:"dynamic_shared,omitempty"`
	Grid    Grid `json:"grid"`
}

// DynamicShared is the dynamic shared memory a launch of the kernel asks for: Shared when its
// arrays are dynamic, else none.
func (l Launch) DynamicShared() int {
	if l.Dynamic {
		return l.Shared
	}
	return 0
}

// StaticSharedMax is the most shared memory a kernel may declare statically (48 KiB); a kernel
// whose arrays need more takes them out of dynamic shared memory (Launch.Dynamic), up to the
// device's opt-in limit (227 KiB a block on sm_90).
const StaticSharedMax = 48 << 10

// LaunchParam is one parameter: Type is "ptr" (a device pointer), "i32", "f32" or "i64"; Elem is
// the element type a pointer addresses ("f32", "bf16", "i32").
type LaunchParam struct {
	Name string `json:"name"`
	Type string `json:"type"`
	Elem string `json:"elem,omitempty"`
}

// Grid gives the number of blocks from the runtime count n, the value of parameter Count:
//
//	grid.x = ceil(n · Mult / PerBlock) + Fixed
//
// e.g. one block per row (Mult 1, PerBlock 1) or one thread per element of rows × width
// (Mult width, PerBlock the block size).
type Grid struct {
	Count    string `json:"count"`
	Mult     int64  `json:"mult"`
	PerBlock int64  `json:"per_block"`
	// Fixed blocks are added whatever n is: a single-block kernel has Mult 0 and Fixed 1.
	Fixed int64 `json:"fixed,omitempty"`
}

// Blocks computes grid.x for n.
func (g Grid) Blocks(n int64) int64 {
	return (n*g.Mult+g.PerBlock-1)/g.PerBlock + g.Fixed
}

func launchParams(ps []KParam) []LaunchParam {
	var out []LaunchParam
	for _, p := range ps {
		lp := LaunchParam{Name: p.Name}
		switch p.Kind {
		case PPtr:
			lp.Type, lp.Elem = "ptr", p.Elem.String()
		case PI32:
			lp.Type = "i32"
		case PF32:
			lp.Type = "f32"
		case PI64:
			lp.Type = "i64"
		case PTensorMap:
			lp.Type = "tensor_map"
		}
		out = append(out, lp)
	}
	return out
}

// arrayBytes is a shared array's size.
func arrayBytes(v *Value) int {
	if v.Type == TF64 || v.Type == TI64 {
		return int(v.Aux) * 8
	}
	return int(v.Aux) * 4
}

// sharedBytes sums the shared arrays a kernel declares.
func sharedBytes(vs []*Value) int {
	n := 0
	for _, v := range vs {
		if v.Op == OpShared {
			n += arrayBytes(v)
		}
		n += sharedBytes(v.Body) + sharedBytes(v.Else)
	}
	return n
}

// dynamicShared reports whether a kernel's shared arrays take more than a kernel may declare
// statically, so that they go in dynamic shared memory (Lower and Launch.Dynamic decide alike).
func dynamicShared(body []*Value) bool { return sharedBytes(body) > StaticSharedMax }

// sharedLayout places a kernel's shared arrays one after another, each at a 16-byte aligned offset
// (SLoadV and SStoreV move 16 bytes), and returns the offsets and the bytes they span.
func sharedLayout(vs []*Value) (map[*Value]int, int) {
	offs := map[*Value]int{}
	total := 0
	var walk func([]*Value)
	walk = func(vs []*Value) {
		for _, v := range vs {
			if v.Op == OpShared {
				a := max(16, int(v.AuxF)) // SharedAligned
				total = (total + a - 1) &^ (a - 1)
				offs[v] = total
				total += arrayBytes(v)
			}
			walk(v.Body)
			walk(v.Else)
		}
	}
	walk(vs)
	return offs, total
}

// Param is the launch's parameter of that name; ok is false when it has none.
func (l Launch) Param(name string) (p LaunchParam, ok bool) {
	for _, p := range l.Params {
		if p.Name == name {
			return p, true
		}
	}
	return LaunchParam{}, false
}

// check reports a launch whose grid does not name one of its parameters.
func (l Launch) check() error {
	if p, ok := l.Param(l.Grid.Count); ok && p.Type == "i32" {
		return nil
	}
	return fmt.Errorf("kernel %s: grid count %q is not an i32 parameter", l.Name, l.Grid.Count)
}
