package runtime

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"afdc/ir"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// RemoteFFN is an attention rank's FFNPeer over the connector (the runtime side of the IR's
// remote_ffn): the control plane of its connection and that connection's transport. It keeps the
// connection up: Run dials at start and again whenever the FFN rank is lost, so the pair reconnects
// when the peer returns; a step while the peer is away fails at once with an error saying so. A
// refused handshake (another plan, version or topology, another cluster key, or this rank held by
// another process past the connector's busy backoff) is fatal: Run returns it.
type RemoteFFN struct {
	cfg     connector.Config
	log     *slog.Logger
	timeout time.Duration

	wanted chan struct{}

	// dataPlane, when set, builds the device data plane of each new connection (see SetDataPlane);
	// nil: the connection's own TCP transport.
	dataPlane DataPlane
	dpName    string
	dpMem     tensor.Memory

	mu     sync.Mutex
	joined bool // connected at least once
	side   *connection
	down   error // why there is no usable side
	last   error // while dialling: why the last attempt failed
	cur    *connection
}

// connection is one connection to the FFN rank and the data plane that goes with it.
type connection struct {
	side *connector.AttnSide
	tr   connector.Transport
	// served is set once rows came back on this connection: the FFN rank runs steps (as its
	// serving frame, side.Serving, says too).
	served atomic.Bool
}

// DataPlane builds the data plane of a new connection to the FFN rank (an NCCL communicator over
// the connection's collective-id bootstrap). It is called once per connection; the transport is
// closed when the connection is lost, and a new one built for the next.
type DataPlane func(ctx context.Context, side *connector.AttnSide) (connector.Transport, error)

// SetDataPlane replaces the TCP data plane by one that f builds per connection, moving buffers in
// mem and named name. Call it before Run.
func (l *RemoteFFN) SetDataPlane(name string, mem tensor.Memory, f DataPlane) {
	l.dataPlane, l.dpName, l.dpMem = f, name, mem
}

// NewRemoteFFN prepares a link; Run connects it. peerTimeout bounds the wait for one layer's result
// (0: no bound): an FFN rank that stops answering without closing its connection (a stopped process,
// a dead host behind a live route) fails the step then, and the connection is dropped and dialled
// again so both sides start the next step in step.
func NewRemoteFFN(cfg connector.Config, wire []ir.WireLayer, peerTimeout time.Duration) (*RemoteFFN, error) {
	if _, _, err := readWire(wire); err != nil {
		return nil, err
	}
	l := &RemoteFFN{cfg: cfg, log: cfg.Logger, wanted: make(chan struct{}, 1), timeout: peerTimeout,
		down: fmt.Errorf("not yet connected to the FFN rank via %s", cfg.Rendezvous)}
	if l.log == nil {
		l.log = slog.New(slog.DiscardHandler)
	}
	return l, nil
}

// Run keeps the link connected until ctx ends. It returns a refusal at once; other dial failures are
// retried by the connector with backoff.
func (l *RemoteFFN) Run(ctx context.Context) error {
	cfg := l.cfg
	cfg.Retrying = func(err error) {
		l.mu.Lock()
		l.last = err
		l.mu.Unlock()
	}
	for ctx.Err() == nil {
		side, err := connector.DialAttention(ctx, cfg)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			// A refusal is final, a busy one included: the connector has already retried it with
			// backoff for as long as a returning rank's old connection can take to be noticed.
			var ref *connector.RefusedError
			if errors.As(err, &ref) {
				return err
			}
			l.setDown(err)
			continue
		}
		c := &connection{side: side, tr: side.Transport()}
		if l.dataPlane != nil {
			tr, err := l.dataPlane(ctx, side)
			if err != nil {
				side.Close()
				if ctx.Err() != nil {
					return nil
				}
				l.log.Warn("attention: data plane not built; dialling again", "transport", l.dpName, "err", err)
				l.setDown(fmt.Errorf("%s data plane to the FFN rank: %w", l.dpName, err))
				select {
				case <-ctx.Done():
				case <-time.After(100 * time.Millisecond):
				}
				continue
			}
			c.tr = tr
		}
		l.log.Info("attention: connected to the ffn rank", "rendezvous", l.cfg.Rendezvous, "next_step", side.NextStep(), "transport", c.tr.Name())
		l.mu.Lock()
		l.side, l.down, l.joined = c, nil, true
		l.mu.Unlock()
		// Watch the connection, passing on the FFN rank's requests for a step; when it fails,
		// drop it and dial again.
		for ctx.Err() == nil && side.Err() == nil {
			select {
			case <-ctx.Done():
			case <-side.Wanted():
				select {
				case l.wanted <- struct{}{}:
				default:
				}
			case <-time.After(50 * time.Millisecond):
			}
		}
		if err := side.Err(); err != nil {
			l.log.Warn("attention: ffn rank lost; reconnecting", "err", err)
			l.setDown(fmt.Errorf("lost the FFN rank (%v); reconnecting via %s", err, l.cfg.Rendezvous))
		}
		if l.dataPlane != nil {
			c.tr.Close()
		}
	}
	l.mu.Lock()
	if l.side != nil {
		l.side.close()
	}
	l.mu.Unlock()
	return nil
}

func (c *connection) close() error {
	err := c.side.Close()
	if c.tr != nil {
		c.tr.Close()
	}
	return err
}

