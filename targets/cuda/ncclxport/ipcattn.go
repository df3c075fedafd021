package ncclxport

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"afdc/runtime/connector"
	"afdc/runtime/epjoin"
	"afdc/runtime/tensor"
)

// IPCAttnControl is the control connection an attention rank's IPC plane needs
// (*connector.AttnSide is one): the buffer handles go both ways as collective ids, and the notices
// go over its TCP transport.
type IPCAttnControl interface {
	AttnControl
	ShareCollectiveID(ctx context.Context, c connector.CollectiveID) error
	Transport() connector.Transport
}

// IPCAttn is an attention rank's CUDA IPC data plane to its FFN rank on the same GPU, for the life
// of one control connection (see IPC for the protocol). When the control connection fails, every
// later transfer fails at once naming the FFN rank; Close releases the buffers and mappings, and
// the runtime builds a new IPCAttn, with fresh buffers, for the next connection.
type IPCAttn struct {
	opt   Options
	ctl   IPCAttnControl
	tcp   connector.Transport
	owner int
	iss   *issuer
	own   *bufferSet // this rank's receive buffers, written by the FFN rank
	peer  *bufferSet // the FFN rank's receive buffers, mapped here
	guard *slotGuard

	use    sync.RWMutex // transfers hold it shared; Close takes it to release the buffers
	mu     sync.Mutex
	failed error
	closed bool

	stop chan struct{}
	done chan struct{}
}

// NewIPCAttn allocates and exports this rank's receive buffers (opt.SlotBytes each, one per
// opt.Stages), sends their handles to the FFN rank, and maps the FFN rank's buffers once their
// handles come back. Every wait is bounded by opt.Timeout and ctx.
func NewIPCAttn(ctx context.Context, ctl IPCAttnControl, opt Options) (*IPCAttn, error) {
	opt.defaults()
	owner := ctl.Owner()
	where := fmt.Sprintf("ipc data plane to ffn rank %d", owner)
	if opt.Dev == nil {
		return nil, fmt.Errorf("%s: no device, expected ncclxport.CUDA() or a test's", where)
	}
	if opt.SlotBytes <= 0 {
		return nil, fmt.Errorf("%s: receive buffers of %d bytes, expected the most rows a step times the widest row (> 0)", where, opt.SlotBytes)
	}
	t := &IPCAttn{opt: opt, ctl: ctl, tcp: ctl.Transport(), owner: owner, iss: newIssuer(opt.Bind), guard: newSlotGuard(opt.Stages),
		stop: make(chan struct{}), done: make(chan struct{})}
	err := func() error {
		own, enc, err := allocSet(t.iss, opt.Dev, opt.Stages, opt.SlotBytes)
		if err != nil {
			return err
		}
		t.own = own
		wait, cancel := context.WithTimeout(ctx, opt.Timeout)
		defer cancel()
		if err := ctl.ShareCollectiveID(wait, connector.CollectiveID{Transport: IPC, ID: enc}); err != nil {
			return fmt.Errorf("send the buffer handles: %w", err)
		}
		c, err := ctl.CollectiveID(wait)
		if err != nil {
			if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
				return fmt.Errorf("no buffer handles from the ffn rank within %v", opt.Timeout)
			}
			return fmt.Errorf("wait for the ffn rank's buffer handles: %w", err)
		}
		if c.Transport != IPC {
			return fmt.Errorf("the ffn rank offers a %q data plane, expected %q (both executables need the same --transport)", c.Transport, IPC)
		}
		t.peer, err = openSet(t.iss, opt.Dev, c.ID, opt.Stages, opt.SlotBytes)
		return err
	}()
	if err != nil {
		t.release()
		return nil, fmt.Errorf("%s: %w", where, err)
	}
	go epjoin.Watch(t.opt.Poll, t.stop, t.done, t.follow)
	opt.Log.Info("ipc: buffers mapped", "ffn", owner, "stages", opt.Stages, "bytes", opt.SlotBytes)
	return t, nil
}

// follow fails the pair once the control connection failed, so later transfers fail at once.
func (t *IPCAttn) follow() {
	if err := t.ctl.Err(); err != nil {
		t.fail(fmt.Errorf("ffn rank %d lost: %w", t.owner, err))
	}
}

// fail records why the pair is done; the first reason wins.
func (t *IPCAttn) fail(err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.failed == nil {
		t.failed = err
		t.opt.Log.Warn("ipc: pair failed", "ffn", t.owner, "err", err)
	}
}

// Err is why the pair failed, or nil.
func (t *IPCAttn) Err() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.failed
}

func (t *IPCAttn) Name() string          { return IPC }
func (t *IPCAttn) Memory() tensor.Memory { return tensor.Device }

// Close stops the watcher and, once no transfer is running, releases this rank's buffers and its
// mappings of the FFN rank's; the control connection is the caller's.
func (t *IPCAttn) Close() error {
	t.mu.Lock()
	if t.closed {
		t.mu.Unlock()
		return nil
	}
	t.closed = true
	t.mu.Unlock()
	close(t.stop)
	<-t.done
	t.fail(fmt.Errorf("ffn rank %d: ipc data plane closed", t.owner))
	t.use.Lock()
	defer t.use.Unlock()
	return t.release()
}

