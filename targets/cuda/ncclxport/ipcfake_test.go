package ncclxport

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sync"

	"afdc/runtime/tensor"
)

// fakeIPC is a fake CUDA IPC shared by the "processes" of a test: each process (fakeDev) allocates
// Go memory from one devMem, exports it under a handle the registry knows, and maps the others'
// handles (the same Go memory, as the driver maps the same device memory). It refuses what the
// driver refuses (a process opening its own handle, an unknown or freed allocation, a copy outside
// live memory or mappings) and keeps what each process holds, so a test can check that nothing
// leaks.
type fakeIPC struct {
	mem    *devMem
	mu     sync.Mutex
	next   uint64
	allocs map[uintptr]*fakeAlloc
	byID   map[uint64]*fakeAlloc
	copied int // bytes copied, all processes
	copies int
	// failCopy, when set, is asked before every copy; an error fails it.
	failCopy func(proc string, n int) error
}

type fakeAlloc struct {
	proc  string
	p     uintptr
	n     int
	id    uint64
	freed bool
	maps  map[string]int // open mappings by process
}

func newFakeIPC(mem *devMem) *fakeIPC {
	return &fakeIPC{mem: mem, allocs: map[uintptr]*fakeAlloc{}, byID: map[uint64]*fakeAlloc{}}
}

// fakeDev is one process's view of the fake.
type fakeDev struct {
	w    *fakeIPC
	proc string
}

func (w *fakeIPC) dev(proc string) fakeDev { return fakeDev{w, proc} }

func (d fakeDev) Alloc(n int) (uintptr, error) {
	t := d.w.mem.buf(tensor.F8E4M3, 1, n, nil)
	d.w.mu.Lock()
	defer d.w.mu.Unlock()
	d.w.allocs[t.Ptr] = &fakeAlloc{proc: d.proc, p: t.Ptr, n: n, maps: map[string]int{}}
	return t.Ptr, nil
}

func (d fakeDev) Free(p uintptr) error {
	d.w.mu.Lock()
	defer d.w.mu.Unlock()
	a := d.w.allocs[p]
	if a == nil || a.freed || a.proc != d.proc {
		return fmt.Errorf("fake free of %#x: not an allocation of %s", p, d.proc)
	}
	a.freed = true
	return nil
}

func (d fakeDev) Export(p uintptr) ([]byte, error) {
	d.w.mu.Lock()
	defer d.w.mu.Unlock()
	a := d.w.allocs[p]
	if a == nil || a.freed || a.proc != d.proc {
		return nil, fmt.Errorf("fake export of %#x: not an allocation of %s", p, d.proc)
	}
	if a.id == 0 {
		d.w.next++
		a.id = d.w.next
		d.w.byID[a.id] = a
	}
	h := make([]byte, ipcHandleBytes)
	copy(h, "fakeipc:")
	binary.LittleEndian.PutUint64(h[8:], a.id)
	return h, nil
}

func (d fakeDev) Open(h []byte) (uintptr, error) {
	d.w.mu.Lock()
	defer d.w.mu.Unlock()
	if len(h) != ipcHandleBytes || string(h[:8]) != "fakeipc:" {
		return 0, errors.New("fake cuIpcOpenMemHandle: invalid handle")
	}
	a := d.w.byID[binary.LittleEndian.Uint64(h[8:])]
	switch {
	case a == nil || a.freed:
		return 0, errors.New("fake cuIpcOpenMemHandle: invalid handle (no such allocation)")
	case a.proc == d.proc:
		return 0, errors.New("fake cuIpcOpenMemHandle: invalid context (a process's own handle)")
	}
	a.maps[d.proc]++
	return a.p, nil
}

func (d fakeDev) Unmap(p uintptr) error {
	d.w.mu.Lock()
	defer d.w.mu.Unlock()
	a := d.w.allocs[p]
	if a == nil || a.maps[d.proc] == 0 {
		return fmt.Errorf("fake unmap of %#x: not mapped in %s", p, d.proc)
	}
	a.maps[d.proc]--
	return nil
}

// usable is whether n bytes at p lie in memory process proc may touch: its own live allocation or
// one it mapped. (A mapping outlives the exporter's free, as with the driver.)
func (w *fakeIPC) usable(proc string, p uintptr, n int) bool {
	for _, a := range w.allocs {
		if p >= a.p && p+uintptr(n) <= a.p+uintptr(a.n) {
			return (a.proc == proc && !a.freed) || a.maps[proc] > 0
		}
	}
	return false
}

func (d fakeDev) Copy(dst, src uintptr, n int, stream uintptr) error {
	d.w.mu.Lock()
	fail := d.w.failCopy
	d.w.mu.Unlock()
	if fail != nil {
		if err := fail(d.proc, n); err != nil {
			return err
		}
	}
	to, err1 := d.w.mem.at(dst, n)
	from, err2 := d.w.mem.at(src, n)
	if err := errors.Join(err1, err2); err != nil {
		return err
	}
	d.w.mu.Lock()
	// The caller's tensors are test buffers outside the registry: only the registry's memory is
	// checked for liveness and mapping.
	for _, p := range []uintptr{dst, src} {
		if d.w.inRegistry(p) && !d.w.usable(d.proc, p, n) {
			d.w.mu.Unlock()
			return fmt.Errorf("fake copy: %d bytes at %#x are not live in %s", n, p, d.proc)
		}
	}
	d.w.copied += n
	d.w.copies++
	d.w.mu.Unlock()
	copy(to, from)
	d.w.mem.filled(dst, n) // as a stream that ran the copy: readers of dst may go on
	return nil
}

func (w *fakeIPC) inRegistry(p uintptr) bool {
	for _, a := range w.allocs {
		if p >= a.p && p < a.p+uintptr(a.n) {
			return true
		}
	}
	return false
}

func (d fakeDev) Sync() error { return nil }

// held is what proc still holds: live allocations and open mappings.
func (w *fakeIPC) held(proc string) (allocs, maps int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, a := range w.allocs {
		if a.proc == proc && !a.freed {
			allocs++
		}
		maps += a.maps[proc]
	}
	return allocs, maps
}

// copyCount is the number of copies made, all processes.
func (w *fakeIPC) copyCount() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.copies
}

// copiedBytes is the bytes copied so far.
func (w *fakeIPC) copiedBytes() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.copied
}
