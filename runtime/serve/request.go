package serve

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"net/http"
	"reflect"
	"slices"
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
	// retryAfter, when positive, is sent as the Retry-After header (seconds): the request may
	// succeed later (the admission queue was full).
	retryAfter int
}

func (e *apiError) Error() string { return e.message }

func badRequest(param, format string, args ...any) *apiError {
	return &apiError{status: http.StatusBadRequest, typ: "invalid_request_error", param: param, message: fmt.Sprintf(format, args...)}
}

func unavailable(format string, args ...any) *apiError {
	return &apiError{status: http.StatusServiceUnavailable, typ: "server_error", message: fmt.Sprintf(format, args...)}
}

// completionRequest is the decoded body of POST /v1/completions. Pointers distinguish "absent"
// (take the default) from a given value.
type completionRequest struct {
	Model         *string         `json:"model"`
	Prompt        json.RawMessage `json:"prompt"`
	MaxTokens     *int            `json:"max_tokens"`
	Temperature   *float64        `json:"temperature"`
	TopP          *float64        `json:"top_p"`
	TopK          *int            `json:"top_k"`
	Seed          *int64          `json:"seed"`
	StopTokenIDs  []int           `json:"stop_token_ids"`
	Stream        bool            `json:"stream"`
	StreamOptions *struct {
		IncludeUsage bool `json:"include_usage"`
	} `json:"stream_options"`
	User *string `json:"user"`
	// ReturnLogits (an afdc extension) returns, per generated token, the fp32 logits it was sampled
	// from: what the tests use to check a split deployment against the monolithic reference.
	ReturnLogits bool `json:"return_logits"`
}

// request is a validated completion request with defaults applied.
type request struct {
	prompt       []int32
	maxTokens    int
	params       sampler.Params
	seed         *int64
	stop         []int32
	stream       bool
	includeUsage bool
	returnLogits bool
}

// unsupported lists OpenAI fields this server does not implement, with the values that mean "off".
// A request that sets one to anything else is refused rather than silently answered differently.
var unsupported = map[string]struct {
	defaults []any // decoded JSON values (numbers as float64) that are accepted
	why      string
}{
	"n":                 {[]any{nil, 1.0}, "expected 1 (one choice per request)"},
	"best_of":           {[]any{nil, 1.0}, "expected 1"},
	"echo":              {[]any{nil, false}, "expected false"},
	"logprobs":          {[]any{nil}, "logprobs are not supported, expected null"},
	"suffix":            {[]any{nil, ""}, "expected null"},
	"stop":              {[]any{nil, "", []any{}}, "this model has no tokenizer; use stop_token_ids"},
	"presence_penalty":  {[]any{nil, 0.0}, "penalties are not supported, expected 0"},
	"frequency_penalty": {[]any{nil, 0.0}, "penalties are not supported, expected 0"},
	"logit_bias":        {[]any{nil, map[string]any{}}, "logit_bias is not supported, expected null"},
}

// known lists the fields completionRequest decodes; other unknown fields are ignored (clients add
// their own) but logged.
var known = func() map[string]bool {
	m := map[string]bool{}
	t := reflect.TypeFor[completionRequest]()
	for i := range t.NumField() {
		m[strings.Split(t.Field(i).Tag.Get("json"), ",")[0]] = true
	}
	return m
}()

