package ascend_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"afdc/compiler"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
	"afdc/targets/ascend"
	"afdc/targets/ascend/acl"
)

// memConn is one rendezvous connection between attention rank a and expert rank n, in memory: the
// collective ids each side sent on it, and whether it is still up.
type memConn struct {
	a, n  int
	epoch uint64

	mu               sync.Mutex
	err              error
	toAttn, toExpert *connector.CollectiveID
}

func (c *memConn) CollectiveID(ctx context.Context) (connector.CollectiveID, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.toAttn != nil {
		return *c.toAttn, nil
	}
	if c.err != nil {
		return connector.CollectiveID{}, c.err
	}
	return connector.CollectiveID{}, errors.New("no collective id yet")
}

func (c *memConn) ShareCollectiveID(_ context.Context, id connector.CollectiveID) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err != nil {
		return c.err
	}
	c.toExpert = &id
	return nil
}

func (c *memConn) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

func (c *memConn) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err == nil {
		c.err = connector.ErrClosed
	}
	return nil
}

// sent is what each side sent on the connection so far (nil: nothing).
func (c *memConn) sent() (toAttn, toExpert *connector.CollectiveID) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.toAttn, c.toExpert
}

func (c *memConn) lose(err error) {
	c.mu.Lock()
	c.err = err
	c.mu.Unlock()
}

// memNet is the connections of A attention and N expert ranks; memExpert is one expert rank's view
// of them (ascend.EPFFNControl).
type memNet struct {
	mu    sync.Mutex
	A, N  int
	next  uint64
	conns map[[2]int]*memConn // (a, n): the latest connection
}

type memExpert struct {
	net *memNet
	n   int
}

func (e memExpert) Peers() []int {
	var p []int
	for a := range e.net.A {
		p = append(p, a)
	}
	return p
}

func (e memExpert) conn(a int, epoch uint64) (*memConn, error) {
	e.net.mu.Lock()
	c := e.net.conns[[2]int{a, e.n}]
	e.net.mu.Unlock()
	if c == nil || c.epoch != epoch || c.Err() != nil {
		return nil, fmt.Errorf("attention rank %d's connection %d is gone", a, epoch)
	}
	return c, nil
}

func (e memExpert) PeerEpochs() map[int]uint64 {
	out := map[int]uint64{}
	e.net.mu.Lock()
	defer e.net.mu.Unlock()
	for a := range e.net.A {
		if c := e.net.conns[[2]int{a, e.n}]; c != nil && c.Err() == nil {
			out[a] = c.epoch
		}
	}
	return out
}

