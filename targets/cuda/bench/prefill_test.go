package bench

import (
	"strings"
	"testing"
)

// TestParsePrefillShapes: shapes are TOKENSxPROMPTS, comma-separated; anything else is refused
// with the shape it found.
func TestParsePrefillShapes(t *testing.T) {
	got, err := ParsePrefillShapes("4096x1, 2048x8")
	if err != nil || len(got) != 2 || got[0] != (PrefillShape{4096, 1}) || got[1] != (PrefillShape{2048, 8}) {
		t.Fatalf("4096x1, 2048x8: %v, %v", got, err)
	}
	for _, bad := range []string{"4096", "x8", "4096x0", "0x1", "-4x2", "4096x1,", "axb"} {
		if _, err := ParsePrefillShapes(bad); err == nil || !strings.Contains(err.Error(), "expected TOKENSxPROMPTS") {
			t.Errorf("%q: %v, want an error naming the expected form", bad, err)
		}
	}
}
