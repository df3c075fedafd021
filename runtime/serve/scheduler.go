package serve

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"afdc/runtime"
	"afdc/runtime/sampler"
	"afdc/runtime/structured"
)

// seq is one request's sequence. The fields above mu belong to the scheduler goroutine (set before
// submit, then touched only by Run); the fields below mu are shared with the request's handler.
type seq struct {
	id        uint64
	ctx       context.Context // the request's: done when the client leaves
	prompt    []int32
	maxTokens int
	params    sampler.Params // with the request's seed, or one drawn at submission
	stop      []int32
	keepRows  bool // return_logits: keep each token's logits row
	// penalties, when on, change a copy of each row before sampling on the host: prompt holds
	// the prompt's ids (for the repetition penalty), counts how often each id was generated.
	penalties sampler.Penalties
	inPrompt  map[int32]struct{}
	counts    map[int32]int32
	// bias (logit_bias) is added to its ids' logits; before minTokens tokens, the stop ids'
	// logits are -Inf (min_tokens).
	bias      map[int32]float32
	minTokens int
	// minP (min_p, sampled answers only) drops the ids whose probability at the request's
	// temperature is below minP times the most probable one's.
	minP float32
	// grammar (request.constraint) allows only the tokens that keep the answer a prefix of a
	// JSON object or a value of a schema, once the answer is past its reasoning (thinking: inside
	// <think>, which the grammar leaves alone, as vLLM does with a reasoning parser).
	grammar    *structured.State
	constraint string
	thinking   bool
	// callStart (tool_choice required; -1 otherwise) is the token that opens the answer's calls,
	// forced as its first token past any reasoning; called: it came.
	callStart int32
	called    bool
	logprobs  int       // alternatives per token to report; -1 = no logprobs
	start     time.Time // when the request was submitted
	lastAt    time.Time // when the last token was sampled
	// halted is set by the handler when the choice has ended on its side (a stop string): the
	// scheduler drops the sequence without counting a cancelled request.
	halted atomic.Bool

	blocks []int32 // the block table reserved at admission (nil without a paged cache)
	kv     int     // tokens of this sequence in the engine's cache
	// base is the tokens of the prompt the prefix cache had at admission (kv starts there);
	// keys are the prefix cache's keys of the sequence's full blocks recorded so far.
	base     int
	keys     []uint64
	last     int32 // the last sampled token, fed at the next step
	ngen     int   // tokens sampled so far
	inEngine bool  // the engine may hold state for it: Release when done
	done     bool  // finished, failed or cancelled; removed from the active list after the step

	mu     sync.Mutex
	cached int // base, for the handler (usage)
	tokens []int32
	lps    []tokenLogprob // with logprobs >= 0, one per token
	rows   [][]float32    // with keepRows, the logits each token was sampled from
	finish string         // "length", "stop" or finishObject once finished
	err    *apiError      // set when the sequence failed
	notify chan struct{}
}

// newSeq makes the sequence of choice number choice of req.
func newSeq(ctx context.Context, id uint64, req request, choice int, think *ThinkTokens, callStart int32) *seq {
	// Each draw is a function of (seed, position) alone (sampler.Uniform), so with fixed logits a
	// seed fixes the token stream whatever else shares the batches. The choices of one request
	// (n > 1) draw from distinct seeds; choice 0 keeps the request's, so it equals the n = 1 answer.
	params := req.params
	if req.seed != nil {
		params.Seed = uint64(*req.seed) + uint64(choice)*0x9e3779b97f4a7c15
	} else {
		params.Seed = rand.Uint64()
	}
	q := &seq{
		id: id, ctx: ctx, prompt: req.prompt, maxTokens: req.maxTokens, params: params,
		stop: req.stopIDs, keepRows: req.returnLogits, logprobs: req.logprobs,
		start: time.Now(), notify: make(chan struct{}, 1), bias: req.bias, minTokens: req.minTokens,
		minP:      req.minP,
		callStart: -1,
	}
	if req.grammar != nil {
		st := req.grammar.Start()
		q.grammar, q.constraint = &st, req.constraint
	}
	if req.tools.required {
		q.callStart = callStart
	}
	// A prompt that ends inside a reasoning block (DeepSeek-R1's template opens it) starts the
	// answer in reasoning, which the constraints leave alone.
	q.thinking = think != nil && lastIndex(req.prompt, think.Start) > lastIndex(req.prompt, think.End)
	if !req.penalties.Off() {
		q.penalties, q.counts = req.penalties, map[int32]int32{}
		if r := req.penalties.Repetition; r != 0 && r != 1 {
			q.inPrompt = make(map[int32]struct{}, len(req.prompt))
			for _, id := range req.prompt {
				q.inPrompt[id] = struct{}{}
			}
		}
	}
	return q
}

