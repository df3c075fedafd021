package device

import (
	"fmt"

	"afdc/targets/cuda/cu"
)

// Align is the alignment of every arena allocation: cudaMalloc's own, enough for 16-byte vector
// loads and for cuBLAS's preferred operand alignment.
const Align = 256

// Arena hands out device memory from one allocation made before serving, by bumping an offset: a
// step's activations are carved out in plan order and released all at once (Release to a Mark), so
// a step never calls cuMemAlloc, which would synchronise the device and break graph capture. An Arena
// is not safe for concurrent use: the goroutine that plans a step owns its arena.
type Arena struct {
	base       cu.DevicePtr
	size, used int
	peak       int
	owner      *Device // nil for an arena over memory someone else owns
}

// NewArena describes an arena over [base, base+size) owned by the caller.
func NewArena(base cu.DevicePtr, size int) *Arena { return &Arena{base: base, size: size} }

// NewArena allocates size bytes on the device and returns an arena over them; Free releases them.
func (d *Device) NewArena(size int) (*Arena, error) {
	var p cu.DevicePtr
	err := d.Do(func() error {
		var e error
		p, e = cu.MemAlloc(size)
		return e
	})
	if err != nil {
		return nil, fmt.Errorf("arena of %d bytes: %w", size, err)
	}
	return &Arena{base: p, size: size, owner: d}, nil
}

// Alloc returns n bytes aligned to Align.
func (a *Arena) Alloc(n int) (cu.DevicePtr, error) {
	if n <= 0 {
		return 0, fmt.Errorf("arena: %d bytes asked for, expected a positive size", n)
	}
	off := (a.used + Align - 1) / Align * Align
	if off+n > a.size {
		return 0, fmt.Errorf("arena: %d bytes asked for with %d of %d free, expected the plan to fit its arena", n, a.size-off, a.size)
	}
	a.used = off + n
	a.peak = max(a.peak, a.used)
	return a.base.Add(off), nil
}

// Mark is the arena's state, to Release back to.
type Mark int

// Mark records the arena's state.
func (a *Arena) Mark() Mark { return Mark(a.used) }

// Release frees everything allocated since m.
func (a *Arena) Release(m Mark) {
	if int(m) < 0 || int(m) > a.used {
		panic(fmt.Sprintf("arena: release to %d with %d bytes used: marks must be released in reverse order", m, a.used))
	}
	a.used = int(m)
}

// Reset frees everything.
func (a *Arena) Reset() { a.used = 0 }

// Used, Size and Peak are bytes in use, the arena's capacity and the most ever in use.
func (a *Arena) Used() int { return a.used }
func (a *Arena) Size() int { return a.size }
func (a *Arena) Peak() int { return a.peak }

// Base is the arena's first address.
func (a *Arena) Base() cu.DevicePtr { return a.base }

// Free returns the arena's memory to the device if the arena allocated it.
func (a *Arena) Free() error {
	if a.owner == nil || a.base == 0 {
		return nil
	}
	base := a.base
	a.base, a.size, a.used = 0, 0, 0
	return a.owner.Do(func() error { return cu.MemFree(base) })
}
