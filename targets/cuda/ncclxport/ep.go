package ncclxport

import (
	"bytes"
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

// Expert parallelism over NCCL (docs/ep.md). In an --ep N deployment with A attention ranks every
// rank joins one communicator of A+N ranks (one per micro-batch stage, as for a pair: a
// communicator runs its calls in issue order). Ranks are numbered expert ranks first:
//
//	expert rank n    -> communicator rank n        (0 <= n < N)
//	attention rank a -> communicator rank N + a    (0 <= a < A)
//
// The ranks agree on the unique ids by runtime/epjoin's protocol: expert rank 0 makes them once
// every attention rank is connected to it (and again whenever one of those connections changes)
// and sends them to each attention rank; an attention rank passes them on to expert ranks
// 1..N-1, which are connected to attention ranks only. An expert rank n >= 1 joins once every
// attention rank has passed it the same ids. A communicator is a generation: one that fails (a
// lost rank, an NCCL error, transfers past the timeout) is aborted at every rank and the next ids
// from expert rank 0 start the next one.
//
// The rows of each layer and stage (a dispatch's hidden rows to every expert rank, a combine's
// (token, expert) rows back) move device to device on the stage's stream, as one group per layer,
// stage and direction, sized from the routing both sides hold before the transfer; a peer with no
// rows is skipped by both. The routing itself (the step header's count of rows) goes over the
// rendezvous connection: both sides need it on the host to size the rows.

// EPRank is a rank's number in an expert-parallel communicator of experts expert ranks (see above).
func EPRank(attention bool, rank, experts int) int {
	if attention {
		return experts + rank
	}
	return rank
}

// epIDs checks a collective id of an expert-parallel communicator: the nccl transport's, one
// unique id a stage.
func epIDs(c connector.CollectiveID) error {
	if c.Transport != Name {
		return fmt.Errorf("a %q data plane, expected %q (every executable needs the same --transport)", c.Transport, Name)
	}
	if len(c.ID) == 0 || len(c.ID)%uniqueIDBytes != 0 {
		return fmt.Errorf("collective id of %d bytes, expected a positive multiple of %d (one NCCL unique id a stage)", len(c.ID), uniqueIDBytes)
	}
	return nil
}

// epGen is one communicator generation as one rank sees it.
type epGen struct {
	ids    []byte
	comm   comms
	epochs map[int]uint64 // expert side: the attention peers' connections it was made for
	since  time.Time      // when its set-up began
	ready  bool
	failed error

	// Attention side: transfers enqueued since the last Check, and their timing marks.
	active bool
	step   uint64
	began  time.Time
	marks  []pendingMark
	with   map[int]bool // the expert ranks those transfers are with
}

// end fails a generation with err (the first reason wins); false when there is none or it has
// failed already. The caller holds its plane's lock.
func (g *epGen) end(err error) bool {
	if g == nil || g.failed != nil {
		return false
	}
	g.failed = err
	return true
}

// epXfer is what an open group enqueued: one layer, stage and direction on one stream.
type epXfer struct {
	layer, stage int
	dir          string
	stream       uintptr
	q            tensor.Queue
	start        Mark
}

// epTransfer checks one rows transfer's buffers and returns the stream to enqueue it on; empty: no
// rows, nothing moves.
func epTransfer(q tensor.Queue, bufs []tensor.Tensor) (stream uintptr, empty bool, err error) {
	if len(bufs) != 1 {
		return 0, false, fmt.Errorf("%d tensors, expected 1 (the rows)", len(bufs))
	}
	return transferStream(q, bufs)
}

// ---------------------------------------------------------------------------------------------
// Attention side.

// EPAttnControl is an attention rank's connection to one expert rank, as the rows plane needs it
// (*connector.AttnSide is one).
type EPAttnControl = epjoin.AttnControl

// EPAttn is an attention rank's NCCL rows plane to all N expert ranks. Each connection to an
// expert rank gets its transport from Link (the runtime builds one per connection); the
// communicator is made once every expert rank is connected and expert rank 0 has sent its ids. A
// watcher fails the communicator when a connection is lost, NCCL reports an error, or a step's
// transfers stay in flight past the timeout: the step then fails at Check naming the expert rank,
// every connection is dropped (so that every rank meets again), and the next ids start a new one.
type EPAttn struct {
	opt         Options
	experts     int
	self, ranks int // this attention rank; the communicator's size (A + N)
	timer       Timer
	iss         *issuer

	mu      sync.Mutex
	sides   epjoin.Sides // per expert rank, its current connection (nil: none)
	gen     *epGen
	started epjoin.Started // the ids of the last generation joined: never joined twice
	closed  bool
	inGrp   bool   // a Group is open (its transfers are issued on the issuer's thread)
	grpGen  *epGen // the communicator the open group used
	grpXfer *epXfer
	// failedStep and failedErr: the step in flight when a communicator failed, and why, for its
	// Check even once a new communicator has replaced it.
	failedStep uint64
	failedErr  error

	stop chan struct{}
	done chan struct{}
}

// NewEPAttn starts attention rank self's rows plane to experts expert ranks, in a deployment of
// attention attention ranks.
func NewEPAttn(opt Options, attention, experts, self int) (*EPAttn, error) {
	opt.defaults()
	if opt.Lib == nil {
		return nil, errors.New("ncclxport: no Lib, expected ncclxport.NCCL() or a test's")
	}
	if attention < 1 || experts < 1 || self < 0 || self >= attention {
		return nil, fmt.Errorf("nccl rows plane: attention rank %d of %d with %d expert ranks, expected 0 <= rank < attention ranks and at least 1 expert rank", self, attention, experts)
	}
	t := &EPAttn{opt: opt, experts: experts, self: self, ranks: attention + experts, iss: newIssuer(opt.Bind),
		sides: make(epjoin.Sides, experts), stop: make(chan struct{}), done: make(chan struct{})}
	t.timer, _ = opt.Lib.(Timer)
	go t.watch()
	return t, nil
}

// Link is the transport of a new connection to expert rank n: its routing (the step header's rows)
// goes over tcp, the connection's own transport; its rows over the communicator. Closing it (the
// connection was lost) fails the current communicator.
func (t *EPAttn) Link(n int, side EPAttnControl, tcp connector.Transport) (*EPLink, error) {
	if n < 0 || n >= t.experts {
		return nil, fmt.Errorf("nccl rows plane: expert rank %d, expected 0..%d", n, t.experts-1)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return nil, errors.New("nccl rows plane: closed")
	}
	if t.sides.Set(n, side) && t.gen != nil && t.gen.failed == nil {
		go t.fail(fmt.Errorf("expert rank %d: connection replaced", n), true)
	}
	return &EPLink{t: t, rank: n, side: side, tcp: tcp}, nil
}

// unlink forgets a connection that ended; the communicator it was part of fails, and every other
// connection is dropped too: only a new connection to expert rank 0 gets new ids from it.
func (t *EPAttn) unlink(n int, side EPAttnControl) {
	t.mu.Lock()
	mine := t.sides.Forget(n, side)
	t.mu.Unlock()
	if mine {
		t.fail(fmt.Errorf("expert rank %d: connection closed", n), true)
	}
}

// Ready is nil once a communicator with every expert rank is set up, else why not.
func (t *EPAttn) Ready() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	st := epjoin.AttnState{Lib: "nccl", IDName: "unique id", Sides: t.sides, Began: t.gen != nil}
	if t.gen != nil {
		st.Failed, st.SetUp = t.gen.failed, t.gen.ready
	}
	return st.Ready()
}