// hostRows reports whether q's next token must be sampled on the host from its logits row: it
// reports them (logprobs, return_logits) or changes them (adjusts).
func (q *seq) hostRows() bool { return q.keepRows || q.logprobs >= 0 || q.adjusts() }

// adjusts reports whether q changes its next row before sampling: penalties, logit_bias, or
// min_tokens not yet reached.
func (q *seq) adjusts() bool {
	return !q.penalties.Off() || len(q.bias) > 0 || q.ngen < q.minTokens || q.grammar != nil && !q.thinking || q.mustCall() ||
		q.minP > 0 && !q.params.Greedy()
}

// mustCall reports whether q's next token must open its calls (tool_choice required).
func (q *seq) mustCall() bool { return q.callStart >= 0 && !q.called && !q.thinking }

// adjust changes a copy of q's row as its request asks: logit_bias, then the stop ids masked
// while min_tokens is not reached, then the penalties (vLLM's order), then the grammar's mask,
// then min_p.
// It fails when the grammar allows no token at all.
func (s *Server) adjust(q *seq, row []float32) *apiError {
	for id, b := range q.bias {
		row[id] += b
	}
	if q.ngen < q.minTokens {
		for _, id := range q.stop {
			row[id] = float32(math.Inf(-1))
		}
	}
	q.penalties.Apply(row, q.inPrompt, q.counts)
	if q.grammar != nil && !q.thinking && !s.maskJSON(q, row) {
		return badRequest(constraintField(q.constraint), "%s: after %d tokens no token of the model's vocabulary continues the answer, expected a vocabulary that can write it", q.constraint, q.ngen)
	}
	if q.mustCall() {
		if int(q.callStart) >= len(row) {
			return internalError("tool_choice required: the calls' start token %d is outside the vocabulary [0, %d)", q.callStart, len(row))
		}
		keep := []int32{q.callStart}
		if t := s.cfg.Think; t != nil && q.ngen == 0 && int(t.Start) < len(row) {
			keep = append(keep, t.Start) // the answer may reason first
		}
		for id := range row {
			if !slices.Contains(keep, int32(id)) {
				row[id] = float32(math.Inf(-1))
			}
		}
	}
	if q.minP > 0 && !q.params.Greedy() {
		applyMinP(row, q.minP, q.params.Temperature)
	}
	return nil
}

// applyMinP sets to -Inf the logits of the ids whose probability at temperature t is below minP
// times the most probable one's: p_i / p_max = exp((l_i - l_max) / t) < minP where
// l_i < l_max + t ln(minP). The most probable id always stays.
func applyMinP(row []float32, minP, t float32) {
	top := float32(math.Inf(-1))
	for _, v := range row {
		top = max(top, v)
	}
	if math.IsInf(float64(top), 0) || math.IsNaN(float64(top)) {
		return
	}
	cut := top + t*float32(math.Log(float64(minP)))
	for i, v := range row {
		if v < cut {
			row[i] = float32(math.Inf(-1))
		}
	}
}

// maskJSON sets to -Inf the logits of the tokens that would leave q's answer no prefix of a value
// of its grammar: its stop ids are allowed only once the value is complete; an answer that may
// reason may open with the reasoning token. It reports whether any token is allowed.
func (s *Server) maskJSON(q *seq, row []float32) bool {
	v := s.jsonVocab()
	if len(s.allowed) != v.Size() {
		s.allowed = make([]bool, v.Size())
	}
	v.AllowState(*q.grammar, s.allowed)
	done := q.grammar.Done()
	for _, id := range q.stop {
		if int(id) < len(s.allowed) {
			s.allowed[id] = done
		}
	}
	if t := s.cfg.Think; t != nil && q.ngen == 0 && int(t.Start) < len(s.allowed) {
		s.allowed[t.Start] = true
	}
	some := false
	for id := range row {
		if id >= len(s.allowed) || !s.allowed[id] {
			row[id] = float32(math.Inf(-1))
		} else {
			some = true
		}
	}
	return some
}

