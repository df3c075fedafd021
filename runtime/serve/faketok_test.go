package serve

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// fakeTok is a byte-level tokenizer over the fake engine's 100 ids: 0, 1 and 2 are special (BOS,
// EOS, end of turn; they decode to nothing), every other id is one byte. The bytes include the
// pieces of a few multi-byte characters, so a character spans several tokens, as in byte-level BPE.
type fakeTok struct {
	bytes  []byte // id -> byte, for ids >= 3
	ids    map[byte]int32
	eos    []int32
	failed string // a chat message with this content makes the template fail
}

const fakeBOS, fakeEOS = 0, 1

func newFakeTok() *fakeTok {
	table := "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 \n.,!?:;'\"-()<>/=" + "é€日😀"
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

func (t *fakeTok) ApplyChatTemplate(msgs []ChatMessage, gen bool, vars map[string]any) (string, error) {
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(vars)) {
		if k == "messages" {
			return "", fmt.Errorf("chat template: variable %q is the request's own, expected another name: %w", k, ErrTemplateVar)
		}
		fmt.Fprintf(&b, "%s=%s\n", strings.ReplaceAll(k, "_", "-"), fakeVar(vars[k]))
	}
	for _, m := range msgs {
		if t.failed != "" && m.Content == t.failed {
			return "", fmt.Errorf("template line 1: %q is not allowed", m.Content)
		}
		fmt.Fprintf(&b, "%s: %s\n", m.Role, m.Content)
	}
	if gen {
		b.WriteString("assistant:")
	}
	return b.String(), nil
}

func (t *fakeTok) EOS() []int32 { return t.eos }

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
