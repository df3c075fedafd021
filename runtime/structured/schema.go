package structured

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A Grammar is a compiled JSON Schema (or the any-object grammar of json_object): an immutable
// graph of value nodes that States walk. One Grammar serves any number of States at once.
//
// Every text a State accepts as complete validates against the schema. The converse holds for the
// schemas whose every instance can be written in the grammar's fixed form: an object's properties
// come in the order the schema lists them (each optional one may be left out, and no property the
// schema does not list is written), strings and keys are written as the schema spells them
// (enum and const values in their compact JSON text), and white space between tokens is at most
// MaxSpace bytes in a row.
type Grammar struct {
	nodes []node
	root  int32
	// minNest[n]: the fewest frames a value of node n takes at once (itself and, for a container,
	// its required members' deepest): a State opens a value only where it can end within MaxNest.
	minNest []int32
	// raw: the answer is plain text (Choice, Regex), not JSON: no white space around it.
	raw bool
}

type kind uint8

const (
	kAny       kind = iota // any JSON value (the Machine lexes it)
	kObject                // an object of the listed properties, in order
	kMap                   // an object of any keys, each value of one node
	kArray                 // an array of items of one node, min to max of them
	kString                // a string of min to max characters
	kNumber                // any JSON number
	kInteger               // a JSON number without fraction or exponent
	kLiteral               // one of a set of JSON texts (enum, const, true/false, null)
	kUnion                 // one of several nodes, told apart by the value's first byte
	kAnyObject             // any JSON object (json_object)
	kRawRegex              // plain text the pattern matches whole (Regex)
)

type node struct {
	kind kind
	// kObject: the properties in the schema's order; keys their quoted names in a trie whose
	// terminals are property indices; nextReq[i] the first required property at or after i
	// (len(props) when none is left).
	props   []property
	keys    trie
	nextReq []uint16
	// kMap, kArray: the values' or items' node.
	elem int32
	// kArray: items; kString: characters (max < 0: no limit).
	min, max int64
	// kString: the pattern its characters must match (nil: none).
	re *dfa
	// kLiteral: the texts, a trie whose terminals are 0.
	lits trie
	// kUnion: by a value's first byte, the node that value takes (-1: none).
	alts *[256]int32
}

type property struct {
	name     string
	node     int32
	required bool
}

// trie is a byte trie; node 0 is its root.
type trie struct {
	nodes []trieNode
	// below[n] lists, sorted, the terminals at and under node n (kObject's keys only).
	below [][]uint16
}

func (t *trie) child(n int32, c byte) int32 {
	for k := t.nodes[n].child; k >= 0; k = t.nodes[k].next {
		if t.nodes[k].b == c {
			return k
		}
	}
	return -1
}

func (t *trie) insert(text []byte, id int32) {
	if len(t.nodes) == 0 {
		t.nodes = []trieNode{{child: -1, next: -1, id: -1}}
	}
	n := int32(0)
	for _, c := range text {
		k := t.child(n, c)
		if k < 0 {
			k = int32(len(t.nodes))
			t.nodes = append(t.nodes, trieNode{b: c, child: -1, next: t.nodes[n].child, id: -1})
			t.nodes[n].child = k
		}
		n = k
	}
	t.nodes[n].id = id
}

// index fills below: each node's terminals, sorted.
func (t *trie) index() {
	t.below = make([][]uint16, len(t.nodes))
	var walk func(n int32) []uint16
	walk = func(n int32) []uint16 {
		var out []uint16
		if id := t.nodes[n].id; id >= 0 {
			out = append(out, uint16(id))
		}
		for k := t.nodes[n].child; k >= 0; k = t.nodes[k].next {
			out = append(out, walk(k)...)
		}
		slices.Sort(out)
		t.below[n] = out
		return out
	}
	walk(0)
}

