package connector

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strings"
	"sync"
	"time"
)

// ErrClosed is returned by operations on a side after Close.
var ErrClosed = errors.New("connector closed")

// FFNSide is an ffn rank's end: it accepts its attention peers (and, on rank 0, redirects the
// others and takes the registrations of the other ffn ranks), merges their step headers, gathers
// their tensors and scatters results back. The step methods are meant for one goroutine (the
// executor loop); Close and the accessors may be called from any.
//
// Per peer slot: empty -> connected (after a full handshake) -> failed (EOF, reset, bad frame,
// error, shutdown) -> connected again when the same attention rank says hello anew. A failed peer
// takes no part in later steps until it returns.
type FFNSide struct {
	hello Hello
	topo  Topology
	log   *slog.Logger
	ln    net.Listener
	peers []int // attention ranks owned, in order
	h     *hub

	startup chan error // first handshake refusal while ListenFFN waits (buffered)
	wg      sync.WaitGroup

	// Guarded by h.mu.
	started   bool
	closed    bool
	slots     []*link           // per peer-local index; nil = never connected
	handshake map[net.Conn]bool // connections still in their handshake (closed by Close)
	registry  map[int]string    // rank 0: ffn rank -> address of its listener
	nextStep  uint64            // first step number not yet merged
	cur       StepHeader        // the step being run
	curActive bool
	curLinks  []*link // per peer-local index; nil for peers without a header in cur
	curAbort  error   // set when the current step failed; later step operations return it

	cfgTimeout time.Duration // Config.PeerTimeout
	overdueAt  time.Time     // RecvStep's: when the next asked peer becomes overdue (zero: none)
}

// ListenFFN starts ffn rank cfg.Hello.Rank: it listens (rank 0 on cfg.Rendezvous), registers with
// rank 0 if it is another rank, and returns once all its attention peers have connected. A
// handshake refused while it waits (plan, version, topology, stages or model differences, a rank
// out of range or already connected) ends the wait with that *RefusedError: a deployment whose
// halves disagree should stop at once, with the same message on both sides. After ListenFFN returns,
// refusals are only logged. ctx bounds the wait, not the life of the side.
func ListenFFN(ctx context.Context, cfg Config) (*FFNSide, error) {
	hl := cfg.Hello
	if err := hl.validateSelf(); err != nil {
		return nil, err
	}
	if hl.Role != RoleFFN {
		return nil, fmt.Errorf("ListenFFN: hello role %q, expected %q", hl.Role, RoleFFN)
	}
	addr := cfg.Rendezvous
	if hl.Rank != 0 {
		addr = cfg.Listen
		if addr == "" {
			host, _, err := net.SplitHostPort(cfg.Rendezvous)
			if err != nil {
				return nil, fmt.Errorf("ffn rank %d: rendezvous %q: %w, expected HOST:PORT", hl.Rank, cfg.Rendezvous, err)
			}
			addr = net.JoinHostPort(host, "0")
		}
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("ffn rank %d: listen on %s: %w", hl.Rank, addr, err)
	}
	peers := hl.Topology.PeersOf(hl.Rank)
	f := &FFNSide{
		hello: hl, topo: hl.Topology, log: cfg.logger(), ln: ln, peers: peers, h: newHub(),
		startup: make(chan error, 1), slots: make([]*link, len(peers)), handshake: map[net.Conn]bool{},
		registry: map[int]string{}, cfgTimeout: cfg.PeerTimeout,
	}
	f.wg.Add(1)
	go f.acceptLoop()
	if hl.Rank != 0 {
		what := fmt.Sprintf("ffn rank %d: register with rendezvous %s", hl.Rank, cfg.Rendezvous)
		if err := retry(ctx, f.log, what, func() error { return f.register(ctx, cfg.Rendezvous) }); err != nil {
			f.Close()
			return nil, err
		}
	}
	if err := f.waitPeers(ctx); err != nil {
		f.Close()
		return nil, err
	}
	f.h.mu.Lock()
	f.started = true
	f.h.mu.Unlock()
	return f, nil
}

// PeerServes lists where the connected attention peers serve clients (their hello's Serves), in peer
// order, skipping peers that did not say.
func (f *FFNSide) PeerServes() []string {
	f.h.mu.Lock()
	defer f.h.mu.Unlock()
	var out []string
	for _, l := range f.slots {
		if l != nil && l.err == nil && l.serves != "" {
			out = append(out, l.serves)
		}
	}
	return out
}

// Addr is the address this rank listens on.
func (f *FFNSide) Addr() string { return f.ln.Addr().String() }

