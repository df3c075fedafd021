package connector

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"time"
)

// Config is what both sides need to meet.
type Config struct {
	// Rendezvous is HOST:PORT where ffn rank 0 listens and every other rank first dials.
	Rendezvous string
	// Listen is where an ffn rank other than 0 accepts its attention peers; default: the rendezvous
	// host with port 0 (any free port). It is registered with ffn rank 0, which redirects attention
	// ranks there. Unused by ffn rank 0 (it listens on Rendezvous) and by attention ranks.
	Listen string
	// Hello is this process's identity; Role must match the function called.
	Hello Hello
	// Logger receives connection events; nil discards them.
	Logger *slog.Logger
	// PeerTimeout (ffn side; 0: none) bounds how long the ffn rank waits, within a step, for one
	// attention peer: for its step header once another peer began the step and it was asked, and for
	// its tensors of a layer and stage. A peer past it is dropped with an error naming the wait, so
	// one stalled attention rank cannot hold up the others; it may connect again.
	PeerTimeout time.Duration
}

func (c Config) logger() *slog.Logger {
	if c.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return c.Logger
}

// handshakeTimeout bounds one handshake exchange, so a silent or stray connection cannot hold a
// rank (the caller's ctx bounds the whole wait for peers).
const handshakeTimeout = 10 * time.Second

// Backoff of a dialing rank: 50 ms doubling to 1 s, until the caller's ctx ends.
const (
	backoffMin = 50 * time.Millisecond
	backoffMax = time.Second
)

// bindConn applies ctx and handshakeTimeout to conn's deadlines; the returned func undoes the ctx
// binding (the deadline stays until cleared).
func bindConn(ctx context.Context, conn net.Conn) func() {
	dl := time.Now().Add(handshakeTimeout)
	if d, ok := ctx.Deadline(); ok && d.Before(dl) {
		dl = d
	}
	conn.SetDeadline(dl)
	return afterCtx(ctx, func() { conn.SetDeadline(time.Unix(1, 0)) })
}

// dialHandshake runs the dialer's half of the handshake on conn: send the first frame (hello or
// register), then read welcome, redirect or refuse. On welcome it compares the listener's hello with
// local (local named first in any difference) and the listener's identity with (ffn, expectRank);
// on a mismatch it sends refuse with its reason and returns a *RefusedError, else it sends ready.
// After ready it waits for joined (the listener installed it) or a late refusal.
// A *RefusedError is final; every other error is worth a retry.
func dialHandshake(ctx context.Context, conn net.Conn, kind frameKind, msg any, local Hello, expectRank int) (*frameReader, *joinedMsg, *redirectMsg, error) {
	stop := bindConn(ctx, conn)
	defer stop()
	first, err := encodeJSONFrame(nil, kind, msg)
	if err != nil {
		return nil, nil, nil, err
	}
	if _, err := conn.Write(first); err != nil {
		return nil, nil, nil, ctxOr(ctx, fmt.Errorf("send %s: %w", kind, err))
	}
	fr := newFrameReader(conn)
	rk, body, err := fr.next()
	if err != nil {
		return nil, nil, nil, ctxOr(ctx, fmt.Errorf("await welcome: %w", err))
	}
	switch rk {
	case kindRefuse:
		var r refuseMsg
		if err := decodeJSON(rk, body, &r); err != nil {
			return nil, nil, nil, err
		}
		return nil, nil, nil, &RefusedError{By: r.By, Reason: r.Reason, Busy: r.Busy}
	case kindRedirect:
		var r redirectMsg
		if err := decodeJSON(rk, body, &r); err != nil {
			return nil, nil, nil, err
		}
		return nil, nil, &r, nil
	case kindWelcome:
	default:
		return nil, nil, nil, fmt.Errorf("await welcome: got a %s frame, expected welcome, redirect or refuse", rk)
	}
	var w welcomeMsg
	if err := decodeJSON(rk, body, &w); err != nil {
		return nil, nil, nil, err
	}
	reason := ""
	if w.Hello.Role != RoleFFN || w.Hello.Rank != expectRank {
		reason = fmt.Sprintf("role mismatch: %s expected ffn rank %d, got %s", local.who(), expectRank, w.Hello.who())
	}
	if d := compareHellos(local, w.Hello); d != "" {
		reason = joinReasons(reason, d)
	}
	if reason != "" {
		b, _ := encodeJSONFrame(nil, kindRefuse, refuseMsg{By: local.who(), Reason: reason})
		conn.Write(b)
		return nil, nil, nil, &RefusedError{By: local.who(), Reason: reason}
	}
	if _, err := conn.Write(appendFrameHeader(nil, kindReady, 0)); err != nil {
		return nil, nil, nil, ctxOr(ctx, fmt.Errorf("send ready: %w", err))
	}
	rk, body, err = fr.next()
	if err != nil {
		return nil, nil, nil, ctxOr(ctx, fmt.Errorf("await joined: %w", err))
	}
	switch rk {
	case kindJoined:
		var j joinedMsg
		if err := decodeJSON(rk, body, &j); err != nil {
			return nil, nil, nil, err
		}
		return fr, &j, nil, nil
	case kindRefuse:
		var r refuseMsg
		if err := decodeJSON(rk, body, &r); err != nil {
			return nil, nil, nil, err
		}
		return nil, nil, nil, &RefusedError{By: r.By, Reason: r.Reason, Busy: r.Busy}
	}
	return nil, nil, nil, fmt.Errorf("await joined: got a %s frame, expected joined or refuse", rk)
}

