package launch

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"afdc/runtime/serve"
)

// Router is one OpenAI endpoint in front of several attention ranks: each request goes to the ready
// rank with the fewest requests in flight, and to the next one when a rank refuses it before
// answering (a 503, a refused connection). A completion or chat goes to its conversation's rank
// (see affinityKey) unless that rank has more than AffinitySlack requests in flight beyond the least
// loaded one: a conversation's next turn then finds its earlier turns in that rank's prefix cache.
// It polls every rank's /ready; its own /ready is 200 while some rank is ready and it is not
// draining; /live is 200 while it runs.
type Router struct {
	backends []*backend
	client   *http.Client
	draining atomic.Bool
	inflight atomic.Int64
	next     atomic.Uint64
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	// Extra is an optional /metrics page appended to the router's own (the local rank's, in a pod).
	Extra string
	// MaxBody caps a request body the router buffers to retry it elsewhere.
	MaxBody int64
	// AffinitySlack is how many more requests in flight than the least loaded ready rank a
	// conversation's rank may have and still take its next request; negative: no affinity.
	AffinitySlack int64
}

// affinityKey names the conversation a completion or chat request belongs to: for a chat, its
// messages up to and including the first user message (a system prompt and the opening question,
// which every later turn repeats); for a completion, the first affinityPrefix bytes of its prompt.
// ok is false for other paths and bodies.
func affinityKey(path string, body []byte) (key uint64, ok bool) {
	h := fnv.New64a()
	switch path {
	case "/v1/chat/completions":
		var req struct {
			Messages []json.RawMessage `json:"messages"`
		}
		if json.Unmarshal(body, &req) != nil || len(req.Messages) == 0 {
			return 0, false
		}
		for _, m := range req.Messages {
			h.Write(m)
			var role struct {
				Role string `json:"role"`
			}
			if json.Unmarshal(m, &role) == nil && role.Role == "user" {
				break
			}
		}
	case "/v1/completions":
		var req struct {
			Prompt json.RawMessage `json:"prompt"`
		}
		if json.Unmarshal(body, &req) != nil || len(req.Prompt) == 0 {
			return 0, false
		}
		h.Write(req.Prompt[:min(len(req.Prompt), affinityPrefix)])
	default:
		return 0, false
	}
	return h.Sum64(), true
}

// affinityPrefix is how much of a completion's prompt (as JSON) names its conversation.
const affinityPrefix = 512

// preferred is the rank a conversation keyed key goes to among ready: the highest score of the key
// and the rank's address (rendezvous hashing: a rank that comes or goes moves only its own
// conversations).
func preferred(key uint64, ready []*backend) *backend {
	var best *backend
	var top uint64
	for _, b := range ready {
		h := fnv.New64a()
		var k [8]byte
		binary.LittleEndian.PutUint64(k[:], key)
		h.Write(k[:])
		h.Write([]byte(b.base))
		if s := h.Sum64(); best == nil || s > top {
			best, top = b, s
		}
	}
	return best
}

type backend struct {
	base     string
	inflight atomic.Int64
	ready    atomic.Bool
	why      atomic.Pointer[string]
}

// NewRouter routes to the attention ranks at bases (http://host:port).
func NewRouter(bases []string) *Router {
	r := &Router{
		client:  &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64, ResponseHeaderTimeout: 0}},
		reg:     prometheus.NewRegistry(),
		MaxBody: 32 << 20, AffinitySlack: 2,
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "afdc_router_requests_total",
			Help: "Requests the router sent to each attention rank, by the rank's answer status."}, []string{"backend", "code"}),
	}
	for _, b := range bases {
		be := &backend{base: strings.TrimRight(b, "/")}
		msg := "not polled yet"
		be.why.Store(&msg)
		r.backends = append(r.backends, be)
	}
	r.reg.MustRegister(r.requests,
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "afdc_router_inflight", Help: "Requests in flight through the router."},
			func() float64 { return float64(r.inflight.Load()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "afdc_router_ready_backends", Help: "Attention ranks whose /ready is 200."},
			func() float64 { return float64(r.readyCount()) }))
	return r
}

// Poll checks every rank's /ready every interval until ctx ends; it polls once before returning
// the first time, so a router is routable as soon as Poll has started.
func (r *Router) Poll(ctx context.Context, interval time.Duration) {
	probe := &http.Client{Timeout: 2 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	check := func() {
		var wg sync.WaitGroup
		for _, b := range r.backends {
			wg.Go(func() {
				resp, err := probe.Get(b.base + "/ready")
				msg := ""
				switch {
				case err != nil:
					msg = err.Error()
				default:
					body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
					resp.Body.Close()
					if resp.StatusCode != http.StatusOK {
						msg = fmt.Sprintf("/ready %d %s", resp.StatusCode, bytes.TrimSpace(body))
					}
				}
				b.ready.Store(msg == "")
				b.why.Store(&msg)
			})
		}
		wg.Wait()
	}
	check()
	go func() {
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				check()
			}
		}
	}()
}

func (r *Router) readyCount() int {
	n := 0
	for _, b := range r.backends {
		if b.ready.Load() {
			n++
		}
	}
	return n
}

// notReady says why no rank is ready.
func (r *Router) notReady() string {
	var parts []string
	for i, b := range r.backends {
		parts = append(parts, fmt.Sprintf("attention rank %d (%s): %s", i, b.base, *b.why.Load()))
	}
	return "no attention rank is ready: " + strings.Join(parts, "; ")
}

// Ready is nil while some attention rank is ready and the router is not draining.
func (r *Router) Ready() error {
	if r.draining.Load() {
		return errors.New("draining: finishing the running requests, taking no new ones")
	}
	if r.readyCount() == 0 {
		return errors.New(r.notReady())
	}
	return nil
}