// anyIn reports whether a terminal at or under n lies in [lo, hi] and ok takes it.
func (t *trie) anyIn(n int32, lo, hi uint16, ok func(id uint16) bool) bool {
	b := t.below[n]
	for i := sort.Search(len(b), func(i int) bool { return b[i] >= lo }); i < len(b) && b[i] <= hi; i++ {
		if ok(b[i]) {
			return true
		}
	}
	return false
}

// Limits of what a schema may ask: nodes after $ref resolution and union members; its patterns'
// automaton states, all together (each takes 516 bytes).
const (
	maxNodes         = 4096
	maxProperties    = 1024
	maxGrammarStates = 16384
)

// Choice returns the grammar of answers that are exactly one of texts, as written (not JSON).
func Choice(texts []string) (*Grammar, error) {
	if len(texts) == 0 {
		return nil, fmt.Errorf("no choices, expected at least one")
	}
	var t trie
	for i, x := range texts {
		if x == "" {
			return nil, fmt.Errorf("choice %d is empty, expected some text", i)
		}
		if !utf8.ValidString(x) {
			return nil, fmt.Errorf("choice %d is not UTF-8, expected UTF-8 text", i)
		}
		t.insert([]byte(x), 0)
	}
	return &Grammar{nodes: []node{{kind: kLiteral, lits: t}}, minNest: []int32{1}, raw: true}, nil
}

// Regex returns the grammar of answers that pattern matches whole: plain UTF-8 text (not JSON),
// the pattern's syntax and limits those of a schema's pattern (regex.go).
func Regex(pattern string) (*Grammar, error) {
	d, err := compileRegex(pattern, true)
	if err != nil {
		return nil, err
	}
	return &Grammar{nodes: []node{{kind: kRawRegex, re: d}}, minNest: []int32{1}, raw: true}, nil
}

// Bytes estimates the memory g holds: its nodes, their key and literal tries, and the automata of
// their patterns (the most of it where there are any), for a cache to bound what it keeps. DFAs
// shared between nodes are counted once.
func (g *Grammar) Bytes() int64 {
	const nodeBytes, trieNodeBytes, propBytes = 160, 16, 40
	n := int64(len(g.nodes))*nodeBytes + int64(len(g.minNest))*4
	seen := map[*dfa]bool{}
	for i := range g.nodes {
		nd := &g.nodes[i]
		n += int64(len(nd.props))*propBytes + int64(len(nd.nextReq))*2
		for _, p := range nd.props {
			n += int64(len(p.name))
		}
		for _, t := range []*trie{&nd.keys, &nd.lits} {
			n += int64(len(t.nodes)) * trieNodeBytes
			for _, b := range t.below {
				n += 24 + int64(len(b))*2
			}
		}
		if nd.alts != nil {
			n += int64(len(nd.alts)) * 4
		}
		if nd.re != nil && !seen[nd.re] {
			seen[nd.re] = true
			n += int64(len(nd.re.next))*nsym*4 + int64(len(nd.re.accept))
		}
	}
	return n
}

// AnyObject returns the grammar of json_object: any JSON object.
func AnyObject() *Grammar {
	return &Grammar{nodes: []node{{kind: kAnyObject}}, minNest: []int32{1}}
}

// CompileSchema compiles a JSON Schema (draft 2020-12 or 7 spelling). It takes type (a name or a
// list), properties with required and additionalProperties, items with minItems and maxItems,
// minLength, maxLength, pattern and some formats (regex.go), enum, const, anyOf and oneOf (whose
// members start with different bytes: an object and null, a string and a number), a single-member
// allOf, nullable, and $ref to the schema itself or its $defs or definitions; titles, descriptions, defaults and examples are
// read as the annotations they are. It refuses, with a message naming it, any keyword that would
// constrain values in a way the grammar cannot keep (minimum, multipleOf, ...), a pattern it cannot
// compile, and any union whose members could start alike.
func CompileSchema(schema []byte) (*Grammar, error) {
	root, err := decodeOrdered(schema)
	if err != nil {
		return nil, fmt.Errorf("the schema is not JSON: %v", err)
	}
	c := &compiler{root: root, refs: map[string]int32{}}
	n, err := c.compile(root, "#")
	if err != nil {
		return nil, err
	}
	g := &Grammar{nodes: c.nodes, root: n}
	if err := g.resolveUnions(); err != nil {
		return nil, err
	}
	if err := g.nesting(); err != nil {
		return nil, err
	}
	return g, nil
}

