package toolcall

import (
	"encoding/json"
	"testing"
)

// FuzzParse: any text (a model writes what it writes) parses without panicking, the bytes used
// lie within the text, every call has a name and JSON arguments, and parsing the text cut where
// the calls end gives the same calls.
//
//	go test -run XXX -fuzz FuzzParse -fuzztime 30s ./runtime/toolcall
func FuzzParse(f *testing.F) {
	f.Add("<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>f\n```json\n{\"a\": 1}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>")
	f.Add("<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>f<｜tool▁sep｜>[1]<｜tool▁call▁end｜>")
	f.Add("<tool_call>f\n<arg_key>a</arg_key>\n<arg_value>x</arg_value>\n</tool_call>\n<tool_call>g</tool_call>")
	f.Add("<tool_call>f<arg_key>a</arg_key><arg_value>{\"b\": [1, 2.5]}</arg_value></tool_call>")
	f.Add("<tool_call><arg_key></arg_key></tool_call>")
	tools := []Tool{{Name: "f", Parameters: json.RawMessage(`{"properties": {"a": {"type": "string"}}}`)}}
	f.Fuzz(func(t *testing.T, text string) {
		for _, fm := range Formats {
			calls, used := fm.Parse(text, tools)
			if used < 0 || used > len(text) || len(calls) > 0 && used == 0 {
				t.Fatalf("%s: used %d of %d bytes for %d calls", fm.Name(), used, len(text), len(calls))
			}
			for _, c := range calls {
				if c.Name == "" || !json.Valid([]byte(c.Arguments)) {
					t.Fatalf("%s: call %+v", fm.Name(), c)
				}
			}
			again, used2 := fm.Parse(text[:used], tools)
			if len(again) != len(calls) || used2 != used {
				t.Fatalf("%s: the text cut at %d gives %d calls (%d bytes), the whole %d", fm.Name(), used, len(again), used2, len(calls))
			}
		}
	})
}
