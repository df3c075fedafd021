package role

import (
	"fmt"
	"log/slog"
	"os"
	"runtime/trace"
)

// goTraceEnv names a file prefix: when set, an executable writes a Go execution trace of its whole
// serving life to PREFIX.ROLE.PID (read with `go tool trace`; `go tool trace -pprof=sched` gives
// where goroutines waited to run). It is for finding where time goes between the two roles
// (docs/perf.md); a trace costs a few per cent of the run's speed.
const goTraceEnv = "AFDC_GO_TRACE"

// startGoTrace starts the execution trace goTraceEnv asks for, returning the function that ends
// it (nil when none is asked for).
func startGoTrace(role string, log *slog.Logger) (func(), error) {
	prefix := os.Getenv(goTraceEnv)
	if prefix == "" {
		return nil, nil
	}
	path := fmt.Sprintf("%s.%s.%d", prefix, role, os.Getpid())
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", goTraceEnv, err)
	}
	if err := trace.Start(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", goTraceEnv, err)
	}
	log.Info("writing a Go execution trace", "file", path)
	return func() {
		trace.Stop()
		if err := f.Close(); err != nil {
			log.Warn("Go execution trace not closed", "file", path, "err", err)
		}
	}, nil
}