// Peers returns the attention ranks this ffn rank owns, in fan-in order.
func (f *FFNSide) Peers() []int { return append([]int(nil), f.peers...) }

// Connected returns the attention ranks currently connected.
func (f *FFNSide) Connected() []int {
	f.h.mu.Lock()
	defer f.h.mu.Unlock()
	var c []int
	for i, l := range f.slots {
		if l != nil && l.err == nil {
			c = append(c, f.peers[i])
		}
	}
	return c
}

func (f *FFNSide) waitPeers(ctx context.Context) error {
	err := f.h.wait(ctx, func() (bool, error) {
		select {
		case err := <-f.startup:
			return false, err
		default:
		}
		for _, l := range f.slots {
			if l == nil || l.err != nil {
				return false, nil
			}
		}
		return true, nil
	})
	if err != nil && ctx.Err() != nil {
		return fmt.Errorf("ffn rank %d: waiting for attention peers %v (connected %v): %w", f.hello.Rank, f.peers, f.Connected(), err)
	}
	return err
}

// register tells ffn rank 0 where this rank accepts its peers.
func (f *FFNSide) register(ctx context.Context, rendezvous string) error {
	conn, err := dial(ctx, rendezvous)
	if err != nil {
		return err
	}
	defer conn.Close()
	la := f.ln.Addr().(*net.TCPAddr)
	ip := la.IP
	if ip.IsUnspecified() {
		// Listening on all interfaces: advertise the interface that reaches rank 0.
		ip = conn.LocalAddr().(*net.TCPAddr).IP
	}
	adv := net.JoinHostPort(ip.String(), fmt.Sprint(la.Port))
	_, _, _, err = dialHandshake(ctx, conn, kindRegister, registerMsg{Hello: f.hello, Addr: adv}, f.hello, 0)
	if err == nil {
		f.log.Info("connector: registered with ffn rank 0", "rank", f.hello.Rank, "addr", adv)
	}
	return err
}

func (f *FFNSide) acceptLoop() {
	defer f.wg.Done()
	for {
		c, err := f.ln.Accept()
		if err != nil {
			f.h.mu.Lock()
			closed := f.closed
			f.h.mu.Unlock()
			if closed || errors.Is(err, net.ErrClosed) {
				return
			}
			f.log.Warn("connector: accept", "err", err)
			time.Sleep(backoffMin)
			continue
		}
		f.h.mu.Lock()
		if f.closed {
			f.h.mu.Unlock()
			c.Close()
			return
		}
		f.handshake[c] = true
		f.h.mu.Unlock()
		f.wg.Add(1)
		go f.serve(c)
	}
}

// serve runs the listener's half of a handshake on one accepted connection.
func (f *FFNSide) serve(c net.Conn) {
	defer f.wg.Done()
	keep := false
	defer func() {
		f.h.mu.Lock()
		delete(f.handshake, c)
		f.h.mu.Unlock()
		if !keep {
			c.Close()
		}
	}()
	c.SetDeadline(time.Now().Add(handshakeTimeout))
	fr := newFrameReader(c)
	kind, body, err := fr.next()
	if err != nil {
		f.log.Debug("connector: dropped connection before hello", "remote", c.RemoteAddr(), "err", err)
		return
	}
	switch kind {
	case kindHello:
		var hh Hello
		if err := decodeJSON(kind, body, &hh); err != nil {
			f.log.Warn("connector: bad hello", "remote", c.RemoteAddr(), "err", err)
			return
		}
		keep = f.serveAttention(c, fr, hh)
	case kindRegister:
		var rm registerMsg
		if err := decodeJSON(kind, body, &rm); err != nil {
			f.log.Warn("connector: bad register", "remote", c.RemoteAddr(), "err", err)
			return
		}
		f.serveRegister(c, fr, rm)
	default:
		f.log.Warn("connector: unexpected first frame", "remote", c.RemoteAddr(), "kind", kind.String())
	}
}

// refused records a failed handshake: fatal while ListenFFN waits, logged afterwards.
func (f *FFNSide) refused(err error) {
	var ref *RefusedError
	if !errors.As(err, &ref) {
		f.log.Warn("connector: handshake failed", "rank", f.hello.Rank, "err", err)
		return
	}
	f.log.Warn("connector: handshake refused", "rank", f.hello.Rank, "err", err)
	f.h.mu.Lock()
	defer f.h.mu.Unlock()
	if !f.started {
		select {
		case f.startup <- err:
		default:
		}
		f.h.broadcastLocked()
	}
}

