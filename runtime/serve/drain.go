package serve

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"afdc/runtime/connector"
)

// Stopping is how the attention executable drains and stops on SIGTERM or SIGINT (DrainAndStop).
type Stopping struct {
	HTTP    *http.Server // serves Server's handler
	Server  *Server
	Timeout time.Duration // --drain-timeout: how long running requests may go on
	// StopRun ends the scheduler's context; RunDone delivers Run's result.
	StopRun func()
	RunDone <-chan error
	Log     *slog.Logger
}

// DrainAndStop refuses new requests (503 with Retry-After, /ready draining), lets the running ones
// finish for up to Timeout, then stops the scheduler, which fails whatever is still running with a
// 503 (a stream gets an error event and [DONE]), and only then shuts the HTTP server down, so that
// every handler writes that ending before its connection closes. It returns Run's error.
//
// The order matters: shutting the HTTP server down first (as it once was) waited for handlers that
// were waiting for the scheduler, then closed their connections mid-stream.
func (c Stopping) DrainAndStop() error {
	log := c.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	c.HTTP.SetKeepAlivesEnabled(false)
	log.Info("draining: no new requests; waiting for the running ones", "drain_timeout", c.Timeout)
	var runErr error
	returned := false
	select {
	case <-c.Server.Drain():
		log.Info("drained")
	case <-time.After(c.Timeout):
		log.Warn("--drain-timeout passed with requests still running; failing them", "drain_timeout", c.Timeout)
	case runErr = <-c.RunDone:
		returned = true
	}
	c.StopRun()
	if !returned {
		runErr = <-c.RunDone
	}
	// The handlers of the failed requests write their endings now; give them a bounded while.
	shut, done := context.WithTimeout(context.Background(), 5*time.Second)
	defer done()
	if err := c.HTTP.Shutdown(shut); err != nil {
		c.HTTP.Close()
	}
	return runErr
}

// LoadAPIKey reads an --api-key-file: a regular file of at most 4 KiB, less trailing whitespace.
func LoadAPIKey(path string) (string, error) {
	b, err := connector.ReadSecretFile("--api-key-file", path)
	if err != nil {
		return "", err
	}
	k := string(trimSpaceRight(b))
	if k == "" {
		return "", &keyFileError{path}
	}
	return k, nil
}

type keyFileError struct{ path string }

func (e *keyFileError) Error() string {
	return "--api-key-file " + e.path + ": empty, expected the key clients send as \"Authorization: Bearer KEY\""
}

func trimSpaceRight(b []byte) []byte {
	for len(b) > 0 && (b[len(b)-1] == ' ' || b[len(b)-1] == '\t' || b[len(b)-1] == '\r' || b[len(b)-1] == '\n') {
		b = b[:len(b)-1]
	}
	return b
}
