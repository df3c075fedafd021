package runtime

import (
	"context"
	"fmt"
	"sync"

	"afdc/runtime/connector"
	"afdc/runtime/tensor"
)

// LocalFFN is an in-process FFN peer: Send runs the layer at once on an FFN backend, Recv hands the
// result back. It checks the split engine against the monolithic one without any network.
type LocalFFN struct {
	FFN  FFNBackend
	mu   sync.Mutex
	step uint64
	q    Queue
	out  map[connector.Tag]tensor.Tensor
}

func (l *LocalFFN) BeginStep(context.Context, []int) (uint64, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.step++
	return l.step, nil
}

func (l *LocalFFN) Peer() int             { return 0 }
func (l *LocalFFN) Name() string          { return "local" }
func (l *LocalFFN) Memory() tensor.Memory { return tensor.Host }
func (l *LocalFFN) Close() error          { return nil }

func (l *LocalFFN) Send(ctx context.Context, q tensor.Queue, _ int, tag connector.Tag, data []tensor.Tensor) error {
	if q != nil {
		if err := q.Sync(ctx); err != nil {
			return err
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.q == nil {
		q, err := l.FFN.NewQueue()
		if err != nil {
			return err
		}
		l.q = q
	}
	rows := data[0].Rows()
	out, err := l.FFN.Alloc(data[0].DType, tensor.Host, rows, data[0].Width())
	if err != nil {
		return err
	}
	if rows > 0 {
		if err := l.FFN.FFN(ctx, l.q, tag.Layer, data, out); err != nil {
			return err
		}
		if err := l.q.Sync(ctx); err != nil {
			return err
		}
	}
	if l.out == nil {
		l.out = map[connector.Tag]tensor.Tensor{}
	}
	l.out[tag] = out
	return nil
}

func (l *LocalFFN) Recv(_ context.Context, _ tensor.Queue, _ int, tag connector.Tag, into []tensor.Tensor) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	y, ok := l.out[tag]
	if !ok {
		return fmt.Errorf("%s: nothing was sent", tag)
	}
	delete(l.out, tag)
	if len(into) != 1 || len(into[0].Bytes) != len(y.Bytes) {
		return fmt.Errorf("%s: result %s, expected one buffer like it", tag, y)
	}
	copy(into[0].Bytes, y.Bytes)
	if r, ok := l.FFN.(Recycler); ok {
		r.Recycle(y)
	}
	return nil
}
