package role

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"sync"
	"time"
)

// progress shows how far a long load is: a bar with bytes, rate and time left, redrawn in place, on
// a terminal; elsewhere (a log file, a pipe) a log line every 10% or 10 s, whichever comes first.
type progress struct {
	w     io.Writer
	log   *slog.Logger
	what  string
	tty   bool
	start time.Time

	mu       sync.Mutex
	lastPct  int
	lastLine time.Time
	drawn    bool
}

func newProgress(w io.Writer, log *slog.Logger, what string) *progress {
	p := &progress{w: w, log: log, what: what, lastPct: -1, start: time.Now()}
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.tty = true
		}
	}
	p.lastLine = p.start
	return p
}

// update takes the bytes done of total; safe from several goroutines.
func (p *progress) update(done, total int64) {
	if total <= 0 {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	pct := int(done * 100 / total)
	elapsed := time.Since(p.start)
	rate := float64(done) / max(elapsed.Seconds(), 1e-9)
	eta := "?"
	if done > 0 {
		eta = time.Duration(float64(total-done) / rate * float64(time.Second)).Round(time.Second).String()
	}
	if p.tty {
		if pct == p.lastPct {
			return
		}
		p.lastPct = pct
		const width = 30
		n := pct * width / 100
		fmt.Fprintf(p.w, "\r%s [%s%s] %3d%% %s / %s  %s/s  ETA %s ", p.what, strings.Repeat("#", n), strings.Repeat(".", width-n), pct,
			mib(done), mib(total), mib(int64(rate)), eta)
		p.drawn = true
		return
	}
	// A load of a few seconds needs no lines; a long one gets one per 10% or per 10 s.
	if p.log == nil || elapsed < 2*time.Second || done < total && pct/10 == p.lastPct/10 && time.Since(p.lastLine) < 10*time.Second {
		return
	}
	p.lastPct, p.lastLine = pct, time.Now()
	p.log.Info(p.what, "percent", pct, "bytes", done, "total_bytes", total, "mib_per_second", fmt.Sprintf("%.1f", rate/(1<<20)), "eta", eta)
}

func (p *progress) done() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprintln(p.w)
		p.drawn = false
	}
}

func mib(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }
