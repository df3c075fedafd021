package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"afdc/runtime"
)

// rowEngine is the fake engine with each logits row edited by row(pos, logits), where pos is the
// position of the token the row predicts: how the tests script outputs and inject bad numbers.
type rowEngine struct {
	*fakeEngine
	row func(pos int, logits []float32)
}

func (e rowEngine) Step(ctx context.Context, seqs []runtime.SeqStep) ([][]float32, error) {
	out, err := e.fakeEngine.Step(ctx, seqs)
	if err != nil {
		return nil, err
	}
	for i, s := range seqs {
		e.row(s.Past+len(s.Tokens), out[i])
	}
	return out, nil
}

// script makes the token at position pos be toks[pos % len(toks)].
func script(toks []int32) func(int, []float32) {
	return func(pos int, row []float32) { row[toks[pos%len(toks)]] = 100 }
}

// scripted returns a harness whose greedy output, after a prompt of p tokens, is text's tokens
// from position p on (text repeats).
func scripted(t *testing.T, cfg Config, text string) (*harness, *fakeTok) {
	t.Helper()
	tok := newFakeTok()
	ids, err := tok.Encode(text, false)
	if err != nil {
		t.Fatal(err)
	}
	eng := newFake(vocab)
	cfg.Engine = rowEngine{eng, script(ids)}
	cfg.Tokenizer = tok
	return newHarness(t, cfg, eng, true), tok
}

// apiResp is a completion or chat response (or chunk) as a client reads it.
type apiResp struct {
	ID      string `json:"id"`
	Object  string `json:"object"`
	Choices []struct {
		Index   int     `json:"index"`
		Text    *string `json:"text"`
		Message *struct {
			Role             string         `json:"role"`
			Content          string         `json:"content"`
			ReasoningContent *string        `json:"reasoning_content"`
			ToolCalls        []toolCallJSON `json:"tool_calls"`
		} `json:"message"`
		Delta *struct {
			Role             string         `json:"role"`
			Content          *string        `json:"content"`
			ReasoningContent *string        `json:"reasoning_content"`
			ToolCalls        []toolCallJSON `json:"tool_calls"`
		} `json:"delta"`
		TokenIDs     []int32         `json:"token_ids"`
		Logprobs     json.RawMessage `json:"logprobs"`
		FinishReason *string         `json:"finish_reason"`
		Logits       []json.RawMessage
	} `json:"choices"`
	Usage *usage `json:"usage"`
	Error *struct {
		Message string `json:"message"`
		Type    string `json:"type"`
	} `json:"error"`
}

func (h *harness) do(path, body string) (int, apiResp, http.Header) {
	h.t.Helper()
	resp, err := http.Post(h.ts.URL+path, "application/json", strings.NewReader(body))
	if err != nil {
		h.t.Fatalf("POST %s: %v", path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var r apiResp
	if err := json.Unmarshal(b, &r); err != nil {
		h.t.Fatalf("POST %s %s: status %d, body %q is not JSON: %v", path, body, resp.StatusCode, b, err)
	}
	return resp.StatusCode, r, resp.Header
}

// events posts a streaming request and returns its data events, decoded, up to [DONE].
func (h *harness) events(path, body string) []apiResp {
	h.t.Helper()
	resp, err := http.Post(h.ts.URL+path, "application/json", strings.NewReader(body))
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		b, _ := io.ReadAll(resp.Body)
		h.t.Fatalf("stream %s: status %d: %s", body, resp.StatusCode, b)
	}
	var out []apiResp
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<20)
	done := false
	for sc.Scan() {
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok {
			continue
		}
		if data == "[DONE]" {
			done = true
			continue
		}
		if done {
			h.t.Fatalf("event after [DONE]: %s", data)
		}
		var r apiResp
		if err := json.Unmarshal([]byte(data), &r); err != nil {
			h.t.Fatalf("event %q: %v", data, err)
		}
		out = append(out, r)
	}
	if !done {
		h.t.Fatalf("stream %s ended without [DONE]", body)
	}
	return out
}

// TestTextCompletion: a text prompt is encoded with BOS; the answer's text is the decoded tokens.
func TestTextCompletion(t *testing.T) {
	tok := newFakeTok()
	h := newHarness(t, Config{Tokenizer: tok}, newFake(vocab), true)
	code, r, _ := h.do("/v1/completions", `{"prompt": "Hello, world", "max_tokens": 9, "temperature": 0}`)
	if code != 200 {
		t.Fatalf("status %d: %+v", code, r.Error)
	}
	prompt, _ := tok.Encode("Hello, world", true)
	want := greedyChain(prompt, 9, vocab)
	c := r.Choices[0]
	if d := cmp.Diff(want, c.TokenIDs); d != "" {
		t.Errorf("tokens (-want +got):\n%s", d)
	}
	if c.Text == nil || *c.Text != tok.Decode(want) {
		t.Errorf("text %v, want %q", c.Text, tok.Decode(want))
	}
	if r.Usage.PromptTokens != len(prompt) || prompt[0] != fakeBOS {
		t.Errorf("prompt tokens %d, want %d with BOS", r.Usage.PromptTokens, len(prompt))
	}
	// ["text"] is the same prompt.
	_, r2, _ := h.do("/v1/completions", `{"prompt": ["Hello, world"], "max_tokens": 9, "temperature": 0}`)
	if d := cmp.Diff(want, r2.Choices[0].TokenIDs); d != "" {
		t.Errorf("[text] tokens (-want +got):\n%s", d)
	}
}

