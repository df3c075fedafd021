package connector

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"time"
)

// How an FFN rank meets its peers: the listener, the handshakes of attention ranks and of other FFN
// ranks registering with rank 0, redirects.

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

// reregisterEvery is how often an ffn rank r > 0 registers again with rank 0, so that a rank 0 that
// restarted (its registry is in memory) learns every rank's address again within this long.
const reregisterEvery = 2 * time.Second

// reregisterLoop registers this rank with rank 0 every reregisterEvery until Close. A failure (rank
// 0 down or restarting) is logged at debug level and retried at the next tick.
func (f *FFNSide) reregisterLoop(rendezvous string) {
	defer f.wg.Done()
	stopped, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		<-f.stop
		cancel()
	}()
	t := time.NewTicker(reregisterEvery)
	defer t.Stop()
	for {
		select {
		case <-stopped.Done():
			return
		case <-t.C:
		}
		ctx, done := context.WithTimeout(stopped, reregisterEvery)
		if err := f.register(ctx, rendezvous, true); err != nil {
			f.log.Debug("connector: registering again with ffn rank 0", "rank", f.hello.Rank, "err", err)
		}
		done()
	}
}

// register tells ffn rank 0 where this rank accepts its peers; again marks the periodic
// registrations after the first (logged at debug level).
func (f *FFNSide) register(ctx context.Context, rendezvous string, again bool) error {
	conn, err := f.cfg.dial(ctx, rendezvous)
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
	hm := f.hello
	_, err = dialHandshake(ctx, conn, kindRegister, registerMsg{Hello: hm, Addr: adv}, hm, 0, f.cfg.ClusterKey)
	if err == nil && !again {
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
		p := f.admitLocked(c)
		f.h.mu.Unlock()
		f.wg.Add(1)
		go f.serve(p)
	}
}

// Bounds of the connections in their handshake. Those that have not yet proved themselves (the
// cluster key's challenge, or without a key a well-formed first frame) are "unproven": they have
// proveTimeout to do so, at most maxHandshakesPerSource of them come from one address, and when
// either bound is full a new connection closes the oldest unproven one of the same kind rather
// than being refused, so idle or slow strangers can never keep a real rank out: it gets in as soon
// as it proves itself, within one round trip.
const (
	maxHandshakes          = 64
	maxHandshakesPerSource = 16
	proveTimeout           = 3 * time.Second
)

// pendingConn is one connection in its handshake.
type pendingConn struct {
	conn   net.Conn
	source string // the remote IP
	seq    uint64 // accept order
	proven bool
}

// admitLocked registers c as in its handshake, closing the oldest unproven connection of its
// source, or of all, when a bound is full. h.mu held.
func (f *FFNSide) admitLocked(c net.Conn) *pendingConn {
	src := c.RemoteAddr().String()
	if host, _, err := net.SplitHostPort(src); err == nil {
		src = host
	}
	f.accepts++
	p := &pendingConn{conn: c, source: src, seq: f.accepts}
	evict := func(match func(*pendingConn) bool) {
		var oldest *pendingConn
		for _, q := range f.handshake {
			if !q.proven && match(q) && (oldest == nil || q.seq < oldest.seq) {
				oldest = q
			}
		}
		if oldest != nil {
			delete(f.handshake, oldest.conn)
			oldest.conn.Close()
			f.log.Debug("connector: closed an unproven handshake for a newer connection", "remote", oldest.conn.RemoteAddr())
		}
	}
	n := 0
	for _, q := range f.handshake {
		if !q.proven && q.source == src {
			n++
		}
	}
	if n >= maxHandshakesPerSource {
		evict(func(q *pendingConn) bool { return q.source == src })
	}
	if len(f.handshake) >= maxHandshakes {
		evict(func(*pendingConn) bool { return true })
	}
	f.handshake[c] = p
	return p
}

// prove marks p as past its first exchange: it no longer counts against the unproven bounds and
// gets the whole handshake's time.
func (f *FFNSide) prove(p *pendingConn, c net.Conn) {
	f.h.mu.Lock()
	p.proven = true
	f.h.mu.Unlock()
	c.SetDeadline(time.Now().Add(handshakeTimeout))
}

