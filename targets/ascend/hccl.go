package ascend

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"

	"afdc/ir"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// HCCL is the data plane of one FFN rank's block: a communicator of 1+P ranks in which the FFN rank
// is rank 0 (it roots the communicator) and its P attention peers are ranks 1..P in block order. It
// implements the runtime's connector.Transport: every transfer is an HcclSend or HcclRecv per
// payload tensor on the stage's stream, straight from and into device buffers, with no tags on the
// wire (the order is the step header's, on the control plane). The root id travels as a
// connector.CollectiveID over the rendezvous connection, which carries one id per FFN rank to its
// whole block: hence one communicator per block rather than one per pair.
type HCCL struct {
	b     *Backend
	comm  uintptr
	ranks map[int]int   // runtime peer (attention rank on the FFN side, FFN rank on the attention side) -> HCCL rank
	index map[int]int   // runtime peer -> its place in the FFN rank's block (trace notes); attention side: 0
	last  connector.Tag // FFN side: the tag of the last transfer, to trace where the next one begins
	any   bool
}

var _ connector.Transport = (*HCCL)(nil)

// ConnectFFN makes the FFN rank's communicator with its attention peers (attention ranks, in block
// order): it asks HCCL for the root id, hands it to share (the rendezvous: FFNSide.ShareCollectiveID)
// and joins as rank 0.
func (b *Backend) ConnectFFN(peers []int, share func(root []byte) error) (*HCCL, error) {
	if b.x.mod.Role != ir.RoleFFN {
		return nil, fmt.Errorf("ascend: ConnectFFN on a %s module, expected an FFN one", b.x.mod.Role)
	}
	if len(peers) == 0 {
		return nil, errors.New("ascend: an FFN rank with no attention peers, expected at least one")
	}
	t := &HCCL{b: b, ranks: map[int]int{}, index: map[int]int{}}
	err := b.do(func() error {
		root, err := b.x.lib.RootInfo()
		if err != nil {
			return err
		}
		if err := share(root); err != nil {
			return fmt.Errorf("ascend: share the HCCL root id: %w", err)
		}
		t.comm, err = b.x.lib.CommInit(1+len(peers), 0, root)
		return err
	})
	if err != nil {
		return nil, err
	}
	for i, p := range peers {
		t.ranks[p], t.index[p] = 1+i, i
	}
	return t, nil
}

// ConnectAttention joins the communicator of this attention rank's FFN rank (ffnRank, the runtime's
// peer id) with the root id it shared: index is this rank's place in the FFN rank's block of size
// peers.
func (b *Backend) ConnectAttention(ffnRank, index, peers int, root []byte) (*HCCL, error) {
	if b.x.mod.Role == ir.RoleFFN {
		return nil, errors.New("ascend: ConnectAttention on an FFN module, expected an attention one")
	}
	if index < 0 || index >= peers {
		return nil, fmt.Errorf("ascend: attention peer %d of a block of %d, expected 0..%d", index, peers, peers-1)
	}
	t := &HCCL{b: b, ranks: map[int]int{ffnRank: 0}, index: map[int]int{ffnRank: 0}}
	err := b.do(func() (err error) {
		t.comm, err = b.x.lib.CommInit(1+peers, 1+index, root)
		return err
	})
	if err != nil {
		return nil, err
	}
	return t, nil
}

func (t *HCCL) Memory() tensor.Memory { return tensor.Device }
func (t *HCCL) Name() string          { return HCCLName }

// Close destroys the communicator.
func (t *HCCL) Close() error {
	if t.comm == 0 {
		return nil
	}
	err := t.b.do(func() error { return t.b.x.lib.CommDestroy(t.comm) })
	t.comm = 0
	return err
}

// Send enqueues an HcclSend of each tensor on q's stream; two or more go as one HcclGroupStart/End
// group (the attention side's hidden state and router logits). A transfer of zero rows is none.
func (t *HCCL) Send(_ context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	return t.move("send", q, peer, tag, data)
}

// Recv enqueues an HcclRecv into each buffer on q's stream; work enqueued on q after it sees the data.
func (t *HCCL) Recv(_ context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	return t.move("recv", q, peer, tag, into)
}

func (t *HCCL) move(dir string, q tensor.Queue, peer int, tag connector.Tag, ts []tensor.Tensor) error {
	where := fmt.Sprintf("hccl: %s %s", dir, tag)
	rank, ok := t.ranks[peer]
	if !ok {
		return fmt.Errorf("%s: peer %d is not in this communicator (peers %v)", where, peer, mapKeys(t.ranks))
	}
	if t.comm == 0 {
		return fmt.Errorf("%s: the communicator is closed", where)
	}
	st, err := t.b.stageOf(q)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if len(ts) == 0 {
		return fmt.Errorf("%s: no tensors, expected at least 1", where)
	}
	for i, d := range ts {
		if d.Mem != tensor.Device || d.Owner != tensor.Owner(t.b) {
			return fmt.Errorf("%s: tensor %d is %s, expected this device's memory", where, i, d)
		}
	}
	if ts[0].Rows() == 0 {
		return nil
	}
	note := fmt.Sprintf("%s stage %d layer %d", dir, tag.Stage, tag.Layer)
	if t.b.x.mod.Role == ir.RoleFFN {
		// The FFN runs each stage's layer between its transfers (ServeFFN), on one queue: the
		// transfers' tags say which stage the work is, so the trace marks it here.
		if !t.any || tag != t.last {
			t.b.x.trace("stage %d layer %d", tag.Stage, tag.Layer)
			t.last, t.any = tag, true
		}
		note += fmt.Sprintf(" peer %d", t.index[peer])
	}
	t.b.x.trace("%s", note)
	lib := t.b.x.lib
	if len(ts) > 1 {
		if err := lib.GroupStart(); err != nil {
			return err
		}
	}
	for _, d := range ts {
		dt, err := hcclType(d.DType)
		if err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		if dir == "send" {
			err = lib.Send(d.Ptr, int64(d.Elems()), dt, rank, t.comm, st.stream)
		} else {
			err = lib.Recv(d.Ptr, int64(d.Elems()), dt, rank, t.comm, st.stream)
		}
		if err != nil {
			return err
		}
	}
	if len(ts) > 1 {
		return lib.GroupEnd()
	}
	return nil
}

func mapKeys(m map[int]int) []int { return slices.Sorted(maps.Keys(m)) }
