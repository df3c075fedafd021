package connector

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"
)

// AttnSide is an attention rank's end: one connection to the ffn rank that owns it. Step methods
// are meant for one goroutine (the executor loop). It does not reconnect by itself: after its ffn
// rank fails, every call returns that *PeerError; dial again (DialAttention) to resume at the
// step the new welcome names (NextStep).
type AttnSide struct {
	hello Hello
	cfg   Config
	owner int
	log   *slog.Logger
	h     *hub
	l     *link
	// clock, when set, gathers the transfers' host waits (Config.WaitClock, SetWaitClock).
	clock atomic.Pointer[WaitClock]

	mu       sync.Mutex // guards the fields below
	cur      StepHeader
	active   bool
	nextStep uint64
}

// DialAttention connects attention rank cfg.Hello.Rank to its ffn rank: it dials cfg.Rendezvous
// with exponential backoff (50 ms doubling to 1 s) until ctx ends, is redirected to its owner when
// that is not rank 0, and completes the handshake there. A *RefusedError ends the attempts at once.
func DialAttention(ctx context.Context, cfg Config) (*AttnSide, error) {
	hl := cfg.Hello
	if err := hl.validateSelf(); err != nil {
		return nil, err
	}
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if hl.Role != RoleAttention {
		return nil, fmt.Errorf("DialAttention: hello role %q, expected %q", hl.Role, RoleAttention)
	}
	a := &AttnSide{hello: cfg.withSelf(), cfg: cfg, owner: FFNRankOf(hl), log: cfg.logger(), h: newHub()}
	a.clock.Store(cfg.WaitClock)
	what := fmt.Sprintf("attention rank %d: reach ffn rank %d via rendezvous %s", hl.Rank, a.owner, cfg.Rendezvous)
	err := retry(ctx, a.log, what, cfg.BusyGiveUp, cfg.Retrying, func() error { return a.try(ctx, cfg.Rendezvous) })
	if err != nil {
		return nil, err
	}
	return a, nil
}

// try makes one attempt: rendezvous, maybe a redirect, then the owner.
func (a *AttnSide) try(ctx context.Context, rendezvous string) error {
	conn, err := a.cfg.dial(ctx, rendezvous)
	if err != nil {
		return err
	}
	hm := a.helloMsg()
	res, err := dialHandshake(ctx, conn, kindHello, hm, hm, 0, a.cfg.ClusterKey)
	if err == nil && res.redirect != nil {
		redir := res.redirect
		conn.Close()
		if redir.Owner != a.owner {
			return &RefusedError{By: a.hello.who(), Reason: fmt.Sprintf("redirected to ffn rank %d, expected the owner ffn rank %d", redir.Owner, a.owner)}
		}
		if redir.Addr == "" {
			return fmt.Errorf("ffn rank %d has not registered with the rendezvous yet", a.owner)
		}
		if conn, err = a.cfg.dial(ctx, redir.Addr); err != nil {
			return fmt.Errorf("ffn rank %d at %s: %w", a.owner, redir.Addr, err)
		}
		hm = a.helloMsg()
		res, err = dialHandshake(ctx, conn, kindHello, hm, hm, a.owner, a.cfg.ClusterKey)
		if err == nil && res.redirect != nil {
			err = fmt.Errorf("ffn rank %d at %s redirected again, expected a welcome", a.owner, res.redirect.Addr)
		}
	}
	if err != nil {
		conn.Close()
		return err
	}
	conn.SetDeadline(time.Time{})
	// The ffn rank's results are this rank's own rows: its frames are capped by the same row limit.
	a.l = newLink(a.h, RoleFFN, a.owner, conn, linkLimits{
		maxTensor: tensorFrameCap(a.hello.MaxRows, a.cfg.RowBytes, a.cfg.frameLimit()), heartbeat: a.cfg.heartbeat(), silence: a.cfg.silenceFor(res.peer.HeartbeatMS), send: a.cfg.sendTimeout()})
	a.nextStep = res.joined.NextStep
	a.l.prepare(res.fr)
	go a.l.readLoop(res.fr)
	a.log.Info("connector: connected", "attention", a.hello.Rank, "ffn", a.owner, "addr", conn.RemoteAddr().String(), "next_step", res.joined.NextStep)
	return nil
}

