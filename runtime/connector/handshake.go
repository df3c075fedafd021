package connector

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strings"
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
	// WaitClock, when set, gathers the host waits of the rank's transfers (see WaitClock).
	WaitClock *WaitClock
	// PeerTimeout (ffn side; 0: none) bounds how long the ffn rank waits, within a step, for one
	// attention peer: for its step header once another peer began the step and it was asked, and for
	// its tensors of a layer and stage. A peer past it is dropped with an error naming the wait, so
	// one stalled attention rank cannot hold up the others; it may connect again. On both sides it
	// also bounds the write of one frame (0: DefaultSendTimeout): a peer that stops reading is
	// dropped like one that stops writing.
	PeerTimeout time.Duration

	// ClusterKey, when set, is the secret every rank of the deployment holds (LoadClusterKey): a
	// rank joins only if both sides prove they hold it (HMAC challenge, see auth.go). Unset on both
	// sides: no check. Set on one side only: refused, naming the side without it.
	ClusterKey []byte
	// Heartbeat is how often this side sends a heartbeat frame on each connection (0:
	// DefaultHeartbeat; negative is refused), so the other side tells a stalled process from an idle
	// one. Heartbeats are required: a peer whose hello announces none is refused.
	Heartbeat time.Duration
	// PeerSilence is how long a connection may carry nothing, not even a heartbeat, before its peer
	// counts as lost (0: DefaultPeerSilence); never less than 3 of the peer's heartbeat intervals.
	PeerSilence time.Duration
	// RowBytes (ffn side) is the bytes of one row of the widest transfer of the plan's wire schema
	// (all its tensors, either direction). With it, a peer's tensor frames are capped at its agreed
	// row limit times RowBytes, and never above FrameLimit; 0 caps them at FrameLimit only.
	RowBytes int
	// MaxPeerRows (ffn side) is the most rows per step an attention rank may declare (Hello.MaxRows);
	// 0: as many as one MaxFrameSize frame of RowBytes rows holds, a default bound only: a transfer
	// larger than one tensor frame goes as several (FrameLimit), so any limit set here is accepted.
	// A rank declaring more is refused.
	MaxPeerRows int
	// FrameLimit is the most bytes of one tensor frame (kind byte and body) this side writes and
	// reads (0: MaxFrameSize; else MinFrameLimit..MaxFrameSize). A transfer larger than that goes as
	// several frames of whole rows, in row order; the receiver lands each in the buffers it sized
	// from its own counts, so however many frames come, a peer can make it hold at most about twice
	// one frame's bytes. Both sides of a connection must use the same limit.
	FrameLimit int
	// TLS, when set, carries the control plane (and the TCP data plane, which shares its
	// connections) over TLS: the listener presents its certificate and, with ClientCAs and
	// ClientAuth set (LoadTLS with a CA), verifies the dialer's; the dialer verifies the listener's
	// against RootCAs. Every rank of a deployment must use it or none.
	TLS *tls.Config
	// InsecureListen lets an ffn rank without a ClusterKey (or TLS verifying its dialers) listen on
	// an address other than loopback: anyone who reaches it may then join as a peer. Without it such
	// a rank refuses to start.
	InsecureListen bool
	// BusyGiveUp (dialers) is how long to keep trying, with backoff, while the ffn rank refuses this
	// rank as already connected (0: DefaultBusyGiveUp). A returning rank gets in once its old
	// connection is seen to fail (a PeerSilence at most); a second process claiming a live rank gets
	// one clear error.
	BusyGiveUp time.Duration
	// Retrying, when set (dialers), is told why each attempt to reach the peer failed, before the
	// backoff to the next: why this rank has not met its peer yet.
	Retrying func(err error)
}

// Defaults of Config's durations.
const (
	DefaultHeartbeat   = time.Second
	DefaultPeerSilence = 5 * time.Second
	DefaultBusyGiveUp  = 30 * time.Second
	// DefaultSendTimeout bounds one frame's write when Config.PeerTimeout is 0.
	DefaultSendTimeout = time.Minute
)

