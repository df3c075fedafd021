package ncclxport

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"afdc/runtime/connector"
	"afdc/runtime/epjoin"
	"afdc/runtime/tensor"
)

// IPCFFNControl is the control side an FFN rank's IPC plane needs (*connector.FFNSide is one).
type IPCFFNControl interface {
	FFNControl
	PeerCollectiveID(peer int, epoch uint64) (connector.CollectiveID, bool, error)
	Transport() connector.Transport
}

// IPCFFN is an FFN rank's CUDA IPC data plane to the attention peers that share its GPU (see IPC
// for the protocol). A watcher follows the control side: for every new connection (a peer's epoch)
// it waits for the peer's buffer handles, maps them, allocates and exports this rank's receive
// buffers of the same size and sends their handles back; a connection that is gone gets its
// buffers freed and its mappings closed. A peer whose transfer fails, or that sends a notice that
// does not match, is dropped from the step (connector.DroppedError) and from the control plane, so
// it dials again and gets fresh buffers; the other peers' rows go on.
type IPCFFN struct {
	opt  Options
	ctl  IPCFFNControl
	tcp  connector.Transport
	mine map[int]bool
	iss  *issuer

	mu       sync.Mutex
	peers    map[int]*ipcPeer // by attention rank: the buffers of its current connection
	releases sync.WaitGroup

	stop chan struct{}
	done chan struct{}
}

type ipcPeer struct {
	rank   int
	epoch  uint64
	since  time.Time
	own    *bufferSet // this rank's receive buffers for the peer
	remote *bufferSet // the peer's, mapped here
	guard  *slotGuard
	ready  bool
	failed error

	use sync.RWMutex // transfers hold it shared; releasing the buffers takes it
}

// NewIPCFFN starts the FFN rank's IPC data plane; buffers follow the connected peers from then on.
func NewIPCFFN(ctl IPCFFNControl, opt Options) (*IPCFFN, error) {
	opt.defaults()
	if opt.Dev == nil {
		return nil, errors.New("ipc data plane: no device, expected ncclxport.CUDA() or a test's")
	}
	t := &IPCFFN{opt: opt, ctl: ctl, tcp: ctl.Transport(), mine: map[int]bool{}, iss: newIssuer(opt.Bind),
		peers: map[int]*ipcPeer{}, stop: make(chan struct{}), done: make(chan struct{})}
	for _, p := range ctl.Peers() {
		t.mine[p] = true
	}
	t.follow()
	go epjoin.Watch(opt.Poll, t.stop, t.done, t.follow)
	return t, nil
}

func (t *IPCFFN) Name() string          { return IPC }
func (t *IPCFFN) Memory() tensor.Memory { return tensor.Device }

// follow brings the buffers in line with the connected peers, once.
func (t *IPCFFN) follow() {
	eps := t.ctl.PeerEpochs()
	t.mu.Lock()
	var gone, pending []*ipcPeer
	for r, pc := range t.peers {
		if ep, ok := eps[r]; !ok || ep != pc.epoch {
			gone = append(gone, pc)
			delete(t.peers, r)
		} else if !pc.ready && pc.failed == nil {
			pending = append(pending, pc)
		}
	}
	for r, ep := range eps {
		if _, ok := t.peers[r]; !ok && t.mine[r] {
			pc := &ipcPeer{rank: r, epoch: ep, since: time.Now(), guard: newSlotGuard(t.opt.Stages)}
			t.peers[r] = pc
			pending = append(pending, pc)
		}
	}
	t.mu.Unlock()
	for _, pc := range gone {
		t.opt.Log.Info("ipc: peer gone; buffers released", "attention", pc.rank, "epoch", pc.epoch)
		t.release(pc)
	}
	slices.SortFunc(pending, func(a, b *ipcPeer) int { return a.rank - b.rank })
	for _, pc := range pending {
		t.setUp(pc)
	}
}

