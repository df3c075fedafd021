package connector

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"afdc/runtime/tensor"
)

// Transport is the data plane between an attention rank and its FFN rank: it moves the tensors of
// one transfer (a layer's payload of one stage) to or from one peer. It is shaped for NCCL and HCCL
// point-to-point as much as for TCP:
//   - Recv lands the bytes in buffers the caller supplies (their dtypes and [rows, width] shapes,
//     sized from the step header, say what is expected), so a device transport receives straight
//     into device memory;
//   - the Tag comes from the control plane (step headers), not from the wire, so transfers on a
//     tag-less wire are matched by their order, which the step header fixes;
//   - a transfer of zero rows is never made, by either side.
//
// The queue argument orders a transfer with the device's work (see tensor.Queue).
//
// peer is the remote rank within its role: an attention rank on the FFN side, the owner FFN rank
// on the attention side. Send and Recv honour ctx; a failed peer makes both return its *PeerError
// promptly. One goroutine drives a transport's transfers (they are ordered); Close may come from any.
type Transport interface {
	// Send moves data to peer after the work enqueued on q (nil: none) has produced it.
	Send(ctx context.Context, q tensor.Queue, peer int, tag Tag, data []tensor.Tensor) error
	// Recv lands peer's transfer in into; work enqueued on q (nil: none) after it sees the data.
	Recv(ctx context.Context, q tensor.Queue, peer int, tag Tag, into []tensor.Tensor) error
	// Memory is where the buffers it moves must live: host for TCP, device for NCCL and HCCL.
	Memory() tensor.Memory
	// Name is the transport's name in plans and messages ("tcp", "nccl", "ipc", "hccl").
	Name() string
	Close() error
}

// Grouper is a transport whose transfers can be issued together (NCCL's and HCCL's group calls):
// Group runs f, whose transfers the transport may hold back and issue as one when f returns, so
// the receives from every peer of one layer and stage proceed at once instead of one after another.
// Gather and Scatter group their transfers when the transport is a Grouper.
type Grouper interface {
	Group(f func() error) error
}

// Checker is a transport whose transfers complete on the device after Send and Recv have returned
// (NCCL, HCCL): a peer lost meanwhile leaves the received buffers unwritten without any call
// failing. Check says whether every transfer of step completed; the engine calls it once the queues
// that carry the step have been synced, before it uses what was received.
type Checker interface {
	Check(step uint64) error
}

// DroppedError is a transfer's failure that concerns one peer only: the transport dropped that peer
// from the current step (it failed, went silent, or sent what was not expected) and the step goes on
// for the others without its rows. Gather and Scatter skip such a peer; it takes part again in a
// later step once it returns.
type DroppedError struct {
	Peer int // the attention rank
	Err  error
}

func (e *DroppedError) Error() string {
	return fmt.Sprintf("dropped attention rank %d from the step: %v", e.Peer, e.Err)
}
func (e *DroppedError) Unwrap() error { return e.Err }

// droppedPeer reports whether err drops peer p (and only p) from the step.
func droppedPeer(err error, p int) bool {
	var d *DroppedError
	return errors.As(err, &d) && d.Peer == p
}

// Gather receives one transfer from each of peers into consecutive row blocks of into (fan in):
// peer i's counts[i] rows land after those of the peers before it. A peer the transport drops from
// the step (*DroppedError) is skipped: its entry in counts becomes 0 and the peers after it land that
// many rows earlier, so the first sum(counts) rows of into hold what arrived, in peer order. It
// returns the indices of the peers dropped; any other error fails the transfer. It only uses t, so it
// is the same for every transport.
func Gather(ctx context.Context, t Transport, q tensor.Queue, tag Tag, peers, counts []int, into []tensor.Tensor) (dropped []int, err error) {
	return grouped(t, func() ([]int, error) { return gather(ctx, t, q, tag, peers, counts, into) })
}

// grouped runs f, the transfers of one Gather or Scatter, as one group when t is a Grouper.
func grouped(t Transport, f func() ([]int, error)) (dropped []int, err error) {
	g, ok := t.(Grouper)
	if !ok {
		return f()
	}
	err = g.Group(func() error {
		var e error
		dropped, e = f()
		return e
	})
	return dropped, err
}

func gather(ctx context.Context, t Transport, q tensor.Queue, tag Tag, peers, counts []int, into []tensor.Tensor) (dropped []int, err error) {
	off := 0
	part := make([]tensor.Tensor, len(into))
	for i, p := range peers {
		c := counts[i]
		if c == 0 {
			continue
		}
		for k, b := range into {
			part[k] = b.RowSlice(off, off+c)
		}
		if err := t.Recv(ctx, q, p, tag, part); err != nil {
			if !droppedPeer(err, p) {
				return dropped, err
			}
			counts[i] = 0
			dropped = append(dropped, i)
			continue
		}
		off += c
	}
	return dropped, nil
}