// TestChat: messages go through the chat template, encoded without added special tokens; the
// answer is an assistant message; the stream's deltas add up to the same message.
func TestChat(t *testing.T) {
	tok := newFakeTok()
	h := newHarness(t, Config{Tokenizer: tok, Model: "tiny"}, newFake(vocab), true)
	body := `{"model": "tiny", "messages": [{"role": "system", "content": "Be brief."}, {"role": "user", "content": [{"type": "text", "text": "Hi "}, {"type": "text", "text": "there"}]}], "max_tokens": 12, "temperature": 0}`
	code, r, _ := h.do("/v1/chat/completions", body)
	if code != 200 {
		t.Fatalf("status %d: %+v", code, r.Error)
	}
	text, _ := tok.ApplyChatTemplate(Chat{Messages: []ChatMessage{{Role: "system", Content: "Be brief."}, {Role: "user", Content: "Hi there"}}, AddGenerationPrompt: true})
	prompt, _ := tok.Encode(text, false)
	want := greedyChain(prompt, 12, vocab)
	if !strings.HasPrefix(r.ID, "chatcmpl-") || r.Object != "chat.completion" {
		t.Errorf("id %q object %q, want chatcmpl-... and chat.completion", r.ID, r.Object)
	}
	c := r.Choices[0]
	if c.Message == nil || c.Message.Role != "assistant" || c.Message.Content != tok.Decode(want) || c.Text != nil {
		t.Errorf("message %+v text %v, want assistant %q and no text", c.Message, c.Text, tok.Decode(want))
	}
	if d := cmp.Diff(want, c.TokenIDs); d != "" {
		t.Errorf("tokens (-want +got):\n%s", d)
	}
	if *r.Usage != (usage{PromptTokens: len(prompt), CompletionTokens: 12, TotalTokens: len(prompt) + 12}) {
		t.Errorf("usage %+v", r.Usage)
	}

	evs := h.events("/v1/chat/completions", strings.Replace(body, `"temperature": 0`, `"temperature": 0, "stream": true, "stream_options": {"include_usage": true}`, 1))
	var content string
	var toks []int32
	for i, e := range evs[:len(evs)-1] {
		if e.Object != "chat.completion.chunk" || len(e.Choices) != 1 || e.Choices[0].Delta == nil {
			t.Fatalf("event %d: %+v, want a chat.completion.chunk with a delta", i, e)
		}
		d := e.Choices[0].Delta
		if (i == 0) != (d.Role == "assistant") {
			t.Errorf("event %d: role %q; want assistant on the first event only", i, d.Role)
		}
		if d.Content != nil {
			content += *d.Content
		}
		toks = append(toks, e.Choices[0].TokenIDs...)
		if last := i == len(evs)-2; (e.Choices[0].FinishReason != nil) != last {
			t.Errorf("event %d: finish_reason %v, want it on the last choice event only", i, e.Choices[0].FinishReason)
		}
	}
	if content != c.Message.Content || !slices.Equal(toks, want) {
		t.Errorf("stream: content %q tokens %v, want %q %v", content, toks, c.Message.Content, want)
	}
	if u := evs[len(evs)-1]; u.Usage == nil || *u.Usage != *r.Usage || len(u.Choices) != 0 {
		t.Errorf("usage event %+v, want usage %+v and no choices", u, r.Usage)
	}

	// add_generation_prompt false leaves the assistant's opening out.
	h2 := newHarness(t, Config{Tokenizer: tok}, newFake(vocab), true)
	_, r, _ = h2.do("/v1/chat/completions", `{"messages": [{"role": "user", "content": "x"}], "add_generation_prompt": false, "max_tokens": 1}`)
	if r.Usage == nil || r.Usage.PromptTokens != len("user: x\n") {
		t.Errorf("usage %+v: want %d prompt tokens", r.Usage, len("user: x\n"))
	}
}

// TestStopStrings: the text ends before the first stop string, the finish reason is stop, the
// sequence stops generating, and a stream never shows any part of the stop string.
func TestStopStrings(t *testing.T) {
	const out = "abc, def. gh"
	for _, stream := range []bool{false, true} {
		t.Run(fmt.Sprint("stream=", stream), func(t *testing.T) {
			h, _ := scripted(t, Config{}, "xx"+out)
			// Step 15 waits for the answer, so the test sees whether the sequence stops after it
			// however fast the scheduler runs.
			answered := make(chan struct{})
			h.eng.mu.Lock()
			h.eng.hook = func(_ context.Context, n int) {
				if n == 15 {
					<-answered
				}
			}
			h.eng.mu.Unlock()
			body := fmt.Sprintf(`{"prompt": "x", "max_tokens": 40, "temperature": 0, "stop": ["zz", ". g", "ef."], "stream": %v}`, stream)
			var text, finish string
			var ntok int
			if stream {
				for _, e := range h.events("/v1/completions", body) {
					for _, c := range e.Choices {
						text += *c.Text
						ntok += len(c.TokenIDs)
						if strings.Contains(text, "e") && strings.HasSuffix(text, "ef") {
							t.Errorf("stream sent %q: the start of a stop string", text)
						}
						if c.FinishReason != nil {
							finish = *c.FinishReason
						}
					}
				}
			} else {
				code, r, _ := h.do("/v1/completions", body)
				if code != 200 {
					t.Fatalf("%d %+v", code, r.Error)
				}
				text, finish, ntok = *r.Choices[0].Text, *r.Choices[0].FinishReason, len(r.Choices[0].TokenIDs)
			}
			close(answered)
			if text != "abc, d" || finish != "stop" {
				t.Errorf("text %q finish %q, want %q stop", text, finish, "abc, d")
			}
			if ntok != len("abc, def.") {
				t.Errorf("%d tokens, want %d (up to the end of the stop string)", ntok, len("abc, def."))
			}
			waitFor(t, "the stopped sequence released", func() bool { return h.eng.live() == 0 })
			if n := len(h.eng.recorded()); n >= 40 {
				t.Errorf("%d steps: the sequence ran on after its stop string", n)
			}
		})
	}
}

