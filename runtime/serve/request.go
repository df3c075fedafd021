package serve

import (
	"afdc/runtime/structured"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"afdc/runtime/sampler"
)

// maxBody caps a request body; a prompt of token ids for any supported context fits many times over.
const maxBody = 1 << 20

// apiError is an error answered to the client in OpenAI's shape.
type apiError struct {
	status  int
	typ     string // "invalid_request_error", "server_error", ...
	message string
	param   string // "" = null
	code    string // "" = null
	// retryAfter is the Retry-After (seconds) of a 503 or 429; 0 means 1.
	retryAfter int
}

func (e *apiError) Error() string { return e.message }

func badRequest(param, format string, args ...any) *apiError {
	return &apiError{status: http.StatusBadRequest, typ: "invalid_request_error", param: param, message: fmt.Sprintf(format, args...)}
}

func unavailable(format string, args ...any) *apiError {
	return &apiError{status: http.StatusServiceUnavailable, typ: "server_error", message: fmt.Sprintf(format, args...)}
}

func internalError(format string, args ...any) *apiError {
	return &apiError{status: http.StatusInternalServerError, typ: "server_error", message: fmt.Sprintf(format, args...)}
}

// Limits on what one request may ask for; each rejection names the limit.
const (
	maxChoices     = 16  // n
	maxLogprobs    = 20  // logprobs (completions), top_logprobs (chat)
	maxStopStrings = 16  // stop
	maxStopLen     = 256 // bytes of one stop string
)

// apiRequest is the decoded body of POST /v1/completions and /v1/chat/completions: one struct for
// both, so the shared fields are validated once; parseRequest refuses the fields of the other
// endpoint. Pointers and raw messages distinguish "absent" (take the default) from a given value.
type apiRequest struct {
	Model               *string         `json:"model"`
	Prompt              json.RawMessage `json:"prompt"`   // completions: text, [ids], or a batch [text, ...] or [[ids], ...]
	Messages            json.RawMessage `json:"messages"` // chat
	MaxTokens           *int            `json:"max_tokens"`
	MaxCompletionTokens *int            `json:"max_completion_tokens"` // chat's newer name for max_tokens
	Temperature         *float64        `json:"temperature"`
	TopP                *float64        `json:"top_p"`
	TopK                *int            `json:"top_k"`
	MinP                *float64        `json:"min_p"` // vLLM's
	PresencePenalty     *float64        `json:"presence_penalty"`
	FrequencyPenalty    *float64        `json:"frequency_penalty"`
	RepetitionPenalty   *float64        `json:"repetition_penalty"` // vLLM's
	LogitBias           json.RawMessage `json:"logit_bias"`
	ResponseFormat      json.RawMessage `json:"response_format"`
	// vLLM's constraints: structured_outputs {json | regex | choice | json_object}, and the
	// older guided_json, guided_regex, guided_choice.
	StructuredOutputs json.RawMessage `json:"structured_outputs"`
	GuidedJSON        json.RawMessage `json:"guided_json"`
	GuidedRegex       json.RawMessage `json:"guided_regex"`
	GuidedChoice      json.RawMessage `json:"guided_choice"`
	GuidedGrammar     json.RawMessage `json:"guided_grammar"`
	MinTokens         *int            `json:"min_tokens"` // vLLM's
	Seed              *int64          `json:"seed"`
	Stop              json.RawMessage `json:"stop"` // a string, or an array of strings and token ids
	StopTokenIDs      []int           `json:"stop_token_ids"`
	IgnoreEOS         bool            `json:"ignore_eos"`
	N                 *int            `json:"n"`
	Logprobs          json.RawMessage `json:"logprobs"`     // completions: an integer; chat: a boolean
	TopLogprobs       *int            `json:"top_logprobs"` // chat
	Echo              bool            `json:"echo"`         // completions
	Stream            bool            `json:"stream"`
	StreamOptions     *struct {
		IncludeUsage bool `json:"include_usage"`
	} `json:"stream_options"`
	User                *string `json:"user"`
	AddGenerationPrompt *bool   `json:"add_generation_prompt"` // chat, as vLLM: default true
	// ChatTemplateKwargs (chat, as vLLM and SGLang take it) are more variables for the chat
	// template: GLM-4.5's enable_thinking, DeepSeek-V3.1's thinking.
	ChatTemplateKwargs json.RawMessage `json:"chat_template_kwargs"`
	// Tools (chat) are functions the model may call; ToolChoice "auto" or "none";
	// ParallelToolCalls false keeps an answer's first call only.
	Tools             json.RawMessage `json:"tools"`
	ToolChoice        json.RawMessage `json:"tool_choice"`
	ParallelToolCalls *bool           `json:"parallel_tool_calls"`
	// ReturnLogits (an afdc extension) returns, per generated token, the fp32 logits it was sampled
	// from: what the tests use to check a split deployment against the monolithic reference.
	ReturnLogits bool `json:"return_logits"`
}

// request is a validated completion or chat request with defaults applied.
type request struct {
	chat         bool
	prompt       []int32
	promptText   string // the prompt as text (with a tokenizer), for echo
	maxTokens    int
	params       sampler.Params
	seed         *int64
	stopIDs      []int32  // token ids that end a choice (included in its token_ids)
	stopStrs     []string // strings that end a choice (cut from its text)
	n            int
	logprobs     int // top alternatives per token; -1 = no logprobs
	echo         bool
	stream       bool
	includeUsage bool
	returnLogits bool
	penalties    sampler.Penalties
	bias         map[int32]float32
	minTokens    int
	minP         float32 // min_p: drop the tokens less probable than min_p times the most probable
	// grammar (response_format json_object or json_schema, or tool_choice naming a function)
	// constrains the answer to a JSON object or a value of a schema; constraint names it in
	// messages, its first word the request's field.
	grammar    *structured.Grammar
	constraint string
	tools      toolRequest // chat
}