// Scatter sends consecutive row blocks of data to peers (fan out), the inverse of Gather. A peer the
// transport drops (*DroppedError) is skipped and its entry in counts set to 0; the others still get
// their rows. It returns the indices of the peers dropped; any other error fails the transfer.
func Scatter(ctx context.Context, t Transport, q tensor.Queue, tag Tag, peers, counts []int, data []tensor.Tensor) (dropped []int, err error) {
	return grouped(t, func() ([]int, error) { return scatter(ctx, t, q, tag, peers, counts, data) })
}

func scatter(ctx context.Context, t Transport, q tensor.Queue, tag Tag, peers, counts []int, data []tensor.Tensor) (dropped []int, err error) {
	off := 0
	part := make([]tensor.Tensor, len(data))
	for i, p := range peers {
		c := counts[i]
		if c == 0 {
			continue
		}
		for k, b := range data {
			part[k] = b.RowSlice(off, off+c)
		}
		off += c
		if err := t.Send(ctx, q, p, tag, part); err != nil {
			if !droppedPeer(err, p) {
				return dropped, err
			}
			counts[i] = 0
			dropped = append(dropped, i)
		}
	}
	return dropped, nil
}

// TCP is the name of the default transport: tensor frames on the control connection, so they stay
// in order with the step headers. It is also the fallback when two roles share one device.
const TCP = "tcp"

// attnTCP is the TCP transport of an attention rank.
type attnTCP struct{ a *AttnSide }

// Transport returns the TCP data plane of this attention rank (the peer is its owner FFN rank).
func (a *AttnSide) Transport() Transport { return attnTCP{a} }

func (t attnTCP) Memory() tensor.Memory { return tensor.Host }
func (t attnTCP) Name() string          { return TCP }
func (t attnTCP) Close() error          { return t.a.Close() }

func (t attnTCP) Send(ctx context.Context, q tensor.Queue, peer int, tag Tag, data []tensor.Tensor) error {
	a := t.a
	cur, err := a.current("send", tag)
	if err != nil {
		return err
	}
	where := fmt.Sprintf("%s: send %s", a.hello.who(), tag)
	if peer != a.owner {
		return fmt.Errorf("%s: ffn rank %d is not the owner of %s (ffn rank %d)", where, peer, a.hello.who(), a.owner)
	}
	if len(data) == 0 {
		return fmt.Errorf("%s: no tensors, expected at least 1", where)
	}
	if want := cur.Counts[tag.Stage][0]; data[0].Rows() != want {
		return fmt.Errorf("%s: %d rows, expected %d (the step header's count)", where, data[0].Rows(), want)
	}
	if data[0].Rows() == 0 {
		return nil
	}
	return a.sendStep(ctx, q, cur.Step, where, tag, data)
}

// sendStep sends data for tag once the step's work in q is done, unless the step was aborted;
// errors are prefixed with where.
func (a *AttnSide) sendStep(ctx context.Context, q tensor.Queue, step uint64, where string, tag Tag, data []tensor.Tensor) error {
	a.h.mu.Lock()
	err := a.abortedLocked(step)
	a.h.mu.Unlock()
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if err := a.clock.Load().syncQueue(ctx, q); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if err := a.l.sendTensors(ctx, metaOf(tag, data), data); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	return nil
}

// Recv waits for the FFN rank's output rows of one transfer (as many as this rank sent). It fails
// at once when the FFN rank fails or aborts the step; a frame that differs from what is expected
// fails the connection with a message naming the difference on both sides.
func (t attnTCP) Recv(ctx context.Context, _ tensor.Queue, peer int, tag Tag, into []tensor.Tensor) error {
	a := t.a
	cur, err := a.current("receive", tag)
	if err != nil {
		return err
	}
	where := fmt.Sprintf("%s: receive %s", a.hello.who(), tag)
	if peer != a.owner {
		return fmt.Errorf("%s: ffn rank %d is not the owner of %s (ffn rank %d)", where, peer, a.hello.who(), a.owner)
	}
	rows := cur.Counts[tag.Stage][0]
	if rows == 0 {
		return nil
	}
	return a.receive(ctx, cur.Step, where, tag, rows, into)
}

// receive lands this rank's transfer of rows rows of step into into, failing at once when the FFN
// rank fails or aborts the step; a frame that differs from what is expected fails the connection,
// naming the difference on both sides.
func (a *AttnSide) receive(ctx context.Context, step uint64, where string, tag Tag, rows int, into []tensor.Tensor) error {
	var waited time.Duration
	_, err, bad := receiveFrames(a.l, tag, rows, into, func() (tensorFrame, error) {
		defer addSince(&waited, time.Now())
		return a.l.popTensors(ctx, step, step, true)
	})
	a.clock.Load().addPeer(waited)
	if bad != nil {
		a.l.sendError(bad)
		err = bad
	}
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	return nil
}

