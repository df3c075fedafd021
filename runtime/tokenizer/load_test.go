package tokenizer

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// tinyFiles returns the tiny tokenizer's two files as generic JSON, for tests to break.
func tinyFiles(t *testing.T) (tok, cfg map[string]any) {
	t.Helper()
	for name, dst := range map[string]*map[string]any{"tokenizer.json": &tok, "tokenizer_config.json": &cfg} {
		data, err := os.ReadFile(filepath.Join(testdata, "tiny", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, dst); err != nil {
			t.Fatal(err)
		}
	}
	return tok, cfg
}

// template is a TemplateProcessing post-processor whose single template holds parts in order: "A"
// and "B" are sequences, anything else a special token ("<s>" has id 0, "<bad>" an id past the
// vocab, others none).
var template = func(parts ...any) map[string]any {
	single := []any{}
	for _, p := range parts {
		if p == "A" || p == "B" {
			single = append(single, map[string]any{"Sequence": map[string]any{"id": p, "type_id": 0}})
		} else {
			single = append(single, map[string]any{"SpecialToken": map[string]any{"id": p, "type_id": 0}})
		}
	}
	return map[string]any{"type": "TemplateProcessing", "single": single, "pair": []any{}, "special_tokens": map[string]any{
		"<s>":   map[string]any{"id": "<s>", "ids": []any{0}, "tokens": []any{"<s>"}},
		"<bad>": map[string]any{"id": "<bad>", "ids": []any{99999}, "tokens": []any{"<bad>"}},
	}}
}

func TestLoadErrors(t *testing.T) {
	model := func(tok map[string]any) map[string]any { return tok["model"].(map[string]any) }
	for _, tc := range []struct {
		name   string
		break_ func(tok, cfg map[string]any)
		want   string
	}{
		{"normalizer", func(tok, _ map[string]any) { tok["normalizer"] = map[string]any{"type": "NFKC"} },
			`tokenizer.json: normalizer: type "NFKC" is not supported, expected null or a Sequence of none`},
		{"normalizer in sequence", func(tok, _ map[string]any) {
			tok["normalizer"] = map[string]any{"type": "Sequence", "normalizers": []any{map[string]any{"type": "Lowercase"}}}
		}, `tokenizer.json: normalizer.normalizers[0]: type "Lowercase" is not supported, expected null or a Sequence of none`},
		{"pre-tokenizer type", func(tok, _ map[string]any) { tok["pre_tokenizer"] = map[string]any{"type": "Metaspace"} },
			`tokenizer.json: pre_tokenizer: type "Metaspace" is not supported, expected Sequence, Split or ByteLevel`},
		{"no pre-tokenizer", func(tok, _ map[string]any) { tok["pre_tokenizer"] = nil },
			`tokenizer.json: pre_tokenizer: null, expected a ByteLevel pre-tokenizer (alone or last in a Sequence)`},
		{"split behavior", func(tok, _ map[string]any) {
			tok["pre_tokenizer"].(map[string]any)["pretokenizers"].([]any)[0].(map[string]any)["behavior"] = "Removed"
		}, `tokenizer.json: pre_tokenizer.pretokenizers[0]: Split behavior "Removed" is not supported, expected "Isolated"`},
		{"split pattern", func(tok, _ map[string]any) {
			tok["pre_tokenizer"].(map[string]any)["pretokenizers"].([]any)[0].(map[string]any)["pattern"] = map[string]any{"Regex": "(["}
		}, `tokenizer.json: pre_tokenizer.pretokenizers[0]: pattern "([": error parsing regexp: unterminated [] set in ` + "`([`"},
		{"byte level not last", func(tok, _ map[string]any) {
			p := tok["pre_tokenizer"].(map[string]any)
			steps := p["pretokenizers"].([]any)
			p["pretokenizers"] = []any{steps[1], steps[0]}
		}, `tokenizer.json: pre_tokenizer.pretokenizers[0]: ByteLevel before other steps, expected it last`},
		{"prefix space", func(tok, _ map[string]any) {
			tok["pre_tokenizer"].(map[string]any)["pretokenizers"].([]any)[1].(map[string]any)["add_prefix_space"] = true
		}, `tokenizer.json: pre_tokenizer.pretokenizers[1]: ByteLevel add_prefix_space true is not supported, expected false`},
		{"decoder", func(tok, _ map[string]any) { tok["decoder"] = map[string]any{"type": "Metaspace"} },
			`tokenizer.json: decoder: type "Metaspace" is not supported, expected ByteLevel`},
		{"post-processor", func(tok, _ map[string]any) { tok["post_processor"] = map[string]any{"type": "BertProcessing"} },
			`tokenizer.json: post_processor: type "BertProcessing" is not supported, expected null, ByteLevel, TemplateProcessing or a Sequence of them`},
		{"template without the text", func(tok, _ map[string]any) { tok["post_processor"] = template("<s>") },
			`tokenizer.json: post_processor: single has no sequence A, expected the text's place in it`},
		{"template of a pair", func(tok, _ map[string]any) { tok["post_processor"] = template("<s>", "A", "B") },
			`tokenizer.json: post_processor: single[2]: sequence "B", expected sequence A once`},
		{"template token without ids", func(tok, _ map[string]any) { tok["post_processor"] = template("<|user|>", "A") },
			`tokenizer.json: post_processor: single[0]: special token "<|user|>" has no ids in special_tokens, expected them there`},
		{"template id past the vocab", func(tok, _ map[string]any) { tok["post_processor"] = template("<bad>", "A") },
			`tokenizer.json: post_processor: special token id 99999 is not a token, expected an id of the vocab or added_tokens`},
		{"two templates", func(tok, _ map[string]any) {
			tok["post_processor"] = map[string]any{"type": "Sequence", "processors": []any{template("<s>", "A"), template("A", "<s>")}}
		}, `tokenizer.json: post_processor.processors[1]: a second TemplateProcessing, expected at most one`},
		{"processor in a sequence", func(tok, _ map[string]any) {
			tok["post_processor"] = map[string]any{"type": "Sequence", "processors": []any{map[string]any{"type": "RobertaProcessing"}}}
		}, `tokenizer.json: post_processor.processors[0]: type "RobertaProcessing" is not supported, expected null, ByteLevel, TemplateProcessing or a Sequence of them`},
		{"model type", func(tok, _ map[string]any) { model(tok)["type"] = "WordPiece" },
			`tokenizer.json: model: type "WordPiece" is not supported, expected "BPE"`},
		{"byte fallback", func(tok, _ map[string]any) { model(tok)["byte_fallback"] = true },
			`tokenizer.json: model: byte_fallback true is not supported, expected false`},
		{"merge part", func(tok, _ map[string]any) { model(tok)["merges"].([]any)[1] = "h é" },
			`tokenizer.json: model: merges[1]: "h" + "é": a part or the result is not in the vocab, expected all three there`},
		{"merge form", func(tok, _ map[string]any) { model(tok)["merges"].([]any)[1] = "he" },
			`tokenizer.json: model: merges[1]: "he", expected two tokens separated by one space`},
		{"unk", func(tok, _ map[string]any) { model(tok)["unk_token"] = "<nope>" },
			`tokenizer.json: model: unk_token "<nope>" is not in the vocab, expected it there`},
		{"added id", func(tok, _ map[string]any) { tok["added_tokens"].([]any)[1].(map[string]any)["id"] = 0 },
			`tokenizer.json: added_tokens[1]: id 0 is taken by "<s>", expected each id once`},
		{"added content", func(tok, _ map[string]any) { tok["added_tokens"].([]any)[2].(map[string]any)["content"] = "" },
			`tokenizer.json: added_tokens[2]: empty content, expected text`},
		{"bos", func(_, cfg map[string]any) { cfg["bos_token"] = "<bos>" },
			`tokenizer_config.json: bos_token: "<bos>" is not a token of tokenizer.json, expected one`},
		{"bos object", func(_, cfg map[string]any) { cfg["bos_token"] = map[string]any{"text": "s"} },
			`tokenizer_config.json: bos_token: {"text":"s"}, expected a string or an object with "content"`},
		{"add bos without bos", func(_, cfg map[string]any) { delete(cfg, "bos_token") },
			`tokenizer_config.json: add_bos_token is true but there is no bos_token, expected one`},
		{"chat template", func(_, cfg map[string]any) { cfg["chat_template"] = "{% if x %}never closed" },
			`tokenizer_config.json: chat_template: jinja parse: unclosed if block`},
		{"chat template list", func(_, cfg map[string]any) {
			cfg["chat_template"] = []any{map[string]any{"name": "tool_use", "template": "x"}}
		},
			`tokenizer_config.json: chat_template: no template named "default" among 1, expected one`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tok, cfg := tinyFiles(t)
			tc.break_(tok, cfg)
			tj, _ := json.Marshal(tok)
			cj, _ := json.Marshal(cfg)
			_, err := New(tj, cj)
			if err == nil || err.Error() != tc.want {
				t.Errorf("error = %v\nexpected %s", err, tc.want)
			}
		})
	}
}

