package runtime_test

import (
	"testing"

	"afdc/ir"
	"afdc/runtime"
	"afdc/runtime/connector"
)

// TestWireSchema: a schema the runtime cannot allocate for is refused naming the layer and the
// tensor, and WireRowBytes is the widest direction of the widest layer (0 for a refused schema).
func TestWireSchema(t *testing.T) {
	wt := func(dt string, w int) ir.WireTensor { return ir.WireTensor{Name: "h", DType: dt, Width: int64(w)} }
	layer := func(l int, to []ir.WireTensor, from ...ir.WireTensor) ir.WireLayer {
		return ir.WireLayer{Layer: l, Kind: "dense", ToFFN: to, FromFFN: from}
	}
	good := []ir.WireLayer{
		layer(0, []ir.WireTensor{wt("bf16", 8), wt("i64", 2)}, wt("f32", 4)), // to: 16 + 16 bytes
		layer(1, []ir.WireTensor{wt("f8e4m3", 8)}, wt("f32", 10)),            // from: 40 bytes
	}
	if got := runtime.WireRowBytes(good); got != 40 {
		t.Errorf("WireRowBytes = %d, want 40 (layer 1's f32[10] back)", got)
	}
	if _, err := runtime.NewRemoteFFN(connector.Config{}, good, 0); err != nil {
		t.Errorf("NewRemoteFFN of a good schema: %v", err)
	}
	bad := []struct {
		name string
		wire []ir.WireLayer
		want string
	}{
		{"nothing to the ffn", []ir.WireLayer{layer(3, nil, wt("f32", 4))},
			"wire schema of layer 3: 0 tensors to the FFN and 1 back, expected at least 1 and exactly 1"},
		{"two back", []ir.WireLayer{layer(3, []ir.WireTensor{wt("f32", 4)}, wt("f32", 4), wt("f32", 4))},
			"wire schema of layer 3: 1 tensors to the FFN and 2 back, expected at least 1 and exactly 1"},
		{"dtype", []ir.WireLayer{layer(2, []ir.WireTensor{wt("f64", 4)}, wt("f32", 4))},
			"wire schema of layer 2: tensor h is f64[4], expected a dtype of f32, bf16, f16, f8e4m3, i32, i64 and a width of at least 1"},
		{"width", []ir.WireLayer{layer(2, []ir.WireTensor{wt("f32", 4)}, wt("f32", 0))},
			"wire schema of layer 2: tensor h is f32[0], expected a dtype of f32, bf16, f16, f8e4m3, i32, i64 and a width of at least 1"},
	}
	for _, tc := range bad {
		if got := runtime.WireRowBytes(tc.wire); got != 0 {
			t.Errorf("%s: WireRowBytes = %d, want 0", tc.name, got)
		}
		if _, err := runtime.NewRemoteFFN(connector.Config{}, tc.wire, 0); err == nil || err.Error() != tc.want {
			t.Errorf("%s: NewRemoteFFN = %v, want %q", tc.name, err, tc.want)
		}
	}
}
