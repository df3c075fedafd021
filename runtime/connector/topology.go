package connector

import "fmt"

// Topology is the shape of an AFD deployment: AttentionRanks attention processes and FFNRanks FFN
// processes. Global ranks are ordered FFN first, then attention: [F0..F(n-1), A0..A(m-1)] (the
// order NCCL-style transports use for their communicator).
//
// Each FFN rank owns a block of consecutive attention ranks. The blocks differ in size by at most
// one and the larger blocks come first: 5 attention ranks over 2 FFN ranks are {0,1,2} and {3,4}.
type Topology struct {
	AttentionRanks int `json:"attention_ranks"`
	FFNRanks       int `json:"ffn_ranks"`
}

// String writes the topology as "<A>A<F>F", e.g. "3A2F".
func (t Topology) String() string { return fmt.Sprintf("%dA%dF", t.AttentionRanks, t.FFNRanks) }

// Validate checks A >= F >= 1: every FFN rank needs at least one attention peer.
func (t Topology) Validate() error {
	if t.FFNRanks < 1 {
		return fmt.Errorf("topology %s: %d ffn ranks, expected at least 1", t, t.FFNRanks)
	}
	if t.AttentionRanks < t.FFNRanks {
		return fmt.Errorf("topology %s: %d attention ranks, expected at least as many as the %d ffn ranks",
			t, t.AttentionRanks, t.FFNRanks)
	}
	return nil
}

// blockStart is the first attention rank owned by ffn rank f (f may equal FFNRanks: the end).
// Invariant (valid topology): the first A%F blocks hold A/F+1 ranks, the rest A/F.
func (t Topology) blockStart(f int) int {
	q, r := t.AttentionRanks/t.FFNRanks, t.AttentionRanks%t.FFNRanks
	return f*q + min(f, r)
}

// PeersOf returns the attention ranks owned by ffn rank f, in ascending order (the peer order of
// fan in and of StepHeader.Counts columns). It returns nil for an invalid topology or an f out of
// range.
func (t Topology) PeersOf(f int) []int {
	if t.Validate() != nil || f < 0 || f >= t.FFNRanks {
		return nil
	}
	lo, hi := t.blockStart(f), t.blockStart(f+1)
	peers := make([]int, 0, hi-lo)
	for a := lo; a < hi; a++ {
		peers = append(peers, a)
	}
	return peers
}

// OwnerOf returns the ffn rank that owns attention rank a, or -1 for an invalid topology or an a
// out of range.
func (t Topology) OwnerOf(a int) int {
	if t.Validate() != nil || a < 0 || a >= t.AttentionRanks {
		return -1
	}
	q, r := t.AttentionRanks/t.FFNRanks, t.AttentionRanks%t.FFNRanks
	if big := r * (q + 1); a < big {
		return a / (q + 1)
	} else {
		return r + (a-big)/q
	}
}

// localIndex is the position of attention rank a among the peers of its owner (its Counts column).
func (t Topology) localIndex(a int) int { return a - t.blockStart(t.OwnerOf(a)) }

// GlobalRank maps a role rank to the global order (FFN first, then attention); -1 if out of range.
func (t Topology) GlobalRank(role string, rank int) int {
	switch {
	case role == RoleFFN && rank >= 0 && rank < t.FFNRanks:
		return rank
	case role == RoleAttention && rank >= 0 && rank < t.AttentionRanks:
		return t.FFNRanks + rank
	}
	return -1
}