// TestStopIDsAndEOS: stop may hold token ids; the tokenizer's EOS ends a choice unless ignore_eos;
// a stop token is in token_ids but not in the text.
func TestStopIDsAndEOS(t *testing.T) {
	h, tok := scripted(t, Config{}, "xxabcdefgh")
	c := tok.ids['e']
	code, r, _ := h.do("/v1/completions", fmt.Sprintf(`{"prompt": "x", "max_tokens": 20, "temperature": 0, "stop": [%d]}`, c))
	if code != 200 || *r.Choices[0].Text != "abcd" || *r.Choices[0].FinishReason != "stop" || len(r.Choices[0].TokenIDs) != 5 {
		t.Errorf("stop id: %d %q %v, want abcd, stop, 5 tokens", code, *r.Choices[0].Text, r.Choices[0].TokenIDs)
	}
	tok.eos = []int32{tok.ids['c']}
	_, r, _ = h.do("/v1/completions", `{"prompt": "x", "max_tokens": 20, "temperature": 0}`)
	if *r.Choices[0].Text != "ab" || *r.Choices[0].FinishReason != "stop" {
		t.Errorf("eos: %q %s, want ab stop", *r.Choices[0].Text, *r.Choices[0].FinishReason)
	}
	_, r, _ = h.do("/v1/completions", `{"prompt": "x", "max_tokens": 5, "temperature": 0, "ignore_eos": true}`)
	if *r.Choices[0].Text != "abcde" || *r.Choices[0].FinishReason != "length" {
		t.Errorf("ignore_eos: %q %s, want abcde length", *r.Choices[0].Text, *r.Choices[0].FinishReason)
	}

	// The model's own EOS ids (Config.EOS: its config's eos_token_id list) end a choice as the
	// tokenizer's does, in token ids too, and ignore_eos lifts them; ids past the vocabulary are
	// left out.
	h, tok = scripted(t, Config{EOS: []int32{vocab + 5}}, "xxabcdefgh")
	h2, _ := scripted(t, Config{EOS: []int32{tok.ids['d'], tok.ids['f'], tok.ids['d']}}, "xxabcdefgh")
	_, r, _ = h.do("/v1/completions", `{"prompt": "x", "max_tokens": 5, "temperature": 0}`)
	if *r.Choices[0].Text != "abcde" || *r.Choices[0].FinishReason != "length" {
		t.Errorf("an EOS past the vocabulary: %q %s, want abcde length", *r.Choices[0].Text, *r.Choices[0].FinishReason)
	}
	_, r, _ = h2.do("/v1/completions", `{"prompt": "x", "max_tokens": 20, "temperature": 0}`)
	if *r.Choices[0].Text != "abc" || *r.Choices[0].FinishReason != "stop" || len(r.Choices[0].TokenIDs) != 4 {
		t.Errorf("model EOS: %q %s %v, want abc, stop, 4 tokens", *r.Choices[0].Text, *r.Choices[0].FinishReason, r.Choices[0].TokenIDs)
	}
	_, r, _ = h2.do("/v1/completions", `{"prompt": "x", "max_tokens": 5, "temperature": 0, "ignore_eos": true}`)
	if *r.Choices[0].Text != "abcde" || *r.Choices[0].FinishReason != "length" {
		t.Errorf("model EOS, ignore_eos: %q %s, want abcde length", *r.Choices[0].Text, *r.Choices[0].FinishReason)
	}
}

// TestStreamNeverSplitsCharacters: characters whose bytes are separate tokens arrive whole.
func TestStreamNeverSplitsCharacters(t *testing.T) {
	const out = "a€b😀日é!"
	h, _ := scripted(t, Config{}, "xx"+out)
	var text string
	n := 0
	for _, e := range h.events("/v1/completions", fmt.Sprintf(`{"prompt": "x", "max_tokens": %d, "temperature": 0, "stream": true}`, len(out))) {
		for _, c := range e.Choices {
			if !utf8.ValidString(*c.Text) || strings.ContainsRune(*c.Text, utf8.RuneError) {
				t.Errorf("event text %q splits a character", *c.Text)
			}
			text += *c.Text
			n += len(c.TokenIDs)
		}
	}
	if text != out || n != len(out) {
		t.Errorf("text %q from %d tokens, want %q from %d", text, n, out, len(out))
	}
}

// TestDetokFlush: a stream that ends inside a character still returns its bytes, as U+FFFD.
func TestDetokFlush(t *testing.T) {
	tok := newFakeTok()
	d := &detok{tk: tok}
	ids, _ := tok.Encode("a€", false)
	var got string
	for _, id := range ids[:len(ids)-1] {
		got += d.add(id)
	}
	if got != "a" {
		t.Errorf("before the last byte: %q, want a", got)
	}
	if f := d.flush(); f != "\uFFFD" {
		t.Errorf("flush %q, want U+FFFD", f)
	}
}

func logSoftmax(row []float32) []float64 {
	m := math.Inf(-1)
	for _, v := range row {
		m = max(m, float64(v))
	}
	var s float64
	for _, v := range row {
		s += math.Exp(float64(v) - m)
	}
	out := make([]float64, len(row))
	for i, v := range row {
		out[i] = float64(v) - m - math.Log(s)
	}
	return out
}

// TestLogprobs: completions report tokens, token_logprobs, top_logprobs and text_offset; chat
// reports content entries; the numbers are the log-softmax of the logits.
func TestLogprobs(t *testing.T) {
	tok := newFakeTok()
	h := newHarness(t, Config{Tokenizer: tok}, newFake(vocab), true)
	prompt := []int32{5, 6, 7}
	code, r, _ := h.do("/v1/completions", `{"prompt": [5, 6, 7], "max_tokens": 4, "temperature": 0, "logprobs": 3}`)
	if code != 200 {
		t.Fatalf("%d %+v", code, r.Error)
	}
	var lp struct {
		Tokens        []string
		TokenLogprobs []float64            `json:"token_logprobs"`
		TopLogprobs   []map[string]float64 `json:"top_logprobs"`
		TextOffset    []int                `json:"text_offset"`
	}
	if err := json.Unmarshal(r.Choices[0].Logprobs, &lp); err != nil {
		t.Fatalf("logprobs %s: %v", r.Choices[0].Logprobs, err)
	}
	hist := slices.Clone(prompt)
	off := 0
	for i, id := range r.Choices[0].TokenIDs {
		ls := logSoftmax(fakeLogits(hist, vocab))
		if math.Abs(lp.TokenLogprobs[i]-ls[id]) > 1e-9 || lp.Tokens[i] != tok.Decode([]int32{id}) || lp.TextOffset[i] != off {
			t.Errorf("token %d: %q %v offset %d, want %q %v offset %d", i, lp.Tokens[i], lp.TokenLogprobs[i], lp.TextOffset[i], tok.Decode([]int32{id}), ls[id], off)
		}
		if len(lp.TopLogprobs[i]) == 0 || len(lp.TopLogprobs[i]) > 3 {
			t.Errorf("token %d: %d alternatives, want 1 to 3 (texts may coincide)", i, len(lp.TopLogprobs[i]))
		}
		best := slices.Max(ls)
		if got, ok := lp.TopLogprobs[i][lp.Tokens[i]]; !ok || math.Abs(got-best) > 1e-9 {
			t.Errorf("token %d: greedy token %q not the top alternative with %v: %v", i, lp.Tokens[i], best, lp.TopLogprobs[i])
		}
		off += len(tok.Decode([]int32{id}))
		hist = append(hist, id)
	}

	// A stream reports the same logprobs, with offsets into the whole text.
	var soff []int
	var slp []float64
	for _, e := range h.events("/v1/completions", `{"prompt": [5, 6, 7], "max_tokens": 4, "temperature": 0, "logprobs": 3, "stream": true}`) {
		var l struct {
			TokenLogprobs []float64 `json:"token_logprobs"`
			TextOffset    []int     `json:"text_offset"`
		}
		if err := json.Unmarshal(e.Choices[0].Logprobs, &l); err != nil {
			t.Fatalf("stream logprobs %s: %v", e.Choices[0].Logprobs, err)
		}
		soff, slp = append(soff, l.TextOffset...), append(slp, l.TokenLogprobs...)
	}
	if !slices.Equal(soff, lp.TextOffset) || !slices.Equal(slp, lp.TokenLogprobs) {
		t.Errorf("stream logprobs %v offsets %v, want %v %v", slp, soff, lp.TokenLogprobs, lp.TextOffset)
	}

	code, r, _ = h.do("/v1/chat/completions", `{"messages": [{"role": "user", "content": "hi"}], "max_tokens": 3, "temperature": 0, "logprobs": true, "top_logprobs": 2}`)
	if code != 200 {
		t.Fatalf("%d %+v", code, r.Error)
	}
	var clp struct {
		Content []struct {
			Token       string
			Logprob     float64
			Bytes       []int
			TopLogprobs []struct {
				Token   string
				Logprob float64
			} `json:"top_logprobs"`
		}
	}
	if err := json.Unmarshal(r.Choices[0].Logprobs, &clp); err != nil || len(clp.Content) != 3 {
		t.Fatalf("chat logprobs %s: %v", r.Choices[0].Logprobs, err)
	}
	for i, e := range clp.Content {
		if len(e.TopLogprobs) != 2 || e.TopLogprobs[0].Logprob < e.TopLogprobs[1].Logprob || e.Logprob != e.TopLogprobs[0].Logprob || len(e.Bytes) != len(e.Token) {
			t.Errorf("content[%d] = %+v: want 2 alternatives, best first, the greedy token's logprob the best, bytes of the token", i, e)
		}
	}
	// Without logprobs the field is null.
	_, r, _ = h.do("/v1/completions", `{"prompt": [1], "max_tokens": 1}`)
	if string(r.Choices[0].Logprobs) != "null" {
		t.Errorf("logprobs without asking: %s", r.Choices[0].Logprobs)
	}
}

