package launch

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

// MaxRanks bounds the ranks one Start runs on this machine.
const MaxRanks = 1024

// Spec is a deployment on this machine.
type Spec struct {
	Attention, FFN string   // the role executables
	Args           []string // flags for every rank (--weights DIR, ...)
	AttentionArgs  []string // flags for the attention ranks only (--tokenizer DIR, ...)
	AttentionRanks int
	FFNRanks       int
	HTTP           string // the endpoint's address (host:port)
	Dir            string // where the ranks' logs and the cluster key go
	// Devices is how many accelerators the ranks are spread over (0: none, a CPU build);
	// DeviceArgs gives the flags that put a rank on device i. The FFN ranks take the first devices,
	// the attention ranks the next, wrapping around: roles share a device when there are fewer.
	Devices    int
	DeviceArgs func(device int) []string
	// StartTimeout bounds the wait for every attention rank to become ready.
	StartTimeout time.Duration
	// DrainTimeout bounds the drain of the endpoint and of each rank at Stop.
	DrainTimeout time.Duration
	Log          io.Writer // the launcher's own lines
}

// Deployment is a running Spec.
type Deployment struct {
	spec    Spec
	ffn     []*Proc
	attn    []*Proc
	router  *Router
	srv     *http.Server
	addr    string
	cancel  context.CancelFunc
	exited  chan *Proc
	stopped bool
}

// Start starts the FFN ranks, then the attention ranks, on free loopback ports with a fresh cluster
// key, and the endpoint on spec.HTTP; it returns once every attention rank is ready, or once ctx
// ends (the caller then stops the deployment). On an error nothing is left running.
func Start(ctx context.Context, s Spec) (d *Deployment, err error) {
	// Every rank gets --attention-ranks and --ffn-ranks; whether it takes that topology is the
	// executables' to say (a rank that refuses exits naming why, and Start returns its output).
	if s.AttentionRanks < 1 || s.FFNRanks < 1 {
		return nil, fmt.Errorf("%d attention and %d FFN ranks: expected at least 1 of each", s.AttentionRanks, s.FFNRanks)
	}
	if n := s.AttentionRanks + s.FFNRanks; n > MaxRanks {
		return nil, fmt.Errorf("%d attention and %d FFN ranks: expected at most %d ranks on one machine (each is a process with its own weights)", s.AttentionRanks, s.FFNRanks, MaxRanks)
	}
	if s.Devices > 0 && s.DeviceArgs == nil {
		return nil, errors.New("launch: Devices without DeviceArgs")
	}
	if s.Log == nil {
		s.Log = io.Discard
	}
	if s.StartTimeout <= 0 {
		s.StartTimeout = 10 * time.Minute
	}
	if s.DrainTimeout <= 0 {
		s.DrainTimeout = time.Minute
	}
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", s.HTTP)
	if err != nil {
		return nil, fmt.Errorf("--http %s: %w", s.HTTP, err)
	}
	d = &Deployment{spec: s, addr: ln.Addr().String(), exited: make(chan *Proc, s.AttentionRanks+s.FFNRanks)}
	defer func() {
		if err != nil {
			ln.Close()
			d.Stop()
		}
	}()
	key := filepath.Join(s.Dir, "cluster.key")
	if err := writeKey(key); err != nil {
		return d, err
	}
	rdv, err := FreePort("127.0.0.1")
	if err != nil {
		return d, err
	}
	common := append([]string{"--rendezvous", "127.0.0.1:" + strconv.Itoa(rdv), "--cluster-key-file", key,
		"--attention-ranks", strconv.Itoa(s.AttentionRanks), "--ffn-ranks", strconv.Itoa(s.FFNRanks),
		"--connect-timeout", s.StartTimeout.String(), "--drain-timeout", s.DrainTimeout.String()}, s.Args...)
	device := 0
	devArgs := func() []string {
		if s.Devices == 0 {
			return nil
		}
		a := s.DeviceArgs(device % s.Devices)
		device++
		return a
	}
	start := func(role, exe string, rank int, extra []string) (*Proc, string, error) {
		// Asked to stop (a signal) while ranks are still starting: start no more; the deferred
		// Stop ends the ones already running.
		if err := ctx.Err(); err != nil {
			return nil, "", fmt.Errorf("stopped while starting %s rank %d: %w", role, rank, err)
		}
		port, err := FreePort("127.0.0.1")
		if err != nil {
			return nil, "", err
		}
		addr := "127.0.0.1:" + strconv.Itoa(port)
		args := append(append(append(append([]string{}, common...), "--rank", strconv.Itoa(rank), "--http", addr), extra...), devArgs()...)
		if role == "ffn" && rank > 0 {
			args = append(args, "--listen", "127.0.0.1:0")
		}
		name := fmt.Sprintf("%s-%d", role, rank)
		p, err := StartProc(name, exe, args, nil, filepath.Join(s.Dir, name+".log"))
		if err != nil {
			return nil, "", err
		}
		go func() { <-p.Done(); d.exited <- p }()
		return p, "http://" + addr, nil
	}
	for r := range s.FFNRanks {
		p, _, err := start("ffn", s.FFN, r, nil)
		if err != nil {
			return d, err
		}
		d.ffn = append(d.ffn, p)
	}
	var bases []string
	for r := range s.AttentionRanks {
		p, base, err := start("attention", s.Attention, r, s.AttentionArgs)
		if err != nil {
			return d, err
		}
		d.attn = append(d.attn, p)
		bases = append(bases, base)
	}
	fmt.Fprintf(s.Log, "started %d FFN and %d attention ranks (logs in %s)\n", s.FFNRanks, s.AttentionRanks, s.Dir)
	d.router = NewRouter(bases)
	pctx, cancel := context.WithCancel(context.Background())
	d.cancel = cancel
	d.router.Poll(pctx, 200*time.Millisecond)
	d.srv = &http.Server{Handler: d.router, ReadHeaderTimeout: 10 * time.Second}
	go d.srv.Serve(ln)
	// Wait until every attention rank is ready (or a rank exits).
	wait, done := context.WithTimeout(ctx, s.StartTimeout)
	defer done()
	for d.router.readyCount() < len(bases) {
		select {
		case p := <-d.exited:
			return d, fmt.Errorf("%s exited while starting (%v); its last output:\n%s", p.Name, p.Err(), p.Tail())
		case <-wait.Done():
			if ctx.Err() != nil {
				// Asked to stop while starting (a signal): the caller stops what runs as from
				// serving, draining whatever the endpoint already took, instead of failing.
				return d, nil
			}
			return d, fmt.Errorf("not every attention rank was ready within %v: %s", s.StartTimeout, d.router.notReady())
		case <-time.After(100 * time.Millisecond):
		}
	}
	return d, nil
}

