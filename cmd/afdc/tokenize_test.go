package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const deepseekTokenizer = "../../testdata/tokenizers/deepseek-v3"

// afdcRunStdin runs the command line with input on stdin.
func afdcRunStdin(input string, args ...string) (string, string, int) {
	old := stdin
	stdin = strings.NewReader(input)
	defer func() { stdin = old }()
	return afdcRun(args...)
}

func TestTokenize(t *testing.T) {
	// The ids of the reference corpus for these strings (testdata/tokenizers/reference).
	out, stderr, code := afdcRunStdin(`["Hello, world!", "", "<｜User｜>x"]`, "tokenize", "--tokenizer", deepseekTokenizer)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var got [][]int32
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v in %q", err, out)
	}
	want := [][]int32{{19923, 14, 2058, 3}, {}, {128803, 90}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ids (-want +got):\n%s", diff)
	}
	if out != "[[19923,14,2058,3],[],[128803,90]]\n" {
		t.Errorf("output %q, expected one compact JSON line", out)
	}
}

func TestTokenizeErrors(t *testing.T) {
	for _, tc := range []struct{ input, dir, want string }{
		{`{"a": 1}`, deepseekTokenizer, "afdc: error: stdin: found object at byte 1, expected a JSON array of strings\n"},
		{`["a", 3]`, deepseekTokenizer, "afdc: error: stdin: found number at byte 7, expected a JSON array of strings\n"},
		{`["a", null]`, deepseekTokenizer, "afdc: error: stdin[1]: null, expected a string\n"},
		{`["a"] ["b"]`, deepseekTokenizer, "afdc: error: stdin: more after the array, expected one JSON array of strings\n"},
		{`["a"]`, "../../testdata", "/testdata: no tokenizer.json, expected a HuggingFace tokenizer folder\n"},
	} {
		_, stderr, code := afdcRunStdin(tc.input, "tokenize", "--tokenizer", tc.dir)
		if code != 1 || !strings.HasSuffix(stderr, tc.want) {
			t.Errorf("input %q dir %s: exit %d, stderr %q; expected 1 and %q", tc.input, tc.dir, code, stderr, tc.want)
		}
	}
}
