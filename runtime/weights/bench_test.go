package weights

import (
	"path/filepath"
	"testing"

	_ "afdc/internal/testflags" // accept -update
)

// BenchmarkFloat32 measures conversion of a 1024×1024 weight per dtype (bytes/s is of the stored data).
func BenchmarkFloat32(b *testing.B) {
	const n = 1024
	dir := b.TempDir()
	codes := make([]byte, n*n)
	for i := range codes {
		codes[i] = byte(i) & 0x7e
	}
	vals := make([]float32, n*n)
	for i := range vals {
		vals[i] = float32(i%1000) / 7
	}
	scale := make([]float32, (n/128)*(n/128))
	for i := range scale {
		scale[i] = 1 / float32(i+1)
	}
	ts := []Tensor{
		{Name: "f32", DType: "F32", Shape: []int64{n, n}, Data: EncodeF32(vals)},
		{Name: "bf16", DType: "BF16", Shape: []int64{n, n}, Data: EncodeBF16(vals)},
		{Name: "f16", DType: "F16", Shape: []int64{n, n}, Data: EncodeF16(vals)},
		{Name: "fp8", DType: "F8_E4M3", Shape: []int64{n, n}, Data: codes},
		{Name: "fp8_scale_inv", DType: "F32", Shape: []int64{n / 128, n / 128}, Data: EncodeF32(scale)},
	}
	if err := WriteFile(filepath.Join(dir, SingleFileName), ts, nil); err != nil {
		b.Fatal(err)
	}
	c, err := Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	for _, name := range []string{"f32", "bf16", "f16", "fp8"} {
		b.Run(name, func(b *testing.B) {
			info, _ := c.Info(name)
			b.SetBytes(info.Size)
			for b.Loop() {
				if _, err := c.Float32(name); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