func (e memExpert) PeerCollectiveID(a int, epoch uint64) (connector.CollectiveID, bool, error) {
	c, err := e.conn(a, epoch)
	if err != nil {
		return connector.CollectiveID{}, false, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.toExpert == nil {
		return connector.CollectiveID{}, false, nil
	}
	return *c.toExpert, true, nil
}

func (e memExpert) ShareCollectiveIDWith(_ context.Context, a int, epoch uint64, id connector.CollectiveID) error {
	c, err := e.conn(a, epoch)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.toAttn = &id
	return nil
}

func (e memExpert) DropPeer(a int, epoch uint64, err error) {
	if c, cerr := e.conn(a, epoch); cerr == nil {
		c.lose(err)
	}
}

// nopTransport stands for a connection's own transport (the routing of an attention rank's plane
// goes over HCCL: nothing uses it).
type nopTransport struct{}

func (nopTransport) Send(context.Context, tensor.Queue, int, connector.Tag, []tensor.Tensor) error {
	return errors.New("unused")
}
func (nopTransport) Recv(context.Context, tensor.Queue, int, connector.Tag, []tensor.Tensor) error {
	return errors.New("unused")
}
func (nopTransport) Memory() tensor.Memory { return tensor.Host }
func (nopTransport) Name() string          { return "tcp" }
func (nopTransport) Close() error          { return nil }

// connectAll makes a new connection between every attention and expert rank, as the rendezvous
// does when they meet, and hands each attention rank's to its join.
func (m *memNet) connectAll(t *testing.T, joins []*ascend.ExpertJoin) {
	t.Helper()
	for a, j := range joins {
		for n := range m.N {
			m.mu.Lock()
			m.next++
			c := &memConn{a: a, n: n, epoch: m.next}
			m.conns[[2]int{a, n}] = c
			m.mu.Unlock()
			if _, err := j.Link(n, c, nopTransport{}); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func (m *memNet) conn(a, n int) *memConn {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.conns[[2]int{a, n}]
}

// waitFor polls cond until it is nil, failing the test with its last error after 10 s.
func waitFor(t *testing.T, what string, cond func() error) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		err := cond()
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %v", what, err)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestExpertJoinGenerations: 2 attention and 3 expert ranks follow the communicator's generations
// over in-memory connections. Expert rank 0's id (a generation's 8 bytes, then an HCCL root id)
// reaches every attention rank, each passes it on to expert ranks 1 and 2, and every attention rank
// becomes ready. Expert rank 1's connections then fail while a step is in flight: the step fails at
// Check naming expert rank 1, /health's reason names it, the attention ranks close their
// connections, and no step begins. When all ranks meet again, expert rank 0 makes a new id (another
// generation) and they are ready again. An id of another transport is refused, naming both.
func TestExpertJoinGenerations(t *testing.T) {
	lib, ctl := fake(t)
	a := compile(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend", EP: 3})
	if err := ctl.Start(filepath.Join(t.TempDir(), "join.log")); err != nil {
		t.Fatal(err)
	}
	defer ctl.Stop()
	const A, N = 2, 3
	net := &memNet{A: A, N: N, conns: map[[2]int]*memConn{}}
	opt := ascend.JoinOptions{Poll: 2 * time.Millisecond, Timeout: 5 * time.Second}
	var closers []func() error
	defer func() {
		for i := len(closers) - 1; i >= 0; i-- {
			if err := closers[i](); err != nil {
				t.Error(err)
			}
		}
	}()
	for n := range N {
		o := testOptions(ctl, nil)
		o.ExpertRank = n
		fb, err := ascend.NewBackend(lib, a.FFN, o)
		if err != nil {
			t.Fatal(err)
		}
		closers = append(closers, fb.Close)
		tr, err := fb.JoinAttention(n, memExpert{net, n}, opt)
		if err != nil {
			t.Fatal(err)
		}
		closers = append(closers, tr.Close)
	}
	var joins []*ascend.ExpertJoin
	var backends []*ascend.Backend
	for r := range A {
		ab, err := ascend.NewBackend(lib, a.Attention, testOptions(ctl, nil))
		if err != nil {
			t.Fatal(err)
		}
		closers = append(closers, ab.Close)
		j, err := ab.JoinExperts(r, A, N, &epControl{want: []int{4, 1}}, opt)
		if err != nil {
			t.Fatal(err)
		}
		closers = append(closers, j.Close)
		joins, backends = append(joins, j), append(backends, ab)
	}
	if err := joins[0].Ready(); err == nil || !strings.Contains(err.Error(), "not connected to expert ranks [0 1 2]") {
		t.Errorf("before any connection: %v, expected not ready naming every expert rank", err)
	}
	net.connectAll(t, joins)

	// generation checks that every rank has expert rank 0's id on its current connections: sent to
	// every attention rank, passed on by each to expert ranks 1 and 2; it returns the id.
	generation := func() []byte {
		t.Helper()
		for r, j := range joins {
			waitFor(t, fmt.Sprintf("attention rank %d ready", r), j.Ready)
		}
		id, _ := net.conn(0, 0).sent()
		if id == nil || id.Transport != "hccl" || len(id.ID) != 8+acl.RootInfoBytes {
			t.Fatalf("expert rank 0 sent %v, expected an hccl id of %d bytes", id, 8+acl.RootInfoBytes)
		}
		for r := range A {
			if got, _ := net.conn(r, 0).sent(); got == nil || !bytes.Equal(got.ID, id.ID) {
				t.Errorf("attention rank %d got another id from expert rank 0 than attention rank 0", r)
			}
			for n := 1; n < N; n++ {
				waitFor(t, fmt.Sprintf("attention rank %d passes the id to expert rank %d", r, n), func() error {
					if _, got := net.conn(r, n).sent(); got == nil || !bytes.Equal(got.ID, id.ID) {
						return errors.New("not passed on")
					}
					return nil
				})
			}
			if _, got := net.conn(r, 0).sent(); got != nil {
				t.Errorf("attention rank %d passed an id back to expert rank 0, expected none", r)
			}
		}
		return id.ID
	}
	first := generation()

	// A step in flight on attention rank 0 when expert rank 1 is lost.
	var step uint64
	if err := backends[0].Drive(func() (err error) { step, err = joins[0].BeginStep(context.Background(), []int{4, 1}); return err }); err != nil {
		t.Fatal(err)
	}
	for r := range A {
		net.conn(r, 1).lose(errors.New("connection reset"))
	}
	err := backends[0].Drive(func() error { return joins[0].Check(step) })
	if err == nil || !strings.Contains(err.Error(), "expert rank 1 lost: connection reset") {
		t.Errorf("the step in flight when expert rank 1 was lost: %v, expected it failed naming the rank", err)
	}
	waitFor(t, "attention rank 1 sees the loss", func() error {
		if err := joins[1].Ready(); err == nil || !strings.Contains(err.Error(), "expert rank 1") {
			return fmt.Errorf("ready %v, expected a reason naming expert rank 1", err)
		}
		return nil
	})
	err = backends[1].Drive(func() error { _, err := joins[1].BeginStep(context.Background(), []int{4, 1}); return err })
	if err == nil || !strings.Contains(err.Error(), "expert rank 1") {
		t.Errorf("a step without a communicator: %v, expected refused naming expert rank 1", err)
	}
	for r := range A {
		for n := range N {
			if net.conn(r, n).Err() == nil {
				t.Errorf("attention rank %d kept its connection to expert rank %d, expected every one closed so that all ranks meet again", r, n)
			}
		}
	}

	// All ranks meet again: a new generation.
	net.connectAll(t, joins)
	second := generation()
	if bytes.Equal(first[:8], second[:8]) {
		t.Errorf("the new generation's id names the old one's generation %x, expected a new one", first[:8])
	}
	if err := backends[0].Drive(func() (err error) { step, err = joins[0].BeginStep(context.Background(), []int{4, 1}); return err }); err != nil {
		t.Errorf("a step in the new generation: %v", err)
	}
	if err := backends[0].Drive(func() error { return joins[0].Check(step) }); err != nil {
		t.Errorf("a step in the new generation: %v", err)
	}
}

// TestExpertJoinRefusesForeignID: an attention rank does not join with an id of another transport
// or size from expert rank 0, and says why.
func TestExpertJoinRefusesForeignID(t *testing.T) {
	lib, ctl := fake(t)
	a := compile(t, "tiny-deepseek-v3", compiler.BuildOptions{Target: "ascend", EP: 2})
	if err := ctl.Start(filepath.Join(t.TempDir(), "foreign.log")); err != nil {
		t.Fatal(err)
	}
	defer ctl.Stop()
	ab, err := ascend.NewBackend(lib, a.Attention, testOptions(ctl, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer ab.Close()
	for _, c := range []struct {
		id   connector.CollectiveID
		want string
	}{
		{connector.CollectiveID{Transport: "nccl", ID: make([]byte, 8+acl.RootInfoBytes)}, `a "nccl" collective id, expected "hccl"`},
		{connector.CollectiveID{Transport: "hccl", ID: make([]byte, acl.RootInfoBytes)}, "a collective id of 4108 bytes, expected 4116"},
	} {
		var logs syncBuffer
		j, err := ab.JoinExperts(0, 1, 2, &epControl{}, ascend.JoinOptions{Poll: time.Millisecond, Log: slog.New(slog.NewTextHandler(&logs, nil))})
		if err != nil {
			t.Fatal(err)
		}
		net := &memNet{A: 1, N: 2, conns: map[[2]int]*memConn{}}
		net.connectAll(t, []*ascend.ExpertJoin{j})
		if err := (memExpert{net, 0}).ShareCollectiveIDWith(context.Background(), 0, net.conn(0, 0).epoch, c.id); err != nil {
			t.Fatal(err)
		}
		waitFor(t, "the refusal", func() error {
			if !strings.Contains(strings.ReplaceAll(logs.String(), `\"`, `"`), c.want) {
				return fmt.Errorf("log %q, expected %q", logs.String(), c.want)
			}
			return nil
		})
		if err := j.Ready(); err == nil || !strings.Contains(err.Error(), "waiting for expert rank 0's root id") {
			t.Errorf("after a foreign id: %v, expected still waiting for expert rank 0's id", err)
		}
		if _, got := net.conn(0, 1).sent(); got != nil {
			t.Errorf("the foreign id was passed on to expert rank 1, expected not")
		}
		if err := j.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// syncBuffer is a log destination safe for the join's goroutine.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