// URL is the endpoint's base: http://host:port.
func (d *Deployment) URL() string { return "http://" + d.addr }

// Pids are the process ids of the ranks.
func (d *Deployment) Pids() []int {
	var out []int
	for _, p := range append(append([]*Proc{}, d.ffn...), d.attn...) {
		out = append(out, p.Pid())
	}
	return out
}

// Exited delivers a rank that ended by itself.
func (d *Deployment) Exited() <-chan *Proc { return d.exited }

// Router is the endpoint's router.
func (d *Deployment) Router() *Router { return d.router }

// Stop drains the endpoint (its running requests finish, new ones get 503 "draining"), then stops
// the attention ranks and then the FFN ranks (SIGTERM; each drains; killed after the drain
// timeout), and returns once every rank has exited.
func (d *Deployment) Stop() error {
	if d.stopped {
		return nil
	}
	d.stopped = true
	s := d.spec
	var errs []error
	if d.router != nil {
		select {
		case <-d.router.Drain():
		case <-time.After(s.DrainTimeout):
			errs = append(errs, fmt.Errorf("the endpoint still had %d requests in flight after %v", d.router.Inflight(), s.DrainTimeout))
		}
	}
	if d.srv != nil {
		shut, done := context.WithTimeout(context.Background(), 5*time.Second)
		if d.srv.Shutdown(shut) != nil {
			d.srv.Close()
		}
		done()
	}
	if d.cancel != nil {
		d.cancel()
	}
	grace := s.DrainTimeout + 5*time.Second
	for _, group := range [][]*Proc{d.attn, d.ffn} {
		for _, p := range group {
			p.Signal(syscallTERM)
		}
		for _, p := range group {
			if err := p.Stop(grace); err != nil {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}

func writeKey(path string) error {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(hex.EncodeToString(b)+"\n"), 0o600)
}
