package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"afdc/runtime/toolcall"
)

// choiceState follows one choice on the handler's side: it takes the tokens the scheduler
// publishes, turns them into text (with a tokenizer), ends the choice at a stop string, and
// remembers what a stream has sent.
type choiceState struct {
	s     *Server
	req   *request
	q     *seq
	index int
	dt    *detok // nil without a tokenizer

	ids     []int32
	lps     []tokenLogprob
	rows    [][]float32
	offsets []int  // per token, where its text starts in text
	text    string // the generated text, a stop string cut off
	scan    int    // stop strings are searched from here on
	finish  string // "stop" or "length" once over
	err     *apiError
	ttft    time.Duration

	// A chat answer's reasoning (Config.Think) is text [thinkFrom, thinkEnd) and its content
	// text from contentFrom on; thinking: the answer is in reasoning (thinkEnd -1 until the end
	// token comes).
	thinking                         bool
	thinkFrom, thinkEnd, contentFrom int

	// A chat answer to a request with tools calls functions from token toolFrom on (-1: it has
	// not); calls are those read so far, with their ids; toolRest is text after them that is
	// not a call (read at the end, it goes to content). stopTok: the last id is the stop token
	// that ended the answer.
	toolFrom  int
	calls     []toolcall.Call
	callIDs   []string
	toolRest  string
	stopTok   bool
	sentCalls int  // calls a stream has sent
	restSent  bool // a stream has sent toolRest
	// A stream's call to a named function: whether its first piece went out, and the bytes of
	// its arguments sent.
	argsOpened bool
	argsSent   int

	// first: the first choice of its prompt (usage counts each prompt of a batch once).
	first bool

	sentIDs, sentText int  // what a stream has sent
	opened            bool // a chat stream has sent the role
	echoed            bool // the prompt went out (echo)
	finSent           bool // a stream has sent the finish reason
}

func newChoice(s *Server, req *request, q *seq, index int) *choiceState {
	c := &choiceState{s: s, req: req, q: q, index: index, thinkEnd: -1, toolFrom: -1}
	if s.cfg.Tokenizer != nil {
		c.dt = &detok{tk: s.cfg.Tokenizer}
	}
	// A prompt that ends inside a reasoning block (DeepSeek-R1's template opens it) starts the
	// answer in reasoning.
	if t := s.cfg.Think; t != nil && req.chat {
		c.thinking = lastIndex(req.prompt, t.Start) > lastIndex(req.prompt, t.End)
	}
	return c
}

func lastIndex(ids []int32, id int32) int {
	for i := len(ids) - 1; i >= 0; i-- {
		if ids[i] == id {
			return i
		}
	}
	return -1
}

func (c *choiceState) over() bool { return c.finish != "" || c.err != nil }

// pull takes what the scheduler published since the last pull and reports whether the choice is over.
func (c *choiceState) pull() bool {
	toks, lps, rows, finish, err := c.q.since(len(c.ids))
	stopTok := finish == "stop" // the last token is the stop token that ended the choice
	if finish == finishObject {
		finish = "stop"
	}
	if len(c.ids) == 0 && len(toks) > 0 {
		c.ttft = time.Since(c.q.start)
	}
	for i, tok := range toks {
		c.ids = append(c.ids, tok)
		if lps != nil {
			c.lps = append(c.lps, lps[i])
		}
		if rows != nil {
			c.rows = append(c.rows, rows[i])
		}
		c.offsets = append(c.offsets, len(c.text))
		// A stop token ends the choice but is not part of its text (it is in token_ids).
		if c.dt == nil || stopTok && i == len(toks)-1 {
			c.stopTok = stopTok && i == len(toks)-1
			continue
		}
		c.text += c.dt.add(tok)
		if t := c.s.cfg.Think; t != nil && c.req.chat {
			switch {
			case len(c.ids) == 1 && tok == t.Start && !c.thinking:
				c.thinking, c.thinkFrom = true, len(c.text) // the answer opens its reasoning
			case c.thinking && c.thinkEnd < 0 && tok == t.End:
				c.thinkEnd, c.contentFrom = c.offsets[len(c.offsets)-1], len(c.text)
			}
		}
		// The calls begin at the parser's token, once the answer has done reasoning; a named
		// function's arguments at the first token past the reasoning.
		if c.req.tools.parse && c.toolFrom < 0 && tok == c.s.cfg.Tools.Start() && !(c.thinking && c.thinkEnd < 0) {
			c.toolFrom = len(c.ids) - 1
		}
		if c.req.tools.named != "" && c.toolFrom < 0 && !(c.thinking && (c.thinkEnd < 0 || tok == c.s.cfg.Think.End)) {
			c.toolFrom = len(c.ids) - 1
		}
		if c.cutStop() {
			c.readCalls(true)
			return true
		}
	}
	if err != nil {
		c.err = err
		return true
	}
	if finish != "" {
		if c.dt != nil {
			c.text += c.dt.flush()
			if c.cutStop() {
				c.readCalls(true)
				return true
			}
		}
		c.finish = finish
		c.readCalls(true)
		return true
	}
	c.readCalls(false)
	return false
}

