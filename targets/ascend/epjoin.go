package ascend

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"time"

	"afdc/runtime/connector"
	"afdc/runtime/epjoin"
	"afdc/targets/ascend/acl"
)

// Joining an --ep deployment (docs/ascend.md, "One communicator over the A + N ranks"), by
// runtime/epjoin's protocol. The rendezvous connects every attention rank to every expert rank and
// no two expert ranks, so the root id travels in two hops over those connections (connector:
// collective ids):
//
//   - expert rank 0 makes a root id once every attention rank is connected to it (and again
//     whenever one of those connections changes) and sends it to each attention rank;
//   - an attention rank, once connected to every expert rank, passes expert rank 0's id on to
//     expert ranks 1..N-1 and joins;
//   - an expert rank n >= 1 joins once every attention rank has passed it the same id.
//
// Each id opens a generation. A communicator whose generation fails (a rank's connection lost or
// replaced) is destroyed at every rank; the attention rank that saw the loss drops its connections
// to every expert rank, so every rank meets again, and expert rank 0's next id starts the next
// generation. The shared id is 8 random bytes naming the generation, then HCCL's root info: two
// generations differ even where HCCL hands out equal root bytes.
//
// The communicator is made and destroyed on the backend's thread, between steps: a step in flight
// keeps the communicator it began with.

// genBytes is the generation's name before the root info in a shared id.
const genBytes = 8

// JoinOptions tune how a rank follows the communicator's generations.
type JoinOptions struct {
	// Poll is how often the connections are checked (default 20ms).
	Poll time.Duration
	// Timeout bounds passing an id on to an expert rank (default 30s).
	Timeout time.Duration
	Log     *slog.Logger
}

