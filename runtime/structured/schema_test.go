package structured

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

// schemaCase is one schema of testdata/structured/reference.json with texts and, from the
// jsonschema package (scripts/structured/reference.py), whether each validates.
type schemaCase struct {
	Name   string          `json:"name"`
	Schema json.RawMessage `json:"schema"`
	Texts  []struct {
		Text string `json:"text"`
		// Form: the text is written as the grammar writes values (properties in the schema's
		// order, ...), so a valid one must be accepted.
		Form  bool  `json:"form"`
		Valid *bool `json:"valid"`
	} `json:"texts"`
}

func loadCases(t testing.TB, file string) []schemaCase {
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var cases []schemaCase
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	return cases
}

// acceptsText feeds text to a fresh state and reports whether the state took it whole as a
// complete value.
func acceptsText(g *Grammar, text string) bool {
	s := g.Start()
	return s.FeedAll([]byte(text)) && s.Done()
}

// TestSchemaReference: against the jsonschema package's verdicts, a text the grammar accepts
// validates, and a valid text written in the grammar's form is accepted. The texts are hand-written
// ones and random answers the grammar wrote (TestSchemaWalks), each checked by the validator.
func TestSchemaReference(t *testing.T) {
	cases := loadCases(t, "../../testdata/structured/reference.json")
	if len(cases) < 10 {
		t.Fatalf("%d cases, expected the reference's", len(cases))
	}
	for _, c := range cases {
		g, err := CompileSchema(c.Schema)
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
			continue
		}
		var valid, invalid int
		for _, x := range c.Texts {
			if x.Valid == nil {
				t.Fatalf("%s: %q has no verdict: run scripts/structured/reference.py", c.Name, x.Text)
			}
			got := acceptsText(g, x.Text)
			switch {
			case got && !*x.Valid:
				t.Errorf("%s: accepted %q, which the schema refuses", c.Name, x.Text)
			case !got && *x.Valid && x.Form:
				t.Errorf("%s: refused %q, which the schema takes", c.Name, x.Text)
			}
			if *x.Valid {
				valid++
			} else {
				invalid++
			}
		}
		if valid == 0 {
			t.Errorf("%s: no valid text, expected some", c.Name)
		}
	}
}

var updateWalks = flag.Bool("update-walks", false, "write random answers of each reference schema to testdata/structured/walks.json")

// walk writes a random answer from g's start: random allowed bytes, drawn more and more
// towards closing the value as it grows. It returns "" when it does not finish, and fails the test
// where no byte is allowed before the value is complete: a dead end.
func walk(t *testing.T, g *Grammar, r *rand.Rand) string {
	s := g.Start()
	var out []byte
	for len(out) < 4000 {
		if s.Done() && (len(out) > 0 && r.IntN(4) == 0 || s.depth == 0) {
			return string(out)
		}
		var cands []byte
		for c := range 256 {
			sc := s
			if sc.Feed(byte(c)) {
				cands = append(cands, byte(c))
			}
		}
		if len(cands) == 0 {
			t.Fatalf("a dead end after %q: no byte allowed", out)
		}
		pick := cands[r.IntN(len(cands))]
		if len(out) > 40 && r.IntN(3) > 0 {
			// Prefer what closes: quotes and closers, then anything that is not an opener,
			// a separator or space.
			for _, want := range []string{`"`, "]}", "0123456789aetrul"} {
				var best []byte
				for _, c := range cands {
					if strings.IndexByte(want, c) >= 0 {
						best = append(best, c)
					}
				}
				if len(best) > 0 {
					pick = best[r.IntN(len(best))]
					break
				}
			}
		}
		s.Feed(pick)
		out = append(out, pick)
	}
	return ""
}

