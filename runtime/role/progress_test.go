package role

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
	"time"
)

// TestProgressLines: off a terminal, a long load logs a line per 10% (not per update) with rate
// and time left, and a short one logs none.
func TestProgressLines(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(slog.NewTextHandler(&buf, nil))
	p := newProgress(&buf, log, "loading")
	p.start = time.Now().Add(-time.Minute) // a load that has run a minute
	const total = 1000
	for done := int64(0); done <= total; done += 5 {
		p.update(done, total)
	}
	p.done()
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) < 10 || len(lines) > 11 {
		t.Fatalf("%d lines, want one per 10%%:\n%s", len(lines), buf.String())
	}
	last := lines[len(lines)-1]
	for _, want := range []string{"msg=loading", "percent=100", "bytes=1000", "total_bytes=1000", "mib_per_second=", "eta=0s"} {
		if !strings.Contains(last, want) {
			t.Errorf("last line %q lacks %q", last, want)
		}
	}
	if !strings.Contains(lines[0], "eta=") || strings.Contains(lines[0], "eta=?") {
		t.Errorf("first line %q: want a time left", lines[0])
	}

	buf.Reset()
	q := newProgress(&buf, log, "loading")
	for done := int64(0); done <= total; done += 100 {
		q.update(done, total)
	}
	if buf.Len() != 0 {
		t.Errorf("a load of under 2 s logged:\n%s", buf.String())
	}
}
