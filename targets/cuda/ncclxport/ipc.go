package ncclxport

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"

	"afdc/runtime/tensor"
	"afdc/targets/cuda/cu"
)

// IPC is the name of the CUDA IPC data plane: the two roles share one GPU (where NCCL refuses two
// ranks), each exports device receive buffers to the other with CUDA IPC, and a transfer is a
// device-to-device copy into the peer's buffer followed by a small notice on the rendezvous
// connection. The bulk bytes never cross the host.
//
// The plane's protocol, per connection:
//   - the attention rank allocates one receive buffer per micro-batch stage (Options.SlotBytes
//     each: its most rows per step times the widest row of the plan's transfers), exports them and
//     sends their handles to the FFN rank as its collective id;
//   - the FFN rank maps them, allocates as many buffers of the same size, exports them and sends
//     their handles back the same way; the attention rank maps those;
//   - a sender copies a transfer's tensors back to back into the receiver's buffer of the stage on
//     the stage's stream, waits for the stream (the rendezvous connection's send does), then sends
//     a notice tensor on the rendezvous connection under the transfer's tag: which buffer set and
//     stage, and how many bytes; the receiver checks it and copies the bytes out of its buffer into
//     the caller's tensors on its stage's stream.
//
// A stage's buffer is reused by the next transfer of that stage only after the receiver has
// answered on the stage (the exchange is a ping-pong per stage: the FFN rank's result answers the
// attention rank's payload, and the attention rank's next payload follows the result), and every
// send waits for its stream, on which the receiver's copy out of the buffer was enqueued before it.
// A sender that would write a buffer the peer has not answered for fails instead of overwriting it.
// Step headers, heartbeats, aborts and the detection of a lost peer are the rendezvous
// connection's, as for TCP.
const IPC = "ipc"

// Device is what the IPC plane needs of the GPU. Every call runs on the plane's issuing thread
// (bound with Options.Bind), but for the copies of a transfer whose stage queue issues work on its
// stream itself (issuingQueue: the CUDA backend's queues, from the device's thread).
type Device interface {
	// Alloc allocates n bytes of exportable device memory; Free releases it.
	Alloc(n int) (uintptr, error)
	Free(p uintptr) error
	// Export is the IPC handle of an allocation (ipcHandleBytes bytes).
	Export(p uintptr) ([]byte, error)
	// Open maps another process's exported allocation; Unmap releases the mapping.
	Open(handle []byte) (uintptr, error)
	Unmap(p uintptr) error
	// Copy enqueues a device-to-device copy of n bytes on stream.
	Copy(dst, src uintptr, n int, stream uintptr) error
	// Sync waits for all work on the device (before buffers in use by copies are released).
	Sync() error
}

// ipcHandleBytes is the size of one CUDA IPC memory handle (CU_IPC_HANDLE_SIZE).
const ipcHandleBytes = 64

// ipcSetMagic opens an encoded buffer set.
const ipcSetMagic = "AFDCIPC1"

// ipcSetHeader is the size of an encoded buffer set's header: magic, set id, buffer bytes, count.
const ipcSetHeader = 8 + 8 + 8 + 4

// bufferSet is one side's receive buffers: local allocations (own) or another process's mapped
// here (remote). id is random per set, so a notice meant for another set (a peer that restarted
// and mapped fresh buffers) is told apart.
type bufferSet struct {
	id    uint64
	bytes int       // each buffer's size
	ptrs  []uintptr // one per stage
}

// encode is the set as a collective id: the header, then one handle per buffer.
func encodeSet(id uint64, bytes int, handles [][]byte) []byte {
	b := make([]byte, 0, ipcSetHeader+len(handles)*ipcHandleBytes)
	b = append(b, ipcSetMagic...)
	b = binary.LittleEndian.AppendUint64(b, id)
	b = binary.LittleEndian.AppendUint64(b, uint64(bytes))
	b = binary.LittleEndian.AppendUint32(b, uint32(len(handles)))
	for _, h := range handles {
		b = append(b, h...)
	}
	return b
}

