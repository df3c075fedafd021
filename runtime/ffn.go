package runtime

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync/atomic"
	"time"

	"afdc/ir"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// FFNStats counts an FFN rank's work, for /metrics and logs.
type FFNStats struct {
	Steps   atomic.Int64
	Aborted atomic.Int64
	Dropped atomic.Int64 // peers dropped from a step that went on without them
	Tokens  atomic.Int64 // token-layers: rows run through one layer's FFN, summed
	Nanos   atomic.Int64 // time spent computing layers
	// Batch and Step, when set, see every batch a layer runs (its rows: the tokens of all peers of
	// one stage) and every completed step (its time, and the peers with tokens in it), from the
	// loop's goroutine; the executable turns them into histograms.
	Batch func(rows int)
	Step  func(d time.Duration, peers int)
	// Expert, when set, sees the tokens of every routed-expert batch (the rows of one layer's batch
	// that chose one expert), on backends that can say (ExpertBatcher; the CPU target). It may be
	// called from the backend's goroutines.
	Expert func(tokens int)
}

// ExpertBatcher is an FFN backend that can report the tokens of each routed-expert batch it runs.
// Backends that route on the device without reading the counts back need not be one.
type ExpertBatcher interface {
	SetExpertBatch(see func(tokens int))
}

// FFNControl is an FFN rank's control plane: merged step headers of its attention peers
// (*connector.FFNSide is one).
type FFNControl interface {
	// RecvStep waits for the next step; Counts[stage][i] is the tokens of Peers()[i].
	RecvStep(ctx context.Context) (connector.StepHeader, error)
	// Peers lists the attention ranks the rank serves, in the order of the header's columns.
	Peers() []int
}

