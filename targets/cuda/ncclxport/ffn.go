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

// FFNControl is the control side an FFN rank's transport needs (*connector.FFNSide is one).
type FFNControl interface {
	Peers() []int
	PeerEpochs() map[int]uint64
	ShareCollectiveIDWith(ctx context.Context, peer int, epoch uint64, c connector.CollectiveID) error
	DropPeer(peer int, epoch uint64, err error)
}

// FFN is an FFN rank's NCCL data plane: two-rank communicators with each connected attention peer,
// one per micro-batch stage (Options.Stages; this rank is rank 0 of each), made when the peer
// connects and aborted when it goes. Per pair, not one per block, because NCCL refuses two ranks of
// one communicator on one GPU, which is what two attention processes sharing a GPU would be; it also
// keeps a peer's loss from touching the others'. Per stage because a communicator runs its calls in
// issue order (comms).
//
// A watcher goroutine follows the control side: for every new connection (a peer's epoch) it makes
// a unique id a stage, sends them to that peer alone, and starts the communicators; a connection
// that is gone gets its communicators aborted (which also releases any kernel still waiting on the
// lost peer).
// A peer whose communicator fails is dropped from the control plane and takes no part in later
// transfers until it dials again: its transfers are skipped, so the other peers' rows of the step go
// on (each row is computed on its own).
type FFN struct {
	opt  Options
	ctl  FFNControl
	mine map[int]bool
	// iss is the thread of every NCCL call (set-ups and groups, which may span peers); it is
	// retired whenever a communicator is aborted, so no later call shares a thread with one.
	iss *issuer

	mu    sync.Mutex
	peers map[int]*peerComm // by attention rank: the communicator of its current connection
	group []*peerComm       // communicators used by the open group (Group)
	spans []func()          // the open group's transfers' timeline spans, ended once it is issued
	inGrp bool

	stop chan struct{}
	done chan struct{}
}

type peerComm struct {
	rank   int
	epoch  uint64
	comm   comms // one per stage
	ready  bool
	since  time.Time
	failed error
}

// NewFFN starts the FFN rank's data plane; communicators follow the connected peers from then on.
func NewFFN(ctl FFNControl, opt Options) (*FFN, error) {
	opt.defaults()
	if opt.Lib == nil {
		return nil, errors.New("ncclxport: no Lib, expected ncclxport.NCCL() or a test's")
	}
	t := &FFN{opt: opt, ctl: ctl, mine: map[int]bool{}, iss: newIssuer(opt.Bind), peers: map[int]*peerComm{}, stop: make(chan struct{}), done: make(chan struct{})}
	for _, p := range ctl.Peers() {
		t.mine[p] = true
	}
	t.follow()
	go t.watch()
	return t, nil
}

func (t *FFN) Name() string          { return Name }
func (t *FFN) Memory() tensor.Memory { return tensor.Device }

func (t *FFN) watch() { epjoin.Watch(t.opt.Poll, t.stop, t.done, t.follow) }

// follow brings the communicators in line with the connected peers, once.
func (t *FFN) follow() {
	eps := t.ctl.PeerEpochs()
	t.mu.Lock()
	var gone []*peerComm
	for r, pc := range t.peers {
		if ep, ok := eps[r]; !ok || ep != pc.epoch {
			gone = append(gone, pc)
			delete(t.peers, r)
		}
	}
	var fresh []int
	for r := range eps {
		if _, ok := t.peers[r]; !ok && t.mine[r] {
			fresh = append(fresh, r)
		}
	}
	live := make([]*peerComm, 0, len(t.peers))
	for _, pc := range t.peers {
		live = append(live, pc)
	}
	t.mu.Unlock()
	for _, pc := range gone {
		if pc.comm != nil {
			pc.comm.Abort()
			t.iss.retire()
		}
		t.opt.Log.Info("nccl: peer gone; communicator aborted", "attention", pc.rank, "epoch", pc.epoch)
	}
	slices.Sort(fresh)
	for _, r := range fresh {
		t.start(r, eps[r])
	}
	for _, pc := range live {
		t.poll(pc)
	}
}

// start bootstraps the communicator of a new connection: a fresh id to that peer, then this rank's
// side of the set-up, which completes when the peer joins (see poll).
func (t *FFN) start(rank int, epoch uint64) {
	pc := &peerComm{rank: rank, epoch: epoch, since: time.Now()}
	err := func() error {
		ids, err := newUniqueIDs(t.opt.Lib, t.opt.Stages)
		if err != nil {
			return err
		}
		ctx, cancel := context.WithTimeout(context.Background(), t.opt.Timeout)
		defer cancel()
		if err := t.ctl.ShareCollectiveIDWith(ctx, rank, epoch, connector.CollectiveID{Transport: Name, ID: ids}); err != nil {
			return err
		}
		return t.iss.do(func() (err error) { pc.comm, err = initComms(t.opt.Lib, ids, 2, 0); return err })
	}()
	if err != nil {
		t.drop(pc, fmt.Errorf("nccl data plane to attention rank %d: bootstrap: %w", rank, err))
		return
	}
	t.mu.Lock()
	t.peers[rank] = pc
	t.mu.Unlock()
}

// poll checks one communicator: set-up finished, overdue, or failed.
func (t *FFN) poll(pc *peerComm) {
	t.mu.Lock()
	ready, failed := pc.ready, pc.failed
	t.mu.Unlock()
	if failed != nil {
		return
	}
	pending, err := pc.comm.Pending()
	switch {
	case err != nil:
		t.drop(pc, fmt.Errorf("nccl data plane to attention rank %d: %w", pc.rank, err))
	case !ready && !pending:
		t.mu.Lock()
		pc.ready = true
		t.mu.Unlock()
		t.opt.Log.Info("nccl: communicator ready", "attention", pc.rank, "epoch", pc.epoch)
	case !ready && time.Since(pc.since) > t.opt.Timeout:
		t.drop(pc, fmt.Errorf("nccl data plane to attention rank %d: communicator not set up within %v", pc.rank, t.opt.Timeout))
	}
}