// TestSchemaWalks: random answers of every reference schema are complete JSON values, taken
// again whole; with -update-walks they are written for the validator to judge.
func TestSchemaWalks(t *testing.T) {
	cases := loadCases(t, "../../testdata/structured/cases.json")
	r := rand.New(rand.NewPCG(5, 6))
	walks := map[string][]string{}
	for _, c := range cases {
		g, err := CompileSchema(c.Schema)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		for range 12 {
			text := walk(t, g, r)
			if text == "" {
				continue
			}
			if !json.Valid([]byte(text)) || !utf8.ValidString(text) {
				t.Fatalf("%s: wrote %q, which is not UTF-8 JSON", c.Name, text)
			}
			if !acceptsText(g, text) {
				t.Fatalf("%s: wrote %q, then refused it", c.Name, text)
			}
			walks[c.Name] = append(walks[c.Name], text)
		}
		if len(walks[c.Name]) < 6 {
			t.Errorf("%s: %d of 12 walks finished, expected most", c.Name, len(walks[c.Name]))
		}
	}
	if *updateWalks {
		b, err := json.MarshalIndent(walks, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("../../testdata/structured/walks.json", append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestSchemaRefused(t *testing.T) {
	for _, tc := range []struct{ schema, want string }{
		{`{"type": "string", "pattern": "(?=a)"}`, `#/pattern: pattern "(?=a)": group (?= at 0: lookarounds`},
		{`{"type": "string", "format": "hostname"}`, `#/format: "hostname", expected one of date, date-time, email, ipv4, time, uuid`},
		{`{"type": "string", "format": "date", "pattern": "a"}`, `pattern and format together are not supported`},
		{`{"type": "string", "pattern": 3}`, `#/pattern: 3, expected a string`},
		{`{"type": "integer", "minimum": 0}`, `keyword "minimum" is not supported`},
		{`{"anyOf": [{"type": "object"}, {"type": "object", "properties": {"a": {}}}]}`, `can both start with '{'`},
		{`{"anyOf": [{"type": "string"}, {"enum": ["a"]}]}`, `can both start with '"'`},
		{`{"anyOf": [{"type": "integer"}, {"type": "number"}]}`, `can both start with '-'`},
		{`{"$ref": "https://example.com/s.json"}`, `expected a reference inside this schema`},
		{`{"$defs": {"a": {}}, "$ref": "#/$defs/missing"}`, `no "missing"`},
		{`{"$defs": {"a": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}`, `refers to itself without a value between`},
		{`{"type": "strng"}`, `expected object, array, string`},
		{`{"type": "array", "items": [{"type": "string"}]}`, `tuple items`},
		{`{"type": "string", "minLength": 3, "maxLength": 2}`, `minLength 3 above maxLength 2`},
		{`{"type": "string", "maxLength": -1}`, `expected an integer in [0, 2^31]`},
		{`{"allOf": [{"type": "string"}, {"maxLength": 2}]}`, `a list of one schema`},
		{`{"enum": []}`, `expected a non-empty list`},
		{`{"type": "string", "enum": [1, 2]}`, `no enum value is of type`},
		{`false`, `admits no value`},
		{`{"type": "object", "properties": {"a": 1}}`, `expected a schema`},
		{`{"a": }`, `not JSON`},
		{`{} {}`, `not JSON`},
		{`{"type": "object", "properties": {"a": {}}, "properties": {}}`, `twice`},
	} {
		_, err := CompileSchema([]byte(tc.schema))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, expected one saying %q", tc.schema, err, tc.want)
		}
	}
}

// TestSchemaRefusalKeepsState: a refused byte leaves the state as it was, at every byte of every
// reference text.
func TestSchemaRefusalKeepsState(t *testing.T) {
	refused := 0
	for si, s := range schemaStates(t) {
		for b := range 256 {
			sc := s
			if !sc.Feed(byte(b)) {
				refused++
				if sc != s {
					t.Fatalf("state %d: refusing %q changed the state", si, byte(b))
				}
			}
		}
	}
	if refused == 0 {
		t.Fatal("no byte refused anywhere")
	}
}

// TestSchemaLimits: nesting stops at MaxNest; a string limit counts characters, not bytes.
func TestSchemaLimits(t *testing.T) {
	g, err := CompileSchema([]byte(`{"type": "array", "items": {"$ref": "#"}}`))
	if err != nil {
		t.Fatal(err)
	}
	s := g.Start()
	if !s.FeedAll([]byte(strings.Repeat("[", MaxNest))) {
		t.Fatalf("refused %d arrays nested", MaxNest)
	}
	if s.Feed('[') {
		t.Fatalf("took %d arrays nested, expected at most %d", MaxNest+1, MaxNest)
	}
	if !s.FeedAll([]byte(strings.Repeat("]", MaxNest))) || !s.Done() {
		t.Fatal("could not close the arrays")
	}
	g, err = CompileSchema([]byte(`{"type": "string", "maxLength": 2}`))
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]bool{`"😀é"`: true, `"😀é!"`: false, `"\n\t"`: true, `"\u00e9\u00e9x"`: false} {
		if got := acceptsText(g, text); got != want {
			t.Errorf("maxLength 2: %s accepted %v, expected %v", text, got, want)
		}
	}
}

// schemaStates are the states along the reference texts a schema takes.
func schemaStates(t testing.TB) []State {
	var out []State
	for _, c := range loadCases(t, "../../testdata/structured/cases.json") {
		g, err := CompileSchema(c.Schema)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range c.Texts {
			s := g.Start()
			out = append(out, s)
			for i := range len(x.Text) {
				if !s.Feed(x.Text[i]) {
					break
				}
				out = append(out, s)
			}
		}
	}
	return out
}

// TestVocabAllowState: the mask from the walk (and the string fast path) is, token for token, what
// feeding each token's bytes to the state gives, on DeepSeek-V3's vocabulary.
func TestVocabAllowState(t *testing.T) {
	toks := deepseekTokens(t, false)
	v := NewVocab(toks)
	allowed := make([]bool, v.Size())
	states := schemaStates(t)
	for si, s := range states {
		if si%7 != 0 { // every seventh state: each check feeds the whole vocabulary
			continue
		}
		v.AllowState(s, allowed)
		for id, b := range toks {
			sc := s
			if want := len(b) > 0 && sc.FeedAll(b); allowed[id] != want {
				t.Fatalf("state %d: token %d %q allowed %v, feeding it gives %v", si, id, b, allowed[id], want)
			}
		}
	}
}

// FuzzSchema: any bytes feed without panicking against the reference schemas; a text taken whole
// and complete is UTF-8 JSON, and a refused byte leaves the state as it was.
//
//	go test -run XXX -fuzz FuzzSchema -fuzztime 30s ./runtime/structured
func FuzzSchema(f *testing.F) {
	cases := loadCases(f, "../../testdata/structured/cases.json")
	var grammars []*Grammar
	for _, c := range cases {
		g, err := CompileSchema(c.Schema)
		if err != nil {
			f.Fatal(err)
		}
		grammars = append(grammars, g)
		for _, x := range c.Texts {
			f.Add(uint8(len(grammars)-1), []byte(x.Text))
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, b []byte) {
		s := grammars[int(which)%len(grammars)].Start()
		all := true
		for _, c := range b {
			before := s
			if !s.Feed(c) {
				if s != before {
					t.Fatalf("refusing %q changed the state", c)
				}
				all = false
				break
			}
		}
		if all && s.Done() && !(json.Valid(b) && utf8.Valid(b)) {
			t.Fatalf("took %q, which is not UTF-8 JSON", b)
		}
	})
}

// BenchmarkVocabAllowState times one mask over DeepSeek-V3's vocabulary in the states answers to
// the reference schemas pass:
//
//	go test -run '^$' -bench VocabAllowState ./runtime/structured
func BenchmarkVocabAllowState(b *testing.B) {
	v := NewVocab(deepseekTokens(b, true))
	allowed := make([]bool, v.Size())
	grammars := map[string]*Grammar{}
	for _, c := range loadCases(b, "../../testdata/structured/cases.json") {
		g, err := CompileSchema(c.Schema)
		if err != nil {
			b.Fatal(err)
		}
		grammars[c.Name] = g
	}
	for _, tc := range []struct{ name, schema, prefix string }{
		{"start", "person", ``}, {"key", "person", `{"na`}, {"limited-string", "person", `{"name": "Ad`},
		{"after-value", "person", `{"name": "Ada"`}, {"in-number", "person", `{"name": "Ada", "age": 3`},
		{"free-string", "person", `{"name": "Ada", "age": 3, "email": "a@`},
		{"pattern-string", "patterns", `{"code": "AB-1`}, {"date", "patterns", `{"code": "AB-123", "tag": "ab", "day": "2024-0`},
	} {
		s := grammars[tc.schema].Start()
		if !s.FeedAll([]byte(tc.prefix)) {
			b.Fatal(tc.prefix)
		}
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				v.AllowState(s, allowed)
			}
		})
	}
}

