package cuda

import (
	"context"
	"fmt"

	"afdc/runtime"
	rt "afdc/runtime/tensor"
	"afdc/targets/cuda/cu"
)

// rowMemory is the CUDA backend's device side of an attention rank's expert-parallel exchange over
// a device data plane (runtime.RowMemory): buffers from the transfer ring, the routing weights read
// to the host (they size every transfer), each expert rank's rows gathered on the stream with
// device copies. The combine's sum runs on the host for now: the pair rows are copied down, summed
// in ascending expert order (moe_experts' arithmetic, so the bits equal the unsharded pair's) and
// the sum copied up; a device kernel for it is not written yet.
type rowMemory struct{ b *Backend }

var _ runtime.RowMemory = rowMemory{}

func (m rowMemory) Alloc(dt rt.DType, rows, width int) (rt.Tensor, error) {
	return m.b.Alloc(dt, rt.Device, rows, width)
}

func (m rowMemory) ToHost(ctx context.Context, q rt.Queue, t rt.Tensor) (rt.Tensor, error) {
	cq, err := m.b.queueOf(q)
	if err != nil {
		return rt.Tensor{}, err
	}
	if err := checkPayload(t, t.DType, t.Shape...); err != nil {
		return rt.Tensor{}, err
	}
	out := rt.New(t.DType, t.Shape...)
	err = m.b.do(func() error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := cq.download(out.Bytes, cu.DevicePtr(t.Ptr)); err != nil {
			return err
		}
		return cq.sync()
	})
	return out, err
}

func (m rowMemory) Gather(_ context.Context, q rt.Queue, dst, src rt.Tensor, rows []int) error {
	cq, err := m.b.queueOf(q)
	if err != nil {
		return err
	}
	if dst.DType != src.DType || dst.Width() != src.Width() || dst.Rows() != len(rows) || dst.Mem != rt.Device || src.Mem != rt.Device {
		return fmt.Errorf("gather %d rows of %s into %s, expected device tensors of one dtype and width, a row each", len(rows), src, dst)
	}
	rb := src.Width() * int(src.DType.Size())
	for _, r := range rows {
		if r < 0 || r >= src.Rows() {
			return fmt.Errorf("gather row %d of %s, expected 0..%d", r, src, src.Rows()-1)
		}
	}
	return m.b.do(func() error {
		for i := 0; i < len(rows); {
			j := i + 1
			for j < len(rows) && rows[j] == rows[j-1]+1 {
				j++
			}
			if err := cu.CopyDtoDAsync(cu.DevicePtr(dst.Ptr).Add(i*rb), cu.DevicePtr(src.Ptr).Add(rows[i]*rb), (j-i)*rb, cq.s); err != nil {
				return err
			}
			i = j
		}
		cq.Enqueued()
		return nil
	})
}

func (m rowMemory) Combine(ctx context.Context, q rt.Queue, out, pairs rt.Tensor, idx []int32, k int) error {
	cq, err := m.b.queueOf(q)
	if err != nil {
		return err
	}
	h := out.Width()
	if out.DType != rt.F32 || pairs.DType != rt.F32 || pairs.Width() != h || len(idx) != out.Rows()*k || out.Mem != rt.Device || pairs.Mem != rt.Device {
		return fmt.Errorf("combine %s into %s with %d indices, expected f32 device tensors of one width and %d indices", pairs, out, len(idx), out.Rows()*k)
	}
	host := rt.New(rt.F32, pairs.Rows(), h)
	sum := make([]float32, out.Rows()*h)
	return m.b.do(func() error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if pairs.Rows() > 0 {
			if err := cq.download(host.Bytes, cu.DevicePtr(pairs.Ptr)); err != nil {
				return err
			}
			if err := cq.sync(); err != nil {
				return err
			}
		}
		if err := combineRows(sum, host.F32(), idx, k, h); err != nil {
			return err
		}
		return cq.upload(cu.DevicePtr(out.Ptr), rt.FromF32(sum, len(sum)).Bytes)
	})
}

// combineRows sets out's row t to ((0 + y[idx[t·k]]) + y[idx[t·k+1]]) + ..., up to the row's first
// -1: a row's pair rows in ascending expert order, as moe_experts adds them.
func combineRows(out, y []float32, idx []int32, k, h int) error {
	rows := len(y) / max(h, 1)
	for t := range len(out) / max(h, 1) {
		o := out[t*h : (t+1)*h]
		clear(o)
		for _, i := range idx[t*k : (t+1)*k] {
			if i < 0 {
				break
			}
			if int(i) >= rows {
				return fmt.Errorf("combine: row %d takes pair row %d of %d", t, i, rows)
			}
			for c, v := range y[int(i)*h : (int(i)+1)*h] {
				o[c] += v
			}
		}
	}
	return nil
}
