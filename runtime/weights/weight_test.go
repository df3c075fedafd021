package weights

import (
	"bytes"
	"path/filepath"
	"testing"

	"afdc/runtime/tensor"
)

// TestWeightKeepsDType: Weight serves a tensor's bytes in its own dtype, unconverted, with the block
// scales of an FP8 weight; Widen of it is what Float32 gives.
func TestWeightKeepsDType(t *testing.T) {
	p := filepath.Join(t.TempDir(), "model.safetensors")
	bf := EncodeBF16([]float32{1, -2.5, 3.25, 0})
	f8 := EncodeF8E4M3([]float32{1, 2, 4, 8, -1, 0.5})
	ts := []Tensor{
		{Name: "a.bf16", DType: "BF16", Shape: []int64{2, 2}, Data: bf},
		{Name: "q.weight", DType: "F8_E4M3", Shape: []int64{2, 3}, Data: f8},
		{Name: "q.weight_scale_inv", DType: "F32", Shape: []int64{1, 2}, Data: EncodeF32([]float32{0.5, 2})},
	}
	if err := WriteFile(p, ts, nil); err != nil {
		t.Fatal(err)
	}
	c, err := Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetFP8Block(2, 2)
	w, err := c.Weight("a.bf16")
	if err != nil || w.Data.DType != tensor.BF16 || !bytes.Equal(w.Data.Bytes, bf) || w.Scale != nil || w.Data.Check(tensor.BF16, 2, 2) != nil {
		t.Fatalf("Weight(a.bf16) = %v %v, want the bf16 bytes as stored", w.Data, err)
	}
	q, err := c.Weight("q.weight")
	if err != nil || q.Data.DType != tensor.F8E4M3 || !bytes.Equal(q.Data.Bytes, f8) || q.Scale == nil || q.Block != [2]int{2, 2} {
		t.Fatalf("Weight(q.weight) = %+v %v, want fp8 bytes with 2x2 block scales", q, err)
	}
	got, err := Widen(q)
	want := []float32{0.5, 1, 8, 4, -0.5, 1} // columns 0-1 scale 0.5, column 2 scale 2
	if err != nil || len(got) != len(want) {
		t.Fatalf("Widen = %v %v", got, err)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Widen[%d] = %v, want %v", i, got[i], want[i])
		}
	}
}