// drop marks a peer's communicator failed, aborts it and ends the peer's connection, so that it
// dials again and gets a fresh pair.
func (t *FFN) drop(pc *peerComm, err error) {
	t.mu.Lock()
	first := pc.failed == nil
	if first {
		pc.failed = err
	}
	t.mu.Unlock()
	if !first {
		return
	}
	t.opt.Log.Warn("nccl: peer dropped", "attention", pc.rank, "err", err)
	if pc.comm != nil {
		pc.comm.Abort()
		t.iss.retire()
	}
	t.ctl.DropPeer(pc.rank, pc.epoch, err)
}

// Group issues the transfers f makes as one NCCL group (connector.Gather and Scatter use it), so
// the receives from all peers of a layer and stage proceed together.
func (t *FFN) Group(f func() error) error {
	t.mu.Lock()
	if t.inGrp {
		t.mu.Unlock()
		return f()
	}
	t.inGrp, t.group = true, nil
	t.mu.Unlock()
	err := t.iss.do(func() error { return group(t.opt.Lib, f) })
	t.mu.Lock()
	used, spans := t.group, t.spans
	t.inGrp, t.group, t.spans = false, nil, nil
	t.mu.Unlock()
	if err == nil {
		t.settle(used)
	}
	for _, end := range spans {
		end()
	}
	return err
}

// settle waits until the communicators a group used have issued it; one that fails or stays
// pending is dropped (its peer's transfers are lost, the others' go on).
func (t *FFN) settle(used []*peerComm) {
	for _, pc := range used {
		if err := waitReady(context.Background(), pc.comm, t.opt, nil); err != nil {
			t.drop(pc, fmt.Errorf("nccl data plane to attention rank %d: issue: %w", pc.rank, err))
		}
	}
}

// Send enqueues one peer's result rows on the stage's stream.
func (t *FFN) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	return t.transfer(ctx, q, peer, tag, data, "send")
}

// Recv enqueues the receipt of one peer's rows into the caller's device buffers.
func (t *FFN) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	return t.transfer(ctx, q, peer, tag, into, "recv")
}

func (t *FFN) transfer(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, bufs []tensor.Tensor, dir string) error {
	where := fmt.Sprintf("nccl %s %s with attention rank %d", dir, tag, peer)
	if !t.mine[peer] {
		return fmt.Errorf("%s: attention rank %d is not a peer of this ffn rank", where, peer)
	}
	stream, empty, err := transferStream(q, bufs)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if empty {
		return nil
	}
	pc, err := t.readyComm(ctx, peer)
	if err != nil {
		// The peer is gone or its pair failed: it is dropped and takes no part; the others' rows go on.
		t.opt.Log.Warn("nccl: transfer skipped", "where", where, "err", err)
		return nil
	}
	endSpan := openSpan(q, Name, dir, tag.Layer, tag.Stage)
	t.mu.Lock()
	inGrp := t.inGrp
	if inGrp {
		if !slices.Contains(t.group, pc) {
			t.group = append(t.group, pc)
		}
		t.spans = append(t.spans, endSpan)
	}
	t.mu.Unlock()
	if !inGrp {
		defer endSpan()
	}
	comm := pc.comm.forStage(tag.Stage)
	issueAll := func() error { return issue(comm, dir, 1, stream, bufs) }
	if inGrp {
		err = issueAll()
	} else {
		err = t.iss.do(func() error { return group(t.opt.Lib, issueAll) })
		if err == nil {
			t.settle([]*peerComm{pc})
		}
	}
	if err != nil {
		t.drop(pc, fmt.Errorf("%s: %w", where, err))
		return nil
	}
	enqueued(q)
	t.opt.Stats.addBytes(tag.Layer, tag.Stage, dir, byteLen(bufs))
	return nil
}

// readyComm returns peer's communicator once set up, polling its set-up here (the caller holds the
// device thread, and the set-up needs only the peer); bounded by the timeout.
func (t *FFN) readyComm(ctx context.Context, peer int) (*peerComm, error) {
	t.mu.Lock()
	pc := t.peers[peer]
	t.mu.Unlock()
	if pc == nil {
		// A peer sends a step only once its side of the communicator is set up, which needs this
		// rank's side started: a peer without one is not (or no longer) connected. (follow is not
		// called from here: it drives the device thread, which the caller holds.)
		return nil, fmt.Errorf("no communicator with attention rank %d (not connected)", peer)
	}
	t.mu.Lock()
	ready, failed := pc.ready, pc.failed
	t.mu.Unlock()
	if failed != nil {
		return nil, failed
	}
	if ready {
		return pc, nil
	}
	if err := waitReady(ctx, pc.comm, t.opt, nil); err != nil {
		err = fmt.Errorf("nccl data plane to attention rank %d: set-up: %w", peer, err)
		t.drop(pc, err)
		return nil, err
	}
	t.mu.Lock()
	pc.ready = true
	t.mu.Unlock()
	return pc, nil
}

// Close aborts every communicator and stops the watcher; the control side is the caller's.
func (t *FFN) Close() error {
	select {
	case <-t.stop:
		return nil
	default:
	}
	close(t.stop)
	<-t.done
	t.mu.Lock()
	all := t.peers
	t.peers = map[int]*peerComm{}
	t.mu.Unlock()
	for _, pc := range all {
		if pc.comm != nil {
			pc.comm.Abort()
		}
	}
	t.iss.retire()
	return nil
}