// unsupported lists fields this server does not implement, with the values that mean "off". A
// request that sets one to anything else is refused rather than silently answered differently.
var unsupported = map[string]struct {
	defaults []any // decoded JSON values (numbers as float64) that are accepted
	why      string
}{
	"best_of": {[]any{nil, 1.0}, "expected 1 (send n for several choices)"},
	"suffix":  {[]any{nil, ""}, "expected null"},
}

// only lists the fields that belong to one endpoint, with the endpoint that takes them.
var only = map[string]string{
	"prompt": "/v1/completions", "echo": "/v1/completions",
	"messages": "/v1/chat/completions", "max_completion_tokens": "/v1/chat/completions",
	"top_logprobs": "/v1/chat/completions", "add_generation_prompt": "/v1/chat/completions",
	"chat_template_kwargs": "/v1/chat/completions", "tools": "/v1/chat/completions",
	"tool_choice": "/v1/chat/completions", "parallel_tool_calls": "/v1/chat/completions",
}

// known lists the fields apiRequest decodes; other unknown fields are ignored (clients add their
// own) but logged.
var known = func() map[string]bool {
	m := map[string]bool{}
	t := reflect.TypeFor[apiRequest]()
	for i := range t.NumField() {
		m[strings.Split(t.Field(i).Tag.Get("json"), ",")[0]] = true
	}
	return m
}()