func (f *FFNSide) serveAttention(c net.Conn, fr *frameReader, hh Hello) (keep bool) {
	var reason string
	if hh.Role != RoleAttention {
		reason = fmt.Sprintf("role mismatch: %s expected an attention rank to say hello, got %s", f.hello.who(), hh.who())
	}
	reason = joinReasons(reason, compareHellos(hh, f.hello))
	if reason == "" {
		reason = rankInRange(hh)
	}
	f.h.mu.Lock()
	idx := -1
	busy := false
	if reason == "" {
		owner := f.topo.OwnerOf(hh.Rank)
		switch {
		case owner != f.hello.Rank && f.hello.Rank == 0:
			addr := f.registry[owner]
			f.h.mu.Unlock()
			b, _ := encodeJSONFrame(nil, kindRedirect, redirectMsg{Owner: owner, Addr: addr})
			c.Write(b)
			f.log.Debug("connector: redirected", "attention", hh.Rank, "owner", owner, "addr", addr)
			return false
		case owner != f.hello.Rank:
			reason = fmt.Sprintf("%s belongs to ffn rank %d, not %s", hh.who(), owner, f.hello.who())
		default:
			idx = f.topo.localIndex(hh.Rank)
			if l := f.slots[idx]; l != nil && l.err == nil {
				reason = fmt.Sprintf("%s already connected to %s", hh.who(), f.hello.who())
				busy = true
			}
		}
	}
	f.h.mu.Unlock()
	if busy {
		f.refused(sendRefusal(c, f.hello, reason, true))
		return false
	}
	if err := acceptHandshake(c, fr, f.hello, reason); err != nil {
		f.refused(err)
		return false
	}
	l := newLink(f.h, RoleAttention, hh.Rank, c)
	l.serves = hh.Serves
	f.h.mu.Lock()
	if old := f.slots[idx]; f.closed || (old != nil && old.err == nil) {
		closed := f.closed
		f.h.mu.Unlock()
		if closed {
			sendRefuse(c, f.hello, f.hello.who()+" is closing")
			return false
		}
		f.refused(sendRefusal(c, f.hello, fmt.Sprintf("%s already connected to %s", hh.who(), f.hello.who()), true))
		return false
	}
	// Install and read nextStep together: every merge from next on waits for this peer.
	f.slots[idx] = l
	next := f.nextStep
	f.h.broadcastLocked()
	f.h.mu.Unlock()
	if err := sendJoined(c, next); err != nil {
		l.fail(l.peerErr("disconnected", err))
		return false
	}
	c.SetDeadline(time.Time{})
	f.log.Info("connector: peer connected", "ffn", f.hello.Rank, "attention", hh.Rank, "next_step", next)
	f.wg.Add(1)
	go func() {
		defer f.wg.Done()
		l.readLoop(fr)
		f.log.Info("connector: peer gone", "ffn", f.hello.Rank, "attention", hh.Rank, "err", l.err)
	}()
	return true
}

func (f *FFNSide) serveRegister(c net.Conn, fr *frameReader, rm registerMsg) {
	hh := rm.Hello
	var reason string
	switch {
	case f.hello.Rank != 0:
		reason = fmt.Sprintf("%s is not the rendezvous; register with ffn rank 0", f.hello.who())
	case hh.Role != RoleFFN:
		reason = fmt.Sprintf("role mismatch: %s expected an ffn rank to register, got %s", f.hello.who(), hh.who())
	}
	reason = joinReasons(reason, compareHellos(hh, f.hello))
	if reason == "" {
		if hh.Rank < 1 || hh.Rank >= f.topo.FFNRanks {
			reason = fmt.Sprintf("%s out of range: topology %s has ffn ranks 1..%d to register", hh.who(), f.topo, f.topo.FFNRanks-1)
		} else if _, _, err := net.SplitHostPort(rm.Addr); err != nil {
			reason = fmt.Sprintf("%s: address %q, expected HOST:PORT", hh.who(), rm.Addr)
		}
	}
	if err := acceptHandshake(c, fr, f.hello, reason); err != nil {
		f.refused(err)
		return
	}
	f.h.mu.Lock()
	f.registry[hh.Rank] = rm.Addr
	f.h.mu.Unlock()
	if err := sendJoined(c, 0); err != nil {
		f.log.Warn("connector: registration not confirmed", "rank", hh.Rank, "err", err)
	}
	f.log.Info("connector: ffn rank registered", "rank", hh.Rank, "addr", rm.Addr)
}

