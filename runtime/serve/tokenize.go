package serve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
)

// tokenizeRequest is the body of POST /tokenize: a prompt (text or token ids), or chat messages
// rendered as /v1/chat/completions renders them.
type tokenizeRequest struct {
	Model               *string         `json:"model"`
	Prompt              json.RawMessage `json:"prompt"`
	AddSpecialTokens    *bool           `json:"add_special_tokens"`
	Messages            json.RawMessage `json:"messages"`
	AddGenerationPrompt *bool           `json:"add_generation_prompt"`
	ChatTemplateKwargs  json.RawMessage `json:"chat_template_kwargs"`
	Tools               json.RawMessage `json:"tools"`
	ToolChoice          json.RawMessage `json:"tool_choice"`
	ReturnTokenStrs     bool            `json:"return_token_strs"`
}

// bodyHandler answers a POST whose body answer turns into a JSON answer or an error.
func bodyHandler(answer func(body []byte) (any, *apiError)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, aerr := readBody(w, r)
		if aerr == nil {
			var out any
			if out, aerr = answer(body); aerr == nil {
				writeJSON(w, http.StatusOK, out)
				return
			}
		}
		writeError(w, aerr)
	}
}

// tokenize answers POST /tokenize as vLLM does: the ids of a prompt or of a rendered chat, their
// count and the longest sequence the server takes.
func (s *Server) tokenize(body []byte) (any, *apiError) {
	var raw tokenizeRequest
	if err := json.Unmarshal(body, &raw); err != nil {
		return nil, jsonError(body, err)
	}
	if aerr := s.checkModel(raw.Model); aerr != nil {
		return nil, aerr
	}
	null := func(m json.RawMessage) bool { return len(m) == 0 || bytes.Equal(m, []byte("null")) }
	var req request
	switch {
	case null(raw.Prompt) == null(raw.Messages):
		return nil, badRequest("prompt", "prompt and messages: %s, expected exactly one of them", map[bool]string{true: "neither given", false: "both given"}[null(raw.Prompt)])
	case !null(raw.Messages):
		var aerr *apiError
		if req.tools, aerr = s.parseTools(raw.Tools, raw.ToolChoice, nil); aerr != nil {
			return nil, aerr
		}
		if aerr := s.parseMessages(raw.Messages, raw.AddGenerationPrompt, raw.ChatTemplateKwargs, &req); aerr != nil {
			return nil, aerr
		}
	default:
		var text string
		if json.Unmarshal(raw.Prompt, &text) == nil && s.cfg.Tokenizer != nil && raw.AddSpecialTokens != nil && !*raw.AddSpecialTokens {
			ids, err := s.cfg.Tokenizer.Encode(text, false)
			if err != nil {
				return nil, badRequest("prompt", "prompt: %v", err)
			}
			req.prompt = ids
		} else if aerr := s.parsePrompt(raw.Prompt, &req); aerr != nil {
			return nil, aerr
		}
	}
	out := struct {
		Count       int      `json:"count"`
		MaxModelLen int      `json:"max_model_len"`
		Tokens      []int32  `json:"tokens"`
		TokenStrs   []string `json:"token_strs,omitempty"`
	}{Count: len(req.prompt), MaxModelLen: s.cfg.MaxSeqLen, Tokens: req.prompt}
	if out.Tokens == nil {
		out.Tokens = []int32{}
	}
	if raw.ReturnTokenStrs {
		if s.cfg.Tokenizer == nil {
			return nil, badRequest("return_token_strs", "return_token_strs: %s, expected false", noTokenizer)
		}
		out.TokenStrs = make([]string, len(req.prompt))
		for i, id := range req.prompt {
			out.TokenStrs[i] = s.cfg.Tokenizer.Decode([]int32{id})
		}
	}
	return out, nil
}

// detokenize answers POST /detokenize as vLLM does: the text of token ids, special tokens left out.
func (s *Server) detokenize(body []byte) (any, *apiError) {
	var raw struct {
		Model  *string         `json:"model"`
		Tokens json.RawMessage `json:"tokens"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		return nil, jsonError(body, err)
	}
	if aerr := s.checkModel(raw.Model); aerr != nil {
		return nil, aerr
	}
	if s.cfg.Tokenizer == nil {
		return nil, badRequest("tokens", "tokens: %s, so it cannot turn ids into text", noTokenizer)
	}
	var ids []int64
	if err := json.Unmarshal(raw.Tokens, &ids); err != nil || ids == nil {
		return nil, badRequest("tokens", "tokens: got %s, expected an array of token ids", rawKind(raw.Tokens))
	}
	toks := make([]int32, len(ids))
	for i, id := range ids {
		if id < 0 || id >= int64(s.vocab) {
			return nil, badRequest("tokens", "tokens[%d]: token id %d is outside the vocabulary [0, %d)", i, id, s.vocab)
		}
		toks[i] = int32(id)
	}
	return map[string]string{"prompt": s.cfg.Tokenizer.Decode(toks)}, nil
}

// checkModel refuses a model other than the one served.
func (s *Server) checkModel(model *string) *apiError {
	if model != nil && *model != s.cfg.Model {
		return &apiError{status: http.StatusNotFound, typ: "invalid_request_error", param: "model", code: "model_not_found",
			message: fmt.Sprintf("model: %q does not exist, expected %q (the model this server serves)", *model, s.cfg.Model)}
	}
	return nil
}