// parseRequest decodes and validates a request body for /v1/completions (chat false) or
// /v1/chat/completions (chat true). ignored returns the unknown fields.
func (s *Server) parseRequest(body []byte, chat bool) (req request, ignored []string, aerr *apiError) {
	var raw apiRequest
	if err := json.Unmarshal(body, &raw); err != nil {
		return req, nil, jsonError(body, err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(body, &fields); err != nil {
		return req, nil, jsonError(body, err) // unreachable after the decode above; kept for safety
	}
	endpoint := "/v1/completions"
	if chat {
		endpoint = "/v1/chat/completions"
	}
	for _, name := range slices.Sorted(maps.Keys(fields)) {
		if u, ok := unsupported[name]; ok {
			var v any
			_ = json.Unmarshal(fields[name], &v) // valid JSON: the whole body decoded
			if !slices.ContainsFunc(u.defaults, func(d any) bool { return reflect.DeepEqual(d, v) }) {
				return req, nil, badRequest(name, "%s: %s is not supported: %s", name, clip(fields[name]), u.why)
			}
			continue
		}
		if ep, ok := only[name]; ok && ep != endpoint && !bytes.Equal(fields[name], []byte("null")) {
			return req, nil, badRequest(name, "%s: a field of %s, not of %s", name, ep, endpoint)
		}
		if !known[name] {
			ignored = append(ignored, name)
		}
	}
	req.chat = chat

	if aerr := s.checkModel(raw.Model); aerr != nil {
		return req, nil, aerr
	}
	if chat {
		if req.tools, aerr = s.parseTools(raw.Tools, raw.ToolChoice, raw.ParallelToolCalls); aerr == nil {
			aerr = s.parseMessages(raw.Messages, raw.AddGenerationPrompt, raw.ChatTemplateKwargs, &req)
		}
	} else {
		aerr = s.parsePrompt(raw.Prompt, &req)
	}
	if aerr != nil {
		return req, nil, aerr
	}

	if raw.MaxCompletionTokens != nil {
		if raw.MaxTokens != nil && *raw.MaxTokens != *raw.MaxCompletionTokens {
			return req, nil, badRequest("max_completion_tokens", "max_completion_tokens: %d and max_tokens %d differ, expected one of them", *raw.MaxCompletionTokens, *raw.MaxTokens)
		}
		raw.MaxTokens = raw.MaxCompletionTokens
	}
	// A prompt that leaves no room for one token is the prompt's fault, whatever max_tokens says.
	if n := len(req.prompt); s.cfg.MaxSeqLen > 0 && n >= s.cfg.MaxSeqLen {
		verb := "exceeds"
		if n == s.cfg.MaxSeqLen {
			verb = "fills"
		}
		return req, nil, badRequest("prompt", "prompt of %d tokens %s the maximum sequence length %d, expected at most %d to leave room for the completion",
			n, verb, s.cfg.MaxSeqLen, s.cfg.MaxSeqLen-1)
	}
	req.maxTokens = s.defaultMaxTokens(chat, len(req.prompt))
	if raw.MaxTokens != nil {
		req.maxTokens = *raw.MaxTokens
	}
	if req.maxTokens < 1 {
		return req, nil, badRequest("max_tokens", "max_tokens: %d, expected at least 1", req.maxTokens)
	}
	// The limits compare max_tokens with limit - prompt, and the messages print the sum in uint64: a
	// max_tokens near the int range would otherwise wrap the sum negative and pass every limit.
	total := uint64(len(req.prompt)) + uint64(req.maxTokens)
	if s.cfg.MaxSeqLen > 0 && req.maxTokens > s.cfg.MaxSeqLen-len(req.prompt) {
		return req, nil, badRequest("max_tokens", "prompt tokens %d + max_tokens %d = %d exceeds the maximum sequence length %d, expected at most %d",
			len(req.prompt), req.maxTokens, total, s.cfg.MaxSeqLen, s.cfg.MaxSeqLen)
	}

	d := s.cfg.Defaults
	temp := 1.0
	if raw.Temperature == nil && d.Temperature != nil {
		raw.Temperature = d.Temperature
	}
	if raw.Temperature != nil {
		temp = *raw.Temperature
	}
	if temp < 0 {
		return req, nil, badRequest("temperature", "temperature: %g, expected >= 0 (0 = greedy)", temp)
	}
	topP := 1.0
	if raw.TopP == nil && d.TopP != nil {
		raw.TopP = d.TopP
	}
	if raw.TopP != nil {
		topP = *raw.TopP
	}
	if !(topP > 0 && topP <= 1) {
		return req, nil, badRequest("top_p", "top_p: %g, expected a value in (0, 1]", topP)
	}
	topK := 0
	if raw.TopK == nil && d.TopK != nil {
		raw.TopK = d.TopK
	}
	if raw.TopK != nil {
		topK = *raw.TopK
	}
	if topK < 0 {
		return req, nil, badRequest("top_k", "top_k: %d, expected >= 0 (0 = off)", topK)
	}
	if raw.MinP == nil && d.MinP != nil {
		raw.MinP = d.MinP
	}
	if v := raw.MinP; v != nil {
		if !(*v >= 0 && *v <= 1) {
			return req, nil, badRequest("min_p", "min_p: %g, expected a value in [0, 1] (0: off)", *v)
		}
		req.minP = float32(*v)
	}
	req.params = sampler.Params{Temperature: float32(temp), TopP: float32(topP), TopK: topK}
	if req.params.TopP == 0 {
		// A positive top_p below float32's range would read as 0, which the sampler takes as "off";
		// the smallest positive float32 keeps the meaning: only the most probable token.
		req.params.TopP = math.SmallestNonzeroFloat32
	}
	if raw.RepetitionPenalty == nil && d.RepetitionPenalty != nil {
		raw.RepetitionPenalty = d.RepetitionPenalty
	}
	for _, x := range []struct {
		name string
		v    *float64
		dst  *float32
	}{{"presence_penalty", raw.PresencePenalty, &req.penalties.Presence}, {"frequency_penalty", raw.FrequencyPenalty, &req.penalties.Frequency}} {
		if x.v != nil {
			if !(*x.v >= -2 && *x.v <= 2) {
				return req, nil, badRequest(x.name, "%s: %g, expected a value in [-2, 2]", x.name, *x.v)
			}
			*x.dst = float32(*x.v)
		}
	}
	if v := raw.RepetitionPenalty; v != nil {
		if !(*v > 0 && *v <= 2) {
			return req, nil, badRequest("repetition_penalty", "repetition_penalty: %g, expected a value in (0, 2] (1: off)", *v)
		}
		req.penalties.Repetition = float32(*v)
	}
	if req.bias, aerr = s.parseLogitBias(raw.LogitBias); aerr != nil {
		return req, nil, aerr
	}
	if raw.MinTokens != nil {
		if *raw.MinTokens < 0 || *raw.MinTokens > req.maxTokens {
			return req, nil, badRequest("min_tokens", "min_tokens: %d, expected 0 to max_tokens (%d)", *raw.MinTokens, req.maxTokens)
		}
		req.minTokens = *raw.MinTokens
	}
	var format string
	if req.grammar, format, aerr = s.parseResponseFormat(raw.ResponseFormat); aerr != nil {
		return req, nil, aerr
	}
	req.constraint = "response_format " + format
	if g, name, aerr := s.parseStructuredOutputs(raw); aerr != nil {
		return req, nil, aerr
	} else if g != nil {
		if req.grammar != nil {
			return req, nil, badRequest(constraintField(name), "%s with %s, expected one constraint", name, req.constraint)
		}
		req.grammar, req.constraint = g, name
	}
	if req.grammar != nil && (req.tools.parse || req.tools.named != "") {
		return req, nil, badRequest(constraintField(req.constraint), "%s with tools, expected one of them (or tool_choice \"none\"): a constrained answer calls no function", req.constraint)
	}
	if req.tools.named != "" {
		req.grammar, req.constraint = req.tools.args, fmt.Sprintf("tool_choice function %q", req.tools.named)
	}
	if req.grammar != nil && req.minTokens > 0 {
		return req, nil, badRequest("min_tokens", "min_tokens: %d with %s, expected 0: a complete value ends the answer", req.minTokens, req.constraint)
	}
	req.seed = raw.Seed
	if s.kvTokens > 0 && len(req.prompt) >= s.kvTokens {
		// The prompt alone leaves no room in the whole cache: the prompt's fault, whatever max_tokens says.
		return req, nil, badRequest("prompt", "prompt of %d tokens fills the whole KV cache (%d blocks of %d tokens, %d tokens), expected at most %d to leave room for the completion",
			len(req.prompt), s.alloc.NumBlocks(), s.alloc.BlockSize(), s.kvTokens, s.kvTokens-1)
	}
	if s.kvTokens > 0 && req.maxTokens > s.kvTokens-len(req.prompt) {
		return req, nil, badRequest("max_tokens", "prompt tokens %d + max_tokens %d = %d exceeds the whole KV cache (%d blocks of %d tokens), expected at most %d",
			len(req.prompt), req.maxTokens, total, s.alloc.NumBlocks(), s.alloc.BlockSize(), s.kvTokens)
	}

	req.n = 1
	if raw.N != nil {
		req.n = *raw.N
	}
	if req.n < 1 || req.n > maxChoices {
		return req, nil, badRequest("n", "n: %d, expected 1 to %d choices", req.n, maxChoices)
	}

	for i, id := range raw.StopTokenIDs {
		if id < 0 || id >= s.vocab {
			return req, nil, badRequest("stop_token_ids", "stop_token_ids[%d]: token id %d is outside the vocabulary [0, %d)", i, id, s.vocab)
		}
		req.stopIDs = append(req.stopIDs, int32(id))
	}
	if aerr := s.parseStop(raw.Stop, &req); aerr != nil {
		return req, nil, aerr
	}
	if !raw.IgnoreEOS {
		req.stopIDs = append(req.stopIDs, s.eos...)
		if s.cfg.Tokenizer != nil {
			req.stopIDs = append(req.stopIDs, s.cfg.Tokenizer.EOS()...)
		}
	}

	if aerr := parseLogprobs(raw.Logprobs, raw.TopLogprobs, chat, &req); aerr != nil {
		return req, nil, aerr
	}
	req.echo = raw.Echo
	if req.echo && req.logprobs >= 0 {
		// Prompt logprobs need the logits of every prompt position; the engine returns the last one.
		return req, nil, badRequest("echo", "echo: with logprobs is not supported (no logprobs for prompt tokens), expected echo or logprobs")
	}
	req.stream = raw.Stream
	if raw.StreamOptions != nil && !raw.Stream {
		return req, nil, badRequest("stream_options", "stream_options: set without stream, expected stream: true")
	}
	req.includeUsage = raw.StreamOptions != nil && raw.StreamOptions.IncludeUsage
	req.returnLogits = raw.ReturnLogits
	return req, ignored, nil
}

// defaultMaxTokens is max_tokens when the request leaves it out: 16 for completions (OpenAI's
// default); for chat the rest of the context (and of the KV cache), at most chatMaxTokens, since
// admission reserves cache blocks for every token a request may generate.
func (s *Server) defaultMaxTokens(chat bool, prompt int) int {
	if !chat {
		return 16
	}
	n := chatMaxTokens
	if s.cfg.MaxSeqLen > 0 {
		n = min(n, s.cfg.MaxSeqLen-prompt)
	}
	if s.kvTokens > 0 {
		n = min(n, s.kvTokens-prompt)
	}
	return max(n, 1)
}

// chatMaxTokens caps the default max_tokens of a chat request.
const chatMaxTokens = 4096

// clip shortens a raw JSON value for an error message.
func clip(b []byte) string {
	if len(b) > 40 {
		return string(b[:37]) + "..."
	}
	return string(b)
}

const noTokenizer = "this model has no tokenizer"

// maxPrompts caps the prompts of one completions request.
const maxPrompts = 32

// parseRequests decodes a request body as parseRequest does; a completions request whose prompt
// is a batch ([text, text, ...] or [[ids], [ids], ...], as OpenAI's) becomes one request per
// prompt, each checked on its own (its error names the prompt), the other fields the same.
func (s *Server) parseRequests(body []byte, chat bool) ([]request, []string, *apiError) {
	if !chat {
		var fields map[string]json.RawMessage
		if json.Unmarshal(body, &fields) == nil {
			var batch []json.RawMessage
			if json.Unmarshal(fields["prompt"], &batch) == nil && len(batch) > 1 && batchOf(batch) {
				if len(batch) > maxPrompts {
					return nil, nil, badRequest("prompt", "prompt: a batch of %d prompts, expected at most %d", len(batch), maxPrompts)
				}
				var reqs []request
				var ignored []string
				for i, p := range batch {
					// A batch of one: its errors name prompt[0], which becomes prompt[i].
					fields["prompt"] = append(append([]byte{'['}, p...), ']')
					b, _ := json.Marshal(fields) // re-encoding decoded JSON cannot fail
					req, ign, aerr := s.parseRequest(b, false)
					if aerr != nil {
						if rest, ok := strings.CutPrefix(aerr.message, "prompt[0]"); ok {
							aerr.message = fmt.Sprintf("prompt[%d]%s", i, rest)
						} else {
							aerr.message = fmt.Sprintf("prompt[%d]: %s", i, aerr.message)
						}
						return nil, nil, aerr
					}
					reqs, ignored = append(reqs, req), ign
				}
				return reqs, ignored, nil
			}
		}
	}
	req, ignored, aerr := s.parseRequest(body, chat)
	if aerr != nil {
		return nil, nil, aerr
	}
	return []request{req}, ignored, nil
}

// batchOf reports whether list is a batch of prompts: all strings, or all arrays.
func batchOf(list []json.RawMessage) bool {
	first := firstByte(list[0])
	for _, p := range list {
		if c := firstByte(p); c != first || c != '"' && c != '[' {
			return false
		}
	}
	return true
}

func firstByte(b []byte) byte {
	b = bytes.TrimLeft(b, " \t\r\n")
	if len(b) == 0 {
		return 0
	}
	return b[0]
}

// parsePrompt accepts text, [text] with one string, [ids] or [[ids]] (a batch of one
// prompt). Text needs the tokenizer and gets its special tokens (BOS).
func (s *Server) parsePrompt(raw json.RawMessage, req *request) *apiError {
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return badRequest("prompt", "prompt: missing, expected a string or an array of token ids")
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return badRequest("prompt", "prompt: %v", err)
	}
	where := "prompt"
	if x, ok := v.([]any); ok && len(x) > 0 {
		switch x[0].(type) {
		case []any, string:
			if len(x) != 1 {
				return badRequest("prompt", "prompt: a batch of %d prompts mixing text and token ids, expected all of one kind", len(x))
			}
			v, where = x[0], "prompt[0]"
		}
	}
	if text, ok := v.(string); ok {
		if s.cfg.Tokenizer == nil {
			return badRequest("prompt", "%s: got a string; %s, send token ids", where, noTokenizer)
		}
		if text == "" {
			return badRequest("prompt", "%s: empty, expected some text", where)
		}
		ids, err := s.cfg.Tokenizer.Encode(text, true)
		if err != nil {
			return badRequest("prompt", "%s: %v", where, err)
		}
		if len(ids) == 0 {
			return badRequest("prompt", "%s: %q encodes to no tokens, expected at least one", where, clip([]byte(text)))
		}
		req.prompt, req.promptText = ids, text
		return nil
	}
	list, ok := v.([]any)
	if !ok {
		return badRequest("prompt", "%s: got %s, expected a string or an array of token ids", where, jsonKind(v))
	}
	if len(list) == 0 {
		return badRequest("prompt", "%s: empty, expected at least one token id", where)
	}
	ids := make([]int32, len(list))
	for i, e := range list {
		n, ok := e.(json.Number)
		if !ok {
			return badRequest("prompt", "%s[%d]: got %s, expected a token id (an integer)", where, i, jsonKind(e))
		}
		id, err := n.Int64()
		if err != nil {
			return badRequest("prompt", "%s[%d]: %s is not a token id, expected an integer in [0, %d)", where, i, n, s.vocab)
		}
		if id < 0 || id >= int64(s.vocab) {
			return badRequest("prompt", "%s[%d]: token id %d is outside the vocabulary [0, %d)", where, i, id, s.vocab)
		}
		ids[i] = int32(id)
	}
	req.prompt = ids
	if s.cfg.Tokenizer != nil {
		req.promptText = s.cfg.Tokenizer.Decode(ids)
	}
	return nil
}

// chatRoles are the message roles a chat template is written for.
var chatRoles = []string{"system", "developer", "user", "assistant", "tool"}

// parseMessages validates a chat's messages, renders them with the chat template (and its
// variables, kwargs) and encodes the result (without added special tokens: the template writes its
// own).
func (s *Server) parseMessages(raw json.RawMessage, addGen *bool, kwargs json.RawMessage, req *request) *apiError {
	msgs, aerr := decodeMessages(raw)
	if aerr != nil {
		return aerr
	}
	vars, aerr := decodeTemplateVars(kwargs)
	if aerr != nil {
		return aerr
	}
	if s.cfg.Tokenizer == nil {
		return badRequest("messages", "messages: %s, so it cannot render a chat; use /v1/completions with token ids", noTokenizer)
	}
	gen := addGen == nil || *addGen
	text, err := s.cfg.Tokenizer.ApplyChatTemplate(Chat{Messages: msgs, AddGenerationPrompt: gen, Vars: vars, Tools: req.tools.raw})
	if err != nil {
		param := "messages"
		if errors.Is(err, ErrTemplateVar) {
			param = "chat_template_kwargs"
		}
		return badRequest(param, "%s: the chat template failed: %v", param, err)
	}
	ids, err := s.cfg.Tokenizer.Encode(text, false)
	if err != nil {
		return badRequest("messages", "messages: %v", err)
	}
	if len(ids) == 0 {
		return badRequest("messages", "messages: render to no tokens, expected at least one")
	}
	req.prompt, req.promptText = ids, text
	return nil
}

// decodeMessages checks the shape of a chat's messages: a non-empty array of objects with a known
// role and a content that is a string or an array of text parts (joined with no separator, as
// OpenAI concatenates them); an assistant's may be null when it has tool_calls. Also name, an
// assistant's tool_calls and reasoning_content, a tool message's tool_call_id.
func decodeMessages(raw json.RawMessage) ([]ChatMessage, *apiError) {
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return nil, badRequest("messages", "messages: missing, expected an array of {role, content} objects")
	}
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, badRequest("messages", "messages: got %s, expected an array of {role, content} objects", rawKind(raw))
	}
	if len(list) == 0 {
		return nil, badRequest("messages", "messages: empty, expected at least one message")
	}
	out := make([]ChatMessage, len(list))
	for i, m := range list {
		var fields map[string]json.RawMessage
		if err := json.Unmarshal(m, &fields); err != nil || fields == nil {
			return nil, badRequest("messages", "messages[%d]: got %s, expected an object with role and content", i, rawKind(m))
		}
		for k, v := range fields {
			if bytes.Equal(v, []byte("null")) {
				delete(fields, k)
			}
		}
		var role string
		if err := json.Unmarshal(fields["role"], &role); err != nil || fields["role"] == nil {
			return nil, badRequest("messages", "messages[%d].role: got %s, expected one of %s", i, rawKind(fields["role"]), strings.Join(chatRoles, ", "))
		}
		if !slices.Contains(chatRoles, role) {
			return nil, badRequest("messages", "messages[%d].role: %q, expected one of %s", i, clip([]byte(role)), strings.Join(chatRoles, ", "))
		}
		allowed := map[string]bool{"role": true, "content": true, "name": true}
		msg := ChatMessage{Role: role}
		var aerr *apiError
		if role == "assistant" {
			allowed["tool_calls"], allowed["reasoning_content"] = true, true
			if raw, ok := fields["tool_calls"]; ok {
				if msg.ToolCalls, aerr = decodeToolCalls(raw, fmt.Sprintf("messages[%d].tool_calls", i)); aerr != nil {
					return nil, aerr
				}
			}
			if aerr := stringField(fields, "reasoning_content", i, &msg.ReasoningContent); aerr != nil {
				return nil, aerr
			}
		}
		if role == "tool" {
			allowed["tool_call_id"] = true
			if aerr := stringField(fields, "tool_call_id", i, &msg.ToolCallID); aerr != nil {
				return nil, aerr
			}
		}
		if aerr := stringField(fields, "name", i, &msg.Name); aerr != nil {
			return nil, aerr
		}
		if _, ok := fields["content"]; ok || len(msg.ToolCalls) == 0 {
			if msg.Content, aerr = messageContent(fields["content"], fmt.Sprintf("messages[%d].content", i)); aerr != nil {
				return nil, aerr
			}
		}
		for _, k := range slices.Sorted(maps.Keys(fields)) {
			if !allowed[k] {
				return nil, badRequest("messages", "messages[%d].%s: not supported in a %s message, expected only %s", i, k, role, strings.Join(slices.Sorted(maps.Keys(allowed)), ", "))
			}
		}
		out[i] = msg
	}
	return out, nil
}