// setUp maps a new connection's buffers once its peer sent their handles, and answers with this
// rank's; a peer that sends none within the timeout, or bad ones, is dropped.
func (t *IPCFFN) setUp(pc *ipcPeer) {
	where := fmt.Sprintf("ipc data plane to attention rank %d", pc.rank)
	c, ok, err := t.ctl.PeerCollectiveID(pc.rank, pc.epoch)
	if err != nil {
		return // the connection is gone: the next follow releases it
	}
	if !ok {
		if time.Since(pc.since) > t.opt.Timeout {
			t.drop(pc, fmt.Errorf("%s: no buffer handles from the peer within %v", where, t.opt.Timeout))
		}
		return
	}
	// The buffers are made under the peer's use lock, which release takes before it frees them: a
	// release begun meanwhile (a timed-out transfer dropped the peer) waits for the set-up and frees
	// what it made, and a set-up that comes after a release makes nothing.
	pc.use.Lock()
	defer pc.use.Unlock()
	t.mu.Lock()
	failed := pc.failed
	t.mu.Unlock()
	if failed != nil {
		return
	}
	err = func() error {
		if c.Transport != IPC {
			return fmt.Errorf("the peer offers a %q data plane, expected %q (both executables need the same --transport)", c.Transport, IPC)
		}
		remote, err := openSet(t.iss, t.opt.Dev, c.ID, t.opt.Stages, 0)
		if err != nil {
			return err
		}
		pc.remote = remote
		own, enc, err := allocSet(t.iss, t.opt.Dev, t.opt.Stages, remote.bytes)
		if err != nil {
			return err
		}
		pc.own = own
		ctx, cancel := context.WithTimeout(context.Background(), t.opt.Timeout)
		defer cancel()
		return t.ctl.ShareCollectiveIDWith(ctx, pc.rank, pc.epoch, connector.CollectiveID{Transport: IPC, ID: enc})
	}()
	if err != nil {
		t.drop(pc, fmt.Errorf("%s: set-up: %w", where, err))
		return
	}
	t.mu.Lock()
	pc.ready = true
	t.mu.Unlock()
	t.opt.Log.Info("ipc: buffers mapped", "attention", pc.rank, "epoch", pc.epoch, "bytes", pc.own.bytes)
}

// drop marks a peer failed, ends its connection (it dials again and gets fresh buffers) and
// releases its buffers once no transfer uses them.
func (t *IPCFFN) drop(pc *ipcPeer, err error) {
	t.mu.Lock()
	first := pc.failed == nil
	if first {
		pc.failed = err
	}
	t.mu.Unlock()
	if !first {
		return
	}
	t.opt.Log.Warn("ipc: peer dropped", "attention", pc.rank, "err", err)
	t.ctl.DropPeer(pc.rank, pc.epoch, err)
	t.release(pc)
}

// release frees a peer's buffers and closes its mappings, on a goroutine of its own once no
// transfer holds them (the caller may be one).
func (t *IPCFFN) release(pc *ipcPeer) {
	t.releases.Add(1)
	go func() {
		defer t.releases.Done()
		pc.use.Lock()
		defer pc.use.Unlock()
		t.mu.Lock()
		if pc.failed == nil {
			pc.failed = fmt.Errorf("attention rank %d: connection gone", pc.rank)
		}
		remote, own := pc.remote, pc.own
		pc.remote, pc.own = nil, nil
		t.mu.Unlock()
		if err := errors.Join(remote.release(t.iss, t.opt.Dev, true), own.release(t.iss, t.opt.Dev, false)); err != nil {
			t.opt.Log.Warn("ipc: release", "attention", pc.rank, "err", err)
		}
	}()
}

// Close stops the watcher and releases every peer's buffers; the control side is the caller's.
func (t *IPCFFN) Close() error {
	select {
	case <-t.stop:
		return nil
	default:
	}
	close(t.stop)
	<-t.done
	t.mu.Lock()
	all := t.peers
	t.peers = map[int]*ipcPeer{}
	t.mu.Unlock()
	for _, pc := range all {
		t.release(pc)
	}
	t.releases.Wait()
	t.iss.retire()
	return nil
}