// sendTimeout bounds the write of one frame to a peer: PeerTimeout, or DefaultSendTimeout when
// that is 0. A peer that takes no bytes for that long (it stopped reading) is dropped like one that
// stopped writing.
func (c Config) sendTimeout() time.Duration {
	if c.PeerTimeout > 0 {
		return c.PeerTimeout
	}
	return DefaultSendTimeout
}

// frameLimit is the tensor frame bound of this side (Config.FrameLimit, or MaxFrameSize).
func (c Config) frameLimit() int {
	if c.FrameLimit > 0 {
		return c.FrameLimit
	}
	return MaxFrameSize
}

func (c Config) logger() *slog.Logger {
	if c.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return c.Logger
}

func (c Config) heartbeat() time.Duration {
	switch {
	case c.Heartbeat < 0:
		return 0
	case c.Heartbeat == 0:
		return DefaultHeartbeat
	}
	return max(c.Heartbeat, time.Millisecond)
}

// silenceFor is how long a connection to a peer whose hello announced heartbeats every peerMS may
// stay silent; 0 (no limit) when the peer sends none.
func (c Config) silenceFor(peerMS int64) time.Duration {
	if peerMS <= 0 {
		return 0
	}
	d := c.PeerSilence
	if d <= 0 {
		d = DefaultPeerSilence
	}
	// A hostile hello cannot push the limit beyond a minute by claiming a slow heartbeat.
	return max(d, 3*time.Duration(min(peerMS, 20_000))*time.Millisecond)
}

// withSelf fills in the parts of this side's hello the connector owns.
func (c Config) withSelf() Hello {
	h := c.Hello
	h.HeartbeatMS = int64(c.heartbeat() / time.Millisecond)
	if c.heartbeat() > 0 && h.HeartbeatMS == 0 {
		h.HeartbeatMS = 1
	}
	return h
}

// handshakeTimeout bounds one handshake exchange, so a silent or stray connection cannot hold a
// rank (the caller's ctx bounds the whole wait for peers).
const handshakeTimeout = 10 * time.Second

