package connector

import (
	"context"

	"afdc/runtime/tensor"
)

// testPayload is an f32 transfer as the tests write it: Rows rows of each tensor.
type testPayload struct {
	Rows   int
	Widths []int
	Data   [][]float32
}

// tensors wraps p's data without checking sizes (the transport must catch a short tensor).
func (p testPayload) tensors() []tensor.Tensor {
	ts := make([]tensor.Tensor, len(p.Data))
	for i, d := range p.Data {
		w := 0
		if i < len(p.Widths) {
			w = p.Widths[i]
		}
		ts[i] = tensor.Tensor{DType: tensor.F32, Shape: []int{p.Rows, w}, Bytes: tensor.FromF32(d, len(d)).Bytes}
	}
	return ts
}

func fromTensors(rows int, widths []int, ts []tensor.Tensor) testPayload {
	p := testPayload{Rows: rows, Widths: widths}
	for _, t := range ts {
		p.Data = append(p.Data, append([]float32{}, t.F32()...))
	}
	return p
}

func buffers(rows int, widths []int) []tensor.Tensor {
	ts := make([]tensor.Tensor, len(widths))
	for i, w := range widths {
		ts[i] = tensor.New(tensor.F32, rows, w)
	}
	return ts
}

func (a *AttnSide) step() Tag {
	a.mu.Lock()
	defer a.mu.Unlock()
	return Tag{Step: a.cur.Step}
}

// SendTensors sends this rank's rows of one layer and stage through its transport.
func (a *AttnSide) SendTensors(ctx context.Context, layer, stage int, p testPayload) error {
	tag := a.step()
	tag.Layer, tag.Stage = layer, stage
	return a.Transport().Send(ctx, nil, a.owner, tag, p.tensors())
}

// RecvTensors receives this rank's result rows of one layer and stage through its transport.
func (a *AttnSide) RecvTensors(ctx context.Context, layer, stage int, widths []int) (testPayload, error) {
	tag := a.step()
	tag.Layer, tag.Stage = layer, stage
	cur, err := a.current("receive", tag)
	if err != nil {
		return testPayload{}, err
	}
	rows := cur.Counts[stage][0]
	into := buffers(rows, widths)
	if err := a.Transport().Recv(ctx, nil, a.owner, tag, into); err != nil {
		return testPayload{}, err
	}
	return fromTensors(rows, widths, into), nil
}

// RecvTensors gathers the stage's rows of every peer (fan in) through the transport.
func (f *FFNSide) RecvTensors(ctx context.Context, layer, stage int, widths []int) (testPayload, error) {
	cur, _, err := f.current(stage)
	if err != nil {
		return testPayload{}, err
	}
	into := buffers(cur.Total(stage), widths)
	tag := Tag{Step: cur.Step, Layer: layer, Stage: stage}
	dropped, err := Gather(ctx, f.Transport(), nil, tag, f.peers, cur.Counts[stage], into)
	if err != nil {
		return testPayload{}, err
	}
	if len(dropped) > 0 {
		return testPayload{}, f.droppedErr(dropped)
	}
	return fromTensors(cur.Total(stage), widths, into), nil
}

// SendTensors scatters result rows back to the peers (fan out) through the transport.
func (f *FFNSide) SendTensors(ctx context.Context, layer, stage int, p testPayload) error {
	cur, _, err := f.current(stage)
	if err != nil {
		return err
	}
	tag := Tag{Step: cur.Step, Layer: layer, Stage: stage}
	dropped, err := Scatter(ctx, f.Transport(), nil, tag, f.peers, cur.Counts[stage], p.tensors())
	if err == nil && len(dropped) > 0 {
		err = f.droppedErr(dropped)
	}
	return err
}

// droppedErr is why the first of the dropped peers (indices) left the step: its link's failure.
func (f *FFNSide) droppedErr(dropped []int) error {
	f.h.mu.Lock()
	defer f.h.mu.Unlock()
	return &DroppedError{Peer: f.peers[dropped[0]], Err: f.slots[dropped[0]].err}
}