// cutStop ends the choice at the first stop string in the text, which it cuts off with what follows.
func (c *choiceState) cutStop() bool {
	if len(c.req.stopStrs) == 0 {
		return false
	}
	if len(c.ids) < c.req.minTokens {
		// No stop before min_tokens (as vLLM): a stop string must end past them.
		c.scan = max(c.scan, len(c.text)-c.maxStop()+1)
		return false
	}
	at := -1
	for _, st := range c.req.stopStrs {
		if i := strings.Index(c.text[c.scan:], st); i >= 0 && (at < 0 || c.scan+i < at) {
			at = c.scan + i
		}
	}
	if at < 0 {
		// A stop string may still start in the last maxStop-1 bytes.
		c.scan = max(c.scan, len(c.text)-c.maxStop()+1)
		return false
	}
	c.text = c.text[:at]
	c.finish = "stop"
	c.q.halted.Store(true) // the scheduler drops the sequence before its next step
	return true
}

func (c *choiceState) maxStop() int {
	n := 0
	for _, st := range c.req.stopStrs {
		n = max(n, len(st))
	}
	return n
}

// streamable is how much of the text a stream may send now: all of it once the choice is over;
// before, not the last maxStop-1 bytes, which may be the start of a stop string, and never part
// of a character.
func (c *choiceState) streamable() int {
	if c.toolFrom >= 0 {
		return max(c.toolStart(), c.sentText) // the calls go out as tool_calls
	}
	if c.over() || len(c.req.stopStrs) == 0 {
		return len(c.text)
	}
	n := max(len(c.text)-c.maxStop()+1, c.sentText)
	for n > c.sentText && n < len(c.text) && !utf8.RuneStart(c.text[n]) {
		n--
	}
	return n
}

// head is the part every response and chunk shares.
type head struct {
	ID      string `json:"id"`
	Object  string `json:"object"`
	Created int64  `json:"created"`
	Model   string `json:"model"`
}

type response struct {
	head
	Choices []choiceJSON `json:"choices"`
	Usage   *usage       `json:"usage,omitempty"`
}

type usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
	// PromptTokensDetails (with prefix caching) says how many prompt tokens the prefix cache
	// held: those of the first choice.
	PromptTokensDetails *struct {
		CachedTokens int `json:"cached_tokens"`
	} `json:"prompt_tokens_details,omitempty"`
}

// choiceJSON is a choice of a response or chunk: Text for completions, Message (response) or Delta
// (chunk) for chat. TokenIDs and Logits are afdc extensions.
type choiceJSON struct {
	Index        int        `json:"index"`
	Text         *string    `json:"text,omitempty"`
	Message      *chatMsg   `json:"message,omitempty"`
	Delta        *chatMsg   `json:"delta,omitempty"`
	TokenIDs     []int32    `json:"token_ids"`
	Logprobs     any        `json:"logprobs"`
	FinishReason *string    `json:"finish_reason"`
	Logits       []logitRow `json:"logits,omitempty"`
}

type chatMsg struct {
	Role             string         `json:"role,omitempty"`
	Content          *string        `json:"content,omitempty"`
	ReasoningContent *string        `json:"reasoning_content,omitempty"`
	ToolCalls        []toolCallJSON `json:"tool_calls,omitempty"`
	// nullContent writes content null (a message with tool calls and no text, as OpenAI's).
	nullContent bool
}

func (m chatMsg) MarshalJSON() ([]byte, error) {
	type plain chatMsg
	if !m.nullContent {
		return json.Marshal(plain(m))
	}
	return json.Marshal(struct {
		plain
		Content *string `json:"content"`
	}{plain: plain(m)})
}