// TestLogprobsOf checks the top-k selection against a sort, ties to the lower id, and -Inf.
func TestLogprobsOf(t *testing.T) {
	row := []float32{1, 3, float32(math.Inf(-1)), 3, 2, 0.5}
	got := logprobsOf(row, 2, 4)
	if got.logprob != minLogprob {
		t.Errorf("logprob of a -Inf logit %v, want %v", got.logprob, minLogprob)
	}
	var ids []int32
	for _, a := range got.top {
		ids = append(ids, a.id)
	}
	if d := cmp.Diff([]int32{1, 3, 4, 0}, ids); d != "" {
		t.Errorf("top ids (-want +got):\n%s", d)
	}
}

// TestN: n choices, each its own sequence and index; with a seed, choice 0 is what n=1 gives and
// the choices differ; greedy choices agree.
func TestN(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), true)
	code, r, _ := h.do("/v1/completions", `{"prompt": [1, 2], "max_tokens": 8, "n": 3, "seed": 11}`)
	if code != 200 || len(r.Choices) != 3 {
		t.Fatalf("%d %d choices", code, len(r.Choices))
	}
	for i, c := range r.Choices {
		if c.Index != i || len(c.TokenIDs) != 8 {
			t.Errorf("choice %d: index %d, %d tokens", i, c.Index, len(c.TokenIDs))
		}
	}
	if slices.Equal(r.Choices[0].TokenIDs, r.Choices[1].TokenIDs) && slices.Equal(r.Choices[1].TokenIDs, r.Choices[2].TokenIDs) {
		t.Errorf("3 sampled choices are equal: %v", r.Choices[0].TokenIDs)
	}
	if r.Usage.CompletionTokens != 24 {
		t.Errorf("usage %+v, want 24 completion tokens", r.Usage)
	}
	_, one, _ := h.do("/v1/completions", `{"prompt": [1, 2], "max_tokens": 8, "seed": 11}`)
	if !slices.Equal(one.Choices[0].TokenIDs, r.Choices[0].TokenIDs) {
		t.Errorf("n=1 %v, n=3 choice 0 %v: want equal", one.Choices[0].TokenIDs, r.Choices[0].TokenIDs)
	}
	// Streaming with n: every choice's tokens arrive under its index.
	got := map[int][]int32{}
	for _, e := range h.events("/v1/completions", `{"prompt": [1, 2], "max_tokens": 8, "n": 3, "seed": 11, "stream": true}`) {
		for _, c := range e.Choices {
			got[c.Index] = append(got[c.Index], c.TokenIDs...)
		}
	}
	for i, c := range r.Choices {
		if !slices.Equal(got[i], c.TokenIDs) {
			t.Errorf("stream choice %d %v, want %v", i, got[i], c.TokenIDs)
		}
	}
}

// TestEcho: the prompt comes back in front of the text and the token ids.
func TestEcho(t *testing.T) {
	tok := newFakeTok()
	h := newHarness(t, Config{Tokenizer: tok}, newFake(vocab), true)
	_, r, _ := h.do("/v1/completions", `{"prompt": "abc", "max_tokens": 3, "temperature": 0, "echo": true}`)
	prompt, _ := tok.Encode("abc", true)
	gen := greedyChain(prompt, 3, vocab)
	if *r.Choices[0].Text != "abc"+tok.Decode(gen) || !slices.Equal(r.Choices[0].TokenIDs, append(prompt, gen...)) {
		t.Errorf("echo: %q %v", *r.Choices[0].Text, r.Choices[0].TokenIDs)
	}
	if r.Usage.CompletionTokens != 3 {
		t.Errorf("usage %+v: echo must not count as completion", r.Usage)
	}
	var text string
	for _, e := range h.events("/v1/completions", `{"prompt": "abc", "max_tokens": 3, "temperature": 0, "echo": true, "stream": true}`) {
		text += *e.Choices[0].Text
	}
	if text != *r.Choices[0].Text {
		t.Errorf("stream echo %q, want %q", text, *r.Choices[0].Text)
	}
}

