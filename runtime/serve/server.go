package serve

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"afdc/runtime"
	"afdc/runtime/kvcache"
	"afdc/runtime/sampler"
	"afdc/runtime/structured"
)

// Config configures a Server.
type Config struct {
	Model          string         // the model id of /v1/models and of the responses
	Engine         runtime.Engine // driven by Run only
	Tokenizer      Tokenizer      // nil: token ids only; text prompts, chat and stop strings get a 400
	MaxBatchTokens int            // tokens per step, all sequences together; <= 0 means 512
	ChunkTokens    int            // prompt tokens per sequence per step (chunked prefill); <= 0 means 256
	MaxSeqLen      int            // prompt + max_tokens limit per request; <= 0 means no limit
	Logger         *slog.Logger   // nil discards logs
	Ready          func() error   // nil error = ready; a nil func is always ready; used by /health and /ready
	// APIKey, when set, is required as "Authorization: Bearer KEY" on every /v1/ path (as vLLM's
	// --api-key); /health, /ready and /metrics stay open for probes and scrapers.
	APIKey string
	// StallTimeout makes /health and /ready answer 503 while one engine step has run longer than
	// this (an FFN rank that stopped answering); <= 0 means 30 s.
	StallTimeout time.Duration
	// WriteTimeout bounds each write to a client (a stream's event, a response body); <= 0 means
	// none. The http.Server's own WriteTimeout would cut long generations, so the handlers extend
	// the deadline before every write instead.
	WriteTimeout time.Duration
	// Registry receives the server's metrics; nil means a new registry with the Go runtime and
	// process collectors. /metrics serves it.
	Registry *prometheus.Registry
	// Idle, when set, asks for an engine step while no request is active: the split engine's FFN
	// rank runs its attention peers in lockstep and asks an idle peer to step (with no sequences)
	// so the others are not held up.
	Idle <-chan struct{}
	// KVBlocks and KVBlockSize size the paged KV cache the scheduler allocates from (block ids in
	// [0, KVBlocks), KVBlockSize tokens each; the engine holds the memory). A request is admitted
	// when the free blocks hold its prompt + max_tokens, queued in arrival order until then, and
	// refused with a 400 when the whole cache could not. KVBlocks <= 0 means no paged cache: no
	// admission limit and no block tables. KVBlockSize <= 0 means 64.
	KVBlocks, KVBlockSize int
	// MaxQueue bounds the requests waiting for admission; beyond it a request gets a 503 with
	// Retry-After. <= 0 means 256.
	MaxQueue int
	// BatchWait, when positive, holds the first step after an idle spell (no sequence running) for
	// up to this long while more requests arrive, so requests sent together start in one step
	// instead of the first alone and the rest one step later; the wait ends at once when the
	// requests queued fill a step (MaxBatchTokens, counting each prompt's first chunk). <= 0 means
	// no wait: a step starts as soon as a request is queued.
	BatchWait time.Duration
	// PrefillHold, when positive, holds a new prompt's first chunk out of the steps while other
	// sequences are decoding, for up to this long after it arrived, so that prompts arriving close
	// together start in one step: a step that carries prompt tokens costs more than a decode-only
	// one whatever their number (on an MoE model it reads the weights of nearly every expert). The
	// hold ends as soon as the held prompts' first chunks fill what the decodes leave of the step's
	// budget; with nothing decoding a prompt starts at once (BatchWait covers that case). <= 0
	// means no hold.
	PrefillHold time.Duration
	// EOS are the model's own end-of-sequence ids (its config's and generation config's
	// eos_token_id: GLM-4.5 ends a turn with <|user|> or <|observation|>), which end a choice
	// unless the request sets ignore_eos, as the tokenizer's EOS does; with or without a tokenizer.
	// Ids outside the vocabulary are left out.
	EOS []int32
	// Defaults are the sampling parameters a request that leaves them out gets (the checkpoint's
	// generation_config.json, as vLLM applies it); nil fields keep OpenAI's: temperature 1,
	// top_p 1, top_k off.
	Defaults SamplingDefaults
	// Think, when set, splits a chat answer's reasoning from its content at these tokens (the
	// reasoning models' <think> and </think>): the text up to the end token goes to the message's
	// reasoning_content, the rest to its content. nil leaves the answer whole.
	Think *ThinkTokens
	// PrefixCaching (with a paged cache, KVBlocks > 0) keeps the KV of whole blocks of tokens
	// after the sequences that computed them end, while their space is not needed, and gives a
	// prompt that begins with the same tokens those blocks instead of computing them again. The
	// engine must take a new sequence whose first step's Past counts tokens already in the
	// first blocks of its table.
	PrefixCaching bool
	// Tools, when set, reads the function calls of chat answers to requests that offer tools
	// (tool_choice auto or required, which forces the Start token as the answer's first past its
	// reasoning): the answer from the parser's Start token on becomes the message's tool_calls.
	// nil: a request with tools is refused unless its tool_choice is "none".
	Tools ToolParser
}

