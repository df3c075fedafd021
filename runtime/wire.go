package runtime

import (
	"fmt"

	"afdc/ir"
	"afdc/runtime/tensor"
)

// wireTensor is one tensor of an exchange: its dtype and width.
type wireTensor struct {
	dtype tensor.DType
	width int
}

// wireLayer is one layer's exchange as the runtime allocates for it.
type wireLayer struct {
	layer int
	to    []wireTensor // to the FFN: hidden state first
	from  wireTensor   // back: the FFN's output
}

// readWire checks the manifest's wire schema (each layer sends at least one tensor and gets exactly
// one back, in dtypes a tensor can hold) and indexes it by layer.
func readWire(wire []ir.WireLayer) (map[int]wireLayer, []int, error) {
	out := map[int]wireLayer{}
	var order []int
	conv := func(w ir.WireTensor, layer int) (wireTensor, error) {
		dt, err := ir.ParseDType(w.DType)
		if err != nil || w.Width < 1 {
			return wireTensor{}, fmt.Errorf("wire schema of layer %d: tensor %s is %s[%d], expected a dtype of f32, bf16, f16, f8e4m3, i32, i64 and a width of at least 1", layer, w.Name, w.DType, w.Width)
		}
		return wireTensor{dt, int(w.Width)}, nil
	}
	for _, w := range wire {
		if len(w.ToFFN) == 0 || len(w.FromFFN) != 1 {
			return nil, nil, fmt.Errorf("wire schema of layer %d: %d tensors to the FFN and %d back, expected at least 1 and exactly 1", w.Layer, len(w.ToFFN), len(w.FromFFN))
		}
		wl := wireLayer{layer: w.Layer}
		for _, t := range w.ToFFN {
			c, err := conv(t, w.Layer)
			if err != nil {
				return nil, nil, err
			}
			wl.to = append(wl.to, c)
		}
		c, err := conv(w.FromFFN[0], w.Layer)
		if err != nil {
			return nil, nil, err
		}
		wl.from = c
		out[w.Layer] = wl
		order = append(order, w.Layer)
	}
	return out, order, nil
}

// WireRowBytes is the bytes of one row of the widest transfer of the wire schema (all tensors of one
// direction of one layer): what the connector multiplies by a peer's row limit to cap its frames.
// 0 for a schema readWire refuses.
func WireRowBytes(wire []ir.WireLayer) int {
	schema, _, err := readWire(wire)
	if err != nil {
		return 0
	}
	most := 0
	for _, w := range schema {
		to := 0
		for _, t := range w.to {
			to += t.width * int(t.dtype.Size())
		}
		most = max(most, to, w.from.width*int(w.from.dtype.Size()))
	}
	// An expert-parallel layer returns a row per (token, expert) pair: up to top_k per token.
	for _, w := range wire {
		if w.Ranks > 0 {
			if d, err := ir.ParseDType(w.FromFFN[0].DType); err == nil {
				most = max(most, w.TopK*int(w.FromFFN[0].Width*d.Size()))
			}
		}
	}
	return most
}
