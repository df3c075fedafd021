package runtime

import (
	"context"
	"fmt"
	"log/slog"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"afdc/ir"
	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// Executable is what a target adds to the role executables that run its programs, beside its
// Loader: a check of the machine, its own flags, and how its attention backend lays out the KV
// cache. A target registers it with RegisterExecutable; the zero value adds nothing (no check, no
// flags, the KV cache in fp32 values sized from physical memory).
type Executable struct {
	// Probe checks, before any weights are read, that this machine has the libraries the target's
	// backend loads, naming the first that is missing; nil: nothing to check.
	Probe func() error
	// Flags returns a fresh value of the target's own flags: a pointer to a struct whose fields
	// carry the command line's tags, embedded in both role executables' command lines (and shown by
	// their --help only for this target); nil: none.
	Flags func() TargetFlags
	// KVElemBytes is the bytes of one cached value in the target's KV cache (0: 4, fp32).
	KVElemBytes int
	// KVProgramType says the target's KV cache holds the program's own type (the attention ops'
	// latent or key dtype: bf16 or f32 on cuda), read from the program instead of KVElemBytes.
	KVProgramType bool
	// KVDefaultBytes is the KV cache's size when the command line gives none (0: a share of the
	// machine's physical memory): device memory, which the host's memory does not describe.
	KVDefaultBytes int64
	// StepTokens and ChunkTokens are the role executables' --max-batch-tokens and --chunk-tokens on
	// this target when the command line gives 0 (0 here: DefaultStepTokens, DefaultChunkTokens).
	// Both roles resolve the same, so the FFN plans its memory for the steps the attention declares.
	StepTokens, ChunkTokens int
}

// The role executables' tokens per step and prompt tokens per sequence per step on a target that
// names none of its own (Executable.StepTokens, ChunkTokens).
const (
	DefaultStepTokens  = 512
	DefaultChunkTokens = 256
)

// StepDefaults is the role executables' --max-batch-tokens and --chunk-tokens 0 on target.
func StepDefaults(target string) (step, chunk int) {
	x := ExecutableOf(target)
	step, chunk = DefaultStepTokens, DefaultChunkTokens
	if x.StepTokens > 0 {
		step = x.StepTokens
	}
	if x.ChunkTokens > 0 {
		chunk = x.ChunkTokens
	}
	return step, chunk
}

// TargetFlags are a target's own flags of a role executable, once parsed.
type TargetFlags interface {
	// ChooseTransport settles the data plane of man for this process (the handshake then compares both
	// roles' choices, and the data plane follows it). It runs before the target is probed.
	ChooseTransport(man *ir.Manifest) error
	// SetOptions sets into opt what the flags choose for loading the program onto the device.
	SetOptions(opt *LoadOptions) error
}

// TransportNoter is a TargetFlags that can say, once ChooseTransport has run, why its data plane
// may be slower than the machine allows (a placement the flags left unknown): the role logs it as
// a warning. "" says nothing.
type TransportNoter interface {
	TransportNote() string
}

// Plane is a data plane a target registers under the transport name manifests use (RegisterPlane):
// it moves the hidden states between the roles on the target's devices, beside the rendezvous
// connection that carries the step headers. TCP over that connection needs none.
type Plane interface {
	// Prepare readies an attention rank before its link to the FFN rank runs (p.Remote.Run).
	Prepare(p *AttentionPlane) error
	// Attention is the attention rank's FFN peer once its link runs; release closes what it made.
	Attention(ctx context.Context, p *AttentionPlane) (peer FFNPeer, release func() error, err error)
	// FFN is an FFN rank's transport to its connected attention peers; release closes what it made.
	FFN(ctx context.Context, p *FFNPlane) (tr connector.Transport, release func() error, err error)
}

// OneDevice is implemented by a Plane whose two roles share one device, where their kernels take
// turns: a step's micro-batch stages overlap nothing there (the attention role's default
// --min-stage-tokens then runs a step in one stage).
type OneDevice interface {
	Plane
	OneDevice()
}

// ExpertPlane is a Plane that can also carry an --ep build's dispatch and combine rows between the
// attention ranks and the expert ranks (connector.RowsTransport). An --ep build accepts a device data
// plane only if it is one; otherwise its rows go over the rendezvous connections (tcp).
type ExpertPlane interface {
	Plane
	// ExpertAttention readies an attention rank's links to the expert ranks (p.Peers.SetDataPlane)
	// before they run, and sets p.Peer when the plane carries the whole exchange itself; release
	// closes what it made.
	ExpertAttention(p *ExpertAttentionPlane) (release func() error, err error)
	// ExpertFFN is expert rank rank's (of experts) transport to every attention rank: the routing
	// over p.Side's connections, the rows over the plane; release closes what it made.
	ExpertFFN(ctx context.Context, p *FFNPlane, rank, experts int) (tr connector.Transport, release func() error, err error)
}

// ExpertAttentionPlane is what an attention rank's rows data plane is built from.
type ExpertAttentionPlane struct {
	Backend Backend
	Peers   *ExpertPeers
	// Hello is this rank's: its rank and the topology (attention and expert ranks).
	Hello   connector.Hello
	Log     *slog.Logger
	Metrics prometheus.Registerer
	// Peer, when ExpertAttention sets it, is the attention engine's FFN peer in place of Peers: a
	// plane that moves the routing too (not only the rows) runs dispatch and combine itself, and
	// Peers then announce the steps (its BeginStep) and keep the connections.
	Peer FFNPeer
}

// AttentionPlane is what an attention rank's data plane is built from.
type AttentionPlane struct {
	Backend Backend
	Remote  *RemoteFFN
	Hello   connector.Hello
	// RowBytes is the bytes of one row of the widest transfer of the plan (WireRowBytes): with
	// Hello.MaxRows, what a plane that receives into buffers of its own sizes them by.
	RowBytes int
	// Wait bounds the wait for what the FFN rank shares over the link (--connect-timeout).
	Wait    time.Duration
	Log     *slog.Logger
	Metrics prometheus.Registerer
}

// FFNPlane is what an FFN rank's data plane is built from.
type FFNPlane struct {
	Backend Backend
	Side    *connector.FFNSide
	Stages  int
	Log     *slog.Logger
	// Metrics takes the plane's collectors; nil when the rank serves no /metrics.
	Metrics prometheus.Registerer
}

var (
	executables = map[string]Executable{}
	planes      = map[string]Plane{}
)

// RegisterExecutable sets what target adds to the role executables.
func RegisterExecutable(target string, x Executable) {
	regMu.Lock()
	defer regMu.Unlock()
	executables[target] = x
}

// ExecutableOf is what target adds to the role executables; the zero value when it registered
// nothing.
func ExecutableOf(target string) Executable {
	regMu.Lock()
	defer regMu.Unlock()
	return executables[target]
}

// RegisterPlane makes the data plane named transport available to the role executables.
func RegisterPlane(transport string, p Plane) {
	regMu.Lock()
	defer regMu.Unlock()
	planes[transport] = p
}

// PlaneOf is the data plane registered as transport; ok is false for one nobody registered (TCP
// over the rendezvous connection, which needs none).
func PlaneOf(transport string) (p Plane, ok bool) {
	regMu.Lock()
	defer regMu.Unlock()
	p, ok = planes[transport]
	return p, ok
}

// Planes lists the registered data planes, sorted.
func Planes() []string {
	regMu.Lock()
	defer regMu.Unlock()
	var ns []string
	for n := range planes {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}

// ParseSeed reads a --random-weights seed: nil when s is empty.
func ParseSeed(s string) (*int64, error) {
	if s == "" {
		return nil, nil
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("--random-weights %q: expected an integer seed", s)
	}
	return &v, nil
}

// TransportPeer is an attention rank's FFN peer whose tensors move over tr, a device data plane:
// the step headers go over the rendezvous connection (the RemoteFFN), the payloads over tr.
func TransportPeer(remote *RemoteFFN, tr connector.Transport) FFNPeer {
	return transportPeer{remote, tr}
}

type transportPeer struct {
	*RemoteFFN
	tr connector.Transport
}

func (p transportPeer) Send(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, data []tensor.Tensor) error {
	return p.tr.Send(ctx, q, peer, tag, data)
}

func (p transportPeer) Recv(ctx context.Context, q tensor.Queue, peer int, tag connector.Tag, into []tensor.Tensor) error {
	return p.tr.Recv(ctx, q, peer, tag, into)
}

func (p transportPeer) Memory() tensor.Memory { return p.tr.Memory() }
func (p transportPeer) Name() string          { return p.tr.Name() }
func (p transportPeer) Close() error          { return p.tr.Close() }

// PlaneFor is the data plane of a manifest's transport: nil for TCP over the rendezvous connection
// (connector.TCP), which needs none; an error naming what this binary has for a transport nobody
// registered.
func PlaneFor(transport string) (Plane, error) {
	if transport == connector.TCP {
		return nil, nil
	}
	if p, ok := PlaneOf(transport); ok {
		return p, nil
	}
	return nil, fmt.Errorf("transport %s: this executable has no %s data plane (it has %s), expected a binary built with the target that runs it",
		transport, transport, strings.Join(append([]string{connector.TCP}, Planes()...), ", "))
}