// jsonVocab is the model's vocabulary prepared for JSON masks, made at the first use: each
// token's bytes, special tokens left out.
func (s *Server) jsonVocab() *structured.Vocab {
	s.jsonOnce.Do(func() {
		bt := s.cfg.Tokenizer.(ByteTokenizer) // parseResponseFormat let no request through without
		toks := make([][]byte, s.vocab)
		for id := range toks {
			if !bt.IsSpecial(int32(id)) {
				toks[id] = bt.TokenBytes(int32(id))
			}
		}
		s.jsonVocabulary = structured.NewVocab(toks)
	})
	return s.jsonVocabulary
}

// follow advances q's reasoning state, calls and grammar past its sampled token tok; false when
// the grammar refuses it (a token the mask allowed always passes).
func (s *Server) follow(q *seq, tok int32) bool {
	if q.grammar == nil && q.callStart < 0 {
		return true
	}
	if t := s.cfg.Think; t != nil {
		switch {
		case q.ngen == 0 && tok == t.Start && !q.thinking:
			q.thinking = true
			return true
		case q.thinking && tok == t.End:
			q.thinking = false
			return true
		case q.thinking:
			return true
		}
	}
	if tok == q.callStart {
		q.called = true
	}
	if q.grammar == nil {
		return true
	}
	if slices.Contains(q.stop, tok) {
		return q.grammar.Done()
	}
	return q.grammar.FeedAll(s.jsonVocab().Bytes(tok))
}

// prefilling reports whether part of the prompt is not yet in the cache.
func (q *seq) prefilling() bool { return q.kv < len(q.prompt) }

// unstarted reports whether none of the prompt is in the cache yet but what the prefix cache
// gave it: the request waits for its first step.
func (q *seq) unstarted() bool { return q.kv == q.base }

// finishObject is the finish of an answer constrained to JSON that the value's last token ended
// (no stop id could: ignore_eos): "stop" to the client, its last token part of the
// text, unlike a stop token.
const finishObject = "object"

// emit publishes a sampled token (and the finish reason, if it ends the sequence) to the handler.
func (q *seq) emit(tok int32, row []float32, finish string) {
	var lp tokenLogprob
	if q.logprobs >= 0 {
		lp = logprobsOf(row, tok, q.logprobs) // outside the lock: the handler may be reading
	}
	q.mu.Lock()
	q.tokens = append(q.tokens, tok)
	if q.logprobs >= 0 {
		q.lps = append(q.lps, lp)
	}
	if q.keepRows {
		q.rows = append(q.rows, append([]float32(nil), row...))
	}
	q.finish = finish
	q.mu.Unlock()
	q.signal()
}

func (q *seq) fail(e *apiError) {
	q.mu.Lock()
	if q.err == nil && q.finish == "" {
		q.err = e
	}
	q.mu.Unlock()
	q.signal()
}

func (q *seq) signal() {
	select {
	case q.notify <- struct{}{}:
	default:
	}
}

// snapshot returns the tokens so far (a copy), the finish reason and the failure, if any.
func (q *seq) snapshot() ([]int32, string, *apiError) {
	q.mu.Lock()
	defer q.mu.Unlock()
	return slices.Clone(q.tokens), q.finish, q.err
}

// since returns what was published from token index from on: tokens, their logprobs and logits rows
// (nil when not kept), the finish reason and the failure.
func (q *seq) since(from int) (toks []int32, lps []tokenLogprob, rows [][]float32, finish string, err *apiError) {
	q.mu.Lock()
	defer q.mu.Unlock()
	from = min(from, len(q.tokens))
	toks = slices.Clone(q.tokens[from:])
	if q.lps != nil {
		lps = slices.Clone(q.lps[from:])
	}
	if q.rows != nil {
		rows = slices.Clone(q.rows[from:])
	}
	return toks, lps, rows, q.finish, q.err
}

