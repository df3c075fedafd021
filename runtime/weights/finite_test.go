package weights

import (
	"encoding/binary"
	"math"
	"path/filepath"
	"strings"
	"testing"
)

func f32Bytes(v ...float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

// TestCheckFinite: NaN and Inf are found in every float dtype, named by tensor and first element;
// finite tensors (the largest finite values included) and integer tensors pass.
func TestCheckFinite(t *testing.T) {
	nan, inf := float32(math.NaN()), float32(math.Inf(-1))
	tensors := []Tensor{
		{"ok.f32", "F32", []int64{3}, f32Bytes(1, math.MaxFloat32, -math.MaxFloat32)},
		{"bad.f32", "F32", []int64{4}, f32Bytes(1, 2, nan, inf)},
		{"ok.bf16", "BF16", []int64{2}, []byte{0x7f, 0x7f, 0x80, 0x3f}},        // max finite, 1.0
		{"bad.bf16", "BF16", []int64{3}, []byte{0, 0, 0x80, 0x7f, 0xc0, 0xff}}, // 0, +Inf, NaN
		{"ok.f16", "F16", []int64{1}, []byte{0xff, 0x7b}},                      // 65504
		{"bad.f16", "F16", []int64{2}, []byte{0x00, 0x7c, 0, 0}},               // +Inf
		{"ok.fp8", "F8_E4M3", []int64{2}, []byte{0x7e, 0xfe}},                  // ±448
		{"bad.fp8", "F8_E4M3", []int64{2}, []byte{0x01, 0xff}},                 // NaN
		{"ints", "I32", []int64{1}, []byte{0xff, 0xff, 0x80, 0x7f}},
		{"bad.f64", "F64", []int64{2}, binary.LittleEndian.AppendUint64(make([]byte, 8), math.Float64bits(math.Inf(1)))},
		{"ok.e5m2", "F8_E5M2", []int64{2}, []byte{0x7b, 0xfb}},        // ±57344
		{"bad.e5m2", "F8_E5M2", []int64{3}, []byte{0x3c, 0x7c, 0xff}}, // 1.0, +Inf, NaN
		{"uints", "U32", []int64{1}, []byte{0xff, 0xff, 0x80, 0x7f}},
	}
	path := filepath.Join(t.TempDir(), SingleFileName)
	if err := WriteFile(path, tensors, nil); err != nil {
		t.Fatal(err)
	}
	c, err := Open(filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var names []string
	for _, tt := range tensors {
		names = append(names, tt.Name)
	}
	var last, total int64
	err = c.CheckFinite(names, 3, func(d, tot int64) { last, total = d, tot })
	got := errLines(err)
	want := []string{
		`model.safetensors: tensor "bad.f32": 2 non-finite values (NaN or Inf) of 4, the first at element 2, expected finite weights`,
		`model.safetensors: tensor "bad.bf16": 2 non-finite values (NaN or Inf) of 3, the first at element 1, expected finite weights`,
		`model.safetensors: tensor "bad.f16": 1 non-finite values (NaN or Inf) of 2, the first at element 0, expected finite weights`,
		`model.safetensors: tensor "bad.fp8": 1 non-finite values (NaN or Inf) of 2, the first at element 1, expected finite weights`,
		`model.safetensors: tensor "bad.f64": 1 non-finite values (NaN or Inf) of 2, the first at element 1, expected finite weights`,
		`model.safetensors: tensor "bad.e5m2": 2 non-finite values (NaN or Inf) of 3, the first at element 1, expected finite weights`,
	}
	if len(got) != len(want) {
		t.Fatalf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for i := range want {
		if !strings.HasSuffix(got[i], want[i]) {
			t.Errorf("error %d: %q, want it to end with %q", i, got[i], want[i])
		}
	}
	if last != total || total == 0 {
		t.Errorf("progress ended at %d of %d", last, total)
	}
	if err := c.CheckFinite([]string{"ok.f32", "ok.bf16", "ok.f16", "ok.fp8", "ints", "ok.e5m2", "uints"}, 0, nil); err != nil {
		t.Errorf("finite tensors: %v", err)
	}
}

// BenchmarkCheckFinite scans 256 MiB of BF16 in 16 tensors (bytes/s is the scan rate).
func BenchmarkCheckFinite(b *testing.B) {
	var tensors []Tensor
	var names []string
	for i := range 16 {
		data := make([]byte, 16<<20)
		for j := range data {
			data[j] = byte(j * 7)
		}
		for j := 1; j < len(data); j += 2 {
			data[j] &= 0x7e // exponent below all-ones: finite
		}
		name := "t" + string(rune('a'+i))
		tensors = append(tensors, Tensor{name, "BF16", []int64{8 << 20}, data})
		names = append(names, name)
	}
	path := filepath.Join(b.TempDir(), SingleFileName)
	if err := WriteFile(path, tensors, nil); err != nil {
		b.Fatal(err)
	}
	c, err := Open(filepath.Dir(path))
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	b.SetBytes(256 << 20)
	for b.Loop() {
		if err := c.CheckFinite(names, 0, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// TestCountNonFiniteTakesEveryDType: every dtype a header may name can be checked, so a dtype added
// to dtypeSizes without its NaN/Inf rule fails here rather than in a user's --check-weights.
func TestCountNonFiniteTakesEveryDType(t *testing.T) {
	for dt, size := range dtypeSizes {
		if _, _, err := countNonFinite(dt, make([]byte, 2*size)); err != nil {
			t.Errorf("%s: %v", dt, err)
		}
	}
}