func (t *EPAttn) watch() { epjoin.Watch(t.opt.Poll, t.stop, t.done, t.follow) }

// follow checks the current communicator, or starts the next one when every expert rank is
// connected and expert rank 0 has sent ids not joined yet.
func (t *EPAttn) follow() {
	t.mu.Lock()
	g := t.gen
	sides := slices.Clone(t.sides)
	t.mu.Unlock()
	if g != nil && g.failed == nil {
		if err := sides.Lost("the nccl communicator was aborted"); err != nil {
			t.fail(err, true)
			return
		}
		if _, err := g.comm.Pending(); err != nil {
			t.fail(fmt.Errorf("nccl reported %w; communicator with the expert ranks aborted", err), true)
			return
		}
		if sides.Superseded(g.ids) {
			t.fail(epjoin.ErrSuperseded, false)
			return
		}
		t.mu.Lock()
		overdue := g.active && time.Since(g.began) > t.opt.Timeout
		var with []int
		for n := range t.experts {
			if g.with[n] {
				with = append(with, n)
			}
		}
		t.mu.Unlock()
		if overdue {
			t.fail(fmt.Errorf("step %d's nccl transfers with expert ranks %v did not complete within %v; communicator aborted", g.step, with, t.opt.Timeout), true)
		}
		return
	}
	if !sides.Up() {
		return
	}
	c, ok := epjoin.LatestID(sides[0])
	if !ok || t.started.Already(c.ID) {
		return
	}
	if err := t.start(sides, c); err != nil {
		t.opt.Log.Warn("nccl: communicator with the expert ranks not set up", "err", err)
	}
}

