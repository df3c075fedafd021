package connector

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"
)

// AttnSide is an attention rank's end: one connection to the ffn rank that owns it. Step methods
// are meant for one goroutine (the executor loop). It does not reconnect by itself: after its ffn
// rank fails, every call returns that *PeerError; dial again (DialAttention) to resume at the
// step the new welcome names (NextStep).
type AttnSide struct {
	hello Hello
	owner int
	log   *slog.Logger
	h     *hub
	l     *link

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
	if hl.Role != RoleAttention {
		return nil, fmt.Errorf("DialAttention: hello role %q, expected %q", hl.Role, RoleAttention)
	}
	a := &AttnSide{hello: hl, owner: hl.Topology.OwnerOf(hl.Rank), log: cfg.logger(), h: newHub()}
	what := fmt.Sprintf("attention rank %d: reach ffn rank %d via rendezvous %s", hl.Rank, a.owner, cfg.Rendezvous)
	err := retry(ctx, a.log, what, func() error { return a.try(ctx, cfg.Rendezvous) })
	if err != nil {
		return nil, err
	}
	return a, nil
}

// try makes one attempt: rendezvous, maybe a redirect, then the owner.
func (a *AttnSide) try(ctx context.Context, rendezvous string) error {
	conn, err := dial(ctx, rendezvous)
	if err != nil {
		return err
	}
	fr, w, redir, err := dialHandshake(ctx, conn, kindHello, a.hello, a.hello, 0)
	if err == nil && redir != nil {
		conn.Close()
		if redir.Owner != a.owner {
			return &RefusedError{By: a.hello.who(), Reason: fmt.Sprintf("redirected to ffn rank %d, expected the owner ffn rank %d", redir.Owner, a.owner)}
		}
		if redir.Addr == "" {
			return fmt.Errorf("ffn rank %d has not registered with the rendezvous yet", a.owner)
		}
		if conn, err = dial(ctx, redir.Addr); err != nil {
			return fmt.Errorf("ffn rank %d at %s: %w", a.owner, redir.Addr, err)
		}
		fr, w, redir, err = dialHandshake(ctx, conn, kindHello, a.hello, a.hello, a.owner)
		if err == nil && redir != nil {
			err = fmt.Errorf("ffn rank %d at %s redirected again, expected a welcome", a.owner, redir.Addr)
		}
	}
	if err != nil {
		conn.Close()
		return err
	}
	conn.SetDeadline(time.Time{})
	a.l = newLink(a.h, RoleFFN, a.owner, conn)
	a.nextStep = w.NextStep
	go a.l.readLoop(fr)
	a.log.Info("connector: connected", "attention", a.hello.Rank, "ffn", a.owner, "addr", conn.RemoteAddr().String(), "next_step", w.NextStep)
	return nil
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

func (a *AttnSide) current(op string, layer, stage int) (StepHeader, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.active {
		return StepHeader{}, fmt.Errorf("%s: %s layer %d stage %d: no step, call SendStep first", a.hello.who(), op, layer, stage)
	}
	if stage < 0 || stage >= a.cur.Stages || layer < 0 {
		return StepHeader{}, fmt.Errorf("%s: %s layer %d stage %d of step %d: expected layer >= 0 and stage 0..%d", a.hello.who(), op, layer, stage, a.cur.Step, a.cur.Stages-1)
	}
	return a.cur, nil
}

func (a *AttnSide) abortedLocked(step uint64) error {
	if r, ok := a.l.aborts[step]; ok {
		return &StepAbortedError{Step: step, By: fmt.Sprintf("ffn rank %d", a.owner), Reason: r}
	}
	return nil
}

// SendTensors sends this rank's rows of one layer and stage; p.Rows must equal the step header's
// count for the stage. Zero rows send nothing (the ffn rank expects nothing).
func (a *AttnSide) SendTensors(ctx context.Context, layer, stage int, p Payload) error {
	cur, err := a.current("send", layer, stage)
	if err != nil {
		return err
	}
	where := fmt.Sprintf("%s: send layer %d stage %d of step %d", a.hello.who(), layer, stage, cur.Step)
	if want := cur.Counts[stage][0]; p.Rows != want {
		return fmt.Errorf("%s: %d rows, expected %d (the step header's count)", where, p.Rows, want)
	}
	if err := checkPayload(p); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if p.Rows == 0 {
		return nil
	}
	a.h.mu.Lock()
	err = a.abortedLocked(cur.Step)
	a.h.mu.Unlock()
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	m := TensorMeta{Step: cur.Step, Layer: layer, Stage: stage, Rows: p.Rows, Widths: p.Widths, DType: DTypeF32}
	if err := a.l.sendTensors(ctx, m, p.Data); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	return nil
}

// RecvTensors waits for the ffn rank's output rows of one layer and stage (as many as this rank
// sent). It fails at once when the ffn rank fails or aborts the step; a frame that differs from
// what is expected fails the connection with a message naming the difference on both sides.
func (a *AttnSide) RecvTensors(ctx context.Context, layer, stage int, widths []int) (Payload, error) {
	cur, err := a.current("receive", layer, stage)
	if err != nil {
		return Payload{}, err
	}
	rows := cur.Counts[stage][0]
	where := fmt.Sprintf("%s: receive layer %d stage %d of step %d", a.hello.who(), layer, stage, cur.Step)
	if rows == 0 {
		p := Payload{Widths: append([]int(nil), widths...), Data: make([][]float32, len(widths))}
		for t := range p.Data {
			p.Data[t] = []float32{}
		}
		return p, nil
	}
	tf, err := a.l.popTensors(ctx, cur.Step, cur.Step, true)
	if err != nil {
		return Payload{}, fmt.Errorf("%s: %w", where, err)
	}
	if err := checkArrival(a.l, tf.meta, cur.Step, layer, stage, rows, widths); err != nil {
		a.l.sendError(err)
		return Payload{}, fmt.Errorf("%s: %w", where, err)
	}
	return Payload{Rows: rows, Widths: tf.meta.Widths, Data: tf.data}, nil
}

// Close sends shutdown to the ffn rank and closes the connection.
func (a *AttnSide) Close() error {
	if a.l != nil {
		a.l.shutdown()
	}
	return nil
}

// link returns the connection to ffn rank f (the TCP transport's peer lookup).
func (a *AttnSide) link(f int) (*link, error) {
	if f != a.owner {
		return nil, fmt.Errorf("ffn rank %d is not the owner of %s (ffn rank %d)", f, a.hello.who(), a.owner)
	}
	return a.l, nil
}
