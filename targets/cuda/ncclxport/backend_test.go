package ncclxport

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"sync"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/tensor"
	"afdc/targets/cuda/cu"
)

// Fake device backends for the runtime's engines, over the fake world's "device" memory. Work runs
// when it is enqueued, and reading a received buffer waits until the fake NCCL has filled it, as a
// stream waits for its receive; so the engines' transfer order is what decides whether a step
// completes.
//
// Arithmetic per row (token id), width w: the hidden state starts at h[c] = id + c; layer L sends
// h + L + 1; the FFN doubles what it receives, which becomes h; logits[v] = h[0]·(v+1). The router
// logits tensor of the payload is [rows, 2] = (L, id).

const fakeWidth = 4

var fakeLayers = []int{0, 1, 2}

func fakeWire() []ir.WireLayer {
	var w []ir.WireLayer
	for _, l := range fakeLayers {
		w = append(w, ir.WireLayer{Layer: l, Kind: "moe",
			ToFFN:   []ir.WireTensor{{Name: "hidden", DType: "f32", Width: fakeWidth}, {Name: "router_logits", DType: "f32", Width: 2}},
			FromFFN: []ir.WireTensor{{Name: "hidden", DType: "f32", Width: fakeWidth}}})
	}
	return w
}

// expectLogits is what the split model computes for a sequence whose last token is id.
func expectLogits(id int32, vocab int) []float32 {
	h := float32(id)
	for _, l := range fakeLayers {
		h = 2 * (h + float32(l) + 1)
	}
	out := make([]float32, vocab)
	for v := range out {
		out[v] = h * float32(v+1)
	}
	return out
}

type fakeBE struct {
	mem     *devMem
	mu      sync.Mutex
	streams int
}

func (b *fakeBE) Target() string                   { return "cuda" }
func (b *fakeBE) Drive(f func() error) error       { return f() }
func (b *fakeBE) Close() error                     { return nil }
func (b *fakeBE) Release(uint64)                   {}
func (b *fakeBE) SetBlockSize(int) error           { return nil }
func (b *fakeBE) Vocab() int                       { return 3 }
func (b *fakeBE) Exchanges() []int                 { return fakeLayers }
func (b *fakeBE) Layers() []int                    { return fakeLayers }
func (b *fakeBE) f32(t tensor.Tensor) []float32    { return f32s(b.mem.bytesOf(t)) }
func (b *fakeBE) put(t tensor.Tensor, v []float32) { putF32s(b.mem.bytesOf(t), v) }

func (b *fakeBE) NewQueue() (runtime.Queue, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.streams++
	return fakeQueue{s: cu.Stream(b.streams)}, nil
}

func (b *fakeBE) Alloc(dt tensor.DType, mem tensor.Memory, shape ...int) (tensor.Tensor, error) {
	if len(shape) != 2 {
		return tensor.Tensor{}, fmt.Errorf("fake alloc: shape %v, expected [rows, width]", shape)
	}
	if mem == tensor.Host {
		return tensor.New(dt, shape...), nil
	}
	return b.mem.buf(dt, shape[0], shape[1], nil), nil
}

// FFN doubles the received hidden state (waiting for it to arrive).
func (b *fakeBE) FFN(_ context.Context, _ runtime.Queue, layer int, in []tensor.Tensor, out tensor.Tensor) error {
	for _, t := range in {
		b.mem.wait(t)
	}
	h := b.f32(in[0])
	y := make([]float32, len(h))
	for i, v := range h {
		y[i] = 2 * v
	}
	b.put(out, y)
	return nil
}

type fakeRun struct {
	b    *fakeBE
	ids  []int32
	last []int // row of each sequence's last token
	h    []float32
	y    tensor.Tensor // the received result not yet read
}

func (b *fakeBE) Begin(_ context.Context, _ runtime.Queue, bt runtime.Batch) (runtime.AttentionRun, error) {
	r := &fakeRun{b: b, ids: append([]int32(nil), bt.IDs.I32()...)}
	row := 0
	for _, s := range bt.Seqs {
		row += len(s.Tokens)
		r.last = append(r.last, row-1)
	}
	r.h = make([]float32, len(r.ids)*fakeWidth)
	for i, id := range r.ids {
		for c := range fakeWidth {
			r.h[i*fakeWidth+c] = float32(id) + float32(c)
		}
	}
	return r, nil
}

func (r *fakeRun) take() {
	if r.y.Ptr != 0 {
		r.b.mem.wait(r.y)
		r.h = r.b.f32(r.y)
		r.y = tensor.Tensor{}
	}
}

func (r *fakeRun) Attention(_ context.Context, layer int) ([]tensor.Tensor, error) {
	r.take()
	rows := len(r.ids)
	hid := r.b.mem.buf(tensor.F32, rows, fakeWidth, nil)
	v := make([]float32, len(r.h))
	for i, x := range r.h {
		v[i] = x + float32(layer) + 1
	}
	r.b.put(hid, v)
	lg := r.b.mem.buf(tensor.F32, rows, 2, nil)
	w := make([]float32, 2*rows)
	for i, id := range r.ids {
		w[2*i], w[2*i+1] = float32(layer), float32(id)
	}
	r.b.put(lg, w)
	return []tensor.Tensor{hid, lg}, nil
}

func (r *fakeRun) Resume(_ context.Context, _ int, y tensor.Tensor) error {
	r.y = y
	return nil
}

func (r *fakeRun) Finish(context.Context) (runtime.Output, error) {
	r.take()
	out := make([]float32, len(r.last)*3)
	for s, row := range r.last {
		for v := range 3 {
			out[s*3+v] = r.h[row*fakeWidth] * float32(v+1)
		}
	}
	return runtime.Output{Logits: tensor.FromF32(out, len(r.last), 3)}, nil
}

func f32s(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

func putF32s(b []byte, v []float32) {
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
}
