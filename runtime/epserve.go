package runtime

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"afdc/ir"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// An expert rank's side of the expert-parallel exchange (the protocol is in ep.go).

// ExpertRankStats sees an expert rank's work per layer, for /metrics (nil: skipped).
type ExpertRankStats struct {
	// Layer sees one layer's batch of one stage: the tokens (with an expert here) and pairs of
	// every attention peer together, the bytes received and sent back, and the compute time.
	Layer func(layer, stage, tokens, pairs, in, out int, d time.Duration)
}

// ServeExperts is an expert rank's loop: as ServeFFN, but for each layer and stage it runs the
// expert_ffn of the tokens every attention peer dispatched to it, as one batch, and returns each
// peer its (token, expert) rows. rank is this process's expert rank.
func ServeExperts(ctx context.Context, ctl FFNControl, tr connector.Transport, be FFNBackend, wire []ir.WireLayer, rank int, stats *FFNStats, es *ExpertRankStats, log *slog.Logger) error {
	layers, err := readEP(wire)
	if err != nil {
		return err
	}
	if len(layers) == 0 {
		return errors.New("the program has no expert-parallel layer, expected an --ep build")
	}
	rt, ok := tr.(connector.RowsTransport)
	if !ok {
		return fmt.Errorf("transport %s cannot carry expert-parallel rows", tr.Name())
	}
	var order []int
	for _, w := range wire {
		l, ok := layers[w.Layer]
		if !ok {
			return fmt.Errorf("wire schema of layer %d: not expert parallel, expected every layer of an --ep build to be", w.Layer)
		}
		if rank < 0 || rank >= l.ranks {
			return fmt.Errorf("--rank %d, expected an expert rank 0..%d", rank, l.ranks-1)
		}
		order = append(order, w.Layer)
	}
	if stats == nil {
		stats = &FFNStats{}
	}
	if es == nil {
		es = &ExpertRankStats{}
	}
	if eb, ok := be.(ExpertBatcher); ok && stats.Expert != nil {
		eb.SetExpertBatch(stats.Expert)
		defer eb.SetExpertBatch(nil)
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	var q Queue
	if err := be.Drive(func() (err error) { q, err = be.NewQueue(); return err }); err != nil {
		return fmt.Errorf("%s backend: make a queue: %w", be.Target(), err)
	}
	for {
		h, err := ctl.RecvStep(ctx)
		if err != nil {
			if ctx.Err() != nil || errors.Is(err, connector.ErrClosed) {
				return nil
			}
			return err
		}
		t0 := time.Now()
		err = be.Drive(func() error { return expertStep(ctx, ctl.Peers(), tr, rt, be, q, layers, order, rank, h, stats, es) })
		if err != nil {
			if ctx.Err() != nil || errors.Is(err, connector.ErrClosed) {
				return nil
			}
			stats.Aborted.Add(1)
			log.Warn("expert rank: step abandoned", "step", h.Step, "err", err)
			if a, ok := ctl.(stepAborter); ok {
				a.AbortStep(fmt.Errorf("expert rank %d: step %d abandoned: %w", rank, h.Step, err))
			}
			continue
		}
		stats.Steps.Add(1)
		if stats.Step != nil {
			stats.Step(time.Since(t0), activePeers(h))
		}
	}
}

// grouped runs f as one group of tr's transfers when tr groups them (connector.Grouper).
func grouped(tr connector.Transport, f func() error) error {
	if g, ok := tr.(connector.Grouper); ok {
		return g.Group(f)
	}
	return f()
}

// expertStep runs one step on an expert rank. A peer the transport drops mid-step leaves it: its
// rows are absent from the rest of the step, and the others finish.
func expertStep(ctx context.Context, peers []int, tr connector.Transport, rt connector.RowsTransport, be FFNBackend, q Queue,
	layers map[int]epLayer, order []int, rank int, h connector.StepHeader, stats *FFNStats, es *ExpertRankStats) error {
	counts := make([][]int, len(h.Counts))
	for s, c := range h.Counts {
		counts[s] = append([]int(nil), c...)
	}
	dropped := func(err error, i int) bool {
		var d *connector.DroppedError
		if errors.As(err, &d) && d.Peer == peers[i] {
			for s := range counts {
				counts[s][i] = 0
			}
			stats.Dropped.Add(1)
			return true
		}
		return false
	}
	for _, layer := range order {
		l := layers[layer]
		for s := range h.Stages {
			tag := connector.Tag{Step: h.Step, Layer: layer, Stage: s}
			// 1. Every peer's routing; from it, the rows and pairs each sends here.
			ids := make([][]int32, len(peers))
			ws := make([][]float32, len(peers))
			toks := make([][]int, len(peers))
			for i, p := range peers {
				c := counts[s][i]
				if c == 0 {
					continue
				}
				it, wt := tensor.New(tensor.I32, c, l.k), tensor.New(tensor.F32, c, l.k)
				if err := tr.Recv(ctx, q, p, tag, []tensor.Tensor{it, wt}); err != nil {
					if dropped(err, i) {
						continue
					}
					return err
				}
				ids[i], ws[i] = it.I32(), wt.F32()
				for t := range c {
					for _, e := range ids[i][t*l.k : (t+1)*l.k] {
						if e >= int32(len(l.emap)) {
							return fmt.Errorf("%s: attention rank %d routes a token to expert %d, expected -1 or 0..%d", tag, p, e, len(l.emap)-1)
						}
						if e >= 0 && l.emap[e] == int64(rank) {
							toks[i] = append(toks[i], t)
							break
						}
					}
				}
			}
			// 2. Their hidden rows, as one batch in peer order, with the routing of those rows.
			var rows int
			for i := range peers {
				rows += len(toks[i])
			}
			x, err := be.Alloc(l.hdt, tr.Memory(), rows, l.hidden)
			if err != nil {
				return fmt.Errorf("%s: %w", tag, err)
			}
			bid, bw := make([]int32, rows*l.k), make([]float32, rows*l.k)
			at := 0
			in := 0
			// A device transport receives every peer's rows as one group. A peer dropped meanwhile
			// takes no rows: the rows of the others follow each other in peer order, as the batch
			// below reads them.
			err = grouped(tr, func() error {
				off := 0
				for i, p := range peers {
					n := len(toks[i])
					if n == 0 || counts[s][i] == 0 {
						continue
					}
					if err := rt.RecvRows(ctx, q, p, tag, []tensor.Tensor{x.RowSlice(off, off+n)}); err != nil {
						if dropped(err, i) {
							toks[i] = nil
							continue
						}
						return err
					}
					off += n
				}
				return nil
			})
			if err != nil {
				return err
			}
			for i := range peers {
				n := len(toks[i])
				if n == 0 || counts[s][i] == 0 {
					continue
				}
				for j, t := range toks[i] {
					copy(bid[(at+j)*l.k:(at+j+1)*l.k], ids[i][t*l.k:(t+1)*l.k])
					copy(bw[(at+j)*l.k:(at+j+1)*l.k], ws[i][t*l.k:(t+1)*l.k])
				}
				in += n*x.Width()*int(x.DType.Size()) + counts[s][i]*l.k*8
				at += n
			}
			rows = at
			if rows == 0 {
				continue
			}
			x = x.RowSlice(0, rows)
			// Pairs per peer: its rows' ids held here.
			pairs := make([]int, len(peers))
			at = 0
			total := 0
			for i := range peers {
				for range toks[i] {
					for _, e := range bid[at*l.k : (at+1)*l.k] {
						if e >= 0 && l.emap[e] == int64(rank) {
							pairs[i]++
						}
					}
					at++
				}
				total += pairs[i]
			}
			out, err := be.Alloc(tensor.F32, tr.Memory(), total, l.hidden)
			if err != nil {
				return fmt.Errorf("%s: %w", tag, err)
			}
			t0 := time.Now()
			args := []tensor.Tensor{x, tensor.FromI32(bid[:rows*l.k], rows, l.k), tensor.FromF32(bw[:rows*l.k], rows, l.k)}
			if err := be.FFN(ctx, q, layer, args, out); err != nil {
				return fmt.Errorf("%s: %w", tag, err)
			}
			if err := q.Sync(ctx); err != nil {
				return fmt.Errorf("%s: %w", tag, err)
			}
			d := time.Since(t0)
			stats.Nanos.Add(int64(d))
			stats.Tokens.Add(int64(rows))
			if stats.Batch != nil {
				stats.Batch(rows)
			}
			// 3. Each peer its pair rows (one group on a device transport).
			err = grouped(tr, func() error {
				at := 0
				for i, p := range peers {
					n := pairs[i]
					if n == 0 {
						continue
					}
					part := out.RowSlice(at, at+n)
					at += n
					if len(toks[i]) == 0 || counts[s][i] == 0 {
						continue
					}
					if err := rt.SendRows(ctx, q, p, tag, []tensor.Tensor{part}); err != nil && !dropped(err, i) {
						return err
					}
				}
				return nil
			})
			if err != nil {
				return err
			}
			if es.Layer != nil {
				es.Layer(layer, s, rows, total, in, out.Len(), d)
			}
		}
	}
	return nil
}
