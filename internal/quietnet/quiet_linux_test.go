package quietnet

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"testing"
	"time"
)

// pair is a connected TCP pair on loopback, the dialer's end wrapped.
func pair(t *testing.T) (quiet net.Conn, plain net.Conn) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	acc := make(chan net.Conn, 1)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			acc <- nil
			return
		}
		acc <- c
	}()
	d, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	p := <-acc
	if p == nil {
		t.Fatal("accept failed")
	}
	q := Conn(d)
	t.Cleanup(func() { q.Close(); p.Close() })
	return q, p
}

func pattern(n int, seed byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7) + seed
	}
	return b
}

func TestWrapsOnlySockets(t *testing.T) {
	a, b := net.Pipe()
	defer a.Close()
	defer b.Close()
	if Conn(a) != a {
		t.Errorf("Conn(pipe) wrapped it, expected the pipe as it is")
	}
	q, _ := pair(t)
	if _, ok := q.(*quietConn); !ok {
		t.Errorf("Conn(TCP) is %T, expected the quiet wrapper keeping CloseWrite", q)
	}
}

// TestRoundTrip: bytes written either way, larger than the socket buffers (so writes are partial
// and wait in the poller), arrive whole and in order, and writev parts keep their order, empty
// parts included.
func TestRoundTrip(t *testing.T) {
	q, p := pair(t)
	big := pattern(8<<20, 3)
	done := make(chan error, 1)
	go func() {
		_, err := q.Write(big)
		done <- err
	}()
	got := make([]byte, len(big))
	if _, err := io.ReadFull(p, got); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("write: %v", err)
	}
	if !bytes.Equal(got, big) {
		t.Fatal("the peer read other bytes than the quiet side wrote")
	}

	parts := net.Buffers{pattern(10, 1), nil, pattern(3<<20, 2), {}, pattern(1, 9), pattern(70000, 4)}
	var want []byte
	for _, b := range parts {
		want = append(want, b...)
	}
	// parts written by from arrive at to whole and in order: the quiet side reading a plain
	// writer's buffers, then the quiet side's writev.
	send := func(from, to net.Conn, what string) {
		go func() {
			n, err := Buffers(from, append(net.Buffers(nil), parts...))
			if err == nil && n != int64(len(want)) {
				err = fmt.Errorf("wrote %d bytes, expected %d", n, len(want))
			}
			done <- err
		}()
		got := make([]byte, len(want))
		if _, err := io.ReadFull(to, got); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if err := <-done; err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("%s: parts arrived out of order or changed", what)
		}
	}
	send(p, q, "plain to quiet")
	send(q, p, "quiet writev to plain")
}

// TestDeadlinesAndEnd: a read with nothing to read and a write the peer does not take end at
// their deadlines with timeout errors; a peer's half-close reads as EOF.
func TestDeadlinesAndEnd(t *testing.T) {
	q, _ := pair(t)
	q.SetReadDeadline(time.Now().Add(50 * time.Millisecond))
	_, err := q.Read(make([]byte, 10))
	var ne net.Error
	if !errors.As(err, &ne) || !ne.Timeout() || !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("read past its deadline: %v, expected a timeout", err)
	}
	q.SetReadDeadline(time.Time{})

	q.SetWriteDeadline(time.Now().Add(100 * time.Millisecond))
	_, err = q.Write(make([]byte, 64<<20)) // far more than the socket buffers; the peer reads nothing
	if !errors.As(err, &ne) || !ne.Timeout() {
		t.Fatalf("write the peer does not take: %v, expected a timeout", err)
	}

	q2, p2 := pair(t)
	if _, err := p2.Write([]byte("bye")); err != nil {
		t.Fatal(err)
	}
	p2.(*net.TCPConn).CloseWrite()
	got, err := io.ReadAll(q2)
	if err != nil || string(got) != "bye" {
		t.Fatalf("read to the peer's half-close: %q, %v; expected \"bye\" then EOF", got, err)
	}
	if cw, ok := q2.(interface{ CloseWrite() error }); ok {
		if err := cw.CloseWrite(); err != nil {
			t.Fatal(err)
		}
		if b, err := io.ReadAll(p2); err != nil || len(b) != 0 {
			t.Fatalf("peer after the quiet side's half-close: %q, %v; expected EOF", b, err)
		}
	}
}