// TestNonFiniteLogits: a NaN or +Inf logit fails its request with a 500 that says so (it used to
// be a 200 with an empty body); -Inf logits are fine, and return_logits writes them as null, in
// responses and in streams (where the logits used to vanish).
func TestNonFiniteLogits(t *testing.T) {
	for _, bad := range []float32{float32(math.NaN()), float32(math.Inf(1))} {
		eng := newFake(vocab)
		h := newHarness(t, Config{Engine: rowEngine{eng, func(pos int, row []float32) { row[7] = bad }}}, eng, true)
		for _, stream := range []bool{false, true} {
			code, r, _ := h.do("/v1/completions", fmt.Sprintf(`{"prompt": [1], "max_tokens": 3, "return_logits": true, "stream": %v}`, stream))
			if code != 500 || r.Error == nil || !strings.Contains(r.Error.Message, "non-finite logit") || !strings.Contains(r.Error.Message, "vocabulary index 7") {
				t.Errorf("logit %v, stream %v: %d %+v, want 500 naming the logit", bad, stream, code, r.Error)
			}
		}
		waitFor(t, "failed sequences released", func() bool { return eng.live() == 0 })
	}
	eng := newFake(vocab)
	h := newHarness(t, Config{Engine: rowEngine{eng, func(pos int, row []float32) { row[9] = float32(math.Inf(-1)) }}}, eng, true)
	code, r, _ := h.do("/v1/completions", `{"prompt": [1], "max_tokens": 3, "return_logits": true, "logprobs": 1}`)
	if code != 200 || len(r.Choices[0].Logits) != 3 {
		t.Fatalf("-Inf logits: %d %+v", code, r)
	}
	var row []*float64
	if err := json.Unmarshal(r.Choices[0].Logits[0], &row); err != nil || len(row) != vocab || row[9] != nil || row[8] == nil {
		t.Errorf("logits row %s: want %d numbers with null at 9 (%v)", r.Choices[0].Logits[0], vocab, err)
	}
	var n int
	for _, e := range h.events("/v1/completions", `{"prompt": [1], "max_tokens": 3, "return_logits": true, "stream": true}`) {
		for _, c := range e.Choices {
			n += len(c.Logits)
			if len(c.Logits) != len(c.TokenIDs) {
				t.Errorf("stream event: %d logits rows for %d tokens", len(c.Logits), len(c.TokenIDs))
			}
		}
	}
	if n != 3 {
		t.Errorf("stream: %d logits rows, want 3", n)
	}
}

// TestAPIKey: with an API key, /v1/ paths need it as a Bearer token; probes and metrics do not.
func TestAPIKey(t *testing.T) {
	h := newHarness(t, Config{APIKey: "sesame"}, newFake(vocab), true)
	for _, auth := range []string{"", "Bearer nope", "sesame", "Basic sesame"} {
		req, _ := http.NewRequest("POST", h.ts.URL+"/v1/completions", strings.NewReader(`{"prompt": [1]}`))
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 401 || !strings.Contains(string(b), "invalid_api_key") || resp.Header.Get("WWW-Authenticate") != "Bearer" {
			t.Errorf("Authorization %q: %d %s, want 401 invalid_api_key", auth, resp.StatusCode, b)
		}
	}
	req, _ := http.NewRequest("GET", h.ts.URL+"/v1/models", nil)
	req.Header.Set("Authorization", "Bearer sesame")
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Errorf("with the key: %v %v", resp.StatusCode, err)
	}
	resp.Body.Close()
	for _, p := range []string{"/health", "/ready", "/metrics"} {
		if code, _ := h.get(p); code != 200 {
			t.Errorf("%s without a key: %d, want 200", p, code)
		}
	}
}

// TestDrain: after Drain new requests get 503 with Retry-After and /ready says draining while
// /health stays ok; the running request completes; the channel closes when it has.
func TestDrain(t *testing.T) {
	eng := newFake(vocab)
	gate := make(chan struct{})
	eng.hook = func(_ context.Context, n int) {
		if n == 2 {
			<-gate
		}
	}
	h := newHarness(t, Config{}, eng, true)
	type res struct {
		code int
		toks []int32
	}
	done := make(chan res, 1)
	go func() {
		code, r, _ := h.do("/v1/completions", `{"prompt": [4, 5], "max_tokens": 6, "temperature": 0}`)
		var toks []int32
		if len(r.Choices) > 0 {
			toks = r.Choices[0].TokenIDs
		}
		done <- res{code, toks}
	}()
	waitFor(t, "the request running", func() bool { return len(eng.recorded()) >= 3 })
	drained := h.s.Drain()
	code, r, hdr := h.do("/v1/completions", `{"prompt": [1]}`)
	if code != 503 || hdr.Get("Retry-After") == "" || !strings.Contains(r.Error.Message, "draining") {
		t.Errorf("request while draining: %d Retry-After %q %+v", code, hdr.Get("Retry-After"), r.Error)
	}
	if code, b := h.get("/ready"); code != 503 || !strings.Contains(string(b), "draining") {
		t.Errorf("/ready while draining: %d %s", code, b)
	}
	if code, _ := h.get("/health"); code != 200 {
		t.Errorf("/health while draining: %d, want 200", code)
	}
	select {
	case <-drained:
		t.Fatal("drained with a request running")
	default:
	}
	close(gate)
	got := <-done
	if got.code != 200 || !slices.Equal(got.toks, greedyChain([]int32{4, 5}, 6, vocab)) {
		t.Errorf("running request: %d %v, want 200 and its greedy tokens", got.code, got.toks)
	}
	<-drained
}

// TestStallMakesUnhealthy: an engine step that runs longer than StallTimeout (an FFN rank that
// stopped answering) turns /health and /ready to 503 until it returns.
func TestStallMakesUnhealthy(t *testing.T) {
	eng := newFake(vocab)
	gate := make(chan struct{})
	eng.hook = func(_ context.Context, n int) {
		if n == 0 {
			<-gate
		}
	}
	h := newHarness(t, Config{StallTimeout: 20 * 1e6}, eng, true)
	done := make(chan int, 1)
	go func() { code, _ := h.post("/v1/completions", `{"prompt": [1], "max_tokens": 2}`); done <- code }()
	waitFor(t, "/health 503", func() bool { code, _ := h.get("/health"); return code == 503 })
	if code, b := h.get("/ready"); code != 503 || !strings.Contains(string(b), "the FFN rank is not answering") {
		t.Errorf("/ready in a stalled step: %d %s", code, b)
	}
	close(gate)
	if code := <-done; code != 200 {
		t.Errorf("request after the stall: %d", code)
	}
	if code, _ := h.get("/health"); code != 200 {
		t.Errorf("/health after the stall: %d", code)
	}
}