// ffnTCP is the TCP transport of an FFN rank.
type ffnTCP struct{ f *FFNSide }

// Transport returns the TCP data plane of this FFN rank (peers are attention ranks).
func (f *FFNSide) Transport() Transport { return ffnTCP{f} }

func (t ffnTCP) Memory() tensor.Memory { return tensor.Host }
func (t ffnTCP) Name() string          { return TCP }
func (t ffnTCP) Close() error          { return t.f.Close() }

// peerOf returns the link of attention rank peer in the current step and its row count there.
func (f *FFNSide) peerOf(op string, peer int, tag Tag) (*link, int, error) {
	cur, links, err := f.current(tag.Stage)
	if err != nil {
		return nil, 0, err
	}
	if cur.Step != tag.Step {
		return nil, 0, fmt.Errorf("ffn rank %d: %s %s: the current step is %d", f.hello.Rank, op, tag, cur.Step)
	}
	i := slices.Index(f.peers, peer)
	if i < 0 {
		return nil, 0, fmt.Errorf("attention rank %d is not a peer of %s (peers %v)", peer, f.hello.who(), f.peers)
	}
	c := cur.Counts[tag.Stage][i]
	if c > 0 && links[i] == nil {
		return nil, 0, fmt.Errorf("ffn rank %d: %s %s: attention rank %d has rows but no connection", f.hello.Rank, op, tag, peer)
	}
	return links[i], c, nil
}

// Send returns peer its result rows. A peer that fails is dropped from the step (*DroppedError);
// the other peers go on.
func (t ffnTCP) Send(ctx context.Context, q tensor.Queue, peer int, tag Tag, data []tensor.Tensor) error {
	f := t.f
	l, c, err := f.peerOf("send", peer, tag)
	if err != nil {
		return err
	}
	where := fmt.Sprintf("ffn rank %d: send %s to attention rank %d", f.hello.Rank, tag, peer)
	if len(data) == 0 || data[0].Rows() != c {
		return fmt.Errorf("%s: %d tensors of %d rows, expected at least 1 of %d rows (the step header's count)", where, len(data), rowsOf(data), c)
	}
	if c == 0 {
		return nil
	}
	return f.send(ctx, q, l, peer, where, tag, data)
}

// Recv takes peer's rows. A peer that fails, stays silent past the peer timeout, or sends tensors
// that differ from what is expected (step, layer, stage, its count, widths, dtypes) is told why and
// dropped from the step: the call returns a *DroppedError naming it, and the other peers go on.
func (t ffnTCP) Recv(ctx context.Context, _ tensor.Queue, peer int, tag Tag, into []tensor.Tensor) error {
	f := t.f
	l, c, err := f.peerOf("receive", peer, tag)
	if err != nil {
		return err
	}
	if c == 0 {
		return nil
	}
	return f.receive(ctx, l, peer, tag, c, into)
}

// send sends data for tag to l once the work in q that produces it is done; a failed send drops
// the peer (or aborts its step when ctx ended). Errors are prefixed with where.
func (f *FFNSide) send(ctx context.Context, q tensor.Queue, l *link, peer int, where string, tag Tag, data []tensor.Tensor) error {
	if err := f.clock.Load().syncQueue(ctx, q); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if err := l.sendTensors(ctx, metaOf(tag, data), data); err != nil {
		err = fmt.Errorf("%s: %w", where, err)
		if ctx.Err() != nil {
			f.abort(l, err)
			return err
		}
		return f.drop(l, peer, err)
	}
	return nil
}

// receive waits up to the peer timeout for l's tensors of tag, rows of them, into into: a peer
// that stays silent or sends other tensors is dropped naming why; a cancelled step aborts it.
func (f *FFNSide) receive(ctx context.Context, l *link, peer int, tag Tag, rows int, into []tensor.Tensor) error {
	wait, cancel := ctx, context.CancelFunc(func() {})
	if f.cfgTimeout > 0 {
		wait, cancel = context.WithTimeout(ctx, f.cfgTimeout)
	}
	var waited time.Duration
	got, err, bad := receiveFrames(l, tag, rows, into, func() (tensorFrame, error) {
		defer addSince(&waited, time.Now())
		return l.popTensors(wait, tag.Step, 0, false)
	})
	cancel()
	f.clock.Load().addPeer(waited)
	if bad != nil {
		return f.drop(l, peer, bad)
	}
	if err != nil && ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
		if got > 0 {
			return f.drop(l, peer, fmt.Errorf("attention rank %d sent %d of %d rows for %s within %v (--peer-timeout), the rest never came; dropped it", l.rank, got, rows, tag, f.cfgTimeout))
		}
		return f.drop(l, peer, fmt.Errorf("attention rank %d sent no tensors for %s within %v (--peer-timeout); dropped it", l.rank, tag, f.cfgTimeout))
	}
	if err != nil && ctx.Err() != nil {
		err = fmt.Errorf("ffn rank %d: receive %s: %w", f.hello.Rank, tag, err)
		f.abort(l, err)
		return err
	}
	if err != nil {
		var ab *StepAbortedError
		if errors.As(err, &ab) {
			return err
		}
		return f.drop(l, peer, fmt.Errorf("ffn rank %d: receive %s: %w", f.hello.Rank, tag, err))
	}
	return nil
}