// start passes expert rank 0's ids on to the other expert ranks and joins the communicator.
func (t *EPAttn) start(sides epjoin.Sides, c connector.CollectiveID) error {
	t.started.Record(c.ID)
	if err := epIDs(c); err != nil {
		return fmt.Errorf("expert rank 0 offers %w", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), t.opt.Timeout)
	defer cancel()
	if n, err := sides.Relay(ctx, c); err != nil {
		return fmt.Errorf("expert rank %d: pass the unique id on: %w", n, err)
	}
	g := &epGen{ids: c.ID, since: time.Now()}
	if err := t.iss.do(func() (err error) {
		g.comm, err = initComms(t.opt.Lib, c.ID, t.ranks, EPRank(true, t.self, t.experts))
		return err
	}); err != nil {
		t.iss.retire()
		return err
	}
	t.mu.Lock()
	t.gen = g
	t.mu.Unlock()
	ctlErr := func() error {
		for n, s := range sides {
			if err := s.Err(); err != nil {
				return fmt.Errorf("expert rank %d: %w", n, err)
			}
		}
		return nil
	}
	if err := waitReady(ctx, g.comm, t.opt, ctlErr); err != nil {
		t.fail(fmt.Errorf("communicator set-up: %w", err), true)
		return err
	}
	t.mu.Lock()
	g.ready = true
	t.mu.Unlock()
	t.opt.Log.Info("nccl: communicator with the expert ranks ready", "ranks", t.ranks, "rank", EPRank(true, t.self, t.experts))
	return nil
}

// fail ends the current communicator with err (the first reason wins): it is aborted, and the
// steps in flight fail at Check. With dropAll every connection to the expert ranks is closed too,
// so that every rank meets again and expert rank 0 makes new ids.
func (t *EPAttn) fail(err error, dropAll bool) {
	t.mu.Lock()
	g := t.gen
	if !g.end(err) {
		t.mu.Unlock()
		return
	}
	if g.active {
		t.failedStep, t.failedErr = g.step, err
	}
	marks := g.marks // timed no more: a failed step's times are not counted
	g.active, g.marks = false, nil
	sides := slices.Clone(t.sides)
	t.mu.Unlock()
	settleMarks(marks, false, nil)
	t.opt.Log.Warn("nccl: communicator with the expert ranks failed", "err", err)
	if aerr := g.comm.Abort(); aerr != nil {
		t.opt.Log.Warn("nccl: abort", "err", aerr)
	}
	t.iss.retire()
	if dropAll {
		sides.CloseAll()
	}
}