// nesting fills minNest, to a fixed point (a schema may refer to itself), and refuses a schema
// none of whose values fits MaxNest frames (a recursion with no way out counts as infinite).
func (g *Grammar) nesting() error {
	const inf = math.MaxInt32 / 2
	g.minNest = make([]int32, len(g.nodes))
	for i := range g.minNest {
		g.minNest[i] = inf
	}
	for changed := true; changed; {
		changed = false
		for i := range g.nodes {
			nd := &g.nodes[i]
			v := int32(1)
			switch nd.kind {
			case kObject:
				for _, p := range nd.props {
					if p.required {
						v = max(v, 1+g.minNest[p.node])
					}
				}
			case kArray:
				if nd.min > 0 {
					v = 1 + g.minNest[nd.elem]
				}
			case kUnion: // its member takes its frame
				v = inf
				for _, p := range nd.props {
					v = min(v, g.minNest[p.node])
				}
			}
			v = min(v, inf)
			if v < g.minNest[i] {
				g.minNest[i], changed = v, true
			}
		}
	}
	switch m := g.minNest[g.root]; {
	case m >= inf:
		return fmt.Errorf("the schema admits no finite value: a required member refers back to its own schema with no way out")
	case m > MaxNest:
		return fmt.Errorf("the schema's smallest value nests %d containers deep, expected at most %d", m, MaxNest)
	}
	return nil
}

type compiler struct {
	root  any
	nodes []node
	// states counts the patterns' automaton states (maxGrammarStates).
	states int
	// refs: each $ref target (a JSON pointer) compiled so far, so a recursive schema refers to
	// the node being compiled.
	refs map[string]int32
}

// annotations are keywords that do not constrain a value.
var annotations = map[string]bool{
	"title": true, "description": true, "default": true, "examples": true, "$schema": true, "$id": true,
	"$comment": true, "deprecated": true, "readOnly": true, "writeOnly": true, "$defs": true, "definitions": true,
	"strict": true, "discriminator": true, "x-order": true,
}

// handled are the keywords compile reads.
var handled = map[string]bool{
	"type": true, "properties": true, "required": true, "additionalProperties": true, "items": true,
	"minItems": true, "maxItems": true, "minLength": true, "maxLength": true, "pattern": true, "format": true, "enum": true, "const": true,
	"anyOf": true, "oneOf": true, "allOf": true, "nullable": true, "$ref": true,
}

func (c *compiler) add(n node) (int32, error) {
	if len(c.nodes) >= maxNodes {
		return 0, fmt.Errorf("the schema needs more than %d nodes, expected a smaller schema", maxNodes)
	}
	c.nodes = append(c.nodes, n)
	return int32(len(c.nodes) - 1), nil
}

// compile adds the nodes of schema s, found at JSON pointer at, and returns its node.
func (c *compiler) compile(s any, at string) (int32, error) {
	switch v := s.(type) {
	case bool:
		if !v {
			return 0, fmt.Errorf("%s: the schema false admits no value", at)
		}
		return c.add(node{kind: kAny})
	case *object:
		return c.object(v, at)
	}
	return 0, fmt.Errorf("%s: %s, expected a schema (an object or true)", at, describe(s))
}

