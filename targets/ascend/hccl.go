package ascend

import (
	"errors"
	"fmt"

	"afdc/ir"
)

// Rendezvous is the control plane's part in setting up HCCL: it carries the root rank's unique id
// (HcclGetRootInfo's 4108 bytes) from the FFN rank to its attention peer. The runtime's transport
// implements it over the connection it already has; tests use a channel.
type Rendezvous interface {
	// Exchange sends root to the peer when it is non-nil (FFN side) and returns it; with nil it
	// waits for the peer's id (attention side) and returns that.
	Exchange(root []byte) ([]byte, error)
}

// HCCL ranks of one attention-FFN pair's communicator: FFN ranks come first in afdc's topology
// (and in the AFD world ordering), so the FFN rank is 0 and roots the communicator.
const (
	ffnRank       = 0
	attentionRank = 1
)

// Connect builds the two-rank communicator of one attention-FFN pair: the FFN side asks HCCL for
// the root id and sends it over the rendezvous, both sides join with HcclCommInitRootInfo. An
// attention executor connects once, to its FFN rank; an FFN executor once per attention peer, in the
// order of its block of peers (which is the order of rows in its batch). Every later
// HcclSend/HcclRecv of the pair, one per payload tensor per layer and stage, goes through the
// pair's communicator on the stage's stream.
func (x *Executor) Connect(rv Rendezvous) error {
	var root []byte
	var err error
	me, peer := attentionRank, ffnRank
	if x.mod.Role == ir.RoleFFN {
		me, peer = ffnRank, attentionRank
		if root, err = x.lib.RootInfo(); err != nil {
			return err
		}
	} else if len(x.peers) > 0 {
		return fmt.Errorf("ascend: an attention executor talks to one FFN rank, and is connected already")
	}
	if root, err = rv.Exchange(root); err != nil {
		return fmt.Errorf("ascend: HCCL root id over the rendezvous: %w", err)
	}
	comm, err := x.lib.CommInit(2, me, root)
	if err != nil {
		return err
	}
	x.peers = append(x.peers, Peer{Comm: comm, Rank: peer})
	return nil
}

// Disconnect destroys the pairs' communicators.
func (x *Executor) Disconnect() error {
	var errs []error
	for _, p := range x.peers {
		errs = append(errs, x.lib.CommDestroy(p.Comm))
	}
	x.peers = nil
	return errors.Join(errs...)
}