// peerFor returns peer's buffers for a transfer, held (the caller releases pc.use), waiting for
// the set-up within the timeout; a peer without usable buffers comes back as a DroppedError.
func (t *IPCFFN) peerFor(ctx context.Context, peer int) (*ipcPeer, error) {
	deadline := time.Now().Add(t.opt.Timeout)
	for {
		t.mu.Lock()
		pc := t.peers[peer]
		var ready bool
		var failed error
		if pc != nil {
			ready, failed = pc.ready, pc.failed
		}
		t.mu.Unlock()
		switch {
		case pc == nil:
			return nil, &connector.DroppedError{Peer: peer, Err: fmt.Errorf("no ipc buffers with attention rank %d (not connected)", peer)}
		case failed != nil:
			return nil, &connector.DroppedError{Peer: peer, Err: failed}
		case ready:
			pc.use.RLock()
			t.mu.Lock()
			failed = pc.failed
			t.mu.Unlock()
			if failed != nil {
				pc.use.RUnlock()
				return nil, &connector.DroppedError{Peer: peer, Err: failed}
			}
			return pc, nil
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if time.Now().After(deadline) {
			err := fmt.Errorf("ipc data plane to attention rank %d: buffers not set up within %v", peer, t.opt.Timeout)
			t.drop(pc, err)
			return nil, &connector.DroppedError{Peer: peer, Err: err}
		}
		time.Sleep(t.opt.Poll / 10)
	}
}

// begin checks a transfer with peer of bufs on q and returns the peer's connection, its use
// read-locked, and the stream; a nil connection and error for an empty transfer (nothing to move).
// where prefixes the errors that are not the peer's own.
func (t *IPCFFN) begin(ctx context.Context, q tensor.Queue, peer int, bufs []tensor.Tensor, where string) (*ipcPeer, uintptr, error) {
	if !t.mine[peer] {
		return nil, 0, fmt.Errorf("%s: attention rank %d is not a peer of this ffn rank", where, peer)
	}
	stream, empty, err := transferStream(q, bufs)
	if err != nil {
		return nil, 0, fmt.Errorf("%s: %w", where, err)
	}
	if empty {
		return nil, 0, nil
	}
	pc, err := t.peerFor(ctx, peer)
	if err != nil {
		return nil, 0, err
	}
	return pc, stream, nil
}

// Send copies one peer's result rows into its buffer of the stage on the stage's stream, waits for
// the stream and sends the notice.
func (t *IPCFFN) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	where := fmt.Sprintf("ipc send %s to attention rank %d", tag, peer)
	pc, stream, err := t.begin(ctx, q, peer, data, where)
	if pc == nil || err != nil {
		return err
	}
	defer pc.use.RUnlock()
	n := byteLen(data)
	if n > pc.remote.bytes {
		return fmt.Errorf("%s: %d bytes, more than the peer's %d-byte receive buffer holds", where, n, pc.remote.bytes)
	}
	if err := pc.guard.claim(tag.Stage); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	endSpan := openSpan(q, IPC, "send", tag.Layer, tag.Stage)
	dst := pc.remote.ptrs[tag.Stage%len(pc.remote.ptrs)]
	err = onQueue(q, t.iss, func() error { return copyTo(t.opt.Dev, dst, data, stream) })
	endSpan()
	if err != nil {
		pc.guard.answered(tag.Stage)
		err = fmt.Errorf("%s: copy: %w", where, err)
		t.drop(pc, err)
		return &connector.DroppedError{Peer: peer, Err: err}
	}
	enqueued(q)
	notice := newNotice(data[0].Rows())
	writeNotice(notice, pc.remote.id, tag.Stage, n)
	if err := t.tcp.Send(ctx, q, peer, tag, []tensor.Tensor{notice}); err != nil {
		return err
	}
	t.opt.Stats.addBytes(tag.Layer, tag.Stage, "send", n)
	return nil
}

// Recv waits for one peer's notice, checks it, and copies the rows out of this rank's buffer for
// the peer into into on the stage's stream. A notice that does not match drops the peer.
func (t *IPCFFN) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	where := fmt.Sprintf("ipc recv %s from attention rank %d", tag, peer)
	pc, stream, err := t.begin(ctx, q, peer, into, where)
	if pc == nil || err != nil {
		return err
	}
	defer pc.use.RUnlock()
	notice := newNotice(into[0].Rows())
	err = t.tcp.Recv(ctx, nil, peer, tag, []tensor.Tensor{notice})
	pc.guard.answered(tag.Stage)
	if err != nil {
		return err
	}
	n := byteLen(into)
	if err := readNotice(notice, pc.own, tag.Stage, n); err != nil {
		err = fmt.Errorf("%s: the peer sent %w", where, err)
		t.drop(pc, err)
		return &connector.DroppedError{Peer: peer, Err: err}
	}
	endSpan := openSpan(q, IPC, "recv", tag.Layer, tag.Stage)
	src := pc.own.ptrs[tag.Stage%len(pc.own.ptrs)]
	err = onQueue(q, t.iss, func() error { return copyFrom(t.opt.Dev, src, into, stream) })
	endSpan()
	if err != nil {
		err = fmt.Errorf("%s: copy: %w", where, err)
		t.drop(pc, err)
		return &connector.DroppedError{Peer: peer, Err: err}
	}
	enqueued(q)
	t.opt.Stats.addBytes(tag.Layer, tag.Stage, "recv", n)
	return nil
}
