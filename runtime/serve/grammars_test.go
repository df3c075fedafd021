package serve

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"afdc/runtime/structured"
)

// TestGrammarCache: a constraint compiles once and later requests share it; kinds keep apart;
// errors are not kept; the least recently used go first past the entry and byte bounds; a grammar
// over the byte bound is compiled and handed out but not kept.
func TestGrammarCache(t *testing.T) {
	compiles := map[string]int{}
	getter := func(c *grammarCache) func(kind, schema string) *structured.Grammar {
		return func(kind, schema string) *structured.Grammar {
			g, err := c.get(kind, []byte(schema), func() (*structured.Grammar, error) {
				compiles[kind+" "+schema]++
				return structured.CompileSchema([]byte(schema))
			})
			if err != nil {
				t.Fatalf("%s %s: %v", kind, schema, err)
			}
			return g
		}
	}
	schema := func(i int) string { return fmt.Sprintf(`{"type": "array", "maxItems": %d}`, i) }

	c := newGrammarCache(2, 1<<20)
	get := getter(c)
	a := get("schema", schema(1))
	if get("schema", schema(1)) != a || compiles["schema "+schema(1)] != 1 || c.hits != 1 {
		t.Errorf("the same schema twice: %d compiles, %d hits; want 1 and 1, one grammar", compiles["schema "+schema(1)], c.hits)
	}
	if get("other", schema(1)) == a {
		t.Error("another kind of the same text shared its grammar")
	}
	// Bound 2: a (schema 1) was used before "other" was added; adding b evicts the older, a.
	get("schema", schema(2))
	get("schema", schema(1))
	if compiles["schema "+schema(1)] != 2 {
		t.Errorf("schema 1 after two newer entries: %d compiles, want 2 (evicted at 2 entries)", compiles["schema "+schema(1)])
	}
	if get("schema", schema(2)); compiles["schema "+schema(2)] != 1 {
		t.Errorf("schema 2, used since: %d compiles, want 1", compiles["schema "+schema(2)])
	}

	// Errors are told each time, never kept.
	calls := 0
	for range 2 {
		_, err := c.get("schema", []byte("bad"), func() (*structured.Grammar, error) { calls++; return nil, errors.New("no") })
		if err == nil {
			t.Error("a failed compile gave no error")
		}
	}
	if calls != 2 {
		t.Errorf("a failing schema compiled %d times in two requests, want 2", calls)
	}

	// The byte bound: a pattern's automaton is larger than a plain schema by far.
	pattern := `{"type": "string", "pattern": "^[a-f0-9]{8}-[a-f0-9]{4}$"}`
	pg, err := structured.CompileSchema([]byte(pattern))
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := structured.CompileSchema([]byte(schema(1)))
	if pg.Bytes() < 10*plain.Bytes() {
		t.Fatalf("pattern grammar %d bytes, plain %d: expected the automaton to dominate", pg.Bytes(), plain.Bytes())
	}
	small := newGrammarCache(100, pg.Bytes()/2)
	get = getter(small)
	get("schema", pattern)
	get("schema", pattern)
	if n := compiles["schema "+pattern]; n != 2 || small.lru.Len() != 0 {
		t.Errorf("a grammar over the byte bound: %d compiles, %d kept; want 2 and none", n, small.lru.Len())
	}
	byBytes := newGrammarCache(100, pg.Bytes()+plain.Bytes()+200)
	get = getter(byBytes)
	get("schema", pattern)
	get("schema", schema(7))
	get("schema", schema(8)) // past the bytes: the pattern, least recently used, goes
	if _, kept := byBytes.byKey["schema\x00"+pattern]; kept || byBytes.bytes > byBytes.maxBytes {
		t.Errorf("byte bound %d: %d bytes kept, pattern kept %v", byBytes.maxBytes, byBytes.bytes, kept)
	}
	// Over the key bound: compiled each time.
	long := `{"type": "string", "description": "` + strings.Repeat("x", grammarKeyMax) + `"}`
	get("schema", long)
	get("schema", long)
	if compiles["schema "+long] != 2 {
		t.Errorf("a schema over the key bound: %d compiles, want 2", compiles["schema "+long])
	}
}

// TestGrammarCacheShared: requests compiling one schema at once all get a grammar that works, and
// one of them is kept.
func TestGrammarCacheShared(t *testing.T) {
	c := newGrammarCache(8, 1<<20)
	const schema = `{"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]}`
	var wg sync.WaitGroup
	gs := make([]*structured.Grammar, 8)
	for i := range gs {
		wg.Go(func() {
			g, err := c.get("schema", []byte(schema), func() (*structured.Grammar, error) { return structured.CompileSchema([]byte(schema)) })
			if err != nil {
				t.Error(err)
				return
			}
			gs[i] = g
		})
	}
	wg.Wait()
	if c.lru.Len() != 1 {
		t.Errorf("%d entries kept, want 1", c.lru.Len())
	}
	for i, g := range gs {
		st := g.Start()
		for _, b := range []byte(`{"a":1}`) {
			if !st.Feed(b) {
				t.Fatalf("request %d: its grammar refused %q", i, b)
			}
		}
		if !st.Done() {
			t.Errorf("request %d: {\"a\":1} did not end its grammar", i)
		}
	}
}

// TestGrammarCacheServer: two requests with one response_format compile it once.
func TestGrammarCacheServer(t *testing.T) {
	h, _ := jsonHarness(t, false)
	format := `{"type": "json_schema", "json_schema": {"name": "t", "schema": {"type": "array", "items": {"type": "boolean"}, "maxItems": 2}}}`
	for i := range 2 {
		if code, b := h.post("/v1/completions", `{"prompt": [7], "max_tokens": 20, "response_format": `+format+`}`); code != 200 {
			t.Fatalf("request %d: %d %s", i, code, b)
		}
	}
	h.s.grammars.mu.Lock()
	defer h.s.grammars.mu.Unlock()
	if h.s.grammars.hits != 1 || h.s.grammars.lru.Len() != 1 {
		t.Errorf("two requests with one schema: %d hits, %d kept; want 1 and 1", h.s.grammars.hits, h.s.grammars.lru.Len())
	}
}
