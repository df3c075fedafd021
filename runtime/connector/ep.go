package connector

import (
	"context"
	"fmt"

	"afdc/runtime/tensor"
)

// Expert parallelism on the connector. In an expert-parallel topology every attention rank holds one
// connection to every FFN (expert) rank, each dialled through the rendezvous with Hello.To naming
// the rank; an expert rank's peers are all attention ranks and it merges all their step headers,
// so the whole deployment steps in lockstep. Within a step, a MoE layer's dispatch and combine move
// row counts that the routing decides, not the step header: RowsTransport carries them. Both sides
// compute every such count before the transfer (the routing goes first, with the header's count of
// rows), so a device transport can post its receives sized, as NCCL and HCCL need.

// validateTopology checks a hello's topology: A >= F >= 1, or in an expert-parallel deployment any
// A >= 1 attention ranks with any F >= 1 expert ranks.
func validateTopology(h Hello) error {
	t := h.Topology
	if !h.ExpertParallel {
		return t.Validate()
	}
	if t.FFNRanks < 1 || t.AttentionRanks < 1 {
		return fmt.Errorf("topology %s (expert parallel): expected at least 1 attention rank and 1 expert rank", t)
	}
	return nil
}

// peersFor lists the attention ranks FFN rank h serves: its block, or every attention rank when the
// deployment is expert parallel.
func peersFor(h Hello) []int {
	if !h.ExpertParallel {
		return h.Topology.PeersOf(h.Rank)
	}
	if validateTopology(h) != nil || h.Rank < 0 || h.Rank >= h.Topology.FFNRanks {
		return nil
	}
	out := make([]int, h.Topology.AttentionRanks)
	for i := range out {
		out[i] = i
	}
	return out
}

// FFNRankOf is the FFN rank attention rank h talks to: its owner, or in an expert-parallel
// deployment the rank it dials (h.To); -1 when that is out of range.
func FFNRankOf(h Hello) int {
	t := h.Topology
	if !h.ExpertParallel {
		return t.OwnerOf(h.Rank)
	}
	if validateTopology(h) != nil || h.To < 0 || h.To >= t.FFNRanks || h.Rank < 0 || h.Rank >= t.AttentionRanks {
		return -1
	}
	return h.To
}

// toInRange returns "" unless h is an expert-parallel attention rank dialling an FFN rank that does
// not exist, else the reason.
func toInRange(h Hello) string {
	if !h.ExpertParallel || h.Role != RoleAttention || (h.To >= 0 && h.To < h.Topology.FFNRanks) {
		return ""
	}
	return fmt.Sprintf("%s dials ffn rank %d, out of range: topology %s has ffn ranks 0..%d", h.who(), h.To, h.Topology, h.Topology.FFNRanks-1)
}

// peerIndex is attention rank a's column among the peers of an FFN rank (its Counts column).
func peerIndex(self Hello, a int) int {
	if self.ExpertParallel {
		return a
	}
	return self.Topology.localIndex(a)
}

// RowsTransport moves transfers whose rows are not the step header's count (a dispatch's hidden
// rows, a combine's (token, expert) rows). The receiver sizes into from what it computed; a
// transfer of zero rows is skipped by both sides, as everywhere. A peer whose header announced no
// rows in the stage sends and receives none.
type RowsTransport interface {
	SendRows(ctx context.Context, q tensor.Queue, peer int, tag Tag, data []tensor.Tensor) error
	RecvRows(ctx context.Context, q tensor.Queue, peer int, tag Tag, into []tensor.Tensor) error
}

var (
	_ RowsTransport = attnTCP{}
	_ RowsTransport = ffnTCP{}
)