// ThinkTokens are the ids that open and close a reasoning block.
type ThinkTokens struct {
	Start, End int32
}

// SamplingDefaults are sampling parameters for requests that leave them out; nil: OpenAI's.
type SamplingDefaults struct {
	Temperature, TopP *float64
	TopK              *int
	RepetitionPenalty *float64
	MinP              *float64
}

// Server is the attention executable's HTTP API and scheduler. Serve Handler() and run Run once.
type Server struct {
	cfg      Config
	log      *slog.Logger
	vocab    int // cached: the Engine belongs to Run's goroutine
	created  int64
	nextID   atomic.Uint64
	m        *metrics
	reg      *prometheus.Registry
	eos      []int32              // Config.EOS inside the vocabulary, each once
	alloc    *kvcache.Allocator   // nil without a paged cache; Run's goroutine owns its state
	prefix   *kvcache.PrefixCache // nil without prefix caching; Run's goroutine's
	kvTokens int                  // tokens the whole cache holds (0: no limit); immutable
	sampler  sampler.Scratch      // Run's goroutine's
	// adjusted is Run's goroutine's copy of a row it applies a request's penalties, logit_bias
	// and min_tokens to.
	adjusted []float32
	// allowed is Run's goroutine's mask of a JSON-constrained row; jsonVocabulary the vocabulary
	// prepared for it, made once (jsonOnce) at the first constrained row.
	allowed        []bool
	jsonOnce       sync.Once
	jsonVocabulary *structured.Vocab
	// grammars keeps the constraints requests compiled, for the next request that sends the same.
	grammars *grammarCache

	inflight  atomic.Int64 // sequences submitted and not yet finished by the scheduler
	stepStart atomic.Int64 // unix nanoseconds of the running engine step's start; 0 = none

	mu       sync.Mutex
	incoming []*seq // submitted, not yet seen by the scheduler
	pending  int    // seen by the scheduler, waiting for cache blocks
	started  bool   // Run was called
	stopped  bool   // Run returned: new requests are refused
	draining bool   // Drain was called: new requests are refused, running ones go on
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
	if cfg.StallTimeout <= 0 {
		cfg.StallTimeout = 30 * time.Second
	}
	if cfg.KVBlockSize <= 0 {
		cfg.KVBlockSize = 64
	}
	if cfg.MaxQueue <= 0 {
		cfg.MaxQueue = 256
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	reg := cfg.Registry
	if reg == nil {
		reg = NewRegistry()
	}
	s := &Server{
		cfg:      cfg,
		log:      log,
		vocab:    cfg.Engine.Vocab(),
		created:  time.Now().Unix(),
		wake:     make(chan struct{}, 1),
		grammars: newGrammarCache(grammarCacheEntries, grammarCacheBytes),
		m:        newMetrics(reg),
		reg:      reg,
	}
	for _, id := range cfg.EOS {
		if id >= 0 && int(id) < s.vocab && !slices.Contains(s.eos, id) {
			s.eos = append(s.eos, id)
		}
	}
	if cfg.KVBlocks > 0 {
		// Both sizes are positive here, which is all NewAllocator checks.
		s.alloc, _ = kvcache.NewAllocator(cfg.KVBlocks, cfg.KVBlockSize)
		if cfg.PrefixCaching {
			s.prefix = kvcache.NewPrefixCache(s.alloc)
		}
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
	routes := map[string]route{
		"/v1/completions":      {http.MethodPost, func(w http.ResponseWriter, r *http.Request) { s.generate(w, r, false) }},
		"/v1/chat/completions": {http.MethodPost, func(w http.ResponseWriter, r *http.Request) { s.generate(w, r, true) }},
		"/v1/models":           {http.MethodGet, s.models},
		"/tokenize":            {http.MethodPost, bodyHandler(s.tokenize)},
		"/detokenize":          {http.MethodPost, bodyHandler(s.detokenize)},
		"/health":              {http.MethodGet, s.health},
		"/ready":               {http.MethodGet, s.readyz},
		"/live":                {http.MethodGet, LiveHandler("attention")},
		"/metrics":             {http.MethodGet, MetricsHandler(s.reg).ServeHTTP},
	}
	paths := slices.Sorted(maps.Keys(routes))
	api := router(routes, func(w http.ResponseWriter, r *http.Request) {
		writeError(w, &apiError{status: http.StatusNotFound, typ: "invalid_request_error",
			message: fmt.Sprintf("%s: no such path, expected one of %s", r.URL.Path, strings.Join(paths, ", "))})
	})
	if s.cfg.APIKey == "" {
		return api
	}
	want := []byte("Bearer " + s.cfg.APIKey)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if (strings.HasPrefix(r.URL.Path, "/v1/") || r.URL.Path == "/tokenize" || r.URL.Path == "/detokenize") && subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) != 1 {
			w.Header().Set("WWW-Authenticate", "Bearer")
			e := &apiError{status: http.StatusUnauthorized, typ: "invalid_request_error", code: "invalid_api_key",
				message: "Authorization: missing or wrong API key, expected \"Authorization: Bearer <key>\" with the server's --api-key"}
			writeError(w, e)
			s.record(r, result{status: e.status, err: e.message}, 0)
			return
		}
		api.ServeHTTP(w, r)
	})
}