func (c *compiler) object(o *object, at string) (int32, error) {
	s := o.m
	for _, k := range o.keys {
		if !annotations[k] && !handled[k] {
			return 0, fmt.Errorf("%s: keyword %q is not supported, expected only type, properties, required, additionalProperties, items, minItems, maxItems, minLength, maxLength, enum, const, anyOf, oneOf, a single-member allOf, nullable, $ref and annotations", at, k)
		}
	}
	if ref, ok := s["$ref"]; ok {
		if len(s) > 1 && !onlyAnnotations(s, "$ref") {
			return 0, fmt.Errorf("%s: $ref beside other constraining keywords is not supported, expected $ref alone (with annotations)", at)
		}
		r, ok := ref.(string)
		if !ok {
			return 0, fmt.Errorf("%s/$ref: %s, expected a string", at, describe(ref))
		}
		return c.ref(r, at)
	}
	if all, ok := s["allOf"]; ok {
		list, ok := all.([]any)
		if !ok || len(list) != 1 {
			return 0, fmt.Errorf("%s/allOf: %s, expected a list of one schema (intersections of several are not supported)", at, describe(all))
		}
		if !onlyAnnotations(s, "allOf") {
			return 0, fmt.Errorf("%s: allOf beside other constraining keywords is not supported, expected allOf alone", at)
		}
		return c.compile(list[0], at+"/allOf/0")
	}
	nullable := false
	if v, ok := s["nullable"]; ok {
		b, ok := v.(bool)
		if !ok {
			return 0, fmt.Errorf("%s/nullable: %s, expected true or false", at, describe(v))
		}
		nullable = b
	}
	n, err := c.body(s, at)
	if err != nil || !nullable {
		return n, err
	}
	null, err := c.literal([]any{nil}, at)
	if err != nil {
		return 0, err
	}
	return c.add(node{kind: kUnion, props: []property{{node: n}, {node: null}}})
}

func onlyAnnotations(s map[string]any, except string) bool {
	for k := range s {
		if k != except && !annotations[k] {
			return false
		}
	}
	return true
}

// body compiles a schema object's constraints (no $ref, allOf or nullable).
func (c *compiler) body(s map[string]any, at string) (int32, error) {
	types, err := schemaTypes(s["type"], at)
	if err != nil {
		return 0, err
	}
	for _, k := range []string{"enum", "const"} {
		v, ok := s[k]
		if !ok {
			continue
		}
		var vals []any
		if k == "const" {
			vals = []any{v}
		} else if vals, ok = v.([]any); !ok || len(vals) == 0 {
			return 0, fmt.Errorf("%s/enum: %s, expected a non-empty list", at, describe(v))
		}
		if types != nil {
			vals = slices.DeleteFunc(slices.Clone(vals), func(x any) bool {
				return !slices.Contains(types, jsonType(x)) && !(jsonType(x) == "integer" && slices.Contains(types, "number"))
			})
			if len(vals) == 0 {
				return 0, fmt.Errorf("%s: no %s value is of type %v, expected at least one", at, k, types)
			}
		}
		if _, both := s["enum"]; both && k == "const" {
			return 0, fmt.Errorf("%s: enum and const together are not supported, expected one of them", at)
		}
		return c.literal(vals, at)
	}
	for _, k := range []string{"anyOf", "oneOf"} {
		v, ok := s[k]
		if !ok {
			continue
		}
		list, ok := v.([]any)
		if !ok || len(list) == 0 {
			return 0, fmt.Errorf("%s/%s: %s, expected a non-empty list of schemas", at, k, describe(v))
		}
		for _, o := range []string{"type", "properties", "items", "anyOf", "oneOf"} {
			if _, ok := s[o]; ok && o != k {
				return 0, fmt.Errorf("%s: %s beside %s is not supported, expected %s alone", at, k, o, k)
			}
		}
		u := node{kind: kUnion}
		for i, m := range list {
			n, err := c.compile(m, fmt.Sprintf("%s/%s/%d", at, k, i))
			if err != nil {
				return 0, err
			}
			u.props = append(u.props, property{node: n})
		}
		return c.add(u)
	}
	if types == nil {
		types = inferTypes(s)
	}
	if types == nil {
		return c.add(node{kind: kAny})
	}
	u := node{kind: kUnion}
	for _, t := range types {
		if t == "integer" && slices.Contains(types, "number") {
			continue // every integer is a number
		}
		n, err := c.typed(t, s, at)
		if err != nil {
			return 0, err
		}
		u.props = append(u.props, property{node: n})
	}
	if len(u.props) == 1 {
		return u.props[0].node, nil
	}
	return c.add(u)
}

