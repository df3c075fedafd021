//go:build !linux

package quietnet

import "net"

// Conn returns c as it is where the raw calls are not implemented (see quiet_linux.go).
func Conn(c net.Conn) net.Conn { return c }

// Buffers writes bufs to c.
func Buffers(c net.Conn, bufs net.Buffers) (int64, error) { return bufs.WriteTo(c) }

// Listener returns ln as it is.
func Listener(ln net.Listener) net.Listener { return ln }