// Run is the scheduler loop: the only caller of the Engine's Step and Release. It returns nil when
// ctx ends, after failing every queued and in-flight request with a 503 that says the server is
// shutting down; requests that arrive later are refused the same way. Run may be called once.
func (s *Server) Run(ctx context.Context) error {
	s.mu.Lock()
	if s.started {
		s.mu.Unlock()
		return errors.New("serve: Run called twice, expected one scheduler per Server")
	}
	s.started = true
	s.mu.Unlock()

	var active []*seq  // admitted, in arrival order
	var pending []*seq // waiting for cache blocks, in arrival order
	defer func() {
		s.mu.Lock()
		s.stopped = true
		active = append(active, pending...)
		active = append(active, s.incoming...)
		s.incoming = nil
		s.pending = 0
		s.mu.Unlock()
		for _, q := range active {
			s.finish(q, unavailable("%v", errShutdown))
		}
		s.m.setQueue(0, 0)
		s.stepStart.Store(0)
	}()

	for {
		if ctx.Err() != nil {
			return nil
		}
		s.mu.Lock()
		pending = append(pending, s.incoming...)
		s.incoming = nil
		s.mu.Unlock()

		// Drop the sequences whose clients left or whose handler ended them (a stop string); their
		// blocks return to the pool at once.
		for _, q := range slices.Concat(active, pending) {
			if q.halted.Load() {
				s.finish(q, nil)
			} else if q.ctx.Err() != nil {
				s.m.cancelled.Inc()
				s.finish(q, nil)
			}
		}
		active = slices.DeleteFunc(active, func(q *seq) bool { return q.done })
		pending = slices.DeleteFunc(pending, func(q *seq) bool { return q.done })
		// Admit in arrival order while the head's blocks fit: a long prompt at the head waits for
		// blocks to free rather than being overtaken for ever by short ones. At most MaxBatchTokens
		// sequences are admitted, so every step has a token of budget for each of them: the
		// decodes always fit, the oldest prompt being prefilled advances in every step, and no
		// sequence holds cache blocks while it cannot run.
		for len(pending) > 0 && len(active) < s.cfg.MaxBatchTokens && s.admit(pending[0]) {
			active = append(active, pending[0])
			pending = pending[1:]
		}
		s.mu.Lock()
		s.pending = len(pending)
		s.mu.Unlock()
		s.m.setQueued(len(pending))
		waiting := 0
		for _, q := range active {
			if q.unstarted() {
				waiting++
			}
		}
		s.m.setQueue(len(active)-waiting, waiting)

		if len(active) == 0 {
			select {
			case <-ctx.Done():
				return nil
			case <-s.wake:
				s.gather(ctx)
			case <-s.cfg.Idle:
				// The engine's peers step in lockstep and one asks for this rank's step:
				// take part with no sequences.
				s.idleStep(ctx)
			}
			continue
		}
		s.step(ctx, active)
		active = slices.DeleteFunc(active, func(q *seq) bool { return q.done })
	}
}

// gather waits, after a request has woken an idle scheduler, for up to BatchWait while more
// requests arrive, until those queued fill a step's token budget; a peer's request for a step
// (Idle) or the end of ctx ends the wait early.
func (s *Server) gather(ctx context.Context) {
	if s.cfg.BatchWait <= 0 {
		return
	}
	timer := time.NewTimer(s.cfg.BatchWait)
	defer timer.Stop()
	for {
		s.mu.Lock()
		n := 0
		for _, q := range s.incoming {
			n += min(len(q.prompt), s.cfg.ChunkTokens)
		}
		s.mu.Unlock()
		if n >= s.cfg.MaxBatchTokens {
			return
		}
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
			return
		case <-s.cfg.Idle:
			// The peers want a step now: this one takes part with what has arrived.
			return
		case <-s.wake:
		}
	}
}

// admit reserves q's blocks for its prompt and every token it may generate, and reports whether
// they fit. Reserving the worst case at admission means a running sequence never waits for a block
// and nothing is ever preempted; the price is blocks held for tokens a stop may never produce.
//
// With a prefix cache, the blocks of the longest cached prefix of the prompt come first in the
// table, all but the prompt's last token at most (its logits start the answer), and the sequence
// starts with them in the engine's cache.
func (s *Server) admit(q *seq) bool {
	if s.alloc == nil {
		return true
	}
	var hit []int32
	var keys []uint64
	if s.prefix != nil {
		hit, keys = s.prefix.Acquire(q.prompt, len(q.prompt)-1)
	}
	blocks, ok := s.alloc.Grow(hit, len(q.prompt)+q.maxTokens)
	if !ok {
		s.alloc.Free(hit)
		return false
	}
	q.blocks = blocks
	if s.prefix != nil {
		q.keys = keys
		q.base = len(hit) * s.alloc.BlockSize()
		q.kv = q.base
		q.mu.Lock()
		q.cached = q.base
		q.mu.Unlock()
		s.m.prefixAsked.Add(float64(len(q.prompt) - 1))
		s.m.prefixHit.Add(float64(q.base))
	}
	s.kvMetrics()
	return true
}

