package connector

import (
	"context"
	"crypto/sha256"
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
	hm := f.hello
	if f.cfg.ClusterKey != nil {
		hm.Nonce = newNonce()
	}
	_, err = dialHandshake(ctx, conn, kindRegister, registerMsg{Hello: hm, Addr: adv}, hm, 0, f.cfg.ClusterKey)
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
		if len(f.handshake) >= maxHandshakes {
			// A flood of connections that never finish their handshake costs this much and no
			// more; each one ends within handshakeTimeout.
			f.h.mu.Unlock()
			c.Close()
			f.log.Debug("connector: too many handshakes at once; closed a connection", "remote", c.RemoteAddr(), "max", maxHandshakes)
			continue
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
	fr := newFrameReader(c) // control frames only: a hello is at most MaxControlFrame bytes
	kind, body, err := fr.next()
	if err != nil {
		lvl := slog.LevelWarn
		if errors.Is(err, io.EOF) { // a port probe, a health check: not worth a warning
			lvl = slog.LevelDebug
		}
		f.log.Log(context.Background(), lvl, "connector: dropped connection before hello", "remote", c.RemoteAddr(), "err", err)
		return
	}
	transcript := sha256.Sum256(body)
	switch kind {
	case kindHello:
		var hh Hello
		if err := decodeJSON(kind, body, &hh); err != nil {
			f.log.Warn("connector: bad hello", "remote", c.RemoteAddr(), "err", err)
			return
		}
		auth, reason := f.authOf(hh, transcript)
		if reason != "" {
			f.refused(sendRefusal(c, f.hello, refuseMsg{Reason: reason, Auth: true}))
			return
		}
		keep = f.serveAttention(c, fr, hh, auth)
	case kindRegister:
		var rm registerMsg
		if err := decodeJSON(kind, body, &rm); err != nil {
			f.log.Warn("connector: bad register", "remote", c.RemoteAddr(), "err", err)
			return
		}
		auth, reason := f.authOf(rm.Hello, transcript)
		if reason != "" {
			f.refused(sendRefusal(c, f.hello, refuseMsg{Reason: reason, Auth: true}))
			return
		}
		f.serveRegister(c, fr, rm, auth)
	default:
		f.log.Warn("connector: unexpected first frame", "remote", c.RemoteAddr(), "kind", kind.String())
	}
}

// maxHandshakes bounds the connections in their handshake at once.
const maxHandshakes = 64

// authOf starts the cluster-key check of a dialer whose first frame hashed to transcript; reason
// is why it is refused at once ("" if not). With no key configured, auth is nil.
func (f *FFNSide) authOf(hh Hello, transcript [32]byte) (auth *authState, reason string) {
	if f.cfg.ClusterKey == nil {
		return nil, ""
	}
	if !validNonce(hh.Nonce) {
		return nil, fmt.Sprintf("cluster key: %s requires one and %s sent no challenge (start it with the same --cluster-key-file)", f.hello.who(), hh.who())
	}
	return &authState{key: f.cfg.ClusterKey, transcript: transcript, dialer: hh.Nonce}, ""
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

func (f *FFNSide) serveAttention(c net.Conn, fr *frameReader, hh Hello, auth *authState) (keep bool) {
	var reason string
	if hh.Role != RoleAttention {
		reason = fmt.Sprintf("role mismatch: %s expected an attention rank to say hello, got %s", f.hello.who(), hh.who())
	}
	reason = joinReasons(reason, compareHellos(hh, f.hello))
	if reason == "" {
		reason = rankInRange(hh)
	}
	if lim := f.peerRowLimit(); reason == "" && (hh.MaxRows < 1 || hh.MaxRows > lim) {
		reason = fmt.Sprintf("row limit: %s declares steps of up to %d rows, %s accepts 1..%d per attention rank (--max-batch-tokens of the attention side; one tensor frame of at most %d bytes)",
			hh.who(), hh.MaxRows, f.hello.who(), lim, MaxFrameSize)
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
				reason = fmt.Sprintf("%s already connected to %s", hh.who(), f.hello.who())
				busy = true
			}
		}
	}
	f.h.mu.Unlock()
	if busy {
		f.refused(sendRefusal(c, f.hello, refuseMsg{Reason: reason, Busy: true}))
		return false
	}
	if err := acceptHandshake(c, fr, f.hello, reason, auth); err != nil {
		f.refused(err)
		return false
	}
	l := newLink(f.h, RoleAttention, hh.Rank, c, linkLimits{
		maxRows: hh.MaxRows, maxStages: f.hello.Stages, maxTensor: tensorFrameCap(hh.MaxRows, f.cfg.RowBytes),
		heartbeat: f.cfg.heartbeat(), silence: f.cfg.silenceFor(hh.HeartbeatMS)})
	l.serves = hh.Serves
	f.h.mu.Lock()
	if old := f.slots[idx]; f.closed || (old != nil && old.err == nil) {
		closed := f.closed
		f.h.mu.Unlock()
		if closed {
			sendRefuse(c, f.hello, f.hello.who()+" is closing")
			return false
		}
		f.refused(sendRefusal(c, f.hello, refuseMsg{Reason: fmt.Sprintf("%s already connected to %s", hh.who(), f.hello.who()), Busy: true}))
		return false
	}
	// Install and read nextStep together: every merge from next on waits for this peer.
	f.epochs++
	l.epoch = f.epochs
	f.slots[idx] = l
	next := f.nextStep
	f.h.broadcastLocked()
	f.h.mu.Unlock()
	if err := sendJoined(c, next); err != nil {
		l.fail(l.peerErr("disconnected", err))
		return false
	}
	// Frames other than the welcome may follow only now: a collective id shared before this peer
	// joined goes out to it here, and one shared from now on reaches it through the slot.
	f.h.mu.Lock()
	l.joined = true
	coll := f.coll
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
	f.wg.Add(1)
	go func() {
		defer f.wg.Done()
		l.readLoop(fr)
		f.log.Info("connector: peer gone", "ffn", f.hello.Rank, "attention", hh.Rank, "err", l.err)
	}()
	return true
}

func (f *FFNSide) serveRegister(c net.Conn, fr *frameReader, rm registerMsg, auth *authState) {
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
	if err := acceptHandshake(c, fr, f.hello, reason, auth); err != nil {
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