// syncQueue waits for the work that produces a host transport's tensors (a device data plane's
// notice: its copy into the peer's buffer), adding the wait to c.
func (c *WaitClock) syncQueue(ctx context.Context, q tensor.Queue) error {
	if q == nil {
		return nil
	}
	t0 := time.Now()
	err := q.Sync(ctx)
	c.addSync(time.Since(t0))
	return err
}

// addSince adds the time since t0 to *d.
func addSince(d *time.Duration, t0 time.Time) { *d += time.Since(t0) }

func rowsOf(data []tensor.Tensor) int {
	if len(data) == 0 {
		return 0
	}
	return data[0].Rows()
}

// receiveFrames lands one transfer of rows rows into into from the tensor frames pop returns: one
// frame, or several of whole rows in row order when the transfer exceeds the sender's frame cap.
// Each frame is checked against what is expected before its rows are copied, so however many
// frames a peer sends, nothing beyond into's rows is written and nothing is held beyond the link's
// bounded queue. got is the rows landed; bad is a frame that differs (the caller tells the peer);
// err is pop's failure, naming how far the transfer had come when it had begun.
func receiveFrames(l *link, tag Tag, rows int, into []tensor.Tensor, pop func() (tensorFrame, error)) (got int, err, bad error) {
	for got < rows {
		tf, err := pop()
		if err != nil {
			if got > 0 {
				err = fmt.Errorf("%d of %d rows of %s arrived: %w", got, rows, tag, err)
			}
			return got, err, nil
		}
		if err := checkArrival(l, tf.meta, tag, got, rows, into); err != nil {
			return got, nil, err
		}
		land(into, tf.data, got)
		got += tf.meta.Rows
		l.reuse(tf)
	}
	return got, nil, nil
}

// land copies a received frame's tensors into the caller's buffers from row off on (checked to
// fit by checkArrival).
func land(into, got []tensor.Tensor, off int) {
	for i := range into {
		rb := len(into[i].Bytes) / into[i].Rows()
		copy(into[i].Bytes[off*rb:], got[i].Bytes)
	}
}

// checkArrival compares a received tensor frame with what the receiver waits for: the tag, the
// rows still to come of the transfer (rows in all, off of them arrived; a frame holds at least one
// and at most the rest) and the caller's buffers (widths and dtypes, the plan's).
func checkArrival(l *link, got TensorMeta, tag Tag, off, rows int, into []tensor.Tensor) error {
	var d []string
	if got.Step != tag.Step {
		d = append(d, fmt.Sprintf("step %d, expected %d", got.Step, tag.Step))
	}
	if got.Layer != tag.Layer {
		d = append(d, fmt.Sprintf("layer %d, expected %d", got.Layer, tag.Layer))
	}
	if got.Stage != tag.Stage {
		d = append(d, fmt.Sprintf("stage %d, expected %d", got.Stage, tag.Stage))
	}
	switch left := rows - off; {
	case off == 0 && (got.Rows < 1 || got.Rows > rows):
		d = append(d, fmt.Sprintf("rows %d, expected %d (the step header's count; a transfer over the frame cap comes as several frames of 1..%d rows)", got.Rows, rows, rows))
	case got.Rows < 1 || got.Rows > left:
		d = append(d, fmt.Sprintf("rows %d after %d of the transfer's %d, expected 1..%d (the rows left)", got.Rows, off, rows, left))
	}
	want := metaOf(tag, into)
	if !slices.Equal(got.Widths, want.Widths) {
		d = append(d, fmt.Sprintf("widths %v, expected %v (the plan's)", got.Widths, want.Widths))
	}
	if !slices.Equal(got.DTypes, want.DTypes) {
		d = append(d, fmt.Sprintf("dtypes %v, expected %v (the plan's)", got.DTypes, want.DTypes))
	}
	for i, b := range into {
		if b.Mem != tensor.Host || b.Rows() != rows {
			d = append(d, fmt.Sprintf("receive buffer %d is %s, expected a host buffer of %d rows", i, b, rows))
		}
	}
	if len(d) == 0 {
		return nil
	}
	return fmt.Errorf("tensors from %s rank %d: %s", l.role, l.rank, strings.Join(d, ", "))
}