// Close aborts the communicator and stops the watcher; the connections are the caller's.
func (t *EPAttn) Close() error {
	t.mu.Lock()
	if t.closed {
		t.mu.Unlock()
		return nil
	}
	t.closed = true
	t.mu.Unlock()
	close(t.stop)
	<-t.done
	t.fail(errors.New("nccl rows plane closed"), false)
	t.iss.retire()
	return nil
}

// Group issues the transfers f makes as one NCCL group: a layer's dispatch to every expert rank,
// or its combine from every one. It returns once NCCL has issued the group.
func (t *EPAttn) Group(f func() error) error {
	t.mu.Lock()
	if t.inGrp {
		t.mu.Unlock()
		return f()
	}
	t.inGrp, t.grpGen, t.grpXfer = true, nil, nil
	t.mu.Unlock()
	err := t.iss.do(func() error { return group(t.opt.Lib, f) })
	t.mu.Lock()
	g, x := t.grpGen, t.grpXfer
	t.inGrp, t.grpGen, t.grpXfer = false, nil, nil
	t.mu.Unlock()
	if err == nil && g != nil {
		err = waitReady(context.Background(), g.comm, t.opt, nil)
	}
	if err != nil {
		if x != nil && x.start != nil {
			x.start.Release()
		}
		if g != nil {
			err = fmt.Errorf("issue a group: %w", err)
			t.fail(err, true)
		}
		return err
	}
	if x != nil {
		// NCCL launches a group's transfers at its end: the marks bracket the whole group.
		enqueued(x.q)
		if x.start != nil {
			if end, err := t.timer.Mark(x.stream); err == nil {
				t.mu.Lock()
				g.marks = append(g.marks, pendingMark{x.layer, x.stage, x.dir, x.start, end})
				t.mu.Unlock()
			} else {
				x.start.Release()
			}
		}
	}
	return nil
}

