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
)

// toWidths returns, per layer, the widths of the tensors sent to the FFN, after checking that each
// layer sends at least one tensor and gets exactly one back.
func toWidths(wire []ir.WireLayer) (map[int][]int, error) {
	to := map[int][]int{}
	for _, w := range wire {
		if len(w.ToFFN) == 0 || len(w.FromFFN) != 1 {
			return nil, fmt.Errorf("wire schema of layer %d: %d tensors to the FFN and %d back, expected at least 1 and exactly 1", w.Layer, len(w.ToFFN), len(w.FromFFN))
		}
		for _, t := range w.ToFFN {
			to[w.Layer] = append(to[w.Layer], int(t.Width))
		}
	}
	return to, nil
}

// FFNStats counts an FFN rank's work, for /metrics and logs.
type FFNStats struct {
	Steps   atomic.Int64
	Aborted atomic.Int64
	Tokens  atomic.Int64 // token-layers: rows run through one layer's FFN, summed
	Nanos   atomic.Int64 // time spent computing layers
}

// ServeFFN is an FFN rank's connector loop: for every step its attention peers announce, it runs
// each layer of the wire schema in order and, per stage, the rows of all its peers as one batch (fan
// in), returning each peer its rows (fan out). A step that a peer fails is abandoned (the connector
// aborts it for the other peers) and the loop waits for the next one; it returns when ctx ends or the
// side is closed.
func ServeFFN(ctx context.Context, side *connector.FFNSide, run LayerRunner, wire []ir.WireLayer, stats *FFNStats, log *slog.Logger) error {
	to, err := toWidths(wire)
	if err != nil {
		return err
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if stats == nil {
		stats = &FFNStats{}
	}
	for {
		h, err := side.RecvStep(ctx)
		if err != nil {
			if ctx.Err() != nil || errors.Is(err, connector.ErrClosed) {
				return nil
			}
			return err
		}
		if err := ffnStep(ctx, side, run, wire, to, h, stats); err != nil {
			if ctx.Err() != nil || errors.Is(err, connector.ErrClosed) {
				return nil
			}
			stats.Aborted.Add(1)
			log.Warn("ffn: step abandoned", "step", h.Step, "err", err)
			continue
		}
		stats.Steps.Add(1)
	}
}

func ffnStep(ctx context.Context, side *connector.FFNSide, run LayerRunner, wire []ir.WireLayer, to map[int][]int, h connector.StepHeader, stats *FFNStats) error {
	for _, w := range wire {
		for s := range h.Stages {
			p, err := side.RecvTensors(ctx, w.Layer, s, to[w.Layer])
			if err != nil {
				return err
			}
			out := connector.Payload{Rows: p.Rows, Widths: []int{int(w.FromFFN[0].Width)}, Data: [][]float32{{}}}
			if p.Rows > 0 {
				t0 := time.Now()
				y, err := run.RunLayer(w.Layer, p.Data[0], p.Rows, p.Data[1:])
				if err != nil {
					return fmt.Errorf("layer %d stage %d: %w", w.Layer, s, err)
				}
				stats.Nanos.Add(int64(time.Since(t0)))
				stats.Tokens.Add(int64(p.Rows))
				out.Data[0] = y
			}
			if err := side.SendTensors(ctx, w.Layer, s, out); err != nil {
				return err
			}
		}
	}
	return nil
}

// AttnLink is an attention rank's link to its FFN rank over the connector, as the split engine uses
// it (BeginStep, Send, Recv). It keeps the connection up: Run dials at start and again whenever the
// FFN rank is lost, so the pair reconnects when the peer returns; a step while the peer is away fails
// at once with an error saying so. A refused handshake (another plan, version or topology) is fatal:
// Run returns it.
type AttnLink struct {
	cfg     connector.Config
	to      map[int][]int
	log     *slog.Logger
	timeout time.Duration

	wanted chan struct{}

	mu   sync.Mutex
	side *connector.AttnSide
	down error // why there is no usable side
	cur  *connector.AttnSide
}

// NewAttnLink prepares a link; Run connects it. peerTimeout bounds the wait for one layer's result
// (0: no bound): an FFN rank that stops answering without closing its connection (a stopped process,
// a dead host behind a live route) fails the step then, and the connection is dropped and dialled
// again so both sides start the next step in step.
func NewAttnLink(cfg connector.Config, wire []ir.WireLayer, peerTimeout time.Duration) (*AttnLink, error) {
	to, err := toWidths(wire)
	if err != nil {
		return nil, err
	}
	l := &AttnLink{cfg: cfg, to: to, log: cfg.Logger, wanted: make(chan struct{}, 1), timeout: peerTimeout,
		down: fmt.Errorf("not yet connected to the FFN rank via %s", cfg.Rendezvous)}
	if l.log == nil {
		l.log = slog.New(slog.DiscardHandler)
	}
	return l, nil
}

// Run keeps the link connected until ctx ends. It returns a refusal at once; other dial failures are
// retried by the connector with backoff.
func (l *AttnLink) Run(ctx context.Context) error {
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

func (l *AttnLink) setDown(err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.side, l.down = nil, err
}

// Wanted signals when the FFN rank asks this rank for a step (its other attention peers began one;
// steps are in lockstep): an idle scheduler then runs a step without sequences.
func (l *AttnLink) Wanted() <-chan struct{} { return l.wanted }

// Ready is nil while the FFN rank is connected, else why not.
func (l *AttnLink) Ready() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.side != nil && l.side.Err() != nil {
		return fmt.Errorf("lost the FFN rank: %v", l.side.Err())
	}
	return l.down
}

// BeginStep announces the step's tokens per stage. It binds the step to the current connection.
func (l *AttnLink) BeginStep(ctx context.Context, stageTokens []int) error {
	l.mu.Lock()
	side, down := l.side, l.down
	l.cur = side
	l.mu.Unlock()
	if side == nil {
		return fmt.Errorf("no FFN rank: %w", down)
	}
	h := connector.StepHeader{Step: side.NextStep(), Stages: len(stageTokens), Counts: make([][]int, len(stageTokens))}
	for s, n := range stageTokens {
		h.Counts[s] = []int{n}
	}
	return side.SendStep(ctx, h)
}

func (l *AttnLink) step() *connector.AttnSide {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.cur
}

func (l *AttnLink) Send(ctx context.Context, layer, stage int, payload [][]float32, rows int) error {
	side := l.step()
	if side == nil {
		return errors.New("no step: BeginStep first")
	}
	return side.SendTensors(ctx, layer, stage, connector.Payload{Rows: rows, Widths: l.to[layer], Data: payload})
}

func (l *AttnLink) Recv(ctx context.Context, layer, stage int, rows, width int) ([]float32, error) {
	side := l.step()
	if side == nil {
		return nil, errors.New("no step: BeginStep first")
	}
	wait := ctx
	if l.timeout > 0 {
		var cancel context.CancelFunc
		wait, cancel = context.WithTimeout(ctx, l.timeout)
		defer cancel()
	}
	p, err := side.RecvTensors(wait, layer, stage, []int{width})
	if err != nil && ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
		// The FFN rank may still answer later; drop the connection rather than read a stale
		// answer as the next step's.
		side.Close()
		return nil, fmt.Errorf("the FFN rank did not answer layer %d stage %d within %v (--peer-timeout); dropped the connection, reconnecting", layer, stage, l.timeout)
	}
	if err != nil {
		return nil, err
	}
	if p.Rows != rows {
		return nil, fmt.Errorf("layer %d stage %d: the FFN returned %d rows, expected %d", layer, stage, p.Rows, rows)
	}
	return p.Data[0], nil
}

// Close shuts the connection down (the FFN rank is told).
func (l *AttnLink) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.side != nil {
		return l.side.Close()
	}
	return nil
}