// marshal encodes v; a value JSON cannot hold (it never should: logits and logprobs are made
// finite before they get here) becomes a 500 with a message instead of an empty body.
func marshal(v any) ([]byte, *apiError) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, internalError("encoding the response: %v", err)
	}
	return b, nil
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, aerr := marshal(v)
	if aerr != nil {
		status, b = aerr.status, mustMarshal(errorBody(aerr))
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(append(b, '\n')) // a failed write means the client left; nothing to do
}

func mustMarshal(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // only called on error bodies: strings
	}
	return b
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func errorBody(e *apiError) any {
	body := map[string]any{"error": map[string]any{
		"message": e.message, "type": e.typ, "param": nullable(e.param), "code": nullable(e.code),
	}}
	if e.status == http.StatusServiceUnavailable {
		// Every 503 says which state the server is in, in the same place (WriteNotReady).
		state := e.code
		if state == "" {
			state = StateUnavailable
		}
		body["status"] = state
	}
	return body
}

// writeError answers e; a 503 or 429 says when to come back.
func writeError(w http.ResponseWriter, e *apiError) {
	if e.status == http.StatusServiceUnavailable || e.status == http.StatusTooManyRequests {
		w.Header().Set("Retry-After", strconv.Itoa(max(e.retryAfter, 1)))
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

// health is 200 while the server can serve: the scheduler runs, the engine is ready (weights
// loaded, the FFN rank connected) and no engine step is stuck. A draining server is healthy: it is
// finishing its requests.
func (s *Server) health(w http.ResponseWriter, r *http.Request) {
	s.probe(w, s.healthErr())
}

// readyz is /ready: healthy and admitting requests; what a load balancer polls.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	err := s.healthErr()
	if err == nil {
		s.mu.Lock()
		if s.draining {
			err = errDraining
		}
		s.mu.Unlock()
	}
	s.probe(w, err)
}

func (s *Server) probe(w http.ResponseWriter, err error) {
	if err != nil {
		state := StateUnavailable
		switch err {
		case errDraining:
			state = StateDraining
		case errShutdown:
			state = StateShuttingDown
		}
		WriteNotReady(w, state, err.Error(), 1)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": "ok"})
}

func (s *Server) healthErr() error {
	s.mu.Lock()
	stopped := s.stopped
	s.mu.Unlock()
	if stopped {
		return errShutdown
	}
	if s.cfg.Ready != nil {
		if err := s.cfg.Ready(); err != nil {
			return err
		}
	}
	if t := s.stepStart.Load(); t != 0 {
		if d := time.Since(time.Unix(0, t)); d > s.cfg.StallTimeout {
			return fmt.Errorf("an engine step has run for %v, longer than %v: the FFN rank is not answering", d.Round(time.Second), s.cfg.StallTimeout)
		}
	}
	return nil
}

var (
	errShutdown = errors.New("server is shutting down")
	errDraining = errors.New("server is draining: it finishes its running requests and takes no new ones")
)

// Drain stops admission: new requests get a 503 with Retry-After and /ready says draining, while
// the running ones go on. The channel closes once no request is in the scheduler; the caller then
// shuts the HTTP server down (which waits for the handlers to write) and ends Run.
func (s *Server) Drain() <-chan struct{} {
	s.mu.Lock()
	s.draining = true
	s.mu.Unlock()
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(10 * time.Millisecond)
		defer t.Stop()
		for s.inflight.Load() > 0 {
			<-t.C
		}
		close(done)
	}()
	return done
}

// submit queues the sequences of one request for the scheduler, all or none.
func (s *Server) submit(qs ...*seq) *apiError {
	if s.cfg.Ready != nil {
		// A request the engine cannot run now (a peer missing) is refused at once, not queued
		// behind a step that waits for that peer.
		if err := s.cfg.Ready(); err != nil {
			return &apiError{status: http.StatusServiceUnavailable, typ: "server_error", code: StateUnavailable, message: "not ready: " + err.Error(), retryAfter: 2}
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopped {
		return &apiError{status: http.StatusServiceUnavailable, typ: "server_error", code: StateShuttingDown, message: errShutdown.Error(), retryAfter: 5}
	}
	if s.draining {
		return &apiError{status: http.StatusServiceUnavailable, typ: "server_error", code: StateDraining, message: errDraining.Error() + "; retry on another replica", retryAfter: 5}
	}
	if n := len(s.incoming) + s.pending; n+len(qs) > s.cfg.MaxQueue {
		e := unavailable("server busy: %d requests are waiting for KV cache blocks, the queue's limit is %d; retry later", n, s.cfg.MaxQueue)
		e.retryAfter, e.code = 1, StateBusy
		return e
	}
	s.incoming = append(s.incoming, qs...)
	s.inflight.Add(int64(len(qs)))
	select {
	case s.wake <- struct{}{}:
	default:
	}
	return nil
}

// generate answers /v1/completions (chat false) and /v1/chat/completions, counts the request in
// the metrics and logs one line for it.
func (s *Server) generate(w http.ResponseWriter, r *http.Request, chat bool) {
	start := time.Now()
	res := s.serveGenerate(w, r, chat)
	s.record(r, res, time.Since(start))
}

// readBody reads a request's body, at most maxBody bytes within --read-timeout.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, *apiError) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err == nil {
		return body, nil
	}
	if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
		return nil, &apiError{status: http.StatusRequestEntityTooLarge, typ: "invalid_request_error",
			message: fmt.Sprintf("request body: larger than %d bytes, expected at most %d", maxBody, maxBody)}
	}
	if ne, ok := errors.AsType[net.Error](err); ok && ne.Timeout() {
		return nil, &apiError{status: http.StatusRequestTimeout, typ: "invalid_request_error",
			message: fmt.Sprintf("request body: not all read in time (%v): the server's --read-timeout bounds a whole request, body included", err)}
	}
	return nil, badRequest("", "request body: %v", err)
}

