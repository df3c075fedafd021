package connector

import (
	"context"
	"errors"
	"fmt"
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
