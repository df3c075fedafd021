package serve

import (
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"afdc/runtime"
	"afdc/runtime/kvcache"
	"afdc/runtime/sampler"
)

// Config configures a Server.
type Config struct {
	Model          string         // the model id of /v1/models and of the responses
	Engine         runtime.Engine // driven by Run only
	MaxBatchTokens int            // tokens per step, all sequences together; <= 0 means 512
	ChunkTokens    int            // prompt tokens per sequence per step (chunked prefill); <= 0 means 256
	MaxSeqLen      int            // prompt + max_tokens limit per request; <= 0 means no limit
	Logger         *slog.Logger   // nil discards logs
	Ready          func() error   // nil error = ready; a nil func is always ready; used by /health
	// Idle, when set, asks for an engine step while no request is active: the split engine's FFN
	// rank runs its attention peers in lockstep and asks an idle peer to step (with no sequences)
	// so the others are not held up.
	Idle <-chan struct{}
	// KVBlocks and KVBlockSize size the paged KV cache the scheduler allocates from (block ids in
	// [0, KVBlocks), KVBlockSize tokens each; the engine holds the memory). A request is admitted
	// when the free blocks hold its prompt + max_tokens, queued in arrival order until then, and
	// refused with a 400 when the whole cache could not. KVBlocks <= 0 means no paged cache: no
	// admission limit and no block tables. KVBlockSize <= 0 means 16.
	KVBlocks, KVBlockSize int
	// MaxQueue bounds the requests waiting for admission; beyond it a request gets a 503 with
	// Retry-After. <= 0 means 256.
	MaxQueue int
}

// Server is the attention executable's HTTP API and scheduler. Serve Handler() and run Run once.
type Server struct {
	cfg      Config
	log      *slog.Logger
	vocab    int // cached: the Engine belongs to Run's goroutine
	created  int64
	nextID   atomic.Uint64
	m        metrics
	alloc    *kvcache.Allocator // nil without a paged cache; Run's goroutine owns its state
	kvTokens int                // tokens the whole cache holds (0: no limit); immutable
	sampler  sampler.Scratch    // Run's goroutine's

	mu       sync.Mutex
	incoming []*seq // submitted, not yet seen by the scheduler
	pending  int    // seen by the scheduler, waiting for cache blocks
	started  bool   // Run was called
	stopped  bool   // Run returned: new requests are refused
	wake     chan struct{}
}

// New returns a Server for cfg. A nil Engine is a programming error and panics.
func New(cfg Config) *Server {
	if cfg.Engine == nil {
		panic("serve.New: Config.Engine is nil")
	}
	if cfg.MaxBatchTokens <= 0 {
		cfg.MaxBatchTokens = 512
	}
	if cfg.ChunkTokens <= 0 {
		cfg.ChunkTokens = 256
	}
	if cfg.KVBlockSize <= 0 {
		cfg.KVBlockSize = 16
	}
	if cfg.MaxQueue <= 0 {
		cfg.MaxQueue = 256
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	s := &Server{
		cfg:     cfg,
		log:     log,
		vocab:   cfg.Engine.Vocab(),
		created: time.Now().Unix(),
		wake:    make(chan struct{}, 1),
		m:       metrics{codes: map[int]uint64{}},
	}
	if cfg.KVBlocks > 0 {
		// Both sizes are positive here, which is all NewAllocator checks.
		s.alloc, _ = kvcache.NewAllocator(cfg.KVBlocks, cfg.KVBlockSize)
		s.kvTokens = cfg.KVBlocks * cfg.KVBlockSize
		s.m.setKV(0, cfg.KVBlocks)
	}
	return s
}

// route is one path of a handler: its allowed method and function.
type route struct {
	method string
	fn     http.HandlerFunc
}

// router answers JSON 404s for unknown paths and 405s (with Allow) for wrong methods; GET routes also
// take HEAD.
func router(routes map[string]route, notFound http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rt, ok := routes[r.URL.Path]
		if !ok {
			notFound(w, r)
			return
		}
		if r.Method != rt.method && !(rt.method == http.MethodGet && r.Method == http.MethodHead) {
			w.Header().Set("Allow", rt.method)
			writeError(w, &apiError{status: http.StatusMethodNotAllowed, typ: "invalid_request_error",
				message: fmt.Sprintf("%s %s: method not allowed, expected %s", r.Method, r.URL.Path, rt.method)})
			return
		}
		rt.fn(w, r)
	})
}