// current is the ready communicator, else why there is none (naming what is missing).
func (t *EPAttn) current() (*epGen, error) {
	if err := t.Ready(); err != nil {
		return nil, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.gen, nil
}

// rows enqueues one transfer of rows with expert rank n. Inside Group it is issued when the group
// ends (the caller is on the issuer's thread); alone it is a group of its own.
func (t *EPAttn) rows(ctx context.Context, q tensor.Queue, n int, tag connector.Tag, bufs []tensor.Tensor, dir string) error {
	where := fmt.Sprintf("nccl %s %s with expert rank %d", dir, tag, n)
	stream, empty, err := epTransfer(q, bufs)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if empty {
		return nil
	}
	t.mu.Lock()
	inGrp := t.inGrp
	t.mu.Unlock()
	if !inGrp {
		return t.Group(func() error { return t.rows(ctx, q, n, tag, bufs, dir) })
	}
	g, err := t.current()
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	t.mu.Lock()
	x := t.grpXfer
	if x != nil && (x.layer != tag.Layer || x.stage != tag.Stage || x.dir != dir || x.stream != stream) {
		t.mu.Unlock()
		return fmt.Errorf("%s: a group of layer %d stage %d %s, expected one layer, stage and direction on one stream a group", where, x.layer, x.stage, x.dir)
	}
	t.grpGen = g
	if !g.active {
		g.active, g.step, g.began, g.with = true, tag.Step, time.Now(), map[int]bool{}
	}
	g.with[n] = true
	if x == nil {
		x = &epXfer{layer: tag.Layer, stage: tag.Stage, dir: dir, stream: stream, q: q}
		t.grpXfer = x
	}
	t.mu.Unlock()
	if x.start == nil && t.timer != nil {
		x.start, _ = t.timer.Mark(stream) // before the group's first transfer: it runs at the group's end
	}
	endSpan := openSpan(q, Name, dir, tag.Layer, tag.Stage)
	defer endSpan()
	err = issue(g.comm.forStage(tag.Stage), dir, EPRank(false, n, t.experts), stream, bufs)
	if err != nil {
		err = fmt.Errorf("%s: %w", where, err)
		go t.fail(err, true) // from another thread: the caller may be the issuer's, which fail retires
		return err
	}
	t.opt.Stats.addBytes(tag.Layer, tag.Stage, dir, byteLen(bufs))
	return nil
}

// Check ends a step: called once the stages' queues are synced, it fails when the communicator
// failed while the step's transfers were in flight (their buffers then hold whatever was there),
// naming the expert rank; otherwise it reads the step's transfer times into the stats.
func (t *EPAttn) Check(step uint64) error {
	t.mu.Lock()
	var stepErr error
	if t.failedErr != nil && t.failedStep == step {
		stepErr, t.failedErr = t.failedErr, nil
	}
	g := t.gen
	if g == nil {
		t.mu.Unlock()
		if stepErr != nil {
			return fmt.Errorf("step %d: %w", step, stepErr)
		}
		return nil
	}
	failed, marks, active := g.failed, g.marks, g.active
	g.active, g.marks = false, nil
	t.mu.Unlock()
	if stepErr == nil && failed != nil && active {
		stepErr = failed
	}
	settleMarks(marks, failed == nil, t.opt.Stats)
	if stepErr != nil {
		return fmt.Errorf("step %d: %w", step, stepErr)
	}
	return nil
}

// EPLink is one connection's transport to an expert rank: the routing over the connection (tcp),
// the rows over the shared communicator (connector.RowsTransport), grouped (connector.Grouper) and
// checked (connector.Checker) there.
type EPLink struct {
	t    *EPAttn
	rank int
	side EPAttnControl
	tcp  connector.Transport
	once sync.Once
}

var (
	_ connector.Transport     = (*EPLink)(nil)
	_ connector.RowsTransport = (*EPLink)(nil)
	_ connector.Grouper       = (*EPLink)(nil)
	_ connector.Checker       = (*EPLink)(nil)
)

// Send sends the step header's rows (a layer's routing) over the connection.
func (l *EPLink) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	return l.tcp.Send(ctx, q, peer, tag, data)
}

// Recv receives the step header's rows over the connection.
func (l *EPLink) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	return l.tcp.Recv(ctx, q, peer, tag, into)
}

// SendRows enqueues a dispatch's hidden rows to this expert rank on q's stream.
func (l *EPLink) SendRows(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	if peer != l.rank {
		return fmt.Errorf("nccl send %s: expert rank %d is not the rank of this connection (expert rank %d)", tag, peer, l.rank)
	}
	return l.t.rows(ctx, q, l.rank, tag, data, "send")
}

// RecvRows enqueues the receipt of a combine's (token, expert) rows from this expert rank.
func (l *EPLink) RecvRows(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	if peer != l.rank {
		return fmt.Errorf("nccl recv %s: expert rank %d is not the rank of this connection (expert rank %d)", tag, peer, l.rank)
	}
	return l.t.rows(ctx, q, l.rank, tag, into, "recv")
}

func (l *EPLink) Group(f func() error) error { return l.t.Group(f) }
func (l *EPLink) Check(step uint64) error    { return l.t.Check(step) }
func (l *EPLink) Ready() error               { return l.t.Ready() }
func (l *EPLink) Memory() tensor.Memory      { return tensor.Device }
func (l *EPLink) Name() string               { return Name }

// Close ends this connection's part: the communicator it belonged to fails.
func (l *EPLink) Close() error {
	l.once.Do(func() { l.t.unlink(l.rank, l.side) })
	return nil
}

// ---------------------------------------------------------------------------------------------
// Expert side.

// EPFFNControl is what an expert rank's rows plane needs of its control side (*connector.FFNSide is
// one).
type EPFFNControl interface {
	FFNControl
	PeerCollectiveID(peer int, epoch uint64) (connector.CollectiveID, bool, error)
}

