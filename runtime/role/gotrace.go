package role

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"runtime/pprof"
	"runtime/trace"
)

// goTraceEnv names a file prefix: when set, an executable writes a Go execution trace of its whole
// serving life to PREFIX.ROLE.PID (read with `go tool trace`; `go tool trace -pprof=sched` gives
// where goroutines waited to run). It is for finding where time goes between the two roles
// (docs/perf.md); a trace costs a few per cent of the run's speed.
const goTraceEnv = "AFDC_GO_TRACE"

// cpuProfileEnv names a file prefix: when set, an executable writes a CPU profile of its whole
// serving life to PREFIX.ROLE.PID (read with `go tool pprof`): where the host's time goes, the
// launching, the scheduler and the connector apart. The profile names its functions itself, so
// the executable's binary is not needed to read it.
const cpuProfileEnv = "AFDC_CPU_PROFILE"

// startGoTrace starts the execution trace goTraceEnv asks for, returning the function that ends
// it (nil when none is asked for).
func startGoTrace(role string, log *slog.Logger) (func(), error) {
	return startRecording(goTraceEnv, "a Go execution trace", role, log, trace.Start, trace.Stop)
}

// startCPUProfile starts the CPU profile cpuProfileEnv asks for, returning the function that ends
// it (nil when none is asked for).
func startCPUProfile(role string, log *slog.Logger) (func(), error) {
	return startRecording(cpuProfileEnv, "a CPU profile", role, log, pprof.StartCPUProfile, pprof.StopCPUProfile)
}

// startRecording starts what the file prefix in env asks for (what, written by start and ended by
// stop) into PREFIX.ROLE.PID, returning the function that ends it and closes the file (nil when
// env is not set).
func startRecording(env, what, role string, log *slog.Logger, start func(io.Writer) error, stop func()) (func(), error) {
	prefix := os.Getenv(env)
	if prefix == "" {
		return nil, nil
	}
	path := fmt.Sprintf("%s.%s.%d", prefix, role, os.Getpid())
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", env, err)
	}
	if err := start(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", env, err)
	}
	log.Info("writing "+what, "file", path)
	return func() {
		stop()
		if err := f.Close(); err != nil {
			log.Warn(what+" not closed", "file", path, "err", err)
		}
	}, nil
}