// Handler returns the HTTP API.
func (s *Server) Handler() http.Handler {
	return router(map[string]route{
		"/v1/completions": {http.MethodPost, s.completions},
		"/v1/models":      {http.MethodGet, s.models},
		"/health":         {http.MethodGet, s.health},
		"/metrics":        {http.MethodGet, s.metrics},
	}, func(w http.ResponseWriter, r *http.Request) {
		writeError(w, &apiError{status: http.StatusNotFound, typ: "invalid_request_error",
			message: fmt.Sprintf("%s: no such path, expected one of /v1/completions, /v1/models, /health, /metrics", r.URL.Path)})
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v) // a failed write means the client left; nothing to do
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func errorBody(e *apiError) any {
	return map[string]any{"error": map[string]any{
		"message": e.message, "type": e.typ, "param": nullable(e.param), "code": nullable(e.code),
	}}
}

func writeError(w http.ResponseWriter, e *apiError) {
	if e.retryAfter > 0 {
		w.Header().Set("Retry-After", fmt.Sprint(e.retryAfter))
	}
	writeJSON(w, e.status, errorBody(e))
}

func (s *Server) models(w http.ResponseWriter, r *http.Request) {
	m := map[string]any{"id": s.cfg.Model, "object": "model", "created": s.created, "owned_by": "afdc"}
	if s.cfg.MaxSeqLen > 0 {
		m["max_model_len"] = s.cfg.MaxSeqLen
	}
	writeJSON(w, http.StatusOK, map[string]any{"object": "list", "data": []any{m}})
}

func (s *Server) health(w http.ResponseWriter, r *http.Request) {
	err := s.ready()
	if err != nil {
		writeJSON(w, http.StatusServiceUnavailable, map[string]any{"status": "unavailable", "error": err.Error()})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": "ok"})
}

func (s *Server) ready() error {
	s.mu.Lock()
	stopped := s.stopped
	s.mu.Unlock()
	if stopped {
		return errShutdown
	}
	if s.cfg.Ready != nil {
		return s.cfg.Ready()
	}
	return nil
}

var errShutdown = errors.New("server is shutting down")

// completion is the non-streaming response body; chunks of a stream use the same shape without usage.
type completion struct {
	ID      string   `json:"id"`
	Object  string   `json:"object"`
	Created int64    `json:"created"`
	Model   string   `json:"model"`
	Choices []choice `json:"choices"`
	Usage   *usage   `json:"usage,omitempty"`
}

type choice struct {
	Index        int     `json:"index"`
	Text         string  `json:"text"`
	TokenIDs     []int32 `json:"token_ids"`
	Logprobs     any     `json:"logprobs"`
	FinishReason *string `json:"finish_reason"`
	// Logits (with return_logits) holds, per token, the fp32 logits it was sampled from.
	Logits [][]float32 `json:"logits,omitempty"`
}

type usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

func (s *Server) completions(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	status := s.serveCompletion(w, r)
	s.m.request(status)
	s.log.Debug("completion", "status", status, "seconds", time.Since(start).Seconds())
}

// serveCompletion answers one completion request and returns the HTTP status it sent (0 when the
// client left before an answer).
func (s *Server) serveCompletion(w http.ResponseWriter, r *http.Request) int {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
			writeError(w, &apiError{status: http.StatusRequestEntityTooLarge, typ: "invalid_request_error",
				message: fmt.Sprintf("request body: larger than %d bytes, expected at most %d", maxBody, maxBody)})
			return http.StatusRequestEntityTooLarge
		}
		writeError(w, badRequest("", "request body: %v", err))
		return http.StatusBadRequest
	}
	req, ignored, aerr := s.parseRequest(body)
	if aerr != nil {
		writeError(w, aerr)
		return aerr.status
	}
	if len(ignored) > 0 {
		s.log.Debug("completion: ignoring unknown fields", "fields", strings.Join(ignored, ","))
	}
	sq := newSeq(r.Context(), s.nextID.Add(1), req)
	if e := s.submit(sq); e != nil {
		writeError(w, e)
		return e.status
	}
	base := completion{ID: "cmpl-" + rand.Text(), Object: "text_completion", Created: time.Now().Unix(), Model: s.cfg.Model}
	if req.stream {
		return s.stream(w, r, sq, base, req)
	}
	for {
		select {
		case <-r.Context().Done():
			return 0
		case <-sq.notify:
		}
		toks, finish, aerr := sq.snapshot()
		if aerr != nil {
			writeError(w, aerr)
			return aerr.status
		}
		if finish == "" {
			continue
		}
		base.Choices = []choice{{TokenIDs: toks, FinishReason: &finish, Logits: sq.logitRows()}}
		base.Usage = &usage{len(req.prompt), len(toks), len(req.prompt) + len(toks)}
		writeJSON(w, http.StatusOK, base)
		return http.StatusOK
	}
}

// stream answers with server-sent events, one chunk per batch of new tokens. The status is sent
// with the first event, so a request that fails before its first token still gets its error status.
func (s *Server) stream(w http.ResponseWriter, r *http.Request, sq *seq, base completion, req request) int {
	rc := http.NewResponseController(w)
	sent := 0
	headers := false
	event := func(v any) {
		if !headers {
			h := w.Header()
			h.Set("Content-Type", "text/event-stream")
			h.Set("Cache-Control", "no-cache")
			h.Set("X-Accel-Buffering", "no")
			w.WriteHeader(http.StatusOK)
			headers = true
		}
		b, _ := json.Marshal(v)
		fmt.Fprintf(w, "data: %s\n\n", b)
		_ = rc.Flush()
	}
	for {
		select {
		case <-r.Context().Done():
			return 0
		case <-sq.notify:
		}
		toks, finish, aerr := sq.snapshot()
		if aerr != nil && !headers {
			writeError(w, aerr)
			return aerr.status
		}
		if len(toks) > sent || finish != "" {
			c := base
			ch := choice{TokenIDs: toks[sent:]}
			if finish != "" {
				ch.FinishReason = &finish
			}
			c.Choices = []choice{ch}
			event(c)
			sent = len(toks)
		}
		if aerr != nil {
			// Too late for a status: report the error in the stream, as OpenAI-compatible servers do.
			event(errorBody(aerr))
		}
		if finish != "" || aerr != nil {
			if finish != "" && req.includeUsage {
				c := base
				c.Choices = []choice{}
				c.Usage = &usage{len(req.prompt), len(toks), len(req.prompt) + len(toks)}
				event(c)
			}
			fmt.Fprint(w, "data: [DONE]\n\n")
			_ = rc.Flush()
			return http.StatusOK
		}
	}
}

// submit queues sq for the scheduler, or refuses it with a 503 when the server is shutting down or
// the admission queue is full.
func (s *Server) submit(sq *seq) *apiError {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopped {
		return unavailable("%v", errShutdown)
	}
	if n := len(s.incoming) + s.pending; n >= s.cfg.MaxQueue {
		e := unavailable("server busy: %d requests are waiting for KV cache blocks, the queue's limit; retry later", n)
		e.retryAfter = 1
		return e
	}
	s.incoming = append(s.incoming, sq)
	select {
	case s.wake <- struct{}{}:
	default:
	}
	return nil
}

// NotAttentionHandler is the HTTP handler of the FFN executable: it has no API of its own, so
// /health and /metrics answer and everything else is a 404 that names the attention server, as
// attentionHint says at the time of the request (the attention ranks may come and go).
func NotAttentionHandler(attentionHint func() string) http.Handler {
	return router(map[string]route{
		"/health": {http.MethodGet, func(w http.ResponseWriter, r *http.Request) {
			writeJSON(w, http.StatusOK, map[string]any{"status": "ok", "role": "ffn"})
		}},
		"/metrics": {http.MethodGet, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
			fmt.Fprint(w, "# HELP afdc_up Whether this afdc server is up, by role.\n# TYPE afdc_up gauge\nafdc_up{role=\"ffn\"} 1\n")
		}},
	}, func(w http.ResponseWriter, r *http.Request) {
		writeError(w, &apiError{status: http.StatusNotFound, typ: "invalid_request_error",
			message: fmt.Sprintf("%s: this is the FFN server of an afdc pair; send completions to the attention server (%s)", r.URL.Path, attentionHint())})
	})
}
