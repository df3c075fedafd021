package connector

import (
	"context"
	"fmt"
	"net"
	"time"

	"afdc/runtime/tensor"
)

// RawPeer is an attention rank's connection right after its handshake, with nothing running on
// it: no reader, no heartbeats, no write deadlines. It lets a test play a peer that misbehaves on
// the wire (one that keeps heartbeating but never reads, say) against a real FFN rank, with this
// package's own framing. Production code uses DialAttention.
type RawPeer struct {
	Conn     net.Conn
	NextStep uint64 // the first step this peer takes part in (from the listener's joined frame)
	Peer     Hello  // the listener's hello
}

// HandshakeRawPeer runs the attention side of the handshake on conn (a connection to the FFN rank
// that owns cfg.Hello's rank; over TLS when cfg.TLS is set): the cluster key's challenge first when
// cfg.ClusterKey is set, then cfg.Hello (its heartbeat interval filled in from cfg.Heartbeat). It
// returns the connection positioned after joined; a redirect is an error.
func HandshakeRawPeer(ctx context.Context, conn net.Conn, cfg Config) (*RawPeer, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if cfg.TLS != nil {
		conn = cfg.tlsClient(conn, conn.RemoteAddr().String())
	}
	h := cfg.withSelf()
	if h.Role != RoleAttention {
		return nil, fmt.Errorf("raw peer: role %q, expected %q", h.Role, RoleAttention)
	}
	res, err := dialHandshake(ctx, conn, kindHello, h, h, FFNRankOf(h), cfg.ClusterKey)
	if err != nil {
		return nil, err
	}
	if res.redirect != nil {
		return nil, fmt.Errorf("raw peer: redirected to ffn rank %d at %q, expected a welcome", res.redirect.Owner, res.redirect.Addr)
	}
	conn.SetDeadline(time.Time{})
	return &RawPeer{Conn: conn, NextStep: res.joined.NextStep, Peer: res.peer}, nil
}

// Heartbeat writes one heartbeat frame.
func (p *RawPeer) Heartbeat() error {
	_, err := p.Conn.Write(appendFrameHeader(nil, kindHeartbeat, 0))
	return err
}

// Step writes a step header (one column: this peer's rows per stage).
func (p *RawPeer) Step(h StepHeader) error {
	b, err := encodeJSONFrame(nil, kindStep, h)
	if err != nil {
		return err
	}
	_, err = p.Conn.Write(b)
	return err
}

// Tensors writes one tensor frame: data (host tensors of equal rows) under tag.
func (p *RawPeer) Tensors(tag Tag, data []tensor.Tensor) error {
	m := metaOf(tag, data)
	n, err := checkMeta(m, data)
	if err != nil {
		return err
	}
	bufs := net.Buffers{appendTensorHeader(nil, m, n)}
	for _, d := range data {
		bufs = append(bufs, d.Bytes)
	}
	_, err = bufs.WriteTo(p.Conn)
	return err
}
