package serve

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"sync"
	"time"
)

// HTTPOptions are the connection limits of an HTTP server. Zero durations mean no limit.
type HTTPOptions struct {
	ReadHeaderTimeout time.Duration // to read a request's headers
	ReadTimeout       time.Duration // to read a whole request, body included (lifted once the body is in)
	IdleTimeout       time.Duration // a keep-alive connection waiting for its next request
	MaxConns          int           // open connections; <= 0 means no cap
}

// NewHTTPServer returns a server for h with o's timeouts. Its WriteTimeout stays 0: the API
// handlers bound each write themselves (Config.WriteTimeout), since one deadline for the whole
// response would cut long generations and streams.
func NewHTTPServer(h http.Handler, o HTTPOptions) *http.Server {
	return &http.Server{Handler: h, ReadHeaderTimeout: o.ReadHeaderTimeout, ReadTimeout: o.ReadTimeout, IdleTimeout: o.IdleTimeout}
}

// LimitListener caps the connections open at once at max: one over the cap is answered at once
// with a 503 (Retry-After, Connection: close) and closed, so a flood of clients costs the server a
// few bytes each rather than a descriptor held until they go away.
func LimitListener(ln net.Listener, max int) net.Listener {
	if max <= 0 {
		return ln
	}
	return &limitListener{Listener: ln, sem: make(chan struct{}, max), max: max}
}

type limitListener struct {
	net.Listener
	sem chan struct{}
	max int
}

func (l *limitListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		select {
		case l.sem <- struct{}{}:
			return &limitConn{Conn: c, release: func() { <-l.sem }}, nil
		default:
			go refuse(c, l.max)
		}
	}
}

// refuse answers a connection over the cap and closes it, within a second whatever the client does.
func refuse(c net.Conn, max int) {
	defer c.Close()
	body := fmt.Sprintf(`{"status":"busy","error":{"message":"too many open connections (the server's cap is %d), expected fewer; retry later","type":"server_error","param":null,"code":"busy"}}`+"\n", max)
	_ = c.SetDeadline(time.Now().Add(time.Second))
	// Read the request's head first: a client that gets its answer before sending takes it for a
	// broken connection rather than a 503.
	_, _ = http.ReadRequest(bufio.NewReader(c))
	fmt.Fprintf(c, "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nRetry-After: 1\r\nConnection: close\r\nContent-Length: %d\r\n\r\n%s", len(body), body)
}

type limitConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *limitConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}