// record counts a finished API request in the metrics and logs its one line.
func (s *Server) record(r *http.Request, res result, elapsed time.Duration) {
	outcome := res.outcome()
	s.m.request(res.status, outcome)
	if res.status == http.StatusOK {
		s.m.latency.Observe(elapsed.Seconds())
	}
	level := slog.LevelInfo
	if res.status >= 500 {
		level = slog.LevelWarn
	}
	attrs := []any{"id", res.id, "path", r.URL.Path, "status", res.status, "outcome", outcome,
		"prompt_tokens", res.promptTokens, "completion_tokens", res.completionTokens, "n", res.n,
		"seconds", elapsed.Seconds(), "ttft_seconds", res.ttft.Seconds()}
	if res.err != "" {
		attrs = append(attrs, "err", res.err)
	}
	s.log.Log(r.Context(), level, "request", attrs...)
}

// result is what generate logs and counts of one request.
type result struct {
	id                                string
	status                            int // 0: the client left before an answer
	finish                            string
	promptTokens, completionTokens, n int
	ttft                              time.Duration
	err                               string
}

// outcome is the request's label in afdc_request_outcomes_total.
func (r result) outcome() string {
	switch {
	case r.status == 0:
		return "cancelled"
	case r.status >= 500:
		return "failed"
	case r.status >= 400:
		return "rejected"
	case r.finish == "":
		return "failed" // a stream that failed after its first event
	}
	return r.finish
}