// stringField reads message i's field name, when present, into dst: it must be a string.
func stringField(fields map[string]json.RawMessage, name string, i int, dst *string) *apiError {
	raw, ok := fields[name]
	if !ok {
		return nil
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		return badRequest("messages", "messages[%d].%s: got %s, expected a string", i, name, rawKind(raw))
	}
	return nil
}

func messageContent(raw json.RawMessage, where string) (string, *apiError) {
	var text string
	if err := json.Unmarshal(raw, &text); err == nil && raw != nil && !bytes.Equal(raw, []byte("null")) {
		return text, nil
	}
	var parts []map[string]json.RawMessage
	if err := json.Unmarshal(raw, &parts); err != nil || raw == nil || bytes.Equal(raw, []byte("null")) {
		return "", badRequest("messages", "%s: got %s, expected a string or an array of text parts", where, rawKind(raw))
	}
	var b strings.Builder
	for j, p := range parts {
		var typ, t string
		if json.Unmarshal(p["type"], &typ) != nil || typ != "text" {
			return "", badRequest("messages", "%s[%d].type: %s, expected \"text\" (this model reads text only)", where, j, clip(p["type"]))
		}
		if err := json.Unmarshal(p["text"], &t); err != nil || p["text"] == nil {
			return "", badRequest("messages", "%s[%d].text: got %s, expected a string", where, j, rawKind(p["text"]))
		}
		b.WriteString(t)
	}
	return b.String(), nil
}