// TestRequestLog: one log line per request at its end, with its id, tokens, latency and outcome.
func TestRequestLog(t *testing.T) {
	var buf bytes.Buffer
	var mu sync.Mutex
	log := slog.New(slog.NewJSONHandler(&lockedWriter{&mu, &buf}, nil))
	h := newHarness(t, Config{Logger: log}, newFake(vocab), true)
	h.complete(`{"prompt": [1, 2, 3], "max_tokens": 4}`)
	h.post("/v1/completions", `{"prompt": []}`)
	mu.Lock()
	defer mu.Unlock()
	var lines []map[string]any
	for l := range strings.Lines(buf.String()) {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("log line %q: %v", l, err)
		}
		if m["msg"] == "request" {
			lines = append(lines, m)
		}
	}
	if len(lines) != 2 {
		t.Fatalf("%d request lines, want 2:\n%s", len(lines), buf.String())
	}
	ok, bad := lines[0], lines[1]
	if !strings.HasPrefix(fmt.Sprint(ok["id"]), "cmpl-") || ok["prompt_tokens"] != 3.0 || ok["completion_tokens"] != 4.0 || ok["outcome"] != "length" || ok["status"] != 200.0 || ok["seconds"] == nil {
		t.Errorf("line of a completed request: %v", ok)
	}
	if bad["outcome"] != "rejected" || bad["status"] != 400.0 || !strings.Contains(fmt.Sprint(bad["err"]), "prompt: empty") {
		t.Errorf("line of a rejected request: %v", bad)
	}
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

// TestLatencyMetrics: TTFT, inter-token latency, prompt tokens and outcomes are counted.
func TestLatencyMetrics(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), true)
	h.complete(`{"prompt": [1, 2], "max_tokens": 5}`)
	h.complete(`{"prompt": [3], "max_tokens": 2}`)
	_, b := h.get("/metrics")
	for _, want := range []string{
		"afdc_time_to_first_token_seconds_count 2",
		"afdc_inter_token_latency_seconds_count 5",
		"afdc_prompt_tokens_total 3",
		"afdc_request_seconds_count 2",
		`afdc_request_outcomes_total{outcome="length"} 2`,
		"go_goroutines ",
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
}

// TestMalformedRequests: requests a client gets wrong, on both endpoints with a tokenizer, each
// answered with a 4xx that names the field; the server serves on. (TestBadRequests has more for
// the token-id API.)
func TestMalformedRequests(t *testing.T) {
	tok := newFakeTok()
	tok.failed = "break the template"
	h := newHarness(t, Config{Tokenizer: tok, MaxSeqLen: 64}, newFake(vocab), true)
	const C, X = "/v1/completions", "/v1/chat/completions"
	msg := `"messages": [{"role": "user", "content": "hi"}]`
	tests := []struct {
		path, body string
		status     int
		want       string
	}{
		{C, `{"prompt": "héllo ~"}`, 400, "prompt: byte 0x7e at 7 has no token"},
		{C, `{"prompt": ""}`, 400, "prompt: empty, expected some text"},
		{C, `{"prompt": ["a", [1]]}`, 400, "a batch of 2 prompts mixing text and token ids"},
		{C, `{"prompt": ["a", "~"]}`, 400, "prompt[1]: byte 0x7e at 0 has no token"},
		{C, `{"prompt": "a", "logprobs": true}`, 400, "logprobs: got a boolean, expected an integer"},
		{C, `{"prompt": "a", "logprobs": 21}`, 400, "logprobs: 21, expected 0 to 20"},
		{C, `{"prompt": "a", "logprobs": 1, "echo": true}`, 400, "echo: with logprobs is not supported"},
		{C, `{"prompt": "a", "stream_options": {"include_usage": true}}`, 400, "stream_options: set without stream"},
		{C, `{"prompt": "a", "stop": {"x": 1}}`, 400, "stop[0]: got an object, expected a string or a token id"},
		{C, `{"prompt": "a", "stop": [1.5]}`, 400, "stop[0]: 1.5 is not a token id"},
		{C, `{"prompt": "a", "stop": [100]}`, 400, "stop[0]: 100 is not a token id, expected an integer in [0, 100)"},
		{C, `{"prompt": "a", "stop": ["` + strings.Repeat("a", 257) + `"]}`, 400, "stop[0]: 257 bytes, expected at most 256"},
		{C, `{"prompt": "a", "stop": ["1","2","3","4","5","6","7","8","9","10","11","12","13","14","15","16","17"]}`, 400, "stop: 17 strings, expected at most 16"},
		{C, `{"prompt": "a", "n": 0}`, 400, "n: 0, expected 1 to 16"},
		{C, `{"prompt": "a", "best_of": 3}`, 400, "best_of: 3 is not supported"},
		{C, `{"prompt": "a", "presence_penalty": 2.5}`, 400, "presence_penalty: 2.5, expected a value in [-2, 2]"},
		{C, `{"prompt": "a", "frequency_penalty": -3}`, 400, "frequency_penalty: -3, expected a value in [-2, 2]"},
		{C, `{"prompt": "a", "repetition_penalty": 0}`, 400, "repetition_penalty: 0, expected a value in (0, 2]"},
		{C, `{"prompt": "a", "logit_bias": {"5": 101}}`, 400, "expected a value in [-100, 100]"},
		{C, `{"prompt": "a", "suffix": "z"}`, 400, "suffix"},
		{C, `{` + msg + `}`, 400, "messages: a field of /v1/chat/completions, not of /v1/completions"},
		{X, `{"prompt": "a"}`, 400, "prompt: a field of /v1/completions, not of /v1/chat/completions"},
		{X, `{"messages": [{"role": "user", "content": "a"}], "echo": true}`, 400, "echo: a field of /v1/completions"},
		{X, `{}`, 400, "messages: missing, expected an array of {role, content} objects"},
		{X, `{"messages": []}`, 400, "messages: empty, expected at least one message"},
		{X, `{"messages": "hi"}`, 400, "messages: got a string, expected an array"},
		{X, `{"messages": ["hi"]}`, 400, "messages[0]: got a string, expected an object with role and content"},
		{X, `{"messages": [{"content": "hi"}]}`, 400, "messages[0].role: got nothing, expected one of system, developer, user, assistant, tool"},
		{X, `{"messages": [{"role": "robot", "content": "hi"}]}`, 400, `messages[0].role: "robot", expected one of`},
		{X, `{"messages": [{"role": "user"}]}`, 400, "messages[0].content: got nothing, expected a string or an array of text parts"},
		{X, `{"messages": [{"role": "user", "content": 5}]}`, 400, "messages[0].content: got a number"},
		{X, `{"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "x"}}]}]}`, 400, `messages[0].content[0].type: "image_url", expected "text"`},
		{X, `{"messages": [{"role": "user", "content": [{"type": "text"}]}]}`, 400, "messages[0].content[0].text: got nothing, expected a string"},
		{X, `{"messages": [{"role": "user", "content": "hi", "tool_calls": []}]}`, 400, "messages[0].tool_calls: not supported in a user message"},
		{X, `{"messages": [{"role": "user", "content": "break the template"}]}`, 400, `messages: the chat template failed: template line 1`},
		{X, `{"messages": [{"role": "user", "content": "~"}]}`, 400, "messages: byte 0x7e"},
		{X, `{` + msg + `, "logprobs": 2}`, 400, "logprobs: got a number, expected a boolean"},
		{X, `{` + msg + `, "top_logprobs": 2}`, 400, "top_logprobs: set without logprobs"},
		{X, `{` + msg + `, "logprobs": true, "top_logprobs": 30}`, 400, "top_logprobs: 30, expected 0 to 20"},
		{X, `{` + msg + `, "max_tokens": 5, "max_completion_tokens": 6}`, 400, "max_completion_tokens: 6 and max_tokens 5 differ"},
		{X, `{` + msg + `, "max_completion_tokens": 60}`, 400, "exceeds the maximum sequence length 64"},
		{X, `{` + msg + `, "tools": [{"type": "function"}]}`, 400, "tools[0].function: missing"},
		{X, `{` + msg + `, "tools": [{"type": "function", "function": {"name": "f"}}]}`, 400, "tools: this server does not read tool calls"},
		{X, `{` + msg + `, "response_format": {"type": "json_schema"}}`, 400, "json_schema without json_schema.schema"},
		{X, `{` + msg + `, "model": "other"}`, 404, `model: "other" does not exist`},
		{X, `{` + msg + `, "temperature": "hot"}`, 400, "temperature: got a JSON string, expected a number"},
		{X, `{"messages": [{"role": "user", "content": "hi"}]`, 400, "invalid JSON"},
	}
	for _, tt := range tests {
		code, r, _ := h.do(tt.path, tt.body)
		if code != tt.status || r.Error == nil || !strings.Contains(r.Error.Message, tt.want) {
			t.Errorf("POST %s %s: %d %+v, want %d with %q", tt.path, tt.body, code, r.Error, tt.status, tt.want)
		}
	}
	if n := len(h.eng.recorded()); n != 0 {
		t.Errorf("malformed requests reached the engine: %d steps", n)
	}
	// Accepted: the defaults of the unsupported fields, and the same fields done right.
	for _, body := range []string{
		`{"prompt": "a", "best_of": 1, "suffix": null, "presence_penalty": 0, "logit_bias": {}, "stop": "", "max_tokens": 2}`,
		`{` + msg + `, "tools": null, "tool_choice": "none", "response_format": {"type": "text"}, "max_tokens": 2, "logprobs": false}`,
	} {
		path := C
		if strings.Contains(body, "messages") {
			path = X
		}
		if code, r, _ := h.do(path, body); code != 200 {
			t.Errorf("POST %s %s: %d %+v, want 200", path, body, code, r.Error)
		}
	}
}