// EPExpert is an expert rank's NCCL rows plane to every attention rank: a connector.Transport whose
// Send and Recv (the routing) go over the connections (tcp) and whose SendRows and RecvRows go
// over the communicator of all ranks. A watcher follows the attention peers' connections: expert
// rank 0 makes new ids whenever they change (once every peer is connected), another expert rank
// joins the ids every peer passed it. A communicator that fails or is not set up within the
// timeout is aborted and every peer's connection dropped, so that every rank meets again; a
// transfer without a communicator drops its peer from the step (connector.DroppedError).
type EPExpert struct {
	opt         Options
	ctl         EPFFNControl
	tcp         connector.Transport
	experts     int
	self, ranks int
	peers       []int
	iss         *issuer

	mu      sync.Mutex
	gen     *epGen
	started epjoin.Started
	minted  epjoin.Minted // expert rank 0: the peers' connections it last made ids for
	inGrp   bool
	grpGen  *epGen

	stop chan struct{}
	done chan struct{}
}

var (
	_ connector.Transport     = (*EPExpert)(nil)
	_ connector.RowsTransport = (*EPExpert)(nil)
	_ connector.Grouper       = (*EPExpert)(nil)
)

// NewEPExpert starts expert rank self's rows plane (of experts expert ranks) to every attention
// peer of ctl; tcp is ctl's own transport, which carries the routing.
func NewEPExpert(ctl EPFFNControl, tcp connector.Transport, opt Options, experts, self int) (*EPExpert, error) {
	opt.defaults()
	if opt.Lib == nil {
		return nil, errors.New("ncclxport: no Lib, expected ncclxport.NCCL() or a test's")
	}
	peers := ctl.Peers()
	if experts < 1 || self < 0 || self >= experts || len(peers) == 0 {
		return nil, fmt.Errorf("nccl rows plane: expert rank %d of %d with %d attention peers, expected 0 <= rank < expert ranks and at least 1 peer", self, experts, len(peers))
	}
	for i, p := range peers {
		if p != i {
			return nil, fmt.Errorf("nccl rows plane: attention peers %v, expected every attention rank 0..%d (an expert rank serves them all)", peers, len(peers)-1)
		}
	}
	t := &EPExpert{opt: opt, ctl: ctl, tcp: tcp, experts: experts, self: self, ranks: experts + len(peers), peers: peers,
		iss: newIssuer(opt.Bind), stop: make(chan struct{}), done: make(chan struct{})}
	go t.watch()
	return t, nil
}

func (t *EPExpert) Name() string          { return Name }
func (t *EPExpert) Memory() tensor.Memory { return tensor.Device }

func (t *EPExpert) watch() { epjoin.Watch(t.opt.Poll, t.stop, t.done, t.follow) }

// follow checks the current communicator against the connected peers, or starts the next one.
func (t *EPExpert) follow() {
	eps, all := epjoin.Connected(t.ctl, t.peers)
	t.mu.Lock()
	g := t.gen
	t.mu.Unlock()
	if g != nil && g.failed == nil {
		if err := epjoin.Reconnected(t.peers, eps, g.epochs); err != nil {
			t.fail(err, false)
			return
		}
		pending, err := g.comm.Pending()
		switch {
		case err != nil:
			t.fail(fmt.Errorf("nccl reported %w", err), true)
		case !g.ready && !pending:
			t.mu.Lock()
			g.ready = true
			t.mu.Unlock()
			t.opt.Log.Info("nccl: communicator with the attention ranks ready", "ranks", t.ranks, "rank", t.self)
		case !g.ready && time.Since(g.since) > t.opt.Timeout:
			t.fail(fmt.Errorf("communicator not set up within %v", t.opt.Timeout), true)
		}
		if g.ready || err != nil {
			t.checkIDs(g, eps)
		}
		return
	}
	if !all {
		return
	}
	if t.self == 0 {
		t.mint(eps)
		return
	}
	c, ok := epjoin.Agreed(t.ctl, t.peers, eps)
	if !ok || t.started.Already(c.ID) {
		return
	}
	t.join(c.ID, eps)
}