// kvMetrics updates the cache's gauges.
func (s *Server) kvMetrics() {
	s.m.setKV(s.alloc.UsedBlocks(), s.alloc.NumBlocks())
	if s.prefix != nil {
		s.m.prefixBlocks.Set(float64(s.prefix.Blocks()))
	}
}

// cacheBlocks records in the prefix cache q's blocks that its tokens in the engine's cache
// have filled since the last call: the prompt's and then the generated tokens'.
func (s *Server) cacheBlocks(q *seq) {
	bs := s.alloc.BlockSize()
	block := make([]int32, bs)
	for n := len(q.keys); (n+1)*bs <= q.kv; n++ {
		for i := range block {
			if p := n*bs + i; p < len(q.prompt) {
				block[i] = q.prompt[p]
			} else {
				block[i] = q.tokens[p-len(q.prompt)] // the scheduler wrote them: no lock to read
			}
		}
		parent := uint64(0)
		if n > 0 {
			parent = q.keys[n-1]
		}
		q.keys = append(q.keys, s.prefix.Insert(parent, block, q.blocks[n]))
	}
}

// idleStep runs an engine step without sequences (see Config.Idle).
func (s *Server) idleStep(ctx context.Context) {
	if _, err := s.cfg.Engine.Step(ctx, nil); err != nil && ctx.Err() == nil {
		s.log.Warn("idle step failed", "err", err)
	}
}

// plan picks a step's work: one token for every decoding sequence first, then prompt chunks of up
// to ChunkTokens for the prefilling ones, oldest first, within what is left of MaxBatchTokens.
// A prompt only ever takes the budget the decodes leave, so no decode waits for a prompt; and since
// admission keeps len(active) <= MaxBatchTokens, the decodes always fit. Prompts not yet started
// may be held back (holdPrompts).
func (s *Server) plan(active []*seq) ([]*seq, []runtime.SeqStep) {
	budget := s.cfg.MaxBatchTokens
	var batch []*seq
	var steps []runtime.SeqStep
	for _, q := range active {
		if !q.prefilling() {
			batch = append(batch, q)
			steps = append(steps, q.stepOf([]int32{q.last}))
			budget--
		}
	}
	hold := s.holdPrompts(active, len(steps), budget, time.Now())
	for _, q := range active {
		if budget == 0 {
			break
		}
		if q.prefilling() && !(hold && q.unstarted()) {
			n := min(s.cfg.ChunkTokens, len(q.prompt)-q.kv, budget)
			batch = append(batch, q)
			steps = append(steps, q.stepOf(q.prompt[q.kv:q.kv+n]))
			budget -= n
		}
	}
	return batch, steps
}

// holdPrompts reports whether this step leaves out the prompts not yet started (Config.PrefillHold):
// while decoding sequences run, until the oldest of those prompts has waited the hold or their
// first chunks fill the budget the decodes leave.
func (s *Server) holdPrompts(active []*seq, decoding, budget int, now time.Time) bool {
	if s.cfg.PrefillHold <= 0 || decoding == 0 {
		return false
	}
	fresh := 0
	for _, q := range active {
		if q.prefilling() && q.unstarted() {
			if now.Sub(q.start) >= s.cfg.PrefillHold {
				return false
			}
			fresh += min(len(q.prompt), s.cfg.ChunkTokens)
		}
	}
	return fresh > 0 && fresh < budget
}

// stepOf is q's part of a step that appends toks.
func (q *seq) stepOf(toks []int32) runtime.SeqStep {
	return runtime.SeqStep{ID: q.id, Tokens: toks, Past: q.kv, Blocks: q.blocks, Sample: q.params,
		Position: uint64(len(q.prompt) + q.ngen), Logits: q.hostRows()}
}

