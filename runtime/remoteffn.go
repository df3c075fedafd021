package runtime

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"afdc/ir"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// RemoteFFN is an attention rank's FFNPeer over the connector (the runtime side of the IR's
// remote_ffn): the control plane of its connection and that connection's transport. It keeps the
// connection up: Run dials at start and again whenever the FFN rank is lost, so the pair reconnects
// when the peer returns; a step while the peer is away fails at once with an error saying so. A refused handshake (another plan, version or topology) is fatal:
// Run returns it.
type RemoteFFN struct {
	cfg     connector.Config
	log     *slog.Logger
	timeout time.Duration

	wanted chan struct{}

	mu   sync.Mutex
	side *connector.AttnSide
	down error // why there is no usable side
	cur  *connector.AttnSide
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
	for ctx.Err() == nil {
		side, err := connector.DialAttention(ctx, l.cfg)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			var ref *connector.RefusedError
			if errors.As(err, &ref) && !ref.Busy {
				return err
			}
			l.setDown(err)
			if ref != nil {
				// The FFN rank still holds this rank's old connection (it has not read its end
				// yet): try again shortly.
				select {
				case <-ctx.Done():
				case <-time.After(100 * time.Millisecond):
				}
			}
			continue
		}
		l.log.Info("attention: connected to the ffn rank", "rendezvous", l.cfg.Rendezvous, "next_step", side.NextStep())
		l.mu.Lock()
		l.side, l.down = side, nil
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
	}
	l.mu.Lock()
	if l.side != nil {
		l.side.Close()
	}
	l.mu.Unlock()
	return nil
}

func (l *RemoteFFN) setDown(err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.side, l.down = nil, err
}

// Wanted signals when the FFN rank asks this rank for a step (its other attention peers began one;
// steps are in lockstep): an idle scheduler then runs a step without sequences.
func (l *RemoteFFN) Wanted() <-chan struct{} { return l.wanted }

// Ready is nil while the FFN rank is connected, else why not.
func (l *RemoteFFN) Ready() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.side != nil && l.side.Err() != nil {
		return fmt.Errorf("lost the FFN rank: %v", l.side.Err())
	}
	return l.down
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
	h := connector.StepHeader{Step: side.NextStep(), Stages: len(stageTokens), Counts: make([][]int, len(stageTokens))}
	for s, n := range stageTokens {
		h.Counts[s] = []int{n}
	}
	return h.Step, side.SendStep(ctx, h)
}

func (l *RemoteFFN) step() *connector.AttnSide {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.cur
}

// Peer is the FFN rank that owns this attention rank.
func (l *RemoteFFN) Peer() int { return l.cfg.Hello.Topology.OwnerOf(l.cfg.Hello.Rank) }

func (l *RemoteFFN) Name() string          { return connector.TCP }
func (l *RemoteFFN) Memory() tensor.Memory { return tensor.Host }

func (l *RemoteFFN) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	side := l.step()
	if side == nil {
		return errors.New("no step: BeginStep first")
	}
	return side.Transport().Send(ctx, q, peer, tag, data)
}

func (l *RemoteFFN) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	side := l.step()
	if side == nil {
		return errors.New("no step: BeginStep first")
	}
	wait := ctx
	if l.timeout > 0 {
		var cancel context.CancelFunc
		wait, cancel = context.WithTimeout(ctx, l.timeout)
		defer cancel()
	}
	err := side.Transport().Recv(wait, q, peer, tag, into)
	if err != nil && ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
		// The FFN rank may still answer later; drop the connection rather than read a stale
		// answer as the next step's.
		side.Close()
		return fmt.Errorf("the FFN rank did not answer layer %d stage %d within %v (--peer-timeout); dropped the connection, reconnecting", tag.Layer, tag.Stage, l.timeout)
	}
	return err
}

// Close shuts the connection down (the FFN rank is told).
func (l *RemoteFFN) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.side != nil {
		return l.side.Close()
	}
	return nil
}
