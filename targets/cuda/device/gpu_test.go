//go:build gpu

package device

import (
	"bytes"
	"strings"
	"testing"

	"afdc/targets/cuda/cu"
)

func open(t *testing.T, streams int) *Device {
	t.Helper()
	if err := cu.Load(); err != nil {
		t.Skipf("no CUDA driver here: %v", err)
	}
	d, err := Open(0, Options{Streams: streams})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

func ok(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestGPUDeviceThread(t *testing.T) {
	d := open(t, 2)
	t.Logf("%v", d)
	if d.Streams() != 2 || d.Stream(0) == d.Stream(1) || d.Name == "" || d.SMs <= 0 {
		t.Errorf("device %v with %d streams, want 2 distinct streams and its properties", d, d.Streams())
	}
	// Every closure sees the device's context current: they all run on its one thread.
	var ctxs []cu.Context
	for range 20 {
		ok(t, d.Do(func() error {
			c, err := cu.CurrentContext()
			ctxs = append(ctxs, c)
			return err
		}))
	}
	for _, c := range ctxs {
		if c == 0 || c != ctxs[0] {
			t.Fatalf("closures saw contexts %v, want one non-zero context throughout", ctxs)
		}
	}
	// Go runs closures in submission order.
	var order []int
	var chans []<-chan error
	for i := range 50 {
		chans = append(chans, d.Go(func() error { order = append(order, i); return nil }))
	}
	for _, c := range chans {
		ok(t, <-c)
	}
	for i, v := range order {
		if v != i {
			t.Fatalf("closures ran in order %v, want submission order", order)
		}
	}
	// A panic becomes an error and the thread lives on.
	if err := d.Do(func() error { panic("boom") }); err == nil || !strings.Contains(err.Error(), "boom") {
		t.Errorf("a panicking closure: %v, want an error carrying the panic", err)
	}
	free, total, err := d.MemInfo()
	ok(t, err)
	if free == 0 || free > total || total != d.TotalBytes {
		t.Errorf("MemInfo = %d free of %d, want 0 < free ≤ total = %d", free, total, d.TotalBytes)
	}
	if _, err := Open(1<<20, Options{}); err == nil || !strings.Contains(err.Error(), "expected an ordinal") {
		t.Errorf("Open of a device that does not exist: %v, want an ordinal error", err)
	}
}

// Stage 0 uploads through a pinned buffer, stage 1 waits on its event, copies and downloads: the
// arena, the staging pool and cross-stream ordering together.
func TestGPUArenaStagingStreams(t *testing.T) {
	d := open(t, 2)
	a, err := d.NewArena(64 << 20)
	ok(t, err)
	defer a.Free()
	st, err := d.NewStaging(2, 1<<20)
	ok(t, err)
	defer st.Free()
	in, err := st.Get()
	ok(t, err)
	out, err := st.Get()
	ok(t, err)
	if _, err := st.Get(); err == nil {
		t.Errorf("a third Get from a pool of 2 succeeded")
	}
	for i := range in.Bytes() {
		in.Bytes()[i] = byte(i*31 + 7)
	}
	x, err1 := a.Alloc(1 << 20)
	y, err2 := a.Alloc(1 << 20)
	ok(t, err1)
	ok(t, err2)
	ok(t, d.Do(func() error {
		ev, err := cu.EventCreate(cu.EventDisableTiming)
		if err != nil {
			return err
		}
		defer ev.Destroy()
		s0, s1 := d.Stream(0), d.Stream(1)
		if err := cu.CopyHtoDAsync(x, in, 0, 1<<20, s0); err != nil {
			return err
		}
		if err := ev.Record(s0); err != nil {
			return err
		}
		if err := s1.WaitEvent(ev); err != nil {
			return err
		}
		if err := cu.CopyDtoDAsync(y, x, 1<<20, s1); err != nil {
			return err
		}
		return cu.CopyDtoHAsync(out, 0, y, 1<<20, s1)
	}))
	ok(t, d.Synchronize())
	if !bytes.Equal(out.Bytes(), in.Bytes()) {
		t.Errorf("pinned upload on stage 0, copy and download on stage 1: bytes differ")
	}
	st.Put(in)
	st.Put(out)
	if a.Peak() != 2<<20 {
		t.Errorf("arena peak %d, want %d", a.Peak(), 2<<20)
	}
}
