package connector

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// ErrClosed is returned by operations on a side after Close.
var ErrClosed = errors.New("connector closed")

// FFNSide is an ffn rank's end: it accepts its attention peers (and, on rank 0, redirects the
// others and takes the registrations of the other ffn ranks), merges their step headers, gathers
// their tensors and scatters results back. The step methods are meant for one goroutine (the
// executor loop); Close and the accessors may be called from any.
//
// Per peer slot: empty -> connected (after a full handshake) -> failed (EOF, reset, bad frame,
// error, shutdown) -> connected again when the same attention rank says hello anew. A failed peer
// takes no part in later steps until it returns.
type FFNSide struct {
	hello Hello
	cfg   Config
	topo  Topology
	log   *slog.Logger
	ln    net.Listener
	peers []int // attention ranks owned, in order
	h     *hub
	// clock, when set, gathers the transfers' host waits (Config.WaitClock, SetWaitClock).
	clock atomic.Pointer[WaitClock]

	startup chan error    // first handshake refusal while ListenFFN waits (buffered)
	stop    chan struct{} // closed by Close: ends the background loops
	wg      sync.WaitGroup

	// Guarded by h.mu.
	started   bool
	closed    bool
	slots     []*link                   // per peer-local index; nil = never connected
	handshake map[net.Conn]*pendingConn // connections still in their handshake (closed by Close)
	accepts   uint64                    // connections accepted so far: orders pendingConn
	registry  map[int]string            // rank 0: ffn rank -> address of its listener
	nextStep  uint64                    // first step number not yet merged
	epochs    uint64                    // connections installed so far: numbers each link (link.epoch)
	cur       StepHeader                // the step being run
	curActive bool
	curLinks  []*link       // per peer-local index; nil for peers without a header in cur
	curAbort  error         // set when the current step failed; later step operations return it
	coll      *CollectiveID // the last one shared, for peers that join after

	cfgTimeout time.Duration // Config.PeerTimeout
	overdueAt  time.Time     // RecvStep's: when the next asked peer becomes overdue (zero: none)
}

// ListenFFN starts ffn rank cfg.Hello.Rank: it listens (rank 0 on cfg.Rendezvous), registers with
// rank 0 if it is another rank, and returns once all its attention peers have connected. A
// handshake refused while it waits (plan, version, topology, stages or model differences, a rank
// out of range or already connected) ends the wait with that *RefusedError: a deployment whose
// halves disagree should stop at once, with the same message on both sides. After ListenFFN returns,
// refusals are only logged. ctx bounds the wait, not the life of the side.
func ListenFFN(ctx context.Context, cfg Config) (*FFNSide, error) {
	hl := cfg.Hello
	if err := hl.validateSelf(); err != nil {
		return nil, err
	}
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if hl.Role != RoleFFN {
		return nil, fmt.Errorf("ListenFFN: hello role %q, expected %q", hl.Role, RoleFFN)
	}
	addr := cfg.Rendezvous
	if hl.Rank != 0 {
		addr = cfg.Listen
		if addr == "" {
			host, _, err := net.SplitHostPort(cfg.Rendezvous)
			if err != nil {
				return nil, fmt.Errorf("ffn rank %d: rendezvous %q: %w, expected HOST:PORT", hl.Rank, cfg.Rendezvous, err)
			}
			addr = net.JoinHostPort(host, "0")
		}
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("ffn rank %d: listen on %s: %w", hl.Rank, addr, err)
	}
	if ip := ln.Addr().(*net.TCPAddr).IP; !ip.IsLoopback() && !cfg.authenticates() && !cfg.InsecureListen {
		ln.Close()
		return nil, fmt.Errorf("ffn rank %d: listen on %s: not a loopback address, and without a cluster key any host that reaches it could join as a peer; give every rank the same --cluster-key-file (or TLS with --tls-ca), or pass --insecure-listen on a network where every host is trusted", hl.Rank, addr)
	}
	peers := peersFor(hl)
	f := &FFNSide{
		hello: cfg.withSelf(), cfg: cfg, topo: hl.Topology, log: cfg.logger(), ln: ln, peers: peers, h: newHub(),
		startup: make(chan error, 1), stop: make(chan struct{}), slots: make([]*link, len(peers)), handshake: map[net.Conn]*pendingConn{},
		registry: map[int]string{}, cfgTimeout: cfg.PeerTimeout,
	}
	f.clock.Store(cfg.WaitClock)
	f.wg.Add(1)
	go f.acceptLoop()
	f.log.Debug("connector: listening", "ffn", hl.Rank, "addr", ln.Addr().String())
	if hl.Rank != 0 {
		what := fmt.Sprintf("ffn rank %d: register with rendezvous %s", hl.Rank, cfg.Rendezvous)
		if err := retry(ctx, f.log, what, cfg.BusyGiveUp, cfg.Retrying, func() error { return f.register(ctx, cfg.Rendezvous, false) }); err != nil {
			f.Close()
			return nil, err
		}
		f.wg.Add(1)
		go f.reregisterLoop(cfg.Rendezvous)
	}
	if err := f.waitPeers(ctx); err != nil {
		f.Close()
		return nil, err
	}
	f.h.mu.Lock()
	f.started = true
	links := slices.Clone(f.slots)
	f.h.mu.Unlock()
	// Tell every peer this rank now runs steps: an attention rank is ready only once it has heard
	// so.
	for _, l := range links {
		if l != nil {
			l.sendServing()
		}
	}
	return f, nil
}

