package epjoin

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"afdc/runtime/connector"
)

// fakeSide is an attention rank's connection to one expert rank: the ids it last received, those
// it passed on, its failure and whether it was closed.
type fakeSide struct {
	mu     sync.Mutex
	got    connector.CollectiveID
	passed []connector.CollectiveID
	err    error
	shareE error
	closed bool
}

func (f *fakeSide) CollectiveID(ctx context.Context) (connector.CollectiveID, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.got.ID) == 0 {
		return connector.CollectiveID{}, ctx.Err()
	}
	return f.got, nil
}

func (f *fakeSide) ShareCollectiveID(_ context.Context, c connector.CollectiveID) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.shareE != nil {
		return f.shareE
	}
	f.passed = append(f.passed, c)
	return nil
}

func (f *fakeSide) Err() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.err
}

func (f *fakeSide) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.closed = true
	if f.err == nil {
		f.err = errors.New("closed")
	}
	return nil
}

type peerConn struct {
	peer  int
	epoch uint64
}

// fakePeers is an expert rank's connections to the attention ranks.
type fakePeers struct {
	peers   []int
	epochs  map[int]uint64
	got     map[peerConn]connector.CollectiveID // what each peer passed on a connection
	sent    map[peerConn]connector.CollectiveID // what this rank sent on a connection
	shareE  map[int]error
	dropped map[peerConn]error
}

func newFakePeers(n int) *fakePeers {
	f := &fakePeers{epochs: map[int]uint64{}, got: map[peerConn]connector.CollectiveID{},
		sent: map[peerConn]connector.CollectiveID{}, shareE: map[int]error{}, dropped: map[peerConn]error{}}
	for p := range n {
		f.peers = append(f.peers, p)
	}
	return f
}

func (f *fakePeers) Peers() []int { return f.peers }

func (f *fakePeers) PeerEpochs() map[int]uint64 {
	eps := map[int]uint64{}
	for p, e := range f.epochs {
		eps[p] = e
	}
	return eps
}

func (f *fakePeers) PeerCollectiveID(peer int, epoch uint64) (connector.CollectiveID, bool, error) {
	if f.epochs[peer] != epoch {
		return connector.CollectiveID{}, false, fmt.Errorf("attention rank %d: no connection %d", peer, epoch)
	}
	c, ok := f.got[peerConn{peer, epoch}]
	return c, ok, nil
}

func (f *fakePeers) ShareCollectiveIDWith(_ context.Context, peer int, epoch uint64, c connector.CollectiveID) error {
	if err := f.shareE[peer]; err != nil {
		return err
	}
	f.sent[peerConn{peer, epoch}] = c
	return nil
}

func (f *fakePeers) DropPeer(peer int, epoch uint64, err error) {
	f.dropped[peerConn{peer, epoch}] = err
}

var (
	_ AttnControl = (*fakeSide)(nil)
	_ PeerControl = (*fakePeers)(nil)
)

func id(b byte) connector.CollectiveID {
	return connector.CollectiveID{Transport: "fake", ID: bytes.Repeat([]byte{b}, 4)}
}

