package launch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// The variables LeaderWorkerSet sets in every container of a group.
const (
	EnvLeaderAddress = "LWS_LEADER_ADDRESS"
	EnvWorkerIndex   = "LWS_WORKER_INDEX"
	EnvGroupSize     = "LWS_GROUP_SIZE"
)

// Pod is one pod of a LeaderWorkerSet group running a deployment: worker indices 0..FFNRanks-1 are
// the FFN ranks (index 0, the group's leader, is FFN rank 0 and the rendezvous), the next
// AttentionRanks indices the attention ranks. The leader also serves the group's endpoint: a Router
// over the attention ranks.
type Pod struct {
	Attention, FFN string
	AttentionRanks int
	FFNRanks       int
	RendezvousPort int
	// HTTP is the pod's serving address (host:port, the host being the pod's own address): the
	// endpoint on the leader, the rank's own HTTP elsewhere; attention ranks serve on its port.
	HTTP string
	// RankPort is where the leader's FFN rank 0 serves its own /health and /metrics.
	RankPort      int
	Args          []string // flags for every rank
	AttentionArgs []string // flags for the attention ranks only
	// WorkerHosts are the group's pod addresses by worker index; empty: derived from
	// LWS_LEADER_ADDRESS as LeaderWorkerSet names its pods (leader NAME-G.SUB..., worker i
	// NAME-G-i.SUB...).
	WorkerHosts  []string
	DrainTimeout time.Duration
	Getenv       func(string) string
	Log          io.Writer
}

// PodRank is what a pod runs: its role, its rank within the role, and its worker index.
type PodRank struct {
	Role  string // "ffn" or "attention"
	Rank  int
	Index int
}

// Rank reads the pod's place in its group from the LeaderWorkerSet variables.
func (p *Pod) Rank() (PodRank, error) {
	idx, err := envInt(p.Getenv, EnvWorkerIndex)
	if err != nil {
		return PodRank{}, err
	}
	size, err := envInt(p.Getenv, EnvGroupSize)
	if err != nil {
		return PodRank{}, err
	}
	if want := p.AttentionRanks + p.FFNRanks; size != want {
		return PodRank{}, fmt.Errorf("%s=%d, expected %d (%d FFN ranks + %d attention ranks): the group's size must match the deployment's ranks", EnvGroupSize, size, want, p.FFNRanks, p.AttentionRanks)
	}
	if idx < 0 || idx >= size {
		return PodRank{}, fmt.Errorf("%s=%d, expected 0..%d", EnvWorkerIndex, idx, size-1)
	}
	if idx < p.FFNRanks {
		return PodRank{Role: "ffn", Rank: idx, Index: idx}, nil
	}
	return PodRank{Role: "attention", Rank: idx - p.FFNRanks, Index: idx}, nil
}

func envInt(getenv func(string) string, name string) (int, error) {
	v := getenv(name)
	if v == "" {
		return 0, fmt.Errorf("%s is not set: expected to run in a LeaderWorkerSet pod (or with the variable set)", name)
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("%s=%q, expected an integer", name, v)
	}
	return n, nil
}

// WorkerHost is the address of worker index i of the group whose leader is at leader, as
// LeaderWorkerSet names its pods: the leader's first label NAME-G becomes NAME-G-i.
func WorkerHost(leader string, i int) string {
	if i == 0 {
		return leader
	}
	first, rest, dotted := strings.Cut(leader, ".")
	if !dotted {
		return first + "-" + strconv.Itoa(i)
	}
	return first + "-" + strconv.Itoa(i) + "." + rest
}