// inferTypes is the type a schema without one implies by its keywords (nil: any).
func inferTypes(s map[string]any) []string {
	for _, k := range []string{"properties", "required", "additionalProperties"} {
		if _, ok := s[k]; ok {
			return []string{"object"}
		}
	}
	for _, k := range []string{"items", "minItems", "maxItems"} {
		if _, ok := s[k]; ok {
			return []string{"array"}
		}
	}
	for _, k := range []string{"minLength", "maxLength", "pattern", "format"} {
		if _, ok := s[k]; ok {
			return []string{"string"}
		}
	}
	return nil
}

func schemaTypes(v any, at string) ([]string, error) {
	if v == nil {
		return nil, nil
	}
	var list []any
	switch t := v.(type) {
	case string:
		list = []any{t}
	case []any:
		list = t
	default:
		return nil, fmt.Errorf("%s/type: %s, expected a type name or a list of them", at, describe(v))
	}
	var out []string
	for _, x := range list {
		t, ok := x.(string)
		switch {
		case !ok:
			return nil, fmt.Errorf("%s/type: %s, expected a type name", at, describe(x))
		case !slices.Contains([]string{"object", "array", "string", "number", "integer", "boolean", "null"}, t):
			return nil, fmt.Errorf("%s/type: %q, expected object, array, string, number, integer, boolean or null", at, t)
		case slices.Contains(out, t):
			return nil, fmt.Errorf("%s/type: %q twice, expected each type once", at, t)
		}
		out = append(out, t)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s/type: an empty list, expected at least one type", at)
	}
	return out, nil
}

// typed compiles schema s for one of its types.
func (c *compiler) typed(t string, s map[string]any, at string) (int32, error) {
	switch t {
	case "object":
		return c.objectType(s, at)
	case "array":
		items, ok := s["items"]
		if !ok {
			items = true
		}
		if _, ok := items.([]any); ok {
			return 0, fmt.Errorf("%s/items: a list (tuple items) is not supported, expected one schema", at)
		}
		lo, hi, err := bounds(s, "minItems", "maxItems", at)
		if err != nil {
			return 0, err
		}
		n, err := c.add(node{kind: kArray, min: lo, max: hi})
		if err != nil {
			return 0, err
		}
		e, err := c.compile(items, at+"/items")
		if err != nil {
			return 0, err
		}
		c.nodes[n].elem = e
		return n, nil
	case "string":
		lo, hi, err := bounds(s, "minLength", "maxLength", at)
		if err != nil {
			return 0, err
		}
		re, err := stringPattern(s, at)
		if err != nil {
			return 0, err
		}
		if re != nil && (lo > 0 || hi >= 0) {
			if re, err = re.withLength(lo, hi); err != nil {
				return 0, fmt.Errorf("%s: the pattern %v", at, err)
			}
		}
		if re != nil {
			if c.states += len(re.next); c.states > maxGrammarStates {
				return 0, fmt.Errorf("%s: the schema's patterns need more than %d automaton states in all, expected fewer or simpler patterns", at, maxGrammarStates)
			}
		}
		return c.add(node{kind: kString, min: lo, max: hi, re: re})
	case "number":
		return c.add(node{kind: kNumber})
	case "integer":
		return c.add(node{kind: kInteger})
	case "boolean":
		return c.literal([]any{true, false}, at)
	}
	return c.literal([]any{nil}, at) // null
}

