package device

import (
	"fmt"

	"afdc/targets/cuda/cu"
)

// Staging is a fixed pool of pinned host buffers of one size, for host copies that must overlap
// compute (the TCP data plane's sends and receives on a shared GPU). Get never waits: a pool that
// runs dry is a sizing error, reported, not a stall.
type Staging struct {
	size int
	free chan *cu.HostBuf
	all  []*cu.HostBuf
	dev  *Device
}

// NewStaging allocates count pinned buffers of size bytes.
func (d *Device) NewStaging(count, size int) (*Staging, error) {
	if count <= 0 || size <= 0 {
		return nil, fmt.Errorf("staging: %d buffers of %d bytes, expected positive sizes", count, size)
	}
	s := &Staging{size: size, free: make(chan *cu.HostBuf, count), dev: d}
	err := d.Do(func() error {
		for range count {
			b, err := cu.MemHostAlloc(size, cu.HostAllocPortable)
			if err != nil {
				return err
			}
			s.all = append(s.all, b)
			s.free <- b
		}
		return nil
	})
	if err != nil {
		s.Free()
		return nil, fmt.Errorf("staging: %w", err)
	}
	return s, nil
}

// Size is each buffer's size in bytes.
func (s *Staging) Size() int { return s.size }

// Get takes a free buffer.
func (s *Staging) Get() (*cu.HostBuf, error) {
	select {
	case b := <-s.free:
		return b, nil
	default:
		return nil, fmt.Errorf("staging: all %d pinned buffers in use, expected one free (raise the pool's count)", len(s.all))
	}
}

// Put returns a buffer taken by Get, once the copies that use it have completed.
func (s *Staging) Put(b *cu.HostBuf) { s.free <- b }

// Free releases every buffer of the pool.
func (s *Staging) Free() error {
	all := s.all
	s.all = nil
	if len(all) == 0 {
		return nil
	}
	return s.dev.Do(func() error {
		var first error
		for _, b := range all {
			if err := b.Free(); err != nil && first == nil {
				first = err
			}
		}
		return first
	})
}