func (o *JoinOptions) defaults() {
	if o.Poll <= 0 {
		o.Poll = 20 * time.Millisecond
	}
	if o.Timeout <= 0 {
		o.Timeout = 30 * time.Second
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
}

// rootOf checks a shared id of an expert-parallel communicator and returns its root info.
func rootOf(c connector.CollectiveID) ([]byte, error) {
	if c.Transport != HCCLName {
		return nil, fmt.Errorf("a %q collective id, expected %q (every executable needs the same --transport)", c.Transport, HCCLName)
	}
	if len(c.ID) != genBytes+acl.RootInfoBytes {
		return nil, fmt.Errorf("a collective id of %d bytes, expected %d (a generation of %d and an HCCL root id of %d)", len(c.ID), genBytes+acl.RootInfoBytes, genBytes, acl.RootInfoBytes)
	}
	return c.ID[genBytes:], nil
}

// commSync is the communicator one rank wants (the id of a generation, nil for none) and the one
// it has, which only the backend's thread changes.
type commSync struct {
	c     *epComm
	hrank int
	log   *slog.Logger

	mu   sync.Mutex
	want []byte
	have []byte // the backend thread's
}

func (s *commSync) setWant(ids []byte) {
	s.mu.Lock()
	s.want = ids
	s.mu.Unlock()
}

// sync makes the communicator the wanted one: the old one destroyed, the new one joined. It runs
// on the backend's thread.
func (s *commSync) sync() error {
	s.mu.Lock()
	want := s.want
	s.mu.Unlock()
	if bytes.Equal(want, s.have) && (want == nil) == (s.c.comm == 0) {
		return nil
	}
	lib := s.c.b.x.lib
	if s.c.comm != 0 {
		if err := lib.CommDestroy(s.c.comm); err != nil {
			s.log.Warn("hccl: destroy the communicator", "err", err)
		}
		s.c.comm, s.have = 0, nil
	}
	if want == nil {
		return nil
	}
	comm, err := lib.CommInit(s.c.attention+s.c.expert, s.hrank, want[genBytes:])
	if err != nil {
		return err
	}
	s.c.comm, s.have = comm, want
	return nil
}

// close destroys the communicator, on the backend's thread.
func (s *commSync) close() error {
	s.setWant(nil)
	return s.c.b.do(s.sync)
}

// ---------------------------------------------------------------------------------------------
// Attention side.

// EPAttnControl is an attention rank's connection to one expert rank, as the join needs it
// (*connector.AttnSide is one).
type EPAttnControl = epjoin.AttnControl

// ExpertJoin is an attention rank's FFN peer in an --ep deployment on Ascend: its ExpertPlane in
// the communicator of the current generation, which it follows from its connections to the expert
// ranks (Link). A step begins only in a communicator that is set up; one whose generation failed
// while it ran fails at Check naming the expert rank.
type ExpertJoin struct {
	*ExpertPlane
	opt JoinOptions
	cs  commSync

	mu      sync.Mutex
	sides   epjoin.Sides // per expert rank, its current connection (nil: none)
	ids     []byte       // the current generation (nil: none)
	ready   bool
	failed  error
	started epjoin.Started // the last id started: never started twice
	active  bool           // a step began in the current generation and is not checked yet
	step    uint64
	// failedStep and failedErr: the step in flight when a generation failed, and why.
	failedStep uint64
	failedErr  error
	closed     bool

	stop chan struct{}
	done chan struct{}
}

// JoinExperts is attention rank self's (of attention) FFN peer in a deployment with experts expert
// ranks: its connections to them are given with Link as they come; ctl announces the steps.
func (b *Backend) JoinExperts(self, attention, experts int, ctl StepControl, opt JoinOptions) (*ExpertJoin, error) {
	p, err := b.newExpertPlane(self, attention, experts, ctl)
	if err != nil {
		return nil, err
	}
	opt.defaults()
	j := &ExpertJoin{ExpertPlane: p, opt: opt, cs: commSync{c: &p.epComm, hrank: experts + self, log: opt.Log},
		sides: make(epjoin.Sides, experts), stop: make(chan struct{}), done: make(chan struct{})}
	go j.watch()
	return j, nil
}

// Link is the transport of a new connection to expert rank n: tr, the connection's own, with this
// peer's readiness; closing it (the connection ended) fails the current generation.
func (j *ExpertJoin) Link(n int, side EPAttnControl, tr connector.Transport) (connector.Transport, error) {
	if n < 0 || n >= len(j.sides) {
		return nil, fmt.Errorf("hccl: expert rank %d, expected 0..%d", n, len(j.sides)-1)
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.closed {
		return nil, errors.New("hccl: the expert ranks' plane is closed")
	}
	if j.sides.Set(n, side) && j.ids != nil && j.failed == nil {
		go j.fail(fmt.Errorf("expert rank %d: connection replaced", n), true)
	}
	return &joinLink{Transport: tr, j: j, n: n, side: side}, nil
}

// Ready is nil once the communicator with every expert rank is set up, else why not.
func (j *ExpertJoin) Ready() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	return epjoin.AttnState{Lib: "hccl", IDName: "root id", Sides: j.sides, Began: j.ids != nil, Failed: j.failed, SetUp: j.ready}.Ready()
}

// BeginStep announces a step once the communicator is set up.
func (j *ExpertJoin) BeginStep(ctx context.Context, stageTokens []int) (uint64, error) {
	if err := j.Ready(); err != nil {
		return 0, err
	}
	j.mu.Lock()
	j.active = false
	j.mu.Unlock()
	if err := j.cs.sync(); err != nil { // on the backend's thread: the communicator is the current one
		return 0, fmt.Errorf("hccl communicator with the expert ranks: %w", err)
	}
	step, err := j.ExpertPlane.BeginStep(ctx, stageTokens)
	if err != nil {
		return 0, err
	}
	j.mu.Lock()
	j.active, j.step = true, step
	j.mu.Unlock()
	return step, nil
}

// Check fails a step during which the generation failed (a lost expert rank), naming the rank.
func (j *ExpertJoin) Check(step uint64) error {
	j.follow() // a connection lost during the step fails it now, not at the next poll
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.failedErr != nil && j.failedStep == step {
		err := j.failedErr
		j.failedErr = nil
		return fmt.Errorf("step %d: %w", step, err)
	}
	if j.step == step {
		j.active = false
	}
	return nil
}

// Close stops following the connections and destroys the communicator; the connections are the
// caller's.
func (j *ExpertJoin) Close() error {
	j.mu.Lock()
	if j.closed {
		j.mu.Unlock()
		return nil
	}
	j.closed = true
	j.mu.Unlock()
	close(j.stop)
	<-j.done
	return j.cs.close()
}

func (j *ExpertJoin) watch() {
	epjoin.Watch(j.opt.Poll, j.stop, j.done, func() {
		if j.follow() {
			j.start()
		}
	})
}

// follow checks the current generation against the connections, failing it when one is lost;
// true when a new one can start.
func (j *ExpertJoin) follow() bool {
	j.mu.Lock()
	ids, failed := j.ids, j.failed
	sides := slices.Clone(j.sides)
	j.mu.Unlock()
	if ids != nil && failed == nil {
		if err := sides.Lost("the hccl communicator was destroyed"); err != nil {
			j.fail(err, true)
			return false
		}
		if sides.Superseded(ids) {
			j.fail(epjoin.ErrSuperseded, false)
		}
		return false
	}
	return sides.Up()
}

// start passes expert rank 0's latest id on to the other expert ranks and joins its communicator.
func (j *ExpertJoin) start() {
	j.mu.Lock()
	sides := slices.Clone(j.sides)
	j.mu.Unlock()
	c, ok := epjoin.LatestID(sides[0])
	if !ok || !j.started.First(c.ID) {
		return
	}
	if _, err := rootOf(c); err != nil {
		j.opt.Log.Warn("hccl: expert rank 0's root id refused", "err", err)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), j.opt.Timeout)
	defer cancel()
	if n, err := sides.Relay(ctx, c); err != nil {
		j.opt.Log.Warn("hccl: root id not passed on", "expert_rank", n, "err", err)
		return
	}
	j.mu.Lock()
	j.ids, j.failed, j.ready, j.active = c.ID, nil, false, false
	j.mu.Unlock()
	j.cs.setWant(c.ID)
	if err := j.b.do(j.cs.sync); err != nil {
		j.fail(fmt.Errorf("join the hccl communicator: %w", err), true)
		return
	}
	j.mu.Lock()
	current := bytes.Equal(j.ids, c.ID) && j.failed == nil
	j.ready = current
	j.mu.Unlock()
	if current {
		j.opt.Log.Info("hccl: communicator with the expert ranks ready", "ranks", j.attention+j.expert, "rank", j.expert+j.self)
	}
}