// step runs one engine step over active and samples for the sequences whose prompt is in.
func (s *Server) step(ctx context.Context, active []*seq) {
	batch, steps := s.plan(active)
	ntok := 0
	for _, st := range steps {
		ntok += len(st.Tokens)
	}
	start := time.Now()
	var (
		toks   []int32 // drawn by the engine's program, when it samples
		logits [][]float32
		err    error
	)
	s.stepStart.Store(start.UnixNano())
	if te, ok := s.cfg.Engine.(runtime.TokenEngine); ok {
		toks, logits, err = te.StepTokens(ctx, steps)
	} else {
		logits, err = s.cfg.Engine.Step(ctx, steps)
	}
	s.stepStart.Store(0)
	s.m.step(time.Since(start), len(steps), ntok)
	switch {
	case err != nil:
	case toks != nil && len(toks) != len(steps):
		err = fmt.Errorf("engine returned tokens for %d sequences, expected %d", len(toks), len(steps))
	case toks == nil && len(logits) != len(steps), logits != nil && len(logits) != len(steps):
		err = fmt.Errorf("engine returned logits for %d sequences, expected %d", len(logits), len(steps))
	}
	for _, q := range batch {
		q.inEngine = true
	}
	if err != nil {
		if ctx.Err() != nil {
			return // shutting down: Run's exit fails these with the shutdown message
		}
		s.log.Error("engine step failed", "sequences", len(steps), "tokens", ntok, "err", err)
		if s.prefix != nil {
			// What the engine's cache holds is no longer known for sure: compute it again.
			s.prefix.Clear()
		}
		e := unavailable("engine step failed: %v", err)
		for _, q := range batch {
			s.finish(q, e)
		}
		return
	}
	for i, q := range batch {
		q.kv += len(steps[i].Tokens)
		if s.prefix != nil {
			s.cacheBlocks(q)
		}
		if q.prefilling() {
			continue
		}
		var row []float32
		if logits != nil {
			row = logits[i]
			if len(row) != s.vocab {
				s.finish(q, unavailable("engine returned %d logits for sequence %d, expected the vocabulary size %d", len(row), q.id, s.vocab))
				continue
			}
		} else if q.hostRows() {
			s.finish(q, unavailable("return_logits, logprobs, penalties, logit_bias and min_tokens: the engine sampled on its device and returned no logits"))
			continue
		}
		if row != nil {
			if j := sampler.BadLogit(row); j >= 0 {
				// Sampling from NaN or +Inf is meaningless and such numbers cannot be written as
				// JSON: fail this sequence with a message rather than answer garbage or an empty body.
				s.log.Error("engine returned a non-finite logit", "seq", q.id, "index", j, "value", row[j], "position", q.kv)
				s.finish(q, internalError("engine returned a non-finite logit (%v at vocabulary index %d, position %d) for this request, expected finite numbers: the model overflowed or its weights hold NaN/Inf (check them with --check-weights)",
					row[j], j, q.kv))
				continue
			}
		}
		var tok int32
		switch {
		case toks != nil && !q.adjusts():
			tok = toks[i] // the same draw: steps[i] carries q.params at this position
		case !q.adjusts():
			tok = int32(s.sampler.Sample(row, q.params, uint64(len(q.prompt)+q.ngen)))
		default:
			s.adjusted = append(s.adjusted[:0], row...)
			if aerr := s.adjust(q, s.adjusted); aerr != nil {
				s.finish(q, aerr)
				continue
			}
			tok = int32(s.sampler.Sample(s.adjusted, q.params, uint64(len(q.prompt)+q.ngen)))
		}
		if q.counts != nil {
			q.counts[tok]++
		}
		if !s.follow(q, tok) {
			s.finish(q, internalError("%s: token %d was sampled though the grammar refuses it", q.constraint, tok))
			continue
		}
		q.ngen++
		q.last = tok
		s.m.generated.Inc()
		now := time.Now()
		if q.ngen == 1 {
			s.m.ttft.Observe(now.Sub(q.start).Seconds())
		} else {
			s.m.itl.Observe(now.Sub(q.lastAt).Seconds())
		}
		q.lastAt = now
		finish := ""
		switch {
		case slices.Contains(q.stop, tok):
			finish = "stop"
		case q.grammar != nil && q.grammar.Ended() && len(q.stop) == 0:
			finish = finishObject // the value is complete and no stop id can end it (ignore_eos)
		case q.ngen >= q.maxTokens:
			finish = "length"
		}
		q.emit(tok, row, finish)
		if finish != "" {
			s.finish(q, nil)
		}
	}
}

// finish ends q: it fails it with e when e is not nil, releases its engine state and marks it done.
func (s *Server) finish(q *seq, e *apiError) {
	if q.done {
		return
	}
	if e != nil {
		q.fail(e)
	}
	if q.inEngine {
		s.cfg.Engine.Release(q.id)
	}
	if q.blocks != nil {
		s.alloc.Free(q.blocks)
		q.blocks = nil
		s.kvMetrics()
	}
	q.done = true
	s.inflight.Add(-1)
}

// logitRows returns the kept logits rows (nil without return_logits).
func (q *seq) logitRows() [][]float32 {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.rows
}
