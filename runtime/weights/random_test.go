package weights

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestOrderedJSON: a config keeps its key order through a decode and encode, with keys replaced in
// place, added at the end and deleted; what is not an object is refused.
func TestOrderedJSON(t *testing.T) {
	var o OrderedJSON
	if err := json.Unmarshal([]byte(`{"b": 1, "a": {"x": [1, 2]}, "c": "s"}`), &o); err != nil {
		t.Fatal(err)
	}
	if !o.Has("a") || o.Has("z") {
		t.Errorf("Has: a %v, z %v", o.Has("a"), o.Has("z"))
	}
	o.SetRaw("b", json.RawMessage("2"))
	o.SetRaw("d", json.RawMessage("true"))
	o.Del("c")
	out, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(out), `{"b":2,"a":{"x":[1,2]},"d":true}`; got != want {
		t.Errorf("encoded %s, want %s", got, want)
	}
	if err := json.Unmarshal([]byte(`[1, 2]`), &o); err == nil || !strings.Contains(err.Error(), "not a JSON object") {
		t.Errorf("a JSON array decoded as a config: %v", err)
	}
}