// fail ends the current generation with err (the first reason wins): the communicator is destroyed
// once no step uses it, and a step in flight fails at Check. With dropAll every connection to the
// expert ranks is closed too, so that every rank meets again and expert rank 0 makes a new id.
func (j *ExpertJoin) fail(err error, dropAll bool) {
	j.mu.Lock()
	if j.ids == nil || j.failed != nil {
		j.mu.Unlock()
		return
	}
	j.failed, j.ready = err, false
	if j.active {
		j.failedStep, j.failedErr, j.active = j.step, err, false
	}
	sides := slices.Clone(j.sides)
	j.mu.Unlock()
	j.opt.Log.Warn("hccl: communicator with the expert ranks failed", "err", err)
	j.cs.setWant(nil)
	// Destroyed on the backend's thread once the step there (if any) is done; fail may run on it.
	go j.b.do(j.cs.sync)
	if dropAll {
		sides.CloseAll()
	}
}

// unlink forgets a connection that ended; the generation it was part of fails.
func (j *ExpertJoin) unlink(n int, side EPAttnControl) {
	j.mu.Lock()
	mine := j.sides.Forget(n, side)
	j.mu.Unlock()
	if mine {
		j.fail(fmt.Errorf("expert rank %d: connection closed", n), true)
	}
}

// joinLink is one connection's transport with the join's readiness.
type joinLink struct {
	connector.Transport
	j    *ExpertJoin
	n    int
	side EPAttnControl
	once sync.Once
}

func (l *joinLink) Ready() error { return l.j.Ready() }

func (l *joinLink) Close() error {
	l.once.Do(func() { l.j.unlink(l.n, l.side) })
	return l.Transport.Close()
}

// ---------------------------------------------------------------------------------------------
// Expert side.

// EPFFNControl is what an expert rank's join needs of its connections (*connector.FFNSide is one).
type EPFFNControl = epjoin.PeerControl

// expertJoin follows the generations on an expert rank: expert rank 0 makes a new id whenever its
// attention peers' connections change (once every one is connected); another expert rank joins the
// id every peer passed it.
type expertJoin struct {
	t   *ExpertRows
	ctl EPFFNControl
	opt JoinOptions
	cs  commSync

	mu      sync.Mutex
	ids     []byte
	epochs  map[int]uint64 // the peers' connections the generation was made for
	failed  error
	started epjoin.Started
	minted  epjoin.Minted // expert rank 0: the connections it last made an id for

	stop chan struct{}
	done chan struct{}
}

// JoinAttention is expert rank rank's data plane to every attention peer of ctl in an --ep
// deployment: it follows the communicator's generations over ctl's connections.
func (b *Backend) JoinAttention(rank int, ctl EPFFNControl, opt JoinOptions) (*ExpertRows, error) {
	peers := ctl.Peers()
	for i, p := range peers {
		if p != i {
			return nil, fmt.Errorf("ascend: attention peers %v, expected every attention rank 0..%d (an expert rank serves them all)", peers, len(peers)-1)
		}
	}
	t, err := b.newExpertRows(rank, len(peers))
	if err != nil {
		return nil, err
	}
	opt.defaults()
	j := &expertJoin{t: t, ctl: ctl, opt: opt, cs: commSync{c: &t.epComm, hrank: rank, log: opt.Log},
		stop: make(chan struct{}), done: make(chan struct{})}
	t.joiner = j
	go j.watch()
	return t, nil
}

func (j *expertJoin) watch() { epjoin.Watch(j.opt.Poll, j.stop, j.done, j.follow) }

// connected is the peers' current connections, when every peer has one.
func (j *expertJoin) connected() (map[int]uint64, bool) {
	return epjoin.Connected(j.ctl, j.ctl.Peers())
}