// checkIDs fails a ready communicator of an expert rank n >= 1 once every peer passed it newer ids
// (expert rank 0 started the next generation).
func (t *EPExpert) checkIDs(g *epGen, eps map[int]uint64) {
	if t.self == 0 {
		return
	}
	if c, ok := epjoin.Agreed(t.ctl, t.peers, eps); ok && !bytes.Equal(c.ID, g.ids) {
		t.fail(errors.New("expert rank 0 made a new communicator"), false)
	}
}

// mint makes expert rank 0's ids for the peers' connections eps (once per set of connections),
// sends them to every peer and joins.
func (t *EPExpert) mint(eps map[int]uint64) {
	t.mu.Lock()
	fresh := t.minted.Fresh(t.peers, eps)
	t.mu.Unlock()
	if !fresh {
		return
	}
	ids, err := newUniqueIDs(t.opt.Lib, t.opt.Stages)
	if err != nil {
		t.dropAll(fmt.Errorf("nccl rows plane: make the unique id: %w", err), eps)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), t.opt.Timeout)
	defer cancel()
	if p, err := epjoin.Share(ctx, t.ctl, t.peers, eps, connector.CollectiveID{Transport: Name, ID: ids}); err != nil {
		t.opt.Log.Warn("nccl: unique id not sent", "attention", p, "err", err)
		t.mu.Lock()
		t.minted = nil // the next poll makes new ids for the connections there are then
		t.mu.Unlock()
		return
	}
	t.join(ids, eps)
}

// join starts this rank's side of the communicator of ids.
func (t *EPExpert) join(ids []byte, eps map[int]uint64) {
	t.started.Record(ids)
	if err := epIDs(connector.CollectiveID{Transport: Name, ID: ids}); err != nil {
		t.opt.Log.Warn("nccl: unique id refused", "err", err)
		return
	}
	g := &epGen{ids: ids, epochs: eps, since: time.Now()}
	if err := t.iss.do(func() (err error) {
		g.comm, err = initComms(t.opt.Lib, ids, t.ranks, EPRank(false, t.self, t.experts))
		return err
	}); err != nil {
		t.iss.retire()
		t.dropAll(fmt.Errorf("nccl rows plane: join the communicator: %w", err), eps)
		return
	}
	t.mu.Lock()
	t.gen = g
	t.mu.Unlock()
}

// fail aborts the current communicator (the first reason wins); with dropAll every peer's
// connection is dropped too, so that every rank meets again on a new one.
func (t *EPExpert) fail(err error, dropAll bool) {
	t.mu.Lock()
	g := t.gen
	if !g.end(err) {
		t.mu.Unlock()
		return
	}
	t.mu.Unlock()
	t.opt.Log.Warn("nccl: communicator with the attention ranks failed", "err", err)
	g.comm.Abort()
	t.iss.retire()
	if dropAll {
		t.dropAll(fmt.Errorf("expert rank %d: nccl communicator failed: %w", t.self, err), g.epochs)
	}
}

func (t *EPExpert) dropAll(err error, eps map[int]uint64) { epjoin.DropAll(t.ctl, t.peers, eps, err) }

// Close aborts the communicator and stops the watcher; the control side is the caller's.
func (t *EPExpert) Close() error {
	select {
	case <-t.stop:
		return nil
	default:
	}
	close(t.stop)
	<-t.done
	t.fail(errors.New("nccl rows plane closed"), false)
	t.iss.retire()
	return nil
}

// Send and Recv carry the routing over the connections.
func (t *EPExpert) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	return t.tcp.Send(ctx, q, peer, tag, data)
}

func (t *EPExpert) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	return t.tcp.Recv(ctx, q, peer, tag, into)
}