// TestChatDefaultMaxTokens: a chat without max_tokens generates to the end of what the context and
// the KV cache hold (it used to ask for more than the cache and get a 400).
func TestChatDefaultMaxTokens(t *testing.T) {
	tok := newFakeTok()
	h := newHarness(t, Config{Tokenizer: tok, KVBlocks: 4, KVBlockSize: 16}, newFake(vocab), true)
	code, r, _ := h.do("/v1/chat/completions", `{"messages": [{"role": "user", "content": "hi"}], "temperature": 0}`)
	if code != 200 {
		t.Fatalf("%d %+v", code, r.Error)
	}
	if u := r.Usage; u.TotalTokens != 64 || *r.Choices[0].FinishReason != "length" {
		t.Errorf("usage %+v, finish %s: want the 64 tokens of the cache, then length", u, *r.Choices[0].FinishReason)
	}
}

// TestStreamClientLeaves: a client that leaves mid-stream stops its sequence and is counted as
// cancelled, not as a failure.
func TestStreamClientLeaves(t *testing.T) {
	h := newHarness(t, Config{}, newFake(vocab), true)
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "POST", h.ts.URL+"/v1/completions", strings.NewReader(`{"prompt": [1], "max_tokens": 100000, "stream": true}`))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() && !strings.HasPrefix(sc.Text(), "data: ") {
	}
	cancel()
	resp.Body.Close()
	waitFor(t, "the sequence released", func() bool { return len(h.eng.releasedIDs()) == 1 && h.eng.live() == 0 })
	waitFor(t, "the request counted", func() bool {
		_, b := h.get("/metrics")
		return strings.Contains(string(b), `afdc_request_outcomes_total{outcome="cancelled"} 1`) &&
			strings.Contains(string(b), `afdc_requests_total{code="client_closed"} 1`) && !strings.Contains(string(b), `outcome="failed"`)
	})
}

