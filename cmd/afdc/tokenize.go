package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"afdc/runtime/tokenizer"
)

// tokenizeCmd is `afdc tokenize`: text to token ids with a checkpoint's HuggingFace tokenizer.
type tokenizeCmd struct {
	Tokenizer string `required:"" type:"existingdir" placeholder:"DIR" help:"Folder holding tokenizer.json (and tokenizer_config.json), such as a checkpoint folder."`
}

// stdin is where tokenize reads; tests replace it.
var stdin io.Reader = os.Stdin

func (c *tokenizeCmd) Help() string {
	return `Reads a JSON array of strings on stdin and prints a JSON array of their token-id arrays, one per
string, in order. No BOS is added; special tokens written in a string (such as DeepSeek-V3's
<｜User｜>) become their single ids.

  echo '["Hello, world!", "你好"]' | afdc tokenize --tokenizer testdata/tokenizers/deepseek-v3`
}

func (c *tokenizeCmd) Run(e *env) error {
	tok, err := tokenizer.Load(c.Tokenizer)
	if err != nil {
		return err
	}
	// Pointers, so that a null (which would decode as "") is told from an empty string.
	var texts []*string
	dec := json.NewDecoder(stdin)
	if err := dec.Decode(&texts); err != nil {
		if te := (*json.UnmarshalTypeError)(nil); errors.As(err, &te) {
			return fmt.Errorf("stdin: found %s at byte %d, expected a JSON array of strings", te.Value, te.Offset)
		}
		return fmt.Errorf("stdin: %v, expected a JSON array of strings", err)
	}
	if dec.More() {
		return fmt.Errorf("stdin: more after the array, expected one JSON array of strings")
	}
	out := make([][]int32, len(texts))
	for i, s := range texts {
		if s == nil {
			return fmt.Errorf("stdin[%d]: null, expected a string", i)
		}
		if out[i], err = tok.Encode(*s, false); err != nil {
			return fmt.Errorf("stdin[%d]: %w", i, err)
		}
	}
	data, err := json.Marshal(out)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(e.stdout, "%s\n", data)
	return err
}