// split cuts text [from, to) of a chat answer into its reasoning and content parts (Config.Think;
// without it, or an answer that does not reason, all of it is content).
func (c *choiceState) split(from, to int) (reasoning, content string) {
	to = min(to, c.toolStart()) // the calls are not content
	from = min(from, to)
	if !c.thinking {
		return "", c.text[from:to]
	}
	end, cfrom := c.thinkEnd, c.contentFrom
	if end < 0 {
		end, cfrom = len(c.text), len(c.text)
	}
	end = min(end, len(c.text)) // a stop string may cut the text inside the reasoning
	if a, b := max(from, c.thinkFrom), min(to, end); a < b {
		reasoning = c.text[a:b]
	}
	if a := max(from, cfrom); a < to {
		content = c.text[a:to]
	}
	return reasoning, content
}

// out writes the answer of one request.
type out struct {
	s    *Server
	w    http.ResponseWriter
	rc   *http.ResponseController
	req  *request
	cs   []*choiceState
	base head
}

// setDeadline gives the next write --write-timeout.
func (o *out) setDeadline() {
	if d := o.s.cfg.WriteTimeout; d > 0 {
		_ = o.rc.SetWriteDeadline(time.Now().Add(d))
	}
}

func (o *out) usage() *usage {
	var u usage
	cached := 0
	for _, c := range o.cs {
		u.CompletionTokens += len(c.ids)
		if c.first {
			u.PromptTokens += len(c.req.prompt)
			c.q.mu.Lock()
			cached += c.q.cached
			c.q.mu.Unlock()
		}
	}
	u.TotalTokens = u.PromptTokens + u.CompletionTokens
	if o.s.prefix != nil {
		u.PromptTokensDetails = &struct {
			CachedTokens int `json:"cached_tokens"`
		}{cached}
	}
	return &u
}

// choice renders tokens [from, to) and text [tfrom, tto) of c; first adds the echo (completions)
// or the assistant role (chat stream).
func (o *out) choice(c *choiceState, from, to, tfrom, tto int, stream bool) choiceJSON {
	ch := choiceJSON{Index: c.index, TokenIDs: c.ids[from:to]}
	text := c.text[tfrom:tto]
	if o.req.echo && !c.echoed {
		c.echoed = true
		ch.TokenIDs = append(append([]int32(nil), c.req.prompt...), ch.TokenIDs...)
		text = c.req.promptText + text
	}
	switch {
	case !o.req.chat:
		ch.Text = &text
	case stream:
		ch.Delta = &chatMsg{}
		if !c.opened {
			ch.Delta.Role = "assistant"
			c.opened = true
		}
		reasoning, content := c.split(tfrom, tto)
		if c.over() && c.toolRest != "" && !c.restSent {
			content += c.toolRest
			c.restSent = true
		}
		if reasoning != "" {
			ch.Delta.ReasoningContent = &reasoning
		}
		if content != "" || ch.Delta.Role != "" && reasoning == "" {
			ch.Delta.Content = &content
		}
		if c.req.tools.named != "" {
			ch.Delta.ToolCalls = c.namedDelta()
		} else if n := len(c.calls); n > c.sentCalls {
			ch.Delta.ToolCalls = c.toolCalls(c.sentCalls, n, true)
			c.sentCalls = n
		}
	default:
		reasoning, content := c.split(tfrom, tto)
		content += c.toolRest
		ch.Message = &chatMsg{Role: "assistant", Content: &content}
		if c.thinking {
			ch.Message.ReasoningContent = &reasoning
		}
		if len(c.calls) > 0 {
			ch.Message.ToolCalls = c.toolCalls(0, len(c.calls), false)
			ch.Message.nullContent = content == ""
		}
	}
	if o.req.logprobs >= 0 {
		ch.Logprobs = o.logprobs(c, from, to)
	}
	if o.req.returnLogits {
		ch.Logits = make([]logitRow, 0, to-from)
		for _, r := range c.rows[from:to] {
			ch.Logits = append(ch.Logits, logitRow(r))
		}
	}
	if c.finish != "" && to == len(c.ids) && tto >= c.toolStart() {
		f := c.finishReason()
		ch.FinishReason = &f
	}
	return ch
}

// tokenText is a token as the logprobs name it: its text, or token_id:N without a tokenizer.
func (o *out) tokenText(id int32) string {
	if tk := o.s.cfg.Tokenizer; tk != nil {
		return tk.Decode([]int32{id})
	}
	return fmt.Sprintf("token_id:%d", id)
}

