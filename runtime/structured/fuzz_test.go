package structured

import (
	"encoding/json"
	"testing"
	"unicode/utf8"
)

// FuzzMachine: any bytes feed without panicking; a text the machine takes whole and finds complete
// is UTF-8 JSON whose value is an object, and a refused byte leaves the machine as it was.
//
//	go test -run XXX -fuzz FuzzMachine -fuzztime 30s ./runtime/structured
func FuzzMachine(f *testing.F) {
	for _, s := range []string{`{}`, `{"a": [1, -2.5e3, true, null, {"b": "\u00e9"}]}`, `{"a":01}`, "{\"a\":\"\xff\"}", `[1]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m := NewObject()
		all := true
		for _, c := range b {
			before := m
			if !m.Feed(c) {
				if m != before {
					t.Fatalf("refusing %q changed the machine", c)
				}
				all = false
				break
			}
		}
		if all && m.Done() && !(json.Valid(b) && utf8.Valid(b)) {
			t.Fatalf("took %q, which is not UTF-8 JSON", b)
		}
	})
}