// serve runs the listener's half of a handshake on one accepted connection: with a cluster key the
// key's challenge comes first, and nothing the dialer says about itself is read before it passed.
func (f *FFNSide) serve(p *pendingConn) {
	defer f.wg.Done()
	raw := p.conn
	keep := false
	defer func() {
		f.h.mu.Lock()
		delete(f.handshake, raw)
		f.h.mu.Unlock()
		if !keep {
			raw.Close()
		}
	}()
	raw.SetDeadline(time.Now().Add(proveTimeout))
	c := raw
	if f.cfg.TLS != nil {
		c = tls.Server(raw, f.cfg.TLS) // its handshake runs on the first read, within the deadline
	}
	fr := newFrameReader(c) // control frames only: a hello is at most MaxControlFrame bytes
	kind, body, err := fr.next()
	if err != nil {
		lvl := slog.LevelWarn
		if errors.Is(err, io.EOF) || errors.Is(err, net.ErrClosed) { // a port probe, a health check, an eviction
			lvl = slog.LevelDebug
		}
		f.log.Log(context.Background(), lvl, "connector: dropped connection before its first frame", "remote", raw.RemoteAddr(), "err", err)
		return
	}
	self := f.hello.who()
	switch key := f.cfg.ClusterKey; {
	case key != nil && kind != kindAuth:
		f.refused(sendAuthRefusal(c, self, fmt.Sprintf("cluster key: %s requires one and the dialer sent a %s frame, not its challenge (start it with the same --cluster-key-file)", self, kind)))
		return
	case key != nil:
		var a authMsg
		if err := decodeJSON(kind, body, &a); err != nil {
			f.refused(sendAuthRefusal(c, self, fmt.Sprintf("cluster key: %s: bad challenge: %v", self, err)))
			return
		}
		if err := acceptAuth(c, fr, key, self, a); err != nil {
			f.refused(err)
			return
		}
		f.prove(p, c)
		if kind, body, err = fr.next(); err != nil {
			f.log.Warn("connector: dropped connection after the key's challenge", "remote", raw.RemoteAddr(), "err", err)
			return
		}
	case kind == kindAuth:
		f.refused(sendAuthRefusal(c, self, fmt.Sprintf("cluster key: the dialer sent a challenge and %s has no key (start it with the same --cluster-key-file)", self)))
		return
	}
	switch kind {
	case kindHello:
		var hh Hello
		if err := decodeJSON(kind, body, &hh); err != nil {
			f.log.Warn("connector: bad hello", "remote", raw.RemoteAddr(), "err", err)
			return
		}
		f.prove(p, c)
		keep = f.serveAttention(c, fr, hh)
	case kindRegister:
		var rm registerMsg
		if err := decodeJSON(kind, body, &rm); err != nil {
			f.log.Warn("connector: bad register", "remote", raw.RemoteAddr(), "err", err)
			return
		}
		f.prove(p, c)
		f.serveRegister(c, fr, rm)
	default:
		f.log.Warn("connector: unexpected first frame", "remote", raw.RemoteAddr(), "kind", kind.String())
	}
}

