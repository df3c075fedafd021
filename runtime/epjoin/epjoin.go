// Package epjoin is the bootstrap of an expert-parallel device data plane (docs/ep.md): the
// protocol by which the A attention ranks and N expert ranks of an --ep N deployment agree on the
// ids of one collective communicator of A + N ranks, whatever library makes the communicator (the
// cuda target's NCCL, the ascend target's HCCL).
//
// The rendezvous connects every attention rank to every expert rank and no two expert ranks, so an
// id travels in two hops over those connections (connector: collective ids):
//
//   - expert rank 0 mints the ids once every attention rank is connected to it, and again whenever
//     one of those connections changes, and sends them to each attention rank (Minted, Share);
//   - an attention rank, once connected to every expert rank (Sides.Up), relays expert rank 0's
//     latest ids (LatestID) to expert ranks 1..N-1 (Sides.Relay) and joins;
//   - an expert rank n >= 1 joins once every attention rank has passed it the same ids (Agreed).
//
// Each set of ids opens a generation. A generation fails at a rank when one of its connections is
// lost or replaced (Sides.Lost, Reconnected) or when expert rank 0 has minted newer ids; its
// communicator is then torn down there, and a rank that saw a lost connection drops every other
// one (Sides.CloseAll, DropAll), so that every rank meets again and the next ids start the next
// generation.
//
// What a library does with the ids (make them, start and tear down a communicator, on which
// thread) stays in its target; this package imports no target.
package epjoin

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"afdc/runtime/connector"
)

// AttnControl is an attention rank's connection to one expert rank, as the bootstrap needs it
// (*connector.AttnSide is one).
type AttnControl interface {
	CollectiveID(ctx context.Context) (connector.CollectiveID, error)
	ShareCollectiveID(ctx context.Context, c connector.CollectiveID) error
	Err() error
	Close() error
}

// PeerControl is what an expert rank's bootstrap needs of its connections to the attention ranks
// (*connector.FFNSide is one).
type PeerControl interface {
	Peers() []int
	PeerEpochs() map[int]uint64
	PeerCollectiveID(peer int, epoch uint64) (connector.CollectiveID, bool, error)
	ShareCollectiveIDWith(ctx context.Context, peer int, epoch uint64, c connector.CollectiveID) error
	DropPeer(peer int, epoch uint64, err error)
}

// Watch calls follow every poll until stop is closed, then closes done.
func Watch(poll time.Duration, stop <-chan struct{}, done chan<- struct{}, follow func()) {
	defer close(done)
	tick := time.NewTicker(poll)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		follow()
	}
}

// LatestID is the last collective id a connection received, without waiting; false when it has
// received none.
func LatestID(s AttnControl) (connector.CollectiveID, bool) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c, err := s.CollectiveID(ctx)
	return c, err == nil && len(c.ID) > 0
}

// Started is the ids of the last generation a rank started: a generation is never started twice
// (a connection keeps its last ids after the generation they started has failed).
type Started struct {
	mu  sync.Mutex
	ids []byte
}

// Already is true when ids are those of the last generation started.
func (s *Started) Already(ids []byte) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return bytes.Equal(ids, s.ids)
}

// Record makes ids those of the last generation started.
func (s *Started) Record(ids []byte) {
	s.mu.Lock()
	s.ids = ids
	s.mu.Unlock()
}

// First records ids as started and is true when they were not already.
func (s *Started) First(ids []byte) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	first := !bytes.Equal(ids, s.ids)
	s.ids = ids
	return first
}

// ---------------------------------------------------------------------------------------------
// Attention side.

// Sides is an attention rank's connection to each expert rank (nil: none). Its methods do not
// lock: the caller guards it together with its generation.
type Sides []AttnControl

// Set makes side expert rank n's connection; true when it replaced another one.
func (s Sides) Set(n int, side AttnControl) (replaced bool) {
	old := s[n]
	s[n] = side
	return old != nil && old != side
}

// Forget removes side as expert rank n's connection; true when it was n's (it ended, and the
// generation it was part of fails).
func (s Sides) Forget(n int, side AttnControl) bool {
	if s[n] != side {
		return false
	}
	s[n] = nil
	return true
}

// Missing is the expert ranks without a connection.
func (s Sides) Missing() []int {
	var missing []int
	for n, c := range s {
		if c == nil {
			missing = append(missing, n)
		}
	}
	return missing
}

// Up is true when every expert rank is connected and no connection has failed: a new generation
// can start.
func (s Sides) Up() bool {
	for _, c := range s {
		if c == nil || c.Err() != nil {
			return false
		}
	}
	return true
}

