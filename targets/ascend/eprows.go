package ascend

import (
	"context"
	"errors"
	"fmt"

	"afdc/ir"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// ExpertRows is an expert rank's data plane in an --ep build: the communicator over the A
// attention and N expert ranks that the attention ranks' ExpertPlane joins (this rank is HCCL rank
// n), as the runtime's connector.Transport and connector.RowsTransport for runtime.ServeExperts.
// The expert loop hands host buffers (it reads the routing on the host to count the rows that
// follow): a receive lands in a device buffer of the step, the stream is synchronised and the
// rows are copied to the host; a send copies the host rows to the device and enqueues the send.
// Device tensors move directly. A transfer of several tensors (a peer's routing: ids and weights)
// is one HcclGroupStart/End group.
type ExpertRows struct {
	epComm
	rank int
	last connector.Tag
	any  bool
	// joiner, when set, follows the deployment's generations (JoinAttention); nil: the
	// communicator joined once (ConnectExpertRank).
	joiner *expertJoin
}

// Close destroys the communicator (and stops following the generations).
func (t *ExpertRows) Close() error {
	if t.joiner != nil {
		return t.joiner.close()
	}
	return t.epComm.Close()
}

var (
	_ connector.Transport     = (*ExpertRows)(nil)
	_ connector.RowsTransport = (*ExpertRows)(nil)
)

// ConnectExpertRank joins expert rank rank of an FFN module built with --ep to the communicator of
// a deployment with attention attention ranks; root is expert rank 0's ExpertRoot.
func (b *Backend) ConnectExpertRank(rank, attention int, root []byte) (*ExpertRows, error) {
	t, err := b.newExpertRows(rank, attention)
	if err != nil {
		return nil, err
	}
	if err := t.join(rank, root); err != nil {
		return nil, err
	}
	return t, nil
}

// newExpertRows is expert rank rank's data plane to attention attention ranks, not yet in a
// communicator.
func (b *Backend) newExpertRows(rank, attention int) (*ExpertRows, error) {
	if b.x.mod.Role != ir.RoleFFN {
		return nil, fmt.Errorf("ascend: ConnectExpertRank on a %s module, expected an FFN one", b.x.mod.Role)
	}
	experts := 0
	for _, f := range b.x.layers {
		if f == nil {
			continue
		}
		op := expertOp(f)
		if op == nil {
			return nil, fmt.Errorf("ascend: @%s has no expert_ffn, expected every layer of an --ep build's FFN program to", f.Name)
		}
		n := int(op.Attrs.MustInt("ranks"))
		if experts != 0 && n != experts {
			return nil, fmt.Errorf("ascend: @%s spreads its experts over %d ranks, another layer over %d, expected one count", f.Name, n, experts)
		}
		experts = n
	}
	if experts == 0 {
		return nil, errors.New("ascend: the program has no expert-parallel layer, expected an --ep build")
	}
	if rank != b.x.opt.ExpertRank {
		return nil, fmt.Errorf("ascend: expert rank %d, but the backend holds the experts of rank %d", rank, b.x.opt.ExpertRank)
	}
	if attention < 1 {
		return nil, fmt.Errorf("ascend: %d attention and %d expert ranks, expected at least one of each", attention, experts)
	}
	return &ExpertRows{epComm: epComm{b: b, attention: attention, expert: experts}, rank: rank}, nil
}

// Send moves data to attention rank peer (as SendRows).
func (t *ExpertRows) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	return t.transfer(ctx, true, q, peer, tag, data)
}

// Recv lands attention rank peer's transfer in into.
func (t *ExpertRows) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	return t.transfer(ctx, false, q, peer, tag, into)
}

// SendRows sends a peer its pair rows.
func (t *ExpertRows) SendRows(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	return t.transfer(ctx, true, q, peer, tag, data)
}

// RecvRows receives a peer's hidden rows of the tokens with an expert here.
func (t *ExpertRows) RecvRows(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	return t.transfer(ctx, false, q, peer, tag, into)
}

func (t *ExpertRows) transfer(ctx context.Context, send bool, q tensor.Queue, peer int, tag connector.Tag, ts []tensor.Tensor) error {
	dir := "recv"
	if send {
		dir = "send"
	}
	where := fmt.Sprintf("expert rank %d: %s %s, attention rank %d", t.rank, dir, tag, peer)
	hrank, err := t.hrankOf(peer, true)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if len(ts) == 0 {
		return fmt.Errorf("%s: no tensors, expected at least 1", where)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if ts[0].Rows() == 0 {
		return nil
	}
	if t.joiner != nil {
		if err := t.joiner.current(); err != nil {
			return &connector.DroppedError{Peer: peer, Err: fmt.Errorf("%s: join the hccl communicator: %w", where, err)}
		}
		if t.comm == 0 {
			return dropped(peer, where)
		}
	}
	if t.comm == 0 {
		return fmt.Errorf("%s: the communicator is closed", where)
	}
	st, err := t.b.stageOf(q)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	lib := t.b.x.lib
	// The device side of each tensor: itself, or a buffer of the step staging a host tensor.
	dev := make([]view, len(ts))
	for i, d := range ts {
		switch {
		case d.Mem == tensor.Device:
			if dev[i], err = t.b.viewOf(d); err != nil {
				return fmt.Errorf("%s: tensor %d: %w", where, i, err)
			}
		default:
			if err := d.CheckHost(); err != nil {
				return fmt.Errorf("%s: tensor %d: %w", where, i, err)
			}
			buf, err := t.b.Alloc(d.DType, tensor.Device, d.Shape...)
			if err != nil {
				return fmt.Errorf("%s: %w", where, err)
			}
			if dev[i], err = t.b.viewOf(buf); err != nil {
				return fmt.Errorf("%s: %w", where, err)
			}
			if send {
				if err := lib.Upload(buf.Ptr, d.Bytes); err != nil {
					return fmt.Errorf("%s: %w", where, err)
				}
			}
		}
	}
	// The expert loop runs each stage's layer between its transfers on one queue: the tags say which
	// stage the work is, so the trace marks it here.
	if !t.any || tag != t.last {
		t.b.x.trace("stage %d layer %d", tag.Stage, tag.Layer)
		t.last, t.any = tag, true
	}
	t.b.x.trace("%s stage %d layer %d peer %d", dir, tag.Stage, tag.Layer, peer)
	issue := func() error {
		for _, v := range dev {
			if err := t.move(send, v, hrank, st); err != nil {
				return err
			}
		}
		return nil
	}
	if len(dev) > 1 {
		err = t.group(issue)
	} else {
		err = issue()
	}
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if send {
		return nil
	}
	// Host tensors: the rows once the stream has received them.
	synced := false
	for i, d := range ts {
		if d.Mem == tensor.Device {
			continue
		}
		if !synced {
			if err := lib.Sync(st.stream); err != nil {
				return fmt.Errorf("%s: %w", where, err)
			}
			synced = true
		}
		if err := lib.Download(d.Bytes, dev[i].ptr()); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
	}
	return nil
}