// release frees the buffers and mappings and ends the issuing thread.
func (t *IPCAttn) release() error {
	err := errors.Join(t.peer.release(t.iss, t.opt.Dev, true), t.own.release(t.iss, t.opt.Dev, false))
	t.iss.retire()
	if err != nil {
		t.opt.Log.Warn("ipc: release", "ffn", t.owner, "err", err)
	}
	return err
}

// Send copies one layer's and stage's payload into the FFN rank's buffer of the stage on the
// stage's stream, waits for the stream, and sends the notice.
func (t *IPCAttn) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	where := fmt.Sprintf("ipc send %s to ffn rank %d", tag, t.owner)
	stream, empty, err := t.begin(q, peer, data)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if empty {
		return nil
	}
	defer t.use.RUnlock()
	n := byteLen(data)
	if n > t.peer.bytes {
		return fmt.Errorf("%s: %d bytes, more than the ffn rank's %d-byte receive buffer holds", where, n, t.peer.bytes)
	}
	if err := t.guard.claim(tag.Stage); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	endSpan := openSpan(q, IPC, "send", tag.Layer, tag.Stage)
	dst := t.peer.ptrs[tag.Stage%len(t.peer.ptrs)]
	err = onQueue(q, t.iss, func() error { return copyTo(t.opt.Dev, dst, data, stream) })
	endSpan()
	if err != nil {
		t.guard.answered(tag.Stage)
		err = fmt.Errorf("%s: copy: %w", where, err)
		t.fail(err)
		return err
	}
	enqueued(q)
	notice := newNotice(data[0].Rows())
	writeNotice(notice, t.peer.id, tag.Stage, n)
	if err := t.tcp.Send(ctx, q, peer, tag, []tensor.Tensor{notice}); err != nil {
		return fmt.Errorf("%s: %w", where, t.failOnPeer(err))
	}
	t.opt.Stats.addBytes(tag.Layer, tag.Stage, "send", n)
	return nil
}

// Recv waits for the FFN rank's notice of one layer's and stage's output, checks it, and copies
// the bytes out of this rank's buffer of the stage into into on the stage's stream.
func (t *IPCAttn) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	where := fmt.Sprintf("ipc recv %s from ffn rank %d", tag, t.owner)
	stream, empty, err := t.begin(q, peer, into)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if empty {
		return nil
	}
	defer t.use.RUnlock()
	notice := newNotice(into[0].Rows())
	err = t.tcp.Recv(ctx, nil, peer, tag, []tensor.Tensor{notice})
	// The stage's exchange ended, delivered or not: the FFN rank has answered (or will not).
	t.guard.answered(tag.Stage)
	if err != nil {
		return fmt.Errorf("%s: %w", where, t.failOnPeer(err))
	}
	n := byteLen(into)
	if err := readNotice(notice, t.own, tag.Stage, n); err != nil {
		err = fmt.Errorf("%s: ffn rank %d sent %w", where, t.owner, err)
		t.fail(err)
		t.ctl.Close()
		return err
	}
	endSpan := openSpan(q, IPC, "recv", tag.Layer, tag.Stage)
	src := t.own.ptrs[tag.Stage%len(t.own.ptrs)]
	err = onQueue(q, t.iss, func() error { return copyFrom(t.opt.Dev, src, into, stream) })
	endSpan()
	if err != nil {
		err = fmt.Errorf("%s: copy: %w", where, err)
		t.fail(err)
		return err
	}
	enqueued(q)
	t.opt.Stats.addBytes(tag.Layer, tag.Stage, "recv", n)
	return nil
}

// begin checks a transfer and, unless it is empty, holds the buffers for it (the caller releases
// t.use): the pair must not have failed, peer must be the owner, the tensors device tensors of one
// row count, q a queue with a CUDA stream.
func (t *IPCAttn) begin(q tensor.Queue, peer int, bufs []tensor.Tensor) (uintptr, bool, error) {
	if peer != t.owner {
		return 0, false, fmt.Errorf("ffn rank %d is not this rank's owner (ffn rank %d)", peer, t.owner)
	}
	if err := t.Err(); err != nil {
		return 0, false, err
	}
	stream, empty, err := transferStream(q, bufs)
	if empty || err != nil {
		return 0, empty, err
	}
	t.use.RLock()
	if err := t.Err(); err != nil {
		t.use.RUnlock()
		return 0, false, err
	}
	return stream, false, nil
}

// failOnPeer records a control connection's failure as the pair's (a lost FFN rank) and returns
// err.
func (t *IPCAttn) failOnPeer(err error) error {
	if cerr := t.ctl.Err(); cerr != nil {
		t.fail(fmt.Errorf("ffn rank %d lost: %w", t.owner, cerr))
	}
	return err
}