// Drain stops admission (new requests get 503 "draining") and returns a channel closed once no
// request is in flight.
func (r *Router) Drain() <-chan struct{} {
	r.draining.Store(true)
	done := make(chan struct{})
	go func() {
		for r.inflight.Load() > 0 {
			time.Sleep(10 * time.Millisecond)
		}
		close(done)
	}()
	return done
}

// Inflight is the number of requests in flight through the router.
func (r *Router) Inflight() int64 { return r.inflight.Load() }

// order is the ready backends, least loaded first (ties go round robin), and with a key its
// conversation's rank first unless it is busier than AffinitySlack allows.
func (r *Router) order(key uint64, keyed bool) []*backend {
	start := int(r.next.Add(1))
	var out []*backend
	for i := range r.backends {
		b := r.backends[(start+i)%len(r.backends)]
		if b.ready.Load() {
			out = append(out, b)
		}
	}
	// Stable insertion sort by load: the round-robin order breaks ties.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].inflight.Load() < out[j-1].inflight.Load(); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	if keyed && r.AffinitySlack >= 0 && len(out) > 1 {
		p := preferred(key, out)
		if p.inflight.Load() <= out[0].inflight.Load()+r.AffinitySlack {
			i := slices.Index(out, p)
			copy(out[1:i+1], out[:i])
			out[0] = p
		}
	}
	return out
}

func (r *Router) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	switch req.URL.Path {
	case "/live":
		serve.LiveHandler("router")(w, req)
		return
	case "/health", "/ready":
		if err := r.Ready(); err != nil {
			state := serve.StateUnavailable
			if r.draining.Load() {
				state = serve.StateDraining
			}
			serve.WriteNotReady(w, state, err.Error(), 1)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, "{\"status\":\"ok\",\"role\":\"router\",\"ready_ranks\":%d,\"ranks\":%d}\n", r.readyCount(), len(r.backends))
		return
	case "/metrics":
		// One plain-text page: the router's families, then the local rank's (disjoint names), so
		// never compressed (a gzip page with text after it is neither).
		promhttp.HandlerFor(r.reg, promhttp.HandlerOpts{DisableCompression: true}).ServeHTTP(w, req)
		if r.Extra != "" {
			c := &http.Client{Timeout: 5 * time.Second}
			if resp, err := c.Get(r.Extra); err == nil {
				if resp.StatusCode == http.StatusOK {
					io.Copy(w, resp.Body)
				}
				resp.Body.Close()
			}
		}
		return
	}
	if r.draining.Load() {
		serve.WriteNotReady(w, serve.StateDraining, "draining: finishing the running requests, taking no new ones; retry on another replica", 5)
		return
	}
	r.inflight.Add(1)
	defer r.inflight.Add(-1)
	body, err := io.ReadAll(io.LimitReader(req.Body, r.MaxBody+1))
	if err != nil {
		http.Error(w, "reading the request body: "+err.Error(), http.StatusBadRequest)
		return
	}
	if int64(len(body)) > r.MaxBody {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusRequestEntityTooLarge)
		fmt.Fprintf(w, "{\"error\":{\"message\":\"request body larger than %d bytes\",\"type\":\"invalid_request_error\",\"param\":null,\"code\":null}}\n", r.MaxBody)
		return
	}
	var last string
	key, keyed := affinityKey(req.URL.Path, body)
	for _, b := range r.order(key, keyed) {
		done, why := r.forward(w, req, b, body)
		if done {
			return
		}
		last = why
	}
	msg := r.notReady()
	if last != "" {
		msg = "every ready attention rank refused the request; the last: " + last
	}
	serve.WriteNotReady(w, serve.StateUnavailable, msg, 1)
}

// forward sends the request to b and copies its answer back, flushing as it streams. It reports
// false (and why) when b refused before answering, so the next rank may take it.
func (r *Router) forward(w http.ResponseWriter, req *http.Request, b *backend, body []byte) (bool, string) {
	b.inflight.Add(1)
	defer b.inflight.Add(-1)
	out, err := http.NewRequestWithContext(req.Context(), req.Method, b.base+req.URL.RequestURI(), bytes.NewReader(body))
	if err != nil {
		return false, err.Error()
	}
	for k, v := range req.Header {
		if !hopHeader(k) {
			out.Header[k] = v
		}
	}
	resp, err := r.client.Do(out)
	if err != nil {
		if req.Context().Err() != nil {
			return true, "" // the client left
		}
		r.requests.WithLabelValues(b.base, "error").Inc()
		return false, err.Error()
	}
	defer resp.Body.Close()
	r.requests.WithLabelValues(b.base, fmt.Sprint(resp.StatusCode)).Inc()
	if resp.StatusCode == http.StatusServiceUnavailable {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		return false, fmt.Sprintf("%s: 503 %s", b.base, bytes.TrimSpace(msg))
	}
	for k, v := range resp.Header {
		if !hopHeader(k) {
			w.Header()[k] = v
		}
	}
	w.WriteHeader(resp.StatusCode)
	rc := http.NewResponseController(w)
	buf := make([]byte, 32<<10)
	for {
		n, err := resp.Body.Read(buf)
		if n > 0 {
			if _, werr := w.Write(buf[:n]); werr != nil {
				return true, ""
			}
			_ = rc.Flush()
		}
		if err != nil {
			return true, ""
		}
	}
}

func hopHeader(k string) bool {
	switch http.CanonicalHeaderKey(k) {
	case "Connection", "Keep-Alive", "Proxy-Connection", "Te", "Trailer", "Transfer-Encoding", "Upgrade", "Content-Length":
		return true
	}
	return false
}