// Backoff of a dialing rank: 50 ms doubling to 1 s, until the caller's ctx ends. A rank refused
// as already connected backs off from 100 ms doubling to 5 s, until Config.BusyGiveUp.
const (
	backoffMin = 50 * time.Millisecond
	backoffMax = time.Second
	busyMin    = 100 * time.Millisecond
	busyMax    = 5 * time.Second
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

// dialResult is what a dialer's handshake ends with: a redirect, or the listener's hello and the
// joined message with the reader positioned after it.
type dialResult struct {
	fr       *frameReader
	joined   *joinedMsg
	redirect *redirectMsg
	peer     Hello // the listener's hello (from its welcome)
}

// dialHandshake runs the dialer's half of the handshake on conn: with a cluster key, first the
// key's challenge (dialAuth: nothing about this rank is sent before the listener proved the key);
// then send the first frame (hello or register, whose hello is local), and read welcome, redirect
// or refuse. On welcome it compares the listener's hello with local (local named first in any
// difference) and the listener's identity with (ffn, expectRank); on a mismatch it sends refuse with
// its reason and returns a *RefusedError, else it sends ready. After ready it waits for joined (the
// listener installed it) or a late refusal. A *RefusedError is final; every other error is worth a
// retry.
func dialHandshake(ctx context.Context, conn net.Conn, kind frameKind, msg any, local Hello, expectRank int, key []byte) (dialResult, error) {
	var res dialResult
	stop := bindConn(ctx, conn)
	defer stop()
	first, err := encodeJSONFrame(nil, kind, msg)
	if err != nil {
		return res, err
	}
	fr := newFrameReader(conn)
	if key != nil {
		if err := dialAuth(conn, fr, key, local.who()); err != nil {
			return res, ctxOr(ctx, err)
		}
	}
	if _, err := conn.Write(first); err != nil {
		return res, ctxOr(ctx, fmt.Errorf("send %s: %w", kind, err))
	}
	rk, body, err := fr.next()
	if err != nil {
		if errors.As(err, new(formatError)) {
			err = fmt.Errorf("%w: the peer at %s does not speak the afdc connector protocol (expected an FFN rank of afdc there)", err, conn.RemoteAddr())
		}
		return res, ctxOr(ctx, fmt.Errorf("await welcome: %w", err))
	}
	switch rk {
	case kindRefuse:
		return res, decodeRefusal(body)
	case kindRedirect:
		var r redirectMsg
		if err := decodeJSON(rk, body, &r); err != nil {
			return res, err
		}
		res.redirect = &r
		return res, nil
	case kindWelcome:
	default:
		return res, fmt.Errorf("await welcome: got a %s frame, expected welcome, redirect or refuse", rk)
	}
	var w welcomeMsg
	if err := decodeJSON(rk, body, &w); err != nil {
		return res, err
	}
	var reason string
	if w.Hello.Role != RoleFFN || w.Hello.Rank != expectRank {
		reason = fmt.Sprintf("role mismatch: %s expected ffn rank %d, got %s", local.who(), expectRank, w.Hello.who())
	}
	reason = joinReasons(reason, compareHellos(local, w.Hello))
	if reason == "" && w.Hello.HeartbeatMS <= 0 {
		reason = noHeartbeat(w.Hello)
	}
	if reason != "" {
		b, _ := encodeJSONFrame(nil, kindRefuse, refuseMsg{By: local.who(), Reason: cut(reason, maxReason)})
		conn.Write(b)
		return res, &RefusedError{By: local.who(), Reason: reason}
	}
	if _, err := conn.Write(appendFrameHeader(nil, kindReady, 0)); err != nil {
		return res, ctxOr(ctx, fmt.Errorf("send ready: %w", err))
	}
	rk, body, err = fr.next()
	if err != nil {
		return res, ctxOr(ctx, fmt.Errorf("await joined: %w", err))
	}
	switch rk {
	case kindJoined:
		var j joinedMsg
		if err := decodeJSON(rk, body, &j); err != nil {
			return res, err
		}
		res.fr, res.joined, res.peer = fr, &j, w.Hello
		return res, nil
	case kindRefuse:
		return res, decodeRefusal(body)
	}
	return res, fmt.Errorf("await joined: got a %s frame, expected joined or refuse", rk)
}

// noHeartbeat is the refusal of a peer that announces no heartbeats: without them a stalled
// process cannot be told from an idle one.
func noHeartbeat(h Hello) string {
	return fmt.Sprintf("heartbeat: %s announces no heartbeats (heartbeat_ms %d), expected an interval of at least 1 ms: every rank must send them so that a stalled peer is noticed (--heartbeat above 0)", h.who(), h.HeartbeatMS)
}

func decodeRefusal(body []byte) error {
	var r refuseMsg
	if err := decodeJSON(kindRefuse, body, &r); err != nil {
		return err
	}
	return &RefusedError{By: r.By, Reason: r.Reason, Busy: r.Busy, Auth: r.Auth}
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
	return sendRefusal(conn, self, refuseMsg{Reason: reason})
}

// sendRefusal sends r (By filled in, its reason cut to fit a frame) and returns it as an error.
func sendRefusal(conn net.Conn, self Hello, r refuseMsg) error {
	r.By = self.who()
	full := r.Reason
	r.Reason = cut(r.Reason, maxReason)
	b, _ := encodeJSONFrame(nil, kindRefuse, r)
	conn.Write(b)
	return &RefusedError{By: r.By, Reason: full, Busy: r.Busy, Auth: r.Auth}
}

// acceptHandshake is the listener's half after the first frame (and, with a cluster key, after
// the dialer proved it): refuse with reason if it is not "", else send welcome and wait for ready or
// the dialer's own refusal. The caller then installs the dialer and sends joined (sendJoined) or a
// late refusal.
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
		return decodeRefusal(body)
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
// A busy refusal (the rank's slot is held by a connection the listener takes for live) is retried
// with its own, slower backoff for up to busyGiveUp, logged once, then returned with a message that
// says what is likely wrong.
//
// Other failures are logged as a warning when they differ from the one before (not on every
// attempt), and passed to retrying (if set).
func retry(ctx context.Context, log *slog.Logger, what string, busyGiveUp time.Duration, retrying func(error), try func() error) error {
	if busyGiveUp <= 0 {
		busyGiveUp = DefaultBusyGiveUp
	}
	wait, busyWait := backoffMin, busyMin
	var busySince time.Time
	last := ""
	for {
		err := try()
		if err == nil {
			return nil
		}
		var ref *RefusedError
		if errors.As(err, &ref) && !ref.Busy {
			return err
		}
		if retrying != nil {
			retrying(err)
		}
		if shape := failureShape(err); ref == nil && shape != last && ctx.Err() == nil {
			last = shape
			log.Warn("connector: cannot reach the peer yet; retrying with backoff", "what", what, "err", err)
		}
		sleep := wait
		if ref != nil {
			now := time.Now()
			if busySince.IsZero() {
				busySince = now
				log.Warn("connector: rank already connected; retrying with backoff", "what", what, "err", err, "give_up_after", busyGiveUp)
			} else if now.Sub(busySince) >= busyGiveUp {
				return &RefusedError{By: ref.By, Busy: true, Reason: fmt.Sprintf("%s (refused as busy for %v, retrying with backoff: another process holds this rank; give each process its own --rank)",
					ref.Reason, now.Sub(busySince).Round(time.Millisecond))}
			}
			sleep = busyWait
			busyWait = min(2*busyWait, busyMax)
		} else {
			wait = min(2*wait, backoffMax)
		}
		log.Debug("connector: retrying", "what", what, "err", err, "after", sleep)
		t := time.NewTimer(sleep)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("%s: %w (last error: %v)", what, ctx.Err(), err)
		}
	}
}