// TestTwoHops runs the protocol's two hops over fake connections, 2 attention ranks and 3 expert
// ranks: expert rank 0's ids reach expert ranks 1 and 2 through every attention rank, and those
// join only once every attention rank has passed the same ids.
func TestTwoHops(t *testing.T) {
	const attention, experts = 2, 3
	ranks := make([]*fakePeers, experts) // expert rank n's connections
	sides := make([]Sides, attention)    // attention rank a's connections
	conns := make([][]*fakeSide, attention)
	for n := range ranks {
		ranks[n] = newFakePeers(attention)
	}
	for a := range sides {
		sides[a] = make(Sides, experts)
		conns[a] = make([]*fakeSide, experts)
	}
	// Expert rank 0 mints nothing until every attention rank is connected to it.
	var minted Minted
	ranks[0].epochs[0] = 1
	if _, all := Connected(ranks[0], ranks[0].peers); all {
		t.Fatal("expert rank 0 sees every attention rank connected with attention rank 1 missing")
	}
	for n := range experts {
		for a := range attention {
			ranks[n].epochs[a] = 1
			conns[a][n] = &fakeSide{}
			if sides[a].Set(n, conns[a][n]) {
				t.Fatalf("attention rank %d: a first connection to expert rank %d replaced another", a, n)
			}
		}
	}
	eps, all := Connected(ranks[0], ranks[0].peers)
	if !all {
		t.Fatalf("expert rank 0 sees connections %v, expected every attention rank", eps)
	}
	if !minted.Fresh(ranks[0].peers, eps) {
		t.Fatal("expert rank 0 does not mint for its first connections")
	}
	if minted.Fresh(ranks[0].peers, eps) {
		t.Fatal("expert rank 0 mints twice for the same connections")
	}
	gen1 := id(1)
	if p, err := Share(context.Background(), ranks[0], ranks[0].peers, eps, gen1); err != nil {
		t.Fatalf("share with attention rank %d: %v", p, err)
	}
	for a := range attention {
		if c := ranks[0].sent[peerConn{a, 1}]; !bytes.Equal(c.ID, gen1.ID) {
			t.Fatalf("attention rank %d got %v, expected %v", a, c.ID, gen1.ID)
		}
		conns[a][0].got = gen1 // the connection delivers it
	}
	// Attention rank 0 relays; expert ranks 1 and 2 have it from one attention rank only.
	relay := func(a int) {
		t.Helper()
		if !sides[a].Up() {
			t.Fatalf("attention rank %d: connections not up", a)
		}
		c, ok := LatestID(sides[a][0])
		if !ok {
			t.Fatalf("attention rank %d: no ids from expert rank 0", a)
		}
		if n, err := sides[a].Relay(context.Background(), c); err != nil {
			t.Fatalf("attention rank %d: relay to expert rank %d: %v", a, n, err)
		}
		for n := 1; n < experts; n++ {
			passed := conns[a][n].passed
			ranks[n].got[peerConn{a, 1}] = passed[len(passed)-1]
		}
	}
	relay(0)
	for n := 1; n < experts; n++ {
		if _, ok := Agreed(ranks[n], ranks[n].peers, ranks[n].PeerEpochs()); ok {
			t.Fatalf("expert rank %d agrees with only attention rank 0's ids", n)
		}
	}
	relay(1)
	for n := 1; n < experts; n++ {
		c, ok := Agreed(ranks[n], ranks[n].peers, ranks[n].PeerEpochs())
		if !ok || !bytes.Equal(c.ID, gen1.ID) || c.Transport != gen1.Transport {
			t.Fatalf("expert rank %d agrees on %v (%v), expected %v", n, c, ok, gen1)
		}
	}
	if len(conns[0][0].passed) != 0 {
		t.Fatal("an attention rank passed expert rank 0's ids back to it")
	}

	// Attention rank 1 reconnects to expert rank 0: expert rank 0 sees it, mints again, and
	// attention rank 0 sees its generation superseded.
	ranks[0].epochs[1] = 2
	eps, _ = Connected(ranks[0], ranks[0].peers)
	if err := Reconnected(ranks[0].peers, eps, map[int]uint64{0: 1, 1: 1}); err == nil || !strings.Contains(err.Error(), "attention rank 1 reconnected") {
		t.Fatalf("reconnection seen as %v, expected attention rank 1 named", err)
	}
	if !minted.Fresh(ranks[0].peers, eps) {
		t.Fatal("expert rank 0 does not mint for a changed connection")
	}
	if sides[0].Superseded(gen1.ID) {
		t.Fatal("a generation superseded before expert rank 0 sent new ids")
	}
	conns[0][0].got = id(2)
	if !sides[0].Superseded(gen1.ID) {
		t.Fatal("new ids from expert rank 0 do not supersede the generation")
	}
	if sides[0].Superseded(id(2).ID) {
		t.Fatal("the current ids supersede their own generation")
	}
}

func TestAgreedRefusesDisagreement(t *testing.T) {
	f := newFakePeers(2)
	f.epochs[0], f.epochs[1] = 1, 1
	f.got[peerConn{0, 1}] = id(1)
	f.got[peerConn{1, 1}] = id(2)
	if c, ok := Agreed(f, f.peers, f.PeerEpochs()); ok {
		t.Fatalf("peers passed different ids, agreed on %v", c)
	}
	other := id(1)
	other.Transport = "other"
	f.got[peerConn{1, 1}] = other
	if c, ok := Agreed(f, f.peers, f.PeerEpochs()); ok {
		t.Fatalf("peers passed ids of different transports, agreed on %v", c)
	}
	f.got[peerConn{1, 1}] = id(1)
	if _, ok := Agreed(f, f.peers, map[int]uint64{0: 1, 1: 7}); ok {
		t.Fatal("agreed on ids passed over a connection other than the current one")
	}
}