// decodeSet reads an encoded set, expecting stages buffers.
func decodeSet(b []byte, stages int) (id uint64, bytes int, handles [][]byte, err error) {
	if len(b) < ipcSetHeader || string(b[:8]) != ipcSetMagic {
		return 0, 0, nil, fmt.Errorf("buffer handles of %d bytes without the %q header, expected the peer's ipc buffer set", len(b), ipcSetMagic)
	}
	id = binary.LittleEndian.Uint64(b[8:])
	n64 := binary.LittleEndian.Uint64(b[16:])
	count := int(binary.LittleEndian.Uint32(b[24:]))
	if count != stages {
		return 0, 0, nil, fmt.Errorf("the peer exports %d buffers, expected %d (one per stage)", count, stages)
	}
	if n64 == 0 || n64 > 1<<40 {
		return 0, 0, nil, fmt.Errorf("the peer's buffers are %d bytes each, expected 1 byte to 1 TiB", n64)
	}
	if want := ipcSetHeader + count*ipcHandleBytes; len(b) != want {
		return 0, 0, nil, fmt.Errorf("buffer handles of %d bytes, expected %d (%d handles of %d bytes)", len(b), want, count, ipcHandleBytes)
	}
	for i := range count {
		off := ipcSetHeader + i*ipcHandleBytes
		handles = append(handles, b[off:off+ipcHandleBytes])
	}
	return id, int(n64), handles, nil
}

// allocSet allocates and exports n buffers of bytes each; on an error those made are freed.
func allocSet(is *issuer, dev Device, n, bytes int) (*bufferSet, []byte, error) {
	var idb [8]byte
	if _, err := rand.Read(idb[:]); err != nil {
		return nil, nil, err
	}
	s := &bufferSet{id: binary.LittleEndian.Uint64(idb[:]), bytes: bytes}
	var handles [][]byte
	err := is.do(func() error {
		for range n {
			p, err := dev.Alloc(bytes)
			if err != nil {
				return fmt.Errorf("allocate a receive buffer of %d bytes: %w", bytes, err)
			}
			s.ptrs = append(s.ptrs, p)
			h, err := dev.Export(p)
			if err != nil {
				return fmt.Errorf("export a receive buffer: %w", err)
			}
			if len(h) != ipcHandleBytes {
				return fmt.Errorf("ipc handle of %d bytes, expected %d", len(h), ipcHandleBytes)
			}
			handles = append(handles, h)
		}
		return nil
	})
	if err != nil {
		s.release(is, dev, false)
		return nil, nil, err
	}
	return s, encodeSet(s.id, bytes, handles), nil
}

// openSet maps a peer's encoded set of stages buffers of at least minBytes each (0: any size).
func openSet(is *issuer, dev Device, enc []byte, stages, minBytes int) (*bufferSet, error) {
	id, bytes, handles, err := decodeSet(enc, stages)
	if err != nil {
		return nil, err
	}
	if bytes < minBytes {
		return nil, fmt.Errorf("the peer's buffers hold %d bytes, expected at least %d", bytes, minBytes)
	}
	s := &bufferSet{id: id, bytes: bytes}
	err = is.do(func() error {
		for i, h := range handles {
			p, err := dev.Open(h)
			if err != nil {
				return fmt.Errorf("map the peer's buffer %d: %w (both roles must run on one GPU of one host)", i, err)
			}
			s.ptrs = append(s.ptrs, p)
		}
		return nil
	})
	if err != nil {
		s.release(is, dev, true)
		return nil, err
	}
	return s, nil
}

// release waits for the device (copies into or out of the buffers may still be enqueued) and
// frees the set, or unmaps it when it is the peer's. Errors are the caller's to log.
func (s *bufferSet) release(is *issuer, dev Device, remote bool) error {
	if s == nil || len(s.ptrs) == 0 {
		return nil
	}
	ptrs := s.ptrs
	s.ptrs = nil
	return is.do(func() error {
		errs := []error{dev.Sync()}
		for _, p := range ptrs {
			if remote {
				errs = append(errs, dev.Unmap(p))
			} else {
				errs = append(errs, dev.Free(p))
			}
		}
		return errors.Join(errs...)
	})
}

// The notice of a transfer: an I32 tensor of [rows, noticeWidth] (rows: the transfer's, so that
// the rendezvous connection checks it against the step header as any transfer), row 0 holding
// noticeMagic<<16 | stage, the low 32 bits of the receiving set's id, and the bytes copied (low and
// high 32 bits); the other rows are zero. 16 bytes a row against the thousands a row of hidden
// state the copy moved.
const (
	noticeWidth = 4
	noticeMagic = 0x4950 // "IP"
)

func newNotice(rows int) tensor.Tensor {
	return tensor.Tensor{DType: tensor.I32, Shape: []int{rows, noticeWidth}, Mem: tensor.Host, Bytes: make([]byte, rows*noticeWidth*4)}
}

func writeNotice(t tensor.Tensor, set uint64, stage, bytes int) {
	b := t.Bytes
	binary.LittleEndian.PutUint32(b[0:], noticeMagic<<16|uint32(stage))
	binary.LittleEndian.PutUint32(b[4:], uint32(set))
	binary.LittleEndian.PutUint32(b[8:], uint32(uint64(bytes)))
	binary.LittleEndian.PutUint32(b[12:], uint32(uint64(bytes)>>32))
}