// rawKind names the JSON kind of a raw value ("missing" when absent).
func rawKind(raw json.RawMessage) string {
	if raw == nil {
		return "nothing"
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return "invalid JSON"
	}
	return jsonKind(v)
}

// parseStop reads stop: a string, or an array of strings (cut from the text) and token ids (as
// stop_token_ids). Strings need the tokenizer.
func (s *Server) parseStop(raw json.RawMessage, req *request) *apiError {
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return nil
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return badRequest("stop", "stop: %v", err)
	}
	list, ok := v.([]any)
	if !ok {
		list = []any{v}
	}
	for i, e := range list {
		switch x := e.(type) {
		case string:
			if x == "" {
				continue // OpenAI clients send "" for "no stop"
			}
			if s.cfg.Tokenizer == nil {
				return badRequest("stop", "stop[%d]: a string, but %s; send token ids (in stop or stop_token_ids)", i, noTokenizer)
			}
			if len(x) > maxStopLen {
				return badRequest("stop", "stop[%d]: %d bytes, expected at most %d", i, len(x), maxStopLen)
			}
			req.stopStrs = append(req.stopStrs, x)
		case json.Number:
			id, err := x.Int64()
			if err != nil || id < 0 || id >= int64(s.vocab) {
				return badRequest("stop", "stop[%d]: %s is not a token id, expected an integer in [0, %d)", i, x, s.vocab)
			}
			req.stopIDs = append(req.stopIDs, int32(id))
		default:
			return badRequest("stop", "stop[%d]: got %s, expected a string or a token id", i, jsonKind(e))
		}
	}
	if len(req.stopStrs) > maxStopStrings {
		return badRequest("stop", "stop: %d strings, expected at most %d", len(req.stopStrs), maxStopStrings)
	}
	return nil
}

