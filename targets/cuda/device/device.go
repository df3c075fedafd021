// Package device gives the CUDA backend one object per GPU: a goroutine locked to one OS thread that
// holds the device's primary context and runs every closure submitted to it (CUDA contexts are
// current per OS thread: a driver call from another thread fails with an invalid context), the
// device's streams, one per pipeline stage, a bump arena of device memory sized before serving so a
// step never allocates, and pools of pinned host staging buffers.
//
// It imports package cu only.
package device

import (
	"errors"
	"fmt"
	"runtime"
	"sync"

	"afdc/targets/cuda/cu"
)

// Options shape a Device.
type Options struct {
	// Streams is the number of streams to create, one per pipeline stage; 0 means 1.
	Streams int
}

// Device is one GPU driven from one locked OS thread.
type Device struct {
	Ordinal     int
	Name        string
	Major       int // compute capability
	Minor       int
	SMs         int
	SharedPerSM int // bytes of shared memory an SM has for its blocks
	TotalBytes  uint64

	dev     cu.Device
	ctx     cu.Context
	streams []cu.Stream

	mu     sync.Mutex // guards closed and sends on work
	closed bool
	work   chan func()
	exited chan struct{}
}

// ErrClosed is returned by calls on a closed Device.
var ErrClosed = errors.New("cuda device: closed")

// Open starts the device's thread, makes its primary context current there and creates its streams.
// Without a driver the error names the missing library.
func Open(ordinal int, opts Options) (*Device, error) {
	if err := cu.Load(); err != nil {
		return nil, err
	}
	n, err := cu.DeviceCount()
	if err != nil {
		return nil, err
	}
	if ordinal < 0 || ordinal >= n {
		return nil, fmt.Errorf("cuda device %d: %d device(s) visible, expected an ordinal in [0, %d)", ordinal, n, n)
	}
	if opts.Streams <= 0 {
		opts.Streams = 1
	}
	d := newDevice(ordinal)
	ready := make(chan error, 1)
	go d.loop(opts, ready)
	if err := <-ready; err != nil {
		<-d.exited
		return nil, fmt.Errorf("cuda device %d: %w", ordinal, err)
	}
	return d, nil
}

// queueDepth is how many closures Go queues before it waits for the device's thread: enough for a
// step's launches to be queued while the thread works through them.
const queueDepth = 256

func newDevice(ordinal int) *Device {
	return &Device{Ordinal: ordinal, work: make(chan func(), queueDepth), exited: make(chan struct{})}
}

// loop is the device's thread. It never unlocks: when it returns the runtime ends the thread, which
// takes any context state left on it along.
func (d *Device) loop(opts Options, ready chan<- error) {
	runtime.LockOSThread()
	defer close(d.exited)
	if err := d.setup(opts); err != nil {
		ready <- err
		return
	}
	ready <- nil
	d.serve()
	for _, s := range d.streams {
		s.Destroy()
	}
	d.dev.PrimaryCtxRelease()
}

// serve runs submitted closures until Close; work queued before Close still runs.
func (d *Device) serve() {
	for f := range d.work {
		f()
	}
}

func (d *Device) setup(opts Options) error {
	var err error
	if d.dev, err = cu.DeviceGet(d.Ordinal); err != nil {
		return err
	}
	if d.ctx, err = d.dev.PrimaryCtxRetain(); err != nil {
		return err
	}
	if err = d.ctx.SetCurrent(); err != nil {
		d.dev.PrimaryCtxRelease()
		return err
	}
	fail := func(err error) error {
		for _, s := range d.streams {
			s.Destroy()
		}
		d.dev.PrimaryCtxRelease()
		return err
	}
	if d.Name, err = d.dev.Name(); err != nil {
		return fail(err)
	}
	for _, a := range []struct {
		p    *int
		attr cu.DeviceAttribute
	}{{&d.Major, cu.AttrComputeCapabilityMajor}, {&d.Minor, cu.AttrComputeCapabilityMinor}, {&d.SMs, cu.AttrMultiprocessorCount},
		{&d.SharedPerSM, cu.AttrMaxSharedMemoryPerSM}} {
		if *a.p, err = d.dev.Attribute(a.attr); err != nil {
			return fail(err)
		}
	}
	if d.TotalBytes, err = d.dev.TotalMem(); err != nil {
		return fail(err)
	}
	for range opts.Streams {
		s, err := cu.StreamCreate(cu.StreamNonBlocking)
		if err != nil {
			return fail(err)
		}
		d.streams = append(d.streams, s)
	}
	return nil
}

// Do runs f on the device's thread and returns its error. Every CUDA call for this device goes
// through Do (or Go). f must not call Do or Go of the same device: the thread is busy running f.
// A round trip costs microseconds of thread hand-off (docs/perf-history.md), so f should hold a whole step's
// or layer's launches, not one.
func (d *Device) Do(f func() error) error {
	return <-d.Go(f)
}

// Go submits f to the device's thread and returns a channel that receives its error, so the caller
// can do host work meanwhile. Closures run one at a time in submission order; Go waits only when
// queueDepth closures are already queued.
func (d *Device) Go(f func() error) <-chan error {
	res := make(chan error, 1)
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		res <- ErrClosed
		return res
	}
	d.work <- func() {
		defer func() {
			// A panic in a closure must not take the device's thread, and every later call, down.
			if p := recover(); p != nil {
				res <- fmt.Errorf("cuda device %d: panic in submitted work: %v", d.Ordinal, p)
			}
		}()
		res <- f()
	}
	return res
}

// Bind makes the device's context current on the calling OS thread (which the caller keeps locked),
// for a thread other than the device's that calls a library on its streams (NCCL's issuing thread).
func (d *Device) Bind() error { return d.ctx.SetCurrent() }

// Stream is stream i (one per stage).
func (d *Device) Stream(i int) cu.Stream { return d.streams[i] }

// Streams is the number of streams.
func (d *Device) Streams() int { return len(d.streams) }

// Synchronize waits for all of the device's streams.
func (d *Device) Synchronize() error {
	return d.Do(func() error {
		for _, s := range d.streams {
			if err := s.Synchronize(); err != nil {
				return err
			}
		}
		return nil
	})
}

// MemInfo is the device's free and total memory now.
func (d *Device) MemInfo() (free, total uint64, err error) {
	err = d.Do(func() error {
		var e error
		free, total, e = cu.MemGetInfo()
		return e
	})
	return free, total, err
}

// Close waits for submitted work, destroys the streams, releases the context and ends the thread.
// Memory not freed before is freed with the context when the process ends.
func (d *Device) Close() error {
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		return nil
	}
	d.closed = true
	close(d.work)
	d.mu.Unlock()
	<-d.exited
	return nil
}

func (d *Device) String() string {
	return fmt.Sprintf("cuda:%d (%s, sm_%d%d, %d SMs, %.1f GiB)", d.Ordinal, d.Name, d.Major, d.Minor, d.SMs,
		float64(d.TotalBytes)/(1<<30))
}