// Lost is why the current generation cannot go on with these connections (an expert rank not
// connected, or its connection failed), nil when every one is up; torn says what became of the
// communicator ("the nccl communicator was aborted").
func (s Sides) Lost(torn string) error {
	for n, c := range s {
		if c == nil {
			return fmt.Errorf("expert rank %d: not connected", n)
		}
		if err := c.Err(); err != nil {
			return fmt.Errorf("expert rank %d lost: %w; %s", n, err, torn)
		}
	}
	return nil
}

// Superseded is true when expert rank 0 has sent ids other than the generation's ids: it minted
// the next generation (an attention rank reconnected to it).
func (s Sides) Superseded(ids []byte) bool {
	c, ok := LatestID(s[0])
	return ok && !bytes.Equal(c.ID, ids)
}

// ErrSuperseded is an attention rank's reason to end a generation that Superseded.
var ErrSuperseded = errors.New("expert rank 0 made a new communicator (an attention rank reconnected)")

// Relay passes expert rank 0's ids c on to expert ranks 1..N-1; on an error, the expert rank it
// failed with.
func (s Sides) Relay(ctx context.Context, c connector.CollectiveID) (int, error) {
	for n := 1; n < len(s); n++ {
		if err := s[n].ShareCollectiveID(ctx, c); err != nil {
			return n, err
		}
	}
	return 0, nil
}

// CloseAll closes every connection, so that every rank meets again.
func (s Sides) CloseAll() {
	for _, c := range s {
		if c != nil {
			c.Close()
		}
	}
}

// AttnState is the generation an attention rank is in, as Ready reports it.
type AttnState struct {
	Lib    string // the library's name in messages ("nccl")
	IDName string // what expert rank 0 sends ("unique id")
	Sides  Sides
	Began  bool  // a generation has begun
	Failed error // why it failed
	SetUp  bool  // its communicator is set up
}

// Ready is nil once the communicator with every expert rank is set up, else why not.
func (a AttnState) Ready() error {
	what := a.Lib + " communicator with the expert ranks"
	switch {
	case !a.Began:
		if missing := a.Sides.Missing(); len(missing) > 0 {
			return fmt.Errorf("%s: not connected to expert ranks %v", what, missing)
		}
		return fmt.Errorf("%s: waiting for expert rank 0's %s", what, a.IDName)
	case a.Failed != nil:
		return fmt.Errorf("%s: %w", what, a.Failed)
	case !a.SetUp:
		return fmt.Errorf("%s: being set up", what)
	}
	return nil
}

// ---------------------------------------------------------------------------------------------
// Expert side.

// Connected is the peers' current connections, and whether every peer has one.
func Connected(ctl PeerControl, peers []int) (map[int]uint64, bool) {
	eps := ctl.PeerEpochs()
	for _, p := range peers {
		if _, ok := eps[p]; !ok {
			return eps, false
		}
	}
	return eps, true
}

// Reconnected is why a generation made for the peers' connections epochs ends now that they are
// eps (a peer reconnected), nil while they are the same.
func Reconnected(peers []int, eps, epochs map[int]uint64) error {
	for _, p := range peers {
		if eps[p] != epochs[p] {
			return fmt.Errorf("attention rank %d reconnected", p)
		}
	}
	return nil
}

// Agreed is the ids every peer passed on its current connection (eps), when they all did and
// agree.
func Agreed(ctl PeerControl, peers []int, eps map[int]uint64) (connector.CollectiveID, bool) {
	var first connector.CollectiveID
	for i, p := range peers {
		c, ok, err := ctl.PeerCollectiveID(p, eps[p])
		if err != nil || !ok {
			return connector.CollectiveID{}, false
		}
		if i == 0 {
			first = c
		} else if !bytes.Equal(c.ID, first.ID) || c.Transport != first.Transport {
			return connector.CollectiveID{}, false
		}
	}
	return first, true
}

// Minted is the peers' connections expert rank 0 last minted ids for (nil: none). It does not
// lock: the caller guards it.
type Minted map[int]uint64

// Fresh is true when eps are other connections than those last minted for, which it then records:
// expert rank 0 mints once per set of connections.
func (m *Minted) Fresh(peers []int, eps map[int]uint64) bool {
	same := *m != nil
	for _, p := range peers {
		same = same && (*m)[p] == eps[p]
	}
	if !same {
		*m = eps
	}
	return !same
}

// Share sends expert rank 0's ids c to every peer on its connection of eps; on an error, the peer
// it failed with.
func Share(ctx context.Context, ctl PeerControl, peers []int, eps map[int]uint64, c connector.CollectiveID) (int, error) {
	for _, p := range peers {
		if err := ctl.ShareCollectiveIDWith(ctx, p, eps[p], c); err != nil {
			return p, err
		}
	}
	return 0, nil
}

// DropAll drops every peer's connection of eps with err, so that every rank meets again.
func DropAll(ctl PeerControl, peers []int, eps map[int]uint64, err error) {
	for _, p := range peers {
		ctl.DropPeer(p, eps[p], err)
	}
}