// parseResponseFormat reads response_format: null or {"type": "text"}; {"type": "json_object"},
// which constrains the answer to a JSON object; or {"type": "json_schema", "json_schema": {"name":
// ..., "schema": {...}}}, which constrains it to a value of the schema (runtime/structured says
// which keywords it takes). Constraining happens on the host, from each step's logits, and needs a
// tokenizer that gives each token's bytes. It returns the grammar and the type's name.
func (s *Server) parseResponseFormat(raw json.RawMessage) (*structured.Grammar, string, *apiError) {
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return nil, "", nil
	}
	const want = `{"type": "text"}, {"type": "json_object"} or {"type": "json_schema", "json_schema": {"name": ..., "schema": {...}}}`
	var rf struct {
		Type       *string `json:"type"`
		JSONSchema *struct {
			Name   string          `json:"name"`
			Schema json.RawMessage `json:"schema"`
		} `json:"json_schema"`
	}
	if err := json.Unmarshal(raw, &rf); err != nil || rf.Type == nil {
		return nil, "", badRequest("response_format", "response_format: %s, expected %s", clip(raw), want)
	}
	var g *structured.Grammar
	switch *rf.Type {
	case "text":
		return nil, "", nil
	case "json_object":
		g = structured.AnyObject()
	case "json_schema":
		if rf.JSONSchema == nil || len(rf.JSONSchema.Schema) == 0 || bytes.Equal(rf.JSONSchema.Schema, []byte("null")) {
			return nil, "", badRequest("response_format", "response_format: json_schema without json_schema.schema, expected {\"type\": \"json_schema\", \"json_schema\": {\"name\": ..., \"schema\": {...}}}")
		}
		var err error
		if g, err = s.grammars.schema(rf.JSONSchema.Schema); err != nil {
			return nil, "", badRequest("response_format", "response_format: json_schema %q: %v", rf.JSONSchema.Name, err)
		}
	default:
		return nil, "", badRequest("response_format", "response_format.type: %q, expected \"text\", \"json_object\" or \"json_schema\"", clip([]byte(*rf.Type)))
	}
	if _, ok := s.cfg.Tokenizer.(ByteTokenizer); !ok {
		return nil, "", badRequest("response_format", "response_format: %s needs the model's tokenizer (each token's bytes), and %s", *rf.Type, noTokenizer)
	}
	return g, *rf.Type, nil
}