// Command is the rank executable and its flags for this pod.
func (p *Pod) Command(r PodRank) (exe string, args []string, err error) {
	host, _, err := net.SplitHostPort(p.HTTP)
	if err != nil {
		return "", nil, fmt.Errorf("--http %q: %v, expected HOST:PORT", p.HTTP, err)
	}
	leader := p.Getenv(EnvLeaderAddress)
	if leader == "" {
		return "", nil, fmt.Errorf("%s is not set: expected to run in a LeaderWorkerSet pod (or with the variable set)", EnvLeaderAddress)
	}
	rdv := net.JoinHostPort(leader, strconv.Itoa(p.RendezvousPort))
	httpAddr := p.HTTP
	if r.Role == "ffn" && r.Rank == 0 {
		rdv = net.JoinHostPort(host, strconv.Itoa(p.RendezvousPort)) // the leader listens on its own address
		httpAddr = net.JoinHostPort(host, strconv.Itoa(p.RankPort))
	}
	args = append([]string{"--rank", strconv.Itoa(r.Rank), "--rendezvous", rdv, "--http", httpAddr,
		"--attention-ranks", strconv.Itoa(p.AttentionRanks), "--ffn-ranks", strconv.Itoa(p.FFNRanks)}, p.Args...)
	if p.DrainTimeout > 0 {
		args = append(args, "--drain-timeout", p.DrainTimeout.String())
	}
	if r.Role == "ffn" {
		if r.Rank > 0 {
			args = append(args, "--listen", net.JoinHostPort(host, "0"))
		}
		return p.FFN, args, nil
	}
	return p.Attention, append(args, p.AttentionArgs...), nil
}

// Backends are the attention ranks' HTTP bases, for the leader's endpoint.
func (p *Pod) Backends() ([]string, error) {
	_, port, err := net.SplitHostPort(p.HTTP)
	if err != nil {
		return nil, fmt.Errorf("--http %q: %v, expected HOST:PORT", p.HTTP, err)
	}
	size := p.AttentionRanks + p.FFNRanks
	hosts := p.WorkerHosts
	if len(hosts) == 0 {
		leader := p.Getenv(EnvLeaderAddress)
		for i := range size {
			hosts = append(hosts, WorkerHost(leader, i))
		}
	}
	if len(hosts) != size {
		return nil, fmt.Errorf("--worker-hosts: %d hosts, expected one per pod of the group (%d)", len(hosts), size)
	}
	var out []string
	for i := p.FFNRanks; i < size; i++ {
		out = append(out, "http://"+net.JoinHostPort(hosts[i], port))
	}
	return out, nil
}

// Run runs the pod until ctx ends (then drains: the endpoint, then the rank) or its rank exits.
func (p *Pod) Run(ctx context.Context) error {
	if p.Log == nil {
		p.Log = io.Discard
	}
	if p.DrainTimeout <= 0 {
		p.DrainTimeout = time.Minute
	}
	r, err := p.Rank()
	if err != nil {
		return err
	}
	exe, args, err := p.Command(r)
	if err != nil {
		return err
	}
	var router *Router
	var srv *http.Server
	if r.Index == 0 {
		backends, err := p.Backends()
		if err != nil {
			return err
		}
		ln, err := net.Listen("tcp", p.HTTP)
		if err != nil {
			return fmt.Errorf("--http %s: %w", p.HTTP, err)
		}
		host, _, _ := net.SplitHostPort(p.HTTP)
		router = NewRouter(backends)
		router.Extra = "http://" + net.JoinHostPort(host, strconv.Itoa(p.RankPort)) + "/metrics"
		pctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		router.Poll(pctx, time.Second)
		srv = &http.Server{Handler: router, ReadHeaderTimeout: 10 * time.Second}
		go srv.Serve(ln)
		defer srv.Close()
		fmt.Fprintf(p.Log, "endpoint on %s over attention ranks %s\n", p.HTTP, strings.Join(backends, ", "))
	}
	name := fmt.Sprintf("%s-%d", r.Role, r.Rank)
	child, err := StartProc(name, exe, args, nil, "")
	if err != nil {
		return err
	}
	child.mu.Lock()
	child.log = nopCloser{p.Log} // the rank's output is the pod's (its earlier lines are in the tail)
	child.mu.Unlock()
	fmt.Fprintf(p.Log, "worker %d runs %s rank %d\n", r.Index, r.Role, r.Rank)
	select {
	case <-child.Done():
		return fmt.Errorf("%s exited: %v", name, child.Err())
	case <-ctx.Done():
	}
	var errs []error
	if router != nil {
		select {
		case <-router.Drain():
		case <-time.After(p.DrainTimeout):
			errs = append(errs, fmt.Errorf("the endpoint still had %d requests in flight after %v", router.Inflight(), p.DrainTimeout))
		}
		shut, done := context.WithTimeout(context.Background(), 5*time.Second)
		if srv.Shutdown(shut) != nil {
			srv.Close()
		}
		done()
	}
	if err := child.Stop(p.DrainTimeout + 5*time.Second); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }
