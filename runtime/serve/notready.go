package serve

import (
	"net/http"
	"sync/atomic"
)

// The states a server that is not ready answers in, the "status" of every 503 body (probes and API
// alike): {"status": STATE, "error": {"message": ..., "type": "server_error", "param": null,
// "code": STATE}}, with a Retry-After header.
const (
	StateLoading      = "loading"       // the process is loading its weights
	StateUnavailable  = "unavailable"   // up, but a peer it needs is missing or a step is stuck
	StateDraining     = "draining"      // finishing its running requests, taking no new ones
	StateShuttingDown = "shutting_down" // stopping
	StateBusy         = "busy"          // ready, but its queue is full
)

// WriteNotReady answers a request to a server that cannot take it now: a 503 with Retry-After
// (seconds, at least 1) in the one shape every non-ready answer has.
func WriteNotReady(w http.ResponseWriter, state, message string, retryAfter int) {
	writeError(w, &apiError{status: http.StatusServiceUnavailable, typ: "server_error", code: state, message: message, retryAfter: retryAfter})
}

// LiveHandler answers GET /live: 200 while the process serves HTTP, whatever else it is doing
// (loading weights, waiting for peers, draining). It is what a liveness probe polls; /ready says
// whether requests can be served.
func LiveHandler(role string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]any{"status": "ok", "role": role})
	}
}

// FFNHandler is the HTTP handler of the FFN executable from the first second of its life: /live
// answers 200 at once, /health and /ready answer 503 ("loading", then "unavailable" while its
// attention peers connect) until the FFN serves steps, and then as NotAttentionHandler does.
type FFNHandler struct {
	serving atomic.Pointer[http.Handler]
	state   atomic.Pointer[[2]string] // state, message
	metrics http.Handler
}

// NewFFNHandler starts in the loading state; metrics serves /metrics throughout.
func NewFFNHandler(metrics http.Handler) *FFNHandler {
	h := &FFNHandler{metrics: metrics}
	h.SetState(StateLoading, "loading weights: the FFN server is starting")
	return h
}

// SetState sets what /health and /ready answer until Serve.
func (h *FFNHandler) SetState(state, message string) { h.state.Store(&[2]string{state, message}) }

// Serve makes next answer from now on (NotAttentionHandler, once the FFN serves steps).
func (h *FFNHandler) Serve(next http.Handler) { h.serving.Store(&next) }

func (h *FFNHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/live" {
		LiveHandler("ffn")(w, r)
		return
	}
	if next := h.serving.Load(); next != nil {
		(*next).ServeHTTP(w, r)
		return
	}
	switch r.URL.Path {
	case "/metrics":
		if h.metrics != nil {
			h.metrics.ServeHTTP(w, r)
			return
		}
	case "/health", "/ready":
		st := h.state.Load()
		WriteNotReady(w, st[0], st[1], 5)
		return
	}
	st := h.state.Load()
	WriteNotReady(w, st[0], r.URL.Path+": the FFN server is not serving yet ("+st[1]+"); send completions to the attention server", 5)
}