// Group issues the transfers f makes as one NCCL group (the rows of one layer and stage from, or
// to, every peer), then waits for NCCL to have issued it; a communicator that fails there is
// aborted and every peer dropped.
func (t *EPExpert) Group(f func() error) error {
	t.mu.Lock()
	if t.inGrp {
		t.mu.Unlock()
		return f()
	}
	g := t.gen
	t.mu.Unlock()
	t.awaitSetup(g)
	t.mu.Lock()
	t.inGrp, t.grpGen = true, nil
	t.mu.Unlock()
	err := t.iss.do(func() error { return group(t.opt.Lib, f) })
	t.mu.Lock()
	g = t.grpGen
	t.inGrp, t.grpGen = false, nil
	t.mu.Unlock()
	if err != nil {
		if g != nil {
			go t.fail(fmt.Errorf("issue a group: %w", err), true)
		}
		return err
	}
	if g != nil {
		if err := waitReady(context.Background(), g.comm, t.opt, nil); err != nil {
			go t.fail(fmt.Errorf("issue: %w", err), true)
		}
	}
	return nil
}

// awaitSetup waits, bounded by the timeout, for a communicator whose set-up is under way: every
// attention rank has joined it before it sends a step's rows, but the watcher may not have seen it
// ready yet. One that fails here is the watcher's to handle.
func (t *EPExpert) awaitSetup(g *epGen) {
	if g == nil {
		return
	}
	t.mu.Lock()
	pending := !g.ready && g.failed == nil
	t.mu.Unlock()
	if !pending {
		return
	}
	if err := waitReady(context.Background(), g.comm, t.opt, nil); err == nil {
		t.mu.Lock()
		g.ready = true
		t.mu.Unlock()
	}
}

// SendRows enqueues a combine's (token, expert) rows to attention rank peer.
func (t *EPExpert) SendRows(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	return t.rows(q, peer, tag, data, "send")
}

// RecvRows enqueues the receipt of a dispatch's hidden rows from attention rank peer.
func (t *EPExpert) RecvRows(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	return t.rows(q, peer, tag, into, "recv")
}

// rows enqueues one transfer with attention rank peer; without a communicator the peer is dropped
// from the step (its rows are absent; the others go on).
func (t *EPExpert) rows(q tensor.Queue, peer int, tag connector.Tag, bufs []tensor.Tensor, dir string) error {
	where := fmt.Sprintf("nccl %s %s with attention rank %d", dir, tag, peer)
	if peer < 0 || peer >= len(t.peers) {
		return fmt.Errorf("%s: attention rank %d, expected 0..%d", where, peer, len(t.peers)-1)
	}
	stream, empty, err := epTransfer(q, bufs)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if empty {
		return nil
	}
	t.mu.Lock()
	g, inGrp := t.gen, t.inGrp
	t.mu.Unlock()
	if !inGrp {
		return t.Group(func() error { return t.rows(q, peer, tag, bufs, dir) })
	}
	switch {
	case g == nil:
		err = errors.New("no communicator with the attention ranks yet")
	case g.failed != nil:
		err = g.failed
	case !g.ready:
		err = errors.New("the communicator with the attention ranks is being set up")
	}
	if err != nil {
		return &connector.DroppedError{Peer: peer, Err: fmt.Errorf("%s: %w", where, err)}
	}
	t.mu.Lock()
	t.grpGen = g
	t.mu.Unlock()
	endSpan := openSpan(q, Name, dir, tag.Layer, tag.Stage)
	defer endSpan()
	if err := issue(g.comm.forStage(tag.Stage), dir, EPRank(true, peer, t.experts), stream, bufs); err != nil {
		err = fmt.Errorf("%s: %w", where, err)
		go t.fail(err, true)
		return &connector.DroppedError{Peer: peer, Err: err}
	}
	enqueued(q)
	t.opt.Stats.addBytes(tag.Layer, tag.Stage, dir, byteLen(bufs))
	return nil
}