// logprobs renders tokens [from, to) in the endpoint's shape. The completions' text_offset is where
// a token's text starts in the choice's whole text (after the echoed prompt), in streams too.
func (o *out) logprobs(c *choiceState, from, to int) any {
	if o.req.chat {
		type alt struct {
			Token   string  `json:"token"`
			Logprob float64 `json:"logprob"`
			Bytes   []int   `json:"bytes"`
		}
		type entry struct {
			alt
			TopLogprobs []alt `json:"top_logprobs"`
		}
		mk := func(id int32, lp float64) alt {
			t := o.tokenText(id)
			b := make([]int, len(t))
			for i := range len(t) {
				b[i] = int(t[i])
			}
			return alt{t, lp, b}
		}
		content := make([]entry, 0, to-from)
		for i := from; i < to; i++ {
			e := entry{alt: mk(c.ids[i], c.lps[i].logprob), TopLogprobs: []alt{}}
			for _, t := range c.lps[i].top {
				e.TopLogprobs = append(e.TopLogprobs, mk(t.id, t.logprob))
			}
			content = append(content, e)
		}
		return map[string]any{"content": content}
	}
	shift := 0
	if o.req.echo {
		shift = len(c.req.promptText)
	}
	tokens := make([]string, 0, to-from)
	lps := make([]float64, 0, to-from)
	tops := make([]map[string]float64, 0, to-from)
	offs := make([]int, 0, to-from)
	for i := from; i < to; i++ {
		tokens = append(tokens, o.tokenText(c.ids[i]))
		lps = append(lps, c.lps[i].logprob)
		top := map[string]float64{}
		for _, t := range c.lps[i].top {
			top[o.tokenText(t.id)] = t.logprob
		}
		tops = append(tops, top)
		offs = append(offs, min(c.offsets[i], len(c.text))+shift)
	}
	return map[string]any{"tokens": tokens, "token_logprobs": lps, "top_logprobs": tops, "text_offset": offs}
}

// final is the non-streaming response.
func (o *out) final() response {
	r := response{head: o.base, Usage: o.usage()}
	for _, c := range o.cs {
		r.Choices = append(r.Choices, o.choice(c, 0, len(c.ids), 0, len(c.text), false))
	}
	return r
}

// stream answers with server-sent events, one chunk per choice per batch of new tokens. The
// status goes with the first event, so a request that fails before its first token still gets its
// error status. It returns the status sent (0 when the client left before the end) and the error,
// if any.
func (o *out) stream(ctx context.Context, notify <-chan struct{}) (int, string) {
	headers := false
	event := func(b []byte) {
		if !headers {
			h := o.w.Header()
			h.Set("Content-Type", "text/event-stream")
			h.Set("Cache-Control", "no-cache")
			h.Set("X-Accel-Buffering", "no")
			o.w.WriteHeader(http.StatusOK)
			headers = true
		}
		o.setDeadline()
		fmt.Fprintf(o.w, "data: %s\n\n", b)
		_ = o.rc.Flush()
	}
	for {
		select {
		case <-ctx.Done():
			return 0, "" // the client left (mid-stream or before): counted as client_closed, cancelled
		case <-notify:
		}
		var failed *apiError
		over := true
		for _, c := range o.cs {
			if !c.over() {
				c.pull()
			}
			if c.err != nil && failed == nil {
				failed = c.err
			}
			over = over && c.over()
		}
		if failed != nil && !headers {
			writeError(o.w, failed)
			return failed.status, failed.message
		}
		for _, c := range o.cs {
			tto := c.streamable()
			if len(c.ids) == c.sentIDs && tto == c.sentText && len(c.calls) == c.sentCalls && (c.finish == "" || c.finSent) {
				continue
			}
			ch := o.choice(c, c.sentIDs, len(c.ids), c.sentText, tto, true)
			c.sentIDs, c.sentText = len(c.ids), tto
			b, aerr := marshal(response{head: o.base, Choices: []choiceJSON{ch}})
			if aerr != nil {
				failed = aerr
				break
			}
			event(b)
			c.finSent = ch.FinishReason != nil
		}
		if failed != nil {
			// Too late for a status: report the error in the stream, as OpenAI-compatible servers do.
			event(mustMarshal(errorBody(failed)))
			fmt.Fprint(o.w, "data: [DONE]\n\n")
			_ = o.rc.Flush()
			return http.StatusOK, failed.message
		}
		if over {
			if o.req.includeUsage {
				b, _ := json.Marshal(response{head: o.base, Choices: []choiceJSON{}, Usage: o.usage()})
				event(b)
			}
			event([]byte("[DONE]"))
			return http.StatusOK, ""
		}
	}
}