// ServeFFN is an FFN rank's loop: for every step its attention peers announce, it runs each layer of
// the wire schema in order and, per stage, the rows of all its peers as one batch: received into one
// buffer (fan in), run on the backend, sent back per peer (fan out). Fan-in and fan-out use only the
// Transport, so they are the same for TCP, NCCL and HCCL. A peer that fails or goes silent mid-step
// is dropped from it by the transport (*connector.DroppedError): its rows are absent from the rest of
// the step and its block-mates' rows finish; it rejoins a later step when it returns. A step that
// fails for another reason (the backend, the context) is abandoned, its peers are told (when the
// control plane can abort steps), and the loop waits for the next one; it returns when ctx ends or
// the control plane is closed.
func ServeFFN(ctx context.Context, ctl FFNControl, tr connector.Transport, be FFNBackend, wire []ir.WireLayer, stats *FFNStats, log *slog.Logger) error {
	schema, order, err := readWire(wire)
	if err != nil {
		return err
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if stats == nil {
		stats = &FFNStats{}
	}
	if eb, ok := be.(ExpertBatcher); ok && stats.Expert != nil {
		eb.SetExpertBatch(stats.Expert)
		defer eb.SetExpertBatch(nil)
	}
	var q Queue
	if err := be.Drive(func() (err error) { q, err = be.NewQueue(); return err }); err != nil {
		return fmt.Errorf("%s backend: make a queue: %w", be.Target(), err)
	}
	// A device data plane gets a queue per stage (made as steps need them) and the pipelined order.
	queues := []Queue{q}
	for {
		h, err := ctl.RecvStep(ctx)
		if err != nil {
			if ctx.Err() != nil || errors.Is(err, connector.ErrClosed) {
				return nil
			}
			return err
		}
		t0 := time.Now()
		err = be.Drive(func() error {
			if tr.Memory() != tensor.Device {
				return ffnStep(ctx, ctl.Peers(), tr, be, q, schema, order, h, stats)
			}
			for len(queues) < h.Stages {
				nq, err := be.NewQueue()
				if err != nil {
					return fmt.Errorf("%s backend: make a queue: %w", be.Target(), err)
				}
				queues = append(queues, nq)
			}
			return ffnStepDevice(ctx, ctl.Peers(), tr, be, queues, schema, order, h, stats)
		})
		if err != nil {
			if ctx.Err() != nil || errors.Is(err, connector.ErrClosed) {
				return nil
			}
			stats.Aborted.Add(1)
			log.Warn("ffn: step abandoned", "step", h.Step, "err", err)
			if a, ok := ctl.(stepAborter); ok {
				// The peers of the step would otherwise wait for results that never come.
				a.AbortStep(fmt.Errorf("ffn step %d abandoned: %w", h.Step, err))
			}
			continue
		}
		stats.Steps.Add(1)
		if stats.Step != nil {
			stats.Step(time.Since(t0), activePeers(h))
		}
	}
}

// activePeers counts the peers with tokens in step h.
func activePeers(h connector.StepHeader) int {
	if len(h.Counts) == 0 {
		return 0
	}
	n := 0
	for i := range h.Counts[0] {
		for s := range h.Counts {
			if h.Counts[s][i] > 0 {
				n++
				break
			}
		}
	}
	return n
}

// stepAborter is a control plane that can tell a step's peers it was given up (*connector.FFNSide).
type stepAborter interface{ AbortStep(cause error) }

// ffnStep runs one step. A peer the transport drops mid-step (it failed or went silent) leaves the
// step: its rows are absent from every later transfer and batch of the step, and the others finish.
func ffnStep(ctx context.Context, peers []int, tr connector.Transport, be FFNBackend, q Queue, schema map[int]wireLayer, order []int, h connector.StepHeader, stats *FFNStats) error {
	mem := tr.Memory()
	counts := make([][]int, len(h.Counts)) // live: a dropped peer's column becomes 0
	for s, c := range h.Counts {
		counts[s] = append([]int(nil), c...)
	}
	drop := func(idx []int) {
		for _, i := range idx {
			for s := range counts {
				counts[s][i] = 0
			}
		}
		stats.Dropped.Add(int64(len(idx)))
	}
	total := func(s int) int {
		n := 0
		for _, c := range counts[s] {
			n += c
		}
		return n
	}
	// recycle gives a recycling backend the buffers it made for a transfer once a host transport
	// is done with them.
	recycle := func(ts ...tensor.Tensor) {}
	if r, ok := be.(Recycler); ok && mem == tensor.Host {
		recycle = r.Recycle
	}
	for _, layer := range order {
		w := schema[layer]
		for s := range h.Stages {
			rows := total(s)
			if rows == 0 {
				continue
			}
			tag := connector.Tag{Step: h.Step, Layer: layer, Stage: s}
			in := make([]tensor.Tensor, len(w.to))
			for i, t := range w.to {
				b, err := be.Alloc(t.dtype, mem, rows, t.width)
				if err != nil {
					return fmt.Errorf("%s: %w", tag, err)
				}
				in[i] = b
			}
			dropped, err := connector.Gather(ctx, tr, q, tag, peers, counts[s], in)
			if err != nil {
				return err
			}
			if len(dropped) > 0 {
				drop(dropped)
				if rows = total(s); rows == 0 {
					recycle(in...)
					continue
				}
				for i := range in {
					in[i] = in[i].RowSlice(0, rows)
				}
			}
			out, err := be.Alloc(w.from.dtype, mem, rows, w.from.width)
			if err != nil {
				return fmt.Errorf("%s: %w", tag, err)
			}
			t0 := time.Now()
			if err := be.FFN(ctx, q, layer, in, out); err != nil {
				return fmt.Errorf("%s: %w", tag, err)
			}
			if mem == tensor.Host {
				// Host memory means the work is waited for anyway (Scatter would sync): do it here
				// so the compute time is measured.
				if err := q.Sync(ctx); err != nil {
					return fmt.Errorf("%s: %w", tag, err)
				}
			}
			stats.Nanos.Add(int64(time.Since(t0)))
			stats.Tokens.Add(int64(rows))
			if stats.Batch != nil {
				stats.Batch(rows)
			}
			dropped, err = connector.Scatter(ctx, tr, q, tag, peers, counts[s], []tensor.Tensor{out})
			if err != nil {
				return err
			}
			drop(dropped)
			// A host transport's Scatter returns once the rows are out: the buffers are free.
			recycle(append(in, out)...)
		}
	}
	return nil
}

// deviceDrop turns a peer dropped from a step on a device data plane into the step's failure: the
// transfers of the other peers are already enqueued in an order both sides agreed on, so the step
// cannot go on without one of them (device transports fail a lost peer's communicator instead of
// dropping it; see ncclxport).
func deviceDrop(tag connector.Tag, peers, dropped []int, err error) error {
	if err != nil || len(dropped) == 0 {
		return err
	}
	return fmt.Errorf("%s: attention rank %d dropped from a step on a device data plane, which cannot go on without it", tag, peers[dropped[0]])
}

// ffnStepDevice runs a step over a device data plane, whose transfers are enqueued on the stages'
// queues and complete on the device. It issues them in the mirror image of the attention rank's
// order (SplitEngine): for each layer L and stage s, first stage s's FFN of layer L-1 is computed
// and its result sent, then stage s's input of layer L is received. NCCL and HCCL run the transfers
// of one communicator in the order they were issued, on both ranks, so the two orders must match
// transfer for transfer: with the host order (receive, compute, send per stage) a transfer larger
// than the library's buffers deadlocks, the attention rank sending stage 1 while the FFN rank sends
// stage 0. Each stage's work is on its own queue, so stage s's FFN does not wait for stage s+1's
// input.
func ffnStepDevice(ctx context.Context, peers []int, tr connector.Transport, be FFNBackend, queues []Queue, schema map[int]wireLayer, order []int, h connector.StepHeader, stats *FFNStats) error {
	in := make([][]tensor.Tensor, h.Stages) // per stage: the received input of the layer in flight
	finish := func(k, s int) error {
		layer := order[k]
		rows := h.Total(s)
		if rows == 0 {
			return nil
		}
		w := schema[layer]
		tag := connector.Tag{Step: h.Step, Layer: layer, Stage: s}
		out, err := be.Alloc(w.from.dtype, tensor.Device, rows, w.from.width)
		if err != nil {
			return fmt.Errorf("%s: %w", tag, err)
		}
		if err := be.FFN(ctx, queues[s], layer, in[s], out); err != nil {
			return fmt.Errorf("%s: %w", tag, err)
		}
		stats.Tokens.Add(int64(rows))
		if stats.Batch != nil {
			stats.Batch(rows)
		}
		dropped, err := connector.Scatter(ctx, tr, queues[s], tag, peers, h.Counts[s], []tensor.Tensor{out})
		return deviceDrop(tag, peers, dropped, err)
	}
	t0 := time.Now()
	for k, layer := range order {
		w := schema[layer]
		for s := range h.Stages {
			if k > 0 {
				if err := finish(k-1, s); err != nil {
					return err
				}
			}
			rows := h.Total(s)
			if rows == 0 {
				continue
			}
			tag := connector.Tag{Step: h.Step, Layer: layer, Stage: s}
			in[s] = make([]tensor.Tensor, len(w.to))
			for i, t := range w.to {
				b, err := be.Alloc(t.dtype, tensor.Device, rows, t.width)
				if err != nil {
					return fmt.Errorf("%s: %w", tag, err)
				}
				in[s][i] = b
			}
			dropped, err := connector.Gather(ctx, tr, queues[s], tag, peers, h.Counts[s], in[s])
			if err := deviceDrop(tag, peers, dropped, err); err != nil {
				return err
			}
		}
	}
	for s := range h.Stages {
		if len(order) > 0 {
			if err := finish(len(order)-1, s); err != nil {
				return err
			}
		}
	}
	// Enqueue time only: the work runs on the device after this returns.
	stats.Nanos.Add(int64(time.Since(t0)))
	return nil
}
