package weights

import (
	"errors"
	"fmt"

	"afdc/runtime/tensor"
)

// Weight is a checkpoint tensor as stored, for a backend to place in its own memory: its bytes in
// their own dtype (nothing widened), and for F8_E4M3 the block scales it is dequantised with. A
// backend decides what to widen: the CPU computes in fp32 (Widen); a GPU keeps bf16 and fp8.
type Weight struct {
	Name string
	// Data is the tensor in its checkpoint dtype and shape. Its Bytes alias the read-only mapping:
	// valid until the checkpoint is closed, and writing to them faults.
	Data tensor.Tensor
	// Scale is the inverse scale of each Block of an F8_E4M3 weight ([ceil(rows/br), ceil(cols/bc)],
	// in its own dtype); nil for other dtypes.
	Scale *tensor.Tensor
	Block [2]int // rows, cols of weight one scale element covers
}

var tensorDTypes = map[string]tensor.DType{"F32": tensor.F32, "BF16": tensor.BF16, "F16": tensor.F16, "F8_E4M3": tensor.F8E4M3}

// Weight returns a tensor in its own dtype without copying, with its scales when it is F8_E4M3.
// Safe for concurrent use.
func (c *Checkpoint) Weight(name string) (Weight, error) {
	raw, err := c.Raw(name)
	if err != nil {
		return Weight{}, err
	}
	info := c.tensors[name].info
	where := fmt.Sprintf("%s: tensor %q", info.File, name)
	dt, ok := tensorDTypes[info.DType]
	if !ok {
		return Weight{}, fmt.Errorf("%s: dtype %s cannot be converted to float32, expected %s", where, info.DType, loadableList)
	}
	shape := make([]int, len(info.Shape))
	for i, d := range info.Shape {
		shape[i] = int(d)
	}
	w := Weight{Name: name, Data: tensor.Tensor{DType: dt, Shape: shape, Bytes: raw}}
	if dt == tensor.F8E4M3 {
		if p := c.scaleProblem(info); p != "" {
			return Weight{}, fmt.Errorf("%s: %s", where, p)
		}
		s, err := c.Weight(ScaleName(name))
		if err != nil {
			return Weight{}, err
		}
		w.Scale, w.Block = &s.Data, [2]int{int(c.block[0]), int(c.block[1])}
	}
	return w, nil
}

// Widen converts a weight to a new float32 slice, row-major as stored. F32, BF16 and F16 convert
// exactly. F8_E4M3 (rank 2) is dequantised with its scales: w[i][j] × s[i/br][j/bc] for the block
// br×bc, with partial blocks at the bottom and right edges.
func Widen(w Weight) ([]float32, error) {
	raw := w.Data.Bytes
	switch w.Data.DType {
	case tensor.F32:
		return DecodeF32(raw)
	case tensor.BF16:
		return DecodeBF16(raw)
	case tensor.F16:
		return DecodeF16(raw)
	case tensor.F8E4M3:
		return dequantFP8(w)
	}
	return nil, fmt.Errorf("dtype %s cannot be converted to float32, expected %s", w.Data.DType, loadableList)
}

func dequantFP8(w Weight) ([]float32, error) {
	if w.Scale == nil || len(w.Data.Shape) != 2 || w.Block[0] <= 0 || w.Block[1] <= 0 {
		return nil, errors.New("F8_E4M3 needs rank 2 and its block scales")
	}
	scale, err := Widen(Weight{Data: *w.Scale})
	if err != nil {
		return nil, fmt.Errorf("scales: %w", err)
	}
	raw := w.Data.Bytes
	rows, cols := int64(w.Data.Shape[0]), int64(w.Data.Shape[1])
	br, bc := int64(w.Block[0]), int64(w.Block[1])
	scols := ceilDiv(cols, bc)
	if int64(len(raw)) != rows*cols || int64(len(scale)) != ceilDiv(rows, br)*scols {
		return nil, fmt.Errorf("F8_E4M3 %dx%d: %d bytes and %d scales, expected %d and %d", rows, cols, len(raw), len(scale), rows*cols, ceilDiv(rows, br)*scols)
	}
	out := make([]float32, len(raw))
	for i := int64(0); i < rows; i++ {
		srow := scale[(i/br)*scols : (i/br+1)*scols]
		wr := raw[i*cols : (i+1)*cols]
		o := out[i*cols : (i+1)*cols]
		for b, s := range srow { // one column block at a time keeps division out of the inner loop
			lo, hi := int64(b)*bc, min(int64(b+1)*bc, cols)
			for j := lo; j < hi; j++ {
				o[j] = f8e4m3Table[wr[j]] * s
			}
		}
	}
	return out, nil
}