// TestSchemaNesting: a recursive schema never leads an answer into a container it cannot close
// within MaxNest (random walks meet no dead end, and the deepest nesting is refused at its key);
// a schema whose every value nests too deep, or never ends, is refused.
func TestSchemaNesting(t *testing.T) {
	g, err := CompileSchema([]byte(`{"properties": {"a": {"$ref": "#"}, "b": {"type": "array", "items": {"$ref": "#"}, "minItems": 1}}, "required": ["z"]}`))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(9, 10))
	for range 20 {
		walk(t, g, r)
	}
	s := g.Start()
	if !s.FeedAll([]byte(strings.Repeat(`{"a":`, MaxNest-2) + `{`)) {
		t.Fatal("refused nesting within the limit")
	}
	if s.FeedAll([]byte(`"a"`)) {
		t.Errorf("took a key whose value cannot end within %d frames", MaxNest)
	}
	deep := `{"type": "string"}`
	for range MaxNest {
		deep = `{"type": "object", "properties": {"x": ` + deep + `}, "required": ["x"]}`
	}
	for schema, want := range map[string]string{
		`{"properties": {"a": {"$ref": "#"}}, "required": ["a"]}`: "admits no finite value",
		deep: fmt.Sprintf("nests %d containers deep, expected at most %d", MaxNest+1, MaxNest),
	} {
		if _, err := CompileSchema([]byte(schema)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%.60s: %v, expected an error saying %q", schema, err, want)
		}
	}
}

// BenchmarkCompileSchema times compiling each reference schema (the patterns' automata are most
// of it where there are any; the server keeps what it compiled):
//
//	go test -run '^$' -bench CompileSchema ./runtime/structured
func BenchmarkCompileSchema(b *testing.B) {
	for _, c := range loadCases(b, "../../testdata/structured/cases.json") {
		b.Run(c.Name, func(b *testing.B) {
			for b.Loop() {
				if _, err := CompileSchema(c.Schema); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