// outputsField is one of vLLM's constraints in a request: its field, the kind of constraint
// (structured_outputs' key) and its value.
type outputsField struct {
	field, key string
	v          json.RawMessage
}

// name is how messages name the constraint: the field, with structured_outputs its key.
func (o outputsField) name() string {
	if o.field == "structured_outputs" {
		return o.field + "." + o.key
	}
	return o.field
}

// constraintField is the request field a constraint's name (request.constraint) starts with.
func constraintField(name string) string {
	if i := strings.IndexAny(name, " ."); i >= 0 {
		return name[:i]
	}
	return name
}

// parseStructuredOutputs reads vLLM's constraints: structured_outputs, an object of one of json
// (a schema, or its text), regex (the answer is plain text the pattern matches whole), choice (the
// answer is one of the strings) or json_object (true); or, as vLLM took them before, guided_json,
// guided_regex or guided_choice. It returns the grammar (nil: none) and the constraint's name.
func (s *Server) parseStructuredOutputs(raw apiRequest) (*structured.Grammar, string, *apiError) {
	var set []outputsField
	for _, k := range []outputsField{{"guided_json", "json", raw.GuidedJSON}, {"guided_regex", "regex", raw.GuidedRegex},
		{"guided_choice", "choice", raw.GuidedChoice}, {"guided_grammar", "grammar", raw.GuidedGrammar}} {
		if len(k.v) > 0 && !bytes.Equal(k.v, []byte("null")) {
			set = append(set, k)
		}
	}
	if so := raw.StructuredOutputs; len(so) > 0 && !bytes.Equal(so, []byte("null")) {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(so, &m); err != nil {
			return nil, "", badRequest("structured_outputs", "structured_outputs: %s, expected an object with one of json, regex, choice or json_object", clip(so))
		}
		for _, key := range []string{"json", "regex", "choice", "json_object", "grammar", "structural_tag"} {
			if v, ok := m[key]; ok && !bytes.Equal(v, []byte("null")) && !(key == "json_object" && bytes.Equal(v, []byte("false"))) {
				set = append(set, outputsField{"structured_outputs", key, v})
			}
		}
	}
	switch {
	case len(set) == 0:
		return nil, "", nil
	case len(set) > 1:
		return nil, "", badRequest(set[1].field, "%s with %s, expected one constraint", set[1].name(), set[0].name())
	}
	k := set[0]
	name := k.name()
	if _, ok := s.cfg.Tokenizer.(ByteTokenizer); !ok {
		return nil, "", badRequest(k.field, "%s needs the model's tokenizer (each token's bytes), and %s", name, noTokenizer)
	}
	var g *structured.Grammar
	var err error
	switch k.key {
	case "json":
		schema := k.v
		var text string
		if json.Unmarshal(k.v, &text) == nil {
			schema = json.RawMessage(text) // the schema as a JSON text, as vLLM also takes it
		}
		g, err = s.grammars.schema(schema)
	case "regex":
		var pat string
		if err = json.Unmarshal(k.v, &pat); err != nil {
			return nil, "", badRequest(k.field, "%s: %s, expected a pattern string", name, clip(k.v))
		}
		g, err = s.grammars.get("regex", []byte(pat), func() (*structured.Grammar, error) { return structured.Regex(pat) })
	case "choice":
		var list []string
		if err = json.Unmarshal(k.v, &list); err != nil {
			return nil, "", badRequest(k.field, "%s: %s, expected a list of strings", name, clip(k.v))
		}
		g, err = s.grammars.get("choice", k.v, func() (*structured.Grammar, error) { return structured.Choice(list) })
	case "json_object":
		if !bytes.Equal(k.v, []byte("true")) {
			return nil, "", badRequest(k.field, "%s: %s, expected true or false", name, clip(k.v))
		}
		g = structured.AnyObject()
	default:
		return nil, "", badRequest(k.field, "%s is not supported (a grammar), expected json, regex, choice or json_object", name)
	}
	if err != nil {
		return nil, "", badRequest(k.field, "%s: %v", name, err)
	}
	return g, name, nil
}

