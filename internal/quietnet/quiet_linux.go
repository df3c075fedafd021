package quietnet

import (
	"io"
	"net"
	"syscall"
	"unsafe"
)

// quietConn is a TCP or Unix connection whose reads and writes are raw system calls on its
// non-blocking socket: each returns at once, and when it would block, the wait goes to the
// network poller as for any net.Conn, deadlines included.
type quietConn struct {
	net.Conn
	rc syscall.RawConn
	cw closeWriter
}

// socket is what TCP and Unix connections offer beside net.Conn.
type socket interface {
	syscall.Conn
	closeWriter
}

type closeWriter interface{ CloseWrite() error }

// Conn wraps a *net.TCPConn or *net.UnixConn; any other connection (TLS, an in-memory pipe) is
// returned as it is. The result keeps CloseWrite (net/http uses it to end a response cleanly).
func Conn(c net.Conn) net.Conn {
	switch c.(type) {
	case *net.TCPConn, *net.UnixConn:
	default:
		return c
	}
	s := c.(socket)
	rc, err := s.SyscallConn()
	if err != nil {
		return c
	}
	return &quietConn{Conn: c, rc: rc, cw: s}
}

// CloseWrite half-closes the connection.
func (c *quietConn) CloseWrite() error { return c.cw.CloseWrite() }

// Listener wraps every connection ln accepts with Conn.
func Listener(ln net.Listener) net.Listener { return listener{ln} }

type listener struct{ net.Listener }

func (l listener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return Conn(c), nil
}

// Buffers writes all of bufs with as few system calls as c allows: one writev where c came from
// Conn, bufs.WriteTo otherwise. It may reslice bufs' elements.
func Buffers(c net.Conn, bufs net.Buffers) (int64, error) {
	if q, ok := c.(*quietConn); ok {
		return q.writeBuffers(bufs)
	}
	return bufs.WriteTo(c)
}

func (c *quietConn) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	var (
		n     int
		errno syscall.Errno
	)
	err := c.rc.Read(func(fd uintptr) bool {
		for {
			r, _, e := syscall.RawSyscall(syscall.SYS_READ, fd, uintptr(unsafe.Pointer(&p[0])), uintptr(len(p)))
			switch e {
			case syscall.EINTR:
				continue
			case syscall.EAGAIN:
				return false
			}
			n, errno = int(r), e
			return true
		}
	})
	switch {
	case err != nil:
		return 0, c.opErr("read", err)
	case errno != 0:
		return 0, c.opErr("read", errno)
	case n == 0:
		return 0, io.EOF
	}
	return n, nil
}

func (c *quietConn) Write(p []byte) (int, error) {
	b := [1][]byte{p}
	n, err := c.writeBuffers(b[:])
	return int(n), err
}

// writeBuffers writes all of bufs with as few writev calls as the socket allows.
func (c *quietConn) writeBuffers(bufs [][]byte) (int64, error) {
	var (
		total int64
		errno syscall.Errno
		iov   []syscall.Iovec
	)
	for len(bufs) > 0 && len(bufs[0]) == 0 {
		bufs = bufs[1:]
	}
	if len(bufs) == 0 {
		return 0, nil
	}
	err := c.rc.Write(func(fd uintptr) bool {
		for len(bufs) > 0 {
			iov = iov[:0]
			for _, b := range bufs {
				if len(b) == 0 {
					continue
				}
				v := syscall.Iovec{Base: &b[0]}
				v.SetLen(len(b))
				iov = append(iov, v)
				if len(iov) == 1024 { // IOV_MAX
					break
				}
			}
			r, _, e := syscall.RawSyscall(syscall.SYS_WRITEV, fd, uintptr(unsafe.Pointer(&iov[0])), uintptr(len(iov)))
			switch e {
			case 0:
			case syscall.EINTR:
				continue
			case syscall.EAGAIN:
				return false
			default:
				errno = e
				return true
			}
			n := int64(r)
			total += n
			for n > 0 {
				if int64(len(bufs[0])) <= n {
					n -= int64(len(bufs[0]))
					bufs = bufs[1:]
					continue
				}
				bufs[0] = bufs[0][n:]
				n = 0
			}
			for len(bufs) > 0 && len(bufs[0]) == 0 {
				bufs = bufs[1:]
			}
		}
		return true
	})
	switch {
	case err != nil:
		return total, c.opErr("write", err)
	case errno != 0:
		return total, c.opErr("write", errno)
	}
	return total, nil
}

// opErr wraps an error as the net package would, so callers see a *net.OpError whose Timeout
// reports a passed deadline.
func (c *quietConn) opErr(op string, err error) error {
	return &net.OpError{Op: op, Net: c.LocalAddr().Network(), Source: c.LocalAddr(), Addr: c.RemoteAddr(), Err: err}
}
