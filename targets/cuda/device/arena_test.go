package device

import (
	"errors"
	"strings"
	"testing"

	"afdc/targets/cuda/cu"
)

func TestArena(t *testing.T) {
	const base = cu.DevicePtr(1 << 32)
	a := NewArena(base, 4096)
	p1, err := a.Alloc(10)
	if err != nil || p1 != base {
		t.Fatalf("first Alloc = %#x, %v; want the base %#x", p1, err, base)
	}
	p2, _ := a.Alloc(300)
	if p2 != base+Align {
		t.Errorf("second Alloc = %#x, want it aligned up to %#x", p2, base+Align)
	}
	m := a.Mark()
	p3, _ := a.Alloc(1)
	if p3 != base+3*Align || a.Used() != 3*Align+1 {
		t.Errorf("third Alloc = %#x with %d used, want %#x and %d", p3, a.Used(), base+3*Align, 3*Align+1)
	}
	a.Release(m)
	if p, _ := a.Alloc(1); p != p3 {
		t.Errorf("Alloc after Release = %#x, want the released address %#x again", p, p3)
	}
	if _, err := a.Alloc(4096); err == nil || !strings.Contains(err.Error(), "4096 bytes asked for with") || !strings.Contains(err.Error(), "of 4096 free") {
		t.Errorf("an Alloc past the end: %v, want an error with the sizes", err)
	}
	if _, err := a.Alloc(0); err == nil {
		t.Errorf("Alloc(0) succeeded, want a size error")
	}
	peak := a.Peak()
	a.Reset()
	if a.Used() != 0 || a.Peak() != peak || peak != 3*Align+1 {
		t.Errorf("after Reset used %d peak %d, want 0 and the peak kept (%d)", a.Used(), a.Peak(), 3*Align+1)
	}
	if p, err := a.Alloc(4096); err != nil || p != base {
		t.Errorf("after Reset the whole arena = %#x, %v; want the base", p, err)
	}
	if err := a.Free(); err != nil { // memory owned by the caller: nothing to free
		t.Errorf("Free of a caller-owned arena: %v", err)
	}
}

func TestArenaReleaseOutOfOrder(t *testing.T) {
	a := NewArena(256, 1024)
	a.Alloc(8)
	m := a.Mark()
	a.Release(0)
	defer func() {
		if recover() == nil {
			t.Errorf("releasing to a mark above the arena's use did not panic")
		}
	}()
	a.Release(m + 1000)
}

func TestStagingEmpty(t *testing.T) {
	s := &Staging{size: 64, free: make(chan *cu.HostBuf, 1)}
	if _, err := s.Get(); err == nil || !strings.Contains(err.Error(), "expected one free") {
		t.Errorf("Get from a dry pool: %v, want an error saying so", err)
	}
}

func TestOpenWithoutDriver(t *testing.T) {
	if cu.Load() == nil {
		t.Skip("a CUDA driver is installed here")
	}
	_, err := Open(0, Options{})
	var miss *cu.MissingLibraryError
	if !errors.As(err, &miss) || !strings.Contains(err.Error(), "libcuda.so.1") {
		t.Errorf("Open without a driver: %v, want the missing library named", err)
	}
}

func TestClosedDevice(t *testing.T) {
	d := &Device{closed: true}
	if err := d.Do(func() error { t.Error("work ran on a closed device"); return nil }); !errors.Is(err, ErrClosed) {
		t.Errorf("Do on a closed device: %v, want ErrClosed", err)
	}
	if err := d.Close(); err != nil {
		t.Errorf("a second Close: %v, want nil", err)
	}
}
