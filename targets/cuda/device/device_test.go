package device

import (
	"errors"
	"runtime"
	"strings"
	"testing"
)

// startFake runs a Device's serving loop without CUDA: what Do and Go promise does not depend on the
// driver.
func startFake(t testing.TB) *Device {
	d := newDevice(0)
	go func() {
		runtime.LockOSThread()
		defer close(d.exited)
		d.serve()
	}()
	t.Cleanup(func() { d.Close() })
	return d
}

func TestDoAndGoOrder(t *testing.T) {
	d := startFake(t)
	var order []int
	var chans []<-chan error
	for i := range 3 * queueDepth { // more than the queue holds: Go must wait, not drop or reorder
		chans = append(chans, d.Go(func() error { order = append(order, i); return nil }))
	}
	for _, c := range chans {
		if err := <-c; err != nil {
			t.Fatal(err)
		}
	}
	for i, v := range order {
		if v != i {
			t.Fatalf("closure %d ran as number %d, want submission order", v, i)
		}
	}
	want := errors.New("from the closure")
	if err := d.Do(func() error { return want }); err != want {
		t.Errorf("Do = %v, want the closure's error", err)
	}
}

func TestDoPanicKeepsThread(t *testing.T) {
	d := startFake(t)
	if err := d.Do(func() error { panic("boom") }); err == nil || !strings.Contains(err.Error(), "panic in submitted work: boom") {
		t.Errorf("a panicking closure: %v, want an error carrying the panic", err)
	}
	ran := false
	if err := d.Do(func() error { ran = true; return nil }); err != nil || !ran {
		t.Errorf("after a panic Do = %v, ran %v; want the thread still serving", err, ran)
	}
}

func TestCloseRunsQueuedWork(t *testing.T) {
	d := startFake(t)
	block := make(chan struct{})
	first := d.Go(func() error { <-block; return nil })
	n := 0
	var rest []<-chan error
	for range 10 {
		rest = append(rest, d.Go(func() error { n++; return nil }))
	}
	close(block)
	d.Close()
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	for _, c := range rest {
		if err := <-c; err != nil {
			t.Errorf("queued work after Close: %v, want it run", err)
		}
	}
	if n != 10 {
		t.Errorf("%d of 10 queued closures ran before Close returned", n)
	}
	if err := d.Do(func() error { return nil }); !errors.Is(err, ErrClosed) {
		t.Errorf("Do after Close: %v, want ErrClosed", err)
	}
}

// BenchmarkDo is the round trip of one empty closure through the device's thread.
func BenchmarkDo(b *testing.B) {
	d := startFake(b)
	for range b.N {
		d.Do(func() error { return nil })
	}
}