func (j *expertJoin) follow() {
	eps, all := j.connected()
	j.mu.Lock()
	ids, failed, epochs := j.ids, j.failed, j.epochs
	j.mu.Unlock()
	if ids != nil && failed == nil {
		if err := epjoin.Reconnected(j.ctl.Peers(), eps, epochs); err != nil {
			j.fail(err)
			return
		}
		if j.t.rank > 0 {
			if c, ok := epjoin.Agreed(j.ctl, j.ctl.Peers(), eps); ok && !bytes.Equal(c.ID, ids) {
				j.fail(errors.New("expert rank 0 made a new communicator"))
			}
		}
		return
	}
	if !all {
		return
	}
	if j.t.rank == 0 {
		if !j.mint(eps) {
			return
		}
	} else if !j.adopt() {
		return
	}
	if err := j.t.b.do(j.cs.sync); err != nil {
		j.fail(fmt.Errorf("join the hccl communicator: %w", err))
		j.dropAll(fmt.Errorf("expert rank %d: join the hccl communicator: %w", j.t.rank, err), eps)
		return
	}
	j.opt.Log.Info("hccl: communicator with the attention ranks joined", "ranks", j.t.attention+j.t.expert, "rank", j.t.rank)
}

// adopt makes the id every peer passed on its current connection the wanted one, when they all
// did, agree, and it is new (expert ranks n >= 1); true when it did.
func (j *expertJoin) adopt() bool {
	eps, all := j.connected()
	if !all {
		return false
	}
	c, ok := epjoin.Agreed(j.ctl, j.ctl.Peers(), eps)
	if !ok || !j.started.First(c.ID) {
		return false
	}
	if _, err := rootOf(c); err != nil {
		j.opt.Log.Warn("hccl: root id refused", "err", err)
		return false
	}
	j.mu.Lock()
	j.ids, j.epochs, j.failed = c.ID, eps, nil
	j.mu.Unlock()
	j.cs.setWant(c.ID)
	return true
}

// mint makes expert rank 0's id for the connections eps (once per set of connections) and sends
// it to every peer; true when it did, and the caller joins.
func (j *expertJoin) mint(eps map[int]uint64) bool {
	j.mu.Lock()
	fresh := j.minted.Fresh(j.ctl.Peers(), eps)
	j.mu.Unlock()
	if !fresh {
		return false
	}
	id := make([]byte, genBytes, genBytes+acl.RootInfoBytes)
	rand.Read(id)
	root, err := j.t.b.ExpertRoot()
	if err != nil {
		j.dropAll(fmt.Errorf("expert rank 0: make the hccl root id: %w", err), eps)
		return false
	}
	id = append(id, root...)
	j.mu.Lock()
	j.ids, j.epochs, j.failed = id, eps, nil
	j.mu.Unlock()
	j.cs.setWant(id)
	ctx, cancel := context.WithTimeout(context.Background(), j.opt.Timeout)
	defer cancel()
	if p, err := epjoin.Share(ctx, j.ctl, j.ctl.Peers(), eps, connector.CollectiveID{Transport: HCCLName, ID: id}); err != nil {
		j.opt.Log.Warn("hccl: root id not sent", "attention", p, "err", err)
		j.mu.Lock()
		j.minted = nil // the next poll makes a new id for the connections there are then
		j.mu.Unlock()
		j.fail(fmt.Errorf("send the root id to attention rank %d: %w", p, err))
		return false
	}
	return true
}

// fail ends the current generation (the first reason wins); its communicator is destroyed once no
// step uses it.
func (j *expertJoin) fail(err error) {
	j.mu.Lock()
	if j.ids == nil || j.failed != nil {
		j.mu.Unlock()
		return
	}
	j.failed = err
	j.mu.Unlock()
	j.opt.Log.Warn("hccl: communicator with the attention ranks failed", "err", err)
	j.cs.setWant(nil)
	j.t.b.do(j.cs.sync)
}

func (j *expertJoin) dropAll(err error, eps map[int]uint64) {
	epjoin.DropAll(j.ctl, j.ctl.Peers(), eps, err)
}

// current brings the backend thread's communicator up to date before a transfer: a step's header
// follows every peer's id on its connection, so an expert rank n >= 1 can join here before its
// watcher has. It runs on the backend's thread.
func (j *expertJoin) current() error {
	j.mu.Lock()
	pending := j.ids == nil || j.failed != nil
	j.mu.Unlock()
	if pending && j.t.rank > 0 {
		j.adopt()
	}
	return j.cs.sync()
}

func (j *expertJoin) close() error {
	select {
	case <-j.stop:
		return nil
	default:
	}
	close(j.stop)
	<-j.done
	return j.cs.close()
}

// dropped is a transfer's error when there is no communicator: its peer leaves the step.
func dropped(peer int, where string) error {
	return &connector.DroppedError{Peer: peer, Err: fmt.Errorf("%s: no hccl communicator with the attention ranks yet", where)}
}
