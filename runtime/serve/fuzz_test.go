package serve

import (
	"testing"
)

// FuzzParseRequest: any body is either refused with a 4xx error or yields a request the scheduler
// can run (token ids in range, positive max_tokens, sane sampling parameters). Never a panic.
func FuzzParseRequest(f *testing.F) {
	for _, s := range []string{
		`{"prompt": [1, 2, 3], "max_tokens": 4}`,
		`{"prompt": [[5]], "temperature": 0.5, "top_p": 0.9, "top_k": 3, "seed": -4, "stop_token_ids": [1]}`,
		`{"prompt": "text"}`, `{"prompt": [1.5]}`, `{"prompt": [[1], [2]]}`, `[`, `{"n": 2, "prompt": [1]}`,
		`{"prompt": [99], "max_tokens": 63, "stream": true, "stream_options": {"include_usage": true}}`,
		`{"prompt": "ab c", "stop": ["c", 3], "logprobs": 2, "echo": true, "n": 3}`,
		`{"messages": [{"role": "user", "content": "hi"}], "logprobs": true, "top_logprobs": 3}`,
		`{"messages": [{"role": "system", "content": [{"type": "text", "text": "x"}]}, {"role": "user", "content": "y", "name": "u"}]}`,
		`{"messages": [{"role": "robot", "content": "hi"}]}`, `{"messages": "hi"}`, `{"messages": [{"content": null}]}`,
		`{"messages": [{"role": "user", "content": "hi"}], "chat_template_kwargs": {"enable_thinking": false, "n": [1, {"a": 2.5e300}], "messages": 1}}`,
		`{"messages": [{"role": "user", "content": "x"}, {"role": "assistant", "content": null, "tool_calls": [{"id": "c", "type": "function", "function": {"name": "f", "arguments": "{}"}}]}, {"role": "tool", "tool_call_id": "c", "content": "r"}], "tools": [{"type": "function", "function": {"name": "f", "parameters": {"type": "object"}}}], "tool_choice": "auto", "parallel_tool_calls": false}`,
		`{"prompt": [1], "presence_penalty": 1.5, "frequency_penalty": -2, "repetition_penalty": 1.2, "logit_bias": {"3": -100}, "min_tokens": 2, "max_tokens": 4}`,
		`{"prompt": "x", "response_format": {"type": "json_object"}}`, `{"prompt": [1], "structured_outputs": {"regex": "[a-z]+\\d"}}`, `{"prompt": [1], "guided_choice": ["a", "b"]}`, `{"prompt": [1], "response_format": {"type": "json_schema", "json_schema": {"schema": {"type": "object", "properties": {"a": {"enum": [1, "b"]}}}}}}`,
		`{"messages": [{"role": "user", "content": "x"}], "tools": [{"type": "function", "function": {"name": "f"}}], "tool_choice": "required"}`,
	} {
		f.Add([]byte(s))
	}
	s := New(Config{Model: "m", Engine: newFake(vocab), MaxSeqLen: 64, Tokenizer: newFakeTok(), Tools: fakeTools{newFakeTok()}})
	f.Fuzz(func(t *testing.T, body []byte) {
		for _, chat := range []bool{false, true} {
			fuzzOne(t, s, body, chat)
		}
	})
}

func fuzzOne(t *testing.T, s *Server, body []byte, chat bool) {
	{
		req, _, aerr := s.parseRequest(body, chat)
		if aerr != nil {
			if aerr.status < 400 || aerr.status > 499 || aerr.message == "" {
				t.Fatalf("error %+v: want a 4xx with a message", aerr)
			}
			return
		}
		if len(req.prompt) == 0 || req.maxTokens < 1 || len(req.prompt)+req.maxTokens > 64 {
			t.Fatalf("accepted prompt of %d tokens with max_tokens %d", len(req.prompt), req.maxTokens)
		}
		for _, id := range append(req.prompt, req.stopIDs...) {
			if id < 0 || id >= vocab {
				t.Fatalf("accepted token id %d", id)
			}
		}
		if !(req.params.Temperature >= 0) || !(req.params.TopP > 0 && req.params.TopP <= 1) || req.params.TopK < 0 {
			t.Fatalf("accepted sampling params %+v", req.params)
		}
		if req.n < 1 || req.n > maxChoices || req.logprobs < -1 || req.logprobs > maxLogprobs || len(req.stopStrs) > maxStopStrings {
			t.Fatalf("accepted n %d, logprobs %d, %d stop strings", req.n, req.logprobs, len(req.stopStrs))
		}
		p := req.penalties
		if p.Presence < -2 || p.Presence > 2 || p.Frequency < -2 || p.Frequency > 2 || p.Repetition < 0 || p.Repetition > 2 || req.minTokens < 0 || req.minTokens > req.maxTokens {
			t.Fatalf("accepted penalties %+v, min_tokens %d", p, req.minTokens)
		}
		for id, b := range req.bias {
			if id < 0 || id >= vocab || b < -100 || b > 100 {
				t.Fatalf("accepted logit_bias %d: %g", id, b)
			}
		}
	}
}

// FuzzChatMessages: any messages value in a chat request is refused with a 4xx naming messages, or
// renders and encodes to a prompt. Never a panic.
func FuzzChatMessages(f *testing.F) {
	for _, s := range []string{
		`[{"role": "user", "content": "hi"}]`, `[]`, `null`, `"hi"`, `[{"role": "user"}]`,
		`[{"role": "system", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]}]`,
		`[{"role": "user", "content": [{"type": "image_url"}]}]`, `[{"role": 1, "content": "x"}]`,
		`[{"role": "assistant", "content": "x", "tool_calls": [{}]}]`, `[{"role": "user", "content": "\u00e9\u20ac"}]`,
	} {
		f.Add([]byte(s))
	}
	s := New(Config{Model: "m", Engine: newFake(vocab), Tokenizer: newFakeTok()})
	f.Fuzz(func(t *testing.T, msgs []byte) {
		body := append(append([]byte(`{"max_tokens": 1, "messages": `), msgs...), '}')
		req, _, aerr := s.parseRequest(body, true)
		if aerr != nil {
			if aerr.status/100 != 4 || aerr.message == "" {
				t.Fatalf("error %+v: want a 4xx with a message", aerr)
			}
			return
		}
		if len(req.prompt) == 0 || !req.chat {
			t.Fatalf("accepted messages %s with prompt %v", msgs, req.prompt)
		}
	})
}