// readNotice checks a received notice against the receiving set and the transfer it announces
// (stage, want bytes): the bytes must be what the caller's tensors take and fit the buffer.
func readNotice(t tensor.Tensor, own *bufferSet, stage, want int) error {
	b := t.Bytes
	w0 := binary.LittleEndian.Uint32(b[0:])
	set := binary.LittleEndian.Uint32(b[4:])
	n := int(uint64(binary.LittleEndian.Uint32(b[8:])) | uint64(binary.LittleEndian.Uint32(b[12:]))<<32)
	switch {
	case w0>>16 != noticeMagic:
		return fmt.Errorf("a notice without the ipc mark (%#x), expected an ipc transfer (both executables need the same --transport)", w0)
	case set != uint32(own.id):
		return fmt.Errorf("a notice for buffer set %08x, expected this connection's %08x (the peer wrote buffers of an earlier connection)", set, uint32(own.id))
	case int(w0&0xffff) != stage%len(own.ptrs):
		return fmt.Errorf("a notice for buffer %d, expected %d (stage %d)", w0&0xffff, stage%len(own.ptrs), stage)
	case n != want:
		return fmt.Errorf("a notice of %d bytes, expected %d (the step header's rows at the plan's widths)", n, want)
	case n > own.bytes:
		return fmt.Errorf("a notice of %d bytes, more than the %d-byte receive buffer holds", n, own.bytes)
	}
	return nil
}

// copyTo enqueues the copies of bufs, back to back, into the buffer at dst on stream.
func copyTo(dev Device, dst uintptr, bufs []tensor.Tensor, stream uintptr) error {
	off := 0
	for _, b := range bufs {
		if err := dev.Copy(dst+uintptr(off), b.Ptr, b.Len(), stream); err != nil {
			return err
		}
		off += b.Len()
	}
	return nil
}

// copyFrom enqueues the copies out of the buffer at src, back to back, into bufs on stream.
func copyFrom(dev Device, src uintptr, bufs []tensor.Tensor, stream uintptr) error {
	off := 0
	for _, b := range bufs {
		if err := dev.Copy(b.Ptr, src+uintptr(off), b.Len(), stream); err != nil {
			return err
		}
		off += b.Len()
	}
	return nil
}

// slotGuard tracks, per stage, whether this side wrote the peer's buffer and has not yet had the
// peer's answer on that stage: a second write would overwrite bytes the peer may not have copied
// out yet.
type slotGuard struct {
	mu      sync.Mutex
	written []bool
}

func newSlotGuard(n int) *slotGuard { return &slotGuard{written: make([]bool, n)} }

// claim marks stage s's buffer written, failing if it still is.
func (g *slotGuard) claim(s int) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	i := s % len(g.written)
	if g.written[i] {
		return fmt.Errorf("the peer's buffer of stage %d still holds the previous transfer (no answer on the stage since), expected a send after each receive", s)
	}
	g.written[i] = true
	return nil
}

// answered frees stage s's buffer: the peer answered on the stage, the stage's exchange ended, or
// this side's write failed before anything was copied.
func (g *slotGuard) answered(s int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.written[s%len(g.written)] = false
}

// CUDA is the Device of the installed CUDA driver.
func CUDA() Device { return cudaDevice{} }

type cudaDevice struct{}

func (cudaDevice) Alloc(n int) (uintptr, error) {
	p, err := cu.MemAlloc(n)
	return uintptr(p), err
}

func (cudaDevice) Free(p uintptr) error { return cu.MemFree(cu.DevicePtr(p)) }

func (cudaDevice) Export(p uintptr) ([]byte, error) {
	h, err := cu.IpcGetMemHandle(cu.DevicePtr(p))
	if err != nil {
		return nil, err
	}
	return append([]byte(nil), h.Reserved[:]...), nil
}

func (cudaDevice) Open(handle []byte) (uintptr, error) {
	var h cu.IpcMemHandle
	if len(handle) != len(h.Reserved) {
		return 0, fmt.Errorf("ipc handle of %d bytes, expected %d", len(handle), len(h.Reserved))
	}
	copy(h.Reserved[:], handle)
	p, err := cu.IpcOpenMemHandle(h)
	return uintptr(p), err
}

func (cudaDevice) Unmap(p uintptr) error { return cu.IpcCloseMemHandle(cu.DevicePtr(p)) }

func (cudaDevice) Copy(dst, src uintptr, n int, stream uintptr) error {
	return cu.CopyDtoDAsync(cu.DevicePtr(dst), cu.DevicePtr(src), n, cu.Stream(stream))
}

func (cudaDevice) Sync() error { return cu.CtxSynchronize() }