// stringPattern compiles a string schema's pattern or format (nil: neither).
func stringPattern(s map[string]any, at string) (*dfa, error) {
	pat, hasPat := s["pattern"]
	f, hasFormat := s["format"]
	switch {
	case hasPat && hasFormat:
		return nil, fmt.Errorf("%s: pattern and format together are not supported, expected one of them", at)
	case hasPat:
		p, ok := pat.(string)
		if !ok {
			return nil, fmt.Errorf("%s/pattern: %s, expected a string", at, describe(pat))
		}
		d, err := compilePattern(p)
		if err != nil {
			return nil, fmt.Errorf("%s/pattern: %v", at, err)
		}
		return d, nil
	case hasFormat:
		name, ok := f.(string)
		p, known := formats[name]
		if !ok || !known {
			names := slices.Sorted(maps.Keys(formats))
			return nil, fmt.Errorf("%s/format: %s, expected one of %s", at, describe(f), strings.Join(names, ", "))
		}
		d, err := compilePattern(p)
		if err != nil {
			return nil, fmt.Errorf("%s/format %q: %v", at, name, err) // the table's patterns compile
		}
		return d, nil
	}
	return nil, nil
}

func (c *compiler) objectType(s map[string]any, at string) (int32, error) {
	var props map[string]any
	var order []string
	if v, ok := s["properties"]; ok {
		o, ok := v.(*object)
		if !ok {
			return 0, fmt.Errorf("%s/properties: %s, expected an object of schemas", at, describe(v))
		}
		props, order = maps.Clone(o.m), slices.Clone(o.keys)
	}
	required := map[string]bool{}
	if v, ok := s["required"]; ok {
		list, ok := v.([]any)
		if !ok {
			return 0, fmt.Errorf("%s/required: %s, expected a list of property names", at, describe(v))
		}
		for _, x := range list {
			name, ok := x.(string)
			if !ok {
				return 0, fmt.Errorf("%s/required: %s, expected a property name", at, describe(x))
			}
			if _, ok := props[name]; !ok {
				// A required property the schema does not describe: it may hold any value.
				if props == nil {
					props = map[string]any{}
				}
				props[name] = true
				order = append(order, name)
			}
			required[name] = true
		}
	}
	extra, hasExtra := s["additionalProperties"]
	if len(props) == 0 {
		switch v := extra.(type) {
		case nil:
			return c.add(node{kind: kAnyObject})
		case bool:
			if v {
				return c.add(node{kind: kAnyObject})
			}
			return c.add(node{kind: kObject, nextReq: []uint16{0}, keys: emptyKeys()})
		case *object:
			n, err := c.add(node{kind: kMap})
			if err != nil {
				return 0, err
			}
			e, err := c.compile(extra, at+"/additionalProperties")
			if err != nil {
				return 0, err
			}
			c.nodes[n].elem = e
			return n, nil
		}
	}
	if hasExtra {
		if _, ok := extra.(bool); !ok {
			if _, ok := extra.(*object); !ok {
				return 0, fmt.Errorf("%s/additionalProperties: %s, expected true, false or a schema", at, describe(extra))
			}
		}
	}
	if len(props) > maxProperties {
		return 0, fmt.Errorf("%s/properties: %d properties, expected at most %d", at, len(props), maxProperties)
	}
	n, err := c.add(node{kind: kObject})
	if err != nil {
		return 0, err
	}
	var list []property
	var keys trie
	for i, name := range order {
		p, err := c.compile(props[name], at+"/properties/"+escapePointer(name))
		if err != nil {
			return 0, err
		}
		list = append(list, property{name: name, node: p, required: required[name]})
		keys.insert(quote(name), int32(i))
	}
	keys.index()
	next := make([]uint16, len(list)+1)
	next[len(list)] = uint16(len(list))
	for i := len(list) - 1; i >= 0; i-- {
		next[i] = next[i+1]
		if list[i].required {
			next[i] = uint16(i)
		}
	}
	c.nodes[n].props, c.nodes[n].keys, c.nodes[n].nextReq = list, keys, next
	return n, nil
}

func emptyKeys() trie {
	var t trie
	t.insert(nil, -1)
	t.index()
	return t
}