// TestChatTemplateKwargs: chat_template_kwargs reach the chat template as variables, integers as
// int64 and other numbers as float64 (as Python's json gives them to Jinja); anything but an
// object, a variable the template may not take, or the field on /v1/completions is a 400 naming it.
func TestChatTemplateKwargs(t *testing.T) {
	tok := newFakeTok()
	h := newHarness(t, Config{Tokenizer: tok, Model: "tiny"}, newFake(vocab), true)
	code, r, _ := h.do("/v1/chat/completions", `{"messages": [{"role": "user", "content": "x"}], "max_tokens": 1,
		"chat_template_kwargs": {"enable_thinking": false, "n": 3, "f": 0.5, "xs": [1, 2.5]}}`)
	if code != 200 {
		t.Fatalf("status %d: %+v", code, r.Error)
	}
	text, err := tok.ApplyChatTemplate(Chat{Messages: []ChatMessage{{Role: "user", Content: "x"}}, AddGenerationPrompt: true,
		Vars: map[string]any{"enable_thinking": false, "n": int64(3), "f": 0.5, "xs": []any{int64(1), 2.5}}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Usage == nil || r.Usage.PromptTokens != len(text) {
		t.Errorf("usage %+v: want the %d prompt tokens of %q", r.Usage, len(text), text)
	}
	for _, tc := range []struct{ path, body, param, want string }{
		{"/v1/chat/completions", `{"messages": [{"role": "user", "content": "x"}], "chat_template_kwargs": [1]}`,
			"chat_template_kwargs", "chat_template_kwargs: found an array, expected an object of template variables"},
		{"/v1/chat/completions", `{"messages": [{"role": "user", "content": "x"}], "chat_template_kwargs": {"messages": []}}`,
			"chat_template_kwargs", `chat_template_kwargs: the chat template failed: chat template: variable "messages" is the request's own`},
		{"/v1/completions", `{"prompt": "x", "chat_template_kwargs": {"a": 1}}`,
			"chat_template_kwargs", "chat_template_kwargs: a field of /v1/chat/completions, not of /v1/completions"},
	} {
		code, b := h.post(tc.path, tc.body)
		r := decode(t, b)
		if code != 400 || r.Error == nil || r.Error.Param == nil || *r.Error.Param != tc.param || !strings.Contains(r.Error.Message, tc.want) {
			t.Errorf("%s %s: status %d, %s; want 400 naming %s: %q", tc.path, tc.body, code, b, tc.param, tc.want)
		}
	}
}

// TestThink: with Config.Think a chat answer's reasoning goes to reasoning_content and the rest to
// content, split at the end token (whose text is in neither); the answer reasons when it opens with
// the start token or when the prompt ends inside a reasoning block (DeepSeek-R1's template); a
// stream's deltas add up to the same parts; without Think, or an answer that does not open its
// reasoning, all is content.
func TestThink(t *testing.T) {
	const prompt = "user: x\nassistant:" // the fake template's rendering of one user message "x"
	for _, tc := range []struct {
		name, content, out string
		maxTokens          int
		think              bool
		reasoning          *string // nil: no reasoning_content
		answer             string
	}{
		{"off", "x", "(hm)ok", 6, false, nil, "(hm)ok"},
		{"opens its reasoning", "x", "(hm)ok", 6, true, ptr("hm"), "ok"},
		{"prompt ends inside it", "x(", "hm)ok", 5, true, ptr("hm"), "ok"},
		{"still reasoning at max_tokens", "x", "(hmmmm)ok", 4, true, ptr("hmm"), ""},
		{"no reasoning", "x", "ok(no)", 6, true, nil, "ok(no)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pad := strings.Repeat("-", len(prompt)+len(tc.content)-1)
			cfg := Config{}
			if tc.think {
				tok := newFakeTok()
				cfg.Think = &ThinkTokens{Start: tok.ids['('], End: tok.ids[')']}
			}
			h, _ := scripted(t, cfg, pad+tc.out)
			body := fmt.Sprintf(`{"messages": [{"role": "user", "content": %q}], "max_tokens": %d, "temperature": 0}`, tc.content, tc.maxTokens)
			code, r, _ := h.do("/v1/chat/completions", body)
			if code != 200 {
				t.Fatalf("status %d: %+v", code, r.Error)
			}
			m := r.Choices[0].Message
			if m.Content != tc.answer || !reflect.DeepEqual(m.ReasoningContent, tc.reasoning) || len(r.Choices[0].TokenIDs) != tc.maxTokens {
				t.Errorf("content %q reasoning %v, %d tokens; want %q, %v, %d", m.Content, deref(m.ReasoningContent), len(r.Choices[0].TokenIDs), tc.answer, deref(tc.reasoning), tc.maxTokens)
			}
			var reasoning, content string
			for _, e := range h.events("/v1/chat/completions", strings.Replace(body, `"temperature": 0`, `"temperature": 0, "stream": true`, 1)) {
				if d := e.Choices[0].Delta; d != nil {
					reasoning += deref(d.ReasoningContent)
					content += deref(d.Content)
				}
			}
			if content != tc.answer || reasoning != deref(tc.reasoning) {
				t.Errorf("stream: content %q reasoning %q; want %q, %q", content, reasoning, tc.answer, deref(tc.reasoning))
			}
		})
	}
}

func ptr(s string) *string { return &s }

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// TestBatchPrompts: a completions request with a batch of prompts answers each as its own request
// would, choice i·n + j being prompt i's j-th (with seed, the same tokens as that prompt alone),
// echo adding each choice's own prompt; usage counts every prompt once; a stream carries the same
// choices by index.
func TestBatchPrompts(t *testing.T) {
	eng := newFake(vocab)
	h := newHarness(t, Config{}, eng, true)
	prompts := [][]int32{{1, 2, 3}, {4}, {5, 6}}
	const n = 2
	body := `{"prompt": [[1, 2, 3], [4], [5, 6]], "n": 2, "max_tokens": 5, "seed": 7, "echo": true, "stream_options": null}`
	code, r, _ := h.do("/v1/completions", body)
	if code != 200 || len(r.Choices) != len(prompts)*n {
		t.Fatalf("%d %+v: want %d choices", code, r.Error, len(prompts)*n)
	}
	for i, p := range prompts {
		_, alone, _ := h.do("/v1/completions", fmt.Sprintf(`{"prompt": %s, "n": 2, "max_tokens": 5, "seed": 7}`, jsonIDs(p)))
		for j := range n {
			ch := r.Choices[i*n+j]
			if ch.Index != i*n+j {
				t.Errorf("choice %d has index %d", i*n+j, ch.Index)
			}
			want := append(append([]int32(nil), p...), alone.Choices[j].TokenIDs...)
			if diff := cmp.Diff(want, ch.TokenIDs); diff != "" {
				t.Errorf("prompt %d, choice %d (echo, then the tokens of the prompt alone) (-want +got):\n%s", i, j, diff)
			}
		}
	}
	if r.Usage == nil || r.Usage.PromptTokens != 6 || r.Usage.CompletionTokens != 30 {
		t.Errorf("usage %+v, want 6 prompt tokens and 30 completion tokens", r.Usage)
	}
	got := map[int][]int32{}
	for _, e := range h.events("/v1/completions", strings.Replace(body, `"stream_options": null`, `"stream": true`, 1)) {
		for _, ch := range e.Choices {
			got[ch.Index] = append(got[ch.Index], ch.TokenIDs...)
		}
	}
	for k, ch := range r.Choices {
		if diff := cmp.Diff(ch.TokenIDs, got[k]); diff != "" {
			t.Errorf("stream, choice %d (-response +stream):\n%s", k, diff)
		}
	}
}
