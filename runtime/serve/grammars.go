package serve

import (
	"container/list"
	"sync"

	"afdc/runtime/structured"
)

// grammarCache keeps compiled constraints by their kind and text. Clients tend to send the same
// schema with every request (a tool's parameters, a response format), and a pattern or a format
// (date-time, uuid) compiles to automata in tens of milliseconds, paid before the request's first
// token; the usual schemas take tens to hundreds of microseconds. A Grammar is read-only once
// compiled, so the requests that share one each walk it with their own State. The least recently
// used go first once more than maxEntries are kept or their estimated memory passes maxBytes.
type grammarCache struct {
	maxEntries int
	maxBytes   int64

	mu    sync.Mutex
	lru   *list.List // of *grammarEntry, most recently used first
	byKey map[string]*list.Element
	bytes int64
	hits  int64 // lookups a kept grammar answered, for tests
}

type grammarEntry struct {
	key   string
	g     *structured.Grammar
	bytes int64
}

// The cache's bounds: enough for the schemas of many clients at once; a pattern's automaton is up
// to a few MB.
const (
	grammarCacheEntries = 256
	grammarCacheBytes   = 64 << 20
	// grammarKeyMax is the longest constraint text kept: a request's body bounds it anyway, and a
	// longer one is compiled each time rather than held.
	grammarKeyMax = 256 << 10
)

func newGrammarCache(entries int, bytes int64) *grammarCache {
	return &grammarCache{maxEntries: entries, maxBytes: bytes, lru: list.New(), byKey: map[string]*list.Element{}}
}

// get returns the grammar of kind ("schema", "regex", "choice") and text, compiling it with
// compile when it is not kept. Errors are returned, not kept: a request that failed is told why
// each time.
func (c *grammarCache) get(kind string, text []byte, compile func() (*structured.Grammar, error)) (*structured.Grammar, error) {
	if len(text) > grammarKeyMax {
		return compile()
	}
	key := kind + "\x00" + string(text)
	c.mu.Lock()
	if e, ok := c.byKey[key]; ok {
		c.lru.MoveToFront(e)
		c.hits++
		g := e.Value.(*grammarEntry).g
		c.mu.Unlock()
		return g, nil
	}
	c.mu.Unlock()
	// Compiled outside the lock: two requests that miss together both compile, and the later
	// finds the first's entry and keeps it.
	g, err := compile()
	if err != nil {
		return nil, err
	}
	n := g.Bytes() + int64(len(key))
	if n > c.maxBytes {
		return g, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.byKey[key]; ok {
		c.lru.MoveToFront(e)
		return e.Value.(*grammarEntry).g, nil
	}
	c.byKey[key] = c.lru.PushFront(&grammarEntry{key: key, g: g, bytes: n})
	c.bytes += n
	for c.lru.Len() > c.maxEntries || c.bytes > c.maxBytes {
		old := c.lru.Back().Value.(*grammarEntry)
		c.lru.Remove(c.lru.Back())
		delete(c.byKey, old.key)
		c.bytes -= old.bytes
	}
	return g, nil
}

// schema is CompileSchema of text through the cache.
func (c *grammarCache) schema(text []byte) (*structured.Grammar, error) {
	return c.get("schema", text, func() (*structured.Grammar, error) { return structured.CompileSchema(text) })
}
