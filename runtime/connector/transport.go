package connector

import (
	"context"
	"fmt"
)

// Transport moves tensor frames between ranks. The TCP transport here shares the control
// connection (frames stay in order with step headers); NCCL and HCCL transports implement the same
// interface. peer is the remote rank within its role: an attention rank on the ffn side, the owner
// ffn rank on the attention side. Send and Recv honour ctx; a failed peer makes both return its
// *PeerError promptly.
type Transport interface {
	Send(ctx context.Context, peer int, meta TensorMeta, data [][]float32) error
	Recv(ctx context.Context, peer int) (TensorMeta, [][]float32, error)
	Close() error
}

// tcpTransport is the Transport over a side's links.
type tcpTransport struct {
	lookup func(peer int) (*link, error)
	close  func() error
}

func (t tcpTransport) Send(ctx context.Context, peer int, meta TensorMeta, data [][]float32) error {
	l, err := t.lookup(peer)
	if err != nil {
		return fmt.Errorf("tcp transport: send: %w", err)
	}
	return l.sendTensors(ctx, meta, data)
}

func (t tcpTransport) Recv(ctx context.Context, peer int) (TensorMeta, [][]float32, error) {
	l, err := t.lookup(peer)
	if err != nil {
		return TensorMeta{}, nil, fmt.Errorf("tcp transport: recv: %w", err)
	}
	tf, err := l.popTensors(ctx, 0, 0, false)
	return tf.meta, tf.data, err
}

func (t tcpTransport) Close() error { return t.close() }

// Transport returns the TCP data plane of this ffn rank (peers are attention ranks). The step
// methods use the same connections; use one or the other for a given step.
func (f *FFNSide) Transport() Transport { return tcpTransport{lookup: f.link, close: f.Close} }

// Transport returns the TCP data plane of this attention rank (the peer is its owner ffn rank).
func (a *AttnSide) Transport() Transport { return tcpTransport{lookup: a.link, close: a.Close} }