func quote(s string) []byte {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	_ = e.Encode(s) // a string always encodes
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// literal adds a node that takes exactly the compact JSON texts of vals.
func (c *compiler) literal(vals []any, at string) (int32, error) {
	var t trie
	for _, v := range vals {
		var b bytes.Buffer
		e := json.NewEncoder(&b)
		e.SetEscapeHTML(false)
		if err := e.Encode(plain(v)); err != nil {
			return 0, fmt.Errorf("%s: value %s cannot be written as JSON: %v", at, describe(v), err)
		}
		t.insert(bytes.TrimSuffix(b.Bytes(), []byte("\n")), 0)
	}
	return c.add(node{kind: kLiteral, lits: t})
}

// plain turns decoded values back into Go's JSON values (objects as maps), for encoding.
func plain(v any) any {
	switch x := v.(type) {
	case *object:
		out := make(map[string]any, len(x.m))
		for k, e := range x.m {
			out[k] = plain(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = plain(e)
		}
		return out
	}
	return v
}

func bounds(s map[string]any, lo, hi, at string) (int64, int64, error) {
	get := func(k string, def int64) (int64, error) {
		v, ok := s[k]
		if !ok {
			return def, nil
		}
		n, ok := v.(json.Number)
		if !ok {
			return 0, fmt.Errorf("%s/%s: %s, expected a non-negative integer", at, k, describe(v))
		}
		i, err := strconv.ParseInt(n.String(), 10, 64)
		if err != nil || i < 0 || i > 1<<31 {
			return 0, fmt.Errorf("%s/%s: %s, expected an integer in [0, 2^31]", at, k, n)
		}
		return i, nil
	}
	a, err := get(lo, 0)
	if err != nil {
		return 0, 0, err
	}
	b, err := get(hi, -1)
	if err != nil {
		return 0, 0, err
	}
	if b >= 0 && a > b {
		return 0, 0, fmt.Errorf("%s: %s %d above %s %d, expected at most it", at, lo, a, hi, b)
	}
	return a, b, nil
}

// ref compiles the schema $ref points at: "#" or a JSON pointer into this schema.
func (c *compiler) ref(r, at string) (int32, error) {
	if n, ok := c.refs[r]; ok {
		return n, nil
	}
	if r != "#" && !strings.HasPrefix(r, "#/") {
		return 0, fmt.Errorf("%s/$ref: %q, expected a reference inside this schema (\"#\" or \"#/$defs/...\")", at, r)
	}
	target := c.root
	if r != "#" {
		for _, part := range strings.Split(r[2:], "/") {
			part = strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")
			m, ok := target.(*object)
			if !ok {
				return 0, fmt.Errorf("%s/$ref: %q: %q is not inside an object, expected a path to a schema", at, r, part)
			}
			if target, ok = m.m[part]; !ok {
				return 0, fmt.Errorf("%s/$ref: %q: no %q, expected a path to a schema", at, r, part)
			}
		}
	}
	// A placeholder first: a schema that refers to itself (a tree) gets this node, which then
	// becomes the compiled schema's union of one.
	n, err := c.add(node{kind: kUnion})
	if err != nil {
		return 0, err
	}
	c.refs[r] = n
	body, err := c.compile(target, r)
	if err != nil {
		return 0, err
	}
	c.nodes[n].props = []property{{node: body}}
	return n, nil
}

func escapePointer(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

func jsonType(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case json.Number:
		if _, err := strconv.ParseInt(x.String(), 10, 64); err == nil {
			return "integer"
		}
		return "number"
	case []any:
		return "array"
	}
	return "object"
}

func describe(v any) string {
	b, err := json.Marshal(plain(v))
	if err != nil || len(b) > 80 {
		return "a " + jsonType(v)
	}
	return string(b)
}

// resolveUnions fills each union's table of first bytes, the members flattened to non-union
// nodes, and refuses a union two of whose members could start with the same byte.
func (g *Grammar) resolveUnions() error {
	for i := range g.nodes {
		if g.nodes[i].kind != kUnion {
			continue
		}
		var table [256]int32
		for b := range table {
			table[b] = -1
		}
		var leaves []int32
		if err := g.flatten(int32(i), &leaves, map[int32]bool{}); err != nil {
			return err
		}
		if k := slices.IndexFunc(leaves, func(l int32) bool { return g.nodes[l].kind == kAny }); k >= 0 {
			leaves = leaves[k : k+1] // any value covers the other members
		}
		for _, l := range leaves {
			for _, b := range g.firstBytes(l) {
				if o := table[b]; o >= 0 && o != l {
					return fmt.Errorf("the schema's alternatives %s and %s can both start with %q, expected alternatives told apart by their first character (an object and null, a string and a number, ...)", g.describeNode(o), g.describeNode(l), b)
				}
				table[b] = l
			}
		}
		g.nodes[i].alts = &table
	}
	return nil
}

// flatten appends the non-union nodes union n may take.
func (g *Grammar) flatten(n int32, out *[]int32, seen map[int32]bool) error {
	if seen[n] {
		return fmt.Errorf("the schema refers to itself without a value between (a reference that is its own alternative), expected each reference to reach a type")
	}
	seen[n] = true
	defer delete(seen, n)
	for _, p := range g.nodes[n].props {
		if g.nodes[p.node].kind == kUnion {
			if err := g.flatten(p.node, out, seen); err != nil {
				return err
			}
		} else if !slices.Contains(*out, p.node) {
			*out = append(*out, p.node)
		}
	}
	return nil
}

// firstBytes lists the bytes a value of non-union node n may start with.
func (g *Grammar) firstBytes(n int32) []byte {
	switch nd := &g.nodes[n]; nd.kind {
	case kObject, kMap, kAnyObject:
		return []byte{'{'}
	case kArray:
		return []byte{'['}
	case kString:
		return []byte{'"'}
	case kNumber, kInteger:
		return []byte("-0123456789")
	case kLiteral:
		var out []byte
		for k := nd.lits.nodes[0].child; k >= 0; k = nd.lits.nodes[k].next {
			out = append(out, nd.lits.nodes[k].b)
		}
		return out
	}
	return []byte("{[\"-0123456789tfn")
}

func (g *Grammar) describeNode(n int32) string {
	return [...]string{"any value", "an object", "an object", "an array", "a string", "a number", "an integer", "a constant", "a union", "an object", "text"}[g.nodes[n].kind]
}

// object is a decoded JSON object that keeps its members' order (a schema's properties are
// written in the order it lists them).
type object struct {
	keys []string
	m    map[string]any
}

// decodeOrdered decodes one JSON value: objects as *object, numbers as json.Number.
func decodeOrdered(text []byte) (any, error) {
	d := json.NewDecoder(bytes.NewReader(text))
	d.UseNumber()
	v, err := decodeValue(d, 0)
	if err != nil {
		return nil, err
	}
	if _, err := d.Token(); err != io.EOF {
		return nil, fmt.Errorf("text after the value, expected one JSON value")
	}
	return v, nil
}

// maxSchemaDepth bounds a schema's nesting.
const maxSchemaDepth = 128

func decodeValue(d *json.Decoder, depth int) (any, error) {
	if depth > maxSchemaDepth {
		return nil, fmt.Errorf("nested more than %d deep", maxSchemaDepth)
	}
	t, err := d.Token()
	if err != nil {
		return nil, err
	}
	switch t {
	case json.Delim('{'):
		o := &object{m: map[string]any{}}
		for d.More() {
			k, err := d.Token()
			if err != nil {
				return nil, err
			}
			key := k.(string) // the decoder gives an object's keys as strings
			v, err := decodeValue(d, depth+1)
			if err != nil {
				return nil, err
			}
			if _, dup := o.m[key]; dup {
				return nil, fmt.Errorf("key %q twice in one object", key)
			}
			o.keys = append(o.keys, key)
			o.m[key] = v
		}
		_, err := d.Token()
		return o, err
	case json.Delim('['):
		list := []any{}
		for d.More() {
			v, err := decodeValue(d, depth+1)
			if err != nil {
				return nil, err
			}
			list = append(list, v)
		}
		_, err := d.Token()
		return list, err
	}
	return t, nil
}