// sendJoined completes the listener's half: the dialer is installed.
func sendJoined(conn net.Conn, nextStep uint64) error {
	b, err := encodeJSONFrame(nil, kindJoined, joinedMsg{NextStep: nextStep})
	if err != nil {
		return err
	}
	if _, err := conn.Write(b); err != nil {
		return fmt.Errorf("send joined: %w", err)
	}
	return nil
}

// sendRefuse writes a refusal (best effort) and returns it as an error.
func sendRefuse(conn net.Conn, self Hello, reason string) error {
	return sendRefusal(conn, self, reason, false)
}

// sendRefusal refuses with reason; busy marks a slot still held by a connection taken for live.
func sendRefusal(conn net.Conn, self Hello, reason string, busy bool) error {
	b, _ := encodeJSONFrame(nil, kindRefuse, refuseMsg{By: self.who(), Reason: reason, Busy: busy})
	conn.Write(b)
	return &RefusedError{By: self.who(), Reason: reason, Busy: busy}
}

// acceptHandshake is the listener's half after the first frame: refuse with reason if it is not
// "", else send welcome and wait for ready (or the dialer's own refusal).
// The caller then installs the dialer and sends joined (sendJoined) or a late refusal.
func acceptHandshake(conn net.Conn, fr *frameReader, self Hello, reason string) error {
	if reason != "" {
		return sendRefuse(conn, self, reason)
	}
	b, err := encodeJSONFrame(nil, kindWelcome, welcomeMsg{Hello: self})
	if err != nil {
		return err
	}
	if _, err := conn.Write(b); err != nil {
		return fmt.Errorf("send welcome: %w", err)
	}
	k, body, err := fr.next()
	if err != nil {
		return fmt.Errorf("await ready: %w", err)
	}
	switch k {
	case kindReady:
		return nil
	case kindRefuse:
		var r refuseMsg
		if err := decodeJSON(k, body, &r); err != nil {
			return err
		}
		return &RefusedError{By: r.By, Reason: r.Reason, Busy: r.Busy}
	}
	return fmt.Errorf("await ready: got a %s frame, expected ready or refuse", k)
}

func joinReasons(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "; " + b
}

func ctxOr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return fmt.Errorf("%w (%v)", ctx.Err(), err)
	}
	return err
}

// retry calls try with exponential backoff until it succeeds, returns a *RefusedError, or ctx ends.
func retry(ctx context.Context, log *slog.Logger, what string, try func() error) error {
	wait := backoffMin
	for {
		err := try()
		if err == nil {
			return nil
		}
		var ref *RefusedError
		if errors.As(err, &ref) {
			return err
		}
		log.Debug("connector: retrying", "what", what, "err", err, "after", wait)
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("%s: %w (last error: %v)", what, ctx.Err(), err)
		}
		wait = min(2*wait, backoffMax)
	}
}

func dial(ctx context.Context, addr string) (net.Conn, error) {
	var d net.Dialer
	return d.DialContext(ctx, "tcp", addr)
}
