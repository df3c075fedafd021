package structured

import (
	"encoding/json"
	"math/rand/v2"
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

// FuzzCompileSchema: any schema text compiles or is refused without panicking, and what compiles
// writes (random walks) complete values that are UTF-8 JSON.
//
//	go test -run XXX -fuzz FuzzCompileSchema -fuzztime 60s ./runtime/structured
func FuzzCompileSchema(f *testing.F) {
	for _, c := range loadCases(f, "../../testdata/structured/cases.json") {
		f.Add([]byte(c.Schema), uint64(1))
	}
	f.Add([]byte(`{"anyOf": [{"$ref": "#"}, {"type": "null"}]}`), uint64(2))
	f.Add([]byte(`{"type": "string", "pattern": "^(a|b){2,3}[^x]*$", "maxLength": 4}`), uint64(3))
	f.Fuzz(func(t *testing.T, schema []byte, seed uint64) {
		g, err := CompileSchema(schema)
		if err != nil {
			return
		}
		r := rand.New(rand.NewPCG(seed, 1))
		for range 3 {
			text := walk(t, g, r)
			if text != "" && !(json.Valid([]byte(text)) && utf8.ValidString(text)) {
				t.Fatalf("schema %s wrote %q, which is not UTF-8 JSON", schema, text)
			}
		}
	})
}