func TestLoadBadFiles(t *testing.T) {
	dir := t.TempDir()
	if _, err := Load(dir); err == nil || err.Error() != "tokenizer: "+dir+": no tokenizer.json, expected a HuggingFace tokenizer folder" {
		t.Errorf("Load of an empty folder: %v, expected an error naming tokenizer.json", err)
	}
	_, err := New([]byte("{not json"), nil)
	want := "tokenizer.json: invalid character 'n' looking for beginning of object key string, expected a HuggingFace tokenizer file"
	if err == nil || err.Error() != want {
		t.Errorf("New(bad JSON) error = %v, expected %q", err, want)
	}
	tok, _ := tinyFiles(t)
	tj, _ := json.Marshal(tok)
	_, err = New(tj, []byte("[1]"))
	want = "tokenizer_config.json: json: cannot unmarshal array into Go value of type tokenizer.configJSON, expected a JSON object"
	if err == nil || err.Error() != want {
		t.Errorf("New(bad config) error = %v, expected %q", err, want)
	}
}

// TestTemplateProcessing: a TemplateProcessing post-processor (alone, or after ByteLevel in a
// Sequence, as Llama 3 and GLM files have it) puts its special tokens around the text when special
// tokens are asked for, in place of tokenizer_config.json's BOS and EOS, and nothing otherwise.
func TestTemplateProcessing(t *testing.T) {
	for _, tc := range []struct {
		name          string
		pp            map[string]any
		before, after []int32
	}{
		{"bos", template("<s>", "A"), []int32{0}, nil},
		{"two before, one after", withIDs(template("<|system|>", "<|user|>", "A", "<s>"), map[string]int32{"<|system|>": 3, "<|user|>": 4}), []int32{3, 4}, []int32{0}},
		{"after ByteLevel", map[string]any{"type": "Sequence", "processors": []any{
			map[string]any{"type": "ByteLevel", "add_prefix_space": false, "trim_offsets": true, "use_regex": true}, template("<s>", "A", "<s>")}},
			[]int32{0}, []int32{0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tok, cfg := tinyFiles(t)
			tok["post_processor"] = tc.pp
			tj, _ := json.Marshal(tok)
			cj, _ := json.Marshal(cfg)
			tk, err := New(tj, cj)
			if err != nil {
				t.Fatal(err)
			}
			plain, err := tk.Encode("hello world", false)
			if err != nil || len(plain) == 0 {
				t.Fatalf("Encode(false) = %v, %v", plain, err)
			}
			got, err := tk.Encode("hello world", true)
			if err != nil {
				t.Fatal(err)
			}
			want := append(append(append([]int32{}, tc.before...), plain...), tc.after...)
			if !slices.Equal(got, want) {
				t.Errorf("Encode(true) = %v, want %v (the template's tokens around %v, no BOS of the config's besides)", got, want, plain)
			}
			if bos := tc.before[0] == tk.BOS(); tk.AddsBOS() != bos {
				t.Errorf("AddsBOS() = %v with BOS %d and %v before the text, want %v", tk.AddsBOS(), tk.BOS(), tc.before, bos)
			}
		})
	}
}

// withIDs gives a template's special tokens ids.
func withIDs(pp map[string]any, ids map[string]int32) map[string]any {
	st := pp["special_tokens"].(map[string]any)
	for name, id := range ids {
		st[name] = map[string]any{"id": name, "ids": []any{id}, "tokens": []any{name}}
	}
	return pp
}