func TestSidesLostAndForget(t *testing.T) {
	a, b := &fakeSide{}, &fakeSide{}
	s := make(Sides, 3)
	s.Set(0, a)
	s.Set(2, b)
	if got := s.Missing(); len(got) != 1 || got[0] != 1 {
		t.Fatalf("missing %v, expected [1]", got)
	}
	if s.Up() {
		t.Fatal("up with expert rank 1 not connected")
	}
	if err := s.Lost("torn"); err == nil || err.Error() != "expert rank 1: not connected" {
		t.Fatalf("lost: %v, expected expert rank 1 not connected", err)
	}
	c := &fakeSide{}
	s.Set(1, c)
	if err := s.Lost("torn"); err != nil {
		t.Fatalf("lost with every rank connected: %v", err)
	}
	b.err = errors.New("reset")
	err := s.Lost("the communicator was aborted")
	if err == nil || err.Error() != "expert rank 2 lost: reset; the communicator was aborted" {
		t.Fatalf("lost: %v, expected expert rank 2 named with its error", err)
	}
	if s.Forget(2, &fakeSide{}) || s[2] != b {
		t.Fatal("forgot a connection that is not expert rank 2's")
	}
	if !s.Set(2, &fakeSide{}) {
		t.Fatal("a new connection did not replace expert rank 2's")
	}
	if s.Set(2, s[2]) {
		t.Fatal("a connection replaced itself")
	}
	if !s.Forget(1, c) || s[1] != nil {
		t.Fatal("expert rank 1's connection not forgotten")
	}
	s.CloseAll()
	if !a.closed || !s[2].(*fakeSide).closed {
		t.Fatal("CloseAll left a connection open")
	}
}

func TestRelayNamesTheRank(t *testing.T) {
	s := Sides{&fakeSide{}, &fakeSide{}, &fakeSide{shareE: errors.New("broken pipe")}}
	n, err := s.Relay(context.Background(), id(1))
	if err == nil || n != 2 {
		t.Fatalf("relay failed at expert rank %d with %v, expected expert rank 2", n, err)
	}
	if len(s[1].(*fakeSide).passed) != 1 {
		t.Fatal("expert rank 1 was not passed the ids before expert rank 2 failed")
	}
}

func TestShareAndDropAll(t *testing.T) {
	f := newFakePeers(3)
	eps := map[int]uint64{0: 4, 1: 5, 2: 6}
	f.shareE[1] = errors.New("gone")
	p, err := Share(context.Background(), f, f.peers, eps, id(3))
	if err == nil || p != 1 {
		t.Fatalf("share failed with attention rank %d (%v), expected attention rank 1", p, err)
	}
	reason := errors.New("communicator failed")
	DropAll(f, f.peers, eps, reason)
	for _, pc := range []peerConn{{0, 4}, {1, 5}, {2, 6}} {
		if f.dropped[pc] != reason {
			t.Fatalf("attention rank %d's connection %d not dropped with the reason", pc.peer, pc.epoch)
		}
	}
}

func TestMintedAfterForget(t *testing.T) {
	var m Minted
	peers := []int{0, 1}
	eps := map[int]uint64{0: 1, 1: 1}
	if !m.Fresh(peers, eps) || m.Fresh(peers, eps) {
		t.Fatal("expected one mint for one set of connections")
	}
	m = nil // a send failed: the next poll mints again
	if !m.Fresh(peers, eps) {
		t.Fatal("no mint after the record was forgotten")
	}
}

func TestAttnStateReady(t *testing.T) {
	s := Sides{nil, &fakeSide{}, nil}
	cases := []struct {
		st   AttnState
		want string
	}{
		{AttnState{Lib: "x", IDName: "token", Sides: s}, "x communicator with the expert ranks: not connected to expert ranks [0 2]"},
		{AttnState{Lib: "x", IDName: "token", Sides: Sides{&fakeSide{}}}, "x communicator with the expert ranks: waiting for expert rank 0's token"},
		{AttnState{Lib: "x", Sides: s, Began: true, Failed: errors.New("lost")}, "x communicator with the expert ranks: lost"},
		{AttnState{Lib: "x", Sides: s, Began: true}, "x communicator with the expert ranks: being set up"},
		{AttnState{Lib: "x", Sides: s, Began: true, SetUp: true}, ""},
	}
	for i, c := range cases {
		err := c.st.Ready()
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("case %d: %q, expected %q", i, got, c.want)
		}
	}
	cause := errors.New("lost")
	if err := (AttnState{Sides: s, Began: true, Failed: cause}).Ready(); !errors.Is(err, cause) {
		t.Errorf("a failed generation's reason is not wrapped: %v", err)
	}
}

func TestWatchStops(t *testing.T) {
	stop, done := make(chan struct{}), make(chan struct{})
	calls := make(chan struct{}, 100)
	go Watch(time.Millisecond, stop, done, func() {
		select {
		case calls <- struct{}{}:
		default:
		}
	})
	<-calls // it polls
	close(stop)
	<-done // and ends once stopped
}

func TestStartedOnce(t *testing.T) {
	var s Started
	a, b := id(1).ID, id(2).ID
	if s.Already(a) {
		t.Fatal("ids already started before any was")
	}
	if !s.First(a) || s.First(a) {
		t.Fatal("expected the same ids to start one generation")
	}
	if !s.Already(a) || s.Already(b) {
		t.Fatal("Already does not follow the ids last started")
	}
	s.Record(b)
	if !s.Already(b) || !s.First(a) {
		t.Fatal("ids started again after other ids are not a new generation")
	}
}