// failureShape is err's text without its numbers: a failure that differs from the one before only
// in them (a local port, a frame length) is the same one again, not worth another warning.
func failureShape(err error) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return '#'
		}
		return r
	}, err.Error())
}

// dial connects to addr, over TLS when c.TLS is set (the server's name: addr's host, unless
// c.TLS names one).
func (c Config) dial(ctx context.Context, addr string) (net.Conn, error) {
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil || c.TLS == nil {
		return conn, err
	}
	return c.tlsClient(conn, addr), nil
}

// tlsClient wraps conn, dialled to addr, in c.TLS (the server's name: addr's host, unless c.TLS
// names one); its handshake runs on the first write, within the deadlines.
func (c Config) tlsClient(conn net.Conn, addr string) net.Conn {
	tc := c.TLS
	if tc.ServerName == "" {
		tc = tc.Clone()
		if host, _, err := net.SplitHostPort(addr); err == nil {
			tc.ServerName = host
		}
	}
	return tls.Client(conn, tc)
}

// validate checks the parts of c the connector owns.
func (c Config) validate() error {
	if c.Heartbeat < 0 {
		return fmt.Errorf("heartbeat %v: expected a positive interval (0: the default %v); peers refuse a rank that sends no heartbeats", c.Heartbeat, DefaultHeartbeat)
	}
	if c.FrameLimit != 0 && (c.FrameLimit < MinFrameLimit || c.FrameLimit > MaxFrameSize) {
		return fmt.Errorf("frame limit %d bytes: expected %d..%d (0: %d)", c.FrameLimit, MinFrameLimit, MaxFrameSize, MaxFrameSize)
	}
	if c.TLS != nil && len(c.TLS.Certificates) == 0 && c.TLS.GetCertificate == nil {
		return errors.New("tls: no certificate, expected one (--tls-cert and --tls-key): every rank presents its own")
	}
	return nil
}