// helloMsg is the hello of one attempt.
func (a *AttnSide) helloMsg() Hello {
	return a.hello
}

// Owner is the ffn rank this attention rank talks to.
func (a *AttnSide) Owner() int { return a.owner }

// NextStep is the smallest step number SendStep accepts next: the ffn rank's next step at the
// handshake (a returning rank resumes there), then one past the last step sent.
func (a *AttnSide) NextStep() uint64 {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.nextStep
}

// Wanted signals when the ffn rank asks for this rank's next step header: other peers of the ffn
// rank began a step, and steps are in lockstep. An idle rank answers with a step of zero counts (and
// zero-row layers); a busy one with its next step.
func (a *AttnSide) Wanted() <-chan struct{} { return a.l.want }

// Serving is closed once the ffn rank said, on this connection, that it runs steps: every attention
// peer it waits for has connected.
func (a *AttnSide) Serving() <-chan struct{} { return a.l.serving }

// Err returns the connection's failure, or nil while it is up.
func (a *AttnSide) Err() error {
	a.h.mu.Lock()
	defer a.h.mu.Unlock()
	return a.l.err
}

// SendStep announces a step: h.Counts[stage][0] is this rank's tokens in each stage. Send it for
// every step, with zero counts when the rank has no tokens, so the ffn rank never waits for it.
func (a *AttnSide) SendStep(ctx context.Context, h StepHeader) error {
	where := fmt.Sprintf("%s: send step %d", a.hello.who(), h.Step)
	if err := h.checkShape(1); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if h.Stages > a.hello.Stages {
		return fmt.Errorf("%s: %d stages, expected at most the plan's %d", where, h.Stages, a.hello.Stages)
	}
	if err := h.checkRows(a.hello.MaxRows); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if h.Step < a.nextStep {
		return fmt.Errorf("%s: step number %d, expected at least %d (steps increase; after a reconnect they resume at the ffn rank's next step)", where, h.Step, a.nextStep)
	}
	if err := a.l.writeJSON(ctx, kindStep, h); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	a.cur, a.active, a.nextStep = h.clone(), true, h.Step+1
	return nil
}

func (a *AttnSide) current(op string, tag Tag) (StepHeader, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.active {
		return StepHeader{}, fmt.Errorf("%s: %s layer %d stage %d: no step, call SendStep first", a.hello.who(), op, tag.Layer, tag.Stage)
	}
	if tag.Step != a.cur.Step || tag.Stage < 0 || tag.Stage >= a.cur.Stages || tag.Layer < 0 {
		return StepHeader{}, fmt.Errorf("%s: %s %s: expected step %d, layer >= 0 and stage 0..%d", a.hello.who(), op, tag, a.cur.Step, a.cur.Stages-1)
	}
	return a.cur, nil
}

func (a *AttnSide) abortedLocked(step uint64) error {
	if r, ok := a.l.aborts[step]; ok {
		return &StepAbortedError{Step: step, By: fmt.Sprintf("ffn rank %d", a.owner), Reason: r}
	}
	return nil
}

// StepAborted is the FFN rank's abort of step (a *StepAbortedError), or nil when it sent none: a
// device data plane, whose transfers do not read the connection, watches it so that a step the FFN
// rank abandoned fails at once instead of at its transfer timeout.
func (a *AttnSide) StepAborted(step uint64) error {
	a.h.mu.Lock()
	defer a.h.mu.Unlock()
	return a.abortedLocked(step)
}

// Close sends shutdown to the ffn rank and closes the connection.
func (a *AttnSide) Close() error {
	if a.l != nil {
		a.l.shutdown()
	}
	return nil
}

// CollectiveID waits for the device data plane's bootstrap from the FFN rank (see
// FFNSide.ShareCollectiveID) and returns it; ctx bounds the wait.
func (a *AttnSide) CollectiveID(ctx context.Context) (CollectiveID, error) {
	var c CollectiveID
	err := a.h.wait(ctx, func() (bool, error) {
		if a.l.coll != nil {
			c = *a.l.coll
			return true, nil
		}
		if a.l.err != nil {
			return false, a.l.err
		}
		return false, nil
	})
	return c, err
}