// serveGenerate answers one request.
func (s *Server) serveGenerate(w http.ResponseWriter, r *http.Request, chat bool) (res result) {
	fail := func(e *apiError) result {
		writeError(w, e)
		res.status, res.err = e.status, e.message
		return res
	}
	body, aerr := readBody(w, r)
	if aerr != nil {
		return fail(aerr)
	}
	// (net/http lifts --read-timeout once the body is in, so a long generation is not cut:
	// TestLongGenerationOutlivesReadTimeout.)
	rc := http.NewResponseController(w)
	reqs, ignored, aerr := s.parseRequests(body, chat)
	if aerr != nil {
		return fail(aerr)
	}
	if len(ignored) > 0 {
		s.log.Debug("ignoring unknown fields", "path", r.URL.Path, "fields", strings.Join(ignored, ","))
	}
	req := &reqs[0] // the fields all prompts of a batch share
	for k := range reqs {
		res.promptTokens += len(reqs[k].prompt)
	}
	res.n = len(reqs) * req.n
	s.m.promptTokens.Add(float64(res.promptTokens))

	// Choice i*n + j is prompt i's j-th, as OpenAI numbers a batch's choices.
	notify := make(chan struct{}, 1)
	var cs []*choiceState
	var qs []*seq
	for k := range reqs {
		for j := range req.n {
			callStart := int32(-1)
			if req.tools.required {
				callStart = s.cfg.Tools.Start()
			}
			q := newSeq(r.Context(), s.nextID.Add(1), reqs[k], j, s.cfg.Think, callStart)
			q.notify = notify // one request waits on all its choices at once
			qs = append(qs, q)
			c := newChoice(s, &reqs[k], q, len(cs))
			c.first = j == 0
			cs = append(cs, c)
		}
	}
	if aerr := s.submit(qs...); aerr != nil {
		return fail(aerr)
	}
	defer func() {
		// Whatever ended the request, its sequences must not run on. A client that left is the
		// scheduler's to see (it counts the cancel); this covers the request's other ends.
		if r.Context().Err() == nil {
			for _, q := range qs {
				q.halted.Store(true)
			}
		}
		for _, c := range cs {
			res.completionTokens += len(c.ids)
		}
		res.finish, res.ttft = cs[0].finish, cs[0].ttft
	}()
	prefix := "cmpl-"
	object := "text_completion"
	if chat {
		prefix, object = "chatcmpl-", "chat.completion"
	}
	res.id = prefix + rand.Text()
	o := out{s: s, w: w, rc: rc, req: req, cs: cs, base: head{ID: res.id, Object: object, Created: time.Now().Unix(), Model: s.cfg.Model}}
	if req.stream {
		o.base.Object = strings.Replace(object, "completion", "completion.chunk", 1)
		if !chat {
			o.base.Object = object // the legacy API names its chunks like its responses
		}
		res.status, res.err = o.stream(r.Context(), notify)
		return res
	}
	for {
		select {
		case <-r.Context().Done():
			return res
		case <-notify:
		}
		over := true
		for _, c := range cs {
			if !c.over() && !c.pull() {
				over = false
			}
			if c.err != nil {
				return fail(c.err)
			}
		}
		if over {
			o.setDeadline()
			writeJSON(w, http.StatusOK, o.final())
			res.status = http.StatusOK
			return res
		}
	}
}

// NotAttentionHandler is the HTTP handler of the FFN executable: it has no API of its own, so
// /health, /ready, /live and /metrics answer and everything else is a 404 that names the attention server, as
// attentionHint says at the time of the request (the attention ranks may come and go). metrics
// serves /metrics; nil serves only afdc_up.
func NotAttentionHandler(attentionHint func() string, metrics http.Handler) http.Handler {
	if metrics == nil {
		metrics = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
			fmt.Fprint(w, "# HELP afdc_up Whether this afdc server is up, by role.\n# TYPE afdc_up gauge\nafdc_up{role=\"ffn\"} 1\n")
		})
	}
	return router(map[string]route{
		"/health": {http.MethodGet, func(w http.ResponseWriter, r *http.Request) {
			writeJSON(w, http.StatusOK, map[string]any{"status": "ok", "role": "ffn"})
		}},
		"/ready": {http.MethodGet, func(w http.ResponseWriter, r *http.Request) {
			writeJSON(w, http.StatusOK, map[string]any{"status": "ok", "role": "ffn"})
		}},
		"/live":    {http.MethodGet, LiveHandler("ffn")},
		"/metrics": {http.MethodGet, metrics.ServeHTTP},
	}, func(w http.ResponseWriter, r *http.Request) {
		writeError(w, &apiError{status: http.StatusNotFound, typ: "invalid_request_error",
			message: fmt.Sprintf("%s: this is the FFN server of an afdc pair; send completions to the attention server (%s)", r.URL.Path, attentionHint())})
	})
}