// RecvStep waits for the next step header of every connected peer and merges them: the step is the
// smallest step number among them; peers whose next header is for a later step (or that are not
// connected) get zero counts in it. Counts has one column per peer in Peers order.
func (f *FFNSide) RecvStep(ctx context.Context) (StepHeader, error) {
	for {
		var (
			merged   StepHeader
			bad      []*link
			badErr   []error
			wants    []*link
			ok       bool
			mErr     error
			deadline time.Time // the earliest moment an asked peer becomes overdue
		)
		wait, cancel := ctx, context.CancelFunc(func() {})
		if !f.overdueAt.IsZero() {
			wait, cancel = context.WithDeadline(ctx, f.overdueAt)
		}
		err := f.h.wait(wait, func() (bool, error) {
			if f.closed {
				return false, ErrClosed
			}
			any, have := false, false
			var missing []*link
			for _, l := range f.slots {
				if l == nil || l.err != nil {
					continue
				}
				// Tensors of steps already merged can only be left over from an aborted step:
				// drop them here too, so they never fill the queue ahead of the next header.
				for len(l.tensors) > 0 && l.tensors[0].meta.Step < f.nextStep {
					l.tensors[0] = tensorFrame{}
					l.tensors = l.tensors[1:]
					f.h.broadcastLocked()
				}
				any = true
				if len(l.steps) == 0 {
					missing = append(missing, l)
				} else {
					have = true
				}
			}
			if !any {
				return false, nil
			}
			if len(missing) > 0 {
				// Steps are in lockstep: every connected peer has a header in each. A peer that
				// is idle sends one only when asked, so ask (once per step) as soon as another
				// peer has begun the step.
				if have {
					now := time.Now()
					for _, l := range missing {
						switch {
						case l.wantSent != f.nextStep+1:
							l.wantSent, l.wantAt = f.nextStep+1, now
							wants = append(wants, l)
						case f.cfgTimeout > 0 && now.Sub(l.wantAt) >= f.cfgTimeout:
							bad = append(bad, l)
							badErr = append(badErr, fmt.Errorf("attention rank %d sent no step header within %v (--peer-timeout) of being asked for step %d; dropped it so its ffn rank's other peers can go on",
								l.rank, f.cfgTimeout, f.nextStep))
						case f.cfgTimeout > 0:
							if d := l.wantAt.Add(f.cfgTimeout); deadline.IsZero() || d.Before(deadline) {
								deadline = d
							}
						}
					}
				}
				// A new, earlier deadline needs a wait that ends by it: start over with it.
				restart := !deadline.IsZero() && (f.overdueAt.IsZero() || deadline.Before(f.overdueAt))
				return len(wants) > 0 || len(bad) > 0 || restart, nil
			}
			// Headers behind nextStep break the numbering rule: drop those peers.
			for _, l := range f.slots {
				if l != nil && l.err == nil && l.steps[0].Step < f.nextStep {
					bad = append(bad, l)
					badErr = append(badErr, fmt.Errorf("%s: step %d after %s already reached step %d; steps must increase (a returning rank resumes at the next_step of its welcome)",
						fmt.Sprintf("attention rank %d", l.rank), l.steps[0].Step, f.hello.who(), f.nextStep))
				}
			}
			if len(bad) > 0 {
				return true, nil
			}
			merged, mErr = f.mergeLocked()
			ok = true
			return true, nil
		})
		cancel()
		f.overdueAt = deadline
		if err != nil && ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
			continue // an asked peer is overdue now: the check above drops it
		}
		if err != nil {
			return StepHeader{}, err
		}
		for i, l := range bad {
			l.sendError(badErr[i])
		}
		for _, l := range wants {
			l.sendWant()
		}
		if !ok {
			continue
		}
		if mErr != nil {
			f.abort(nil, mErr)
			return StepHeader{}, mErr
		}
		return merged, nil
	}
}