// authenticates reports whether a dialer must prove who it is: the cluster key, or TLS that
// verifies the dialer's certificate.
func (c Config) authenticates() bool {
	return c.ClusterKey != nil || c.TLS != nil && c.TLS.ClientAuth == tls.RequireAndVerifyClientCert
}

// PeerServes lists where the connected attention peers serve clients (their hello's Serves), in peer
// order, skipping peers that did not say.
func (f *FFNSide) PeerServes() []string {
	f.h.mu.Lock()
	defer f.h.mu.Unlock()
	var out []string
	for _, l := range f.slots {
		if l != nil && l.err == nil && l.serves != "" {
			out = append(out, l.serves)
		}
	}
	return out
}

// peerRowLimit is the most rows per step this rank accepts from one attention peer: Config.MaxPeerRows
// (never more than a step header may count). Without it, the default is as many rows of the plan's
// widest row as one MaxFrameSize frame holds: a bound for library users who set none, not a limit
// of the wire (a larger transfer goes as several frames).
func (f *FFNSide) peerRowLimit() int {
	if f.cfg.MaxPeerRows > 0 {
		return min(maxStepRows, f.cfg.MaxPeerRows)
	}
	if f.cfg.RowBytes > 0 {
		return (MaxFrameSize - maxTensorHeader) / f.cfg.RowBytes
	}
	return maxStepRows
}

// Addr is the address this rank listens on.
func (f *FFNSide) Addr() string { return f.ln.Addr().String() }

// Peers returns the attention ranks this ffn rank owns, in fan-in order.
func (f *FFNSide) Peers() []int { return append([]int(nil), f.peers...) }

// Connected returns the attention ranks currently connected.
func (f *FFNSide) Connected() []int {
	f.h.mu.Lock()
	defer f.h.mu.Unlock()
	var c []int
	for i, l := range f.slots {
		if l != nil && l.err == nil {
			c = append(c, f.peers[i])
		}
	}
	return c
}

// Close sends shutdown to every connected peer, stops accepting and waits for its goroutines.
func (f *FFNSide) Close() error {
	f.h.mu.Lock()
	if f.closed {
		f.h.mu.Unlock()
		return nil
	}
	f.closed = true
	if f.stop != nil { // nil in a side made without ListenFFN (tests)
		close(f.stop)
	}
	f.h.broadcastLocked()
	links := append([]*link(nil), f.slots...)
	for c := range f.handshake {
		c.Close()
	}
	f.h.mu.Unlock()
	err := f.ln.Close()
	for _, l := range links {
		if l != nil {
			l.shutdown()
		}
	}
	f.wg.Wait()
	return err
}