func (t attnTCP) SendRows(ctx context.Context, q tensor.Queue, peer int, tag Tag, data []tensor.Tensor) error {
	a := t.a
	cur, err := a.current("send", tag)
	if err != nil {
		return err
	}
	where := fmt.Sprintf("%s: send %s", a.hello.who(), tag)
	if peer != a.owner {
		return fmt.Errorf("%s: ffn rank %d is not the rank of this connection (ffn rank %d)", where, peer, a.owner)
	}
	if len(data) == 0 {
		return fmt.Errorf("%s: no tensors, expected at least 1", where)
	}
	if data[0].Rows() == 0 {
		return nil
	}
	if cur.Counts[tag.Stage][0] == 0 {
		return fmt.Errorf("%s: %d rows in a stage the step header gives no rows", where, data[0].Rows())
	}
	return a.sendStep(ctx, q, cur.Step, where, tag, data)
}

func (t attnTCP) RecvRows(ctx context.Context, _ tensor.Queue, peer int, tag Tag, into []tensor.Tensor) error {
	a := t.a
	cur, err := a.current("receive", tag)
	if err != nil {
		return err
	}
	where := fmt.Sprintf("%s: receive %s", a.hello.who(), tag)
	if peer != a.owner {
		return fmt.Errorf("%s: ffn rank %d is not the rank of this connection (ffn rank %d)", where, peer, a.owner)
	}
	rows := rowsOf(into)
	if rows == 0 || cur.Counts[tag.Stage][0] == 0 {
		return nil
	}
	return a.receive(ctx, cur.Step, where, tag, rows, into)
}

func (t ffnTCP) SendRows(ctx context.Context, q tensor.Queue, peer int, tag Tag, data []tensor.Tensor) error {
	f := t.f
	l, c, err := f.peerOf("send", peer, tag)
	if err != nil {
		return err
	}
	where := fmt.Sprintf("ffn rank %d: send %s to attention rank %d", f.hello.Rank, tag, peer)
	if len(data) == 0 {
		return fmt.Errorf("%s: no tensors, expected at least 1", where)
	}
	if data[0].Rows() == 0 || c == 0 {
		return nil
	}
	return f.send(ctx, q, l, peer, where, tag, data)
}

func (t ffnTCP) RecvRows(ctx context.Context, _ tensor.Queue, peer int, tag Tag, into []tensor.Tensor) error {
	f := t.f
	l, c, err := f.peerOf("receive", peer, tag)
	if err != nil {
		return err
	}
	rows := rowsOf(into)
	if c == 0 || rows == 0 {
		return nil
	}
	return f.receive(ctx, l, peer, tag, rows, into)
}

// ShareCollectiveID sends a device data plane's bootstrap to the FFN rank of this connection: in an
// expert-parallel deployment every rank joins one communicator, whose id the first expert rank makes
// and shares with every attention rank, and each attention rank passes on to the other expert
// ranks (they are connected to the attention ranks only).
func (a *AttnSide) ShareCollectiveID(ctx context.Context, c CollectiveID) error {
	if err := c.check(); err != nil {
		return err
	}
	if err := a.Err(); err != nil {
		return fmt.Errorf("%s: send the %s collective id to ffn rank %d: %w", a.hello.who(), c.Transport, a.owner, err)
	}
	if err := a.l.writeJSON(ctx, kindCollective, c); err != nil {
		return fmt.Errorf("%s: send the %s collective id to ffn rank %d: %w", a.hello.who(), c.Transport, a.owner, err)
	}
	return nil
}

// PeerCollectiveID is the last collective id attention rank peer sent on its connection epoch
// (AttnSide.ShareCollectiveID), without waiting: ok is false when it sent none yet; an error when
// that connection is gone.
func (f *FFNSide) PeerCollectiveID(peer int, epoch uint64) (c CollectiveID, ok bool, err error) {
	l, err := f.peerLink(peer, epoch)
	if err != nil {
		return CollectiveID{}, false, err
	}
	f.h.mu.Lock()
	defer f.h.mu.Unlock()
	if l.coll == nil {
		return CollectiveID{}, false, nil
	}
	return *l.coll, true, nil
}