// mergeLocked pops the headers of the smallest step number and builds the merged header; h.mu held.
func (f *FFNSide) mergeLocked() (StepHeader, error) {
	var n uint64
	first := true
	for _, l := range f.slots {
		if l != nil && l.err == nil && (first || l.steps[0].Step < n) {
			n, first = l.steps[0].Step, false
		}
	}
	links := make([]*link, len(f.slots))
	var hs []StepHeader
	var who []int
	for i, l := range f.slots {
		if l != nil && l.err == nil && l.steps[0].Step == n {
			links[i] = l
			hs = append(hs, l.steps[0])
			who = append(who, l.rank)
			l.steps = l.steps[1:]
		}
	}
	f.h.broadcastLocked()
	f.nextStep = n + 1
	f.curActive, f.curLinks, f.curAbort = true, links, nil
	m := StepHeader{Step: n, Stages: hs[0].Stages, Warmup: hs[0].Warmup, Capture: hs[0].Capture}
	var diffs []string
	for k, h := range hs[1:] {
		if h.Stages != m.Stages || h.Warmup != m.Warmup || h.Capture != m.Capture {
			diffs = append(diffs, fmt.Sprintf("attention rank %d has stages %d warmup %t capture %t, attention rank %d has stages %d warmup %t capture %t",
				who[0], m.Stages, m.Warmup, m.Capture, who[k+1], h.Stages, h.Warmup, h.Capture))
		}
	}
	if len(diffs) > 0 {
		err := fmt.Errorf("step %d: peers disagree: %s", n, strings.Join(diffs, "; "))
		f.cur, f.curAbort = m, err
		return StepHeader{}, err
	}
	if m.Stages > f.hello.Stages {
		err := fmt.Errorf("step %d: %d stages, expected at most the plan's %d", n, m.Stages, f.hello.Stages)
		f.cur, f.curAbort = m, err
		return StepHeader{}, err
	}
	m.Counts = make([][]int, m.Stages)
	for s := range m.Counts {
		m.Counts[s] = make([]int, len(f.slots))
	}
	k := 0
	for i, l := range links {
		if l == nil {
			continue
		}
		for s := range m.Stages {
			m.Counts[s][i] = hs[k].Counts[s][0]
		}
		k++
	}
	f.cur = m
	return m.clone(), nil
}

// abort gives up the current step: the peers of the step other than skip are told why, so their
// pending receives fail at once instead of waiting for tensors that will never come.
func (f *FFNSide) abort(skip *link, cause error) {
	f.h.mu.Lock()
	if f.curAbort == nil {
		f.curAbort = cause
	}
	step := f.cur.Step
	var tell []*link
	for _, l := range f.curLinks {
		if l != nil && l != skip && l.err == nil {
			tell = append(tell, l)
		}
	}
	f.h.mu.Unlock()
	for _, l := range tell {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		l.writeJSON(ctx, kindAbort, abortMsg{Step: step, Reason: cause.Error()})
		cancel()
	}
}

// current returns the running step or why step operations cannot run.
func (f *FFNSide) current(stage int) (StepHeader, []*link, error) {
	f.h.mu.Lock()
	defer f.h.mu.Unlock()
	switch {
	case f.closed:
		return StepHeader{}, nil, ErrClosed
	case !f.curActive:
		return StepHeader{}, nil, errors.New("no step: call RecvStep first")
	case f.curAbort != nil:
		return StepHeader{}, nil, fmt.Errorf("step %d was aborted: %w", f.cur.Step, f.curAbort)
	case stage < 0 || stage >= f.cur.Stages:
		return StepHeader{}, nil, fmt.Errorf("step %d: stage %d, expected 0..%d", f.cur.Step, stage, f.cur.Stages-1)
	}
	return f.cur, f.curLinks, nil
}

// Close sends shutdown to every connected peer, stops accepting and waits for its goroutines.
func (f *FFNSide) Close() error {
	f.h.mu.Lock()
	if f.closed {
		f.h.mu.Unlock()
		return nil
	}
	f.closed = true
	f.h.broadcastLocked()
	links := append([]*link(nil), f.slots...)
	for c := range f.handshake {
		c.Close()
	}
	f.h.mu.Unlock()
	err := f.ln.Close()
	for _, l := range links {
		if l != nil {
			l.shutdown()
		}
	}
	f.wg.Wait()
	return err
}

// ShareCollectiveID sends a device data plane's bootstrap (an NCCL unique id, an HCCL root info) to
// every connected attention peer over its control connection.
func (f *FFNSide) ShareCollectiveID(ctx context.Context, c CollectiveID) error {
	if len(c.ID) == 0 || len(c.ID) > 4096 || c.Transport == "" {
		return fmt.Errorf("collective id for %q: %d bytes, expected a transport name and 1..4096 bytes", c.Transport, len(c.ID))
	}
	f.h.mu.Lock()
	var links []*link
	for _, l := range f.slots {
		if l != nil && l.err == nil {
			links = append(links, l)
		}
	}
	f.h.mu.Unlock()
	for _, l := range links {
		if err := l.writeJSON(ctx, kindCollective, c); err != nil {
			return fmt.Errorf("ffn rank %d: send the %s collective id to attention rank %d: %w", f.hello.Rank, c.Transport, l.rank, err)
		}
	}
	return nil
}