// maxCollectiveID bounds a collective id: NCCL's unique id is 128 bytes, HCCL's root info 4108.
const maxCollectiveID = 8192

// check refuses an empty or oversized collective id, or one without its transport's name.
func (c CollectiveID) check() error {
	if len(c.ID) == 0 || len(c.ID) > maxCollectiveID || c.Transport == "" {
		return fmt.Errorf("collective id for %q: %d bytes, expected a transport name and 1..%d bytes", c.Transport, len(c.ID), maxCollectiveID)
	}
	return nil
}

// ShareCollectiveID sends a device data plane's bootstrap (an NCCL unique id, an HCCL root info) to
// every connected attention peer over its control connection, and to each that connects later (its
// welcome goes first: a peer whose handshake is still being answered gets it right after).
func (f *FFNSide) ShareCollectiveID(ctx context.Context, c CollectiveID) error {
	if err := c.check(); err != nil {
		return err
	}
	f.h.mu.Lock()
	f.coll = &c
	var links []*link
	for _, l := range f.slots {
		if l != nil && l.err == nil && l.joined {
			links = append(links, l)
		}
	}
	f.h.mu.Unlock()
	for _, l := range links {
		if err := l.writeJSON(ctx, kindCollective, c); err != nil {
			return fmt.Errorf("ffn rank %d: send the %s collective id to attention rank %d: %w", f.hello.Rank, c.Transport, l.rank, err)
		}
	}
	return nil
}

// PeerEpochs maps each connected attention rank to its connection's epoch, a number that differs
// for every connection the rank makes: a device data plane builds a communicator per epoch, so a
// rank that returned (a new epoch) gets a fresh one even when its absence was never seen.
func (f *FFNSide) PeerEpochs() map[int]uint64 {
	f.h.mu.Lock()
	defer f.h.mu.Unlock()
	m := map[int]uint64{}
	for i, l := range f.slots {
		if l != nil && l.err == nil {
			m[f.peers[i]] = l.epoch
		}
	}
	return m
}

// peerLink returns the live link of attention rank peer if it is still connection epoch.
func (f *FFNSide) peerLink(peer int, epoch uint64) (*link, error) {
	f.h.mu.Lock()
	defer f.h.mu.Unlock()
	i := slices.Index(f.peers, peer)
	if i < 0 {
		return nil, fmt.Errorf("attention rank %d is not a peer of %s (peers %v)", peer, f.hello.who(), f.peers)
	}
	l := f.slots[i]
	if l == nil || l.err != nil || l.epoch != epoch {
		return nil, fmt.Errorf("%s: attention rank %d: connection %d is gone", f.hello.who(), peer, epoch)
	}
	return l, nil
}

// ShareCollectiveIDWith sends a device data plane's bootstrap to one attention peer, on its
// connection epoch only (a later connection of the rank gets its own).
func (f *FFNSide) ShareCollectiveIDWith(ctx context.Context, peer int, epoch uint64, c CollectiveID) error {
	if err := c.check(); err != nil {
		return err
	}
	l, err := f.peerLink(peer, epoch)
	if err != nil {
		return err
	}
	if err := l.writeJSON(ctx, kindCollective, c); err != nil {
		return fmt.Errorf("ffn rank %d: send the %s collective id to attention rank %d: %w", f.hello.Rank, c.Transport, l.rank, err)
	}
	return nil
}

// DropPeer ends connection epoch of attention rank peer with err, which the peer is sent as an error
// frame: what a device data plane does when the pair's communicator failed, so that the rank dials
// again and both sides start over with a fresh one. A connection already gone is left alone.
func (f *FFNSide) DropPeer(peer int, epoch uint64, err error) {
	if l, e := f.peerLink(peer, epoch); e == nil {
		l.sendError(err)
	}
}