// maxLogitBias caps logit_bias's entries.
const maxLogitBias = 1024

// parseLogitBias reads logit_bias: an object of token ids (as strings) and biases in [-100, 100]
// added to their logits, as OpenAI's.
func (s *Server) parseLogitBias(raw json.RawMessage) (map[int32]float32, *apiError) {
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return nil, nil
	}
	var m map[string]float64
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, badRequest("logit_bias", "logit_bias: got %s, expected an object of token ids and numbers", rawKind(raw))
	}
	if len(m) > maxLogitBias {
		return nil, badRequest("logit_bias", "logit_bias: %d entries, expected at most %d", len(m), maxLogitBias)
	}
	var out map[int32]float32
	for _, k := range slices.Sorted(maps.Keys(m)) {
		id, err := strconv.ParseInt(k, 10, 32)
		if err != nil || id < 0 || id >= int64(s.vocab) {
			return nil, badRequest("logit_bias", "logit_bias: key %q, expected a token id in [0, %d)", clip([]byte(k)), s.vocab)
		}
		if v := m[k]; !(v >= -100 && v <= 100) {
			return nil, badRequest("logit_bias", "logit_bias[%q]: %g, expected a value in [-100, 100]", k, v)
		}
		if m[k] != 0 {
			if out == nil {
				out = map[int32]float32{}
			}
			out[int32(id)] = float32(m[k])
		}
	}
	return out, nil
}

// parseLogprobs reads logprobs (completions: the number of alternatives, 0 to maxLogprobs; chat: a
// boolean, with top_logprobs the number of alternatives).
func parseLogprobs(raw json.RawMessage, top *int, chat bool, req *request) *apiError {
	req.logprobs = -1
	null := len(raw) == 0 || bytes.Equal(raw, []byte("null"))
	if chat {
		var on bool
		if !null {
			if err := json.Unmarshal(raw, &on); err != nil {
				return badRequest("logprobs", "logprobs: got %s, expected a boolean", rawKind(raw))
			}
		}
		if top != nil {
			if !on {
				return badRequest("top_logprobs", "top_logprobs: set without logprobs, expected logprobs: true")
			}
			if *top < 0 || *top > maxLogprobs {
				return badRequest("top_logprobs", "top_logprobs: %d, expected 0 to %d", *top, maxLogprobs)
			}
		}
		if on {
			req.logprobs = 0
			if top != nil {
				req.logprobs = *top
			}
		}
		return nil
	}
	if null {
		return nil
	}
	var k int
	if err := json.Unmarshal(raw, &k); err != nil {
		return badRequest("logprobs", "logprobs: got %s, expected an integer (alternatives per token)", rawKind(raw))
	}
	if k < 0 || k > maxLogprobs {
		return badRequest("logprobs", "logprobs: %d, expected 0 to %d", k, maxLogprobs)
	}
	req.logprobs = k
	return nil
}

// jsonError turns a decoding error into a 400 that says where in the body it happened.
func jsonError(body []byte, err error) *apiError {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case len(bytes.TrimSpace(body)) == 0:
		return badRequest("", "request body: empty, expected a JSON object")
	case errors.As(err, &se):
		line, col := position(body, se.Offset)
		return badRequest("", "request body: invalid JSON at line %d, column %d (byte %d): %v", line, col, se.Offset, err)
	case errors.As(err, &te):
		if te.Field == "" {
			return badRequest("", "request body: got a JSON %s, expected an object", te.Value)
		}
		return badRequest(te.Field, "%s: got a JSON %s, expected %s", te.Field, te.Value, goKind(te.Type))
	}
	return badRequest("", "request body: %v", err)
}

// position returns the 1-based line and column of byte offset off (as json reports it: the number
// of bytes read when the error was found).
func position(body []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(body)))
	before := body[:off]
	line = 1 + bytes.Count(before, []byte("\n"))
	col = int(off) - (bytes.LastIndexByte(before, '\n') + 1)
	return line, max(col, 1)
}

func goKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Int32:
		return "an integer"
	case reflect.Float64, reflect.Float32:
		return "a number"
	case reflect.Bool:
		return "a boolean"
	case reflect.String:
		return "a string"
	case reflect.Slice:
		return "an array of " + strings.TrimPrefix(strings.TrimPrefix(goKind(t.Elem()), "a "), "an ") + "s"
	case reflect.Struct, reflect.Map:
		return "an object"
	}
	return t.String()
}

func jsonKind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case json.Number, float64:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}

// decodeTemplateVars reads chat_template_kwargs: null or absent (none), or an object whose members
// become variables of the chat template, integers as int64 and other numbers as float64, as
// Python's json module gives them to Jinja.
func decodeTemplateVars(raw json.RawMessage) (map[string]any, *apiError) {
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, badRequest("chat_template_kwargs", "chat_template_kwargs: %v, expected an object", err)
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, badRequest("chat_template_kwargs", "chat_template_kwargs: found %s, expected an object of template variables", jsonKind(v))
	}
	for k, x := range m {
		m[k] = templateValue(x)
	}
	return m, nil
}

// templateValue turns the json.Numbers of a decoded value into int64 (integers) or float64.
func templateValue(v any) any {
	switch x := v.(type) {
	case json.Number:
		if i, err := x.Int64(); err == nil {
			return i
		}
		f, _ := x.Float64()
		return f
	case []any:
		for i := range x {
			x[i] = templateValue(x[i])
		}
	case map[string]any:
		for k := range x {
			x[k] = templateValue(x[k])
		}
	}
	return v
}