// parseRequest decodes and validates a completion request body. ignored returns the unknown fields.
func (s *Server) parseRequest(body []byte) (req request, ignored []string, aerr *apiError) {
	var raw completionRequest
	if err := json.Unmarshal(body, &raw); err != nil {
		return req, nil, jsonError(body, err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(body, &fields); err != nil {
		return req, nil, jsonError(body, err) // unreachable after the decode above; kept for safety
	}
	for _, name := range slices.Sorted(maps.Keys(fields)) {
		if u, ok := unsupported[name]; ok {
			var v any
			_ = json.Unmarshal(fields[name], &v) // valid JSON: the whole body decoded
			if !slices.ContainsFunc(u.defaults, func(d any) bool { return reflect.DeepEqual(d, v) }) {
				return req, nil, badRequest(name, "%s: %s is not supported: %s", name, fields[name], u.why)
			}
			continue
		}
		if !known[name] {
			ignored = append(ignored, name)
		}
	}

	if raw.Model != nil && *raw.Model != s.cfg.Model {
		return req, nil, &apiError{status: http.StatusNotFound, typ: "invalid_request_error", param: "model", code: "model_not_found",
			message: fmt.Sprintf("model: %q does not exist, expected %q (the model this server serves)", *raw.Model, s.cfg.Model)}
	}
	prompt, aerr := parsePrompt(raw.Prompt, s.vocab)
	if aerr != nil {
		return req, nil, aerr
	}
	req.prompt = prompt

	req.maxTokens = 16
	if raw.MaxTokens != nil {
		req.maxTokens = *raw.MaxTokens
	}
	if req.maxTokens < 1 {
		return req, nil, badRequest("max_tokens", "max_tokens: %d, expected at least 1", req.maxTokens)
	}
	if s.cfg.MaxSeqLen > 0 && len(req.prompt)+req.maxTokens > s.cfg.MaxSeqLen {
		return req, nil, badRequest("max_tokens", "prompt tokens %d + max_tokens %d = %d exceeds the maximum sequence length %d, expected at most %d",
			len(req.prompt), req.maxTokens, len(req.prompt)+req.maxTokens, s.cfg.MaxSeqLen, s.cfg.MaxSeqLen)
	}

	temp := 1.0
	if raw.Temperature != nil {
		temp = *raw.Temperature
	}
	if temp < 0 {
		return req, nil, badRequest("temperature", "temperature: %g, expected >= 0 (0 = greedy)", temp)
	}
	topP := 1.0
	if raw.TopP != nil {
		topP = *raw.TopP
	}
	if !(topP > 0 && topP <= 1) {
		return req, nil, badRequest("top_p", "top_p: %g, expected a value in (0, 1]", topP)
	}
	topK := 0
	if raw.TopK != nil {
		topK = *raw.TopK
	}
	if topK < 0 {
		return req, nil, badRequest("top_k", "top_k: %d, expected >= 0 (0 = off)", topK)
	}
	req.params = sampler.Params{Temperature: float32(temp), TopP: float32(topP), TopK: topK}
	if req.params.TopP == 0 {
		// A positive top_p below float32's range would read as 0, which the sampler takes as "off";
		// the smallest positive float32 keeps the meaning: only the most probable token.
		req.params.TopP = math.SmallestNonzeroFloat32
	}
	req.seed = raw.Seed
	if s.kvTokens > 0 && len(req.prompt)+req.maxTokens > s.kvTokens {
		return req, nil, badRequest("max_tokens", "prompt tokens %d + max_tokens %d = %d exceeds the whole KV cache (%d blocks of %d tokens), expected at most %d",
			len(req.prompt), req.maxTokens, len(req.prompt)+req.maxTokens, s.alloc.NumBlocks(), s.alloc.BlockSize(), s.kvTokens)
	}

	for i, id := range raw.StopTokenIDs {
		if id < 0 || id >= s.vocab {
			return req, nil, badRequest("stop_token_ids", "stop_token_ids[%d]: token id %d is outside the vocabulary [0, %d)", i, id, s.vocab)
		}
		req.stop = append(req.stop, int32(id))
	}
	req.stream = raw.Stream
	req.includeUsage = raw.StreamOptions != nil && raw.StreamOptions.IncludeUsage
	req.returnLogits = raw.ReturnLogits
	return req, ignored, nil
}

// parsePrompt accepts [ids] or [[ids]] (a batch of exactly one prompt).
func parsePrompt(raw json.RawMessage, vocab int) ([]int32, *apiError) {
	const noTokenizer = "this model has no tokenizer; send token ids"
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return nil, badRequest("prompt", "prompt: missing, expected an array of token ids")
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, badRequest("prompt", "prompt: %v", err)
	}
	where := "prompt"
	switch x := v.(type) {
	case string:
		return nil, badRequest("prompt", "prompt: got a string; %s", noTokenizer)
	case []any:
		if len(x) > 0 {
			if _, ok := x[0].([]any); ok {
				if len(x) != 1 {
					return nil, badRequest("prompt", "prompt: a batch of %d prompts, expected exactly one per request", len(x))
				}
				v, where = x[0], "prompt[0]"
			}
		}
	}
	list, ok := v.([]any)
	if !ok {
		return nil, badRequest("prompt", "%s: got %s, expected an array of token ids", where, jsonKind(v))
	}
	if len(list) == 0 {
		return nil, badRequest("prompt", "%s: empty, expected at least one token id", where)
	}
	ids := make([]int32, len(list))
	for i, e := range list {
		n, ok := e.(json.Number)
		if !ok {
			if _, isStr := e.(string); isStr {
				return nil, badRequest("prompt", "%s[%d]: got a string; %s", where, i, noTokenizer)
			}
			return nil, badRequest("prompt", "%s[%d]: got %s, expected a token id (an integer)", where, i, jsonKind(e))
		}
		id, err := n.Int64()
		if err != nil {
			return nil, badRequest("prompt", "%s[%d]: %s is not a token id, expected an integer in [0, %d)", where, i, n, vocab)
		}
		if id < 0 || id >= int64(vocab) {
			return nil, badRequest("prompt", "%s[%d]: token id %d is outside the vocabulary [0, %d)", where, i, id, vocab)
		}
		ids[i] = int32(id)
	}
	return ids, nil
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
