package tokenizer

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzEncode checks, on any input, that encoding never panics, that invalid UTF-8 is refused, that
// DeepSeek-V3's byte-level BPE round-trips every valid string, that the streaming decoder agrees
// with Decode, and that the tiny tokenizer's ids stay below its 96.
//
//	go test -run XXX -fuzz FuzzEncode -fuzztime 15s ./runtime/tokenizer
func FuzzEncode(f *testing.F) {
	for _, s := range corpus()[:300] {
		f.Add(s)
	}
	f.Add("ok\xffno")
	ds, tiny := load(f, "deepseek-v3"), load(f, "tiny")
	f.Fuzz(func(t *testing.T, s string) {
		ids, err := ds.Encode(s, true)
		if !utf8.ValidString(s) {
			if err == nil {
				t.Fatalf("Encode(%q) of invalid UTF-8 succeeded, expected an error", s)
			}
			return
		}
		if err != nil {
			t.Fatalf("Encode(%q): %v", s, err)
		}
		if len(ids) == 0 || ids[0] != ds.BOS() {
			t.Fatalf("Encode(%q, true) = %v, expected BOS first", s, ids)
		}
		ids = ids[1:]
		if got := ds.Decode(ids); got != s {
			t.Fatalf("decode(encode(%q)) = %q", s, got)
		}
		d := ds.NewStreamDecoder()
		var streamed strings.Builder
		for _, id := range ids {
			delta := d.Add(id)
			if !utf8.ValidString(delta) {
				t.Fatalf("stream delta %q is not UTF-8", delta)
			}
			streamed.WriteString(delta)
		}
		streamed.WriteString(d.Flush())
		if streamed.String() != s {
			t.Fatalf("streamed decode of %q = %q", s, streamed.String())
		}
		tids, err := tiny.Encode(s, false)
		if err != nil {
			t.Fatalf("tiny Encode(%q): %v", s, err)
		}
		for _, id := range tids {
			if id < 0 || id >= 96 {
				t.Fatalf("tiny Encode(%q) gave id %d, expected < 96", s, id)
			}
		}
		_ = tiny.Decode(tids)
	})
}

// FuzzChatTemplate renders any JSON list of messages with both templates: no panic, and for
// DeepSeek-V3 every user message appears after its role marker.
//
//	go test -run XXX -fuzz FuzzChatTemplate -fuzztime 15s ./runtime/tokenizer
func FuzzChatTemplate(f *testing.F) {
	var cases []chatCase
	mustReadJSON("../../scripts/tokenizer/chat_cases.json", &cases)
	for _, c := range cases {
		data, _ := json.Marshal(c.Messages)
		f.Add(data, c.AddGenerationPrompt)
	}
	f.Add([]byte(`[{"role":"user","content":"{{ bos_token }}{% if %}"}]`), true)
	f.Add([]byte(`[{"role":"assistant","tool_calls":[{"type":"function","function":{"name":"f","arguments":"{"}}]}]`), false)
	ds, tiny := load(f, "deepseek-v3"), load(f, "tiny")
	f.Fuzz(func(t *testing.T, data []byte, gen bool) {
		var msgs []Message
		if json.Unmarshal(data, &msgs) != nil {
			return
		}
		out, err := ds.ApplyChatTemplate(msgs, gen)
		if err == nil {
			for _, m := range msgs {
				if m.Role == "user" && !strings.Contains(out, "<｜User｜>"+m.Content) {
					t.Fatalf("render of %s lacks user message %q:\n%s", data, m.Content, out)
				}
			}
			if _, err := ds.Encode(out, false); err != nil && utf8.ValidString(out) {
				t.Fatalf("Encode(render): %v", err)
			}
		}
		if out, err := tiny.ApplyChatTemplate(msgs, gen); err == nil {
			_, _ = tiny.Encode(out, false)
		}
	})
}