// setDown records why there is no usable side; the next dial's failures add to it.
func (l *RemoteFFN) setDown(err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.side, l.down, l.last = nil, err, nil
}

// Wanted signals when the FFN rank asks this rank for a step (its other attention peers began one;
// steps are in lockstep): an idle scheduler then runs a step without sequences.
func (l *RemoteFFN) Wanted() <-chan struct{} { return l.wanted }

// Joined reports whether the link was ever connected: a deployment that came together once and is
// reconnecting now is not one that never met.
func (l *RemoteFFN) Joined() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.joined
}

// Ready is nil while the FFN rank is connected, else why not (with the last attempt's failure while
// it dials).
func (l *RemoteFFN) Ready() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.side != nil && l.side.side.Err() != nil {
		return fmt.Errorf("lost the FFN rank: %v", l.side.side.Err())
	}
	if l.down != nil && l.last != nil {
		return fmt.Errorf("%w (last error: %v)", l.down, l.last)
	}
	return l.down
}

// Serving is nil once this rank can serve a request end to end: connected, and the FFN rank has
// shown on this connection that it runs steps (an FFN rank runs no step until all its attention peers have connected, so a
// rank whose sibling is missing is connected but not serving). Else it says why not.
func (l *RemoteFFN) Serving() error {
	if err := l.Ready(); err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if c := l.side; c != nil && !c.served.Load() && !closed(c.side.Serving()) {
		return fmt.Errorf("connected to FFN rank %d, which does not run steps yet: it waits for all its attention peers to connect", l.Peer())
	}
	return nil
}

func closed(ch <-chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

// BeginStep announces the step's tokens per stage. It binds the step to the current connection.
func (l *RemoteFFN) BeginStep(ctx context.Context, stageTokens []int) (uint64, error) {
	l.mu.Lock()
	side, down := l.side, l.down
	l.cur = side
	l.mu.Unlock()
	if side == nil {
		return 0, fmt.Errorf("no FFN rank: %w", down)
	}
	return side.begin(ctx, stageTokens)
}

func (c *connection) begin(ctx context.Context, stageTokens []int) (uint64, error) {
	side := c.side
	h := connector.StepHeader{Step: side.NextStep(), Stages: len(stageTokens), Counts: make([][]int, len(stageTokens))}
	for s, n := range stageTokens {
		h.Counts[s] = []int{n}
	}
	return h.Step, side.SendStep(ctx, h)
}

func (l *RemoteFFN) step() *connection {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.cur
}

// Peer is the FFN rank that owns this attention rank.
func (l *RemoteFFN) Peer() int { return connector.FFNRankOf(l.cfg.Hello) }

// Name is the data plane's name: "tcp", or the one SetDataPlane gave.
func (l *RemoteFFN) Name() string {
	if l.dataPlane != nil {
		return l.dpName
	}
	return connector.TCP
}

// Memory is where the data plane's buffers live.
func (l *RemoteFFN) Memory() tensor.Memory {
	if l.dataPlane != nil {
		return l.dpMem
	}
	return tensor.Host
}

func (l *RemoteFFN) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	c := l.step()
	if c == nil {
		return errors.New("no step: BeginStep first")
	}
	return c.tr.Send(ctx, q, peer, tag, data)
}

// Check says whether the step's transfers completed, for a data plane that completes them on the
// device (connector.Checker); a TCP step's transfers have completed when Recv returned.
func (l *RemoteFFN) Check(step uint64) error {
	c := l.step()
	if c == nil {
		return errors.New("no step: BeginStep first")
	}
	if ch, ok := c.tr.(connector.Checker); ok {
		return ch.Check(step)
	}
	return nil
}

func (l *RemoteFFN) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	c := l.step()
	if c == nil {
		return errors.New("no step: BeginStep first")
	}
	side := c.side
	wait := ctx
	if l.timeout > 0 {
		var cancel context.CancelFunc
		wait, cancel = context.WithTimeout(ctx, l.timeout)
		defer cancel()
	}
	err := c.tr.Recv(wait, q, peer, tag, into)
	if err == nil && len(into) > 0 && into[0].Rows() > 0 {
		c.served.Store(true) // rows came back: the FFN rank runs steps
	}
	if err != nil && ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
		// The FFN rank may still answer later; drop the connection rather than read a stale
		// answer as the next step's.
		side.Close()
		return fmt.Errorf("the FFN rank did not answer layer %d stage %d within %v (--peer-timeout); dropped the connection, reconnecting", tag.Layer, tag.Stage, l.timeout)
	}
	return err
}

// CollectiveID waits until the FFN rank is connected and has shared its device data plane's
// bootstrap (FFNSide.ShareCollectiveID), and returns it; ctx bounds the wait. A device transport
// (NCCL, HCCL) joins its communicator with it once, at start.
func (l *RemoteFFN) CollectiveID(ctx context.Context) (connector.CollectiveID, error) {
	for {
		l.mu.Lock()
		side, down := l.side, l.down
		l.mu.Unlock()
		if side != nil {
			return side.side.CollectiveID(ctx)
		}
		select {
		case <-ctx.Done():
			return connector.CollectiveID{}, fmt.Errorf("no collective id from the FFN rank: %w (%v)", ctx.Err(), down)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// Close shuts the connection down (the FFN rank is told).
func (l *RemoteFFN) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.side != nil {
		return l.side.close()
	}
	return nil
}
