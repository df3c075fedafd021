package serve

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"afdc/runtime/toolcall"
)

// fakeTok is a byte-level tokenizer over the fake engine's 100 ids: 0, 1 and 2 are special (BOS,
// EOS, end of turn; they decode to nothing), every other id is one byte. The bytes include the
// pieces of a few multi-byte characters, so a character spans several tokens, as in byte-level BPE.
type fakeTok struct {
	bytes  []byte // id -> byte, for ids >= 3
	ids    map[byte]int32
	eos    []int32
	failed string // a chat message with this content makes the template fail
	drop   string // bytes TokenBytes says nothing of (a vocabulary without them)
}

const fakeBOS, fakeEOS = 0, 1

func newFakeTok() *fakeTok {
	table := "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 \n.,!?:;'\"-()<>/={}[]`" + "é€日😀"
	t := &fakeTok{ids: map[byte]int32{}}
	for i := range len(table) {
		if _, ok := t.ids[table[i]]; !ok {
			t.ids[table[i]] = int32(3 + len(t.bytes))
			t.bytes = append(t.bytes, table[i])
		}
	}
	if 3+len(t.bytes) > vocab {
		panic(fmt.Sprintf("fake tokenizer: %d ids, vocabulary %d", 3+len(t.bytes), vocab))
	}
	return t
}

func (t *fakeTok) Encode(text string, addSpecial bool) ([]int32, error) {
	var out []int32
	if addSpecial {
		out = append(out, fakeBOS)
	}
	for i := range len(text) {
		id, ok := t.ids[text[i]]
		if !ok {
			return nil, fmt.Errorf("byte %#x at %d has no token", text[i], i)
		}
		out = append(out, id)
	}
	return out, nil
}

func (t *fakeTok) Decode(ids []int32) string {
	var b []byte
	for _, id := range ids {
		if i := int(id) - 3; i >= 0 && i < len(t.bytes) {
			b = append(b, t.bytes[i])
		}
	}
	return strings.ToValidUTF8(string(b), "\uFFFD")
}

func (t *fakeTok) ApplyChatTemplate(c Chat) (string, error) {
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(c.Vars)) {
		if k == "messages" {
			return "", fmt.Errorf("chat template: variable %q is the request's own, expected another name: %w", k, ErrTemplateVar)
		}
		fmt.Fprintf(&b, "%s=%s\n", strings.ReplaceAll(k, "_", "-"), fakeVar(c.Vars[k]))
	}
	if c.Tools != nil {
		var tools []struct {
			Function struct{ Name string }
		}
		if err := json.Unmarshal(c.Tools, &tools); err != nil {
			return "", err
		}
		b.WriteString("tools:")
		for _, x := range tools {
			b.WriteString(" " + x.Function.Name)
		}
		b.WriteString("\n")
	}
	for _, m := range c.Messages {
		if t.failed != "" && m.Content == t.failed {
			return "", fmt.Errorf("template line 1: %q is not allowed", m.Content)
		}
		fmt.Fprintf(&b, "%s: %s\n", m.Role, m.Content)
		for _, call := range m.ToolCalls {
			fmt.Fprintf(&b, "call %s\n", call.Name)
		}
	}
	if c.AddGenerationPrompt {
		b.WriteString("assistant:")
	}
	return b.String(), nil
}

func (t *fakeTok) EOS() []int32 { return t.eos }

func (t *fakeTok) TokenBytes(id int32) []byte {
	if i := int(id) - 3; i >= 0 && i < len(t.bytes) && !strings.Contains(t.drop, string(t.bytes[i])) {
		return t.bytes[i : i+1]
	}
	return nil
}

func (t *fakeTok) IsSpecial(id int32) bool { return id < 3 }

// fakeVar writes a template variable in the fake tokenizer's bytes: its value and Go type.
func fakeVar(v any) string {
	switch x := v.(type) {
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = fakeVar(e)
		}
		return "list(" + strings.Join(parts, " ") + ")"
	case int64:
		return fmt.Sprintf("int(%d)", x)
	case float64:
		return fmt.Sprintf("float(%g)", x)
	}
	return fmt.Sprintf("%v", v)
}

// fakeTools reads the fake tokenizer's tool calls: "<NAME k=v k=v>" each, opened by "<", the
// arguments a JSON object of strings.
type fakeTools struct{ tok *fakeTok }

func (f fakeTools) Start() int32 { return f.tok.ids['<'] }

func (f fakeTools) Parse(ids []int32, _ []toolcall.Tool) ([]toolcall.Call, string) {
	text := f.tok.Decode(ids)
	var calls []toolcall.Call
	used := 0
	for {
		rest := strings.TrimLeft(text[used:], " \n")
		end := strings.IndexByte(rest, '>')
		if !strings.HasPrefix(rest, "<") || end < 0 {
			return calls, text[used:]
		}
		fields := strings.Fields(rest[1:end])
		if len(fields) == 0 {
			return calls, text[used:]
		}
		args := map[string]string{}
		for _, kv := range fields[1:] {
			k, v, _ := strings.Cut(kv, "=")
			args[k] = v
		}
		a, _ := json.Marshal(args)
		calls = append(calls, toolcall.Call{Name: fields[0], Arguments: string(a)})
		used = len(text) - len(rest) + end + 1
	}
}