// refused records a failed handshake: fatal while ListenFFN waits, logged afterwards. Refusals
// about the cluster key and busy slots are only logged: they are the dialer's problem (a stranger,
// a second process claiming a live rank), and must not stop a rank waiting for its real peers.
func (f *FFNSide) refused(err error) {
	var ref *RefusedError
	if !errors.As(err, &ref) {
		f.log.Warn("connector: handshake failed", "rank", f.hello.Rank, "err", err)
		return
	}
	f.log.Warn("connector: handshake refused", "rank", f.hello.Rank, "err", err)
	if ref.Auth || ref.Busy {
		return
	}
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

// busyReason is the refusal of a hello for a rank whose slot holds a live connection. It names
// no rank: the dialer knows which it claimed, and a stranger learns nothing about which ranks are
// connected beyond the one it asked for.
func busyReason(self Hello) string {
	return fmt.Sprintf("rank slot taken: %s holds a live connection for the rank this hello claims (a returning rank gets in once its old connection is seen to fail)", self.who())
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
	if lim := f.peerRowLimit(); reason == "" && (hh.MaxRows < 1 || hh.MaxRows > lim) {
		reason = fmt.Sprintf("row limit: %s declares steps of up to %d rows, %s accepts 1..%d per attention rank (--max-batch-tokens of the attention side, --max-peer-rows of the FFN side)",
			hh.who(), hh.MaxRows, f.hello.who(), lim)
	}
	if reason == "" && hh.HeartbeatMS <= 0 {
		reason = noHeartbeat(hh)
	}
	f.h.mu.Lock()
	idx := -1
	busy := false
	if reason == "" {
		owner := FFNRankOf(hh)
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
			idx = peerIndex(f.hello, hh.Rank)
			if l := f.slots[idx]; l != nil && l.err == nil {
				reason, busy = busyReason(f.hello), true
			}
		}
	}
	f.h.mu.Unlock()
	if busy {
		f.refused(sendRefusal(c, f.hello, refuseMsg{Reason: reason, Busy: true}))
		return false
	}
	if err := acceptHandshake(c, fr, f.hello, reason); err != nil {
		f.refused(err)
		return false
	}
	l := newLink(f.h, RoleAttention, hh.Rank, c, linkLimits{
		maxRows: hh.MaxRows, maxStages: f.hello.Stages, maxTensor: tensorFrameCap(hh.MaxRows, f.cfg.RowBytes, f.cfg.frameLimit()),
		heartbeat: f.cfg.heartbeat(), silence: f.cfg.silenceFor(hh.HeartbeatMS), send: f.cfg.sendTimeout()})
	l.serves = hh.Serves
	// Hold the new link's writer until joined is out: once the link is in its slot, other
	// goroutines may write on it (the serving notice when this rank starts), and nothing may reach
	// the dialer before joined.
	l.wmu <- struct{}{}
	f.h.mu.Lock()
	if old := f.slots[idx]; f.closed || (old != nil && old.err == nil) {
		closed := f.closed
		f.h.mu.Unlock()
		l.unlockWrite()
		if closed {
			sendRefuse(c, f.hello, f.hello.who()+" is closing")
			return false
		}
		f.refused(sendRefusal(c, f.hello, refuseMsg{Reason: busyReason(f.hello), Busy: true}))
		return false
	}
	// Install and read nextStep together: every merge from next on waits for this peer.
	f.epochs++
	l.epoch = f.epochs
	f.slots[idx] = l
	next := f.nextStep
	f.h.broadcastLocked()
	f.h.mu.Unlock()
	if installedHook != nil {
		installedHook()
	}
	err := sendJoined(c, next)
	l.unlockWrite()
	if err != nil {
		l.fail(l.peerErr("disconnected", err))
		return false
	}
	// Frames other than the welcome may follow only now: a collective id shared before this peer
	// joined goes out to it here, and one shared from now on reaches it through the slot.
	f.h.mu.Lock()
	l.joined = true
	coll := f.coll
	started := f.started
	f.h.mu.Unlock()
	if coll != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		err := l.writeJSON(ctx, kindCollective, *coll)
		cancel()
		if err != nil {
			l.fail(l.peerErr("disconnected", err))
			return false
		}
	}
	c.SetDeadline(time.Time{})
	f.log.Info("connector: peer connected", "ffn", f.hello.Rank, "attention", hh.Rank, "next_step", next)
	l.prepare(fr)
	if started {
		l.sendServing() // a peer joining a running rank: it runs steps (see ListenFFN)
	}
	f.wg.Add(1)
	go func() {
		defer f.wg.Done()
		l.readLoop(fr)
		f.log.Info("connector: peer gone", "ffn", f.hello.Rank, "attention", hh.Rank, "err", l.err)
	}()
	return true
}

// installedHook, when set by a test, runs between a peer's install in its slot and its joined
// frame (the window in which the rank may start and notify its peers).
var installedHook func()

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
	known := f.registry[hh.Rank] == rm.Addr
	f.registry[hh.Rank] = rm.Addr
	f.h.mu.Unlock()
	if err := sendJoined(c, 0); err != nil {
		f.log.Warn("connector: registration not confirmed", "rank", hh.Rank, "err", err)
	}
	if !known {
		f.log.Info("connector: ffn rank registered", "rank", hh.Rank, "addr", rm.Addr)
	}
}
